"""The game server (``npq serve``): authoritative, one asyncio loop on ``websockets``.

The server alone runs the rules. A client joins a seat with its secret token and receives that
seat's view (``to_data(view_for(state, seat))``) and the events the seat may see
(:mod:`npq.online.seats`), after every action of anyone. Every accepted action is written to
the store (:mod:`npq.online.store`) in its own transaction before it is acknowledged or shown,
so a server killed at any moment loses nothing it announced; a restarted server replays each
game from its log (lazily: when a seat joins, or at once for games whose bots are to play).

Robustness: every client message is checked (:func:`npq.online.protocol.parse`); a bad one is
answered with an ``error`` naming the problem and changes nothing. Each connection has a token
bucket (``rate`` messages a second, bursts of ``burst``); a message beyond it is dropped with a
``rate_limited`` error (at most one such error a second). Messages above
:data:`~npq.online.protocol.MAX_MESSAGE` bytes get ``too_large``; frames above
:data:`~npq.online.protocol.MAX_FRAME` are closed by the WebSocket library (status 1009).
Outgoing messages go through a bounded queue per connection, so a slow reader never holds a
game up: past :data:`SEND_QUEUE` waiting messages it is disconnected (it can reconnect and is
sent its view again).

Several server processes may share one store (PostgreSQL, or SQLite on one machine): each
polls the revisions of the games it holds every ``poll`` seconds and replays what the others
appended; the bots of a game are driven by the holder of its lease only.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import os
import secrets
import socket
import ssl as ssl_module
import time
from collections import deque
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, TypeVar

import websockets
from websockets.asyncio.server import Server, ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State as WsState

from npq.bots import BOT_KINDS, make_bot
from npq.bots.driver import Driver
from npq.errors import InputError, NPQError, RuleViolation, english
from npq.game import (
    Action,
    EndTurn,
    GameConfig,
    GameRecord,
    World,
    apply,
    default_world,
    new_game,
    state_hash,
)
from npq.game.rules.engine import acting_seat
from npq.game.save import dumps as save_dumps
from npq.i18n import N_
from npq.online import protocol
from npq.online.botseat import check_bot_kind
from npq.online.codec import encode_view
from npq.online.picture import Picturer, diff
from npq.online.protocol import Message, ProtocolError, error, message
from npq.online.seats import (
    REVEALING,
    CardMemo,
    NotYourTurn,
    SeatFilter,
    SeatView,
    actors,
    card_ids,
    refusal,
    seat_view,
)
from npq.online.store import GameRow, SeatRow, Store, StoreError

__all__ = [
    "GameServer",
    "hash_token",
    "new_token",
    "replay_row",
    "stored_config",
    "with_checkpoints",
]

log = logging.getLogger("npq.online.server")

T = TypeVar("T")

WS_OPEN = WsState.OPEN
#: Outgoing messages a connection may have waiting before it is dropped as too slow.
SEND_QUEUE = 256
#: Events kept per seat for the log a (re)joining client is sent.
LOG_KEEP = 400
#: Seconds a bot lease lasts; renewed by the poll loop while the server runs.
LEASE = 30.0
#: An idle game (no seat connected here, no bot to drive) is dropped from memory after this.
IDLE = 300.0
#: Close code sent to a connection whose seat was joined from elsewhere (do not reconnect).
SUPERSEDED = 4001
#: The largest number of seats a ``create`` may give bots.
TOKEN_PREFIX = "npq_"


def new_token() -> str:
    """A secret join token (256 bits from :mod:`secrets`)."""
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    """What the store keeps of a token: its SHA-256 (a token is 256 random bits: no salt or
    slow hash is needed against guessing)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class _Bucket:
    """A token bucket: ``rate`` per second, up to ``burst`` at once."""

    __slots__ = ("burst", "level", "rate", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level >= 1.0:
            self.level -= 1.0
            return True
        return False


class Timings:
    """What the server measures of itself while it runs (``npq serve --timings FILE``), to
    tell its own delays from its clients': for each ``act``, the seconds from its message
    received to the answer (the sender's update, or the refusal) written to the socket, and
    how late the event loop wakes from a 50 ms sleep (the wait for the CPU on a loaded
    machine), from the first action answered on. The last :data:`KEEP` of each are kept."""

    KEEP = 200_000

    def __init__(self) -> None:
        self.accepted: deque[float] = deque(maxlen=self.KEEP)
        self.refused: deque[float] = deque(maxlen=self.KEEP)
        self.lag: deque[float] = deque(maxlen=self.KEEP)
        self.cpu_started = time.process_time()
        self.wall_started = time.perf_counter()

    def summary(self) -> dict[str, Any]:
        """Counts and quantiles in milliseconds; the process's CPU seconds and share of a core."""

        def quantiles(values: deque[float]) -> dict[str, Any]:
            data = sorted(values)
            if not data:
                return {"count": 0}

            def q(p: float) -> float:
                return round(1000 * data[min(len(data) - 1, int(p * len(data)))], 2)

            return {"count": len(data), "p50": q(0.5), "p95": q(0.95), "p99": q(0.99), "max": q(1)}

        cpu = time.process_time() - self.cpu_started
        wall = time.perf_counter() - self.wall_started
        return {
            "accepted_ms": quantiles(self.accepted),
            "refused_ms": quantiles(self.refused),
            "loop_lag_ms": quantiles(self.lag),
            "cpu_s": round(cpu, 3),
            "wall_s": round(wall, 3),
            "cpu_share": round(cpu / wall, 3) if wall else None,
        }


#: When an ``act`` was received, and the list of :class:`Timings` its answer's delay goes in.
_Answer = tuple[float, deque[float]]


@dataclass(eq=False)
class Conn:
    """One client connection."""

    ws: ServerConnection
    bucket: _Bucket
    #: games this connection may create: 10 at once, then one every 5 s
    creates: _Bucket = field(default_factory=lambda: _Bucket(0.2, 10))
    #: each message waiting to be written (UTF-8 JSON), with the moment the ``act`` it answers
    #: was received and where to note the delay (:class:`Timings`; None for the others)
    queue: asyncio.Queue[tuple[bytes, _Answer | None] | None] = field(
        default_factory=lambda: asyncio.Queue(SEND_QUEUE)
    )
    game: LiveGame | None = None
    seat: int | None = None
    #: the picture of the seat's view this connection was last sent (patches start from it)
    view: Any = None
    last_limit_error: float = 0.0
    closed: bool = False
    #: when the message being handled was received (``time.perf_counter``)
    received: float = 0.0

    def send(self, data: dict[str, Any], answers: _Answer | None = None) -> None:
        """Send a message: written to the socket at once when nothing waits before it and the
        socket takes it, else queued for the connection's writer (which waits for a slow
        reader); ``answers``: when the ``act`` it answers was received, and the
        :class:`Timings` list that notes the delay once the message is written."""
        if self.closed:
            return
        payload = protocol.dumpb(data)
        if self.queue.empty() and _write_now(self.ws, payload):
            if answers is not None:
                answers[1].append(time.perf_counter() - answers[0])
            return
        try:
            self.queue.put_nowait((payload, answers))
        except asyncio.QueueFull:
            self.closed = True
            log.warning("dropping a connection that does not read its messages")
            asyncio.get_running_loop().create_task(self.ws.close(1008, "too slow"))


#: Bytes a connection's socket may have waiting to be sent before messages go through its
#: writer, which waits for the reader (websockets' own flow control).
WRITE_NOW_LIMIT = 64 * 1024


def _write_now(ws: ServerConnection, payload: bytes) -> bool:
    """Write one text frame to the socket without a trip through the event loop, as
    ``ws.send`` would (the frame made by its protocol, written by its transport), when the
    connection is open and not backed up; False (nothing written) otherwise. One message
    costs a task switch and an async context less than ``await ws.send``: about a third of
    the server's work per message was the way to the socket."""
    try:
        proto, transport = ws.protocol, ws.transport
        if (
            proto.state is not WS_OPEN
            or getattr(ws, "send_in_progress", None) is not None
            or transport.is_closing()
            or transport.get_write_buffer_size() > WRITE_NOW_LIMIT
        ):
            return False
        proto.send_text(payload)
        ws.send_data()
    except (AttributeError, TypeError):
        return False  # another websockets than this was written for: the writer's way
    return True


@dataclass(eq=False)
class LiveGame:
    """A game held in memory: its record, its revision in the store, who is connected."""

    id: str
    record: GameRecord
    revision: int
    undone_at: int
    seats: tuple[SeatRow, ...]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: dict[int, Conn] = field(default_factory=dict)
    driver: Driver | None = None
    logs: dict[int, deque[dict[str, Any]]] = field(default_factory=dict)
    history: list[GameRecord] = field(default_factory=list)
    undo_seat: int | None = None
    driving: asyncio.Task[None] | None = None
    touched: float = field(default_factory=time.monotonic)
    #: the seats' views of the current state made so far (SeatFilter.after_views)
    views: dict[int, SeatView] = field(default_factory=dict)
    #: the card ids face up in the current state (SeatFilter.face_up_after), once known
    face_up: frozenset[str] | None = None
    #: the pictures of this game's views, memoised (npq.online.picture)
    picturer: Picturer = field(default_factory=Picturer)
    cards: CardMemo = field(default_factory=CardMemo)
    _actors: tuple[tuple[Any, tuple[int, ...]] | None, tuple[Any, tuple[int, ...]] | None] = (
        None,
        None,
    )

    @property
    def n(self) -> int:
        return len(self.record.actions)

    @property
    def over(self) -> bool:
        return self.record.state.outcome is not None

    def waiting(self) -> tuple[int, ...]:
        return self.actors_of(self.record.state)

    def actors_of(self, state: Any) -> tuple[int, ...]:
        """``actors(state)``, remembered for the last two states (an action asks for the seats
        to decide before and after it several times)."""
        for hit in self._actors:
            if hit is not None and hit[0] is state:
                return hit[1]
        found = actors(state)
        self._actors = ((state, found), self._actors[0])
        return found

    def bot_turn(self) -> int | None:
        for seat in self.waiting():
            if self.seats[seat].bot is not None:
                return seat
        return None


class GameServer:
    """The server's games and connections. ``await server.start(host, port)``, then
    ``await server.stop()``; :meth:`run` does both around a stop event."""

    def __init__(
        self,
        store: Store,
        *,
        world: World | None = None,
        rate: float = 20.0,
        burst: float = 40.0,
        poll: float = 0.5,
        bot_delay: float = 0.0,
        max_message: int = protocol.MAX_MESSAGE,
        timings: bool = False,
    ) -> None:
        self.store = store
        #: the server's own delays, measured only when asked for (``npq serve --timings``)
        self.timings: Timings | None = Timings() if timings else None
        self.world = world or default_world()
        self.card_ids = card_ids(self.world)
        self.rate, self.burst = rate, burst
        self.poll = poll
        self.bot_delay = bot_delay
        self.max_message = max_message
        #: where new games get their seeds (tests may fix it; never set from the wire)
        self.seeds: Callable[[], int] = lambda: secrets.randbits(63)
        self.runner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self.games: dict[str, LiveGame] = {}
        self._loading: dict[str, asyncio.Future[LiveGame | None]] = {}
        self._db = ThreadPoolExecutor(max_workers=1, thread_name_prefix="npq-db")
        self._server: Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._stopping = False
        self._appends: list[tuple[Any, asyncio.Future[int | None]]] = []
        #: the ``act`` messages acknowledged by their sender's update (until _act looks)
        self._acknowledged: set[tuple[Conn, str | int | None]] = set()
        self._append_wanted: asyncio.Event | None = None
        #: a commit of the waiting appends is scheduled (inline stores)
        self._flush_soon = False

    # -- plumbing -------------------------------------------------------------------------------
    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call: on the event loop for a store whose calls are brief (SQLite:
        :attr:`Store.inline`), else on the database thread."""
        if self.store.inline:
            return fn(*args)
        return await asyncio.get_running_loop().run_in_executor(self._db, partial(fn, *args))

    async def _append(self, item: tuple[Any, ...]) -> int | None:
        """Append an action to the store; the actions waiting together are committed in one
        transaction (group commit: one fsync for all), each acknowledged only after it. A
        store whose calls are brief (SQLite, :attr:`Store.inline`) commits the actions of one
        turn of the event loop at its end, in a callback (no task to wake); the others on the
        database thread, through the commit loop."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[int | None] = loop.create_future()
        self._appends.append((item, future))
        if self.store.inline:
            if not self._flush_soon:
                self._flush_soon = True
                loop.call_soon(self._flush)
        else:
            assert self._append_wanted is not None
            self._append_wanted.set()
        return await future

    def _flush(self) -> None:
        """Commit the appends waiting (one transaction) and answer their futures."""
        self._flush_soon = False
        batch, self._appends = self._appends, []
        if batch:
            try:
                results = self.store.append_many([item for item, _ in batch])
            except Exception as exc:
                for _, future in batch:
                    if not future.done():
                        future.set_exception(exc)
                return
            for (_, future), result in zip(batch, results, strict=True):
                if not future.done():
                    future.set_result(result)

    async def _commit_loop(self) -> None:
        assert self._append_wanted is not None
        while True:
            await self._append_wanted.wait()
            self._append_wanted.clear()
            batch, self._appends = self._appends, []
            if not batch:
                continue
            try:
                results = await self.db(self.store.append_many, [item for item, _ in batch])
            except BaseException as exc:
                for _, future in batch:
                    if not future.done():
                        future.set_exception(
                            exc if isinstance(exc, Exception) else StoreError("stopped")
                        )
                if not isinstance(exc, Exception):
                    raise
                continue
            for (_, future), result in zip(batch, results, strict=True):
                if not future.done():
                    future.set_result(result)

    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(next(iter(self._server.sockets)).getsockname()[1])

    async def start(
        self, host: str = "127.0.0.1", port: int = 8765, ssl: ssl_module.SSLContext | None = None
    ) -> None:
        self._server = await websockets.serve(
            self._handler,
            host,
            port,
            ssl=ssl,
            max_size=protocol.MAX_FRAME,
            max_queue=64,
            ping_interval=20,
            ping_timeout=20,
            compression=None,
        )
        self._append_wanted = asyncio.Event()
        self._spawn(self._commit_loop())
        self._spawn(self._poll_loop())
        self._spawn(self._resume_bots())
        if self.timings is not None:
            self._spawn(self._lag_loop(self.timings))

    async def _lag_loop(self, timings: Timings) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.05)
            if timings.accepted or timings.refused:  # from the first action answered on
                timings.lag.append(time.perf_counter() - start - 0.05)

    async def stop(self) -> None:
        self._stopping = True
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        for game in self.games.values():
            if game.driving is not None:
                game.driving.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        with contextlib.suppress(StoreError, Exception):
            await self.db(self.store.release, self.runner)
        self._db.shutdown(wait=True)

    async def run(
        self,
        host: str,
        port: int,
        ssl: ssl_module.SSLContext | None = None,
        stop: asyncio.Event | None = None,
        ready: Callable[[GameServer], None] | None = None,
    ) -> None:
        await self.start(host, port, ssl)
        if ready is not None:
            ready(self)
        try:
            await (stop or asyncio.Event()).wait()
        finally:
            await self.stop()

    # -- connections ----------------------------------------------------------------------------
    async def _handler(self, ws: ServerConnection) -> None:
        conn = Conn(ws, _Bucket(self.rate, self.burst))
        writer = asyncio.ensure_future(self._writer(conn))
        try:
            async for raw in ws:
                if conn.closed:
                    break
                if not conn.bucket.take():
                    now = time.monotonic()
                    if now - conn.last_limit_error >= 1.0:
                        conn.last_limit_error = now
                        conn.send(
                            error(
                                "rate_limited",
                                params={"rate": self.rate, "burst": self.burst},
                                detail="rate_limited.messages",
                            )
                        )
                    continue
                conn.received = time.perf_counter()
                await self._receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            conn.closed = True
            await self._leave(conn)
            with contextlib.suppress(asyncio.QueueFull):
                conn.queue.put_nowait(None)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer

    async def _writer(self, conn: Conn) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                item = await conn.queue.get()
                if item is None:
                    return
                payload, answers = item
                await conn.ws.send(payload, text=True)  # UTF-8 JSON: a text frame
                if answers is not None:
                    answers[1].append(time.perf_counter() - answers[0])

    async def _receive(self, conn: Conn, raw: str | bytes) -> None:
        ref = None
        try:
            msg = protocol.parse(raw, self.max_message)
            ref = msg.ref
            await self._dispatch(conn, msg)
        except ProtocolError as exc:
            conn.send(
                error(
                    exc.code,
                    exc.message,
                    ref=ref,
                    params=exc.params,
                    detail=exc.detail,
                    cause=exc.cause,
                )
            )
        except StoreError as exc:
            log.error("store: %s", exc)
            conn.send(
                error(
                    "internal",
                    f"the game database failed: {english(exc)}",
                    ref=ref,
                    detail="internal.store",
                )
            )
        except Exception:
            log.exception("a message failed")
            conn.send(error("internal", ref=ref))

    async def _dispatch(self, conn: Conn, msg: Message) -> None:
        if msg.type == "ping":
            conn.send(message("pong", ref=msg.ref, time=time.time()))
        elif msg.type == "hello":
            await self._hello(conn, msg)
        elif msg.type == "create":
            await self._create(conn, msg)
        else:
            if conn.game is None or conn.seat is None:
                raise ProtocolError("not_joined")
            game, seat = conn.game, conn.seat
            if msg.type == "act":
                await self._act(game, seat, conn, msg)
            elif msg.type == "undo":
                await self._undo(game, seat, conn, msg)
            elif msg.type == "sync":
                conn.send(self._welcome(game, seat, conn, "state", ref=msg.ref))
            elif msg.type == "export":
                conn.send(self._export(game, seat, msg))

    # -- joining --------------------------------------------------------------------------------
    async def _hello(self, conn: Conn, msg: Message) -> None:
        if conn.game is not None:
            raise ProtocolError(
                "already_joined", "already_joined.seat", game=conn.game.id, seat=conn.seat
            )
        token = msg.get("token")
        if not token.startswith(TOKEN_PREFIX) or len(token) > 100:
            raise ProtocolError("bad_token", "bad_token.format")
        found = await self.db(self.store.find_seat, hash_token(token))
        if found is None:
            raise ProtocolError("bad_token")
        game = await self._game(found[0])
        if game is None:
            raise ProtocolError("bad_token", "bad_token.gone")
        seat = found[1]
        async with game.lock:
            old = game.conns.get(seat)
            if old is not None and old is not conn:
                old.send(error("superseded", params={"seat": seat}))
                old.game = old.seat = None
                self._spawn(_close_later(old, SUPERSEDED, "seat joined elsewhere"))
            game.conns[seat] = conn
            conn.game, conn.seat = game, seat
            game.logs.setdefault(seat, deque(maxlen=LOG_KEEP))
            game.touched = time.monotonic()
            conn.send(self._welcome(game, seat, conn, "welcome", ref=msg.ref))
            self._presence(game)

    async def _leave(self, conn: Conn) -> None:
        game, seat = conn.game, conn.seat
        if game is None or seat is None:
            return
        async with game.lock:
            if game.conns.get(seat) is conn:
                del game.conns[seat]
                game.touched = time.monotonic()
                self._presence(game)
        conn.game = conn.seat = None

    def _seat_list(self, game: LiveGame) -> list[dict[str, Any]]:
        config = game.record.config
        return [
            {
                "seat": s.seat,
                "nation": s.nation,
                "name": config.player_name(s.seat),
                "bot": s.bot,
                "online": s.bot is not None or s.seat in game.conns,
            }
            for s in game.seats
        ]

    def _presence(self, game: LiveGame) -> None:
        seats = self._seat_list(game)
        for conn in game.conns.values():
            conn.send(message("seats", game=game.id, seats=seats))

    def _welcome(
        self, game: LiveGame, seat: int, conn: Conn, kind: str, ref: str | int | None = None
    ) -> dict[str, Any]:
        """The seat's whole view and recent log (the connection's patches start from it)."""
        view = game.views.get(seat)
        if view is None:
            view = game.views[seat] = seat_view(game.record.state, seat, game.cards)
        conn.view = game.picturer.picture(view.view)
        out = message(
            kind,
            game=game.id,
            seat=seat,
            nation=game.seats[seat].nation,
            seats=self._seat_list(game),
            n=game.n,
            view=conn.view,
            actors=list(game.waiting()),
            log=list(game.logs.get(seat, ())),
            can_undo=self._can_undo(game, seat),
            edition=game.record.state.edition,
        )
        if ref is not None:
            out["ref"] = ref
        return out

    # -- creating -------------------------------------------------------------------------------
    async def _create(self, conn: Conn, msg: Message) -> None:
        if not conn.creates.take():
            raise ProtocolError(
                "rate_limited",
                "rate_limited.create",
                what="create",
                rate=conn.creates.rate,
                burst=conn.creates.burst,
            )
        raw = msg.get("config")
        try:
            config = config_from_request(raw)
        except (TypeError, ValueError, NPQError) as exc:
            raise ProtocolError(
                "bad_config",
                "bad_config.invalid",
                english=f"bad config: {english(exc)}",
                cause=protocol.cause_of(exc),
            ) from exc
        bots: dict[int, str] = {}
        for key, kind in (msg.get("bots") or {}).items():
            seat = _seat_of(key, config)
            if not isinstance(kind, str):
                raise ProtocolError("bad_config", "bad_config.bot_name", seat=str(key)[:30])
            try:
                bots[seat] = check_bot_kind(kind)
            except ValueError as exc:
                raise ProtocolError(
                    "bad_config", "bad_config.bot", seat=key, kind=kind[:30], kinds=list(BOT_KINDS)
                ) from exc
        seed = self.seeds()
        game_id = "g" + secrets.token_hex(6)
        try:
            record = GameRecord.new(config, seed, self.world)
        except (NPQError, ValueError) as exc:
            raise ProtocolError(
                "bad_config",
                "bad_config.setup",
                english=f"the game cannot be set up: {english(exc)}",
                cause=protocol.cause_of(exc),
            ) from exc
        tokens: dict[int, str] = {}
        rows = []
        for seat, nation in enumerate(config.nations):
            token = None if seat in bots else new_token()
            if token is not None:
                tokens[seat] = token
            rows.append(
                (seat, nation, None if token is None else hash_token(token), bots.get(seat))
            )
        await self.db(
            self.store.create_game,
            game_id,
            stored_config(config, record.state.edition),
            seed,
            rows,
            list(actors(record.state)),
            sorted(bots),
        )
        game = await self._game(game_id)
        assert game is not None
        conn.send(
            message(
                "created",
                ref=msg.ref,
                game=game_id,
                seats=[
                    {
                        "seat": seat,
                        "nation": nation,
                        "name": config.player_name(seat),
                        "bot": bots.get(seat),
                        "token": tokens.get(seat),
                    }
                    for seat, nation in enumerate(config.nations)
                ],
            )
        )
        self._drive(game)

    # -- loading --------------------------------------------------------------------------------
    async def _game(self, game_id: str) -> LiveGame | None:
        """The game in memory, loaded (replayed from the store) on first use."""
        game = self.games.get(game_id)
        if game is not None:
            return game
        pending = self._loading.get(game_id)
        if pending is not None:
            return await pending
        future: asyncio.Future[LiveGame | None] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = future
        try:
            row = await self.db(self.store.load, game_id)
            game = None if row is None else self._replay(row)
            if game is not None:
                self.games[game_id] = game
            future.set_result(game)
            return game
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # read, so an unawaited future logs nothing
            raise
        finally:
            del self._loading[game_id]

    def _replay(self, row: GameRow) -> LiveGame:
        record = replay_row(row, self.world)
        game = LiveGame(row.id, record, row.revision, row.undone_at, row.seats)
        game.history = [record]
        bots = {s.seat: make_bot(s.bot, row.seed + s.seat) for s in row.seats if s.bot is not None}
        if bots:
            game.driver = Driver(bots, self.world, on_error=partial(_bot_failed, row.id))
        return game

    async def _refresh(self, game: LiveGame) -> None:
        """Catch up with changes made by another process (call under the game's lock)."""
        marks = await self.db(self.store.revisions, [game.id])
        if game.id not in marks or marks[game.id][0] == game.revision:
            return
        _, undone_at = marks[game.id]
        if undone_at > game.revision:
            row = await self.db(self.store.load, game.id)
            assert row is not None
            fresh = self._replay(row)
            game.record, game.revision, game.undone_at = fresh.record, row.revision, undone_at
            game.history, game.undo_seat, game.views = [fresh.record], None, {}
            game.face_up = None
            for seat, conn in game.conns.items():
                conn.send(self._welcome(game, seat, conn, "state"))
            return
        row = await self.db(self.store.load, game.id, game.n)
        assert row is not None
        for text, by in zip(row.actions, row.action_seats, strict=True):
            action = Action.parse(text)
            before = game.record
            record, events = _play(before, action, by)
            self._accepted(game, by, action, before, record, events)
        game.revision, game.undone_at = row.revision, row.undone_at

    # -- playing --------------------------------------------------------------------------------
    async def _act(self, game: LiveGame, seat: int, conn: Conn, msg: Message) -> None:
        text = msg.get("action")
        try:
            action = Action.parse(text)
        except ValueError as exc:
            raise ProtocolError(
                "bad_action",
                "bad_action.read",
                english=f"cannot read the action {text[:60]!r}: {exc}",
                action=text[:60],
            ) from exc
        async with game.lock:
            expected = msg.get("n")
            if expected is not None and expected != game.n:
                await self._refresh(game)
            if expected is not None and expected != game.n:
                raise ProtocolError("stale", "stale.at", n=game.n, yours=expected)
            # accepted, the action is acknowledged by the sender's own update (its ``ref``):
            # one message, not two; an ``ack`` only if that update went elsewhere
            reply_to = (conn, msg.ref)
            result = await self._commit(game, seat, action, reply_to)
            if isinstance(result, dict):
                result["ref"] = msg.ref
                conn.send(result, self._answer(conn, refused=True))
                return
            if reply_to not in self._acknowledged:
                conn.send(message("ack", ref=msg.ref, n=game.n, action=str(action)))
            self._acknowledged.discard(reply_to)
        self._drive(game)

    async def _commit(
        self,
        game: LiveGame,
        seat: int,
        action: Action,
        reply_to: tuple[Conn, str | int | None] | None = None,
    ) -> dict[str, Any] | None:
        """Apply, store and announce one action (under the game's lock); an error message if it
        is refused (the game unchanged). ``reply_to``: the connection and ``ref`` of the
        ``act``, acknowledged in that connection's update."""
        state = game.record.state
        if state.outcome is not None:
            return error("game_over", params={"outcome": state.outcome.to_dict()})
        waiting = game.actors_of(state)
        if seat not in waiting:
            names = [game.record.config.player_name(s) for s in waiting]
            return error(
                "not_your_turn",
                params={"seat": seat, "waiting": list(waiting), "waiting_for": names},
                detail="not_your_turn.waiting",
            )
        before = game.record
        try:
            record, events = _play(before, action, seat)
        except NotYourTurn as exc:
            names = [game.record.config.player_name(s) for s in exc.waiting]
            return error(
                "not_your_turn",
                str(exc),
                params={"seat": seat, "waiting": list(exc.waiting), "waiting_for": names},
                detail="not_your_turn.waiting",
            )
        except RuleViolation as exc:
            why = refusal(exc)
            return error(why["code"], why["message"], params=why["params"], rule=why["rule"])
        status = "over" if record.state.outcome is not None else "running"
        revision = await self._append(
            (game.id, game.revision, seat, str(action), status, list(game.actors_of(record.state)))
        )
        if revision is None:
            await self._refresh(game)
            return error(
                "busy",
                "the game changed on another server process: look again",
                params={"n": game.n},
            )
        game.revision = revision
        self._accepted(game, seat, action, before, record, events, reply_to)
        return None

    def _accepted(
        self,
        game: LiveGame,
        seat: int,
        action: Action,
        before: GameRecord,
        record: GameRecord,
        events: tuple[Any, ...],
        reply_to: tuple[Conn, str | int | None] | None = None,
    ) -> None:
        """Take an applied action into the game and tell every seat what it may see."""
        game.record = record
        game.touched = time.monotonic()
        turn_over = seat not in game.actors_of(record.state)
        if turn_over or any(str(e.kind) in REVEALING for e in events):
            game.history, game.undo_seat = [record], None
        else:
            game.history.append(record)
            game.undo_seat = seat
        self._announce(
            game,
            before.state,
            record.state,
            seat,
            str(action),
            events,
            undone=False,
            reply_to=reply_to,
        )

    def _announce(
        self,
        game: LiveGame,
        before: Any,
        after: Any,
        by: int,
        action: str,
        events: tuple[Any, ...],
        *,
        undone: bool,
        reply_to: tuple[Conn, str | int | None] | None = None,
    ) -> None:
        # each seat's view is made once per action, pictured once for a seat connected (sharing
        # the unchanged parts with the last picture) and sent as the patch from that picture
        game.picturer.next()
        game.cards.next()
        filt = SeatFilter(
            before,
            after,
            events,
            None if undone else game.views,
            game.cards,
            None if undone else game.face_up,
            self.card_ids,
        )
        waiting = list(game.actors_of(after))
        base = game.n + 1 if undone else game.n - 1
        for seat in game.logs:
            if game.seats[seat].bot is not None:
                continue
            seen = filt.events(events, seat)
            log_entry = {
                "n": game.n,
                "by": by,
                "action": filt.action(action, seat),
                "undone": undone,
            }
            game.logs[seat].append({**log_entry, "events": seen})
            conn = game.conns.get(seat)
            if conn is None:
                continue
            picture = game.picturer.picture(filt.view_state(seat))
            patch = diff(conn.view, picture)
            conn.view = picture
            update = message(
                "update",
                game=game.id,
                **log_entry,
                events=seen,
                base=base,
                patch=patch,
                actors=waiting,
                can_undo=self._can_undo(game, seat),
            )
            answers = None
            if reply_to is not None and reply_to[0] is conn:
                if reply_to[1] is not None:
                    update["ref"] = reply_to[1]
                self._acknowledged.add(reply_to)
                answers = self._answer(conn, refused=False)
            conn.send(update, answers)
        game.views = filt.after_views()
        game.face_up = filt.face_up_known()

    def _answer(self, conn: Conn, *, refused: bool) -> _Answer | None:
        """Where the delay of the answer to ``conn``'s ``act`` is noted (None: not measured)."""
        timings = self.timings
        if timings is None:
            return None
        return conn.received, timings.refused if refused else timings.accepted

    def _can_undo(self, game: LiveGame, seat: int) -> bool:
        return len(game.history) > 1 and game.undo_seat == seat and not game.over

    async def _undo(self, game: LiveGame, seat: int, conn: Conn, msg: Message) -> None:
        async with game.lock:
            await self._refresh(game)
            if not self._can_undo(game, seat):
                raise ProtocolError("nothing_to_undo", "nothing_to_undo.turn", n=game.n)
            current, previous = game.history[-1], game.history[-2]
            undone = str(current.actions[-1])
            revision = await self.db(
                self.store.undo, game.id, game.revision, list(actors(previous.state))
            )
            if revision is None:
                await self._refresh(game)
                raise ProtocolError("busy", n=game.n)
            game.revision = game.undone_at = revision
            game.history.pop()
            game.record = previous
            if len(game.history) == 1:
                game.undo_seat = None
            self._announce(game, current.state, previous.state, seat, undone, (), undone=True)
            conn.send(message("ack", ref=msg.ref, n=game.n, undone=undone))

    def _export(self, game: LiveGame, seat: int, msg: Message) -> dict[str, Any]:
        if game.over:
            return message(
                "export", ref=msg.ref, kind="save", text=save_dumps(with_checkpoints(game.record))
            )
        document = {
            "format": "npq-seat-view",
            "version": 1,
            "game": game.id,
            "seat": seat,
            "nation": game.seats[seat].nation,
            "n": game.n,
            "view": encode_view(game.record.state, seat),
            "log": list(game.logs.get(seat, ())),
        }
        return message("export", ref=msg.ref, kind="view", document=document)

    # -- bots -----------------------------------------------------------------------------------
    def _drive(self, game: LiveGame) -> None:
        """Start the game's bot driver if a bot is to play and none runs."""
        if self._stopping or game.over or game.bot_turn() is None:
            return
        if game.driving is None or game.driving.done():
            game.driving = self._spawn(self._drive_bots(game))

    async def _drive_bots(self, game: LiveGame) -> None:
        if not await self.db(self.store.claim, game.id, self.runner, LEASE):
            return
        while not self._stopping:
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            else:
                await asyncio.sleep(0)
            async with game.lock:
                seat = game.bot_turn()
                if seat is None or game.driver is None:
                    return
                # the engine's one bot driver (npq.bots.driver), on the true state: the bot
                # proposes from its seat's view, the driver plays the first legal proposal
                action = game.driver.choose(game.record.state)
                refused = await self._commit(game, seat, action)
                if refused is not None and refused["code"] != "busy":
                    log.error("game %s: the bot of seat %d was refused: %s", game.id, seat, refused)
                    return

    async def _resume_bots(self) -> None:
        """On start: load the running games whose bots are to play, and drive them."""
        try:
            rows = await self.db(self.store.bot_games)
        except StoreError as exc:
            log.error("cannot list the games: %s", exc)
            return
        for game_id in rows:
            if self._stopping:
                return
            try:
                game = await self._game(game_id)
            except StoreError as exc:
                log.error("%s", exc)
                continue
            if game is not None:
                self._drive(game)
            await asyncio.sleep(0)

    # -- other processes ------------------------------------------------------------------------
    async def _poll_loop(self) -> None:
        last_scan = time.monotonic()
        while not self._stopping:
            await asyncio.sleep(self.poll)
            try:
                await self._poll_once()
                if time.monotonic() - last_scan > LEASE / 3:
                    last_scan = time.monotonic()
                    await self._renew_and_scan()
            except StoreError as exc:
                log.error("store: %s", exc)
            except Exception:
                log.exception("the poll loop failed once")

    async def _poll_once(self) -> None:
        if not self.games:
            return
        marks = await self.db(self.store.revisions, list(self.games))
        for game_id, (revision, _) in marks.items():
            game = self.games.get(game_id)
            if game is None or revision == game.revision or game.lock.locked():
                continue
            async with game.lock:
                await self._refresh(game)
            self._drive(game)

    async def _renew_and_scan(self) -> None:
        now = time.monotonic()
        for game_id, game in list(self.games.items()):
            busy = game.driving is not None and not game.driving.done()
            if busy:
                await self.db(self.store.claim, game_id, self.runner, LEASE)
            elif not game.conns and now - game.touched > IDLE:
                del self.games[game_id]
        await self._resume_bots()


