"""Entry points of the desktop app, loaded by ``npq play`` / ``npq screenshot`` by name.

``run_app`` opens the window (offering to resume the autosaved game); ``render_screenshot``
draws the main window offscreen with a game in progress and writes a PNG.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QBuffer, QIODevice, QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from npq import nav
from npq._files import atomic_write
from npq.game.config import GameConfig
from npq.game.save import load_game
from npq.solo.profile import DEFAULT_PROFILE
from npq.solo.setup import SoloSetup
from ui.language import install as install_language
from ui.language import translate
from ui.mainwindow import MainWindow
from ui.solo import start_solo
from ui.storage import autosave_path
from ui.theme import seat_name
from ui.world import current_board, world

__all__ = [
    "create_window",
    "current_board",
    "demo_game",
    "ensure_app",
    "offer_resume",
    "open_app",
    "render_screenshot",
    "run_app",
    "run_solo_app",
    "world",
]


def ensure_app() -> QApplication:
    """The process's QApplication (created once)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("North Pole Quest")
        app.setOrganizationName("north-pole-quest")
    assert isinstance(app, QApplication)
    install_language(app)  # the widgets are built in the chosen language (ui.language)
    return app


def create_window(*, cached: bool = True) -> MainWindow:
    """A main window on the packaged board."""
    ensure_app()
    return MainWindow(world(), cached=cached)


def _install_excepthook(window: MainWindow) -> None:
    """Any unexpected error becomes a message box; the game goes on."""

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception_only(kind, exc)).strip()
        sys.stderr.write("".join(traceback.format_exception(kind, exc, tb)))
        with contextlib.suppress(Exception):
            window.show_error(translate("App", "Unexpected error"), text)

    sys.excepthook = hook


def run_app(load: Path | None = None) -> int:
    """Open the window and run the event loop; returns the exit code."""
    app = ensure_app()
    open_app(load)
    return int(app.exec())


def open_app(load: Path | None = None) -> MainWindow:
    """The window as ``npq play`` opens it: a saved game, the autosave (if the player wants to
    resume it) or the New game dialog. Unexpected errors become message boxes from then on."""
    ensure_app()
    window = create_window()
    _install_excepthook(window)
    fit_to_screen(window)
    window.show()
    _warm_up_navigation()
    if load is not None:
        window.open_file(Path(load))
    elif not offer_resume(window):
        window.new_game_dialog()
    return window


#: The window's size where the screen has room for it.
PREFERRED_SIZE = (1500, 950)


def initial_geometry(available: QRect) -> QRect:
    """Where the window opens on a screen whose free area is ``available``: 1500x950, or what
    the screen has room for (issue 12: on a 1400x900 or 1366x768 screen the window ran off its
    edges, with the Range tab and the action bar out of reach), never below 1024x700."""
    width = max(1024, min(PREFERRED_SIZE[0], available.width()))
    height = max(700, min(PREFERRED_SIZE[1], available.height()))
    return QRect(available.left(), available.top(), width, height)


def fit_to_screen(window: MainWindow) -> None:
    """Size and place the window for the screen it opens on (the frame's decorations are the
    window manager's: a few pixels are left for them)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(*PREFERRED_SIZE)
        return
    area = screen.availableGeometry()
    frame = QRect(area.left(), area.top(), area.width() - 8, area.height() - 32)
    geometry = initial_geometry(frame)
    window.resize(geometry.size())
    window.move(geometry.topLeft())


def _warm_up_navigation() -> None:
    """Ready the compiled airship walk in a background thread while the player looks at the
    board (numba's first compile on a machine takes a few seconds; later starts load it in
    ~0.2 s); started a second after the window, so the first paint does not wait for it."""

    def start() -> None:
        threading.Thread(target=nav.warm_up, name="npq-nav-warm-up", daemon=True).start()

    QTimer.singleShot(1000, start)


def offer_resume(window: MainWindow) -> bool:
    """At start: offer to resume the autosaved game; True when it was resumed."""
    path = autosave_path()
    if not path.exists():
        return False
    try:
        record = load_game(path)
    except Exception:  # a broken autosave: say so when the player opens it, not here
        record = None
    if record is not None and record.state.is_over:
        return False  # a finished game is nothing to resume
    which = ""
    if record is not None:
        config = record.config
        players = ", ".join(seat_name(config, i) for i in range(len(config.nations)))
        which = translate("App", " — {players}, round {round}").format(
            players=players, round=record.state.round
        )
    answer = QMessageBox.question(
        window,
        translate("App", "Resume?"),
        translate("App", "Resume the last game{which} (autosaved after the last turn)?").format(
            which=which
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes and bool(window.open_file(path))


def demo_game(window: MainWindow, seed: int = 7, turns: int = 9) -> None:
    """Set up a game in progress for pictures: four seats, bots play a few turns, then the
    human seat's turn with the Navigating Tool laid toward a mission city."""
    config = GameConfig(
        nations=("italy", "germany", "british_empire", "usa"),
        names=("Marco", "Elena", "Arthur", "Ruth"),
    )
    c = window.controller
    window.modal_errors = False
    c.autosave_enabled = False
    c.new_game(config, seed, [True, True, True, True])
    played = 0
    while played < turns and not c.state.is_over:
        before = c.state.turn
        c.run_bots(limit=1)
        if c.state.turn != before:
            played += 1
    c.set_bot(c.current, False)
    window.viewer = c.current
    window._calculators_for(c.current)
    window.refresh()


