/* Bytecode reader: reading the bodies on several threads. */
#define _GNU_SOURCE /* CPU affinity of the reading threads */
#include "reader.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- parallel reading ----
 * The root and the ops directly in it are decoded first, leaving the bodies
 * of the isolated ones (functions) pending. Threads then take the bodies in
 * file order; each decodes a body and, with opts->verify, verifies its op
 * while the body is still in the cache. Last the root is verified without
 * descending into those ops again. The attempt is muted: if anything fails,
 * all of it is discarded and the file is read (and verified) again by
 * cmir_bcr_read_sequential, which reports exactly what it always reports.
 * A verified read on one thread takes this path too, with no thread
 * started: decoding and verifying body by body is ~20% faster than
 * verifying the whole module after decoding it. */

enum { MAX_THREADS = 8, AUTO_MIN_BODY_BYTES = 64 * 1024 };

typedef struct Job {
  CmirOp *op;
  uint32_t body, depth;
  LocState loc;
} Job;

/* Where the threads start. Linux puts a thread that a busy thread creates
 * on its creator's CPU and moves it at the next load balancing, up to a
 * scheduler tick later: measured 0.5 to 4 ms before a worker ran, against
 * 0.07 ms when it may not use the creator's CPU. So workers start on the
 * other CPUs the process may use, then widen their mask back to all. */
typedef struct Placement {
  bool set;
#ifdef __linux__
  cpu_set_t all, others;
#endif
} Placement;

static void place_workers(Placement *pl) {
  pl->set = false;
#ifdef __linux__
  int cpu = sched_getcpu();
  if (cpu < 0 || cpu >= CPU_SETSIZE || sched_getaffinity(0, sizeof pl->all, &pl->all) != 0 ||
      !CPU_ISSET(cpu, &pl->all) || CPU_COUNT(&pl->all) < 2)
    return;
  pl->others = pl->all;
  CPU_CLR(cpu, &pl->others);
  pl->set = true;
#endif
}

static int create_worker(pthread_t *tid, const Placement *pl, void *(*fn)(void *), void *arg) {
#ifdef __linux__
  pthread_attr_t attr;
  if (pl->set && pthread_attr_init(&attr) == 0) {
    int rc = pthread_attr_setaffinity_np(&attr, sizeof pl->others, &pl->others) == 0
                 ? pthread_create(tid, &attr, fn, arg)
                 : -1;
    pthread_attr_destroy(&attr);
    if (rc == 0)
      return 0;
  }
#else
  (void)pl;
#endif
  return pthread_create(tid, NULL, fn, arg);
}

typedef struct Shared {
  Job *jobs;
  uint32_t njobs;
  bool verify;
  Placement place;
  uint32_t next; /* next job to take (atomic) */
  bool failed;   /* atomic */
} Shared;

typedef struct Worker {
  Shared *sh;
  CmirBcReader rd; /* the reader's tables, its own scratch and error */
  CmirArena arena; /* the ops it creates */
  CmirVerifyShapes *shapes; /* op shapes verified, kept from body to body */
  char pad[128];   /* no cache line shared with the next worker */
} Worker;

static void work(Worker *w) {
  Shared *sh = w->sh;
  cmir_ir_arena_redirect(&w->arena);
  if (sh->verify && !w->shapes)
    w->shapes = cmir_verify_shapes_new();
  while (!__atomic_load_n(&sh->failed, __ATOMIC_RELAXED)) {
    uint32_t i = __atomic_fetch_add(&sh->next, 1, __ATOMIC_RELAXED);
    if (i >= sh->njobs)
      break;
    Job *j = &sh->jobs[i];
    bool ok = cmir_bcr_body(&w->rd, j->op, j->body, j->loc, j->depth);
    if (ok && sh->verify)
      ok = !cmir_verify_quiet(j->op, NULL, NULL, w->shapes);
    if (!ok || cmir_diag_muted_count())
      __atomic_store_n(&sh->failed, true, __ATOMIC_RELAXED);
  }
  cmir_ir_arena_redirect(NULL);
}

static void *thread_main(void *arg) {
#ifdef __linux__
  const Placement *pl = &((Worker *)arg)->sh->place;
  if (pl->set)
    pthread_setaffinity_np(pthread_self(), sizeof pl->all, &pl->all);
#endif
  cmir_diag_mute(true); /* a muted diagnostic makes work() fail the attempt */
  work(arg);
  cmir_diag_mute(false);
  return NULL;
}

static bool is_job(const CmirOp *op, void *user) {
  const CmirHtab *jobs = user;
  return cmir_htab_find(jobs, ptr_hash(op), same_op, op) != NULL;
}

/* Threads for reading r's bodies (the root's own body is not a job). */
unsigned cmir_bcr_thread_count(const CmirBcReadOptions *o, const CmirBcReader *r) {
  uint32_t njobs = r->nbodies ? r->nbodies - 1 : 0;
  unsigned n = o->threads;
  if (n == 0) {
    size_t bytes = r->sec[BC_SEC_BODIES].len;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    n = bytes < AUTO_MIN_BODY_BYTES || cpus < 2 ? 1 : cpus > MAX_THREADS ? MAX_THREADS : (unsigned)cpus;
  }
  if (n > MAX_THREADS)
    n = MAX_THREADS;
  return njobs < 2 ? 1 : n > njobs ? njobs : n;
}

