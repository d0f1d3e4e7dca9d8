// Splat constants of a tensor type with 2^64 elements (overflow-tensor-elements.mlir).
func.func @splat() -> tensor<4294967296x4294967296xi8> {
  %c = arith.constant dense<"0x05"> : tensor<4294967296x4294967296xi8>
  return %c : tensor<4294967296x4294967296xi8>
}

// -----

func.func @splat_i32() -> tensor<4294967296x4294967296xi32> {
  %c = arith.constant dense<"0x07000000"> : tensor<4294967296x4294967296xi32>
  return %c : tensor<4294967296x4294967296xi32>
}

// -----

func.func @decimal_splat() -> tensor<4294967296x4294967296xi8> {
  %c = arith.constant dense<3> : tensor<4294967296x4294967296xi8>
  return %c : tensor<4294967296x4294967296xi8>
}
