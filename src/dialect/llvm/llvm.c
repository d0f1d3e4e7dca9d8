/* The LLVM dialect's operations (seed 002): one table entry per op with its
 * operands, properties, syntax (MLIR's declarative format, or parse/print
 * hooks where LLVMOps.td has a custom assembly format) and verifier, plus
 * the dialect's enum attributes and the `llvm.data_layout` module attribute.
 * Types live in types.c, the data layout queries in layout.c.
 *
 * Printing follows mlir-opt-19 byte for byte, including its quirks: the
 * custom<LLVMOpAttrs> directive prints a space even when it prints no
 * attributes (`llvm.fadd %a, %b  : f32`), and hand-written printers show
 * default-valued properties (`{addr_space = 0 : i32}`) that generated ones
 * elide. */
#include "dialect/llvm/llvm.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------ */
/* Enum attributes                                                           */

static const char *const linkage_names[] = {
    "private",   "internal",    "available_externally", "linkonce", "weak",    "common",
    "appending", "extern_weak", "linkonce_odr",         "weak_odr", "external"};
enum {
  LINKAGE_PRIVATE,
  LINKAGE_INTERNAL,
  LINKAGE_COMMON = 5,
  LINKAGE_APPENDING = 6,
  LINKAGE_EXTERN_WEAK = 7,
  LINKAGE_EXTERNAL = 10
};

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
static const char *const icmp_names[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                         "sge", "ult", "ule", "ugt", "uge"};
static const char *const fcmp_names[] = {"_false", "oeq", "ogt", "oge",  "olt", "ole",
                                         "one",    "ord", "ueq", "ugt",  "uge", "ult",
                                         "ule",    "une", "uno", "_true"};
static const char *const visibility_names[] = {"", "hidden", "protected"};
static const char *const unnamed_addr_names[] = {"", "local_unnamed_addr", "unnamed_addr"};
static const char *const ordering_names[] = {"not_atomic", "unordered", "monotonic", NULL,
                                             "acquire",    "release",   "acq_rel",   "seq_cst"};
static const char *const binop_names[] = {"xchg", "add",  "sub",  "_and",      "nand",     "_or",
                                          "_xor", "max",  "min",  "umax",      "umin",     "fadd",
                                          "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"};
static const char *const comdat_names[] = {"any", "exactmatch", "largest", "nodeduplicate",
                                            "samesize"};
static const char *const fp_kind_names[] = {"none", "non-leaf", "all", "reserved"};
static const char *const asm_dialect_names[] = {"att", "intel"};

#define NCASES(a) (uint32_t)(sizeof a / sizeof a[0])
/* Enum attributes spelled #llvm.mnemonic<case> (with the C++ names MLIR's
 * parse errors mention). */
#define LLVM_ENUM(mn, names, cpp, def)                                                             \
  {                                                                                                \
    .dialect = "llvm", .mnemonic = mn, .ncases = NCASES(names), .cases = names, .cpp_name = cpp,   \
    .attr_def = def                                                                                \
  }
/* An enum attribute whose parser MLIR writes by hand: its parameter's name
 * and the words of its "invalid ... specification" error. */
#define LLVM_ENUM_P(mn, names, cpp, def, prm, what)                                                \
  {                                                                                                \
    .dialect = "llvm", .mnemonic = mn, .ncases = NCASES(names), .cases = names, .cpp_name = cpp,   \
    .attr_def = def, .param = prm, .invalid_what = what                                            \
  }
#define LLVM_FLAGS(mn, names, all, cpp, def)                                                       \
  {                                                                                                \
    .dialect = "llvm", .mnemonic = mn, .bitflags = true, .ncases = NCASES(names), .cases = names,  \
    .none_name = "none", .all_name = all, .separator = ", ", .cpp_name = cpp, .attr_def = def      \
  }
/* I64EnumAttrs, kept as i64 integers (`predicate = 2 : i64`); the case
 * names are what the custom forms spell. */
#define LLVM_I64_ENUM(mn, names)                                                                   \
  {                                                                                                \
    .dialect = "llvm", .mnemonic = mn, .ncases = NCASES(names), .cases = names,                    \
    .print_as_int = true                                                                           \
  }

static const CmirEnumDef llvm_linkage = LLVM_ENUM_P("linkage", linkage_names, "linkage::Linkage",
                                                   "LinkageAttr", "linkage", "LLVM linkage types");
static const CmirEnumDef llvm_cconv =
    LLVM_ENUM_P("cconv", cconv_names, "CConv", "CConvAttr", "CallingConv", "Calling Conventions");
static const CmirEnumDef llvm_tailcall =
    LLVM_ENUM_P("tailcallkind", tailcall_names, "TailCallKind", "TailCallKindAttr", "tailCallKind",
                "Tail Call Kind");
static const CmirEnumDef llvm_fp_kind =
    LLVM_ENUM_P("framePointerKind", fp_kind_names, "framePointerKind::FramePointerKind",
                "FramePointerKindAttr", "framePointerKind", "LLVM FramePointerKind");
static const CmirEnumDef llvm_asm_dialect =
    LLVM_ENUM("asm_dialect", asm_dialect_names, "::mlir::LLVM::AsmDialect", "AsmDialectAttr");
static const CmirEnumDef llvm_fastmath = LLVM_FLAGS(
    "fastmath", fm_names, "fast", "::mlir::LLVM::FastmathFlags", "LLVM_FastmathFlagsAttr");
static const CmirEnumDef llvm_overflow =
    LLVM_FLAGS("overflow", of_names, NULL, "::mlir::LLVM::IntegerOverflowFlags",
               "LLVM_IntegerOverflowFlagsAttr");
static const CmirEnumDef llvm_icmp_pred = LLVM_I64_ENUM("icmp_predicate", icmp_names);
static const CmirEnumDef llvm_fcmp_pred = LLVM_I64_ENUM("fcmp_predicate", fcmp_names);
static const CmirEnumDef llvm_visibility = LLVM_I64_ENUM("visibility", visibility_names);
static const CmirEnumDef llvm_unnamed_addr = LLVM_I64_ENUM("unnamed_addr", unnamed_addr_names);
static const CmirEnumDef llvm_atomic_bin_op = LLVM_I64_ENUM("atomic_bin_op", binop_names);
static const CmirEnumDef llvm_comdat = LLVM_I64_ENUM("comdat", comdat_names);
static const CmirEnumDef llvm_ordering = LLVM_I64_ENUM("atomic_ordering", ordering_names);

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

/* Identified structs being checked, innermost first: a recursive reference
 * to one of them is compatible if the rest of its body is. */
typedef struct StructChain {
  const CmirType *t;
  const struct StructChain *up;
} StructChain;

static bool compatible(const CmirType *t, const StructChain *chain) {
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
    return compatible(t->arr.elem, chain);
  case CMIR_TYPE_LLVM_VEC:
    return compatible(t->lvec.elem, chain);
  case CMIR_TYPE_LLVM_FUNC:
    if (!compatible(t->lfn.ret, chain))
      return false;
    for (uint32_t i = 0; i < t->lfn.n; i++)
      if (!compatible(t->lfn.args[i], chain))
        return false;
    return true;
  case CMIR_TYPE_LLVM_TARGET:
    for (uint32_t i = 0; i < t->tgt.ntypes; i++)
      if (!compatible(t->tgt.types[i], chain))
        return false;
    return true;
  case CMIR_TYPE_LLVM_STRUCT: {
    for (const StructChain *c = chain; c; c = c->up)
      if (c->t == t)
        return true;
    StructChain here = {t, chain};
    for (uint32_t i = 0; i < t->st.n; i++)
      if (!compatible(t->st.types[i], &here))
        return false;
    return true;
  }
  default:
    return false;
  }
}

bool cmir_llvm_is_compatible_type(const CmirType *t) { return compatible(t, NULL); }

/* The properties of a target extension type, from its name (LLVM 19's
 * Type.cpp as MLIR 19 mirrors it: "spirv." types have a zero value and may
 * be globals; those and "aarch64.svcount" may be loaded, stored and
 * allocated). */
static bool target_is_spirv(const CmirType *t) {
  return t->tgt.name->len >= 6 && !memcmp(t->tgt.name->str, "spirv.", 6);
}
bool cmir_llvm_target_has_zero_init(const CmirType *t) { return target_is_spirv(t); }
bool cmir_llvm_target_can_be_global(const CmirType *t) { return target_is_spirv(t); }
bool cmir_llvm_target_supports_mem_ops(const CmirType *t) {
  return target_is_spirv(t) || (t->tgt.name->len == 15 && !memcmp(t->tgt.name->str,
                                                                  "aarch64.svcount", 15));
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
static bool is_int_or_ptr(const CmirType *t) { return is_signless_int(t) || is_ptr(t); }
static bool is_i1(const CmirType *t) {
  return t->kind == CMIR_TYPE_INTEGER && t->integer.width == 1 && t->integer.sign == CMIR_SIGNLESS;
}

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
  if (t->kind == CMIR_TYPE_LLVM_TARGET && !cmir_llvm_target_supports_mem_ops(t))
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


/* ------------------------------------------------------------------------ */
/* Printing and parsing helpers                                              */

static const CmirAttr *fastmath_none(CmirContext *ctx) {
  return cmir_attr_enum(ctx, &llvm_fastmath, 0);
}

static int name_order(const CmirIdent *a, const CmirIdent *b) {
  uint32_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->str, b->str, n);
  return c ? c : (a->len > b->len) - (a->len < b->len);
}

/* What MLIR's hand-written printers pass to printOptionalAttrDict: every
 * inherent and discardable attribute (defaults included), minus `elide`
 * and operandSegmentSizes; `fmf` also drops fastmathFlags when empty
 * (processFMFAttr).
 * The two sorted lists are merged into a dictionary of the printer's own,
 * not uniqued: a uniqued one per op filled the context's attribute table
 * with a dictionary per function printed. */
static void print_attrs(CmirPrinter *pr, CmirOp *op, const char *const *elide, bool fmf,
                        bool with_keyword) {
  CmirContext *ctx = op->info->ctx;
  const CmirAttr *none = fmf ? fastmath_none(ctx) : NULL;
  bool drop_fmf = fmf && op->attrs && cmir_dict_gets(op->attrs, "fastmathFlags") == none;
  uint32_t na = op->attrs ? op->attrs->dict.n : 0, np = op->props ? op->props->dict.n : 0;
  const CmirNamedAttr *ae = na ? op->attrs->dict.entries : NULL;
  const CmirNamedAttr *pe = np ? op->props->dict.entries : NULL;
  CmirNamedAttr small[16];
  CmirNamedAttr *all = na + np <= 16 ? small : cmir_xmalloc(sizeof *all * (na + np));
  uint32_t n = 0, i = 0, k = 0;
  while (i < np || k < na) {
    const CmirNamedAttr *e;
    int c = i >= np ? 1 : k >= na ? -1 : name_order(pe[i].name, ae[k].name);
    if (c <= 0) {
      e = &pe[i++];
      bool skip = e->name == op->info->opnd_seg_name ||
                  (fmf && e->value == none && !strcmp(e->name->str, "fastmathFlags"));
      if (skip) {
        if (c == 0)
          all[n++] = ae[k++]; /* the attribute stays */
        continue;
      }
      if (c == 0)
        k++; /* the property replaces it */
    } else {
      e = &ae[k++];
    }
    all[n++] = *e;
  }
  if (drop_fmf) {
    uint32_t m = 0;
    for (uint32_t j = 0; j < n; j++)
      if (strcmp(all[j].name->str, "fastmathFlags"))
        all[m++] = all[j];
    n = m;
  }
  CmirAttr dict = {.kind = CMIR_ATTR_DICT};
  dict.dict.n = n;
  dict.dict.entries = all;
  cmir_printer_opt_attr_dict(pr, n ? &dict : NULL, elide, with_keyword);
  if (all != small)
    free(all);
}

static int64_t int_prop(const CmirOp *op, const char *name, int64_t dflt) {
  const CmirAttr *a = cmir_op_get(op, name);
  return a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_int_value(a) : dflt;
}

static uint64_t enum_prop(const CmirOp *op, const char *name, uint64_t dflt) {
  const CmirAttr *a = cmir_op_get(op, name);
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
CmirStatus cmir_llvm_parse_gep_indices(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                                       uint32_t n) {
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

/* ------------------------------------------------------------------------ */
/* Arithmetic                                                                */

static CmirStatus verify_int_binop(CmirOp *op) {
  if (check_operands(op, 0, 2, &C_INT_VEC) || check_result(op, 0, &C_INT_VEC))
    return CMIR_FAIL;
  return cmir_verify_same_types(op);
}

static CmirStatus verify_float_op(CmirOp *op) {
  if (check_operands(op, 0, op->nopnds, &C_FLOAT_VEC) || check_result(op, 0, &C_FLOAT_VEC))
    return CMIR_FAIL;
  return cmir_verify_same_types(op);
}

/* llvm.icmp "pred" %a, %b attr-dict : type (and llvm.fcmp). */
static CmirStatus cmp_parse(CmirParser *p, CmirOpState *st) {
  bool isf = st->info->id == CMIR_OP_LLVM_FCMP;
  const CmirEnumDef *d = isf ? &llvm_fcmp_pred : &llvm_icmp_pred;
  const char *ppos = p->tok.s;
  const CmirAttr *pa = cmir_parser_attr(p, NULL);
  if (!pa)
    return CMIR_FAIL;
  if (pa->kind != CMIR_ATTR_STRING || pa->str.type)
    return cmir_parser_error_at(p, ppos, "invalid kind of attribute specified");
  CmirUnresolved lhs, rhs;
  if (cmir_parser_operand(p, &lhs) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &rhs) || cmir_parser_opt_attr_dict(p, st) ||
      cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const char *tpos = p->tok.s;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    return CMIR_FAIL;
  CmirValue *a = cmir_parser_resolve(p, &lhs, t);
  if (!a)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, a);
  CmirValue *b = cmir_parser_resolve(p, &rhs, t);
  if (!b)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, b);
  uint32_t i = 0;
  while (i < d->ncases &&
         !(strlen(d->cases[i]) == pa->str.len && !memcmp(d->cases[i], pa->str.s, pa->str.len)))
    i++;
  if (i == d->ncases)
    return cmir_parser_error_at(p, ppos,
                                "'%.*s' is an incorrect value of the 'predicate' attribute",
                                (int)pa->str.len, pa->str.s);
  cmir_opstate_set_prop(st, "predicate", cmir_attr_int(p->ctx, p->ctx->i64, i));
  if (!cmir_llvm_is_compatible_type(t))
    return cmir_parser_error_at(p, tpos, "expected LLVM dialect-compatible type");
  cmir_opstate_add_result(st, cmir_llvm_i1_same_shape(p->ctx, t));
  cmir_opstate_finalize_props(st, NULL, 0);
  return CMIR_OK;
}

static void cmp_print(CmirPrinter *pr, CmirOp *op) {
  bool isf = op->info->id == CMIR_OP_LLVM_FCMP;
  const CmirEnumDef *d = isf ? &llvm_fcmp_pred : &llvm_icmp_pred;
  int64_t v = int_prop(op, "predicate", 0);
  cmir_printer_puts(pr, " \"");
  cmir_printer_puts(pr, v >= 0 && (uint64_t)v < d->ncases ? d->cases[v] : "");
  cmir_printer_puts(pr, "\" ");
  cmir_printer_values(pr, op->opnds, 2);
  static const char *const elide[] = {"predicate", NULL};
  print_attrs(pr, op, elide, isf, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
}

static CmirStatus cmp_verify(CmirOp *op) {
  bool isf = op->info->id == CMIR_OP_LLVM_FCMP;
  const Constraint *c = isf ? &C_FLOAT_VEC : &C_CMP;
  if (check_operands(op, 0, 2, c) || check_result(op, 0, &C_I1_VEC))
    return CMIR_FAIL;
  const CmirType *t = op->opnds[0].value->type;
  if (op->opnds[1].value->type != t)
    return cmir_verify_error(op, "requires all operands to have the same type");
  if (op->results[0].type != cmir_llvm_i1_same_shape(op->info->ctx, t))
    return cmir_verify_error(op, "failed to verify that result type has i1 element type and "
                                 "same shape as operands");
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Casts                                                                     */

typedef struct CastRule {
  const Constraint *in, *out;
} CastRule;

static const CastRule cast_rules[CMIR_OP_COUNT] = {
    [CMIR_OP_LLVM_BITCAST] = {&C_NON_AGG, &C_NON_AGG},
    [CMIR_OP_LLVM_ADDRSPACECAST] = {&C_PTR_VEC, &C_PTR_VEC},
    [CMIR_OP_LLVM_INTTOPTR] = {&C_INT_VEC, &C_PTR_VEC},
    [CMIR_OP_LLVM_PTRTOINT] = {&C_PTR_VEC, &C_INT_VEC},
    [CMIR_OP_LLVM_SEXT] = {&C_INT_VEC, &C_INT_VEC},
    [CMIR_OP_LLVM_ZEXT] = {&C_INT_VEC, &C_INT_VEC},
    [CMIR_OP_LLVM_TRUNC] = {&C_INT_VEC, &C_INT_VEC},
    [CMIR_OP_LLVM_SITOFP] = {&C_INT_VEC, &C_FLOAT_VEC},
    [CMIR_OP_LLVM_UITOFP] = {&C_INT_VEC, &C_FLOAT_VEC},
    [CMIR_OP_LLVM_FPTOSI] = {&C_FLOAT_VEC, &C_INT_VEC},
    [CMIR_OP_LLVM_FPTOUI] = {&C_FLOAT_VEC, &C_INT_VEC},
    [CMIR_OP_LLVM_FPEXT] = {&C_FLOAT_VEC, &C_FLOAT_VEC},
    [CMIR_OP_LLVM_FPTRUNC] = {&C_FLOAT_VEC, &C_FLOAT_VEC},
};

static const CmirType *scalar_of(const CmirType *t) {
  const CmirType *e = cmir_llvm_vector_elem(t);
  return e ? e : t;
}

static CmirStatus cast_verify(CmirOp *op) {
  unsigned id = cmir_op_id(op);
  const CastRule *r = &cast_rules[id];
  if (check_operand(op, 0, r->in) || check_result(op, 0, r->out))
    return CMIR_FAIL;
  const CmirType *in = op->opnds[0].value->type, *out = op->results[0].type;
  if (id == CMIR_OP_LLVM_SEXT || id == CMIR_OP_LLVM_ZEXT) {
    bool vin = cmir_llvm_is_vector_type(in), vout = cmir_llvm_is_vector_type(out);
    if (vin && !vout)
      return cmir_op_error(op, "input type is a vector but output type is an integer");
    if (vin && vector_len(in) != vector_len(out))
      return cmir_op_error(op, "input and output vectors are of incompatible shape");
    if (!vin && vout)
      return cmir_op_error(op, "input type is an integer but output type is a vector");
    if (scalar_of(out)->integer.width <= scalar_of(in)->integer.width)
      return cmir_op_error(op, "integer width of the output type is smaller or equal to the "
                               "integer width of the input type");
  }
  if (id == CMIR_OP_LLVM_BITCAST) {
    const CmirType *rs = scalar_of(out), *ss = scalar_of(in);
    if (is_ptr(rs) != is_ptr(ss))
      return cmir_verify_error(op, "can only cast pointers from and to pointers");
    if (is_ptr(rs)) {
      bool vr = cmir_llvm_is_vector_type(out), vs = cmir_llvm_is_vector_type(in);
      if (vr && !vs)
        return cmir_verify_error(op, "cannot cast pointer to vector of pointers");
      if (!vr && vs)
        return cmir_verify_error(op, "cannot cast vector of pointers to pointer");
      if (rs->ptr.addrspace != ss->ptr.addrspace)
        return cmir_verify_error(op, "cannot cast pointers of different address spaces, use "
                                     "'llvm.addrspacecast' instead");
    }
  }
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Memory                                                                    */

/* llvm.alloca inalloca? %n x T attr-dict : (i64) -> !llvm.ptr */
static CmirStatus alloca_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const char *npos = cmir_parser_op_name_pos(p);
  if (cmir_parser_consume_keyword(p, "inalloca"))
    cmir_opstate_set_prop(st, "inalloca", ctx->unit);
  CmirUnresolved n;
  if (cmir_parser_operand(p, &n) || cmir_parser_expect_keyword(p, "x"))
    return CMIR_FAIL;
  const CmirType *elem = cmir_parser_type(p);
  if (!elem || cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const char *tpos = p->tok.s;
  const CmirType *ft = cmir_parser_type(p);
  if (!ft)
    return CMIR_FAIL;
  const CmirAttr *al = cmir_dict_gets(st->props, "alignment");
  if (al && al->kind != CMIR_ATTR_INTEGER)
    return cmir_parser_error_at(p, npos, "expected integer alignment");
  if (al && !al->i.v && !al->i.words)
    st->props = cmir_dict_set(ctx, st->props, cmir_ident(ctx, "alignment"), NULL);
  if (ft->kind != CMIR_TYPE_FUNCTION || ft->fn.nin != 1 || ft->fn.nres != 1)
    return cmir_parser_error_at(p, tpos,
                                "expected trailing function type with one argument and one result");
  CmirValue *v = cmir_parser_resolve(p, &n, ft->fn.types[0]);
  if (!v)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  if (is_ptr(ft->fn.types[1]))
    cmir_opstate_set_prop(st, "elem_type", cmir_attr_type(ctx, elem));
  cmir_opstate_add_result(st, ft->fn.types[1]);
  cmir_opstate_finalize_props(st, NULL, 0);
  return CMIR_OK;
}

static void alloca_print(CmirPrinter *pr, CmirOp *op) {
  CmirContext *ctx = op->info->ctx;
  if (cmir_op_get(op, "inalloca"))
    cmir_printer_puts(pr, " inalloca");
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_puts(pr, " x ");
  const CmirAttr *et = cmir_op_get(op, "elem_type");
  if (et && et->kind == CMIR_ATTR_TYPE)
    cmir_printer_type(pr, et->type.type);
  else
    cmir_printer_puts(pr, "<<NULL TYPE>>");
  static const char *const with_align[] = {"elem_type", "inalloca", NULL};
  static const char *const without_align[] = {"alignment", "elem_type", "inalloca", NULL};
  print_attrs(pr, op, int_prop(op, "alignment", 0) ? with_align : without_align, false, false);
  cmir_printer_puts(pr, " : ");
  const CmirType *in = op->opnds[0].value->type, *out = op->results[0].type;
  cmir_printer_function_type(pr, cmir_type_function(ctx, 1, &in, 1, &out));
}

static CmirStatus alloca_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_INT) || check_result(op, 0, &C_PTR))
    return CMIR_FAIL;
  const CmirAttr *et = cmir_op_get_prop(op, "elem_type");
  if (et && et->kind == CMIR_ATTR_TYPE && et->type.type->kind == CMIR_TYPE_LLVM_TARGET &&
      !cmir_llvm_target_supports_mem_ops(et->type.type))
    return cmir_verify_error(op, "this target extension type cannot be used in alloca");
  return CMIR_OK;
}

