"""The turn structure (section 8 "How to Play"; section 4 "cannot remain stationary"; D9).

A turn starts (the concerns' turn-start hooks: Strategy cards played on the player strike),
takes up to three actions and is closed by ``end``: an airship in flight must have moved
(unless nothing can move it), one that did not burns a fuel unit (D9), lasting effects count
down, and the next seat plays. When the last player of the round has played, the concerns'
round-end hooks run (Managers' income), the disc turns and the ending is checked (section 9).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, ActionKind, EndTurn
from npq.game.events import EventKind
from npq.game.rules.common import emit_stats
from npq.game.rules.emergency import check_emergency
from npq.game.rules.engine import OUTSIDE_THE_LIST, free_kinds
from npq.game.rules.flight import flight_options
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.state import PlayerState, State
from npq.game.world import World
from npq.weather import NOTCHES, Icon

__all__ = ["CONCERN", "held_by_fog", "must_fly", "nothing_to_fly", "start_turn"]

CONCERN = Concern("turn", "8 How to Play")

#: Actions that may use the last action of a turn while the airship in flight has not moved.
_FREE_OF_THE_MOVE = frozenset({ActionKind.MOVE_AIRSHIP, ActionKind.END_TURN, ActionKind.INTERRUPT})


def start_turn(tx: Tx) -> None:
    """Start the current player's turn: the concerns' hooks (Strategy cards played on him act
    now, section 6), then his indicators."""
    seat = tx.seat
    tx.emit(EventKind.TURN_STARTED, seat)
    tx.rules.turn_started(tx, seat)
    if tx.s.outcome is not None or tx.s.decisions:
        return  # a decision owed: the turn goes on once it is answered
    emit_stats(tx, seat)


@CONCERN.checks_for(EndTurn)
def check_end_turn(tx: Tx, action: EndTurn) -> None:
    if must_fly(tx.s, tx.s.player) and not nothing_to_fly(tx):
        raise RuleViolation("turn.must_fly_before_ending")


@CONCERN.handles(EndTurn)
def end_turn(tx: Tx, action: EndTurn) -> None:
    seat = tx.seat
    s = tx.s
    p = s.player
    # D9: fuel drops by one at the end of every turn in flight; a move burns it at once.
    if (
        p.airship.in_flight
        and not s.airship_moved
        and (not held_by_fog(tx, p) or tx.rules.rule("fog_burns")(tx, p))
    ):
        fuel = max(0, p.airship.fuel - 1)
        tx.air(seat, fuel=fuel)
        tx.emit(EventKind.FUEL_USED, seat, fuel=fuel)
        check_emergency(tx, seat)
        if tx.s.outcome is not None:
            return
    # Lasting effects count down the player's own turns.
    modifiers = []
    for m in tx.p(seat).modifiers:
        if m.delay > 0:
            modifiers.append(replace(m, delay=m.delay - 1))
        elif m.turns > 1:
            modifiers.append(replace(m, turns=m.turns - 1))
    tx.put(seat, modifiers=tuple(modifiers), ventures=())
    tx.emit(EventKind.TURN_ENDED, seat, actions=list(s.used))
    n = len(s.players)
    nxt = seat
    for _ in range(2 * n):
        nxt = (nxt + 1) % n
        tx.set(current=nxt, used=(), airship_moved=False, turn=s.turn + 1)
        if nxt == s.first_player:
            end_round(tx)
            if tx.s.outcome is not None:
                return
        if tx.rules.rule("plays_on")(tx.s, nxt):
            break
    start_turn(tx)


@CONCERN.provides("disc_start")
def disc_by_lot(tx: Tx) -> None:
    """Displayboard Assembly (L114): "once positioned, turn the disc until the weather symbols
    appear in the holes" -- the rulebook fixes no position, and a physical disc starts wherever
    it was left, so from edition 4 the set-up turns it by a number of notches drawn by lot
    (0-35, 10° each, D6): each game has its own weather calendar (docs/rules-decisions.md)."""
    tx.set(disc_start=tx.below(NOTCHES))


@CONCERN.provides("prepare")
def prepare(tx: Tx) -> None:
    """The end of the preparation (section 8): the first player's turn starts."""
    start_turn(tx)


@CONCERN.provides("plays_on")
def plays_on(state: State, seat: int) -> bool:
    """Every seat plays its turn (the advanced game's second place skips the winner's)."""
    return True


def end_round(tx: Tx) -> None:
    """The round-end hooks (Managers earn their Bonds, section 3), then the weather disc turns
    and the ending is checked (section 8, section 9)."""
    s = tx.s
    tx.rules.round_ended(tx)
    tx.emit(EventKind.ROUND_ENDED, None, next_round=s.round + 1)
    tx.rules.rule("check_round_end")(tx)
    if tx.s.outcome is not None:
        return
    tx.set(round=s.round + 1)


def must_fly(s: State, p: PlayerState) -> bool:
    """Section 4 "Airship Movement": in flight, it cannot stay put unless held."""
    a = p.airship
    return (
        a.in_flight
        and not s.airship_moved
        and not p.skips_turn
        and not p.is_blocked("airship")
        and ActionKind.MOVE_AIRSHIP.value not in s.used
        and a.fuel > 0
        and a.integrity > 0
    )


@CONCERN.provides("fog_burns")
def fog_burns(tx: Tx, p: PlayerState) -> bool:
    """Basic rules: an airship held in fog burns no fuel (1B table, advanced note)."""
    return False


def held_by_fog(tx: Tx, p: PlayerState) -> bool:
    """Basic rules: an airship held in fog burns no fuel (1B table, advanced note)."""
    area = tx.w.weather_area(p.airship.pos)
    return tx.w.disc.icon(area, tx.s.disc_round) is Icon.FOG


def nothing_to_fly(tx: Tx) -> bool:
    """No legal move exists (fog, or nowhere to go): the airship may stay (section 4)."""
    if held_by_fog(tx, tx.s.player):
        return True
    rules = tx.rules
    assert isinstance(rules, RuleSet)
    return not flight_options(tx.s, tx.w, rules)


@CONCERN.guard
def last_action_moves(tx: Tx, action: Action) -> None:
    """An airship in flight must move: the last action of a turn cannot be spent elsewhere."""
    s = tx.s
    if action.kind in _FREE_OF_THE_MOVE or action.kind in OUTSIDE_THE_LIST:
        return
    if tx.seat != s.current:
        return
    assert isinstance(tx.rules, RuleSet)
    if action.kind in free_kinds(tx.rules):
        return
    if s.actions_left == 1 and must_fly(s, s.player) and not nothing_to_fly(tx):
        raise RuleViolation("turn.must_fly_first", action=str(action))


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    yield EndTurn()
