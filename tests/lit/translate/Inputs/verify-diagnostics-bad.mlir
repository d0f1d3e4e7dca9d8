llvm.func @g() {
  // expected-error@+1 {{this error never comes}}
  llvm.return
}

// -----

func.func @f() {
  return
}
