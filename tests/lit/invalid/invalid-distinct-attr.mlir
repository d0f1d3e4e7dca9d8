// RUN: cmir-opt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

// Distinct attributes that do not parse.

// expected-error@+1 {{expected '[' after 'distinct'}}
"test.a"() {v = distinct<1>} : () -> ()

// -----

// expected-error@+1 {{expected distinct ID}}
"test.a"() {v = distinct[x]<1>} : () -> ()

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
"test.a"() {v = distinct[18446744073709551616]<1>} : () -> ()

// -----

// expected-error@+1 {{expected ']' to close distinct ID}}
"test.a"() {v = distinct[3 4]<1>} : () -> ()

// -----

// expected-error@+1 {{expected '<' after distinct ID}}
"test.a"() {v = distinct[3]} : () -> ()

// -----

// expected-error@+1 {{expected '>' to close distinct attribute}}
"test.a"() {v = distinct[3]<1 : i8, 2>} : () -> ()

// -----

// The same id names one attribute, so it must refer to the same one.
"test.a"() {v = distinct[3]<[1, 2]>} : () -> ()
// expected-error@+1 {{referenced attribute does not match previous definition: [1, 2]}}
"test.b"() {v = distinct[3]<[1, 3]>} : () -> ()
