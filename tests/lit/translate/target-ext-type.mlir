// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llvm-backend

// CHECK: @g = global target("spirv.Event") zeroinitializer
llvm.mlir.global external @g() : !llvm.target<"spirv.Event"> {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
  llvm.return %0 : !llvm.target<"spirv.Event">
}

// CHECK: define target("spirv.Image", i32, 1) @f(ptr %0)
// CHECK: load target("spirv.Image", i32, 1), ptr %0
llvm.func @f(%arg0: !llvm.ptr) -> !llvm.target<"spirv.Image", i32, 1> {
  %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.target<"spirv.Image", i32, 1>
  llvm.return %0 : !llvm.target<"spirv.Image", i32, 1>
}

// CHECK: declare void @h(target("aarch64.svcount"), target("x", ptr, i8, 3, 4))
llvm.func @h(!llvm.target<"aarch64.svcount">, !llvm.target<"x", !llvm.ptr, i8, 3, 4>)
