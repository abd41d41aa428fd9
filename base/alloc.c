/*
 * alloc.c: allocation wrappers that abort with a message on failure.
 */
#include "base/alloc.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void cb_out_of_memory(const char *what, size_t size) {
  fprintf(stderr, "cbounds: out of memory (%s of %zu bytes)\n", what, size);
  abort();
}

/* Zero-byte requests are bumped to one byte so that NULL always means failure. */
void *cb_malloc(size_t size) {
  void *res = malloc(size ? size : 1);
  if (!res)
    cb_out_of_memory("malloc", size);
  return res;
}

void *cb_calloc(size_t count, size_t size) {
  if (!count || !size)
    count = size = 1;
  void *res = calloc(count, size);
  if (!res) {
    if (size && count > SIZE_MAX / size)
      cb_out_of_memory("calloc", SIZE_MAX);
    cb_out_of_memory("calloc", count * size);
  }
  return res;
}

void *cb_realloc(void *ptr, size_t size) {
  void *res = realloc(ptr, size ? size : 1);
  if (!res)
    cb_out_of_memory("realloc", size);
  return res;
}

void *cb_realloc_array(void *ptr, size_t count, size_t size) {
  if (size && count > SIZE_MAX / size)
    cb_out_of_memory("realloc", SIZE_MAX);
  return cb_realloc(ptr, count * size);
}

char *cb_strndup(const char *s, size_t n) {
  char *copy = cb_malloc(n + 1);
  memcpy(copy, s, n);
  copy[n] = 0;
  return copy;
}

char *cb_strdup(const char *s) { return cb_strndup(s, strlen(s)); }

/*
 * Formats into a stack buffer first; only longer strings need a second pass.
 * (vsnprintf(NULL, 0, ...) would do for measuring, but gcc 12 with sanitizers
 * at -O2 flags it under -Wformat-truncation.)
 */
char *cb_format(const char *fmt, ...) {
  char small[256];
  va_list args;
  va_start(args, fmt);
  int n = vsnprintf(small, sizeof small, fmt, args);
  va_end(args);
  if (n < 0) {
    fprintf(stderr, "cbounds: cb_format: invalid format \"%s\"\n", fmt);
    abort();
  }
  char *s = cb_malloc((size_t)n + 1);
  if ((size_t)n < sizeof small) {
    memcpy(s, small, (size_t)n + 1);
    return s;
  }
  va_start(args, fmt);
  vsnprintf(s, (size_t)n + 1, fmt, args);
  va_end(args);
  return s;
}
