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
from npq.game.rules.common import emit_stats
from npq.game.rules.ruleset import Handler, RuleSet
from npq.game.state import State
from npq.game.world import World
from npq.messages import action_words

__all__ = [
    "OUTSIDE_THE_LIST",
    "acting_seat",
    "actors",
    "check",
    "check_as",
    "free_kinds",
    "run",
    "succeeds",
    "turn_checks",
]

#: Not actions of the List of Actions: they cost none and are never "the same action twice"
#: (the advanced game's auction bids, draft picks and S.O.S. answers answer a decision; the
#: hire or cession that opened an auction paid its action; the rescue answer spends the ship
#: move itself, npq.game.rules.advanced.rescue).
OUTSIDE_THE_LIST = frozenset(
    {
        ActionKind.END_TURN,
        ActionKind.INTERRUPT,
        ActionKind.LET_STRIKE,
        ActionKind.AUCTION,
        ActionKind.DRAFT,
        ActionKind.RESCUE,
    }
)


def free_kinds(rules: RuleSet) -> frozenset[ActionKind]:
    """The action kinds that cost no action and are never "the same action twice" under
    ``rules``: :data:`OUTSIDE_THE_LIST`, and what the rule set adds (the named rule
    ``free_kinds``; issue 17 ruling 10: the Bank loan)."""
    found = rules.named.get("free_kinds")
    return OUTSIDE_THE_LIST if found is None else found()


def actors(state: State) -> tuple[int, ...]:
    """The seats that must decide now (:attr:`npq.game.state.Flow.actors`)."""
    return state.flow.actors


def acting_seat(state: State, seat: int | None) -> int:
    """The seat an action comes from: ``seat``, or the single actor; raises RuleViolation when
    that seat is not to decide now."""
    if state.outcome is not None:
        raise RuleViolation("game.over")
    who = actors(state)
    if seat is None:
        if len(who) != 1:
            raise RuleViolation("turn.say_which_seat", seats=list(who))
        return who[0]
    if seat not in who:
        raise RuleViolation("turn.not_your_turn", seat=seat, actor=who[0])
    return seat


def turn_checks(state: State, action: Action, rules: RuleSet, seat: int) -> None:
    """What section 8 (and the flow's pending decisions) ask of any action before its own
    rules: raises RuleViolation."""
    if state.outcome is not None:
        raise RuleViolation("game.over")
    if state.decisions:
        top = state.decisions[-1]
        found = rules.decision(top.kind)
        if found is None or type(action) not in found[0]:
            raise RuleViolation("turn.not_an_answer", verb=action.verb, decision=top.kind)
    kind = action.kind
    if kind in free_kinds(rules) or seat != state.current:
        return  # a decision out of one's turn spends none of its actions
    if state.player.skips_turn:
        raise RuleViolation("turn.turn_lost")
    if kind.value in state.used:
        raise RuleViolation("turn.action_twice", kind=kind.value, words=action_words(kind.value))
    if state.actions_left <= 0:
        raise RuleViolation("turn.no_actions_left")


def _prepared(
    state: State, action: Action, world: World, rules: RuleSet, seat: int | None
) -> tuple[Tx, Handler]:
    """Every check of ``action`` (the turn's, the guards', its concern's), on a Tx that has
    changed nothing yet; returns it and the handler. Raises RuleViolation."""
    return _prepared_as(state, action, world, rules, acting_seat(state, seat))


def _prepared_as(
    state: State, action: Action, world: World, rules: RuleSet, seat: int
) -> tuple[Tx, Handler]:
    """:func:`_prepared` for a seat :func:`acting_seat` has already found to be an actor."""
    handler = rules.handler(action)
    check_fn = rules.check_of(action)
    if handler is None or check_fn is None:
        raise RuleViolation("turn.not_an_action", action=str(action))
    turn_checks(state, action, rules, seat)
    tx = Tx(state, world, rules, None if seat == state.current else seat)
    rules.guard(tx, action)
    check_fn(tx, action)
    return tx, handler


def run(
    state: State, action: Action, world: World, rules: RuleSet, seat: int | None = None
) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` of ``seat`` (default: the single actor) under ``rules``; raises
    RuleViolation."""
    tx, handler = _prepared(state, action, world, rules, seat)
    seat = tx.seat
    in_turn = seat == state.current
    kind = action.kind
    tx.emit(EventKind.ACTION, seat, action=str(action), kind=kind.value)
    if state.decisions:
        # the action answers the decision on top of the stack (turn_checks): it is taken off,
        # and the handler finds it in the memo
        tx.memo["decision"] = state.decisions[-1]
        tx.set(decisions=state.decisions[:-1])
    handler(tx, action)
    if in_turn and kind not in free_kinds(rules) and tx.s.outcome is None:
        tx.set(used=(*tx.s.used, kind.value))
        emit_stats(tx, seat)
    return tx.s, tuple(tx.events)


def check(
    state: State, action: Action, world: World, rules: RuleSet, seat: int | None = None
) -> RuleViolation | None:
    """Why ``action`` of ``seat`` is refused now, or ``None`` when it is legal. Runs only the
    checks: no handler, nothing applied."""
    try:
        _prepared(state, action, world, rules, seat)
    except RuleViolation as exc:
        return exc
    return None


def check_as(
    state: State, action: Action, world: World, rules: RuleSet, seat: int
) -> RuleViolation | None:
    """:func:`check` for a seat :func:`acting_seat` has already found to be an actor (the legal
    set asks it once for all its candidates)."""
    try:
        _prepared_as(state, action, world, rules, seat)
    except RuleViolation as exc:
        return exc
    return None


def succeeds(
    state: State, action: Action, world: World, rules: RuleSet, seat: int | None = None
) -> bool:
    """Whether :func:`run` would accept the action."""
    return check(state, action, world, rules, seat) is None
