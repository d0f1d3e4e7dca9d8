// Block arguments that conversions create take the location MLIR gives
// them: the C wrapper's arguments the function's, the block after an
// scf.if its op's. Locations written in the input are kept as written.
// RUN: cmir-opt --convert-func-to-llvm --mlir-print-debuginfo %s | FileCheck %s --check-prefix=FUNC
// RUN: cmir-opt --convert-scf-to-cf --mlir-print-debuginfo %s | FileCheck %s --check-prefix=SCF
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-opt --convert-scf-to-cf --mlir-print-debuginfo %t.cmbc | FileCheck %s --check-prefix=SCF

// FUNC: llvm.func @wrapped(%arg0: i32 loc("{{.*}}arg-locs.mlir":[[@LINE+2]]:20)
// FUNC: llvm.func @_mlir_ciface_wrapped(%arg0: i32 loc("{{.*}}arg-locs.mlir":[[@LINE+1]]:1))
func.func @wrapped(%a: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}

// SCF: func.func @select(%arg0: i1 loc("here":1:2), %arg1: i32 loc("{{.*}}arg-locs.mlir":[[@LINE+2]]:43)
// SCF: ^bb3(%0: i32 loc("{{.*}}arg-locs.mlir":[[@LINE+2]]:8)):
func.func @select(%c: i1 loc("here":1:2), %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
