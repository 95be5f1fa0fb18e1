"""Navigation benchmarks (issue #3; quality bar: airship move resolution >= 20x the naive query).

Each group resolves the same seeded batch of queries twice in one run:

``airship_move``: 200 airship moves on the packaged board (random start, heading and distance
up to 7 L, i.e. Speed 6 + tailwind). The measured path is :func:`npq.nav.resolve_airship_move`
(per-board grid index, see ``npq/nav/_index.py``, its grid walk compiled by numba,
``npq/nav/_kernel.py``; ``test_airship_move_python`` runs the same moves on the pure-Python
walk, the fallback): zones crossed in order, land flown over
nation by nation, rings entered, Pole, barrage, board edge, start and end weather areas. Two
naive baselines answer the same questions the textbook way, in a Python loop over
*unprepared*, unindexed geometry with ``intersects`` + ``intersection`` and entry distances
projected onto the path; every place's 0.3 L ring a buffered polygon; the weather areas found
by scanning them with ``contains``:

- ``test_airship_move_naive``: the land is the 1920 source borders at full resolution
  (../shared/data/world_1920.geojson, 205 countries, projected onto the board; DESIGN's
  quality bar: "the same query on unprepared full-resolution geometry"). Falls back to the
  board's territories when the source file is absent.
- ``test_airship_move_board_geometry_naive``: the board's own (simplified) territories,
  unprepared: what the index alone is worth.

After timing, both check that they answer the fast path's query (:func:`_agree`): the same
zones with the same entry distances, the same rings, Pole, board edge and weather areas, and
(board geometry) the same land, nation by nation.

``ship_move``: 200 one-segment ship moves of up to 3 L. Measured: :func:`resolve_ship_move`
(solid land, ports and zones on the same grid index). Naive: the segment against the whole,
unprepared and untiled land (minus channels), plus the zone scan above.

``weather_lookup``: the icon at 500 points in a given round. Measured: the index's weather-area
lookup + the disc's bisect. Naive: scan the weather areas with ``contains`` on unprepared
copies, then scan the ring's arcs.
"""

from __future__ import annotations

import json
import math
import os
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import shapely
from shapely.geometry import LineString, Point, shape

from npq.board import RING_RADIUS, Board, FeatureKind, load_board
from npq.nav import Course, resolve_airship_move, resolve_ship_move, warm_up
from npq.nav import _index as nav_index_module
from npq.nav._index import nav_index, weather_area_at
from npq.weather import Icon, WeatherDisc, load_weather_disc

ROUND = 7


@pytest.fixture(scope="module")
def board() -> Board:
    b = load_board()
    nav_index(b)  # built once per board, like the game does on first use
    warm_up()  # the compiled walk from the first move, as in the app
    return b


@pytest.fixture(scope="module")
def disc() -> WeatherDisc:
    return load_weather_disc()


def _unprepared(geom: Any) -> Any:
    """A copy of ``geom`` without GEOS's prepared index (what a naive caller would hold)."""
    return shapely.from_wkb(shapely.to_wkb(geom))


#: The 1920 source borders (never committed): beside the checkout, or ``NPQ_WORLD_1920`` (from a
#: git worktree the checkout's parent is not the one holding ``shared/``).
SOURCE = Path(
    os.environ.get("NPQ_WORLD_1920")
    or Path(__file__).resolve().parents[1].parent / "shared" / "data" / "world_1920.geojson"
)


def _source_countries(board: Board) -> list[Any]:
    """The 1920 world borders at full resolution, projected onto the board (lat >= 24°N)."""
    if not SOURCE.exists():
        return [_unprepared(t.geometry) for t in board.territory_features]
    doc = json.loads(SOURCE.read_text(encoding="utf-8"))
    north = shapely.box(-180.0, 24.0, 180.0, 90.0)
    out = []
    for f in doc["features"]:
        if not f.get("geometry"):
            continue
        g = shapely.intersection(shapely.make_valid(shape(f["geometry"])), north)
        if g.is_empty:
            continue
        g = shapely.make_valid(board.projection.geometry_to_board(g))
        if not g.is_empty and g.area > 0:
            out.append(_unprepared(g))
    return out


@pytest.fixture(scope="module")
def naive(board: Board) -> dict[str, Any]:
    return naive_layers(board, _source_countries(board))


def naive_layers(board: Board, source_land: list[Any]) -> dict[str, Any]:
    """The naive baselines' unprepared copies of the board's layers (and ``source_land``)."""
    zones = [(z, _unprepared(z.geometry)) for z in board.zones]
    rings = [(p, p.point.buffer(RING_RADIUS, quad_segs=16)) for p in board.places]
    areas = [(a, _unprepared(a.geometry)) for a in board.weather_areas]
    solid = _unprepared(board.land)
    channels = [c.geometry for c in board.channels]
    if channels:
        solid = shapely.difference(solid, shapely.union_all(channels))
    solid = _unprepared(solid)
    return {
        "zones": zones,
        "rings": rings,
        "areas": areas,
        "barrage": _unprepared(board.barrage),
        "solid": solid,
        "board_land": [_unprepared(t.geometry) for t in board.territory_features],
        "source_land": source_land,
    }


