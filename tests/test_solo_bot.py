"""The solo bot's pursuit of objectives 2 and 3 (section 12 "Stars Table", issue 14)."""

from __future__ import annotations

import numpy as np
import pytest
from _game_helpers import W, at_place, put, put_air
from shapely.geometry import LineString

from npq.bots.routing import air_router
from npq.bots.solo import SoloBot, _capped, land_router
from npq.errors import RuleViolation
from npq.game import new_game
from npq.game.actions import Declare, Fly
from npq.solo.bonuses import starting_bonuses
from npq.solo.game import solo_config
from npq.solo.setup import SoloSetup


def test_the_plans_off_neutral_land_keep_off_it_with_or_without_a_commander() -> None:
    """Objective 3: Warsaw (neutral Poland in 1924) is no stop, and Berlin -> Leningrad over
    Poland and the Baltic states is no leg, even for a Commander, who may fly through
    obstacles (D10) but not count a white country as a nation's: the solo bot's plans
    (the planner off neutral land, issue 18's one planner) and its clear-leg test agree."""
    from npq.nav.planner import RouteCrew, RouteRules, plan_route

    plain, land = air_router(W.board), land_router(W.board)
    assert not land.segment_clear(W.xy("berlin"), W.xy("leningrad"), True, False)
    assert plain.segment_clear(W.xy("berlin"), W.xy("leningrad"), True, False)
    assert land.segment_clear(W.xy("leningrad"), W.xy("moscow"), True, False)  # the USSR
    led, off = RouteCrew(commander=True), RouteRules(off_neutral=True)
    kw = {"speed": 3, "range_": 4, "round_no": 2, "crew": led, "disc": W.disc}
    over = plan_route(W.board, "berlin", "leningrad", **kw)
    kept = plan_route(W.board, "berlin", "leningrad", **kw, rules=off)
    assert over.path == ("berlin", "leningrad")
    assert kept.reachable and "warsaw" not in kept.path and len(kept.path) > 2
    for a, b in zip(kept.path, kept.path[1:], strict=False):
        assert land.segment_clear(W.xy(a), W.xy(b), True, False), (a, b)
    assert all(W.board.place(p).nation is not None for p in kept.stops)
    # the solo bot with objective 3 asks for exactly that plan; without it, the plain one
    s = new_game(solo_config(SoloSetup("germany", (3,), seed=0), starting_bonuses(())), 0, W)
    p = s.players[0]
    assert p.airship.place == "berlin"
    bot, greedy = SoloBot((3,)), SoloBot(())
    assert bot._off_neutral() and not greedy._off_neutral()
    mine, theirs = bot._plan(s, W, p, "leningrad"), greedy._plan(s, W, p, "leningrad")
    assert theirs.path == ("berlin", "leningrad")
    assert mine.reachable and "warsaw" not in mine.path and len(mine.path) > 2
    for a, b in zip(mine.path, mine.path[1:], strict=False):
        assert land.segment_clear(W.xy(a), W.xy(b), True, False), (a, b)


def test_objective_two_flies_on_a_tank_of_two_and_burns_fuel_before_declaring() -> None:
    setup = SoloSetup("germany", (2,), seed=0)
    s = new_game(solo_config(setup, starting_bonuses(())), 0, W)
    capped = _capped(s.players, 0, 2)
    assert capped[0].range == 2 and s.players[0].range == 4
    bot = SoloBot((2,))
    card = s.players[0].missions[0]
    bot.long = (card, "berlin")
    at = put_air(at_place(s, 0, "berlin"), 0, fuel=4)
    out = bot.propose(at, W)
    assert not any(isinstance(a, Declare) and a.card == card for a in out)
    assert isinstance(out[0], Fly)  # a short hop burns the fuel first
    again = SoloBot((2,))
    again.long = (card, "berlin")
    low = put_air(at, 0, fuel=2)
    assert any(isinstance(a, Declare) and a.card == card for a in again.propose(low, W))


class _ColdBoard:
    """The packaged board with an empty table cache."""

    def __init__(self, board: object, slot: tuple[object, str]) -> None:
        self._board = board
        self.cache_slot = slot

    def __getattr__(self, name: str) -> object:
        return getattr(self._board, name)


