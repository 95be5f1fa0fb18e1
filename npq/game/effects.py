"""The engine side of the card effect vocabulary (D17; :mod:`npq.content.effects`).

:func:`apply_effect` implements every :class:`~npq.content.EffectType` on one target player.
Venture cards (section 6) act at once on the player who drew them; a Strategy card acts at
once on its player, or at the start of the opponent's turn it was played on (section 6). Effects
that last keep a :class:`~npq.game.state.Modifier` on the player; "turns" count the target's
own turns, the current one included, and effects on "the next turn" (lose actions, skip turn)
wait for it when they strike in the middle of a turn.
"""

from __future__ import annotations

import math
from dataclasses import replace

from npq.content import Effect, EffectType
from npq.game._tx import Tx
from npq.game.events import EventKind
from npq.game.state import Modifier, UndoRecord
from npq.nav.ship import open_water

__all__ = ["apply_effect", "apply_effects", "clip_fuel"]

#: A ship pushed back toward the shore stops this far off it (Lengths), in open water.
SHORE_MARGIN = 0.05


def clip_fuel(tx: Tx, seat: int) -> None:
    """Keep the fuel within the tank capacity (Range can fall when a Pilot leaves, D13)."""
    p = tx.p(seat)
    if p.airship.fuel > p.range:
        tx.air(seat, fuel=p.range)


def apply_effects(
    tx: Tx,
    seat: int,
    effects: tuple[Effect, ...],
    *,
    card: str,
    source: str,
    mid_turn: bool,
    miniature: str = "airship",
) -> UndoRecord:
    """Apply a card's effects in order; return what they changed (for ``cancel_venture``).

    ``source`` is ``"venture"``, ``"strategy"`` (own card), ``"hostile"`` (an opponent's card)
    or ``"trap"``; ``mid_turn`` is false for a card acting at the start of the target's turn.
    ``miniature`` is the one that crossed, for Venture cards (section 4 "Ships").
    """
    before_bonds = tx.bonds(seat)
    before = tx.p(seat).airship
    for effect in effects:
        apply_effect(
            tx, seat, effect, card=card, source=source, mid_turn=mid_turn, miniature=miniature
        )
    after = tx.p(seat).airship
    return UndoRecord(
        card=card,
        bonds=tx.bonds(seat) - before_bonds,
        fuel=after.fuel - before.fuel,
        integrity=after.integrity - before.integrity,
    )


def apply_effect(
    tx: Tx,
    seat: int,
    effect: Effect,
    *,
    card: str,
    source: str,
    mid_turn: bool,
    miniature: str = "airship",
) -> None:
    """Apply one effect to the player in ``seat`` (rules cited on each effect type)."""
    t = effect.type
    p = tx.p(seat)
    amount = effect.amount
    hostile = source in ("hostile", "trap")
    target_miniature = str(effect.miniature) if effect.miniature is not None else miniature
    applied = amount
    if t is EffectType.BONDS:
        if amount > 0:
            tx.from_bank(seat, amount, f"card {card}")
        else:
            applied = -min(-amount, tx.bonds(seat))
            tx.pay_bank(seat, -applied, f"card {card}")
    elif t is EffectType.FUEL:
        # section 2: the maximum values "can be temporarily exceeded thanks to the effects of
        # the Cards" (D13: the caps bind the crew bonuses, not a card's fuel)
        fuel = max(0, p.airship.fuel + amount)
        if not tx.rules.rule("cards_exceed_maximum")(tx):
            fuel = min(p.range, fuel)
        applied = fuel - p.airship.fuel
        tx.air(seat, fuel=fuel)
    elif t is EffectType.INTEGRITY:
        integrity = max(0, p.airship.integrity + amount)
        if not tx.rules.rule("cards_exceed_maximum")(tx):
            integrity = min(p.max_integrity, integrity)
        applied = integrity - p.airship.integrity
        tx.air(seat, integrity=integrity)
    elif t in (
        EffectType.SPEED,
        EffectType.BLOCKED,
        EffectType.CREW_BONUS_SUSPENDED,
        EffectType.LOSE_ACTIONS,
        EffectType.SKIP_TURN,
    ):
        # "next turn" effects wait when they strike in the middle of a turn.
        delay = 1 if mid_turn and t in (EffectType.LOSE_ACTIONS, EffectType.SKIP_TURN) else 0
        turns = max(1, effect.turns)
        modifier = Modifier(
            kind=t.value,
            amount=amount,
            turns=turns,
            delay=delay,
            skill=None if effect.skill is None else str(effect.skill),
            miniature=target_miniature if t is EffectType.BLOCKED else None,
            card=card,
            hostile=hostile,
        )
        tx.put(seat, modifiers=(*p.modifiers, modifier))
        if t is EffectType.CREW_BONUS_SUSPENDED:
            clip_fuel(tx, seat)
    elif t is EffectType.DRAW_STRATEGY:
        drawn = 0
        for _ in range(amount):
            if len(tx.p(seat).strategy) >= tx.s.config.strategy_hand_limit:
                break
            c = tx.draw("strategy_deck")
            if c is None:
                break
            tx.put(seat, strategy=(*tx.p(seat).strategy, c))
            drawn += 1
        applied = drawn
    elif t is EffectType.DISCARD_STRATEGY:
        gone = 0
        for _ in range(amount):
            hand = tx.p(seat).strategy
            if not hand:
                break
            i = tx.below(len(hand))
            tx.put(seat, strategy=hand[:i] + hand[i + 1 :])
            tx.bottom("strategy_deck", hand[i])
            gone += 1
        applied = gone
    elif t is EffectType.MOVE_BACK:
        applied = _move_back(tx, seat, target_miniature, amount)
    elif t is EffectType.CANCEL_VENTURE:
        applied = _cancel_venture(tx, seat)
    elif t is EffectType.CANCEL_STRATEGY:
        applied = _cancel_strategy(tx, seat)
    tx.emit(
        EventKind.EFFECT,
        seat,
        type=t.value,
        amount=applied,
        turns=effect.turns,
        skill=None if effect.skill is None else str(effect.skill),
        miniature=target_miniature,
        source=source,
        card=card,
    )


