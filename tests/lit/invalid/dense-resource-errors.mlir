// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// dense_resource literals and resource blobs that MLIR 19 rejects, with its
// messages. (An alignment of 0 makes mlir-opt-19 abort with bad_alloc;
// cmir rejects it as not a power of two.)

// expected-error@+1 {{expected '<' after 'dense_resource'}}
#a = dense_resource>

// -----

// expected-error@+1 {{expected '>'}}
#a = dense_resource<blob

// -----

// expected-error@+1 {{expected ':'}}
#a = dense_resource<blob>

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
#a = dense_resource<blob> : i32

// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
#a = dense_resource<"quoted"> : tensor<1xi8>

// -----

func.func @f() -> tensor<2xi8> {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense_resource<b> : tensor<3xi8>}> : () -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error@+1 {{expected hex string blob for key 'b' to encode alignment in first 4 bytes, but got non-power-of-2 value: 0}}
      b: "0x00000000AA"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error@+1 {{expected hex string blob for key 'b'}}
      b: "0x04000000A"
    }
  }
#-}
