/* The printer's types, affine maps and sets, aliases (#map, #set, #loc),
 * attributes and locations, as mlir-opt-19 prints them. */
#include "support/float.h"
#include "text/printer.h"

#include <stdatomic.h>
#include <stdlib.h>

/* ---- types ---- */

static void print_dims(CmirPrinter *pr, const CmirType *t) {
  for (uint32_t i = 0; i < t->shaped.rank; i++) {
    bool sc = t->shaped.scalable && t->shaped.scalable[i];
    if (sc)
      cmir_sb_putc(pr->out, '[');
    if (t->shaped.shape[i] == CMIR_DYNAMIC)
      cmir_sb_putc(pr->out, '?');
    else
      cmir_sb_puti64(pr->out, t->shaped.shape[i]);
    if (sc)
      cmir_sb_putc(pr->out, ']');
    cmir_sb_putc(pr->out, 'x');
  }
}

static void print_attr_impl(CmirPrinter *pr, const CmirAttr *a, int elide_type);

/* The printer of the type kinds a dialect owns (the LLVM dialect's). Set for
 * the whole process, as types print without their context (cmir_type_str);
 * atomic, as threads may register contexts at once. */
static _Atomic(CmirDialectTypePrintFn) dialect_types;

void cmir_printer_set_dialect_types(CmirDialectTypePrintFn fn) {
  atomic_store_explicit(&dialect_types, fn, memory_order_relaxed);
}

/* An unregistered dialect's type or attribute: `!x.name<...>` when its
 * data reads as a pretty name, `!x<data>` otherwise. */
static void print_dialect_symbol(CmirStrBuf *o, char sigil, const CmirIdent *dialect,
                                 const char *data, size_t len) {
  cmir_sb_putc(o, sigil);
  cmir_sb_putn(o, dialect->str, dialect->len);
  bool pretty = cmir_dialect_data_is_pretty(data, len);
  cmir_sb_putc(o, pretty ? '.' : '<');
  cmir_sb_putn(o, data, len);
  if (!pretty)
    cmir_sb_putc(o, '>');
}

static void print_type_list(CmirPrinter *pr, const CmirType *const *t, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      cmir_sb_puts(pr->out, ", ");
    cmir_printer_type(pr, t[i]);
  }
}

/* Result list of a function type: a single non-function type is bare. */
static void print_results(CmirPrinter *pr, const CmirType *const *t, uint32_t n) {
  if (n == 1 && t[0]->kind != CMIR_TYPE_FUNCTION) {
    cmir_printer_type(pr, t[0]);
    return;
  }
  cmir_sb_putc(pr->out, '(');
  print_type_list(pr, t, n);
  cmir_sb_putc(pr->out, ')');
}

void cmir_printer_function_type(CmirPrinter *pr, const CmirType *t) {
  cmir_sb_putc(pr->out, '(');
  print_type_list(pr, t->fn.types, t->fn.nin);
  cmir_sb_puts(pr->out, ") -> ");
  print_results(pr, t->fn.types + t->fn.nin, t->fn.nres);
}

void cmir_printer_type(CmirPrinter *pr, const CmirType *t) {
  static const char *const fnames[] = {"bf16", "f16", "tf32", "f32", "f64", "f80", "f128"};
  CmirStrBuf *o = pr->out;
  switch ((CmirTypeKind)t->kind) {
  case CMIR_TYPE_INTEGER:
    if (t->integer.sign == CMIR_SIGNED)
      cmir_sb_puts(o, "si");
    else if (t->integer.sign == CMIR_UNSIGNED)
      cmir_sb_puts(o, "ui");
    else
      cmir_sb_putc(o, 'i');
    cmir_sb_putu64(o, t->integer.width);
    return;
  case CMIR_TYPE_INDEX:
    cmir_sb_puts(o, "index");
    return;
  case CMIR_TYPE_FLOAT:
    cmir_sb_puts(o, fnames[t->flt.fk]);
    return;
  case CMIR_TYPE_NONE:
    cmir_sb_puts(o, "none");
    return;
  case CMIR_TYPE_COMPLEX:
    cmir_sb_puts(o, "complex<");
    cmir_printer_type(pr, t->complex.elem);
    cmir_sb_putc(o, '>');
    return;
  case CMIR_TYPE_VECTOR:
    cmir_sb_puts(o, "vector<");
    print_dims(pr, t);
    cmir_printer_type(pr, t->shaped.elem);
    cmir_sb_putc(o, '>');
    return;
  case CMIR_TYPE_TENSOR:
    cmir_sb_puts(o, "tensor<");
    print_dims(pr, t);
    cmir_printer_type(pr, t->shaped.elem);
    if (t->shaped.extra) {
      cmir_sb_puts(o, ", ");
      cmir_printer_attr(pr, t->shaped.extra);
    }
    cmir_sb_putc(o, '>');
    return;
  case CMIR_TYPE_UNRANKED_TENSOR:
    cmir_sb_puts(o, "tensor<*x");
    cmir_printer_type(pr, t->shaped.elem);
    cmir_sb_putc(o, '>');
    return;
  case CMIR_TYPE_MEMREF:
    cmir_sb_puts(o, "memref<");
    print_dims(pr, t);
    cmir_printer_type(pr, t->shaped.elem);
    if (t->shaped.layout) {
      cmir_sb_puts(o, ", ");
      cmir_printer_attr(pr, t->shaped.layout);
    }
    if (t->shaped.extra) {
      cmir_sb_puts(o, ", ");
      print_attr_impl(pr, t->shaped.extra, 1); /* memory space: i64 implied */
    }
    cmir_sb_putc(o, '>');
    return;
  case CMIR_TYPE_UNRANKED_MEMREF:
    cmir_sb_puts(o, "memref<*x");
    cmir_printer_type(pr, t->shaped.elem);
    if (t->shaped.extra) {
      cmir_sb_puts(o, ", ");
      print_attr_impl(pr, t->shaped.extra, 1);
    }
    cmir_sb_putc(o, '>');
    return;
  case CMIR_TYPE_FUNCTION:
    cmir_printer_function_type(pr, t);
    return;
  case CMIR_TYPE_TUPLE:
    cmir_sb_puts(o, "tuple<");
    print_type_list(pr, t->tuple.types, t->tuple.n);
    cmir_sb_putc(o, '>');
    return;
  case CMIR_TYPE_OPAQUE:
    print_dialect_symbol(o, '!', t->opaque.dialect, t->opaque.body, t->opaque.len);
    return;
  default:
    atomic_load_explicit(&dialect_types, memory_order_relaxed)(pr, t, true);
    return;
  }
}

