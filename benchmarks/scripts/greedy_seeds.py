"""CPU of warm 4-player greedy-bot games of new seeds (issue 15's "greedy game >= 2x faster warm"),
measured the same way in any checkout back to the issue's baseline (only ``play_game``,
``GreedyBot`` and ``GameConfig`` are used, so ``at_commit.py`` runs it on 5e7f084).

    .venv/bin/python benchmarks/scripts/greedy_seeds.py [N] [replay]
    git archive 5e7f084 | tar -x -C /tmp/b_5e7f084
    .venv/bin/python benchmarks/scripts/at_commit.py /tmp/b_5e7f084 benchmarks/scripts/greedy_seeds.py [N]

One process: a game of seed 1924 is played first and not counted (the board, the index and the
tables loaded, what a process that has played once has), then seeds 1..N (default 8), each
played once (its plans made then, as a new game's are), the CPU of each printed, and the sum.
With ``replay`` each seed is played twice and the second game timed: the warm game of
``bot_games.py`` (the figure the issue quoted, "warm: 0.1 s"), over N seeds. The two checkouts play other games for the same seeds (the rules and the bots changed between
them); the figure compared is the CPU of the same seeds' games.
"""

from __future__ import annotations

import sys
import time

from npq.bots import GreedyBot, play_game
from npq.game import GameConfig

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
replay = "replay" in sys.argv[2:]
cfg = GameConfig(("italy", "japan", "usa", "ussr"))
play_game(cfg, 1924, [GreedyBot() for _ in range(4)])
total = 0.0
actions = 0
for seed in range(1, n + 1):
    if replay:
        play_game(cfg, seed, [GreedyBot() for _ in range(4)])
    t = time.process_time()
    game = play_game(cfg, seed, [GreedyBot() for _ in range(4)])
    dt = time.process_time() - t
    total += dt
    actions += game.actions
    print(
        f"seed {seed}: {dt * 1e3:.0f} ms CPU, {game.actions} actions, hash {game.final_hash[:16]}"
    )
print(
    f"{'replayed' if replay else 'new'}: total {total:.2f} s CPU for {n} games ({actions} actions, {total / actions * 1e3:.2f} ms an action)"
)
