"""The advanced game's remaining checklist items (../shared/ADVANCED.md): ships in restricted
areas (5.2), the gold Scientist's fog card (5.4), the Barrage refusal naming what is missing
(5.6), each against its rulebook line (Lnnn), on real positions of the board."""

from __future__ import annotations

from dataclasses import replace

import pytest
from _game_helpers import game, put, put_ship, round_with

from npq.board import NATIONS
from npq.game import (
    Action,
    Course,
    EventKind,
    Fly,
    GameConfig,
    State,
    apply,
    check,
    default_world,
    legal_actions,
    new_game,
)
from npq.game.rules.engine import actors
from npq.game.rules.sets import RESCUE_EDITION
from npq.game.state import CompletedMission, Crew
from npq.weather import Icon

W = default_world()
W_BOARD = W.board

# A ship's straight sail of 0.6 L through the water of the Memel Territory (1g), checked below.
MEMEL_WEST = (2.56, -6.975)
MEMEL_EAST = (2.984, -7.4)


def adv(*nations: str, edition: int = RESCUE_EDITION, **options: object) -> State:
    s = new_game(GameConfig(tuple(nations), advanced=True, **options), 1, edition=edition)  # type: ignore[arg-type]
    while s.draft is not None:
        seat = actors(s)[0]
        s, _ = apply(s, legal_actions(s, seat=seat)[0], seat=seat)
    return s


def done(card: str) -> CompletedMission:
    return CompletedMission(card, "berlin", card, 100, 5.0, 1)


def _sail_cards(s: State) -> list[tuple[str, int]]:
    s = put_ship(s, 0, pos=MEMEL_WEST, place=None)
    s = replace(s, round=round_with(MEMEL_WEST, {Icon.SUN, None}))
    _, events = apply(s, Action.parse(f"sail {MEMEL_EAST[0]},{MEMEL_EAST[1]}"))
    return [(e["zone"], e["line"]) for e in events if e.kind is EventKind.VENTURE_DRAWN]


# -- 5.2 ships in restricted areas ---------------------------------------------------------------
def test_a_ship_crossing_a_restricted_area_reads_venture_line_1() -> None:
    """ADVANCED.md 5.2 (L175, Q8): ships always cross the political-economic areas, drawing a
    Venture card read on the sea line (line 1); the basic game, and advanced games of edition 2
    as they were played, draw none."""
    assert _sail_cards(adv("germany", "japan")) == [("memel_territory", 1)]
    assert _sail_cards(adv("germany", "japan", edition=2)) == []
    assert _sail_cards(game("germany", "japan")) == []


#: A point of the Gulf of Danzig whose water route out of the Baltic crosses the water of the
#: Free City of Danzig (1g), found by a search of the grid around it.
DANZIG_GULF = (2.644, -7.539)


def _crossed(router, line) -> list[str]:
    from shapely.geometry import LineString

    hits = []
    for f in W_BOARD.of_kind("restricted_area"):
        if f.geometry.intersection(LineString(line)).length > 1e-6:
            hits.append(f.id)
    return hits


def test_no_start_ports_water_route_to_an_arctic_base_crosses_a_restricted_area() -> None:
    """Why the bots' ships never play 5.2 in a game from the deal (a study of the board, held
    here): the water route the greedy bot's ship follows (``WaterRouter.path``) from every
    nation's start port, the British alternate too, to every Arctic base crosses no restricted
    area's water -- only four areas have any (Danzig, Memel, the Rif, Zhili-Fengtian), and none
    lies on a way north. The nearest, Memel's, is 0.15 L from Koenigsberg's port."""
    from npq.bots.routing import water_router

    router = water_router(W_BOARD)
    ports = {W_BOARD.start_port(n).id for n in NATIONS} | {
        W_BOARD.start_port("british_empire", alternate=True).id
    }
    assert len(ports) == 8
    crossing = []
    for port in sorted(ports):
        for base in sorted(W.arctic_bases):
            path = router.path(W.xy(port), base)
            assert len(path) >= 2, (port, base)
            hits = _crossed(router, [W.xy(port), *path])
            if hits:
                crossing.append((port, base, hits))
    assert crossing == []
    wet = sorted(
        f.id for f in W_BOARD.of_kind("restricted_area") if f.geometry.intersects(W_BOARD.water)
    )
    assert wet == ["free_city_danzig", "memel_territory", "rif_war", "zhili_fengtian_war"]


def test_a_bot_ship_whose_way_crosses_a_restricted_area_draws_the_card() -> None:
    """5.2 (L175, Q8) in the bot's play: a greedy bot's ship in the Gulf of Danzig, bound for
    Kings Bay, sails its route through the Free City's water (a political-economic area, 1g):
    it crosses -- a ship needs no Commander -- and draws a Venture card read on line 1."""
    from npq.bots import GreedyBot
    from npq.bots.driver import Driver
    from npq.bots.routing import water_router

    s = adv("germany", "japan", first_player=0)
    s = replace(s, round=round_with(DANZIG_GULF, {Icon.SUN, None}))
    s = put_ship(s, 0, pos=DANZIG_GULF, place=None)
    s = put(s, 0, arctic="kings_bay")
    # the bot's route does cross the area
    plan = water_router(W_BOARD).plan_sail(DANZIG_GULF, "kings_bay")
    assert plan is not None and _crossed(None, [DANZIG_GULF, *plan.legs]) == ["free_city_danzig"]
    d = Driver([GreedyBot(), GreedyBot()], W)
    drawn = []
    for _ in range(200):  # until the bot's ship first sails (its turns also fly the airship)
        before = s
        s, action, events = d.step(s)
        if str(action).startswith("sail") and before.current == 0:
            assert before.players[0].ship.pos == DANZIG_GULF
            drawn = [e for e in events if e.kind is EventKind.VENTURE_DRAWN]
            break
    cards = [(e["zone"], e["zone_kind"], e["line"]) for e in drawn]
    assert ("free_city_danzig", "restricted_area", 1) in cards


