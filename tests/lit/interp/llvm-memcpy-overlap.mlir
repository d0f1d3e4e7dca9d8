// llvm.intr.memcpy's ranges must be disjoint or equal (LLVM's LangRef):
// ranges that partly overlap are undefined behaviour, a range onto itself
// and adjacent ranges copy; llvm.intr.memmove takes any.
// RUN: not cmir-interp %s -e partial -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not cmir-interp %s -e one_byte -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: cmir-interp %s -e defined -entry-point-result=void --check-uninit | FileCheck %s --check-prefix=DEFINED
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()

  // PARTIAL: llvm-memcpy-overlap.mlir:[[#@LINE+6]]:5: error: undefined behaviour in 'llvm.intr.memcpy': memcpy of overlapping ranges (24 bytes, -8 apart)
  llvm.func @partial() {
    %n = llvm.mlir.constant(4 : i64) : i64
    %p = llvm.alloca %n x i64 : (i64) -> !llvm.ptr
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %len = llvm.mlir.constant(24 : i64) : i64
    "llvm.intr.memcpy"(%p, %q, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }

  // The last byte of the source is the first of the target.
  // ONE: llvm-memcpy-overlap.mlir:[[#@LINE+6]]:5: error: undefined behaviour in 'llvm.intr.memcpy': memcpy of overlapping ranges (8 bytes, 7 apart)
  llvm.func @one_byte() {
    %n = llvm.mlir.constant(16 : i64) : i64
    %p = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
    %q = llvm.getelementptr %p[7] : (!llvm.ptr) -> !llvm.ptr, i8
    %len = llvm.mlir.constant(8 : i64) : i64
    "llvm.intr.memcpy"(%q, %p, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }

  // DEFINED: 5
  // DEFINED-NEXT: 5
  // DEFINED-NEXT: 5
  llvm.func @defined() {
    %n = llvm.mlir.constant(3 : i64) : i64
    %p = llvm.alloca %n x i64 : (i64) -> !llvm.ptr
    %v = llvm.mlir.constant(5 : i64) : i64
    llvm.store %v, %p : i64, !llvm.ptr
    %eight = llvm.mlir.constant(8 : i64) : i64
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %r = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i64
    // onto itself, then to the adjacent element, then overlapping by memmove
    "llvm.intr.memcpy"(%p, %p, %eight) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%q, %p, %eight) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %sixteen = llvm.mlir.constant(16 : i64) : i64
    "llvm.intr.memmove"(%q, %p, %sixteen) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %a = llvm.load %p : !llvm.ptr -> i64
    %b = llvm.load %q : !llvm.ptr -> i64
    %c = llvm.load %r : !llvm.ptr -> i64
    llvm.call @printI64(%a) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%b) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%c) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
