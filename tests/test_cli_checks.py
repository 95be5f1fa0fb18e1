"""Bad and absurd input at the ``npq`` command line: one clear line and the documented exit code
(README: 0 done, 1 a file cannot be read or written, 2 bad arguments), never a traceback.

Run on the navigation fixture board (tests/data/nav), like tests/test_cli_calc.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

import pytest
from typer.testing import CliRunner

from npq.cli import app

NAV = Path(__file__).resolve().parent / "data" / "nav"
FIX = ["--board", str(NAV / "board.geojson"), "--territories", str(NAV / "territories.geojson")]

runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, [*args, *FIX])
    return result.exit_code, result.output


def test_course_distance_longer_than_the_board_is_refused() -> None:
    # 1e9 Lengths used to walk the whole distance and exhaust the memory (killed by the OS);
    # 1e5 is enough to show the check (it used to fly on, 0.15 GB).
    for distance in ("1e5", "inf", "100"):
        code, out = run("calc", "course", "home", "north", "--distance", distance)
        assert code == 2, out
        assert "longer than the board" in out
    code, out = run("calc", "course", "home", "north", "--distance", "2")
    assert code == 0, out


def test_unwritable_output_is_one_line_and_exit_1(tmp_path: Path) -> None:
    # An existing folder named like the output file used to end in an IsADirectoryError traceback.
    taken = tmp_path / "taken.png"
    taken.mkdir()
    for args in (
        ("map", "--out", str(taken), "--dpi", "50"),
        ("plot", "route", "home", "east", "--out", str(taken)),
    ):
        result = runner.invoke(app, [*args, *FIX])
        assert result.exit_code == 1, result.output
        assert isinstance(result.exception, SystemExit)  # no traceback
        assert f"error: cannot write {taken}" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken.png"]  # no temporary left


def test_a_failed_map_write_leaves_no_partial_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from matplotlib.figure import Figure

    def half_written(fig: object, out: BinaryIO, **kw: object) -> None:
        out.write(b"\x89PNG half")  # save_figure hands savefig the temporary file's handle
        raise OSError(28, "No space left on device")

    # the disk fills up while the figure is written (npq.plot.board_map.save_figure)
    monkeypatch.setattr(Figure, "savefig", half_written)
    out = tmp_path / "board.png"
    code, output = run("map", "--out", str(out))
    assert code == 1 and "no space left on the disk" in output  # errno ENOSPC, npq.reasons
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        # more fuel than the tank holds used to be planned as "9 in the tank" with Range 4
        (("--speed", "3", "--range", "4", "--fuel", "9"), "more fuel than the Range"),
        # Range is at most 6 (rulebook 2); 100000 was accepted
        (("--speed", "3", "--range", "100000"), "--range"),
        # an infinite Speed was planned as "Speed inf: 1 turn"
        (("--speed", "inf", "--range", "4"), "--speed"),
    ],
)
def test_range_refuses_impossible_airships(
    args: tuple[str, ...], message: str, tmp_path: Path
) -> None:
    code, out = run("calc", "range", "home", "east", *args)
    assert code == 2, out
    assert message in out
    if "--fuel" not in args:  # npq plot route has --speed and --range, and the same limits
        code, out = run("plot", "route", "home", "east", "--out", str(tmp_path / "r.png"), *args)
        assert code == 2, out
        assert list(tmp_path.iterdir()) == []


def test_course_and_range_text_name_places_and_nations() -> None:
    # the text used ids where a player reads names: "Course berlin → vienna", "arrived: vienna",
    # "land flown over: germany at 0.000 L, neutral at ..."; --json keeps the ids
    result = runner.invoke(app, ["calc", "course", "berlin", "vienna"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.splitlines()[0] == "Course Berlin → Vienna"
    assert "land flown over: Germany at 0.000 L, neutral land at 0.361 L" in out
    assert "rings entered: Vienna at 0.762 L" in out
    assert "arrived: Vienna" in out
    result = runner.invoke(app, ["calc", "course", "berlin", "vienna", "--json"])
    assert '"arrived": "vienna"' in result.output and '"nation": "germany"' in result.output
    result = runner.invoke(
        app, ["calc", "range", "berlin", "kings_bay", "--speed", "4", "--range", "4"]
    )
    assert result.output.splitlines()[0] == "Range Calculator Berlin → Kings Bay"
    code, out = run("calc", "course", "home", "12,55")
    assert code == 0 and out.splitlines()[0] == "Course Home → 12,55"


def test_help_names_the_arguments_from_and_to_as_readme_does() -> None:
    # the usage line said "{start} {target}" while README and the docstrings say FROM TO
    for command in (("calc", "course"), ("calc", "range"), ("plot", "route")):
        result = runner.invoke(app, [*command, "--help"], terminal_width=200)
        assert result.exit_code == 0
        usage = next(ln for ln in result.output.splitlines() if "Usage:" in ln)
        assert usage.split()[-2:] == ["{FROM}", "{TO}"], usage  # typer's braces


def test_unreachable_range_names_the_limits_in_force() -> None:
    # Tokyo → the Pole with the Barrage locked said only "no flight through real bases keeps every
    # leg within the fuel", while 4 turns of fuel were in the tank: the Barrage was the reason
    args = ["calc", "range", "tokyo", "0,90", "--speed", "4", "--range", "4"]
    out = runner.invoke(app, args).output
    assert "Barrage Area" in out and "--barrage-unlocked" in out
    assert "--commander" in out
    out = runner.invoke(app, [*args, "--barrage-unlocked"]).output
    assert "suggested: 4 turns" in out
