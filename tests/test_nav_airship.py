"""Airship move resolution (rulebook 4, 5 Movement Examples, Game Example; D4, D5, D8-D10).

Runs on the navigation fixture board (tests/data/nav, see build_fixture.py for its layout), so
every coordinate below is known exactly.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from npq.board import Board, FeatureKind, load_board
from npq.errors import BoardError, RuleViolation
from npq.nav import Course, Wind, allowed_speed, resolve_airship_move, tool_lines
from npq.nav.airship import RULE_BARRAGE, RULE_BOARD_EDGE, RULE_OBSTACLES, RULE_SPEED
from npq.weather import Icon

NAV = Path(__file__).parent / "data" / "nav"


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(NAV / "board.geojson", NAV / "territories.geojson")


def xy(board: Board, pid: str) -> tuple[float, float]:
    return board.place(pid).xy


def test_example_1_sun_three_lengths_toward_target(board: Board) -> None:
    # Section 5, Example 1: Speed 3, sunshine: slide to the 3 mark on the central axis.
    a = allowed_speed(3, icon=Icon.SUN)
    home, north = xy(board, "home"), xy(board, "north")
    m = resolve_airship_move(board, home, Course.toward(north), a.speed, deviation=a.deviation)
    assert m.end == pytest.approx((-0.5, -5.0), abs=2e-6)
    assert m.heading == pytest.approx(90.0, abs=1e-4)
    assert m.arrived is None and m.first_ring == "north"  # grazes nothing: it lands on it
    assert m.flown == 3.0


def test_example_2_wind_12r_follows_the_12r_line(board: Board) -> None:
    # Section 5, Example 2: the axis points at the target, the miniature follows the 12°R line.
    home, north = xy(board, "home"), xy(board, "north")
    m = resolve_airship_move(board, home, Course.toward(north), 3, deviation=Wind.R12)
    assert m.axis == pytest.approx(90.0, abs=1e-4)
    assert m.heading == pytest.approx(78.0, abs=1e-4)
    expected = (-0.5 + 3 * math.cos(math.radians(78)), -8.0 + 3 * math.sin(math.radians(78)))
    assert m.end == pytest.approx(expected, abs=2e-6)
    assert m.end == pytest.approx((0.123735, -5.065557), abs=2e-6)
    line = tool_lines(home, Course.toward(north), 3)["12R"]
    assert line.coords[-1] == pytest.approx(m.end, abs=1e-9)


def test_game_example_marco_bw_12r_speed_3_gives_2_lengths(board: Board) -> None:
    a = allowed_speed(3, icon=Icon.WIND, wind=Wind.BW_R12)
    home, north = xy(board, "home"), xy(board, "north")
    m = resolve_airship_move(
        board, home, Course.toward(north), a.speed, deviation=a.deviation, max_distance=a.speed
    )
    assert a.speed == 2
    assert m.end == pytest.approx((-0.084177, -6.043705), abs=2e-6)
    assert m.is_legal


def test_game_example_elena_engineer_bw_12l_three_lengths(board: Board) -> None:
    a = allowed_speed(3, engineer_bonus=1, icon=Icon.WIND, wind=Wind.BW_L12)
    home, north = xy(board, "home"), xy(board, "north")
    m = resolve_airship_move(board, home, Course.toward(north), a.speed, deviation=Wind.BW_L12)
    assert a.speed == 3
    assert m.end == pytest.approx((-1.123735, -5.065557), abs=2e-6)


def test_game_example_elena_sun_four_lengths_arrives_at_the_base(board: Board) -> None:
    # Speed 3 + Engineer = 4 in the sun; the move stops in the declared target's ring and the
    # miniature is placed on the base point (D4).
    a = allowed_speed(3, engineer_bonus=1, icon=Icon.SUN)
    start = (-0.5, -9.0)
    m = resolve_airship_move(
        board, start, Course.toward(xy(board, "north")), a.speed, target="north"
    )
    assert m.arrived == "north"
    assert m.flown == pytest.approx(3.7, abs=2e-6)
    assert m.end == xy(board, "north")
    assert m.path.coords[-1] == pytest.approx((-0.5, -5.3), abs=2e-6)
    # zone_r (a restricted area) is crossed, but in the basic game it costs nothing.
    assert m.zones_of(FeatureKind.RESTRICTED_AREA) == ("zone_r",)
    assert m.hazards == ()
    assert m.is_legal


def test_crossings_are_in_path_order(board: Board) -> None:
    home, east = xy(board, "home"), xy(board, "east")
    m = resolve_airship_move(board, home, Course.toward(east), 4, has_commander=True, target="east")
    assert [c.zone_id for c in m.crossings] == ["wa_b1_s08", "wa_b1_s09", "ridge", "reef"]
    entries = [c.entry for c in m.crossings]
    assert entries == sorted(entries)
    ridge, reef = m.crossings[2], m.crossings[3]
    assert (ridge.entry, ridge.exit) == pytest.approx((1.5, 1.7), abs=1e-4)
    assert (reef.entry, reef.exit) == pytest.approx((2.5, 2.7), abs=1e-4)
    # D10: one Venture card per zone, in path order, geographical line 3 then sea line 1.
    assert [(c.zone_id, c.venture_line) for c in m.hazards] == [("ridge", 3), ("reef", 1)]
    assert m.arrived == "east" and m.flown == pytest.approx(3.2, abs=1e-5)
    assert m.is_legal
    assert m.start_area == "wa_b1_s08"


def test_obstacle_without_commander_is_a_violation_naming_the_rule(board: Board) -> None:
    home, east = xy(board, "home"), xy(board, "east")
    m = resolve_airship_move(board, home, Course.toward(east), 4, target="east")
    assert not m.is_legal
    assert [v.rule for v in m.violations] == [RULE_OBSTACLES, RULE_OBSTACLES]
    assert m.violation is m.violations[0]
    assert "geographical obstacle Ridge 1." in str(m.violation) and "Commander" in str(m.violation)
    with pytest.raises(RuleViolation) as err:
        m.raise_if_illegal()
    assert err.value.rule == "1A Restricted Areas and Obstacles"
    # Stopping before the obstacle is legal.
    short = resolve_airship_move(board, home, Course.toward(east), 1.4)
    assert short.is_legal and short.raise_if_illegal() is short


def test_restricted_area_needs_a_commander_in_the_advanced_game(board: Board) -> None:
    start, north = (-0.5, -9.0), xy(board, "north")
    m = resolve_airship_move(board, start, Course.toward(north), 4, target="north", advanced=True)
    assert m.violation is not None and m.violation.rule == RULE_OBSTACLES
    assert "restricted area" in str(m.violation)
    ok = resolve_airship_move(
        board, start, Course.toward(north), 4, target="north", advanced=True, has_commander=True
    )
    assert ok.is_legal and [c.venture_line for c in ok.hazards] == [2]


def test_a_graze_arrives_a_hair_further_does_not(board: Board) -> None:
    gx, gy = xy(board, "graze")
    hit = resolve_airship_move(board, (gx - 2.0, gy + 0.2999), Course.along(0.0), 4, target="graze")
    assert hit.arrived == "graze" and hit.end == (gx, gy)
    assert hit.flown == pytest.approx(2.0 - math.sqrt(0.3**2 - 0.2999**2), abs=1e-6)
    miss = resolve_airship_move(
        board, (gx - 2.0, gy + 0.3001), Course.along(0.0), 4, target="graze"
    )
    assert miss.arrived is None and miss.rings == ()
    assert miss.end == pytest.approx((gx + 2.0, gy + 0.3001), abs=1e-9)


def test_rings_passed_without_stopping_and_chosen_stops(board: Board) -> None:
    home, north = xy(board, "home"), xy(board, "north")
    through = resolve_airship_move(
        board, home, Course.toward(north), 3.5, has_commander=True, advanced=True
    )
    assert [r.place_id for r in through.rings] == ["north"]
    assert through.rings[0].distance == pytest.approx(2.7, abs=1e-5)
    assert through.arrived is None and through.flown == 3.5
    stop = resolve_airship_move(board, home, Course.toward(north), 3.5, stop_at={"north"})
    assert stop.arrived == "north" and stop.end == north


def test_barrage_forbids_a_locked_airship_and_allows_an_unlocked_one(board: Board) -> None:
    polar = xy(board, "polar")
    locked = resolve_airship_move(board, polar, Course.toward((0.0, 0.0)), 4)
    assert locked.violation is not None and locked.violation.rule == RULE_BARRAGE
    assert "Barrage" in str(locked.violation)
    assert locked.over_pole
    unlocked = resolve_airship_move(
        board, polar, Course.toward((0.0, 0.0)), 4, barrage_unlocked=True
    )
    assert unlocked.is_legal and unlocked.over_pole
    assert unlocked.end == pytest.approx((0.0, 0.5), abs=2e-6)
    # Stopping 0.5 L short of the Pole is not flying over it.
    short = resolve_airship_move(board, polar, Course.toward((0.0, 0.0)), 3, barrage_unlocked=True)
    assert not short.over_pole
    # Passing 0.31 L from the Pole is not flying over it.
    near = resolve_airship_move(board, (-2.0, 0.31), Course.along(0.0), 4, barrage_unlocked=True)
    assert not near.over_pole
    assert resolve_airship_move(
        board, (-2.0, 0.29), Course.along(0.0), 4, barrage_unlocked=True
    ).over_pole


def test_leaving_the_board_is_a_violation(board: Board) -> None:
    m = resolve_airship_move(board, xy(board, "far"), Course.along(270.0), 3)
    assert m.violation is not None and m.violation.rule == RULE_BOARD_EDGE
    assert m.end_area is None


def test_speed_limit_and_fractional_distances(board: Board) -> None:
    home, north = xy(board, "home"), xy(board, "north")
    m = resolve_airship_move(board, home, Course.toward(north), 3.5, max_distance=3)
    assert m.violation is not None and m.violation.rule == RULE_SPEED
    f = resolve_airship_move(board, home, Course.toward(north), 1.25, max_distance=3)
    assert f.is_legal and f.end == pytest.approx((-0.5, -6.75), abs=2e-6)
    with pytest.raises(ValueError, match="positive distance"):
        resolve_airship_move(board, home, Course.toward(north), 0)
    with pytest.raises(ValueError, match="declare a heading"):
        resolve_airship_move(board, home, Course.toward(home), 1)


def test_deviation_as_degrees_equals_the_wind(board: Board) -> None:
    home, north = xy(board, "home"), xy(board, "north")
    a = resolve_airship_move(board, home, Course.toward(north), 2, deviation=Wind.BW_L24)
    b = resolve_airship_move(board, home, Course.toward(north), 2, deviation=24.0)
    assert a.end == b.end and a.heading == pytest.approx(114.0, abs=1e-4)


def test_unknown_target_is_a_board_error(board: Board) -> None:
    with pytest.raises(BoardError, match="nowhere"):
        resolve_airship_move(board, (0, -8), Course.along(0), 1, target="nowhere")


def test_course_needs_exactly_one_of_target_or_heading() -> None:
    with pytest.raises(ValueError):
        Course()
    with pytest.raises(ValueError):
        Course(target=(0.0, 0.0), heading=10.0)
    assert Course.along(-90).heading == 270.0
    assert str(Course.along(45)) == "heading 45°"


def test_land_flown_over_in_order(board: Board) -> None:
    # Westland (germany) spans x in [-0.9, 0.9] at y = -10.5; the rest of the fixture is sea.
    m = resolve_airship_move(board, (-2.0, -10.5), Course.along(0.0), 4.0)
    assert [(c.nation, round(c.entry, 4), round(c.exit, 4)) for c in m.land] == [
        ("germany", 1.1, 2.9)
    ]
    assert not m.crosses_neutral
    sea = resolve_airship_move(board, (-2.0, -9.0), Course.along(0.0), 4.0)
    assert sea.land == ()


# --- the packaged board ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def real() -> Board:
    return load_board()


def test_real_berlin_to_kings_bay(real: Board) -> None:
    berlin, kings_bay = real.place("berlin"), real.place("kings_bay")
    d = math.dist(berlin.xy, kings_bay.xy)
    m = resolve_airship_move(
        real, berlin.point, Course.toward(kings_bay.point), d, target="kings_bay"
    )
    assert m.arrived == "kings_bay" and m.end == kings_bay.xy
    assert m.flown == pytest.approx(d - 0.3, abs=1e-8)
    assert m.start_area == real.weather_area_at(berlin.point).id
    assert m.land[0].nation == "germany" and m.land[0].entry == 0.0
    obstacles = m.zones_of(FeatureKind.OBSTACLE)
    if obstacles:  # the straight line crosses the Scandinavian mountains on the 1924 board
        assert m.violation is not None and m.violation.rule == RULE_OBSTACLES
        with_commander = resolve_airship_move(
            real,
            berlin.point,
            Course.toward(kings_bay.point),
            d,
            target="kings_bay",
            has_commander=True,
        )
        assert with_commander.is_legal
        hazards = with_commander.hazards
        assert [c.zone_id for c in hazards if c.kind is FeatureKind.OBSTACLE] == list(obstacles)


def test_real_moves_agree_with_a_shapely_overlay(real: Board) -> None:
    """The index's crossings equal shapely's intersection of the path with every zone and
    every nation's land (entry distances to 1e-7 L), on 150 seeded random moves."""
    import random

    import shapely

    rng = random.Random(20240601)
    for _ in range(150):
        r, a = rng.uniform(0, 14), math.radians(rng.uniform(0, 360))
        start = (r * math.cos(a), r * math.sin(a))
        m = resolve_airship_move(
            real,
            start,
            Course.along(rng.uniform(0, 360)),
            rng.uniform(0.1, 7),
            barrage_unlocked=True,
        )
        path = m.path
        expected: dict[str, float] = {}
        for z in real.zones:
            inter = shapely.intersection(path, z.geometry)
            if inter.length > 1e-9:
                expected[z.id] = min(
                    path.project(shapely.Point(c)) for c in shapely.get_coordinates(inter)
                )
        got = {c.zone_id: c.entry for c in m.crossings}
        assert got.keys() == expected.keys()
        for zid, entry in expected.items():
            assert got[zid] == pytest.approx(entry, abs=1e-7)
        assert [c.entry for c in m.crossings] == sorted(c.entry for c in m.crossings)
        land = {
            n: shapely.intersection(path, g).length
            for n, g in real.territories.items()
            if shapely.intersection(path, g).length > 1e-9
        }
        assert {c.nation: pytest.approx(c.length, abs=1e-7) for c in m.land} == land
        if math.hypot(*m.end) <= real.radius:
            assert m.end_area == real.weather_area_at(m.end).id


