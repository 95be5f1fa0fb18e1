"""The games of ``npq balance`` followed milestone by milestone (issue 14's balance studies).

Plays the same schedule as ``npq balance --players N --seed S`` (game k on seed S + k, the same
bot seeds: npq.bots.balance.play_spec) and writes one JSON line a game with, for each nation,
the round of each completed mission and its target, the Arctic base, the rounds of its
reservation and set-up, of the airship's first landing on it after the third mission
(``home``), of the Pole journey's start, of the Pole overflown and of the return (``back``), the
Venture cards drawn and the emergency landings; ``--summary`` prints the means per nation from
such a file::

    .venv/bin/python benchmarks/scripts/balance_trace.py --players 4 --games 0-139 --out t.jsonl
    .venv/bin/python benchmarks/scripts/balance_trace.py --summary t.jsonl

``--workers W`` plays the games on W processes (the lines stay in game order); ``--round-end``
plays the round of the first return to its end ("It's Not Just First": up to that return the
game is the plain one, the bots not reading the option), so ``back`` says who else was home in
the winner's round -- the games the seat order decided (docs/rules-decisions.md "Edition 6").
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter, defaultdict
from typing import Any


def _trace_one(job: tuple[Any, bool]) -> str:
    """One game of the schedule as a JSON line (``job``: the spec, and whether the round of
    the first return is played to its end -- "It's Not Just First", whose play up to the first
    return is the plain game's: the bots do not read the option -- so the line says who else
    was back in that round)."""
    from dataclasses import replace

    from npq.bots import play_game
    from npq.bots.balance import _config, _make
    from npq.game.events import Event, EventKind

    spec, to_round_end = job
    players = len(spec.nations)
    bots = [_make(b, spec.seed * 7919 + spec.index * 31 + i) for i, b in enumerate(spec.bots)]
    ms: dict[int, dict[str, Any]] = {
        i: {
            "missions": [],
            "reserved": None,
            "base": None,
            "setup": None,
            "journey": None,
            "pole": None,
            "back": None,
            "home": None,
            "ventures": 0,
            "landings": 0,
        }
        for i in range(players)
    }
    over: dict[int, bool] = {}

    def listen(e: Event) -> None:
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
            over[e.player] = True
        elif k is EventKind.STATIONED and e.get("miniature") == "airship":
            if over.get(e.player):
                over[e.player] = False
                if e["place"] == m["base"] and m["back"] is None:
                    m["back"] = e.round
            elif e["place"] == m["base"] and len(m["missions"]) >= 3 and m["home"] is None:
                m["home"] = e.round
        elif k is EventKind.VENTURE_DRAWN:
            m["ventures"] += 1
        elif k is EventKind.EMERGENCY_LANDING:
            m["landings"] += 1

    cfg = _config(spec)
    if to_round_end:
        cfg = replace(cfg, not_just_first=True)
    g = play_game(cfg, spec.seed, bots, max_rounds=spec.max_rounds, on_event=listen)
    if to_round_end:
        # the plain game's winner: the first back (the seat order within the round)
        back = [(ms[i]["back"], i) for i in range(players) if ms[i]["back"]]  # seat 0 first
        winners = [min(back)[1]] if back else list(g.winners)
    else:
        winners = list(g.winners)
    row = {
        "index": spec.index,
        "nations": spec.nations,
        "winners": winners,
        "rounds": g.rounds,
        "term": g.termination,
        "hash": g.final_hash[:16],
        "ms": {spec.nations[i]: ms[i] for i in range(players)},
    }
    return json.dumps(row)


def trace(
    players: int,
    first: int,
    last: int,
    seed: int,
    out: str,
    workers: int = 1,
    to_round_end: bool = False,
) -> None:
    from npq.bots.balance import schedule

    specs = schedule(players, last + 1, seed)[first : last + 1]
    jobs = [(spec, to_round_end) for spec in specs]
    with open(out, "w", encoding="utf-8") as f:
        if workers <= 1:
            lines = map(_trace_one, jobs)
            for line in lines:
                f.write(line + "\n")
                f.flush()
            return
        import multiprocessing as mp

        with mp.get_context("spawn").Pool(workers) as pool:
            for line in pool.imap(_trace_one, jobs, chunksize=1):
                f.write(line + "\n")
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
    ap.add_argument("--workers", type=int, default=1, help="worker processes")
    ap.add_argument(
        "--round-end",
        action="store_true",
        help="play the first return's round to its end (who else was back in that round)",
    )
    ap.add_argument("--summary", metavar="FILE", help="print the means of a traced file")
    args = ap.parse_args()
    if args.summary:
        summary(args.summary)
        return
    first, last = (int(x) for x in args.games.split("-"))
    trace(args.players, first, last, args.seed, args.out, args.workers, args.round_end)


if __name__ == "__main__":
    main()
