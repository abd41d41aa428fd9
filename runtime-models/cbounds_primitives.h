/*
 * cbounds_primitives.h: the handful of functions the encoder interprets itself.
 * Runtime models are plain C over these; none of them has a body anywhere.
 *
 *  __cbounds_nondet_*   a fresh, unconstrained value of the return type
 *  __cbounds_assume(c)  executions where c is false are discarded from here on
 *  __cbounds_error(k)   the program has failed (k: one of cb_error_kind); the path ends
 *  __cbounds_alloc/free/object_size   heap objects (see docs/memory.md)
 *
 * Models are compiled without debug information, so a trace shows the user's call of
 * a model, never the model's insides.
 */
#ifndef CBOUNDS_PRIMITIVES_H
#define CBOUNDS_PRIMITIVES_H

enum cb_error_kind {
  CB_ERROR_ASSERT = 1,   /* assert() / __assert_fail */
  CB_ERROR_REACH = 2,    /* reach_error() or __VERIFIER_error() called */
  CB_ERROR_RACE = 3,     /* a data race (race.c, only under cbounds --race) */
  /* 4 to 8 are the native replay's own checks (replay_runtime.c: a call through an
     invalid function pointer, a division by zero or INT_MIN / -1, a call through another
     prototype that reads a missing argument or result, a signed overflow): not used here. */
  CB_ERROR_DEADLOCK = 9, /* every unfinished thread is blocked for good (deadlock.c) */
};

_Bool __cbounds_nondet_bool(void);
char __cbounds_nondet_char(void);
signed char __cbounds_nondet_schar(void);
unsigned char __cbounds_nondet_uchar(void);
short __cbounds_nondet_short(void);
unsigned short __cbounds_nondet_ushort(void);
int __cbounds_nondet_int(void);
unsigned int __cbounds_nondet_uint(void);
long __cbounds_nondet_long(void);
unsigned long __cbounds_nondet_ulong(void);
long long __cbounds_nondet_longlong(void);
unsigned long long __cbounds_nondet_ulonglong(void);
#ifdef __SIZEOF_INT128__ /* not on ILP32 targets */
__int128 __cbounds_nondet_int128(void);
unsigned __int128 __cbounds_nondet_uint128(void);
#endif

float __cbounds_nondet_float(void);
double __cbounds_nondet_double(void);
void *__cbounds_nondet_pointer(void); /* any pointer at all */

void __cbounds_assume(_Bool condition);

/* Memory: a fresh heap object of n bytes (never NULL), zero-filled if asked; freeing one
   (checks double and invalid frees); the size of the object p points into. */
void *__cbounds_alloc(__SIZE_TYPE__ n, _Bool zeroed);
void __cbounds_free(void *p);
__SIZE_TYPE__ __cbounds_object_size(const void *p);
/* A fresh heap object of n bytes of which only the first `represented` (a constant) are
   in the encoding: an access to a byte beyond them, inside the n, cuts the execution as
   unsupported. For objects of unbounded size whose start is what programs use (main's
   arguments, main_args.c). */
void *__cbounds_alloc_partial(__SIZE_TYPE__ n, __SIZE_TYPE__ represented);
_Noreturn void __cbounds_error(int kind);

/* Executions that reach these are cut: the verdict cannot be SAFE (UNKNOWN with the
   text). A bound names an option that can be raised (--threads). */
void __cbounds_unsupported(const char *what);
void __cbounds_bound(const char *what);

/* The sequentialization (docs/sequentialization.md; used by threads.c):
 *  __cbounds_round()          the current round, 1..K
 *  __cbounds_set_round(r)     accesses to shared memory go to round r's copy from now on
 *  __cbounds_thread_call(f, arg, i)  runs thread i's start function f(arg); returns its
 *                             result; every way of leaving the thread early comes back here
 *  __cbounds_thread_exit(v)   leaves the running thread now with result v
 *  __cbounds_rounds_check()   the end of the program: errors count only if every round
 *                             r >= 2 started from what round r-1 left
 *  __cbounds_context(kind)    what the running thread did at a switch point (enum
 *                             cb_context): for counting preemptions only; a tool that
 *                             does not count them may ignore it
 *  __cbounds_threads_begin()  main created its first thread, just now: memory as it is
 *                             is where every thread starts from (an encoder may use it
 *                             to start rounds >= 2 of objects nobody writes later from
 *                             it; a tool may ignore it) */
enum cb_context {
  CB_CONTEXT_GOES_ON = 0,   /* it runs the visible operation after the switch point */
  CB_CONTEXT_PREEMPTED = 1, /* its context ends (or it stops) although it could go on */
  CB_CONTEXT_BLOCKED = 2,   /* its context ends because it cannot go on */
};

/* For the trace of a data race (race.c): the access at p of `size` bytes (flags: 1
   write, 2 atomic) is the first or the second access of the race. */
enum cb_race_role { CB_RACE_FIRST = 0, CB_RACE_SECOND = 1 };
void __cbounds_race_note(const void *p, unsigned long size, int flags, int role);
/* Just before a race's __cbounds_error: the racy bytes (the overlap of the two
   accesses), as an address in the pointer encoding and a size. */
void __cbounds_race_location(unsigned long address, unsigned long size);

unsigned __cbounds_round(void);
void __cbounds_set_round(unsigned round);
void *__cbounds_thread_call(void *(*start)(void *), void *arg, unsigned index);
_Noreturn void __cbounds_thread_exit(void *value);
void __cbounds_rounds_check(void);
void __cbounds_context(int kind);
void __cbounds_threads_begin(void);
/* Deadlocks (docs/deadlocks.md; called by deadlock.c only, at the end of the sequential
 * program, outside any thread):
 *  __cbounds_end_state()     from here on, shared memory is read in the copy of the last
 *                            round K: the state the interleaving ends in (a tool with a
 *                            single copy of memory does nothing)
 *  __cbounds_deadlock()      the program is deadlocked: an error of kind
 *                            CB_ERROR_DEADLOCK that, unlike __cbounds_error, returns (the
 *                            end of the program, where the rounds are checked, follows) */
void __cbounds_end_state(void);
void __cbounds_deadlock(void);

#endif
