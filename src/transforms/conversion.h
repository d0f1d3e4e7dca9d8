/* The dialect-conversion framework (MLIR's DialectConversion): a conversion
 * target says which ops are legal, a type converter maps types and builds
 * builtin.unrealized_conversion_cast materializations, and conversion
 * patterns rewrite illegal ops given their operands remapped to converted
 * values.
 *
 * Application is one-shot and greedy: the ops are collected in pre-order,
 * each op that is not legal is given to the first pattern for its name that
 * succeeds; ops that patterns create are retried once the first sweep is
 * done. Nothing is rolled back: a pattern must only mutate the IR once it
 * knows it succeeds. Replacements are recorded, not applied: until the end,
 * ops and fold hooks see the original values and erased ops keep their
 * operands (as in MLIR); then surviving uses get the replacement, through a
 * source materialization made where the replaced op was when the types
 * differ, and erased ops are destroyed. docs/lowering.md has the details. */
#ifndef CMIR_TRANSFORMS_CONVERSION_H
#define CMIR_TRANSFORMS_CONVERSION_H

#include "transforms/transforms.h"

/* ---- conversion target ---- */

typedef enum CmirLegality {
  CMIR_LEGALITY_UNKNOWN, /* no rule: legal in partial conversion, illegal in full */
  CMIR_LEGALITY_LEGAL,
  CMIR_LEGALITY_ILLEGAL,
  CMIR_LEGALITY_DYNAMIC /* asks a callback */
} CmirLegality;

/* A dynamic legality rule: true if op is legal. */
typedef bool (*CmirLegalFn)(CmirOp *op, void *user);

typedef struct CmirConvTarget CmirConvTarget;

CmirConvTarget *cmir_cv_target_create(CmirContext *ctx);
void cmir_cv_target_destroy(CmirConvTarget *t);
/* Rules for one op (its id, CMIR_OP_SCF_FOR) or a whole dialect ("scf"); op rules
 * take precedence over dialect rules. fn/user only for CMIR_LEGALITY_DYNAMIC. */
void cmir_cv_target_set_op(CmirConvTarget *t, unsigned op, CmirLegality l, CmirLegalFn fn,
                           void *user);
/* The same for an op by name (an unregistered op has no id). */
void cmir_cv_target_set_op_name(CmirConvTarget *t, const char *op_name, CmirLegality l,
                                CmirLegalFn fn, void *user);
void cmir_cv_target_set_dialect(CmirConvTarget *t, const char *dialect, CmirLegality l,
                                CmirLegalFn fn, void *user);
/* markUnknownOpDynamicallyLegal: ops without a rule ask fn. */
void cmir_cv_target_set_unknown(CmirConvTarget *t, CmirLegalFn fn, void *user);
/* The op's rule, evaluated: LEGAL, ILLEGAL or UNKNOWN. */
CmirLegality cmir_cv_target_legality(const CmirConvTarget *t, CmirOp *op);

/* ---- type converter ---- */

/* Converts t, or returns NULL if it cannot. */
typedef const CmirType *(*CmirTypeConvertFn)(const CmirType *t, void *user);

typedef struct CmirRewriter CmirRewriter;

/* Builds a value of type t from the n values an argument was split into by a
 * signature conversion, at the rewriter's insertion point; NULL if it cannot
 * (an n-ary unrealized cast is made instead). Ops it creates are erased at
 * the end if nothing uses them. */
typedef CmirValue *(*CmirMaterializeFn)(CmirRewriter *rw, CmirLoc loc, const CmirType *t,
                                        uint32_t n, CmirValue *const *inputs, void *user);

typedef struct CmirTypeConverter {
  CmirContext *ctx;
  CmirTypeConvertFn convert;
  void *user;
  CmirMaterializeFn materialize_arg; /* NULL: n-ary casts */
} CmirTypeConverter;

/* t converted; NULL if it cannot be. */
const CmirType *cmir_tc_convert(const CmirTypeConverter *tc, const CmirType *t);
/* True if t (or every type of a function type, recursively) converts to itself. */
bool cmir_tc_is_legal(const CmirTypeConverter *tc, const CmirType *t);
/* True if the op's operand and result types, and the argument types of the
 * blocks of its regions, are legal. */
bool cmir_tc_op_is_legal(const CmirTypeConverter *tc, CmirOp *op);

/* ---- the rewriter a pattern works through ---- */

/* A conversion pattern: rewrites op (named op_name) given its operands
 * remapped to their converted values (of converted types if the pattern has
 * a type converter). Returns CMIR_OK if it rewrote the op (replaced or
 * erased it), CMIR_FAIL if it does not apply (the IR is then unchanged). */
typedef CmirStatus (*CmirPatternFn)(CmirRewriter *rw, CmirOp *op, CmirValue *const *operands,
                                    void *user);

typedef struct CmirPattern {
  unsigned op; /* id of the op it matches (src/dialect/ops.h); 0: see op_name */
  CmirPatternFn fn;
  void *user;
  const CmirTypeConverter *tc; /* NULL: operands are only remapped */
  const char *op_name;         /* op 0: the name of the (unregistered) op it matches, or
                                  NULL to match any op */
} CmirPattern;

CmirContext *cmir_rw_context(CmirRewriter *rw);
/* The type converter of the running pattern (NULL if none). */
const CmirTypeConverter *cmir_rw_type_converter(CmirRewriter *rw);

/* Insertion point: new ops go before an op, or at the start or end of a block. */
void cmir_rw_set_before(CmirRewriter *rw, CmirOp *op);
void cmir_rw_set_after(CmirRewriter *rw, CmirOp *op);
void cmir_rw_set_start(CmirRewriter *rw, CmirBlock *b);
void cmir_rw_set_end(CmirRewriter *rw, CmirBlock *b);
CmirBlock *cmir_rw_block(CmirRewriter *rw);

