/* The vector dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/vector/vector.c
 * expands the rows into its op table; src/dialect/ops.h into the op ids). */
OP(VECTOR_BROADCAST, "vector.broadcast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source",
   .results = "vector",
   .format = "$source attr-dict `:` type($source) `to` type($vector)",
   .types = "vector=is(VectorType)",
   .verify = verify_broadcast)
OP(VECTOR_SPLAT, "vector.splat",
   .traits = CMIR_TRAIT_PURE,
   .operands = "input",
   .results = "aggregate",
   .format = "$input attr-dict `:` type($aggregate)",
   .types = "input=elem(aggregate);aggregate=is(VectorType)",
   .verify = verify_splat)
OP(VECTOR_EXTRACT, "vector.extract",
   .traits = CMIR_TRAIT_PURE,
   .operands = "vector,dynamic_position*",
   .results = "result",
   .props = "static_position:i64arr",
   .format = "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict "
             "`:` type($result) `from` type($vector)",
   .types = "dynamic_position=index;vector=is(VectorType)",
   .verify = verify_extract,
   .fold = fold_no_position)
OP(VECTOR_INSERT, "vector.insert",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source,dest,dynamic_position*",
   .results = "result",
   .props = "static_position:i64arr",
   .format = "$source `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) "
             "attr-dict `:` type($source) `into` type($dest)",
   .types = "dynamic_position=index;result=dest;dest=is(VectorType)",
   .verify = verify_insert,
   .fold = fold_no_position)
OP(VECTOR_EXTRACTELEMENT, "vector.extractelement",
   .traits = CMIR_TRAIT_PURE,
   .operands = "vector,position?",
   .results = "result",
   .format = "$vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)",
   .types = "result=elem(vector);vector=is(VectorType)",
   .verify = verify_extractelement)
OP(VECTOR_INSERTELEMENT, "vector.insertelement",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source,dest,position?",
   .results = "result",
   .format = "$source `,` $dest `[` ($position^ `:` type($position))? `]` attr-dict `:` "
             "type($result)",
   .types = "source=elem(result);dest=result;result=is(VectorType)",
   .verify = verify_insertelement)
OP(VECTOR_SHUFFLE, "vector.shuffle",
   .traits = CMIR_TRAIT_PURE,
   .operands = "v1,v2",
   .results = "vector",
   .props = "mask",
   .parse = shuffle_parse,
   .print = shuffle_print,
   .verify = verify_shuffle,
   .fold = fold_shuffle,
   .canon = canon_shuffle)
OP(VECTOR_FMA, "vector.fma",
   .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_SAME_TYPE,
   .operands = "lhs,rhs,acc",
   .results = "result",
   .format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
   .types = "rhs=lhs;acc=lhs;result=lhs",
   .verify = verify_fma)
OP(VECTOR_REDUCTION, "vector.reduction",
   .traits = CMIR_TRAIT_PURE,
   .operands = "vector,acc?",
   .results = "dest",
   .props = "kind#vector.kind;fastmath=#arith.fastmath<none>",
   .format = "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
             "type($vector) `into` type($dest)",
   .types = "acc=dest;vector=is(VectorType)",
   .verify = verify_reduction)
OP(VECTOR_BITCAST, "vector.bitcast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source",
   .results = "result",
   .format = "$source attr-dict `:` type($source) `to` type($result)",
   .types = "source=is(VectorType);result=is(VectorType)",
   .verify = verify_bitcast)
OP(VECTOR_SHAPE_CAST, "vector.shape_cast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source",
   .results = "result",
   .format = "$source attr-dict `:` type($source) `to` type($result)",
   .types = "source=is(VectorType);result=is(VectorType)",
   .verify = verify_shape_cast)
OP(VECTOR_PRINT, "vector.print",
   .operands = "source?",
   .props = "punctuation=#vector.punctuation<newline>;stringLiteral?:str",
   .format = "($source^ `:` type($source))? (`str` $stringLiteral^)? "
             "(`punctuation` $punctuation^)? attr-dict",
   .verify = verify_print)
OP(VECTOR_LOAD, "vector.load",
   .operands = "base,indices*",
   .results = "result",
   .props = "nontemporal?=false",
   .format = "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
   .types = "indices=index;base=is(MemRefType);result=is(VectorType)",
   .verify = verify_load)
OP(VECTOR_STORE, "vector.store",
   .operands = "valueToStore,base,indices*",
   .props = "nontemporal?=false",
   .format = "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` "
             "type($valueToStore)",
   .types = "indices=index;base=is(MemRefType);valueToStore=is(VectorType)",
   .verify = verify_store)
OP(VECTOR_MASKEDLOAD, "vector.maskedload",
   .operands = "base,indices*,mask,pass_thru",
   .results = "result",
   .format = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` "
             "type($mask) `,` type($pass_thru) `into` type($result)",
   .types = "indices=index;base=is(MemRefType);mask=is(VectorType);pass_thru=is(VectorType);"
            "result=is(VectorType)",
   .verify = verify_maskedload)
OP(VECTOR_MASKEDSTORE, "vector.maskedstore",
   .operands = "base,indices*,mask,valueToStore",
   .format = "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` "
             "type($mask) `,` type($valueToStore)",
   .types = "indices=index;base=is(MemRefType);mask=is(VectorType);valueToStore=is(VectorType)",
   .verify = verify_maskedstore)
OP(VECTOR_CONSTANT_MASK, "vector.constant_mask",
   .traits = CMIR_TRAIT_PURE,
   .results = "result",
   .props = "mask_dim_sizes",
   .format = "$mask_dim_sizes attr-dict `:` type(results)",
   .types = "result=is(VectorType)",
   .verify = verify_constant_mask)
OP(VECTOR_CREATE_MASK, "vector.create_mask",
   .traits = CMIR_TRAIT_PURE,
   .operands = "operands*",
   .results = "result",
   .format = "$operands attr-dict `:` type(results)",
   .types = "operands=index;result=is(VectorType)",
   .verify = verify_create_mask)
OP(VECTOR_TYPE_CAST, "vector.type_cast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "memref",
   .results = "result",
   .format = "$memref attr-dict `:` type($memref) `to` type($result)",
   .types = "memref=is(MemRefType);result=is(MemRefType)",
   .verify = verify_type_cast)
OP(VECTOR_TRANSFER_READ, "vector.transfer_read",
   .traits = CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "source,indices*,padding,mask?",
   .results = "vector",
   .props = "in_bounds;permutation_map",
   .parse = transfer_read_parse,
   .print = transfer_read_print,
   .verify = verify_transfer_read)
OP(VECTOR_TRANSFER_WRITE, "vector.transfer_write",
   .traits = CMIR_TRAIT_ATTR_SIZED_OPERANDS,
   .operands = "vector,source,indices*,mask?",
   .results = "result?",
   .props = "in_bounds;permutation_map",
   .parse = transfer_write_parse,
   .print = transfer_write_print,
   .verify = verify_transfer_write)
OP(VECTOR_INTERLEAVE, "vector.interleave",
   .traits = CMIR_TRAIT_PURE,
   .operands = "lhs,rhs",
   .results = "result",
   .format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)",
   .types = "rhs=lhs",
   .verify = verify_interleave)
