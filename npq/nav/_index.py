"""Per-board navigation index, built once per :class:`~npq.board.Board` and cached.

Move resolution asks one question over and over: along this straight segment, where does it
enter and leave each zone (obstacles, restricted areas, weather areas), each nation's land, and
solid land (land minus the channels, rulebook 4 "Ships Movement")? A GEOS overlay per zone per
move is the slow way. Instead each family of polygons becomes a :class:`PolygonLayer`: the
polygons' boundary edges extracted once and indexed in an STRtree, and the polygons themselves
prepared. :func:`layer_intervals` then cuts a segment at the few edges near it and classifies
the pieces with one prepared point-in-polygon call -- exact, and an order of magnitude faster.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely import STRtree
from shapely.geometry.base import BaseGeometry

from npq.board import Board, WeatherArea

__all__ = ["PROBE", "NavIndex", "PolygonLayer", "layer_intervals", "nav_index", "weather_area_at"]

#: Length of the pieces a segment is cut into to query an edge index: short pieces have small
#: envelopes, so the index returns only edges near the path (a long diagonal's envelope would
#: hold thousands).
PROBE = 0.25


@dataclass(frozen=True, slots=True, eq=False)
class PolygonLayer:
    """Polygons prepared for "which stretches of this segment lie inside which polygon".

    Every boundary edge (exteriors and holes) is extracted once, indexed in an STRtree and kept
    as plain Python tuples; :func:`layer_intervals` cuts a segment at the edges it crosses and
    classifies each piece with one call to the prepared geometries.
    """

    geoms: NDArray[np.object_]  # prepared polygons
    bounds: NDArray[np.float64]  # (n, 4) minx, miny, maxx, maxy
    edges: tuple[tuple[float, float, float, float, int], ...]  # x0, y0, x1, y1, polygon
    edge_tree: STRtree  # over the edges as 2-point lines, same order as ``edges``

    @classmethod
    def build(cls, geoms: list[BaseGeometry]) -> PolygonLayer:
        arr = np.array(geoms, dtype=object)
        for g in geoms:
            shapely.prepare(g)
        chunks: list[NDArray[np.float64]] = []
        owners: list[NDArray[np.int64]] = []
        for i, g in enumerate(geoms):
            for ring in shapely.get_parts(shapely.boundary(g)):
                xy = shapely.get_coordinates(ring)
                if len(xy) >= 2:
                    chunks.append(np.hstack([xy[:-1], xy[1:]]))
                    owners.append(np.full(len(xy) - 1, i, dtype=np.int64))
        exy = np.vstack(chunks) if chunks else np.zeros((0, 4), dtype=np.float64)
        own = np.concatenate(owners) if owners else np.zeros(0, dtype=np.int64)
        bounds = shapely.bounds(arr).reshape(-1, 4).astype(np.float64)
        edges = tuple(
            (x0, y0, x1, y1, o)
            for (x0, y0, x1, y1), o in zip(exy.tolist(), own.tolist(), strict=True)
        )
        tree = STRtree(shapely.linestrings(exy.reshape(-1, 2, 2)))
        return cls(arr, bounds, edges, tree)

    def holding(self, x: float, y: float) -> list[int]:
        """Indices of the polygons holding ``(x, y)`` (boundary included)."""
        b = self.bounds
        box = np.flatnonzero((b[:, 0] <= x) & (b[:, 2] >= x) & (b[:, 1] <= y) & (b[:, 3] >= y))
        if not len(box):
            return []
        return box[shapely.intersects_xy(self.geoms[box], x, y)].tolist()


def layer_intervals(
    layer: PolygonLayer, a: tuple[float, float], b: tuple[float, float]
) -> tuple[list[tuple[int, float, float]], list[int]]:
    """``(polygon, t0, t1)`` for each stretch of the segment a-b inside a polygon (t in 0..1),
    and the polygons holding ``a``.

    The segment is cut wherever it crosses a boundary edge (edges near the path come from the
    edge STRtree, queried with short probes); each piece is inside a polygon when its midpoint
    is (boundary included), asked of the prepared polygons in one GEOS call. Polygons with no
    edge near the path matter only if they hold the whole segment, i.e. its start point.
    Exact up to floating point: no polygon approximation is involved beyond the data's own.
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
    _, near = layer.edge_tree.query(probes)
    # The few edges near the path are crossed in plain Python: numpy's per-call overhead
    # outweighs its speed on a few dozen edges.
    cuts: dict[int, list[float]] = {}
    edges = layer.edges
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
    holding = layer.holding(ax, ay)
    for z in holding:
        cuts.setdefault(z, [])
    if not cuts:
        return [], holding
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
    mid = (np.array(p0) + np.array(p1)) * 0.5
    inside = shapely.intersects_xy(layer.geoms[pz], ax + mid * rx, ay + mid * ry).tolist()
    found = [(z, t0, t1) for z, t0, t1, ok in zip(pz, p0, p1, inside, strict=True) if ok]
    return found, holding


