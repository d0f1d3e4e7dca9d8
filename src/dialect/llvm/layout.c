/* The LLVM data layout: parsing of `llvm.data_layout` strings with LLVM 19's
 * rules and error messages (DataLayout::parseSpecifier), and the size and
 * alignment queries the lowering to the LLVM dialect needs (pointer and
 * index widths, type sizes, ABI and preferred alignments). */
#include "dialect/llvm/llvm.h"

#include <stdio.h>

/* ---- defaults ---- */

void cmir_llvm_dl_default(CmirDataLayout *dl) {
  static const CmirDlAlign ints[] = {{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8}};
  static const CmirDlAlign floats[] = {{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16}};
  static const CmirDlAlign vectors[] = {{64, 8, 8}, {128, 16, 16}};
  memset(dl, 0, sizeof *dl);
  memcpy(dl->ints, ints, sizeof ints);
  dl->nints = sizeof ints / sizeof ints[0];
  memcpy(dl->floats, floats, sizeof floats);
  dl->nfloats = sizeof floats / sizeof floats[0];
  memcpy(dl->vectors, vectors, sizeof vectors);
  dl->nvectors = sizeof vectors / sizeof vectors[0];
  dl->agg_abi = 1;
  dl->agg_pref = 8;
  dl->ptrs[0] = (CmirDlPointer){0, 64, 64, 8, 8};
  dl->nptrs = 1;
}

/* ---- parsing ---- */

typedef struct Str {
  const char *s;
  size_t n;
} Str;

typedef struct DlParser {
  char *err;
  size_t errcap;
} DlParser;

static bool fail(DlParser *d, const char *msg) {
  snprintf(d->err, d->errcap, "%s", msg);
  return false;
}

static bool str_eq(Str a, const char *b) { return a.n == strlen(b) && !memcmp(a.s, b, a.n); }

/* StringRef::split: at the first sep, or (s, "") if there is none. */
static void split_at(Str s, char sep, Str *first, Str *rest) {
  const char *p = memchr(s.s, sep, s.n);
  if (!p) {
    *first = s;
    *rest = (Str){s.s + s.n, 0};
    return;
  }
  *first = (Str){s.s, (size_t)(p - s.s)};
  *rest = (Str){p + 1, s.n - (size_t)(p - s.s) - 1};
}

/* LLVM's checked split: mandatory parts on both sides of a separator. */
static bool split(DlParser *d, Str s, char sep, Str *first, Str *rest) {
  split_at(s, sep, first, rest);
  if (!rest->n && first->n != s.n)
    return fail(d, "Trailing separator in datalayout string");
  if (rest->n && !first->n)
    return fail(d, "Expected token before separator in datalayout string");
  return true;
}

/* StringRef::getAsInteger(10) into an unsigned of `bits` bits. */
static bool get_int(DlParser *d, Str s, uint64_t *out, unsigned bits) {
  uint64_t v = 0, max = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
  if (!s.n)
    return fail(d, "not a number, or does not fit in an unsigned int");
  for (size_t i = 0; i < s.n; i++) {
    if (s.s[i] < '0' || s.s[i] > '9' || v > (max - (uint64_t)(s.s[i] - '0')) / 10)
      return fail(d, "not a number, or does not fit in an unsigned int");
    v = v * 10 + (uint64_t)(s.s[i] - '0');
  }
  *out = v;
  return true;
}

static bool get_bytes(DlParser *d, Str s, uint64_t *out, unsigned bits) {
  if (!get_int(d, s, out, bits))
    return false;
  if (*out % 8)
    return fail(d, "number of bits must be a byte width multiple");
  *out /= 8;
  return true;
}

static bool pow2(uint64_t v) { return v && !(v & (v - 1)); }

static bool get_addrspace(DlParser *d, Str s, uint32_t *as) {
  uint64_t v;
  if (!get_int(d, s, &v, 32))
    return false;
  if (v >= (1u << 24))
    return fail(d, "Invalid address space, must be a 24-bit integer");
  *as = (uint32_t)v;
  return true;
}