void cmir_printer_types(CmirPrinter *pr, const CmirValue *vals, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      cmir_sb_puts(pr->out, ", ");
    cmir_printer_type(pr, vals[i].type);
  }
}

void cmir_printer_operand_types(CmirPrinter *pr, const CmirUse *uses, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      cmir_sb_puts(pr->out, ", ");
    cmir_printer_type(pr, uses[i].value->type);
  }
}

/* ---- affine ---- */

/* Operands that replace an affine op's dims and symbols when printing. */
typedef struct AffineIds {
  const CmirUse *opnds;
  uint32_t n, ndims;
} AffineIds;

static void print_affine(CmirPrinter *pr, const AffineIds *ids, const CmirAffineExpr *e,
                         bool strong) {
  CmirStrBuf *o = pr->out;
  if (ids && (e->kind == CMIR_AFFINE_DIM || e->kind == CMIR_AFFINE_SYM)) {
    uint32_t i = e->kind == CMIR_AFFINE_DIM ? e->position : ids->ndims + e->position;
    if (e->kind == CMIR_AFFINE_SYM)
      cmir_sb_puts(o, "symbol(");
    if (i < ids->n)
      cmir_printer_value(pr, ids->opnds[i].value);
    else
      cmir_sb_puts(o, "<<invalid>>");
    if (e->kind == CMIR_AFFINE_SYM)
      cmir_sb_putc(o, ')');
    return;
  }
  switch (e->kind) {
  case CMIR_AFFINE_DIM:
    cmir_sb_putc(o, 'd');
    cmir_sb_putu64(o, e->position);
    return;
  case CMIR_AFFINE_SYM:
    cmir_sb_putc(o, 's');
    cmir_sb_putu64(o, e->position);
    return;
  case CMIR_AFFINE_CONST:
    cmir_sb_puti64(o, e->value);
    return;
  default:
    break;
  }
  const CmirAffineExpr *lhs = e->bin.lhs, *rhs = e->bin.rhs;
  if (e->kind != CMIR_AFFINE_ADD) {
    const char *op = e->kind == CMIR_AFFINE_MUL        ? " * "
                     : e->kind == CMIR_AFFINE_FLOORDIV ? " floordiv "
                     : e->kind == CMIR_AFFINE_CEILDIV  ? " ceildiv "
                                                       : " mod ";
    if (strong)
      cmir_sb_putc(o, '(');
    if (e->kind == CMIR_AFFINE_MUL && rhs->kind == CMIR_AFFINE_CONST && rhs->value == -1) {
      cmir_sb_putc(o, '-');
      print_affine(pr, ids, lhs, true);
    } else {
      print_affine(pr, ids, lhs, true);
      cmir_sb_puts(o, op);
      print_affine(pr, ids, rhs, true);
    }
    if (strong)
      cmir_sb_putc(o, ')');
    return;
  }
  if (strong)
    cmir_sb_putc(o, '(');
  if (rhs->kind == CMIR_AFFINE_MUL && rhs->bin.rhs->kind == CMIR_AFFINE_CONST) {
    int64_t c = rhs->bin.rhs->value;
    if (c == -1) {
      print_affine(pr, ids, lhs, false);
      cmir_sb_puts(o, " - ");
      print_affine(pr, ids, rhs->bin.lhs, rhs->bin.lhs->kind == CMIR_AFFINE_ADD);
      if (strong)
        cmir_sb_putc(o, ')');
      return;
    }
    if (c < -1) {
      print_affine(pr, ids, lhs, false);
      cmir_sb_puts(o, " - ");
      print_affine(pr, ids, rhs->bin.lhs, true);
      cmir_sb_puts(o, " * ");
      cmir_sb_puti64(o, -c);
      if (strong)
        cmir_sb_putc(o, ')');
      return;
    }
  }
  if (rhs->kind == CMIR_AFFINE_CONST && rhs->value < 0) {
    print_affine(pr, ids, lhs, false);
    cmir_sb_puts(o, " - ");
    cmir_sb_putu64(o, (uint64_t)0 - (uint64_t)rhs->value);
    if (strong)
      cmir_sb_putc(o, ')');
    return;
  }
  print_affine(pr, ids, lhs, false);
  cmir_sb_puts(o, " + ");
  print_affine(pr, ids, rhs, false);
  if (strong)
    cmir_sb_putc(o, ')');
}

