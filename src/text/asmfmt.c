/* The declarative assembly format engine: an op's `format` string (MLIR's
 * ODS assemblyFormat syntax) is compiled once into an element list that
 * drives both parsing and printing, so the two cannot disagree. Spacing
 * follows MLIR's generated printers exactly. */
#include "text/text.h"

#include <stdlib.h>

typedef enum FKind {
  F_LIT,
  F_SPACE, /* `` : suppress the next space */
  F_VAR,   /* $name: operand group, result group, prop, region or successor */
  F_TYPE,  /* type($x) */
  F_FUNCTYPE,
  F_ATTRDICT,
  F_ATTRDICT_KW,
  F_OPT,
  F_CUSTOM
} FKind;

typedef struct FVar {
  uint8_t kind; /* CMIR_FMT_OPERAND ... */
  int16_t idx;  /* group/prop/region/successor index; -1 = all */
} FVar;

typedef struct FElem FElem;
struct FElem {
  uint8_t kind;
  FVar var;             /* F_VAR, F_TYPE */
  FVar var2;            /* F_FUNCTYPE results */
  char lit[16];         /* F_LIT */
  uint8_t lit_tok;      /* F_LIT: token kind of a punctuation literal */
  bool lit_kw;          /* F_LIT: a keyword literal */
  FElem *kids;          /* F_OPT */
  uint32_t nkids;
  int anchor;           /* F_OPT: index of the anchor kid */
  const CmirCustomDirective *custom;
  CmirFmtArg args[6];
  uint32_t nargs;
};

/* Type rule from CmirOpDef.types. */
typedef enum RKind { R_TYPE, R_SAME, R_ELEM, R_I1LIKE, R_INPUTS, R_RESULTS, R_CLASS, R_MUST } RKind;
typedef struct Rule {
  FVar target;
  uint8_t kind;
  uint8_t cls; /* R_CLASS: index in type_classes; R_MUST: index in constraints */
  FVar src;
  const CmirType *type;
} Rule;

struct CmirAsmFmt {
  FElem *elems;
  uint32_t n;
  Rule rules[12];
  uint32_t nrules;
  const char *elide[CMIR_MAX_PROPS + 2]; /* props printed by the format */
  uint32_t nelide;
};

/* ---- compiling ---- */

typedef struct Compiler {
  CmirContext *ctx;
  const CmirOpInfo *info;
  const char *p;
  CmirAsmFmt *fmt;
  bool bad;
} Compiler;

static bool resolve_var(const CmirOpInfo *info, const char *s, size_t n, FVar *v) {
  /* an operand group named `operands` (vector.create_mask) is that group */
  for (int i = 0; i < info->nopnd_groups; i++)
    if (info->opnds[i].name->len == n && !memcmp(info->opnds[i].name->str, s, n)) {
      v->kind = CMIR_FMT_OPERAND;
      v->idx = (int16_t)i;
      return true;
    }
  if (n == 8 && !memcmp(s, "operands", 8)) {
    v->kind = CMIR_FMT_OPERAND;
    v->idx = -1;
    return true;
  }
  if (n == 7 && !memcmp(s, "results", 7)) {
    v->kind = CMIR_FMT_RESULT;
    v->idx = -1;
    return true;
  }
#define FIND(arr, cnt, K)                                                                          \
  for (int i = 0; i < (cnt); i++)                                                                  \
    if (arr[i].name->len == n && !memcmp(arr[i].name->str, s, n)) {                                \
      v->kind = K;                                                                                 \
      v->idx = (int16_t)i;                                                                         \
      return true;                                                                                 \
    }
  FIND(info->opnds, info->nopnd_groups, CMIR_FMT_OPERAND)
  FIND(info->results, info->nres_groups, CMIR_FMT_RESULT)
  FIND(info->props, info->nprops, CMIR_FMT_PROP)
  FIND(info->regions, info->nregion_groups, CMIR_FMT_REGION)
  FIND(info->succs, info->nsucc_groups, CMIR_FMT_SUCC)
#undef FIND
  return false;
}

static void skip_ws(Compiler *c) {
  while (*c->p == ' ' || *c->p == '\n' || *c->p == '\t')
    c->p++;
}

static bool parse_var_ref(Compiler *c, FVar *v) {
  skip_ws(c);
  if (*c->p != '$') {
    /* bare `operands` / `results` */
    const char *s = c->p;
    while ((*c->p >= 'a' && *c->p <= 'z') || (*c->p >= 'A' && *c->p <= 'Z') || *c->p == '_')
      c->p++;
    return resolve_var(c->info, s, (size_t)(c->p - s), v);
  }
  const char *s = ++c->p;
  while ((*c->p >= 'a' && *c->p <= 'z') || (*c->p >= 'A' && *c->p <= 'Z') ||
         (*c->p >= '0' && *c->p <= '9') || *c->p == '_')
    c->p++;
  /* `$results` is an operand group of that name when the op has one
   * (scf.yield, memref.alloca_scope.return), not all results. */
  size_t n = (size_t)(c->p - s);
  for (int i = 0; i < c->info->nopnd_groups; i++)
    if (c->info->opnds[i].name->len == n && !memcmp(c->info->opnds[i].name->str, s, n)) {
      v->kind = CMIR_FMT_OPERAND;
      v->idx = (int16_t)i;
      return true;
    }
  return resolve_var(c->info, s, n, v);
}

static void add_elide(CmirAsmFmt *f, const FVar *v, const CmirOpInfo *info) {
  if (v->kind != CMIR_FMT_PROP || v->idx < 0)
    return;
  const char *name = info->props[v->idx].name->str;
  for (uint32_t i = 0; i < f->nelide; i++)
    if (!strcmp(f->elide[i], name))
      return;
  f->elide[f->nelide++] = name;
}

static bool compile_list(Compiler *c, FElem **out, uint32_t *nout, char close);
static CmirTok punct_tok(const char *lit);
static bool is_keyword_lit(const char *lit);

