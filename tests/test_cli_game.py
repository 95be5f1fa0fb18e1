"""``npq sim`` and ``npq replay`` at the command line: bad input and human text (the bot games
themselves are tested in tests/test_bots.py)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from npq.cli import app

runner = CliRunner()


def test_sim_names_the_unknown_nation() -> None:
    result = runner.invoke(app, ["sim", "--nations", "ussr,narnia", "--games", "1"])
    assert result.exit_code == 2
    assert "narnia" in result.output and "--nations" in result.output


def test_sim_players_that_contradict_the_nations_are_refused() -> None:
    # --players 4 --nations ussr,usa used to play 2-player games without a word
    result = runner.invoke(app, ["sim", "--players", "4", "--nations", "ussr,usa", "--games", "1"])
    assert result.exit_code == 2
    assert "--players" in result.output
    ok = runner.invoke(
        app, ["sim", "--players", "2", "--nations", "ussr,usa", "--games", "1", "--max-rounds", "1"]
    )
    assert ok.exit_code == 0, ok.output


def test_replay_text_names_the_nations(tmp_path: Path) -> None:
    from npq.game import GameConfig, GameRecord, save_game

    save = save_game(tmp_path / "g.json", GameRecord.new(GameConfig(("british_empire", "ussr")), 2))
    result = runner.invoke(app, ["replay", str(save)])
    assert result.exit_code == 0, result.output
    assert "British Empire" in result.output and "USSR" in result.output
    assert "british_empire" not in result.output
    data = runner.invoke(app, ["replay", str(save), "--json"]).output
    assert '"british_empire"' in data  # JSON keeps the ids


def test_sim_save_dir_that_is_a_file_is_one_line_and_exit_1(tmp_path: Path) -> None:
    # used to end in a FileExistsError traceback
    taken = tmp_path / "taken"
    taken.write_text("not a folder")
    args = ["sim", "--players", "2", "--games", "1", "--max-rounds", "1"]
    result = runner.invoke(app, [*args, "--save-dir", str(taken)])
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)
    assert f"error: cannot write into {taken}" in result.output
    assert taken.read_text() == "not a folder"


def test_every_sim_option_has_a_help_text() -> None:
    # --players, --games, --seed and --max-rounds were listed with no word of what they do
    import typer.main

    sim = typer.main.get_command(app).commands["sim"]  # type: ignore[attr-defined]
    bare = [p.name for p in sim.params if p.param_type_name == "option" and not p.help]
    assert bare == []


def test_sim_games_cut_by_max_rounds_replay_as_interrupted(tmp_path: Path) -> None:
    """Issue 15 item 11: a game `npq sim --max-rounds` cuts short is over in its save too
    (section 9 "If the game is interrupted..."), with the winner and hash sim reported."""
    args = ["sim", "--players", "2", "--games", "1", "--seed", "4", "--max-rounds", "2"]
    result = runner.invoke(app, [*args, "--json", "--save-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    game = json.loads(result.output)["results"][0]
    assert game["termination"] == "interrupted" and game["rounds"] == 2
    replay = runner.invoke(app, ["replay", str(tmp_path / "game-4.json"), "--json"])
    assert replay.exit_code == 0, replay.output
    summary = json.loads(replay.output)
    assert summary["over"] is True and summary["termination"] == "interrupted"
    assert summary["round"] == 2
    assert summary["winners"] == game["winners"]
    assert summary["final_hash"] == game["final_hash"]
    text = runner.invoke(app, ["replay", str(tmp_path / "game-4.json")])
    assert "game in progress" not in text.output and "(interrupted, most Bonds)" in text.output


def test_sim_alternates_for_any_player_count(tmp_path: Path) -> None:
    """Section 8 "more players leave Europe": ``npq sim --alternates british_empire,italy``
    starts those nations from their alternate base and port with 3 players too."""
    import json

    from npq.game import default_world, load_game

    args = ["sim", "--nations", "british_empire,italy,usa", "--games", "1", "--seed", "4"]
    args += ["--max-rounds", "1", "--alternates", "british_empire,italy"]
    result = runner.invoke(app, [*args, "--json", "--save-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    seed = json.loads(result.output)["results"][0]["seed"]
    record = load_game(tmp_path / f"game-{seed}.json")
    nations = default_world().content.nations
    assert record.config.alternates == ("british_empire", "italy")
    starts = [p.start_base for p in record.state.players]
    assert (
        starts[0]
        == nations["british_empire"].start_base(True)
        != nations["british_empire"].start_base(False)
    )
    assert starts[1] == nations["italy"].start_base(True)
    assert starts[2] == nations["usa"].start_base(False)
    bad = runner.invoke(app, ["sim", "--games", "1", "--alternates", "usa"])
    assert bad.exit_code == 2 and "no alternate start" in bad.output


def test_sim_draws_the_first_player_by_lot_unless_chosen() -> None:
    """Section 8 "Choosing the First Player": by lot from each game's seed by default (seat 0
    no longer always starts); ``--first-player N`` keeps the choice."""
    from npq.bots import simulate
    from npq.game import GameConfig, new_game

    report = simulate(3, 8, seed=10, max_rounds=1, keep_records=True)
    firsts = [g.record.state.first_player for g in report.games if g.record is not None]
    assert len(set(firsts)) > 1
    nations = report.games[0].nations
    drawn = [
        new_game(GameConfig(nations, first_player=None), 10 + k).first_player for k in range(8)
    ]
    assert firsts == drawn
    chosen = simulate(3, 3, seed=10, max_rounds=1, keep_records=True, first_player=2)
    assert all(g.record is not None and g.record.state.first_player == 2 for g in chosen.games)
    result = runner.invoke(app, ["sim", "--players", "2", "--games", "1", "--first-player", "3"])
    assert result.exit_code == 2 and "seat 3" in result.output


def test_sim_and_replay_play_and_check_an_advanced_game(tmp_path: Path) -> None:
    """Issue #11: ``npq sim --advanced --telegrams``; ``npq replay`` checks the save."""
    import json

    from npq.game import load_game

    result = runner.invoke(
        app,
        [
            "sim",
            "--nations",
            "italy,usa",
            "--games",
            "1",
            "--seed",
            "5",
            "--advanced",
            "--telegrams",
            "--json",
            "--save-dir",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["games"] == 1
    save = tmp_path / "game-5.json"
    record = load_game(save)
    assert record.config.advanced and record.config.telegrams
    assert any(str(a) for a in record.actions)
    replay = runner.invoke(app, ["replay", str(save), "--json"])
    assert replay.exit_code == 0, replay.output
    assert json.loads(replay.output)["final_hash"] == report["results"][0]["final_hash"]


def test_advanced_options_need_advanced() -> None:
    for flag in ("--telegrams", "--cession-variant", "--second-place"):
        result = runner.invoke(app, ["sim", "--games", "1", flag])
        assert result.exit_code == 2
        assert "--advanced" in result.output and flag in result.output
