// memset, memcpy and memmove of an alloca under sroa (split per field,
// shortened to what each field holds) and mem2reg (a whole memset or copy
// of an integer slot becomes SSA values): the program prints the same
// numbers before and after each pass.
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s --check-prefix=OUT
// RUN: cmir-opt --sroa %s | cmir-interp -e main -entry-point-result=void | FileCheck %s --check-prefix=OUT
// RUN: cmir-opt --mem2reg %s | cmir-interp -e main -entry-point-result=void | FileCheck %s --check-prefix=OUT
// RUN: cmir-opt --sroa --mem2reg %s | cmir-interp -e main -entry-point-result=void | FileCheck %s --check-prefix=OUT
// RUN: cmir-opt --sroa %s | FileCheck %s --check-prefix=SROA
// RUN: cmir-opt --sroa --mem2reg %s | FileCheck %s --check-prefix=BOTH

// OUT: 707406378
// OUT-NEXT: 16908288
// OUT-NEXT: 33
// OUT-NEXT: -9
// OUT-NEXT: 12
// OUT-NEXT: -1
// OUT-NEXT: 5
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()

  // Both fields are read: the memset becomes one per field.
  // SROA-LABEL: llvm.func @fill
  // SROA-NOT: !llvm.struct
  // SROA-COUNT-2: "llvm.intr.memset"
  // SROA-NOT: "llvm.intr.memset"
  // BOTH-LABEL: llvm.func @fill
  // BOTH-NOT: llvm.alloca
  // BOTH-NOT: "llvm.intr.memset"
  // BOTH: llvm.return
  llvm.func @fill() -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
    %byte = llvm.mlir.constant(42 : i8) : i8
    %len = llvm.mlir.constant(8 : i32) : i32
    "llvm.intr.memset"(%s, %byte, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
    %f1 = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
    %a = llvm.load %s : !llvm.ptr -> i32
    %b = llvm.load %f1 : !llvm.ptr -> i32
    %d = llvm.sub %a, %b : i32
    %r = llvm.add %b, %d : i32
    llvm.return %r : i32
  }

  // The memset reaches two bytes of the second element only.
  // SROA-LABEL: llvm.func @partial
  // SROA: llvm.alloca %{{.*}} x i32
  // SROA: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
  // SROA: "llvm.intr.memset"(%{{.*}}, %{{.*}}, %[[TWO]])
  llvm.func @partial() -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
    %e1 = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.mlir.constant(16909060 : i32) : i32
    llvm.store %v, %e1 : i32, !llvm.ptr
    %zero = llvm.mlir.constant(0 : i8) : i8
    %len = llvm.mlir.constant(6 : i32) : i32
    "llvm.intr.memset"(%a, %zero, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
    %r = llvm.load %e1 : !llvm.ptr -> i32
    llvm.return %r : i32
  }

  // A whole copy into the array: one copy of the element that is read.
  // SROA-LABEL: llvm.func @copy_in
  // SROA: llvm.getelementptr %arg0[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
  // SROA: "llvm.intr.memcpy"
  // SROA-NOT: "llvm.intr.memcpy"
  // SROA: llvm.return
  // BOTH-LABEL: llvm.func @copy_in
  // BOTH: %[[P:.*]] = llvm.getelementptr %arg0[0, 2]
  // BOTH: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> i32
  // BOTH: llvm.return %[[V]]
  llvm.func @copy_in(%src: !llvm.ptr) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %one x !llvm.array<3 x i32> : (i32) -> !llvm.ptr
    %len = llvm.mlir.constant(12 : i64) : i64
    "llvm.intr.memcpy"(%a, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %e2 = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
    %r = llvm.load %e2 : !llvm.ptr -> i32
    llvm.return %r : i32
  }

  // A whole move out of the array: one move per element.
  // SROA-LABEL: llvm.func @move_out
  // SROA-NOT: llvm.alloca %{{.*}} x !llvm.array
  // SROA-COUNT-2: "llvm.intr.memmove"
  // BOTH-LABEL: llvm.func @move_out
  // BOTH-NOT: llvm.alloca
  // BOTH-COUNT-2: llvm.store
  // BOTH-NOT: "llvm.intr.memmove"
  // BOTH: llvm.return
  llvm.func @move_out(%dst: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.array<2 x i64> : (i32) -> !llvm.ptr
    %x = llvm.mlir.constant(-9 : i64) : i64
    %y = llvm.mlir.constant(12 : i64) : i64
    %f0 = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
    llvm.store %x, %f0 : i64, !llvm.ptr
    %f1 = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
    llvm.store %y, %f1 : i64, !llvm.ptr
    %len = llvm.mlir.constant(16 : i32) : i32
    "llvm.intr.memmove"(%dst, %s, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    llvm.return
  }

  // A memset of a whole i16 slot and a copy of an i64 slot.
  // BOTH-LABEL: llvm.func @scalars
  // BOTH-NOT: llvm.alloca
  // BOTH-NOT: "llvm.intr
  // BOTH: llvm.return
  llvm.func @scalars(%src: !llvm.ptr) -> i64 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
    %w = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
    %ff = llvm.mlir.constant(-1 : i8) : i8
    %two = llvm.mlir.constant(2 : i32) : i32
    "llvm.intr.memset"(%h, %ff, %two) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
    %eight = llvm.mlir.constant(8 : i32) : i32
    "llvm.intr.memcpy"(%w, %src, %eight) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %hv = llvm.load %h : !llvm.ptr -> i16
    %he = llvm.sext %hv : i16 to i64
    llvm.call @print(%he) : (i64) -> ()
    %wv = llvm.load %w : !llvm.ptr -> i64
    llvm.return %wv : i64
  }

  llvm.func @print(%v: i64) {
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @main() {
    %n = llvm.mlir.constant(4 : i64) : i64
    %buf = llvm.alloca %n x i64 : (i64) -> !llvm.ptr
    %a = llvm.call @fill() : () -> i32
    %a64 = llvm.sext %a : i32 to i64
    llvm.call @print(%a64) : (i64) -> ()
    %b = llvm.call @partial() : () -> i32
    %b64 = llvm.sext %b : i32 to i64
    llvm.call @print(%b64) : (i64) -> ()
    %c11 = llvm.mlir.constant(11 : i32) : i32
    %c22 = llvm.mlir.constant(22 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %p1 = llvm.getelementptr %buf[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
    %p2 = llvm.getelementptr %buf[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
    llvm.store %c11, %buf : i32, !llvm.ptr
    llvm.store %c22, %p1 : i32, !llvm.ptr
    llvm.store %c33, %p2 : i32, !llvm.ptr
    %c = llvm.call @copy_in(%buf) : (!llvm.ptr) -> i32
    %c64 = llvm.sext %c : i32 to i64
    llvm.call @print(%c64) : (i64) -> ()
    llvm.call @move_out(%buf) : (!llvm.ptr) -> ()
    %x = llvm.load %buf : !llvm.ptr -> i64
    llvm.call @print(%x) : (i64) -> ()
    %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %y = llvm.load %q : !llvm.ptr -> i64
    llvm.call @print(%y) : (i64) -> ()
    %five = llvm.mlir.constant(5 : i64) : i64
    llvm.store %five, %buf : i64, !llvm.ptr
    %s = llvm.call @scalars(%buf) : (!llvm.ptr) -> i64
    llvm.call @print(%s) : (i64) -> ()
    llvm.return
  }
}
