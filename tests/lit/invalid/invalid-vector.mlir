// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// The vector dialect's verifiers, with MLIR 19's messages: lane counts,
// positions out of range, element types, ranks, masks and reduction kinds.

func.func @broadcast_dim(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @broadcast_rank(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_elem(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<2x4xf64>
  return
}

// -----

func.func @splat_elem(%s: f64) {
  // expected-error@+1 {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %0 = "vector.splat"(%s) : (f64) -> vector<4xf32>
  return
}

// -----

func.func @extract_out_of_range(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %a[2] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_negative(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = "vector.extract"(%a) <{static_position = array<i64: 0, -3>}> : (vector<2x4xf32>) -> f32
  return
}

// -----

func.func @extract_rank(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %a[1, 0, 0] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @extract_type(%a: vector<2x4xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %a[1] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @insert_out_of_range(%a: vector<2x4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %a[1, 4] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_scalar_rank(%a: vector<2x4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %a[1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_vector_rank(%a: vector<2x4xf32>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %v, %a[1, 2] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @insert_too_many(%a: vector<2x4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %a[1, 2, 3] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @shuffle_index(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %a [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @shuffle_negative(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #1 out of range}}
  %0 = vector.shuffle %a, %a [-1, 2] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @shuffle_elem(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @shuffle_rank(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @shuffle_empty(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op invalid mask length}}
  %0 = vector.shuffle %a, %a [] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @shuffle_length(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %a) <{mask = [0, 1]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @reduction_elem(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %a : vector<4xf32> into f64
  return
}

// -----

func.func @reduction_kind_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_kind_int(%a: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %a : vector<4xi32> into i32
  return
}

// -----

func.func @reduction_rank(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %a : vector<2x4xf32> into f32
  return
}

// -----

func.func @bitcast_width(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<4xf32> to vector<3xi32>
  return
}

// -----

func.func @bitcast_rank(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %a : vector<2x4xf32> to vector<8xf32>
  return
}

// -----

func.func @bitcast_dims(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %a : vector<2x4xf32> to vector<4x2xi64>
  return
}

// -----

func.func @shape_cast_count(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<7xf32>
  return
}

// -----

func.func @shape_cast_elem(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<8xi32>
  return
}

// -----

func.func @shape_cast_invalid(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %a : vector<2x3xf32> to vector<3x1x2xf32>
  return
}

// -----

func.func @extractelement_no_position(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %0 = vector.extractelement %a[] : vector<4xf32>
  return
}

// -----

func.func @extractelement_0d_position(%a: vector<f32>, %i: index) {
  // expected-error@+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %0 = vector.extractelement %a[%i : index] : vector<f32>
  return
}

// -----

func.func @insertelement_no_position(%a: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %0 = vector.insertelement %s, %a[] : vector<4xf32>
  return
}

// -----

func.func @fma_int(%a: vector<4xi32>) {
  // expected-error@+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return
}

// -----

func.func @interleave_width(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %b : vector<2xf32> -> vector<3xf32>
  return
}

// -----

func.func @interleave_operands(%a: vector<2xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<2xf32>, vector<3xf32>) -> vector<4xf32>
  return
}

// -----

func.func @interleave_0d_result(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.interleave' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.interleave"(%a, %b) : (vector<2xf32>, vector<2xf32>) -> vector<f32>
  return
}

// -----

func.func @interleave_scalable(%a: vector<[2]xf32>, %b: vector<[2]xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %b : vector<[2]xf32> -> vector<4xf32>
  return
}