def render_screenshot(
    out: Path, save: Path | None = None, size: tuple[int, int] = (1600, 1000), seed: int = 7
) -> Path:
    """Render the main window offscreen to a PNG: a saved game, or a demo game in progress."""
    app = ensure_app()
    window = create_window()
    window.modal_errors = False
    window.controller.autosave_enabled = False
    window.resize(*size)
    window.show()
    try:
        return _shoot(app, window, out, save, seed)
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def _shoot(app: QApplication, window: MainWindow, out: Path, save: Path | None, seed: int) -> Path:
    app.processEvents()
    if save is not None:
        if not window.open_file(Path(save)):
            raise ValueError(window.errors[-1][1] if window.errors else f"cannot open {save}")
        c = window.controller
        window.viewer = c.current
        window.pass_screen.hide()  # a picture of the table, not of the hot-seat screen
        for i in range(len(c.bots)):
            c.set_bot(i, False)
        window.refresh()
    else:
        demo_game(window, seed)
    window.finish_animations()
    window.view.fit_board()
    _frame_current(window)
    app.processEvents()
    _lay_demo_tool(window)
    app.processEvents()
    # the map's missing tiles come from the worker thread: ask for them, wait, then shoot
    window.view.viewport().repaint()
    window.scene.static_layer.wait_for_tiles()
    pixmap = window.grab()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not pixmap.save(buffer, "PNG"):
        raise OSError(f"cannot encode the screenshot for {out}")
    return atomic_write(Path(out), bytes(buffer.data().data()))


def _frame_current(window: MainWindow) -> None:
    """Zoom in a little toward the player to move, so the board fills the view."""
    c = window.controller
    if not c.has_game:
        return
    x, y = c.state.players[c.current].airship.pos
    window.view.zoom_by(1.35)
    window.center_on(x * 0.45, y * 0.45)


def _lay_demo_tool(window: MainWindow) -> None:
    """Point the Navigating Tool from the current airship toward the nearest mission city."""
    c = window.controller
    if not c.has_game or c.state.is_over:
        return
    if not window.actions_bar.buttons["fly"].isEnabled():
        return
    pl = c.state.players[c.current]
    x0, y0 = pl.airship.pos
    cities = [p for p in window.board.calculator_cities if p.id != pl.airship.place]
    if not cities:
        return
    target = min(cities, key=lambda p: (p.point.x - x0) ** 2 + (p.point.y - y0) ** 2)
    window.start_tool("airship")
    window._hovered(float(target.point.x), float(target.point.y))
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)


def run_solo_app(
    setup: SoloSetup | None = None,
    directory: str | os.PathLike[str] | None = None,
    score: bool = True,
) -> int:
    """Open the app with a solo game started (``npq solo new`` without ``--bot``, on a display).

    ``setup`` is the command line's choice (already checked against the profile); ``None`` asks
    with the setup dialog. ``score`` False (``--no-record``): the game is recorded as played
    but unscored. Returns the event loop's exit code.
    """
    app = ensure_app()
    window = create_window()
    fit_to_screen(window)
    window.show()
    profile = setup.profile if setup else DEFAULT_PROFILE
    if start_solo(window, directory, setup=setup, profile=profile, score=score) is None:
        return 1
    return int(app.exec())
