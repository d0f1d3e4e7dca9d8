/* tests/bytecode/flip.c - bytecode damage that checksums cannot see (TAP).
 *
 * Checksums catch random damage, so a flipped byte with the checksums
 * recomputed stands for a file from a buggy writer or one edited on purpose.
 * For every byte of a few files made from lit inputs (affine maps, dense
 * attributes, locations, properties, regions), each flip (xor 0x01, xor
 * 0xff) gets its checksums recomputed and is read three ways: whole on one
 * thread, whole on two threads (each verified, as cmir-bc and cmir-opt read),
 * and lazily, one top-level symbol at a time, as `cmir-bc --only-symbol`
 * reads. Each read must give
 *   - a clean error: no IR and at least one error diagnostic, or
 *   - IR that verifies, prints text that parses, verifies and prints the
 *     same again, and prints generic text with locations that parses to IR
 *     writing the same bytes as the IR read (bytecode -> text -> bytecode);
 * and the two whole reads must agree. A crash or a sanitizer report ends the
 * program, which `make check` counts as a failure.
 *
 * Shown to catch planted faults in the reader (bytecode/reader.c): without
 * the verification of lazily loaded bodies (cmir_bc_materialize), 1204 lazy
 * reads give functions that do not verify; without the canonical-form check
 * of affine maps (affine_canonical), 7 reads give maps whose text reads back
 * as other maps; without the check of dense element bits (dense_bits_ok), 9
 * reads print elements that read back otherwise; without the element type
 * check of dense arrays, 3 reads print `array<si16: ...>`, which the parser
 * rejects; without the check that attributes kept as text read back
 * (reparses), 1362 reads of llvm-memory-effects.mlir print text that does
 * not parse; without the check for unnamed enum cases, 2 print
 * `#llvm.cconv<?>`.
 *
 * Usage: flip [--sample N] [FILE.mlir...]  (default: the inputs below, from
 *        CMIR_SRC_DIR; --sample N flips every Nth byte only)
 *        flip --fix FILE.cmbc              (recompute FILE's checksums in place)
 * FLIP_LOG=1 in the environment prints each flip's verdict on stderr.
 */
#include "../unit/tap.h"
#include "cmir/cmir.h"
#include "support/support.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

static const char *const default_inputs[] = {
    "tests/lit/roundtrip/affine.mlir",              /* affine maps in properties */
    "tests/lit/roundtrip/affine-simplify.mlir",     /* products and divisions by symbols */
    "tests/lit/bytecode/strict.mlir",               /* dense arrays, odd-width dense elements */
    "tests/lit/bytecode/roundtrip.mlir",            /* dense elements, scf, memref, i128 */
    "tests/lit/roundtrip/locations.mlir",           /* every kind of location */
    "tests/lit/bytecode/bytes.mlir",                /* blocks, successors, enum properties */
    "tests/lit/roundtrip/memref-extra.mlir",        /* dense arrays, strided layouts */
    "tests/lit/roundtrip/llvm-memory-effects.mlir", /* enums, attributes kept as text */
};

/* ---- checksums ---- */

static bool rd_varint(const uint8_t *p, size_t n, size_t *pos, uint64_t *v) {
  *v = 0;
  for (unsigned shift = 0; shift < 64 && *pos < n; shift += 7) {
    uint8_t b = p[(*pos)++];
    *v |= (uint64_t)(b & 0x7f) << shift;
    if (!(b & 0x80))
      return true;
  }
  return false;
}

static void put_u64(uint8_t *p, uint64_t v) {
  for (int i = 0; i < 8; i++)
    p[i] = (uint8_t)(v >> (8 * i));
}

/* Recomputes every section checksum and the file checksum of the bytecode
 * file p (docs/bytecode.md, "File layout"), as far as its frames can be
 * followed; false if they cannot be followed to the end section. */
static bool fix_checksums(uint8_t *p, size_t n) {
  size_t pos = 8;
  uint64_t v;
  if (n < pos || !rd_varint(p, n, &pos, &v) || !rd_varint(p, n, &pos, &v) ||
      !rd_varint(p, n, &pos, &v) || v > n - pos)
    return false;
  pos += v;
  while (pos < n) {
    size_t start = pos;
    uint8_t kind = p[pos++];
    uint64_t len;
    if (!rd_varint(p, n, &pos, &len) || n - pos < 8)
      return false;
    size_t sum = pos;
    pos += 8;
    while (pos % 16 && pos < n)
      pos++;
    if (len > n - pos)
      return false;
    if (kind == 0) {
      if (len != 8)
        return false;
      put_u64(p + pos, XXH3_64bits(p, start));
      put_u64(p + sum, XXH3_64bits(p + pos, 8));
      return true;
    }
    put_u64(p + sum, XXH3_64bits(p + pos, (size_t)len));
    pos += (size_t)len;
  }
  return false;
}