def _random_points(rng: random.Random, n: int, r_max: float = 14.0) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    while len(out) < n:
        r, a = r_max * math.sqrt(rng.random()), rng.uniform(0, 2 * math.pi)
        out.append((r * math.cos(a), r * math.sin(a)))
    return out


@pytest.fixture(scope="module")
def moves() -> list[tuple[tuple[float, float], float, float]]:
    rng = random.Random(1924)
    starts = _random_points(rng, 200, 13.0)
    return [(s, rng.uniform(0, 360), rng.uniform(0.5, 7.0)) for s in starts]


@pytest.fixture(scope="module")
def ship_moves(board: Board) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    rng = random.Random(1925)
    out = []
    for s in _random_points(rng, 200, 13.0):
        h, d = rng.uniform(0, 2 * math.pi), rng.uniform(0.5, 3.0)
        out.append((s, (s[0] + d * math.cos(h), s[1] + d * math.sin(h))))
    return out


def _naive_airship(
    board: Board, nv: dict[str, Any], land: list[Any], s: Any, heading: float, d: float
) -> Any:
    end = (s[0] + d * math.cos(math.radians(heading)), s[1] + d * math.sin(math.radians(heading)))
    path = LineString([s, end])
    crossings = []
    for zone, geom in nv["zones"]:
        if path.intersects(geom):
            inter = path.intersection(geom)
            if inter.length > 1e-9:
                entry = min(path.project(Point(c)) for c in shapely.get_coordinates(inter))
                crossings.append((entry, zone.id))
    crossings.sort()
    overflown = []
    for i, geom in enumerate(land):
        if path.intersects(geom):
            inter = path.intersection(geom)
            if inter.length > 1e-9:
                entry = min(path.project(Point(c)) for c in shapely.get_coordinates(inter))
                overflown.append((entry, i))
    overflown.sort()
    rings = []
    start = Point(s)
    for place, ring in nv["rings"]:
        if path.intersects(ring) and not ring.contains(start):
            inter = path.intersection(ring)
            rings.append(
                (min(path.project(Point(c)) for c in shapely.get_coordinates(inter)), place.id)
            )
    rings.sort()
    barrage = path.intersects(nv["barrage"])
    pole = path.distance(Point(0, 0)) <= RING_RADIUS
    off = Point(end).distance(Point(0, 0)) > board.radius
    start_area = next((a.id for a, g in nv["areas"] if g.contains(start)), None)
    end_area = next((a.id for a, g in nv["areas"] if g.contains(Point(end))), None)
    return crossings, overflown, rings, barrage, pole, off, start_area, end_area


def vector_naive(nv: dict[str, Any], land: list[Any]) -> dict[str, Any]:
    """What the vectorized naive holds: an STRtree per layer over the same unprepared geometry
    as the loop naive (built once, like an engineer using shapely 2 would)."""
    zones = [g for _, g in nv["zones"]]
    rings = [r for _, r in nv["rings"]]
    areas = [g for _, g in nv["areas"]]
    return {
        "zone_ids": [z.id for z, _ in nv["zones"]],
        "zones": np.array(zones, dtype=object),
        "zone_tree": shapely.STRtree(zones),
        "land": np.array(land, dtype=object),
        "land_tree": shapely.STRtree(land),
        "ring_ids": [p.id for p, _ in nv["rings"]],
        "rings": np.array(rings, dtype=object),
        "ring_tree": shapely.STRtree(rings),
        "area_ids": [a.id for a, _ in nv["areas"]],
        "areas": np.array(areas, dtype=object),
        "area_tree": shapely.STRtree(areas),
        "barrage": nv["barrage"],
    }


def _entries(path: Any, geoms: Any, idx: Any) -> tuple[Any, Any]:
    """For the candidates ``idx`` of ``geoms`` that ``path`` meets along a length: their
    indices and the path distance of their first point, in array calls."""
    inter = shapely.intersection(path, geoms[idx])
    long = shapely.length(inter) > 1e-9
    idx, inter = idx[long], inter[long]
    if not len(idx):
        return idx, np.zeros(0)
    coords, which = shapely.get_coordinates(inter, return_index=True)
    t = shapely.line_locate_point(path, shapely.points(coords))
    first = np.full(len(idx), np.inf)
    np.minimum.at(first, which, t)
    return idx, first


