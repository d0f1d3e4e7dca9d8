/* Bytecode internals shared by the writer and the reader: the format's codes
 * (docs/bytecode.md is the specification), the output buffer with varint
 * emitters, and the bounds-checked input cursor. Nothing outside bytecode/
 * includes this; the public API is the "Bytecode" section of cmir.h. */
#ifndef CMIR_BYTECODE_H
#define CMIR_BYTECODE_H

#include "ir/ir_internal.h"
#include "limits.h"

#include <stdlib.h>

#define BC_MAGIC                                                                                   \
  "\x89"                                                                                           \
  "CMBC\r\n\x1a"
enum { BC_MAGIC_LEN = 8, BC_ALIGN = 16, BC_MAX_PRODUCER = 255 };

/* Header flags. */
enum { BC_FLAG_NO_LOCS = 1u << 0, BC_FLAGS_KNOWN = BC_FLAG_NO_LOCS };

/* Section kinds, in the order version 1 writes them (end last). */
typedef enum BcSection {
  BC_SEC_END = 0,
  BC_SEC_STRINGS = 1,
  BC_SEC_OPS = 2,
  BC_SEC_TYPES = 3,
  BC_SEC_ATTRS = 4,
  BC_SEC_BLOBS = 5,
  BC_SEC_IR = 6,
  BC_SEC_BODIES = 7,
  BC_SEC_COUNT
} BcSection;

const char *cmir_bc_section_name(unsigned kind);

/* Type entry kinds (stable codes, independent of CmirTypeKind). */
typedef enum BcTypeCode {
  BC_T_INTEGER,
  BC_T_INDEX,
  BC_T_FLOAT,
  BC_T_NONE,
  BC_T_COMPLEX,
  BC_T_VECTOR,
  BC_T_TENSOR,
  BC_T_UNRANKED_TENSOR,
  BC_T_MEMREF,
  BC_T_UNRANKED_MEMREF,
  BC_T_FUNCTION,
  BC_T_TUPLE,
  BC_T_OPAQUE,
  BC_T_LLVM_PTR,
  BC_T_LLVM_STRUCT,
  BC_T_LLVM_ARRAY,
  BC_T_LLVM_FUNC,
  BC_T_LLVM_VEC,
  BC_T_LLVM_VOID,
  BC_T_LLVM_TOKEN,
  BC_T_LLVM_METADATA,
  BC_T_LLVM_LABEL,
  BC_T_LLVM_X86MMX,
  BC_T_LLVM_PPCFP128,
  BC_T_LLVM_TARGET,
  BC_T_COUNT
} BcTypeCode;

/* Attribute entry kinds. */
typedef enum BcAttrCode {
  BC_A_INTEGER,
  BC_A_FLOAT,
  BC_A_STRING,
  BC_A_ARRAY,
  BC_A_DICT,
  BC_A_UNIT,
  BC_A_TYPE,
  BC_A_SYMREF,
  BC_A_AFFINE_MAP,
  BC_A_INTEGER_SET,
  BC_A_DENSE,
  BC_A_DENSE_STRING,
  BC_A_DENSE_ARRAY,
  BC_A_STRIDED,
  BC_A_OPAQUE,
  BC_A_ENUM,
  BC_A_LOC_UNKNOWN,
  BC_A_LOC_FILE,
  BC_A_LOC_NAME,
  BC_A_LOC_FUSED,
  BC_A_LOC_CALLSITE,
  BC_A_SPARSE,
  BC_A_DISTINCT,
  BC_A_DENSE_RESOURCE,
  BC_A_COUNT
} BcAttrCode;

/* Result-type rules: how an opcode's result types follow from its operands. */
typedef enum BcRule {
  BC_RULE_EXPLICIT,   /* stored */
  BC_RULE_OPND0,      /* every result: type of operand 0 */
  BC_RULE_OPND1,      /* every result: type of operand 1 */
  BC_RULE_I1_LIKE0,   /* i1 shaped like operand 0 */
  BC_RULE_ELEM0,      /* element type of operand 0 */
  BC_RULE_TAIL,       /* result i: type of operand nopnds - nresults + i */
  BC_RULE_PROP_VALUE, /* type of the typed attribute props["value"] */
  BC_RULE_COUNT
} BcRule;

/* Opcode flags. */
enum {
  BC_OP_RULE_MASK = 0xf,
  BC_OP_HAS_ATTRS = 1u << 4,
  BC_OP_PROPS_SHIFT = 5, /* 2 bits: BcPropsMode */
  BC_OP_ISOLATED = 1u << 7,
  BC_OP_FLAGS_KNOWN = 0xff,
};
typedef enum BcPropsMode { BC_PROPS_NONE, BC_PROPS_PER_OP, BC_PROPS_FIXED } BcPropsMode;

/* Location tags (low two bits of a location word). */
enum { BC_LOC_SAME_COL, BC_LOC_NEW_COL, BC_LOC_ATTR, BC_LOC_OTHER };

