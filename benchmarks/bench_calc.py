"""Range Calculator benchmark (issue 15: "Range Calculator <= 20 ms median over city pairs").

``range_calc``: plans between 10 seeded pairs of the Mission Calculator's cities at Speed 4,
Range 4 (no Commander, Barrage Area locked: the most legs to test). Measured:
:func:`npq.nav.plan_range`, whose clear place-to-place legs are cached per board and rule flags
(only legs touching a point that is no place are tested per plan; city pairs have none).
Naive: the calculator before that cache (the same Dijkstra), testing every candidate leg, about
36,000 of them, against an unprepared Barrage disc and the forbidden zones' union on every
call. After timing, the two are checked to plan the same legs.
"""

from __future__ import annotations

import heapq
import itertools
import random
from typing import Any

import numpy as np
import pytest
import shapely
from shapely.geometry import Point

from npq.board import Board, FeatureKind, load_board
from npq.nav import plan_range
from npq.nav.airship import BARRAGE_RADIUS

SPEED, RANGE = 4.0, 4


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


@pytest.fixture(scope="module")
def pairs(board: Board) -> list[tuple[str, str]]:
    cities = [p.id for p in board.calculator_cities]
    return random.Random(15).sample(list(itertools.permutations(cities, 2)), 10)


def _naive_plan(board: Board, start: str, end: str) -> tuple[tuple[str | None, ...], ...]:
    s_place, e_place = board.find_place(start), board.find_place(end)
    nodes = [(s_place.xy, s_place.id)]
    nodes += [(p.xy, p.id) for p in board.places if p is not s_place and p is not e_place]
    nodes.append((e_place.xy, e_place.id))
    xy = np.array([c for c, _ in nodes])
    n = len(nodes)
    dist = np.hypot(xy[:, None, 0] - xy[None, :, 0], xy[:, None, 1] - xy[None, :, 1])
    turns = np.maximum(1, np.ceil(dist / SPEED - 1e-9)).astype(np.int64)
    ii, jj = np.nonzero((dist <= SPEED * RANGE + 1e-9) & ~np.eye(n, dtype=bool))
    lines = shapely.linestrings(np.stack([xy[ii], xy[jj]], axis=1))
    ok = ~shapely.intersects(lines, Point(0, 0).buffer(BARRAGE_RADIUS, 64))
    kinds = {FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE}
    zones = shapely.union_all([z.geometry for z in board.zones if z.kind in kinds])
    ok &= ~shapely.intersects(lines, zones)
    adj: list[list[int]] = [[] for _ in range(n)]
    for i, j, good in zip(ii.tolist(), jj.tolist(), ok.tolist(), strict=True):
        if good:
            adj[i].append(j)
    best = {0: (0, 0, 0.0)}
    prev: dict[int, int] = {}
    heap = [(0, 0, 0.0, 0)]
    done: set[int] = set()
    while heap:
        t, stops, dd, i = heapq.heappop(heap)
        if i in done:
            continue
        done.add(i)
        if i == n - 1:
            break
        for j in adj[i]:
            if j in done or turns[i, j] > RANGE:
                continue
            cost = (t + int(turns[i, j]), stops + (0 if j == n - 1 else 1), dd + float(dist[i, j]))
            if j not in best or cost < best[j]:
                best[j] = cost
                prev[j] = i
                heapq.heappush(heap, (*cost, j))
    if n - 1 not in done:
        return ()
    chain = [n - 1]
    while chain[-1] != 0:
        chain.append(prev[chain[-1]])
    chain.reverse()
    return tuple((nodes[a][1], nodes[b][1]) for a, b in itertools.pairwise(chain))


def _legs(plan: Any) -> tuple[tuple[str | None, ...], ...]:
    return tuple((leg.start_id, leg.end_id) for leg in plan.legs)


@pytest.mark.benchmark(group="range_calc")
def test_range_calc_naive(benchmark: Any, board: Board, pairs: list[tuple[str, str]]) -> None:
    results = benchmark.pedantic(
        lambda: [_naive_plan(board, a, b) for a, b in pairs], rounds=1, iterations=1
    )
    fast = [_legs(plan_range(board, a, b, speed=SPEED, range_=RANGE)) for a, b in pairs]
    assert results == fast
    assert sum(bool(r) for r in results) >= 5
    benchmark.extra_info["note"] = f"{len(pairs)} plans a batch"


@pytest.mark.benchmark(group="range_calc")
def test_range_calc(benchmark: Any, board: Board, pairs: list[tuple[str, str]]) -> None:
    def run() -> list[Any]:
        return [plan_range(board, a, b, speed=SPEED, range_=RANGE) for a, b in pairs]

    results = benchmark.pedantic(run, rounds=10, iterations=1, warmup_rounds=1)
    assert len(results) == len(pairs)
    benchmark.extra_info["note"] = f"{len(pairs)} plans a batch; leg cache warm"