/* Inserts or updates the entry for `bits`, keeping the table sorted. */
static bool set_align(DlParser *d, CmirDlAlign *tab, uint32_t *n, uint32_t cap, uint64_t bits,
                      uint64_t abi, uint64_t pref) {
  if (bits >= (1u << 24))
    return fail(d, "Invalid bit width, must be a 24-bit integer");
  if (pref < abi)
    return fail(d, "Preferred alignment cannot be less than the ABI alignment");
  uint32_t i = 0;
  while (i < *n && tab[i].bits < bits)
    i++;
  if (i < *n && tab[i].bits == bits) {
    tab[i].abi = (uint16_t)abi;
    tab[i].pref = (uint16_t)pref;
    return true;
  }
  if (*n == cap)
    return fail(d, "too many alignment specifications in datalayout string");
  memmove(tab + i + 1, tab + i, sizeof *tab * (*n - i));
  tab[i] = (CmirDlAlign){(uint32_t)bits, (uint16_t)abi, (uint16_t)pref};
  (*n)++;
  return true;
}

static bool set_pointer(DlParser *d, CmirDataLayout *dl, uint32_t as, uint64_t abi, uint64_t pref,
                        uint64_t size, uint64_t idx) {
  if (pref < abi)
    return fail(d, "Preferred alignment cannot be less than the ABI alignment");
  if (idx > size)
    return fail(d, "Index width cannot be larger than pointer width");
  uint32_t i = 0;
  while (i < dl->nptrs && dl->ptrs[i].addrspace < as)
    i++;
  if (i == dl->nptrs || dl->ptrs[i].addrspace != as) {
    if (dl->nptrs == sizeof dl->ptrs / sizeof dl->ptrs[0])
      return fail(d, "too many pointer specifications in datalayout string");
    memmove(dl->ptrs + i + 1, dl->ptrs + i, sizeof dl->ptrs[0] * (dl->nptrs - i));
    dl->nptrs++;
  }
  dl->ptrs[i] = (CmirDlPointer){as, (uint32_t)size, (uint32_t)idx, (uint16_t)abi, (uint16_t)pref};
  return true;
}

static bool parse_pointer(DlParser *d, CmirDataLayout *dl, Str tok, Str rest) {
  uint64_t as = 0, size, abi, pref, idx;
  if (tok.n && !get_int(d, tok, &as, 32))
    return false;
  if (as >= (1u << 24))
    return fail(d, "Invalid address space, must be a 24-bit integer");
  if (!rest.n)
    return fail(d, "Missing size specification for pointer in datalayout string");
  if (!split(d, rest, ':', &tok, &rest) || !get_int(d, tok, &size, 32))
    return false;
  if (!size)
    return fail(d, "Invalid pointer size of 0 bytes");
  if (!rest.n)
    return fail(d, "Missing alignment specification for pointer in datalayout string");
  if (!split(d, rest, ':', &tok, &rest) || !get_bytes(d, tok, &abi, 32))
    return false;
  if (!pow2(abi))
    return fail(d, "Pointer ABI alignment must be a power of 2");
  idx = size;
  pref = abi;
  if (rest.n) {
    if (!split(d, rest, ':', &tok, &rest) || !get_bytes(d, tok, &pref, 32))
      return false;
    if (!pow2(pref))
      return fail(d, "Pointer preferred alignment must be a power of 2");
    if (rest.n) {
      if (!split(d, rest, ':', &tok, &rest) || !get_int(d, tok, &idx, 32))
        return false;
      if (!idx)
        return fail(d, "Invalid index size of 0 bytes");
    }
  }
  return set_pointer(d, dl, (uint32_t)as, abi, pref, size, idx);
}

