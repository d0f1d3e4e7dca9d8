// Unregistered ops, types and attributes round-trip (stored as their text
// form); reading them needs unregistered dialects allowed, as parsing does.
// Properties of an unregistered op may be any attribute (a fuzzer find: such
// properties made symbol lookups read an array as a dictionary).
// The forward references of "x.graph" do not verify (unregistered regions
// are SSA regions), hence --no-verify: the format keeps them anyway.
// RUN: cmir-bc --no-verify --allow-unregistered-dialect %s -o %t.cmbc
// RUN: cmir-bc --no-verify --allow-unregistered-dialect %t.cmbc | FileCheck %s
// RUN: not cmir-bc %t.cmbc 2>&1 | FileCheck %s --check-prefix=UNREG

// CHECK: "x.props"() <[1, 2]> : () -> ()
// CHECK: %[[V:.*]] = "x.op"() <{k = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: !x.type<"body", 3>):
// CHECK-NEXT: "x.yield"(%[[A]]) : (!x.type<"body", 3>) -> ()
// CHECK-NEXT: }) {x.attr = #x.attr<[1, 2]>, x.typed = #x.t<"q"> : i32} : () -> !x.result
// CHECK: "x.graph"() ({
// CHECK-NEXT: %[[U:.*]] = "x.use"(%[[D:.*]]) : (i32) -> i32
// CHECK-NEXT: %[[D]] = "x.def"(%[[U]]) : (i32) -> i32
// UNREG: error: in bytecode section 'ops' at offset {{[0-9]+}}: operation '{{x\.[a-z]+}}' belongs to an unregistered dialect
"x.props"() <[1, 2]> : () -> ()
%0 = "x.op"() <{k = 1 : i32}> ({
^bb0(%a: !x.type<"body", 3>):
  "x.yield"(%a) : (!x.type<"body", 3>) -> ()
}) {x.attr = #x.attr<[1, 2]>, x.typed = #x.t<"q"> : i32} : () -> !x.result
"x.graph"() ({
  %u = "x.use"(%d) : (i32) -> i32
  %d = "x.def"(%u) : (i32) -> i32
}) : () -> ()
