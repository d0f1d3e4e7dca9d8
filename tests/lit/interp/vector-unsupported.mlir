// What cmir-interp cannot run of the vector dialect is bad input, reported
// at the op before anything runs: vector.print of f16 lanes (MLIR's runner
// library has no printF16 either).
// RUN: not cmir-interp %s 2>&1 | FileCheck %s
func.func @main() {
  %h = arith.constant dense<1.0> : vector<2xf16>
  // CHECK: vector-unsupported.mlir:[[@LINE+1]]:3: error: cmir-interp: vector.print of this element type is not supported
  vector.print %h : vector<2xf16>
  return
}