static bool compile_elem(Compiler *c, FElem *e) {
  memset(e, 0, sizeof *e);
  skip_ws(c);
  const char *p = c->p;
  if (*p == '`') {
    const char *s = ++c->p;
    while (*c->p && *c->p != '`')
      c->p++;
    size_t n = (size_t)(c->p - s);
    if (*c->p != '`' || n >= sizeof e->lit)
      return false;
    c->p++;
    if (n == 0) {
      e->kind = F_SPACE;
      return true;
    }
    e->kind = F_LIT;
    memcpy(e->lit, s, n);
    e->lit_kw = is_keyword_lit(e->lit);
    e->lit_tok = e->lit_kw ? TOK_ERROR : punct_tok(e->lit);
    return !(!e->lit_kw && e->lit_tok == TOK_ERROR);
  }
  if (*p == '$') {
    e->kind = F_VAR;
    if (!parse_var_ref(c, &e->var))
      return false;
    add_elide(c->fmt, &e->var, c->info);
    return true;
  }
  if (*p == '(') {
    c->p++;
    e->kind = F_OPT;
    e->anchor = -1;
    if (!compile_list(c, &e->kids, &e->nkids, ')'))
      return false;
    skip_ws(c);
    if (*c->p != '?')
      return false;
    c->p++;
    if (e->anchor < 0) {
      for (uint32_t i = 0; i < e->nkids; i++)
        if (e->kids[i].anchor == -2) {
          e->anchor = (int)i;
          e->kids[i].anchor = 0;
        }
    }
    return e->anchor >= 0;
  }
#define STARTS(str) (!strncmp(p, str, strlen(str)) && (c->p += strlen(str), true))
  if (STARTS("attr-dict-with-keyword")) {
    e->kind = F_ATTRDICT_KW;
    return true;
  }
  if (STARTS("attr-dict")) {
    e->kind = F_ATTRDICT;
    return true;
  }
  if (STARTS("type(")) {
    e->kind = F_TYPE;
    if (!parse_var_ref(c, &e->var))
      return false;
    skip_ws(c);
    return *c->p++ == ')';
  }
  if (STARTS("qualified(")) {
    /* qualified(type($x)) or qualified($attr): our printer is always
     * qualified where it matters. */
    if (!compile_elem(c, e))
      return false;
    skip_ws(c);
    return *c->p++ == ')';
  }
  if (STARTS("functional-type(")) {
    e->kind = F_FUNCTYPE;
    if (!parse_var_ref(c, &e->var))
      return false;
    skip_ws(c);
    if (*c->p++ != ',')
      return false;
    if (!parse_var_ref(c, &e->var2))
      return false;
    skip_ws(c);
    return *c->p++ == ')';
  }
  if (STARTS("custom<")) {
    const char *s = c->p;
    while (*c->p && *c->p != '>')
      c->p++;
    size_t n = (size_t)(c->p - s);
    if (*c->p != '>')
      return false;
    c->p++;
    e->kind = F_CUSTOM;
    for (const CmirCustomDirective *d = c->ctx->directives; d && d->name; d++)
      if (strlen(d->name) == n && !strncmp(d->name, s, n))
        e->custom = d;
    if (!e->custom)
      return false;
    skip_ws(c);
    if (*c->p++ != '(')
      return false;
    for (;;) {
      skip_ws(c);
      if (*c->p == ')') {
        c->p++;
        break;
      }
      FVar v;
      bool is_type = !strncmp(c->p, "type(", 5);
      if (is_type)
        c->p += 5;
      if (!parse_var_ref(c, &v) || e->nargs >= 6)
        return false;
      if (is_type) {
        skip_ws(c);
        if (*c->p++ != ')')
          return false;
        v.kind = v.kind == CMIR_FMT_OPERAND ? CMIR_FMT_TYPE_OF_OPERAND : CMIR_FMT_TYPE_OF_RESULT;
      }
      add_elide(c->fmt, &v, c->info);
      e->args[e->nargs].kind = v.kind;
      e->args[e->nargs].idx = v.idx;
      e->nargs++;
      skip_ws(c);
      if (*c->p == ',')
        c->p++;
    }
    return true;
  }
#undef STARTS
  return false;
}

static bool compile_list(Compiler *c, FElem **out, uint32_t *nout, char close) {
  CMIR_VEC(FElem) v = {0};
  for (;;) {
    skip_ws(c);
    if (*c->p == close) {
      if (close)
        c->p++;
      break;
    }
    if (!*c->p) {
      if (close) {
        cmir_vec_free(&v);
        return false;
      }
      break;
    }
    FElem e;
    if (!compile_elem(c, &e)) {
      cmir_vec_free(&v);
      return false;
    }
    skip_ws(c);
    if (*c->p == '^') {
      c->p++;
      e.anchor = -2; /* marks the anchor for the enclosing group */
    }
    cmir_vec_push(&v, e);
  }
  *out = v.data;
  *nout = v.len;
  return true;
}

/* Type classes of `is(...)` rules, by MLIR's C++ class names. */
static const char *const type_classes[] = {"MemRefType", "BaseMemRefType", "IntegerType",
                                           "IndexType",  "FloatType",      "TensorType",
                                           "RankedTensorType", "VectorType", "FunctionType",
                                           NULL};

static bool type_in_class(uint8_t cls, const CmirType *t) {
  switch (cls) {
  case 0:
    return t->kind == CMIR_TYPE_MEMREF;
  case 1:
    return t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_UNRANKED_MEMREF;
  case 2:
    return t->kind == CMIR_TYPE_INTEGER;
  case 3:
    return t->kind == CMIR_TYPE_INDEX;
  case 4:
    return t->kind == CMIR_TYPE_FLOAT;
  case 5:
    return t->kind == CMIR_TYPE_TENSOR || t->kind == CMIR_TYPE_UNRANKED_TENSOR;
  case 6:
    return t->kind == CMIR_TYPE_TENSOR;
  case 7:
    return t->kind == CMIR_TYPE_VECTOR;
  default:
    return t->kind == CMIR_TYPE_FUNCTION;
  }
}

/* Type constraints of `must(...)` rules, by their ODS summaries (both of
 * scalars, vectors and tensors). */
static const char *const constraints[] = {"signless-integer-like", "floating-point-like", NULL};

static bool satisfies(uint8_t c, const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_TENSOR ||
      t->kind == CMIR_TYPE_UNRANKED_TENSOR)
    t = t->shaped.elem;
  return c == 0 ? cmir_type_is_signless_int(t, 0) || t->kind == CMIR_TYPE_INDEX
                : t->kind == CMIR_TYPE_FLOAT;
}