/* llvm.load volatile? %p (atomic (syncscope("s"))? ordering)? invariant?
 *   attr-dict : !llvm.ptr -> T   (and llvm.store) */
static CmirStatus parse_atomic(CmirParser *p, CmirOpState *st) {
  if (!cmir_parser_consume_keyword(p, "atomic"))
    return CMIR_OK;
  if (cmir_parser_consume_keyword(p, "syncscope")) {
    if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
      return CMIR_FAIL;
    const char *pos = p->tok.s;
    const CmirAttr *s = cmir_parser_attr(p, NULL);
    if (!s)
      return CMIR_FAIL;
    if (s->kind != CMIR_ATTR_STRING || s->str.type)
      return cmir_parser_error_at(p, pos, "invalid kind of attribute specified");
    cmir_opstate_set_prop(st, "syncscope", s);
    if (cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return CMIR_FAIL;
  }
  const char *pos = p->tok.s;
  const char *kw;
  size_t n;
  if (cmir_parser_keyword(p, &kw, &n, "keyword"))
    return CMIR_FAIL;
  for (uint32_t i = 0; i < llvm_ordering.ncases; i++)
    if (ordering_names[i] && strlen(ordering_names[i]) == n && !memcmp(ordering_names[i], kw, n)) {
      cmir_opstate_set_prop(st, "ordering", cmir_attr_int(p->ctx, p->ctx->i64, i));
      return CMIR_OK;
    }
  return cmir_parser_error_at(p, pos, "invalid ::mlir::LLVM::AtomicOrdering specification: %.*s",
                              (int)n, kw);
}

static void print_atomic(CmirPrinter *pr, CmirOp *op) {
  int64_t ord = int_prop(op, "ordering", 0);
  if (!ord)
    return;
  cmir_printer_puts(pr, " atomic");
  const CmirAttr *s = cmir_op_get(op, "syncscope");
  if (s && s->kind == CMIR_ATTR_STRING) {
    cmir_printer_puts(pr, " syncscope(");
    cmir_printer_string(pr, s->str.s, s->str.len);
    cmir_printer_putc(pr, ')');
  }
  cmir_printer_putc(pr, ' ');
  cmir_printer_puts(pr, ord > 0 && ord < 8 && ordering_names[ord] ? ordering_names[ord] : "");
}

static CmirStatus load_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_consume_keyword(p, "volatile"))
    cmir_opstate_set_prop(st, "volatile_", p->ctx->unit);
  CmirUnresolved addr;
  if (cmir_parser_operand(p, &addr) || parse_atomic(p, st))
    return CMIR_FAIL;
  if (cmir_parser_consume_keyword(p, "invariant"))
    cmir_opstate_set_prop(st, "invariant", p->ctx->unit);
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *pt = cmir_parser_type(p);
  if (!pt || cmir_parser_expect(p, TOK_ARROW, "'->'"))
    return CMIR_FAIL;
  const CmirType *rt = cmir_parser_type(p);
  if (!rt)
    return CMIR_FAIL;
  CmirValue *v = cmir_parser_resolve(p, &addr, pt);
  if (!v)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  cmir_opstate_add_result(st, rt);
  cmir_opstate_finalize_props(st, NULL, 0);
  return CMIR_OK;
}

static void load_print(CmirPrinter *pr, CmirOp *op) {
  if (cmir_op_get(op, "volatile_"))
    cmir_printer_puts(pr, " volatile");
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  print_atomic(pr, op);
  if (cmir_op_get(op, "invariant"))
    cmir_printer_puts(pr, " invariant");
  static const char *const elide[] = {"volatile_", "syncscope", "ordering", "invariant", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, " -> ");
  cmir_printer_type(pr, op->results[0].type);
}

static CmirStatus store_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_consume_keyword(p, "volatile"))
    cmir_opstate_set_prop(st, "volatile_", p->ctx->unit);
  CmirUnresolved val, addr;
  if (cmir_parser_operand(p, &val) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &addr) || parse_atomic(p, st) || cmir_parser_opt_attr_dict(p, st) ||
      cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *vt = cmir_parser_type(p);
  if (!vt || cmir_parser_expect(p, TOK_COMMA, "','"))
    return CMIR_FAIL;
  const CmirType *pt = cmir_parser_type(p);
  if (!pt)
    return CMIR_FAIL;
  CmirValue *a = cmir_parser_resolve(p, &val, vt);
  if (!a)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, a);
  CmirValue *b = cmir_parser_resolve(p, &addr, pt);
  if (!b)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, b);
  cmir_opstate_finalize_props(st, NULL, 0);
  return CMIR_OK;
}

static void store_print(CmirPrinter *pr, CmirOp *op) {
  if (cmir_op_get(op, "volatile_"))
    cmir_printer_puts(pr, " volatile");
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, 2);
  print_atomic(pr, op);
  static const char *const elide[] = {"volatile_", "syncscope", "ordering", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, ", ");
  cmir_printer_type(pr, op->opnds[1].value->type);
}

/* Integer, pointer and float types of power-of-two size >= 8 bits. */
static bool atomic_type_ok(CmirOp *op, const CmirType *t) {
  if (!is_signless_int(t) && !is_ptr(t) && !cmir_llvm_is_float_type(t))
    return false;
  CmirDataLayout dl;
  cmir_llvm_dl_of(op, &dl);
  uint64_t bits = cmir_llvm_dl_type_bits(&dl, t);
  return bits >= 8 && !(bits & (bits - 1));
}

static CmirStatus verify_atomic_access(CmirOp *op, const CmirType *t, int bad1, int bad2) {
  int64_t ord = int_prop(op, "ordering", 0);
  if (ord) {
    if (!atomic_type_ok(op, t)) {
      char *s = cmir_type_str(t);
      cmir_verify_error(op, "unsupported type '%s' for atomic access", s);
      free(s);
      return CMIR_FAIL;
    }
    if (ord == bad1 || ord == bad2)
      return cmir_verify_error(op, "unsupported ordering '%s'", ordering_names[ord]);
    if (!cmir_op_get(op, "alignment"))
      return cmir_verify_error(op, "expected alignment for atomic access");
    return CMIR_OK;
  }
  if (cmir_op_get(op, "syncscope"))
    return cmir_verify_error(op, "expected syncscope to be null for non-atomic access");
  return CMIR_OK;
}

/* The memory-access metadata arrays (access groups, alias scopes, TBAA
 * tags): arrays of the dialect's attribute of that kind. */
static bool llvm_attr_array_of(const CmirAttr *a, const char *mnemonic) {
  if (a->kind != CMIR_ATTR_ARRAY)
    return false;
  size_t n = strlen(mnemonic);
  for (uint32_t i = 0; i < a->arr.n; i++) {
    const CmirAttr *e = a->arr.elems[i];
    if (e->kind != CMIR_ATTR_OPAQUE || strcmp(e->opaque.dialect->str, "llvm") ||
        e->opaque.len <= n || strncmp(e->opaque.body, mnemonic, n) || e->opaque.body[n] != '<')
      return false;
  }
  return true;
}

static CmirStatus mem_attrs_verify(CmirOp *op) {
  static const struct {
    const char *name, *mnemonic, *what;
  } kinds[] = {{"access_groups", "access_group", "LLVM dialect access group metadata array"},
               {"alias_scopes", "alias_scope", "LLVM dialect alias scope array"},
               {"noalias_scopes", "alias_scope", "LLVM dialect alias scope array"},
               {"tbaa", "tbaa_tag", "LLVM dialect TBAA tag metadata array"}};
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
    const CmirAttr *a = cmir_op_get(op, kinds[i].name);
    if (a && !llvm_attr_array_of(a, kinds[i].mnemonic))
      return cmir_verify_error(op, "attribute '%s' failed to satisfy constraint: %s",
                               kinds[i].name, kinds[i].what);
  }
  return CMIR_OK;
}

static CmirStatus load_verify(CmirOp *op) {
  if (mem_attrs_verify(op) || check_operand(op, 0, &C_PTR) || check_result(op, 0, &C_LOADABLE))
    return CMIR_FAIL;
  return verify_atomic_access(op, op->results[0].type, 5, 6);
}

static CmirStatus store_verify(CmirOp *op) {
  if (mem_attrs_verify(op) || check_operand(op, 0, &C_LOADABLE) || check_operand(op, 1, &C_PTR))
    return CMIR_FAIL;
  return verify_atomic_access(op, op->opnds[0].value->type, 4, 6);
}

