#!/usr/bin/env python3
"""Derive the board's 1924 territories from the 1920 world borders (issue #2; D1, rulebook 1A).

    python tools/build_territories.py --source ../shared/data/world_1920.geojson \\
        --out data/territories.geojson

Input: aourednik/historical-basemaps ``geojson/world_1920.geojson`` (GPL-3.0; see
../shared/data/SOURCE.md). Output: RFC 7946 GeoJSON, one feature per country as the board
shows it, with properties ``name`` and ``nation`` (a game nation id or ``"neutral"``).

Steps, in order:

1. Make every source geometry valid (some are not), keep its polygons north of 24°N.
2. Assign each polygon to a 1924 country and nation (:func:`assign`): the sovereign of 1924,
   not 1920 (East Prussia is Germany; the Soviet republics are the USSR; British dominions,
   colonies, protectorates and mandates are the British Empire; French ones France, Spanish
   Morocco and Cape Juby excepted; the Dodecanese Italy; the Italian and French zones of
   Anatolia and the Kars region Turkey; Vyborg, north Ladoga and Petsamo Finland; Tannu Tuva,
   Franz Josef Land and Svalbard neutral; unnamed islands by position).
3. Project onto the board plane (D1, Lengths), clean the polygons into an exact coverage
   (no overlaps, identical shared borders), simplify the coverage by ``--tolerance`` km
   (borders stay shared, so no slivers of sea open between neighbours), clip at the 25°N
   board edge, drop slivers, split at the antimeridian, back to lon/lat, round.
4. Write sorted features as deterministic JSON: same input, byte-identical output.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from numpy.typing import NDArray
from pyproj import Transformer
from shapely.geometry import Polygon, box, shape
from shapely.geometry.base import BaseGeometry

from npq._files import atomic_write

BOARD_CRS = "+proj=aeqd +lat_0=90 +lon_0=0 +datum=WGS84 +units=m +no_defs"
LENGTH_M = 500_000.0
EDGE_LAT = 25.0
NEUTRAL = "neutral"
SOURCE_NOTE = (
    "Derived from aourednik/historical-basemaps geojson/world_1920.geojson "
    "(commit 137f2c6acf71a0e50c6b799d0d5bc9d985adfa90), GPL-3.0; mapped to 1924 by "
    "tools/build_territories.py"
)

#: Gaps between neighbours narrower than this (Lengths: 25 km) become land; wider enclosed
#: water (the Caspian, the Great Lakes) stays.
GAP_WIDTH = 0.05
#: Lakes inside one country smaller than this (square Lengths: 2000 km²) become land: no
#: ship reaches them and they would only speckle the map.
MIN_LAKE = 0.008

UK = frozenset({"United Kingdom of Great Britain and Ireland", "United Kingdom"})

#: Source NAMEs whose 1924 sovereign is a game nation although SUBJECTO says otherwise.
NATION_BY_NAME: dict[str, str] = {
    # Germany: East Prussia is German (Königsberg is the German starting port).
    "Germany": "germany",
    "East Prussia": "germany",
    # USSR: the union of December 1922 took in the separate republics of 1920.
    "USSR": "ussr",
    "Ukraine": "ussr",
    "White Russia": "ussr",
    "Far Eastern SSR": "ussr",
    "South Russia": "ussr",
    "Armenia": "ussr",
    "Azerbaijan": "ussr",
    "Georgia": "ussr",
    # British Empire: dominions, colonies, protectorates and mandates.
    "Canada": "british_empire",
    "Dominion of Newfoundland": "british_empire",
    "British Raj": "british_empire",
    "Egypt": "british_empire",
    "Hong Kong": "british_empire",
    "Australia": "british_empire",
    "New Zealand": "british_empire",
    "Union of South Africa": "british_empire",
    "Belize": "british_empire",
    "Guyana": "british_empire",
    "Jamaica": "british_empire",
    "Trinidad": "british_empire",
    "Ceylon": "british_empire",
    "Sierra Leone": "british_empire",
    "Ghana": "british_empire",
    "Nigeria": "british_empire",
    "Kenya": "british_empire",
    "Uganda": "british_empire",
    "Sudan": "british_empire",
    "Malaysia": "british_empire",
    "Brunei": "british_empire",
    "Gambia, The": "british_empire",
    "Tanzania, United Republic of": "british_empire",
    "Zambia": "british_empire",
    "Zimbabwe": "british_empire",
    "Malawi": "british_empire",
    "Botswana": "british_empire",
    "Swaziland": "british_empire",
    "Lesotho": "british_empire",
    "Antigua and Barbuda": "british_empire",
    "Barbados": "british_empire",
    "Dominica": "british_empire",
    "Grenada": "british_empire",
    "Montserrat": "british_empire",
    "Anguilla": "british_empire",
    "Saint Kitts and Nevis": "british_empire",
    "Saint Lucia": "british_empire",
    "Saint Vincent and the Grenadines": "british_empire",
    "Fiji": "british_empire",
    "Papua New Guinea": "british_empire",
    "Samoa": "british_empire",
    "Tonga": "british_empire",
    "Niue": "british_empire",
    # Italy: kingdom and colonies.
    "Italy": "italy",
    "Libya (IT)": "italy",
    "Eritrea": "italy",
    "Italian Somaliland": "italy",
    # Japan: home islands, Korea, Taiwan, Karafuto.
    "Empire of Japan": "japan",
    # USA, with Alaska and the overseas territories.
    "United States": "usa",
    "Puerto Rico": "usa",
    "Philippines": "usa",
    "United States Virgin Islands": "usa",
    "American Samoa": "usa",
    # France: metropole, North African departments and protectorates, colonies, mandates.
    "France": "france",
    "Algeria": "france",
    "Tunisia": "france",
    "Morocco": "france",
    "Syria (France)": "france",
    "Madagascar (France)": "france",
    "French Indo-China": "france",
    "Annam": "france",
    "Cochin China": "france",
    "French Guiana": "france",
    "Martinique": "france",
    "Guadeloupe": "france",
    "Wallis and Futuna Islands": "france",
    "Saint Martin": "france",
    "Saint Barthelemy": "france",
}

#: SUBJECTO values that make a feature a game nation's (checked after NATION_BY_NAME).
NATION_BY_SUBJECTO: dict[str, str] = {
    **dict.fromkeys(UK, "british_empire"),
    "USSR": "ussr",
    "Italy": "italy",
    "France": "france",
    "United States": "usa",
    "Empire of Japan": "japan",
    "Germany": "germany",
}


@dataclass(frozen=True)
class Region:
    """A lon/lat area whose polygons change hands (or get a name) in 1924."""

    name: str
    nation: str
    area: Polygon

    def holds(self, geom: BaseGeometry) -> bool:
        return bool(self.area.contains(geom.representative_point()))


def _box(w: float, s: float, e: float, n: float) -> Polygon:
    return box(w, s, e, n)


#: The Dodecanese, Italian 1912-1947 (Rhodes is an alternate starting base): the islands
#: between Patmos and Kastellorizo, leaving out the Anatolian mainland coast.
DODECANESE = Region(
    "Dodecanese (Italy)",
    "italy",
    Polygon(
        [
            (26.1, 37.45),
            (26.75, 37.45),
            (27.05, 37.1),
            (27.2, 36.95),
            (27.35, 36.62),
            (28.0, 36.55),
            (28.3, 36.2),
            (29.7, 36.25),
            (29.7, 35.9),
            (28.3, 35.6),
            (27.3, 35.3),
            (26.7, 35.3),
            (26.1, 36.3),
            (26.1, 37.45),
        ]
    ),
)
FRANZ_JOSEF_LAND = Region("Franz Josef Land", NEUTRAL, _box(40.0, 79.5, 70.0, 82.5))

#: Countries of the polygons the source leaves without NAME, by position (Hebrides, Orkney,
#: Shetland, Faroes, Arctic islands, ...); they merge into the named country. First match
#: wins, so the Faroes precede the British Isles box they overlap.
UNNAMED_REGIONS: tuple[Region, ...] = (
    Region("Denmark", NEUTRAL, _box(-8.0, 61.35, -6.0, 62.6)),
    Region(
        "United Kingdom of Great Britain and Ireland",
        "british_empire",
        _box(-11.0, 49.0, 2.0, 61.5),
    ),
    Region("Sweden", NEUTRAL, _box(17.5, 56.5, 20.0, 58.5)),
    # Cres and Lošinj were Italian under the Treaty of Rapallo (1920); Krk and Rab Yugoslav.
    Region("Italy", "italy", _box(14.2, 44.4, 14.55, 45.25)),
    Region("Yugoslavia", NEUTRAL, _box(14.55, 44.4, 15.0, 45.3)),
    Region("Svalbard", NEUTRAL, _box(5.0, 74.0, 35.0, 81.0)),
    FRANZ_JOSEF_LAND,
    Region("USSR", "ussr", _box(48.0, 68.0, 70.0, 77.5)),
    Region("USSR", "ussr", _box(70.0, 72.0, 110.0, 82.5)),
    Region("USSR", "ussr", _box(110.0, 70.0, 180.0, 80.0)),
    Region("USSR", "ussr", _box(-180.0, 68.0, -170.0, 72.0)),
    Region("Canada", "british_empire", _box(-125.0, 60.0, -60.0, 84.0)),
    Region("Dodecanese (Italy)", "italy", DODECANESE.area),
    # Anatolia, Thrace and Arabia, left unnamed in 1920: Turkey and Arabia in 1924.
    Region("Turkey", NEUTRAL, _box(25.5, 35.5, 45.0, 42.5)),
    Region("Nejd", NEUTRAL, _box(34.0, 24.0, 56.0, 33.0)),
)

#: Anatolian land the 1920 data gives to Italy (Antalya zone) or France (Cilicia): Turkish
#: again by 1924 (Ankara 1921, Lausanne 1923).
ANATOLIA = Region("Turkey", NEUTRAL, _box(26.0, 36.0, 45.0, 42.5))
#: South of this line French Syria keeps its 1924 border with Turkey (Ankara Agreement, 1921:
#: Payas to Nusaybin along the Baghdad railway, then the Tigris).
SYRIA_1924 = Polygon(
    [
        (34.0, 30.0),
        (34.0, 36.75),
        (36.15, 36.75),
        (36.6, 36.85),
        (38.0, 36.85),
        (41.2, 37.08),
        (42.4, 37.3),
        (46.0, 37.3),
        (46.0, 30.0),
        (34.0, 30.0),
    ]
)


#: Land the 1920 data gives to Armenia and Georgia but the Treaty of Kars (1921) left to
#: Turkey: Kars, Ardahan, Artvin, Iğdır and the Wilsonian Armenia of Erzurum and Van.
KARS_TURKEY = Polygon(
    [
        (37.5, 36.5),
        (37.5, 41.8),
        (41.55, 41.8),
        (41.6, 41.5),
        (42.5, 41.45),
        (42.85, 41.55),
        (43.47, 41.12),
        (43.75, 40.72),
        (43.6, 40.1),
        (44.3, 40.0),
        (44.8, 39.7),
        (44.7, 37.0),
        (37.5, 36.5),
    ]
)
#: Morocco's Spanish zones (protectorate of 1912, Tangier, Cape Juby): the 1920 data folds
#: them into Morocco, which is French.
SPANISH_MOROCCO = (
    Region(
        "Spanish Morocco",
        NEUTRAL,
        Polygon(
            [
                (-6.4, 34.85),
                (-6.4, 36.1),
                (-1.9, 36.1),
                (-1.9, 35.1),
                (-2.5, 35.0),
                (-3.5, 34.8),
                (-5.0, 34.9),
                (-6.4, 34.85),
            ]
        ),
    ),
    Region("Cape Juby (Spain)", NEUTRAL, _box(-13.5, 27.5, -8.65, 28.75)),
)
#: Finnish by the Treaty of Tartu (1920) but Soviet in the 1920 data: the Karelian Isthmus up
#: to the Sestra (Vyborg), the north shore of Lake Ladoga, and the Petsamo corridor to the
#: Arctic Ocean. Approximate at board scale (within ~30 km).
FINLAND_TARTU = shapely.union_all(
    [
        Polygon(
            [
                (27.8, 60.45),
                (28.6, 60.1),
                (29.95, 60.1),
                (30.3, 60.4),
                (30.6, 60.6),
                (31.3, 60.9),
                (32.0, 61.3),
                (31.9, 61.7),
                (31.5, 62.1),
                (30.6, 62.1),
                (29.5, 61.5),
                (28.4, 60.9),
                (27.8, 60.45),
            ]
        ),
        Polygon(
            [
                (28.6, 68.9),
                (29.4, 69.3),
                (30.8, 69.78),
                (31.5, 69.95),
                (32.15, 69.95),
                (32.15, 69.7),
                (31.4, 69.4),
                (31.0, 69.0),
                (30.0, 68.55),
                (28.6, 68.9),
            ]
        ),
    ]
)
#: The Tuvan People's Republic (1921-1944): a Soviet client but not part of the USSR in 1924.
TANNU_TUVA = Region(
    "Tannu Tuva",
    NEUTRAL,
    Polygon(
        [
            (88.8, 50.3),
            (89.5, 51.8),
            (91.0, 52.7),
            (93.5, 53.6),
            (96.5, 53.7),
            (98.5, 53.0),
            (99.5, 52.7),
            (100.1, 52.0),
            (98.9, 51.5),
            (98.2, 50.4),
            (97.3, 49.8),
            (95.5, 49.9),
            (93.5, 50.6),
            (91.3, 50.5),
            (90.0, 50.0),
            (88.8, 50.3),
        ]
    ),
)
#: Source names replaced by the 1924 name (features with the same result are merged).
NAME_1924: dict[str, str] = {"Ottoman Sultanate": "Turkey"}


@dataclass
class Piece:
    """Output in the making: one country (name, nation) and its lon/lat polygons."""

    name: str
    nation: str
    parts: list[BaseGeometry]


def _polygons(geom: BaseGeometry) -> list[BaseGeometry]:
    return [p for p in shapely.get_parts(geom) if p.geom_type == "Polygon" and not p.is_empty]


def nation_of(name: str | None, subjecto: str | None) -> str:
    """The 1924 game nation of a named source feature (``"neutral"`` if none)."""
    if name in NATION_BY_NAME:
        return NATION_BY_NAME[name]
    if subjecto in NATION_BY_SUBJECTO:
        return NATION_BY_SUBJECTO[subjecto]
    return NEUTRAL


def assign(name: str | None, subjecto: str | None, geom: BaseGeometry) -> list[Piece]:
    """Split one source feature's polygons into 1924 countries."""
    out: list[Piece] = []

    def add(n: str, nation: str, g: BaseGeometry) -> None:
        polys = _polygons(g)
        if polys:
            out.append(Piece(n, nation, polys))

    polys = _polygons(geom)
    if name is None:
        for p in polys:
            region = next((r for r in UNNAMED_REGIONS if r.holds(p)), None)
            if region is None:
                c = p.representative_point()
                raise SystemExit(f"unnamed land at lon {c.x:.2f}, lat {c.y:.2f}: add a region")
            add(region.name, region.nation, p)
        return out
    nation = nation_of(name, subjecto)
    if name == "USSR":
        add("Finland", NEUTRAL, shapely.intersection(geom, FINLAND_TARTU))
        add(TANNU_TUVA.name, NEUTRAL, shapely.intersection(geom, TANNU_TUVA.area))
        geom = shapely.difference(geom, shapely.union(FINLAND_TARTU, TANNU_TUVA.area))
        polys = _polygons(geom)
        for p in polys:
            if FRANZ_JOSEF_LAND.holds(p):  # terra nullius until the Soviet decree of 1926
                add(FRANZ_JOSEF_LAND.name, NEUTRAL, p)
            else:
                add(name, nation, p)
        return out
    if name == "Italy" and subjecto == "Italy":
        for p in polys:
            if DODECANESE.holds(p):
                add(DODECANESE.name, "italy", p)
            elif ANATOLIA.holds(p):
                add(ANATOLIA.name, NEUTRAL, p)
            else:
                add(name, nation, p)
        return out
    if name == "Greece":
        add(DODECANESE.name, "italy", shapely.intersection(geom, DODECANESE.area))
        add(name, nation, shapely.difference(geom, DODECANESE.area))
        return out
    if name in ("Armenia", "Georgia"):
        add("Turkey", NEUTRAL, shapely.intersection(geom, KARS_TURKEY))
        add(name, nation, shapely.difference(geom, KARS_TURKEY))
        return out
    if name == "Morocco":
        rest = geom
        for region in SPANISH_MOROCCO:
            add(region.name, region.nation, shapely.intersection(rest, region.area))
            rest = shapely.difference(rest, region.area)
        add(name, nation, rest)
        return out
    if name == "Syria (France)":
        add(name, nation, shapely.intersection(geom, SYRIA_1924))
        add(ANATOLIA.name, NEUTRAL, shapely.difference(geom, SYRIA_1924))
        return out
    add(NAME_1924.get(name, name), nation, geom)
    return out


