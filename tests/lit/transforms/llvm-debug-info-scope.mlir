// RUN: cmir-opt %s --split-input-file --mlir-print-debuginfo --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func)" | FileCheck %s --check-prefix=SP
// RUN: cmir-opt %s --split-input-file --mlir-print-debuginfo --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func)" | FileCheck %s --check-prefix=CU
// RUN: cmir-opt %s --split-input-file --mlir-print-debuginfo --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func)" | FileCheck %s --check-prefix=LOC

// (One fact per prefix: where the debug info attributes are printed, as
// aliases or in place, is not what this checks.)

// A function's location is fused with a subprogram: for a definition with
// a distinct id and the compile unit (a new one for the module's file), its
// file location's line and column as line and scope line.

// SP: di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #{{.*}}, scope = #{{.*}}, name = "defined", linkageName = "defined", file = #{{.*}}, line = 9, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #{{.*}}>
// CU: di_compile_unit<id = distinct[{{[0-9]+}}]<>, sourceLanguage = DW_LANG_C, file = #{{.*}}, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// LOC: llvm.func @defined()
// LOC: } loc(#[[L:loc[0-9]*]])
// LOC: #[[F:loc[0-9]*]] = loc("/work/file.mlir":9:8)
// LOC: #[[L]] = loc(fused<#{{.*}}di_subprogram{{.*}}>[#[[F]]])
module {
  llvm.func @defined() {
    llvm.return loc(unknown)
  } loc("/work/file.mlir":9:8)
} loc("/src/mod.mlir":1:1)

// -----

// A declaration's subprogram has no id and no compile unit; without a file
// location it takes the unit's file, line 1 and column 1.

// SP: di_subprogram<scope = #{{.*}}, name = "declared", linkageName = "declared", file = #{{.*}}, line = 1, scopeLine = 1, subprogramFlags = Optimized, type = #{{.*}}>
// LOC: llvm.func @declared() loc(#[[L:loc[0-9]*]])
// LOC: #[[U:loc[0-9]*]] = loc(unknown)
// LOC: #[[L]] = loc(fused<#{{.*}}di_subprogram{{.*}}>[#[[U]]])
module {
  llvm.func @declared() loc(unknown)
} loc(unknown)

// -----

// A function that already has a subprogram keeps its location.

// LOC: llvm.func @kept()
// LOC: } loc(#[[L:loc[0-9]*]])
// LOC: #[[L]] = loc(fused<#{{.*}}di_subprogram{{.*}}>[#loc{{[0-9]*}}])
// LOC-NOT: fused
// SP: di_subprogram<id = distinct[{{[0-9]+}}]<>, {{.*}}name = "kept", {{.*}}line = 3, scopeLine = 3
module {
  llvm.func @kept() {
    llvm.return loc(unknown)
  } loc(fused<#llvm.di_subprogram<id = distinct[1]<>, compileUnit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a.c" in "">, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>, scope = #llvm.di_file<"a.c" in "">, name = "kept", linkageName = "kept", file = #llvm.di_file<"a.c" in "">, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>>>["a.c":3:3])
} loc(unknown)
