// Built without LLVM, cmir-run says so in one line on stderr and runs the
// program on the interpreter, with the same flags and the same output;
// what needs LLVM (-c, --emit-llvm, --emit-asm) is refused.
// UNSUPPORTED: llvm-backend
// RUN: cmir-run %s -e main -entry-point-result=i64 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=NOTE < %t.err
// RUN: not cmir-run -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OBJ
// RUN: not test -e %t.o

// CHECK: 7
// CHECK-NEXT: 42
// NOTE: cmir-run: the native backend is not built; running the program on the interpreter
// NOTE-NOT: {{.}}
// OBJ: cmir-run: error: the native backend is not built (configured --without-llvm); -c, --emit-llvm and --emit-asm need it
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() -> i64 {
  %c = arith.constant 7 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = arith.constant 42 : i64
  return %r : i64
}