def test_a_land_router_on_a_cold_cache_stores_nothing_and_keeps_off_neutral_land(
    tmp_path,
) -> None:
    """The solo bot's LandRouter (objective 3) on a cold cache: the routers keep no table of
    their own any more (the air-route rows nothing read were dropped, issue 15), so nothing is
    stored; its legs are the plain router's legs that cross no neutral land, and the plain
    router answers the same on a cold cache as on the packaged one."""
    from shapely.geometry import LineString

    from npq.bots.routing import AirRouter
    from npq.bots.solo import LandRouter
    from npq.nav.planner import crosses_neutral

    board = W.board
    assert board.cache_slot is not None
    cold = _ColdBoard(board, (tmp_path, board.cache_slot[1]))
    land = LandRouter(cold)  # type: ignore[arg-type]
    stored = AirRouter(cold)  # type: ignore[arg-type]
    assert not list(tmp_path.iterdir())
    plain = AirRouter(board)
    ids = ["berlin", "warsaw", "leningrad", "moscow", "rome", "kings_bay", "paris"]
    crossed = 0
    for a in ids:
        for b in ids:
            pa, pb = W.xy(a), W.xy(b)
            for commander, unlocked in ((False, False), (False, True), (True, False)):
                want = plain.segment_clear(pa, pb, commander, unlocked)
                assert stored.segment_clear(pa, pb, commander, unlocked) is want
                neutral = a != b and bool(
                    crosses_neutral(board, np.array([LineString([pa, pb])], dtype=object))[0]
                )
                crossed += want and neutral
                assert land.segment_clear(pa, pb, commander, unlocked) is (want and not neutral)
    assert crossed  # some plain leg is refused to the LandRouter for neutral land alone
    # its own test still leaves out what the plain one allows
    assert plain.segment_clear(W.xy("berlin"), W.xy("warsaw"), False, False)
    assert not land.segment_clear(W.xy("berlin"), W.xy("warsaw"), False, False)


def _solo(nation: str, objectives: tuple[int, ...] = ()):  # type: ignore[no-untyped-def]
    """A solo game with the disc as the traced games had it: edition 3's, not turned at set-up
    (edition 4 turns it by lot, ``State.disc_start``), so the rounds below show their weather."""
    from dataclasses import replace

    s = new_game(solo_config(SoloSetup(nation, objectives, seed=0), starting_bonuses(())), 0, W)
    return replace(s, disc_start=0)


def test_no_sail_that_draws_a_venture_card_while_the_airship_flies_on_its_last_units() -> None:
    """A Venture card the ship draws may skip the player's next turn (engine failure), and a
    turn skipped in flight burns a unit going nowhere (D9): the USSR's objective-2 game of
    seed 1 came down so, its ship crossing the Kara Sea pack ice to Tikhaya Bay while the
    airship was between London and Julianehaab on 1 Fuel. The solo bot keeps the ship back
    then (no sail that draws a card: section 4's sea obstacles, fog at the start), and sails
    it as the greedy bot does once the airship stands on a base."""
    from dataclasses import replace

    from _game_helpers import put, put_ship

    from npq.bots.greedy import GreedyBot
    from npq.bots.solo import _draws_card
    from npq.game.rules import plan_sail

    s = put(_solo("ussr", (2,)), 0, arctic="tikhaya_bay")
    s = replace(put_ship(s, 0, pos=(2.9994, -0.9586), place=None), round=4)
    flying = put_air(s, 0, pos=(-2.75, -4.97), place=None, fuel=1)
    p = flying.players[0]
    greedy = list(GreedyBot._sail(SoloBot((2,)), flying, W, p))
    assert greedy and all(_draws_card(flying, W, x) for x in greedy)
    move = plan_sail(flying, greedy[0], W)
    assert [c.zone_id for c in move.hazards if c.venture_line is not None] == ["kara_sea_pack_ice"]
    assert list(SoloBot((2,))._sail(flying, W, p)) == []
    # with 3 Fuel aboard, or standing on a base, the ship sails on
    fuller = put_air(flying, 0, fuel=3)
    assert list(SoloBot((2,))._sail(fuller, W, fuller.players[0])) == greedy
    based = put_air(flying, 0, pos=W.xy("london"), place="london", fuel=1)
    assert list(SoloBot((2,))._sail(based, W, based.players[0])) == greedy


