/*
 * replay_runtime.c: the native runtime of `cbounds --replay` (docs/replay.md).
 *
 * Not a model: the driver compiles this file natively (clang-19, AddressSanitizer)
 * together with the sequential module, in which the program's functions and the models
 * are internal and every function without a body has a generated body that takes the
 * next value of the running thread's stream (__cbounds_replay_next). Here the
 * primitives of cbounds_primitives.h are defined natively, and main() runs the
 * interleaving that the sequential program stands for: round 1 of thread 0, 1, ...,
 * then round 2, ... Each thread of the program runs in its own OS thread; a baton
 * (mutex and condition variable) lets exactly one run at a time. A thread's context
 * ends when it moves to a later round (__cbounds_set_round); round K+1 is the sink,
 * from which it never comes back.
 *
 * Inputs (environment): CBOUNDS_REPLAY_STREAMS, the streams as text (written by the
 * driver): per thread "thread I FIRST_SLOT COUNT", then COUNT lines "WIDTH POINTER LO HI"
 * (LO, HI hexadecimal); CBOUNDS_REPLAY_RESULT, the file to write the outcome to, one line:
 *   error KIND | memory DESCRIPTION | ended | diverged TEXT
 * On an error the stack is printed to standard error (the driver finds the line there).
 * Exit status: 10 error, 66 AddressSanitizer, 0 otherwise, 3 bad input.
 *
 * The same runtime runs the native schedule search of native/search.c (docs/search.md)
 * when CBOUNDS_SEARCH is set ("SECONDS SEED KINDS"): then there are no streams; the
 * process forks one run after the other until one reaches an error of KINDS (a bit
 * mask: 1 << kind of cb_error_kind, bit 0 AddressSanitizer's errors) or SECONDS pass.
 * Each run draws a schedule strategy (alternation, or few preemptions: rs_draw_strategy)
 * and the program's inputs from its own seed, and
 * makes the scheduling decisions of the models (__cbounds_seq_choose_stop/_round, whose
 * bodies the driver took out) itself, recording them. The run that reaches an error
 * writes CBOUNDS_REPLAY_RESULT (rs_write_found); after the first find the search looks
 * on for a cheaper one (fewer rounds, then fewer decisions), for as long again (1 s at
 * most), and keeps the best; it appends
 * "runs N".
 * Exit status: 10 found, 0 not found, 3 bad input.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <malloc.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "search_hints.h"

#define RP_SLOTS 64

/* The sequential module's (weak: a program without threads has only __cbounds_entry). */
extern void __cbounds_entry(void);
extern void *__cbounds_seq_main(void *) __attribute__((weak));
extern void __cbounds_seq_begin(void *(*)(void *)) __attribute__((weak));
extern void __cbounds_seq_run(unsigned) __attribute__((weak));
extern unsigned __cbounds_seq_rounds __attribute__((weak));
extern unsigned __cbounds_seq_created[RP_SLOTS] __attribute__((weak));
extern unsigned __cbounds_seq_max_threads __attribute__((weak));
/* The models' deadlock check (deadlock.c; absent without it). */
extern void __cbounds_seq_deadlock_thread(unsigned) __attribute__((weak));
extern void __cbounds_seq_deadlock_end(void) __attribute__((weak));
/* Made thread-local by the driver: each thread numbers its creations from its own base. */
extern __thread unsigned __cbounds_seq_count __attribute__((weak));

/* AddressSanitizer's interface (present when built with it). */
void __asan_set_death_callback(void (*)(void)) __attribute__((weak));
const char *__asan_get_report_description(void) __attribute__((weak));
void __sanitizer_print_stack_trace(void) __attribute__((weak));
/* threads.c: which threads of the sequential program finished. */
extern _Bool __cbounds_thread_done[RP_SLOTS] __attribute__((weak));

const char *__asan_default_options(void) {
  return "detect_leaks=0:abort_on_error=0:exitcode=66:handle_segv=1:handle_sigfpe=1:"
         "handle_sigbus=1:handle_abort=0:print_summary=1:fast_unwind_on_fatal=0:"
         "detect_stack_use_after_return=1";
}

