"""The advanced game's remaining checklist items (../shared/ADVANCED.md): ships in restricted
areas (5.2), the gold Scientist's fog card (5.4), the Barrage refusal naming what is missing
(5.6), each against its rulebook line (Lnnn), on real positions of the board."""

from __future__ import annotations

from dataclasses import replace

import pytest
from _game_helpers import game, put, put_ship, round_with

from npq.game import (
    Action,
    Course,
    EventKind,
    Fly,
    GameConfig,
    State,
    apply,
    check,
    legal_actions,
    new_game,
)
from npq.game.rules.engine import actors
from npq.game.rules.sets import RESCUE_EDITION
from npq.game.state import CompletedMission, Crew
from npq.weather import Icon

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
