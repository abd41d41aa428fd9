/*
 * libc_misc.c: small <stdlib.h> functions that are not about memory or program exit.
 *
 * abs, labs, llabs (C11 7.22.6.1): the absolute value. For the most negative value the
 * result is not representable and the behaviour is undefined; as signed overflow is not
 * a property cbounds checks (docs/encoding.md), the model returns that value unchanged,
 * as glibc does (the negation is done in unsigned arithmetic, so it wraps by design).
 */
#include "cbounds_primitives.h"

#define CB_MODEL __attribute__((weak))

CB_MODEL int abs(int x) { return x < 0 ? (int)(0u - (unsigned int)x) : x; }

CB_MODEL long labs(long x) { return x < 0 ? (long)(0ul - (unsigned long)x) : x; }

CB_MODEL long long llabs(long long x) {
  return x < 0 ? (long long)(0ull - (unsigned long long)x) : x;
}
