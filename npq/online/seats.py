"""The engine as online play needs it: who must decide now, an action from a seat, a refusal
as data, and the events a seat may see.

This is the one place that talks to the seat-aware API of :mod:`npq.game` (``actors``,
``apply(state, action, seat=...)``, ``check``, ``RuleViolation.code`` / ``.params``); where
the engine does not offer a piece of it yet, a stand-in takes its place (a refusal's code is
derived from the rulebook section it cites until the engine gives one).

The events a seat may see: every card id that is hidden from the seat before or after the
action (a position that :func:`npq.game.view_for` blanks to ``"?"``) and that is not face up in
the seat's view afterwards is replaced by ``"?"`` in the events' data and in the words of the
action, so a Mission card drawn by Japan reads ``mission_drawn card=?`` to Italy, and a trap
laid reads ``trap ? circle-3``. The same rule that hides a card in the view hides it in the log.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

import npq.game as engine
from npq.errors import RuleViolation
from npq.game import Action, Event, State, World, to_data, view_for

__all__ = [
    "HIDDEN",
    "REVEALING",
    "NotYourTurn",
    "actors",
    "apply_for",
    "check_on_view",
    "events_for",
    "hidden_from",
    "refusal",
    "visible_cards",
]

HIDDEN = "?"

#: Events that reveal information (a Wind spin, a card drawn): undo stops there (section 5, 6),
#: as it does at the desk (:data:`ui.controller.REVEALING_EVENTS`).
REVEALING = frozenset(
    {
        "wind",
        "venture_drawn",
        "mission_drawn",
        "mission_sold",
        "mission_exchanged",
        "strategy_drawn",
        "strategy_replaced",
        "trap_sprung",
        "turn_ended",
        "round_ended",
        "game_over",
    }
)

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


_SLUG = re.compile(r"[^a-z0-9]+")


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
    code = getattr(exc, "code", None)
    params = getattr(exc, "params", None)
    if not code:
        code = "rule." + _SLUG.sub("_", str(exc.rule).lower()).strip("_")
    return {
        "code": str(code),
        "params": dict(params) if isinstance(params, dict) else {},
        "rule": exc.rule,
        "message": str(exc),
    }


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


def _redact(value: Any, hidden: set[str]) -> Any:
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


def _pending_cards(full: Any) -> set[str]:
    out: set[str] = set()
    for p in full.get("players", ()) if isinstance(full, dict) else ():
        for item in p.get("pending", ()):
            if isinstance(item, dict) and isinstance(item.get("card"), str):
                out.add(item["card"])
    return out


class SeatFilter:
    """What one action showed: the data of the states around it, to filter it per seat."""

    __slots__ = ("_after", "_before", "_before_views", "_pending", "_revealed", "_views")

    def __init__(
        self,
        before: State,
        after: State,
        events: Iterable[Event] = (),
        known: tuple[Any, dict[int, Any]] | None = None,
    ) -> None:
        """``known``: ``(to_data(before), {seat: its view's data})`` when already computed (the
        previous action's :meth:`after_data`), so each state is pictured once."""
        self._before = (before, to_data(before) if known is None else known[0])
        self._before_views: dict[int, Any] = {} if known is None else dict(known[1])
        self._after = (after, to_data(after))
        self._views: dict[int, tuple[Any, Any]] = {}
        self._revealed = {
            str(e.data["card"])
            for e in events
            if str(e.kind) in PUBLIC_CARD_EVENTS and isinstance(e.data.get("card"), str)
        }
        # a Strategy card waiting on its target stays hidden until it strikes, as view_for has it
        self._pending = _pending_cards(self._after[1])

    def view(self, seat: int) -> Any:
        """``to_data(view_for(after, seat))``: what the seat is sent."""
        return self._seat(seat)[1]

    def _seat(self, seat: int) -> tuple[Any, Any]:
        if seat not in self._views:
            before = self._before_views.get(seat)
            if before is None:
                before = to_data(view_for(self._before[0], seat))
            self._views[seat] = (before, to_data(view_for(self._after[0], seat)))
        return self._views[seat]

    def after_data(self) -> tuple[Any, dict[int, Any]]:
        """``(to_data(after), {seat: view data})`` for the next action's ``known``."""
        return self._after[1], {seat: views[1] for seat, views in self._views.items()}

    def hidden(self, seat: int) -> set[str]:
        """Card ids hidden from ``seat`` before or after the action, not face up in its views
        and not shown to the table by the action's events."""
        before_view, after_view = self._seat(seat)
        hidden = hidden_from(self._before[1], before_view) | hidden_from(self._after[1], after_view)
        revealed = self._revealed - (self._pending & hidden_from(self._after[1], after_view))
        return hidden - revealed - visible_cards(after_view) - visible_cards(before_view)

    def action(self, text: str, seat: int) -> str:
        """The action's words as ``seat`` may read them."""
        out = _redact(text, self.hidden(seat))
        assert isinstance(out, str)
        return out

    def events(self, events: Iterable[Event], seat: int) -> list[dict[str, Any]]:
        """The events as ``seat`` may see them, as JSON objects."""
        return events_for(events, seat, self.hidden(seat))


def events_for(events: Iterable[Event], seat: int, hidden: set[str]) -> list[dict[str, Any]]:
    """``events`` as ``seat`` may see them, as ``{"kind", "round", "player", "data"}``: the
    engine's per-seat filter where it has one, then every id of ``hidden`` blanked
    (:class:`SeatFilter` computes it)."""
    seat_api = getattr(engine, "events_for", None)
    items = list(events)
    if seat_api is not None:
        items = list(seat_api(items, seat))
    out = []
    for e in items:
        data = _redact(dict(e.data), hidden)
        out.append({"kind": str(e.kind), "round": e.round, "player": e.player, "data": data})
    return out