class Plane:
    """D1 projection in Lengths, vectorised (the same CRS as :mod:`npq.board`)."""

    def __init__(self) -> None:
        self.fwd = Transformer.from_crs("EPSG:4326", BOARD_CRS, always_xy=True)
        self.inv = Transformer.from_crs(BOARD_CRS, "EPSG:4326", always_xy=True)

    def _to_board(self, c: NDArray[np.float64]) -> NDArray[np.float64]:
        x, y = self.fwd.transform(c[:, 0], c[:, 1])
        return np.column_stack((x, y)) / LENGTH_M

    def _to_lonlat(self, c: NDArray[np.float64]) -> NDArray[np.float64]:
        lon, lat = self.inv.transform(c[:, 0] * LENGTH_M, c[:, 1] * LENGTH_M)
        return np.column_stack((lon, lat))

    def to_board(self, g: BaseGeometry) -> BaseGeometry:
        return shapely.transform(g, self._to_board)

    def to_lonlat(self, g: BaseGeometry) -> BaseGeometry:
        return shapely.transform(g, self._to_lonlat)

    def radius(self, lat: float) -> float:
        x, y = self.fwd.transform(0.0, lat)
        return math.hypot(x, y) / LENGTH_M


def _drop_slivers(geom: BaseGeometry, min_area: float, min_hole: float) -> BaseGeometry:
    """Drop polygon parts smaller than ``min_area`` and holes (lakes) below ``min_hole``."""
    kept = []
    for p in _polygons(geom):
        if p.area < min_area:
            continue
        holes = [h for h in p.interiors if Polygon(h).area >= min_hole]
        kept.append(Polygon(p.exterior, holes))
    return shapely.union_all(kept) if kept else Polygon()


