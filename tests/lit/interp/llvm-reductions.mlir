// RUN: cmir-interp %s | FileCheck %s
// llvm.intr.vector.reduce.* on integer and float vectors.
// The expected output is what mlir-cpu-runner-19 prints for this module.
module {
  llvm.func @printI64(i64)
  llvm.func @printF32(f32)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.func @main() {
    %a = llvm.mlir.constant(dense<[3, -7, 12, 5]> : vector<4xi32>) : vector<4xi32>
    %s = "llvm.intr.vector.reduce.add"(%a) : (vector<4xi32>) -> i32
    %m = "llvm.intr.vector.reduce.smin"(%a) : (vector<4xi32>) -> i32
    %u = "llvm.intr.vector.reduce.umax"(%a) : (vector<4xi32>) -> i32
    %x = "llvm.intr.vector.reduce.xor"(%a) : (vector<4xi32>) -> i32
    %se = llvm.sext %s : i32 to i64
    %me = llvm.sext %m : i32 to i64
    %ue = llvm.zext %u : i32 to i64
    %xe = llvm.sext %x : i32 to i64
    llvm.call @printI64(%se) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%me) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%ue) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%xe) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %f = llvm.mlir.constant(dense<[1.5, -2.0, 0.25]> : vector<3xf32>) : vector<3xf32>
    %fm = "llvm.intr.vector.reduce.fmax"(%f) : (vector<3xf32>) -> f32
    %fn = "llvm.intr.vector.reduce.fminimum"(%f) : (vector<3xf32>) -> f32
    llvm.call @printF32(%fm) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%fn) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

// CHECK: 13, -7, 4294967289, -13, 1.5, -2
