/* Fuzzing campaigns (cmir-fuzz --seeds A..B --out DIR) and the merge of
 * their shards (cmir-fuzz merge). A campaign runs batches of programs in
 * forked workers, each with one legs session (legs.h); the parent watches
 * every worker through shared memory, so a program that crashes a worker or
 * runs past the time limit is recorded as a find and the batch goes on in a
 * new worker. Output, in DIR:
 *
 *   results.jsonl          one JSON object per program (docs/fuzzing.md)
 *   finds/SIGNATURE/       one directory per distinct find: program.mlir,
 *                          report.md (the IR before and after the first
 *                          diverging pass, commands that reproduce it),
 *                          each leg's output, seeds (every seed with it)
 *   summary.json           the totals
 *
 * JSON is written and read with libjansson; built without it, campaigns
 * and merges say so and fail. */
#ifndef CMIR_FUZZ_CAMPAIGN_H
#define CMIR_FUZZ_CAMPAIGN_H

#include "fuzz/fuzz.h"
#include "fuzz/legs.h"

typedef struct CmirFuzzCampaign {
  uint64_t seed_lo, seed_hi;     /* the seeds (inclusive), when inputs is NULL */
  const char *const *inputs;     /* or programs read from these files */
  size_t ninputs;                /* (program i is inputs[i], its seed i) */
  const CmirFuzzGenOptions *gen; /* the generator's options */
  unsigned jobs;                 /* workers at a time; 0 = 1 */
  unsigned batch;                /* programs per worker; 0 = 200 */
  double time_limit;             /* seconds for the campaign; 0 = none */
  double program_timeout;        /* seconds per program; 0 = 20 */
  const char *out_dir;           /* created if missing */
  CmirFuzzOptions legs;          /* which legs, limits */
  int progress;                  /* progress line on stderr: 1 yes, 0 no, -1 if a tty */
  const char *tool;              /* command name in the reports' commands ("cmir-fuzz") */
} CmirFuzzCampaign;

/* Runs the campaign. Returns 0 if it ran and found nothing, 2 if it ran
 * and there were finds or generator bugs, 1 on a set-up error (message on
 * stderr). The summary's last four lines go to stdout. */
int cmir_fuzz_campaign(const CmirFuzzCampaign *c);

/* Joins the results of campaign directories dirs[0..n) into out_dir:
 * results.jsonl concatenated, finds deduplicated by signature (their seeds
 * joined), a new summary. Returns as cmir_fuzz_campaign. */
int cmir_fuzz_merge(const char *const *dirs, size_t n, const char *out_dir);

#endif
