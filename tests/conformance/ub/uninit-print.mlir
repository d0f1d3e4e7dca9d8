// ARGS: --check-uninit
// The runtime's printers read every element too.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  // CHECK: uninit-print.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'func.call': read of uninitialized memory
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2xf32>
  return
}
