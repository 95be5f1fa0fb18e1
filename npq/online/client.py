"""Clients of the game server: a seat's session (with reconnection), game creation, export.

::

    url, token = parse_join("npq://127.0.0.1:8765/npq_...")
    session = SeatSession(url, token)
    outcome = await play_seat(session, SeatBot("greedy"))

A :class:`SeatSession` joins its seat with ``hello`` and keeps the last view it was sent,
decoded into a :class:`~npq.game.State` (:mod:`npq.online.codec`), so the engine's own functions
run on it. When the connection drops it reconnects by itself, with backoff (0.25 s doubling up
to 5 s), for up to ``reconnect_for`` seconds (60 by default), then gives up with
:class:`ServerGone`; a seat joined from elsewhere (close code 4001) is not retried.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import ssl as ssl_module
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import websockets
from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from npq import reasons
from npq.errors import InputError, NPQError
from npq.game import Action, State, default_world
from npq.i18n import N_
from npq.online import protocol
from npq.online.botseat import SeatBot
from npq.online.codec import decode_state
from npq.online.picture import PatchError, apply_patch
from npq.online.protocol import ERRORS, message
from npq.online.text import CONNECTED, error_words, status_words

__all__ = [
    "JoinLink",
    "OnlineError",
    "SeatSession",
    "ServerGone",
    "create_game",
    "join_link",
    "parse_join",
    "play_seat",
    "server_url",
]

#: Close code of a seat joined from another connection (the server's ``SUPERSEDED``).
SUPERSEDED = 4001


class OnlineError(NPQError):
    """The server answered with an error (``code``, ``params``; ``message_text`` its English)
    or cannot be reached. ``str()`` says it in the language in force: the server's by its code
    (:func:`npq.online.text.error_words`), the client's own by its ``template`` (a msgid
    filled with ``params``, :meth:`said`)."""

    def __init__(
        self,
        message_text: str,
        code: str = "",
        params: dict[str, Any] | None = None,
        *,
        template: str | None = None,
        detail: str | None = None,
        cause: dict[str, Any] | None = None,
    ):
        self.code = code
        self.params = params or {}
        self.template = template
        self.detail = detail
        self.cause = cause
        super().__init__(message_text)

    @classmethod
    def of(cls, reply: dict[str, Any]) -> OnlineError:
        """The server's ``error`` message as an error (its code, params, detail and cause)."""
        detail, cause = reply.get("detail"), reply.get("cause")
        return cls(
            str(reply.get("message", "refused")),
            str(reply.get("code", "")),
            reply.get("params") if isinstance(reply.get("params"), dict) else None,
            detail=detail if isinstance(detail, str) else None,
            cause=cause if isinstance(cause, dict) else None,
        )

    @classmethod
    def said(cls, template: str, code: str = "", /, **params: Any) -> OnlineError:
        """The client's own error: ``template`` (English, marked for the catalogs) and its
        params (a failure among them, ``reason=exc``, said by :mod:`npq.reasons`)."""
        shown = {k: reasons.of(v) if isinstance(v, BaseException) else v for k, v in params.items()}
        english = template.format(**{k: reasons.english(v) for k, v in shown.items()})
        return cls(english, code, shown, template=template)

    def __str__(self) -> str:
        from npq import i18n
        from npq.online.text import error_words

        if self.template is not None:
            return i18n.render(i18n.gettext(self.template), **self.params)
        english = str(self.args[0]) if self.args else ""
        return error_words(self.code, english, self.params, detail=self.detail, cause=self.cause)


class ServerGone(OnlineError):
    """The server stayed unreachable for longer than the session waits."""


def _from_server(raw: str | bytes) -> dict[str, Any]:
    """A server message, or :class:`OnlineError` (exit 1 in the CLI, a message in the app)
    when it is not one this client reads (not JSON, no type, another protocol version): the
    problem's code and detail, said in the language in force."""
    try:
        return protocol.loads_server(raw)
    except protocol.ProtocolError as exc:
        raise OnlineError(exc.message, exc.code, dict(exc.params), detail=exc.detail) from exc


def server_url(server: str, tls: bool | None = None) -> str:
    """``HOST:PORT`` (or a ``ws://`` / ``wss://`` URL) as a WebSocket URL."""
    text = server.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    if text.startswith(("npq://", "npqs://")):
        return parse_join(text).url
    if "://" in text:
        raise InputError(
            N_("{server}: give HOST:PORT, ws://HOST:PORT or wss://HOST:PORT"), server=repr(server)
        )
    if ":" not in text.rsplit("]", 1)[-1]:
        text += ":8765"
    return f"{'wss' if tls else 'ws'}://{text}"


