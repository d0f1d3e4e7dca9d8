// vector.extract and vector.insert with dynamic positions at any level of
// an n-D vector (MLIR 19's convert-vector-to-llvm lowers only the 1-D
// case, so the interpreter is the reference here).
// RUN: cmir-interp %s | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 9.5 : f32
  %m = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]]> : vector<2x2x3xf32>
  // CHECK: 10
  %a = vector.extract %m[%c1, %c1, %c0] : f32 from vector<2x2x3xf32>
  vector.print %a : f32
  // CHECK-NEXT: ( 7, 8, 9 )
  %b = vector.extract %m[%c1, 0] : vector<3xf32> from vector<2x2x3xf32>
  vector.print %b : vector<3xf32>
  // CHECK-NEXT: 6
  %c = vector.extract %m[0, %c1, %c2] : f32 from vector<2x2x3xf32>
  vector.print %c : f32
  // CHECK-NEXT: ( ( ( 1, 2, 3 ), ( 4, 5, 6 ) ), ( ( 7, 8, 9 ), ( 10, 9.5, 12 ) ) )
  %d = vector.insert %f, %m[%c1, 1, %c1] : f32 into vector<2x2x3xf32>
  vector.print %d : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( ( 1, 2, 3 ), ( 7, 8, 9 ) ), ( ( 7, 8, 9 ), ( 10, 11, 12 ) ) )
  %e = vector.insert %b, %m[%c0, %c1] : vector<3xf32> into vector<2x2x3xf32>
  vector.print %e : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 4, 5, 6 ), ( 4, 5, 6 ) )
  %g = vector.extract %m[%c0] : vector<2x3xf32> from vector<2x2x3xf32>
  %h = vector.extract %g[%c1] : vector<3xf32> from vector<2x3xf32>
  %i = vector.insert %h, %g[%c0] : vector<3xf32> into vector<2x3xf32>
  vector.print %i : vector<2x3xf32>
  return
}

