/*
 * seq_contract.h: what libseq's output and the encoder (or any tool that reads the
 * sequential program) must agree on (docs/sequentialization.md; README, "The sequential
 * program, for other tools"). passes/ includes no encoder header; the encoder includes
 * this one (and passes/seq.h only where it calls the pass).
 *
 * The sequential module has the entry SEQ_ENTRY_NAME and is left with these functions
 * without a body, for the tool that reads it:
 *
 *  __cbounds_nondet_*()        a fresh nondeterministic value of the return type
 *  __cbounds_assume(c)         executions where c is false are discarded
 *  __cbounds_error(kind)       the program fails (1: assertion, 2: reach_error)
 *  __cbounds_alloc(n, zeroed), __cbounds_free(p), __cbounds_object_size(p)
 *                              heap objects
 *  __cbounds_alloc_partial(n, r)
 *                              a heap object of n bytes of which only the first r (a
 *                              constant) are followed: an access past them is cut (main's
 *                              arguments, docs/memory.md)
 *  __cbounds_round(), __cbounds_set_round(r)
 *                              the running thread's round: shared memory (globals, heap,
 *                              stack objects without !cbounds.local) is read and written
 *                              in round r's copy; rounds 2..K start from nondeterministic
 *                              guesses
 *  __cbounds_thread_call(f, arg, i), __cbounds_thread_exit(v)
 *                              run thread i's start function; leave the running thread
 *                              at once
 *  __cbounds_rounds_check()    at the end: an error counts only if every round r >= 2
 *                              started from what round r-1 left
 *  __cbounds_context(kind)     what the running thread did at a switch point (0: goes on,
 *                              1: preempted, 2: blocked); only for counting preemptions,
 *                              may be ignored
 *  __cbounds_threads_begin()   main created its first thread just now: memory as it is
 *                              here is where every thread starts from; cbounds freezes
 *                              objects nobody writes later (docs/sequentialization.md),
 *                              another tool may ignore it
 *  __cbounds_end_state()       (deadlock check, at the end, outside any thread) shared
 *                              memory is read in round K's copy from here on: the state
 *                              the interleaving ends in (docs/deadlocks.md)
 *  __cbounds_deadlock()        the program is deadlocked: an error that returns (the
 *                              check of the rounds follows)
 *  __cbounds_unsupported(s), __cbounds_bound(s)
 *                              an execution that cannot be followed (UNKNOWN)
 *
 * The metadata and names below complete the contract. The model attribute
 * (ENC_MODEL_ATTRIBUTE) is part of it too, but is defined in analysis/model_attribute.h,
 * the lowest layer that reads it (the static range analysis, below passes/).
 *
 * Ownership: names and constants only. Errors: none.
 */
#ifndef CB_SEQ_CONTRACT_H
#define CB_SEQ_CONTRACT_H

#include "analysis/model_attribute.h" /* ENC_MODEL_ATTRIBUTE */

/* The primitives above, by name. */
#define SEQ_FN_NONDET_PREFIX "__cbounds_nondet"
#define SEQ_FN_ASSUME "__cbounds_assume"
#define SEQ_FN_ERROR "__cbounds_error"
#define SEQ_FN_ALLOC "__cbounds_alloc"
#define SEQ_FN_ALLOC_PARTIAL "__cbounds_alloc_partial"
#define SEQ_FN_FREE "__cbounds_free"
#define SEQ_FN_OBJECT_SIZE "__cbounds_object_size"
#define SEQ_FN_ROUND "__cbounds_round"
#define SEQ_FN_SET_ROUND "__cbounds_set_round"
#define SEQ_FN_THREAD_CALL "__cbounds_thread_call"
#define SEQ_FN_THREAD_EXIT "__cbounds_thread_exit"
#define SEQ_FN_ROUNDS_CHECK "__cbounds_rounds_check"
#define SEQ_FN_CONTEXT "__cbounds_context"
#define SEQ_FN_THREADS_BEGIN "__cbounds_threads_begin"
#define SEQ_FN_UNSUPPORTED "__cbounds_unsupported"
#define SEQ_FN_BOUND "__cbounds_bound"
#define SEQ_FN_END_STATE "__cbounds_end_state"
#define SEQ_FN_DEADLOCK "__cbounds_deadlock"

/* The entry function of the sequential program. */
#define SEQ_ENTRY_NAME "__cbounds_entry"
/* Named metadata carrying the reason when libseq could not handle a construct. */
#define SEQ_UNSUPPORTED_MD "cbounds.unsupported"
/* Named metadata holding K: present when the module was sequentialized with threads. */
#define SEQ_ROUNDS_MD "cbounds.rounds"
/* Instruction metadata on an alloca whose address never leaves its thread. */
#define SEQ_LOCAL_MD "cbounds.local"
/* On the loads libseq adds to compare a spin loop's state (seq_spin.h): not the
   program's accesses, so no switch point before them. */
#define SEQ_SPIN_MD "cbounds.spin"
/* Named metadata present when the accesses are instrumented for data races (seq_race.h):
   the module's property is no-data-race, and only a race is an error. */
#define SEQ_RACES_MD "cbounds.races"
/* Globals named so are the sequential program's own, never copied per round. */
#define SEQ_PRIVATE_PREFIX "__cbounds_seq_"
/* The plugin's output renames the pthread models it defines with this prefix. */
#define SEQ_MODEL_PREFIX "__cbounds_model_"
/* The most threads the runtime models' table holds. */
#define SEQ_MAX_THREADS 64
/* The most rounds: the encoder keeps a round (1..K, and the sink K+1) in 8 bits. */
#define SEQ_MAX_ROUNDS 100

#endif
