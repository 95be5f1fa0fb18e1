"""The advanced game's switches (issue #11, ../shared/ADVANCED.md 0.1-0.4).

Each switch is saved in the config and hashed with the state; while off it is left out of both,
so every game saved before the advanced rules existed keeps its config dict and its hashes.
"""

from __future__ import annotations

import pytest

from npq.game import GameConfig, Mode, new_game, state_hash, to_data

SWITCHES = ("advanced", "telegrams", "cession_at_base", "second_place")


def test_switches_are_off_by_default_and_left_out_of_the_dict_and_the_hash() -> None:
    cfg = GameConfig(("italy", "usa"))
    assert not any(getattr(cfg, s) for s in SWITCHES)
    assert cfg.rule_set == "basic"
    data = cfg.to_dict()
    assert not set(SWITCHES) & set(data)
    assert not set(SWITCHES) & set(to_data(cfg))
    assert GameConfig.from_dict(data) == cfg


def test_the_hash_of_a_basic_game_does_not_see_the_new_fields() -> None:
    """The basic game's state data is what it was before the switches existed."""
    state = new_game(GameConfig(("italy", "usa")), 1924)
    assert not set(SWITCHES) & set(to_data(state)["config"])


def test_advanced_switches_round_trip_and_change_the_hash() -> None:
    cfg = GameConfig(
        ("italy", "usa", "japan"),
        advanced=True,
        telegrams=True,
        cession_at_base=True,
        second_place=True,
    )
    assert cfg.rule_set == "advanced"
    data = cfg.to_dict()
    assert all(data[s] is True for s in SWITCHES)
    assert GameConfig.from_dict(data) == cfg
    basic = GameConfig(("italy", "usa", "japan"))
    assert to_data(cfg) != to_data(basic)
    a = new_game(GameConfig(("italy", "usa"), advanced=True), 7)
    b = new_game(GameConfig(("italy", "usa")), 7)
    assert state_hash(a) != state_hash(b)


@pytest.mark.parametrize("switch", ["telegrams", "cession_at_base", "second_place"])
def test_the_advanced_options_need_the_advanced_game(switch: str) -> None:
    """ADVANCED.md 0.2-0.4: the Telegram deck, the cession variant and second place are
    advanced rules (rulebook L511, L355, L745)."""
    with pytest.raises(ValueError, match="switch on advanced too"):
        GameConfig(("italy", "usa"), **{switch: True})
    with pytest.raises(ValueError, match="switch on advanced too"):
        GameConfig.from_dict({"nations": ["italy", "usa"], switch: True})


def test_the_advanced_game_is_refused_together_with_solo() -> None:
    """ADVANCED.md 0.1: the solo mode (section 12) has its own rules."""
    with pytest.raises(ValueError, match="not the solo mode"):
        GameConfig(("italy",), mode=Mode.SOLO, advanced=True)
    with pytest.raises(ValueError, match="not the solo mode"):
        GameConfig.from_dict({"nations": ["italy"], "mode": "solo", "advanced": True})


def test_a_switch_must_be_a_boolean() -> None:
    with pytest.raises(TypeError, match="advanced must be true or false"):
        GameConfig.from_dict({"nations": ["italy", "usa"], "advanced": "yes"})
    with pytest.raises(TypeError, match="advanced must be true or false"):
        GameConfig(("italy", "usa"), advanced=1)  # type: ignore[arg-type]
