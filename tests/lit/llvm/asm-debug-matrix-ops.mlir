// RUN: cmir-opt %s --split-input-file | FileCheck %s
// RUN: cmir-opt %s --split-input-file | cmir-opt --split-input-file | FileCheck %s
// RUN: cmir-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON

// llvm.inline_asm: the flags, the dialect (an i64 enum written by its case
// name, or as a string), operand attributes, no operands (two blanks before
// the colon) and no result.

// CHECK-LABEL: llvm.func @asm
// CHECK: llvm.inline_asm "pure", "r" %arg0 : (i32) -> ()
// CHECK: %0 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel operand_attrs = [{elementtype = i32}] "foo", "=r,r" %arg0 : (i32) -> i8
// CHECK: %1 = llvm.inline_asm asm_dialect = att "foo", "=r"  : () -> i8
// CHECK: %2 = llvm.inline_asm {note} "foo", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
// GENERIC: "llvm.inline_asm"(%arg0) <{asm_string = "pure", constraints = "r"}> : (i32) -> ()
// GENERIC: "llvm.inline_asm"(%arg0) <{asm_dialect = 1 : i64, asm_string = "foo", constraints = "=r,r", has_side_effects, is_align_stack, operand_attrs = [{elementtype = i32}]}> : (i32) -> i8
// GENERIC: "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "foo", constraints = "=r"}> : () -> i8
// Without side effects an unused asm goes; with them it stays.
// CANON-LABEL: llvm.func @asm
// CANON-NOT: "pure"
// CANON: llvm.inline_asm has_side_effects is_align_stack
// CANON-NOT: llvm.inline_asm
// CANON: llvm.return
llvm.func @asm(%x: i32) {
  llvm.inline_asm "pure", "r" %x : (i32) -> ()
  %0 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = "intel" operand_attrs = [{elementtype = i32}] "foo", "=r,r" %x : (i32) -> i8
  %1 = llvm.inline_asm asm_dialect = att "foo", "=r" : () -> i8
  %2 = llvm.inline_asm {note} "foo", "=r,=r,r" %x : (i32) -> !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

// Variadic argument lists, exception type ids and column-major matrices.

// CHECK-LABEL: llvm.func @varargs
// CHECK: llvm.intr.vastart %arg0 : !llvm.ptr
// CHECK: llvm.intr.vacopy %arg0 to %arg1 : !llvm.ptr, !llvm.ptr
// CHECK: llvm.intr.vaend %arg1 : !llvm.ptr
// CHECK: %0 = llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr) -> i32
// CHECK: %1 = llvm.intr.matrix.column.major.load %arg0, <stride = %arg2> {columns = 2 : i32, isVolatile = true, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
// CHECK: llvm.intr.matrix.column.major.store %1, %arg1, <stride = %arg2> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> to !llvm.ptr stride i64
// GENERIC: "llvm.intr.vacopy"(%arg1, %arg0) : (!llvm.ptr, !llvm.ptr) -> ()
// GENERIC: "llvm.intr.matrix.column.major.load"(%arg0, %arg2) <{columns = 2 : i32, isVolatile = true, rows = 2 : i32}> : (!llvm.ptr, i64) -> vector<4xf32>
llvm.func @varargs(%p: !llvm.ptr, %q: !llvm.ptr, %s: i64) {
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %q : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %q : !llvm.ptr
  %0 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  %1 = llvm.intr.matrix.column.major.load %p, <stride=%s> { isVolatile = 1: i1, rows = 2: i32, columns = 2: i32} : vector<4xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %1, %q, <stride=%s> { isVolatile = 0: i1, rows = 2: i32, columns = 2: i32} : vector<4xf32> to !llvm.ptr stride i64
  llvm.return
}

// -----

// Debug intrinsics: the expression is printed only when it is not the
// empty one (its default).

#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "dbg", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x">
#label = #llvm.di_label<scope = #sp, name = "l">

// CHECK-LABEL: llvm.func @dbg
// CHECK: llvm.intr.dbg.value #{{.*}} = %arg0 : i32
// CHECK: llvm.intr.dbg.value #{{.*}} #llvm.di_expression<[DW_OP_deref]> = %arg0 : i32
// CHECK: llvm.intr.dbg.declare #{{.*}} = %arg1 : !llvm.ptr
// CHECK: llvm.intr.dbg.label #{{.*}}
// GENERIC: "llvm.intr.dbg.value"(%arg0) <{locationExpr = #llvm.di_expression<>, varInfo = #{{.*}}}> : (i32) -> ()
// GENERIC: "llvm.intr.dbg.label"() <{label = #{{.*}}}> : () -> ()
llvm.func @dbg(%x: i32, %p: !llvm.ptr) {
  llvm.intr.dbg.value #var = %x : i32
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref]> = %x : i32
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.intr.dbg.label #label
  llvm.return
}

// -----

// Masked gathers and scatters through a vector of pointers.

// CHECK-LABEL: llvm.func @gather
// CHECK: %0 = llvm.intr.masked.gather %arg0, %arg1 {alignment = 1 : i32} : (!llvm.vec<7 x ptr>, vector<7xi1>) -> vector<7xf32>
// CHECK: %1 = llvm.intr.masked.gather %arg0, %arg1, %0 {alignment = 1 : i32} : (!llvm.vec<7 x ptr>, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
// CHECK: llvm.intr.masked.scatter %1, %arg0, %arg1 {alignment = 1 : i32} : vector<7xf32>, vector<7xi1> into !llvm.vec<7 x ptr>
// GENERIC: "llvm.intr.masked.scatter"(%1, %arg0, %arg1) <{alignment = 1 : i32}> : (vector<7xf32>, !llvm.vec<7 x ptr>, vector<7xi1>) -> ()
llvm.func @gather(%M: !llvm.vec<7 x ptr>, %mask: vector<7xi1>) {
  %a = llvm.intr.masked.gather %M, %mask { alignment = 1: i32} : (!llvm.vec<7 x ptr>, vector<7xi1>) -> vector<7xf32>
  %b = llvm.intr.masked.gather %M, %mask, %a { alignment = 1: i32} : (!llvm.vec<7 x ptr>, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  llvm.intr.masked.scatter %b, %M, %mask { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into !llvm.vec<7 x ptr>
  llvm.return
}
