"""The basic-game defects of issue 10, each pinned by a test that failed before its fix."""

from __future__ import annotations

import pytest
from _game_helpers import W, game, put, put_air

from npq.errors import RuleViolation
from npq.game import (
    Course,
    Declare,
    EndTurn,
    Fly,
    LetStrike,
    Play,
    actors,
    apply,
    check,
    legal_actions,
    view_for,
)
from npq.game.state import Pending


def _in_flight(seed: int = 3):  # type: ignore[no-untyped-def]
    s = game("italy", "japan", seed=seed)
    pos = s.players[0].airship.pos
    return put_air(s, 0, place=None, pos=(pos[0], pos[1] - 1.0))


def test_a_flight_of_no_length_is_not_a_move() -> None:
    """Section 4 "Airship Movement": an airship in flight "cannot remain stationary" -- a flight
    to where it already is (or shorter than 1e-6 L) is not its move, so ``end`` stays refused."""
    s = _in_flight()
    here = s.players[0].airship.pos
    for stay in (Fly(Course(point=here)), Fly(Course(heading=90.0), 1e-7)):
        refusal = check(s, stay)
        assert refusal is not None and refusal.code == "flight.zero_length", stay
        assert refusal.rule == "4 Airship Movement"
        with pytest.raises(RuleViolation):
            apply(s, stay)
    refusal = check(s, EndTurn())
    assert refusal is not None and refusal.code == "turn.must_fly_before_ending"


def _hostile(hostile: str, counter: str | None):  # type: ignore[no-untyped-def]
    """Seat 0 plays ``hostile`` on seat 1, who holds ``counter``; seat 0 ends its turn."""
    s = game("italy", "japan", seed=3)
    s = put(s, 0, strategy=(hostile,))
    s = put(s, 1, strategy=(counter,) if counter else ())
    s, _ = apply(s, Play(hostile, 1))
    s, _ = apply(s, EndTurn())
    return s


def test_a_counter_card_answers_a_hostile_card_in_time() -> None:
    """Section 6 "Strategy Cards": a counter card cancels a Strategy card played against the
    player -- before it strikes at the start of his turn: he decides first, counter it (one of
    this turn's actions) or let it strike."""
    s = _hostile("tax_audit", "legal_appeal")
    bonds = s.bonds(1)
    assert s.current == 1 and actors(s) == (1,)
    top = s.decisions[-1]
    assert (top.kind, top.seat, top.card, top.by) == ("counter", 1, "tax_audit", 0)
    assert legal_actions(s) == [Play("legal_appeal"), LetStrike()]
    refusal = check(s, EndTurn())
    assert refusal is not None and refusal.code == "turn.not_an_answer"
    countered, _ = apply(s, Play("legal_appeal"))
    assert countered.decisions == () and countered.players[1].pending == ()
    assert countered.bonds(1) == bonds  # the audit never struck
    assert countered.used == ("play-strategy",) and countered.actions_left == 2
    assert "legal_appeal" not in countered.players[1].strategy
    struck, _ = apply(s, LetStrike())
    assert struck.decisions == () and struck.bonds(1) == bonds - 50
    assert struck.used == () and struck.actions_left == 3
    assert "legal_appeal" in struck.players[1].strategy


def test_no_decision_without_a_counter_card_in_hand() -> None:
    s = _hostile("tax_audit", None)
    assert s.decisions == () and s.players[1].pending == ()
    assert s.bonds(1) == game("italy", "japan", seed=3).bonds(1) - 50


def test_the_counter_for_quarantine_and_sabotage_too() -> None:
    """Quarantine (skip the turn) and Sabotage (-1 Integrity) are answered the same way."""
    for hostile in ("quarantine", "sabotage"):
        s = _hostile(hostile, "counter_intelligence")
        assert s.decisions[-1].card == hostile
        after, _ = apply(s, Play("counter_intelligence"))
        assert not after.players[1].skips_turn
        assert after.players[1].airship.integrity == s.players[1].airship.integrity


