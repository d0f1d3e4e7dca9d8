#!/bin/sh
# Interesting if the candidate ($1) after the pass list in
# $CMIR_REDUCE_PIPELINE has a cf.cond_br.
cmir-opt --pass-pipeline="builtin.module($CMIR_REDUCE_PIPELINE)" "$1" | grep -q cf.cond_br
