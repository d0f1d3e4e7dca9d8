// arith on n-D vectors: vector<AxBxT> is !llvm.array<A x vector<BxT>>, and
// each op is unrolled over the 1-D vectors (extractvalue, the 1-D op,
// insertvalue into an undef array), positions in row-major order.
// RUN: cmir-opt --convert-arith-to-llvm %s | FileCheck %s

// CHECK-LABEL: func.func @add_2d
// CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-DAG: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[A0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[B0:.*]] = llvm.extractvalue %[[B]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[S0:.*]] = llvm.fadd %[[A0]], %[[B0]] {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK: %[[R0:.*]] = llvm.insertvalue %[[S0]], %[[U]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[A1:.*]] = llvm.extractvalue %[[A]][1]
// CHECK: %[[B1:.*]] = llvm.extractvalue %[[B]][1]
// CHECK: %[[S1:.*]] = llvm.fadd %[[A1]], %[[B1]] {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK: %[[R1:.*]] = llvm.insertvalue %[[S1]], %[[R0]][1]
// CHECK: builtin.unrealized_conversion_cast %[[R1]] : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
func.func @add_2d(%a: vector<2x3xf32>, %b: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = arith.addf %a, %b fastmath<nnan> : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @positions_3d
// CHECK: llvm.mlir.undef : !llvm.array<2 x array<3 x vector<4xi16>>>
// CHECK: llvm.extractvalue %{{.*}}[0, 0]
// CHECK: llvm.sub %{{.*}} overflow<nuw> : vector<4xi16>
// CHECK: llvm.insertvalue %{{.*}}[0, 0]
// CHECK: llvm.insertvalue %{{.*}}[0, 1]
// CHECK: llvm.insertvalue %{{.*}}[0, 2]
// CHECK: llvm.insertvalue %{{.*}}[1, 0]
// CHECK: llvm.insertvalue %{{.*}}[1, 1]
// CHECK: llvm.insertvalue %{{.*}}[1, 2]
// CHECK-NOT: llvm.insertvalue
// CHECK: return
func.func @positions_3d(%a: vector<2x3x4xi16>, %b: vector<2x3x4xi16>) -> vector<2x3x4xi16> {
  %0 = arith.subi %a, %b overflow<nuw> : vector<2x3x4xi16>
  return %0 : vector<2x3x4xi16>
}

// CHECK-LABEL: func.func @compare_and_select
// CHECK: llvm.mlir.undef : !llvm.array<2 x vector<2xi1>>
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: llvm.mlir.undef : !llvm.array<2 x vector<2xi32>>
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : vector<2xi1>, vector<2xi32>
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : vector<2xi1>, vector<2xi32>
// A scalar condition selects whole arrays.
// CHECK: llvm.select %arg2, %{{.*}}, %{{.*}} : i1, !llvm.array<2 x vector<2xi32>>
func.func @compare_and_select(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: i1) -> (vector<2x2xi32>, vector<2x2xi32>) {
  %0 = arith.cmpi ult, %a, %b : vector<2x2xi32>
  %1 = arith.select %0, %a, %b : vector<2x2xi1>, vector<2x2xi32>
  %2 = arith.select %c, %a, %b : vector<2x2xi32>
  return %1, %2 : vector<2x2xi32>, vector<2x2xi32>
}

// CHECK-LABEL: func.func @casts
// CHECK: llvm.sext %{{.*}} : vector<3xi32> to vector<3xi64>
// CHECK: llvm.sext %{{.*}} : vector<3xi32> to vector<3xi64>
// CHECK: llvm.trunc %{{.*}} : vector<3xi64> to vector<3xi32>
// CHECK: llvm.trunc %{{.*}} : vector<3xi64> to vector<3xi32>
// CHECK: llvm.fptosi %{{.*}} : vector<3xf32> to vector<3xi32>
// CHECK: llvm.fptosi %{{.*}} : vector<3xf32> to vector<3xi32>
// An index cast between equal widths is no op at all.
// CHECK-NOT: llvm.sext
// CHECK: return
func.func @casts(%i: vector<2x3xi32>, %n: vector<2x3xindex>, %f: vector<2x3xf32>, %x: vector<2x3xi64>) -> (vector<2x3xindex>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xindex>) {
  %0 = arith.index_cast %i : vector<2x3xi32> to vector<2x3xindex>
  %1 = arith.index_cast %n : vector<2x3xindex> to vector<2x3xi32>
  %2 = arith.fptosi %f : vector<2x3xf32> to vector<2x3xi32>
  %3 = arith.index_cast %x : vector<2x3xi64> to vector<2x3xindex>
  return %0, %1, %2, %3 : vector<2x3xindex>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xindex>
}

// CHECK-LABEL: func.func @constants
// CHECK: llvm.mlir.constant(dense<2.500000e+00> : vector<3x2xf32>) : !llvm.array<3 x vector<2xf32>>
// CHECK: llvm.mlir.constant(dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi8>) : !llvm.array<2 x vector<2xi8>>
func.func @constants() -> (vector<3x2xf32>, vector<2x2xi8>) {
  %0 = arith.constant dense<2.5> : vector<3x2xf32>
  %1 = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi8>
  return %0, %1 : vector<3x2xf32>, vector<2x2xi8>
}

// The extended ops on n-D vectors have no lowering in MLIR 19: they stay.
// CHECK-LABEL: func.func @extended
// CHECK: arith.addui_extended
// CHECK: arith.mului_extended
func.func @extended(%a: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
  %s, %o = arith.addui_extended %a, %a : vector<2x2xi32>, vector<2x2xi1>
  %l, %h = arith.mului_extended %a, %a : vector<2x2xi32>
  return %s, %h : vector<2x2xi32>, vector<2x2xi32>
}