def _split_antimeridian(geom: BaseGeometry, radius: float) -> list[BaseGeometry]:
    """Board-plane polygons split along the 180° meridian (the ray x = 0, y > 0).

    A polygon straddling that ray would unproject into a ring jumping from 180 to -180.
    """
    ray = shapely.LineString([(0.0, 0.0), (0.0, radius * 2)])
    out: list[BaseGeometry] = []
    for p in _polygons(geom):
        if not p.intersects(ray) or p.touches(ray):
            out.append(p)
            continue
        east = box(0.0, 0.0, radius * 2, radius * 2)
        west = box(-radius * 2, 0.0, 0.0, radius * 2)
        south = box(-radius * 2, -radius * 2, radius * 2, 0.0)
        for half in (shapely.union(east, south), west):
            out.extend(_polygons(shapely.intersection(p, half)))
    return out


def _fix_lon(coords: NDArray[np.float64], east: bool) -> NDArray[np.float64]:
    """Put seam vertices on the right side of the antimeridian (+180 east, -180 west)."""
    lon = coords[:, 0]
    seam = np.isclose(np.abs(lon), 180.0, atol=1e-7)
    coords = coords.copy()
    coords[seam, 0] = 180.0 if east else -180.0
    return coords


def _round_lonlat(p: BaseGeometry, plane: Plane, digits: int) -> BaseGeometry:
    """Unproject one board polygon, fix its antimeridian seam, round, keep it valid."""
    lonlat = plane.to_lonlat(p)
    centre = p.representative_point()
    east = centre.x >= 0  # east of the 0/180 meridian line on the board
    lonlat = shapely.transform(lonlat, lambda c: _fix_lon(c, east))
    grid = 10.0**-digits
    return shapely.set_precision(lonlat, grid)