static bool parse_align(DlParser *d, CmirDataLayout *dl, char spec, Str tok, Str rest) {
  uint64_t size = 0, abi, pref;
  if (tok.n && !get_int(d, tok, &size, 32))
    return false;
  if (spec == 'a' && size)
    return fail(d, "Sized aggregate specification in datalayout string");
  if (!rest.n)
    return fail(d, "Missing alignment specification in datalayout string");
  if (!split(d, rest, ':', &tok, &rest) || !get_bytes(d, tok, &abi, 32))
    return false;
  if (spec != 'a' && !abi)
    return fail(d, "ABI alignment specification must be >0 for non-aggregate types");
  if (abi >= (1u << 16))
    return fail(d, "Invalid ABI alignment, must be a 16bit integer");
  if (abi && !pow2(abi))
    return fail(d, "Invalid ABI alignment, must be a power of 2");
  if (spec == 'i' && size == 8 && abi != 1)
    return fail(d, "Invalid ABI alignment, i8 must be naturally aligned");
  pref = abi;
  if (rest.n && (!split(d, rest, ':', &tok, &rest) || !get_bytes(d, tok, &pref, 32)))
    return false;
  if (pref >= (1u << 16))
    return fail(d, "Invalid preferred alignment, must be a 16bit integer");
  if (pref && !pow2(pref))
    return fail(d, "Invalid preferred alignment, must be a power of 2");
  /* assumeAligned: 0 means 1. */
  if (!abi)
    abi = 1;
  if (!pref)
    pref = 1;
  switch (spec) {
  case 'a':
    if (size >= (1u << 24))
      return fail(d, "Invalid bit width, must be a 24-bit integer");
    if (pref < abi)
      return fail(d, "Preferred alignment cannot be less than the ABI alignment");
    dl->agg_abi = (uint16_t)abi;
    dl->agg_pref = (uint16_t)pref;
    return true;
  case 'i':
    return set_align(d, dl->ints, &dl->nints, 16, size, abi, pref);
  case 'f':
    return set_align(d, dl->floats, &dl->nfloats, 16, size, abi, pref);
  default:
    return set_align(d, dl->vectors, &dl->nvectors, 16, size, abi, pref);
  }
}

static bool parse_spec(DlParser *d, CmirDataLayout *dl, Str desc) {
  while (desc.n) {
    Str item, tok, rest;
    if (!split(d, desc, '-', &item, &desc) || !split(d, item, ':', &tok, &rest))
      return false;
    if (str_eq(tok, "ni")) {
      do {
        Str as;
        uint64_t v;
        if (!split(d, rest, ':', &as, &rest) || !get_int(d, as, &v, 32))
          return false;
        if (!v)
          return fail(d, "Address space 0 can never be non-integral");
      } while (rest.n);
      continue;
    }
    char spec = tok.s[0];
    tok.s++;
    tok.n--;
    uint64_t v;
    switch (spec) {
    case 's':
      break;
    case 'E':
      dl->big_endian = true;
      break;
    case 'e':
      dl->big_endian = false;
      break;
    case 'p':
      if (!parse_pointer(d, dl, tok, rest))
        return false;
      break;
    case 'i':
    case 'v':
    case 'f':
    case 'a':
      if (!parse_align(d, dl, spec, tok, rest))
        return false;
      break;
    case 'n':
      for (;;) {
        if (!get_int(d, tok, &v, 32))
          return false;
        if (!v)
          return fail(d, "Zero width native integer type in datalayout string");
        if (dl->nnative < sizeof dl->native / sizeof dl->native[0])
          dl->native[dl->nnative++] = (uint32_t)v;
        if (!rest.n)
          break;
        if (!split(d, rest, ':', &tok, &rest))
          return false;
      }
      break;
    case 'S':
      if (!get_bytes(d, tok, &v, 64))
        return false;
      if (v && !pow2(v))
        return fail(d, "Alignment is neither 0 nor a power of 2");
      dl->stack_align = (uint32_t)v;
      break;
    case 'F':
      if (!tok.n || (tok.s[0] != 'i' && tok.s[0] != 'n'))
        return fail(d, "Unknown function pointer alignment type in datalayout string");
      tok.s++;
      tok.n--;
      if (!get_bytes(d, tok, &v, 64))
        return false;
      if (v && !pow2(v))
        return fail(d, "Alignment is neither 0 nor a power of 2");
      break;
    case 'P':
      if (!get_addrspace(d, tok, &dl->program_addrspace))
        return false;
      break;
    case 'A':
      if (!get_addrspace(d, tok, &dl->alloca_addrspace))
        return false;
      break;
    case 'G':
      if (!get_addrspace(d, tok, &dl->globals_addrspace))
        return false;
      break;
    case 'm':
      if (tok.n)
        return fail(d, "Unexpected trailing characters after mangling specifier in datalayout "
                       "string");
      if (!rest.n)
        return fail(d, "Expected mangling specifier in datalayout string");
      if (rest.n > 1)
        return fail(d, "Unknown mangling specifier in datalayout string");
      if (!strchr("elomwxa", rest.s[0]))
        return fail(d, "Unknown mangling in datalayout string");
      dl->mangling = rest.s[0];
      break;
    default:
      return fail(d, "Unknown specifier in datalayout string");
    }
  }
  return true;
}

