/* The legs of differential fuzzing (legs.h): a program run on the
 * interpreter, after each lowering pass, from bytecode, as native code and
 * (as an oracle) through MLIR 19's tools, and the results compared. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memmem */
#endif
#include "fuzz/legs.h"
#include "dialect/ops.h"
#include "fuzz/reduce.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "support/support.h"

#ifdef CMIR_HAVE_LLVM
#include "runtime/cmir_runtime.h"
#include "target/llvm/jit.h"
#include "target/llvm/translate.h"
#endif

static const char *const leg_names[CMIR_FUZZ_NLEGS] = {
    "interp", "passes", "bytecode", "native-O0", "native-O2", "mlir-runner", "mlir-interp"};

static const char *const status_names[] = {"ok",    "ub",      "limit",  "error",
                                           "crash", "timeout", "skipped"};

static const char *const verdict_names[] = {"agree", "find", "generator-bug", "inconclusive"};

const char *const cmir_fuzz_pipeline[] = {"lower-affine",
                                          "convert-vector-to-scf",
                                          "convert-scf-to-cf",
                                          "expand-strided-metadata",
                                          "lower-affine",
                                          "arith-expand",
                                          "finalize-memref-to-llvm",
                                          "convert-to-llvm",
                                          "convert-vector-to-llvm",
                                          "convert-to-llvm",
                                          "reconcile-unrealized-casts",
                                          NULL};
/* The first lower-affine runs only on modules with affine ops (their loops
 * become scf ones before convert-scf-to-cf); the second lowers the
 * affine.apply ops of expand-strided-metadata. The vector conversions run
 * only on modules with vector ops, convert-vector-to-llvm after the
 * functions are LLVM ones (vector.print calls the printI64 ... that the
 * programs declare with func.func; MLIR 19 reports a redefinition of the
 * symbol in the other order), then convert-to-llvm once more for the arith
 * ops it makes. */
enum {
  LOWER_AFFINE_FIRST = 0,
  VECTOR_TO_SCF = 1,
  ARITH_EXPAND = 5,
  VECTOR_TO_LLVM = 8,
  TO_LLVM_AGAIN = 9,
};

const char *cmir_fuzz_leg_name(CmirFuzzLeg leg) { return leg_names[leg]; }
const char *cmir_fuzz_status_name(CmirFuzzStatus st) { return status_names[st]; }
const char *cmir_fuzz_verdict_name(CmirFuzzVerdict v) { return verdict_names[v]; }

int cmir_fuzz_parse_legs(const char *list, unsigned *mask) {
  unsigned m = CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_INTERP);
  const char *p = list;
  while (*p) {
    size_t n = strcspn(p, ",");
    int found = 0;
    if (n == 3 && !strncmp(p, "all", 3)) {
      m |= CMIR_FUZZ_IN_PROCESS;
      found = 1;
    } else if (n == 6 && !strncmp(p, "native", 6)) {
      m |= CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_NATIVE_O0) | CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_NATIVE_O2);
      found = 1;
    } else if (n == 4 && !strncmp(p, "mlir", 4)) {
      m |= CMIR_FUZZ_ORACLE;
      found = 1;
    }
    for (int l = 0; l < CMIR_FUZZ_NLEGS && !found; l++)
      if (strlen(leg_names[l]) == n && !strncmp(p, leg_names[l], n)) {
        m |= CMIR_FUZZ_LEG_BIT(l);
        found = 1;
      }
    if (!found && n) {
      fprintf(stderr, "unknown leg '%.*s' (legs: all, native, mlir", (int)n, p);
      for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
        fprintf(stderr, ", %s", leg_names[l]);
      fputs(")\n", stderr);
      return -1;
    }
    p += n + (p[n] == ',');
  }
  *mask = m;
  return 0;
}

/* ---- helpers ---- */

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* MLIR 19's printMemref shows one element of a memref with a size of 0,
 * read outside the buffer: whatever memory held. In the runner's output the
 * data of such a memref is made 0, as cmir prints it. */
