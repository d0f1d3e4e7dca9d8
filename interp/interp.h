/* The reference interpreter's private header: the internal code it runs
 * (opcodes, one line of documentation each), the compiled function, the
 * memory model (allocations, descriptors) and the entry points of its three
 * parts:
 *
 *   compile.c  cmir_icomp_*  func.func -> internal code (slots, moves, opcodes);
 *                            one compile_<dialect>.c per dialect (compile.h)
 *   exec.c     cmir_iexec_*  the dispatch loop, calls, UB reports
 *   memory.c   cmir_imem_*   allocations, bounds/liveness/uninit checks,
 *                            memref descriptor ops (subview, casts, copy, ...)
 *   (the runner-utils print functions, cmir_rt_*, are the runtime's:
 *   src/runtime/format.h)
 *
 * Values live in 8-byte register slots of the current frame (R[...]). A value
 * takes one slot, except: iN with 64 < N <= 128 takes two (low, high); a
 * ranked memref of rank r takes 3 + 2r (allocation handle, aligned pointer,
 * offset, sizes, strides: the seeds' descriptor); an unranked memref takes
 * two (rank, pointer to a ranked descriptor owned by the frame that made it);
 * an !llvm.ptr takes two (allocation handle, host address; 0, 0 for null).
 * Integers are kept zero-extended to their width; i1 is 0 or 1; f32 sits in
 * the low half of its slot, f16/bf16 as their 16 bits. */
#ifndef CMIR_INTERP_H
#define CMIR_INTERP_H

#include "cmir/cmir.h"
#include "dialect/ops.h"
#include "ir/ir_internal.h"
#include "support/intops.h"

/* One register slot. */
typedef union IVal {
  int64_t i;
  uint64_t u;
  double d;
  float f;
  void *p;
} IVal;

/* ------------------------------------------------------------------------ */
/* Opcodes. Code is an array of 32-bit words: the opcode, then its operands.
 * Register operands (A, B, C, D) are slot numbers in the frame; T is a code
 * offset from the function's start; S a step count (the ops of the block T
 * starts, counted when it is entered); O an index into the function's op
 * table (for diagnostics and static data); W a bit width. `T S` pairs of
 * conditional branches and switches never carry moves: an edge with moves
 * points to a BR stub after the branch. An edge E of BR is `T S N (dst
 * src)*N`: budget -= S, the N slot moves (already sequentialised), pc := T.
 * `v64` operands take two words (low, high). */

