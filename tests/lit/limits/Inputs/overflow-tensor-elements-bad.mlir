// Hex data of neither one element nor 2^64 elements.
func.func @two_bytes() -> tensor<4294967296x4294967296xi8> {
  %c = arith.constant dense<"0x0506"> : tensor<4294967296x4294967296xi8>
  return %c : tensor<4294967296x4294967296xi8>
}
// -----
// The hex data of a single i16 is two bytes.
func.func @one_byte() -> tensor<4294967296x4294967296xi16> {
  %c = arith.constant dense<"0x05"> : tensor<4294967296x4294967296xi16>
  return %c : tensor<4294967296x4294967296xi16>
}
// -----
func.func @list() -> tensor<4294967296x4294967296xi8> {
  %c = arith.constant dense<[1, 2]> : tensor<4294967296x4294967296xi8>
  return %c : tensor<4294967296x4294967296xi8>
}
