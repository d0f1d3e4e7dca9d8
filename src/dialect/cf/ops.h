/* The cf dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/cf/cf.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
OP(CF_ASSERT, "cf.assert",
   .operands = "arg",
   .props = "msg:str",
   .parse = assert_parse,
   .print = assert_print,
   .verify = cond_br_verify)
OP(CF_BR, "cf.br",
   .traits = CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_PURE,
   .operands = "destOperands*",
   .successors = "dest",
   .format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
OP(CF_COND_BR, "cf.cond_br",
   .traits = CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_PURE | CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "condition,trueDestOperands*,falseDestOperands*",
   .successors = "trueDest,falseDest",
   .format = "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) "
             "`)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? "
             "attr-dict",
   .types = "condition=i1",
   .verify = cond_br_verify)
OP(CF_SWITCH, "cf.switch",
   .traits = CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_PURE | CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "flag,defaultOperands*,caseOperands*",
   .props = "case_values?:ielems;case_operand_segments:i32arr",
   .successors = "defaultDestination,caseDestinations*",
   .parse = switch_parse,
   .print = switch_print,
   .verify = switch_verify)
