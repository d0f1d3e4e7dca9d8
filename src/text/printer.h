/* The printer's private layer, shared by printer.c (names, values, blocks,
 * ops, entry points) and print_attr.c (types, affine maps, aliases,
 * attributes, locations). */
#ifndef CMIR_TEXT_PRINTER_H
#define CMIR_TEXT_PRINTER_H

#include "text/text.h"

typedef struct AliasEntry {
  const CmirAttr *attr;
  const char *kind; /* "map", "set", "distinct", "loc" */
  uint32_t index;   /* suffix number (0 = none) */
  uint32_t order;   /* first encounter in print order */
  uint32_t depth;   /* 0, or 1 + the deepest alias it refers to */
  bool early;       /* must be defined before the op (block argument locations) */
} AliasEntry;

typedef struct PrinterState {
  CmirHtab aliases;
  CmirArena arena;
  uint32_t nmap, nset, nloc, ndistinct, norder;
  CmirHtab distinct_ids; /* distinct attribute -> DistinctId, numbered as printed */
  uint64_t next_distinct_id;
  bool collecting; /* dry run that only discovers aliases */
  CMIR_VEC(AliasEntry *) alias_list;
  CMIR_VEC(const char *) default_dialect;
  CmirStrMap used; /* custom-form names in use (scoped by save/restore) */
  /* dense_resource handles printed, in order (their blobs follow the op) */
  CMIR_VEC(const CmirIdent *) resources;
  CmirHtab resource_seen;
} PrinterState;

typedef struct DistinctId {
  const CmirAttr *attr;
  uint64_t id;
} DistinctId;

static inline uint64_t ptr_hash(const void *p) {
  return cmir_hash_mix(0x9f, (uint64_t)(uintptr_t)p);
}

static inline bool same_ptr(const void *item, const void *key) { return item == key; }

static inline bool alias_eq(const void *item, const void *key) {
  return ((const AliasEntry *)item)->attr == key;
}

/* print_attr.c, for the ops and the alias definitions. */
void cmir_pr_location(CmirPrinter *pr, const CmirAttr *a, bool top);
void cmir_pr_loc_inner(CmirPrinter *pr, const CmirAttr *a);
void cmir_pr_trailing_loc(CmirPrinter *pr, const CmirAttr *a);
void cmir_printer_resource_handle(CmirPrinter *pr, const CmirIdent *h);
void cmir_pr_named(CmirPrinter *pr, const CmirNamedAttr *e);

#endif
