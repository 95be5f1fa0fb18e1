"""The weather-reading route planner (rulebook 1B, 4, 5; DESIGN.md D6-D10): real figures from
the packaged board and weather disc."""

from __future__ import annotations

import itertools
import math
from pathlib import Path
from typing import Any

import pytest

from npq.board import Board, load_board
from npq.nav import WIND_SECTORS, plan_range, planner, route_forecast
from npq.nav.planner import (
    RouteCrew,
    RoutePlan,
    RouteRules,
    clear_turns,
    plan_route,
    wind_band,
)
from npq.weather import Icon, WeatherDisc, load_weather_disc


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


@pytest.fixture(scope="module")
def disc() -> WeatherDisc:
    return load_weather_disc()


def _check_plan(plan: RoutePlan, range_: int) -> None:
    """What every plan must keep: no fog in flight, no storm at Integrity 1, never dry."""
    fuel, integ = plan.fuel_now, plan.integrity_now
    for t in plan.turns:
        if t.action == "wait":
            assert t.fuel == fuel and t.integrity == integ
            continue
        # fog holds the airship: the plan never flies (or is held) in it, on either track
        assert t.icon is not Icon.FOG and t.worst_icon is not Icon.FOG
        # a storm costs 1 Integrity before the move, never below 1
        assert t.integrity == integ - (1 if t.worst_icon is Icon.STORM else 0)
        assert t.integrity >= 1
        # one unit of fuel a turn in flight; the worst case is never dry away from a base
        assert t.fuel == fuel - 1 >= 0
        assert t.fuel > 0 or t.arrived is not None
        fuel, integ = t.fuel, t.integrity
        if t.stop is not None:
            assert t.arrived == t.stop
            fuel = range_
            if t.repair:
                integ = 3
    assert plan.turns[-1].arrived == plan.end_id


def test_tomsk_kings_bay_round_3_waits_out_the_fog(board: Board, disc: WeatherDisc) -> None:
    # The Range Calculator's straight plan: Tomsk -> Bulun -> Kings Bay, four turns, and fog
    # at the start of turn 3 (round 5), where the airship could not move.
    straight = plan_range(board, "tomsk", "kings_bay", speed=3, range_=4)
    assert [(leg.start_id, leg.end_id) for leg in straight.legs] == [
        ("tomsk", "bulun"),
        ("bulun", "kings_bay"),
    ]
    fc = route_forecast(board, straight, disc, 3)
    assert [f.icon for f in fc] == [Icon.WIND, Icon.WIND, Icon.FOG, Icon.STORM]
    plan = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=3, disc=disc)
    assert plan.reachable and plan.reason is None
    _check_plan(plan, 4)
    # it waits one round at Tomsk, so the fog of round 5 is behind it
    assert plan.turns[0].action == "wait" and plan.turns[0].round_no == 3
    assert plan.waits == 1
    assert plan.path == ("tomsk", "bulun", "kings_bay")
    assert plan.stops == ("bulun",)
    assert [t.round_no for t in plan.turns] == [3, 4, 5, 6, 7, 8]
    assert plan.worst_arrival == 8 and plan.expected_arrival == 8
    # worst case: 3 turns to Bulun leave 1 unit; 3 units of fuel at 10 Bonds (D12)
    assert plan.bonds == 30
    # it flew through a storm (Tomsk, round 4) at Integrity 3, so it arrives at 1 or more
    assert plan.turns[1].icon is Icon.STORM and plan.turns[1].integrity == 2


def test_a_plan_from_the_air_never_comes_back_to_its_start(board: Board, disc: WeatherDisc) -> None:
    """An airship in flight (a point start, not a place) west of London on 1 unit of fuel and
    Integrity 1 (the 4-player advanced greedy game ``npq sim -p 4 --advanced --seed 17``,
    round 4): the search once reached the start point again from a base, "repaired" there, and
    the plan's build met a stop with no place (AssertionError). A point start is never a stop:
    the plan is a chain of places from it, each stop a base."""
    dry = frozenset({"angmagssalik", "herschel_island", "craig_harbour", "danmarkshavn",
                     "jan_mayen", "rodgers_harbour", "uelen", "point_barrow", "winter_harbour",
                     "kings_bay", "matochkin_shar", "vadso", "etah", "tikhaya_bay", "teller",
                     "dikson"})  # fmt: skip
    rules = RouteRules(advanced=True, max_integrity=3, fuel_price=20, repair_price=20, dry=dry)
    start = (0.16690600457862015, -7.433631839351706)
    plan = plan_route(board, start, "pulham", speed=3, range_=4, fuel=1, round_no=4,
                      crew=RouteCrew(), rules=rules, integrity=1, disc=disc)  # fmt: skip
    assert plan.reachable and plan.path[0] is None and plan.path[-1] == "pulham"
    assert None not in plan.path[1:] and all(t.stop is not None for t in plan.turns if t.stop)
    _check_plan(plan, 4)