void cmir_printer_affine_map_of_ssa_ids(CmirPrinter *pr, const CmirAffineMap *map,
                                        const CmirUse *opnds, uint32_t n) {
  AffineIds ids = {opnds, n, map->ndims};
  for (uint32_t i = 0; i < map->nres; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    print_affine(pr, &ids, map->exprs[i], false);
  }
}

static void print_affine_map_body(CmirPrinter *pr, const CmirAffineMap *m, bool set) {
  CmirStrBuf *o = pr->out;
  cmir_sb_putc(o, '(');
  for (uint32_t i = 0; i < m->ndims; i++) {
    if (i)
      cmir_sb_puts(o, ", ");
    cmir_sb_putc(o, 'd');
    cmir_sb_putu64(o, i);
  }
  cmir_sb_putc(o, ')');
  if (m->nsyms) {
    cmir_sb_putc(o, '[');
    for (uint32_t i = 0; i < m->nsyms; i++) {
      if (i)
        cmir_sb_puts(o, ", ");
      cmir_sb_putc(o, 's');
      cmir_sb_putu64(o, i);
    }
    cmir_sb_putc(o, ']');
  }
  cmir_sb_puts(o, set ? " : (" : " -> (");
  if (set && m->nres == 0) {
    cmir_sb_puts(o, "1 == 0");
  }
  for (uint32_t i = 0; i < m->nres; i++) {
    if (i)
      cmir_sb_puts(o, ", ");
    print_affine(pr, NULL, m->exprs[i], false);
    if (set)
      cmir_sb_puts(o, m->eq[i] ? " == 0" : " >= 0");
  }
  cmir_sb_putc(o, ')');
}

/* ---- aliases ---- */

static const char *alias_kind(const CmirAttr *a, bool debug) {
  switch (a->kind) {
  case CMIR_ATTR_AFFINE_MAP:
    return "map";
  case CMIR_ATTR_INTEGER_SET:
    return "set";
  case CMIR_ATTR_DISTINCT:
    return a->distinct.ref->kind != CMIR_ATTR_UNIT ? "distinct" : NULL;
  case CMIR_ATTR_LOC_FILE:
  case CMIR_ATTR_LOC_NAME:
  case CMIR_ATTR_LOC_FUSED:
  case CMIR_ATTR_LOC_CALLSITE:
  case CMIR_ATTR_LOC_UNKNOWN:
    return debug ? "loc" : NULL;
  default:
    return NULL;
  }
}

/* In collecting mode, records a; otherwise prints its alias if it has one. */
static bool use_alias(CmirPrinter *pr, const CmirAttr *a) {
  PrinterState *st = pr->st;
  if (!st)
    return false;
  const char *kind = alias_kind(a, pr->opts && pr->opts->debug_info);
  if (!kind || (pr->opts && pr->opts->local_scope))
    return false;
  AliasEntry *e = cmir_htab_find(&st->aliases, ptr_hash(a), alias_eq, a);
  if (st->collecting) {
    if (!e) {
      e = cmir_arena_zalloc(&st->arena, sizeof *e);
      e->attr = a;
      e->kind = kind;
      e->order = st->norder++;
      cmir_htab_insert(&st->aliases, ptr_hash(a), e);
      cmir_vec_push(&st->alias_list, e);
    }
    return false; /* print the body too, so nested aliases are found */
  }
  if (!e)
    return false;
  cmir_sb_putc(pr->out, '#');
  cmir_sb_puts(pr->out, e->kind);
  if (e->index)
    cmir_sb_putu64(pr->out, e->index);
  return true;
}

/* ---- attributes ---- */

static bool distinct_eq(const void *item, const void *key) {
  return ((const DistinctId *)item)->attr == key;
}

/* distinct[id]<ref>: ids count from 0 in the order the printer meets
 * them (alias definitions first), as MLIR's; 0 without printer state. */
static void print_distinct(CmirPrinter *pr, const CmirAttr *a) {
  uint64_t id = 0;
  PrinterState *st = pr->st;
  if (st) {
    DistinctId *e = cmir_htab_find(&st->distinct_ids, ptr_hash(a), distinct_eq, a);
    if (!e) {
      e = cmir_arena_alloc(&st->arena, sizeof *e);
      e->attr = a;
      e->id = st->next_distinct_id++;
      cmir_htab_insert(&st->distinct_ids, ptr_hash(a), e);
    }
    id = e->id;
  }
  cmir_sb_puts(pr->out, "distinct[");
  cmir_sb_putu64(pr->out, id);
  cmir_sb_puts(pr->out, "]<");
  if (a->distinct.ref->kind != CMIR_ATTR_UNIT)
    print_attr_impl(pr, a->distinct.ref, 0);
  cmir_sb_putc(pr->out, '>');
}

