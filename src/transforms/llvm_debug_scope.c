/* ensure-debug-info-scope-on-llvm-func: every llvm.func whose location
 * holds no #llvm.di_subprogram gets one, as MLIR 19's pass makes it: its
 * location becomes fused<#llvm.di_subprogram<...>>[old location]. The file,
 * line and column come from the function's file location (unknown:
 * "<unknown>", line 1, column 1); a definition gets a distinct id and the
 * compile unit: the one fused into the module's location, or a new one
 * (DW_LANG_C, producer "MLIR", optimized, LineTablesOnly) for the module's
 * file.
 *
 * The LLVM debug info attributes are kept as text (the dialect's opaque
 * attributes), so they are written here as MLIR prints them, nested
 * attributes in full. A distinct id inside that text is numbered after the
 * highest one the module's locations already use. */
#include "transforms/transforms.h"

#include <stdlib.h>
#include <string.h>

typedef struct Scope {
  CmirContext *ctx;
  const char *cu;   /* the compile unit, `#llvm.di_compile_unit<...>` */
  const char *cu_file; /* its file, when no function location names one */
  uint64_t next_id; /* the next distinct id */
} Scope;

/* Whether a is the opaque #llvm.<mnemonic><...>. */
static bool is_llvm_attr(const CmirAttr *a, const char *mnemonic) {
  size_t n = strlen(mnemonic);
  return a && a->kind == CMIR_ATTR_OPAQUE && !strcmp(a->opaque.dialect->str, "llvm") &&
         a->opaque.len > n && !memcmp(a->opaque.body, mnemonic, n) && a->opaque.body[n] == '<';
}

/* The metadata of a fused location with #llvm.<mnemonic> metadata within
 * loc (MLIR's findInstanceOf), or NULL. */
static const CmirAttr *find_fused(const CmirAttr *loc, const char *mnemonic) {
  if (!loc)
    return NULL;
  switch (loc->kind) {
  case CMIR_ATTR_LOC_FUSED:
    if (is_llvm_attr(loc->fused.meta, mnemonic))
      return loc->fused.meta;
    for (uint32_t i = 0; i < loc->fused.n; i++) {
      const CmirAttr *m = find_fused(loc->fused.locs[i], mnemonic);
      if (m)
        return m;
    }
    return NULL;
  case CMIR_ATTR_LOC_NAME:
    return find_fused(loc->locname.child, mnemonic);
  case CMIR_ATTR_LOC_CALLSITE: {
    const CmirAttr *m = find_fused(loc->callsite.callee, mnemonic);
    return m ? m : find_fused(loc->callsite.caller, mnemonic);
  }
  default:
    return NULL;
  }
}

/* The file location a location names directly or through a name
 * (MLIR's extractFileLoc); false if none. */
static bool file_loc(CmirLoc l, const CmirIdent **file, uint32_t *line, uint32_t *col) {
  if (!l.attr) {
    *file = l.file, *line = l.line, *col = l.col;
    return l.file != NULL;
  }
  const CmirAttr *a = l.attr;
  while (a && a->kind == CMIR_ATTR_LOC_NAME)
    a = a->locname.child;
  if (!a || a->kind != CMIR_ATTR_LOC_FILE)
    return false;
  *file = a->loc.file, *line = a->loc.line, *col = a->loc.col;
  return true;
}

static const CmirAttr *loc_attr(CmirContext *ctx, CmirLoc l) {
  if (l.attr)
    return l.attr;
  if (l.file)
    return cmir_loc_file(ctx, l.file, l.line, l.col);
  return cmir_loc_unknown(ctx);
}

/* A string as MLIR prints it. */
static void put_string(CmirStrBuf *sb, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  cmir_sb_putc(sb, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') {
      cmir_sb_putc(sb, '\\');
      cmir_sb_putc(sb, (char)c);
    } else if (c < 0x20 || c >= 0x7f) {
      cmir_sb_putc(sb, '\\');
      cmir_sb_putc(sb, hex[c >> 4]);
      cmir_sb_putc(sb, hex[c & 15]);
    } else {
      cmir_sb_putc(sb, (char)c);
    }
  }
  cmir_sb_putc(sb, '"');
}

