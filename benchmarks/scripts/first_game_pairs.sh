#!/bin/bash
# first_game.py in new processes, N rounds of "before" and "after" alternating which goes
# first (issue 15), each tree with its own cache; PRE is run (eval) before each process with
# CACHE set to that run's cache (e.g. PRE='rm -f $CACHE/*.air-plans.*').
#   benchmarks/scripts/first_game_pairs.sh N BEFORE_TREE BEFORE_CACHE AFTER_TREE AFTER_CACHE [nations seed]
# then: grep "first game" LOG  (medians by hand or with any tool)
n=$1; bt=$2; bc=$3; at=$4; ac=$5; shift 5
cd "$(dirname "$0")/../.."
run() {
  local tree=$1 cache=$2; shift 2
  [ -n "$PRE" ] && CACHE=$cache eval "$PRE"
  if [ "$tree" = "." ]; then NPQ_CACHE_DIR=$cache .venv/bin/python benchmarks/scripts/first_game.py "$@"
  else NPQ_CACHE_DIR=$cache .venv/bin/python benchmarks/scripts/at_commit.py "$tree" benchmarks/scripts/first_game.py "$@"; fi
}
for i in $(seq "$n"); do
  if [ $((i % 2)) = 1 ]; then
    echo "before $(run "$bt" "$bc" "$@")"; echo "after $(run "$at" "$ac" "$@")"
  else
    echo "after $(run "$at" "$ac" "$@")"; echo "before $(run "$bt" "$bc" "$@")"
  fi
done
