"""Zones a path crosses, and the places whose tolerance rings it enters, in path order.

Shared by airship and ship resolution. Zones are the board's restricted areas (1g),
geographical obstacles (1h), sea obstacles (1i) and weather areas (1B). The path is cut at
every boundary edge near it, found on the per-board grid index (:mod:`npq.nav._index`), and the
stretches between cuts are inside or outside each zone by crossing parity from the polygons
holding the start; no GEOS overlay per move (docs/performance.md). Rings are tested
analytically (:func:`npq.nav.geometry.circle_entry`), so the 0.3 L tolerance of D4 is exact
rather than that of a 64-gon.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from npq.board import RING_RADIUS, Board, Feature, FeatureKind
from npq.nav._index import (
    _TINY,
    KIND_ORDER,
    NavIndex,
    cells_along,
    layer_intervals,
    midpoint_pieces,
    nav_index,
)
from npq.nav.geometry import EPS, Coord, circle_entry, distance

__all__ = [
    "VENTURE_LINE",
    "Crossing",
    "LandCrossing",
    "RingEntry",
    "Survey",
    "crossings_along",
    "in_ring_order",
    "land_along",
    "ring_hits",
    "rings_along",
    "summarize_segment",
    "survey_along",
    "survey_cuts",
    "survey_found",
    "survey_segment",
]

#: D10: which line of a Venture card applies to a zone kind (1: sea obstacle, 2:
#: political-economic area, 3: geographical obstacle). Ships crossing fog read line 1 too (4).
VENTURE_LINE: dict[FeatureKind, int] = {
    FeatureKind.SEA_OBSTACLE: 1,
    FeatureKind.RESTRICTED_AREA: 2,
    FeatureKind.OBSTACLE: 3,
}

#: Order of kinds at the same entry distance, so results are deterministic.
_KIND_ORDER = KIND_ORDER


@dataclass(frozen=True, slots=True)
class Crossing:
    """A zone the path crosses: ``entry``/``exit`` are Lengths along the path from its start.

    ``entry`` is 0 when the path starts inside the zone. ``venture_line`` is the Venture card
    line to read when the crossing costs a card (D10; 1, 2 or 3), ``None`` when it costs none
    (weather areas, restricted areas in the basic game, geographical obstacles for ships).
    """

    zone_id: str
    kind: FeatureKind
    name: str
    entry: float
    exit: float
    venture_line: int | None = None

    @property
    def is_hazard(self) -> bool:
        """Whether crossing this zone draws a Venture card (D10)."""
        return self.venture_line is not None


@dataclass(frozen=True, slots=True)
class RingEntry:
    """A place whose tolerance ring (D4) the path enters, ``distance`` Lengths from its start."""

    place_id: str
    name: str
    distance: float
    point: Coord


@dataclass(frozen=True, slots=True)
class LandCrossing:
    """A nation's land (or ``"neutral"`` land) the path flies over, from ``entry`` to ``exit``
    Lengths along it (first entry, last exit); ``length`` is the distance over that land."""

    nation: str
    entry: float
    exit: float
    length: float


@dataclass(frozen=True, slots=True)
class Survey:
    """Everything a path crosses, in path order, from one pass over the board's polygons.

    ``start_area``/``end_area`` are the weather areas holding the path's ends (on a border the
    lowest band, then sector, as :meth:`npq.board.Board.weather_area_at` decides), ``None``
    off the board.
    """

    crossings: tuple[Crossing, ...]
    land: tuple[LandCrossing, ...]
    start_area: str | None
    end_area: str | None


def survey_along(
    board: Board,
    points: Sequence[Coord],
    venture: Callable[[Feature], int | None],
) -> Survey:
    """Zones crossed and land flown over along the polyline ``points`` (see :class:`Survey`).

    A zone counts when the path crosses it with positive length: touching it at a point does
    not, running along its boundary does. ``venture`` says which Venture card line a zone costs
    (or ``None``), which depends on the miniature and the rules in play (D10).
    """
    idx = nav_index(board)
    if len(points) == 2:
        a, b = points
        seg = distance(a, b)
        if seg > 0.0:
            return Survey(*survey_segment(idx, a, b, seg, None, venture))
    air = idx.air
    acc: dict[int, list[float]] = {}
    walked = 0.0
    start_holding: list[int] | None = None
    end_inside: list[int] = []
    last = len(points) - 2
    for k, (a, b) in enumerate(pairwise(points)):
        seg = distance(a, b)
        if seg <= 0.0:
            continue
        found, holding = layer_intervals(air, a, b)
        if start_holding is None:
            start_holding = holding
        for z, t0, t1 in found:
            entry, exit_ = walked + t0 * seg, walked + t1 * seg
            rec = acc.get(z)
            if rec is None:
                acc[z] = [entry, exit_, exit_ - entry]
            else:
                rec[0] = min(rec[0], entry)
                rec[1] = max(rec[1], exit_)
                rec[2] += exit_ - entry
            if k == last and t1 >= 1.0 - 1e-12:
                end_inside.append(z)
        walked += seg
    if start_holding is None:  # a path of zero length
        start_holding = air.holding(*points[0])
        end_inside = start_holding
    return Survey(*_summary(idx, board.zones, acc, start_holding, end_inside, venture))


def survey_segment(
    idx: NavIndex,
    a: Coord,
    b: Coord,
    seg: float,
    cells: list[int] | None,
    venture: Callable[[Feature], int | None],
) -> tuple[tuple[Crossing, ...], tuple[LandCrossing, ...], str | None, str | None]:
    """:func:`survey_along` for one segment a-b of length ``seg`` > 0 (the fields of a
    :class:`Survey`); ``cells``: the segment's :func:`~npq.nav._index.cells_along`, if known."""
    found, holding = layer_intervals(idx.air, a, b, cells)
    return summarize_segment(idx, found, holding, seg, venture)


