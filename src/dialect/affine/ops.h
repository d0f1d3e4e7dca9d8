/* The affine dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/affine/affine.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
OP(AFFINE_APPLY, "affine.apply",
   .traits = CMIR_TRAIT_PURE,
   .operands = "mapOperands*",
   .results = "result",
   .props = "map",
   .parse = map_op_parse,
   .print = map_op_print,
   .verify = verify_apply,
   .fold = fold_apply)
OP(AFFINE_MIN, "affine.min",
   .traits = CMIR_TRAIT_PURE,
   .operands = "operands*",
   .results = "result",
   .props = "map",
   .parse = map_op_parse,
   .print = map_op_print,
   .verify = verify_min_max)
OP(AFFINE_MAX, "affine.max",
   .traits = CMIR_TRAIT_PURE,
   .operands = "operands*",
   .results = "result",
   .props = "map",
   .parse = map_op_parse,
   .print = map_op_print,
   .verify = verify_min_max)
