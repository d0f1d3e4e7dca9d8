/* Output files and cache entries (src/support/output.c, cache.c): what a
 * -o write leaves behind when a signal ends the program, and that every
 * single-byte change of a cache entry, and anything but a regular file at
 * its name, is refused. */
#define _GNU_SOURCE
#include "cmir/cmir.h"
#include "tap.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char dir[256];

static char *in_dir(const char *name) {
  static char buf[2][512];
  static int k;
  k ^= 1;
  snprintf(buf[k], sizeof buf[k], "%s/%s", dir, name);
  return buf[k];
}

/* The number of entries of dir besides . and .. */
static int dir_entries(void) {
  DIR *d = opendir(dir);
  int n = 0;
  for (struct dirent *e; d && (e = readdir(d));)
    n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
  if (d)
    closedir(d);
  return n;
}

static void write_file(const char *path, const void *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (f) {
    fwrite(data, 1, len, f);
    fclose(f);
  }
}

static size_t read_file(const char *path, char *buf, size_t cap) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return (size_t)-1;
  size_t n = fread(buf, 1, cap, f);
  fclose(f);
  return n;
}

/* A child opens out.txt for output, writes, and is sent sig before it
 * closes the output: the temporary file must be gone, out.txt unchanged,
 * and the child ended by sig. With ignore, sig is ignored in the child
 * first: it must then finish the output. */
