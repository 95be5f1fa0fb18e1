"""Zones a path crosses, and the places whose tolerance rings it enters, in path order.

Shared by airship and ship resolution. Zones are the board's restricted areas (1g),
geographical obstacles (1h), sea obstacles (1i) and weather areas (1B); they are found with the
board's STRtree, and the path is intersected with all candidates in one vectorised GEOS call.
Rings are tested analytically (:func:`npq.nav.geometry.circle_entry`), so the 0.3 L tolerance of
D4 is exact rather than that of a 64-gon.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString

from npq.board import RING_RADIUS, Board, Feature, FeatureKind
from npq.nav._index import nav_index
from npq.nav.geometry import EPS, Coord, advance, circle_entry, distance

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
    path: LineString,
    venture: Callable[[Feature], int | None],
) -> tuple[Crossing, ...]:
    """Every zone ``path`` crosses with positive length, ordered by entry distance.

    A path that only touches a zone's boundary does not cross it. ``venture`` says which Venture
    card line a zone costs (or ``None``), which depends on the miniature and the rules in play.
    """
    idx = nav_index(board)
    hits = board.zone_tree.query(path, predicate="intersects")
    if not len(hits):
        return ()
    inter = shapely.intersection(path, idx.zone_geoms[hits])
    lengths = shapely.length(inter)
    straight = len(path.coords) == 2
    if straight:
        (x0, y0), (x1, y1) = path.coords
        total = distance((x0, y0), (x1, y1))
        ux, uy = ((x1 - x0) / total, (y1 - y0) / total) if total > 0 else (0.0, 0.0)
    out: list[Crossing] = []
    for i, geom, length in zip(hits.tolist(), inter, lengths.tolist(), strict=True):
        if length <= EPS:
            continue
        xy = shapely.get_coordinates(geom)
        if straight:
            t = (xy[:, 0] - x0) * ux + (xy[:, 1] - y0) * uy
        else:
            t = shapely.line_locate_point(path, shapely.points(xy))
        zone = board.zones[i]
        out.append(
            Crossing(
                zone_id=zone.id,
                kind=zone.kind,
                name=zone.name,
                entry=max(0.0, float(np.min(t))),
                exit=float(np.max(t)),
                venture_line=venture(zone),
            )
        )
    out.sort(key=lambda c: (round(c.entry, 9), _KIND_ORDER.get(c.kind, 9), c.zone_id))
    return tuple(out)


def rings_along(
    board: Board,
    points: list[Coord],
    *,
    ports_only: bool = False,
) -> tuple[RingEntry, ...]:
    """Places whose tolerance ring the polyline ``points`` enters, in path order.

    Rings that already hold the start are left out: departing from a base is not arriving at
    it (4 "Airship Movement": the reference point starts on the base point).
    """
    idx = nav_index(board)
    line = LineString(points)
    # The rings in the tree are 64-gons inscribed in the 0.3 L circle; a small query margin
    # makes sure a path grazing the true circle is a candidate, then the test is exact.
    hits = board.place_tree.query(line, predicate="dwithin", distance=1e-3)
    if not len(hits):
        return ()
    start = points[0]
    found: list[RingEntry] = []
    for i in hits.tolist():
        place = board.places[i]
        if ports_only and not place.is_port:
            continue
        centre = (float(idx.place_xy[i, 0]), float(idx.place_xy[i, 1]))
        if distance(start, centre) <= RING_RADIUS + EPS:
            continue
        walked = 0.0
        for a, b in itertools.pairwise(points):
            t = circle_entry(a, b, centre, RING_RADIUS)
            if t is not None:
                heading_pt = advance(a, _heading(a, b), t)
                found.append(RingEntry(place.id, place.name, walked + t, heading_pt))
                break
            walked += distance(a, b)
    found.sort(key=lambda r: (r.distance, r.place_id))
    return tuple(found)


def _heading(a: Coord, b: Coord) -> float:
    return float(np.degrees(np.arctan2(b[1] - a[1], b[0] - a[0])))
