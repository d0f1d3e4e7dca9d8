/* The interpreter's public entry points (cmir_interp_* in cmir.h): create
 * (globals, then every function compiled), run an entry function the way
 * mlir-cpu-runner calls it, destroy. */
#include "interp.h"

#include "dialect/llvm/llvm.h"

#include <stdlib.h>
#include <string.h>

CmirInterpStatus cmir_interp_create(CmirOp *module, const CmirInterpOptions *opts,
                                    CmirInterp **out) {
  CmirInterp *I = cmir_xcalloc(1, sizeof *I);
  I->ctx = cmir_op_context(module);
  I->module = module;
  if (opts)
    I->opts = *opts;
  I->out = I->opts.out ? I->opts.out : stdout;
  cmir_strmap_init(&I->fn_by_name);
  cmir_imem_init(I);
  /* The module's data layout; without one, the x86-64 layout the runner's
   * JIT gives a module (LLVM's own defaults align i64 to 4 bytes). */
  I->dl = cmir_xmalloc(sizeof *I->dl);
  const CmirAttr *dla = cmir_op_get_attr(module, "llvm.data_layout");
  static const char host[] =
      "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
  char err[160];
  if (dla && dla->kind == CMIR_ATTR_STRING)
    cmir_llvm_dl_of(module, I->dl);
  else if (!cmir_llvm_dl_parse(host, sizeof host - 1, I->dl, err, sizeof err))
    cmir_llvm_dl_default(I->dl);
  *out = I;
  CmirInterpStatus st = cmir_imem_globals(I);
  if (!st)
    st = cmir_icomp_module(I);
  if (!st && I->opts.dump_code)
    cmir_icomp_dump(I, I->opts.trace_out ? I->opts.trace_out : stderr);
  return st;
}

void cmir_interp_destroy(CmirInterp *I) {
  if (!I)
    return;
  for (uint32_t i = 0; i < I->nfuncs + I->nginits; i++) {
    IFunc *f = i < I->nfuncs ? I->funcs[i] : I->ginits[i - I->nfuncs];
    for (uint32_t k = 0; k < f->nops; k++) {
      free(f->ops[k].tstr);
      free(f->ops[k].sstr);
      free((void *)f->ops[k].dropped);
      free(f->ops[k].leaves);
    }
    free(f->ops);
    free(f->code);
    free(f->const_slot);
    free(f->const_val);
    free(f);
  }
  free(I->funcs);
  free(I->ginits);
  free(I->dl);
  cmir_strmap_free(&I->fn_by_name);
  cmir_imem_free_all(I);
  free(I->stack);
  free(I->pstack);
  free(I->poison_ops);
  free(I->frames);
  free(I);
}

uint64_t cmir_interp_steps(const CmirInterp *I) { return I->steps_total; }

static const char *const result_names[] = {"void", "i32", "i64", "f32", "f64"};

static bool result_ok(const CmirType *ft, CmirInterpResult kind) {
  if (kind == CMIR_INTERP_VOID)
    return ft->fn.nres == 0;
  if (ft->fn.nres != 1)
    return false;
  const CmirType *t = ft->fn.types[ft->fn.nin];
  switch (kind) {
  case CMIR_INTERP_I32:
    return t->kind == CMIR_TYPE_INTEGER && t->integer.width == 32;
  case CMIR_INTERP_I64:
    return t->kind == CMIR_TYPE_INTEGER && t->integer.width == 64;
  case CMIR_INTERP_F32:
    return t->kind == CMIR_TYPE_FLOAT && t->flt.fk == CMIR_F_F32;
  default:
    return t->kind == CMIR_TYPE_FLOAT && t->flt.fk == CMIR_F_F64;
  }
}

CmirInterpStatus cmir_interp_run(CmirInterp *I, const char *entry, CmirInterpResult kind,
                                 CmirInterpValue *result) {
  IFunc *f = cmir_strmap_get(&I->fn_by_name, entry, strlen(entry));
  if (!f || !f->compiled) {
    /* No line to point at: name the file, as "file: error: ..." */
    CmirLoc l = I->module->loc;
    if (!l.file && l.attr)
      l = cmir_loc_of_attr(l.attr);
    CmirLoc at = {l.file ? cmir_loc_name(I->ctx, l.file, NULL) : NULL, NULL, 0, 0};
    cmir_error(I->ctx, at, "entry point @%s not found", entry);
    return CMIR_INTERP_BAD_INPUT;
  }
  if (f->type->fn.nin) {
    cmir_op_error(f->op, "entry point @%s must take no arguments", entry);
    return CMIR_INTERP_BAD_INPUT;
  }
  if (!result_ok(f->type, kind)) {
    if (kind == CMIR_INTERP_VOID)
      cmir_op_error(f->op, "expected void function");
    else
      cmir_op_error(f->op, "only single %s function result supported", result_names[kind]);
    return CMIR_INTERP_BAD_INPUT;
  }
  I->budget = I->opts.max_steps
                  ? (int64_t)(I->opts.max_steps > INT64_MAX ? INT64_MAX : I->opts.max_steps)
                  : INT64_MAX;
  I->status = CMIR_INTERP_OK;
  CmirInterpStatus st = CMIR_INTERP_OK;
  /* llvm.mlir.global initializer regions, once, before the entry */
  for (uint32_t i = 0; !st && !I->ginits_done && i < I->nginits; i++) {
    IFunc *g = I->ginits[i];
    st = cmir_iexec_run(I, g);
    if (!st && cmir_op_get_prop(g->op, "constant")) {
      IAlloc *a = cmir_imem_rec(I, I->globals[g->ginit - 1].handle);
      a->wgen = a->gen ^ 1;
    }
  }
  I->ginits_done = true;
  if (!st)
    st = cmir_iexec_run(I, f);
  fflush(I->out);
  if (!st && I->opts.check_leaks && cmir_imem_report_leaks(I))
    st = CMIR_INTERP_UB;
  if (!st && result) {
    switch (kind) {
    case CMIR_INTERP_I32:
      result->i = (int32_t)I->result[0].u;
      break;
    case CMIR_INTERP_I64:
      result->i = I->result[0].i;
      break;
    case CMIR_INTERP_F32:
      result->f = I->result[0].f;
      break;
    case CMIR_INTERP_F64:
      result->d = I->result[0].d;
      break;
    default:
      break;
    }
  }
  return st;
}
