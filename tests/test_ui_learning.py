"""Issue 12, learning at the table: the guide in the app (Help → How to play, searchable, opened
at the chapter a tooltip cites), the map legend (dialog and overlay), centring the map on the
airship to play. Offscreen, pytest-qt."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF

from tests._ui_helpers import new_window, start
from ui.help import chapter_for, cited_sections, guide_chapters, guide_path, parse_guide
from ui.map.geometry import board_to_scene

ROOT = Path(__file__).resolve().parents[1]
RULEBOOK = Path("/work/shared/rulebook/north-pole-quest-rulebook.txt")


def test_the_guide_covers_every_chapter_of_the_game() -> None:
    titles = [c.title for c in guide_chapters()]
    for needed in (
        "The board",
        "Weather",
        "Flying with the Navigating Tool",
        "Range and fuel planning",
        "The crew",
        "Cards",
        "Missions",
        "Bonds, the Bank and the prices",
        "Arctic bases and the Pole",
        "Emergency landing",
        "The advanced game",
        "Solo mode and stars",
        "Map legend",
    ):
        assert needed in titles
    advanced = next(c for c in guide_chapters() if c.title == "The advanced game").body
    for word in ("Auctions", "Telegrams", "draft", "300 Bonds"):
        assert word in advanced
    sections = {s for c in guide_chapters() for s in c.sections}
    assert {"1A", "1B", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"} <= sections


def test_the_guides_pictures_exist() -> None:
    text = guide_path().read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert len(images) >= 6
    for image in images:
        assert (guide_path().parent / image).is_file(), image


@pytest.mark.skipif(not RULEBOOK.is_file(), reason="the shared rulebook is not on this machine")
def test_the_guide_is_written_in_its_own_words() -> None:
    """No sentence of the rulebook is copied: no run of ten words appears in both."""

    def runs(text: str) -> set[tuple[str, ...]]:
        words = re.findall(r"[a-z0-9]+", text.lower())
        return {tuple(words[i : i + 10]) for i in range(len(words) - 9)}

    shared = runs(guide_path().read_text(encoding="utf-8")) & runs(
        RULEBOOK.read_text(encoding="utf-8")
    )
    assert not shared, sorted(" ".join(r) for r in shared)[:5]


def test_parse_and_cite() -> None:
    chapters = parse_guide(
        "# Title\nintro\n## Alpha\n<!-- rulebook: 6 10 -->\nMission cards here.\n"
        "## Beta\n<!-- rulebook: 10 -->\nEmergency landing text.\n"
    )
    assert [c.title for c in chapters] == ["Title", "Alpha", "Beta"]
    assert chapters[1].sections == ("6", "10") and "rulebook" not in chapters[1].body
    assert cited_sections("Hire crew while stationed (section 3)") == ("3",)
    assert cited_sections("(sections 4, 5)") == ("4", "5")
    assert cited_sections("1A Scoreboard: off the board") == ("1A",)
    assert chapter_for("section 10: declaring a mission", chapters) == 1
    assert chapter_for("section 10 emergency landing", chapters) == 2
    assert chapter_for("section 12", chapters) is None
    titles = [c.title for c in guide_chapters()]
    for text, title in (
        ("10 Declaring a Mission: not at a Starting Point", "Missions"),
        ("Hire crew while stationed (section 3)", "The crew"),
        ("4 Airship Movement: the Barrage Area is locked", "Flying with the Navigating Tool"),
        ("Call for rescue after an emergency landing (section 10)", "Emergency landing"),
        ("Reserve, set up or move an Arctic base", "Arctic bases and the Pole"),
        ("1B weather: fog holds the airship", "Weather"),
        ("End the game with this round: the most Bonds wins (section 9)", "Winning"),
    ):
        index = chapter_for(text)
        assert index is not None and titles[index] == title, text


def test_help_opens_the_guide_at_the_cited_chapter_and_searches(qtbot: Any) -> None:
    w = new_window(qtbot)
    menus = {a.text().replace("&", ""): a.menu() for a in w.menuBar().actions()}
    help_items = [a.text() for a in menus["Help"].actions() if a.text()]
    assert help_items[:3] == ["How to play…", "Tutorial…", "Map legend…"]
    assert "About North Pole Quest…" in help_items
    guide = w.aids.open_guide("Buy fuel at a base (10 Bonds a unit, section 11)")
    qtbot.waitExposed(guide)
    assert guide.chapter_title == "Bonds, the Bank and the prices"
    assert "Advanced Commander" in guide.browser.toPlainText()
    guide.search.setText("Mooring Mast")
    hits = [guide.chapters[i].title for i in guide.matching("Mooring Mast")]
    assert "Arctic bases and the Pole" in hits and "Weather" not in hits
    assert guide.chapter_title in hits and guide.marks >= 1
    assert guide.toc.item([c.title for c in guide.chapters].index("Weather")).isHidden()
    guide.search.setText("zeppelinwortmitnichten")
    assert "No chapter" in guide.status.text()
    guide.search.clear()
    assert not any(guide.toc.item(i).isHidden() for i in range(guide.toc.count()))


def test_f1_opens_the_chapter_of_the_last_refusal(qtbot: Any) -> None:
    w = new_window(qtbot)
    start(w)
    w.controller.refused.emit("10 Declaring a Mission: your airship is not on a Starting Point")
    guide = w.aids.open_guide_here()
    assert guide.chapter_title == "Missions"


def test_map_legend_dialog_and_overlay(qtbot: Any) -> None:
    from ui.legend import LEGEND

    w = new_window(qtbot)
    dialog = w.aids.open_legend()
    qtbot.waitExposed(dialog)
    words = [text for _paint, text in LEGEND]
    assert any("Starting base (1a)" in t for t in words)
    assert any("Mooring Mast" in t for t in words) and any("Storm" in t for t in words)
    assert len(words) >= 25
    image = dialog.grab().toImage()
    assert not image.isNull() and image.width() > 300
    assert not w.aids.overlay.isVisible()
    w.aids.act_overlay.trigger()
    assert w.aids.overlay.isVisible() and w.aids.overlay.parentWidget() is w.view
    w.aids.act_overlay.trigger()
    assert not w.aids.overlay.isVisible()


def test_the_map_comes_to_the_airship_to_play(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w, nations=("italy", "japan"), bots=(False, False))
    w.view.zoom_by(6.0)
    w.view.centerOn(board_to_scene(*c.state.players[1].airship.pos))  # over Japan
    assert w.aids.centre_on_active()
    italy = board_to_scene(*c.state.players[0].airship.pos)
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    assert (centre - italy).manhattanLength() < 40
    w.view.centerOn(board_to_scene(*c.state.players[1].airship.pos))
    assert w.aids.act_centre.shortcut().toString() == "C"
    w.aids.act_centre.trigger()
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    assert (centre - italy).manhattanLength() < 40
    # the next turn starts: the map goes to Japan's airship, far from Italy's
    c.play_text("end")
    if w.pass_screen.isVisible():
        w.pass_screen.button.click()
    japan: QPointF = board_to_scene(*c.state.players[1].airship.pos)
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    assert (centre - japan).manhattanLength() < 40
