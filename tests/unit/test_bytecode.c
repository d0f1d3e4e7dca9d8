/* Unit tests of the bytecode reader and writer (docs/bytecode.md): round
 * trips, determinism, lazy loading, versions, what the writer refuses, and
 * corruption: every byte of a few small files flipped and every truncation,
 * with checksums on (always a diagnostic naming the section and offset) and
 * off (a diagnostic, or IR the verifier judges; never a crash). Run under
 * --enable-sanitizers and valgrind, that also proves no leak. */
#include "cmir/cmir.h"
#include "ir/ir_internal.h"
#include "support/support.h"
#include "tap.h"

#include <dirent.h>
#include <stdint.h>
#include <sys/types.h>
#include <stdlib.h>
#include <string.h>

/* Control flow with block arguments and a block used before the block that
 * dominates it (a forward value reference), loops, calls, memrefs. */
static const char *const src_cf =
    "func.func private @ext(i32) -> i32\n"
    "func.func @f(%a: i32, %m: memref<4xf32>, %n: index) -> i32 {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %x = arith.addi %a, %a : i32\n"
    "  cf.br ^bb2\n"
    "^bb1:\n"
    "  %r = arith.muli %y, %x : i32\n"
    "  return %r : i32\n"
    "^bb2:\n"
    "  %y = func.call @ext(%x) : (i32) -> i32\n"
    "  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> (i32) {\n"
    "    %v = memref.load %m[%i] : memref<4xf32>\n"
    "    %t = arith.cmpi slt, %acc, %a : i32\n"
    "    %u = arith.select %t, %acc, %a : i32\n"
    "    scf.yield %u : i32\n"
    "  }\n"
    "  %z = arith.cmpi eq, %s, %a : i32\n"
    "  cf.cond_br %z, ^bb1, ^bb3(%s : i32)\n"
    "^bb3(%w: i32):\n"
    "  return %w : i32\n"
    "}\n";

/* Attributes and types of many kinds, locations, unregistered ops. */
static const char *const src_attrs =
    "#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>\n"
    "func.func private @g(tensor<4xf32, \"enc\">, memref<4x4xf32, strided<[4, 1], offset: ?>, 3>,"
    " vector<2x[4]xi1>, tuple<i32, complex<f64>>, !x.t<\"a\">) attributes {\n"
    "  a.int = -5 : i8, a.big = 123456789012345678901234567890 : i128, a.f = 2.5 : f16,\n"
    "  a.str = \"q\\\"\\n\", a.arr = [1, [unit]], a.dict = {z = 1, y = @s::@t},\n"
    "  a.map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4, d0 mod 3)>, a.set = #set,\n"
    "  a.dense = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, a.splat = dense<1.5> : tensor<8xf32>,\n"
    "  a.ds = dense<[\"x\", \"y\"]> : tensor<2x!x.s>, a.arr64 = array<i64: 1, -2>,\n"
    "  a.af = array<f32: 0.5>, a.opq = #x.o<\"b\">, a.fm = #arith.fastmath<nnan, ninf>,\n"
    "  a.ty = (i32) -> f32, a.typed = \"s\" : i32\n"
    "}\n"
    "func.func @h(%p: i1 loc(\"p\"(\"f.c\":3:4))) {\n"
    "  %0 = \"x.op\"(%p) ({\n"
    "  ^bb0(%q: i64):\n"
    "    \"x.end\"(%q) : (i64) -> ()\n"
    "  }) {x.attr = 1} : (i1) -> i32 loc(fused[\"a\", \"b\"])\n"
    "  \"x.other\"() : () -> () loc(callsite(\"c\" at \"d\":1:2))\n"
    "  return loc(unknown)\n"
    "}\n";

/* Nested modules and an empty function body region. */
static const char *const src_nested = "module @outer {\n"
                                      "  module @inner {\n"
                                      "    func.func private @decl()\n"
                                      "    func.func @k() {\n"
                                      "      return\n"
                                      "    }\n"
                                      "  }\n"
                                      "  func.func @l(%x: f64) -> f64 {\n"
                                      "    %0 = arith.negf %x : f64\n"
                                      "    return %0 : f64\n"
                                      "  }\n"
                                      "}\n";

