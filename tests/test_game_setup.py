"""Game preparation (rulebook section 8 "Preparation"; D3, D15)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from _game_helpers import W, game

from npq.game import GameConfig, Mode, StartBonus, new_game, state_hash
from npq.game.state import State


def test_each_player_gets_3_missions_and_3_strategy_cards_and_4_lie_face_up() -> None:
    """Section 8 "Drawing Cards" and "Preparing the Decks of Cards"."""
    s = game("italy", "japan", "usa")
    assert len(s.mission_table) == 4
    for p in s.players:
        assert len(p.missions) == 3
        assert len(p.strategy) == 3
    dealt = [c for p in s.players for c in p.missions] + list(s.mission_table)
    assert len(set(dealt)) == len(dealt)
    assert len(s.mission_deck) + len(dealt) == len(W.mission_cards(s.edition))
    assert len(s.strategy_deck) + 9 == len(W.content.strategy)
    assert len(s.venture_deck) == len(W.content.venture)


@pytest.mark.parametrize(("players", "tokens"), [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_specialist_tokens_by_player_count(players: int, tokens: int) -> None:
    """Section 8: 2 players 1 token per symbol, 3-4 players 2, 5-6 players 3."""
    nations = ("italy", "japan", "usa", "ussr", "british_empire", "germany")[:players]
    s = game(*nations)
    assert s.specialists == (tokens,) * 4


def test_four_random_commanders_face_up_plus_every_advanced_commander() -> None:
    """Section 8 "Preparation of Commanders and Specialist Tokens"."""
    crew = W.content.crew
    s = game("italy", "japan")
    advanced = {c.id for c in crew.advanced_commanders}
    regular = [c for c in s.commanders if c not in advanced]
    assert len(regular) == 4
    assert advanced <= set(s.commanders)
    assert len(s.box_commanders) == len(crew.commanders) - 4
    other = game("italy", "japan", seed=2)
    assert other.commanders != s.commanders or other.mission_table != s.mission_table


def test_clips_at_board_values_full_tank_bonds_and_start_places() -> None:
    """Section 8 "Indicators Positioning", section 7 Bonds table, section 4 table, D3."""
    s = game("japan", "ussr", "british_empire")
    japan, ussr, uk = s.players
    assert (japan.speed, japan.range, japan.max_integrity) == (3, 3, 3)
    assert japan.airship.fuel == 3
    assert japan.airship.integrity == 3
    # D3's Speed 3 for the USSR, 4 from edition 6 (data/editions.toml, tests/test_edition6.py)
    assert (ussr.speed, ussr.range) == (4, 4)
    assert ussr.airship.fuel == 4
    assert [s.bonds(i) for i in range(3)] == [300, 280, 200]
    assert s.ledger.total() == 0
    assert japan.airship.place == "kasumigaura"
    assert japan.ship.place == "kushiro"
    assert uk.airship.place == "pulham"
    assert uk.ship.place == "dundee"


def test_five_and_six_player_alternates() -> None:
    """Section 8 "From 5 to 6 Players": Italy from Rhodes, the British Empire from Montreal
    with its ship at Goose Bay."""
    s = game("italy", "japan", "usa", "ussr", "british_empire")
    italy, uk = s.players[0], s.players[4]
    assert italy.airship.place == "rhodes"
    assert italy.ship.place == "cagliari"
    assert uk.airship.place == "montreal"
    assert uk.ship.place == "goose_bay"
    four = game("italy", "japan", "british_empire")
    assert four.players[0].airship.place == "milano"
    chosen = game("italy", "british_empire", alternates=("british_empire",))
    assert chosen.players[0].airship.place == "milano"
    assert chosen.players[1].airship.place == "montreal"


def test_first_player_and_turn_order() -> None:
    """D15: turns go round in seat order from the first player."""
    s = game("italy", "japan", "usa", first_player=2)
    assert s.current == 2
    assert s.round == 1


def test_same_seed_same_game_different_seed_different_game() -> None:
    a = game("italy", "japan", seed=11)
    b = game("italy", "japan", seed=11)
    c = game("italy", "japan", seed=12)
    assert state_hash(a) == state_hash(b)
    assert state_hash(a) != state_hash(c)


def test_solo_mode_deals_no_strategy_cards_and_gives_its_bonuses() -> None:
    """Section 12: no Strategy cards; starting bonuses (+1 Speed, free crew, +200 Bonds)."""
    bonus = StartBonus(speed=1, specialists=("pilot",), bonds=200, commander=True)
    s = new_game(GameConfig(("japan",), mode=Mode.SOLO, bonus=bonus), 5)
    p = s.players[0]
    assert p.strategy == ()
    assert s.strategy_deck == ()
    assert p.board.speed == 4
    assert p.crew.specialists == ("pilot",)
    assert p.crew.commander is not None
    assert p.range == 4 + (1 if "pilot" in p.crew.commander_skills else 0)
    assert p.airship.fuel == p.range
    assert s.bonds(0) == 500
    assert s.specialists[1] == 0


def test_config_rejects_impossible_tables() -> None:
    with pytest.raises(ValueError):
        GameConfig(("italy", "italy"))
    with pytest.raises(ValueError):
        GameConfig(("atlantis",))
    with pytest.raises(ValueError):
        GameConfig(("italy", "japan"), mode=Mode.SOLO)
    with pytest.raises(ValueError):
        GameConfig(tuple(["italy", "japan", "usa", "ussr", "france", "germany", "british_empire"]))
    cfg = GameConfig(("italy", "japan"), not_just_first=True, max_rounds=30)
    assert GameConfig.from_dict(cfg.to_dict()) == cfg


def test_first_player_by_lot_from_the_seed() -> None:
    """Section 8 "Choosing the First Player": draw lots (the seed decides)."""
    seats = {game("italy", "japan", "usa", first_player=None, seed=k).current for k in range(12)}
    assert seats == {0, 1, 2}
    s = game("italy", "japan", "usa", first_player=None, seed=3)
    assert s.first_player == s.current


# -- solo: the player picks the free (Advanced) Commander (section 12, "100 Stars Bonus Table") --

#: State hashes of solo starts with a Commander bonus and no pick, as dealt before the pick
#: existed (commit 6e063cf): with no pick the engine still takes the first face-up Commander / the
#: first Advanced Commander, and the config's new field stays out of the hash.
NO_PICK_HASHES = {
    (False, 7): "650a5304bde0c084294d918eb4257f6c59093f995ca0328a585befa13f5c0331",
    (False, 11): "7dfd576cb1f155ca2a358cc85efc0465e9405cb9667aa7aa1feebfcbd8d91df2",
    (True, 7): "a8382af35a5db095075d045b728d48f5e44317c6c06e03677940a410af6cba9f",
    (True, 11): "c7323933812b039c0a6d2895098fa9bebaa76bdaba29b724f4b71fe347eb0a4a",
}


def _solo(seed: int = 7, **bonus: Any) -> State:
    return new_game(GameConfig(nations=("italy",), mode=Mode.SOLO, bonus=StartBonus(**bonus)), seed)


@pytest.mark.parametrize(("advanced", "seed"), sorted(NO_PICK_HASHES))
def test_no_commander_pick_deals_exactly_as_before(advanced: bool, seed: int) -> None:
    flag = "advanced_commander" if advanced else "commander"
    cfg = GameConfig(nations=("italy",), mode=Mode.SOLO, bonus=StartBonus(**{flag: True}))
    s = new_game(cfg, seed, edition=3)  # the hashes were pinned by edition 3's deal
    assert state_hash(s) == NO_PICK_HASHES[advanced, seed]
    assert "commander_choice" not in s.config.to_dict()["bonus"]
    # edition 4 deals the same, and then turns the disc (L114); edition 5's deck differs
    # (docs/rules-decisions.md "Edition 5", tests/test_edition5.py)
    s4 = new_game(cfg, seed, edition=4)
    assert state_hash(replace(s4, disc_start=0, rng=s.rng)) == NO_PICK_HASHES[advanced, seed]


def test_picked_commander_from_the_face_up_row() -> None:
    # seed 7 lays lansdowne, wallis, durr, cecioni face up; the default pick is lansdowne
    s = _solo(7, commander=True, commander_choice="durr")
    crew = s.players[0].crew
    assert (crew.commander, crew.commander_skills) == ("durr", ("engineer",))
    assert s.commanders == (
        "lansdowne",
        "wallis",
        "cecioni",
        "nobile",
        "amundsen",
        "byrd",
        "riiser_larsen",
        "du_plessis",
    )
    # no longer hireable: neither on the table nor in the box
    assert "durr" not in s.box_commanders and len(s.box_commanders) == 8
    assert s.players[0].speed == W.content.nations["italy"].speed + 1


def test_picked_commander_from_the_box_leaves_the_row_its_four() -> None:
    s = _solo(7, commander=True, commander_choice="malmgren")
    crew = s.players[0].crew
    assert (crew.commander, crew.commander_skills) == ("malmgren", ("scientist",))
    assert s.commanders[:4] == ("lansdowne", "wallis", "durr", "cecioni")
    assert s.box_commanders == (
        "lehmann",
        "eckener",
        "otto_sverdrup",
        "ellsworth",
        "harald_sverdrup",
        "scott",
        "behounek",
    )
    assert "malmgren" not in s.commanders


def test_picked_advanced_commander() -> None:
    s = _solo(7, advanced_commander=True, commander_choice="byrd")
    crew = s.players[0].crew
    assert (crew.commander, crew.commander_skills) == ("byrd", ("manager", "scientist"))
    assert s.commanders == (
        "lansdowne",
        "wallis",
        "durr",
        "cecioni",
        "nobile",
        "amundsen",
        "riiser_larsen",
        "du_plessis",
    )
    assert len(s.box_commanders) == 8


@pytest.mark.parametrize(
    ("bonus", "message"),
    [
        ({"commander_choice": "durr"}, "needs the commander or the advanced_commander"),
        ({"commander": True, "commander_choice": "nobile"}, "not a Commander; choose one of durr,"),
        ({"advanced_commander": True, "commander_choice": "durr"}, "not an Advanced Commander"),
        ({"commander": True, "commander_choice": "santa"}, "'santa' is not a Commander"),
    ],
)
def test_bad_commander_picks_are_refused(bonus: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        StartBonus(**bonus)


def test_commander_pick_round_trips_through_the_config_dict() -> None:
    config = GameConfig(
        nations=("usa",), mode=Mode.SOLO, bonus=StartBonus(commander=True, commander_choice="scott")
    )
    data = config.to_dict()
    assert data["bonus"]["commander_choice"] == "scott"
    assert GameConfig.from_dict(data) == config
    plain = GameConfig(nations=("usa",), mode=Mode.SOLO, bonus=StartBonus(commander=True))
    assert "commander_choice" not in plain.to_dict()["bonus"]
    assert GameConfig.from_dict(plain.to_dict()).bonus.commander_choice is None
    bad = dict(data, bonus=dict(data["bonus"], commander_choice=3))
    with pytest.raises(TypeError, match="commander_choice must be a Commander id"):
        GameConfig.from_dict(bad)