def test_home_from_the_pole_by_a_point_only_when_the_fuel_gets_it_there() -> None:
    """Back from the Pole the greedy bot makes for a point on its base's own line when an
    obstacle lies across the straight way home (the wind put it off the line), whatever its
    fuel: Germany's objective-2 game of seed 0, at 1 Fuel 5.9 L from that point in round 29,
    came down on the way. The solo bot flies the planner's leg to Cambridge Bay instead,
    1 L off, where the engine stations it (the journey is broken off, D14, not lost)."""
    from dataclasses import replace

    from _game_helpers import put

    from npq.bots.greedy import GreedyBot
    from npq.game import apply
    from npq.game.state import PoleLeg, Termination

    s = put(_solo("germany", (2,)), 0, arctic="kings_bay", mast=True, pole=PoleLeg.OVERFLOWN)
    s = put_air(replace(s, round=29), 0, pos=(-4.7054, 0.2328), place=None, fuel=1)
    p = s.players[0]
    bot = SoloBot((2,))
    bot.long_done = True
    point = bot._homeward(W, p)
    assert point is not None and not bot._homeward_safe(s, W, p, point)
    greedy = next(iter(GreedyBot._fly(bot, s, W, p, "kings_bay")))
    assert isinstance(greedy, Fly) and greedy.course.point == point
    mine = next(iter(bot._fly(s, W, p, "kings_bay")))
    assert isinstance(mine, Fly) and mine.course.place == "cambridge_bay"
    lost, _ = apply(s, greedy, W)
    assert lost.outcome is not None and lost.outcome.termination is Termination.CRASH
    landed, _ = apply(s, mine, W)
    assert landed.outcome is None and landed.players[0].airship.place == "cambridge_bay"


def test_home_from_the_pole_through_an_obstacle_rather_than_on_a_dry_base() -> None:
    """Germany's objective-4 game of seed 1, round 36: back from the Pole at Integrity 2 on
    1 Fuel, 0.9 L from Kings Bay in the sun, the straight way across the East Greenland ice
    (a Commander aboard: a Venture card, D10). The greedy bot keeps Integrity 3 for the card
    and lands at Danmarkshavn, an Arctic base without a mast, on its last drop -- and sat
    there to the round limit, no fuel sold (issue 17 ruling 3). The solo bot flies home."""
    from dataclasses import replace

    from _game_helpers import put

    from npq.bots.greedy import GreedyBot, _no_fuel_sold
    from npq.game import apply
    from npq.game.actions import Refuel
    from npq.game.state import Crew, PoleLeg

    s = put(
        _solo("germany", (4,)),
        0,
        arctic="kings_bay",
        mast=True,
        pole=PoleLeg.OVERFLOWN,
        crew=Crew(commander="durr", commander_skills=("engineer",), specialists=("engineer",)),
    )
    s = put_air(replace(s, round=36), 0, pos=(-0.4131, -2.4181), place=None, fuel=1, integrity=2)
    p = s.players[0]
    assert p.has_commander and "danmarkshavn" in _no_fuel_sold(s, W)
    greedy = next(iter(GreedyBot._fly(SoloBot((4,)), s, W, p, "kings_bay")))
    assert isinstance(greedy, Fly) and greedy.course.place == "danmarkshavn"
    stuck, _ = apply(s, greedy, W)
    assert stuck.players[0].airship.place == "danmarkshavn"
    assert stuck.players[0].airship.fuel == 0
    with pytest.raises(RuleViolation):
        apply(stuck, Refuel(1), W)
    mine = next(iter(SoloBot((4,))._fly(s, W, p, "kings_bay")))
    assert isinstance(mine, Fly) and mine.course.place == "kings_bay"
    assert SoloBot((4,))._home_across(s, W, p) is True


