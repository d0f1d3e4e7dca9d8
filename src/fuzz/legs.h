/* The legs of differential fuzzing: one program run several ways in one
 * process, the results compared. The reference is cmir's interpreter on the
 * program as written; the other legs must print the same bytes and end the
 * same way:
 *
 *   interp       the interpreter on the program
 *   passes       the interpreter after every pass of the lowering pipeline
 *                (cmir_fuzz_pipeline); the first pass whose output runs
 *                differently is named
 *   bytecode     text -> bytecode -> text is identical, and the module read
 *                from bytecode runs the same
 *   native-O0    the lowered module through LLVM at -O0 (no IR passes, fast
 *                instruction selection), linked in an LLJIT
 *   native-O2    the same at `default<O2>`
 *   mlir-runner  mlir-opt-19's lowering run by mlir-cpu-runner-19 (oracle,
 *                subprocesses)
 *   mlir-interp  mlir-opt-19's lowering run by cmir's interpreter (oracle)
 *
 * A session (CmirFuzzSession) keeps one LLJIT for all the programs it runs:
 * each program's object is linked under its own resource tracker and
 * unlinked after it ran, so LLVM's start-up is paid once. Native code runs
 * in the calling process: a program that crashes or hangs there takes the
 * process with it, which is why cmir-fuzz runs sessions in forked workers
 * and watches `*progress`. */
#ifndef CMIR_FUZZ_LEGS_H
#define CMIR_FUZZ_LEGS_H

#include "cmir/cmir.h"

#include <stddef.h>
#include <stdint.h>

typedef enum CmirFuzzLeg {
  CMIR_FUZZ_INTERP,
  CMIR_FUZZ_PASSES,
  CMIR_FUZZ_BYTECODE,
  CMIR_FUZZ_NATIVE_O0,
  CMIR_FUZZ_NATIVE_O2,
  CMIR_FUZZ_MLIR_RUNNER,
  CMIR_FUZZ_MLIR_INTERP,
  CMIR_FUZZ_NLEGS
} CmirFuzzLeg;

#define CMIR_FUZZ_LEG_BIT(l) (1u << (l))
/* Every leg that runs in-process: the default set. */
#define CMIR_FUZZ_IN_PROCESS                                                                       \
  (CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_INTERP) | CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_PASSES) |                     \
   CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_BYTECODE) | CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_NATIVE_O0) |                \
   CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_NATIVE_O2))
#define CMIR_FUZZ_ORACLE                                                                           \
  (CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_MLIR_RUNNER) | CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_MLIR_INTERP))

/* "interp", "passes", "bytecode", "native-O0", ... */
const char *cmir_fuzz_leg_name(CmirFuzzLeg leg);
/* A comma-separated list of leg names ("all" = the in-process legs) into a
 * mask; the interp leg is always added (it is the reference). -1 with a
 * message on stderr for an unknown name. */
int cmir_fuzz_parse_legs(const char *list, unsigned *mask);

/* How one leg ended. */
typedef enum CmirFuzzStatus {
  CMIR_FUZZ_OK,      /* ran to completion */
  CMIR_FUZZ_UB,      /* the interpreter found undefined behaviour */
  CMIR_FUZZ_LIMIT,   /* the interpreter's step or depth limit */
  CMIR_FUZZ_ERROR,   /* could not be run: parse, verify, pass, translate or link error */
  CMIR_FUZZ_CRASH,   /* killed by a signal (set by the campaign, or a subprocess) */
  CMIR_FUZZ_TIMEOUT, /* the time limit (set by the campaign, or a subprocess) */
  CMIR_FUZZ_SKIPPED  /* not run (not asked for, not built, or nothing to compare) */
} CmirFuzzStatus;

const char *cmir_fuzz_status_name(CmirFuzzStatus st); /* "ok", "ub", ... */

typedef struct CmirFuzzLegResult {
  CmirFuzzStatus status;
  char *output;   /* what the program printed (heap addresses masked), malloc'd */
  size_t len;     /* of output */
  char *message;  /* the first diagnostic or error, malloc'd, or NULL */
  double seconds; /* wall time of the leg */
  bool differs;   /* status or output differ from the interp leg's */
} CmirFuzzLegResult;

/* What cmir_fuzz_run found. */
typedef enum CmirFuzzVerdict {
  CMIR_FUZZ_AGREE,         /* every leg that ran agrees with the interpreter */
  CMIR_FUZZ_FIND,          /* some leg disagrees: a find */
  CMIR_FUZZ_GENERATOR_BUG, /* the interpreter reports UB or cannot run the program */
  CMIR_FUZZ_INCONCLUSIVE   /* the interpreter hit its step limit: nothing compared */
} CmirFuzzVerdict;

