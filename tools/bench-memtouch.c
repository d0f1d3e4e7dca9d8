/* bench-memtouch: the floor under loading IR in a fresh process. Writes
 * BYTES of newly allocated memory, split over THREADS threads, as the
 * readers fill their arenas, and prints the wall time in seconds. tools/bench
 * runs it with the amount of new memory cmir-opt's parse phase touched.
 * Threads start away from the creator's CPU, as the bytecode reader's do. */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { BLOCK = 1 << 20, MAX_THREADS = 64 };

static size_t per_thread;
static cpu_set_t all_cpus;

static void *fill(void *arg) {
  if (arg)
    pthread_setaffinity_np(pthread_self(), sizeof all_cpus, &all_cpus);
  for (size_t done = 0; done < per_thread; done += BLOCK) {
    char *p = malloc(BLOCK);
    if (!p) {
      fprintf(stderr, "bench-memtouch: out of memory\n");
      exit(1);
    }
    memset(p, 1, BLOCK);
    /* Kept: the memory stays in use, as the IR does. */
    __asm__ volatile("" : : "r"(p) : "memory");
  }
  return NULL;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  char *end1 = NULL, *end2 = NULL;
  unsigned long long bytes = argc == 3 ? strtoull(argv[1], &end1, 10) : 0;
  unsigned long threads = argc == 3 ? strtoul(argv[2], &end2, 10) : 0;
  if (argc != 3 || *end1 || *end2 || !bytes || !threads || threads > MAX_THREADS) {
    fprintf(stderr, "usage: bench-memtouch BYTES THREADS (1 to %d threads)\n", MAX_THREADS);
    return 2;
  }
  per_thread = (size_t)(bytes / threads);
  pthread_t tids[MAX_THREADS];
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  int cpu = sched_getcpu();
  if (sched_getaffinity(0, sizeof all_cpus, &all_cpus) == 0 && cpu >= 0 &&
      CPU_COUNT(&all_cpus) > 1) {
    cpu_set_t others = all_cpus;
    CPU_CLR(cpu, &others);
    pthread_attr_setaffinity_np(&attr, sizeof others, &others);
  }
  double t0 = now();
  unsigned long started = 1;
  for (; started < threads; started++)
    if (pthread_create(&tids[started], &attr, fill, &all_cpus) != 0)
      break;
  pthread_attr_destroy(&attr);
  fill(NULL);
  for (unsigned long i = 1; i < started; i++)
    pthread_join(tids[i], NULL);
  printf("%.6f\n", now() - t0);
  return started == threads ? 0 : 1;
}