#define CMIR_IOPS(X)                                                                               \
  /* control */                                                                                    \
  X(JMP, "T S          pc := T (budget -= S)")                                                     \
  X(BR, "E             take edge E")                                                               \
  X(CBR, "A T1 S1 T2 S2  jump to T1 if R[A] else to T2")                                           \
  X(CBR_EQ, "A B T1 S1 T2 S2  fused arith.cmpi eq (64-bit) + cf.cond_br")                          \
  X(CBR_NE, "A B T1 S1 T2 S2  ... ne")                                                             \
  X(CBR_SLT, "A B T1 S1 T2 S2  ... slt")                                                           \
  X(CBR_SLE, "A B T1 S1 T2 S2  ... sle")                                                           \
  X(CBR_SGT, "A B T1 S1 T2 S2  ... sgt")                                                           \
  X(CBR_SGE, "A B T1 S1 T2 S2  ... sge")                                                           \
  X(CBR_ULT, "A B T1 S1 T2 S2  ... ult")                                                           \
  X(CBR_ULE, "A B T1 S1 T2 S2  ... ule")                                                           \
  X(CBR_UGT, "A B T1 S1 T2 S2  ... ugt")                                                           \
  X(CBR_UGE, "A B T1 S1 T2 S2  ... uge")                                                           \
  X(SWITCH, "A N T0 S0 (v64 T S)*N  jump to the case equal to R[A], else to T0")                   \
  X(FOR_ENTER,                                                                                     \
    "I U St W O T S  step R[St] > 0 (else UB); if R[I] <s R[U] enter body, else pc := T")          \
  X(FOR_NEXT,                                                                                      \
    "I U St W T S     R[I] += R[St] (wraps at W); if R[I] <s R[U] pc := T (budget -= S)")          \
  X(CALL, "F O N args.. M res..  call function F; results to res")                                 \
  X(CALLI, "A O N args.. M res.. call the function in R[A]")                                       \
  X(CALLRT, "F O N args.. M res.. call runtime function F")                                        \
  X(RET, "N src..      return R[src..] to the caller's result slots")                              \
  X(ASSERT, "A O       cf.assert: report the op's message unless R[A]")                            \
  X(TRACE, "O          --trace: print the op")                                                     \
  /* moves */                                                                                      \
  X(MOV, "A B          R[A] := R[B]")                                                              \
  X(MOVES, "N (A B)*N  R[A] := R[B], in order")                                                    \
  /* 64-bit integers (i64, index): no poison possible here */                                      \
  X(ADD64, "A B C      R[A] := R[B] + R[C]")                                                       \
  X(SUB64, "A B C      R[A] := R[B] - R[C]")                                                       \
  X(MUL64, "A B C      R[A] := R[B] * R[C]")                                                       \
  X(AND64, "A B C      R[A] := R[B] & R[C]")                                                       \
  X(OR64, "A B C       R[A] := R[B] | R[C]")                                                       \
  X(XOR64, "A B C      R[A] := R[B] ^ R[C]")                                                       \
  X(SHL64, "A B C      R[A] := R[B] << R[C] (R[C] < 64)")                                          \
  X(SHRU64, "A B C     R[A] := R[B] >>u R[C] (R[C] < 64)")                                         \
  X(SHRS64, "A B C     R[A] := R[B] >>s R[C] (R[C] < 64)")                                         \
  X(DIVS64, "A B C O   R[A] := R[B] /s R[C] (UB: zero, overflow)")                                 \
  X(DIVU64, "A B C O   R[A] := R[B] /u R[C] (UB: zero)")                                           \
  X(REMS64, "A B C O   R[A] := R[B] %s R[C]")                                                      \
  X(REMU64, "A B C O   R[A] := R[B] %u R[C]")                                                      \
  X(MINS64, "A B C     R[A] := min_s(R[B], R[C])")                                                 \
  X(MAXS64, "A B C     R[A] := max_s(R[B], R[C])")                                                 \
  X(MINU64, "A B C     R[A] := min_u(R[B], R[C])")                                                 \
  X(MAXU64, "A B C     R[A] := max_u(R[B], R[C])")                                                 \
  X(CMP64, "A B C P    R[A] := cmpi P (R[B], R[C]) (64-bit)")                                      \
  /* narrow integers (1..63 bits): result masked to W */                                           \
  X(ADDN, "A B C W     R[A] := (R[B] + R[C]) mod 2^W")                                             \
  X(SUBN, "A B C W     R[A] := (R[B] - R[C]) mod 2^W")                                             \
  X(MULN, "A B C W     R[A] := (R[B] * R[C]) mod 2^W")                                             \
  X(CMPN, "A B C P W   R[A] := cmpi P (R[B], R[C]) at width W")                                    \
  /* generic integer ops, any width up to 128, with UB checks and poison */                        \
  X(IBIN, "K W A B C O F  R[A] := R[B] <K> R[C] (arith op K, overflow flags F)")                   \
  X(ICAST, "K A B Wi Wo O F  R[A] := cast K (R[B])")                                               \
  X(SELECT, "A B C D   R[A] := R[B] ? R[C] : R[D]")                                                \
  X(SELECTN, "A B C D N  N-slot select")                                                           \
  /* floats */                                                                                     \
  X(ADDF32, "A B C     R[A].f := R[B].f + R[C].f")                                                 \
  X(SUBF32, "A B C     R[A].f := R[B].f - R[C].f")                                                 \
  X(MULF32, "A B C     R[A].f := R[B].f * R[C].f")                                                 \
  X(DIVF32, "A B C     R[A].f := R[B].f / R[C].f")                                                 \
  X(ADDF64, "A B C     R[A].d := R[B].d + R[C].d")                                                 \
  X(SUBF64, "A B C     R[A].d := R[B].d - R[C].d")                                                 \
  X(MULF64, "A B C     R[A].d := R[B].d * R[C].d")                                                 \
  X(DIVF64, "A B C     R[A].d := R[B].d / R[C].d")                                                 \
  X(FBIN, "K T A B C   R[A] := R[B] <K> R[C] in float type T")                                     \
  X(FCMP, "A B C P T   R[A] := cmpf P (R[B], R[C])")                                               \
  X(FCAST, "K A B Ti To O R  R[A] := cast K (R[B]) (R: rounding mode)")                            \
  /* memory: D data size class 1/2/4/8 bytes, R rank 0/1/2/n */                                    \
  X(LD1_0, "A M O      R[A] := *M[]")                                                              \
  X(LD1_1, "A M I O    R[A] := M[R[I]]")                                                           \
  X(LD1_2, "A M I J O  R[A] := M[R[I], R[J]]")                                                     \
  X(LD1_N, "A M O N I.. R[A] := M[R[I]..]")                                                        \
  X(LD2_0, "as LD1_0, 2-byte elements")                                                            \
  X(LD2_1, "as LD1_1, 2-byte elements")                                                            \
  X(LD2_2, "as LD1_2, 2-byte elements")                                                            \
  X(LD2_N, "as LD1_N, 2-byte elements")                                                            \
  X(LD4_0, "as LD1_0, 4-byte elements")                                                            \
  X(LD4_1, "as LD1_1, 4-byte elements")                                                            \
  X(LD4_2, "as LD1_2, 4-byte elements")                                                            \
  X(LD4_N, "as LD1_N, 4-byte elements")                                                            \
  X(LD8_0, "as LD1_0, 8-byte elements")                                                            \
  X(LD8_1, "as LD1_1, 8-byte elements")                                                            \
  X(LD8_2, "as LD1_2, 8-byte elements")                                                            \
  X(LD8_N, "as LD1_N, 8-byte elements")                                                            \
  X(ST1_0, "V M O      *M[] := R[V]")                                                              \
  X(ST1_1, "V M I O    M[R[I]] := R[V]")                                                           \
  X(ST1_2, "V M I J O  M[R[I], R[J]] := R[V]")                                                     \
  X(ST1_N, "V M O N I.. M[R[I]..] := R[V]")                                                        \
  X(ST2_0, "as ST1_0, 2-byte elements")                                                            \
  X(ST2_1, "as ST1_1, 2-byte elements")                                                            \
  X(ST2_2, "as ST1_2, 2-byte elements")                                                            \
  X(ST2_N, "as ST1_N, 2-byte elements")                                                            \
  X(ST4_0, "as ST1_0, 4-byte elements")                                                            \
  X(ST4_1, "as ST1_1, 4-byte elements")                                                            \
  X(ST4_2, "as ST1_2, 4-byte elements")                                                            \
  X(ST4_N, "as ST1_N, 4-byte elements")                                                            \
  X(ST8_0, "as ST1_0, 8-byte elements")                                                            \
  X(ST8_1, "as ST1_1, 8-byte elements")                                                            \
  X(ST8_2, "as ST1_2, 8-byte elements")                                                            \
  X(ST8_N, "as ST1_N, 8-byte elements")                                                            \
  X(LDX, "A M O N I..  checked load of any element (--check-uninit, i128)")                        \
  X(STX, "V M O N I..  checked store of any element")                                              \
  X(MOP, "O N ops.. M res..  memref op (alloc, subview, cast, copy, ...) via cmir_imem_op")        \
  /* LLVM dialect: pointers are (handle, address) slot pairs */                                    \
  X(GEP, "A P C64 N (I W S)*N  ptr R[A] := R[P] + C + sum sext_W(R[I]) * S (S: 64-bit words)")     \
  X(PLD, "A P N Al O I W S64 C64  R[A] := N-byte scalar at ptr R[P] + sext_W(R[I]) * S + C")     \
  X(PST, "V P N Al O I W S64 C64  N-byte scalar at ptr R[P] + sext_W(R[I]) * S + C := R[V]")     \
  X(LOP, "K O N ops.. M res..  other LLVM op K (ILlvmOp) via cmir_illvm_op")                       \
  /* poison tracking (only in modules that can make poison) */                                     \
  X(PPROP, "A N B..    P[A] := P[B1] | ... | P[BN]")                                               \
  X(PSEL, "A B C D     P[A] := P[B] | (R[B] ? P[C] : P[D])")                                       \
  X(PCHECK, "A O K     UB if P[A]: poison reaches use K of op O")                                  \
  X(HALT, "            end of code (never reached)")