def test_objective_three_kept_only_while_it_can_be_met() -> None:
    """Objective 3 (section 12, "without crossing the Neutral Territories"): the Arctic bases
    weighed are a nation's (Kings Bay, Tikhaya Bay, Vadsø and Greenland's lie on white land:
    the set-up and the Pole journey end stationed there); a move over white land, or a stop
    on a base of no nation, loses it (as the engine's over_neutral judges it), and from then
    on the bot flies the plain plans -- a bot that kept to it sat out the round limit on
    Athens (Germany, seed 0)."""
    from npq.nav.planner import crosses_neutral

    bot = SoloBot((3,))
    choices = bot._arctic_choices(W)
    assert "kings_bay" not in choices and "etah" not in choices and "vadso" not in choices
    assert {"craig_harbour", "dikson", "point_barrow"} <= set(choices)
    assert all(W.board.place(b).nation is not None for b in choices)
    assert len(SoloBot(())._arctic_choices(W)) == len(W.arctic_bases)
    s = _solo("germany", (3,))
    home = put_air(s, 0, last_start=W.xy("hamburg"), pos=W.xy("berlin"), place="berlin")
    bot.propose(home, W)
    assert bot._off_neutral() and isinstance(bot._air(W), type(land_router(W.board)))
    line = np.array([LineString([W.xy("berlin"), W.xy("warsaw")])], dtype=object)
    assert crosses_neutral(W.board, line)[0]  # Poland was neutral in 1924
    over = put_air(s, 0, last_start=W.xy("berlin"), pos=W.xy("warsaw"), place="warsaw")
    bot.propose(over, W)
    assert bot.neutral_crossed and not bot._off_neutral()
    assert type(bot._air(W)) is type(air_router(W.board))
    assert len(bot._arctic_choices(W)) == len(W.arctic_bases)


def test_objective_three_is_given_up_when_the_pole_journey_crosses_white_land() -> None:
    """The USSR's objective-3 game of seed 1: its Arctic base Matochkin Shar (the USSR's), the
    line to the Pole over Franz Josef Land (white land, Tikhaya Bay's): kept off neutral land
    the journey was never clear and the airship sat on the base from round 22 to the round
    limit. Objective 3 cannot be kept there; the Pole can: the bot gives it up and goes."""
    from dataclasses import replace

    from _game_helpers import put

    from npq.bots.greedy import pole_point
    from npq.game.state import Crew

    base = W.xy("matochkin_shar")
    assert not land_router(W.board).segment_clear(base, pole_point(base), True, True)
    assert air_router(W.board).segment_clear(base, pole_point(base), True, True)
    s = put(
        _solo("ussr", (3,)),
        0,
        arctic="matochkin_shar",
        mast=True,
        crew=Crew(commander="durr", commander_skills=("engineer",)),
    )
    s = replace(at_place(s, 0, "matochkin_shar"), round=25)
    s = put(s, 0, completed=_three_missions(s), missions=())
    bot = SoloBot((3,))
    assert bot._off_neutral()
    out = bot.propose(s, W)
    assert bot.neutral_crossed and not bot._off_neutral()
    flights = [a for a in out if isinstance(a, Fly)]
    assert flights and flights[0].course.point == pole_point(base)  # off for the Pole


def _three_missions(s):  # type: ignore[no-untyped-def]
    """Three missions completed and none in hand: the Pole phase (D14)."""
    from npq.game.state import CompletedMission

    return tuple(
        CompletedMission(card, "perm", card, 100, 8.0, 3 + k)
        for k, card in enumerate(("moscow", "kiev", "tomsk"))
    )


def _edition4(nation: str, seed: int):  # type: ignore[no-untyped-def]
    """A solo game of edition 4 on ``seed``: its weather disc turned at set-up by lot
    (``State.disc_start``), as the traced games had it (edition 5 deals other Mission cards
    and the USA's Speed 5)."""
    from npq.solo.setup import SoloSetup

    config = solo_config(SoloSetup(nation, (), seed=seed), starting_bonuses(()))
    return new_game(config, seed, W, edition=4)


def _at_arctic(s, base: str, round_no: int, **changes):  # type: ignore[no-untyped-def]
    """The Pole phase on ``base`` (mast up, three missions completed, none in hand)."""
    from dataclasses import replace

    from _game_helpers import put

    s = at_place(replace(s, round=round_no), 0, base)
    return put(s, 0, arctic=base, mast=True, completed=_three_missions(s), missions=(), **changes)