bool cmir_llvm_dl_parse(const char *s, size_t n, CmirDataLayout *dl, char *err, size_t errcap) {
  cmir_llvm_dl_default(dl);
  DlParser d = {err, errcap};
  return parse_spec(&d, dl, (Str){s, n});
}

void cmir_llvm_dl_of(CmirOp *op, CmirDataLayout *dl) {
  for (; op; op = cmir_op_parent(op)) {
    const CmirAttr *a = cmir_op_get_attr(op, "llvm.data_layout");
    char err[160];
    if (a && a->kind == CMIR_ATTR_STRING &&
        cmir_llvm_dl_parse(a->str.s, a->str.len, dl, err, sizeof err))
      return;
  }
  cmir_llvm_dl_default(dl);
}

/* ---- queries ---- */

static const CmirDlPointer *pointer(const CmirDataLayout *dl, uint32_t as) {
  for (uint32_t i = 0; i < dl->nptrs; i++)
    if (dl->ptrs[i].addrspace == as)
      return &dl->ptrs[i];
  return &dl->ptrs[0];
}

uint32_t cmir_llvm_dl_pointer_bits(const CmirDataLayout *dl, uint32_t addrspace) {
  return pointer(dl, addrspace)->size_bits;
}

uint32_t cmir_llvm_dl_index_bits(const CmirDataLayout *dl, uint32_t addrspace) {
  return pointer(dl, addrspace)->index_bits;
}

/* Sizes saturate at UINT64_MAX (a type too large for any memory, such as
 * !llvm.array<4611686018427387904 x i64>): an allocation of it fails
 * instead of getting a wrapped size. */
static uint64_t sat_mul(uint64_t a, uint64_t b) {
  uint64_t r;
  return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
}
static uint64_t sat_add(uint64_t a, uint64_t b) {
  uint64_t r;
  return __builtin_add_overflow(a, b, &r) ? UINT64_MAX : r;
}

static uint64_t align_to(uint64_t v, uint64_t a) {
  if (!a || v == UINT64_MAX)
    return v;
  return sat_mul(v / a + (v % a != 0), a);
}

static uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v)
    p <<= 1;
  return p;
}

static uint64_t store_size(const CmirDataLayout *dl, const CmirType *t) {
  uint64_t bits = cmir_llvm_dl_type_bits(dl, t);
  return bits == UINT64_MAX ? bits : bits / 8 + (bits % 8 != 0);
}

static uint32_t type_align(const CmirDataLayout *dl, const CmirType *t, bool abi);

/* Struct layout: size in bytes and alignment (LLVM's StructLayout). */
static uint64_t struct_size(const CmirDataLayout *dl, const CmirType *t, uint32_t *align) {
  bool packed = t->flags & CMIR_LLVM_STRUCT_PACKED;
  uint64_t off = 0;
  uint32_t max_align = 1;
  for (uint32_t i = 0; i < t->st.n; i++) {
    const CmirType *e = t->st.types[i];
    uint32_t a = packed ? 1 : type_align(dl, e, true);
    if (a > max_align)
      max_align = a;
    off = sat_add(align_to(off, a), cmir_llvm_dl_alloc_size(dl, e));
  }
  *align = max_align;
  return align_to(off, max_align);
}

