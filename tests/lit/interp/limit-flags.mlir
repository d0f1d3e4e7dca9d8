// --max-steps and --max-depth take a whole number from 1 up; anything else
// is an error (exit 1) naming the flag.
// RUN: not cmir-interp --max-steps=abc %s 2>&1 | FileCheck %s --check-prefix=STEPS-ABC
// RUN: not cmir-interp --max-steps=0 %s 2>&1 | FileCheck %s --check-prefix=STEPS-0
// RUN: not cmir-interp --max-steps=-1 %s 2>&1 | FileCheck %s --check-prefix=STEPS-NEG
// RUN: not cmir-interp --max-steps=1e6 %s 2>&1 | FileCheck %s --check-prefix=STEPS-EXP
// RUN: not cmir-interp --max-steps 10x %s 2>&1 | FileCheck %s --check-prefix=STEPS-X
// RUN: not cmir-interp --max-steps=18446744073709551616 %s 2>&1 | FileCheck %s --check-prefix=STEPS-BIG
// RUN: not cmir-interp --max-steps= %s 2>&1 | FileCheck %s --check-prefix=STEPS-EMPTY
// RUN: not cmir-interp --max-depth=abc %s 2>&1 | FileCheck %s --check-prefix=DEPTH-ABC
// RUN: not cmir-interp --max-depth=0 %s 2>&1 | FileCheck %s --check-prefix=DEPTH-0
// RUN: not cmir-interp --max-depth=-1 %s 2>&1 | FileCheck %s --check-prefix=DEPTH-NEG
// RUN: not cmir-interp --max-depth=4294967296 %s 2>&1 | FileCheck %s --check-prefix=DEPTH-BIG
// RUN: not cmir-interp --max-depth=+5 %s 2>&1 | FileCheck %s --check-prefix=DEPTH-PLUS
// Valid values, the largest included, run the program.
// RUN: cmir-interp --max-steps=18446744073709551615 --max-depth=4294967295 %s | FileCheck %s --check-prefix=OK
// RUN: cmir-interp --max-steps 100 --max-depth 1 %s | FileCheck %s --check-prefix=OK
// A limit still works.
// RUN: not cmir-interp --max-steps=2 %s 2>&1 | FileCheck %s --check-prefix=HIT

// STEPS-ABC: cmir-interp: bad --max-steps value 'abc' (a whole number from 1 to 18446744073709551615)
// STEPS-0: cmir-interp: bad --max-steps value '0'
// STEPS-NEG: cmir-interp: bad --max-steps value '-1'
// STEPS-EXP: cmir-interp: bad --max-steps value '1e6'
// STEPS-X: cmir-interp: bad --max-steps value '10x'
// STEPS-BIG: cmir-interp: bad --max-steps value '18446744073709551616'
// STEPS-EMPTY: cmir-interp: bad --max-steps value ''
// DEPTH-ABC: cmir-interp: bad --max-depth value 'abc' (a whole number from 1 to 4294967295)
// DEPTH-0: cmir-interp: bad --max-depth value '0'
// DEPTH-NEG: cmir-interp: bad --max-depth value '-1'
// DEPTH-BIG: cmir-interp: bad --max-depth value '4294967296'
// DEPTH-PLUS: cmir-interp: bad --max-depth value '+5'
// OK: 7
// HIT: error: {{.*}}2

func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 7 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func private @printNewline()
