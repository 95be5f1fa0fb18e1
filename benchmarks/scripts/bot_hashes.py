"""Six greedy-bot games (2-5 players) in one new process: their hashes and the CPU of all six
(issue 15: pure speed-ups keep the hashes).

    .venv/bin/python benchmarks/scripts/bot_hashes.py
    .venv/bin/python benchmarks/scripts/at_commit.py /tmp/b_e9bb6cb benchmarks/scripts/bot_hashes.py
"""

from __future__ import annotations

import time

from npq.bots import GreedyBot, play_game
from npq.game import GameConfig

GAMES = [
    (("italy", "japan", "usa", "ussr"), 1924),
    (("germany", "italy"), 7),
    (("usa", "france", "japan"), 11),
    (("ussr", "british_empire", "germany", "italy", "usa"), 3),
    (("japan", "usa"), 1925),
    (("france", "ussr", "italy", "germany"), 42),
]
t = time.process_time()
for nations, seed in GAMES:
    r = play_game(GameConfig(nations), seed, [GreedyBot() for _ in nations])
    print(seed, len(nations), r.final_hash[:16], r.actions)
print(f"{time.process_time() - t:.1f} s CPU for the six games")
