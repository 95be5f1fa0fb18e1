"""The board loader and model on the small fixture board (tests/data/boards/mini.geojson).

Rulebook 1A (bases and ports, restricted areas and obstacles, The Pole) and 1B (weather
areas); D1 projection, D4 tolerance rings, D5 barrage and ice ring, D6 weather areas.
"""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest
import shapely
from shapely.geometry import LineString, Point

import npq.board
from npq.board import (
    NATIONS,
    RING_RADIUS,
    Board,
    BoardError,
    FeatureKind,
    Place,
    WeatherArea,
    load_board,
    projection,
)

BOARDS = Path(__file__).resolve().parent / "data" / "boards"
MINI = BOARDS / "mini.geojson"
TERRITORIES = BOARDS / "territories_mini.geojson"


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(MINI, TERRITORIES)


def test_public_api_is_curated() -> None:
    assert "load_board" in npq.board.__all__
    assert "Board" in npq.board.__all__
    for name in npq.board.__all__:
        assert hasattr(npq.board, name), name


def test_projection_d1_pole_at_origin_and_meridian_down() -> None:
    proj = projection()
    assert proj.to_board(0.0, 90.0) == pytest.approx((0.0, 0.0), abs=1e-9)
    x, y = proj.to_board(0.0, 80.0)
    assert x == pytest.approx(0.0, abs=1e-9)
    # 10° of meridian arc at high latitude: 1116 km = 2.23 Lengths, pointing down.
    assert y == pytest.approx(-2.2337, abs=1e-3)
    # East is counter-clockwise: 90°E lies on +x.
    x, y = proj.to_board(90.0, 80.0)
    assert x == pytest.approx(2.2337, abs=1e-3)
    assert y == pytest.approx(0.0, abs=1e-9)


def test_projection_round_trip() -> None:
    proj = projection()
    for lon, lat in [(13.4, 52.5), (-122.4, 37.8), (141.0, 43.0), (179.9, 26.0)]:
        back = proj.to_lonlat(*proj.to_board(lon, lat))
        assert back == pytest.approx((lon, lat), abs=1e-9)
    assert projection() is proj  # one transformer per process


def test_board_radius_is_25n(board: Board) -> None:
    assert board.radius == pytest.approx(14.4718, abs=1e-3)
    assert board.disc.area == pytest.approx(math.pi * board.radius**2, rel=1e-4)
    assert board.pole.equals(Point(0, 0))


def test_lookup_by_id_and_kind(board: Board) -> None:
    berlin = board.get("berlin")
    assert isinstance(berlin, Place)
    assert berlin.kind is FeatureKind.START_BASE
    assert berlin.nation == "germany"
    assert berlin.point.x == pytest.approx(board.to_board(13.4, 52.5)[0])
    assert [f.id for f in board.of_kind(FeatureKind.OBSTACLE)] == ["mid_alps"]
    assert [f.id for f in board.of_kind("sea_obstacle", "restricted_area")] == [
        "pack_ice",
        "ruhr",
    ]
    assert "berlin" in board and "atlantis" not in board
    with pytest.raises(BoardError, match="no such feature") as err:
        board.get("berln")
    assert err.value.feature_id == "berln"
    assert "berlin" in str(err.value)  # suggestion


def test_features_are_frozen(board: Board) -> None:
    berlin = board.get("berlin")
    with pytest.raises(dataclasses.FrozenInstanceError):
        berlin.name = "Potsdam"  # type: ignore[misc]
    with pytest.raises(TypeError):
        berlin.properties["name"] = "Potsdam"  # type: ignore[index]


def test_places_and_flags(board: Board) -> None:
    ids = [p.id for p in board.places]
    assert ids == ["berlin", "kiel", "kings_bay", "denver", "north_cape"]
    kiel = board.place("kiel")
    assert kiel.is_port and kiel.is_start and not kiel.is_mission and not kiel.is_arctic
    kings_bay = board.place("kings_bay")
    assert kings_bay.is_port and kings_bay.is_arctic and kings_bay.nation is None
    assert not board.place("berlin").is_port
    assert [p.id for p in board.calculator_cities] == ["berlin", "denver"]
    ring = board.place("berlin").ring
    assert ring.area == pytest.approx(math.pi * RING_RADIUS**2, rel=0.01)
    with pytest.raises(BoardError, match="not a base or port"):
        board.place("mid_alps")


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Kings Bay", "kings_bay"),
        ("kings_bay", "kings_bay"),
        ("KINGS-BAY", "kings_bay"),
        ("north cape", "north_cape"),
        ("Berlin", "berlin"),
    ],
)
def test_find_place(board: Board, query: str, expected: str) -> None:
    assert board.find_place(query).id == expected


