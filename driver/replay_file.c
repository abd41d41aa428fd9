/* replay_file.c: writing and reading replay files (replay_file.h, docs/replay.md). */
#include "driver/replay_file.h"

#include <errno.h>
#include <stddef.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/msg.h"
#include "base/text_file.h"
#include "passes/seq.h"
#include "base/alloc.h"

/* ---- writing ------------------------------------------------------------------------- */

/* The options that shape the sequential program (OPT_TABLE's `replay` column), and the
   rounds of the check (derived: -K or the iteration's). */
static void rf_options(cJSON *root, const opt_options *o) {
  cJSON *options = cJSON_AddObjectToObject(root, "options");
  cJSON_AddNumberToObject(options, "rounds", o->rounds);
  cJSON_AddBoolToObject(options, "iterate_rounds", o->iterate_rounds);
  cJSON *args = cJSON_AddArrayToObject(options, "compiler_args");
  for (size_t i = 0; i < o->num_cc_args; i++)
    cJSON_AddItemToArray(args, cJSON_CreateString(o->cc_args[i]));
  const opt_spec *specs = opt_specs();
  for (int id = 0; id < OPT_COUNT; id++) {
    const opt_spec *spec = &specs[id];
    const char *at = (const char *)o + spec->offset;
    if (!spec->replay || (spec->kind == OPT_CC || spec->kind == OPT_CC_JOINED))
      continue;
    if (id == OPT_ID_property)
      cJSON_AddStringToObject(options, spec->field, opt_property_name(o->property));
    else if (spec->kind == OPT_UINT)
      cJSON_AddNumberToObject(options, spec->field, *(const unsigned *)at);
    else if (spec->kind == OPT_FLAG || spec->kind == OPT_CHOICE)
      cJSON_AddBoolToObject(options, spec->field, *(const bool *)at);
    else if (*(const char *const *)at) /* a file: absent when not given */
      cJSON_AddStringToObject(options, spec->field, *(const char *const *)at);
  }
}

/* A value as text "iW 0xHEX" ("pW 0x0" for a pointer): hexadecimal, since JSON numbers
   are doubles and 64-bit values would not fit. */
static cJSON *rf_value(const enc_replay_value *v) {
  char text[64];
  char kind = v->pointer ? 'p' : 'i';
  if (v->hi)
    snprintf(text, sizeof text, "%c%u 0x%" PRIx64 "%016" PRIx64, kind, v->width, v->hi, v->lo);
  else
    snprintf(text, sizeof text, "%c%u 0x%" PRIx64, kind, v->width, v->lo);
  return cJSON_CreateString(text);
}

static void rf_threads(cJSON *root, const enc_replay *replay) {
  cJSON *threads = cJSON_AddArrayToObject(root, "threads");
  for (unsigned i = 0; replay && i < replay->num_threads; i++) {
    const enc_replay_thread *t = &replay->threads[i];
    cJSON *thread = cJSON_CreateObject();
    cJSON_AddNumberToObject(thread, "thread", i);
    cJSON_AddNumberToObject(thread, "first_slot", t->first_slot);
    cJSON *values = cJSON_AddArrayToObject(thread, "values");
    for (size_t k = 0; k < t->count; k++)
      cJSON_AddItemToArray(values, rf_value(&t->values[k]));
    cJSON_AddItemToArray(threads, thread);
  }
}

bool rf_write(const char *path, const opt_options *o, const enc_result *result) {
  cJSON *root = cJSON_CreateObject();
  cJSON_AddStringToObject(root, "format", RF_FORMAT);
  cJSON_AddNumberToObject(root, "version", RF_VERSION);
  cJSON_AddStringToObject(root, "input", o->file);
  cJSON *inputs = cJSON_AddArrayToObject(root, "inputs"); /* every file, input first */
  for (size_t i = 0; i < o->num_files; i++)
    cJSON_AddItemToArray(inputs, cJSON_CreateString(o->files[i]));
  if (!o->num_files)
    cJSON_AddItemToArray(inputs, cJSON_CreateString(o->file));
  rf_options(root, o);
  cJSON *error = cJSON_AddObjectToObject(root, "error");
  cJSON_AddStringToObject(error, "reason", result->reason ? result->reason : "error");
  if (result->where.file) {
    cJSON_AddStringToObject(error, "file", result->where.file);
    cJSON_AddNumberToObject(error, "line", result->where.line);
  }
  rf_threads(root, result->replay);
  char *text = cJSON_Print(root);
  cJSON_Delete(root);
  FILE *f = fopen(path, "w");
  bool ok = f && text && fputs(text, f) >= 0 && fputc('\n', f) != EOF;
  if (f && fclose(f))
    ok = false;
  if (!ok)
    msg_error("cannot write %s: %s", path, strerror(errno));
  cJSON_free(text);
  return ok;
}

