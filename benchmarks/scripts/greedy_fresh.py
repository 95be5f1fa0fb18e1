"""CPU of warm 4-player greedy-bot games that pay for every plan they make (issue 15), and the
same in another checkout, in alternating processes so that both see the same load.

    .venv/bin/python benchmarks/scripts/greedy_fresh.py                 # this checkout
    git archive 320880d | tar -x -C /tmp/speed_b0
    .venv/bin/python benchmarks/scripts/greedy_fresh.py --before=/tmp/speed_b0 [--runs=3]
    .venv/bin/python benchmarks/scripts/greedy_fresh.py --before=TREE --after=TREE2

(``--after``: a ``git archive`` of a commit instead of this checkout, so that the code
measured does not change while one edits.)

A process plays one game that is not counted (board, tables, the clear-leg matrices of the
rule flags it meets), then each seed once; before each counted game the plans and legs the
planner and the bots remember are forgotten (the bots' plan cache, the planner's simulated legs,
worst sectors, bounds and weather areas: whatever of these the checkout has), so a game pays for
all its plans, as a new game with other players does. (``bot_games.py``'s warm games replay the
same seed, whose plans are then all remembered.) Each game's hash is printed: both checkouts
must play the same games.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

SEEDS = (5, 7, 11, 9681876)
HERE = Path(__file__).resolve()


def child() -> None:
    import npq.bots.routing as routing
    from npq.bots import GreedyBot, play_game
    from npq.game import GameConfig
    from npq.nav import planner

    def forget() -> None:
        routing._PLANS.clear()
        for name in ("_LEGS", "_WORSTS", "_AREAS"):
            getattr(planner, name, {}).clear()
        for name in ("_clear_turns", "_place_bound"):
            f = getattr(planner, name, None)
            if f is not None:
                f.cache_clear()

    cfg = GameConfig(("italy", "japan", "usa", "ussr"))
    play_game(cfg, 1924, [GreedyBot() for _ in range(4)])
    for seed in SEEDS:
        forget()
        t = time.process_time()
        g = play_game(cfg, seed, [GreedyBot() for _ in range(4)])
        print(f"seed {seed} cpu {time.process_time() - t:.4f} hash {g.final_hash[:16]}")


def run(tree: str | None) -> dict[int, tuple[float, str]]:
    cmd = [sys.executable, str(HERE), "--child"]
    if tree is not None:
        cmd = [sys.executable, str(HERE.parent / "at_commit.py"), tree, str(HERE), "--child"]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, env=dict(os.environ))
    got = {}
    for m in re.finditer(r"seed (\d+) cpu ([\d.]+) hash (\w+)", out.stdout):
        got[int(m[1])] = (float(m[2]), m[3])
    return got


def main() -> None:
    args = dict(a.lstrip("-").split("=", 1) for a in sys.argv[1:] if "=" in a)
    before = args.get("before")
    runs = int(args.get("runs", "3"))
    after = args.get("after")
    sides = {"after": after} if before is None else {"before": before, "after": after}
    got: dict[str, list[dict[int, tuple[float, str]]]] = {k: [] for k in sides}
    for _ in range(runs):
        for side, tree in sides.items():
            got[side].append(run(tree))
    for side, rows in got.items():
        per_seed = {s: statistics.median(r[s][0] for r in rows) for s in SEEDS}
        hashes = {s: {r[s][1] for r in rows} for s in SEEDS}
        total = [sum(r[s][0] for s in SEEDS) for r in rows]
        print(
            f"{side}: {', '.join(f'{s} {per_seed[s]:.2f} s' for s in SEEDS)} (medians of {runs}); "
            f"the four games {statistics.median(total):.2f} s median "
            f"({', '.join(f'{t:.2f}' for t in total)}); hashes "
            + " ".join(f"{s}:{'/'.join(sorted(h))}" for s, h in hashes.items())
        )
    if before is not None:
        pairs = [
            sum(b[s][0] for s in SEEDS) / sum(a[s][0] for s in SEEDS)
            for b, a in zip(got["before"], got["after"], strict=True)
        ]
        same = all(
            b[s][1] == a[s][1]
            for b, a in zip(got["before"], got["after"], strict=True)
            for s in SEEDS
        )
        print(
            f"before/after: {statistics.median(pairs):.2f}x (runs: "
            f"{', '.join(f'{p:.2f}x' for p in pairs)}); same games: {same}"
        )


if __name__ == "__main__":
    child() if "--child" in sys.argv else main()
