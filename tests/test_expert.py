"""The expert bot (issue 14): ISMCTS over macro-actions from the player's view only."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from _game_helpers import W, game, put

from npq.bots import GreedyBot, make_bot, parse_bots, play_game
from npq.bots.expert import LEVELS, ExpertBot, determinize, macros, race_value, reflexes
from npq.game import GameConfig, Play, Reserve, apply, new_game, view_for
from npq.game.state import UndoRecord


def _all_missions(s):  # every Mission card where it lies in a full state
    cards = [*s.mission_deck, *s.mission_table]
    for p in s.players:
        cards += [*p.missions, *(c.card for c in p.completed)]
        if p.active is not None:
            cards.append(p.active.card)
    return cards


def test_determinization_deals_every_hidden_card_once_and_keeps_what_is_seen() -> None:
    s = new_game(GameConfig(("italy", "japan", "usa")), 7, W)
    view = view_for(s, 0)
    d = determinize(view, W, random.Random(1))
    assert "?" not in _all_missions(d)
    assert Counter(_all_missions(d)) == Counter(_all_missions(s))  # each card exactly once
    assert sorted(d.venture_deck) == sorted(s.venture_deck)
    strategy = [*d.strategy_deck, *(c for p in d.players for c in p.strategy)]
    assert sorted(strategy) == sorted(
        [*s.strategy_deck, *(c for p in s.players for c in p.strategy)]
    )
    # what seat 0 sees is kept: its hand, the table, everyone's pieces and Bonds
    assert d.players[0] == s.players[0] and d.mission_table == s.mission_table
    assert [p.airship for p in d.players] == [p.airship for p in s.players]
    assert d.rng != s.rng and d.venture_deck != s.venture_deck  # a fresh sample, not the truth
    other = determinize(view, W, random.Random(2))
    assert (
        other.players[1].missions != d.players[1].missions or other.mission_deck != d.mission_deck
    )


def test_the_expert_sees_only_the_view() -> None:
    """Two true states that differ only in what seat 0 cannot see (opponents' hands, the decks'
    order, the generator) look the same to it: it plays the same turn in both."""
    s = new_game(GameConfig(("italy", "japan")), 5, W)
    s = replace(s, current=0)
    other = replace(
        s,
        venture_deck=tuple(reversed(s.venture_deck)),
        strategy_deck=tuple(reversed(s.strategy_deck)),
        rng=replace(s.rng, seed=s.rng.seed + 99),
    )
    hand, deck = s.players[1].missions, s.mission_deck
    other = put(other, 1, missions=(deck[0], *hand[1:]))
    other = replace(other, mission_deck=(hand[0], *deck[1:]))
    assert view_for(s, 0) == view_for(other, 0)
    a = ExpertBot(seed=3, level="quick").propose(view_for(s, 0), W)
    b = ExpertBot(seed=3, level="quick").propose(view_for(other, 0), W)
    assert a == b


def test_macros_cover_missions_bases_cards_and_crew() -> None:
    s = new_game(GameConfig(("italy", "japan")), 5, W)
    s = replace(s, current=0)
    names = [m.name for m in macros(view_for(s, 0), W, limit=40)]
    assert names[0] == "greedy"
    assert any(n.startswith("mission ") for n in names)
    assert any(n.startswith("exchange ") for n in names)
    assert any(n.startswith("reserve ") for n in names)
    assert "draw strategy" in names or len(s.players[0].strategy) >= 5
    assert any(n.startswith("play ") for n in names)
    rich = put(s, 0)
    rich = replace(rich, ledger=rich.ledger.receive_from_bank("italy", 500, "test", 1))
    rich_names = [m.name for m in macros(view_for(rich, 0), W, limit=40)]
    assert "hire manager" in rich_names and "hire scientist" in rich_names


def test_a_counter_card_cancels_a_venture_card_that_hurt() -> None:
    s = game("italy", "japan")
    s = put(s, 0, strategy=("lloyds_insurance", "cargo_contract"))
    assert list(reflexes(view_for(s, 0), W)) == []
    hurt = put(s, 0, ventures=(UndoRecord("storm", fuel=-2),))
    assert list(reflexes(view_for(hurt, 0), W)) == [Play("lloyds_insurance")]
    harmless = put(s, 0, ventures=(UndoRecord("tailwind", fuel=1),))
    assert list(reflexes(view_for(harmless, 0), W)) == []


def test_race_value_prefers_the_player_nearer_the_finish() -> None:
    s = new_game(GameConfig(("italy", "japan")), 5, W)
    s = replace(s, current=0)
    base = race_value(s, W, 0)
    assert 0.0 < base < 1.0
    s2, _ = apply(s, Reserve("kings_bay"), W)
    assert race_value(s2, W, 0) > base  # an Arctic base near Italy's route is progress


def test_levels_and_names() -> None:
    assert parse_bots("expert,greedy", 2) == ("expert", "greedy")
    assert parse_bots("greedy", 3) == ("greedy",) * 3
    with pytest.raises(ValueError):
        parse_bots("expert,greedy", 3)
    with pytest.raises(ValueError):
        parse_bots("clever", 1)
    assert isinstance(make_bot("expert", 4), ExpertBot)
    assert LEVELS["quick"].iterations < LEVELS["normal"].iterations < LEVELS["strong"].iterations
    with pytest.raises(ValueError):
        ExpertBot(level="godlike")


def test_expert_plays_a_whole_game_legally_and_reproducibly() -> None:
    """A 2-player game, the expert (quick level) against the greedy bot: every action goes
    through the engine (illegal ones would be refused), the game ends, and the same seeds give
    the same game."""
    config = GameConfig(("germany", "japan"))
    first = play_game(config, 8, [ExpertBot(1, "quick"), GreedyBot()], max_rounds=25)
    again = play_game(config, 8, [ExpertBot(1, "quick"), GreedyBot()], max_rounds=25)
    assert first.final_hash == again.final_hash
    assert first.rounds >= 8 and first.missions[0] >= 2
