// RUN: not cmir-interp %s 2>&1 | FileCheck %s
// What the interpreter cannot run is bad input (exit code 1), reported at the
// op before anything runs.
func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 1 : i64
  call @printI64(%c) : (i64) -> ()
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: cmir-interp: values of type 'vector<[4]xf32>' are not supported
  %v = arith.constant dense<1.0> : vector<[4]xf32>
  return
}
// CHECK-NOT: {{^}}1
