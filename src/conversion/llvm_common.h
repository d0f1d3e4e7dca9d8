/* What the conversions to the LLVM dialect share (MLIR's LLVMCommon): the
 * LLVM type converter with its lowering options, the LLVM conversion
 * target, pass-option parsing, and small builders for LLVM dialect ops.
 * docs/lowering.md describes the conventions. */
#ifndef CMIR_CONVERSION_LLVM_COMMON_H
#define CMIR_CONVERSION_LLVM_COMMON_H

#include "dialect/llvm/llvm.h"
#include "transforms/conversion.h"

/* LowerToLLVMOptions. */
typedef struct CmirLlvmOptions {
  uint32_t index_bits; /* bitwidth of index (64 unless the index-bitwidth option says) */
  bool bare_ptr;       /* use-bare-ptr-memref-call-conv */
} CmirLlvmOptions;

/* The LLVM type converter: tc.user points back to the struct. */
typedef struct CmirLlvmTypeConverter {
  CmirTypeConverter tc;
  CmirLlvmOptions opts;
  CmirContext *ctx;
} CmirLlvmTypeConverter;

void cmir_llvm_tc_init(CmirLlvmTypeConverter *ltc, CmirContext *ctx, const CmirLlvmOptions *opts);
const CmirType *cmir_llvm_tc_index(const CmirLlvmTypeConverter *ltc);
/* The memref descriptor struct of a ranked memref type (NULL if its layout
 * is not strided or its element type does not convert). */
const CmirType *cmir_llvm_tc_memref_desc(const CmirLlvmTypeConverter *ltc, const CmirType *t);
/* Converts a function signature (MLIR's convertFunctionSignature): sc gets
 * the new arguments of each input, *llvm_fn the !llvm.func type. False if a
 * type does not convert. */
bool cmir_llvm_tc_signature(const CmirLlvmTypeConverter *ltc, const CmirType *fn_type,
                            CmirSignatureConversion *sc, const CmirType **llvm_fn);
/* Results packed the way functions return them: void for none, the type for
 * one, a literal struct for several (memrefs as bare pointers under that
 * convention). NULL if one does not convert. */
const CmirType *cmir_llvm_tc_pack_results(const CmirLlvmTypeConverter *ltc, uint32_t n,
                                          const CmirType *const *types);

/* The bare-pointer convention (seed 001): a ranked memref with a static
 * shape, static strides and offset passes as a pointer to its element type;
 * NULL if t does not qualify. */
bool cmir_llvm_bare_ptr_ok(const CmirType *t);
const CmirType *cmir_llvm_tc_bare_ptr(const CmirLlvmTypeConverter *ltc, const CmirType *t);

/* LLVMConversionTarget: the llvm dialect and unrealized casts are legal. */
CmirConvTarget *cmir_llvm_target_create(CmirContext *ctx);

/* Parses `name=value` pass options separated by spaces: index-bitwidth
 * (unsigned) and, if allow_bare, use-bare-ptr-memref-call-conv (bool).
 * Emits MLIR's diagnostics on bad options. */
CmirStatus cmir_llvm_parse_options(CmirContext *ctx, const char *options, bool allow_bare,
                                   CmirLlvmOptions *out);

/* ---- builders at the rewriter's insertion point ---- */

CmirValue *cmir_llvm_build_constant(CmirRewriter *rw, CmirLoc loc, const CmirType *t,
                                    const CmirAttr *value);
CmirValue *cmir_llvm_build_undef(CmirRewriter *rw, CmirLoc loc, const CmirType *t);
CmirValue *cmir_llvm_build_insertvalue(CmirRewriter *rw, CmirLoc loc, CmirValue *agg, CmirValue *v,
                                       uint32_t npos, const int64_t *pos);
CmirValue *cmir_llvm_build_extractvalue(CmirRewriter *rw, CmirLoc loc, CmirValue *agg,
                                        uint32_t npos, const int64_t *pos);
/* Builds the 1-D op of an unrolled n-D vector op: its operands are the
 * 1-D vectors at one position, t the 1-D result type. */
typedef CmirValue *(*CmirLlvmBuild1D)(CmirRewriter *rw, CmirOp *op, const CmirType *t,
                                      CmirValue *const *opnds, void *user);
