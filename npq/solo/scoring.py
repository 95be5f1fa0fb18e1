"""Match Points at the end of a solo game (rulebook section 12, "Match Points Table").

"To calculate the Match Points, the resources left at the end of the game are totalled. The score
can be calculated even if the game has failed." The input is a plain :class:`EndSummary` (what is
left on the airship board and in the Bonds pile), so the score does not depend on the engine's
state layout; :mod:`npq.solo.game` builds the summary from the engine's final state.

The result is itemised: one :class:`ScoreLine` per row of the table, in the table's order, so the
end screen and the profile show the same breakdown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from npq import i18n
from npq.i18n import N_
from npq.solo.tables import MatchPointsTable, SoloTables, load_solo_tables

__all__ = ["EndSummary", "MatchPoints", "ScoreLine", "line_words", "match_points"]

#: Each line's words as shown (the ``label`` a line stores stays English: it is data in the
#: profile), by the line's key; ``{n}`` is the number of mandatory missions.
LINE_WORDS = {
    "bonds": N_("Bonds"),
    "specialists": N_("Specialists"),
    "commanders": N_("Commanders"),
    "advanced_commanders": N_("Advanced Commanders"),
    "failed_objectives": N_("Secondary objectives not completed"),
    "fuel": N_("Fuel notches left"),
    "integrity": N_("Structural Integrity notches"),
    "extra_missions": N_("Missions beyond the {n} mandatory"),
    "bonuses": N_("Solo bonuses (Airship Rescue)"),
}


def line_words(line: ScoreLine, mandatory: int = 3) -> str:
    """A Match Points line's words in the language in force (its stored English label for a
    key this edition does not know)."""
    words = LINE_WORDS.get(line.key)
    return i18n.render(i18n.gettext(words), n=mandatory) if words else line.label


@dataclass(frozen=True, slots=True)
class EndSummary:
    """What is left at the end of a solo game, counted for the Match Points Table.

    ``missions_completed`` counts every completed mission (the 3 mandatory ones included);
    ``failed_objectives`` the chosen secondary objectives not completed; ``bonus_points`` the
    chosen bonuses' own Match Points (the Airship Rescue's -100, used up or not).
    """

    bonds: int
    specialists: int
    commanders: int
    advanced_commanders: int
    fuel: int
    integrity: int
    missions_completed: int
    failed_objectives: int
    bonus_points: int = 0


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One row of the breakdown: ``count`` x ``each`` = ``points``."""

    key: str
    label: str
    count: int
    each: int
    points: int


@dataclass(frozen=True, slots=True)
class MatchPoints:
    """The itemised Match Points of one game."""

    lines: tuple[ScoreLine, ...]

    @property
    def total(self) -> int:
        """The sum of the lines."""
        return sum(line.points for line in self.lines)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form (stored in the profile, printed by ``--json``)."""
        return {
            "total": self.total,
            "lines": [
                {
                    "key": ln.key,
                    "label": ln.label,
                    "count": ln.count,
                    "each": ln.each,
                    "points": ln.points,
                }
                for ln in self.lines
            ],
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> MatchPoints:
        """Inverse of :meth:`as_dict` (the stored total is recomputed, not trusted)."""
        return cls(
            tuple(
                ScoreLine(
                    str(ln["key"]),
                    str(ln["label"]),
                    int(ln["count"]),
                    int(ln["each"]),
                    int(ln["points"]),
                )
                for ln in raw["lines"]
            )
        )


def match_points(
    summary: EndSummary, tables: SoloTables | MatchPointsTable | None = None
) -> MatchPoints:
    """Score ``summary`` by the Match Points Table, itemised. Works for won and failed games."""
    if tables is None:
        tables = load_solo_tables()
    table = tables.match_points if isinstance(tables, SoloTables) else tables
    extra = max(0, summary.missions_completed - table.mandatory_missions)
    rows = (
        ("bonds", "Bonds", summary.bonds, table.bond),
        ("specialists", "Specialists", summary.specialists, table.specialist),
        ("commanders", "Commanders", summary.commanders, table.commander),
        (
            "advanced_commanders",
            "Advanced Commanders",
            summary.advanced_commanders,
            table.advanced_commander,
        ),
        (
            "failed_objectives",
            "Secondary objectives not completed",
            summary.failed_objectives,
            table.failed_objective,
        ),
        ("fuel", "Fuel notches left", summary.fuel, table.fuel_notch),
        ("integrity", "Structural Integrity notches", summary.integrity, table.integrity_notch),
        (
            "extra_missions",
            f"Missions beyond the {table.mandatory_missions} mandatory",
            extra,
            table.extra_mission,
        ),
    )
    lines = [ScoreLine(key, label, count, each, count * each) for key, label, count, each in rows]
    if summary.bonus_points:
        lines.append(
            ScoreLine(
                "bonuses",
                "Solo bonuses (Airship Rescue)",
                1,
                summary.bonus_points,
                summary.bonus_points,
            )
        )
    return MatchPoints(tuple(lines))