static bool compile_rules(Compiler *c, const char *spec) {
  CmirAsmFmt *f = c->fmt;
  const char *p = spec;
  while (p && *p) {
    while (*p == ' ' || *p == ';')
      p++;
    if (!*p)
      break;
    if (f->nrules >= 12)
      return false;
    Rule *r = &f->rules[f->nrules++];
    const char *s = p;
    while (*p && *p != '=')
      p++;
    if (!resolve_var(c->info, s, (size_t)(p - s), &r->target) || *p != '=')
      return false;
    s = ++p;
    while (*p && *p != ';')
      p++;
    size_t n = (size_t)(p - s);
    char buf[64];
    if (n >= sizeof buf)
      return false;
    memcpy(buf, s, n);
    buf[n] = 0;
    static const struct {
      const char *fn;
      RKind k;
    } fns[] = {{"elem(", R_ELEM}, {"i1like(", R_I1LIKE}, {"inputs(", R_INPUTS}, {"results(", R_RESULTS}};
    bool done = false;
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
      size_t fl = strlen(fns[i].fn);
      if (!strncmp(buf, fns[i].fn, fl)) {
        r->kind = fns[i].k;
        size_t an = strlen(buf + fl);
        if (!an || buf[fl + an - 1] != ')' || !resolve_var(c->info, buf + fl, an - 1, &r->src))
          return false;
        done = true;
      }
    }
    if (done)
      continue;
    if (!strncmp(buf, "must(", 5) && n > 6 && buf[n - 1] == ')') {
      /* must(constraint): checked when the types feed a transformer rule. */
      r->kind = R_MUST;
      buf[n - 1] = 0;
      for (r->cls = 0; constraints[r->cls] && strcmp(constraints[r->cls], buf + 5); r->cls++)
        ;
      if (!constraints[r->cls])
        return false;
      continue;
    }
    if (!strncmp(buf, "is(", 3) && n > 4 && buf[n - 1] == ')') {
      /* is(MemRefType): the spelled type must be of that C++ class. */
      r->kind = R_CLASS;
      buf[n - 1] = 0;
      for (r->cls = 0; type_classes[r->cls] && strcmp(type_classes[r->cls], buf + 3); r->cls++)
        ;
      if (!type_classes[r->cls])
        return false;
      continue;
    }
    /* `index=index`: a group named like a type is the type. */
    if (resolve_var(c->info, buf, n, &r->src) &&
        (r->src.kind != r->target.kind || r->src.idx != r->target.idx)) {
      r->kind = R_SAME;
      continue;
    }
    r->kind = R_TYPE;
    r->type = cmir_parse_type_str(c->ctx, buf);
    if (!r->type)
      return false;
  }
  return true;
}

CmirAsmFmt *cmir_asmfmt_compile(CmirContext *ctx, const CmirOpInfo *info, const char *text) {
  CmirAsmFmt *f = cmir_xcalloc(1, sizeof *f);
  Compiler c = {ctx, info, text, f, false};
  if (!compile_list(&c, &f->elems, &f->n, 0) || !compile_rules(&c, info->def->types)) {
    cmir_asmfmt_free(f);
    return NULL;
  }
  if (info->opnd_seg_name)
    f->elide[f->nelide++] = info->opnd_seg_name->str;
  f->elide[f->nelide] = NULL;
  return f;
}

static void free_elems(FElem *e, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (e[i].kind == F_OPT)
      free_elems(e[i].kids, e[i].nkids);
  free(e);
}

void cmir_asmfmt_free(CmirAsmFmt *f) {
  if (!f)
    return;
  free_elems(f->elems, f->n);
  free(f);
}

/* ---- printing ---- */

/* The layout of the op being printed is computed once, not per group
 * (measured: 2% of printing a 10k-op module). The key includes everything
 * the layout depends on. */
static _Thread_local struct {
  const CmirOp *op;
  const CmirOpInfo *info;
  const CmirAttr *props;
  uint32_t nopnds;
  bool ok;
  uint32_t start[CMIR_MAX_GROUPS], count[CMIR_MAX_GROUPS];
} layout_cache;

void cmir_fmt_group(CmirOp *op, int g, uint32_t *start, uint32_t *n) {
  if (g < 0) {
    *start = 0;
    *n = op->nopnds;
    return;
  }
  if (op->info->fixed_operands) {
    cmir_op_operand_group(op, (uint32_t)g, start, n); /* already constant time */
    return;
  }
  if (layout_cache.op != op || layout_cache.info != op->info ||
      layout_cache.props != op->props || layout_cache.nopnds != op->nopnds) {
    layout_cache.op = op;
    layout_cache.info = op->info;
    layout_cache.props = op->props;
    layout_cache.nopnds = op->nopnds;
    layout_cache.ok = cmir_op_group_layout(op->info, op->nopnds, op->props, layout_cache.start,
                                           layout_cache.count);
  }
  if (!layout_cache.ok || (uint32_t)g >= op->info->nopnd_groups) {
    *start = 0;
    *n = 0;
    return;
  }
  *start = layout_cache.start[g];
  *n = layout_cache.count[g];
}

/* Result groups: only the last group may be variadic. */
static void result_group(CmirOp *op, int g, uint32_t *start, uint32_t *n) {
  const CmirOpInfo *info = op->info;
  if (g < 0) {
    *start = 0;
    *n = op->nresults;
    return;
  }
  uint32_t fixed = 0;
  for (int i = 0; i < info->nres_groups; i++)
    if (info->results[i].kind == CMIR_GROUP_SINGLE)
      fixed++;
  uint32_t at = 0;
  for (int i = 0; i < info->nres_groups; i++) {
    uint32_t cnt = info->results[i].kind == CMIR_GROUP_SINGLE ? 1 : op->nresults - fixed;
    if (i == g) {
      *start = at;
      *n = at + cnt <= op->nresults ? cnt : 0;
      return;
    }
    at += cnt;
  }
  *start = 0;
  *n = 0;
}

static const CmirAttr *prop_of(CmirOp *op, int idx) {
  return cmir_dict_get(op->props, op->info->props[idx].name);
}

static bool var_present(CmirOp *op, const FVar *v) {
  uint32_t s, n;
  switch (v->kind) {
  case CMIR_FMT_OPERAND:
  case CMIR_FMT_TYPE_OF_OPERAND:
    cmir_fmt_group(op, v->idx, &s, &n);
    return n > 0;
  case CMIR_FMT_RESULT:
  case CMIR_FMT_TYPE_OF_RESULT:
    result_group(op, v->idx, &s, &n);
    return n > 0;
  case CMIR_FMT_PROP: {
    const CmirAttr *a = prop_of(op, v->idx);
    if (!a)
      a = cmir_dict_get(op->attrs, op->info->props[v->idx].name);
    if (!a)
      return false;
    const CmirAttr *d = op->info->props[v->idx].dflt;
    if (d && a == d)
      return false;
    if (a == op->info->ctx->false_attr && op->info->props[v->idx].optional)
      return false;
    return true;
  }
  case CMIR_FMT_REGION:
    return cmir_op_regions(op)[v->idx].first != NULL;
  case CMIR_FMT_SUCC:
    return true;
  }
  return false;
}

