"""Load benchmark of the game server on the loopback interface (issue #16).

Starts ``npq serve`` (a separate process, its own SQLite file in a temporary folder) on
127.0.0.1, creates ``--games`` two-seat games and joins every seat with a lean WebSocket client.
On its turn a seat plays like a quick player: after a pause of ``think`` seconds (uniform
0.5-1.5 x), it tries a Strategy card draw, a Specialist hire, a refuel, and ends its turn (the
rules refuse what is not possible: a refusal is answered too and counted). Measured:

- the latency from an action sent to the ``update`` carrying its events received by the same
  client (p50, p95, p99, max), for accepted actions;
- the server's resident memory per game: (RSS with every game loaded and played - RSS before
  the games) / games;
- actions per second the server accepted.

Bounded in count and time: it stops after ``--seconds`` or ``--actions`` actions per game,
whichever comes first, then stops the server. Only 127.0.0.1 is contacted.

    .venv/bin/python benchmarks/online_load.py --games 200 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import websockets

from npq.online.picture import apply_patch
from npq.online.protocol import VERSION

TURN = ["draw-strategy", "hire-specialist engineer", "refuel 1", "end"]


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_s(pid: int) -> float:
    """CPU seconds (user + system) a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _load_average() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0])


def start_server(db: Path) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "npq",
            "serve",
            "--port",
            "0",
            "--db",
            str(db),
            "--rate",
            "100",
            "--bot-delay",
            "0",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)", proc.stdout.readline())
        if found:
            return proc, int(found.group(1))
        if proc.poll() is not None:
            break
    proc.kill()
    raise RuntimeError("the server did not start")


class Seat:
    """One seat's lean client: joins, tracks the game, plays its turns, times its actions."""

    def __init__(self, url: str, token: str, rng: random.Random, think: float) -> None:
        self.url, self.token, self.rng, self.think = url, token, rng, think
        self.seat = -1
        self.picture: Any = None
        self.n = 0
        self.actors: list[int] = []
        self.over = False
        self.latencies: list[float] = []
        self.refusals = 0
        self.errors: list[str] = []
        self.sent_at: float | None = None
        self.sent_n = -1
        self.answered = asyncio.Event()
        self.turn_changed = asyncio.Event()

    async def run(self, stop_at: float, max_actions: int) -> None:
        async with websockets.connect(self.url, max_size=None, compression=None) as ws:
            await ws.send(json.dumps({"v": VERSION, "type": "hello", "token": self.token}))
            welcome = json.loads(await ws.recv())
            self.seat, self.n, self.actors = welcome["seat"], welcome["n"], welcome["actors"]
            self.picture = welcome["view"]
            reader = asyncio.ensure_future(self._read(ws))
            try:
                await self._play(ws, stop_at, max_actions)
            finally:
                reader.cancel()

    async def _read(self, ws: Any) -> None:
        async for raw in ws:
            msg = json.loads(raw)
            kind = msg["type"]
            if kind == "update":
                # the view travels as a patch of the last one (protocol 2): kept up to date as
                # a real client does
                if msg["base"] != self.n:
                    self.errors.append("patch_base")
                self.picture = apply_patch(self.picture, msg["patch"])
                self.n, self.actors = msg["n"], msg["actors"]
                if self.picture.get("outcome") is not None:
                    self.over = True
                if msg["by"] == self.seat and msg["n"] == self.sent_n + 1 and self.sent_at:
                    self.latencies.append(time.perf_counter() - self.sent_at)
                    self.sent_at = None
                    self.answered.set()
                self.turn_changed.set()
            elif kind == "error":
                self.refusals += 1
                # a refusal by the rules has a dotted code (services.refuel.tank_full): counted
                if msg["code"] not in ("not_your_turn", "stale") and "." not in msg["code"]:
                    self.errors.append(msg["code"])
                self.sent_at = None
                self.answered.set()

    async def _play(self, ws: Any, stop_at: float, max_actions: int) -> None:
        played = 0
        while not self.over and time.monotonic() < stop_at and played < max_actions:
            if self.seat not in self.actors:
                self.turn_changed.clear()
                try:
                    await asyncio.wait_for(
                        self.turn_changed.wait(), max(0.1, stop_at - time.monotonic())
                    )
                except TimeoutError:
                    return
                continue
            for text in TURN:
                await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
                if time.monotonic() >= stop_at or self.seat not in self.actors:
                    break
                self.answered.clear()
                self.sent_n = self.n
                self.sent_at = time.perf_counter()
                await ws.send(
                    json.dumps({"v": VERSION, "type": "act", "action": text, "n": self.n})
                )
                try:
                    await asyncio.wait_for(self.answered.wait(), 30)
                except TimeoutError:
                    self.errors.append("timeout")
                played += 1


