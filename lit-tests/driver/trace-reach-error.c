// reach_error() is the error itself (SV-COMP's unreach-call), whether the program
// declares it or defines it with a body of its own: `UNSAFE: reach_error() called`,
// and the trace ends at the call with `^ reach_error() called`. __VERIFIER_error() too.
//
// RUN: %expect 10 %cbounds %s --no-static-proof | FileCheck %s
// RUN: %expect 10 %cbounds %s --no-static-proof -DOWN_BODY | FileCheck %s
// RUN: %expect 10 %cbounds %s --no-static-proof -DOLD_NAME | FileCheck %s --check-prefix=OLD
// RUN: %expect 0 %cbounds %s --no-static-proof -DFIXED | FileCheck %s --check-prefix=FIXED
//
// FIXED: {{^}}SAFE: no error found within the bounds{{$}}

extern unsigned char __VERIFIER_nondet_uchar(void);
#ifdef OLD_NAME
extern void __VERIFIER_error(void);
#define reach_error __VERIFIER_error
#elif defined(OWN_BODY)
void reach_error(void) {}
#else
extern void reach_error(void);
#endif

static int classify(int v) {
  if (v < 10)
    return 0;
  if (v < 100)
    return 1;
  return 2;
}

int main(void) {
  int v = __VERIFIER_nondet_uchar();
  int c = classify(v);
#ifdef FIXED
  if (c > 2)
#else
  if (c == 1 && v % 7 == 3 && v > 90)
#endif
    // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}trace-reach-error.c:[[@LINE+12]]{{$}}
    // CHECK-NEXT: {{^}}trace:{{$}}
    // CHECK-NEXT: {{^}}  {{.*}}trace-reach-error.c:[[@LINE-9]]  int v = __VERIFIER_nondet_uchar();{{$}}
    // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_uchar() = 94{{$}}
    // CHECK-NEXT: {{^ +}}v = 94{{$}}
    // CHECK-NEXT: {{^}}  {{.*}}trace-reach-error.c:[[@LINE-11]]  -> classify{{$}}
    // CHECK:      {{^}}  {{.*}}trace-reach-error.c:[[@LINE-12]]  <- classify{{$}}
    // CHECK-NEXT: {{^ +}}c = 1{{$}}
    // CHECK:      {{^}}  {{.*}}trace-reach-error.c:[[@LINE+4]]  reach_error();{{$}}
    // CHECK-NEXT: {{^ +}}^ reach_error() called{{$}}
    // CHECK-NOT: {{.}}
    // OLD: {{^}}UNSAFE: reach_error() called at {{.*}}trace-reach-error.c:[[@LINE+1]]{{$}}
    reach_error();
  return 0;
}
