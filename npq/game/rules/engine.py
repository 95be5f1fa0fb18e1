"""The core of ``apply``: the turn's generic checks and the dispatch to a rule set's handler.

Section 8 "How to Play": a turn is up to three actions, never the same action twice, all
optional; ``end`` (and ``interrupt``, section 9) stand outside the List of Actions and cost
none. This module knows no concern: it takes the :class:`RuleSet` to dispatch to, so the
concerns themselves (the turn structure probing whether the airship can fly) may call it.
"""

from __future__ import annotations

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, ActionKind
from npq.game.events import Event, EventKind
from npq.game.rules.common import emit_stats, rv
from npq.game.rules.ruleset import RuleSet
from npq.game.state import State
from npq.game.world import World

__all__ = [
    "OUTSIDE_THE_LIST",
    "acting_seat",
    "actors",
    "check",
    "run",
    "succeeds",
    "turn_checks",
]

#: Not actions of the List of Actions: they cost none and are never "the same action twice".
OUTSIDE_THE_LIST = frozenset({ActionKind.END_TURN, ActionKind.INTERRUPT})


def actors(state: State) -> tuple[int, ...]:
    """The seats that must decide now (:attr:`npq.game.state.Flow.actors`)."""
    return state.flow.actors


def acting_seat(state: State, seat: int | None) -> int:
    """The seat an action comes from: ``seat``, or the single actor; raises RuleViolation when
    that seat is not to decide now."""
    if state.outcome is not None:
        raise rv("over", "the game is over")
    who = actors(state)
    if seat is None:
        if len(who) != 1:
            raise rv("turn", f"seats {list(who)} must decide now: say which one acts")
        return who[0]
    if seat not in who:
        raise rv("turn", f"seat {seat} is not to act now (seat {who[0]} is)")
    return seat


def turn_checks(state: State, action: Action, rules: RuleSet, seat: int) -> None:
    """What section 8 (and the flow's pending decisions) ask of any action before its own
    rules: raises RuleViolation."""
    if state.outcome is not None:
        raise rv("over", "the game is over")
    if state.decisions:
        top = state.decisions[-1]
        found = rules.decision(top.kind)
        if found is None or type(action) not in found[0]:
            raise rv("turn", f"'{action.verb}' does not answer the decision owed ({top.kind})")
    kind = action.kind
    if kind in OUTSIDE_THE_LIST or seat != state.current:
        return  # a decision out of one's turn spends none of its actions
    if state.player.skips_turn:
        raise rv("turn", "this turn is lost to a card: end it")
    if kind.value in state.used:
        raise rv("turn", f"no action twice in a turn: you have already chosen to {kind.words}")
    if state.actions_left <= 0:
        raise rv("turn", "no actions left this turn: end it")


def run(
    state: State, action: Action, world: World, rules: RuleSet, seat: int | None = None
) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` of ``seat`` (default: the single actor) under ``rules``; raises
    RuleViolation."""
    seat = acting_seat(state, seat)
    handler = rules.handler(action)
    if handler is None:
        raise rv("turn", f"{action} is not an action of the List of Actions")
    turn_checks(state, action, rules, seat)
    in_turn = seat == state.current
    tx = Tx(state, world, rules, None if in_turn else seat)
    kind = action.kind
    tx.emit(EventKind.ACTION, seat, action=str(action), kind=kind.value)
    rules.guard(tx, action)
    handler(tx, action)
    if in_turn and kind not in OUTSIDE_THE_LIST and tx.s.outcome is None:
        tx.set(used=(*tx.s.used, kind.value))
        emit_stats(tx, seat)
    return tx.s, tuple(tx.events)


def check(
    state: State, action: Action, world: World, rules: RuleSet, seat: int | None = None
) -> RuleViolation | None:
    """Why ``action`` of ``seat`` is refused now, or ``None`` when it is legal."""
    try:
        run(state, action, world, rules, seat)
    except RuleViolation as exc:
        return exc
    return None


def succeeds(
    state: State, action: Action, world: World, rules: RuleSet, seat: int | None = None
) -> bool:
    """Whether :func:`run` would accept the action."""
    return check(state, action, world, rules, seat) is None
