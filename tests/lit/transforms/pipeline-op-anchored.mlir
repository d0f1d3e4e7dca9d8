// A pipeline may nest passes under an op name: they run on each op of that
// name directly inside the module, and only there. A pass restricted to the
// module cannot be nested under a function, and a function pass cannot run
// on the module without nesting.
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | FileCheck %s --check-prefix=FUNC
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm))' | FileCheck %s --check-prefix=ARITH
// RUN: cmir-opt %s --pass-pipeline='builtin.module(llvm.func(canonicalize))' | FileCheck %s --check-prefix=NONE
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(llvm-request-c-wrappers), convert-func-to-llvm)' | FileCheck %s --check-prefix=WRAP
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(func.func(convert-func-to-llvm))' 2>&1 | FileCheck %s --check-prefix=RESTRICTED
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(llvm-request-c-wrappers)' 2>&1 | FileCheck %s --check-prefix=RESTRICTED
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED

// FUNC-LABEL: func.func @f
// FUNC-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// FUNC-NEXT: %[[M:.*]] = arith.muli %[[S]], %[[S]] : i32
// FUNC-NEXT: return %[[M]] : i32

// ARITH-LABEL: func.func @f
// ARITH: llvm.add
// ARITH: llvm.mul
// ARITH-NOT: arith.

// NONE-LABEL: func.func @f
// NONE: arith.constant 0 : i32
// NONE: %{{.*}} = arith.addi %arg0, %{{.*}} : i32
// NONE: %{{.*}} = arith.addi %arg0, %{{.*}} : i32

// WRAP: llvm.func @_mlir_ciface_f

// RESTRICTED: did you intend to nest?
// UNBALANCED: unbalanced parentheses
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %x = arith.addi %a, %c : i32
  %y = arith.addi %a, %a : i32
  %z = arith.addi %y, %x : i32
  %w = arith.muli %y, %y : i32
  return %w : i32
}
