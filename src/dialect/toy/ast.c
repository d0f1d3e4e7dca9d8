/* The Toy language's lexer and recursive-descent parser (grammar in ast.h),
 * and the AST dump of `cmir-toy -emit=ast`. The parser stops at the first
 * error with a located diagnostic; nesting (parentheses, literals, operator
 * chains) is bounded so that no recursive walk of the AST can exhaust the
 * stack. */
#include "dialect/toy/ast.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

/* Deepest expression tree the parser builds (a chain of N binary
 * operations is N deep). */
#define TOY_MAX_DEPTH 500

typedef enum {
  TK_EOF = 256,
  TK_DEF,
  TK_VAR,
  TK_RETURN,
  TK_IDENT,
  TK_NUM,
} TokKind;

typedef struct Lexer {
  CmirContext *ctx;
  const CmirIdent *file;
  const char *buf, *end, *p;
  uint32_t line, col; /* of p */
  /* current token */
  int tok;        /* a character, or a TokKind */
  const char *ts; /* its text */
  size_t tlen;
  CmirToyLoc tloc;
  double num;
  bool failed;
} Lexer;

static CmirLoc cloc(Lexer *lx, CmirToyLoc l) {
  CmirLoc c = {NULL, lx->file, l.line, l.col};
  return c;
}

