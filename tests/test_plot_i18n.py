"""Every text a player reads in the figures of ``npq plot``, ``npq map`` and ``npq balance
--report`` speaks the language in force (issue 13): each kind of figure is drawn in Italian and
in Spanish and its Text artists (titles, legends, axis labels, annotations, facts boxes) are
searched for the English words of its texts."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import matplotlib.text
import pytest
from matplotlib.figure import Figure

import npq.plot.balance as plot_balance
import npq.plot.board_map as board_map
import npq.plot.game_map as game_map
import npq.plot.route as route
from npq.board import Board, load_board
from npq.bots import GreedyBot, bot_config, play_game
from npq.bots.balance import GameResult, summarize
from npq.game import GameRecord
from npq.nav import plan_range
from npq.nav.planner import plan_route
from npq.plot.weather_route import render_weather_route
from npq.weather import load_weather_disc

LANGS = ("it", "es")

#: English words of the route plots' texts (none of them is Italian or Spanish).
ROUTE_WORDS = {
    "Route", "notch", "Length", "End", "turn", "Refuelling", "stop", "stops", "Crossed",
    "straight", "Speed", "Range", "ruler", "turns", "fuel", "suggested", "none", "Forecast",
    "icon", "start", "from", "Weather", "plan", "Expected", "track", "leg", "Worst", "Wind",
    "band", "sectors", "Waiting", "ground", "Calculator", "weather", "arrives", "worst",
    "expected", "Bonds", "Commander", "draws", "Venture", "card", "cards", "Turns",
    "Integrity", "wait", "fly", "reachable", "target", "Disc", "turned", "notches",
    "needed",
}  # fmt: skip
#: ("Airships: North Pole Quest" is the game's name and stays; "Neutral", "USA", "bots" are
#: Italian or Spanish too.)
MAP_WORDS = {
    "board", "Starting", "Mission", "Port", "port", "Geographical", "obstacle",
    "Sea", "Political", "economic", "Arctic", "Weather", "window", "Barrage",
    "ice", "ring", "Strategy", "circle", "Borders", "mapped", "Azimuthal", "equidistant",
    "Length", "Sun", "Wind", "Rain", "Fog", "Storm", "Italy", "Germany", "Japan", "France",
}  # fmt: skip
GAME_WORDS = {
    "game", "seed", "mission", "missions", "flew", "sailed", "Airship", "move", "number",
    "Ship", "Pole", "journey", "Carried", "driven", "back", "Mission", "completed", "Arctic",
    "reserved", "Mooring", "Mast", "set", "up", "Over", "Emergency", "landing", "Back",
    "rounds", "Milestones", "won", "nobody", "more", "play", "Italy", "Germany", "Japan",
    "France", "USSR", "British", "Empire", "over", "emergency", "Bonds",
}  # fmt: skip
BALANCE_WORDS = {
    "win", "rate", "by", "nation", "Wilson interval", "seat", "fair", "share", "wins",
    "median", "rounds", "games", "lasts", "where", "were", "won", "winner", "Arctic",
    "balance", "players", "endings", "first", "back", "Hard", "Italy", "Japan",
}  # fmt: skip
#: A word each language's figures must show, by figure.
KNOWN = {
    "route": {"it": "Rotta", "es": "Ruta"},
    "weather": {"it": "Velocità", "es": "Velocidad"},
    "map": {"it": "Neutrale", "es": "Anillo"},
    "game": {"it": "Tappe", "es": "Hitos"},
    "balance": {"it": "vittorie", "es": "victorias"},
}


@cache
def _board() -> Board:
    return load_board()


@cache
def _record() -> GameRecord:
    summary = play_game(
        bot_config(3), 5, [GreedyBot() for _ in range(3)], max_rounds=12, keep_record=True
    )
    assert summary.record is not None
    return summary.record


def _captured(monkeypatch: pytest.MonkeyPatch, *modules: Any) -> list[Figure]:
    """Figures the render functions would write, kept instead of written."""
    figures: list[Figure] = []

    def keep(fig: Figure, *_args: Any) -> None:
        figures.append(fig)

    for module in modules:
        monkeypatch.setattr(module, "save_figure", keep)
    return figures


def _words(fig: Figure) -> list[str]:
    texts = [t.get_text() for t in fig.findobj(matplotlib.text.Text)]
    joined = "\n".join(texts)
    assert joined.strip(), "the figure has no text"
    return [*re.findall(r"[^\W\d_]+", joined), joined]


def _check(fig: Figure, english: set[str], known: str) -> None:
    words = _words(fig)
    text = words[-1]
    left = sorted(
        {w for w in words[:-1] if w in english} | {w for w in english if " " in w and w in text}
    )
    assert not left, f"English in the figure: {left}\n{text}"
    assert known in text, f"{known!r} not in the figure:\n{text}"


def _figure(figures: list[Figure]) -> Figure:
    assert len(figures) == 1
    return figures[0]


@pytest.mark.parametrize("lang", LANGS)
def test_route_plot_speaks_the_language(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NPQ_LANG", lang)
    figures = _captured(monkeypatch, route)
    board = _board()
    plan = plan_range(board, "tomsk", "kings_bay", speed=3, range_=4)
    route.render_route(
        board, plan, tmp_path / "r.png", disc=load_weather_disc().turned(5), from_round=3, dpi=40
    )
    fig = _figure(figures)
    _check(fig, ROUTE_WORDS, KNOWN["route"][lang])
    # the facts box wraps its long lines: compare the words
    text = " ".join(" ".join(t.get_text() for t in fig.findobj(matplotlib.text.Text)).split())
    # `--disc 5`: the forecast drawn is the turned disc's, and the facts box says so
    assert {
        "it": "Disco Meteo girato di 5 tacche (50°) alla preparazione (--disc 5)",
        "es": "Disco Meteorológico girado 5 muescas (50°) en la preparación (--disc 5)",
    }[lang] in text
    # each count agrees with its noun ("1 turno", never "1 turnos")
    assert re.search(r"\b1 turn[io]s\b", text) is None, text
    # numbers in the language's format: the facts box's distance has a decimal comma
    distance = f"{plan.distance:.1f}".replace(".", ",") + " L"
    assert distance in "\n".join(t.get_text() for t in fig.findobj(matplotlib.text.Text))


@pytest.mark.parametrize("lang", LANGS)
def test_weather_plan_plot_speaks_the_language(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NPQ_LANG", lang)
    figures = _captured(monkeypatch, route)
    board, disc = _board(), load_weather_disc()
    disc = disc.turned(1)
    plan = plan_route(board, "tomsk", "kings_bay", speed=3, range_=4, round_no=3, disc=disc)
    ruler = plan_range(board, "tomsk", "kings_bay", speed=3, range_=4)
    assert plan.reachable and plan.turns
    render_weather_route(board, plan, tmp_path / "w.png", disc=disc, ruler=ruler, dpi=40)
    fig = _figure(figures)
    _check(fig, ROUTE_WORDS, KNOWN["weather"][lang])
    assert {
        "it": "Disco Meteo girato di 1 tacca (10°) alla preparazione (--disc 1)",
        "es": "Disco Meteorológico girado 1 muesca (10°) en la preparación (--disc 1)",
    }[lang] in " ".join(" ".join(t.get_text() for t in fig.findobj(matplotlib.text.Text)).split())
    # the facts box (longer in it/es than in English) stays inside the figure: its long lines
    # are wrapped (route.FACTS_WIDTH), not cut off at the right edge
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    width = fig.bbox.width
    facts = [t for t in fig.findobj(matplotlib.text.Text) if "\n" in t.get_text()]
    assert facts, "no facts box"
    for t in facts:
        box = t.get_bbox_patch()
        extent = box.get_window_extent(renderer) if box else t.get_window_extent(renderer)
        assert extent.x1 <= width, f"{t.get_text()!r} runs {extent.x1 - width:.0f} px past the edge"


@pytest.mark.parametrize("lang", LANGS)
def test_board_map_speaks_the_language(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NPQ_LANG", lang)
    figures = _captured(monkeypatch, board_map)
    disc = load_weather_disc()
    board = _board()
    icons = {a.id: disc.icon(a, 2) for a in board.weather_areas}
    board_map.render_board_map(board, tmp_path / "m.png", icons=icons, dpi=40)
    _check(_figure(figures), MAP_WORDS, KNOWN["map"][lang])


@pytest.mark.parametrize("lang", LANGS)
def test_game_plot_speaks_the_language(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NPQ_LANG", lang)
    figures = _captured(monkeypatch, game_map)
    game_map.render_game(_board(), _record(), tmp_path / "g.png", dpi=40)
    _check(_figure(figures), GAME_WORDS, KNOWN["game"][lang])


def _result(i: int, winners: tuple[int, ...], rounds: int, won_at: str | None) -> GameResult:
    return GameResult(
        index=i,
        seed=i,
        nations=("italy", "japan"),
        bots=("expert", "greedy"),
        winners=winners,
        termination="pole" if won_at else "interrupted",
        rounds=rounds,
        bonds=(100, 200),
        missions=(3, 2),
        emergencies=(1, 0),
        won_at=won_at,
        final_hash=f"{i:064x}",
    )


@pytest.mark.parametrize("lang", LANGS)
def test_balance_report_speaks_the_language(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NPQ_LANG", lang)
    figures = _captured(monkeypatch, plot_balance)
    games = [
        _result(0, (0,), 10, "kings_bay"),
        _result(1, (1,), 14, "point_barrow"),
        _result(2, (0, 1), 30, None),
    ]
    data = summarize(games, {"seed": 12345, "bots_per_seat": ["expert", "greedy"]})
    plot_balance.save_balance_report(data, tmp_path / "b.pdf", dpi=40)
    fig = _figure(figures)
    _check(fig, BALANCE_WORDS, KNOWN["balance"][lang])
    text = "\n".join(t.get_text() for t in fig.findobj(matplotlib.text.Text))
    assert "12345" in text  # a seed is an id: never grouped like a number


def test_english_stays_english(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The source language still reads as before (the word lists are the figures' words)."""
    monkeypatch.setenv("NPQ_LANG", "en")
    figures = _captured(monkeypatch, route)
    board = _board()
    plan = plan_range(board, "tomsk", "kings_bay", speed=3, range_=4)
    route.render_route(board, plan, tmp_path / "r.png", disc=load_weather_disc(), dpi=40)
    words = set(_words(_figure(figures))[:-1])
    assert {"Route", "Refuelling", "Forecast", "ruler", "Speed"} <= words
