"""Solo games and the profile: record a result, let the bot play, replay a recorded game.

The profile (:mod:`npq.solo.profile`) checks every game it is given against the game's own
record (:meth:`~npq.solo.profile.ProfileStore.record_game`); these functions hand it both.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from npq.errors import RuleViolation, SaveError
from npq.game.save import GameRecord as EngineRecord
from npq.game.save import load_game
from npq.i18n import N_
from npq.solo.game import (
    SoloResult,
    SoloSession,
    default_save_path,
    replay_solo,
    solo_config,
)
from npq.solo.profile import ProfileStore, SoloGameRecord
from npq.solo.setup import SoloSetup
from npq.solo.tables import SoloTables, load_solo_tables

__all__ = ["game_record_of", "play_bot_game", "record_result", "replay_recorded"]


def game_record_of(
    result: SoloResult, save_path: str | None = None, scored: bool = True
) -> SoloGameRecord:
    """The profile's record of a finished game; ``scored=False``: played, the score declined
    (section 12: "the player can opt for a score"), so no stars and no Match Points."""
    return SoloGameRecord(
        seed=result.setup.seed,
        nation=result.setup.nation,
        objectives=result.setup.objectives,
        bonuses=result.setup.bonuses,
        result=result.result,
        stars=result.stars if scored else 0,
        objectives_met=result.objectives_met if scored else (),
        match_points=result.match_points if scored else SoloGameRecord.unscored_points(),
        save_path=save_path if save_path is not None else result.save_path,
        profile=result.setup.profile,
        commander=result.setup.commander,
        scored=scored,
    )


def record_result(
    store: ProfileStore,
    result: SoloResult,
    save_path: str | None = None,
    game: EngineRecord | None = None,
    scored: bool = True,
) -> SoloGameRecord:
    """Write a finished solo game into the profile (one transaction).

    ``game`` is the engine's record of it (else the profile reads ``save_path``): the profile
    replays it and refuses the game if its own scoring gives another result
    (:class:`~npq.errors.ProfileError`). ``scored=False`` records it as played but unscored.
    """
    return store.record_game(game_record_of(result, save_path, scored), game)


def play_bot_game(
    setup: SoloSetup,
    store: ProfileStore,
    directory: Path,
    tables: SoloTables | None = None,
    board: Any = None,
    scored: bool = True,
) -> tuple[SoloResult, SoloGameRecord]:
    """Let the solo bot (npq.bots.solo: the greedy bot pursuing the chosen objectives) play a
    solo game to its end, save it and record it.

    The bot plays through :func:`npq.bots.play_game` (the engine's own driver); the solo
    session then replays its action list through the rules, so the objectives are tracked from
    the real events and the score is the one a replay of the save gives. The save goes to
    ``directory/saves/``; the profile gets the game with its save path (``scored=False``: as
    played but unscored).
    """
    from npq.bots import play_game
    from npq.bots.solo import SoloBot

    tables = tables or load_solo_tables()
    total = store.total_stars(setup.profile)
    bonuses = setup.validated(total, tables)
    config = solo_config(setup, bonuses)
    limit = (setup.max_rounds or 200) + 1
    # The solo bot pursues the chosen secondary objectives (issue 14).
    bot = SoloBot(setup.objectives)
    played = play_game(config, setup.seed, [bot], max_rounds=limit, keep_record=True)
    assert played.record is not None
    session = SoloSession(setup, bonuses, EngineRecord.new(config, setup.seed), tables, board)
    for action in played.record.actions:
        session.apply(action)
    if not session.is_over:
        raise RuleViolation("solo.bot.too_long", limit=limit)
    path = session.save(default_save_path(directory, setup))
    result = session.result()
    return result, record_result(store, result, str(path), session.record, scored)


def replay_recorded(
    game: SoloGameRecord, tables: SoloTables | None = None, board: Any = None
) -> SoloSession:
    """Replay a game recorded in the profile from its save file."""
    if not game.save_path:
        raise SaveError(N_("solo game {game} has no save file"), game=game.id)
    saved = load_game(Path(game.save_path))
    return replay_solo(game.save_path, game.setup(saved.config.max_rounds), tables, board)
