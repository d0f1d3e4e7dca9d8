// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// A single top-level module is the top-level operation itself: no implicit
// wrapper module is added around it.

// CHECK: module @top attributes {my.flag, my.list = [1, 2], my.name = "top"} {
// GENERIC: "builtin.module"() <{sym_name = "top"}> ({
builtin.module @top attributes {my.name = "top", my.list = [1, 2], my.flag} {

  // CHECK-NEXT: module @named {
  // CHECK-NEXT: }
  // GENERIC-NEXT: "builtin.module"() <{sym_name = "named"}> ({
  // GENERIC-NEXT: ^bb0:
  // GENERIC-NEXT: }) : () -> ()
  module @named {
  }

  // An empty anonymous module. The body block always exists; the generic
  // form shows it as an empty `^bb0:` block.
  // CHECK-NEXT: module {
  // CHECK-NEXT: }
  // GENERIC-NEXT: "builtin.module"() ({
  // GENERIC-NEXT: ^bb0:
  // GENERIC-NEXT: }) : () -> ()
  module {
  }

  // CHECK-NEXT: module attributes {my.inner = 3 : i32} {
  // CHECK-NEXT: }
  // GENERIC-NEXT: "builtin.module"() ({
  // GENERIC-NEXT: ^bb0:
  // GENERIC-NEXT: }) {my.inner = 3 : i32} : () -> ()
  module attributes {my.inner = 3 : i32} {}

  // Nested modules, each containing a function.
  // CHECK-NEXT: module @level1 {
  // CHECK-NEXT:   module @level2 {
  // CHECK-NEXT:     module @level3 {
  // CHECK-NEXT:       func.func private @deep()
  // CHECK-NEXT:     }
  // CHECK-NEXT:   }
  // CHECK-NEXT:   func.func @shallow() {
  // CHECK-NEXT:     return
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // GENERIC: "builtin.module"() <{sym_name = "level3"}> ({
  // GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "deep", sym_visibility = "private"}> ({
  // GENERIC-NEXT: }) : () -> ()
  // GENERIC-NEXT: }) : () -> ()
  module @level1 {
    module @level2 {
      builtin.module @level3 {
        func.func private @deep()
      }
    }
    func.func @shallow() {
      return
    }
  }

  // A module written in the generic form is printed in the custom form.
  // CHECK-NEXT: module @from_generic {
  // CHECK-NEXT: }
  "builtin.module"() <{sym_name = "from_generic"}> ({
  ^bb0:
  }) : () -> ()

  // CHECK-LABEL: func.func @casts(
  // CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: f32) -> i64 {
  // GENERIC-LABEL: "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "casts"}> ({
  func.func @casts(%a: i32, %b: f32) -> i64 {
    // CHECK-NEXT: %[[C0:.*]] = builtin.unrealized_conversion_cast %[[A]] : i32 to i64
    // GENERIC: %[[G0:.*]] = "builtin.unrealized_conversion_cast"(%{{.*}}) : (i32) -> i64
    %0 = builtin.unrealized_conversion_cast %a : i32 to i64
    // Several operands and several results.
    // CHECK-NEXT: %[[C1:.*]]:2 = builtin.unrealized_conversion_cast %[[A]], %[[B]] : i32, f32 to i64, index
    // GENERIC: %{{.*}}:2 = "builtin.unrealized_conversion_cast"(%{{.*}}, %{{.*}}) : (i32, f32) -> (i64, index)
    %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, index
    // No operands at all.
    // CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast to tensor<2xf32>
    // GENERIC: "builtin.unrealized_conversion_cast"() : () -> tensor<2xf32>
    %2 = builtin.unrealized_conversion_cast to tensor<2xf32>
    // A cast back and forth, using the second result of a multi-result cast.
    // CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %[[C1]]#1 : index to i32
    %3 = builtin.unrealized_conversion_cast %1#1 : index to i32
    // CHECK-NEXT: return %[[C0]] : i64
    return %0 : i64
  }
// The attributes of the top-level module come last in the generic form.
// GENERIC: "func.return"
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {my.flag, my.list = [1, 2], my.name = "top"} : () -> ()
}
