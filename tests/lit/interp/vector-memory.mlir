// cmir-interp runs the vector dialect's memory ops directly: an n-D
// vector.load covers the memref's trailing dimensions (MLIR 19's
// convert-vector-to-llvm leaves it alone), masked-off lanes are never
// accessed, and an all-off mask gives the pass-through.
// RUN: cmir-interp %s | FileCheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3x4xi32>
  %r0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %r1 = arith.constant dense<[10, 11, 12, 13]> : vector<4xi32>
  %r2 = arith.constant dense<[20, 21, 22, 23]> : vector<4xi32>
  vector.store %r0, %m[%c0, %c0] : memref<3x4xi32>, vector<4xi32>
  vector.store %r1, %m[%c1, %c0] : memref<3x4xi32>, vector<4xi32>
  vector.store %r2, %m[%c2, %c0] : memref<3x4xi32>, vector<4xi32>
  // CHECK: ( ( 11, 12 ), ( 21, 22 ) )
  %v = vector.load %m[%c1, %c1] : memref<3x4xi32>, vector<2x2xi32>
  vector.print %v : vector<2x2xi32>
  // CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 10, 11, 12, 13 ), ( 20, 21, 22, 23 ) )
  %t = vector.type_cast %m : memref<3x4xi32> to memref<vector<3x4xi32>>
  %all = memref.load %t[] : memref<vector<3x4xi32>>
  vector.print %all : vector<3x4xi32>
  // lanes 2 and 3 would be past the row's end: off, so not read
  // CHECK-NEXT: ( 22, 23, -1, -1 )
  %mask = vector.create_mask %c2 : vector<4xi1>
  %pass = arith.constant dense<-1> : vector<4xi32>
  %ml = vector.maskedload %m[%c2, %c2], %mask, %pass : memref<3x4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %ml : vector<4xi32>
  // an all-off mask at an index far out of bounds: nothing is accessed
  // CHECK-NEXT: ( -1, -1, -1, -1 )
  %c100 = arith.constant 100 : index
  %none = vector.create_mask %c0 : vector<4xi1>
  %ml2 = vector.maskedload %m[%c100, %c100], %none, %pass : memref<3x4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %ml2 : vector<4xi32>
  vector.maskedstore %m[%c100, %c100], %none, %pass : memref<3x4xi32>, vector<4xi1>, vector<4xi32>
  // a 0-D mask
  // CHECK-NEXT: ( 1 )
  %z = vector.create_mask %c1 : vector<i1>
  vector.print %z : vector<i1>
  memref.dealloc %m : memref<3x4xi32>
  return
}
