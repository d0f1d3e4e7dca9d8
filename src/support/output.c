/* Output files of the cmir programs (-o, cmir-run's object cache): where a
 * tool's output goes and how it gets there without clobbering anything.
 *
 * - `-` or no name: stdout.
 * - Not a regular file (a device, a FIFO, a socket), directly or through a
 *   symbolic link: opened and written directly, never replaced, as
 *   mlir-opt-19 does (`-o /dev/null` leaves /dev/null a device).
 * - A symbolic link to a regular file: its target is written the way a
 *   regular file is; the link stays.
 * - A regular file, or a name that does not exist yet: the output goes to a
 *   temporary file created with mkostemp (O_EXCL, a random name, so a link
 *   planted at the name is never followed) in the same directory, given the
 *   original file's mode and owner (a new file gets 0666 minus the umask),
 *   and renamed over the file once everything is written. A failed run
 *   leaves the old file as it was. The temporary name is `.BASE.XXXXXX`
 *   with BASE cut so the name fits in NAME_MAX.
 * - A regular file with more than one hard link, or in a directory the
 *   tool cannot create files in: a rename would break the links (or is not
 *   possible), so the output goes to an unnamed scratch file first and is
 *   copied into the file, truncated, only once it is complete.
 * - With CMIR_OUTPUT_REPLACE (the object cache): whatever is at the name
 *   (a link, a FIFO, a damaged entry) is replaced by the rename, never
 *   followed or opened.
 *
 * SIGINT, SIGTERM and SIGHUP remove the temporary files of the outputs
 * still open (unlink is async-signal-safe) and then end the process by the
 * same signal; an ignored signal stays ignored. */
#define _GNU_SOURCE
#include "cmir/io.h"
#include "support/support.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- temporary files removed on a signal ---- */

/* The temporary files of the open outputs. A slot holds a malloc'd path
 * while its file exists; the handler only reads the pointers. Tools have
 * one output open at a time; the slots bound how many may be. */
enum { OUT_SLOTS = 16 };
static char *volatile out_temps[OUT_SLOTS];
static const int out_signals[] = {SIGINT, SIGTERM, SIGHUP};
static volatile sig_atomic_t out_handlers_installed;

static void out_on_signal(int sig) {
  for (int i = 0; i < OUT_SLOTS; i++) {
    char *p = out_temps[i];
    if (p)
      unlink(p);
  }
  /* SA_RESETHAND restored the default action; the signal is blocked until
   * the handler returns, then ends the process. */
  raise(sig);
}

static void out_install_handlers(void) {
  if (out_handlers_installed)
    return;
  out_handlers_installed = 1;
  for (size_t i = 0; i < sizeof out_signals / sizeof *out_signals; i++) {
    struct sigaction old, sa;
    if (sigaction(out_signals[i], NULL, &old) != 0)
      continue;
    /* Ignored (nohup) or handled by the program: leave it alone. */
    if (old.sa_handler != SIG_DFL || (old.sa_flags & SA_SIGINFO))
      continue;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = out_on_signal;
    sigemptyset(&sa.sa_mask);
    for (size_t k = 0; k < sizeof out_signals / sizeof *out_signals; k++)
      sigaddset(&sa.sa_mask, out_signals[k]);
    sa.sa_flags = SA_RESETHAND;
    sigaction(out_signals[i], &sa, NULL);
  }
}

/* Registers path (copied) as a temporary file to remove on a signal; the
 * slot index, or -1 if every slot is taken. */
static int out_register(const char *path) {
  out_install_handlers();
  char *copy = strdup(path);
  if (!copy)
    return -1;
  for (int i = 0; i < OUT_SLOTS; i++)
    if (!out_temps[i]) {
      out_temps[i] = copy;
      return i;
    }
  free(copy);
  return -1;
}

/* Called once the temporary file is renamed or removed: a signal between
 * the two only unlinks a name that no longer exists. */
