"""Edition 8 (issue 14's balance, docs/rules-decisions.md "Edition 8"): eighteen Mission cities
more (``data/editions.toml``: four East Asian ports, eight North American places, six
Mediterranean ones) and the bots' least gift on the table (``npq.bots.greedy.least_gift``);
editions 1-7 deal, play and replay as they did (their goldens: tests/test_game_golden.py).

The rulebook's printed numbers do not move: D11's Mission Calculator cities are this edition's.
"""

from __future__ import annotations

import dataclasses

import pytest
from _edition_helpers import added_cards_dealt, dealt

from npq.bots import GreedyBot
from npq.bots.greedy import GIFT_EDITION, least_gift
from npq.game import GameConfig, new_game, view_for
from npq.game.actions import Exchange
from npq.game.state import EDITION
from npq.game.world import default_world

W = default_world()
ASIA = ("sasebo", "otomari", "tsingtao", "naha")
AMERICA = (
    "chihuahua",
    "billings",
    "vancouver",
    "monterrey",
    "guaymas",
    "edmonton",
    "galveston",
    "prince_rupert",
)
MEDITERRANEAN = ("algiers", "barcelona", "tunis", "tripoli", "athens", "belgrade")
ADDED = (*ASIA, *AMERICA, *MEDITERRANEAN)


def test_edition_8_adds_eighteen_mission_cities() -> None:
    assert EDITION >= 8 == GIFT_EDITION
    assert W.added_missions(8)[-18:] == ADDED and len(W.added_missions(7)) == 20
    assert len(W.mission_cards(7)) == 61 and len(W.mission_cards(8)) == 79
    assert set(W.mission_cards(8)) - set(W.mission_cards(7)) == set(ADDED)
    for cities, start, low, high in (
        (ASIA, "kasumigaura", 2.3, 4.2),
        (AMERICA, "san_diego", 1.7, 5.4),
    ):
        for city in cities:
            assert low < W.distance(start, city) < high, city
    for city in MEDITERRANEAN:
        assert 0.7 < min(W.distance(s, city) for s in ("cuers_pierrefeu", "milano")) < 3.6
    # D11: the Calculator's rewards, by the distance from the nearest Starting Point
    assert W.reward("kasumigaura", "sasebo") == 50 and W.reward("kasumigaura", "tsingtao") == 80
    assert W.reward("san_diego", "guaymas") == 50 and W.reward("san_diego", "prince_rupert") == 110
    cfg = GameConfig(("japan", "usa"))
    for e in (7, 8):
        assert sorted(dealt(new_game(cfg, 5, edition=e))) == sorted(W.mission_cards(e))
    assert new_game(cfg, 5).edition == EDITION


def test_edition_8_shuffles_its_cards_in_after_edition_7s() -> None:
    dealt_added = added_cards_dealt(7, 8, ADDED)
    # 4 players: 16 of 79 cards dealt face up or into hands, about 3.6 added cards a game
    assert 100 <= dealt_added <= 200


def _hand(edition: int, hand: tuple[str, ...], table: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """Germany (seat 0, at Berlin) against Japan (at Kasumigaura), holding ``hand`` with
    ``table`` face up; every other card where the deal put it, those moved to the deck."""
    s = new_game(GameConfig(("germany", "japan"), first_player=0), 3, edition=edition)
    placed = set(hand) | set(table)
    moved = [c for c in (*s.mission_table, *s.players[0].missions) if c not in placed]
    deck = tuple(c for c in (*s.mission_deck, *moved) if c not in placed)
    japan = s.players[1]
    assert not placed & set(japan.missions)
    s = dataclasses.replace(s, mission_table=table, mission_deck=deck)
    s = s.with_player(0, dataclasses.replace(s.players[0], missions=hand))
    assert sorted(dealt(s)) == sorted(W.mission_cards(edition))
    assert s.players[0].airship.place == "berlin" and japan.airship.place == "kasumigaura"
    return s


@pytest.mark.parametrize("edition", [7, 8])
def test_the_greedy_bot_gives_japan_no_osaka_from_edition_8(edition: int) -> None:
    """Germany at Berlin holds Cairo, Anchorage and Osaka and sees Vienna face up (1.06 L
    away): it takes Vienna for one of its two worst cards, which lies face up after it
    (section 6 "Swapping a Mission Card"). Edition 7's bot gave its worst, Osaka -- 1.05 L
    from Japan's airship at Kasumigaura; edition 8's gives Anchorage, 11.5 L from it."""
    hand = ("cairo", "anchorage", "osaka")
    table = ("vienna", "delhi", "chicago", "markovo")
    if edition == 7:  # edition 7's deck has no Mediterranean city: the same hand and table
        assert not set(hand + table) & set(ADDED)
    s = _hand(edition, hand, table)
    proposed = GreedyBot().propose(view_for(s, 0), W)
    exchanges = [a for a in proposed if isinstance(a, Exchange)]
    assert exchanges == [Exchange("osaka" if edition == 7 else "anchorage", "vienna")]


def test_least_gift_weighs_the_leaders_first() -> None:
    """Of the spare cards, the one the rivals short of three missions gain least from. Italy
    holds Osaka (1.05 L from Japan's airship at Kasumigaura) and Warsaw (1.12 L from
    Germany's at Berlin): it gives Warsaw, the farther; with Germany two missions ahead Japan
    counts 6 L further and Osaka is given, Warsaw kept from the leader; with Japan's three
    missions done only Germany counts, and Osaka is given."""
    from npq.game.state import CompletedMission

    s = new_game(GameConfig(("italy", "japan", "germany"), first_player=0), 3)
    assert [r.airship.place for r in s.players[1:]] == ["kasumigaura", "berlin"]
    spare = ["osaka", "warsaw"]
    assert least_gift(s, W, s.players[0], spare) == "warsaw"
    done = tuple(CompletedMission(c, "berlin", c, 50, 1.0, 1) for c in ("vienna", "rome", "paris"))
    ahead = s.with_player(2, dataclasses.replace(s.players[2], completed=done[:2]))
    assert least_gift(ahead, W, ahead.players[0], spare) == "osaka"
    finished = s.with_player(1, dataclasses.replace(s.players[1], completed=done))
    assert least_gift(finished, W, finished.players[0], spare) == "osaka"
    both = finished.with_player(2, dataclasses.replace(s.players[2], completed=done))
    assert least_gift(both, W, both.players[0], spare) == "osaka"  # no rival: the worst, first
    assert least_gift(s, W, s.players[0], []) is None
