// RUN: cmir-interp %s | FileCheck %s
// llvm.atomicrmw and llvm.cmpxchg (one thread: checked read-modify-write).
// The expected output is what mlir-cpu-runner-19 prints for this module.
module {
  llvm.func @printI64(i64)
  llvm.func @printF32(f32)
  llvm.func @printComma()
  llvm.func @printNewline()
  llvm.func @pi(%v: i64) {
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    %c10 = llvm.mlir.constant(10 : i64) : i64
    %c3 = llvm.mlir.constant(3 : i64) : i64
    llvm.store %c10, %p : i64, !llvm.ptr
    %a = llvm.atomicrmw add %p, %c3 seq_cst : !llvm.ptr, i64
    llvm.call @pi(%a) : (i64) -> ()
    %b = llvm.atomicrmw nand %p, %c3 monotonic : !llvm.ptr, i64
    llvm.call @pi(%b) : (i64) -> ()
    %c = llvm.atomicrmw umin %p, %c3 acq_rel : !llvm.ptr, i64
    llvm.call @pi(%c) : (i64) -> ()
    %d = llvm.atomicrmw xchg %p, %c10 seq_cst : !llvm.ptr, i64
    llvm.call @pi(%d) : (i64) -> ()
    %x = llvm.cmpxchg %p, %c3, %one seq_cst seq_cst : !llvm.ptr, i64
    %x0 = llvm.extractvalue %x[0] : !llvm.struct<(i64, i1)>
    %x1 = llvm.extractvalue %x[1] : !llvm.struct<(i64, i1)>
    %x1e = llvm.zext %x1 : i1 to i64
    llvm.call @pi(%x0) : (i64) -> ()
    llvm.call @pi(%x1e) : (i64) -> ()
    %y = llvm.cmpxchg %p, %c10, %one seq_cst seq_cst : !llvm.ptr, i64
    %y1 = llvm.extractvalue %y[1] : !llvm.struct<(i64, i1)>
    %y1e = llvm.zext %y1 : i1 to i64
    llvm.call @pi(%y1e) : (i64) -> ()
    %fin = llvm.load %p : !llvm.ptr -> i64
    llvm.call @pi(%fin) : (i64) -> ()
    %fp = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
    %f1 = llvm.mlir.constant(1.25 : f32) : f32
    llvm.store %f1, %fp : f32, !llvm.ptr
    %f = llvm.atomicrmw fadd %fp, %f1 seq_cst : !llvm.ptr, f32
    %fv = llvm.load %fp : !llvm.ptr -> f32
    llvm.call @printF32(%fv) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

// CHECK: 10, 13, -2, 3, 10, 0, 1, 1, 2.5
