// Sinking keeps what the program computes.
// RUN: cmir-interp %S/Inputs/control-flow-sink-run.mlir > %t.before
// RUN: cmir-opt --control-flow-sink %S/Inputs/control-flow-sink-run.mlir > %t.sunk
// RUN: cmir-interp %t.sunk > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: cmir-opt %s --control-flow-sink --split-input-file | FileCheck %s

// OUT: 43
// OUT-NEXT: 10
// OUT-NEXT: 7

// A chain used only in one branch moves in, operands first; the load (a
// read) and a value also used after the if stay.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[X:.*]] = arith.addi %arg1, %arg1
// CHECK-NEXT:    %[[L:.*]] = memref.load
// CHECK-NEXT:    scf.if %arg0
// CHECK-NEXT:      %[[Y:.*]] = arith.muli %[[X]], %arg1
// CHECK-NEXT:      %[[Z:.*]] = arith.subi %[[Y]], %[[X]]
// CHECK-NEXT:      arith.addi %[[Z]], %[[L]]
// CHECK:         } else {
// CHECK-NEXT:      arith.muli %arg1, %arg1
// CHECK-NEXT:      scf.yield
// CHECK:         call @use(%[[X]])
func.func private @use(i32)
func.func @chain(%c: i1, %a: i32, %m: memref<i32>) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %a : i32
  %z = arith.subi %y, %x : i32
  %l = memref.load %m[] : memref<i32>
  %w = arith.muli %a, %a : i32
  %r = scf.if %c -> i32 {
    %q = arith.addi %z, %l : i32
    scf.yield %q : i32
  } else {
    scf.yield %w : i32
  }
  func.call @use(%x) : (i32) -> ()
  return %r : i32
}

// -----

// Uses only in regions nested in a branch do not pull a value into the
// branch; a direct use does, and the nested ones follow it.
// CHECK-LABEL: func.func @nested_uses
// CHECK-NEXT:    %[[X:.*]] = arith.addi
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      scf.if %arg0 {
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      %[[Y:.*]] = arith.muli
// CHECK-NEXT:      func.call @use(%[[Y]])
func.func private @use(i32)
func.func @nested_uses(%c: i1, %a: i32) {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  scf.if %c {
    scf.if %c {
      func.call @use(%x) : (i32) -> ()
    } else {
      func.call @use(%x) : (i32) -> ()
    }
  }
  scf.if %c {
    func.call @use(%y) : (i32) -> ()
    scf.if %c {
      func.call @use(%y) : (i32) -> ()
    }
  }
  return
}

// -----

// Loops and execute_region are not sinking targets; an scf.if in a loop is.
// CHECK-LABEL: func.func @loops
// CHECK:         %[[V:.*]] = arith.addi
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.if %arg0 {
// CHECK-NEXT:        %[[W:.*]] = arith.muli
// CHECK-NEXT:        func.call @use(%[[W]])
// CHECK:         scf.execute_region
func.func private @use(i32)
func.func @loops(%c: i1, %a: i32) {
  %v = arith.addi %a, %a : i32
  %w = arith.muli %a, %a : i32
  scf.for %i = %v to %a step %v : i32 {
    scf.if %c {
      func.call @use(%w) : (i32) -> ()
    }
  }
  %e = scf.execute_region -> i32 {
    scf.yield %v : i32
  }
  return
}
