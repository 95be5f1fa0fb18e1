"""Speed and weather arithmetic (rulebook 1B, 2, 3, 5; DESIGN.md D7, D8, D13)."""

from __future__ import annotations

import pytest

from npq.nav import (
    Wind,
    allowed_speed,
    capped_integrity,
    capped_range,
    capped_speed,
    crew_bonus,
    needs_wind_spin,
)
from npq.weather import Icon


def test_crew_bonus_gold_token_counts_twice() -> None:
    assert crew_bonus(False, False) == 0
    assert crew_bonus(True, False) == 1  # silver Specialist
    assert crew_bonus(False, True) == 1  # Commander with the skill
    assert crew_bonus(True, True) == 2  # gold face: Specialist + Commander (D13)


def test_token_insertion_example_and_caps() -> None:
    # Rulebook 3, Example of Token Insertion Mechanism: Speed 4 -> 5 -> 6.
    assert capped_speed(4, crew_bonus(True, False)) == 5
    assert capped_speed(4, crew_bonus(True, True)) == 6
    assert capped_speed(5, 2) == 6  # cap 6 (rulebook 2)
    assert capped_range(4, 1) == 5 and capped_range(6, 2) == 6
    assert capped_integrity(3, 1) == 3


def test_sun_no_effect_and_elena_with_engineer() -> None:
    # Game Example, Elena's second turn: Speed 3 + Engineer = 4 in the sun.
    a = allowed_speed(3, engineer_bonus=1, icon=Icon.SUN)
    assert (a.speed, a.deviation, a.damage, a.stopped) == (4, 0.0, 0, False)
    assert allowed_speed(3, icon=None).speed == 3  # empty window: no effect


def test_elena_headwind_12l() -> None:
    # Section 5 Game example: Speed 3 + Engineer 4, "-12°L": BW -1 -> 3, on the 12°L line.
    a = allowed_speed(3, engineer_bonus=1, icon=Icon.WIND, wind=Wind.BW_L12)
    assert a.speed == 3
    assert a.deviation == 12.0
    assert a.explain() == "base 3, Engineer +1, BW -1 → Speed 3, 12°L"


def test_marco_headwind_12r() -> None:
    # Game Example: Speed 3, "-12°R" -> 2 Lengths on the 12°R line.
    a = allowed_speed(3, icon=Icon.WIND, wind=Wind.BW_R12)
    assert (a.speed, a.deviation) == (2, -12.0)


def test_tailwind_may_exceed_the_cap() -> None:
    a = allowed_speed(5, engineer_bonus=2, icon=Icon.WIND, wind=Wind.FW)
    assert a.speed == 7  # cap 6 for the permanent value, +1 temporary (rulebook 2)
    assert ("cap 6", -1) in a.terms
    assert allowed_speed(6, temporary=1).speed == 7


def test_rain_minus_one_and_never_negative() -> None:
    assert allowed_speed(4, icon=Icon.RAIN).speed == 3
    assert allowed_speed(1, icon=Icon.RAIN, wind=Wind.BW).speed == 0


def test_storm_spins_and_damages() -> None:
    assert needs_wind_spin(Icon.STORM) and needs_wind_spin(Icon.WIND)
    assert not needs_wind_spin(Icon.RAIN) and not needs_wind_spin(None)
    with pytest.raises(ValueError, match="spin the Wind Indicator"):
        allowed_speed(4, icon=Icon.STORM)
    a = allowed_speed(4, icon=Icon.STORM, wind=Wind.FW_R24)
    assert (a.speed, a.deviation, a.damage) == (5, -24.0, 1)


def test_scientist_cancels_deviation_in_storm_and_fog_only() -> None:
    a = allowed_speed(4, icon=Icon.STORM, wind=Wind.BW_L24, scientist=True)
    assert (a.speed, a.deviation, a.damage) == (3, 0.0, 1)  # deviation gone, BW still -1
    b = allowed_speed(4, icon=Icon.WIND, wind=Wind.BW_L24, scientist=True)
    assert b.deviation == 24.0


def test_fog_stops_unless_advanced_commander() -> None:
    a = allowed_speed(4, icon=Icon.FOG)
    assert (a.stopped, a.speed, a.venture_card) == (True, 0, False)
    assert allowed_speed(4, icon=Icon.FOG, has_commander=True).stopped  # basic game
    b = allowed_speed(4, icon=Icon.FOG, has_commander=True, advanced=True)
    assert (b.stopped, b.speed, b.venture_card) == (False, 4, True)
    assert allowed_speed(4, icon=Icon.FOG, advanced=True).stopped
    assert a.explain().endswith("cannot move (fog)")
