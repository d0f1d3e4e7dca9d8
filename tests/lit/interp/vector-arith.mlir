// arith on n-D vectors runs lane by lane, before the lowering and after it
// (arrays of 1-D vectors), with the same results; n-D values pass through
// calls and casts to their lowered type unchanged.
// RUN: cmir-interp %s | FileCheck %s
// RUN: cmir-opt --convert-to-llvm --reconcile-unrealized-casts %s | cmir-interp | FileCheck %s

// CHECK: 42
// CHECK-NEXT: 25
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -12
// CHECK-NEXT: 4.625
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @lane_f32(%v: vector<2x3xf32>, %i: i64, %j: i64) {
  %a = builtin.unrealized_conversion_cast %v : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
  %r = llvm.extractvalue %a[1] : !llvm.array<2 x vector<3xf32>>
  %row = llvm.extractvalue %a[0] : !llvm.array<2 x vector<3xf32>>
  %z = llvm.mlir.constant(0 : i64) : i64
  %c = llvm.icmp "eq" %i, %z : i64
  %s = llvm.select %c, %row, %r : i1, vector<3xf32>
  %e = llvm.extractelement %s[%j : i64] : vector<3xf32>
  call @printF32(%e) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @lane_i64(%v: vector<2x3xi64>, %j: i64) {
  %a = builtin.unrealized_conversion_cast %v : vector<2x3xi64> to !llvm.array<2 x vector<3xi64>>
  %r = llvm.extractvalue %a[1] : !llvm.array<2 x vector<3xi64>>
  %e = llvm.extractelement %r[%j : i64] : vector<3xi64>
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @id(%a: vector<2x3xf32>) -> vector<2x3xf32> {
  return %a : vector<2x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.5, -3.0], [4.0, 0.5, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<2.0> : vector<2x3xf32>
  %i = arith.constant dense<[[1, -2, 3], [4, 5, -6]]> : vector<2x3xi32>
  %x = call @id(%a) : (vector<2x3xf32>) -> vector<2x3xf32>
  %s = arith.addf %x, %b : vector<2x3xf32>
  %m = arith.mulf %s, %x : vector<2x3xf32>
  %f = arith.sitofp %i : vector<2x3xi32> to vector<2x3xf32>
  %g = arith.addf %m, %f : vector<2x3xf32>
  %c = arith.cmpf ogt, %g, %b : vector<2x3xf32>
  %r = arith.select %c, %g, %b : vector<2x3xi1>, vector<2x3xf32>
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  call @lane_f32(%r, %c1, %c2) : (vector<2x3xf32>, i64, i64) -> ()
  %ii = arith.muli %i, %i : vector<2x3xi32>
  %e = arith.extsi %ii : vector<2x3xi32> to vector<2x3xi64>
  call @lane_i64(%e, %c1) : (vector<2x3xi64>, i64) -> ()
  %lt = arith.cmpi slt, %i, %ii : vector<2x3xi32>
  %lt64 = arith.extui %lt : vector<2x3xi1> to vector<2x3xi64>
  call @lane_i64(%lt64, %c0) : (vector<2x3xi64>, i64) -> ()
  %ne = arith.cmpi ne, %i, %i : vector<2x3xi32>
  %ne64 = arith.extui %ne : vector<2x3xi1> to vector<2x3xi64>
  call @lane_i64(%ne64, %c2) : (vector<2x3xi64>, i64) -> ()
  %n = arith.index_cast %i : vector<2x3xi32> to vector<2x3xindex>
  %n2 = arith.addi %n, %n : vector<2x3xindex>
  %n64 = arith.index_cast %n2 : vector<2x3xindex> to vector<2x3xi64>
  %neg = arith.subi %e, %n64 : vector<2x3xi64>
  %cst = arith.constant dense<[[0, 0, 0], [0, -27, 0]]> : vector<2x3xi64>
  %neg2 = arith.addi %neg, %cst : vector<2x3xi64>
  call @lane_i64(%neg2, %c1) : (vector<2x3xi64>, i64) -> ()
  %p = arith.maximumf %g, %a : vector<2x3xf32>
  %q = arith.divf %p, %b : vector<2x3xf32>
  %t = arith.select %lt, %q, %a : vector<2x3xi1>, vector<2x3xf32>
  call @lane_f32(%t, %c0, %c1) : (vector<2x3xf32>, i64, i64) -> ()
  return
}
