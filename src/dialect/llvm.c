/* The LLVM dialect's operations (seed 002): one table entry per op with its
 * operands, properties, syntax (MLIR's declarative format, or parse/print
 * hooks where LLVMOps.td has a custom assembly format) and verifier, plus
 * the dialect's enum attributes and the `llvm.data_layout` module attribute.
 * Types live in llvm_types.c, the data layout queries in llvm_layout.c.
 *
 * Printing follows mlir-opt-19 byte for byte, including its quirks: the
 * custom<LLVMOpAttrs> directive prints a space even when it prints no
 * attributes (`llvm.fadd %a, %b  : f32`), and hand-written printers show
 * default-valued properties (`{addr_space = 0 : i32}`) that generated ones
 * elide. */
#include "dialect/llvm.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------ */
/* Enum attributes                                                           */

static const char *const linkage_names[] = {
    "private", "internal",    "available_externally", "linkonce", "weak",    "common",
    "appending", "extern_weak", "linkonce_odr",        "weak_odr", "external"};
enum { LINKAGE_PRIVATE, LINKAGE_INTERNAL, LINKAGE_COMMON = 5, LINKAGE_APPENDING = 6,
       LINKAGE_EXTERN_WEAK = 7, LINKAGE_EXTERNAL = 10 };

/* Calling conventions by LLVM's numbering (gaps are NULL). */
static const char *const cconv_names[] = {
    [0] = "ccc",
    [8] = "fastcc",
    [9] = "coldcc",
    [10] = "cc_10",
    [11] = "cc_11",
    [13] = "anyregcc",
    [14] = "preserve_mostcc",
    [15] = "preserve_allcc",
    [16] = "swiftcc",
    [17] = "cxx_fast_tlscc",
    [18] = "tailcc",
    [19] = "cfguard_checkcc",
    [20] = "swifttailcc",
    [64] = "x86_stdcallcc",
    [65] = "x86_fastcallcc",
    [66] = "arm_apcscc",
    [67] = "arm_aapcscc",
    [68] = "arm_aapcs_vfpcc",
    [69] = "msp430_intrcc",
    [70] = "x86_thiscallcc",
    [71] = "ptx_kernelcc",
    [72] = "ptx_devicecc",
    [75] = "spir_funccc",
    [76] = "spir_kernelcc",
    [77] = "intel_ocl_bicc",
    [78] = "x86_64_sysvcc",
    [79] = "win64cc",
    [80] = "x86_vectorcallcc",
    [81] = "hhvmcc",
    [82] = "hhvm_ccc",
    [83] = "x86_intrcc",
    [84] = "avr_intrcc",
    [85] = "avr_signalcc",
    [86] = "avr_builtincc",
    [87] = "amdgpu_vscc",
    [88] = "amdgpu_gscc",
    [89] = "amdgpu_pscc",
    [90] = "amdgpu_cscc",
    [91] = "amdgpu_kernelcc",
    [92] = "x86_regcallcc",
    [93] = "amdgpu_hscc",
    [94] = "msp430_builtincc",
    [95] = "amdgpu_lscc",
    [96] = "amdgpu_escc",
    [97] = "aarch64_vectorcallcc",
    [98] = "aarch64_sve_vectorcallcc",
    [99] = "wasm_emscripten_invokecc",
    [100] = "amdgpu_gfxcc",
    [101] = "m68k_intrcc",
};
static const char *const tailcall_names[] = {"none", "tail", "musttail", "notail"};
static const char *const fm_names[] = {"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"};
static const char *const of_names[] = {"nsw", "nuw"};
static const char *const icmp_names[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule",
                                         "ugt", "uge"};
static const char *const fcmp_names[] = {"_false", "oeq", "ogt", "oge", "olt", "ole",
                                         "one",    "ord", "ueq", "ugt", "uge", "ult",
                                         "ule",    "une", "uno", "_true"};
static const char *const visibility_names[] = {"", "hidden", "protected"};
static const char *const unnamed_addr_names[] = {"", "local_unnamed_addr", "unnamed_addr"};
static const char *const ordering_names[] = {"not_atomic", "unordered", "monotonic", NULL,
                                             "acquire",    "release",   "acq_rel",   "seq_cst"};
static const char *const fp_kind_names[] = {"none", "non-leaf", "all", "reserved"};
static const char *const asm_dialect_names[] = {"att", "intel"};
static const char *const comdat_names[] = {"any", "exactmatch", "largest", "nodeduplicate",
                                           "samesize"};
