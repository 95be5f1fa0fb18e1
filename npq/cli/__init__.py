"""The one ``npq`` command. Each sub-module registers its own sub-commands.

- :mod:`npq.cli.board` -- ``npq map``, ``npq board info``
- :mod:`npq.cli.calc` -- ``npq calc ...``, ``npq plot route``
- :mod:`npq.cli.game` -- ``npq sim``, ``npq replay``
- :mod:`npq.cli.solo` -- ``npq solo ...``
- :mod:`npq.cli.online` -- ``npq serve``, ``npq online new|play|export|games``
- :mod:`npq.cli.gui` -- ``npq play``, ``npq screenshot`` (the optional Qt app, loaded on demand)
"""

from __future__ import annotations

import os
from typing import Annotated

import typer

from npq import i18n
from npq.cli import balance as _balance_cmds
from npq.cli import board as _board_cmds
from npq.cli import calc as _calc_cmds
from npq.cli import game as _game_cmds
from npq.cli import gui as _gui_cmds
from npq.cli import lang as _lang_cmds
from npq.cli import online as _online_cmds
from npq.cli import solo as _solo_cmds

__all__ = ["app", "main"]

app = typer.Typer(
    name="npq",
    help="Airships: North Pole Quest - play, plan and plot the 1924 race to the Pole.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _options(
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            help="The language of the output and the app: it, es or en (default: NPQ_LANG, "
            "else the system's).",
            metavar="LANG",
        ),
    ] = None,
) -> None:
    """Airships: North Pole Quest - play, plan and plot the 1924 race to the Pole."""
    if lang is not None:
        code = i18n.normalize(lang)
        if code is None:
            raise typer.BadParameter(
                f"{lang!r}: choose one of {', '.join(i18n.LANGUAGES)}", param_hint="--lang"
            )
        # the environment, so that everything this command starts (the app, a server) speaks it
        os.environ["NPQ_LANG"] = code


for _module in (
    _board_cmds,
    _calc_cmds,
    _game_cmds,
    _balance_cmds,
    _solo_cmds,
    _gui_cmds,
    _online_cmds,
    _lang_cmds,
):
    _module.register(app)


def main() -> None:
    """Console-script entry point."""
    app()