def test_find_place_unknown_suggests(board: Board) -> None:
    # each place suggested once, by name, though both its id and its name are close
    with pytest.raises(BoardError, match=r"\(did you mean Denver\?\)"):
        board.find_place("denvr")


def test_start_base_and_port(board: Board) -> None:
    assert board.start_base("germany").id == "berlin"
    assert board.start_port("germany").id == "kiel"
    with pytest.raises(BoardError, match="no start_base for usa"):
        board.start_base("usa")
    with pytest.raises(BoardError, match="alternate"):
        board.start_base("germany", alternate=True)
    with pytest.raises(BoardError, match="unknown nation"):
        board.start_base("prussia")


def test_nation_at_and_land(board: Board) -> None:
    assert board.nation_at(board.to_board(13.4, 52.5)) == "germany"
    assert board.nation_at(Point(board.to_board(-100.0, 40.0))) == "usa"
    assert board.nation_at(board.to_board(115.0, 60.0)) is None  # neutral land
    assert board.is_land(board.to_board(115.0, 60.0))
    assert board.nation_at(board.to_board(-40.0, 50.0)) is None  # sea
    assert not board.is_land(board.to_board(-40.0, 50.0))
    territory = board.territory_at(board.to_board(115.0, 60.0))
    assert territory is not None and territory.name == "Neutralia"
    assert board.territory_at(board.to_board(-40.0, 50.0)) is None


def test_channel_is_water_through_land(board: Board) -> None:
    on_canal = board.to_board(15.0, 55.0)
    beside = board.to_board(15.0, 56.0)
    assert board.is_water(on_canal) and not board.is_land(on_canal)
    assert board.is_land(beside) and not board.is_water(beside)
    assert board.nation_at(beside) == "germany"


def test_territories_cover_land(board: Board) -> None:
    assert set(board.territories) == {*NATIONS, "neutral"}
    assert board.territories["italy"].is_empty
    assert board.territories["germany"].area > 5
    total = sum(g.area for g in board.territories.values())
    assert total == pytest.approx(board.land.area, rel=1e-9)
    assert board.land.union(board.water).area == pytest.approx(board.disc.area, rel=1e-6)


def test_weather_areas(board: Board) -> None:
    areas = board.weather_areas
    assert [a.id for a in areas] == ["wa_0_0", "wa_0_1", "wa_1_0", "wa_1_1"]
    a = board.weather_area_at(board.to_board(90.0, 40.0))
    assert isinstance(a, WeatherArea)
    assert (a.id, a.band, a.sector) == ("wa_0_1", 0, 1)
    assert a.window_lonlat == (90.0, 42.5)
    assert a.window_angle == 90.0
    assert board.get("wa_0_0").window_angle == 270.0  # type: ignore[attr-defined]
    assert a.geometry.contains(a.window)
    # The 60-90° areas are sectors with their apex at the Pole.
    pole_area = board.get("wa_1_1").geometry
    r60 = projection().radius_at(60.0)
    assert pole_area.area == pytest.approx(math.pi * r60**2 / 2, rel=1e-3)
    assert pole_area.contains(Point(0.01, 0.5)) and pole_area.contains(Point(0.5, 0.0))
    with pytest.raises(BoardError, match="off the board"):
        board.weather_area_at((20.0, 0.0))


def test_polar_caps_are_discs(board: Board) -> None:
    r_barrage = projection().radius_at(84.6)
    assert board.barrage.is_valid and board.barrage.geom_type == "Polygon"
    assert board.barrage.area == pytest.approx(math.pi * r_barrage**2, rel=1e-3)
    assert board.in_barrage((0.0, 0.0)) and board.in_barrage((0.5, -0.5))
    assert not board.in_barrage((1.3, 0.0))
    assert board.in_ice_ring((2.0, 0.0)) and not board.in_ice_ring((2.5, 0.0))
    # A slit along the antimeridian would leave points on the boundary: none here.
    assert board.barrage.contains(Point(0.0, 0.5))


def test_zone_tree_finds_crossings(board: Board) -> None:
    start, end = board.to_board(0.0, 48.5), board.to_board(30.0, 48.5)
    path = LineString([start, end])
    hits = board.zone_tree.query(path, predicate="intersects")
    crossed = {board.zones[i].id for i in hits.tolist()}
    assert "mid_alps" in crossed
    assert "pack_ice" not in crossed
    assert {z.id for z in board.zones_at(board.to_board(10.0, 48.0))} == {"mid_alps", "wa_0_1"}


def test_place_tree_and_rings(board: Board) -> None:
    berlin = board.place("berlin")
    near = (berlin.point.x + 0.2, berlin.point.y)
    assert [p.id for p in board.places_near(near)] == ["berlin"]
    assert board.places_near((berlin.point.x + 0.4, berlin.point.y)) == ()