typedef struct rp_value {
  unsigned width;
  int pointer;
  uint64_t lo, hi;
} rp_value;

typedef struct rp_stream {
  unsigned first_slot;
  size_t count, next;
  rp_value *values;
} rp_stream;

static rp_stream rp_streams[RP_SLOTS];
static const char *rp_result_path;

/* The schedule search (see the top): this process is one of its runs. */
static int rs_on;
static void rs_write_found(const char *what, const char *text);
static int rs_accepts(int kind);
static uint64_t rs_random_input(unsigned width, int pointer);
static void rs_context_ran(unsigned round);

/* ---- outcome ------------------------------------------------------------------------- */

static pthread_mutex_t rp_out_lock = PTHREAD_MUTEX_INITIALIZER;

static void rp_write_result(const char *format, ...) {
  FILE *f = rp_result_path ? fopen(rp_result_path, "w") : NULL;
  va_list args;
  va_start(args, format);
  vfprintf(f ? f : stderr, format, args);
  va_end(args);
  fputc('\n', f ? f : stderr);
  if (f)
    fclose(f);
}

static _Noreturn void rp_end(int status, const char *format, const char *text) {
  pthread_mutex_lock(&rp_out_lock); /* the first outcome wins */
  if (rs_on) /* a run of the search without an error: nothing to say */
    _exit(0);
  rp_write_result(format, text);
  fflush(stdout);
  _exit(status);
}

static _Noreturn void rp_diverged(const char *why) { rp_end(0, "diverged %s", why); }

/* The blocks malloc, calloc and realloc gave and free did not take back, with the thread
   that allocated each: leaks at the program's end (docs/memory.md, "Leaks"). */
typedef struct rp_block {
  void *address;
  unsigned thread;
} rp_block;
static rp_block *rp_blocks;
static size_t rp_num_blocks, rp_cap_blocks;
static pthread_mutex_t rp_blocks_lock = PTHREAD_MUTEX_INITIALIZER;
static __thread unsigned rp_self; /* the running thread of the program */

static void rp_block_add(void *p) {
  pthread_mutex_lock(&rp_blocks_lock);
  if (rp_num_blocks == rp_cap_blocks) {
    rp_cap_blocks = rp_cap_blocks ? 2 * rp_cap_blocks : 64;
    rp_blocks = realloc(rp_blocks, rp_cap_blocks * sizeof *rp_blocks);
    if (!rp_blocks)
      abort();
  }
  rp_blocks[rp_num_blocks++] = (rp_block){p, rp_self};
  pthread_mutex_unlock(&rp_blocks_lock);
}

static void rp_block_remove(void *p) {
  pthread_mutex_lock(&rp_blocks_lock);
  for (size_t i = 0; i < rp_num_blocks; i++)
    if (rp_blocks[i].address == p) {
      rp_blocks[i] = rp_blocks[--rp_num_blocks];
      break;
    }
  pthread_mutex_unlock(&rp_blocks_lock);
}

/* The program ended (main returned, without exit() or abort()): "ended", or "ended
   leak" when a block that a finished thread allocated is still allocated. Whether it is
   still reachable (valid-memtrack) is not checked here: LeakSanitizer, asked at this
   point, saw pointers to lost blocks in what the run left behind and reported none. */
static _Noreturn void rp_program_ended(int threads) {
  const char *leak = "";
  for (size_t i = 0; !rs_on && !*leak && i < rp_num_blocks; i++)
    if (!threads || (&__cbounds_thread_done && __cbounds_thread_done[rp_blocks[i].thread]))
      leak = " leak";
  rp_end(0, "ended%s", leak);
}

static void rp_asan_died(void) {
  const char *what = __asan_get_report_description ? __asan_get_report_description() : NULL;
  pthread_mutex_lock(&rp_out_lock);
  if (rs_on) {
    if (rs_accepts(0))
      rs_write_found("memory", what && *what ? what : "error");
    return;
  }
  rp_write_result("memory %s", what && *what ? what : "error");
}

