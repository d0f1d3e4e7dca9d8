// A view reinterpreted past its buffer: the store is in the view's bounds
// but outside the allocation.
func.func @main() {
  %m = memref.alloc() : memref<4xi32>
  %v = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<4xi32> to memref<4xi32, strided<[1], offset: 2>>
  %c3 = arith.constant 3 : index
  %x = arith.constant 1 : i32
  memref.store %x, %v[%c3] : memref<4xi32, strided<[1], offset: 2>>
  memref.dealloc %m : memref<4xi32>
  return
}
// CHECK: store-outside-allocation.mlir:8:3: error: undefined behaviour in 'memref.store': store of 4 bytes at byte offset 20 is outside its allocation of 16 bytes
// CHECK: store-outside-allocation.mlir:4:8: note: memory allocated here
