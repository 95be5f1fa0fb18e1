"""Solo Mode with stars kept across games (rulebook section 12; DESIGN.md D16).

- :mod:`npq.solo.tables` -- the Stars, 100 Stars Bonus and Match Points tables (``data/solo.toml``)
- :mod:`npq.solo.objectives` -- the secondary objectives as pure trackers over solo events
- :mod:`npq.solo.bonuses` -- unlocked bonuses, the 3-bonus limit, their starting effects
- :mod:`npq.solo.scoring` -- itemised Match Points on an end-of-game summary
- :mod:`npq.solo.profile` -- the SQLite profile: every solo game and every star
- :mod:`npq.solo.setup` -- the choices that start a solo game
- :mod:`npq.solo.game` -- a solo game on the engine: live objectives, end, score, save, replay
- :mod:`npq.solo.play` -- a game into the profile, the bot's solo games, replaying a recorded one

::

    from npq.solo import ProfileStore, SoloSession, SoloSetup, record_result

    with ProfileStore.open() as store:
        session = SoloSession.start(SoloSetup("italy", (1, 4, 6), ("speed",), seed=7), store)
        ...                                    # session.apply(action) until session.is_over
        record_result(store, session.result(), game=session.record)  # replayed and checked
"""

from __future__ import annotations

from npq.solo.bonuses import (
    StartingBonuses,
    next_bonus,
    starting_bonuses,
    unlocked_bonuses,
    validate_bonuses,
    validate_objectives,
)
from npq.solo.game import SoloResult, SoloSession, replay_solo
from npq.solo.objectives import (
    ObjectiveProgress,
    ObjectiveStatus,
    ObjectivesTracker,
    SoloEvent,
)
from npq.solo.play import play_bot_game, record_result, replay_recorded
from npq.solo.profile import ProfileStore, ProfileSummary, SoloGameRecord, profile_dir
from npq.solo.scoring import EndSummary, MatchPoints, ScoreLine, match_points
from npq.solo.setup import SoloSetup
from npq.solo.tables import MatchPointsTable, ObjectiveSpec, SoloBonus, SoloTables, load_solo_tables

__all__ = [
    "EndSummary",
    "MatchPoints",
    "MatchPointsTable",
    "ObjectiveProgress",
    "ObjectiveSpec",
    "ObjectiveStatus",
    "ObjectivesTracker",
    "ProfileStore",
    "ProfileSummary",
    "ScoreLine",
    "SoloBonus",
    "SoloEvent",
    "SoloGameRecord",
    "SoloResult",
    "SoloSession",
    "SoloSetup",
    "SoloTables",
    "StartingBonuses",
    "load_solo_tables",
    "match_points",
    "next_bonus",
    "play_bot_game",
    "profile_dir",
    "record_result",
    "replay_recorded",
    "replay_solo",
    "starting_bonuses",
    "unlocked_bonuses",
    "validate_bonuses",
    "validate_objectives",
]
