"""CPU and wall time of what a process stores at exit (issue 15: the airship plans, the ship
journeys and the planner's rows it made, added to the board cache's tables, up to 8 MB each),
after one 4-player greedy game of SEED; a seed the cache has seen stores nothing.

    .venv/bin/python benchmarks/scripts/exit_cost.py SEED
"""

from __future__ import annotations

import atexit
import sys
import time

from npq.bots import GreedyBot, play_game
from npq.game import GameConfig

seed = int(sys.argv[1])
t = time.process_time()
play_game(GameConfig(("italy", "japan", "usa", "ussr")), seed, [GreedyBot() for _ in range(4)])
print(f"game {time.process_time() - t:.3f} s CPU")
t = time.process_time()
w = time.perf_counter()
atexit._run_exitfuncs()  # the stores' flush, timed here rather than after the script
print(f"exit flush {time.process_time() - t:.3f} s CPU, {time.perf_counter() - w:.3f} s wall")