/* handleMultidimensionalVectors: op's result is an n-D vector (n > 1);
 * from an undef array, for each position of the 1-D vectors in row-major
 * order, extracts every operand there (all arrays of the result's shape),
 * builds the 1-D op and inserts it; replaces op. Fails (no change) if the
 * result type does not convert. */
CmirStatus cmir_llvm_unroll_nd(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                               CmirLlvmBuild1D build, void *user);
/* The descriptor of a bare-pointer memref of type t: both pointers ptr,
 * offset, sizes and strides as constants (MemRefDescriptor::fromStaticShape). */
CmirValue *cmir_llvm_build_static_desc(CmirRewriter *rw, CmirLoc loc, const CmirType *t,
                                       CmirValue *ptr);

/* getStridedElementPtr: the address of element indices[0..n) of the
 * memref of type t whose descriptor is desc (a strided layout). */
CmirValue *cmir_llvm_memref_element_ptr(CmirRewriter *rw, CmirLoc loc, const CmirType *t,
                                        CmirValue *desc, uint32_t n, CmirValue *const *indices);

/* The builtin.module op is in, or NULL. */
CmirOp *cmir_llvm_module_of(CmirOp *op);
/* LLVM::lookupOrCreateFn: `llvm.func @name` declared at the start of module
 * unless a symbol of that name exists (nothing if module is NULL). */
void cmir_llvm_declare_fn(CmirContext *ctx, CmirOp *module, const char *name, const CmirType *ret,
                          uint32_t nargs, const CmirType *const *args);
/* MLIR's ensureSymbolNameIsUnique: base, else base_N while taken, with N
 * from *counter (which the caller keeps for the whole pass). */
const CmirIdent *cmir_llvm_unique_symbol(CmirOp *module, const char *base, unsigned *counter);
/* LLVM::createGlobalString: a private constant global `name` at the start
 * of module holding s[0..n) and a NUL, and at the rewriter's point the
 * address of its first byte (addressof, getelementptr [0]). */
CmirValue *cmir_llvm_global_string(CmirRewriter *rw, CmirLoc loc, CmirOp *module,
                                   const CmirIdent *name, const char *s, uint32_t n);
/* `llvm.call @callee(args)`; its result, or NULL if ret is NULL (void). */
CmirValue *cmir_llvm_build_call(CmirRewriter *rw, CmirLoc loc, const char *callee,
                                const CmirType *ret, uint32_t n, CmirValue *const *args);

/* Pattern sets the passes share. Their type converter is a
 * CmirLlvmTypeConverter (cmir_llvm_converter finds it from the rewriter). */
extern const CmirPattern cmir_arith_to_llvm_patterns[];
extern const size_t cmir_arith_to_llvm_npatterns;
extern const CmirPattern cmir_cf_to_llvm_patterns[];
extern const size_t cmir_cf_to_llvm_npatterns;
/* finalize-memref-to-llvm's patterns; their user pointer may carry the
 * allocation options (NULL: malloc and free). */
extern const CmirPattern cmir_memref_to_llvm_patterns[];
extern const size_t cmir_memref_to_llvm_npatterns;
/* The user data of the memref patterns in a conversion that converts
 * arith, func, both or neither along (convert-to-llvm's dialect filter). */
void *cmir_memref_to_llvm_user(bool arith_converted, bool func_converted);
/* convert-func-to-llvm's own patterns (without arith and cf). */
const CmirPattern *cmir_func_to_llvm_table(size_t *n);
/* Copies a pattern table with every pattern's type converter set. */
CmirPattern *cmir_patterns_bind(CmirPattern *dst, const CmirPattern *src, size_t n,
                                const CmirTypeConverter *tc);
/* The body of a pass that applies one pattern table towards the LLVM
 * dialect (partial conversion with the pass's LLVM type converter). */
CmirStatus cmir_llvm_run_patterns(CmirOp *module, const char *options, const CmirPattern *table,
                                  size_t n);
static inline const CmirLlvmTypeConverter *cmir_llvm_converter(CmirRewriter *rw) {
  return (const CmirLlvmTypeConverter *)cmir_rw_type_converter(rw);
}

#endif
