#!/bin/sh
# The interestingness test of the cmir-reduce lit tests: exit 0 if the
# candidate ($1) contains $WANT_TEXT (an extended regexp) and its output on
# the interpreter has the line $WANT_OUTPUT (each when set).
f=$1
if [ -n "${WANT_TEXT:-}" ]; then
  grep -Eq "$WANT_TEXT" "$f" || exit 1
fi
if [ -n "${WANT_OUTPUT:-}" ]; then
  cmir-interp "$f" 2>/dev/null | grep -qxF "$WANT_OUTPUT" || exit 1
fi
exit 0
