/* Printer for MLIR's textual form, matching mlir-opt-19 byte for byte:
 * SSA and block naming (unique IDs in generic form, scoped IDs and op-given
 * names in custom form), generic op syntax, the region/block layout custom
 * printers share, and the alias definitions. Types, attributes and
 * locations are in print_attr.c. */
#include "text/printer.h"

#include <stdatomic.h>
#include <stdlib.h>

/* Name of a value or op result group. */
typedef struct VName {
  const void *key;  /* CmirOp* (results) or CmirValue* (block arguments) */
  const char *name; /* custom name, or NULL for a number */
  uint32_t id;      /* number when name == NULL */
  uint32_t *splits; /* result-group boundaries for ops naming groups (or NULL) */
  const char **split_names;
  uint32_t nsplits;
} VName;

/* ---- identifiers and strings ---- */

bool cmir_is_bare_identifier(const char *s, size_t n) {
  if (n == 0)
    return false;
  char c = s[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'))
    return false;
  for (size_t i = 1; i < n; i++) {
    c = s[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
          c == '_' || c == '$' || c == '.'))
      return false;
  }
  return true;
}

void cmir_printer_string(CmirPrinter *pr, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  CmirStrBuf *o = pr->out;
  size_t plain = 0; /* the common case (op names) needs no escapes */
  while (plain < n && (unsigned char)s[plain] >= 0x20 && (unsigned char)s[plain] < 0x7f &&
         s[plain] != '"' && s[plain] != '\\')
    plain++;
  if (plain == n) {
    cmir_sb_putc(o, '"');
    cmir_sb_putn(o, s, n);
    cmir_sb_putc(o, '"');
    return;
  }
  cmir_sb_putc(o, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      cmir_sb_putc(o, '\\');
      cmir_sb_putc(o, '\\');
    } else if (c >= 0x20 && c < 0x7f && c != '"') {
      cmir_sb_putc(o, (char)c);
    } else {
      cmir_sb_putc(o, '\\');
      cmir_sb_putc(o, hex[c >> 4]);
      cmir_sb_putc(o, hex[c & 15]);
    }
  }
  cmir_sb_putc(o, '"');
}

void cmir_printer_symbol_name(CmirPrinter *pr, const CmirIdent *name) {
  cmir_sb_putc(pr->out, '@');
  if (cmir_is_bare_identifier(name->str, name->len))
    cmir_sb_putn(pr->out, name->str, name->len);
  else
    cmir_printer_string(pr, name->str, name->len);
}

/* ---- values and blocks ---- */

/* Names are kept in op->aux (results) and CmirBlockArg.aux (block
 * arguments), set while numbering. A block argument's aux is 0 (none),
 * (id << 2) | 1 for %id, or (n << 2) | 2 for %argn. */
static uintptr_t *arg_aux(const CmirValue *v) { return &((CmirBlockArg *)v)->aux; }

static void set_arg_number(const CmirValue *v, uint32_t id) { *arg_aux(v) = ((uintptr_t)id << 2) | 1; }

static const VName *arg_vname(const CmirValue *v, VName *scratch, char *buf, size_t size) {
  uintptr_t a = *arg_aux(v);
  if (!a)
    return NULL;
  memset(scratch, 0, sizeof *scratch);
  scratch->key = v;
  if (a & 1) {
    scratch->id = (uint32_t)(a >> 2);
  } else {
    snprintf(buf, size, "arg%u", (unsigned)(a >> 2));
    scratch->name = buf;
  }
  return scratch;
}

/* A numbered op's aux holds (id << 1) | 1; a named one points to a VName.
 * Measured: one VName per op was 24 MB when printing a 500k-op module. */
static const VName *op_vname(const CmirOp *op, VName *scratch) {
  uintptr_t a = (uintptr_t)op->aux;
  if (!(a & 1))
    return op->aux;
  memset(scratch, 0, sizeof *scratch);
  scratch->key = op;
  scratch->id = (uint32_t)(a >> 1);
  return scratch;
}

