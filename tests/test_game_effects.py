"""Every effect type of the card vocabulary (D17; npq.content.effects), as the engine applies
it to a player (section 6 "Venture Cards", "Strategy Cards")."""

from __future__ import annotations

from dataclasses import replace

import pytest
from _game_helpers import W, game, put, put_air

from npq.content import Effect, EffectType, Miniature, VentureLine
from npq.errors import RuleViolation
from npq.game import Course, EndTurn, EventKind, Fly, State, apply
from npq.game._tx import Tx
from npq.game.effects import apply_effect, apply_effects
from npq.game.rules.sets import BASIC
from npq.game.rules.turn import start_turn
from npq.game.state import Modifier, Pending, UndoRecord


def hit(
    state: State, effect: Effect, *, seat: int = 0, source: str = "venture", mid_turn: bool = True
) -> Tx:
    tx = Tx(state, W, BASIC)
    apply_effect(tx, seat, effect, card="test_card", source=source, mid_turn=mid_turn)
    return tx


def test_bonds_paid_and_never_more_than_held() -> None:
    s = game("italy", "japan")
    assert hit(s, Effect(EffectType.BONDS, 50)).s.bonds(0) == 290
    poor = replace(s, ledger=s.ledger.pay_bank("italy", 220, "x", 1))
    tx = hit(poor, Effect(EffectType.BONDS, -50))
    assert tx.s.bonds(0) == 0 and tx.s.ledger.total() == 0
    assert tx.events[-1]["amount"] == -20


def test_fuel_and_integrity_stay_on_their_indicators() -> None:
    """Section 2: a card may take Fuel and Integrity above the maximum for a while (edition 2,
    issue 10), never below 0; edition 1 (games saved before) stopped them at the maximum."""
    from npq.game.rules.sets import rule_set

    s = put_air(game("italy", "japan"), 0, fuel=2, integrity=2)
    assert hit(s, Effect(EffectType.FUEL, 5)).s.players[0].airship.fuel == 7
    assert hit(s, Effect(EffectType.FUEL, -3)).s.players[0].airship.fuel == 0
    assert hit(s, Effect(EffectType.INTEGRITY, 3)).s.players[0].airship.integrity == 5
    assert hit(s, Effect(EffectType.INTEGRITY, -3)).s.players[0].airship.integrity == 0
    old = Tx(s, W, rule_set(s.config, 1))
    apply_effect(old, 0, Effect(EffectType.FUEL, 5), card="c", source="venture", mid_turn=True)
    apply_effect(old, 0, Effect(EffectType.INTEGRITY, 3), card="c", source="venture", mid_turn=True)
    assert old.s.players[0].airship.fuel == 4 and old.s.players[0].airship.integrity == 3


def test_integrity_zero_in_flight_is_an_emergency_landing() -> None:
    from npq.game.rules.emergency import check_emergency as _check_emergency

    s = put_air(game("italy", "japan"), 0, place=None, pos=(2.0, -9.0))
    tx = hit(s, Effect(EffectType.INTEGRITY, -3))
    assert _check_emergency(tx, 0)
    assert tx.s.players[0].airship.emergency is not None


def test_speed_for_turns_and_the_cap_may_be_passed() -> None:
    s = put(game("italy", "japan"), 0, board=replace(game("italy").players[0].board, speed=6))
    tx = hit(s, Effect(EffectType.SPEED, 2, turns=2))
    p = tx.s.players[0]
    assert p.speed == 6 and p.temporary_speed == 2


def test_lose_actions_and_skip_turn_wait_for_the_next_turn_when_struck_mid_turn() -> None:
    s = game("italy", "japan")
    tx = hit(s, Effect(EffectType.LOSE_ACTIONS, 2))
    assert tx.s.actions_left == 3
    s2, _ = apply(tx.s, EndTurn())
    s2, _ = apply(s2, EndTurn())
    assert s2.actions_left == 1
    tx = hit(s, Effect(EffectType.SKIP_TURN, turns=1), mid_turn=False)
    assert tx.s.players[0].skips_turn


