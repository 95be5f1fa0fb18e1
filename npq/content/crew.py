"""Crew as data: skills, Commanders, Advanced Commanders and Specialist Tokens (section 3).

The rules of hiring, the silver and gold faces and the caps live in the engine (:mod:`npq.game`);
this module only says who exists and what each skill gives:

* **engineer** (Engineer / Mechanic): Speed +1;
* **pilot** (Pilot / Navigator): Range +1 (tank capacity, D13);
* **manager** (Manager / Reporter): +10 Bonds from the Bank each round, before the disc turns;
* **scientist** (Scientist / Meteorologist): cancels the wind deviation in fog and storm (D7).

A Commander has one skill, an Advanced Commander two (section 3 "Commanders and Adv.
Commanders"). They are historical figures of the airship and Arctic flights of 1920-1930 (D17).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from npq.content._toml import Table, read_toml, to_enum
from npq.errors import ContentError
from npq.i18n import N_
from npq.paths import data_path

__all__ = [
    "Bonus",
    "Commander",
    "Crew",
    "Skill",
    "SkillInfo",
    "load_crew",
]


class Skill(StrEnum):
    """The four skill symbols of Commanders and Specialist Tokens (section 3 table)."""

    ENGINEER = "engineer"
    PILOT = "pilot"
    MANAGER = "manager"
    SCIENTIST = "scientist"


class Bonus(StrEnum):
    """What a skill improves (section 3 "Specialist Bonuses")."""

    SPEED = "speed"
    RANGE = "range"
    INCOME = "income"
    WEATHER = "weather"


@dataclass(frozen=True, slots=True)
class SkillInfo:
    """One row of the "Specialist Bonuses" table (section 3).

    ``amount`` is the bonus per holder: +1 Speed or Range, +10 Bonds a round; 0 for the
    Scientist, whose bonus is a rule rather than a number.
    """

    skill: Skill
    title: str
    alt_title: str
    bonus: Bonus
    amount: int
    description: str


@dataclass(frozen=True, slots=True)
class Commander:
    """A Commander card (one skill) or Advanced Commander card (two skills), section 3."""

    id: str
    name: str
    skills: tuple[Skill, ...]
    nationality: str
    note: str

    @property
    def is_advanced(self) -> bool:
        """Advanced Commanders show two skill symbols (section 3)."""
        return len(self.skills) == 2

    def has_skill(self, skill: Skill | str) -> bool:
        """Whether this Commander carries ``skill``."""
        return Skill(skill) in self.skills


@dataclass(frozen=True, slots=True)
class Crew:
    """Every crew member of the box (data only, section 3 and section 8 "Preparation").

    ``tokens_by_players`` gives the Specialist Tokens laid out per symbol for a player count
    (section 8: 2 players 1, 3-4 players 2, 5-6 players 3; solo 1).
    """

    skills: Mapping[Skill, SkillInfo]
    commanders: tuple[Commander, ...]
    advanced_commanders: tuple[Commander, ...]
    tokens_by_players: Mapping[int, int]

    def commander(self, commander_id: str) -> Commander:
        """The Commander or Advanced Commander with this id (KeyError if none)."""
        for c in (*self.commanders, *self.advanced_commanders):
            if c.id == commander_id:
                return c
        raise KeyError(commander_id)

    @property
    def all_commanders(self) -> tuple[Commander, ...]:
        """Commanders, then Advanced Commanders."""
        return (*self.commanders, *self.advanced_commanders)

    def tokens_per_symbol(self, players: int) -> int:
        """Specialist Tokens per skill laid out at the start for ``players`` players (section 8)."""
        try:
            return self.tokens_by_players[players]
        except KeyError:
            # a crew table without the count (the config admits 1 to 6 players)
            raise ContentError(
                N_("no Specialist Tokens are laid out for {players} players (section 8)"),
                players=players,
            ) from None


def load_crew(path: Path | str | None = None) -> Crew:
    """Read and validate ``data/crew.toml`` (or ``path``); cached for the packaged file.

    Raises :class:`~npq.errors.ContentError` naming the file and field: an unknown skill, a
    Commander with other than one skill or an Advanced Commander with other than two distinct
    skills, a duplicate id, a missing note, a token table that does not cover 1-6 players.
    """
    if path is None:
        return _packaged_crew()
    return _read_crew(Path(path))


@lru_cache(maxsize=1)
def _packaged_crew() -> Crew:
    return _read_crew(data_path("crew.toml"))


def _read_crew(path: Path) -> Crew:
    root = Table(read_toml(path), path.name)
    root.only(("skills", "specialist_tokens", "commander", "advanced_commander"))

    skills_table = root.sub("skills")
    skills: dict[Skill, SkillInfo] = {}
    for key in skills_table.data:
        skill = to_enum(key, Skill, skills_table, key)
        row = skills_table.sub(key)
        row.only(("title", "alt_title", "bonus", "amount", "description"))
        skills[skill] = SkillInfo(
            skill=skill,
            title=row.text("title"),
            alt_title=row.text("alt_title"),
            bonus=row.choice("bonus", Bonus),
            amount=row.whole("amount", lo=0),
            description=row.text("description"),
        )
    for skill in Skill:
        if skill not in skills:
            raise skills_table.error(N_("missing skill"), skill.value)

    tokens_table = root.sub("specialist_tokens")
    tokens: dict[int, int] = {}
    for key in tokens_table.data:
        if not key.isdigit():
            raise tokens_table.error(N_("expected a player count 1-6"), key)
        tokens[int(key)] = tokens_table.whole(key, lo=1)
    if sorted(tokens) != [1, 2, 3, 4, 5, 6]:
        raise tokens_table.error(N_("must give the tokens for 1, 2, 3, 4, 5 and 6 players"))

    seen: set[str] = set()
    commanders = tuple(_commander(t, 1, seen) for t in root.subtables("commander"))
    advanced = tuple(_commander(t, 2, seen) for t in root.subtables("advanced_commander"))
    if not commanders:
        raise root.error(N_("no Commanders"), "commander")
    if not advanced:
        raise root.error(N_("no Advanced Commanders"), "advanced_commander")
    return Crew(
        skills=MappingProxyType(skills),
        commanders=commanders,
        advanced_commanders=advanced,
        tokens_by_players=MappingProxyType(dict(sorted(tokens.items()))),
    )


def _commander(t: Table, n_skills: int, seen: set[str]) -> Commander:
    t.only(("id", "name", "skills", "nationality", "note"))
    cid: str = t.text("id")
    if cid in seen:
        raise t.error(N_("duplicate id {id!r}"), "id", id=cid)
    seen.add(cid)
    t = Table(t.data, t.source, f"{t.where.split('[')[0]}[{cid}]")
    raw = t.array("skills")
    skills = tuple(to_enum(v, Skill, t, f"skills[{i}]") for i, v in enumerate(raw))
    if len(skills) != n_skills or len(set(skills)) != n_skills:
        said = (
            N_("a Commander has one skill, got {skills}")
            if n_skills == 1
            else N_("an Advanced Commander has two different skills, got {skills}")
        )
        raise t.error(said, "skills", skills=str(list(raw)))
    return Commander(
        id=cid,
        name=t.text("name"),
        skills=skills,
        nationality=t.text("nationality"),
        note=t.text("note"),
    )