void cmir_printer_value(CmirPrinter *pr, const CmirValue *v) {
  CmirStrBuf *o = pr->out;
  if (!pr->st) {
    cmir_sb_puts(o, "%<value>");
    return;
  }
  VName scratch;
  char buf[24];
  const VName *n = v->is_arg ? arg_vname(v, &scratch, buf, sizeof buf)
                             : op_vname(cmir_value_def(v), &scratch);
  if (!n) {
    cmir_sb_puts(o, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  uint32_t idx = v->is_arg ? 0 : v->index;
  const CmirOp *op = cmir_value_def(v);
  if (n->nsplits) {
    /* Op with named result groups: find the group. */
    uint32_t g = 0;
    while (g + 1 < n->nsplits && idx >= n->splits[g + 1])
      g++;
    cmir_sb_putc(o, '%');
    cmir_sb_puts(o, n->split_names[g]);
    uint32_t gsize = (g + 1 < n->nsplits ? n->splits[g + 1] : op->nresults) - n->splits[g];
    if (gsize > 1) {
      cmir_sb_putc(o, '#');
      cmir_sb_putu64(o, idx - n->splits[g]);
    }
    return;
  }
  cmir_sb_putc(o, '%');
  if (n->name)
    cmir_sb_puts(o, n->name);
  else
    cmir_sb_putu64(o, n->id);
  if (op && op->nresults > 1) {
    cmir_sb_putc(o, '#');
    cmir_sb_putu64(o, idx);
  }
}

void cmir_printer_values(CmirPrinter *pr, const CmirUse *uses, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      cmir_sb_puts(pr->out, ", ");
    cmir_printer_value(pr, uses[i].value);
  }
}

/* A block's number is kept in b->aux (1 + number, 0 if not numbered). */
void cmir_printer_block_name(CmirPrinter *pr, const CmirBlock *b) {
  uint32_t n = pr->st ? b->aux : 0;
  cmir_sb_puts(pr->out, "^bb");
  if (n)
    cmir_sb_putu64(pr->out, n - 1);
  else
    cmir_sb_puts(pr->out, "<unknown>");
}

void cmir_printer_successor(CmirPrinter *pr, CmirOp *op, uint32_t i) {
  cmir_printer_block_name(pr, cmir_op_succs(op)[i].block);
  uint32_t s, n;
  cmir_op_successor_operands(op, i, &s, &n);
  if (!n)
    return;
  cmir_sb_putc(pr->out, '(');
  cmir_printer_values(pr, op->opnds + s, n);
  cmir_sb_puts(pr->out, " : ");
  cmir_printer_operand_types(pr, op->opnds + s, n);
  cmir_sb_putc(pr->out, ')');
}

void cmir_printer_newline(CmirPrinter *pr) {
  cmir_sb_putc(pr->out, '\n');
  cmir_sb_indent(pr->out, pr->indent);
}

/* ---- naming ---- */

typedef struct NameCounters {
  uint32_t value, arg, conflict;
} NameCounters;

typedef struct RegionWork {
  CmirRegion *r;
  NameCounters saved;
  uint32_t used_mark; /* custom form: names in use at push time */
} RegionWork;

typedef struct Namer {
  CmirPrinter *pr;
  NameCounters c;
  bool generic;
  CMIR_VEC(const char *) used; /* custom names in use, a stack */
  CmirStrMap used_set;         /* name -> count in stack */
} Namer;

static bool name_in_use(Namer *nm, const char *s, size_t n) {
  uintptr_t c = (uintptr_t)cmir_strmap_get(&nm->used_set, s, n);
  return c != 0;
}

static void name_push(Namer *nm, const char *s) {
  size_t n = strlen(s);
  uintptr_t c = (uintptr_t)cmir_strmap_get(&nm->used_set, s, n);
  cmir_strmap_put(&nm->used_set, s, n, (void *)(c + 1));
  cmir_vec_push(&nm->used, s);
}

static void name_pop_to(Namer *nm, uint32_t mark) {
  while (nm->used.len > mark) {
    const char *s = nm->used.data[--nm->used.len];
    size_t n = strlen(s);
    uintptr_t c = (uintptr_t)cmir_strmap_get(&nm->used_set, s, n);
    cmir_strmap_put(&nm->used_set, s, n, (void *)(c - 1));
  }
}

/* MLIR's sanitizeIdentifier + uniqueValueName. */
static const char *unique_name(Namer *nm, const char *want) {
  PrinterState *st = nm->pr->st;
  char buf[256];
  size_t n = 0;
  if (!want[0] || (want[0] >= '0' && want[0] <= '9'))
    buf[n++] = '_';
  for (const char *p = want; *p && n < sizeof buf - 24; p++) {
    char c = *p;
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '$' || c == '.' || c == '_' || c == '-';
    buf[n++] = ok ? c : '_';
  }
  buf[n] = 0;
  if (name_in_use(nm, buf, n)) {
    size_t base = n;
    buf[base] = '_';
    for (;;) {
      int k = snprintf(buf + base + 1, sizeof buf - base - 1, "%u", nm->c.conflict++);
      n = base + 1 + (size_t)k;
      if (!name_in_use(nm, buf, n))
        break;
    }
  }
  char *s = cmir_arena_strndup(&st->arena, buf, n);
  name_push(nm, s);
  return s;
}

static VName *new_op_vname(CmirPrinter *pr, CmirOp *op) {
  VName *v = cmir_arena_zalloc(&pr->st->arena, sizeof *v);
  v->key = op;
  op->aux = v;
  return v;
}

static void set_op_number(CmirOp *op, uint32_t id) {
  op->aux = (void *)(((uintptr_t)id << 1) | 1);
}

/* Result names an op gives in custom form (arith.constant -> %c42_i32). */
typedef struct ResultNames {
  const char *names[8];
  uint32_t starts[8];
  uint32_t n;
} ResultNames;

/* The names an op gives its results in custom form: its dialect's
 * (arith.constant's %c42_i32), its table's asm_name, or its result groups'. */
static void result_names(CmirOp *op, char *buf, size_t cap, ResultNames *out) {
  const CmirOpInfo *info = op->info;
  out->n = 0;
  if (!info->def)
    return;
  if (info->dialect && info->dialect->result_name && info->dialect->result_name(op, buf, cap)) {
    out->names[0] = buf;
    out->starts[0] = 0;
    out->n = 1;
    return;
  }
  if (info->def->asm_name) {
    out->names[0] = info->def->asm_name;
    out->starts[0] = 0;
    out->n = 1;
    return;
  }
  if (info->traits & CMIR_TRAIT_RESULT_NAMES) {
    /* One name per result group; variadic groups share the rest equally
     * (MLIR's SameVariadicResultSize, as memref.extract_strided_metadata). */
    uint32_t fixed = 0, nvar = 0;
    for (int g = 0; g < info->nres_groups; g++) {
      if (info->results[g].kind == CMIR_GROUP_SINGLE)
        fixed++;
      else
        nvar++;
    }
    uint32_t at = 0;
    for (int g = 0; g < info->nres_groups && g < 8; g++) {
      uint32_t cnt = info->results[g].kind == CMIR_GROUP_SINGLE ? 1 : (op->nresults - fixed) / nvar;
      out->names[out->n] = info->results[g].name->str;
      out->starts[out->n] = at;
      if (cnt)
        out->n++;
      at += cnt;
    }
  }
}

static void number_op(Namer *nm, CmirOp *op) {
  if (op->nresults == 0)
    return;
  CmirPrinter *pr = nm->pr;
  if (!nm->generic && op->info->def) {
    char buf[256];
    ResultNames rn;
    rn.n = 0;
    result_names(op, buf, sizeof buf, &rn);
    if (rn.n == 1 && rn.starts[0] == 0) {
      VName *v = new_op_vname(pr, op);
      v->name = unique_name(nm, rn.names[0]);
      return;
    }
    if (rn.n > 1) {
      VName *v = new_op_vname(pr, op);
      v->nsplits = rn.n;
      v->splits = cmir_arena_alloc(&pr->st->arena, sizeof(uint32_t) * rn.n);
      v->split_names = cmir_arena_alloc(&pr->st->arena, sizeof(char *) * rn.n);
      for (uint32_t i = 0; i < rn.n; i++) {
        v->splits[i] = rn.starts[i];
        v->split_names[i] = unique_name(nm, rn.names[i]);
      }
      return;
    }
  }
  set_op_number(op, nm->c.value++);
}

static void number_region(Namer *nm, CmirRegion *r) {
  uint32_t bid = 0;
  for (CmirBlock *b = r->first; b; b = b->next) {
    b->aux = 1 + bid++;
    bool entry = b == r->first;
    for (uint32_t i = 0; i < b->nargs; i++) {
      if (entry)
        *arg_aux(b->args[i]) = ((uintptr_t)nm->c.arg++ << 2) | 2;
      else
        set_arg_number(b->args[i], nm->c.value++);
    }
    for (CmirOp *o = b->first; o; o = o->next)
      number_op(nm, o);
  }
}

/* Mirrors MLIR's SSANameState: regions are numbered from a stack; nested
 * regions start from the counters after their parent region (custom form) or
 * continue globally (generic form). */
static void number_all(CmirPrinter *pr, CmirOp *top) {
  Namer nm;
  memset(&nm, 0, sizeof nm);
  nm.pr = pr;
  nm.generic = pr->opts && pr->opts->generic;
  cmir_strmap_init(&nm.used_set);
  CMIR_VEC(RegionWork) stack = {0};
  for (uint32_t i = 0; i < top->nregions; i++) {
    RegionWork w = {&cmir_op_regions(top)[i], nm.c, 0};
    cmir_vec_push(&stack, w);
  }
  number_op(&nm, top);
  while (stack.len) {
    RegionWork w = stack.data[--stack.len];
    /* Unique ids: the counters go on, but names are still scoped. */
    if (!nm.generic) {
      if (!(pr->opts && pr->opts->unique_ids))
        nm.c = w.saved;
      name_pop_to(&nm, w.used_mark);
    }
    number_region(&nm, w.r);
    for (CmirBlock *b = w.r->first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next)
        for (uint32_t i = 0; i < o->nregions; i++) {
          RegionWork c = {&cmir_op_regions(o)[i], nm.c, nm.used.len};
          cmir_vec_push(&stack, c);
        }
  }
  cmir_vec_free(&stack);
  cmir_vec_free(&nm.used);
  cmir_strmap_free(&nm.used_set);
}

/* ---- ops ---- */

static void print_op(CmirPrinter *pr, CmirOp *op);

static void print_trailing_loc(CmirPrinter *pr, CmirOp *op) {
  if (!pr->opts || !pr->opts->debug_info)
    return;
  const CmirAttr *l = op->loc.attr;
  if (!l)
    l = op->loc.file ? cmir_loc_file(pr->ctx, op->loc.file, op->loc.line, op->loc.col)
                     : pr->ctx->unknown_loc;
  cmir_pr_trailing_loc(pr, l);
}

static void print_block(CmirPrinter *pr, CmirBlock *b, bool print_header, bool print_term) {
  CmirStrBuf *o = pr->out;
  if (print_header) {
    cmir_sb_indent(o, pr->indent);
    cmir_printer_block_name(pr, b);
    if (b->nargs) {
      cmir_sb_putc(o, '(');
      for (uint32_t i = 0; i < b->nargs; i++) {
        if (i)
          cmir_sb_puts(o, ", ");
        cmir_printer_value(pr, b->args[i]);
        cmir_sb_puts(o, ": ");
        cmir_printer_type(pr, b->args[i]->type);
        if (pr->opts && pr->opts->debug_info)
          cmir_printer_arg_loc(pr, b, i);
      }
      cmir_sb_putc(o, ')');
    }
    cmir_sb_putc(o, ':');
    /* Predecessor comment, in block order. */
    uint32_t npred = 0;
    for (CmirBlockUse *u = b->preds; u; u = u->next)
      npred++;
    if (npred == 0) {
      if (b->parent && b != b->parent->first)
        cmir_sb_puts(o, "  // no predecessors");
    } else if (npred == 1) {
      cmir_sb_puts(o, "  // pred: ");
      cmir_printer_block_name(pr, b->preds->owner->block);
    } else {
      uint32_t *ids = cmir_xmalloc(sizeof(uint32_t) * npred);
      uint32_t k = 0;
      for (CmirBlockUse *u = b->preds; u; u = u->next) {
        uint32_t n = u->owner->block->aux;
        ids[k++] = n ? n - 1 : 0;
      }
      /* insertion sort: predecessor lists are short */
      for (uint32_t i = 1; i < npred; i++) {
        uint32_t x = ids[i], j = i;
        while (j > 0 && ids[j - 1] > x) {
          ids[j] = ids[j - 1];
          j--;
        }
        ids[j] = x;
      }
      cmir_sb_puts(o, "  // ");
      cmir_sb_putu64(o, npred);
      cmir_sb_puts(o, " preds: ");
      for (uint32_t i = 0; i < npred; i++) {
        if (i)
          cmir_sb_puts(o, ", ");
        cmir_sb_puts(o, "^bb");
        cmir_sb_putu64(o, ids[i]);
      }
      free(ids);
    }
    cmir_sb_putc(o, '\n');
  }
  pr->indent += 2;
  for (CmirOp *op = b->first; op; op = op->next) {
    if (!print_term && !op->next && (op->info->traits & CMIR_TRAIT_TERMINATOR))
      break;
    cmir_sb_indent(o, pr->indent);
    print_op(pr, op);
    cmir_sb_putc(o, '\n');
  }
  pr->indent -= 2;
}

static void region_impl(CmirPrinter *pr, CmirRegion *r, bool entry_args, bool terms,
                        bool empty_block) {
  CmirStrBuf *o = pr->out;
  if (pr->opts && pr->opts->skip_regions) {
    cmir_sb_puts(o, "{...}");
    return;
  }
  cmir_sb_puts(o, "{\n");
  if (r->first) {
    CmirBlock *e = r->first;
    bool hdr = (empty_block && !e->first) || (entry_args && e->nargs);
    print_block(pr, e, hdr, terms);
    for (CmirBlock *b = e->next; b; b = b->next)
      print_block(pr, b, true, true);
  }
  cmir_sb_indent(o, pr->indent);
  cmir_sb_putc(o, '}');
}

void cmir_printer_region(CmirPrinter *pr, CmirRegion *r, bool print_entry_args,
                         bool print_terminators) {
  PrinterState *st = pr->st;
  const char *dd = r->parent ? cmir_op_default_dialect(r->parent->info) : NULL;
  cmir_vec_push(&st->default_dialect, dd ? dd : "");
  region_impl(pr, r, print_entry_args, print_terminators, false);
  st->default_dialect.len--;
}

static bool elided(const CmirIdent *name, const char *const *elide) {
  if (!elide)
    return false;
  for (; *elide; elide++)
    if (name->str[0] == (*elide)[0] && strcmp(name->str, *elide) == 0)
      return true;
  return false;
}

void cmir_printer_opt_attr_dict(CmirPrinter *pr, const CmirAttr *dict, const char *const *elide,
                                bool with_keyword) {
  if (!dict)
    return;
  uint32_t n = 0;
  for (uint32_t i = 0; i < dict->dict.n; i++)
    if (!elided(dict->dict.entries[i].name, elide))
      n++;
  if (!n)
    return;
  cmir_sb_puts(pr->out, with_keyword ? " attributes {" : " {");
  bool first = true;
  for (uint32_t i = 0; i < dict->dict.n; i++) {
    if (elided(dict->dict.entries[i].name, elide))
      continue;
    if (!first)
      cmir_sb_puts(pr->out, ", ");
    cmir_pr_named(pr, &dict->dict.entries[i]);
    first = false;
  }
  cmir_sb_putc(pr->out, '}');
}

/* Custom form attr-dict: discardable attributes plus properties that the
 * format did not print (MLIR prints inherent attrs there too). */
static int name_cmp(const CmirIdent *a, const CmirIdent *b) {
  uint32_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->str, b->str, n);
  return c ? c : (a->len > b->len) - (a->len < b->len);
}

