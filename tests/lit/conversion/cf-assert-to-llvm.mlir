// RUN: cmir-opt %s --convert-to-llvm | FileCheck %s
// RUN: cmir-opt %s --convert-vector-to-llvm | FileCheck %s --check-prefix=VEC

// Each cf.assert message becomes a private NUL-terminated global; a name
// that is taken gets the next _N suffix of the pass's counter. puts and
// abort are declared once.

// CHECK: llvm.mlir.global private constant @assert_msg_1(dense<[111, 107, 0]> : tensor<3xi8>)
// CHECK-SAME: !llvm.array<3 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[110, 111, 0]> : tensor<3xi8>)
// CHECK-NOT: llvm.func @puts
// CHECK: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK: llvm.cond_br %arg1, ^bb2, ^bb4
// CHECK: ^bb3:
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[A]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i8>
// CHECK-NEXT: llvm.call @puts(%[[P]])
// CHECK-NEXT: llvm.call @abort()
// CHECK-NEXT: llvm.unreachable
// CHECK: ^bb4:
// CHECK-NEXT: llvm.mlir.addressof @assert_msg_1

// A string of one repeated byte and its NUL is not a splat.
// VEC: llvm.mlir.global private constant @vector_print_str_0(dense<[120, 120, 0]> : tensor<3xi8>)
// VEC: llvm.mlir.global private constant @vector_print_str(dense<[120, 120, 0]> : tensor<3xi8>)
// VEC: llvm.mlir.addressof @vector_print_str :
// VEC: llvm.call @printString
// VEC: llvm.mlir.addressof @vector_print_str_0 :
func.func @f(%a: i1, %b: i1) {
  cf.assert %a, "no"
  cf.assert %b, "ok"
  vector.print str "xx"
  vector.print str "xx"
  return
}
func.func private @assert_msg()