static char *zero_empty_data(char *s, size_t *len) {
  for (char *h = strstr(s, "sizes = ["); h; h = strstr(h + 1, "sizes = [")) {
    char *e = strchr(h, ']');
    char *nl = e ? strchr(e, '\n') : NULL;
    if (!nl)
      break;
    bool empty = false;
    for (char *q = h + 9; q < e; q++)
      if (*q == '0' && (q[-1] == '[' || q[-1] == ' ') && (q[1] == ',' || q[1] == ']'))
        empty = true;
    if (!empty)
      continue;
    /* the data follows on the next line, up to its closing bracket */
    char *d = nl + 1, *end = d;
    for (int depth = 0; end < s + *len; end++) {
      depth += (*end == '[') - (*end == ']');
      if (*end == ']' && depth == 0) {
        end++;
        break;
      }
    }
    char *w = d;
    for (char *r = d; r < end;) {
      if (strchr("[], \n", *r)) {
        *w++ = *r++;
        continue;
      }
      while (r < end && !strchr("[], \n", *r))
        r++;
      *w++ = '0';
    }
    memmove(w, end, (size_t)(s + *len - end) + 1);
    *len -= (size_t)(end - w);
  }
  return s;
}

/* A memory stream the program output and diagnostics go into. */
typedef struct Capture {
  FILE *f;
  char *buf;
  size_t len;
} Capture;

static void capture_open(Capture *c) {
  c->buf = NULL;
  c->len = 0;
  c->f = open_memstream(&c->buf, &c->len);
}

/* Closes c and returns its malloc'd contents (masked if asked). */
static char *capture_close(Capture *c, size_t *len, bool mask) {
  if (c->f)
    fclose(c->f);
  c->f = NULL;
  if (!c->buf) {
    c->buf = malloc(1);
    c->buf[0] = 0;
    c->len = 0;
  }
  *len = c->len;
  return mask ? cmir_fuzz_mask_addresses(c->buf, len) : c->buf;
}

/* Diagnostics of the program's context go to the current leg's stream. */
typedef struct DiagSink {
  CmirContext *ctx;
  Capture cap;
} DiagSink;

static void diag_handler(const CmirDiagnostic *d, void *user) {
  DiagSink *s = user;
  if (s->cap.f)
    cmir_diag_print(s->ctx, d, s->cap.f);
}

static void leg_begin(DiagSink *sink) { capture_open(&sink->cap); }

/* The diagnostics since leg_begin, or NULL if there were none. */
static char *leg_messages(DiagSink *sink) {
  size_t n;
  char *m = capture_close(&sink->cap, &n, false);
  if (!n) {
    free(m);
    return NULL;
  }
  return m;
}

struct CmirFuzzSession {
  CmirFuzzOptions o;
#ifdef CMIR_HAVE_LLVM
  CmirJit *jit;
#endif
  char *runner, *mlir_opt; /* oracle tools, or NULL if not found */
  char *shared_libs;       /* -shared-libs= value for the runner */
};

static void set_progress(CmirFuzzSession *s, int leg, int pass) {
  if (s->o.progress) {
    s->o.progress->pass = pass;
    s->o.progress->leg = leg;
  }
}

/* ---- the interpreter ---- */

static CmirFuzzStatus from_interp(CmirInterpStatus st) {
  switch (st) {
  case CMIR_INTERP_OK:
    return CMIR_FUZZ_OK;
  case CMIR_INTERP_UB:
    return CMIR_FUZZ_UB;
  case CMIR_INTERP_LIMIT:
    return CMIR_FUZZ_LIMIT;
  default:
    return CMIR_FUZZ_ERROR;
  }
}

static bool is_cast(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST)) {
    *(bool *)user = true;
    return false;
  }
  return true;
}

static bool is_affine(CmirOp *op, void *user) {
  if (!strncmp(cmir_op_name(op), "affine.", 7)) {
    *(bool *)user = true;
    return false;
  }
  return true;
}

static bool is_vector(CmirOp *op, void *user) {
  if (!strncmp(cmir_op_name(op), "vector.", 7)) {
    *(bool *)user = true;
    return false;
  }
  return true;
}

/* Runs @main of module on the interpreter into r (status and output; the
 * diagnostics are the caller's). A module with affine ops is copied
 * through bytecode and the copy made runnable, so module stays as it is. */
static void interp_module(CmirFuzzSession *s, CmirContext *ctx, CmirOp *module,
                          CmirFuzzLegResult *r, bool check_uninit) {
  bool affine = false;
  cmir_op_walk(module, is_affine, &affine);
  CmirOp *copy = NULL;
  if (affine) {
    void *bc;
    size_t n;
    CmirBcReadOptions ro = {.filename = "<copy>", .verify = true, .threads = 1};
    if (cmir_bc_write(module, NULL, &bc, &n) || !(copy = cmir_bc_read(ctx, bc, n, &ro)) ||
        cmir_tool_prepare_for_interp(ctx, copy)) {
      if (!r->message)
        r->message = strdup("cannot make the module runnable (affine ops)");
      r->status = CMIR_FUZZ_ERROR;
      if (copy)
        cmir_op_destroy(copy);
      return;
    }
    free(bc);
    module = copy;
  }
  Capture out;
  capture_open(&out);
  CmirInterpOptions io = {.check_uninit = check_uninit,
                          .max_steps = s->o.max_steps ? s->o.max_steps : 50000000,
                          .out = out.f};
  CmirInterp *interp = NULL;
  CmirInterpStatus st = cmir_interp_create(module, &io, &interp);
  CmirInterpValue v;
  if (!st)
    st = cmir_interp_run(interp, "main", CMIR_INTERP_VOID, &v);
  cmir_interp_destroy(interp);
  r->status = from_interp(st);
  r->output = capture_close(&out, &r->len, true);
  if (copy)
    cmir_op_destroy(copy);
}

