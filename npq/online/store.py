"""Where the server keeps its games: config + seed + action log, one row per action.

A game is its configuration, its seed and its actions (DESIGN "Architecture"), so that is
what is stored; the state is the replay. Every accepted action is committed *before* anyone
hears of it (the server commits the actions that arrive together in one transaction), so a
server killed at any moment (SIGKILL) has lost no action it announced, and on restart every
game continues where it was.

What a commit survives: SQLite in WAL mode with ``synchronous=NORMAL`` (the default) writes
each commit to the write-ahead log before it returns, so the commit survives the server
process being killed; the WAL is synced to the disk at checkpoints, so a power cut or an
operating-system crash may lose the last moments of play (never the database's consistency).
``fsync=True`` (``npq serve --fsync``) is ``synchronous=FULL``: each commit waits for the disk
(8 ms median and 22 ms p95 an fsync on the loaded development machine, against 0.02 ms) and
survives a power cut too. PostgreSQL commits as its server is configured (by default it
flushes its WAL at each commit).

Two back ends behind one interface:

- :class:`SQLiteStore` (the default, ``--db FILE``): WAL journal, ``synchronous=NORMAL``,
  ``BEGIN IMMEDIATE`` transactions, a busy timeout; several server processes on one machine
  may share the file.
- :class:`PostgresStore` (``--db postgresql://...``, psycopg 3): for a community server whose
  players outgrow one machine; any number of server processes share it.

Several processes may hold the same game: each game row has a ``revision`` that every change
(an action appended, one taken back) raises by one, and a change names the revision it was made
on (optimistic concurrency), so two processes can never both append action ``n``. A process
that lost the race reloads the game. ``undone_at`` is the revision of the last take-back: a
process whose copy is older must replay the game from the start rather than read the new
actions only. The bots of a game are driven by one process at a time, the holder of its lease
(``runner``, ``runner_until``).

The schema is versioned (table ``meta``); an unknown version is refused.
"""

from __future__ import annotations

import abc
import json
import sqlite3
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from npq import reasons
from npq.errors import NPQError
from npq.i18n import N_

__all__ = [
    "SCHEMA_VERSION",
    "GameRow",
    "PostgresStore",
    "SQLiteStore",
    "SeatRow",
    "Store",
    "StoreError",
    "open_store",
]

SCHEMA_VERSION = 1

_SCHEMA = [
    """CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        config TEXT NOT NULL,
        seed TEXT NOT NULL,
        created DOUBLE PRECISION NOT NULL,
        status TEXT NOT NULL,
        n INTEGER NOT NULL,
        revision INTEGER NOT NULL,
        undone_at INTEGER NOT NULL,
        waiting TEXT NOT NULL,
        bot_seats TEXT NOT NULL,
        runner TEXT,
        runner_until DOUBLE PRECISION NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        nation TEXT NOT NULL,
        token_hash TEXT UNIQUE,
        bot TEXT,
        PRIMARY KEY (game_id, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS actions (
        game_id TEXT NOT NULL REFERENCES games(id),
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, n)
    )""",
    """CREATE INDEX IF NOT EXISTS games_status ON games (status)""",
]


class StoreError(NPQError):
    """The database cannot be opened or used (wrong schema version, unreachable server); its
    message a template and params, said in the language in force (:mod:`npq.errors`)."""


_SCHEMA_MISMATCH = N_("the database has schema version {found}; this server reads {reads}")


def _pg_error(dsn: str, exc: BaseException) -> StoreError:
    """A psycopg failure as the admin reads it: the database (its password hidden), why in
    the language in force (:mod:`npq.reasons`: the SQLSTATE or libpq's words), then what
    psycopg said (English: the host, port, user it names)."""
    return StoreError(
        N_("PostgreSQL {database}: {reason} ({said})"),
        database=_redact_dsn(dsn),
        reason=exc,
        said=reasons.library_text(exc),
    )


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    nation: str
    bot: str | None
    has_token: bool


@dataclass(frozen=True, slots=True)
class GameRow:
    """A stored game: what replays it, and its bookkeeping."""

    id: str
    config: dict[str, Any]
    seed: int
    status: str
    n: int
    revision: int
    undone_at: int
    waiting: tuple[int, ...]
    seats: tuple[SeatRow, ...]
    actions: tuple[str, ...]
    created: float
    #: the seat that took each action (a decision may be answered out of turn)
    action_seats: tuple[int, ...] = ()


