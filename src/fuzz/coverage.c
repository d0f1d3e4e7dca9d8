/* cmir-fuzz --coverage (coverage.h): counts the ops, value types and
 * conversion patterns the generated programs and their lowering reach, and
 * prints them beside the lists of what exists: the op registry, the type
 * classes of type_classes[], the patterns the pipeline's conversions
 * offered. */
#include "fuzz/coverage.h"
#include "fuzz/legs.h"
#include "ir/ir_internal.h"
#include "transforms/conversion.h"

#include <stdlib.h>
#include <string.h>

/* One thing counted: in the programs (gen) and in the passes' outputs, or
 * for a pattern the times it rewrote an op (low). */
typedef struct CovCount {
  const char *name; /* the key in the table's map */
  uint64_t gen, low;
} CovCount;

/* Counts by name, in first-seen order. */
typedef struct CovTab {
  CmirStrMap idx; /* name -> 1 + index in v */
  CMIR_VEC(CovCount) v;
} CovTab;

static uint32_t tab_index(CovTab *t, const char *name, size_t len) {
  void *p = cmir_strmap_get(&t->idx, name, len);
  if (p)
    return (uint32_t)(uintptr_t)p - 1;
  cmir_strmap_put(&t->idx, name, len, (void *)(uintptr_t)(t->v.len + 1));
  CovCount c = {cmir_strmap_entry(&t->idx, name, len)->key, 0, 0};
  cmir_vec_push(&t->v, c);
  return t->v.len - 1;
}

static void tab_init(CovTab *t) {
  cmir_strmap_init(&t->idx);
  memset(&t->v, 0, sizeof t->v);
}

static void tab_free(CovTab *t) {
  cmir_strmap_free(&t->idx);
  cmir_vec_free(&t->v);
}

/* ---- type classes ---- */

enum {
  TC_I1,
  TC_I8,
  TC_I16,
  TC_I32,
  TC_I64,
  TC_I128,
  TC_IODD,
  TC_ISIGNED,
  TC_INDEX,
  TC_BF16,
  TC_F16,
  TC_TF32,
  TC_F32,
  TC_F64,
  TC_F80,
  TC_F128,
  TC_COMPLEX,
  TC_VECTOR,
  TC_TENSOR,
  TC_UTENSOR,
  TC_MEMREF0,
  TC_MEMREF1,
  TC_MEMREF2,
  TC_MEMREF3,
  TC_MEMREF4,
  TC_MEMREF5,
  TC_MEMREF_DYN,
  TC_MEMREF_LAYOUT,
  TC_UMEMREF,
  TC_FUNCTION,
  TC_TUPLE,
  TC_NONE,
  TC_OPAQUE,
  TC_LLVM_PTR,
  TC_LLVM_STRUCT,
  TC_LLVM_ARRAY,
  TC_LLVM_FUNC,
  TC_LLVM_VEC,
  TC_LLVM_OTHER,
  TC_COUNT
};

static const char *const type_classes[TC_COUNT] = {
    [TC_I1] = "i1",
    [TC_I8] = "i8",
    [TC_I16] = "i16",
    [TC_I32] = "i32",
    [TC_I64] = "i64",
    [TC_I128] = "i128",
    [TC_IODD] = "iN, other widths",
    [TC_ISIGNED] = "siN / uiN",
    [TC_INDEX] = "index",
    [TC_BF16] = "bf16",
    [TC_F16] = "f16",
    [TC_TF32] = "tf32",
    [TC_F32] = "f32",
    [TC_F64] = "f64",
    [TC_F80] = "f80",
    [TC_F128] = "f128",
    [TC_COMPLEX] = "complex",
    [TC_VECTOR] = "vector",
    [TC_TENSOR] = "tensor",
    [TC_UTENSOR] = "tensor<*>",
    [TC_MEMREF0] = "memref, rank 0",
    [TC_MEMREF1] = "memref, rank 1",
    [TC_MEMREF2] = "memref, rank 2",
    [TC_MEMREF3] = "memref, rank 3",
    [TC_MEMREF4] = "memref, rank 4",
    [TC_MEMREF5] = "memref, rank > 4",
    [TC_MEMREF_DYN] = "memref, dynamic sizes",
    [TC_MEMREF_LAYOUT] = "memref, strided layout",
    [TC_UMEMREF] = "memref<*>",
    [TC_FUNCTION] = "function",
    [TC_TUPLE] = "tuple",
    [TC_NONE] = "none",
    [TC_OPAQUE] = "opaque (unregistered dialect)",
    [TC_LLVM_PTR] = "!llvm.ptr",
    [TC_LLVM_STRUCT] = "!llvm.struct",
    [TC_LLVM_ARRAY] = "!llvm.array",
    [TC_LLVM_FUNC] = "!llvm.func",
    [TC_LLVM_VEC] = "!llvm.vec",
    [TC_LLVM_OTHER] = "other LLVM types (void, token, ...)",
};

