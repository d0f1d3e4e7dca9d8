// print-op-stats: the number of ops of each name, to stderr, sorted by
// name; the table aligns the dialect prefixes on their dot, a name without
// a dot has a blank where the dot would be.
// RUN: cmir-opt --allow-unregistered-dialect --print-op-stats %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
// RUN: cmir-opt --allow-unregistered-dialect --print-op-stats=json %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON --strict-whitespace
// RUN: cmir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(print-op-stats{json=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not cmir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(print-op-stats{json=maybe})' %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not cmir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(print-op-stats{csv})' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// CHECK:      {{^}}Operations encountered:{{$}}
// CHECK-NEXT: {{^}}-----------------------{{$}}
// CHECK-NEXT: {{^}}    arith.muli             , 3{{$}}
// CHECK-NEXT: {{^}}  builtin.module           , 1{{$}}
// CHECK-NEXT: {{^}}     func.func             , 2{{$}}
// CHECK-NEXT: {{^}}     func.return           , 2{{$}}
// CHECK-NEXT: {{^}}       my.op.with.dots     , 1{{$}}
// CHECK-NEXT: {{^}}          op_without_a_dot , 2{{$}}

// JSON:      {{^}}{{{$}}
// JSON-NEXT: {{^}}  "arith.muli" : 3,{{$}}
// JSON-NEXT: {{^}}  "builtin.module" : 1,{{$}}
// JSON-NEXT: {{^}}  "func.func" : 2,{{$}}
// JSON-NEXT: {{^}}  "func.return" : 2,{{$}}
// JSON-NEXT: {{^}}  "my.op.with.dots" : 1,{{$}}
// JSON-NEXT: {{^}}  "op_without_a_dot" : 2{{$}}
// JSON-NEXT: {{^}}}{{$}}

// BAD: 'maybe' is invalid value for boolean argument
// UNKNOWN: csv

func.func @a(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %0, %x : i32
  "op_without_a_dot"() : () -> ()
  return %1 : i32
}

func.func @b(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  "op_without_a_dot"() : () -> ()
  "my.op.with.dots"() : () -> ()
  return %0 : i32
}
