/* Unit tests of the LLVM data layout API (src/dialect/llvm/layout.c): LLVM
 * 19's defaults, parsing of x86-64 and 32-bit layout strings, LLVM's error
 * messages, and the sizes and alignments the lowering to the LLVM dialect
 * asks for (pointer and index widths, structs with padding, arrays,
 * vectors, x87 floats). */
#include "dialect/llvm/llvm.h"
#include "tap.h"

#include <stdlib.h>

static const CmirType *ty(CmirContext *ctx, const char *s) {
  const CmirType *t = cmir_parse_type_str(ctx, s);
  if (!t)
    bail_out("type %s does not parse", s);
  return t;
}

static void check_error(const char *layout, const char *want) {
  CmirDataLayout dl;
  char err[160] = "";
  bool okay = cmir_llvm_dl_parse(layout, strlen(layout), &dl, err, sizeof err);
  ok(!okay, "'%s' is rejected", layout);
  is_str(err, want, "'%s' gives LLVM's message", layout);
}

static void test_defaults(CmirContext *ctx) {
  CmirDataLayout dl;
  cmir_llvm_dl_default(&dl);
  is_int(cmir_llvm_dl_pointer_bits(&dl, 0), 64, "default pointers are 64-bit");
  is_int(cmir_llvm_dl_index_bits(&dl, 0), 64, "default index width is 64 bits");
  is_int(cmir_llvm_dl_pointer_bits(&dl, 3), 64, "other address spaces use space 0's entry");
  /* LLVM's default table gives i64 an ABI alignment of 4 (i64:32:64). */
  is_int(cmir_llvm_dl_abi_align(&dl, ty(ctx, "i64")), 4, "default i64 ABI alignment is 4");
  is_int(cmir_llvm_dl_pref_align(&dl, ty(ctx, "i64")), 8, "default i64 preferred alignment is 8");
  is_int(cmir_llvm_dl_alloc_size(&dl, ty(ctx, "!llvm.struct<(i8, i64)>")), 12,
         "default {i8, i64} is 12 bytes");
  is_int(cmir_llvm_dl_abi_align(&dl, ty(ctx, "i128")), 4,
         "integers wider than every entry take the largest entry's alignment");
  is_int(cmir_llvm_dl_abi_align(&dl, ty(ctx, "i24")), 4,
         "integers between entries take the next larger entry's alignment");
}

static void test_x86_64(CmirContext *ctx) {
  static const char *const s =
      "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
  CmirDataLayout dl;
  char err[160];
  ok(cmir_llvm_dl_parse(s, strlen(s), &dl, err, sizeof err), "the x86-64 layout parses");
  ok(!dl.big_endian && dl.mangling == 'e' && dl.stack_align == 16, "endianness, mangling, stack");
  is_int(cmir_llvm_dl_pointer_bits(&dl, 270), 32, "p270 pointers are 32-bit");
  is_int(cmir_llvm_dl_index_bits(&dl, 270), 32, "p270 indices are 32-bit");
  is_int(cmir_llvm_dl_pointer_bits(&dl, 0), 64, "p0 keeps the default");
  is_int(cmir_llvm_dl_abi_align(&dl, ty(ctx, "i64")), 8, "i64:64 sets the ABI alignment");
  is_int(cmir_llvm_dl_alloc_size(&dl, ty(ctx, "!llvm.struct<(i8, i64)>")), 16,
         "{i8, i64} is padded to 16 bytes");
  is_int(cmir_llvm_dl_alloc_size(&dl, ty(ctx, "!llvm.struct<packed (i8, i64)>")), 9,
         "a packed struct has no padding");
  is_int(cmir_llvm_dl_pref_align(&dl, ty(ctx, "!llvm.struct<(i8)>")), 8,
         "structs are preferably 8-byte aligned (a:0:64)");
  is_int(cmir_llvm_dl_type_bits(&dl, ty(ctx, "f80")), 80, "f80 has 80 bits");
  is_int(cmir_llvm_dl_alloc_size(&dl, ty(ctx, "f80")), 16, "f80:128 allocates 16 bytes");
  is_int(cmir_llvm_dl_alloc_size(&dl, ty(ctx, "!llvm.array<3 x i16>")), 6, "[3 x i16] is 6 bytes");
  is_int(cmir_llvm_dl_abi_align(&dl, ty(ctx, "vector<4xf32>")), 16, "v4f32 is 16-byte aligned");
  is_int(cmir_llvm_dl_abi_align(&dl, ty(ctx, "vector<3xf32>")), 16,
         "vectors without an entry are aligned to their power-of-two store size");
  is_int(
      cmir_llvm_dl_alloc_size(&dl, ty(ctx, "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x "
                                           "i64>)>")),
      56, "a rank-2 memref descriptor is 56 bytes");
  is_int(cmir_llvm_dl_type_bits(&dl, ty(ctx, "!llvm.func<void ()>")), 0, "functions have no size");
}

static void test_32bit(CmirContext *ctx) {
  static const char *const s = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64";
  CmirDataLayout dl;
  char err[160];
  ok(cmir_llvm_dl_parse(s, strlen(s), &dl, err, sizeof err), "an ARM layout parses");
  is_int(cmir_llvm_dl_pointer_bits(&dl, 0), 32, "p:32:32 gives 32-bit pointers");
  is_int(cmir_llvm_dl_index_bits(&dl, 0), 32, "the index width defaults to the pointer width");
  is_int(cmir_llvm_dl_alloc_size(&dl, ty(ctx, "!llvm.struct<(ptr, i32)>")), 8, "{ptr, i32}");
  is_int(cmir_llvm_dl_abi_align(&dl, ty(ctx, "vector<4xi32>")), 8, "v128:64:128");
  static const char *const t = "E-p:64:64:64:32";
  ok(cmir_llvm_dl_parse(t, strlen(t), &dl, err, sizeof err) && dl.big_endian,
     "big-endian with an index width");
  is_int(cmir_llvm_dl_index_bits(&dl, 0), 32, "the fourth pointer field is the index width");
}

static void test_errors(void) {
  check_error("x", "Unknown specifier in datalayout string");
  check_error("p:32", "Missing alignment specification for pointer in datalayout string");
  check_error("e-i64:65", "number of bits must be a byte width multiple");
  check_error("e-p:0:32", "Invalid pointer size of 0 bytes");
  check_error("i", "Missing alignment specification in datalayout string");
  check_error("e-", "Trailing separator in datalayout string");
  check_error("e-m:q", "Unknown mangling in datalayout string");
  check_error("e-i64:64:32", "Preferred alignment cannot be less than the ABI alignment");
  check_error("e-p1:32:32:32:48", "Index width cannot be larger than pointer width");
  check_error("p16777216:64:64", "Invalid address space, must be a 24-bit integer");
  check_error("i8:16", "Invalid ABI alignment, i8 must be naturally aligned");
  check_error("a1:64", "Sized aggregate specification in datalayout string");
  check_error("n8:0", "Zero width native integer type in datalayout string");
  check_error("pz:64:64", "not a number, or does not fit in an unsigned int");
}

int main(void) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  test_defaults(ctx);
  test_x86_64(ctx);
  test_32bit(ctx);
  test_errors();
  cmir_context_destroy(ctx);
  return done_testing();
}
