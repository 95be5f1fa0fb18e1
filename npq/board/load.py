"""Load, project, index and validate the board (``board.geojson`` + ``territories.geojson``).

The files are RFC 7946 GeoJSON in WGS84 lon/lat; the loader projects them once onto the board
plane (D1, one reused pyproj transformer), repairs what projection degenerates (polar caps whose
edge runs along lat 90 collapse onto the Pole), derives land, water and the territories of each
nation, builds the STRtrees and runs :func:`npq.board.validate.check_board`. The default board
is cached in-process, so every caller shares one :class:`~npq.board.model.Board`, and its
derived geometry is cached on disk (:mod:`npq.board.cache`), so the next process skips the
projection, the unions and the validation.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np
import shapely
from shapely.geometry import Point, shape
from shapely.geometry.base import BaseGeometry

from npq.board.cache import Derived, cache_dir, cache_key, read_cache, write_cache
from npq.board.model import (
    NATIONS,
    PLACE_KINDS,
    RING_RADIUS,
    Board,
    Feature,
    FeatureKind,
    Place,
    Territory,
    WeatherArea,
)
from npq.board.projection import BOARD_EDGE_LAT, Projection, projection
from npq.board.validate import (
    check_board,
    check_coordinates,
    check_feature,
    check_lonlat_geometry,
    check_nation,
)
from npq.errors import BoardError
from npq.i18n import N_
from npq.paths import data_path
from npq.safeio import read_regular

__all__ = ["CHANNEL_HALF_WIDTH", "build_board", "clear_cache", "load_board", "read_geojson"]

#: A channel drawn as a line (a river, a canal) is this many Lengths wide on each side.
CHANNEL_HALF_WIDTH = 0.05
#: Polygon edges of board features are densified to this many degrees before projecting, so
#: parallels stay arcs on the board instead of chords.
DENSIFY_DEG = 0.5
#: Grid (in Lengths) board-feature polygons are snapped to after projection.
SNAP_GRID = 1e-9
#: Territory vertices this far (Lengths: 50 m) outside the board disc are left unclipped.
EDGE_SLACK = 1e-4
#: Vertices of the board disc (the 25°N parallel); tools/build_territories.py clips with the same.
DISC_VERTICES = 1440

_default: Board | None = None
_lock = threading.Lock()


#: The largest board or territories file read (the packaged ones are a few MB).
MAX_FILE_BYTES = 256 * 1024 * 1024


def _read_bytes(path: Path) -> bytes:
    """A regular file's bytes (a device or FIFO is refused without blocking; npq.safeio)."""

    def fail(message: str, **params: Any) -> BoardError:
        # read_regular names the file by its name; a board error by its path
        params["name"] = str(path)
        return BoardError(message, **params)

    return read_regular(path, MAX_FILE_BYTES, fail)


def _parse(path: Path, data: bytes) -> list[Any]:
    try:
        doc = json.loads(data)
    except UnicodeDecodeError as exc:
        raise BoardError(N_("{path}: {reason}"), path=path, reason=exc) from exc
    except json.JSONDecodeError as exc:
        raise BoardError(
            N_("{path}: not valid JSON, truncated or corrupt: {reason}"), path=path, reason=exc
        ) from exc
    except RecursionError as exc:
        raise BoardError(N_("{path}: nested too deeply to be a board file"), path=path) from exc
    if not isinstance(doc, dict) or doc.get("type") != "FeatureCollection":
        raise BoardError(N_("{path}: not a GeoJSON FeatureCollection"), path=path)
    features = doc.get("features")
    if not isinstance(features, list):
        raise BoardError(N_("{path}: the FeatureCollection has no features list"), path=path)
    return features


def read_geojson(path: Path) -> list[Any]:
    """The feature list of a GeoJSON FeatureCollection, or a BoardError naming the file."""
    return _parse(path, _read_bytes(path))


def _polygonal(geom: BaseGeometry) -> BaseGeometry:
    """Only the polygonal parts of ``geom`` (repairs leave lines where edges collapsed)."""
    if geom.geom_type in ("Polygon", "MultiPolygon"):
        return geom
    parts = [g for g in shapely.get_parts(geom) if g.geom_type in ("Polygon", "MultiPolygon")]
    return shapely.union_all(parts) if parts else shapely.Polygon()


def _project_area(geom: BaseGeometry, proj: Projection, densify: bool) -> BaseGeometry:
    """Project a lon/lat polygon onto the board and make it a valid polygon there.

    Polar caps written RFC 7946-style run along lat 90; projected, that edge collapses onto
    the Pole and the cap closes into a disc with a slit. ``make_valid(structure)`` and
    :func:`_without_slits` turn such rings back into proper discs and sectors.
    """
    if densify:
        geom = shapely.segmentize(geom, DENSIFY_DEG)
    board = proj.geometry_to_board(geom)
    if not board.is_valid:
        board = shapely.make_valid(board, method="structure", keep_collapsed=False)
    board = _polygonal(board)
    w, _, e, _ = geom.bounds
    if densify and w <= -180.0 and e >= 180.0:  # a cap around the Pole: it may have a slit
        board = _without_slits(board)
    return board


