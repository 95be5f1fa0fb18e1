"""Hostile and damaged files (issue 15): each is a clear one-line error, bounded in time and
memory, and leaves the file as it was."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from npq.errors import SaveError
from npq.game import Action, GameConfig, GameRecord, load_game, save_game
from npq.game.save import MAX_ACTIONS, MAX_BYTES, dumps, loads

ROOT = Path(__file__).resolve().parent.parent


def _ends(n: int, names: tuple[str, ...] = ()) -> str:
    config = GameConfig(("italy", "usa")).to_dict()
    config["names"] = list(names)
    doc = {"format": "npq-save", "version": 1, "config": config, "seed": 1, "actions": ["end"] * n}
    return json.dumps(doc)


def test_replay_builds_the_record_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 1: replay is linear: it applies the actions to the state and builds the record once
    at the end (``GameRecord.play`` copied the action and checkpoint tuples at every step, so
    a long save took minutes)."""

    def copying(self: GameRecord, action: Action) -> None:
        raise AssertionError("replay must not copy the record per action")

    monkeypatch.setattr(GameRecord, "play", copying)
    big = loads(_ends(4000))
    assert len(big.actions) == 4000
    assert big.state.round == 2001  # two players, one `end` each a round
    assert [n for n, _ in big.checkpoints] == list(range(1, 4001))


def test_more_actions_than_a_game_can_have_are_refused() -> None:
    """Item 1: 200,000 `end` actions (a 1.4 MB file) are refused with a message, at once."""
    with pytest.raises(SaveError, match=f"at most {MAX_ACTIONS:,} actions"):
        loads(_ends(200_000))


def test_a_huge_player_name_is_refused_on_load() -> None:
    """Item 2: a 200 KB player name is refused (it hung the app's log for minutes)."""
    with pytest.raises(SaveError, match="at most 40 characters"):
        loads(_ends(2, names=("x" * 200_000, "Bob")))
    with pytest.raises(ValueError, match="at most 40 characters"):
        GameConfig(("italy", "usa"), names=("y" * 41, "Bob"))
    assert loads(_ends(2, names=("Ann" * 13, "Bob"))).config.names[0] == "Ann" * 13


def test_device_and_link_to_a_device_are_refused(tmp_path: Path) -> None:
    """Item 3: /dev/zero (or a save that links to it) is never read."""
    link = tmp_path / "game.json"
    link.symlink_to("/dev/zero")
    for path in (Path("/dev/zero"), link):
        with pytest.raises(SaveError, match="not a regular file"):
            load_game(path)
    with pytest.raises(SaveError, match="folder"):
        load_game(tmp_path)


def test_fifo_does_not_hang(tmp_path: Path) -> None:
    """Item 3: a FIFO with no writer is refused at once (opening it used to block forever)."""
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            load_game(fifo)
            outcome.append(None)
        except BaseException as exc:
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout=10)
    if worker.is_alive():  # unblock the thread so the test run can finish
        with open(fifo, "wb"):
            pass
        pytest.fail("load_game blocked on a FIFO")
    assert isinstance(outcome[0], SaveError) and "not a regular file" in str(outcome[0])