def test_the_pole_journey_counts_whole_turns_bent_by_the_wind() -> None:
    """Japan's solo game of seed 5 by edition 4: Speed 5 (an Engineer and Dürr), Range 3, on
    Rodgers Harbour (4.2 L from the Pole) in round 20. The greedy bot's test (there and back
    as one distance at a headwind's pace: 8.5 L in 3 turns of 4) flies it off on 3 Fuel; a
    spin of BW+24L took a turn and the airship came down 4 L from home in round 22. Counted as
    flown -- whole turns each way, each bent 24 degrees -- it is 4 turns: the solo bot hires a
    Pilot first (Range 4) and leaves only then."""
    from dataclasses import replace

    from npq.bots.greedy import POLE, GreedyBot
    from npq.game.actions import HireSpecialist
    from npq.game.state import Crew

    crew = Crew(commander="durr", commander_skills=("engineer",), specialists=("engineer",))
    s = _at_arctic(_edition4("japan", 5), "rodgers_harbour", 20, crew=crew)
    p = s.players[0]
    assert (p.speed, p.range, p.airship.fuel) == (5, 3, 3)
    assert GreedyBot()._pole_ready(W, p) == (True, True)
    assert GreedyBot()._pole_target(s, W, p) == POLE
    bot = SoloBot()
    assert bot._pole_ready(W, p) == (True, False)
    assert bot._pole_shortfalls(s, W, p) == [HireSpecialist("pilot")]
    assert bot._pole_target(s, W, p) is None
    assert bot.propose(s, W)[0] == HireSpecialist("pilot")
    # with a Pilot (Range 4) the journey is ready
    piloted = _at_arctic(s, "rodgers_harbour", 20, crew=replace(crew, specialists=_BOTH))
    assert piloted.players[0].range == 4
    assert bot._pole_ready(W, piloted.players[0]) == (True, True)


_BOTH = ("engineer", "pilot")


def test_the_pole_journey_waits_on_its_base_for_a_sure_round() -> None:
    """The European nations' solo games of seed 17 by edition 4: Germany on Kings Bay in
    round 11, Speed 4, Range 4, Integrity 3, the base's sector in a storm. The greedy bot
    leaves whatever the disc shows: bent off the Pole's point twice, two storms took the hull
    to 1, and it came down on the way home in round 14. The solo bot waits on the base for
    the round the disc's weather surely brings it over the Pole and home, and then leaves."""
    from dataclasses import replace

    from npq.bots.greedy import POLE, GreedyBot, pole_point
    from npq.weather import Icon

    s = _at_arctic(_edition4("germany", 17), "kings_bay", 11)
    p = s.players[0]
    assert (p.speed, p.range, p.airship.fuel, p.airship.integrity) == (4, 4, 4, 3)
    base = W.xy("kings_bay")
    assert W.disc.icon(W.weather_area(base), s.disc_round) is Icon.STORM
    assert GreedyBot()._pole_target(s, W, p) == POLE
    bot = SoloBot()
    assert bot._pole_target(s, W, p) is None
    assert not any(isinstance(a, Fly) for a in bot.propose(s, W))
    later = next(k for k in range(1, 11) if bot._pole_sure(s, W, p, base, True, 4, 3, delay=k))
    go = replace(s, round=s.round + later)
    assert bot._pole_target(go, W, go.players[0]) == POLE
    flights = [a for a in bot.propose(go, W) if isinstance(a, Fly)]
    assert flights[0].course.point == pole_point(base)


def test_home_from_the_pole_on_the_last_drop_rather_than_onto_a_dry_base() -> None:
    """The USA's solo game of seed 13 by edition 4, round 25: back from the Pole on 1 Fuel,
    0.8 L from Point Barrow after a spin of 12 degrees bent the last turn off the base's ring.
    The greedy bot's leg is Rodgers Harbour, an Arctic base without a mast (no fuel sold,
    issue 17 ruling 3): landed there on the last drop, the airship sat, tank empty, to the
    round limit. The solo bot flies home, within a headwind's turn (the spin that came, 12R,
    brings it there)."""
    from _game_helpers import force_wind

    from npq.bots.greedy import GreedyBot, _no_fuel_sold
    from npq.game import apply
    from npq.game.state import Crew, PoleLeg
    from npq.nav import Wind

    crew = Crew(commander="durr", commander_skills=("engineer",))
    s = _at_arctic(_edition4("usa", 13), "point_barrow", 25, crew=crew, pole=PoleLeg.OVERFLOWN)
    s = put_air(s, 0, pos=(-0.8594, 4.0812), place=None, fuel=1)
    p = s.players[0]
    assert p.speed == 5 and "rodgers_harbour" in _no_fuel_sold(s, W)
    greedy = next(a for a in GreedyBot()._fly(s, W, p, "point_barrow") if isinstance(a, Fly))
    assert greedy.course.place == "rodgers_harbour"
    stuck, _ = apply(force_wind(s, Wind.R12), greedy, W)
    assert stuck.players[0].airship.place == "rodgers_harbour"
    assert stuck.players[0].airship.fuel == 0
    mine = next(a for a in SoloBot()._fly(s, W, p, "point_barrow") if isinstance(a, Fly))
    assert mine.course.place == "point_barrow"
    home, _ = apply(force_wind(s, Wind.R12), mine, W)
    assert home.outcome is not None and home.outcome.winners == (0,)