/* Is property entry e printed in the custom-form attribute dictionary? */
static bool prop_shown(const CmirOp *op, const CmirNamedAttr *e, const char *const *elide) {
  if (e->name == op->info->opnd_seg_name || elided(e->name, elide))
    return false;
  /* Default-valued properties are elided when equal to the default. */
  int pi = cmir_info_prop(op->info, e->name);
  return !(pi >= 0 && op->info->props[pi].dflt == e->value);
}

void cmir_printer_attr_dict(CmirPrinter *pr, CmirOp *op, const char *const *elide,
                            bool with_keyword) {
  /* Merge the two sorted dictionaries (properties and discardable
   * attributes) without building a new one. */
  const CmirNamedAttr *pe = op->props && op->props->kind == CMIR_ATTR_DICT ? op->props->dict.entries : NULL;
  uint32_t np = pe ? op->props->dict.n : 0, na = op->attrs ? op->attrs->dict.n : 0;
  const CmirNamedAttr *ae = op->attrs ? op->attrs->dict.entries : NULL;
  uint32_t i = 0, k = 0;
  bool first = true;
  while (i < np || k < na) {
    const CmirNamedAttr *e;
    if (k >= na || (i < np && name_cmp(pe[i].name, ae[k].name) <= 0)) {
      e = &pe[i++];
      if (!prop_shown(op, e, elide))
        continue;
    } else {
      e = &ae[k++];
      if (elided(e->name, elide))
        continue;
    }
    cmir_sb_puts(pr->out, first ? (with_keyword ? " attributes {" : " {") : ", ");
    cmir_pr_named(pr, e);
    first = false;
  }
  if (!first)
    cmir_sb_putc(pr->out, '}');
}

