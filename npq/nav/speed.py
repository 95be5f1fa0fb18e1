"""Speed and weather arithmetic, in one place for the game engine and the UI.

Where the numbers come from:

- Base performance: the nation's game plan (rulebook 4 "Airships Performance"; D3).
- Crew (rulebook 3 "Specialist Bonuses"; D13): an Engineer adds +1 Speed, a Pilot +1 Range.
  A Specialist whose skill the Commander also has turns to the gold face and counts twice, so
  Specialist + Commander with the same skill give +2 (the "Example of Token Insertion
  Mechanism": Speed 4 → 5 with an Engineer → 6 with an Adv. Commander who is an Engineer).
- Caps (rulebook 2; D13): Speed 6, Range 6, Structural Integrity 3 for the permanent values;
  temporary effects of cards and weather may go beyond them.
- Weather in the area where the move starts (1B; D7): Sun nothing; Wind spin the Wind
  Indicator; Rain -1 Speed; Fog the airship cannot move (advanced: may move with a Commander
  after drawing a Venture card); Storm spin the Wind Indicator and 1 structural damage.
- Wind Indicator (5; D8): FW +1 Speed, BW -1 Speed, and the course deviation.
- Scientist (3, D7): cancels the wind's course deviation in fog and storm. Rule decision: the
  Scientist cancels the deviation only; the FW/BW Speed change still applies (the rulebook
  says "cancel the deviation of the route modified by the wind").
"""

from __future__ import annotations

from dataclasses import dataclass

from npq.errors import InputError
from npq.i18n import N_, Phrase
from npq.nav.wind import Wind
from npq.weather import Icon

__all__ = [
    "INTEGRITY_CAP",
    "RANGE_CAP",
    "SHIP_SPEED",
    "SPEED_CAP",
    "MoveAllowance",
    "allowed_speed",
    "capped_integrity",
    "capped_range",
    "capped_speed",
    "crew_bonus",
    "needs_wind_spin",
]

#: Rulebook 2 / D13: the permanent maxima on the game plan.
SPEED_CAP = 6
RANGE_CAP = 6
INTEGRITY_CAP = 3
#: Rulebook 4 "Ships Movement": a ship sails up to 3 Lengths a turn (D5: inside the ice ring
#: each Length costs 3).
SHIP_SPEED = 3


def crew_bonus(specialist: bool, commander_has_skill: bool) -> int:
    """The bonus of one skill (Engineer → Speed, Pilot → Range) from the crew (3; D13).

    The Specialist Token counts once on its silver face; when the Commander has the same skill the
    token shows its gold face and counts twice. A Commander with the skill and no Specialist
    still moves the clip by one.
    """
    return int(specialist) + int(commander_has_skill)


def capped_speed(base: int, bonus: int = 0) -> int:
    """The permanent Speed: base + crew bonus, at most 6 (rulebook 2, 3 "REMEMBER")."""
    return max(0, min(base + bonus, SPEED_CAP))


def capped_range(base: int, bonus: int = 0) -> int:
    """The permanent Range (tank capacity): base + crew bonus, at most 6 (rulebook 2; D13)."""
    return max(0, min(base + bonus, RANGE_CAP))


def capped_integrity(base: int, bonus: int = 0) -> int:
    """The permanent Structural Integrity: at most 3 (rulebook 2)."""
    return max(0, min(base + bonus, INTEGRITY_CAP))


def needs_wind_spin(icon: Icon | None) -> bool:
    """Whether the weather in the starting area calls for the Wind Indicator (Wind, Storm; D7)."""
    return icon in (Icon.WIND, Icon.STORM)


