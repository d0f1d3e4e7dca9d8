// --mlir-print-skip-regions: every region is printed as {...}, in the
// custom and in the generic form.
// RUN: cmir-opt --mlir-print-skip-regions %s | FileCheck %s
// RUN: cmir-opt --mlir-print-skip-regions --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt --no-implicit-module --mlir-print-skip-regions %s | FileCheck %s --check-prefix=FUNC

// CHECK: {{^}}module {...}{{$}}
// CHECK-NOT: func.func
// GENERIC: {{^}}"builtin.module"() ({...}) : () -> (){{$}}
// FUNC: {{^}}func.func @foo(%arg0: i32, %arg1: i1) -> i32 {...}{{$}}
// FUNC-NOT: scf.if

func.func @foo(%a: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}
