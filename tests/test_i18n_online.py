"""Online play in the language (issue 13): the engine's reason a game cannot be created
reaches an Italian or Spanish client as data (the error's ``cause``: a msgid of our catalogs
and its params), said in its language; a template that is no msgid of ours is not formatted."""

from __future__ import annotations

from pathlib import Path

import pytest
from _online_helpers import run, serving, url_of

from npq.errors import InputError, RuleViolation
from npq.i18n import N_
from npq.online import protocol
from npq.online.client import OnlineError, create_game
from npq.online.store import SQLiteStore
from npq.online.text import error_words

_WORDS = {
    # the code's words, then the engine's own reason, in the language
    "it": (
        "la partita non si può creare con questa configurazione: nazioni sconosciute 'atlantis'",
        "ogni nazione può essere giocata da un solo giocatore",
    ),
    "es": (
        "la partida no se puede crear con esta configuración: naciones desconocidas 'atlantis'",
        "cada nación puede jugarla un solo jugador",
    ),
}


@pytest.mark.parametrize("lang", ["it", "es"])
def test_a_refused_configuration_reads_its_cause_in_the_language(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It read only "la partita non si può creare con questa configurazione": the engine's
    reason (an unknown nation, a nation twice) went only in the English ``message``."""

    async def main() -> list[tuple[OnlineError, dict[str, object]]]:
        out = []
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            for config in ({"nations": ["atlantis"]}, {"nations": ["italy", "italy"]}):
                with pytest.raises(OnlineError) as info:
                    await create_game(url_of(server), config)
                out.append((info.value, dict(info.value.cause or {})))
        return out

    monkeypatch.setenv("NPQ_LANG", lang)
    (unknown, cause), (twice, _cause) = run(main())
    assert unknown.code == twice.code == "bad_config"
    assert cause["template"] == "unknown nation(s) {nations}; known: {known}", cause
    # the English stays on the wire for logs and English readers
    assert unknown.args[0].startswith("bad config: unknown nation(s) 'atlantis'; known: ")
    first, second = _WORDS[lang]
    assert str(unknown).startswith(first), str(unknown)
    assert second in str(twice), str(twice)
    assert "unknown" not in str(unknown) and "only" not in str(twice)
    # the English client reads the server's English, as before
    monkeypatch.setenv("NPQ_LANG", "en")
    assert str(unknown).startswith("bad config: unknown nation(s) 'atlantis'")


def test_a_failed_setup_sends_its_cause(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``bad_config.setup`` (a config the engine accepts but cannot deal) carries the cause
    too: an engine error's template, a refusal's code."""
    import npq.online.server as server_module

    failures = iter(
        [
            InputError(N_("a game has 1 to 6 players (section 8), got {count}"), count=7),
            RuleViolation("flight.tank_empty"),
        ]
    )

    def refuse(*args: object, **kwargs: object) -> None:
        raise next(failures)

    monkeypatch.setattr(server_module.GameRecord, "new", refuse)

    async def main() -> list[OnlineError]:
        out = []
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            for _ in range(2):
                with pytest.raises(OnlineError) as info:
                    await create_game(url_of(server), {"nations": ["italy", "japan"]})
                out.append(info.value)
        return out

    first, second = run(main())
    assert first.detail == second.detail == "bad_config.setup"
    assert second.cause == {"code": "flight.tank_empty", "params": {}}
    monkeypatch.setenv("NPQ_LANG", "it")
    assert str(first) == (
        "la partita non si può creare con questa configurazione: "
        "una partita ha da 1 a 6 giocatori (sezione 8), non 7"
    ), str(first)
    assert str(second).endswith(RuleViolation("flight.tank_empty").detail), str(second)
    monkeypatch.setenv("NPQ_LANG", "es")
    assert "7" in str(first) and "partida" in str(first), str(first)


@pytest.mark.parametrize(
    "cause",
    [
        {"template": "{x.__class__.__mro__}", "params": {"x": "a"}},
        {"template": "{0}", "params": {}},
        {"template": "{problem[0]}", "params": {"problem": "abc"}},
        # a msgid of ours, filled by a param that is not a plain name
        {"template": "unknown nation(s) {nations}; known: {known}", "params": {"x.y": 1}},
        {"template": "unknown nation(s) {nations}; known: {known}", "params": {"nations": "x"}},
        {"template": "the tank is empty", "params": {}},
        {"template": 3, "params": {}},
        {"code": "no.such.code", "params": {}},
        {"code": "legacy", "params": {"text": "{x.__class__}"}},
        {
            "template": "unknown nation(s) {nations}; known: {known}",
            "params": {"nations": {"template": "{n.__init__.__globals__}", "params": {"n": 1}}},
        },
        {
            "template": "unknown nation(s) {nations}; known: {known}",
            "params": {"nations": object()},
        },
        [],
        "unknown nation(s) {nations}",
    ],
)
def test_a_hostile_cause_is_not_formatted(cause: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """A server may send anything: the cause's template must be one of our catalog's msgids,
    its fields plain names filled by JSON params; else the client says the code's words."""
    monkeypatch.setenv("NPQ_LANG", "it")
    assert protocol.cause_text(cause) is None
    reply = protocol.error("bad_config", "bad config: {x}", detail="bad_config.invalid")
    reply["cause"] = cause
    said = error_words(
        "bad_config", str(reply["message"]), {}, detail=reply["detail"], cause=reply["cause"]
    )
    assert said == "la partita non si può creare con questa configurazione", said
    assert str(OnlineError.of(reply)) == said


def test_a_known_template_with_an_attribute_field_is_refused_by_the_formatter() -> None:
    """Even a template of ours is filled by plain named fields only."""
    from npq import i18n

    i18n.known_templates.cache_clear()
    try:
        evil = "{count.__class__} {count}"
        assert i18n.render_known(evil, count=1) is None  # not a msgid
        assert i18n._SAFE.vformat("{count}", (), {"count": 2}) == "2"
        with pytest.raises(ValueError, match="plain field"):
            i18n._SAFE.vformat("{count.real}", (), {"count": 2})
        with pytest.raises(ValueError, match="plain field"):
            i18n._SAFE.vformat("{count[0]}", (), {"count": [2]})
    finally:
        i18n.known_templates.cache_clear()


def test_an_older_client_reads_the_error_as_before() -> None:
    """``cause`` is an optional field of protocol version 2: the code, message, params and
    detail are what they were."""
    from npq.game.config import GameConfig

    with pytest.raises(InputError) as info:
        GameConfig.from_dict({"nations": ["atlantis"]})
    cause = protocol.cause_of(info.value)
    reply = protocol.error("bad_config", "bad config: x", detail="bad_config.invalid", cause=cause)
    assert set(reply) == {"v", "type", "code", "message", "params", "detail", "cause"}
    assert reply["params"] == {} and reply["message"] == "bad config: x"
    assert protocol.error("bad_config", detail="bad_config.invalid").get("cause") is None
