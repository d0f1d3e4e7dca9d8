// The memory-access metadata of LLVM ops (access groups, alias scopes,
// TBAA tags) must be arrays of the dialect's attribute of that kind.
// RUN: cmir-opt %s -split-input-file -verify-diagnostics

llvm.func @callee()

llvm.func @groups_of_symbols(%p : !llvm.ptr) {
  // expected-error@below {{attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  llvm.store %p, %p {access_groups = [@callee]} : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @scopes_as_string(%p : !llvm.ptr, %v : i64) {
  // expected-error@below {{attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.atomicrmw add %p, %v seq_cst {alias_scopes = "a"} : !llvm.ptr, i64
  llvm.return
}

// -----

#group = #llvm.access_group<id = distinct[0]<>>
llvm.func @scope_of_wrong_kind(%p : !llvm.ptr) {
  // expected-error@below {{attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {noalias_scopes = [#group]} : !llvm.ptr -> f32
  llvm.return
}

// -----

llvm.func @tbaa_of_ints(%d : !llvm.ptr, %s : !llvm.ptr) {
  %n = llvm.mlir.constant(8 : i64) : i64
  // expected-error@below {{attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false, tbaa = [1, 2]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

#domain = #llvm.alias_scope_domain<id = distinct[0]<>>
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>
#group = #llvm.access_group<id = distinct[2]<>>
llvm.func @well_formed(%p : !llvm.ptr) -> i32 {
  %0 = llvm.load %p {access_groups = [#group], alias_scopes = [#scope], noalias_scopes = [#scope]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
