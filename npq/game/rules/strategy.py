"""Strategy cards and traps (section 6 "Strategy Cards", section 10 "Using Strategy Cards" and
"Trap Card").

A Strategy card is played on oneself (it acts at once) or on an opponent (it acts at the start
of his turn); a counter card needs something to cancel. With the Trap Card variant a card is
laid face down on a Strategy circle, and the first miniature to pass over it suffers it. Cards
are drawn free of Bonds (at most 5 in hand) or replaced from the deck. The solo mode uses none.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from npq.content import EffectType
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, DrawStrategy, Play, ReplaceStrategy, Trap, WithdrawTrap
from npq.game.effects import apply_effects
from npq.game.events import EventKind
from npq.game.rules.common import rv
from npq.game.rules.emergency import check_emergency
from npq.game.rules.ruleset import Concern
from npq.game.state import Pending, State
from npq.game.world import World

__all__ = ["CONCERN", "spring_traps"]

CONCERN = Concern("strategy", "6 Strategy Cards")


def _strategy_allowed(tx: Tx) -> None:
    if not tx.s.config.uses_strategy_cards:
        raise rv("solo", "Strategy cards are not used in the solo mode")


@CONCERN.on_turn_start
def hostile_cards_strike(tx: Tx, seat: int) -> None:
    """Strategy cards played on the player act at the start of his turn (section 6)."""
    pending = tx.p(seat).pending
    if not pending:
        return
    tx.put(seat, pending=())
    for item in pending:
        if item.card not in tx.w.content.strategy:
            continue  # a hidden card: the state is a player's view
        card = tx.w.content.strategy[item.card]
        tx.emit(EventKind.STRATEGY_PLAYED, item.by, card=item.card, target=seat, acts=True)
        apply_effects(tx, seat, card.effects, card=item.card, source="hostile", mid_turn=False)
        tx.bottom("strategy_deck", item.card)
        check_emergency(tx, seat)
        if tx.s.outcome is not None:
            return


@CONCERN.handles(Play)
def play(tx: Tx, action: Play) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    if action.card not in p.strategy or action.card not in tx.w.content.strategy:
        raise rv("strategy", f"{action.card} is not a Strategy card in your hand")
    if p.trap is not None:
        raise rv("trap", "while your trap card lies on the board you play no other card")
    card = tx.w.content.strategy[action.card]
    target = seat if action.target is None else action.target
    if not 0 <= target < len(tx.s.players):
        raise rv("strategy", f"there is no player in seat {target}")
    on_self = target == seat
    if not card.target.allows(on_self):
        who = "yourself" if on_self else "an opponent"
        raise rv("strategy", f"{card.title} cannot be played on {who}")
    skill = card.requires_specialist
    if skill is not None and not tx.p(target).crew.has_specialist(str(skill)):
        raise rv("strategy", f"{card.title} names a {skill}: the crew it acts on must have one")
    if on_self and card.counters is not None:
        _something_to_cancel(tx, seat, card.counters, card.title)
    tx.put(seat, strategy=tuple(c for c in p.strategy if c != action.card))
    if on_self:
        tx.emit(EventKind.STRATEGY_PLAYED, seat, card=action.card, target=seat, acts=True)
        apply_effects(tx, seat, card.effects, card=action.card, source="strategy", mid_turn=True)
        tx.bottom("strategy_deck", action.card)
        # Effects may empty the tank or break the airship in flight (D9).
        check_emergency(tx, seat)
    else:
        target_p = tx.p(target)
        tx.put(target, pending=(*target_p.pending, Pending(action.card, seat)))
        tx.emit(EventKind.STRATEGY_PLAYED, seat, card=action.card, target=target, acts=False)


def _something_to_cancel(tx: Tx, seat: int, counters: EffectType, title: str) -> None:
    """A counter card needs something to cancel (section 6): a Venture card drawn this turn, or
    a Strategy card played against the player. Played on nothing it would only waste the card
    and an action, so it is refused."""
    p = tx.p(seat)
    if counters is EffectType.CANCEL_VENTURE and not p.ventures:
        raise RuleViolation(
            "6 Venture Cards", f"{title} cancels a Venture card drawn this turn: you drew none"
        )
    if counters is EffectType.CANCEL_STRATEGY and not (
        p.pending or any(m.hostile for m in p.modifiers)
    ):
        raise RuleViolation(
            "6 Strategy Cards",
            f"{title} cancels a Strategy card played against you: none is in play",
        )


@CONCERN.handles(Trap)
def trap(tx: Tx, action: Trap) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    if not tx.s.config.trap_cards:
        raise rv("trap", "the Trap Card variant is not in play")
    if action.card not in p.strategy:
        raise rv("strategy", f"{action.card} is not a Strategy card in your hand")
    if p.trap is not None:
        raise rv("trap", "the board holds at most 1 trap per player")
    if action.circle not in tx.w.circles:
        raise rv("trap", f"{action.circle} is not a Strategy circle")
    if any(q.trap is not None and q.trap[1] == action.circle for q in tx.s.players):
        raise rv("trap", "that Strategy circle already holds a trap")
    tx.put(
        seat,
        strategy=tuple(c for c in p.strategy if c != action.card),
        trap=(action.card, action.circle),
    )
    tx.emit(EventKind.TRAP_LAID, seat, circle=action.circle)


@CONCERN.handles(WithdrawTrap)
def withdraw_trap(tx: Tx, action: WithdrawTrap) -> None:
    seat, p = tx.seat, tx.p()
    if p.trap is None:
        raise rv("trap", "you have no trap card on the board")
    tx.bottom("strategy_deck", p.trap[0])
    tx.put(seat, trap=None)
    tx.emit(EventKind.TRAP_WITHDRAWN, seat, circle=p.trap[1])


def spring_traps(tx: Tx, seat: int, path: Any) -> None:
    """The first miniature over a trapped Strategy circle turns the card and suffers it."""
    for owner in tx.s.players:
        if owner.trap is None:
            continue
        card_id, circle = owner.trap
        geom = tx.w.circles.get(circle)
        if geom is None or not geom.intersects(path):  # type: ignore[attr-defined]
            continue
        tx.put(owner.seat, trap=None)
        tx.emit(EventKind.TRAP_SPRUNG, seat, card=card_id, circle=circle, owner=owner.seat)
        tx.bottom("strategy_deck", card_id)
        if card_id not in tx.w.content.strategy:
            continue  # a hidden card: the state is a player's view
        card = tx.w.content.strategy[card_id]
        skill = card.requires_specialist
        if skill is None or tx.p(seat).crew.has_specialist(str(skill)):
            apply_effects(tx, seat, card.effects, card=card_id, source="trap", mid_turn=True)
            # Section 10 "Emergency Landing Management": fuel or Integrity at zero in flight
            # lands the airship at once, whichever miniature sprang the trap.
            check_emergency(tx, seat)


@CONCERN.handles(DrawStrategy)
def draw_strategy(tx: Tx, action: DrawStrategy) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    limit = tx.s.config.strategy_hand_limit
    if len(p.strategy) >= limit:
        raise rv("strategy", f"no more than {limit} Strategy cards in hand")
    card = tx.draw("strategy_deck")
    if card is None:
        raise rv("strategy", "the Strategy deck is empty")
    tx.put(seat, strategy=(*p.strategy, card))
    tx.emit(EventKind.STRATEGY_DRAWN, seat, card=card)


@CONCERN.handles(ReplaceStrategy)
def replace_strategy(tx: Tx, action: ReplaceStrategy) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    if action.card not in p.strategy:
        raise rv("strategy", f"{action.card} is not a Strategy card in your hand")
    card = tx.draw("strategy_deck")
    if card is None:
        raise rv("strategy", "the Strategy deck is empty")
    tx.bottom("strategy_deck", action.card)
    hand = tuple(card if c == action.card else c for c in p.strategy)
    tx.put(seat, strategy=hand)
    tx.emit(EventKind.STRATEGY_REPLACED, seat, card=action.card, drawn=card)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    config = state.config
    if not config.uses_strategy_cards:
        return
    p = state.player
    seat = state.current
    for c in p.strategy:
        yield Play(c)
        for other in range(len(state.players)):
            if other != seat:
                yield Play(c, other)
    if config.trap_cards and p.trap is None:
        for c in p.strategy:
            for circle in sorted(w.circles):
                yield Trap(c, circle)
    yield DrawStrategy()
    yield from (ReplaceStrategy(c) for c in p.strategy)
    yield WithdrawTrap()
