// --mlir-timing prints the seconds of each phase on stderr, once, after the
// program's own output; stdout is unchanged.
// RUN: cmir-run --mlir-timing -entry-point-result=i64 %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIME < %t.err
// RUN: cmir-run -mlir-timing -entry-point-result=i64 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TIME

// CHECK: 42
// CHECK-NOT: timing
// TIME: cmir-run timing (s): startup {{[0-9.]+}} parse {{[0-9.]+}} lower {{[0-9.]+}} translate {{[0-9.]+}} optimize {{[0-9.]+}} codegen {{[0-9.]+}} run {{[0-9.]+}} write {{[0-9.]+}}
// TIME-NOT: timing
func.func @main() -> i64 {
  %c = arith.constant 42 : i64
  return %c : i64
}
