// RUN: cmir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: cmir-opt --allow-unregistered-dialect %s | cmir-opt --allow-unregistered-dialect | FileCheck %s

// A type or attribute of an unregistered dialect keeps its data: `name<...>`
// after `!x.`, or what is inside `!x<...>`. Both spellings of the same data
// are one type, printed as MLIR prints it: pretty (`!x.name<...>`) when the
// data starts with an identifier and any rest is one <...>, in brackets
// otherwise. Empty data prints as `!x<>`, which reads back.

// CHECK-LABEL: "x.types"
// CHECK-SAME: () -> (!x.foo, !x.foo, !x.foo<3>, !x.foo<3>, !x<"a b">, !x<3>, !x<>, !x<>, !x.a.b_c)
%0:9 = "x.types"() : () -> (!x<foo>, !x.foo, !x.foo<3>, !x<foo<3>>, !x<"a b">, !x<3>, !x<>, !x., !x<a.b_c>)

// CHECK-LABEL: "x.attrs"
// CHECK-SAME: {a = #x.foo, b = #x.foo, c = #x.foo<[1, 2]>, d = #x<"q">, e = #x<>, f = #x<> : i32, g = #x<(1)>}
"x.attrs"() {a = #x<foo>, b = #x.foo, c = #x<foo<[1, 2]>>, d = #x<"q">, e = #x., f = #x<> : i32, g = #x<(1)>} : () -> ()

// One type, whichever way it was written: the op's operand and result
// types match (a verifier would see two types otherwise).
// CHECK-LABEL: "x.same"
// CHECK-SAME: (!x.foo<3>) -> !x.foo<3>
%1 = "x.same"(%0#2) : (!x<foo<3>>) -> !x.foo<3>

// A body is read as characters, as MLIR reads it, not as tokens: `.bar`
// (the data of `#foo..bar`, printed in brackets as MLIR prints it) is no
// token, and a body may span lines (the next op's location stays right).
// CHECK-LABEL: "x.chars"
// CHECK-SAME: {a = #foo<.bar>, b = #x<
// CHECK-NEXT: "m\"ulti",
// CHECK-NEXT: [1, 2]>}
"x.chars"() {a = #foo..bar, b = #x<
  "m\"ulti",
  [1, 2]>} : () -> ()
