/* mem.c: allocation helpers that exit cleanly when memory runs out. */
#include "driver/mem.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void mem_out_of_memory(void) {
  fputs("cbounds: error: out of memory\n", stderr);
  exit(2);
}

void *mem_alloc(size_t size) {
  void *ptr = malloc(size ? size : 1);
  if (!ptr)
    mem_out_of_memory();
  return ptr;
}

void *mem_calloc(size_t count, size_t size) {
  void *ptr = calloc(count ? count : 1, size ? size : 1);
  if (!ptr)
    mem_out_of_memory();
  return ptr;
}

void *mem_realloc(void *ptr, size_t size) {
  void *res = realloc(ptr, size ? size : 1);
  if (!res)
    mem_out_of_memory();
  return res;
}

char *mem_strndup(const char *text, size_t length) {
  char *copy = mem_alloc(length + 1);
  memcpy(copy, text, length);
  copy[length] = '\0';
  return copy;
}

char *mem_strdup(const char *text) { return mem_strndup(text, strlen(text)); }

char *mem_first_line(const char *text) {
  if (!text)
    return mem_strdup("");
  return mem_strndup(text, strcspn(text, "\n"));
}

char *mem_printf(const char *format, ...) {
  va_list args;
  va_start(args, format);
  int length = vsnprintf(NULL, 0, format, args);
  va_end(args);
  if (length < 0)
    mem_out_of_memory();
  char *text = mem_alloc((size_t)length + 1);
  va_start(args, format);
  vsnprintf(text, (size_t)length + 1, format, args);
  va_end(args);
  return text;
}
