"""The wire protocol of online play: JSON messages over a WebSocket, versioned.

Every message is one JSON object (a WebSocket text frame) with ``"v"`` (the protocol version,
:data:`VERSION`) and ``"type"``. A client sends:

========== ===================================================================================
``hello``  ``token``: join the seat the token opens (answered by ``welcome``)
``create`` ``config`` (``nations``, optional ``advanced`` with ``telegrams``,
           ``cession_at_base``, ``second_place``, ``max_rounds``, ``names``,
           ``first_player``), optional ``bots`` (``{"seat": "greedy"}``): a new game on the
           server (answered by ``created``: one secret token per human seat)
``act``    ``action`` (its record form, ``"fly kings_bay"``), optional ``n`` (the number of
           actions the client has seen: a stale one is refused) and ``ref`` (echoed back)
``undo``   take back this seat's last action, as at the desk (until information was revealed)
``sync``   send the seat's view again
``export`` the game as a save (finished games) or the seat's view (running ones)
``ping``   answered by ``pong``
========== ===================================================================================

The server sends ``welcome`` and ``state`` (game, seat, nation, seats, ``n``, ``view``,
``actors``, recent ``log``, the ``edition`` of the rules the game is played by: the view leaves
it out as the state's hash does, and the client's engine reads the view by it), ``update`` (``n``, ``by``, ``action``, ``events``, ``base``,
``patch``, ``actors``, ``can_undo``, ``undone``) to every seat after each accepted action (and
each one taken back; the sender's update carries the ``ref`` of its ``act`` and is its
acknowledgement), ``ack`` (``ref``, ``n``) for an undo (or an action whose update went to
another connection of the seat), ``seats`` when someone comes or goes, ``created``,
``export``, ``pong`` and ``error``.

``view`` is exactly ``to_data(view_for(state, seat))``; an ``update``'s ``patch`` turns the view
of action ``base`` (the one the seat was last sent) into the view of action ``n``
(:func:`npq.online.picture.apply_patch`: a list of ``[path, value]`` and ``[path]``
operations); a client whose view is not at ``base`` asks for it whole with ``sync``.
``events`` are the events that seat may see (:mod:`npq.online.seats`). Version 1 (whole views
in every update) is no longer spoken: a version-1 client is answered ``unsupported_version``
naming both versions, and it reports that the server speaks another protocol.

An ``error`` names the problem: ``code`` (a stable id, see :data:`ERRORS`; for a refused
action the engine's refusal code), ``message`` (English), ``params`` (JSON values) and the
``ref`` of the message it answers. A bad message never closes the connection nor touches the
game.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

import orjson

from npq.i18n import N_

__all__ = [
    "CLIENT_TYPES",
    "ERRORS",
    "MAX_MESSAGE",
    "VERSION",
    "Message",
    "ProtocolError",
    "error",
    "message",
    "parse",
]

#: The protocol version; a message of another version is refused with ``unsupported_version``.
#: 2: ``update`` carries the patch of the seat's view (``base``, ``patch``) instead of the view.
VERSION = 2

#: The largest message a client may send (bytes of UTF-8); larger ones get ``too_large``.
MAX_MESSAGE = 16 * 1024
#: Past this the WebSocket library itself closes the connection (status 1009, "too big").
MAX_FRAME = 1024 * 1024

#: The message types a client may send, with their fields (name -> (type, required)).
CLIENT_TYPES: dict[str, dict[str, tuple[type | tuple[type, ...], bool]]] = {
    "hello": {"token": (str, True)},
    "create": {"config": (dict, True), "bots": (dict, False)},
    "act": {"action": (str, True), "n": (int, False)},
    "undo": {"n": (int, False)},
    "sync": {},
    "export": {},
    "ping": {},
}

#: Error codes of the protocol (a refused action carries the engine's code instead), with
#: their English (the wire's ``message``); a client shows them translated
#: (:func:`npq.online.text.error_words`).
ERRORS: dict[str, str] = {
    "bad_json": N_("the message is not valid JSON"),
    "bad_message": N_("the message is not an object with a valid 'v', 'type' and fields"),
    "unsupported_version": N_("this server speaks another protocol version"),
    "unknown_type": N_("no such message type"),
    "too_large": N_("the message is larger than the server accepts"),
    "binary": N_("messages are JSON text, not binary frames"),
    "rate_limited": N_("too many messages: slow down"),
    "not_joined": N_("send 'hello' with a seat's token first"),
    "already_joined": N_("this connection has already joined a seat"),
    "bad_token": N_("no seat has this token"),
    "superseded": N_("this seat was joined from another connection"),
    "bad_action": N_("the action cannot be read"),
    "not_your_turn": N_("it is not this seat's turn"),
    "stale": N_("the game has moved on since the view this action was chosen on"),
    "game_over": N_("the game is over"),
    "nothing_to_undo": N_("nothing to take back"),
    "bad_config": N_("the game cannot be created with this configuration"),
    "busy": N_("the game changed on another server process: try again"),
    "internal": N_("the server failed on this message; the game is unchanged"),
}

_ALLOWED_COMMON = frozenset({"v", "type", "ref"})


class ProtocolError(Exception):
    """A message the server (or client) refuses; ``code`` is a key of :data:`ERRORS`."""

    def __init__(self, code: str, message: str | None = None, **params: Any) -> None:
        self.code = code
        self.params = params
        self.message = message or ERRORS.get(code, code)
        super().__init__(self.message)


@dataclass(frozen=True, slots=True)
class Message:
    """A checked client message."""

    type: str
    fields: dict[str, Any]
    ref: str | int | None = None

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)


def _reject_constant(text: str) -> Any:
    raise ValueError(f"{text} is not JSON")


#: A run of digits that may be a number too long for :func:`_small_int`.
_LONG_NUMBER = re.compile(r"[0-9]{19}")


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > 18:
        raise ValueError("number too large")
    return int(text)


def parse(raw: str | bytes, limit: int = MAX_MESSAGE) -> Message:
    """Check one client message; raises :class:`ProtocolError` naming what is wrong."""
    if isinstance(raw, bytes):
        raise ProtocolError("binary", size=len(raw))
    # a character is at most 4 bytes of UTF-8: only a long message needs encoding to be sized
    size = len(raw) if 4 * len(raw) <= limit else len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise ProtocolError(
            "too_large",
            f"the message has {size} bytes; the limit is {limit}",
            size=size,
            limit=limit,
        )
    try:
        if _LONG_NUMBER.search(raw) is None:
            # orjson (a few times faster) reads every message without a run of 19 digits
            # exactly as the standard library does (NaN and Infinity are refused by both)
            data = orjson.loads(raw)
        else:
            data = json.loads(raw, parse_constant=_reject_constant, parse_int=_small_int)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_json", f"the message is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object", field="")
    ref = data.get("ref")
    if ref is not None and (
        isinstance(ref, bool) or not isinstance(ref, str | int) or len(str(ref)) > 64
    ):
        raise ProtocolError("bad_message", "'ref' must be a short string or number", field="ref")
    version = data.get("v")
    if version != VERSION:
        raise ProtocolError(
            "unsupported_version",
            f"protocol version {version!r} is not supported: this server speaks version "
            f"{VERSION} (update npq on this machine to play here)",
            got=version if isinstance(version, int | str) else None,
            supported=VERSION,
        )
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        raise ProtocolError(
            "unknown_type",
            f"unknown message type {str(kind)[:40]!r}; known: {', '.join(CLIENT_TYPES)}",
            type=str(kind)[:40],
            known=list(CLIENT_TYPES),
        )
    spec = CLIENT_TYPES[kind]
    unknown = set(data) - _ALLOWED_COMMON - set(spec)
    if unknown:
        name = sorted(unknown)[0]
        raise ProtocolError(
            "bad_message", f"{kind!r} has no field {name[:40]!r}", field=name[:40], type=kind
        )
    fields: dict[str, Any] = {}
    for name, (tp, required) in spec.items():
        if name not in data:
            if required:
                raise ProtocolError(
                    "bad_message", f"{kind!r} needs the field {name!r}", field=name, type=kind
                )
            continue
        value = data[name]
        if (isinstance(value, bool) and tp is int) or not isinstance(value, tp):
            tname = tp.__name__ if isinstance(tp, type) else "/".join(t.__name__ for t in tp)
            raise ProtocolError(
                "bad_message", f"{kind}.{name} must be a {tname}", field=name, type=kind
            )
        fields[name] = value
    return Message(kind, fields, ref)


def message(kind: str, /, **fields: Any) -> dict[str, Any]:
    """A message to send: ``{"v": VERSION, "type": kind, ...}``."""
    return {"v": VERSION, "type": kind, **fields}


def error(
    code: str,
    message_text: str | None = None,
    *,
    ref: str | int | None = None,
    params: dict[str, Any] | None = None,
    rule: str | None = None,
) -> dict[str, Any]:
    """An ``error`` message naming the problem."""
    out = message("error", code=code, message=message_text or ERRORS.get(code, code))
    out["params"] = params or {}
    if rule is not None:
        out["rule"] = rule
    if ref is not None:
        out["ref"] = ref
    return out


#: The standard library's encoder, for what orjson refuses (a key that is no string, a whole
#: number beyond 64 bits): one for every message (``json.dumps`` with options builds one a call).
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False)


def dumpb(data: dict[str, Any]) -> bytes:
    """One message as UTF-8 JSON (compact): orjson, ten times faster than the standard
    library on the server's messages (a welcome: 4 against 150 us), which it reads the same."""
    try:
        return orjson.dumps(data)
    except TypeError:
        return _ENCODER.encode(data).encode("utf-8")


def dumps(data: dict[str, Any]) -> str:
    """One message's text (compact JSON)."""
    return dumpb(data).decode("utf-8")


def loads_server(raw: str | bytes) -> dict[str, Any]:
    """A message from the server (for clients); ``ProtocolError`` if it is not one."""
    if isinstance(raw, bytes):
        raise ProtocolError("binary")
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise ProtocolError(
            "bad_json", f"the server sent something that is not JSON: {exc}"
        ) from exc
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("bad_message", "the server sent a message without a type")
    if data.get("v") != VERSION:
        raise ProtocolError(
            "unsupported_version",
            f"the server speaks protocol {data.get('v')!r}, this client {VERSION}",
        )
    return data
