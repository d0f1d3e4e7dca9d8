// The toy dialect's verifiers.
// RUN: cmir-opt %s --split-input-file --verify-diagnostics

toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2x3xf64>
  // expected-error@+1 {{'toy.transpose' op expected result shape to be a transpose of the input}}
  %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2x3xf64>
  // expected-error@+1 {{'toy.reshape' op cannot reshape 'tensor<2x3xf64>' (6 elements) into 'tensor<4xf64>' (4 elements)}}
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<4xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2x3xf64>
  // expected-error@+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<*xf64>'}}
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<*xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  %1 = toy.constant dense<1.0> : tensor<3xf64>
  // expected-error@+1 {{'toy.add' op operand shapes differ: 'tensor<2xf64>' and 'tensor<3xf64>'}}
  %2 = toy.add %0, %1 : (tensor<2xf64>, tensor<3xf64>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = arith.constant dense<1.0> : tensor<2xf32>
  // expected-error@+1 {{'toy.mul' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  %1 = toy.mul %0, %0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = arith.constant 1.0 : f64
  // expected-error@+1 {{'toy.print' op operand #0 must be tensor of 64-bit float values or memref of 64-bit float values, but got 'f64'}}
  toy.print %0 : f64
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  // expected-error@+1 {{'toy.generic_call' op 'nowhere' does not reference a valid toy.func}}
  %1 = toy.generic_call @nowhere(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func private @one(%a: tensor<*xf64>) -> tensor<*xf64> {
  toy.return %a : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  // expected-error@+1 {{'toy.generic_call' op calls 'one' with 2 arguments, but it takes 1}}
  %1 = toy.generic_call @one(%0, %0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func @main() -> tensor<*xf64> {
  // expected-error@+1 {{'toy.return' op returns 0 values, but the enclosing function returns 1}}
  toy.return
}

// -----

toy.func @f() -> tensor<2xf64> {
  %0 = toy.constant dense<1.0> : tensor<3xf64>
  // expected-error@+1 {{'toy.return' op type of return operand ('tensor<3xf64>') doesn't match function result type ('tensor<2xf64>')}}
  toy.return %0 : tensor<3xf64>
}

// -----

func.func @f() {
  // expected-error@+1 {{'toy.return' op expects parent op 'toy.func'}}
  toy.return
}

// -----

toy.func @main() {
  // expected-error@+1 {{'toy.constant' op result shape differs from the value's at dimension 0: 3 != 2}}
  %0 = "toy.constant"() {value = dense<1.0> : tensor<2xf64>} : () -> tensor<3xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  // expected-error@+1 {{'toy.cast' op operand type 'tensor<2xf64>' and result type 'tensor<3xf64>' are cast incompatible}}
  %1 = toy.cast %0 : tensor<2xf64> to tensor<3xf64>
  toy.return
}
