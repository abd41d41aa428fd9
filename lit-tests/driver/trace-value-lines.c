// Every user line of the failing execution is shown, and a variable's value is shown
// below the line that assigns it (docs/output.md), also when the assignment leaves no
// instruction of its own: a constant (`k = 5`), a conversion that keeps the bits
// (`(signed char)c`), a copy, the address of a global. The lines must not be missing
// and the values must not land below the line before.
//
// RUN: %expect 10 %cbounds %s | FileCheck %s
// RUN: %expect 10 %cbounds %s --json %t.json > /dev/null
// RUN: %python -c "import json, sys; [print('%%s:%%s %%s %%s' %% (s['file'], s['line'], s['kind'], s['note'])) for s in json.load(open(sys.argv[1]))['trace'] if s['kind'] == 'value']" %t.json | FileCheck %s --check-prefix=JSON

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

int limit;

int main(void) {
  // CHECK: {{^}}UNSAFE: reach_error() called at {{.*}}trace-value-lines.c:{{[0-9]+}}{{$}}
  // CHECK-NEXT: {{^}}trace:{{$}}
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-lines.c:[[@LINE+5]]  unsigned char c = __VERIFIER_nondet_uchar();{{$}}
  // CHECK-NEXT: {{^ +}}__VERIFIER_nondet_uchar() = 200{{$}}
  // CHECK-NEXT: {{^ +}}c = 200{{$}}
  // JSON: {{^.*}}trace-value-lines.c:[[@LINE+2]] value __VERIFIER_nondet_uchar() = 200{{$}}
  // JSON-NEXT: {{^.*}}trace-value-lines.c:[[@LINE+1]] value c = 200{{$}}
  unsigned char c = __VERIFIER_nondet_uchar();
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-lines.c:[[@LINE+3]]  int k = 5;{{$}}
  // CHECK-NEXT: {{^ +}}k = 5{{$}}
  // JSON-NEXT: {{^.*}}trace-value-lines.c:[[@LINE+1]] value k = 5{{$}}
  int k = 5;
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-lines.c:[[@LINE+3]]  signed char s = (signed char)c;{{$}}
  // CHECK-NEXT: {{^ +}}s = -56{{$}}
  // JSON-NEXT: {{^.*}}trace-value-lines.c:[[@LINE+1]] value s = -56{{$}}
  signed char s = (signed char)c;
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-lines.c:[[@LINE+3]]  unsigned char copy = c;{{$}}
  // CHECK-NEXT: {{^ +}}copy = 200{{$}}
  // JSON-NEXT: {{^.*}}trace-value-lines.c:[[@LINE+1]] value copy = 200{{$}}
  unsigned char copy = c;
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-lines.c:[[@LINE+3]]  int *where = &limit;{{$}}
  // CHECK-NEXT: {{^ +}}where = &limit{{$}}
  // JSON-NEXT: {{^.*}}trace-value-lines.c:[[@LINE+1]] value where = &limit{{$}}
  int *where = &limit;
  // CHECK-NEXT: {{^}}  {{.*}}trace-value-lines.c:[[@LINE+1]]  if (s < 0 && k == 5 && copy == 200 && where == &limit){{$}}
  if (s < 0 && k == 5 && copy == 200 && where == &limit)
    reach_error();
  return 0;
}