typedef enum IOpcode {
#define X(name, doc) IOP_##name,
  CMIR_IOPS(X)
#undef X
      IOP_COUNT
} IOpcode;

extern const char *const cmir_iop_names[IOP_COUNT];

/* Integer op kinds of IBIN (arith ops) and ICAST: support/intops.h's. */
typedef enum IIntOp {
  II_ADD = CMIR_INT_ADD,
  II_SUB = CMIR_INT_SUB,
  II_MUL = CMIR_INT_MUL,
  II_DIVU = CMIR_INT_DIVU,
  II_DIVS = CMIR_INT_DIVS,
  II_REMU = CMIR_INT_REMU,
  II_REMS = CMIR_INT_REMS,
  II_CEILDIVU = CMIR_INT_CEILDIVU,
  II_CEILDIVS = CMIR_INT_CEILDIVS,
  II_FLOORDIVS = CMIR_INT_FLOORDIVS,
  II_AND = CMIR_INT_AND,
  II_OR = CMIR_INT_OR,
  II_XOR = CMIR_INT_XOR,
  II_SHL = CMIR_INT_SHL,
  II_SHRU = CMIR_INT_SHRU,
  II_SHRS = CMIR_INT_SHRS,
  II_MAXS = CMIR_INT_MAXS,
  II_MAXU = CMIR_INT_MAXU,
  II_MINS = CMIR_INT_MINS,
  II_MINU = CMIR_INT_MINU,
  II_CMP_BASE = CMIR_INT_CMP_BASE,
  II_ADDUI_EXT = CMIR_INT_ADDUI_EXT,
  II_MULUI_EXT = CMIR_INT_MULUI_EXT,
  II_MULSI_EXT = CMIR_INT_MULSI_EXT,
  II_COUNT = CMIR_INT_COUNT
} IIntOp;
typedef enum IIntCast {
  IC_EXTS = CMIR_INT_EXTS,
  IC_EXTU = CMIR_INT_EXTU,
  IC_TRUNC = CMIR_INT_TRUNC,
  IC_INDEX_CAST = CMIR_INT_INDEX_CAST,
  IC_INDEX_CASTUI = CMIR_INT_INDEX_CASTUI
} IIntCast;

/* Float op kinds of FBIN/FCAST; float types are CmirFloatType values. */
typedef enum IFltOp {
  IF_ADD,
  IF_SUB,
  IF_MUL,
  IF_DIV,
  IF_REM,
  IF_MAXIMUM,
  IF_MINIMUM,
  IF_MAXNUM,
  IF_MINNUM,
  IF_NEG
} IFltOp;
typedef enum IFltCast {
  FC_SITOFP,
  FC_UITOFP,
  FC_FPTOSI,
  FC_FPTOUI,
  FC_EXTF,
  FC_TRUNCF,
  FC_BITCAST
} IFltCast;

/* Which use of an op a PCHECK guards, for the message. */
typedef enum IPoisonUse {
  PU_BRANCH,
  PU_STORE,
  PU_INDEX,
  PU_RUNTIME,
  PU_RESULT,
  PU_DIVISOR,
  PU_MEMREF,
  PU_ASSERT
} IPoisonUse;

/* ------------------------------------------------------------------------ */
/* Compiled functions                                                         */

