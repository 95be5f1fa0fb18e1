"""Online play end to end: clients play a game to its end through `npq serve` on 127.0.0.1,
while the server is killed (SIGKILL) in the middle of the game and started again.

No action the server acknowledged is lost, the clients reconnect by themselves and carry on,
and the finished game exports as a save that `npq replay` checks.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from _online_helpers import run, tokens
from typer.testing import CliRunner

from npq.cli import app
from npq.online.botseat import SeatBot
from npq.online.client import SeatSession, create_game, play_seat
from npq.online.store import SQLiteStore

NPQ = [sys.executable, "-m", "npq"]


def _start(db: Path, port: int = 0, *extra: str) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen(
        [
            *NPQ,
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--db",
            str(db),
            "--bot-delay",
            "0",
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)", line)
        if found:
            return proc, int(found.group(1))
        if proc.poll() is not None:
            break
    proc.kill()
    raise AssertionError("the server did not start")


def test_clients_play_to_the_end_across_a_server_killed_and_restarted(tmp_path):
    db = tmp_path / "server.sqlite3"
    server, port = _start(db)
    url = f"ws://127.0.0.1:{port}"
    acks: list[tuple[int, str]] = []
    restarted: list[subprocess.Popen] = []
    timings = tmp_path / "timings.json"

    async def main():
        created = await create_game(
            url, {"nations": ["italy", "japan", "usa"], "max_rounds": 5}, {"usa": "greedy"}
        )

        def record(data):
            # an accepted action is acknowledged by its sender's update, carrying its ref
            if data["type"] in ("ack", "update") and data.get("ref") and "action" in data:
                acks.append((data["n"], data["action"]))

        sessions = [
            SeatSession(url, t, on_message=record, reconnect_for=60) for t in tokens(created)
        ]
        plays = [
            asyncio.ensure_future(play_seat(s, SeatBot(kind, i)))
            for i, (s, kind) in enumerate(zip(sessions, ["greedy", "random"], strict=True))
        ]
        # kill the server in the middle of the game, without warning
        while not sessions[0].n >= 18:
            await asyncio.sleep(0.05)
            assert not any(p.done() for p in plays), [p.exception() for p in plays if p.done()]
        os.kill(server.pid, signal.SIGKILL)
        server.wait()
        killed_at = max(s.n for s in sessions)
        # nothing any client was told of is lost (SQLite commits with synchronous=NORMAL: the
        # WAL is written before an action is announced, and a killed process loses nothing)
        store = SQLiteStore(db)
        at_kill = store.load(created["game"])
        store.close()
        lost = [(n, a) for n, a in acks if n > at_kill.n or at_kill.actions[n - 1] != a]
        assert at_kill.n >= killed_at and not lost, (lost, at_kill.actions)
        await asyncio.sleep(1.0)
        # the restarted server times its own answers (npq serve --timings, written on SIGTERM)
        again, _ = await asyncio.to_thread(_start, db, port, "--timings", str(timings))
        restarted.append(again)
        results = await asyncio.wait_for(asyncio.gather(*plays), timeout=300)
        for s in sessions:
            await s.close()
        return created, sessions, results, killed_at

    try:
        created, sessions, results, killed_at = run(main())
        assert results[0] is not None and results[0] == results[1]
        assert all(s.reconnects >= 1 for s in sessions)
        store = SQLiteStore(db)
        row = store.load(created["game"])
        store.close()
        assert row.status == "over" and row.n > killed_at
        # every acknowledged action is in the log, at its place
        bad = [(n, a, row.actions[n - 1]) for n, a in acks if row.actions[n - 1] != a]
        assert acks and not bad, bad
        assert {s.n for s in sessions} == {row.n}

        # the finished game exports as a standard save, and `npq replay` checks it
        out = tmp_path / "game.json"
        cli = CliRunner()
        link = created["seats"][0]["token"]
        done = cli.invoke(
            app,
            [
                "online",
                "export",
                "--server",
                f"127.0.0.1:{port}",
                "--token",
                link,
                "--out",
                str(out),
            ],
        )
        assert done.exit_code == 0, done.output
        assert "finished game" in done.output
        replay = cli.invoke(app, ["replay", str(out), "--json"])
        assert replay.exit_code == 0, replay.output
        summary = json.loads(replay.output)
        assert summary["over"] and summary["actions"] == row.n
        assert summary["winners"] == [created["seats"][i]["nation"] for i in results[0]["winners"]]
    finally:
        for proc in [server, *restarted]:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
    # what the restarted server measured of itself: the answers to its clients' actions
    measured = json.loads(timings.read_text())
    assert measured["accepted_ms"]["count"] > 0 and measured["accepted_ms"]["p95"] > 0
    assert measured["loop_lag_ms"]["count"] > 0 and measured["cpu_s"] > 0
