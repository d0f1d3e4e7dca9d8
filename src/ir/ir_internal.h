/* Library-internal view of the IR core: the context's layout, the
 * registered-op descriptor compiled from a CmirOpDef, and helpers shared by
 * the parser, printer, verifier and dialects. */
#ifndef CMIR_IR_INTERNAL_H
#define CMIR_IR_INTERNAL_H

#include "cmir/cmir.h"
#include "support/support.h"


enum { CMIR_MAX_GROUPS = 12, CMIR_MAX_PROPS = 64 };

typedef enum CmirGroupKind { CMIR_GROUP_SINGLE, CMIR_GROUP_VARIADIC, CMIR_GROUP_OPTIONAL } CmirGroupKind;

typedef struct CmirGroup {
  const CmirIdent *name;
  uint8_t kind; /* CmirGroupKind */
} CmirGroup;

/* Attribute class a property is stored as (its ODS attribute constraint). */
typedef enum CmirPropKind {
  CMIR_PROP_ANY,
  CMIR_PROP_STRING,      /* StrAttr */
  CMIR_PROP_FN_TYPE,     /* TypeAttrOf<FunctionType>: a TypeAttr, checked on verify */
  CMIR_PROP_FLAT_SYMREF, /* FlatSymbolRefAttr */
  CMIR_PROP_I64_ENUM,    /* I64EnumAttr: an i64 integer naming one of en's cases */
  CMIR_PROP_I32_ENUM,    /* I32EnumAttr: the same as an i32 */
  CMIR_PROP_TYPED,       /* TypedAttrInterface: an attribute with a type */
  CMIR_PROP_I32_ARRAY,   /* DenseI32ArrayAttr */
  CMIR_PROP_I64_ARRAY,   /* DenseI64ArrayAttr */
  CMIR_PROP_INT_ELEMS,   /* AnyIntElementsAttr: dense elements of integer or index type */
  CMIR_PROP_I64,         /* I64Attr: formats print it without its type */
  CMIR_PROP_I32,         /* I32Attr */
  CMIR_PROP_I1,          /* I1Attr */
} CmirPropKind;

typedef struct CmirPropDef {
  const CmirIdent *name;
  uint8_t kind; /* CmirPropKind */
  const CmirAttr *dflt; /* default value, stored when absent; NULL if none */
  const CmirEnumDef *en; /* enum-typed property: parsed/printed as `<case>` */
  bool optional;
  bool unit; /* UnitAttr: a format anchor that is present or not */
} CmirPropDef;

/* Verifies a discardable attribute named `dialect.xxx` on any op (MLIR's
 * Dialect::verifyOperationAttribute). */
typedef CmirStatus (*CmirDialectAttrVerifyFn)(CmirOp *op, const CmirNamedAttr *attr);

/* Verifies an attribute named `dialect.xxx` in the argument or result
 * attribute dictionary of a function-like op, given the type of that
 * argument or result (MLIR's Dialect::verifyRegionArgAttribute and
 * verifyRegionResultAttribute for region 0). */
typedef CmirStatus (*CmirDialectParamAttrVerifyFn)(CmirOp *op, const CmirType *type,
                                                  const CmirNamedAttr *attr);

/* Parses the body `<...>` of `#dialect.mnemonic<...>` (the parser is at
 * the `<`, which is known to be balanced, or at the token after the
 * mnemonic if there is no body) for a dialect whose attributes
 * are otherwise kept as text: sets *handled and returns the attribute
 * (NULL after a diagnostic), or, consuming nothing, leaves *handled false
 * for the parser to keep the attribute as text. */
typedef const CmirAttr *(*CmirDialectAttrParseFn)(CmirParser *p, const char *mnemonic, size_t n,
                                                 bool *handled);

struct CmirDialect {
  const CmirIdent *name;
  bool allow_unknown_ops;              /* unregistered `dialect.op` ops verify (llvm) */
  bool opaque_attrs;                   /* unknown `#dialect.x<...>` attributes kept as text */
  CmirDialectAttrVerifyFn verify_attr; /* NULL if the dialect checks no attributes */
  CmirDialectParamAttrVerifyFn verify_arg_attr;    /* NULL: argument attributes unchecked */
  CmirDialectParamAttrVerifyFn verify_result_attr; /* NULL: result attributes unchecked */
  CmirDialectAttrParseFn parse_attr;   /* NULL if every attribute is kept as text */
  /* Parses the type `!dialect.name...` (the parser is past the name token;
   * name and n are the part after the dot); NULL: no types of its own. */
  const CmirType *(*parse_type)(CmirParser *p, const char *name, size_t n);
  /* Names an op's single result in custom form into buf (arith.constant's
   * %c42_i32), or returns false for the generic naming (NULL: never). */
  bool (*result_name)(CmirOp *op, char *buf, size_t cap);
  /* MLIR's materializeConstant: a constant op of the dialect holding attr
   * with result type `type`, inserted before `before`; its result, or NULL
   * if the dialect cannot hold it (NULL hook: arith.constant is used). */
  CmirValue *(*materialize)(CmirOp *before, const CmirAttr *attr, const CmirType *type);
};