/* Struct indices of a GEP must be constant and in bounds. */
static CmirStatus gep_struct_indices(CmirOp *op, const CmirType *t, uint32_t pos,
                                     const int32_t *raw, uint32_t n) {
  for (; pos < n; pos++) {
    if (t->kind == CMIR_TYPE_LLVM_STRUCT) {
      if (raw[pos] == GEP_DYNAMIC)
        return cmir_verify_error(op, "expected index %u indexing a struct to be constant", pos);
      if (raw[pos] < 0 || (uint32_t)raw[pos] >= t->st.n)
        return cmir_verify_error(op, "index %u indexing a struct is out of bounds", pos);
      t = t->st.types[raw[pos]];
    } else if (t->kind == CMIR_TYPE_LLVM_ARRAY) {
      t = t->arr.elem;
    } else if (t->kind == CMIR_TYPE_LLVM_VEC || t->kind == CMIR_TYPE_VECTOR) {
      t = cmir_llvm_vector_elem(t);
    } else {
      char *ts = cmir_type_str(t);
      cmir_verify_error(op, "type '%s' cannot be indexed (index #%u)", ts, pos);
      free(ts);
      return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

static CmirStatus gep_verify(CmirOp *op) {
  uint32_t start, ndyn, nraw;
  cmir_op_operand_group(op, 1, &start, &ndyn);
  if (check_operand(op, 0, &C_PTR_VEC) || check_operands(op, 1, op->nopnds, &C_VARIADIC_INT_VEC) ||
      check_result(op, 0, &C_PTR_VEC))
    return CMIR_FAIL;
  const int32_t *raw = i32_array(cmir_op_get_prop(op, "rawConstantIndices"), &nraw);
  uint32_t cnt = 0;
  for (uint32_t i = 0; i < nraw; i++)
    cnt += raw[i] == GEP_DYNAMIC;
  if (cnt != ndyn)
    return cmir_verify_error(op, "expected as many dynamic indices as specified in "
                                 "'rawConstantIndices'");
  const CmirAttr *et = cmir_op_get_prop(op, "elem_type");
  if (et && et->kind == CMIR_ATTR_TYPE)
    return gep_struct_indices(op, et->type.type, 1, raw, nraw);
  return CMIR_OK;
}

/* An AtomicOrdering keyword stored as an i64 property. */
static CmirStatus parse_ordering(CmirParser *p, CmirOpState *st, const char *prop) {
  const char *pos = p->tok.s;
  const char *kw;
  size_t n;
  if (cmir_parser_keyword(p, &kw, &n, "keyword"))
    return CMIR_FAIL;
  for (uint32_t i = 0; i < llvm_ordering.ncases; i++)
    if (ordering_names[i] && strlen(ordering_names[i]) == n && !memcmp(ordering_names[i], kw, n)) {
      cmir_opstate_set_prop(st, prop, cmir_attr_int(p->ctx, p->ctx->i64, i));
      return CMIR_OK;
    }
  return cmir_parser_error_at(p, pos, "invalid ::mlir::LLVM::AtomicOrdering specification: %.*s",
                              (int)n, kw);
}

static void print_ordering(CmirPrinter *pr, CmirOp *op, const char *prop) {
  int64_t o = int_prop(op, prop, 0);
  cmir_printer_puts(pr, o >= 0 && o < 8 && ordering_names[o] ? ordering_names[o] : "");
}

/* `syncscope("s")`, optional. */
static CmirStatus parse_syncscope(CmirParser *p, CmirOpState *st) {
  if (!cmir_parser_consume_keyword(p, "syncscope"))
    return CMIR_OK;
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
  const char *pos = p->tok.s;
  const CmirAttr *s = cmir_parser_attr(p, NULL);
  if (!s)
    return CMIR_FAIL;
  if (s->kind != CMIR_ATTR_STRING || s->str.type)
    return cmir_parser_error_at(p, pos, "invalid kind of attribute specified");
  cmir_opstate_set_prop(st, "syncscope", s);
  return cmir_parser_expect(p, TOK_RPAREN, "')'");
}

static void print_syncscope(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *s = cmir_op_get(op, "syncscope");
  if (!s || s->kind != CMIR_ATTR_STRING)
    return;
  cmir_printer_puts(pr, " syncscope(");
  cmir_printer_string(pr, s->str.s, s->str.len);
  cmir_printer_putc(pr, ')');
}

/* llvm.atomicrmw volatile? op %p, %v syncscope(..)? ordering attr-dict
 *   : !llvm.ptr, T */
static CmirStatus atomicrmw_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_consume_keyword(p, "volatile"))
    cmir_opstate_set_prop(st, "volatile_", p->ctx->unit);
  const char *pos = p->tok.s;
  const char *kw;
  size_t n;
  if (cmir_parser_keyword(p, &kw, &n, "keyword"))
    return CMIR_FAIL;
  uint32_t op = 0;
  while (op < NCASES(binop_names) &&
         !(strlen(binop_names[op]) == n && !memcmp(binop_names[op], kw, n)))
    op++;
  if (op == NCASES(binop_names))
    return cmir_parser_error_at(p, pos, "invalid ::mlir::LLVM::AtomicBinOp specification: %.*s",
                                (int)n, kw);
  cmir_opstate_set_prop(st, "bin_op", cmir_attr_int(p->ctx, p->ctx->i64, op));
  CmirUnresolved ptr, val;
  if (cmir_parser_operand(p, &ptr) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &val) || parse_syncscope(p, st) || parse_ordering(p, st, "ordering") ||
      cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *pt = cmir_parser_type(p);
  if (!pt || cmir_parser_expect(p, TOK_COMMA, "','"))
    return CMIR_FAIL;
  const CmirType *vt = cmir_parser_type(p);
  if (!vt)
    return CMIR_FAIL;
  CmirValue *v;
  if (!(v = cmir_parser_resolve(p, &ptr, pt)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  if (!(v = cmir_parser_resolve(p, &val, vt)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  cmir_opstate_add_result(st, vt);
  return CMIR_OK;
}

static void atomicrmw_print(CmirPrinter *pr, CmirOp *op) {
  if (cmir_op_get(op, "volatile_"))
    cmir_printer_puts(pr, " volatile");
  cmir_printer_putc(pr, ' ');
  int64_t b = int_prop(op, "bin_op", 0);
  cmir_printer_puts(pr, b >= 0 && b < (int64_t)NCASES(binop_names) ? binop_names[b] : "");
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, 2);
  print_syncscope(pr, op);
  cmir_printer_putc(pr, ' ');
  print_ordering(pr, op, "ordering");
  static const char *const elide[] = {"volatile_", "bin_op", "syncscope", "ordering", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, ", ");
  cmir_printer_type(pr, op->opnds[1].value->type);
}

static CmirStatus atomicrmw_verify(CmirOp *op) {
  static const Constraint c_val = {NULL, "floating point LLVM type or LLVM pointer type or "
                                         "signless integer"};
  if (mem_attrs_verify(op) || check_operand(op, 0, &C_PTR))
    return CMIR_FAIL;
  const CmirType *t = op->opnds[1].value->type;
  if (!cmir_llvm_is_float_type(t) && !is_ptr(t) && !is_signless_int(t)) {
    char *s = cmir_type_str(t);
    cmir_verify_error(op, "operand #1 must be %s, but got '%s'", c_val.what, s);
    free(s);
    return CMIR_FAIL;
  }
  if (op->results[0].type != t)
    return cmir_verify_error(op, "failed to verify that result #0 and operand #1 have the same "
                                 "type");
  int64_t b = int_prop(op, "bin_op", 0);
  if (b >= 11 && b <= 14) {
    if (!cmir_llvm_is_float_type(t))
      return cmir_verify_error(op, "expected LLVM IR floating point type");
  } else if (b == 0) {
    if (!atomic_type_ok(op, t))
      return cmir_verify_error(op, "unexpected LLVM IR type for 'xchg' bin_op");
  } else {
    uint32_t w = is_signless_int(t) ? t->integer.width : 0;
    if (w != 8 && w != 16 && w != 32 && w != 64)
      return cmir_verify_error(op, "expected LLVM IR integer type");
  }
  if (int_prop(op, "ordering", 0) < 2)
    return cmir_verify_error(op, "expected at least 'monotonic' ordering");
  return CMIR_OK;
}

/* llvm.cmpxchg weak? volatile? %p, %cmp, %val syncscope(..)? succ fail
 *   attr-dict : !llvm.ptr, T */
static CmirStatus cmpxchg_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  if (cmir_parser_consume_keyword(p, "weak"))
    cmir_opstate_set_prop(st, "weak", ctx->unit);
  if (cmir_parser_consume_keyword(p, "volatile"))
    cmir_opstate_set_prop(st, "volatile_", ctx->unit);
  CmirUnresolved ptr, cmp, val;
  if (cmir_parser_operand(p, &ptr) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &cmp) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &val) || parse_syncscope(p, st) ||
      parse_ordering(p, st, "success_ordering") || parse_ordering(p, st, "failure_ordering") ||
      cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *pt = cmir_parser_type(p);
  if (!pt || cmir_parser_expect(p, TOK_COMMA, "','"))
    return CMIR_FAIL;
  const CmirType *vt = cmir_parser_type(p);
  if (!vt)
    return CMIR_FAIL;
  CmirValue *v;
  if (!(v = cmir_parser_resolve(p, &ptr, pt)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  if (!(v = cmir_parser_resolve(p, &cmp, vt)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  if (!(v = cmir_parser_resolve(p, &val, vt)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  const CmirType *members[2] = {vt, ctx->i1};
  cmir_opstate_add_result(st, cmir_type_llvm_struct_literal(ctx, 2, members, false));
  return CMIR_OK;
}

static void cmpxchg_print(CmirPrinter *pr, CmirOp *op) {
  if (cmir_op_get(op, "weak"))
    cmir_printer_puts(pr, " weak");
  if (cmir_op_get(op, "volatile_"))
    cmir_printer_puts(pr, " volatile");
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, 3);
  print_syncscope(pr, op);
  cmir_printer_putc(pr, ' ');
  print_ordering(pr, op, "success_ordering");
  cmir_printer_putc(pr, ' ');
  print_ordering(pr, op, "failure_ordering");
  static const char *const elide[] = {
      "weak", "volatile_", "syncscope", "success_ordering", "failure_ordering", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, ", ");
  cmir_printer_type(pr, op->opnds[2].value->type);
}

static CmirStatus cmpxchg_verify(CmirOp *op) {
  static const Constraint c_val = {is_int_or_ptr, "signless integer or LLVM pointer type"};
  if (mem_attrs_verify(op) || check_operand(op, 0, &C_PTR) || check_operand(op, 1, &c_val) || check_operand(op, 2, &c_val))
    return CMIR_FAIL;
  const CmirType *t = op->opnds[2].value->type;
  if (op->opnds[1].value->type != t)
    return cmir_verify_error(op, "failed to verify that operand #1 and operand #2 have the same "
                                 "type");
  const CmirType *r = op->results[0].type;
  if (!(r->kind == CMIR_TYPE_LLVM_STRUCT && !(r->flags & CMIR_LLVM_STRUCT_IDENTIFIED) &&
        r->st.n == 2 && r->st.types[0] == t && r->st.types[1] == op->info->ctx->i1))
    return cmir_verify_error(op, "failed to verify that result #0 has an LLVM struct type "
                                 "consisting of the type of operand #2 and a bool");
  if (!atomic_type_ok(op, t))
    return cmir_verify_error(op, "unexpected LLVM IR type");
  int64_t so = int_prop(op, "success_ordering", 0), fo = int_prop(op, "failure_ordering", 0);
  if (so < 2 || fo < 2)
    return cmir_verify_error(op, "ordering must be at least 'monotonic'");
  if (fo == 5 || fo == 6)
    return cmir_verify_error(op, "failure ordering cannot be 'release' or 'acq_rel'");
  return CMIR_OK;
}

/* llvm.fence syncscope("s")? ordering attr-dict */
static CmirStatus fence_parse(CmirParser *p, CmirOpState *st) {
  if (parse_syncscope(p, st) || parse_ordering(p, st, "ordering"))
    return CMIR_FAIL;
  return cmir_parser_opt_attr_dict(p, st);
}

static void fence_print(CmirPrinter *pr, CmirOp *op) {
  print_syncscope(pr, op);
  cmir_printer_putc(pr, ' ');
  print_ordering(pr, op, "ordering");
  static const char *const elide[] = {"syncscope", "ordering", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus fence_verify(CmirOp *op) {
  int64_t o = int_prop(op, "ordering", 0);
  if (o <= 2)
    return cmir_verify_error(op, "can be given only acquire, release, acq_rel, and seq_cst "
                                 "orderings");
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Aggregates and vectors                                                    */

/* Element type at `pos` in an aggregate, or NULL with an error: the parser
 * reports at its location (p), the verifier on the op. */
static const CmirType *aggregate_elem(CmirParser *p, CmirOp *op, const CmirType *t,
                                      const int64_t *pos, uint32_t n) {
  char *s;
  if (!cmir_llvm_is_compatible_type(t)) {
    s = cmir_type_str(t);
    if (p)
      cmir_parser_error(p, "expected LLVM IR Dialect type, got '%s'", s);
    else
      cmir_verify_error(op, "expected LLVM IR Dialect type, got '%s'", s);
    free(s);
    return NULL;
  }
  for (uint32_t i = 0; i < n; i++) {
    int64_t idx = pos[i];
    uint64_t cnt;
    if (t->kind == CMIR_TYPE_LLVM_ARRAY)
      cnt = t->arr.n;
    else if (t->kind == CMIR_TYPE_LLVM_STRUCT)
      cnt = t->st.n;
    else {
      s = cmir_type_str(t);
      if (p)
        cmir_parser_error(p, "expected LLVM IR structure/array type, got: '%s'", s);
      else
        cmir_verify_error(op, "expected LLVM IR structure/array type, got: '%s'", s);
      free(s);
      return NULL;
    }
    if (idx < 0 || (uint64_t)idx >= cnt) {
      if (p)
        cmir_parser_error(p, "position out of bounds: %lld", (long long)idx);
      else
        cmir_verify_error(op, "position out of bounds: %lld", (long long)idx);
      return NULL;
    }
    t = t->kind == CMIR_TYPE_LLVM_ARRAY ? t->arr.elem : t->st.types[idx];
  }
  return t;
}

/* llvm.extractvalue %c[0, 1] attr-dict : T   and
 * llvm.insertvalue %v, %c[0, 1] attr-dict : T */
static CmirStatus value_parse(CmirParser *p, CmirOpState *st) {
  bool ins = st->info->id == CMIR_OP_LLVM_INSERTVALUE;
  CmirUnresolved val, cont;
  if (ins && (cmir_parser_operand(p, &val) || cmir_parser_expect(p, TOK_COMMA, "','")))
    return CMIR_FAIL;
  if (cmir_parser_operand(p, &cont))
    return CMIR_FAIL;
  const CmirAttr *pos = parse_dense_array_body(p, 64);
  if (!pos)
    return CMIR_FAIL;
  cmir_opstate_set_prop(st, "position", pos);
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *ct = cmir_parser_type(p);
  if (!ct)
    return CMIR_FAIL;
  uint32_t n;
  const int64_t *v = i64_array(pos, &n);
  const CmirType *et = aggregate_elem(p, NULL, ct, v, n);
  if (!et)
    return CMIR_FAIL;
  CmirValue *a;
  if (ins) {
    if (!(a = cmir_parser_resolve(p, &cont, ct)))
      return CMIR_FAIL;
    cmir_opstate_add_operand(st, a);
    if (!(a = cmir_parser_resolve(p, &val, et)))
      return CMIR_FAIL;
    cmir_opstate_add_operand(st, a);
    cmir_opstate_add_result(st, ct);
  } else {
    if (!(a = cmir_parser_resolve(p, &cont, ct)))
      return CMIR_FAIL;
    cmir_opstate_add_operand(st, a);
    cmir_opstate_add_result(st, et);
  }
  return CMIR_OK;
}

static void value_print(CmirPrinter *pr, CmirOp *op) {
  bool ins = op->info->id == CMIR_OP_LLVM_INSERTVALUE;
  cmir_printer_putc(pr, ' ');
  if (ins) {
    cmir_printer_value(pr, op->opnds[1].value);
    cmir_printer_puts(pr, ", ");
  }
  cmir_printer_value(pr, op->opnds[0].value);
  print_dense_array_body(pr, cmir_op_get_prop(op, "position"));
  static const char *const elide[] = {"position", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_putc(pr, ' '); /* custom<InsertExtractValueElementType> prints nothing */
}

static CmirStatus value_verify(CmirOp *op) {
  bool ins = op->info->id == CMIR_OP_LLVM_INSERTVALUE;
  if (check_operand(op, 0, &C_AGGREGATE))
    return CMIR_FAIL;
  if (ins && (check_operand(op, 1, &C_PRIMITIVE) || check_result(op, 0, &C_AGGREGATE)))
    return CMIR_FAIL;
  if (!ins && check_result(op, 0, &C_ANY))
    return CMIR_FAIL;
  if (ins && op->results[0].type != op->opnds[0].value->type)
    return cmir_verify_error(op, "failed to verify that all of {container, res} have same type");
  uint32_t n;
  const int64_t *pos = i64_array(cmir_op_get_prop(op, "position"), &n);
  const CmirType *ct = op->opnds[0].value->type;
  const CmirType *et = aggregate_elem(NULL, op, ct, pos, n);
  if (!et)
    return CMIR_FAIL;
  char *a = cmir_type_str(ct), *b = cmir_type_str(et);
  char *c = cmir_type_str(ins ? op->opnds[1].value->type : op->results[0].type);
  CmirStatus rc = CMIR_OK;
  if (ins && op->opnds[1].value->type != et)
    rc = cmir_verify_error(op, "Type mismatch: cannot insert '%s' into '%s'", c, a);
  else if (!ins && op->results[0].type != et)
    rc = cmir_verify_error(op,
                           "Type mismatch: extracting from '%s' should produce '%s' but this "
                           "op returns '%s'",
                           a, b, c);
  free(a);
  free(b);
  free(c);
  return rc;
}

/* llvm.extractelement %v[%i : i32] attr-dict : T   and
 * llvm.insertelement %x, %v[%i : i32] attr-dict : T */
static CmirStatus element_parse(CmirParser *p, CmirOpState *st) {
  const char *npos = cmir_parser_op_name_pos(p);
  bool ins = st->info->id == CMIR_OP_LLVM_INSERTELEMENT;
  CmirUnresolved val, vec, idx;
  if (ins && (cmir_parser_operand(p, &val) || cmir_parser_expect(p, TOK_COMMA, "','")))
    return CMIR_FAIL;
  if (cmir_parser_operand(p, &vec) || cmir_parser_expect(p, TOK_LSQUARE, "'['") ||
      cmir_parser_operand(p, &idx) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *it = cmir_parser_type(p);
  if (!it || cmir_parser_expect(p, TOK_RSQUARE, "']'") || cmir_parser_opt_attr_dict(p, st) ||
      cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *vt = cmir_parser_type(p);
  if (!vt)
    return CMIR_FAIL;
  const CmirType *et = cmir_llvm_is_vector_type(vt) ? cmir_llvm_vector_elem(vt) : NULL;
  if (!et) {
    char *ts = cmir_type_str(vt);
    cmir_parser_error_at(p, npos, "'vector' must be LLVM dialect-compatible vector type, but got '%s'", ts);
    free(ts);
    return CMIR_FAIL;
  }
  CmirValue *a;
  if (!(a = cmir_parser_resolve(p, &vec, vt)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, a);
  if (ins) {
    if (!(a = cmir_parser_resolve(p, &val, et)))
      return CMIR_FAIL;
    cmir_opstate_add_operand(st, a);
  }
  if (!(a = cmir_parser_resolve(p, &idx, it)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, a);
  cmir_opstate_add_result(st, ins ? vt : et);
  return CMIR_OK;
}

static void element_print(CmirPrinter *pr, CmirOp *op) {
  bool ins = op->nopnds == 3;
  cmir_printer_putc(pr, ' ');
  if (ins) {
    cmir_printer_value(pr, op->opnds[1].value);
    cmir_printer_puts(pr, ", ");
  }
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_putc(pr, '[');
  const CmirValue *idx = op->opnds[op->nopnds - 1].value;
  cmir_printer_value(pr, idx);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, idx->type);
  cmir_printer_putc(pr, ']');
  cmir_printer_attr_dict(pr, op, NULL, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
}

static CmirStatus element_verify(CmirOp *op) {
  bool ins = op->nopnds == 3;
  if (check_operand(op, 0, &C_VECTOR))
    return CMIR_FAIL;
  if (ins && check_operand(op, 1, &C_PRIMITIVE))
    return CMIR_FAIL;
  if (check_operand(op, op->nopnds - 1, &C_INT) || check_result(op, 0, ins ? &C_VECTOR : &C_ANY))
    return CMIR_FAIL;
  const CmirType *et = cmir_llvm_vector_elem(op->opnds[0].value->type);
  if (!ins && op->results[0].type != et)
    return cmir_verify_error(op, "failed to verify that result type matches vector element type");
  if (ins && op->opnds[1].value->type != et)
    return cmir_verify_error(op, "failed to verify that argument type matches vector element "
                                 "type");
  if (ins && op->results[0].type != op->opnds[0].value->type)
    return cmir_verify_error(op, "failed to verify that all of {res, vector} have same type");
  return CMIR_OK;
}

/* llvm.shufflevector %a, %b [0, 1] attr-dict : T */
static CmirStatus shuffle_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved a, b;
  if (cmir_parser_operand(p, &a) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &b))
    return CMIR_FAIL;
  const CmirAttr *mask = parse_dense_array_body(p, 32);
  if (!mask)
    return CMIR_FAIL;
  cmir_opstate_set_prop(st, "mask", mask);
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    return CMIR_FAIL;
  if (!cmir_llvm_is_vector_type(t))
    return cmir_parser_error(p, "expected an LLVM compatible vector type");
  CmirValue *v;
  if (!(v = cmir_parser_resolve(p, &a, t)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  if (!(v = cmir_parser_resolve(p, &b, t)))
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  cmir_opstate_add_result(st, vector_like(p->ctx, t, cmir_llvm_vector_elem(t), mask->darr.n));
  return CMIR_OK;
}

static void shuffle_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, 2);
  cmir_printer_putc(pr, ' ');
  print_dense_array_body(pr, cmir_op_get_prop(op, "mask"));
  static const char *const elide[] = {"mask", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_putc(pr, ' '); /* custom<ShuffleType> prints nothing */
}

static CmirStatus shuffle_verify(CmirOp *op) {
  if (check_operands(op, 0, 2, &C_VECTOR) || check_result(op, 0, &C_VECTOR))
    return CMIR_FAIL;
  if (op->opnds[0].value->type != op->opnds[1].value->type)
    return cmir_verify_error(op, "failed to verify that all of {v1, v2} have same type");
  uint32_t n;
  const int32_t *m = i32_array(cmir_op_get_prop(op, "mask"), &n);
  if (is_scalable_vector(op->opnds[0].value->type))
    for (uint32_t i = 0; i < n; i++)
      if (m[i])
        return cmir_verify_error(op, "expected a splat operation for scalable vectors");
  return CMIR_OK;
}

static CmirStatus select_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_I1_VEC) || check_operands(op, 1, 3, &C_ANY) ||
      check_result(op, 0, &C_ANY))
    return CMIR_FAIL;
  const CmirType *t = op->results[0].type;
  if (op->opnds[1].value->type != t || op->opnds[2].value->type != t)
    return cmir_verify_error(op, "failed to verify that all of {trueValue, falseValue, res} have "
                                 "same type");
  return CMIR_OK;
}

static CmirStatus freeze_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_ANY) || check_result(op, 0, &C_ANY))
    return CMIR_FAIL;
  return cmir_verify_same_types(op);
}

/* ------------------------------------------------------------------------ */
/* Control flow                                                              */

/* `^bb` or `^bb(%a : t)`: appends operands to st and returns their count. */
static CmirStatus parse_dest(CmirParser *p, CmirOpState *st, CmirBlock **b, uint32_t *n) {
  uint32_t before = st->nopnds;
  if (cmir_parser_successor_and_args(p, b, st))
    return CMIR_FAIL;
  *n = st->nopnds - before;
  return CMIR_OK;
}

/* llvm.cond_br %c (weights([1, 2]))?, ^bb1(...), ^bb2(...) attr-dict */
static CmirStatus cond_br_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved c;
  if (cmir_parser_operand(p, &c))
    return CMIR_FAIL;
  CmirValue *cv = cmir_parser_resolve(p, &c, p->ctx->i1);
  if (!cv)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, cv);
  if (cmir_parser_consume_keyword(p, "weights")) {
    if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
      return CMIR_FAIL;
    const CmirAttr *w = parse_dense_array_body(p, 32);
    if (!w || cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return CMIR_FAIL;
    cmir_opstate_set_prop(st, "branch_weights", w);
  }
  CmirBlock *t, *f;
  uint32_t seg[3] = {1, 0, 0};
  if (cmir_parser_expect(p, TOK_COMMA, "','") || parse_dest(p, st, &t, &seg[1]) ||
      cmir_parser_expect(p, TOK_COMMA, "','") || parse_dest(p, st, &f, &seg[2]) ||
      cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  cmir_opstate_add_successor(st, t);
  cmir_opstate_add_successor(st, f);
  cmir_opstate_finalize_props(st, seg, 3);
  return CMIR_OK;
}

static void cond_br_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  const CmirAttr *w = cmir_op_get_prop(op, "branch_weights");
  if (w) {
    cmir_printer_puts(pr, " weights(");
    print_dense_array_body(pr, w);
    cmir_printer_putc(pr, ')');
  }
  cmir_printer_puts(pr, ", ");
  cmir_printer_successor(pr, op, 0);
  cmir_printer_puts(pr, ", ");
  cmir_printer_successor(pr, op, 1);
  static const char *const elide[] = {"branch_weights", "operandSegmentSizes", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus cond_br_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_I1) || check_operands(op, 1, op->nopnds, &C_VARIADIC_ANY))
    return CMIR_FAIL;
  return CMIR_OK;
}

/* llvm.switch %v : i32, ^default(...) [ 1: ^bb(...), ... ] attr-dict */
static CmirStatus switch_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirUnresolved flag;
  CmirStatus rc = CMIR_FAIL;
  CMIR_VEC(int32_t) segs = {0};
  CmirI64Vec values = {0};
  CMIR_VEC(CmirBlock *) dests = {0};
  if (cmir_parser_operand(p, &flag) || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *ft = cmir_parser_type(p);
  if (!ft)
    goto done;
  if (!is_signless_int(ft)) {
    cmir_parser_error_at(p, tpos, "invalid kind of type specified");
    goto done;
  }
  CmirBlock *b;
  uint32_t ndef, ncase = 0, n;
  if (cmir_parser_expect(p, TOK_COMMA, "','") || parse_dest(p, st, &b, &ndef))
    goto done;
  cmir_vec_push(&dests, b);
  if (cmir_parser_expect(p, TOK_LSQUARE, "'['"))
    goto done;
  if (!cmir_parser_consume_if(p, TOK_RSQUARE)) {
    do {
      int64_t v;
      if (cmir_parser_expect_integer(p, &v, "integer value") ||
          cmir_parser_expect(p, TOK_COLON, "':'") || parse_dest(p, st, &b, &n))
        goto done;
      cmir_vec_push(&values, v);
      cmir_vec_push(&dests, b);
      cmir_vec_push(&segs, (int32_t)n);
      ncase += n;
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_RSQUARE, "']'"))
      goto done;
    /* vector<N x flag-type>, a splat when all values are equal. */
    uint32_t w = ft->integer.width, nb = cmir_dense_elem_bytes(ft);
    bool splat = true;
    for (uint32_t i = 0; i < values.len; i++) {
      values.data[i] = (int64_t)cmir_zext((uint64_t)values.data[i], w);
      splat = splat && values.data[i] == values.data[0];
    }
    uint32_t cnt = splat ? 1 : values.len;
    uint8_t *data = cmir_xcalloc(cnt, nb);
    for (uint32_t i = 0; i < cnt; i++) {
      uint64_t v = (uint64_t)values.data[i];
      if (w > 64 && (int64_t)v < 0)
        memset(data + (size_t)i * nb, 0xff, nb);
      memcpy(data + (size_t)i * nb, &v, nb < 8 ? nb : 8);
    }
    int64_t shape = values.len;
    const CmirType *vt = cmir_type_vector(ctx, 1, &shape, NULL, ft);
    cmir_opstate_set_prop(st, "case_values",
                          cmir_attr_dense(ctx, vt, data, (uint64_t)cnt * nb, splat));
    free(data);
  }
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  /* The flag is resolved after the cases, as ODS resolves operands last. */
  CmirValue *fv = cmir_parser_resolve(p, &flag, ft);
  if (!fv)
    goto done;
  cmir_opstate_add_operand(st, fv);
  memmove(st->opnds + 1, st->opnds, (st->nopnds - 1) * sizeof *st->opnds);
  st->opnds[0] = fv;
  for (uint32_t i = 0; i < dests.len; i++)
    cmir_opstate_add_successor(st, dests.data[i]);
  cmir_opstate_set_prop(st, "case_operand_segments",
                        cmir_attr_dense_i32_array(ctx, segs.len, segs.data));
  uint32_t seg[3] = {1, ndef, ncase};
  cmir_opstate_finalize_props(st, seg, 3);
  rc = CMIR_OK;
done:
  cmir_vec_free(&segs);
  cmir_vec_free(&values);
  cmir_vec_free(&dests);
  return rc;
}

/* Case value i, printed unsigned as mlir-opt-19 does. */
static uint64_t case_value(const CmirAttr *cv, uint32_t i) {
  const CmirType *et = cv->dense.type->shaped.elem;
  uint32_t nb = cmir_dense_elem_bytes(et);
  const uint8_t *d = (const uint8_t *)cv->dense.data + ((cv->flags & 1) ? 0 : (size_t)i * nb);
  uint64_t v = 0;
  memcpy(&v, d, nb < 8 ? nb : 8);
  uint32_t w = et->kind == CMIR_TYPE_INTEGER ? et->integer.width : 64;
  return w >= 64 ? v : cmir_zext(v, w);
}

static void switch_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, ", ");
  cmir_printer_successor(pr, op, 0);
  cmir_printer_puts(pr, " [");
  cmir_printer_newline(pr);
  const CmirAttr *cv = cmir_op_get_prop(op, "case_values");
  if (cv && cv->kind == CMIR_ATTR_DENSE && cmir_type_is_shaped(cv->dense.type)) {
    int64_t n = cmir_type_num_elements(cv->dense.type);
    for (int64_t i = 0; i < n && (uint32_t)i + 1 < op->nsuccs; i++) {
      if (i) {
        cmir_printer_putc(pr, ',');
        cmir_printer_newline(pr);
      }
      cmir_printer_puts(pr, "  ");
      cmir_sb_putu64(pr->out, case_value(cv, (uint32_t)i));
      cmir_printer_puts(pr, ": ");
      cmir_printer_successor(pr, op, (uint32_t)i + 1);
    }
    cmir_printer_newline(pr);
  }
  cmir_printer_putc(pr, ']');
  static const char *const elide[] = {"case_values", "case_operand_segments", "operandSegmentSizes",
                                      NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus switch_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_INT))
    return CMIR_FAIL;
  const CmirAttr *cv = cmir_op_get_prop(op, "case_values");
  uint32_t ncases = op->nsuccs - 1;
  if ((!cv && ncases) ||
      (cv && cv->kind == CMIR_ATTR_DENSE && cmir_type_num_elements(cv->dense.type) != ncases))
    return cmir_verify_error(op, "expects number of case values to match number of case "
                                 "destinations");
  uint32_t nw;
  const CmirAttr *bw = cmir_op_get_prop(op, "branch_weights");
  if (bw && (i32_array(bw, &nw), nw != op->nsuccs))
    return cmir_op_error(op,
                         "expects number of branch weights to match number of successors: %u vs %u",
                         nw, op->nsuccs);
  if (cv && cv->kind == CMIR_ATTR_DENSE && cv->dense.type->shaped.elem != op->opnds[0].value->type)
    return cmir_op_error(op, "expects case value type to match condition value type");
  return CMIR_OK;
}

/* MLIR's satisfiesLLVMModule: directly in a symbol table isolated from
 * above (or at the top). */
static bool at_module_level(CmirOp *op) {
  CmirOp *parent = cmir_op_parent(op);
  return !parent || ((parent->info->traits & CMIR_TRAIT_SYMBOL_TABLE) &&
                     (parent->info->traits & CMIR_TRAIT_ISOLATED));
}

static CmirOp *parent_func(CmirOp *op) {
  for (CmirOp *p = cmir_op_parent(op); p; p = cmir_op_parent(p))
    if (cmir_op_isa(p, CMIR_OP_LLVM_FUNC))
      return p;
  return NULL;
}

static const CmirType *func_type_of(const CmirOp *f) {
  const CmirAttr *a = cmir_op_get_prop(f, "function_type");
  if (!a || a->kind != CMIR_ATTR_TYPE || a->type.type->kind != CMIR_TYPE_LLVM_FUNC)
    return NULL;
  return a->type.type;
}

static CmirStatus return_verify(CmirOp *op) {
  if (check_operands(op, 0, op->nopnds, &C_ANY))
    return CMIR_FAIL;
  CmirOp *f = parent_func(op);
  const CmirType *ft = f ? func_type_of(f) : NULL;
  if (!ft)
    return CMIR_OK;
  const char *msg = NULL;
  if (ft->lfn.ret->kind == CMIR_TYPE_LLVM_VOID) {
    if (op->nopnds)
      msg = "expected no operands";
  } else if (!op->nopnds) {
    msg = "expected 1 operand";
  } else if (op->opnds[0].value->type != ft->lfn.ret) {
    msg = "mismatching result types";
  }
  if (!msg)
    return CMIR_OK;
  cmir_verify_error(op, "%s", msg);
  cmir_note(op->info->ctx, f->loc, "when returning from function");
  return CMIR_FAIL;
}

/* ------------------------------------------------------------------------ */
/* Calls                                                                     */

/* `: (T `,`)? (ins) -> res`: resolves the operands (after a callee pointer
 * when indirect) and adds the result. */
static CmirStatus call_types(CmirParser *p, CmirOpState *st, bool direct,
                             const CmirUnresolvedVec *ops) {
  const char *pos = p->tok.s;
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  CmirTypeVec types = {0};
  CmirStatus rc = CMIR_FAIL;
  do {
    const CmirType *t = cmir_parser_type(p);
    if (!t)
      goto done;
    cmir_vec_push(&types, t);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  if (!direct && types.len != 2) {
    cmir_parser_error_at(p, pos, "expected indirect call to have 2 trailing types");
    goto done;
  }
  if (direct && types.len != 1) {
    cmir_parser_error_at(p, pos, "expected direct call to have 1 trailing type");
    goto done;
  }
  const CmirType *ft = cmir_vec_last(&types);
  types.len--;
  if (ft->kind != CMIR_TYPE_FUNCTION) {
    cmir_parser_error_at(p, pos, "expected trailing function type");
    goto done;
  }
  if (ft->fn.nres > 1) {
    cmir_parser_error_at(p, pos, "expected function with 0 or 1 result");
    goto done;
  }
  if (ft->fn.nres == 1 && ft->fn.types[ft->fn.nin]->kind == CMIR_TYPE_LLVM_VOID) {
    cmir_parser_error_at(p, pos, "expected a non-void result type");
    goto done;
  }
  for (uint32_t i = 0; i < ft->fn.nin; i++)
    cmir_vec_push(&types, ft->fn.types[i]);
  if (types.len != ops->len) {
    cmir_parser_error(p, "%u operands present, but expected %u", ops->len, types.len);
    goto done;
  }
  if (ops->len && cmir_parser_resolve_into(p, st, ops, types.data, types.len))
    goto done;
  if (ft->fn.nres)
    cmir_opstate_add_result(st, ft->fn.types[ft->fn.nin]);
  rc = CMIR_OK;
done:
  cmir_vec_free(&types);
  return rc;
}

/* `@f(` or `%p(` ... `)` (vararg(T))? */
static CmirStatus parse_callee(CmirParser *p, CmirOpState *st, CmirUnresolvedVec *ops,
                               bool *direct) {
  *direct = !cmir_parser_at_operand(p);
  if (!*direct) {
    CmirUnresolved u;
    if (cmir_parser_operand(p, &u))
      return CMIR_FAIL;
    cmir_vec_push(ops, u);
  } else {
    if (p->tok.kind != TOK_AT)
      return cmir_parser_error(p, "expected attribute value");
    const CmirAttr *callee = cmir_parser_symref(p);
    if (!callee)
      return CMIR_FAIL;
    cmir_opstate_set_prop(st, "callee", callee);
  }
  return cmir_parser_operand_list(p, ops, true);
}

static CmirStatus parse_vararg(CmirParser *p, CmirOpState *st) {
  if (!cmir_parser_consume_keyword(p, "vararg"))
    return CMIR_OK;
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
  const CmirAttr *t = cmir_parser_attr(p, NULL);
  if (!t || cmir_parser_expect(p, TOK_RPAREN, "')'"))
    return CMIR_FAIL;
  cmir_opstate_set_prop(st, "var_callee_type", t);
  return CMIR_OK;
}

/* llvm.call cconv? tailcall? (@f | %p)(args) (vararg(T))? attr-dict
 *   : (!llvm.ptr,)? (ins) -> res */
/* MLIR's hand-written parsers set each inherent attribute through its
 * property's class; one of another class (a branch_weights that is no i32
 * dense array) is dropped, not reported. */
static void drop_unstorable_props(CmirOpState *st) {
  const CmirAttr *d = st->props;
  if (!d || d->kind != CMIR_ATTR_DICT)
    return;
  CmirNamedAttr *keep = cmir_xmalloc(sizeof *keep * (d->dict.n ? d->dict.n : 1));
  uint32_t k = 0;
  for (uint32_t i = 0; i < d->dict.n; i++) {
    int pi = cmir_info_prop(st->info, d->dict.entries[i].name);
    if (pi < 0 || cmir_prop_storable(&st->info->props[pi], d->dict.entries[i].value))
      keep[k++] = d->dict.entries[i];
  }
  if (k != d->dict.n)
    st->props = k ? cmir_attr_dict(st->ctx, k, keep) : NULL;
  free(keep);
}

static CmirStatus call_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  cmir_opstate_set_prop(st, "CConv",
                        cmir_attr_enum(ctx, &llvm_cconv, parse_opt_keyword(p, &llvm_cconv, 0)));
  cmir_opstate_set_prop(
      st, "TailCallKind",
      cmir_attr_enum(ctx, &llvm_tailcall, parse_opt_keyword(p, &llvm_tailcall, 0)));
  CmirUnresolvedVec ops = {0};
  bool direct;
  CmirStatus rc = CMIR_FAIL;
  if (parse_callee(p, st, &ops, &direct) || parse_vararg(p, st) ||
      cmir_parser_opt_attr_dict(p, st) || call_types(p, st, direct, &ops))
    goto done;
  drop_unstorable_props(st);
  cmir_opstate_finalize_props(st, NULL, 0);
  rc = CMIR_OK;
done:
  cmir_vec_free(&ops);
  return rc;
}

static void print_callee(CmirPrinter *pr, CmirOp *op, uint32_t *first, uint32_t nargs_end) {
  const CmirAttr *callee = cmir_op_get(op, "callee");
  *first = 0;
  if (callee && callee->kind == CMIR_ATTR_SYMREF) {
    cmir_printer_symbol_name(pr, callee->sym.names[0]);
  } else {
    cmir_printer_value(pr, op->opnds[0].value);
    *first = 1;
  }
  cmir_printer_putc(pr, '(');
  if (nargs_end > *first)
    cmir_printer_values(pr, op->opnds + *first, nargs_end - *first);
  cmir_printer_putc(pr, ')');
}

static void print_vararg(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *vt = cmir_op_get(op, "var_callee_type");
  if (!vt || vt->kind != CMIR_ATTR_TYPE)
    return;
  cmir_printer_puts(pr, " vararg(");
  cmir_printer_type(pr, vt->type.type);
  cmir_printer_putc(pr, ')');
}

/* ` : (!llvm.ptr, )(ins) -> res` */
static void print_call_type(CmirPrinter *pr, CmirOp *op, uint32_t first, uint32_t nargs_end) {
  cmir_printer_puts(pr, " : ");
  if (first) {
    cmir_printer_type(pr, op->opnds[0].value->type);
    cmir_printer_puts(pr, ", ");
  }
  cmir_printer_putc(pr, '(');
  if (nargs_end > first)
    cmir_printer_operand_types(pr, op->opnds + first, nargs_end - first);
  cmir_printer_puts(pr, ") -> ");
  if (op->nresults == 1 && op->results[0].type->kind != CMIR_TYPE_FUNCTION) {
    cmir_printer_type(pr, op->results[0].type);
  } else {
    cmir_printer_putc(pr, '(');
    cmir_printer_types(pr, op->results, op->nresults);
    cmir_printer_putc(pr, ')');
  }
}

static void print_cconv(CmirPrinter *pr, CmirOp *op) {
  uint64_t cc = enum_prop(op, "CConv", 0);
  if (cc && cc < llvm_cconv.ncases && cconv_names[cc]) {
    cmir_printer_puts(pr, cconv_names[cc]);
    cmir_printer_putc(pr, ' ');
  }
}

static void call_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  print_cconv(pr, op);
  uint64_t tk = enum_prop(op, "TailCallKind", 0);
  if (tk && tk < 4) {
    cmir_printer_puts(pr, tailcall_names[tk]);
    cmir_printer_putc(pr, ' ');
  }
  uint32_t first;
  print_callee(pr, op, &first, op->nopnds);
  print_vararg(pr, op);
  static const char *const elide[] = {"callee", "TailCallKind", "var_callee_type", "CConv", NULL};
  print_attrs(pr, op, elide, true, false);
  print_call_type(pr, op, first, op->nopnds);
}

/* The callee's LLVM function type into *ft, NULL for an indirect call
 * through a pointer (nothing to check the arguments against). */
static CmirStatus callee_type(CmirOp *op, bool *indirect, const CmirType **ft) {
  const CmirAttr *callee = cmir_op_get(op, "callee");
  *indirect = !callee;
  *ft = NULL;
  if (!callee) {
    if (!op->nopnds)
      return cmir_verify_error(op, "must have either a `callee` attribute or at least an "
                                   "operand");
    if (!is_ptr(op->opnds[0].value->type)) {
      char *s = cmir_type_str(op->opnds[0].value->type);
      cmir_verify_error(op, "indirect call expects a pointer as callee: '%s'", s);
      free(s);
      return CMIR_FAIL;
    }
    return CMIR_OK;
  }
  if (callee->kind != CMIR_ATTR_SYMREF)
    return CMIR_OK;
  const char *name = callee->sym.names[0]->str;
  CmirOp *f = cmir_symbol_lookup(op, callee);
  if (!f)
    return cmir_verify_error(op, "'%s' does not reference a symbol in the current scope", name);
  if (!cmir_op_isa(f, CMIR_OP_LLVM_FUNC))
    return cmir_verify_error(op, "'%s' does not reference a valid LLVM function", name);
  if (!(*ft = func_type_of(f)))
    return cmir_verify_error(op, "callee does not have a functional type");
  return CMIR_OK;
}

static CmirStatus verify_var_callee_type(CmirOp *op, uint32_t first, uint32_t nargs_end) {
  const CmirAttr *va = cmir_op_get(op, "var_callee_type");
  if (!va)
    return CMIR_OK;
  if (va->kind != CMIR_ATTR_TYPE || va->type.type->kind != CMIR_TYPE_LLVM_FUNC)
    return cmir_verify_error(op, "attribute 'var_callee_type' failed to satisfy constraint: type "
                                 "attribute of LLVM function type");
  const CmirType *vt = va->type.type;
  if (!(vt->flags & 1))
    return cmir_verify_error(op, "expected var_callee_type to be a variadic function type");
  uint32_t nargs = nargs_end - first;
  if (vt->lfn.n > nargs)
    return cmir_verify_error(op, "expected var_callee_type to have at most %u parameters", nargs);
  for (uint32_t i = 0; i < vt->lfn.n; i++)
    if (vt->lfn.args[i] != op->opnds[first + i].value->type) {
      char *a = cmir_type_str(vt->lfn.args[i]),
           *b = cmir_type_str(op->opnds[first + i].value->type);
      cmir_verify_error(op, "var_callee_type parameter type mismatch: '%s' != '%s'", a, b);
      free(a);
      free(b);
      return CMIR_FAIL;
    }
  if (!op->nresults) {
    if (vt->lfn.ret->kind != CMIR_TYPE_LLVM_VOID)
      return cmir_verify_error(op, "expected var_callee_type to return void");
  } else if (op->results[0].type != vt->lfn.ret) {
    char *a = cmir_type_str(vt->lfn.ret), *b = cmir_type_str(op->results[0].type);
    cmir_verify_error(op, "var_callee_type return type mismatch: '%s' != '%s'", a, b);
    free(a);
    free(b);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* Whether a location holds, at any depth, a fused location whose metadata
 * is a #llvm.di_subprogram. */
static bool loc_has_subprogram(const CmirAttr *l) {
  if (!l)
    return false;
  switch (l->kind) {
  case CMIR_ATTR_LOC_NAME:
    return loc_has_subprogram(l->locname.child);
  case CMIR_ATTR_LOC_CALLSITE:
    return loc_has_subprogram(l->callsite.callee) || loc_has_subprogram(l->callsite.caller);
  case CMIR_ATTR_LOC_FUSED: {
    const CmirAttr *m = l->fused.meta;
    if (m && m->kind == CMIR_ATTR_OPAQUE && !strcmp(m->opaque.dialect->str, "llvm") &&
        m->opaque.len >= 14 && !strncmp(m->opaque.body, "di_subprogram<", 14))
      return true;
    for (uint32_t i = 0; i < l->fused.n; i++)
      if (loc_has_subprogram(l->fused.locs[i]))
        return true;
    return false;
  }
  default:
    return false;
  }
}

/* A direct call of a function defined with a subprogram location, from a
 * function with one, needs a location of its own (an unknown one is not);
 * the LLVM IR verifier asks the same of inlinable calls. */
static CmirStatus call_verify_debug_loc(CmirOp *op) {
  const CmirAttr *callee = cmir_op_get(op, "callee");
  if (!callee || callee->kind != CMIR_ATTR_SYMREF || !op->loc.attr ||
      op->loc.attr->kind != CMIR_ATTR_LOC_UNKNOWN)
    return CMIR_OK;
  CmirOp *f = cmir_symbol_lookup(op, callee);
  CmirOp *caller = cmir_op_parent(op);
  while (caller && !cmir_op_isa(caller, CMIR_OP_LLVM_FUNC))
    caller = cmir_op_parent(caller);
  if (!f || !caller || !cmir_op_isa(f, CMIR_OP_LLVM_FUNC) || !f->nregions ||
      !cmir_op_regions(f)[0].first || !loc_has_subprogram(f->loc.attr) ||
      !loc_has_subprogram(caller->loc.attr))
    return CMIR_OK;
  return cmir_op_error(op, "inlinable function call in a function with a DISubprogram "
                           "location must have a debug location");
}

static CmirStatus call_verify(CmirOp *op) {
  if (mem_attrs_verify(op) || check_operands(op, 0, op->nopnds, &C_VARIADIC_ANY) ||
      (op->nresults && check_result(op, 0, &C_ANY)))
    return CMIR_FAIL;
  bool indirect;
  uint32_t first = cmir_op_get(op, "callee") ? 0 : 1;
  if (verify_var_callee_type(op, first, op->nopnds))
    return CMIR_FAIL;
  const CmirType *ft;
  if (callee_type(op, &indirect, &ft))
    return CMIR_FAIL;
  if (!ft)
    return CMIR_OK;
  uint32_t nargs = op->nopnds - indirect;
  bool variadic = ft->flags & 1;
  if (variadic && !cmir_op_get(op, "var_callee_type"))
    return cmir_verify_error(op, "missing var_callee_type attribute for vararg call");
  if (!variadic && ft->lfn.n != nargs)
    return cmir_verify_error(op, "incorrect number of operands (%u) for callee (expecting: %u)",
                             nargs, ft->lfn.n);
  if (ft->lfn.n > nargs)
    return cmir_verify_error(op,
                             "incorrect number of operands (%u) for varargs callee "
                             "(expecting at least: %u)",
                             nargs, ft->lfn.n);
  for (uint32_t i = 0; i < ft->lfn.n; i++)
    if (op->opnds[i + indirect].value->type != ft->lfn.args[i]) {
      char *a = cmir_type_str(op->opnds[i + indirect].value->type);
      char *b = cmir_type_str(ft->lfn.args[i]);
      cmir_verify_error(op, "operand type mismatch for operand %u: '%s' != '%s'", i, a, b);
      free(a);
      free(b);
      return CMIR_FAIL;
    }
  bool is_void = ft->lfn.ret->kind == CMIR_TYPE_LLVM_VOID;
  if (!op->nresults && !is_void)
    return cmir_verify_error(op, "expected function call to produce a value");
  if (op->nresults && is_void)
    return cmir_verify_error(op, "calling function with void result must not produce values");
  if (op->nresults > 1)
    return cmir_verify_error(op, "expected LLVM function call to produce 0 or 1 result");
  if (op->nresults && op->results[0].type != ft->lfn.ret) {
    char *a = cmir_type_str(op->results[0].type), *b = cmir_type_str(ft->lfn.ret);
    cmir_verify_error(op, "result type mismatch: '%s' != '%s'", a, b);
    free(a);
    free(b);
    return CMIR_FAIL;
  }
  return call_verify_debug_loc(op);
}

/* llvm.invoke cconv? (@f | %p)(args) to ^bb(...) unwind ^bb(...)
 *   (vararg(T))? attr-dict : (!llvm.ptr,)? (ins) -> res */
static CmirStatus invoke_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  cmir_opstate_set_prop(st, "CConv",
                        cmir_attr_enum(ctx, &llvm_cconv, parse_opt_keyword(p, &llvm_cconv, 0)));
  CmirUnresolvedVec ops = {0};
  bool direct;
  CmirStatus rc = CMIR_FAIL;
  CmirOpState dests; /* destination operands, resolved on the way */
  cmir_opstate_init(&dests, ctx, st->info, st->loc);
  CmirBlock *normal, *unwind;
  uint32_t nn, nu;
  if (parse_callee(p, st, &ops, &direct) || cmir_parser_expect_keyword(p, "to") ||
      parse_dest(p, &dests, &normal, &nn) || cmir_parser_expect_keyword(p, "unwind") ||
      parse_dest(p, &dests, &unwind, &nu) || parse_vararg(p, st) ||
      cmir_parser_opt_attr_dict(p, st) || call_types(p, st, direct, &ops))
    goto done;
  for (uint32_t i = 0; i < dests.nopnds; i++)
    cmir_opstate_add_operand(st, dests.opnds[i]);
  cmir_opstate_add_successor(st, normal);
  cmir_opstate_add_successor(st, unwind);
  uint32_t seg[3] = {ops.len, nn, nu};
  cmir_opstate_finalize_props(st, seg, 3);
  rc = CMIR_OK;
done:
  cmir_opstate_free(&dests);
  cmir_vec_free(&ops);
  return rc;
}

/* mlir-opt-19 prints every operand after the callee pointer in the
 * argument list and its type, destination operands included (so the text
 * does not parse back when they are not empty); reproduced as is. */
static void invoke_print(CmirPrinter *pr, CmirOp *op) {
  uint32_t ncallee = op->nopnds;
  cmir_printer_putc(pr, ' ');
  print_cconv(pr, op);
  uint32_t first;
  print_callee(pr, op, &first, ncallee);
  cmir_printer_puts(pr, " to ");
  cmir_printer_successor(pr, op, 0);
  cmir_printer_puts(pr, " unwind ");
  cmir_printer_successor(pr, op, 1);
  print_vararg(pr, op);
  static const char *const elide[] = {"callee", "operandSegmentSizes", "CConv", "var_callee_type",
                                      NULL};
  print_attrs(pr, op, elide, false, false);
  print_call_type(pr, op, first, ncallee);
}

static CmirStatus invoke_verify(CmirOp *op) {
  uint32_t cstart, ncallee;
  cmir_op_operand_group(op, 0, &cstart, &ncallee);
  uint32_t first = cmir_op_get(op, "callee") ? 0 : 1;
  if (verify_var_callee_type(op, first, ncallee))
    return CMIR_FAIL;
  CmirBlock *unwind = cmir_op_succs(op)[1].block;
  if (!unwind->first)
    return cmir_op_error(op, "must have at least one operation in unwind destination");
  if (!cmir_op_isa(unwind->first, CMIR_OP_LLVM_LANDINGPAD))
    return cmir_op_error(op, "first operation in unwind destination should be a "
                             "llvm.landingpad operation");
  return CMIR_OK;
}

/* llvm.landingpad cleanup? ((catch|filter) %v : T)* attr-dict : T */
static CmirStatus landingpad_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_consume_keyword(p, "cleanup"))
    cmir_opstate_set_prop(st, "cleanup", p->ctx->unit);
  while (cmir_parser_consume_if(p, TOK_LPAREN)) {
    if (!cmir_parser_consume_keyword(p, "filter") && cmir_parser_expect_keyword(p, "catch"))
      return CMIR_FAIL;
    CmirUnresolved u;
    if (cmir_parser_operand(p, &u) || cmir_parser_expect(p, TOK_COLON, "':'"))
      return CMIR_FAIL;
    const CmirType *t = cmir_parser_type(p);
    if (!t)
      return CMIR_FAIL;
    CmirValue *v = cmir_parser_resolve(p, &u, t);
    if (!v || cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return CMIR_FAIL;
    cmir_opstate_add_operand(st, v);
  }
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    return CMIR_FAIL;
  cmir_opstate_add_result(st, t);
  return CMIR_OK;
}

static void landingpad_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_puts(pr, cmir_op_get(op, "cleanup") ? " cleanup " : " ");
  for (uint32_t i = 0; i < op->nopnds; i++) {
    const CmirType *t = op->opnds[i].value->type;
    cmir_printer_puts(pr, t->kind == CMIR_TYPE_LLVM_ARRAY ? "(filter " : "(catch ");
    cmir_printer_value(pr, op->opnds[i].value);
    cmir_printer_puts(pr, " : ");
    cmir_printer_type(pr, t);
    cmir_printer_puts(pr, ") ");
  }
  static const char *const elide[] = {"cleanup", NULL};
  print_attrs(pr, op, elide, false, false);
  cmir_printer_puts(pr, ": ");
  cmir_printer_type(pr, op->results[0].type);
}