/* The dry run of the generic form visits what may have an alias in the
 * order of MLIR's DummyAliasOperationPrinter::printGenericOp: the regions,
 * the operand and result types, then the properties and attributes (so the
 * maps of nested ops are numbered before those of the op around them). */
static void collect_generic_op(CmirPrinter *pr, CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++) {
    cmir_vec_push(&pr->st->default_dialect, "");
    region_impl(pr, &cmir_op_regions(op)[i], true, true, true);
    pr->st->default_dialect.len--;
  }
  cmir_printer_operand_types(pr, op->opnds, op->nopnds);
  cmir_printer_types(pr, op->results, op->nresults);
  if (op->props && (op->props->kind != CMIR_ATTR_DICT || op->props->dict.n))
    cmir_printer_attr(pr, op->props);
  cmir_printer_opt_attr_dict(pr, op->attrs, NULL, false);
}

void cmir_printer_generic_op(CmirPrinter *pr, CmirOp *op) {
  CmirStrBuf *o = pr->out;
  const CmirIdent *name = op->info->name;
  if (pr->st && pr->st->collecting) {
    collect_generic_op(pr, op);
    return;
  }
  if (op->info->quoted_name)
    cmir_sb_putn(o, op->info->quoted_name, name->len + 2);
  else
    cmir_printer_string(pr, name->str, name->len);
  cmir_sb_putc(o, '(');
  cmir_printer_values(pr, op->opnds, op->nopnds);
  cmir_sb_putc(o, ')');
  if (op->nsuccs) {
    cmir_sb_putc(o, '[');
    for (uint32_t i = 0; i < op->nsuccs; i++) {
      if (i)
        cmir_sb_puts(o, ", ");
      cmir_printer_block_name(pr, cmir_op_succs(op)[i].block);
    }
    cmir_sb_putc(o, ']');
  }
  if (op->props && (op->props->kind != CMIR_ATTR_DICT || op->props->dict.n)) {
    cmir_sb_puts(o, " <");
    cmir_printer_attr(pr, op->props);
    cmir_sb_putc(o, '>');
  }
  if (op->nregions) {
    cmir_sb_puts(o, " (");
    for (uint32_t i = 0; i < op->nregions; i++) {
      if (i)
        cmir_sb_puts(o, ", ");
      cmir_vec_push(&pr->st->default_dialect, "");
      region_impl(pr, &cmir_op_regions(op)[i], true, true, true);
      pr->st->default_dialect.len--;
    }
    cmir_sb_putc(o, ')');
  }
  cmir_printer_opt_attr_dict(pr, op->attrs, NULL, false);
  cmir_sb_puts(o, " : (");
  cmir_printer_operand_types(pr, op->opnds, op->nopnds);
  cmir_sb_puts(o, ") -> ");
  if (op->nresults == 1 && op->results[0].type->kind != CMIR_TYPE_FUNCTION) {
    cmir_printer_type(pr, op->results[0].type);
  } else {
    cmir_sb_putc(o, '(');
    cmir_printer_types(pr, op->results, op->nresults);
    cmir_sb_putc(o, ')');
  }
}

