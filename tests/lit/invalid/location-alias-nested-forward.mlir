// RUN: cmir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A location alias may be used before its definition only as a whole
// trailing location (`loc(#alias)`), not inside another location: there
// MLIR 19 reads it at once and reports it undefined (cmir used to drop it).

// expected-error@+1 {{undefined symbol alias id 'later'}}
func.func @f(%a: i32 loc("x"(#later))) {
  return
}
#later = loc("y.c":1:2)

// -----

// expected-error@+1 {{undefined symbol alias id 'later'}}
"test.op"() : () -> () loc(fused[#later, "z"])
#later = loc("y.c":1:2)

// -----

// expected-error@+1 {{undefined symbol alias id 'later'}}
"test.op"() : () -> () loc(callsite("a" at #later))
#later = loc("y.c":1:2)
