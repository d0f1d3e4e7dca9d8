/* The func dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/func/func.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
OP(FUNC_FUNC, "func.func",
   .traits = CMIR_TRAIT_ISOLATED | CMIR_TRAIT_SYMBOL | CMIR_TRAIT_FUNCTION_LIKE |
             CMIR_TRAIT_AFFINE_SCOPE,
   .props = "sym_name:str;function_type:fntype;sym_visibility?:str;arg_attrs?;res_attrs?",
   .regions = "body",
   .parse = func_parse,
   .print = func_print,
   .verify = func_verify,
   .default_dialect = "func")
OP(FUNC_RETURN, "func.return",
   .traits = CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_RETURN_LIKE | CMIR_TRAIT_PURE,
   .operands = "operands*",
   .format = "attr-dict ($operands^ `:` type($operands))?",
   .verify = return_verify)
OP(FUNC_CALL, "func.call",
   .operands = "operands*",
   .results = "results*",
   .props = "callee:flatsym",
   .format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
   .verify = call_verify)
OP(FUNC_CALL_INDIRECT, "func.call_indirect",
   .operands = "callee,callee_operands*",
   .results = "results*",
   .format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
   .types = "callee_operands=inputs(callee);results=results(callee);callee=is(FunctionType)",
   .verify = call_indirect_verify)
OP(FUNC_CONSTANT, "func.constant",
   .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "result",
   .props = "value:flatsym",
   .asm_name = "f",
   .format = "attr-dict $value `:` type(results)",
   .verify = constant_verify)
