// ARGS: --check-leaks
func.func @main() {
  %a = memref.alloc() : memref<4xi32>
  // CHECK: leak.mlir:[[@LINE+1]]:8: error: leak: 64 bytes allocated here are never deallocated
  %b = memref.alloc() : memref<16xi32>
  memref.dealloc %a : memref<4xi32>
  return
}
