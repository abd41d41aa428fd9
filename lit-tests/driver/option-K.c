// -K N (context rounds per thread) is reported in the SAFE bounds line, in every
// spelling; without it the search is iterative up to --max-rounds (default 4). The rounds
// do not change a sequential verdict.
//
// RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=K4
// RUN: %expect 0 %cbounds %s --max-rounds 2 | FileCheck %s --check-prefix=K2
// RUN: %expect 0 %cbounds %s -K 5 | FileCheck %s --check-prefix=K5
// RUN: %expect 0 %cbounds %s -K5 | FileCheck %s --check-prefix=K5
// RUN: %expect 0 %cbounds -K 1 %s | FileCheck %s --check-prefix=K1
// RUN: %expect 0 %cbounds %s -K 100 | FileCheck %s --check-prefix=KMAX
// A round is kept in 8 bits: at most 100 rounds.
// RUN: %expect 2 %cbounds %s -K 101 2>&1 | FileCheck %s --check-prefix=KBIG
// RUN: %expect 2 %cbounds %s --max-rounds 101 2>&1 | FileCheck %s --check-prefix=KBIG
// -K (exactly K) and --max-rounds (k = 1..K) exclude each other.
// RUN: %expect 2 %cbounds %s -K 3 --max-rounds 4 2>&1 | FileCheck %s --check-prefix=BOTH
// The last -K wins.
// RUN: %expect 0 %cbounds %s -K 3 -K 7 | FileCheck %s --check-prefix=K7
// An UNSAFE verdict is not affected by K either.
// RUN: %expect 10 %cbounds %s -K 4 -DBUG | FileCheck %s --check-prefix=BUG
//
// K4: {{^}}SAFE: no error found within the bounds{{$}}
// K4-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// K2: {{^}}SAFE: no error found within the bounds{{$}}
// K2-NEXT: {{^}}bounds: K=2 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// K2-NOT: {{.}}
// K5: {{^}}SAFE: no error found within the bounds{{$}}
// K5-NEXT: {{^}}bounds: K=5 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// K5-NOT: {{.}}
// K1: {{^}}SAFE: no error found within the bounds{{$}}
// K1-NEXT: {{^}}bounds: K=1 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// KMAX: {{^}}SAFE: no error found within the bounds{{$}}
// KMAX-NEXT: {{^}}bounds: K=100 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// KBIG: {{^}}cbounds: error: invalid value '101' for {{-K|--max-rounds}}: expected an integer from 1 to 100
// BOTH: {{^}}cbounds: error: -K and --max-rounds exclude each other
// K7: {{^}}SAFE: no error found within the bounds{{$}}
// K7-NEXT: {{^}}bounds: K=7 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x ^ 0x5au;
#ifdef BUG
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}option-K.c:[[@LINE+1]]{{$}}
  assert((y ^ 0x5au) != 17u);
#else
  assert((y ^ 0x5au) == x);
#endif
  return 0;
}
