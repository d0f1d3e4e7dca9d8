// A `//` comment ends at a lone carriage return as at a line feed, as in
// MLIR's lexer: the op after the CR is parsed, not swallowed by the comment.
// RUN: printf '// comment\rfunc.func @after_cr() {\r  return\r}\r' | cmir-opt | FileCheck %s
// RUN: printf '// comment\r"x.op"() : () -> ()\r' | not cmir-opt 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: func.func @after_cr()
// ERR: error: operation being parsed with an unregistered dialect
