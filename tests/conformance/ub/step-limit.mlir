// EXIT: 3
// ARGS: --max-steps 1000
// CHECK: step-limit.mlir:[[@LINE+1]]:1: error: step limit 1000 exceeded in @main
func.func @main() {
  cf.br ^loop
^loop:
  cf.br ^loop
}