class Store(abc.ABC):
    """The storage interface. Calls block: the server runs them on its database thread."""

    #: ``?`` placeholders are rewritten to the back end's.
    _placeholder = "?"
    #: Whether a call returns within a fraction of a millisecond as a rule (a local file), so
    #: the server runs it on its event loop rather than on its database thread: a hand-over
    #: to a thread and back costs two wake-ups, each a wait for a CPU on a loaded machine.
    inline = False

    def __init__(self) -> None:
        self._lock = threading.Lock()

    # -- back-end hooks -------------------------------------------------------------------------
    @abc.abstractmethod
    def _execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run one statement on the back end; the rows it returns."""

    @abc.abstractmethod
    def _transaction(self) -> Any:
        """A context manager: one transaction on the back end."""

    @abc.abstractmethod
    def close(self) -> None:
        """Release the back end's connections."""

    def _q(self, sql: str) -> str:
        return sql if self._placeholder == "?" else sql.replace("?", self._placeholder)

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return self._execute(self._q(sql), params)

    # -- schema ---------------------------------------------------------------------------------
    def _migrate(self) -> None:
        with self._lock, self._transaction():
            for statement in _SCHEMA:
                self._run(statement)
            rows = self._run("SELECT value FROM meta WHERE key = 'schema'")
            if not rows:
                self._run(
                    "INSERT INTO meta (key, value) VALUES ('schema', ?)", [str(SCHEMA_VERSION)]
                )
            elif rows[0][0] != str(SCHEMA_VERSION):
                raise StoreError(_SCHEMA_MISMATCH, found=rows[0][0], reads=SCHEMA_VERSION)

    # -- games ----------------------------------------------------------------------------------
    def create_game(
        self,
        game_id: str,
        config: dict[str, Any],
        seed: int,
        seats: Iterable[tuple[int, str, str | None, str | None]],
        waiting: Sequence[int],
        bot_seats: Sequence[int] = (),
    ) -> None:
        """Store a new game with its seats ``(seat, nation, token_hash, bot)``."""
        with self._lock, self._transaction():
            self._run(
                "INSERT INTO games (id, config, seed, created, status, n, revision, undone_at, "
                "waiting, bot_seats, runner, runner_until) "
                "VALUES (?, ?, ?, ?, 'running', 0, 0, 0, ?, ?, NULL, 0)",
                [
                    game_id,
                    json.dumps(config, sort_keys=True),
                    str(seed),
                    time.time(),
                    json.dumps(list(waiting)),
                    json.dumps(sorted(bot_seats)),
                ],
            )
            for seat, nation, token_hash, bot in seats:
                self._run(
                    "INSERT INTO seats (game_id, seat, nation, token_hash, bot) "
                    "VALUES (?, ?, ?, ?, ?)",
                    [game_id, seat, nation, token_hash, bot],
                )

    def find_seat(self, token_hash: str) -> tuple[str, int] | None:
        """The game and seat a token opens, or None."""
        with self._lock, self._transaction():
            rows = self._run("SELECT game_id, seat FROM seats WHERE token_hash = ?", [token_hash])
        return (str(rows[0][0]), int(rows[0][1])) if rows else None

    def load(self, game_id: str, after: int = 0) -> GameRow | None:
        """A game with its actions numbered above ``after`` (all by default), or None."""
        with self._lock, self._transaction():
            rows = self._run(
                "SELECT id, config, seed, status, n, revision, undone_at, waiting, created "
                "FROM games WHERE id = ?",
                [game_id],
            )
            if not rows:
                return None
            seats = self._run(
                "SELECT seat, nation, bot, token_hash IS NOT NULL FROM seats WHERE game_id = ? "
                "ORDER BY seat",
                [game_id],
            )
            actions = self._run(
                "SELECT n, action, seat FROM actions WHERE game_id = ? AND n > ? ORDER BY n",
                [game_id, after],
            )
        gid, config, seed, status, n, revision, undone_at, waiting, created = rows[0]
        numbers = [int(a[0]) for a in actions]
        if numbers != list(range(after + 1, int(n) + 1)):
            raise StoreError(
                N_("game {game}: the action log has gaps ({count} of {n})"),
                game=gid,
                count=len(numbers),
                n=int(n),
            )
        return GameRow(
            id=str(gid),
            config=json.loads(config),
            seed=int(seed),
            status=str(status),
            n=int(n),
            revision=int(revision),
            undone_at=int(undone_at),
            waiting=tuple(json.loads(waiting)),
            seats=tuple(SeatRow(int(s), str(na), b, bool(t)) for s, na, b, t in seats),
            actions=tuple(str(a[1]) for a in actions),
            created=float(created),
            action_seats=tuple(int(a[2]) for a in actions),
        )

    def append(
        self,
        game_id: str,
        revision: int,
        seat: int,
        action: str,
        status: str,
        waiting: Sequence[int],
    ) -> int | None:
        """Append one action made on ``revision``; the new revision, or None if the game moved
        on meanwhile (another process changed it: reload and try again)."""
        return self.append_many([(game_id, revision, seat, action, status, waiting)])[0]

    def append_many(
        self, items: Sequence[tuple[str, int, int, str, str, Sequence[int]]]
    ) -> list[int | None]:
        """:meth:`append` for several actions (of different games) in one transaction: one
        durable commit for all (the server groups the actions that arrive together)."""
        out: list[int | None] = []
        now = time.time()
        with self._lock, self._transaction():
            for game_id, revision, seat, action, status, waiting in items:
                rows = self._run(
                    "UPDATE games SET n = n + 1, revision = revision + 1, status = ?, "
                    "waiting = ? WHERE id = ? AND revision = ? RETURNING n",
                    [status, json.dumps(list(waiting)), game_id, revision],
                )
                if not rows:
                    out.append(None)
                    continue
                self._run(
                    "INSERT INTO actions (game_id, n, seat, action, at) VALUES (?, ?, ?, ?, ?)",
                    [game_id, int(rows[0][0]), seat, action, now],
                )
                out.append(revision + 1)
        return out

    def undo(self, game_id: str, revision: int, waiting: Sequence[int]) -> int | None:
        """Take back the last action (made on ``revision``); the new revision, or None."""
        with self._lock, self._transaction():
            rows = self._run(
                "UPDATE games SET n = n - 1, revision = revision + 1, undone_at = revision + 1, "
                "status = 'running', waiting = ? WHERE id = ? AND revision = ? AND n > 0 "
                "RETURNING n",
                [json.dumps(list(waiting)), game_id, revision],
            )
            if not rows:
                return None
            self._run(
                "DELETE FROM actions WHERE game_id = ? AND n = ?", [game_id, int(rows[0][0]) + 1]
            )
        return revision + 1

    def revisions(self, game_ids: Sequence[str]) -> dict[str, tuple[int, int]]:
        """``{game: (revision, undone_at)}`` for the games named (to notice other processes)."""
        out: dict[str, tuple[int, int]] = {}
        ids = list(game_ids)
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            marks = ", ".join("?" * len(chunk))
            with self._lock, self._transaction():
                rows = self._run(
                    f"SELECT id, revision, undone_at FROM games WHERE id IN ({marks})", chunk
                )
            out.update({str(r[0]): (int(r[1]), int(r[2])) for r in rows})
        return out

    def games(self, status: str | None = None) -> list[tuple[str, str, int, tuple[int, ...]]]:
        """``(id, status, n, waiting)`` of every game (or those of one status), oldest first."""
        with self._lock, self._transaction():
            if status is None:
                rows = self._run("SELECT id, status, n, waiting FROM games ORDER BY created")
            else:
                rows = self._run(
                    "SELECT id, status, n, waiting FROM games WHERE status = ? ORDER BY created",
                    [status],
                )
        return [(str(r[0]), str(r[1]), int(r[2]), tuple(json.loads(r[3]))) for r in rows]

    def bot_games(self) -> list[str]:
        """Running games whose bots are to play and whose lease no live process holds."""
        with self._lock, self._transaction():
            rows = self._run(
                "SELECT id, waiting, bot_seats FROM games WHERE status = 'running' "
                "AND bot_seats <> '[]' AND runner_until < ? ORDER BY created",
                [time.time()],
            )
        return [str(r[0]) for r in rows if set(json.loads(r[1])) & set(json.loads(r[2]))]

    def claim(self, game_id: str, runner: str, seconds: float) -> bool:
        """Take (or renew) the lease to drive the bots of a game; False if another holds it."""
        now = time.time()
        with self._lock, self._transaction():
            rows = self._run(
                "UPDATE games SET runner = ?, runner_until = ? WHERE id = ? AND "
                "(runner IS NULL OR runner = ? OR runner_until < ?) RETURNING id",
                [runner, now + seconds, game_id, runner, now],
            )
        return bool(rows)

    def release(self, runner: str) -> None:
        """Give up every lease of ``runner`` (a server shutting down)."""
        with self._lock, self._transaction():
            self._run("UPDATE games SET runner = NULL, runner_until = 0 WHERE runner = ?", [runner])


