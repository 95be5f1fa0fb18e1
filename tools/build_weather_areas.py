#!/usr/bin/env python3
"""Generate the board's weather areas, Barrage Area and Arctic ice ring into ``board.geojson``.

Rulebook 1B ("The entire game map is divided into sectors bounded by thick gray lines that
identify Weather Areas", each with one Weather Window) and 1A ("The Pole": the Barrage Area),
section 4 (Ships Movement: the Arctic ring slows ships). The rulebook gives no geometry; the
project's decisions fix it:

- D6: latitude bands 25–40°, 40–55°, 55–68°, 68–80° and 80–90°N, split into 18, 18, 12, 8 and 4
  equal longitude sectors starting at 180°W (60 areas). Band 0 is the outermost. Each area's
  window sits at the sector's middle longitude and the band's middle latitude.
- D5: the Barrage Area is the disc within 1.2 Lengths of the Pole, the Arctic ice ring the disc
  within 2.2 Lengths (1 Length = 500 km on the board plane of D1, ``+proj=aeqd +lat_0=90``).

The areas are hand-drawn nowhere: this tool derives them from that specification, so every run
gives the same bytes. Edges along parallels are densified at every whole degree of longitude, so
adjacent areas share identical vertices and, once projected, tile the board disc without gaps or
overlaps. The polar caps (the 80–90° sectors, the Barrage Area and the ice ring) are written as
RFC 7946 lon/lat polygons whose top edge runs along latitude 90 from 180°W to 180°E.

The tool replaces the ``weather_area``, ``barrage_area`` and ``ice_ring`` features of the given
board file and keeps every other feature as authored. It writes the file in the board's canonical
form (see :func:`dumps_board`), atomically.

Usage::

    tools/build_weather_areas.py data/board.geojson [--out OTHER.geojson]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from pyproj import Transformer

from npq._files import atomic_write

__all__ = [
    "BANDS",
    "BARRAGE_RADIUS",
    "GENERATED_KINDS",
    "ICE_RING_RADIUS",
    "KIND_ORDER",
    "LENGTH_M",
    "build",
    "cap_feature",
    "dumps_board",
    "polar_latitude",
    "weather_area_features",
    "write_board",
]

#: One Length on the board plane, in metres (D1).
LENGTH_M = 500_000.0
#: The board plane of D1 (metres; divide by :data:`LENGTH_M` for Lengths).
BOARD_CRS = "+proj=aeqd +lat_0=90 +lon_0=0 +datum=WGS84 +units=m +no_defs"
#: (south latitude, north latitude, number of sectors), outermost band first (D6).
BANDS: tuple[tuple[float, float, int], ...] = (
    (25.0, 40.0, 18),
    (40.0, 55.0, 18),
    (55.0, 68.0, 12),
    (68.0, 80.0, 8),
    (80.0, 90.0, 4),
)
#: D5 radii, in Lengths from the Pole.
BARRAGE_RADIUS = 1.2
ICE_RING_RADIUS = 2.2
#: The kinds this tool owns; every other feature of the board file is kept as authored.
GENERATED_KINDS = frozenset({"weather_area", "barrage_area", "ice_ring"})
#: Canonical feature order in the file: by kind (rulebook legend order), then by id.
KIND_ORDER: tuple[str, ...] = (
    "start_base",
    "start_port",
    "base",
    "port",
    "mission_base",
    "mission_port",
    "arctic_base",
    "restricted_area",
    "obstacle",
    "sea_obstacle",
    "channel",
    "strategy_circle",
    "barrage_area",
    "ice_ring",
    "weather_area",
)
#: Coordinates are written with 5 decimals (about 1 m).
DECIMALS = 5
#: Densification step along parallels, in degrees of longitude (whole degrees only, so that
#: the vertices of different bands coincide).
PARALLEL_STEP = 1
#: Densification step of the polar caps' lat-90 edge and outline, in degrees.
CAP_STEP = 1

_FORWARD = Transformer.from_crs("EPSG:4326", BOARD_CRS, always_xy=True)


def polar_latitude(radius_lengths: float) -> float:
    """The latitude whose distance from the Pole on the board plane is ``radius_lengths``.

    The board plane is azimuthal equidistant about the Pole on the WGS84 ellipsoid, so the
    distance is the meridian arc; it is found by bisection on the projection itself, so the
    parallel lands exactly where :mod:`npq.board` projects it.
    """
    if not 0.0 < radius_lengths < 20.0:
        raise ValueError(f"polar radius {radius_lengths} L is off the hemisphere")
    target = radius_lengths * LENGTH_M
    lo, hi = 0.0, 90.0  # distance decreases as latitude grows
    for _ in range(200):
        mid = (lo + hi) / 2.0
        x, y = _FORWARD.transform(0.0, mid)
        if (x * x + y * y) ** 0.5 > target:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-12:
            break
    return (lo + hi) / 2.0


def _parallel(lat: float, lon_from: float, lon_to: float, step: int) -> list[list[float]]:
    """Points along a parallel from ``lon_from`` to ``lon_to`` (either direction), every
    ``step`` degrees at whole multiples of the step, both ends included."""
    sign = 1 if lon_to >= lon_from else -1
    n = round(abs(lon_to - lon_from) / step)
    return [[lon_from + sign * i * step, lat] for i in range(n)] + [[lon_to, lat]]


def _annular_sector(
    lon_w: float, lon_e: float, lat_s: float, lat_n: float, step: int
) -> list[list[float]]:
    """Exterior ring (counter-clockwise in lon/lat) of the area between two meridians and two
    parallels: east along the southern parallel, north, west along the northern one, south."""
    ring = _parallel(lat_s, lon_w, lon_e, step)
    ring += _parallel(lat_n, lon_e, lon_w, step)
    ring.append(list(ring[0]))
    return ring


def _fmt_lon(lon: float) -> str:
    if lon in (-180.0, 180.0):
        return "180°"
    return f"{abs(lon):g}°{'E' if lon > 0 else 'W' if lon < 0 else ''}"


def weather_area_features() -> list[dict[str, Any]]:
    """The 60 weather areas of D6, ids ``wa_b{band}_s{sector:02d}``, band 0 outermost."""
    features: list[dict[str, Any]] = []
    for band, (lat_s, lat_n, sectors) in enumerate(BANDS):
        width = 360 // sectors
        for sector in range(sectors):
            lon_w = -180.0 + sector * width
            lon_e = lon_w + width
            window = [lon_w + width / 2.0, (lat_s + lat_n) / 2.0]
            features.append(
                {
                    "type": "Feature",
                    "properties": {
                        "id": f"wa_b{band}_s{sector:02d}",
                        "kind": "weather_area",
                        "name": (
                            f"Weather area {lat_s:g}–{lat_n:g}°N, "
                            f"{_fmt_lon(lon_w)}–{_fmt_lon(lon_e)}"
                        ),
                        "band": band,
                        "sector": sector,
                        "window": window,
                    },
                    "geometry": {
                        "type": "Polygon",
                        "coordinates": [_annular_sector(lon_w, lon_e, lat_s, lat_n, PARALLEL_STEP)],
                    },
                }
            )
    return features


def cap_feature(
    feature_id: str, kind: str, name: str, radius_lengths: float, description: str
) -> dict[str, Any]:
    """A polar cap (every point within ``radius_lengths`` of the Pole) as a lon/lat polygon
    from the computed parallel up to latitude 90, across all longitudes."""
    lat = polar_latitude(radius_lengths)
    return {
        "type": "Feature",
        "properties": {
            "id": feature_id,
            "kind": kind,
            "name": name,
            "radius": radius_lengths,
            "description": description,
        },
        "geometry": {
            "type": "Polygon",
            "coordinates": [_annular_sector(-180.0, 180.0, lat, 90.0, CAP_STEP)],
        },
    }


def generated_features() -> list[dict[str, Any]]:
    """Everything this tool owns: the Barrage Area, the ice ring and the 60 weather areas."""
    return [
        cap_feature(
            "barrage_area",
            "barrage_area",
            "Barrage Area",
            BARRAGE_RADIUS,
            "The clear area around the Pole (within 1.2 L). Airships may enter only once the "
            "Barrage Limit is unlocked (3 missions; advanced: and 300 Bonds). Ships pass freely.",
        ),
        cap_feature(
            "ice_ring",
            "ice_ring",
            "Arctic ice ring",
            ICE_RING_RADIUS,
            "The polar ice (within 2.2 L of the Pole): ships move only 1 L a turn inside it.",
        ),
        *weather_area_features(),
    ]


def _round(value: Any) -> Any:
    """Round every float of a (nested) coordinate structure to :data:`DECIMALS`; no ``-0.0``."""
    if isinstance(value, list | tuple):
        return [_round(v) for v in value]
    if isinstance(value, float | int) and not isinstance(value, bool):
        rounded = round(float(value), DECIMALS)
        return 0.0 if rounded == 0.0 else rounded
    return value


def _canonical_feature(feature: dict[str, Any]) -> dict[str, Any]:
    props = dict(feature.get("properties") or {})
    if "window" in props:
        props["window"] = _round(props["window"])
    geometry = dict(feature["geometry"])
    geometry["coordinates"] = _round(geometry["coordinates"])
    return {
        "type": "Feature",
        "properties": {k: props[k] for k in sorted(props)},
        "geometry": {k: geometry[k] for k in ("type", "coordinates")},
    }


def _sort_key(feature: dict[str, Any]) -> tuple[int, str]:
    props = feature["properties"]
    kind = props.get("kind", "")
    order = KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
    return (order, str(props.get("id", "")))


def dumps_board(features: Iterable[dict[str, Any]]) -> str:
    """The canonical text of a board file: an RFC 7946 FeatureCollection, one feature per line,
    features ordered by kind then id, properties sorted, coordinates rounded to 5 decimals,
    UTF-8 (real names such as "Königsberg" stay readable). Diffs stay one line per feature."""
    canon = sorted((_canonical_feature(f) for f in features), key=_sort_key)
    ids = [f["properties"].get("id") for f in canon]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ValueError(f"duplicate feature ids: {', '.join(map(str, duplicates))}")
    lines = [
        json.dumps(f, ensure_ascii=False, separators=(", ", ": "), allow_nan=False) for f in canon
    ]
    body = ",\n".join(lines)
    return '{\n"type": "FeatureCollection",\n"features": [\n' + body + "\n]\n}\n"


def write_board(features: Iterable[dict[str, Any]], path: Path) -> None:
    """Write :func:`dumps_board` to ``path`` atomically (temp file + ``os.replace``)."""
    atomic_write(path, dumps_board(features), newline="\n")


def build(board: dict[str, Any]) -> list[dict[str, Any]]:
    """The board's features with the generated kinds replaced by freshly generated ones."""
    if board.get("type") != "FeatureCollection":
        raise ValueError("the board file is not a GeoJSON FeatureCollection")
    kept = [
        f
        for f in board.get("features", [])
        if (f.get("properties") or {}).get("kind") not in GENERATED_KINDS
    ]
    return kept + generated_features()


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: regenerate the weather areas of a board file in place (or to ``--out``)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("board", type=Path, help="board.geojson to update")
    parser.add_argument("--out", type=Path, default=None, help="write here instead of in place")
    args = parser.parse_args(argv)
    source: Path = args.board
    board = json.loads(source.read_text(encoding="utf-8")) if source.exists() else None
    if board is None:
        board = {"type": "FeatureCollection", "features": []}
    features = build(board)
    out: Path = args.out or source
    write_board(features, out)
    n = sum(1 for f in features if f["properties"]["kind"] == "weather_area")
    print(f"{out}: {len(features)} features, {n} weather areas", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
