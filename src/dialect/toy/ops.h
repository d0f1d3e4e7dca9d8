/* The toy dialect's ops (MLIR's Toy tutorial), one row each: OP(id, name,
 * definition), where the definition is the rest of the op's CmirOpDef
 * (src/dialect/toy/toy.c expands the rows into its op table; src/dialect/ops.h
 * into the op ids). Values are f64 tensors, ranked or not (`tensor<*xf64>`
 * until shape inference); toy.print also takes an f64 memref, the bridge the
 * partial lowering to affine needs. */
/* toy.func @f(%a: tensor<*xf64>) -> tensor<*xf64> { ... }: a function. */
OP(TOY_FUNC, "toy.func",
   .traits = CMIR_TRAIT_ISOLATED | CMIR_TRAIT_SYMBOL | CMIR_TRAIT_FUNCTION_LIKE,
   .props = "sym_name:str;function_type:fntype;sym_visibility?:str;arg_attrs?;res_attrs?",
   .regions = "body",
   .parse = toy_func_parse,
   .print = toy_func_print,
   .verify = toy_func_verify)
/* %r = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>: a literal. */
OP(TOY_CONSTANT, "toy.constant",
   .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "output",
   .props = "value",
   .parse = toy_constant_parse,
   .print = toy_constant_print,
   .verify = toy_constant_verify)
/* %r = toy.add %a, %b : tensor<2xf64>: element-wise lhs + rhs. */
OP(TOY_ADD, "toy.add",
   .traits = CMIR_TRAIT_PURE,
   .operands = "lhs,rhs",
   .results = "output",
   .parse = toy_binary_parse,
   .print = toy_binary_print,
   .verify = toy_binary_verify)
/* %r = toy.mul %a, %b : tensor<2xf64>: element-wise lhs * rhs. */
OP(TOY_MUL, "toy.mul",
   .traits = CMIR_TRAIT_PURE,
   .operands = "lhs,rhs",
   .results = "output",
   .parse = toy_binary_parse,
   .print = toy_binary_print,
   .verify = toy_binary_verify)
/* %r = toy.transpose(%a : tensor<2x3xf64>) to tensor<3x2xf64>: the dims reversed. */
OP(TOY_TRANSPOSE, "toy.transpose",
   .traits = CMIR_TRAIT_PURE,
   .operands = "input",
   .results = "output",
   .format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
   .verify = toy_transpose_verify)
/* %r = toy.reshape(%a : tensor<6xf64>) to tensor<2x3xf64>: same elements, static shape. */
OP(TOY_RESHAPE, "toy.reshape",
   .traits = CMIR_TRAIT_PURE,
   .operands = "input",
   .results = "output",
   .format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
   .verify = toy_reshape_verify)
/* toy.print %a : tensor<2xf64> (or memref<2xf64>): prints the elements. */
OP(TOY_PRINT, "toy.print",
   .operands = "input",
   .format = "$input attr-dict `:` type($input)",
   .verify = toy_print_verify)
/* %r = toy.generic_call @f(%a) : (tensor<2xf64>) -> tensor<*xf64>: a call. */
OP(TOY_GENERIC_CALL, "toy.generic_call",
   .operands = "inputs*",
   .results = "output",
   .props = "callee:flatsym",
   .format = "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)",
   .verify = toy_generic_call_verify)
/* toy.return [%a : tensor<*xf64>]: ends a toy.func. */
OP(TOY_RETURN, "toy.return",
   .traits = CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_RETURN_LIKE | CMIR_TRAIT_PURE,
   .operands = "input*",
   .format = "($input^ `:` type($input))? attr-dict",
   .verify = toy_return_verify)
/* %r = toy.cast %a : tensor<2xf64> to tensor<*xf64>: the same value, shape forgotten. */
OP(TOY_CAST, "toy.cast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "input",
   .results = "output",
   .format = "$input attr-dict `:` type($input) `to` type($output)",
   .verify = toy_cast_verify)
