// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Invalid builtin types and attributes: integer widths, vector/tensor/memref
// shapes and element types, layouts, affine maps and sets, dense elements,
// out-of-range literals, dense arrays, aliases.

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @huge_integer_width(i16777216)

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @huge_integer_width_signed(si99999999)

// -----

// expected-error@+1 {{vector types must have positive constant sizes}}
func.func private @vector_zero_dim(vector<0xf32>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @vector_dynamic_dim(vector<?xf32>)

// -----

// expected-error@+1 {{vector elements must be int/index/float type}}
func.func private @vector_of_tensor(vector<4xtensor<f32>>)

// -----

// expected-error@+1 {{vector types must have positive constant sizes}}
func.func private @vector_of_index_scalable(vector<[0]xf32>)

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func private @tensor_of_memref(tensor<4xmemref<f32>>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @tensor_negative_dim(tensor<-1xf32>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @tensor_missing_element_type(tensor<4x>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @unranked_with_dims(tensor<*x4xf32>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @memref_of_tensor(memref<4xtensor<f32>>)

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
func.func private @memref_strides_rank(memref<4x4xf32, strided<[1]>>)

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func private @memref_layout_map_rank(memref<4x4xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
func.func private @memref_bad_layout(memref<4xf32, 5, 6>)

// -----

// expected-error@+1 {{invalid element type for complex}}
func.func private @complex_of_memref(complex<memref<f32>>)

// -----

// expected-error@+1 {{invalid element type for complex}}
func.func private @complex_of_index(complex<index>)

// -----

// expected-error@+1 {{expected '>' in tuple type}}
func.func private @tuple_unclosed(tuple<i32, f32)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @function_type_missing_result((i32) ->)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @unknown_float(f24)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @unknown_builtin_type(vectorx)

// -----

// expected-error@+1 {{use of undeclared identifier}}
func.func private @bad_affine_map() attributes {my.m = affine_map<(d0) -> (d1)>}

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @non_affine_product() attributes {my.m = affine_map<(d0, d1) -> (d0 * d1)>}

// -----

// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
func.func private @non_affine_mod() attributes {my.m = affine_map<(d0, d1) -> (d0 mod d1)>}

// -----

// expected-error@+1 {{expected '->' or ':'}}
func.func private @affine_map_missing_arrow() attributes {my.m = affine_map<(d0) (d0)>}

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
func.func private @affine_set_bad_constraint() attributes {my.s = affine_set<(d0) : (d0 > 0)>}

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
func.func private @dense_shape_mismatch() attributes {my.d = dense<[1, 2, 3]> : tensor<2xi32>}

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
func.func private @dense_ragged() attributes {my.d = dense<[[1, 2], [3]]> : tensor<2x2xi32>}

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
func.func private @dense_float_for_int() attributes {my.d = dense<1.5> : tensor<2xi32>}

// -----

// expected-error@+1 {{integer constant out of range for type}}
func.func private @dense_int_out_of_range() attributes {my.d = dense<[1, 300]> : tensor<2xi8>}

// -----

// expected-error@+1 {{elements literal type must have static shape}}
func.func private @dense_dynamic_shape() attributes {my.d = dense<1> : tensor<?xi32>}

// -----

// expected-error@+1 {{expected ':'}}
func.func private @dense_missing_type() attributes {my.d = dense<1>}

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
func.func private @dense_hex_size() attributes {my.d = dense<"0x0102"> : tensor<2xi32>}

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
func.func private @integer_out_of_range() attributes {my.a = 256 : i8}

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
func.func private @negative_unsigned() attributes {my.a = -1 : ui8}

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
func.func private @bool_out_of_range() attributes {my.a = 2 : i1}

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
func.func private @float_hex_width() attributes {my.a = 0x7FF8000000000000 : f32}

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
func.func private @float_for_integer_type() attributes {my.a = 1.5 : i32}

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
func.func private @integer_literal_for_index_type_overflow() attributes {my.a = 99999999999999999999 : index}

// -----

// expected-error@+1 {{expected integer literal}}
func.func private @dense_array_float() attributes {my.a = array<i64: 1.5>}

// -----

// expected-error@+1 {{expected integer or float type, got: 'tensor<i32>'}}
func.func private @dense_array_bad_type() attributes {my.a = array<tensor<i32>: 1>}

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @strided_missing_offset_value() attributes {my.s = strided<[1], offset: >}

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @strided_bad_stride() attributes {my.s = strided<[x]>}

// -----

// expected-error@+1 {{expected ',' or ']'}}
func.func private @array_unclosed() attributes {my.a = [1, 2}

// -----

// expected-error@+1 {{expected attribute value}}
func.func private @dictionary_missing_value() attributes {my.d = {a =}}

// -----

// expected-error@+1 {{expected nested symbol reference identifier}}
func.func private @symbol_ref_missing_name() attributes {my.s = @a::}

// -----

// expected-error@+1 {{undefined symbol alias id 't'}}
func.func private @type_alias_to_attribute(!t)
!t = i32

// -----

// expected-error@+1 {{expected non-function type}}
!t = 5 : i32

// -----

// expected-error@+1 {{expected operation name in quotes}}
#a = i32 i32

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @string_type_not_allowed() attributes {my.s = "a" : "b"}

// -----

// A memref's memory space is an integer, string or dictionary attribute,
// or another dialect's attribute (a text fuzzer find: a float was kept and
// printed as its bits).
// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @float_memory_space(memref<6xf32, 2.5>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @unit_memory_space_unranked(memref<*xf32, unit>)