/* ---- the streams --------------------------------------------------------------------- */

static void rp_load(void) {
  const char *path = getenv("CBOUNDS_REPLAY_STREAMS");
  FILE *f = path ? fopen(path, "r") : NULL;
  if (!f) {
    fprintf(stderr, "replay runtime: no streams (CBOUNDS_REPLAY_STREAMS)\n");
    _exit(3);
  }
  unsigned i, first;
  size_t count;
  while (fscanf(f, " thread %u %u %zu", &i, &first, &count) == 3) {
    if (i >= RP_SLOTS)
      break;
    rp_stream *s = &rp_streams[i];
    s->first_slot = first;
    s->count = count;
    s->values = calloc(count ? count : 1, sizeof *s->values);
    for (size_t k = 0; k < count; k++) {
      rp_value *v = &s->values[k];
      if (fscanf(f, " %u %d %" SCNx64 " %" SCNx64, &v->width, &v->pointer, &v->lo, &v->hi) != 4) {
        fprintf(stderr, "replay runtime: bad streams file\n");
        _exit(3);
      }
    }
  }
  fclose(f);
}

static __thread uint64_t rp_high_bits;   /* bits 64..127 of the last value taken */

/* The next value of the running thread's stream (generated bodies of the module's
   functions without a body call this; width 0 with pointer set: a pointer). */
uint64_t __cbounds_replay_next(unsigned width, int pointer) {
  if (rs_on)
    return rs_random_input(width, pointer);
  rp_stream *s = &rp_streams[rp_self];
  char why[160];
  if (s->next >= s->count) {
    snprintf(why, sizeof why, "thread %u asks for more nondeterministic values than the replay "
             "file has (%zu)", rp_self, s->count);
    rp_diverged(why);
  }
  rp_value *v = &s->values[s->next++];
  if (v->pointer != pointer || (!pointer && v->width != width)) {
    snprintf(why, sizeof why, "thread %u asks for a %u-bit value where the replay file has a "
             "%u-bit one (value %zu)", rp_self, width, v->width, s->next);
    rp_diverged(why);
  }
  if (pointer && (v->lo || v->hi))
    rp_diverged("a nondeterministic pointer other than NULL cannot be replayed");
  rp_high_bits = v->hi;
  return v->lo;
}

uint64_t __cbounds_replay_high(void) { return rp_high_bits; }

/* A shift by its width or more: any value, the next of the stream (nothing otherwise). */
uint64_t __cbounds_replay_poison(int too_far, unsigned width) {
  return too_far ? __cbounds_replay_next(width, 0) : 0;
}

/* ---- the baton ----------------------------------------------------------------------- */

static pthread_mutex_t rp_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t rp_cond = PTHREAD_COND_INITIALIZER;
static int rp_running = -1;            /* the thread that may run; -1: the scheduler */
static unsigned rp_round_of[RP_SLOTS]; /* each thread's current round */
static int rp_started[RP_SLOTS], rp_finished[RP_SLOTS];
static pthread_t rp_os[RP_SLOTS];
static unsigned rp_rounds = 1;          /* K */

/* The running thread gives the baton back and waits until it gets it again. */
static void rp_pass_baton(void) {
  pthread_mutex_lock(&rp_lock);
  rp_running = -1;
  pthread_cond_broadcast(&rp_cond);
  while (rp_running != (int)rp_self)
    pthread_cond_wait(&rp_cond, &rp_lock);
  pthread_mutex_unlock(&rp_lock);
}