/* Whether two runs end the same way and print the same. */
static bool same(const CmirFuzzLegResult *a, const CmirFuzzLegResult *b) {
  return a->status == b->status && a->len == b->len && !memcmp(a->output, b->output, a->len);
}

/* ---- lowering ---- */

static bool needs_expand(CmirOp *op, void *user) {
  if (!cmir_op_isa(op, CMIR_OP_ARITH_CEILDIVSI) && !cmir_op_isa(op, CMIR_OP_ARITH_CEILDIVUI) &&
      !cmir_op_isa(op, CMIR_OP_ARITH_FLOORDIVSI))
    return true;
  *(bool *)user = true;
  return false;
}

unsigned cmir_fuzz_passes_applying(CmirOp *module) {
  bool expand = !module, affine = !module, vector = !module;
  if (module) {
    cmir_op_walk(module, needs_expand, &expand);
    cmir_op_walk(module, is_affine, &affine);
    cmir_op_walk(module, is_vector, &vector);
  }
  unsigned m = ~0u;
  if (!expand)
    m &= ~(1u << ARITH_EXPAND);
  if (!affine)
    m &= ~(1u << LOWER_AFFINE_FIRST);
  if (!vector)
    m &= ~(1u << VECTOR_TO_SCF | 1u << VECTOR_TO_LLVM | 1u << TO_LLVM_AGAIN);
  return m;
}

unsigned cmir_fuzz_passes_applying_text(const char *text) {
  unsigned m = ~0u;
  if (!strstr(text, "arith.ceildiv") && !strstr(text, "arith.floordivsi"))
    m &= ~(1u << ARITH_EXPAND);
  if (!strstr(text, "affine."))
    m &= ~(1u << LOWER_AFFINE_FIRST);
  if (!strstr(text, "vector."))
    m &= ~(1u << VECTOR_TO_SCF | 1u << VECTOR_TO_LLVM | 1u << TO_LLVM_AGAIN);
  return m;
}

bool cmir_fuzz_pass_applies(CmirOp *module, int i) {
  return cmir_fuzz_passes_applying(module) >> i & 1;
}

CmirStatus cmir_fuzz_run_pass(CmirContext *ctx, CmirOp *module, const char *name) {
  CmirPassManager *pm = cmir_pm_create(ctx);
  CmirStatus st = cmir_pm_add(pm, name, NULL);
  if (!st)
    st = cmir_pm_run(pm, module);
  cmir_pm_destroy(pm);
  return st;
}