/* Kinds of MOP: memref ops run by cmir_imem_op. */
typedef enum IMemOp {
  IM_ALLOC,
  IM_ALLOCA,
  IM_REALLOC,
  IM_DEALLOC,
  IM_GET_GLOBAL,
  IM_CAST,
  IM_COPY,
  IM_DIM,
  IM_RANK,
  IM_SUBVIEW,
  IM_REINTERPRET,
  IM_EXPAND,
  IM_COLLAPSE,
  IM_EXTRACT_META,
  IM_EXTRACT_PTR,
  IM_ASSUME_ALIGN,
  IM_MEMSPACE_CAST,
  IM_VIEW,
  IM_RESHAPE,
  IM_TRANSPOSE
} IMemOp;

/* Static data of one op, computed at compile time (memref ops mostly). */
typedef struct IOpData {
  CmirOp *op;
  uint8_t mop;    /* IMemOp for MOP */
  uint32_t esize; /* element bytes of the memref operand/result */
  uint8_t ekind;  /* element kind for --check-uninit and printing (IElemKind) */
  uint32_t rank;  /* rank of the (result) memref, or of the source */
  uint32_t srank; /* rank of the source memref */
  const int64_t *soff, *ssize, *sstride; /* static view lists (CMIR_DYNAMIC = operand) */
  const bool *dropped;                   /* subview: source dims the result drops */
  int64_t *tstr;         /* static strides of the result type (CMIR_DYNAMIC if dynamic) */
  int64_t toff;          /* static offset of the result type */
  const int64_t *tshape; /* static shape of the result type */
  int64_t *sstr;         /* static strides of the source type (collapse_shape), or the
                          * source dim of each result dim (transpose) */
  int64_t align;         /* alloc alignment */
  uint32_t global;       /* get_global: index in the interpreter's globals */
  bool src_unranked, dst_unranked;
  uint32_t pid; /* IBIN/ICAST/FCAST: the poison origin id this op gives */
  /* LLVM ops (LOP, PLD/PST): the value's scalar leaves in memory order */
  struct ILeaf *leaves;
  uint32_t nleaves;
  uint32_t lalign;   /* alignment an access requires (bytes) */
  uint64_t lsize;    /* bytes an access covers, or alloca's element size */
  uint32_t sub;      /* LOP: sub-kind (intrinsic, cast, predicate) */
  uint32_t lanes;    /* LOP on vectors: lane count */
  uint32_t lslots;   /* LOP: slots per lane / per element */
  uint32_t w_in, w_out; /* LOP: operand and result element widths or float kinds */
  const CmirType *ftype; /* LL_FNPTR: the function type the call expects */
  const CmirAttr *reassoc;
} IOpData;

typedef struct IFunc {
  const CmirIdent *name;
  CmirOp *op;     /* the func.func; NULL for runtime functions */
  int rt;         /* runtime function id (IRuntimeFn), or -1 */
  uint32_t index; /* in the interpreter's function table */
  uint32_t *code;
  uint32_t ncode;
  uint32_t nslots;      /* frame size in slots */
  uint32_t nargslots;   /* argument slots: the first of the frame */
  uint32_t nresslots;   /* result slots */
  uint32_t entry_steps; /* ops in the entry block */
  uint32_t nconsts;     /* constant slots filled at entry */
  uint32_t *const_slot;
  IVal *const_val;
  IOpData *ops; /* per op index O */
  uint32_t nops;
  const CmirType *type; /* function type (builtin, also for llvm.func) */
  bool compiled;
  uint64_t fnptr; /* handle of its AK_FUNC record once its address is taken (0: none) */
  uint32_t ginit; /* llvm.mlir.global initializer region: 1 + the global's index */
} IFunc;

/* Runtime functions the interpreter provides (runtime.c formats output). */
typedef enum IRuntimeFn {
  RT_PRINT_I64,
  RT_PRINT_U64,
  RT_PRINT_F32,
  RT_PRINT_F64,
  RT_PRINT_OPEN,
  RT_PRINT_CLOSE,
  RT_PRINT_COMMA,
  RT_PRINT_NEWLINE,
  RT_PRINT_FLOPS,
  RT_RTCLOCK,
  RT_PRINT_MEMREF,
  RT_PRINT_MEMREF_SHAPE,
  RT_PRINT_MEMREF_RANKED,
  RT_PRINT_STRING,  /* printString(!llvm.ptr): a NUL-terminated string */
  RT_MALLOC,        /* malloc(i64) -> !llvm.ptr */
  RT_ALIGNED_ALLOC, /* aligned_alloc(i64 alignment, i64 size) -> !llvm.ptr */
  RT_FREE,          /* free(!llvm.ptr) */
  RT_PRINT_MEMREF_PTR,  /* _mlir_ciface_printMemrefT(!llvm.ptr to {i64 rank, ptr desc}) */
  RT_PRINT_MEMREF_RP,   /* printMemrefT(i64 rank, !llvm.ptr desc) */
  RT_PRINT_SHAPE_PTR,   /* _mlir_ciface_printMemrefShapeT(!llvm.ptr) */
  RT_PRINT_RANKED_PTR,  /* _mlir_ciface_printMemref<r>dT(!llvm.ptr to the descriptor) */
  RT_MEMREF_COPY,       /* memrefCopy(i64 elem size, !llvm.ptr src, !llvm.ptr dst) (unranked) */
  RT_PUTS,              /* puts(!llvm.ptr) [-> i32] */
  RT_ABORT,             /* abort() */
  RT_CALLOC,            /* calloc(i64, i64) -> !llvm.ptr */
  RT_PRINTF             /* printf(!llvm.ptr, ...) -> i32: C's conversions of the call's operands */
} IRuntimeFn;

