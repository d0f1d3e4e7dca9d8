/* libcmir_runtime: MLIR's runner-library functions (printI64, printF32,
 * _mlir_ciface_printMemrefF32, memrefCopy, rtclock, mlirAlignedAlloc, ...)
 * for native code, and a table of them for a JIT to resolve against. */
#ifndef CMIR_RUNTIME_LIB_H
#define CMIR_RUNTIME_LIB_H

typedef struct CmirRuntimeSymbol {
  const char *name;
  void (*address)(void);
} CmirRuntimeSymbol;

#include <stdio.h>

/* Every function the library exports, ended by {NULL, NULL}. */
extern const CmirRuntimeSymbol cmir_runtime_symbols[];

/* Makes the print functions (printI64, printMemrefF32, ...) write to f
 * instead of stdout; NULL restores stdout. For embedders that capture a
 * program's output, such as cmir-fuzz. */
void cmir_runtime_set_output(FILE *f);

#endif