static const char *const modref_names[] = {"none", "read", "write", "readwrite"};

#define NCASES(a) (uint32_t)(sizeof a / sizeof a[0])
/* Enum attributes spelled #llvm.mnemonic<case>. */
static const CmirEnumDef llvm_linkage = {"llvm", "linkage", false, NCASES(linkage_names),
                                         linkage_names, NULL, NULL, false, NULL};
static const CmirEnumDef llvm_cconv = {"llvm", "cconv", false, NCASES(cconv_names), cconv_names,
                                       NULL, NULL, false, NULL};
static const CmirEnumDef llvm_tailcall = {"llvm", "tailcallkind", false, NCASES(tailcall_names),
                                          tailcall_names, NULL, NULL, false, NULL};
static const CmirEnumDef llvm_fastmath = {"llvm", "fastmath", true, NCASES(fm_names), fm_names,
                                          "none", "fast", false, ", "};
static const CmirEnumDef llvm_overflow = {"llvm", "overflow", true, NCASES(of_names), of_names,
                                          "none", NULL, false, ", "};
static const CmirEnumDef llvm_fp_kind = {"llvm", "framePointerKind", false,
                                         NCASES(fp_kind_names), fp_kind_names, NULL, NULL, false,
                                         NULL};
static const CmirEnumDef llvm_asm_dialect = {"llvm", "asm_dialect", false,
                                             NCASES(asm_dialect_names), asm_dialect_names, NULL,
                                             NULL, false, NULL};
static const CmirEnumDef llvm_comdat = {"llvm", "comdat", false, NCASES(comdat_names),
                                        comdat_names, NULL, NULL, false, NULL};
static const CmirEnumDef llvm_modref = {"llvm", "modref", false, NCASES(modref_names),
                                        modref_names, NULL, NULL, false, NULL};
/* I64EnumAttrs kept as i64 integers (`predicate = 2 : i64`), with the case
 * names the custom forms spell. */
static const CmirEnumDef llvm_icmp_pred = {"llvm", "icmp_predicate", false, NCASES(icmp_names),
                                           icmp_names, NULL, NULL, true, NULL};
static const CmirEnumDef llvm_fcmp_pred = {"llvm", "fcmp_predicate", false, NCASES(fcmp_names),
                                           fcmp_names, NULL, NULL, true, NULL};
static const CmirEnumDef llvm_visibility = {"llvm", "visibility", false,
                                            NCASES(visibility_names), visibility_names, NULL,
                                            NULL, true, NULL};
static const CmirEnumDef llvm_unnamed_addr = {"llvm", "unnamed_addr", false,
                                              NCASES(unnamed_addr_names), unnamed_addr_names,
                                              NULL, NULL, true, NULL};
static const CmirEnumDef llvm_ordering = {"llvm", "atomic_ordering", false,
                                          NCASES(ordering_names), ordering_names, NULL, NULL,
                                          true, NULL};

/* ------------------------------------------------------------------------ */
/* Types                                                                     */

bool cmir_llvm_is_float_type(const CmirType *t) {
  if (t->kind == CMIR_TYPE_LLVM_PPCFP128)
    return true;
  return t->kind == CMIR_TYPE_FLOAT && t->flt.fk != CMIR_F_TF32;
}

bool cmir_llvm_is_vector_type(const CmirType *t) {
  if (t->kind == CMIR_TYPE_LLVM_VEC)
    return true;
  if (t->kind != CMIR_TYPE_VECTOR || t->shaped.rank != 1)
    return false;
  const CmirType *e = t->shaped.elem;
  if (e->kind == CMIR_TYPE_INTEGER)
    return e->integer.sign == CMIR_SIGNLESS;
  return e->kind == CMIR_TYPE_FLOAT && e->flt.fk != CMIR_F_TF32;
}

const CmirType *cmir_llvm_vector_elem(const CmirType *t) {
  if (t->kind == CMIR_TYPE_LLVM_VEC)
    return t->lvec.elem;
  if (t->kind == CMIR_TYPE_VECTOR)
    return t->shaped.elem;
  return NULL;
}

static bool is_scalable_vector(const CmirType *t) {
  if (t->kind == CMIR_TYPE_LLVM_VEC)
    return t->flags & 1;
  return t->kind == CMIR_TYPE_VECTOR && t->shaped.scalable && t->shaped.scalable[0];
}