def test_a_hostile_card_is_played_openly() -> None:
    """Decision (docs/rules-decisions.md): the physical game plays a hostile card openly against
    the rival, so every seat's view names it until it strikes, like the log and the save."""
    s = game("italy", "japan", seed=3)
    s = put(s, 1, pending=(Pending("tax_audit", 0),))
    for seat in (0, 1):
        assert view_for(s, seat).players[1].pending == (Pending("tax_audit", 0),)


def test_cards_raise_fuel_and_integrity_above_the_maximum_for_a_while() -> None:
    """Section 2: the maximum values "can be temporarily exceeded thanks to the effects of the
    Cards" (D13: the caps bind the crew, not card effects)."""
    s = game("italy", "japan", seed=3)
    p = s.players[0]
    assert p.airship.fuel == p.range and p.airship.integrity == p.max_integrity
    s = put(s, 0, strategy=("fuel_depot", "field_repairs"))
    s, _ = apply(s, Play("fuel_depot"))
    assert s.players[0].airship.fuel == p.range + 2
    s, _ = apply(s, EndTurn())
    s, _ = apply(s, EndTurn())
    s, _ = apply(s, Play("field_repairs"))
    assert s.players[0].airship.integrity == p.max_integrity + 1
    refusal = check(s, __import__("npq.game", fromlist=["Refuel"]).Refuel(1))
    assert refusal is not None and refusal.code == "services.refuel.tank_full"
    assert W is not None


def test_events_for_hides_what_a_seat_may_not_see() -> None:
    """Section 6: Mission and Strategy cards in hand are hidden; a card played openly is not.
    One place filters the events per seat (npq.game.events_for)."""
    from npq.game import DrawStrategy, Trap, events_for

    s = game("italy", "japan", seed=3)
    s2, events = apply(s, DrawStrategy())
    drawn = next(e for e in events if e.kind.value == "strategy_drawn")
    mine = events_for(events, 0)
    theirs = events_for(events, 1)
    assert next(e for e in mine if e.kind is drawn.kind)["card"] == drawn["card"] != "?"
    assert next(e for e in theirs if e.kind is drawn.kind)["card"] == "?"
    card = s2.players[0].strategy[0]
    circle = sorted(W.circles)[0]
    _, laid = apply(put(s2, 0, strategy=(card,)), Trap(card, circle))
    action = next(e for e in events_for(laid, 1) if e.kind.value == "action")
    assert action["action"] == f"trap ? {circle}"
    assert next(e for e in events_for(laid, 0) if e.kind.value == "action")["action"] == (
        f"trap {card} {circle}"
    )
    _, played = apply(put(s, 0, strategy=("tax_audit",)), Play("tax_audit", 1))
    shown = next(e for e in events_for(played, 1) if e.kind.value == "strategy_played")
    assert shown["card"] == "tax_audit"  # played openly against the rival


def test_an_old_save_replays_with_the_hostile_card_striking() -> None:
    """A version 1 save (before the counter decision: a hostile card always struck) opens and
    replays to the hashes it was saved with, by edition 1 of the rules -- here seat 1 held
    Counter-Intelligence when Italy's Smear Campaign struck. The hashes were written by the
    engine before issue 10."""
    import json

    from npq.game import GameConfig
    from npq.game.save import dumps, loads

    doc = {
        "format": "npq-save",
        "version": 1,
        "config": GameConfig(("italy", "japan")).to_dict(),
        "seed": 12,
        "actions": ["play smear_campaign @1", "end", "end"],
        "checkpoints": [
            [2, "6235cfbb1094fe4fe0dd6e6321093a1c290229829bf432555d4d0ab2dfb5ab61"],
            [3, "0c274bd40fb6e256939b1ac22266922a1a3a85db2580e6b1ba349719d839f765"],
        ],
        "final_hash": "0c274bd40fb6e256939b1ac22266922a1a3a85db2580e6b1ba349719d839f765",
    }
    record = loads(json.dumps(doc))
    assert record.state.edition == 1 and record.final_hash == doc["final_hash"]
    assert [str(a) for a in record.actions] == doc["actions"]
    # it goes on by the rules it was played by, and saves as version 1 again
    again = json.loads(dumps(record))
    assert again["version"] == 1 and loads(dumps(record)).final_hash == doc["final_hash"]
    # in a version 2 game the same deal asks seat 1 first
    fresh = loads(
        json.dumps(
            {**doc, "version": 2, "actions": doc["actions"][:2]}
            | {"checkpoints": [], "final_hash": None}
        )
    )
    assert fresh.state.decisions[-1].card == "smear_campaign"
    assert legal_actions(fresh.state)[0] == Play("counter_intelligence")


