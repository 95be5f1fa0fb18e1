"""Edition 6 (issue 14's balance, docs/rules-decisions.md "Edition 6"): ten Mission cities more
and the USSR's D3 Speed 4 of ``data/editions.toml``, dealt at set-up; editions 1-5 deal as they
did.

The rulebook's printed numbers do not move (section 4 "Airships Performance": Japan's Range 3
and Speed 3 stay); only values this edition authored do: D11's Mission Calculator cities and
D3's Speed for the USSR (and, from edition 5, the USA).
"""

from __future__ import annotations

from _edition_helpers import added_cards_dealt, dealt, declared_at_kasumigaura

from npq.game import GameConfig, new_game
from npq.game.state import EDITION
from npq.game.world import default_world

W = default_world()
EDITION5 = ("harbin", "keijo", "khabarovsk", "mukden", "denver", "dallas")
ADDED = (
    "blagoveshchensk",
    "hankow",
    "chita",
    "markovo",
    "sredne_kolymsk",
    "verkhoyansk",
    "fairbanks",
    "salt_lake_city",
    "vilyuysk",
    "el_paso",
)


def test_edition_6_adds_ten_mission_cities_and_the_ussr_flies_at_speed_4() -> None:
    assert EDITION >= 6  # edition 7 plays every change of edition 6 too
    assert W.added_missions(6) == (*EDITION5, *ADDED) and W.added_missions(5) == EDITION5
    assert len(W.mission_cards(5)) == 47 and len(W.mission_cards(6)) == 57
    assert set(W.mission_cards(6)) - set(W.mission_cards(5)) == set(ADDED)
    for city in ADDED:  # bases of the board that carried no Mission card before
        assert W.place(city).kind.value == "base" and city in W.missions
        assert city not in W.arctic_bases and city not in W.start_points
    cfg = GameConfig(("usa", "ussr", "japan", "germany"))
    by = {e: new_game(cfg, 3, edition=e) for e in (4, 5, 6)}
    speeds = {e: [p.board.speed for p in s.players] for e, s in by.items()}
    # the USSR's D3 Speed 3 is 4 from edition 6, the USA's 5 from edition 5; Japan's printed 3
    # stays
    assert speeds == {4: [4, 3, 3, 4], 5: [5, 3, 3, 4], 6: [5, 4, 3, 4]}
    for e, s in by.items():
        assert sorted(dealt(s)) == sorted(W.mission_cards(e))
    assert new_game(cfg, 3, edition=6).edition == 6


def test_edition_6_shuffles_its_cards_in_after_edition_5s() -> None:
    dealt_added = added_cards_dealt(5, 6, ADDED)
    # 16 of 57 cards are dealt face up or into hands: about 3 added cards a game
    assert 70 <= dealt_added <= 170


def test_an_edition_5_game_deals_none_of_edition_6s_cards() -> None:
    cfg = GameConfig(("japan", "usa"))
    for seed in range(60):
        assert not set(dealt(new_game(cfg, seed, edition=5))) & set(ADDED)


def test_a_japanese_airship_declares_markovo_at_kasumigaura_for_the_calculators_reward() -> None:
    _, declared = declared_at_kasumigaura("markovo", 6)
    assert declared["reward"] == W.reward("kasumigaura", "markovo") >= 50  # D11: at least 50
