// vector.maskedstore whose mask leaves on a lane past the end of the
// memref (the lanes masked off past it are not accessed).
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  %c5 = arith.constant 5 : index
  %mask = arith.constant dense<[true, true, true, true, false, false]> : vector<6xi1>
  %v = arith.constant dense<7> : vector<6xi32>
  // CHECK: vector-maskedstore-out-of-bounds.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'vector.maskedstore': store index 8 is out of bounds for dimension 0 of size 8
  vector.maskedstore %m[%c5], %mask, %v : memref<8xi32>, vector<6xi1>, vector<6xi32>
  memref.dealloc %m : memref<8xi32>
  return
}