static void *parse_error(Lexer *lx, CmirToyLoc l, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void *parse_error(Lexer *lx, CmirToyLoc l, const char *fmt, ...) {
  if (lx->failed)
    return NULL;
  lx->failed = true;
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  cmir_error(lx->ctx, cloc(lx, l), "%s", msg);
  return NULL;
}

static void advance_char(Lexer *lx) {
  if (*lx->p == '\n') {
    lx->line++;
    lx->col = 1;
  } else {
    lx->col++;
  }
  lx->p++;
}

static bool is_ident_start(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_ident_char(int c) { return is_ident_start(c) || (c >= '0' && c <= '9') || c == '_'; }

static void next(Lexer *lx) {
  for (;;) {
    while (lx->p < lx->end && (*lx->p == ' ' || *lx->p == '\t' || *lx->p == '\n' ||
                               *lx->p == '\r' || *lx->p == '\v' || *lx->p == '\f'))
      advance_char(lx);
    if (lx->p < lx->end && *lx->p == '#') {
      while (lx->p < lx->end && *lx->p != '\n')
        advance_char(lx);
      continue;
    }
    break;
  }
  lx->ts = lx->p;
  lx->tloc = (CmirToyLoc){lx->line, lx->col};
  if (lx->p >= lx->end) {
    lx->tok = TK_EOF;
    lx->tlen = 0;
    return;
  }
  unsigned char c = (unsigned char)*lx->p;
  if (is_ident_start(c)) {
    while (lx->p < lx->end && is_ident_char((unsigned char)*lx->p))
      advance_char(lx);
    lx->tlen = (size_t)(lx->p - lx->ts);
    lx->tok = TK_IDENT;
    if (lx->tlen == 3 && !memcmp(lx->ts, "def", 3))
      lx->tok = TK_DEF;
    else if (lx->tlen == 3 && !memcmp(lx->ts, "var", 3))
      lx->tok = TK_VAR;
    else if (lx->tlen == 6 && !memcmp(lx->ts, "return", 6))
      lx->tok = TK_RETURN;
    return;
  }
  if ((c >= '0' && c <= '9') || c == '.') {
    while (lx->p < lx->end && ((*lx->p >= '0' && *lx->p <= '9') || *lx->p == '.'))
      advance_char(lx);
    lx->tlen = (size_t)(lx->p - lx->ts);
    lx->tok = TK_NUM;
    char tmp[64];
    char *endp = NULL;
    bool ok = lx->tlen < sizeof tmp;
    if (ok) {
      memcpy(tmp, lx->ts, lx->tlen);
      tmp[lx->tlen] = 0;
      errno = 0;
      lx->num = strtod(tmp, &endp);
      ok = endp == tmp + lx->tlen && isfinite(lx->num);
    }
    if (!ok)
      parse_error(lx, lx->tloc, "invalid number '%.*s'", (int)(lx->tlen > 64 ? 64 : lx->tlen),
                  lx->ts);
    return;
  }
  advance_char(lx);
  lx->tlen = 1;
  lx->tok = c;
}

/* The current token for a message: 'x', identifier 'foo', end of file. */
static const char *tok_desc(Lexer *lx, char *buf, size_t n) {
  if (lx->tok == TK_EOF)
    snprintf(buf, n, "end of file");
  else if (lx->tok < 256 && (lx->tok < 32 || lx->tok > 126))
    snprintf(buf, n, "character 0x%02x", (unsigned)lx->tok);
  else
    snprintf(buf, n, "'%.*s'", (int)(lx->tlen > 40 ? 40 : lx->tlen), lx->ts);
  return buf;
}

static void *expected(Lexer *lx, const char *what, const char *context) {
  char d[64];
  return parse_error(lx, lx->tloc, "expected %s %s, found %s", what, context,
                     tok_desc(lx, d, sizeof d));
}

typedef struct Parser {
  Lexer lx;
  CmirToyModule *m;
  uint32_t depth; /* parentheses and literals being parsed */
} Parser;

static CmirToyExpr *new_expr(Parser *ps, CmirToyExprKind k, CmirToyLoc loc) {
  CmirToyExpr *e = cmir_arena_zalloc(&ps->m->arena, sizeof *e);
  e->kind = k;
  e->loc = loc;
  e->depth = 1;
  return e;
}

/* Sets e's depth from a child's; false (with the error) beyond the bound. */
static bool deepen(Parser *ps, CmirToyExpr *e, const CmirToyExpr *child) {
  if (child && child->depth + 1 > e->depth)
    e->depth = child->depth + 1;
  if (e->depth <= TOY_MAX_DEPTH)
    return true;
  parse_error(&ps->lx, e->loc, "exceeded maximum nesting depth");
  return false;
}

static const char *tok_str(Parser *ps) {
  return cmir_arena_strndup(&ps->m->arena, ps->lx.ts, ps->lx.tlen);
}

typedef CMIR_VEC(CmirToyExpr *) ExprVec;

static CmirToyExpr **to_arena(Parser *ps, ExprVec *v) {
  CmirToyExpr **a = cmir_arena_memdup(&ps->m->arena, v->data, sizeof *v->data * v->len);
  cmir_vec_free(v);
  return a;
}

static CmirToyExpr *parse_expr(Parser *ps);

static CmirToyExpr *parse_literal(Parser *ps) {
  Lexer *lx = &ps->lx;
  CmirToyLoc loc = lx->tloc;
  if (++ps->depth > TOY_MAX_DEPTH)
    return parse_error(lx, loc, "exceeded maximum nesting depth");
  next(lx); /* [ */
  ExprVec vals = {0};
  for (;;) {
    CmirToyExpr *e = NULL;
    if (lx->tok == '[')
      e = parse_literal(ps);
    else if (lx->tok == TK_NUM) {
      e = new_expr(ps, TOY_EXPR_NUM, lx->tloc);
      e->num = lx->num;
      next(lx);
    } else
      expected(lx, "a number or '['", "in literal expression");
    if (!e || lx->failed) {
      cmir_vec_free(&vals);
      return NULL;
    }
    cmir_vec_push(&vals, e);
    if (lx->tok == ']')
      break;
    if (lx->tok != ',') {
      cmir_vec_free(&vals);
      return expected(lx, "',' or ']'", "in literal expression");
    }
    next(lx);
  }
  next(lx); /* ] */
  ps->depth--;
  /* The shape: this level's count, then the nested literals' common shape. */
  bool any_nested = false, all_nested = true;
  for (uint32_t i = 0; i < vals.len; i++) {
    if (vals.data[i]->kind == TOY_EXPR_LITERAL)
      any_nested = true;
    else
      all_nested = false;
  }
  CmirToyExpr *lit = new_expr(ps, TOY_EXPR_LITERAL, loc);
  if (any_nested) {
    const CmirToyExpr *first = vals.data[0];
    bool uniform = all_nested;
    for (uint32_t i = 1; uniform && i < vals.len; i++)
      uniform = vals.data[i]->rank == first->rank &&
                !memcmp(vals.data[i]->shape, first->shape, sizeof(int64_t) * first->rank);
    if (!uniform) {
      cmir_vec_free(&vals);
      return parse_error(lx, loc,
                         "expected uniform well-nested dimensions inside literal expression");
    }
    lit->rank = 1 + first->rank;
    lit->shape = cmir_arena_alloc8(&ps->m->arena, sizeof(int64_t) * lit->rank);
    lit->shape[0] = vals.len;
    memcpy(lit->shape + 1, first->shape, sizeof(int64_t) * first->rank);
  } else {
    lit->rank = 1;
    lit->shape = cmir_arena_alloc8(&ps->m->arena, sizeof(int64_t));
    lit->shape[0] = vals.len;
  }
  int64_t count = 1;
  for (uint32_t i = 0; i < lit->rank; i++)
    if (cmir_ckd_mul(&count, count, lit->shape[i])) {
      cmir_vec_free(&vals);
      return parse_error(lx, loc, "literal has too many elements");
    }
  lit->n = vals.len;
  lit->elems = to_arena(ps, &vals);
  for (uint32_t i = 0; i < lit->n; i++)
    if (!deepen(ps, lit, lit->elems[i]))
      return NULL;
  return lit;
}

/* id, id(args), print(arg). */
static CmirToyExpr *parse_identifier_expr(Parser *ps) {
  Lexer *lx = &ps->lx;
  CmirToyLoc loc = lx->tloc;
  const char *name = tok_str(ps);
  next(lx);
  if (lx->tok != '(') {
    CmirToyExpr *v = new_expr(ps, TOY_EXPR_VAR, loc);
    v->name = name;
    return v;
  }
  if (++ps->depth > TOY_MAX_DEPTH)
    return parse_error(lx, lx->tloc, "exceeded maximum nesting depth");
  next(lx); /* ( */
  ExprVec args = {0};
  if (lx->tok != ')') {
    for (;;) {
      CmirToyExpr *a = parse_expr(ps);
      if (!a) {
        cmir_vec_free(&args);
        return NULL;
      }
      cmir_vec_push(&args, a);
      if (lx->tok == ')')
        break;
      if (lx->tok != ',') {
        cmir_vec_free(&args);
        return expected(lx, "',' or ')'", "in argument list");
      }
      next(lx);
    }
  }
  next(lx); /* ) */
  ps->depth--;
  if (!strcmp(name, "print")) {
    if (args.len != 1) {
      cmir_vec_free(&args);
      return parse_error(lx, loc, "print takes exactly one argument");
    }
    CmirToyExpr *p = new_expr(ps, TOY_EXPR_PRINT, loc);
    p->lhs = args.data[0];
    cmir_vec_free(&args);
    return deepen(ps, p, p->lhs) ? p : NULL;
  }
  CmirToyExpr *c = new_expr(ps, TOY_EXPR_CALL, loc);
  c->name = name;
  c->n = args.len;
  c->elems = to_arena(ps, &args);
  for (uint32_t i = 0; i < c->n; i++)
    if (!deepen(ps, c, c->elems[i]))
      return NULL;
  return c;
}

static CmirToyExpr *parse_primary(Parser *ps) {
  Lexer *lx = &ps->lx;
  switch (lx->tok) {
  case TK_IDENT:
    return parse_identifier_expr(ps);
  case TK_NUM: {
    CmirToyExpr *e = new_expr(ps, TOY_EXPR_NUM, lx->tloc);
    e->num = lx->num;
    next(lx);
    return lx->failed ? NULL : e;
  }
  case '[':
    return parse_literal(ps);
  case '(': {
    if (++ps->depth > TOY_MAX_DEPTH)
      return parse_error(lx, lx->tloc, "exceeded maximum nesting depth");
    next(lx);
    CmirToyExpr *e = parse_expr(ps);
    if (!e)
      return NULL;
    if (lx->tok != ')')
      return expected(lx, "')'", "to close the expression");
    next(lx);
    ps->depth--;
    return e;
  }
  default:
    return expected(lx, "an expression", "");
  }
}

static int precedence(int tok) {
  switch (tok) {
  case '+':
  case '-':
    return 20;
  case '*':
    return 40;
  default:
    return -1;
  }
}

/* Precedence climbing: the operators of precedence >= min after lhs. */
static CmirToyExpr *parse_binop_rhs(Parser *ps, int min, CmirToyExpr *lhs) {
  Lexer *lx = &ps->lx;
  for (;;) {
    int prec = precedence(lx->tok);
    if (prec < min)
      return lhs;
    int op = lx->tok;
    next(lx);
    CmirToyLoc loc = lx->tloc; /* the operation is located at its right operand */
    CmirToyExpr *rhs = parse_primary(ps);
    if (!rhs)
      return NULL;
    int nprec = precedence(lx->tok);
    if (prec < nprec) {
      rhs = parse_binop_rhs(ps, prec + 1, rhs);
      if (!rhs)
        return NULL;
    }
    CmirToyExpr *b = new_expr(ps, TOY_EXPR_BINOP, loc);
    b->op = op;
    b->lhs = lhs;
    b->rhs = rhs;
    if (!deepen(ps, b, lhs) || !deepen(ps, b, rhs))
      return NULL;
    lhs = b;
  }
}

static CmirToyExpr *parse_expr(Parser *ps) {
  CmirToyExpr *lhs = parse_primary(ps);
  if (!lhs)
    return NULL;
  return parse_binop_rhs(ps, 0, lhs);
}

static CmirToyExpr *parse_vardecl(Parser *ps) {
  Lexer *lx = &ps->lx;
  CmirToyLoc loc = lx->tloc;
  next(lx); /* var */
  if (lx->tok != TK_IDENT)
    return expected(lx, "an identifier", "after 'var'");
  CmirToyExpr *d = new_expr(ps, TOY_EXPR_VARDECL, loc);
  d->name = tok_str(ps);
  next(lx);
  if (lx->tok == '<') {
    next(lx);
    CmirI64Vec dims = {0};
    for (;;) {
      if (lx->tok != TK_NUM) {
        cmir_vec_free(&dims);
        return expected(lx, "a dimension", "in the variable's shape");
      }
      double v = lx->num;
      if (v != floor(v) || v < 1 || v > 1e15) {
        cmir_vec_free(&dims);
        return parse_error(lx, lx->tloc, "a dimension must be a positive integer");
      }
      cmir_vec_push(&dims, (int64_t)v);
      next(lx);
      if (lx->tok == '>')
        break;
      if (lx->tok != ',') {
        cmir_vec_free(&dims);
        return expected(lx, "',' or '>'", "in the variable's shape");
      }
      next(lx);
    }
    next(lx); /* > */
    int64_t count = 1;
    for (uint32_t i = 0; i < dims.len; i++)
      if (cmir_ckd_mul(&count, count, dims.data[i])) {
        cmir_vec_free(&dims);
        return parse_error(lx, loc, "the variable's shape has too many elements");
      }
    d->rank = dims.len;
    d->shape = cmir_arena_memdup(&ps->m->arena, dims.data, sizeof(int64_t) * dims.len);
    cmir_vec_free(&dims);
  }
  if (lx->tok != '=')
    return expected(lx, "'='", "in variable declaration");
  next(lx);
  d->lhs = parse_expr(ps);
  return d->lhs && deepen(ps, d, d->lhs) ? d : NULL;
}

static bool parse_block(Parser *ps, CmirToyFunction *f) {
  Lexer *lx = &ps->lx;
  if (lx->tok != '{') {
    expected(lx, "'{'", "to begin the function body");
    return false;
  }
  next(lx);
  ExprVec body = {0};
  while (lx->tok == ';')
    next(lx);
  while (lx->tok != '}' && !lx->failed) {
    CmirToyExpr *e;
    if (lx->tok == TK_EOF) {
      expected(lx, "'}'", "to end the function body");
      break;
    }
    if (lx->tok == TK_VAR)
      e = parse_vardecl(ps);
    else if (lx->tok == TK_RETURN) {
      e = new_expr(ps, TOY_EXPR_RETURN, lx->tloc);
      next(lx);
      if (lx->tok != ';' && (!(e->lhs = parse_expr(ps)) || !deepen(ps, e, e->lhs)))
        e = NULL;
    } else
      e = parse_expr(ps);
    if (!e)
      break;
    cmir_vec_push(&body, e);
    if (lx->tok != ';') {
      expected(lx, "';'", "after expression");
      break;
    }
    while (lx->tok == ';')
      next(lx);
  }
  if (lx->failed) {
    cmir_vec_free(&body);
    return false;
  }
  next(lx); /* } */
  f->nbody = body.len;
  f->body = to_arena(ps, &body);
  return true;
}

static bool parse_definition(Parser *ps, CmirToyFunction *f) {
  Lexer *lx = &ps->lx;
  f->loc = lx->tloc;
  next(lx); /* def */
  if (lx->tok != TK_IDENT) {
    expected(lx, "a function name", "after 'def'");
    return false;
  }
  f->name = tok_str(ps);
  next(lx);
  if (lx->tok != '(') {
    expected(lx, "'('", "in prototype");
    return false;
  }
  next(lx);
  CMIR_VEC(const char *) params = {0};
  if (lx->tok != ')') {
    for (;;) {
      if (lx->tok != TK_IDENT) {
        cmir_vec_free(&params);
        expected(lx, "a parameter name", "in prototype");
        return false;
      }
      cmir_vec_push(&params, tok_str(ps));
      next(lx);
      if (lx->tok == ')')
        break;
      if (lx->tok != ',') {
        cmir_vec_free(&params);
        expected(lx, "',' or ')'", "in prototype");
        return false;
      }
      next(lx);
    }
  }
  next(lx); /* ) */
  f->nparams = params.len;
  f->params = cmir_arena_memdup(&ps->m->arena, params.data, sizeof(char *) * params.len);
  cmir_vec_free(&params);
  return parse_block(ps, f);
}

CmirToyModule *cmir_toy_parse(CmirContext *ctx, const CmirIdent *file, const char *buf,
                              size_t len) {
  Parser ps;
  memset(&ps, 0, sizeof ps);
  ps.lx.ctx = ctx;
  ps.lx.file = file;
  ps.lx.buf = ps.lx.p = buf;
  ps.lx.end = buf + len;
  ps.lx.line = ps.lx.col = 1;
  ps.m = cmir_xcalloc(1, sizeof *ps.m);
  cmir_arena_init(&ps.m->arena);
  CMIR_VEC(CmirToyFunction) funcs = {0};
  next(&ps.lx);
  while (!ps.lx.failed && ps.lx.tok != TK_EOF) {
    if (ps.lx.tok != TK_DEF) {
      expected(&ps.lx, "'def'", "at the top level");
      break;
    }
    CmirToyFunction f;
    memset(&f, 0, sizeof f);
    if (!parse_definition(&ps, &f))
      break;
    cmir_vec_push(&funcs, f);
  }
  if (ps.lx.failed) {
    cmir_vec_free(&funcs);
    cmir_toy_module_free(ps.m);
    return NULL;
  }
  ps.m->nfuncs = funcs.len;
  ps.m->funcs = cmir_arena_memdup(&ps.m->arena, funcs.data, sizeof *funcs.data * funcs.len);
  cmir_vec_free(&funcs);
  return ps.m;
}

void cmir_toy_module_free(CmirToyModule *m) {
  if (!m)
    return;
  cmir_arena_release(&m->arena);
  free(m);
}

/* ---- the dump ---- */

typedef struct Dumper {
  CmirStrBuf *out;
  const char *file;
  unsigned level;
} Dumper;

static void indent(Dumper *d) { cmir_sb_indent(d->out, 2 * d->level); }

static void put_loc(Dumper *d, CmirToyLoc l) {
  cmir_sb_printf(d->out, "@%s:%u:%u\n", d->file, l.line, l.col);
}

static void put_num(Dumper *d, double v) { cmir_sb_printf(d->out, "%e", v); }

static void dump_literal_body(Dumper *d, const CmirToyExpr *e) {
  if (e->kind == TOY_EXPR_NUM) {
    put_num(d, e->num);
    return;
  }
  cmir_sb_putc(d->out, '<');
  for (uint32_t i = 0; i < e->rank; i++)
    cmir_sb_printf(d->out, i ? ", %lld" : "%lld", (long long)e->shape[i]);
  cmir_sb_puts(d->out, ">[ ");
  for (uint32_t i = 0; i < e->n; i++) {
    if (i)
      cmir_sb_puts(d->out, ", ");
    dump_literal_body(d, e->elems[i]);
  }
  cmir_sb_puts(d->out, " ]");
}

static void dump_expr(Dumper *d, const CmirToyExpr *e) {
  indent(d);
  d->level++;
  switch (e->kind) {
  case TOY_EXPR_VARDECL:
    cmir_sb_printf(d->out, "VarDecl %s<", e->name);
    for (uint32_t i = 0; i < e->rank; i++)
      cmir_sb_printf(d->out, i ? ", %lld" : "%lld", (long long)e->shape[i]);
    cmir_sb_puts(d->out, "> ");
    put_loc(d, e->loc);
    dump_expr(d, e->lhs);
    break;
  case TOY_EXPR_RETURN:
    cmir_sb_puts(d->out, "Return\n");
    if (e->lhs)
      dump_expr(d, e->lhs);
    else {
      indent(d);
      cmir_sb_puts(d->out, "(void)\n");
    }
    break;
  case TOY_EXPR_NUM:
    put_num(d, e->num);
    cmir_sb_putc(d->out, ' ');
    put_loc(d, e->loc);
    break;
  case TOY_EXPR_LITERAL:
    cmir_sb_puts(d->out, "Literal: ");
    dump_literal_body(d, e);
    cmir_sb_putc(d->out, ' ');
    put_loc(d, e->loc);
    break;
  case TOY_EXPR_VAR:
    cmir_sb_printf(d->out, "var: %s ", e->name);
    put_loc(d, e->loc);
    break;
  case TOY_EXPR_BINOP:
    cmir_sb_printf(d->out, "BinOp: %c ", e->op);
    put_loc(d, e->loc);
    dump_expr(d, e->lhs);
    dump_expr(d, e->rhs);
    break;
  case TOY_EXPR_CALL:
    cmir_sb_printf(d->out, "Call '%s' [ ", e->name);
    put_loc(d, e->loc);
    for (uint32_t i = 0; i < e->n; i++)
      dump_expr(d, e->elems[i]);
    d->level--;
    indent(d);
    cmir_sb_puts(d->out, "]\n");
    return;
  case TOY_EXPR_PRINT:
    cmir_sb_puts(d->out, "Print [ ");
    put_loc(d, e->loc);
    dump_expr(d, e->lhs);
    d->level--;
    indent(d);
    cmir_sb_puts(d->out, "]\n");
    return;
  }
  d->level--;
}

void cmir_toy_dump(const CmirToyModule *m, const char *file, CmirStrBuf *out) {
  Dumper d = {out, file, 0};
  cmir_sb_puts(out, "Module:\n");
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const CmirToyFunction *f = &m->funcs[i];
    cmir_sb_puts(out, "  Function \n");
    cmir_sb_printf(out, "    Proto '%s' ", f->name);
    put_loc(&d, f->loc);
    cmir_sb_puts(out, "    Params: [");
    for (uint32_t k = 0; k < f->nparams; k++)
      cmir_sb_printf(out, k ? ", %s" : "%s", f->params[k]);
    cmir_sb_puts(out, "]\n    Block {\n");
    d.level = 3;
    for (uint32_t k = 0; k < f->nbody; k++)
      dump_expr(&d, f->body[k]);
    cmir_sb_puts(out, "    } // Block\n");
  }
}
