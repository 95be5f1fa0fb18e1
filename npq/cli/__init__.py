"""The one ``npq`` command. Each sub-module registers its own sub-commands.

- :mod:`npq.cli.board` -- ``npq map``, ``npq board info``
- :mod:`npq.cli.calc` -- ``npq calc ...``, ``npq plot route``
- :mod:`npq.cli.game` -- ``npq sim``, ``npq replay``
- :mod:`npq.cli.solo` -- ``npq solo ...``
- :mod:`npq.cli.online` -- ``npq serve``, ``npq online new|play|export|games``
- :mod:`npq.cli.gui` -- ``npq play``, ``npq screenshot`` (the optional Qt app, loaded on demand)
"""

from __future__ import annotations

import typer

from npq.cli import balance as _balance_cmds
from npq.cli import board as _board_cmds
from npq.cli import calc as _calc_cmds
from npq.cli import game as _game_cmds
from npq.cli import gui as _gui_cmds
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

for _module in (
    _board_cmds,
    _calc_cmds,
    _game_cmds,
    _balance_cmds,
    _solo_cmds,
    _gui_cmds,
    _online_cmds,
):
    _module.register(app)


def main() -> None:
    """Console-script entry point."""
    app()
