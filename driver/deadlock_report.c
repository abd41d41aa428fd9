/* deadlock_report.c: the account of a deadlock from its trace (deadlock_report.h). */
#include "driver/deadlock_report.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/vec.h"

/* Park notes (encoder/trace_sync.c) and the kind of object each waits for. */
static const struct {
  const char *prefix;
  const char *kind;
} dl_parks[] = {
    {"blocked: waits for lock ", "lock"},
    {"blocked: waits for spin lock ", "spin lock"},
    {"blocked: waits for semaphore ", "semaphore"},
    {"blocked: waits on cond ", "cond"},
    {"blocked: waits at barrier ", "barrier"},
    {"blocked: waits for read lock ", "read lock"},
    {"blocked: waits for write lock ", "write lock"},
    {"blocked: waits for once ", "once"},
};

static bool dl_starts(const char *s, const char *prefix) {
  return s && !strncmp(s, prefix, strlen(prefix));
}

/* One thread's holds, as the trace's sync notes change them. */
typedef struct dl_holds {
  dl_hold *items;
  size_t n, cap;
} dl_holds;

static void dl_acquire(dl_holds *h, const char *object, enc_loc loc) {
  CB_GROW(h->items, h->n, h->cap, 4);
  h->items[h->n++] = (dl_hold){cb_strdup(object), loc};
}

/* Releases the latest hold of object (a recursive mutex is held once per lock). */
static void dl_release(dl_holds *h, const char *object) {
  for (size_t i = h->n; i-- > 0;)
    if (!strcmp(h->items[i].object, object)) {
      free(h->items[i].object);
      memmove(&h->items[i], &h->items[i + 1], (h->n - i - 1) * sizeof *h->items);
      h->n--;
      return;
    }
}

/* A sync note that acquires (`lock a acquired`, `read lock a acquired (trylock)`) or
   releases (`lock a released`, `rwlock a released`) the step's object. */
static void dl_sync_step(dl_holds *h, const enc_step *step) {
  const char *note = step->note;
  if (!step->lvalue || !note || dl_starts(note, "waited on cond"))
    return; /* a condition wait gives its mutex back before it returns */
  if (strstr(note, " acquired") && !strstr(note, "failed"))
    dl_acquire(h, step->lvalue, step->loc);
  else if (strstr(note, " released"))
    dl_release(h, step->lvalue);
}

/* A park note: what the thread waits for; a condition wait also gave its mutex up
   (`... (lock m released)`). False for another step. */
static bool dl_park_step(dl_holds *h, const enc_step *step, dl_thread *out) {
  if (step->note_kind == ENC_NOTE_THREAD && dl_starts(step->note, "blocked: waits for thread")) {
    out->kind = "thread";
    out->object = cb_format("%u", step->other_thread);
    out->holder = (int)step->other_thread;
    out->loc = step->loc;
    return true;
  }
  if (step->note_kind != ENC_NOTE_SYNC || !step->lvalue)
    return false;
  for (size_t k = 0; k < sizeof dl_parks / sizeof *dl_parks; k++) {
    if (!dl_starts(step->note, dl_parks[k].prefix))
      continue;
    out->kind = dl_parks[k].kind;
    out->object = cb_strdup(step->lvalue);
    out->holder = -1;
    out->loc = step->loc;
    const char *released = strstr(step->note, "(lock ");
    if (released) {
      released += strlen("(lock ");
      size_t n = strcspn(released, " ");
      char *mutex = cb_format("%.*s", (int)n, released);
      dl_release(h, mutex);
      free(mutex);
    }
    return true;
  }
  return false;
}

static unsigned dl_max_thread(const enc_result *r) {
  unsigned most = 0;
  for (size_t i = 0; i < r->trace_len; i++)
    if (r->trace[i].thread > most)
      most = r->trace[i].thread;
  return most;
}

/* Whether a thread waiting for `kind` waits for a lock that `holds` may hold. */
static bool dl_lock_kind(const char *kind) {
  return !strcmp(kind, "lock") || !strcmp(kind, "spin lock") || !strcmp(kind, "read lock") ||
         !strcmp(kind, "write lock");
}

/* The holder of each lock waited for: a thread whose holds name it (another thread,
   or the waiter itself when it relocks). */
static void dl_find_holders(dl_thread *threads, size_t n, dl_holds *holds, unsigned count) {
  for (size_t i = 0; i < n; i++) {
    if (!dl_lock_kind(threads[i].kind))
      continue;
    for (unsigned t = 0; t < count && threads[i].holder < 0; t++)
      for (size_t k = 0; k < holds[t].n; k++)
        if (!strcmp(holds[t].items[k].object, threads[i].object))
          threads[i].holder = (int)t;
  }
}

static long dl_index_of(const dl_thread *threads, size_t n, int thread) {
  for (size_t i = 0; i < n; i++)
    if ((int)threads[i].thread == thread)
      return (long)i;
  return -1;
}

static int dl_by_thread(const void *a, const void *b) {
  unsigned x = ((const dl_thread *)a)->thread, y = ((const dl_thread *)b)->thread;
  return x < y ? -1 : x > y;
}

/* The threads of the first cycle of "waits for what the next one holds" first, in its
   order; the others after them in thread order. */
