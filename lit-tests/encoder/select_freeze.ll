; select on symbolic operands (clang -O0 emits select only for constant arms), at widths
; 1, 32 and 128, and freeze. The BUG variant (made by sed) asks for a value the
; maximum can take.
; RUN: %expect 0 %cbounds %s | FileCheck %s --check-prefix=OK
; RUN: sed -e 's/%f, 1000000/%f, 123456/' %s > %t.ll
; RUN: %expect 10 %cbounds %t.ll | FileCheck %s --check-prefix=BUG
; OK: {{^}}SAFE: no error found within the bounds{{$}}
; BUG: {{^}}UNSAFE: reach_error() called{{$}}
; BUG: ^ reach_error() called

declare i32 @__VERIFIER_nondet_int()
declare void @__VERIFIER_assume(i32)
declare void @reach_error()

define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %y = call i32 @__VERIFIER_nondet_int()
  %xs = icmp slt i32 %x, 1000000
  %xa = zext i1 %xs to i32
  call void @__VERIFIER_assume(i32 %xa)
  %ys = icmp slt i32 %y, 1000000
  %ya = zext i1 %ys to i32
  call void @__VERIFIER_assume(i32 %ya)
  ; max(x, y) and min(x, y) by select, the maximum through freeze
  %gt = icmp sgt i32 %x, %y
  %max = select i1 %gt, i32 %x, i32 %y
  %min = select i1 %gt, i32 %y, i32 %x
  %f = freeze i32 %max
  ; max >= x, max >= y, min <= max, max + min == x + y, max != 1000000
  %c1 = icmp sge i32 %f, %x
  %c2 = icmp sge i32 %f, %y
  %c3 = icmp sle i32 %min, %f
  %s1 = add i32 %max, %min
  %s2 = add i32 %x, %y
  %c4 = icmp eq i32 %s1, %s2
  %c5 = icmp ne i32 %f, 1000000
  ; select on i1 operands and on a 128-bit type
  %b = select i1 %c1, i1 %c2, i1 false
  %w = select i1 %gt, i128 -1, i128 1
  %wlow = trunc i128 %w to i32
  %wabs = select i1 %gt, i32 -1, i32 1
  %c6 = icmp eq i32 %wlow, %wabs
  %a1 = and i1 %b, %c3
  %a2 = and i1 %a1, %c4
  %a3 = and i1 %a2, %c5
  %a4 = and i1 %a3, %c6
  br i1 %a4, label %done, label %error

done:
  ret i32 0

error:
  call void @reach_error()
  unreachable
}
