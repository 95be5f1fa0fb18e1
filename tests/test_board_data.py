"""The packaged board holds to the 1924 map (data/board.geojson against data/territories.geojson).

Rulebook 1A (Bases and Ports legend 1a-1k; ownership by the territory a base lies in;
Restricted Areas and Obstacles 1g/1h/1i; The Pole), 1B (weather areas and windows), section 4
(Ships Movement: ships never cross land but may use any visible water channel), section 8
(starting bases and ports, the 5-6 player alternates), section 10 (Arctic Bases Organization:
the ship carries the Mooring Mast to an Arctic base). DESIGN.md D1-D6, D11.
"""

from __future__ import annotations

import importlib.util
import math
import re
import shutil
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
import shapely
from shapely.geometry import LinearRing, shape

from npq.board import (
    BARRAGE_RADIUS,
    ICE_RING_RADIUS,
    NATIONS,
    Board,
    FeatureKind,
    Place,
    WeatherArea,
    load_board,
)
from npq.paths import data_path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"


def _tool(name: str) -> ModuleType:
    """Import a script from tools/ as a module (tools/ is not a package)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


@pytest.fixture(scope="module")
def weather_tool() -> ModuleType:
    return _tool("build_weather_areas")


@pytest.fixture(scope="module")
def check_tool() -> ModuleType:
    return _tool("check_board")


def _places(board: Board) -> list[Place]:
    return list(board.places)


# --- ownership (rulebook 1A, Bases and Ports) -----------------------------------------------


@pytest.mark.parametrize(
    ("name", "nation"),
    [
        ("Königsberg", "germany"),
        ("Berlin", "germany"),
        ("Rhodes", "italy"),
        ("Tomsk", "ussr"),
        ("Montreal", "british_empire"),
        ("Goose Bay", "british_empire"),
        ("Point Barrow", "usa"),
        ("Kings Bay", None),
        ("Vadsø", None),
        ("Tikhaya Bay (Franz Josef Land)", None),
        ("Etah", None),
        ("Dikson", "ussr"),
        ("Herschel Island", "british_empire"),
        ("Cuers-Pierrefeu", "france"),
        ("Kushiro", "japan"),
    ],
)
def test_named_places_belong_to_the_right_nation(
    board: Board, name: str, nation: str | None
) -> None:
    place = board.find_place(name)
    assert place.nation == nation
    assert board.nation_at(place.point) == nation


def test_every_owned_place_lies_in_its_nations_territory(board: Board) -> None:
    wrong = [
        (p.id, p.nation, board.nation_at(p.point))
        for p in _places(board)
        if p.nation is not None and not board.territories[p.nation].covers(p.point)
    ]
    assert wrong == []


def test_every_neutral_place_is_on_neutral_land_or_at_the_coast(board: Board) -> None:
    """A neutral base on land lies on neutral land; one at sea must be a port (ships reach it:
    Jan Mayen is too small for the map's coastline)."""
    wrong = []
    for p in _places(board):
        if p.nation is not None:
            continue
        if board.nation_at(p.point) is not None:
            wrong.append((p.id, board.nation_at(p.point)))
        elif not board.is_land(p.point) and not p.is_port:
            wrong.append((p.id, "an airship base at sea"))
    assert wrong == []


def test_check_tool_finds_no_content_problem(board: Board, check_tool: ModuleType) -> None:
    assert [str(f) for f in check_tool.check(board)] == []


# --- starting positions (rulebook section 8, D2, D3) ----------------------------------------


@pytest.mark.parametrize(
    ("nation", "base", "port"),
    [
        ("germany", "berlin", "konigsberg"),
        ("british_empire", "pulham", "dundee"),
        ("italy", "milano", "cagliari"),
        ("japan", "kasumigaura", "kushiro"),
        ("ussr", "perm", "tomsk"),
        ("usa", "san_diego", "san_francisco"),
        ("france", "cuers_pierrefeu", "toulon"),
    ],
)
def test_starting_bases_and_ports_follow_the_rulebook_table(
    board: Board, nation: str, base: str, port: str
) -> None:
    assert board.start_base(nation).id == base
    assert board.start_port(nation).id == port
    assert board.start_base(nation).nation == nation
    assert board.start_port(nation).nation == nation


def test_five_six_player_alternates(board: Board) -> None:
    assert board.start_base("british_empire", alternate=True).id == "montreal"
    assert board.start_port("british_empire", alternate=True).id == "goose_bay"
    assert board.start_base("italy", alternate=True).id == "rhodes"
    alternates = sorted(p.id for p in _places(board) if p.is_start and p.alternate)
    assert alternates == ["goose_bay", "montreal", "rhodes"]


def test_every_feature_name_is_unique_and_findable(board: Board) -> None:
    names = [f.name for f in board.features]
    assert len(names) == len(set(names))
    for p in _places(board):
        assert board.find_place(p.name) is p
    assert board.find_place("Konigsberg").id == "konigsberg"  # folded accents
    assert board.find_place("Vadso").id == "vadso"


def test_places_sit_at_their_real_coordinates(board: Board) -> None:
    """Spot checks (D2): within a few kilometres of the real town."""
    real = {
        "berlin": (13.40, 52.52),
        "konigsberg": (20.51, 54.71),
        "tomsk": (84.97, 56.49),
        "kings_bay": (11.93, 78.93),
        "point_barrow": (-156.79, 71.29),
        "montreal": (-73.57, 45.50),
    }
    for pid, (lon, lat) in real.items():
        p = board.place(pid)
        assert board.distance(p.point, board.to_board(lon, lat)) < 0.05, pid


def test_places_do_not_crowd_each_other(board: Board) -> None:
    """No place lies inside another's 0.3 L ring (D4), so an arrival is never ambiguous, except
    where the rulebook and D3 put a starting base next to its port or a capital."""
    allowed = {
        frozenset({"cuers_pierrefeu", "toulon"}),  # D3: French base and port
        frozenset({"kasumigaura", "tokyo"}),  # section 8: the Japanese base by the capital
        frozenset({"pulham", "london"}),  # section 8: the British base by the capital
        # edition 7: Virgohamna on Danskoya, 0.18 L from Kings Bay on the same coast of
        # Spitsbergen; a move ends at the base it names, else the nearest (D4)
        frozenset({"kings_bay", "virgohamna"}),
    }
    places = _places(board)
    crowded = [
        (p.id, q.id)
        for i, p in enumerate(places)
        for q in places[i + 1 :]
        if p.ring.contains(q.point) and frozenset({p.id, q.id}) not in allowed
    ]
    assert crowded == []


# --- ships reach an Arctic base (rulebook 4 Ships Movement, 10 Arctic Bases Organization) ---


def test_every_starting_port_reaches_an_arctic_base_by_water(
    board: Board, check_tool: ModuleType
) -> None:
    ports = board.of_kind(FeatureKind.START_PORT)
    assert len(ports) == 8  # seven nations + Goose Bay
    for port in ports:
        assert isinstance(port, Place)
        assert check_tool.arctic_reach(board, port), port.id


def test_every_arctic_base_is_reachable_by_some_ship(board: Board, check_tool: ModuleType) -> None:
    """Section 10: an Arctic base only counts once a ship brings the Mooring Mast to it."""
    reached: set[str] = set()
    for port in board.of_kind(FeatureKind.START_PORT):
        assert isinstance(port, Place)
        reached.update(a.id for a in check_tool.arctic_reach(board, port))
    assert reached == {p.id for p in _places(board) if p.is_arctic}


@pytest.mark.parametrize(
    ("port", "arctic"),
    [
        ("tomsk", "dikson"),  # down the Tom and the Ob into the Kara Sea
        ("konigsberg", "kings_bay"),  # the Baltic, the Danish straits, the Norwegian Sea
        ("goose_bay", "etah"),  # Hamilton Inlet, Labrador Sea, Baffin Bay, Smith Sound
        ("kushiro", "uelen"),  # the Pacific and the Bering Sea
        ("san_francisco", "teller"),
        ("toulon", "vadso"),  # out through Gibraltar
        ("cagliari", "jan_mayen"),
        ("dundee", "tikhaya_bay"),
    ],
)
def test_named_sea_routes_exist(
    board: Board, check_tool: ModuleType, port: str, arctic: str
) -> None:
    body = check_tool.water_component(board, board.place(port).ring)
    assert body.intersects(board.place(arctic).ring)


def test_tomsk_needs_its_river_channel(board: Board, check_tool: ModuleType) -> None:
    """Without the Ob-Tom channel Tomsk is landlocked: the channel is what makes it a port."""
    tomsk = board.place("tomsk")
    open_sea = shapely.difference(board.disc, board.land)
    assert not open_sea.intersects(tomsk.ring)
    assert board.get("ob_tom_route").geometry.intersects(tomsk.ring)


def test_every_channel_opens_onto_a_sea(board: Board) -> None:
    """A channel is a way through land (rulebook 4): each one reaches open water of at least
    0.4 square Lengths (a sea, not a lake), and the straits join two seas or one sea to itself."""
    open_water = shapely.get_parts(shapely.difference(board.disc, board.land))
    seas = [g for g in open_water if g.area >= 0.4]
    dead_ends = [
        c.id
        for c in board.of_kind(FeatureKind.CHANNEL)
        if not any(g.intersects(c.geometry) for g in seas)
    ]
    assert dead_ends == []
    suez = board.get("suez_canal").geometry
    assert sum(1 for g in seas if g.intersects(suez)) == 2  # Mediterranean and Red Sea


def test_ports_sit_on_or_right_by_water(board: Board, check_tool: ModuleType) -> None:
    """D2 allows the 0.3 L ring; the board keeps every port within 0.1 L of navigable water."""
    far = {
        pid: round(d, 3)
        for pid, d in check_tool.port_water_distances(board).items()
        if d > check_tool.PORT_WATER_GOAL
    }
    assert far == {}


def test_snap_nudges_a_place_left_at_sea_back_into_its_territory(
    tmp_path: Path, check_tool: ModuleType
) -> None:
    """A rebuilt coastline can leave a port at sea; ``check_board.py --snap`` repairs that."""
    import json

    doc = json.loads(data_path("board.geojson").read_text(encoding="utf-8"))
    for f in doc["features"]:
        if f["properties"]["id"] == "konigsberg":
            f["geometry"]["coordinates"] = [20.2, 55.05]  # the Baltic off the Samland coast
    copy = tmp_path / "board.geojson"
    copy.write_text(json.dumps(doc), encoding="utf-8")
    broken = load_board(copy)
    assert broken.nation_at(broken.place("konigsberg").point) is None
    assert check_tool.main(["--board", str(copy), "--snap"]) == 0
    fixed = load_board(copy).place("konigsberg")
    assert fixed.nation == "germany"
    assert load_board(copy).nation_at(fixed.point) == "germany"
    assert fixed.point.distance(broken.place("konigsberg").point) < check_tool.SNAP_LIMIT


# --- content counts and spread ------------------------------------------------------------


def test_every_kind_is_present(board: Board) -> None:
    missing = [k.value for k in FeatureKind if not board.of_kind(k)]
    assert missing == []


def test_mission_calculator_cities_span_the_hemisphere(board: Board) -> None:
    """D11: starting bases plus mission bases (and mission ports): at least 24, on every
    continent of the board and on the Arctic fringe."""
    cities = board.calculator_cities
    assert len(cities) >= 24
    lonlat = {c.id: (c.lonlat.x, c.lonlat.y) for c in cities}
    regions = {
        "Europe": lambda lon, lat: -12 <= lon <= 40 and 36 <= lat <= 71,
        "North America": lambda lon, lat: -170 <= lon <= -50 and lat >= 25,
        "Asia": lambda lon, lat: 60 <= lon <= 180 and lat >= 25,
        "North Africa and Middle East": lambda lon, lat: -10 <= lon <= 60 and lat < 36,
        "Arctic fringe": lambda lon, lat: lat >= 60,
    }
    for region, inside in regions.items():
        assert sum(1 for lon, lat in lonlat.values() if inside(lon, lat)) >= 3, region
    for pid in ("london", "paris", "moscow", "leningrad", "constantinople", "peking", "new_york"):
        assert board.place(pid).is_mission, pid
    assert board.find_place("Christiania").id == "christiania"


def test_at_least_ten_arctic_bases_all_coastal_and_northern(board: Board) -> None:
    arctic = [p for p in _places(board) if p.is_arctic]
    assert len(arctic) >= 10
    for p in arctic:
        assert p.lonlat.y >= 64.0, p.id
        assert board.water.intersects(p.ring), p.id
    owners = {p.nation for p in arctic}
    assert None in owners and {"usa", "ussr", "british_empire"} <= owners


def test_strategy_circles(board: Board) -> None:
    circles = board.of_kind(FeatureKind.STRATEGY_CIRCLE)
    assert len(circles) >= 8
    for c in circles:
        assert c.geometry.area == pytest.approx(math.pi * 0.25**2, rel=0.02), c.id
        centre = board.to_board(*c.properties["center"])
        assert c.geometry.centroid.distance(shapely.Point(centre)) < 0.01, c.id
        assert not c.geometry.intersects(board.barrage), c.id


def test_strategy_circles_lie_in_the_open(board: Board) -> None:
    """A trap lies on the way, not on a base: no circle touches a place's ring or another
    circle."""
    circles = board.of_kind(FeatureKind.STRATEGY_CIRCLE)
    touching = [
        (c.id, p.id) for c in circles for p in _places(board) if c.geometry.intersects(p.ring)
    ]
    touching += [
        (c.id, d.id)
        for i, c in enumerate(circles)
        for d in circles[i + 1 :]
        if c.geometry.intersects(d.geometry)
    ]
    assert touching == []


def test_areas_have_descriptions_for_tooltips(board: Board) -> None:
    kinds = (
        FeatureKind.OBSTACLE,
        FeatureKind.SEA_OBSTACLE,
        FeatureKind.RESTRICTED_AREA,
        FeatureKind.CHANNEL,
    )
    for f in [*board.of_kind(*kinds), *(p for p in _places(board) if p.is_start or p.is_arctic)]:
        text = f.properties.get("description")
        assert isinstance(text, str) and len(text) > 20, f.id


def test_1924_flavour(board: Board) -> None:
    """Real 1924 names and the restricted areas of that year."""
    for pid, name in {
        "konigsberg": "Königsberg",
        "christiania": "Christiania",
        "leningrad": "Leningrad",
        "constantinople": "Constantinople",
        "peking": "Peking",
        "novonikolayevsk": "Novonikolayevsk",
    }.items():
        assert board.get(pid).name == name
    restricted = {f.id for f in board.of_kind(FeatureKind.RESTRICTED_AREA)}
    assert {
        "ruhr_occupation",
        "rif_war",
        "soviet_polish_border",
        "zhili_fengtian_war",
    } <= restricted
    essen = shapely.Point(board.to_board(7.01, 51.46))
    assert board.get("ruhr_occupation").geometry.contains(essen)
    assert board.get("alps").geometry.contains(shapely.Point(board.to_board(7.66, 45.98)))


def test_zones_lie_on_their_element(board: Board) -> None:
    """Geographical obstacles and political areas lie on land, sea obstacles at sea (1g-1i), and
    no channel runs through a mountain range or a political area."""
    for f in board.of_kind(FeatureKind.OBSTACLE):
        assert f.geometry.difference(board.land).area < 0.15 * f.geometry.area, f.id
    for f in board.of_kind(FeatureKind.RESTRICTED_AREA):
        assert f.geometry.difference(board.land).area < 0.4 * f.geometry.area, f.id
    for f in board.of_kind(FeatureKind.SEA_OBSTACLE):
        assert f.geometry.intersection(board.land).area < 0.1 * f.geometry.area, f.id
    land_zones = board.of_kind(FeatureKind.OBSTACLE, FeatureKind.RESTRICTED_AREA)
    blocked = [
        (c.id, z.id)
        for c in board.of_kind(FeatureKind.CHANNEL)
        for z in land_zones
        if c.geometry.intersects(z.geometry)
    ]
    assert blocked == []


def test_no_place_sits_inside_an_obstacle_or_restricted_area(board: Board) -> None:
    zones = board.of_kind(
        FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE, FeatureKind.RESTRICTED_AREA
    )
    inside = [(p.id, z.id) for p in _places(board) for z in zones if z.geometry.contains(p.point)]
    assert inside == []


def test_refuel_coverage(board: Board, check_tool: ModuleType) -> None:
    """No land point of the board lies farther than 2 L from a base or port (a 4 L hop always
    finds a stop); sampled on a 0.25 L grid."""
    gaps = check_tool.coverage_gaps(board, radius=2.0, step=0.25)
    assert gaps == []


def test_coverage_check_can_fail(board: Board, check_tool: ModuleType) -> None:
    assert check_tool.coverage_gaps(board, radius=0.5, step=0.5)


# --- weather areas, barrage, ice ring (1B, 1A The Pole, D5, D6) ---------------------------


def test_sixty_weather_areas_in_five_bands(board: Board) -> None:
    areas = board.weather_areas
    assert len(areas) == 60
    per_band = {b: sum(1 for a in areas if a.band == b) for b in range(5)}
    assert per_band == {0: 18, 1: 18, 2: 12, 3: 8, 4: 4}
    for a in areas:
        assert re.fullmatch(r"wa_b[0-4]_s\d\d", a.id)
        assert a.id == f"wa_b{a.band}_s{a.sector:02d}"


def test_weather_areas_tile_the_board(board: Board) -> None:
    geoms = [a.geometry for a in board.weather_areas]
    union = shapely.union_all(geoms)
    assert union.area == pytest.approx(board.disc.area, rel=1e-3)
    assert sum(g.area for g in geoms) == pytest.approx(union.area, rel=1e-6)
    assert shapely.difference(board.disc, union).area < 0.02


def test_weather_windows_at_sector_middle(board: Board) -> None:
    bands = ((25, 40, 18), (40, 55, 18), (55, 68, 12), (68, 80, 8), (80, 90, 4))
    for a in board.weather_areas:
        assert isinstance(a, WeatherArea)
        south, north, n = bands[a.band]
        width = 360 / n
        assert a.window_lonlat == pytest.approx(
            (-180 + (a.sector + 0.5) * width, (south + north) / 2)
        )
        assert a.geometry.contains(a.window), a.id
        assert board.weather_area_at(a.window).id == a.id


def test_weather_area_lookup(board: Board) -> None:
    assert board.weather_area_at(board.to_board(13.4, 52.5)).id == "wa_b1_s09"  # Berlin
    assert board.weather_area_at(board.to_board(11.9, 78.9)).id == "wa_b3_s04"  # Kings Bay
    assert board.weather_area_at(board.to_board(-120.0, 89.0)).id == "wa_b4_s00"


@pytest.mark.parametrize(
    ("kind", "radius"), [("barrage_area", BARRAGE_RADIUS), ("ice_ring", ICE_RING_RADIUS)]
)
def test_polar_caps_have_the_d5_radius(board: Board, kind: str, radius: float) -> None:
    (cap,) = board.of_kind(kind)
    ring = np.asarray(cap.geometry.exterior.coords)
    dist = np.hypot(ring[:, 0], ring[:, 1])
    assert dist.max() == pytest.approx(radius, abs=1e-4)
    assert np.percentile(dist, 5) == pytest.approx(radius, abs=2e-3)
    assert cap.geometry.area == pytest.approx(math.pi * radius**2, rel=1e-3)
    assert cap.geometry.contains(board.pole)


def test_polar_latitude(weather_tool: ModuleType, board: Board) -> None:
    lat = weather_tool.polar_latitude(1.2)
    assert 84.5 < lat < 84.8
    assert math.hypot(*board.to_board(37.0, lat)) == pytest.approx(1.2, abs=1e-9)
    with pytest.raises(ValueError):
        weather_tool.polar_latitude(-1.0)


# --- the file itself (RFC 7946, canonical form) -------------------------------------------


def test_file_is_canonical_rfc7946(weather_tool: ModuleType) -> None:
    import json

    path = data_path("board.geojson")
    text = path.read_text(encoding="utf-8")
    doc = json.loads(text)
    assert "crs" not in doc
    assert weather_tool.dumps_board(doc["features"]) == text
    ids = [f["properties"]["id"] for f in doc["features"]]
    assert len(ids) == len(set(ids))
    for f in doc["features"]:
        props = f["properties"]
        assert re.fullmatch(r"[a-z][a-z0-9_]*", props["id"]), props["id"]
        if "nation" in props:
            assert props["nation"] is None or props["nation"] in NATIONS
        geom = shape(f["geometry"])
        for poly in getattr(geom, "geoms", [geom]):
            if poly.geom_type == "Polygon":
                assert LinearRing(poly.exterior.coords).is_ccw, props["id"]


def test_generator_is_idempotent(tmp_path: Path, weather_tool: ModuleType) -> None:
    copy = tmp_path / "board.geojson"
    shutil.copyfile(data_path("board.geojson"), copy)
    weather_tool.main([str(copy)])
    first = copy.read_bytes()
    weather_tool.main([str(copy)])
    assert copy.read_bytes() == first
    assert first == data_path("board.geojson").read_bytes()  # the committed file is up to date


def test_generator_replaces_only_its_own_kinds(tmp_path: Path, weather_tool: ModuleType) -> None:
    import json

    doc = json.loads(data_path("board.geojson").read_text(encoding="utf-8"))
    kept = [
        f for f in doc["features"] if f["properties"]["kind"] not in weather_tool.GENERATED_KINDS
    ]
    stale = {
        "type": "Feature",
        "properties": {"id": "wa_stale", "kind": "weather_area", "name": "Stale"},
        "geometry": {"type": "Polygon", "coordinates": [[[0, 30], [1, 30], [1, 31], [0, 30]]]},
    }
    src = tmp_path / "in.geojson"
    src.write_text(json.dumps({"type": "FeatureCollection", "features": [*kept, stale]}))
    out = tmp_path / "out.geojson"
    weather_tool.main([str(src), "--out", str(out)])
    result = json.loads(out.read_text(encoding="utf-8"))["features"]
    ids = {f["properties"]["id"] for f in result}
    assert "wa_stale" not in ids
    assert ids == {f["properties"]["id"] for f in doc["features"]}
    assert out.read_bytes() == data_path("board.geojson").read_bytes()


@pytest.mark.parametrize("angle", [0, 45, 90, 135, 180, 225, 270, 315])
@pytest.mark.parametrize("r", [0.0, 1e-12, 1e-9, 1e-6, 0.5, 3.0, 14.0])
def test_every_point_on_the_board_has_one_weather(board: Board, angle: int, r: float) -> None:
    """1B: the weather areas tile the board, so every point -- the Pole and points on the shared
    edges of the sectors included -- reads exactly one weather window."""
    x, y = r * math.cos(math.radians(angle)), r * math.sin(math.radians(angle))
    area = board.weather_area_at((x, y))
    assert area.geometry.distance(shapely.Point(x, y)) < 1e-6
    expected_band = 4 if r < 1.6 else (3 if r < 5 else 0)
    assert area.band == expected_band


def test_places_are_found_by_their_name_in_every_language(board: Board) -> None:
    # issue 13: a player types the name the map shows them (Mosca, Moscú, Viena, Lisbona)
    from npq import i18n

    assert board.find_place("Mosca").id == board.find_place("Moscú").id == "moscow"
    assert board.find_place("Lisbona").id == "lisbon"
    assert board.find_place("viena").id == "vienna"
    for lang in ("it", "es"):
        catalog = i18n.translations(lang)
        for p in _places(board):
            assert board.find_place(catalog.pgettext("place", p.name)) is p


def test_suggestions_name_places_in_the_language_in_force(
    board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    from npq.errors import BoardError

    monkeypatch.setenv("NPQ_LANG", "it")
    with pytest.raises(BoardError) as err:
        board.find_place("Moskva")
    assert "Mosca" in str(err.value) and "Moscow" not in str(err.value)
    monkeypatch.setenv("NPQ_LANG", "es")
    with pytest.raises(BoardError) as err:
        board.find_place("Moskva")
    assert "Moscú" in str(err.value)
