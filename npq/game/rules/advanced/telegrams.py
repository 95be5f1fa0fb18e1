"""The Telegram deck in play (rulebook section 6 "Telegrams", section 8; L547-549, L632, L755,
L775; ADVANCED.md 7.2, 8.1-8.3).

The deck (:mod:`npq.content.telegrams`) is shuffled face down before the first one is read.
At the start of every round, round 1 included, after the Managers have been paid and the disc
has turned, the top card is read (``telegram_read`` event, with its card id and its date): its
player effects strike the players of the nations it names at once; its table effects (zones
closed or opened, bases closed, home tariffs, the weather held) last the round. A telegram about
nations that are not in play has no effect (L755). At the end of the round it goes under the
deck.
"""

from __future__ import annotations

from npq.content import TelegramEffect
from npq.game._tx import Tx
from npq.game.effects import apply_effect
from npq.game.events import EventKind
from npq.game.rules.emergency import check_emergency
from npq.game.rules.ruleset import Concern
from npq.game.state import State
from npq.game.world import World

__all__ = ["CONCERN", "RULE_TELEGRAMS", "read_telegram", "table_effects"]

CONCERN = Concern("telegrams", "6 Telegrams")

RULE_TELEGRAMS = "6 Telegrams"


def table_effects(state: State, world: World) -> tuple[TelegramEffect, ...]:
    """The lasting effects of the Telegram read this round (none without one, or when it
    involves no nation in play)."""
    card_id = state.telegram
    deck = world.content.telegrams
    if card_id is None or card_id not in deck:
        return ()
    card = deck[card_id]
    return tuple(e for e in card.effects_in_play(state.config.nations) if e.is_table_effect)


@CONCERN.on_turn_start
def at_round_start(tx: Tx, seat: int) -> None:
    """The first turn of a round opens it: read the next Telegram (section 8). (The first
    player's, unless his seat is skipped after winning, second place.)"""
    if tx.s.telegram is not None:
        return
    read_telegram(tx)


def read_telegram(tx: Tx) -> None:
    """Draw the top Telegram, read it and apply its player effects (section 6)."""
    deck = tx.w.content.telegrams
    if not tx.s.telegram_deck:
        if not deck.ids:
            return  # a world without a Telegram deck (frozen data written before it)
        shuffled, rng = tx.s.rng.shuffled(deck.ids)
        tx.set(telegram_deck=shuffled, rng=rng)
    card_id = tx.draw("telegram_deck")
    if card_id is None:
        return
    tx.set(telegram=card_id)
    if card_id not in deck:
        return  # a hidden card: the state is a player's view
    card = deck[card_id]
    nations = tx.s.config.nations
    acting = card.effects_in_play(nations)
    tx.emit(
        EventKind.TELEGRAM_READ,
        None,
        card=card.id,
        date=card.date.isoformat(),
        title=card.title,
        nations=list(card.nations) if not card.everyone else ["all"],
        effects=[str(e) for e in acting],
        in_play=card.involves(nations),
    )
    for e in acting:
        if e.is_table_effect:
            continue
        seats = [p.seat for p in tx.s.players if e.nation is None or p.nation == e.nation]
        for seat in seats:
            apply_effect(tx, seat, e.effect, card=card.id, source="telegram", mid_turn=False)
            check_emergency(tx, seat)
            if tx.s.outcome is not None:
                return


@CONCERN.on_round_end
def at_round_end(tx: Tx) -> None:
    """The Telegram's effects end with the round; it goes under the deck (L549). A telegram
    holding the weather keeps the disc still for the round to come."""
    card_id = tx.s.telegram
    if card_id is None:
        return
    held = any(e.type.value == "weather_held" for e in table_effects(tx.s, tx.w))
    tx.bottom("telegram_deck", card_id)
    tx.set(telegram=None, weather_lag=tx.s.weather_lag + (1 if held else 0))
