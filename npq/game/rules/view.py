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
from npq.game.state import PlayerState, State, evolve

__all__ = ["HIDDEN", "ViewMemo", "events_for", "missions_out_of_sight", "view_for"]

#: What stands for a card a seat may not see.
HIDDEN = "?"

#: The generator as every view shows it: blanked (one value for all views).
_BLANK_RNG = Rng(0, 0)
_FACE_DOWN: dict[int, tuple[str, ...]] = {}


def _face_down(size: int) -> tuple[str, ...]:
    """``(HIDDEN,) * size``, one tuple per size (a deck or hand face down: values that cannot
    change, so every view shares them)."""
    found = _FACE_DOWN.get(size)
    if found is None:
        found = _FACE_DOWN[size] = (HIDDEN,) * size
    return found


class ViewMemo:
    """The parts :func:`view_for` makes (a rival's hidden copy, the draft as a seat sees it),
    remembered by the identity of what they were made from, for the successive states of one
    game: a rival who did not change is the very object of the last view, so whatever reads
    views by identity (the online server's pictures and patches) skips him. The views are
    equal to those made without a memo. Bounded: it forgets everything past
    :data:`KEEP` parts (a state has a handful)."""

    __slots__ = ("_parts",)

    KEEP = 64

    def __init__(self) -> None:
        self._parts: dict[tuple[int, int], tuple[Any, Any]] = {}

    def get(self, source: Any, tag: int, make: Any) -> Any:
        """What ``make(source)`` gave for this very ``source`` (and ``tag``), else made now."""
        key = (id(source), tag)
        hit = self._parts.get(key)
        if hit is not None and hit[0] is source:
            return hit[1]
        made = make(source)
        if len(self._parts) >= self.KEEP:
            self._parts.clear()
        # the source is kept with what was made of it, so its id is not reused meanwhile
        self._parts[key] = (source, made)
        return made


def _hidden_copy(p: PlayerState) -> PlayerState:
    """A rival as another seat sees him: his hand and trap card face down."""
    trap = None if p.trap is None else (HIDDEN, p.trap[1])
    missions = tuple(c if c in p.shown else HIDDEN for c in p.missions)
    if missions.count(HIDDEN) == len(missions):
        missions = _face_down(len(missions))
    return evolve(p, missions=missions, strategy=_face_down(len(p.strategy)), trap=trap)


def view_for(state: State, seat: int, memo: ViewMemo | None = None) -> State:
    """What the player in ``seat`` may see: others' hands and every deck's order hidden.

    Hidden cards become ``"?"`` (hand sizes stay visible, as at the table; a Mission card once
    declared and then abandoned stays face up, section 10); the generator is
    blanked so the future cannot be read from it. Bots get nothing more than this.
    ``memo``: share the unchanged parts with the views made before (:class:`ViewMemo`).
    """
    players = []
    for p in state.players:
        if p.seat == seat:
            players.append(p)
        elif memo is None:
            players.append(_hidden_copy(p))
        else:
            players.append(memo.get(p, -1, _hidden_copy))
    draft = state.draft
    if draft is not None:
        draft = (
            _draft_for(draft, seat)
            if memo is None
            else memo.get(draft, seat, lambda d: _draft_for(d, seat))
        )
    box = state.box_commanders
    return evolve(
        state,
        players=tuple(players),
        rng=_BLANK_RNG,
        seed=0,
        mission_deck=_face_down(len(state.mission_deck)),
        strategy_deck=_face_down(len(state.strategy_deck)),
        venture_deck=_face_down(len(state.venture_deck)),
        telegram_deck=_face_down(len(state.telegram_deck)),
        draft=draft,
        box_commanders=tuple(sorted(box)) if memo is None else memo.get(box, -2, _sorted),
    )


def missions_out_of_sight(view: State, deck: Iterable[str]) -> set[str]:
    """The Mission cards of ``deck`` (the game's edition's, ``World.mission_cards``) that
    ``view`` does not show: neither in a hand it sees, nor face up on the table, nor declared
    or completed (both public) -- the rivals' hands and the covered deck, which a seat may
    reckon with only as a whole."""
    out = set(deck)
    for p in view.players:
        out.difference_update(p.missions)
        out.difference_update(c.card for c in p.completed)
        if p.active is not None:
            out.discard(p.active.card)
    out.difference_update(view.mission_table)
    return out


def _sorted(items: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(items))


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
        return tuple(h if i == seat else _face_down(len(h)) for i, h in enumerate(hands))

    return evolve(d, hands=mask(d.hands), kept=mask(d.kept), rests=mask(d.rests))
