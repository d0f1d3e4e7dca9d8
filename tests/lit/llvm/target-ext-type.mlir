// RUN: cmir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: cmir-opt %s --allow-unregistered-dialect | cmir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: cmir-bc %s --allow-unregistered-dialect -o %t.cmbc
// RUN: cmir-bc %t.cmbc --allow-unregistered-dialect | FileCheck %s

// !llvm.target<"name", types..., ints...>: the types come before the
// integers; nested LLVM types may drop their prefix but print with it.

// CHECK-LABEL: llvm.func @targets
llvm.func @targets() {
  // CHECK: !llvm.target<"t1", i32, 1>
  %0 = "test.op"() : () -> !llvm.target<"t1", i32, 1>
  // CHECK: !llvm.target<"t2">
  %1 = "test.op"() : () -> !llvm.target<"t2">
  // CHECK: !llvm.target<"t3", !llvm.ptr, !llvm.ptr<1>, !llvm.struct<(i32)>, f64>
  %2 = "test.op"() : () -> !llvm.target<"t3", ptr, !llvm.ptr<1>, struct<(i32)>, f64>
  // CHECK: !llvm.target<"t4", 0, 42, 4294967295>
  %3 = "test.op"() : () -> !llvm.target<"t4", 0, 42, 4294967295>
  // CHECK: !llvm.target<"t5", !llvm.target<"t6", i8>, 7>
  %4 = "test.op"() : () -> !llvm.target<"t5", !llvm.target<"t6", i8>, 7>
  llvm.return
}

// "spirv." types may be globals with a zero value, loaded, stored and
// allocated; "aarch64.svcount" may be allocated.

// CHECK: llvm.mlir.global external @g() {addr_space = 0 : i32} : !llvm.target<"spirv.Event">
llvm.mlir.global external @g() : !llvm.target<"spirv.Event"> {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
  llvm.return %0 : !llvm.target<"spirv.Event">
}

// CHECK-LABEL: llvm.func @mem
// CHECK: llvm.load %arg0 : !llvm.ptr -> !llvm.target<"spirv.Image", i32, 1>
// CHECK: llvm.alloca %{{.*}} x !llvm.target<"aarch64.svcount"> : (i64) -> !llvm.ptr
llvm.func @mem(%arg0: !llvm.ptr) {
  %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.target<"spirv.Image", i32, 1>
  %1 = llvm.mlir.constant(1 : i64) : i64
  %2 = llvm.alloca %1 x !llvm.target<"aarch64.svcount"> : (i64) -> !llvm.ptr
  llvm.store %0, %arg0 : !llvm.target<"spirv.Image", i32, 1>, !llvm.ptr
  llvm.return
}
