// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// llvm dialect properties of the wrong kind are rejected where the generic
// form is parsed, as MLIR's property conversion does; the custom form could
// not print them back.

llvm.func @gep_i64_indices(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {elem_type = i8, rawConstantIndices = array<i64: 1>} for op llvm.getelementptr: Invalid attribute `rawConstantIndices` in property conversion: array<i64: 1>}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i64: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @extractvalue_i32_position(%s: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{invalid properties {position = array<i32: 0>} for op llvm.extractvalue: Invalid attribute `position` in property conversion: array<i32: 0>}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i32: 0>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @insertvalue_dense_position(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+1 {{invalid properties {position = dense<0> : tensor<1xi64>} for op llvm.insertvalue: Invalid attribute `position` in property conversion: dense<0> : tensor<1xi64>}}
  %0 = "llvm.insertvalue"(%s, %v) <{position = dense<0> : tensor<1xi64>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @shufflevector_i64_mask(%a: vector<2xf32>) {
  // expected-error@+1 {{invalid properties {mask = array<i64: 0, 1>} for op llvm.shufflevector: Invalid attribute `mask` in property conversion: array<i64: 0, 1>}}
  %0 = "llvm.shufflevector"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @cond_br_i64_weights(%c: i1) {
  // expected-error@+1 {{invalid properties {branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>} for op llvm.cond_br: Invalid attribute `branch_weights` in property conversion: array<i64: 1, 2>}}
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_i64_segments(%v: i32) {
  // expected-error@+1 {{invalid properties {case_operand_segments = array<i64: 0>, case_values = dense<1> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>} for op llvm.switch: Invalid attribute `case_operand_segments` in property conversion: array<i64: 0>}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i64: 0>, case_values = dense<1> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @callee()

llvm.func @call_i64_weights() {
  // expected-error@+1 {{invalid properties}}
  "llvm.call"() <{callee = @callee, branch_weights = array<i64: 1>, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> ()
  llvm.return
}
