// RUN: cmir-interp --trace %s 2>&1 | FileCheck %s
// --trace prints each executed op (file:line:col, name, function) on stderr,
// in execution order, interleaved with the program's output.
func.func private @printI64(i64)
func.func @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}
func.func @main() {
  %c = arith.constant 21 : i64
  %r = call @twice(%c) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  return
}
// CHECK:      trace: {{.*}}trace.mlir:10:8: arith.constant in @main
// CHECK-NEXT: trace: {{.*}}trace.mlir:11:8: func.call in @main
// CHECK-NEXT: trace: {{.*}}trace.mlir:6:8: arith.addi in @twice
// CHECK-NEXT: trace: {{.*}}trace.mlir:7:3: func.return in @twice
// CHECK-NEXT: trace: {{.*}}trace.mlir:12:3: func.call in @main
// CHECK-NEXT: 42trace: {{.*}}trace.mlir:13:3: func.return in @main
