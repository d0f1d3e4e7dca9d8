/* The llvm dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/llvm/llvm.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
/* Integer arithmetic. */
OP(LLVM_ADD, "llvm.add", INT_OF(CMIR_TRAIT_COMMUTATIVE))
OP(LLVM_SUB, "llvm.sub", INT_OF(0))
OP(LLVM_MUL, "llvm.mul", INT_OF(CMIR_TRAIT_COMMUTATIVE))
OP(LLVM_SHL, "llvm.shl", INT_OF(0))
OP(LLVM_UDIV, "llvm.udiv", INT_OP)
OP(LLVM_SDIV, "llvm.sdiv", INT_OP)
OP(LLVM_UREM, "llvm.urem", INT_OP)
OP(LLVM_SREM, "llvm.srem", INT_OP)
OP(LLVM_AND, "llvm.and", INT_OP)
OP(LLVM_OR, "llvm.or", INT_OP)
OP(LLVM_XOR, "llvm.xor", INT_OP)
OP(LLVM_LSHR, "llvm.lshr", INT_OP)
OP(LLVM_ASHR, "llvm.ashr", INT_OP)
/* Float arithmetic. */
OP(LLVM_FADD, "llvm.fadd", FLT_OP)
OP(LLVM_FSUB, "llvm.fsub", FLT_OP)
OP(LLVM_FMUL, "llvm.fmul", FLT_OP)
OP(LLVM_FDIV, "llvm.fdiv", FLT_OP)
OP(LLVM_FREM, "llvm.frem", FLT_OP)
OP(LLVM_FNEG, "llvm.fneg",
   .traits = T_PURE | CMIR_TRAIT_SAME_TYPE,
   .operands = "operand",
   .results = "res",
   .props = "fastmathFlags=#llvm.fastmath<none>",
   .format = "$operand " OPATTRS " `:` type($res)",
   .verify = verify_float_op)
OP(LLVM_ICMP, "llvm.icmp",
   .traits = T_PURE,
   .operands = "lhs,rhs",
   .results = "res",
   .props = "predicate#llvm.icmp_predicate:i64enum",
   .parse = cmp_parse,
   .print = cmp_print,
   .verify = cmp_verify)
OP(LLVM_FCMP, "llvm.fcmp",
   .traits = T_PURE,
   .operands = "lhs,rhs",
   .results = "res",
   .props = "predicate#llvm.fcmp_predicate:i64enum;fastmathFlags=#llvm.fastmath<none>",
   .parse = cmp_parse,
   .print = cmp_print,
   .verify = cmp_verify)
/* Casts. */
OP(LLVM_BITCAST, "llvm.bitcast", CAST)
OP(LLVM_ADDRSPACECAST, "llvm.addrspacecast", CAST)
OP(LLVM_INTTOPTR, "llvm.inttoptr", CAST)
OP(LLVM_PTRTOINT, "llvm.ptrtoint", CAST)
OP(LLVM_SEXT, "llvm.sext", CAST)
OP(LLVM_ZEXT, "llvm.zext", CAST)
OP(LLVM_TRUNC, "llvm.trunc", CAST)
OP(LLVM_SITOFP, "llvm.sitofp", CAST)
OP(LLVM_UITOFP, "llvm.uitofp", CAST)
OP(LLVM_FPTOSI, "llvm.fptosi", CAST)
OP(LLVM_FPTOUI, "llvm.fptoui", CAST)
OP(LLVM_FPEXT, "llvm.fpext", CAST)
OP(LLVM_FPTRUNC, "llvm.fptrunc", CAST)
/* Memory. */
OP(LLVM_ALLOCA, "llvm.alloca",
   .traits = CMIR_TRAIT_ALLOC,
   .operands = "arraySize",
   .results = "res",
   .props = "alignment?;elem_type;inalloca!",
   .parse = alloca_parse,
   .print = alloca_print,
   .verify = alloca_verify)
