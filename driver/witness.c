/* witness.c: the waypoints of an UNSAFE trace, and the witness file (witness.h). */
#define _XOPEN_SOURCE 700
#include "driver/witness.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <yaml.h>

#include "base/msg.h"
#include "driver/witness_input.h"
#include "base/alloc.h"
#include "base/vec.h"

#ifndef CBOUNDS_VERSION
#define CBOUNDS_VERSION "0.1.0"
#endif

/* ---- waypoints ------------------------------------------------------------------- */

typedef enum wit_type {
  WIT_ASSUMPTION,
  WIT_FUNCTION_ENTER,
  WIT_FUNCTION_RETURN,
  WIT_TARGET,
} wit_type;

typedef struct wit_point {
  wit_type type;
  char *constraint;      /* owned; NULL for function_enter and target */
  const char *file;      /* borrowed */
  unsigned line, column; /* column 0: not given (the leftmost suitable position) */
  const char *function;  /* borrowed, may be NULL */
  unsigned thread;
  bool final;            /* in the final segment */
} wit_point;

/* A variable's value waiting for the thread's next line (an assumption holds before
   that line's first statement, not before the assignment's). */
typedef struct wit_pending {
  unsigned thread;
  char *constraint; /* owned */
  unsigned line;
  const char *function;
} wit_pending;

typedef struct wit_builder {
  const rep_report *r;
  const wit_input *in;
  bool threads;
  wit_point *points;
  size_t count, capacity;
  wit_pending *pending;
  size_t num_pending, pending_capacity;
  const char **function; /* per thread: the function of its last line step */
  bool *marks;           /* with threads: the line steps that get a context waypoint */
  unsigned num_threads;
  const char *last_file, *last_dir; /* the last file looked up, and its answer */
  bool last_inside;
  unsigned line; /* the line in the input file of the step at hand (0: not in it) */
  const char *real_file, *real_dir; /* the last location resolved, and its realpath */
  char *real;
  const char *place_file;            /* with line markers: the last place looked up */
  unsigned place_line, place;
} wit_builder;

static wit_point *wit_add(wit_builder *b, wit_type type, const enc_step *s) {
  CB_GROW(b->points, b->count, b->capacity, 16);
  wit_point *p = &b->points[b->count++];
  memset(p, 0, sizeof *p);
  p->type = type;
  p->file = b->in->name;
  p->line = b->line;
  p->thread = s->thread;
  p->function = s->thread < b->num_threads ? b->function[s->thread] : NULL;
  return p;
}

/* The realpath of a location's file (the debug information names it as given to
   clang, relative to the compilation directory), or NULL. */
static const char *wit_real(wit_builder *b, const enc_loc *loc) {
  if (loc->file == b->real_file && loc->dir == b->real_dir)
    return b->real;
  free(b->real);
  char *path = loc->file[0] == '/' || !loc->dir ? cb_strdup(loc->file)
                                                 : cb_format("%s/%s", loc->dir, loc->file);
  b->real = realpath(path, NULL);
  free(path);
  b->real_file = loc->file;
  b->real_dir = loc->dir;
  return b->real;
}

/* Whether a location is in the file being checked. */
static bool wit_same_file(wit_builder *b, const enc_loc *loc) {
  if (!loc->file)
    return false;
  if (loc->file == b->last_file && loc->dir == b->last_dir)
    return b->last_inside;
  bool inside = !strcmp(loc->file, b->in->name);
  if (!inside && b->in->real) {
    const char *real = wit_real(b, loc);
    inside = real && !strcmp(real, b->in->real);
  }
  b->last_file = loc->file;
  b->last_dir = loc->dir;
  b->last_inside = inside;
  return inside;
}

/* The line of the input file a location names (through the line markers, if any), or
   0 when it is not in the input file. */
