"""What a person reads of an online game: the lines of ``npq online play --watch``, the
"waiting for Germany" status, the connection's state and the server's errors, in the language
in force (:mod:`npq.i18n`; the server sends codes and params, and English for its logs).
"""

from __future__ import annotations

from typing import Any

from npq import i18n
from npq.i18n import N_

__all__ = [
    "CONNECTED",
    "describe_update",
    "error_words",
    "status_words",
    "waiting_words",
]

_ = i18n.gettext
_f = i18n.render

#: Events a terminal follower reads (the rest is bookkeeping: stats, the action echo).
_SKIP = frozenset({"action", "stats", "turn_started", "fuel_used"})

#: The connection's states (:class:`npq.online.client.SeatSession`'s ``on_status``), by key.
CONNECTED = "connected"
_STATUS = {
    CONNECTED: N_("connected"),
    "retrying": N_("server unreachable, retrying in {delay:g} s"),
    "reconnecting": N_("connection lost, reconnecting"),
}


def status_words(key: str, **params: Any) -> str:
    """A state of the connection in the language in force (``"connected"``...)."""
    template = _STATUS.get(key)
    return _f(_(template), **params) if template else key


def _name(seats: list[dict[str, Any]], seat: Any) -> str:
    for s in seats:
        if s.get("seat") == seat:
            return _(str(s.get("name") or s.get("nation")))
    return _f(_("seat {seat}"), seat=seat)


def _names(seats: list[dict[str, Any]], of: Any) -> str:
    return ", ".join(_name(seats, s) for s in of)


def waiting_words(actors: Any, seats: list[dict[str, Any]], me: int | None) -> str:
    """``"your turn"`` or ``"waiting for Germany"``."""
    actors = list(actors or ())
    if not actors:
        return _("the game is over")
    if me is not None and me in actors:
        return _("your turn")
    return _f(_("waiting for {names}"), names=_names(seats, actors))


def error_words(
    code: str,
    message: str = "",
    params: dict[str, Any] | None = None,
    rule: str = "",
    *,
    detail: Any = None,
    cause: Any = None,
) -> str:
    """A server's ``error`` (or a client's own failure) in the language in force: a refused
    action as the engine's refusal (its catalog code and params); a protocol error by its
    ``detail`` (:data:`npq.online.protocol.DETAILS`, filled with ``params``), else by its code.
    The server's ``message`` is English: shown as it is in English, and for a code this
    client cannot know; an older server's error without ``detail`` reads by the words of its
    code, then its English detail. A ``cause`` (the engine's error behind a ``bad_config``,
    :func:`npq.online.protocol.cause_text`: a msgid of our catalogs and its params, filled
    safely) is said after the code's words; one this client cannot say is left out."""
    from npq.errors import RuleViolation
    from npq.messages import CATALOG
    from npq.online.protocol import ERRORS, cause_text, detail_text

    params = dict(params or {})
    if code in CATALOG and code != "legacy":
        try:
            return str(RuleViolation(code, **params))
        except (KeyError, ValueError, IndexError, TypeError):
            return message or code
    english = i18n.language() == i18n.SOURCE
    if code == "not_your_turn" and params.get("waiting_for") and not english:
        # the names the server gives are its players' (English nation names): shown translated
        names = ", ".join(_(str(n)) for n in params["waiting_for"])
        return _f(_("it is not your turn: waiting for {names}"), names=names)
    if isinstance(detail, str):
        if english and message:
            return message  # the server's own sentence (with what only English says)
        said = detail_text(detail, params, translate=_)
        if said is not None:
            return said
    why = cause_text(cause) if cause is not None and code in ERRORS else None
    if why:
        return _f(_("{problem}: {cause}"), problem=_(ERRORS[code]), cause=why)
    words = ERRORS.get(code)
    if words is None:
        return message or code
    if not message or message == words or detail is not None:
        return _(words)
    if english:
        return message  # the server's own sentence, with its detail
    # an older server's detail is English (it names what it refused): after the code's words
    return _f(_("{problem} ({detail})"), problem=_(words), detail=message)