/* `#llvm.di_file<"name" in "directory">` for a path, split as LLVM's
 * sys::path::filename and parent_path. */
static void put_file(CmirStrBuf *sb, const char *path, size_t n) {
  const char *slash = NULL;
  for (size_t i = 0; i < n; i++)
    if (path[i] == '/')
      slash = path + i;
  cmir_sb_puts(sb, "#llvm.di_file<");
  if (!slash) {
    put_string(sb, path, n);
    cmir_sb_puts(sb, " in \"\"");
  } else {
    put_string(sb, slash + 1, n - (size_t)(slash + 1 - path));
    cmir_sb_puts(sb, " in ");
    put_string(sb, path, slash == path ? 1 : (size_t)(slash - path));
  }
  cmir_sb_putc(sb, '>');
}

/* The highest `distinct[N]` in a text, or -1. */
static int64_t max_distinct(const char *s, size_t n, int64_t best) {
  for (size_t i = 0; i + 9 < n; i++) {
    if (memcmp(s + i, "distinct[", 9))
      continue;
    int64_t v = 0;
    size_t k = i + 9;
    bool digits = false;
    while (k < n && s[k] >= '0' && s[k] <= '9' && v < INT64_MAX / 16) {
      v = v * 10 + (s[k++] - '0');
      digits = true;
    }
    if (digits && v > best)
      best = v;
  }
  return best;
}

static int64_t loc_max_distinct(const CmirAttr *loc, int64_t best) {
  if (!loc)
    return best;
  switch (loc->kind) {
  case CMIR_ATTR_LOC_FUSED:
    if (loc->fused.meta && loc->fused.meta->kind == CMIR_ATTR_OPAQUE)
      best = max_distinct(loc->fused.meta->opaque.body, loc->fused.meta->opaque.len, best);
    for (uint32_t i = 0; i < loc->fused.n; i++)
      best = loc_max_distinct(loc->fused.locs[i], best);
    return best;
  case CMIR_ATTR_LOC_NAME:
    return loc_max_distinct(loc->locname.child, best);
  case CMIR_ATTR_LOC_CALLSITE:
    return loc_max_distinct(loc->callsite.caller,
                            loc_max_distinct(loc->callsite.callee, best));
  default:
    return best;
  }
}

static bool scan_ids(CmirOp *op, void *user) {
  int64_t *best = user;
  *best = loc_max_distinct(op->loc.attr, *best);
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (uint32_t a = 0; a < b->nargs; a++)
        *best = loc_max_distinct(cmir_block_arg_loc(b, a).attr, *best);
  return true;
}

static bool is_declaration(CmirOp *f) {
  return !f->nregions || !cmir_op_regions(f)[0].first;
}