static void print_types_of(CmirPrinter *pr, CmirOp *op, const FVar *v) {
  uint32_t s, n;
  if (v->kind == CMIR_FMT_OPERAND || v->kind == CMIR_FMT_TYPE_OF_OPERAND) {
    cmir_fmt_group(op, v->idx, &s, &n);
    cmir_printer_operand_types(pr, op->opnds + s, n);
  } else {
    result_group(op, v->idx, &s, &n);
    cmir_printer_types(pr, op->results + s, n);
  }
}

static void print_var(CmirPrinter *pr, CmirOp *op, const FVar *v) {
  uint32_t s, n;
  switch (v->kind) {
  case CMIR_FMT_OPERAND:
    cmir_fmt_group(op, v->idx, &s, &n);
    cmir_printer_values(pr, op->opnds + s, n);
    return;
  case CMIR_FMT_PROP: {
    const CmirAttr *a = prop_of(op, v->idx);
    if (!a)
      a = cmir_dict_get(op->attrs, op->info->props[v->idx].name);
    if (!a)
      return;
    if (a->kind == CMIR_ATTR_ENUM) {
      cmir_sb_putc(pr->out, '<');
      cmir_printer_enum_value(pr, a->en.def, a->en.value);
      cmir_sb_putc(pr->out, '>');
      return;
    }
    if (op->info->props[v->idx].kind == CMIR_PROP_I64 && a->kind == CMIR_ATTR_INTEGER) {
      cmir_sb_printf(pr->out, "%lld", (long long)a->i.v);
      return;
    }
    cmir_printer_attr(pr, a);
    return;
  }
  case CMIR_FMT_REGION:
    cmir_printer_region(pr, &cmir_op_regions(op)[v->idx], true, true);
    return;
  case CMIR_FMT_SUCC:
    cmir_printer_block_name(pr, cmir_op_succs(op)[v->idx].block);
    return;
  default:
    print_types_of(pr, op, v);
    return;
  }
}

typedef struct SpaceState {
  bool emit;       /* shouldEmitSpace */
  bool last_punct; /* lastWasPunctuation */
} SpaceState;

static bool space_before_literal(const char *lit, bool last_punct) {
  size_t n = strlen(lit);
  if (n != 1 && strcmp(lit, "->") != 0)
    return true;
  if (last_punct)
    return !strchr(">)}],", lit[0]);
  return !strchr("<>(){}[],", lit[0]);
}

static void print_elems(CmirPrinter *pr, CmirOp *op, const CmirAsmFmt *f, const FElem *e,
                        uint32_t n, SpaceState *ss, bool really);

static void print_elem(CmirPrinter *pr, CmirOp *op, const CmirAsmFmt *f, const FElem *e,
                       SpaceState *ss, bool really) {
  CmirStrBuf *o = pr->out;
  switch ((FKind)e->kind) {
  case F_LIT:
    if (really) {
      if (ss->emit && space_before_literal(e->lit, ss->last_punct))
        cmir_sb_putc(o, ' ');
      cmir_sb_puts(o, e->lit);
    }
    ss->emit = strlen(e->lit) != 1 || !strchr("<({[", e->lit[0]);
    ss->last_punct = e->lit[0] != '_' && !((e->lit[0] >= 'a' && e->lit[0] <= 'z') ||
                                           (e->lit[0] >= 'A' && e->lit[0] <= 'Z'));
    return;
  case F_SPACE:
    ss->last_punct = true;
    ss->emit = false;
    return;
  case F_ATTRDICT:
  case F_ATTRDICT_KW:
    if (really)
      cmir_printer_attr_dict(pr, op, f->elide, e->kind == F_ATTRDICT_KW);
    ss->last_punct = false;
    return;
  case F_OPT: {
    bool present = var_present(op, &e->kids[e->anchor].var);
    if (e->kids[e->anchor].kind == F_CUSTOM) {
      FVar av = {e->kids[e->anchor].args[0].kind, e->kids[e->anchor].args[0].idx};
      present = var_present(op, &av);
    }
    print_elems(pr, op, f, e->kids, e->nkids, ss, really && present);
    return;
  }
  default:
    break;
  }
  /* A unit-attribute anchor is not printed itself. */
  if (really) {
    if (ss->emit || !ss->last_punct)
      cmir_sb_putc(o, ' ');
    switch ((FKind)e->kind) {
    case F_VAR:
      if (!(e->var.kind == CMIR_FMT_PROP && prop_of(op, e->var.idx) &&
            prop_of(op, e->var.idx)->kind == CMIR_ATTR_UNIT))
        print_var(pr, op, &e->var);
      break;
    case F_TYPE:
      print_types_of(pr, op, &e->var);
      break;
    case F_FUNCTYPE: {
      cmir_sb_putc(o, '(');
      print_types_of(pr, op, &e->var);
      cmir_sb_puts(o, ") -> ");
      uint32_t s, n;
      result_group(op, e->var2.idx, &s, &n);
      if (n == 1 && op->results[s].type->kind != CMIR_TYPE_FUNCTION) {
        cmir_printer_type(pr, op->results[s].type);
      } else {
        cmir_sb_putc(o, '(');
        cmir_printer_types(pr, op->results + s, n);
        cmir_sb_putc(o, ')');
      }
      break;
    }
    case F_CUSTOM:
      e->custom->print(pr, op, e->args, e->nargs);
      break;
    default:
      break;
    }
  }
  ss->last_punct = false;
  ss->emit = true;
}

static void print_elems(CmirPrinter *pr, CmirOp *op, const CmirAsmFmt *f, const FElem *e,
                        uint32_t n, SpaceState *ss, bool really) {
  for (uint32_t i = 0; i < n; i++) {
    /* A unit anchor inside its own group prints nothing and no space. */
    if (e[i].kind == F_VAR && e[i].var.kind == CMIR_FMT_PROP) {
      const CmirAttr *a = prop_of(op, e[i].var.idx);
      if (!a)
        a = cmir_dict_get(op->attrs, op->info->props[e[i].var.idx].name);
      if (a && a->kind == CMIR_ATTR_UNIT)
        continue;
    }
    print_elem(pr, op, f, &e[i], ss, really);
  }
}

void cmir_asmfmt_print(CmirPrinter *pr, CmirOp *op) {
  const CmirAsmFmt *f = op->info->fmt;
  SpaceState ss = {true, false};
  print_elems(pr, op, f, f->elems, f->n, &ss, true);
}

/* ---- parsing ---- */