static unsigned wit_place(wit_builder *b, const enc_loc *loc) {
  const wit_input *in = b->in;
  if (!in->has_markers)
    return wit_same_file(b, loc) ? loc->line : 0;
  if (!loc->file)
    return 0;
  if (loc->file == b->place_file && loc->line == b->place_line)
    return b->place; /* consecutive steps are mostly on one line */
  const char *real = wit_real(b, loc);
  unsigned place = 0;
  for (size_t i = 0; !place && i < in->num_lines; i++) {
    size_t k = in->presumed_file[i];
    if (in->presumed_line[i] != loc->line || !k)
      continue;
    if (!strcmp(in->names[k - 1], loc->file) ||
        (real && in->real_names[k - 1] && !strcmp(in->real_names[k - 1], real)))
      place = (unsigned)i + 1;
  }
  b->place_file = loc->file;
  b->place_line = loc->line;
  b->place = place;
  return place;
}

static bool wit_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* The column (from 1) of the `)` that closes the arguments of a call of name on the
   line, the call found at column (or, failing that, the only call of name on the
   line); 0 if not found on this line. */
static unsigned wit_call_paren(const char *text, unsigned column, const char *name) {
  size_t n = strlen(name);
  const char *at = NULL;
  if (column >= 1 && strlen(text) >= column && !strncmp(text + column - 1, name, n))
    at = text + column - 1;
  for (const char *p = strstr(text, name); !at && p; p = strstr(p + 1, name))
    if ((p == text || !wit_ident_char(p[-1])) && !wit_ident_char(p[n]))
      at = p;
  if (!at)
    return 0;
  const char *p = at + n;
  while (*p == ' ' || *p == '\t')
    p++;
  if (*p != '(')
    return 0;
  int depth = 0;
  for (; *p; p++) {
    if (*p == '"' || *p == '\'') { /* skip a string or character literal */
      char quote = *p;
      for (p++; *p && *p != quote; p++)
        if (*p == '\\' && p[1])
          p++;
      if (!*p)
        return 0;
    } else if (*p == '(') {
      depth++;
    } else if (*p == ')' && --depth == 0) {
      return (unsigned)(p - text) + 1;
    }
  }
  return 0;
}

/* A function_enter or function_return waypoint at the call of callee in step s. */
static wit_point *wit_call(wit_builder *b, wit_type type, const enc_step *s, const char *callee) {
  wit_point *p = wit_add(b, type, s);
  const char *text = wit_line(b->in, b->line);
  p->column = text ? wit_call_paren(text, s->loc.column, callee) : 0;
  return p;
}

/* A decimal integer as the trace prints it (`-56`, not `-56 (0xc8)`, a pointer or a
   float). */
static bool wit_integer(const char *text) {
  const char *p = text + (*text == '-');
  if (!isdigit((unsigned char)*p))
    return false;
  while (isdigit((unsigned char)*p))
    p++;
  return !*p;
}

/* The integer as a C constant of the same value: above LLONG_MAX it needs `u`. */
static char *wit_constant(const char *value) {
  bool huge = value[0] != '-' && (strlen(value) > 19 ||
                                  (strlen(value) == 19 && strcmp(value, "9223372036854775807") > 0));
  return cb_format("%s%s", value, huge ? "u" : "");
}

/* ---- from the trace to waypoints ----------------------------------------------------- */

static bool wit_same_name(const char *a, const char *b) {
  return a == b || (a && b && !strcmp(a, b));
}

static void wit_drop_pending(wit_builder *b, unsigned thread) {
  size_t kept = 0;
  for (size_t i = 0; i < b->num_pending; i++) {
    if (b->pending[i].thread == thread)
      free(b->pending[i].constraint);
    else
      b->pending[kept++] = b->pending[i];
  }
  b->num_pending = kept;
}

/* Whether a value seen on line `from` still names the same variable on line `to` of
   the same function: `to` comes later and no block closes in between. */
static bool wit_same_block(const wit_builder *b, unsigned from, unsigned to) {
  if (to <= from)
    return false;
  for (unsigned line = from + 1; line <= to; line++) {
    const char *text = wit_line(b->in, line);
    if (!text)
      return false;
    if (line < to ? strchr(text, '}') != NULL : text[strspn(text, " \t")] == '}')
      return false;
  }
  return true;
}

