"""``npq board info`` and ``npq map`` (issue #2 CLI), by exit code and output."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from matplotlib.figure import Figure
from typer.testing import CliRunner

from npq.board import load_board
from npq.cli import app
from npq.plot import ICON_STYLE, draw_board

BOARDS = Path(__file__).resolve().parent / "data" / "boards"
MINI = [
    "--board",
    str(BOARDS / "mini.geojson"),
    "--territories",
    str(BOARDS / "territories_mini.geojson"),
]

runner = CliRunner()


def test_board_info_text() -> None:
    result = runner.invoke(app, ["board", "info", *MINI])
    assert result.exit_code == 0, result.output
    assert "16 features, 5 places" in result.output
    # each kind in the legend's words (the ids are in --json)
    assert re.search(r"\n  weather area \(1B\) +4\n", result.output), result.output
    assert re.search(r"\n  Arctic base \(1k\) +1\n", result.output), result.output
    # names, as in every text output (the ids are in --json)
    assert "start: Berlin / Kiel" in result.output
    assert "\n  Germany " in result.output and "\n  germany " not in result.output
    assert "Mission Calculator cities (D11): 2" in result.output
    assert "\n  Berlin, Denver\n" in result.output


def test_board_info_json() -> None:
    result = runner.invoke(app, ["board", "info", "--json", *MINI])
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    assert info["features"] == 16
    assert info["kinds"]["weather_area"] == 4
    assert info["kinds"]["arctic_base"] == 1
    assert info["kinds"]["base"] == 0
    assert info["calculator_cities"] == ["berlin", "denver"]
    assert info["nations"]["germany"]["start_base"] == "berlin"
    assert info["nations"]["germany"]["start_port"] == "kiel"
    assert info["nations"]["germany"]["places"] == 2
    assert info["nations"]["neutral"]["places"] == 2
    assert info["nations"]["usa"]["territories"] == 1
    assert info["bounds"]["board"]["radius"] == pytest.approx(14.4718, abs=1e-4)
    w, s, e, n = info["bounds"]["lonlat"]["features"]
    assert (w, e, n) == (-180.0, 180.0, 90.0)
    assert s == 40.0  # Denver, the southernmost feature (weather areas left out)


def test_packaged_board_info() -> None:
    result = runner.invoke(app, ["board", "info", "--json"])
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    assert info["kinds"]["weather_area"] == 60
    assert info["kinds"]["barrage_area"] == info["kinds"]["ice_ring"] == 1
    assert len(info["calculator_cities"]) >= 24
    assert set(info["nations"]) == {
        "germany",
        "british_empire",
        "italy",
        "japan",
        "ussr",
        "usa",
        "france",
        "neutral",
    }


def test_broken_board_exits_1_naming_the_feature() -> None:
    result = runner.invoke(
        app,
        [
            "board",
            "info",
            "--board",
            str(BOARDS / "broken_dry_port.geojson"),
            "--territories",
            str(BOARDS / "territories_mini.geojson"),
        ],
    )
    assert result.exit_code == 1
    assert "north_cape" in result.stderr
    assert "navigable water" in result.stderr


@pytest.mark.parametrize(
    ("suffix", "magic"), [(".png", b"\x89PNG"), (".svg", b"<?xml"), (".pdf", b"%PDF")]
)
def test_map_formats(tmp_path: Path, suffix: str, magic: bytes) -> None:
    out = tmp_path / f"board{suffix}"
    result = runner.invoke(app, ["map", "--out", str(out), "--labels", "--dpi", "60", *MINI])
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(magic)
    assert f"wrote {out}" in result.output


def test_map_rejects_other_formats(tmp_path: Path) -> None:
    result = runner.invoke(app, ["map", "--out", str(tmp_path / "board.jpg"), *MINI])
    assert result.exit_code == 2
    assert ".png, .svg or .pdf" in result.stderr
    assert not (tmp_path / "board.jpg").exists()


def test_map_with_weather_round(tmp_path: Path) -> None:
    out = tmp_path / "weather.svg"
    result = runner.invoke(app, ["map", "--out", str(out), "--round", "2", *MINI])
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    assert "weather of round 2" in text


def test_map_round_must_be_positive(tmp_path: Path) -> None:
    result = runner.invoke(app, ["map", "--out", str(tmp_path / "m.png"), "--round", "0", *MINI])
    assert result.exit_code == 2


def test_draw_board_is_reusable_with_icons() -> None:
    board = load_board(BOARDS / "mini.geojson", BOARDS / "territories_mini.geojson")
    fig = Figure()
    ax = fig.add_subplot()
    draw_board(ax, board, labels=True, icons={"wa_0_0": "sun", "wa_1_1": "storm", "wa_0_1": None})
    texts = [t.get_text() for t in ax.texts]
    assert texts.count(ICON_STYLE["sun"][0]) == 1
    assert texts.count(ICON_STYLE["storm"][0]) == 1
    assert texts.count("\u2744") == 1  # the one Arctic base, Kings Bay
    assert {"Berlin", "Kiel", "Kings Bay", "Denver", "North Cape"} <= set(texts)
    r = board.radius
    assert ax.get_xlim() == pytest.approx((-r * 1.02, r * 1.02))
    assert ax.get_legend() is not None
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert "1k Arctic base" in legend and "Germany" in legend
    assert any("Storm" in t for t in legend)


def test_board_place_tells_kind_owner_and_description(monkeypatch: pytest.MonkeyPatch) -> None:
    """`npq board place` shows one feature of the packaged board with its description, in
    the language in force (issue 13); --json keeps the English data."""
    monkeypatch.setenv("NPQ_LANG", "en")
    result = runner.invoke(app, ["board", "place", "Kings Bay"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[:4] == [
        "Kings Bay",
        "  kind: Arctic base (1k)",
        "  owner: neutral",
        "  id: kings_bay",
    ]
    assert "Kings Bay coal company" in result.output
    monkeypatch.setenv("NPQ_LANG", "it")
    result = runner.invoke(app, ["board", "place", "alps"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == "Alpi (Alps)"
    assert "  tipo: ostacolo geografico (1h)" in result.output
    assert "La catena alpina: passi alti, tempeste improvvise e favonio." in result.output
    monkeypatch.setenv("NPQ_LANG", "es")
    result = runner.invoke(app, ["board", "place", "Berlín"])  # the language's own name
    assert result.exit_code == 0, result.output
    assert "  dueño: Alemania" in result.output
    assert "los hangares de dirigibles de Berlín-Staaken" in result.output
    data = json.loads(runner.invoke(app, ["board", "place", "berlin", "--json"]).output)
    assert data["kind"] == "start_base" and data["description"].startswith("Starting base of")
    missing = runner.invoke(app, ["board", "place", "Atlantis"])
    assert missing.exit_code == 1 and "Atlantis" in missing.output


def test_every_description_is_translated() -> None:
    """Each of the board's descriptions has an Italian and a Spanish text of its own."""
    from npq import i18n

    board = load_board()
    texts = {f.properties["description"] for f in board.features if f.properties.get("description")}
    assert len(texts) > 90
    for lang in ("it", "es"):
        catalog = i18n.translations(lang)
        untranslated = [t for t in texts if catalog.gettext(t) == t]
        assert not untranslated, (lang, untranslated[:5])


def test_board_info_in_italian(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NPQ_LANG", "it")
    result = runner.invoke(app, ["board", "info", *MINI])
    assert result.exit_code == 0, result.output
    assert "16 elementi, 5 luoghi" in result.output
    assert "partenza: Berlino / Kiel" in result.output
    assert "\n  Germania " in result.output
    assert "Città del Calcolatore delle Missioni (D11): 2" in result.output
