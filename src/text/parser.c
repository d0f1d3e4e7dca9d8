/* Recursive-descent parser for MLIR's textual form: the generic op syntax,
 * custom op syntax (through per-op hooks and the declarative-format engine),
 * builtin types and attributes, affine maps, aliases, SSA name scoping with
 * forward references, and block references. */
#include "support/float.h"
#include "text/text.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

enum {
  MAX_NESTING = 256, /* levels of brackets, types, attributes and locations in the text */
  /* Levels counting those inside the aliases used (`#a1 = [#a0]`, `!t1 =
   * tuple<!t0>`, `#loc1 = loc(callsite(#loc0 at ...))`, one level each):
   * chains of aliases are refused beyond this, so that the printer and
   * the other recursive walks never run out of stack. (The bytecode
   * writer refuses chains deeper than 1024 entries, bytecode/limits.h.) */
  MAX_ALIAS_NESTING = 4096,
  MAX_AFFINE_DEPTH = 4096, /* binary operations in an affine expression (bytecode: 1024) */
};

/* An SSA name: its values (several for `%x:2`), or placeholders while only
 * forward-referenced. */
typedef struct NameEntry {
  const char *name;
  uint32_t len;
  uint32_t n;
  CmirValue **vals;
  const char **locs; /* per result number: definition or first use (arena) */
  bool fwd;
  bool recyclable;     /* never a forward reference: reusable after its region */
  const char *fwd_pos; /* first forward use, for the undeclared-name error */
  CmirValue *val1;     /* inline storage for the common single value */
  const char *loc1;
  struct NameEntry *next_free;
} NameEntry;

static void free_vals(NameEntry *e) {
  if (e->vals != &e->val1)
    free(e->vals);
  e->vals = NULL;
}

typedef struct BlockEntry {
  const char *name;
  uint32_t len;
  CmirBlock *block;
  bool defined;
  const char *pos; /* first reference */
} BlockEntry;

/* Names visible in one isolated-from-above region tree. */
typedef struct IsoScope {
  CmirArena arena; /* its name entries: released with the scope, so a module
                      parse does not hold every function's names at once */
  CmirHtab names;
  CMIR_VEC(NameEntry *) defined; /* undo list for nested region scopes */
  CMIR_VEC(NameEntry *) fwd;     /* entries that are (or were) forward refs */
  NameEntry *free_entries;       /* entries of finished regions, for reuse: without
                                    them a module parse kept every function's names
                                    (measured: 30 MB at 500k ops) */
} IsoScope;

typedef struct DeferredLoc {
  CmirOp *op;
  CmirValue *arg; /* block argument locations are not kept */
  const char *name;
  uint32_t len;
  const char *pos;
} DeferredLoc;

/* Shaped types by their exact spelling: a module repeats the same memref and
 * vector types on most ops, and re-parsing them was ~2% of parsing. */
typedef struct TypeMemo {
  const char *text;
  uint32_t len;
  const CmirType *type;
} TypeMemo;

typedef struct ParserState {
  CmirArena arena;
  CmirLineIndex lines; /* line starts of the buffer, for diagnostics (lazily) */
  CmirHtab type_memo;
  CmirStrMap attr_aliases, type_aliases;
  /* Each alias's nesting levels plus one (what it adds where it is used). */
  CmirStrMap attr_alias_depth, type_alias_depth;
  CMIR_VEC(IsoScope *) scopes;
  CMIR_VEC(CmirHtab *) block_scopes;
  CMIR_VEC(const char *) default_dialect;
  CMIR_VEC(DeferredLoc) deferred;
  uint32_t loc_nest;              /* inside a location's parts: no alias may be deferred there */
  CMIR_VEC(CmirValue *) resolved; /* placeholders whose name was defined */
  CmirHtab distinct;              /* distinct[id]: id -> DistinctDef */
  uint32_t depth;     /* nesting levels open now */
  uint32_t max_depth; /* the deepest level reached, inside the aliases used included */
} ParserState;

/* Notes that nesting level d was reached. */
static void reach_depth(ParserState *st, uint32_t d) {
  if (d > st->max_depth)
    st->max_depth = d;
}

/* At a use of an alias recorded in depths: the levels inside it count from
 * here; refused beyond MAX_ALIAS_NESTING. */
static CmirStatus use_alias_depth(CmirParser *p, const CmirStrMap *depths, const char *name,
                                  size_t n) {
  uintptr_t ad = (uintptr_t)cmir_strmap_get(depths, name, n);
  if (!ad)
    return CMIR_OK;
  uint32_t total = p->st->depth + (uint32_t)(ad - 1);
  total -= total > 0; /* the use and the alias's outermost level are one */
  if (total > MAX_ALIAS_NESTING)
    return cmir_parser_error(p, "exceeded maximum nesting depth (%u levels through aliases)",
                             MAX_ALIAS_NESTING);
  reach_depth(p->st, total);
  return CMIR_OK;
}

static CmirStatus parse_op(CmirParser *p, CmirBlock *block);
static const CmirAttr *parse_attr(CmirParser *p, const CmirType *type);
static const CmirType *parse_type(CmirParser *p);
static const CmirType *parse_non_function_type(CmirParser *p);
static const CmirAttr *parse_location_body(CmirParser *p);

/* ---- tokens and diagnostics ---- */

/* Drops the pages of a file-mapped input that lie well behind the lexer
 * (measured: the 20 MB text of a 500k-op module was 12% of peak memory). */
static void discard_consumed(CmirParser *p) {
  enum { KEEP = 1 << 20, STEP = 4 << 20 };
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t from = ((uintptr_t)p->discard_from + page - 1) & ~(page - 1);
  uintptr_t to = ((uintptr_t)p->lx.cur - KEEP) & ~(page - 1);
  if (to > from)
    madvise((void *)from, to - from, MADV_DONTNEED);
  if (to > from)
    p->discard_from = (const char *)to;
  p->discard_next = p->lx.cur + STEP;
}

void cmir_parser_advance(CmirParser *p) {
  p->prev_end = p->tok.s + p->tok.len;
  p->tok = cmir_lex_next(&p->lx);
  if (p->discard_next && p->lx.cur >= p->discard_next)
    discard_consumed(p);
}

CmirLoc cmir_parser_loc(CmirParser *p) {
  CmirLoc l = {NULL, p->file, p->tok.line + p->line_offset, p->tok.col};
  return l;
}

CmirLoc cmir_parser_loc_at(CmirParser *p, const char *pos) {
  uint32_t line, col;
  CmirLineIndex *ix = &p->st->lines;
  if (ix->buf != p->lx.buf)
    cmir_lines_init(ix, p->lx.buf, (size_t)(p->lx.end - p->lx.buf));
  cmir_lines_find(ix, (size_t)(pos - p->lx.buf), &line, &col);
  CmirLoc l = {NULL, p->file, line + p->line_offset, col};
  return l;
}

static CmirStatus verror_at(CmirParser *p, CmirLoc loc, const char *fmt, va_list ap) {
  if (p->failed)
    return CMIR_FAIL; /* only the first parse error is reported */
  p->failed = true;
  if (p->custom_op) {
    /* MLIR prefixes errors raised inside a custom op parser. */
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    cmir_error(p->ctx, loc, "custom op '%s' %s", p->custom_op, buf);
    return CMIR_FAIL;
  }
  cmir_diag_emit(p->ctx, CMIR_ERROR, loc, fmt, ap);
  return CMIR_FAIL;
}

/* MLIR's Parser reports its own errors (punctuation, types, attributes, SSA
 * names, regions, locations) without a prefix; only what an op's custom
 * parser reports itself through OpAsmParser::emitError reads "custom op
 * 'NAME' ...". Entry points standing for Parser facilities open with
 * PARSER_LEVEL(p), which switches the prefix off until they return. */
typedef struct PlainGuard {
  CmirParser *p;
  const char *saved;
} PlainGuard;
static void plain_restore(PlainGuard *g) { g->p->custom_op = g->saved; }
#define PARSER_LEVEL(p)                                                                            \
  PlainGuard plain_guard_ __attribute__((cleanup(plain_restore), unused)) = {(p), (p)->custom_op}; \
  (p)->custom_op = NULL

/* The lexer's own message, at the bad token, without a custom op's name:
 * MLIR's lexer reports it before any op parser sees the token. */
static CmirStatus lexer_error(CmirParser *p) {
  const char *op = p->custom_op;
  p->custom_op = NULL;
  cmir_parser_error_at(p, p->tok.s, "%s", p->lx.err);
  p->custom_op = op;
  return CMIR_FAIL;
}

CmirStatus cmir_parser_error(CmirParser *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  CmirLoc loc = cmir_parser_loc(p);
  if (p->tok.kind == TOK_ERROR && p->lx.err) {
    va_end(ap);
    return lexer_error(p);
  }
  if (p->tok.kind == TOK_EOF && p->tok.s > p->lx.buf) /* MLIR: back one character */
    loc = cmir_parser_loc_at(p, p->tok.s - 1);
  verror_at(p, loc, fmt, ap);
  va_end(ap);
  return CMIR_FAIL;
}

CmirStatus cmir_parser_error_loc(CmirParser *p, CmirLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at(p, loc, fmt, ap);
  va_end(ap);
  return CMIR_FAIL;
}

CmirStatus cmir_parser_error_at(CmirParser *p, const char *pos, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at(p, cmir_parser_loc_at(p, pos), fmt, ap);
  va_end(ap);
  return CMIR_FAIL;
}

/* Where MLIR reports a wrong token (emitWrongTokenError): just past the
 * last non-blank character before it, skipping blank lines and `//`
 * comments, so that a missing token is blamed on the line that lacks it. */
static const char *wrong_token_pos(CmirParser *p) {
  const char *buf = p->lx.buf, *orig = p->tok.s;
  if (p->tok.kind == TOK_EOF && orig > buf)
    orig--;
  const char *end = orig;
  for (;;) {
    while (end > buf && (end[-1] == ' ' || end[-1] == '\t'))
      end--;
    if (end == buf)
      return orig;
    if (end[-1] != '\n' && end[-1] != '\r')
      return end;
    end--;
    const char *ls = end;
    while (ls > buf && ls[-1] != '\n' && ls[-1] != '\r')
      ls--;
    for (const char *q = ls; q + 1 < end; q++)
      if (q[0] == '/' && q[1] == '/') {
        end = q;
        break;
      }
  }
}

/* Errors about a missing or unexpected token, located as MLIR does. */
static CmirStatus error_after_prev(CmirParser *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const char *pos = p->tok.kind == TOK_ERROR ? p->tok.s : wrong_token_pos(p);
  if (p->tok.kind == TOK_ERROR && p->lx.err) {
    va_end(ap);
    return lexer_error(p);
  }
  verror_at(p, cmir_parser_loc_at(p, pos), fmt, ap);
  va_end(ap);
  return CMIR_FAIL;
}

bool cmir_parser_consume_if(CmirParser *p, CmirTok k) {
  if (p->tok.kind != k)
    return false;
  cmir_parser_advance(p);
  return true;
}

CmirStatus cmir_parser_expect(CmirParser *p, CmirTok k, const char *what) {
  if (cmir_parser_consume_if(p, k))
    return CMIR_OK;
  PARSER_LEVEL(p);
  return error_after_prev(p, "expected %s", what);
}

static bool tok_is(const CmirToken *t, const char *s) {
  size_t n = strlen(s);
  return t->len == n && memcmp(t->s, s, n) == 0;
}

bool cmir_parser_is_keyword(CmirParser *p, const char *kw) {
  return p->tok.kind == TOK_BARE && tok_is(&p->tok, kw);
}

bool cmir_parser_consume_keyword(CmirParser *p, const char *kw) {
  if (!cmir_parser_is_keyword(p, kw))
    return false;
  cmir_parser_advance(p);
  return true;
}

CmirStatus cmir_parser_expect_keyword(CmirParser *p, const char *kw) {
  if (cmir_parser_consume_keyword(p, kw))
    return CMIR_OK;
  return cmir_parser_error(p, "expected '%s'", kw); /* AsmParser::parseKeyword */
}

CmirStatus cmir_parser_keyword(CmirParser *p, const char **s, size_t *n, const char *what) {
  *s = NULL;
  *n = 0;
  if (p->tok.kind != TOK_BARE)
    return cmir_parser_error(p, "expected %s", what);
  *s = p->tok.s;
  *n = p->tok.len;
  cmir_parser_advance(p);
  return CMIR_OK;
}

/* Re-lex from a buffer position (used after splitting `4x8xf32`). */
static void reset_to(CmirParser *p, const char *pos) {
  /* Line/col stay correct: shape tokens never contain newlines. */
  p->lx.cur = pos;
  p->tok = cmir_lex_next(&p->lx);
}

const char *cmir_parser_default_dialect(CmirParser *p) {
  ParserState *st = p->st;
  return st->default_dialect.len ? cmir_vec_last(&st->default_dialect) : "";
}

/* ---- strings ---- */

static int hexval(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Decodes the string token body (without quotes) into buf. */
static size_t decode_string(const char *s, size_t n, char *out) {
  size_t o = 0;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (c != '\\') {
      out[o++] = c;
      continue;
    }
    char e = s[++i];
    switch (e) {
    case 'n':
      out[o++] = '\n';
      break;
    case 't':
      out[o++] = '\t';
      break;
    case '"':
    case '\\':
      out[o++] = e;
      break;
    default:
      out[o++] = (char)(hexval(e) * 16 + hexval(s[i + 1]));
      i++;
      break;
    }
  }
  return o;
}

CmirStatus cmir_parser_string(CmirParser *p, char **s, size_t *n) {
  if (p->tok.kind != TOK_STRING)
    return cmir_parser_error(p, "expected string");
  char *buf = cmir_xmalloc(p->tok.len);
  *n = decode_string(p->tok.s + 1, p->tok.len - 2, buf);
  *s = buf;
  cmir_parser_advance(p);
  return CMIR_OK;
}

static const char *arena_decode(CmirParser *p, const CmirToken *t, size_t *n) {
  char *buf = cmir_arena_alloc(&p->st->arena, t->len + 1);
  *n = decode_string(t->s + 1, t->len - 2, buf);
  buf[*n] = 0;
  return buf;
}

/* ---- integers ---- */

/* Parses the digits of an integer token into up to 128 bits. */
static bool tok_to_u128(const CmirToken *t, uint64_t *lo, uint64_t *hi) {
  *lo = *hi = 0;
  const char *s = t->s, *e = t->s + t->len;
  if (t->len > 2 && s[1] == 'x') {
    for (s += 2; s < e; s++) {
      if (*hi >> 60)
        return false;
      *hi = (*hi << 4) | (*lo >> 60);
      *lo = (*lo << 4) | (uint64_t)hexval(*s);
    }
    return true;
  }
  for (; s < e; s++) {
    unsigned __int128 v = ((unsigned __int128)*hi << 64) | *lo;
    unsigned __int128 nv = v * 10 + (unsigned)(*s - '0');
    if (nv / 10 != v)
      return false;
    *lo = (uint64_t)nv;
    *hi = (uint64_t)(nv >> 64);
  }
  return true;
}

/* The value of the current integer token if it fits `max` (MLIR's
 * Token::getUInt64IntegerValue / getUnsignedIntegerValue); not consumed. */
static bool tok_unsigned(const CmirParser *p, uint64_t max, uint64_t *v) {
  uint64_t hi;
  return p->tok.kind == TOK_INT && tok_to_u128(&p->tok, v, &hi) && !hi && *v <= max;
}

bool cmir_parser_integer(CmirParser *p, int64_t *v) {
  PARSER_LEVEL(p);
  bool neg = false;
  const char *start = p->tok.s;
  if (p->tok.kind == TOK_MINUS) {
    CmirLexer save = p->lx;
    CmirToken t = cmir_lex_next(&save);
    if (t.kind != TOK_INT)
      return false;
    neg = true;
    cmir_parser_advance(p);
  }
  if (p->tok.kind != TOK_INT)
    return false;
  /* As MLIR's parseInteger<int64_t>: literals up to 2^64-1 wrap to negative
   * values; a negated literal must fit the APInt its digits get (4 bits per
   * significant digit, plus a sign bit), so -2^63 and 17-digit negative
   * decimals are "too large". */
  uint64_t lo, hi;
  bool ok = tok_to_u128(&p->tok, &lo, &hi) && !hi;
  if (ok && neg && lo) {
    const char *d = p->tok.s, *e = p->tok.s + p->tok.len;
    if (e - d > 2 && d[0] == '0' && (d[1] == 'x' || d[1] == 'X'))
      d += 2;
    while (d < e && *d == '0')
      d++;
    uint32_t w = 4 * (uint32_t)(e - d);
    if (w > 0 && w <= 64 && ((lo >> (w - 1)) & 1))
      w++;
    ok = w <= 64;
  }
  if (!ok) {
    /* Reported here; the caller sees an absent integer, and its own
     * "expected ..." error is not reported after this one. */
    p->custom_op = plain_guard_.saved; /* MLIR reports this one through the op parser */
    cmir_parser_error_at(p, start, "integer value too large");
    *v = 0;
    return false;
  }
  *v = neg ? (int64_t)(0 - lo) : (int64_t)lo;
  cmir_parser_advance(p);
  return true;
}

CmirStatus cmir_parser_expect_integer(CmirParser *p, int64_t *v, const char *what) {
  if (!cmir_parser_integer(p, v))
    return cmir_parser_error(p, "expected %s", what);
  return p->failed ? CMIR_FAIL : CMIR_OK;
}

/* ---- dimension lists: 4x?x[8]xf32 ---- */

/* Parses `dim (x dim)* x` starting at the current token; leaves the token at
 * the element type. scalable may be NULL (no [n] allowed). */
static CmirStatus parse_dims(CmirParser *p, CmirI64Vec *dims, CmirBoolVec *scal,
                             bool allow_dynamic) {
  const char *c = p->tok.s;
  const char *end = p->lx.end;
  for (;;) {
    while (c < end && (*c == ' ' || *c == '\t'))
      c++;
    const char *start = c;
    bool sc = false;
    int64_t d;
    if (c < end && *c == '[' && scal) {
      sc = true;
      c++;
    }
    if (c < end && *c == '?') {
      if (!allow_dynamic) {
        /* vector dimensions are integers; `?` starts the element type */
        reset_to(p, start);
        return CMIR_OK;
      }
      d = CMIR_DYNAMIC;
      c++;
    } else if (c < end && *c >= '0' && *c <= '9') {
      uint64_t v = 0;
      const char *q = c;
      while (q < end && *q >= '0' && *q <= '9') {
        uint64_t digit = (uint64_t)(*q - '0');
        if (v > ((uint64_t)INT64_MAX - digit) / 10) {
          reset_to(p, c);
          return cmir_parser_error(p, "invalid dimension");
        }
        v = v * 10 + digit;
        q++;
      }
      /* `0x` would be a hex literal; in a shape it is dim 0 then 'x'. */
      d = (int64_t)v;
      c = q;
    } else {
      if (sc) {
        reset_to(p, start);
        return cmir_parser_error(p, "expected dimension");
      }
      reset_to(p, start);
      return CMIR_OK; /* end of the dimension list */
    }
    if (sc) {
      if (c >= end || *c != ']') {
        reset_to(p, c);
        return cmir_parser_error(p, "missing ']' closing scalable dimension");
      }
      c++;
    }
    while (c < end && (*c == ' ' || *c == '\t'))
      c++;
    if (c >= end || *c != 'x') {
      reset_to(p, c);
      return cmir_parser_error(p, "expected 'x' in dimension list");
    }
    c++;
    cmir_vec_push(dims, d);
    if (scal)
      cmir_vec_push(scal, sc);
  }
}

CmirStatus cmir_parser_dims(CmirParser *p, CmirI64Vec *dims, bool allow_dynamic) {
  return parse_dims(p, dims, NULL, allow_dynamic);
}

/* ---- types ---- */