/* Functions inside an op that is not isolated: their bodies are the
 * root's jobs too (a private one would verify without its body). */
static const char *const src_wrapped = "\"x.wrap\"() ({\n"
                                       "  func.func private @p(%a: i32) -> i32 {\n"
                                       "    %0 = arith.muli %a, %a : i32\n"
                                       "    return %0 : i32\n"
                                       "  }\n"
                                       "  \"x.end\"() : () -> ()\n"
                                       "}) : () -> ()\n"
                                       "func.func @q() {\n"
                                       "  return\n"
                                       "}\n";

static const char *const sources[] = {src_cf, src_attrs, src_nested, src_wrapped};
enum { NSRC = sizeof sources / sizeof sources[0] };

/* ---- diagnostics capture ---- */

typedef struct Diags {
  int n;
  char last[512];
} Diags;

static void capture(const CmirDiagnostic *d, void *user) {
  Diags *g = user;
  g->n++;
  snprintf(g->last, sizeof g->last, "%s", d->msg);
}

static CmirContext *ctx_new(Diags *g) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_allow_unregistered(ctx, true);
  if (g) {
    memset(g, 0, sizeof *g);
    cmir_context_set_diag_handler(ctx, capture, g);
  }
  return ctx;
}

static CmirOp *parse(CmirContext *ctx, const char *src) {
  CmirParseOptions po = {.filename = "t.mlir"};
  return cmir_parse_source(ctx, src, strlen(src), &po);
}

static char *print(CmirOp *op, bool generic) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  CmirPrintOptions po = {.generic = generic, .debug_info = true};
  cmir_print_op(&sb, op, &po);
  cmir_sb_cstr(&sb);
  return sb.data;
}

static bool write_bc(CmirOp *op, bool strip, uint8_t **data, size_t *len) {
  CmirBcWriteOptions wo = {.strip_locations = strip};
  void *d;
  *data = NULL;
  if (cmir_bc_write(op, &wo, &d, len))
    return false;
  *data = d;
  return true;
}

/* ---- round trips ---- */

static void test_roundtrip(int k) {
  Diags g;
  CmirContext *ctx = ctx_new(&g);
  CmirOp *m = parse(ctx, sources[k]);
  if (!ok(m != NULL, "source %d parses", k)) {
    diag("%s", g.last);
    cmir_context_destroy(ctx);
    return;
  }
  ok(k == 1 || cmir_verify(m) == CMIR_OK, "source %d verifies", k);
  char *want = print(m, true);
  uint8_t *b1 = NULL, *b2 = NULL;
  size_t n1, n2;
  bool wrote = write_bc(m, false, &b1, &n1);
  ok(wrote, "source %d writes (%zu bytes)", k, wrote ? n1 : 0);
  ok(write_bc(m, false, &b2, &n2) && n1 == n2 && !memcmp(b1, b2, n1),
     "source %d: writing twice gives the same bytes", k);
  free(b2);
  b2 = NULL;

  /* Another context, another parse: same bytes. */
  CmirContext *ctx2 = ctx_new(NULL);
  CmirOp *m2 = parse(ctx2, sources[k]);
  ok(m2 && write_bc(m2, false, &b2, &n2) && n1 == n2 && !memcmp(b1, b2, n1),
     "source %d: a fresh context gives the same bytes", k);
  free(b2);
  b2 = NULL;
  cmir_op_destroy(m2);
  cmir_context_destroy(ctx2);

  ctx2 = ctx_new(&g);
  m2 = cmir_bc_read(ctx2, b1, n1, NULL);
  char *got = m2 ? print(m2, true) : NULL;
  ok(got && !strcmp(got, want), "source %d: text -> bytecode -> text is identical", k);
  if (got && strcmp(got, want))
    diag("want:\n%s\ngot:\n%s", want, got);
  ok(m2 && write_bc(m2, false, &b2, &n2) && n1 == n2 && !memcmp(b1, b2, n1),
     "source %d: bytecode -> IR -> bytecode is identical", k);
  free(b2);
  b2 = NULL;
  free(got);
  if (m2)
    cmir_op_destroy(m2);
  cmir_context_destroy(ctx2);

  /* Stripped: every location reads back unknown. */
  ok(write_bc(m, true, &b2, &n2) && n2 < n1, "source %d: stripped is smaller (%zu bytes)", k, n2);
  ctx2 = ctx_new(&g);
  m2 = cmir_bc_read(ctx2, b2, n2, NULL);
  got = m2 ? print(m2, false) : NULL;
  ok(got && strstr(got, "loc(unknown)") && !strstr(got, "t.mlir"),
     "source %d: stripped file has no locations", k);
  free(got);
  if (m2)
    cmir_op_destroy(m2);
  cmir_context_destroy(ctx2);
  free(b2);

  free(b1);
  free(want);
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
}