static CmirFloatKind fkind(const CmirType *t) {
  static const CmirFloatKind m[] = {CMIR_FLOAT_BF16, CMIR_FLOAT_F16, CMIR_FLOAT_TF32,
                                    CMIR_FLOAT_F32,  CMIR_FLOAT_F64, CMIR_FLOAT_F80,
                                    CMIR_FLOAT_F128};
  return m[t->flt.fk];
}

static void print_float_bits(CmirPrinter *pr, const CmirType *t, uint64_t lo, uint64_t hi) {
  char buf[96];
  CmirFloatBits b = {lo, hi};
  size_t n = cmir_float_format(fkind(t), b, buf);
  cmir_sb_putn(pr->out, buf, n);
}

/* Integer value text: signed unless the type is unsigned; wide ints too. */
static void print_int_value(CmirStrBuf *o, const CmirType *t, uint64_t v, const uint64_t *words) {
  uint32_t w = cmir_type_bitwidth(t);
  bool uns = t->kind == CMIR_TYPE_INTEGER && t->integer.sign == CMIR_UNSIGNED;
  if (words) {
    uint32_t nw = (w + 63) / 64;
    unsigned __int128 x = ((unsigned __int128)(nw > 1 ? words[1] : 0) << 64) | words[0];
    bool neg = !uns && ((words[nw - 1] >> ((w - 1) % 64)) & 1);
    if (w <= 128) {
      if (neg) {
        unsigned __int128 ext = w == 128 ? x : x | (~(unsigned __int128)0 << w);
        x = (unsigned __int128)0 - ext;
      }
      char tmp[48];
      int i = 48;
      do {
        tmp[--i] = (char)('0' + (int)(x % 10));
        x /= 10;
      } while (x);
      if (neg)
        cmir_sb_putc(o, '-');
      cmir_sb_putn(o, tmp + i, (size_t)(48 - i));
      return;
    }
    /* Wider than 128 bits: long division on words. */
    uint64_t *tmpw = cmir_xmalloc(8 * nw);
    memcpy(tmpw, words, 8 * nw);
    if (neg) {
      /* two's complement negate within w bits */
      uint64_t carry = 1;
      for (uint32_t i = 0; i < nw; i++) {
        uint64_t nv = ~tmpw[i] + carry;
        carry = carry && nv == 0;
        tmpw[i] = nv;
      }
      if (w % 64)
        tmpw[nw - 1] &= (1ull << (w % 64)) - 1;
    }
    char *digits = cmir_xmalloc(w / 3 + 4);
    int nd = 0;
    for (;;) {
      bool zero = true;
      for (uint32_t i = 0; i < nw; i++)
        if (tmpw[i])
          zero = false;
      if (zero && nd)
        break;
      unsigned __int128 rem = 0;
      for (uint32_t i = nw; i-- > 0;) {
        unsigned __int128 cur = (rem << 64) | tmpw[i];
        tmpw[i] = (uint64_t)(cur / 10);
        rem = cur % 10;
      }
      digits[nd++] = (char)('0' + (int)rem);
      if (zero)
        break;
    }
    if (neg)
      cmir_sb_putc(o, '-');
    while (nd--)
      cmir_sb_putc(o, digits[nd]);
    free(digits);
    free(tmpw);
    return;
  }
  if (uns || w == 0)
    cmir_sb_putu64(o, v);
  else
    cmir_sb_puti64(o, cmir_sext(v, w > 64 ? 64 : w));
}

static void print_dense_elem(CmirPrinter *pr, const CmirType *elem, const uint8_t *p) {
  uint32_t nb = cmir_dense_elem_bytes(elem);
  if (elem->kind == CMIR_TYPE_COMPLEX) {
    cmir_sb_putc(pr->out, '(');
    print_dense_elem(pr, elem->complex.elem, p);
    cmir_sb_putc(pr->out, ',');
    print_dense_elem(pr, elem->complex.elem, p + nb / 2);
    cmir_sb_putc(pr->out, ')');
    return;
  }
  if (elem->kind == CMIR_TYPE_FLOAT) {
    uint64_t lo = 0, hi = 0;
    memcpy(&lo, p, nb < 8 ? nb : 8);
    if (nb > 8)
      memcpy(&hi, p + 8, nb - 8);
    print_float_bits(pr, elem, lo, hi);
    return;
  }
  if (elem->kind == CMIR_TYPE_INTEGER && elem->integer.width == 1) {
    cmir_sb_puts(pr->out, p[0] ? "true" : "false");
    return;
  }
  if (elem->kind == CMIR_TYPE_INTEGER && elem->integer.width > 64) {
    print_int_value(pr->out, elem, 0, (const uint64_t *)p);
    return;
  }
  uint64_t v = 0;
  memcpy(&v, p, nb);
  print_int_value(pr->out, elem, v, NULL);
}

static void print_dense_rec(CmirPrinter *pr, const CmirAttr *a, uint32_t dim, uint64_t *idx) {
  const CmirType *t = a->dense.type;
  const CmirType *elem = t->shaped.elem;
  uint32_t nb = cmir_dense_elem_bytes(elem);
  if (dim == t->shaped.rank) {
    print_dense_elem(pr, elem, (const uint8_t *)a->dense.data + (*idx)++ * nb);
    return;
  }
  cmir_sb_putc(pr->out, '[');
  for (int64_t i = 0; i < t->shaped.shape[dim]; i++) {
    if (i)
      cmir_sb_puts(pr->out, ", ");
    print_dense_rec(pr, a, dim + 1, idx);
  }
  cmir_sb_putc(pr->out, ']');
}

