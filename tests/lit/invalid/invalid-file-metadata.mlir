// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// The `{-# ... #-}` file metadata dictionary is checked as MLIR reads it:
// its keys, the resource groups, and each entry's value.

// expected-error@+1 {{unknown key 'resources' in file metadata dictionary}}
{-# resources: {} #-}

// -----

// expected-error@+1 {{expected ',' or '#-}'}}
{-# external_resources: {} dialect_resources: {} #-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{dialect 'nosuch' is unknown}}
    nosuch: { k: "0x04000000" }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{unexpected 'resource' section for dialect 'scf'}}
    scf: { k: "0x04000000" }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{unknown 'resource' key 'k' for dialect 'llvm'}}
    llvm: { k: "0x04000000" }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{expected identifier key for 'resource' entry}}
    builtin: { "quoted": "0x04000000" }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{expected hex string blob for key 'odd'}}
    builtin: { odd: "0x0400000" }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{expected hex string blob for key 'short' to encode alignment in first 4 bytes}}
    builtin: { short: "0x0400" }
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{expected hex string blob for key 'three' to encode alignment in first 4 bytes, but got non-power-of-2 value: 6}}
    builtin: { three: "0x06000000" }
  }
#-}

// -----

{-#
  external_resources: {
    // expected-error@+1 {{expected string value for key 'n'}}
    other: { ok: true, s: "text", n: 4 }
  }
#-}

// -----

{-#
  external_resources: {
    // expected-error@+1 {{expected identifier key for 'external_resources' entry}}
    other: { 7: "x" }
  }
#-}

// -----

// Well-formed metadata is accepted (and not kept).
{-#
  dialect_resources: {
    builtin: { blob: "0x08000000AABBCCDD", empty_align: "0x00000000" }
  },
  external_resources: {
    other: { flag: false, name: "x", data: "0x01000000FF" }
  }
#-}