static void print_result_names(CmirPrinter *pr, CmirOp *op) {
  if (!op->nresults)
    return;
  VName scratch;
  const VName *n = op_vname(op, &scratch);
  CmirStrBuf *o = pr->out;
  if (!n)
    return;
  if (n->nsplits) {
    for (uint32_t g = 0; g < n->nsplits; g++) {
      if (g)
        cmir_sb_puts(o, ", ");
      cmir_sb_putc(o, '%');
      cmir_sb_puts(o, n->split_names[g]);
      uint32_t gsize = (g + 1 < n->nsplits ? n->splits[g + 1] : op->nresults) - n->splits[g];
      if (gsize > 1) {
        cmir_sb_putc(o, ':');
        cmir_sb_putu64(o, gsize);
      }
    }
  } else {
    cmir_sb_putc(o, '%');
    if (n->name)
      cmir_sb_puts(o, n->name);
    else
      cmir_sb_putu64(o, n->id);
    if (op->nresults > 1) {
      cmir_sb_putc(o, ':');
      cmir_sb_putu64(o, op->nresults);
    }
  }
  cmir_sb_puts(o, " = ");
}

/* Op name in custom form: the default dialect's prefix is dropped. */
void cmir_printer_op_name(CmirPrinter *pr, CmirOp *op) {
  const CmirIdent *name = op->info->name;
  const char *dd = pr->st->default_dialect.len ? cmir_vec_last(&pr->st->default_dialect) : "builtin";
  size_t dn = strlen(dd);
  if (dn && name->len > dn + 1 && !memcmp(name->str, dd, dn) && name->str[dn] == '.' &&
      !memchr(name->str + dn + 1, '.', name->len - dn - 1))
    cmir_sb_puts(pr->out, name->str + dn + 1);
  else
    cmir_sb_putn(pr->out, name->str, name->len);
}

