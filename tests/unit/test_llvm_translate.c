/* Unit tests of cmir_llvm_translate (src/target/llvm/translate.c) through
 * its C API, as an embedding program uses it: several modules into one LLVM
 * context (identified structs of the same name), a failure that returns
 * NULL with a located diagnostic and leaves the context usable, the
 * in-place legalization of repeated successors, and the data layout and
 * triple defaults; and a JIT session (src/target/llvm/jit.c) running programs
 * one after the other, some defining a runtime function's name themselves.
 * Built only with LLVM. */
#include "runtime/cmir_runtime.h"
#include "support/support.h"
#include "tap.h"
#include "target/llvm/jit.h"
#include "target/llvm/translate.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/TargetMachine.h>

#include <stdlib.h>

static char last_error[512];
static int nerrors;

static void on_diag(const CmirDiagnostic *d, void *user) {
  (void)user;
  if (d->severity == CMIR_ERROR) {
    nerrors++;
    snprintf(last_error, sizeof last_error, "%u:%u: %s", d->loc.line, d->loc.col, d->msg);
  }
}

static CmirOp *parse(CmirContext *ctx, const char *text) {
  CmirParseOptions po = {.filename = "t.mlir"};
  CmirOp *m = cmir_parse_source(ctx, text, strlen(text), &po);
  if (m && cmir_verify(m) != CMIR_OK) {
    cmir_op_destroy(m);
    return NULL;
  }
  return m;
}

/* The module parsed from text (in *m, NULL if it does not parse) translated
 * into llctx, or NULL. */
static LLVMModuleRef translate(CmirContext *ctx, LLVMContextRef llctx, const char *text,
                               CmirOp **m) {
  *m = parse(ctx, text);
  return *m ? cmir_llvm_translate(*m, llctx) : NULL;
}

/* Frees what translate returned. */
static void release(LLVMModuleRef mod, CmirOp *m) {
  if (mod)
    LLVMDisposeModule(mod);
  if (m)
    cmir_op_destroy(m);
}

/* A cmir context reporting errors to on_diag. */
static CmirContext *context(void) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, on_diag, NULL);
  return ctx;
}

static bool contains(LLVMModuleRef mod, const char *needle) {
  char *s = LLVMPrintModuleToString(mod);
  bool r = strstr(s, needle) != NULL;
  if (!r)
    diag("not found: %s\n%s", needle, s);
  LLVMDisposeMessage(s);
  return r;
}

static const char struct_module[] =
    "llvm.func @get(%p: !llvm.ptr) -> i32 {\n"
    "  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<\"node\", (ptr, "
    "i32)>\n"
    "  %1 = llvm.load %0 : !llvm.ptr -> i32\n"
    "  llvm.return %1 : i32\n"
    "}\n";

static void test_two_modules_one_context(void) {
  CmirContext *ctx = context();
  LLVMContextRef llctx = LLVMContextCreate();
  CmirOp *a, *b;
  LLVMModuleRef ma = translate(ctx, llctx, struct_module, &a);
  LLVMModuleRef mb = translate(ctx, llctx, struct_module, &b);
  ok(ma && mb, "two modules translate into one context");
  if (ma && mb) {
    ok(LLVMGetModuleContext(ma) == llctx && LLVMGetModuleContext(mb) == llctx,
       "both modules belong to the given context");
    ok(contains(ma, "%node = type { ptr, i32 }"), "the first module names its struct %%node");
    ok(!LLVMVerifyModule(mb, LLVMReturnStatusAction, NULL), "the second one verifies");
    ok(LLVMGetNamedFunction(mb, "get") != NULL, "and defines @get");
  }
  release(ma, a);
  release(mb, b);
  LLVMContextDispose(llctx);
  cmir_context_destroy(ctx);
}