static uint64_t vector_len(const CmirType *t) {
  return t->kind == CMIR_TYPE_LLVM_VEC ? t->lvec.n : (uint64_t)t->shaped.shape[0];
}

/* A vector of n elem with t's scalability: builtin when elem allows it. */
static const CmirType *vector_like(CmirContext *ctx, const CmirType *t, const CmirType *elem,
                                   uint64_t n) {
  bool scalable = is_scalable_vector(t);
  if (elem->kind == CMIR_TYPE_INTEGER || elem->kind == CMIR_TYPE_FLOAT) {
    int64_t shape = (int64_t)n;
    bool sc = scalable;
    return cmir_type_vector(ctx, 1, &shape, scalable ? &sc : NULL, elem);
  }
  return cmir_type_llvm_vec(ctx, (uint32_t)n, elem, scalable);
}

const CmirType *cmir_llvm_i1_same_shape(CmirContext *ctx, const CmirType *t) {
  if (cmir_llvm_is_vector_type(t))
    return vector_like(ctx, t, ctx->i1, vector_len(t));
  return ctx->i1;
}

bool cmir_llvm_is_compatible_type(const CmirType *t) {
  switch ((CmirTypeKind)t->kind) {
  case CMIR_TYPE_INTEGER:
    return t->integer.sign == CMIR_SIGNLESS;
  case CMIR_TYPE_FLOAT:
    return t->flt.fk != CMIR_F_TF32;
  case CMIR_TYPE_VECTOR:
    return cmir_llvm_is_vector_type(t);
  case CMIR_TYPE_LLVM_PTR:
  case CMIR_TYPE_LLVM_VOID:
  case CMIR_TYPE_LLVM_TOKEN:
  case CMIR_TYPE_LLVM_METADATA:
  case CMIR_TYPE_LLVM_LABEL:
  case CMIR_TYPE_LLVM_X86MMX:
  case CMIR_TYPE_LLVM_PPCFP128:
    return true;
  case CMIR_TYPE_LLVM_ARRAY:
    return cmir_llvm_is_compatible_type(t->arr.elem);
  case CMIR_TYPE_LLVM_VEC:
    return cmir_llvm_is_compatible_type(t->lvec.elem);
  case CMIR_TYPE_LLVM_FUNC:
    if (!cmir_llvm_is_compatible_type(t->lfn.ret))
      return false;
    for (uint32_t i = 0; i < t->lfn.n; i++)
      if (!cmir_llvm_is_compatible_type(t->lfn.args[i]))
        return false;
    return true;
  case CMIR_TYPE_LLVM_STRUCT:
    /* Identified structs may be recursive; their bodies were checked when
     * they were built from compatible types. */
    if (t->flags & CMIR_LLVM_STRUCT_IDENTIFIED)
      return true;
    for (uint32_t i = 0; i < t->st.n; i++)
      if (!cmir_llvm_is_compatible_type(t->st.types[i]))
        return false;
    return true;
  default:
    return false;
  }
}

static bool is_signless_int(const CmirType *t) {
  return t->kind == CMIR_TYPE_INTEGER && t->integer.sign == CMIR_SIGNLESS;
}
static bool is_ptr(const CmirType *t) { return t->kind == CMIR_TYPE_LLVM_PTR; }
static bool is_aggregate(const CmirType *t) {
  return t->kind == CMIR_TYPE_LLVM_STRUCT || t->kind == CMIR_TYPE_LLVM_ARRAY;
}

/* Scalar or vector of scalars satisfying pred. */
static bool scalar_or_vector(const CmirType *t, bool (*pred)(const CmirType *)) {
  if (pred(t))
    return true;
  return cmir_llvm_is_vector_type(t) && pred(cmir_llvm_vector_elem(t));
}
static bool is_i1(const CmirType *t) { return t->kind == CMIR_TYPE_INTEGER && t->integer.width == 1 && t->integer.sign == CMIR_SIGNLESS; }
static bool is_int_or_ptr(const CmirType *t) { return is_signless_int(t) || is_ptr(t); }

