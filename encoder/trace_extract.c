#include "encoder/trace_extract.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/trace_names.h"
#include "encoder/trace_sync.h"
#include "base/vec.h"

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
  CB_GROW(pool->strings, pool->count, pool->capacity, 8);
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

uint64_t enc_bits(cnf *c, const bv *v, unsigned lo, unsigned width) {
  uint64_t u = 0;
  for (unsigned i = 0; i < width && i < 64; i++)
    if (cnf_value(c, v->bits[lo + i]))
      u |= (uint64_t)1 << i;
  return u;
}

char *enc_object_name(const mem_object *o, uint64_t id) {
  size_t length = 0;
  const char *name = o->origin ? LLVMGetValueName2(o->origin, &length) : "";
  if (o->kind == MEM_HEAP)
    return o->origin && LLVMGetDebugLocLine(o->origin)
               ? cb_format("heap#%llu (allocated at line %u)", (unsigned long long)id,
                           LLVMGetDebugLocLine(o->origin))
               : cb_format("heap#%llu", (unsigned long long)id);
  LLVMValueRef init = o->kind == MEM_GLOBAL && o->read_only ? LLVMGetInitializer(o->origin) : NULL;
  if (init && LLVMIsAConstantDataSequential(init) && LLVMIsConstantString(init)) {
    size_t n;
    const char *text = LLVMGetAsString(init, &n);
    if (n && text[n - 1] == 0)
      n--; /* the terminator */
    return cb_format("\"%.*s\"", (int)(n > 40 ? 40 : n), text);
  }
  if (length && o->kind == MEM_STACK && LLVMGetDebugLocLine(o->origin))
    return cb_format("%.*s (line %u)", (int)length, name, LLVMGetDebugLocLine(o->origin));
  return length ? cb_format("%.*s", (int)length, name) : cb_strdup("object");
}

static char *enc_format_pointer(cnf *c, const memory *mem, const bv *value) {
  uint64_t offset = enc_bits(c, value, 0, mem->offset_bits);
  uint64_t id = enc_bits(c, value, mem->offset_bits, value->width - mem->offset_bits);
  if (id == 0 && offset == 0)
    return cb_strdup("NULL");
  if (id == 0 || id >= mem->num_objects)
    return enc_format_value(c, value);
  char *name = enc_object_name(&mem->objects[id], id);
  char *text = offset ? cb_format("&%s + %llu", name, (unsigned long long)offset)
                      : cb_format("&%s", name);
  free(name);
  return text;
}

/* float and double by their IEEE bits, printed so that they read back exactly. */
static char *enc_format_float(cnf *c, const bv *value) {
  uint64_t u = enc_bits(c, value, 0, value->width);
  if (value->width == 32) {
    uint32_t b = (uint32_t)u;
    float f;
    memcpy(&f, &b, sizeof f);
    return cb_format("%.9g", (double)f);
  }
  double d;
  memcpy(&d, &u, sizeof d);
  return cb_format("%.17g", d);
}

static char *enc_format_typed(cnf *c, const memory *mem, const sx_step *step) {
  LLVMTypeKind kind = step->type ? LLVMGetTypeKind(step->type) : LLVMIntegerTypeKind;
  if (kind == LLVMPointerTypeKind && mem)
    return enc_format_pointer(c, mem, step->value);
  if ((kind == LLVMFloatTypeKind && step->value->width == 32) ||
      (kind == LLVMDoubleTypeKind && step->value->width == 64))
    return enc_format_float(c, step->value);
  if (step->signedness && step->value->width <= 64) {
    uint64_t u = enc_bits(c, step->value, 0, step->value->width);
    unsigned w = step->value->width;
    if (step->signedness == 2 || w == 1 || !((u >> (w - 1)) & 1))
      return cb_format("%" PRIu64, u);
    int64_t v = w == 64 ? (int64_t)u : (int64_t)(u | ~(((uint64_t)1 << w) - 1));
    return cb_format("%" PRId64, v);
  }
  return enc_format_value(c, step->value);
}

/* The object and offset a pointer holds in the model; false for NULL and non-objects. */
static bool enc_pointer_target(cnf *c, const memory *mem, const bv *value, uint64_t *id,
                               uint64_t *offset) {
  if (!value || value->width <= mem->offset_bits)
    return false;
  *offset = enc_bits(c, value, 0, mem->offset_bits);
  *id = enc_bits(c, value, mem->offset_bits, value->width - mem->offset_bits);
  return *id != 0 && *id < mem->num_objects;
}