/* ------------------------------------------------------------------------ */
/* Memory                                                                     */

/* AK_FUNC: the target of a function pointer (size 0; `frame` holds the
 * function's index). */
typedef enum IAllocKind { AK_NONE, AK_HEAP, AK_STACK, AK_GLOBAL, AK_FUNC } IAllocKind;

/* One allocation. Descriptors hold a handle: index | generation << 32. A
 * handle is live while its generation matches the record's; freeing bumps
 * the generation (and reusing a record bumps it again). */
typedef struct IAlloc {
  char *data;    /* host memory, aligned; NULL once freed */
  uint64_t size; /* bytes */
  uint8_t *init; /* --check-uninit: one byte per data byte, 1 = written */
  uint32_t gen;
  uint32_t wgen;              /* gen if writable, gen ^ 1 for read-only (constant globals) */
  uint8_t kind;               /* IAllocKind */
  uint32_t next_free;         /* free-list link */
  CmirOp *alloc_op, *free_op; /* where it was made and freed, for reports */
  uint32_t frame;             /* AK_STACK: depth of the owning frame; AK_FUNC: function index */
  struct IProv *prov;         /* pointers stored in it: offset -> handle (NULL if none) */
} IAlloc;

typedef struct IGlobal {
  CmirOp *op;
  uint64_t handle;
  char *data;
} IGlobal;

/* Element kinds, for printing and checks. */
typedef enum IElemKind {
  EK_I1,
  EK_I8,
  EK_I16,
  EK_I32,
  EK_I64,
  EK_INDEX,
  EK_IWIDE,
  EK_F16,
  EK_BF16,
  EK_F32,
  EK_F64,
  EK_VECTOR, /* a builtin vector of the kinds above (memrefs of vectors) */
  EK_OTHER
} IElemKind;

/* A call frame. */
typedef struct IFrame {
  IFunc *fn;
  const uint32_t *call_pc; /* the caller's CALL instruction; NULL for the entry frame */
  uint32_t base;           /* first slot in the value stack */
  uint32_t nstack_allocs;  /* allocas owned, on the interpreter's alloca stack */
  uint32_t desc_mark;      /* unranked descriptor stack height at entry */
} IFrame;

struct CmirInterp {
  CmirContext *ctx;
  CmirOp *module;
  CmirInterpOptions opts;
  FILE *out;
  /* functions */
  IFunc **funcs;
  uint32_t nfuncs;
  CmirStrMap fn_by_name;
  bool track_poison; /* the module can make poison: keep P[] */
  /* value stack, poison shadow, frames */
  IVal *stack;
  uint32_t *pstack;    /* poison origin per slot (0: none; else 1 + index in
                          poison_ops), or NULL when the module cannot make poison */
  CmirOp **poison_ops; /* ops that can make poison, by id - 1 */
  uint32_t npoison_ops, poison_ops_cap;
  uint32_t stack_cap;
  IFrame *frames;
  uint32_t nframes, frames_cap;
  /* memory */
  IAlloc *allocs;
  uint32_t nallocs, allocs_cap;
  uint32_t free_head, free_tail; /* FIFO of reusable records (0 = none) */
  uint32_t nfree;
  uint32_t *stack_allocs; /* handles' indices of live allocas, by frame */
  uint32_t nstack_allocs, stack_allocs_cap;
  int64_t *descs; /* unranked descriptors, a stack popped at return */
  uint32_t ndescs, descs_cap;
  IGlobal *globals;
  uint32_t nglobals;
  /* execution */
  int64_t budget; /* steps left */
  uint64_t steps_total;
  CmirInterpStatus status;
  IVal result[2];
  /* LLVM dialect */
  struct CmirDataLayout *dl; /* the module's data layout */
  struct IFunc **ginits;     /* llvm.mlir.global initializer regions, run before the entry */
  uint32_t nginits;
  bool ginits_done;
  uint32_t find_hint; /* allocation index of the last address lookup */
};

/* ---- compile.c ---- */
CmirInterpStatus cmir_icomp_module(CmirInterp *I);
uint32_t cmir_icomp_slots(const CmirType *t); /* 0 if unsupported */
IElemKind cmir_icomp_elem_kind(const CmirType *t);
/* Bytes an element takes in memory; a vector element's by the data layout
 * (an n-D vector as the array of 1-D vectors it lowers to). */
uint32_t cmir_icomp_elem_size(CmirInterp *I, const CmirType *t);
/* The scalar leaves of a builtin vector of any rank in memory, as the array
 * of 1-D vectors it lowers to (false if a lane is not loadable: i1, ...). */
bool cmir_icomp_vector_leaves(CmirInterp *I, const CmirType *t, struct ILeaf **out,
                              uint32_t *n);
uint32_t cmir_icomp_insn_len(const uint32_t *pc);
/* What the dialect compilers outside compile*.c (vector.c) use of it. */
typedef struct Comp Comp;
uint32_t cmir_icomp_slot(Comp *c, const CmirValue *v);
uint32_t cmir_icomp_temp(Comp *c, uint32_t n); /* n fresh scratch slots */
uint32_t cmir_icomp_op_index(Comp *c, CmirOp *op);
IOpData *cmir_icomp_opdata(Comp *c, uint32_t oi);
void cmir_icomp_moves(Comp *c, uint32_t dst, uint32_t src, uint32_t n);
void cmir_icomp_const(Comp *c, uint32_t slot, IVal v);
void cmir_icomp_lop(Comp *c, uint32_t k, uint32_t oi, const uint32_t *ops, uint32_t nops,
                    const uint32_t *res, uint32_t nres);