OP(LLVM_GETELEMENTPTR, "llvm.getelementptr",
   .traits = T_PURE,
   .operands = "base,dynamicIndices*",
   .results = "res",
   .props = "rawConstantIndices:i32arr;elem_type;inbounds!",
   .format = "(`inbounds` $inbounds^)? $base `[` custom<GEPIndices>($dynamicIndices, "
             "$rawConstantIndices) `]` attr-dict `:` functional-type(operands, results) `,` "
             "$elem_type",
   .verify = gep_verify)
OP(LLVM_LOAD, "llvm.load",
   .operands = "addr",
   .results = "res",
   .props = "alignment?;volatile_!;nontemporal!;invariant!;"
            "ordering#llvm.atomic_ordering:i64enum=0 : i64;syncscope?:str;" MEM_ATTRS,
   .parse = load_parse,
   .print = load_print,
   .verify = load_verify)
OP(LLVM_STORE, "llvm.store",
   .operands = "value,addr",
   .props = "alignment?;volatile_!;nontemporal!;"
            "ordering#llvm.atomic_ordering:i64enum=0 : i64;syncscope?:str;" MEM_ATTRS,
   .parse = store_parse,
   .print = store_print,
   .verify = store_verify)
OP(LLVM_ATOMICRMW, "llvm.atomicrmw",
   .operands = "ptr,val",
   .results = "res",
   .props = "bin_op#llvm.atomic_bin_op:i64enum;ordering#llvm.atomic_ordering:i64enum;"
            "syncscope?:str;alignment?;volatile_!;" MEM_ATTRS,
   .parse = atomicrmw_parse,
   .print = atomicrmw_print,
   .verify = atomicrmw_verify)
OP(LLVM_CMPXCHG, "llvm.cmpxchg",
   .operands = "ptr,cmp,val",
   .results = "res",
   .props = "success_ordering#llvm.atomic_ordering:i64enum;"
            "failure_ordering#llvm.atomic_ordering:i64enum;syncscope?:str;alignment?;weak!;"
            "volatile_!;" MEM_ATTRS,
   .parse = cmpxchg_parse,
   .print = cmpxchg_print,
   .verify = cmpxchg_verify)
OP(LLVM_FENCE, "llvm.fence",
   .props = "ordering#llvm.atomic_ordering:i64enum;syncscope?:str",
   .parse = fence_parse,
   .print = fence_print,
   .verify = fence_verify)
/* Aggregates and vectors. */
OP(LLVM_EXTRACTVALUE, "llvm.extractvalue",
   .traits = T_PURE,
   .operands = "container",
   .results = "res",
   .props = "position:i64arr",
   .parse = value_parse,
   .print = value_print,
   .verify = value_verify)
OP(LLVM_INSERTVALUE, "llvm.insertvalue",
   .traits = T_PURE,
   .operands = "container,value",
   .results = "res",
   .props = "position:i64arr",
   .parse = value_parse,
   .print = value_print,
   .verify = value_verify)
OP(LLVM_EXTRACTELEMENT, "llvm.extractelement",
   .traits = T_PURE,
   .operands = "vector,position",
   .results = "res",
   .parse = element_parse,
   .print = element_print,
   .verify = element_verify)
OP(LLVM_INSERTELEMENT, "llvm.insertelement",
   .traits = T_PURE,
   .operands = "vector,value,position",
   .results = "res",
   .parse = element_parse,
   .print = element_print,
   .verify = element_verify)
OP(LLVM_SHUFFLEVECTOR, "llvm.shufflevector",
   .traits = T_PURE,
   .operands = "v1,v2",
   .results = "res",
   .props = "mask:i32arr",
   .parse = shuffle_parse,
   .print = shuffle_print,
   .verify = shuffle_verify)
OP(LLVM_SELECT, "llvm.select",
   .traits = T_PURE,
   .operands = "condition,trueValue,falseValue",
   .results = "res",
   .props = "fastmathFlags=#llvm.fastmath<none>",
   .format = "$condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition) `,` "
             "type($res)",
   .types = "trueValue=res;falseValue=res",
   .verify = select_verify)
