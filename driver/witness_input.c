/* witness_input.c: the bytes, hash, lines and line markers of a witness's program. */
#define _XOPEN_SOURCE 700
#include "driver/witness_input.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/base16.h>
#include "base/alloc.h"
#include "base/vec.h"

static bool wit_read(wit_input *in, const char *name) {
  memset(in, 0, sizeof *in);
  in->name = name;
  FILE *f = fopen(name, "rb");
  if (!f)
    return false;
  size_t capacity = 1 << 16;
  in->text = cb_malloc(capacity);
  size_t got;
  while ((got = fread(in->text + in->size, 1, capacity - in->size - 1, f)) > 0) {
    in->size += got;
    if (in->size + 1 == capacity)
      in->text = cb_realloc(in->text, capacity *= 2);
  }
  bool ok = !ferror(f);
  fclose(f);
  in->text[in->size] = '\0';
  in->real = realpath(name, NULL);
  return ok;
}

/* `# N "file" flags` or `#line N "file"`: N and the file name (unescaped, owned). */
static bool wit_marker(const char *text, unsigned *line, char **file) {
  const char *p = text + strspn(text, " \t");
  if (*p++ != '#')
    return false;
  p += strspn(p, " \t");
  if (!strncmp(p, "line", 4))
    p += 4 + strspn(p + 4, " \t");
  if (!isdigit((unsigned char)*p))
    return false;
  unsigned long n = strtoul(p, (char **)&p, 10);
  p += strspn(p, " \t");
  if (*p++ != '"' || n > UINT_MAX)
    return false;
  char *name = cb_malloc(strlen(p) + 1), *q = name;
  for (; *p && *p != '"'; p++)
    *q++ = *p == '\\' && p[1] ? *++p : *p;
  *q = '\0';
  *line = (unsigned)n;
  *file = name;
  return true;
}

static void wit_markers(wit_input *in) {
  in->presumed_file = cb_calloc(in->num_lines + 1, sizeof *in->presumed_file);
  in->presumed_line = cb_calloc(in->num_lines + 1, sizeof *in->presumed_line);
  size_t file = 0;
  unsigned next = 0;
  for (size_t i = 0; i < in->num_lines; i++) {
    unsigned line;
    char *name;
    if (wit_marker(in->lines[i], &line, &name)) {
      in->names = cb_realloc_array(in->names, in->num_names + 1, sizeof *in->names);
      in->real_names = cb_realloc_array(in->real_names, in->num_names + 1, sizeof *in->names);
      in->real_names[in->num_names] = realpath(name, NULL);
      in->names[in->num_names++] = name;
      file = in->num_names;
      next = line;
      in->has_markers = true;
      continue;
    }
    in->presumed_file[i] = file;
    in->presumed_line[i] = next++;
  }
}

/* The hash of the bytes; then the lines (the newlines become NULs). */
static void wit_index(wit_input *in) {
  struct sha256_ctx c;
  uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_init(&c);
  sha256_update(&c, in->size, (const uint8_t *)in->text);
  sha256_digest(&c, sizeof digest, digest);
  base16_encode_update(in->hash, sizeof digest, digest); /* lowercase */
  in->hash[BASE16_ENCODE_LENGTH(sizeof digest)] = '\0';
  size_t capacity = 0;
  for (char *p = in->text; p < in->text + in->size;) {
    CB_GROW(in->lines, in->num_lines, capacity, 64);
    in->lines[in->num_lines++] = p;
    char *end = memchr(p, '\n', (size_t)(in->text + in->size - p));
    if (!end)
      break;
    *end = '\0';
    p = end + 1;
  }
  wit_markers(in);
}

void wit_input_free(wit_input *in) {
  for (size_t i = 0; i < in->num_names; i++) {
    free(in->names[i]);
    free(in->real_names[i]);
  }
  free(in->names);
  free(in->real_names);
  free(in->presumed_file);
  free(in->presumed_line);
  free(in->real);
  free(in->text);
  free(in->lines);
}

const char *wit_line(const wit_input *in, unsigned line) {
  return line >= 1 && line <= in->num_lines ? in->lines[line - 1] : NULL;
}

bool wit_input_load(wit_input *in, const char *name) {
  if (!wit_read(in, name))
    return false;
  wit_index(in);
  return true;
}
