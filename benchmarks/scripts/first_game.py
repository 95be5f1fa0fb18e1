"""CPU of the first bot game in a new process, for any nations and seed (issue 15), measured
as ``bot_games.py`` measures its first game (the imports apart).

    .venv/bin/python benchmarks/scripts/first_game.py france,germany,british_empire,usa 7
    # the ship journeys of that game not stored yet (its first start on this cache):
    rm -f "$NPQ_CACHE_DIR"/*.water-sails.*; .venv/bin/python benchmarks/scripts/first_game.py ...
    .venv/bin/python benchmarks/scripts/at_commit.py TREE benchmarks/scripts/first_game.py ...
"""

from __future__ import annotations

import sys
import time

from npq.bots import GreedyBot, play_game
from npq.game import GameConfig

nations = tuple(sys.argv[1].split(",")) if len(sys.argv) > 1 else ("italy", "japan", "usa", "ussr")
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1924
cfg = GameConfig(nations)
t = time.process_time()
game = play_game(cfg, seed, [GreedyBot() for _ in nations])
print(f"first game {time.process_time() - t:.2f} s CPU; hash {game.final_hash[:16]}")
