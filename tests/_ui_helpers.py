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


def seed_for(
    nations: tuple[str, ...], ok: Any, start: int = 5, tries: int = 60, **options: Any
) -> int:
    """The first seed from ``start`` whose new game (as the app deals it) satisfies
    ``ok(state)``: edition 4 turns every game's weather disc at set-up (L114), so a test that
    needs a given weather in its first rounds searches the seeds for it."""
    from npq.game import new_game

    config = GameConfig(tuple(nations), **options)
    for seed in range(start, start + tries):
        if ok(new_game(config, seed)):
            return seed
    raise AssertionError(f"no seed in {start}-{start + tries - 1} fits")


def calm_at(place: str, round_no: int = 1) -> Any:
    """``seed_for``'s test: no weather but sun (or an empty window) at ``place`` in a round."""
    from npq.game import default_world
    from npq.weather import Icon

    w = default_world()
    area = w.weather_area(w.xy(place))

    def ok(state: Any) -> bool:
        icon = w.disc.icon(area, state.disc_round + round_no - 1)
        return icon in (Icon.SUN, None)

    return ok
