/* text_file.c: a whole file as text (text_file.h). */
#include "base/text_file.h"

#include <stdio.h>

#include "base/alloc.h"

char *cb_read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, n = 0, got;
  char *text = cb_calloc(cap, 1);
  while ((got = fread(text + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (n + 1 == cap) {
      cap *= 2;
      text = cb_realloc(text, cap);
    }
  }
  text[n] = 0;
  fclose(f);
  return text;
}
