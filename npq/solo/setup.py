"""The choices that start a solo game (rulebook section 12), checked before the game begins."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from npq.solo.bonuses import (
    StartingBonuses,
    starting_bonuses,
    validate_bonuses,
    validate_objectives,
)
from npq.solo.tables import SoloTables, load_solo_tables

__all__ = ["DEFAULT_PROFILE", "SoloSetup"]

DEFAULT_PROFILE = "default"
"""The profile a solo game is recorded in when none is named."""


@dataclass(frozen=True, slots=True)
class SoloSetup:
    """Nation, chosen objectives (Stars Table numbers), chosen bonuses (keys) and the seed.

    ``max_rounds`` (bot games) calls the expedition off at the end of that round (section 9
    "If the game is interrupted"); the game is then scored as it stands. ``commander`` is the id
    of the (Advanced) Commander picked with the Commander or Advanced Commander bonus (``None``:
    the engine's default pick, see :func:`npq.solo.bonuses.commander_choices`).
    """

    nation: str
    objectives: tuple[int, ...] = ()
    bonuses: tuple[str, ...] = ()
    seed: int = 0
    profile: str = DEFAULT_PROFILE
    max_rounds: int | None = None
    commander: str | None = None

    def validated(self, total_stars: int, tables: SoloTables | None = None) -> StartingBonuses:
        """Check the choice against section 12 for a profile with ``total_stars`` stars and
        return the starting bonuses; raises :class:`~npq.errors.RuleViolation` otherwise."""
        tables = tables or load_solo_tables()
        validate_objectives(self.objectives, tables)
        chosen = validate_bonuses(self.bonuses, total_stars, tables)
        return starting_bonuses(chosen, self.commander)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form."""
        return {
            "nation": self.nation,
            "objectives": list(self.objectives),
            "bonuses": list(self.bonuses),
            "seed": self.seed,
            "profile": self.profile,
            "max_rounds": self.max_rounds,
            "commander": self.commander,
        }
