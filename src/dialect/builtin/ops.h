/* The builtin dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/builtin/builtin.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
OP(BUILTIN_MODULE, "builtin.module",
   .traits = CMIR_TRAIT_ISOLATED | CMIR_TRAIT_SYMBOL_TABLE | CMIR_TRAIT_NO_TERMINATOR |
             CMIR_TRAIT_SINGLE_BLOCK | CMIR_TRAIT_AFFINE_SCOPE,
   .props = "sym_name?:str;sym_visibility?:str",
   .regions = "bodyRegion",
   .parse = module_parse,
   .print = module_print,
   .verify = module_verify,
   .default_dialect = "builtin")
OP(BUILTIN_UNREALIZED_CONVERSION_CAST, "builtin.unrealized_conversion_cast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "inputs*",
   .results = "outputs*",
   .format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