struct CmirFmtParseState {
  CmirOpState *st;
  const CmirOpInfo *info;
  CmirUnresolvedVec ops[CMIR_MAX_GROUPS];
  CmirTypeVec otypes[CMIR_MAX_GROUPS];
  bool oknown[CMIR_MAX_GROUPS];
  CmirTypeVec rtypes[CMIR_MAX_GROUPS];
  bool rknown[CMIR_MAX_GROUPS];
  CmirRegion *regions[4];
  CmirBlock *succs[4];
  CmirTypeVec all_otypes; /* type(operands) */
  bool all_oknown;
  bool all_rknown; /* type(results): rtypes[0] holds every result type */
};

CmirOpState *cmir_fmt_state(CmirFmtParseState *fs) { return fs->st; }

CmirStatus cmir_fmt_add_operand(CmirFmtParseState *fs, int group, const CmirUnresolved *u) {
  cmir_vec_push(&fs->ops[group], *u);
  return CMIR_OK;
}

void cmir_fmt_set_prop(CmirFmtParseState *fs, int prop, const CmirAttr *value) {
  fs->st->props = cmir_dict_set(fs->st->ctx, fs->st->props, fs->info->props[prop].name, value);
}

static CmirTok punct_tok(const char *lit) {
  static const struct {
    const char *s;
    CmirTok t;
  } m[] = {{"(", TOK_LPAREN}, {")", TOK_RPAREN}, {"[", TOK_LSQUARE}, {"]", TOK_RSQUARE},
           {"{", TOK_LBRACE}, {"}", TOK_RBRACE}, {"<", TOK_LESS},    {">", TOK_GREATER},
           {",", TOK_COMMA},  {":", TOK_COLON},  {"=", TOK_EQUAL},   {"->", TOK_ARROW},
           {"*", TOK_STAR},   {"+", TOK_PLUS},   {"?", TOK_QUESTION}, {"-", TOK_MINUS},
           {"...", TOK_ELLIPSIS}, {"::", TOK_DCOLON}, {"|", TOK_VBAR}};
  for (size_t i = 0; i < sizeof m / sizeof m[0]; i++)
    if (!strcmp(m[i].s, lit))
      return m[i].t;
  return TOK_ERROR;
}

static bool is_keyword_lit(const char *lit) {
  return (lit[0] >= 'a' && lit[0] <= 'z') || (lit[0] >= 'A' && lit[0] <= 'Z') || lit[0] == '_';
}

static bool at_literal(CmirParser *p, const FElem *e) {
  if (e->lit_kw)
    return cmir_parser_is_keyword(p, e->lit);
  return p->tok.kind == (CmirTok)e->lit_tok;
}

static CmirStatus parse_literal(CmirParser *p, const FElem *e) {
  if (e->lit_kw)
    return cmir_parser_expect_keyword(p, e->lit);
  if (cmir_parser_consume_if(p, (CmirTok)e->lit_tok))
    return CMIR_OK;
  char what[24];
  snprintf(what, sizeof what, "'%s'", e->lit);
  return cmir_parser_expect(p, (CmirTok)e->lit_tok, what);
}

/* Types of a group of the given CmirGroupKind: one type; an optional one
 * (parseOptionalType); or a variadic list, which like MLIR's parseTypeList
 * holds at least one type. */
