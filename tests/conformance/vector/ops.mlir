// The vector dialect's core ops, printed with vector.print: broadcast and
// splat, extract and insert at static and dynamic positions, the element
// ops, shuffle, interleave, fma, every reduction kind (with and without accumulator),
// bitcast and shape_cast, on 1-D, 2-D and 0-D vectors.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i3 = arith.constant 3 : i32
  %f = arith.constant 1.5 : f32
  %a = arith.constant dense<[1.0, -2.0, 3.5, 4.0]> : vector<4xf32>
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %v = arith.constant dense<[7, -3, 12, 5]> : vector<4xi32>
  %u = arith.constant dense<[255, 1, 128, 7]> : vector<4xi8>

  %b0 = vector.broadcast %f : f32 to vector<2x3xf32>
  vector.print %b0 : vector<2x3xf32>
  %b1 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  vector.print %b1 : vector<2x4xf32>
  %col = vector.shape_cast %a : vector<4xf32> to vector<4x1xf32>
  %b2 = vector.broadcast %col : vector<4x1xf32> to vector<4x3xf32>
  vector.print %b2 : vector<4x3xf32>
  %sp = vector.splat %i3 : vector<3xi32>
  vector.print %sp : vector<3xi32>

  %e0 = vector.extract %m[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %e0 : vector<3xf32>
  %e1 = vector.extract %m[0, 2] : f32 from vector<2x3xf32>
  vector.print %e1 : f32

  %e5 = vector.extract %a[%c2] : f32 from vector<4xf32>
  vector.print %e5 : f32
  %n4 = vector.insert %f, %a[%c1] : f32 into vector<4xf32>
  vector.print %n4 : vector<4xf32>
  %n0 = vector.insert %f, %m[0, 1] : f32 into vector<2x3xf32>
  vector.print %n0 : vector<2x3xf32>
  %n1 = vector.insert %e0, %m[0] : vector<3xf32> into vector<2x3xf32>
  vector.print %n1 : vector<2x3xf32>

  %x0 = vector.extractelement %v[%i3 : i32] : vector<4xi32>
  vector.print %x0 : i32
  %x1 = vector.insertelement %x0, %v[%c0 : index] : vector<4xi32>
  vector.print %x1 : vector<4xi32>
  %z = vector.broadcast %f : f32 to vector<f32>
  vector.print %z : vector<f32>
  %x2 = vector.extractelement %z[] : vector<f32>
  vector.print %x2 : f32

  %s0 = vector.shuffle %a, %a [3, 0, 6, 5] : vector<4xf32>, vector<4xf32>
  vector.print %s0 : vector<4xf32>
  %s1 = vector.shuffle %m, %n1 [3, 0, 1] : vector<2x3xf32>, vector<2x3xf32>
  vector.print %s1 : vector<3x3xf32>

  %fmb = arith.constant dense<[2.0, 0.5, -1.0, 3.0]> : vector<4xf32>
  %fm = vector.fma %a, %fmb, %a : vector<4xf32>
  vector.print %fm : vector<4xf32>
  %fm2 = vector.fma %m, %b0, %m : vector<2x3xf32>
  vector.print %fm2 : vector<2x3xf32>

  %r0 = vector.reduction <add>, %a : vector<4xf32> into f32
  vector.print %r0 : f32
  %r1 = vector.reduction <mul>, %a, %f : vector<4xf32> into f32
  vector.print %r1 : f32
  %r2 = vector.reduction <maxnumf>, %a : vector<4xf32> into f32
  vector.print %r2 : f32
  %r3 = vector.reduction <minimumf>, %a, %f : vector<4xf32> into f32
  vector.print %r3 : f32
  %r4 = vector.reduction <add>, %v, %i3 : vector<4xi32> into i32
  vector.print %r4 : i32
  %r5 = vector.reduction <mul>, %v : vector<4xi32> into i32
  vector.print %r5 : i32
  %r6 = vector.reduction <minsi>, %v : vector<4xi32> into i32
  vector.print %r6 : i32
  %r7 = vector.reduction <maxui>, %v : vector<4xi32> into i32
  vector.print %r7 : i32
  %r8 = vector.reduction <xor>, %v : vector<4xi32> into i32
  vector.print %r8 : i32
  %r9 = vector.reduction <and>, %u : vector<4xi8> into i8
  vector.print %r9 : i8
  %r10 = vector.reduction <or>, %u : vector<4xi8> into i8
  vector.print %r10 : i8
  %r11 = vector.reduction <minui>, %u : vector<4xi8> into i8
  vector.print %r11 : i8
  %r12 = vector.reduction <maxsi>, %u : vector<4xi8> into i8
  vector.print %r12 : i8
  %r13 = vector.reduction <minnumf>, %a : vector<4xf32> into f32
  vector.print %r13 : f32
  %r14 = vector.reduction <maximumf>, %a : vector<4xf32> into f32
  vector.print %r14 : f32

  %bc = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  vector.print %bc : vector<4xi32>
  %bc2 = vector.bitcast %u : vector<4xi8> to vector<2xi16>
  vector.print %bc2 : vector<2xi16>
  %sc = vector.shape_cast %m : vector<2x3xf32> to vector<6xf32>
  vector.print %sc : vector<6xf32>
  %sc2 = vector.shape_cast %sc : vector<6xf32> to vector<3x2xf32>
  vector.print %sc2 : vector<3x2xf32> punctuation <comma>
  vector.print %u : vector<4xi8>

  %il = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  vector.print %il : vector<8xf32>
  %il2 = vector.interleave %m, %m : vector<2x3xf32> -> vector<2x6xf32>
  vector.print %il2 : vector<2x6xf32>
  %z0 = vector.broadcast %f : f32 to vector<f32>
  %z1 = vector.broadcast %r14 : f32 to vector<f32>
  %il0 = vector.interleave %z0, %z1 : vector<f32> -> vector<2xf32>
  vector.print %il0 : vector<2xf32>
  %w = arith.constant dense<[-1, 2, -3, 4]> : vector<4xi8>
  %ilu = vector.interleave %u, %w : vector<4xi8> -> vector<8xi8>
  vector.print %ilu : vector<8xi8>
  return
}
