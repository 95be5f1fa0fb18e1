"""Solo bot study (issue 14): for each nation, games on seeds S..S+K-1 with the chosen secondary
objectives; how often the solo bot reaches the Pole and back, and how often each objective
chosen is met.

.venv/bin/python benchmarks/scripts/solo_study.py [--seeds K] [--seed S] [--objectives 2,3,8]
    [--nations usa,ussr] [--workers W] [--max-rounds R] [--json]

Each objective is chosen alone by default (one game per nation, seed and objective: its own
success rate, not masked by another's detours); ``--objectives 1,2,3`` chooses those together.
No profile is written: each game is replayed into a :class:`~npq.solo.game.SoloSession`, which
tracks the objectives from the engine's events as a real solo game does.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
from collections import Counter, defaultdict
from typing import Any

NATIONS = ("germany", "british_empire", "italy", "japan", "ussr", "usa", "france")


def play(job: tuple[str, int, tuple[int, ...], int]) -> dict[str, Any]:
    from npq.bots import play_game
    from npq.bots.solo import SoloBot
    from npq.game.save import GameRecord
    from npq.solo.game import SoloSession, solo_config
    from npq.solo.setup import SoloSetup

    nation, seed, objectives, max_rounds = job
    setup = SoloSetup(nation, objectives=objectives, seed=seed, max_rounds=max_rounds)
    bonuses = setup.validated(0)
    config = solo_config(setup, bonuses)
    played = play_game(
        config, seed, [SoloBot(objectives)], max_rounds=max_rounds + 1, keep_record=True
    )
    assert played.record is not None
    session = SoloSession(setup, bonuses, GameRecord.new(config, seed))
    for action in played.record.actions:
        session.apply(action)
    r = session.result()
    return {
        "nation": nation,
        "seed": seed,
        "objectives": list(objectives),
        "result": r.result,
        "rounds": r.rounds,
        "met": list(r.objectives_met),
        "failed": list(r.objectives_failed),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--objectives", default="")
    ap.add_argument("--each", default="", help="objectives chosen one at a time, e.g. 1,2,3")
    ap.add_argument("--nations", default=",".join(NATIONS))
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--max-rounds", type=int, default=60)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    nations = tuple(args.nations.split(","))
    sets: list[tuple[int, ...]]
    if args.each:
        sets = [(int(x),) for x in args.each.split(",")]
    else:
        sets = [tuple(int(x) for x in args.objectives.split(",") if x)]
    jobs = [
        (n, args.seed + k, objs, args.max_rounds)
        for objs in sets
        for n in nations
        for k in range(args.seeds)
    ]
    if args.workers > 1:
        with mp.get_context("spawn").Pool(args.workers) as pool:
            rows = pool.map(play, jobs, chunksize=1)
    else:
        rows = [play(j) for j in jobs]
    won: dict[str, Counter[str]] = defaultdict(Counter)
    met: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        won[r["nation"]][r["result"]] += 1
        for o in r["objectives"]:
            met[o][1] += 1
            met[o][0] += o in r["met"]
    if args.json:
        print(json.dumps(rows))
    for n in nations:
        c = won[n]
        total = sum(c.values())
        print(f"{n:15s} won {c['won']}/{total}  {dict(c)}")
    for o in sorted(met):
        print(f"objective {o}: met {met[o][0]}/{met[o][1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
