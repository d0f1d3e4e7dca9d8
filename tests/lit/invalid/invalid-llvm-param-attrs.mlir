// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// The llvm dialect's argument and result attributes of function-like ops
// (llvm.func and func.func): the kind of value each one holds, the type of
// the argument or result it may sit on, and those refused on results.

// expected-error@+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @nonnull_on_integer(%x: i64 {llvm.nonnull})

// -----

// expected-error@+1 {{"llvm.nofree" should be a unit attribute}}
llvm.func @nofree_with_value(%p: !llvm.ptr {llvm.nofree = true})

// -----

// expected-error@+1 {{"llvm.byval" should be a type attribute}}
llvm.func @byval_without_type(%p: !llvm.ptr {llvm.byval = 8 : i64})

// -----

// expected-error@+1 {{"llvm.inalloca" attribute attached to non-pointer LLVM type}}
llvm.func @inalloca_on_float(%x: f32 {llvm.inalloca = i64})

// -----

// expected-error@+1 {{"llvm.dereferenceable" should be an integer attribute}}
llvm.func @dereferenceable_float(%p: !llvm.ptr {llvm.dereferenceable = 2.0 : f64})

// -----

// expected-error@+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_on_vector(%v: vector<4xi8> {llvm.zeroext})

// -----

// expected-error@+1 {{"llvm.inreg" should be a unit attribute}}
llvm.func @inreg_string(%x: i16 {llvm.inreg = "yes"})

// -----

// The dictionary is sorted, so llvm.align is checked before llvm.noalias.
// expected-error@+1 {{"llvm.align" should be an integer attribute}}
llvm.func @two_bad(%p: !llvm.ptr {llvm.noalias = 3 : i32, llvm.align = "8"})

// -----

// expected-error@+1 {{"llvm.nocapture" is not a valid result attribute}}
llvm.func @nocapture_result() -> (!llvm.ptr {llvm.nocapture})

// -----

// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @signext_result() -> (f64 {llvm.signext})

// -----

// expected-error@+1 {{expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @void_result_attr() -> (!llvm.void {llvm.inreg})

// -----

// func.func arguments are checked by the same rules.
// expected-error@+1 {{"llvm.readnone" attribute attached to non-pointer LLVM type}}
func.func private @func_readnone(%x: i8 {llvm.readnone})

// -----

// A type outside LLVM's type system is not judged, only the value's kind.
// expected-error@+1 {{"llvm.nonnull" should be a unit attribute}}
func.func private @func_memref(%m: memref<4xf32> {llvm.nonnull = 1 : i64})

// -----

// expected-error@+1 {{cannot attach result attributes to functions with a void return}}
func.func private @func_void_result() -> (!llvm.void {llvm.noundef})

// -----

// expected-error@+1 {{"llvm.allocptr" is not a valid result attribute}}
func.func private @func_allocptr_result() -> (!llvm.ptr {llvm.allocptr})

// -----

// Attributes with no rule, and well-formed ones, pass.
llvm.func @fine(%p: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64, llvm.sret = i32},
                %x: i32 {llvm.signext, llvm.noundef}, %m: f32 {llvm.whatever = "x"})
    -> (!llvm.ptr {llvm.nonnull, llvm.dereferenceable = 8 : i64})
func.func private @fine_func(%m: memref<4xf32> {llvm.noalias, llvm.align = 4 : i64})
