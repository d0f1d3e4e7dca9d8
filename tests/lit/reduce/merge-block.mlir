// A branch to a block with no other predecessor: the two blocks merge, the
// block's arguments replaced by the branch's operands.
// RUN: env WANT_OUTPUT=12 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=merge-block | FileCheck %s

// CHECK-LABEL: llvm.func @main()
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:    %[[S:.*]] = llvm.add %[[A]], %[[B]] : i64
// CHECK-NEXT:    llvm.call @printI64(%[[S]]) : (i64) -> ()
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }

llvm.func @printI64(i64)
llvm.func @main() {
  %a = llvm.mlir.constant(5 : i64) : i64
  llvm.br ^bb1(%a : i64)
^bb1(%x: i64):
  %b = llvm.mlir.constant(7 : i64) : i64
  llvm.br ^bb2(%x, %b : i64, i64)
^bb2(%y: i64, %z: i64):
  %s = llvm.add %y, %z : i64
  llvm.call @printI64(%s) : (i64) -> ()
  llvm.return
}