class SQLiteStore(Store):
    """The default store: one SQLite file in WAL mode; commits survive the process killed
    (``synchronous=NORMAL``), or a power cut too with ``fsync`` (``synchronous=FULL``).
    Called on the server's event loop (:attr:`Store.inline`) unless it waits for the disk at
    each commit (``fsync``): a commit takes 0.3-0.5 ms (a checkpoint of the WAL, every
    thousand pages written, some 20-35 ms)."""

    def __init__(self, path: str | Path, *, fsync: bool = False) -> None:
        super().__init__()
        self.path = Path(path)
        self.fsync = fsync
        self.inline = not fsync
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(
                str(self.path), isolation_level=None, check_same_thread=False, timeout=10.0
            )
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute(f"PRAGMA synchronous={'FULL' if fsync else 'NORMAL'}")
            self._conn.execute("PRAGMA foreign_keys=ON")
            self._conn.execute("PRAGMA busy_timeout=10000")
            self._migrate()
        except (sqlite3.DatabaseError, OSError) as exc:
            raise StoreError(
                N_("{path}: not a usable game database: {reason}"), path=self.path, reason=exc
            ) from exc

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        cur = self._conn.execute(sql, list(params))
        return [tuple(r) for r in cur.fetchall()]

    def _transaction(self) -> Any:
        return _SQLiteTx(self._conn)

    def close(self) -> None:
        self._conn.close()

    def __repr__(self) -> str:
        return f"SQLiteStore({str(self.path)!r})"


