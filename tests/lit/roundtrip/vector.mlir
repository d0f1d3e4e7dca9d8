// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The vector dialect's core ops in their custom and generic forms: static
// and dynamic positions (a dynamic one is INT64_MIN in static_position),
// the shuffle mask as an array of i64 with the result type inferred from
// it, reduction kinds and fastmath flags, and vector.print's punctuation
// (default newline, elided) and strings.

// CHECK-LABEL: func.func @ops(
// GENERIC-LABEL: sym_name = "ops"
func.func @ops(%a: vector<4xf32>, %b: vector<2x4xf32>, %s: f32, %i: index, %j: i32, %v: vector<4xi32>) {
  // CHECK: vector.broadcast %{{.*}} : f32 to vector<2x4xf32>
  // GENERIC: "vector.broadcast"(%{{.*}}) : (f32) -> vector<2x4xf32>
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  // CHECK: vector.broadcast %{{.*}} : vector<4xf32> to vector<3x4xf32>
  %1 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  // CHECK: vector.broadcast %{{.*}} : vector<1x4xf32> to vector<3x2x4xf32>
  %c = vector.shape_cast %a : vector<4xf32> to vector<1x4xf32>
  %2 = vector.broadcast %c : vector<1x4xf32> to vector<3x2x4xf32>
  // CHECK: vector.splat %{{.*}} : vector<4xf32>
  // GENERIC: "vector.splat"(%{{.*}}) : (f32) -> vector<4xf32>
  %3 = vector.splat %s : vector<4xf32>
  // CHECK: vector.extract %{{.*}}[1] : vector<4xf32> from vector<2x4xf32>
  // GENERIC: "vector.extract"(%{{.*}}) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
  %4 = vector.extract %b[1] : vector<4xf32> from vector<2x4xf32>
  // CHECK: vector.extract %{{.*}}[1, %{{.*}}] : f32 from vector<2x4xf32>
  // GENERIC: "vector.extract"(%{{.*}}, %{{.*}}) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x4xf32>, index) -> f32
  %5 = vector.extract %b[1, %i] : f32 from vector<2x4xf32>
  // CHECK: vector.extract %{{.*}}[] : vector<2x4xf32> from vector<2x4xf32>
  %6 = vector.extract %b[] : vector<2x4xf32> from vector<2x4xf32>
  // CHECK: vector.insert %{{.*}}, %{{.*}} [0, 3] : f32 into vector<2x4xf32>
  // GENERIC: "vector.insert"(%{{.*}}, %{{.*}}) <{static_position = array<i64: 0, 3>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
  %7 = vector.insert %s, %b[0, 3] : f32 into vector<2x4xf32>
  // CHECK: vector.insert %{{.*}}, %{{.*}} [%{{.*}}] : vector<4xf32> into vector<2x4xf32>
  %8 = vector.insert %a, %b[%i] : vector<4xf32> into vector<2x4xf32>
  // CHECK: vector.extractelement %{{.*}}[%{{.*}} : i32] : vector<4xf32>
  // GENERIC: "vector.extractelement"(%{{.*}}, %{{.*}}) : (vector<4xf32>, i32) -> f32
  %9 = vector.extractelement %a[%j : i32] : vector<4xf32>
  // CHECK: vector.insertelement %{{.*}}, %{{.*}}[%{{.*}} : index] : vector<4xf32>
  // GENERIC: "vector.insertelement"(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, vector<4xf32>, index) -> vector<4xf32>
  %10 = vector.insertelement %s, %a[%i : index] : vector<4xf32>
  // CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<f32>
  // CHECK: vector.extractelement %[[Z]][] : vector<f32>
  // CHECK: vector.insertelement %{{.*}}, %[[Z]][] : vector<f32>
  %z = arith.constant dense<0.0> : vector<f32>
  %11 = vector.extractelement %z[] : vector<f32>
  %12 = vector.insertelement %s, %z[] : vector<f32>
  // CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 5, 7] : vector<4xf32>, vector<4xf32>
  // GENERIC: "vector.shuffle"(%{{.*}}, %{{.*}}) <{mask = [0, 5, 7]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  %13 = vector.shuffle %a, %a [0, 5, 7] : vector<4xf32>, vector<4xf32>
  // CHECK: vector.shuffle %{{.*}}, %{{.*}} [2, 0, 1] : vector<2x4xf32>, vector<1x4xf32>
  // GENERIC: (vector<2x4xf32>, vector<1x4xf32>) -> vector<3x4xf32>
  %14 = vector.shuffle %b, %c [2, 0, 1] : vector<2x4xf32>, vector<1x4xf32>
  // CHECK: vector.shuffle %{{.*}}, %{{.*}} [1, 0] : vector<f32>, vector<f32>
  // GENERIC: (vector<f32>, vector<f32>) -> vector<2xf32>
  %15 = vector.shuffle %z, %z [1, 0] : vector<f32>, vector<f32>
  // CHECK: vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf32>
  // GENERIC: "vector.fma"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  %16 = vector.fma %b, %b, %b : vector<2x4xf32>
  // CHECK: vector.reduction <add>, %{{.*}} : vector<4xf32> into f32
  // GENERIC: "vector.reduction"(%{{.*}}) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  %17 = vector.reduction <add>, %a : vector<4xf32> into f32
  // CHECK: vector.reduction <maximumf>, %{{.*}}, %{{.*}} fastmath<nnan,ninf> : vector<4xf32> into f32
  // GENERIC: <{fastmath = #arith.fastmath<nnan,ninf>, kind = #vector.kind<maximumf>}>
  %18 = vector.reduction <maximumf>, %a, %s fastmath<nnan,ninf> : vector<4xf32> into f32
  // CHECK: vector.reduction <xor>, %{{.*}} : vector<4xi32> into i32
  %19 = vector.reduction <xor>, %v : vector<4xi32> into i32
  // CHECK: vector.reduction <minui>, %{{.*}}, %{{.*}} : vector<4xi32> into i32
  %20 = vector.reduction <minui>, %v, %j : vector<4xi32> into i32
  // CHECK: vector.reduction <mul>, %{{.*}} : vector<f32> into f32
  %21 = vector.reduction <mul>, %z : vector<f32> into f32
  // CHECK: vector.bitcast %{{.*}} : vector<4xf32> to vector<8xi16>
  // GENERIC: "vector.bitcast"(%{{.*}}) : (vector<4xf32>) -> vector<8xi16>
  %22 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  // CHECK: vector.bitcast %{{.*}} : vector<2x4xf32> to vector<2x2xi64>
  %23 = vector.bitcast %b : vector<2x4xf32> to vector<2x2xi64>
  // CHECK: vector.shape_cast %{{.*}} : vector<2x4xf32> to vector<8xf32>
  // GENERIC: "vector.shape_cast"(%{{.*}}) : (vector<2x4xf32>) -> vector<8xf32>
  %24 = vector.shape_cast %b : vector<2x4xf32> to vector<8xf32>
  // CHECK: vector.shape_cast %{{.*}} : vector<8xf32> to vector<2x1x4xf32>
  %25 = vector.shape_cast %24 : vector<8xf32> to vector<2x1x4xf32>
  // CHECK: vector.print %{{.*}} : vector<4xf32>{{$}}
  // GENERIC: "vector.print"(%{{.*}}) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
  vector.print %a : vector<4xf32>
  // CHECK: vector.print %{{.*}} : vector<2x4xf32>{{$}}
  vector.print %b : vector<2x4xf32>
  // CHECK: vector.print punctuation <comma>
  // GENERIC: "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
  vector.print punctuation <comma>
  // CHECK: vector.print %{{.*}} : f32 punctuation <no_punctuation>
  vector.print %s : f32 punctuation <no_punctuation>
  // CHECK: vector.print punctuation <open>
  vector.print punctuation <open>
  // CHECK: vector.print punctuation <close>
  vector.print punctuation <close>
  // CHECK: vector.print{{$}}
  // GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
  vector.print
  // CHECK: vector.print str "hello\0A"
  // GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
  vector.print str "hello\n"
  // CHECK: vector.print %{{.*}} : index
  vector.print %i : index
  return
}