class _Table:
    """What the log's words (:mod:`npq.texts`) ask of a game: the seats' names and the seat's
    view (prices and cards an action's label names)."""

    def __init__(self, seats: list[dict[str, Any]], state: Any) -> None:
        self.seats = seats
        self.state = state
        self.has_game = state is not None

    def player_name(self, seat: int) -> str:
        return _name(self.seats, seat)


def _event_words(event: dict[str, Any], table: _Table) -> str:
    """An event of the wire (``kind``, ``round``, ``player``, ``data``) as the app's log says
    it, in the language in force ('' for bookkeeping); the kind and data as they came for a
    kind this engine does not know (a newer server's)."""
    from npq.game.events import Event, EventKind
    from npq.texts import describe_event

    try:
        kind = EventKind(str(event.get("kind")))
        data = event.get("data") or {}
        shown = Event.make(kind, int(event.get("round") or 0), event.get("player"), **data)
        return describe_event(shown, table)
    except (TypeError, ValueError, KeyError, AttributeError):
        body = " ".join(f"{k}={v}" for k, v in (event.get("data") or {}).items() if v != [])
        return f"{event.get('kind')} {body}".rstrip()


def _action_words(action: Any, table: _Table) -> str:
    """An action's record form (``"fly kings_bay"``) as the public log labels it."""
    from npq.game.actions import Action
    from npq.texts import public_action_label

    try:
        return public_action_label(Action.parse(str(action)), table, state=table.state)
    except (TypeError, ValueError, KeyError, AttributeError):
        return str(action)


def describe_update(data: dict[str, Any], session: Any) -> str:
    """The lines of one server message for a terminal ('' when it says nothing to read)."""
    from npq.messages import ending_words

    kind = data.get("type")
    seats = getattr(session, "seats", [])
    me = getattr(session, "seat", None)
    state = getattr(session, "state", None)
    if kind in ("welcome", "state"):
        head = _f(
            i18n.ngettext(
                "joined game {game} as {name}: {count} seat, action {n}",
                "joined game {game} as {name}: {count} seats, action {n}",
                len(seats),
            ),
            game=data.get("game"),
            name=_name(seats, data.get("seat")),
            count=len(seats),
            n=data.get("n"),
        )
        return _f(
            _("{head}; {waiting}"), head=head, waiting=waiting_words(data.get("actors"), seats, me)
        )
    if kind == "update":
        who = _name(seats, data.get("by"))
        round_no = state.round if state is not None else "?"
        table = _Table(seats, state)
        if data.get("undone"):
            template = _("round {round}: {who} takes back: {action}")
        else:
            template = _("round {round}: {who} plays: {action}")
        action = _action_words(data.get("action"), table)
        lines = [_f(template, round=round_no, who=who, action=action)]
        for event in data.get("events", ()):
            if event.get("kind") in _SKIP:
                continue
            words = _event_words(event, table)
            if words:
                lines.append("    " + words)
        if state is not None and state.outcome is not None:
            lines.append(
                _f(
                    _("game over: {winners} won ({ending})"),
                    winners=_names(seats, state.outcome.winners),
                    ending=ending_words(state.outcome.termination.value),
                )
            )
        else:
            lines.append("    " + waiting_words(data.get("actors"), seats, me))
        return "\n".join(lines)
    if kind == "seats":
        off = [_(str(s.get("name"))) for s in data.get("seats", ()) if not s.get("online")]
        if not off:
            return _("seats: everyone is here")
        return _f(_("seats: away: {names}"), names=", ".join(off))
    if kind == "error":
        words = error_words(
            str(data.get("code")),
            str(data.get("message")),
            data.get("params"),
            detail=data.get("detail"),
            cause=data.get("cause"),
        )
        return _f(_("server: {code}: {message}"), code=data.get("code"), message=words)
    return ""