/* ---- reading and round trips ---- */

typedef struct Diags {
  int errors;
  char first[256];
} Diags;

static void capture(const CmirDiagnostic *d, void *user) {
  Diags *g = user;
  if (d->severity == CMIR_ERROR && !g->errors++)
    snprintf(g->first, sizeof g->first, "%s", d->msg);
}

static char *print(CmirOp *op, bool generic, bool locs) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  CmirPrintOptions po = {.generic = generic, .debug_info = locs};
  cmir_print_op(&sb, op, &po);
  cmir_sb_cstr(&sb);
  return sb.data;
}

static CmirOp *parse(CmirContext *ctx, const char *s) {
  CmirParseOptions po = {.filename = "printed.mlir"};
  return cmir_parse_source(ctx, s, strlen(s), &po);
}

static bool write_bc(CmirOp *op, void **data, size_t *len) {
  CmirBcWriteOptions wo = {0};
  *data = NULL;
  return cmir_bc_write(op, &wo, data, len) == CMIR_OK;
}

/* NULL if IR m passes the round trips, else what failed (static text). */
static const char *roundtrip(CmirContext *ctx, CmirOp *m) {
  const char *bad = NULL;
  if (cmir_verify(m) != CMIR_OK)
    return "the IR read does not verify";
  char *text = print(m, false, false);
  CmirOp *m2 = parse(ctx, text);
  if (!m2) {
    bad = "its custom form does not parse";
  } else if (cmir_verify(m2) != CMIR_OK) {
    bad = "its custom form parses to IR that does not verify";
  } else {
    char *again = print(m2, false, false);
    if (strcmp(text, again))
      bad = "its custom form prints differently once parsed";
    free(again);
  }
  if (m2)
    cmir_op_destroy(m2);
  free(text);
  if (bad)
    return bad;
  text = print(m, true, true);
  CmirOp *m3 = parse(ctx, text);
  void *b1 = NULL, *b3 = NULL;
  size_t n1 = 0, n3 = 0;
  if (!m3)
    bad = "its generic form does not parse";
  else if (cmir_verify(m3) != CMIR_OK)
    bad = "its generic form parses to IR that does not verify";
  else if (!write_bc(m, &b1, &n1))
    bad = "the IR read cannot be written";
  else if (!write_bc(m3, &b3, &n3))
    bad = "its generic form cannot be written";
  else if (n1 != n3 || memcmp(b1, b3, n1))
    bad = "bytecode -> generic text -> bytecode gives other bytes";
  free(b1);
  free(b3);
  if (m3)
    cmir_op_destroy(m3);
  free(text);
  return bad;
}

enum { MAX_KINDS = 16 };

typedef struct Tally {
  long reads, clean, accepted;
  long bad; /* reads that broke a rule */
  struct {
    const char *why; /* a broken rule */
    long n;          /* reads that broke it */
    char first[512]; /* the first of them */
  } kinds[MAX_KINDS];
} Tally;

static void fail(Tally *t, const char *name, size_t off, unsigned mask, const char *mode,
                 const char *why, const char *detail) {
  t->bad++;
  for (int i = 0; i < MAX_KINDS; i++) {
    if (t->kinds[i].why && strcmp(t->kinds[i].why, why))
      continue;
    if (!t->kinds[i].n++) {
      t->kinds[i].why = why;
      snprintf(t->kinds[i].first, sizeof t->kinds[i].first, "%s byte %zu ^ 0x%02x, %s read%s%s",
               name, off, mask, mode, detail ? ": " : "", detail ? detail : "");
    }
    return;
  }
}

/* One whole read (threads 1 or 2); the generic text of what it gave (NULL if
 * it failed) goes to *out. */
