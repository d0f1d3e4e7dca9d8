/* Shared declarations of the dialect files: registration entry points and
 * helpers for custom syntax and verifiers that several dialects use. */
#ifndef CMIR_DIALECTS_H
#define CMIR_DIALECTS_H

#include "dialect/ops.h"
#include "text/text.h"

void cmir_builtin_register(CmirContext *ctx);
void cmir_func_register(CmirContext *ctx);
void cmir_arith_register(CmirContext *ctx);
void cmir_cf_register(CmirContext *ctx);
void cmir_scf_register(CmirContext *ctx);
void cmir_memref_register(CmirContext *ctx);
void cmir_llvm_register(CmirContext *ctx);
void cmir_affine_register(CmirContext *ctx);
void cmir_toy_register(CmirContext *ctx);
void cmir_vector_register(CmirContext *ctx);

/* The value of an affine expression for dimension values vals[0..ndims)
 * followed by the symbol values; false where MLIR does not fold (division
 * or modulo by a non-positive value). */
bool cmir_affine_eval(const CmirAffineExpr *e, uint32_t ndims, const int64_t *vals, int64_t *out);

/* The scf dialect's canonicalization patterns (src/dialect/scf/canon.c). */
bool cmir_scf_canon(CmirPatRewriter *rw, CmirOp *op);

/* Element i of an scf.forall's lower bounds (which 0), upper bounds (1) or
 * steps (2): *v the operand that stands there, or NULL and *c the static
 * value. False if the op is malformed there. */
bool cmir_scf_forall_bound(CmirOp *op, int which, uint32_t i, int64_t *c, CmirValue **v);

/* The toy dialect's value type: a ranked or unranked tensor of f64. */
bool cmir_toy_is_f64_tensor(const CmirType *t);

/* MLIR's isValidSymbol(Value) and isValidDim(Value): valid in the affine
 * scope of the value's definition (docs/affine.md). */
bool cmir_affine_is_valid_symbol(const CmirValue *v);
bool cmir_affine_is_valid_dim(const CmirValue *v);

/* Type text for messages ('i32'); caller frees. */
#define CMIR_TYPE_STR(t) cmir_type_str(t)

/* Function-like op support (func.func, llvm.func): signature with argument
 * names/attrs and result attrs. */
CmirStatus cmir_parse_function_op(CmirParser *p, CmirOpState *st, bool allow_variadic,
                                  bool *variadic);
/* The same, with after_signature (if not NULL) parsing what the op spells
 * between the signature and its attribute dictionary (llvm.func's
 * `comdat(...)`). */
CmirStatus cmir_parse_function_op_with(CmirParser *p, CmirOpState *st, bool allow_variadic,
                                       bool *variadic, CmirCustomParseFn after_signature);
/* The whole custom form of a function-like op without a variadic
 * signature (func.func, toy.func): visibility, name, signature, attributes,
 * body. */
void cmir_print_function_op(CmirPrinter *pr, CmirOp *op);
void cmir_print_function_signature(CmirPrinter *pr, CmirOp *op, const CmirType *const *in,
                                   uint32_t nin, const CmirType *const *res, uint32_t nres,
                                   bool variadic);
/* The custom<Name> directives of the dialects' declarative formats
 * (builtin.c), which cmir_dialects_register_all gives the text layer. */
extern const CmirCustomDirective cmir_custom_directives[];

/* The vector dialect's enums (combining kind, print punctuation), and
 * whether a combining kind applies to an element type. */
extern const CmirEnumDef cmir_vector_kind, cmir_vector_punctuation;
bool cmir_vector_kind_supports(uint64_t kind, const CmirType *e);
/* vector.transfer_read / transfer_write: the permutation map (NULL when
 * not an affine map), whether result j of the map is in bounds, the operand
 * index of the source memref or tensor and of the first index, the mask
 * operand (NULL when none), and the mask type MLIR infers for vector type
 * vt under map m (the vector's shape in the order of the source dims the
 * map uses; broadcast dims dropped). */
