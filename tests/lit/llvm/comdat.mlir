// RUN: cmir-opt %s | FileCheck %s --strict-whitespace
// RUN: cmir-opt %s | cmir-opt | FileCheck %s --strict-whitespace
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s --strict-whitespace

// Comdat groups and their selectors, the functions and globals that name a
// selector, and llvm.func's vscale_range(min, max) sugar.

// CHECK:      llvm.comdat @groups {
// CHECK-NEXT:   llvm.comdat_selector @first any
// CHECK-NEXT:   llvm.comdat_selector @same exactmatch
// CHECK-NEXT:   llvm.comdat_selector @big largest
// CHECK-NEXT:   llvm.comdat_selector @one nodeduplicate
// CHECK-NEXT:   llvm.comdat_selector @size samesize {tag}
// CHECK-NEXT: }
llvm.comdat @groups {
  llvm.comdat_selector @first any
  llvm.comdat_selector @same exactmatch
  llvm.comdat_selector @big largest
  llvm.comdat_selector @one nodeduplicate
  llvm.comdat_selector @size samesize {tag}
}

// CHECK: llvm.mlir.global linkonce @counter(0 : i64) comdat(@groups::@big) {addr_space = 0 : i32} : i64
llvm.mlir.global linkonce @counter(0 : i64) comdat(@groups::@big) : i64

// CHECK: llvm.func linkonce_odr @helper() comdat(@groups::@first) attributes {dso_local} {
llvm.func linkonce_odr @helper() comdat(@groups::@first) attributes {dso_local} {
  llvm.return
}

// CHECK: llvm.func @scalable(i32) vscale_range(2, 16) comdat(@groups::@same){{$}}
llvm.func @scalable(i32) vscale_range(2, 16) comdat(@groups::@same)

// CHECK: llvm.func @scalable_attr() vscale_range(1, 4){{$}}
llvm.func @scalable_attr() attributes {vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 4 : i32>}