def test_no_take_off_with_a_commander_into_a_wind_that_may_bend_it_across_an_obstacle() -> None:
    """Japan's solo game of seed 15 by edition 4, round 11: on Bucharest for London, Integrity
    3, a Commander aboard (Lansdowne), a storm in the base's sector. The straight way crosses
    no obstacle, but a spin of 24L bent it over the Alps: with a Commander the airship flies
    through and draws a Venture card (D10; Thunderhead, 2 Integrity), and with the storm's 1
    the hull broke. The solo bot waits the turn on the base; in calm weather, or at full
    Integrity beyond a card's and a storm's damage, it flies the greedy bot's leg."""
    from dataclasses import replace

    from npq.bots.greedy import GreedyBot
    from npq.bots.solo import _bent_ends
    from npq.game.state import Crew
    from npq.weather import Icon

    crew = Crew(commander="lansdowne", commander_skills=("pilot",), specialists=("engineer",))
    s = replace(at_place(_edition4("japan", 15), 0, "bucharest"), round=11)
    s = put_air(put(s, 0, crew=crew), 0, fuel=4, integrity=3)
    p = s.players[0]
    pos = W.xy("bucharest")
    assert W.disc.icon(W.weather_area(pos), s.disc_round) is Icon.STORM
    assert GreedyBot()._next_leg(s, W, p, "london") == "london"
    bot = SoloBot()
    assert bot._obstacles_on(W, pos, W.xy("london"), True) == 0
    ends = _bent_ends(pos, W.xy("london"), p.speed + 1.0, 24.0)
    assert any(bot._obstacles_on(W, pos, end, True) for end in ends)
    assert bot._next_leg(s, W, p, "london") == ""
    calm = next(
        k
        for k in range(1, 30)
        if W.disc.icon(W.weather_area(pos), s.disc_round + k) in (Icon.SUN, None)
    )
    sunny = replace(s, round=s.round + calm)
    leg = GreedyBot()._next_leg(sunny, W, sunny.players[0], "london")
    assert leg and bot._next_leg(sunny, W, sunny.players[0], "london") == leg
    bare = put(s, 0, crew=Crew(specialists=("engineer",)))  # no Commander: no card drawn
    assert bot._next_leg(bare, W, bare.players[0], "london") == GreedyBot()._next_leg(
        bare, W, bare.players[0], "london"
    )


def test_a_plan_from_the_air_flies_at_once_when_it_may_not_wait() -> None:
    """Germany's objective-2 solo game of seed 4 by edition 4, round 14: in mid-Atlantic on
    2 Fuel for Reykjavik. The plan's first turn waits a round of rain -- an airship in flight
    cannot wait (D9: it moves or is held, burning a unit) -- so the bot flew on at once, a
    round early, met the next round's storm and was bent off Reykjavik's ring on its last drop.
    With ``air_waits=False`` (the solo bot's plans, :attr:`RouteRules.air_waits`) the plan
    flies from the first turn, by Ponta Delgada, arriving in the same round."""
    from dataclasses import replace

    from npq.bots.greedy import _no_fuel_sold
    from npq.bots.routing import route_plan

    s = replace(_edition4("germany", 4), round=14)
    s = put_air(s, 0, pos=(-5.3154, -8.2221), place=None, fuel=2)
    p = s.players[0]
    dry = _no_fuel_sold(s, W)
    waits = route_plan(s, W, p, "reykjavik", unlocked=False, dry=dry)
    assert waits.reachable and waits.turns[0].action == "wait"
    flies = route_plan(s, W, p, "reykjavik", unlocked=False, dry=dry, air_waits=False)
    assert flies.reachable and all(t.action == "fly" for t in flies.turns)
    assert flies.path == (None, "ponta_delgada", "reykjavik")
    assert flies.worst_arrival == waits.worst_arrival
    # on a base a plan may still wait (the rule is the air's only)
    based = at_place(s, 0, "montreal")
    both = [
        route_plan(s2, W, based.players[0], "reykjavik", unlocked=False, dry=dry, air_waits=aw)
        for s2, aw in ((based, True), (based, False))
    ]
    assert both[0] == both[1]


