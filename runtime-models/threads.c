/*
 * threads.c: threads of the sequentialized program (docs/sequentialization.md) and the
 * switch functions of cbounds_threads.h that every synchronization model is built on.
 *
 * libseq's entry calls __cbounds_seq_begin(main's thread function), then
 * __cbounds_seq_run(i) for i = 0 .. --threads - 1, then __cbounds_rounds_check().
 * Thread i runs to its end (or stops) before thread i+1 starts: the table of threads is
 * the sequential program's own bookkeeping (names starting __cbounds_seq_, one copy).
 * What the threads of the concurrent program can observe of each other (which thread
 * finished, with which result, whether the program has exited) is shared memory, one
 * copy per round, like the program's globals.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

/* The most threads a run can have (the driver keeps --threads within it). */
#define CB_THREAD_SLOTS 64

/* Set by libseq: K, --threads and --quantum (0: no bound). */
unsigned __cbounds_seq_rounds = 1;
unsigned __cbounds_seq_max_threads = 1;
unsigned __cbounds_seq_quantum = 0;

/* The sequential program's bookkeeping. */
void *(*__cbounds_seq_start[CB_THREAD_SLOTS])(void *);
void *__cbounds_seq_arg[CB_THREAD_SLOTS];
unsigned __cbounds_seq_created[CB_THREAD_SLOTS]; /* the round each thread was created in */
_Bool __cbounds_seq_dead[CB_THREAD_SLOTS];       /* created by a stopped thread: runs nothing */
unsigned __cbounds_seq_count;                    /* threads created so far, main included */
unsigned __cbounds_seq_self;                     /* the running thread */
unsigned __cbounds_seq_atomic;                   /* depth of atomic sections */
_Bool __cbounds_seq_stopped;                     /* the running thread called exit() */
unsigned __cbounds_seq_ops; /* visible operations of the running thread in its context */

/* A schedule to follow (native/search.c): per thread, the round that each of its
   scheduling decisions takes, in order, 0 for a stop. The driver sets it for the check
   that confirms what its native schedule search found; without it (planned = 0) the
   decisions are free. Past the end of its list a thread stops. */
_Bool __cbounds_seq_planned;
const unsigned char *__cbounds_seq_plan[CB_THREAD_SLOTS];
unsigned __cbounds_seq_plan_length[CB_THREAD_SLOTS];
unsigned __cbounds_seq_plan_next; /* decisions the running thread has taken */

/* Deadlock detection (docs/deadlocks.md; deadlock.c reads these at the end). Set by
   libseq when the property counts deadlocks; 0: parking is stopping, nothing recorded. */
_Bool __cbounds_seq_deadlocks;
/* How each thread ended (CB_ENDED_*), and what a parked one waits for. Written when the
   thread stops or parks (natively it never comes back from there) and after its body. */
unsigned char __cbounds_seq_ended[CB_THREAD_SLOTS];
unsigned char __cbounds_seq_wait_kind[CB_THREAD_SLOTS];
const void *__cbounds_seq_wait_object[CB_THREAD_SLOTS];
unsigned long __cbounds_seq_wait_value[CB_THREAD_SLOTS];

/* Shared state of the concurrent program. */
_Bool __cbounds_thread_done[CB_THREAD_SLOTS];
void *__cbounds_thread_result[CB_THREAD_SLOTS];
_Bool __cbounds_exited; /* exit() was called, or main returned */

/* Defined by libseq: gives the thread-local variables their initial values. */
void __cbounds_seq_tls_reset(void);
/* sync_once_key.c: the destructors of the ending thread's thread-specific data. */
void __cbounds_keys_exit(void);

/* Round K+1 is the sink: a thread that stops for good goes on there, where nothing it
   does reaches the real rounds (the encoder ignores its errors and assumptions, and the
   round is never checked). Cheaper than leaving the thread at once, which merges its
   memory into the thread's end wherever it may stop. */
_Bool __cbounds_stopped(void) { return __cbounds_round() > __cbounds_seq_rounds; }

static _Bool cb_stopped(void) { return __cbounds_stopped(); }

void __cbounds_stop(void) {
  if (!__cbounds_seq_count) /* no threads: the only one is blocked, the program ends */
    __cbounds_assume(0);
  if (__cbounds_seq_deadlocks && !cb_stopped())
    __cbounds_seq_ended[__cbounds_seq_self] = CB_ENDED_CUT; /* cut by the bounds */
  __cbounds_set_round(__cbounds_seq_rounds + 1);
}

