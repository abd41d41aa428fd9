// Values in the trace are printed as the C type of the variable says: a variable of an
// unsigned type shows its unsigned value (200, not -56), as does an unsigned nondet
// function's result; a signed variable with the same bits shows the negative value.
// Where the signedness is not known (the result of a function defined nowhere, whose
// int return has no sign attribute), a negative reading is followed by its bits in
// hexadecimal, while the int variable it lands in shows just the number.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s
// RUN: %expect 10 %cbounds %s -DUNKNOWN_SIGN 2> /dev/null | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect 10 %cbounds %s -DUNKNOWN_SIGN --32 2> /dev/null | FileCheck %s --check-prefix=UNKNOWN

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
#ifdef UNKNOWN_SIGN
  // UNKNOWN: {{^}}  {{.*}}trace-unsigned-values.c:[[@LINE+3]]  int m = measure();{{$}}
  // UNKNOWN-NEXT: {{^ +}}measure() = -5 (0xfffffffb){{$}}
  // UNKNOWN-NEXT: {{^ +}}m = -5{{$}}
  int m = measure();
  if (m != -5)
    return 0;
#endif
  if (c == 200 && u == 4000000000u && s < 0)
    reach_error();
  return 0;
}
