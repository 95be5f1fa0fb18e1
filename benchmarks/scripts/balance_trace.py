"""The games of ``npq balance`` followed milestone by milestone (issue 14's balance studies).

Plays the same schedule as ``npq balance --players N --seed S`` (game k on seed S + k, the same
bot seeds: npq.bots.balance.play_spec) and writes one JSON line a game with, for each nation,
the round of each completed mission and its target, the Arctic base, the rounds of its
reservation and set-up, of the Pole journey's start and of the Pole overflown, the Venture cards
drawn and the emergency landings; ``--summary`` prints the means per nation from such a file::

    .venv/bin/python benchmarks/scripts/balance_trace.py --players 4 --games 0-139 --out t.jsonl
    .venv/bin/python benchmarks/scripts/balance_trace.py --summary t.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter, defaultdict
from typing import Any


def trace(players: int, first: int, last: int, seed: int, out: str) -> None:
    from npq.bots import play_game
    from npq.bots.balance import _config, _make, schedule
    from npq.game.events import Event, EventKind

    specs = schedule(players, last + 1, seed)[first : last + 1]
    with open(out, "w", encoding="utf-8") as f:
        for spec in specs:
            bots = [
                _make(b, spec.seed * 7919 + spec.index * 31 + i) for i, b in enumerate(spec.bots)
            ]
            ms: dict[int, dict[str, Any]] = {
                i: {
                    "missions": [],
                    "reserved": None,
                    "base": None,
                    "setup": None,
                    "journey": None,
                    "pole": None,
                    "ventures": 0,
                    "landings": 0,
                }
                for i in range(players)
            }

            def listen(e: Event, ms: dict[int, dict[str, Any]] = ms) -> None:
                if e.player is None:
                    return
                m, k = ms[e.player], e.kind
                if k is EventKind.MISSION_COMPLETED:
                    m["missions"].append((e.round, e["target"]))
                elif k is EventKind.BASE_RESERVED:
                    m["reserved"] = m["reserved"] or e.round
                    m["base"] = e["base"]
                elif k is EventKind.BASE_SET_UP:
                    m["setup"], m["base"] = e.round, e["base"]
                elif k is EventKind.POLE_JOURNEY:
                    m["journey"] = m["journey"] or e.round
                elif k is EventKind.POLE_OVERFLOWN and e.get("journey"):
                    m["pole"] = e.round
                elif k is EventKind.VENTURE_DRAWN:
                    m["ventures"] += 1
                elif k is EventKind.EMERGENCY_LANDING:
                    m["landings"] += 1

            g = play_game(
                _config(spec), spec.seed, bots, max_rounds=spec.max_rounds, on_event=listen
            )
            row = {
                "index": spec.index,
                "nations": spec.nations,
                "winners": list(g.winners),
                "rounds": g.rounds,
                "term": g.termination,
                "hash": g.final_hash[:16],
                "ms": {spec.nations[i]: ms[i] for i in range(players)},
            }
            f.write(json.dumps(row) + "\n")
            f.flush()


def summary(path: str) -> None:
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    wins: dict[str, float] = defaultdict(float)
    games: Counter[str] = Counter()
    seat: dict[int, float] = defaultdict(float)
    got: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for r in rows:
        share = 1 / len(r["winners"]) if r["winners"] else 0
        for i, n in enumerate(r["nations"]):
            games[n] += 1
            if i in r["winners"]:
                wins[n] += share
                seat[i] += share
            m = r["ms"][n]
            for k, (rnd, _) in enumerate(m["missions"][:3]):
                got[n][f"mission {k + 1}"].append(rnd)
            for key in ("reserved", "setup", "journey", "pole"):
                if m[key] is not None:
                    got[n][key].append(m[key])
    print(f"{len(rows)} games")
    keys = ("mission 1", "mission 2", "mission 3", "setup", "journey", "pole")
    for n in sorted(games, key=lambda n: -wins[n]):
        cells = "  ".join(
            f"{k} {statistics.fmean(got[n][k]):4.1f} ({len(got[n][k])})" for k in keys if got[n][k]
        )
        print(f"{n:15s} {100 * wins[n] / games[n]:5.1f} %  {cells}")
    print("seats", [round(100 * seat[i] / len(rows), 1) for i in range(len(rows[0]["nations"]))])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", default="0-139", help="first-last game of the schedule")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="balance_trace.jsonl")
    ap.add_argument("--summary", metavar="FILE", help="print the means of a traced file")
    args = ap.parse_args()
    if args.summary:
        summary(args.summary)
        return
    first, last = (int(x) for x in args.games.split("-"))
    trace(args.players, first, last, args.seed, args.out)


if __name__ == "__main__":
    main()
