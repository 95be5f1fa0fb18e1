"""``npq calc missions|course|range`` and ``npq plot route``, by exit code and output.

Run on the navigation fixture board (tests/data/nav; layout in build_fixture.py).
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from npq.board import projection
from npq.cli import app

NAV = Path(__file__).resolve().parent / "data" / "nav"
FIX = ["--board", str(NAV / "board.geojson"), "--territories", str(NAV / "territories.geojson")]

runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, [*args, *FIX])
    return result.exit_code, result.output


def test_missions_text_json_csv() -> None:
    code, out = run("calc", "missions")
    assert code == 0, out
    assert out.splitlines()[0].split() == ["From", "To", "Lengths", "Bonds"]
    home_east = [ln for ln in out.splitlines() if ln.startswith("Home") and "East Field" in ln]
    assert len(home_east) == 1 and home_east[0].split()[-2:] == ["3.50", "70"]
    code, out = run("calc", "missions", "--json")
    rows = json.loads(out)
    assert len(rows) == 12
    cell = {(r["start"], r["target"]): r for r in rows}
    assert cell["home", "east"]["reward"] == 70 and cell["home", "east"]["distance"] == 3.5
    code, out = run("calc", "missions", "--csv")
    table = list(csv.DictReader(io.StringIO(out)))
    assert len(table) == 12 and table[0].keys() >= {"start", "target", "distance", "reward"}
    code, out = run("calc", "missions", "--json", "--csv")
    assert code == 2


def test_course_arrives_at_the_target_json() -> None:
    code, out = run("calc", "course", "home", "North Field", "--json")
    assert code == 0, out
    rep = json.loads(out)
    assert rep["arrived"] == "north" and rep["legal"]
    assert rep["end"]["xy"] == pytest.approx([-0.5, -5.0], abs=1e-4)
    assert rep["flown"] == pytest.approx(2.7, abs=1e-4)
    kinds = [
        (c["zone"], c["venture_line"]) for c in rep["crossings"] if c["kind"] != "weather_area"
    ]
    assert kinds == [("zone_r", None)]  # basic game: restricted areas cost nothing
    lon, lat = projection().to_lonlat(-0.5, -5.0)
    assert rep["end"]["lonlat"] == pytest.approx([lon, lat], abs=1e-3)


def test_course_with_wind_marco() -> None:
    code, out = run(
        "calc", "course", "home", "north", "--distance", "2", "--wind", "-12°R", "--json"
    )
    assert code == 0, out
    rep = json.loads(out)
    assert rep["wind"] == "BW+12R" and rep["deviation"] == -12.0
    assert rep["end"]["xy"] == pytest.approx([-0.0842, -6.0437], abs=1e-4)
    assert rep["arrived"] is None


def test_course_through_obstacles_names_the_rule() -> None:
    code, out = run("calc", "course", "home", "east")
    assert code == 0, out
    assert "ILLEGAL [1A Restricted Areas and Obstacles]" in out
    assert "ridge" in out and "Venture card line 3" in out
    code, out = run("calc", "course", "home", "east", "--commander")
    assert "legal move" in out and "arrived: East Field" in out


def test_course_to_a_lonlat_point_and_the_barrage() -> None:
    lon, lat = projection().to_lonlat(0.0, -1.0)
    code, out = run("calc", "course", "polar", f"{lon:.6f},{lat:.6f}", "--json")
    rep = json.loads(out)
    assert rep["violation"]["rule"] == "1A The Pole"
    code, out = run(
        "calc", "course", "polar", f"{lon:.6f},{lat:.6f}", "--barrage-unlocked", "--json"
    )
    assert code == 0, out
    rep = json.loads(out)
    assert rep["legal"] and rep["end"]["xy"] == pytest.approx([0.0, -1.0], abs=1e-4)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("calc", "course", "atlantis", "home"), "no base or port"),
        (("calc", "course", "home", "north", "--wind", "30R"), "unknown wind"),
        (("calc", "course", "home", "10,95"), "out of range"),
        (("calc", "course", "home", "home"), "positive distance"),
        (("calc", "course", "home", "home", "--distance", "1"), "declare a heading"),
        (("calc", "range", "home", "nowhere", "--speed", "3", "--range", "2"), "no base or port"),
        (("plot", "route", "home", "east", "--out", "x.gif"), ".png, .svg or .pdf"),
    ],
)
def test_bad_input_exits_2_with_a_message(args: tuple[str, ...], message: str) -> None:
    result = runner.invoke(app, [*args, *FIX])
    assert result.exit_code == 2
    assert message in result.output


def test_range_text_and_json() -> None:
    code, out = run("calc", "range", "home", "east", "--speed", "3", "--range", "2")
    assert code == 0, out
    assert "3.500 L at Speed 3: 2 turns, 2 fuel units" in out
    assert "stops: North Field" in out
    code, out = run("calc", "range", "home", "east", "--speed", "3", "--range", "2", "--json")
    rep = json.loads(out)
    assert rep["suggested_stops"] == ["north"] and rep["suggested_turns"] == 3
    assert [leg["turns"] for leg in rep["legs"]] == [1, 2]
    code, out = run(
        "calc", "range", "home", "east", "--speed", "3", "--range", "2", "--commander", "--json"
    )
    assert json.loads(out)["suggested_stops"] == []
    code, _ = run("calc", "range", "home", "east", "--range", "2")
    assert code == 2  # --speed is required


def test_range_says_why_the_suggested_flight_is_longer_than_the_straight_line() -> None:
    """The straight line Home → East Field needs no stop, but it crosses an obstacle: the
    output said "0 refuelling stops needed" and then suggested a stop, without saying why."""
    code, out = run("calc", "range", "home", "east", "--speed", "3", "--range", "2")
    assert code == 0, out
    lines = out.splitlines()
    assert lines[1].endswith("0 refuelling stops needed on the straight line")
    assert lines[2] == "  suggested: 3 turns, stops: North Field"
    assert lines[3] == (
        "  the straight line crosses an obstacle (no Commander aboard; --commander may cross "
        "it): the suggested flight goes round it"
    )
    code, out = run("calc", "range", "home", "east", "--speed", "3", "--range", "2", "--json")
    assert json.loads(out)["straight_blocked_by"] == ["obstacle"]
    # with a Commander the straight line is the flight: nothing to explain
    code, out = run("calc", "range", "home", "east", "--speed", "3", "--range", "2", "--commander")
    assert "suggested: 2 turns, stops: none" in out and "straight line crosses" not in out
    code, out = run(
        "calc", "range", "home", "east", "--speed", "3", "--range", "2", "--commander", "--json"
    )
    assert json.loads(out)["straight_blocked_by"] == []


def test_range_a_clear_straight_line_with_more_stops_says_fuel_is_sold_at_bases(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Tsingtao → Teller on the real board, a Commander aboard, the Barrage unlocked: the
    straight line is clear and needs 1 stop; the flight stops twice, at real bases."""
    monkeypatch.setenv("NPQ_LANG", "es")
    result = runner.invoke(
        app,
        [
            "calc", "range", "tsingtao", "teller", "--speed", "3", "--range", "2",
            "--commander", "--barrage-unlocked",
        ],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[1].endswith("1 escala de repostaje necesaria en línea recta")
    assert lines[2].startswith("  sugerido: 5 turnos, escalas: ")
    assert lines[3] == (
        "  la línea recta está libre, pero el depósito solo se llena en una base que vende "
        "combustible: el vuelo sugerido hace escala en esas bases por el camino"
    )


def test_plot_route_png_and_svg(tmp_path: Path) -> None:
    png = tmp_path / "route.png"
    code, out = run(
        "plot",
        "route",
        "home",
        "east",
        "--speed",
        "3",
        "--range",
        "2",
        "--round",
        "4",
        "--out",
        str(png),
    )
    assert code == 0, out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = tmp_path / "route.svg"
    code, out = run("plot", "route", "home", "far", "--out", str(svg))
    assert code == 0, out
    assert "<svg" in svg.read_text(encoding="utf-8")[:500]


def test_route_figure_facts() -> None:
    from matplotlib.figure import Figure

    from npq.board import load_board
    from npq.nav import plan_range
    from npq.plot.route import draw_route
    from npq.weather import load_weather_disc

    board = load_board(NAV / "board.geojson", NAV / "territories.geojson")
    plan = plan_range(board, "home", "east", speed=3, range_=2, has_commander=True)
    ax = Figure().add_subplot()
    facts = draw_route(ax, board, plan, disc=load_weather_disc(), from_round=2)
    assert facts.crossed == ("ridge", "reef")
    assert [f.turn for f in facts.forecast] == [1, 2]
    # One notch per whole Length along the 3.5 L leg, drawn as 2-point lines.
    notches = [ln for ln in ax.lines if len(ln.get_xdata()) == 2 and ln.get_color() == "#1a1a1a"]
    assert len(notches) == 3
