"""The Solo Mode tables as data (rulebook section 12; D16)."""

from __future__ import annotations

from pathlib import Path

import pytest

from npq.errors import ContentError
from npq.solo.tables import BonusEffect, ObjectiveKind, load_solo_tables


def test_stars_table_has_the_seven_rows_and_d16() -> None:
    tables = load_solo_tables()
    assert [o.number for o in tables.objectives] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert all(o.stars == 1 for o in tables.objectives)
    first = tables.objective(1)
    assert first.kind is ObjectiveKind.MISSION_LENGTHS
    assert (first.lengths, first.missions) == (20.0, 3)
    assert tables.objective(2).lengths == 12.0 and tables.objective(2).max_fuel == 2
    assert tables.objective(4).cap == 6 and tables.objective(5).cap == 6
    assert tables.objective(6).ports == 5
    assert (tables.objective(7).ports, tables.objective(7).lengths) == (3, 6.0)
    assert tables.objective(8).kind is ObjectiveKind.POLE_FULL_INTEGRITY
    assert "D16" in tables.objective(8).source


def test_bonus_table_thresholds_and_cards() -> None:
    tables = load_solo_tables()
    assert [(b.key, b.stars) for b in tables.bonuses] == [
        ("speed", 5),
        ("range", 10),
        ("rescue", 20),
        ("engineer", 30),
        ("scientist", 40),
        ("pilot", 50),
        ("manager", 60),
        ("commander", 70),
        ("bonds", 80),
        ("advanced_commander", 90),
    ]
    # The deck of 10 Solo Mode cards: one card per bonus, each with a title and a text.
    assert all(b.card_title and len(b.card_text) > 40 for b in tables.bonuses)
    assert tables.bonus("rescue").match_points == -100
    assert tables.bonus("bonds").amount == 200
    assert tables.bonus("pilot").effect is BonusEffect.SPECIALIST
    assert tables.bonus("pilot").skill == "pilot"


def test_match_points_table() -> None:
    mp = load_solo_tables().match_points
    assert (mp.bond, mp.specialist, mp.commander, mp.advanced_commander) == (1, 20, 50, 80)
    assert (mp.failed_objective, mp.fuel_notch, mp.integrity_notch) == (-30, 10, 10)
    assert (mp.extra_mission, mp.mandatory_missions) == (50, 3)


def test_unknown_rows_raise_key_error() -> None:
    tables = load_solo_tables()
    with pytest.raises(KeyError):
        tables.objective(9)
    with pytest.raises(KeyError):
        tables.bonus("teleport")


def test_broken_file_names_file_and_field(tmp_path: Path) -> None:
    good = (Path(__file__).parent.parent / "data" / "solo.toml").read_text(encoding="utf-8")
    bad = tmp_path / "solo.toml"
    bad.write_text(good.replace('effect = "bonds"', 'effect = "gold"'), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_solo_tables(bad)
    assert err.value.source == "solo.toml" and err.value.field == "bonus[8]"
    bad.write_text(good.replace("fuel_notch = 10", ""), encoding="utf-8")
    with pytest.raises(ContentError, match="fuel_notch"):
        load_solo_tables(bad)
    bad.write_text("objective = [", encoding="utf-8")
    with pytest.raises(ContentError, match="TOML"):
        load_solo_tables(bad)


def test_public_api_is_curated() -> None:
    import npq.solo

    assert sorted(npq.solo.__all__) == npq.solo.__all__
    for name in npq.solo.__all__:
        assert getattr(npq.solo, name) is not None
    assert {"SoloSession", "SoloSetup", "ProfileStore", "ObjectivesTracker", "match_points"} <= set(
        npq.solo.__all__
    )
