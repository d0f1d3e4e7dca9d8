// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Operations whose name has no dialect prefix are looked up in the default
// dialect of the enclosing operation: `builtin` in a module body, `func` in a
// func.func body, none in other regions (e.g. scf.if). The printer elides
// the prefix of operations from the default dialect in the same way.
// SSA numbering continues into nested regions, across module and function
// boundaries.

// CHECK-LABEL: module {
// CHECK-NEXT:    %0 = unrealized_conversion_cast to i32
// CHECK-NEXT:    %1 = unrealized_conversion_cast to i64
// GENERIC-LABEL: "builtin.module"() ({
// GENERIC-NEXT:    "builtin.unrealized_conversion_cast"() : () -> i32
// GENERIC-NEXT:    "builtin.unrealized_conversion_cast"() : () -> i64
unrealized_conversion_cast to i32
builtin.unrealized_conversion_cast to i64

// CHECK-NEXT:    module @inner {
// CHECK-NEXT:      %2 = unrealized_conversion_cast to i16
// GENERIC-NEXT:    "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:      "builtin.unrealized_conversion_cast"() : () -> i16
module @inner {
  unrealized_conversion_cast to i16

  // CHECK-NEXT:    func.func @f(%arg0: i32) -> i32 {
  // GENERIC-NEXT:    "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  func.func @f(%x: i32) -> i32 {
    // Inside func.func, func ops need no prefix and builtin ops need one.
    // CHECK-NEXT:    %3 = call @f(%arg0) : (i32) -> i32
    // GENERIC:         "func.call"(%{{.*}}) <{callee = @f}> : (i32) -> i32
    %0 = call @f(%x) : (i32) -> i32
    // CHECK-NEXT:    %f = constant @f : (i32) -> i32
    %f = constant @f : (i32) -> i32
    // CHECK-NEXT:    %4 = call_indirect %f(%3) : (i32) -> i32
    %1 = call_indirect %f(%0) : (i32) -> i32
    // CHECK-NEXT:    %5 = builtin.unrealized_conversion_cast %4 : i32 to i8
    %2 = builtin.unrealized_conversion_cast %1 : i32 to i8
    // A module nested in a function body restores builtin as the default.
    // CHECK-NEXT:    builtin.module {
    // CHECK-NEXT:      %6 = unrealized_conversion_cast to i1
    // CHECK-NEXT:      func.func private @p()
    // CHECK-NEXT:    }
    builtin.module {
      unrealized_conversion_cast to i1
      func.func private @p()
    }
    // Regions of other operations have no default dialect.
    // CHECK-NEXT:    %true = arith.constant true
    // CHECK-NEXT:    scf.if %true {
    // CHECK-NEXT:      %6 = func.call @f(%3) : (i32) -> i32
    // CHECK-NEXT:      %7 = builtin.unrealized_conversion_cast to i32
    // CHECK-NEXT:    }
    %c = arith.constant true
    scf.if %c {
      %r = func.call @f(%0) : (i32) -> i32
      %u = builtin.unrealized_conversion_cast to i32
    }
    // Both spellings of the terminator are accepted.
    // CHECK-NEXT:    cf.br ^bb1
    // CHECK-NEXT:  ^bb1:  // pred: ^bb0
    // CHECK-NEXT:    return %4 : i32
    // CHECK-NEXT:  }
    // GENERIC:         "func.return"(%{{.*}}) : (i32) -> ()
    cf.br ^bb1
  ^bb1:
    func.return %1 : i32
  }

  // CHECK-NEXT:    func.func @g() {
  // CHECK-NEXT:      return
  // CHECK-NEXT:    }
  func.func @g() {
    return
  }
  // CHECK-NEXT:  }
}
// CHECK-NEXT:  }