#: The edition of the rules of a game stored without one (every game stored before the
#: edition was kept: online play came with edition 2).
STORED_EDITION = 2


def stored_config(config: GameConfig, edition: int) -> dict[str, Any]:
    """What the store keeps of a game's setup: its config and the edition of the rules it is
    played by (a game goes on by the rules it began with, whatever the server's engine
    plays new games by)."""
    return {**config.to_dict(), "edition": edition}


def replay_row(row: GameRow, world: World | None = None) -> GameRecord:
    """A stored game replayed (by the edition of the rules it was begun with);
    :class:`StoreError` names the action that does not replay."""
    data = dict(row.config)
    edition = data.pop("edition", STORED_EDITION)
    try:
        config = GameConfig.from_dict(data)
        if not isinstance(edition, int) or isinstance(edition, bool):
            raise InputError(N_("not an edition of the rules: {edition}"), edition=repr(edition))
        state = new_game(config, row.seed, world, edition=edition)
    except (NPQError, ValueError, TypeError) as exc:
        raise StoreError(
            N_("game {game}: cannot be set up again: {reason}"), game=row.id, reason=exc
        ) from exc
    record = GameRecord(config, row.seed, (), state, (), world)
    seats = row.action_seats if len(row.action_seats) == len(row.actions) else None
    for i, text in enumerate(row.actions, start=1):
        try:
            record, _ = _play(record, Action.parse(text), None if seats is None else seats[i - 1])
        except (RuleViolation, ValueError) as exc:
            raise StoreError(
                N_("game {game}: action {i} ({action}) does not replay: {reason}"),
                game=row.id,
                i=i,
                action=text,
                reason=exc,
            ) from exc
    return record