@dataclass(frozen=True, slots=True)
class JoinLink:
    url: str
    token: str


def join_link(url: str, token: str) -> str:
    """The ``npq://HOST:PORT/TOKEN`` link of a seat (``npqs://`` over TLS)."""
    parts = urlsplit(url)
    scheme = "npqs" if parts.scheme == "wss" else "npq"
    return f"{scheme}://{parts.netloc}/{token}"


def parse_join(text: str, server: str | None = None) -> JoinLink:
    """An ``npq://`` link, or a bare token with ``server``; ``ValueError`` on anything else."""
    text = text.strip()
    if text.startswith(("npq://", "npqs://")):
        parts = urlsplit(text)
        token = parts.path.strip("/")
        if not parts.netloc or not token:
            raise InputError(N_("an npq:// link reads npq://HOST:PORT/TOKEN"))
        scheme = "wss" if parts.scheme == "npqs" else "ws"
        return JoinLink(f"{scheme}://{parts.netloc}", token)
    if server is None:
        raise InputError(N_("give the server (HOST:PORT) with a bare token, or an npq:// link"))
    if not text or any(c.isspace() for c in text):
        raise InputError(N_("a token is one word"))
    return JoinLink(server_url(server), text)


def client_ssl(url: str, cafile: str | Path | None = None) -> ssl_module.SSLContext | None:
    """The TLS context of a ``wss://`` URL (``cafile``: trust this certificate, e.g. a
    self-signed one of a server among friends)."""
    if not url.startswith("wss://"):
        return None
    context = ssl_module.create_default_context(cafile=None if cafile is None else str(cafile))
    return context


async def _connect(url: str, ssl: ssl_module.SSLContext | None) -> ClientConnection:
    return await websockets.connect(
        url,
        ssl=ssl,
        max_size=protocol.MAX_FRAME * 8,
        open_timeout=10,
        ping_interval=20,
        ping_timeout=20,
        compression=None,
    )


async def create_game(
    url: str,
    config: dict[str, Any],
    bots: dict[str, str] | None = None,
    *,
    ssl: ssl_module.SSLContext | None = None,
) -> dict[str, Any]:
    """Create a game on the server; the ``created`` message (game id, seats and tokens)."""
    try:
        ws = await _connect(url, ssl)
    except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
        raise OnlineError.said(
            N_("cannot reach the server at {url}: {reason}"), "unreachable", url=url, reason=exc
        ) from exc
    async with ws:
        await ws.send(protocol.dumps(message("create", config=config, bots=bots or {}, ref=1)))
        reply = _from_server(await ws.recv())
    if reply.get("type") == "error":
        raise OnlineError.of(reply)
    return reply


