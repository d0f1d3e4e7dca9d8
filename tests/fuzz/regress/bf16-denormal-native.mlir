// bf16 denormal through native code (reduced from cmir-fuzz find
// native-O0.out, seed 1053): minnumf keeps the bf16 denormal 0x0001, and
// LLVM's x86 backend converts the f32 result back to bf16 with
// vcvtneps2bf16 on CPUs with avx512bf16, an instruction that flushes
// denormals whatever the FP mode, so -O0 native code printed 0. The native
// legs now compile for this CPU without the bf16 conversion instructions
// (CPU "native-ieee"). Prints 4008203668359741440 (9.18355e-41 as f64).
func.func private @printI64(i64)
func.func @main() {
  %false = arith.constant false
  %cst = arith.constant 0.000000e+00 : bf16
  %c0_i16 = arith.constant 0 : i16
  %c0_i32 = arith.constant 0 : i32
  %cst_0 = arith.constant 1.000000e+00 : bf16
  %cst_1 = arith.constant 9.183550e-41 : bf16
  %0 = arith.minnumf %cst_1, %cst_0 : bf16
  %1:2 = scf.while (%arg0 = %c0_i32, %arg1 = %c0_i16) : (i32, i16) -> (i32, i16) {
    scf.condition(%false) %arg0, %c0_i16 : i32, i16
  } do {
  ^bb0(%arg0: i32, %arg1: i16):
    scf.yield %c0_i32, %c0_i16 : i32, i16
  }
  %2 = arith.cmpf uno, %0, %0 : bf16
  %3 = arith.select %2, %cst, %0 : bf16
  %4 = arith.extf %3 : bf16 to f64
  %5 = arith.bitcast %4 : f64 to i64
  call @printI64(%5) : (i64) -> ()
  return
}