/* A blocked thread that will never look again: it stops, and what it waits for is kept
   for the check at the end (deadlock.c). Not inside an atomic section (nobody else
   could run there, the execution is simply cut), and not in the sink. Without threads
   the only thread is blocked for good: that is a deadlock at once. */
void __cbounds_park(int kind, const void *object, unsigned long value, const void *released) {
  (void)released; /* for the trace only (the encoder's note of the park) */
  if (!__cbounds_seq_deadlocks || kind == CB_WAIT_NONE || __cbounds_seq_atomic || cb_stopped()) {
    __cbounds_stop();
    return;
  }
  if (!__cbounds_seq_count) {
    __cbounds_deadlock();
    __cbounds_assume(0);
    return;
  }
  unsigned self = __cbounds_seq_self;
  __cbounds_seq_ended[self] = CB_ENDED_PARKED;
  __cbounds_seq_wait_kind[self] = (unsigned char)kind;
  __cbounds_seq_wait_object[self] = object;
  __cbounds_seq_wait_value[self] = value;
  __cbounds_set_round(__cbounds_seq_rounds + 1);
}

/* After moving to a round: a program that has exited there runs no more. */
static void cb_enter_round(unsigned round) {
  __cbounds_set_round(round);
  if (__cbounds_exited)
    __cbounds_stop();
}

/* ---- scheduling decisions ------------------------------------------------------------ */

static unsigned char cb_planned_round(void) {
  unsigned self = __cbounds_seq_self, n = __cbounds_seq_plan_next;
  if (self >= CB_THREAD_SLOTS || n >= __cbounds_seq_plan_length[self])
    return 0;
  return __cbounds_seq_plan[self][n];
}

/* The two scheduling decisions of a switch point or a blocked operation: whether the
   thread stops for good, and otherwise the round it goes on in (`earliest` or later;
   the caller assumes the range). Free choices, or the plan's when one is set. Not
   inlined: the native schedule search (cbounds --deepen) gives them bodies of its own
   that make and record the decisions (docs/search.md). */
__attribute__((noinline)) _Bool __cbounds_seq_choose_stop(void) {
  _Bool stop = __cbounds_nondet_bool();
  if (!__cbounds_seq_planned)
    return stop;
  _Bool planned = cb_planned_round() == 0;
  __cbounds_assume(stop == planned);
  if (planned)
    __cbounds_seq_plan_next++;
  return planned; /* = stop, but a constant where the encoder knows the plan's entry */
}

__attribute__((noinline)) unsigned char __cbounds_seq_choose_round(unsigned earliest) {
  (void)earliest;
  unsigned char next = __cbounds_nondet_uchar();
  if (!__cbounds_seq_planned)
    return next;
  unsigned char planned = cb_planned_round();
  __cbounds_assume(next == planned);
  __cbounds_seq_plan_next++;
  return planned; /* as above: the round is then known, and with it the memory copy */
}

/* --quantum: the operation a thread moved to a new round for is its context's first.
   Without a quantum the counter is never written (no state for the encoder to carry). */
static void cb_context_opens(void) {
  if (__cbounds_seq_quantum)
    __cbounds_seq_ops = 1;
}

void __cbounds_yield(void) {
  /* No threads, only main so far, or stopped: no switch. While main is the only thread
     a switch changes nothing (nobody runs in between) and stopping only ends the
     program, so its round stays 1 for certain: its stores before the first
     pthread_create then hold on every path, not only where it has not stopped. */
  if (!__cbounds_seq_count || cb_stopped())
    return;
  if (__cbounds_seq_count == 1) {
    __cbounds_context(CB_CONTEXT_GOES_ON); /* main runs its visible operation */
    return;
  }
  if (__cbounds_seq_atomic) {
    __cbounds_context(CB_CONTEXT_GOES_ON); /* atomic: no switch, but it runs */
    return;
  }
  if (__cbounds_seq_choose_stop()) {
    __cbounds_context(CB_CONTEXT_PREEMPTED);
    __cbounds_stop();
    return;
  }
  unsigned now = __cbounds_round();
  unsigned char next = __cbounds_seq_choose_round(now);
  __cbounds_assume(now <= next && next <= __cbounds_seq_rounds);
  /* In the last round the assumption leaves no other choice. Saying so keeps the round
     a known value: the choice, equal to it only by that assumption, made the round a
     symbolic byte that every later access of the thread muxed over (with K = 1, from
     main's second pthread_create on). The decision is still taken, as runs and plans
     count it. */
  if (now >= __cbounds_seq_rounds)
    next = (unsigned char)now;
  if (next == now) {
    /* --quantum Q: the context has room for Q visible operations; the next one needs a
       later round (a stop was offered above). */
    if (__cbounds_seq_quantum) {
      __cbounds_assume(__cbounds_seq_ops < __cbounds_seq_quantum);
      __cbounds_seq_ops++;
    }
    __cbounds_context(CB_CONTEXT_GOES_ON);
    return;
  }
  __cbounds_context(CB_CONTEXT_PREEMPTED);
  cb_enter_round(next);
  cb_context_opens();
  __cbounds_context(CB_CONTEXT_GOES_ON); /* in its new context */
}

