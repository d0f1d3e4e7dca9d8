// arith.bitcast lane by lane between float and integer vectors, 1-D and
// n-D, before the lowering and after it (the values are mlir-cpu-runner-19's
// on MLIR 19's lowering).
// RUN: cmir-interp %s | FileCheck %s
// RUN: cmir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | cmir-interp | FileCheck %s

// CHECK: ( ( 1069547520, 1075838976 ), ( 1080033280, 1083179008 ) )
// CHECK-NEXT: ( ( 1.5, 2.5 ), ( 3.5, 4.5 ) )
// CHECK-NEXT: ( 1069547520, 1075838976 )
// CHECK-NEXT: ( -1, 1072693248 )
func.func @main() {
  %c = arith.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : vector<2x2xf32>
  %b = arith.bitcast %c : vector<2x2xf32> to vector<2x2xi32>
  vector.print %b : vector<2x2xi32>
  %d = arith.bitcast %b : vector<2x2xi32> to vector<2x2xf32>
  vector.print %d : vector<2x2xf32>
  %e = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  %f = arith.bitcast %e : vector<2xf32> to vector<2xi32>
  vector.print %f : vector<2xi32>
  %g = arith.constant dense<[-1, 1072693248]> : vector<2xi32>
  %h = arith.bitcast %g : vector<2xi32> to vector<2xf32>
  %i = arith.bitcast %h : vector<2xf32> to vector<2xi32>
  vector.print %i : vector<2xi32>
  return
}