# -- 5.4 the gold Scientist may decline the fog's card -------------------------------------------
def _in_fog_with(crew: Crew) -> State:
    s = adv("japan", "ussr")
    s = replace(s, round=round_with("kasumigaura", {Icon.FOG}))
    return put(s, 0, crew=crew)


GOLD = Crew(commander="malmgren", commander_skills=("scientist",), specialists=("scientist",))
SILVER = Crew(commander="durr", commander_skills=("engineer",), specialists=("scientist",))


def test_a_gold_scientist_may_decline_the_fog_card() -> None:
    """ADVANCED.md 5.4 (L321-323): with the Scientist token on its gold face (a Commander of that
    skill aboard) the fog's Venture card is a choice: ``fly ... nocard`` flies out of the fog
    without drawing it; without the card declined it is drawn (line 3)."""
    s = _in_fog_with(GOLD)
    drawn = [e for e in apply(s, Action.parse("fly h0 1"))[1] if e.kind is EventKind.VENTURE_DRAWN]
    assert [(e["zone_kind"], e["line"]) for e in drawn][:1] == [("fog", 3)]
    after, events = apply(s, Action.parse("fly h0 1 nocard"))
    assert not [e for e in events if e.kind is EventKind.VENTURE_DRAWN]
    moved = [e for e in events if e.kind is EventKind.AIRSHIP_MOVED]
    assert moved and moved[0]["length"] == pytest.approx(1.0)
    assert after.players[0].airship.pos != s.players[0].airship.pos


def test_only_a_gold_scientist_in_fog_may_decline() -> None:
    silver = check(_in_fog_with(SILVER), Action.parse("fly h0 1 nocard"))
    assert silver is not None and silver.code == "flight.nocard.no_gold_scientist"
    clear = replace(_in_fog_with(GOLD), round=round_with("kasumigaura", {Icon.SUN, None}))
    refused = check(clear, Action.parse("fly h0 1 nocard"))
    assert refused is not None and refused.code == "flight.nocard.no_fog_card"
    basic = put(replace(game("japan", "ussr"), round=round_with("kasumigaura", {Icon.FOG})), 0,
                crew=GOLD)  # fmt: skip
    held = check(basic, Action.parse("fly h0 1 nocard"))
    assert held is not None and held.code == "flight.fog"  # the basic game holds it in fog


def test_the_nocard_record_form() -> None:
    fly = Action.parse("fly h90 3 nocard")
    assert fly == Fly(Course(heading=90.0), 3.0, nocard=True) and str(fly) == "fly h90 3 nocard"
    assert str(Action.parse("fly kings_bay nocard")) == "fly kings_bay nocard"
    assert str(Fly(Course(place="kings_bay"))) == "fly kings_bay"
    with pytest.raises(ValueError):
        Action.parse("fly nocard")


# -- 5.6 the Barrage refusal says what is missing ------------------------------------------------
def _to_the_pole(s: State) -> State:
    from _game_helpers import at_place

    s = at_place(s, 0, "tikhaya_bay")
    return replace(s, round=round_with("tikhaya_bay", {Icon.SUN, Icon.RAIN, None}))


def test_the_barrage_refusal_names_the_missions_or_the_bonds() -> None:
    """ADVANCED.md 5.6 (L122, Q9): three missions and 300 Bonds net of the loan; the refusal
    says which is missing (its own code and params), the basic one the missions only."""
    pole = Fly(Course(point=(0.0, 0.0)))
    s = _to_the_pole(adv("italy", "japan"))
    assert s.bonds(0) == 240
    both = check(s, pole)
    assert both is not None and both.code == "flight.barrage_both"
    assert {k: both.params[k] for k in ("missions", "bonds", "need_bonds")} == {
        "missions": 0, "bonds": 240, "need_bonds": 300,
    }  # fmt: skip
    assert "3 completed missions (you have 0)" in str(both) and "you have 240" in str(both)
    three = put(s, 0, completed=(done("a"), done("b"), done("c")))
    bonds = check(three, pole)
    assert bonds is not None and bonds.code == "flight.barrage_bonds"
    assert bonds.params["bonds"] == 240 and "unlock" not in str(bonds)
    assert "at least 300 Bonds" in str(bonds)
    loan = replace(three, ledger=three.ledger.loan("italy", 100, 1))
    owed = check(loan, pole)
    assert owed is not None and owed.code == "flight.barrage_bonds" and owed.params["bonds"] == 240
    rich = replace(s, ledger=s.ledger.receive_from_bank("italy", 100, "t", 1))
    missions = check(rich, pole)
    assert missions is not None and missions.code == "flight.barrage_locked"
    basic = check(_to_the_pole(game("italy", "japan")), pole)
    assert basic is not None and basic.code == "flight.barrage_locked"
