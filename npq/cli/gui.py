"""``npq play`` and ``npq screenshot``: the optional Qt desktop app, loaded on demand.

The engine never imports Qt (import-linter checks every import, function-level ones too); the
one exception is the import of ``ui.app`` in :func:`load_gui`, named as the single allowed edge
``npq.cli.gui -> ui.app`` in the import-linter contracts (pyproject.toml). Without a display, ``npq play`` plays a short bot game headless through the engine and prints how it went:
that is what ``make run`` does in CI and on servers.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Annotated

import typer

from npq import i18n, reasons
from npq.cli._rules import (
    AdvancedFlag,
    CessionFlag,
    FirstBackFlag,
    SecondPlaceFlag,
    TelegramsFlag,
    rule_options,
)
from npq.i18n import N_

__all__ = ["has_display", "load_gui", "parse_size", "register"]

_GUI_MISSING = N_(
    "The desktop app needs PySide6 (Qt 6), which is not installed.\n"
    "Install it with:  pip install 'PySide6-Essentials>=6.6,<6.12'"
)
_ = i18n.gettext
_f = i18n.render


def has_display(environ: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """Whether a window can be opened.

    On Linux a window needs an X11 or Wayland display. A user who sets
    ``QT_QPA_PLATFORM=offscreen`` asks for the GUI without a screen (tests, screenshots), so
    that counts as a display too. Windows and macOS always have one.
    """
    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    if env.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
        return True
    if not plat.startswith("linux"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def parse_size(text: str) -> tuple[int, int]:
    """``"1600x1000"`` → ``(1600, 1000)``; a clear error for anything else."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise typer.BadParameter(
            _f(_("size must look like 1600x1000, not {size}"), size=repr(text))
        )
    width, height = (int(p) for p in parts)
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise typer.BadParameter(
            _f(
                _("size {size} is out of range (320x240 to 8000x8000)"),
                size=f"{width}x{height}",
            )
        )
    return width, height


def load_gui() -> ModuleType:
    """The desktop app's entry points (``ui.app``), or exit 3 with a readable message if PySide6
    (Qt) is missing. Imported here, on demand, so the engine and the headless commands never
    load Qt."""
    try:
        from ui import app as gui
    except ImportError as exc:
        if (exc.name or "").partition(".")[0] not in {"PySide6", "shiboken6"}:
            raise
        typer.echo(f"{_(_GUI_MISSING)}\n({exc})", err=True)
        raise typer.Exit(code=3) from exc
    return gui


def _play_headless(
    players: int, seed: int, max_rounds: int, options: dict[str, bool] | None = None
) -> int:
    """Play one bot game through the engine and print its summary; the exit code."""
    typer.echo(_("No display found: playing a bot game headless instead of opening the window."))
    from npq.bots import play_headless

    result = play_headless(players=players, seed=seed, max_rounds=max_rounds, options=options)
    typer.echo(result.text())
    return 0


def register(app: typer.Typer) -> None:
    """Add ``npq play`` and ``npq screenshot`` to the ``npq`` app."""

    @app.command("play")
    def play(
        load: Annotated[
            Path | None, typer.Option("--load", help="Open this saved game at start.")
        ] = None,
        seed: Annotated[
            int | None, typer.Option("--seed", help="Seed of the headless bot game.")
        ] = None,
        players: Annotated[
            int, typer.Option("--players", min=1, max=6, help="Seats of the headless bot game.")
        ] = 4,
        max_rounds: Annotated[
            int, typer.Option("--max-rounds", min=1, help="Round limit of the headless bot game.")
        ] = 60,
        headless: Annotated[
            bool, typer.Option("--headless", help="Play the bot game even with a display.")
        ] = False,
        advanced: AdvancedFlag = False,
        telegrams: TelegramsFlag = False,
        cession_variant: CessionFlag = False,
        second_place: SecondPlaceFlag = False,
        first_back_wins: FirstBackFlag = False,
    ) -> None:
        """Open the desktop app (without a display: play a short bot game and print it).

        ``--advanced`` and its options set the rules of the headless bot game."""
        options = rule_options(advanced, telegrams, cession_variant, second_place, first_back_wins)
        if load is not None:
            from npq.errors import SaveError
            from npq.game.save import load_game

            try:
                load_game(load)
            except SaveError as exc:
                typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
                raise typer.Exit(code=1) from exc
            if headless or not has_display():
                said = _(
                    "error: --load opens {file} in the desktop app, which needs a display;"
                    " `npq replay {file}` checks and summarises a save without one"
                )
                typer.echo(_f(said, file=load), err=True)
                raise typer.Exit(code=2)
        if headless or not has_display():
            code = _play_headless(players, 1924 if seed is None else seed, max_rounds, options)
            raise typer.Exit(code=code)
        gui = load_gui()
        raise typer.Exit(code=int(gui.run_app(load=load)))

    @app.command("screenshot")
    def screenshot(
        out: Annotated[Path, typer.Option("--out", help="PNG file to write.")],
        save: Annotated[
            Path | None,
            typer.Option("--save", help="Saved game to show (default: a demo game in progress)."),
        ] = None,
        size: Annotated[
            str, typer.Option("--size", help="Window size, WIDTHxHEIGHT.")
        ] = "1600x1000",
        seed: Annotated[int, typer.Option("--seed", help="Seed of the demo game.")] = 7,
    ) -> None:
        """Render the main window offscreen to a PNG (a game in progress)."""
        if out.suffix.lower() != ".png":
            typer.echo(_f(_("error: {file}: a screenshot is a .png file"), file=out), err=True)
            raise typer.Exit(code=2)
        width, height = parse_size(size)
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        gui = load_gui()
        try:
            path = gui.render_screenshot(out, save=save, size=(width, height), seed=seed)
        except Exception as exc:  # a bad save or an unwritable file: say so, exit non-zero
            typer.echo(_f(_("screenshot failed: {problem}"), problem=reasons.said(exc)), err=True)
            raise typer.Exit(code=1) from exc
        typer.echo(_f(_("wrote {path}"), path=path))