def test_the_shared_driver_lets_a_bot_answer_a_decision() -> None:
    """npq.bots.Driver follows actors(): a bot owing the counter decision is asked and answers
    with a legal answer (its proposals for a normal turn answer nothing)."""
    from npq.bots import Driver, GreedyBot

    s = _hostile("tax_audit", "legal_appeal")
    driver = Driver([None, GreedyBot()], W)
    assert driver.bot_to_act(s) == 1
    answer = driver.choose(s)
    assert answer in (Play("legal_appeal"), LetStrike())
    after, _, _ = driver.step(s)
    assert after.decisions == ()


def _edition(state, edition: int):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    return replace(state, edition=edition)


@pytest.mark.parametrize(
    ("nation", "base", "near", "gap"),
    [
        ("france", "cuers_pierrefeu", "toulon", 0.047),
        ("japan", "kasumigaura", "tokyo", 0.124),
        ("british_empire", "pulham", "london", 0.281),
    ],
)
def test_a_flight_to_a_place_whose_ring_holds_the_airship_stations_it_there(
    nation: str, base: str, near: str, gap: float
) -> None:
    """Issue 12 found the hop from a start base onto the place in whose ring it stands a
    surprise ("0.0 L", an action and a fuel unit). Section 4 reads the ring as where a movement
    reaches its objective: the hop is a movement that reaches it at once and stations the
    airship there -- one action and a fuel unit, as every movement, in every edition (refusing
    it left a British airship at London no way onto Pulham to declare its next mission). What
    edition 3 refuses is a mission to that place declared there (docs/rules-decisions.md)."""
    for edition in (2, 3):
        s = _edition(game(nation, "italy", seed=3), edition)
        p = s.players[0]
        assert p.airship.place == base
        assert abs(W.distance(base, near) - gap) < 0.001
        hop = Fly(Course(place=near))
        assert check(s, hop) is None
        after, _ = apply(s, hop)
        q = after.players[0]
        assert q.airship.place == near and q.airship.pos == W.xy(near)
        assert q.airship.fuel == p.airship.fuel - 1
        assert after.actions_left == s.actions_left - 1
        # and back, from the place onto the start base whose ring holds it (a British airship
        # home from a mission to London flies onto Pulham to declare its next one)
        there = put_air(s, 0, pos=W.xy(near), place=near)
        back, _ = apply(there, Fly(Course(place=base)))
        assert back.players[0].airship.place == base
    # a mission whose target's ring holds the airship would be done before it starts
    s = _edition(game(nation, "italy", seed=3), 3)
    if near in W.missions:
        held = put(s, 0, missions=(near, *s.players[0].missions[1:]))
        refusal = check(held, Declare(near))
        assert refusal is not None and refusal.code == "mission.declare.target_in_ring"
        assert refusal.params["place"] == near
        assert str(refusal).startswith(
            f"the airship stands inside {W.place(near).name}'s ring already ({gap:.2f} L away), "
            "so this mission would be complete before it starts"
        )