/* MLIR's addScopeToFunction. */
static void add_scope(Scope *s, CmirOp *f) {
  CmirContext *ctx = s->ctx;
  if (find_fused(f->loc.attr, "di_subprogram"))
    return;
  CmirStrBuf file = {0}, sp = {0};
  const CmirIdent *path;
  uint32_t line = 1, col = 1;
  if (file_loc(f->loc, &path, &line, &col))
    put_file(&file, path->str, path->len);
  else
    cmir_sb_puts(&file, s->cu_file);
  const char *ftext = cmir_sb_cstr(&file);
  const CmirAttr *name = cmir_op_get_prop(f, "sym_name");
  bool decl = is_declaration(f);
  cmir_sb_puts(&sp, "di_subprogram<");
  if (!decl)
    cmir_sb_printf(&sp, "id = distinct[%llu]<>, compileUnit = %s, ",
                   (unsigned long long)s->next_id++, s->cu);
  cmir_sb_printf(&sp, "scope = %s, name = ", ftext);
  put_string(&sp, name->str.s, name->str.len);
  cmir_sb_puts(&sp, ", linkageName = ");
  put_string(&sp, name->str.s, name->str.len);
  cmir_sb_printf(&sp, ", file = %s", ftext);
  if (line)
    cmir_sb_printf(&sp, ", line = %u", line);
  if (col)
    cmir_sb_printf(&sp, ", scopeLine = %u", col);
  cmir_sb_printf(&sp,
                 ", subprogramFlags = %s, type = "
                 "#llvm.di_subroutine_type<callingConvention = DW_CC_normal>>",
                 decl ? "Optimized" : "\"Definition|Optimized\"");
  const CmirAttr *meta = cmir_attr_opaque(ctx, cmir_ident(ctx, "llvm"), sp.data, sp.len, NULL);
  const CmirAttr *old = loc_attr(ctx, f->loc);
  CmirLoc loc = {cmir_loc_fused(ctx, 1, &old, meta), NULL, 0, 0};
  f->loc = loc;
  cmir_sb_free(&file);
  cmir_sb_free(&sp);
}

static bool visit(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_LLVM_FUNC))
    add_scope(user, op);
  return true;
}

CmirStatus cmir_pass_ensure_debug_info_scope(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  const char *p = options;
  CmirPassOption o;
  if (cmir_pass_option_next(&p, &o))
    return cmir_pass_option_unknown(ctx, &o);
  const char *kind = "LineTablesOnly";
  int64_t best = -1;
  cmir_op_walk(module, scan_ids, &best);
  Scope s = {ctx, NULL, NULL, (uint64_t)(best + 1)};
  CmirStrBuf cu = {0}, cu_file = {0};
  const CmirAttr *found = find_fused(module->loc.attr, "di_compile_unit");
  const char *file_start = NULL, *file_end = NULL;
  if (found) {
    cmir_sb_puts(&cu, "#llvm.");
    cmir_sb_putn(&cu, found->opaque.body, found->opaque.len);
    /* its file parameter, for functions without a file location */
    const char *b = found->opaque.body, *e = b + found->opaque.len;
    for (const char *q = b; q + 7 < e && !file_start; q++)
      if (!memcmp(q, "file = ", 7) && (q == b || q[-1] == ' ' || q[-1] == '<')) {
        file_start = q + 7;
        int depth = 0;
        const char *r = file_start;
        for (; r < e; r++) {
          if (*r == '"') {
            for (r++; r < e && *r != '"'; r++)
              r += *r == '\\';
          } else if (*r == '<') {
            depth++;
          } else if (*r == '>') {
            if (!depth)
              break;
            depth--;
          } else if (*r == ',' && !depth) {
            break;
          }
        }
        file_end = r;
      }
  }
  if (file_start)
    cmir_sb_putn(&cu_file, file_start, (size_t)(file_end - file_start));
  else if (!found) {
    const CmirIdent *path;
    uint32_t line, col;
    if (file_loc(module->loc, &path, &line, &col))
      put_file(&cu_file, path->str, path->len);
    else
      cmir_sb_puts(&cu_file, "#llvm.di_file<\"<unknown>\" in \"\">");
    cmir_sb_printf(&cu,
                   "#llvm.di_compile_unit<id = distinct[%llu]<>, sourceLanguage = DW_LANG_C, "
                   "file = %s, producer = \"MLIR\", isOptimized = true, emissionKind = %s>",
                   (unsigned long long)s.next_id++, cmir_sb_cstr(&cu_file), kind);
    /* a function without a file location has the unit's file */
  } else {
    cmir_sb_puts(&cu_file, "#llvm.di_file<\"<unknown>\" in \"\">");
  }
  s.cu = cmir_sb_cstr(&cu);
  s.cu_file = cmir_sb_cstr(&cu_file);
  cmir_op_walk(module, visit, &s);
  cmir_sb_free(&cu);
  cmir_sb_free(&cu_file);
  return CMIR_OK;
}