def test_off_neutral_land_every_track_of_the_wind_keeps_off_it_too() -> None:
    """Italy's objective-3 solo game of seed 3 by edition 4, round 1: Milano -> Siwa, wind in
    Milano's sector. The straight leg keeps off white land, but a spin bent it over neutral
    land and the objective was lost with the first move. Off neutral land by every track
    (the solo bot's first plan) a leg whose wind band crosses white land is not flown: the
    plan waits the windy round on the base and flies the calm ones."""
    from dataclasses import replace

    from npq.bots.greedy import _no_fuel_sold
    from npq.bots.routing import route_plan
    from npq.nav.planner import crosses_neutral

    s = at_place(replace(_edition4("italy", 3), round=1), 0, "milano")
    p = s.players[0]
    dry = _no_fuel_sold(s, W)
    one = route_plan(s, W, p, "siwa", unlocked=False, dry=dry, off_neutral=True)
    first = one.turns[0]
    assert one.path == ("milano", "siwa") and first.action == "fly" and first.band
    lines = np.array([LineString([first.start, end]) for _, end in first.band], dtype=object)
    assert crosses_neutral(W.board, lines).any()
    every = route_plan(s, W, p, "siwa", unlocked=False, dry=dry, off_neutral=True, all_tracks=True)
    assert every.reachable and every.turns[0].action == "wait"
    for turn in every.turns:  # no turn flown whose wind may put it over white land
        ends = np.array([LineString([turn.start, e]) for _, e in turn.band], dtype=object)
        assert turn.action == "wait" or not crosses_neutral(W.board, ends).any()


def test_objective_three_declares_no_mission_from_a_start_inside_its_target_ring() -> None:
    """The USA's objective-3 solo game of seed 5 by edition 4: with Tokyo in hand the bot
    chose Kasumigaura (0.12 L off) as its Starting Point, where the rules refuse the
    declaration (issue 17 ruling 2), and shuttled Tokyo <-> Kasumigaura from round 9 to the
    round limit. The start is now one the card can be declared from."""
    from dataclasses import replace

    from npq.game import apply
    from npq.game.rules.missions import target_at_start

    s = put(
        at_place(replace(_edition4("usa", 5), round=9), 0, "kasumigaura"), 0, missions=("tokyo",)
    )
    s = replace(s, mission_table=("?",))  # the hand's card only
    with pytest.raises(RuleViolation):
        apply(s, Declare("tokyo"), W)
    found = SoloBot((3,))._land_mission(s, W, s.players[0])
    assert found is not None and found[0] == "tokyo"
    assert not target_at_start(W, found[1], "tokyo")


def test_objective_three_reserves_no_arctic_base_whose_pole_line_crosses_white_land() -> None:
    """Matochkin Shar is the USSR's, but its line to the Pole crosses Novaya Zemlya's and Franz
    Josef Land's white land even with a Commander: the USSR's objective-3 games of seeds 3 and
    4 by edition 4 reserved it and lost the objective there. Off neutral land the bases are a
    nation's with a Pole line over no white land; without the objective, all of them."""
    from npq.bots.greedy import pole_point

    off = SoloBot((3,))._arctic_choices(W)
    assert "matochkin_shar" not in off and {"craig_harbour", "point_barrow"} <= set(off)
    base = W.xy("matochkin_shar")
    assert not land_router(W.board).segment_clear(base, pole_point(base), True, True)
    assert air_router(W.board).segment_clear(base, pole_point(base), True, True)
    assert "matochkin_shar" in SoloBot()._arctic_choices(W)
    given_up = SoloBot((3,))
    given_up.neutral_crossed = True
    assert "matochkin_shar" in given_up._arctic_choices(W)


