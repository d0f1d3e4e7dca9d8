// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// llvm.vector.insert takes the destination first; insert and extract are
// overloaded on the result and the source vector, interleave2 on its result.

// CHECK-LABEL: define <vscale x 16 x i16> @sub(
// CHECK: call <vscale x 16 x i16> @llvm.vector.insert.nxv16i16.v8i16(<vscale x 16 x i16> %1, <8 x i16> %0, i64 8)
// CHECK: call <2 x i16> @llvm.vector.extract.v2i16.nxv16i16(<vscale x 16 x i16> %{{.*}}, i64 0)
// CHECK: call <6 x double> @llvm.vector.interleave2.v6f64(<3 x double> %2, <3 x double> %2)
llvm.func @sub(%a: vector<8xi16>, %b: vector<[16]xi16>, %c: vector<3xf64>) -> vector<[16]xi16> {
  %0 = llvm.intr.vector.insert %a, %b[8] : vector<8xi16> into vector<[16]xi16>
  %1 = llvm.intr.vector.extract %0[0] : vector<2xi16> from vector<[16]xi16>
  %2 = "llvm.intr.vector.interleave2"(%c, %c) : (vector<3xf64>, vector<3xf64>) -> vector<6xf64>
  llvm.return %0 : vector<[16]xi16>
}
