/* The affine dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/affine/affine.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
OP(AFFINE_APPLY, "affine.apply", .traits = CMIR_TRAIT_PURE, .operands = "mapOperands*",
   .results = "result", .props = "map", .parse = map_op_parse, .print = map_op_print,
   .verify = verify_apply, .fold = fold_apply)
OP(AFFINE_MIN, "affine.min", .traits = CMIR_TRAIT_PURE, .operands = "operands*",
   .results = "result", .props = "map", .parse = map_op_parse, .print = map_op_print,
   .verify = verify_min_max, .fold = fold_min_max)
OP(AFFINE_MAX, "affine.max", .traits = CMIR_TRAIT_PURE, .operands = "operands*",
   .results = "result", .props = "map", .parse = map_op_parse, .print = map_op_print,
   .verify = verify_min_max, .fold = fold_min_max)
OP(AFFINE_FOR, "affine.for",
   .traits = CMIR_TRAIT_SINGLE_BLOCK | CMIR_TRAIT_RECURSIVE_EFFECTS |
             CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "lowerBoundOperands*,upperBoundOperands*,inits*", .results = "results*",
   .props = "lowerBoundMap;upperBoundMap;step", .regions = "region", .parse = for_parse,
   .print = for_print, .verify = for_verify, .verify_regions = for_verify_regions)
OP(AFFINE_IF, "affine.if", .traits = CMIR_TRAIT_RECURSIVE_EFFECTS, .operands = "operands*",
   .results = "results*", .regions = "thenRegion,elseRegion", .parse = if_parse, .print = if_print,
   .verify = if_verify, .verify_regions = if_verify_regions)
OP(AFFINE_LOAD, "affine.load", .operands = "memref,indices*", .results = "result", .props = "map",
   .parse = load_parse, .print = memory_op_print, .verify = verify_load)
OP(AFFINE_STORE, "affine.store", .operands = "value,memref,indices*", .props = "map",
   .parse = store_parse, .print = memory_op_print, .verify = verify_store)
OP(AFFINE_YIELD, "affine.yield",
   .traits = CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_PURE | CMIR_TRAIT_RETURN_LIKE,
   .operands = "operands*", .format = "attr-dict ($operands^ `:` type($operands))?",
   .verify = verify_yield)