static CmirStatus parse_type_group(CmirParser *p, CmirTypeVec *out, uint8_t kind) {
  if (kind == CMIR_GROUP_OPTIONAL && !cmir_parser_at_type(p))
    return CMIR_OK;
  if (kind != CMIR_GROUP_VARIADIC) {
    const CmirType *t = cmir_parser_type(p);
    if (!t)
      return CMIR_FAIL;
    cmir_vec_push(out, t);
    return CMIR_OK;
  }
  do {
    const CmirType *t = cmir_parser_type(p);
    if (!t)
      return CMIR_FAIL;
    cmir_vec_push(out, t);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  return CMIR_OK;
}

static bool group_variadic(const CmirGroup *g) { return g->kind != CMIR_GROUP_SINGLE; }

/* `is(Class)` rules: types spelled for group idx since `from` must be of
 * the class, as MLIR's parseType<MemRefType> demands. */
static CmirStatus check_classes(CmirParser *p, CmirFmtParseState *fs, uint8_t kind, int idx,
                                const CmirTypeVec *tv, uint32_t from, const char *pos) {
  const CmirAsmFmt *f = fs->info->fmt;
  for (uint32_t k = 0; k < f->nrules; k++) {
    const Rule *r = &f->rules[k];
    if (r->kind != R_CLASS || r->target.kind != kind || r->target.idx != idx)
      continue;
    for (uint32_t i = from; i < tv->len; i++)
      if (!type_in_class(r->cls, tv->data[i]))
        return cmir_parser_error_at(p, pos, "invalid kind of type specified");
  }
  return CMIR_OK;
}

static CmirStatus parse_types_for(CmirParser *p, CmirFmtParseState *fs, const FVar *v) {
  const char *pos = p->tok.s;
  if (v->kind == CMIR_FMT_OPERAND || v->kind == CMIR_FMT_TYPE_OF_OPERAND) {
    if (v->idx < 0) {
      fs->all_oknown = true;
      return parse_type_group(p, &fs->all_otypes, CMIR_GROUP_VARIADIC);
    }
    fs->oknown[v->idx] = true;
    uint32_t from = fs->otypes[v->idx].len;
    if (parse_type_group(p, &fs->otypes[v->idx], fs->info->opnds[v->idx].kind))
      return CMIR_FAIL;
    return check_classes(p, fs, CMIR_FMT_OPERAND, v->idx, &fs->otypes[v->idx], from, pos);
  }
  if (v->idx < 0) {
    /* type(results): all result groups, a flat list. */
    fs->rknown[0] = fs->all_rknown = true;
    return parse_type_group(p, &fs->rtypes[0], CMIR_GROUP_VARIADIC);
  }
  fs->rknown[v->idx] = true;
  uint32_t from = fs->rtypes[v->idx].len;
  if (parse_type_group(p, &fs->rtypes[v->idx], fs->info->results[v->idx].kind))
    return CMIR_FAIL;
  return check_classes(p, fs, CMIR_FMT_RESULT, v->idx, &fs->rtypes[v->idx], from, pos);
}

static CmirStatus parse_var(CmirParser *p, CmirFmtParseState *fs, const FVar *v) {
  switch (v->kind) {
  case CMIR_FMT_OPERAND: {
    const CmirGroup *g = &fs->info->opnds[v->idx < 0 ? 0 : v->idx];
    if (v->idx >= 0 && !group_variadic(g)) {
      CmirUnresolved u;
      if (cmir_parser_operand(p, &u))
        return CMIR_FAIL;
      cmir_vec_push(&fs->ops[v->idx], u);
      return CMIR_OK;
    }
    return cmir_parser_operand_list(p, &fs->ops[v->idx < 0 ? 0 : v->idx], false);
  }
  case CMIR_FMT_PROP: {
    const CmirPropDef *pd = &fs->info->props[v->idx];
    const CmirAttr *a;
    const char *pos = p->tok.s;
    if (pd->en && pd->kind != CMIR_PROP_I64_ENUM && pd->kind != CMIR_PROP_I32_ENUM)
      a = cmir_parser_enum(p, pd->en);
    else
      a = cmir_parser_attr(p, NULL);
    if (!a)
      return CMIR_FAIL;
    if (!cmir_prop_storable(pd, a)) /* AsmParser::parseAttribute<AttrType> */
      return cmir_parser_error_at(p, pos, "invalid kind of attribute specified");
    cmir_fmt_set_prop(fs, v->idx, a);
    return CMIR_OK;
  }
  case CMIR_FMT_REGION: {
    CmirRegion *r = cmir_region_create();
    fs->regions[v->idx] = r;
    return cmir_parser_op_region(p, fs->st, r, NULL, 0, false);
  }
  case CMIR_FMT_SUCC:
    return cmir_parser_successor(p, &fs->succs[v->idx]);
  default:
    return parse_types_for(p, fs, v);
  }
}

/* Can the optional group start here? Decided by its first element. */
static bool group_starts(CmirParser *p, CmirFmtParseState *fs, const FElem *e) {
  switch ((FKind)e->kind) {
  case F_LIT:
    return at_literal(p, e);
  case F_VAR:
    switch (e->var.kind) {
    case CMIR_FMT_OPERAND:
      return cmir_parser_at_operand(p);
    case CMIR_FMT_REGION:
      return cmir_parser_at_region(p);
    case CMIR_FMT_SUCC:
      return p->tok.kind == TOK_CARET;
    case CMIR_FMT_PROP: {
      const CmirPropDef *pd = &fs->info->props[e->var.idx];
      if (pd->en)
        return p->tok.kind == TOK_LESS;
      return p->tok.kind != TOK_COLON && p->tok.kind != TOK_LBRACE &&
             p->tok.kind != TOK_EOF && p->tok.kind != TOK_RPAREN &&
             p->tok.kind != TOK_EQUAL;
    }
    default:
      return false;
    }
  case F_TYPE:
    return cmir_parser_at_type(p);
  case F_CUSTOM:
    return true; /* the directive itself parses nothing when absent */
  default:
    return false;
  }
}

static CmirStatus parse_elems(CmirParser *p, CmirFmtParseState *fs, const FElem *e, uint32_t n);

static CmirStatus parse_elem(CmirParser *p, CmirFmtParseState *fs, const FElem *e) {
  switch ((FKind)e->kind) {
  case F_LIT:
    return parse_literal(p, e);
  case F_SPACE:
    return CMIR_OK;
  case F_VAR:
    return parse_var(p, fs, &e->var);
  case F_TYPE:
    return parse_types_for(p, fs, &e->var);
  case F_FUNCTYPE: {
    if (p->tok.kind != TOK_LPAREN) {
      /* parseType(FunctionType &): any other type is of the wrong kind. */
      const char *tpos = p->tok.s;
      if (!cmir_parser_type(p))
        return CMIR_FAIL;
      return cmir_parser_error_at(p, tpos, "invalid kind of type specified");
    }
    if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
      return CMIR_FAIL;
    CmirTypeVec in = {0};
    if (!cmir_parser_consume_if(p, TOK_RPAREN)) {
      do {
        const CmirType *t = cmir_parser_type(p);
        if (!t) {
          cmir_vec_free(&in);
          return CMIR_FAIL;
        }
        cmir_vec_push(&in, t);
      } while (cmir_parser_consume_if(p, TOK_COMMA));
      if (cmir_parser_expect(p, TOK_RPAREN, "')'")) {
        cmir_vec_free(&in);
        return CMIR_FAIL;
      }
    }
    if (e->var.idx < 0) {
      fs->all_oknown = true;
      for (uint32_t i = 0; i < in.len; i++)
        cmir_vec_push(&fs->all_otypes, in.data[i]);
    } else {
      fs->oknown[e->var.idx] = true;
      for (uint32_t i = 0; i < in.len; i++)
        cmir_vec_push(&fs->otypes[e->var.idx], in.data[i]);
    }
    cmir_vec_free(&in);
    if (cmir_parser_expect(p, TOK_ARROW, "'->'"))
      return CMIR_FAIL;
    int ri = e->var2.idx < 0 ? 0 : e->var2.idx;
    fs->rknown[ri] = true;
    return cmir_parser_result_types(p, &fs->rtypes[ri]);
  }
  case F_ATTRDICT:
    return cmir_parser_opt_attr_dict(p, fs->st);
  case F_ATTRDICT_KW:
    return cmir_parser_opt_attr_dict_with_keyword(p, fs->st);
  case F_OPT: {
    const FElem *first = e->kids; /* `` spacing is not the group's start */
    while (first->kind == F_SPACE && first + 1 < e->kids + e->nkids)
      first++;
    if (!group_starts(p, fs, first))
      return CMIR_OK;
    const FElem *anchor = &e->kids[e->anchor];
    if (anchor->kind == F_VAR && anchor->var.kind == CMIR_FMT_PROP &&
        fs->info->props[anchor->var.idx].unit) {
      /* Unit attribute anchor: present because the group is. */
      cmir_fmt_set_prop(fs, anchor->var.idx, fs->st->ctx->unit);
      for (uint32_t i = 0; i < e->nkids; i++)
        if (&e->kids[i] != anchor && parse_elem(p, fs, &e->kids[i]))
          return CMIR_FAIL;
      return CMIR_OK;
    }
    return parse_elems(p, fs, e->kids, e->nkids);
  }
  case F_CUSTOM:
    return e->custom->parse(p, fs, e->args, e->nargs);
  }
  return CMIR_FAIL;
}

static CmirStatus parse_elems(CmirParser *p, CmirFmtParseState *fs, const FElem *e, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (parse_elem(p, fs, &e[i]))
      return CMIR_FAIL;
  return CMIR_OK;
}

/* ---- type resolution ---- */

static CmirTypeVec *types_of(CmirFmtParseState *fs, const FVar *v, bool **known) {
  if (v->kind == CMIR_FMT_OPERAND) {
    if (v->idx < 0) {
      *known = &fs->all_oknown;
      return &fs->all_otypes;
    }
    *known = &fs->oknown[v->idx];
    return &fs->otypes[v->idx];
  }
  int i = v->idx < 0 ? 0 : v->idx;
  *known = &fs->rknown[i];
  return &fs->rtypes[i];
}

static const CmirType *i1_like(CmirContext *ctx, const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR)
    return cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, t->shaped.scalable, ctx->i1);
  if (t->kind == CMIR_TYPE_TENSOR)
    return cmir_type_tensor(ctx, t->shaped.rank, t->shaped.shape, ctx->i1, t->shaped.extra);
  if (t->kind == CMIR_TYPE_UNRANKED_TENSOR)
    return cmir_type_unranked_tensor(ctx, ctx->i1);
  return ctx->i1;
}

