/* The LLVM dialect's C API for the rest of cmir: type predicates (MLIR's
 * LLVM::isCompatibleType and friends), the module data layout
 * (`llvm.data_layout`, LLVM's layout string) and the custom directives the
 * op table's declarative formats use. */
#ifndef CMIR_DIALECT_LLVM_H
#define CMIR_DIALECT_LLVM_H

#include "dialect/dialects.h"

/* ---- types ---- */

/* The dialect's type syntax (CmirDialect's parse_type, the printer's
 * cmir_printer_set_dialect_types). */
const CmirType *cmir_llvm_parse_type(CmirParser *p, const char *name, size_t n);
void cmir_llvm_print_type(CmirPrinter *pr, const CmirType *t, bool with_prefix);

/* LLVM dialect-compatible type: signless integers, the LLVM float types,
 * 1-D vectors of them, and the LLVM dialect types (recursively). */
bool cmir_llvm_is_compatible_type(const CmirType *t);
/* Properties of a !llvm.target type (MLIR's LLVMTargetExtType). */
bool cmir_llvm_target_has_zero_init(const CmirType *t);
bool cmir_llvm_target_can_be_global(const CmirType *t);
bool cmir_llvm_target_supports_mem_ops(const CmirType *t);
/* bf16, f16, f32, f64, f80, f128 and !llvm.ppc_fp128. */
bool cmir_llvm_is_float_type(const CmirType *t);
/* Builtin 1-D vector of a compatible scalar, or !llvm.vec (fixed or scalable). */
bool cmir_llvm_is_vector_type(const CmirType *t);
const CmirType *cmir_llvm_vector_elem(const CmirType *t); /* NULL if not a vector */
/* Vector of i1 with the shape of t (a vector), or i1. */
const CmirType *cmir_llvm_i1_same_shape(CmirContext *ctx, const CmirType *t);

/* ---- folding (fold.c) ---- */

/* The fold hook of every op in the dialect's table (MLIR's LLVM folders). */
bool cmir_llvm_fold(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out);
/* The dialect's constant materializer (CmirDialect's materialize). */
CmirValue *cmir_llvm_materialize(CmirOp *before, const CmirAttr *attr, const CmirType *type);

/* ---- data layout ---- */

typedef struct CmirDlAlign {
  uint32_t bits;      /* type width the entry applies to */
  uint16_t abi, pref; /* alignments in bytes */
} CmirDlAlign;

typedef struct CmirDlPointer {
  uint32_t addrspace;
  uint32_t size_bits, index_bits;
  uint16_t abi, pref;
} CmirDlPointer;

/* A parsed LLVM data layout string (LLVM 19's DataLayout::parse), with
 * LLVM's defaults for everything the string does not set. */
typedef struct CmirDataLayout {
  bool big_endian;
  uint32_t stack_align;                          /* S, bytes; 0 = unspecified */
  uint32_t alloca_addrspace;                     /* A */
  uint32_t program_addrspace;                    /* P */
  uint32_t globals_addrspace;                    /* G */
  char mangling;                                 /* m:x letter, 0 if none */
  uint16_t agg_abi, agg_pref;                    /* a:abi:pref */
  CmirDlAlign ints[16], floats[16], vectors[16]; /* sorted by bits */
  uint32_t nints, nfloats, nvectors;
  CmirDlPointer ptrs[8]; /* sorted by address space; ptrs[0] is space 0 */
  uint32_t nptrs;
  uint32_t native[8]; /* n: legal integer widths */
  uint32_t nnative;
} CmirDataLayout;

/* LLVM's defaults (the empty layout string). */
void cmir_llvm_dl_default(CmirDataLayout *dl);
/* Parses a layout string; on failure returns false and writes LLVM's
 * message ("Unknown specifier in datalayout string") into err. */
bool cmir_llvm_dl_parse(const char *s, size_t n, CmirDataLayout *dl, char *err, size_t errcap);
/* The layout of the nearest enclosing op (op included) carrying a valid
 * `llvm.data_layout` string; LLVM's defaults if there is none. */
void cmir_llvm_dl_of(CmirOp *op, CmirDataLayout *dl);

uint32_t cmir_llvm_dl_pointer_bits(const CmirDataLayout *dl, uint32_t addrspace);
/* Width of GEP indices into address space as: the bitwidth the lowering
 * gives `index` (64 with the default layout). */
uint32_t cmir_llvm_dl_index_bits(const CmirDataLayout *dl, uint32_t addrspace);
/* Size and alignment of an LLVM-compatible type, as LLVM computes them:
 * size in bits (getTypeSizeInBits), allocation size in bytes
 * (getTypeAllocSize), ABI and preferred alignment in bytes. Types without a
 * size (void, functions, opaque structs) give 0. */
uint64_t cmir_llvm_dl_type_bits(const CmirDataLayout *dl, const CmirType *t);
uint64_t cmir_llvm_dl_alloc_size(const CmirDataLayout *dl, const CmirType *t);
uint32_t cmir_llvm_dl_abi_align(const CmirDataLayout *dl, const CmirType *t);
uint32_t cmir_llvm_dl_pref_align(const CmirDataLayout *dl, const CmirType *t);

/* ---- custom<...> directives of the op table's formats ---- */

CmirStatus cmir_llvm_parse_op_attrs(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                                    uint32_t n);
void cmir_llvm_print_op_attrs(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n);
CmirStatus cmir_llvm_parse_overflow(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                                    uint32_t n);
void cmir_llvm_print_overflow(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n);
CmirStatus cmir_llvm_parse_gep_indices(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                                       uint32_t n);
void cmir_llvm_print_gep_indices(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n);

#endif
