"""What each seat may see (section 6: hands are hidden; decks are face down), of the state
(:func:`view_for`) and of the events (:func:`events_for`): the one place that filters hidden
cards per seat, for the app's hot-seat screens, the bots and online play.

A Strategy card played against a rival is played openly, as at the table (docs/rules-
decisions.md): every seat sees it until it strikes, in the state, the events and the log.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from npq.game.actions import Action, Exchange, ReplaceStrategy, Trap
from npq.game.draft import Draft
from npq.game.events import Event, EventKind
from npq.game.rng import Rng
from npq.game.state import State, evolve

__all__ = ["HIDDEN", "events_for", "view_for"]

#: What stands for a card a seat may not see.
HIDDEN = "?"


def view_for(state: State, seat: int) -> State:
    """What the player in ``seat`` may see: others' hands and every deck's order hidden.

    Hidden cards become ``"?"`` (hand sizes stay visible, as at the table; a Mission card once
    declared and then abandoned stays face up, section 10); the generator is
    blanked so the future cannot be read from it. Bots get nothing more than this.
    """
    hidden = HIDDEN
    players = []
    for p in state.players:
        if p.seat == seat:
            players.append(p)
            continue
        trap = None if p.trap is None else (hidden, p.trap[1])
        players.append(
            evolve(
                p,
                missions=tuple(c if c in p.shown else hidden for c in p.missions),
                strategy=(hidden,) * len(p.strategy),
                trap=trap,
            )
        )
    return evolve(
        state,
        players=tuple(players),
        rng=Rng(0, 0),
        seed=0,
        mission_deck=(hidden,) * len(state.mission_deck),
        strategy_deck=(hidden,) * len(state.strategy_deck),
        venture_deck=(hidden,) * len(state.venture_deck),
        telegram_deck=(hidden,) * len(state.telegram_deck),
        draft=None if state.draft is None else _draft_for(state.draft, seat),
        box_commanders=tuple(sorted(state.box_commanders)),
    )


def _own(event: Event, seat: int) -> bool:
    return event.player == seat


def _conceal(event: Event, **changes: Any) -> Event:
    data: Mapping[str, Any] = MappingProxyType({**event.data, **changes})
    return Event(event.kind, event.round, event.player, data)


def _conceal_action(text: str) -> str:
    """The record form of an action as the other seats see it: a trap card, a Strategy card
    put back under the deck and a Mission card put under the deck stay hidden."""
    try:
        action = Action.parse(text)
    except ValueError:
        return text
    if isinstance(action, Trap):
        return f"trap {HIDDEN} {action.circle}"
    if isinstance(action, ReplaceStrategy):
        return f"replace-strategy {HIDDEN}"
    if isinstance(action, Exchange) and action.from_deck:
        return f"exchange {HIDDEN} deck"
    return text


def events_for(events: Iterable[Event], seat: int | None) -> tuple[Event, ...]:
    """The events as the player in ``seat`` may see them (``None``: a spectator, who sees what
    every seat sees of the others): the cards drawn into another's hand, the card he put back
    under a deck and his trap card become ``"?"``; everything played face up stays."""
    out = []
    for e in events:
        k = e.kind
        if seat is not None and _own(e, seat):
            out.append(e)
        elif k is EventKind.STRATEGY_DRAWN or k is EventKind.MISSION_DRAWN:
            out.append(_conceal(e, card=HIDDEN))
        elif k is EventKind.STRATEGY_REPLACED:
            out.append(_conceal(e, card=HIDDEN, drawn=HIDDEN))
        elif k is EventKind.MISSION_SOLD:
            out.append(_conceal(e, drawn=HIDDEN))
        elif k is EventKind.MISSION_EXCHANGED and e.get("take") == "deck":
            out.append(_conceal(e, give=HIDDEN))
        elif k is EventKind.ACTION:
            out.append(_conceal(e, action=_conceal_action(str(e.get("action", "")))))
        else:
            out.append(e)
    return tuple(out)


def _draft_for(d: Draft, seat: int) -> Draft:
    """The draft as ``seat`` sees it: his own hands; the others' cards face down (section 8)."""

    def mask(hands: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
        return tuple(h if i == seat else ("?",) * len(h) for i, h in enumerate(hands))

    return evolve(d, hands=mask(d.hands), kept=mask(d.kept), rests=mask(d.rests))
