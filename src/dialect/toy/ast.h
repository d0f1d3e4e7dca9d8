/* The Toy language's front end (MLIR's Toy tutorial): the AST, the parser
 * that builds it from source text, its dump (`cmir-toy -emit=ast`), and the
 * generation of toy-dialect IR from it (mlirgen.c). The grammar:
 *
 *   module     ::= definition*
 *   definition ::= 'def' id '(' [id (',' id)*] ')' block
 *   block      ::= '{' (statement ';'+)* '}'        (';' may repeat)
 *   statement  ::= 'var' id ['<' num (',' num)* '>'] '=' expr
 *                | 'return' [expr] | expr
 *   expr       ::= primary (binop primary)*        ('+' '-' 20, '*' 40)
 *   primary    ::= id | id '(' [expr (',' expr)*] ')' | num | '(' expr ')'
 *                | literal
 *   literal    ::= '[' (literal | num) (',' (literal | num))* ']'
 *
 * `print(x)` is a statement of its own kind; `#` starts a comment. Nodes
 * live in one arena freed with the module. */
#ifndef CMIR_TOY_AST_H
#define CMIR_TOY_AST_H

#include "cmir/cmir.h"
#include "support/support.h"

typedef enum CmirToyExprKind {
  TOY_EXPR_VARDECL, /* var name<shape> = init */
  TOY_EXPR_RETURN,  /* return [expr] */
  TOY_EXPR_NUM,     /* a number */
  TOY_EXPR_LITERAL, /* [...] with its shape */
  TOY_EXPR_VAR,     /* a variable reference */
  TOY_EXPR_BINOP,   /* lhs op rhs */
  TOY_EXPR_CALL,    /* callee(args) (transpose is a call too) */
  TOY_EXPR_PRINT,   /* print(arg) */
} CmirToyExprKind;

typedef struct CmirToyLoc {
  uint32_t line, col; /* 1-based, of the node's first token */
} CmirToyLoc;

typedef struct CmirToyExpr CmirToyExpr;
struct CmirToyExpr {
  CmirToyExprKind kind;
  CmirToyLoc loc;
  const char *name;       /* VARDECL, VAR: variable; CALL: callee (NUL-terminated) */
  int op;                 /* BINOP: '+', '-' or '*' */
  double num;             /* NUM */
  uint32_t rank;          /* LITERAL: dims; VARDECL: declared shape (0: none) */
  int64_t *shape;         /* rank entries */
  uint32_t n;             /* LITERAL: elements; CALL: arguments */
  CmirToyExpr **elems;    /* LITERAL elements or CALL arguments */
  CmirToyExpr *lhs, *rhs; /* BINOP operands; VARDECL init, RETURN and PRINT operand in lhs */
  uint32_t depth;         /* of the tree below it, leaves 1 (bounded by the parser) */
};

typedef struct CmirToyFunction {
  const char *name;
  CmirToyLoc loc; /* of `def` */
  uint32_t nparams;
  const char **params;
  uint32_t nbody;
  CmirToyExpr **body;
} CmirToyFunction;

typedef struct CmirToyModule {
  CmirArena arena; /* every node and string */
  uint32_t nfuncs;
  CmirToyFunction *funcs;
} CmirToyModule;

/* Parses Toy source; NULL after a `file:line:col: error:` diagnostic on ctx
 * (which must know the buffer, cmir_context_add_source, for the caret
 * line). */
CmirToyModule *cmir_toy_parse(CmirContext *ctx, const CmirIdent *file, const char *buf, size_t len);
void cmir_toy_module_free(CmirToyModule *m);
/* The AST in the tutorial's dump format, each location `@file:line:col`. */
void cmir_toy_dump(const CmirToyModule *m, const char *file, CmirStrBuf *out);
/* A builtin.module of toy.func ops for the module (MLIR's MLIRGen); NULL
 * after a located diagnostic (unknown variable or function, wrong arity,
 * bad reshape, ...). Not yet verified. */
CmirOp *cmir_toy_mlirgen(CmirContext *ctx, const CmirToyModule *m, const CmirIdent *file);

#endif
