"""Paired studies of the expert bot (issue 14): the games of ``npq balance --players 4 --seed 1
--bots expert,greedy,greedy,greedy`` (the same schedule, seeds and bot seeds), played one by
one with the expert's decisions and the game's milestones logged, one JSON line a game.

    nice -n 15 .venv/bin/python benchmarks/scripts/expert_study.py --games 0-7 --out /tmp/a.jsonl
    nice -n 15 .venv/bin/python benchmarks/scripts/at_commit.py /tmp/b_320880d \\
        benchmarks/scripts/expert_study.py --games 0-7 --out /tmp/b.jsonl
    .venv/bin/python benchmarks/scripts/expert_study.py --compare /tmp/b.jsonl /tmp/a.jsonl

``--seat-bot greedy`` plays the greedy bot in the expert's seat (what the seat wins without
the search, on the same games); ``--level`` another level of :data:`npq.bots.expert.LEVELS`.
``--compare A B`` prints the games both files played, side by side, and the wins of each.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any


def _indices(text: str) -> list[int]:
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def play(index: int, seat_bot: str, level: str, games: int) -> dict[str, Any]:
    from npq.bots import GreedyBot, play_game
    from npq.bots.balance import _config, _make, schedule
    from npq.bots.expert import ExpertBot
    from npq.game.events import Event, EventKind

    spec = schedule(4, games, 1, ("expert", "greedy", "greedy", "greedy"))[index]
    seat = spec.bots.index("expert")
    bots: list[Any] = [
        _make(b, spec.seed * 7919 + spec.index * 31 + i) for i, b in enumerate(spec.bots)
    ]
    decisions: list[dict[str, Any]] = []
    if seat_bot == "greedy":
        bots[seat] = GreedyBot()
    else:
        expert = ExpertBot(spec.seed * 7919 + spec.index * 31 + seat, level)
        decide = expert._decide

        def logged(view: Any, w: Any) -> Any:
            t = time.process_time()
            m = decide(view, w)
            st = expert.stats
            decisions.append(
                {
                    "round": view.round,
                    "cpu": round(time.process_time() - t, 3),
                    "chosen": m.name,
                    "scores": {k: [v[0], round(v[1], 3)] for k, v in st.scores.items()},
                }
            )
            return m

        expert._decide = logged  # type: ignore[method-assign]
        bots[seat] = expert
    story: list[list[Any]] = []

    def listen(e: Event) -> None:
        if e.player is None:
            return
        k = e.kind
        if k is EventKind.MISSION_COMPLETED:
            story.append([e.round, e.player, "mission", e["target"]])
        elif k is EventKind.BASE_RESERVED:
            story.append([e.round, e.player, "reserve", e["base"]])
        elif k is EventKind.BASE_SET_UP:
            story.append([e.round, e.player, "base", e["base"]])
        elif k is EventKind.POLE_OVERFLOWN and e.get("journey"):
            story.append([e.round, e.player, "pole", ""])
        elif k is EventKind.CREW_HIRED:
            story.append([e.round, e.player, "hire", str(e["id"])])
        elif k is EventKind.LOAN_TAKEN:
            story.append([e.round, e.player, "loan", str(e["amount"])])
        elif k is EventKind.POLE_JOURNEY:
            story.append([e.round, e.player, "depart", str(e["base"])])
        elif k is EventKind.EMERGENCY_LANDING:
            story.append([e.round, e.player, "emergency", str(e["cause"])])

    t0 = time.process_time()
    g = play_game(_config(spec), spec.seed, bots, max_rounds=spec.max_rounds, on_event=listen)
    return {
        "index": index,
        "seed": spec.seed,
        "nations": spec.nations,
        "seat": seat,
        "seat_bot": seat_bot,
        "winners": g.winners,
        "won": seat in g.winners,
        "rounds": g.rounds,
        "termination": g.termination,
        "arctic": g.arctic,
        "missions": g.missions,
        "bonds": g.bonds,
        "cpu": round(time.process_time() - t0, 1),
        "final_hash": g.final_hash,
        "story": story,
        "decisions": decisions,
    }


def compare(a: Path, b: Path) -> None:
    ra = {r["index"]: r for r in map(json.loads, a.read_text().splitlines())}
    rb = {r["index"]: r for r in map(json.loads, b.read_text().splitlines())}
    both = sorted(set(ra) & set(rb))
    wa = wb = 0.0
    for i in both:
        x, y = ra[i], rb[i]
        sx = 1 / len(x["winners"]) if x["won"] else 0.0
        sy = 1 / len(y["winners"]) if y["won"] else 0.0
        wa, wb = wa + sx, wb + sy
        mark = "" if sx == sy else ("  A" if sx > sy else "  B")
        print(
            f"game {i:3d} seat {x['seat']} {x['nations'][x['seat']]:15s} "
            f"A won {sx:.1f} r{x['rounds']:2d} | B won {sy:.1f} r{y['rounds']:2d}{mark}"
        )
    n = len(both)
    print(f"{n} games: A {wa:.1f} wins ({wa / max(1, n):.1%}), B {wb:.1f} ({wb / max(1, n):.1%})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", default="0-3", help="game indices of the schedule: 0-7,12")
    ap.add_argument("--of", type=int, default=100, help="the study's --games (its schedule)")
    ap.add_argument("--seat-bot", default="expert", choices=("expert", "greedy"))
    ap.add_argument("--level", default="normal")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--compare", nargs=2, type=Path)
    args = ap.parse_args()
    if args.compare:
        compare(*args.compare)
        return
    for i in _indices(args.games):
        row = play(i, args.seat_bot, args.level, args.of)
        line = json.dumps(row)
        if args.out:
            with args.out.open("a") as f:
                f.write(line + "\n")
        print(
            f"game {i} seat {row['seat']} {row['nations'][row['seat']]} won {row['won']} "
            f"winners {row['winners']} rounds {row['rounds']} cpu {row['cpu']} s",
            file=sys.stderr,
            flush=True,
        )


if __name__ == "__main__":
    main()
