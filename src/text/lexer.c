/* Lexer for MLIR's textual syntax. Tokens point into the source buffer;
 * nothing is copied. Comments are `//` to end of line. */
#include "text/text.h"

#include <ctype.h>

void cmir_lex_init(CmirLexer *lx, const char *buf, size_t len) {
  lx->buf = buf;
  lx->cur = buf;
  lx->end = buf + len;
  lx->line_start = buf;
  lx->line = 1;
  lx->err = NULL;
}

/* Character classes, one table lookup per character (measured: the
 * comparison chains were ~15% of lexing). */
enum { C_ID_START = 1, C_DIGIT = 2, C_ID = 4, C_SUFFIX = 8 };
static const uint8_t char_class[256] = {
    ['$'] = C_ID | C_SUFFIX, ['.'] = C_ID | C_SUFFIX, ['-'] = C_SUFFIX,
    ['_'] = C_ID_START | C_ID | C_SUFFIX,
#define D(c) [c] = C_DIGIT | C_ID | C_SUFFIX
    D('0'), D('1'), D('2'), D('3'), D('4'), D('5'), D('6'), D('7'), D('8'), D('9'),
#undef D
#define L(c) [c] = C_ID_START | C_ID | C_SUFFIX, [c - 'a' + 'A'] = C_ID_START | C_ID | C_SUFFIX
    L('a'), L('b'), L('c'), L('d'), L('e'), L('f'), L('g'), L('h'), L('i'), L('j'), L('k'),
    L('l'), L('m'), L('n'), L('o'), L('p'), L('q'), L('r'), L('s'), L('t'), L('u'), L('v'),
    L('w'), L('x'), L('y'), L('z'),
#undef L
};

static inline bool is_id_start(char c) { return char_class[(uint8_t)c] & C_ID_START; }
static inline bool is_digit(char c) { return char_class[(uint8_t)c] & C_DIGIT; }
static inline bool is_id_char(char c) { return char_class[(uint8_t)c] & C_ID; }
/* Suffix identifiers after % ^ # ! : [a-zA-Z0-9$._-]+ */
static inline bool is_suffix_char(char c) { return char_class[(uint8_t)c] & C_SUFFIX; }

static CmirToken mk(CmirTok k, const char *s, const char *e) {
  CmirToken t = {k, (uint32_t)(e - s), s, 0, 0};
  return t;
}

static CmirToken lex_error(CmirLexer *lx, const char *s, const char *msg) {
  lx->err = msg;
  lx->cur = s + 1 <= lx->end ? s + 1 : lx->end;
  return mk(TOK_ERROR, s, lx->cur);
}

static CmirToken lex_string(CmirLexer *lx, const char *s) {
  const char *p = s + 1;
  while (p < lx->end) {
    char c = *p;
    if (c == '"') {
      lx->cur = p + 1;
      return mk(TOK_STRING, s, lx->cur);
    }
    if (c == '\n' || c == '\r')
      break;
    if (c == '\\') {
      p++;
      if (p >= lx->end)
        break;
      char e = *p;
      if (e == '"' || e == '\\' || e == 'n' || e == 't') {
        p++;
        continue;
      }
      if (p + 1 < lx->end && isxdigit((unsigned char)p[0]) && isxdigit((unsigned char)p[1])) {
        p += 2;
        continue;
      }
      return lex_error(lx, p - 1, "unknown escape in string literal");
    }
    p++;
  }
  /* MLIR points at the end of the line. */
  (void)s;
  lx->err = "expected '\"' in string literal";
  lx->cur = p;
  return mk(TOK_ERROR, p, p);
}

static CmirToken lex_number(CmirLexer *lx, const char *s) {
  const char *p = s;
  if (p[0] == '0' && p + 1 < lx->end && p[1] == 'x' && p + 2 < lx->end &&
      isxdigit((unsigned char)p[2])) {
    p += 2;
    while (p < lx->end && isxdigit((unsigned char)*p))
      p++;
    lx->cur = p;
    return mk(TOK_INT, s, p);
  }
  while (p < lx->end && is_digit(*p))
    p++;
  if (p < lx->end && *p == '.') {
    p++;
    while (p < lx->end && is_digit(*p))
      p++;
    if (p < lx->end && (*p == 'e' || *p == 'E')) {
      const char *q = p + 1;
      if (q < lx->end && (*q == '+' || *q == '-'))
        q++;
      if (q < lx->end && is_digit(*q)) {
        p = q;
        while (p < lx->end && is_digit(*p))
          p++;
      }
    }
    lx->cur = p;
    return mk(TOK_FLOAT, s, p);
  }
  lx->cur = p;
  return mk(TOK_INT, s, p);
}

