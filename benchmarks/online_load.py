"""Load benchmark of the game server on the loopback interface (issue #16).

Starts ``npq serve`` (a separate process, its own SQLite file in a temporary folder, with
``--timings``) on 127.0.0.1 and creates ``--games`` two-seat games. The seats are played by
lean WebSocket clients spread over ``--clients`` processes of their own (so the clients' work
is neither on the server's loop nor in one process that falls behind), each with one asyncio
loop.

Phases: every seat joins first (the server sends each its view: not timed); then, at one
moment for all, the seats play for ``--seconds``. The pacing of the clients: on its turn a
seat plays like a quick player, a pause of ``think`` seconds (uniform 0.5-1.5 x) before each
action, and tries a Strategy card draw, a Specialist hire, a refuel, and ends its turn (the
rules refuse what is not possible: a refusal is answered too and counted). One seat of each
game is on turn at any time, so the load offered is about ``games / think`` actions a second.

Measured:

- **seen by the clients**: the latency from an action sent to the ``update`` carrying its
  events received by the same client (p50, p95, p99, max), for accepted actions;
- **inside the server** (``npq serve --timings``): from the action's message received to the
  answer written to the socket, and how late the server's event loop wakes from a 50 ms
  sleep: on a machine shared with other work, that lateness is the wait for a CPU;
- how late the **clients'** event loops wake (the same 50 ms ticker in each client process):
  what the clients add to the latency they see;
- the server's CPU time per answered action (from ``/proc``) and its share of a core, the
  clients' CPU time, the load average, and the server's resident memory per game: (RSS with
  every game loaded and played - RSS before the games) / games.

Bounded in count and time: it stops after ``--seconds`` or ``--actions`` actions per seat,
whichever comes first, then stops the server. Only 127.0.0.1 is contacted.

    .venv/bin/python benchmarks/online_load.py --games 200 --seconds 30
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
#: The period of the tickers that measure how late an event loop wakes.
TICK = 0.05


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_s(pid: int) -> tuple[float, float]:
    """CPU seconds in user and in system (kernel) mode a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def _load_average() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0])


def _quantiles(values: list[float]) -> dict[str, Any]:
    """p50, p95, p99, max and mean in milliseconds."""
    data = sorted(values)
    if not data:
        return {"count": 0}

    def q(p: float) -> float:
        return round(1000 * data[min(len(data) - 1, int(p * len(data)))], 2)

    return {
        "count": len(data),
        "p50": q(0.50),
        "p95": q(0.95),
        "p99": q(0.99),
        "max": q(1.0),
        "mean": round(1000 * statistics.fmean(data), 2),
    }


#: ``npq`` run under cProfile counting CPU time (not wall time: on a shared machine a process
#: waits for a CPU in any call), the statistics written when it stops.
_PROFILED = """
import cProfile, sys, time
from npq.cli import main
out = sys.argv.pop(1)
profile = cProfile.Profile(time.process_time)
try:
    profile.runcall(main)
except SystemExit:
    pass
finally:
    profile.dump_stats(out)
"""