def test_objective_three_leaves_for_the_pole_only_when_no_bend_crosses_white_land() -> None:
    """Germany's objective-3 solo game of seed 2 by edition 4: off for the Pole from Craig
    Harbour in round 17, and on the way home a spin of BW+12L bent it over Greenland's white
    land (the objective lost in the last rounds of a won game). The round is sure of the
    Pole and home for the solo bot without the objective; with it, not (a bent course may
    cross white land), and it leaves in a round whose bends keep off it."""
    from dataclasses import replace

    from npq.bots.greedy import POLE

    s = _at_arctic(_edition4("germany", 2), "craig_harbour", 17)
    p = s.players[0]
    base = W.xy("craig_harbour")
    assert SoloBot()._pole_sure(s, W, p, base, True, 4, 3)
    assert SoloBot()._pole_target(s, W, p) == POLE
    kept = SoloBot((3,))
    assert not kept._pole_sure(s, W, p, base, True, 4, 3)
    assert kept._pole_target(s, W, p) != POLE
    later = next(k for k in range(1, 11) if kept._pole_sure(s, W, p, base, True, 4, 3, delay=k))
    go = replace(s, round=s.round + later)
    assert kept._pole_target(go, W, go.players[0]) == POLE


def test_off_neutral_land_no_turn_of_a_leg_ends_in_the_ring_of_a_base_of_no_nation() -> None:
    """Germany's objective-3 solo game of seed 0 by edition 5, round 4: Scapa Flow -> Ouargla
    at Speed 4. The straight leg keeps off white land, but its first turn ends in Barcelona's
    ring, and a move ending in a ring stations the airship there (D4): on a base of no nation,
    neutral Spain -- the objective lost. Off neutral land a plan flies no such turn."""
    from dataclasses import replace

    from npq.bots.greedy import _no_fuel_sold
    from npq.bots.routing import route_plan
    from npq.game.state import EDITION

    config = solo_config(SoloSetup("germany", (3,), seed=0), starting_bonuses(()))
    s = at_place(replace(new_game(config, 0, W, edition=5), round=4), 0, "scapa_flow")
    assert EDITION >= 5
    p = s.players[0]
    a, b = W.xy("scapa_flow"), W.xy("ouargla")
    d = float(np.hypot(b[0] - a[0], b[1] - a[1]))
    first = (a[0] + (b[0] - a[0]) * p.speed / d, a[1] + (b[1] - a[1]) * p.speed / d)
    assert W.board.places_near(first)[0].id == "barcelona"
    assert W.board.place("barcelona").nation is None
    plan = route_plan(s, W, p, "ouargla", unlocked=False, dry=_no_fuel_sold(s, W), off_neutral=True)
    assert plan.reachable
    for turn in plan.turns:
        if turn.action == "fly" and turn.arrived is None:
            for end in (turn.end, turn.worst):
                near = W.board.places_near(end)
                assert not near or near[0].nation is not None


def test_objective_two_takes_a_face_up_card_long_enough_for_one_of_the_hand() -> None:
    """Germany's objective-2 solo game of seed 9 by edition 5: Warsaw, Constantinople and
    Paris in hand, none 12 L from a Starting Point the bot reaches, so it flew them and the
    Pole and never met the objective. Montreal lies face up, 12.6 L from Berlin: the bot
    takes it by exchange (section 10, one action) for the hand's farthest card and declares
    it from Berlin on its low tank."""
    from npq.game import apply
    from npq.game.actions import Exchange

    config = solo_config(SoloSetup("germany", (2,), seed=9), starting_bonuses(()))
    s = new_game(config, 9, W, edition=5)
    p = s.players[0]
    assert p.missions == ("warsaw", "constantinople", "paris") and "montreal" in s.mission_table
    bot = SoloBot((2,))
    assert bot._choose_mission(s, W, p) == ("montreal", "berlin", "constantinople")
    assert bot.long == ("montreal", "berlin")
    assert W.distance("berlin", "montreal") >= 12.0
    swapped, _ = apply(s, Exchange("constantinople", "montreal"), W)
    assert "montreal" in swapped.players[0].missions
    bot._follow_long(swapped, W, swapped.players[0])
    assert bot.long == ("montreal", "berlin")  # still the card it pursues
