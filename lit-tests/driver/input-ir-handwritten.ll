; Hand-written LLVM assembly without debug information. Nothing has a source line: the
; verdict line has no ` at FILE:LINE`, and the trace shows its steps as `<no location>`
; (docs/output.md). The variants are made with sed.
;
; RUN: %expect 10 %cbounds %s 2> %t.err | FileCheck %s --check-prefix=REACH
; RUN: not grep . %t.err
; x * x == 50 has no solution modulo 2^32 (50 is 2 times an odd square), x * x == 49 has.
; RUN: sed 's/, 49$/, 50/' %s > %t.safe.ll
; RUN: %expect 0 %cbounds %t.safe.ll | FileCheck %s --check-prefix=OK
; The loop runs 5 times.
; RUN: %expect 0 %cbounds %t.safe.ll --unwind 4 | FileCheck %s --check-prefix=OK4
; RUN: %expect 20 %cbounds %t.safe.ll --unwind 3 | FileCheck %s --check-prefix=CUT
; With a loop of one iteration, i is 0 after it.
; RUN: sed 's/ult i32 %%next, 5/ult i32 %%next, 1/' %t.safe.ll > %t.div.ll
; RUN: %expect 10 %cbounds %t.div.ll | FileCheck %s --check-prefix=DIV
;
; REACH: {{^}}UNSAFE: reach_error() called{{$}}
; REACH-NEXT: {{^}}trace:{{$}}
; REACH-NEXT: {{^}}  1  <no location>{{$}}
; The input that leads to the error (x * x == 49) is shown.
; REACH-NEXT: {{^ +}}__VERIFIER_nondet_int() = {{-?[0-9]+}}{{$}}
; REACH-NOT: {{[a-z]+\.(c|ll):[0-9]}}
; REACH: {{^ +}}^ reach_error() called{{$}}
; REACH-NOT: {{.}}
; OK: {{^}}SAFE: no error found within the bounds{{$}}
; OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}
; OK4: {{^}}SAFE: no error found within the bounds{{$}}
; OK4-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 4 times, 1 thread{{$}}
; CUT: {{^}}UNKNOWN: loop may run more than 3 iterations (raise --unwind){{$}}
; CUT-NOT: {{.}}
; DIV: {{^}}UNSAFE: division by zero{{$}}
; DIV-NEXT: {{^}}trace:{{$}}
; DIV-NEXT: {{^}}  1  <no location>{{$}}
; DIV: {{^ +}}^ division by zero{{$}}
; DIV-NOT: {{.}}

declare i32 @__VERIFIER_nondet_int()
declare void @reach_error()

define internal i32 @square(i32 %v) {
  %r = mul i32 %v, %v
  ret i32 %r
}

define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %s = call i32 @square(i32 %x)
  %bad = icmp eq i32 %s, 49
  br i1 %bad, label %error, label %loop

error:
  call void @reach_error()
  unreachable

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, 5
  br i1 %more, label %loop, label %done

done:
  %q = sdiv i32 100, %i
  ret i32 %q
}
