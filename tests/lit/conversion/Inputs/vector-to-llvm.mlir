// The vector ops convert-vector-to-llvm lowers, the input of
// vector-to-llvm-oracle.mlir (integer reductions and what stays are in
// vector-to-llvm.mlir: cmir prints the integer reduction intrinsics in a
// custom form MLIR 19 does not have).
func.func @splats(%s: f32, %i: i64) -> (vector<4xf32>, vector<4xf32>, vector<2x3xf32>, vector<2x2x2xi64>, vector<3x2xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.splat %s : vector<4xf32>
  %2 = vector.splat %s : vector<2x3xf32>
  %3 = vector.splat %i : vector<2x2x2xi64>
  %4 = vector.broadcast %s : f32 to vector<3x2xf32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<2x3xf32>, vector<2x2x2xi64>, vector<3x2xf32>
}

func.func @positions(%a: vector<4xf32>, %m: vector<2x3xf32>, %t: vector<2x2x4xi8>, %s: f32, %x: i8, %r: vector<3xf32>, %k: index) -> (f32, f32, vector<3xf32>, vector<4xi8>, i8, vector<4xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x2x4xi8>, vector<2x2x4xi8>, f32, vector<4xf32>, vector<2x3xf32>) {
  %0 = vector.extract %a[3] : f32 from vector<4xf32>
  %1 = vector.extract %m[1, 2] : f32 from vector<2x3xf32>
  %2 = vector.extract %m[0] : vector<3xf32> from vector<2x3xf32>
  %3 = vector.extract %t[1, 0] : vector<4xi8> from vector<2x2x4xi8>
  %4 = vector.extract %t[1, 1, 3] : i8 from vector<2x2x4xi8>
  %5 = vector.insert %s, %a[0] : f32 into vector<4xf32>
  %6 = vector.insert %s, %m[1, 1] : f32 into vector<2x3xf32>
  %7 = vector.insert %r, %m[1] : vector<3xf32> into vector<2x3xf32>
  %8 = vector.insert %x, %t[0, 1, 2] : i8 into vector<2x2x4xi8>
  %9 = vector.insert %3, %t[0, 0] : vector<4xi8> into vector<2x2x4xi8>
  %10 = vector.extract %a[%k] : f32 from vector<4xf32>
  %11 = vector.insert %s, %a[%k] : f32 into vector<4xf32>
  %12 = vector.extract %m[] : vector<2x3xf32> from vector<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f32, f32, vector<3xf32>, vector<4xi8>, i8, vector<4xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x2x4xi8>, vector<2x2x4xi8>, f32, vector<4xf32>, vector<2x3xf32>
}

func.func @elements(%a: vector<4xf32>, %s: f32, %i: i32, %k: index) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
  %0 = vector.extractelement %a[%i : i32] : vector<4xf32>
  %1 = vector.insertelement %s, %a[%i : i32] : vector<4xf32>
  %2 = vector.extractelement %a[%k : index] : vector<4xf32>
  %3 = vector.insertelement %s, %a[%k : index] : vector<4xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, f32, vector<4xf32>
}

func.func @shuffles_fma_bitcast(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<2xi64>) -> (vector<6xf32>, vector<1xf32>, vector<4xf32>, vector<4xi32>, vector<8xi16>) {
  %0 = vector.shuffle %a, %b [7, 6, 0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [4] : vector<4xf32>, vector<4xf32>
  %2 = vector.fma %a, %b, %a : vector<4xf32>
  %3 = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %4 = vector.bitcast %c : vector<2xi64> to vector<8xi16>
  return %0, %1, %2, %3, %4 : vector<6xf32>, vector<1xf32>, vector<4xf32>, vector<4xi32>, vector<8xi16>
}

func.func @float_reductions(%a: vector<4xf32>, %d: vector<2xf64>, %s: f32, %t: f64) -> (f32, f32, f64, f64, f32, f32, f32, f32, f64, f64, f32) {
  %0 = vector.reduction <add>, %a : vector<4xf32> into f32
  %1 = vector.reduction <add>, %a, %s : vector<4xf32> into f32
  %2 = vector.reduction <mul>, %d : vector<2xf64> into f64
  %3 = vector.reduction <mul>, %d, %t fastmath<reassoc> : vector<2xf64> into f64
  %4 = vector.reduction <maxnumf>, %a : vector<4xf32> into f32
  %5 = vector.reduction <minnumf>, %a, %s : vector<4xf32> into f32
  %6 = vector.reduction <maximumf>, %a fastmath<nnan> : vector<4xf32> into f32
  %7 = vector.reduction <minimumf>, %a, %s : vector<4xf32> into f32
  %8 = vector.reduction <maxnumf>, %d, %t fastmath<fast> : vector<2xf64> into f64
  %9 = vector.reduction <minimumf>, %d : vector<2xf64> into f64
  %10 = vector.reduction <add>, %a fastmath<ninf,contract> : vector<4xf32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f64, f64, f32, f32, f32, f32, f64, f64, f32
}

func.func @prints(%f: f32, %d: f64, %i: i32, %b: i1, %u: ui8, %s: si16, %x: index, %l: i64) {
  vector.print %f : f32
  vector.print %d : f64 punctuation <comma>
  vector.print %i : i32 punctuation <no_punctuation>
  vector.print %b : i1
  vector.print %u : ui8
  vector.print %s : si16
  vector.print %x : index
  vector.print %l : i64 punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print str "a string\n"
  vector.print str "another, then no newline" punctuation <newline>
  return
}