/* Creates the op of a state at the insertion point (the state is freed). */
CmirOp *cmir_rw_insert(CmirRewriter *rw, CmirOpState *st);
/* Convenience: an op with operands, result types and properties (name=attr
 * pairs, NULL-terminated), at the insertion point, located at loc. */
CmirOp *cmir_rw_create(CmirRewriter *rw, unsigned op, CmirLoc loc, uint32_t nopnds,
                       CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                       uint32_t nprops, const CmirNamedAttr *props);
/* cmir_rw_create with the properties' defaults filled in and nseg operand
 * segment sizes seg (a single group when nseg is 0): what a builder of a
 * registered op with optional or variadic operands wants. */
CmirOp *cmir_rw_create_seg(CmirRewriter *rw, unsigned op, CmirLoc loc, uint32_t nopnds,
                           CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                           uint32_t nprops, const CmirNamedAttr *props, const uint32_t *seg,
                           uint32_t nseg);
/* cmir_rw_create for an op by name (an unregistered op has no id). */
CmirOp *cmir_rw_create_named(CmirRewriter *rw, const char *name, CmirLoc loc, uint32_t nopnds,
                             CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                             uint32_t nprops, const CmirNamedAttr *props);

/* Replaces op's results by vals (one per result; NULL leaves a result
 * unmapped, which must then be unused) and erases op. */
void cmir_rw_replace_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *vals);
/* Erases op: it is detached now and destroyed when the conversion ends. */
void cmir_rw_erase_op(CmirRewriter *rw, CmirOp *op);
/* Maps from to to (used by later lookups; surviving uses of from are
 * replaced when the conversion ends). */
void cmir_rw_map(CmirRewriter *rw, CmirValue *from, CmirValue *to);
/* The value v is mapped to (following the chain), or v itself. */
CmirValue *cmir_rw_lookup(CmirRewriter *rw, CmirValue *v);
/* Moves op (with its ops after it) from its block into a new block inserted
 * after it; returns the new block. */
CmirBlock *cmir_rw_split_block(CmirRewriter *rw, CmirBlock *b, CmirOp *before);
/* Moves every block of src before `before` (end of dst if before is NULL). */
void cmir_rw_inline_region_before(CmirRewriter *rw, CmirRegion *src, CmirRegion *dst,
                                  CmirBlock *before);
/* Moves the ops of src to the end of dst, replacing src's arguments by
 * args, and erases src. */
void cmir_rw_merge_blocks(CmirRewriter *rw, CmirBlock *src, CmirBlock *dst, CmirValue *const *args);
/* Creates a block before `before` in r (at the end if NULL) with these
 * argument types, each at loc. */
CmirBlock *cmir_rw_create_block(CmirRewriter *rw, CmirRegion *r, CmirBlock *before, uint32_t nargs,
                                const CmirType *const *types, CmirLoc loc);

/* Signature conversion of one block: input i maps to `count[i]` new
 * arguments starting at new index `start[i]` (count 0: dropped, with
 * replacement[i] used instead if given). new_types lists the new arguments. */
typedef struct CmirSignatureConversion {
  uint32_t nold, nnew;
  uint32_t *start, *count;
  const CmirType **new_types;
} CmirSignatureConversion;
void cmir_sigconv_init(CmirSignatureConversion *sc, uint32_t nold);
void cmir_sigconv_add_inputs(CmirSignatureConversion *sc, uint32_t old_index, uint32_t n,
                             const CmirType *const *types);
void cmir_sigconv_free(CmirSignatureConversion *sc);

/* Replaces b by a new block with the arguments of sc; old arguments are
 * mapped to the new ones, through an argument materialization at the start
 * of the block when their types differ or one old argument becomes several
 * (erased at the end if unused, as MLIR's unresolved materializations are).
 * Returns the new block. */
CmirBlock *cmir_rw_apply_signature(CmirRewriter *rw, CmirBlock *b,
                                   const CmirSignatureConversion *sc);
/* Converts the argument types of every block of r with tc; the entry block
 * with entry_sc if given. Fails (no change) if a type does not convert. */
CmirStatus cmir_rw_convert_region_types(CmirRewriter *rw, CmirRegion *r,
                                        const CmirTypeConverter *tc,
                                        const CmirSignatureConversion *entry_sc);

/* A builtin.unrealized_conversion_cast of inputs to one result of type t at
 * the insertion point. */
CmirValue *cmir_rw_cast(CmirRewriter *rw, CmirLoc loc, uint32_t n, CmirValue *const *inputs,
                        const CmirType *t);

/* ---- applying a conversion ---- */

typedef enum CmirConversionMode {
  CMIR_CONVERSION_PARTIAL, /* ops without a rule may stay */
  CMIR_CONVERSION_FULL     /* every op must end up legal */
} CmirConversionMode;

/* Converts the ops nested in root (root itself is not converted). Fails with
 * "failed to legalize operation 'NAME'" at the first op that remains
 * illegal. */
CmirStatus cmir_cv_apply(CmirOp *root, const CmirConvTarget *target, const CmirPattern *pats,
                         size_t npats, CmirConversionMode mode);

/* Watches the patterns of every conversion on a context (cmir-fuzz
 * --coverage): `table` is called when cmir_cv_apply starts, with its
 * patterns, and `applied` each time one of them rewrote an op. A context
 * has none by default (then nothing is called); NULL removes it. */
typedef struct CmirCvObserver {
  void (*table)(void *user, const CmirPattern *pats, size_t npats);
  void (*applied)(void *user, const CmirPattern *pat);
  void *user;
} CmirCvObserver;
void cmir_cv_set_observer(CmirContext *ctx, const CmirCvObserver *obs);

#endif