/* Types that feed a transformer (elem, i1like, inputs, results) must meet
 * their variable's constraint; MLIR's generated parser checks this before
 * resolving types and reports it at the op name. */
static CmirStatus check_transformed(CmirParser *p, CmirFmtParseState *fs, const CmirAsmFmt *f) {
  for (uint32_t k = 0; k < f->nrules; k++) {
    const Rule *r = &f->rules[k];
    if (r->kind != R_ELEM && r->kind != R_I1LIKE && r->kind != R_INPUTS && r->kind != R_RESULTS)
      continue;
    for (uint32_t m = 0; m < f->nrules; m++) {
      const Rule *c = &f->rules[m];
      if (c->kind != R_MUST || c->target.kind != r->src.kind || c->target.idx != r->src.idx)
        continue;
      bool *known;
      CmirTypeVec *tv = types_of(fs, &r->src, &known);
      for (uint32_t i = 0; *known && i < tv->len; i++) {
        if (satisfies(c->cls, tv->data[i]))
          continue;
        const CmirGroup *g = r->src.kind == CMIR_FMT_OPERAND ? &fs->info->opnds[r->src.idx]
                                                             : &fs->info->results[r->src.idx];
        char *ts = cmir_type_str(tv->data[i]);
        cmir_parser_error_loc(p, fs->st->loc, "'%s' must be %s, but got '%s'", g->name->str,
                              constraints[c->cls], ts);
        free(ts);
        return CMIR_FAIL;
      }
    }
  }
  return CMIR_OK;
}

static CmirStatus apply_rules(CmirParser *p, CmirFmtParseState *fs, const CmirAsmFmt *f) {
  CmirContext *ctx = p->ctx;
  if (check_transformed(p, fs, f))
    return CMIR_FAIL;
  /* SameOperandsAndResultType: everything gets the one spelled type. */
  if (fs->info->traits & CMIR_TRAIT_SAME_TYPE) {
    const CmirType *t = NULL;
    for (int i = 0; i < fs->info->nres_groups && !t; i++)
      if (fs->rknown[i] && fs->rtypes[i].len)
        t = fs->rtypes[i].data[0];
    for (int i = 0; i < fs->info->nopnd_groups && !t; i++)
      if (fs->oknown[i] && fs->otypes[i].len)
        t = fs->otypes[i].data[0];
    if (t) {
      for (int i = 0; i < fs->info->nres_groups; i++)
        if (!fs->rknown[i]) {
          fs->rknown[i] = true;
          cmir_vec_push(&fs->rtypes[i], t);
        }
      for (int i = 0; i < fs->info->nopnd_groups; i++)
        if (!fs->oknown[i]) {
          fs->oknown[i] = true;
          cmir_vec_push(&fs->otypes[i], t);
        }
    }
  }
  for (int round = 0; round < 3; round++) {
    for (uint32_t k = 0; k < f->nrules; k++) {
      const Rule *r = &f->rules[k];
      bool *tk;
      CmirTypeVec *tv = types_of(fs, &r->target, &tk);
      if (*tk)
        continue;
      if (r->kind == R_CLASS || r->kind == R_MUST)
        continue;
      if (r->kind == R_TYPE) {
        *tk = true;
        cmir_vec_push(tv, r->type);
        continue;
      }
      bool *sk;
      CmirTypeVec *sv = types_of(fs, &r->src, &sk);
      if (!*sk || !sv->len)
        continue;
      const CmirType *s = sv->data[0];
      *tk = true;
      switch ((RKind)r->kind) {
      case R_SAME:
        for (uint32_t i = 0; i < sv->len; i++)
          cmir_vec_push(tv, sv->data[i]);
        break;
      case R_ELEM:
        if (!cmir_type_is_shaped(s))
          return cmir_parser_error(p, "expected a shaped type");
        cmir_vec_push(tv, s->shaped.elem);
        break;
      case R_I1LIKE:
        cmir_vec_push(tv, i1_like(ctx, s));
        break;
      case R_INPUTS:
      case R_RESULTS:
        if (s->kind != CMIR_TYPE_FUNCTION)
          return cmir_parser_error(p, "expected function type");
        if (r->kind == R_INPUTS)
          for (uint32_t i = 0; i < s->fn.nin; i++)
            cmir_vec_push(tv, s->fn.types[i]);
        else
          for (uint32_t i = 0; i < s->fn.nres; i++)
            cmir_vec_push(tv, s->fn.types[s->fn.nin + i]);
        break;
      default:
        break;
      }
    }
  }
  return CMIR_OK;
}

