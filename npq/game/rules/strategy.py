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
from npq.game.actions import (
    Action,
    ActionKind,
    DrawStrategy,
    LetStrike,
    Play,
    ReplaceStrategy,
    Trap,
    WithdrawTrap,
)
from npq.game.effects import apply_effects
from npq.game.events import EventKind
from npq.game.rules.common import emit_stats
from npq.game.rules.emergency import check_emergency
from npq.game.rules.ruleset import Concern
from npq.game.state import Decision, Pending, State
from npq.game.world import World

__all__ = ["CONCERN", "COUNTER", "counter_cards", "spring_traps"]

CONCERN = Concern("strategy", "6 Strategy Cards")


def _strategy_allowed(tx: Tx) -> None:
    if not tx.s.config.uses_strategy_cards:
        raise RuleViolation("strategy.solo")


#: The decision a target owes when a hostile card is about to strike and he holds a counter
#: card (section 6): answer with ``play <counter>`` (one of this turn's actions) or
#: ``let-strike``.
COUNTER = "counter"


def counter_cards(tx: Tx, seat: int) -> list[str]:
    """The counter cards (they cancel a Strategy card played against the player, section 6)
    the player could play on himself now, in hand order."""
    s = tx.s
    p = tx.p(seat)
    if not s.config.uses_strategy_cards or p.trap is not None or p.skips_turn:
        return []
    if seat == s.current and (s.actions_left <= 0 or ActionKind.PLAY_STRATEGY.value in s.used):
        return []
    out = []
    for c in p.strategy:
        if c not in tx.w.content.strategy:
            continue
        card = tx.w.content.strategy[c]
        if card.counters is not EffectType.CANCEL_STRATEGY:
            continue
        if not card.target.allows(True):
            continue
        skill = card.requires_specialist
        if skill is not None and not p.crew.has_specialist(str(skill)):
            continue
        out.append(c)
    return out


@CONCERN.provides("counter_in_time")
def counter_in_time(tx: Tx) -> bool:
    """Section 6: a target holding a counter card decides before a hostile card strikes."""
    return True


@CONCERN.provides("cards_exceed_maximum")
def cards_exceed_maximum(tx: Tx) -> bool:
    """Section 2: the maximum values "can be temporarily exceeded thanks to the effects of the
    Cards" (D13: the caps bind the crew bonuses, not a card's Fuel or Integrity)."""
    return True


def _strike(tx: Tx, seat: int, item: Pending) -> None:
    """The hostile card acts on its target and goes under the deck (section 6)."""
    tx.put(seat, pending=tuple(x for x in tx.p(seat).pending if x is not item))
    card = tx.w.content.strategy[item.card]
    tx.emit(EventKind.STRATEGY_PLAYED, item.by, card=item.card, target=seat, acts=True)
    apply_effects(tx, seat, card.effects, card=item.card, source="hostile", mid_turn=False)
    tx.bottom("strategy_deck", item.card)
    check_emergency(tx, seat)


@CONCERN.on_turn_start
def hostile_cards_strike(tx: Tx, seat: int) -> None:
    """Strategy cards played on the player act at the start of his turn (section 6), one by
    one; before each strikes, a target who holds a counter card decides first: a ``counter``
    decision on the flow's stack, answered by playing the counter card or ``let-strike``."""
    while tx.p(seat).pending:
        item = tx.p(seat).pending[0]
        if item.card not in tx.w.content.strategy:
            # a hidden card: the state is a player's view
            tx.put(seat, pending=tx.p(seat).pending[1:])
            continue
        if tx.rules.rule("counter_in_time")(tx) and counter_cards(tx, seat):
            decision = Decision(COUNTER, seat, card=item.card, by=item.by)
            tx.set(decisions=(*tx.s.decisions, decision))
            tx.emit(EventKind.DECISION_OWED, seat, kind=COUNTER, card=item.card, by=item.by)
            return
        _strike(tx, seat, item)
        if tx.s.outcome is not None:
            return


def _resume_turn_start(tx: Tx, seat: int) -> None:
    """After a counter decision: the rest of the hostile cards and the later concerns' hooks,
    then the turn goes on."""
    tx.rules.turn_started(tx, seat, resume=CONCERN.name)
    if tx.s.outcome is None and not tx.s.decisions:
        emit_stats(tx, seat)


