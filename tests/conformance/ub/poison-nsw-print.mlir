// Signed overflow under `nsw` is poison; passing it to the runtime is
// undefined. Through a call and a block argument.
func.func private @printI64(i64)
func.func @inc(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 overflow<nsw> : i64
  cf.br ^next(%y : i64)
^next(%z: i64):
  return %z : i64
}
func.func @main() {
  %max = arith.constant 9223372036854775807 : i64
  %p = call @inc(%max) : (i64) -> i64
  // CHECK: poison-nsw-print.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'func.call': poison value used as runtime function argument
  call @printI64(%p) : (i64) -> ()
  return
}
// CHECK: poison-nsw-print.mlir:6:8: note: poison produced here by 'arith.addi'
