"""Median CPU time of the Range Calculator over seeded city pairs (Speed 4, Range 4; issue 15).

.venv/bin/python benchmarks/scripts/range_median.py [PAIRS]
"""

from __future__ import annotations

import hashlib
import itertools
import random
import statistics
import sys
import time

from npq.board import load_board
from npq.nav.calculators import plan_range

board = load_board()
cities = list(board.calculator_cities)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 30
pairs = random.Random(7).sample(list(itertools.permutations(cities, 2)), n)
plan_range(board, *pairs[0], speed=4, range_=4)  # the first plan (builds the leg cache)
times, plans = [], []
for a, b in pairs:
    t = time.process_time()
    plans.append(plan_range(board, a, b, speed=4, range_=4))
    times.append(time.process_time() - t)
digest = hashlib.sha256(repr(plans).encode()).hexdigest()[:16]
print(
    f"median {statistics.median(times) * 1e3:.1f} ms CPU (min {min(times) * 1e3:.1f}, max "
    f"{max(times) * 1e3:.1f}) over {n} city pairs; plans {digest}"
)
