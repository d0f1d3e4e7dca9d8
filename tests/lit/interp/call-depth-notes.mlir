// A call-depth error names the calls that led to it: all of them for a
// short stack, else the innermost and outermost ten with the number left
// out between them (not one note per frame of 100,000).
// RUN: not cmir-interp --max-depth=1000 %s 2>&1 | FileCheck %s
// RUN: not cmir-interp %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not cmir-interp %s 2>&1 | grep -c "note: called from" | FileCheck %s --check-prefix=COUNT
// RUN: not cmir-interp --max-depth=15 %s 2>&1 | grep -c "note: called from" | FileCheck %s --check-prefix=SHORT
// RUN: not cmir-interp --max-depth=15 %s 2>&1 | FileCheck %s --check-prefix=SHORT-ALL

// CHECK: call-depth-notes.mlir:[[#@LINE+15]]:8: error: call depth limit 1000 exceeded
// CHECK-COUNT-10: call-depth-notes.mlir:[[#@LINE+14]]:8: note: called from @down
// CHECK-NEXT: call-depth-notes.mlir:[[#@LINE+13]]:8: note: ... and 979 more calls (not shown)
// CHECK-COUNT-9: call-depth-notes.mlir:[[#@LINE+12]]:8: note: called from @down
// CHECK-NEXT: call-depth-notes.mlir:[[#@LINE+17]]:8: note: called from @main
// CHECK-NOT: note:
// DEFAULT: error: call depth limit 100000 exceeded
// DEFAULT: note: ... and 99979 more calls (not shown)
// COUNT: 20
// SHORT: 14
// SHORT-ALL-NOT: not shown

func.func @down(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %m = arith.addi %n, %one : i64
  %r = func.call @down(%m) : (i64) -> i64
  return %r : i64
}

func.func @main() {
  %z = arith.constant 0 : i64
  %r = func.call @down(%z) : (i64) -> i64
  return
}
