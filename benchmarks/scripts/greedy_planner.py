"""CPU of a 4-player greedy-bot game before and after the bot flew the weather-reading planner
(issue 18 "one planner"), both in this process, alternating.

    .venv/bin/python benchmarks/scripts/greedy_planner.py [--before=REV] [SEEDS...] [--keep]

"Before" is ``npq/bots/greedy.py`` and ``npq/bots/routing.py`` as they were at ``REV``
(default d24ee10, the last commit whose bot hopped by the Range Calculator's distances and its
own forecast check), read with ``git show`` and loaded as modules of their own beside this
tree's engine; "after" is this tree's bot. Each side first plays one full game that is not
counted (the board tables, the clear-leg matrices of every rule flag, numba). Then every seed
is played by each side in turn; before each counted game the planner's memos and the bots'
plan cache are emptied, so a game pays for every plan it makes (``--keep`` keeps them: the
expert's rollouts and a long session see that). CPU time (``time.process_time``).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

import npq.bots.routing as routing_now
from npq.bots import GreedyBot, play_game
from npq.game import GameConfig
from npq.nav import planner

ROOT = Path(__file__).resolve().parents[2]
args = [a for a in sys.argv[1:] if a != "--keep"]
keep = "--keep" in sys.argv
rev = "d24ee10"
if args and args[0].startswith("--before="):
    rev = args.pop(0).split("=", 1)[1]
seeds = [int(a) for a in args] or [5, 7, 11, 1924, 3]


def _module(name: str, path: str, source: str) -> types.ModuleType:
    mod = types.ModuleType(name)
    # the stored tables are keyed by the routing module's source: the old module reads the
    # same air-route rows and water graph as this one (their code did not change)
    mod.__file__ = str(ROOT / path)
    sys.modules[name] = mod
    exec(compile(source, str(ROOT / path), "exec"), mod.__dict__)
    return mod


def _show(path: str) -> str:
    return subprocess.run(
        ["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


old_routing = _module("_before_routing", "npq/bots/routing.py", _show("npq/bots/routing.py"))
old_source = _show("npq/bots/greedy.py").replace("from npq.bots.routing ", "from _before_routing ")
old_greedy = _module("_before_greedy", "npq/bots/greedy.py", old_source)

cfg = GameConfig(("italy", "japan", "usa", "ussr"))
sides = {"before": old_greedy.GreedyBot, "after": GreedyBot}


def forget() -> None:
    if not keep:
        routing_now._PLANS.clear()
        planner._LEGS.clear()
        planner._WORSTS.clear()


for make in sides.values():
    play_game(cfg, 1924, [make() for _ in range(4)])
got: dict[str, list[tuple[float, int, str]]] = {k: [] for k in sides}
for seed in seeds:
    for side, make in sides.items():
        forget()
        t = time.process_time()
        g = play_game(cfg, seed, [make() for _ in range(4)])
        got[side].append((time.process_time() - t, g.rounds, g.termination))
for side, rows in got.items():
    cpu = [r[0] for r in rows]
    print(
        f"{side}: median {statistics.median(cpu):.2f} s CPU a game "
        f"({', '.join(f'{c:.2f}' for c in cpu)}); rounds {[r[1] for r in rows]}; "
        f"{sum(r[2] == 'pole' for r in rows)}/{len(rows)} won at the Pole"
    )
b = statistics.median(r[0] for r in got["before"])
a = statistics.median(r[0] for r in got["after"])
print(f"seeds {seeds}, memos {'kept' if keep else 'emptied'}: after/before {a / b:.1f}x CPU")
