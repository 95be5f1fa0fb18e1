"""Shared pieces of the online-play tests: a server in this process, sessions, the PG DSN."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from npq.online.client import SeatSession, create_game
from npq.online.server import GameServer
from npq.online.store import PostgresStore, SQLiteStore, Store

#: The PostgreSQL DSN the tests use (.ci/run starts a server and sets it).
PG_DSN = os.environ.get("NPQ_TEST_PG_DSN")

needs_pg = pytest.mark.skipif(PG_DSN is None, reason="NPQ_TEST_PG_DSN is not set")


def fresh_pg() -> PostgresStore:
    """A PostgreSQL store of its own: a new schema, so parallel tests do not meet."""
    import uuid

    import psycopg

    assert PG_DSN is not None
    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(PG_DSN, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    joiner = "&" if "?" in PG_DSN else "?"
    return PostgresStore(f"{PG_DSN}{joiner}options=-csearch_path%3D{schema}")


def make_store(kind: str, tmp_path: Path) -> Store:
    if kind == "sqlite":
        return SQLiteStore(tmp_path / "games.sqlite3")
    if PG_DSN is None:
        pytest.skip("NPQ_TEST_PG_DSN is not set")
    return fresh_pg()


def run(coro: Any) -> Any:
    """Run a coroutine to the end (a fresh loop per test)."""
    return asyncio.run(coro)


@asynccontextmanager
async def serving(store: Store, **options: Any) -> AsyncIterator[GameServer]:
    server = GameServer(store, **options)
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.stop()


def url_of(server: GameServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


async def new_game(
    server: GameServer, nations: list[str], bots: dict[str, str] | None = None, **config: Any
) -> dict[str, Any]:
    return await create_game(url_of(server), {"nations": nations, **config}, bots)


async def join(server: GameServer, token: str, **options: Any) -> SeatSession:
    session = SeatSession(url_of(server), token, **options)
    await session.connect()
    return session


def tokens(created: dict[str, Any]) -> list[str]:
    return [s["token"] for s in created["seats"] if s["token"]]
