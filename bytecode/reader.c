/* Bytecode reader (format: docs/bytecode.md).
 *
 * Opening a file checks the header and every checksum, then indexes the
 * tables without decoding them: types and attributes are decoded when first
 * referenced (and memoized), op names are resolved to CmirOpInfo once.
 * Decoding a unit (the ir section or one body) creates ops directly from the
 * opcode table; forward references get placeholder values that are replaced
 * when their definition is read. In lazy mode an isolated op's body is only
 * decoded when the caller materializes it.
 *
 * Bad input never crashes: every read is bounds-checked, every count is
 * checked against the bytes that follow, every index against its table, and
 * nesting is limited. The first problem becomes one diagnostic naming the
 * section and the file offset. */
#include "reader.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

static void report(CmirBcReader *r) {
  if (!r->err.failed || r->reported)
    return;
  r->reported = true;
  const CmirAttr *nl = cmir_loc_name(r->ctx, cmir_ident(r->ctx, r->fname), NULL);
  CmirLoc loc = {nl, NULL, 0, 0};
  cmir_error(r->ctx, loc, "in bytecode section '%s' at offset %zu: %s",
             cmir_bc_section_name(r->err.section), r->err.off, r->err.msg);
}

/* ---- sections ---- */

static bool rd_header(CmirBcReader *r, BcCursor *c) {
  if (r->len < BC_MAGIC_LEN || memcmp(r->buf, BC_MAGIC, BC_MAGIC_LEN))
    return bc_fail(c, "not a cmir bytecode file (bad magic)");
  c->p += BC_MAGIC_LEN;
  const uint8_t *vpos = c->p;
  r->version = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  if (r->version > CMIR_BC_VERSION) {
    c->p = vpos;
    return bc_fail(c, "bytecode version %llu is newer than this reader (max %d)",
                   (unsigned long long)r->version, CMIR_BC_VERSION);
  }
  if (r->version == 0) {
    c->p = vpos;
    return bc_fail(c, "bytecode version 0 is not valid");
  }
  const uint8_t *fpos = c->p;
  uint64_t flags = bc_rvarint(c);
  if (!bc_failed(c) && (flags & ~(uint64_t)BC_FLAGS_KNOWN)) {
    c->p = fpos;
    return bc_fail(c, "unknown header flags 0x%llx", (unsigned long long)flags);
  }
  r->no_locs = flags & BC_FLAG_NO_LOCS;
  uint64_t plen = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  if (plen > BC_MAX_PRODUCER || plen > bc_left(c))
    return bc_fail(c, "invalid producer string");
  memcpy(r->producer, c->p, plen);
  r->producer[plen] = 0;
  c->p += plen;
  return true;
}

/* Reads the section frames; with hash, checks each section's checksum as
 * well as the file's. */
