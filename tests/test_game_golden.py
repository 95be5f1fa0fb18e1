"""Golden replay: a fixed seed and action list must end in the pinned state hash.

The save in ``tests/golden/`` is a 2-player greedy-bot game (seed 1924), played on a frozen copy
of the board and content (``tests/golden/data/``), so edits of ``data/`` leave it alone and only
a change of the engine (or of the navigation it calls) can move the hash. If a deliberate rule
change moves it, regenerate the save and pin the new hash after checking that the game still
reads right (``npq replay``)::

    cd tests && python -c "from test_game_golden import regenerate; regenerate()"
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from npq.board import load_board
from npq.content import load_content
from npq.game import World, load_game
from npq.weather import load_weather_disc

HERE = Path(__file__).parent / "golden"
GOLDEN = HERE / "greedy-2p-1924.json"
DATA = HERE / "data"
PINNED = "6293ba3eb26b71bff454dbf8d2bf303259cf407ce7799ee06dd9e7cb4993d371"


@lru_cache(maxsize=1)
def frozen_world() -> World:
    board = load_board(DATA / "board.geojson", DATA / "territories.geojson")
    return World(
        board=board, disc=load_weather_disc(DATA / "weather_disc.toml"), content=load_content(DATA)
    )


def regenerate() -> None:
    from npq.bots import GreedyBot, play_game
    from npq.game import GameConfig, save_game

    cfg = GameConfig(("italy", "usa"))
    summary = play_game(
        cfg, 1924, [GreedyBot(), GreedyBot()], max_rounds=60, keep_record=True, world=frozen_world()
    )
    assert summary.record is not None
    save_game(GOLDEN, summary.record)
    print(summary.final_hash)


def test_golden_replay_reaches_the_pinned_hash() -> None:
    record = load_game(GOLDEN, frozen_world())  # replays every action, checks every turn's hash
    assert record.final_hash == PINNED
    assert record.state.outcome is not None
    assert len(record.actions) > 50
