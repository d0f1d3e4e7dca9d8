// Fused locations are simplified when they are made, as MLIR's
// FusedLoc::get does: unknown members and repeats dropped, nested fused
// locations with the same metadata flattened, one member left without
// metadata is that member, none left is unknown. The bytecode reader makes
// them the same way.
// RUN: cmir-opt --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: cmir-opt --emit-bytecode %s | cmir-opt --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// CHECK-LABEL: func.func @fused
// CHECK-NEXT: arith.constant 1 : i32 loc("q")
// CHECK-NEXT: arith.constant 2 : i32 loc(unknown)
// CHECK-NEXT: arith.constant 3 : i32 loc(fused["a.c":1:1, "b.c":2:2, "c.c":3:3])
// CHECK-NEXT: arith.constant 4 : i32 loc(fused<"m">[unknown])
// CHECK-NEXT: arith.constant 5 : i32 loc(fused<"m">["a.c":1:1, fused["b.c":2:2, "c.c":3:3]])
// CHECK-NEXT: arith.constant 6 : i32 loc(fused<"m">["a.c":1:1, "b.c":2:2])
// An affine.for's induction variable keeps its own location.
// CHECK: affine.for %arg0 loc("iv.c":4:4) = 0 to 2 {

func.func @fused() {
  %0 = arith.constant 1 : i32 loc(fused[unknown, "q", unknown])
  %1 = arith.constant 2 : i32 loc(fused[unknown])
  %2 = arith.constant 3 : i32 loc(fused["a.c":1:1, fused["b.c":2:2, "a.c":1:1], "c.c":3:3])
  %3 = arith.constant 4 : i32 loc(fused<"m">[unknown])
  %4 = arith.constant 5 : i32 loc(fused<"m">["a.c":1:1, fused["b.c":2:2, "c.c":3:3]])
  %5 = arith.constant 6 : i32 loc(fused<"m">["a.c":1:1, fused<"m">["b.c":2:2, "a.c":1:1]])
  affine.for %i loc("iv.c":4:4) = 0 to 2 {
  }
  return
}