static void read_whole(CmirContext *ctx, const uint8_t *p, size_t n, unsigned threads, Tally *t,
                       const char *name, size_t off, unsigned mask, char **out) {
  Diags g = {0};
  cmir_context_set_diag_handler(ctx, capture, &g);
  CmirBcReadOptions ro = {.filename = "flip.cmbc", .verify = true, .threads = threads};
  CmirOp *m = cmir_bc_read(ctx, p, n, &ro);
  cmir_context_set_diag_handler(ctx, NULL, NULL);
  const char *mode = threads == 1 ? "one-thread" : "two-thread";
  t->reads++;
  *out = NULL;
  if (!m) {
    if (g.errors && getenv("FLIP_LOG"))
      fprintf(stderr, "%s %zu %02x: %s\n", name, off, mask, g.first);
    if (g.errors)
      t->clean++;
    else
      fail(t, name, off, mask, mode, "rejected without an error", NULL);
    return;
  }
  Diags g2 = {0};
  cmir_context_set_diag_handler(ctx, capture, &g2);
  const char *why = roundtrip(ctx, m);
  cmir_context_set_diag_handler(ctx, NULL, NULL);
  if (why)
    fail(t, name, off, mask, mode, why, g2.errors ? g2.first : NULL);
  else
    t->accepted++;
  if (getenv("FLIP_LOG"))
    fprintf(stderr, "%s %zu %02x: accepted\n", name, off, mask);
  *out = print(m, true, true);
  cmir_op_destroy(m);
}

/* Lazy reads: the root, then each of syms on its own. */
static void read_lazy(CmirContext *ctx, const uint8_t *p, size_t n, const char *const *syms,
                      uint32_t nsyms, Tally *t, const char *name, size_t off, unsigned mask) {
  for (uint32_t i = 0; i < nsyms; i++) {
    Diags g = {0};
    cmir_context_set_diag_handler(ctx, capture, &g);
    CmirBcReadOptions ro = {.filename = "flip.cmbc", .lazy = true, .verify = true};
    CmirBcReader *r = cmir_bc_reader_open(ctx, p, n, &ro);
    CmirOp *root = r ? cmir_bc_reader_root(r) : NULL;
    CmirOp *op = root ? cmir_bc_lookup_symbol(r, root, syms[i]) : NULL;
    t->reads++;
    if (!op) {
      /* A symbol renamed by the flip is not found: cmir-bc says so. */
      bool found = false;
      for (uint32_t k = 0; root && k < root->nregions; k++)
        for (CmirBlock *b = cmir_op_regions(root)[k].first; b; b = b->next)
          for (CmirOp *o = b->first; o; o = o->next) {
            const CmirAttr *s = cmir_op_get(o, "sym_name");
            found |= s && s->kind == CMIR_ATTR_STRING && s->str.len == strlen(syms[i]) &&
                     !memcmp(s->str.s, syms[i], s->str.len);
          }
      if (g.errors || !found)
        t->clean++;
      else
        fail(t, name, off, mask, "lazy", "a symbol failed without an error", NULL);
    } else {
      char *text = print(op, true, true);
      CmirOp *m = parse(ctx, text);
      /* The text parses to a module holding the op, or to the op itself if
       * it is a module. */
      char *again = m ? print(m, true, true) : NULL;
      CmirBlock *body = m && m->nregions ? cmir_op_regions(m)[0].first : NULL;
      if (again && strcmp(text, again) && body && body->first && body->first == body->last) {
        free(again);
        again = print(body->first, true, true);
      }
      if (cmir_verify(op) != CMIR_OK)
        fail(t, name, off, mask, "lazy", "the symbol does not verify", NULL);
      else if (!m)
        fail(t, name, off, mask, "lazy", "the symbol's generic form does not parse",
             g.errors ? g.first : NULL);
      else if (strcmp(text, again))
        fail(t, name, off, mask, "lazy", "the symbol's generic form prints differently", NULL);
      else
        t->accepted++;
      free(again);
      free(text);
      if (m)
        cmir_op_destroy(m);
    }
    cmir_context_set_diag_handler(ctx, NULL, NULL);
    if (root)
      cmir_op_destroy(root);
    if (r)
      cmir_bc_reader_close(r);
  }
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap + 1);
  size_t k;
  while ((k = fread(buf + n, 1, cap - n, f)) > 0) {
    n += k;
    if (n == cap)
      buf = realloc(buf, (cap *= 2) + 1);
  }
  fclose(f);
  buf[n] = 0;
  *len = n;
  return buf;
}

