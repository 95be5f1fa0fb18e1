"""The solo profile database: stars across games, migrations, corruption, a killed writer."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from pathlib import Path

import pytest
from _solo_helpers import called_off, record_called_off, seed_stars, write_as_earlier_release

from npq.errors import ProfileError
from npq.game.actions import Interrupt
from npq.game.save import GameRecord as EngineRecord
from npq.game.save import save_game
from npq.solo.game import SoloSession, solo_config
from npq.solo.play import game_record_of, record_result
from npq.solo.profile import (
    PROFILE_FILE,
    SCHEMA_VERSION,
    ProfileStore,
    SoloGameRecord,
    profile_dir,
)
from npq.solo.scoring import EndSummary, match_points
from npq.solo.setup import SoloSetup


def record(
    stars: int, seed: int = 1, result: str = "won", profile: str = "default"
) -> SoloGameRecord:
    mp = match_points(EndSummary(100 + seed, 0, 0, 0, 2, 3, 3, 3 - stars))
    return SoloGameRecord(
        seed=seed,
        nation="italy",
        objectives=(1, 4, 6),
        bonuses=("speed",),
        result=result,
        stars=stars,
        objectives_met=(1, 4, 6)[:stars],
        match_points=mp,
        save_path=f"/tmp/solo-{seed}.json",
        profile=profile,
    )


def test_stars_accumulate_across_games(tmp_path: Path) -> None:
    seed_stars(tmp_path, [20, 19])  # 39 stars from games an earlier release recorded
    with ProfileStore.open(tmp_path) as store:
        assert store.total_stars() == 39
        assert store.unlocked() == ("speed", "range", "rescue", "engineer")
        # Speed 4 + the Speed bonus + the Engineer's bonus = 6: objective 4 met at departure
        first = record_called_off(store, SoloSetup("italy", (4, 6), ("speed", "engineer"), 11))
        assert (first.stars, first.objectives_met, first.result) == (1, (4,), "interrupted")
        assert first.id is not None and first.newly_unlocked == ("scientist",)  # 40 stars
        second = record_called_off(store, SoloSetup("usa", (1,), (), seed=12))
        assert second.stars == 0 and second.newly_unlocked == ()
    # reopen: everything is still there
    with ProfileStore.open(tmp_path) as store:
        summary = store.summary()
        assert summary.total_stars == 40
        assert summary.games == 4 and summary.wins == 2 and summary.unscored == 0
        assert summary.unlocked == ("speed", "range", "rescue", "engineer", "scientist")
        assert (summary.next_bonus, summary.next_bonus_stars) == ("pilot", 50)
        assert summary.stars_per_game == (20, 19, 1, 0)
        history = store.history()
        assert [g.seed for g in history] == [1000, 1001, 11, 12]
        assert history[2].match_points == first.match_points
        assert history[2].objectives == (4, 6) and history[2].bonuses == ("speed", "engineer")
        assert store.game(history[3].id or 0).result == "interrupted"
        assert json.loads(json.dumps(summary.as_dict()))["total_stars"] == 40


def test_profiles_are_separate(tmp_path: Path) -> None:
    seed_stars(tmp_path, 3, profile="anna")
    seed_stars(tmp_path, 1, profile="bruno")
    with ProfileStore.open(tmp_path) as store:
        record_called_off(store, SoloSetup("usa", (4,), (), seed=1, profile="bruno"))
        store.ensure_profile("carla")
        assert store.profiles() == ("anna", "bruno", "carla")
        assert store.total_stars("anna") == 3 and store.total_stars("bruno") == 1
        assert len(store.history("bruno")) == 2
        assert store.total_stars("carla") == 0 and store.history("carla") == ()


# -- the profile takes no star on trust (issue 19.2) ------------------------------------------------


def _forged(**changes: object) -> SoloGameRecord:
    mp = match_points(EndSummary(5000, 0, 0, 0, 0, 0, 0, 0))
    base = SoloGameRecord(1, "italy", (), (), "won", 50, (), mp, save_path=None)
    return replace(base, **changes)  # type: ignore[arg-type]


def test_a_forged_record_is_refused(tmp_path: Path) -> None:
    """50 stars with no objective (it would unlock six bonuses), no game record to show."""
    with ProfileStore.open(tmp_path) as store:
        with pytest.raises(ProfileError, match="without its game record"):
            store.record_game(_forged())
        # with a real game record, the profile's own scoring decides
        result, game = called_off(SoloSetup("italy", (), (), seed=1))
        with pytest.raises(ProfileError, match=r"says won, 50 stars.*gives interrupted, 0 stars"):
            store.record_game(_forged(seed=1), game)
        honest = game_record_of(result)
        with pytest.raises(ProfileError, match="gives interrupted, 0 stars"):
            store.record_game(replace(honest, stars=1, objectives_met=(4,)), game)
        with pytest.raises(ProfileError, match="Match Points"):
            inflated = replace(honest.match_points.lines[0], count=9999, points=9999)
            mp = type(honest.match_points)((inflated, *honest.match_points.lines[1:]))
            store.record_game(replace(honest, match_points=mp), game)
        with pytest.raises(ProfileError, match="not the solo game italy seed 2"):
            store.record_game(replace(honest, seed=2), game)
        assert store.history() == () and store.total_stars() == 0 and store.unlocked() == ()
        assert store.record_game(honest, game).stars == 0
        assert len(store.history()) == 1


def test_a_game_with_locked_bonuses_is_refused(tmp_path: Path) -> None:
    """The issue's 0-star profile that ended up with Advanced Commander, +200 Bonds, Rescue."""
    setup = SoloSetup("italy", (4,), ("advanced_commander", "bonds", "rescue"), seed=5)
    result, game = called_off(setup, stars=100)
    with ProfileStore.open(tmp_path) as store:
        with pytest.raises(ProfileError, match=r"not unlocked when it started.*90 stars"):
            store.record_game(game_record_of(result), game)
        assert store.history() == ()
    seed_stars(tmp_path, 95)
    with ProfileStore.open(tmp_path) as store:
        assert store.record_game(game_record_of(result), game).bonuses == setup.bonuses


