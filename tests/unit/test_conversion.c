/* Unit tests of the dialect-conversion framework (src/transforms/conversion.c)
 * on a toy dialect of unregistered `test.*` ops: legal, illegal, dynamically
 * legal and unknown ops, patterns with remapped operands, type conversion
 * with materializations, signature conversion, and the diagnostics of
 * partial and full conversion. */
#include "support/support.h"
#include "tap.h"
#include "transforms/conversion.h"

#include <stdlib.h>

static char last_error[512];

static void on_diag(const CmirDiagnostic *d, void *user) {
  (void)user;
  if (d->severity == CMIR_ERROR)
    snprintf(last_error, sizeof last_error, "%u:%u: %s", d->loc.line, d->loc.col, d->msg);
}

static CmirOp *parse(CmirContext *ctx, const char *text) {
  CmirParseOptions po = {.filename = "t.mlir"};
  return cmir_parse_source(ctx, text, strlen(text), &po);
}

static char *print(CmirOp *op) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  CmirPrintOptions opts = {0};
  cmir_print_op(&sb, op, &opts);
  char *s = strdup(cmir_sb_cstr(&sb));
  cmir_sb_free(&sb);
  return s;
}

/* test.add(a, b) -> arith.addi, on the remapped operands. */
static CmirStatus lower_add(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *t = opnds[0]->type;
  CmirNamedAttr of = {cmir_ident(cmir_rw_context(rw), "overflowFlags"),
                      cmir_parse_attr_str(cmir_rw_context(rw), "#arith.overflow<none>")};
  CmirOp *n = cmir_rw_create(rw, CMIR_OP_ARITH_ADDI, op->loc, 2, opnds, 1, &t, 1, &of);
  CmirValue *r = &n->results[0];
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* test.index() : index -> arith.constant 7 : i64 (a type-changing replacement). */
static CmirStatus lower_index(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *i64 = cmir_type_int(ctx, 64, CMIR_SIGNLESS);
  CmirNamedAttr v = {cmir_ident(ctx, "value"), cmir_attr_int(ctx, i64, 7)};
  CmirOp *n = cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, op->loc, 0, NULL, 1, &i64, 1, &v);
  CmirValue *r = &n->results[0];
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* A pattern that never applies. */
static CmirStatus no_match(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)rw, (void)op, (void)opnds;
  ++*(int *)user;
  return CMIR_FAIL;
}

static CmirContext *g_ctx;
static const CmirType *convert_index(const CmirType *t, void *user) {
  (void)user;
  return t->kind == CMIR_TYPE_INDEX ? cmir_type_int(g_ctx, 64, CMIR_SIGNLESS) : t;
}

/* Dynamic legality: test.print is legal once its operand is no index. */
static bool print_legal(CmirOp *op, void *user) {
  (void)user;
  return op->nopnds == 0 || op->opnds[0].value->type->kind != CMIR_TYPE_INDEX;
}

/* test.print: updated to use the remapped operand (the Toy print rule). */
static CmirStatus update_print(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirOp *n = cmir_rw_create_named(rw, "test.print", op->loc, 1, opnds, 0, NULL, 0, NULL);
  (void)n;
  cmir_rw_replace_op(rw, op, NULL);
  return CMIR_OK;
}