def summarize_segment(
    idx: NavIndex,
    found: list[tuple[int, float, float]],
    holding: list[int],
    seg: float,
    venture: Callable[[Feature], int | None],
) -> tuple[tuple[Crossing, ...], tuple[LandCrossing, ...], str | None, str | None]:
    """The fields of a :class:`Survey` from one segment's stretches inside the ``air`` polygons
    (:func:`~npq.nav._index.layer_intervals`)."""
    acc: dict[int, list[float]] = {}
    end_inside: list[int] = []
    for z, t0, t1 in found:
        entry, exit_ = 0.0 + t0 * seg, 0.0 + t1 * seg
        rec = acc.get(z)
        if rec is None:
            acc[z] = [entry, exit_, exit_ - entry]
        else:
            rec[0] = min(rec[0], entry)
            rec[1] = max(rec[1], exit_)
            rec[2] += exit_ - entry
        if t1 >= 1.0 - 1e-12:
            end_inside.append(z)
    return _summary(idx, idx.board.zones, acc, holding, end_inside, venture)


def survey_cuts(
    idx: NavIndex,
    cuts: dict[int, list[float]],
    odd: set[int],
    a: Coord,
    r: Coord,
    seg: float,
    lines: Sequence[int | None],
) -> tuple[tuple[Crossing, ...], tuple[LandCrossing, ...], str | None, str | None]:
    """:func:`summarize_segment` of :func:`~npq.nav._index.pieces`, fused (the airship's hot
    path): the segment from ``a`` along ``r`` (``seg`` long) with its cuts through the ``air``
    polygons (:func:`~npq.nav._index.cuts_of`). Same arithmetic, in the same order.
    ``lines``: the Venture card line of each zone (the ``venture`` rule, applied once)."""
    air = idx.air
    ax, ay = a
    rx, ry = r
    holding = air.holding(ax, ay)
    for z in holding:
        if z not in cuts:
            cuts[z] = []
    zc = idx.zone_count
    info = idx.zone_info
    keys = idx.territory_keys
    crossings: list[tuple[float, Any, str, Any]] = []
    land: list[tuple[float, Any, str, Any]] = []
    end_inside: list[int] = []
    degenerate: list[tuple[int, list[float]]] = []
    for z, ts in cuts.items():
        if len(ts) > 1:
            ts.sort()
        # Crossing parity decides inside/outside from the start, unless a cut is degenerate
        # (see pieces): then GEOS classifies each piece's midpoint, after the others.
        exact = z not in odd and (not ts or ts[0] > _TINY)
        if exact and len(ts) > 1:
            for t0, t1 in pairwise(ts):
                if t1 - t0 <= _TINY:
                    exact = False
                    break
        if not exact:
            degenerate.append((z, ts))
            continue
        # The stretches inside z, in path order: first entry, last exit, length inside
        # (summed in path order, as summarize_segment does).
        inside = z in holding
        prev = 0.0
        entry = exit_ = length = -1.0
        for t in ts:
            if inside and t > prev:
                e0, e1 = 0.0 + prev * seg, 0.0 + t * seg
                if length < 0.0:
                    entry, exit_, length = e0, e1, e1 - e0
                else:
                    exit_ = max(exit_, e1)
                    length += e1 - e0
                if t >= 1.0 - 1e-12:
                    end_inside.append(z)
            inside = not inside
            prev = t
        if inside and prev < 1.0:
            e0, e1 = 0.0 + prev * seg, 0.0 + 1.0 * seg
            if length < 0.0:
                entry, exit_, length = e0, e1, e1 - e0
            else:
                exit_ = max(exit_, e1)
                length += e1 - e0
            end_inside.append(z)
        if length <= EPS:
            continue
        if z < zc:
            zid, kind, name, order, _ = info[z]
            crossings.append((entry, order, zid, Crossing(zid, kind, name, entry, exit_, lines[z])))
        else:
            nation = keys[z - zc]
            land.append((entry, 0, nation, LandCrossing(nation, entry, exit_, length)))
    if degenerate:
        acc: dict[int, list[float]] = {}
        for z, t0, t1 in midpoint_pieces(air, degenerate, ax, ay, rx, ry):
            e0, e1 = 0.0 + t0 * seg, 0.0 + t1 * seg
            rec = acc.get(z)
            if rec is None:
                acc[z] = [e0, e1, e1 - e0]
            else:
                rec[0] = min(rec[0], e0)
                rec[1] = max(rec[1], e1)
                rec[2] += e1 - e0
            if t1 >= 1.0 - 1e-12:
                end_inside.append(z)
        for z, (entry, exit_, length) in acc.items():
            if length <= EPS:
                continue
            if z < zc:
                zid, kind, name, order, _ = info[z]
                crossings.append(
                    (entry, order, zid, Crossing(zid, kind, name, entry, exit_, lines[z]))
                )
            else:
                nation = keys[z - zc]
                land.append((entry, 0, nation, LandCrossing(nation, entry, exit_, length)))
    rank = idx.area_rank
    return (
        tuple([c[3] for c in _in_path_order(crossings)]) if crossings else (),
        tuple([c[3] for c in _in_path_order(land)]) if land else (),
        _area(rank, holding),
        _area(rank, end_inside),
    )