def test_vectorized_naive_answers_as_the_loop_naive() -> None:
    """benchmarks/bench_nav.py's two naive baselines (a Python loop over unprepared geometry,
    and shapely 2 array calls over STRtrees) answer the same query the same way: zones with
    their entry distances in order, land flown over, rings entered, barrage, Pole, board edge,
    start and end weather areas (issue 15: both baselines are honest)."""
    import random
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    try:
        import bench_nav
    finally:
        sys.path.pop(0)
    board = load_board()
    nv = bench_nav.naive_layers(board, [])
    land = nv["board_land"]
    vn = bench_nav.vector_naive(nv, land)
    rng = random.Random(15)
    starts = bench_nav._random_points(rng, 60, 13.0)
    seen = set()
    for s in starts:
        h, d = rng.uniform(0, 360), rng.uniform(0.5, 7.0)
        loop = bench_nav._naive_airship(board, nv, land, s, h, d)
        vec = bench_nav._vector_naive_airship(board, vn, s, h, d)
        for k, (a, b) in enumerate(zip(loop, vec, strict=True)):
            if k < 3:  # (entry, id) lists: same ids in the same order, entries to 1e-9
                assert [x[1] for x in a] == [x[1] for x in b], (s, h, d, k)
                assert [x[0] for x in a] == pytest.approx([x[0] for x in b], abs=1e-9)
                seen.add(k) if a else None
            else:
                assert a == b, (s, h, d, k)
    assert seen == {0, 1, 2}  # zones, land and rings were all exercised