static CmirStatus landingpad_verify(CmirOp *op) {
  CmirOp *f = parent_func(op);
  if (f && !cmir_op_get_prop(f, "personality"))
    return cmir_op_error(op, "llvm.landingpad needs to be in a function with a personality");
  if (!cmir_op_get(op, "cleanup") && !op->nopnds)
    return cmir_op_error(op, "landingpad instruction expects at least one clause or cleanup "
                             "attribute");
  /* A catch clause (any clause not of array type, which is a filter) is a
   * null pointer, a global's address, or a bitcast of a global's address. */
  for (uint32_t i = 0; i < op->nopnds; i++) {
    const CmirValue *v = op->opnds[i].value;
    if (v->type->kind == CMIR_TYPE_LLVM_ARRAY)
      continue;
    CmirOp *d = cmir_value_def(v);
    if (d && cmir_op_isa(d, CMIR_OP_LLVM_BITCAST)) {
      CmirOp *a = cmir_value_def(d->opnds[0].value);
      if (a && cmir_op_isa(a, CMIR_OP_LLVM_MLIR_ADDRESSOF))
        continue;
      cmir_op_error(op, "constant clauses expected");
      cmir_op_note(d, "global addresses expected as operand to bitcast used in clauses for "
                      "landingpad");
      return CMIR_FAIL;
    }
    if (d && (cmir_op_isa(d, CMIR_OP_LLVM_MLIR_ZERO) || cmir_op_isa(d, CMIR_OP_LLVM_MLIR_ADDRESSOF)))
      continue;
    return cmir_op_error(op, "clause #%u is not a known constant - null, addressof, bitcast", i);
  }
  return CMIR_OK;
}

