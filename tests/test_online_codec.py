"""A seat's view goes over the wire as to_data(view_for(...)) and decodes back to a State."""

from __future__ import annotations

import json

import pytest

from npq.bots import RandomBot, play_game
from npq.game import GameConfig, GameRecord, legal_actions, to_data, view_for
from npq.online.codec import CodecError, decode_state, encode_view


def _without_transfer_count(data):
    data = json.loads(json.dumps(data))
    data["ledger"].pop("transfers")
    return data


@pytest.fixture(scope="module")
def record() -> GameRecord:
    config = GameConfig(("italy", "japan", "usa"), max_rounds=4)
    summary = play_game(
        config, 11, [RandomBot(i) for i in range(3)], keep_record=True, max_rounds=4
    )
    assert summary.record is not None
    return summary.record


def test_views_of_a_whole_game_round_trip(record):
    replay = GameRecord.new(record.config, record.seed)
    for i, action in enumerate(record.actions):
        if i % 7 == 0:
            for seat in range(3):
                data = encode_view(replay.state, seat)
                assert data == to_data(view_for(replay.state, seat))
                back = decode_state(json.loads(json.dumps(data)))
                assert _without_transfer_count(to_data(back)) == _without_transfer_count(data)
                assert back.bonds(seat) == replay.state.bonds(seat)
        replay, _ = replay.play(action)
    assert replay.state.outcome is not None


def test_the_engine_runs_on_a_decoded_view(record):
    state = GameRecord.new(record.config, record.seed).state
    view = decode_state(encode_view(state, state.current))
    assert [str(a) for a in legal_actions(view)] == [
        str(a) for a in legal_actions(view_for(state, state.current))
    ]


def test_the_view_hides_other_hands_decks_and_the_generator(record):
    state = GameRecord.new(record.config, record.seed).state
    data = encode_view(state, 0)
    assert data["rng"] == {"seed": 0, "counter": 0} and data["seed"] == 0
    assert set(data["mission_deck"]) == {"?"} and set(data["strategy_deck"]) == {"?"}
    assert set(data["players"][1]["missions"]) == {"?"}
    assert data["players"][0]["missions"] == list(state.players[0].missions)


@pytest.mark.parametrize(
    ("mutate", "words"),
    [
        (lambda d: d.update(round="3"), "view.round: expected a whole number"),
        (lambda d: d.update(surprise=1), "unknown key"),
        (lambda d: d["players"][0].update(missions="cairo"), "expected a list"),
        (lambda d: d["ledger"].update(balances={"italy": 5}), "first account must be the Bank"),
        (lambda d: d["players"][0]["airship"].update(pos=[1.0]), "expected 2 items"),
    ],
)
def test_a_bad_view_is_refused_with_the_place_named(record, mutate, words):
    data = json.loads(json.dumps(encode_view(GameRecord.new(record.config, record.seed).state, 0)))
    mutate(data)
    with pytest.raises(CodecError, match=words):
        decode_state(data)
