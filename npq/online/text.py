"""Lines for a person following an online game in a terminal (``npq online play --watch``)."""

from __future__ import annotations

from typing import Any

__all__ = ["describe_update", "waiting_words"]

#: Events a terminal follower reads (the rest is bookkeeping: stats, the action echo).
_SKIP = frozenset({"action", "stats", "turn_started", "fuel_used"})


def _name(seats: list[dict[str, Any]], seat: Any) -> str:
    for s in seats:
        if s.get("seat") == seat:
            return str(s.get("name") or s.get("nation"))
    return f"seat {seat}"


def waiting_words(actors: Any, seats: list[dict[str, Any]], me: int | None) -> str:
    """``"your turn"`` or ``"waiting for Germany"``."""
    actors = list(actors or ())
    if not actors:
        return "the game is over"
    if me is not None and me in actors:
        return "your turn"
    return "waiting for " + ", ".join(_name(seats, s) for s in actors)


def _event_words(event: dict[str, Any]) -> str:
    body = " ".join(f"{k}={v}" for k, v in (event.get("data") or {}).items() if v != [])
    return f"{event.get('kind')} {body}".rstrip()


def describe_update(data: dict[str, Any], session: Any) -> str:
    """The lines of one server message for a terminal ('' when it says nothing to read)."""
    kind = data.get("type")
    seats = getattr(session, "seats", [])
    me = getattr(session, "seat", None)
    state = getattr(session, "state", None)
    if kind in ("welcome", "state"):
        head = (
            f"joined game {data.get('game')} as {_name(seats, data.get('seat'))}: "
            f"{len(seats)} seats, action {data.get('n')}"
        )
        return head + "; " + waiting_words(data.get("actors"), seats, me)
    if kind == "update":
        who = _name(seats, data.get("by"))
        round_no = state.round if state is not None else "?"
        verb = "takes back" if data.get("undone") else "plays"
        lines = [f"round {round_no}: {who} {verb} {data.get('action')}"]
        for event in data.get("events", ()):
            if event.get("kind") in _SKIP:
                continue
            lines.append("    " + _event_words(event))
        if state is not None and state.outcome is not None:
            winners = ", ".join(_name(seats, s) for s in state.outcome.winners)
            lines.append(f"game over: {winners} won ({state.outcome.termination.value})")
        else:
            lines.append("    " + waiting_words(data.get("actors"), seats, me))
        return "\n".join(lines)
    if kind == "seats":
        off = [str(s.get("name")) for s in data.get("seats", ()) if not s.get("online")]
        return "seats: everyone is here" if not off else "seats: away: " + ", ".join(off)
    if kind == "error":
        return f"server: {data.get('code')}: {data.get('message')}"
    return ""