def test_an_unfinished_game_or_a_bad_save_is_refused(tmp_path: Path) -> None:
    setup = SoloSetup("usa", (4,), (), seed=3)
    session = SoloSession.start(setup, _NoStars())
    session.apply(Interrupt())  # called off, but the turn is not over: the game goes on
    with ProfileStore.open(tmp_path) as store:
        with pytest.raises(ProfileError, match="cannot be recorded as 'playing'"):
            store.record_game(game_record_of(session.result()), session.record)
        claimed = replace(game_record_of(session.result()), result="interrupted")
        with pytest.raises(ProfileError, match="its game record is not finished"):
            store.record_game(claimed, session.record)
        missing = replace(claimed, save_path=str(tmp_path / "x.json"))
        with pytest.raises(ProfileError, match="save cannot be read"):
            store.record_game(missing)
        other = EngineRecord.new(solo_config(SoloSetup("japan"), setup.validated(0)), 3)
        with pytest.raises(ProfileError, match="not the solo game usa seed 3 with bonuses"):
            store.record_game(replace(claimed, bonuses=()), other)


def test_a_save_is_read_when_no_game_is_handed(tmp_path: Path) -> None:
    result, game = called_off(SoloSetup("japan", (5,), (), seed=9))
    path = save_game(tmp_path / "solo.json", game)
    with ProfileStore.open(tmp_path) as store:
        recorded = record_result(store, result, str(path))
    assert recorded.save_path == str(path) and recorded.result == "interrupted"


class _NoStars:
    def total_stars(self, name: str = "default") -> int:
        return 0


def test_session_start_reads_the_stars_from_the_profile(tmp_path: Path) -> None:
    from npq.errors import RuleViolation

    setup = SoloSetup("italy", (), ("speed",), seed=1)
    with ProfileStore.open(tmp_path) as store:
        with pytest.raises(RuleViolation, match="unlocks at 5 stars; this profile has 0"):
            SoloSession.start(setup, store)
        with pytest.raises(TypeError, match="reads the stars from the profile"):
            SoloSession.start(setup, 100)  # type: ignore[arg-type]
    seed_stars(tmp_path, 5)
    with ProfileStore.open(tmp_path) as store:
        assert SoloSession.start(setup, store).state.players[0].speed == 5