def build(source: Path, tolerance_km: float, digits: int) -> dict[str, Any]:
    """The territories FeatureCollection (a plain dict ready for :func:`dump`)."""
    doc = json.loads(source.read_text(encoding="utf-8"))
    plane = Plane()
    north = box(-180.0, EDGE_LAT - 1.0, 180.0, 90.0)
    pieces: dict[tuple[str, str], list[BaseGeometry]] = {}
    for f in doc["features"]:
        props = f.get("properties") or {}
        geom = shapely.make_valid(shape(f["geometry"]))
        geom = shapely.intersection(geom, north)
        if geom.is_empty:
            continue
        for piece in assign(props.get("NAME"), props.get("SUBJECTO"), geom):
            pieces.setdefault((piece.name, piece.nation), []).extend(piece.parts)

    keys = sorted(pieces)
    # Project and merge each country's parts (they may touch along the antimeridian).
    projected = [
        shapely.union_all([shapely.make_valid(plane.to_board(p)) for p in pieces[k]]) for k in keys
    ]
    projected = [shapely.union_all(_polygons(g)) for g in projected]
    cleaned = shapely.coverage_clean(projected, gap_width=GAP_WIDTH)
    tolerance = tolerance_km * 1000.0 / LENGTH_M
    simplified = shapely.coverage_simplify(cleaned, tolerance)
    radius = plane.radius(EDGE_LAT)
    disc = shapely.Point(0.0, 0.0).buffer(radius, quad_segs=360)
    min_area = (3 * tolerance) ** 2

    features: list[dict[str, Any]] = []
    for (name, nation), geom in zip(keys, simplified, strict=True):
        geom = shapely.make_valid(geom)
        geom = _drop_slivers(shapely.intersection(geom, disc), min_area, MIN_LAKE)
        if geom.is_empty:
            continue
        parts = [_round_lonlat(p, plane, digits) for p in _split_antimeridian(geom, radius)]
        polys = [p for g in parts for p in _polygons(g)]
        if not polys:
            continue
        polys.sort(key=lambda p: (-round(p.area, 6), p.bounds))
        merged = shapely.MultiPolygon(polys) if len(polys) > 1 else polys[0]
        if not merged.is_valid:  # rounding made neighbours touch: merge them
            merged = shapely.union_all(polys)
        features.append(
            {
                "type": "Feature",
                "properties": {"name": name, "nation": nation},
                "geometry": _geojson(merged, digits),
            }
        )
    nation_order = {n: i for i, n in enumerate(sorted({k[1] for k in keys}))}
    features.sort(key=lambda f: (nation_order[f["properties"]["nation"]], f["properties"]["name"]))
    return {
        "type": "FeatureCollection",
        "source": SOURCE_NOTE,
        "license": "GPL-3.0-or-later",
        "features": features,
    }