def _move_back(tx: Tx, seat: int, miniature: str, amount: int) -> int:
    """Back along the last course, never past its starting point (5 Navigating Tool)."""
    p = tx.p(seat)
    piece = p.ship if miniature == "ship" else p.airship
    if piece.last_start is None:
        return 0
    (x, y), (sx, sy) = piece.pos, piece.last_start
    gap = math.hypot(x - sx, y - sy)
    if gap <= 1e-9:
        return 0
    step = min(float(amount), gap)
    if miniature == "ship":
        # A ship is pushed back over water only: where the straight line back to the start of
        # a winding sail (a river's bend) meets the shore, it stops short of it
        # (docs/rules-decisions.md, "A ship moved back stops at the shore").
        back = (x + (sx - x) * step / gap, y + (sy - y) * step / gap)
        room = open_water(tx.w.board, (x, y), back)
        if room < step - 1e-9:
            step = max(0.0, room - SHORE_MARGIN)
            if step <= 1e-9:
                return 0
    pos = (x + (sx - x) * step / gap, y + (sy - y) * step / gap)
    if miniature == "ship":
        tx.ship(seat, pos=pos, place=None)
    else:
        if p.airship.emergency is not None:
            return 0
        tx.air(seat, pos=pos, place=None)
    return amount


def _cancel_venture(tx: Tx, seat: int) -> int:
    """Undo the last Venture card drawn this turn (6 Venture Cards)."""
    p = tx.p(seat)
    if not p.ventures:
        return 0
    record = p.ventures[-1]
    if record.bonds < 0:
        tx.from_bank(seat, -record.bonds, f"card {record.card} cancelled")
    elif record.bonds > 0:
        tx.pay_bank(seat, min(record.bonds, tx.bonds(seat)), f"card {record.card} cancelled")
    p = tx.p(seat)
    fuel = max(0, p.airship.fuel - record.fuel)
    integrity = max(0, p.airship.integrity - record.integrity)
    if not tx.rules.rule("cards_exceed_maximum")(tx):
        fuel, integrity = min(p.range, fuel), min(p.max_integrity, integrity)
    emergency = None if record.emergency else p.airship.emergency
    # an emergency undone takes with it the ship that stood by (the advanced rescue)
    tow = p.airship.tow if emergency is not None else None
    tx.put(
        seat,
        airship=replace(p.airship, fuel=fuel, integrity=integrity, emergency=emergency, tow=tow),
        modifiers=tuple(m for m in p.modifiers if m.card != record.card),
        ventures=p.ventures[:-1],
    )
    return 1


def _cancel_strategy(tx: Tx, seat: int) -> int:
    """End the Strategy cards opponents played on this player (6 Strategy Cards)."""
    p = tx.p(seat)
    hostile = [m for m in p.modifiers if m.hostile]
    for pending in p.pending:
        tx.bottom("strategy_deck", pending.card)
    tx.put(seat, pending=(), modifiers=tuple(m for m in p.modifiers if not m.hostile))
    return len(hostile) + len(p.pending)