static bool rd_frames(CmirBcReader *r, BcCursor *c, bool hash) {
  static const uint8_t order[] = {BC_SEC_STRINGS, BC_SEC_OPS, BC_SEC_TYPES,  BC_SEC_ATTRS,
                                  BC_SEC_BLOBS,   BC_SEC_IR,  BC_SEC_BODIES, BC_SEC_END};
  for (unsigned i = 0; i < sizeof order; i++) {
    const uint8_t *start = c->p;
    c->section = order[i];
    uint8_t kind = bc_rbyte(c);
    if (bc_failed(c))
      return false;
    if (kind != order[i]) {
      c->p = start;
      return bc_fail(c, "expected section '%s', found kind %u", cmir_bc_section_name(order[i]),
                     kind);
    }
    uint64_t len = bc_rvarint(c);
    uint64_t sum = bc_ru64(c);
    if (bc_failed(c))
      return false;
    while ((size_t)(c->p - c->base) % BC_ALIGN) {
      if (c->p >= c->end)
        return bc_fail(c, "unexpected end of file");
      if (*c->p)
        return bc_fail(c, "nonzero section padding");
      c->p++;
    }
    if (len > bc_left(c))
      return bc_fail(c, "section length %llu exceeds the file (%zu bytes left)",
                     (unsigned long long)len, bc_left(c));
    /* The file's checksum covers what comes before the end section only. */
    if ((hash || kind == BC_SEC_END) && !r->no_checksums) {
      uint64_t got = XXH3_64bits(c->p, (size_t)len);
      if (got != sum)
        return bc_fail(c, "checksum mismatch (stored %016llx, computed %016llx)",
                       (unsigned long long)sum, (unsigned long long)got);
    }
    r->sec[kind].p = c->p;
    r->sec[kind].len = (size_t)len;
    r->sec[kind].frame = (size_t)(c->p + len - start);
    if (kind == BC_SEC_END) {
      if (len != 8)
        return bc_fail(c, "end section must hold 8 bytes");
      uint64_t want = bc_ru64(c);
      if (!r->no_checksums && want != XXH3_64bits(r->buf, (size_t)(start - r->buf))) {
        c->p -= 8;
        return bc_fail(c, "file checksum mismatch");
      }
      if (c->p != c->end)
        return bc_fail(c, "%zu bytes after the end section", bc_left(c));
      return true;
    }
    c->p += len;
  }
  return true;
}

/* The file's checksum covers every section, so when the frames and it are
 * intact the sections' own checksums are not computed; they are only to
 * name the damaged section. Otherwise, or if every_checksum (cmir-bc
 * --verify), the frames are read again checking everything in file order,
 * which reports what is wrong first. */
static bool rd_sections(CmirBcReader *r, BcCursor *c, bool every_checksum) {
  BcError scratch = {0};
  BcCursor quick = *c;
  quick.e = &scratch;
  if (!every_checksum && !r->no_checksums && rd_frames(r, &quick, false)) {
    *c = quick;
    c->e = &r->err;
    return true;
  }
  return rd_frames(r, c, true);
}

