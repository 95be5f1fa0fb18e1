"""The victory rule a new game is offered with (section 9; docs/rules-decisions.md "The victory
rule of a new game"): the rulebook's variant "It's Not Just First" in the app's dialogs, `npq
play`, `npq sim`, `npq balance` and `npq online new`, the basic "first back wins" a switch away
(``--first-back-wins``). A config built in code and every save keep the rule they name."""

from __future__ import annotations

import json
from pathlib import Path

from test_game_golden import HERE, frozen_world
from typer.testing import CliRunner

from npq.bots import GreedyBot, bot_config, play_game, simulate, with_options
from npq.bots.balance import GameSpec, _config, play_spec, schedule
from npq.cli import app
from npq.cli._rules import rule_options
from npq.game import GameConfig, load_game
from npq.game.config import NEW_GAME_NOT_JUST_FIRST
from npq.game.state import Termination

#: A four-player game of the new-game rule: the USA (seat 2) is home first in round 18, the USSR
#: (seat 3) in the same round with more Bonds; the basic rule gives the game to the USA.
GOLDEN = HERE / "greedy-4p-1902-not-just-first.json"
PINNED = "f6b4e58e086615e17b2f816eb4b44f0657b890c7bb76edaf1d99793854cd3f5e"


def test_a_new_game_plays_the_variant_and_a_config_in_code_the_basic_rule() -> None:
    assert NEW_GAME_NOT_JUST_FIRST is True
    assert bot_config(4).not_just_first is True
    assert bot_config(4, {"not_just_first": False}).not_just_first is False
    assert bot_config(4, {"advanced": True}).not_just_first is True  # other switches keep it
    # the dataclass's own default stays the basic rule, as every earlier save was played
    assert GameConfig(("italy", "usa")).not_just_first is False
    assert GameConfig.from_dict({"nations": ["italy", "usa"]}).not_just_first is False
    basic = GameConfig(("italy", "usa"))
    assert with_options(basic, {"telegrams": False}).not_just_first is False


def test_the_command_line_switch_names_the_rule() -> None:
    assert rule_options(False, False, False, False) == {"not_just_first": True}
    assert rule_options(True, False, False, True, True) == {
        "advanced": True,
        "second_place": True,
        "not_just_first": False,
    }


def test_the_golden_game_of_the_variant_replays_to_its_pinned_hash() -> None:
    record = load_game(GOLDEN, frozen_world())
    assert record.config.not_just_first is True
    assert record.final_hash == PINNED
    out = record.state.outcome
    assert out is not None and out.termination is Termination.POLE_MOST_BONDS
    assert record.state.finishers == (2, 3) and out.round == 18
    assert out.winners == (3,)  # the USSR: 260 Bonds against the USA's 40
    assert out.bonds[3] == 260 and out.bonds[2] == 40


def test_the_same_game_by_the_basic_rule_goes_to_the_first_back() -> None:
    record = load_game(GOLDEN, frozen_world())
    basic = bot_config(4, {"not_just_first": False})
    bots = [GreedyBot() for _ in range(4)]
    g = play_game(basic, record.seed, bots, world=frozen_world(), edition=record.state.edition)
    assert g.termination == "pole" and g.winners == (2,) and g.rounds == 18


def test_sim_plays_the_variant_unless_told_the_basic_rule() -> None:
    runner = CliRunner()
    # edition 9's game of seed 0: Italy (seat 0) home first in round 17, Japan (seat 1) in the
    # same round with more Bonds
    args = ["sim", "--players", "4", "--games", "1", "--seed", "0", "--first-player", "0"]
    args.append("--json")
    first = json.loads(runner.invoke(app, [*args, "--first-back-wins"]).output)["results"][0]
    default = json.loads(runner.invoke(app, args).output)["results"][0]
    assert first["termination"] == "pole" and first["winners"] == ["italy"]
    assert default["termination"] == "pole_most_bonds" and default["winners"] == ["japan"]
    assert first["rounds"] == default["rounds"] == 17
    report = simulate(4, 1, 0, first_player=0)
    assert report.games[0].winners == (1,)


def test_balance_studies_the_variant_by_default_and_says_so(tmp_path: Path) -> None:
    specs = schedule(2, 2, 5)
    assert all(s.not_just_first for s in specs)
    assert _config(specs[0]).not_just_first is True
    basic = schedule(2, 2, 5, not_just_first=False)
    assert _config(basic[0]).not_just_first is False
    runner = CliRunner()
    args = ["balance", "--players", "2", "--games", "2", "--seed", "5", "--workers", "1"]
    data = json.loads(runner.invoke(app, [*args, "--json"]).output)
    assert data["not_just_first"] is True
    data = json.loads(runner.invoke(app, [*args, "--json", "--first-back-wins"]).output)
    assert data["not_just_first"] is False
    assert set(data["terminations"]) <= {"pole", "interrupted"}
    text = runner.invoke(app, args).output
    assert 'victory: It\'s Not Just "First"' in text


def test_a_study_game_of_each_rule_differs_where_the_round_decides() -> None:
    spec = GameSpec(0, 1902, ("italy", "japan", "usa", "ussr"), ("greedy",) * 4)
    variant = play_spec(spec)
    first = play_spec(GameSpec(0, 1902, spec.nations, spec.bots, not_just_first=False))
    assert variant.termination == "pole_most_bonds" and first.termination == "pole"
