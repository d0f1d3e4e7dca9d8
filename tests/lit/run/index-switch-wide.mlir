// scf.index_switch compares the whole index: -68719476735 (-2^36 + 1) is
// not `case 1` (their low 32 bits are equal), on the interpreter, after
// cmir's lowering and natively. MLIR 19's scf-to-cf truncates the index to
// i32 and takes `case 1` (docs/mlir19-findings.md).
// RUN: cmir-interp %s -e main -entry-point-result=i64 | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=i64 | FileCheck %s
// RUN: cmir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | cmir-interp -e main -entry-point-result=i64 | FileCheck %s

// CHECK: 3000
func.func @pick(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 1 {
    %c = arith.constant 1 : i64
    scf.yield %c : i64
  }
  case 4294967297 {
    %c = arith.constant 10 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 1000 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

func.func @main() -> i64 {
  %wide = arith.constant -68719476735 : index
  %wide2 = arith.constant 8589934593 : index
  %big = arith.constant 4294967297 : index
  %a = func.call @pick(%wide) : (index) -> i64
  %b = func.call @pick(%wide2) : (index) -> i64
  %c = func.call @pick(%big) : (index) -> i64
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  %d = arith.constant 990 : i64
  %r = arith.addi %abc, %d : i64
  return %r : i64
}