def _without_slits(geom: BaseGeometry) -> BaseGeometry:
    """Snap to a 1e-9 L grid (half a millimetre), collapsing zero-width slits.

    A cap from lon -180 to 180 projects to a disc whose ring runs out and back along the
    antimeridian: valid for GEOS, but the slit leaves interior points on the boundary.
    Precision reduction nodes the rings robustly and drops the collapsed slit.
    """
    return _polygonal(shapely.set_precision(geom, SNAP_GRID))


def _props(props: dict[str, Any]) -> MappingProxyType[str, Any]:
    return MappingProxyType(dict(props))


def _build_feature(
    raw: dict[str, Any],
    index: int,
    proj: Projection,
    cached: tuple[BaseGeometry, BaseGeometry, BaseGeometry] | None = None,
) -> Feature:
    """One typed feature; ``cached`` is what a validated earlier load derived from it: its
    board geometry, its lon/lat geometry and its extra (:attr:`Derived.extras`), each of the
    type the feature's kind has (:func:`_cache_fits`)."""
    fid, kind, name, props, gtype = check_feature(raw, index)
    if cached is None:
        lonlat = shape(raw["geometry"])
        check_lonlat_geometry(lonlat, fid)
    else:
        lonlat = cached[1]
    nation = check_nation(props.get("nation"), fid)
    if kind in PLACE_KINDS:
        assert isinstance(lonlat, Point)
        if cached is None:
            point = Point(proj.to_board(lonlat.x, lonlat.y))
            ring = point.buffer(RING_RADIUS, quad_segs=16)
        else:
            point, ring = cached[0], cached[2]
            assert isinstance(point, Point)
        shapely.prepare(ring)
        start_for = check_nation(props.get("start_for"), fid, "start_for")
        return Place(
            id=fid,
            kind=kind,
            name=name,
            nation=nation,
            geometry=point,
            lonlat=lonlat,
            properties=_props(props),
            point=point,
            ring=ring,
            start_for=start_for,
            alternate=bool(props.get("alternate", False)),
        )
    if cached is not None:
        geometry: BaseGeometry = cached[0]
    elif gtype == "Point":  # a strategy circle given as centre + radius
        assert isinstance(lonlat, Point)
        centre = Point(proj.to_board(lonlat.x, lonlat.y))
        geometry = centre.buffer(float(props["radius"]), quad_segs=16)
    elif gtype in ("LineString", "MultiLineString"):  # a channel along a river or canal
        line = proj.geometry_to_board(shapely.segmentize(lonlat, DENSIFY_DEG))
        geometry = line.buffer(CHANNEL_HALF_WIDTH, quad_segs=4)
    else:
        geometry = _project_area(lonlat, proj, densify=True)
    if cached is None and geometry.is_empty:
        raise BoardError(N_("the geometry vanishes on the board plane (degenerate polygon)"), fid)
    if cached is None and not geometry.is_valid:
        raise BoardError(
            N_("invalid geometry on the board plane: {reason}"),
            fid,
            reason=shapely.is_valid_reason(geometry),
        )
    shapely.prepare(geometry)
    if kind is FeatureKind.WEATHER_AREA:
        wlon, wlat = (float(v) for v in props["window"][:2])
        window = Point(proj.to_board(wlon, wlat)) if cached is None else cached[2]
        assert isinstance(window, Point)
        return WeatherArea(
            id=fid,
            kind=kind,
            name=name,
            nation=nation,
            geometry=geometry,
            lonlat=lonlat,
            properties=_props(props),
            band=int(props["band"]),
            sector=int(props["sector"]),
            window=window,
            window_lonlat=(wlon, wlat),
            window_angle=wlon % 360.0,
        )
    return Feature(
        id=fid,
        kind=kind,
        name=name,
        nation=nation,
        geometry=geometry,
        lonlat=lonlat,
        properties=_props(props),
    )