/* LLVM_PrimitiveType: compatible, but not void or a function. */
static bool is_primitive(const CmirType *t) {
  return cmir_llvm_is_compatible_type(t) && t->kind != CMIR_TYPE_LLVM_VOID &&
         t->kind != CMIR_TYPE_LLVM_FUNC;
}
/* LLVM_LoadableType ("LLVM type with size"). */
static bool is_loadable(const CmirType *t) {
  if (!is_primitive(t))
    return false;
  if (t->kind == CMIR_TYPE_LLVM_STRUCT && (t->flags & CMIR_LLVM_STRUCT_OPAQUE))
    return false;
  return t->kind != CMIR_TYPE_LLVM_TOKEN && t->kind != CMIR_TYPE_LLVM_LABEL &&
         t->kind != CMIR_TYPE_LLVM_METADATA;
}
/* LLVM_AnyNonAggregate: compatible and not a struct or array. */
static bool is_non_aggregate(const CmirType *t) {
  return cmir_llvm_is_compatible_type(t) && !is_aggregate(t);
}

/* ODS type constraints with their descriptions. */
typedef struct Constraint {
  bool (*ok)(const CmirType *t);
  const char *what;
} Constraint;

static bool c_int_vec(const CmirType *t) { return scalar_or_vector(t, is_signless_int); }
static bool c_ptr_vec(const CmirType *t) { return scalar_or_vector(t, is_ptr); }
static bool c_float_vec(const CmirType *t) { return scalar_or_vector(t, cmir_llvm_is_float_type); }
static bool c_i1_vec(const CmirType *t) { return scalar_or_vector(t, is_i1); }
static bool c_int_ptr_vec(const CmirType *t) { return c_int_vec(t) || c_ptr_vec(t); }
static bool c_vector(const CmirType *t) { return cmir_llvm_is_vector_type(t); }

static const Constraint C_INT_VEC = {c_int_vec, "signless integer or LLVM dialect-compatible "
                                                "vector of signless integer"};
static const Constraint C_PTR_VEC = {c_ptr_vec, "LLVM pointer type or LLVM dialect-compatible "
                                                "vector of LLVM pointer type"};
static const Constraint C_PTR = {is_ptr, "LLVM pointer type"};
static const Constraint C_INT = {is_signless_int, "signless integer"};
static const Constraint C_NON_AGG = {is_non_aggregate, "LLVM-compatible non-aggregate type"};
static const Constraint C_ANY = {cmir_llvm_is_compatible_type, "LLVM dialect-compatible type"};
static const Constraint C_VARIADIC_ANY = {cmir_llvm_is_compatible_type,
                                          "variadic of LLVM dialect-compatible type"};
static const Constraint C_I1 = {is_i1, "1-bit signless integer"};
static const Constraint C_VECTOR = {c_vector, "LLVM dialect-compatible vector type"};
static const Constraint C_AGGREGATE = {is_aggregate, "LLVM aggregate type"};
static const Constraint C_FLOAT_VEC = {c_float_vec, "floating point LLVM type or LLVM "
                                                    "dialect-compatible vector of floating point "
                                                    "LLVM type"};
static const Constraint C_I1_VEC = {c_i1_vec, "1-bit signless integer or LLVM "
                                              "dialect-compatible vector of 1-bit signless "
                                              "integer"};
static const Constraint C_VARIADIC_INT_VEC = {c_int_vec, "variadic of signless integer or LLVM "
                                                         "dialect-compatible vector of signless "
                                                         "integer"};
static const Constraint C_CMP = {c_int_ptr_vec, "signless integer or LLVM dialect-compatible "
                                                "vector of signless integer or LLVM pointer type "
                                                "or LLVM dialect-compatible vector of LLVM "
                                                "pointer type"};
static const Constraint C_PRIMITIVE = {is_primitive, "primitive LLVM type"};
static const Constraint C_LOADABLE = {is_loadable, "LLVM type with size"};

static CmirStatus check_type(CmirOp *op, const char *kind, uint32_t i, const CmirType *t,
                             const Constraint *c) {
  if (c->ok(t))
    return CMIR_OK;
  char *s = cmir_type_str(t);
  cmir_verify_error(op, "%s #%u must be %s, but got '%s'", kind, i, c->what, s);
  free(s);
  return CMIR_FAIL;
}

static CmirStatus check_operand(CmirOp *op, uint32_t i, const Constraint *c) {
  return check_type(op, "operand", i, op->opnds[i].value->type, c);
}
static CmirStatus check_result(CmirOp *op, uint32_t i, const Constraint *c) {
  return check_type(op, "result", i, op->results[i].type, c);
}
/* Checks operands [from, n) against one constraint. */
static CmirStatus check_operands(CmirOp *op, uint32_t from, uint32_t n, const Constraint *c) {
  for (uint32_t i = from; i < n; i++)
    if (check_operand(op, i, c))
      return CMIR_FAIL;
  return CMIR_OK;
}