/* Every llvm.landingpad result and llvm.resume operand in a function has
 * one type. */
typedef struct LandingpadTypes {
  const CmirType *type;
  const char *msg;
} LandingpadTypes;

static bool landingpad_type_walk(CmirOp *op, void *user) {
  LandingpadTypes *lt = user;
  const CmirType *t;
  const char *msg;
  if (cmir_op_isa(op, CMIR_OP_LLVM_LANDINGPAD)) {
    t = op->results[0].type;
    msg = "'llvm.landingpad' should have a consistent result type inside a function";
  } else if (cmir_op_isa(op, CMIR_OP_LLVM_RESUME) && op->nopnds == 1) {
    t = op->opnds[0].value->type;
    msg = "'llvm.resume' should have a consistent input type inside a function";
  } else {
    return true;
  }
  if (!lt->type)
    lt->type = t;
  else if (lt->type != t) {
    lt->msg = msg;
    return false;
  }
  return true;
}

/* ------------------------------------------------------------------------ */
/* Functions                                                                 */

/* What llvm.func spells after its signature: `vscale_range(min, max)`
 * (kept as the #llvm.vscale_range attribute's text) and `comdat(@c::@sel)`. */
static CmirStatus func_parse_after_signature(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_consume_keyword(p, "vscale_range")) {
    int64_t lo, hi;
    if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
      return CMIR_FAIL;
    if (!cmir_parser_integer(p, &lo))
      return cmir_parser_error(p, "expected integer value");
    if (cmir_parser_expect(p, TOK_COMMA, "','"))
      return CMIR_FAIL;
    if (!cmir_parser_integer(p, &hi))
      return cmir_parser_error(p, "expected integer value");
    if (cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return CMIR_FAIL;
    char body[96];
    int n = snprintf(body, sizeof body, "vscale_range<minRange = %d : i32, maxRange = %d : i32>",
                     (int32_t)lo, (int32_t)hi);
    cmir_opstate_set_prop(st, "vscale_range",
                          cmir_attr_opaque(p->ctx, cmir_ident(p->ctx, "llvm"), body, (size_t)n,
                                           NULL));
  }
  if (!cmir_parser_consume_keyword(p, "comdat"))
    return CMIR_OK;
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
  const CmirAttr *c = cmir_parser_symref(p);
  if (!c)
    return CMIR_FAIL;
  cmir_opstate_set_prop(st, "comdat", c);
  return cmir_parser_expect(p, TOK_RPAREN, "')'");
}

/* llvm.func linkage? visibility? unnamed_addr? cconv? @name(args) -> res
 *   comdat(...)? attributes {...} body? */
static CmirStatus func_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  cmir_opstate_set_prop(
      st, "linkage",
      cmir_attr_enum(ctx, &llvm_linkage, parse_opt_keyword(p, &llvm_linkage, LINKAGE_EXTERNAL)));
  cmir_opstate_set_prop(
      st, "visibility_",
      cmir_attr_int(ctx, ctx->i64, (int64_t)parse_opt_keyword(p, &llvm_visibility, 0)));
  cmir_opstate_set_prop(
      st, "unnamed_addr",
      cmir_attr_int(ctx, ctx->i64, (int64_t)parse_opt_keyword(p, &llvm_unnamed_addr, 0)));
  cmir_opstate_set_prop(st, "CConv",
                        cmir_attr_enum(ctx, &llvm_cconv, parse_opt_keyword(p, &llvm_cconv, 0)));
  const char *sig_pos = p->tok.s;
  bool variadic = false;
  if (cmir_parse_function_op_with(p, st, true, &variadic, func_parse_after_signature))
    return CMIR_FAIL;
  const CmirIdent *sig_name = cmir_ident(ctx, "__signature");
  const CmirAttr *sig = cmir_dict_get(st->props, sig_name);
  st->props = cmir_dict_set(ctx, st->props, sig_name, NULL);
  const CmirType *fn = sig->type.type;
  if (fn->fn.nres > 1)
    return cmir_parser_error_at(p, sig_pos,
                                "failed to construct function type: expected zero "
                                "or one function result");
  for (uint32_t i = 0; i < fn->fn.nin; i++)
    if (!cmir_llvm_is_compatible_type(fn->fn.types[i]))
      return cmir_parser_error_at(p, sig_pos,
                                  "failed to construct function type: expected LLVM "
                                  "type for function arguments");
  const CmirType *ret =
      fn->fn.nres ? fn->fn.types[fn->fn.nin] : cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID);
  if (!cmir_llvm_is_compatible_type(ret)) {
    char *s = cmir_type_str(ret);
    cmir_parser_error_at(p, sig_pos,
                         "failed to construct function type: expected LLVM type for "
                         "function results'%s'",
                         s);
    free(s);
    return CMIR_FAIL;
  }
  cmir_opstate_set_prop(
      st, "function_type",
      cmir_attr_type(ctx, cmir_type_llvm_func(ctx, ret, fn->fn.nin, fn->fn.types, variadic)));
  return CMIR_OK;
}

static void func_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  uint64_t lk = enum_prop(op, "linkage", LINKAGE_EXTERNAL);
  if (lk != LINKAGE_EXTERNAL && lk < llvm_linkage.ncases) {
    cmir_printer_puts(pr, linkage_names[lk]);
    cmir_printer_putc(pr, ' ');
  }
  int64_t vis = int_prop(op, "visibility_", 0);
  if (vis > 0 && vis < 3) {
    cmir_printer_puts(pr, visibility_names[vis]);
    cmir_printer_putc(pr, ' ');
  }
  int64_t ua = int_prop(op, "unnamed_addr", 0);
  if (ua > 0 && ua < 3) {
    cmir_printer_puts(pr, unnamed_addr_names[ua]);
    cmir_printer_putc(pr, ' ');
  }
  print_cconv(pr, op);
  const CmirIdent *name = cmir_op_sym_name(op);
  if (name)
    cmir_printer_symbol_name(pr, name);
  const CmirType *ft = func_type_of(op);
  if (ft) {
    const CmirType *ret = ft->lfn.ret;
    bool is_void = ret->kind == CMIR_TYPE_LLVM_VOID;
    cmir_print_function_signature(pr, op, ft->lfn.args, ft->lfn.n, is_void ? NULL : &ret,
                                  is_void ? 0 : 1, ft->flags & 1);
  }
  /* vscale_range(min, max), when its attribute has the canonical text. */
  const CmirAttr *vs = cmir_op_get_prop(op, "vscale_range");
  int lo, hi, used = 0;
  char tail;
  bool vs_sugar = false;
  if (vs && vs->kind == CMIR_ATTR_OPAQUE && vs->opaque.len < 96) {
    char body[96];
    memcpy(body, vs->opaque.body, vs->opaque.len);
    body[vs->opaque.len] = 0;
    vs_sugar = sscanf(body, "vscale_range<minRange = %d : i32, maxRange = %d : i32%c%n", &lo, &hi,
                      &tail, &used) == 3 &&
               tail == '>' && (uint32_t)used == vs->opaque.len;
  }
  if (vs_sugar)
    cmir_sb_printf(pr->out, " vscale_range(%d, %d)", lo, hi);
  const CmirAttr *comdat = cmir_op_get_prop(op, "comdat");
  if (comdat) {
    cmir_printer_puts(pr, " comdat(");
    cmir_printer_attr(pr, comdat);
    cmir_printer_putc(pr, ')');
  }
  const char *const elide[] = {"sym_name",    "function_type", "arg_attrs",
                               "res_attrs",   "linkage",       "CConv",
                               "visibility_", "unnamed_addr",  "comdat",
                               vs_sugar ? "vscale_range" : NULL, NULL};
  print_attrs(pr, op, elide, false, true);
  if (cmir_op_regions(op)[0].first) {
    cmir_printer_putc(pr, ' ');
    cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
  }
}

