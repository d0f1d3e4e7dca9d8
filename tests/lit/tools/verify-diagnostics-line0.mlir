// RUN: cmir-opt --no-implicit-module --verify-diagnostics %s
// An annotation may point at line 0, where whole-source errors are.
// expected-error@-3 {{source must contain a single top-level operation, found: 2}}
func.func private @first()
func.func private @second()
