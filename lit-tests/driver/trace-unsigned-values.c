// Values in the trace are printed as the C type of the variable says: a variable of an
// unsigned type shows its unsigned value (200, not -56), as does an unsigned nondet
// function's result; a signed variable with the same bits shows the negative value.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s

extern unsigned char __VERIFIER_nondet_uchar(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int measure(void);

int main(void) {
  // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}trace-unsigned-values.c:{{[0-9]+}}{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-unsigned-values.c:[[@LINE+3]]  unsigned char c = __VERIFIER_nondet_uchar();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_uchar() = 200{{$}}
  // CHECK-NEXT: {{^ +}}c = 200{{$}}
  unsigned char c = __VERIFIER_nondet_uchar();
  // CHECK-NEXT: {{^}}  {{.*}}trace-unsigned-values.c:[[@LINE+3]]  unsigned u = __VERIFIER_nondet_uint();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_uint() = 4000000000{{$}}
  // CHECK-NEXT: {{^ +}}u = 4000000000{{$}}
  unsigned u = __VERIFIER_nondet_uint();
  // CHECK: {{^ +}}s = -56{{$}}
  signed char s = (signed char)c;
  if (c == 200 && u == 4000000000u && s < 0)
    reach_error();
  return 0;
}
