"""Missions (section 6 "Mission Cards", section 10 "Actions Related to Missions"; D11).

A mission is declared at a Starting Point, completed (free) on arrival at its target, when the
Bank pays the Mission Calculator's reward; a card may be swapped with a face-up one or the
deck's top, a new one drawn after the 3 compulsory missions, a mission in progress abandoned,
and a completed one sold to the Bank for a new card.
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.board.model import RING_RADIUS
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Abandon, Action, Declare, DrawMission, Exchange, Sell
from npq.game.events import EventKind
from npq.game.rules.common import off_the_pole_journey, ring_reached
from npq.game.rules.ruleset import Concern
from npq.game.state import CompletedMission, Mission, PlayerState, State
from npq.game.world import World

__all__ = ["CONCERN", "complete_mission", "target_at_start"]

CONCERN = Concern("missions", "10 Actions Related to Missions")


def _hand_size(p: PlayerState) -> int:
    return len(p.missions) + (1 if p.active is not None else 0)


@CONCERN.checks_for(Declare)
def check_declare(tx: Tx, action: Declare) -> None:
    p = tx.p()
    if action.card not in p.missions:
        raise RuleViolation("mission.declare.not_in_hand", card=action.card)
    if p.active is not None:
        raise RuleViolation("mission.declare.one_active", card=p.active.card)
    here = p.airship.place
    if here is None or here not in tx.w.start_points:
        raise RuleViolation("mission.declare.not_at_start", place=here)
    target = tx.w.missions[action.card].place
    if target == here:
        raise RuleViolation("mission.declare.target_here", card=action.card, place=here)
    if ring_reached(tx, p.airship.pos, target) is not None:
        # the airship stands inside the target's ring already (Pulham and London): the mission
        # would be done before it starts (section 4, docs/rules-decisions.md)
        raise RuleViolation(
            "mission.declare.target_in_ring",
            card=action.card,
            place=target,
            name=tx.w.place(target).name,
            distance=round(tx.w.distance(here, target), 2),
        )
    tx.rules.rule("declare_target")(tx, action.card, here)


def target_at_start(w: World, start: str, target: str) -> bool:
    """Whether the target's halo overlaps the Starting Point's ring (both 0.3 L, D4)."""
    return w.distance(start, target) < 2 * RING_RADIUS


@CONCERN.provides("declare_target")
def declare_target(tx: Tx, card: str, here: str) -> None:
    """Issue 17 ruling 2: no mission whose target's halo overlaps the ring of the Starting Point
    the airship stands on (Kasumigaura -> Tokyo 0.12 L, Pulham -> London 0.28 L): such a
    "mission" is reached without a flight, yet pays the Mission Calculator's minimum (D11).
    Section 4 counts a target reached as soon as the airship is within its halo, so a target
    whose halo touches the start is already reached, not flown to. The card stays good from
    any other Starting Point."""
    target = tx.w.missions[card].place
    if target_at_start(tx.w, here, target):
        gap = tx.w.distance(here, target)
        raise RuleViolation(
            "mission.declare.target_at_start",
            card=card,
            place=here,
            target=target,
            distance=round(gap, 2),
        )


@CONCERN.handles(Declare)
def declare(tx: Tx, action: Declare) -> None:
    seat, p = tx.seat, tx.p()
    here = p.airship.place
    assert here is not None
    target = tx.w.missions[action.card].place
    distance = tx.w.distance(here, target)
    reward = tx.w.reward(here, target)
    mission = Mission(action.card, here, target, reward, round(distance, 6), tx.s.round)
    tx.put(
        seat,
        missions=tuple(c for c in p.missions if c != action.card),
        shown=tuple(c for c in p.shown if c != action.card),
        active=mission,
    )
    tx.emit(
        EventKind.MISSION_DECLARED,
        seat,
        card=action.card,
        start=here,
        target=target,
        reward=reward,
        distance=distance,
    )


def complete_mission(tx: Tx, seat: int) -> None:
    """On arrival at the target: free, the Bank pays the Calculator's reward (section 10)."""
    p = tx.p(seat)
    m = p.active
    if m is None or p.airship.place != m.target:
        return
    done = CompletedMission(m.card, m.start, m.target, m.reward, m.distance, tx.s.round)
    tx.put(seat, active=None, completed=(*p.completed, done), owed=max(0, p.owed - 1))
    tx.from_bank(seat, m.reward, f"mission {m.start}-{m.target}")
    tx.emit(
        EventKind.MISSION_COMPLETED,
        seat,
        card=m.card,
        start=m.start,
        target=m.target,
        distance=m.distance,
        reward=m.reward,
        completed=len(p.completed) + 1,
    )


