"""``npq solo ...`` by exit code and output (rulebook section 12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from _solo_helpers import write_as_earlier_release
from typer.testing import CliRunner

from npq.cli import app
from npq.solo.profile import PROFILE_FILE, ProfileStore, SoloGameRecord
from npq.solo.scoring import EndSummary, match_points

runner = CliRunner()


def _seed_profile(directory: Path, stars: tuple[int, ...]) -> None:
    """Games an earlier release recorded (the profile checks only the games it records)."""
    mp = match_points(EndSummary(100, 0, 0, 0, 1, 3, 3, 0))
    write_as_earlier_release(
        directory,
        *(
            SoloGameRecord(
                seed=i,
                nation="usa",
                objectives=(4, 5, 6)[:s],
                bonuses=(),
                result="won",
                stars=s,
                objectives_met=(4, 5, 6)[:s],
                match_points=mp,
            )
            for i, s in enumerate(stars)
        ),
    )


def test_profile_json_and_text(tmp_path: Path) -> None:
    _seed_profile(tmp_path, (3, 3, 1))
    res = runner.invoke(app, ["solo", "profile", "--json", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["total_stars"] == 7
    assert data["unlocked_bonuses"] == ["speed"]
    assert (data["next_bonus"], data["next_bonus_stars"]) == ("range", 10)
    res = runner.invoke(app, ["solo", "profile", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0
    assert "7 stars in 3 games" in res.output and "Next: +1 Range at 10 stars" in res.output


def test_env_var_chooses_the_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _seed_profile(tmp_path, (2,))
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path))
    res = runner.invoke(app, ["solo", "profile", "--json"])
    assert res.exit_code == 0 and json.loads(res.output)["total_stars"] == 2


def test_history(tmp_path: Path) -> None:
    _seed_profile(tmp_path, (1, 2))
    res = runner.invoke(app, ["solo", "history", "--json", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0
    games = json.loads(res.output)
    assert [g["stars"] for g in games] == [1, 2]
    assert games[0]["match_points"]["total"] == 100 + 10 + 30
    res = runner.invoke(app, ["solo", "history", "--profile-dir", str(tmp_path)])
    assert "Game 2" in res.output and "[*] 5. Achieve the maximum Range bonus" in res.output


def test_corrupt_profile_exit_1_untouched(tmp_path: Path) -> None:
    path = tmp_path / PROFILE_FILE
    path.write_bytes(b"\x00garbage" * 64)
    res = runner.invoke(app, ["solo", "profile", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 1
    assert "not a SQLite database" in res.output
    assert path.read_bytes() == b"\x00garbage" * 64


def test_refused_choices_exit_2(tmp_path: Path) -> None:
    d = ["--profile-dir", str(tmp_path)]
    res = runner.invoke(
        app, ["solo", "new", "--nation", "italy", "--objectives", "1,2,3,4", "--bot", *d]
    )
    assert res.exit_code == 2 and "at most 3" in res.output
    res = runner.invoke(
        app, ["solo", "new", "--nation", "italy", "--bonuses", "speed", "--bot", *d]
    )
    assert res.exit_code == 2 and "unlocks at 5 stars" in res.output
    res = runner.invoke(app, ["solo", "new", "--nation", "atlantis", "--bot", *d])
    assert res.exit_code == 2 and "unknown nation" in res.output


def test_no_bot_without_display_explains(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(var, raising=False)
    res = runner.invoke(app, ["solo", "new", "--nation", "japan", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 2
    assert "npq play" in res.output and "--bot" in res.output


def test_no_bot_with_display_opens_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import ui.app

    seen: list[object] = []
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(
        ui.app,
        "run_solo_app",
        lambda setup, directory, score=True: seen.append((setup, directory, score)) or 0,
    )
    res = runner.invoke(
        app,
        [
            "solo",
            "new",
            "--nation",
            "japan",
            "--objectives",
            "2,7",
            "--seed",
            "9",
            "--profile-dir",
            str(tmp_path),
        ],
    )
    assert res.exit_code == 0, res.output
    ((setup, directory, score),) = seen  # type: ignore[misc]
    assert score is True
    assert (setup.nation, setup.objectives, setup.seed, setup.max_rounds) == (
        "japan",
        (2, 7),
        9,
        None,
    )  # type: ignore[attr-defined]
    assert Path(str(directory)) == tmp_path
    # --no-record: the app records the game as played but unscored
    res = runner.invoke(
        app, ["solo", "new", "--nation", "japan", "--no-record", "--profile-dir", str(tmp_path)]
    )
    assert res.exit_code == 0, res.output
    assert seen[-1][2] is False


def test_no_record_keeps_the_game_unscored(tmp_path: Path) -> None:
    """Issue 19.4 (section 12: "the player can opt for a score"): ``--no-record`` records the
    game as played but unscored; the profile's stars do not move."""
    _seed_profile(tmp_path, (3, 3))
    d = ["--profile-dir", str(tmp_path)]
    new = ["solo", "new", "--nation", "usa", "--objectives", "6", "--seed", "1", "--bot"]
    res = runner.invoke(app, [*new, "--max-rounds", "8", "--no-record", "--json", *d])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["scored"] is False and data["total_stars"] == 6 and data["game_id"] == 3
    assert data["match_points"]["lines"]  # the game's own score, shown but not kept
    res = runner.invoke(app, [*new, "--max-rounds", "8", "--no-record", *d])
    assert res.exit_code == 0, res.output
    assert "Recorded as played, unscored (--no-record)" in res.output
    assert "Stars earned" not in res.output
    res = runner.invoke(app, ["solo", "history", *d])
    assert res.output.count("Unscored: the player declined the score") == 2
    history = json.loads(runner.invoke(app, ["solo", "history", "--json", *d]).output)
    assert [g["scored"] for g in history] == [True, True, False, False]
    assert history[2]["stars"] == 0 and history[2]["match_points"]["lines"] == []
    res = runner.invoke(app, ["solo", "profile", *d])
    assert "6 stars in 4 games (2 won, 2 unscored)" in res.output
    res = runner.invoke(app, ["solo", "replay", "3", *d])
    assert res.exit_code == 0, res.output
    assert "recorded unscored -- the same as recorded." in res.output