static void print_dense_hex(CmirPrinter *pr, const CmirAttr *a) {
  static const char hex[] = "0123456789ABCDEF";
  const uint8_t *d = a->dense.data;
  uint64_t n = a->dense.nbytes;
  uint8_t *packed = NULL;
  const CmirType *elem = a->dense.type->shaped.elem;
  if (elem->kind == CMIR_TYPE_INTEGER && elem->integer.width == 1) {
    /* i1 elements are stored one per byte here, bit-packed in the text. */
    packed = cmir_xcalloc((n + 7) / 8, 1);
    for (uint64_t i = 0; i < n; i++)
      if (d[i])
        packed[i / 8] |= (uint8_t)(1u << (i % 8));
    d = packed;
    n = (n + 7) / 8;
  }
  cmir_sb_puts(pr->out, "\"0x");
  for (uint64_t i = 0; i < n; i++) {
    cmir_sb_putc(pr->out, hex[d[i] >> 4]);
    cmir_sb_putc(pr->out, hex[d[i] & 15]);
  }
  cmir_sb_putc(pr->out, '"');
  free(packed);
}

/* Dense elements with more elements than this print as hex; -1: never. */
static int64_t hex_limit(const CmirPrinter *pr) {
  return pr->opts && pr->opts->hex_limit_given ? pr->opts->hex_limit : 100;
}

/* The elements of a dense attribute, between `dense<` and `>`. */
static void print_dense_body(CmirPrinter *pr, const CmirAttr *a, bool allow_hex) {
  const CmirType *t = a->dense.type;
  const CmirType *elem = t->shaped.elem;
  int64_t n = cmir_type_num_elements(t);
  if (a->flags & 1) { /* splat */
    print_dense_elem(pr, elem, a->dense.data);
  } else if (allow_hex && hex_limit(pr) >= 0 && n > hex_limit(pr)) {
    print_dense_hex(pr, a);
  } else if (t->shaped.rank == 0) {
    print_dense_elem(pr, elem, a->dense.data);
  } else if (n != 0) { /* all-zero-size shapes print nothing: `dense<>` */
    uint64_t idx = 0;
    print_dense_rec(pr, a, 0, &idx);
  }
}

static void print_dense(CmirPrinter *pr, const CmirAttr *a, bool with_type) {
  cmir_sb_puts(pr->out, "dense<");
  print_dense_body(pr, a, true);
  cmir_sb_putc(pr->out, '>');
  if (!with_type)
    return;
  cmir_sb_puts(pr->out, " : ");
  cmir_printer_type(pr, a->dense.type);
}

/* sparse<indices, values> : type; `sparse<>` when there are no indices. */
/* A resource handle: bare when it can be, else a string. */
void cmir_printer_resource_handle(CmirPrinter *pr, const CmirIdent *h) {
  if (cmir_is_bare_identifier(h->str, h->len))
    cmir_sb_putn(pr->out, h->str, h->len);
  else
    cmir_printer_string(pr, h->str, h->len);
}

/* dense_resource<handle> : type; the handle is noted for the blobs printed
 * after the op. */
static void print_dense_resource(CmirPrinter *pr, const CmirAttr *a, bool with_type) {
  const CmirIdent *h = a->resource.handle;
  PrinterState *st = pr->st;
  if (st && !st->collecting && !cmir_htab_find(&st->resource_seen, ptr_hash(h), same_ptr, h)) {
    cmir_htab_insert(&st->resource_seen, ptr_hash(h), (void *)h);
    cmir_vec_push(&st->resources, h);
  }
  cmir_sb_puts(pr->out, "dense_resource<");
  cmir_printer_resource_handle(pr, h);
  cmir_sb_putc(pr->out, '>');
  if (!with_type)
    return;
  cmir_sb_puts(pr->out, " : ");
  cmir_printer_type(pr, a->resource.type);
}

static void print_sparse(CmirPrinter *pr, const CmirAttr *a, bool with_type) {
  cmir_sb_puts(pr->out, "sparse<");
  if (cmir_type_num_elements(a->sparse.indices->dense.type) != 0) {
    print_dense_body(pr, a->sparse.indices, false);
    cmir_sb_puts(pr->out, ", ");
    print_dense_body(pr, a->sparse.values, true);
  }
  cmir_sb_putc(pr->out, '>');
  if (!with_type)
    return;
  cmir_sb_puts(pr->out, " : ");
  cmir_printer_type(pr, a->sparse.type);
}

static void print_loc(CmirPrinter *pr, const CmirAttr *a, bool top, bool pretty);

/* An op's or a block argument's location after a space: `loc(...)`, or
 * the pretty form. */
void cmir_pr_trailing_loc(CmirPrinter *pr, const CmirAttr *a) {
  cmir_sb_putc(pr->out, ' ');
  if (pr->opts && pr->opts->pretty_debuginfo) {
    print_loc(pr, a, false, true);
    return;
  }
  cmir_sb_puts(pr->out, "loc(");
  cmir_pr_loc_inner(pr, a);
  cmir_sb_putc(pr->out, ')');
}