def test_cli_replay_of_a_device_exits_1_with_one_line(tmp_path: Path) -> None:
    link = tmp_path / "game.json"
    link.symlink_to("/dev/zero")
    proc = subprocess.run(
        [sys.executable, "-m", "npq", "replay", str(link)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        "error: game.json: not a regular file (a device, pipe or socket is never read)"
    ]


def test_json_bomb_under_the_size_limit_is_refused_in_bounded_memory(tmp_path: Path) -> None:
    """Item 4: millions of tiny values under the size limit are refused before parsing (in a
    child process, so its peak memory is its own)."""
    bomb = tmp_path / "bomb.json"
    n = (MAX_BYTES - 100) // 3
    bomb.write_bytes(b'{"format": "npq-save", "x": [' + b"{}," * n + b"{}]}")
    assert bomb.stat().st_size <= MAX_BYTES
    code = (
        "import resource, sys\n"
        "from npq.errors import SaveError\n"
        "from npq.game.save import load_game\n"
        "base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "try:\n"
        "    load_game(sys.argv[1])\n"
        "except SaveError as exc:\n"
        "    print(exc)\n"
        "print((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base) // 1024)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(bomb)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    message, grown = proc.stdout.strip().splitlines()
    assert "more than" in message and "values" in message
    assert int(grown) < 150  # MiB above the interpreter with the engine loaded


def test_over_the_size_limit_is_refused_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as fh:
        fh.truncate(MAX_BYTES + 1)
    with pytest.raises(SaveError, match="too big"):
        load_game(big)


def test_duplicate_keys_are_refused() -> None:
    """Item 10: a save with two "seed" keys is not read as either."""
    text = _ends(2).replace('"seed": 1', '"seed": 1, "seed": 2')
    with pytest.raises(SaveError, match="'seed' is given twice"):
        loads(text)
    inner = _ends(2).replace('"mode": "basic"', '"mode": "basic", "mode": "solo"')
    with pytest.raises(SaveError, match="'mode' is given twice"):
        loads(inner)


def test_killed_saves_leave_no_temporary_files_behind(tmp_path: Path) -> None:
    """Item 9: a save killed mid-write leaves its temporary file; the next save of the same
    file removes such leftovers (never a file that is not one of its own temporaries)."""
    record = GameRecord.new(GameConfig(("italy", "usa")), 3)
    target = tmp_path / "g.json"
    for k in range(25):
        (tmp_path / f".g.json.{k:08x}.tmp").write_text("half a save")
    other = tmp_path / ".h.json.abc.tmp"
    other.write_text("another file's temporary")
    old = time.time() - 3600
    for p in tmp_path.iterdir():
        os.utime(p, (old, old))
    save_game(target, record)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".h.json.abc.tmp", "g.json"]
    assert load_game(target).final_hash == record.final_hash


def test_killed_writer_leaves_at_most_the_file(tmp_path: Path) -> None:
    """Item 9 end to end: saves killed with SIGKILL, then one that completes: only the save."""
    code = (
        "import sys\n"
        "from npq.game import GameConfig, GameRecord, save_game\n"
        "r = GameRecord.new(GameConfig(('italy', 'usa')), 3)\n"
        "print('ready', flush=True)\n"
        "while True:\n"
        "    save_game(sys.argv[1], r)\n"
    )
    target = tmp_path / "g.json"
    for _ in range(4):
        proc = subprocess.Popen(
            [sys.executable, "-c", code, str(target)], stdout=subprocess.PIPE, cwd=ROOT
        )
        assert proc.stdout is not None
        proc.stdout.readline()
        time.sleep(0.3)
        proc.kill()
        proc.wait(timeout=10)
    old = time.time() - 60  # leftovers younger than a few seconds may be a writer's, just made
    for p in tmp_path.iterdir():
        os.utime(p, (old, old))
    save_game(target, GameRecord.new(GameConfig(("italy", "usa")), 3))
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_a_live_writers_temporary_file_is_kept(tmp_path: Path) -> None:
    """The sweep never takes a file another writer is still writing (it holds its lock)."""
    import fcntl

    target = tmp_path / "g.json"
    live = tmp_path / ".g.json.live0001.tmp"
    with live.open("w") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        old = time.time() - 3600
        os.utime(live, (old, old))
        save_game(target, GameRecord.new(GameConfig(("italy", "usa")), 3))
        assert live.exists()
    save_game(target, GameRecord.new(GameConfig(("italy", "usa")), 3))
    assert not live.exists()  # its writer is gone now


def test_round_trip_still_exact() -> None:
    record = GameRecord.new(GameConfig(("italy", "usa")), 9)
    for _ in range(3):
        record, _ = record.play(Action.parse("end"))
    again = loads(dumps(record))
    assert again.actions == record.actions
    assert again.checkpoints == record.checkpoints and again.final_hash == record.final_hash


# -- item 6: deeply nested board files and caches, and every TOML content loader -------------

BOARDS = ROOT / "tests" / "data" / "boards"


def test_deeply_nested_board_file_is_a_board_error(tmp_path: Path) -> None:
    from npq.board import BoardError
    from npq.board.load import build_board

    deep = tmp_path / "board.geojson"
    deep.write_text(
        '{"type": "FeatureCollection", "features": ' + "[" * 50_000 + "]" * 50_000 + "}"
    )
    with pytest.raises(BoardError, match="nested"):
        build_board(deep, BOARDS / "territories_mini.geojson")


def test_deeply_nested_cache_is_ignored_and_rewritten(tmp_path: Path) -> None:
    from npq.board.load import build_board

    build_board(BOARDS / "mini.geojson", BOARDS / "territories_mini.geojson", cache=tmp_path)
    (path,) = tmp_path.glob("*.json")
    path.write_text(
        '{"format": "npq-board-cache/2", "features": ' + "[" * 50_000 + "]" * 50_000 + "}"
    )
    board = build_board(
        BOARDS / "mini.geojson", BOARDS / "territories_mini.geojson", cache=tmp_path
    )
    assert len(board.features) == 16
    assert json.loads(path.read_text())["format"] == "npq-board-cache/2"  # rewritten


def _loaders() -> dict[str, object]:
    from npq.content import (
        load_crew,
        load_nations,
        load_strategy_deck,
        load_telegram_deck,
        load_venture_deck,
    )
    from npq.economy import load_price_lists
    from npq.solo.tables import load_solo_tables
    from npq.weather import load_weather_disc

    return {
        "venture": load_venture_deck,
        "strategy": load_strategy_deck,
        "crew": load_crew,
        "nations": load_nations,
        "telegrams": load_telegram_deck,
        "prices": load_price_lists,
        "solo": load_solo_tables,
        "disc": load_weather_disc,
    }


@pytest.mark.parametrize("name", sorted(_loaders()))
def test_every_content_loader_raises_content_error_naming_the_file(
    name: str, tmp_path: Path
) -> None:
    from npq.errors import ContentError

    load = _loaders()[name]
    cases = {
        "deep.toml": ("a = " + "[" * 50_000 + "]" * 50_000).encode(),
        "latin1.toml": b'name = "caf\xe9"\n',
        "broken.toml": b"this is = = not toml\n",
    }
    for file, data in cases.items():
        path = tmp_path / file
        path.write_bytes(data)
        with pytest.raises(ContentError) as caught:
            load(path)  # type: ignore[operator]
        assert caught.value.source == file, (file, caught.value)
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    with pytest.raises(ContentError, match="folder") as caught:
        load(folder)  # type: ignore[operator]
    assert caught.value.source == "folder.toml"
    link = tmp_path / "zero.toml"
    link.symlink_to("/dev/zero")
    with pytest.raises(ContentError, match="not a regular file"):
        load(link)  # type: ignore[operator]
