"""Zones a path crosses, and the places whose tolerance rings it enters, in path order.

Shared by airship and ship resolution. Zones are the board's restricted areas (1g),
geographical obstacles (1h), sea obstacles (1i) and weather areas (1B). The path is cut at
every boundary edge of the zones whose bounding box it meets (one vectorised numpy pass over
edges extracted once per board), and each piece is classified by one call to the zones'
prepared geometries; for a hundred zones a bounding-box scan beats an STRtree query, and
avoiding a GEOS overlay per move is what makes resolution fast (docs/performance.md).
Rings are tested analytically (:func:`npq.nav.geometry.circle_entry`), so the 0.3 L tolerance of
D4 is exact rather than that of a 64-gon.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import shapely

from npq.board import RING_RADIUS, Board, Feature, FeatureKind
from npq.nav._index import NavIndex, nav_index
from npq.nav.geometry import EPS, Coord, circle_entry, distance

__all__ = ["VENTURE_LINE", "Crossing", "RingEntry", "crossings_along", "rings_along"]

#: D10: which line of a Venture card applies to a zone kind (1: sea obstacle, 2:
#: political-economic area, 3: geographical obstacle). Ships crossing fog read line 1 too (4).
VENTURE_LINE: dict[FeatureKind, int] = {
    FeatureKind.SEA_OBSTACLE: 1,
    FeatureKind.RESTRICTED_AREA: 2,
    FeatureKind.OBSTACLE: 3,
}

#: Order of kinds at the same entry distance, so results are deterministic.
_KIND_ORDER = {
    FeatureKind.WEATHER_AREA: 0,
    FeatureKind.OBSTACLE: 1,
    FeatureKind.SEA_OBSTACLE: 2,
    FeatureKind.RESTRICTED_AREA: 3,
}


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


def crossings_along(
    board: Board,
    points: Sequence[Coord],
    venture: Callable[[Feature], int | None],
) -> tuple[Crossing, ...]:
    """Every zone the polyline ``points`` crosses with positive length, by entry distance.

    A path that only touches a zone at a point does not cross it; one that runs along its
    boundary does. ``venture`` says which Venture card line a zone costs (or ``None``), which
    depends on the miniature and the rules in play.
    """
    idx = nav_index(board)
    acc: dict[int, list[float]] = {}
    walked = 0.0
    for a, b in pairwise(points):
        seg = distance(a, b)
        if seg <= 0.0:
            continue
        for z, t0, t1 in _segment_intervals(idx, a, b):
            entry, exit_ = walked + t0 * seg, walked + t1 * seg
            rec = acc.get(z)
            if rec is None:
                acc[z] = [entry, exit_, exit_ - entry]
            else:
                rec[0] = min(rec[0], entry)
                rec[1] = max(rec[1], exit_)
                rec[2] += exit_ - entry
        walked += seg
    out: list[Crossing] = []
    for z, (entry, exit_, length) in acc.items():
        if length <= EPS:
            continue
        zone = board.zones[z]
        out.append(Crossing(zone.id, zone.kind, zone.name, entry, exit_, venture(zone)))
    out.sort(key=lambda c: (round(c.entry, 9), _KIND_ORDER.get(c.kind, 9), c.zone_id))
    return tuple(out)


#: Length of the pieces a segment is cut into to query the edge index: short pieces have small
#: envelopes, so the index returns only edges near the path (a long diagonal's envelope would
#: hold thousands).
PROBE = 0.25


def _segment_intervals(idx: NavIndex, a: Coord, b: Coord) -> list[tuple[int, float, float]]:
    """``(zone index, t0, t1)`` for each stretch of the segment a-b inside a zone (t in 0..1).

    The segment is cut wherever it crosses a zone's boundary edge (edges near the path come
    from the edge STRtree, the crossings from one vectorised numpy pass); each piece is inside
    a zone when its midpoint is (boundary included), asked of the zones' prepared geometries in
    one GEOS call. Zones with no edge near the path matter only if they hold the whole segment,
    i.e. its start point.
    """
    ax, ay = a
    bx, by = b
    rx, ry = bx - ax, by - ay
    n = max(1, math.ceil(math.hypot(rx, ry) / PROBE))
    f = np.linspace(0.0, 1.0, n + 1)
    xs, ys = ax + f * rx, ay + f * ry
    probes = shapely.linestrings(
        np.column_stack([xs[:-1], ys[:-1], xs[1:], ys[1:]]).reshape(n, 2, 2)
    )
    _, near = idx.edge_tree.query(probes)
    # The few edges near the path are crossed in plain Python: numpy's per-call overhead
    # outweighs its speed on a few dozen edges.
    cuts: dict[int, list[float]] = {}
    edges = idx.edge_list
    for ei in set(near.tolist()):
        x0, y0, x1, y1, z = edges[ei]
        sx, sy = x1 - x0, y1 - y0
        den = rx * sy - ry * sx
        if den == 0.0:
            continue  # parallel: a run along the boundary is classified by the midpoint test
        qx, qy = x0 - ax, y0 - ay
        t = (qx * sy - qy * sx) / den
        if t < 0.0 or t > 1.0:
            continue
        u = (qx * ry - qy * rx) / den
        if 0.0 <= u <= 1.0:
            cuts.setdefault(z, []).append(t)
    zb = idx.zone_bounds
    box = np.flatnonzero((zb[:, 0] <= ax) & (zb[:, 2] >= ax) & (zb[:, 1] <= ay) & (zb[:, 3] >= ay))
    if len(box):
        for z in box[shapely.intersects_xy(idx.zone_geoms[box], ax, ay)].tolist():
            cuts.setdefault(z, [])
    if not cuts:
        return []
    pz: list[int] = []
    p0: list[float] = []
    p1: list[float] = []
    for z, ts in cuts.items():
        marks = sorted({0.0, 1.0, *ts})
        for t0, t1 in pairwise(marks):
            if t1 - t0 > 1e-12:
                pz.append(z)
                p0.append(t0)
                p1.append(t1)
    t0a, t1a = np.array(p0), np.array(p1)
    mid = (t0a + t1a) * 0.5
    inside = shapely.intersects_xy(idx.zone_geoms[pz], ax + mid * rx, ay + mid * ry).tolist()
    return [(z, t0, t1) for z, t0, t1, ok in zip(pz, p0, p1, inside, strict=True) if ok]


def rings_along(
    board: Board,
    points: Sequence[Coord],
    *,
    ports_only: bool = False,
) -> tuple[RingEntry, ...]:
    """Places whose tolerance ring the polyline ``points`` enters, in path order.

    Rings that already hold the start are left out: departing from a base is not arriving at
    it (4 "Airship Movement": the reference point starts on the base point). Vectorised over
    every place, then exact (:func:`circle_entry`) for the few near the path.
    """
    idx = nav_index(board)
    pxy = idx.place_xy
    if not len(pxy):
        return ()
    start = points[0]
    r = RING_RADIUS + EPS
    holding = np.hypot(pxy[:, 0] - start[0], pxy[:, 1] - start[1]) <= r
    found: dict[int, RingEntry] = {}
    walked = 0.0
    for a, b in pairwise(points):
        seg = distance(a, b)
        if seg <= 0.0:
            continue
        ux, uy = (b[0] - a[0]) / seg, (b[1] - a[1]) / seg
        wx, wy = pxy[:, 0] - a[0], pxy[:, 1] - a[1]
        along = wx * ux + wy * uy
        across = np.abs(wx * uy - wy * ux)
        near = np.flatnonzero((across <= r) & (along >= -r) & (along <= seg + r) & ~holding)
        for i in near.tolist():
            if i in found:
                continue
            place = board.places[i]
            if ports_only and not place.is_port:
                continue
            centre = (float(pxy[i, 0]), float(pxy[i, 1]))
            t = circle_entry(a, b, centre, RING_RADIUS)
            if t is not None:
                at = (a[0] + t * ux, a[1] + t * uy)
                found[i] = RingEntry(place.id, place.name, walked + t, at)
        walked += seg
    return tuple(sorted(found.values(), key=lambda e: (e.distance, e.place_id)))
