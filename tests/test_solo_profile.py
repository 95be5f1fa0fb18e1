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

from npq.errors import ProfileError
from npq.solo.profile import (
    PROFILE_FILE,
    SCHEMA_VERSION,
    ProfileStore,
    SoloGameRecord,
    profile_dir,
)
from npq.solo.scoring import EndSummary, match_points


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


def test_stars_accumulate_across_two_games(tmp_path: Path) -> None:
    with ProfileStore.open(tmp_path) as store:
        first = store.record_game(record(3, seed=11))
        assert first.id is not None and first.newly_unlocked == ()
        second = store.record_game(record(2, seed=12, result="crashed"))
        assert second.newly_unlocked == ("speed",)  # 5 stars: +1 Speed
    # reopen: everything is still there
    with ProfileStore.open(tmp_path) as store:
        summary = store.summary()
        assert summary.total_stars == 5
        assert summary.games == 2 and summary.wins == 1
        assert summary.unlocked == ("speed",)
        assert (summary.next_bonus, summary.next_bonus_stars) == ("range", 10)
        assert summary.stars_per_game == (3, 2)
        history = store.history()
        assert [g.seed for g in history] == [11, 12]
        assert history[1].result == "crashed"
        assert history[0].match_points == record(3, seed=11).match_points
        assert history[0].objectives == (1, 4, 6) and history[0].bonuses == ("speed",)
        assert history[0].save_path == "/tmp/solo-11.json"
        assert store.game(history[1].id or 0).stars == 2
        assert json.loads(json.dumps(summary.as_dict()))["total_stars"] == 5


def test_profiles_are_separate(tmp_path: Path) -> None:
    with ProfileStore.open(tmp_path) as store:
        store.record_game(record(3, profile="anna"))
        store.record_game(record(1, profile="bruno"))
        store.ensure_profile("carla")
        assert store.profiles() == ("anna", "bruno", "carla")
        assert store.total_stars("anna") == 3 and store.total_stars("bruno") == 1
        assert store.total_stars("carla") == 0 and store.history("carla") == ()


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
    with ProfileStore.open(tmp_path) as store:
        for seed in range(30):
            store.record_game(record(1, seed=seed))
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
        assert store.schema_version == SCHEMA_VERSION == 3
        summary = store.summary()
        assert summary.total_stars == 11 and summary.games == 4
        assert summary.unlocked == ("speed", "range")
        assert store.history()[0].objectives_met == ()
        new = store.record_game(record(3, seed=9))
        assert new.id == 5


WRITER = textwrap.dedent(
    """
    import sys
    from npq.solo.profile import SoloGameRecord, ProfileStore
    from npq.solo.scoring import EndSummary, match_points

    store = ProfileStore.open(sys.argv[1])
    i = 0
    while True:
        i += 1
        mp = match_points(EndSummary(i, 0, 0, 0, 1, 1, 3, 0))
        store.record_game(SoloGameRecord(seed=i, nation="usa", objectives=(6,), bonuses=(), result="won",
                                     stars=1, objectives_met=(6,), match_points=mp))
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
        assert all(g.match_points.total == g.seed + 10 + 10 for g in games)
        assert store.total_stars() == len(games)
        assert "range" in store.unlocked()
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()


def test_migration_from_version_2_keeps_games_without_a_pick(tmp_path: Path) -> None:
    """A version-2 file (no commander column) opens; its games have no picked Commander."""
    with ProfileStore.open(tmp_path) as store:
        store.record_game(record(3))
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    db.execute("ALTER TABLE game DROP COLUMN commander")
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    with ProfileStore.open(tmp_path) as store:
        assert store.schema_version == 3
        assert store.game(1).commander is None
        new = store.record_game(replace(record(2, seed=8), commander="nobile"))
        assert store.game(new.id or 0).commander == "nobile"


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
    with ProfileStore.open(tmp_path) as store:
        for seed, stars in ((1, 3), (2, 2), (3, 3)):
            store.record_game(record(stars, seed=seed))


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
        assert store.record_game(record(1, seed=4)).id == 4


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
