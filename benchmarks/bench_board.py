"""Board load time and spatial lookups (issue #2; quality bar: load the board in < 0.3 s).

``board_load``: the naive baseline builds the board from the files (parse, project, repair,
union land and water, validate); the measured path loads the same board from the on-disk cache
of its projected geometry (:mod:`npq.board.cache`), as every start after the first does.
``board_lookup``: nation and weather area of 500 points, one by one through the STRtrees and
prepared geometry, against a scan of unprepared geometry; ``board_lookup_bulk``: the same 500
points in one vectorised query (``nations_at``, ``weather_areas_at``) against the same scan.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from shapely.geometry import Point

from npq.board import Board, load_board
from npq.board.load import build_board
from npq.paths import data_path

BOARD = data_path("board.geojson")
TERRITORIES = data_path("territories.geojson")


@pytest.fixture(scope="module")
def warm_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    cache = tmp_path_factory.mktemp("board-cache")
    build_board(BOARD, TERRITORIES, cache=cache)
    return cache


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


@pytest.fixture(scope="module")
def points(board: Board) -> list[Point]:
    rng = random.Random(1924)
    out: list[Point] = []
    while len(out) < 500:
        x, y = rng.uniform(-14, 14), rng.uniform(-14, 14)
        if x * x + y * y < 14.0**2:
            out.append(Point(x, y))
    return out


@pytest.mark.benchmark(group="board_load")
def test_board_load_naive(benchmark: Any) -> None:
    board = benchmark.pedantic(build_board, args=(BOARD, TERRITORIES), rounds=5, iterations=1)
    assert len(board.weather_areas) == 60


@pytest.mark.benchmark(group="board_load")
def test_board_load(benchmark: Any, warm_cache: Path) -> None:
    board = benchmark.pedantic(
        build_board,
        args=(BOARD, TERRITORIES),
        kwargs={"cache": warm_cache},
        rounds=10,
        iterations=1,
    )
    assert len(board.weather_areas) == 60


def _lookup_naive(board: Board, points: list[Point]) -> list[tuple[str | None, str]]:
    # Unprepared lon/lat territory geometry and a linear scan, as a first attempt would.
    proj = board.projection
    territories = [(t.nation, t.lonlat) for t in board.territory_features]
    areas = [(a.id, a.lonlat) for a in board.weather_areas]
    out = []
    for p in points:
        ll = Point(proj.to_lonlat(p.x, p.y))
        nation = next((n for n, g in territories if g.contains(ll)), None)
        area = next((i for i, g in areas if g.covers(ll)), "")
        out.append((nation, area))
    return out


def _lookup(board: Board, points: list[Point]) -> list[tuple[str | None, str]]:
    return [(board.nation_at(p), board.weather_area_at(p).id) for p in points]


@pytest.mark.benchmark(group="board_lookup")
def test_board_lookup_naive(benchmark: Any, board: Board, points: list[Point]) -> None:
    result = benchmark.pedantic(_lookup_naive, args=(board, points), rounds=3, iterations=1)
    assert len(result) == len(points)


@pytest.mark.benchmark(group="board_lookup")
def test_board_lookup(benchmark: Any, board: Board, points: list[Point]) -> None:
    result = benchmark(_lookup, board, points)
    naive = _lookup_naive(board, points)
    agree = sum(a[0] == b[0] for a, b in zip(result, naive, strict=True))
    assert agree >= 0.98 * len(points)  # the board plane and lon/lat differ only on borders


def _lookup_bulk(board: Board, points: list[Point]) -> list[tuple[str | None, str]]:
    xs = [p.x for p in points]
    ys = [p.y for p in points]
    areas = board.weather_areas_at(xs, ys)
    return [(n, a.id if a else "") for n, a in zip(board.nations_at(xs, ys), areas, strict=True)]


@pytest.mark.benchmark(group="board_lookup_bulk")
def test_board_lookup_bulk_naive(benchmark: Any, board: Board, points: list[Point]) -> None:
    result = benchmark.pedantic(_lookup_naive, args=(board, points), rounds=3, iterations=1)
    assert len(result) == len(points)


@pytest.mark.benchmark(group="board_lookup_bulk")
def test_board_lookup_bulk(benchmark: Any, board: Board, points: list[Point]) -> None:
    result = benchmark(_lookup_bulk, board, points)
    assert result == _lookup(board, points)