def test_a_storm_is_never_flown_at_integrity_1(board: Board, disc: WeatherDisc) -> None:
    # The storm over Tomsk in round 4: at Integrity 1 the plan may not fly it.
    full = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=4, disc=disc)
    assert full.turns[0].action == "fly" and full.turns[0].worst_icon is Icon.STORM
    weak = plan_route(
        board, "tomsk", "kings_bay", speed=3, range_=4, round_no=4, integrity=1, disc=disc
    )
    assert weak.reachable
    _check_plan(weak, 4)
    assert all(t.worst_icon is not Icon.STORM for t in weak.turns if t.action == "fly")
    assert weak.turns[0].action == "wait"
    assert weak.worst_arrival is not None and full.worst_arrival is not None
    assert weak.worst_arrival >= full.worst_arrival


@pytest.mark.parametrize("round_no", [5])
def test_plans_between_cities_keep_the_rules(
    board: Board, disc: WeatherDisc, round_no: int
) -> None:
    cities = sorted(p.id for p in board.calculator_cities)[::9]
    checked = 0
    for a, b in itertools.permutations(cities, 2):
        plan = plan_route(board, a, b, speed=4, range_=4, round_no=round_no, disc=disc)
        if not plan.reachable:
            assert plan.reason in ("fuel", "barrage", "obstacles", "weather")
            continue
        _check_plan(plan, 4)
        assert plan.worst_arrival is not None and plan.expected_arrival is not None
        assert plan.expected_arrival <= plan.worst_arrival
        assert plan.worst_arrival == plan.turns[-1].round_no
        # never sooner than the clear-weather ruler at the best Speed the wind can give
        ruler = plan_range(board, a, b, speed=5, range_=4)
        if ruler.reachable:
            assert plan.worst_arrival - round_no + 1 >= ruler.total_turns
        checked += 1
    assert checked >= 10


def test_wind_band_matches_the_wind_indicator() -> None:
    band = dict(wind_band((1.0, 2.0), 90.0, 3.0))
    assert list(band) == [w.value for w in WIND_SECTORS]
    for w in WIND_SECTORS:
        x, y = band[w.value]
        r = math.hypot(x - 1.0, y - 2.0)
        assert r == pytest.approx(3.0 + w.speed_delta)
        # L is counter-clockwise (D8): heading 90° + deviation
        assert math.degrees(math.atan2(y - 2.0, x - 1.0)) == pytest.approx(90.0 + w.deviation)
    assert band["FW+24R"] == pytest.approx(
        (1.0 + 4 * math.cos(math.radians(66)), 2.0 + 4 * math.sin(math.radians(66)))
    )
    assert band["BW+24L"] == pytest.approx(
        (1.0 + 2 * math.cos(math.radians(114)), 2.0 + 2 * math.sin(math.radians(114)))
    )
    calm = wind_band((0.0, 0.0), 0.0, 3.0, scientist_cancels=True)
    assert {round(math.atan2(y, x), 9) for _, (x, y) in calm} == {0.0}


def test_windy_turns_carry_the_band(board: Board, disc: WeatherDisc) -> None:
    plan = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=1, disc=disc)
    windy = [t for t in plan.turns if t.action == "fly" and t.icon in (Icon.WIND, Icon.STORM)]
    assert windy
    for t in windy:
        assert [label for label, _ in t.band] == [w.value for w in WIND_SECTORS]
        to_target = math.dist(t.start, t.end)
        assert to_target > 0
    calm = [t for t in plan.turns if t.icon not in (Icon.WIND, Icon.STORM)]
    assert all(t.band == () for t in calm)


def test_unreachable_says_why(board: Board, disc: WeatherDisc) -> None:
    pole = board.to_board(0.0, 90.0)
    locked = plan_route(board, "kings_bay", pole, speed=4, range_=4, disc=disc)
    assert not locked.reachable and locked.reason == "barrage"
    opened = plan_route(
        board,
        "kings_bay",
        pole,
        speed=4,
        range_=4,
        disc=disc,
        rules=RouteRules(barrage_unlocked=True),
    )
    assert opened.reachable
    dry = plan_route(board, "tomsk", "kings_bay", speed=1, range_=1, disc=disc)
    assert not dry.reachable and dry.reason == "fuel"


