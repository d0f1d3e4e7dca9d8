// RUN: cmir-opt %s | cmir-opt | FileCheck %s

// llvm.intr.vector.insert / extract / interleave2 round trip (the last has
// no custom form and prints generically, as mlir-opt-19 prints it).

// CHECK-LABEL: llvm.func @sub
// CHECK: %[[I:.*]] = llvm.intr.vector.insert %arg0, %arg1[8] : vector<8xi16> into vector<[16]xi16>
// CHECK: llvm.intr.vector.extract %[[I]][0] : vector<2xi16> from vector<[16]xi16>
// CHECK: "llvm.intr.vector.interleave2"(%arg2, %arg2) : (vector<3xf64>, vector<3xf64>) -> vector<6xf64>
llvm.func @sub(%a: vector<8xi16>, %b: vector<[16]xi16>, %c: vector<3xf64>) -> vector<[16]xi16> {
  %0 = llvm.intr.vector.insert %a, %b[8] : vector<8xi16> into vector<[16]xi16>
  %1 = llvm.intr.vector.extract %0[0] : vector<2xi16> from vector<[16]xi16>
  %2 = "llvm.intr.vector.interleave2"(%c, %c) : (vector<3xf64>, vector<3xf64>) -> vector<6xf64>
  llvm.return %0 : vector<[16]xi16>
}