typedef struct CmirAsmFmt CmirAsmFmt; /* compiled declarative format (asmfmt.c) */

struct CmirOpInfo {
  CmirContext *ctx;
  unsigned id; /* def->id, or 0 */
  const CmirIdent *name;
  const CmirDialect *dialect; /* NULL if the dialect is unregistered */
  const CmirOpDef *def;       /* NULL for unregistered ops */
  uint32_t traits;
  uint8_t nopnd_groups, nres_groups, nregion_groups, nsucc_groups, nprops;
  CmirGroup opnds[CMIR_MAX_GROUPS];
  CmirGroup results[CMIR_MAX_GROUPS];
  CmirGroup regions[4];
  CmirGroup succs[4];
  CmirPropDef *props; /* nprops entries, allocated at registration */
  const CmirIdent *opnd_seg_name; /* "operandSegmentSizes" if ATTR_SIZED_OPERANDS */
  CmirAsmFmt *fmt;                /* NULL when hooks or generic only */
  const CmirAttr *default_props;  /* dict of all non-optional defaults, or NULL */
  bool fixed_operands;            /* every operand group is a single operand */
  const char *short_name;         /* name without the dialect prefix */
  const char *quoted_name;        /* "name" as the generic form prints it, or NULL */
};

/* What the IR core asks of the text layer, which installs it
 * (cmir_text_install, src/text/): the core knows no syntax. */
typedef struct CmirSyntaxHooks {
  /* An attribute from its text (a property's default in an op table). */
  const CmirAttr *(*parse_attr)(CmirContext *ctx, const char *text);
  /* A declarative assembly format compiled for info; NULL if it is bad. */
  CmirAsmFmt *(*compile_format)(CmirContext *ctx, const CmirOpInfo *info, const char *format);
  void (*free_format)(CmirAsmFmt *fmt);
  /* An op in generic form, for diagnostics ("see current operation");
   * caller frees. */
  char *(*op_generic_str)(CmirOp *op);
} CmirSyntaxHooks;

typedef struct CmirSource {
  const CmirIdent *file;
  const char *buf;
  size_t len;
  CmirLineIndex *lines; /* its line starts, made by the first diagnostic that shows a line */
} CmirSource;

enum { CMIR_POOL_CLASSES = 128 }; /* 8-byte size classes up to 1 KiB */

struct CmirContext {
  CmirArena arena; /* identifiers, types, attributes, op infos */
  CmirArena ir_arena;                     /* operations */
  void *ir_free[CMIR_POOL_CLASSES];       /* free lists of erased ops, by size class */
  CmirHtab idents, types, attrs, affine;
  uint32_t next_id;
  CmirStrMap ops;      /* op name -> CmirOpInfo* */
  const CmirOpInfo **ops_by_id; /* id -> CmirOpInfo*, nops_by_id entries */
  unsigned nops_by_id;
  CmirStrMap dialects; /* dialect name -> CmirDialect* */
  CmirStrMap structs;  /* identified LLVM struct name -> CmirType* */
  CmirStrMap enums;    /* "dialect.mnemonic" -> CmirEnumDef* */
  bool allow_unregistered;
  const CmirSyntaxHooks *syntax; /* the text layer's, or NULL before it is installed */
  /* The passes pipelines may name (cmir_passes_register_all). */
  const struct CmirPassDef *passes;
  size_t npasses;
  /* custom<Name> directives of declarative formats (text.h), the dialects'. */
  const struct CmirCustomDirective *directives;
  /* Symbol-table indexes, valid while the IR cannot change (verification):
   * without them each call's lookup scanned the module (quadratic). */
  struct CmirSymIndex *symidx; /* a list; threads read it without the lock */
  bool symidx_active;
  uint64_t nmaps;     /* affine maps/sets and distinct attributes created: the printer
                         needs attribute aliases only if > 0 */
  uint64_t ndistinct; /* distinct attributes created */
  CmirStrMap resources; /* resource blobs by name: CmirBlob, malloc'd with its bytes */
  CmirDiagHandler diag_fn;
  void *diag_user;
  /* cmir_cv_set_observer's observer of conversion patterns, or NULL */
  const struct CmirCvObserver *cv_observer;
  uint64_t nerrors;
  CMIR_VEC(CmirSource) sources;
  CmirLoc last_loc; /* location of the last error/warning: notes there omit the source line */
  /* Frequently used uniqued objects. */
  const CmirType *i1, *i8, *i32, *i64, *index, *f32, *f64, *none;
  const CmirAttr *unit, *true_attr, *false_attr, *empty_dict, *unknown_loc;
  /* While threads share the context (ctx->mt, set by whoever starts them),
   * uniquing, op-info creation and symbol indexing take this lock: a
   * recursive spin lock, as its sections are a hash lookup or an insert
   * (a sleeping mutex made two threads slower than one). */
  bool mt;
  char lock_pad[64];       /* keeps the lock's line away from the fields above */
  const void *lock_owner; /* address of the owner's cmir_thread_tag */
  uint32_t lock_depth;
};

