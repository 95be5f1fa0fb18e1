"""Edition 9 (issue 14's balance, docs/rules-decisions.md "Edition 9"): edition 8's six
Mediterranean Mission cities leave the deck again
(``data/editions.toml`` ``retired_cities``), and the bots swap a hopeless Mission card for the
deck's top (section 6 "Swapping a Mission Card"; ``npq.bots.greedy.BLIND_EDITION``); editions
1-8 deal, play and replay as they did (their goldens: tests/test_game_golden.py).

The rulebook's printed numbers do not move: D11's Mission Calculator cities are this edition's.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from _edition_helpers import dealt

from npq.bots import GreedyBot
from npq.bots.greedy import BLIND_EDITION
from npq.bots.solo import SoloBot
from npq.content import load_editions
from npq.errors import ContentError
from npq.game import GameConfig, apply, new_game, view_for
from npq.game.actions import ActionKind, Exchange
from npq.game.state import EDITION
from npq.game.world import default_world

W = default_world()
RETIRED = ("algiers", "barcelona", "tunis", "tripoli", "athens", "belgrade")


def test_edition_9_retires_the_mediterranean_six() -> None:
    assert EDITION >= 9 == BLIND_EDITION
    assert len(W.mission_cards(8)) == 79 and len(W.mission_cards(9)) == 73
    assert set(W.mission_cards(8)) - set(W.mission_cards(9)) == set(RETIRED)
    assert not set(W.mission_cards(9)) - set(W.mission_cards(8))
    assert set(W.mission_cards(9)) - set(W.mission_cards(7)) == set(W.added_missions(9)[-12:])
    assert "guaymas" in W.mission_cards(9) and "sasebo" in W.mission_cards(9)
    # every card of every edition still resolves: an edition-8 save holds Belgrade
    assert all(c in W.missions for c in RETIRED)
    assert W.added_missions(None)[-6:] == RETIRED
    cfg = GameConfig(("germany", "japan"))
    for e in (8, 9):
        assert sorted(dealt(new_game(cfg, 5, edition=e))) == sorted(W.mission_cards(e))
    assert new_game(cfg, 5).edition == EDITION


def test_edition_9_deals_edition_8s_deal_without_the_retired_cards() -> None:
    """Edition 9 deals its own deck of 73 cards, and the rest of the set-up drawn by the game's
    generator (first player, Commanders, the weather disc, the Venture deck) is edition 8's:
    the cities an edition adds are shuffled in from a stream of their own."""
    cfg = GameConfig(("italy", "japan", "usa", "france"), first_player=None)
    for seed in range(20):
        old, new = new_game(cfg, seed, edition=8), new_game(cfg, seed, edition=9)
        assert sorted(dealt(new)) == sorted(W.mission_cards(9))
        assert (old.first_player, old.commanders, old.disc_start) == (
            new.first_player,
            new.commanders,
            new.disc_start,
        )
        assert old.venture_deck == new.venture_deck


def _editions(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "editions.toml"
    path.write_text(text, encoding="utf-8")
    return load_editions(path)


@pytest.mark.parametrize(
    "text",
    [
        # a city no earlier edition of the file added
        '[[edition]]\nnumber = 5\nmission_cities = ["harbin"]\n\n'
        '[[edition]]\nnumber = 6\nretired_cities = ["keijo"]\n',
        # a city the same edition adds
        '[[edition]]\nnumber = 5\nmission_cities = ["harbin"]\nretired_cities = ["harbin"]\n',
    ],
)
def test_a_retired_city_must_have_been_added_before(tmp_path: Path, text: str) -> None:
    with pytest.raises(ContentError, match="earlier edition added"):
        _editions(tmp_path, text)


def test_an_edition_plays_without_the_cities_retired_up_to_it(tmp_path: Path) -> None:
    e = _editions(
        tmp_path,
        '[[edition]]\nnumber = 5\nmission_cities = ["harbin", "keijo"]\n\n'
        '[[edition]]\nnumber = 6\nretired_cities = ["keijo"]\n',
    )
    assert e.mission_cities(5) == ("harbin", "keijo") and e.mission_cities(6) == ("harbin",)
    assert e.mission_cities() == ("harbin", "keijo")  # every card some edition's game holds


def _germany(edition: int, hand: tuple[str, ...], table: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """Germany (seat 0, at Berlin) against Japan, holding ``hand`` with ``table`` face up."""
    s = new_game(GameConfig(("germany", "japan"), first_player=0), 3, edition=edition)
    placed = set(hand) | set(table)
    moved = [c for c in (*s.mission_table, *s.players[0].missions) if c not in placed]
    deck = tuple(c for c in (*s.mission_deck, *moved) if c not in placed)
    assert not placed & set(s.players[1].missions)
    s = dataclasses.replace(s, mission_table=table, mission_deck=deck)
    return s.with_player(0, dataclasses.replace(s.players[0], missions=hand))


@pytest.mark.parametrize("edition", [8, 9])
def test_the_greedy_bot_swaps_a_hopeless_card_for_the_decks_top_from_edition_9(
    edition: int,
) -> None:
    """Germany at Berlin holds Vienna (1.1 L), Warsaw (1.1 L) and Anchorage (about 15 L by way
    of a Starting Point), and the face-up cards are no nearer than its worst by 4 L: edition
    8's bot keeps its hand; edition 9's gives Anchorage face down for the deck's top, the mean
    card it cannot see being far nearer. It flies Vienna either way."""
    hand = ("vienna", "warsaw", "anchorage")
    table = ("delhi", "chicago", "markovo", "cairo")
    s = _germany(edition, hand, table)
    proposed = GreedyBot().propose(view_for(s, 0), W)
    exchanges = [a for a in proposed if isinstance(a, Exchange)]
    assert exchanges == ([Exchange("anchorage", "deck")] if edition == 9 else [])
    if edition == 9:
        after, _ = apply(s, exchanges[0], W)
        me = after.players[0]
        assert "anchorage" not in me.missions and len(me.missions) == 3
        assert me.missions[-1] == s.mission_deck[0]  # the deck's top, as the rule has it
        assert after.mission_deck[-1] == "anchorage"  # face down at the bottom
        assert after.mission_table == table  # nothing shown to the table
        again = GreedyBot().propose(view_for(after, 0), W)
        assert not [a for a in again if isinstance(a, Exchange)]  # one card action a turn


def test_the_greedy_bot_keeps_a_hand_no_worse_than_the_unseen_cards() -> None:
    """Vienna, Warsaw and Stockholm (1.1-1.6 L from Berlin): nothing to swap."""
    s = _germany(9, ("vienna", "warsaw", "stockholm"), ("delhi", "chicago", "markovo", "cairo"))
    assert GreedyBot()._blind_swap(view_for(s, 0), W, s.players[0]) is None


def test_the_blind_swap_reckons_with_the_unseen_cards_only() -> None:
    """The swap weighs the mean of the cards the seat cannot see, never the deck's order: the
    same view with the deck reordered gives the same answer."""
    hand = ("vienna", "warsaw", "anchorage")
    table = ("delhi", "chicago", "markovo", "cairo")
    s = _germany(9, hand, table)
    flipped = dataclasses.replace(s, mission_deck=tuple(reversed(s.mission_deck)))
    bot = GreedyBot()
    assert bot._blind_swap(view_for(s, 0), W, s.players[0]) == "anchorage"
    assert bot._blind_swap(view_for(flipped, 0), W, flipped.players[0]) == "anchorage"
    # handed the true state itself, a bot that looked at the top card would keep Anchorage
    # when a card farther still lay on top, and swap it when Stockholm (1.6 L) did
    for top in ("stockholm", "naha"):
        deck = (top, *(c for c in s.mission_deck if c != top))
        assert top in s.mission_deck and len(deck) == len(s.mission_deck)
        true = dataclasses.replace(s, mission_deck=deck)
        assert bot._blind_swap(true, W, true.players[0]) == "anchorage"


def test_the_blind_swap_keeps_to_the_exact_rule() -> None:
    """Over whole greedy games, the swap the bot makes (its quick floor: no card costs less
    than the straight way to it) is the one the rule gives when every unseen card is priced
    by every Starting Point -- and every card of the deck has a price, the floor's premise."""
    from npq.bots import play_game
    from npq.bots.greedy import _BLIND_MARGIN, _earning
    from npq.game.rules.view import missions_out_of_sight

    checked = swapped = 0

    class Checking(GreedyBot):
        def _blind_swap(self, s, w, p):  # type: ignore[no-untyped-def]
            nonlocal checked, swapped
            got = GreedyBot._blind_swap(self, s, w, p)
            cost_of = self._mission_costs(s, w, p)
            deck = w.mission_cards(s.edition)
            assert all(cost_of(c) is not None for c in deck)
            exact = None
            if not _earning(p) and p.missions and ActionKind.MISSION_CARD.value not in s.used:
                worst = max((cost_of(c)[0], c) for c in p.missions)  # type: ignore[index]
                hidden = missions_out_of_sight(s, deck)
                costs = [cost_of(c)[0] for c in deck if c in hidden]  # type: ignore[index]
                if worst[0] > sum(costs) / len(costs) + _BLIND_MARGIN:
                    exact = worst[1]
            assert got == exact
            checked += 1
            swapped += got is not None
            return got

    for seed in (1, 2):
        cfg = GameConfig(("germany", "japan", "usa", "italy"))
        play_game(cfg, seed, [Checking() for _ in range(4)], max_rounds=25)
    assert checked > 50 and swapped >= 1