def survey_found(
    idx: NavIndex, ints: list[int], fs: list[float], lines: Sequence[int | None]
) -> tuple[tuple[Crossing, ...], tuple[LandCrossing, ...], str | None, str | None]:
    """:func:`survey_cuts`'s answer from what the compiled survey found
    (:func:`~npq.nav._index.survey_compiled`: the polygons holding the start, those holding
    the end, and each polygon crossed for more than :data:`EPS` with its first entry, last
    exit and length inside): the same objects in the same order."""
    n_hold, n_end, n_res = ints[1], ints[2], ints[3]
    zc = idx.zone_count
    info = idx.zone_info
    keys = idx.territory_keys
    rank = idx.area_rank
    at = 4 + n_hold + n_end
    # They come by first entry: that is _in_path_order's order unless two entries of the same
    # list lie within its 2e-9 (then ties are broken by kind and id, below).
    zones: list[Crossing] = []
    land: list[LandCrossing] = []
    last_zone = last_land = -1.0
    tie = False
    for k in range(n_res):
        z = ints[at + k]
        entry = fs[3 * k]
        if z < zc:
            zid, kind, name, _order, _ = info[z]
            if entry - last_zone <= 2e-9:
                tie = True
            last_zone = entry
            zones.append(Crossing(zid, kind, name, entry, fs[3 * k + 1], lines[z]))
        else:
            if entry - last_land <= 2e-9:
                tie = True
            last_land = entry
            land.append(LandCrossing(keys[z - zc], entry, fs[3 * k + 1], fs[3 * k + 2]))
    if tie:
        order = [info[ints[at + k]][3] for k in range(n_res) if ints[at + k] < zc]
        crossings = [(c.entry, o, c.zone_id, c) for c, o in zip(zones, order, strict=True)]
        zones = [c[3] for c in _in_path_order(crossings)]
        land = [c[3] for c in _in_path_order([(c.entry, 0, c.nation, c) for c in land])]
    return (
        tuple(zones),
        tuple(land),
        _area(rank, ints[4 : 4 + n_hold]),
        _area(rank, ints[4 + n_hold : 4 + n_hold + n_end]),
    )


