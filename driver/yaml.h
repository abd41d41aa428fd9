/*
 * yaml.h: a small YAML emitter for the witness (--witness): block mappings and block
 * sequences, two spaces per level, every string double-quoted (file names and C
 * expressions hold `:`, `#`, `"` and `\`, which plain scalars cannot).
 *
 *   yml_writer w; yml_init(&w, out);
 *   yml_item(&w);                 "- " : the next key starts a mapping in a sequence
 *   yml_str(&w, "k", "v");        k: "v"
 *   yml_open(&w, "m"); ... yml_close(&w);    m: and a nested mapping or sequence
 *   yml_end_item(&w);             the mapping of the item is complete
 *
 * Ownership: the writer only borrows out and the strings. Errors: none here; the
 * caller checks ferror(out) at the end.
 */
#ifndef CB_DRIVER_YAML_H
#define CB_DRIVER_YAML_H

#include <stdbool.h>
#include <stdio.h>

typedef struct yml_writer {
  FILE *out;
  unsigned depth;   /* indentation level of the next line */
  bool item_open;   /* "- " was printed: the next key goes on its line */
} yml_writer;

void yml_init(yml_writer *w, FILE *out);

/* A string scalar as YAML double-quoted text (escapes `"`, `\` and control characters). */
void yml_quoted(FILE *out, const char *text);

void yml_str(yml_writer *w, const char *key, const char *value);
/* A pair whose key is any text (a file name): both quoted. */
void yml_quoted_pair(yml_writer *w, const char *key, const char *value);
void yml_uint(yml_writer *w, const char *key, unsigned long value);
/* `key:` with a nested block below (depth + 1) until yml_close(). */
void yml_open(yml_writer *w, const char *key);
void yml_close(yml_writer *w);
/* A sequence item that is a mapping: its keys follow, then yml_end_item(). */
void yml_item(yml_writer *w);
void yml_end_item(yml_writer *w);
/* A sequence item that is a string: `- "text"`. */
void yml_item_str(yml_writer *w, const char *value);

#endif