def _ring(coords: Iterable[Sequence[float]], digits: int) -> list[list[float]]:
    return [[round(float(x), digits), round(float(y), digits)] for x, y, *_ in coords]


def _polygon_coords(p: Polygon, digits: int) -> list[list[list[float]]]:
    ext = shapely.orient_polygons(p)  # RFC 7946: exterior counter-clockwise, holes clockwise
    return [_ring(ext.exterior.coords, digits)] + [_ring(r.coords, digits) for r in ext.interiors]


def _geojson(geom: BaseGeometry, digits: int) -> dict[str, Any]:
    if geom.geom_type == "Polygon":
        return {"type": "Polygon", "coordinates": _polygon_coords(geom, digits)}
    return {
        "type": "MultiPolygon",
        "coordinates": [_polygon_coords(p, digits) for p in _polygons(geom)],
    }


def dump(collection: dict[str, Any], out: Path) -> None:
    """Write deterministically (one feature per line) and atomically."""
    head = {k: v for k, v in collection.items() if k != "features"}
    lines = [
        json.dumps(f, ensure_ascii=False, separators=(",", ":")) for f in collection["features"]
    ]
    text = json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-1]
    text += ',"features":[\n' + ",\n".join(lines) + "\n]}\n"
    atomic_write(out, text, newline="\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, required=True, help="world_1920.geojson")
    parser.add_argument("--out", type=Path, required=True, help="territories.geojson to write")
    parser.add_argument(
        "--tolerance", type=float, default=3.0, help="simplification tolerance in km (3)"
    )
    parser.add_argument("--digits", type=int, default=4, help="decimals kept in lon/lat (4)")
    args = parser.parse_args(argv)
    if not args.source.is_file():
        print(f"error: no source file {args.source}", file=sys.stderr)
        return 2
    collection = build(args.source, args.tolerance, args.digits)
    dump(collection, args.out)
    n = len(collection["features"])
    print(f"wrote {args.out}: {n} territories, {args.out.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
