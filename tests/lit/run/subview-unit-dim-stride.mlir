// A subview's strides are the source's times the subview's, on size-1 dims
// too, whether or not the result type records them: @view's result type is
// its source type (dynamic strides), yet its strides are [2, 3] times the
// source's. MLIR 19 folds such a subview to its source (its fold only
// compares the two types) and prints the source's strides, [1, 1], for
// the second view; with static strides in the type it gives [2, 3]
// (docs/mlir19-findings.md). cmir gives [2, 3] on every path: the
// interpreter, cmir-run, and cmir's lowering followed by the interpreter.
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | cmir-interp -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: cmir-opt %s --expand-strided-metadata | FileCheck %s --check-prefix=EXPAND

// CHECK:      rank = 2 offset = 0 sizes = [1, 1] strides = [2, 3] data =
// CHECK-NEXT: {{\[\[}}1.5]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 1] strides = [2, 3] data =
// CHECK-NEXT: {{\[\[}}1.5]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 1] strides = [6, 15] data =
// CHECK-NEXT: {{\[\[}}1.5]]

// The subview stays: its result type says nothing of its strides.
// CANON-LABEL: func.func @view(
// CANON-NEXT:  %[[S:.*]] = memref.subview %arg0[0, 0] [1, 1] [2, 3] : memref<1x1xf64, strided<[?, ?], offset: ?>> to memref<1x1xf64, strided<[?, ?], offset: ?>>
// CANON-NEXT:  return %[[S]]

// EXPAND-DAG:  #[[TWICE:.*]] = affine_map<()[s0] -> (s0 * 2)>
// EXPAND-DAG:  #[[THRICE:.*]] = affine_map<()[s0] -> (s0 * 3)>
// EXPAND-LABEL: func.func @view(
// EXPAND:       %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %arg0
// EXPAND-NEXT:  %[[S0:.*]] = affine.apply #[[TWICE]]()[%[[ST]]#0]
// EXPAND-NEXT:  %[[S1:.*]] = affine.apply #[[THRICE]]()[%[[ST]]#1]
// EXPAND:       memref.reinterpret_cast %{{.*}} to offset: [%[[OFF]]], sizes: [1, 1], strides: [%[[S0]], %[[S1]]]
func.func @view(%m: memref<1x1xf64, strided<[?, ?], offset: ?>>) -> memref<1x1xf64, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[0, 0] [1, 1] [2, 3] : memref<1x1xf64, strided<[?, ?], offset: ?>> to memref<1x1xf64, strided<[?, ?], offset: ?>>
  return %s : memref<1x1xf64, strided<[?, ?], offset: ?>>
}

func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.5 : f64
  %a = memref.alloc() : memref<1x1xf64>
  memref.store %x, %a[%c0, %c0] : memref<1x1xf64>
  // static strides: the type records [2, 3]
  %s = memref.subview %a[0, 0] [1, 1] [2, 3] : memref<1x1xf64> to memref<1x1xf64, strided<[2, 3]>>
  %us = memref.cast %s : memref<1x1xf64, strided<[2, 3]>> to memref<*xf64>
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()
  // the same view through @view, whose types have dynamic strides
  %d = memref.cast %a : memref<1x1xf64> to memref<1x1xf64, strided<[?, ?], offset: ?>>
  %t = call @view(%d) : (memref<1x1xf64, strided<[?, ?], offset: ?>>) -> memref<1x1xf64, strided<[?, ?], offset: ?>>
  %ut = memref.cast %t : memref<1x1xf64, strided<[?, ?], offset: ?>> to memref<*xf64>
  call @printMemrefF64(%ut) : (memref<*xf64>) -> ()
  // and a view of that view: [2, 3] times [3, 5]
  %w = memref.subview %t[0, 0] [1, 1] [3, 5] : memref<1x1xf64, strided<[?, ?], offset: ?>> to memref<1x1xf64, strided<[?, ?], offset: ?>>
  %uw = memref.cast %w : memref<1x1xf64, strided<[?, ?], offset: ?>> to memref<*xf64>
  call @printMemrefF64(%uw) : (memref<*xf64>) -> ()
  memref.dealloc %a : memref<1x1xf64>
  return
}