@CONCERN.decision(COUNTER, Play, LetStrike)
def counter_answers(state: State, w: World) -> Iterator[Action]:
    top = state.decisions[-1]
    p = state.players[top.seat]
    for c in p.strategy:
        if c in w.content.strategy and w.content.strategy[c].counters is EffectType.CANCEL_STRATEGY:
            yield Play(c)
    yield LetStrike()


@CONCERN.checks_for(LetStrike)
def check_let_strike(tx: Tx, action: LetStrike) -> None:
    top = tx.s.decisions[-1] if tx.s.decisions else None
    if top is None or top.kind != COUNTER or not tx.p(top.seat).pending:
        raise RuleViolation("strategy.let_strike.nothing")


@CONCERN.handles(LetStrike)
def let_strike(tx: Tx, action: LetStrike) -> None:
    seat = tx.seat
    _strike(tx, seat, tx.p(seat).pending[0])
    if tx.s.outcome is None:
        _resume_turn_start(tx, seat)


@CONCERN.checks_for(Play)
def check_play(tx: Tx, action: Play) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    if action.card not in p.strategy or action.card not in tx.w.content.strategy:
        raise RuleViolation("strategy.not_in_hand", card=action.card)
    if p.trap is not None:
        raise RuleViolation("strategy.play.trap_laid", card=action.card)
    card = tx.w.content.strategy[action.card]
    target = seat if action.target is None else action.target
    if not 0 <= target < len(tx.s.players):
        raise RuleViolation("strategy.play.no_such_seat", card=action.card, seat=target)
    on_self = target == seat
    if not card.target.allows(on_self):
        code = "strategy.play.not_on_self" if on_self else "strategy.play.not_on_opponent"
        raise RuleViolation(code, card=action.card, title=card.title)
    skill = card.requires_specialist
    if skill is not None and not tx.rules.rule("crew_has")(tx, target, str(skill)):
        raise RuleViolation(
            "strategy.play.needs_specialist", card=action.card, title=card.title, skill=str(skill)
        )
    top = tx.s.decisions[-1] if tx.s.decisions else None
    if (
        top is not None
        and top.kind == COUNTER
        and (not on_self or card.counters is not EffectType.CANCEL_STRATEGY)
    ):
        raise RuleViolation(
            "strategy.counter.not_a_counter", card=action.card, title=card.title, hostile=top.card
        )
    if on_self and card.counters is not None:
        _something_to_cancel(tx, seat, card.counters, action.card, card.title)


@CONCERN.provides("crew_has")
def crew_has(tx: Tx, seat: int, skill: str) -> bool:
    """Issue 17 ruling 11: a card that names a Specialist acts on a crew that has his skill, on
    a Specialist Token or the Commander's card (section 6 NOTE: "the crew ... must contain the
    mentioned Specialist"; section 3: a Commander's symbols are the same skills, his bonus adds
    to the Specialists'). The NOTE forbids a card that would do nothing; a Scientist Commander's
    bonus is suspended like a Scientist token's, so the card is good against him."""
    return tx.p(seat).crew.skill_count(skill) > 0


@CONCERN.handles(Play)
def play(tx: Tx, action: Play) -> None:
    seat, p = tx.seat, tx.p()
    card = tx.w.content.strategy[action.card]
    target = seat if action.target is None else action.target
    on_self = target == seat
    tx.put(seat, strategy=tuple(c for c in p.strategy if c != action.card))
    if on_self:
        tx.emit(EventKind.STRATEGY_PLAYED, seat, card=action.card, target=seat, acts=True)
        apply_effects(tx, seat, card.effects, card=action.card, source="strategy", mid_turn=True)
        tx.bottom("strategy_deck", action.card)
        # Effects may empty the tank or break the airship in flight (D9).
        check_emergency(tx, seat)
        answered = tx.memo.get("decision")
        if answered is not None and answered.kind == COUNTER and tx.s.outcome is None:
            _resume_turn_start(tx, seat)
    else:
        target_p = tx.p(target)
        tx.put(target, pending=(*target_p.pending, Pending(action.card, seat)))
        tx.emit(EventKind.STRATEGY_PLAYED, seat, card=action.card, target=target, acts=False)