static void out_unregister(int slot) {
  if (slot < 0)
    return;
  char *p = out_temps[slot];
  out_temps[slot] = NULL;
  free(p);
}

/* ---- opening ---- */

static mode_t out_default_mode(void) {
  mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

/* A new temporary file in path's directory: `DIR/.BASE.XXXXXX`. Returns
 * the descriptor (and the malloc'd name in *tmp) or -1 with errno set. */
static int out_mktemp(const char *path, char **tmp) {
  const char *slash = strrchr(path, '/');
  size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
  const char *base = path + dirlen;
  size_t baselen = strlen(base);
  /* "." + BASE + ".XXXXXX" must fit in NAME_MAX (255 on Linux). */
  size_t keep = NAME_MAX - 8;
  if (baselen > keep)
    baselen = keep;
  char *t = cmir_xmalloc(dirlen + baselen + 9);
  memcpy(t, path, dirlen);
  t[dirlen] = '.';
  memcpy(t + dirlen + 1, base, baselen);
  memcpy(t + dirlen + 1 + baselen, ".XXXXXX", 8);
  int fd = mkostemp(t, O_CLOEXEC);
  if (fd < 0) {
    int e = errno;
    free(t);
    errno = e;
    return -1;
  }
  *tmp = t;
  return fd;
}

/* Scratch space for an output copied in place: a temporary file in path's
 * directory, unlinked at once, or an unnamed file in $TMPDIR if that
 * directory takes no new files. Nothing to clean up either way. */
static int out_scratch(const char *path) {
  char *tmp;
  int fd = out_mktemp(path, &tmp);
  if (fd >= 0) {
    unlink(tmp);
    free(tmp);
    return fd;
  }
  FILE *f = tmpfile();
  if (!f)
    return -1;
  fd = dup(fileno(f));
  fclose(f);
  return fd;
}

static int out_fail(const char *tool, const char *path, int err, CmirOutput *out) {
  fprintf(stderr, "%s: cannot write '%s': %s\n", tool, path, strerror(err));
  free(out->path);
  memset(out, 0, sizeof *out);
  out->slot = -1;
  return 1;
}

int cmir_tool_output_open_ex(const char *tool, const char *path, unsigned flags, CmirOutput *out) {
  memset(out, 0, sizeof *out);
  out->slot = -1;
  if (!path || !strcmp(path, "-")) {
    out->f = stdout;
    return 0;
  }
  /* The file to write: path, or the regular file a link at path names. */
  out->path = strdup(path);
  struct stat st;
  bool exists = false, replace = flags & CMIR_OUTPUT_REPLACE;
  if (!replace && lstat(path, &st) == 0) {
    exists = true;
    if (S_ISLNK(st.st_mode)) {
      char *real = realpath(path, NULL);
      if (real && stat(real, &st) == 0) {
        free(out->path);
        out->path = real;
      } else {
        /* A dangling link (or a loop): written through, as open does. */
        free(real);
        exists = false;
      }
    }
  }
  int fd = -1;
  if (exists && S_ISDIR(st.st_mode))
    return out_fail(tool, path, EISDIR, out);
  if (exists && !S_ISREG(st.st_mode)) {
    /* A device, a FIFO or a socket: written directly. */
    fd = open(out->path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
      return out_fail(tool, path, errno, out);
  } else if (!replace && !exists && lstat(path, &st) == 0) {
    /* The dangling link: the file is created where it points. */
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOCTTY | O_CLOEXEC, 0666);
    if (fd < 0)
      return out_fail(tool, path, errno, out);
  } else {
    char *tmp = NULL;
    if (exists && st.st_nlink > 1) {
      out->in_place = true;
    } else {
      fd = out_mktemp(out->path, &tmp);
      if (fd < 0 && exists && (errno == EACCES || errno == EPERM || errno == EROFS) &&
          access(out->path, W_OK) == 0)
        out->in_place = true; /* a writable file in a closed directory */
      else if (fd < 0)
        return out_fail(tool, path, errno, out);
    }
    if (out->in_place) {
      if ((fd = out_scratch(out->path)) < 0)
        return out_fail(tool, path, errno, out);
    } else {
      out->tmp = tmp;
      out->slot = out_register(tmp);
      if (out->slot < 0) {
        close(fd);
        unlink(tmp);
        free(tmp);
        out->tmp = NULL;
        return out_fail(tool, path, EMFILE, out);
      }
      if (exists) {
        /* The owner first: changing it clears the set-id bits. Only root
         * may give a file away; anyone else keeps the file's own. */
        if (st.st_uid != geteuid() || st.st_gid != getegid())
          (void)!fchown(fd, st.st_uid, st.st_gid);
        fchmod(fd, st.st_mode & 07777);
      } else {
        fchmod(fd, out_default_mode());
      }
    }
  }
  out->f = fdopen(fd, "wb");
  if (!out->f) {
    int e = errno;
    close(fd);
    if (out->tmp) {
      unlink(out->tmp);
      out_unregister(out->slot);
      free(out->tmp);
    }
    return out_fail(tool, path, e, out);
  }
  return 0;
}

int cmir_tool_output_open(const char *tool, const char *path, CmirOutput *out) {
  return cmir_tool_output_open_ex(tool, path, 0, out);
}

/* ---- closing ---- */

/* Copies the scratch file fd holds into path, truncated: the in-place
 * write of a file with hard links. */
static bool out_copy_in_place(int fd, const char *path) {
  int dst = open(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC);
  if (dst < 0)
    return false;
  char buf[1 << 16];
  off_t at = 0;
  bool ok = true;
  for (;;) {
    ssize_t n = pread(fd, buf, sizeof buf, at);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      ok = n == 0;
      break;
    }
    at += n;
    for (ssize_t done = 0; done < n && ok;) {
      ssize_t w = write(dst, buf + done, (size_t)(n - done));
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        ok = false;
      else
        done += w;
    }
    if (!ok)
      break;
  }
  int e = errno;
  ok = close(dst) == 0 && ok;
  if (!ok && !errno)
    errno = e;
  return ok;
}

