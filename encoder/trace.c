#include "encoder/trace.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/alloc.h"

struct enc_strings {
  char **strings;
  size_t count, capacity;
};

enc_strings *enc_strings_new(void) { return cb_calloc(1, sizeof(enc_strings)); }

void enc_strings_free(enc_strings *pool) {
  if (!pool)
    return;
  for (size_t i = 0; i < pool->count; i++)
    free(pool->strings[i]);
  free(pool->strings);
  free(pool);
}

/* Linear search from the newest: traces use few distinct strings (file names). */
const char *enc_strings_intern(enc_strings *pool, const char *s, size_t n) {
  for (size_t i = pool->count; i-- > 0;)
    if (strlen(pool->strings[i]) == n && !memcmp(pool->strings[i], s, n))
      return pool->strings[i];
  if (pool->count == pool->capacity) {
    pool->capacity = pool->capacity ? 2 * pool->capacity : 8;
    pool->strings = cb_realloc(pool->strings, pool->capacity * sizeof *pool->strings);
  }
  pool->strings[pool->count] = cb_strndup(s, n);
  return pool->strings[pool->count++];
}

enc_loc enc_location(enc_strings *pool, LLVMValueRef inst) {
  enc_loc loc = {0};
  if (!inst || !LLVMGetDebugLocLine(inst))
    return loc;
  unsigned length = 0;
  const char *file = LLVMGetDebugLocFilename(inst, &length);
  if (file && length)
    loc.file = enc_strings_intern(pool, file, length);
  const char *dir = LLVMGetDebugLocDirectory(inst, &length);
  if (dir && length)
    loc.dir = enc_strings_intern(pool, dir, length);
  loc.line = LLVMGetDebugLocLine(inst);
  loc.column = LLVMGetDebugLocColumn(inst);
  return loc;
}

static char *enc_format_wide(cnf *c, const bv *value) {
  size_t digits = (value->width + 3) / 4;
  char *s = cb_malloc(digits + 3);
  s[0] = '0';
  s[1] = 'x';
  for (size_t d = 0; d < digits; d++) {
    unsigned nibble = 0;
    for (unsigned b = 0; b < 4; b++) {
      unsigned bit = (unsigned)(4 * (digits - 1 - d) + b);
      if (bit < value->width && cnf_value(c, value->bits[bit]))
        nibble |= 1u << b;
    }
    s[2 + d] = "0123456789abcdef"[nibble];
  }
  s[2 + digits] = 0;
  return s;
}

char *enc_format_value(cnf *c, const bv *value) {
  if (value->width > 64)
    return enc_format_wide(c, value);
  uint64_t u = 0;
  for (unsigned i = 0; i < value->width; i++)
    if (cnf_value(c, value->bits[i]))
      u |= (uint64_t)1 << i;
  bool negative = value->width > 1 && (u >> (value->width - 1)) & 1;
  if (!negative)
    return cb_format("%" PRIu64, u);
  int64_t s = value->width == 64 ? (int64_t)u : (int64_t)(u | ~(((uint64_t)1 << value->width) - 1));
  return cb_format("%" PRId64 " (0x%" PRIx64 ")", s, u);
}

static char *enc_step_note(cnf *c, const sx_step *step) {
  if (step->kind == ENC_STEP_VALUE && step->value) {
    char *value = enc_format_value(c, step->value);
    char *note = step->of_call ? cb_format("%s() = %s", step->note, value)
                               : cb_format("%s = %s", step->note ? step->note : "value", value);
    free(value);
    return note;
  }
  return step->note ? cb_strdup(step->note) : NULL;
}

/* A variable's value is shown when it changes: phi nodes at loop headers and the
   dbg.value records of mem2reg restate values often. Looks back a bounded distance. */
static bool enc_repeats_value(const enc_result *result, const sx_step *step, const char *note) {
  if (step->kind != ENC_STEP_VALUE || step->of_call || !note)
    return false;
  size_t name = strcspn(note, "=");
  size_t stop = result->trace_len > 256 ? result->trace_len - 256 : 0;
  for (size_t i = result->trace_len; i-- > stop;) {
    const enc_step *prev = &result->trace[i];
    if (prev->kind == ENC_STEP_VALUE && prev->note && !strncmp(prev->note, note, name + 1))
      return !strcmp(prev->note, note);
    if (prev->kind == ENC_STEP_CALL || prev->kind == ENC_STEP_RETURN)
      return false; /* another activation: same name, another variable */
  }
  return false;
}

void enc_build_trace(const sx_events *events, cnf *c, enc_result *result) {
  size_t n = 0;
  for (size_t i = 0; i < events->num_steps; i++)
    n += cnf_value(c, events->steps[i].guard);
  result->trace = cb_calloc(n ? n : 1, sizeof *result->trace);
  for (size_t i = 0; i < events->num_steps; i++) {
    const sx_step *step = &events->steps[i];
    if (!cnf_value(c, step->guard))
      continue;
    char *note = enc_step_note(c, step);
    if (enc_repeats_value(result, step, note)) {
      free(note);
      continue;
    }
    enc_step *out = &result->trace[result->trace_len++];
    out->kind = step->kind;
    out->loc = enc_location(result->strings, step->location);
    out->function = step->function
                        ? enc_strings_intern(result->strings, step->function, strlen(step->function))
                        : NULL;
    out->note = note;
    out->thread = 0;
  }
}
