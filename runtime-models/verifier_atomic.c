/*
 * verifier_atomic.c: the SV-COMP atomic-section markers. Code between
 * __VERIFIER_atomic_begin() and __VERIFIER_atomic_end() runs without any other thread
 * in between: the sequentialization's atomic sections (they nest; no switch point inside;
 * __cbounds_atomic_begin is itself the switch point before the section).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

CB_MODEL void __VERIFIER_atomic_begin(void) { __cbounds_atomic_begin(); }

CB_MODEL void __VERIFIER_atomic_end(void) { __cbounds_atomic_end(); }