static void print_op(CmirPrinter *pr, CmirOp *op) {
  /* Aliases are discovered with the op's location first, as MLIR does. */
  if (pr->st->collecting && pr->opts->debug_info)
    print_trailing_loc(pr, op);
  print_result_names(pr, op);
  bool generic = (pr->opts && pr->opts->generic) || !op->info->def ||
                 (!op->info->def->print && !op->info->fmt);
  if (generic) {
    cmir_printer_generic_op(pr, op);
  } else {
    cmir_printer_op_name(pr, op);
    if (op->info->def->print)
      op->info->def->print(pr, op);
    else
      cmir_asmfmt_print(pr, op);
  }
  print_trailing_loc(pr, op);
}

/* ---- entry points ---- */

/* Definitions print by depth (an alias after those it refers to), then by
 * name. */
static int alias_cmp(const void *a, const void *b) {
  const AliasEntry *x = *(const AliasEntry *const *)a, *y = *(const AliasEntry *const *)b;
  if (x->depth != y->depth)
    return x->depth < y->depth ? -1 : 1;
  int c = strcmp(x->kind, y->kind);
  if (c)
    return c;
  return (x->index > y->index) - (x->index < y->index);
}

/* Depth-then-encounter order: aliases that refer to other aliases are
 * numbered after all others (MLIR's stable sort by alias depth). */
static int alias_order_cmp(const void *a, const void *b) {
  const AliasEntry *x = *(const AliasEntry *const *)a, *y = *(const AliasEntry *const *)b;
  if (x->depth != y->depth)
    return x->depth < y->depth ? -1 : 1;
  return (x->order > y->order) - (x->order < y->order);
}

static uint32_t alias_depth(PrinterState *st, const CmirAttr *a);

static uint32_t child_depth(PrinterState *st, const CmirAttr *c) {
  AliasEntry *e = cmir_htab_find(&st->aliases, ptr_hash(c), alias_eq, c);
  return e ? 1 + alias_depth(st, c) : alias_depth(st, c);
}

/* The deepest alias inside a (not counting a's own): 0 if none. */
static uint32_t nested_depth(PrinterState *st, const CmirAttr *a) {
  uint32_t d = 0, k;
  switch (a->kind) {
  case CMIR_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->arr.n; i++)
      if ((k = child_depth(st, a->arr.elems[i])) > d)
        d = k;
    return d;
  case CMIR_ATTR_DICT:
    for (uint32_t i = 0; i < a->dict.n; i++)
      if ((k = child_depth(st, a->dict.entries[i].value)) > d)
        d = k;
    return d;
  case CMIR_ATTR_DISTINCT:
    return child_depth(st, a->distinct.ref);
  default:
    return 0;
  }
}

static uint32_t alias_depth(PrinterState *st, const CmirAttr *a) {
  uint32_t d = 0, k;
  switch (a->kind) {
  case CMIR_ATTR_ARRAY:
  case CMIR_ATTR_DICT:
  case CMIR_ATTR_DISTINCT:
    d = nested_depth(st, a);
    break;
  case CMIR_ATTR_LOC_NAME:
    if (a->locname.child && a->locname.child->kind != CMIR_ATTR_LOC_UNKNOWN)
      d = child_depth(st, a->locname.child);
    break;
  case CMIR_ATTR_LOC_CALLSITE:
    d = child_depth(st, a->callsite.callee);
    k = child_depth(st, a->callsite.caller);
    d = k > d ? k : d;
    break;
  case CMIR_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < a->fused.n; i++) {
      k = child_depth(st, a->fused.locs[i]);
      d = k > d ? k : d;
    }
    break;
  default:
    break;
  }
  return d;
}

