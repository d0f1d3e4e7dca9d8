// RUN: not cmir-opt %s --split-input-file 2>&1 | FileCheck %s

// A direct call to a defined function that carries a subprogram location,
// made from a function that carries one too, must not have an unknown
// location.

#file = #llvm.di_file<"lib.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11,
  file = #file, isOptimized = false, emissionKind = LineTablesOnly>
#inner = #llvm.di_subprogram<compileUnit = #unit, scope = #file, name = "inner",
  file = #file, subprogramFlags = "Definition">
#outer = #llvm.di_subprogram<compileUnit = #unit, scope = #file, name = "outer",
  file = #file, subprogramFlags = "Definition">

llvm.func @inner() -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  llvm.return %c : i32
} loc(fused<#inner>["lib.c":3:0])

// CHECK: error: inlinable function call in a function with a DISubprogram location must have a debug location
llvm.func @outer() -> i32 {
  %r = llvm.call @inner() : () -> i32 loc(unknown)
  llvm.return %r : i32
} loc("outer"(fused<#outer>["lib.c":9:0]))

// -----

// Accepted: the callee has no body, or the call has a location.

#file = #llvm.di_file<"lib.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11,
  file = #file, isOptimized = false, emissionKind = LineTablesOnly>
#decl = #llvm.di_subprogram<compileUnit = #unit, scope = #file, name = "decl",
  file = #file, subprogramFlags = "Definition">
#outer = #llvm.di_subprogram<compileUnit = #unit, scope = #file, name = "outer",
  file = #file, subprogramFlags = "Definition">

llvm.func @decl() loc(fused<#decl>["lib.c":1:0])
llvm.func @outer() {
  llvm.call @decl() : () -> () loc(unknown)
  llvm.call @outer() : () -> () loc("lib.c":12:3)
  llvm.return
} loc(fused<#outer>["lib.c":9:0])

// CHECK-NOT: error
// CHECK: llvm.func @decl()
// CHECK: llvm.call @decl() : () -> ()
// CHECK: llvm.call @outer() : () -> ()
