// RUN: cmir-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: cmir-opt %s --convert-arith-to-llvm='index-bitwidth=32' | FileCheck %s --check-prefix=I32

// addui_extended of index: the overflow intrinsic and the struct are of the
// converted index type (MLIR 19 builds !llvm.struct<(index, i1)> and fails:
// docs/mlir19-findings.md).
// CHECK-LABEL: func.func @f
// CHECK: %[[P:.*]] = "llvm.intr.uadd.with.overflow"(%{{.*}}, %{{.*}}) : (i64, i64) -> !llvm.struct<(i64, i1)>
// CHECK: llvm.extractvalue %[[P]][0] : !llvm.struct<(i64, i1)>
// CHECK: llvm.extractvalue %[[P]][1] : !llvm.struct<(i64, i1)>
// I32: "llvm.intr.uadd.with.overflow"(%{{.*}}, %{{.*}}) : (i32, i32) -> !llvm.struct<(i32, i1)>
func.func @f(%a: index) -> (index, i1) {
  %s, %o = arith.addui_extended %a, %a : index, i1
  return %s, %o : index, i1
}
