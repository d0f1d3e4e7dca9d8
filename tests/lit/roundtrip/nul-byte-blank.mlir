// A NUL byte inside the text is blank, as in MLIR's lexer (also inside a
// comment).
// RUN: printf 'func.func @nul() {\n  \000 return\n}\n// \000 after\n' | cmir-opt | FileCheck %s
// CHECK: func.func @nul() {
// CHECK-NEXT: return