void cmir_pr_loc_inner(CmirPrinter *pr, const CmirAttr *a) {
  if (use_alias(pr, a))
    return;
  cmir_pr_location(pr, a, false);
}

/* The aliases of loc and of the locations inside it are defined before
 * the op, since a block argument's location refers to them and MLIR reads
 * no alias there that comes later. */
static void mark_early(CmirPrinter *pr, const CmirAttr *loc) {
  AliasEntry *e = cmir_htab_find(&pr->st->aliases, ptr_hash(loc), alias_eq, loc);
  if (e)
    e->early = true;
  switch (loc->kind) {
  case CMIR_ATTR_LOC_NAME:
    if (loc->locname.child)
      mark_early(pr, loc->locname.child);
    break;
  case CMIR_ATTR_LOC_CALLSITE:
    mark_early(pr, loc->callsite.callee);
    mark_early(pr, loc->callsite.caller);
    break;
  case CMIR_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < loc->fused.n; i++)
      mark_early(pr, loc->fused.locs[i]);
    break;
  default:
    break;
  }
}

/* A block argument's location, printed inline (never as an alias), as
 * MLIR does; its alias, if any, must be defined before the op. */
void cmir_printer_arg_loc(CmirPrinter *pr, const CmirBlock *b, uint32_t i) {
  CmirLoc loc = cmir_block_arg_loc(b, i);
  const CmirAttr *l = loc.attr   ? loc.attr
                      : loc.file ? cmir_loc_file(pr->ctx, loc.file, loc.line, loc.col)
                                 : pr->ctx->unknown_loc;
  if (pr->opts && pr->opts->pretty_debuginfo) {
    cmir_pr_trailing_loc(pr, l);
    return;
  }
  if (pr->st && pr->st->collecting)
    use_alias(pr, l);
  cmir_sb_putc(pr->out, ' ');
  cmir_pr_location(pr, l, true);
  if (pr->st && pr->st->collecting)
    mark_early(pr, l);
}

/* A location nested in another: an alias if it has one, except in the
 * pretty form, which is always inline. */
static void loc_child(CmirPrinter *pr, const CmirAttr *a, bool pretty);

/* Location syntax: top-level wraps in loc(...). The pretty form
 * (--mlir-pretty-debuginfo, never top-level) has no quotes on file names
 * nor the words callsite and fused, `[unknown]`, and call sites whose
 * callee is not a name over several lines, as MLIR prints it. */
static void print_loc(CmirPrinter *pr, const CmirAttr *a, bool top, bool pretty) {
  CmirStrBuf *o = pr->out;
  if (top)
    cmir_sb_puts(o, "loc(");
  switch (a->kind) {
  case CMIR_ATTR_LOC_UNKNOWN:
    cmir_sb_puts(o, pretty ? "[unknown]" : "unknown");
    break;
  case CMIR_ATTR_LOC_FILE:
    if (pretty)
      cmir_sb_putn(o, a->loc.file->str, a->loc.file->len);
    else
      cmir_printer_string(pr, a->loc.file->str, a->loc.file->len);
    cmir_sb_putc(o, ':');
    cmir_sb_putu64(o, a->loc.line);
    cmir_sb_putc(o, ':');
    cmir_sb_putu64(o, a->loc.col);
    break;
  case CMIR_ATTR_LOC_NAME:
    cmir_printer_string(pr, a->locname.name->str, a->locname.name->len);
    if (a->locname.child && a->locname.child->kind != CMIR_ATTR_LOC_UNKNOWN) {
      cmir_sb_putc(o, '(');
      loc_child(pr, a->locname.child, pretty);
      cmir_sb_putc(o, ')');
    }
    break;
  case CMIR_ATTR_LOC_CALLSITE: {
    const CmirAttr *callee = a->callsite.callee, *caller = a->callsite.caller;
    if (!pretty)
      cmir_sb_puts(o, "callsite(");
    loc_child(pr, callee, pretty);
    bool one_line =
        !pretty || (callee->kind == CMIR_ATTR_LOC_NAME && caller->kind == CMIR_ATTR_LOC_FILE);
    cmir_sb_puts(o, one_line ? " at " : "\n at ");
    loc_child(pr, caller, pretty);
    if (!pretty)
      cmir_sb_putc(o, ')');
    break;
  }
  case CMIR_ATTR_LOC_FUSED:
    if (!pretty)
      cmir_sb_puts(o, "fused");
    if (a->fused.meta) {
      cmir_sb_putc(o, '<');
      cmir_printer_attr(pr, a->fused.meta);
      cmir_sb_putc(o, '>');
    }
    cmir_sb_putc(o, '[');
    for (uint32_t i = 0; i < a->fused.n; i++) {
      if (i)
        cmir_sb_puts(o, ", ");
      loc_child(pr, a->fused.locs[i], pretty);
    }
    cmir_sb_putc(o, ']');
    break;
  default:
    break;
  }
  if (top)
    cmir_sb_putc(o, ')');
}

static void loc_child(CmirPrinter *pr, const CmirAttr *a, bool pretty) {
  if (pretty)
    print_loc(pr, a, false, true);
  else
    cmir_pr_loc_inner(pr, a);
}

void cmir_pr_location(CmirPrinter *pr, const CmirAttr *a, bool top) {
  print_loc(pr, a, top, false);
}

