/* source.c: reading source files into lines, cached by path. */
#include "driver/source.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

/* Source files larger than this are not shown. */
#define SRC_MAX_SIZE (64u << 20)

typedef struct src_file {
  char *path;    /* resolved path */
  char *text;    /* the contents, each line NUL-terminated; NULL if unreadable */
  char **lines;  /* lines[i] is line i + 1, trimmed, pointing into text */
  size_t num_lines;
} src_file;

struct src_cache {
  src_file *files;
  size_t num_files;
};

src_cache *src_new(void) { return cb_calloc(1, sizeof(src_cache)); }

void src_free(src_cache *cache) {
  if (!cache)
    return;
  for (size_t i = 0; i < cache->num_files; i++) {
    free(cache->files[i].path);
    free(cache->files[i].text);
    free(cache->files[i].lines);
  }
  free(cache->files);
  free(cache);
}

/* The whole file, NUL-terminated, or NULL; *size is its length. */
static char *src_read(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t capacity = 4096, length = 0;
  char *text = cb_malloc(capacity);
  for (;;) {
    if (length + 1 >= capacity) {
      capacity *= 2;
      text = cb_realloc(text, capacity);
    }
    size_t got = fread(text + length, 1, capacity - length - 1, f);
    length += got;
    if (!got || length > SRC_MAX_SIZE)
      break;
  }
  bool ok = !ferror(f) && length <= SRC_MAX_SIZE;
  fclose(f);
  if (!ok) {
    free(text);
    return NULL;
  }
  text[length] = '\0';
  *size = length;
  return text;
}

static bool src_is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Cuts the line at [start, end) out of the text, trimmed; returns its start. */
static char *src_trim(char *start, char *end) {
  while (end > start && src_is_space(end[-1]))
    end--;
  *end = '\0';
  while (src_is_space(*start))
    start++;
  return start;
}

static void src_split(src_file *file, size_t size) {
  size_t count = 1;
  for (size_t i = 0; i < size; i++)
    count += file->text[i] == '\n';
  file->lines = cb_calloc(count, sizeof *file->lines);
  char *start = file->text, *end = file->text + size;
  while (start <= end) {
    char *newline = memchr(start, '\n', (size_t)(end - start));
    char *stop = newline ? newline : end;
    file->lines[file->num_lines++] = src_trim(start, stop);
    start = stop + 1;
  }
}

static src_file *src_load(src_cache *cache, char *path) {
  cache->files = cb_realloc(cache->files, (cache->num_files + 1) * sizeof *cache->files);
  src_file *file = &cache->files[cache->num_files++];
  memset(file, 0, sizeof *file);
  file->path = path;
  size_t size = 0;
  file->text = src_read(path, &size);
  if (file->text)
    src_split(file, size);
  return file;
}

static char *src_resolve(const char *dir, const char *file) {
  if (file[0] == '/' || !dir || !*dir)
    return cb_strdup(file);
  return cb_format("%s/%s", dir, file);
}

const char *src_line(src_cache *cache, const char *dir, const char *file, unsigned line) {
  if (!file || !*file || !line)
    return NULL;
  char *path = src_resolve(dir, file);
  src_file *found = NULL;
  for (size_t i = 0; i < cache->num_files && !found; i++)
    if (!strcmp(cache->files[i].path, path))
      found = &cache->files[i];
  if (found)
    free(path);
  else
    found = src_load(cache, path);
  if (line > found->num_lines)
    return NULL;
  return found->lines[line - 1];
}