static void test_basic(CmirContext *ctx) {
  CmirOp *m = parse(ctx, "func.func @f(%a: i32, %b: i32) -> i32 {\n"
                         "  %0 = \"test.add\"(%a, %b) : (i32, i32) -> i32\n"
                         "  %1 = \"test.add\"(%0, %0) : (i32, i32) -> i32\n"
                         "  return %1 : i32\n"
                         "}\n");
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_dialect(t, "arith", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_dialect(t, "func", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_op_name(t, "test.add", CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  CmirPattern p = {0, lower_add, NULL, NULL, "test.add"};
  ok(cmir_cv_apply(m, t, &p, 1, CMIR_CONVERSION_FULL) == CMIR_OK, "full conversion succeeds");
  char *s = print(m);
  is_str(s,
         "module {\n  func.func @f(%arg0: i32, %arg1: i32) -> i32 {\n"
         "    %0 = arith.addi %arg0, %arg1 : i32\n    %1 = arith.addi %0, %0 : i32\n"
         "    return %1 : i32\n  }\n}\n",
         "illegal ops are rewritten in order, later ops see the replacements");
  free(s);
  ok(cmir_verify(m) == CMIR_OK, "the result verifies");
  cmir_cv_target_destroy(t);
  cmir_op_destroy(m);
}

static void test_failures(CmirContext *ctx) {
  CmirOp *m = parse(ctx, "func.func @f(%a: i32) -> i32 {\n"
                         "  %0 = \"test.bad\"(%a) : (i32) -> i32\n"
                         "  return %0 : i32\n"
                         "}\n");
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_dialect(t, "func", CMIR_LEGALITY_LEGAL, NULL, NULL);
  int tries = 0;
  CmirPattern p = {0, no_match, &tries, NULL, "test.bad"};
  ok(cmir_cv_apply(m, t, &p, 1, CMIR_CONVERSION_PARTIAL) == CMIR_OK,
     "partial conversion leaves an op without a rule");
  is_int(tries, 1, "the pattern was tried once");
  last_error[0] = 0;
  ok(cmir_cv_apply(m, t, &p, 1, CMIR_CONVERSION_FULL) == CMIR_FAIL,
     "full conversion fails on an op without a rule");
  is_str(last_error, "2:8: failed to legalize operation 'test.bad'",
         "the error names the op at its location");
  cmir_cv_target_set_op_name(t, "test.bad", CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  ok(cmir_cv_apply(m, t, &p, 1, CMIR_CONVERSION_PARTIAL) == CMIR_FAIL,
     "partial conversion fails on an illegal op");
  is_str(last_error,
         "2:8: failed to legalize operation 'test.bad' that was explicitly marked illegal",
         "the error says it was marked illegal");
  cmir_cv_target_set_op_name(t, "test.bad", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_dialect(t, "test", CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  is_int(cmir_cv_target_legality(t, cmir_op_regions(cmir_op_regions(m)[0].first->first)[0].first->first),
         CMIR_LEGALITY_LEGAL, "an op rule takes precedence over its dialect's");
  cmir_cv_target_destroy(t);
  cmir_op_destroy(m);
}

static void test_types(CmirContext *ctx) {
  CmirOp *m = parse(ctx, "func.func @f() -> index {\n"
                         "  %0 = \"test.index\"() : () -> index\n"
                         "  \"test.print\"(%0) : (index) -> ()\n"
                         "  return %0 : index\n"
                         "}\n");
  g_ctx = ctx;
  CmirTypeConverter tc = {.ctx = ctx, .convert = convert_index};
  ok(cmir_tc_convert(&tc, cmir_type_index(ctx)) == cmir_type_int(ctx, 64, CMIR_SIGNLESS),
     "the converter maps index to i64");
  ok(cmir_tc_is_legal(&tc, cmir_type_int(ctx, 32, CMIR_SIGNLESS)), "i32 is legal");
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_dialect(t, "arith", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_dialect(t, "func", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_op(t, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST, CMIR_LEGALITY_LEGAL, NULL,
                        NULL);
  cmir_cv_target_set_op_name(t, "test.index", CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  cmir_cv_target_set_op_name(t, "test.print", CMIR_LEGALITY_DYNAMIC, print_legal, NULL);
  CmirPattern p[2] = {{0, lower_index, NULL, &tc, "test.index"},
                      {0, update_print, NULL, &tc, "test.print"}};
  ok(cmir_cv_apply(m, t, p, 2, CMIR_CONVERSION_PARTIAL) == CMIR_OK, "the conversion succeeds");
  char *s = print(m);
  is_str(s,
         "module {\n  func.func @f() -> index {\n    %c7_i64 = arith.constant 7 : i64\n"
         "    %0 = builtin.unrealized_conversion_cast %c7_i64 : i64 to index\n"
         "    \"test.print\"(%c7_i64) : (i64) -> ()\n    return %0 : index\n  }\n}\n",
         "the pattern sees the converted value; the legal user gets a source materialization");
  free(s);
  ok(cmir_verify(m) == CMIR_OK, "the result verifies");
  cmir_cv_target_destroy(t);
  cmir_op_destroy(m);
}

/* test.region: converts its block signatures from index to i64. */
static CmirStatus convert_region(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                 void *user) {
  (void)opnds, (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info(ctx, "test.converted", 14), op->loc);
  cmir_opstate_add_region(&st);
  CmirOp *n = cmir_rw_insert(rw, &st);
  cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[0], &cmir_op_regions(n)[0], NULL);
  if (cmir_rw_convert_region_types(rw, &cmir_op_regions(n)[0], cmir_rw_type_converter(rw), NULL))
    return CMIR_FAIL;
  cmir_rw_replace_op(rw, op, NULL);
  return CMIR_OK;
}

static void test_signature(CmirContext *ctx) {
  CmirOp *m = parse(ctx, "\"test.region\"() ({\n"
                         "^bb0(%a: index, %b: i32):\n"
                         "  \"test.use\"(%a, %b) : (index, i32) -> ()\n"
                         "}) : () -> ()\n");
  g_ctx = ctx;
  CmirTypeConverter tc = {.ctx = ctx, .convert = convert_index};
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_op_name(t, "test.region", CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  cmir_cv_target_set_op_name(t, "test.use", CMIR_LEGALITY_LEGAL, NULL, NULL);
  CmirPattern p = {0, convert_region, NULL, &tc, "test.region"};
  ok(cmir_cv_apply(m, t, &p, 1, CMIR_CONVERSION_PARTIAL) == CMIR_OK, "the conversion succeeds");
  char *s = print(m);
  is_str(s,
         "module {\n  \"test.converted\"() ({\n  ^bb0(%arg0: i64, %arg1: i32):\n"
         "    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index\n"
         "    \"test.use\"(%0, %arg1) : (index, i32) -> ()\n  }) : () -> ()\n}\n",
         "block arguments are converted; unconverted users get an argument materialization");
  free(s);
  cmir_cv_target_destroy(t);
  cmir_op_destroy(m);
}

int main(void) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_allow_unregistered(ctx, true);
  cmir_context_set_diag_handler(ctx, on_diag, NULL);
  test_basic(ctx);
  test_failures(ctx);
  test_types(ctx);
  test_signature(ctx);
  cmir_context_destroy(ctx);
  return done_testing();
}
