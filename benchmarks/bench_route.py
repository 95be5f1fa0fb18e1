"""Weather-reading planner benchmark (issue 18: a plan between two calculator cities <= 50 ms
median; the median and p95 over 30 pairs: ``benchmarks/scripts/route_median.py``).

``route_plan``: 5 seeded city pairs at Speed 4, Range 4, each from a seeded round, with the leg
cache, the grid index and the weather disc warm. An absolute goal: the summary prints the
batch's mean (divide by 5 for a plan).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from npq.board import Board, load_board
from npq.nav.planner import plan_route
from npq.weather import WeatherDisc, load_weather_disc


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


@pytest.mark.benchmark(group="route_plan")
def test_route_plan(benchmark: Any, board: Board) -> None:
    disc: WeatherDisc = load_weather_disc()
    cities = [p.id for p in board.calculator_cities]
    rng = random.Random(18)
    pairs = rng.sample(list(itertools.permutations(cities, 2)), 5)
    rounds = [rng.randint(1, 20) for _ in pairs]
    plan_route(board, *pairs[0], speed=4, range_=4, disc=disc)

    def run() -> list[Any]:
        return [
            plan_route(board, a, b, speed=4, range_=4, round_no=r, disc=disc)
            for (a, b), r in zip(pairs, rounds, strict=True)
        ]

    results = benchmark.pedantic(run, rounds=3, iterations=1, warmup_rounds=0)
    assert len(results) == len(pairs)
    benchmark.extra_info["note"] = f"{len(pairs)} plans a batch"
