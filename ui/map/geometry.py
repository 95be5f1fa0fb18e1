"""Board plane (Lengths, y up, Pole at the origin — DESIGN.md D1) to scene coordinates.

The scene is the board plane scaled by :data:`ui.theme.SCALE` with y flipped, because Qt's y axis
points down while the board's 0° meridian points down as −y. Shapely geometry becomes
``QPainterPath`` once, when the static layers are built.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import shapely
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF

from ui.theme import SCALE

__all__ = ["board_to_scene", "geometry_path", "scene_to_board"]


def board_to_scene(x: float, y: float) -> QPointF:
    """A board-plane point (Lengths) as a scene point."""
    return QPointF(x * SCALE, -y * SCALE)


def scene_to_board(point: QPointF) -> tuple[float, float]:
    """A scene point as a board-plane point (Lengths)."""
    return point.x() / SCALE, -point.y() / SCALE


def _ring_polygon(coords: Any) -> QPolygonF:
    return QPolygonF([QPointF(float(x) * SCALE, -float(y) * SCALE) for x, y in coords[:, :2]])


def _polygons(geom: Any) -> Iterable[Any]:
    if geom is None or geom.is_empty:
        return
    kind = geom.geom_type
    if kind == "Polygon":
        yield geom
    elif kind in ("MultiPolygon", "GeometryCollection"):
        for part in geom.geoms:
            yield from _polygons(part)


def _lines(geom: Any) -> Iterable[Any]:
    if geom is None or geom.is_empty:
        return
    kind = geom.geom_type
    if kind in ("LineString", "LinearRing"):
        yield geom
    elif kind == "Polygon":
        yield geom.exterior
        yield from geom.interiors
    elif hasattr(geom, "geoms"):
        for part in geom.geoms:
            yield from _lines(part)


def geometry_path(geom: Any, *, outline: bool = False) -> QPainterPath:
    """A shapely geometry as a ``QPainterPath`` in scene coordinates.

    Polygons keep their holes (odd-even fill); with ``outline=True`` (or for lines) the path is
    the open line work only, for borders that must not be closed or filled.
    """
    path = QPainterPath()
    path.setFillRule(path.fillRule().OddEvenFill)
    if outline or geom.geom_type in ("LineString", "MultiLineString", "LinearRing"):
        for line in _lines(geom):
            coords = shapely.get_coordinates(line)
            if len(coords) >= 2:
                path.addPolygon(_ring_polygon(coords))
        return path
    for poly in _polygons(geom):
        path.addPolygon(_ring_polygon(shapely.get_coordinates(poly.exterior)))
        path.closeSubpath()
        for hole in poly.interiors:
            path.addPolygon(_ring_polygon(shapely.get_coordinates(hole)))
            path.closeSubpath()
    return path