/* The name of the memory a pointer points to, for a note; NULL: not an object. */
static char *enc_pointer_lvalue(cnf *c, enc_names *names, const memory *mem, const bv *value,
                                uint64_t size, bool sync, int *signedness) {
  uint64_t id, offset;
  if (!enc_pointer_target(c, mem, value, &id, &offset))
    return NULL;
  return enc_lvalue_name(names, id, offset, size, sync, signedness);
}

/* format with each %s replaced by the next of the names (at most two). */
static char *enc_fill(const char *format, const char *first, const char *second) {
  const char *names[2] = {first, second};
  size_t length = strlen(format) + 1;
  for (int i = 0; i < 2; i++)
    length += names[i] ? strlen(names[i]) : 1;
  char *out = cb_malloc(length), *o = out;
  int next = 0;
  for (const char *p = format; *p; p++) {
    if (p[0] == '%' && p[1] == 's' && next < 2) {
      const char *name = names[next++];
      name = name ? name : "?";
      memcpy(o, name, strlen(name));
      o += strlen(name);
      p++;
    } else {
      *o++ = *p;
    }
  }
  *o = 0;
  return out;
}

/* A store of user code: `lvalue = value`; out->note_kind says whether the memory is shared
   (globals, heap, stack objects whose address escapes: versioned per round). */
static char *enc_write_note(cnf *c, enc_names *names, const memory *mem, const sx_step *step,
                            enc_step *out) {
  uint64_t id, offset;
  if (!enc_pointer_target(c, mem, step->address, &id, &offset))
    return NULL;
  const mem_object *o = &mem->objects[id];
  bool shared = o->kind == MEM_GLOBAL || o->kind == MEM_HEAP || o->versioned;
  out->note_kind = shared ? ENC_NOTE_WRITE : ENC_NOTE_LOCAL_WRITE;
  int signedness = 0;
  uint64_t size = step->value ? (step->value->width + 7) / 8 : 1;
  out->lvalue = enc_lvalue_name(names, id, offset, size, false, &signedness);
  sx_step typed = *step;
  if (signedness)
    typed.signedness = signedness & ~ENC_NAME_CHAR;
  out->value = enc_format_typed(c, mem, &typed);
  uint64_t byte = step->value && step->value->width == 8 ? enc_bits(c, step->value, 0, 8) : 0;
  if ((signedness & ENC_NAME_CHAR) && byte >= 0x20 && byte < 0x7f && byte != '\'' &&
      byte != '\\') { /* a printable character: 120 ('x') */
    char *both = cb_format("%s ('%c')", out->value, (char)byte);
    free(out->value);
    out->value = both;
  }
  return cb_format("%s = %s", out->lvalue, out->value);
}

/* A synchronization call: `lock m acquired`. */
static char *enc_sync_note(cnf *c, enc_names *names, const memory *mem, const sx_step *step,
                           enc_step *out) {
  char *first = enc_pointer_lvalue(c, names, mem, step->address, 1, true, NULL);
  char *second =
      step->address2 ? enc_pointer_lvalue(c, names, mem, step->address2, 1, true, NULL) : NULL;
  if (!first)
    first = enc_format_pointer(c, mem, step->address);
  if (step->address2 && !second)
    second = enc_format_pointer(c, mem, step->address2);
  bool ok = step->sync->any_result || !step->value ||
            enc_bits(c, step->value, 0, step->value->width < 64 ? step->value->width : 64) == 0;
  char *note;
  if (ok || step->sync->failed) {
    note = enc_fill(ok ? step->sync->note : step->sync->failed, first, second);
  } else {
    char *result = enc_format_typed(c, mem, step);
    note = cb_format("%s(%s) failed: returned %s", step->sync->name, first, result);
    free(result);
  }
  out->lvalue = first;
  free(second);
  return note;
}

/* pthread_create (address: the start function) or pthread_join (value: the thread). */
static char *enc_thread_note(cnf *c, const sx_step *step, enc_step *out, unsigned created,
                             const char *start) {
  if (step->address) {
    out->other_thread = created;
    return start ? cb_format("creates thread %u (%s)", created, start)
                 : cb_format("creates thread %u", created);
  }
  out->other_thread = enc_small_value(c, step->value);
  if (step->note && !strcmp(step->note, SX_BLOCKED_NOTE))
    return cb_format("blocked: waits for thread %u to finish", out->other_thread);
  return cb_format("joins thread %u", out->other_thread);
}