async def _load(
    port: int, games: int, seconds: float, max_actions: int, think: float, pid: int
) -> dict[str, Any]:
    url = f"ws://127.0.0.1:{port}"
    tokens = []
    for _ in range(games):
        async with websockets.connect(url) as ws:
            await ws.send(
                json.dumps(
                    {
                        "v": VERSION,
                        "type": "create",
                        "config": {
                            "nations": ["italy", "japan"],
                            "first_player": 0,
                            "max_rounds": 100,
                        },
                    }
                )
            )
            created = json.loads(await ws.recv())
            assert created["type"] == "created", created
            tokens.append([s["token"] for s in created["seats"]])
    rss_games = _rss_kib(pid)
    rng = random.Random(1924)
    seats = [Seat(url, t, random.Random(rng.random()), think) for pair in tokens for t in pair]
    stop_at = time.monotonic() + seconds
    load_before = _load_average()
    cpu_server, cpu_clients = _cpu_s(pid), time.process_time()
    started = time.perf_counter()
    await asyncio.gather(*(s.run(stop_at, max_actions) for s in seats))
    elapsed = time.perf_counter() - started
    cpu_server, cpu_clients = _cpu_s(pid) - cpu_server, time.process_time() - cpu_clients
    lat = sorted(x for s in seats for x in s.latencies)

    def q(p: float) -> float:
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 2) if lat else float("nan")

    answered = len(lat) + sum(s.refusals for s in seats)
    return {
        "games": games,
        "seats": len(seats),
        "seconds": round(elapsed, 1),
        "accepted_actions": len(lat),
        "refused_actions": sum(s.refusals for s in seats),
        "actions_per_second": round(len(lat) / elapsed, 1),
        "latency_ms": {
            "p50": q(0.50),
            "p95": q(0.95),
            "p99": q(0.99),
            "max": q(1.0) if lat else None,
            "mean": round(1000 * statistics.fmean(lat), 2) if lat else None,
        },
        "errors": sorted({e for s in seats for e in s.errors}),
        # the machine is shared: the server's own CPU time tells its cost whatever the load
        "server_cpu_s": round(cpu_server, 2),
        "server_cpu_share": round(cpu_server / elapsed, 3),
        "server_cpu_ms_per_answered_action": round(1000 * cpu_server / max(1, answered), 2),
        "clients_cpu_s": round(cpu_clients, 2),
        "load_average_1min": [load_before, _load_average()],
        "rss_after_games_kib": _rss_kib(pid),
        "rss_games_created_kib": rss_games,
    }


def run_load(
    games: int = 200, seconds: float = 60.0, max_actions: int = 200, think: float = 1.0
) -> dict[str, Any]:
    """Start a server, load it, stop it; the figures."""
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = start_server(Path(tmp) / "load.sqlite3")
        try:
            time.sleep(0.5)
            base = _rss_kib(proc.pid)
            out = asyncio.run(_load(port, games, seconds, max_actions, think, proc.pid))
            out["rss_idle_kib"] = base
            out["memory_per_game_kib"] = round((out["rss_after_games_kib"] - base) / games, 1)
            return out
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--actions", type=int, default=200, help="at most this many per seat")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds between actions")
    args = parser.parse_args()
    if not (1 <= args.games <= 1000 and 1 <= args.seconds <= 600):
        parser.error("--games 1..1000, --seconds 1..600")
    print(json.dumps(run_load(args.games, args.seconds, args.actions, args.think), indent=1))


if __name__ == "__main__":
    main()
