"""Validation of the board files, raising :class:`~npq.errors.BoardError` naming the feature.

Two stages. :func:`check_feature` runs on each raw GeoJSON feature before anything is built:
required properties, known kind and nation, RFC 7946 coordinates (``[lon, lat]`` numbers in
range, closed rings) and the geometry type the kind needs. :func:`check_board` runs on the built
:class:`~npq.board.model.Board`: places on the board, ports touching water (D2), weather areas
with their windows tiling the disc without overlaps or gaps (rulebook 1B; D6).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np
import shapely
from shapely import STRtree
from shapely.geometry.base import BaseGeometry

from npq.board.model import NATIONS, PLACE_KINDS, Board, FeatureKind
from npq.errors import BoardError

__all__ = [
    "AREA_TOLERANCE",
    "GEOMETRY_TYPES",
    "check_board",
    "check_coordinates",
    "check_feature",
    "check_lonlat_geometry",
    "check_nation",
]

#: Weather areas may overlap, or miss the disc, by this much (square Lengths; 1e-3 L² is
#: 250 km²) before it is an error: parallels become polygons on the board plane, so the areas'
#: rims and the disc differ by slivers.
AREA_TOLERANCE = 0.001

_POINT = frozenset({"Point"})
_AREA = frozenset({"Polygon", "MultiPolygon"})
_LINE_OR_AREA = _AREA | {"LineString", "MultiLineString"}

#: GeoJSON geometry types allowed for each kind.
GEOMETRY_TYPES: Mapping[FeatureKind, frozenset[str]] = {
    **{k: _POINT for k in PLACE_KINDS},
    FeatureKind.RESTRICTED_AREA: _AREA,
    FeatureKind.OBSTACLE: _AREA,
    FeatureKind.SEA_OBSTACLE: _AREA,
    FeatureKind.CHANNEL: _LINE_OR_AREA,
    FeatureKind.STRATEGY_CIRCLE: _AREA | _POINT,
    FeatureKind.WEATHER_AREA: _AREA,
    FeatureKind.BARRAGE_AREA: _AREA,
    FeatureKind.ICE_RING: _AREA,
}

_NESTING = {
    "Point": 0,
    "MultiPoint": 1,
    "LineString": 1,
    "MultiLineString": 2,
    "Polygon": 2,
    "MultiPolygon": 3,
}


def check_nation(value: Any, feature_id: str, key: str = "nation") -> str | None:
    """A nation id from the file: a game nation, or ``None`` for neutral/absent."""
    if value is None or value == "neutral":
        return None
    if not isinstance(value, str) or value not in NATIONS:
        raise BoardError(
            f"unknown {key} {value!r}; expected one of {', '.join(NATIONS)} or neutral",
            feature_id,
        )
    return value


def _check_position(pos: Any, feature_id: str) -> None:
    if not isinstance(pos, list) or len(pos) < 2:
        raise BoardError(f"bad position {pos!r}: RFC 7946 wants [lon, lat]", feature_id)
    for v in pos:
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise BoardError(f"bad coordinate {v!r} in position {pos!r}", feature_id)
    lon, lat = pos[0], pos[1]
    if not -180.0 <= lon <= 180.0 or not -90.0 <= lat <= 90.0:
        raise BoardError(
            f"position {pos!r} is out of range: RFC 7946 wants [lon, lat] with "
            "-180 <= lon <= 180 and -90 <= lat <= 90",
            feature_id,
        )


def _check_positions(coords: Any, feature_id: str) -> None:
    """Check a list of positions, vectorised (territories carry tens of thousands)."""
    try:
        arr = np.asarray(coords)
    except (ValueError, TypeError):
        arr = None
    if arr is None or arr.ndim != 2 or arr.shape[1] < 2 or arr.dtype.kind not in "fi":
        for pos in coords:  # slow path: find the bad one and say what is wrong
            _check_position(pos, feature_id)
        if arr is not None and arr.dtype.kind not in "fi":
            raise BoardError(f"non-numeric coordinates in {coords[:3]!r}...", feature_id)
        return
    lon, lat = arr[:, 0], arr[:, 1]
    good = (
        np.isfinite(arr).all(axis=1)
        & (lon >= -180.0)
        & (lon <= 180.0)
        & (lat >= -90.0)
        & (lat <= 90.0)
    )
    if not good.all():
        _check_position(coords[int(np.argmin(good))], feature_id)


def _check_line(coords: Any, feature_id: str, *, ring: bool) -> None:
    if not isinstance(coords, list):
        raise BoardError(f"bad coordinates {coords!r}", feature_id)
    _check_positions(coords, feature_id)
    if ring:
        if len(coords) < 4:
            raise BoardError(f"a polygon ring has {len(coords)} positions; needs 4+", feature_id)
        if coords[0][:2] != coords[-1][:2]:
            raise BoardError("a polygon ring is not closed (first != last position)", feature_id)
    elif len(coords) < 2:
        raise BoardError("a line needs 2+ positions", feature_id)


def check_coordinates(geometry: Any, feature_id: str) -> str:
    """Check a GeoJSON geometry object is RFC 7946; return its type."""
    if not isinstance(geometry, dict):
        raise BoardError("missing or malformed geometry", feature_id)
    gtype = geometry.get("type")
    if gtype not in _NESTING:
        raise BoardError(f"unsupported geometry type {gtype!r}", feature_id)
    coords = geometry.get("coordinates")
    if not isinstance(coords, list) or (_NESTING[gtype] > 0 and not coords):
        raise BoardError(f"{gtype} without coordinates", feature_id)
    if gtype == "Point":
        _check_position(coords, feature_id)
    elif gtype == "MultiPoint":
        _check_positions(coords, feature_id)
    elif gtype == "LineString":
        _check_line(coords, feature_id, ring=False)
    elif gtype == "MultiLineString":
        for line in coords:
            _check_line(line, feature_id, ring=False)
    elif gtype == "Polygon":
        for ring in coords:
            _check_line(ring, feature_id, ring=True)
    else:
        for poly in coords:
            if not isinstance(poly, list) or not poly:
                raise BoardError("a MultiPolygon member has no rings", feature_id)
            for ring in poly:
                _check_line(ring, feature_id, ring=True)
    return str(gtype)


def check_lonlat_geometry(geom: BaseGeometry, feature_id: str) -> None:
    """The geometry as written must be valid in lon/lat (no self-intersections, no spikes)."""
    if geom.is_empty:
        raise BoardError("empty geometry", feature_id)
    if not geom.is_valid:
        raise BoardError(f"invalid geometry: {shapely.is_valid_reason(geom)}", feature_id)


def check_feature(raw: Any, index: int) -> tuple[str, FeatureKind, str, dict[str, Any], str]:
    """Check one raw feature; return ``(id, kind, name, properties, geometry type)``."""
    where = f"feature #{index}"
    if not isinstance(raw, dict) or raw.get("type") != "Feature":
        raise BoardError(f"{where} is not a GeoJSON Feature")
    props = raw.get("properties")
    if not isinstance(props, dict):
        raise BoardError(f"{where} has no properties object")
    fid = props.get("id")
    if not isinstance(fid, str) or not fid.strip():
        name = props.get("name")
        raise BoardError(f"{where} ({name!r}) has no id")
    kind_raw = props.get("kind")
    if not isinstance(kind_raw, str) or not kind_raw:
        raise BoardError("missing kind", fid)
    try:
        kind = FeatureKind(kind_raw)
    except ValueError:
        known = ", ".join(k.value for k in FeatureKind)
        raise BoardError(f"unknown kind {kind_raw!r}; known kinds: {known}", fid) from None
    name = props.get("name")
    if not isinstance(name, str) or not name.strip():
        raise BoardError("missing name", fid)
    check_nation(props.get("nation"), fid)
    gtype = check_coordinates(raw.get("geometry"), fid)
    allowed = GEOMETRY_TYPES[kind]
    if gtype not in allowed:
        raise BoardError(
            f"a {kind.value} must be a {' or '.join(sorted(allowed))}, not a {gtype}", fid
        )
    if kind in (FeatureKind.START_BASE, FeatureKind.START_PORT):
        if props.get("start_for") is None:
            raise BoardError(f"a {kind.value} needs start_for (the nation starting there)", fid)
        check_nation(props.get("start_for"), fid, "start_for")
        if not isinstance(props.get("alternate", False), bool):
            raise BoardError("alternate must be true or false", fid)
    if kind is FeatureKind.WEATHER_AREA:
        for key in ("band", "sector"):
            v = props.get(key)
            if isinstance(v, bool) or not isinstance(v, int):
                raise BoardError(f"a weather area needs an integer {key}", fid)
        window = props.get("window")
        if window is None:
            raise BoardError("a weather area needs its window [lon, lat] (rulebook 1B)", fid)
        _check_position(window, fid)
    if kind is FeatureKind.STRATEGY_CIRCLE and gtype == "Point":
        r = props.get("radius")
        if isinstance(r, bool) or not isinstance(r, int | float) or not 0 < r < 5:
            raise BoardError("a strategy circle point needs a radius in Lengths (0-5)", fid)
    return fid, kind, name, props, gtype


def _weather_tiling(board: Board) -> None:
    areas = board.weather_areas
    if not areas:
        raise BoardError("the board has no weather areas (rulebook 1B)")
    for a in areas:
        if not a.geometry.buffer(1e-6).covers(a.window):
            raise BoardError(f"window {list(a.window_lonlat)} lies outside its weather area", a.id)
    geoms = [a.geometry for a in areas]
    # An exact coverage (what tools/build_weather_areas.py writes) cannot overlap; anything
    # else is checked pair by pair so the error can name both areas.
    exact = bool(shapely.coverage_is_valid(geoms))
    if not exact:
        tree = STRtree(geoms)
        left, right = tree.query(geoms, predicate="intersects")
        for i, j in zip(left.tolist(), right.tolist(), strict=True):
            if i >= j:
                continue
            overlap = shapely.intersection(geoms[i], geoms[j]).area
            if overlap > AREA_TOLERANCE:
                raise BoardError(
                    f"overlaps weather area {areas[j].id} by {overlap:.3f} square Lengths",
                    areas[i].id,
                )
    union = shapely.coverage_union_all(geoms) if exact else shapely.union_all(geoms)
    gaps = shapely.difference(board.disc, union)
    pieces = [g for g in shapely.get_parts(gaps) if g.area > AREA_TOLERANCE]
    if pieces:
        worst = max(pieces, key=lambda g: g.area)
        c = worst.representative_point()
        lon, lat = board.to_lonlat(c.x, c.y)
        nearest = min(areas, key=lambda a: (a.geometry.distance(c), a.id))
        raise BoardError(
            f"the weather areas leave a gap of {worst.area:.3f} square Lengths near "
            f"lon {lon:.2f}, lat {lat:.2f} (next to this area)",
            nearest.id,
        )


def check_board(board: Board) -> None:
    """Board-level checks: places on the board, ports on water, the weather-area tiling."""
    for p in board.places:
        if not board.disc.covers(p.point):
            lon, lat = p.lonlat.x, p.lonlat.y
            raise BoardError(
                f"lies off the board at lon {lon}, lat {lat} (the edge is 25°N, D1)", p.id
            )
    for p in board.places:
        if p.is_port and not board.water.intersects(p.ring):
            raise BoardError(
                f"a {p.kind.value} whose 0.3 L ring touches no navigable water (D2, D4)", p.id
            )
    _weather_tiling(board)
