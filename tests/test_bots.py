"""Bots, the headless game and ``npq sim`` / ``npq replay`` (issue #4 "Bots and the headless
game"): greedy bots finish their games, same seed same output, saves replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from npq.bots import GreedyBot, RandomBot, play_game, play_headless, simulate
from npq.cli import app
from npq.game import GameConfig, load_game

runner = CliRunner()


@pytest.mark.slow
def test_greedy_bots_finish_at_least_95_percent_of_4_player_games_in_60_rounds() -> None:
    report = simulate(4, 20, seed=500)
    finished = [g for g in report.games if g.finished]
    assert len(finished) >= 19
    for g in finished:
        assert g.termination == "pole"
        assert g.rounds <= 60
        assert len(g.winners) == 1
        assert g.missions[g.winners[0]] >= 3  # section 9: 3 missions before the Pole


def test_headless_game_summary_is_printable_and_deterministic() -> None:
    a = play_headless(players=3, seed=42)
    b = play_headless(players=3, seed=42)
    assert a == b
    text = a.text()
    assert "Winner" in text or "Not finished" in text
    assert a.final_hash[:16] in text


def test_random_bot_plays_only_legal_actions() -> None:
    cfg = GameConfig(("italy", "japan"))
    summary = play_game(cfg, 3, [RandomBot(1), RandomBot(2)], max_rounds=4, keep_record=True)
    assert summary.record is not None
    assert summary.actions == len(summary.record.actions) > 8


def test_greedy_game_saves_and_replays(tmp_path: Path) -> None:
    cfg = GameConfig(("usa", "ussr"))
    summary = play_game(cfg, 8, [GreedyBot(), GreedyBot()], keep_record=True)
    assert summary.record is not None
    from npq.game import save_game

    path = save_game(tmp_path / "g.json", summary.record)
    assert load_game(path).final_hash == summary.final_hash


def test_sim_cli_same_seed_same_output(tmp_path: Path) -> None:
    args = ["sim", "--players", "2", "--games", "2", "--seed", "9", "--json"]
    one = runner.invoke(app, args)
    two = runner.invoke(app, [*args, "--save-dir", str(tmp_path)])
    assert one.exit_code == 0 and two.exit_code == 0
    assert one.output == two.output
    data = json.loads(one.output)
    assert data["games"] == 2 and set(data["nations"]) == {"italy", "japan"}
    saved = sorted(p.name for p in tmp_path.iterdir())
    assert saved == ["game-10.json", "game-9.json"]
    replay = runner.invoke(app, ["replay", str(tmp_path / "game-9.json"), "--json"])
    assert replay.exit_code == 0
    summary = json.loads(replay.output)
    assert summary["final_hash"] == data["results"][0]["final_hash"]
    text = runner.invoke(app, ["sim", "--players", "2", "--games", "1", "--seed", "9"])
    assert text.exit_code == 0 and "italy" in text.output


def test_replay_cli_rejects_a_broken_save(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "npq-save", "version": 1')
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 1
    assert "error" in result.output