int cmir_tool_output_close(const char *tool, CmirOutput *out, bool ok) {
  int rc = 0;
  if (out->f == stdout) {
    if (fflush(stdout) != 0 && ok) {
      fprintf(stderr, "%s: cannot write output: %s\n", tool, strerror(errno));
      rc = 1;
    }
  } else if (out->f) {
    bool written = fflush(out->f) == 0;
    int err = errno;
    if (ok && written && out->in_place) {
      written = out_copy_in_place(fileno(out->f), out->path);
      err = errno;
    }
    bool closed = fclose(out->f) == 0;
    if (written && !closed)
      err = errno;
    written = written && closed;
    if (ok && written && out->tmp && rename(out->tmp, out->path) != 0) {
      err = errno;
      written = false;
    }
    if (out->tmp && !(ok && written))
      unlink(out->tmp);
    out_unregister(out->slot);
    if (ok && !written) {
      fprintf(stderr, "%s: cannot write '%s': %s\n", tool, out->path, strerror(err));
      rc = 1;
    }
  }
  free(out->path);
  free(out->tmp);
  memset(out, 0, sizeof *out);
  out->slot = -1;
  return rc;
}

int cmir_tool_write_file(const char *tool, const char *path, const void *data, size_t len,
                         unsigned flags) {
  CmirOutput out;
  if (cmir_tool_output_open_ex(tool, path, flags, &out))
    return 1;
  bool ok = len == 0 || fwrite(data, 1, len, out.f) == len;
  if (!ok)
    fprintf(stderr, "%s: cannot write '%s': %s\n", tool, out.path ? out.path : "output",
            strerror(errno));
  return cmir_tool_output_close(tool, &out, ok) || !ok;
}

int cmir_tool_write_output(const char *tool, const char *path, const void *data, size_t len) {
  return cmir_tool_write_file(tool, path, data, len, 0);
}