def test_unreachable_for_obstacles_a_commander_would_cross(board: Board, disc: WeatherDisc) -> None:
    # Sadiya (Assam) at Speed 3, Range 3: every leg out toward Europe crosses the Himalaya or
    # another obstacle, which only a Commander may cross (1A, D10).
    plain = plan_route(board, "sadiya", "cuers_pierrefeu", speed=3, range_=3, disc=disc)
    assert not plain.reachable and plain.reason == "obstacles"
    assert plain.turns == () and plain.worst_arrival is None
    led = plan_route(
        board,
        "sadiya",
        "cuers_pierrefeu",
        speed=3,
        range_=3,
        disc=disc,
        crew=RouteCrew(commander=True),
    )
    # Each obstacle a turn's move crosses draws a Venture card before the move (D10; section 4
    # "Airship Movement", 1h), and the plan weighs them after the arrival round: the Himalaya
    # and Tibetan Plateau once (turn 1), then round the Pamir, the Urals and the Alps by
    # Lucknow, Meshed, Angora and Rome (the way by Akmolinsk and Archangel lands in round 9
    # too, drawing 4 cards).
    assert led.reachable and led.path == (
        "sadiya",
        "lucknow",
        "meshed",
        "angora",
        "rome",
        "cuers_pierrefeu",
    )
    _check_plan(led, 3)
    assert led.worst_arrival == 9 and not led.fallback
    assert [t.venture_cards for t in led.turns] == [1] + [0] * (len(led.turns) - 1)
    assert led.venture_cards == 1
    assert plain.venture_cards == 0
    # the CLI reports them with the plan
    from typer.testing import CliRunner

    from npq.cli import app

    args = ["sadiya", "cuers_pierrefeu", "--speed", "3", "--range", "3", "--round", "1"]
    res = CliRunner().invoke(app, ["calc", "range", *args, "--commander"])
    assert res.exit_code == 0, res.output
    assert "1 Venture card" in res.output


def test_unreachable_for_the_weather_within_the_horizon(board: Board, disc: WeatherDisc) -> None:
    # Akureyri -> Quebec at Speed 2, Range 2 from round 5 is a long way round (no Atlantic
    # hop fits the tank). At Integrity 2 it arrives in round 24; at Integrity 1 no storm may
    # be flown (a plan never goes below 1), the waits for them push the arrival beyond the
    # 30 rounds looked ahead, so the reason is the weather -- the tank and the map allow it.
    sound = plan_route(
        board, "akureyri", "quebec", speed=2, range_=2, round_no=5, integrity=2, disc=disc
    )
    assert sound.reachable and sound.worst_arrival == 24
    weak = plan_route(
        board, "akureyri", "quebec", speed=2, range_=2, round_no=5, integrity=1, disc=disc
    )
    assert not weak.reachable and weak.reason == "weather"
    patient = plan_route(
        board,
        "akureyri",
        "quebec",
        speed=2,
        range_=2,
        round_no=5,
        integrity=1,
        disc=disc,
        rules=RouteRules(horizon=60, max_wait=12, budget=10_000),
    )
    assert patient.reachable and patient.worst_arrival == 41 and not patient.fallback
    _check_plan(patient, 2)
    assert all(t.integrity >= 1 for t in patient.turns)


def test_a_spent_budget_falls_back_to_a_chain_that_keeps_the_rules(
    board: Board, disc: WeatherDisc
) -> None:
    # Paris -> Kasumigaura at Speed 3, Range 3 from round 7: the exact search flies 2,697
    # turns of simulations (within the default budget; 2,595 on the board before edition 7's
    # Virgohamna) for a plan via Berlin, Mezen and Zhigansk that lands in round 16 in the
    # worst case.
    exact = plan_route(board, "paris", "kasumigaura", speed=3, range_=3, round_no=7, disc=disc)
    assert not exact.fallback and exact.effort == 2697
    assert exact.path == ("paris", "berlin", "mezen", "zhigansk", "kasumigaura")
    assert exact.worst_arrival == 16 and exact.bonds == 60
    _check_plan(exact, 3)
    # With a budget of 300 turns the search gives up and flies the bound's chain down the
    # Range Calculator's legs instead: later (round 21), one stop more, but still a plan that
    # never flies fog, never runs dry and never takes a storm at Integrity 1.
    tight = RouteRules(budget=300)
    cheap = plan_route(
        board, "paris", "kasumigaura", speed=3, range_=3, round_no=7, disc=disc, rules=tight
    )
    assert cheap.reachable and cheap.fallback
    assert cheap.effort <= 300 + 60  # the budget, then the chain's few legs
    assert cheap.path == (
        "paris",
        "konigsberg",
        "archangel",
        "khatanga",
        "khabarovsk",
        "kasumigaura",
    )
    assert cheap.stops == ("konigsberg", "archangel", "khatanga", "khabarovsk")
    assert cheap.worst_arrival == 21 and cheap.bonds == 80
    assert [t.action for t in cheap.turns[:3]] == ["wait", "wait", "fly"]
    _check_plan(cheap, 3)
    # A count, not a clock: the same plan and effort with every remembered leg forgotten.
    planner._LEGS.clear()
    planner._WORSTS.clear()
    again = plan_route(
        board, "paris", "kasumigaura", speed=3, range_=3, round_no=7, disc=disc, rules=tight
    )
    assert again == cheap and again.effort == cheap.effort