static uint32_t table_align(const CmirDlAlign *tab, uint32_t n, uint64_t bits, bool abi,
                            bool nearest_larger, uint64_t fallback) {
  uint32_t i = 0;
  while (i < n && tab[i].bits < bits)
    i++;
  if (i < n && tab[i].bits == bits)
    return abi ? tab[i].abi : tab[i].pref;
  if (nearest_larger && n) {
    if (i == n)
      i--;
    return abi ? tab[i].abi : tab[i].pref;
  }
  return (uint32_t)pow2_ceil(fallback ? fallback : 1);
}

static uint32_t type_align(const CmirDataLayout *dl, const CmirType *t, bool abi) {
  switch ((CmirTypeKind)t->kind) {
  case CMIR_TYPE_INTEGER:
    return table_align(dl->ints, dl->nints, t->integer.width, abi, true, 0);
  case CMIR_TYPE_FLOAT:
  case CMIR_TYPE_LLVM_PPCFP128:
    return table_align(dl->floats, dl->nfloats, cmir_llvm_dl_type_bits(dl, t), abi, false,
                       store_size(dl, t));
  case CMIR_TYPE_LLVM_X86MMX:
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_LLVM_VEC:
    return table_align(dl->vectors, dl->nvectors, cmir_llvm_dl_type_bits(dl, t), abi, false,
                       store_size(dl, t));
  case CMIR_TYPE_LLVM_PTR: {
    const CmirDlPointer *p = pointer(dl, t->ptr.addrspace);
    return abi ? p->abi : p->pref;
  }
  case CMIR_TYPE_LLVM_ARRAY:
    return type_align(dl, t->arr.elem, abi);
  case CMIR_TYPE_LLVM_STRUCT: {
    if ((t->flags & CMIR_LLVM_STRUCT_PACKED) && abi)
      return 1;
    uint32_t a;
    struct_size(dl, t, &a);
    uint32_t s = abi ? dl->agg_abi : dl->agg_pref;
    return s > a ? s : a;
  }
  default:
    return 1;
  }
}

uint64_t cmir_llvm_dl_type_bits(const CmirDataLayout *dl, const CmirType *t) {
  switch ((CmirTypeKind)t->kind) {
  case CMIR_TYPE_INTEGER:
    return t->integer.width;
  case CMIR_TYPE_FLOAT:
    return cmir_type_bitwidth(t);
  case CMIR_TYPE_LLVM_PPCFP128:
    return 128;
  case CMIR_TYPE_LLVM_X86MMX:
    return 64;
  case CMIR_TYPE_LLVM_PTR:
    return pointer(dl, t->ptr.addrspace)->size_bits;
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_LLVM_VEC:
    return sat_mul(t->kind == CMIR_TYPE_LLVM_VEC ? t->lvec.n : (uint64_t)t->shaped.shape[0],
                   cmir_llvm_dl_type_bits(dl, cmir_llvm_vector_elem(t)));
  case CMIR_TYPE_LLVM_ARRAY:
    return sat_mul(sat_mul(t->arr.n, cmir_llvm_dl_alloc_size(dl, t->arr.elem)), 8);
  case CMIR_TYPE_LLVM_STRUCT: {
    if (t->flags & CMIR_LLVM_STRUCT_OPAQUE)
      return 0;
    uint32_t a;
    return sat_mul(struct_size(dl, t, &a), 8);
  }
  default:
    return 0;
  }
}

uint64_t cmir_llvm_dl_alloc_size(const CmirDataLayout *dl, const CmirType *t) {
  return align_to(store_size(dl, t), type_align(dl, t, true));
}

uint32_t cmir_llvm_dl_abi_align(const CmirDataLayout *dl, const CmirType *t) {
  return type_align(dl, t, true);
}

uint32_t cmir_llvm_dl_pref_align(const CmirDataLayout *dl, const CmirType *t) {
  return type_align(dl, t, false);
}
