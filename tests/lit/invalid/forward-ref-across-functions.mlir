// A forward reference left open in one function resolves to a block argument
// of the next one, which then fails to parse: the abandoned region must not
// leave the first function using freed values (found by fuzzing; ASan and
// valgrind runs of this file catch a regression).
// RUN: not cmir-opt %s 2>&1 | FileCheck %s

// CHECK: forward-ref-across-functions.mlir:[[#@LINE+10]]:15: error: use of value '%p' expects different type than prior uses: 'i64' vs '!llvm.ptr'
// CHECK-NOT: Sanitizer
llvm.func @a() -> i64 {
  %y = llvm.add %x, %x : i64
  llvm.return %y : i64
}
llvm.func @b(%p: !llvm.ptr) -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1(%c : i64)
^bb1(%x: i64):
  llvm.return %p : i64
}