def test_no_stop_where_no_fuel_is_sold(board: Board, disc: WeatherDisc) -> None:
    # Archangel -> Etah at Speed 3, Range 3 from round 2 refuels at Bear Island and at Winter
    # Harbour, an Arctic base; from edition 3 an Arctic base sells fuel only once a Mooring
    # Mast stands there (issue 17 ruling 3). With none standing the plan goes round by
    # Murmansk and Coppermine, three rounds later, and stops at no Arctic base.
    arctic = frozenset(p.id for p in board.places if p.is_arctic)
    free = plan_route(board, "archangel", "etah", speed=3, range_=3, round_no=2, disc=disc)
    assert free.path == ("archangel", "bear_island", "winter_harbour", "etah")
    assert free.stops == ("bear_island", "winter_harbour") and free.worst_arrival == 6
    dry = RouteRules(dry=arctic)
    plan = plan_route(
        board, "archangel", "etah", speed=3, range_=3, round_no=2, disc=disc, rules=dry
    )
    assert plan.path == ("archangel", "murmansk", "coppermine", "etah")
    assert plan.worst_arrival == 9 and not set(plan.stops) & arctic
    _check_plan(plan, 3)
    # the bound the bots choose their Arctic base by: fewest full-Speed turns, no weather
    assert clear_turns(board, "archangel", "etah", speed=3, range_=3) == 4
    assert clear_turns(board, "archangel", "etah", speed=3, range_=3, rules=dry) == 5
    assert clear_turns(board, "tromso", "danmarkshavn", speed=3, range_=3) == 6
    assert clear_turns(board, "tromso", "tromso", speed=3, range_=3) == 0


def test_a_commander_may_cross_obstacles_and_counts_no_fog_cards_in_basic(
    board: Board, disc: WeatherDisc
) -> None:
    plain = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=3, disc=disc)
    led = plan_route(
        board,
        "tomsk",
        "kings_bay",
        speed=3,
        range_=4,
        round_no=3,
        disc=disc,
        crew=RouteCrew(commander=True),
    )
    assert led.reachable and plain.worst_arrival is not None and led.worst_arrival is not None
    assert led.worst_arrival <= plain.worst_arrival
    assert led.venture_cards >= 0


def test_cli_prints_the_same_plan(board: Board, disc: WeatherDisc) -> None:
    import json

    from typer.testing import CliRunner

    from npq.cli import app

    runner = CliRunner()
    args = ["calc", "range", "Tomsk", "Kings Bay", "--speed", "3", "--range", "4", "--round", "3"]
    res = runner.invoke(app, [*args, "--json"])
    assert res.exit_code == 0, res.output
    route = json.loads(res.output)["route"]
    plan = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=3, disc=disc)
    assert route["path"] == list(plan.path) == ["tomsk", "bulun", "kings_bay"]
    assert route["worst_arrival"] == plan.worst_arrival == 8
    assert route["bonds"] == 30 and route["stops"] == ["bulun"]
    assert [t["action"] for t in route["turns"]] == ["wait"] + ["fly"] * 5
    assert [t["icon"] for t in route["turns"]][:2] == ["wind", "storm"]
    assert len(route["turns"][1]["band"]) == 12
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    assert "arrives round 8 in the worst case" in res.output
    assert "wait on the ground" in res.output
    res = runner.invoke(
        app, ["calc", "range", "Tomsk", "0,90", "--speed", "4", "--range", "4", "--round", "1"]
    )
    assert res.exit_code == 0, res.output
    assert "not reachable: barrage" in res.output


def test_plot_route_draws_the_weather_plan(tmp_path: Path, board: Board, disc: WeatherDisc) -> None:
    from typer.testing import CliRunner

    from npq.cli import app
    from npq.plot.weather_route import render_weather_route

    plan = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=3, disc=disc)
    out = tmp_path / "route.png"
    facts = render_weather_route(board, plan, out, disc=disc, dpi=40)
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert facts.waits == (1,) and facts.fans == (2, 3) and facts.stops == ("bulun",)
    res = CliRunner().invoke(
        app,
        [
            "plot",
            "route",
            "Tomsk",
            "Kings Bay",
            "--speed",
            "3",
            "--range",
            "4",
            "--round",
            "3",
            "--out",
            str(tmp_path / "cli.svg"),
        ],
    )
    assert res.exit_code == 0, res.output
    assert "arrives round 8 in the worst case, 8 expected, 1 stop" in res.output
    assert "1 stops" not in res.output  # one stop, said as one
    assert (tmp_path / "cli.svg").stat().st_size > 0