def test_blocked_holds_the_airship() -> None:
    s = game("italy", "japan")
    tx = hit(s, Effect(EffectType.BLOCKED, turns=1))
    with pytest.raises(RuleViolation):
        apply(tx.s, Fly(Course(heading=0.0), 1.0))
    ship = hit(s, Effect(EffectType.BLOCKED, turns=1), source="venture")
    assert ship.s.players[0].is_blocked("airship")


def test_draw_and_discard_strategy_cards() -> None:
    s = game("italy", "japan")
    tx = hit(s, Effect(EffectType.DRAW_STRATEGY, 3))
    assert len(tx.s.players[0].strategy) == 5  # never past the hand limit
    tx = hit(s, Effect(EffectType.DISCARD_STRATEGY, 2))
    gone = set(s.players[0].strategy) - set(tx.s.players[0].strategy)
    assert len(gone) == 2 and set(tx.s.strategy_deck[-2:]) == gone


def test_crew_bonus_suspended_removes_the_skill_for_its_turns() -> None:
    s = game("italy", "japan")
    s = put(s, 0, crew=replace(s.players[0].crew, specialists=("engineer",)))
    assert s.players[0].speed == 5
    tx = hit(s, Effect(EffectType.CREW_BONUS_SUSPENDED, turns=2, skill="engineer"))
    assert tx.s.players[0].speed == 4


def test_move_back_along_the_last_course_never_past_its_start() -> None:
    s = put_air(game("italy", "japan"), 0, place=None, pos=(1.0, -9.0), last_start=(1.0, -11.0))
    tx = hit(s, Effect(EffectType.MOVE_BACK, 1))
    assert tx.s.players[0].airship.pos == pytest.approx((1.0, -10.0))
    tx = hit(s, Effect(EffectType.MOVE_BACK, 3))
    assert tx.s.players[0].airship.pos == pytest.approx((1.0, -11.0))


def test_a_ship_moved_back_stops_at_the_shore() -> None:
    """A ship is driven back over water only (docs/rules-decisions.md): the straight line back
    to where a winding sail began crosses land, so the ship stops 0.05 L short of the shore."""
    from npq.nav.ship import open_water

    godhavn = W.xy("godhavn")
    inland = (godhavn[0] + 1.5, godhavn[1])  # Greenland's ice sheet lies east of Godhavn
    s = game("italy", "japan")
    s = put(s, 0, ship=replace(s.players[0].ship, pos=godhavn, place="godhavn", last_start=inland))
    room = open_water(W.board, godhavn, inland)
    assert room == pytest.approx(0.3)  # the port's ring, then the coast
    tx = hit(s, Effect(EffectType.MOVE_BACK, 1, miniature=Miniature.SHIP))
    ship = tx.s.players[0].ship
    assert ship.pos == pytest.approx((godhavn[0] + 0.25, godhavn[1]))
    assert ship.place is None
    # over open water the full Length back, as before
    west = (godhavn[0] - 1.5, godhavn[1])
    s = put(s, 0, ship=replace(s.players[0].ship, last_start=west))
    tx = hit(s, Effect(EffectType.MOVE_BACK, 1, miniature=Miniature.SHIP))
    assert tx.s.players[0].ship.pos == pytest.approx((godhavn[0] - 1.0, godhavn[1]))


def test_cancel_venture_undoes_the_card_drawn_this_turn() -> None:
    s = game("italy", "japan")
    tx = Tx(s, W, BASIC)
    record = apply_effects(
        tx,
        0,
        (Effect(EffectType.BONDS, -50), Effect(EffectType.FUEL, -2)),
        card="storm_card",
        source="venture",
        mid_turn=True,
    )
    assert record == UndoRecord("storm_card", -50, -2, 0, False)
    tx.put(0, ventures=(record,))
    apply_effect(
        tx, 0, Effect(EffectType.CANCEL_VENTURE), card="c", source="strategy", mid_turn=True
    )
    assert tx.s.bonds(0) == 240 and tx.s.players[0].airship.fuel == 4