def _in_path_order(items: list[tuple[float, Any, str, Any]]) -> list[tuple[float, Any, str, Any]]:
    """``items`` (entry, tie-break, id, value) sorted by entry rounded to 1e-9 L, then the
    tie-break and the id. Rounding is monotonic, so when no two entries are within 2e-9 of
    each other the plain order of the entries is that order, and ``round`` is skipped. (Ids
    are unique, so the values themselves are never compared.)"""
    if len(items) > 1:
        items.sort()
        prev = items[0][0]
        for item in items[1:]:
            if item[0] - prev <= 2e-9:
                items.sort(key=_rounded)
                break
            prev = item[0]
    return items


def _rounded(item: tuple[float, Any, str, Any]) -> tuple[float, Any, str]:
    return (round(item[0], 9), item[1], item[2])


def _summary(
    idx: NavIndex,
    zones: Sequence[Feature],
    acc: dict[int, list[float]],
    start_holding: Iterable[int],
    end_inside: Iterable[int],
    venture: Callable[[Feature], int | None],
) -> tuple[tuple[Crossing, ...], tuple[LandCrossing, ...], str | None, str | None]:
    """Crossings and land in path order from ``acc`` (air polygon -> first entry, last exit,
    length inside), and the weather areas holding the two ends."""
    zc = idx.zone_count
    keys = idx.territory_keys
    crossings: list[tuple[float, Any, str, Any]] = []
    land: list[tuple[float, Any, str, Any]] = []
    for z, (entry, exit_, length) in acc.items():
        if length <= EPS:
            continue
        if z < zc:
            zone = zones[z]
            zid, kind = zone.id, zone.kind
            crossings.append(
                (
                    entry,
                    _KIND_ORDER.get(kind, 9),
                    zid,
                    Crossing(zid, kind, zone.name, entry, exit_, venture(zone)),
                )
            )
        else:
            nation = keys[z - zc]
            land.append((entry, 0, nation, LandCrossing(nation, entry, exit_, length)))
    rank = idx.area_rank
    return (
        tuple([c[3] for c in _in_path_order(crossings)]),
        tuple([c[3] for c in _in_path_order(land)]),
        _area(rank, start_holding),
        _area(rank, end_inside),
    )


def _area(rank: Sequence[tuple[int, int, str] | None], held: Iterable[int]) -> str | None:
    """The weather area among the ``air`` polygons ``held``: the lowest band, then sector."""
    best: tuple[int, int, str] | None = None
    for i in held:
        r = rank[i]
        if r is not None and (best is None or r < best):
            best = r
    return best[2] if best is not None else None