/* Adds 1 to the classes of t (and of the types inside it) in counts. */
static void count_type(const CmirType *t, uint64_t *counts, int depth) {
  if (!t || depth > 8)
    return;
  switch ((CmirTypeKind)t->kind) {
  case CMIR_TYPE_INTEGER: {
    uint32_t w = t->integer.width;
    if (t->integer.sign != CMIR_SIGNLESS)
      counts[TC_ISIGNED]++;
    else
      counts[w == 1     ? TC_I1
             : w == 8   ? TC_I8
             : w == 16  ? TC_I16
             : w == 32  ? TC_I32
             : w == 64  ? TC_I64
             : w == 128 ? TC_I128
                        : TC_IODD]++;
    return;
  }
  case CMIR_TYPE_INDEX:
    counts[TC_INDEX]++;
    return;
  case CMIR_TYPE_FLOAT: {
    static const int fc[] = {
        [CMIR_F_BF16] = TC_BF16, [CMIR_F_F16] = TC_F16, [CMIR_F_TF32] = TC_TF32,
        [CMIR_F_F32] = TC_F32,   [CMIR_F_F64] = TC_F64, [CMIR_F_F80] = TC_F80,
        [CMIR_F_F128] = TC_F128};
    if (t->flt.fk < sizeof fc / sizeof fc[0])
      counts[fc[t->flt.fk]]++;
    return;
  }
  case CMIR_TYPE_NONE:
    counts[TC_NONE]++;
    return;
  case CMIR_TYPE_COMPLEX:
    counts[TC_COMPLEX]++;
    count_type(t->complex.elem, counts, depth + 1);
    return;
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_TENSOR:
  case CMIR_TYPE_UNRANKED_TENSOR:
  case CMIR_TYPE_UNRANKED_MEMREF:
    counts[t->kind == CMIR_TYPE_VECTOR            ? TC_VECTOR
           : t->kind == CMIR_TYPE_TENSOR          ? TC_TENSOR
           : t->kind == CMIR_TYPE_UNRANKED_TENSOR ? TC_UTENSOR
                                                  : TC_UMEMREF]++;
    count_type(t->shaped.elem, counts, depth + 1);
    return;
  case CMIR_TYPE_MEMREF: {
    uint32_t r = t->shaped.rank;
    counts[r > 4 ? TC_MEMREF5 : TC_MEMREF0 + (int)r]++;
    for (uint32_t i = 0; i < r; i++)
      if (t->shaped.shape[i] == CMIR_DYNAMIC) {
        counts[TC_MEMREF_DYN]++;
        break;
      }
    if (t->shaped.layout)
      counts[TC_MEMREF_LAYOUT]++;
    count_type(t->shaped.elem, counts, depth + 1);
    return;
  }
  case CMIR_TYPE_FUNCTION:
    counts[TC_FUNCTION]++;
    for (uint32_t i = 0; i < t->fn.nin + t->fn.nres; i++)
      count_type(t->fn.types[i], counts, depth + 1);
    return;
  case CMIR_TYPE_TUPLE:
    counts[TC_TUPLE]++;
    for (uint32_t i = 0; i < t->tuple.n; i++)
      count_type(t->tuple.types[i], counts, depth + 1);
    return;
  case CMIR_TYPE_OPAQUE:
    counts[TC_OPAQUE]++;
    return;
  case CMIR_TYPE_LLVM_PTR:
    counts[TC_LLVM_PTR]++;
    return;
  case CMIR_TYPE_LLVM_STRUCT:
    counts[TC_LLVM_STRUCT]++;
    return;
  case CMIR_TYPE_LLVM_ARRAY:
    counts[TC_LLVM_ARRAY]++;
    return;
  case CMIR_TYPE_LLVM_FUNC:
    counts[TC_LLVM_FUNC]++;
    return;
  case CMIR_TYPE_LLVM_VEC:
    counts[TC_LLVM_VEC]++;
    return;
  default:
    counts[TC_LLVM_OTHER]++;
    return;
  }
}

/* ---- the walk ---- */

typedef struct Cov {
  CovTab ops, pats;
  uint64_t types_gen[TC_COUNT], types_low[TC_COUNT];
  /* the walk in progress: into gen or low */
  bool lowered;
  /* the pass running and the conversion's patterns (1 + index in pats) */
  const char *pass;
  const CmirPattern *cur;
  size_t ncur;
  uint32_t *cur_idx;
  uint64_t pass_programs[16], pass_ops[16];
} Cov;