@CONCERN.checks_for(Exchange)
def check_exchange(tx: Tx, action: Exchange) -> None:
    if action.give not in tx.p().missions:
        raise RuleViolation("mission.exchange.not_in_hand", card=action.give)
    if action.from_deck:
        if not tx.s.mission_deck:
            raise RuleViolation("mission.exchange.deck_empty")
    elif action.take not in tx.s.mission_table:
        raise RuleViolation("mission.exchange.not_face_up", card=action.take)


@CONCERN.handles(Exchange)
def exchange(tx: Tx, action: Exchange) -> None:
    seat, p = tx.seat, tx.p()
    hand = tuple(c for c in p.missions if c != action.give)
    if action.from_deck:
        card = tx.draw("mission_deck")
        assert card is not None
        tx.bottom("mission_deck", action.give)
    else:
        table = tx.s.mission_table
        card = action.take
        tx.set(mission_table=tuple(action.give if c == card else c for c in table))
    tx.put(seat, missions=(*hand, card), shown=tuple(c for c in p.shown if c != action.give))
    tx.emit(EventKind.MISSION_EXCHANGED, seat, give=action.give, take=action.take)


@CONCERN.checks_for(DrawMission)
def check_draw_mission(tx: Tx, action: DrawMission) -> None:
    p = tx.p()
    off_the_pole_journey(tx, "mission.draw.on_pole_journey")
    limit = tx.s.config.mission_hand_limit
    if _hand_size(p) >= limit:
        raise RuleViolation("mission.draw.hand_full", limit=limit)
    if len(p.completed) < 3 and not tx.s.config.is_solo:
        raise RuleViolation("mission.draw.before_three", completed=len(p.completed))
    if not tx.s.mission_deck:
        raise RuleViolation("mission.draw.deck_empty")


@CONCERN.handles(DrawMission)
def draw_mission(tx: Tx, action: DrawMission) -> None:
    seat, p = tx.seat, tx.p()
    extra = len(p.completed) >= 3
    card = tx.draw("mission_deck")
    assert card is not None
    tx.put(seat, missions=(*p.missions, card), owed=p.owed + (1 if extra else 0))
    tx.emit(EventKind.MISSION_DRAWN, seat, card=card, obliged=extra)


@CONCERN.checks_for(Abandon)
def check_abandon(tx: Tx, action: Abandon) -> None:
    if tx.p().active is None:
        raise RuleViolation("mission.abandon.none_active")


@CONCERN.handles(Abandon)
def abandon(tx: Tx, action: Abandon) -> None:
    seat, p = tx.seat, tx.p()
    assert p.active is not None
    card = p.active.card
    tx.put(seat, active=None, missions=(*p.missions, card))
    tx.rules.rule("abandoned_card")(tx, seat, card)
    tx.emit(EventKind.MISSION_ABANDONED, seat, card=p.active.card, target=p.active.target)


@CONCERN.provides("abandoned_card")
def abandoned_card(tx: Tx, seat: int, card: str) -> None:
    """Issue 17 ruling 6: a declared card "remains visible to everyone until the end of the
    game (unless it is sold to the Bank)" (section 10 "Declaring a Mission"): abandoned, it goes
    back to the hand face up, and every seat's view shows it while it stays there."""
    p = tx.p(seat)
    if card not in p.shown:
        tx.put(seat, shown=(*p.shown, card))


@CONCERN.checks_for(Sell)
def check_sell(tx: Tx, action: Sell) -> None:
    p = tx.p()
    if not any(m.card == action.card for m in p.completed):
        raise RuleViolation("mission.sell.not_completed", card=action.card)
    off_the_pole_journey(tx, "mission.sell.on_pole_journey")
    limit = tx.s.config.mission_hand_limit
    if _hand_size(p) >= limit:
        raise RuleViolation("mission.sell.hand_full", limit=limit)
    if not tx.s.mission_deck:
        raise RuleViolation("mission.sell.deck_empty")


@CONCERN.handles(Sell)
def sell(tx: Tx, action: Sell) -> None:
    seat, p = tx.seat, tx.p()
    amount = tx.prices.mission_sale
    completed = tuple(m for m in p.completed if m.card != action.card)
    tx.bottom("mission_deck", action.card)
    drawn = tx.draw("mission_deck")
    assert drawn is not None
    tx.put(seat, completed=completed, missions=(*p.missions, drawn), owed=p.owed + 1)
    tx.from_bank(seat, amount, f"sale of mission {action.card}")
    tx.emit(EventKind.MISSION_SOLD, seat, card=action.card, amount=amount, drawn=drawn)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    p = state.player
    yield from (Declare(c) for c in p.missions)
    for c in p.missions:
        for t in (*state.mission_table, "deck"):
            yield Exchange(c, t)
    yield DrawMission()
    yield Abandon()
    yield from (Sell(m.card) for m in p.completed)