static void *rp_thread_main(void *arg) {
  unsigned i = (unsigned)(uintptr_t)arg;
  pthread_mutex_lock(&rp_lock);
  while (rp_running != (int)i)
    pthread_cond_wait(&rp_cond, &rp_lock);
  pthread_mutex_unlock(&rp_lock);
  rp_self = i;
  __cbounds_seq_count = rp_streams[i].first_slot;
  /* The search numbers threads as the sequential program does only while main alone
     creates them: another creator meets the thread bound, and the run ends there. */
  if (rs_on)
    __cbounds_seq_count = i == 0 ? 1 : __cbounds_seq_max_threads;
  __cbounds_seq_run(i);
  pthread_mutex_lock(&rp_lock);
  rp_finished[i] = 1;
  rp_running = -1;
  pthread_cond_broadcast(&rp_cond);
  pthread_mutex_unlock(&rp_lock);
  return NULL;
}

/* The scheduler runs thread i's context of this round: until it ends, or moves on. */
static void rp_run_context(unsigned i) {
  pthread_mutex_lock(&rp_lock);
  rp_running = (int)i;
  pthread_cond_broadcast(&rp_cond);
  while (rp_running != -1)
    pthread_cond_wait(&rp_cond, &rp_lock);
  pthread_mutex_unlock(&rp_lock);
}

static void rp_start(unsigned i) {
  rp_started[i] = 1;
  rp_round_of[i] = __cbounds_seq_created[i];
  if (pthread_create(&rp_os[i], NULL, rp_thread_main, (void *)(uintptr_t)i)) {
    fprintf(stderr, "replay runtime: cannot start a thread\n");
    _exit(3);
  }
}

/* Round r: each thread that exists and is in round r runs its context, in index order
   (a thread created in this round by a thread before it comes after its creator). */
static void rp_round(unsigned r) {
  for (unsigned i = 0; i < RP_SLOTS; i++) {
    if (!__cbounds_seq_created[i])
      continue; /* not created (yet, or by a thread that had stopped: it never runs) */
    if (!rp_started[i]) {
      if (__cbounds_seq_created[i] > r)
        continue;
      rp_start(i);
    }
    if (!rp_finished[i] && rp_round_of[i] == r) {
      rs_context_ran(r);
      rp_run_context(i);
    }
  }
}

/* After the last round: the models' deadlock check (docs/deadlocks.md), as the sequential
   entry makes it, on the one memory there is natively, which is the final state. A thread
   that parked (or stopped) went to the sink, where the scheduler never runs it again: so
   its OS thread waits for the baton for ever, and what it waits for is in the models'
   bookkeeping. The check reports a deadlock through __cbounds_deadlock (kind 9, CB_ERROR_DEADLOCK). */
static void rp_deadlock_check(void) {
  if (!__cbounds_seq_deadlock_thread || !__cbounds_seq_deadlock_end)
    return;
  for (unsigned i = 0; i < RP_SLOTS; i++)
    __cbounds_seq_deadlock_thread(i);
  __cbounds_seq_deadlock_end();
}

/* The program, on the streams or on the choices of a run of the search. */
static _Noreturn void rp_run_program(void) {
  if (__asan_set_death_callback)
    __asan_set_death_callback(rp_asan_died);
  if (!__cbounds_seq_main || !__cbounds_seq_begin || !__cbounds_seq_run) {
    __cbounds_entry(); /* no threads: the program itself */
    rp_program_ended(0);
  }
  rp_rounds = &__cbounds_seq_rounds ? __cbounds_seq_rounds : 1;
  __cbounds_seq_begin(__cbounds_seq_main);
  for (unsigned r = 1; r <= rp_rounds; r++)
    rp_round(r);
  rp_deadlock_check();
  rp_program_ended(1);
}

static _Noreturn void rs_search(const char *how);

int main(void) {
  rp_result_path = getenv("CBOUNDS_REPLAY_RESULT");
  const char *search = getenv("CBOUNDS_SEARCH");
  if (search)
    rs_search(search);
  rp_load();
  rp_run_program();
}

/* ---- the primitives ------------------------------------------------------------------ */

unsigned __cbounds_round(void) {
  if (!__cbounds_seq_main)
    return 1;
  return rp_round_of[rp_self];
}

static unsigned rs_ops[RP_SLOTS];

