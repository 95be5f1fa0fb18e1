"""Solo Mode with stars kept across games (rulebook section 12; DESIGN.md D16).

- :mod:`npq.solo.tables` -- the Stars, 100 Stars Bonus and Match Points tables (``data/solo.toml``)
- :mod:`npq.solo.objectives` -- the secondary objectives as pure trackers over solo events
- :mod:`npq.solo.bonuses` -- unlocked bonuses, the 3-bonus limit, their starting effects
- :mod:`npq.solo.scoring` -- itemised Match Points on an end-of-game summary
- :mod:`npq.solo.profile` -- the SQLite profile: every solo game and every star
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
from npq.solo.objectives import (
    ObjectiveProgress,
    ObjectiveStatus,
    ObjectivesTracker,
    SoloEvent,
)
from npq.solo.profile import GameRecord, ProfileStore, ProfileSummary, profile_dir
from npq.solo.scoring import EndSummary, MatchPoints, ScoreLine, match_points
from npq.solo.tables import MatchPointsTable, ObjectiveSpec, SoloBonus, SoloTables, load_solo_tables

__all__ = [
    "EndSummary",
    "GameRecord",
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
    "SoloTables",
    "StartingBonuses",
    "load_solo_tables",
    "match_points",
    "next_bonus",
    "profile_dir",
    "starting_bonuses",
    "unlocked_bonuses",
    "validate_bonuses",
    "validate_objectives",
]
