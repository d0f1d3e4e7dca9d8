/* Checksummed cache entries (cmir-run's object cache): a file holding one
 * blob, written by rename so readers see a whole entry or none, and read
 * only if it is a regular file whose checksum matches.
 *
 * Format (little-endian):
 *   0  "cmirent1"           magic and format version
 *   8  u64 size             bytes of the blob
 *  16  u64 hi, u64 lo       XXH3-128 of the key and the blob
 *  32  the blob
 * The key in the checksum makes an entry copied under another key a bad
 * entry too. */
#define _GNU_SOURCE
#include "cmir/io.h"
#include "support/support.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

enum { CACHE_HEADER = 32 };
static const char cache_magic[8] = {'c', 'm', 'i', 'r', 'e', 'n', 't', '1'};

static XXH128_hash_t cache_checksum(const char *key, const void *data, size_t len) {
  XXH3_state_t *st = XXH3_createState();
  XXH3_128bits_reset(st);
  XXH3_128bits_update(st, key, strlen(key) + 1);
  XXH3_128bits_update(st, data, len);
  XXH128_hash_t h = XXH3_128bits_digest(st);
  XXH3_freeState(st);
  return h;
}

static void put_u64(unsigned char *p, uint64_t v) {
  for (int i = 0; i < 8; i++)
    p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_u64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; i++)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

/* The regular file at path, never following a link and never blocking on
 * a FIFO; NULL if it is anything else, larger than max or unreadable. */
static unsigned char *cache_read_file(const char *path, size_t max, size_t *len) {
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    return NULL;
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < CACHE_HEADER ||
      (uint64_t)st.st_size > (uint64_t)max + CACHE_HEADER) {
    close(fd);
    return NULL;
  }
  size_t n = (size_t)st.st_size, got = 0;
  unsigned char *buf = cmir_xmalloc(n + 1);
  while (got < n) {
    ssize_t r = read(fd, buf + got, n - got);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    got += (size_t)r;
  }
  /* A file that grew while being read is not the one measured. */
  char extra;
  bool whole = got == n && read(fd, &extra, 1) == 0;
  close(fd);
  if (!whole) {
    free(buf);
    return NULL;
  }
  *len = n;
  return buf;
}

void *cmir_cache_entry_read(const char *path, const char *key, size_t max, size_t *len) {
  size_t n;
  unsigned char *entry = cache_read_file(path, max, &n);
  if (!entry)
    return NULL;
  size_t blob = n - CACHE_HEADER;
  bool intact = !memcmp(entry, cache_magic, sizeof cache_magic) && get_u64(entry + 8) == blob;
  if (intact) {
    XXH128_hash_t h = cache_checksum(key, entry + CACHE_HEADER, blob);
    intact = get_u64(entry + 16) == h.high64 && get_u64(entry + 24) == h.low64;
  }
  if (!intact) {
    free(entry);
    return NULL;
  }
  memmove(entry, entry + CACHE_HEADER, blob);
  *len = blob;
  return entry;
}

int cmir_cache_entry_write(const char *tool, const char *path, const char *key, const void *data,
                           size_t len) {
  unsigned char *entry = cmir_xmalloc(CACHE_HEADER + len);
  XXH128_hash_t h = cache_checksum(key, data, len);
  memcpy(entry, cache_magic, sizeof cache_magic);
  put_u64(entry + 8, len);
  put_u64(entry + 16, h.high64);
  put_u64(entry + 24, h.low64);
  if (len)
    memcpy(entry + CACHE_HEADER, data, len);
  int rc = cmir_tool_write_file(tool, path, entry, CACHE_HEADER + len, CMIR_OUTPUT_REPLACE);
  free(entry);
  return rc;
}