CmirStatus cmir_fuzz_lower(CmirContext *ctx, CmirOp *module, int npasses) {
  unsigned applies = cmir_fuzz_passes_applying(module);
  for (int i = 0; i < npasses && cmir_fuzz_pipeline[i]; i++) {
    if (!(applies >> i & 1))
      continue;
    if (cmir_fuzz_run_pass(ctx, module, cmir_fuzz_pipeline[i]))
      return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* The passes leg: lowers module in place, interpreting after each pass
 * until the first one whose output runs differently from ref. Returns
 * nonzero if the lowering itself failed. */
static int passes_leg(CmirFuzzSession *s, CmirContext *ctx, CmirOp *module, DiagSink *sink,
                      const CmirFuzzLegResult *ref, bool interpret, CmirFuzzResult *res) {
  CmirFuzzLegResult *r = &res->legs[CMIR_FUZZ_PASSES];
  unsigned applies = cmir_fuzz_passes_applying(module);
  int failed = 0;
  r->status = CMIR_FUZZ_SKIPPED;
  for (int i = 0; cmir_fuzz_pipeline[i]; i++) {
    if (!(applies >> i & 1))
      continue;
    set_progress(s, CMIR_FUZZ_PASSES, i);
    leg_begin(sink);
    if (cmir_fuzz_run_pass(ctx, module, cmir_fuzz_pipeline[i])) {
      char *m = leg_messages(sink);
      size_t n = strlen(cmir_fuzz_pipeline[i]) + (m ? strlen(m) : 0) + 32;
      free(r->message);
      free(r->output);
      r->output = strdup("");
      r->len = 0;
      r->message = malloc(n);
      snprintf(r->message, n, "%s failed: %s", cmir_fuzz_pipeline[i], m ? m : "");
      free(m);
      r->status = CMIR_FUZZ_ERROR;
      if (res->diverging_pass < 0)
        res->diverging_pass = i;
      failed = 1;
      break;
    }
    if (!interpret || res->diverging_pass >= 0) {
      free(leg_messages(sink));
      continue;
    }
    free(r->output);
    r->output = NULL;
    /* Between finalize-memref-to-llvm and reconcile-unrealized-casts, the
     * interpreter turns a descriptor cast to a memref into its own memref
     * value when the cast runs, reading descriptor fields native code only
     * reads later (the unranked descriptor of memref.reshape is filled
     * after its cast): reads of uninitialized memory are not checked there. */
    bool casts = false;
    cmir_op_walk(module, is_cast, &casts);
    interp_module(s, ctx, module, r, !casts);
    char *m = leg_messages(sink);
    if (m) {
      free(r->message);
      r->message = m;
    }
    if (!same(r, ref))
      res->diverging_pass = i;
  }
  return failed;
}

/* ---- native code ---- */

#ifdef CMIR_HAVE_LLVM
/* Compiles the LLVM module mod (not consumed) at level (0 or 2), runs its
 * @main in the session's JIT with the runtime's output captured. */
static void native_leg(CmirFuzzSession *s, LLVMModuleRef mod, unsigned level,
                       CmirFuzzLegResult *r) {
  char *err = NULL;
  LLVMModuleRef m = LLVMCloneModule(mod);
  LLVMTargetMachineRef tm = cmir_jit_target_machine(m, "native-ieee", level, &err);
  LLVMMemoryBufferRef obj = NULL;
  if (tm && !cmir_jit_optimize(m, tm, level, &err))
    obj = cmir_jit_emit(m, tm, false, &err);
  if (tm)
    LLVMDisposeTargetMachine(tm);
  LLVMDisposeModule(m);
  void *fn;
  LLVMOrcResourceTrackerRef rt;
  if (!obj || cmir_jit_add(s->jit, obj, "main", &fn, &rt, &err)) {
    r->status = CMIR_FUZZ_ERROR;
    r->message = err;
    r->output = strdup("");
    return;
  }
  Capture out;
  capture_open(&out);
  cmir_runtime_set_output(out.f);
  CmirInterpValue v;
  cmir_jit_call(fn, CMIR_INTERP_VOID, &v);
  cmir_runtime_set_output(NULL);
  r->output = capture_close(&out, &r->len, true);
  r->status = CMIR_FUZZ_OK;
  if (cmir_jit_remove(rt, &err)) {
    r->status = CMIR_FUZZ_ERROR;
    r->message = err;
  }
}
#endif

/* ---- the MLIR 19 oracle ---- */

/* The first executable NAME in dir (or on PATH when dir is NULL), malloc'd. */
static char *find_tool(const char *dir, const char *name) {
  const char *path = dir ? dir : getenv("PATH");
  if (!path)
    path = "/usr/bin";
  while (*path) {
    size_t n = strcspn(path, ":");
    char *p = malloc(n + strlen(name) + 2);
    snprintf(p, n + strlen(name) + 2, "%.*s/%s", (int)n, path, name);
    if (n && !access(p, X_OK))
      return p;
    free(p);
    path += n + (path[n] == ':');
  }
  return NULL;
}

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  Capture c;
  capture_open(&c);
  if (f) {
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
      fwrite(buf, 1, n, c.f);
    fclose(f);
  }
  return capture_close(&c, len, false);
}

/* Runs argv with stdout into out_path and stderr into err_path, killed
 * after timeout seconds. Status: ok (exit 0), error (other exit codes),
 * crash (a signal), timeout. */
static CmirFuzzStatus spawn(char *const argv[], const char *out_path, const char *err_path,
                            unsigned timeout, int *sig) {
  pid_t pid = fork();
  if (pid < 0)
    return CMIR_FUZZ_ERROR;
  if (!pid) {
    int o = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int e = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int in = open("/dev/null", O_RDONLY);
    if (o < 0 || e < 0 || in < 0)
      _exit(127);
    dup2(in, 0);
    dup2(o, 1);
    dup2(e, 2);
    signal(SIGALRM, SIG_DFL);
    alarm(timeout);
    execv(argv[0], argv);
    _exit(127);
  }
  int ws;
  while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
    ;
  *sig = 0;
  if (WIFSIGNALED(ws)) {
    *sig = WTERMSIG(ws);
    return *sig == SIGALRM ? CMIR_FUZZ_TIMEOUT : CMIR_FUZZ_CRASH;
  }
  return WEXITSTATUS(ws) ? CMIR_FUZZ_ERROR : CMIR_FUZZ_OK;
}

/* Sets r from a subprocess that ended with st; its stderr as the message. */
static void subprocess_result(CmirFuzzLegResult *r, CmirFuzzStatus st, int sig, const char *what,
                              const char *err_path) {
  size_t n;
  char *e = read_file(err_path, &n);
  r->status = st;
  size_t m = n + strlen(what) + 64;
  r->message = malloc(m);
  if (sig)
    snprintf(r->message, m, "%s: killed by signal %d (%s)\n%s", what, sig, strsignal(sig), e);
  else
    snprintf(r->message, m, "%s failed\n%s", what, e);
  free(e);
}

/* The oracle legs: the program lowered by mlir-opt-19, then run by
 * mlir-cpu-runner-19 and by cmir's interpreter. */
static void oracle_legs(CmirFuzzSession *s, const char *text, size_t len, CmirFuzzResult *res,
                        unsigned applies) {
  CmirFuzzLegResult *rr = &res->legs[CMIR_FUZZ_MLIR_RUNNER];
  CmirFuzzLegResult *ri = &res->legs[CMIR_FUZZ_MLIR_INTERP];
  bool want_r = s->o.legs & CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_MLIR_RUNNER);
  bool want_i = s->o.legs & CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_MLIR_INTERP);
  if (!s->mlir_opt || (want_r && !s->runner)) {
    if (want_r) {
      rr->status = CMIR_FUZZ_SKIPPED;
      rr->message = strdup("mlir-opt-19 or mlir-cpu-runner-19 not found");
    }
    if (want_i) {
      ri->status = CMIR_FUZZ_SKIPPED;
      ri->message = strdup("mlir-opt-19 not found");
    }
    return;
  }
  double t0 = now();
  const char *tmpdir = getenv("TMPDIR");
  char dir[256];
  snprintf(dir, sizeof dir, "%s/cmir-oracle.XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
  if (!mkdtemp(dir)) {
    rr->status = ri->status = CMIR_FUZZ_SKIPPED;
    return;
  }
  char in[300], low[300], out[300], err[300];
  snprintf(in, sizeof in, "%s/in.mlir", dir);
  snprintf(low, sizeof low, "%s/lowered.mlir", dir);
  snprintf(out, sizeof out, "%s/out", dir);
  snprintf(err, sizeof err, "%s/err", dir);
  FILE *f = fopen(in, "wb");
  if (f) {
    fwrite(text, 1, len, f);
    fclose(f);
  }
  unsigned timeout = s->o.oracle_timeout ? s->o.oracle_timeout : 60;
  char *opt_argv[16];
  int k = 0;
  opt_argv[k++] = s->mlir_opt;
  opt_argv[k++] = in;
  for (int i = 0; cmir_fuzz_pipeline[i]; i++) {
    if (!(applies >> i & 1))
      continue;
    static char flags[16][40];
    snprintf(flags[i], sizeof flags[i], "--%s", cmir_fuzz_pipeline[i]);
    opt_argv[k++] = flags[i];
  }
  opt_argv[k++] = "-o";
  opt_argv[k++] = low;
  opt_argv[k] = NULL;
  set_progress(s, CMIR_FUZZ_MLIR_RUNNER, -1);
  int sig;
  CmirFuzzStatus st = spawn(opt_argv, out, err, timeout, &sig);
  double t1 = now();
  if (st != CMIR_FUZZ_OK) {
    /* mlir-opt-19 rejected or crashed on the program: both legs say so */
    if (want_r) {
      subprocess_result(rr, st, sig, "mlir-opt-19", err);
      rr->output = strdup("");
      rr->seconds = t1 - t0;
    }
    if (want_i) {
      subprocess_result(ri, st, sig, "mlir-opt-19", err);
      ri->output = strdup("");
      ri->seconds = t1 - t0;
    }
  } else {
    if (want_r) {
      char libs[600];
      snprintf(libs, sizeof libs, "-shared-libs=%s", s->shared_libs);
      char *run_argv[] = {s->runner, low, "-e", "main", "-entry-point-result=void", libs, NULL};
      st = spawn(run_argv, out, err, timeout, &sig);
      rr->status = CMIR_FUZZ_OK;
      if (st != CMIR_FUZZ_OK)
        subprocess_result(rr, st, sig, "mlir-cpu-runner-19", err);
      rr->output = read_file(out, &rr->len);
      rr->output = cmir_fuzz_mask_addresses(rr->output, &rr->len);
      rr->output = zero_empty_data(rr->output, &rr->len);
      rr->seconds = now() - t0;
    }
    if (want_i) {
      double t2 = now();
      set_progress(s, CMIR_FUZZ_MLIR_INTERP, -1);
      size_t n;
      char *lowered = read_file(low, &n);
      CmirContext *ctx = cmir_context_create();
      cmir_dialects_register_all(ctx);
      cmir_passes_register_all(ctx);
      DiagSink sink = {.ctx = ctx};
      cmir_context_set_diag_handler(ctx, diag_handler, &sink);
      const CmirIdent *file = cmir_ident(ctx, "lowered.mlir");
      cmir_context_add_source(ctx, file, lowered, n);
      leg_begin(&sink);
      CmirOp *m = cmir_tool_load(ctx, file->str, lowered, n, 0);
      if (m)
        interp_module(s, ctx, m, ri, true);
      else {
        ri->status = CMIR_FUZZ_ERROR;
        ri->output = strdup("");
      }
      ri->message = leg_messages(&sink);
      if (m)
        cmir_op_destroy(m);
      cmir_context_destroy(ctx);
      free(lowered);
      ri->seconds = (t1 - t0) + (now() - t2);
    }
  }
  unlink(in);
  unlink(low);
  unlink(out);
  unlink(err);
  rmdir(dir);
}