def start_server(
    db: Path, timings: Path | None, profile: Path | None = None
) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [
            sys.executable,
            *(["-m", "npq"] if profile is None else ["-c", _PROFILED, str(profile)]),
            "serve",
            "--port",
            "0",
            "--db",
            str(db),
            "--rate",
            "100",
            "--bot-delay",
            "0",
            *([] if timings is None else ["--timings", str(timings)]),
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


# -- a client process ---------------------------------------------------------------------------
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
        self.ws: Any = None
        self.reader: asyncio.Task[None] | None = None

    async def join(self) -> None:
        self.ws = await websockets.connect(self.url, max_size=None, compression=None)
        await self.ws.send(json.dumps({"v": VERSION, "type": "hello", "token": self.token}))
        while True:
            welcome = json.loads(await self.ws.recv())
            if welcome["type"] == "welcome":
                break
        self.seat, self.n, self.actors = welcome["seat"], welcome["n"], welcome["actors"]
        self.picture = welcome["view"]
        self.reader = asyncio.ensure_future(self._read(self.ws))

    async def close(self) -> None:
        if self.reader is not None:
            self.reader.cancel()
        if self.ws is not None:
            await self.ws.close()

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

    async def play(self, stop_at: float, max_actions: int) -> None:
        played = 0
        ws = self.ws
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
                pause = self.think * self.rng.uniform(0.5, 1.5)
                await asyncio.sleep(min(pause, max(0.0, stop_at - time.monotonic())))
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


async def _ticker(lags: list[float], stop_at: float) -> None:
    while time.monotonic() < stop_at:
        start = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append(time.perf_counter() - start - TICK)


async def _client(job: dict[str, Any]) -> dict[str, Any]:
    """Join every seat of ``job``, say so, wait for the start, play, report."""
    rng = random.Random(job["seed"])
    seats = [Seat(job["url"], t, random.Random(rng.random()), job["think"]) for t in job["tokens"]]
    for i in range(0, len(seats), 20):
        await asyncio.gather(*(s.join() for s in seats[i : i + 20]))
    print("joined", len(seats), flush=True)
    loop = asyncio.get_running_loop()
    line = await loop.run_in_executor(None, sys.stdin.readline)
    # the start and the stop, as moments of the machine's monotonic clock (one for all
    # processes on Linux)
    start_at, seconds = (float(x) for x in line.split()[1:3])
    await asyncio.sleep(max(0.0, start_at - time.monotonic()))
    stop_at = start_at + seconds
    cpu = time.process_time()
    lags: list[float] = []
    ticker = asyncio.ensure_future(_ticker(lags, stop_at))
    await asyncio.gather(*(s.play(stop_at, job["max_actions"]) for s in seats))
    cpu = time.process_time() - cpu
    ticker.cancel()
    out = {
        "latencies": [x for s in seats for x in s.latencies],
        "refusals": sum(s.refusals for s in seats),
        "errors": sorted({e for s in seats for e in s.errors}),
        "lags": lags,
        "cpu_s": cpu,
    }
    # reported before the connections close: the server's figures are taken on it
    print("result", json.dumps(out), flush=True)
    for i in range(0, len(seats), 50):
        await asyncio.gather(*(s.close() for s in seats[i : i + 50]), return_exceptions=True)
    return out


def client_main() -> None:
    job = json.loads(sys.stdin.readline())
    asyncio.run(_client(job))


# -- the run ------------------------------------------------------------------------------------
async def _create(url: str, games: int) -> list[list[str]]:
    tokens = []
    async with websockets.connect(url) as ws:
        for _ in range(games):
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
            if created["type"] == "error" and created["code"] == "rate_limited":
                # one connection may create 10 games at once, then one every 5 s
                break
            assert created["type"] == "created", created
            tokens.append([s["token"] for s in created["seats"]])
    if len(tokens) < games:
        tokens += await _create(url, games - len(tokens))
    return tokens


def _expect(proc: subprocess.Popen[str], word: str) -> str:
    assert proc.stdout is not None
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError(f"a client process ended before it said {word!r}")
        if line.startswith(word):
            return line


def run_load(
    games: int = 200,
    seconds: float = 60.0,
    max_actions: int = 200,
    think: float = 1.0,
    clients: int = 4,
    server_timings: bool = True,
    profile: Path | None = None,
) -> dict[str, Any]:
    """Start a server, load it, stop it; the figures. ``server_timings=False``: a server
    without ``--timings`` (an older one, to compare with); ``profile``: run the server under
    cProfile and write its statistics there (slower: for where the time goes, not figures)."""
    with tempfile.TemporaryDirectory() as tmp:
        timings_file = Path(tmp) / "timings.json"
        proc, port = start_server(
            Path(tmp) / "load.sqlite3", timings_file if server_timings else None, profile
        )
        url = f"ws://127.0.0.1:{port}"
        procs: list[subprocess.Popen[str]] = []
        try:
            time.sleep(0.5)
            rss_idle = _rss_kib(proc.pid)
            tokens = asyncio.run(_create(url, games))
            rss_games = _rss_kib(proc.pid)
            seat_tokens = [t for pair in tokens for t in pair]
            clients = max(1, min(clients, len(seat_tokens)))
            for i in range(clients):
                job = {
                    "url": url,
                    "tokens": seat_tokens[i::clients],
                    "think": think,
                    "max_actions": max_actions,
                    "seed": 1924 + i,
                }
                child = subprocess.Popen(
                    [sys.executable, __file__, "--client"],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                    env={**os.environ, "PYTHONUNBUFFERED": "1"},
                )
                assert child.stdin is not None
                child.stdin.write(json.dumps(job) + "\n")
                child.stdin.flush()
                procs.append(child)
            for child in procs:
                _expect(child, "joined")
            start_at = time.monotonic() + 0.5
            for child in procs:
                assert child.stdin is not None
                child.stdin.write(f"go {start_at} {seconds}\n")
                child.stdin.flush()
            time.sleep(max(0.0, start_at - time.monotonic()))
            load_before = _load_average()
            user_before, system_before = _cpu_s(proc.pid)
            results = [json.loads(_expect(child, "result").split(" ", 1)[1]) for child in procs]
            elapsed = time.monotonic() - start_at
            user, system = _cpu_s(proc.pid)
            user, system = user - user_before, system - system_before
            cpu_server = user + system
            load_after = _load_average()
            rss_played = _rss_kib(proc.pid)
            for child in procs:
                child.wait(30)
        finally:
            for child in procs:
                if child.poll() is None:
                    child.kill()
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
        server = json.loads(timings_file.read_text()) if timings_file.exists() else {}
    latencies = [x for r in results for x in r["latencies"]]
    refused = sum(r["refusals"] for r in results)
    answered = len(latencies) + refused
    return {
        "games": games,
        "seats": len(seat_tokens),
        "client_processes": clients,
        "think_s": think,
        "offered_actions_per_second": round(games / think, 1),
        "seconds": round(elapsed, 1),
        "accepted_actions": len(latencies),
        "refused_actions": refused,
        "actions_per_second": round(len(latencies) / elapsed, 1),
        "answered_per_second": round(answered / elapsed, 1),
        # what the clients see: action sent -> its update received
        "latency_ms": _quantiles(latencies),
        # what the server sees of the same: message received -> answer written
        "server_ms": server.get("accepted_ms"),
        "server_refused_ms": server.get("refused_ms"),
        # how late the event loops wake from a 50 ms sleep (the wait for a CPU)
        "server_loop_lag_ms": server.get("loop_lag_ms"),
        "clients_loop_lag_ms": _quantiles([x for r in results for x in r["lags"]]),
        "errors": sorted({e for r in results for e in r["errors"]}),
        # the machine is shared: the server's own CPU time tells its cost whatever the load
        "server_cpu_s": round(cpu_server, 2),
        # in the kernel: the sockets (a send on the loopback delivers the data too), the polls
        "server_cpu_system_s": round(system, 2),
        "server_cpu_share": round(cpu_server / elapsed, 3),
        "server_cpu_ms_per_answered_action": round(1000 * cpu_server / max(1, answered), 2),
        "clients_cpu_s": round(sum(r["cpu_s"] for r in results), 2),
        "load_average_1min": [load_before, load_after],
        "rss_idle_kib": rss_idle,
        "rss_games_created_kib": rss_games,
        "rss_after_games_kib": rss_played,
        "memory_per_game_kib": round((rss_played - rss_idle) / games, 1),
    }


def main() -> None:
    if sys.argv[1:] == ["--client"]:
        client_main()
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--actions", type=int, default=200, help="at most this many per seat")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds between actions")
    parser.add_argument("--clients", type=int, default=4, help="client processes")
    parser.add_argument(
        "--no-timings",
        action="store_true",
        help="start the server without --timings (an older server, to compare with)",
    )
    parser.add_argument(
        "--profile",
        type=Path,
        default=None,
        help="run the server under cProfile, its statistics written to this file",
    )
    args = parser.parse_args()
    if not (1 <= args.games <= 1000 and 1 <= args.seconds <= 600 and 1 <= args.clients <= 16):
        parser.error("--games 1..1000, --seconds 1..600, --clients 1..16")
    out = run_load(
        args.games,
        args.seconds,
        args.actions,
        args.think,
        args.clients,
        not args.no_timings,
        None if args.profile is None else args.profile.resolve(),
    )
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