static void test_signal(int sig, const char *name, bool ignore) {
  write_file(in_dir("out.txt"), "old\n", 4);
  pid_t pid = fork();
  if (pid == 0) {
    /* The default action unless the test ignores it (nohup make check
     * starts everything with SIGHUP ignored). */
    signal(sig, ignore ? SIG_IGN : SIG_DFL);
    CmirOutput out;
    if (cmir_tool_output_open("test", in_dir("out.txt"), &out))
      _exit(10);
    fputs("new\n", out.f);
    fflush(out.f);
    struct stat st;
    if (!out.tmp || stat(out.tmp, &st) != 0)
      _exit(11); /* the temporary file must exist before the signal */
    raise(sig);
    _exit(cmir_tool_output_close("test", &out, true) ? 12 : 0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  char buf[16] = {0};
  read_file(in_dir("out.txt"), buf, sizeof buf - 1);
  if (ignore) {
    ok(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s ignored: the output is finished", name);
    is_str(buf, "new\n", "%s ignored: the file has the new output", name);
  } else {
    ok(WIFSIGNALED(status) && WTERMSIG(status) == sig, "%s ends the program by %s (status %#x)",
       name, name, status);
    is_str(buf, "old\n", "%s: the file keeps its old contents", name);
  }
  is_int(dir_entries(), 1, "%s: no temporary file is left", name);
}

/* Error paths: a write that fails leaves no temporary file. */
static void test_error_paths(void) {
  write_file(in_dir("out.txt"), "old\n", 4);
  CmirOutput out;
  ok(!cmir_tool_output_open("test", in_dir("out.txt"), &out), "open");
  fputs("half", out.f);
  is_int(cmir_tool_output_close("test", &out, false), 0, "closing a failed output is no error");
  char buf[16] = {0};
  read_file(in_dir("out.txt"), buf, sizeof buf - 1);
  is_str(buf, "old\n", "a failed output leaves the file as it was");
  is_int(dir_entries(), 1, "a failed output leaves no temporary file");
  ok(cmir_tool_write_output("test", in_dir("no/such/dir/x"), "x", 1) != 0,
     "a missing directory is an error");
  mkdir(in_dir("d"), 0755);
  ok(cmir_tool_write_output("test", in_dir("d"), "x", 1) != 0, "a directory is an error");
  rmdir(in_dir("d"));
  is_int(dir_entries(), 1, "and neither leaves a file");
}

/* ---- cache entries ---- */

static const char key[] = "0123456789abcdef0123456789abcdef";

/* The blob read back from the entry at name (NULL if refused). */
static char *read_entry(const char *name, const char *k, size_t *len) {
  return cmir_cache_entry_read(in_dir(name), k, 1 << 20, len);
}

static void test_cache_flips(void) {
  /* A blob of the size of a small object file. */
  enum { N = 1000 };
  unsigned char blob[N];
  uint32_t x = 12345;
  for (int i = 0; i < N; i++) {
    x = x * 1103515245u + 12345u;
    blob[i] = (unsigned char)(x >> 16);
  }
  ok(!cmir_cache_entry_write("test", in_dir("e"), key, blob, N), "an entry is written");
  size_t len = 0;
  char *back = read_entry("e", key, &len);
  ok(back && len == N && !memcmp(back, blob, N), "and read back");
  free(back);
  ok(!read_entry("e", "fedcba9876543210fedcba9876543210", &len),
     "an entry is refused under another key");

  unsigned char entry[N + 64];
  size_t n = read_file(in_dir("e"), (char *)entry, sizeof entry);
  ok(n == N + 32, "the entry is a 32-byte header and the blob (%zu bytes)", n);
  /* Every byte, changed by each of its 8 single-bit flips and by 0xff. */
  int accepted = 0, tried = 0;
  for (size_t i = 0; i < n; i++)
    for (int b = 0; b <= 8; b++) {
      unsigned char m = b < 8 ? (unsigned char)(1u << b) : 0xff;
      entry[i] ^= m;
      write_file(in_dir("f"), entry, n);
      entry[i] ^= m;
      char *r = read_entry("f", key, &len);
      tried++;
      if (r) {
        if (accepted++ < 5)
          diag("byte %zu ^ %#x accepted", i, m);
        free(r);
      }
    }
  is_int(accepted, 0, "all %d single-byte changes of the entry are refused", tried);
  /* Cut short or grown. */
  int bad = 0;
  for (size_t k = 0; k < n; k += k < 40 ? 1 : 97) {
    write_file(in_dir("f"), entry, k);
    char *r = read_entry("f", key, &len);
    bad += r != NULL;
    free(r);
  }
  is_int(bad, 0, "a truncated entry is refused");
  memcpy(entry + n, "x", 1);
  write_file(in_dir("f"), entry, n + 1);
  ok(!read_entry("f", key, &len), "an entry with a byte more is refused");
  unlink(in_dir("f"));
}

static void on_alarm(int sig) {
  (void)sig;
  static const char msg[] = "Bail out! reading a cache entry hangs\n";
  (void)!write(1, msg, sizeof msg - 1);
  _exit(1);
}

/* Whatever is at the key that is not a regular file is refused at once. */
static void test_cache_not_regular(void) {
  size_t len;
  signal(SIGALRM, on_alarm);
  alarm(20);
  ok(mkfifo(in_dir("fifo"), 0600) == 0, "mkfifo");
  ok(!read_entry("fifo", key, &len), "a FIFO at the key is refused without blocking");
  ok(symlink("/dev/zero", in_dir("zero")) == 0, "symlink to /dev/zero");
  ok(!read_entry("zero", key, &len), "a link to /dev/zero is refused");
  ok(symlink("e", in_dir("link")) == 0, "symlink to a good entry");
  ok(!read_entry("link", key, &len), "a link to a good entry is refused (links are not followed)");
  mkdir(in_dir("sub"), 0755);
  ok(!read_entry("sub", key, &len), "a directory is refused");
  /* Writing an entry replaces any of them, never writing through. */
  ok(!cmir_cache_entry_write("test", in_dir("fifo"), key, "abc", 3), "writing over a FIFO");
  ok(!cmir_cache_entry_write("test", in_dir("zero"), key, "abc", 3), "writing over a link");
  char *r = read_entry("fifo", key, &len);
  ok(r && len == 3, "the FIFO is replaced by a good entry");
  free(r);
  r = read_entry("zero", key, &len);
  ok(r && len == 3, "the link is replaced by a good entry");
  free(r);
  alarm(0);
  unlink(in_dir("fifo"));
  unlink(in_dir("zero"));
  unlink(in_dir("link"));
  unlink(in_dir("e"));
  rmdir(in_dir("sub"));
}

int main(void) {
  const char *t = getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%s/cmir-test-output.XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(dir)) {
    printf("Bail out! cannot create a temporary directory\n");
    return 1;
  }
  test_signal(SIGINT, "SIGINT", false);
  test_signal(SIGTERM, "SIGTERM", false);
  test_signal(SIGHUP, "SIGHUP", false);
  test_signal(SIGHUP, "SIGHUP", true);
  test_error_paths();
  unlink(in_dir("out.txt"));
  test_cache_flips();
  test_cache_not_regular();
  ok(dir_entries() == 0, "nothing else is left in the directory");
  rmdir(dir);
  return done_testing();
}