static char *enc_step_note(cnf *c, const memory *mem, const sx_step *step) {
  if (step->kind == ENC_STEP_VALUE && step->value) {
    char *value = enc_format_typed(c, mem, step);
    char *note = step->of_call     ? cb_format("%s() = %s", step->note, value)
                 : step->of_access ? cb_format("%s %s", step->note, value)
                                   : cb_format("%s = %s", step->note ? step->note : "value", value);
    free(value);
    return note;
  }
  return step->note ? cb_strdup(step->note) : NULL;
}

/* A variable's value is shown when it changes: phi nodes at loop headers and the
   dbg.value records of mem2reg restate values often. Looks back a bounded distance. */
static bool enc_repeats_value(const enc_result *result, const sx_step *step, const char *note) {
  if (step->kind != ENC_STEP_VALUE || step->of_call || step->of_access || !note ||
      step->note_kind != ENC_NOTE_LOCAL)
    return false;
  size_t name = strcspn(note, "=");
  size_t stop = result->trace_len > 512 ? result->trace_len - 512 : 0;
  int depth = 0; /* calls between here and the step looked at: skip their values */
  for (size_t i = result->trace_len; i-- > stop;) {
    const enc_step *prev = &result->trace[i];
    if (prev->thread != step->thread)
      return false; /* another thread's variables */
    if (prev->kind == ENC_STEP_RETURN)
      depth++;
    else if (prev->kind == ENC_STEP_CALL && --depth < 0)
      return false; /* the start of this activation: an earlier one is another variable */
    else if (depth == 0 && prev->kind == ENC_STEP_VALUE && prev->note &&
             prev->note_kind == ENC_NOTE_LOCAL && !strncmp(prev->note, note, name + 1))
      return !strcmp(prev->note, note);
  }
  return false;
}

/* Consecutive steps on the same line say nothing new. */
static bool enc_repeats_line(const enc_result *result, const enc_step *step) {
  if (step->kind != ENC_STEP_LINE || result->trace_len == 0)
    return false;
  const enc_step *prev = &result->trace[result->trace_len - 1];
  return prev->kind == ENC_STEP_LINE && prev->loc.line == step->loc.line &&
         prev->loc.file == step->loc.file && prev->thread == step->thread &&
         prev->round == step->round;
}

unsigned enc_small_value(cnf *c, const bv *v) {
  unsigned value = 0;
  for (unsigned i = 0; i < v->width && i < 31; i++)
    value |= (unsigned)cnf_value(c, v->bits[i]) << i;
  return value;
}

typedef struct enc_order {
  size_t index;     /* into the steps */
  unsigned round;   /* 0 without threads */
  unsigned thread;
} enc_order;

