"""Range Calculator and Mission Calculator (rulebook 5; DESIGN.md D9, D11)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import shapely

from npq.board import Board, load_board
from npq.errors import BoardError
from npq.nav import (
    distance_between,
    fuel_needed,
    mission_reward,
    mission_table,
    plan_range,
    reachable_area,
    refuel_stops_needed,
    resolve_point,
    turns_needed,
)

NAV = Path(__file__).parent / "data" / "nav"


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(NAV / "board.geojson", NAV / "territories.geojson")


@pytest.mark.parametrize(
    ("lengths", "bonds"),
    [
        (0.0, 50),  # floor
        (2.0, 50),  # 40 -> floor 50
        (2.25, 50),  # 45 rounds half up to 50
        (3.24, 60),  # 64.8 -> 60
        (3.25, 70),  # 65 -> 70
        (3.5, 70),
        (10.0, 200),
        (17.26, 350),  # 345.2 -> 350
    ],
)
def test_mission_reward_d11(lengths: float, bonds: int) -> None:
    assert mission_reward(lengths) == bonds


def test_turns_fuel_and_stops() -> None:
    assert turns_needed(0.0, 3) == 0
    assert turns_needed(3.0, 3) == 1
    assert turns_needed(3.0000001, 3) == 2
    assert turns_needed(12.0, 4) == 3
    assert fuel_needed(12.5, 4) == 4  # one unit per turn in flight (D9)
    assert refuel_stops_needed(12.5, 4, 4) == 0
    assert refuel_stops_needed(12.5, 4, 3) == 1
    assert refuel_stops_needed(25.0, 3, 3) == 2  # 9 turns: 3 + 3 + 3
    assert refuel_stops_needed(12.5, 4, 4, fuel=1) == 1
    with pytest.raises(ValueError):
        turns_needed(5, 0)
    with pytest.raises(ValueError):
        refuel_stops_needed(5, 3, 0)


def test_distance_between_points_and_places(board: Board) -> None:
    assert distance_between(board, "home", "east") == pytest.approx(3.5, abs=1e-5)
    assert distance_between(board, "Home", (3.0, -8.0)) == pytest.approx(3.5, abs=1e-5)
    assert distance_between(board, board.place("far"), "north") == pytest.approx(7.5, abs=1e-5)
    with pytest.raises(BoardError):
        resolve_point(board, "atlantis")


def test_mission_table_every_city_pair(board: Board) -> None:
    table = mission_table(board)
    cities = {p.id for p in board.calculator_cities}
    assert cities == {"home", "east", "far", "east_port"}
    assert len(table) == 4 * 3
    cell = {(e.start, e.target): e for e in table}
    assert cell["home", "east"].distance == pytest.approx(3.5, abs=1e-5)
    assert cell["home", "east"].reward == 70
    assert cell["home", "far"].reward == 90  # 4.5 L
    assert cell["east", "home"].reward == cell["home", "east"].reward
    assert all(e.reward >= 50 and e.reward % 10 == 0 for e in table)
    assert [e.start_name for e in table] == sorted(e.start_name for e in table)


def test_range_plan_direct_with_a_commander(board: Board) -> None:
    p = plan_range(board, "home", "east", speed=3, range_=2, has_commander=True)
    assert (p.turns, p.fuel, p.stops_needed) == (2, 2, 0)
    assert p.stops == () and p.total_turns == 2 and p.reachable
    assert p.legs[0].start_id == "home" and p.legs[0].end_id == "east"


def test_range_plan_goes_around_obstacles_without_a_commander(board: Board) -> None:
    # The straight line crosses the Ridge (obstacle) and the Reef (sea obstacle): without a
    # Commander the plan stops at North Field (3 L, 1 turn), then 4.61 L (2 turns) to East.
    p = plan_range(board, "home", "east", speed=3, range_=2)
    assert p.stops == ("north",)
    assert p.total_turns == 3
    assert [leg.turns for leg in p.legs] == [1, 2]
    assert p.legs[1].distance == pytest.approx(math.hypot(3.5, 3.0), abs=1e-5)
    # A tank of 1 cannot make the second leg: no plan.
    assert not plan_range(board, "home", "east", speed=3, range_=1).reachable


def test_range_plan_respects_the_barrage(board: Board) -> None:
    locked = plan_range(board, (0.0, -2.0), (0.0, 2.0), speed=4, range_=4)
    # The straight line crosses the Barrage Area: the plan goes round by Graze Field.
    assert locked.stops == ("graze",) and locked.total_turns == 4
    for leg in locked.legs:
        line = shapely.LineString([leg.start, leg.end])
        assert line.distance(shapely.Point(0, 0)) > 1.2
    assert not plan_range(board, (0.0, -2.0), (0.0, 2.0), speed=4, range_=1).reachable
    unlocked = plan_range(board, (0.0, -2.0), (0.0, 2.0), speed=4, range_=4, barrage_unlocked=True)
    assert unlocked.reachable and unlocked.total_turns == 1
    assert unlocked.legs[0].start_id is None and unlocked.legs[0].end_id is None


def test_range_plan_uses_the_fuel_in_the_tank(board: Board) -> None:
    p = plan_range(board, "home", "east", speed=1, range_=4, fuel=3, has_commander=True)
    assert p.stops_needed == 1  # 4 turns, 3 units now
    assert p.legs and p.total_turns >= 4


def test_reachable_area(board: Board) -> None:
    a = reachable_area(board, "home", speed=3, fuel=2)
    assert a.this_turn.area == pytest.approx(math.pi * 9, rel=2e-3)
    assert a.within_fuel.area == pytest.approx(math.pi * 36, rel=2e-3)
    assert a.within_fuel.contains(shapely.Point(-0.5, -13.9))
    locked = reachable_area(board, "polar", speed=3, fuel=1)
    unlocked = reachable_area(board, "polar", speed=3, fuel=1, barrage_unlocked=True)
    assert locked.this_turn.area < unlocked.this_turn.area
    assert not locked.this_turn.contains(shapely.Point(0.0, -0.5))
    assert unlocked.this_turn.contains(shapely.Point(0.0, -0.5))
    edge = reachable_area(board, "far", speed=3, fuel=1)
    assert edge.this_turn.area < math.pi * 9  # clipped at the 25°N edge
    assert reachable_area(board, "home", speed=3, fuel=0).within_fuel.is_empty


def test_real_board_mission_table() -> None:
    real = load_board()
    table = mission_table(real)
    n = len(real.calculator_cities)
    assert len(table) == n * (n - 1)
    for e in table[:50]:
        assert e.reward == mission_reward(e.distance)
        assert e.distance == pytest.approx(
            distance_between(real, real.place(e.start), real.place(e.target))
        )


def test_turn_segments_and_route_forecast(board: Board) -> None:
    from npq.nav import route_forecast
    from npq.weather import load_weather_disc

    p = plan_range(board, "home", "east", speed=3, range_=2)  # via North Field: 1 + 2 turns
    segs = p.turn_segments()
    assert len(segs) == 3
    assert segs[0][1] == pytest.approx(board.place("north").xy)
    assert math.dist(*segs[1]) == pytest.approx(3.0)
    assert segs[2][1] == pytest.approx(board.place("east").xy)
    disc = load_weather_disc()
    fc = route_forecast(board, p, disc, 5)
    assert [f.round_no for f in fc] == [5, 6, 7]
    for f in fc:
        area = board.weather_area_at(f.start)
        assert f.area == area.id
        assert f.icon == disc.icon(area, f.round_no)


def _plan_every_leg_tested(
    board: Board, start: object, end: object, speed: float, range_: int, flags: dict[str, bool]
) -> tuple[tuple[str | None, str | None, int], ...]:
    """The Range Calculator as it was before its leg cache (issue 15): every candidate leg
    tested against an unprepared Barrage disc and the forbidden union, Dijkstra over places."""
    import heapq
    import itertools

    import numpy as np
    from shapely.geometry import Point

    from npq.board import FeatureKind
    from npq.nav.airship import BARRAGE_RADIUS

    s, s_place = resolve_point(board, start)  # type: ignore[arg-type]
    e, e_place = resolve_point(board, end)  # type: ignore[arg-type]
    nodes = [(s, s_place.id if s_place else None)]
    nodes += [(p.xy, p.id) for p in board.places if p is not s_place and p is not e_place]
    nodes.append((e, e_place.id if e_place else None))
    xy = np.array([c for c, _ in nodes])
    n = len(nodes)
    dist = np.hypot(xy[:, None, 0] - xy[None, :, 0], xy[:, None, 1] - xy[None, :, 1])
    turns = np.maximum(1, np.ceil(dist / speed - 1e-9)).astype(np.int64)
    ii, jj = np.nonzero((dist <= speed * range_ + 1e-9) & ~np.eye(n, dtype=bool))
    lines = shapely.linestrings(np.stack([xy[ii], xy[jj]], axis=1))
    ok = np.ones(len(ii), dtype=bool)
    if not flags["barrage_unlocked"]:
        ok &= ~shapely.intersects(lines, Point(0, 0).buffer(BARRAGE_RADIUS, 64))
    if not flags["has_commander"]:
        kinds = {FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE}
        if flags["advanced"]:
            kinds.add(FeatureKind.RESTRICTED_AREA)
        zones = shapely.union_all([z.geometry for z in board.zones if z.kind in kinds])
        ok &= ~shapely.intersects(lines, zones)
    adj: list[list[int]] = [[] for _ in range(n)]
    for i, j, good in zip(ii.tolist(), jj.tolist(), ok.tolist(), strict=True):
        if good:
            adj[i].append(j)
    best = {0: (0, 0, 0.0)}
    prev: dict[int, int] = {}
    heap = [(0, 0, 0.0, 0)]
    done: set[int] = set()
    while heap:
        t, stops, dd, i = heapq.heappop(heap)
        if i in done:
            continue
        done.add(i)
        if i == n - 1:
            break
        for j in adj[i]:
            if j in done or turns[i, j] > range_:
                continue
            cost = (t + int(turns[i, j]), stops + (0 if j == n - 1 else 1), dd + float(dist[i, j]))
            if j not in best or cost < best[j]:
                best[j] = cost
                prev[j] = i
                heapq.heappush(heap, (*cost, j))
    if n - 1 not in done:
        return ()
    chain = [n - 1]
    while chain[-1] != 0:
        chain.append(prev[chain[-1]])
    chain.reverse()
    return tuple((nodes[a][1], nodes[b][1], int(turns[a, b])) for a, b in itertools.pairwise(chain))


@pytest.mark.parametrize(
    "flags",
    [
        {"barrage_unlocked": False, "has_commander": False, "advanced": False},
        {"barrage_unlocked": True, "has_commander": False, "advanced": True},
        {"barrage_unlocked": False, "has_commander": True, "advanced": False},
    ],
)
def test_cached_place_legs_plan_as_testing_every_leg(flags: dict[str, bool]) -> None:
    """The clear legs between places are cached per board and rule flags (issue 15); plans
    between cities, and from and to points that are no place, are those of testing every leg."""
    import random

    packaged = load_board()
    rng = random.Random(15)
    cities = list(packaged.calculator_cities)
    refs: list[object] = [rng.choice(cities) for _ in range(5)]
    refs += [(rng.uniform(-9, 9), rng.uniform(-9, 9)) for _ in range(3)]
    found = 0
    for a, b in zip(refs, refs[3:] + refs[:3], strict=True):
        for speed, range_ in ((4.0, 4),):
            plan = plan_range(packaged, a, b, speed=speed, range_=range_, **flags)  # type: ignore[arg-type]
            got = tuple((leg.start_id, leg.end_id, leg.turns) for leg in plan.legs)
            if a == b:
                continue
            assert got == _plan_every_leg_tested(packaged, a, b, speed, range_, flags), (a, b)
            found += bool(got)
    assert found >= 4  # most of these plans have legs: the comparison is not vacuous


def test_calculator_places_are_the_boards_cities_and_the_deck_each_once() -> None:
    """The Missions tab and `npq calc missions` list one place per card of a deck: the
    board's Mission Calculator cities and an edition's added ones, each once, in name order;
    a card whose place the board lacks is left out."""
    from npq.game import default_world
    from npq.nav import calculator_places

    w = default_world()
    deck = w.mission_cards(8)
    places = calculator_places(w.board, (*deck, "osaka", "no_such_place"))
    assert [p.id for p in places] == sorted(deck, key=lambda c: (w.place(c).name, c))
    assert len(places) == 79 and {p.id for p in w.board.calculator_cities} < set(deck)
    assert len(calculator_places(w.board)) == len(w.board.calculator_cities) == 41
