; A counterexample must show the inputs that lead to the error, also when the program
; has no debug information: the result of each nondet call on the failing path is a
; note of the trace, under `<no location>` (docs/output.md: steps without a debug
; location print `<no location>`, numbered like any step; a call to a model shows its
; result). All of them are step 1: the line shown first.
;
; RUN: %expect 10 %cbounds %s | FileCheck %s
; RUN: %expect 10 %cbounds %s --json %t.json > /dev/null
; RUN: FileCheck %s --check-prefix=JSON < %t.json
;
; CHECK: {{^}}UNSAFE: reach_error() called{{$}}
; CHECK-NEXT: {{^}}trace:{{$}}
; CHECK-NEXT: {{^}}  1  <no location>{{$}}
; CHECK-NEXT: {{^ +}}__VERIFIER_nondet_int() = 7{{$}}
; CHECK-NEXT: {{^ +}}__VERIFIER_nondet_uint() = 1000{{$}}
; CHECK-NEXT: {{^ +}}^ reach_error() called{{$}}
; CHECK-NOT: {{.}}
;
; JSON: "trace": [{
; JSON-NEXT: "step": 1,
; JSON-NEXT: "file": null,
; JSON-NEXT: "line": 0,
; JSON-NEXT: "kind": "value",
; JSON-NEXT: "function": "__VERIFIER_nondet_int",
; JSON-NEXT: "note": "__VERIFIER_nondet_int() = 7"
; JSON: "note": "__VERIFIER_nondet_uint() = 1000"
; JSON: "step": 1,
; JSON-NEXT: "file": null,
; JSON-NEXT: "line": 0,
; JSON-NEXT: "kind": "error",

declare i32 @__VERIFIER_nondet_int()
declare i32 @__VERIFIER_nondet_uint()
declare void @reach_error()

define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %y = call i32 @__VERIFIER_nondet_uint()
  %t = mul i32 %x, 3
  %a = icmp eq i32 %t, 21
  %b = icmp eq i32 %y, 1000
  %both = and i1 %a, %b
  br i1 %both, label %error, label %done

error:
  call void @reach_error()
  unreachable

done:
  ret i32 0
}
