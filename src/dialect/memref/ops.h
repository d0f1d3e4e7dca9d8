/* The memref dialect's ops, one row each: OP(id, name, definition), where the
 * definition is the rest of the op's CmirOpDef (src/dialect/memref/memref.c expands
 * the rows into its op table; src/dialect/ops.h into the op ids). */
OP(MEMREF_ALLOC, "memref.alloc", ALLOC_LIKE("alloc"))
OP(MEMREF_ALLOCA, "memref.alloca", ALLOC_LIKE("alloca"))
OP(MEMREF_REALLOC, "memref.realloc",
   .operands = "source,dynamicResultSize?",
   .results = "result",
   .props = "alignment?",
   .format = "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` "
             "type(results)",
   .types = "dynamicResultSize=index;source=is(MemRefType);result=is(MemRefType)",
   .verify = verify_realloc)
OP(MEMREF_DEALLOC, "memref.dealloc",
   .operands = "memref",
   .format = "$memref attr-dict `:` type($memref)",
   .types = "memref=is(BaseMemRefType)",
   .verify = verify_dealloc,
   .fold = cmir_memref_fold)
/* A load only reads: dead if unused, as MLIR's wouldOpBeTriviallyDead. */
OP(MEMREF_LOAD, "memref.load",
   .traits = CMIR_TRAIT_ALLOC,
   .operands = "memref,indices*",
   .results = "result",
   .props = "nontemporal?=false",
   .format = "$memref `[` $indices `]` attr-dict `:` type($memref)",
   .types = "indices=index;result=elem(memref);memref=is(MemRefType)",
   .verify = verify_load,
   .fold = cmir_memref_fold)
OP(MEMREF_STORE, "memref.store",
   .operands = "value,memref,indices*",
   .props = "nontemporal?=false",
   .format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
   .types = "indices=index;value=elem(memref);memref=is(MemRefType)",
   .verify = verify_store,
   .fold = cmir_memref_fold)
OP(MEMREF_CAST, "memref.cast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source",
   .results = "dest",
   .format = "$source attr-dict `:` type($source) `to` type($dest)",
   .types = "source=is(BaseMemRefType);dest=is(BaseMemRefType)",
   .verify = verify_cast,
   .fold = fold_cast,
   .asm_name = "cast")
OP(MEMREF_MEMORY_SPACE_CAST, "memref.memory_space_cast",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source",
   .results = "dest",
   .format = "$source attr-dict `:` type($source) `to` type($dest)",
   .types = "source=is(BaseMemRefType);dest=is(BaseMemRefType)",
   .verify = verify_memory_space_cast,
   .fold = cmir_memref_fold,
   .asm_name = "memspacecast")
OP(MEMREF_COPY, "memref.copy",
   .operands = "source,target",
   .format = "$source `,` $target attr-dict `:` type($source) `to` type($target)",
   .types = "source=is(BaseMemRefType);target=is(BaseMemRefType)",
   .verify = verify_copy,
   .fold = cmir_memref_fold)
OP(MEMREF_DIM, "memref.dim",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source,index",
   .results = "result",
   .format = "attr-dict $source `,` $index `:` type($source)",
   .types = "index=index;result=index",
   .verify = verify_dim,
   .fold = fold_dim,
   .asm_name = "dim")
OP(MEMREF_RANK, "memref.rank",
   .traits = CMIR_TRAIT_PURE,
   .operands = "memref",
   .results = "result",
   .format = "$memref attr-dict `:` type($memref)",
   .types = "result=index;memref=is(BaseMemRefType)",
   .verify = verify_rank,
   .fold = fold_rank)
OP(MEMREF_GLOBAL, "memref.global",
   .traits = CMIR_TRAIT_SYMBOL,
   .props = "sym_name:str;sym_visibility?:str;type;initial_value?;constant?;alignment?",
   .parse = global_parse,
   .print = global_print,
   .verify = verify_global)
OP(MEMREF_GET_GLOBAL, "memref.get_global",
   .traits = CMIR_TRAIT_PURE,
   .results = "result",
   .props = "name:flatsym",
   .format = "$name `:` type($result) attr-dict",
   .types = "result=is(MemRefType)",
   .verify = verify_get_global)
OP(MEMREF_SUBVIEW, "memref.subview",
   .traits = CMIR_TRAIT_ATTR_SIZED_OPERANDS | CMIR_TRAIT_PURE,
   .operands = VIEW_OPERANDS,
   .results = "result",
   .props = VIEW_PROPS,
   .format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) "
             "custom<DynamicIndexList>($sizes, $static_sizes) "
             "custom<DynamicIndexList>($strides, $static_strides) "
             "attr-dict `:` type($source) `to` type($result)",
   .types = VIEW_TYPES ";source=is(MemRefType)",
   .verify = verify_subview,
   .fold = cmir_memref_fold,
   .asm_name = "subview")
OP(MEMREF_REINTERPRET_CAST, "memref.reinterpret_cast",
   .traits = CMIR_TRAIT_ATTR_SIZED_OPERANDS | CMIR_TRAIT_PURE,
   .operands = VIEW_OPERANDS,
   .results = "result",
   .props = VIEW_PROPS,
   .format = "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) "
             "`` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) "
             "`` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) "
             "attr-dict `:` type($source) `to` type($result)",
   .types = VIEW_TYPES ";source=is(BaseMemRefType)",
   .verify = verify_reinterpret_cast,
   .fold = cmir_memref_fold,
   .asm_name = "reinterpret_cast")