def test_strategy_circle_from_point_and_radius(board: Board) -> None:
    trap = board.get("trap_1")
    assert trap.geometry.area == pytest.approx(math.pi * 0.4**2, rel=0.01)


def test_default_board_is_cached() -> None:
    from npq.paths import data_path

    if not data_path("board.geojson").exists():
        pytest.skip("data/board.geojson not authored yet (board-data engineer, issue #2)")
    assert load_board() is load_board()


# --- the on-disk cache of the projected board (npq.board.cache) ---------------------------


def _same_board(a: Board, b: Board) -> None:
    assert [f.id for f in a.features] == [f.id for f in b.features]
    for fa, fb in zip(a.features, b.features, strict=True):
        assert type(fa) is type(fb)
        assert fa.geometry.equals_exact(fb.geometry, 1e-12), fa.id
        assert fa.lonlat.equals_exact(fb.lonlat, 0.0), fa.id
        if isinstance(fa, Place):
            assert isinstance(fb, Place) and fa.ring.equals_exact(fb.ring, 0.0), fa.id
        if isinstance(fa, WeatherArea):
            assert isinstance(fb, WeatherArea) and fa.window.equals_exact(fb.window, 0.0), fa.id
    assert [t.name for t in a.territory_features] == [t.name for t in b.territory_features]
    for nation, geom in a.territories.items():
        assert geom.equals_exact(b.territories[nation], 1e-12), nation
    assert a.water.equals_exact(b.water, 1e-12)
    assert a.land.equals_exact(b.land, 1e-12)


def test_cache_round_trip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from npq.board import load as load_mod

    fresh = load_mod.build_board(MINI, TERRITORIES, cache=tmp_path)
    files = list(tmp_path.glob("*.json"))
    assert len(files) == 1
    doc = json.loads(files[0].read_text(encoding="utf-8"))  # plain JSON + WKB, no pickle
    assert doc["format"] == "npq-board-cache/2"
    assert len(doc["features"]) == len(fresh.features)

    def no_rebuild(*args: object, **kwargs: object) -> None:
        raise AssertionError("the cached board was rebuilt")

    monkeypatch.setattr(load_mod, "_build_territory", no_rebuild)
    monkeypatch.setattr(load_mod, "check_board", no_rebuild)
    cached = load_mod.build_board(MINI, TERRITORIES, cache=tmp_path)
    _same_board(fresh, cached)
    assert cached.nation_at(cached.to_board(13.4, 52.5)) == "germany"
    assert cached.weather_area_at(cached.to_board(90.0, 40.0)).id == "wa_0_1"


def test_cache_with_the_wrong_kind_of_extras_is_rebuilt(tmp_path: Path) -> None:
    """The cache keeps each place's ring, each weather area's window and each feature's
    lon/lat geometry (issue 15: read back, not buffered or projected again); a cache whose
    geometries are not of the types the features' kinds give them is ignored and rebuilt."""
    from npq.board import load as load_mod
    from npq.board.cache import _dec, _enc

    fresh = load_mod.build_board(MINI, TERRITORIES, cache=tmp_path)
    (path,) = tmp_path.glob("*.json")
    good = json.loads(path.read_text(encoding="utf-8"))
    assert good["radius"] == fresh.radius
    n = len(good["extras"])
    for what, change in (
        ("no ring", {"extras": _enc([shapely.GeometryCollection()] * n)}),
        ("points for lon/lat", {"lonlat": _enc([shapely.Point(0.0, 0.0)] * n)}),
        ("a window that is a ring", {"extras": _enc(list(reversed(_dec(good["extras"]))))}),
        ("a radius that is no number", {"radius": "12"}),
        ("too few", {"lonlat": good["lonlat"][:-1]}),
    ):
        path.write_text(json.dumps({**good, **change}), encoding="utf-8")
        board = load_mod.build_board(MINI, TERRITORIES, cache=tmp_path)
        _same_board(fresh, board)
        again = json.loads(path.read_text(encoding="utf-8"))  # rewritten
        assert [again[k] for k in ("lonlat", "extras", "radius")] == [
            good[k] for k in ("lonlat", "extras", "radius")
        ], what


def test_cache_is_keyed_by_content(tmp_path: Path) -> None:
    from npq.board.load import build_board

    cache = tmp_path / "cache"
    build_board(MINI, TERRITORIES, cache=cache)
    edited = tmp_path / "board.geojson"
    edited.write_text(
        MINI.read_text(encoding="utf-8").replace('"Kings Bay"', '"Ny-Ålesund"'), encoding="utf-8"
    )
    board = build_board(edited, TERRITORIES, cache=cache)
    assert board.get("kings_bay").name == "Ny-Ålesund"
    assert len(list(cache.glob("*.json"))) == 2