def test_cancel_strategy_ends_opponents_cards() -> None:
    s = game("italy", "japan")
    s = put(
        s, 0, modifiers=(Modifier("speed", -1, card="x", hostile=True),), pending=(Pending("y", 1),)
    )
    tx = hit(s, Effect(EffectType.CANCEL_STRATEGY), source="strategy")
    p = tx.s.players[0]
    assert p.modifiers == () and p.pending == () and tx.s.strategy_deck[-1] == "y"


def test_a_counter_card_with_nothing_to_cancel_is_refused_not_wasted() -> None:
    """Section 6: a counter card cancels a Venture card drawn this turn, or a Strategy card
    played against the player; played on nothing it would only waste itself and an action."""
    from npq.game.actions import Play

    s = game("italy", "japan")
    s = put(s, 0, strategy=("quick_thinking", "counter_intelligence"))
    with pytest.raises(RuleViolation, match="you drew none") as e:
        apply(s, Play("quick_thinking"), W)
    assert e.value.rule == "6 Venture Cards"
    with pytest.raises(RuleViolation, match="none is in play") as e:
        apply(s, Play("counter_intelligence"), W)
    assert e.value.rule == "6 Strategy Cards"
    drew = put(s, 0, ventures=(UndoRecord("storm_card", -50, 0, 0, False),))
    after, _ = apply(drew, Play("quick_thinking"), W)
    assert after.bonds(0) == s.bonds(0) + 50 and after.players[0].strategy == (
        "counter_intelligence",
    )
    targeted = put(s, 0, pending=(Pending("y", 1),))
    after, _ = apply(targeted, Play("counter_intelligence"), W)
    assert after.players[0].pending == ()


def test_opponent_card_acts_at_the_start_of_the_target_turn() -> None:
    deck = W.content.strategy
    card = next(c for c in deck if c.target.allows(False) and c.requires_specialist is None)
    s = put(game("italy", "japan"), 1, pending=(Pending(card.id, 0),))
    tx = Tx(replace(s, current=1), W, BASIC)
    start_turn(tx)
    assert any(e.kind is EventKind.EFFECT and e["card"] == card.id for e in tx.events)
    assert tx.s.players[1].pending == ()


def test_a_venture_card_that_drives_the_ship_back_cancels_its_sail() -> None:
    """Section 6 "Venture Cards": drawn before moving, with immediate effect on "the miniature
    with which he crossed" (1A, 1i). A ship driven back before it sails stays where the card
    put it -- the card is not undone by the sail that follows (as for airships, D10)."""
    from npq.board import FeatureKind
    from npq.game import Sail

    s = game("italy", "japan")
    godhavn = W.xy("godhavn")
    wake = (godhavn[0] - 1.5, godhavn[1])  # the ship came from 1.5 L west, over Baffin Bay
    pack = next(o for o in W.board.of_kind(FeatureKind.SEA_OBSTACLE) if o.id == "baffin_bay_pack")
    goal = (pack.geometry.centroid.x, pack.geometry.centroid.y)
    s = put(s, 0, ship=replace(s.players[0].ship, pos=godhavn, place="godhavn", last_start=wake))
    card = "north_sea_gale"  # sea line: driven back 1 Length
    sea = W.content.venture[card].effects_for(VentureLine.SEA)
    assert [(e.type, e.amount) for e in sea] == [(EffectType.MOVE_BACK, 1)]
    s = replace(s, venture_deck=(card, *(c for c in s.venture_deck if c != card)))
    s, events = apply(s, Sail(Course(point=goal)))
    ship = s.players[0].ship
    assert ship.pos == pytest.approx((godhavn[0] - 1.0, godhavn[1]))
    assert ship.place is None
    moved = next(e for e in events if e.kind is EventKind.SHIP_MOVED)
    assert moved["length"] == 0.0 and moved["end"] == pytest.approx(list(ship.pos))
    assert s.venture_deck[-1] == card
