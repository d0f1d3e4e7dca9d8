// RUN: cmir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: cmir-opt --allow-unregistered-dialect %s | cmir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: cmir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Operations, types and attributes of unregistered dialects are kept as they
// are; operations are always printed in the generic form.

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[X:.*]]: i32, %[[C:.*]]: i1) -> i32 {
// GENERIC-LABEL: sym_name = "ops"
func.func @ops(%x: i32, %c: i1) -> i32 {
  // CHECK-NEXT: %[[B:.*]] = "foo.bar"(%[[X]]) {a = 1 : i64} : (i32) -> i32
  // GENERIC: %[[GB:.*]] = "foo.bar"(%{{.*}}) {a = 1 : i64} : (i32) -> i32
  %0 = "foo.bar"(%x) {a = 1} : (i32) -> i32
  // CHECK-NEXT: "foo.noresult"() : () -> ()
  // GENERIC-NEXT: "foo.noresult"() : () -> ()
  "foo.noresult"() : () -> ()
  // CHECK-NEXT: %[[M:.*]]:2 = "foo.multi"(%[[X]], %[[B]]) {b = "s", c} : (i32, i32) -> (i32, f32)
  // GENERIC-NEXT: %{{.*}}:2 = "foo.multi"(%{{.*}}, %[[GB]]) {b = "s", c} : (i32, i32) -> (i32, f32)
  %1:2 = "foo.multi"(%x, %0) {c, b = "s"} : (i32, i32) -> (i32, f32)
  // CHECK-NEXT: "foo.use"(%[[M]]#1, %[[M]]#0) : (f32, i32) -> ()
  "foo.use"(%1#1, %1#0) : (f32, i32) -> ()
  // Properties are kept on unregistered operations.
  // CHECK-NEXT: %{{.*}} = "foo.props"() <{p = 1 : i32}> {q = 2 : i64} : () -> i32
  // GENERIC: "foo.props"() <{p = 1 : i32}> {q = 2 : i64} : () -> i32
  %2 = "foo.props"() <{p = 1 : i32}> {q = 2} : () -> i32
  // Dialect-specific types and attributes in the opaque syntax.
  // CHECK-NEXT: %{{.*}} = "foo.types"() : () -> !foo.type<"x", 1>
  %3 = "foo.types"() : () -> !foo.type<"x", 1>
  // CHECK-NEXT: %{{.*}} = "foo.attrs"() {v = #foo.attr<42>, w = #foo<"bare">, x = #foo.simple} : () -> !foo<"opaque">
  %4 = "foo.attrs"() {v = #foo.attr<42>, w = #foo<"bare">, x = #foo.simple} : () -> !foo<"opaque">
  // CHECK-NEXT: %{{.*}} = "foo.nested_types"() : () -> tensor<2x!foo.elt>
  %5 = "foo.nested_types"() : () -> tensor<2x!foo.elt>
  // Unregistered operations may be used with registered ones.
  // CHECK-NEXT: %[[S:.*]] = arith.addi %[[B]], %[[B]] : i32
  %6 = arith.addi %0, %0 : i32
  // CHECK-NEXT: "foo.consume"(%[[S]]) : (i32) -> ()
  "foo.consume"(%6) : (i32) -> ()
  // CHECK-NEXT: return %[[B]] : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @regions(
// CHECK-SAME: %[[X:.*]]: i32)
// GENERIC-LABEL: sym_name = "regions"
func.func @regions(%x: i32) -> i32 {
  // CHECK-NEXT: %[[R:.*]] = "foo.region"(%[[X]]) ({
  // CHECK-NEXT: ^bb0(%[[A:.*]]: i32):
  // CHECK-NEXT:   "foo.yield"(%[[A]]) : (i32) -> ()
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   "foo.yield"(%[[X]]) : (i32) -> ()
  // CHECK-NEXT: }) : (i32) -> i32
  // GENERIC:      "foo.region"(%{{.*}}) ({
  // GENERIC-NEXT: ^bb0(%[[GA:.*]]: i32):
  // GENERIC-NEXT:   "foo.yield"(%[[GA]]) : (i32) -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   "foo.yield"(%{{.*}}) : (i32) -> ()
  // GENERIC-NEXT: }) : (i32) -> i32
  %0 = "foo.region"(%x) ({
  ^bb0(%arg: i32):
    "foo.yield"(%arg) : (i32) -> ()
  }, {
    "foo.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  // An empty region.
  // CHECK-NEXT: "foo.empty_region"() ({
  // CHECK-NEXT: }) {k} : () -> ()
  "foo.empty_region"() ({}) {k} : () -> ()
  // A region with several blocks; an entry block without arguments is not
  // labelled, other blocks are.
  // CHECK-NEXT: "foo.multi_block"() ({
  // CHECK-NEXT:   "foo.br"()[^bb1] : () -> ()
  // CHECK-NEXT: ^bb1:  // pred: ^bb0
  // CHECK-NEXT:   "foo.end"() : () -> ()
  // CHECK-NEXT: }) : () -> ()
  "foo.multi_block"() ({
    "foo.br"()[^next] : () -> ()
  ^next:
    "foo.end"() : () -> ()
  }) : () -> ()
  // Regions nest.
  // CHECK-NEXT: "foo.outer"() ({
  // CHECK-NEXT:   "foo.inner"() ({
  // CHECK-NEXT:     %{{.*}} = arith.addi %[[R]], %[[X]] : i32
  // CHECK-NEXT:   }) : () -> ()
  // CHECK-NEXT: }) : () -> ()
  "foo.outer"() ({
    "foo.inner"() ({
      %s = arith.addi %0, %x : i32
    }) : () -> ()
  }) : () -> ()
  // CHECK-NEXT: return %[[R]] : i32
  return %0 : i32
}

// Unregistered terminators with successors; successor operands are ordinary
// operands of unregistered operations.
// CHECK-LABEL: func.func @successors(
// CHECK-SAME: %[[X:.*]]: i32)
// GENERIC-LABEL: sym_name = "successors"
func.func @successors(%x: i32) {
  // CHECK-NEXT: "foo.cond_br"(%[[X]])[^bb1, ^bb2] : (i32) -> ()
  // GENERIC: "foo.cond_br"(%{{.*}})[^bb1, ^bb2] : (i32) -> ()
  "foo.cond_br"(%x)[^a, ^b] : (i32) -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
^a:
  // CHECK-NEXT: "foo.ret"() : () -> ()
  "foo.ret"() : () -> ()
// CHECK-NEXT: ^bb2(%{{.*}}: i32):  // pred: ^bb0
^b(%y: i32):
  // CHECK-NEXT: "foo.br"()[^bb1] {weight = 3 : i64} : () -> ()
  // GENERIC: "foo.br"()[^bb1] {weight = 3 : i64} : () -> ()
  "foo.br"()[^a] {weight = 3} : () -> ()
}

// Unregistered operations at module level.
// CHECK-LABEL: "foo.toplevel"() {sym_name = "t"} : () -> ()
// GENERIC-LABEL: "foo.toplevel"() {sym_name = "t"} : () -> ()
"foo.toplevel"() {sym_name = "t"} : () -> ()
// CHECK-NEXT: %{{.*}} = "foo.value"() : () -> index
"foo.value"() : () -> index