def test_bot_game_then_profile_and_replay(tmp_path: Path) -> None:
    d = ["--profile-dir", str(tmp_path)]
    res = runner.invoke(
        app,
        [
            "solo",
            "new",
            "--nation",
            "usa",
            "--objectives",
            "6",
            "--seed",
            "1",
            "--bot",
            "--max-rounds",
            "50",
            "--json",
            *d,
        ],
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["game_id"] == 1 and data["result"] in ("won", "crashed", "interrupted")
    assert data["match_points"]["total"] == sum(
        ln["points"] for ln in data["match_points"]["lines"]
    )
    assert Path(data["save_path"]).is_file()
    res = runner.invoke(app, ["solo", "replay", "1", *d])
    assert res.exit_code == 0, res.output
    assert "the same as recorded" in res.output
    res = runner.invoke(app, ["solo", "history", "--json", *d])
    assert json.loads(res.output)[0]["match_points"] == data["match_points"]


def test_tables_list_the_commanders_to_pick(tmp_path: Path) -> None:
    d = ["--profile-dir", str(tmp_path)]
    res = runner.invoke(app, ["solo", "tables", "--json", *d])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["commanders"][0] == {"id": "durr", "name": "Ludwig Dürr", "skills": ["engineer"]}
    assert len(data["commanders"]) == 12
    assert data["advanced_commanders"][1] == {
        "id": "amundsen",
        "name": "Roald Amundsen",
        "skills": ["pilot", "manager"],
    }
    res = runner.invoke(app, ["solo", "tables", *d])
    assert "Advanced Commanders (--commander ID with the advanced_commander bonus):" in res.output
    assert "malmgren" in res.output and "Finn Malmgren" in res.output


def test_commander_pick_refused_exit_2(tmp_path: Path) -> None:
    _seed_profile(tmp_path, (3,) * 30)  # 90 stars: every bonus unlocked
    d = ["--profile-dir", str(tmp_path), "--bot", "--seed", "2"]
    res = runner.invoke(app, ["solo", "new", "--nation", "italy", "--commander", "durr", *d])
    assert res.exit_code == 2
    assert "needs the commander or the advanced_commander bonus" in res.output
    res = runner.invoke(
        app,
        ["solo", "new", "--nation", "italy", "--bonuses", "commander", "--commander", "byrd", *d],
    )
    assert res.exit_code == 2
    assert "'byrd' is not a Commander of the box; choose one of durr, cecioni," in res.output
    with ProfileStore.open(tmp_path) as store:
        assert store.summary().games == 30  # nothing played


def test_bot_game_with_a_picked_commander_and_replay(tmp_path: Path) -> None:
    _seed_profile(tmp_path, (3,) * 24)  # 72 stars: the Commander bonus is unlocked
    d = ["--profile-dir", str(tmp_path)]
    args = ["solo", "new", "--nation", "germany", "--bonuses", "commander", "--commander"]
    res = runner.invoke(
        app, [*args, "Otto-Sverdrup", "--seed", "3", "--bot", "--max-rounds", "8", "--json", *d]
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["setup"]["commander"] == "otto_sverdrup"
    assert data["match_points"]["lines"][2]["key"] == "commanders"
    assert data["match_points"]["lines"][2]["count"] == 1
    save = json.loads(Path(data["save_path"]).read_text())
    assert save["config"]["bonus"]["commander_choice"] == "otto_sverdrup"
    res = runner.invoke(app, ["solo", "replay", str(data["game_id"]), "--json", *d])
    assert res.exit_code == 0, res.output
    replayed = json.loads(res.output)
    assert replayed["same"] is True
    assert replayed["replayed"]["match_points"] == data["match_points"]
    res = runner.invoke(app, ["solo", "history", *d])
    assert "Commander: otto_sverdrup: Otto Sverdrup (pilot)" in res.output


def test_replay_of_an_unknown_game_is_a_bad_argument(tmp_path: Path) -> None:
    # the profile reads fine; the game number is wrong: exit 2 (README), it used to be 1
    _seed_profile(tmp_path, (1,))
    res = runner.invoke(app, ["solo", "replay", "9", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 2, res.output
    assert "no solo game 9" in res.output


def test_history_text_names_the_nation(tmp_path: Path) -> None:
    # "Game 1 (...): usa, seed 0" used the nation id where the text output reads names
    _seed_profile(tmp_path, (1,))
    res = runner.invoke(app, ["solo", "history", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    assert "): USA, seed 0, won" in res.output
    res = runner.invoke(app, ["solo", "history", "--json", "--profile-dir", str(tmp_path)])
    assert json.loads(res.output)[0]["nation"] == "usa"


@pytest.mark.parametrize("name", ["", "   "])
def test_a_blank_profile_name_is_refused(tmp_path: Path, name: str) -> None:
    # --profile "" used to show (and record games into) a profile with no name: "Profile : 0 stars"
    for command in ("profile", "history", "tables"):
        res = runner.invoke(
            app, ["solo", command, "--profile", name, "--profile-dir", str(tmp_path)]
        )
        assert res.exit_code == 2, res.output
        assert "--profile" in res.output