void __cbounds_set_round(unsigned round) {
  if (!__cbounds_seq_main || round == rp_round_of[rp_self])
    return;
  rs_ops[rp_self] = 1; /* its first decision there is for the operation it moved for */
  rp_round_of[rp_self] = round; /* K+1 (the sink): the scheduler never comes back */
  rp_pass_baton();
}

void __cbounds_assume(_Bool condition) {
  if (!condition)
    rp_diverged("an assumption does not hold (the execution ends there: exit(), abort(), "
                "or a choice of the replay file that the program cannot make)");
}

_Noreturn void __cbounds_error(int kind) {
  pthread_mutex_lock(&rp_out_lock);
  if (rs_on) {
    char text[32];
    snprintf(text, sizeof text, "%d", kind);
    if (rs_accepts(kind))
      rs_write_found("error", text);
    _exit(rs_accepts(kind) ? 10 : 0);
  }
  fprintf(stderr, "replay: error kind %d in thread %u, round %u; stack:\n", kind, rp_self,
          __cbounds_round());
  if (__sanitizer_print_stack_trace)
    __sanitizer_print_stack_trace();
  char text[32];
  snprintf(text, sizeof text, "%d", kind);
  rp_write_result("error %s", text);
  fflush(stdout);
  _exit(10);
}

/* Before each call through a pointer: ok when the pointer is a function the call may run
   (the driver generates the check). Otherwise the error the encoder calls "call through
   an invalid function pointer" (kind 4 here). */
void __cbounds_replay_call_check(int ok) {
  if (!ok)
    __cbounds_error(4);
}

/* Calls through another prototype (native/replay_abi.h): a parameter the call did not
   pass is read (kind 6), a result the function did not return is used (kind 7). */
void __cbounds_replay_argument_check(int ok) {
  if (!ok)
    __cbounds_error(6);
}

void __cbounds_replay_result_check(int ok) {
  if (!ok)
    __cbounds_error(7);
}

/* --property no-overflow: before each signed + - * (and at a signed left shift's
   trap): whether it overflows (kind 8). */
void __cbounds_replay_overflow_check(int bad) {
  if (bad)
    __cbounds_error(8);
}

/* Before each integer division: its divisor is zero, or it is INT_MIN / -1 (kind 5). */
void __cbounds_replay_division_check(int bad) {
  if (bad)
    __cbounds_error(5);
}

void __cbounds_unsupported(const char *what) {
  char why[256];
  snprintf(why, sizeof why, "the execution reaches an unsupported construct (%s)", what);
  rp_diverged(why);
}

void __cbounds_bound(const char *what) {
  char why[256];
  snprintf(why, sizeof why, "the execution reaches a bound (%s)", what);
  rp_diverged(why);
}

static void *rp_alloc(size_t n, _Bool zeroed) {
  void *p = zeroed ? calloc(n ? n : 1, 1) : malloc(n ? n : 1);
  if (!p)
    rp_diverged("out of memory");
  if (rs_on)
    rs_hints_heap_allocated(rp_self, p, n);
  return p;
}

void *__cbounds_alloc(size_t n, _Bool zeroed) {
  void *p = rp_alloc(n, zeroed);
  rp_block_add(p);
  return p;
}

/* The encoder represents only the first `represented` bytes and cuts every execution
   that goes further, so a counterexample never touches the rest: a huge n (argc or a
   string length the solver chose) needs only the represented part natively. */
void *__cbounds_alloc_partial(size_t n, size_t represented) {
  size_t whole_up_to = (size_t)1 << 20;
  return rp_alloc(n <= whole_up_to || n <= represented ? n : represented, 0);
}

void __cbounds_free(void *p) {
  rp_block_remove(p);
  if (rs_on)
    rs_hints_heap_freed(p);
  free(p);
}

size_t __cbounds_object_size(const void *p) { return malloc_usable_size((void *)p); }

