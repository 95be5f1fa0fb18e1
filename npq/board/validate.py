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
from npq.i18n import N_

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
            N_("unknown {key} {value}; expected one of {nations} or neutral"),
            feature_id,
            key=key,
            value=repr(value),
            nations=", ".join(NATIONS),
        )
    return value


def _check_position(pos: Any, feature_id: str) -> None:
    if not isinstance(pos, list) or len(pos) < 2:
        raise BoardError(
            N_("bad position {pos}: RFC 7946 wants [lon, lat]"), feature_id, pos=repr(pos)
        )
    for v in pos:
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise BoardError(
                N_("bad coordinate {value} in position {pos}"),
                feature_id,
                value=repr(v),
                pos=repr(pos),
            )
    lon, lat = pos[0], pos[1]
    if not -180.0 <= lon <= 180.0 or not -90.0 <= lat <= 90.0:
        raise BoardError(
            N_(
                "position {pos} is out of range: RFC 7946 wants [lon, lat] with "
                "-180 <= lon <= 180 and -90 <= lat <= 90"
            ),
            feature_id,
            pos=repr(pos),
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
            raise BoardError(
                N_("non-numeric coordinates in {coords}..."), feature_id, coords=repr(coords[:3])
            )
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
        raise BoardError(N_("bad coordinates {coords}"), feature_id, coords=repr(coords))
    _check_positions(coords, feature_id)
    if ring:
        if len(coords) < 4:
            raise BoardError(
                N_("a polygon ring has {count} positions; needs 4+"), feature_id, count=len(coords)
            )
        if coords[0][:2] != coords[-1][:2]:
            raise BoardError(
                N_("a polygon ring is not closed (first != last position)"), feature_id
            )
    elif len(coords) < 2:
        raise BoardError(N_("a line needs 2+ positions"), feature_id)


def check_coordinates(geometry: Any, feature_id: str) -> str:
    """Check a GeoJSON geometry object is RFC 7946; return its type."""
    if not isinstance(geometry, dict):
        raise BoardError(N_("missing or malformed geometry"), feature_id)
    gtype = geometry.get("type")
    if gtype not in _NESTING:
        raise BoardError(N_("unsupported geometry type {kind}"), feature_id, kind=repr(gtype))
    coords = geometry.get("coordinates")
    if not isinstance(coords, list) or (_NESTING[gtype] > 0 and not coords):
        raise BoardError(N_("{kind} without coordinates"), feature_id, kind=gtype)
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
                raise BoardError(N_("a MultiPolygon member has no rings"), feature_id)
            for ring in poly:
                _check_line(ring, feature_id, ring=True)
    return str(gtype)


def check_lonlat_geometry(geom: BaseGeometry, feature_id: str) -> None:
    """The geometry as written must be valid in lon/lat (no self-intersections, no spikes)."""
    if geom.is_empty:
        raise BoardError(N_("empty geometry"), feature_id)
    if not geom.is_valid:
        raise BoardError(
            N_("invalid geometry: {reason}"), feature_id, reason=shapely.is_valid_reason(geom)
        )


def check_feature(raw: Any, index: int) -> tuple[str, FeatureKind, str, dict[str, Any], str]:
    """Check one raw feature; return ``(id, kind, name, properties, geometry type)``."""
    if not isinstance(raw, dict) or raw.get("type") != "Feature":
        raise BoardError(N_("feature #{index} is not a GeoJSON Feature"), index=index)
    props = raw.get("properties")
    if not isinstance(props, dict):
        raise BoardError(N_("feature #{index} has no properties object"), index=index)
    fid = props.get("id")
    if not isinstance(fid, str) or not fid.strip():
        name = props.get("name")
        raise BoardError(N_("feature #{index} ({name}) has no id"), index=index, name=repr(name))
    kind_raw = props.get("kind")
    if not isinstance(kind_raw, str) or not kind_raw:
        raise BoardError(N_("missing kind"), fid)
    try:
        kind = FeatureKind(kind_raw)
    except ValueError:
        known = ", ".join(k.value for k in FeatureKind)
        raise BoardError(
            N_("unknown kind {kind}; known kinds: {known}"), fid, kind=repr(kind_raw), known=known
        ) from None
    name = props.get("name")
    if not isinstance(name, str) or not name.strip():
        raise BoardError(N_("missing name"), fid)
    check_nation(props.get("nation"), fid)
    gtype = check_coordinates(raw.get("geometry"), fid)
    allowed = GEOMETRY_TYPES[kind]
    if gtype not in allowed:
        raise BoardError(
            N_("a {kind} must be a {allowed}, not a {got}"),
            fid,
            kind=kind.value,
            allowed=" or ".join(sorted(allowed)),
            got=gtype,
        )
    if kind in (FeatureKind.START_BASE, FeatureKind.START_PORT):
        if props.get("start_for") is None:
            raise BoardError(
                N_("a {kind} needs start_for (the nation starting there)"), fid, kind=kind.value
            )
        check_nation(props.get("start_for"), fid, "start_for")
        if not isinstance(props.get("alternate", False), bool):
            raise BoardError(N_("alternate must be true or false"), fid)
    if kind is FeatureKind.WEATHER_AREA:
        for key in ("band", "sector"):
            v = props.get(key)
            if isinstance(v, bool) or not isinstance(v, int):
                raise BoardError(N_("a weather area needs an integer {key}"), fid, key=key)
        window = props.get("window")
        if window is None:
            raise BoardError(N_("a weather area needs its window [lon, lat] (rulebook 1B)"), fid)
        _check_position(window, fid)
    if "edition" in props:
        # the edition of the rules that put a place on the board (issue 14, edition 7): an
        # earlier edition's game is played on the board without it (Board.for_edition)
        v = props["edition"]
        if kind not in PLACE_KINDS:
            raise BoardError(N_("only a base or port may name the edition that added it"), fid)
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 999:
            raise BoardError(N_("edition must be a whole number from 1 to 999"), fid)
    if kind is FeatureKind.STRATEGY_CIRCLE and gtype == "Point":
        r = props.get("radius")
        if isinstance(r, bool) or not isinstance(r, int | float) or not 0 < r < 5:
            raise BoardError(N_("a strategy circle point needs a radius in Lengths (0-5)"), fid)
    return fid, kind, name, props, gtype


def _weather_tiling(board: Board) -> None:
    areas = board.weather_areas
    if not areas:
        raise BoardError(N_("the board has no weather areas (rulebook 1B)"))
    for a in areas:
        if not a.geometry.buffer(1e-6).covers(a.window):
            raise BoardError(
                N_("window {window} lies outside its weather area"),
                a.id,
                window=str(list(a.window_lonlat)),
            )
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
                    N_("overlaps weather area {other} by {overlap:.3f} square Lengths"),
                    areas[i].id,
                    other=areas[j].id,
                    overlap=overlap,
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
            N_(
                "the weather areas leave a gap of {area:.3f} square Lengths near "
                "lon {lon:.2f}, lat {lat:.2f} (next to this area)"
            ),
            nearest.id,
            area=worst.area,
            lon=lon,
            lat=lat,
        )


def check_board(board: Board) -> None:
    """Board-level checks: places on the board, ports on water, the weather-area tiling."""
    for p in board.places:
        if not board.disc.covers(p.point):
            lon, lat = p.lonlat.x, p.lonlat.y
            raise BoardError(
                N_("lies off the board at lon {lon}, lat {lat} (the edge is 25°N, D1)"),
                p.id,
                lon=str(lon),
                lat=str(lat),
            )
    for p in board.places:
        if p.is_port and not board.water.intersects(p.ring):
            raise BoardError(
                N_("a {kind} whose 0.3 L ring touches no navigable water (D2, D4)"),
                p.id,
                kind=p.kind.value,
            )
    _weather_tiling(board)