class _SQLiteTx:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def __enter__(self) -> None:
        self._conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: Any, exc: Any, tb: Any) -> None:
        if kind is None:
            self._conn.execute("COMMIT")
        else:
            self._conn.execute("ROLLBACK")


class PostgresStore(Store):
    """A PostgreSQL store (psycopg 3) that any number of server processes share."""

    _placeholder = "%s"

    def __init__(self, dsn: str) -> None:
        super().__init__()
        try:
            import psycopg
        except ImportError as exc:  # pragma: no cover - depends on the installation
            raise StoreError(
                N_("PostgreSQL needs psycopg 3: pip install 'north-pole-quest[postgres]'")
            ) from exc
        self._psycopg = psycopg
        self.dsn = dsn
        try:
            self._conn = psycopg.connect(dsn, autocommit=True, connect_timeout=10)
            self._migrate_pg()
        except psycopg.Error as exc:
            raise _pg_error(dsn, exc) from exc

    def _migrate_pg(self) -> None:
        # CREATE TABLE IF NOT EXISTS races between processes starting together: serialise
        with self._lock, self._conn.transaction():
            self._conn.execute("SELECT pg_advisory_xact_lock(1924)")
            for statement in _SCHEMA:
                self._conn.execute(statement)
            rows = self._conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchall()
            if not rows:
                self._conn.execute(
                    "INSERT INTO meta (key, value) VALUES ('schema', %s)", [str(SCHEMA_VERSION)]
                )
            elif rows[0][0] != str(SCHEMA_VERSION):
                raise StoreError(_SCHEMA_MISMATCH, found=rows[0][0], reads=SCHEMA_VERSION)

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        cur = self._conn.execute(sql, list(params))
        if cur.description is None:
            return []
        return [tuple(r) for r in cur.fetchall()]

    def _transaction(self) -> Any:
        if self._conn.closed or self._conn.broken:
            # the database restarted or the network dropped: one new connection, then go on
            try:
                self._conn = self._psycopg.connect(self.dsn, autocommit=True, connect_timeout=10)
            except self._psycopg.Error as exc:
                raise _pg_error(self.dsn, exc) from exc
        return _PgTx(self._conn.transaction(), self._psycopg.Error, self.dsn)

    def close(self) -> None:
        self._conn.close()

    def __repr__(self) -> str:
        return f"PostgresStore({_redact_dsn(self.dsn)!r})"


class _PgTx:
    """A psycopg transaction whose database errors come out as :class:`StoreError`."""

    def __init__(self, tx: Any, error: type[Exception], dsn: str) -> None:
        self._tx, self._error, self._dsn = tx, error, dsn

    def __enter__(self) -> None:
        try:
            self._tx.__enter__()
        except self._error as failure:
            raise _pg_error(self._dsn, failure) from failure

    def __exit__(self, kind: Any, exc: Any, tb: Any) -> None:
        try:
            self._tx.__exit__(kind, exc, tb)
        except self._error as failure:
            raise _pg_error(self._dsn, failure) from failure
        if isinstance(exc, self._error) and not isinstance(exc, self._integrity):
            raise _pg_error(self._dsn, exc) from exc

    @property
    def _integrity(self) -> type[Exception]:
        import psycopg

        return psycopg.IntegrityError


def _redact_dsn(dsn: str) -> str:
    """The DSN without its password, for messages."""
    if "@" in dsn and "://" in dsn:
        scheme, rest = dsn.split("://", 1)
        creds, host = rest.rsplit("@", 1)
        return f"{scheme}://{creds.split(':', 1)[0]}@{host}"
    return dsn


def open_store(where: str | Path, *, fsync: bool = False) -> Store:
    """``postgresql://...`` (or ``postgres://``) opens PostgreSQL; anything else is a file
    (``fsync``: SQLite waits for the disk at each commit)."""
    text = str(where)
    if text.startswith(("postgresql://", "postgres://")):
        return PostgresStore(text)
    return SQLiteStore(text, fsync=fsync)