const char *cmir_fuzz_verdict_name(CmirFuzzVerdict v); /* "agree", "find", ... */

typedef struct CmirFuzzResult {
  CmirFuzzVerdict verdict;
  CmirFuzzLegResult legs[CMIR_FUZZ_NLEGS];
  /* The passes leg: index into cmir_fuzz_pipeline of the first pass after
   * which the program runs differently, -1 if none. */
  int diverging_pass;
  /* The find's signature (see cmir_fuzz_signature), malloc'd; NULL unless
   * verdict is CMIR_FUZZ_FIND. */
  char *signature;
} CmirFuzzResult;

void cmir_fuzz_result_free(CmirFuzzResult *r);

/* The lowering pipeline, as cmir-run and the conformance tests use it:
 * the first lower-affine only runs for programs with affine ops (their
 * loops become scf ones before convert-scf-to-cf; the second lowers what
 * expand-strided-metadata makes), arith-expand only for programs with the
 * ops only it lowers (ceildivsi, ceildivui, floordivsi). NULL-terminated. */
extern const char *const cmir_fuzz_pipeline[];
/* The passes of cmir_fuzz_pipeline that run on a module, one bit each (all
 * when module is NULL: the text did not load); the same from a program's
 * text. */
unsigned cmir_fuzz_passes_applying(CmirOp *module);
unsigned cmir_fuzz_passes_applying_text(const char *text);
/* Whether pass i of cmir_fuzz_pipeline applies to module. */
bool cmir_fuzz_pass_applies(CmirOp *module, int i);

/* Where a running session stands, for a watcher in another process (the
 * campaign keeps it in shared memory). */
typedef struct CmirFuzzProgress {
  volatile int leg;        /* CmirFuzzLeg running, -1 between programs */
  volatile int pass;       /* the passes leg: index of the pass, -1 otherwise */
  volatile uint64_t index; /* caller's number of the program running */
} CmirFuzzProgress;

typedef struct CmirFuzzOptions {
  unsigned legs;              /* CMIR_FUZZ_LEG_BIT mask; 0 = CMIR_FUZZ_IN_PROCESS */
  uint64_t max_steps;         /* interpreter step limit per run; 0 = 50 million */
  const char *mlir_tools;     /* directory of mlir-opt-19 and mlir-cpu-runner-19
                                 (NULL = found on PATH) */
  const char *mlir_libs;      /* directory of libmlir_*runner_utils.so (NULL =
                                 /usr/lib/llvm-19/lib) */
  unsigned oracle_timeout;    /* seconds per oracle subprocess; 0 = 60 */
  CmirFuzzProgress *progress; /* updated as legs start, or NULL */
} CmirFuzzOptions;

typedef struct CmirFuzzSession CmirFuzzSession;

/* A session for the legs of opts (copied); NULL with a message on stderr if
 * the LLVM JIT cannot be set up. Without LLVM the native legs report
 * CMIR_FUZZ_SKIPPED. */
CmirFuzzSession *cmir_fuzz_session_create(const CmirFuzzOptions *opts);
void cmir_fuzz_session_destroy(CmirFuzzSession *s);

/* Runs program text (MLIR text with an argument-less, result-less
 * `func.func @main`) on the session's legs and compares them with the
 * interp leg. name is used in diagnostics and temporary file names. */
void cmir_fuzz_run(CmirFuzzSession *s, const char *name, const char *text, size_t len,
                   CmirFuzzResult *out);

/* A find's signature, usable as a directory name: the legs that disagree,
 * then what they did ("out" different output, or the status), then the
 * first diverging pass, e.g.
 *   passes.out@finalize-memref-to-llvm+native-O0.out+native-O2.out
 *   native-O2.crash-SIGSEGV
 * Written into buf (size n). */
void cmir_fuzz_signature(const CmirFuzzResult *r, char *buf, size_t n);

/* The name of a crash signal in signatures ("SIGSEGV", ...), or NULL for a
 * signal a crash is not expected to end with. */
const char *cmir_fuzz_signal_name(int sig);

/* Runs the pass called name (with its default options) on module. */
CmirStatus cmir_fuzz_run_pass(CmirContext *ctx, CmirOp *module, const char *name);

/* Lowers module in place through the first npasses passes of
 * cmir_fuzz_pipeline (those that apply). For reports and the reducer. */
CmirStatus cmir_fuzz_lower(CmirContext *ctx, CmirOp *module, int npasses);

#endif