# -- declining the score (issue 19.4, section 12: "the player can opt for a score") ----------------


def test_a_declined_score_is_played_but_unscored(tmp_path: Path) -> None:
    seed_stars(tmp_path, 30)
    setup = SoloSetup("italy", (4, 6), ("speed", "engineer"), seed=4)
    with ProfileStore.open(tmp_path) as store:
        kept, game = called_off(setup)
        assert kept.stars == 1  # what keeping the score would have earned
        with pytest.raises(ProfileError, match="unscored: it carries no stars"):
            store.record_game(replace(game_record_of(kept), scored=False), game)
        unscored = record_result(store, kept, None, game, scored=False)
        assert (unscored.scored, unscored.stars, unscored.objectives_met) == (False, 0, ())
        assert unscored.match_points.lines == () and unscored.newly_unlocked == ()
    with ProfileStore.open(tmp_path) as store:
        summary = store.summary()
        assert summary.total_stars == 30 and summary.games == 2 and summary.unscored == 1
        assert summary.best_match_points == 200 + 20 + 30  # the earlier game's, not this one
        assert store.unlocked() == ("speed", "range", "rescue", "engineer")
        game_row = store.history()[-1]
        assert not game_row.scored and game_row.result == "interrupted"
        assert game_row.as_dict()["scored"] is False


def test_profile_dir_overrides(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "env"))
    assert profile_dir() == tmp_path / "env"
    assert profile_dir(tmp_path / "opt") == tmp_path / "opt"  # --profile-dir wins
    monkeypatch.delenv("NPQ_DATA_DIR")
    assert "north-pole-quest" in str(profile_dir())


def test_corrupt_file_clear_error_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / PROFILE_FILE
    garbage = b"this is not a database\x00" * 100
    path.write_bytes(garbage)
    with pytest.raises(ProfileError, match="not a SQLite database") as err:
        ProfileStore.open(tmp_path)
    assert str(path) in str(err.value)
    assert path.read_bytes() == garbage
    assert sorted(p.name for p in tmp_path.iterdir()) == [PROFILE_FILE]


def test_damaged_sqlite_file_untouched(tmp_path: Path) -> None:
    seed_stars(tmp_path, [1] * 30)
    # fold the WAL into the main file, then damage pages past the header
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode = DELETE")
    db.close()
    path = tmp_path / PROFILE_FILE
    data = bytearray(path.read_bytes())
    for i in range(100, len(data), 7):
        data[i] = 0xA5
    path.write_bytes(bytes(data))
    before = path.read_bytes()
    with pytest.raises(ProfileError, match=r"untouched|damaged"):
        ProfileStore.open(tmp_path)
    assert path.read_bytes() == before


def test_foreign_sqlite_file_refused(tmp_path: Path) -> None:
    path = tmp_path / PROFILE_FILE
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(ProfileError, match="not a North Pole Quest profile"):
        ProfileStore.open(tmp_path)
    assert path.read_bytes() == before


def test_newer_schema_refused(tmp_path: Path) -> None:
    with ProfileStore.open(tmp_path) as store:
        assert store.schema_version == SCHEMA_VERSION
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(ProfileError, match="newer"):
        ProfileStore.open(tmp_path)