@dataclass(frozen=True, slots=True)
class MoveAllowance:
    """What an airship may do this move, with every term that went into it.

    ``speed`` is the most Lengths it may fly (fractions of it are allowed); ``deviation`` the
    course deviation in degrees (positive = L, counter-clockwise); ``damage`` the structural
    damage suffered before moving (storm); ``stopped`` means it cannot move at all (fog);
    ``venture_card`` that a Venture card must be drawn before moving (advanced fog with a
    Commander). ``terms`` lists ``(reason, Speed change)`` in the order applied, for the UI.
    """

    speed: int
    deviation: float
    damage: int
    stopped: bool
    venture_card: bool
    icon: Icon | None
    wind: Wind | None
    terms: tuple[tuple[str, int], ...]

    def explain(self) -> str:
        """A one-line account, e.g. ``"base 3, Engineer +1, BW -1 → Speed 3, 12°L"``."""
        parts = [
            f"{reason} {delta:+d}" if i else f"{reason} {delta}"
            for i, (reason, delta) in enumerate(self.terms)
        ]
        tail = "cannot move (fog)" if self.stopped else f"Speed {self.speed}"
        if self.deviation:
            side = "L" if self.deviation > 0 else "R"
            tail += f", {abs(self.deviation):g}°{side}"
        if self.damage:
            tail += f", {self.damage} damage"
        if self.venture_card:
            tail += ", draw a Venture card"
        return ", ".join(parts) + " → " + tail


def allowed_speed(
    base_speed: int,
    *,
    engineer_bonus: int = 0,
    icon: Icon | None = None,
    wind: Wind | None = None,
    scientist: bool = False,
    has_commander: bool = False,
    advanced: bool = False,
    temporary: int = 0,
) -> MoveAllowance:
    """The Speed allowed this move and the weather's other effects (D7, D8, D13).

    Args:
        base_speed: the game plan's Speed (rulebook 4).
        engineer_bonus: :func:`crew_bonus` for the Engineer skill (0, 1 or 2).
        icon: the icon in the weather window of the area where the move starts (1B: never
            the one where it ends); ``None`` when the window is empty (no effect).
        wind: the Wind Indicator's sector. Required when ``icon`` is Wind or Storm (spin it
            with :func:`npq.nav.spin_wind` first); a card may also impose one with any icon.
        scientist: a Scientist (Specialist or Commander skill) is aboard: cancels the wind's
            deviation in fog and storm.
        has_commander: a Commander is aboard (advanced fog: may move after a Venture card).
        advanced: the advanced rules are in play.
        temporary: Speed change from cards in force; may go past the cap of 6 (rulebook 2).

    Raises:
        ValueError: Wind or Storm without a ``wind`` sector.
    """
    if needs_wind_spin(icon) and wind is None:
        raise InputError(
            N_("{icon} in the starting area: spin the Wind Indicator first (D7)"),
            icon=Phrase(icon.value) if icon is not None else "",
        )
    terms: list[tuple[str, int]] = [("base", base_speed)]
    if engineer_bonus:
        terms.append(("Engineer", engineer_bonus))
    permanent = capped_speed(base_speed, engineer_bonus)
    if permanent != base_speed + engineer_bonus:
        terms.append((f"cap {SPEED_CAP}", permanent - base_speed - engineer_bonus))
    speed = permanent
    if temporary:
        terms.append(("cards", temporary))
        speed += temporary
    if icon is Icon.RAIN:
        terms.append(("rain", -1))
        speed -= 1
    deviation = 0.0
    if wind is not None:
        if wind.speed_delta:
            terms.append((wind.value[:2], wind.speed_delta))
            speed += wind.speed_delta
        deviation = wind.deviation
        if scientist and icon in (Icon.FOG, Icon.STORM):
            deviation = 0.0
    damage = 1 if icon is Icon.STORM else 0
    stopped = False
    venture = False
    if icon is Icon.FOG:
        if advanced and has_commander:
            venture = True
        else:
            stopped = True
    speed = max(0, speed)
    if stopped:
        speed = 0
        deviation = 0.0
    return MoveAllowance(
        speed=speed,
        deviation=deviation,
        damage=damage,
        stopped=stopped,
        venture_card=venture,
        icon=icon,
        wind=wind,
        terms=tuple(terms),
    )
