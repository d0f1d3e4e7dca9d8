/* Object files from LLVM modules, and a cache of them: the code generation
 * step (target machine, LLVM's `default<ON>` pipeline, object or assembly
 * emission) and the cache entries keyed by a lowered module's contents
 * (its bytecode without locations, XXH3-128), the options that change code,
 * the CPU and the LLVM version. An entry carries a checksum checked before
 * use (src/support/cache.c), so a damaged entry is compiled again.
 *
 * Built only with LLVM, into libcmir_llvm. Errors come back as a malloc'd
 * message in *err (the caller frees it). */
#ifndef CMIR_TARGET_LLVM_OBJECT_H
#define CMIR_TARGET_LLVM_OBJECT_H

#include "cmir/cmir.h"

#include <llvm-c/Core.h>

typedef enum CmirObjectKind {
  CMIR_OBJECT_FILE, /* an object file for the target */
  CMIR_OBJECT_ASM,  /* assembly text */
  CMIR_OBJECT_IR    /* the optimized LLVM IR, as text */
} CmirObjectKind;

/* Optimizes mod at level opt (0 to 3) and emits it for CPU mcpu ("native"
 * is this machine's) with code generation at level codegen. For
 * CMIR_OBJECT_FILE and CMIR_OBJECT_ASM returns the buffer; for
 * CMIR_OBJECT_IR returns NULL and sets *text (free with
 * LLVMDisposeMessage). Consumes mod. On failure NULL with *err. When
 * optimized is not NULL, it is called between optimization and emission
 * (cmir-run times the phases). */
LLVMMemoryBufferRef cmir_object_compile(LLVMModuleRef mod, const char *mcpu, unsigned opt,
                                        unsigned codegen, CmirObjectKind kind, char **text,
                                        char **err, void (*optimized)(void));

/* The cache key of module (hex, 32 digits and a NUL) for code generated with
 * the settings in config (a string naming everything else that changes the
 * code) for CPU mcpu: for "native", this machine's CPU name and features. 0,
 * or 1 if the module cannot be written as bytecode (a diagnostic is out). */
int cmir_object_cache_key(CmirOp *module, const char *config, const char *mcpu, char out[33]);

/* The object file of the entry `<dir>/<key>.o` if it is intact and holds an
 * object file LLVM reads, else NULL. *path is set to the entry's path (the
 * caller frees it). */
LLVMMemoryBufferRef cmir_object_cache_load(const char *dir, const char *key, char **path);

/* Writes obj as the entry at path (made by cmir_object_cache_load), creating
 * dir if needed and replacing whatever is there without following it;
 * failures are warnings from tool. */
void cmir_object_cache_store(const char *tool, const char *dir, const char *path, const char *key,
                             LLVMMemoryBufferRef obj);

#endif