static CmirStatus same_types(CmirOp *op) {
  const CmirType *t = op->nresults ? op->results[0].type : op->opnds[0].value->type;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (op->opnds[i].value->type != t)
      return cmir_verify_error(op, "requires the same type for all operands and results");
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].type != t)
      return cmir_verify_error(op, "requires the same type for all operands and results");
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Printing and parsing helpers                                              */

static const CmirAttr *fastmath_none(CmirContext *ctx) {
  return cmir_attr_enum(ctx, &llvm_fastmath, 0);
}

/* What MLIR's hand-written printers pass to printOptionalAttrDict: every
 * inherent and discardable attribute (defaults included), minus `elide`
 * and operandSegmentSizes; `fmf` also drops fastmathFlags when empty
 * (processFMFAttr). */
static void print_attrs(CmirPrinter *pr, CmirOp *op, const char *const *elide, bool fmf,
                        bool with_keyword) {
  CmirContext *ctx = op->info->ctx;
  const CmirAttr *all = op->attrs;
  for (uint32_t i = 0; op->props && i < op->props->dict.n; i++) {
    const CmirNamedAttr *e = &op->props->dict.entries[i];
    if (e->name == op->info->opnd_seg_name)
      continue;
    if (fmf && !strcmp(e->name->str, "fastmathFlags") && e->value == fastmath_none(ctx))
      continue;
    all = cmir_dict_set(ctx, all, e->name, e->value);
  }
  if (fmf && op->attrs && cmir_dict_gets(op->attrs, "fastmathFlags") == fastmath_none(ctx))
    all = cmir_dict_set(ctx, all, cmir_ident(ctx, "fastmathFlags"), NULL);
  cmir_printer_opt_attr_dict(pr, all, elide, with_keyword);
}

static const CmirAttr *prop_or_attr(const CmirOp *op, const char *name) {
  return cmir_op_get(op, name);
}

static int64_t int_prop(const CmirOp *op, const char *name, int64_t dflt) {
  const CmirAttr *a = prop_or_attr(op, name);
  return a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_int_value(a) : dflt;
}

static uint64_t enum_prop(const CmirOp *op, const char *name, uint64_t dflt) {
  const CmirAttr *a = prop_or_attr(op, name);
  return a && a->kind == CMIR_ATTR_ENUM ? a->en.value : dflt;
}

/* Optional keyword among an enum's case names (parseOptionalLLVMKeyword):
 * the case index, or dflt. Empty names never match. */
static uint64_t parse_opt_keyword(CmirParser *p, const CmirEnumDef *d, uint64_t dflt) {
  if (p->tok.kind != TOK_BARE)
    return dflt;
  for (uint32_t i = 0; i < d->ncases; i++)
    if (d->cases[i] && d->cases[i][0] && cmir_parser_consume_keyword(p, d->cases[i]))
      return i;
  return dflt;
}

static void print_dense_array_body(CmirPrinter *pr, const CmirAttr *a) {
  cmir_printer_putc(pr, '[');
  for (uint32_t i = 0; a && a->kind == CMIR_ATTR_DENSE_ARRAY && i < a->darr.n; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    int64_t v = a->darr.elem->integer.width == 32 ? ((const int32_t *)a->darr.data)[i]
                                                  : ((const int64_t *)a->darr.data)[i];
    cmir_sb_puti64(pr->out, v);
  }
  cmir_printer_putc(pr, ']');
}

/* `[1, 2]` as a DenseI32ArrayAttr / DenseI64ArrayAttr (width 32 or 64). */
static const CmirAttr *parse_dense_array_body(CmirParser *p, uint32_t width) {
  if (cmir_parser_expect(p, TOK_LSQUARE, "'['"))
    return NULL;
  CmirI64Vec v = {0};
  const CmirAttr *r = NULL;
  if (p->tok.kind != TOK_RSQUARE) {
    do {
      int64_t x;
      if (cmir_parser_expect_integer(p, &x, "integer value"))
        goto done;
      cmir_vec_push(&v, x);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
  }
  if (cmir_parser_expect(p, TOK_RSQUARE, "']'"))
    goto done;
  if (width == 64) {
    r = cmir_attr_dense_i64_array(p->ctx, v.len, v.data);
  } else {
    int32_t *w = cmir_xcalloc(v.len ? v.len : 1, sizeof *w);
    for (uint32_t i = 0; i < v.len; i++)
      w[i] = (int32_t)v.data[i];
    r = cmir_attr_dense_i32_array(p->ctx, v.len, w);
    free(w);
  }
done:
  cmir_vec_free(&v);
  return r;
}

static const int32_t *i32_array(const CmirAttr *a, uint32_t *n) {
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.elem->kind != CMIR_TYPE_INTEGER ||
      a->darr.elem->integer.width != 32) {
    *n = 0;
    return NULL;
  }
  *n = a->darr.n;
  return a->darr.data;
}

