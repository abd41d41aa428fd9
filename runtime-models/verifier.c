/*
 * verifier.c: the SV-COMP __VERIFIER_* API.
 * All definitions are weak so that a program's own definition, if it has one, wins.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))

CB_MODEL _Bool __VERIFIER_nondet_bool(void) { return __cbounds_nondet_bool(); }
CB_MODEL char __VERIFIER_nondet_char(void) { return __cbounds_nondet_char(); }
CB_MODEL signed char __VERIFIER_nondet_schar(void) { return __cbounds_nondet_schar(); }
CB_MODEL unsigned char __VERIFIER_nondet_uchar(void) { return __cbounds_nondet_uchar(); }
CB_MODEL short __VERIFIER_nondet_short(void) { return __cbounds_nondet_short(); }
CB_MODEL unsigned short __VERIFIER_nondet_ushort(void) { return __cbounds_nondet_ushort(); }
CB_MODEL int __VERIFIER_nondet_int(void) { return __cbounds_nondet_int(); }
CB_MODEL unsigned int __VERIFIER_nondet_uint(void) { return __cbounds_nondet_uint(); }
CB_MODEL unsigned int __VERIFIER_nondet_unsigned(void) { return __cbounds_nondet_uint(); }
CB_MODEL long __VERIFIER_nondet_long(void) { return __cbounds_nondet_long(); }
CB_MODEL unsigned long __VERIFIER_nondet_ulong(void) { return __cbounds_nondet_ulong(); }
CB_MODEL long long __VERIFIER_nondet_longlong(void) { return __cbounds_nondet_longlong(); }
CB_MODEL unsigned long long __VERIFIER_nondet_ulonglong(void) { return __cbounds_nondet_ulonglong(); }
#ifdef __SIZEOF_INT128__
CB_MODEL __int128 __VERIFIER_nondet_int128(void) { return __cbounds_nondet_int128(); }
CB_MODEL unsigned __int128 __VERIFIER_nondet_uint128(void) { return __cbounds_nondet_uint128(); }
#endif
CB_MODEL __SIZE_TYPE__ __VERIFIER_nondet_size_t(void) { return __cbounds_nondet_ulong(); }

/* SV-COMP: assume(0) loops for ever. The thread makes no more steps and the others go
   on: it stops for good (threads.c; with no threads that ends the program). Inside an
   atomic section nobody else may run, so the program ends there: the execution is cut. */
CB_MODEL void __VERIFIER_assume(int condition) {
  if (condition)
    return;
  if (__cbounds_in_atomic())
    __cbounds_assume(0);
  __cbounds_stop();
}

/* The property unreach-call is about the call itself; the encoder also treats a call
   to reach_error as the error when the program defines the function with its own body. */
CB_MODEL void reach_error(void) { __cbounds_seq_fail(CB_ERROR_REACH); }
CB_MODEL void __VERIFIER_error(void) { __cbounds_seq_fail(CB_ERROR_REACH); }

CB_MODEL float __VERIFIER_nondet_float(void) { return __cbounds_nondet_float(); }
CB_MODEL double __VERIFIER_nondet_double(void) { return __cbounds_nondet_double(); }
CB_MODEL void *__VERIFIER_nondet_pointer(void) { return __cbounds_nondet_pointer(); }
