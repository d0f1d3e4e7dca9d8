/* Growable byte buffer: the printers write into one and flush it once. */
#include "support/support.h"

#include <stdio.h>
#include <stdlib.h>

void cmir_sb_init(CmirStrBuf *sb) { memset(sb, 0, sizeof *sb); }

void cmir_sb_free(CmirStrBuf *sb) {
  free(sb->data);
  memset(sb, 0, sizeof *sb);
}

enum { SINK_CHUNK = 64 * 1024 };

void cmir_sb_set_sink(CmirStrBuf *sb, FILE *f) {
  sb->sink = f;
  if (f && sb->len >= SINK_CHUNK)
    cmir_sb_flush(sb);
}

bool cmir_sb_flush(CmirStrBuf *sb) {
  if (sb->sink && sb->len) {
    if (fwrite(sb->data, 1, sb->len, sb->sink) != sb->len)
      sb->sink_error = true;
    sb->len = 0;
  }
  return !sb->sink_error;
}

void cmir_sb_grow(CmirStrBuf *sb, size_t extra) {
  if (sb->sink && sb->len) {
    /* Streaming: write out instead of growing. */
    cmir_sb_flush(sb);
    if (extra + 1 <= sb->cap)
      return;
  }
  if (sb->sink && sb->cap < SINK_CHUNK && extra + 1 <= SINK_CHUNK) {
    sb->data = cmir_xrealloc(sb->data, SINK_CHUNK);
    sb->cap = SINK_CHUNK;
    return;
  }
  size_t need = sb->len + extra + 1;
  if (need <= sb->cap)
    return;
  size_t cap = sb->cap ? sb->cap : 256;
  while (cap < need)
    cap *= 2;
  sb->data = cmir_xrealloc(sb->data, cap);
  sb->cap = cap;
}

void cmir_sb_vprintf(CmirStrBuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  size_t avail = sb->cap - sb->len;
  int n = vsnprintf(sb->data ? sb->data + sb->len : NULL, avail, fmt, ap);
  if (n >= 0 && (size_t)n >= avail) {
    cmir_sb_grow(sb, (size_t)n + 1);
    vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap2);
  }
  va_end(ap2);
  if (n > 0)
    sb->len += (size_t)n;
}

void cmir_sb_printf(CmirStrBuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cmir_sb_vprintf(sb, fmt, ap);
  va_end(ap);
}

/* Two digits per division (measured: value numbers were 5% of printing
 * a module in generic form). */
void cmir_sb_putu64(CmirStrBuf *sb, uint64_t v) {
  static const char pairs[201] = "00010203040506070809101112131415161718192021222324"
                                 "25262728293031323334353637383940414243444546474849"
                                 "50515253545556575859606162636465666768697071727374"
                                 "75767778798081828384858687888990919293949596979899";
  if (v < 10) {
    cmir_sb_putc(sb, (char)('0' + v));
    return;
  }
  char tmp[24];
  int i = 24;
  while (v >= 100) {
    unsigned r = (unsigned)(v % 100);
    v /= 100;
    tmp[--i] = pairs[2 * r + 1];
    tmp[--i] = pairs[2 * r];
  }
  if (v >= 10) {
    tmp[--i] = pairs[2 * v + 1];
    tmp[--i] = pairs[2 * v];
  } else {
    tmp[--i] = (char)('0' + v);
  }
  cmir_sb_putn(sb, tmp + i, (size_t)(24 - i));
}

void cmir_sb_puti64(CmirStrBuf *sb, int64_t v) {
  if (v < 0) {
    cmir_sb_putc(sb, '-');
    cmir_sb_putu64(sb, (uint64_t)0 - (uint64_t)v);
  } else {
    cmir_sb_putu64(sb, (uint64_t)v);
  }
}

void cmir_sb_indent(CmirStrBuf *sb, unsigned n) {
  if (sb->len + n > sb->cap)
    cmir_sb_grow(sb, n);
  memset(sb->data + sb->len, ' ', n);
  sb->len += n;
}

const char *cmir_sb_cstr(CmirStrBuf *sb) {
  cmir_sb_grow(sb, 1);
  sb->data[sb->len] = 0;
  return sb->data;
}