static void run_file(const char *path, const char *name, size_t sample, Tally *all) {
  size_t len;
  char *src = slurp(path, &len);
  if (!ok(src != NULL, "%s: read the input", name))
    return;
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  /* A fixed file name: the bytes do not depend on where the checkout is. */
  CmirParseOptions po = {.filename = name};
  CmirOp *m = cmir_parse_source(ctx, src, len, &po);
  void *bc = NULL;
  size_t n = 0;
  if (!ok(m && cmir_verify(m) == CMIR_OK && write_bc(m, &bc, &n), "%s: parses and writes", name)) {
    if (m)
      cmir_op_destroy(m);
    cmir_context_destroy(ctx);
    free(src);
    return;
  }
  /* The top-level symbols, for the lazy reads. */
  char *syms[16];
  uint32_t nsyms = 0;
  for (CmirBlock *b = cmir_op_regions(m)[0].first; b; b = b->next)
    for (CmirOp *o = b->first; o && nsyms < 16; o = o->next) {
      const CmirAttr *s = cmir_op_get(o, "sym_name");
      if (s && s->kind == CMIR_ATTR_STRING)
        syms[nsyms++] = strndup(s->str.s, s->str.len);
    }
  cmir_op_destroy(m);
  Tally t = {0};
  uint8_t *c = malloc(n);
  static const unsigned masks[] = {0x01, 0xff};
  long flips = 0;
  for (size_t off = 0; off < n; off += sample)
    for (unsigned k = 0; k < 2; k++) {
      memcpy(c, bc, n);
      c[off] ^= (uint8_t)masks[k];
      fix_checksums(c, n);
      flips++;
      char *one, *two;
      read_whole(ctx, c, n, 1, &t, name, off, masks[k], &one);
      read_whole(ctx, c, n, 2, &t, name, off, masks[k], &two);
      if (!one != !two || (one && strcmp(one, two)))
        fail(&t, name, off, masks[k], "two-thread", "differs from the one-thread read", NULL);
      free(one);
      free(two);
      read_lazy(ctx, c, n, (const char *const *)syms, nsyms, &t, name, off, masks[k]);
    }
  ok(t.bad == 0,
     "%s: %zu bytes, %ld flips, %ld reads: %ld clean errors, %ld accepted and round-tripped", name,
     n, flips, t.reads, t.clean, t.accepted);
  for (int i = 0; i < MAX_KINDS && t.kinds[i].n; i++)
    diag("%ld reads: %s (first: %s)", t.kinds[i].n, t.kinds[i].why, t.kinds[i].first);
  all->reads += t.reads;
  all->clean += t.clean;
  all->accepted += t.accepted;
  all->bad += t.bad;
  for (uint32_t i = 0; i < nsyms; i++)
    free(syms[i]);
  free(c);
  free(bc);
  cmir_context_destroy(ctx);
  free(src);
}

int main(int argc, char **argv) {
  size_t sample = 1;
  int first = 1;
  if (argc == 3 && !strcmp(argv[1], "--fix")) {
    size_t n;
    char *p = slurp(argv[2], &n);
    if (!p || !fix_checksums((uint8_t *)p, n)) {
      fprintf(stderr, "flip: %s: cannot follow the section frames\n", argv[2]);
      return 1;
    }
    FILE *f = fopen(argv[2], "wb");
    bool good = f && fwrite(p, 1, n, f) == n;
    good = f && !fclose(f) && good;
    free(p);
    return good ? 0 : 1;
  }
  if (argc >= 3 && !strcmp(argv[1], "--sample")) {
    sample = strtoul(argv[2], NULL, 10);
    sample = sample ? sample : 1;
    first = 3;
  }
  const char *srcdir = getenv("CMIR_SRC_DIR");
  Tally all = {0};
  if (first < argc) {
    for (int i = first; i < argc; i++) {
      const char *base = strrchr(argv[i], '/');
      run_file(argv[i], base ? base + 1 : argv[i], sample, &all);
    }
  } else {
    for (size_t i = 0; i < sizeof default_inputs / sizeof *default_inputs; i++) {
      char path[4096];
      snprintf(path, sizeof path, "%s/%s", srcdir ? srcdir : ".", default_inputs[i]);
      const char *base = strrchr(default_inputs[i], '/') + 1;
      run_file(path, base, sample, &all);
    }
  }
  diag("all files: %ld reads, %ld clean errors, %ld accepted and round-tripped, %ld broke a rule",
       all.reads, all.clean, all.accepted, all.bad);
  return done_testing();
}