static bool count_op(CmirOp *op, void *user) {
  Cov *c = user;
  const char *n = cmir_op_name(op);
  uint32_t i = tab_index(&c->ops, n, strlen(n));
  uint64_t *types = c->lowered ? c->types_low : c->types_gen;
  if (c->lowered)
    c->ops.v.data[i].low++;
  else
    c->ops.v.data[i].gen++;
  for (uint32_t r = 0; r < op->nresults; r++)
    count_type(op->results[r].type, types, 0);
  for (uint32_t g = 0; g < op->nregions; g++)
    for (CmirBlock *b = cmir_op_regions(op)[g].first; b; b = b->next)
      for (uint32_t a = 0; a < b->nargs; a++)
        count_type(b->args[a]->type, types, 0);
  return true;
}

static const char *pattern_op(const CmirPattern *p) {
  return p->op ? cmir_op_id_name(p->op) : p->op_name ? p->op_name : "*";
}

/* CmirCvObserver: a conversion starts with these patterns. Each is named
 * `pass: op` (`*` for a pattern of any op), with `#k` for the k-th
 * pattern of one op in a pass. */
static void on_table(void *user, const CmirPattern *pats, size_t n) {
  Cov *c = user;
  free(c->cur_idx);
  c->cur = pats;
  c->ncur = n;
  c->cur_idx = calloc(n ? n : 1, sizeof *c->cur_idx);
  for (size_t i = 0; i < n; i++) {
    const char *op = pattern_op(&pats[i]);
    unsigned k = 1;
    for (size_t j = 0; j < i; j++)
      k += !strcmp(pattern_op(&pats[j]), op);
    char name[256];
    if (k > 1)
      snprintf(name, sizeof name, "%s: %s#%u", c->pass, op, k);
    else
      snprintf(name, sizeof name, "%s: %s", c->pass, op);
    c->cur_idx[i] = tab_index(&c->pats, name, strlen(name));
  }
}

static void on_applied(void *user, const CmirPattern *p) {
  Cov *c = user;
  if (c->cur && p >= c->cur && p < c->cur + c->ncur)
    c->pats.v.data[c->cur_idx[p - c->cur]].low++;
}

static void mute(const CmirDiagnostic *d, void *user) { (void)d, (void)user; }

/* One program: counted as generated, then after each pass. */
static bool cover_program(Cov *c, const char *text, size_t len, uint64_t *pass_failures) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, mute, NULL);
  CmirCvObserver obs = {on_table, on_applied, c};
  cmir_cv_set_observer(ctx, &obs);
  CmirOp *m = cmir_tool_load(ctx, "program", text, len, 0);
  if (!m) {
    cmir_context_destroy(ctx);
    return false;
  }
  c->lowered = false;
  cmir_op_walk(m, count_op, c);
  c->lowered = true;
  bool applies[16]; /* decided on the program, as the passes leg does */
  for (int i = 0; cmir_fuzz_pipeline[i] && i < 16; i++)
    applies[i] = cmir_fuzz_pass_applies(m, i);
  for (int i = 0; cmir_fuzz_pipeline[i] && i < 16; i++) {
    if (!applies[i])
      continue;
    c->pass = cmir_fuzz_pipeline[i];
    c->cur = NULL;
    if (cmir_fuzz_run_pass(ctx, m, c->pass)) {
      (*pass_failures)++;
      break;
    }
    c->pass_programs[i]++;
    c->pass_ops[i] += cmir_op_count(m);
    cmir_op_walk(m, count_op, c);
  }
  c->cur = NULL;
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  return true;
}

static int by_name(const void *a, const void *b) {
  return strcmp(((const CovCount *)a)->name, ((const CovCount *)b)->name);
}

