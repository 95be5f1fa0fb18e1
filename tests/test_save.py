"""Save, load and replay (issue #4 "Save, load, replay"; DESIGN "Nothing lost")."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from npq.bots import GreedyBot, play_game
from npq.errors import RuleViolation, SaveError
from npq.game import Action, GameConfig, GameRecord, load_game, save_game, state_hash
from npq.game.save import dumps, loads


@pytest.fixture(scope="module")
def record() -> GameRecord:
    cfg = GameConfig(("italy", "japan"))
    summary = play_game(cfg, 77, [GreedyBot(), GreedyBot()], max_rounds=6, keep_record=True)
    assert summary.record is not None
    return summary.record


def test_round_trip_replays_to_the_same_state(record: GameRecord, tmp_path: Path) -> None:
    path = save_game(tmp_path / "g.json", record)
    loaded = load_game(path)
    assert loaded.actions == record.actions
    assert loaded.final_hash == record.final_hash == state_hash(record.state)
    assert loaded.config == record.config and loaded.seed == 77
    data = json.loads(path.read_text())
    assert data["format"] == "npq-save" and data["version"] == 10  # edition 10 (issue 14)
    assert data["actions"] == [str(a) for a in record.actions]
    assert len(data["checkpoints"]) >= 12  # one per turn
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_write_is_atomic(
    record: GameRecord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.json"
    path.write_text("previous save")

    def boom(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_game(path, record)
    assert path.read_text() == "previous save"
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def _hostile(record: GameRecord) -> dict[str, str]:
    good = dumps(record)
    data = json.loads(good)
    out = {
        "not json": "this is not a save",
        "truncated": good[: len(good) // 2],
        "deep nesting": "[" * 5000 + "]" * 5000,
        "top level list": "[1, 2, 3]",
        "huge seed": good.replace(f'"seed": {record.seed}', '"seed": ' + "9" * 400),
        "nan": good.replace(f'"seed": {record.seed}', '"seed": NaN'),
    }

    def variant(name: str, **changes: object) -> None:
        d = dict(data)
        d.update(changes)
        out[name] = json.dumps(d)

    variant("unknown key", extra=1)
    variant("wrong version", version=99)
    variant("wrong format", format="chess")
    variant("actions not a list", actions="end")
    variant("action not a string", actions=[1, 2])
    variant("bad action", actions=["teleport home"])
    variant("illegal action", actions=["declare nowhere_at_all"])
    variant("config wrong type", config={"nations": "italy"})
    variant("config unknown nation", config={**data["config"], "nations": ["atlantis"]})
    variant("negative seed", seed=-1)
    bad = [list(c) for c in data["checkpoints"]]
    bad[2][1] = "0" * 64
    variant("hash mismatch", checkpoints=bad)
    variant("final hash mismatch", final_hash="f" * 64)
    variant("missing actions", **{})
    out["missing actions"] = json.dumps({k: v for k, v in data.items() if k != "actions"})
    return out


def test_hostile_and_broken_files_raise_save_error_and_change_nothing(
    record: GameRecord, tmp_path: Path
) -> None:
    for name, text in _hostile(record).items():
        path = tmp_path / "bad.json"
        path.write_text(text)
        with pytest.raises(SaveError):
            load_game(path)
        assert path.read_text() == text, name
    raw = tmp_path / "bytes.json"
    raw.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError):
        load_game(raw)
    with pytest.raises(SaveError):
        load_game(tmp_path / "missing.json")


def test_save_error_names_the_problem(record: GameRecord) -> None:
    data = json.loads(dumps(record))
    data["actions"][0] = "declare nowhere_at_all"
    with pytest.raises(SaveError, match="action 1"):
        loads(json.dumps(data))
    data = json.loads(dumps(record))
    data["checkpoints"][1][1] = "a" * 64
    with pytest.raises(SaveError, match="mismatch"):
        loads(json.dumps(data))


def test_record_play_keeps_the_record_on_an_illegal_action(record: GameRecord) -> None:
    from npq.errors import RuleViolation

    fresh = GameRecord.new(record.config, record.seed)
    with pytest.raises(RuleViolation):
        fresh.play(Action.parse("setup"))
    assert fresh.actions == ()


def test_solo_game_with_a_picked_commander_saves_and_loads(tmp_path: Path) -> None:
    """Section 12: the picked Commander is part of the config, so the save replays to it."""
    from npq.game import Mode, StartBonus

    config = GameConfig(
        nations=("japan",),
        mode=Mode.SOLO,
        bonus=StartBonus(advanced_commander=True, commander_choice="amundsen"),
    )
    played = play_game(config, 5, [GreedyBot()], max_rounds=3, keep_record=True)
    assert played.record is not None
    path = save_game(tmp_path / "solo.json", played.record)
    assert json.loads(path.read_text())["config"]["bonus"]["commander_choice"] == "amundsen"
    loaded = load_game(path)
    assert loaded.config == config
    assert loaded.state.players[0].crew.commander == "amundsen"
    assert state_hash(loaded.state) == state_hash(played.record.state)


# -- who took each action (issue 10: decisions by seats other than the player to move) ----------
def _advanced_golden() -> tuple[GameRecord, dict]:  # type: ignore[type-arg]
    from test_game_golden import ADVANCED_GOLDEN, frozen_world

    return load_game(ADVANCED_GOLDEN, frozen_world()), json.loads(ADVANCED_GOLDEN.read_text())


def test_a_save_records_the_seat_of_every_action() -> None:
    """The advanced game's draft picks and auction bids are taken by seats whose turn it is
    not (section 8 L729, section 3 L359-367): the save says who took each action, and a save
    of a version before it (no ``seats``) replays to the same hash with the seats the flow
    named."""
    from test_game_golden import ADVANCED_PINNED, frozen_world

    old, data = _advanced_golden()
    assert "seats" not in data and old.final_hash == ADVANCED_PINNED
    assert len(old.seats) == len(old.actions)
    by_draft = [s for a, s in zip(old.actions, old.seats, strict=True) if a.verb == "draft"]
    assert sorted(set(by_draft)) == [0, 1, 2, 3]
    text = dumps(old)
    saved = json.loads(text)
    assert saved["seats"] == list(old.seats) and saved["version"] == data["version"]
    again = loads(text, frozen_world())
    assert again.final_hash == ADVANCED_PINNED and again.seats == old.seats


def test_play_records_the_acting_seat(record: GameRecord) -> None:
    assert len(record.seats) == len(record.actions)
    start = GameRecord.new(record.config, record.seed)
    played, _ = start.play(record.actions[0])
    assert played.seats == (start.state.current,)
    with pytest.raises(RuleViolation) as refused:
        start.play(record.actions[0], seat=1 - start.state.current)
    assert refused.value.code == "turn.not_your_turn"


@pytest.mark.parametrize(
    ("seats", "words"),
    [
        ("short", "one seat per action"),
        ("bool", "seat number"),
        ("seven", "seat number"),
        ("other", "is illegal on replay"),
    ],
)
def test_bad_seats_are_refused(record: GameRecord, seats: str, words: str) -> None:
    data = json.loads(dumps(record))
    n = len(data["seats"])
    data["seats"] = {
        "short": data["seats"][:-1],
        "bool": [True] * n,
        "seven": [7] * n,
        "other": [1 - s for s in data["seats"]],  # every action from the seat not to act
    }[seats]
    with pytest.raises(SaveError, match=words):
        loads(json.dumps(data))