/* ---- sessions ---- */

CmirFuzzSession *cmir_fuzz_session_create(const CmirFuzzOptions *opts) {
  CmirFuzzSession *s = calloc(1, sizeof *s);
  s->o = *opts;
  if (!s->o.legs)
    s->o.legs = CMIR_FUZZ_IN_PROCESS;
  s->o.legs |= CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_INTERP);
#ifdef CMIR_HAVE_LLVM
  if (s->o.legs &
      (CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_NATIVE_O0) | CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_NATIVE_O2))) {
    char *err = NULL;
    cmir_jit_init_native();
    if (!(s->jit = cmir_jit_create(NULL, 0, &err))) {
      fprintf(stderr, "error: %s\n", err ? err : "cannot create the JIT");
      free(err);
      free(s);
      return NULL;
    }
  }
#endif
  if (s->o.legs & CMIR_FUZZ_ORACLE) {
    s->mlir_opt = find_tool(s->o.mlir_tools, "mlir-opt-19");
    s->runner = find_tool(s->o.mlir_tools, "mlir-cpu-runner-19");
    const char *libdir = s->o.mlir_libs ? s->o.mlir_libs : "/usr/lib/llvm-19/lib";
    size_t n = 2 * strlen(libdir) + 64;
    s->shared_libs = malloc(n);
    snprintf(s->shared_libs, n, "%s/libmlir_runner_utils.so,%s/libmlir_c_runner_utils.so", libdir,
             libdir);
  }
  return s;
}