CmirInterpStatus cmir_icomp_unsupported(Comp *c, CmirOp *op, const char *what);
int cmir_icomp_float_kind(const CmirType *t); /* -1 unless f16, bf16, f32, f64 */
const struct CmirDataLayout *cmir_icomp_layout(Comp *c);
CmirInterp *cmir_icomp_interp(Comp *c);
/* vector.c: the vector dialect's ops, and LL_VPRINT's execution. */
CmirInterpStatus cmir_ivec_compile(Comp *c, CmirOp *op);
CmirInterpStatus cmir_ivec_print(CmirInterp *I, const IOpData *d, const IVal *R,
                                 const uint32_t *ops);
/* LL_VMEM and LL_CMASK's execution. */
CmirInterpStatus cmir_ivec_mem(CmirInterp *I, const IOpData *d, IVal *R, const uint32_t *ops,
                               const uint32_t *res);
void cmir_ivec_create_mask(const IOpData *d, IVal *R, const uint32_t *ops, const uint32_t *res);
void cmir_icomp_dump(CmirInterp *I, FILE *f); /* listing of every function's code */

/* ---- exec.c ---- */
CmirInterpStatus cmir_iexec_run(CmirInterp *I, IFunc *fn);
/* Reports undefined behaviour at op `op` of the current frame (with the
 * call stack) and sets the status; returns CMIR_INTERP_UB. */