/* ---- reading ------------------------------------------------------------------------- */

static char *rf_slurp(const char *path) {
  char *text = cb_read_text(path);
  if (!text)
    msg_error("cannot open %s: %s", path, strerror(errno));
  return text;
}

static bool rf_bad(const char *path, const char *what) {
  msg_error("%s: not a valid replay file (%s)", path, what);
  return false;
}

static bool rf_number(const cJSON *object, const char *key, unsigned max, unsigned *out) {
  const cJSON *item = cJSON_GetObjectItemCaseSensitive(object, key);
  if (!cJSON_IsNumber(item) || item->valuedouble < 0 || item->valuedouble > max)
    return false;
  *out = (unsigned)item->valuedouble;
  return true;
}

static bool rf_flag(const cJSON *object, const char *key, bool *out) {
  const cJSON *item = cJSON_GetObjectItemCaseSensitive(object, key);
  if (!cJSON_IsBool(item))
    return false;
  *out = cJSON_IsTrue(item);
  return true;
}

/* One option of the table from the file, with the table's range. */
static bool rf_read_option(const cJSON *options, const opt_spec *spec, opt_options *o) {
  char *at = (char *)o + spec->offset;
  const cJSON *item = cJSON_GetObjectItemCaseSensitive(options, spec->field);
  if (spec->kind == OPT_CUSTOM && spec->offset == offsetof(opt_options, property))
    return cJSON_IsString(item) && opt_property_from_name(item->valuestring, &o->property);
  if (spec->kind == OPT_UINT)
    return rf_number(options, spec->field, spec->most, (unsigned *)at) &&
           (*(unsigned *)at >= spec->least || *(unsigned *)at == spec->uint_default);
  if (spec->kind == OPT_FLAG || spec->kind == OPT_CHOICE)
    return rf_flag(options, spec->field, (bool *)at);
  if (item && !cJSON_IsString(item))
    return false;
  *(const char **)at = item ? item->valuestring : NULL;
  return true;
}

static bool rf_read_options(rf_file *f, const cJSON *options, opt_options *o) {
  const cJSON *args = cJSON_GetObjectItemCaseSensitive(options, "compiler_args");
  unsigned rounds;
  bool iterate;
  if (!rf_number(options, "rounds", SEQ_MAX_ROUNDS, &rounds) || rounds < 1 ||
      !rf_flag(options, "iterate_rounds", &iterate) || !cJSON_IsArray(args))
    return false;
  const opt_spec *specs = opt_specs();
  for (int id = 0; id < OPT_COUNT; id++)
    if (specs[id].replay && specs[id].kind != OPT_CC && specs[id].kind != OPT_CC_JOINED &&
        !rf_read_option(options, &specs[id], o))
      return false;
  /* The check's rounds: -K when it asked for exactly these, else the iteration's. */
  o->rounds_exact = iterate ? 0 : rounds;
  o->max_rounds = rounds;
  opt_derive(o);
  int n = cJSON_GetArraySize(args);
  f->cc_args = cb_calloc(n ? (size_t)n : 1, sizeof *f->cc_args);
  for (int i = 0; i < n; i++) {
    const cJSON *arg = cJSON_GetArrayItem(args, i);
    if (!cJSON_IsString(arg))
      return false;
    f->cc_args[i] = arg->valuestring;
  }
  free(o->cc_args);
  o->cc_args = NULL; /* the command line gave none (opt_parse refuses them with --replay) */
  o->num_cc_args = 0;
  for (int i = 0; i < n; i++) {
    o->cc_args = cb_realloc(o->cc_args, ((size_t)i + 1) * sizeof *o->cc_args);
    o->cc_args[o->num_cc_args++] = f->cc_args[i];
  }
  return true;
}

/* "iW 0x..." or "pW 0x...", up to 128 bits. */
static bool rf_parse_value(const char *text, enc_replay_value *v) {
  if (*text != 'i' && *text != 'p')
    return false;
  v->pointer = *text == 'p';
  char *end = NULL;
  unsigned long width = strtoul(text + 1, &end, 10);
  if (end == text + 1 || width < 1 || width > 128 || strncmp(end, " 0x", 3))
    return false;
  v->width = (unsigned)width;
  const char *digits = end + 3;
  size_t n = strlen(digits);
  if (n == 0 || n > 32 || strspn(digits, "0123456789abcdefABCDEF") != n)
    return false;
  char low[17] = {0}, high[17] = {0};
  size_t low_digits = n > 16 ? 16 : n;
  memcpy(low, digits + n - low_digits, low_digits);
  memcpy(high, digits, n - low_digits);
  v->lo = strtoull(low, NULL, 16);
  v->hi = n > 16 ? strtoull(high, NULL, 16) : 0;
  return true;
}