void cmir_fuzz_session_destroy(CmirFuzzSession *s) {
  if (!s)
    return;
#ifdef CMIR_HAVE_LLVM
  char *err = NULL;
  if (s->jit && cmir_jit_destroy(s->jit, &err)) {
    fprintf(stderr, "error: %s\n", err);
    free(err);
  }
#endif
  free(s->mlir_opt);
  free(s->runner);
  free(s->shared_libs);
  free(s);
}

void cmir_fuzz_result_free(CmirFuzzResult *r) {
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++) {
    free(r->legs[l].output);
    free(r->legs[l].message);
  }
  free(r->signature);
  memset(r, 0, sizeof *r);
}

static bool want(const CmirFuzzSession *s, CmirFuzzLeg l) {
  return s->o.legs & CMIR_FUZZ_LEG_BIT(l);
}

/* Marks the legs asked for but not run (output "" so results compare). */
static void mark_skipped(CmirFuzzSession *s, CmirFuzzResult *res, CmirFuzzLeg l, const char *why) {
  CmirFuzzLegResult *r = &res->legs[l];
  r->status = CMIR_FUZZ_SKIPPED;
  if (!r->output)
    r->output = strdup("");
  if (!r->message && why && want(s, l))
    r->message = strdup(why);
}

void cmir_fuzz_run(CmirFuzzSession *s, const char *name, const char *text, size_t len,
                   CmirFuzzResult *res) {
  memset(res, 0, sizeof *res);
  res->diverging_pass = -1;
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
    res->legs[l].status = CMIR_FUZZ_SKIPPED;
  char *buf = malloc(len + 1);
  memcpy(buf, text, len);
  buf[len] = 0;
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  DiagSink sink = {.ctx = ctx};
  cmir_context_set_diag_handler(ctx, diag_handler, &sink);
  const CmirIdent *file = cmir_ident(ctx, name);
  cmir_context_add_source(ctx, file, buf, len);

  /* interp: the reference */
  CmirFuzzLegResult *ref = &res->legs[CMIR_FUZZ_INTERP];
  set_progress(s, CMIR_FUZZ_INTERP, -1);
  double t0 = now();
  leg_begin(&sink);
  CmirOp *module = cmir_tool_load(ctx, file->str, buf, len, 0);
  if (module)
    interp_module(s, ctx, module, ref, true);
  else {
    ref->status = CMIR_FUZZ_ERROR;
    ref->output = strdup("");
  }
  ref->message = leg_messages(&sink);
  ref->seconds = now() - t0;
  bool compare = ref->status == CMIR_FUZZ_OK;
  unsigned applies = cmir_fuzz_passes_applying(module);

  /* bytecode: text -> bytecode -> text, then run */
  if (module && compare && want(s, CMIR_FUZZ_BYTECODE)) {
    CmirFuzzLegResult *r = &res->legs[CMIR_FUZZ_BYTECODE];
    set_progress(s, CMIR_FUZZ_BYTECODE, -1);
    t0 = now();
    leg_begin(&sink);
    void *bc = NULL;
    size_t n;
    CmirOp *back = NULL;
    CmirBcReadOptions ro = {.filename = "<bytecode>", .verify = true, .threads = 1};
    if (!cmir_bc_write(module, NULL, &bc, &n))
      back = cmir_bc_read(ctx, bc, n, &ro);
    free(bc);
    if (!back) {
      r->status = CMIR_FUZZ_ERROR;
      r->output = strdup("");
    } else {
      CmirStrBuf a, b;
      cmir_sb_init(&a);
      cmir_sb_init(&b);
      cmir_print_op(&a, module, NULL);
      cmir_print_op(&b, back, NULL);
      if (a.len != b.len || memcmp(a.data, b.data, a.len)) {
        r->status = CMIR_FUZZ_ERROR;
        r->output = strdup("");
        r->message = strdup("text -> bytecode -> text differs from the text");
      } else {
        interp_module(s, ctx, back, r, true);
      }
      cmir_sb_free(&a);
      cmir_sb_free(&b);
      cmir_op_destroy(back);
    }
    char *m = leg_messages(&sink);
    if (m && !r->message)
      r->message = m;
    else
      free(m);
    r->seconds = now() - t0;
  }

  /* passes, then native code from the lowered module */
  bool native = want(s, CMIR_FUZZ_NATIVE_O0) || want(s, CMIR_FUZZ_NATIVE_O2);
  int lowered = -1; /* 0 lowered, 1 failed */
  if (module && compare && (want(s, CMIR_FUZZ_PASSES) || native)) {
    t0 = now();
    lowered = passes_leg(s, ctx, module, &sink, ref, want(s, CMIR_FUZZ_PASSES), res);
    CmirFuzzLegResult *r = &res->legs[CMIR_FUZZ_PASSES];
    r->seconds = now() - t0;
    if (!want(s, CMIR_FUZZ_PASSES)) {
      free(r->output);
      free(r->message);
      r->output = r->message = NULL;
      res->diverging_pass = -1;
      mark_skipped(s, res, CMIR_FUZZ_PASSES, NULL);
    }
  }
#ifdef CMIR_HAVE_LLVM
  if (native && lowered == 0) {
    set_progress(s, CMIR_FUZZ_NATIVE_O0, -1);
    t0 = now();
    leg_begin(&sink);
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef mod = cmir_llvm_translate(module, llctx);
    char *m = leg_messages(&sink);
    double translate = now() - t0;
    for (int k = 0; k < 2; k++) {
      CmirFuzzLeg l = k ? CMIR_FUZZ_NATIVE_O2 : CMIR_FUZZ_NATIVE_O0;
      if (!want(s, l))
        continue;
      set_progress(s, l, -1);
      double t1 = now();
      CmirFuzzLegResult *r = &res->legs[l];
      if (!mod) {
        r->status = CMIR_FUZZ_ERROR;
        r->output = strdup("");
        r->message = strdup(m ? m : "translation to LLVM IR failed");
      } else {
        native_leg(s, mod, k ? 2 : 0, r);
      }
      r->seconds = now() - t1 + translate / 2;
    }
    free(m);
    if (mod)
      LLVMDisposeModule(mod);
    LLVMContextDispose(llctx);
  } else if (native && lowered == 1) {
    for (int l = CMIR_FUZZ_NATIVE_O0; l <= CMIR_FUZZ_NATIVE_O2; l++)
      mark_skipped(s, res, (CmirFuzzLeg)l, "the lowering failed (see the passes leg)");
  }
#else
  (void)lowered;
  for (int l = CMIR_FUZZ_NATIVE_O0; l <= CMIR_FUZZ_NATIVE_O2; l++)
    mark_skipped(s, res, (CmirFuzzLeg)l, "built without LLVM");
#endif
  if (module)
    cmir_op_destroy(module);
  cmir_context_destroy(ctx);

  if (compare && (s->o.legs & CMIR_FUZZ_ORACLE))
    oracle_legs(s, buf, len, res, applies);
  free(buf);
  set_progress(s, -1, -1);

  /* the verdict */
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
    if (!res->legs[l].output)
      res->legs[l].output = strdup("");
  if (ref->status == CMIR_FUZZ_UB || ref->status == CMIR_FUZZ_ERROR) {
    res->verdict = CMIR_FUZZ_GENERATOR_BUG;
    return;
  }
  if (ref->status == CMIR_FUZZ_LIMIT) {
    res->verdict = CMIR_FUZZ_INCONCLUSIVE;
    return;
  }
  res->verdict = CMIR_FUZZ_AGREE;
  for (int l = 1; l < CMIR_FUZZ_NLEGS; l++) {
    CmirFuzzLegResult *r = &res->legs[l];
    if (r->status == CMIR_FUZZ_SKIPPED)
      continue;
    r->differs = !same(r, ref);
    if (r->differs)
      res->verdict = CMIR_FUZZ_FIND;
  }
  if (res->verdict == CMIR_FUZZ_FIND) {
    char sig[256];
    cmir_fuzz_signature(res, sig, sizeof sig);
    res->signature = strdup(sig);
  }
}