def test_corrupt_cache_is_rebuilt(tmp_path: Path) -> None:
    from npq.board.load import build_board

    build_board(MINI, TERRITORIES, cache=tmp_path)
    (path,) = tmp_path.glob("*.json")
    path.write_text('{"format": "npq-board-cache/2", "key": "x", "feat', encoding="utf-8")
    board = build_board(MINI, TERRITORIES, cache=tmp_path)
    assert len(board.features) == 16
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "npq-board-cache/2"


def test_broken_board_is_never_cached(tmp_path: Path) -> None:
    from npq.board.load import build_board

    with pytest.raises(BoardError, match="north_cape"):
        build_board(BOARDS / "broken_dry_port.geojson", TERRITORIES, cache=tmp_path)
    assert list(tmp_path.glob("*.json")) == []


def test_unwritable_cache_still_loads(tmp_path: Path) -> None:
    from npq.board.load import build_board

    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    board = build_board(MINI, TERRITORIES, cache=blocker / "cache")
    assert len(board.features) == 16


def test_cache_dir_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from npq.board.cache import cache_dir

    monkeypatch.setenv("NPQ_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("NPQ_NO_CACHE", raising=False)
    assert cache_dir() == tmp_path
    monkeypatch.setenv("NPQ_NO_CACHE", "1")
    assert cache_dir() is None


# --- the packaged board: the loader's view of the real data --------------------------------


@pytest.fixture(scope="module")
def real() -> Board:
    return load_board()


def test_real_polar_caps_match_d5(real: Board) -> None:
    from npq.board import BARRAGE_RADIUS, ICE_RING_RADIUS

    for geom, r in ((real.barrage, BARRAGE_RADIUS), (real.ice_ring, ICE_RING_RADIUS)):
        assert geom.is_valid and geom.geom_type == "Polygon"
        assert len(geom.interiors) == 0
        assert geom.area == pytest.approx(math.pi * r**2, rel=2e-3)
        assert geom.contains(Point(0.0, r / 2))  # no slit along the antimeridian
    assert real.in_barrage(real.pole)


def test_real_weather_areas_are_clean_polygons(real: Board) -> None:
    for a in real.weather_areas:
        assert a.geometry.is_valid and a.geometry.geom_type == "Polygon", a.id
        assert a.geometry.contains(a.window), a.id
    at_pole = real.weather_area_at(real.pole)
    assert at_pole.band == max(a.band for a in real.weather_areas)


def test_real_water_and_land_partition_the_disc(real: Board) -> None:
    # Territory vertices may sit a few metres outside the disc polygon (EDGE_SLACK).
    assert real.land.union(real.water).area == pytest.approx(real.disc.area, rel=1e-6)
    assert real.land.difference(real.disc).area < 1e-4
    for p in real.places:
        if p.is_port:
            assert real.water.intersects(p.ring), p.id
    berlin = real.to_board(13.4, 52.52)
    assert real.is_land(berlin) and not real.is_water(berlin)
    assert real.nation_at(berlin) == "germany"


def test_board_is_read_only(board: Board) -> None:
    with pytest.raises(AttributeError, match="read-only"):
        board.radius = 3.0  # type: ignore[misc]
    with pytest.raises(TypeError):
        board.territories["germany"] = board.disc  # type: ignore[index]


def test_cache_keeps_only_recent_files(tmp_path: Path) -> None:
    from npq.board.cache import KEEP
    from npq.board.load import build_board

    cache = tmp_path / "cache"
    for i in range(KEEP + 2):
        edited = tmp_path / f"board{i}.geojson"
        edited.write_text(
            MINI.read_text(encoding="utf-8").replace('"Kings Bay"', f'"Kings Bay {i}"'),
            encoding="utf-8",
        )
        build_board(edited, TERRITORIES, cache=cache)
    assert len(list(cache.glob("*.json"))) == KEEP


def test_vectorised_lookups_agree(real: Board) -> None:
    import random

    rng = random.Random(7)
    xs = [rng.uniform(-15.0, 15.0) for _ in range(400)]
    ys = [rng.uniform(-15.0, 15.0) for _ in range(400)]
    nations = real.nations_at(xs, ys)
    areas = real.weather_areas_at(xs, ys)
    for x, y, nation, area in zip(xs, ys, nations, areas, strict=True):
        assert nation == real.nation_at((x, y))
        if real.on_board((x, y)) and abs(math.hypot(x, y) - real.radius) > 1e-3:
            assert area is real.weather_area_at((x, y))
        elif not real.on_board((x, y)):
            assert area is None
    assert real.nations_at([], []) == []