def _vector_naive_airship(
    board: Board, vn: dict[str, Any], s: Any, heading: float, d: float
) -> Any:
    """The loop naive's query with shapely 2 array calls and STRtrees (issue 15's
    "independent vectorized naive"): the same answers (``tests/test_nav_airship.py``)."""
    end = (s[0] + d * math.cos(math.radians(heading)), s[1] + d * math.sin(math.radians(heading)))
    path = LineString([s, end])
    start = Point(s)
    idx, first = _entries(path, vn["zones"], vn["zone_tree"].query(path, predicate="intersects"))
    crossings = sorted(zip(first.tolist(), (vn["zone_ids"][i] for i in idx), strict=True))
    idx, first = _entries(path, vn["land"], vn["land_tree"].query(path, predicate="intersects"))
    overflown = sorted(zip(first.tolist(), idx.tolist(), strict=True))
    cand = vn["ring_tree"].query(path, predicate="intersects")
    cand = cand[~shapely.contains(vn["rings"][cand], start)]
    inter = shapely.intersection(path, vn["rings"][cand])
    coords, which = shapely.get_coordinates(inter, return_index=True)
    t = shapely.line_locate_point(path, shapely.points(coords)) if len(coords) else np.zeros(0)
    first = np.full(len(cand), np.inf)
    np.minimum.at(first, which, t)
    rings = sorted(zip(first.tolist(), (vn["ring_ids"][i] for i in cand), strict=True))
    barrage = path.intersects(vn["barrage"])
    pole = path.distance(Point(0, 0)) <= RING_RADIUS
    off = Point(end).distance(Point(0, 0)) > board.radius
    areas = vn["area_tree"].query(shapely.points([s, end]), predicate="within")
    found: list[str | None] = [None, None]
    for k, i in sorted(zip(areas[0].tolist(), areas[1].tolist(), strict=True)):
        if found[k] is None:
            found[k] = vn["area_ids"][i]
    return crossings, overflown, rings, barrage, pole, off, found[0], found[1]


def _agree(
    board: Board, moves: Any, results: list[Any], n: int, *, land: dict[int, str] | None
) -> None:
    """The naive results answer the fast path's query, on the first ``n`` moves: the same
    zones crossed with the same entry distances, rings entered, Pole, board edge, start and end
    weather areas; with ``land`` (naive land index -> nation), the same nations flown over."""
    for (s, h, d), nr in zip(moves[:n], results[:n], strict=True):
        fast = resolve_airship_move(
            board, s, Course.along(h), d, has_commander=True, barrage_unlocked=True
        )
        crossings, overflown, rings, _barrage, pole, off, start_area, end_area = nr
        assert {c.zone_id: c.entry for c in fast.crossings} == pytest.approx(
            {z: e for e, z in crossings}, abs=1e-7
        )
        # A start within 0.3 L of a place but outside its buffered 64-gon departs from that
        # ring on the exact circle (D4) and "enters" the polygon: not a disagreement.
        departing = {p.id for p in board.places if math.dist(p.xy, s) <= RING_RADIUS + 1e-9}
        assert {r.place_id for r in fast.rings} == {p for _, p in rings} - departing
        assert fast.over_pole == pole
        assert (fast.violation is not None) == off  # leaving the board, the only rule here
        assert fast.start_area == start_area
        if not off:
            assert fast.end_area == end_area
        if land is not None:
            assert {c.nation for c in fast.land} == {land[i] for _, i in overflown}


@pytest.mark.benchmark(group="airship_move")
def test_airship_move_naive(
    benchmark: Any, board: Board, naive: dict[str, Any], moves: Any
) -> None:
    land = naive["source_land"]

    def run() -> list[Any]:
        return [_naive_airship(board, naive, land, s, h, d) for s, h, d in moves]

    results = benchmark.pedantic(run, rounds=3, iterations=1)
    _agree(
        board, moves, results, len(moves), land=None
    )  # other borders: the land differs by design


@pytest.mark.benchmark(group="airship_move")
def test_airship_move_vectorized_naive(
    benchmark: Any, board: Board, naive: dict[str, Any], moves: Any
) -> None:
    """The same query as ``test_airship_move_naive`` (full-resolution borders) with shapely 2
    array calls over STRtrees: the strongest honest baseline (issue 15)."""
    vn = vector_naive(naive, naive["source_land"])

    def run() -> list[Any]:
        return [_vector_naive_airship(board, vn, s, h, d) for s, h, d in moves]

    results = benchmark.pedantic(run, rounds=5, iterations=1, warmup_rounds=1)
    _agree(board, moves, results, len(moves), land=None)
    benchmark.extra_info["note"] = "STRtree + array calls, full-resolution borders"


