/* The text layer: lexer tokens, the parser and printer objects that custom
 * op hooks and the declarative-format engine drive, and the format engine's
 * entry points. */
#ifndef CMIR_TEXT_H
#define CMIR_TEXT_H

#include "ir/ir_internal.h"

/* ---- lexer.c ---- */

typedef enum CmirTok {
  TOK_EOF,
  TOK_ERROR,
  TOK_BARE,    /* identifier or keyword: foo, i32, x, func.func */
  TOK_AT,      /* @name or @"name" */
  TOK_HASH,    /* #name */
  TOK_PERCENT, /* %name */
  TOK_CARET,   /* ^name */
  TOK_BANG,    /* !name */
  TOK_INT,
  TOK_FLOAT,
  TOK_STRING,
  TOK_LPAREN,
  TOK_RPAREN,
  TOK_LSQUARE,
  TOK_RSQUARE,
  TOK_LBRACE,
  TOK_RBRACE,
  TOK_LESS,
  TOK_GREATER,
  TOK_COMMA,
  TOK_COLON,
  TOK_DCOLON, /* :: */
  TOK_EQUAL,
  TOK_ARROW,
  TOK_STAR,
  TOK_PLUS,
  TOK_MINUS,
  TOK_QUESTION,
  TOK_ELLIPSIS,
  TOK_VBAR,        /* | */
  TOK_FILE_META_BEGIN, /* {-# */
  TOK_FILE_META_END,   /* #-} */
} CmirTok;

typedef struct CmirToken {
  CmirTok kind;
  uint32_t len;
  const char *s; /* start in the buffer */
  uint32_t line, col; /* 1-based */
} CmirToken;

typedef struct CmirLexer {
  const char *buf, *end, *cur;
  const char *line_start; /* start of the line `cur` is on */
  uint32_t line;          /* 1-based line of `cur` */
  const char *err;        /* message for TOK_ERROR */
} CmirLexer;

void cmir_lex_init(CmirLexer *lx, const char *buf, size_t len);
CmirToken cmir_lex_next(CmirLexer *lx);

/* ---- parser.c ---- */

typedef struct CmirNameScope CmirNameScope;

struct CmirParser {
  CmirContext *ctx;
  CmirLexer lx;
  CmirToken tok;      /* current token */
  const char *prev_end; /* end of the previous token */
  const CmirIdent *file;
  uint32_t line_offset;
  bool failed;
  const char *custom_op; /* name of the custom op being parsed, for messages */
  const char *discard_from, *discard_next; /* --discard_consumed: pages already dropped,
                                              and where to drop more */
  struct CmirFmtCache *fmt_cache; /* per-nesting-level buffers of the format engine */
  uint32_t fmt_depth, fmt_cache_cap;
  struct ParserState *st; /* names, aliases, forward references */
};