void __cbounds_rounds_check(void) {}
void __cbounds_end_state(void) {} /* one memory: the state is the final one */
void __cbounds_deadlock(void) { __cbounds_error(9); } /* CB_ERROR_DEADLOCK */
void __cbounds_context(int kind) { (void)kind; }
void __cbounds_threads_begin(void) {}
void __cbounds_race_note(const void *p, unsigned long size, int flags, int role) {
  (void)p, (void)size, (void)flags, (void)role;
}

/* Thread roots: __cbounds_thread_exit (pthread_exit, exit) comes back here. */
static __thread jmp_buf *rp_root;
static __thread void *rp_exit_value;

void *__cbounds_thread_call(void *(*start)(void *), void *arg, unsigned index) {
  (void)index;
  jmp_buf root;
  jmp_buf *saved = rp_root;
  rp_root = &root;
  if (setjmp(root)) {
    rp_root = saved;
    return rp_exit_value;
  }
  void *result = start(arg);
  rp_root = saved;
  return result;
}

_Noreturn void __cbounds_thread_exit(void *value) {
  if (!rp_root)
    rp_end(0, "ended%s", "");
  rp_exit_value = value;
  longjmp(*rp_root, 1);
}

/* ---- the schedule search -------------------------------------------------------------- */

/* The most decisions of one thread a run records; a run with more is not reported. */
#define RS_MAX_DECISIONS 4096

static uint64_t rs_state;            /* xorshift64 */
static unsigned rs_kinds;            /* the errors searched for (see the top) */
static unsigned rs_quantum[RP_SLOTS]; /* decisions a thread stays for in a context */
static unsigned rs_jump[RP_SLOTS];    /* chance in 4 that a move goes to any later round */
#define RS_NO_POINT 1000000u
/* A context ends after this many decisions whatever the strategy says: a thread that
   spins in a busy wait (one libseq cannot see as such, with a call inside) lets the
   others on instead of spinning until the run's alarm. */
#define RS_CONTEXT_CAP 1024u
static unsigned rs_points[RP_SLOTS][2]; /* decisions at which a thread moves on (or none) */
static unsigned rs_decisions[RP_SLOTS]; /* decisions a thread took so far */
static unsigned char rs_log[RP_SLOTS][RS_MAX_DECISIONS];
static unsigned rs_logged[RP_SLOTS];
static int rs_overflow;
static unsigned char rs_ran[256];     /* rounds in which a context ran */

static uint64_t rs_next(void) {
  rs_state ^= rs_state << 13;
  rs_state ^= rs_state >> 7;
  rs_state ^= rs_state << 17;
  return rs_state;
}

static unsigned rs_below(unsigned n) { return n ? (unsigned)(rs_next() % n) : 0; }

static int rs_accepts(int kind) { return kind >= 0 && kind < 32 && (rs_kinds >> kind & 1); }

/* Inputs: zero, one, all ones, small, or anything, each often enough to matter. */
static uint64_t rs_random_input(unsigned width, int pointer) {
  rp_high_bits = 0;
  if (pointer)
    return 0;
  uint64_t mask = width >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << width) - 1);
  switch (rs_below(8)) {
  case 0: case 1: return 0;
  case 2: return 1 & mask;
  case 3: rp_high_bits = width > 64 ? ~(uint64_t)0 : 0; return mask;
  case 4: case 5: return rs_below(16) & mask;
  default: rp_high_bits = width > 64 ? rs_next() : 0; return rs_next() & mask;
  }
}

/* A decision index drawn log-uniformly from 1..RS_MAX_DECISIONS (as likely in 1..8 as in
   512..4096), or 0, the thread's first decision, with chance 1 in 4: a preemption may
   matter at any depth of a thread of unknown length, and at its very start most. */
static unsigned rs_draw_point(void) {
  if (rs_below(4) == 0)
    return 0;
  unsigned bits = 1 + rs_below(12); /* RS_MAX_DECISIONS = 2^12 */
  unsigned low = 1u << (bits - 1);
  return low + rs_below(low);
}

