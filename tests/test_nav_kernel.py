"""The compiled grid walk (npq/nav/_kernel.py) against the pure-Python walk it compiles.

The airship move's hot path runs in numba; the Python walk is the reference and the fallback
(``NPQ_NO_JIT=1``, or numba missing). Both must give the same cuts (bit for bit: same
arithmetic, same order), the same degenerate polygons and the same places, on the packaged
board and on the navigation fixture board, for random moves and for the awkward ones: along
grid lines and the axes, along boundary edges, through and from their vertices.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from npq.board import Board, load_board
from npq.nav import Course, resolve_airship_move, warm_up
from npq.nav import _index as index
from npq.nav._index import _TINY, GRID, nav_index, walk_segment
from npq.nav.airship import AirshipMove

pytest.importorskip("numba")

NAV = Path(__file__).parent / "data" / "nav"


@pytest.fixture(scope="module")
def packaged() -> Board:
    return load_board()


@pytest.fixture(scope="module")
def fixture_board() -> Board:
    return load_board(NAV / "board.geojson", NAV / "territories.geojson")


def _python_walk(board: Board, a: tuple[float, float], b: tuple[float, float]) -> tuple:
    idx = nav_index(board)
    rx, ry = b[0] - a[0], b[1] - a[1]
    rlen = math.hypot(rx, ry)
    reach = idx.air.reach
    lim = 1e-8 * rlen * rlen * reach * (rlen + reach + 1.0)
    places: set[int] = set()
    cuts, odd = index._walk_python(idx, a[0], a[1], b[0], b[1], places, rlen, lim, _TINY * rlen)
    return cuts, odd, places


def _compiled_walk(board: Board, a: tuple[float, float], b: tuple[float, float]) -> tuple:
    assert index._compiled_walk() is not None, "the compiled walk is not in use"
    places: set[int] = set()
    cuts, odd = walk_segment(nav_index(board), a[0], a[1], b[0], b[1], places)
    return cuts, odd, places


def _segments(board: Board, seed: int, n: int) -> list[tuple[tuple[float, float], ...]]:
    """Random moves, then moves along grid lines and axes, along edges, from and through
    vertices, and base to base."""
    rng = random.Random(seed)
    r_board = board.radius
    out: list[tuple[tuple[float, float], ...]] = []
    for _ in range(n):
        r, ang = r_board * math.sqrt(rng.random()), rng.uniform(0, 2 * math.pi)
        a = (r * math.cos(ang), r * math.sin(ang))
        h, d = rng.uniform(0, 2 * math.pi), rng.uniform(0.01, 7.0)
        out.append((a, (a[0] + d * math.cos(h), a[1] + d * math.sin(h))))
    for _ in range(n // 10):
        k = rng.randint(-40, 40) * GRID
        lo, hi = sorted(rng.uniform(-12, 12) for _ in range(2))
        out.append(((k, lo), (k, hi)))  # along a grid line, vertical
        out.append(((lo, k), (hi, k)))  # and horizontal
    edges = nav_index(board).air.edges
    for x0, y0, dx, dy, _len, _poly in rng.sample(edges, min(len(edges), n // 5)):
        out.append(((x0, y0), (x0 + dx, y0 + dy)))  # exactly along an edge
        out.append(((x0 - dx, y0 - dy), (x0 + 2 * dx, y0 + 2 * dy)))  # overlapping it
        out.append(((x0 - dy, y0 + dx), (x0 + dy, y0 - dx)))  # through its first vertex
        out.append(((x0, y0), (x0 + 3 * dy, y0 - 3 * dx)))  # from its vertex
    places = [p.xy for p in board.places]
    for _ in range(n // 10):
        out.append((rng.choice(places), rng.choice(places)))
    return [s for s in out if s[0] != s[1]]


@pytest.mark.parametrize(("which", "seed"), [("packaged", 1), ("packaged", 2), ("fixture", 3)])
def test_compiled_walk_equals_the_python_walk_bit_for_bit(
    which: str, seed: int, packaged: Board, fixture_board: Board
) -> None:
    board = packaged if which == "packaged" else fixture_board
    segments = _segments(board, seed, 1500)
    degenerate = cut = 0
    for a, b in segments:
        want = _python_walk(board, a, b)
        got = _compiled_walk(board, a, b)
        assert got == want, f"walk from {a} to {b}"
        cut += bool(want[0])
        degenerate += bool(want[1])
    # The batch did exercise the exact test and its degenerate branches.
    assert cut > len(segments) // 3
    assert degenerate > 50


def test_moves_are_the_same_with_and_without_the_compiled_walk(
    packaged: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert warm_up()  # the compiled walk from the first move (else it loads after many)
    from npq.nav import airship

    monkeypatch.setattr(airship, "_MEMO_SIZE", 0)  # each move resolved by each walk
    rng = random.Random(1924)
    queries = []
    for _ in range(300):
        r, ang = 13 * math.sqrt(rng.random()), rng.uniform(0, 2 * math.pi)
        queries.append(
            ((r * math.cos(ang), r * math.sin(ang)), rng.uniform(0, 360), rng.random() * 7)
        )
    fast = [
        repr(resolve_airship_move(packaged, s, Course.along(h), d + 0.1, has_commander=True))
        for s, h, d in queries
    ]
    monkeypatch.setattr(index, "_kernel_walk", None)
    slow = [
        repr(resolve_airship_move(packaged, s, Course.along(h), d + 0.1, has_commander=True))
        for s, h, d in queries
    ]
    assert fast == slow
    assert sum("Crossing(" in m for m in fast) == len(fast)  # every move crosses weather areas


def test_a_walk_the_kernel_cannot_hold_falls_back_to_python(
    packaged: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = (-3.0, 2.0), (3.5, -1.25)
    want = _compiled_walk(packaged, a, b)
    monkeypatch.setattr(index, "_kernel_walk", lambda *args: None)  # as on a buffer overflow
    assert _compiled_walk(packaged, a, b) == want
    assert want[0]  # it does cross something


def test_no_jit_environment_variable_selects_the_python_walk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(index, "_kernel_walk", index._UNSET)
    monkeypatch.setenv("NPQ_NO_JIT", "1")
    assert index._compiled_walk() is None
    assert warm_up() is False
    monkeypatch.setattr(index, "_kernel_walk", index._UNSET)
    monkeypatch.delenv("NPQ_NO_JIT")
    assert index._compiled_walk() is not None
    assert warm_up() is True


def test_the_compiled_walk_loads_unasked_only_once_it_pays(
    packaged: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 15: a headless game (a few hundred walks) does not pay numba's ~0.3 s load; after
    JIT_AFTER_WALKS walks the process loads it by itself; warm_up loads it at once."""
    monkeypatch.setattr(index, "_kernel_walk", index._UNSET)
    monkeypatch.setattr(index, "_python_walks", 0)
    for k in range(200):  # a headless game's worth of moves
        resolve_airship_move(packaged, (0.02 * k, -6.0), Course.along(1.8 * k), 2.0)
    assert index._kernel_walk is index._UNSET  # still the Python walk, numba not loaded
    assert 200 <= index._python_walks < index.JIT_AFTER_WALKS
    monkeypatch.setattr(index, "_python_walks", index.JIT_AFTER_WALKS - 1)
    resolve_airship_move(packaged, (0.0, -5.0), Course.along(45.0), 2.0)
    assert index._kernel_walk is not index._UNSET and index._kernel_walk is not None