/* A line step of a thread: its pending values become assumptions before this line. */
static void wit_line_step(wit_builder *b, const enc_step *s) {
  for (size_t i = 0; i < b->num_pending; i++) {
    wit_pending *q = &b->pending[i];
    if (q->thread != s->thread || q->line == b->line)
      continue;
    if (wit_same_name(q->function, s->function) && wit_same_block(b, q->line, b->line)) {
      wit_point *p = wit_add(b, WIT_ASSUMPTION, s);
      p->function = s->function;
      p->constraint = q->constraint;
      q->constraint = NULL;
    }
  }
  size_t kept = 0; /* values of this same line wait on */
  for (size_t i = 0; i < b->num_pending; i++) {
    wit_pending *q = &b->pending[i];
    if (q->thread == s->thread && q->line != b->line)
      free(q->constraint);
    else
      b->pending[kept++] = *q;
  }
  b->num_pending = kept;
}

static void wit_push_pending(wit_builder *b, const enc_step *s, char *constraint) {
  CB_GROW(b->pending, b->num_pending, b->pending_capacity, 8);
  wit_pending *q = &b->pending[b->num_pending++];
  q->thread = s->thread;
  q->constraint = constraint;
  q->line = b->line;
  q->function = s->function;
}

/* Library functions whose results are no input of the program: no waypoint. */
static bool wit_library(const char *name) {
  static const char *const prefixes[] = {"pthread_", "sem_", "__cbounds", "__atomic", "atomic_"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
      return true;
  return false;
}

/* A value step: `f() = V` (a model's or an undefined function's result) or `x = V`;
   a thread's creation (`creates thread 2 (worker)`) is a function_enter of
   pthread_create in the creator: the k-th such call creates thread k. */
static void wit_value_step(wit_builder *b, const enc_step *s) {
  if (s->note_kind == ENC_NOTE_THREAD && s->note && !strncmp(s->note, "creates thread ", 15)) {
    if (b->threads)
      wit_call(b, WIT_FUNCTION_ENTER, s, "pthread_create");
    return;
  }
  if (s->note_kind == ENC_NOTE_SYNC || s->note_kind == ENC_NOTE_THREAD)
    return;
  const char *note = s->note, *eq = note ? strstr(note, " = ") : NULL;
  if (!eq)
    return;
  const char *value = eq + 3;
  size_t length = (size_t)(eq - note);
  bool call = length > 2 && !strncmp(eq - 2, "()", 2);
  size_t name_length = call ? length - 2 : length;
  for (size_t i = 0; i < name_length; i++)
    if (!wit_ident_char(note[i]) || (i == 0 && isdigit((unsigned char)note[0])))
      return;
  char *name = cb_format("%.*s", (int)name_length, note);
  if (call && wit_integer(value) && !wit_library(name)) {
    char *constant = wit_constant(value);
    wit_call(b, WIT_FUNCTION_RETURN, s, name)->constraint = cb_format("\\result == %s", constant);
    free(constant);
  } else if (!call && wit_integer(value)) {
    char *constant = wit_constant(value);
    wit_push_pending(b, s, cb_format("%s == %s", name, constant));
    free(constant);
  }
  free(name);
}

static void wit_target(wit_builder *b, const enc_step *s, const char *function, bool final) {
  b->line = wit_place(b, &s->loc);
  wit_point *p = wit_add(b, WIT_TARGET, s);
  if (!p->line) { /* outside the input file: as the debug information names it */
    p->file = s->loc.file ? s->loc.file : b->in->name;
    p->line = s->loc.line;
  }
  p->column = s->loc.column;
  p->function = function;
  p->final = final;
}

/* ---- where the threads were at the context switches ---------------------------------- */

static bool wit_same_context(const enc_step *a, const enc_step *b) {
  return a->thread == b->thread && a->round == b->round;
}

/* Whether the line step i is where its thread arrived at the line in this context:
   before it, in its context, the same thread was on another line of the same function
   (no call or return between), or it had not run before at all. A thread that was
   preempted in the middle of a line passed the line's start in an earlier context. */
static bool wit_fresh_arrival(const rep_report *r, size_t i) {
  const enc_step *s = &r->trace[i];
  size_t j = i;
  for (; j > 0 && wit_same_context(&r->trace[j - 1], s); j--) {
    const enc_step *t = &r->trace[j - 1];
    if (t->kind == ENC_STEP_CALL || t->kind == ENC_STEP_RETURN)
      return false;
    if (t->kind == ENC_STEP_LINE && t->loc.line != s->loc.line)
      return wit_same_name(t->function, s->function);
  }
  for (; j > 0; j--)
    if (r->trace[j - 1].thread == s->thread)
      return false;
  return true;
}

/* The last line step of each context (but the last context, which ends at the target)
   where its thread arrived at that line: an assumption `1` there puts the line in the
   order of the segments, so that the witness shows how far each thread ran before
   the others took over. */
static bool *wit_context_marks(const rep_report *r) {
  bool *marks = cb_calloc(r->trace_len + 1, sizeof *marks);
  bool seen_line = true; /* the last context gets none */
  for (size_t i = r->trace_len; i-- > 0;) {
    const enc_step *s = &r->trace[i];
    if (i + 1 < r->trace_len && !wit_same_context(s, &r->trace[i + 1]))
      seen_line = false;
    if (s->kind != ENC_STEP_LINE || seen_line)
      continue;
    seen_line = true;
    marks[i] = wit_fresh_arrival(r, i);
  }
  return marks;
}

static void wit_step(wit_builder *b, const enc_step *s) {
  b->line = wit_place(b, &s->loc);
  bool inside = b->line != 0;
  switch (s->kind) {
  case ENC_STEP_LINE:
    if (inside)
      wit_line_step(b, s);
    if (inside && b->marks && b->marks[s - b->r->trace]) {
      wit_point *p = wit_add(b, WIT_ASSUMPTION, s);
      p->function = s->function;
      p->constraint = cb_strdup("1");
    }
    if (!inside)
      wit_drop_pending(b, s->thread);
    if (s->thread < b->num_threads)
      b->function[s->thread] = s->function;
    break;
  case ENC_STEP_CALL:
    wit_drop_pending(b, s->thread);
    if (inside && s->function)
      wit_call(b, WIT_FUNCTION_ENTER, s, s->function);
    break;
  case ENC_STEP_RETURN:
    wit_drop_pending(b, s->thread);
    break;
  case ENC_STEP_VALUE:
    if (inside)
      wit_value_step(b, s);
    break;
  case ENC_STEP_ERROR:
    break;
  }
}

/* The waypoints of the trace up to its failure; false if the trace shows no failure. */
static bool wit_build(wit_builder *b) {
  const rep_report *r = b->r;
  const enc_step *first = NULL, *second = NULL;
  if (r->races && !rep_race_steps(r, &first, &second))
    return false;
  const char *race_function[2] = {NULL, NULL};
  for (size_t i = 0; i < r->trace_len; i++) {
    const enc_step *s = &r->trace[i];
    if (s == first || s == second) {
      race_function[s == second] = s->thread < b->num_threads ? b->function[s->thread] : NULL;
      continue;
    }
    if (s->kind == ENC_STEP_ERROR && !r->races) {
      wit_target(b, s, s->function, true);
      return true;
    }
    if (s->kind != ENC_STEP_ERROR)
      wit_step(b, s);
    /* A value waits for the next line only within the context: after a switch, other
       threads may have changed what the variable names. */
    if (i + 1 < r->trace_len && !wit_same_context(s, &r->trace[i + 1]))
      wit_drop_pending(b, s->thread);
  }
  if (!r->races)
    return false;
  wit_target(b, first, race_function[0], true);
  wit_target(b, second, race_function[1], true);
  return true;
}

static void wit_builder_free(wit_builder *b) {
  for (size_t i = 0; i < b->count; i++)
    free(b->points[i].constraint);
  for (size_t i = 0; i < b->num_pending; i++)
    free(b->pending[i].constraint);
  free(b->points);
  free(b->pending);
  free(b->function);
  free(b->marks);
  free(b->real);
}

/* ---- the specification ------------------------------------------------------------- */

const char *wit_specification(const rep_report *r) {
  static const struct {
    const char *reason, *specification;
  } table[] = {
      {"reach_error() called", "G ! call(reach_error())"},
      /* assert() fails by calling __assert_fail (glibc); SV-COMP's call() names it */
      {"assertion failed", "G ! call(__assert_fail())"},
      {"null pointer dereference", "G valid-deref"},
      {"out-of-bounds memory access", "G valid-deref"},
      {"access to freed or out-of-scope memory", "G valid-deref"},
      {"write to read-only memory", "G valid-deref"},
      {"call through an invalid function pointer", "G valid-deref"},
      {"double free", "G valid-free"},
      {"free of memory not allocated", "G valid-free"},
      {"signed division overflow", "G ! overflow"},
      /* cbounds' own: SV-COMP has no deadlock property (docs/deadlocks.md); the target
         is the last blocking call (deadlock_report.c moves the error step there) */
      {"deadlock", "G ! deadlock"},
  };
  if (r->races)
    return "G ! data-race";
  const char *reason = r->reason ? r->reason : "";
  for (size_t i = 0; i < sizeof table / sizeof *table; i++)
    if (!strncmp(reason, table[i].reason, strlen(table[i].reason)))
      return table[i].specification;
  return NULL;
}

/* ---- writing ------------------------------------------------------------------------ */

/* A random (version 4) UUID, RFC 4122. */
static void wit_uuid(char out[37]) {
  unsigned char bytes[16];
  FILE *f = fopen("/dev/urandom", "rb");
  bool ok = f && fread(bytes, 1, sizeof bytes, f) == sizeof bytes;
  if (f)
    fclose(f);
  if (!ok) { /* no /dev/urandom: the clock and the process, mixed */
    uint64_t state = (uint64_t)time(NULL) * 0x9e3779b97f4a7c15ULL ^ (uint64_t)getpid();
    for (size_t i = 0; i < sizeof bytes; i++) {
      state ^= state << 13, state ^= state >> 7, state ^= state << 17;
      bytes[i] = (unsigned char)state;
    }
  }
  bytes[6] = (unsigned char)((bytes[6] & 0x0f) | 0x40);
  bytes[8] = (unsigned char)((bytes[8] & 0x3f) | 0x80);
  char *p = out;
  for (int i = 0; i < 16; i++) {
    p += sprintf(p, "%02x", bytes[i]);
    if (i == 3 || i == 5 || i == 7 || i == 9)
      *p++ = '-';
  }
  *p = '\0';
}

/* The YAML goes through libyaml's emitter: block style, two spaces per level, keys
   plain, strings double-quoted (file names and C expressions hold `:`, `#`, `"` and `\`,
   which plain scalars cannot), numbers plain. The first failure sticks: later events
   are dropped, and wit_emit() reports it. */
typedef struct wit_yaml {
  yaml_emitter_t emitter;
  const char *problem; /* NULL while all is well */
} wit_yaml;

/* Emits an event that its initializer made (initialized) or failed to make. The
   emitter owns the event from here, even when it fails. */
static void wy_emit(wit_yaml *y, bool initialized, yaml_event_t *event) {
  if (!initialized) {
    /* besides running out of memory, only a scalar's fails: its text is not UTF-8 */
    if (!y->problem)
      y->problem = "a file or function name is not valid UTF-8, as YAML must be";
    return;
  }
  if (y->problem) {
    yaml_event_delete(event);
    return;
  }
  if (!yaml_emitter_emit(&y->emitter, event))
    y->problem = y->emitter.problem ? y->emitter.problem : "the YAML emitter failed";
}

static void wy_scalar(wit_yaml *y, const char *text, yaml_scalar_style_t style) {
  yaml_event_t e;
  bool made = yaml_scalar_event_initialize(&e, NULL, NULL, (const yaml_char_t *)text,
                                           (int)strlen(text), 1, 1, style);
  wy_emit(y, made, &e);
}

static void wy_map(wit_yaml *y) {
  yaml_event_t e;
  wy_emit(y, yaml_mapping_start_event_initialize(&e, NULL, NULL, 1, YAML_BLOCK_MAPPING_STYLE), &e);
}

static void wy_end_map(wit_yaml *y) {
  yaml_event_t e;
  wy_emit(y, yaml_mapping_end_event_initialize(&e), &e);
}

static void wy_seq(wit_yaml *y) {
  yaml_event_t e;
  wy_emit(y, yaml_sequence_start_event_initialize(&e, NULL, NULL, 1, YAML_BLOCK_SEQUENCE_STYLE),
          &e);
}

static void wy_end_seq(wit_yaml *y) {
  yaml_event_t e;
  wy_emit(y, yaml_sequence_end_event_initialize(&e), &e);
}

/* key: "value" */
static void wy_str(wit_yaml *y, const char *key, const char *value) {
  wy_scalar(y, key, YAML_PLAIN_SCALAR_STYLE);
  wy_scalar(y, value, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
}

/* key: 12 */
static void wy_uint(wit_yaml *y, const char *key, unsigned long value) {
  char text[24];
  snprintf(text, sizeof text, "%lu", value);
  wy_scalar(y, key, YAML_PLAIN_SCALAR_STYLE);
  wy_scalar(y, text, YAML_PLAIN_SCALAR_STYLE);
}

/* key: and a block mapping below, until wy_end_map() */
static void wy_open(wit_yaml *y, const char *key) {
  wy_scalar(y, key, YAML_PLAIN_SCALAR_STYLE);
  wy_map(y);
}

static void wit_metadata(wit_yaml *y, const wit_builder *b, const wit_task *task,
                         const char *specification) {
  char uuid[37], now[32];
  time_t t = time(NULL);
  struct tm tm;
  gmtime_r(&t, &tm);
  strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", &tm);
  wit_uuid(uuid);
  wy_open(y, "metadata");
  wy_str(y, "format_version", b->threads ? "2.2" : "2.0");
  wy_str(y, "uuid", uuid);
  wy_str(y, "creation_time", now);
  wy_open(y, "producer");
  wy_str(y, "name", "cbounds");
  wy_str(y, "version", CBOUNDS_VERSION);
  const rep_report *r = b->r;
  char *configuration = cb_format("%s %u, --unwind %u, --threads %u",
                                  r->iterate_rounds ? "--max-rounds" : "-K", r->rounds,
                                  r->unwind, r->threads);
  wy_str(y, "configuration", configuration);
  free(configuration);
  wy_end_map(y);
  wy_open(y, "task");
  wy_scalar(y, "input_files", YAML_PLAIN_SCALAR_STYLE);
  wy_seq(y);
  wy_scalar(y, task->input_file, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
  wy_end_seq(y);
  wy_open(y, "input_file_hashes");
  wy_scalar(y, task->input_file, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
  wy_scalar(y, b->in->hash, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
  wy_end_map(y);
  wy_str(y, "specification", specification);
  wy_str(y, "data_model", task->ilp32 ? "ILP32" : "LP64");
  wy_str(y, "language", "C");
  wy_end_map(y);
  wy_end_map(y);
}

static const char *wit_type_name(wit_type type) {
  switch (type) {
  case WIT_ASSUMPTION:
    return "assumption";
  case WIT_FUNCTION_ENTER:
    return "function_enter";
  case WIT_FUNCTION_RETURN:
    return "function_return";
  case WIT_TARGET:
    break;
  }
  return "target";
}

static void wit_waypoint(wit_yaml *y, const wit_builder *b, const wit_point *p) {
  wy_map(y);
  wy_open(y, "waypoint");
  wy_str(y, "type", wit_type_name(p->type));
  wy_str(y, "action", "follow");
  if (b->threads)
    wy_uint(y, "thread_id", p->thread);
  if (p->constraint) {
    wy_open(y, "constraint");
    wy_str(y, "value", p->constraint);
    wy_str(y, "format", p->type == WIT_FUNCTION_RETURN ? "acsl_expression" : "c_expression");
    wy_end_map(y);
  }
  wy_open(y, "location");
  wy_str(y, "file_name", p->file);
  wy_uint(y, "line", p->line);
  if (p->column)
    wy_uint(y, "column", p->column);
  if (p->function)
    wy_str(y, "function", p->function);
  wy_end_map(y);
  wy_end_map(y);
  wy_end_map(y);
}

/* One segment per waypoint, and one final segment with the target(s). */
static void wit_content(wit_yaml *y, const wit_builder *b) {
  wy_scalar(y, "content", YAML_PLAIN_SCALAR_STYLE);
  wy_seq(y);
  for (size_t i = 0; i < b->count;) {
    size_t end = i + 1;
    if (b->points[i].final)
      while (end < b->count && b->points[end].final)
        end++;
    wy_map(y);
    wy_scalar(y, "segment", YAML_PLAIN_SCALAR_STYLE);
    wy_seq(y);
    for (size_t k = i; k < end; k++)
      wit_waypoint(y, b, &b->points[k]);
    wy_end_seq(y);
    wy_end_map(y);
    i = end;
  }
  wy_end_seq(y);
}

/* The stream: one document, a sequence of one entry. */
static void wit_document(wit_yaml *y, const wit_builder *b, const wit_task *task,
                         const char *specification) {
  yaml_event_t e;
  wy_emit(y, yaml_stream_start_event_initialize(&e, YAML_UTF8_ENCODING), &e);
  wy_emit(y, yaml_document_start_event_initialize(&e, NULL, NULL, NULL, 1), &e);
  wy_seq(y);
  wy_map(y);
  wy_str(y, "entry_type", "violation_sequence");
  wit_metadata(y, b, task, specification);
  wit_content(y, b);
  wy_end_map(y);
  wy_end_seq(y);
  wy_emit(y, yaml_document_end_event_initialize(&e, 1), &e);
  wy_emit(y, yaml_stream_end_event_initialize(&e), &e);
}

static bool wit_emit(const char *path, const wit_builder *b, const wit_task *task,
                     const char *specification) {
  FILE *f = fopen(path, "w");
  if (!f) {
    msg_error("cannot write %s: %s", path, strerror(errno));
    return false;
  }
  /* libyaml writes no comments: this line goes first, the emitter appends to f */
  fputs("# SV-COMP violation witness written by cbounds (docs/output.md, \"Witnesses\")\n", f);
  wit_yaml y = {.problem = NULL};
  if (!yaml_emitter_initialize(&y.emitter)) {
    fclose(f);
    msg_error("cannot write %s: the YAML emitter cannot start (out of memory)", path);
    return false;
  }
  yaml_emitter_set_output_file(&y.emitter, f);
  yaml_emitter_set_indent(&y.emitter, 2);
  yaml_emitter_set_width(&y.emitter, -1); /* no folding of long strings */
  yaml_emitter_set_unicode(&y.emitter, 1); /* UTF-8 as it is, not \u escapes */
  wit_document(&y, b, task, specification);
  /* the emitter's writer fails with the file: ferror() and errno tell why */
  bool io_ok = !ferror(f);
  int io_errno = errno;
  if (fclose(f)) {
    io_ok = false;
    io_errno = errno;
  }
  if (!io_ok)
    msg_error("cannot write %s: %s", path, strerror(io_errno));
  else if (y.problem)
    msg_error("cannot write %s: %s", path, y.problem);
  yaml_emitter_delete(&y.emitter);
  return io_ok && !y.problem;
}

static unsigned wit_count_threads(const rep_report *r) {
  unsigned n = 1;
  for (size_t i = 0; i < r->trace_len; i++)
    if (r->trace[i].thread + 1 > n)
      n = r->trace[i].thread + 1;
  return n;
}

bool wit_write(const char *path, const rep_report *r, const wit_task *task) {
  const char *specification = wit_specification(r);
  if (!specification) {
    msg_warning("--witness: SV-COMP has no specification for '%s': no witness written",
                r->reason ? r->reason : "this failure");
    return true;
  }
  wit_input in;
  if (!wit_input_load(&in, task->input_file)) {
    msg_error("--witness: cannot read %s: %s", task->input_file, strerror(errno));
    wit_input_free(&in);
    return false;
  }
  wit_builder b;
  memset(&b, 0, sizeof b);
  b.r = r;
  b.in = &in;
  b.threads = r->trace_len && r->trace[0].round != 0;
  b.num_threads = wit_count_threads(r);
  b.function = cb_calloc(b.num_threads, sizeof *b.function);
  b.marks = b.threads ? wit_context_marks(r) : NULL;
  bool ok = true;
  if (wit_build(&b))
    ok = wit_emit(path, &b, task, specification);
  else
    msg_warning("--witness: the trace shows no failure: no witness written");
  wit_builder_free(&b);
  wit_input_free(&in);
  return ok;
}
