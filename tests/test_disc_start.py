"""Edition 4: the weather disc is turned at set-up by a number of notches drawn by lot.

Displayboard Assembly (L114): "once positioned, turn the disc until the weather symbols appear
in the holes" -- the rulebook fixes no starting position. Editions 1-3 assembled it at 0° in
every game, so every game had the same weather calendar (docs/rules-decisions.md, issue 14's
balance study: the Pole journeys of rounds 14-17 met the same fog and storms in every game).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from _game_helpers import W, at_place, game, round_with

from npq.errors import RuleViolation
from npq.game import Action, GameConfig, GameRecord, apply, load_game, new_game, save_game
from npq.game.state import EDITION, state_hash
from npq.weather import NOTCHES, Icon, load_weather_disc


def test_edition_4_draws_the_disc_at_set_up_and_earlier_editions_keep_it_at_zero() -> None:
    cfg = GameConfig(("italy", "japan", "usa", "ussr"))
    starts = [new_game(cfg, seed).disc_start for seed in range(200)]
    assert all(0 <= n < NOTCHES for n in starts)
    assert len(set(starts)) >= 30  # spread over the disc, not a fixed few
    assert new_game(cfg, 5).disc_start == new_game(cfg, 5).disc_start  # from the seed
    for edition in (1, 2, 3):
        assert {new_game(cfg, seed, edition=edition).disc_start for seed in range(40)} == {0}


def test_the_draw_comes_after_the_deal_so_only_the_weather_differs_from_edition_3() -> None:
    cfg = GameConfig(("germany", "france"), first_player=None)
    for seed in range(12):
        old, new = new_game(cfg, seed, edition=3), new_game(cfg, seed, edition=4)
        assert (old.mission_deck, old.mission_table, old.venture_deck) == (
            new.mission_deck,
            new.mission_table,
            new.venture_deck,
        )
        assert [p.missions for p in old.players] == [p.missions for p in new.players]
        assert old.first_player == new.first_player and old.commanders == new.commanders


def test_the_disc_round_counts_the_set_up_turn_and_the_held_weather() -> None:
    s = game("italy", "usa", disc_start=7)
    assert s.round == 1 and s.disc_round == 8 and s.disc_notches == 7
    held = replace(s, round=5, weather_lag=2)
    assert held.disc_round == 10 and held.disc_notches == 5


def test_a_move_reads_the_weather_of_the_turned_disc() -> None:
    """1B: fog in the starting area holds the airship -- the fog of the game's own disc."""
    foggy = round_with("kasumigaura", {Icon.FOG})  # the disc as assembled shows fog then
    clear = round_with("kasumigaura", {Icon.SUN, None})
    s = game("japan", "ussr", disc_start=foggy - 1)  # round 1 shows the disc's round `foggy`
    with pytest.raises(RuleViolation) as e:
        apply(s, Action.parse("fly h0 1"))
    assert e.value.rule == "1B Interaction with Miniatures"
    s = game("japan", "ussr", disc_start=(clear - 1) % NOTCHES)
    s2, _ = apply(s, Action.parse("fly h0 1"))  # the same round 1 flies
    assert s2.players[0].airship.place is None


def test_a_turned_disc_shows_the_disc_rounds_ahead() -> None:
    disc = load_weather_disc()
    area = W.board.weather_area_at(W.xy("kings_bay"))
    turned = disc.turned(13)
    assert turned.notches == 13 and turned is disc.turned(13)  # the memos' identity
    assert disc.turned(0) is disc and disc.turned(NOTCHES) is disc
    assert turned.turned(NOTCHES - 13) is not turned and turned.turned(NOTCHES - 13).notches == 0
    for r in range(1, 40):
        assert turned.icon(area, r) == disc.icon(area, r + 13)


def test_a_save_of_edition_4_or_later_replays_with_its_disc(tmp_path) -> None:
    cfg = GameConfig(("italy", "japan"))
    seed = next(k for k in range(50) if new_game(cfg, k).disc_start)
    record = GameRecord.new(cfg, seed)
    for text in ("draw-strategy", "end", "end"):
        record, _ = record.play(Action.parse(text))
    path = tmp_path / "e4.json"
    save_game(path, record)
    again = load_game(path)
    assert again.state.edition == EDITION >= 8
    assert again.state.disc_start == record.state.disc_start != 0
    assert again.final_hash == record.final_hash == state_hash(record.state)
    # the disc's turn is part of the game: the same game on another disc hashes apart
    assert state_hash(replace(record.state, disc_start=0)) != record.final_hash


def test_the_bots_plan_by_the_game_disc() -> None:
    """The bots plan their legs against the forecast the game's disc shows (1B): round 1 on a
    disc turned 20 notches is planned as the disc as assembled shows round 21."""
    from npq.bots.routing import route_plan

    s = at_place(game("italy", "usa", disc_start=20), 0, "milano")
    late = replace(s, round=21, disc_start=0)
    plan = route_plan(s, W, s.players[0], "kings_bay", unlocked=False)
    assert plan.reachable and plan.from_round == s.disc_round == 21
    assert plan == route_plan(late, W, late.players[0], "kings_bay", unlocked=False)
    first = route_plan(replace(s, disc_start=0), W, s.players[0], "kings_bay", unlocked=False)
    assert first.from_round == 1