const CmirAffineMap *cmir_vector_transfer_map(CmirOp *op);
bool cmir_vector_transfer_in_bounds(CmirOp *op, uint32_t j);
uint32_t cmir_vector_transfer_source(CmirOp *op);
CmirValue *cmir_vector_transfer_mask(CmirOp *op);
const CmirType *cmir_vector_transfer_mask_type(CmirContext *ctx, const CmirType *vt,
                                               const CmirAffineMap *m);

/* Enum definitions shared between dialects. */
extern const CmirEnumDef cmir_arith_cmpi_pred, cmir_arith_cmpf_pred, cmir_arith_fastmath,
    cmir_arith_overflow, cmir_arith_atomic_rmw_kind;

/* If-like ops (interfaces.c): an implicit terminator `term` appended to
 * r's last block unless it ends in one; and the syntax after the condition,
 * `(-> (types))? {then} (else {else})? attr-dict?`, with `yield` as the
 * implicit terminator of both regions. */
void cmir_ensure_terminator(CmirOpState *st, CmirRegion *r, CmirOpId term);
CmirStatus cmir_parse_if_rest(CmirParser *p, CmirOpState *st, CmirOpId yield);
/* LoopLikeOpInterface's checks (interfaces.c): counts and types of the
 * inits, the region's iter_args, the yielded values (none: not checked)
 * and the results (if has_results). */
typedef struct CmirLoopParts {
  const CmirUse *inits;
  uint32_t ninits;
  CmirValue *const *iter_args;
  uint64_t niter; /* size_t arithmetic, as MLIR's drop_front underflows */
  const CmirUse *yielded;
  uint32_t nyielded;
  bool has_results;
} CmirLoopParts;
CmirStatus cmir_verify_loop_like(CmirOp *op, const CmirLoopParts *l);

/* FunctionOpInterface's checks of the arg_attrs and res_attrs properties
 * against the signature (args/results: the types), including each
 * attribute's dialect hook (verify_arg_attr, verify_result_attr). */
CmirStatus cmir_verify_function_attrs(CmirOp *op, const CmirType *const *args, uint32_t nargs,
                                      const CmirType *const *results, uint32_t nresults);

/* SymbolOpInterface's checks: a valid visibility; no public declarations. */
CmirStatus cmir_verify_symbol(CmirOp *op, bool is_declaration);

/* MLIR's getStridesAndOffset for a ranked memref type (CMIR_DYNAMIC for
 * dynamic entries; strides has room for the rank); false if not strided. */
bool cmir_memref_strides(const CmirType *t, int64_t *strides, int64_t *offset);
/* MemRefLayoutAttrInterface::isIdentity: no layout, an identity affine map,
 * or the 1-D strided<[1]> layout. */
bool cmir_memref_layout_is_identity(const CmirType *t);
/* MLIR's computeMemRefRankReductionMask: which dims of orig a rank-reducing
 * view with these (static, CMIR_DYNAMIC) sizes drops; for a subview of orig
 * pass its static strides as vstrides (the view's strides are compared). */
/* The memref folds and canonicalization patterns (src/dialect/memref/canon.c). */
bool cmir_memref_fold(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out);
bool cmir_memref_canon(CmirPatRewriter *rw, CmirOp *op);
/* CastOp::canFoldIntoConsumerOp: the memref.cast's source is at least as
 * static (sizes, strides, offset) as its result. */
bool cmir_memref_cast_foldable(const CmirOp *cast);
/* The reassociation groups of an expand_shape or collapse_shape: group g
 * holds dims[start[g] .. start[g] + len[g]) (len may be NULL). The number of
 * groups, or UINT32_MAX when there are more than cap groups, more than dcap
 * dims, or the property is malformed. */
uint32_t cmir_memref_groups(const CmirOp *op, uint32_t cap, uint32_t *start, uint32_t *len,
                            int64_t *dims, uint32_t dcap);
bool cmir_memref_dropped_dims(const CmirType *orig, const CmirType *reduced, const int64_t *sizes,
                              uint32_t nsizes, const int64_t *vstrides, bool *dropped);

#endif
