// RUN: not cmir-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(cse' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not cmir-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=FLAG
// canonicalize's options are checked, numbers against int64:
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=99999999999999999999})' 2>&1 | FileCheck %s --check-prefix=ITER
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=ten})' 2>&1 | FileCheck %s --check-prefix=REWRITES
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=most})' 2>&1 | FileCheck %s --check-prefix=REGION
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=maybe})' 2>&1 | FileCheck %s --check-prefix=TOPDOWN
// RUN: cmir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=-1 max-num-rewrites=0x10 region-simplify=aggressive top-down=false test-convergence})' | FileCheck %s --check-prefix=VALID

// UNKNOWN: 'no-such-pass' does not refer to a registered pass or pass pipeline
// PAREN: unbalanced parentheses
// FLAG: unknown option '--no-such-flag'
// ITER: for the --max-iterations option: '99999999999999999999' value invalid for long argument!
// REWRITES: for the --max-num-rewrites option: 'ten' value invalid for long argument!
// REGION: for the --region-simplify option: Cannot find option named 'most'!
// TOPDOWN: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// VALID: func.func @f()
func.func @f() {
  return
}
