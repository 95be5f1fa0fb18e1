"""Bad and absurd input at the ``npq`` command line: one clear line and the documented exit code
(README: 0 done, 1 a file cannot be read or written, 2 bad arguments), never a traceback.

Run on the navigation fixture board (tests/data/nav), like tests/test_cli_calc.py.
"""

from __future__ import annotations

from pathlib import Path

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