/* A short hash of a message with its locations and numbers left out, so
 * that the same error at another place or with other values dedups. */
static unsigned message_hash(const char *m) {
  const char *e = strstr(m, "error: ");
  if (e)
    m = e + 7;
  uint32_t h = 2166136261u;
  for (; *m && *m != '\n'; m++) {
    if ((*m >= '0' && *m <= '9') || *m == '%')
      continue;
    h = (h ^ (unsigned char)*m) * 16777619u;
  }
  return h & 0xffffff;
}

const char *cmir_fuzz_signal_name(int sig) {
  switch (sig) {
  case SIGSEGV:
    return "SIGSEGV";
  case SIGBUS:
    return "SIGBUS";
  case SIGFPE:
    return "SIGFPE";
  case SIGILL:
    return "SIGILL";
  case SIGABRT:
    return "SIGABRT";
  case SIGKILL:
    return "SIGKILL";
  case SIGTRAP:
    return "SIGTRAP";
  default:
    return NULL;
  }
}

void cmir_fuzz_signature(const CmirFuzzResult *r, char *buf, size_t n) {
  size_t o = 0;
  buf[0] = 0;
  for (int l = 1; l < CMIR_FUZZ_NLEGS && o < n; l++) {
    const CmirFuzzLegResult *g = &r->legs[l];
    if (!g->differs)
      continue;
    const char *what = g->status == CMIR_FUZZ_OK ? "out" : cmir_fuzz_status_name(g->status);
    o += (size_t)snprintf(buf + o, n - o, "%s%s.%s", o ? "+" : "", leg_names[l], what);
    if (o >= n)
      break;
    if (g->status == CMIR_FUZZ_CRASH && g->message) {
      /* "... killed by signal N ..." */
      const char *k = strstr(g->message, "signal ");
      const char *sn = k ? cmir_fuzz_signal_name(atoi(k + 7)) : NULL;
      if (sn)
        o += (size_t)snprintf(buf + o, n - o, "-%s", sn);
    } else if (g->status == CMIR_FUZZ_ERROR && g->message && o < n) {
      o += (size_t)snprintf(buf + o, n - o, "-%06x", message_hash(g->message));
    }
    if (l == CMIR_FUZZ_PASSES && r->diverging_pass >= 0 && o < n)
      o += (size_t)snprintf(buf + o, n - o, "@%s", cmir_fuzz_pipeline[r->diverging_pass]);
  }
  if (o >= n)
    buf[n - 1] = 0;
}
