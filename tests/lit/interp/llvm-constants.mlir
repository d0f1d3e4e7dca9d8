// RUN: cmir-interp %s | FileCheck %s
// llvm.mlir.constant forms (bool, f16, splat vector, index-typed value) and llvm.switch on
// negative cases. The expected output is what mlir-cpu-runner-19 prints for this module.
module {
  llvm.func @printI64(i64)
  llvm.func @printF32(f32)
  llvm.func @printComma()
  llvm.func @printNewline()
  llvm.func @main() {
    %t = llvm.mlir.constant(true) : i1
    %te = llvm.zext %t : i1 to i64
    llvm.call @printI64(%te) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %h = llvm.mlir.constant(1.5 : f16) : f16
    %he = llvm.fpext %h : f16 to f32
    llvm.call @printF32(%he) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %v = llvm.mlir.constant(dense<2.5> : vector<4xf32>) : vector<4xf32>
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %e = llvm.extractelement %v[%c3 : i64] : vector<4xf32>
    llvm.call @printF32(%e) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %m = llvm.mlir.constant(-5 : i32) : i32
    llvm.switch %m : i32, ^d [
      -5: ^a,
      7: ^d
    ]
  ^a:
    %x = llvm.mlir.constant(42 : index) : i64
    llvm.call @printI64(%x) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  ^d:
    llvm.return
  }
}

// CHECK: 1, 1.5, 2.5, 42