void __cbounds_block(void) { __cbounds_block_on(CB_WAIT_NONE, 0, 0, 0); }

void __cbounds_block_on(int kind, const void *object, unsigned long value, const void *released) {
  __cbounds_context(CB_CONTEXT_BLOCKED);
  unsigned now = __cbounds_round();
  /* No later round, or inside an atomic section (nobody else can run): never again. */
  if (now >= __cbounds_seq_rounds || __cbounds_seq_atomic || __cbounds_seq_choose_stop()) {
    __cbounds_park(kind, object, value, released);
    return;
  }
  unsigned char next = __cbounds_seq_choose_round(now + 1);
  __cbounds_assume(now < next && next <= __cbounds_seq_rounds);
  cb_enter_round(next);
  cb_context_opens();
  __cbounds_context(CB_CONTEXT_GOES_ON); /* it looks again, a visible operation */
}

/* libseq's check before a spin loop's back edge (passes/seq_spin.h): progress is false
   when the iteration changed nothing. The execution without such a stutter does the
   same, so it need not go on; but a thread that would stutter for ever (a loop nobody
   else ends) is stuck there while the others go on: it stops for good, and what it did
   before stays visible. Cutting the execution instead lost the errors the other threads
   reach after that. Inside an atomic section nobody else may run: the execution ends. */
void __cbounds_spin_progress(_Bool progress) {
  if (progress)
    return;
  if (__cbounds_seq_atomic)
    __cbounds_assume(0);
  __cbounds_stop();
}

unsigned __cbounds_self(void) { return __cbounds_seq_self; }

void __cbounds_atomic_begin(void) {
  __cbounds_yield();
  __cbounds_seq_atomic++;
}

void __cbounds_atomic_end(void) {
  if (__cbounds_seq_atomic)
    __cbounds_seq_atomic--;
}

_Bool __cbounds_in_atomic(void) { return __cbounds_seq_atomic != 0; }

/* ---- the scheduler (called from libseq's entry) ---------------------------------------- */

void __cbounds_seq_begin(void *(*main_thread)(void *)) {
  __cbounds_seq_start[0] = main_thread;
  __cbounds_seq_arg[0] = 0;
  __cbounds_seq_created[0] = 1;
  __cbounds_seq_count = 1;
}

/* A thread other than main that ends (returning from its start function or through
   pthread_exit) runs the destructors of its thread-specific data. */
static void cb_thread_ends(void) {
  if (__cbounds_seq_self && !cb_stopped() && !__cbounds_exited)
    __cbounds_keys_exit();
}

/* The root of thread `index` (its argument): what leaves the thread early comes back
   here, and the destructors run inside the thread, where they may pthread_exit too. */
static void *cb_thread_body(void *index) {
  unsigned i = (unsigned)(unsigned long)index;
  if (__cbounds_seq_dead[i])
    return 0;
  void *result = __cbounds_seq_start[i](__cbounds_seq_arg[i]);
  cb_thread_ends();
  return result;
}

void __cbounds_seq_run(unsigned index) {
  if (index >= __cbounds_seq_count)
    return;
  /* The round first: the previous thread may have ended in the sink, where the
     bookkeeping below could not be written. */
  __cbounds_set_round(__cbounds_seq_created[index]);
  __cbounds_seq_self = index;
  __cbounds_seq_atomic = 0;
  __cbounds_seq_stopped = 0;
  if (__cbounds_seq_quantum)
    __cbounds_seq_ops = 0;
  if (__cbounds_seq_planned)
    __cbounds_seq_plan_next = 0;
  if (__cbounds_exited) {
    /* The program ended before this thread's first context. For the deadlock check it
       did not finish: cut (no deadlock is claimed where a thread did not run). */
    if (__cbounds_seq_deadlocks && !__cbounds_seq_dead[index])
      __cbounds_seq_ended[index] = CB_ENDED_CUT;
    return;
  }
  __cbounds_seq_tls_reset();
  void *result = __cbounds_thread_call(cb_thread_body, (void *)(unsigned long)index, index);
  /* How it ended, for the deadlock check: a thread left in the sink without a stop or a
     park (an error, a path cut at a bound by the encoder) counts as cut. A thread that a
     stopped thread created never ran in a real round: it is not one of the program's. */
  if (__cbounds_seq_deadlocks && !__cbounds_seq_dead[index]) {
    if (!cb_stopped())
      __cbounds_seq_ended[index] = CB_ENDED_FINISHED;
    else if (__cbounds_seq_ended[index] == CB_ENDED_NONE)
      __cbounds_seq_ended[index] = CB_ENDED_CUT;
  }
  /* A thread that stopped is in the sink: these writes reach no real round. */
  if (!__cbounds_seq_stopped) {
    __cbounds_thread_done[index] = 1;
    __cbounds_thread_result[index] = result;
  }
}

