"""The derived 1924 territories (data/territories.geojson, tools/build_territories.py).

The 1920 source draws coasts to within about 10 km, so coastal cities are probed a little
inland.

Rulebook 1A (Flags and Background Colors: the territories of each nation as of 1924); D1 (the
board edge at 25°N); ../shared/data/SOURCE.md (the quirks of the 1920 data fixed for 1924).
"""

from __future__ import annotations

import json
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
import shapely
from shapely.geometry import Point, shape
from shapely.geometry.base import BaseGeometry

from npq.board import NATIONS, projection

ROOT = Path(__file__).resolve().parent.parent
TERRITORIES = ROOT / "data" / "territories.geojson"
SOURCE = ROOT.parent / "shared" / "data" / "world_1920.geojson"
TOOL = ROOT / "tools" / "build_territories.py"


@cache
def features() -> tuple[tuple[str, str, BaseGeometry], ...]:
    doc = json.loads(TERRITORIES.read_text(encoding="utf-8"))
    return tuple(
        (f["properties"]["name"], f["properties"]["nation"], shape(f["geometry"]))
        for f in doc["features"]
    )


def owner(lon: float, lat: float) -> tuple[str, str] | None:
    p = Point(lon, lat)
    hits = [(name, nation) for name, nation, g in features() if g.covers(p)]
    assert len(hits) <= 1, hits
    return hits[0] if hits else None


@pytest.mark.parametrize(
    ("place", "lon", "lat", "nation"),
    [
        ("Berlin", 13.40, 52.52, "germany"),
        ("Königsberg (East Prussia)", 20.51, 54.71, "germany"),
        ("Paris", 2.35, 48.86, "france"),
        ("Algiers (inland)", 3.00, 36.50, "france"),
        ("Casablanca", -7.50, 33.50, "france"),
        ("Damascus", 36.29, 33.51, "france"),
        ("Rome", 12.50, 41.90, "italy"),
        ("Tripoli (inland)", 13.19, 32.60, "italy"),
        ("Rhodes (Dodecanese)", 28.00, 36.20, "italy"),
        ("Tokyo", 139.69, 35.69, "japan"),
        ("Seoul", 126.98, 37.57, "japan"),
        ("Moscow", 37.62, 55.76, "ussr"),
        ("Kiev (Ukraine)", 30.52, 50.45, "ussr"),
        ("Minsk (White Russia)", 27.56, 53.90, "ussr"),
        ("Tbilisi (Georgia)", 44.79, 41.72, "ussr"),
        ("Yerevan (Armenia)", 44.51, 40.18, "ussr"),
        ("Baku (Azerbaijan)", 49.87, 40.41, "ussr"),
        ("Chita (Far Eastern SSR)", 113.50, 52.03, "ussr"),
        ("Tomsk", 84.97, 56.50, "ussr"),
        ("Novaya Zemlya", 56.00, 74.50, "ussr"),
        ("London", -0.13, 51.51, "british_empire"),
        ("Lerwick (Shetland)", -1.20, 60.20, "british_empire"),
        ("Montreal", -73.57, 45.50, "british_empire"),
        ("Ellesmere Island", -80.00, 80.00, "british_empire"),
        ("St. John's (Newfoundland)", -52.80, 47.50, "british_empire"),
        ("Delhi (British Raj)", 77.21, 28.61, "british_empire"),
        ("Cairo (Egypt)", 31.24, 30.04, "british_empire"),
        ("Baghdad (mandate)", 44.37, 33.31, "british_empire"),
        ("Washington", -77.04, 38.90, "usa"),
        ("Fairbanks (Alaska)", -147.72, 64.84, "usa"),
        ("Point Barrow (Alaska)", -156.60, 71.20, "usa"),
        ("Longyearbyen (Svalbard)", 15.60, 78.20, "neutral"),
        ("Franz Josef Land", 57.00, 80.80, "neutral"),
        ("Greenland", -40.00, 72.00, "neutral"),
        ("Iceland", -20.50, 64.20, "neutral"),
        ("Stockholm (inland)", 17.90, 59.40, "neutral"),
        ("Vyborg (Finnish since Tartu, 1920)", 28.90, 60.75, "neutral"),
        ("Petsamo (Finnish since Tartu, 1920)", 31.10, 69.50, "neutral"),
        ("Leningrad", 30.30, 59.93, "ussr"),
        ("Kyzyl (Tannu Tuva)", 94.40, 51.70, "neutral"),
        ("Krasnoyarsk", 92.90, 56.00, "ussr"),
        ("Ankara", 32.85, 39.93, "neutral"),
        ("Antalya (no longer an Italian zone)", 30.70, 36.90, "neutral"),
        ("Kars (Turkish since 1921)", 43.10, 40.60, "neutral"),
        ("Tetouan (Spanish Morocco)", -5.37, 35.57, "neutral"),
        ("Madrid", -3.70, 40.42, "neutral"),
        ("Warsaw", 21.01, 52.23, "neutral"),
        ("Mukden (Manchuria)", 123.43, 41.80, "neutral"),
    ],
)
def test_1924_owner(place: str, lon: float, lat: float, nation: str) -> None:
    found = owner(lon, lat)
    assert found is not None, f"{place} is not on land"
    assert found[1] == nation, f"{place}: {found}"