static CmirStatus finish(CmirParser *p, CmirFmtParseState *fs, const CmirAsmFmt *f) {
  CmirOpState *st = fs->st;
  const CmirOpInfo *info = fs->info;
  bool spelled[CMIR_MAX_GROUPS]; /* operand types written out, not inferred */
  memcpy(spelled, fs->oknown, sizeof spelled);
  if (apply_rules(p, fs, f))
    return CMIR_FAIL;
  /* Operands, group by group. */
  uint32_t seg[CMIR_MAX_GROUPS];
  if (fs->all_oknown) {
    /* type(operands) / functional-type(operands, ...): one flat list. */
    CmirUnresolvedVec all = {0};
    for (int g = 0; g < info->nopnd_groups; g++) {
      seg[g] = fs->ops[g].len;
      for (uint32_t i = 0; i < fs->ops[g].len; i++)
        cmir_vec_push(&all, fs->ops[g].data[i]);
    }
    if (all.len != fs->all_otypes.len) {
      cmir_parser_error_at(p, all.len ? all.data[0].pos : p->tok.s,
                           "%u operands present, but expected %u", all.len, fs->all_otypes.len);
      cmir_vec_free(&all);
      return CMIR_FAIL;
    }
    CmirStatus rc = cmir_parser_resolve_into(p, st, &all, fs->all_otypes.data, all.len);
    cmir_vec_free(&all);
    if (rc)
      return CMIR_FAIL;
  } else {
    for (int g = 0; g < info->nopnd_groups; g++) {
      seg[g] = fs->ops[g].len;
      if (!fs->ops[g].len)
        continue;
      if (!fs->oknown[g] || !fs->otypes[g].len)
        return cmir_parser_error(p, "cannot infer the type of operand group '%s'",
                                 info->opnds[g].name->str);
      uint32_t nt = fs->otypes[g].len;
      /* An inferred type may stand for every operand of the group. */
      if (nt != fs->ops[g].len && (nt != 1 || spelled[g]))
        return cmir_parser_error_at(p, fs->ops[g].data[0].pos,
                                    "%u operands present, but expected %u", fs->ops[g].len, nt);
      if (nt == 1 && fs->ops[g].len > 1 && group_variadic(&info->opnds[g]) &&
          fs->oknown[g] && !(info->traits & CMIR_TRAIT_SAME_TYPE)) {
        /* A single spelled type for several operands only comes from rules. */
      }
      if (cmir_parser_resolve_into(p, st, &fs->ops[g], fs->otypes[g].data, nt))
        return CMIR_FAIL;
    }
  }
  for (int g = 0; g < info->nres_groups || (g == 0 && fs->rknown[0]); g++) {
    if (!fs->rknown[g]) {
      if (info->results[g].kind == CMIR_GROUP_SINGLE)
        return cmir_parser_error(p, "cannot infer the type of result '%s'",
                                 info->results[g].name->str);
      continue;
    }
    for (uint32_t i = 0; i < fs->rtypes[g].len; i++)
      cmir_opstate_add_result(st, fs->rtypes[g].data[i]);
    if (g + 1 >= info->nres_groups || fs->all_rknown)
      break;
  }
  for (int r = 0; r < info->nregion_groups; r++) {
    CmirRegion *reg = fs->regions[r];
    if (!reg)
      reg = cmir_region_create();
    fs->regions[r] = NULL;
    if (st->nregions == st->region_cap) {
      st->region_cap = st->region_cap ? st->region_cap * 2 : 4;
      st->regions = cmir_xrealloc(st->regions, sizeof(*st->regions) * st->region_cap);
    }
    st->regions[st->nregions++] = reg;
  }
  for (int s = 0; s < info->nsucc_groups; s++)
    if (fs->succs[s])
      cmir_opstate_add_successor(st, fs->succs[s]);
  cmir_opstate_finalize_props(st, seg, info->nopnd_groups);
  return CMIR_OK;
}

/* The format engine's vectors are reused across ops (one set per nesting
 * level, since a format may parse a region): measured on a 10k-op module,
 * their malloc/free pairs were ~10% of parsing. */
struct CmirFmtCache {
  CmirUnresolvedVec ops[CMIR_MAX_GROUPS];
  CmirTypeVec otypes[CMIR_MAX_GROUPS];
  CmirTypeVec rtypes[CMIR_MAX_GROUPS];
  CmirTypeVec all_otypes;
};

void cmir_asmfmt_cache_free(CmirParser *p) {
  for (uint32_t d = 0; d < p->fmt_cache_cap; d++) {
    struct CmirFmtCache *c = &p->fmt_cache[d];
    for (int i = 0; i < CMIR_MAX_GROUPS; i++) {
      cmir_vec_free(&c->ops[i]);
      cmir_vec_free(&c->otypes[i]);
      cmir_vec_free(&c->rtypes[i]);
    }
    cmir_vec_free(&c->all_otypes);
  }
  free(p->fmt_cache);
  p->fmt_cache = NULL;
  p->fmt_cache_cap = p->fmt_depth = 0;
}

CmirStatus cmir_asmfmt_parse(CmirParser *p, CmirOpState *st) {
  const CmirAsmFmt *f = st->info->fmt;
  CmirFmtParseState fs;
  /* Clear only the groups this op has (measured: a full clear of the
   * ~800-byte state was 7% of parsing a 100k-op module). */
  int ngroups = st->info->nopnd_groups > st->info->nres_groups ? st->info->nopnd_groups
                                                                : st->info->nres_groups;
  if (ngroups == 0)
    ngroups = 1;
  if (p->fmt_depth == p->fmt_cache_cap) {
    uint32_t cap = p->fmt_cache_cap ? p->fmt_cache_cap * 2 : 4;
    p->fmt_cache = cmir_xrealloc(p->fmt_cache, sizeof(*p->fmt_cache) * cap);
    memset(p->fmt_cache + p->fmt_cache_cap, 0, sizeof(*p->fmt_cache) * (cap - p->fmt_cache_cap));
    p->fmt_cache_cap = cap;
  }
  uint32_t level = p->fmt_depth++;
  struct CmirFmtCache *c = &p->fmt_cache[level];
  for (int i = 0; i < ngroups; i++) {
    fs.ops[i] = c->ops[i];
    fs.ops[i].len = 0;
    fs.otypes[i] = c->otypes[i];
    fs.otypes[i].len = 0;
    fs.rtypes[i] = c->rtypes[i];
    fs.rtypes[i].len = 0;
  }
  fs.all_otypes = c->all_otypes;
  fs.all_otypes.len = 0;
  memset(fs.oknown, 0, sizeof fs.oknown[0] * (size_t)ngroups);
  memset(fs.rknown, 0, sizeof fs.rknown[0] * (size_t)ngroups);
  memset(fs.regions, 0, sizeof fs.regions);
  memset(fs.succs, 0, sizeof fs.succs);
  fs.all_oknown = false;
  fs.all_rknown = false;
  fs.st = st;
  fs.info = st->info;
  CmirStatus rc = parse_elems(p, &fs, f->elems, f->n);
  if (!rc)
    rc = finish(p, &fs, f);
  /* Hand the (possibly grown) buffers back; the cache may have moved. */
  c = &p->fmt_cache[level];
  for (int i = 0; i < ngroups; i++) {
    c->ops[i] = fs.ops[i];
    c->otypes[i] = fs.otypes[i];
    c->rtypes[i] = fs.rtypes[i];
  }
  c->all_otypes = fs.all_otypes;
  p->fmt_depth--;
  for (int i = 0; i < 4; i++)
    if (fs.regions[i])
      cmir_region_destroy(fs.regions[i]);
  return rc;
}
