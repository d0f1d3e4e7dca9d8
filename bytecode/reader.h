/* The bytecode reader, inside: the reader object and the decoding state
 * its files share (bytecode/reader*.c only; the public reader is in
 * src/cmir/io.h, the format's helpers in bytecode.h).
 *
 *   reader.c           opening: header, section frames, checksums, the
 *                      tables indexed; the reader object, materializing,
 *                      the one-shot entry points
 *   reader_strings.c   the string table: strings and identifiers
 *   reader_attr.c      types and attributes, decoded on first reference
 *   reader_ir.c        the ir section and bodies: ops, values, locations,
 *                      regions
 *   reader_parallel.c  reading the bodies on several threads */
#ifndef CMIR_BYTECODE_READER_H
#define CMIR_BYTECODE_READER_H

#include "bytecode.h"

typedef struct Opcode {
  const CmirOpInfo *info;
  uint32_t nopnds, nresults, nsuccs, nregions;
  uint32_t flags;
  uint32_t props_idx;    /* fixed properties: their attribute's index */
  const CmirAttr *props; /* those properties once decoded (atomic), or NULL */
} Opcode;

/* A table of size-prefixed entries decoded on first use. */
typedef struct EntTable {
  uint32_t n;
  const uint8_t **p; /* start of each entry */
  uint32_t *len;     /* byte size of each entry */
  const void **obj;  /* decoded type or attribute */
  uint8_t *state;    /* ENT_*: written under the context's lock, atomically */
} EntTable;
/* ENT_OPEN: an identified struct type whose body is being decoded; it is
 * its own entry for the decoding thread only (the others wait on the lock). */
enum { ENT_NEW, ENT_BUSY, ENT_OPEN, ENT_DONE };

static inline void set_state(EntTable *t, uint64_t idx, uint8_t s) {
  __atomic_store_n(&t->state[idx], s, s == ENT_DONE ? __ATOMIC_RELEASE : __ATOMIC_RELAXED);
}

typedef struct LocState {
  const CmirIdent *file;
  uint32_t line, col;
} LocState;

/* A body not decoded yet (lazy mode). */
typedef struct Pending {
  CmirOp *op;
  uint32_t body;
  uint32_t depth;
  LocState loc; /* location state after the owner's location */
} Pending;

struct CmirBcReader {
  CmirContext *ctx;
  const uint8_t *buf;
  size_t len;
  char *fname;
  bool lazy, no_checksums, no_locs, borrow;
  bool verify; /* lazy: verify each op whose body is materialized */
  uint64_t version;
  char producer[BC_MAX_PRODUCER + 1];
  BcError err;
  bool reported;
  struct {
    const uint8_t *p; /* payload */
    size_t len;
    size_t frame; /* bytes including the frame */
  } sec[BC_SEC_COUNT];
  /* strings */
  uint32_t nstrings;
  const uint8_t **str_p;
  uint32_t *str_len;
  const CmirIdent **idents;
  /* ops */
  uint32_t nnames;
  const CmirOpInfo **names;
  uint32_t nopcodes;
  Opcode *opcodes;
  /* types and attributes */
  EntTable types, attrs;
  uint32_t depth;
  /* blobs */
  uint32_t nblobs;
  const uint8_t **blob_p;
  uint64_t *blob_len;
  /* bodies */
  uint32_t nbodies;
  const uint8_t **body_p;
  size_t *body_len;
  uint8_t *body_claimed;
  CmirHtab pending; /* CmirOp* -> Pending* */
  CmirArena arena;
  CMIR_VEC(CmirValue *) placeholders; /* all live placeholders (values used before defined) */
  uint64_t nops;                      /* ops decoded */
};

/* The values of the unit being decoded. */
typedef struct Unit {
  CmirValue **vals;
  uint8_t *is_ph; /* vals[i] is a placeholder */
  uint32_t nvalues, next;
  LocState loc;
} Unit;

static inline uint64_t ptr_hash(const void *p) {
  return cmir_hash_mix(0xbd, (uint64_t)(uintptr_t)p);
}
static inline bool pending_eq(const void *item, const void *key) {
  return ((const Pending *)item)->op == key;
}
static inline bool same_op(const void *item, const void *key) { return item == key; }

static inline BcCursor cursor(CmirBcReader *r, unsigned sec, const uint8_t *p, size_t n) {
  BcCursor c = {p, p + n, r->buf, sec, &r->err};
  return c;
}

/* ---- reader.c ---- */

CmirOp *cmir_bcr_read_sequential(CmirBcReader *r, const CmirBcReadOptions *opts);
void cmir_bcr_free_placeholders(CmirBcReader *r);
void cmir_bcr_free_scratch(CmirBcReader *r);
void cmir_bcr_clear_regions(CmirOp *op);

/* ---- reader_strings.c ---- */

bool cmir_bcr_string(CmirBcReader *r, BcCursor *c, const uint8_t **s, uint32_t *n);
const CmirIdent *cmir_bcr_ident_at(CmirBcReader *r, uint32_t i);
const CmirIdent *cmir_bcr_ident(CmirBcReader *r, BcCursor *c);

/* ---- reader_attr.c ---- */

const CmirType *cmir_bcr_type(CmirBcReader *r, BcCursor *from);
const CmirAttr *cmir_bcr_attr(CmirBcReader *r, BcCursor *from);
const void *cmir_bcr_entry_at(CmirBcReader *r, BcCursor *from, uint64_t idx, bool is_type);

/* ---- reader_ir.c ---- */

bool cmir_bcr_unit_init(CmirBcReader *r, Unit *u, BcCursor *c, LocState loc);
void cmir_bcr_unit_free(Unit *u);
CmirOp *cmir_bcr_op(CmirBcReader *r, Unit *u, BcCursor *c, CmirBlock *const *blocks,
                    uint32_t nblocks, CmirBlock *into, uint32_t depth);
bool cmir_bcr_body(CmirBcReader *r, CmirOp *op, uint32_t body, LocState loc, uint32_t depth);

/* ---- reader_parallel.c ---- */

unsigned cmir_bcr_thread_count(const CmirBcReadOptions *o, const CmirBcReader *r);
CmirOp *cmir_bcr_read_parallel(CmirContext *ctx, CmirBcReader *r, const CmirBcReadOptions *opts,
                               unsigned nthreads);

#endif
