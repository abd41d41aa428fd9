// Memory errors and division by zero replay under AddressSanitizer: the native program
// crashes at the line the trace ends at. An index from a nondeterministic input goes
// past a heap block; a freed block is used; a divisor is zero. Tampering with the index
// (now inside the block) makes the replay miss the error.
//
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DHEAP --save-replay %t.heap.json | FileCheck %s --check-prefix=HEAP
// RUN: %expect 10 %cbounds-bin --replay %t.heap.json %s | FileCheck %s --check-prefix=HEAP-REPLAY
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DHEAP --32 --save-replay %t.heap32.json | FileCheck %s --check-prefix=HEAP
// RUN: %expect 10 %cbounds-bin --replay %t.heap32.json %s | FileCheck %s --check-prefix=HEAP-REPLAY
// Under qemu-user, as on a kernel that cannot run i386 programs (ENOEXEC):
// RUN: env CBOUNDS_REPLAY_QEMU=1 %expect 10 %cbounds-bin --replay %t.heap32.json %s | FileCheck %s --check-prefix=HEAP-REPLAY
// RUN: sed -e 's/"i32 0x[0-9a-f]*"/"i32 0x1"/' %t.heap.json > %t.tampered.json
// RUN: %expect 0 %cbounds-bin --replay %t.tampered.json %s | FileCheck %s --check-prefix=TAMPERED
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DUSE_AFTER_FREE --save-replay %t.uaf.json | FileCheck %s --check-prefix=UAF
// RUN: %expect 10 %cbounds-bin --replay %t.uaf.json %s | FileCheck %s --check-prefix=UAF-REPLAY
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DDIVIDE --save-replay %t.div.json | FileCheck %s --check-prefix=DIV
// RUN: %expect 10 %cbounds-bin --replay %t.div.json %s | FileCheck %s --check-prefix=DIV-REPLAY
//
// HEAP-REPLAY: {{^}}replay: error reached: out-of-bounds memory access at {{.*}}memory.c:[[#HEAP_LINE:]] (AddressSanitizer: heap-buffer-overflow){{$}}
// TAMPERED: {{^}}replay: error NOT reached: the program ended without an error{{$}}
// UAF-REPLAY: {{^}}replay: error reached: {{.+}} at {{.*}}memory.c:[[#UAF_LINE:]] (AddressSanitizer: heap-use-after-free){{$}}
// DIV-REPLAY: {{^}}replay: error reached: division by zero at {{.*}}memory.c:[[#DIV_LINE:]]{{$}}

#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int *block = malloc(4 * sizeof *block);
  if (!block)
    return 0;
#ifdef HEAP
  if (n > 0 && n < 100)
    // HEAP: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}memory.c:[[@LINE+1]] [valid-deref]{{$}}
    block[n] = 1;
#endif
#ifdef USE_AFTER_FREE
  free(block);
  if (n == 3)
    // UAF: {{^}}UNSAFE: {{.+}} at {{.*}}memory.c:[[@LINE+1]] [valid-deref]{{$}}
    return block[0];
  return 0;
#endif
#ifdef DIVIDE
  // DIV: {{^}}UNSAFE: division by zero at {{.*}}memory.c:[[@LINE+1]]{{$}}
  return 100 / (n - 7);
#endif
  free(block);
  return 0;
}