def crossings_along(
    board: Board,
    points: Sequence[Coord],
    venture: Callable[[Feature], int | None],
) -> tuple[Crossing, ...]:
    """The zones the polyline crosses, in path order (:func:`survey_along`)."""
    return survey_along(board, points, venture).crossings


def land_along(board: Board, points: Sequence[Coord]) -> tuple[LandCrossing, ...]:
    """The nations' land (and neutral land) the polyline flies over, in path order (1A: the
    background colours; the solo objective "without crossing the Neutral Territories")."""
    return survey_along(board, points, lambda _z: None).land


def rings_along(
    board: Board,
    points: Sequence[Coord],
    *,
    ports_only: bool = False,
) -> tuple[RingEntry, ...]:
    """Places whose tolerance ring the polyline ``points`` enters, in path order.

    Rings that already hold the start are left out: departing from a base is not arriving at
    it (4 "Airship Movement": the reference point starts on the base point). Candidates come
    from the grid cells the path walks through; each is then tested exactly
    (:func:`circle_entry`).
    """
    idx = nav_index(board)
    pcells = idx.place_cells
    found: dict[int, RingEntry] = {}
    skip: set[int] = set()
    walked = 0.0
    for a, b in pairwise(points):
        seg = distance(a, b)
        if seg <= 0.0:
            continue
        cands: set[int] = set()
        for cell in cells_along(a[0], a[1], b[0], b[1]):
            ids = pcells.get(cell)
            if ids is not None:
                cands.update(ids)
        ring_hits(idx, cands, points[0], a, b, seg, walked, ports_only, found, skip)
        walked += seg
    return in_ring_order(found)


def ring_hits(
    idx: NavIndex,
    cands: Iterable[int],
    start: Coord,
    a: Coord,
    b: Coord,
    seg: float,
    walked: float,
    ports_only: bool,
    found: dict[int, RingEntry],
    skip: set[int],
) -> None:
    """Test the candidate places ``cands`` (indices into ``board.places``) against the segment
    a-b (``seg`` long, ``walked`` Lengths into the path from ``start``): add the rings entered
    to ``found``, and the rings never to report (holding the start; not ports when
    ``ports_only``) to ``skip``."""
    pxy = idx.place_xy
    places = idx.board.places
    sx, sy = start
    r2 = (RING_RADIUS + EPS) ** 2
    # A ring whose centre lies beyond the segment's bounding box widened by the radius (and
    # the tolerance, with a margin) cannot be entered: circle_entry would say None.
    reach = RING_RADIUS + 2 * EPS
    lo_x, hi_x = min(a[0], b[0]) - reach, max(a[0], b[0]) + reach
    lo_y, hi_y = min(a[1], b[1]) - reach, max(a[1], b[1]) + reach
    for i in cands:
        if i in found or i in skip:
            continue
        cx, cy = pxy[i]
        if (cx < lo_x or cx > hi_x or cy < lo_y or cy > hi_y) and (
            (cx - sx) ** 2 + (cy - sy) ** 2 > r2
        ):
            continue
        if (cx - sx) ** 2 + (cy - sy) ** 2 <= r2:
            skip.add(i)  # the ring the move starts in
            continue
        place = places[i]
        if ports_only and not place.is_port:
            skip.add(i)
            continue
        t = circle_entry(a, b, (cx, cy), RING_RADIUS)
        if t is not None:
            f = t / seg
            at = (a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]))
            found[i] = RingEntry(place.id, place.name, walked + t, at)


def in_ring_order(found: dict[int, RingEntry]) -> tuple[RingEntry, ...]:
    """The rings entered, in path order (ties by place id)."""
    if len(found) < 2:
        return tuple(found.values())
    return tuple(sorted(found.values(), key=lambda e: (e.distance, e.place_id)))
