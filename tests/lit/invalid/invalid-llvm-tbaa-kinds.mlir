// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// A TBAA tag's base and access types must be type descriptors, and a type
// descriptor's members must name roots or type descriptors.

#root = #llvm.tbaa_root<id = "lang root">
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
#bad = #llvm.tbaa_tag<base_type = #root, access_type = #int, offset = 4>

// -----

#root = #llvm.tbaa_root<id = "lang root">
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
// expected-error@+3 {{invalid kind of attribute specified}}
// expected-error@+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#tag, 4>}>