@pytest.mark.benchmark(group="airship_move")
def test_airship_move_board_geometry_naive(
    benchmark: Any, board: Board, naive: dict[str, Any], moves: Any
) -> None:
    land = naive["board_land"]

    def run() -> list[Any]:
        return [_naive_airship(board, naive, land, s, h, d) for s, h, d in moves]

    results = benchmark.pedantic(run, rounds=3, iterations=1)
    nations = {i: t.nation or "neutral" for i, t in enumerate(board.territory_features)}
    _agree(board, moves, results, len(moves), land=nations)


def _resolve_all(board: Board, moves: Any) -> list[Any]:
    return [
        resolve_airship_move(board, s, Course.along(h), d, has_commander=True) for s, h, d in moves
    ]


@pytest.mark.benchmark(group="airship_move")
def test_airship_move(benchmark: Any, board: Board, moves: Any) -> None:
    results = benchmark.pedantic(
        _resolve_all, args=(board, moves), rounds=20, iterations=1, warmup_rounds=1
    )
    assert len(results) == len(moves)
    assert any(r.crossings for r in results)
    benchmark.extra_info["note"] = "grid walk compiled (numba)"


@pytest.mark.benchmark(group="airship_move")
def test_airship_move_python(
    benchmark: Any, board: Board, moves: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same moves with the pure-Python grid walk (``NPQ_NO_JIT=1``, or numba missing)."""
    monkeypatch.setattr(nav_index_module, "_kernel_walk", None)
    results = benchmark.pedantic(
        _resolve_all, args=(board, moves), rounds=10, iterations=1, warmup_rounds=1
    )
    assert len(results) == len(moves)
    benchmark.extra_info["note"] = "pure-Python grid walk, the fallback"


def _naive_ship(nv: dict[str, Any], a: Any, b: Any) -> Any:
    seg = LineString([a, b])
    land = seg.intersection(nv["solid"]).length > 1e-6
    crossings = []
    for zone, geom in nv["zones"]:
        if zone.kind is FeatureKind.WEATHER_AREA:
            continue
        if seg.intersects(geom):
            inter = seg.intersection(geom)
            if inter.length > 1e-9:
                crossings.append((seg.project(Point(shapely.get_coordinates(inter)[0])), zone.id))
    return land, sorted(crossings)


@pytest.mark.benchmark(group="ship_move")
def test_ship_move_naive(benchmark: Any, naive: dict[str, Any], ship_moves: Any) -> None:
    benchmark.pedantic(
        lambda: [_naive_ship(naive, a, b) for a, b in ship_moves], rounds=3, iterations=1
    )


@pytest.mark.benchmark(group="ship_move")
def test_ship_move(benchmark: Any, board: Board, naive: dict[str, Any], ship_moves: Any) -> None:
    results = benchmark.pedantic(
        lambda: [resolve_ship_move(board, a, [b]) for a, b in ship_moves],
        rounds=10,
        iterations=1,
        warmup_rounds=1,
    )
    # A ship move with no port ring involved is illegal over land exactly when the naive says so.
    for (a, b), r in zip(ship_moves[:60], results[:60], strict=True):
        if not board.places_near(a) and r.arrived is None:
            over_land = any("land" in str(v) for v in r.violations)
            assert over_land == _naive_ship(naive, a, b)[0]


@pytest.fixture(scope="module")
def lookup_points() -> list[tuple[float, float]]:
    return _random_points(random.Random(1926), 500, 14.3)


def _naive_icon(disc: WeatherDisc, nv: dict[str, Any], p: tuple[float, float]) -> Icon | None:
    pt = Point(p)
    area = next(a for a, g in nv["areas"] if g.intersects(pt))
    angle = (area.window_angle - disc.rotation(ROUND)) % 360.0
    for arc in disc.rings[area.band].arcs:
        if arc.contains(angle):
            return arc.icon
    return None


@pytest.mark.benchmark(group="weather_lookup")
def test_weather_lookup_naive(
    benchmark: Any, disc: WeatherDisc, naive: dict[str, Any], lookup_points: Any
) -> None:
    benchmark.pedantic(
        lambda: [_naive_icon(disc, naive, p) for p in lookup_points], rounds=5, iterations=1
    )


@pytest.mark.benchmark(group="weather_lookup")
def test_weather_lookup(
    benchmark: Any, board: Board, disc: WeatherDisc, naive: dict[str, Any], lookup_points: Any
) -> None:
    idx = nav_index(board)

    def run() -> list[Icon | None]:
        out = []
        for x, y in lookup_points:
            area = weather_area_at(idx, x, y)
            out.append(disc.icon(area, ROUND) if area is not None else None)
        return out

    icons = benchmark.pedantic(run, rounds=20, iterations=1)
    assert icons[:100] == [_naive_icon(disc, naive, p) for p in lookup_points[:100]]
