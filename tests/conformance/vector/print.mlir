// vector.print on every element kind it prints: f32, f64 (signed zeros,
// exponents), i1 (as 0/1), signed i8 and i16, index (unsigned), 0-D,
// 1-D and 3-D vectors, scalars, the punctuation alone, a string.
func.func @main() {
  %z = arith.constant dense<2.5> : vector<f32>
  vector.print %z : vector<f32>
  %b = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %b : vector<3xi1>
  %i = arith.constant dense<[-1, 2, -128, 127]> : vector<4xi8>
  vector.print %i : vector<4xi8>
  %x = arith.constant dense<[[-1, 2], [3, 4]]> : vector<2x2xindex>
  vector.print %x : vector<2x2xindex>
  %e = arith.constant dense<[1.5, -0.0, 1.0e10, 0.1]> : vector<4xf64>
  vector.print %e : vector<4xf64> punctuation <comma>
  vector.print %e : vector<4xf64> punctuation <no_punctuation>
  vector.print punctuation <newline>
  %t = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi64>
  vector.print %t : vector<2x2x2xi64>
  %u = arith.constant dense<[65535, 1]> : vector<2xi16>
  vector.print str "i16: "
  vector.print %u : vector<2xi16>
  vector.print punctuation <open>
  %s = arith.constant 7 : i32
  vector.print %s : i32 punctuation <no_punctuation>
  vector.print punctuation <comma>
  %f = arith.constant -3.25 : f32
  vector.print %f : f32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  %n = arith.constant 1.0e-30 : f32
  %inf = arith.constant 0x7F800000 : f32
  %v0 = vector.splat %n : vector<2xf32>
  %v = vector.insert %inf, %v0[1] : f32 into vector<2xf32>
  vector.print %v : vector<2xf32>
  return
}