@dataclass(frozen=True, slots=True, eq=False)
class NavIndex:
    """Derived, cached geometry for move resolution on one board.

    ``air`` holds what a move is surveyed against, in one layer so a move costs one pass:
    ``board.zones`` (indices ``0 .. zone_count - 1``), then the nations' land (index
    ``zone_count + k`` is ``territory_keys[k]``: a nation id or ``"neutral"``). ``weather``
    follows ``board.weather_areas``; ``solid`` is land minus channels, what ships may not sail
    over (rulebook 4).
    """

    board: Board
    place_xy: NDArray[np.float64]  # (n, 2): board.places' points, same order
    air: PolygonLayer
    zone_count: int
    territory_keys: tuple[str, ...]
    weather: PolygonLayer
    solid: PolygonLayer


_cache: dict[int, NavIndex] = {}
_lock = threading.Lock()


def nav_index(board: Board) -> NavIndex:
    """The index for ``board``, built on first use and then shared."""
    idx = _cache.get(id(board))
    if idx is not None and idx.board is board:
        return idx
    with _lock:
        idx = _cache.get(id(board))
        if idx is None or idx.board is not board:
            idx = _build(board)
            if len(_cache) >= 8:
                _cache.pop(next(iter(_cache)))
            _cache[id(board)] = idx
    return idx


def weather_area_at(idx: NavIndex, x: float, y: float) -> WeatherArea | None:
    """The weather area holding ``(x, y)``, as :meth:`Board.weather_area_at` decides it (on a
    border the lowest band, then sector), or ``None`` off the board; without building a Point
    or querying a tree (a bounding-box scan of 60 areas and one prepared-geometry test)."""
    hits = idx.weather.holding(x, y)
    if not hits:
        return None
    areas = idx.board.weather_areas
    return min((areas[i] for i in hits), key=lambda a: (a.band, a.sector, a.id))


def _build(board: Board) -> NavIndex:
    place_xy = np.array([[p.point.x, p.point.y] for p in board.places], dtype=np.float64)
    solid = board.land
    channels = [c.geometry for c in board.channels]
    if channels:
        solid = shapely.difference(solid, shapely.union_all(channels))
    keys = tuple(k for k, g in board.territories.items() if not g.is_empty)
    return NavIndex(
        board=board,
        place_xy=place_xy.reshape(-1, 2),
        air=PolygonLayer.build(
            [z.geometry for z in board.zones] + [board.territories[k] for k in keys]
        ),
        zone_count=len(board.zones),
        territory_keys=keys,
        weather=PolygonLayer.build([a.geometry for a in board.weather_areas]),
        solid=PolygonLayer.build(
            [g for g in shapely.get_parts(solid) if g.geom_type == "Polygon" and g.area > 0]
        ),
    )
