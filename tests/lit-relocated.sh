#!/usr/bin/env bash
# tests/lit-relocated.sh - TAP: the lit suite again, from a copy of tests/
# at a path of another length, with lit's Output directories (%t) also at
# a path of another length than the build tree's. No test may depend on
# where the checkout or the build is (file names end up in locations, so in
# bytecode sizes and offsets, and in diagnostics).
#
# Runs the build's tools on the copy through tests/run-lit.sh. Skipped in
# the sanitizer build (the plain build runs it; the suite is the same).
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check), and what
# tests/run-lit.sh takes.
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$here")}
builddir=${CMIR_BUILD_DIR:-$srcdir}
site=$builddir/tests/lit/lit.site.cfg.py

if [ "${CMIR_SANITIZERS:-no}" = yes ]; then
  echo "1..0 # SKIP sanitizer build (the plain build runs the suite from another path)"
  exit 0
fi
if [ ! -f "$site" ]; then
  echo "1..0 # SKIP no lit.site.cfg.py in $builddir/tests/lit (not configured)"
  exit 0
fi

base=$(mktemp -d "${TMPDIR:-/tmp}/cmir-relocated.XXXXXX")
trap 'rm -rf "$base"' EXIT

# pad_to DIR LENGTH-TO-AVOID: DIR/ppp... whose length is 13 more than the
# length to avoid (odd and not a multiple of 8, so offsets and paddings
# move), or longer if DIR alone is already that long.
pad_path() {
  local dir=$1 avoid=$2 p
  local want=$((avoid + 13))
  local k=$((want - ${#dir} - 1))
  [ $k -lt 1 ] && k=1
  p=$dir/$(printf 'p%.0s' $(seq 1 "$k"))
  [ ${#p} -eq "$avoid" ] && p=${p}q
  printf '%s\n' "$p"
}

src=$(pad_path "$base/s" "${#srcdir}")
exec_root=$(pad_path "$base/o" $((${#builddir} + 11)))/tests/lit
mkdir -p "$src" "$exec_root"
cp -R "$srcdir/tests" "$src/tests"
# the copy holds no results or outputs of an in-tree build
find "$src/tests" -name Output -type d -prune -exec rm -rf {} +

# The build's site file, pointed at the copy and the other Output root.
python3 - "$site" "$src" "$exec_root" >"$src/tests/lit/lit.site.cfg.py" <<'PY'
import sys
site, src, exec_root = sys.argv[1:]
for line in open(site):
    if line.startswith("config.cmir_src_root"):
        line = "config.cmir_src_root = %r\n" % src
    elif line.startswith("lit_config.load_config"):
        print("config.cmir_exec_root = %r" % exec_root)
    print(line, end="")
PY

LIT_SUITE=$src/tests/lit LIT_RESULTS=$base/lit-results.json \
  CMIR_SRC_DIR=$src CMIR_BUILD_DIR=$builddir "$srcdir/tests/run-lit.sh"