static void test_failure(void) {
  CmirContext *ctx = context();
  LLVMContextRef llctx = LLVMContextCreate();
  CmirOp *m;
  nerrors = 0;
  LLVMModuleRef mod = translate(ctx, llctx,
                                "llvm.func @f() {\n"
                                "  llvm.return\n"
                                "}\n"
                                "func.func @g() {\n"
                                "  return\n"
                                "}\n",
                                &m);
  ok(m && !mod, "a module with a func.func does not translate");
  is_int(nerrors, 1, "one error");
  is_str(last_error,
         "4:1: cannot translate operation 'func.func' to LLVM IR: it is not in the LLVM dialect",
         "located at the first foreign op");
  release(mod, m);
  /* The context stays usable after a failure. */
  mod = translate(ctx, llctx, struct_module, &m);
  ok(mod != NULL, "the same LLVM context translates a module afterwards");
  release(mod, m);
  LLVMContextDispose(llctx);
  cmir_context_destroy(ctx);
}

static void test_legalized_in_place(void) {
  CmirContext *ctx = context();
  LLVMContextRef llctx = LLVMContextCreate();
  CmirOp *m;
  LLVMModuleRef mod = translate(ctx, llctx,
                                "llvm.func @f(%c: i1, %x: i32, %y: i32) -> i32 {\n"
                                "  llvm.cond_br %c, ^b(%x : i32), ^b(%y : i32)\n"
                                "^b(%r: i32):\n"
                                "  llvm.return %r : i32\n"
                                "}\n",
                                &m);
  ok(mod != NULL, "repeated successors translate");
  if (mod) {
    LLVMValueRef f = LLVMGetNamedFunction(mod, "f");
    is_int((int)LLVMCountBasicBlocks(f), 3, "through a forwarding block");
    LLVMDisposeModule(mod);
  }
  if (m) {
    CmirOp *f = cmir_op_regions(m)[0].first->first;
    int nblocks = 0;
    for (CmirBlock *b = cmir_op_regions(f)[0].first; b; b = b->next)
      nblocks++;
    is_int(nblocks, 3, "the cmir module was legalized in place");
    cmir_op_destroy(m);
  }
  LLVMContextDispose(llctx);
  cmir_context_destroy(ctx);
}

static void test_target(void) {
  CmirContext *ctx = context();
  LLVMContextRef llctx = LLVMContextCreate();
  CmirOp *m;
  LLVMModuleRef mod = translate(ctx, llctx,
                                "module attributes {llvm.data_layout = \"e-p:32:32\", "
                                "llvm.target_triple = \"i686-unknown-linux-gnu\"} {\n"
                                "  llvm.func @f()\n"
                                "}\n",
                                &m);
  if (ok(mod != NULL, "a module with a layout and a triple translates")) {
    is_str(LLVMGetDataLayoutStr(mod), "e-p:32:32", "its layout is kept");
    is_str(LLVMGetTarget(mod), "i686-unknown-linux-gnu", "its triple is kept");
    LLVMDisposeModule(mod);
  }
  if (m)
    cmir_op_destroy(m);
  mod = translate(ctx, llctx, "llvm.func @f()\n", &m);
  if (ok(mod != NULL, "a module without them translates")) {
    is_str(LLVMGetTarget(mod), "", "it gets no triple (as mlir-translate)");
    is_str(LLVMGetDataLayoutStr(mod), "", "and no layout");
    LLVMDisposeModule(mod);
    mod = cmir_llvm_translate_for_host(m, llctx);
  }
  if (ok(mod != NULL, "for the host, a module without them translates")) {
    char *host = LLVMGetDefaultTargetTriple();
    is_str(LLVMGetTarget(mod), host, "the triple is the host's");
    LLVMDisposeMessage(host);
    ok(LLVMGetDataLayoutStr(mod)[0] != 0, "the layout is the host target machine's");
    LLVMDisposeModule(mod);
  }
  if (m)
    cmir_op_destroy(m);
  LLVMContextDispose(llctx);
  cmir_context_destroy(ctx);
}

/* Compiles text, links it into jit, runs its @main (returning i64) with the
 * runtime's output going to out, unlinks it. Returns 0 and *res, or 1
 * with *err set. */