def _build_territory(raw: Any, index: int, proj: Projection) -> Territory:
    props = raw.get("properties") if isinstance(raw, dict) else None
    if not isinstance(props, dict):
        raise BoardError(N_("territory #{index} has no properties object"), index=index)
    name = props.get("name")
    if not isinstance(name, str) or not name.strip():
        raise BoardError(N_("territory #{index} has no name"), index=index)
    nation = check_nation(props.get("nation"), name)
    gtype = check_coordinates(raw.get("geometry"), name)
    if gtype not in ("Polygon", "MultiPolygon"):
        raise BoardError(
            N_("a territory must be a Polygon or MultiPolygon, not a {kind}"), name, kind=gtype
        )
    lonlat = shape(raw["geometry"])
    check_lonlat_geometry(lonlat, name)
    geometry = _project_area(lonlat, proj, densify=False)
    if geometry.is_empty:
        raise BoardError(N_("the territory vanishes on the board plane"), name)
    shapely.prepare(geometry)
    return Territory(name=name, nation=nation, geometry=geometry, lonlat=lonlat)


def _disc(proj: Projection) -> tuple[BaseGeometry, float]:
    return _disc_of(proj.radius_at(BOARD_EDGE_LAT))


def _disc_of(radius: float) -> tuple[BaseGeometry, float]:
    disc = Point(0.0, 0.0).buffer(radius, quad_segs=DISC_VERTICES // 4)
    return disc, radius


def _derive(
    features: list[Feature], territory_features: tuple[Territory, ...], disc: BaseGeometry
) -> tuple[dict[str, BaseGeometry], BaseGeometry, BaseGeometry]:
    """Territories per nation, land and water (disc minus land, plus channels)."""
    by_nation: dict[str, list[BaseGeometry]] = {n: [] for n in (*NATIONS, "neutral")}
    for t in territory_features:
        by_nation[t.nation or "neutral"].append(t.geometry)
    # tools/build_territories.py writes an exact coverage (shared borders identical, no
    # overlaps): its unions are then far cheaper. Any other file takes the general path.
    all_geoms = [t.geometry for t in territory_features]
    union = (
        shapely.coverage_union_all if shapely.coverage_is_valid(all_geoms) else shapely.union_all
    )
    territories = {
        nation: _on_disc(union(geoms), disc) if geoms else shapely.Polygon()
        for nation, geoms in by_nation.items()
    }
    land = _on_disc(union(all_geoms), disc) if all_geoms else shapely.Polygon()
    channels = [f.geometry for f in features if f.kind is FeatureKind.CHANNEL]
    water = shapely.difference(disc, land)
    if channels:
        water = shapely.union(water, shapely.intersection(shapely.union_all(channels), disc))
    return territories, land, _polygonal(water)


def _on_disc(geom: BaseGeometry, disc: BaseGeometry) -> BaseGeometry:
    """``geom`` clipped to the board disc, skipping the clip when it already lies inside.

    The territories tool clips at the 25°N circle itself; rounding leaves vertices a few
    metres either side of it, which :data:`EDGE_SLACK` accepts without a costly clip.
    """
    coords = shapely.get_coordinates(geom)
    x0, _, x1, _ = disc.bounds
    radius = (x1 - x0) / 2
    if len(coords) and float(np.hypot(coords[:, 0], coords[:, 1]).max()) <= radius + EDGE_SLACK:
        return _polygonal(geom)
    return _polygonal(shapely.intersection(geom, disc))


def _assemble(
    path: Path,
    features: list[Feature],
    territory_features: tuple[Territory, ...],
    territories: dict[str, BaseGeometry],
    land: BaseGeometry,
    water: BaseGeometry,
    disc: BaseGeometry,
    radius: float,
    cache_slot: tuple[Path, str] | None = None,
) -> Board:
    for g in (*territories.values(), land, water, disc):
        shapely.prepare(g)
    return Board(
        features=tuple(features),
        territory_features=territory_features,
        territories=MappingProxyType(territories),
        disc=disc,
        radius=radius,
        land=land,
        water=water,
        projection=projection(),
        source=str(path),
        cache_slot=cache_slot,
    )


def _extra(f: Feature) -> BaseGeometry:
    """What :attr:`Derived.extras` keeps of a feature."""
    if isinstance(f, Place):
        return f.ring
    if isinstance(f, WeatherArea):
        return f.window
    return shapely.GeometryCollection()


def _cache_fits(raw_features: list[Any], derived: Derived) -> bool:
    """Whether each feature's cached geometries have the types its kind and file give it (a
    cache file that does not is ignored and rebuilt)."""
    for raw, geom, lonlat, extra in zip(
        raw_features, derived.features, derived.lonlat, derived.extras, strict=True
    ):
        try:
            kind = FeatureKind(raw["properties"]["kind"])
            gtype = raw["geometry"]["type"]
        except (TypeError, KeyError, ValueError):
            return True  # the file itself is wrong: its own checks say how
        if lonlat.geom_type != gtype:
            return False
        if kind in PLACE_KINDS:
            if geom.geom_type != "Point" or extra.geom_type != "Polygon":
                return False
        elif kind is FeatureKind.WEATHER_AREA and (extra.geom_type != "Point" or extra.is_empty):
            return False
    return True


def _features(raw_features: list[Any], cached: Derived | None) -> list[Feature]:
    proj = projection()
    features: list[Feature] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(raw_features):
        got = None
        if cached is not None:
            got = (cached.features[i], cached.lonlat[i], cached.extras[i])
        f = _build_feature(raw, i, proj, got)
        if f.id in seen:
            raise BoardError(
                N_("duplicate id (features #{first} and #{second})"),
                f.id,
                first=seen[f.id],
                second=i,
            )
        seen[f.id] = i
        features.append(f)
    _check_starts(features)
    return features


def _from_cache(
    path: Path, raw_features: list[Any], derived: Derived, slot: tuple[Path, str]
) -> Board | None:
    if len(derived.features) != len(raw_features) or not _cache_fits(raw_features, derived):
        return None
    features = _features(raw_features, derived)
    territory_features = tuple(
        Territory(name=n, nation=nat, geometry=g, lonlat=ll)
        for n, nat, g, ll in zip(
            derived.territory_names,
            derived.territory_nations,
            derived.territories,
            derived.territories_lonlat,
            strict=True,
        )
    )
    for t in territory_features:
        shapely.prepare(t.geometry)
    disc, radius = _disc_of(derived.radius)
    return _assemble(
        path,
        features,
        territory_features,
        dict(derived.nations),
        derived.land,
        derived.water,
        disc,
        radius,
        slot,
    )


def build_board(path: Path, territories_path: Path, *, cache: Path | None = None) -> Board:
    """Load, project, index and validate a board from two files.

    With ``cache`` (a directory; see :mod:`npq.board.cache`), a board validated before from
    the same bytes is rebuilt from its stored geometry instead, and a fresh one is stored.
    """
    board_bytes = _read_bytes(path)
    territories_bytes = _read_bytes(territories_path)
    raw_features = _parse(path, board_bytes)
    key = cache_key(board_bytes, territories_bytes) if cache is not None else ""
    if cache is not None:
        derived = read_cache(cache, key)
        if derived is not None:
            board = _from_cache(path, raw_features, derived, (cache, key))
            if board is not None:
                return board

    proj = projection()
    features = _features(raw_features, None)
    raw_territories = _parse(territories_path, territories_bytes)
    territory_features = tuple(
        _build_territory(raw, i, proj) for i, raw in enumerate(raw_territories)
    )
    disc, radius = _disc(proj)
    territories, land, water = _derive(features, territory_features, disc)
    board = _assemble(
        path,
        features,
        territory_features,
        territories,
        land,
        water,
        disc,
        radius,
        None if cache is None else (cache, key),
    )
    check_board(board)
    if cache is not None:
        write_cache(
            cache,
            key,
            Derived(
                features=[f.geometry for f in features],
                territory_names=[t.name for t in territory_features],
                territory_nations=[t.nation for t in territory_features],
                territories=[t.geometry for t in territory_features],
                territories_lonlat=[t.lonlat for t in territory_features],
                nations=territories,
                land=land,
                water=water,
                lonlat=[f.lonlat for f in features],
                extras=[_extra(f) for f in features],
                radius=radius,
            ),
        )
    return board


def _check_starts(features: list[Feature]) -> None:
    """Each nation has at most one starting base and port of each flavour (rulebook 1a, 1d)."""
    seen: dict[tuple[FeatureKind, str | None, bool], str] = {}
    for f in features:
        if isinstance(f, Place) and f.is_start:
            key = (f.kind, f.start_for, f.alternate)
            if key in seen:
                said = (
                    N_("a second alternate {kind} for {nation} (first: {first})")
                    if f.alternate
                    else N_("a second {kind} for {nation} (first: {first})")
                )
                raise BoardError(
                    said, f.id, kind=f.kind.value, nation=str(f.start_for), first=seen[key]
                )
            seen[key] = f.id


def load_board(path: str | Path | None = None, territories_path: str | Path | None = None) -> Board:
    """The board, validated; the packaged board (cached in-process) when no path is given.

    ``path`` is a ``board.geojson`` and ``territories_path`` a ``territories.geojson``; either
    defaults to the packaged file (:func:`npq.paths.data_path`). Raises
    :class:`~npq.errors.BoardError` naming the feature and the problem when a file is broken.
    """
    if path is None and territories_path is None:
        global _default
        with _lock:
            if _default is None:
                _default = build_board(
                    data_path("board.geojson"),
                    data_path("territories.geojson"),
                    cache=cache_dir(),
                )
            return _default
    return build_board(
        Path(path) if path is not None else data_path("board.geojson"),
        Path(territories_path)
        if territories_path is not None
        else data_path("territories.geojson"),
    )


def clear_cache() -> None:
    """Forget the cached default board (tests, or after the data files changed)."""
    global _default
    with _lock:
        _default = None
