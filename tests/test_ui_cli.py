"""``npq play`` and ``npq screenshot`` (issue #5): display detection, the headless fallback, the
offscreen PNG, clear errors. The CLI is tested by exit code and output."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from npq.cli import app
from npq.cli.gui import has_display, parse_size

ROOT = Path(__file__).resolve().parent.parent


def test_display_detection():
    assert not has_display({}, "linux")
    assert has_display({"DISPLAY": ":0"}, "linux")
    assert has_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert has_display({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not has_display({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert has_display({}, "win32") and has_display({}, "darwin")


def test_parse_size():
    assert parse_size("1600x1000") == (1600, 1000)
    assert parse_size("800X600") == (800, 600)
    for bad in ("1600", "axb", "10x10", "99999x100"):
        with pytest.raises(typer.BadParameter):
            parse_size(bad)


def test_play_without_display_plays_a_bot_game_headless():
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    out = subprocess.run(
        [sys.executable, "-m", "npq", "play", "--players", "2", "--max-rounds", "3", "--seed", "4"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    assert "No display found" in out.stdout
    assert "headless game, seed 4, 2 players" in out.stdout
    assert "Bonds" in out.stdout
    assert "PySide6" not in out.stderr


def test_npq_package_never_imports_qt_for_the_headless_game():
    code = (
        "import sys; from npq.cli import app; import npq.bots; "
        "print(any(m.startswith(('PySide6', 'ui')) for m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.stdout.strip() == "False", out.stderr


@pytest.mark.gui
def test_screenshot_of_a_saved_game(tmp_path, qapp):
    from npq.game import Action, GameConfig, GameRecord, save_game

    record = GameRecord.new(GameConfig(("france", "japan")), 9)
    for text in ("hire-specialist pilot", "end"):
        record, _ = record.play(Action.parse(text))
    save = save_game(tmp_path / "g.json", record)
    png = tmp_path / "shot.png"
    result = CliRunner().invoke(
        app, ["screenshot", "--out", str(png), "--save", str(save), "--size", "1280x800"]
    )
    assert result.exit_code == 0, result.output
    assert "wrote" in result.output
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert (image.width(), image.height()) == (1280, 800)
    # two human seats: the picture is of the table, not of the dark hot-seat screen
    assert image.pixelColor(120, 420).lightness() > 150


@pytest.mark.gui
def test_screenshot_of_a_bad_save_is_a_clear_error(tmp_path, qapp):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "npq-save", "version": 99}))
    result = CliRunner().invoke(
        app, ["screenshot", "--out", str(tmp_path / "x.png"), "--save", str(bad)]
    )
    assert result.exit_code == 1
    assert "screenshot failed" in result.output
    assert not (tmp_path / "x.png").exists()


def test_screenshot_rejects_a_bad_size(tmp_path):
    result = CliRunner().invoke(
        app, ["screenshot", "--out", str(tmp_path / "x.png"), "--size", "big"]
    )
    assert result.exit_code != 0
    assert "size must look like" in result.output


@pytest.mark.gui
def test_open_app_opens_a_saved_game(tmp_path, qtbot, monkeypatch):
    """``npq play --load FILE`` on a display: the window opens with the game; errors become
    message boxes from then on (the exception hook, restored here after the test)."""
    from npq.game import GameConfig, GameRecord, save_game
    from ui import app as gui

    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    record = GameRecord.new(GameConfig(("usa", "ussr")), 2)
    save = save_game(tmp_path / "g.json", record)
    window = gui.open_app(load=save)
    qtbot.addWidget(window)
    window.modal_errors = False
    assert window.isVisible()
    assert window.controller.state.config.nations == ("usa", "ussr")
    sys.excepthook(ValueError, ValueError("boom"), None)
    assert window.errors[-1] == ("Unexpected error", "ValueError: boom")


def test_missing_pyside6_gives_a_clear_message(monkeypatch, tmp_path):
    """The GUI is optional: without PySide6, ``npq screenshot`` says how to install it."""
    import ui

    # a fresh import of ui.app, with PySide6 not importable (None in sys.modules)
    monkeypatch.delitem(sys.modules, "ui.app", raising=False)
    monkeypatch.delattr(ui, "app", raising=False)
    # list() copies the keys at once: a thread of an earlier test may still be importing
    for name in [m for m in list(sys.modules) if m.partition(".")[0] == "PySide6"] + ["PySide6"]:
        monkeypatch.setitem(sys.modules, name, None)
    result = CliRunner().invoke(app, ["screenshot", "--out", str(tmp_path / "x.png")])
    assert result.exit_code == 3
    assert "needs PySide6" in result.output and "pip install" in result.output


def test_play_headless_with_load_does_not_ignore_the_file(tmp_path):
    """``npq play --headless --load FILE`` used to play an unrelated bot game and exit 0, even
    for a missing file: a save that cannot be read is exit 1, a good one is refused (exit 2)
    because only the desktop app opens saves, and ``npq replay`` is named."""
    from npq.game import GameConfig, GameRecord, save_game

    missing = tmp_path / "missing.json"
    result = CliRunner().invoke(app, ["play", "--headless", "--load", str(missing)])
    assert result.exit_code == 1, result.output
    assert "missing.json" in result.output and "No display" not in result.output
    save = save_game(tmp_path / "g.json", GameRecord.new(GameConfig(("usa", "ussr")), 2))
    result = CliRunner().invoke(app, ["play", "--headless", "--load", str(save)])
    assert result.exit_code == 2, result.output
    assert "npq replay" in result.output and "headless game" not in result.output


def test_screenshot_refuses_a_file_that_is_not_png(tmp_path):
    # --out shot.jpg used to write PNG bytes into a .jpg file
    result = CliRunner().invoke(app, ["screenshot", "--out", str(tmp_path / "shot.jpg")])
    assert result.exit_code == 2, result.output
    assert ".png" in result.output
    assert list(tmp_path.iterdir()) == []
