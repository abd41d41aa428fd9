/* seq_params.c: defaults and parsing of the sequentialization's parameters
   (seq_params.h). */
#include "passes/seq_params.h"

#include <assert.h>
#include <string.h>

void seq_options_default(seq_options *o) {
  memset(o, 0, sizeof *o);
#define SEQ_SET_DEFAULT(field, name, least, most, value) o->field = value;
  SEQ_INT_PARAMS(SEQ_SET_DEFAULT)
#undef SEQ_SET_DEFAULT
}

/* Whether the parameter p[0..n) is `name` (exactly). */
static bool seq_is(const char *p, size_t n, const char *name) {
  return strlen(name) == n && !memcmp(p, name, n);
}

/* A decimal value p[0..n) in [least, most]. */
static bool seq_number(const char *p, size_t n, unsigned least, unsigned most,
                       unsigned *out) {
  unsigned long value = 0;
  if (n == 0 || n > 10)
    return false;
  for (size_t i = 0; i < n; i++) {
    if (p[i] < '0' || p[i] > '9')
      return false;
    value = value * 10 + (unsigned long)(p[i] - '0');
  }
  if (value < least || value > most)
    return false;
  *out = (unsigned)value;
  return true;
}

/* One parameter p[0..n): `name` or `name=value`. */
static bool seq_param(const char *p, size_t n, seq_options *o, const char **annotations,
                      size_t *annotations_length) {
  const char *eq = memchr(p, '=', n);
  size_t key = eq ? (size_t)(eq - p) : n;
  const char *value = eq ? eq + 1 : NULL;
  size_t value_length = eq ? n - key - 1 : 0;
#define SEQ_PARSE_FLAG(field, name)                                                        \
  if (!eq && seq_is(p, key, name)) {                                                       \
    o->field = true;                                                                       \
    return true;                                                                           \
  }
  SEQ_FLAG_PARAMS(SEQ_PARSE_FLAG)
#undef SEQ_PARSE_FLAG
#define SEQ_PARSE_INT(field, name, least, most, dflt)                                      \
  if (eq && seq_is(p, key, name))                                                          \
    return seq_number(value, value_length, least, most, &o->field);
  SEQ_INT_PARAMS(SEQ_PARSE_INT)
#undef SEQ_PARSE_INT
  if (eq && value_length > 0 && seq_is(p, key, SEQ_ANNOTATIONS_PARAM)) {
    *annotations = value;
    *annotations_length = value_length;
    return true;
  }
  return false;
}

bool seq_parse_params(const char *text, size_t length, seq_options *o,
                      const char **annotations, size_t *annotations_length) {
  assert(text || length == 0);
  size_t start = 0;
  while (start < length) {
    const char *semicolon = memchr(text + start, ';', length - start);
    size_t end = semicolon ? (size_t)(semicolon - text) : length;
    if (end > start && !seq_param(text + start, end - start, o, annotations,
                                  annotations_length))
      return false;
    start = end + 1;
  }
  return true;
}