OP(LLVM_FREEZE, "llvm.freeze",
   .traits = T_PURE | CMIR_TRAIT_SAME_TYPE,
   .operands = "val",
   .results = "res",
   .format = "$val attr-dict `:` type($val)",
   .verify = freeze_verify)
/* Control flow. */
OP(LLVM_BR, "llvm.br",
   .traits = T_TERM | T_PURE,
   .operands = "destOperands*",
   .props = "loop_annotation?",
   .successors = "dest",
   .format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
OP(LLVM_COND_BR, "llvm.cond_br",
   .traits = T_TERM | T_PURE | CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "condition,trueDestOperands*,falseDestOperands*",
   .props = "branch_weights?:i32arr;loop_annotation?",
   .successors = "trueDest,falseDest",
   .parse = cond_br_parse,
   .print = cond_br_print,
   .verify = cond_br_verify)
OP(LLVM_SWITCH, "llvm.switch",
   .traits = T_TERM | T_PURE | CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "value,defaultOperands*,caseOperands*",
   .props = "case_values?:ielems;case_operand_segments:i32arr;branch_weights?:i32arr",
   .successors = "defaultDestination,caseDestinations*",
   .parse = switch_parse,
   .print = switch_print,
   .verify = switch_verify)
OP(LLVM_RETURN, "llvm.return",
   .traits = T_TERM | T_PURE | CMIR_TRAIT_RETURN_LIKE,
   .operands = "arg?",
   .format = "attr-dict ($arg^ `:` type($arg))?",
   .verify = return_verify)
OP(LLVM_RESUME, "llvm.resume",
   .traits = T_TERM,
   .operands = "value",
   .format = "$value attr-dict `:` type($value)")
OP(LLVM_UNREACHABLE, "llvm.unreachable", .traits = T_TERM, .format = "attr-dict")
OP(LLVM_CALL, "llvm.call",
   .operands = "callee_operands*",
   .results = "result?",
   .props = "CConv=#llvm.cconv<ccc>;TailCallKind=#llvm.tailcallkind<none>;callee?:flatsym;"
            "fastmathFlags=#llvm.fastmath<none>;var_callee_type?;branch_weights?:i32arr;" MEM_ATTRS,
   .parse = call_parse,
   .print = call_print,
   .verify = call_verify)
OP(LLVM_INVOKE, "llvm.invoke",
   .traits = T_TERM | CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "callee_operands*,normalDestOperands*,unwindDestOperands*",
   .results = "result?",
   .props = "CConv=#llvm.cconv<ccc>;callee?:flatsym;var_callee_type?;branch_weights?:i32arr",
   .successors = "normalDest,unwindDest",
   .parse = invoke_parse,
   .print = invoke_print,
   .verify = invoke_verify)
OP(LLVM_LANDINGPAD, "llvm.landingpad",
   .operands = "clauses*",
   .results = "res",
   .props = "cleanup!",
   .parse = landingpad_parse,
   .print = landingpad_print,
   .verify = landingpad_verify)
/* Module-level ops. */
OP(LLVM_FUNC, "llvm.func",
   .traits = CMIR_TRAIT_ISOLATED | CMIR_TRAIT_SYMBOL | CMIR_TRAIT_FUNCTION_LIKE,
   .props = "sym_name:str;sym_visibility?:str;function_type;linkage=#llvm.linkage<external>;"
            "dso_local!;CConv=#llvm.cconv<ccc>;comdat?;convergent!;personality?:flatsym;"
            "garbageCollector?:str;passthrough?;arg_attrs?;res_attrs?;function_entry_count?;"
            "memory?;visibility_#llvm.visibility:i64enum=0 : i64;arm_streaming!;"
            "arm_locally_streaming!;arm_streaming_compatible!;arm_new_za!;arm_in_za!;"
            "arm_out_za!;arm_inout_za!;arm_preserves_za!;section?:str;"
            "unnamed_addr?#llvm.unnamed_addr:i64enum;alignment?;vscale_range?;frame_pointer?;"
            "target_cpu?:str;tune_cpu?:str;target_features?;unsafe_fp_math?;no_infs_fp_math?;"
            "no_nans_fp_math?;approx_func_fp_math?;no_signed_zeros_fp_math?;"
            "denormal_fp_math?:str;denormal_fp_math_f32?:str;fp_contract?:str;no_inline!;"
            "always_inline!;no_unwind!;will_return!;optimize_none!",
   .regions = "body",
   .parse = func_parse,
   .print = func_print,
   .verify = func_verify)
OP(LLVM_MLIR_GLOBAL, "llvm.mlir.global",
   .traits = CMIR_TRAIT_ISOLATED | CMIR_TRAIT_SYMBOL | CMIR_TRAIT_SINGLE_BLOCK,
   .props = "global_type;constant!;sym_name:str;linkage#llvm.linkage;dso_local!;thread_local_!;"
            "value?;alignment?;addr_space=0 : i32;unnamed_addr?#llvm.unnamed_addr:i64enum;"
            "section?:str;comdat?;dbg_expr?;visibility_#llvm.visibility:i64enum=0 : i64",
   .regions = "initializer",
   .parse = global_parse,
   .print = global_print,
   .verify = global_verify)
OP(LLVM_MLIR_ADDRESSOF, "llvm.mlir.addressof",
   .traits = T_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "res",
   .props = "global_name:flatsym",
   .format = "$global_name attr-dict `:` qualified(type($res))",
   .verify = addressof_verify)
OP(LLVM_MLIR_CONSTANT, "llvm.mlir.constant",
   .traits = T_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "res",
   .props = "value",
   .format = "`(` $value `)` attr-dict `:` type($res)",
   .verify = constant_verify)
OP(LLVM_MLIR_UNDEF, "llvm.mlir.undef",
   .traits = T_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "res",
   .format = "attr-dict `:` type($res)",
   .verify = result_any_verify)
OP(LLVM_MLIR_POISON, "llvm.mlir.poison",
   .traits = T_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "res",
   .format = "attr-dict `:` type($res)",
   .verify = result_any_verify)
OP(LLVM_MLIR_ZERO, "llvm.mlir.zero",
   .traits = T_PURE | CMIR_TRAIT_CONSTANT_LIKE,
   .results = "res",
   .format = "attr-dict `:` type($res)",
   .verify = zero_verify)
OP(LLVM_MLIR_NONE, "llvm.mlir.none",
   .traits = T_PURE,
   .results = "res",
   .format = "attr-dict `:` type($res)")
OP(LLVM_MLIR_GLOBAL_CTORS, "llvm.mlir.global_ctors",
   .props = "ctors;priorities",
   .format = "attr-dict",
   .verify = xtors_verify)
OP(LLVM_MLIR_GLOBAL_DTORS, "llvm.mlir.global_dtors",
   .props = "dtors;priorities",
   .format = "attr-dict",
   .verify = xtors_verify)
OP(LLVM_COMDAT, "llvm.comdat",
   .traits = CMIR_TRAIT_SYMBOL | CMIR_TRAIT_SYMBOL_TABLE | CMIR_TRAIT_NO_TERMINATOR |
             CMIR_TRAIT_SINGLE_BLOCK,
   .props = "sym_name:str",
   .regions = "body",
   .parse = comdat_parse,
   .print = comdat_print,
   .verify = comdat_verify,
   .verify_regions = comdat_verify_regions)
OP(LLVM_COMDAT_SELECTOR, "llvm.comdat_selector",
   .traits = CMIR_TRAIT_SYMBOL,
   .props = "sym_name:str;comdat#llvm.comdat:i64enum",
   .parse = comdat_selector_parse,
   .print = comdat_selector_print)
OP(LLVM_LINKER_OPTIONS, "llvm.linker_options",
   .props = "options",
   .format = "$options attr-dict",
   .verify = linker_options_verify)
OP(LLVM_CALL_INTRINSIC, "llvm.call_intrinsic",
   .operands = "args*",
   .results = "results?",
   .props = "intrin:str;fastmathFlags=#llvm.fastmath<none>",
   .format = "$intrin `(` $args `)` `:` functional-type($args, $results) attr-dict",
   .verify = call_intrinsic_verify)
/* Intrinsics the lowerings of arith, math and memref emit. */
OP(LLVM_INTR_FABS, "llvm.intr.fabs", INTR_F("in", ARGS1))
OP(LLVM_INTR_SQRT, "llvm.intr.sqrt", INTR_F("in", ARGS1))
OP(LLVM_INTR_EXP, "llvm.intr.exp", INTR_F("in", ARGS1))
OP(LLVM_INTR_EXP2, "llvm.intr.exp2", INTR_F("in", ARGS1))
OP(LLVM_INTR_LOG, "llvm.intr.log", INTR_F("in", ARGS1))
OP(LLVM_INTR_LOG2, "llvm.intr.log2", INTR_F("in", ARGS1))
OP(LLVM_INTR_LOG10, "llvm.intr.log10", INTR_F("in", ARGS1))
OP(LLVM_INTR_SIN, "llvm.intr.sin", INTR_F("in", ARGS1))
OP(LLVM_INTR_COS, "llvm.intr.cos", INTR_F("in", ARGS1))
OP(LLVM_INTR_CEIL, "llvm.intr.ceil", INTR_F("in", ARGS1))
OP(LLVM_INTR_FLOOR, "llvm.intr.floor", INTR_F("in", ARGS1))
OP(LLVM_INTR_TRUNC, "llvm.intr.trunc", INTR_F("in", ARGS1))
OP(LLVM_INTR_ROUND, "llvm.intr.round", INTR_F("in", ARGS1))
OP(LLVM_INTR_ROUNDEVEN, "llvm.intr.roundeven", INTR_F("in", ARGS1))
OP(LLVM_INTR_RINT, "llvm.intr.rint", INTR_F("in", ARGS1))
OP(LLVM_INTR_NEARBYINT, "llvm.intr.nearbyint", INTR_F("in", ARGS1))
OP(LLVM_INTR_COPYSIGN, "llvm.intr.copysign", INTR_F("a,b", ARGS2))
OP(LLVM_INTR_POW, "llvm.intr.pow", INTR_F("a,b", ARGS2))
OP(LLVM_INTR_MAXNUM, "llvm.intr.maxnum", INTR_F("a,b", ARGS2))
OP(LLVM_INTR_MINNUM, "llvm.intr.minnum", INTR_F("a,b", ARGS2))
OP(LLVM_INTR_MAXIMUM, "llvm.intr.maximum", INTR_F("a,b", ARGS2))
OP(LLVM_INTR_MINIMUM, "llvm.intr.minimum", INTR_F("a,b", ARGS2))
OP(LLVM_INTR_FMA, "llvm.intr.fma", INTR_F("a,b,c", ARGS3))
OP(LLVM_INTR_FMULADD, "llvm.intr.fmuladd", INTR_F("a,b,c", ARGS3))
OP(LLVM_INTR_BITREVERSE, "llvm.intr.bitreverse", INTR_I("in", ARGS1))
OP(LLVM_INTR_BSWAP, "llvm.intr.bswap", INTR_I("in", ARGS1))
OP(LLVM_INTR_CTPOP, "llvm.intr.ctpop", INTR_I("in", ARGS1))
OP(LLVM_INTR_SMAX, "llvm.intr.smax", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_SMIN, "llvm.intr.smin", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_UMAX, "llvm.intr.umax", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_UMIN, "llvm.intr.umin", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_SADD_SAT, "llvm.intr.sadd.sat", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_UADD_SAT, "llvm.intr.uadd.sat", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_SSUB_SAT, "llvm.intr.ssub.sat", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_USUB_SAT, "llvm.intr.usub.sat", INTR_I("a,b", ARGS2))
OP(LLVM_INTR_FSHL, "llvm.intr.fshl", INTR_I("a,b,c", ARGS3))
OP(LLVM_INTR_FSHR, "llvm.intr.fshr", INTR_I("a,b,c", ARGS3))
OP(LLVM_INTR_VECTOR_REDUCE_FMAX, "llvm.intr.vector.reduce.fmax", INTR_REDUCE("fastmathFlags=#llvm.fastmath<none>"))
OP(LLVM_INTR_VECTOR_REDUCE_FMIN, "llvm.intr.vector.reduce.fmin", INTR_REDUCE("fastmathFlags=#llvm.fastmath<none>"))
OP(LLVM_INTR_VECTOR_REDUCE_FMAXIMUM, "llvm.intr.vector.reduce.fmaximum", INTR_REDUCE("fastmathFlags=#llvm.fastmath<none>"))
OP(LLVM_INTR_VECTOR_REDUCE_FMINIMUM, "llvm.intr.vector.reduce.fminimum", INTR_REDUCE("fastmathFlags=#llvm.fastmath<none>"))
OP(LLVM_INTR_VECTOR_REDUCE_FADD, "llvm.intr.vector.reduce.fadd",
   INTR_GENERIC(T_PURE, "start_value,input", "res", "fastmathFlags=#llvm.fastmath<none>"))
OP(LLVM_INTR_VECTOR_REDUCE_FMUL, "llvm.intr.vector.reduce.fmul",
   INTR_GENERIC(T_PURE, "start_value,input", "res", "fastmathFlags=#llvm.fastmath<none>"))
OP(LLVM_INTR_VECTOR_REDUCE_ADD, "llvm.intr.vector.reduce.add", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_AND, "llvm.intr.vector.reduce.and", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_MUL, "llvm.intr.vector.reduce.mul", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_OR, "llvm.intr.vector.reduce.or", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_SMAX, "llvm.intr.vector.reduce.smax", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_SMIN, "llvm.intr.vector.reduce.smin", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_UMAX, "llvm.intr.vector.reduce.umax", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_UMIN, "llvm.intr.vector.reduce.umin", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_VECTOR_REDUCE_XOR, "llvm.intr.vector.reduce.xor", INTR_GENERIC(T_PURE, "in", "res", NULL))
OP(LLVM_INTR_MASKED_LOAD, "llvm.intr.masked.load",
   .operands = "data,mask,pass_thru*",
   .results = "res",
   .props = "alignment",
   .format = "$data `,` $mask (`,` $pass_thru^)? attr-dict `:` functional-type(operands, results)")
OP(LLVM_INTR_MASKED_STORE, "llvm.intr.masked.store",
   .operands = "value,data,mask",
   .props = "alignment",
   .format = "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
             "qualified(type($data))")
OP(LLVM_INTR_POWI, "llvm.intr.powi",
   .traits = T_PURE,
   .operands = "val,power",
   .results = "res",
   .props = "fastmathFlags=#llvm.fastmath<none>",
   .format = INTR_FMT("`(` $val `,` $power `)` "))
OP(LLVM_INTR_STACKSAVE, "llvm.intr.stacksave",
   .results = "res",
   .format = "attr-dict `:` qualified(type($res))")
OP(LLVM_INTR_STACKRESTORE, "llvm.intr.stackrestore",
   .operands = "ptr",
   .format = "$ptr attr-dict `:` qualified(type($ptr))")
OP(LLVM_INTR_LIFETIME_START, "llvm.intr.lifetime.start",
   .operands = "ptr",
   .props = "size:i64",
   .format = "$size `,` $ptr attr-dict `:` qualified(type($ptr))")
OP(LLVM_INTR_LIFETIME_END, "llvm.intr.lifetime.end",
   .operands = "ptr",
   .props = "size:i64",
   .format = "$size `,` $ptr attr-dict `:` qualified(type($ptr))")
OP(LLVM_INTR_INVARIANT_START, "llvm.intr.invariant.start",
   .operands = "ptr",
   .results = "res",
   .props = "size:i64",
   .types = "res=!llvm.ptr",
   .format = "$size `,` $ptr attr-dict `:` qualified(type($ptr))")
OP(LLVM_INTR_INVARIANT_END, "llvm.intr.invariant.end",
   .operands = "start,ptr",
   .props = "size:i64",
   .types = "start=!llvm.ptr",
   .format = "$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))")
OP(LLVM_INTR_MEMCPY, "llvm.intr.memcpy", INTR_GENERIC(0, "dst,src,len", NULL, "isVolatile;" MEM_ATTRS), .verify = mem_attrs_verify)
OP(LLVM_INTR_MEMCPY_INLINE, "llvm.intr.memcpy.inline", INTR_GENERIC(0, "dst,src", NULL, "isVolatile;len;" MEM_ATTRS), .verify = mem_attrs_verify)
OP(LLVM_INTR_MEMMOVE, "llvm.intr.memmove", INTR_GENERIC(0, "dst,src,len", NULL, "isVolatile;" MEM_ATTRS), .verify = mem_attrs_verify)
OP(LLVM_INTR_MEMSET, "llvm.intr.memset", INTR_GENERIC(0, "dst,val,len", NULL, "isVolatile;" MEM_ATTRS), .verify = mem_attrs_verify)
OP(LLVM_INTR_ABS, "llvm.intr.abs", INTR_GENERIC(T_PURE, "in", "res", "is_int_min_poison"))
OP(LLVM_INTR_CTLZ, "llvm.intr.ctlz", INTR_GENERIC(T_PURE, "in", "res", "is_zero_poison"))
OP(LLVM_INTR_CTTZ, "llvm.intr.cttz", INTR_GENERIC(T_PURE, "in", "res", "is_zero_poison"))
OP(LLVM_INTR_IS_FPCLASS, "llvm.intr.is.fpclass", INTR_GENERIC(T_PURE, "in", "res", "bit"))
OP(LLVM_INTR_SADD_WITH_OVERFLOW, "llvm.intr.sadd.with.overflow", INTR_GENERIC(T_PURE, "operands*", "res", NULL))
OP(LLVM_INTR_UADD_WITH_OVERFLOW, "llvm.intr.uadd.with.overflow", INTR_GENERIC(T_PURE, "operands*", "res", NULL))
OP(LLVM_INTR_SSUB_WITH_OVERFLOW, "llvm.intr.ssub.with.overflow", INTR_GENERIC(T_PURE, "operands*", "res", NULL))
OP(LLVM_INTR_USUB_WITH_OVERFLOW, "llvm.intr.usub.with.overflow", INTR_GENERIC(T_PURE, "operands*", "res", NULL))
OP(LLVM_INTR_SMUL_WITH_OVERFLOW, "llvm.intr.smul.with.overflow", INTR_GENERIC(T_PURE, "operands*", "res", NULL))
OP(LLVM_INTR_UMUL_WITH_OVERFLOW, "llvm.intr.umul.with.overflow", INTR_GENERIC(T_PURE, "operands*", "res", NULL))
OP(LLVM_INTR_ASSUME, "llvm.intr.assume", INTR_GENERIC(0, "cond", NULL, NULL))
OP(LLVM_INTR_PREFETCH, "llvm.intr.prefetch", INTR_GENERIC(0, "addr", NULL, "rw;hint;cache"))
OP(LLVM_INTR_TRAP, "llvm.intr.trap", INTR_GENERIC(0, NULL, NULL, NULL))
OP(LLVM_INTR_DEBUGTRAP, "llvm.intr.debugtrap", INTR_GENERIC(0, NULL, NULL, NULL))
OP(LLVM_INTR_VECTOR_INSERT, "llvm.intr.vector.insert",
   .traits = T_PURE,
   .operands = "srcvec,dstvec",
   .results = "res",
   .props = "pos:i64",
   .types = "dstvec=res",
   .format = "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)",
   .verify = vector_insert_verify)
OP(LLVM_INTR_VECTOR_EXTRACT, "llvm.intr.vector.extract",
   .traits = T_PURE,
   .operands = "srcvec",
   .results = "res",
   .props = "pos:i64",
   .format = "$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)",
   .verify = vector_extract_verify)
OP(LLVM_INTR_VECTOR_INTERLEAVE2, "llvm.intr.vector.interleave2",
   INTR_GENERIC(T_PURE, "vec1,vec2", "res", NULL), .verify = vector_interleave2_verify)
/* Inline assembly. */
OP(LLVM_INLINE_ASM, "llvm.inline_asm",
   .operands = "operands*",
   .results = "res?",
   .props = "asm_string:str;constraints:str;has_side_effects!;is_align_stack!;"
            "asm_dialect?#llvm.asm_dialect:i64enum;operand_attrs?",
   .parse = inline_asm_parse,
   .print = inline_asm_print,
   .verify = inline_asm_verify,
   .canon = inline_asm_canon)
/* Variadic arguments, debug info, exception handling and matrices. */
OP(LLVM_INTR_VASTART, "llvm.intr.vastart",
   .operands = "arg_list",
   .format = "$arg_list attr-dict `:` qualified(type($arg_list))",
   .verify = ptr_operands_verify)
OP(LLVM_INTR_VAEND, "llvm.intr.vaend",
   .operands = "arg_list",
   .format = "$arg_list attr-dict `:` qualified(type($arg_list))",
   .verify = ptr_operands_verify)
OP(LLVM_INTR_VACOPY, "llvm.intr.vacopy",
   .operands = "dest_list,src_list",
   .format = "$src_list `to` $dest_list attr-dict `:` type(operands)",
   .verify = ptr_operands_verify)
OP(LLVM_INTR_DBG_DECLARE, "llvm.intr.dbg.declare",
   .operands = "addr",
   .props = "varInfo;locationExpr=#llvm.di_expression<>",
   .format = "qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` "
             "qualified(type($addr)) attr-dict",
   .verify = dbg_verify)
OP(LLVM_INTR_DBG_VALUE, "llvm.intr.dbg.value",
   .operands = "value",
   .props = "varInfo;locationExpr=#llvm.di_expression<>",
   .format = "qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` "
             "qualified(type($value)) attr-dict",
   .verify = dbg_verify)
OP(LLVM_INTR_DBG_LABEL, "llvm.intr.dbg.label",
   .props = "label",
   .format = "$label attr-dict",
   .verify = dbg_verify)
OP(LLVM_INTR_EH_TYPEID_FOR, "llvm.intr.eh.typeid.for",
   .operands = "type_info",
   .results = "res",
   .format = "$type_info attr-dict `:` functional-type(operands, results)",
   .verify = ptr_operands_verify)
OP(LLVM_INTR_MATRIX_COLUMN_MAJOR_LOAD, "llvm.intr.matrix.column.major.load",
   .operands = "data,stride",
   .results = "res",
   .props = "isVolatile:i1;rows:i32;columns:i32",
   .format = "$data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res) `from` "
             "qualified(type($data)) `stride` type($stride)",
   .verify = matrix_verify)
OP(LLVM_INTR_MATRIX_COLUMN_MAJOR_STORE, "llvm.intr.matrix.column.major.store",
   .operands = "matrix,data,stride",
   .props = "isVolatile:i1;rows:i32;columns:i32",
   .format = "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($matrix) "
             "`to` qualified(type($data)) `stride` type($stride)",
   .verify = matrix_verify)
OP(LLVM_INTR_MASKED_GATHER, "llvm.intr.masked.gather",
   .operands = "ptrs,mask,pass_thru*",
   .results = "res",
   .props = "alignment:i32",
   .format = "$ptrs `,` $mask (`,` $pass_thru^)? attr-dict `:` functional-type(operands, results)",
   .verify = gather_scatter_verify)
OP(LLVM_INTR_MASKED_SCATTER, "llvm.intr.masked.scatter",
   .operands = "value,ptrs,mask",
   .props = "alignment:i32",
   .format = "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
             "type($ptrs)",
   .verify = gather_scatter_verify)