static const int64_t *i64_array(const CmirAttr *a, uint32_t *n) {
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.elem->kind != CMIR_TYPE_INTEGER ||
      a->darr.elem->integer.width != 64) {
    *n = 0;
    return NULL;
  }
  *n = a->darr.n;
  return a->darr.data;
}

/* ------------------------------------------------------------------------ */
/* Custom directives                                                         */

/* custom<LLVMOpAttrs>(attr-dict): the attribute dictionary without empty
 * fastmath flags or overflow flags. */
CmirStatus cmir_llvm_parse_op_attrs(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                                    uint32_t n) {
  (void)a;
  (void)n;
  return cmir_parser_opt_attr_dict(p, cmir_fmt_state(fs));
}

void cmir_llvm_print_op_attrs(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n) {
  (void)a;
  (void)n;
  static const char *const elide[] = {"overflowFlags", NULL};
  print_attrs(pr, op, elide, true, false);
}

/* custom<OverflowFlags>($overflowFlags): ` overflow<nsw, nuw>` or nothing. */
CmirStatus cmir_llvm_parse_overflow(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                                    uint32_t n) {
  (void)n;
  const CmirAttr *v = cmir_attr_enum(p->ctx, &llvm_overflow, 0);
  if (cmir_parser_consume_keyword(p, "overflow")) {
    v = cmir_parser_enum(p, &llvm_overflow);
    if (!v)
      return CMIR_FAIL;
  }
  cmir_fmt_set_prop(fs, a[0].idx, v);
  return CMIR_OK;
}

void cmir_llvm_print_overflow(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n) {
  (void)n;
  const CmirAttr *v = cmir_dict_get(op->props, op->info->props[a[0].idx].name);
  if (!v || v->kind != CMIR_ATTR_ENUM || !v->en.value)
    return;
  cmir_printer_puts(pr, " overflow<");
  cmir_printer_enum_value(pr, v->en.def, v->en.value);
  cmir_printer_putc(pr, '>');
}

#define GEP_DYNAMIC INT32_MIN

/* custom<GEPIndices>($dynamicIndices, $rawConstantIndices): `%i, 1, %j`. */
CmirStatus cmir_llvm_parse_gep_indices(CmirParser *p, CmirFmtParseState *fs,
                                       const CmirFmtArg *a, uint32_t n) {
  (void)n;
  CMIR_VEC(int32_t) raw = {0};
  CmirStatus rc = CMIR_FAIL;
  do {
    int64_t v;
    const char *pos = p->tok.s;
    if (cmir_parser_integer(p, &v)) {
      if (v < INT32_MIN || v > INT32_MAX) {
        cmir_parser_error_at(p, pos, "integer value too large");
        goto done;
      }
      cmir_vec_push(&raw, (int32_t)v);
      continue;
    }
    CmirUnresolved u;
    if (cmir_parser_operand(p, &u))
      goto done;
    cmir_vec_push(&raw, GEP_DYNAMIC);
    cmir_fmt_add_operand(fs, a[0].idx, &u);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  cmir_fmt_set_prop(fs, a[1].idx, cmir_attr_dense_i32_array(p->ctx, raw.len, raw.data));
  rc = CMIR_OK;
done:
  cmir_vec_free(&raw);
  return rc;
}

void cmir_llvm_print_gep_indices(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n) {
  (void)n;
  uint32_t nraw, start, ndyn;
  const int32_t *raw = i32_array(cmir_dict_get(op->props, op->info->props[a[1].idx].name), &nraw);
  cmir_fmt_group(op, a[0].idx, &start, &ndyn);
  uint32_t k = 0;
  for (uint32_t i = 0; i < nraw; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    if (raw[i] == GEP_DYNAMIC && k < ndyn)
      cmir_printer_value(pr, op->opnds[start + k++].value);
    else
      cmir_sb_puti64(pr->out, raw[i]);
  }
}
