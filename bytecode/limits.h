/* The nesting limits of the bytecode format, shared by the writer and the
 * reader (docs/bytecode.md, "Limits"). The reader rejects a file beyond them,
 * so that a corrupt file cannot exhaust the stack; the writer refuses IR
 * beyond them, so that everything it writes reads back. Text input nests at
 * most 256 levels directly (src/text/parser.c), but aliases (`#a1 = [#a0]`,
 * `#loc1 = loc(callsite(#loc0 at ...))`) and long affine sums can go deeper. */
#ifndef CMIR_BYTECODE_LIMITS_H
#define CMIR_BYTECODE_LIMITS_H

enum {
  /* Type and attribute entries (locations included) referring to one another:
   * at most this many in a chain, the outermost counted. */
  BC_MAX_ENTRY_DEPTH = 1024,
  /* Affine expressions: at most this many binary operations from the root of
   * an expression to its deepest leaf (a left-nested sum of n terms has
   * n - 1: 1025 terms at most). */
  BC_MAX_AFFINE_DEPTH = 1024,
  /* Regions: the root op's regions are level 1, their ops' regions level 2;
   * at most this many levels. */
  BC_MAX_REGION_DEPTH = 512,
};

#endif
