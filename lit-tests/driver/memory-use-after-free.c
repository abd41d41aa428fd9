// Reading or writing a heap block after it was freed is an error, `UNSAFE: access to
// freed or out-of-scope memory` at the line of the access; the trace shows the free.
// Accesses before the free are fine (SAFE). Each under ILP32 (--32) and LP64 (--64).
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DREAD_AFTER_FREE --64 | FileCheck %s --check-prefixes=CHECK,READ
// RUN: %expect 10 %cbounds %s -DREAD_AFTER_FREE --32 | FileCheck %s --check-prefixes=CHECK,READ
// RUN: %expect 10 %cbounds %s -DWRITE_AFTER_FREE --64 | FileCheck %s --check-prefixes=CHECK,WRITE
// RUN: %expect 10 %cbounds %s -DWRITE_AFTER_FREE --32 | FileCheck %s --check-prefixes=CHECK,WRITE
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
// OK-NOT: {{.}}

#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct account {
  int id;
  int balance;
};

static void close_account(struct account *a, int force) {
  if (force || a->balance == 0)
    free(a);
}

int main(void) {
  // CHECK: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}memory-use-after-free.c:[[#ERR:]] [valid-deref]{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-use-after-free.c:[[@LINE+3]]  int amount = __VERIFIER_nondet_int();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 0{{$}}
  // CHECK-NEXT: {{^ +}}amount = 0{{$}}
  int amount = __VERIFIER_nondet_int();
  // CHECK-NEXT: {{^}}  {{.*}}memory-use-after-free.c:[[#ACCOUNT:@LINE+3]]  struct account *a = malloc(sizeof *a);{{$}}
  // CHECK-NEXT: {{^ +}}malloc() = &heap#{{[0-9]+}} (allocated at line [[#ACCOUNT]]){{$}}
  // CHECK-NEXT: {{^ +}}a = &heap#{{[0-9]+}} (allocated at line [[#ACCOUNT]]){{$}}
  struct account *a = malloc(sizeof *a);
  a->id = 1;
  a->balance = amount;
  // An account with a zero balance is closed (freed) by close_account.
  // CHECK: {{^}}  {{.*}}memory-use-after-free.c:[[@LINE+1]]  -> close_account{{$}}
  close_account(a, 0);
  // CHECK: {{^}}  {{.*}}memory-use-after-free.c:{{[0-9]+}}    free(a);{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-use-after-free.c:{{[0-9]+}}    }{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}memory-use-after-free.c:[[@LINE-3]]  <- close_account{{$}}
#ifdef READ_AFTER_FREE
  // READ-NEXT: {{^}}  {{.*}}memory-use-after-free.c:[[#ERR]]  int balance = a->balance;{{$}}
  int balance = a->balance;
  assert(balance == amount);
#elif defined(WRITE_AFTER_FREE)
  // WRITE-NEXT: {{^}}  {{.*}}memory-use-after-free.c:[[#ERR]]  a->balance += 10;{{$}}
  a->balance += 10;
#else
  if (amount != 0) {
    a->balance += 10;
    assert(a->balance == amount + 10);
    close_account(a, 1);
  }
#endif
  // CHECK-NEXT: {{^ +}}^ access to freed or out-of-scope memory{{$}}
  // CHECK-NOT: {{.}}
  return 0;
}
