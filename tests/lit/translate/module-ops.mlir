// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// Module-level ops besides functions and globals: constructors,
// destructors and linker options.

// CHECK: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init2, ptr null }]
// CHECK: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @fini, ptr null }]
llvm.mlir.global_ctors {ctors = [@init, @init2], priorities = [0 : i32, 65535 : i32]}
llvm.mlir.global_dtors {dtors = [@fini], priorities = [1 : i32]}
llvm.func @init() {
  llvm.return
}
llvm.func @init2() {
  llvm.return
}
llvm.func @fini() {
  llvm.return
}

// CHECK: !llvm.linker.options = !{![[A:[0-9]+]], ![[B:[0-9]+]]}
// CHECK: ![[A]] = !{!"/DEFAULTLIB:", !"libcmt"}
// CHECK: ![[B]] = !{!"-lm"}
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.linker_options ["-lm"]
