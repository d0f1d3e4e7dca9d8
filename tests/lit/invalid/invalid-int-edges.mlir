// RUN: cmir-opt %s --split-input-file --verify-diagnostics
// Every case is a failure, none of them is printed (an error is never
// followed by output, whatever the parser did after it):
// RUN: not cmir-opt %s --split-input-file 2>/dev/null | FileCheck %s --check-prefix=NOOUT
// NOOUT-NOT: {{[[:alpha:]]}}

// Integers at the edges of int64 and uint32, where a number that does not
// fit must be refused, never wrapped, saturated or read as `?`.

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @f() -> memref<4xf32, strided<[1], offset: -9223372036854775808>>

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @f() -> memref<4xf32, strided<[1], offset: 9223372036854775808>>

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @f() -> memref<4xf32, strided<[99999999999999999999]>>

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @f() -> memref<4xf32, strided<[-9223372036854775808]>>

// -----

// expected-error@+1 {{invalid dimension}}
func.func private @f() -> memref<9223372036854775808xf32>

// -----

// expected-error@+1 {{invalid dimension}}
func.func private @f() -> tensor<2x99999999999999999999xf32>

// -----

llvm.func @gep(%p: !llvm.ptr) {
  // expected-error@+1 {{integer value too large}}
  %0 = llvm.getelementptr %p[99999999999999999999] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

func.func @f(%a: index) -> index {
  %0:2 = arith.addui_extended %a, %a : index, i1
  // expected-error@+1 {{invalid SSA value result number}}
  return %0#4294967297 : index
}

// -----

func.func @f() {
  // expected-error@+1 {{operation defines 1 results but was provided 4294967297 to bind}}
  %r:4294967297 = arith.constant 0 : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected named operation to have at least 1 result}}
  %r:99999999999999999999 = arith.constant 0 : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected named operation to have at least 1 result}}
  %r:0 = arith.constant 0 : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected integer line number in FileLineColLoc}}
  return loc("a.mlir":4294967297:1)
}

// -----

func.func @f() {
  // expected-error@+1 {{expected integer column number in FileLineColLoc}}
  return loc("a.mlir":1:4294967296)
}

// -----

func.func @f() {
  // expected-error@+1 {{expected integer line number in FileLineColLoc}}
  return loc("a.mlir":-1:1)
}

// -----

func.func @f() -> tensor<1xi1> {
  // expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<1xi1>'}}
  %0 = arith.constant dense<"0x01020304"> : tensor<1xi1>
  return %0 : tensor<1xi1>
}

// -----

func.func @f() -> tensor<4294967296x4294967296xi1> {
  // expected-error@+1 {{elements hex data size is invalid for provided type}}
  %0 = arith.constant dense<"0x05"> : tensor<4294967296x4294967296xi1>
  return %0 : tensor<4294967296x4294967296xi1>
}
