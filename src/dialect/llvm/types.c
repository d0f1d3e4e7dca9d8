/* LLVM dialect types (seed 002): parsing and printing of !llvm.ptr,
 * !llvm.struct (literal, packed, identified, opaque, recursive),
 * !llvm.array, !llvm.func, !llvm.vec and the simple types. Inside an LLVM
 * type, nested LLVM types may omit the `!llvm.` prefix. The typed-pointer
 * syntax of older documents (`!llvm.ptr<i32>`) is accepted and upgraded to
 * the opaque pointer. */
#include "dialect/dialects.h"

#include <stdlib.h>

static const struct {
  const char *name;
  CmirTypeKind kind;
} simple_types[] = {
    {"void", CMIR_TYPE_LLVM_VOID},       {"token", CMIR_TYPE_LLVM_TOKEN},
    {"metadata", CMIR_TYPE_LLVM_METADATA}, {"label", CMIR_TYPE_LLVM_LABEL},
    {"x86_mmx", CMIR_TYPE_LLVM_X86MMX},  {"ppc_fp128", CMIR_TYPE_LLVM_PPCFP128},
};

bool cmir_llvm_is_type_keyword(const char *s, size_t n) {
  static const char *const kw[] = {"ptr",      "struct", "array",   "func",      "vec",   "void",
                                   "token",    "metadata", "label", "x86_mmx", "ppc_fp128",
                                   "target"};
  for (size_t i = 0; i < sizeof kw / sizeof kw[0]; i++)
    if (strlen(kw[i]) == n && !memcmp(kw[i], s, n))
      return true;
  return false;
}

const CmirType *cmir_llvm_parse_type(CmirParser *p, const char *name, size_t n);

/* A type nested in an LLVM type: a builtin/dialect type, or an LLVM type
 * keyword without its prefix. */
static const CmirType *parse_nested(CmirParser *p) {
  if (p->tok.kind == TOK_BARE && cmir_llvm_is_type_keyword(p->tok.s, p->tok.len)) {
    const char *s = p->tok.s;
    size_t n = p->tok.len;
    cmir_parser_advance(p);
    return cmir_llvm_parse_type(p, s, n);
  }
  return cmir_parser_type(p);
}

static bool is_kw(const char *s, size_t n, const char *kw) {
  return strlen(kw) == n && !memcmp(s, kw, n);
}

