"""The engine as online play needs it: who must decide now, an action from a seat, a refusal
as data, and the events a seat may see.

This is the one place that talks to the seat-aware API of :mod:`npq.game` (``actors``,
``apply(state, action, seat=...)``, ``check``, ``RuleViolation.code`` / ``.params``,
``events_for``).

The events a seat may see: every card id that is hidden from the seat before or after the
action (a position that :func:`npq.game.view_for` blanks to ``"?"``) and that is not face up in
the seat's view afterwards is replaced by ``"?"`` in the events' data and in the words of the
action, so a Mission card drawn by Japan reads ``mission_drawn card=?`` to Italy, and a trap
laid reads ``trap ? circle-3``. The same rule that hides a card in the view hides it in the log.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

import npq.game as engine
from npq.economy import Ledger
from npq.errors import RuleViolation
from npq.game import Action, Event, State, World, view_for
from npq.game.events import REVEALING_EVENTS
from npq.game.rules.view import ViewMemo

__all__ = [
    "HIDDEN",
    "REVEALING",
    "CardMemo",
    "NotYourTurn",
    "SeatFilter",
    "SeatView",
    "actors",
    "apply_for",
    "blanked",
    "card_ids",
    "check_on_view",
    "events_for",
    "hidden_from",
    "refusal",
    "seat_view",
    "visible_cards",
]

HIDDEN = "?"

#: Events that reveal information: undo stops there, as at the desk (npq.game.events).
REVEALING = REVEALING_EVENTS

#: Keys under which a view holds card ids (a list of them, or one).
_CARD_LISTS = frozenset({"missions", "strategy", "mission_table"})
_CARD_KEYS = frozenset({"card"})


class NotYourTurn(Exception):
    """An action from a seat that is not among :func:`actors`."""

    def __init__(self, seat: int, waiting: Sequence[int]) -> None:
        self.seat = seat
        self.waiting = tuple(waiting)
        super().__init__(f"seat {seat} is not to play now (waiting for {list(self.waiting)})")


def actors(state: State) -> tuple[int, ...]:
    """The seats that must decide now (none once the game is over): :func:`npq.game.actors`."""
    return tuple(engine.actors(state))


def apply_for(
    state: State, action: Action, seat: int, world: World | None = None
) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` for ``seat``; :class:`NotYourTurn` or the engine's RuleViolation."""
    waiting = actors(state)
    if seat not in waiting:
        raise NotYourTurn(seat, waiting)
    return engine.apply(state, action, world, seat=seat)


def check_on_view(
    view: State, action: Action, seat: int, world: World | None = None
) -> RuleViolation | None:
    """Why the rules refuse ``action`` of ``seat``, judged on the seat's view (``None``: no
    refusal seen; what turns on something hidden from the seat is the server's to judge)."""
    try:
        return engine.check(view, action, world, seat=seat)
    except RuleViolation as exc:
        return exc
    except Exception:
        return None


def refusal(exc: RuleViolation) -> dict[str, Any]:
    """A refusal as data: ``code`` (stable id), ``params``, ``rule`` (section) and ``message``."""
    return {"code": exc.code, "params": dict(exc.params), "rule": exc.rule, "message": str(exc)}


def _hidden_positions(full: Any, view: Any, out: set[str]) -> None:
    if isinstance(view, str):
        if view == HIDDEN and isinstance(full, str) and full != HIDDEN:
            out.add(full)
        return
    if isinstance(view, dict) and isinstance(full, dict):
        for key, value in view.items():
            if key in full:
                _hidden_positions(full[key], value, out)
    elif isinstance(view, list) and isinstance(full, list):
        for a, b in zip(full, view, strict=False):
            _hidden_positions(a, b, out)


def _public_cards(view: Any, out: set[str], key: str = "") -> None:
    if isinstance(view, dict):
        for k, v in view.items():
            if k in _CARD_KEYS and isinstance(v, str):
                out.add(v)
            elif k in _CARD_LISTS and isinstance(v, list):
                out.update(x for x in v if isinstance(x, str))
            elif k == "trap" and isinstance(v, list) and v and isinstance(v[0], str):
                out.add(v[0])
            else:
                _public_cards(v, out, k)
    elif isinstance(view, list):
        for v in view:
            _public_cards(v, out, key)
    out.discard(HIDDEN)


def hidden_from(full: Any, view: Any) -> set[str]:
    """The strings of ``full`` (``to_data`` of a state) that ``view`` (of the seat) blanks."""
    out: set[str] = set()
    _hidden_positions(full, view, out)
    return out