/* Affine expression kinds as written. */
enum {
  BC_AFF_ADD,
  BC_AFF_MUL,
  BC_AFF_MOD,
  BC_AFF_FLOORDIV,
  BC_AFF_CEILDIV,
  BC_AFF_CONST,
  BC_AFF_DIM,
  BC_AFF_SYM
};

/* ---- the rule both sides apply (common.c) ---- */

/* Result type i of an op under rule r from its operand types and properties;
 * NULL if the rule does not apply (missing operand, wrong kind). */
const CmirType *cmir_bc_rule_type(CmirContext *ctx, BcRule r, const CmirType *const *opnd_types,
                                  uint32_t nopnds, uint32_t nresults, uint32_t i,
                                  const CmirAttr *props);
/* The type a typed attribute carries (integer, float, dense, typed string), or NULL. */
const CmirType *cmir_bc_attr_type(const CmirAttr *a);

/* ---- output buffer ---- */

typedef struct BcBuf {
  uint8_t *data;
  size_t len, cap;
} BcBuf;

void cmir_bc_buf_grow(BcBuf *b, size_t extra);
static inline void bc_put(BcBuf *b, const void *p, size_t n) {
  if (b->len + n > b->cap)
    cmir_bc_buf_grow(b, n);
  if (n)
    memcpy(b->data + b->len, p, n);
  b->len += n;
}
static inline void bc_byte(BcBuf *b, uint8_t v) {
  if (b->len + 1 > b->cap)
    cmir_bc_buf_grow(b, 1);
  b->data[b->len++] = v;
}
static inline void bc_varint(BcBuf *b, uint64_t v) {
  if (b->len + 10 > b->cap)
    cmir_bc_buf_grow(b, 10);
  uint8_t *p = b->data + b->len;
  while (v >= 0x80) {
    *p++ = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  *p++ = (uint8_t)v;
  b->len = (size_t)(p - b->data);
}
static inline uint64_t bc_zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
static inline int64_t bc_unzigzag(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }
static inline void bc_svarint(BcBuf *b, int64_t v) { bc_varint(b, bc_zigzag(v)); }
static inline void bc_u64(BcBuf *b, uint64_t v) {
  uint8_t t[8];
  for (int i = 0; i < 8; i++)
    t[i] = (uint8_t)(v >> (8 * i));
  bc_put(b, t, 8);
}
static inline void bc_free(BcBuf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

/* ---- input cursor ----
 * Every read checks the bounds. The first failure anywhere is recorded in the
 * shared BcError (message, section, file offset); a failed cursor jumps to
 * its end, so decoders can read a run of fields and check `failed` once. */

typedef struct BcError {
  bool failed;
  unsigned section; /* BcSection */
  size_t off;       /* file offset */
  char msg[256];
} BcError;

typedef struct BcCursor {
  const uint8_t *p, *end;
  const uint8_t *base; /* start of the file, for offsets in diagnostics */
  unsigned section;    /* BcSection being read */
  BcError *e;
} BcCursor;

bool cmir_bc_fail(BcCursor *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#define bc_fail cmir_bc_fail

static inline bool bc_failed(const BcCursor *c) { return c->e->failed; }
static inline size_t bc_left(const BcCursor *c) { return (size_t)(c->end - c->p); }
static inline uint8_t bc_rbyte(BcCursor *c) {
  if (c->p >= c->end)
    return bc_fail(c, "unexpected end of section"), 0;
  return *c->p++;
}
static inline uint64_t bc_rvarint(BcCursor *c) {
  if (c->p < c->end && *c->p < 0x80)
    return *c->p++;
  uint64_t v = 0;
  for (unsigned shift = 0; shift < 64; shift += 7) {
    if (c->p >= c->end)
      return bc_fail(c, "unexpected end of section"), 0;
    uint8_t b = *c->p++;
    if (shift == 63 && b > 1)
      return bc_fail(c, "varint does not fit in 64 bits"), 0;
    v |= (uint64_t)(b & 0x7f) << shift;
    if (!(b & 0x80))
      return v;
  }
  return bc_fail(c, "varint does not fit in 64 bits"), 0;
}
static inline int64_t bc_rsvarint(BcCursor *c) { return bc_unzigzag(bc_rvarint(c)); }
static inline uint64_t bc_ru64(BcCursor *c) {
  if (bc_left(c) < 8)
    return bc_fail(c, "unexpected end of section"), 0;
  uint64_t v = 0;
  for (int i = 0; i < 8; i++)
    v |= (uint64_t)c->p[i] << (8 * i);
  c->p += 8;
  return v;
}
/* A count of elements that take at least min_bytes each: at most what the
 * rest of the cursor can hold, and at most limit. */
static inline uint32_t bc_rcount(BcCursor *c, size_t min_bytes, uint32_t limit) {
  uint64_t n = bc_rvarint(c);
  if (bc_failed(c))
    return 0;
  if (n > limit || (min_bytes && n > bc_left(c) / min_bytes))
    return bc_fail(c, "count %llu is larger than the data that follows", (unsigned long long)n), 0;
  return (uint32_t)n;
}

#endif
