// Deeply nested input is rejected with a diagnostic, never a crash.
// RUN: python3 -c "print('func.func private @f() -> ' + 'tuple<' * 100000 + 'i32' + '>' * 100000)" | not cmir-opt 2>&1 | FileCheck %s
// RUN: python3 -c "print('func.func private @f() attributes {a = ' + '[' * 100000 + ']' * 100000 + '}')" | not cmir-opt 2>&1 | FileCheck %s
// RUN: python3 -c "print('func.func private @f() attributes {a = dense<' + '[' * 100000 + '1' + ']' * 100000 + '> : tensor<1xi32>}')" | not cmir-opt 2>&1 | FileCheck %s
// RUN: python3 -c "print('#m = affine_map<(d0) -> (' + '(' * 100000 + 'd0' + ')' * 100000 + ')>')" | not cmir-opt 2>&1 | FileCheck %s
// RUN: python3 -c "print('func.func @f() {' + '\"x.r\"() ({' * 100000 + '})' * 100000 + ' return }')" | not cmir-opt --allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: python3 -c "print('func.func private @f() -> ' + '(' * 100000 + ')')" | not cmir-opt 2>&1 | FileCheck %s

// CHECK: error: exceeded maximum nesting depth