def test_the_solo_bot_keeps_its_cards_for_the_long_mission_objectives() -> None:
    """Objectives 1-3 pick the hand's cards for their own ends: no blind swap; others do."""
    s = _germany(9, ("vienna", "warsaw", "anchorage"), ("delhi", "chicago", "markovo", "cairo"))
    v = view_for(s, 0)
    for objectives in ((1,), (2,), (3,), (1, 4)):
        assert SoloBot(objectives)._blind_swap(v, W, s.players[0]) is None
    assert SoloBot((4, 8))._blind_swap(v, W, s.players[0]) == "anchorage"


def test_the_experts_plain_plan_swaps_a_hopeless_card_as_the_greedy_bot_does() -> None:
    """The expert's plain plan chooses its mission as the greedy bot does, the swap of a
    hopeless card for the deck's top with it (section 10; docs/rules-decisions.md "The expert's
    plain plan"), and the search offers that swap as a plan of its own, open even while the
    lock on face-up exchanges (one until the next mission is done) holds."""
    from npq.bots.expert import PlanBot, macros

    s = _germany(9, ("vienna", "warsaw", "anchorage"), ("delhi", "chicago", "markovo", "cairo"))
    v = view_for(s, 0)
    assert GreedyBot()._blind_swap(v, W, s.players[0]) == "anchorage"
    assert PlanBot()._blind_swap(v, W, s.players[0]) == "anchorage"
    assert Exchange("anchorage", "deck") in PlanBot().propose(v, W)
    for open_ in (True, False):
        names = [m.name for m in macros(v, W, limit=40, exchange=open_)]
        assert "exchange anchorage for the deck" in names
    near = _germany(9, ("vienna", "warsaw", "stockholm"), ("delhi", "chicago", "markovo", "cairo"))
    assert PlanBot()._blind_swap(view_for(near, 0), W, near.players[0]) is None
    near_names = [m.name for m in macros(view_for(near, 0), W, limit=40)]
    assert not any(n.endswith(" for the deck") for n in near_names)
