/* The arith dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/arith/arith.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
OP(ARITH_ADDI, "arith.addi", BIN_INT_OF(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_SUBI, "arith.subi", BIN_INT_OF(0))
OP(ARITH_MULI, "arith.muli", BIN_INT_OF(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_SHLI, "arith.shli", BIN_INT_OF(0))
OP(ARITH_DIVUI, "arith.divui", BIN_INT(0))
OP(ARITH_DIVSI, "arith.divsi", BIN_INT(0))
OP(ARITH_CEILDIVUI, "arith.ceildivui", BIN_INT(0))
OP(ARITH_CEILDIVSI, "arith.ceildivsi", BIN_INT(0))
OP(ARITH_FLOORDIVSI, "arith.floordivsi", BIN_INT(0))
OP(ARITH_REMUI, "arith.remui", BIN_INT(0))
OP(ARITH_REMSI, "arith.remsi", BIN_INT(0))
OP(ARITH_ANDI, "arith.andi", BIN_INT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_ORI, "arith.ori", BIN_INT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_XORI, "arith.xori", BIN_INT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_SHRSI, "arith.shrsi", BIN_INT(0))
OP(ARITH_SHRUI, "arith.shrui", BIN_INT(0))
OP(ARITH_MAXSI, "arith.maxsi", BIN_INT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_MAXUI, "arith.maxui", BIN_INT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_MINSI, "arith.minsi", BIN_INT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_MINUI, "arith.minui", BIN_INT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_ADDF, "arith.addf", BIN_FLT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_SUBF, "arith.subf", BIN_FLT(0))
OP(ARITH_MULF, "arith.mulf", BIN_FLT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_DIVF, "arith.divf", BIN_FLT(0))
OP(ARITH_REMF, "arith.remf", BIN_FLT(0))
OP(ARITH_MAXIMUMF, "arith.maximumf", BIN_FLT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_MINIMUMF, "arith.minimumf", BIN_FLT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_MAXNUMF, "arith.maxnumf", BIN_FLT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_MINNUMF, "arith.minnumf", BIN_FLT(CMIR_TRAIT_COMMUTATIVE))
OP(ARITH_NEGF, "arith.negf",
   .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_SAME_TYPE,
   .operands = "operand",
   .results = "result",
   .props = "fastmath=#arith.fastmath<none>",
   .format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
   .verify = verify_float_op,
   .fold = cmir_arith_fold)
OP(ARITH_CMPI, "arith.cmpi",
   .traits = CMIR_TRAIT_PURE,
   .operands = "lhs,rhs",
   .results = "result",
   .props = "predicate#arith.cmpi_predicate:i64enum",
   .format = "custom<CmpPredicate>($predicate) `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
   .types = "rhs=lhs;result=i1like(lhs);lhs=must(signless-integer-like)",
   .verify = verify_cmpi,
   .fold = cmir_arith_fold)
OP(ARITH_CMPF, "arith.cmpf",
   .traits = CMIR_TRAIT_PURE,
   .operands = "lhs,rhs",
   .results = "result",
   .props = "predicate#arith.cmpf_predicate:i64enum;fastmath=#arith.fastmath<none>",
   .format = "custom<CmpPredicate>($predicate) `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? "
             "attr-dict `:` type($lhs)",
   .types = "rhs=lhs;result=i1like(lhs);lhs=must(floating-point-like)",
   .verify = verify_cmpf,
   .fold = cmir_arith_fold)
OP(ARITH_SELECT, "arith.select",
   .traits = CMIR_TRAIT_PURE,
   .operands = "condition,true_value,false_value",
   .results = "result",
   .parse = select_parse,
   .print = select_print,
   .verify = verify_select,
   .fold = cmir_arith_fold)
OP(ARITH_CONSTANT, "arith.constant",
   .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "result",
   .props = "value:typed",
   .parse = constant_parse,
   .print = constant_print,
   .verify = verify_constant)
OP(ARITH_EXTSI, "arith.extsi", CAST(verify_ext_int, NULL, ""))
OP(ARITH_EXTUI, "arith.extui", CAST(verify_ext_int, NULL, ""))
OP(ARITH_TRUNCI, "arith.trunci", CAST(verify_trunc_int, NULL, ""))
OP(ARITH_EXTF, "arith.extf", CAST(verify_ext_f, "fastmath?#arith.fastmath", "(`fastmath` `` $fastmath^)? "))
OP(ARITH_TRUNCF, "arith.truncf", CAST(verify_trunc_f, "roundingmode?#arith.roundingmode:i32enum;fastmath?#arith.fastmath", "(custom<RoundingMode>($roundingmode)^)? (`fastmath` `` $fastmath^)? "))
OP(ARITH_SITOFP, "arith.sitofp", CAST(verify_i2f, NULL, ""))
OP(ARITH_UITOFP, "arith.uitofp", CAST(verify_i2f, NULL, ""))
OP(ARITH_FPTOSI, "arith.fptosi", CAST(verify_f2i, NULL, ""))
OP(ARITH_FPTOUI, "arith.fptoui", CAST(verify_f2i, NULL, ""))
OP(ARITH_INDEX_CAST, "arith.index_cast", CAST(verify_index_cast, NULL, ""))
OP(ARITH_INDEX_CASTUI, "arith.index_castui", CAST(verify_index_cast, NULL, ""))
OP(ARITH_BITCAST, "arith.bitcast", CAST(verify_bitcast, NULL, ""))
OP(ARITH_ADDUI_EXTENDED, "arith.addui_extended", EXTENDED("sum,overflow", "type($sum) `,` type($overflow)", "lhs=sum;rhs=sum"))
OP(ARITH_MULUI_EXTENDED, "arith.mului_extended", EXTENDED("low,high", "type($lhs)", "rhs=lhs;low=lhs;high=lhs"))
OP(ARITH_MULSI_EXTENDED, "arith.mulsi_extended", EXTENDED("low,high", "type($lhs)", "rhs=lhs;low=lhs;high=lhs"))