def visible_cards(view: Any) -> set[str]:
    """The card ids face up in a seat's view (``to_data`` of it): hands, table, missions."""
    out: set[str] = set()
    _public_cards(view, out)
    return out


#: The fields of an action that name cards (``declare CARD``, ``exchange GIVE TAKE``, ...).
_ACTION_CARDS = ("card", "give", "take")


def redact_action(text: str, hidden: AbstractSet[str]) -> str:
    """The words of an action with the hidden cards it names blanked: only its card
    arguments (a flight to Rome stays ``fly rome`` while the Rome Mission card is in the
    deck); words that do not read as an action are blanked wherever a hidden id stands."""
    try:
        action = Action.parse(text)
    except ValueError:
        out = _redact(text, hidden)
        assert isinstance(out, str)
        return out
    secret = {
        value
        for name in _ACTION_CARDS
        if isinstance(value := getattr(action, name, None), str) and value in hidden
    }
    if not secret:
        return text
    return " ".join(HIDDEN if w in secret else w for w in text.split(" "))


def _plain(value: Any) -> Any:
    """``_redact(value, set())``: the value as JSON values (lists for tuples), nothing blanked."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or kind is float or value is None:
        return value
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _redact(value: Any, hidden: AbstractSet[str]) -> Any:
    if isinstance(value, str):
        if value in hidden:
            return HIDDEN
        if " " in value:
            words = value.split(" ")
            if any(w in hidden for w in words):
                return " ".join(HIDDEN if w in hidden else w for w in words)
        return value
    if isinstance(value, list | tuple):
        return [_redact(v, hidden) for v in value]
    if isinstance(value, dict):
        return {k: _redact(v, hidden) for k, v in value.items()}
    return value


#: Events that show their card to the whole table: a Venture card is read aloud, a sprung trap
#: and a played Strategy card are turned face up, a declared or completed mission lies open.
PUBLIC_CARD_EVENTS = frozenset(
    {
        "venture_drawn",
        "trap_sprung",
        "strategy_played",
        "effect",
        "mission_declared",
        "mission_completed",
        "mission_abandoned",
    }
)


class CardMemo:
    """The face-up card ids of a game's successive views, memoised by identity (the parts of
    a view that did not change are the previous view's very objects: their cards are known),
    and the parts of its views (:attr:`views`, a :class:`~npq.game.rules.view.ViewMemo`: a
    rival unchanged since the last action is the same hidden copy in the next view)."""

    __slots__ = ("_limit", "_memo", "_within", "views")

    def __init__(self) -> None:
        #: the card ids of a hand or deck (:meth:`cards_of`), the face-up cards of a value
        self._memo: dict[int, tuple[Any, frozenset[str]]] = {}
        #: the face-up cards within a tuple (:meth:`_collect`)
        self._within: dict[int, tuple[Any, frozenset[str]]] = {}
        #: the size past which the memo starts afresh (0: measured at the next action)
        self._limit = 0
        self.views = ViewMemo()

    def next(self) -> None:
        """A new action. The memo keeps what it found (most actions ask nothing of it, and
        what an unchanged part holds is still known when the next card is named) until it
        holds about three states' parts, then starts afresh."""
        size = len(self._memo) + len(self._within)
        if self._limit == 0:
            if size:
                self._limit = 2 * size + 128
        elif size > self._limit:
            self._memo, self._within = {}, {}
            self._limit = 0

    def _known(
        self, value: Any, memo: dict[int, tuple[Any, frozenset[str]]] | None = None
    ) -> frozenset[str] | None:
        hit = (self._memo if memo is None else memo).get(id(value))
        if hit is not None and hit[0] is value:
            return hit[1]
        return None

    def cards_of(self, hand: tuple[Any, ...] | list[Any]) -> frozenset[str]:
        """The card ids of a hand or deck (remembered: a deck is the same tuple for many
        actions)."""
        found = self._known(hand)
        if found is None:
            found = frozenset(x for x in hand if type(x) is str and x != HIDDEN)
            self._memo[id(hand)] = (hand, found)
        return found

    def face_up(self, value: Any) -> frozenset[str]:
        """:func:`visible_cards` of ``to_data(value)``, read off the values themselves."""
        if not is_dataclass(value) or isinstance(value, type):
            out: set[str] = set()
            self._collect(value, out)
            out.discard(HIDDEN)
            return frozenset(out)
        return self._object(value)

    def _object(self, value: Any) -> frozenset[str]:
        known = self._known(value)
        if known is not None:
            return known
        out: set[str] = set()
        for name in _card_fields(type(value)):
            item = getattr(value, name)
            if name in _CARD_KEYS and isinstance(item, str):
                out.add(item)
            elif name in _CARD_LISTS and isinstance(item, tuple | list):
                out.update(x for x in item if isinstance(x, str))
            elif name == "trap" and isinstance(item, tuple) and item and isinstance(item[0], str):
                out.add(item[0])
            else:
                self._collect(item, out)
        out.discard(HIDDEN)
        found = frozenset(out)
        self._memo[id(value)] = (value, found)
        return found

    def _collect(self, value: Any, out: set[str]) -> None:
        kind = type(value)
        if kind in _ATOMS:
            return
        if kind is tuple:
            # a tuple cannot change: what it holds is remembered (a deck stays the same tuple
            # for many actions)
            known = self._known(value, self._within)
            if known is None:
                found: set[str] = set()
                if value.count(HIDDEN) != len(value):  # face down: nothing to see
                    for item in value:
                        if type(item) not in _ATOMS:
                            self._collect(item, found)
                known = frozenset(found)
                self._within[id(value)] = (value, known)
            if known:
                out |= known
        elif kind is list:
            if value.count(HIDDEN) == len(value):
                return  # face down: nothing to see
            for item in value:
                if type(item) not in _ATOMS:
                    self._collect(item, out)
        elif _is_value(kind):
            out |= self._object(value)
        elif isinstance(value, str | int | float | Enum | Ledger):
            return
        elif isinstance(value, tuple | list):
            for item in value:
                self._collect(item, out)
        elif isinstance(value, Mapping):
            for k, item in value.items():
                if k in _CARD_KEYS and isinstance(item, str):
                    out.add(item)
                elif k in _CARD_LISTS and isinstance(item, tuple | list):
                    out.update(x for x in item if isinstance(x, str))
                else:
                    self._collect(item, out)


