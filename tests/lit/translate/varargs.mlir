// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// Variadic functions: declarations, direct and indirect calls with the
// callee type spelled on the call.

// CHECK: declare i32 @printf(ptr, ...)
llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK: define void @sum(i32 %0, ...)
llvm.func @sum(%n: i32, ...) {
  llvm.return
}

llvm.mlir.global internal constant @fmt("%d %f\0A\00") {addr_space = 0 : i32} : !llvm.array<7 x i8>

// CHECK-LABEL: define i32 @main()
// CHECK: %[[R:[0-9]+]] = call i32 (ptr, ...) @printf(ptr @fmt, i32 7, double 2.500000e+00)
// CHECK: call void (i32, ...) @sum(i32 2, i32 7, double 2.500000e+00)
// CHECK: call i32 (ptr, ...) %{{[0-9]+}}(ptr @fmt, i32 7)
// CHECK: ret i32 %[[R]]
llvm.func @main() -> i32 {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = llvm.mlir.constant(7 : i32) : i32
  %b = llvm.mlir.constant(2.5 : f64) : f64
  %two = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.call @printf(%f, %a, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  llvm.call @sum(%two, %a, %b) vararg(!llvm.func<void (i32, ...)>) : (i32, i32, f64) -> ()
  %p = llvm.mlir.addressof @printf : !llvm.ptr
  %slot = llvm.alloca %two x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %p, %slot : !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r2 = llvm.call %q(%f, %a) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i32) -> i32
  llvm.return %r : i32
}