int cmir_fuzz_coverage(uint64_t lo, uint64_t hi, const CmirFuzzGenOptions *gen, FILE *out) {
  Cov c;
  memset(&c, 0, sizeof c);
  tab_init(&c.ops);
  tab_init(&c.pats);
  /* Every registered op, in the table from the start (count 0). */
  CmirContext *reg = cmir_context_create();
  cmir_dialects_register_all(reg);
  cmir_passes_register_all(reg);
  for (uint32_t i = 0; reg->ops.tab.slots && i <= reg->ops.tab.mask; i++) {
    CmirStrMapEntry *e = reg->ops.tab.slots[i].item;
    if (e && e->value && ((CmirOpInfo *)e->value)->def)
      tab_index(&c.ops, e->key, e->len);
  }
  uint32_t nregistered = c.ops.v.len;
  uint64_t programs = 0, bad = 0, pass_failures = 0;
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  for (uint64_t s = lo;; s++) {
    sb.len = 0;
    cmir_fuzz_generate(s, gen, &sb);
    programs++;
    if (!cover_program(&c, cmir_sb_cstr(&sb), sb.len, &pass_failures))
      bad++;
    if (s == hi)
      break;
  }
  cmir_sb_free(&sb);
  free(c.cur_idx);

  qsort(c.ops.v.data, c.ops.v.len, sizeof(CovCount), by_name);
  qsort(c.pats.v.data, c.pats.v.len, sizeof(CovCount), by_name);
  uint32_t reached = 0, rgen = 0, rlow = 0, unregistered = 0;
  for (uint32_t i = 0; i < c.ops.v.len; i++) {
    const CovCount *o = &c.ops.v.data[i];
    reached += o->gen || o->low;
    rgen += o->gen > 0;
    rlow += o->low > 0;
  }
  unregistered = c.ops.v.len - nregistered;

  fprintf(out,
          "coverage of seeds %llu..%llu (generator version %d, dialect %s): %llu programs, "
          "%llu not loaded, %llu lowerings failed\n",
          (unsigned long long)lo, (unsigned long long)hi, CMIR_FUZZ_GEN_VERSION,
          gen && gen->dialect == CMIR_FUZZ_DIALECT_LLVM ? "llvm" : "std",
          (unsigned long long)programs, (unsigned long long)bad, (unsigned long long)pass_failures);

  fprintf(out,
          "\nops: %u of %u registered ops reached (%u in the programs, %u in the passes' "
          "outputs)\n",
          reached - unregistered, nregistered, rgen, rlow);
  fprintf(out, "  %12s %12s  %s\n", "programs", "lowered", "op");
  for (uint32_t i = 0; i < c.ops.v.len; i++) {
    const CovCount *o = &c.ops.v.data[i];
    if (o->gen || o->low)
      fprintf(out, "  %12llu %12llu  %s\n", (unsigned long long)o->gen, (unsigned long long)o->low,
              o->name);
  }
  fprintf(out, "ops never reached (%u):\n", c.ops.v.len - reached);
  for (uint32_t i = 0; i < c.ops.v.len; i++)
    if (!c.ops.v.data[i].gen && !c.ops.v.data[i].low)
      fprintf(out, "  %s\n", c.ops.v.data[i].name);

  uint32_t treached = 0;
  for (int i = 0; i < TC_COUNT; i++)
    treached += c.types_gen[i] || c.types_low[i];
  fprintf(out, "\ntypes: %u of %d classes reached (types of values and their elements)\n", treached,
          TC_COUNT);
  fprintf(out, "  %12s %12s  %s\n", "programs", "lowered", "type");
  for (int i = 0; i < TC_COUNT; i++)
    if (c.types_gen[i] || c.types_low[i])
      fprintf(out, "  %12llu %12llu  %s\n", (unsigned long long)c.types_gen[i],
              (unsigned long long)c.types_low[i], type_classes[i]);
  fprintf(out, "type classes never reached (%u):\n", TC_COUNT - treached);
  for (int i = 0; i < TC_COUNT; i++)
    if (!c.types_gen[i] && !c.types_low[i])
      fprintf(out, "  %s\n", type_classes[i]);

  uint32_t applied = 0;
  for (uint32_t i = 0; i < c.pats.v.len; i++)
    applied += c.pats.v.data[i].low > 0;
  fprintf(out, "\npatterns: %u of %u conversion patterns of the pipeline applied\n", applied,
          c.pats.v.len);
  fprintf(out, "  %12s  %s\n", "rewrites", "pass: pattern's op");
  for (uint32_t i = 0; i < c.pats.v.len; i++)
    if (c.pats.v.data[i].low)
      fprintf(out, "  %12llu  %s\n", (unsigned long long)c.pats.v.data[i].low,
              c.pats.v.data[i].name);
  fprintf(out, "patterns never applied (%u):\n", c.pats.v.len - applied);
  for (uint32_t i = 0; i < c.pats.v.len; i++)
    if (!c.pats.v.data[i].low)
      fprintf(out, "  %s\n", c.pats.v.data[i].name);

  fprintf(out, "\npasses: programs through each, op instances in its outputs\n");
  for (int i = 0; cmir_fuzz_pipeline[i] && i < 16; i++)
    fprintf(out, "  %12llu %12llu  %s\n", (unsigned long long)c.pass_programs[i],
            (unsigned long long)c.pass_ops[i], cmir_fuzz_pipeline[i]);

  tab_free(&c.ops);
  tab_free(&c.pats);
  cmir_context_destroy(reg);
  return 0;
}