static void dl_order(dl_thread *threads, size_t n) {
  if (n > 1)
    qsort(threads, n, sizeof *threads, dl_by_thread); /* the cycle from its lowest thread */
  for (size_t start = 0; start < n; start++) {
    size_t length = 0;
    long at = (long)start;
    while (at >= 0 && length <= n) {
      length++;
      at = dl_index_of(threads, n, threads[at].holder);
      if (at == (long)start)
        break;
    }
    if (at != (long)start)
      continue;
    dl_thread *ordered = cb_calloc(n, sizeof *ordered);
    bool *taken = cb_calloc(n, sizeof *taken);
    size_t k = 0;
    for (at = (long)start; k < length; at = dl_index_of(threads, n, threads[at].holder)) {
      ordered[k++] = threads[at];
      taken[at] = true;
    }
    for (size_t i = 0; i < n; i++)
      if (!taken[i])
        ordered[k++] = threads[i];
    assert(k == n);
    memcpy(threads, ordered, n * sizeof *threads);
    free(ordered);
    free(taken);
    return;
  }
}

static const char *dl_file(const enc_loc *loc) { return loc->file ? loc->file : "?"; }

/* `, held by thread 0 (not blocked: it ended)` when what t waits for is held by a
   thread that is not blocked (main after pthread_exit), else "". */
static char *dl_outside_holder(const dl_account *a, const dl_thread *t) {
  if (t->holder < 0 || dl_index_of(a->threads, a->num_threads, t->holder) >= 0)
    return cb_strdup("");
  return cb_format(", held by thread %d (not blocked: it ended)", t->holder);
}

static char *dl_describe(const dl_account *a) {
  char *text = cb_strdup("deadlock");
  for (size_t i = 0; i < a->num_threads; i++) {
    const dl_thread *t = &a->threads[i];
    char *holds = cb_strdup("");
    for (size_t k = 0; k < t->num_holds; k++) {
      char *more = cb_format("%s%s %s (%s:%u)", holds, k ? "," : " holds", t->holds[k].object,
                             dl_file(&t->holds[k].loc), t->holds[k].loc.line);
      free(holds);
      holds = more;
    }
    /* `waits for b`, `waits for thread 1`, `waits on cond c`, `waits at barrier b` */
    const char *on = !strcmp(t->kind, "cond")      ? "on "
                     : !strcmp(t->kind, "barrier") ? "at "
                                                   : "for ";
    bool lock = !strcmp(t->kind, "lock");
    char *outside = dl_outside_holder(a, t);
    char *more = cb_format("%s%s thread %u%s%s waits %s%s%s%s (%s:%u)%s", text, i ? ";" : ":",
                           t->thread, holds, t->num_holds ? "," : "", on, lock ? "" : t->kind,
                           lock ? "" : " ", t->object, dl_file(&t->loc), t->loc.line, outside);
    free(outside);
    free(holds);
    free(text);
    text = more;
  }
  return text;
}

void dl_explain(enc_result *r, dl_account *a) {
  memset(a, 0, sizeof *a);
  if (r->verdict != ENC_UNSAFE || r->error_class != ENC_ERROR_DEADLOCK)
    return;
  unsigned count = dl_max_thread(r) + 1;
  dl_holds *holds = cb_calloc(count, sizeof *holds);
  size_t cap = 0;
  const enc_step *last = NULL;
  for (size_t i = 0; i < r->trace_len; i++) {
    const enc_step *step = &r->trace[i];
    dl_holds *h = &holds[step->thread];
    dl_thread parked = {.thread = step->thread};
    if (dl_park_step(h, step, &parked)) {
      CB_GROW(a->threads, a->num_threads, cap, 4);
      a->threads[a->num_threads++] = parked;
      last = step;
    } else if (step->note_kind == ENC_NOTE_SYNC) {
      dl_sync_step(h, step);
    }
  }
  dl_find_holders(a->threads, a->num_threads, holds, count);
  for (size_t i = 0; i < a->num_threads; i++) { /* each thread keeps its holds */
    dl_holds *h = &holds[a->threads[i].thread];
    a->threads[i].holds = h->items;
    a->threads[i].num_holds = h->n;
    *h = (dl_holds){0};
  }
  for (unsigned t = 0; t < count; t++) {
    for (size_t k = 0; k < holds[t].n; k++)
      free(holds[t].items[k].object);
    free(holds[t].items);
  }
  free(holds);
  dl_order(a->threads, a->num_threads);
  /* The error is the last blocking call: the trace's error step and the witness's
     target (docs/output.md). */
  if (last && r->trace_len && r->trace[r->trace_len - 1].kind == ENC_STEP_ERROR) {
    enc_step *error = &r->trace[r->trace_len - 1];
    error->loc = last->loc;
    error->thread = last->thread;
    error->round = last->round;
    error->function = last->function;
    error->thread_function = last->thread_function;
    r->where = last->loc;
  }
  if (a->num_threads) {
    free(r->reason);
    r->reason = dl_describe(a);
  }
}

void dl_account_release(dl_account *a) {
  for (size_t i = 0; i < a->num_threads; i++) {
    free(a->threads[i].object);
    for (size_t k = 0; k < a->threads[i].num_holds; k++)
      free(a->threads[i].holds[k].object);
    free(a->threads[i].holds);
  }
  free(a->threads);
  memset(a, 0, sizeof *a);
}