static bool rf_read_thread(const cJSON *thread, enc_replay_thread *t) {
  const cJSON *values = cJSON_GetObjectItemCaseSensitive(thread, "values");
  if (!rf_number(thread, "first_slot", SEQ_MAX_THREADS, &t->first_slot) || !cJSON_IsArray(values))
    return false;
  int n = cJSON_GetArraySize(values);
  t->values = cb_calloc(n ? (size_t)n : 1, sizeof *t->values);
  for (int i = 0; i < n; i++) {
    const cJSON *value = cJSON_GetArrayItem(values, i);
    if (!cJSON_IsString(value) || !rf_parse_value(value->valuestring, &t->values[t->count]))
      return false;
    t->count++;
  }
  return true;
}

static bool rf_read_threads(rf_file *f, const cJSON *threads) {
  int n = cJSON_GetArraySize(threads);
  if (!cJSON_IsArray(threads) || n > SEQ_MAX_THREADS)
    return false;
  f->streams.threads = cb_calloc(n ? (size_t)n : 1, sizeof *f->streams.threads);
  for (int i = 0; i < n; i++) {
    const cJSON *thread = cJSON_GetArrayItem(threads, i);
    unsigned index;
    if (!rf_number(thread, "thread", SEQ_MAX_THREADS - 1, &index) || index != (unsigned)i)
      return false;
    f->streams.num_threads = (unsigned)i + 1;
    if (!rf_read_thread(thread, &f->streams.threads[i]))
      return false;
  }
  return true;
}

bool rf_read(const char *path, rf_file *f, opt_options *o) {
  memset(f, 0, sizeof *f);
  char *text = rf_slurp(path);
  if (!text)
    return false;
  f->doc = cJSON_Parse(text);
  free(text);
  if (!f->doc)
    return rf_bad(path, "not JSON");
  const cJSON *format = cJSON_GetObjectItemCaseSensitive(f->doc, "format");
  unsigned version = 0;
  if (!cJSON_IsString(format) || strcmp(format->valuestring, RF_FORMAT))
    return rf_bad(path, "no \"format\": \"" RF_FORMAT "\"");
  if (!rf_number(f->doc, "version", 1000, &version) || version != RF_VERSION)
    return rf_bad(path, "unknown version");
  const cJSON *input = cJSON_GetObjectItemCaseSensitive(f->doc, "input");
  const cJSON *error = cJSON_GetObjectItemCaseSensitive(f->doc, "error");
  const cJSON *reason = cJSON_GetObjectItemCaseSensitive(error, "reason");
  const cJSON *file = cJSON_GetObjectItemCaseSensitive(error, "file");
  if (!cJSON_IsString(input) || !cJSON_IsString(reason))
    return rf_bad(path, "no input or error");
  f->input = input->valuestring;
  f->reason = reason->valuestring;
  const cJSON *inputs = cJSON_GetObjectItemCaseSensitive(f->doc, "inputs");
  if (inputs && !cJSON_IsArray(inputs))
    return rf_bad(path, "bad inputs");
  int num_inputs = inputs ? cJSON_GetArraySize(inputs) : 0;
  f->inputs = cb_calloc(num_inputs ? (size_t)num_inputs : 1, sizeof *f->inputs);
  for (int i = 0; i < num_inputs; i++) {
    const cJSON *item = cJSON_GetArrayItem(inputs, i);
    if (!cJSON_IsString(item))
      return rf_bad(path, "bad inputs");
    f->inputs[f->num_inputs++] = item->valuestring;
  }
  if (cJSON_IsString(file) && rf_number(error, "line", 100000000, &f->error_line))
    f->error_file = file->valuestring;
  if (!rf_read_options(f, cJSON_GetObjectItemCaseSensitive(f->doc, "options"), o))
    return rf_bad(path, "bad options");
  if (!rf_read_threads(f, cJSON_GetObjectItemCaseSensitive(f->doc, "threads")))
    return rf_bad(path, "bad threads");
  return true;
}

void rf_release(rf_file *f) {
  for (unsigned i = 0; i < f->streams.num_threads; i++)
    free(f->streams.threads[i].values);
  free(f->streams.threads);
  free(f->cc_args);
  free(f->inputs);
  cJSON_Delete(f->doc);
  memset(f, 0, sizeof *f);
}