static bool rd_strings(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_STRINGS, r->sec[BC_SEC_STRINGS].p, r->sec[BC_SEC_STRINGS].len);
  uint32_t n = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  r->nstrings = n;
  r->str_p = cmir_xmalloc(sizeof(*r->str_p) * (n ? n : 1));
  r->str_len = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  r->idents = cmir_xcalloc(n ? n : 1, sizeof(*r->idents));
  for (uint32_t i = 0; i < n; i++) {
    uint64_t l = bc_rvarint(&c);
    if (l > UINT32_MAX)
      return bc_fail(&c, "string too long");
    r->str_len[i] = (uint32_t)l;
  }
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    if (r->str_len[i] > bc_left(&c))
      return bc_fail(&c, "string %u runs past the end of the section", i);
    r->str_p[i] = c.p;
    c.p += r->str_len[i];
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_entries(CmirBcReader *r, unsigned sec, EntTable *t) {
  BcCursor c = cursor(r, sec, r->sec[sec].p, r->sec[sec].len);
  uint32_t n = bc_rcount(&c, 2, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  t->n = n;
  t->p = cmir_xmalloc(sizeof(*t->p) * (n ? n : 1));
  t->len = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  t->obj = cmir_xcalloc(n ? n : 1, sizeof(*t->obj));
  t->state = cmir_xcalloc(n ? n : 1, 1);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    uint64_t l = bc_rvarint(&c);
    if (!bc_failed(&c) && (l == 0 || l > bc_left(&c)))
      return bc_fail(&c, "entry %u has an invalid size", i);
    t->p[i] = c.p;
    t->len[i] = (uint32_t)l;
    c.p += l;
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_blobs(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_BLOBS, r->sec[BC_SEC_BLOBS].p, r->sec[BC_SEC_BLOBS].len);
  uint32_t n = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  r->nblobs = n;
  r->blob_p = cmir_xmalloc(sizeof(*r->blob_p) * (n ? n : 1));
  r->blob_len = cmir_xmalloc(sizeof(uint64_t) * (n ? n : 1));
  for (uint32_t i = 0; i < n; i++)
    r->blob_len[i] = bc_rvarint(&c);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    while ((size_t)(c.p - c.base) % BC_ALIGN) {
      if (c.p >= c.end || *c.p)
        return bc_fail(&c, "invalid blob padding");
      c.p++;
    }
    if (r->blob_len[i] > bc_left(&c))
      return bc_fail(&c, "blob %u runs past the end of the section", i);
    r->blob_p[i] = c.p;
    c.p += r->blob_len[i];
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_ops(CmirBcReader *r) {
  CmirContext *ctx = r->ctx;
  BcCursor c = cursor(r, BC_SEC_OPS, r->sec[BC_SEC_OPS].p, r->sec[BC_SEC_OPS].len);
  uint32_t nd = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  const uint8_t **dp = cmir_xmalloc(sizeof(*dp) * (nd ? nd : 1));
  uint32_t *dl = cmir_xmalloc(sizeof(uint32_t) * (nd ? nd : 1));
  for (uint32_t i = 0; i < nd && !bc_failed(&c); i++)
    cmir_bcr_string(r, &c, &dp[i], &dl[i]);
  uint32_t nn = bc_rcount(&c, 2, UINT32_MAX);
  r->nnames = nn;
  r->names = cmir_xcalloc(nn ? nn : 1, sizeof(*r->names));
  char *buf = NULL;
  size_t cap = 0;
  for (uint32_t i = 0; i < nn && !bc_failed(&c); i++) {
    const uint8_t *npos = c.p;
    uint64_t d = bc_rvarint(&c);
    const uint8_t *s;
    uint32_t sl;
    if (!cmir_bcr_string(r, &c, &s, &sl))
      break;
    if (d > nd) {
      bc_fail(&c, "dialect index out of range");
      break;
    }
    size_t need = (d ? dl[d - 1] + 1 : 0) + sl;
    if (need + 1 > cap) {
      cap = need + 1;
      buf = cmir_xrealloc(buf, cap);
    }
    size_t k = 0;
    if (d) {
      memcpy(buf, dp[d - 1], dl[d - 1]);
      buf[dl[d - 1]] = '.';
      k = dl[d - 1] + 1;
    }
    memcpy(buf + k, s, sl);
    buf[need] = 0;
    if (need == 0) {
      bc_fail(&c, "empty operation name");
      break;
    }
    const CmirOpInfo *info = cmir_op_info(ctx, buf, need);
    if (!info->def && !cmir_context_allows_unregistered(ctx)) {
      const char *dot = memchr(buf, '.', need);
      if (!dot || !cmir_dialect_is_registered(ctx, buf, (size_t)(dot - buf))) {
        c.p = npos;
        bc_fail(&c,
                "operation '%s' belongs to an unregistered dialect (allow unregistered "
                "dialects to read it)",
                buf);
        break;
      }
    }
    r->names[i] = info;
  }
  free(buf);
  free(dp);
  free(dl);
  /* Counts are bounded by the IR bytes: each operand, successor and inline
   * region takes at least a byte; results are bounded per unit (below). */
  uint64_t ir_bytes = r->sec[BC_SEC_IR].len + r->sec[BC_SEC_BODIES].len;
  uint32_t no = bc_rcount(&c, 6, UINT32_MAX);
  r->nopcodes = no;
  r->opcodes = cmir_xcalloc(no ? no : 1, sizeof(Opcode));
  for (uint32_t i = 0; i < no && !bc_failed(&c); i++) {
    Opcode *oc = &r->opcodes[i];
    uint64_t name = bc_rvarint(&c);
    uint64_t v[5];
    for (int k = 0; k < 5; k++)
      v[k] = bc_rvarint(&c);
    if (bc_failed(&c))
      break;
    if (name >= nn) {
      bc_fail(&c, "op name index out of range");
      break;
    }
    if (v[0] > ir_bytes || v[1] > 256 * ir_bytes + 256 || v[2] > ir_bytes || v[3] > ir_bytes) {
      bc_fail(&c,
              "opcode %u has more operands, results, successors or regions than the file "
              "can hold",
              i);
      break;
    }
    uint64_t flags = v[4];
    if ((flags & ~(uint64_t)BC_OP_FLAGS_KNOWN) || (flags & BC_OP_RULE_MASK) >= BC_RULE_COUNT ||
        ((flags >> BC_OP_PROPS_SHIFT) & 3) > BC_PROPS_FIXED) {
      bc_fail(&c, "invalid opcode flags 0x%llx", (unsigned long long)flags);
      break;
    }
    oc->info = r->names[name];
    oc->nopnds = (uint32_t)v[0];
    oc->nresults = (uint32_t)v[1];
    oc->nsuccs = (uint32_t)v[2];
    oc->nregions = (uint32_t)v[3];
    oc->flags = (uint32_t)flags;
    if ((flags & BC_OP_ISOLATED) && !oc->nregions) {
      bc_fail(&c, "isolated opcode without regions");
      break;
    }
    /* Fixed properties are decoded where an op first uses them, which in a
     * parallel read is on the threads. */
    if (((flags >> BC_OP_PROPS_SHIFT) & 3) == BC_PROPS_FIXED) {
      uint64_t a = bc_rvarint(&c);
      if (!bc_failed(&c) && a >= r->attrs.n)
        bc_fail(&c, "attribute index %llu out of range (%u entries)", (unsigned long long)a,
                r->attrs.n);
      oc->props_idx = (uint32_t)a;
    }
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_bodies_index(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_BODIES, r->sec[BC_SEC_BODIES].p, r->sec[BC_SEC_BODIES].len);
  uint32_t n = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  r->nbodies = n;
  r->body_p = cmir_xmalloc(sizeof(*r->body_p) * (n ? n : 1));
  r->body_len = cmir_xmalloc(sizeof(size_t) * (n ? n : 1));
  r->body_claimed = cmir_xcalloc(n ? n : 1, 1);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++)
    r->body_len[i] = (size_t)bc_rvarint(&c);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    if (r->body_len[i] > bc_left(&c))
      return bc_fail(&c, "body %u runs past the end of the section", i);
    r->body_p[i] = c.p;
    c.p += r->body_len[i];
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

/* ---- reader objects ---- */

void cmir_bcr_free_placeholders(CmirBcReader *r) {
  for (uint32_t i = 0; i < r->placeholders.len; i++)
    free(r->placeholders.data[i]);
  r->placeholders.len = 0;
}

/* The decoding scratch of a reader (or of a thread's copy of one). */
void cmir_bcr_free_scratch(CmirBcReader *r) { cmir_vec_free(&r->placeholders); }

void cmir_bc_reader_close(CmirBcReader *r) {
  if (!r)
    return;
  cmir_bcr_free_placeholders(r);
  free(r->fname);
  free(r->str_p);
  free(r->str_len);
  free(r->idents);
  free(r->names);
  free(r->opcodes);
  EntTable *ts[] = {&r->types, &r->attrs};
  for (int i = 0; i < 2; i++) {
    free(ts[i]->p);
    free(ts[i]->len);
    free(ts[i]->obj);
    free(ts[i]->state);
  }
  free(r->blob_p);
  free(r->blob_len);
  free(r->body_p);
  free(r->body_len);
  free(r->body_claimed);
  cmir_htab_free(&r->pending);
  cmir_arena_release(&r->arena);
  cmir_bcr_free_scratch(r);
  free(r);
}

bool cmir_bc_is_bytecode(const void *buf, size_t len) {
  return len >= BC_MAGIC_LEN && !memcmp(buf, BC_MAGIC, BC_MAGIC_LEN);
}

/* Header, sections and checksums only. */
static CmirBcReader *open_frame(CmirContext *ctx, const void *buf, size_t len,
                                const CmirBcReadOptions *opts, bool every_checksum) {
  CmirBcReader *r = cmir_xcalloc(1, sizeof *r);
  r->ctx = ctx;
  r->buf = buf;
  r->len = len;
  r->fname = strdup(opts && opts->filename ? opts->filename : "<bytecode>");
  r->lazy = opts && opts->lazy;
  r->verify = opts && opts->verify;
  r->no_checksums = opts && opts->no_checksums;
  r->borrow = opts && opts->borrow_blobs;
  cmir_htab_init(&r->pending, 16);
  cmir_arena_init(&r->arena);
  BcCursor c = cursor(r, BC_SEC_COUNT, r->buf, len);
  if (!rd_header(r, &c) || !rd_sections(r, &c, every_checksum)) {
    report(r);
    cmir_bc_reader_close(r);
    return NULL;
  }
  return r;
}

CmirBcReader *cmir_bc_reader_open(CmirContext *ctx, const void *buf, size_t len,
                                  const CmirBcReadOptions *opts) {
  CmirBcReader *r = open_frame(ctx, buf, len, opts, false);
  if (!r)
    return NULL;
  if (!rd_strings(r) || !rd_entries(r, BC_SEC_TYPES, &r->types) ||
      !rd_entries(r, BC_SEC_ATTRS, &r->attrs) || !rd_blobs(r) || !rd_bodies_index(r) ||
      !rd_ops(r)) {
    report(r);
    cmir_bc_reader_close(r);
    return NULL;
  }
  return r;
}

/* Empties the regions of a partly decoded op. The regions of a body share
 * one value numbering, so an op in one region may use a value of another
 * (invalid IR, but decodable): every use in every region is dropped before
 * any region is freed (a fuzzer find). */
static void drop_uses(CmirRegion *rg) {
  for (CmirBlock *b = rg->first; b; b = b->next)
    for (CmirOp *o = b->first; o; o = o->next) {
      cmir_op_set_operands(o, 0, NULL);
      for (uint32_t k = 0; k < o->nregions; k++)
        drop_uses(&cmir_op_regions(o)[k]);
    }
}

void cmir_bcr_clear_regions(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    drop_uses(&cmir_op_regions(op)[i]);
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirRegion *tmp = cmir_region_create();
    cmir_region_take(tmp, &cmir_op_regions(op)[i]);
    cmir_region_destroy(tmp);
  }
}

static CmirStatus materialize(CmirBcReader *r, CmirOp *op);

CmirOp *cmir_bc_reader_root(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_IR, r->sec[BC_SEC_IR].p, r->sec[BC_SEC_IR].len);
  Unit u;
  LocState none = {NULL, 0, 0};
  CmirOp *root = NULL;
  if (cmir_bcr_unit_init(r, &u, &c, none)) {
    root = cmir_bcr_op(r, &u, &c, NULL, 0, NULL, 0);
    if (!bc_failed(&c) && c.p != c.end)
      bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
    if (!bc_failed(&c) && u.next != u.nvalues)
      bc_fail(&c, "the root defines %u values, the header declares %u", u.next, u.nvalues);
    cmir_bcr_unit_free(&u);
  }
  if (root && !r->err.failed && r->lazy)
    materialize(r, root);
  if (r->err.failed) {
    report(r);
    if (root) {
      cmir_bcr_clear_regions(root);
      cmir_op_destroy(root);
    }
    cmir_bcr_free_placeholders(r);
    return NULL;
  }
  return root;
}

static CmirStatus materialize(CmirBcReader *r, CmirOp *op) {
  if (r->err.failed)
    return CMIR_FAIL;
  Pending *pd = cmir_htab_find(&r->pending, ptr_hash(op), pending_eq, op);
  if (!pd)
    return CMIR_OK;
  cmir_htab_remove(&r->pending, ptr_hash(op), pd);
  if (cmir_bcr_body(r, op, pd->body, pd->loc, pd->depth))
    return CMIR_OK;
  report(r);
  /* Nested bodies registered by the failed body are gone with it. */
  cmir_htab_clear(&r->pending);
  cmir_bcr_clear_regions(op);
  cmir_bcr_free_placeholders(r);
  return CMIR_FAIL;
}

static bool materialize_nested(CmirOp *op, void *user) { return materialize(user, op) == CMIR_OK; }

/* With opts->verify, the op is verified once its body (and every body
 * nested in it) is decoded; if it is invalid its regions are emptied again.
 * The root is not verified: the functions in it stay empty until loaded. */
CmirStatus cmir_bc_materialize(CmirBcReader *r, CmirOp *op) {
  if (cmir_bc_is_materialized(r, op))
    return r->err.failed ? CMIR_FAIL : CMIR_OK;
  if (materialize(r, op))
    return CMIR_FAIL;
  if (!r->verify)
    return CMIR_OK;
  if (!cmir_op_walk(op, materialize_nested, r))
    return CMIR_FAIL;
  if (cmir_verify(op) == CMIR_OK)
    return CMIR_OK;
  cmir_bcr_clear_regions(op);
  return CMIR_FAIL;
}

bool cmir_bc_is_materialized(CmirBcReader *r, const CmirOp *op) {
  return !cmir_htab_find(&r->pending, ptr_hash(op), pending_eq, op);
}

static bool materialize_walk(CmirOp *op, void *user) {
  CmirBcReader *r = user;
  return cmir_bc_materialize(r, op) == CMIR_OK;
}

CmirStatus cmir_bc_materialize_all(CmirBcReader *r, CmirOp *root) {
  /* Bodies add ops (and pending bodies) while the walk goes: the walk visits
   * an op before its regions, so a materialized body is walked next. */
  return cmir_op_walk(root, materialize_walk, r) ? CMIR_OK : CMIR_FAIL;
}

CmirOp *cmir_bc_lookup_symbol(CmirBcReader *r, CmirOp *root, const char *name) {
  size_t n = strlen(name);
  for (uint32_t i = 0; i < root->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(root)[i].first; b; b = b->next)
      for (CmirOp *op = b->first; op; op = op->next) {
        const CmirAttr *s = cmir_op_get(op, "sym_name");
        if (s && s->kind == CMIR_ATTR_STRING && s->str.len == n && !memcmp(s->str.s, name, n)) {
          /* An op without a body (a declaration, a global) is verified here. */
          bool had_body = !cmir_bc_is_materialized(r, op);
          if (cmir_bc_materialize(r, op))
            return NULL;
          return r->verify && !had_body && cmir_verify(op) ? NULL : op;
        }
      }
  return NULL;
}

uint64_t cmir_bc_reader_op_count(const CmirBcReader *r) { return r->nops; }

/* ---- one-shot entry points ---- */

/* Reads the rest of the file opened as r (closed here) on this thread. */
CmirOp *cmir_bcr_read_sequential(CmirBcReader *r, const CmirBcReadOptions *opts) {
  r->lazy = false;
  CmirOp *root = cmir_bc_reader_root(r);
  cmir_bc_reader_close(r);
  if (root && opts->verify && cmir_verify(root)) {
    cmir_op_destroy(root);
    root = NULL;
  }
  return root;
}

CmirOp *cmir_bc_read(CmirContext *ctx, const void *buf, size_t len, const CmirBcReadOptions *opts) {
  CmirBcReadOptions o = opts ? *opts : (CmirBcReadOptions){0};
  o.lazy = false;
  CmirBcReader *r = cmir_bc_reader_open(ctx, buf, len, &o);
  if (!r)
    return NULL;
  unsigned nthreads = cmir_bcr_thread_count(&o, r);
  if (nthreads < 2 && !o.verify)
    return cmir_bcr_read_sequential(r, &o);
  cmir_diag_mute(true);
  CmirOp *root = cmir_bcr_read_parallel(ctx, r, &o, nthreads);
  bool said = cmir_diag_muted_count() != 0;
  cmir_diag_mute(false);
  if (root && !said)
    return root;
  if (root)
    cmir_op_destroy(root);
  /* Something is wrong: read again, as one thread reports it. */
  if (!(r = cmir_bc_reader_open(ctx, buf, len, &o)))
    return NULL;
  return cmir_bcr_read_sequential(r, &o);
}

CmirOp *cmir_bc_read_path(CmirContext *ctx, const char *path, const CmirBcReadOptions *opts) {
  CmirBcReadOptions o = opts ? *opts : (CmirBcReadOptions){0};
  o.borrow_blobs = false; /* the mapping goes away */
  if (!o.filename)
    o.filename = path;
  CmirLoc loc = {cmir_loc_name(ctx, cmir_ident(ctx, path), NULL), NULL, 0, 0};
  int fd = open(path, O_RDONLY);
  struct stat sb;
  if (fd < 0 || fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
    if (fd >= 0)
      close(fd);
    cmir_error(ctx, loc, "cannot open bytecode file");
    return NULL;
  }
  size_t len = (size_t)sb.st_size;
  void *map = len ? mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0) : NULL;
  close(fd);
  if (len && map == MAP_FAILED) {
    cmir_error(ctx, loc, "cannot map bytecode file");
    return NULL;
  }
  CmirOp *root = cmir_bc_read(ctx, map ? map : "", len, &o);
  if (map)
    munmap(map, len);
  return root;
}

