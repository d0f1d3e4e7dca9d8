// RUN: not cmir-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(cse' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not cmir-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=FLAG

// UNKNOWN: 'no-such-pass' does not refer to a registered pass or pass pipeline
// PAREN: unbalanced parentheses
// FLAG: unknown option '--no-such-flag'
func.func @f() {
  return
}