/* Interleaving order: by round, then thread (round-robin), then as executed. */
static int enc_order_compare(const void *a, const void *b) {
  const enc_order *x = a, *y = b;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  if (x->thread != y->thread)
    return x->thread < y->thread ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* The steps of the model's execution, in the order the threads ran them. */
static enc_order *enc_taken_steps(const sx_events *events, const memory *mem, cnf *c,
                                  size_t *count) {
  enc_order *order = cb_calloc(events->num_steps ? events->num_steps : 1, sizeof *order);
  size_t n = 0;
  for (size_t i = 0; i < events->num_steps; i++) {
    const sx_step *step = &events->steps[i];
    if (!cnf_value(c, step->guard))
      continue;
    unsigned round = step->round ? enc_small_value(c, step->round) : 0;
    if (round > mem->rounds)
      continue; /* a thread that stopped for good: it does not run any more */
    order[n++] = (enc_order){i, round, step->thread};
  }
  qsort(order, n, sizeof *order, enc_order_compare);
  *count = n;
  return order;
}

/* The name of the function a pointer holds in the model, or NULL. Owned by LLVM. */
static const char *enc_function_name(cnf *c, const memory *mem, const bv *value) {
  uint64_t id, offset;
  if (!enc_pointer_target(c, mem, value, &id, &offset) || offset ||
      mem->objects[id].kind != MEM_FUNCTION || !mem->objects[id].origin)
    return NULL;
  size_t length = 0;
  const char *name = LLVMGetValueName2(mem->objects[id].origin, &length);
  return length ? name : NULL;
}

/* Threads are numbered in the order the sequential program creates them (main is 0):
   the order of the taken pthread_create steps, stopped threads' included (they create
   a thread too, in the sink). Fills created[i] for each such step i and returns the
   start functions by thread number (entry 0: "main"); *count is their number. */
static const char **enc_number_threads(const sx_events *events, const memory *mem, cnf *c,
                                       unsigned *created, unsigned *count) {
  unsigned n = 1, capacity = 0;
  const char **start = NULL;
  CB_RESERVE(start, 1, capacity, 8);
  start[0] = "main";
  for (size_t i = 0; i < events->num_steps; i++) {
    const sx_step *step = &events->steps[i];
    if (step->note_kind != ENC_NOTE_THREAD || !step->address || !cnf_value(c, step->guard))
      continue;
    CB_GROW(start, n, capacity, 8);
    created[i] = n;
    start[n++] = enc_function_name(c, mem, step->address);
  }
  *count = n;
  return start;
}

/* An access of a race: `race, first access: writes &stats + 8 (stats.total)`, the name
   from the debug information added where it says more than the pointer. */
static char *enc_race_note(cnf *c, enc_names *names, const memory *mem, const sx_step *step) {
  char *note = enc_step_note(c, mem, step);
  if (!note || !step->access_size)
    return note;
  char *name = enc_pointer_lvalue(c, names, mem, step->value, step->access_size, false, NULL);
  const char *pointer = strrchr(note, '&');
  if (name && pointer && strcmp(pointer + 1, name)) {
    char *more = cb_format("%s (%s)", note, name);
    free(note);
    note = more;
  }
  free(name);
  return note;
}

/* The note of a step and what it says (out's note_kind, lvalue, value, other_thread). */
static char *enc_describe(cnf *c, enc_names *names, const memory *mem, const sx_step *step,
                          enc_step *out, unsigned created, const char *start) {
  out->note_kind = step->note_kind;
  if (step->of_access && step->note_kind == ENC_NOTE_OTHER)
    out->note_kind = ENC_NOTE_RACE;
  switch (step->note_kind) {
  case ENC_NOTE_WRITE:
    return enc_write_note(c, names, mem, step, out);
  case ENC_NOTE_SYNC:
    return enc_sync_note(c, names, mem, step, out);
  case ENC_NOTE_THREAD:
    return enc_thread_note(c, step, out, created, start);
  case ENC_NOTE_RACE:
    return enc_race_note(c, names, mem, step);
  default:
    return enc_step_note(c, mem, step);
  }
}

void enc_build_trace(const sx_events *events, const memory *mem, cnf *c, enc_result *result) {
  size_t n = 0;
  enc_order *order = enc_taken_steps(events, mem, c, &n);
  unsigned *created = cb_calloc(events->num_steps ? events->num_steps : 1, sizeof *created);
  unsigned num_threads = 0;
  const char **start = enc_number_threads(events, mem, c, created, &num_threads);
  result->trace = cb_calloc(n ? n : 1, sizeof *result->trace);
  enc_names *names = enc_names_new(mem);
  for (size_t k = 0; k < n; k++) {
    const sx_step *step = &events->steps[order[k].index];
    unsigned made = created[order[k].index];
    enc_step out = {.kind = step->kind, .thread = order[k].thread, .round = order[k].round};
    char *note =
        enc_describe(c, names, mem, step, &out, made, made < num_threads ? start[made] : NULL);
    if (step->kind == ENC_STEP_VALUE && !note) {
      free(out.lvalue);
      free(out.value);
      continue; /* nothing to say (a store through a pointer to no object fails anyway) */
    }
    if (enc_repeats_value(result, step, note)) {
      free(note);
      continue;
    }
    out.loc = enc_location(result->strings, step->location);
    out.note = note;
    out.function = step->function
                       ? enc_strings_intern(result->strings, step->function, strlen(step->function))
                       : NULL;
    const char *thread_function = out.thread < num_threads ? start[out.thread] : NULL;
    out.thread_function = thread_function
                              ? enc_strings_intern(result->strings, thread_function, strlen(thread_function))
                              : NULL;
    if (enc_repeats_line(result, &out)) {
      free(note);
      continue;
    }
    result->trace[result->trace_len++] = out;
    if (out.kind == ENC_STEP_ERROR)
      break; /* the first failure ends the execution; other threads may run on (their
                later steps only show what the check of the rounds needed) */
  }
  enc_names_free(names);
  free(start);
  free(created);
  free(order);
}