CmirInterpStatus cmir_iexec_ub(CmirInterp *I, CmirOp *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
CmirInterpStatus cmir_iexec_report(CmirInterp *I, CmirInterpStatus st, CmirOp *op, const char *fmt,
                                   ...) __attribute__((format(printf, 4, 5)));
/* Generic integer and float evaluators (also used by IBIN/FBIN). */
bool cmir_iexec_ibin(unsigned k, unsigned w, const IVal *a, const IVal *b, IVal *r, bool *poison,
                     unsigned flags, const char **ub);
bool cmir_iexec_icast(unsigned k, unsigned wi, unsigned wo, const IVal *a, IVal *r, bool *poison,
                      unsigned flags);
uint64_t cmir_iexec_fbin(unsigned k, unsigned ft, uint64_t a, uint64_t b);
bool cmir_iexec_fcmp(unsigned pred, unsigned ft, uint64_t a, uint64_t b);
uint64_t cmir_iexec_fcast(unsigned k, unsigned ti, unsigned to, uint64_t a, bool *poison,
                          unsigned rmode);
/* printMemref*: mode 0 unranked, 1 ranked, 2 shape only; desc: handle,
 * aligned pointer, offset, sizes, strides. */
CmirInterpStatus cmir_iexec_print_memref(CmirInterp *I, CmirOp *op, IElemKind ek, int mode,
                                         const int64_t *desc, int64_t rank);
double cmir_ifp_to_double(unsigned ft, uint64_t bits);
uint64_t cmir_ifp_from_double(unsigned ft, double d);

/* ---- memory.c ---- */
void cmir_imem_init(CmirInterp *I);
void cmir_imem_free_all(CmirInterp *I);
/* New allocation of n bytes; returns its handle (0 on host exhaustion). */
uint64_t cmir_imem_alloc(CmirInterp *I, uint64_t n, uint64_t align, IAllocKind kind, CmirOp *op);
/* Liveness and bounds of an access of n bytes at ptr through handle h: a
 * pointer to the bytes, or NULL after reporting UB (`what`: "load", ...). */
char *cmir_imem_check(CmirInterp *I, uint64_t h, const char *ptr, uint64_t n, bool write,
                      CmirOp *op, const char *what);
/* The element of memref descriptor m at indices idx[0..rank) (esz bytes):
 * its bytes, or NULL after reporting an index out of bounds or a bad
 * access (`what`: "load", "store"). */
char *cmir_imem_element(CmirInterp *I, CmirOp *op, const IVal *m, uint32_t rank,
                        const uint64_t *idx, uint32_t esz, bool write, const char *what);
/* Out-of-range index report for an access (dimension d of the memref). */
CmirInterpStatus cmir_imem_index_ub(CmirInterp *I, CmirOp *op, const IVal *m, uint32_t rank,
                                    const IVal *R, const uint32_t *idx, const char *what);
CmirInterpStatus cmir_imem_op(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc);
/* Frees the allocas above alloca_mark and pops the unranked descriptors
 * above desc_mark (a frame returns). */
void cmir_imem_pop_frame(CmirInterp *I, uint32_t alloca_mark, uint32_t desc_mark);
/* Frees the allocas above alloca_mark, released by op (llvm.intr.stackrestore). */
void cmir_imem_pop_allocas(CmirInterp *I, uint32_t alloca_mark, CmirOp *op);
/* Prepares the static data of a memref op at compile time; fails with a
 * message for what the interpreter cannot run. */
CmirInterpStatus cmir_imem_prepare(CmirInterp *I, IOpData *d, char *err, size_t errcap);
/* Failed fast load/store (pc at the LDn_r/STn_r instruction): the report. */
CmirInterpStatus cmir_imem_ldst_fail(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc,
                                     bool store);
/* LDX/STX: a load or store with every check, --check-uninit included. */
CmirInterpStatus cmir_imem_ldx(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc, bool store);
/* memref.copy's semantics on two descriptors (handle, aligned pointer,
 * offset, sizes, strides) of ranks rs and rd. */
CmirInterpStatus cmir_imem_copy(CmirInterp *I, CmirOp *op, const int64_t *s, int64_t rs,
                                const int64_t *t, int64_t rd, uint32_t esz);
void cmir_imem_note_sites(CmirInterp *I, const IAlloc *a, bool freed);
/* Pushes a descriptor of n words on the unranked descriptor stack; its index. */
uint64_t cmir_imem_push_desc(CmirInterp *I, const int64_t *d, uint32_t n);
/* Leak report; returns the number of leaked allocations. */
uint32_t cmir_imem_report_leaks(CmirInterp *I);
/* Checks that every element a descriptor covers can be read (runtime
 * printers); reports UB for op and returns false otherwise. */
bool cmir_imem_check_view(CmirInterp *I, const int64_t *desc, uint32_t rank, uint32_t esize,
                          CmirOp *op, const char *what);
CmirInterpStatus cmir_imem_globals(CmirInterp *I);
/* The global (memref.global if memref, else llvm.mlir.global) named by ref;
 * -1 if there is none. */
int64_t cmir_imem_find_global(CmirInterp *I, const CmirAttr *ref, bool memref);
/* The runtime's malloc/aligned_alloc (ptr: handle, address; null on
 * failure), free (UB for a double free or a pointer malloc did not return),
 * printString (UB when the string runs past its allocation). */
void cmir_imem_malloc(CmirInterp *I, uint64_t n, uint64_t align, CmirOp *op, IVal *ptr);
CmirInterpStatus cmir_imem_free_ptr(CmirInterp *I, const IVal *ptr, CmirOp *op);
CmirInterpStatus cmir_imem_print_string(CmirInterp *I, const IVal *ptr, CmirOp *op);
/* The NUL-terminated string at ptr (*s, *n bytes without the NUL), checked
 * as a read of what (null, bounds, initialization). */
CmirInterpStatus cmir_imem_cstring(CmirInterp *I, const IVal *ptr, CmirOp *op, const char *what,
                                   const char **s, uint64_t *n);

/* ---- llvm.c: the LLVM dialect's pointers, memory and other ops ---- */

/* One scalar of a value in memory: byte offset, first slot, kind. */
/* LK_BIT: a lane of a vector of i1, bit `width` of the byte at off (LLVM
 * packs such vectors one bit a lane). */
typedef enum ILeafKind { LK_INT, LK_FLOAT, LK_PTR, LK_BIT } ILeafKind;
typedef struct ILeaf {
  uint64_t off;   /* byte offset in memory */
  uint32_t slot;  /* slot offset in the value */
  uint8_t kind;   /* ILeafKind */
  uint8_t bytes;  /* bytes in memory (store size) */
  uint16_t width; /* LK_INT: bits; LK_FLOAT: CmirFloatType */
} ILeaf;

/* LOP kinds. */
typedef enum ILlvmOp {
  LL_LOAD,          /* ops: ptr; res: value (leaves) */
  LL_STORE,         /* ops: value, ptr */
  LL_ALLOCA,        /* ops: count; res: ptr (lsize: element bytes, w_in: count width) */
  LL_INTTOPTR,      /* ops: int; res: ptr */
  LL_MEMCPY,        /* ops: dst, src, len (w_in: len width) */
  LL_MEMMOVE,       /* ops: dst, src, len */
  LL_MEMSET,        /* ops: dst, val, len */
  LL_EXTRACTELEM,   /* ops: vector, index; res: element */
  LL_INSERTELEM,    /* ops: vector, value, index; res: vector */
  LL_UNREACHABLE,   /* UB */
  LL_TRAP,          /* llvm.intr.trap: UB */
  LL_FNPTR,         /* ops: ptr; res: IFunc* (for CALLI) */
  LL_STACKSAVE,     /* res: ptr (null handle, address = alloca count) */
  LL_STACKRESTORE,  /* ops: ptr */
  LL_LANES,         /* elementwise op over `lanes` lanes; sub: ILaneOp */
  LL_BITCAST,       /* ops: value; res: value (through memory layout) */
  LL_MEMREF_TO_DESC,/* ops: memref; res: descriptor struct */
  LL_GLOBAL_INIT,   /* ops: value: store it into global `sub` */
  LL_ASSUME,        /* ops: i1: UB if false */
  LL_STRUCT_TO_UNRANKED, /* ops: {i64 rank, ptr desc}; res: unranked memref */
  LL_UNRANKED_TO_STRUCT, /* ops: unranked memref; res: {i64, ptr} (descriptor on the stack) */
  LL_FUNC_TO_PTR,   /* ops: function value (IFunc*); res: ptr (its address) */
  LL_ATOMICRMW,     /* ops: ptr, value; res: old value (sub: the bin op) */
  LL_CMPXCHG,       /* ops: ptr, cmp, value; res: {old, i1 success} */
  LL_REDUCE,        /* vector.reduce.*: sub 0 integer (II kind), 1 float (IF kind) in lsize,
                       2 ordered float with a start value (ops: vector, start) */
  LL_VPRINT,        /* vector.print [ops: value]: sub punctuation, lanes 0 none / 1 value /
                       2 0-D vector, rank/tshape its shape, ekind, w_in width, w_out unsigned */
  LL_VMEM,          /* vector.load/store/maskedload/maskedstore (sub IVecMem); ops: memref,
                       rank indices, value or pass_thru, [mask]; res: [vector]. `lanes`
                       memref elements (leaves, lslots slots each) over the trailing srank
                       dims (tshape), masked-off lanes not accessed */
  LL_CMASK,         /* vector.create_mask; ops: one bound per dim (rank, tshape); res: i1s */
  LL_MLOAD,         /* llvm.intr.masked.load; ops: ptr, mask, [pass_thru]; res: vector
                       (`lanes` of lsize bytes, leaves of one lane, lalign) */
  LL_MSTORE         /* llvm.intr.masked.store; ops: value, ptr, mask */
} ILlvmOp;

/* LL_VMEM kinds. */
/* VM_TREAD/VM_TWRITE: vector.transfer_read/transfer_write; ops: memref,
 * rank indices, padding or value, [mask] (w_in: 1 when masked); sstr: the
 * memref dim of each vector dim (-1: broadcast), tstr: each vector dim's
 * stride in the mask's lanes, dropped: in_bounds. */
typedef enum IVecMem { VM_LOAD, VM_STORE, VM_MLOAD, VM_MSTORE, VM_TREAD, VM_TWRITE } IVecMem;

/* LL_LANES: what each lane computes. */
typedef enum ILaneOp {
  LN_IBIN,  /* w_in = width, lsize = II kind, w_out = overflow flags */
  LN_FBIN,  /* lsize = IF kind, w_in = float kind */
  LN_FCMP,  /* lsize = predicate, w_in = float kind */
  LN_ICAST, /* lsize = IC kind, w_in, w_out widths */
  LN_FCAST, /* lsize = FC kind, w_in, w_out kinds as FCAST's */
  LN_SELECT,/* ops: cond (vector or scalar), a, b */
  LN_FMATH, /* lsize = IFMath, w_in = float kind; 1 to 3 operands */
  LN_IMATH, /* lsize = IIMath, w_in = width; 1 to 3 operands */
  LN_MOV    /* freeze and friends */
} ILaneOp;

/* LN_FMATH / LN_IMATH functions. */
typedef enum IFMath {
  FM_FABS, FM_SQRT, FM_EXP, FM_EXP2, FM_LOG, FM_LOG2, FM_LOG10, FM_SIN, FM_COS, FM_CEIL,
  FM_FLOOR, FM_TRUNC, FM_ROUND, FM_ROUNDEVEN, FM_RINT, FM_NEARBYINT, FM_COPYSIGN, FM_POW,
  FM_FMA, FM_FMULADD, FM_POWI
} IFMath;
typedef enum IIMath {
  IM2_CTLZ, IM2_CTTZ, IM2_CTPOP, IM2_ABS, IM2_BITREVERSE, IM2_BSWAP, IM2_SADD_SAT,
  IM2_UADD_SAT, IM2_SSUB_SAT, IM2_USUB_SAT, IM2_FSHL, IM2_FSHR, IM2_SADD_OV, IM2_UADD_OV,
  IM2_SSUB_OV, IM2_USUB_OV, IM2_SMUL_OV, IM2_UMUL_OV
} IIMath;

/* The leaves of an LLVM-compatible type at byte offset off, slot offset
 * slot (false if it has a part the interpreter cannot hold). */
bool cmir_illvm_leaves(const struct CmirDataLayout *dl, const CmirType *t, uint64_t off,
                       uint32_t slot, ILeaf **out, uint32_t *n, uint32_t *cap);
CmirInterpStatus cmir_illvm_op(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc);
/* LL_MLOAD / LL_MSTORE: the lanes the mask selects, each a checked access. */
CmirInterpStatus cmir_illvm_masked(CmirInterp *I, const IOpData *d, IVal *R, const uint32_t *ops,
                                   const uint32_t *res, bool store);
/* A value of leaves lv[0..n) read from (written to) checked memory at q in
 * allocation a (a read reports unwritten bytes under --check-uninit). */
CmirInterpStatus cmir_illvm_load_leaves(CmirInterp *I, CmirOp *op, IAlloc *a, const char *q,
                                        const ILeaf *lv, uint32_t n, IVal *dst);
void cmir_illvm_store_leaves(IAlloc *a, char *q, const ILeaf *lv, uint32_t n, const IVal *src);
/* Failed fast PLD/PST (at pointer ptr): the checked access, or the report.
 * PLD/PST are checked (Al: alignment; N = 0: i1); S = 0 unless a
 * getelementptr is fused in. */
CmirInterpStatus cmir_illvm_access_fail(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc,
                                        const IVal *ptr, bool store);
/* The live allocation holding host address addr (its handle), or 0. */
uint64_t cmir_illvm_find(CmirInterp *I, uint64_t addr);
/* Runtime functions of lowered programs (descriptors in memory). */
CmirInterpStatus cmir_illvm_runtime(CmirInterp *I, IFunc *f, CmirOp *op, const IVal *R,
                                    const uint32_t *args, IVal *res);
/* llvm.mlir.global: memory and initial value (not the region's). */
CmirInterpStatus cmir_illvm_global(CmirInterp *I, IGlobal *g);
void cmir_illvm_free_prov(IAlloc *a);

static inline IAlloc *cmir_imem_rec(CmirInterp *I, uint64_t h) { return &I->allocs[(uint32_t)h]; }

#endif
