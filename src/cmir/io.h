/* Files in and out of the cmir programs: reading inputs, writing outputs
 * that are never left half-written, checksummed cache entries, command-line
 * helpers and --split-input-file. Part of the public API (cmir.h includes
 * it); it depends on nothing else of cmir (src/support/input.c, output.c,
 * cache.c implement it). */
#ifndef CMIR_IO_H
#define CMIR_IO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Reads a file ('-' = stdin) into a malloc'd, NUL-terminated buffer; prints
 * "tool: cannot read 'x': reason" and returns NULL on failure. */
char *cmir_tool_read_input(const char *tool, const char *path, size_t *len);
/* Writes data to path ('-' or NULL = stdout) as cmir_tool_output_open
 * does: a failed run never leaves a half-written file. */
int cmir_tool_write_output(const char *tool, const char *path, const void *data, size_t len);
/* The same with CMIR_OUTPUT_* flags. */
int cmir_tool_write_file(const char *tool, const char *path, const void *data, size_t len,
                         unsigned flags);

/* Checksummed cache entries (src/support/cache.c): one blob per file,
 * with an XXH3-128 checksum of the key and the blob. */
/* The blob of the entry at path (malloc'd, *len bytes) if it is a regular
 * file (not reached through a link, never blocking on a FIFO) of at most
 * max blob bytes, written for key and undamaged; NULL otherwise. */
void *cmir_cache_entry_read(const char *path, const char *key, size_t max, size_t *len);
/* Writes the entry, replacing whatever is at path (CMIR_OUTPUT_REPLACE). */
int cmir_cache_entry_write(const char *tool, const char *path, const char *key, const void *data,
                           size_t len);
int cmir_tool_fail(const char *tool, const char *msg);
/* Command lines, as LLVM tools take them: the value of `-flag=V` or
 * `-flag V` (then *i moves past V), or NULL if a is not that flag. */
const char *cmir_tool_flag_value(const char *a, const char *name, int *i, int argc, char **argv);
/* --threads=N's value (1 to 64) into *out; otherwise prints "tool: bad
 * --threads value ..." and returns 1. */
int cmir_tool_parse_threads(const char *tool, const char *v, unsigned *out);
/* Called first by each tool: the heap grows in 64 MiB steps of address
 * space instead of glibc's 128 KiB. Threads reading bytecode create blocks
 * as they go, and each small step of a thread's heap is a system call that
 * holds the address space's lock and stalls the other threads' page
 * faults: the 500k-op load went from 68-72 ms to 64-66 ms, the 100k-op one
 * from 13.5-20 ms to 13-13.5 ms; one-thread text parsing did not change.
 * Pages are still only touched as used. */
void cmir_tool_tune_heap(void);
/* Like cmir_tool_read_input, but maps a large regular file read-only
 * (*mapped is then true) instead of copying it; the text is followed by a
 * NUL byte either way. Release with cmir_tool_release_input. */
char *cmir_tool_map_input(const char *tool, const char *path, size_t *len, bool *mapped);
void cmir_tool_release_input(char *buf, size_t len, bool mapped);

/* Streaming output to path (stdout for '-' or NULL), finished by
 * cmir_tool_output_close: ok=true puts it in place, ok=false leaves the
 * file as it was. A regular file is written to a temporary file (mkostemp,
 * same directory, the file's mode kept) renamed over it; a device, a FIFO
 * or a link's target is written, never replaced; a file with hard links is
 * overwritten in place once the output is complete. SIGINT, SIGTERM and
 * SIGHUP remove the temporary file. src/support/output.c has the details. */
typedef struct CmirOutput {
  FILE *f;       /* where the tool writes */
  char *path;    /* the file written (a link's target); NULL for stdout */
  char *tmp;     /* the temporary file renamed over path, or NULL */
  int slot;      /* tmp's entry in the signal clean-up list, or -1 */
  bool in_place; /* f is scratch space copied into path on success */
} CmirOutput;
/* CMIR_OUTPUT_REPLACE: whatever is at path (a link, a FIFO, a device) is
 * replaced by the rename of a new file, never followed or opened (for
 * cache entries). */
enum { CMIR_OUTPUT_REPLACE = 1 };
int cmir_tool_output_open(const char *tool, const char *path, CmirOutput *out);
int cmir_tool_output_open_ex(const char *tool, const char *path, unsigned flags, CmirOutput *out);
int cmir_tool_output_close(const char *tool, CmirOutput *out, bool ok);

/* --split-input-file: chunks separated by `// -----` lines. */
typedef struct CmirChunk {
  const char *start;
  size_t len;
  uint32_t line_offset; /* lines before the chunk */
} CmirChunk;
size_t cmir_tool_split(const char *buf, size_t len, bool split, CmirChunk **out);

#ifdef __cplusplus
}
#endif
#endif
