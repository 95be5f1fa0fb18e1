"""Solo bonuses: which are unlocked, which may be chosen, and what they give at departure.

Rulebook section 12, "100 Stars Bonus Table": cumulative stars unlock passive bonuses. "Each game
can have a maximum of 3 active bonuses, all different from each other", each one shown by its
Solo Mode card. The same section lets the player choose up to 3 secondary objectives.

A choice that breaks these rules raises :class:`~npq.errors.RuleViolation` citing
``"12 Solo Mode"``. The Commander and the Advanced Commander bonuses exclude each other:
section 3 forbids two Commanders in one crew, "even if it is a Commander and an Adv. Commander".

With the Commander or the Advanced Commander bonus the player picks which one joins the crew, as
in the physical game: :func:`commander_choices` lists the candidates for a choice of bonuses and
:func:`validate_commander` checks the pick (none: the engine takes the first face-up Commander,
or the first Advanced Commander).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from npq.content import Commander, load_crew
from npq.errors import RuleViolation
from npq.solo.tables import (
    MAX_ACTIVE_BONUSES,
    MAX_CHOSEN_OBJECTIVES,
    BonusEffect,
    SoloBonus,
    SoloTables,
    load_solo_tables,
)

__all__ = [
    "RULE",
    "StartingBonuses",
    "commander_choices",
    "next_bonus",
    "parse_bonus_keys",
    "parse_objective_numbers",
    "starting_bonuses",
    "unlocked_bonuses",
    "validate_bonuses",
    "validate_commander",
    "validate_objectives",
]

RULE = "12 Solo Mode"
_CREW_RULE = "3 Commanders and Specialist Token"


@dataclass(frozen=True, slots=True)
class StartingBonuses:
    """What the chosen bonuses add to the starting state, in the engine's terms.

    ``speed``/``range``: added to the airship's values (still capped at 6, D13); ``rescue``: the
    first crash is survived; ``specialists``: skills of the free Specialists; ``commander`` /
    ``advanced_commander``: one free (Adv.) Commander from those available; ``bonds``: extra Bonds.
    ``match_points``: the bonuses' own Match Points at the end (the Rescue's -100).
    ``commander_choice``: the id of the (Adv.) Commander the player picked, ``None`` for the
    engine's default pick.
    """

    keys: tuple[str, ...] = ()
    speed: int = 0
    range: int = 0
    rescue: bool = False
    specialists: tuple[str, ...] = ()
    commander: bool = False
    advanced_commander: bool = False
    bonds: int = 0
    match_points: int = 0
    commander_choice: str | None = None


def unlocked_bonuses(total_stars: int, tables: SoloTables | None = None) -> tuple[SoloBonus, ...]:
    """The bonuses a profile with ``total_stars`` stars has unlocked, in table order."""
    tables = tables or load_solo_tables()
    return tuple(b for b in tables.bonuses if b.stars <= total_stars)


def next_bonus(total_stars: int, tables: SoloTables | None = None) -> SoloBonus | None:
    """The next bonus to unlock, or ``None`` once all ten are unlocked."""
    tables = tables or load_solo_tables()
    return next((b for b in tables.bonuses if b.stars > total_stars), None)


def parse_bonus_keys(text: str) -> tuple[str, ...]:
    """``"speed, range"`` -> ``("speed", "range")``; an empty text gives no bonus."""
    return tuple(k.strip().lower().replace("-", "_") for k in text.split(",") if k.strip())


def parse_objective_numbers(text: str) -> tuple[int, ...]:
    """``"1,4,6"`` -> ``(1, 4, 6)``; raises :class:`RuleViolation` on a non-number."""
    numbers = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit():
            raise RuleViolation("solo.objective.not_a_number", part=part)
        numbers.append(int(part))
    return tuple(numbers)


def validate_objectives(
    numbers: Sequence[int], tables: SoloTables | None = None
) -> tuple[int, ...]:
    """Check a choice of secondary objectives: up to 3, all different, rows of the Stars Table."""
    tables = tables or load_solo_tables()
    valid = {o.number for o in tables.objectives}
    if len(numbers) > MAX_CHOSEN_OBJECTIVES:
        raise RuleViolation(
            "solo.objective.too_many", max=MAX_CHOSEN_OBJECTIVES, count=len(numbers)
        )
    if len(set(numbers)) != len(numbers):
        raise RuleViolation("solo.objective.twice", numbers=list(numbers))
    for n in numbers:
        if n not in valid:
            raise RuleViolation("solo.objective.unknown", number=n, max=max(valid))
    return tuple(numbers)


def validate_bonuses(
    keys: Sequence[str], total_stars: int, tables: SoloTables | None = None
) -> tuple[SoloBonus, ...]:
    """Check a choice of bonuses against section 12 and return their table rows.

    At most 3, all different, each unlocked by ``total_stars``; not both Commanders.
    """
    tables = tables or load_solo_tables()
    if len(keys) > MAX_ACTIVE_BONUSES:
        raise RuleViolation("solo.bonus.too_many", max=MAX_ACTIVE_BONUSES, count=len(keys))
    if len(set(keys)) != len(keys):
        raise RuleViolation("solo.bonus.twice", keys=list(keys))
    chosen = []
    for key in keys:
        try:
            bonus = tables.bonus(key)
        except KeyError as exc:
            raise RuleViolation("solo.bonus.unknown", key=key, problem=str(exc.args[0])) from None
        if bonus.stars > total_stars:
            raise RuleViolation(
                "solo.bonus.locked",
                key=key,
                name=bonus.name,
                stars=bonus.stars,
                total=total_stars,
            )
        chosen.append(bonus)
    effects = {b.effect for b in chosen}
    if {BonusEffect.COMMANDER, BonusEffect.ADVANCED_COMMANDER} <= effects:
        raise RuleViolation("solo.bonus.two_commanders")
    return tuple(chosen)


def _commander_pool(effects: set[BonusEffect]) -> tuple[Commander, ...]:
    crew = load_crew()
    if BonusEffect.ADVANCED_COMMANDER in effects:
        return crew.advanced_commanders
    if BonusEffect.COMMANDER in effects:
        return crew.commanders
    return ()


def _effects(bonus_keys: Iterable[str], tables: SoloTables | None) -> set[BonusEffect]:
    tables = tables or load_solo_tables()
    known = {b.key: b for b in tables.bonuses}
    return {known[k].effect for k in bonus_keys if k in known}


def commander_choices(
    bonus_keys: Iterable[str], tables: SoloTables | None = None
) -> tuple[Commander, ...]:
    """The (Advanced) Commanders the player may pick with the bonuses ``bonus_keys``.

    The Commanders of the box with the Commander bonus, the Advanced Commanders with the
    Advanced Commander bonus, none otherwise (unknown keys are ignored; validation is
    :func:`validate_bonuses`' job). Each has ``id``, ``name`` and ``skills`` to show.
    """
    return _commander_pool(_effects(bonus_keys, tables))


def validate_commander(
    choice: str | None, bonus_keys: Iterable[str], tables: SoloTables | None = None
) -> str | None:
    """Check the picked (Adv.) Commander against the chosen bonuses (section 12).

    ``None`` is always valid (the engine's default pick). Otherwise it needs the Commander or
    the Advanced Commander bonus and must be one of :func:`commander_choices`; a
    :class:`RuleViolation` names the valid ids.
    """
    keys = tuple(bonus_keys)
    return _check_commander(choice, _effects(keys, tables), keys)


def _check_commander(
    choice: str | None, effects: set[BonusEffect], keys: Sequence[str]
) -> str | None:
    if choice is None:
        return None
    valid = _commander_pool(effects)
    if not valid:
        raise RuleViolation("solo.commander.needs_bonus", choice=choice, bonuses=list(keys))
    if choice not in {c.id for c in valid}:
        code = (
            "solo.commander.not_advanced" if valid[0].is_advanced else "solo.commander.not_in_box"
        )
        raise RuleViolation(code, choice=choice, valid=[c.id for c in valid])
    return choice


def starting_bonuses(bonuses: Iterable[SoloBonus], commander: str | None = None) -> StartingBonuses:
    """Sum the chosen (already validated) bonuses into one :class:`StartingBonuses`.

    ``commander`` is the picked (Adv.) Commander's id (see :func:`validate_commander`, checked
    here too).
    """
    bonuses = tuple(bonuses)
    _check_commander(commander, {b.effect for b in bonuses}, [b.key for b in bonuses])
    keys: list[str] = []
    speed = range_ = bonds = points = 0
    rescue = regular = advanced = False
    specialists: list[str] = []
    for bonus in bonuses:
        keys.append(bonus.key)
        points += bonus.match_points
        match bonus.effect:
            case BonusEffect.SPEED:
                speed += bonus.amount
            case BonusEffect.RANGE:
                range_ += bonus.amount
            case BonusEffect.RESCUE:
                rescue = True
            case BonusEffect.SPECIALIST:
                assert bonus.skill is not None
                specialists.append(bonus.skill)
            case BonusEffect.COMMANDER:
                regular = True
            case BonusEffect.ADVANCED_COMMANDER:
                advanced = True
            case BonusEffect.BONDS:
                bonds += bonus.amount
    return StartingBonuses(
        keys=tuple(keys),
        speed=speed,
        range=range_,
        rescue=rescue,
        specialists=tuple(specialists),
        commander=regular,
        advanced_commander=advanced,
        bonds=bonds,
        match_points=points,
        commander_choice=commander,
    )
