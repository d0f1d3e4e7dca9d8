// ARGS: -entry-point-result=f32
// The entry function's f32 result is printed by the runner ("%e" format).
func.func @main() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 3.0 : f32
  %s = arith.divf %a, %b : f32
  return %s : f32
}