static CmirStatus parse_type_list(CmirParser *p, CmirTypeVec *out, bool allow_ellipsis,
                                  bool *variadic) {
  if (p->tok.kind == TOK_RPAREN)
    return CMIR_OK;
  do {
    if (allow_ellipsis && p->tok.kind == TOK_ELLIPSIS) {
      cmir_parser_advance(p);
      *variadic = true;
      return CMIR_OK;
    }
    const CmirType *t = parse_nested(p);
    if (!t)
      return CMIR_FAIL;
    cmir_vec_push(out, t);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  return CMIR_OK;
}

/* MLIR's LLVM type verifiers: which types may appear where. */
static bool is_void_label_metadata(const CmirType *t) {
  return t->kind == CMIR_TYPE_LLVM_VOID || t->kind == CMIR_TYPE_LLVM_LABEL ||
         t->kind == CMIR_TYPE_LLVM_METADATA;
}
static bool valid_aggregate_elem(const CmirType *t) { /* struct and array elements */
  return !is_void_label_metadata(t) && t->kind != CMIR_TYPE_LLVM_FUNC &&
         t->kind != CMIR_TYPE_LLVM_TOKEN;
}

/* `msg: 'type'` at pos, for an invalid nested type. */
static const CmirType *invalid_type(CmirParser *p, const char *pos, const char *msg,
                                    const CmirType *t) {
  char *s = cmir_type_str(t);
  cmir_parser_error_at(p, pos, "%s: '%s'", msg, s);
  free(s);
  return NULL;
}

/* The identified structs whose bodies are being parsed, innermost first:
 * only they may be referred to by name alone (MLIR's cyclic-parse stack). */
typedef struct OpenStruct {
  const CmirIdent *name;
  const struct OpenStruct *up;
} OpenStruct;
static _Thread_local const OpenStruct *open_structs;

static bool struct_is_open(const CmirIdent *name) {
  for (const OpenStruct *o = open_structs; o; o = o->up)
    if (o->name == name)
      return true;
  return false;
}

/* Gives the identified struct st its body, or reports at pos that it has
 * another one. */
static const CmirType *set_struct_body(CmirParser *p, const CmirType *st, const CmirTypeVec *v,
                                       bool packed, const char *pos) {
  for (uint32_t i = 0; i < v->len; i++)
    if (!valid_aggregate_elem(v->data[i]))
      return invalid_type(p, pos, "invalid LLVM structure element type", v->data[i]);
  if (!cmir_type_llvm_struct_set_body(p->ctx, st, v->len, v->data, packed, false))
    return cmir_parser_error_at(p, pos, "identified type already used with a different body"),
           NULL;
  return st;
}

static const CmirType *parse_struct(CmirParser *p) {
  CmirContext *ctx = p->ctx;
  const char *lt = p->tok.s;
  if (cmir_parser_expect(p, TOK_LESS, "'<'"))
    return NULL;
  const CmirIdent *name = NULL;
  const CmirType *st = NULL;
  if (p->tok.kind == TOK_STRING) {
    char *s;
    size_t n;
    if (cmir_parser_string(p, &s, &n))
      return NULL;
    name = cmir_ident_get(ctx, s, n);
    free(s);
    st = cmir_type_llvm_struct_identified(ctx, name);
    const char *gt = p->tok.s;
    if (cmir_parser_consume_if(p, TOK_GREATER)) {
      /* A reference by name, to a struct whose body encloses it. */
      if (!struct_is_open(name))
        return cmir_parser_error_at(p, gt, "struct without a body only allowed in a recursive "
                                           "struct"),
               NULL;
      return st;
    }
    if (cmir_parser_expect(p, TOK_COMMA, "','"))
      return NULL;
  }
  const char *kw = p->tok.s;
  if (cmir_parser_consume_keyword(p, "opaque")) {
    if (!name)
      return cmir_parser_error_at(p, kw, "only identified structs can be opaque"), NULL;
    if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
      return NULL;
    if (!cmir_type_llvm_struct_set_body(ctx, st, 0, NULL, false, true))
      return cmir_parser_error_at(p, kw, "redeclaring defined struct as opaque"), NULL;
    return st;
  }
  if (name && struct_is_open(name))
    return cmir_parser_error_at(p, kw, "identifier already used for an enclosing struct"), NULL;
  bool packed = cmir_parser_consume_keyword(p, "packed");
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return NULL;
  /* An identified struct reports a bad body at its first element (at the
   * keyword if it has none). */
  const char *body = p->tok.kind == TOK_RPAREN ? kw : p->tok.s;
  OpenStruct open = {name, open_structs};
  if (name)
    open_structs = &open;
  CmirTypeVec v = {0};
  const CmirType *r = NULL;
  if (parse_type_list(p, &v, false, NULL) || cmir_parser_expect(p, TOK_RPAREN, "')'") ||
      cmir_parser_expect(p, TOK_GREATER, "'>'"))
    goto done;
  if (name) {
    r = set_struct_body(p, st, &v, packed, body);
    goto done;
  }
  for (uint32_t i = 0; i < v.len; i++)
    if (!valid_aggregate_elem(v.data[i])) {
      invalid_type(p, lt, "invalid LLVM structure element type", v.data[i]);
      goto done;
    }
  r = cmir_type_llvm_struct_literal(ctx, v.len, v.data, packed);
done:
  open_structs = open.up;
  cmir_vec_free(&v);
  return r;
}

/* Whether s names a builtin type (i32, f32, tensor, ...): MLIR's LLVM type
 * parser takes it, then refuses it at the top level. */
static bool is_builtin_type_name(const char *s, size_t n) {
  static const char *const kw[] = {"index",   "bf16",  "f16",    "tf32",   "f32",
                                   "f64",     "f80",   "f128",   "none",   "complex",
                                   "tuple",   "vector", "tensor", "memref", "f8E5M2",
                                   "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ",
                                   "f8E4M3"};
  for (size_t i = 0; i < sizeof kw / sizeof kw[0]; i++)
    if (is_kw(s, n, kw[i]))
      return true;
  size_t off = n && s[0] == 'i' ? 1 : (n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i') ? 2 : 0;
  if (!off || off >= n)
    return false;
  for (size_t i = off; i < n; i++)
    if (s[i] < '0' || s[i] > '9')
      return false;
  return true;
}

/* After the first error in a !llvm.target, MLIR's follow-up errors (the
 * parser reports its first error only: these go out directly). */
static void target_note(CmirParser *p, const char *pos, const char *msg) {
  cmir_error(p->ctx, cmir_parser_loc_at(p, pos), "%s", msg);
}

static const char target_list_error[] = "failed to parse parameter list for target extension type";

/* `<"name" (, type)* (, int)*>` of !llvm.target (the parser is at `<`):
 * the types come first, as MLIR's parseExtTypeParams reads them. */
static const CmirType *parse_target(CmirParser *p) {
  CmirContext *ctx = p->ctx;
  if (cmir_parser_expect(p, TOK_LESS, "'<'"))
    return NULL;
  const char *at = p->tok.s;
  if (p->tok.kind != TOK_STRING) {
    cmir_parser_error_at(p, at, "expected string");
    target_note(p, at, "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be "
                       "a `::llvm::StringRef`");
    return NULL;
  }
  char *s;
  size_t sn;
  if (cmir_parser_string(p, &s, &sn))
    return NULL;
  const CmirIdent *name = cmir_ident_get(ctx, s, sn);
  free(s);
  CmirTypeVec types = {0};
  CMIR_VEC(uint32_t) ints = {0};
  const CmirType *r = NULL;
  while (cmir_parser_consume_if(p, TOK_COMMA)) {
    int64_t v;
    if (p->tok.kind == TOK_INT || p->tok.kind == TOK_MINUS) {
      const char *ipos = p->tok.s;
      bool ok = cmir_parser_integer(p, &v);
      if (ok && (v > (int64_t)UINT32_MAX || v < -(int64_t)UINT32_MAX)) {
        cmir_parser_error_at(p, ipos, "integer value too large");
        ok = false;
      } else if (!ok) {
        /* reported by cmir_parser_integer; step over the literal */
        if (p->tok.kind == TOK_MINUS)
          cmir_parser_advance(p);
        cmir_parser_advance(p);
      }
      if (!ok) {
        /* MLIR then tries a type there (while types are allowed) */
        if (!ints.len)
          target_note(p, p->tok.s, "expected valid keyword");
        target_note(p, p->tok.s, target_list_error);
        goto done;
      }
      cmir_vec_push(&ints, (uint32_t)v);
      continue;
    }
    if (!ints.len) {
      const CmirType *t;
      if (p->tok.kind == TOK_BARE && !is_builtin_type_name(p->tok.s, p->tok.len)) {
        const char *kw = p->tok.s;
        size_t kn = p->tok.len;
        cmir_parser_advance(p);
        t = cmir_llvm_parse_type(p, kw, kn);
      } else if (p->tok.kind == TOK_GREATER) {
        cmir_parser_error(p, "expected valid keyword");
        t = NULL;
      } else {
        t = cmir_parser_type(p);
      }
      if (!t) {
        target_note(p, p->tok.s, target_list_error);
        goto done;
      }
      cmir_vec_push(&types, t);
      continue;
    }
    cmir_parser_error(p, target_list_error);
    goto done;
  }
  if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
    goto done;
  r = cmir_type_llvm_target(ctx, name, types.len, types.data, ints.len, ints.data);
done:
  cmir_vec_free(&types);
  cmir_vec_free(&ints);
  return r;
}

const CmirType *cmir_llvm_parse_type(CmirParser *p, const char *name, size_t n) {
  CmirContext *ctx = p->ctx;
  for (size_t i = 0; i < sizeof simple_types / sizeof simple_types[0]; i++)
    if (is_kw(name, n, simple_types[i].name))
      return cmir_type_llvm_simple(ctx, simple_types[i].kind);
  if (is_kw(name, n, "ptr")) {
    if (!cmir_parser_consume_if(p, TOK_LESS))
      return cmir_type_llvm_ptr(ctx, 0);
    int64_t as = 0;
    if (p->tok.kind != TOK_INT) {
      /* Typed pointer `ptr<T>` or `ptr<T, as>`: upgraded to opaque. */
      if (!parse_nested(p))
        return NULL;
      if (cmir_parser_consume_if(p, TOK_COMMA) &&
          cmir_parser_expect_integer(p, &as, "integer address space"))
        return NULL;
    } else if (cmir_parser_expect_integer(p, &as, "integer value")) {
      return NULL;
    }
    if (as < 0 || as > 0xffffff)
      return cmir_parser_error(p, "invalid address space %lld", (long long)as), NULL;
    if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
      return NULL;
    return cmir_type_llvm_ptr(ctx, (uint32_t)as);
  }
  if (is_kw(name, n, "struct"))
    return parse_struct(p);
  if (is_kw(name, n, "target"))
    return parse_target(p);
  const char *lt = p->tok.s; /* MLIR reports invalid nested types here */
  if (is_kw(name, n, "array")) {
    int64_t cnt;
    if (cmir_parser_expect(p, TOK_LESS, "'<'") ||
        cmir_parser_expect_integer(p, &cnt, "array size"))
      return NULL;
    if (cnt < 0)
      return cmir_parser_error(p, "expected non-negative array size"), NULL;
    if (cmir_parser_expect_keyword(p, "x"))
      return NULL;
    const CmirType *e = parse_nested(p);
    if (!e || cmir_parser_expect(p, TOK_GREATER, "'>'"))
      return NULL;
    if (!valid_aggregate_elem(e) || (e->kind == CMIR_TYPE_LLVM_VEC && (e->flags & 1)))
      return invalid_type(p, lt, "invalid array element type", e);
    return cmir_type_llvm_array(ctx, (uint64_t)cnt, e);
  }
  if (is_kw(name, n, "func")) {
    if (cmir_parser_expect(p, TOK_LESS, "'<'"))
      return NULL;
    const CmirType *ret = parse_nested(p);
    if (!ret || cmir_parser_expect(p, TOK_LPAREN, "'('"))
      return NULL;
    CmirTypeVec v = {0};
    bool variadic = false;
    const CmirType *r = NULL;
    if (!parse_type_list(p, &v, true, &variadic) && !cmir_parser_expect(p, TOK_RPAREN, "')'") &&
        !cmir_parser_expect(p, TOK_GREATER, "'>'")) {
      r = cmir_type_llvm_func(ctx, ret, v.len, v.data, variadic);
      if (ret->kind == CMIR_TYPE_LLVM_FUNC || ret->kind == CMIR_TYPE_LLVM_METADATA ||
          ret->kind == CMIR_TYPE_LLVM_LABEL)
        r = invalid_type(p, lt, "invalid function result type", ret);
      for (uint32_t i = 0; r && i < v.len; i++)
        if (v.data[i]->kind == CMIR_TYPE_LLVM_VOID || v.data[i]->kind == CMIR_TYPE_LLVM_FUNC)
          r = invalid_type(p, lt, "invalid function argument type", v.data[i]);
    }
    cmir_vec_free(&v);
    return r;
  }
  if (is_kw(name, n, "vec")) {
    if (cmir_parser_expect(p, TOK_LESS, "'<'"))
      return NULL;
    /* `n x T` (fixed) or `? x n x T` (scalable), read as a dimension list. */
    const char *dpos = p->tok.s;
    CmirI64Vec dims = {0};
    CmirStatus rc = cmir_parser_dims(p, &dims, true);
    int64_t d0 = dims.len ? dims.data[0] : 0, d1 = dims.len > 1 ? dims.data[1] : 0;
    size_t nd = dims.len;
    cmir_vec_free(&dims);
    if (rc)
      return NULL;
    const char *epos = p->tok.s;
    const CmirType *e = parse_nested(p);
    if (!e || cmir_parser_expect(p, TOK_GREATER, "'>'"))
      return NULL;
    bool scalable = nd == 2;
    if (nd == 0 || nd > 2 || (scalable != (d0 == CMIR_DYNAMIC)) ||
        (scalable && d1 == CMIR_DYNAMIC))
      return cmir_parser_error_at(p, dpos, "expected '? x <integer> x <type>' or '<integer> x "
                                           "<type>'"),
             NULL;
    int64_t cnt = scalable ? d1 : d0;
    bool builtin_elem = e->kind == CMIR_TYPE_INTEGER || e->kind == CMIR_TYPE_FLOAT;
    if (!scalable && builtin_elem)
      return cmir_parser_error_at(p, epos, "cannot use !llvm.vec for built-in primitives, use "
                                           "'vector' instead"),
             NULL;
    if (cnt <= 0)
      return cmir_parser_error_at(p, lt, "the number of vector elements must be positive"), NULL;
    if (!builtin_elem && e->kind != CMIR_TYPE_LLVM_PTR && e->kind != CMIR_TYPE_LLVM_PPCFP128)
      return cmir_parser_error_at(p, lt, "invalid vector element type"), NULL;
    return cmir_type_llvm_vec(ctx, (uint32_t)cnt, e, scalable);
  }
  if (is_builtin_type_name(name, n))
    return cmir_parser_error_at(p, name, "unexpected type, expected keyword"), NULL;
  return cmir_parser_error_at(p, name, "unknown LLVM type: %.*s", (int)n, name), NULL;
}

/* ---- printing ---- */

typedef struct StructStack {
  const CmirType *t;
  const struct StructStack *up;
} StructStack;

static void print_nested(CmirPrinter *pr, const CmirType *t, const StructStack *stack);

static void print_llvm(CmirPrinter *pr, const CmirType *t, bool prefix, const StructStack *stack) {
  if (prefix)
    cmir_printer_puts(pr, "!llvm.");
  for (size_t i = 0; i < sizeof simple_types / sizeof simple_types[0]; i++)
    if (simple_types[i].kind == t->kind) {
      cmir_printer_puts(pr, simple_types[i].name);
      return;
    }
  switch (t->kind) {
  case CMIR_TYPE_LLVM_PTR:
    cmir_printer_puts(pr, "ptr");
    if (t->ptr.addrspace) {
      cmir_printer_putc(pr, '<');
      cmir_sb_putu64(pr->out, t->ptr.addrspace);
      cmir_printer_putc(pr, '>');
    }
    return;
  case CMIR_TYPE_LLVM_ARRAY:
    cmir_printer_puts(pr, "array<");
    cmir_sb_putu64(pr->out, t->arr.n);
    cmir_printer_puts(pr, " x ");
    print_nested(pr, t->arr.elem, stack);
    cmir_printer_putc(pr, '>');
    return;
  case CMIR_TYPE_LLVM_VEC:
    cmir_printer_puts(pr, "vec<");
    if (t->flags & 1)
      cmir_printer_puts(pr, "? x ");
    cmir_sb_putu64(pr->out, t->lvec.n);
    /* MLIR 19 prints two spaces before a scalable vector's element type. */
    cmir_printer_puts(pr, (t->flags & 1) ? " x  " : " x ");
    print_nested(pr, t->lvec.elem, stack);
    cmir_printer_putc(pr, '>');
    return;
  case CMIR_TYPE_LLVM_FUNC:
    cmir_printer_puts(pr, "func<");
    print_nested(pr, t->lfn.ret, stack);
    cmir_printer_puts(pr, " (");
    for (uint32_t i = 0; i < t->lfn.n; i++) {
      if (i)
        cmir_printer_puts(pr, ", ");
      print_nested(pr, t->lfn.args[i], stack);
    }
    if (t->flags & 1)
      cmir_printer_puts(pr, t->lfn.n ? ", ..." : "...");
    cmir_printer_puts(pr, ")>");
    return;
  case CMIR_TYPE_LLVM_STRUCT: {
    cmir_printer_puts(pr, "struct<");
    if (t->flags & CMIR_LLVM_STRUCT_IDENTIFIED) {
      cmir_printer_string(pr, t->st.name->str, t->st.name->len);
      for (const StructStack *s = stack; s; s = s->up)
        if (s->t == t) {
          cmir_printer_putc(pr, '>'); /* recursive reference */
          return;
        }
      if (!(t->flags & CMIR_LLVM_STRUCT_INITIALIZED)) {
        cmir_printer_putc(pr, '>');
        return;
      }
      cmir_printer_puts(pr, ", ");
      if (t->flags & CMIR_LLVM_STRUCT_OPAQUE) {
        cmir_printer_puts(pr, "opaque>");
        return;
      }
    }
    if (t->flags & CMIR_LLVM_STRUCT_PACKED)
      cmir_printer_puts(pr, "packed ");
    cmir_printer_putc(pr, '(');
    StructStack here = {t, stack};
    for (uint32_t i = 0; i < t->st.n; i++) {
      if (i)
        cmir_printer_puts(pr, ", ");
      print_nested(pr, t->st.types[i], &here);
    }
    cmir_printer_puts(pr, ")>");
    return;
  }
  case CMIR_TYPE_LLVM_TARGET:
    /* The parameters print as full types (`!llvm.ptr`), as MLIR 19's do. */
    cmir_printer_puts(pr, "target<");
    cmir_printer_string(pr, t->tgt.name->str, t->tgt.name->len);
    for (uint32_t i = 0; i < t->tgt.ntypes; i++) {
      cmir_printer_puts(pr, ", ");
      cmir_printer_type(pr, t->tgt.types[i]);
    }
    for (uint32_t i = 0; i < t->tgt.nints; i++) {
      cmir_printer_puts(pr, ", ");
      cmir_sb_putu64(pr->out, t->tgt.ints[i]);
    }
    cmir_printer_putc(pr, '>');
    return;
  default:
    cmir_printer_puts(pr, "<<unknown type>>");
    return;
  }
}

static void print_nested(CmirPrinter *pr, const CmirType *t, const StructStack *stack) {
  if (t->kind >= CMIR_TYPE_LLVM_PTR)
    print_llvm(pr, t, false, stack);
  else
    cmir_printer_type(pr, t);
}

void cmir_llvm_print_type(CmirPrinter *pr, const CmirType *t, bool with_prefix) {
  print_llvm(pr, t, with_prefix, NULL);
}
