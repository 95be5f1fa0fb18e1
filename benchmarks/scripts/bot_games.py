"""CPU of the first 4-player greedy-bot game in a new process, and of warm ones (issue 15).

.venv/bin/python benchmarks/scripts/bot_games.py
"""

from __future__ import annotations

import statistics
import sys
import time

t0 = time.process_time()
from npq.bots import GreedyBot, play_game  # noqa: E402 - the import is part of what is timed
from npq.game import GameConfig  # noqa: E402

cfg = GameConfig(("italy", "japan", "usa", "ussr"))
t1 = time.process_time()
first = play_game(cfg, 1924, [GreedyBot() for _ in range(4)])
t2 = time.process_time()
warm = []
for _ in range(5):
    t = time.process_time()
    again = play_game(cfg, 1924, [GreedyBot() for _ in range(4)])
    warm.append(time.process_time() - t)
    assert again.final_hash == first.final_hash
print(
    f"imports {t1 - t0:.2f} s; first game {t2 - t1:.2f} s CPU (board, index, routes built); "
    f"warm game median {statistics.median(warm) * 1e3:.0f} ms CPU (min {min(warm) * 1e3:.0f}); numba loaded: "
    f"{'numba' in sys.modules}; {first.actions} actions, hash {first.final_hash[:16]}"
)
