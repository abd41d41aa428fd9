/* yaml.c: block-style YAML output with double-quoted strings. */
#include "driver/yaml.h"

void yml_init(yml_writer *w, FILE *out) {
  w->out = out;
  w->depth = 0;
  w->item_open = false;
}

void yml_quoted(FILE *out, const char *text) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
    if (*p == '"' || *p == '\\')
      fprintf(out, "\\%c", *p);
    else if (*p == '\n')
      fputs("\\n", out);
    else if (*p == '\t')
      fputs("\\t", out);
    else if (*p < 0x20 || *p == 0x7f)
      fprintf(out, "\\x%02x", *p);
    else
      fputc(*p, out); /* UTF-8 passes through: YAML files are UTF-8 */
  }
  fputc('"', out);
}

/* The indentation of a new key, or nothing right after "- ". */
static void yml_indent(yml_writer *w) {
  if (w->item_open) {
    w->item_open = false;
    return;
  }
  for (unsigned i = 0; i < w->depth; i++)
    fputs("  ", w->out);
}

void yml_str(yml_writer *w, const char *key, const char *value) {
  yml_indent(w);
  fprintf(w->out, "%s: ", key);
  yml_quoted(w->out, value);
  fputc('\n', w->out);
}

void yml_quoted_pair(yml_writer *w, const char *key, const char *value) {
  yml_indent(w);
  yml_quoted(w->out, key);
  fputs(": ", w->out);
  yml_quoted(w->out, value);
  fputc('\n', w->out);
}

void yml_uint(yml_writer *w, const char *key, unsigned long value) {
  yml_indent(w);
  fprintf(w->out, "%s: %lu\n", key, value);
}

void yml_open(yml_writer *w, const char *key) {
  yml_indent(w);
  fprintf(w->out, "%s:\n", key);
  w->depth++;
}

void yml_close(yml_writer *w) {
  if (w->depth)
    w->depth--;
}

void yml_item(yml_writer *w) {
  yml_indent(w);
  fputs("- ", w->out);
  w->item_open = true;
  w->depth++;
}

void yml_end_item(yml_writer *w) {
  w->item_open = false;
  if (w->depth)
    w->depth--;
}

void yml_item_str(yml_writer *w, const char *value) {
  yml_indent(w);
  fputs("- ", w->out);
  yml_quoted(w->out, value);
  fputc('\n', w->out);
}