@dataclass(eq=False)
class SeatSession:
    """One seat's connection to the server, reconnecting by itself."""

    url: str
    token: str
    ssl: ssl_module.SSLContext | None = None
    reconnect_for: float = 60.0
    on_message: Callable[[dict[str, Any]], None] | None = None
    on_status: Callable[[str], None] | None = None
    #: every frame received, as it came (the wire secrecy test reads them)
    on_raw: Callable[[str | bytes], None] | None = None
    #: the last view (decoded), the number of actions it shows, the seats to decide now
    state: State | None = None
    #: the same view as the server pictured it (JSON values; updates are patches of it)
    picture: Any = None
    n: int = 0
    actors: tuple[int, ...] = ()
    #: the edition of the rules the game is played by (the view leaves it out, as the hash
    #: does; ``None``: a server that does not say, the view's default stands)
    edition: int | None = None
    seat: int | None = None
    game: str | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    can_undo: bool = False
    reconnects: int = 0
    _ws: ClientConnection | None = None
    _refs: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _waiting: dict[int, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    _inbox: asyncio.Queue[dict[str, Any]] = field(default_factory=asyncio.Queue)
    _reader: asyncio.Task[None] | None = None
    _closed: bool = False
    _gone: BaseException | None = None

    # -- connection -----------------------------------------------------------------------------
    async def connect(self) -> dict[str, Any]:
        """Connect and join (retrying for ``reconnect_for`` seconds); the ``welcome``."""
        deadline = time.monotonic() + self.reconnect_for
        delay = 0.25
        while True:
            try:
                ws = await _connect(self.url, self.ssl)
                await ws.send(protocol.dumps(message("hello", token=self.token, ref=0)))
                raw = await ws.recv()
            except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed) as exc:
                # unreachable, or closed before it answered (a server stopping): back off
                if time.monotonic() + delay > deadline:
                    raise ServerGone.said(
                        N_(
                            "the server at {url} is unreachable ({reason}); gave up after "
                            "{seconds:g} s"
                        ),
                        "unreachable",
                        url=self.url,
                        reason=exc,
                        seconds=self.reconnect_for,
                    ) from exc
                self._status("retrying", delay=delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)
                continue
            except InvalidURI as exc:
                raise OnlineError.said(
                    N_("bad server address {url}: {reason}"), "bad_url", url=self.url, reason=exc
                ) from exc
            if self.on_raw is not None:
                self.on_raw(raw)
            reply = _from_server(raw)
            if reply.get("type") == "error":
                await ws.close()
                raise OnlineError.of(reply)
            self._ws = ws
            self._take(reply)
            self._reader = asyncio.ensure_future(self._read(ws))
            self._status(CONNECTED)
            return reply

    async def _read(self, ws: ClientConnection) -> None:
        try:
            async for raw in ws:
                if self.on_raw is not None:
                    self.on_raw(raw)
                try:
                    data = _from_server(raw)
                except OnlineError as exc:  # a server this client cannot follow: said, no retry
                    self._gone = exc
                    self._closed = True
                    await ws.close()
                    for future in self._waiting.values():
                        if not future.done():
                            future.set_exception(exc)
                    self._waiting.clear()
                    self._inbox.put_nowait({"type": "closed", "code": ws.close_code})
                    return
                taken = self._take(data)
                ref = data.get("ref")
                # an accepted action is acknowledged by the sender's own update (its ref)
                if (
                    isinstance(ref, int)
                    and ref in self._waiting
                    and data["type"] in ("ack", "update", "error", "export", "pong", "state")
                ):
                    future = self._waiting.pop(ref)
                    if not future.done():
                        future.set_result(data)
                if not taken:
                    # an update that does not follow the view held: ask for the whole view
                    await ws.send(protocol.dumps(message("sync", ref=-1)))
                    continue
                self._inbox.put_nowait(data)
        except ConnectionClosed:
            pass
        code = ws.close_code
        for future in self._waiting.values():
            if not future.done():
                future.set_exception(ConnectionError("connection lost"))
        self._waiting.clear()
        if self._closed:
            return
        if code == SUPERSEDED:
            self._gone = OnlineError(ERRORS["superseded"], "superseded")
            self._inbox.put_nowait({"type": "closed", "code": code})
            return
        self._status("reconnecting")
        try:
            self.reconnects += 1
            welcome = await self.connect()
            self._inbox.put_nowait({**welcome, "type": "welcome"})
        except OnlineError as exc:
            self._gone = exc
            self._inbox.put_nowait({"type": "closed", "code": code})

    def _status(self, key: str, **params: Any) -> None:
        """Tell ``on_status`` the connection's state, in the language in force
        (:func:`npq.online.text.status_words`)."""
        if self.on_status is not None:
            self.on_status(status_words(key, **params))

    def _take(self, data: dict[str, Any]) -> bool:
        """Keep the latest view and bookkeeping of a server message; False when an update
        does not follow the view held (a ``sync`` is then asked for)."""
        kind = data.get("type")
        fresh = None
        if kind in ("welcome", "state") and isinstance(data.get("edition"), int):
            self.edition = int(data["edition"])
        if kind in ("welcome", "state") and "view" in data:
            fresh = data["view"]
        elif kind == "update" and "patch" in data:
            if self.picture is None or data.get("base") != self.n:
                return False
            try:
                fresh = apply_patch(self.picture, data["patch"])
            except PatchError:
                return False
        if fresh is not None:
            state = decode_state(fresh)
            if self.edition is not None and state.edition != self.edition:
                state = replace(state, edition=self.edition)
            self.state = state
            self.picture = fresh
            self.n = int(data.get("n", self.n))
            self.actors = tuple(data.get("actors", ()))
            self.can_undo = bool(data.get("can_undo", False))
        if kind in ("welcome", "state"):
            self.seat = data.get("seat", self.seat)
            self.game = data.get("game", self.game)
            self.seats = list(data.get("seats", self.seats))
            self.log = list(data.get("log", ()))
        elif kind == "update":
            self.log.append({k: data.get(k) for k in ("n", "by", "action", "events", "undone")})
        elif kind == "seats":
            self.seats = list(data.get("seats", ()))
        if self.on_message is not None:
            self.on_message(data)
        return True

    async def next_message(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message from the server (``{"type": "closed"}`` once it is gone for good)."""
        if self._gone is not None and self._inbox.empty():
            raise self._gone
        return await asyncio.wait_for(self._inbox.get(), timeout)

    async def request(self, kind: str, timeout: float = 30.0, **fields: Any) -> dict[str, Any]:
        """Send a message and wait for its answer (``ack``, ``error``, ``export`` ...)."""
        if self._ws is None:
            raise OnlineError.said(N_("not connected"), "not_connected")
        ref = next(self._refs)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[ref] = future
        try:
            await self._ws.send(protocol.dumps(message(kind, ref=ref, **fields)))
        except ConnectionClosed as exc:
            self._waiting.pop(ref, None)
            raise ConnectionError("connection lost") from exc
        return await asyncio.wait_for(future, timeout)

    async def act(self, action: Action | str) -> dict[str, Any]:
        """Send an action; the server's answer: this seat's ``update`` showing it (carrying the
        request's ``ref``), an ``ack`` (when the update went to another connection of the
        seat) or an ``error``."""
        return await self.request("act", action=str(action), n=self.n)

    async def send_raw(self, text: str | bytes) -> None:
        """Send a frame as it is (tests of the server's defences)."""
        assert self._ws is not None
        await self._ws.send(text)

    async def reconnect_now(self) -> None:
        """Drop the connection at once so that the session connects again (and is sent the
        whole view): after the machine slept, the old connection may be dead without either
        side knowing yet."""
        ws = self._ws
        if ws is not None and not self._closed:
            transport = getattr(ws, "transport", None)
            if transport is not None:
                transport.abort()

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.seat in self.actors

    @property
    def over(self) -> bool:
        return self.state is not None and self.state.outcome is not None

    async def close(self) -> None:
        self._closed = True
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await self._ws.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader


def local_check(view: State, seat: int) -> Callable[[Action], bool]:
    """Whether the rules would accept an action of ``seat``, judged on its view
    (:func:`npq.online.seats.check_on_view`: what the view cannot tell is left to the server)."""
    from npq.online.seats import check_on_view

    world = default_world()
    return lambda action: check_on_view(view, action, seat, world) is None


async def play_seat(
    session: SeatSession,
    bot: SeatBot | None,
    *,
    on_line: Callable[[str], None] | None = None,
    max_refusals: int = 200,
) -> dict[str, Any] | None:
    """Play (``bot``) or watch (``None``) one seat until the game ends; its outcome."""
    from npq.online.text import describe_update

    world = default_world()
    if session.state is None:
        welcome = await session.connect()
        if on_line is not None:
            on_line(describe_update(welcome, session))
    refusals = 0
    while not session.over:
        if bot is not None and session.my_turn and session.state is not None:
            view = session.state
            assert session.seat is not None
            action = bot.choose(view, world, local_check(view, session.seat))
            try:
                reply = await session.act(action)
            except (TimeoutError, ConnectionError):
                await asyncio.sleep(0.2)
                continue
            if reply["type"] == "error":
                refusals += 1
                if refusals > max_refusals:
                    raise OnlineError.said(
                        N_("the bot was refused {count} times: {why}"),
                        "refused",
                        count=refusals,
                        why=error_words(
                            str(reply.get("code")),
                            str(reply.get("message")),
                            reply.get("params"),
                            detail=reply.get("detail"),
                            cause=reply.get("cause"),
                        ),
                    )
                if reply.get("code") not in ("stale", "busy", "not_your_turn"):
                    bot.refused(action)
                else:
                    await asyncio.sleep(0.05)
            else:
                bot.played(action)
            _drain(session, on_line)
            continue
        try:
            data = await session.next_message(timeout=90.0)
        except TimeoutError:
            with contextlib.suppress(Exception):
                await session.request("sync", timeout=10.0)
            continue
        if data.get("type") == "closed":
            raise session._gone or ServerGone.said(N_("the connection is gone"), "gone")
        if on_line is not None:
            text = describe_update(data, session)
            if text:
                on_line(text)
    outcome = session.state.outcome if session.state is not None else None
    return None if outcome is None else outcome.to_dict()


def _drain(session: SeatSession, on_line: Callable[[str], None] | None) -> None:
    from npq.online.text import describe_update

    while not session._inbox.empty():
        data = session._inbox.get_nowait()
        if on_line is not None:
            text = describe_update(data, session)
            if text:
                on_line(text)
