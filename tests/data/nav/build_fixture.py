#!/usr/bin/env python3
"""Build the navigation test board (``board.geojson`` + ``territories.geojson`` beside this file).

The features are laid out in board-plane Lengths (D1: Pole at the origin, 0° meridian down),
where the navigation tests reason, and written as RFC 7946 lon/lat like the real board. The
weather areas, Barrage Area and ice ring come from ``tools/build_weather_areas.py`` so the
fixture tiles the disc exactly as the packaged board does. Run from the repository root::

    .venv/bin/python tests/data/nav/build_fixture.py

Layout (x, y in Lengths):

- land "Westland" (germany): x in [-0.9, 0.9], y in [-11, -10]; a channel (a strait) runs
  through it along y = -10.6; ports ``west_port`` (-1.3, -10.6) and ``east_port`` (1.3, -10.6)
  on either side; ``ice_port`` (0, -2.9) just outside the ice ring for the ice-budget tests.
- places: ``home`` start base (-0.5, -8), ``east`` mission base (3, -8), ``north`` base
  (-0.5, -5), ``graze`` base (-6, -3), ``far`` mission base (-0.5, -12.5), ``polar`` arctic
  base (0, -3.5).
- zones: obstacle ``ridge`` x in [1, 1.2], y in [-8.5, -7.5]; sea obstacle ``reef`` x in
  [2, 2.2], y in [-8.5, -7.5]; restricted area ``zone_r`` x in [-1.5, 0.5], y in [-6, -5.6].
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import shapely
from shapely.geometry import LineString, Polygon, box, mapping

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from npq.board import projection  # noqa: E402

_spec = importlib.util.spec_from_file_location("bwa", ROOT / "tools" / "build_weather_areas.py")
assert _spec is not None and _spec.loader is not None
bwa = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bwa)

PROJ = projection()


def lonlat(geom: shapely.Geometry) -> dict[str, object]:
    """Board-plane geometry -> GeoJSON lon/lat mapping (densified first, so edges stay put)."""
    dense = shapely.segmentize(geom, 0.05)
    return dict(mapping(PROJ.geometry_to_lonlat(dense)))


def point(x: float, y: float) -> dict[str, object]:
    lon, lat = PROJ.to_lonlat(x, y)
    return {"type": "Point", "coordinates": [round(lon, 9), round(lat, 9)]}


def feature(props: dict[str, object], geometry: dict[str, object]) -> dict[str, object]:
    return {"type": "Feature", "properties": props, "geometry": geometry}


def places() -> list[dict[str, object]]:
    spec = [
        ("home", "start_base", "Home", "germany", (-0.5, -8.0), {"start_for": "germany"}),
        ("east", "mission_base", "East Field", None, (3.0, -8.0), {}),
        ("north", "base", "North Field", None, (-0.5, -5.0), {}),
        ("graze", "base", "Graze Field", None, (-6.0, -3.0), {}),
        ("far", "mission_base", "Far Field", "germany", (-0.5, -12.5), {}),
        ("polar", "arctic_base", "Polar Station", None, (0.0, -3.5), {}),
        ("west_port", "start_port", "West Port", None, (-1.3, -10.6), {"start_for": "germany"}),
        ("east_port", "mission_port", "East Port", None, (1.3, -10.6), {}),
        ("ice_port", "port", "Ice Port", None, (0.0, -2.9), {}),
    ]
    out = []
    for fid, kind, name, nation, (x, y), extra in spec:
        props: dict[str, object] = {"id": fid, "kind": kind, "name": name, **extra}
        if nation:
            props["nation"] = nation
        out.append(feature(props, point(x, y)))
    return out


def zones() -> list[dict[str, object]]:
    return [
        feature(
            {"id": "ridge", "kind": "obstacle", "name": "Ridge"}, lonlat(box(1.0, -8.5, 1.2, -7.5))
        ),
        feature(
            {"id": "reef", "kind": "sea_obstacle", "name": "Reef"},
            lonlat(box(2.0, -8.5, 2.2, -7.5)),
        ),
        feature(
            {"id": "zone_r", "kind": "restricted_area", "name": "Zone R", "nation": "germany"},
            lonlat(box(-1.5, -6.0, 0.5, -5.6)),
        ),
        feature(
            {"id": "strait", "kind": "channel", "name": "Strait"},
            lonlat(LineString([(-1.2, -10.6), (1.2, -10.6)])),
        ),
    ]


def territories() -> list[dict[str, object]]:
    land: Polygon = box(-0.9, -11.0, 0.9, -10.0)
    return [feature({"name": "Westland", "nation": "germany"}, lonlat(land))]


def main() -> None:
    board = [*places(), *zones(), *bwa.generated_features()]
    bwa.write_board(board, HERE / "board.geojson")
    (HERE / "territories.geojson").write_text(
        json.dumps({"type": "FeatureCollection", "features": territories()}) + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