@pytest.mark.parametrize("straight", [False, True])
def test_route_plots_keep_their_title_inside_the_picture(
    tmp_path: Path, board: Board, disc: WeatherDisc, straight: bool
) -> None:
    # At the CLI's 180 dpi the constrained layout gave the map the whole height and the title
    # ran off the top: the top rows of the PNG were the title's lower half. Now a strip above
    # the map holds it: the topmost rows are blank, the title's ink lies below them, above
    # the map.
    import numpy as np
    from PIL import Image

    from npq.plot.route import render_route
    from npq.plot.weather_route import render_weather_route

    out = tmp_path / "route.png"
    if straight:
        ruler = plan_range(board, "tomsk", "kings_bay", speed=3, range_=4)
        render_route(board, ruler, out, disc=disc, from_round=3, start_name="Tomsk", dpi=180)
    else:
        plan = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=3, disc=disc)
        render_weather_route(board, plan, out, disc=disc, start_name="Tomsk", dpi=180)
    grey = np.asarray(Image.open(out).convert("L"))
    assert grey.shape == (1620, 2340)
    inked = np.flatnonzero((grey < 200).any(axis=1))
    assert inked[0] >= 10  # nothing cut at the top edge
    title_rows = inked[inked < 0.05 * 1620]
    assert len(title_rows) >= 10  # the title's ink, in the strip above the map


def test_the_places_that_sell_no_fuel_are_the_editions(board: Board) -> None:
    # Issue 17 ruling 3 (edition 3): an Arctic base sells fuel and repairs once its Mooring
    # Mast stands; dry_bases is the planner's ``dry`` by the game's own edition, as the
    # engine's refusal (services.arctic_without_mast) judges it.
    import dataclasses

    from npq.errors import RuleViolation
    from npq.game import GameConfig, apply, new_game
    from npq.game.actions import Refuel
    from npq.game.rules import dry_bases
    from npq.game.world import default_world

    def replace_player(state: Any, seat: int, **changes: Any) -> Any:
        return state.with_player(seat, dataclasses.replace(state.players[seat], **changes))

    w = default_world()
    arctic = frozenset(w.arctic_bases)
    assert {"winter_harbour", "etah", "kings_bay"} <= arctic and "bear_island" not in arctic
    s = new_game(GameConfig(("usa", "germany")), 3, w)
    assert s.edition >= 3 and dry_bases(s, w) == arctic  # edition 3 and on
    # the USA's mast at Winter Harbour: it sells there, for everyone
    masted = replace_player(s, 0, arctic="winter_harbour", mast=True)
    assert dry_bases(masted, w) == arctic - {"winter_harbour"}
    # reserved without its mast: still dry
    assert dry_bases(replace_player(s, 0, arctic="winter_harbour"), w) == arctic
    # a game of edition 2 bought fuel at every Arctic base
    assert dry_bases(dataclasses.replace(s, edition=2), w) == frozenset()
    # the engine agrees: Germany's airship at Etah (dry) is refused fuel, at Winter Harbour
    # under the USA's mast it is sold
    for state, place, sold in ((s, "etah", False), (masted, "winter_harbour", True)):
        p = state.players[state.current]
        a = dataclasses.replace(p.airship, place=place, pos=w.xy(place), fuel=1)
        here = replace_player(state, state.current, airship=a)
        assert (place in dry_bases(here, w)) is not sold
        try:
            apply(here, Refuel(1), w)
        except RuleViolation as exc:
            assert not sold and exc.code == "services.arctic_without_mast"
        else:
            assert sold


def test_the_cli_plans_by_the_editions_rules_and_masts(board: Board, disc: WeatherDisc) -> None:
    # A plain calculator run plans by the current edition's rules: Archangel -> Etah at
    # Speed 3, Range 3 from round 2 stops at no Arctic base (no Mooring Mast stands in a
    # calculator run) -- via Murmansk and Coppermine in round 9; --mast winter_harbour says a
    # mast stands there, and the plan refuels there (round 6).
    import json

    from typer.testing import CliRunner

    from npq.cli import app

    arctic = frozenset(p.id for p in board.places if p.is_arctic)
    runner = CliRunner()
    args = ["calc", "range", "archangel", "etah", "--speed", "3", "--range", "3", "--round", "2"]
    res = runner.invoke(app, [*args, "--json"])
    assert res.exit_code == 0, res.output
    route = json.loads(res.output)["route"]
    assert route["path"] == ["archangel", "murmansk", "coppermine", "etah"]
    assert route["worst_arrival"] == 9 and not set(route["stops"]) & arctic
    want = plan_route(
        board,
        "archangel",
        "etah",
        speed=3,
        range_=3,
        round_no=2,
        disc=disc,
        rules=RouteRules(dry=arctic),
    )
    assert route["path"] == list(want.path) and route["bonds"] == want.bonds
    res = runner.invoke(app, [*args, "--mast", "Winter Harbour", "--json"])
    assert res.exit_code == 0, res.output
    route = json.loads(res.output)["route"]
    assert route["path"] == ["archangel", "bear_island", "winter_harbour", "etah"]
    assert route["stops"] == ["bear_island", "winter_harbour"] and route["worst_arrival"] == 6
    res = runner.invoke(app, [*args, "--mast", "bulun"])
    assert res.exit_code == 2 and "--mast bulun: not an Arctic base" in res.output
    res = runner.invoke(app, ["calc", "range", "--help"])
    assert "--mast" in res.output and "edition" in res.output


