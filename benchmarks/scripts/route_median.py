"""Median and p95 CPU time of the weather-reading planner over seeded city pairs (issue 18:
"a plan between any two calculator cities <= 50 ms median; report p95").

.venv/bin/python benchmarks/scripts/route_median.py [PAIRS] [--commander]

Speed 4, Range 4, full tank and Integrity, no Commander (``--commander``: one aboard, the
obstacles crossed and their Venture cards weighed), Barrage locked, each pair from a seeded
round 1-20. CPU time (``time.process_time``) so a loaded machine's waiting is not
counted; the first plan (leg cache, grid index, weather disc) is left out.
"""

from __future__ import annotations

import hashlib
import itertools
import random
import statistics
import sys
import time

from npq.board import load_board
from npq.nav.planner import RouteCrew, plan_route
from npq.weather import load_weather_disc

board = load_board()
disc = load_weather_disc()
cities = [p.id for p in board.calculator_cities]
args = [a for a in sys.argv[1:] if a != "--commander"]
crew = RouteCrew(commander="--commander" in sys.argv[1:])
n = int(args[0]) if args else 30
rng = random.Random(18)
pairs = rng.sample(list(itertools.permutations(cities, 2)), n)
rounds = [rng.randint(1, 20) for _ in pairs]
plan_route(board, *pairs[0], speed=4, range_=4, round_no=1, disc=disc, crew=crew)  # caches
times, plans = [], []
for (a, b), r in zip(pairs, rounds, strict=True):
    t = time.process_time()
    plans.append(plan_route(board, a, b, speed=4, range_=4, round_no=r, disc=disc, crew=crew))
    times.append(time.process_time() - t)
times.sort()
p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
digest = hashlib.sha256(repr([(p.path, p.worst_arrival, p.bonds) for p in plans]).encode())
reached = sum(p.reachable for p in plans)
print(
    f"median {statistics.median(times) * 1e3:.1f} ms CPU, p95 {p95 * 1e3:.1f} ms (min "
    f"{times[0] * 1e3:.1f}, max {times[-1] * 1e3:.1f}) over {n} city pairs, {reached} reachable,"
    f" {sum(p.fallback for p in plans)} fallback; plans {digest.hexdigest()[:16]}"
)
