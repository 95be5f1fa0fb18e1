"""Per-board navigation index, built once per :class:`~npq.board.Board` and cached.

The board already carries prepared geometries and STRtrees for zones, places and weather
areas; move resolution uses those directly. What the board does not have, and ships need, is
"solid" land: land minus the channels (rulebook 4 "Ships Movement": a ship may pass wherever a
water channel is visible). Land polygons are whole continents with thousands of vertices, so
the index cuts them into 1 L grid tiles once, prepares each tile and indexes them in an
STRtree: a ship segment is then tested against the few small tiles it actually touches.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely import STRtree
from shapely.geometry.base import BaseGeometry

from npq.board import Board, WeatherArea

__all__ = ["NavIndex", "nav_index", "weather_area_at"]

#: Side of the land tiles, in Lengths.
TILE = 1.0


@dataclass(frozen=True, slots=True, eq=False)
class NavIndex:
    """Derived, cached geometry for move resolution on one board."""

    board: Board
    place_xy: NDArray[np.float64]  # (n, 2): board.places' points, same order
    zone_geoms: NDArray[np.object_]  # board.zones' geometries, same order (for vectorised ops)
    zone_bounds: NDArray[np.float64]  # (z, 4): minx, miny, maxx, maxy of each zone
    edge_xy: NDArray[np.float64]  # (e, 4): x0, y0, x1, y1 of every boundary edge of every zone
    zone_edges: NDArray[np.int64]  # (z, 2): each zone's slice [start, end) of edge_xy
    edge_zone: NDArray[np.int64]  # (e,): the zone each edge bounds
    edge_tree: STRtree  # over the edges as 2-point lines, same order as edge_xy
    edge_list: tuple[tuple[float, float, float, float, int], ...]  # edges + zone, as Python
    weather_bounds: NDArray[np.float64]  # (w, 4): bounds of board.weather_areas, same order
    weather_geoms: NDArray[np.object_]  # board.weather_areas' prepared geometries
    solid_tiles: tuple[BaseGeometry, ...]  # land minus channels, cut in tiles, prepared
    solid_tree: STRtree


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
    wb = idx.weather_bounds
    box = np.flatnonzero((wb[:, 0] <= x) & (wb[:, 2] >= x) & (wb[:, 1] <= y) & (wb[:, 3] >= y))
    if not len(box):
        return None
    hits = box[shapely.intersects_xy(idx.weather_geoms[box], x, y)].tolist()
    if not hits:
        return None
    areas = idx.board.weather_areas
    return min((areas[i] for i in hits), key=lambda a: (a.band, a.sector, a.id))


def _build(board: Board) -> NavIndex:
    place_xy = np.array([[p.point.x, p.point.y] for p in board.places], dtype=np.float64)
    place_xy = place_xy.reshape(-1, 2)
    zone_geoms = np.array([z.geometry for z in board.zones], dtype=object)
    zone_bounds = shapely.bounds(zone_geoms).reshape(-1, 4).astype(np.float64)
    edge_xy, zone_edges = _edges(zone_geoms)
    edge_zone = np.repeat(
        np.arange(len(zone_edges), dtype=np.int64), zone_edges[:, 1] - zone_edges[:, 0]
    )
    edge_tree = STRtree(shapely.linestrings(edge_xy.reshape(-1, 2, 2)))
    solid = board.land
    channels = [c.geometry for c in board.channels]
    if channels:
        solid = shapely.difference(solid, shapely.union_all(channels))
    tiles = _tiles(solid, board.radius)
    for t in tiles:
        shapely.prepare(t)
    weather_geoms = np.array([a.geometry for a in board.weather_areas], dtype=object)
    return NavIndex(
        board=board,
        weather_bounds=shapely.bounds(weather_geoms).reshape(-1, 4).astype(np.float64),
        weather_geoms=weather_geoms,
        place_xy=place_xy,
        zone_geoms=zone_geoms,
        zone_bounds=zone_bounds,
        edge_xy=edge_xy,
        zone_edges=zone_edges,
        edge_zone=edge_zone,
        edge_tree=edge_tree,
        edge_list=tuple(
            (x0, y0, x1, y1, z)
            for (x0, y0, x1, y1), z in zip(edge_xy.tolist(), edge_zone.tolist(), strict=True)
        ),
        solid_tiles=tuple(tiles),
        solid_tree=STRtree(tiles),
    )


def _edges(geoms: NDArray[np.object_]) -> tuple[NDArray[np.float64], NDArray[np.int64]]:
    """All boundary edges (exterior and holes) of each geometry, grouped per geometry."""
    chunks: list[NDArray[np.float64]] = []
    ranges = np.zeros((len(geoms), 2), dtype=np.int64)
    at = 0
    for i, g in enumerate(geoms):
        ranges[i, 0] = at
        for ring in shapely.get_parts(shapely.boundary(g)):
            xy = shapely.get_coordinates(ring)
            if len(xy) >= 2:
                chunks.append(np.hstack([xy[:-1], xy[1:]]))
                at += len(xy) - 1
        ranges[i, 1] = at
    edges = np.vstack(chunks) if chunks else np.zeros((0, 4), dtype=np.float64)
    return edges, ranges


def _tiles(geom: BaseGeometry, radius: float) -> list[BaseGeometry]:
    """``geom`` cut along a grid of :data:`TILE` squares; empty and non-areal pieces dropped."""
    if geom.is_empty:
        return []
    n = math.ceil(radius / TILE) + 1
    ticks = np.arange(-n, n + 1, dtype=np.float64) * TILE
    x0, y0 = np.meshgrid(ticks[:-1], ticks[:-1])
    boxes = shapely.box(x0.ravel(), y0.ravel(), x0.ravel() + TILE, y0.ravel() + TILE)
    parts = shapely.get_parts(geom)
    tree = STRtree(parts)
    box_idx, part_idx = tree.query(boxes, predicate="intersects")
    pieces = shapely.intersection(parts[part_idx], boxes[box_idx])
    out: list[BaseGeometry] = []
    for piece in pieces:
        fixed = piece if shapely.is_valid(piece) else shapely.make_valid(piece)
        for g in shapely.get_parts(fixed):
            if g.geom_type == "Polygon" and g.area > 0.0:
                out.append(g)
    return out
