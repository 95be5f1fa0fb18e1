"""The wire protocol: every malformed client message is refused with a code naming it."""

from __future__ import annotations

import json

import pytest

from npq.online import protocol
from npq.online.protocol import MAX_MESSAGE, VERSION, ProtocolError, parse


def code_of(raw: str | bytes) -> tuple[str, dict]:
    with pytest.raises(ProtocolError) as info:
        parse(raw)
    return info.value.code, info.value.params


def test_a_good_message_parses_with_its_fields_and_ref():
    msg = parse(
        json.dumps({"v": VERSION, "type": "act", "action": "fly kings_bay", "n": 3, "ref": 7})
    )
    assert (msg.type, msg.get("action"), msg.get("n"), msg.ref) == ("act", "fly kings_bay", 3, 7)


@pytest.mark.parametrize(
    ("raw", "code", "params"),
    [
        ("{not json", "bad_json", {}),
        ("[1, 2]", "bad_message", {"field": ""}),
        ('{"v": 2, "type": "act", "action": "end", "n": NaN}', "bad_json", {}),
        ('{"v": 9, "type": "ping"}', "unsupported_version", {"got": 9, "supported": VERSION}),
        # a client of version 1 (whole views in every update) is told which version is spoken
        ('{"v": 1, "type": "hello", "token": "npq_x"}', "unsupported_version", {"got": 1}),
        ('{"type": "ping"}', "unsupported_version", {"got": None, "supported": VERSION}),
        ('{"v": 2, "type": "teleport"}', "unknown_type", {"type": "teleport"}),
        ('{"v": 2, "type": "act"}', "bad_message", {"field": "action", "type": "act"}),
        ('{"v": 2, "type": "act", "action": 5}', "bad_message", {"field": "action", "type": "act"}),
        (
            '{"v": 2, "type": "act", "action": "end", "n": true}',
            "bad_message",
            {"field": "n", "type": "act"},
        ),
        ('{"v": 2, "type": "ping", "extra": 1}', "bad_message", {"field": "extra", "type": "ping"}),
        ('{"v": 2, "type": "ping", "ref": [1]}', "bad_message", {"field": "ref"}),
        ('{"v": 2, "type": "act", "action": "end", "n": 1' + "0" * 30 + "}", "bad_json", {}),
    ],
)
def test_each_malformed_message_is_named(raw, code, params):
    got_code, got_params = code_of(raw)
    assert got_code == code
    for key, value in params.items():
        assert got_params[key] == value


def test_a_version_1_client_is_told_to_update():
    code, params = code_of('{"v": 1, "type": "hello", "token": "npq_x"}')
    with pytest.raises(ProtocolError) as info:
        parse('{"v": 1, "type": "hello", "token": "npq_x"}')
    assert (code, params) == ("unsupported_version", {"got": 1, "supported": 2})
    assert "speaks version 2" in info.value.message and "update npq" in info.value.message


def test_an_oversize_message_names_its_size_and_the_limit():
    raw = json.dumps({"v": VERSION, "type": "act", "action": "x" * (MAX_MESSAGE + 10)})
    code, params = code_of(raw)
    assert code == "too_large"
    assert params == {"size": len(raw), "limit": MAX_MESSAGE}


def test_binary_frames_and_deep_nesting_are_refused():
    assert code_of(b'{"v": 2, "type": "ping"}')[0] == "binary"
    assert code_of("[" * 5000 + "]" * 5000)[0] in ("bad_json", "bad_message")


def test_every_error_code_has_words_and_error_messages_carry_them():
    for code, words in protocol.ERRORS.items():
        msg = protocol.error(code, ref=3, params={"x": 1})
        assert msg == {
            "v": VERSION,
            "type": "error",
            "code": code,
            "message": words,
            "params": {"x": 1},
            "ref": 3,
        }


def test_messages_encode_as_the_json_module_reads_them():
    # orjson encodes the server's messages; what it refuses goes through the json module
    from npq.online.protocol import dumpb, dumps

    messages = [
        {"v": VERSION, "type": "update", "patch": [[["players", 0, "fuel"], 4.5]], "x": None},
        {
            "v": VERSION,
            "type": "error",
            "message": "Città «Mosca» — ¿sí?",
            "params": {"a": [1, 2.25]},
        },
        {"v": VERSION, "type": "pong", "time": 1764600000.123456, "ok": True, "no": False},
        {"v": VERSION, "type": "x", "params": {1: "a key that is no string"}},  # the fallback
        {"v": VERSION, "type": "x", "seed": 2**70},  # beyond 64 bits: the fallback
    ]
    for data in messages:
        text = dumps(data)
        assert dumpb(data) == text.encode("utf-8")
        assert " " not in text.replace("a key that is no string", "").replace(
            "Città «Mosca» — ¿sí?", ""
        )
        assert json.loads(text) == json.loads(json.dumps(data))
    assert "Città" in dumps(messages[1])  # UTF-8, not \\u escapes
