#!/bin/bash
# The pinned bot games (greedy; solo and expert, planner_hashes.py) and four npq sim reports of
# a tree, for byte-for-byte comparison
# (issue 15: speed work moves none of them).
#   benchmarks/scripts/exact_check.sh TREE OUTDIR    # TREE: "." for this checkout
#   NPQ_CACHE_DIR=... to choose the cache (run twice: cold, then warm)
tree=$1; out=$2; mkdir -p "$out"
cd "$(dirname "$0")/../.."
run() { if [ "$tree" = "." ]; then .venv/bin/python "$@"; else .venv/bin/python benchmarks/scripts/at_commit.py "$tree" "$@"; fi; }
cli=benchmarks/scripts/npq_cli.py
run benchmarks/scripts/bot_hashes.py | grep -v CPU > "$out/hashes.txt"
run benchmarks/scripts/planner_hashes.py | grep -v CPU > "$out/planner.txt"
run $cli sim -p 4 -g 10 --seed 1 --json > "$out/sim4.json"
run $cli sim -p 4 -g 10 --seed 1 --json --advanced > "$out/sim4a.json"
run $cli sim -p 2 -g 10 --seed 1 --json > "$out/sim2.json"
run $cli sim -p 6 -g 10 --seed 1 --json > "$out/sim6.json"
md5sum "$out"/*