/* ---- lazy loading ---- */

static CmirOp *find_func(CmirOp *root, const char *name) {
  for (CmirBlock *b = cmir_op_regions(root)[0].first; b; b = b->next)
    for (CmirOp *op = b->first; op; op = op->next) {
      const CmirAttr *s = cmir_op_get(op, "sym_name");
      if (s && s->kind == CMIR_ATTR_STRING && !strcmp(s->str.s, name))
        return op;
    }
  return NULL;
}

static void test_lazy(void) {
  CmirContext *ctx = ctx_new(NULL);
  CmirOp *m = parse(ctx, src_cf);
  char *want = print(m, false);
  uint8_t *b = NULL;
  size_t n;
  write_bc(m, false, &b, &n);
  cmir_op_destroy(m);

  CmirBcReadOptions ro = {.filename = "lazy.cmbc", .lazy = true};
  CmirBcReader *r = cmir_bc_reader_open(ctx, b, n, &ro);
  CmirOp *root = r ? cmir_bc_reader_root(r) : NULL;
  if (!ok(root != NULL, "lazy reader opens the root")) {
    cmir_bc_reader_close(r);
    free(b);
    free(want);
    cmir_context_destroy(ctx);
    return;
  }
  CmirOp *f = find_func(root, "f"), *ext = find_func(root, "ext");
  ok(f && !cmir_op_regions(f)[0].first && !cmir_bc_is_materialized(r, f),
     "a function body stays unloaded until used");
  uint64_t before = cmir_bc_reader_op_count(r);
  ok(cmir_bc_lookup_symbol(r, root, "f") == f && cmir_op_regions(f)[0].first,
     "looking a symbol up loads its body");
  ok(cmir_bc_reader_op_count(r) > before && cmir_bc_is_materialized(r, f),
     "and decodes only then (%llu ops before, %llu after)", (unsigned long long)before,
     (unsigned long long)cmir_bc_reader_op_count(r));
  ok(ext && cmir_bc_materialize_all(r, root) == CMIR_OK, "materializing all succeeds");
  char *got = print(root, false);
  ok(!strcmp(got, want), "the lazily loaded module prints as the original");
  ok(cmir_verify(root) == CMIR_OK, "and verifies");
  free(got);
  cmir_op_destroy(root);
  cmir_bc_reader_close(r);
  free(b);
  free(want);
  cmir_context_destroy(ctx);
}

/* ---- blobs in place ---- */

static void test_blobs(void) {
  CmirContext *ctx = ctx_new(NULL);
  CmirOp *m = parse(ctx, "func.func private @w() attributes {w = dense<[1.0, 2.0, 3.0]> : "
                         "tensor<3xf64>}\n");
  uint8_t *b = NULL;
  size_t n;
  write_bc(m, false, &b, &n);
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  for (int borrow = 0; borrow < 2; borrow++) {
    ctx = ctx_new(NULL);
    CmirBcReadOptions ro = {.borrow_blobs = borrow};
    m = cmir_bc_read(ctx, b, n, &ro);
    const CmirAttr *w = m ? cmir_op_get_attr(cmir_op_regions(m)[0].first->first, "w") : NULL;
    const uint8_t *p = w ? w->dense.data : NULL;
    bool inside = p >= b && p < b + n;
    ok(w && w->dense.nbytes == 24 && (inside == borrow) && (!inside || (p - b) % 16 == 0),
       "dense payload %s (16-byte aligned in the file)", borrow ? "used in place" : "copied");
    if (m)
      cmir_op_destroy(m);
    cmir_context_destroy(ctx);
  }
  free(b);
}

/* ---- versions, magic, refusals ---- */

