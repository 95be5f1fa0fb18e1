"""The Solo Mode tables as data (rulebook section 12; DESIGN.md D16).

``data/solo.toml`` holds the Stars Table (objectives 1-7 plus D16's 8th), the 100 Stars Bonus
Table with the text of the 10 Solo Mode cards, and the Match Points Table. This module loads it
once, validates every field (a broken file raises :class:`~npq.errors.ContentError` naming the
file and the field) and hands out frozen values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from npq.errors import ContentError
from npq.i18n import N_
from npq.paths import data_path
from npq.safeio import read_toml

__all__ = [
    "BonusEffect",
    "MatchPointsTable",
    "ObjectiveKind",
    "ObjectiveSpec",
    "SoloBonus",
    "SoloTables",
    "load_solo_tables",
]

MAX_ACTIVE_BONUSES = 3
"""Section 12: "Each game can have a maximum of 3 active bonuses, all different"."""
MAX_CHOSEN_OBJECTIVES = 3
"""Section 12: "the player can choose up to 3 secondary objectives"."""


class ObjectiveKind(StrEnum):
    """Which tracker in :mod:`npq.solo.objectives` follows an objective."""

    MISSION_LENGTHS = "mission_lengths"
    LONG_MISSION_LOW_RANGE = "long_mission_low_range"
    NO_NEUTRAL_TERRITORY = "no_neutral_territory"
    MAX_SPEED = "max_speed"
    MAX_RANGE = "max_range"
    PORTS_VISITED = "ports_visited"
    PORTS_SPREAD = "ports_spread"
    POLE_FULL_INTEGRITY = "pole_full_integrity"


class BonusEffect(StrEnum):
    """The closed vocabulary of Solo bonus effects on the starting state (100 Stars Bonus Table)."""

    SPEED = "speed"
    RANGE = "range"
    RESCUE = "rescue"
    SPECIALIST = "specialist"
    COMMANDER = "commander"
    BONDS = "bonds"
    ADVANCED_COMMANDER = "advanced_commander"


SPECIALIST_SKILLS = ("engineer", "scientist", "pilot", "manager")


@dataclass(frozen=True, slots=True)
class ObjectiveSpec:
    """One row of the Stars Table.

    ``lengths``, ``missions``, ``max_fuel``, ``cap`` and ``ports`` are the thresholds the row's
    text names (``None`` where the row has none).
    """

    number: int
    kind: ObjectiveKind
    text: str
    short: str
    stars: int
    source: str
    lengths: float | None = None
    missions: int | None = None
    max_fuel: int | None = None
    cap: int | None = None
    ports: int | None = None


@dataclass(frozen=True, slots=True)
class SoloBonus:
    """One row of the 100 Stars Bonus Table and the Solo Mode card that shows it."""

    key: str
    stars: int
    name: str
    effect: BonusEffect
    amount: int
    match_points: int
    card_title: str
    card_text: str
    skill: str | None = None


@dataclass(frozen=True, slots=True)
class MatchPointsTable:
    """The Match Points Table (section 12): points per element left at the end of the game."""

    bond: int
    specialist: int
    commander: int
    advanced_commander: int
    failed_objective: int
    fuel_notch: int
    integrity_notch: int
    extra_mission: int
    mandatory_missions: int


@dataclass(frozen=True, slots=True)
class SoloTables:
    """All three Solo Mode tables."""

    objectives: tuple[ObjectiveSpec, ...]
    bonuses: tuple[SoloBonus, ...]
    match_points: MatchPointsTable

    def objective(self, number: int) -> ObjectiveSpec:
        """The Stars Table row ``number`` (1-8)."""
        for spec in self.objectives:
            if spec.number == number:
                return spec
        valid = ", ".join(str(o.number) for o in self.objectives)
        raise KeyError(f"no solo objective {number} (valid: {valid})")

    def bonus(self, key: str) -> SoloBonus:
        """The bonus called ``key`` (``speed``, ``range``, ``rescue``, ``engineer`` ...)."""
        for bonus in self.bonuses:
            if bonus.key == key:
                return bonus
        valid = ", ".join(b.key for b in self.bonuses)
        raise KeyError(f"no solo bonus {key!r} (valid: {valid})")


def _field(
    table: Mapping[str, Any], name: str, kind: type | tuple[type, ...], source: str, where: str
) -> Any:
    if name not in table:
        raise ContentError(N_("missing field {name!r}"), source, where, name=name)
    value = table[name]
    if isinstance(value, bool) or not isinstance(value, kind):
        raise ContentError(
            N_("{name!r} has the wrong type ({kind})"),
            source,
            where,
            name=name,
            kind=type(value).__name__,
        )
    return value


def _optional(
    table: Mapping[str, Any], name: str, kind: type | tuple[type, ...], source: str, where: str
) -> Any:
    return _field(table, name, kind, source, where) if name in table else None


def _parse_objective(raw: Mapping[str, Any], source: str, index: int) -> ObjectiveSpec:
    where = f"objective[{index}]"
    kind_text = _field(raw, "kind", str, source, where)
    try:
        kind = ObjectiveKind(kind_text)
    except ValueError:
        raise ContentError(
            N_("unknown objective kind {kind!r}"), source, where, kind=kind_text
        ) from None
    lengths = _optional(raw, "lengths", (int, float), source, where)
    spec = ObjectiveSpec(
        number=_field(raw, "number", int, source, where),
        kind=kind,
        text=_field(raw, "text", str, source, where),
        short=_field(raw, "short", str, source, where),
        stars=_field(raw, "stars", int, source, where),
        source=_field(raw, "source", str, source, where),
        lengths=float(lengths) if lengths is not None else None,
        missions=_optional(raw, "missions", int, source, where),
        max_fuel=_optional(raw, "max_fuel", int, source, where),
        cap=_optional(raw, "cap", int, source, where),
        ports=_optional(raw, "ports", int, source, where),
    )
    needs: dict[ObjectiveKind, tuple[str, ...]] = {
        ObjectiveKind.MISSION_LENGTHS: ("lengths", "missions"),
        ObjectiveKind.LONG_MISSION_LOW_RANGE: ("lengths", "max_fuel"),
        ObjectiveKind.MAX_SPEED: ("cap",),
        ObjectiveKind.MAX_RANGE: ("cap",),
        ObjectiveKind.PORTS_VISITED: ("ports",),
        ObjectiveKind.PORTS_SPREAD: ("ports", "lengths"),
    }
    for name in needs.get(kind, ()):
        if getattr(spec, name) is None:
            raise ContentError(
                N_("objective kind {kind} needs {name!r}"), source, where, kind=str(kind), name=name
            )
    if spec.stars < 1:
        raise ContentError(N_("an objective earns at least 1 star"), source, where)
    return spec


def _parse_bonus(raw: Mapping[str, Any], source: str, index: int) -> SoloBonus:
    where = f"bonus[{index}]"
    effect_text = _field(raw, "effect", str, source, where)
    try:
        effect = BonusEffect(effect_text)
    except ValueError:
        raise ContentError(
            N_("unknown bonus effect {effect!r}"), source, where, effect=effect_text
        ) from None
    skill = _optional(raw, "skill", str, source, where)
    if effect is BonusEffect.SPECIALIST and skill not in SPECIALIST_SKILLS:
        raise ContentError(
            N_("a specialist bonus needs a skill in {skills}"),
            source,
            where,
            skills=str(SPECIALIST_SKILLS),
        )
    return SoloBonus(
        key=_field(raw, "key", str, source, where),
        stars=_field(raw, "stars", int, source, where),
        name=_field(raw, "name", str, source, where),
        effect=effect,
        amount=_field(raw, "amount", int, source, where),
        match_points=_field(raw, "match_points", int, source, where),
        card_title=_field(raw, "card_title", str, source, where),
        card_text=_field(raw, "card_text", str, source, where),
        skill=skill,
    )


def parse_solo_tables(raw: Mapping[str, Any], source: str = "solo.toml") -> SoloTables:
    """Validate the parsed TOML document ``raw`` and build the tables."""
    objectives_raw = raw.get("objective")
    if not isinstance(objectives_raw, list) or not objectives_raw:
        raise ContentError(N_("no [[objective]] rows"), source, "objective")
    objectives = tuple(_parse_objective(o, source, i) for i, o in enumerate(objectives_raw))
    numbers = [o.number for o in objectives]
    if numbers != list(range(1, len(numbers) + 1)):
        raise ContentError(
            N_("objectives must be numbered 1..n in order, got {numbers}"),
            source,
            "objective",
            numbers=str(numbers),
        )

    bonuses_raw = raw.get("bonus")
    if not isinstance(bonuses_raw, list) or not bonuses_raw:
        raise ContentError(N_("no [[bonus]] rows"), source, "bonus")
    bonuses = tuple(_parse_bonus(b, source, i) for i, b in enumerate(bonuses_raw))
    keys = [b.key for b in bonuses]
    if len(set(keys)) != len(keys):
        raise ContentError(N_("duplicate bonus keys in {keys}"), source, "bonus", keys=str(keys))
    thresholds = [b.stars for b in bonuses]
    if thresholds != sorted(set(thresholds)):
        raise ContentError(
            N_("bonus thresholds must rise strictly, got {thresholds}"),
            source,
            "bonus",
            thresholds=str(thresholds),
        )

    mp_raw = raw.get("match_points")
    if not isinstance(mp_raw, Mapping):
        raise ContentError(N_("no [match_points] table"), source, "match_points")
    names = MatchPointsTable.__dataclass_fields__
    mp = MatchPointsTable(**{n: _field(mp_raw, n, int, source, "match_points") for n in names})
    return SoloTables(objectives=objectives, bonuses=bonuses, match_points=mp)


def load_solo_tables(path: Path | None = None) -> SoloTables:
    """Load and validate ``data/solo.toml`` (or ``path``). The packaged file is cached."""
    if path is None:
        return _packaged()
    return _load(path)


def _load(path: Path) -> SoloTables:
    raw = read_toml(path)
    return parse_solo_tables(raw, path.name)


@cache
def _packaged() -> SoloTables:
    return _load(data_path("solo.toml"))