static int jit_run(CmirJit *jit, const char *text, FILE *out, int64_t *res, char **err) {
  CmirContext *ctx = context();
  LLVMContextRef llctx = LLVMContextCreate();
  CmirOp *m = parse(ctx, text);
  LLVMModuleRef mod = m ? cmir_llvm_translate_for_host(m, llctx) : NULL;
  LLVMMemoryBufferRef obj = NULL;
  *err = NULL;
  if (mod) {
    LLVMTargetMachineRef tm = cmir_jit_target_machine(mod, "generic", 0, err);
    if (tm)
      obj = cmir_jit_emit(mod, tm, false, err);
    if (tm)
      LLVMDisposeTargetMachine(tm);
  }
  release(mod, m);
  LLVMContextDispose(llctx);
  cmir_context_destroy(ctx);
  if (!obj) {
    if (!*err)
      *err = strdup("does not compile");
    return 1;
  }
  void *fn;
  LLVMOrcResourceTrackerRef rt;
  if (cmir_jit_add(jit, obj, "main", &fn, &rt, err))
    return 1;
  CmirInterpValue v;
  cmir_runtime_set_output(out);
  cmir_jit_call(fn, CMIR_INTERP_I64, &v);
  cmir_runtime_set_output(NULL);
  *res = v.i;
  return cmir_jit_remove(rt, err);
}

static const char uses_runtime[] = "llvm.func @printI64(i64)\n"
                                   "llvm.func @main() -> i64 {\n"
                                   "  %0 = llvm.mlir.constant(7 : i64) : i64\n"
                                   "  llvm.call @printI64(%0) : (i64) -> ()\n"
                                   "  llvm.return %0 : i64\n"
                                   "}\n";

static const char defines_runtime_name[] = "llvm.func @printI64(%x: i64) -> i64 {\n"
                                           "  %0 = llvm.mlir.constant(1000 : i64) : i64\n"
                                           "  %1 = llvm.add %x, %0 : i64\n"
                                           "  llvm.return %1 : i64\n"
                                           "}\n"
                                           "llvm.func @main() -> i64 {\n"
                                           "  %0 = llvm.mlir.constant(42 : i64) : i64\n"
                                           "  %1 = llvm.call @printI64(%0) : (i64) -> i64\n"
                                           "  llvm.return %1 : i64\n"
                                           "}\n";

/* The runtime's printI64 for one program, the program's own for the next,
 * the runtime's again for the third: in one session, nothing is defined
 * twice. */
static void test_jit_runtime_names(void) {
  cmir_jit_init_native();
  char *err = NULL;
  CmirJit *jit = cmir_jit_create(NULL, 0, &err);
  if (!ok(jit != NULL, "a JIT session starts")) {
    diag("%s", err ? err : "");
    free(err);
    return;
  }
  FILE *out = tmpfile();
  const char *progs[] = {uses_runtime, defines_runtime_name, uses_runtime, defines_runtime_name};
  const int64_t want[] = {7, 1042, 7, 1042};
  for (int i = 0; i < 4; i++) {
    int64_t r = 0;
    int rc = jit_run(jit, progs[i], out, &r, &err);
    if (rc)
      diag("%s", err ? err : "");
    free(err);
    ok(!rc && r == want[i], "program %d (%s) runs and returns %lld", i + 1,
       progs[i] == uses_runtime ? "runtime's printI64" : "its own printI64", (long long)want[i]);
  }
  char buf[64] = {0};
  rewind(out);
  size_t n = fread(buf, 1, sizeof buf - 1, out);
  buf[n] = 0;
  is_str(buf, "77", "the runtime's printI64 printed for programs 1 and 3 only");
  fclose(out);
  ok(!cmir_jit_destroy(jit, &err), "the session ends");
  free(err);
}

int main(void) {
  test_two_modules_one_context();
  test_failure();
  test_legalized_in_place();
  test_target();
  test_jit_runtime_names();
  return done_testing();
}
