// Attributes: discardable attributes go, and so do overflow and fast-math
// flags.
// RUN: env WANT_OUTPUT=6 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=attributes | FileCheck %s

// CHECK-NOT: overflow
// CHECK-NOT: fastmath
// CHECK-NOT: test.note
// CHECK:     arith.addi %{{.*}}, %{{.*}} : i64
// CHECK-NOT: overflow
// CHECK-NOT: fastmath
// CHECK-NOT: test.note

func.func private @printI64(i64)
func.func @main() {
  %a = arith.constant 4 : i64
  %b = arith.constant 2 : i64
  %s = arith.addi %a, %b overflow<nsw, nuw> {test.note = "x"} : i64
  %f = arith.constant 1.5 : f32
  %g = arith.addf %f, %f fastmath<fast> : f32
  call @printI64(%s) : (i64) -> ()
  return
}