def _something_to_cancel(tx: Tx, seat: int, counters: EffectType, card: str, title: str) -> None:
    """A counter card needs something to cancel (section 6): a Venture card drawn this turn, or
    a Strategy card played against the player. Played on nothing it would only waste the card
    and an action, so it is refused."""
    p = tx.p(seat)
    if counters is EffectType.CANCEL_VENTURE and not p.ventures:
        raise RuleViolation("strategy.counter.no_venture", card=card, title=title)
    if counters is EffectType.CANCEL_STRATEGY and not (
        p.pending or any(m.hostile for m in p.modifiers)
    ):
        raise RuleViolation("strategy.counter.nothing_played", card=card, title=title)


@CONCERN.checks_for(Trap)
def check_trap(tx: Tx, action: Trap) -> None:
    _strategy_allowed(tx)
    p = tx.p()
    if not tx.s.config.trap_cards:
        raise RuleViolation("strategy.trap.variant_off")
    if action.card not in p.strategy:
        raise RuleViolation("strategy.not_in_hand", card=action.card)
    if p.trap is not None:
        raise RuleViolation("strategy.trap.one_per_player", circle=p.trap[1])
    if action.circle not in tx.w.circles:
        raise RuleViolation("strategy.trap.not_a_circle", circle=action.circle)
    if any(q.trap is not None and q.trap[1] == action.circle for q in tx.s.players):
        raise RuleViolation("strategy.trap.circle_taken", circle=action.circle)


@CONCERN.handles(Trap)
def trap(tx: Tx, action: Trap) -> None:
    seat, p = tx.seat, tx.p()
    tx.put(
        seat,
        strategy=tuple(c for c in p.strategy if c != action.card),
        trap=(action.card, action.circle),
    )
    tx.emit(EventKind.TRAP_LAID, seat, circle=action.circle)


@CONCERN.checks_for(WithdrawTrap)
def check_withdraw_trap(tx: Tx, action: WithdrawTrap) -> None:
    if tx.p().trap is None:
        raise RuleViolation("strategy.trap.none_laid")


@CONCERN.handles(WithdrawTrap)
def withdraw_trap(tx: Tx, action: WithdrawTrap) -> None:
    seat, p = tx.seat, tx.p()
    assert p.trap is not None
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
        if skill is None or tx.rules.rule("crew_has")(tx, seat, str(skill)):
            apply_effects(tx, seat, card.effects, card=card_id, source="trap", mid_turn=True)
            # Section 10 "Emergency Landing Management": fuel or Integrity at zero in flight
            # lands the airship at once, whichever miniature sprang the trap.
            check_emergency(tx, seat)


@CONCERN.checks_for(DrawStrategy)
def check_draw_strategy(tx: Tx, action: DrawStrategy) -> None:
    _strategy_allowed(tx)
    limit = tx.s.config.strategy_hand_limit
    if len(tx.p().strategy) >= limit:
        raise RuleViolation("strategy.draw.hand_full", limit=limit)
    if not tx.s.strategy_deck:
        raise RuleViolation("strategy.deck_empty")


@CONCERN.handles(DrawStrategy)
def draw_strategy(tx: Tx, action: DrawStrategy) -> None:
    seat, p = tx.seat, tx.p()
    card = tx.draw("strategy_deck")
    assert card is not None
    tx.put(seat, strategy=(*p.strategy, card))
    tx.emit(EventKind.STRATEGY_DRAWN, seat, card=card)


@CONCERN.checks_for(ReplaceStrategy)
def check_replace_strategy(tx: Tx, action: ReplaceStrategy) -> None:
    _strategy_allowed(tx)
    if action.card not in tx.p().strategy:
        raise RuleViolation("strategy.not_in_hand", card=action.card)
    if not tx.s.strategy_deck:
        raise RuleViolation("strategy.deck_empty")


@CONCERN.handles(ReplaceStrategy)
def replace_strategy(tx: Tx, action: ReplaceStrategy) -> None:
    seat, p = tx.seat, tx.p()
    card = tx.draw("strategy_deck")
    assert card is not None
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
