// cmir-interp runs variadic calls of printf (what toy.print is lowered to):
// C's conversions on the call's operands, read at their types; the result
// is the count of bytes written. cmir-run's native printf prints the same.
// RUN: cmir-interp %s | FileCheck %s
// RUN: cmir-interp %s > %t.interp
// RUN: cmir-run %s -e main -entry-point-result=void > %t.native
// RUN: diff %t.interp %t.native
// REQUIRES: llvm-backend

// CHECK: 2.500000|-7|+1.5e+02|hi|ff|%|   42|x
// CHECK-NEXT: 37
llvm.mlir.global internal constant @fmt("%f|%d|%+.1e|%s|%x|%%|%5lld|%c\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @count("%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %s = llvm.mlir.addressof @str : !llvm.ptr
  %a = arith.constant 2.5 : f64
  %b = arith.constant -7 : i32
  %c = arith.constant 150.0 : f64
  %d = arith.constant 255 : i64
  %e = arith.constant 42 : i64
  %x = arith.constant 120 : i8
  %n = llvm.call @printf(%f, %a, %b, %c, %s, %d, %e, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, i32, f64, !llvm.ptr, i64, i64, i8) -> i32
  %g = llvm.mlir.addressof @count : !llvm.ptr
  llvm.call @printf(%g, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  return
}
