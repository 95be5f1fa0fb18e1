"""Render the pictures of docs/how-to-play.md from the real board, engine and app.

    .venv/bin/python tools/render_guide_images.py [--out docs/images/guide] [--no-app | --app-only]

Every picture is drawn by the project's own code: board close-ups by
:func:`npq.plot.board_map.draw_board`, a planned route by :func:`npq.plot.route.render_route`, a
whole bot game by :func:`npq.plot.game_map.render_game`, and the app's windows by the app itself
(offscreen Qt, ``--no-app`` skips them). Same code, same pictures: run it again after changing
the board or the app and commit the result.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from matplotlib.figure import Figure

from npq.board import Board
from npq.bots import GreedyBot, bot_config, play_game
from npq.game import default_world
from npq.nav import plan_range
from npq.plot.board_map import draw_board, save_figure
from npq.plot.game_map import render_game
from npq.plot.route import render_route

ROOT = Path(__file__).resolve().parents[1]


def _crop(board: Board, out: Path, centre: tuple[float, float], half: float, title: str) -> None:
    world = default_world()
    icons = {a.id: world.disc.icon(a, 1) for a in board.weather_areas}
    fig = Figure(figsize=(8, 8), layout="constrained")
    ax = fig.add_subplot()
    draw_board(ax, board, labels=True, icons=icons, legend=False)
    for text in ax.texts:
        text.set_clip_on(True)
    ax.set_xlim(centre[0] - half, centre[0] + half)
    ax.set_ylim(centre[1] - half, centre[1] + half)
    ax.set_title(title, fontsize=10)
    save_figure(fig, out, "png", 110)


def _legend(board: Board, out: Path) -> None:
    """The whole board with its legend: every symbol the guide's map chapter names."""
    world = default_world()
    icons = {a.id: world.disc.icon(a, 1) for a in board.weather_areas}
    fig = Figure(figsize=(10, 8), layout="constrained")
    ax = fig.add_subplot()
    draw_board(ax, board, labels=False, icons=icons, legend=True)
    ax.set_title("The board in round 1, with the map legend", fontsize=10)
    save_figure(fig, out, "png", 110)


def board_pictures(out: Path) -> list[Path]:
    world = default_world()
    board = world.board
    paths = []
    europe = out / "board-europe.png"
    _crop(
        board,
        europe,
        board.place("berlin").xy,
        3.2,
        "Europe in round 1: bases (blue), ports (red), mission halos, obstacles, weather windows",
    )
    arctic = out / "board-arctic.png"
    _crop(
        board,
        arctic,
        (0.0, 0.0),
        3.0,
        "Around the Pole: the Barrage Area (red dashes), the ice ring (blue dashes), Arctic bases",
    )
    legend = out / "board-legend.png"
    _legend(board, legend)
    route = out / "route-berlin-kings-bay.png"
    plan = plan_range(board, board.place("berlin"), board.place("kings_bay"), speed=4, range_=4)
    render_route(
        board,
        plan,
        route,
        disc=world.disc,
        from_round=1,
        start_name="Berlin",
        end_name="Kings Bay",
        dpi=90,
    )
    game = out / "game-seed-5.png"
    summary = play_game(
        bot_config(3), 5, [GreedyBot() for _ in range(3)], max_rounds=40, keep_record=True
    )
    assert summary.record is not None
    render_game(board, summary.record, game, dpi=90)
    paths += [europe, arctic, legend, route, game]
    return paths


def app_pictures(out: Path) -> list[Path]:
    """The app's own windows, offscreen: the tutorial beside the map, the guide, the legend."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ui.app import create_window

    app = QApplication.instance() or QApplication(sys.argv)

    def settle() -> None:
        for _ in range(30):
            app.processEvents()

    window = create_window()
    window.modal_errors = False
    window.controller.autosave_enabled = False
    window.ask_box = lambda box: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
    window.resize(1500, 900)
    window.show()
    settle()
    panel = window.aids.start_tutorial()
    assert panel is not None
    window.play_text("declare vladivostok")
    window.play_text("hire-specialist pilot")
    window.view.zoom_by(3.0)
    window.aids.centre_on_active()
    window.start_tool("airship")
    window.view.hovered.emit(*window.world.xy("vladivostok"))  # the mouse over Vladivostok
    settle()
    tutorial = out / "app-tutorial.png"
    window.grab().save(str(tutorial))
    window.stop_tool()
    guide = window.aids.open_guide("4 Airship Movement: the wind")
    guide.resize(1100, 760)
    settle()
    guide._show(guide.current)  # lay the pictures out at the window's final width
    settle()
    guide_png = out / "app-guide.png"
    guide.grab().save(str(guide_png))
    guide.hide()
    window.aids.act_overlay.trigger()
    window.view.fit_board()
    settle()
    legend = out / "app-legend.png"
    window.grab().save(str(legend))
    window.close()
    return [tutorial, guide_png, legend]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "guide")
    parser.add_argument("--no-app", action="store_true", help="skip the app's screenshots")
    parser.add_argument("--app-only", action="store_true", help="only the app's screenshots")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    written = [] if args.app_only else board_pictures(args.out)
    if not args.no_app:
        written += app_pictures(args.out)
    for path in written:
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