static int job_order(const void *a, const void *b) {
  uint32_t x = ((const Job *)a)->body, y = ((const Job *)b)->body;
  return x < y ? -1 : x > y;
}

/* Verifies root except the jobs' ops (verified by work()); true if invalid.
 * The caller mutes diagnostics. */
static bool verify_root(CmirOp *root, const Shared *sh) {
  CmirHtab jobs;
  cmir_htab_init(&jobs, sh->njobs);
  for (uint32_t i = 0; i < sh->njobs; i++)
    cmir_htab_insert(&jobs, ptr_hash(sh->jobs[i].op), sh->jobs[i].op);
  bool bad = cmir_verify_quiet(root, is_job, &jobs, NULL) || cmir_diag_muted_count();
  cmir_htab_free(&jobs);
  return bad;
}

/* Every body the root's decoding left pending, in file order: those of the
 * isolated ops in the root's body, also where they are nested in other ops. */
static Job *collect_jobs(CmirBcReader *r, uint32_t *njobs) {
  CMIR_VEC(Job) jobs = {0};
  for (uint32_t i = 0; r->pending.count && i <= r->pending.mask; i++) {
    const Pending *pd = r->pending.slots[i].item;
    if (pd)
      cmir_vec_push(&jobs, ((Job){pd->op, pd->body, pd->depth, pd->loc}));
  }
  if (jobs.len)
    qsort(jobs.data, jobs.len, sizeof *jobs.data, job_order);
  cmir_htab_clear(&r->pending);
  *njobs = (uint32_t)jobs.len;
  return jobs.data;
}

/* Reads the rest of the file opened as r (closed here) with nthreads
 * threads; NULL if anything failed (the caller mutes diagnostics). */
CmirOp *cmir_bcr_read_parallel(CmirContext *ctx, CmirBcReader *r, const CmirBcReadOptions *opts,
                               unsigned nthreads) {
  r->lazy = true;
  CmirOp *root = cmir_bc_reader_root(r);
  if (!root) {
    cmir_bc_reader_close(r);
    return NULL;
  }
  Shared sh = {0};
  sh.verify = opts->verify;
  sh.jobs = collect_jobs(r, &sh.njobs);
  Worker *ws = cmir_xcalloc(nthreads, sizeof *ws);
  for (unsigned i = 0; i < nthreads; i++) {
    ws[i].sh = &sh;
    ws[i].rd = *r;
    CmirBcReader *w = &ws[i].rd;
    memset(&w->err, 0, sizeof w->err);
    memset(&w->placeholders, 0, sizeof w->placeholders);
    w->lazy = false;
    w->nops = 0;
    w->depth = 0;
  }
  /* The symbol index of the root is built before the threads look into it. */
  bool own_cache = !ctx->symidx_active;
  if (own_cache)
    cmir_symbol_cache_begin(ctx);
  if (opts->verify && (root->info->traits & CMIR_TRAIT_SYMBOL_TABLE))
    cmir_symbol_table_lookup(root, cmir_ident(ctx, ""));
  ctx->mt = nthreads > 1;
  pthread_t *tids = cmir_xcalloc(nthreads, sizeof *tids);
  bool *started = cmir_xcalloc(nthreads, sizeof *started);
  if (nthreads > 1)
    place_workers(&sh.place);
  for (unsigned i = 1; i < nthreads; i++)
    started[i] = create_worker(&tids[i], &sh.place, thread_main, &ws[i]) == 0;
  /* The root is verified while the other threads start on the bodies: it
   * does not descend into ops isolated from above, so not into theirs,
   * unless a file gave a body to an op that is not (then it waits). */
  bool early = opts->verify;
  for (uint32_t i = 0; early && i < sh.njobs; i++)
    early = sh.jobs[i].op->info->traits & CMIR_TRAIT_ISOLATED;
  if (early && verify_root(root, &sh))
    __atomic_store_n(&sh.failed, true, __ATOMIC_RELAXED);
  work(&ws[0]);
  for (unsigned i = 1; i < nthreads; i++)
    if (started[i])
      pthread_join(tids[i], NULL);
  ctx->mt = false;
  free(tids);
  free(started);
  bool failed = sh.failed || r->err.failed;
  for (unsigned i = 0; i < nthreads; i++) {
    cmir_arena_adopt(&ctx->ir_arena, &ws[i].arena);
    r->nops += ws[i].rd.nops;
  }
  if (!failed && opts->verify && !early)
    failed = verify_root(root, &sh);
  if (own_cache)
    cmir_symbol_cache_end(ctx);
  if (failed) {
    cmir_bcr_clear_regions(root);
    cmir_op_destroy(root);
    root = NULL;
  }
  for (unsigned i = 0; i < nthreads; i++) {
    cmir_bcr_free_placeholders(&ws[i].rd);
    cmir_bcr_free_scratch(&ws[i].rd);
    free(ws[i].shapes);
  }
  free(ws);
  free(sh.jobs);
  cmir_bc_reader_close(r);
  return root;
}
