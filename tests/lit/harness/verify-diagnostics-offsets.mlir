// RUN: not cmir-opt %s --verify-diagnostics 2>&1 | FileCheck %s
// An `@+N` / `@-N` offset that leads past any line is never matched: it
// neither wraps around to a real line nor overflows.

// CHECK-DAG: :[[@LINE+1]]:4: error: expected error "wrapped" was not produced
// expected-error@+4294967297 {{wrapped}}
func.func @f() -> i32 { return } // error on this line, 2^32 + 1 lines up
// CHECK-DAG: :[[@LINE-1]]:{{[0-9]+}}: error: unexpected error: {{.*}}has 0 operands
// CHECK-DAG: :[[@LINE+1]]:4: error: expected error "huge" was not produced
// expected-error@+99999999999999999999 {{huge}}
// CHECK-DAG: :[[@LINE+1]]:4: error: expected error "before the file" was not produced
// expected-error@-18446744073709551615 {{before the file}}
