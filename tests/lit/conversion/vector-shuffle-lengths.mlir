// vector.shuffle of two 1-D vectors of different lengths: each lane taken
// out of its source and put in its place (llvm.extractelement and
// llvm.insertelement at index constants, MLIR 19's form); the program runs
// the same before the lowering and after it.
// RUN: cmir-opt --convert-vector-to-llvm %s | FileCheck %s
// RUN: cmir-interp %s | FileCheck %s --check-prefix=OUT
// RUN: cmir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | cmir-interp | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @lengths(
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<3xi16>
// CHECK: %[[K0:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[X0:.*]] = llvm.extractelement %arg1[%[[K0]] : i64] : vector<2xi16>
// CHECK: %[[P0:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[R0:.*]] = llvm.insertelement %[[X0]], %[[U]][%[[P0]] : i64] : vector<3xi16>
// CHECK: %[[K1:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[X1:.*]] = llvm.extractelement %arg0[%[[K1]] : i64] : vector<4xi16>
// CHECK: %[[P1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[R1:.*]] = llvm.insertelement %[[X1]], %[[R0]][%[[P1]] : i64] : vector<3xi16>
// CHECK: %[[K2:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[X2:.*]] = llvm.extractelement %arg1[%[[K2]] : i64] : vector<2xi16>
// CHECK: %[[P2:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[R2:.*]] = llvm.insertelement %[[X2]], %[[R1]][%[[P2]] : i64] : vector<3xi16>
// CHECK: return %[[R2]] : vector<3xi16>
func.func @lengths(%a: vector<4xi16>, %b: vector<2xi16>) -> vector<3xi16> {
  %s = vector.shuffle %a, %b [4, 2, 5] : vector<4xi16>, vector<2xi16>
  return %s : vector<3xi16>
}

// OUT: ( 7, 3, 8 )
// OUT: ( 3, 7, 8, 8, 7, 8 )
func.func @main() {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi16>
  %b = arith.constant dense<[7, 8]> : vector<2xi16>
  %s = func.call @lengths(%a, %b) : (vector<4xi16>, vector<2xi16>) -> vector<3xi16>
  vector.print %s : vector<3xi16>
  %t = vector.shuffle %s, %b [1, 0, 2, 2, 3, 4] : vector<3xi16>, vector<2xi16>
  vector.print %t : vector<6xi16>
  return
}