static void test_header(void) {
  Diags g;
  CmirContext *ctx = ctx_new(&g);
  CmirOp *m = parse(ctx, src_nested);
  uint8_t *b = NULL;
  size_t n;
  write_bc(m, false, &b, &n);
  ok(cmir_bc_is_bytecode(b, n) && !cmir_bc_is_bytecode(src_nested, strlen(src_nested)),
     "the magic tells bytecode from text");
  ok(b[8] == CMIR_BC_VERSION, "the version follows the magic");
  b[8] = CMIR_BC_VERSION + 1;
  CmirOp *m2 = cmir_bc_read(ctx, b, n, NULL);
  char want[128];
  snprintf(want, sizeof want, "bytecode version %d is newer than this reader (max %d)",
           CMIR_BC_VERSION + 1, CMIR_BC_VERSION);
  ok(!m2 && strstr(g.last, want), "a newer version is rejected: %s", g.last);
  b[8] = CMIR_BC_VERSION;
  ok(cmir_bc_verify(ctx, b, n, "x") == CMIR_OK, "--verify accepts the file");
  b[n / 2] ^= 1;
  ok(cmir_bc_verify(ctx, b, n, "x") == CMIR_FAIL && strstr(g.last, "checksum mismatch"),
     "--verify finds a flipped bit: %s", g.last);
  free(b);

  /* An op of one function using a value of another cannot be written. */
  CmirOp *inner = find_func(m, "l");
  CmirOp *neg = cmir_op_regions(inner)[0].first->first;
  CmirValue *x = cmir_op_operand(neg, 0);
  CmirOp *mod_inner = cmir_op_regions(m)[0].first->first; /* module @inner */
  CmirOp *k = find_func(mod_inner, "k");
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info(ctx, "x.use", 5), neg->loc);
  cmir_opstate_add_operand(&st, x);
  CmirOp *use = cmir_op_create(&st);
  cmir_opstate_free(&st);
  cmir_block_insert_before(cmir_op_regions(k)[0].first->first, use);
  g.n = 0;
  ok(write_bc(m, false, &b, &n) == false && strstr(g.last, "defined outside"),
     "a value used across an isolated region is refused: %s", g.last);
  cmir_op_erase(use);
  ok(write_bc(m, false, &b, &n), "and written once the use is gone");
  free(b);
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
}

/* ---- corruption ---- */

typedef struct Tally {
  int clean;     /* rejected with a located diagnostic */
  int unlocated; /* rejected, but the diagnostic names no section/offset */
  int verifier;  /* decoded; the verifier rejected the IR */
  int accepted;  /* decoded and verified (a change the format cannot see) */
  int silent;    /* rejected without any diagnostic */
} Tally;

/* One context serves all the reads of a test (creating one per read would
 * dominate the run time); nothing a failed read leaves in it matters. */
static void try_read(CmirContext *ctx, Diags *dg, const uint8_t *p, size_t n, bool checksums,
                     Tally *t) {
  Diags g = {0};
  cmir_context_set_diag_handler(ctx, capture, &g);
  CmirBcReadOptions ro = {.filename = "c.cmbc", .no_checksums = !checksums};
  CmirOp *m = cmir_bc_read(ctx, p, n, &ro);
  if (!m) {
    if (!g.n)
      t->silent++;
    else if (strstr(g.last, "in bytecode section '") && strstr(g.last, "' at offset "))
      t->clean++;
    else
      t->unlocated++;
  } else if (cmir_verify(m) != CMIR_OK) {
    t->verifier++;
  } else {
    t->accepted++;
    char *s = print(m, false);
    free(s);
  }
  if (m)
    cmir_op_destroy(m);
  cmir_context_set_diag_handler(ctx, capture, dg);
}

