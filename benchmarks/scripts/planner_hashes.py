"""The other bots that fly the weather-reading planner, in one new process: solo-bot games (its
plans keep every wind track, off neutral land, no wait in the air) and expert-bot games (its
rollouts plan again and again); their hashes and the CPU of each set (issue 15: pure
speed-ups of the planner keep the hashes; ``exact_check.sh`` compares them between trees).

    .venv/bin/python benchmarks/scripts/planner_hashes.py
    .venv/bin/python benchmarks/scripts/at_commit.py /tmp/b_76c5b38 benchmarks/scripts/planner_hashes.py
"""

from __future__ import annotations

import time

from npq.bots import GreedyBot, play_game
from npq.bots.expert import ExpertBot
from npq.bots.solo import SoloBot
from npq.game import GameConfig
from npq.solo.game import solo_config
from npq.solo.setup import SoloSetup

t = time.process_time()
for nation in ("germany", "usa", "japan", "italy"):
    for seed in range(3):
        for objectives in ((2,), (3,), (2, 3, 8)):
            setup = SoloSetup(nation, objectives=objectives, seed=seed, max_rounds=40)
            config = solo_config(setup, setup.validated(0))
            r = play_game(config, seed, [SoloBot(objectives)], max_rounds=41)
            print("solo", nation, seed, objectives, r.final_hash[:16], r.actions)
print(f"{time.process_time() - t:.1f} s CPU for the 36 solo games")
t = time.process_time()
config = GameConfig(("italy", "japan", "usa", "ussr"))
for seed in (1, 2):
    r = play_game(config, seed, [ExpertBot(), GreedyBot(), GreedyBot(), GreedyBot()], max_rounds=8)
    print("expert", seed, r.final_hash[:16], r.actions)
print(f"{time.process_time() - t:.1f} s CPU for the 2 expert games (8 rounds)")