_CARD_FIELDS: dict[type, tuple[str, ...]] = {}
_ATOMS = frozenset({str, int, float, bool, type(None)})
_VALUES: dict[type, bool] = {}


def _is_value(kind: type) -> bool:
    """Whether instances of ``kind`` are dataclass values (cached per type)."""
    found = _VALUES.get(kind)
    if found is None:
        found = _VALUES[kind] = is_dataclass(kind)
    return found


def _card_fields(cls: type) -> tuple[str, ...]:
    """The fields of a value's picture (``to_data`` leaves the ``unhashed`` ones out)."""
    found = _CARD_FIELDS.get(cls)
    if found is None:
        found = tuple(f.name for f in fields(cls) if not f.metadata.get("unhashed"))
        _CARD_FIELDS[cls] = found
    return found


def blanked(
    full: Any,
    view: Any,
    out: set[str],
    cards: CardMemo | None = None,
    keyed: set[str] | None = None,
) -> None:
    """Add to ``out`` the strings of ``full`` (a state or a part of it) that ``view`` (what
    :func:`npq.game.view_for` made of it) shows as ``"?"``: :func:`hidden_from` on the values
    themselves, skipping every part the view shares with the state (``cards`` remembers the
    decks). ``keyed`` also gets those blanked where :func:`visible_cards` would read a face-up
    card (a hand, a trap card)."""
    if full is view:
        return
    kind = type(view)
    if kind is str:
        if view == HIDDEN and isinstance(full, str) and full != HIDDEN:
            out.add(full)
        return
    if kind in _ATOMS:
        return
    if _is_value(kind):
        if type(full) is kind:
            for name in _card_fields(kind):
                a, b = getattr(full, name), getattr(view, name)
                if a is b:
                    continue
                if keyed is not None and (
                    name in _CARD_KEYS or name in _CARD_LISTS or name == "trap"
                ):
                    found: set[str] = set()
                    blanked(a, b, found, cards)
                    out |= found
                    keyed |= found
                else:
                    blanked(a, b, out, cards, keyed)
    elif isinstance(view, tuple | list) and isinstance(full, tuple | list):
        if view.count(HIDDEN) == len(view) and len(full) == len(view):
            # a deck or a hand face down: every card of it
            if cards is not None and type(full) is tuple:
                out |= cards.cards_of(full)
            else:
                out.update(x for x in full if type(x) is str and x != HIDDEN)
            return
        for a, b in zip(full, view, strict=False):
            if a is not b:
                blanked(a, b, out, cards, keyed)
    elif isinstance(view, Mapping) and isinstance(full, Mapping):
        for key, value in view.items():
            if key in full:
                blanked(full[key], value, out, cards, keyed)


