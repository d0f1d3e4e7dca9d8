/* Unit tests of cmir_llvm_translate (src/target/llvm/translate.c) through
 * its C API, as an embedding program uses it: several modules into one LLVM
 * context (identified structs of the same name), a failure that returns
 * NULL with a located diagnostic and leaves the context usable, the
 * in-place legalization of repeated successors, and the data layout and
 * triple defaults. Built only with LLVM. */
#include "support/support.h"
#include "tap.h"
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

int main(void) {
  test_two_modules_one_context();
  test_failure();
  test_legalized_in_place();
  test_target();
  return done_testing();
}
