"""Choosing solo bonuses and objectives (rulebook section 12, 100 Stars Bonus Table)."""

from __future__ import annotations

import pytest

from npq.errors import RuleViolation
from npq.solo.bonuses import (
    next_bonus,
    parse_bonus_keys,
    parse_objective_numbers,
    starting_bonuses,
    unlocked_bonuses,
    validate_bonuses,
    validate_objectives,
)


def test_unlocked_by_cumulative_stars() -> None:
    assert unlocked_bonuses(4) == ()
    assert [b.key for b in unlocked_bonuses(5)] == ["speed"]
    assert [b.key for b in unlocked_bonuses(29)] == ["speed", "range", "rescue"]
    assert len(unlocked_bonuses(90)) == 10
    nb = next_bonus(12)
    assert nb is not None and (nb.key, nb.stars) == ("rescue", 20)
    assert next_bonus(90) is None


def test_three_bonus_limit() -> None:
    with pytest.raises(RuleViolation, match="at most 3") as err:
        validate_bonuses(["speed", "range", "rescue", "engineer"], 100)
    assert err.value.rule == "12 Solo Mode"
    assert len(validate_bonuses(["speed", "range", "rescue"], 100)) == 3


def test_duplicates_refused() -> None:
    with pytest.raises(RuleViolation, match="all be different"):
        validate_bonuses(["speed", "speed"], 100)


def test_locked_bonus_refused() -> None:
    with pytest.raises(RuleViolation, match="unlocks at 10 stars; this profile has 9"):
        validate_bonuses(["range"], 9)
    assert [b.key for b in validate_bonuses(["range"], 10)] == ["range"]


def test_unknown_bonus_refused() -> None:
    with pytest.raises(RuleViolation, match="no solo bonus 'wings'"):
        validate_bonuses(["wings"], 100)


def test_both_commanders_refused() -> None:
    with pytest.raises(RuleViolation, match="one Commander") as err:
        validate_bonuses(["commander", "advanced_commander"], 100)
    assert err.value.rule.startswith("3 ")


@pytest.mark.parametrize(
    ("key", "field", "value"),
    [
        ("speed", "speed", 1),
        ("range", "range", 1),
        ("rescue", "rescue", True),
        ("engineer", "specialists", ("engineer",)),
        ("scientist", "specialists", ("scientist",)),
        ("pilot", "specialists", ("pilot",)),
        ("manager", "specialists", ("manager",)),
        ("commander", "commander", True),
        ("bonds", "bonds", 200),
        ("advanced_commander", "advanced_commander", True),
    ],
)
def test_each_bonus_effect_summary(key: str, field: str, value: object) -> None:
    start = starting_bonuses(validate_bonuses([key], 100))
    assert getattr(start, field) == value
    assert start.keys == (key,)
    assert start.match_points == (-100 if key == "rescue" else 0)


def test_objective_choice_rules() -> None:
    assert validate_objectives((1, 4, 8)) == (1, 4, 8)
    assert validate_objectives(()) == ()
    with pytest.raises(RuleViolation, match="at most 3"):
        validate_objectives((1, 2, 3, 4))
    with pytest.raises(RuleViolation, match="once"):
        validate_objectives((2, 2))
    with pytest.raises(RuleViolation, match="no secondary objective 9"):
        validate_objectives((9,))


def test_parsers() -> None:
    assert parse_bonus_keys("speed, Range,advanced-commander") == (
        "speed",
        "range",
        "advanced_commander",
    )
    assert parse_bonus_keys("") == ()
    assert parse_objective_numbers("1,4,6") == (1, 4, 6)
    with pytest.raises(RuleViolation):
        parse_objective_numbers("1,x")