def _play(
    record: GameRecord, action: Action, seat: int | None = None
) -> tuple[GameRecord, tuple[Any, ...]]:
    """``record.play(action, seat)`` without the state hash of each turn's end: a running
    game needs none, and an export works them out (:func:`with_checkpoints`)."""
    who = acting_seat(record.state, seat)
    state, events = apply(record.state, action, record.world, seat=who)
    seats = (*record.seats, who) if len(record.seats) == len(record.actions) else ()
    return replace(record, actions=(*record.actions, action), state=state, seats=seats), events


def with_checkpoints(record: GameRecord) -> GameRecord:
    """The record with the state hash after each turn and at the end, as ``play`` gives it
    (the save's checkpoints, which ``npq replay`` checks)."""
    state = new_game(record.config, record.seed, record.world, edition=record.state.edition)
    marks = []
    seats = record.seats if len(record.seats) == len(record.actions) else None
    for i, action in enumerate(record.actions, start=1):
        who = acting_seat(state, None if seats is None else seats[i - 1])
        state, _ = apply(state, action, record.world, seat=who)
        if isinstance(action, EndTurn) or state.is_over:
            marks.append((i, state_hash(state)))
    return replace(record, checkpoints=tuple(marks))


def _bot_failed(game_id: str, seat: int, exc: Exception) -> None:
    log.error("game %s: the bot of seat %d failed (its turn is closed): %s", game_id, seat, exc)


