"""The game server's own CPU per action, without sockets (issue #16): a figure the machine's
load does not queue.

The load benchmark (``online_load.py``) measures the server as players meet it, over the
loopback, and on a machine shared with other work its latencies are mostly the wait for a
CPU. This one runs the server's per-message path in one process: ``GameServer`` on its own
SQLite file, ``--games`` two-seat games, both seats of each joined by connections whose
socket is a stub (the messages are made and encoded, not written), and the load benchmark's
turn (a Strategy card draw, a Specialist hire, a refuel, ``end``; what the rules refuse is
answered too) sent as ``act`` messages, one game after another, ``--actions`` in all. It
reports the process's CPU time per answered action: parsing, the rules, the store's commit,
each seat's view, its patch, the events it may see and the messages' encoding. What it leaves
out is the WebSocket library's and the kernel's part (``online_load.py`` has them).

``--against DIR`` runs the same, alternately, with the ``npq`` package found in ``DIR`` (an
older tree: ``git archive REV npq | tar -x -C DIR; ln -s $PWD/data DIR/data``) and prints the
ratio of the smallest of ``--repeat`` runs of each (the smallest: on a shared machine a run
is only ever slowed).

    .venv/bin/python benchmarks/online_cpu.py --games 200 --actions 6000
    .venv/bin/python benchmarks/online_cpu.py --against /tmp/start --repeat 5
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import deque
from pathlib import Path
from typing import Any

TURN = ["draw-strategy", "hire-specialist engineer", "refuel 1", "end"]


class _Socket:
    """A connection's socket that takes every message (nothing is written)."""

    async def send(self, payload: Any, text: bool = True) -> None:
        return None

    async def close(self, *args: Any) -> None:
        return None


async def _run(games: int, actions: int) -> dict[str, Any]:
    from npq.online import protocol
    from npq.online.server import Conn, GameServer, _Bucket
    from npq.online.store import SQLiteStore

    version = protocol.VERSION
    with tempfile.TemporaryDirectory() as tmp:
        store = SQLiteStore(Path(tmp) / "cpu.sqlite3")
        server = GameServer(store)
        seeds = iter(range(1000, 10**6))
        server.seeds = lambda: next(seeds)
        server._append_wanted = asyncio.Event()
        server._spawn(server._commit_loop())
        creator = Conn(_Socket(), _Bucket(1e9, 1e9))  # type: ignore[arg-type]
        creator.creates = _Bucket(1e9, 1e9)
        config = {"nations": ["italy", "japan"], "first_player": 0, "max_rounds": 100}
        for _ in range(games):
            text = json.dumps({"v": version, "type": "create", "config": config})
            await server._create(creator, protocol.parse(text))
        conns = []
        for game in server.games.values():
            for seat in range(2):
                conn = Conn(_Socket(), _Bucket(1e9, 1e9))  # type: ignore[arg-type]
                game.conns[seat] = conn
                conn.game, conn.seat = game, seat
                game.logs.setdefault(seat, deque(maxlen=400))
                conn.send(server._welcome(game, seat, conn, "welcome"))
                conns.append(conn)
        refused = 0

        def drain() -> int:
            errors = 0
            for conn in conns:
                while not conn.queue.empty():
                    item = conn.queue.get_nowait()
                    errors += item is not None and b'"type":"error"' in item[0]
            return errors

        drain()
        step = dict.fromkeys(server.games, 0)
        played = list(server.games.values())
        answered = 0
        cpu = time.process_time()
        for _ in range(max(1, actions // games)):
            for game in played:
                seat = game.waiting()[0]
                text = TURN[step[game.id] % len(TURN)]
                step[game.id] += 1
                raw = json.dumps(
                    {"v": version, "type": "act", "action": text, "n": game.n, "ref": answered}
                )
                await server._receive(game.conns[seat], raw)
                answered += 1
            refused += drain()
            await asyncio.sleep(0)
        cpu = time.process_time() - cpu
        await server.stop()
        store.close()
    return {
        "games": games,
        "answered": answered,
        "refused": refused,
        "cpu_s": round(cpu, 3),
        "cpu_ms_per_answered_action": round(1000 * cpu / answered, 3),
    }


def _child(games: int, actions: int, tree: str | None) -> dict[str, Any]:
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = tree
    else:
        env.pop("PYTHONPATH", None)
    out = subprocess.run(
        [sys.executable, __file__, "--games", str(games), "--actions", str(actions), "--one"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=900,
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--actions", type=int, default=6000)
    parser.add_argument("--against", default=None, help="a tree with an older npq package")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not (1 <= args.games <= 1000 and 1 <= args.actions <= 100_000 and 1 <= args.repeat <= 20):
        parser.error("--games 1..1000, --actions 1..100000, --repeat 1..20")
    if args.one or (args.against is None and args.repeat == 1):
        print(json.dumps(asyncio.run(_run(args.games, args.actions))))
        return
    runs: dict[str, list[float]] = {"this": [], "against": []}
    for _ in range(args.repeat):
        for name, tree in (("this", None), ("against", args.against)):
            if name == "against" and tree is None:
                continue
            found = _child(args.games, args.actions, tree)
            runs[name].append(found["cpu_ms_per_answered_action"])
    report: dict[str, Any] = {
        "games": args.games,
        "actions": args.actions,
        "cpu_ms_per_answered_action": {k: v for k, v in runs.items() if v},
        "load_average_1min": float(Path("/proc/loadavg").read_text().split()[0]),
    }
    if runs["against"]:
        report["ratio_of_smallest"] = round(min(runs["this"]) / min(runs["against"]), 3)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