static CmirStatus verify_comdat_ref(CmirOp *op);

static CmirStatus func_verify(CmirOp *op) {
  const CmirAttr *fa = cmir_op_get_prop(op, "function_type");
  if (!fa || fa->kind != CMIR_ATTR_TYPE || fa->type.type->kind != CMIR_TYPE_LLVM_FUNC)
    return cmir_verify_error(op, "attribute 'function_type' failed to satisfy constraint: type "
                                 "attribute of LLVM function type");
  const CmirType *ft = fa->type.type;
  /* FunctionOpInterface's checks; a void function has no results. */
  bool is_void = ft->lfn.ret->kind == CMIR_TYPE_LLVM_VOID;
  if (cmir_verify_function_attrs(op, ft->lfn.args, ft->lfn.n, &ft->lfn.ret, is_void ? 0 : 1))
    return CMIR_FAIL;
  uint64_t lk = enum_prop(op, "linkage", LINKAGE_EXTERNAL);
  if (lk == LINKAGE_COMMON)
    return cmir_verify_error(op, "functions cannot have 'common' linkage");
  if (verify_comdat_ref(op))
    return CMIR_FAIL;
  CmirBlock *entry = cmir_op_regions(op)[0].first;
  if (!entry) {
    if (lk != LINKAGE_EXTERNAL && lk != LINKAGE_EXTERN_WEAK)
      return cmir_verify_error(op, "external functions must have 'external' or 'extern_weak' "
                                   "linkage");
    return CMIR_OK;
  }
  bool no_inline = cmir_op_get(op, "no_inline") != NULL;
  if (no_inline && cmir_op_get(op, "always_inline"))
    return cmir_op_error(op, "no_inline and always_inline attributes are incompatible");
  if (cmir_op_get(op, "optimize_none") && !no_inline)
    return cmir_verify_error(op, "with optimize_none must also be no_inline");
  if (entry->nargs != ft->lfn.n)
    return cmir_verify_error(op, "entry block must have %u arguments to match function signature",
                             ft->lfn.n);
  for (uint32_t i = 0; i < ft->lfn.n; i++)
    if (entry->args[i]->type != ft->lfn.args[i]) {
      char *a = cmir_type_str(entry->args[i]->type), *b = cmir_type_str(ft->lfn.args[i]);
      cmir_verify_error(op,
                        "type of entry block argument #%u('%s') must match the type of the "
                        "corresponding argument in function signature('%s')",
                        i, a, b);
      free(a);
      free(b);
      return CMIR_FAIL;
    }
  for (uint32_t i = 0; i < ft->lfn.n; i++)
    if (!cmir_llvm_is_compatible_type(entry->args[i]->type))
      return cmir_verify_error(op, "entry block argument #%u is not of LLVM type", i);
  LandingpadTypes lt = {NULL, NULL};
  if (!cmir_op_walk(op, landingpad_type_walk, &lt))
    return cmir_op_error(op, "%s", lt.msg);
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Globals and constants                                                     */

/* An error at the op's name (MLIR's parser.getNameLoc()). */
static CmirStatus name_error(CmirParser *p, CmirOpState *st, const char *msg) {
  p->failed = true;
  return cmir_error(p->ctx, st->loc, "custom op '%s' %s", st->info->name->str, msg);
}

/* llvm.mlir.global linkage? visibility? unnamed_addr? thread_local?
 *   constant? @name(value?) attr-dict (: type region?)? */
static CmirStatus global_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  cmir_opstate_set_prop(
      st, "linkage",
      cmir_attr_enum(ctx, &llvm_linkage, parse_opt_keyword(p, &llvm_linkage, LINKAGE_EXTERNAL)));
  cmir_opstate_set_prop(
      st, "visibility_",
      cmir_attr_int(ctx, ctx->i64, (int64_t)parse_opt_keyword(p, &llvm_visibility, 0)));
  cmir_opstate_set_prop(
      st, "unnamed_addr",
      cmir_attr_int(ctx, ctx->i64, (int64_t)parse_opt_keyword(p, &llvm_unnamed_addr, 0)));
  if (cmir_parser_consume_keyword(p, "thread_local"))
    cmir_opstate_set_prop(st, "thread_local_", ctx->unit);
  if (cmir_parser_consume_keyword(p, "constant"))
    cmir_opstate_set_prop(st, "constant", ctx->unit);
  const CmirIdent *name = cmir_parser_symbol_name(p);
  if (!name)
    return cmir_parser_error(p, "expected valid '@'-identifier for symbol name");
  cmir_opstate_set_prop(st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
  const CmirAttr *value = NULL;
  if (!cmir_parser_consume_if(p, TOK_RPAREN)) {
    value = cmir_parser_attr(p, NULL);
    if (!value || cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return CMIR_FAIL;
    cmir_opstate_set_prop(st, "value", value);
  }
  if (cmir_parser_consume_keyword(p, "comdat")) {
    if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
      return CMIR_FAIL;
    const CmirAttr *c = cmir_parser_symref(p);
    if (!c || cmir_parser_expect(p, TOK_RPAREN, "')'"))
      return CMIR_FAIL;
    cmir_opstate_set_prop(st, "comdat", c);
  }
  if (cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  CmirRegion *r = cmir_opstate_add_region(st);
  const CmirType *t = NULL;
  if (cmir_parser_consume_if(p, TOK_COLON)) {
    t = cmir_parser_type(p);
    if (!t)
      return CMIR_FAIL;
    if (cmir_parser_consume_if(p, TOK_COMMA))
      return name_error(p, st, "expected zero or one type");
    if (cmir_parser_at_region(p) && cmir_parser_op_region(p, st, r, NULL, 0, false))
      return CMIR_FAIL;
  } else if (value && value->kind == CMIR_ATTR_STRING) {
    t = cmir_type_llvm_array(ctx, value->str.len, ctx->i8);
  } else {
    return name_error(p, st, "type can only be omitted for string globals");
  }
  cmir_opstate_set_prop(st, "global_type", cmir_attr_type(ctx, t));
  cmir_opstate_finalize_props(st, NULL, 0);
  return CMIR_OK;
}

static void global_print(CmirPrinter *pr, CmirOp *op) {
  uint64_t lk = enum_prop(op, "linkage", LINKAGE_EXTERNAL);
  cmir_printer_putc(pr, ' ');
  cmir_printer_puts(pr, lk < llvm_linkage.ncases ? linkage_names[lk] : "");
  cmir_printer_putc(pr, ' ');
  int64_t vis = int_prop(op, "visibility_", 0);
  if (vis > 0 && vis < 3) {
    cmir_printer_puts(pr, visibility_names[vis]);
    cmir_printer_putc(pr, ' ');
  }
  if (cmir_op_get(op, "thread_local_"))
    cmir_printer_puts(pr, "thread_local ");
  int64_t ua = int_prop(op, "unnamed_addr", 0);
  if (ua > 0 && ua < 3) {
    cmir_printer_puts(pr, unnamed_addr_names[ua]);
    cmir_printer_putc(pr, ' ');
  }
  if (cmir_op_get(op, "constant"))
    cmir_printer_puts(pr, "constant ");
  const CmirIdent *name = cmir_op_sym_name(op);
  if (name)
    cmir_printer_symbol_name(pr, name);
  cmir_printer_putc(pr, '(');
  const CmirAttr *value = cmir_op_get_prop(op, "value");
  if (value)
    cmir_printer_attr(pr, value);
  cmir_printer_putc(pr, ')');
  const CmirAttr *comdat = cmir_op_get_prop(op, "comdat");
  if (comdat) {
    cmir_printer_puts(pr, " comdat(");
    cmir_printer_attr(pr, comdat);
    cmir_printer_putc(pr, ')');
  }
  static const char *const elide[] = {
      "sym_name",     "global_type",   "constant",    "value",  "linkage",
      "unnamed_addr", "thread_local_", "visibility_", "comdat", NULL};
  print_attrs(pr, op, elide, false, false);
  if (value && value->kind == CMIR_ATTR_STRING)
    return;
  cmir_printer_puts(pr, " : ");
  const CmirAttr *gt = cmir_op_get_prop(op, "global_type");
  if (gt && gt->kind == CMIR_ATTR_TYPE)
    cmir_printer_type(pr, gt->type.type);
  if (cmir_op_regions(op)[0].first) {
    cmir_printer_putc(pr, ' ');
    cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
  }
}

static bool is_zero_attr(const CmirAttr *a) {
  switch (a->kind) {
  case CMIR_ATTR_INTEGER:
    if (a->i.words) {
      uint32_t w = (cmir_type_bitwidth(a->i.type) + 63) / 64;
      for (uint32_t i = 0; i < w; i++)
        if (a->i.words[i])
          return false;
      return true;
    }
    return a->i.v == 0;
  case CMIR_ATTR_FLOAT: {
    /* +0.0 or -0.0: every bit but the sign is clear. */
    uint32_t w = cmir_type_bitwidth(a->f.type);
    if (w <= 64)
      return !(a->f.lo & ~(1ull << (w - 1)));
    return !a->f.lo && !(a->f.hi & ~(1ull << (w - 65)));
  }
  case CMIR_ATTR_DENSE:
    for (uint64_t i = 0; i < a->dense.nbytes; i++)
      if (((const uint8_t *)a->dense.data)[i])
        return false;
    return true;
  case CMIR_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->arr.n; i++)
      if (!is_zero_attr(a->arr.elems[i]))
        return false;
    return true;
  default:
    return false;
  }
}

/* Ops that may appear in a global's initializer: no memory effects. */
static bool effect_free(CmirOp *o) { return o->info->def && (o->info->traits & CMIR_TRAIT_PURE); }

static CmirStatus global_verify(CmirOp *op) {
  const CmirAttr *gt = cmir_op_get_prop(op, "global_type");
  if (!gt || gt->kind != CMIR_ATTR_TYPE)
    return cmir_verify_error(op, "attribute 'global_type' failed to satisfy constraint: any type "
                                 "attribute");
  const CmirAttr *as = cmir_op_get_prop(op, "addr_space");
  if (as && (as->kind != CMIR_ATTR_INTEGER || !cmir_type_is_signless_int(as->i.type, 32) ||
             cmir_attr_int_value(as) < 0))
    return cmir_verify_error(op, "attribute 'addr_space' failed to satisfy constraint: 32-bit "
                                 "signless integer attribute whose value is non-negative");
  /* the symbol interface checks its parent before the op's own checks */
  CmirOp *parent = cmir_op_parent(op);
  if (parent && cmir_op_is_registered(parent) &&
      !(cmir_op_traits(parent) & CMIR_TRAIT_SYMBOL_TABLE))
    return cmir_verify_error(op, "symbol's parent must have the SymbolTable trait");
  const CmirType *t = gt->type.type;
  bool valid = cmir_llvm_is_compatible_type(t) && t->kind != CMIR_TYPE_LLVM_VOID &&
               t->kind != CMIR_TYPE_LLVM_TOKEN && t->kind != CMIR_TYPE_LLVM_METADATA &&
               t->kind != CMIR_TYPE_LLVM_LABEL;
  if (!valid)
    return cmir_verify_error(op, "expects type to be a valid element type for an LLVM global");
  if (!at_module_level(op))
    return cmir_verify_error(op, "must appear at the module level");
  if (verify_comdat_ref(op))
    return CMIR_FAIL;
  const CmirAttr *value = cmir_op_get_prop(op, "value");
  if (value && value->kind == CMIR_ATTR_STRING &&
      !(t->kind == CMIR_TYPE_LLVM_ARRAY && cmir_type_is_signless_int(t->arr.elem, 8) &&
        t->arr.n == value->str.len))
    return cmir_verify_error(op, "requires an i8 array type of the length equal to that of the "
                                 "string attribute");
  if (t->kind == CMIR_TYPE_LLVM_TARGET) {
    if (!cmir_llvm_target_can_be_global(t))
      return cmir_verify_error(op, "this target extension type cannot be used in a global");
    if (value)
      return cmir_verify_error(op, "global with target extension type can only be initialized "
                                   "with zero-initializer");
  }
  uint64_t lk = enum_prop(op, "linkage", LINKAGE_EXTERNAL);
  if (lk == LINKAGE_COMMON && value && !is_zero_attr(value))
    return cmir_verify_error(op, "expected zero value for 'common' linkage");
  if (lk == LINKAGE_APPENDING && t->kind != CMIR_TYPE_LLVM_ARRAY)
    return cmir_verify_error(op, "expected array type for 'appending' linkage");
  const CmirAttr *al = cmir_op_get(op, "alignment");
  if (al && al->kind == CMIR_ATTR_INTEGER) {
    uint64_t v = al->i.v;
    if (!v || (v & (v - 1)))
      return cmir_op_error(op, "alignment attribute is not a power of 2");
  }
  CmirBlock *b = cmir_op_regions(op)[0].first;
  if (b) {
    CmirOp *ret = b->last;
    if (!ret || !cmir_op_isa(ret, CMIR_OP_LLVM_RETURN))
      return CMIR_OK; /* the structural verifier reports the missing terminator */
    if (!ret->nopnds)
      return cmir_verify_error(op, "initializer region cannot return void");
    if (ret->opnds[0].value->type != t) {
      char *a = cmir_type_str(ret->opnds[0].value->type), *c = cmir_type_str(t);
      cmir_verify_error(op, "initializer region type '%s' does not match global type '%s'", a, c);
      free(a);
      free(c);
      return CMIR_FAIL;
    }
    for (CmirOp *o = b->first; o; o = o->next)
      if (!effect_free(o))
        return cmir_op_error(o, "ops with side effects not allowed in global initializers");
    if (value)
      return cmir_verify_error(op, "cannot have both initializer value and region");
  }
  return CMIR_OK;
}

static CmirStatus addressof_verify(CmirOp *op) {
  if (check_result(op, 0, &C_PTR))
    return CMIR_FAIL;
  const CmirAttr *ref = cmir_op_get_prop(op, "global_name");
  CmirOp *table = cmir_op_parent(op);
  while (table && !((table->info->traits & CMIR_TRAIT_SYMBOL_TABLE) &&
                    (table->info->traits & CMIR_TRAIT_ISOLATED)))
    table = cmir_op_parent(table);
  CmirOp *sym = table && ref && ref->kind == CMIR_ATTR_SYMREF
                    ? cmir_symbol_table_lookup(table, ref->sym.names[0])
                    : NULL;
  bool is_global = sym && cmir_op_isa(sym, CMIR_OP_LLVM_MLIR_GLOBAL);
  if (!is_global && !(sym && cmir_op_isa(sym, CMIR_OP_LLVM_FUNC)))
    return cmir_verify_error(op, "must reference a global defined by 'llvm.mlir.global' or "
                                 "'llvm.func'");
  if (is_global && (uint64_t)int_prop(sym, "addr_space", 0) != op->results[0].type->ptr.addrspace)
    return cmir_verify_error(op, "pointer address space must match address space of the "
                                 "referenced global");
  return CMIR_OK;
}

static CmirStatus constant_verify(CmirOp *op) {
  if (check_result(op, 0, &C_ANY))
    return CMIR_FAIL;
  const CmirAttr *v = cmir_op_get_prop(op, "value");
  const CmirType *t = op->results[0].type;
  if (v->kind == CMIR_ATTR_STRING) {
    if (!(t->kind == CMIR_TYPE_LLVM_ARRAY && t->arr.n == v->str.len &&
          cmir_type_is_signless_int(t->arr.elem, 8)))
      return cmir_verify_error(op,
                               "expected array type of %u i8 elements for the string "
                               "constant",
                               v->str.len);
    return CMIR_OK;
  }
  if (t->kind == CMIR_TYPE_LLVM_STRUCT) {
    if (t->st.n != 2 || t->st.types[0] != t->st.types[1])
      return cmir_op_error(op, "expected struct type with two elements of the same type, the "
                               "type of a complex constant");
    if (v->kind != CMIR_ATTR_ARRAY || v->arr.n != 2)
      return cmir_verify_error(op, "expected array attribute with two elements, representing a "
                                   "complex constant");
    const CmirAttr *re = v->arr.elems[0], *im = v->arr.elems[1];
    CmirContext *ctx = cmir_op_context(op);
    const CmirType *rt = cmir_attr_typed_type(ctx, re), *it = cmir_attr_typed_type(ctx, im);
    if (!rt || rt != it)
      return cmir_verify_error(op, "expected array attribute with two elements of the same type");
    const CmirType *e = t->st.types[0];
    if (!(e->kind == CMIR_TYPE_INTEGER ||
          (e->kind == CMIR_TYPE_FLOAT &&
           (e->flt.fk == CMIR_F_F16 || e->flt.fk == CMIR_F_F32 || e->flt.fk == CMIR_F_F64))))
      return cmir_op_error(op, "expected struct element types to be floating point type or "
                               "integer type");
    return CMIR_OK;
  }
  if (v->kind != CMIR_ATTR_INTEGER && v->kind != CMIR_ATTR_ARRAY && v->kind != CMIR_ATTR_FLOAT &&
      v->kind != CMIR_ATTR_DENSE && v->kind != CMIR_ATTR_DENSE_STRING)
    return cmir_verify_error(op, "only supports integer, float, string or elements attributes");
  if (v->kind == CMIR_ATTR_INTEGER && t->kind != CMIR_TYPE_INTEGER)
    return cmir_verify_error(op, "expected integer type");
  if (v->kind == CMIR_ATTR_FLOAT) {
    uint32_t w = cmir_type_bitwidth(v->f.type);
    if (t->kind == CMIR_TYPE_FLOAT && cmir_type_bitwidth(t) != w)
      return cmir_verify_error(op, "expected float type of width %u", w);
    if (t->kind == CMIR_TYPE_INTEGER && t->integer.width != w)
      return cmir_verify_error(op, "expected integer type of width %u", w);
  }
  if (v->kind == CMIR_ATTR_DENSE && (v->flags & 1) && t->kind != CMIR_TYPE_VECTOR &&
      t->kind != CMIR_TYPE_LLVM_ARRAY && t->kind != CMIR_TYPE_LLVM_VEC)
    return cmir_verify_error(op, "expected vector or array type");
  return CMIR_OK;
}

static CmirStatus result_any_verify(CmirOp *op) { return check_result(op, 0, &C_ANY); }

static CmirStatus zero_verify(CmirOp *op) {
  if (check_result(op, 0, &C_ANY))
    return CMIR_FAIL;
  const CmirType *t = op->results[0].type;
  if (t->kind == CMIR_TYPE_LLVM_TARGET && !cmir_llvm_target_has_zero_init(t))
    return cmir_verify_error(op, "target extension type does not support zero-initializer");
  return CMIR_OK;
}

/* llvm.mlir.global_ctors / global_dtors: functions and their priorities. */
static CmirStatus xtors_verify(CmirOp *op) {
  bool ctors = op->info->id == CMIR_OP_LLVM_MLIR_GLOBAL_CTORS;
  const CmirAttr *fns = cmir_op_get_prop(op, ctors ? "ctors" : "dtors");
  const CmirAttr *prio = cmir_op_get_prop(op, "priorities");
  if (fns->kind != CMIR_ATTR_ARRAY || prio->kind != CMIR_ATTR_ARRAY)
    return CMIR_OK;
  if (fns->arr.n != prio->arr.n)
    return cmir_op_error(op, "mismatch between the number of %s and the number of priorities",
                         ctors ? "ctors" : "dtors");
  for (uint32_t i = 0; i < fns->arr.n; i++) {
    const CmirAttr *f = fns->arr.elems[i];
    CmirOp *fn = f->kind == CMIR_ATTR_SYMREF ? cmir_symbol_lookup(op, f) : NULL;
    const char *name = f->kind == CMIR_ATTR_SYMREF ? f->sym.names[0]->str : "";
    if (!fn || !cmir_op_isa(fn, CMIR_OP_LLVM_FUNC))
      return cmir_verify_error(op, "'%s' does not reference a valid LLVM function", name);
    if (!cmir_op_regions(fn)[0].first)
      return cmir_verify_error(op, "'%s' does not have a definition", name);
  }
  return CMIR_OK;
}

static CmirStatus linker_options_verify(CmirOp *op) {
  if (!at_module_level(op))
    return cmir_verify_error(op, "must appear at the module level");
  return CMIR_OK;
}

static CmirStatus call_intrinsic_verify(CmirOp *op) {
  const CmirAttr *n = cmir_op_get_prop(op, "intrin");
  if (n->kind == CMIR_ATTR_STRING && (n->str.len < 5 || memcmp(n->str.s, "llvm.", 5)))
    return cmir_verify_error(op, "intrinsic name must start with 'llvm.'");
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Inline assembly                                                           */

/* llvm.inline_asm (has_side_effects)? (is_align_stack)? (asm_dialect = D)?
 *   (operand_attrs = [...])? attr-dict "asm", "constraints" operands
 *   `:` functional-type(operands, results)
 * asm_dialect is an i64 enum spelled by its case name (or as a string). */
static CmirStatus inline_asm_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  if (cmir_parser_consume_keyword(p, "has_side_effects"))
    cmir_opstate_set_prop(st, "has_side_effects", ctx->unit);
  if (cmir_parser_consume_keyword(p, "is_align_stack"))
    cmir_opstate_set_prop(st, "is_align_stack", ctx->unit);
  if (cmir_parser_consume_keyword(p, "asm_dialect")) {
    if (cmir_parser_expect(p, TOK_EQUAL, "'='"))
      return CMIR_FAIL;
    const char *pos = p->tok.s;
    uint64_t k = UINT64_MAX;
    if (p->tok.kind == TOK_STRING) {
      char *s = NULL;
      size_t n = 0;
      if (cmir_parser_string(p, &s, &n))
        return CMIR_FAIL;
      for (uint32_t i = 0; i < NCASES(asm_dialect_names); i++)
        if (strlen(asm_dialect_names[i]) == n && !memcmp(asm_dialect_names[i], s, n))
          k = i;
      if (k == UINT64_MAX) {
        cmir_parser_error_at(p, pos, "invalid asm_dialect attribute specification: \"%.*s\"",
                             (int)n, s);
        free(s);
        return CMIR_FAIL;
      }
      free(s);
    } else {
      k = parse_opt_keyword(p, &llvm_asm_dialect, UINT64_MAX);
    }
    if (k == UINT64_MAX)
      return cmir_parser_error_at(p, pos,
                                  "expected string or keyword containing one of the following "
                                  "enum values for attribute 'asm_dialect' [att, intel]");
    cmir_opstate_set_prop(st, "asm_dialect", cmir_attr_int(ctx, ctx->i64, (int64_t)k));
  }
  if (cmir_parser_consume_keyword(p, "operand_attrs")) {
    if (cmir_parser_expect(p, TOK_EQUAL, "'='"))
      return CMIR_FAIL;
    const char *pos = p->tok.s;
    const CmirAttr *a = cmir_parser_attr(p, NULL);
    if (!a)
      return CMIR_FAIL;
    if (a->kind != CMIR_ATTR_ARRAY)
      return cmir_parser_error_at(p, pos, "invalid kind of attribute specified");
    cmir_opstate_set_prop(st, "operand_attrs", a);
  }
  if (cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  static const char *const strs[] = {"asm_string", "constraints"};
  for (int i = 0; i < 2; i++) {
    if (i && cmir_parser_expect(p, TOK_COMMA, "','"))
      return CMIR_FAIL;
    if (p->tok.kind != TOK_STRING)
      return cmir_parser_error(p, "expected attribute value");
    char *str = NULL;
    size_t n = 0;
    if (cmir_parser_string(p, &str, &n))
      return CMIR_FAIL;
    cmir_opstate_set_prop(st, strs[i], cmir_attr_string(ctx, str, n));
    free(str);
  }
  CmirUnresolvedVec ops = {0};
  CmirStatus rc = CMIR_FAIL;
  const char *opos = p->tok.s;
  if (cmir_parser_operand_list(p, &ops, false) || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *ft = cmir_parser_type(p);
  if (!ft)
    goto done;
  if (ft->kind != CMIR_TYPE_FUNCTION) {
    cmir_parser_error_at(p, tpos, "invalid kind of type specified");
    goto done;
  }
  if (ft->fn.nres > 1) {
    cmir_parser_error_at(p, tpos, "expected at most one result type");
    goto done;
  }
  if (ft->fn.nin != ops.len) {
    cmir_parser_error_at(p, opos, "%u operands present, but expected %u", ops.len, ft->fn.nin);
    goto done;
  }
  if (ops.len && cmir_parser_resolve_into(p, st, &ops, ft->fn.types, ft->fn.nin))
    goto done;
  if (ft->fn.nres)
    cmir_opstate_add_result(st, ft->fn.types[ft->fn.nin]);
  rc = CMIR_OK;
done:
  cmir_vec_free(&ops);
  return rc;
}

static void inline_asm_print(CmirPrinter *pr, CmirOp *op) {
  if (cmir_op_get_prop(op, "has_side_effects"))
    cmir_printer_puts(pr, " has_side_effects");
  if (cmir_op_get_prop(op, "is_align_stack"))
    cmir_printer_puts(pr, " is_align_stack");
  const CmirAttr *d = cmir_op_get_prop(op, "asm_dialect");
  if (d && d->kind == CMIR_ATTR_INTEGER) {
    uint64_t k = cmir_attr_uint_value(d);
    cmir_printer_puts(pr, " asm_dialect = ");
    cmir_printer_puts(pr, k < NCASES(asm_dialect_names) ? asm_dialect_names[k] : "att");
  }
  const CmirAttr *oa = cmir_op_get_prop(op, "operand_attrs");
  if (oa) {
    cmir_printer_puts(pr, " operand_attrs = ");
    cmir_printer_attr(pr, oa);
  }
  static const char *const elide[] = {"has_side_effects", "is_align_stack", "asm_dialect",
                                      "operand_attrs",    "asm_string",     "constraints",
                                      NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_putc(pr, ' ');
  cmir_printer_attr(pr, cmir_op_get_prop(op, "asm_string"));
  cmir_printer_puts(pr, ", ");
  cmir_printer_attr(pr, cmir_op_get_prop(op, "constraints"));
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, op->nopnds);
  cmir_printer_puts(pr, " : (");
  cmir_printer_operand_types(pr, op->opnds, op->nopnds);
  cmir_printer_puts(pr, ") -> ");
  if (op->nresults == 1 && op->results[0].type->kind != CMIR_TYPE_FUNCTION) {
    cmir_printer_type(pr, op->results[0].type);
  } else {
    cmir_printer_putc(pr, '(');
    cmir_printer_types(pr, op->results, op->nresults);
    cmir_printer_putc(pr, ')');
  }
}

static CmirStatus inline_asm_verify(CmirOp *op) {
  if (check_operands(op, 0, op->nopnds, &C_VARIADIC_ANY))
    return CMIR_FAIL;
  if (op->nresults && check_result(op, 0, &C_ANY))
    return CMIR_FAIL;
  return CMIR_OK;
}

/* Without has_side_effects the asm has no memory effects (MLIR's
 * InlineAsmOp::getEffects): unused, it goes. */
static bool inline_asm_canon(CmirPatRewriter *rw, CmirOp *op) {
  if (cmir_op_get_prop(op, "has_side_effects"))
    return false;
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].uses)
      return false;
  rw->erase(rw, op);
  return true;
}

/* Every operand an LLVM pointer (llvm.intr.vastart, vacopy, vaend,
 * eh.typeid.for). */
static CmirStatus ptr_operands_verify(CmirOp *op) {
  return check_operands(op, 0, op->nopnds, &C_PTR);
}

/* Whether a is #llvm.<mnemonic><...> (kept as text). */
static bool llvm_attr_is(const CmirAttr *a, const char *mnemonic) {
  size_t n = strlen(mnemonic);
  return a && a->kind == CMIR_ATTR_OPAQUE && !strcmp(a->opaque.dialect->str, "llvm") &&
         a->opaque.len > n && !memcmp(a->opaque.body, mnemonic, n) && a->opaque.body[n] == '<';
}

/* llvm.intr.dbg.declare / dbg.value / dbg.label: the variable, expression
 * and label are debug info attributes of their kinds; a declared address is
 * a pointer. */
static CmirStatus dbg_verify(CmirOp *op) {
  /* MLIR's parser refuses an attribute of another kind where it reads it;
   * cmir keeps these attributes as text and checks their kind here. */
  const CmirAttr *label = cmir_op_get_prop(op, "label");
  if (label)
    return llvm_attr_is(label, "di_label")
               ? CMIR_OK
               : cmir_verify_error(op, "invalid kind of attribute specified");
  const CmirAttr *e = cmir_op_get_prop(op, "locationExpr");
  if (!llvm_attr_is(cmir_op_get_prop(op, "varInfo"), "di_local_variable") ||
      (e && !llvm_attr_is(e, "di_expression")))
    return cmir_verify_error(op, "invalid kind of attribute specified");
  if (cmir_op_isa(op, CMIR_OP_LLVM_INTR_DBG_DECLARE))
    return check_operand(op, 0, &C_PTR);
  return check_operand(op, 0, &C_ANY);
}

/* llvm.intr.masked.gather / scatter: the pointer vector has the data
 * vector's length (and scalability). */
static CmirStatus gather_scatter_verify(CmirOp *op) {
  bool gather = op->nresults != 0;
  const CmirType *data = gather ? op->results[0].type : op->opnds[0].value->type;
  uint32_t pi = gather ? 0 : 1;
  const CmirType *ptrs = op->opnds[pi].value->type;
  if (!cmir_llvm_is_vector_type(data) || !cmir_llvm_is_vector_type(ptrs))
    return CMIR_OK;
  CmirContext *ctx = op->info->ctx;
  const CmirType *want = vector_like(ctx, data, cmir_llvm_vector_elem(ptrs), vector_len(data));
  if (ptrs == want)
    return CMIR_OK;
  char *s = cmir_type_str(want);
  cmir_verify_error(op, "expected operand #%u type to be '%s'", pi + 1, s);
  free(s);
  return CMIR_FAIL;
}

/* llvm.intr.matrix.column.major.load / store: a vector matrix, a pointer,
 * a signless integer stride. */
static CmirStatus matrix_verify(CmirOp *op) {
  static const Constraint stride = {is_signless_int, "signless integer"};
  if (op->nresults) {
    if (check_operand(op, 0, &C_PTR) || check_operand(op, 1, &stride))
      return CMIR_FAIL;
    return check_result(op, 0, &C_VECTOR);
  }
  if (check_operand(op, 0, &C_VECTOR) || check_operand(op, 1, &C_PTR))
    return CMIR_FAIL;
  return check_operand(op, 2, &stride);
}

/* ------------------------------------------------------------------------ */
/* Intrinsics                                                                */

static CmirStatus intr_float_verify(CmirOp *op) { return verify_float_op(op); }

static CmirStatus intr_int_verify(CmirOp *op) {
  if (check_operands(op, 0, op->nopnds, &C_INT_VEC) || check_result(op, 0, &C_INT_VEC))
    return CMIR_FAIL;
  return cmir_verify_same_types(op);
}

/* Bits of a vector's (minimum) element count times its element width. */
static uint64_t vector_bits(const CmirType *t) {
  return vector_len(t) * cmir_type_bitwidth(cmir_llvm_vector_elem(t));
}

#define VECTOR_BITS_MAX 131072

static CmirStatus vector_insert_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_VECTOR) || check_operand(op, 1, &C_VECTOR) ||
      check_result(op, 0, &C_VECTOR))
    return CMIR_FAIL;
  const CmirType *src = op->opnds[0].value->type, *dst = op->opnds[1].value->type;
  if (dst != op->results[0].type)
    return cmir_verify_error(op, "failed to verify that all of {dstvec, res} have same type");
  if (vector_bits(src) > VECTOR_BITS_MAX || vector_bits(dst) > VECTOR_BITS_MAX)
    return cmir_verify_error(op, "failed to verify that vectors are not bigger than 2^17 bits.");
  if (is_scalable_vector(src) && !is_scalable_vector(dst))
    return cmir_verify_error(op, "failed to verify that it is not inserting scalable into "
                                 "fixed-length vectors.");
  return CMIR_OK;
}

