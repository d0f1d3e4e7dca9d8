// A program may define a runtime function's name itself (here printI64,
// which libcmir_runtime and MLIR's runner libraries export): its own
// definition is the one called, by the interpreter, by the JIT, and in an
// object linked with the static or the shared libcmir_runtime, as
// mlir-cpu-runner-19 does. Other runtime functions still come from the
// runtime. (A void @main leaves the executables' exit status undefined.)
// REQUIRES: llvm-backend, mlir-opt
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --convert-to-llvm | cmir-interp -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run -O0 %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run -c %s -o %t/prog.o
// RUN: %host_cc %t/prog.o -o %t/static %cmir_libdir/libcmir_runtime.a -lm
// RUN: sh -c '%t/static; true' | FileCheck %s
// RUN: %host_cc %t/prog.o -o %t/shared -L%cmir_libdir -lcmir_runtime -Wl,-rpath,%cmir_libdir
// RUN: sh -c '%t/shared; true' | FileCheck %s
// RUN: mlir-opt %s --convert-to-llvm \
// RUN:   | mlir-cpu-runner -e main -entry-point-result=void \
// RUN:       -shared-libs=%llvm_libdir/libmlir_c_runner_utils.so | FileCheck %s

// CHECK:      1042
// CHECK-NEXT: 1007
// CHECK-NEXT: 7
// CHECK-NOT:  {{.}}

func.func private @printU64(i64)
func.func private @printNewline()

func.func @printI64(%x: i64) {
  %c = arith.constant 1000 : i64
  %y = arith.addi %x, %c : i64
  call @printU64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 42 : i64
  call @printI64(%a) : (i64) -> ()
  %b = arith.constant 7 : i64
  call @printI64(%b) : (i64) -> ()
  call @printU64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
