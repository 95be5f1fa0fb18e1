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

__all__ = ["OUTSIDE_THE_LIST", "run", "turn_checks"]

#: Not actions of the List of Actions: they cost none and are never "the same action twice".
OUTSIDE_THE_LIST = frozenset({ActionKind.END_TURN, ActionKind.INTERRUPT})


def turn_checks(state: State, action: Action) -> None:
    """What section 8 asks of any action before its own rules: raises RuleViolation."""
    if state.outcome is not None:
        raise rv("over", "the game is over")
    kind = action.kind
    if kind in OUTSIDE_THE_LIST:
        return
    if state.player.skips_turn:
        raise rv("turn", "this turn is lost to a card: end it")
    if kind.value in state.used:
        raise rv("turn", f"no action twice in a turn: you have already chosen to {kind.words}")
    if state.actions_left <= 0:
        raise rv("turn", "no actions left this turn: end it")


def run(
    state: State, action: Action, world: World, rules: RuleSet
) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` of the current player under ``rules``; raises RuleViolation."""
    if state.outcome is not None:
        raise rv("over", "the game is over")
    handler = rules.handler(action)
    if handler is None:
        raise rv("turn", f"{action} is not an action of the List of Actions")
    turn_checks(state, action)
    tx = Tx(state, world, rules)
    kind = action.kind
    seat = state.current
    tx.emit(EventKind.ACTION, seat, action=str(action), kind=kind.value)
    rules.guard(tx, action)
    handler(tx, action)
    if kind not in OUTSIDE_THE_LIST and tx.s.outcome is None:
        tx.set(used=(*tx.s.used, kind.value))
        emit_stats(tx, seat)
    return tx.s, tuple(tx.events)


def succeeds(state: State, action: Action, world: World, rules: RuleSet) -> bool:
    """Whether :func:`run` would accept the action."""
    try:
        run(state, action, world, rules)
    except RuleViolation:
        return False
    return True
