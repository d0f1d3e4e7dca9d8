func.func @main() {
  %a = arith.constant 5 : index
  %z = arith.constant 0 : index
  // CHECK: ceildiv-zero.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'arith.ceildivsi': division by zero
  %r = arith.ceildivsi %a, %z : index
  return
}