static void test_corruption(int k) {
  CmirContext *ctx = ctx_new(NULL);
  CmirOp *m = parse(ctx, sources[k]);
  uint8_t *b = NULL;
  size_t n;
  write_bc(m, false, &b, &n);
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  uint8_t *c = cmir_xmalloc(n);
  Tally on = {0}, off = {0}, cut_on = {0}, cut_off = {0};
  Diags g;
  ctx = ctx_new(&g);
  for (size_t i = 0; i < n; i++) {
    memcpy(c, b, n);
    c[i] ^= 0xff;
    try_read(ctx, &g, c, n, true, &on);
    try_read(ctx, &g, c, n, false, &off);
  }
  for (size_t i = 0; i < n; i++) {
    try_read(ctx, &g, b, i, true, &cut_on);
    try_read(ctx, &g, b, i, false, &cut_off);
  }
  cmir_context_destroy(ctx);
  ok(on.clean == (int)n,
     "source %d: each of %zu flipped bytes is a located error "
     "with checksums (%d clean, %d unlocated, %d silent, %d accepted)",
     k, n, on.clean, on.unlocated, on.silent, on.accepted + on.verifier);
  ok(off.unlocated == 0 && off.silent == 0,
     "source %d: without checksums each flip is a located error or a verifier verdict "
     "(%d located errors, %d verifier errors, %d valid)",
     k, off.clean, off.verifier, off.accepted);
  ok(cut_on.clean == (int)n && cut_off.clean == (int)n,
     "source %d: each of %zu truncations is a located error (%d, %d)", k, n, cut_on.clean,
     cut_off.clean);
  free(c);
  free(b);
}

/* ---- threads ----
 * Bodies read and verified body by body, by two threads or by one, give the
 * same IR and the same diagnostics as reading the whole file and then
 * verifying it, for the file and for each flipped byte without checksums: a
 * flip that breaks a body makes the attempt give up and the file is read
 * again, as the reference reads it. */

static void capture_all(const CmirDiagnostic *d, void *user) {
  CmirStrBuf *sb = user;
  cmir_sb_printf(sb, "%s\n", d->msg);
  for (uint32_t i = 0; i < d->nnotes; i++)
    cmir_sb_printf(sb, "  note: %s\n", d->notes[i].msg);
}

/* What reading p gives: "ok" and the IR, or "failed" and the diagnostics.
 * threads 0 is the reference: read everything, then cmir_verify. */
static char *read_report(CmirContext *ctx, const uint8_t *p, size_t n, unsigned threads,
                         bool *okay) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_context_set_diag_handler(ctx, capture_all, &sb);
  CmirBcReadOptions ro = {.filename = "t.cmbc", .no_checksums = true, .verify = threads != 0,
                          .threads = threads ? threads : 1};
  CmirOp *m = cmir_bc_read(ctx, p, n, &ro);
  if (m && !threads && cmir_verify(m) != CMIR_OK) {
    cmir_op_destroy(m);
    m = NULL;
  }
  *okay = m != NULL;
  if (m) {
    char *s = print(m, true);
    cmir_sb_printf(&sb, "ok\n%s", s);
    free(s);
    cmir_op_destroy(m);
  } else {
    cmir_sb_printf(&sb, "failed\n");
  }
  cmir_context_set_diag_handler(ctx, NULL, NULL);
  cmir_sb_cstr(&sb);
  return sb.data;
}

static void test_threads(int k) {
  CmirContext *ctx = ctx_new(NULL);
  CmirOp *m = parse(ctx, sources[k]);
  uint8_t *b = NULL, *c;
  size_t n;
  write_bc(m, false, &b, &n);
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  c = cmir_xmalloc(n);
  int same = 0, oks = 0, fails = 0;
  size_t first_diff = SIZE_MAX;
  ctx = ctx_new(NULL);
  for (size_t i = 0; i <= n; i++) {
    memcpy(c, b, n);
    if (i < n)
      c[i] ^= 0xff;
    bool ok0, ok1, ok2;
    char *ref = read_report(ctx, c, n, 0, &ok0);
    char *one = read_report(ctx, c, n, 1, &ok1);
    char *two = read_report(ctx, c, n, 2, &ok2);
    if (!strcmp(ref, one) && !strcmp(ref, two) && ok0 == ok1 && ok0 == ok2)
      same++;
    else if (first_diff == SIZE_MAX)
      first_diff = i;
    oks += ok0;
    fails += !ok0;
    free(ref);
    free(one);
    free(two);
  }
  cmir_context_destroy(ctx);
  ok(same == (int)n + 1 && oks > 0 && fails > 0,
     "source %d: two threads and one read the same as read-then-verify, whole and with each "
     "of %zu bytes flipped "
     "(%d same; %d read, %d rejected; first difference at byte %zd)",
     k, n, same, oks, fails, first_diff == SIZE_MAX ? (ssize_t)-1 : (ssize_t)first_diff);
  free(c);
  free(b);
}