def test_the_straight_calculator_suggests_no_stop_where_no_fuel_is_sold(board: Board) -> None:
    # The straight Range Calculator (npq calc range without --round, the app's "Suggest
    # bases") suggested Archangel -> Ust-Sysolsk -> Craig Harbour -> Etah at Speed 3, Range 3:
    # Craig Harbour is an Arctic base, which from edition 3 sells no fuel until its Mooring
    # Mast stands (issue 17 ruling 3). With the dry places it goes by Murmansk and Cambridge
    # Bay (a Canadian base), in the same 5 turns; the weather plan's --mast opens a base.
    import json

    from typer.testing import CliRunner

    from npq.cli import app

    arctic = frozenset(p.id for p in board.places if p.is_arctic)
    assert "craig_harbour" in arctic and "cambridge_bay" not in arctic
    free = plan_range(board, "archangel", "etah", speed=3, range_=3)
    assert free.stops == ("ust_sysolsk", "craig_harbour") and free.total_turns == 5
    plan = plan_range(board, "archangel", "etah", speed=3, range_=3, dry=arctic)
    assert plan.stops == ("murmansk", "cambridge_bay") and plan.total_turns == 5
    assert [leg.turns for leg in plan.legs] == [1, 3, 1]
    # the target itself may be a dry place: the flight ends there
    assert plan.legs[-1].end_id == "etah" and "etah" in arctic
    runner = CliRunner()
    args = ["calc", "range", "archangel", "etah", "--speed", "3", "--range", "3", "--json"]
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    rep = json.loads(res.output)
    assert rep["suggested_stops"] == ["murmansk", "cambridge_bay"] and "route" not in rep
    res = runner.invoke(app, [*args, "--mast", "craig_harbour"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["suggested_stops"] == ["ust_sysolsk", "craig_harbour"]


def test_the_plan_text_shows_venture_cards_and_the_fallback(
    board: Board, disc: WeatherDisc, capsys: pytest.CaptureFixture[str]
) -> None:
    # The text and JSON of npq calc range --round name the Venture cards a Commander's
    # crossings draw, turn by turn, and say when the plan is the search's fallback.
    import json

    from typer.testing import CliRunner

    from npq.cli import app
    from npq.cli.calc import _print_route, route_report

    args = ["tomsk", "kings_bay", "--speed", "3", "--range", "4", "--round", "3"]
    res = CliRunner().invoke(app, ["calc", "range", *args, "--commander", "--json"])
    assert res.exit_code == 0, res.output
    route = json.loads(res.output)["route"]
    assert route["path"] == ["tomsk", "perm", "kings_bay"]
    assert [t["venture_cards"] for t in route["turns"]] == [0, 1, 0, 0]  # the Urals
    assert route["venture_cards"] == 1 and route["fallback"] is False
    res = CliRunner().invoke(app, ["calc", "range", *args, "--commander"])
    lines = res.output.splitlines()
    t2 = next(line for line in lines if line.lstrip().startswith("T2 "))
    assert "the Commander draws 1 Venture card" in t2 and "→ Perm (refuel)" in t2
    t3 = next(line for line in lines if line.lstrip().startswith("T3 "))
    assert "Venture" not in t3
    assert "fallback" not in res.output
    # a spent budget: the fallback chain (Paris -> Kasumigaura, budget 300) says so
    cheap = plan_route(
        board,
        "paris",
        "kasumigaura",
        speed=3,
        range_=3,
        round_no=7,
        disc=disc,
        rules=RouteRules(budget=300),
    )
    assert cheap.fallback and cheap.reachable
    _print_route(board, route_report(board, cheap))
    out = capsys.readouterr().out
    assert "fallback: the search spent its effort budget" in out
    assert route_report(board, cheap)["fallback"] is True


def test_a_commanders_plan_weighs_the_venture_cards_after_the_arrival(
    board: Board, disc: WeatherDisc
) -> None:
    # With a Commander the search minimises the worst-case arrival round, then the Venture
    # cards the crossings draw, then the stops, then the Bonds (docs/rules-decisions.md).
    # Tomsk -> Kings Bay from round 3 at Speed 3, Range 4: straight over the Kara Sea pack
    # ice and the Barents ice edge lands in round 6 drawing 3 cards (the ice edge twice: a
    # turn starts inside it); by Perm it lands in round 6 too, drawing 1 (the Urals), for
    # one stop and 20 Bonds.
    led = RouteCrew(commander=True)
    plan = plan_route(
        board, "tomsk", "kings_bay", speed=3, range_=4, round_no=3, disc=disc, crew=led
    )
    assert plan.path == ("tomsk", "perm", "kings_bay") and plan.worst_arrival == 6
    assert plan.venture_cards == 1 and [t.venture_cards for t in plan.turns] == [0, 1, 0, 0]
    assert plan.stops == ("perm",) and plan.bonds == 20 and not plan.fallback
    _check_plan(plan, 4)
    # the straight way (no stop allowed anywhere): the same round, three cards (D10)
    straight = plan_route(
        board,
        "tomsk",
        "kings_bay",
        speed=3,
        range_=4,
        round_no=3,
        disc=disc,
        crew=led,
        rules=RouteRules(dry=_places_but(board, "tomsk", "kings_bay")),
    )
    assert straight.path == ("tomsk", "kings_bay") and straight.worst_arrival == 6
    assert straight.venture_cards == 3
    # Sadiya -> Cuers-Pierrefeu at Speed 3, Range 3: through the Himalaya once, then round
    # Central Asia by Lucknow, Meshed, Angora and Rome, in round 9 as the way of 4 cards over
    # the Himalaya, the Pamir, the Urals and the Alps did
    far = plan_route(board, "sadiya", "cuers_pierrefeu", speed=3, range_=3, disc=disc, crew=led)
    assert far.worst_arrival == 9 and far.venture_cards == 1 and not far.fallback
    assert far.path == ("sadiya", "lucknow", "meshed", "angora", "rome", "cuers_pierrefeu")
    _check_plan(far, 3)


def _places_but(board: Board, *keep: str) -> frozenset[str]:
    return frozenset(p.id for p in board.places if p.id not in keep)


def test_plans_off_neutral_land_cross_none_as_the_engine_judges_it(
    board: Board, disc: WeatherDisc
) -> None:
    # The solo game's objective 3 (section 12): RouteRules.off_neutral flies no leg over white
    # land and stops at no base of no nation -- by the engine's own judgement of a move
    # (AirshipMove.crosses_neutral, the solo tracker's). London -> Berlin goes by Dundee
    # and the sea (the straight leg crosses the neutral Netherlands); Berlin -> Warsaw
    # cannot be flown at all (Warsaw is in neutral Poland: every leg onto it crosses it).
    import numpy as np
    from shapely.geometry import LineString

    from npq.nav import Course, resolve_airship_move
    from npq.nav.planner import crosses_neutral, turns_to

    off = RouteRules(off_neutral=True)
    plain = plan_route(board, "london", "berlin", speed=3, range_=4, round_no=3, disc=disc)
    kept = plan_route(
        board, "london", "berlin", speed=3, range_=4, round_no=3, disc=disc, rules=off
    )
    assert plain.path == ("london", "berlin") and plain.worst_arrival == 4
    assert kept.path == ("london", "dundee", "berlin") and kept.worst_arrival == 6
    _check_plan(kept, 4)

    def over(a: str, b: str) -> bool:
        pa, pb = board.place(a).xy, board.place(b).xy
        move = resolve_airship_move(board, pa, Course.toward(pb), math.dist(pa, pb))
        return move.crosses_neutral

    assert over("london", "berlin")
    legs = list(zip(kept.path, kept.path[1:], strict=False))
    assert not any(over(a, b) for a, b in legs)
    assert not any(board.place(p).nation is None for p in kept.stops)
    lines = np.array([LineString([board.place(a).xy, board.place(b).xy]) for a, b in legs])
    assert not crosses_neutral(board, lines).any()
    inland = plan_route(
        board, "berlin", "warsaw", speed=3, range_=4, round_no=3, disc=disc, rules=off
    )
    assert not inland.reachable and inland.reason == "neutral"
    assert plan_route(board, "berlin", "warsaw", speed=3, range_=4, disc=disc).reachable
    # the bound from every place at once is clear_turns' from each
    table = turns_to(board, "berlin", speed=3, range_=4, rules=off)
    assert table["london"] == clear_turns(board, "london", "berlin", speed=3, range_=4, rules=off)
    assert "warsaw" not in table  # neutral Poland: no way from there that keeps off it
    for pid in sorted(table)[::25]:
        assert table[pid] == clear_turns(board, pid, "berlin", speed=3, range_=4, rules=off)


@pytest.mark.parametrize("advanced", [False, True])
def test_the_cards_a_move_draws_are_the_engines_count(
    board: Board, disc: WeatherDisc, advanced: bool
) -> None:
    # The planner's quick count of a move's Venture cards (D10) is the engine's own
    # (crossings_along's hazards) on 1,500 random moves, a fifth of them through obstacles.
    import numpy as np

    from npq.nav.airship import _VENTURE
    from npq.nav.zones import crossings_along

    ctx = planner._Ctx(board, disc, 3.0, RouteCrew(commander=True), RouteRules(advanced=advanced))
    rng = np.random.default_rng(18)
    drawn = 0
    for _ in range(1500):
        a = tuple(rng.uniform(-12, 12, 2).tolist())
        h, length = rng.uniform(0, 2 * math.pi), rng.uniform(0.2, 4.0)
        b = (a[0] + length * math.cos(h), a[1] + length * math.sin(h))
        want = sum(1 for c in crossings_along(board, [a, b], _VENTURE[advanced]) if c.is_hazard)
        assert planner._cards(ctx, a, b) == want, (a, b)
        drawn += want > 0
    assert drawn >= 250
    assert planner._cards(planner._Ctx(board, disc, 3.0, RouteCrew(), RouteRules()), a, b) == 0


def _engine_tracks(state: Any, target: str, turns: int, path: tuple[Any, ...] = ()) -> list[Any]:
    """Every track the engine's Wind Indicator may make of a flight to ``target`` over
    ``turns`` turns, each windy turn every sector spun (the seat 0 airship of a two-seat game):
    (the winds, how it ended -- ``arrived``, ``down``, ``short`` or ``refused:<rule>``)."""
    from _game_helpers import W, force_wind

    from npq.errors import RuleViolation
    from npq.game import apply
    from npq.game.actions import Course, EndTurn, Fly

    a = state.players[0].airship
    icon = W.disc.icon(W.weather_area(a.pos), state.disc_round)
    out: list[Any] = []
    for wind in WIND_SECTORS if icon in (Icon.WIND, Icon.STORM) else (None,):
        s = force_wind(state, wind) if wind is not None else state
        try:
            s, _ = apply(s, Fly(Course(place=target)), W)
        except RuleViolation as exc:
            out.append(((*path, wind), "refused:" + exc.code))
            continue
        q = s.players[0].airship
        if s.outcome is not None or q.emergency is not None:
            out.append(((*path, wind), "down"))
        elif q.place == target:
            out.append(((*path, wind), "arrived"))
        elif turns <= 1 or q.fuel <= 0:
            out.append(((*path, wind), "short"))
        else:
            s, _ = apply(apply(s, EndTurn(), W)[0], EndTurn(), W)
            out.extend(_engine_tracks(s, target, turns - 1, (*path, wind)))
    return out


def test_every_track_of_the_wind_on_a_tank_of_two(board: Board, disc: WeatherDisc) -> None:
    # London -> Julianehaab at Speed 4 on 2 Fuel from round 4 (the USSR's objective-2 solo
    # game of seed 2 came down on it): the plan follows one worst track (the sector furthest
    # from the leg's end, D8) and flies straight, arriving in round 5 on the last drop. The
    # engine, every sector spun both turns, brings most tracks down: the storm's deviation
    # in round 5 over a shorter distance misses the 0.3 L ring. RouteRules.all_tracks flies
    # every track on under its own weather: by Ponta Delgada, where every one of the 12
    # tracks of the storm arrives (round 5), and on to Julianehaab in round 7.
    import dataclasses

    from _game_helpers import W, at_place, game, put_air

    dry = frozenset(p.id for p in board.places if p.is_arctic)
    kw: dict[str, Any] = {"speed": 4, "range_": 2, "fuel": 2, "round_no": 4, "disc": disc}
    one = plan_route(board, "london", "julianehaab", **kw, rules=RouteRules(dry=dry))
    assert one.path == ("london", "julianehaab") and one.worst_arrival == 5
    every = plan_route(
        board, "london", "julianehaab", **kw, rules=RouteRules(dry=dry, all_tracks=True)
    )
    assert every.path == ("london", "ponta_delgada", "julianehaab")
    assert every.worst_arrival == 7 and every.stops == ("ponta_delgada",)
    _check_plan(every, 2)
    s = game("british_empire", "italy")
    s = dataclasses.replace(put_air(at_place(s, 0, "london"), 0, fuel=2), round=4)
    assert W.disc.icon(W.weather_area(W.xy("london")), 4) is Icon.STORM
    straight = [end for _winds, end in _engine_tracks(s, "julianehaab", 2)]
    assert straight.count("down") >= 12 and straight.count("arrived") < len(straight) // 4
    stop = [end for _winds, end in _engine_tracks(s, "ponta_delgada", 2)]
    assert stop == ["arrived"] * 12
    # the plain plans are untouched by the option's existence (the greedy bot's games)
    assert plan_route(board, "london", "julianehaab", **kw, rules=RouteRules(dry=dry)) == one
