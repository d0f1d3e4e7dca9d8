/* cmir-reduce's library: shrinks a program while a test still says it is
 * interesting (docs/fuzzing.md, "cmir-reduce").
 *
 * The reducer keeps the best program so far as text. Each candidate is the
 * best program parsed again with one reduction applied (an op erased, a
 * function removed, a branch made unconditional, a loop cut to zero or one
 * trip, a constant made 0, 1 or -1, ...), and must verify. A forked child
 * then runs it on the interpreter, which must finish without undefined
 * behaviour, and runs the test; the first interesting candidate in a fixed
 * order replaces the best, so the result does not depend on the number of
 * parallel jobs. */
#ifndef CMIR_FUZZ_REDUCE_H
#define CMIR_FUZZ_REDUCE_H

#include "cmir/cmir.h"

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What a test sees: the candidate program and, when a pass list is being
 * reduced too, the candidate's pass list (comma-separated pass names). */
typedef struct CmirReduceCandidate {
  const char *text;
  size_t len;
  const char *pipeline; /* NULL when no pass list is reduced */
} CmirReduceCandidate;

/* The interestingness test. It runs in a forked child (it may crash or
 * leak; a crash counts as not interesting) after the interpreter check, and
 * returns true if the candidate is still interesting. */
typedef bool (*CmirReduceTestFn)(const CmirReduceCandidate *c, void *user);

typedef struct CmirReduceOptions {
  CmirReduceTestFn test;
  void *user;
  unsigned jobs;               /* candidates tested at once; 0 = 1 */
  unsigned timeout;            /* seconds per candidate; 0 = 20 */
  uint64_t max_steps;          /* interpreter step limit of the UB check; 0 = 10M */
  const char *entry;           /* entry function; NULL = "main" */
  const char *pipeline;        /* a pass list to reduce too (comma-separated), or NULL */
  const char *reductions;      /* comma-separated reduction names to use; NULL = all */
  bool no_ub_check;            /* --crash=interp: the interpreter is what is tested */
  bool progress;               /* a progress line on stderr */
  volatile sig_atomic_t *stop; /* set (by a signal handler): stop, keep the best */
} CmirReduceOptions;

typedef struct CmirReduceResult {
  char *text; /* the best program (malloc'd) */
  size_t len;
  char *pipeline;                 /* the reduced pass list (malloc'd), or NULL */
  uint64_t ops_before, ops_after; /* ops inside the module */
  uint64_t tested;                /* candidates run */
  uint64_t rejected_ub; /* candidates with UB, an error or a time-out on the interpreter */
  uint64_t accepted;
  bool interrupted; /* stopped by opts->stop */
} CmirReduceResult;

typedef enum CmirReduceStatus {
  CMIR_REDUCE_OK = 0,
  CMIR_REDUCE_BAD_INPUT = 1,       /* does not parse or verify (diagnostic printed) */
  CMIR_REDUCE_NOT_INTERESTING = 2, /* the input fails the UB check or the test */
} CmirReduceStatus;

/* Reduces text (a module); the result is filled in for CMIR_REDUCE_OK. */
CmirReduceStatus cmir_reduce(const char *fname, const char *text, size_t len,
                             const CmirReduceOptions *opts, CmirReduceResult *res);
void cmir_reduce_result_free(CmirReduceResult *res);

/* The reductions' names, in the order they are tried (comma-separated). */
extern const char cmir_reduce_names[];
/* True if every name of the comma-separated list is a reduction's. */
bool cmir_reduce_known_names(const char *list);

/* Ops inside the module of text (the module itself not counted); -1 if it
 * does not parse. */
int64_t cmir_reduce_count_ops(const char *text, size_t len);

/* The built-in test `--legs=A,B`: legs A and B both run the program (no
 * bad-input status) and differ in output or status. Legs: "interp" (the
 * interpreter), "lowered" (the interpreter after the candidate's pass list,
 * or the whole lowering pipeline). */
typedef struct CmirReduceLegsTest {
  const char *legs[2];
  const char *entry;
  uint64_t max_steps;
} CmirReduceLegsTest;
bool cmir_reduce_legs_known(const char *leg);
bool cmir_reduce_test_legs(const CmirReduceCandidate *c, void *user);

/* The passes of the lowering pipeline, in order (comma-separated). */
extern const char cmir_reduce_lowering_pipeline[];

/* printMemref's heap addresses ("base@ = 0x5581...") replaced by 0xADDR,
 * as the conformance tests' .expected files have them. s is malloc'd and
 * NUL-terminated at s[*len]; returns s itself if it has no address, else
 * a new malloc'd string of the same kind (s freed), its length in *len. The legs of a campaign and of cmir-reduce compare
 * outputs masked this way. */
char *cmir_fuzz_mask_addresses(char *s, size_t *len);

#endif