/* ---- fuzzer finds ----
 * Every file in tests/fuzz/regressions once crashed the reader; each goes
 * through what the fuzz target does (eager and lazy reads without
 * checksums, verify, print), which must end in a diagnostic or valid IR. */

static void test_fuzz_regressions(void) {
  const char *src = getenv("CMIR_SRC_DIR");
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/tests/fuzz/regressions", src ? src : ".");
  DIR *d = opendir(dir);
  if (!d) {
    diag("no %s (set CMIR_SRC_DIR)", dir);
    return;
  }
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    size_t n;
    char *buf = cmir_tool_read_input("test_bytecode", path, &n);
    if (!buf)
      continue;
    Diags g;
    CmirContext *ctx = ctx_new(&g);
    CmirBcReadOptions ro = {.filename = e->d_name, .no_checksums = true};
    CmirOp *m = cmir_bc_read(ctx, buf, n, &ro);
    if (m && cmir_verify(m) == CMIR_OK)
      free(print(m, false));
    if (m)
      cmir_op_destroy(m);
    ro.lazy = true;
    CmirBcReader *r = cmir_bc_reader_open(ctx, buf, n, &ro);
    CmirOp *root = r ? cmir_bc_reader_root(r) : NULL;
    if (root) {
      cmir_bc_materialize_all(r, root);
      cmir_op_destroy(root);
    }
    cmir_bc_reader_close(r);
    ok(g.n > 0 || m, "fuzzer find %s: %s", e->d_name, g.n ? g.last : "reads");
    cmir_context_destroy(ctx);
    free(buf);
  }
  closedir(d);
}

/* ---- limits ----
 * Regions nested deeper than the reader takes (bytecode/limits.h) cannot
 * come from text (the parser stops at 256 levels), only from IR built in
 * memory: the writer refuses them with a diagnostic at the op; one level
 * less is written and reads back. */
static CmirOp *nested(CmirContext *ctx, uint32_t levels) {
  const CmirOpInfo *info = cmir_op_info(ctx, "x.r", 3);
  CmirOp *root = cmir_op_create_empty(ctx, info, 0, 0, 0, 1);
  CmirOp *op = root;
  for (uint32_t i = 1; i < levels; i++) {
    CmirBlock *b = cmir_block_create();
    cmir_region_append(&cmir_op_regions(op)[0], b);
    CmirOp *inner = cmir_op_create_empty(ctx, info, 0, 0, 0, 1);
    cmir_block_append(b, inner);
    op = inner;
  }
  return root;
}

static void test_region_limit(void) {
  Diags g;
  CmirContext *ctx = ctx_new(&g);
  /* The root's regions are level 1: 512 ops each with a region, one inside
   * the other, have 512 levels of regions. */
  CmirOp *m = nested(ctx, 512);
  uint8_t *b = NULL;
  size_t n;
  bool wrote = write_bc(m, false, &b, &n);
  ok(wrote, "512 levels of regions are written");
  CmirBcReadOptions ro = {.filename = "deep.cmbc"};
  CmirOp *r = wrote ? cmir_bc_read(ctx, b, n, &ro) : NULL;
  ok(r != NULL, "and read back");
  if (r)
    cmir_op_destroy(r);
  free(b);
  cmir_op_destroy(m);
  m = nested(ctx, 513);
  g.n = 0;
  wrote = write_bc(m, false, &b, &n);
  ok(!wrote && b == NULL && g.n == 1 &&
         strstr(g.last, "cannot write bytecode: regions nested deeper than the format allows "
                        "(512 levels)"),
     "513 levels are refused with one diagnostic: %s", g.last);
  free(b);
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
}

int main(void) {
  for (int k = 0; k < NSRC; k++)
    test_roundtrip(k);
  test_lazy();
  test_blobs();
  test_header();
  for (int k = 0; k < NSRC; k++)
    test_corruption(k);
  for (int k = 0; k < NSRC; k++)
    test_threads(k);
  test_fuzz_regressions();
  test_region_limit();
  return done_testing();
}
