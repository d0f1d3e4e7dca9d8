// convert-vector-to-llvm on 1-D transfers along the innermost dim, as
// MLIR 19: a dim that is not in bounds becomes a create_mask of the dim's
// size less the index (and-ed with the op's mask), then vector.load/store
// or the masked ones with the padding's splat as pass-through. The output
// is mlir-opt-19's, byte for byte.
// RUN: cmir-opt --convert-vector-to-llvm %s | FileCheck %s

func.func @read_out_of_bounds(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %pad = arith.constant -1.0 : f32
  %b = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  return %b : vector<4xf32>
}
func.func @read_in_bounds(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %pad = arith.constant -1.0 : f32
  %b = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return %b : vector<4xf32>
}
func.func @read_masked(%m: memref<?x?xf32>, %i: index, %j: index, %k: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant -1.0 : f32
  %b = vector.transfer_read %m[%i, %j], %pad, %k : memref<?x?xf32>, vector<4xf32>
  return %b : vector<4xf32>
}
func.func @read_masked_in_bounds(%m: memref<?x?xf32>, %i: index, %k: vector<4xi1>) -> vector<4xf32> {
  %c = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %b = vector.transfer_read %m[%i, %c], %pad, %k {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return %b : vector<4xf32>
}
func.func @read_static_padding_argument(%m: memref<4x8xf32>, %i: index, %j: index, %pad: f32) -> vector<4xf32> {
  %b = vector.transfer_read %m[%i, %j], %pad : memref<4x8xf32>, vector<4xf32>
  return %b : vector<4xf32>
}
func.func @write_out_of_bounds(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @write_in_bounds(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return
}
func.func @write_masked(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  vector.transfer_write %v, %m[%i, %j], %k : vector<4xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @read_out_of_bounds
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.subi %dim, %arg2 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi slt, %cst_0, %8 : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<-1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %1, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %0 : i64
// CHECK-NEXT: %14 = llvm.getelementptr %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.intr.masked.load %14, %9, %cst_1 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %15 : vector<4xf32>
// CHECK-LABEL: func.func @read_in_bounds
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: return %8 : vector<4xf32>
// CHECK-LABEL: func.func @read_masked
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.subi %dim, %arg2 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi slt, %cst_0, %8 : vector<4xi32>
// CHECK-NEXT: %10 = arith.andi %9, %arg3 : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<-1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %1, %12 : i64
// CHECK-NEXT: %14 = llvm.add %13, %0 : i64
// CHECK-NEXT: %15 = llvm.getelementptr %11[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %16 = llvm.intr.masked.load %15, %10, %cst_1 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %16 : vector<4xf32>
// CHECK-LABEL: func.func @read_masked_in_bounds
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %c3 : index to i64
// CHECK-NEXT: %cst = arith.constant dense<-1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %0, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %2 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.intr.masked.load %7, %arg2, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %8 : vector<4xf32>
// CHECK-LABEL: func.func @read_static_padding_argument
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %3 = arith.subi %c8, %arg2 : index
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi slt, %cst, %8 : vector<4xi32>
// CHECK-NEXT: %10 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.insertelement %arg3, %10[%11 : i32] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %16 = llvm.mul %1, %15 : i64
// CHECK-NEXT: %17 = llvm.add %16, %0 : i64
// CHECK-NEXT: %18 = llvm.getelementptr %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %19 = llvm.intr.masked.load %18, %9, %13 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %19 : vector<4xf32>
// CHECK-LABEL: func.func @write_out_of_bounds
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.subi %dim, %arg2 : index
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi slt, %cst, %8 : vector<4xi32>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %1, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %0 : i64
// CHECK-NEXT: %14 = llvm.getelementptr %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %arg3, %14, %9 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @write_in_bounds
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %7 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @write_masked
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.subi %dim, %arg2 : index
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi slt, %cst, %8 : vector<4xi32>
// CHECK-NEXT: %10 = arith.andi %9, %arg4 : vector<4xi1>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %1, %12 : i64
// CHECK-NEXT: %14 = llvm.add %13, %0 : i64
// CHECK-NEXT: %15 = llvm.getelementptr %11[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %arg3, %15, %10 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: return
