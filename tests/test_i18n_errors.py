"""The engine's last English errors said by the catalogs (issue 13): the bots' and the
studies' checks, the crew table, the weather disc's, a solo set-up's; each is still the
ValueError (or RuntimeError) it was, so no caller changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from npq.errors import ContentError, InputError, WeatherDiscError


def _bot_config() -> None:
    from npq.bots import bot_config

    bot_config(7)


def _rule_option() -> None:
    from npq.bots import bot_config

    bot_config(2, {"teleport": True})


def _seated() -> None:
    from npq.bots import simulate

    simulate(3, 1, 0, nations=("italy", "japan"))


def _study_bot() -> None:
    from npq.bots.balance import schedule

    schedule(2, 1, 0, ("genius",))


def _study_bots() -> None:
    from npq.bots.balance import schedule

    schedule(3, 1, 0, ("greedy", "random"))


def _expert_level() -> None:
    from npq.bots.expert import ExpertBot

    ExpertBot(0, level="godlike")


def _crew_tokens() -> None:
    from npq.content import load_crew

    load_crew().tokens_per_symbol(9)


def _disc_band() -> None:
    from npq.weather import load_weather_disc

    load_weather_disc().icon_in(99, 0.0, 1)


def _disc_round() -> None:
    from npq.weather import _check_round

    _check_round(0)


def _commander() -> None:
    from npq.content import load_crew
    from npq.game.setup import _chosen_commander

    _chosen_commander(load_crew(), "nobody", False)


CASES: list[tuple[Callable[[], Any], type[Exception], str, str]] = [
    (_bot_config, InputError, "una partita ha da 1 a 6 giocatori", "una partida tiene de 1 a 6"),
    (_rule_option, InputError, "opzioni di regola sconosciute 'teleport'", "opciones de regla"),
    (_seated, InputError, "3 giocatori richiedono 3 nazioni, ricevute 2", "recibidas 2"),
    (_study_bot, InputError, "bot sconosciuto 'genius'", "bot desconocido 'genius'"),
    (_study_bots, InputError, "ricevuti 2", "recibidos 2"),
    (_expert_level, InputError, "livello esperto sconosciuto 'godlike'", "nivel experto"),
    (_crew_tokens, ContentError, "Segnalino Specialista", "Fichas de Especialista"),
    (_disc_band, WeatherDiscError, "non ha un anello per la fascia 99", "la franja 99"),
    (_disc_round, InputError, "i round si numerano da 1, non 0", "desde 1, no 0"),
    (_commander, InputError, "'nobody' non è un Comandante", "'nobody' no es un Comandante"),
]


@pytest.mark.parametrize(("fail", "kind", "italian", "spanish"), CASES)
def test_the_engine_s_checks_speak_the_language(
    fail: Callable[[], Any],
    kind: type[Exception],
    italian: str,
    spanish: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """They were English f-strings ("1 to 6 players", "unknown expert level 'x'", "the game
    is for 1-6 players, not 9", "no weather ring for band 99") in an Italian or Spanish
    command line, the app's message box, an online client's refused game."""
    for lang, words in (("it", italian), ("es", spanish)):
        monkeypatch.setenv("NPQ_LANG", lang)
        with pytest.raises(kind) as info:
            fail()
        assert isinstance(info.value, ValueError)
        assert words in str(info.value), (lang, str(info.value))
    monkeypatch.setenv("NPQ_LANG", "en")
    with pytest.raises(kind) as info:
        fail()
    assert str(info.value) == info.value.args[0]  # the English, for logs


def test_a_missing_cluster_package_is_said_in_the_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import builtins

    from npq.bots.balance import run_on_cluster

    real = builtins.__import__

    def no_dask(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "distributed":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    with pytest.raises(RuntimeError) as info:
        run_on_cluster([], "tcp://127.0.0.1:1")
    monkeypatch.setenv("NPQ_LANG", "it")
    assert str(info.value).startswith("--scheduler richiede il pacchetto distributed di Dask")
    monkeypatch.setenv("NPQ_LANG", "es")
    assert str(info.value).startswith("--scheduler necesita el paquete distributed de Dask")


def test_calc_missions_refuses_json_and_csv_in_the_language() -> None:
    from typer.testing import CliRunner

    from npq.cli import app

    result = CliRunner(env={"NPQ_LANG": "it"}).invoke(app, ["calc", "missions", "--json", "--csv"])
    assert result.exit_code == 2 and "scegli una sola tra --json e --csv" in result.output
