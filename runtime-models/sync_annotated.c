/*
 * sync_annotated.c: the locks of annotated lock functions that have no body (cbounds
 * --lock-annotations; passes/seq_annotations.h gives such a function a body that calls
 * these). A lock is named by an address (the object an argument points to, a global, or
 * an abstract lock's own global, as an integer; or a lock number), and its state lives in
 * a small table here rather than in the program's object, whose layout is unknown:
 * CB_ANNOTATED_SLOTS locks can be held at once. Keys are integers, not pointers: a key
 * read from a guessed round is then a plain number to compare, which keeps this cheap. Like a normal mutex: a held lock blocks every thread that acquires it,
 * its owner included; any thread may release it.
 */
#include "cbounds_threads.h"

#define CB_ANNOTATED_SLOTS 4

/* Shared state: one copy per round, as for any global of the concurrent program. */
unsigned long __cbounds_annotated_lock[CB_ANNOTATED_SLOTS];
unsigned __cbounds_annotated_owner[CB_ANNOTATED_SLOTS]; /* thread index + 1; 0: free */

static int cb_annotated_slot(unsigned long lock) {
  for (int i = 0; i < CB_ANNOTATED_SLOTS; i++)
    if (__cbounds_annotated_owner[i] && __cbounds_annotated_lock[i] == lock)
      return i;
  return -1;
}

static void cb_annotated_take(unsigned long lock) {
  for (int i = 0; i < CB_ANNOTATED_SLOTS; i++)
    if (!__cbounds_annotated_owner[i]) {
      __cbounds_annotated_lock[i] = lock;
      __cbounds_annotated_owner[i] = __cbounds_self() + 1;
      return;
    }
  __cbounds_unsupported("more annotated locks held at once than the models hold (4)");
}

void __cbounds_annotated_acquire(unsigned long lock) {
  __cbounds_yield();
  if (cb_annotated_slot(lock) >= 0) {
    __cbounds_block();
    if (cb_annotated_slot(lock) >= 0)
      __cbounds_stop();
  }
  if (!__cbounds_stopped())
    cb_annotated_take(lock);
}

void __cbounds_annotated_release(unsigned long lock) {
  __cbounds_yield();
  int i = cb_annotated_slot(lock);
  if (i >= 0)
    __cbounds_annotated_owner[i] = 0;
}

void __cbounds_annotated_release_all(void) {
  __cbounds_yield();
  unsigned me = __cbounds_self() + 1;
  for (int i = 0; i < CB_ANNOTATED_SLOTS; i++)
    if (__cbounds_annotated_owner[i] == me)
      __cbounds_annotated_owner[i] = 0;
}
