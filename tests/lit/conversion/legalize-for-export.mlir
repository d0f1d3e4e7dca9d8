// RUN: cmir-opt %s --llvm-legalize-for-export --split-input-file --allow-unregistered-dialect | FileCheck %s

// Seeds 000 and 003, "Repeated Successor Removal": a terminator that names
// one block twice gets a new block for the second occurrence; it takes the
// block's arguments and branches on (MLIR 19 passes the values through the
// new block's arguments rather than naming them in it).
// CHECK-LABEL: llvm.func @repeated(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   "use"(%0) : (i32) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:   llvm.br ^bb1(%1 : i32)
// CHECK-NEXT: }
llvm.func @repeated(%c: i1, %a: i32, %b: i32) {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "use"(%x) : (i32) -> ()
  llvm.return
}

// -----

// Blocks without arguments need no PHI: repeating them is fine.
// CHECK-LABEL: llvm.func @no_args(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   llvm.switch %arg1 : i32, ^bb2 [
// CHECK-NEXT:     1: ^bb2,
// CHECK-NEXT:     2: ^bb3,
// CHECK-NEXT:     3: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @no_args(%c: i1, %f: i32) {
  llvm.cond_br %c, ^bb1, ^bb1
^bb1:
  llvm.switch %f : i32, ^bb2 [
    1: ^bb2,
    2: ^bb3,
    3: ^bb2
  ]
^bb2:
  llvm.return
^bb3:
  llvm.return
}