/* Type elision as MLIR: 0 never, 1 may (i64/f64 implied), 2 must. */
static void print_attr_impl(CmirPrinter *pr, const CmirAttr *a, int elide_type);

void cmir_pr_named(CmirPrinter *pr, const CmirNamedAttr *e) {
  const CmirIdent *n = e->name;
  if (cmir_is_bare_identifier(n->str, n->len))
    cmir_sb_putn(pr->out, n->str, n->len);
  else
    cmir_printer_string(pr, n->str, n->len);
  if (e->value->kind == CMIR_ATTR_UNIT)
    return;
  cmir_sb_puts(pr->out, " = ");
  print_attr_impl(pr, e->value, 0);
}

/* Whether an enum case name is a bare keyword ([A-Za-z_][A-Za-z0-9_$.]*). */
static bool enum_case_is_keyword(const char *c) {
  if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || *c == '_'))
    return false;
  for (c++; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
          *c == '_' || *c == '$' || *c == '.'))
      return false;
  return true;
}

static void print_attr_impl(CmirPrinter *pr, const CmirAttr *a, int elide_type) {
  CmirStrBuf *o = pr->out;
  if (use_alias(pr, a))
    return;
  switch ((CmirAttrKind)a->kind) {
  case CMIR_ATTR_INTEGER: {
    const CmirType *t = a->i.type;
    if (cmir_attr_is_bool(a)) {
      cmir_sb_puts(o, a->i.v ? "true" : "false");
      return;
    }
    print_int_value(o, t, a->i.v, a->i.words);
    if (elide_type == 1 && t->kind == CMIR_TYPE_INTEGER && t->integer.width == 64 &&
        t->integer.sign == CMIR_SIGNLESS)
      return;
    if (elide_type != 2) {
      cmir_sb_puts(o, " : ");
      cmir_printer_type(pr, t);
    }
    return;
  }
  case CMIR_ATTR_FLOAT:
    print_float_bits(pr, a->f.type, a->f.lo, a->f.hi);
    if (elide_type == 1 && a->f.type->flt.fk == CMIR_F_F64)
      return;
    if (elide_type != 2) {
      cmir_sb_puts(o, " : ");
      cmir_printer_type(pr, a->f.type);
    }
    return;
  case CMIR_ATTR_STRING:
    cmir_printer_string(pr, a->str.s, a->str.len);
    if (a->str.type && !elide_type) {
      cmir_sb_puts(o, " : ");
      cmir_printer_type(pr, a->str.type);
    }
    return;
  case CMIR_ATTR_ARRAY:
    cmir_sb_putc(o, '[');
    for (uint32_t i = 0; i < a->arr.n; i++) {
      if (i)
        cmir_sb_puts(o, ", ");
      print_attr_impl(pr, a->arr.elems[i], 1);
    }
    cmir_sb_putc(o, ']');
    return;
  case CMIR_ATTR_DICT:
    cmir_sb_putc(o, '{');
    for (uint32_t i = 0; i < a->dict.n; i++) {
      if (i)
        cmir_sb_puts(o, ", ");
      cmir_pr_named(pr, &a->dict.entries[i]);
    }
    cmir_sb_putc(o, '}');
    return;
  case CMIR_ATTR_UNIT:
    cmir_sb_puts(o, "unit");
    return;
  case CMIR_ATTR_TYPE:
    cmir_printer_type(pr, a->type.type);
    return;
  case CMIR_ATTR_SYMREF:
    for (uint32_t i = 0; i < a->sym.n; i++) {
      if (i)
        cmir_sb_puts(o, "::");
      cmir_printer_symbol_name(pr, a->sym.names[i]);
    }
    return;
  case CMIR_ATTR_AFFINE_MAP:
    cmir_sb_puts(o, "affine_map<");
    print_affine_map_body(pr, a->map.map, false);
    cmir_sb_putc(o, '>');
    return;
  case CMIR_ATTR_INTEGER_SET:
    cmir_sb_puts(o, "affine_set<");
    print_affine_map_body(pr, a->map.map, true);
    cmir_sb_putc(o, '>');
    return;
  case CMIR_ATTR_DENSE:
    print_dense(pr, a, elide_type != 2);
    return;
  case CMIR_ATTR_SPARSE:
    print_sparse(pr, a, elide_type != 2);
    return;
  case CMIR_ATTR_DENSE_RESOURCE:
    print_dense_resource(pr, a, elide_type != 2);
    return;
  case CMIR_ATTR_DISTINCT:
    print_distinct(pr, a);
    return;
  case CMIR_ATTR_DENSE_STRING: {
    const CmirType *t = a->dstr.type;
    cmir_sb_puts(o, "dense<");
    if (a->dstr.n == 1 && cmir_type_num_elements(t) != 1) {
      print_attr_impl(pr, a->dstr.strs[0], 2);
    } else {
      /* Nested brackets per dimension. */
      uint64_t idx = 0;
      uint32_t rank = t->shaped.rank;
      uint64_t n = (uint64_t)cmir_type_num_elements(t);
      if (rank == 0) {
        print_attr_impl(pr, a->dstr.strs[0], 2);
      } else {
        /* Emit with counters. */
        int64_t *ctr = cmir_xcalloc(rank, sizeof(int64_t));
        for (uint32_t d = 0; d < rank; d++)
          cmir_sb_putc(o, '[');
        while (idx < n) {
          print_attr_impl(pr, a->dstr.strs[idx++], 2);
          uint32_t d = rank;
          while (d-- > 0) {
            if (++ctr[d] < t->shaped.shape[d])
              break;
            ctr[d] = 0;
            cmir_sb_putc(o, ']');
            if (d == 0)
              break;
          }
          if (idx < n) {
            cmir_sb_puts(o, ", ");
            for (uint32_t k = d + 1; k < rank; k++)
              cmir_sb_putc(o, '[');
          }
        }
        free(ctr);
      }
    }
    cmir_sb_putc(o, '>');
    if (elide_type != 2) {
      cmir_sb_puts(o, " : ");
      cmir_printer_type(pr, t);
    }
    return;
  }
  case CMIR_ATTR_DENSE_ARRAY: {
    cmir_sb_puts(o, "array<");
    cmir_printer_type(pr, a->darr.elem);
    uint32_t nb = cmir_dense_elem_bytes(a->darr.elem);
    for (uint32_t i = 0; i < a->darr.n; i++) {
      cmir_sb_puts(o, i ? ", " : ": ");
      const uint8_t *p = (const uint8_t *)a->darr.data + (size_t)i * nb;
      if (a->darr.elem->kind == CMIR_TYPE_FLOAT) {
        uint64_t v = 0;
        memcpy(&v, p, nb);
        print_float_bits(pr, a->darr.elem, v, 0);
      } else {
        print_dense_elem(pr, a->darr.elem, p);
      }
    }
    cmir_sb_putc(o, '>');
    return;
  }
  case CMIR_ATTR_STRIDED:
    cmir_sb_puts(o, "strided<[");
    for (uint32_t i = 0; i < a->strided.rank; i++) {
      if (i)
        cmir_sb_puts(o, ", ");
      if (a->strided.strides[i] == CMIR_DYNAMIC)
        cmir_sb_putc(o, '?');
      else
        cmir_sb_puti64(o, a->strided.strides[i]);
    }
    cmir_sb_putc(o, ']');
    if (a->strided.offset != 0) {
      cmir_sb_puts(o, ", offset: ");
      if (a->strided.offset == CMIR_DYNAMIC)
        cmir_sb_putc(o, '?');
      else
        cmir_sb_puti64(o, a->strided.offset);
    }
    cmir_sb_putc(o, '>');
    return;
  case CMIR_ATTR_OPAQUE:
    print_dialect_symbol(o, '#', a->opaque.dialect, a->opaque.body, a->opaque.len);
    if (a->opaque.type && !elide_type) {
      cmir_sb_puts(o, " : ");
      cmir_printer_type(pr, a->opaque.type);
    }
    return;
  case CMIR_ATTR_ENUM: {
    const CmirEnumDef *d = a->en.def;
    cmir_sb_putc(o, '#');
    cmir_sb_puts(o, d->dialect);
    cmir_sb_putc(o, '.');
    cmir_sb_puts(o, d->mnemonic);
    cmir_sb_putc(o, '<');
    const char *c = !d->bitflags && a->en.value < d->ncases ? d->cases[a->en.value] : NULL;
    if (c && !enum_case_is_keyword(c)) {
      /* printKeywordOrString: a case that is no keyword prints quoted */
      cmir_sb_putc(o, '"');
      cmir_sb_puts(o, c);
      cmir_sb_putc(o, '"');
    } else {
      cmir_printer_enum_value(pr, d, a->en.value);
    }
    cmir_sb_putc(o, '>');
    return;
  }
  case CMIR_ATTR_LOC_UNKNOWN:
  case CMIR_ATTR_LOC_FILE:
  case CMIR_ATTR_LOC_NAME:
  case CMIR_ATTR_LOC_FUSED:
  case CMIR_ATTR_LOC_CALLSITE:
    cmir_pr_location(pr, a, true);
    return;
  default:
    cmir_sb_puts(o, "<<unknown attribute>>");
    return;
  }
}

/* Enum value text: a case name, or a comma list of flag names. */
void cmir_printer_enum_value(CmirPrinter *pr, const CmirEnumDef *d, uint64_t v) {
  CmirStrBuf *o = pr->out;
  if (!d->bitflags) {
    cmir_sb_puts(o, v < d->ncases && d->cases[v] ? d->cases[v] : "?");
    return;
  }
  uint64_t all = (1ull << d->ncases) - 1;
  if (v == 0) {
    cmir_sb_puts(o, d->none_name ? d->none_name : "none");
    return;
  }
  if (d->all_name && (v & all) == all) {
    cmir_sb_puts(o, d->all_name);
    return;
  }
  bool first = true;
  for (uint32_t i = 0; i < d->ncases; i++) {
    if (v & (1ull << i)) {
      if (!first)
        cmir_sb_puts(o, d->separator ? d->separator : ", ");
      cmir_sb_puts(o, d->cases[i]);
      first = false;
    }
  }
}

void cmir_printer_attr(CmirPrinter *pr, const CmirAttr *a) { print_attr_impl(pr, a, 0); }
void cmir_printer_attr_no_type(CmirPrinter *pr, const CmirAttr *a) { print_attr_impl(pr, a, 2); }