/* main's return is the program's exit: the other threads run no more. */
void __cbounds_seq_main_returns(void) {
  __cbounds_yield();
  __cbounds_exited = 1;
}

/* exit() and abort() in a threaded program: the same, at any point of any thread.
   Returns 0 in a program without threads (the caller ends the execution itself). */
_Bool __cbounds_seq_exit(void) {
  if (!__cbounds_seq_count)
    return 0;
  __cbounds_yield();
  __cbounds_exited = 1;
  __cbounds_seq_stopped = 1;
  __cbounds_thread_exit(0); /* exit() does not return to its caller */
}

/* ---- pthread: threads ------------------------------------------------------------------ */

CB_MODEL int pthread_create(unsigned long *thread, const void *attr, void *(*start)(void *),
                            void *arg) {
  (void)attr;
  __cbounds_yield();
  /* A stopped thread creates one too, which starts in the sink and so never runs in a
     real round. Creating it anyway keeps the thread count (and so which thread is in
     which slot) the same on every path through a sequence of creations: with a count
     that depends on where the creator stopped, every slot could hold every start
     function, and each would be run in each slot. */
  unsigned n = __cbounds_seq_count;
  if (n >= __cbounds_seq_max_threads || n >= CB_THREAD_SLOTS)
    __cbounds_bound("the program creates more threads than --threads allows");
  __cbounds_seq_count = n + 1;
  /* A stopped creator computes on garbage: its thread does nothing. The start function
     is stored as it is all the same: a start pointer that is one function on every path
     lets the encoder call just that one (a choice between two would make it consider
     every function whose address is taken). */
  __cbounds_seq_start[n] = start;
  __cbounds_seq_dead[n] = cb_stopped();
  __cbounds_seq_arg[n] = arg;
  __cbounds_seq_created[n] = __cbounds_round();
  *thread = n;
  if (n == 1) /* main is no longer alone: what it stored so far is the threads' start */
    __cbounds_threads_begin();
  return 0;
}

CB_MODEL int pthread_join(unsigned long thread, void **result) {
  __cbounds_yield();
  /* Not checked against the threads created so far: a thread id read in a later round
     may name a thread that a later thread of the sequential program creates (in an
     earlier round); its "finished" flag is shared memory like any other. */
  if (thread >= CB_THREAD_SLOTS)
    return CB_EINVAL;
  if (thread == __cbounds_seq_self)
    return CB_EDEADLK;
  if (!__cbounds_thread_done[thread]) {
    __cbounds_block_on(CB_WAIT_JOIN, 0, thread, 0);
    if (!__cbounds_thread_done[thread])
      __cbounds_park(CB_WAIT_JOIN, 0, thread, 0);
  }
  if (result)
    *result = __cbounds_thread_result[thread];
  return 0;
}

CB_MODEL _Noreturn void pthread_exit(void *value) {
  __cbounds_yield();
  cb_thread_ends();
  __cbounds_thread_exit(value);
}

CB_MODEL unsigned long pthread_self(void) { return __cbounds_seq_self; }

CB_MODEL int pthread_equal(unsigned long a, unsigned long b) { return a == b; }

CB_MODEL int pthread_detach(unsigned long thread) {
  (void)thread;
  return 0;
}

CB_MODEL int pthread_yield(void) {
  __cbounds_yield();
  return 0;
}

CB_MODEL int sched_yield(void) {
  __cbounds_yield();
  return 0;
}

/* Attributes change nothing the models follow (stack sizes, scheduling, detach state). */
CB_MODEL int pthread_attr_init(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_attr_destroy(void *attr) {
  (void)attr;
  return 0;
}

CB_MODEL int pthread_attr_setdetachstate(void *attr, int state) {
  (void)attr;
  (void)state;
  return 0;
}

CB_MODEL int pthread_attr_setstacksize(void *attr, unsigned long size) {
  (void)attr;
  (void)size;
  return 0;
}
