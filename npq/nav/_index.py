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

from npq.board import Board

__all__ = ["NavIndex", "nav_index"]

#: Side of the land tiles, in Lengths.
TILE = 1.0


@dataclass(frozen=True, slots=True, eq=False)
class NavIndex:
    """Derived, cached geometry for move resolution on one board."""

    board: Board
    place_xy: NDArray[np.float64]  # (n, 2): board.places' points, same order
    zone_geoms: NDArray[np.object_]  # board.zones' geometries, same order (for vectorised ops)
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


def _build(board: Board) -> NavIndex:
    place_xy = np.array([[p.point.x, p.point.y] for p in board.places], dtype=np.float64)
    place_xy = place_xy.reshape(-1, 2)
    zone_geoms = np.array([z.geometry for z in board.zones], dtype=object)
    solid = board.land
    channels = [c.geometry for c in board.channels]
    if channels:
        solid = shapely.difference(solid, shapely.union_all(channels))
    tiles = _tiles(solid, board.radius)
    for t in tiles:
        shapely.prepare(t)
    return NavIndex(
        board=board,
        place_xy=place_xy,
        zone_geoms=zone_geoms,
        solid_tiles=tuple(tiles),
        solid_tree=STRtree(tiles),
    )


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
    bounds = shapely.bounds(boxes[box_idx])
    # clip_by_rect is GEOS's linear-time rectangle clipper, far cheaper than a full overlay
    # on continent-sized polygons; the rare invalid piece it leaves is repaired below.
    pieces = [
        shapely.clip_by_rect(parts[p], *b) for p, b in zip(part_idx.tolist(), bounds, strict=True)
    ]
    out: list[BaseGeometry] = []
    for piece in pieces:
        fixed = piece if shapely.is_valid(piece) else shapely.make_valid(piece)
        for g in shapely.get_parts(fixed):
            if g.geom_type == "Polygon" and g.area > 0.0:
                out.append(g)
    return out
