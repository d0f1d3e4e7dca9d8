// convert-vector-to-scf on transfers, as MLIR 19's TransferOpConversion
// and TransferOp1dConversion: an n-D transfer moves one row per iteration
// of an scf.for through a buffer (memref.alloca, vector.type_cast), a 1-D
// transfer along another dim than the innermost loads or stores one lane
// per iteration; `memref.dim > index` guards a dim that is not in bounds.
// The text of @write_2d, @read_column and @read_2d_masked is
// mlir-opt-19's byte for byte;
// the others differ in where constants go (and MLIR makes the column write
// a 2-D transfer through vector.transpose first, and the broadcast read
// one 1-D read and a vector.broadcast), with the same results
// when run (tests/conformance/vector/transfers.mlir).
// RUN: cmir-opt --convert-vector-to-scf %s | FileCheck %s

func.func @write_2d(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %m[%i, %j] : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @read_column(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %pad = arith.constant -1.0 : f32
  %b = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %b : vector<4xf32>
}
func.func @read_2d(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %pad = arith.constant -1.0 : f32
  %b = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<3x4xf32>
  return %b : vector<3x4xf32>
}
func.func @read_2d_masked(%m: memref<?x?xf32>, %i: index, %j: index, %k: vector<2x3xi1>, %pad: f32) -> vector<2x3xf32> {
  %b = vector.transfer_read %m[%i, %j], %pad, %k {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x3xf32>
  return %b : vector<2x3xf32>
}
func.func @read_broadcast(%m: memref<?x?xf32>, %i: index, %j: index, %pad: f32) -> vector<2x4xf32> {
  %b = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  return %b : vector<2x4xf32>
}
func.func @write_column_masked(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  vector.transfer_write %v, %m[%i, %j], %k {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @write_2d
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: memref.store %arg3, %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %4 = memref.load %0[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_column
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<-1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<4xf32>) {
// CHECK-NEXT: %5 = memref.load %arg0[%1, %arg2] : memref<?x?xf32>
// CHECK-NEXT: %6 = vector.insertelement %5, %arg4[%arg3 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %6 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_2d
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%4, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %5, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst_0 = arith.constant dense<-1.000000e+00> : vector<4xf32>
// CHECK-NEXT: memref.store %cst_0, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: return %1 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_2d_masked
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<2x3xi1>>
// CHECK-NEXT: memref.store %arg3, %alloca_0[] : memref<vector<2x3xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_0 : memref<vector<2x3xi1>> to memref<2xvector<3xi1>>
// CHECK-NEXT: scf.for %arg5 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT: %4 = memref.load %1[%arg5] : memref<2xvector<3xi1>>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%3, %arg2], %arg4, %4 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: memref.store %5, %0[%arg5] : memref<2xvector<3xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<2x3xf32>>
// CHECK-NEXT: return %2 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_broadcast
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %arg2], %arg3 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %2, %0[%arg4] : memref<2xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT: return %1 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_column_masked
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg5)[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT: %3 = vector.extractelement %arg4[%arg5 : index] : vector<4xi1>
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = vector.extractelement %arg3[%arg5 : index] : vector<4xf32>
// CHECK-NEXT: memref.store %5, %arg0[%0, %arg2] : memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
