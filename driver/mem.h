/*
 * mem.h: allocation helpers of the driver.
 *
 * Errors: running out of memory prints `cbounds: error: out of memory` and exits with
 * status 2; the helpers never return NULL. Everything they return is owned by the
 * caller and released with free().
 */
#ifndef CB_DRIVER_MEM_H
#define CB_DRIVER_MEM_H

#include <stddef.h>

void *mem_alloc(size_t size);
void *mem_calloc(size_t count, size_t size);
void *mem_realloc(void *ptr, size_t size);
char *mem_strdup(const char *text);
char *mem_strndup(const char *text, size_t length);

/* A copy of text up to its first newline (NULL text gives an empty string). */
char *mem_first_line(const char *text);

/* A newly allocated string formatted as by printf. */
char *mem_printf(const char *format, ...) __attribute__((format(printf, 1, 2)));

#endif
