#!/usr/bin/env python3
"""Draw the long river channels of ``board.geojson`` as smooth corridors a ship can sail.

Rulebook 4, "Ships Movement": ships move in straight lines, "if necessary, in tight areas,
segmentation of movement is allowed" (the edition allows three segments a turn), ships "may not
pass over land", but "may pass over the area where any water channel is visible, even a very
narrow one", for "a standard maximum of 3 lengths per turn". A river drawn as a thin ribbon that
follows every meander would let a ship make well under one Length a turn on it, however the
player segments the move: the board's river channels are therefore drawn as a player sees a
river on the printed map -- a corridor along its course made of a few long straight reaches.

Each river here is a centreline of real points of its course (WGS84 ``[lon, lat]``: towns on the
bank, confluences, the head and mouth of its estuary), chosen so that every reach stays within a
few tens of kilometres of the real river, and a half-width. The corridor is the centreline
buffered on the board plane (D1, 1 Length = 500 km) with round joins, less any geographical
obstacle or political area it would touch (channels never run through those, 1g/1h), written
back as a lon/lat polygon.

The tool replaces the geometry of the channels listed in :data:`RIVERS` and keeps every other
feature (and those channels' properties) as authored; it writes the board in its canonical form
(:func:`build_weather_areas.dumps_board`), atomically. Every run gives the same bytes.

Usage::

    tools/build_channels.py data/board.geojson [--out OTHER.geojson]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import shapely
from pyproj import Transformer
from shapely.geometry import LineString, Polygon, mapping
from shapely.geometry.base import BaseGeometry
from shapely.geometry.polygon import orient

__all__ = ["RIVERS", "River", "build", "corridor", "main"]

#: D1: the board plane, in metres; divided by this it is in Lengths.
LENGTH_M = 500_000.0
BOARD_CRS = "+proj=aeqd +lat_0=90 +lon_0=0 +datum=WGS84 +units=m"
#: Corridor outlines are simplified to this tolerance on the board plane (Lengths, ~1.5 km).
SIMPLIFY = 0.003
#: Corridor outlines get a vertex at least every this many Lengths (straight on the board).
DENSIFY = 0.1
#: Obstacles and political areas are kept this far (Lengths) from a corridor.
ZONE_MARGIN = 0.01


@dataclass(frozen=True, slots=True)
class River:
    """A river channel: its centreline (``[lon, lat]`` from the inland port to the sea) and
    its half-width in Lengths."""

    centreline: tuple[tuple[float, float], ...]
    half_width: float


RIVERS: dict[str, River] = {
    # Tomsk on the Tom (D2), down the Tom to the Ob, past Narym and Aleksandrovskoye, then
    # Nizhnevartovsk and Surgut to the Irtysh mouth at Samarovo, north past Berezovo to Obdorsk,
    # across the head of the Gulf of Ob and down the gulf to the Kara Sea: six reaches of
    # 0.6-1.4 L in a corridor 120 km wide. The river towns (Kolpashevo, Narym, Nizhnevartovsk,
    # Surgut, Samarovo, Berezovo, Obdorsk) lie inside it, at least 18 km from its edge, and
    # Novy Port on the gulf's shore 4 km inside.
    "ob_tom_route": River(
        (
            (84.97, 56.49),  # Tomsk
            (78.2, 60.35),  # the Ob above Aleksandrovskoye
            (69.5, 61.15),  # the Ob at the Irtysh mouth (Samarovo)
            (65.7, 63.3),  # the Ob between Peregrebnoye and Berezovo
            (66.549, 66.485),  # Obdorsk
            (71.5, 67.2),  # the head of the Gulf of Ob
            (73.903, 73.308),  # the mouth of the gulf, Kara Sea
        ),
        0.12,
    ),
    # Montreal past Trois-Rivieres and Quebec to the estuary below Tadoussac.
    "st_lawrence": River(
        (
            (-73.57, 45.5),  # Montreal
            (-72.55, 46.34),  # Trois-Rivieres
            (-71.21, 46.81),  # Quebec
            (-70.509, 47.096),  # Ile d'Orleans, the head of the estuary
            (-68.049, 48.983),  # the estuary off Rimouski
        ),
        0.07,
    ),
}


def _generator() -> ModuleType:
    """``tools/build_weather_areas.py``, for the board's canonical writer."""
    spec = importlib.util.spec_from_file_location(
        "build_weather_areas", Path(__file__).resolve().parent / "build_weather_areas.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_FWD = Transformer.from_crs("EPSG:4326", BOARD_CRS, always_xy=True)
_INV = Transformer.from_crs(BOARD_CRS, "EPSG:4326", always_xy=True)


def _to_board(geom: BaseGeometry) -> BaseGeometry:
    def fwd(coords: Any) -> Any:
        x, y = _FWD.transform(coords[:, 0], coords[:, 1])
        return _stack(x, y) / LENGTH_M

    return shapely.transform(geom, fwd)


def _to_lonlat(geom: BaseGeometry) -> BaseGeometry:
    def inv(coords: Any) -> Any:
        lon, lat = _INV.transform(coords[:, 0] * LENGTH_M, coords[:, 1] * LENGTH_M)
        return _stack(lon, lat)

    return shapely.transform(geom, inv)


def _stack(a: Any, b: Any) -> Any:
    return np.column_stack([np.asarray(a, dtype=float), np.asarray(b, dtype=float)])


def _zones(features: Sequence[dict[str, Any]]) -> BaseGeometry:
    """Geographical obstacles and political areas on the board plane (1g, 1h)."""
    shapes = [
        _to_board(shapely.segmentize(shapely.geometry.shape(f["geometry"]), 0.5))
        for f in features
        if (f.get("properties") or {}).get("kind") in ("obstacle", "restricted_area")
    ]
    return shapely.union_all(shapes) if shapes else Polygon()


def corridor(river: River, zones: BaseGeometry) -> Polygon:
    """The river's corridor on the board plane: the centreline buffered, zones cut away."""
    # Reaches straight on the board (not along lon/lat): a ship's legs are board segments.
    line = _to_board(LineString(river.centreline))
    body = line.buffer(river.half_width, quad_segs=8)
    near = zones.buffer(ZONE_MARGIN) if not zones.is_empty else zones
    if not near.is_empty and body.intersects(near):
        body = body.difference(near)
    parts = [g for g in shapely.get_parts(body) if isinstance(g, Polygon)]
    main = max(parts, key=lambda g: g.area)  # what a zone cuts off is no longer the river
    outline = Polygon(main.exterior).simplify(SIMPLIFY)
    # Dense vertices keep the banks straight once the loader projects the lon/lat edges.
    return shapely.segmentize(outline, DENSIFY)


def build(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """The board's features with each river channel of :data:`RIVERS` redrawn."""
    features: list[dict[str, Any]] = list(doc.get("features", []))
    zones = _zones(features)
    found = set()
    out = []
    for f in features:
        props = f.get("properties") or {}
        river = RIVERS.get(props.get("id", "")) if props.get("kind") == "channel" else None
        if river is not None:
            found.add(props["id"])
            geom = orient(_to_lonlat(corridor(river, zones)), sign=1.0)  # RFC 7946: ccw
            f = {**f, "geometry": mapping(geom)}
            f["geometry"] = json.loads(json.dumps(f["geometry"]))  # tuples to lists
        out.append(f)
    missing = sorted(set(RIVERS) - found)
    if missing:
        raise ValueError(f"the board has no channel {', '.join(missing)}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: redraw the river channels of a board file in place (or to ``--out``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("board", type=Path)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    doc = json.loads(args.board.read_text(encoding="utf-8"))
    _generator().write_board(build(doc), args.out or args.board)
    return 0


if __name__ == "__main__":
    sys.exit(main())