async def _close_later(conn: Conn, code: int, reason: str) -> None:
    await asyncio.sleep(0.05)
    conn.closed = True
    with contextlib.suppress(Exception):
        await conn.ws.close(code, reason)


def _seat_of(key: Any, config: GameConfig) -> int:
    """A seat named by its number or its nation."""
    text = str(key)
    if text.isdigit() and int(text) < config.players:
        return int(text)
    if text in config.nations:
        return config.nations.index(text)
    raise ProtocolError("bad_config", "bad_config.seat", seat=text[:30], last=config.players - 1)


#: What a ``create`` may set (the rest of :class:`GameConfig` keeps its default).
CREATE_KEYS = frozenset(
    {
        "nations",
        "names",
        "advanced",
        "telegrams",
        "cession_at_base",
        "second_place",
        "max_rounds",
        "first_player",
        "alternates",
        "not_just_first",
    }
)


def config_from_request(raw: Any) -> GameConfig:
    """The config of a new online game; ``first_player`` is drawn by lot unless given."""
    if not isinstance(raw, dict):
        raise ProtocolError("bad_config", "bad_config.not_object")
    unknown = set(raw) - CREATE_KEYS
    if unknown:
        keys = [str(k)[:30] for k in sorted(unknown)[:10]]
        raise ProtocolError("bad_config", "bad_config.keys", keys=keys, known=sorted(CREATE_KEYS))
    data = {k: v for k, v in raw.items() if k != "advanced"}
    data.setdefault("first_player", None)
    if raw.get("advanced"):
        if "advanced" not in GameConfig.__dataclass_fields__:
            raise ProtocolError("bad_config", "bad_config.no_advanced")
        data["advanced"] = True
    config = GameConfig.from_dict(data)
    if config.is_solo:
        raise ProtocolError("bad_config", "bad_config.solo")
    return config