static void number_aliases(PrinterState *st) {
  uint32_t n = st->alias_list.len;
  for (uint32_t i = 0; i < n; i++)
    st->alias_list.data[i]->depth = alias_depth(st, st->alias_list.data[i]->attr);
  AliasEntry **v = cmir_xmalloc(sizeof(*v) * (n ? n : 1));
  if (n) {
    memcpy(v, st->alias_list.data, sizeof(*v) * n);
    qsort(v, n, sizeof(*v), alias_order_cmp);
  }
  for (uint32_t i = 0; i < n; i++) {
    AliasEntry *e = v[i];
    e->index = e->kind[0] == 'm'   ? st->nmap++
               : e->kind[0] == 's' ? st->nset++
               : e->kind[0] == 'd' ? st->ndistinct++
                                   : st->nloc++;
  }
  free(v);
}

static void state_init(PrinterState *st) {
  memset(st, 0, sizeof *st);
  cmir_htab_init(&st->aliases, 16);
  cmir_htab_init(&st->distinct_ids, 16);
  cmir_htab_init(&st->resource_seen, 4);
  cmir_arena_init(&st->arena);
}

static void state_free(PrinterState *st) {
  cmir_htab_free(&st->aliases);
  cmir_htab_free(&st->distinct_ids);
  cmir_htab_free(&st->resource_seen);
  cmir_vec_free(&st->resources);
  cmir_vec_free(&st->alias_list);
  cmir_vec_free(&st->default_dialect);
  cmir_arena_release(&st->arena);
}

/* Does anything in the IR need an alias? Cheap pre-check so the common case
 * (no affine maps, no debug info) prints in one pass. */
static bool attr_may_alias(const CmirAttr *a);
static bool type_may_alias(const CmirType *t) {
  switch (t->kind) {
  case CMIR_TYPE_MEMREF:
    return t->shaped.layout && attr_may_alias(t->shaped.layout);
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_TENSOR:
  case CMIR_TYPE_UNRANKED_TENSOR:
  case CMIR_TYPE_UNRANKED_MEMREF:
    return type_may_alias(t->shaped.elem) || (t->shaped.extra && attr_may_alias(t->shaped.extra));
  case CMIR_TYPE_FUNCTION:
    for (uint32_t i = 0; i < t->fn.nin + t->fn.nres; i++)
      if (type_may_alias(t->fn.types[i]))
        return true;
    return false;
  case CMIR_TYPE_TUPLE:
    for (uint32_t i = 0; i < t->tuple.n; i++)
      if (type_may_alias(t->tuple.types[i]))
        return true;
    return false;
  default:
    return false;
  }
}

static bool attr_may_alias(const CmirAttr *a) {
  switch (a->kind) {
  case CMIR_ATTR_AFFINE_MAP:
  case CMIR_ATTR_INTEGER_SET:
  case CMIR_ATTR_DISTINCT:
    return true;
  case CMIR_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->arr.n; i++)
      if (attr_may_alias(a->arr.elems[i]))
        return true;
    return false;
  case CMIR_ATTR_DICT:
    for (uint32_t i = 0; i < a->dict.n; i++)
      if (attr_may_alias(a->dict.entries[i].value))
        return true;
    return false;
  case CMIR_ATTR_TYPE:
    return type_may_alias(a->type.type);
  default:
    return false;
  }
}

static bool op_may_alias(CmirOp *op) {
  if ((op->props && attr_may_alias(op->props)) || (op->attrs && attr_may_alias(op->attrs)))
    return true;
  for (uint32_t i = 0; i < op->nresults; i++)
    if (type_may_alias(op->results[i].type))
      return true;
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next) {
      for (uint32_t k = 0; k < b->nargs; k++)
        if (type_may_alias(b->args[k]->type))
          return true;
      for (CmirOp *o = b->first; o; o = o->next)
        if (op_may_alias(o))
          return true;
    }
  return false;
}

/* Every print leaves the aux of ops, blocks and block arguments cleared, so
 * no stale name survives it. */
static bool clear_aux(CmirOp *op, void *user) {
  (void)user;
  op->aux = NULL;
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next) {
      b->aux = 0;
      for (uint32_t k = 0; k < b->nargs; k++)
        *arg_aux(b->args[k]) = 0;
    }
  return true;
}

/* The file metadata with the blobs of the dense_resource attributes
 * printed, in the order first printed; a handle without a blob is left
 * out (as MLIR does). */
static void print_resources(CmirPrinter *pr) {
  static const char hex[] = "0123456789ABCDEF";
  CmirStrBuf *o = pr->out;
  bool any = false;
  for (uint32_t i = 0; i < pr->st->resources.len; i++) {
    const CmirIdent *h = pr->st->resources.data[i];
    const CmirBlob *b = cmir_resource_get(pr->ctx, h);
    if (!b)
      continue;
    cmir_sb_puts(o, any ? ",\n" : "\n{-#\n  dialect_resources: {\n    builtin: {\n");
    any = true;
    cmir_sb_puts(o, "      ");
    cmir_printer_resource_handle(pr, h);
    cmir_sb_puts(o, ": \"0x");
    for (int k = 0; k < 4; k++) {
      uint8_t byte = (uint8_t)(b->align >> (8 * k));
      cmir_sb_putc(o, hex[byte >> 4]);
      cmir_sb_putc(o, hex[byte & 15]);
    }
    for (uint64_t k = 0; k < b->len; k++) {
      cmir_sb_putc(o, hex[b->data[k] >> 4]);
      cmir_sb_putc(o, hex[b->data[k] & 15]);
    }
    cmir_sb_putc(o, '"');
  }
  if (any)
    cmir_sb_puts(o, "\n    }\n  }\n#-}\n");
}

