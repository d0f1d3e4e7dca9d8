// REQUIRES: mlir-opt
// --inline prints exactly what mlir-opt-19 prints on Inputs/inline.mlir,
// with the default simplification pipeline (canonicalize) and without one.
// RUN: cmir-opt --inline %S/Inputs/inline.mlir > %t.cmir
// RUN: mlir-opt --inline %S/Inputs/inline.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --inline='default-pipeline=' %S/Inputs/inline.mlir > %t.cmir
// RUN: mlir-opt --inline='default-pipeline=' %S/Inputs/inline.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --inline=max-iterations=1 --split-input-file %s > %t.cmir
// RUN: mlir-opt --inline=max-iterations=1 --split-input-file %s > %t.mlir
// RUN: diff %t.cmir %t.mlir

// Calls that come from an inlined body are inlined in the same round.
func.func private @leaf(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Mutual recursion: one round inlines each into the other once (the inline
// history stops a callee from being inlined into its own copy).
func.func @ping(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i32 {
    scf.yield %c0 : i32
  } else {
    %p = func.call @pong(%n) : (i32) -> i32
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @pong(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @ping(%m) : (i32) -> i32
  return %r : i32
}
func.func @start(%n: i32) -> i32 {
  %r = call @ping(%n) : (i32) -> i32
  return %r : i32
}