CmirStatus cmir_bc_verify(CmirContext *ctx, const void *buf, size_t len, const char *filename) {
  CmirBcReadOptions o = {0};
  o.filename = filename;
  CmirBcReader *r = open_frame(ctx, buf, len, &o, true);
  if (!r)
    return CMIR_FAIL;
  cmir_bc_reader_close(r);
  return CMIR_OK;
}

CmirStatus cmir_bc_print_stats(CmirContext *ctx, const void *buf, size_t len, const char *filename,
                               FILE *out) {
  CmirBcReadOptions o = {0};
  o.filename = filename;
  CmirBcReader *r = cmir_bc_reader_open(ctx, buf, len, &o);
  if (!r)
    return CMIR_FAIL;
  CmirOp *root = cmir_bc_reader_root(r);
  if (!root) {
    cmir_bc_reader_close(r);
    return CMIR_FAIL;
  }
  size_t header = (size_t)(r->sec[BC_SEC_STRINGS].p - r->buf) - r->sec[BC_SEC_STRINGS].frame +
                  r->sec[BC_SEC_STRINGS].len;
  fprintf(out, "bytecode version %llu, producer \"%s\", %s\n", (unsigned long long)r->version,
          r->producer, r->no_locs ? "locations stripped" : "with locations");
  fprintf(out, "%-10s %12s %8s\n", "section", "bytes", "share");
  fprintf(out, "%-10s %12zu %7.1f%%\n", "header", header, 100.0 * header / len);
  static const unsigned order[] = {BC_SEC_STRINGS, BC_SEC_OPS, BC_SEC_TYPES,  BC_SEC_ATTRS,
                                   BC_SEC_BLOBS,   BC_SEC_IR,  BC_SEC_BODIES, BC_SEC_END};
  for (unsigned i = 0; i < sizeof order / sizeof order[0]; i++)
    fprintf(out, "%-10s %12zu %7.1f%%\n", cmir_bc_section_name(order[i]), r->sec[order[i]].frame,
            100.0 * r->sec[order[i]].frame / len);
  fprintf(out, "%-10s %12zu\n", "total", len);
  fprintf(out,
          "ops %llu, opcodes %u, op names %u, types %u, attributes %u, strings %u, "
          "blobs %u, bodies %u\n",
          (unsigned long long)r->nops, r->nopcodes, r->nnames, r->types.n, r->attrs.n, r->nstrings,
          r->nblobs, r->nbodies);
  cmir_op_destroy(root);
  cmir_bc_reader_close(r);
  return CMIR_OK;
}
