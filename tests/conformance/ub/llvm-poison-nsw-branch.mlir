// An llvm.add with nsw that overflows: its poison reaches a branch.
module {
  llvm.func @printI64(i64)
  llvm.func @main() {
    %a = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %s = llvm.add %a, %one overflow<nsw> : i64
    %z = llvm.mlir.constant(0 : i64) : i64
    %c = llvm.icmp "slt" %s, %z : i64
    // CHECK: llvm-poison-nsw-branch.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.cond_br': poison value used as branch condition
    llvm.cond_br %c, ^a, ^b
  ^a:
    llvm.call @printI64(%one) : (i64) -> ()
    llvm.return
  ^b:
    llvm.return
  }
}
// CHECK: llvm-poison-nsw-branch.mlir:7:10: note: poison produced here by 'llvm.add'