static CmirStatus vector_extract_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_VECTOR) || check_result(op, 0, &C_VECTOR))
    return CMIR_FAIL;
  const CmirType *src = op->opnds[0].value->type, *res = op->results[0].type;
  if (vector_bits(src) > VECTOR_BITS_MAX || vector_bits(res) > VECTOR_BITS_MAX)
    return cmir_verify_error(op, "failed to verify that vectors are not bigger than 2^17 bits.");
  if (is_scalable_vector(res) && !is_scalable_vector(src))
    return cmir_verify_error(op, "failed to verify that it is not extracting scalable from "
                                 "fixed-length vectors.");
  return CMIR_OK;
}

static CmirStatus vector_interleave2_verify(CmirOp *op) {
  if (check_operand(op, 0, &C_VECTOR) || check_operand(op, 1, &C_VECTOR) ||
      check_result(op, 0, &C_VECTOR))
    return CMIR_FAIL;
  const CmirType *a = op->opnds[0].value->type, *r = op->results[0].type;
  if (a != op->opnds[1].value->type)
    return cmir_verify_error(op, "failed to verify that all of {vec1, vec2} have same type");
  if (vector_len(a) * 2 != vector_len(r) || is_scalable_vector(a) != is_scalable_vector(r) ||
      cmir_llvm_vector_elem(a) != cmir_llvm_vector_elem(r))
    return cmir_verify_error(op, "failed to verify that result has twice as many elements as "
                                 "'vec1'");
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Comdats                                                                   */

/* llvm.comdat's body: SizedRegion<1> and NoRegionArguments. */
static CmirStatus comdat_verify(CmirOp *op) {
  CmirRegion *r = &cmir_op_regions(op)[0];
  if (!r->first || r->first != r->last)
    return cmir_verify_error(op, "region #0 ('body') failed to verify constraint: region with 1 "
                                 "blocks");
  if (r->first->nargs)
    return cmir_verify_error(op, "region should have no arguments");
  return CMIR_OK;
}

static CmirStatus comdat_verify_regions(CmirOp *op) {
  for (CmirOp *o = cmir_op_regions(op)[0].first->first; o; o = o->next)
    if (!cmir_op_isa(o, CMIR_OP_LLVM_COMDAT_SELECTOR))
      return cmir_op_error(o, "only comdat selector symbols can appear in a comdat region");
  return CMIR_OK;
}

/* llvm.comdat @name { selectors } attr-dict */
static CmirStatus comdat_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const CmirIdent *name = cmir_parser_symbol_name(p);
  if (!name)
    return cmir_parser_error(p, "expected valid '@'-identifier for symbol name");
  cmir_opstate_set_prop(st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  CmirRegion *r = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, r, NULL, 0, false))
    return CMIR_FAIL;
  return cmir_parser_opt_attr_dict(p, st);
}

static void comdat_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_symbol_name(pr, cmir_op_sym_name(op));
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
  static const char *const elide[] = {"sym_name", NULL};
  print_attrs(pr, op, elide, false, false);
}

/* llvm.comdat_selector @name kind attr-dict */
static CmirStatus comdat_selector_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const CmirIdent *name = cmir_parser_symbol_name(p);
  if (!name)
    return cmir_parser_error(p, "expected valid '@'-identifier for symbol name");
  cmir_opstate_set_prop(st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  uint64_t k = parse_opt_keyword(p, &llvm_comdat, UINT64_MAX);
  if (k == UINT64_MAX)
    return cmir_parser_error(p, "expected string or keyword containing one of the following "
                                "enum values for attribute 'comdat' [any, exactmatch, largest, "
                                "nodeduplicate, samesize]");
  cmir_opstate_set_prop(st, "comdat", cmir_attr_int(ctx, ctx->i64, (int64_t)k));
  return cmir_parser_opt_attr_dict(p, st);
}

static void comdat_selector_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_symbol_name(pr, cmir_op_sym_name(op));
  int64_t k = int_prop(op, "comdat", 0);
  cmir_printer_putc(pr, ' ');
  cmir_printer_puts(pr, k >= 0 && k < (int64_t)NCASES(comdat_names) ? comdat_names[k] : "any");
  static const char *const elide[] = {"sym_name", "comdat", NULL};
  print_attrs(pr, op, elide, false, false);
}