/* Location of the current token / of a buffer position. */
CmirLoc cmir_parser_loc(CmirParser *p);
CmirLoc cmir_parser_loc_at(CmirParser *p, const char *pos);
CmirStatus cmir_parser_error(CmirParser *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
CmirStatus cmir_parser_error_at(CmirParser *p, const char *pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
CmirStatus cmir_parser_error_loc(CmirParser *p, CmirLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The attribute an `#name` alias stands for (name without `#`), or NULL. */
const CmirAttr *cmir_parser_attr_alias(CmirParser *p, const char *name, size_t n);

void cmir_parser_advance(CmirParser *p);
bool cmir_parser_consume_if(CmirParser *p, CmirTok k);
CmirStatus cmir_parser_expect(CmirParser *p, CmirTok k, const char *what);
bool cmir_parser_is_keyword(CmirParser *p, const char *kw);
bool cmir_parser_consume_keyword(CmirParser *p, const char *kw);
CmirStatus cmir_parser_expect_keyword(CmirParser *p, const char *kw);
/* Parses a bare identifier (or keyword) into *s / *n. */
CmirStatus cmir_parser_keyword(CmirParser *p, const char **s, size_t *n, const char *what);

const CmirType *cmir_parser_type(CmirParser *p);
/* A dimension list `4x?x` (MLIR's parseDimensionList; `?` as CMIR_DYNAMIC
 * if allow_dynamic): leaves the token at what follows the last `x`. */
CmirStatus cmir_parser_dims(CmirParser *p, CmirI64Vec *dims, bool allow_dynamic);
bool cmir_parser_at_type(CmirParser *p);
CmirStatus cmir_parser_type_list(CmirParser *p, CmirOpState *st); /* into rtypes */
/* `(types) -> types` or a single type for results. Collects into vectors. */
typedef CMIR_VEC(const CmirType *) CmirTypeVec;
CmirStatus cmir_parser_type_list_parens(CmirParser *p, CmirTypeVec *out);
CmirStatus cmir_parser_result_types(CmirParser *p, CmirTypeVec *out);
/* `type` (if not NULL, also accepts `: type` suffix handling by caller). */
const CmirAttr *cmir_parser_attr(CmirParser *p, const CmirType *type);
const CmirAttr *cmir_parser_attr_dict(CmirParser *p); /* `{...}`; empty dict if absent */
CmirStatus cmir_parser_opt_attr_dict(CmirParser *p, CmirOpState *st);
CmirStatus cmir_parser_opt_attr_dict_with_keyword(CmirParser *p, CmirOpState *st);
/* [-]int; false if absent, or out of range (then reported, not consumed) */
bool cmir_parser_integer(CmirParser *p, int64_t *v);
CmirStatus cmir_parser_expect_integer(CmirParser *p, int64_t *v, const char *what);
const CmirIdent *cmir_parser_symbol_name(CmirParser *p); /* @name, NULL if absent */
CmirStatus cmir_parser_string(CmirParser *p, char **s, size_t *n); /* decoded, malloc'd */

/* SSA operands: `%name` or `%name#k`. The value is resolved with the given
 * type (forward references create placeholders). */
typedef struct CmirUnresolved {
  const char *name;
  uint32_t len;
  uint32_t num; /* result number after # */
  const char *pos;
  uint32_t line, col; /* of pos */
} CmirUnresolved;
typedef CMIR_VEC(CmirUnresolved) CmirUnresolvedVec;
bool cmir_parser_at_operand(CmirParser *p);
/* Start of the op name token just consumed (custom parsers report some
 * errors at the op name, as MLIR does). */
const char *cmir_parser_op_name_pos(CmirParser *p);
CmirStatus cmir_parser_operand(CmirParser *p, CmirUnresolved *out);
CmirStatus cmir_parser_operand_list(CmirParser *p, CmirUnresolvedVec *out, bool parens);
CmirValue *cmir_parser_resolve(CmirParser *p, const CmirUnresolved *u, const CmirType *type);
CmirStatus cmir_parser_resolve_into(CmirParser *p, CmirOpState *st, const CmirUnresolvedVec *u,
                                    const CmirType *const *types, uint32_t ntypes);

/* Regions: parses `{ ... }` into r. Entry block arguments may be given
 * (names + types) as custom forms like func.func and scf.for do. */
typedef struct CmirRegionArg {
  CmirUnresolved name;
  const CmirType *type;
  const CmirAttr *loc; /* NULL if none */
} CmirRegionArg;
CmirStatus cmir_parser_region(CmirParser *p, CmirRegion *r, const CmirRegionArg *args,
                              uint32_t nargs, bool entry_args_allowed);
bool cmir_parser_at_region(CmirParser *p);
CmirStatus cmir_parser_successor(CmirParser *p, CmirBlock **b);
/* Custom-form successor with operands: `^bb(%a, %b : t1, t2)`. */
CmirStatus cmir_parser_successor_and_args(CmirParser *p, CmirBlock **b, CmirOpState *st);
/* Optional trailing `loc(...)`. */
CmirStatus cmir_parser_opt_loc(CmirParser *p, const CmirAttr **loc);
/* Argument list `(%a: t {attrs} loc(...), ...)` for function-like ops. */
typedef CMIR_VEC(CmirRegionArg) CmirRegionArgVec;
typedef CMIR_VEC(const CmirAttr *) CmirAttrVec;
const CmirAttr *cmir_parser_affine_map_body(CmirParser *p, bool is_set);
/* An affine op's map written with its operands (MLIR's
 * parseAffineMapOfSSAIds): `[%i + 1, symbol(%n)]` between open and close,
 * each new `%x` the next dim, each new `symbol(%x)` the next symbol; the
 * operands, dims then symbols, are appended to *opnds. NULL on error. */
const CmirAffineMap *cmir_parser_affine_map_of_ssa_ids(CmirParser *p, CmirTok open, CmirTok close,
                                                       CmirUnresolvedVec *opnds);

/* Default dialect of the innermost op being parsed (func inside func.func). */
const char *cmir_parser_default_dialect(CmirParser *p);

/* ---- printer.c ---- */

struct CmirPrinter {
  CmirStrBuf *out;
  CmirContext *ctx;
  const CmirPrintOptions *opts;
  unsigned indent;
  struct PrinterState *st; /* value names, aliases */
};

void cmir_printer_value(CmirPrinter *pr, const CmirValue *v);
void cmir_printer_values(CmirPrinter *pr, const CmirUse *uses, uint32_t n); /* comma list */
void cmir_printer_type(CmirPrinter *pr, const CmirType *t);
void cmir_printer_types(CmirPrinter *pr, const CmirValue *vals, uint32_t n); /* result types */
void cmir_printer_operand_types(CmirPrinter *pr, const CmirUse *uses, uint32_t n);
void cmir_printer_attr(CmirPrinter *pr, const CmirAttr *a);
void cmir_printer_attr_no_type(CmirPrinter *pr, const CmirAttr *a); /* elide `: type` */
/* The results of map with dims and symbols replaced by the operands
 * (`%arg3 + 1, symbol(%arg1)`), as MLIR's printAffineMapOfSSAIds. */
void cmir_printer_affine_map_of_ssa_ids(CmirPrinter *pr, const CmirAffineMap *map,
                                        const CmirUse *opnds, uint32_t n);
void cmir_printer_block_name(CmirPrinter *pr, const CmirBlock *b);
void cmir_printer_successor(CmirPrinter *pr, CmirOp *op, uint32_t i); /* with operands */
/* Region: `{`...`}` with block headers as MLIR prints them. */
void cmir_printer_region(CmirPrinter *pr, CmirRegion *r, bool print_entry_args,
                         bool print_terminators);
/* ` {a = 1}` with props-backed and listed names elided. */
void cmir_printer_attr_dict(CmirPrinter *pr, CmirOp *op, const char *const *elide,
                            bool with_keyword);
void cmir_printer_opt_attr_dict(CmirPrinter *pr, const CmirAttr *dict,
                                const char *const *elide, bool with_keyword);
void cmir_printer_symbol_name(CmirPrinter *pr, const CmirIdent *name);
void cmir_printer_string(CmirPrinter *pr, const char *s, size_t n); /* quoted, escaped */
void cmir_printer_function_type(CmirPrinter *pr, const CmirType *fn);
static inline void cmir_printer_puts(CmirPrinter *pr, const char *s) { cmir_sb_puts(pr->out, s); }
static inline void cmir_printer_putc(CmirPrinter *pr, char c) { cmir_sb_putc(pr->out, c); }
void cmir_printer_newline(CmirPrinter *pr);
/* ` loc(...)` of block argument i (with --mlir-print-debuginfo). */
void cmir_printer_arg_loc(CmirPrinter *pr, const CmirBlock *b, uint32_t i);
/* Prints an op in generic form (used for notes on diagnostics too). */
void cmir_printer_generic_op(CmirPrinter *pr, CmirOp *op);

/* Keyword-safe check: can s be printed bare (identifier syntax)? */
bool cmir_is_bare_identifier(const char *s, size_t n);

/* Prints a type of a kind a dialect owns (with the `!dialect.` prefix if
 * with_prefix); the dialect's registration sets it for the printer. */
typedef void (*CmirDialectTypePrintFn)(CmirPrinter *pr, const CmirType *t, bool with_prefix);
void cmir_printer_set_dialect_types(CmirDialectTypePrintFn fn);

/* ---- syntax.c ---- */

/* Installs the text layer's hooks (CmirSyntaxHooks) in ctx: before any
 * dialect is registered (cmir_dialects_register_all does it first). */
void cmir_text_install(CmirContext *ctx);

/* ---- asmfmt.c ---- */

CmirAsmFmt *cmir_asmfmt_compile(CmirContext *ctx, const CmirOpInfo *info, const char *fmt);
void cmir_asmfmt_free(CmirAsmFmt *f);
CmirStatus cmir_asmfmt_parse(CmirParser *p, CmirOpState *st);
void cmir_asmfmt_print(CmirPrinter *pr, CmirOp *op);
void cmir_asmfmt_cache_free(CmirParser *p);

/* Custom directive hooks (`custom<Name>(...)`) registered by dialects. */
typedef CmirStatus (*CmirCustomDirParse)(CmirParser *p, CmirOpState *st, void *slots[],
                                         uint32_t nslots);
typedef void (*CmirCustomDirPrint)(CmirPrinter *pr, CmirOp *op, void *slots[],
                                   uint32_t nslots);

/* A `custom<Name>(args)` directive: args are the format variables, passed
 * as element descriptors the hooks interpret. */
typedef struct CmirFmtArg {
  uint8_t kind; /* CmirFmtVarKind */
  int16_t idx;
} CmirFmtArg;
enum { CMIR_FMT_OPERAND, CMIR_FMT_RESULT, CMIR_FMT_PROP, CMIR_FMT_REGION, CMIR_FMT_SUCC,
       CMIR_FMT_TYPE_OF_OPERAND, CMIR_FMT_TYPE_OF_RESULT };
typedef struct CmirFmtParseState CmirFmtParseState;
typedef struct CmirCustomDirective {
  const char *name;
  CmirStatus (*parse)(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *args, uint32_t n);
  void (*print)(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *args, uint32_t n);
} CmirCustomDirective;
/* Helpers for custom directives during parsing. */
CmirStatus cmir_fmt_add_operand(CmirFmtParseState *fs, int group, const CmirUnresolved *u);
void cmir_fmt_set_prop(CmirFmtParseState *fs, int prop, const CmirAttr *value);
CmirOpState *cmir_fmt_state(CmirFmtParseState *fs);
/* Operands of group g of an op being printed. */
void cmir_fmt_group(CmirOp *op, int g, uint32_t *start, uint32_t *n);

/* Printing helpers shared by hooks. */
void cmir_printer_enum_value(CmirPrinter *pr, const CmirEnumDef *d, uint64_t v);
void cmir_printer_op_name(CmirPrinter *pr, CmirOp *op);
const char *cmir_op_default_dialect(const CmirOpInfo *info);
char *cmir_op_generic_str(CmirOp *op);
CmirStatus cmir_parser_op_region(CmirParser *p, CmirOpState *st, CmirRegion *r,
                                 const CmirRegionArg *args, uint32_t nargs, bool args_given);
CmirStatus cmir_parser_define_arg(CmirParser *p, const CmirUnresolved *u, CmirValue *v);
const CmirAttr *cmir_parser_enum(CmirParser *p, const CmirEnumDef *def);
const CmirAttr *cmir_parser_symref(CmirParser *p);

#endif