def _survey_queries(board: Board, seed: int, n: int) -> list[tuple[tuple, dict]]:
    """Moves for the compiled survey: random (some leaving the board), through the Pole and
    the Barrage Area, place to place with targets and stops (the survey redone for the
    shortened path), from places, along grid lines, and along, through, from and to the
    boundary edges' vertices (the crossings the compiled survey leaves to Python); with and
    without a Commander, basic and advanced (restricted areas), the Barrage locked or not."""
    rng = random.Random(seed)
    places = board.places
    zones = [z.id for z in board.zones]

    def rules() -> dict:
        k: dict = {
            "has_commander": rng.random() < 0.5,
            "barrage_unlocked": rng.random() < 0.3,
            "advanced": rng.random() < 0.5,
        }
        if rng.random() < 0.3:
            k["deviation"] = rng.choice([12.0, -24.0, 24])
        if rng.random() < 0.2:
            k["max_distance"] = rng.choice([3, 4.0])
        if rng.random() < 0.1:
            k["closed_zones"] = rng.sample(zones, 2)
        return k

    out: list[tuple[tuple, dict]] = []
    r_board = board.radius + 1.0
    for _ in range(n):
        r, ang = r_board * math.sqrt(rng.random()), rng.uniform(0, 2 * math.pi)
        start = (r * math.cos(ang), r * math.sin(ang))
        out.append(((start, Course.along(rng.uniform(0, 360)), rng.uniform(0.05, 9.0)), rules()))
    for _ in range(n // 5):
        start = (rng.uniform(-2.5, 2.5), rng.uniform(-2.5, 2.5))
        aim = (rng.uniform(-0.3, 0.3), rng.uniform(-0.3, 0.3))
        out.append(((start, Course.toward(aim), rng.uniform(0.5, 6.0)), rules()))
    for _ in range(n // 5):
        a, b = rng.sample(places, 2)
        k = rules()
        if rng.random() < 0.7:
            k["target"] = b.id
        k["stop_at"] = [p.id for p in rng.sample(places, 4)]
        out.append(((a.xy, Course.toward(b.xy), math.dist(a.xy, b.xy) * 1.2), k))
    for _ in range(n // 10):
        k0 = rng.randint(-40, 40) * GRID
        start = (k0, rng.uniform(-12, 12))
        out.append(((start, Course.along(rng.choice([0.0, 90.0, 180.0])), 4.0), rules()))
    edges = nav_index(board).air.edges
    for x0, y0, dx, dy, length, _poly in rng.sample(edges, min(len(edges), n // 5)):
        if length <= 1e-9:
            continue
        ends = [
            ((x0, y0), (x0 + dx, y0 + dy), length),  # along an edge
            ((x0 - dx, y0 - dy), (x0 + 2 * dx, y0 + 2 * dy), 3 * length),  # overlapping it
            ((x0 - dy, y0 + dx), (x0 + dy, y0 - dx), 2 * length),  # through its vertex
            ((x0, y0), (x0 + 3 * dy, y0 - 3 * dx), 3 * length),  # from its vertex
        ]
        for a, b, d in ends:
            out.append(((a, Course.toward(b), d), rules()))
    return out


@pytest.mark.parametrize(("which", "seed"), [("packaged", 4), ("packaged", 5), ("fixture", 6)])
def test_compiled_survey_answers_as_the_python_path(
    which: str, seed: int, packaged: Board, fixture_board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 15: with numba an airship move is surveyed in one compiled call
    (``_index.survey_compiled``: the walk, the start's polygons, the stretches inside each
    polygon, the rings near the path), which hands back to the Python path every crossing
    it cannot decide bit for bit. Both give the same moves, field for field, floats exactly."""
    from npq.nav import airship, zones

    board = packaged if which == "packaged" else fixture_board
    assert warm_up()
    monkeypatch.setattr(airship, "_MEMO_SIZE", 0)
    kernel = index._kernel_survey
    answered = [0, 0]  # by the kernel, handed back

    def counted(*args: object) -> int:
        n = kernel(*args)
        answered[n < 0] += 1
        return n

    orders = [0]
    plain_order = zones._in_path_order

    def in_order(items: list) -> list:
        orders[0] += len(items) > 1
        return plain_order(items)

    monkeypatch.setattr(index, "_kernel_survey", counted)
    monkeypatch.setattr(zones, "_in_path_order", in_order)
    queries = _survey_queries(board, seed, 1500)

    def resolve(args: tuple, kw: dict) -> AirshipMove | str:
        try:
            return resolve_airship_move(board, *args, **kw)
        except ValueError as e:
            return f"ValueError {e}"

    fast = [resolve(args, kw) for args, kw in queries]
    monkeypatch.setattr(index, "_kernel_walk", None)
    slow = [resolve(args, kw) for args, kw in queries]
    for (args, kw), f, s in zip(queries, fast, slow, strict=True):
        assert repr(f) == repr(s), (args, kw)
    # The kernel answered most moves, handed some back, and ties of entries were ordered; the
    # batch met the Pole, the Barrage Area, the board's edge, the rings, the zones.
    assert answered[0] > len(queries) // 2 and answered[1] > 20, answered
    assert orders[0] > 20
    moves = [m for m in fast if isinstance(m, AirshipMove)]
    codes = {v.code for m in moves for v in m.violations}
    assert {"flight.board_edge", "flight.speed_exceeded"} <= codes
    assert codes & {"flight.obstacle", "flight.sea_obstacle", "flight.restricted_area"}
    if which == "packaged":
        assert "flight.barrage_locked" in codes
        assert any(m.over_pole for m in moves)
    assert any(m.arrived for m in moves) and any(m.rings and not m.arrived for m in moves)
    assert any(m.land for m in moves) and any(len(m.crossings) > 2 for m in moves)


def test_the_compiled_survey_leaves_the_grid_and_an_unloaded_kernel_to_python(
    packaged: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert warm_up()
    idx = nav_index(packaged)
    seg = math.hypot(3.0, 1.0)
    assert index.survey_compiled(idx, 1.0, 1.0, 4.0, 2.0, seg, True) is not None
    far = index._GRID_REACH + 1.0
    assert index.survey_compiled(idx, far, 1.0, far + 3.0, 2.0, seg, True) is None
    monkeypatch.setattr(index, "_kernel_walk", None)  # NPQ_NO_JIT, or numba missing
    assert index.survey_compiled(idx, 1.0, 1.0, 4.0, 2.0, seg, True) is None
