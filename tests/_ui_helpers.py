"""Shared set-up of the app's tests (pytest-qt, offscreen): a main window, a game started in it."""

from __future__ import annotations

from typing import Any

from npq.game import GameConfig


def new_window(qtbot: Any, size: tuple[int, int] = (1500, 950)) -> Any:
    """A shown main window on the packaged board: errors in the status line, no autosave."""
    from ui.app import create_window

    w = create_window()
    w.modal_errors = False
    w.controller.autosave_enabled = False
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def start(
    window: Any,
    nations: tuple[str, ...] = ("italy", "germany"),
    bots: tuple[bool, ...] = (False, False),
    seed: int = 5,
    **options: Any,
) -> Any:
    """Start a game in ``window``; hot-seat: the first player takes the device."""
    window.start_game(GameConfig(tuple(nations), **options), seed, list(bots))
    assert window.errors == []
    if window.pass_screen.isVisible():
        window.pass_screen.button.click()
    return window.controller