/* The permutation is printed as a bare affine map (custom syntax). */
OP(MEMREF_TRANSPOSE, "memref.transpose",
   .traits = CMIR_TRAIT_PURE,
   .operands = "in",
   .results = "result",
   .props = "permutation",
   .parse = transpose_parse,
   .print = transpose_print,
   .verify = verify_transpose,
   .fold = fold_transpose,
   .asm_name = "transpose")
OP(MEMREF_EXPAND_SHAPE, "memref.expand_shape",
   .traits = CMIR_TRAIT_PURE,
   .operands = "src,output_shape*",
   .results = "result",
   .props = "reassociation;static_output_shape",
   .format = "$src $reassociation `output_shape` "
             "custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` "
             "type($src) `into` type($result)",
   .types = "output_shape=index;src=is(MemRefType);result=is(MemRefType)",
   .verify = verify_expand_shape,
   .fold = cmir_memref_fold,
   .asm_name = "expand_shape")
OP(MEMREF_COLLAPSE_SHAPE, "memref.collapse_shape",
   .traits = CMIR_TRAIT_PURE,
   .operands = "src",
   .results = "result",
   .props = "reassociation",
   .format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
   .types = "src=is(MemRefType);result=is(MemRefType)",
   .verify = verify_collapse_shape,
   .fold = cmir_memref_fold,
   .asm_name = "collapse_shape")
/* Result names come from the groups; sizes and strides both have the
     * source's rank (see result_names in src/text/printer.c). */
OP(MEMREF_EXTRACT_STRIDED_METADATA, "memref.extract_strided_metadata",
   .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_RESULT_NAMES,
   .operands = "source",
   .results = "base_buffer,offset,sizes*,strides*",
   .format = "$source `:` type($source) `->` type(results) attr-dict",
   .types = "source=is(MemRefType)",
   .verify = verify_extract_strided_metadata)
OP(MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, "memref.extract_aligned_pointer_as_index",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source",
   .results = "aligned_pointer",
   .format = "$source `:` type($source) `->` type(results) attr-dict",
   .types = "source=is(BaseMemRefType)",
   .verify = verify_extract_aligned_pointer,
   .asm_name = "intptr")
OP(MEMREF_VIEW, "memref.view",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source,byte_shift,sizes*",
   .results = "result",
   .format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` "
             "type(results)",
   .types = "byte_shift=index;sizes=index;source=is(MemRefType)",
   .verify = verify_view,
   .asm_name = "view")
OP(MEMREF_RESHAPE, "memref.reshape",
   .traits = CMIR_TRAIT_PURE,
   .operands = "source,shape",
   .results = "result",
   .format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
   .verify = verify_reshape,
   .asm_name = "reshape")
OP(MEMREF_ALLOCA_SCOPE, "memref.alloca_scope",
   .traits = CMIR_TRAIT_SINGLE_BLOCK | CMIR_TRAIT_RECURSIVE_EFFECTS,
   .results = "results*",
   .regions = "bodyRegion",
   .parse = alloca_scope_parse,
   .print = alloca_scope_print,
   .verify = verify_alloca_scope)
OP(MEMREF_ALLOCA_SCOPE_RETURN, "memref.alloca_scope.return",
   .traits = CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_RETURN_LIKE | CMIR_TRAIT_PURE,
   .operands = "results*",
   .format = "attr-dict ($results^ `:` type($results))?",
   .verify = verify_alloca_scope_return)
OP(MEMREF_PREFETCH, "memref.prefetch",
   .operands = "memref,indices*",
   .props = "isWrite;localityHint;isDataCache",
   .parse = prefetch_parse,
   .print = prefetch_print,
   .verify = verify_prefetch,
   .fold = cmir_memref_fold)
OP(MEMREF_ATOMIC_RMW, "memref.atomic_rmw",
   .operands = "value,memref,indices*",
   .results = "result",
   .props = "kind#arith.atomic_rmw_kind:i64enum",
   .format = "custom<CmpPredicate>($kind) $value `,` $memref `[` $indices `]` attr-dict `:` `(` "
             "type($value) `,` type($memref) `)` `->` type($result)",
   .types = "indices=index;result=value",
   .verify = verify_atomic_rmw,
   .fold = cmir_memref_fold)
OP(MEMREF_GENERIC_ATOMIC_RMW, "memref.generic_atomic_rmw",
   .operands = "memref,indices*",
   .results = "result",
   .regions = "atomic_body",
   .parse = generic_atomic_rmw_parse,
   .print = generic_atomic_rmw_print,
   .verify = verify_generic_atomic_rmw)
OP(MEMREF_ATOMIC_YIELD, "memref.atomic_yield",
   .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_TERMINATOR,
   .operands = "result",
   .format = "$result attr-dict `:` type($result)",
   .verify = verify_atomic_yield)
OP(MEMREF_DMA_START, "memref.dma_start",
   .operands = "operands*",
   .parse = dma_start_parse,
   .print = dma_start_print,
   .verify = verify_dma_start,
   .fold = cmir_memref_fold)
OP(MEMREF_DMA_WAIT, "memref.dma_wait",
   .operands = "tagMemRef,tagIndices*,numElements",
   .format = "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
   .types = "tagIndices=index;numElements=index;tagMemRef=is(MemRefType)",
   .verify = verify_dma_wait,
   .fold = cmir_memref_fold)
OP(MEMREF_ASSUME_ALIGNMENT, "memref.assume_alignment",
   .operands = "memref",
   .props = "alignment",
   .parse = assume_alignment_parse,
   .print = assume_alignment_print,
   .verify = verify_assume_alignment)
