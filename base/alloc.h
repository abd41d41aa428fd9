/*
 * alloc.h: allocation that never returns NULL.
 *
 * A model checker that runs out of memory in the middle of an encoding has no
 * sensible way to recover, so every allocation failure prints a message and
 * aborts. Memory from these functions is released with the ordinary free().
 *
 * Ownership: the caller owns what these return and frees it with free(). Errors: none
 * reach the caller; a failure aborts.
 */
#ifndef CB_ALLOC_H
#define CB_ALLOC_H

#include <stddef.h>

void *cb_malloc(size_t size);
void *cb_calloc(size_t count, size_t size);
void *cb_realloc(void *ptr, size_t size);

/* Reallocates ptr to hold count elements of size bytes, checking the product. */
void *cb_realloc_array(void *ptr, size_t count, size_t size);

/* Copies of strings, and printf into a new string; free() them. */
char *cb_strdup(const char *s);
char *cb_strndup(const char *s, size_t n);
char *cb_format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
