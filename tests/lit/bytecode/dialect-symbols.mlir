// The types and attributes of roundtrip/dialect-symbols.mlir through
// bytecode: the file keeps the text after the dialect name (`name<...>` or
// `<data>`), and the reader gives back the same data.
// RUN: cmir-bc --allow-unregistered-dialect %S/../roundtrip/dialect-symbols.mlir -o %t.cmbc
// RUN: cmir-bc --allow-unregistered-dialect %t.cmbc | FileCheck %S/../roundtrip/dialect-symbols.mlir
