// dense_resource<handle> : type, with its blob in the file metadata. The
// printer writes the blobs of the handles it printed, in the order first
// printed, after the op (and after location aliases); unused blobs are
// dropped, a handle without a blob prints without one. With
// --mlir-print-local-scope no blob is printed, as in MLIR 19.
// RUN: cmir-opt %s | FileCheck %s --strict-whitespace
// RUN: cmir-opt %s | cmir-opt | FileCheck %s --strict-whitespace
// RUN: cmir-opt %s --emit-bytecode | cmir-opt | FileCheck %s --strict-whitespace
// RUN: cmir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// RUN: cmir-opt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK:      %cst = arith.constant dense_resource<second> : tensor<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense_resource<first> : tensor<3xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense_resource<int8.x> : vector<1xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense_resource<nowhere> : tensor<4xi64>
// CHECK:      {{^}}}{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}{-#{{$}}
// CHECK-NEXT: {{^}}  dialect_resources: {{{$}}
// CHECK-NEXT: {{^}}    builtin: {{{$}}
// CHECK-NEXT: {{^}}      second: "0x040000000000803F00000040",{{$}}
// CHECK-NEXT: {{^}}      first: "0x10000000010000000200000003000000",{{$}}
// CHECK-NEXT: {{^}}      int8.x: "0x0100000005"{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}#-}{{$}}
// CHECK-NOT: unused

// GENERIC: "arith.constant"() <{value = dense_resource<second> : tensor<2xf32>}>
// GENERIC: {-#
// GENERIC: second: "0x040000000000803F00000040",

// DEBUG: #loc{{[0-9]*}} = loc(
// DEBUG: {-#
// DEBUG-NEXT: dialect_resources

// LOCAL: dense_resource<second>
// LOCAL-NOT: {-#

// Only the constant still used keeps its blob.
// CANON: dense_resource<second>
// CANON-NOT: dense_resource<first>
// CANON: {-#
// CANON: second:
// CANON-NOT: first:

func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<second> : tensor<2xf32>
  %1 = arith.constant dense_resource<first> : tensor<3xi32>
  %2 = arith.constant dense_resource<int8.x> : vector<1xi8>
  %3 = arith.constant dense_resource<nowhere> : tensor<4xi64>
  return %0 : tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      first: "0x10000000010000000200000003000000",
      unused: "0x0400000001000000",
      second: "0x040000000000803F00000040",
      int8.x: "0x0100000005"
    }
  }
#-}