void cmir_print_op(CmirStrBuf *out, CmirOp *op, const CmirPrintOptions *opts) {
  CmirPrintOptions dflt = {0};
  PrinterState st;
  state_init(&st);
  CmirPrinter pr = {out, op->info->ctx, opts ? opts : &dflt, 0, &st};
  number_all(&pr, op);
  cmir_vec_push(&st.default_dialect, "builtin");
  if (pr.opts->debug_info || (pr.ctx->nmaps && op_may_alias(op))) {
    /* Dry run to discover aliases in print order. */
    CmirStrBuf scratch;
    cmir_sb_init(&scratch);
    CmirPrinter dry = pr;
    dry.out = &scratch;
    st.collecting = true;
    print_op(&dry, op);
    st.collecting = false;
    cmir_sb_free(&scratch);
    number_aliases(&st);
    /* Distinct ids count again from the real print. */
    cmir_htab_free(&st.distinct_ids);
    cmir_htab_init(&st.distinct_ids, 16);
    st.next_distinct_id = 0;
  }
  /* Attribute aliases come first, location aliases after the op. */
  uint32_t nal = st.alias_list.len;
  AliasEntry **sorted = cmir_xmalloc(sizeof(*sorted) * (nal ? nal : 1));
  if (nal) {
    memcpy(sorted, st.alias_list.data, sizeof(*sorted) * nal);
    qsort(sorted, nal, sizeof(*sorted), alias_cmp);
  }
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 1) {
      print_op(&pr, op);
      cmir_sb_putc(out, '\n');
    }
    for (uint32_t i = 0; i < nal; i++) {
      AliasEntry *e = sorted[i];
      bool is_loc = e->kind[0] == 'l';
      bool after = is_loc && !e->early;
      if (after != (pass == 1))
        continue;
      cmir_sb_putc(out, '#');
      cmir_sb_puts(out, e->kind);
      if (e->index)
        cmir_sb_putu64(out, e->index);
      cmir_sb_puts(out, " = ");
      /* The definition itself is printed in full. */
      AliasEntry *self = e;
      cmir_htab_remove(&st.aliases, ptr_hash(e->attr), self);
      if (is_loc)
        cmir_pr_location(&pr, e->attr, true);
      else
        cmir_printer_attr(&pr, e->attr);
      cmir_htab_insert(&st.aliases, ptr_hash(e->attr), self);
      cmir_sb_putc(out, '\n');
    }
  }
  free(sorted);
  if (!pr.opts->local_scope)
    print_resources(&pr);
  cmir_op_walk(op, clear_aux, NULL);
  state_free(&st);
}

void cmir_print_type(CmirStrBuf *out, const CmirType *t) {
  CmirPrinter pr = {out, NULL, NULL, 0, NULL};
  cmir_printer_type(&pr, t);
}

void cmir_print_attr(CmirStrBuf *out, const CmirAttr *a) {
  CmirPrinter pr = {out, NULL, NULL, 0, NULL};
  cmir_printer_attr(&pr, a);
}

char *cmir_type_str(const CmirType *t) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_print_type(&sb, t);
  cmir_sb_cstr(&sb);
  return sb.data;
}

char *cmir_attr_str(const CmirAttr *a) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_print_attr(&sb, a);
  cmir_sb_cstr(&sb);
  return sb.data;
}

/* Generic form of a single op with locally numbered values, for the
 * "see current operation" note on verifier errors. */
char *cmir_op_generic_str(CmirOp *op) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  CmirPrintOptions o = {.generic = true};
  PrinterState st;
  state_init(&st);
  CmirPrinter pr = {&sb, op->info->ctx, &o, 0, &st};
  /* Values are numbered as in the closest isolated-from-above ancestor. */
  CmirOp *scope = op;
  while (cmir_op_parent(scope) && !(scope->info->traits & CMIR_TRAIT_ISOLATED))
    scope = cmir_op_parent(scope);
  number_all(&pr, scope);
  uint32_t next = 0;
  CMIR_VEC(CmirOp *) outside = {0};
  CMIR_VEC(CmirValue *) outside_args = {0};
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirValue *v = op->opnds[i].value;
    if (v->is_arg ? !*arg_aux(v) : !cmir_value_def(v)->aux) {
      if (v->is_arg) {
        set_arg_number(v, next++);
        cmir_vec_push(&outside_args, v);
      } else {
        set_op_number(cmir_value_def(v), next++);
        cmir_vec_push(&outside, cmir_value_def(v));
      }
    }
  }
  cmir_vec_push(&st.default_dialect, "");
  print_op(&pr, op);
  cmir_op_walk(scope, clear_aux, NULL);
  for (uint32_t i = 0; i < outside.len; i++)
    outside.data[i]->aux = NULL;
  cmir_vec_free(&outside);
  for (uint32_t i = 0; i < outside_args.len; i++)
    *arg_aux(outside_args.data[i]) = 0;
  cmir_vec_free(&outside_args);
  state_free(&st);
  cmir_sb_cstr(&sb);
  return sb.data;
}
