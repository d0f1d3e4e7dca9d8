/* Object files from LLVM modules and the cache of them (object.h). */
#include "target/llvm/object.h"

#include "target/llvm/jit.h"

#include <errno.h>
#include <llvm-c/Object.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <xxhash.h>

LLVMMemoryBufferRef cmir_object_compile(LLVMModuleRef mod, const char *mcpu, unsigned opt,
                                        unsigned codegen, CmirObjectKind kind, char **text,
                                        char **err, void (*optimized)(void)) {
  LLVMTargetMachineRef tm = cmir_jit_target_machine(mod, mcpu, codegen, err);
  LLVMMemoryBufferRef obj = NULL;
  int bad = !tm || cmir_jit_optimize(mod, tm, opt, err);
  if (optimized)
    optimized();
  if (!bad) {
    if (kind == CMIR_OBJECT_IR)
      *text = LLVMPrintModuleToString(mod);
    else
      obj = cmir_jit_emit(mod, tm, kind == CMIR_OBJECT_ASM, err);
  }
  if (tm)
    LLVMDisposeTargetMachine(tm);
  LLVMDisposeModule(mod);
  return obj;
}

int cmir_object_cache_key(CmirOp *module, const char *config, const char *mcpu, char out[33]) {
  CmirBcWriteOptions wo = {.strip_locations = true, .producer = "cmir-run"};
  void *bc;
  size_t len;
  if (cmir_bc_write(module, &wo, &bc, &len))
    return 1;
  bool native = !strcmp(mcpu, "native");
  char *features = native ? LLVMGetHostCPUFeatures() : NULL;
  char *cpu = native ? LLVMGetHostCPUName() : NULL;
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  char version[64];
  snprintf(version, sizeof version, "llvm %u.%u.%u cmir %s", major, minor, patch,
           CMIR_VERSION_STRING);
  const char *parts[] = {config, version, native ? cpu : mcpu, native ? features : ""};
  XXH3_state_t *st = XXH3_createState();
  XXH3_128bits_reset(st);
  XXH3_128bits_update(st, bc, len);
  for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
    XXH3_128bits_update(st, parts[i], strlen(parts[i]) + 1);
  XXH128_hash_t h = XXH3_128bits_digest(st);
  XXH3_freeState(st);
  free(bc);
  if (native) {
    LLVMDisposeMessage(features);
    LLVMDisposeMessage(cpu);
  }
  snprintf(out, 33, "%016llx%016llx", (unsigned long long)h.high64, (unsigned long long)h.low64);
  return 0;
}

LLVMMemoryBufferRef cmir_object_cache_load(const char *dir, const char *key, char **path) {
  size_t n = strlen(dir) + strlen(key) + 8;
  *path = malloc(n);
  snprintf(*path, n, "%s/%s.o", dir, key);
  size_t len;
  char *data = cmir_cache_entry_read(*path, key, (size_t)1 << 30, &len);
  if (!data)
    return NULL;
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, *path);
  free(data);
  char *msg = NULL;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMBinaryRef bin = LLVMCreateBinary(buf, llctx, &msg);
  LLVMBinaryType t = bin ? LLVMBinaryGetType(bin) : LLVMBinaryTypeIR;
  bool object = t >= LLVMBinaryTypeCOFF && t <= LLVMBinaryTypeMachO64B;
  if (bin)
    LLVMDisposeBinary(bin);
  LLVMDisposeMessage(msg);
  LLVMContextDispose(llctx);
  if (!object) {
    LLVMDisposeMemoryBuffer(buf);
    return NULL;
  }
  return buf;
}

void cmir_object_cache_store(const char *tool, const char *dir, const char *path, const char *key,
                             LLVMMemoryBufferRef obj) {
  if (mkdir(dir, 0777) && errno != EEXIST) {
    fprintf(stderr, "%s: warning: cannot create cache directory '%s': %s\n", tool, dir,
            strerror(errno));
    return;
  }
  cmir_cache_entry_write(tool, path, key, LLVMGetBufferStart(obj), LLVMGetBufferSize(obj));
}