extern _Thread_local char cmir_thread_tag;

static inline void cmir_ctx_lock(CmirContext *ctx) {
  if (!ctx->mt)
    return;
  const void *self = &cmir_thread_tag;
  if (__atomic_load_n(&ctx->lock_owner, __ATOMIC_RELAXED) == self) {
    ctx->lock_depth++;
    return;
  }
  for (;;) {
    const void *none = NULL;
    if (__atomic_compare_exchange_n(&ctx->lock_owner, &none, self, false, __ATOMIC_ACQUIRE,
                                    __ATOMIC_RELAXED))
      break;
    while (__atomic_load_n(&ctx->lock_owner, __ATOMIC_RELAXED))
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
  }
  ctx->lock_depth = 1;
}

static inline void cmir_ctx_unlock(CmirContext *ctx) {
  if (!ctx->mt)
    return;
  if (--ctx->lock_depth == 0)
    __atomic_store_n(&ctx->lock_owner, NULL, __ATOMIC_RELEASE);
}

/* Diagnostics emitted by this thread while it is muted are dropped and
 * counted (of every severity): a parallel attempt runs muted and falls back
 * to the sequential path, which reports, if anything was said. */
void cmir_diag_mute(bool on);
/* Puts back what cmir_diag_muted and cmir_diag_muted_count said before a
 * muted stretch inside another (the bytecode reader parsing a map). */
void cmir_diag_mute_restore(bool on, uint64_t count);
bool cmir_diag_muted(void);
uint64_t cmir_diag_muted_count(void);

/* Ops this thread creates come from arena instead of the context's (NULL:
 * back to the context's); the caller adopts the arena into the context's IR
 * arena (cmir_arena_adopt) once the thread is done. */
void cmir_ir_arena_redirect(CmirArena *arena);

/* An op of info whose operand, result, successor and region slots are all
 * empty (no value, type, block or blocks), for a reader that fills them in
 * place; cmir_op_destroy takes it at any point. */
CmirOp *cmir_op_create_empty(CmirContext *ctx, const CmirOpInfo *info, uint32_t nopnds,
                             uint32_t nresults, uint32_t nsuccs, uint32_t nregions);

/* Whether a memref may live in this memory space (MLIR's
 * isSupportedMemorySpace): an integer, string or dictionary attribute, or
 * an attribute of a dialect other than builtin. */
bool cmir_memory_space_supported(CmirContext *ctx, const CmirAttr *space);

/* Whether an opaque type's or attribute's data prints in the pretty form
 * `!x.data` (an identifier, maybe followed by one <...>) rather than as
 * `!x<data>` (MLIR's isDialectSymbolSimpleEnoughForPrettyForm). */
bool cmir_dialect_data_is_pretty(const char *data, size_t len);

/* Sets each op's order to its position in b and marks the numbering valid. */
void cmir_block_number_ops(CmirBlock *b);

/* Verifies op in one pass, for a caller that mutes diagnostics
 * (cmir_diag_mute) and needs only the answer, except the isolated ops below
 * it for which skip says true (verified already; skip may be NULL). shapes
 * (may be NULL) remembers the op shapes whose counts and properties passed,
 * from one call to the next on the same context: a caller verifying many
 * small pieces, one thread each, keeps one (freed with free()). */