bool cmir_parser_at_type(CmirParser *p) {
  switch (p->tok.kind) {
  case TOK_BANG:
  case TOK_LPAREN:
    return true;
  case TOK_BARE: {
    const char *s = p->tok.s;
    size_t n = p->tok.len;
    static const char *const kw[] = {"index", "bf16", "f16", "tf32", "f32", "f64", "f80",
                                      "f128", "none", "complex", "tuple", "vector", "tensor",
                                      "memref", "f8E5M2", "f8E4M3FN", NULL};
    for (int i = 0; kw[i]; i++)
      if (strlen(kw[i]) == n && !memcmp(kw[i], s, n))
        return true;
    size_t off = s[0] == 'i' ? 1 : (n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i') ? 2 : 0;
    if (!off || off >= n)
      return false;
    for (size_t i = off; i < n; i++)
      if (s[i] < '0' || s[i] > '9')
        return false;
    return true;
  }
  default:
    return false;
  }
}

static CmirStatus parse_type_list_until(CmirParser *p, CmirTypeVec *out, CmirTok close) {
  if (p->tok.kind == close)
    return CMIR_OK;
  do {
    const CmirType *t = parse_type(p);
    if (!t)
      return CMIR_FAIL;
    cmir_vec_push(out, t);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  return CMIR_OK;
}

CmirStatus cmir_parser_type_list_parens(CmirParser *p, CmirTypeVec *out) {
  PARSER_LEVEL(p);
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
  if (parse_type_list_until(p, out, TOK_RPAREN))
    return CMIR_FAIL;
  return cmir_parser_expect(p, TOK_RPAREN, "')'");
}

/* Function result list: a single non-function type or a parenthesized list. */
CmirStatus cmir_parser_result_types(CmirParser *p, CmirTypeVec *out) {
  PARSER_LEVEL(p);
  if (p->tok.kind == TOK_LPAREN)
    return cmir_parser_type_list_parens(p, out);
  const CmirType *t = parse_non_function_type(p);
  if (!t)
    return CMIR_FAIL;
  cmir_vec_push(out, t);
  return CMIR_OK;
}

static const CmirType *parse_function_type(CmirParser *p) {
  CmirTypeVec in = {0}, res = {0};
  const CmirType *t = NULL;
  if (cmir_parser_type_list_parens(p, &in))
    goto done;
  if (cmir_parser_expect(p, TOK_ARROW, "'->' in function type"))
    goto done;
  if (cmir_parser_result_types(p, &res))
    goto done;
  t = cmir_type_function(p->ctx, in.len, in.data, res.len, res.data);
done:
  cmir_vec_free(&in);
  cmir_vec_free(&res);
  return t;
}

static const CmirType *parse_type(CmirParser *p) {
  if (++p->st->depth > MAX_NESTING) {
    p->st->depth--;
    return cmir_parser_error(p, "exceeded maximum nesting depth"), NULL;
  }
  reach_depth(p->st, p->st->depth);
  /* `(` starts a function type. */
  const CmirType *t =
      p->tok.kind == TOK_LPAREN ? parse_function_type(p) : parse_non_function_type(p);
  p->st->depth--;
  return t;
}

const CmirType *cmir_parser_type(CmirParser *p) {
  PARSER_LEVEL(p);
  return parse_type(p);
}


/* Skips a dialect symbol's <...> body starting at the current token (which
 * must be '<'), returning the raw text span including the brackets. As
 * MLIR's parseDialectSymbolBody, it reads characters, not tokens (a body
 * may hold what is no token, like `.name`): brackets of the four kinds must
 * nest, `->` is no closer, and strings are skipped whole. An unmatched
 * bracket, or the end of the input, is reported at the body's start naming
 * the innermost open bracket. */
static CmirStatus skip_balanced(CmirParser *p, const char **s, size_t *n) {
  const char *start = p->tok.s, *c = start, *end = p->lx.end;
  const char *line_start = p->lx.line_start;
  uint32_t line = p->lx.line;
  CMIR_VEC(char) open = {0};
  CmirStatus st = CMIR_OK;
  do {
    char ch = c < end ? *c : 0, closes = 0;
    c++;
    switch (ch) {
    case 0:
      st = cmir_parser_error_at(p, start, "unbalanced '%c' character in pretty dialect name",
                                cmir_vec_last(&open));
      goto done;
    case '<':
    case '[':
    case '(':
    case '{':
      cmir_vec_push(&open, ch);
      break;
    case '-':
      if (c < end && *c == '>')
        c++;
      break;
    case '>':
      closes = '<';
      break;
    case ']':
      closes = '[';
      break;
    case ')':
      closes = '(';
      break;
    case '}':
      closes = '{';
      break;
    case '\n':
      line++;
      line_start = c;
      break;
    case '"':
      while (c < end && *c != '"' && *c != '\n' && *c) {
        if (*c == '\\' && c + 1 < end)
          c++;
        c++;
      }
      if (c >= end || *c != '"') { /* at the line's end, as MLIR's lexer says it */
        st = cmir_parser_error_at(p, c, "expected '\"' in string literal");
        goto done;
      }
      c++;
      break;
    default:
      break;
    }
    if (closes) {
      if (cmir_vec_last(&open) != closes) {
        st = cmir_parser_error_at(p, start, "unbalanced '%c' character in pretty dialect name",
                                  cmir_vec_last(&open));
        goto done;
      }
      open.len--;
    }
  } while (open.len);
  *s = start;
  *n = (size_t)(c - start);
  p->lx.cur = c;
  p->lx.line = line;
  p->lx.line_start = line_start;
  p->prev_end = c;
  p->tok = cmir_lex_next(&p->lx);
  if (p->discard_next && p->lx.cur >= p->discard_next)
    discard_consumed(p);
done:
  cmir_vec_free(&open);
  return st;
}

/* vector<...>, tensor<...>, memref<...>, checked in the order (and at the
 * places) MLIR's parseVectorType/parseTensorType/parseMemRefType check. */
static const CmirType *parse_shaped(CmirParser *p, CmirTypeKind kind) {
  CmirContext *ctx = p->ctx;
  const char *kwpos = p->tok.s;
  const char *what = kind == CMIR_TYPE_VECTOR   ? "vector"
                     : kind == CMIR_TYPE_TENSOR ? "tensor"
                                                : "memref";
  cmir_parser_advance(p); /* keyword */
  char msg[40];
  snprintf(msg, sizeof msg, "'<' in %s type", what);
  if (cmir_parser_expect(p, TOK_LESS, msg))
    return NULL;
  CmirI64Vec dims = {0};
  CmirBoolVec scal = {0};
  const CmirType *t = NULL;
  bool unranked = false;
  if (kind != CMIR_TYPE_VECTOR && p->tok.kind == TOK_STAR) {
    cmir_parser_advance(p);
    /* `*x` : the x is lexed as part of the element type identifier. */
    if (p->tok.kind != TOK_BARE || p->tok.s[0] != 'x')
      return cmir_parser_error(p, "expected 'x' in dimension list"), NULL;
    reset_to(p, p->tok.s + 1);
    unranked = true;
  } else {
    if (parse_dims(p, &dims, kind == CMIR_TYPE_VECTOR ? &scal : NULL,
                   kind != CMIR_TYPE_VECTOR))
      goto done;
  }
  if (kind == CMIR_TYPE_VECTOR)
    for (uint32_t i = 0; i < dims.len; i++)
      if (dims.data[i] <= 0) {
        cmir_parser_error(p, "vector types must have positive constant sizes");
        goto done;
      }
  const char *epos = p->tok.s;
  const CmirType *elem = parse_type(p);
  if (!elem)
    goto done;
  if (kind == CMIR_TYPE_VECTOR) {
    if (cmir_parser_expect(p, TOK_GREATER, "'>' in vector type"))
      goto done;
    if (!cmir_type_valid_elem(elem, kind)) {
      cmir_parser_error_at(p, epos, "vector elements must be int/index/float type");
      goto done;
    }
    t = cmir_type_vector(ctx, dims.len, dims.data, scal.data, elem);
  } else if (kind == CMIR_TYPE_TENSOR) {
    const CmirAttr *enc = NULL;
    if (cmir_parser_consume_if(p, TOK_COMMA)) {
      enc = parse_attr(p, NULL);
      if (!enc)
        goto done;
    }
    if (cmir_parser_expect(p, TOK_GREATER, "'>' in tensor type"))
      goto done;
    if (!cmir_type_valid_elem(elem, kind)) {
      cmir_parser_error_at(p, epos, "invalid tensor element type");
      goto done;
    }
    if (unranked && enc) {
      cmir_parser_error(p, "cannot apply encoding to unranked tensor");
      goto done;
    }
    t = unranked ? cmir_type_unranked_tensor(ctx, elem)
                 : cmir_type_tensor(ctx, dims.len, dims.data, elem, enc);
  } else {
    if (!cmir_type_valid_elem(elem, kind)) {
      cmir_parser_error_at(p, epos, "invalid memref element type");
      goto done;
    }
    const CmirAttr *layout = NULL, *space = NULL;
    if (!cmir_parser_consume_if(p, TOK_GREATER)) {
      if (cmir_parser_expect(p, TOK_COMMA, "',' or '>' in memref type"))
        goto done;
      if (p->tok.kind == TOK_GREATER) {
        cmir_parser_error(p, "expected list element");
        goto done;
      }
      do {
        const CmirAttr *a = parse_attr(p, NULL);
        if (!a)
          goto done;
        if (a->kind == CMIR_ATTR_AFFINE_MAP || a->kind == CMIR_ATTR_STRIDED) {
          layout = a;
        } else if (space) {
          cmir_parser_error(p, "multiple memory spaces specified in memref type");
          goto done;
        } else {
          space = a;
          continue;
        }
        if (unranked) {
          cmir_parser_error(p, "cannot have affine map for unranked memref type");
          goto done;
        }
        if (space) {
          cmir_parser_error(p, "expected memory space to be last in memref type");
          goto done;
        }
      } while (cmir_parser_consume_if(p, TOK_COMMA));
      if (cmir_parser_expect(p, TOK_GREATER, "',' or '>'"))
        goto done;
    }
    /* MemRefType::verify, located at the keyword. */
    if (layout && layout->kind == CMIR_ATTR_AFFINE_MAP && layout->map.map->ndims != dims.len) {
      cmir_parser_error_at(p, kwpos, "memref layout mismatch between rank and affine map: %u != %u",
                           dims.len, layout->map.map->ndims);
      goto done;
    }
    if (layout && layout->kind == CMIR_ATTR_STRIDED && layout->strided.rank != dims.len) {
      cmir_parser_error_at(p, kwpos, "expected the number of strides to match the rank");
      goto done;
    }
    if (space && !cmir_memory_space_supported(ctx, space)) {
      cmir_parser_error_at(p, kwpos, "unsupported memory space Attribute");
      goto done;
    }
    t = unranked ? cmir_type_unranked_memref(ctx, elem, space)
                 : cmir_type_memref(ctx, dims.len, dims.data, elem, layout, space);
  }
done:
  cmir_vec_free(&dims);
  cmir_vec_free(&scal);
  return t;
}

static bool memo_eq(const void *item, const void *key) {
  const TypeMemo *a = item, *b = key;
  return a->len == b->len && !memcmp(a->text, b->text, a->len);
}

/* `keyword<...>` up to the matching '>' (strings skipped); 0 if not simple. */
static uint32_t shaped_span(CmirParser *p) {
  const char *s = p->tok.s, *end = p->lx.end;
  const char *c = s + p->tok.len;
  if (c >= end || *c != '<')
    return 0;
  int depth = 0;
  for (; c < end && c - s < 512; c++) {
    if (*c == '<')
      depth++;
    else if (*c == '>' && --depth == 0)
      return (uint32_t)(c + 1 - s);
    else if (*c == '"' || *c == '\n' || *c == '/')
      return 0; /* strings, line breaks and comments: parse normally */
  }
  return 0;
}

static const CmirType *parse_shaped_memo(CmirParser *p, CmirTypeKind kind) {
  ParserState *st = p->st;
  uint32_t n = shaped_span(p);
  if (!n)
    return parse_shaped(p, kind);
  TypeMemo key = {p->tok.s, n, NULL};
  uint64_t h = cmir_hash_bytes(key.text, n, 0x7e);
  TypeMemo *m = cmir_htab_find(&st->type_memo, h, memo_eq, &key);
  if (m) {
    reset_to(p, key.text + n);
    p->prev_end = key.text + n;
    return m->type;
  }
  const CmirType *t = parse_shaped(p, kind);
  if (t && p->prev_end == key.text + n) {
    m = cmir_arena_alloc(&st->arena, sizeof *m);
    *m = key;
    m->type = t;
    cmir_htab_insert(&st->type_memo, h, m);
  }
  return t;
}

static const CmirType *parse_non_function_type(CmirParser *p) {
  CmirContext *ctx = p->ctx;
  CmirToken t = p->tok;
  if (t.kind == TOK_BANG) {
    /* Alias or dialect type. */
    const char *name = t.s + 1;
    size_t n = t.len - 1;
    const char *dot = memchr(name, '.', n);
    bool bare_body = !dot && t.s + t.len < p->lx.end && t.s[t.len] == '<';
    if (bare_body)
      dot = name + n; /* `!dialect<...>`: the body follows the dialect name */
    if (!dot) {
      const CmirType *ty = cmir_strmap_get(&p->st->type_aliases, name, n);
      if (ty && use_alias_depth(p, &p->st->type_alias_depth, name, n))
        return NULL;
      cmir_parser_advance(p);
      if (!ty)
        return error_after_prev(p, "undefined symbol alias id '%.*s'", (int)n, name), NULL;
      return ty;
    }
    size_t dn = (size_t)(dot - name);
    if (!dn) { /* `!.name` */
      cmir_parser_error_at(p, dot + 1, "invalid dialect namespace '\"\"'");
      return NULL;
    }
    const CmirDialect *d = cmir_strmap_get(&ctx->dialects, name, dn);
    if (d && d->parse_type) {
      cmir_parser_advance(p);
      return d->parse_type(p, dot + 1, n - dn - 1);
    }
    if (cmir_dialect_is_registered(ctx, name, dn)) {
      /* Registered dialects parse their own types, unregistered dialects
       * allowed or not; MLIR reports it where the data starts. */
      cmir_parser_error_at(p, dot + 1, "dialect '%.*s' provides no type parsing hook", (int)dn,
                           name);
      return NULL;
    }
    cmir_parser_advance(p);
    const char *body = bare_body ? dot : dot + 1;
    size_t bn = bare_body ? 0 : n - dn - 1;
    CmirStrBuf sb;
    cmir_sb_init(&sb);
    cmir_sb_putn(&sb, body, bn);
    if (p->tok.kind == TOK_LESS && p->tok.s == t.s + t.len) {
      const char *s;
      size_t sn;
      if (skip_balanced(p, &s, &sn)) {
        cmir_sb_free(&sb);
        return NULL;
      }
      /* `!x<body>` keeps body, `!x.name<body>` all of name<body> (MLIR's
       * OpaqueType data; the printer picks the form again). */
      if (bare_body)
        cmir_sb_putn(&sb, s + 1, sn - 2);
      else
        cmir_sb_putn(&sb, s, sn);
    }
    if (!ctx->allow_unregistered) {
      /* OpaqueType::getChecked, located at the pretty name's body. */
      const char *data = cmir_sb_cstr(&sb);
      size_t dlen = sb.len;
      cmir_parser_error_at(p, bare_body ? t.s : body,
                           "`!\"%.*s\"<\"%.*s\">` type created with unregistered dialect. If this "
                           "is intended, please call allowUnregisteredDialects() on the "
                           "MLIRContext, or use -allow-unregistered-dialect with the MLIR opt "
                           "tool used",
                           (int)dn, name, (int)dlen, data);
      cmir_sb_free(&sb);
      return NULL;
    }
    const CmirType *ty = cmir_type_opaque(ctx, cmir_ident_get(ctx, name, dn), sb.data, sb.len);
    cmir_sb_free(&sb);
    return ty;
  }
  if (t.kind != TOK_BARE) {
    if (t.kind == TOK_ERROR)
      return cmir_parser_error(p, "%s", p->lx.err), NULL;
    return error_after_prev(p, "expected non-function type"), NULL;
  }
  const char *s = t.s;
  size_t n = t.len;
#define KW(str) (n == sizeof(str) - 1 && !memcmp(s, str, n))
  if (KW("index"))
    return cmir_parser_advance(p), ctx->index;
  if (KW("f32"))
    return cmir_parser_advance(p), ctx->f32;
  if (KW("f64"))
    return cmir_parser_advance(p), ctx->f64;
  if (KW("f16"))
    return cmir_parser_advance(p), cmir_type_float(ctx, CMIR_F_F16);
  if (KW("bf16"))
    return cmir_parser_advance(p), cmir_type_float(ctx, CMIR_F_BF16);
  if (KW("tf32"))
    return cmir_parser_advance(p), cmir_type_float(ctx, CMIR_F_TF32);
  if (KW("f80"))
    return cmir_parser_advance(p), cmir_type_float(ctx, CMIR_F_F80);
  if (KW("f128"))
    return cmir_parser_advance(p), cmir_type_float(ctx, CMIR_F_F128);
  if (KW("none"))
    return cmir_parser_advance(p), ctx->none;
  if (KW("vector"))
    return parse_shaped_memo(p, CMIR_TYPE_VECTOR);
  if (KW("tensor"))
    return parse_shaped_memo(p, CMIR_TYPE_TENSOR);
  if (KW("memref"))
    return parse_shaped_memo(p, CMIR_TYPE_MEMREF);
  if (KW("complex")) {
    cmir_parser_advance(p);
    if (cmir_parser_expect(p, TOK_LESS, "'<' in complex type"))
      return NULL;
    const char *epos = p->tok.s;
    const CmirType *e = parse_type(p);
    if (!e || cmir_parser_expect(p, TOK_GREATER, "'>' in complex type"))
      return NULL;
    if (e->kind != CMIR_TYPE_FLOAT && e->kind != CMIR_TYPE_INTEGER)
      return cmir_parser_error_at(p, epos, "invalid element type for complex"), NULL;
    return cmir_type_complex(ctx, e);
  }
  if (KW("tuple")) {
    cmir_parser_advance(p);
    if (cmir_parser_expect(p, TOK_LESS, "'<' in tuple type"))
      return NULL;
    CmirTypeVec v = {0};
    const CmirType *r = NULL;
    if (!parse_type_list_until(p, &v, TOK_GREATER) &&
        !cmir_parser_expect(p, TOK_GREATER, "'>' in tuple type"))
      r = cmir_type_tuple(ctx, v.len, v.data);
    cmir_vec_free(&v);
    return r;
  }
#undef KW
  /* iN, siN, uiN */
  size_t off = s[0] == 'i' ? 1 : (n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i') ? 2 : 0;
  if (off && off < n) {
    uint64_t w = 0;
    size_t i;
    for (i = off; i < n && s[i] >= '0' && s[i] <= '9'; i++)
      if (w <= UINT32_MAX)
        w = w * 10 + (uint64_t)(s[i] - '0');
    if (i == n) {
      /* The width must fit an unsigned, then IntegerType's limit. */
      if (w > UINT32_MAX)
        return cmir_parser_error(p, "invalid integer width"), NULL;
      if (w > (1u << 24) - 1)
        return cmir_parser_error(p, "integer bitwidth is limited to 16777215 bits"), NULL;
      cmir_parser_advance(p);
      CmirSignedness sg = off == 1 ? CMIR_SIGNLESS : s[0] == 's' ? CMIR_SIGNED : CMIR_UNSIGNED;
      if (sg == CMIR_SIGNLESS) {
        switch (w) { /* the common widths skip the uniquing table */
        case 1:
          return ctx->i1;
        case 8:
          return ctx->i8;
        case 32:
          return ctx->i32;
        case 64:
          return ctx->i64;
        default:
          break;
        }
      }
      return cmir_type_int(ctx, (uint32_t)w, sg);
    }
  }
  return error_after_prev(p, "expected non-function type"), NULL;
}

const CmirType *cmir_parse_type_str(CmirContext *ctx, const char *s);

/* ---- affine maps and sets ---- */

/* An SSA value an affine op's map uses: `%x` as a dim, `symbol(%x)` as a
 * symbol, the same expression each time the name recurs. */
typedef struct AffineSsaId {
  const char *name;
  uint32_t len, num;
  const CmirAffineExpr *e;
} AffineSsaId;
typedef CMIR_VEC(AffineSsaId) AffineSsaIdVec;

typedef struct AffineNames {
  const char *names[64];
  uint32_t lens[64];
  uint32_t ndims, nsyms;
  /* Affine op operands (cmir_parser_affine_map_of_ssa_ids); ssa is NULL
   * inside affine_map<...>. */
  AffineSsaIdVec *ssa;
  CmirUnresolvedVec *ssa_dims, *ssa_syms;
} AffineNames;

static const CmirAffineExpr *parse_affine_expr(CmirParser *p, AffineNames *an);

/* An affine expression deeper than MAX_AFFINE_DEPTH binary operations (a
 * sum of more terms than that, built without parentheses) is refused: the
 * printer, the simplifier and the bytecode writer recurse on it. */
static const CmirAffineExpr *affine_depth_check(CmirParser *p, const CmirAffineExpr *e) {
  if (e && e->depth > MAX_AFFINE_DEPTH)
    return cmir_parser_error(p, "exceeded maximum nesting depth"), NULL;
  return e;
}

/* `%x` (a dim) or, after `symbol(`, a symbol: the expression it had if the
 * name was used before (MLIR compares the name only), else the next dim or
 * symbol. */
static const CmirAffineExpr *parse_affine_ssa_id(CmirParser *p, AffineNames *an, bool sym) {
  if (p->tok.kind != TOK_PERCENT)
    return cmir_parser_error(p, "expected ssa identifier"), NULL;
  for (uint32_t i = 0; i < an->ssa->len; i++) {
    const AffineSsaId *id = &an->ssa->data[i];
    if (id->len == p->tok.len && !memcmp(id->name, p->tok.s, p->tok.len)) {
      cmir_parser_advance(p);
      return id->e;
    }
  }
  AffineSsaId id = {p->tok.s, p->tok.len, 0, NULL};
  CmirUnresolved u;
  if (cmir_parser_operand(p, &u))
    return NULL;
  CmirUnresolvedVec *v = sym ? an->ssa_syms : an->ssa_dims;
  id.e = sym ? cmir_affine_sym(p->ctx, v->len) : cmir_affine_dim(p->ctx, v->len);
  cmir_vec_push(v, u);
  cmir_vec_push(an->ssa, id);
  return id.e;
}

/* One operand. after_op: it is the right operand of a binary operation,
 * which changes how a missing one is reported. */
static const CmirAffineExpr *parse_affine_operand(CmirParser *p, AffineNames *an, bool after_op) {
  CmirContext *ctx = p->ctx;
  if (an->ssa && p->tok.kind == TOK_PERCENT)
    return parse_affine_ssa_id(p, an, false);
  if (an->ssa && cmir_parser_is_keyword(p, "symbol")) {
    cmir_parser_advance(p);
    const CmirAffineExpr *e;
    if (cmir_parser_expect(p, TOK_LPAREN, "'('") || !(e = parse_affine_ssa_id(p, an, true)) ||
        cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return NULL;
    return e;
  }
  if (p->tok.kind == TOK_BARE) {
    if (cmir_parser_is_keyword(p, "symbol")) {
      /* symbol(...) is for affine op operands only */
    }
    for (uint32_t i = 0; i < an->ndims + an->nsyms; i++) {
      if (an->lens[i] == p->tok.len && !memcmp(an->names[i], p->tok.s, p->tok.len)) {
        cmir_parser_advance(p);
        return i < an->ndims ? cmir_affine_dim(ctx, i) : cmir_affine_sym(ctx, i - an->ndims);
      }
    }
    return cmir_parser_error(p, "use of undeclared identifier"), NULL;
  }
  if (p->tok.kind == TOK_INT) {
    uint64_t lo, hi;
    if (!tok_to_u128(&p->tok, &lo, &hi) || hi || lo > INT64_MAX)
      return cmir_parser_error(p, "constant too large for index"), NULL;
    cmir_parser_advance(p);
    return cmir_affine_const(ctx, (int64_t)lo);
  }
  if (cmir_parser_consume_if(p, TOK_LPAREN)) {
    if (p->tok.kind == TOK_RPAREN)
      return cmir_parser_error(p, "no expression inside parentheses"), NULL;
    if (++p->st->depth > MAX_NESTING) {
      p->st->depth--;
      return cmir_parser_error(p, "exceeded maximum nesting depth"), NULL;
    }
    const CmirAffineExpr *e = parse_affine_expr(p, an);
    p->st->depth--;
    if (!e || cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return NULL;
    return e;
  }
  if (cmir_parser_consume_if(p, TOK_MINUS)) {
    if (++p->st->depth > MAX_NESTING) {
      p->st->depth--;
      return cmir_parser_error(p, "exceeded maximum nesting depth"), NULL;
    }
    const CmirAffineExpr *e = parse_affine_operand(p, an, after_op);
    p->st->depth--;
    if (!e) {
      /* MLIR adds a second error (the parser reports only its first). */
      cmir_error(ctx, cmir_parser_loc(p), "missing operand of negation");
      return NULL;
    }
    return affine_depth_check(p, cmir_affine_bin(ctx, CMIR_AFFINE_MUL, e, cmir_affine_const(ctx, -1)));
  }
  if (p->tok.kind == TOK_PLUS || p->tok.kind == TOK_STAR)
    return cmir_parser_error(p, after_op ? "missing right operand of binary operator"
                                         : "missing left operand of binary operator"),
           NULL;
  return cmir_parser_error(p, after_op ? "missing right operand of binary operator"
                                       : "expected affine expression"),
         NULL;
}

static bool is_pure_affine(const CmirAffineExpr *e) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
  case CMIR_AFFINE_DIM:
  case CMIR_AFFINE_SYM:
    return true;
  case CMIR_AFFINE_ADD:
    return is_pure_affine(e->bin.lhs) && is_pure_affine(e->bin.rhs);
  case CMIR_AFFINE_MUL:
    return is_pure_affine(e->bin.lhs) && is_pure_affine(e->bin.rhs) &&
           (e->bin.lhs->kind == CMIR_AFFINE_CONST || e->bin.rhs->kind == CMIR_AFFINE_CONST);
  default:
    return is_pure_affine(e->bin.lhs) && e->bin.rhs->kind == CMIR_AFFINE_CONST;
  }
}

static bool symbolic(const CmirAffineExpr *e) { return e->symbolic; }


/* Precedence climbing: mul/div/mod bind tighter than add/sub. */
static const CmirAffineExpr *parse_affine_term(CmirParser *p, AffineNames *an, bool after_op) {
  CmirContext *ctx = p->ctx;
  const CmirAffineExpr *lhs = parse_affine_operand(p, an, after_op);
  while (lhs) {
    CmirAffineKind k;
    const char *opos = p->tok.s;
    if (p->tok.kind == TOK_STAR)
      k = CMIR_AFFINE_MUL;
    else if (cmir_parser_is_keyword(p, "floordiv"))
      k = CMIR_AFFINE_FLOORDIV;
    else if (cmir_parser_is_keyword(p, "ceildiv"))
      k = CMIR_AFFINE_CEILDIV;
    else if (cmir_parser_is_keyword(p, "mod"))
      k = CMIR_AFFINE_MOD;
    else
      break;
    cmir_parser_advance(p);
    const CmirAffineExpr *rhs = parse_affine_operand(p, an, true);
    if (!rhs)
      return NULL;
    if (k == CMIR_AFFINE_MUL && !symbolic(lhs) && !symbolic(rhs))
      return cmir_parser_error_at(p, opos, "non-affine expression: at least one of the multiply "
                                           "operands has to be either a constant or symbolic"),
             NULL;
    if (k != CMIR_AFFINE_MUL && !symbolic(rhs))
      return cmir_parser_error_at(p, opos,
                                  "non-affine expression: right operand of %s has to be either a "
                                  "constant or symbolic",
                                  k == CMIR_AFFINE_MOD ? "mod"
                                  : k == CMIR_AFFINE_FLOORDIV ? "floordiv"
                                                              : "ceildiv"),
             NULL;
    lhs = affine_depth_check(p, cmir_affine_bin(ctx, k, lhs, rhs));
  }
  return lhs;
}

static const CmirAffineExpr *parse_affine_expr(CmirParser *p, AffineNames *an) {
  CmirContext *ctx = p->ctx;
  const CmirAffineExpr *lhs = parse_affine_term(p, an, false);
  while (lhs) {
    if (p->tok.kind == TOK_PLUS) {
      cmir_parser_advance(p);
      const CmirAffineExpr *rhs = parse_affine_term(p, an, true);
      if (!rhs)
        return NULL;
      lhs = affine_depth_check(p, cmir_affine_bin(ctx, CMIR_AFFINE_ADD, lhs, rhs));
    } else if (p->tok.kind == TOK_MINUS) {
      cmir_parser_advance(p);
      const CmirAffineExpr *rhs = parse_affine_term(p, an, true);
      if (!rhs)
        return NULL;
      lhs = affine_depth_check(
          p, cmir_affine_bin(ctx, CMIR_AFFINE_ADD, lhs,
                             cmir_affine_bin(ctx, CMIR_AFFINE_MUL, rhs, cmir_affine_const(ctx, -1))));
    } else {
      break;
    }
  }
  (void)is_pure_affine;
  return lhs;
}

static CmirStatus parse_affine_idlist(CmirParser *p, AffineNames *an, bool syms) {
  if (cmir_parser_expect(p, syms ? TOK_LSQUARE : TOK_LPAREN,
                         syms ? "'[' in symbol list" : "'(' in dimensional identifier list"))
    return CMIR_FAIL;
  CmirTok close = syms ? TOK_RSQUARE : TOK_RPAREN;
  if (!cmir_parser_consume_if(p, close)) {
    do {
      if (p->tok.kind != TOK_BARE)
        return cmir_parser_error(p, "expected bare identifier");
      uint32_t i = an->ndims + an->nsyms;
      if (i >= 64)
        return cmir_parser_error(p, "too many dimensions or symbols");
      for (uint32_t k = 0; k < i; k++)
        if (an->lens[k] == p->tok.len && !memcmp(an->names[k], p->tok.s, p->tok.len))
          return cmir_parser_error(p, "redefinition of identifier '%.*s'", (int)p->tok.len,
                                   p->tok.s);
      an->names[i] = p->tok.s;
      an->lens[i] = p->tok.len;
      if (syms)
        an->nsyms++;
      else
        an->ndims++;
      cmir_parser_advance(p);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, close,
                           syms ? "']' in symbol list" : "')' in dimensional identifier list"))
      return CMIR_FAIL;
  }
  return CMIR_OK;
}

const CmirAffineMap *cmir_parser_affine_map_of_ssa_ids(CmirParser *p, CmirTok open, CmirTok close,
                                                       CmirUnresolvedVec *opnds) {
  PARSER_LEVEL(p);
  AffineSsaIdVec ids = {0};
  CMIR_VEC(const CmirAffineExpr *) ex = {0};
  CmirUnresolvedVec dims = {0}, syms = {0};
  AffineNames an;
  an.ndims = an.nsyms = 0;
  an.ssa = &ids;
  an.ssa_dims = &dims;
  an.ssa_syms = &syms;
  const CmirAffineMap *map = NULL;
  bool sq = open == TOK_LSQUARE;
  if (!cmir_parser_consume_if(p, open)) {
    cmir_parser_error(p, sq ? "expected '[' in affine map" : "expected '(' in affine map");
    goto done;
  }
  if (!cmir_parser_consume_if(p, close)) {
    do {
      const CmirAffineExpr *e = parse_affine_expr(p, &an);
      if (!e)
        goto done;
      cmir_vec_push(&ex, e);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (!cmir_parser_consume_if(p, close)) {
      cmir_parser_error(p, sq ? "expected ']' in affine map" : "expected ')' in affine map");
      goto done;
    }
  }
  map = cmir_affine_map(p->ctx, dims.len, syms.len, ex.len, ex.data);
  for (uint32_t i = 0; i < dims.len; i++)
    cmir_vec_push(opnds, dims.data[i]);
  for (uint32_t i = 0; i < syms.len; i++)
    cmir_vec_push(opnds, syms.data[i]);
done:
  cmir_vec_free(&ids);
  cmir_vec_free(&ex);
  cmir_vec_free(&dims);
  cmir_vec_free(&syms);
  return map;
}

/* After `affine_map<` / `affine_set<`: `(d0)[s0] -> (...)` or `(d0) : (...)`. */
const CmirAttr *cmir_parser_affine_map_body(CmirParser *p, bool is_set) {
  PARSER_LEVEL(p);
  const char *start = p->tok.s;
  AffineNames an;
  an.ndims = an.nsyms = 0;
  an.ssa = NULL;
  if (parse_affine_idlist(p, &an, false))
    return NULL;
  if (p->tok.kind == TOK_LSQUARE && parse_affine_idlist(p, &an, true))
    return NULL;
  CMIR_VEC(const CmirAffineExpr *) ex = {0};
  CMIR_VEC(bool) eq = {0};
  const CmirAttr *r = NULL;
  /* The syntax decides between a map and a set; the caller asked for one. */
  bool got_set = p->tok.kind != TOK_ARROW;
  if (got_set) {
    if (cmir_parser_expect(p, TOK_COLON, "'->' or ':'") ||
        cmir_parser_expect(p, TOK_LPAREN, "'(' in integer set constraint list"))
      goto done;
    if (!cmir_parser_consume_if(p, TOK_RPAREN)) {
      do {
        const CmirAffineExpr *e = parse_affine_expr(p, &an);
        if (!e)
          goto done;
        bool isq;
        if (cmir_parser_consume_if(p, TOK_GREATER) && cmir_parser_consume_if(p, TOK_EQUAL)) {
          isq = false;
        } else if (cmir_parser_consume_if(p, TOK_LESS) && cmir_parser_consume_if(p, TOK_EQUAL)) {
          isq = false;
          const CmirAffineExpr *rhs = parse_affine_expr(p, &an);
          if (!rhs)
            goto done;
          /* e <= rhs  ->  rhs - e >= 0 */
          e = cmir_affine_bin(p->ctx, CMIR_AFFINE_ADD, rhs,
                              cmir_affine_bin(p->ctx, CMIR_AFFINE_MUL, e,
                                              cmir_affine_const(p->ctx, -1)));
          cmir_vec_push(&ex, e);
          cmir_vec_push(&eq, isq);
          continue;
        } else if (cmir_parser_consume_if(p, TOK_EQUAL) && cmir_parser_consume_if(p, TOK_EQUAL)) {
          isq = true;
        } else {
          cmir_parser_error(p, "expected '== affine-expr' or '>= affine-expr' at end of affine "
                               "constraint");
          goto done;
        }
        const CmirAffineExpr *rhs = parse_affine_expr(p, &an);
        if (!rhs)
          goto done;
        if (!(rhs->kind == CMIR_AFFINE_CONST && rhs->value == 0))
          e = cmir_affine_bin(p->ctx, CMIR_AFFINE_ADD, e,
                              cmir_affine_bin(p->ctx, CMIR_AFFINE_MUL, rhs,
                                              cmir_affine_const(p->ctx, -1)));
        cmir_vec_push(&ex, e);
        cmir_vec_push(&eq, isq);
      } while (cmir_parser_consume_if(p, TOK_COMMA));
      if (cmir_parser_expect(p, TOK_RPAREN, "')' in integer set constraint list"))
        goto done;
    }
    if (!ex.len) {
      /* No constraint: the set that is always true, `0 == 0`, as MLIR's
       * parser makes it. */
      cmir_vec_push(&ex, cmir_affine_const(p->ctx, 0));
      cmir_vec_push(&eq, true);
    }
    r = cmir_attr_integer_set(p->ctx, cmir_integer_set(p->ctx, an.ndims, an.nsyms, ex.len,
                                                       ex.data, eq.data));
  } else {
    if (cmir_parser_expect(p, TOK_ARROW, "'->'") ||
        cmir_parser_expect(p, TOK_LPAREN, "'(' in affine map range"))
      goto done;
    if (!cmir_parser_consume_if(p, TOK_RPAREN)) {
      do {
        const CmirAffineExpr *e = parse_affine_expr(p, &an);
        if (!e)
          goto done;
        cmir_vec_push(&ex, e);
      } while (cmir_parser_consume_if(p, TOK_COMMA));
      if (cmir_parser_expect(p, TOK_RPAREN, "')' in affine map range"))
        goto done;
    }
    r = cmir_attr_affine_map(p->ctx, cmir_affine_map(p->ctx, an.ndims, an.nsyms, ex.len, ex.data));
  }
  if (got_set != is_set) {
    cmir_parser_error_at(p, start, is_set ? "expected IntegerSet, but got AffineMap"
                                          : "expected AffineMap, but got IntegerSet");
    r = NULL;
  }
done:
  cmir_vec_free(&ex);
  cmir_vec_free(&eq);
  return r;
}

/* ---- attributes ---- */

/* Range check for an integer literal of the given type (MLIR's rules:
 * signless values may use the unsigned range). */
/* Does a literal of this magnitude fit the type (MLIR's buildAttributeAPInt)?
 * It must fit the width; a negated value must come out negative (so `-0`
 * does not fit); a positive signed or index value must stay positive. */
static bool int_fits(const CmirType *type, bool neg, unsigned __int128 mag) {
  uint32_t w = cmir_type_bitwidth(type);
  bool sign = type->kind == CMIR_TYPE_INDEX ||
              (type->kind == CMIR_TYPE_INTEGER && type->integer.sign == CMIR_SIGNED);
  if (w >= 128)
    return neg ? mag >= 1 && mag <= ((unsigned __int128)1 << 127)
               : !sign || mag < ((unsigned __int128)1 << 127);
  if (w == 0)
    return !neg && mag == 0;
  unsigned __int128 half = (unsigned __int128)1 << (w - 1);
  if (mag >= half << 1)
    return false;
  if (neg)
    return mag >= 1 && mag <= half;
  return !sign || mag < half;
}

static const CmirAttr *make_int_attr(CmirParser *p, const char *pos, bool neg, uint64_t lo,
                                     uint64_t hi, const CmirType *type, const char *what) {
  uint32_t w = cmir_type_bitwidth(type);
  bool uns = type->kind == CMIR_TYPE_INTEGER && type->integer.sign == CMIR_UNSIGNED;
  if (neg && uns)
    return cmir_parser_error_at(p, pos, "negative integer literal not valid for unsigned integer type"),
           NULL;
  unsigned __int128 mag = ((unsigned __int128)hi << 64) | lo;
  if (!int_fits(type, neg, mag))
    return cmir_parser_error_at(p, pos, "integer constant out of range for %s", what), NULL;
  unsigned __int128 v = neg ? (unsigned __int128)0 - mag : mag;
  if (w > 64) {
    uint32_t nw = (w + 63) / 64;
    uint64_t words[nw];
    for (uint32_t i = 0; i < nw; i++)
      words[i] = i == 0 ? (uint64_t)v : i == 1 ? (uint64_t)(v >> 64) : (neg ? ~0ull : 0);
    if (w % 64)
      words[nw - 1] &= (1ull << (w % 64)) - 1;
    return cmir_attr_int_words(p->ctx, type, words);
  }
  return cmir_attr_int(p->ctx, type, (int64_t)(uint64_t)v);
}

static CmirFloatKind float_kind(const CmirType *t) {
  static const CmirFloatKind m[] = {CMIR_FLOAT_BF16, CMIR_FLOAT_F16, CMIR_FLOAT_TF32,
                                    CMIR_FLOAT_F32,  CMIR_FLOAT_F64, CMIR_FLOAT_F80,
                                    CMIR_FLOAT_F128};
  return m[t->flt.fk];
}

/* A float literal token (decimal or hex bits) for a float type. */
static const CmirAttr *make_float_attr(CmirParser *p, const CmirToken *tok, bool neg,
                                       const CmirType *type) {
  CmirFloatBits bits;
  CmirFloatKind k = float_kind(type);
  if (tok->kind == TOK_INT && tok->len > 2 && tok->s[1] == 'x') {
    if (neg)
      return cmir_parser_error_at(p, tok->s, "hexadecimal float literal should not have a "
                                             "leading minus"),
             NULL;
    if (!cmir_float_from_hex(k, tok->s, tok->len, &bits))
      return cmir_parser_error_at(p, tok->s, "hexadecimal float constant out of range for type"),
             NULL;
    return cmir_attr_float(p->ctx, type, bits.lo, bits.hi);
  }
  char buf[128];
  size_t n = tok->len < sizeof buf - 2 ? tok->len : sizeof buf - 2;
  size_t o = 0;
  if (neg)
    buf[o++] = '-';
  memcpy(buf + o, tok->s, n);
  o += n;
  buf[o] = 0;
  if (!cmir_float_parse(k, buf, o, &bits))
    return cmir_parser_error_at(p, tok->s, "invalid floating point literal"), NULL;
  return cmir_attr_float(p->ctx, type, bits.lo, bits.hi);
}

/* Number literal attribute: `[-]int|float [: type]`. */
static const CmirAttr *parse_number_attr(CmirParser *p, const CmirType *type) {
  bool neg = cmir_parser_consume_if(p, TOK_MINUS);
  CmirToken tok = p->tok;
  if (tok.kind != TOK_INT && tok.kind != TOK_FLOAT)
    return cmir_parser_error(p, "expected constant integer or floating point value"), NULL;
  cmir_parser_advance(p);
  if (!type && cmir_parser_consume_if(p, TOK_COLON)) { /* a given type takes no `: t` */
    type = parse_type(p);
    if (!type)
      return NULL;
  }
  if (!type)
    type = tok.kind == TOK_FLOAT ? p->ctx->f64 : p->ctx->i64;
  if (type->kind == CMIR_TYPE_FLOAT) {
    if (tok.kind == TOK_INT && !(tok.len > 2 && tok.s[1] == 'x')) {
      bool first = !p->failed;
      cmir_parser_error_at(p, tok.s,
                           "unexpected decimal integer literal for a floating point value");
      if (first)
        cmir_note(p->ctx, cmir_parser_loc_at(p, tok.s),
                  "add a trailing dot to make the literal a float");
      return NULL;
    }
    return make_float_attr(p, &tok, neg, type);
  }
  if (tok.kind == TOK_FLOAT) /* MLIR reports it at the token after the value */
    return cmir_parser_error(p, "floating point value not valid for specified type"), NULL;
  if (type->kind != CMIR_TYPE_INTEGER && type->kind != CMIR_TYPE_INDEX)
    return cmir_parser_error_at(p, tok.s, "integer literal not valid for specified type"), NULL;
  uint64_t lo, hi;
  if (!tok_to_u128(&tok, &lo, &hi))
    return cmir_parser_error_at(p, tok.s, "integer constant out of range for attribute"), NULL;
  return make_int_attr(p, tok.s, neg, lo, hi, type, "attribute");
}

/* ---- dense elements ---- */

typedef struct DenseLit {
  CMIR_VEC(CmirToken) toks; /* leaf literal tokens */
  CMIR_VEC(uint8_t) negs;
  CmirI64Vec shape;
  bool shape_set;
  bool hex;
  bool complex; /* elements are (re, im) pairs of tokens */
  CmirToken hextok;
} DenseLit;

static CmirStatus parse_dense_list(CmirParser *p, DenseLit *d, uint32_t depth,
                                   CmirI64Vec *cur_shape) {
  if (p->tok.kind == TOK_LSQUARE) {
    if (depth > MAX_NESTING)
      return cmir_parser_error(p, "exceeded maximum nesting depth");
    cmir_parser_advance(p);
    int64_t count = 0;
    CmirI64Vec sub = {0};
    CmirI64Vec first = {0};
    bool have_first = false;
    if (p->tok.kind != TOK_RSQUARE) {
      do {
        sub.len = 0;
        if (parse_dense_list(p, d, depth + 1, &sub)) {
          cmir_vec_free(&sub);
          cmir_vec_free(&first);
          return CMIR_FAIL;
        }
        if (!have_first) {
          for (uint32_t i = 0; i < sub.len; i++)
            cmir_vec_push(&first, sub.data[i]);
          have_first = true;
        } else if (sub.len != first.len ||
                   (sub.len && memcmp(sub.data, first.data, sub.len * 8))) {
          cmir_vec_free(&sub);
          cmir_vec_free(&first);
          return cmir_parser_error(p, "tensor literal is invalid; ranks are not consistent "
                                      "between elements");
        }
        count++;
      } while (cmir_parser_consume_if(p, TOK_COMMA));
    }
    if (cmir_parser_expect(p, TOK_RSQUARE, "']'")) {
      cmir_vec_free(&sub);
      cmir_vec_free(&first);
      return CMIR_FAIL;
    }
    cmir_vec_push(cur_shape, count);
    for (uint32_t i = 0; i < first.len; i++)
      cmir_vec_push(cur_shape, first.data[i]);
    cmir_vec_free(&sub);
    cmir_vec_free(&first);
    return CMIR_OK;
  }
  bool neg = cmir_parser_consume_if(p, TOK_MINUS);
  CmirToken t = p->tok;
  if (t.kind == TOK_INT || t.kind == TOK_FLOAT ||
      (t.kind == TOK_BARE && (tok_is(&t, "true") || tok_is(&t, "false"))) ||
      t.kind == TOK_STRING) {
    cmir_vec_push(&d->toks, t);
    cmir_vec_push(&d->negs, (uint8_t)neg);
    cmir_parser_advance(p);
    return CMIR_OK;
  }
  if (t.kind == TOK_LPAREN) {
    /* complex element: (re, im) */
    cmir_parser_advance(p);
    for (int k = 0; k < 2; k++) {
      if (k && cmir_parser_expect(p, TOK_COMMA, "',' between complex elements"))
        return CMIR_FAIL;
      bool n2 = cmir_parser_consume_if(p, TOK_MINUS);
      if (p->tok.kind != TOK_INT && p->tok.kind != TOK_FLOAT)
        return cmir_parser_error(p, "expected element literal of primitive type");
      cmir_vec_push(&d->toks, p->tok);
      cmir_vec_push(&d->negs, (uint8_t)n2);
      cmir_parser_advance(p);
    }
    d->complex = true;
    return cmir_parser_expect(p, TOK_RPAREN, "')' after complex elements");
  }
  return cmir_parser_error(p, "expected element literal of primitive type");
}

static void store_elem(uint8_t *dst, uint32_t nb, uint64_t lo, uint64_t hi) {
  if (nb <= 8)
    memcpy(dst, &lo, nb);
  else {
    memcpy(dst, &lo, 8);
    memcpy(dst + 8, &hi, nb - 8 > 8 ? 8 : nb - 8);
  }
}

/* dense<...> : type, or dense<...> alone when the caller gives the type
 * (errors then point at `dense`, as MLIR's parseDenseElementsAttr). */
static void hex_size_error(CmirParser *p, const char *pos, const CmirType *type) {
  char *ts = cmir_type_str(type);
  cmir_parser_error_at(p, pos, "elements hex data size is invalid for provided type: '%s'", ts);
  free(ts);
}

/* The dense attribute of type (shaped, static) holding literal d. Errors
 * point at kwpos (the keyword), lpos (the literal) or tpos (the type), as
 * MLIR's reports them. */
static const CmirAttr *dense_build(CmirParser *p, DenseLit *d, const CmirType *type,
                                   const char *kwpos, const char *lpos, const char *tpos) {
  CmirContext *ctx = p->ctx;
  const CmirAttr *r = NULL;
  const CmirType *elem = type->shaped.elem;
  int64_t nelem = cmir_type_num_elements(type);
  bool is_string = d->toks.len && d->toks.data[0].kind == TOK_STRING;
  if (is_string && d->toks.len == 1 && d->shape.len == 0 &&
      (elem->kind == CMIR_TYPE_INTEGER || elem->kind == CMIR_TYPE_INDEX ||
       elem->kind == CMIR_TYPE_FLOAT || elem->kind == CMIR_TYPE_COMPLEX)) {
    /* a lone string with a numeric element type is hex data */
    cmir_parser_error_at(p, d->toks.data[0].s,
                         "expected string containing hex digits starting with `0x`");
    return r;
  }
  if (is_string) {
    if (d->toks.len != 1 && (int64_t)d->toks.len != nelem) {
      cmir_parser_error_at(p, kwpos, "inferred shape of elements literal does not match type");
      return r;
    }
    CMIR_VEC(const CmirAttr *) strs = {0};
    for (uint32_t i = 0; i < d->toks.len; i++) {
      size_t n;
      const char *s = arena_decode(p, &d->toks.data[i], &n);
      cmir_vec_push(&strs, cmir_attr_string(ctx, s, n));
    }
    r = cmir_attr_dense_string(ctx, type, strs.len, strs.data);
    cmir_vec_free(&strs);
    return r;
  }
  const CmirType *scalar = elem;
  uint32_t per = 1;
  if (elem->kind == CMIR_TYPE_COMPLEX) {
    scalar = elem->complex.elem;
    per = 2;
    if (!d->complex && d->toks.len) {
      cmir_parser_error_at(p, tpos, "expected complex elements");
      return r;
    }
  } else if (d->complex) {
    cmir_parser_error_at(p, tpos, "complex literal for a non-complex element type");
    return r;
  }
  if (scalar->kind != CMIR_TYPE_INTEGER && scalar->kind != CMIR_TYPE_INDEX &&
      scalar->kind != CMIR_TYPE_FLOAT) {
    cmir_parser_error_at(p, tpos, "unsupported dense element type");
    return r;
  }
  uint32_t nb = cmir_dense_elem_bytes(elem);
  if (d->hex) {
    size_t hn = d->hextok.len - 4;
    const char *hs = d->hextok.s + 3;
    if (hn % 2) {
      cmir_parser_error_at(p, d->hextok.s, "expected hex string of even length");
      return r;
    }
    size_t nbytes = hn / 2;
    uint8_t *buf = cmir_xmalloc(nbytes ? nbytes : 1);
    for (size_t i = 0; i < nbytes; i++) {
      int a = hexval(hs[2 * i]), b = hexval(hs[2 * i + 1]);
      if (a < 0 || b < 0) {
        free(buf);
        cmir_parser_error_at(p, d->hextok.s,
                             "expected string containing hex digits starting with `0x`");
        return r;
      }
      buf[i] = (uint8_t)(a * 16 + b);
    }
    uint32_t store = elem->kind == CMIR_TYPE_INTEGER && elem->integer.width == 1 ? 1 : nb;
    if (elem->kind == CMIR_TYPE_INTEGER && elem->integer.width == 1) {
      /* i1 hex data is bit-packed; unpack to bytes. As MLIR's
       * isValidRawBuffer: one byte of all zeros or all ones is a splat,
       * anything else has exactly the bytes the bits need. */
      bool splat = nbytes == 1 && (buf[0] == 0 || buf[0] == 0xff);
      uint64_t want = (uint64_t)nelem;
      if (!splat && (nelem < 0 || nbytes != want / 8 + (want % 8 != 0))) {
        free(buf);
        hex_size_error(p, lpos, type);
        return r;
      }
      uint64_t cnt = splat ? 1 : want;
      uint8_t *u = cmir_xcalloc(cnt ? cnt : 1, 1);
      for (uint64_t i = 0; i < cnt; i++)
        u[i] = (buf[i / 8] >> (i % 8)) & 1;
      r = cmir_attr_dense(ctx, type, u, cnt, splat || want == 1);
      free(u);
      free(buf);
      return r;
    }
    if (nbytes == store && nelem != 1) {
      r = cmir_attr_dense(ctx, type, buf, nbytes, true);
    } else if ((int64_t)(nbytes / store) == nelem && nbytes % store == 0) {
      r = cmir_attr_dense(ctx, type, buf, nbytes, nelem == 1);
    } else {
      hex_size_error(p, lpos, type);
    }
    free(buf);
    return r;
  }
  /* Shape: a scalar literal is a splat; else must match the type. */
  bool splat = d->shape.len == 0 && d->toks.len == per;
  if (d->toks.len == 0 && nelem == 0) {
    r = cmir_attr_dense(ctx, type, "", 0, false);
    return r;
  }
  if (d->toks.len == 0 && nelem != 0 && d->shape.len == 0) {
    /* `dense<>`; an empty list `[]` fails the shape check below. */
    char *ts = cmir_type_str(type);
    cmir_parser_error_at(p, lpos, "parsed zero elements, but type ('%s') expected at least 1", ts);
    free(ts);
    return r;
  }
  if (!splat) {
    bool ok = d->shape.len == type->shaped.rank;
    for (uint32_t i = 0; ok && i < d->shape.len; i++)
      ok = d->shape.data[i] == type->shaped.shape[i];
    if (!ok) {
      CmirStrBuf sb;
      cmir_sb_init(&sb);
      for (uint32_t i = 0; i < d->shape.len; i++) {
        if (i)
          cmir_sb_puts(&sb, ", ");
        cmir_sb_puti64(&sb, d->shape.data[i]);
      }
      CmirStrBuf tb;
      cmir_sb_init(&tb);
      for (uint32_t i = 0; i < type->shaped.rank; i++) {
        if (i)
          cmir_sb_puts(&tb, ", ");
        cmir_sb_puti64(&tb, type->shaped.shape[i]);
      }
      cmir_parser_error_at(p, lpos,
                           "inferred shape of elements literal ([%s]) does not match type ([%s])",
                           cmir_sb_cstr(&sb), cmir_sb_cstr(&tb));
      cmir_sb_free(&tb);
      cmir_sb_free(&sb);
      return r;
    }
  }
  {
    uint64_t count = splat ? 1 : d->toks.len / per;
    uint8_t *data = cmir_xcalloc(count ? count : 1, nb);
    uint32_t snb = nb / per;
    const CmirType *elem_full = elem;
    elem = scalar;
    for (uint64_t i = 0; i < count * per; i++) {
      CmirToken *t = &d->toks.data[i];
      bool neg = d->negs.data[i];
      const CmirAttr *a;
      if (t->kind == TOK_BARE) {
        if (elem->kind == CMIR_TYPE_FLOAT) {
          cmir_parser_error(p, "expected floating-point elements, but parsed integer");
          free(data);
          return r;
        }
        if (!(elem->kind == CMIR_TYPE_INTEGER && elem->integer.width == 1)) {
          cmir_parser_error_at(p, t->s, "expected i1 type for 'true' or 'false' values");
          free(data);
          return r;
        }
        a = cmir_attr_int(ctx, elem, tok_is(t, "true"));
      } else if (elem->kind == CMIR_TYPE_FLOAT) {
        if (t->kind == TOK_INT && !(t->len > 2 && t->s[1] == 'x')) {
          /* MLIR rejects decimal integers here, at the current token. */
          cmir_parser_error(p, "expected floating-point elements, but parsed integer");
          free(data);
          return r;
        } else {
          a = make_float_attr(p, t, neg, elem);
        }
      } else {
        if (t->kind == TOK_FLOAT) {
          cmir_parser_error_at(p, t->s, "expected integer elements, but parsed floating-point");
          free(data);
          return r;
        }
        uint64_t lo, hi;
        if (!tok_to_u128(t, &lo, &hi)) {
          cmir_parser_error_at(p, t->s, "integer constant out of range for type");
          free(data);
          return r;
        }
        if (neg && elem->kind == CMIR_TYPE_INTEGER && elem->integer.sign == CMIR_UNSIGNED) {
          cmir_parser_error_at(p, t->s, "expected unsigned integer elements, but parsed negative "
                                        "value");
          free(data);
          return r;
        }
        a = make_int_attr(p, t->s, neg, lo, hi, elem, "type");
      }
      if (!a) {
        free(data);
        return r;
      }
      if (a->kind == CMIR_ATTR_FLOAT)
        store_elem(data + i * snb, snb, a->f.lo, a->f.hi);
      else if (a->i.words)
        memcpy(data + i * snb, a->i.words, snb);
      else
        store_elem(data + i * snb, snb, a->i.v, 0);
    }
    elem = elem_full;
    /* A list whose elements are all equal is stored as a splat, as MLIR. */
    if (!splat && count > 1) {
      bool all = true;
      for (uint64_t i = 1; i < count && all; i++)
        all = !memcmp(data, data + i * nb, nb);
      if (all) {
        splat = true;
        count = 1;
      }
    }
    if (nelem == 1)
      splat = false;
    r = cmir_attr_dense(ctx, type, data, count * nb, splat);
    free(data);
  }
  return r;
}

/* An elements literal's `: type` (or the caller's given type), which must
 * be a statically shaped vector or tensor. lpos and tpos are set to where
 * MLIR reports errors of the literal and of the type. */
static const CmirType *elements_type(CmirParser *p, const CmirType *given, const char *kwpos,
                                     const char **lpos, const char **tpos) {
  *lpos = given ? kwpos : p->tok.s; /* MLIR's literal location */
  if (!given && cmir_parser_expect(p, TOK_COLON, "':'"))
    return NULL;
  *tpos = given ? kwpos : p->tok.s;
  const CmirType *type = given ? given : parse_type(p);
  if (!type)
    return NULL;
  /* parseElementsLiteralType reports these at the token after the type. */
  if (type->kind != CMIR_TYPE_VECTOR && type->kind != CMIR_TYPE_TENSOR)
    return cmir_parser_error(p, "elements literal must be a shaped type"), NULL;
  if (!cmir_type_has_static_shape(type))
    return cmir_parser_error(p, "elements literal type must have static shape"), NULL;
  return type;
}

/* dense_resource<handle> : type, as MLIR's parseDenseResourceElementsAttr:
 * the blob itself comes with the file metadata, maybe after its use. */
static const CmirAttr *parse_dense_resource(CmirParser *p, const CmirType *given) {
  const char *kwpos = p->tok.s;
  cmir_parser_advance(p); /* dense_resource */
  if (cmir_parser_expect(p, TOK_LESS, "'<' after 'dense_resource'"))
    return NULL;
  if (p->tok.kind != TOK_BARE)
    return cmir_parser_error(p, "expected identifier key for 'resource' entry"), NULL;
  const CmirIdent *handle = cmir_ident_get(p->ctx, p->tok.s, p->tok.len);
  cmir_parser_advance(p);
  if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
    return NULL;
  const char *tpos = kwpos;
  const CmirType *type = given;
  if (!type) {
    tpos = p->tok.s;
    if (cmir_parser_expect(p, TOK_COLON, "':'") || !(type = parse_type(p)))
      return NULL;
  }
  if (!cmir_type_is_shaped(type))
    return cmir_parser_error_at(p, tpos, "`dense_resource` expected a shaped type"), NULL;
  return cmir_attr_dense_resource(p->ctx, type, handle);
}

static bool at_hex_string(const CmirParser *p) {
  return p->tok.kind == TOK_STRING && p->tok.len > 3 && p->tok.s[1] == '0' && p->tok.s[2] == 'x';
}

static void dense_lit_free(DenseLit *d) {
  cmir_vec_free(&d->toks);
  cmir_vec_free(&d->negs);
  cmir_vec_free(&d->shape);
}

static const CmirAttr *parse_dense(CmirParser *p, const CmirType *given) {
  const char *kwpos = p->tok.s;
  cmir_parser_advance(p); /* dense */
  if (cmir_parser_expect(p, TOK_LESS, "'<' after 'dense'"))
    return NULL;
  DenseLit d;
  memset(&d, 0, sizeof d);
  const CmirAttr *r = NULL;
  const char *lpos, *tpos;
  const CmirType *type;
  if (p->tok.kind == TOK_GREATER) {
    cmir_parser_advance(p);
  } else if (at_hex_string(p)) {
    d.hex = true;
    d.hextok = p->tok;
    cmir_parser_advance(p);
    if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
      goto done;
  } else if (parse_dense_list(p, &d, 0, &d.shape) || cmir_parser_expect(p, TOK_GREATER, "'>'")) {
    goto done;
  }
  if ((type = elements_type(p, given, kwpos, &lpos, &tpos)))
    r = dense_build(p, &d, type, kwpos, lpos, tpos);
done:
  dense_lit_free(&d);
  return r;
}

/* sparse<indices, values> : type, or `sparse<> : type` for no indices, as
 * MLIR's parseSparseElementsAttr: the indices are i64, N x rank (one index
 * when the literal is a single number), the values 1-D, N of them (N copies
 * when the literal is a single element or hex). */
static const CmirAttr *parse_sparse(CmirParser *p, const CmirType *given) {
  CmirContext *ctx = p->ctx;
  const char *kwpos = p->tok.s;
  cmir_parser_advance(p);      /* sparse */
  if (p->tok.kind != TOK_LESS) /* MLIR's capital */
    return cmir_parser_error(p, "Expected '<' after 'sparse'"), NULL;
  cmir_parser_advance(p);
  DenseLit ind, val;
  memset(&ind, 0, sizeof ind);
  memset(&val, 0, sizeof val);
  const CmirAttr *r = NULL;
  const char *lpos, *tpos, *ipos = p->tok.s, *vpos = p->tok.s;
  bool empty = cmir_parser_consume_if(p, TOK_GREATER);
  if (!empty) {
    if (parse_dense_list(p, &ind, 0, &ind.shape) || cmir_parser_expect(p, TOK_COMMA, "','"))
      goto done;
    vpos = p->tok.s;
    if (at_hex_string(p)) {
      val.hex = true;
      val.hextok = p->tok;
      cmir_parser_advance(p);
    } else if (parse_dense_list(p, &val, 0, &val.shape)) {
      goto done;
    }
    if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
      goto done;
  }
  const CmirType *type = elements_type(p, given, kwpos, &lpos, &tpos);
  if (!type)
    goto done;
  int64_t rank = type->shaped.rank;
  const CmirType *elem = type->shaped.elem;
  const CmirAttr *indices, *values;
  if (empty) {
    int64_t ishape[2] = {0, rank}, vshape[1] = {0};
    indices = cmir_attr_dense(ctx, cmir_type_tensor(ctx, 2, ishape, ctx->i64, NULL), "", 0, false);
    values = cmir_attr_dense(ctx, cmir_type_tensor(ctx, 1, vshape, elem, NULL), "", 0, false);
  } else {
    int64_t one[2] = {1, rank};
    uint32_t irank = ind.shape.len ? ind.shape.len : 2;
    const int64_t *ishape = ind.shape.len ? ind.shape.data : one;
    const CmirType *itype = cmir_type_tensor(ctx, irank, ishape, ctx->i64, NULL);
    if (!(indices = dense_build(p, &ind, itype, ipos, ipos, ipos)))
      goto done;
    uint32_t vrank = val.shape.len ? val.shape.len : 1;
    const int64_t *vshape = val.shape.len ? val.shape.data : ishape;
    const CmirType *vtype = cmir_type_tensor(ctx, vrank, vshape, elem, NULL);
    if (!(values = dense_build(p, &val, vtype, vpos, vpos, vpos)))
      goto done;
  }
  uint64_t which = 0;
  switch (cmir_sparse_check(type, indices, values, &which)) {
  case CMIR_SPARSE_OK:
    r = cmir_attr_sparse(ctx, type, indices, values);
    break;
  case CMIR_SPARSE_VALUES_RANK:
    cmir_parser_error_at(p, kwpos, "expected 1-d tensor for sparse element values");
    break;
  case CMIR_SPARSE_BAD_INDEX: {
    uint64_t idx[rank ? rank : 1];
    cmir_sparse_index(indices, (uint32_t)rank, which, idx);
    CmirStrBuf sb;
    cmir_sb_init(&sb);
    for (int64_t d = 0; d < rank; d++) {
      if (d)
        cmir_sb_puts(&sb, ", ");
      cmir_sb_putu64(&sb, idx[d]);
    }
    char *ts = cmir_type_str(type);
    cmir_parser_error_at(p, kwpos,
                         "sparse index #%llu is not contained within the value shape, with "
                         "index=[%s], and type='%s'",
                         (unsigned long long)which, cmir_sb_cstr(&sb), ts);
    free(ts);
    cmir_sb_free(&sb);
    break;
  }
  default: {
    CmirStrBuf sb;
    cmir_sb_init(&sb);
    const CmirType *shapes[3] = {type, indices->dense.type, values->dense.type};
    static const char *const what[3] = {"expected shape ([",
                                        "]); inferred shape of indices literal ([",
                                        "]); inferred shape of values literal (["};
    for (int k = 0; k < 3; k++) {
      cmir_sb_puts(&sb, what[k]);
      for (uint32_t d = 0; d < shapes[k]->shaped.rank; d++) {
        if (d)
          cmir_sb_puts(&sb, ", ");
        cmir_sb_puti64(&sb, shapes[k]->shaped.shape[d]);
      }
    }
    cmir_parser_error_at(p, kwpos, "%s])", cmir_sb_cstr(&sb));
    cmir_sb_free(&sb);
    break;
  }
  }
done:
  dense_lit_free(&ind);
  dense_lit_free(&val);
  return r;
}

/* ---- distinct[id]<attr> ---- */

typedef struct DistinctDef {
  uint64_t id;
  const CmirAttr *attr;
} DistinctDef;

static bool distinct_def_eq(const void *item, const void *key) {
  return ((const DistinctDef *)item)->id == *(const uint64_t *)key;
}

/* distinct[id]<attr> or distinct[id]<>: the same id in one input is the
 * same attribute, and must refer to the same attribute (MLIR's
 * parseDistinctAttr). */
static const CmirAttr *parse_distinct(CmirParser *p) {
  const char *kwpos = p->tok.s;
  cmir_parser_advance(p); /* distinct */
  if (cmir_parser_expect(p, TOK_LSQUARE, "'[' after 'distinct'"))
    return NULL;
  if (p->tok.kind != TOK_INT)
    return cmir_parser_error(p, "expected distinct ID"), NULL;
  uint64_t id, hi;
  if (!tok_to_u128(&p->tok, &id, &hi) || hi)
    return cmir_parser_error(p, "expected an unsigned 64-bit integer"), NULL;
  cmir_parser_advance(p);
  if (cmir_parser_expect(p, TOK_RSQUARE, "']' to close distinct ID") ||
      cmir_parser_expect(p, TOK_LESS, "'<' after distinct ID"))
    return NULL;
  const CmirAttr *ref = p->ctx->unit;
  if (!cmir_parser_consume_if(p, TOK_GREATER)) {
    if (!(ref = parse_attr(p, NULL)) ||
        cmir_parser_expect(p, TOK_GREATER, "'>' to close distinct attribute"))
      return NULL;
  }
  uint64_t h = cmir_hash_mix(0xd15, id);
  DistinctDef *d = cmir_htab_find(&p->st->distinct, h, distinct_def_eq, &id);
  if (d) {
    if (d->attr->distinct.ref == ref)
      return d->attr;
    char *prev = cmir_attr_str(d->attr->distinct.ref);
    cmir_parser_error_at(p, kwpos, "referenced attribute does not match previous definition: %s",
                         prev);
    free(prev);
    return NULL;
  }
  d = cmir_arena_alloc(&p->st->arena, sizeof *d);
  d->id = id;
  d->attr = cmir_attr_distinct(p->ctx, ref);
  cmir_htab_insert(&p->st->distinct, h, d);
  return d->attr;
}

/* array<i64: 1, 2>, checked as MLIR's parseDenseArrayAttr does. */
static const CmirAttr *parse_dense_array(CmirParser *p) {
  cmir_parser_advance(p);
  if (cmir_parser_expect(p, TOK_LESS, "'<' after 'array'"))
    return NULL;
  const char *tpos = p->tok.s;
  const CmirType *elem = parse_type(p);
  if (!elem)
    return NULL;
  bool isint = elem->kind == CMIR_TYPE_INTEGER, isflt = elem->kind == CMIR_TYPE_FLOAT;
  if (!isint && !isflt) {
    char *ts = cmir_type_str(elem);
    cmir_parser_error_at(p, tpos, "expected integer or float type, got: '%s'", ts);
    free(ts);
    return NULL;
  }
  uint32_t bw = cmir_type_bitwidth(elem);
  if (bw != 1 && bw % 8)
    return cmir_parser_error_at(p, tpos, "element type bitwidth must be a multiple of 8"), NULL;
  if ((isint && (bw > 64 || elem->integer.sign != CMIR_SIGNLESS)) ||
      (isflt && elem->flt.fk != CMIR_F_F32 && elem->flt.fk != CMIR_F_F64))
    return cmir_parser_error_at(p, tpos, "unsupported dense array element type"), NULL;
  uint32_t nb = cmir_dense_elem_bytes(elem);
  CMIR_VEC(uint8_t) data = {0};
  uint32_t n = 0;
  const CmirAttr *r = NULL;
  if (!cmir_parser_consume_if(p, TOK_GREATER)) {
    if (cmir_parser_expect(p, TOK_COLON, "':' after dense array type"))
      goto done;
    do {
      uint64_t v;
      bool neg = !isflt && cmir_parser_consume_if(p, TOK_MINUS);
      CmirToken tok = p->tok;
      if (isflt) {
        const CmirAttr *a = parse_number_attr(p, elem);
        if (!a)
          goto done;
        v = a->f.lo;
      } else if (tok.kind == TOK_BARE && (tok_is(&tok, "true") || tok_is(&tok, "false"))) {
        if (bw != 1) {
          cmir_parser_error(p, "expected i1 type for 'true' or 'false' values");
          goto done;
        }
        v = tok_is(&tok, "true");
        cmir_parser_advance(p);
      } else if (tok.kind == TOK_INT) {
        cmir_parser_advance(p);
        uint64_t lo, hi;
        unsigned __int128 mag;
        bool ok = tok_to_u128(&tok, &lo, &hi);
        mag = ((unsigned __int128)hi << 64) | lo;
        if (!ok || !int_fits(elem, neg, mag)) {
          cmir_parser_error(p, "integer constant out of range");
          goto done;
        }
        v = neg ? 0 - lo : lo;
      } else {
        cmir_parser_error(p, "expected integer literal");
        goto done;
      }
      uint8_t tmp[8];
      memcpy(tmp, &v, 8);
      for (uint32_t k = 0; k < nb; k++)
        cmir_vec_push(&data, tmp[k]);
      n++;
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_GREATER, "'>' to close an array attribute"))
      goto done;
  }
  r = cmir_attr_dense_array(p->ctx, elem, n, data.data ? (void *)data.data : (void *)"");
done:
  cmir_vec_free(&data);
  return r;
}

/* A stride or offset of strided<>: `?`, or an integer whose magnitude fits
 * int64 (MLIR's parseStrideOrOffset: so -2^63 is refused too). */
static bool parse_stride_or_offset(CmirParser *p, int64_t *v) {
  if (cmir_parser_consume_if(p, TOK_QUESTION)) {
    *v = CMIR_DYNAMIC;
    return true;
  }
  const char *start = p->tok.s;
  CmirLexer save_lx = p->lx;
  CmirToken save_tok = p->tok;
  const char *save_prev = p->prev_end;
  bool neg = cmir_parser_consume_if(p, TOK_MINUS);
  uint64_t u;
  if (!tok_unsigned(p, (uint64_t)INT64_MAX, &u)) {
    p->lx = save_lx;
    p->tok = save_tok;
    p->prev_end = save_prev;
    cmir_parser_error_at(p, start, "expected a 64-bit signed integer or '?'");
    return false;
  }
  cmir_parser_advance(p);
  *v = neg ? -(int64_t)u : (int64_t)u;
  return true;
}

/* strided<[1, ?], offset: ?> */
static const CmirAttr *parse_strided(CmirParser *p) {
  const char *start = p->tok.s;
  cmir_parser_advance(p);
  if (cmir_parser_expect(p, TOK_LESS, "'<' after 'strided'") ||
      cmir_parser_expect(p, TOK_LSQUARE, "'['"))
    return NULL;
  CMIR_VEC(int64_t) st = {0};
  const CmirAttr *r = NULL;
  int64_t off = 0;
  if (p->tok.kind != TOK_RSQUARE) {
    do {
      int64_t v;
      if (!parse_stride_or_offset(p, &v))
        goto done;
      cmir_vec_push(&st, v);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
  }
  if (cmir_parser_expect(p, TOK_RSQUARE, "']'"))
    goto done;
  if (cmir_parser_consume_if(p, TOK_COMMA)) {
    if (!cmir_parser_is_keyword(p, "offset")) {
      error_after_prev(p, "expected 'offset' after comma");
      goto done;
    }
    cmir_parser_advance(p);
    if (cmir_parser_expect(p, TOK_COLON, "':' after 'offset'"))
      goto done;
    if (!parse_stride_or_offset(p, &off))
      goto done;
  }
  if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
    goto done;
  for (size_t i = 0; i < st.len; i++)
    if (st.data[i] == 0) {
      cmir_parser_error_at(p, start, "strides must not be zero");
      goto done;
    }
  r = cmir_attr_strided(p->ctx, off, st.len, st.data);
done:
  cmir_vec_free(&st);
  return r;
}

/* MLIR's generated attribute parser reports a bad enum case (msg, at pos),
 * then that the parameter failed to parse (at the current token). */
static void enum_param_error(CmirParser *p, const CmirEnumDef *def, const char *pos,
                             const char *msg) {
  bool first = !p->failed;
  cmir_parser_error_at(p, pos, "%s", msg);
  if (!first)
    return;
  p->failed = false; /* the second error of the pair */
  cmir_parser_error(p, "failed to parse %s parameter '%s' which is to be a `%s`", def->attr_def,
                    def->param ? def->param : "value", def->cpp_name);
}

/* #dialect.mnemonic<...> for registered enum attributes. */
static const CmirAttr *parse_enum_body(CmirParser *p, const CmirEnumDef *def) {
  if (cmir_parser_expect(p, TOK_LESS, "'<'"))
    return NULL;
  uint64_t v = 0;
  do {
    const char *s;
    size_t n;
    const char *pos = p->tok.s;
    char *quoted = NULL;
    if (!def->bitflags && p->tok.kind == TOK_STRING) {
      /* parseKeywordOrString: a single case may be spelled as a string */
      if (cmir_parser_string(p, &quoted, &n))
        return NULL;
      s = quoted;
    } else if (p->tok.kind != TOK_BARE) {
      enum_param_error(p, def, pos, "expected valid keyword");
      return NULL;
    } else {
      cmir_parser_keyword(p, &s, &n, "valid keyword");
    }
    bool found = false;
    if (def->bitflags) {
      if (def->none_name && strlen(def->none_name) == n && !memcmp(def->none_name, s, n))
        found = true;
      else if (def->all_name && strlen(def->all_name) == n && !memcmp(def->all_name, s, n)) {
        v |= (1ull << def->ncases) - 1;
        found = true;
      } else {
        for (uint32_t i = 0; i < def->ncases; i++)
          if (strlen(def->cases[i]) == n && !memcmp(def->cases[i], s, n)) {
            v |= 1ull << i;
            found = true;
          }
      }
    } else {
      for (uint32_t i = 0; i < def->ncases; i++)
        if (def->cases[i] && strlen(def->cases[i]) == n && !memcmp(def->cases[i], s, n)) {
          v = i;
          found = true;
        }
    }
    if (!found) {
      /* MLIR's generated attribute parser reports the bad case, then that
       * the parameter failed to parse (just past the keyword). */
      CmirStrBuf sb;
      cmir_sb_init(&sb);
      const char *sep = "";
      if (def->bitflags && def->none_name)
        cmir_sb_puts(&sb, def->none_name), sep = ", ";
      for (uint32_t i = 0; i < def->ncases; i++)
        if (def->cases[i]) {
          cmir_sb_puts(&sb, sep);
          cmir_sb_puts(&sb, def->cases[i]);
          sep = ", ";
        }
      if (def->bitflags && def->all_name)
        cmir_sb_puts(&sb, sep), cmir_sb_puts(&sb, def->all_name);
      char msg[512];
      if (def->invalid_what)
        snprintf(msg, sizeof msg, "invalid %s specification: %.*s", def->invalid_what, (int)n, s);
      else
        snprintf(msg, sizeof msg, "expected %s to be one of: %s", def->cpp_name,
                 cmir_sb_cstr(&sb));
      cmir_sb_free(&sb);
      free(quoted);
      enum_param_error(p, def, pos, msg);
      return NULL;
    }
    free(quoted);
  } while (def->bitflags && cmir_parser_consume_if(p, TOK_COMMA));
  if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
    return NULL;
  return cmir_attr_enum(p->ctx, def, v);
}

/* Parses an enum keyword list `<a, b>` for `def`; used by custom formats too. */
const CmirAttr *cmir_parser_enum(CmirParser *p, const CmirEnumDef *def) {
  return parse_enum_body(p, def);
}

const CmirAttr *cmir_parser_symref(CmirParser *p) {
  PARSER_LEVEL(p);
  CMIR_VEC(const CmirIdent *) names = {0};
  const CmirAttr *r = NULL;
  for (;;) {
    if (p->tok.kind != TOK_AT) {
      cmir_parser_error(p, names.len ? "expected nested symbol reference identifier"
                                     : "expected symbol reference");
      goto done;
    }
    const char *s = p->tok.s + 1;
    size_t n = p->tok.len - 1;
    const CmirIdent *id;
    if (n && s[0] == '"') {
      size_t dn;
      CmirToken st = p->tok;
      st.s++;
      st.len--;
      const char *dec = arena_decode(p, &st, &dn);
      id = cmir_ident_get(p->ctx, dec, dn);
    } else {
      id = cmir_ident_get(p->ctx, s, n);
    }
    cmir_vec_push(&names, id);
    cmir_parser_advance(p);
    if (!cmir_parser_consume_if(p, TOK_DCOLON))
      break;
  }
  r = cmir_attr_symref(p->ctx, names.len, names.data);
done:
  cmir_vec_free(&names);
  return r;
}

const CmirIdent *cmir_parser_symbol_name(CmirParser *p) {
  if (p->tok.kind != TOK_AT)
    return NULL;
  const char *s = p->tok.s + 1;
  size_t n = p->tok.len - 1;
  const CmirIdent *id;
  if (n && s[0] == '"') {
    size_t dn;
    CmirToken st = p->tok;
    st.s++;
    st.len--;
    const char *dec = arena_decode(p, &st, &dn);
    id = cmir_ident_get(p->ctx, dec, dn);
  } else {
    id = cmir_ident_get(p->ctx, s, n);
  }
  cmir_parser_advance(p);
  return id;
}

static const CmirAttr *parse_attr_dict_body(CmirParser *p);

const CmirAttr *cmir_parser_attr_alias(CmirParser *p, const char *name, size_t n) {
  return cmir_strmap_get(&p->st->attr_aliases, name, n);
}

static const CmirAttr *parse_attr(CmirParser *p, const CmirType *type) {
  CmirContext *ctx = p->ctx;
  if (++p->st->depth > MAX_NESTING) {
    p->st->depth--;
    return cmir_parser_error(p, "exceeded maximum nesting depth"), NULL;
  }
  reach_depth(p->st, p->st->depth);
  const CmirAttr *r = NULL;
  CmirToken t = p->tok;
  switch (t.kind) {
  case TOK_MINUS:
  case TOK_INT:
  case TOK_FLOAT:
    r = parse_number_attr(p, type);
    break;
  case TOK_STRING: {
    size_t n;
    const char *s = arena_decode(p, &t, &n);
    cmir_parser_advance(p);
    const CmirType *st = NULL;
    if (cmir_parser_consume_if(p, TOK_COLON)) {
      st = parse_type(p);
      if (!st)
        break;
    }
    r = cmir_attr_string_typed(ctx, s, n, st);
    break;
  }
  case TOK_LSQUARE: {
    cmir_parser_advance(p);
    CmirAttrVec v = {0};
    bool ok = true;
    if (p->tok.kind != TOK_RSQUARE) {
      do {
        const CmirAttr *e = parse_attr(p, NULL);
        if (!e) {
          ok = false;
          break;
        }
        cmir_vec_push(&v, e);
      } while (cmir_parser_consume_if(p, TOK_COMMA));
    }
    if (ok && !cmir_parser_expect(p, TOK_RSQUARE, "',' or ']'"))
      r = cmir_attr_array(ctx, v.len, v.data);
    cmir_vec_free(&v);
    break;
  }
  case TOK_LBRACE:
    r = parse_attr_dict_body(p);
    break;
  case TOK_AT:
    r = cmir_parser_symref(p);
    break;
  case TOK_HASH: {
    const char *name = t.s + 1;
    size_t n = t.len - 1;
    const char *dot = memchr(name, '.', n);
    bool bare_body = !dot && t.s + t.len < p->lx.end && t.s[t.len] == '<';
    if (bare_body)
      dot = name + n;
    if (!dot) {
      r = cmir_strmap_get(&p->st->attr_aliases, name, n);
      if (r && use_alias_depth(p, &p->st->attr_alias_depth, name, n)) {
        r = NULL;
        break;
      }
      cmir_parser_advance(p);
      if (!r)
        error_after_prev(p, "undefined symbol alias id '%.*s'", (int)n, name);
      break;
    }
    const CmirEnumDef *ed = cmir_lookup_enum(ctx, name, n);
    if (ed) {
      cmir_parser_advance(p);
      r = parse_enum_body(p, ed);
      break;
    }
    size_t dn = (size_t)(dot - name);
    if (!dn) { /* `#.name` */
      cmir_parser_error_at(p, dot + 1, "invalid dialect namespace '\"\"'");
      break;
    }
    /* Dialects whose attributes cmir keeps as text (llvm's) parse like
     * unregistered ones. */
    const CmirDialect *od = cmir_strmap_get(&ctx->dialects, name, dn);
    bool keep_opaque = od && od->opaque_attrs;
    if (!keep_opaque && cmir_dialect_is_registered(ctx, name, dn)) {
      /* As for types: reported where the data starts. */
      if (bare_body)
        cmir_parser_error_at(p, dot + 1, "expected valid keyword");
      else
        cmir_parser_error_at(p, dot + 1, "unknown attribute `%.*s` in dialect `%.*s`",
                             (int)(n - dn - 1), dot + 1, (int)dn, name);
      break;
    }
    cmir_parser_advance(p);
    bool has_body = p->tok.kind == TOK_LESS && p->tok.s == t.s + t.len;
    if (keep_opaque && od->parse_attr && !bare_body && (has_body || p->tok.kind != TOK_LESS)) {
      /* The dialect parses its own attributes, once the body is known to
       * be balanced (MLIR's lexer checks that first). A `<` after a blank
       * is no body: MLIR then fails on that `<`, as the text path does. */
      if (has_body) {
        CmirLexer save = p->lx;
        CmirToken cur = p->tok;
        const char *s;
        size_t sn;
        if (skip_balanced(p, &s, &sn))
          break;
        p->lx = save;
        p->tok = cur;
      }
      bool handled = false;
      r = od->parse_attr(p, dot + 1, n - dn - 1, &handled);
      if (handled) {
        /* MLIR takes a `: type` after a dialect attribute, for the
         * dialect to use or ignore (these ignore it). */
        if (r && cmir_parser_consume_if(p, TOK_COLON) && !parse_type(p))
          r = NULL;
        break;
      }
    }
    CmirStrBuf sb;
    cmir_sb_init(&sb);
    if (!bare_body)
      cmir_sb_putn(&sb, dot + 1, n - dn - 1);
    if (p->tok.kind == TOK_LESS && p->tok.s == t.s + t.len) {
      const char *s;
      size_t sn;
      if (skip_balanced(p, &s, &sn)) {
        cmir_sb_free(&sb);
        break;
      }
      if (bare_body) /* as for types: the data inside `#x<...>` */
        cmir_sb_putn(&sb, s + 1, sn - 2);
      else
        cmir_sb_putn(&sb, s, sn);
    }
    const CmirType *ot = NULL;
    if (p->tok.kind == TOK_COLON && !type && !keep_opaque) {
      /* An opaque attribute may carry a type; only take it if one follows. */
      CmirLexer save = p->lx;
      CmirToken nt = cmir_lex_next(&save);
      CmirToken cur = p->tok;
      cmir_parser_advance(p);
      if (cmir_parser_at_type(p) && nt.kind != TOK_EOF) {
        ot = parse_type(p);
      } else {
        p->lx = save;
        p->tok = cur;
        reset_to(p, cur.s);
      }
    }
    if (!ctx->allow_unregistered && !keep_opaque) {
      /* OpaqueAttr::getChecked, located at the pretty name's body. */
      const char *data = cmir_sb_cstr(&sb);
      size_t dlen = sb.len;
      char *ts = cmir_type_str(ot ? ot : type ? type : ctx->none);
      cmir_parser_error_at(p, bare_body ? t.s : dot + 1,
                           "#\"%.*s\"<\"%.*s\"> : '%s' attribute created with unregistered "
                           "dialect. If this is intended, please call allowUnregisteredDialects() "
                           "on the MLIRContext, or use -allow-unregistered-dialect with the MLIR "
                           "opt tool used",
                           (int)dn, name, (int)dlen, data, ts);
      free(ts);
      cmir_sb_free(&sb);
      break;
    }
    r = cmir_attr_opaque(ctx, cmir_ident_get(ctx, name, dn), sb.data, sb.len, ot);
    cmir_sb_free(&sb);
    break;
  }
  case TOK_BARE:
    if (tok_is(&t, "true")) {
      cmir_parser_advance(p);
      r = ctx->true_attr;
    } else if (tok_is(&t, "false")) {
      cmir_parser_advance(p);
      r = ctx->false_attr;
    } else if (tok_is(&t, "unit")) {
      cmir_parser_advance(p);
      r = ctx->unit;
    } else if (tok_is(&t, "dense")) {
      r = parse_dense(p, type && cmir_type_is_shaped(type) ? type : NULL);
    } else if (tok_is(&t, "sparse")) {
      r = parse_sparse(p, type && cmir_type_is_shaped(type) ? type : NULL);
    } else if (tok_is(&t, "dense_resource")) {
      r = parse_dense_resource(p, type && cmir_type_is_shaped(type) ? type : NULL);
    } else if (tok_is(&t, "distinct")) {
      r = parse_distinct(p);
    } else if (tok_is(&t, "array")) {
      r = parse_dense_array(p);
    } else if (tok_is(&t, "strided")) {
      r = parse_strided(p);
    } else if (tok_is(&t, "affine_map") || tok_is(&t, "affine_set")) {
      bool set = tok_is(&t, "affine_set");
      cmir_parser_advance(p);
      if (cmir_parser_expect(p, TOK_LESS, "'<'"))
        break;
      r = cmir_parser_affine_map_body(p, set);
      if (r && cmir_parser_expect(p, TOK_GREATER, "'>'"))
        r = NULL;
    } else if (tok_is(&t, "loc")) {
      cmir_parser_advance(p);
      if (cmir_parser_expect(p, TOK_LPAREN, "'(' in inline location"))
        break;
      r = parse_location_body(p);
      if (r && cmir_parser_expect(p, TOK_RPAREN, "')' in inline location"))
        r = NULL;
    } else if (cmir_parser_at_type(p)) {
      const CmirType *ty = parse_type(p);
      if (ty)
        r = cmir_attr_type(ctx, ty);
    } else {
      error_after_prev(p, "expected attribute value");
    }
    break;
  case TOK_BANG:
  case TOK_LPAREN: {
    const CmirType *ty = parse_type(p);
    if (ty)
      r = cmir_attr_type(ctx, ty);
    break;
  }
  default:
    error_after_prev(p, "expected attribute value");
    break;
  }
  p->st->depth--;
  return r;
}

const CmirAttr *cmir_parser_attr(CmirParser *p, const CmirType *type) {
  PARSER_LEVEL(p);
  return parse_attr(p, type);
}

/* `{` name (= attr)? , ... `}` with duplicate detection. */
static const CmirAttr *parse_attr_dict_body(CmirParser *p) {
  if (cmir_parser_expect(p, TOK_LBRACE, "'{'"))
    return NULL;
  CMIR_VEC(CmirNamedAttr) v = {0};
  const CmirAttr *r = NULL;
  if (p->tok.kind != TOK_RBRACE) {
    do {
      const CmirIdent *name;
      const char *npos = p->tok.s;
      if (p->tok.kind == TOK_BARE) {
        name = cmir_ident_get(p->ctx, p->tok.s, p->tok.len);
      } else if (p->tok.kind == TOK_STRING) {
        size_t n;
        const char *s = arena_decode(p, &p->tok, &n);
        if (n == 0) {
          cmir_parser_error(p, "expected valid attribute name");
          goto done;
        }
        name = cmir_ident_get(p->ctx, s, n);
      } else {
        cmir_parser_error(p, "expected attribute name");
        goto done;
      }
      cmir_parser_advance(p);
      for (uint32_t i = 0; i < v.len; i++)
        if (v.data[i].name == name) {
          cmir_parser_error_at(p, npos, "duplicate key '%s' in dictionary attribute", name->str);
          goto done;
        }
      const CmirAttr *val = p->ctx->unit;
      if (cmir_parser_consume_if(p, TOK_EQUAL)) {
        val = parse_attr(p, NULL);
        if (!val)
          goto done;
      }
      CmirNamedAttr na = {name, val};
      cmir_vec_push(&v, na);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
  }
  if (cmir_parser_expect(p, TOK_RBRACE, "'}' in attribute dictionary"))
    goto done;
  r = cmir_attr_dict(p->ctx, v.len, v.data);
done:
  cmir_vec_free(&v);
  return r;
}

const CmirAttr *cmir_parser_attr_dict(CmirParser *p) {
  PARSER_LEVEL(p);
  if (p->tok.kind != TOK_LBRACE)
    return p->ctx->empty_dict;
  return parse_attr_dict_body(p);
}

/* Merges a parsed attribute dictionary into an op state: inherent names go
 * to properties for registered ops (as MLIR does for generic syntax). */
static CmirStatus merge_attrs(CmirParser *p, CmirOpState *st, const CmirAttr *d) {
  (void)p;
  for (uint32_t i = 0; i < d->dict.n; i++) {
    const CmirNamedAttr *e = &d->dict.entries[i];
    if (cmir_info_is_inherent(st->info, e->name) && !cmir_dict_get(st->props, e->name))
      st->props = cmir_dict_set(st->ctx, st->props, e->name, e->value);
    else
      st->attrs = cmir_dict_set(st->ctx, st->attrs, e->name, e->value);
  }
  return CMIR_OK;
}

CmirStatus cmir_parser_opt_attr_dict(CmirParser *p, CmirOpState *st) {
  PARSER_LEVEL(p);
  if (p->tok.kind != TOK_LBRACE)
    return CMIR_OK;
  const CmirAttr *d = parse_attr_dict_body(p);
  if (!d)
    return CMIR_FAIL;
  return merge_attrs(p, st, d);
}

CmirStatus cmir_parser_opt_attr_dict_with_keyword(CmirParser *p, CmirOpState *st) {
  PARSER_LEVEL(p);
  if (!cmir_parser_consume_keyword(p, "attributes"))
    return CMIR_OK;
  if (p->tok.kind != TOK_LBRACE)
    return cmir_parser_error(p, "expected '{' in attribute dictionary");
  return cmir_parser_opt_attr_dict(p, st);
}

/* ---- locations ---- */

static const CmirAttr *location_body(CmirParser *p);

/* A location, one nesting level (callsite and name locations nest); an
 * alias is at the level of its use. */
static const CmirAttr *parse_location_body(CmirParser *p) {
  if (p->tok.kind == TOK_HASH)
    return location_body(p);
  if (++p->st->depth > MAX_NESTING) {
    p->st->depth--;
    return cmir_parser_error(p, "exceeded maximum nesting depth"), NULL;
  }
  reach_depth(p->st, p->st->depth);
  const CmirAttr *r = location_body(p);
  p->st->depth--;
  return r;
}

/* A location inside another (callee, caller, fused member, name child):
 * an alias there must already be defined, as in MLIR. */
static const CmirAttr *parse_nested_location(CmirParser *p) {
  p->st->loc_nest++;
  const CmirAttr *r = parse_location_body(p);
  p->st->loc_nest--;
  return r;
}

/* An alias named as a location stands for another attribute. */
static void not_a_location(CmirParser *p, const char *pos, const CmirAttr *a) {
  char *text = cmir_attr_str(a);
  cmir_parser_error_at(p, pos, "expected location, but found '%s'", text);
  free(text);
}

static const CmirAttr *location_body(CmirParser *p) {
  CmirContext *ctx = p->ctx;
  if (p->tok.kind == TOK_HASH) {
    /* Location alias; may be defined later in the file. */
    const char *name = p->tok.s + 1;
    size_t n = p->tok.len - 1;
    if (memchr(name, '.', n))
      return cmir_parser_error(p, "expected location, but found dialect attribute: '#%.*s'", (int)n,
                               name),
             NULL;
    const CmirAttr *a = cmir_strmap_get(&p->st->attr_aliases, name, n);
    if (a) {
      if (!cmir_attr_is_location(a))
        return not_a_location(p, p->tok.s, a), NULL;
      if (use_alias_depth(p, &p->st->attr_alias_depth, name, n))
        return NULL;
      cmir_parser_advance(p);
      return a;
    }
    if (p->st->loc_nest) { /* MLIR points past the alias */
      cmir_parser_advance(p);
      return cmir_parser_error(p, "undefined symbol alias id '%.*s'", (int)n, name), NULL;
    }
    /* Deferred: record and return unknown for now. */
    DeferredLoc dl = {NULL, NULL, name, (uint32_t)n, p->tok.s};
    cmir_vec_push(&p->st->deferred, dl);
    cmir_parser_advance(p);
    return ctx->unknown_loc;
  }
  if (cmir_parser_consume_keyword(p, "unknown"))
    return ctx->unknown_loc;
  if (cmir_parser_consume_keyword(p, "callsite")) {
    if (cmir_parser_expect(p, TOK_LPAREN, "'(' in callsite location"))
      return NULL;
    const CmirAttr *callee = parse_nested_location(p);
    if (!callee)
      return NULL;
    if (!cmir_parser_consume_keyword(p, "at"))
      return error_after_prev(p, "expected 'at' in callsite location"), NULL;
    const CmirAttr *caller = parse_nested_location(p);
    if (!caller || cmir_parser_expect(p, TOK_RPAREN, "')' in callsite location"))
      return NULL;
    return cmir_loc_callsite(ctx, callee, caller);
  }
  if (cmir_parser_consume_keyword(p, "fused")) {
    const CmirAttr *meta = NULL;
    if (cmir_parser_consume_if(p, TOK_LESS)) {
      meta = parse_attr(p, NULL);
      if (!meta || cmir_parser_expect(p, TOK_GREATER, "'>' after fused location metadata"))
        return NULL;
    }
    if (cmir_parser_expect(p, TOK_LSQUARE, "'[' in fused location"))
      return NULL;
    CmirAttrVec v = {0};
    const CmirAttr *r = NULL;
    if (p->tok.kind != TOK_RSQUARE) {
      do {
        const CmirAttr *l = parse_nested_location(p);
        if (!l)
          goto fdone;
        cmir_vec_push(&v, l);
      } while (cmir_parser_consume_if(p, TOK_COMMA));
    }
    if (cmir_parser_expect(p, TOK_RSQUARE, "']' in fused location"))
      goto fdone;
    r = cmir_loc_fused(ctx, v.len, v.data, meta);
  fdone:
    cmir_vec_free(&v);
    return r;
  }
  if (p->tok.kind == TOK_STRING) {
    size_t n;
    const char *s = arena_decode(p, &p->tok, &n);
    const CmirIdent *str = cmir_ident_get(ctx, s, n);
    cmir_parser_advance(p);
    if (cmir_parser_consume_if(p, TOK_COLON)) {
      uint64_t line, col;
      if (!tok_unsigned(p, UINT32_MAX, &line))
        return error_after_prev(p, "expected integer line number in FileLineColLoc"), NULL;
      cmir_parser_advance(p);
      if (cmir_parser_expect(p, TOK_COLON, "':' in FileLineColLoc"))
        return NULL;
      if (!tok_unsigned(p, UINT32_MAX, &col))
        return error_after_prev(p, "expected integer column number in FileLineColLoc"), NULL;
      cmir_parser_advance(p);
      return cmir_loc_file(ctx, str, (uint32_t)line, (uint32_t)col);
    }
    const CmirAttr *child = NULL;
    if (cmir_parser_consume_if(p, TOK_LPAREN)) {
      child = parse_nested_location(p);
      if (!child || cmir_parser_expect(p, TOK_RPAREN, "')' after child location of NameLoc"))
        return NULL;
    }
    return cmir_loc_name(ctx, str, child);
  }
  return cmir_parser_error(p, "expected location instance"), NULL;
}

CmirStatus cmir_parser_opt_loc(CmirParser *p, const CmirAttr **loc) {
  PARSER_LEVEL(p);
  *loc = NULL;
  if (!cmir_parser_is_keyword(p, "loc"))
    return CMIR_OK;
  cmir_parser_advance(p);
  if (cmir_parser_expect(p, TOK_LPAREN, "'(' in location"))
    return CMIR_FAIL;
  *loc = parse_location_body(p);
  if (!*loc)
    return CMIR_FAIL;
  return cmir_parser_expect(p, TOK_RPAREN, "')' in location");
}

/* ---- SSA names ---- */

typedef struct NameKey {
  const char *s;
  size_t n;
} NameKey;

static bool name_eq(const void *item, const void *key) {
  const NameEntry *e = item;
  const NameKey *k = key;
  return e->len == k->n && !memcmp(e->name, k->s, k->n);
}

static bool block_eq(const void *item, const void *key) {
  const BlockEntry *e = item;
  const NameKey *k = key;
  return e->len == k->n && !memcmp(e->name, k->s, k->n);
}

static uint64_t name_hash(const char *s, size_t n) { return cmir_hash_bytes(s, n, 0x55a); }

static IsoScope *cur_scope(CmirParser *p) { return cmir_vec_last(&p->st->scopes); }

static void push_iso_scope(CmirParser *p) {
  IsoScope *s = cmir_xcalloc(1, sizeof *s);
  cmir_htab_init(&s->names, 64);
  cmir_vec_push(&p->st->scopes, s);
}

/* A forward reference: a value with the use's type until its name is
 * defined. Then its uses move to the definition, and `to` keeps it for
 * operands not linked yet: those of an op whose regions define the name
 * (invalid, but it must not crash: the verifier reports it). Resolved
 * placeholders are freed with the parser state. */
typedef struct Placeholder {
  CmirValue value;
  CmirValue *to;
} Placeholder;

static CmirValue *placeholder(const CmirType *type) {
  Placeholder *ph = cmir_xcalloc(1, sizeof *ph);
  ph->value.type = type;
  ph->value.is_arg = 2; /* forward reference marker */
  return &ph->value;
}

/* The value an operand collected before its op is created stands for. */
static CmirValue *resolved(CmirValue *v) {
  return v && v->is_arg == 2 && ((Placeholder *)v)->to ? ((Placeholder *)v)->to : v;
}

/* MLIR reports some errors as a batch (every undeclared name, every
 * undefined block), provided parsing got that far without an error. */
static CmirStatus batch_error(CmirParser *p, bool *first, const char *pos, const char *msg) {
  if (*first && !p->failed) {
    *first = false;
    return cmir_parser_error_at(p, pos, "%s", msg);
  }
  if (!*first)
    cmir_error(p->ctx, cmir_parser_loc_at(p, pos), "%s", msg);
  return CMIR_FAIL;
}

/* Pops an isolated scope, reporting names that were used but never defined. */
static CmirStatus pop_iso_scope(CmirParser *p) {
  IsoScope *s = cur_scope(p);
  CmirStatus rc = CMIR_OK;
  bool first = true;
  for (uint32_t i = 0; i < s->fwd.len; i++) {
    NameEntry *e = s->fwd.data[i];
    if (e->fwd) {
      for (uint32_t k = 0; k < e->n; k++)
        if (e->vals[k])
          rc = batch_error(p, &first, e->locs[k], "use of undeclared SSA value name");
      for (uint32_t k = 0; k < e->n; k++) {
        if (e->vals[k]) {
          /* Detach remaining uses so destroying the IR is safe. */
          while (e->vals[k]->uses) {
            CmirUse *u = e->vals[k]->uses;
            *u->prev = u->next;
            if (u->next)
              u->next->prev = u->prev;
            u->value = NULL;
          }
          free(e->vals[k]);
        }
      }
      e->fwd = false;
    }
    free_vals(e);
  }
  for (uint32_t i = 0; i < s->defined.len; i++)
    if (!s->defined.data[i]->fwd && s->defined.data[i]->vals)
      free_vals(s->defined.data[i]);
  cmir_vec_free(&s->fwd);
  cmir_vec_free(&s->defined);
  cmir_htab_free(&s->names);
  cmir_arena_release(&s->arena);
  free(s);
  p->st->scopes.len--;
  return rc;
}

static NameEntry *find_name(CmirParser *p, const char *s, size_t n) {
  NameKey k = {s, n};
  return cmir_htab_find(&cur_scope(p)->names, name_hash(s, n), name_eq, &k);
}

bool cmir_parser_at_operand(CmirParser *p) { return p->tok.kind == TOK_PERCENT; }

const char *cmir_parser_op_name_pos(CmirParser *p) {
  const char *q = p->prev_end;
  while (q > p->lx.buf) {
    char c = q[-1];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
          c == '.' || c == '$' || c == '-'))
      break;
    q--;
  }
  return q;
}

CmirStatus cmir_parser_operand(CmirParser *p, CmirUnresolved *out) {
  PARSER_LEVEL(p);
  if (p->tok.kind != TOK_PERCENT)
    return error_after_prev(p, "expected SSA operand");
  out->name = p->tok.s + 1;
  out->len = p->tok.len - 1;
  out->pos = p->tok.s;
  out->line = p->tok.line + p->line_offset;
  out->col = p->tok.col;
  out->num = 0;
  cmir_parser_advance(p);
  if (p->tok.kind == TOK_HASH && p->tok.s == out->name + out->len) {
    /* %x#3: the lexer gave us a hash identifier "#3". */
    const char *d = p->tok.s + 1;
    uint64_t v = 0;
    for (uint32_t i = 0; i + 1 < p->tok.len; i++) {
      if (d[i] < '0' || d[i] > '9' || v > 1000000000)
        return cmir_parser_error(p, "invalid SSA value result number");
      v = v * 10 + (uint64_t)(d[i] - '0');
    }
    if (v > UINT32_MAX)
      return cmir_parser_error(p, "invalid SSA value result number");
    out->num = (uint32_t)v;
    cmir_parser_advance(p);
  }
  return CMIR_OK;
}

CmirStatus cmir_parser_operand_list(CmirParser *p, CmirUnresolvedVec *out, bool parens) {
  PARSER_LEVEL(p);
  if (parens && cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
  if (p->tok.kind == TOK_PERCENT) {
    do {
      CmirUnresolved u;
      if (cmir_parser_operand(p, &u))
        return CMIR_FAIL;
      cmir_vec_push(out, u);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
  }
  if (parens && cmir_parser_expect(p, TOK_RPAREN, "')'"))
    return CMIR_FAIL;
  return CMIR_OK;
}

/* A use whose type differs from the definition or the first use. */
static CmirStatus type_mismatch(CmirParser *p, const CmirUnresolved *u, const CmirType *type,
                                const NameEntry *e) {
  char *a = cmir_type_str(type), *b = cmir_type_str(e->vals[u->num]->type);
  cmir_parser_error_at(p, u->pos,
                       "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
                       (int)u->len, u->name, a, b);
  cmir_note(p->ctx, cmir_parser_loc_at(p, e->locs[u->num]), "prior use here");
  free(a);
  free(b);
  return CMIR_FAIL;
}

CmirValue *cmir_parser_resolve(CmirParser *p, const CmirUnresolved *u, const CmirType *type) {
  PARSER_LEVEL(p);
  IsoScope *s = cur_scope(p);
  NameEntry *e = find_name(p, u->name, u->len);
  if (e && !e->fwd) {
    if (u->num >= e->n) {
      cmir_parser_error_at(p, u->pos, "reference to invalid result number");
      return NULL;
    }
    CmirValue *v = e->vals[u->num];
    if (v->type != type)
      return type_mismatch(p, u, type, e), NULL;
    return v;
  }
  if (!e) {
    e = cmir_arena_zalloc(&s->arena, sizeof *e);
    e->name = u->name;
    e->len = u->len;
    e->fwd = true;
    e->fwd_pos = u->pos;
    cmir_htab_insert(&s->names, name_hash(u->name, u->len), e);
    cmir_vec_push(&s->fwd, e);
  }
  if (u->num >= e->n) {
    uint32_t nn = u->num + 1;
    e->vals = cmir_xrealloc(e->vals, sizeof(CmirValue *) * nn);
    const char **locs = cmir_arena_zalloc(&s->arena, sizeof(*locs) * nn);
    for (uint32_t i = 0; i < e->n; i++)
      locs[i] = e->locs[i];
    e->locs = locs;
    for (uint32_t i = e->n; i < nn; i++)
      e->vals[i] = NULL;
    e->n = nn;
  }
  if (!e->vals[u->num]) {
    e->vals[u->num] = placeholder(type);
    e->locs[u->num] = u->pos;
  }
  CmirValue *v = e->vals[u->num];
  if (v->type != type)
    return type_mismatch(p, u, type, e), NULL;
  return v;
}

CmirStatus cmir_parser_resolve_into(CmirParser *p, CmirOpState *st, const CmirUnresolvedVec *u,
                                    const CmirType *const *types, uint32_t ntypes) {
  if (ntypes != u->len && ntypes != 1)
    return cmir_parser_error(p, "%u operands present, but expected %u", u->len, ntypes);
  for (uint32_t i = 0; i < u->len; i++) {
    CmirValue *v = cmir_parser_resolve(p, &u->data[i], types[ntypes == 1 ? 0 : i]);
    if (!v)
      return CMIR_FAIL;
    cmir_opstate_add_operand(st, v);
  }
  return CMIR_OK;
}

/* Defines name -> values (n results of an op, or one block argument). */
static CmirStatus define_name(CmirParser *p, const char *name, uint32_t len, const char *pos,
                              CmirValue **vals, uint32_t n) {
  IsoScope *s = cur_scope(p);
  NameEntry *e = find_name(p, name, len);
  if (e && !e->fwd) {
    cmir_parser_error_at(p, pos, "redefinition of SSA value '%%%.*s'", (int)len, name);
    cmir_note(p->ctx, cmir_parser_loc_at(p, e->locs[0]), "previously defined here");
    return CMIR_FAIL;
  }
  if (e) {
    /* Resolve forward references. */
    for (uint32_t i = 0; i < e->n; i++) {
      CmirValue *ph = e->vals[i];
      if (!ph)
        continue;
      if (i >= n) /* MLIR leaves it unresolved */
        return cmir_parser_error_at(p, e->locs[i], "use of undeclared SSA value name");
      if (ph->type != vals[i]->type) {
        char *a = cmir_type_str(vals[i]->type), *b = cmir_type_str(ph->type);
        cmir_parser_error_at(p, pos,
                             "definition of SSA value '%%%.*s#%u' has type '%s'", (int)len, name,
                             i, a);
        cmir_note(p->ctx, cmir_parser_loc_at(p, e->locs[i]), "previously used here with type '%s'",
                  b);
        free(a);
        free(b);
        return CMIR_FAIL;
      }
      cmir_value_replace_all_uses(ph, vals[i]);
      ((Placeholder *)ph)->to = vals[i];
      cmir_vec_push(&p->st->resolved, ph);
      e->vals[i] = NULL; /* resolved: an error at a later one must not see it */
    }
    free_vals(e);
    e->fwd = false;
  } else {
    if (s->free_entries) {
      e = s->free_entries;
      s->free_entries = e->next_free;
      memset(e, 0, sizeof *e);
    } else {
      e = cmir_arena_zalloc(&s->arena, sizeof *e);
    }
    e->name = name;
    e->len = len;
    e->recyclable = true;
    cmir_htab_insert(&s->names, name_hash(name, len), e);
  }
  if (n == 1) {
    e->val1 = vals[0];
    e->vals = &e->val1;
    e->loc1 = pos;
    e->locs = &e->loc1;
  } else {
    e->vals = cmir_xmalloc(sizeof(CmirValue *) * (n ? n : 1));
    memcpy(e->vals, vals, sizeof(CmirValue *) * n);
    e->locs = cmir_arena_zalloc(&s->arena, sizeof(*e->locs) * (n ? n : 1));
    for (uint32_t i = 0; i < n; i++)
      e->locs[i] = pos;
  }
  e->n = n;
  cmir_vec_push(&s->defined, e);
  return CMIR_OK;
}

/* A named entry argument of a region (function arguments): its name must not
 * be in use at all, not even as a forward reference. */
static CmirStatus define_entry_arg(CmirParser *p, const CmirUnresolved *u, CmirValue *v) {
  NameEntry *e = find_name(p, u->name, u->len);
  if (e && u->num < e->n && e->vals[u->num]) {
    cmir_parser_error_at(p, u->pos, "region entry argument '%%%.*s' is already in use",
                         (int)u->len, u->name);
    cmir_note(p->ctx, cmir_parser_loc_at(p, e->locs[u->num]), "previously referenced here");
    return CMIR_FAIL;
  }
  return define_name(p, u->name, u->len, u->pos, &v, 1);
}

/* Region scopes: definitions made inside a region are dropped at its end. */
static uint32_t region_mark(CmirParser *p) { return cur_scope(p)->defined.len; }

static void region_unwind(CmirParser *p, uint32_t mark) {
  IsoScope *s = cur_scope(p);
  while (s->defined.len > mark) {
    NameEntry *e = s->defined.data[--s->defined.len];
    cmir_htab_remove(&s->names, name_hash(e->name, e->len), e);
    free_vals(e);
    if (e->recyclable) {
      e->next_free = s->free_entries;
      s->free_entries = e;
    }
  }
}

/* ---- blocks and regions ---- */

static CmirHtab *cur_blocks(CmirParser *p) { return cmir_vec_last(&p->st->block_scopes); }

static BlockEntry *get_block(CmirParser *p, const char *name, size_t n, const char *pos) {
  CmirHtab *t = cur_blocks(p);
  NameKey k = {name, n};
  uint64_t h = name_hash(name, n);
  BlockEntry *e = cmir_htab_find(t, h, block_eq, &k);
  if (!e) {
    e = cmir_arena_zalloc(&p->st->arena, sizeof *e);
    e->name = name;
    e->len = (uint32_t)n;
    e->block = cmir_block_create();
    e->pos = pos;
    cmir_htab_insert(t, h, e);
  }
  return e;
}

CmirStatus cmir_parser_successor(CmirParser *p, CmirBlock **b) {
  PARSER_LEVEL(p);
  if (p->tok.kind != TOK_CARET)
    return cmir_parser_error(p, "expected block name");
  if (!p->st->block_scopes.len)
    return cmir_parser_error(p, "references to blocks are only valid within a region");
  BlockEntry *e = get_block(p, p->tok.s + 1, p->tok.len - 1, p->tok.s);
  *b = e->block;
  cmir_parser_advance(p);
  return CMIR_OK;
}

CmirStatus cmir_parser_successor_and_args(CmirParser *p, CmirBlock **b, CmirOpState *st) {
  PARSER_LEVEL(p);
  if (cmir_parser_successor(p, b))
    return CMIR_FAIL;
  if (p->tok.kind != TOK_LPAREN)
    return CMIR_OK;
  cmir_parser_advance(p);
  CmirUnresolvedVec u = {0};
  CmirTypeVec tv = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand_list(p, &u, false))
    goto done;
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  if (parse_type_list_until(p, &tv, TOK_RPAREN))
    goto done;
  if (tv.len != u.len) {
    cmir_parser_error(p, "expected %u types to match operand list", u.len);
    goto done;
  }
  if (cmir_parser_expect(p, TOK_RPAREN, "')'"))
    goto done;
  rc = cmir_parser_resolve_into(p, st, &u, tv.data, tv.len);
done:
  cmir_vec_free(&u);
  cmir_vec_free(&tv);
  return rc;
}

bool cmir_parser_at_region(CmirParser *p) { return p->tok.kind == TOK_LBRACE; }

static void push_block_scope(CmirParser *p) {
  CmirHtab *blocks = cmir_xcalloc(1, sizeof *blocks);
  cmir_htab_init(blocks, 8);
  cmir_vec_push(&p->st->block_scopes, blocks);
}

static int block_pos_cmp(const void *a, const void *b) {
  const BlockEntry *x = *(BlockEntry *const *)a, *y = *(BlockEntry *const *)b;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* Pops the innermost block scope. Blocks referenced but never defined are
 * all reported, in source order, and freed (they were never linked). */
static CmirStatus pop_block_scope(CmirParser *p) {
  CmirHtab *blocks = cmir_vec_last(&p->st->block_scopes);
  CMIR_VEC(BlockEntry *) undef = {0};
  for (uint32_t i = 0; i <= blocks->mask; i++) {
    BlockEntry *e = blocks->slots[i].item;
    if (e && !e->defined)
      cmir_vec_push(&undef, e);
  }
  if (undef.len)
    qsort(undef.data, undef.len, sizeof *undef.data, block_pos_cmp);
  bool first = true;
  for (uint32_t i = 0; i < undef.len; i++) {
    BlockEntry *e = undef.data[i];
    batch_error(p, &first, e->pos, "reference to an undefined block");
    /* Drop predecessor links to it before freeing. */
    while (e->block->preds) {
      CmirBlockUse *u = e->block->preds;
      *u->prev = u->next;
      if (u->next)
        u->next->prev = u->prev;
      u->block = NULL;
    }
    cmir_block_destroy(e->block);
  }
  CmirStatus rc = undef.len ? CMIR_FAIL : CMIR_OK;
  cmir_vec_free(&undef);
  cmir_htab_free(blocks);
  free(blocks);
  p->st->block_scopes.len--;
  return rc;
}

static CmirStatus parse_block_body(CmirParser *p, CmirBlock *b) {
  while (p->tok.kind != TOK_CARET && p->tok.kind != TOK_RBRACE) {
    if (parse_op(p, b)) /* at EOF: "expected operation name in quotes" */
      return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* The location of a block argument: its explicit loc(...), else where its
 * name is (uniqued only when printed). */
static CmirLoc arg_loc(CmirParser *p, const CmirAttr *explicit_loc, const CmirUnresolved *u) {
  if (explicit_loc)
    return cmir_loc_of_attr(explicit_loc);
  if (!u->pos)
    return (CmirLoc){p->ctx->unknown_loc, NULL, 0, 0};
  return (CmirLoc){NULL, p->file, u->line, u->col};
}

/* ^name(%a: t, ...): */
static CmirStatus parse_block_def(CmirParser *p, CmirRegion *r) {
  const char *pos = p->tok.s;
  BlockEntry *e = get_block(p, p->tok.s + 1, p->tok.len - 1, pos);
  if (e->defined)
    return cmir_parser_error(p, "redefinition of block '%.*s'", (int)p->tok.len, p->tok.s);
  e->defined = true;
  cmir_parser_advance(p);
  CmirBlock *b = e->block;
  cmir_region_append(r, b);
  if (cmir_parser_consume_if(p, TOK_LPAREN)) {
    if (p->tok.kind != TOK_RPAREN) {
      do {
        CmirUnresolved u;
        if (cmir_parser_operand(p, &u))
          return CMIR_FAIL;
        if (cmir_parser_expect(p, TOK_COLON, "':' and type for SSA operand"))
          return CMIR_FAIL;
        const CmirType *t = parse_type(p);
        if (!t)
          return CMIR_FAIL;
        const CmirAttr *loc;
        if (cmir_parser_opt_loc(p, &loc))
          return CMIR_FAIL;
        CmirValue *v = cmir_block_add_arg(b, t);
        cmir_block_set_arg_loc(b, b->nargs - 1, arg_loc(p, loc, &u));
        if (u.num)
          return cmir_parser_error_at(p, u.pos, "invalid block argument name");
        if (define_name(p, u.name, u.len, u.pos, &v, 1))
          return CMIR_FAIL;
      } while (cmir_parser_consume_if(p, TOK_COMMA));
    }
    if (cmir_parser_expect(p, TOK_RPAREN, "')' to end argument list"))
      return CMIR_FAIL;
  }
  if (cmir_parser_expect(p, TOK_COLON, "':' after block name"))
    return CMIR_FAIL;
  return parse_block_body(p, b);
}

CmirStatus cmir_parser_region(CmirParser *p, CmirRegion *r, const CmirRegionArg *args,
                              uint32_t nargs, bool entry_args_given) {
  PARSER_LEVEL(p);
  ParserState *st = p->st;
  if (cmir_parser_expect(p, TOK_LBRACE, "'{' to begin a region"))
    return CMIR_FAIL;
  if (++st->depth > MAX_NESTING) {
    st->depth--;
    return cmir_parser_error(p, "exceeded maximum nesting depth");
  }
  uint32_t mark = region_mark(p);
  push_block_scope(p);
  CmirStatus rc = CMIR_FAIL;
  CmirBlock *entry = NULL;
  /* `{}` is a region without blocks unless it names entry arguments. */
  if (entry_args_given && (nargs || p->tok.kind != TOK_RBRACE)) {
    entry = cmir_block_create();
    cmir_region_append(r, entry);
    for (uint32_t i = 0; i < nargs; i++) {
      CmirValue *v = cmir_block_add_arg(entry, args[i].type);
      cmir_block_set_arg_loc(entry, i, arg_loc(p, args[i].loc, &args[i].name));
      if (define_entry_arg(p, &args[i].name, v))
        goto done;
    }
  }
  if (p->tok.kind == TOK_RBRACE) {
    cmir_parser_advance(p);
    rc = CMIR_OK;
    goto done;
  }
  if (p->tok.kind == TOK_CARET && entry_args_given && nargs) {
    cmir_parser_error(p, "invalid block name in region with named arguments");
    goto done;
  }
  if (p->tok.kind != TOK_CARET) {
    if (!entry) {
      entry = cmir_block_create();
      cmir_region_append(r, entry);
    }
    if (parse_block_body(p, entry))
      goto done;
  } else if (entry && !entry->first && entry_args_given) {
    /* `{ ^bb0: ... }` after an implicit entry without args: drop the empty one. */
    cmir_region_remove(r, entry);
    cmir_block_destroy(entry);
    entry = NULL;
  }
  while (p->tok.kind == TOK_CARET) {
    if (parse_block_def(p, r))
      goto done;
  }
  if (cmir_parser_expect(p, TOK_RBRACE, "'}' to end region"))
    goto done;
  rc = CMIR_OK;
done:
  if (pop_block_scope(p))
    rc = CMIR_FAIL;
  region_unwind(p, mark);
  st->depth--;
  return rc;
}

/* ---- operations ---- */

typedef struct ResultName {
  const char *name;
  uint32_t len;
  uint32_t count;
  const char *pos;
} ResultName;

/* MLIR's error when `<{...}>` does not convert to an op's properties:
 * "invalid properties {...} for op NAME: " and why. */
__attribute__((format(printf, 4, 5))) static void
props_error(CmirParser *p, const CmirOpState *st, const CmirAttr *props, const char *fmt, ...) {
  CmirStrBuf why;
  cmir_sb_init(&why);
  va_list ap;
  va_start(ap, fmt);
  cmir_sb_vprintf(&why, fmt, ap);
  va_end(ap);
  char *d = cmir_attr_str(props);
  cmir_parser_error_loc(p, st->loc, "invalid properties %s for op %s: %s", d, st->info->name->str,
                        cmir_sb_cstr(&why));
  free(d);
  cmir_sb_free(&why);
}

static CmirStatus parse_generic_op(CmirParser *p, CmirOpState *st, CmirLoc loc);

/* Regions never open a new isolated name scope (MLIR does only for regions
 * parsed with name shadowing, which no op here uses): values of enclosing
 * regions stay visible even inside an op isolated from above, and the
 * verifier reports such uses. */
static CmirStatus parse_regions_generic(CmirParser *p, CmirOpState *st) {
  do {
    CmirRegion *r = cmir_opstate_add_region(st);
    if (cmir_parser_region(p, r, NULL, 0, false))
      return CMIR_FAIL;
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  return CMIR_OK;
}

/* Parses a region of a custom-form op, with the op's default dialect for
 * the ops inside. Custom parsers call this for each region. */
CmirStatus cmir_parser_op_region(CmirParser *p, CmirOpState *st, CmirRegion *r,
                                 const CmirRegionArg *args, uint32_t nargs, bool args_given) {
  PARSER_LEVEL(p);
  const char *dd = st->info->dialect ? st->info->dialect->name->str : "";
  /* Ops of the func dialect (and others registering one) set a default
   * dialect for their regions. */
  const char *deflt = cmir_op_default_dialect(st->info);
  cmir_vec_push(&p->st->default_dialect, deflt ? deflt : "");
  (void)dd;
  CmirStatus rc = cmir_parser_region(p, r, args, nargs, args_given);
  p->st->default_dialect.len--;
  return rc;
}

static CmirStatus parse_generic_op(CmirParser *p, CmirOpState *st, CmirLoc loc) {
  CmirContext *ctx = p->ctx;
  (void)loc;
  const CmirAttr *given_props = NULL;
  CmirUnresolvedVec opnds = {0};
  CmirTypeVec in = {0}, out = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand_list(p, &opnds, true))
    goto done;
  if (p->tok.kind == TOK_LSQUARE && st->info->def && !(st->info->traits & CMIR_TRAIT_TERMINATOR)) {
    cmir_parser_error(p, "successors in non-terminator");
    goto done;
  }
  if (cmir_parser_consume_if(p, TOK_LSQUARE)) {
    do {
      CmirBlock *b;
      if (cmir_parser_successor(p, &b))
        goto done;
      cmir_opstate_add_successor(st, b);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_RSQUARE, "']' to close successor list"))
      goto done;
  }
  if (p->tok.kind == TOK_LESS) {
    cmir_parser_advance(p);
    const CmirAttr *props = parse_attr(p, NULL);
    if (!props)
      goto done;
    given_props = props;
    if (cmir_parser_expect(p, TOK_GREATER, "'>' to close properties"))
      goto done;
    if (props->kind != CMIR_ATTR_DICT && st->info->def) {
      cmir_parser_error(p, "expected dictionary attribute for properties");
      goto done;
    }
    if (props->kind == CMIR_ATTR_DICT)
      st->props = props->dict.n ? props : NULL;
    else
      st->props = props; /* unregistered: any attribute */
    if (!st->info->def && props->kind == CMIR_ATTR_DICT)
      st->props = props;
  }
  if (cmir_parser_consume_if(p, TOK_LPAREN)) {
    if (p->tok.kind != TOK_RPAREN && parse_regions_generic(p, st))
      goto done;
    if (cmir_parser_expect(p, TOK_RPAREN, "')' to end region list"))
      goto done;
  }
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  if (cmir_parser_expect(p, TOK_COLON, "':' followed by operation type"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *ft = parse_type(p);
  if (!ft)
    goto done;
  if (ft->kind != CMIR_TYPE_FUNCTION) {
    cmir_parser_error_at(p, tpos, "expected function type");
    goto done;
  }
  if (ft->fn.nin != opnds.len) {
    cmir_parser_error_at(p, tpos, "expected %u operand type%s but had %u", opnds.len,
                         opnds.len == 1 ? "" : "s", ft->fn.nin);
    goto done;
  }
  for (uint32_t i = 0; i < opnds.len; i++) {
    CmirValue *v = cmir_parser_resolve(p, &opnds.data[i], ft->fn.types[i]);
    if (!v)
      goto done;
    cmir_opstate_add_operand(st, v);
  }
  for (uint32_t i = 0; i < ft->fn.nres; i++)
    cmir_opstate_add_result(st, ft->fn.types[ft->fn.nin + i]);
  /* Properties spelled `<{...}>` are converted to the op's property storage,
   * which fails for an op without properties and for an attribute of the
   * wrong class, and drops names the op does not have. */
  if (given_props && given_props->kind == CMIR_ATTR_DICT && st->info->def && !st->info->nprops) {
    props_error(p, st, given_props, "this operation does not support properties");
    goto done;
  }
  uint32_t unknown = 0;
  if (given_props && given_props->kind == CMIR_ATTR_DICT && st->info->def)
    for (uint32_t i = 0; i < given_props->dict.n; i++) {
      const CmirNamedAttr *e = &given_props->dict.entries[i];
      int k = cmir_info_prop(st->info, e->name);
      bool seg = e->name == st->info->opnd_seg_name;
      const CmirAttr *sv = e->value;
      bool seg_i32 = seg && sv->kind == CMIR_ATTR_DENSE_ARRAY && sv->darr.elem == ctx->i32;
      if (seg_i32 && sv->darr.n != st->info->nopnd_groups) {
        /* operandSegmentSizes is stored as a fixed-size array. */
        props_error(p, st, given_props, "size mismatch in attribute conversion: %u vs %u",
                    sv->darr.n, st->info->nopnd_groups);
        goto done;
      }
      if (seg && !seg_i32) {
        props_error(p, st, given_props, "expected DenseI32ArrayAttr for key `value`");
        goto done;
      }
      unknown += k < 0 && !seg;
      if (k < 0 || seg || cmir_prop_storable(&st->info->props[k], e->value))
        continue;
      char *a = cmir_attr_str(e->value);
      props_error(p, st, given_props, "Invalid attribute `%s` in property conversion: %s",
                  e->name->str, a);
      free(a);
      goto done;
    }
  if (unknown) {
    uint32_t n = given_props->dict.n, kept = 0;
    CmirNamedAttr *known = cmir_xmalloc(sizeof *known * n);
    for (uint32_t i = 0; i < n; i++) {
      const CmirNamedAttr *e = &given_props->dict.entries[i];
      if (cmir_info_prop(st->info, e->name) >= 0 || e->name == st->info->opnd_seg_name)
        known[kept++] = *e;
    }
    st->props = kept ? cmir_attr_dict(ctx, kept, known) : NULL;
    free(known);
  }
  /* Default-valued properties of registered ops exist even when not spelled. */
  cmir_opstate_finalize_props(st, NULL, 0);
  rc = CMIR_OK;
done:
  cmir_vec_free(&opnds);
  cmir_vec_free(&in);
  cmir_vec_free(&out);
  return rc;
}

static int str_cmp(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void note_registered_dialects(CmirParser *p, const char *pos) {
  const CmirHtab *t = &p->ctx->dialects.tab;
  CMIR_VEC(const char *) names = {0};
  for (uint32_t i = 0; t->slots && i <= t->mask; i++)
    if (t->slots[i].item)
      cmir_vec_push(&names, ((const CmirStrMapEntry *)t->slots[i].item)->key);
  if (names.len)
    qsort(names.data, names.len, sizeof *names.data, str_cmp);
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  for (uint32_t i = 0; i < names.len; i++) {
    cmir_sb_puts(&sb, i ? ", " : "");
    cmir_sb_puts(&sb, names.data[i]);
  }
  cmir_note(p->ctx, cmir_parser_loc_at(p, pos),
            "Registered dialects: %s ; for more info on dialect registration see "
            "https://mlir.llvm.org/getting_started/Faq/"
            "#registered-loaded-dependent-whats-up-with-dialects-management",
            cmir_sb_cstr(&sb));
  cmir_sb_free(&sb);
  cmir_vec_free(&names);
}

static CmirStatus parse_custom_op(CmirParser *p, CmirOpState *st, const char *name, size_t n,
                                  const char *pos) {
  CmirContext *ctx = p->ctx;
  const CmirOpInfo *info = NULL;
  CmirOpInfo *found = cmir_strmap_get(&ctx->ops, name, n);
  if (found && found->def)
    info = found;
  const char *dot = memchr(name, '.', n);
  if (!info && !dot) {
    const char *dd = cmir_parser_default_dialect(p);
    char buf[256];
    if (*dd) {
      int m = snprintf(buf, sizeof buf, "%s.%.*s", dd, (int)n, name);
      found = cmir_strmap_get(&ctx->ops, buf, (size_t)m);
      if (found && found->def)
        info = found;
    }
    if (!info) {
      int m = snprintf(buf, sizeof buf, "builtin.%.*s", (int)n, name);
      found = cmir_strmap_get(&ctx->ops, buf, (size_t)m);
      if (found && found->def)
        info = found;
    }
    if (!info) {
      if (*dd)
        return cmir_parser_error_at(p, pos, "custom op '%.*s' is unknown (tried '%s.%.*s' as well)",
                                    (int)n, name, dd, (int)n, name);
      return cmir_parser_error_at(p, pos, "custom op '%.*s' is unknown", (int)n, name);
    }
  }
  if (!info) {
    if (dot && !cmir_dialect_is_registered(ctx, name, (size_t)(dot - name))) {
      bool first = !p->failed;
      cmir_parser_error_at(p, pos, "Dialect `%.*s' not found for custom op '%.*s' ",
                           (int)(dot - name), name, (int)n, name);
      if (first)
        note_registered_dialects(p, pos);
      return CMIR_FAIL;
    }
    return cmir_parser_error_at(p, pos, "custom op '%.*s' is unknown", (int)n, name);
  }
  st->info = info;
  const char *saved = p->custom_op;
  p->custom_op = info->name->str;
  CmirStatus rc;
  if (info->def->parse)
    rc = info->def->parse(p, st);
  else if (info->fmt)
    rc = cmir_asmfmt_parse(p, st);
  else
    rc = cmir_parser_error_at(p, pos, "has no custom assembly form");
  p->custom_op = saved;
  return rc;
}

/* `i32`, `si8`, `ui16`: MLIR lexes these as integer types, which cannot
 * name an op. */
static bool is_int_type_token(const CmirToken *t) {
  size_t off = t->s[0] == 'i'                                                       ? 1
               : t->len > 2 && (t->s[0] == 's' || t->s[0] == 'u') && t->s[1] == 'i' ? 2
                                                                                     : 0;
  if (!off || off >= t->len)
    return false;
  for (size_t i = off; i < t->len; i++)
    if (t->s[i] < '0' || t->s[i] > '9')
      return false;
  return true;
}

static CmirStatus parse_op(CmirParser *p, CmirBlock *block) {
  CmirContext *ctx = p->ctx;
  CmirLoc loc = cmir_parser_loc(p);
  const char *oppos = p->tok.s;
  ResultName names[16];
  ResultName *rn = names;
  uint32_t nnames = 0, cap = 16;
  uint64_t total = 0; /* values bound to names (saturated) */
  CmirStatus rc = CMIR_FAIL;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, NULL, loc);
  if (p->tok.kind == TOK_PERCENT) {
    do {
      if (p->tok.kind != TOK_PERCENT) {
        cmir_parser_error(p, "expected valid ssa identifier");
        goto done;
      }
      if (nnames == cap) {
        cap *= 2;
        ResultName *nr = cmir_xmalloc(sizeof *nr * cap);
        memcpy(nr, rn, sizeof *nr * nnames);
        if (rn != names)
          free(rn);
        rn = nr;
      }
      ResultName *r = &rn[nnames++];
      r->name = p->tok.s + 1;
      r->len = p->tok.len - 1;
      r->pos = p->tok.s;
      r->count = 1;
      cmir_parser_advance(p);
      if (p->tok.kind == TOK_COLON) {
        cmir_parser_advance(p);
        uint64_t c;
        if (p->tok.kind != TOK_INT) {
          cmir_parser_error(p, "expected integer number of results");
          goto done;
        }
        if (!tok_unsigned(p, UINT64_MAX, &c) || c < 1) {
          cmir_parser_error(p, "expected named operation to have at least 1 result");
          goto done;
        }
        cmir_parser_advance(p);
        /* A count past UINT32_MAX makes the total differ from any op's. */
        r->count = c > UINT32_MAX ? UINT32_MAX : (uint32_t)c;
        total = __builtin_add_overflow(total, c - 1, &total) ? UINT64_MAX : total;
      }
      total = total == UINT64_MAX ? total : total + 1;
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_EQUAL, "'=' after SSA name"))
      goto done;
  }
  const char *npos = p->tok.s;
  st.loc = cmir_parser_loc(p); /* ops are located at their name */
  if (p->tok.kind == TOK_STRING) {
    size_t n;
    const char *name = arena_decode(p, &p->tok, &n);
    if (n == 0) {
      cmir_parser_error(p, "empty operation name is invalid");
      goto done;
    }
    cmir_parser_advance(p);
    st.info = cmir_op_info(ctx, name, n);
    const char *dot = memchr(name, '.', n);
    if (!st.info->def) {
      bool dialect_known = dot && cmir_dialect_is_registered(ctx, name, (size_t)(dot - name));
      if (!dialect_known && !ctx->allow_unregistered) {
        cmir_parser_error(p, "operation being parsed with an unregistered dialect. If this is "
                             "intended, please use -allow-unregistered-dialect with the MLIR "
                             "tool used");
        goto done;
      }
    }
    if (parse_generic_op(p, &st, loc))
      goto done;
  } else if (p->tok.kind == TOK_BARE && !is_int_type_token(&p->tok)) {
    const char *name = p->tok.s;
    size_t n = p->tok.len;
    cmir_parser_advance(p);
    if (parse_custom_op(p, &st, name, n, npos))
      goto done;
  } else {
    error_after_prev(p, "expected operation name in quotes");
    goto done;
  }
  const CmirAttr *l;
  if (cmir_parser_opt_loc(p, &l))
    goto done;
  if (l)
    st.loc.attr = l; /* deferred alias references are patched below */
  if (nnames && !st.nresults) {
    cmir_parser_error_at(p, oppos, "cannot name an operation with no results");
    goto done;
  }
  if (nnames && total != st.nresults) {
    cmir_parser_error_at(p, oppos, "operation defines %u results but was provided %llu to bind",
                         st.nresults, (unsigned long long)total);
    goto done;
  }
  for (uint32_t i = 0; i < st.nopnds; i++)
    st.opnds[i] = resolved(st.opnds[i]);
  CmirOp *op = cmir_op_create(&st);
  cmir_block_append(block, op);
  /* Deferred location aliases recorded while parsing this op's trailing loc. */
  for (uint32_t i = p->st->deferred.len; i-- > 0;) {
    DeferredLoc *d = &p->st->deferred.data[i];
    if (d->op || d->arg)
      break;
    if (l && d->pos > oppos)
      d->op = op;
  }
  uint32_t at = 0;
  for (uint32_t i = 0; i < nnames; i++) {
    CmirValue *vals[64];
    CmirValue **vp = rn[i].count <= 64 ? vals : cmir_xmalloc(sizeof(*vp) * rn[i].count);
    for (uint32_t k = 0; k < rn[i].count; k++)
      vp[k] = &op->results[at + k];
    CmirStatus drc = define_name(p, rn[i].name, rn[i].len, rn[i].pos, vp, rn[i].count);
    if (vp != vals)
      free(vp);
    if (drc)
      goto done_created;
    at += rn[i].count;
  }
  rc = CMIR_OK;
done_created:
  st.nregions = 0;
done:
  cmir_opstate_free(&st);
  if (rn != names)
    free(rn);
  return rc;
}

/* ---- top level ---- */

static void state_init(ParserState *st) {
  memset(st, 0, sizeof *st);
  cmir_arena_init(&st->arena);
  cmir_htab_init(&st->type_memo, 64);
  cmir_strmap_init(&st->attr_aliases);
  cmir_strmap_init(&st->type_aliases);
  cmir_strmap_init(&st->attr_alias_depth);
  cmir_strmap_init(&st->type_alias_depth);
  cmir_htab_init(&st->distinct, 8);
}

static void state_free(CmirParser *p) {
  ParserState *st = p->st;
  cmir_lines_free(&st->lines);
  cmir_asmfmt_cache_free(p);
  while (st->scopes.len)
    pop_iso_scope(p);
  cmir_vec_free(&st->scopes);
  cmir_vec_free(&st->block_scopes);
  cmir_vec_free(&st->default_dialect);
  cmir_vec_free(&st->deferred);
  for (uint32_t i = 0; i < st->resolved.len; i++)
    free(st->resolved.data[i]);
  cmir_vec_free(&st->resolved);
  cmir_htab_free(&st->distinct);
  cmir_strmap_free(&st->attr_aliases);
  cmir_strmap_free(&st->type_aliases);
  cmir_strmap_free(&st->attr_alias_depth);
  cmir_strmap_free(&st->type_alias_depth);
  cmir_htab_free(&st->type_memo);
  cmir_arena_release(&st->arena);
}

static void parser_init(CmirParser *p, CmirContext *ctx, ParserState *st, const char *buf,
                        size_t len, const CmirIdent *file, uint32_t line_offset) {
  memset(p, 0, sizeof *p);
  p->ctx = ctx;
  p->st = st;
  p->file = file;
  p->line_offset = line_offset;
  cmir_lex_init(&p->lx, buf, len);
  p->tok = cmir_lex_next(&p->lx);
}

/* `#name = attr` or `!name = type` at top level. */
static CmirStatus parse_alias_def(CmirParser *p) {
  bool is_type = p->tok.kind == TOK_BANG;
  const char *name = p->tok.s + 1;
  size_t n = p->tok.len - 1;
  const char *pos = p->tok.s;
  CmirStrMap *m = is_type ? &p->st->type_aliases : &p->st->attr_aliases;
  if (cmir_strmap_get(m, name, n))
    return cmir_parser_error_at(p, pos, "redefinition of %s alias id '%.*s'",
                                is_type ? "type" : "attribute", (int)n, name);
  if (memchr(name, '.', n))
    return cmir_parser_error(p, "%s names with a '.' are reserved for dialect-defined names",
                             is_type ? "type" : "attribute");
  cmir_parser_advance(p);
  if (cmir_parser_expect(p, TOK_EQUAL, is_type ? "'=' in type alias definition"
                                                : "'=' in attribute alias definition"))
    return CMIR_FAIL;
  uint32_t base = p->st->depth, saved = p->st->max_depth;
  p->st->max_depth = base;
  if (is_type) {
    const CmirType *t = parse_type(p);
    if (!t)
      return CMIR_FAIL;
    cmir_strmap_put(m, name, n, (void *)t);
  } else {
    const CmirAttr *a = parse_attr(p, NULL);
    if (!a)
      return CMIR_FAIL;
    cmir_strmap_put(m, name, n, (void *)a);
  }
  uintptr_t levels = p->st->max_depth - base;
  cmir_strmap_put(is_type ? &p->st->type_alias_depth : &p->st->attr_alias_depth, name, n,
                  (void *)(levels + 1));
  reach_depth(p->st, saved);
  return CMIR_OK;
}

/* ---- file metadata: {-# dialect_resources: {...}, external_resources: {...} #-} ----
 * The entries are checked as MLIR reads them. The builtin dialect's blobs
 * become the context's resources (dense_resource<name> reads them); the
 * llvm dialect's and the external resources are dropped. */

/* After a list element: true if a comma announces another; otherwise the
 * list's closing token must follow (*rc says whether it did). */
static bool meta_more(CmirParser *p, CmirTok close, const char *what, CmirStatus *rc) {
  if (cmir_parser_consume_if(p, TOK_COMMA))
    return true;
  *rc = cmir_parser_expect(p, close, what);
  return false;
}

/* A hex blob "0x..." whose first 4 bytes (little endian) hold a
 * power-of-two alignment (0 for no data): MLIR's parseAsBlob checks. With keep, it becomes
 * the context's resource of that name. */
static CmirStatus meta_blob(CmirParser *p, const CmirToken *v, const char *key, size_t kn,
                            bool keep) {
  const char *s = v->s + 1;
  size_t n = v->kind == TOK_STRING && v->len >= 2 ? v->len - 2 : 0;
  bool hex = n >= 2 && s[0] == '0' && s[1] == 'x' && n % 2 == 0;
  for (size_t i = 2; hex && i < n; i++)
    hex = isxdigit((unsigned char)s[i]);
  if (!hex)
    return cmir_parser_error_at(p, v->s, "expected hex string blob for key '%.*s'", (int)kn, key);
  if (n - 2 < 8)
    return cmir_parser_error_at(p, v->s,
                                "expected hex string blob for key '%.*s' to encode alignment in "
                                "first 4 bytes",
                                (int)kn, key);
  uint32_t align = 0;
  for (int b = 3; b >= 0; b--) {
    char byte[3] = {s[2 + 2 * b], s[3 + 2 * b], 0};
    align = align << 8 | (uint32_t)strtoul(byte, NULL, 16);
  }
  /* MLIR takes an alignment of 0 only without data (with data it aborts). */
  if ((!align && n > 10) || (align & (align - 1)))
    return cmir_parser_error_at(p, v->s,
                                "expected hex string blob for key '%.*s' to encode alignment in "
                                "first 4 bytes, but got non-power-of-2 value: %u",
                                (int)kn, key, align);
  if (keep) {
    size_t len = (n - 10) / 2;
    uint8_t *bytes = cmir_xmalloc(len ? len : 1);
    for (size_t i = 0; i < len; i++) {
      char byte[3] = {s[10 + 2 * i], s[11 + 2 * i], 0};
      bytes[i] = (uint8_t)strtoul(byte, NULL, 16);
    }
    cmir_resource_set(p->ctx, cmir_ident_get(p->ctx, key, kn), align, bytes, len);
    free(bytes);
  }
  return CMIR_OK;
}

/* One `key: value` entry of a resource group. dialect: the group's
 * dialect (dialect_resources), or NULL for an external resource, read as
 * MLIR's fallback reader does (a bool, a hex blob or a string). */
static CmirStatus meta_entry(CmirParser *p, const char *dialect, size_t dn) {
  const char *key = p->tok.s;
  size_t kn = p->tok.len;
  if (p->tok.kind != TOK_BARE)
    return cmir_parser_error(p, "expected identifier key for '%s' entry",
                             dialect ? "resource" : "external_resources");
  if (dialect && !(dn == 7 && !memcmp(dialect, "builtin", 7)))
    return cmir_parser_error(p, "unknown 'resource' key '%.*s' for dialect '%.*s'", (int)kn, key,
                             (int)dn, dialect);
  cmir_parser_advance(p);
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  CmirToken v = p->tok;
  if (v.kind == TOK_EOF)
    return cmir_parser_error(p, "expected hex string blob for key '%.*s'", (int)kn, key);
  cmir_parser_advance(p);
  if (dialect || (v.len >= 3 && !memcmp(v.s, "\"0x", 3)))
    return meta_blob(p, &v, key, kn, dialect && dn == 7 && !memcmp(dialect, "builtin", 7));
  bool is_bool = v.kind == TOK_BARE && ((v.len == 4 && !memcmp(v.s, "true", 4)) ||
                                        (v.len == 5 && !memcmp(v.s, "false", 5)));
  if (!is_bool && v.kind != TOK_STRING)
    return cmir_parser_error_at(p, v.s, "expected string value for key '%.*s'", (int)kn, key);
  return CMIR_OK;
}

/* `{ group: { entry, ... }, ... }` of dialect_resources (dialect groups)
 * or external_resources. */
static CmirStatus meta_resources(CmirParser *p, bool dialects) {
  if (cmir_parser_expect(p, TOK_LBRACE, "'{'"))
    return CMIR_FAIL;
  if (cmir_parser_consume_if(p, TOK_RBRACE))
    return CMIR_OK;
  CmirStatus rc = CMIR_OK;
  do {
    const char *name = p->tok.s;
    size_t n = p->tok.len;
    if (p->tok.kind != TOK_BARE)
      return cmir_parser_error(p, "expected identifier key for 'resource' entry");
    cmir_parser_advance(p);
    if (cmir_parser_expect(p, TOK_COLON, "':'") || cmir_parser_expect(p, TOK_LBRACE, "'{'"))
      return CMIR_FAIL;
    if (dialects) {
      if (!cmir_dialect_is_registered(p->ctx, name, n))
        return cmir_parser_error_at(p, name, "dialect '%.*s' is unknown", (int)n, name);
      /* Of cmir's dialects, only builtin and llvm read resources. */
      if (!(n == 7 && !memcmp(name, "builtin", 7)) && !(n == 4 && !memcmp(name, "llvm", 4)))
        return cmir_parser_error(p, "unexpected 'resource' section for dialect '%.*s'", (int)n,
                                 name);
    }
    if (!cmir_parser_consume_if(p, TOK_RBRACE)) {
      CmirStatus erc = CMIR_OK;
      do
        if (meta_entry(p, dialects ? name : NULL, n))
          return CMIR_FAIL;
      while (meta_more(p, TOK_RBRACE, "',' or '}'", &erc));
      if (erc)
        return CMIR_FAIL;
    }
  } while (meta_more(p, TOK_RBRACE, "',' or '}'", &rc));
  return rc;
}

static CmirStatus parse_file_metadata(CmirParser *p) {
  cmir_parser_advance(p);
  if (cmir_parser_consume_if(p, TOK_FILE_META_END))
    return CMIR_OK;
  CmirStatus rc = CMIR_OK;
  do {
    const char *key = p->tok.s;
    size_t n = p->tok.len;
    if (p->tok.kind != TOK_BARE)
      return cmir_parser_error(p, "expected identifier key in file metadata dictionary");
    cmir_parser_advance(p);
    if (cmir_parser_expect(p, TOK_COLON, "':'"))
      return CMIR_FAIL;
    bool dialects = n == 17 && !memcmp(key, "dialect_resources", 17);
    if (!dialects && !(n == 18 && !memcmp(key, "external_resources", 18)))
      return cmir_parser_error_at(p, key, "unknown key '%.*s' in file metadata dictionary",
                                  (int)n, key);
    if (meta_resources(p, dialects))
      return CMIR_FAIL;
  } while (meta_more(p, TOK_FILE_META_END, "',' or '#-}'", &rc));
  return rc;
}

CmirOp *cmir_parse_source(CmirContext *ctx, const char *buf, size_t len,
                          const CmirParseOptions *opts) {
  ParserState st;
  state_init(&st);
  CmirParser p;
  const CmirIdent *file = cmir_ident(ctx, opts && opts->filename ? opts->filename : "<stdin>");
  parser_init(&p, ctx, &st, buf, len, file, opts ? opts->line_offset : 0);
  if (opts && opts->discard_consumed) {
    p.discard_from = buf;
    p.discard_next = buf + (4 << 20);
  }
  push_iso_scope(&p);
  push_block_scope(&p);
  /* Top-level ops go into a temporary block. */
  CmirBlock *top = cmir_block_create();
  CmirOp *module = NULL;
  bool ok = true;
  uint64_t errors_before = cmir_context_error_count(ctx);
  while (p.tok.kind != TOK_EOF) {
    if (p.tok.kind == TOK_HASH || p.tok.kind == TOK_BANG) {
      if (parse_alias_def(&p)) {
        ok = false;
        break;
      }
      continue;
    }
    if (p.tok.kind == TOK_FILE_META_BEGIN) {
      if (parse_file_metadata(&p)) {
        ok = false;
        break;
      }
      continue;
    }
    if (p.tok.kind == TOK_ERROR) {
      cmir_parser_error(&p, "%s", p.lx.err);
      ok = false;
      break;
    }
    if (parse_op(&p, top)) {
      ok = false;
      break;
    }
  }
  if (pop_iso_scope(&p))
    ok = false;
  /* Resolve deferred location aliases. */
  for (uint32_t i = 0; ok && i < st.deferred.len; i++) {
    DeferredLoc *d = &st.deferred.data[i];
    const CmirAttr *a = cmir_strmap_get(&st.attr_aliases, d->name, d->len);
    if (!a) {
      cmir_parser_error_at(&p, d->pos, "operation location alias was never defined");
      ok = false;
      break;
    }
    if (!cmir_attr_is_location(a)) {
      not_a_location(&p, d->pos, a);
      ok = false;
      break;
    }
    if (d->op && cmir_attr_is_location(a))
      d->op->loc.attr = a;
  }
  if (pop_block_scope(&p))
    ok = false;
  /* An error reported anywhere while parsing is a failure, even where a
   * caller went on after it. */
  if (p.failed || cmir_context_error_count(ctx) != errors_before)
    ok = false;
  if (ok) {
    bool single = top->first && top->first == top->last;
    if (single &&
        (cmir_op_is(top->first, "builtin.module") || (opts && opts->no_implicit_module))) {
      module = top->first;
      cmir_op_remove(module);
    } else if (opts && opts->no_implicit_module) {
      /* at line 0, column 0 of the source, as MLIR reports it (a split
       * chunk's source starts on its `// -----` line, one line before the
       * line_offset the chunk's own lines count from) */
      uint32_t n = 0, line = p.line_offset ? p.line_offset - 1 : 0;
      for (CmirOp *o = top->first; o; o = o->next)
        n++;
      CmirLoc at = {cmir_loc_file(ctx, file, line, 0), file, line, 0};
      cmir_error(ctx, at, "source must contain a single top-level operation, found: %u", n);
    } else {
      /* Wrap in an implicit module, located at the file start (line 0 col 0
       * as MLIR does). */
      CmirOpState ms;
      CmirLoc mloc = {cmir_loc_file(ctx, file, 0, 0), file, 0, 0};
      cmir_opstate_init(&ms, ctx, cmir_op_info(ctx, "builtin.module", 14), mloc);
      CmirRegion *r = cmir_opstate_add_region(&ms);
      CmirBlock *b = cmir_block_create();
      cmir_region_append(r, b);
      while (top->first) {
        CmirOp *o = top->first;
        cmir_op_remove(o);
        cmir_block_append(b, o);
      }
      module = cmir_op_create(&ms);
      cmir_opstate_free(&ms);
    }
  }
  cmir_block_destroy(top);
  state_free(&p);
  return module;
}

static CmirStatus parse_standalone(CmirContext *ctx, const char *s, const CmirType **t,
                                   const CmirAttr **a) {
  ParserState st;
  state_init(&st);
  CmirParser p;
  parser_init(&p, ctx, &st, s, strlen(s), cmir_ident(ctx, "<string>"), 0);
  CmirStatus rc = CMIR_FAIL;
  if (t)
    *t = parse_type(&p);
  else
    *a = parse_attr(&p, NULL);
  if ((t ? (void *)*t : (void *)*a) && p.tok.kind == TOK_EOF && !p.failed)
    rc = CMIR_OK;
  else if (!p.failed)
    cmir_parser_error(&p, "unexpected trailing characters");
  state_free(&p);
  return rc;
}

const CmirType *cmir_parse_type_str(CmirContext *ctx, const char *s) {
  const CmirType *t = NULL;
  return parse_standalone(ctx, s, &t, NULL) ? NULL : t;
}

const CmirAttr *cmir_parse_attr_str(CmirContext *ctx, const char *s) {
  const CmirAttr *a = NULL;
  return parse_standalone(ctx, s, NULL, &a) ? NULL : a;
}

/* Used by dialect parsers that need a type list `(t, t)` into an op state. */
CmirStatus cmir_parser_type_list(CmirParser *p, CmirOpState *st) {
  PARSER_LEVEL(p);
  CmirTypeVec v = {0};
  CmirStatus rc = parse_type_list_until(p, &v, TOK_EOF);
  for (uint32_t i = 0; i < v.len && !rc; i++)
    cmir_opstate_add_result(st, v.data[i]);
  cmir_vec_free(&v);
  return rc;
}

/* Hook for the function-argument parsers of func.func/llvm.func: defines the
 * region's entry arguments. Exposed for custom parsers. */
CmirStatus cmir_parser_define_arg(CmirParser *p, const CmirUnresolved *u, CmirValue *v) {
  PARSER_LEVEL(p);
  return define_entry_arg(p, u, v);
}