/* A strategy per thread, of one of two kinds per run:
   - alternation: stay in a context for q decisions (1 most often: perfect alternation),
     then move on to the next round or, by chance, any later one;
   - few preemptions (CHESS's observation that most bugs need two or fewer, sampled as
     PCT samples its priority change points): no quantum, and at most two decisions,
     drawn by rs_draw_point, at which the thread moves on to the next round. A thread
     still moves on when it blocks. */
static void rs_draw_strategy(void) {
  static const unsigned quanta[] = {1, 1, 1, 2, 2, 3, 4, 8, 32, RS_CONTEXT_CAP};
  static const unsigned jumps[] = {0, 0, 0, 1, 4};
  int few = rs_below(2);
  for (unsigned i = 0; i < RP_SLOTS; i++) {
    rs_points[i][0] = rs_points[i][1] = RS_NO_POINT;
    if (few) {
      rs_quantum[i] = RS_CONTEXT_CAP;
      rs_jump[i] = 0;
      unsigned count = rs_below(3);
      for (unsigned k = 0; k < count; k++)
        rs_points[i][k] = rs_draw_point();
      continue;
    }
    rs_quantum[i] = quanta[rs_below(sizeof quanta / sizeof *quanta)];
    rs_jump[i] = jumps[rs_below(sizeof jumps / sizeof *jumps)];
  }
}

static int rs_at_point(unsigned decision) {
  return rs_points[rp_self][0] == decision || rs_points[rp_self][1] == decision;
}

/* A context of round `round` runs: round >= 2 begins with what round - 1 left, which
   the hints of the confirming check snapshot (search_hints.h). */
static void rs_context_ran(unsigned round) {
  if (!rs_on || round >= sizeof rs_ran || rs_ran[round])
    return;
  rs_ran[round] = 1;
  if (round >= 2)
    rs_hints_snapshot(round, !rp_finished[0]);
}

static void rs_record(unsigned char decision) {
  if (rs_logged[rp_self] >= RS_MAX_DECISIONS) {
    rs_overflow = 1; /* the run cannot be reported (rs_write_found): end it now */
    _exit(0);
  }
  rs_log[rp_self][rs_logged[rp_self]++] = decision;
}

/* The models' decisions (threads.c), made here in a run of the search. A thread never
   stops for good: one that waits in a later round that never comes is the same. */
__attribute__((weak)) _Bool __cbounds_seq_choose_stop(void) { return 0; }

__attribute__((weak)) unsigned char __cbounds_seq_choose_round(unsigned earliest) {
  unsigned now = rp_round_of[rp_self], next = now;
  int point = rs_at_point(rs_decisions[rp_self]++);
  if (earliest > now || ((point || rs_ops[rp_self] >= rs_quantum[rp_self]) && now < rp_rounds)) {
    unsigned low = now + 1 > earliest ? now + 1 : earliest;
    next = low;
    if (rs_below(4) < rs_jump[rp_self] && rp_rounds > low)
      next = low + rs_below(rp_rounds - low + 1);
  }
  if (next == now)
    rs_ops[rp_self]++;
  rs_record((unsigned char)next);
  return (unsigned char)next;
}

/* main's arguments in a run: none (the models' are replaced, replay_module.c). */
static char *rs_argv[] = {"program", NULL};
static char *rs_envp[] = {NULL};
__attribute__((weak)) int __cbounds_main_argc(void) { return 1; }
__attribute__((weak)) char **__cbounds_main_argv(int argc) {
  (void)argc;
  return rs_argv;
}
__attribute__((weak)) char **__cbounds_main_envp(void) { return rs_envp; }