typedef bool (*CmirVerifySkipFn)(const CmirOp *op, void *user);
typedef struct CmirVerifyShapes CmirVerifyShapes;
CmirStatus cmir_verify_quiet(CmirOp *op, CmirVerifySkipFn skip, void *user,
                             CmirVerifyShapes *shapes);
CmirVerifyShapes *cmir_verify_shapes_new(void);

/* cmir_verify_ex's reference: the ordered walk alone, which cmir_verify_ex
 * runs only on IR that the one-pass walk found invalid. */
CmirStatus cmir_verify_ordered(CmirOp *op, bool print_op_note);

/* Finishes an op state (built by a parser, a format or a rewrite): the
 * defaults of absent properties, the operand segment sizes seg[0..nseg)
 * (NULL: none). */
void cmir_opstate_finalize_props(CmirOpState *st, const uint32_t *seg, uint32_t nseg);

/* Verifier helpers: emit "'op' op <msg>" errors the way MLIR words them. */
CmirStatus cmir_verify_error(CmirOp *op, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* SameOperandsAndResultType: "requires the same type for all operands and results". */
CmirStatus cmir_verify_same_types(CmirOp *op);
/* The op in generic form through the text layer's hook (its name alone
 * without one); caller frees. */
char *cmir_op_diag_str(CmirOp *op);

/* Symbol lookup from an op: nearest enclosing symbol table. */
CmirOp *cmir_symbol_lookup(CmirOp *from, const CmirAttr *symref);
CmirOp *cmir_symbol_table_lookup(CmirOp *table, const CmirIdent *name);
/* The op's symbol name (its sym_name property or attribute), or NULL. */
const CmirIdent *cmir_op_sym_name(const CmirOp *op);

/* Scoped symbol-table indexing: lookups between begin and end use a hash
 * index per table; the IR must not change in between. */
void cmir_symbol_cache_begin(CmirContext *ctx);
void cmir_symbol_cache_end(CmirContext *ctx);

/* Registration helpers for dialect files. */
void cmir_register_enum(CmirContext *ctx, const CmirEnumDef *def);
const CmirEnumDef *cmir_lookup_enum(CmirContext *ctx, const char *dialect_dot_mnemonic, size_t len);
/* The registered dialect of that name (created if new), for dialect hooks. */
CmirDialect *cmir_dialect_get(CmirContext *ctx, const char *name);

/* Index of the named operand group / prop; -1 if absent. */
int cmir_info_opnd_group(const CmirOpInfo *info, const char *name);
int cmir_info_prop(const CmirOpInfo *info, const CmirIdent *name);
bool cmir_info_is_inherent(const CmirOpInfo *info, const CmirIdent *name);

/* Property kinds: can a be stored as the property (MLIR's property
 * conversion)? Does it satisfy the property's constraint (the verifier)?
 * The constraint's description for diagnostics. */
bool cmir_prop_storable(const CmirPropDef *pd, const CmirAttr *a);
bool cmir_prop_satisfies(const CmirPropDef *pd, const CmirAttr *a);
const char *cmir_prop_constraint(const CmirPropDef *pd, char *buf, size_t cap);
/* The type of an attribute implementing MLIR's TypedAttrInterface (an
 * untyped string has type none), NULL for other attributes. */
const CmirType *cmir_attr_typed_type(CmirContext *ctx, const CmirAttr *a);

/* Operand-group layout: fills start/count for each operand group of a
 * registered op from its operand count and segment sizes. False if the
 * operands cannot be split (wrong count or bad segment attribute). */
bool cmir_op_group_layout(const CmirOpInfo *info, uint32_t nopnds, const CmirAttr *props,
                          uint32_t *start, uint32_t *count);

/* Diagnostics: location of an op, or an explicit location. */
CmirLoc cmir_loc_of_attr(const CmirAttr *loc);
void cmir_diag_emit(CmirContext *ctx, CmirSeverity sev, CmirLoc loc, const char *fmt,
                    va_list ap);

/* Integer helpers. */
static inline int64_t cmir_sext(uint64_t v, uint32_t width) {
  if (width >= 64)
    return (int64_t)v;
  uint64_t m = 1ull << (width - 1);
  v &= (m << 1) - 1;
  return (int64_t)((v ^ m) - m);
}
static inline uint64_t cmir_zext(uint64_t v, uint32_t width) {
  return width >= 64 ? v : v & ((1ull << width) - 1);
}

#endif