class SeatView:
    """A seat's view of a state, ``view_for(state, seat)``, and the card ids it blanks
    (:func:`blanked`), those found when first asked for (:meth:`blanks`): an action whose
    words and events name no card needs none."""

    __slots__ = ("_blanks", "_cards", "state", "view")

    def __init__(self, state: State, seat: int, cards: CardMemo) -> None:
        self.state = state
        self.view = view_for(state, seat, cards.views)
        self._cards = cards
        self._blanks: tuple[frozenset[str], frozenset[str]] | None = None

    def blanks(self) -> tuple[frozenset[str], frozenset[str]]:
        """``(blanked, those of them blanked where a card lies face up for its owner)``."""
        if self._blanks is None:
            hidden: set[str] = set()
            keyed: set[str] = set()
            blanked(self.state, self.view, hidden, self._cards, keyed)
            self._blanks = (frozenset(hidden), frozenset(keyed))
        return self._blanks


def seat_view(state: State, seat: int, cards: CardMemo) -> SeatView:
    """``view_for(state, seat)``, with the card ids it blanks found on first need."""
    return SeatView(state, seat, cards)


_CARD_IDS: dict[int, tuple[World, frozenset[str]]] = {}


def card_ids(world: World) -> frozenset[str]:
    """Every card id of ``world``'s decks (Venture, Strategy, Telegram, Mission): the only
    strings :func:`npq.game.view_for` ever blanks (a test holds every seat's hidden cards to it
    over whole basic and advanced games)."""
    hit = _CARD_IDS.get(id(world))
    if hit is not None and hit[0] is world:
        return hit[1]
    c = world.content
    found = frozenset((*c.venture.ids, *c.strategy.ids, *c.telegrams.ids, *world.missions))
    _CARD_IDS[id(world)] = (world, found)
    return found


def _named(value: Any, ids: frozenset[str], out: set[str]) -> None:
    """Add to ``out`` the ids of ``ids`` that ``value`` (as :func:`_redact` walks it) holds,
    whole or as a word."""
    if isinstance(value, str):
        if value in ids:
            out.add(value)
        elif " " in value:
            out.update(w for w in value.split(" ") if w in ids)
    elif isinstance(value, list | tuple):
        for v in value:
            _named(v, ids, out)
    elif isinstance(value, dict):
        for v in value.values():
            _named(v, ids, out)


_NOTHING: frozenset[str] = frozenset()


