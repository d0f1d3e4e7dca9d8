// printf calls the interpreter reports: a missing argument, an argument
// of the wrong kind (exit status 2, undefined behaviour), a variadic
// function other than printf (1, not supported).
// RUN: split-file %s %t
// RUN: not cmir-interp %t/missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not cmir-interp %t/kind.mlir 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not cmir-interp %t/other.mlir 2>&1 | FileCheck %s --check-prefix=OTHER

//--- missing.mlir
llvm.mlir.global internal constant @fmt("%f %f\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = arith.constant 2.5 : f64
  // MISSING: missing.mlir:{{[0-9]+}}:8: error: {{.*}}printf: the format asks for more arguments than the 1 given
  %n = llvm.call @printf(%f, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
  return
}

//--- kind.mlir
llvm.mlir.global internal constant @fmt("%f\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = arith.constant 2 : i64
  // KIND: kind.mlir:{{[0-9]+}}:8: error: {{.*}}printf: argument 1 of %f is not a float
  %n = llvm.call @printf(%f, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}

//--- other.mlir
llvm.func @logf(!llvm.ptr, ...) -> i32
func.func @main() {
  %z = llvm.mlir.zero : !llvm.ptr
  // OTHER: other.mlir:{{[0-9]+}}:8: error: {{.*}}variadic calls are not supported
  %n = llvm.call @logf(%z) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  return
}