static CmirToken lex_prefixed(CmirLexer *lx, const char *s, CmirTok kind) {
  const char *p = s + 1;
  if (p < lx->end && *p == '"' && (kind == TOK_AT)) {
    CmirToken t = lex_string(lx, p);
    if (t.kind == TOK_ERROR)
      return t;
    return mk(TOK_AT, s, lx->cur);
  }
  if (kind == TOK_AT) {
    if (p >= lx->end || !is_id_start(*p))
      return lex_error(lx, p, "@ identifier expected to start with letter or '_'");
    while (p < lx->end && is_id_char(*p))
      p++;
    lx->cur = p;
    return mk(kind, s, p);
  }
  if (p >= lx->end || !(is_suffix_char(*p))) {
    if (kind == TOK_HASH && p < lx->end && *p == '-' ) {
      /* handled by caller (#-}) */
    }
    switch (kind) {
    case TOK_PERCENT:
      return lex_error(lx, s, "invalid SSA name");
    case TOK_CARET:
      return lex_error(lx, s, "invalid block name");
    case TOK_HASH:
      return lex_error(lx, s, "invalid attribute name");
    default:
      return lex_error(lx, s, "invalid type identifier");
    }
  }
  /* Numeric suffixes (%0, ^bb0) and identifiers. */
  while (p < lx->end && is_suffix_char(*p))
    p++;
  lx->cur = p;
  return mk(kind, s, p);
}

static CmirToken lex_token(CmirLexer *lx) {
  const char *p = lx->cur;
  for (;;) {
    if (p >= lx->end) {
      lx->cur = p;
      return mk(TOK_EOF, p, p);
    }
    char c = *p;
    if (c == ' ' || c == '\t' || c == '\r' || c == '\0') { /* MLIR: a NUL byte is blank */
      p++;
      continue;
    }
    if (c == '\n') {
      p++;
      lx->line++;
      lx->line_start = p;
      continue;
    }
    if (c == '/' && p + 1 < lx->end && p[1] == '/') {
      while (p < lx->end && *p != '\n' && *p != '\r') /* MLIR: a comment ends at either */
        p++;
      continue;
    }
    break;
  }
  const char *s = p;
  char c = *p;
  lx->cur = p + 1;
  switch (c) {
  case '(':
    return mk(TOK_LPAREN, s, p + 1);
  case ')':
    return mk(TOK_RPAREN, s, p + 1);
  case '[':
    return mk(TOK_LSQUARE, s, p + 1);
  case ']':
    return mk(TOK_RSQUARE, s, p + 1);
  case '{':
    if (p + 2 < lx->end && p[1] == '-' && p[2] == '#') {
      lx->cur = p + 3;
      return mk(TOK_FILE_META_BEGIN, s, p + 3);
    }
    return mk(TOK_LBRACE, s, p + 1);
  case '}':
    return mk(TOK_RBRACE, s, p + 1);
  case '<':
    return mk(TOK_LESS, s, p + 1);
  case '>':
    return mk(TOK_GREATER, s, p + 1);
  case ',':
    return mk(TOK_COMMA, s, p + 1);
  case '=':
    return mk(TOK_EQUAL, s, p + 1);
  case '*':
    return mk(TOK_STAR, s, p + 1);
  case '+':
    return mk(TOK_PLUS, s, p + 1);
  case '?':
    return mk(TOK_QUESTION, s, p + 1);
  case '|':
    return mk(TOK_VBAR, s, p + 1);
  case ':':
    if (p + 1 < lx->end && p[1] == ':') {
      lx->cur = p + 2;
      return mk(TOK_DCOLON, s, p + 2);
    }
    return mk(TOK_COLON, s, p + 1);
  case '-':
    if (p + 1 < lx->end && p[1] == '>') {
      lx->cur = p + 2;
      return mk(TOK_ARROW, s, p + 2);
    }
    return mk(TOK_MINUS, s, p + 1);
  case '.':
    if (p + 2 < lx->end && p[1] == '.' && p[2] == '.') {
      lx->cur = p + 3;
      return mk(TOK_ELLIPSIS, s, p + 3);
    }
    return lex_error(lx, s, "expected three consecutive dots for an ellipsis");
  case '"':
    return lex_string(lx, s);
  case '@':
    return lex_prefixed(lx, s, TOK_AT);
  case '%':
    return lex_prefixed(lx, s, TOK_PERCENT);
  case '^':
    return lex_prefixed(lx, s, TOK_CARET);
  case '!':
    return lex_prefixed(lx, s, TOK_BANG);
  case '#':
    if (p + 2 < lx->end && p[1] == '-' && p[2] == '}') {
      lx->cur = p + 3;
      return mk(TOK_FILE_META_END, s, p + 3);
    }
    return lex_prefixed(lx, s, TOK_HASH);
  default:
    break;
  }
  if (is_digit(c))
    return lex_number(lx, s);
  if (is_id_start(c)) {
    p++;
    while (p < lx->end && is_id_char(*p))
      p++;
    lx->cur = p;
    return mk(TOK_BARE, s, p);
  }
  return lex_error(lx, s, "unexpected character");
}

CmirToken cmir_lex_next(CmirLexer *lx) {
  CmirToken t = lex_token(lx);
  t.line = lx->line;
  t.col = (uint32_t)(t.s - lx->line_start) + 1;
  return t;
}
