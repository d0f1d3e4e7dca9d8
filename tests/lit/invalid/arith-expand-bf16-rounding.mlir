// RUN: not cmir-opt %s --arith-expand="include-bf16=true" 2>&1 | FileCheck %s
// A truncf with an explicit rounding mode has no bit-level expansion, yet
// include-bf16 makes every f32 -> bf16 truncf illegal: the pass fails.
// CHECK: 6:8: error: failed to legalize operation 'arith.truncf' that was explicitly marked illegal
func.func @f(%a: f32) -> bf16 {
  %0 = arith.truncf %a to_nearest_even : f32 to bf16
  return %0 : bf16
}
