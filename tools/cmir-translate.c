/* cmir-translate: translate MLIR to other forms, like mlir-translate. Only
 * --mlir-to-llvmir exists: a module in the LLVM dialect to LLVM IR text
 * (src/target/llvm/translate.c). Built without LLVM, the program only says
 * so and fails. */
#include "cmir/cmir.h"
#include "support/support.h"

#ifdef CMIR_HAVE_LLVM
#include "target/llvm/translate.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: cmir-translate --mlir-to-llvmir [options] [input-file|-]\n"
    "\n"
    "Translates a module in the LLVM dialect (text or cmir bytecode) into LLVM IR\n"
    "text, like mlir-translate --mlir-to-llvmir.\n"
    "\n"
    "options:\n"
    "  --mlir-to-llvmir  translate the LLVM dialect to LLVM IR (required)\n"
    "  -o FILE           write output to FILE (atomically; '-' is stdout)\n"
    "  --split-input-file  translate each chunk between '// -----' lines on its\n"
    "                    own; the outputs are joined by empty lines\n"
    "  --output-split-marker=S  join the chunks' outputs by S lines instead\n"
    "  --verify-diagnostics  check '// expected-error {{...}}' annotations against\n"
    "                    the diagnostics of parsing, verifying and translating\n"
    "  --help            print this help\n"
    "  --version         print the version\n"
    "\n"
    "Exit status: 0 on success, 1 on bad input or usage errors.\n";

#ifdef CMIR_HAVE_LLVM
/* Parses, verifies and translates one module; appends its LLVM IR to out.
 * verify_diags: the verifier's errors come without the op they are about
 * (as mlir-translate -verify-diagnostics has them). */
static int translate_chunk(CmirContext *ctx, const char *fname, const char *buf, size_t len,
                           uint32_t line_offset, bool verify_diags, CmirStrBuf *out) {
  CmirOp *module;
  if (verify_diags && !cmir_bc_is_bytecode(buf, len)) {
    CmirParseOptions po = {.filename = fname, .line_offset = line_offset};
    module = cmir_parse_source(ctx, buf, len, &po);
    if (module && cmir_verify_ex(module, false)) {
      cmir_op_destroy(module);
      module = NULL;
    }
  } else {
    module = cmir_tool_load(ctx, fname, buf, len, line_offset);
  }
  int rc = 1;
  if (module) {
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef mod = cmir_llvm_translate(module, llctx);
    if (mod) {
      char *text = LLVMPrintModuleToString(mod);
      cmir_sb_puts(out, text);
      LLVMDisposeMessage(text);
      LLVMDisposeModule(mod);
      rc = 0;
    }
    LLVMContextDispose(llctx);
  }
  if (module)
    cmir_op_destroy(module);
  return rc;
}
#endif

int main(int argc, char **argv) {
  cmir_tool_tune_heap();
  const char *input = NULL, *output = NULL, *marker = "";
  bool to_llvmir = false, split = false, verify_diags = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] == '-' && a[1] == '-')
      a++; /* -flag and --flag alike, as LLVM tools accept */
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      return 0;
    } else if (!strcmp(a, "-version")) {
#ifdef CMIR_HAVE_LLVM
      unsigned maj, min, pat;
      LLVMGetVersion(&maj, &min, &pat);
      printf("cmir-translate %s (LLVM %u.%u.%u)\n", CMIR_VERSION_STRING, maj, min, pat);
#else
      printf("cmir-translate %s (built without LLVM)\n", CMIR_VERSION_STRING);
#endif
      return 0;
    } else if (!strcmp(a, "-mlir-to-llvmir")) {
      to_llvmir = true;
    } else if (!strcmp(a, "-split-input-file")) {
      split = true;
    } else if (!strcmp(a, "-verify-diagnostics")) {
      verify_diags = true;
    } else if ((v = cmir_tool_flag_value(a, "-output-split-marker", &i, argc, argv))) {
      marker = v;
    } else if (!strcmp(a, "-o") || !strncmp(a, "-o=", 3)) {
      if (!(v = cmir_tool_flag_value(a, "-o", &i, argc, argv)))
        return cmir_tool_fail("cmir-translate", "missing argument to -o");
      output = v;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "cmir-translate: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    } else {
      if (input)
        return cmir_tool_fail("cmir-translate", "more than one input file given");
      input = argv[i];
    }
  }
  if (!to_llvmir)
    return cmir_tool_fail("cmir-translate", "no translation chosen; use --mlir-to-llvmir");
#ifndef CMIR_HAVE_LLVM
  (void)output;
  (void)split;
  (void)marker;
  (void)verify_diags;
  return cmir_tool_fail("cmir-translate",
                        "the LLVM back end is not built (cmir was configured without LLVM 19)");
#else
  if (!input)
    input = "-";
  size_t len;
  char *buf = cmir_tool_read_input("cmir-translate", input, &len);
  if (!buf)
    return 1;
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  const char *fname = strcmp(input, "-") ? input : "<stdin>";
  const CmirIdent *file = cmir_ident(ctx, fname);
  cmir_context_add_source(ctx, file, buf, len);
  CmirDiagCollector dc;
  if (verify_diags)
    cmir_diag_collector_install(&dc, ctx);
  CmirStrBuf out;
  cmir_sb_init(&out);
  int rc = 0;
  CmirChunk *chunks;
  size_t nchunks = cmir_tool_split(buf, len, split && !cmir_bc_is_bytecode(buf, len), &chunks);
  for (size_t i = 0; i < nchunks; i++) {
    if (i) {
      cmir_sb_puts(&out, marker);
      cmir_sb_putc(&out, '\n');
    }
    if (translate_chunk(ctx, fname, chunks[i].start, chunks[i].len, chunks[i].line_offset,
                        verify_diags, &out))
      rc = 1;
  }
  free(chunks);
  if (verify_diags) {
    /* what counts is whether the diagnostics were the expected ones */
    rc = cmir_diag_collector_check(&dc, ctx, file, buf, len) ? 1 : 0;
    cmir_diag_collector_free(&dc);
  }
  if (!rc)
    rc = cmir_tool_write_output("cmir-translate", output, out.data, out.len);
  cmir_sb_free(&out);
  cmir_context_destroy(ctx);
  free(buf);
  return rc;
#endif
}