/* The run's result: what it reached, the rounds that ran, each thread's decisions. */
static void rs_write_found(const char *what, const char *text) {
  if (rs_overflow)
    _exit(0);
  FILE *f = rp_result_path ? fopen(rp_result_path, "w") : NULL;
  if (!f)
    _exit(3);
  fprintf(f, "%s %s\nrounds", what, text);
  for (unsigned r = 1; r < sizeof rs_ran; r++)
    if (rs_ran[r])
      fprintf(f, " %u", r);
  fputc('\n', f);
  for (unsigned i = 0; i < RP_SLOTS; i++) {
    if (!rp_started[i])
      continue;
    fprintf(f, "thread %u %u", i, rs_logged[i]);
    for (unsigned k = 0; k < rs_logged[i]; k++)
      fprintf(f, " %u", rs_log[i][k]);
    fputc('\n', f);
  }
  rs_hints_write(f, rs_ran, sizeof rs_ran);
  fclose(f);
}

static double rs_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* One run: a strategy and inputs from the seed; at most two seconds. */
static _Noreturn void rs_child(uint64_t seed) {
  rs_on = 1;
  rs_state = seed * 0x9E3779B97F4A7C15ull + 1;
  rs_draw_strategy();
  alarm(2);
  rp_run_program();
}

static void rs_append_runs(unsigned long runs) {
  FILE *f = rp_result_path ? fopen(rp_result_path, "a") : NULL;
  if (f) {
    fprintf(f, "runs %lu\n", runs);
    fclose(f);
  }
}

static int rs_found(int status) {
  if (!WIFEXITED(status) || (WEXITSTATUS(status) != 10 && WEXITSTATUS(status) != 66))
    return 0;
  return rp_result_path && access(rp_result_path, R_OK) == 0;
}

/* What a find costs the confirming check: its rounds (the numbers on its "rounds" line,
   rs_write_found) first, then its decisions (the counts on its "thread" lines: a shorter
   run needs fewer loop iterations unwound). Smaller is better. */
static uint64_t rs_cost_of(const char *path) {
  FILE *f = fopen(path, "r");
  uint64_t rounds = 0, decisions = 0;
  char line[1024]; /* a "rounds" line fits (100 rounds at most) */
  unsigned thread, count;
  while (f && fgets(line, sizeof line, f)) {
    if (!strncmp(line, "rounds", 6))
      for (const char *p = line; (p = strchr(p + 1, ' ')); rounds++)
        ;
    else if (sscanf(line, "thread %u %u", &thread, &count) == 2)
      decisions += count;
    if (strlen(line) == sizeof line - 1) /* the rest of a long line */
      while (fgets(line, sizeof line, f) && strlen(line) == sizeof line - 1)
        ;
  }
  if (f)
    fclose(f);
  return rounds << 32 | decisions;
}

static _Noreturn void rs_search(const char *how) {
  double seconds;
  unsigned long long seed;
  if (sscanf(how, "%lf %llu %u", &seconds, &seed, &rs_kinds) != 3 || !rp_result_path) {
    fprintf(stderr, "replay runtime: bad CBOUNDS_SEARCH\n");
    _exit(3);
  }
  char best_path[4096];
  snprintf(best_path, sizeof best_path, "%s.best", rp_result_path);
  unlink(best_path);
  double start = rs_now(), deadline = start + seconds;
  unsigned long runs = 0;
  uint64_t best = 0; /* the best find's cost, 0: none yet */
  while (rs_now() < deadline) {
    unlink(rp_result_path);
    pid_t child = fork();
    if (child < 0)
      break;
    if (child == 0)
      rs_child(seed + runs);
    runs++;
    int status = 0;
    while (waitpid(child, &status, 0) < 0)
      ;
    if (!rs_found(status))
      continue;
    uint64_t cost = rs_cost_of(rp_result_path);
    if (best && cost >= best)
      continue;
    /* The first find: look on for a cheaper one, for as long again (1 s at most). */
    double more = rs_now() - start < 1 ? rs_now() - start : 1;
    if (!best && rs_now() + more < deadline)
      deadline = rs_now() + more;
    best = cost;
    rename(rp_result_path, best_path);
  }
  if (best) {
    rename(best_path, rp_result_path);
    rs_append_runs(runs);
    _exit(10);
  }
  unlink(rp_result_path);
  rs_append_runs(runs);
  _exit(0);
}