/* A function's or global's comdat names an llvm.comdat_selector. */
static CmirStatus verify_comdat_ref(CmirOp *op) {
  const CmirAttr *c = cmir_op_get_prop(op, "comdat");
  if (!c)
    return CMIR_OK;
  CmirOp *sel = cmir_symbol_lookup(op, c);
  if (!sel || !cmir_op_isa(sel, CMIR_OP_LLVM_COMDAT_SELECTOR))
    return cmir_op_error(op, "expected comdat symbol");
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Op table                                                                  */

#define T_PURE  CMIR_TRAIT_PURE
#define T_TERM  CMIR_TRAIT_TERMINATOR
#define OPATTRS "custom<LLVMOpAttrs>()"

#define INT_OF(tr)                                                                                 \
  .traits = T_PURE | CMIR_TRAIT_SAME_TYPE | (tr), .operands = "lhs,rhs", .results = "res",         \
  .props = "overflowFlags=#llvm.overflow<none>",                                                   \
  .format =                                                                                        \
      "$lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags) `` " OPATTRS " `:` type($res)",      \
  .verify = verify_int_binop
#define INT_OP                                                                                     \
  .traits = T_PURE | CMIR_TRAIT_SAME_TYPE, .operands = "lhs,rhs", .results = "res",                \
  .format = "$lhs `,` $rhs " OPATTRS " `:` type($res)", .verify = verify_int_binop
#define FLT_OP                                                                                     \
  .traits = T_PURE | CMIR_TRAIT_SAME_TYPE, .operands = "lhs,rhs", .results = "res",                \
  .props = "fastmathFlags=#llvm.fastmath<none>",                                                   \
  .format = "$lhs `,` $rhs " OPATTRS " `:` type($res)", .verify = verify_float_op
#define CAST                                                                                       \
  .traits = T_PURE, .operands = "arg", .results = "res",                                           \
  .format = "$arg attr-dict `:` type($arg) `to` type($res)", .verify = cast_verify
/* Intrinsics `llvm.intr.x(%a, ...) attrs : (T, ...) -> T`. */
/* `(` operands `)`, spelled operand by operand for the format engine. */
#define ARGS1          "`(` $in `)` "
#define ARGS2          "`(` $a `,` $b `)` "
#define ARGS3          "`(` $a `,` $b `,` $c `)` "
#define INTR_FMT(args) args OPATTRS " `:` functional-type(operands, results)"
#define INTR_F(ops, args)                                                                          \
  .traits = T_PURE | CMIR_TRAIT_SAME_TYPE, .operands = ops, .results = "res",                      \
  .props = "fastmathFlags=#llvm.fastmath<none>", .format = INTR_FMT(args),                         \
  .verify = intr_float_verify
#define INTR_I(ops, args)                                                                          \
  .traits = T_PURE | CMIR_TRAIT_SAME_TYPE, .operands = ops, .results = "res",                      \
  .format = INTR_FMT(args), .verify = intr_int_verify
/* Vector reductions `llvm.intr.vector.reduce.x(%v) : (vector<4xT>) -> T`. */
#define INTR_REDUCE(pr)                                                                            \
  .traits = T_PURE, .operands = "in", .results = "res", .props = pr, .format = INTR_FMT(ARGS1)
/* Intrinsics without a custom form (printed generically, as mlir-opt does). */
#define INTR_GENERIC(tr, ops, res, pr) .traits = (tr), .operands = ops, .results = res, .props = pr
#define MEM_ATTRS "access_groups?;alias_scopes?;noalias_scopes?;tbaa?"

static const CmirOpDef llvm_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, .fold = cmir_llvm_fold, __VA_ARGS__},
#include "dialect/llvm/ops.h"
#undef OP

};

/* ------------------------------------------------------------------------ */
/* Dialect attributes and registration                                       */

/* `llvm.data_layout` must be a valid LLVM data layout string, on any op. */
static CmirStatus verify_dialect_attr(CmirOp *op, const CmirNamedAttr *a) {
  if (strcmp(a->name->str, "llvm.data_layout"))
    return CMIR_OK;
  if (a->value->kind != CMIR_ATTR_STRING)
    return cmir_verify_error(op, "expected 'llvm.data_layout' to be a string attributes");
  CmirDataLayout dl;
  char err[160];
  if (cmir_llvm_dl_parse(a->value->str.s, a->value->str.len, &dl, err, sizeof err))
    return CMIR_OK;
  /* LLVM's error text ends with a newline, which mlir-opt keeps. */
  return cmir_verify_error(op, "invalid data layout descriptor: %s\n", err);
}

/* ---- argument and result attributes ---- */

/* What an `llvm.*` parameter attribute holds and on which value type it may
 * sit (MLIR's LLVMDialect::verifyParameterAttribute). */
enum { PA_UNIT = 1, PA_TYPE, PA_INT }; /* the attribute's value */
enum { PA_ANY = 0, PA_PTR, PA_INTEGER }; /* the argument or result type */

typedef struct ParamAttrRule {
  const char *name;
  uint8_t value, on;
  bool no_result; /* refused as a result attribute */
} ParamAttrRule;

static const ParamAttrRule param_attr_rules[] = {
    {"llvm.noalias", PA_UNIT, PA_PTR, false},
    {"llvm.readonly", PA_UNIT, PA_PTR, true},
    {"llvm.readnone", PA_UNIT, PA_PTR, true},
    {"llvm.writeonly", PA_UNIT, PA_PTR, true},
    {"llvm.nest", PA_UNIT, PA_PTR, true},
    {"llvm.nocapture", PA_UNIT, PA_PTR, true},
    {"llvm.nofree", PA_UNIT, PA_PTR, true},
    {"llvm.nonnull", PA_UNIT, PA_PTR, false},
    {"llvm.sret", PA_TYPE, PA_PTR, true},
    {"llvm.byval", PA_TYPE, PA_PTR, true},
    {"llvm.byref", PA_TYPE, PA_PTR, true},
    {"llvm.inalloca", PA_TYPE, PA_PTR, true},
    {"llvm.preallocated", PA_TYPE, PA_PTR, true},
    {"llvm.signext", PA_UNIT, PA_INTEGER, false},
    {"llvm.zeroext", PA_UNIT, PA_INTEGER, false},
    {"llvm.align", PA_INT, PA_PTR, false},
    {"llvm.dereferenceable", PA_INT, PA_PTR, false},
    {"llvm.dereferenceable_or_null", PA_INT, PA_PTR, false},
    {"llvm.alignstack", PA_INT, PA_PTR, true},
    {"llvm.noundef", PA_UNIT, PA_ANY, false},
    {"llvm.inreg", PA_UNIT, PA_ANY, false},
    {"llvm.returned", PA_UNIT, PA_ANY, true},
    /* Only refused on results; not checked on arguments. */
    {"llvm.allocalign", 0, PA_ANY, true},
    {"llvm.allocptr", 0, PA_ANY, true},
};

static const ParamAttrRule *param_attr_rule(const CmirIdent *name) {
  for (size_t i = 0; i < sizeof param_attr_rules / sizeof *param_attr_rules; i++)
    if (!strcmp(param_attr_rules[i].name, name->str))
      return &param_attr_rules[i];
  return NULL;
}

/* The value's kind, then (for a type LLVM knows: a value of an unconverted
 * type is not judged) the type it is attached to. */
static CmirStatus verify_param_attr(CmirOp *op, const CmirType *t, const CmirNamedAttr *a,
                                    const ParamAttrRule *r) {
  if (!r || !r->value)
    return CMIR_OK;
  const char *name = a->name->str;
  CmirAttrKind k = a->value->kind;
  if (r->value == PA_UNIT && k != CMIR_ATTR_UNIT)
    return cmir_op_error(op, "\"%s\" should be a unit attribute", name);
  if (r->value == PA_TYPE && k != CMIR_ATTR_TYPE)
    return cmir_op_error(op, "\"%s\" should be a type attribute", name);
  if (r->value == PA_INT && k != CMIR_ATTR_INTEGER)
    return cmir_op_error(op, "\"%s\" should be an integer attribute", name);
  if (r->on == PA_ANY || !cmir_llvm_is_compatible_type(t))
    return CMIR_OK;
  if (r->on == PA_PTR && t->kind != CMIR_TYPE_LLVM_PTR)
    return cmir_op_error(op, "\"%s\" attribute attached to non-pointer LLVM type", name);
  if (r->on == PA_INTEGER && t->kind != CMIR_TYPE_INTEGER)
    return cmir_op_error(op, "\"%s\" attribute attached to non-integer LLVM type", name);
  return CMIR_OK;
}

static CmirStatus verify_arg_attr(CmirOp *op, const CmirType *t, const CmirNamedAttr *a) {
  return verify_param_attr(op, t, a, param_attr_rule(a->name));
}

static CmirStatus verify_result_attr(CmirOp *op, const CmirType *t, const CmirNamedAttr *a) {
  if (t->kind == CMIR_TYPE_LLVM_VOID)
    return cmir_op_error(op, "cannot attach result attributes to functions with a void return");
  const ParamAttrRule *r = param_attr_rule(a->name);
  if (r && r->no_result)
    return cmir_op_error(op, "\"%s\" is not a valid result attribute", a->name->str);
  return verify_param_attr(op, t, a, r);
}

/* ---- structured attributes ---- */

/* The reporting of a bad struct parameter by MLIR's generated attribute
 * parsers: msg at pos, then that the parameter failed to parse (at the
 * current token, the pair's second error). */
static void param_error(CmirParser *p, const char *pos, const char *msg, const char *param) {
  bool first = !p->failed;
  cmir_parser_error_at(p, pos, "%s", msg);
  if (!first)
    return;
  p->failed = false;
  cmir_parser_error(p,
                    "failed to parse LLVM_MemoryEffectsAttr parameter '%s' which is to be a "
                    "`ModRefInfo`",
                    param);
}

/* MLIR's order of the locations, and the ModRefInfo keywords (the values
 * LLVM's `memory` attribute encodes, 2 bits per location). */
static const char *const mem_locs[] = {"other", "argMem", "inaccessibleMem"};
static const char *const mem_modes[] = {"none", "read", "write", "readwrite"};

static int index_of(const char *const *names, int n, const char *s, size_t len) {
  for (int i = 0; i < n; i++)
    if (strlen(names[i]) == len && !memcmp(names[i], s, len))
      return i;
  return -1;
}

/* `<other = M, argMem = M, inaccessibleMem = M>`: each location once, in
 * any order, M a ModRefInfo keyword or string, with the diagnostics of
 * MLIR's struct parser. Kept as text in MLIR's order, as mlir-opt prints
 * it. */
static const CmirAttr *parse_memory_effects(CmirParser *p) {
  if (p->tok.kind != TOK_LESS) {
    cmir_parser_error(p, "expected '<'");
    return NULL;
  }
  cmir_parser_advance(p);
  int mode[3] = {-1, -1, -1};
  for (int i = 0; i < 3; i++) {
    if (p->tok.kind != TOK_BARE) {
      bool first = !p->failed;
      cmir_parser_error(p, "expected valid keyword");
      if (first) {
        p->failed = false;
        cmir_parser_error(p, "expected a parameter name in struct");
      }
      return NULL;
    }
    const char *key = p->tok.s;
    size_t klen = p->tok.len;
    cmir_parser_advance(p);
    if (cmir_parser_expect(p, TOK_EQUAL, "'='"))
      return NULL;
    int loc = index_of(mem_locs, 3, key, klen);
    if (loc < 0 || mode[loc] >= 0) {
      cmir_parser_error(p, "duplicate or unknown struct parameter name: %.*s", (int)klen, key);
      return NULL;
    }
    const char *vpos = p->tok.s;
    char *val = NULL;
    size_t vlen = 0;
    if (p->tok.kind == TOK_BARE) {
      val = cmir_xmalloc(p->tok.len + 1);
      memcpy(val, p->tok.s, p->tok.len);
      vlen = p->tok.len;
      cmir_parser_advance(p);
    } else if (p->tok.kind == TOK_STRING) {
      cmir_parser_string(p, &val, &vlen);
    } else {
      param_error(p, vpos, "expected keyword for LLVM ModRefInfo", mem_locs[loc]);
      return NULL;
    }
    mode[loc] = index_of(mem_modes, 4, val, vlen);
    if (mode[loc] < 0) {
      static const char what[] = "invalid LLVM ModRefInfo specification: ";
      char *msg = cmir_xmalloc(sizeof what + vlen);
      memcpy(msg, what, sizeof what - 1);
      memcpy(msg + sizeof what - 1, val, vlen);
      msg[sizeof what - 1 + vlen] = 0;
      free(val);
      param_error(p, vpos, msg, mem_locs[loc]);
      free(msg);
      return NULL;
    }
    free(val);
    if (i < 2 && cmir_parser_expect(p, TOK_COMMA, "','"))
      return NULL;
  }
  if (cmir_parser_expect(p, TOK_GREATER, "'>'"))
    return NULL;
  char text[128];
  int len =
      snprintf(text, sizeof text, "memory_effects<other = %s, argMem = %s, inaccessibleMem = %s>",
               mem_modes[mode[0]], mem_modes[mode[1]], mem_modes[mode[2]]);
  return cmir_attr_opaque(p->ctx, cmir_ident(p->ctx, "llvm"), text, (size_t)len, NULL);
}

/* The LLVM dialect's attributes that cmir parses (the others are kept as
 * text). */
/* ---- TBAA attributes: the kinds of the attributes they name ---- */

static bool tbaa_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '.' || c == '$' || c == '-';
}

/* The end of the attribute starting at s (a `#name` with an optional
 * balanced `<...>` body), within e. */
static const char *tbaa_attr_end(const char *s, const char *e) {
  const char *q = s + 1;
  while (q < e && tbaa_ident_char(*q))
    q++;
  if (q < e && *q == '<') {
    int depth = 0;
    for (; q < e; q++) {
      if (*q == '"') {
        for (q++; q < e && *q != '"'; q++)
          q += *q == '\\';
      } else if (*q == '<' && (q == s || q[-1] != '-')) {
        depth++;
      } else if (*q == '>' && q[-1] != '-' && !--depth) {
        return q + 1;
      }
    }
  }
  return q;
}

/* Whether the attribute written at s names a #llvm.tbaa_type_desc (or,
 * with node, a #llvm.tbaa_root too); unknown aliases count as right, the
 * parser reports them later. */
static bool tbaa_attr_is(CmirParser *p, const char *s, const char *e, bool node) {
  const char *q = s + 1;
  while (q < e && tbaa_ident_char(*q))
    q++;
  const char *body;
  size_t len;
  const CmirAttr *a = NULL;
  if (memchr(s + 1, '.', (size_t)(q - s - 1))) {
    body = s + 1;
    len = (size_t)(e - body);
    if (len < 5 || memcmp(body, "llvm.", 5))
      return false;
    body += 5;
    len -= 5;
  } else {
    if (!(a = cmir_parser_attr_alias(p, s + 1, (size_t)(q - s - 1))))
      return true;
    if (a->kind != CMIR_ATTR_OPAQUE || strcmp(a->opaque.dialect->str, "llvm"))
      return false;
    body = a->opaque.body;
    len = a->opaque.len;
  }
  return (len >= 15 && !memcmp(body, "tbaa_type_desc<", 15)) ||
         (node && len >= 10 && !memcmp(body, "tbaa_root<", 10));
}

static const char *tbaa_skip_blank(const char *q, const char *e) {
  while (q < e && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r'))
    q++;
  return q;
}

/* MLIR's errors for a #llvm.tbaa_tag whose base or access type, or a
 * #llvm.tbaa_type_desc whose member, names an attribute of another kind;
 * true if one was reported. The body is balanced and starts at the
 * current `<`. */
static bool tbaa_check(CmirParser *p, bool tag) {
  const char *s = p->tok.s, *e = p->lx.end;
  int depth = 0;
  for (const char *q = s; q < e; q++) {
    if (*q == '"') {
      for (q++; q < e && *q != '"'; q++)
        q += *q == '\\';
      continue;
    }
    if (*q == '<' || *q == '{') {
      depth++;
      continue;
    }
    if (*q == '>' || *q == '}') {
      if (!--depth)
        return false;
      continue;
    }
    if (q > s && tbaa_ident_char(q[-1]))
      continue;
    if (tag && depth == 1 && (!strncmp(q, "access_type", 11) || !strncmp(q, "base_type", 9))) {
      bool access = *q == 'a';
      const char *v = tbaa_skip_blank(q + (access ? 11 : 9), e);
      if (v >= e || *v != '=')
        continue;
      v = tbaa_skip_blank(v + 1, e);
      if (v >= e || *v != '#')
        continue;
      const char *end = tbaa_attr_end(v, e);
      if (tbaa_attr_is(p, v, end, false))
        continue;
      cmir_parser_error_at(p, v, "invalid kind of attribute specified");
      /* The parser reports its first error only: the rest go out directly. */
      cmir_error(p->ctx, cmir_parser_loc_at(p, end),
                 "failed to parse LLVM_TBAATagAttr parameter '%s' which is to be a "
                 "`TBAATypeDescriptorAttr`",
                 access ? "access_type" : "base_type");
      return true;
    }
    if (!tag && depth == 3 && *q == '#' && q[-1] == '<') {
      const char *end = tbaa_attr_end(q, e);
      if (tbaa_attr_is(p, q, end, true))
        continue;
      cmir_parser_error_at(p, q, "invalid kind of attribute specified");
      CmirLoc at = cmir_parser_loc_at(p, end);
      cmir_error(p->ctx, at,
                 "failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a "
                 "`TBAANodeAttr`");
      cmir_error(p->ctx, at,
                 "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to "
                 "be a `::llvm::ArrayRef<TBAAMemberAttr>`");
      return true;
    }
  }
  return false;
}

static const CmirAttr *parse_dialect_attr(CmirParser *p, const char *mnemonic, size_t n,
                                          bool *handled) {
  if (n == 14 && !memcmp(mnemonic, "memory_effects", 14)) {
    *handled = true;
    return parse_memory_effects(p);
  }
  bool tag = n == 8 && !memcmp(mnemonic, "tbaa_tag", 8);
  if ((tag || (n == 14 && !memcmp(mnemonic, "tbaa_type_desc", 14))) &&
      p->tok.kind == TOK_LESS && tbaa_check(p, tag))
    *handled = true;
  return NULL;
}

void cmir_llvm_register(CmirContext *ctx) {
  static const CmirEnumDef *const enums[] = {
      &llvm_linkage,      &llvm_cconv,       &llvm_tailcall,     &llvm_fastmath,  &llvm_overflow,
      &llvm_fp_kind,      &llvm_asm_dialect, &llvm_icmp_pred,    &llvm_fcmp_pred, &llvm_visibility,
      &llvm_unnamed_addr, &llvm_ordering,    &llvm_atomic_bin_op, &llvm_comdat};
  for (size_t i = 0; i < sizeof enums / sizeof enums[0]; i++)
    cmir_register_enum(ctx, enums[i]);
  /* The type hook first: formats name LLVM types in their type rules. */
  CmirDialect *d = cmir_dialect_get(ctx, "llvm");
  d->parse_type = cmir_llvm_parse_type;
  /* Opaque attributes first: a default (#llvm.di_expression<>) is one. */
  d->opaque_attrs = true; /* #llvm.memory_effects<...>, #llvm.loop_annotation<...> */
  cmir_register_dialect(ctx, "llvm", llvm_ops, sizeof llvm_ops / sizeof llvm_ops[0]);
  d->allow_unknown_ops = true; /* MLIR's LLVM dialect allows unregistered ops */
  d->verify_attr = verify_dialect_attr;
  d->verify_arg_attr = verify_arg_attr;
  d->verify_result_attr = verify_result_attr;
  d->parse_attr = parse_dialect_attr;
  d->materialize = cmir_llvm_materialize;
  cmir_printer_set_dialect_types(cmir_llvm_print_type);
}