class SeatFilter:
    """What one action showed: the states around it and their views, to filter it per seat.

    Each seat's view of each state is made once (``view_for``) and read once for the cards it
    blanks (:func:`blanked`, on the values: nothing is pictured here); ``before_views`` are the
    previous action's :meth:`after_views`. The cards face up in a seat's view are those face
    up in the state (:class:`CardMemo`, once per state for all seats) less those the view
    blanks where they lie face up for their owner (a hand, a trap): a card is in one hand at a
    time (a card of the draft is also in its hand: the draft is no such place).
    """

    __slots__ = (
        "_after",
        "_after_views",
        "_before",
        "_before_views",
        "_card_ids",
        "_cards",
        "_face_up",
        "_hidden",
        "_pending",
        "_revealed",
    )

    def __init__(
        self,
        before: State,
        after: State,
        events: Iterable[Event] = (),
        before_views: dict[int, SeatView] | None = None,
        cards: CardMemo | None = None,
        before_face_up: frozenset[str] | None = None,
        card_ids: frozenset[str] | None = None,
    ) -> None:
        self._before, self._after = before, after
        #: every card id of the game (:func:`card_ids`): words and events that name none of
        #: them are shown as they are, without working out what the seat may not see
        self._card_ids = card_ids
        self._before_views: dict[int, SeatView] = dict(before_views or {})
        self._after_views: dict[int, SeatView] = {}
        self._hidden: dict[int, set[str]] = {}
        self._cards = cards or CardMemo()
        self._face_up: list[frozenset[str] | None] = [before_face_up, None]
        self._revealed = {
            str(e.data["card"])
            for e in events
            if str(e.kind) in PUBLIC_CARD_EVENTS and isinstance(e.data.get("card"), str)
        }
        # a Strategy card waiting on its target stays hidden until it strikes, as view_for has it
        self._pending = {
            item.card
            for p in after.players
            for item in p.pending
            if isinstance(getattr(item, "card", None), str)
        }

    def view_state(self, seat: int) -> State:
        """``view_for(after, seat)``, made once."""
        return self._after_view(seat).view

    def _after_view(self, seat: int) -> SeatView:
        found = self._after_views.get(seat)
        if found is None:
            found = self._after_views[seat] = seat_view(self._after, seat, self._cards)
        return found

    def _before_view(self, seat: int) -> SeatView:
        found = self._before_views.get(seat)
        if found is None:
            found = self._before_views[seat] = seat_view(self._before, seat, self._cards)
        return found

    def after_views(self) -> dict[int, SeatView]:
        """The seats' views of the state after the action made so far, for the next action."""
        return dict(self._after_views)

    def _state_face_up(self, which: int) -> frozenset[str]:
        found = self._face_up[which]
        if found is None:
            found = self._face_up[which] = self._cards.face_up(
                self._after if which else self._before
            )
        return found

    def face_up_after(self) -> frozenset[str]:
        """The card ids face up in the state after the action (for the next action)."""
        return self._state_face_up(1)

    def face_up_known(self) -> frozenset[str] | None:
        """:meth:`face_up_after` if it was needed, else None (the next action finds it if it
        needs it)."""
        return self._face_up[1]

    def hidden(self, seat: int) -> set[str]:
        """Card ids hidden from ``seat`` before or after the action, not face up in its views
        and not shown to the table by the action's events."""
        found = self._hidden.get(seat)
        if found is not None:
            return found
        hidden_before, keyed_before = self._before_view(seat).blanks()
        hidden_after, keyed_after = self._after_view(seat).blanks()
        up_before = self._state_face_up(0) - keyed_before
        up_after = self._state_face_up(1) - keyed_after
        revealed = self._revealed - (self._pending & hidden_after)
        found = set((hidden_before | hidden_after) - revealed - up_after - up_before)
        self._hidden[seat] = found
        return found

    def action(self, text: str, seat: int) -> str:
        """The action's words as ``seat`` may read them."""
        if self._card_ids is not None:
            named: set[str] = set()
            _named(text, self._card_ids, named)
            if not named or self._face_up_for(seat, named):
                return text
        return redact_action(text, self.hidden(seat))

    def events(self, events: Iterable[Event], seat: int) -> list[dict[str, Any]]:
        """The events as ``seat`` may see them, as JSON objects."""
        items = engine.events_for(list(events), seat)
        if self._card_ids is not None:
            named: set[str] = set()
            for e in items:
                for v in e.data.values():
                    _named(v, self._card_ids, named)
            if not named or self._face_up_for(seat, named):
                return _as_json(items, _NOTHING)
        return _as_json(items, self.hidden(seat))

    def _face_up_for(self, seat: int, named: set[str]) -> bool:
        """Whether every card of ``named`` lies face up for ``seat`` before or after the action:
        in its hands or trap, or on the Mission table. None of them is then hidden from it
        (:meth:`hidden`: a card is in one place at a time, and one face up in the seat's view
        is never blanked), so the words and events need no look at what the seat may not
        see: a card drawn, a card declared from the hand."""
        rest = set(named)
        for state in (self._after, self._before):
            rest.difference_update(state.mission_table)
            for p in state.players:
                if p.seat == seat:
                    rest.difference_update(p.missions)
                    rest.difference_update(p.strategy)
                    if p.trap is not None:
                        rest.discard(p.trap[0])
            if not rest:
                return True
        return False


def events_for(
    events: Iterable[Event], seat: int, hidden: AbstractSet[str]
) -> list[dict[str, Any]]:
    """``events`` as ``seat`` may see them, as ``{"kind", "round", "player", "data"}``: the
    engine's per-seat filter (:func:`npq.game.events_for`), then every id of ``hidden`` blanked
    (:class:`SeatFilter` computes it)."""
    return _as_json(engine.events_for(list(events), seat), hidden)


def _as_json(events: Iterable[Event], hidden: AbstractSet[str]) -> list[dict[str, Any]]:
    out = []
    for e in events:
        if not hidden:
            data = {k: _plain(v) for k, v in e.data.items()}
        else:
            data = {
                k: redact_action(v, hidden)
                if k == "action" and isinstance(v, str)
                else _redact(v, hidden)
                for k, v in e.data.items()
            }
        out.append({"kind": str(e.kind), "round": e.round, "player": e.player, "data": data})
    return out