@pytest.mark.parametrize(
    ("lon", "lat"),
    [(-30.0, 45.0), (0.0, 88.0), (18.0, 34.0), (-88.0, 48.0), (50.5, 42.5)],
)
def test_sea_and_lakes_are_not_land(lon: float, lat: float) -> None:
    # Atlantic, Pole, Mediterranean, Lake Superior, Caspian.
    assert owner(lon, lat) is None


def test_nations_and_names() -> None:
    nations = {nation for _, nation, _ in features()}
    assert nations == {*NATIONS, "neutral"}
    keys = [(name, nation) for name, nation, _ in features()]
    assert len(set(keys)) == len(keys)
    names = [name for name, _, _ in features()]
    assert len(set(names)) == len(names)


def test_rfc7946_and_board_edge() -> None:
    for name, _, g in features():
        assert g.is_valid, name
        assert g.geom_type in ("Polygon", "MultiPolygon"), name
        w, s, e, n = g.bounds
        assert -180 <= w <= e <= 180, name
        assert 24.99 <= s <= n <= 90, name  # clipped at the 25°N board edge (D1)


def test_coordinates_rounded_and_file_small() -> None:
    assert TERRITORIES.stat().st_size < 3_000_000
    coords = shapely.get_coordinates([g for _, _, g in features()])
    assert len(coords) > 10_000  # coastlines kept, not reduced to triangles
    assert (abs(coords * 1e4 - (coords * 1e4).round()) < 1e-6).all()


def test_territories_do_not_overlap_on_the_board() -> None:
    proj = projection()
    geoms = [shapely.make_valid(proj.geometry_to_board(g)) for _, _, g in features()]
    total = sum(g.area for g in geoms)
    assert shapely.union_all(geoms).area == pytest.approx(total, rel=1e-6)


def _build(out: Path) -> bytes:
    subprocess.run(
        [sys.executable, str(TOOL), "--source", str(SOURCE), "--out", str(out)],
        check=True,
        capture_output=True,
        text=True,
    )
    return out.read_bytes()


@pytest.mark.skipif(
    not SOURCE.is_file(),
    reason=f"build input {SOURCE} is missing (../shared/data beside the checkout)",
)
def test_build_is_deterministic(tmp_path: Path) -> None:
    first = _build(tmp_path / "a.geojson")
    second = _build(tmp_path / "b.geojson")
    assert first == second
    doc = json.loads(first)
    assert "historical-basemaps" in doc["source"]
    assert len(doc["features"]) == len(features())


def test_tool_reports_a_missing_source(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(TOOL),
            "--source",
            str(tmp_path / "missing.geojson"),
            "--out",
            str(tmp_path / "out.geojson"),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2
    assert "no source file" in result.stderr
    assert not (tmp_path / "out.geojson").exists()
