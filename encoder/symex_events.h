/*
 * symex_events.h: what symbolic execution records, each under the guard of the paths
 * on which it happens.
 *  - errors: the program fails (assertion, reach_error, division by zero, ...);
 *  - incompleteness: a path the executor stopped following although the program could
 *    go on (unwind bound, unsupported construct); SAFE needs all of them unreachable;
 *  - steps: what a trace shows (lines, calls, returns, values).
 * Ownership: the sx_events owns the reasons and notes it was given (they are copied).
 */
#ifndef CB_SYMEX_EVENTS_H
#define CB_SYMEX_EVENTS_H

#include <llvm-c/Core.h>

#include "bitblast/bv.h"
#include "encoder/check.h"
#include "encoder/check.h"

typedef enum sx_incomplete_kind {
  SX_INCOMPLETE_UNWIND,       /* a loop or a recursion cut at the unwind bound */
  SX_INCOMPLETE_UNSUPPORTED,  /* a construct the encoder cannot follow */
  SX_INCOMPLETE_THREADS,      /* a program that creates more threads than --threads */
} sx_incomplete_kind;

typedef struct sx_event {
  aig_lit guard;
  int kind;                 /* sx_incomplete_kind for incompleteness, 0 for errors */
  enc_error_class error_class; /* errors: the kind of error; 0 for incompleteness */
  char *reason;             /* owned */
  LLVMValueRef location;    /* instruction with the source location, or NULL */
  unsigned thread;          /* the thread it happened in (0 without threads) */
  const bv *round;          /* its round, NULL without rounds */
  const bv *race_address;   /* a data race: the racy bytes (address, size); else NULL */
  const bv *race_size;
} sx_event;

/* What a thread did at a switch point (runtime-models' __cbounds_context(kind)): the
   executions of one thread meet them in the order they are recorded. */
typedef enum sx_switch_kind {
  SX_SWITCH_NONE = 0,     /* it went on: it ran a visible operation in this context */
  SX_SWITCH_PREEMPT = 1,  /* it could have gone on, but its context ended */
  SX_SWITCH_BLOCKED = 2,  /* its context ended because it could not go on */
} sx_switch_kind;

typedef struct sx_switch {
  aig_lit guard;            /* excludes the sink: a stopped thread switches no more */
  sx_switch_kind kind;
  unsigned thread;
  const bv *round;          /* the round the context was in */
} sx_switch;

/* The note of a park step (symex_call.c, sx_step_park): a thread blocked for good. */
#define SX_BLOCKED_NOTE "blocked"

typedef struct sx_step {
  aig_lit guard;
  enc_step_kind kind;
  LLVMValueRef location;    /* instruction with the source location, or NULL */
  const char *function;     /* owned by the LLVM module */
  const char *note;         /* owned by the LLVM context (names) or static; may be NULL */
  const bv *value;          /* for ENC_STEP_VALUE: printed after the note */
  bool of_call;             /* a VALUE step for the result of a call: note is the callee */
  bool of_access;           /* a VALUE step naming an access: "note <the pointer>" */
  uint64_t access_size;     /* of_access: the bytes accessed (0: not known) */
  LLVMTypeRef type;         /* of the value: pointers and floats are shown as such */
  int signedness;           /* integers: 1 signed, 2 unsigned, 0 not known */
  unsigned thread;          /* the thread executing it (set by sx_events_step) */
  const bv *round;          /* its round, NULL without rounds (set by sx_events_step) */
  /* Readable traces: what a VALUE step means (check.h), and for
     ENC_NOTE_WRITE: the address stored to (value: what was stored, type its type);
     ENC_NOTE_SYNC: the objects of the call (address, address2 or NULL) and the sync
       call's entry (sync, trace_sync.h); value: its result;
     ENC_NOTE_THREAD: pthread_create: address is the start function, value the result;
       pthread_join: value is the thread joined. */
  enc_note_kind note_kind;
  const bv *address;
  const bv *address2;
  const struct enc_sync_call *sync;
} sx_step;

typedef struct sx_events {
  sx_event *errors;
  size_t num_errors, cap_errors;
  sx_event *incomplete;
  size_t num_incomplete, cap_incomplete;
  sx_event *uncertain;      /* calls of undefined functions: their results are guesses */
  size_t num_uncertain, cap_uncertain;
  sx_step *steps;
  size_t num_steps, cap_steps;
  sx_switch *switches;
  size_t num_switches, cap_switches;
  unsigned thread;          /* the thread being executed, given to new steps */
  const bv *round;          /* the round of the state being executed, given to new steps */
} sx_events;

void sx_events_init(sx_events *e);
void sx_events_release(sx_events *e);

void sx_events_error(sx_events *e, aig_lit guard, enc_error_class cls, const char *reason,
                     LLVMValueRef location);
void sx_events_incomplete(sx_events *e, aig_lit guard, sx_incomplete_kind kind,
                          const char *reason, LLVMValueRef location);
void sx_events_step(sx_events *e, const sx_step *step);
void sx_events_switch(sx_events *e, aig_lit guard, sx_switch_kind kind);
/* A call of an undefined function (reason: its name) on the paths of guard. */
void sx_events_uncertain(sx_events *e, aig_lit guard, const char *name, LLVMValueRef location);

#endif
