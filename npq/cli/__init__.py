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
import sys
from collections.abc import Sequence
from typing import Annotated, Any

import typer

from npq import i18n
from npq.cli import _frame
from npq.cli import balance as _balance_cmds
from npq.cli import board as _board_cmds
from npq.cli import calc as _calc_cmds
from npq.cli import game as _game_cmds
from npq.cli import gui as _gui_cmds
from npq.cli import lang as _lang_cmds
from npq.cli import online as _online_cmds
from npq.cli import solo as _solo_cmds

__all__ = ["app", "main", "translate_help", "unwrapped"]

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
            said = i18n.gettext("{lang}: choose one of {languages}")
            raise typer.BadParameter(
                i18n.render(said, lang=repr(lang), languages=", ".join(i18n.LANGUAGES)),
                param_hint="--lang",
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


def _lang_from(argv: Sequence[str]) -> str | None:
    """The ``--lang`` of a command line, read before Click parses it (``--help`` is printed
    while parsing, before the callback that sets the language runs)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
        if arg == "--" or (not arg.startswith("-") and i > 0 and argv[i - 1] != "--lang"):
            break  # the sub-command: --lang is an option of npq itself
    return None


def unwrapped(text: str) -> str:
    """A help text with its paragraphs on one line each: a docstring's line breaks are the
    source's, not the language's (a translation breaks elsewhere), and Typer's list of
    commands keeps them (its rich mode), so a summary read broken mid-sentence."""
    return "\n\n".join(" ".join(p.split()) for p in text.split("\n\n"))


def translate_help(command: Any) -> Any:
    """``command`` and its sub-commands with every ``--help`` text in the language in force
    (the texts are extracted by tools/i18n_extract.cli_help_texts into the npq catalogs; a
    text a catalog lacks stays English), each paragraph on one line (:func:`unwrapped`; the
    terminal wraps it), the placeholders (``FROM``, ``--disc NOTCHES``) translated, also
    where a help text names them (``{FROM}``). Typer's and Click's own words around them
    too."""
    _frame.install()
    words = _frame.placeholders()

    def said(text: str) -> str:
        return unwrapped(_frame.filled(i18n.gettext(text), words))

    def walk(cmd: Any) -> None:
        if cmd.help:
            cmd.help = said(cmd.help)
        if cmd.short_help:
            cmd.short_help = said(cmd.short_help)
        for attr in _frame.METAVARS:  # the usage line's "[OPTIONS]", "COMMAND [ARGS]..."
            value = getattr(cmd, attr, None)
            if value:
                setattr(cmd, attr, i18n.gettext(value))
        for param in cmd.params:
            text: Any = getattr(param, "help", None)
            if text:
                param.help = said(text)
            # its placeholder (FROM, --disc NOTCHES; an argument without one: its name)
            shown = param.metavar or (param.name if param.param_type_name == "argument" else None)
            if shown in words and words[shown] != shown:
                param.metavar = words[shown]
        made = cmd.get_help_option

        def help_option(ctx: Any, made: Any = made) -> Any:
            option = made(ctx)
            if option is not None and option.help:
                option.help = i18n.gettext(option.help)
            return option

        cmd.get_help_option = help_option
        for sub in getattr(cmd, "commands", {}).values():
            walk(sub)

    walk(command)
    return command


def main() -> None:
    """Console-script entry point: the help texts speak the language of ``--lang``,
    ``NPQ_LANG`` or the system."""
    code = i18n.normalize(_lang_from(sys.argv[1:]))
    if code is not None:
        os.environ["NPQ_LANG"] = code
    command = translate_help(typer.main.get_command(app))
    command(prog_name="npq")