def test_migration_from_version_1(tmp_path: Path) -> None:
    """A version-1 file (no objectives_met, no unlocked_bonus) is upgraded in place."""
    path = tmp_path / PROFILE_FILE
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE profile (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
        CREATE TABLE game (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profile(id),
            played_at TEXT NOT NULL, seed INTEGER NOT NULL, nation TEXT NOT NULL, objectives TEXT NOT NULL,
            bonuses TEXT NOT NULL, result TEXT NOT NULL, stars INTEGER NOT NULL CHECK (stars >= 0),
            match_points INTEGER NOT NULL, breakdown TEXT NOT NULL, save_path TEXT);
        CREATE INDEX game_by_profile ON game(profile_id, id);
        INSERT INTO profile VALUES (1, 'default', '2026-01-01T00:00:00+00:00');
        PRAGMA application_id = 1313886513;
        PRAGMA user_version = 1;
        """
    )
    breakdown = json.dumps(record(3).match_points.as_dict())
    for seed, stars in ((1, 3), (2, 3), (3, 2), (4, 3)):
        db.execute(
            "INSERT INTO game(profile_id, played_at, seed, nation, objectives, bonuses, result, stars,"
            " match_points, breakdown, save_path) VALUES (1, '2026-01-01', ?, 'japan', '[1,2,3]', '[]',"
            " 'won', ?, 0, ?, NULL)",
            (seed, stars, breakdown),
        )
    db.commit()
    db.close()
    with ProfileStore.open(tmp_path) as store:
        assert store.schema_version == SCHEMA_VERSION == 4
        summary = store.summary()
        assert summary.total_stars == 11 and summary.games == 4 and summary.unscored == 0
        assert summary.unlocked == ("speed", "range")
        assert store.history()[0].objectives_met == ()
        assert all(g.scored for g in store.history())
        new = record_called_off(store, SoloSetup("japan", (1,), ("range",), seed=9))
        assert new.id == 5 and store.total_stars() == 11


WRITER = textwrap.dedent(
    """
    import sys
    from npq.game.actions import EndTurn, Interrupt
    from npq.solo.game import SoloSession
    from npq.solo.play import record_result
    from npq.solo.profile import ProfileStore
    from npq.solo.setup import SoloSetup

    store = ProfileStore.open(sys.argv[1])
    i = 0
    while True:
        i += 1
        session = SoloSession.start(SoloSetup("usa", (6,), (), seed=i), store)
        session.apply(Interrupt())
        session.apply(EndTurn())
        record_result(store, session.result(), None, session.record)
        print(i, flush=True)
    """
)


def test_killed_writer_loses_nothing_recorded(tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(__file__).resolve().parent.parent)
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(tmp_path)],
        stdout=subprocess.PIPE,
        env=env,
        text=True,
    )
    assert proc.stdout is not None
    committed = 0
    deadline = time.monotonic() + 60
    while committed < 40 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        committed = int(line)
    os.kill(proc.pid, signal.SIGKILL)  # mid-loop: very likely inside a transaction
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    assert committed >= 40
    # the writer went on committing (and reporting) while this process read line 40 and
    # killed it, more so on a busy machine: what it reported before it died is in the pipe
    reported = [int(line) for line in proc.stdout.read().split()]
    committed = max([committed, *reported])
    with ProfileStore.open(tmp_path) as store:
        games = store.history()
        # every game reported as committed is there and intact; at most one more got in (its
        # commit was done, its report not yet printed when the kill came)
        assert committed <= len(games) <= committed + 1
        assert [g.seed for g in games] == list(range(1, len(games) + 1))
        # the same game called off each time (only the seed differs): the same Match Points
        assert len({g.match_points for g in games}) == 1
        assert all(g.result == "interrupted" and g.scored for g in games)
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()


def test_migration_from_version_2_keeps_games_without_a_pick(tmp_path: Path) -> None:
    """A version-2 file (no commander, no scored column) opens; its games have no picked
    Commander and were all scored."""
    write_as_earlier_release(tmp_path, record(3), replace(record(3, seed=2), stars=70))
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    db.execute("ALTER TABLE game DROP COLUMN commander")
    db.execute("ALTER TABLE game DROP COLUMN scored")
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    with ProfileStore.open(tmp_path) as store:
        assert store.schema_version == 4
        assert store.game(1).commander is None and store.game(1).scored
        assert store.total_stars() == 73
        setup = SoloSetup("italy", (), ("commander",), seed=8, commander="durr")
        new = record_called_off(store, setup)
        assert store.game(new.id or 0).commander == "durr"


# -- issue 15 item 5: a damaged row, an empty file ------------------------------------------


def _damage_game(tmp_path: Path, game_id: int) -> bytes:
    """Put one byte that is not UTF-8 into a stored game's nation; the file's bytes after."""
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    db.execute("UPDATE game SET nation = CAST(x'ff' AS TEXT) WHERE id = ?", (game_id,))
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return (tmp_path / PROFILE_FILE).read_bytes()


def _three_games(tmp_path: Path) -> None:
    write_as_earlier_release(
        tmp_path, *(record(stars, seed=seed) for seed, stars in ((1, 3), (2, 2), (3, 3)))
    )


def test_a_damaged_row_is_reported_and_the_file_left_as_it_was(tmp_path: Path) -> None:
    _three_games(tmp_path)
    damaged = _damage_game(tmp_path, 2)
    with ProfileStore.open(tmp_path) as store:
        with pytest.raises(ProfileError, match=r"damaged: game 2 .*--repair"):
            store.summary()
        with pytest.raises(ProfileError, match="game 2"):
            store.history()
        assert store.game(1).seed == 1  # a readable game still reads
        with pytest.raises(ProfileError, match="game 2"):
            store.game(2)
    assert (tmp_path / PROFILE_FILE).read_bytes() == damaged


def test_repair_keeps_every_readable_game(tmp_path: Path) -> None:
    _three_games(tmp_path)
    damaged = _damage_game(tmp_path, 2)
    with ProfileStore.open(tmp_path) as store:
        report = store.repair()
    assert report.kept == (1, 3) and report.dropped == (2,)
    assert report.backup.read_bytes() == damaged  # the damaged file, byte for byte
    with ProfileStore.open(tmp_path) as store:
        games = store.history()
        assert [g.id for g in games] == [1, 3] and [g.seed for g in games] == [1, 3]
        assert store.total_stars() == 6
        assert store.unlocked() == ("speed",)  # 6 stars: +1 Speed (5), not Range (10)
        assert record_called_off(store, SoloSetup("italy", (), (), seed=4)).id == 4


def test_cli_profile_with_a_damaged_row_is_one_line_exit_1_then_repair(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from npq.cli import app

    runner = CliRunner()
    _three_games(tmp_path)
    damaged = _damage_game(tmp_path, 3)
    res = runner.invoke(app, ["solo", "profile", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 1
    assert res.output.count("\n") == 1 and "game 3" in res.output and "--repair" in res.output
    assert (tmp_path / PROFILE_FILE).read_bytes() == damaged
    res = runner.invoke(app, ["solo", "profile", "--repair", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    assert "kept 2 games" in res.output and "dropped game 3" in res.output
    res = runner.invoke(app, ["solo", "profile", "--json", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0 and json.loads(res.output)["total_stars"] == 5


def test_an_empty_profile_file_is_recreated_and_says_so(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from npq.cli import app

    (tmp_path / PROFILE_FILE).write_bytes(b"")
    with ProfileStore.open(tmp_path) as store:
        assert store.notice is not None and "empty" in store.notice
        assert store.total_stars() == 0
    with ProfileStore.open(tmp_path) as store:
        assert store.notice is None  # a real (new) profile now
    (tmp_path / PROFILE_FILE).unlink()
    with ProfileStore.open(tmp_path) as store:
        assert store.notice is None  # no file at all: a first game, nothing to say
    (tmp_path / PROFILE_FILE).unlink()
    (tmp_path / PROFILE_FILE).write_bytes(b"")
    res = CliRunner().invoke(app, ["solo", "profile", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0
    assert "was empty (0 bytes)" in res.output


def test_migration_from_version_3_counts_earlier_games_as_scored(tmp_path: Path) -> None:
    """A profile of the release before declining the score (schema 3) keeps its stars."""
    write_as_earlier_release(tmp_path, record(3, seed=1), record(2, seed=2, result="crashed"))
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    db.execute("ALTER TABLE game DROP COLUMN scored")
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    with ProfileStore.open(tmp_path) as store:
        assert store.schema_version == SCHEMA_VERSION == 4
        summary = store.summary()
        assert (summary.total_stars, summary.games, summary.unscored) == (5, 2, 0)
        assert summary.unlocked == ("speed",)
        assert [g.scored for g in store.history()] == [True, True]
        assert store.history()[0].match_points == record(3, seed=1).match_points
