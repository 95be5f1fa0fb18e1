"""Missions (section 6 "Mission Cards", section 10 "Actions Related to Missions"; D11).

A mission is declared at a Starting Point, completed (free) on arrival at its target, when the
Bank pays the Mission Calculator's reward; a card may be swapped with a face-up one or the
deck's top, a new one drawn after the 3 compulsory missions, a mission in progress abandoned,
and a completed one sold to the Bank for a new card.
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.game._tx import Tx
from npq.game.actions import Abandon, Action, Declare, DrawMission, Exchange, Sell
from npq.game.events import EventKind
from npq.game.rules.common import off_the_pole_journey, rv
from npq.game.rules.ruleset import Concern
from npq.game.state import CompletedMission, Mission, PlayerState, State
from npq.game.world import World

__all__ = ["CONCERN", "complete_mission"]

CONCERN = Concern("missions", "10 Actions Related to Missions")


def _hand_size(p: PlayerState) -> int:
    return len(p.missions) + (1 if p.active is not None else 0)


@CONCERN.handles(Declare)
def declare(tx: Tx, action: Declare) -> None:
    seat, p = tx.seat, tx.p()
    if action.card not in p.missions:
        raise rv("declare", f"{action.card} is not a Mission card in your hand")
    if p.active is not None:
        raise rv("missions", "a new mission cannot be declared while one is active")
    here = p.airship.place
    if here is None or here not in tx.w.start_points:
        raise rv("missions", "a mission is declared only at a Starting Point (a starting base)")
    target = tx.w.missions[action.card].place
    if target == here:
        raise rv("declare", "the mission's target is where the airship stands")
    distance = tx.w.distance(here, target)
    reward = tx.w.reward(here, target)
    mission = Mission(action.card, here, target, reward, round(distance, 6), tx.s.round)
    tx.put(seat, missions=tuple(c for c in p.missions if c != action.card), active=mission)
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


@CONCERN.handles(Exchange)
def exchange(tx: Tx, action: Exchange) -> None:
    seat, p = tx.seat, tx.p()
    if action.give not in p.missions:
        raise rv("swap", f"{action.give} is not an undeclared Mission card in your hand")
    hand = tuple(c for c in p.missions if c != action.give)
    if action.from_deck:
        card = tx.draw("mission_deck")
        if card is None:
            raise rv("swap", "the Mission deck is empty")
        tx.bottom("mission_deck", action.give)
    else:
        table = tx.s.mission_table
        if action.take not in table:
            raise rv("swap", f"{action.take} is not one of the face-up Mission cards")
        card = action.take
        tx.set(mission_table=tuple(action.give if c == card else c for c in table))
    tx.put(seat, missions=(*hand, card))
    tx.emit(EventKind.MISSION_EXCHANGED, seat, give=action.give, take=action.take)


@CONCERN.handles(DrawMission)
def draw_mission(tx: Tx, action: DrawMission) -> None:
    seat, p = tx.seat, tx.p()
    off_the_pole_journey(
        tx, "missions", "no extra mission on the journey to the Pole: it is done before leaving"
    )
    limit = tx.s.config.mission_hand_limit
    if _hand_size(p) >= limit:
        raise rv("missions", f"no more than {limit} Mission cards in hand")
    extra = len(p.completed) >= 3
    if not extra and not tx.s.config.is_solo:
        raise rv("swap", "a new Mission card is drawn only after the 3 compulsory missions")
    card = tx.draw("mission_deck")
    if card is None:
        raise rv("swap", "the Mission deck is empty")
    tx.put(seat, missions=(*p.missions, card), owed=p.owed + (1 if extra else 0))
    tx.emit(EventKind.MISSION_DRAWN, seat, card=card, obliged=extra)


@CONCERN.handles(Abandon)
def abandon(tx: Tx, action: Abandon) -> None:
    seat, p = tx.seat, tx.p()
    if p.active is None:
        raise rv("abandon", "there is no mission in progress")
    tx.put(seat, active=None, missions=(*p.missions, p.active.card))
    tx.emit(EventKind.MISSION_ABANDONED, seat, card=p.active.card, target=p.active.target)


@CONCERN.handles(Sell)
def sell(tx: Tx, action: Sell) -> None:
    seat, p = tx.seat, tx.p()
    found = [m for m in p.completed if m.card == action.card]
    if not found:
        raise rv("sell", f"{action.card} is not a completed mission of yours")
    off_the_pole_journey(
        tx,
        "sell",
        "no sale on the journey to the Pole: the new card must be completed before leaving",
    )
    if _hand_size(p) >= tx.s.config.mission_hand_limit:
        raise rv("missions", "the new Mission card would pass the hand limit")
    if not tx.s.mission_deck:
        raise rv("sell", "the Mission deck is empty: no new card to draw")
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
