# tests/tap.sh - what the TAP test scripts share (sourced, not run): test
# lines, the LLVM 19 tools, and the conformance corpus's conventions.
#
# Set before sourcing: llvm (LLVM 19's bin directory, for find_tool).

n=0
pass() { n=$((n + 1)); echo "ok $n - $1"; }
fail() { n=$((n + 1)); echo "not ok $n - $1"; }
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }
# diag [N]: stdin as TAP comment lines, the first N (default 30).
diag() { sed 's/^/#   /' | head -n "${1:-30}"; }

# find_tool NAME: the path of LLVM 19's NAME (NAME-19 on the PATH, or in
# $llvm or /usr/lib/llvm-19/bin); nothing if it is not installed.
find_tool() {
  if command -v "$1-19" >/dev/null; then command -v "$1-19"
  elif [ -x "${llvm:-}/$1" ]; then echo "$llvm/$1"
  elif [ -x "/usr/lib/llvm-19/bin/$1" ]; then echo "/usr/lib/llvm-19/bin/$1"
  fi
}

# mask FILE: printMemref's heap addresses replaced by 0xADDR, as in the
# .expected files of tests/conformance.
mask() { sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0xADDR/g' "$1"; }

# args_of PROGRAM: its runner flags (its `// ARGS:` line), with
# -entry-point-result=void unless it says otherwise (mlir-cpu-runner's
# default is f32).
args_of() {
  local a
  a=$(sed -n 's|^// ARGS: *||p' "$1" | head -n 1)
  case $a in *entry-point-result*) ;; *) a="$a -entry-point-result=void" ;; esac
  echo "$a"
}
