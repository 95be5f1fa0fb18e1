"""The words Typer and Click write around ours, in the language in force (issue 13).

A command line the CLI refuses is answered by Typer (and the Click it carries): the usage
line, "Try 'npq … --help' for help.", the error panel, and a sentence such as "Missing
argument 'TO'." or "No such option: --nonexistent" (pydantic's, for a value that is not a
number). Those sentences are f-strings in the library, not gettext calls, so they cannot be
translated where they are written. They are translated where they are shown instead:
:data:`SENTENCES` holds each one's English as a template (a msgid of the npq catalogs, the
library's words for its variable parts: ``{name}``, ``{message}``), and :func:`translate`
matches a sentence against them whole and renders the translated template with the parts it
captured (a ``{message}`` part is itself translated: "Invalid value for '--port': Input should
be less than or equal to 65535"). A sentence that matches no template stays as written.

:func:`install` puts this on the library: each error's ``format_message``, the usage line's
"Usage:", Typer's panel titles and the help's type column (:data:`TYPES`: ``<int range>``,
``--disc NOTCHES``); ``tests/test_i18n.py`` runs the CLI's refusals in Italian
and Spanish and checks that every template still matches what the installed Typer writes.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from npq import i18n
from npq.i18n import N_

__all__ = [
    "FRAME",
    "METAVARS",
    "SENTENCES",
    "TYPES",
    "filled",
    "install",
    "placeholders",
    "translate",
]

#: Typer's module-level words (its rich help and error panels), by the name Typer gives them.
FRAME = {
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "ERRORS_PANEL_TITLE": N_("Error"),
    "ABORTED_TEXT": N_("Aborted."),
    "DEFAULT_STRING": N_("[default: {}]"),
    "ENVVAR_STRING": N_("[env var: {}]"),
    "REQUIRED_LONG_STRING": N_("[required]"),
    "DEPRECATED_STRING": N_("(deprecated) "),
    "RICH_HELP": N_("Try [blue]'{command_path} {help_option}'[/] for help."),
}
#: The usage line's first word ("Usage: npq calc course [OPTIONS] FROM TO").
USAGE = N_("Usage:")
HELP_OPTION = N_("Show this message and exit.")
#: A command's placeholders in its usage line, by the attribute that holds them.
METAVARS = {"options_metavar": N_("[OPTIONS]"), "subcommand_metavar": N_("COMMAND [ARGS]...")}

#: The help's type column: Typer's labels of a value's type (``<int range> [1<=x<=6]``),
#: translated where shown (our options' placeholders, ``--disc NOTCHES``: :func:`placeholders`).
TYPES = frozenset(
    {
        N_("<int>"),
        N_("<float>"),
        N_("<str>"),
        N_("<bool>"),
        N_("<path>"),
        N_("<file>"),
        N_("<directory>"),
        N_("<int range>"),
        N_("<float range>"),
    }
)


def placeholders() -> dict[str, str]:
    """The help's placeholders, by their English, in the language in force: an argument's
    name (``{FROM} {TO}`` in the usage line, the Arguments panel, "Missing argument 'TO'.")
    and an option's value (``--disc NOTCHES``); a help text names one as ``{FROM}``
    (:func:`filled`). One word each, in capitals as in English where English has them."""
    return {
        "FROM": i18n.pgettext("placeholder", "FROM"),
        "TO": i18n.pgettext("placeholder", "TO"),
        "BASE": i18n.pgettext("placeholder", "BASE"),
        "NOTCHES": i18n.pgettext("placeholder", "NOTCHES"),
        "LANG": i18n.pgettext("placeholder", "LANG"),
        # the arguments Typer names by their parameter (lower case, in English too)
        "file": i18n.pgettext("placeholder", "file"),
        "name": i18n.pgettext("placeholder", "name"),
        "save": i18n.pgettext("placeholder", "save"),
        "game_id": i18n.pgettext("placeholder", "game_id"),
    }


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def filled(text: str, words: dict[str, str] | None = None) -> str:
    """A help text with the placeholders it names (``{FROM}``) in the language in force;
    any other brace (``FILE.{png,svg,pdf}``) as written."""
    words = placeholders() if words is None else words
    return _PLACEHOLDER.sub(lambda m: words.get(m[1], m[0]), text)


#: The sentences Typer, its Click and pydantic write when they refuse a command line, as the
#: library writes them (a part in braces stands for what varies); matched whole, in order.
SENTENCES = (
    N_("Missing argument {name}."),
    N_("Missing option {name}."),
    N_("Missing parameter {name}."),
    N_("Missing parameter: {name}"),
    N_("Missing command."),
    N_("No such command {name}. Did you mean {suggestions}?"),
    N_("No such command {name}."),
    N_("No such option: {name} (Possible options: {options})"),
    N_("No such option: {name}"),
    N_("No such option {name}."),
    N_("Got unexpected extra argument(s) ({args})"),
    N_("Got unexpected extra argument ({args})"),
    N_("Got unexpected extra arguments ({args})"),
    N_("Option {name} does not take a value."),
    N_("Option {name} requires an argument."),
    N_("Option {name} requires {count} arguments."),
    N_("Argument {name} takes {count} values."),
    N_("Invalid value for {hint}: {message}"),
    N_("Invalid value: {message}"),
    N_("Value {value} is not a valid {kind}."),
    N_("Input should be a valid integer, unable to parse string as an integer"),
    N_("Input should be a valid integer, got a number with a fractional part"),
    N_("Input should be a valid integer"),
    N_("Input should be a valid number, unable to parse string as a number"),
    N_("Input should be a valid number"),
    N_("Input should be a valid boolean, unable to interpret input"),
    N_("Input should be less than or equal to {limit}"),
    N_("Input should be greater than or equal to {limit}"),
    N_("Input should be less than {limit}"),
    N_("Input should be greater than {limit}"),
    N_("Input should be a finite number"),
    N_("Aborted!"),
)
#: The parts of a sentence that are sentences themselves (translated in turn).
_NESTED = frozenset({"message"})
_FIELD = re.compile(r"\{(\w+)\}")


def _pattern(template: str) -> re.Pattern[str]:
    parts = _FIELD.split(template)
    out = []
    for i, part in enumerate(parts):
        out.append(f"(?P<{part}>.+?)" if i % 2 else re.escape(part))
    return re.compile("".join(out), re.S)


@functools.cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple((t, _pattern(t)) for t in SENTENCES)


def translate(text: str) -> str:
    """A sentence of Typer's, Click's or pydantic's in the language in force (as written if it
    is none of :data:`SENTENCES`, or in English)."""
    if i18n.language() == i18n.SOURCE or not text:
        return text
    for template, pattern in _patterns():
        m = pattern.fullmatch(text)
        if m is None:
            continue
        parts = {k: translate(v) if k in _NESTED else v for k, v in m.groupdict().items()}
        return i18n.gettext(template).format(**parts)
    return text


def _translating(method: Callable[..., str]) -> Callable[..., str]:
    @functools.wraps(method)
    def format_message(self: Any) -> str:
        return translate(method(self))

    format_message.npq_translates = True  # type: ignore[attr-defined]
    return format_message


def install() -> None:
    """Make Typer (and its Click) speak the language in force: its panel titles, the usage
    line and the sentences of its errors. Idempotent; the language is read when a text is
    shown (the panel titles: now)."""
    from typer import rich_utils

    for name, words in FRAME.items():
        if hasattr(rich_utils, name):
            setattr(rich_utils, name, i18n.gettext(words))
    for exceptions, formatting in _libraries():
        for cls in _family(exceptions.ClickException):
            klass: Any = cls
            method = cls.__dict__.get("format_message")
            if method and not getattr(method, "npq_translates", False):
                klass.format_message = _translating(method)
        formatter = formatting.HelpFormatter
        if not getattr(formatter.write_usage, "npq_translates", False):
            formatter.write_usage = _usage(formatter.write_usage)
    from typer import core

    for param in (core._TyperParameter, core.TyperOption):
        param_class: Any = param
        shown = param.__dict__.get("display_type_rich")
        if shown and not getattr(shown, "npq_translates", False):
            param_class.display_type_rich = _typed(shown)


def _typed(display_type_rich: Callable[..., str | None]) -> Callable[..., str | None]:
    @functools.wraps(display_type_rich)
    def wrapper(self: Any, ctx: Any) -> str | None:
        label = display_type_rich(self, ctx)
        if label is None:
            return None
        base, more = (label[:-3], "...") if label.endswith("...") else (label, "")
        return (i18n.gettext(base) if base in TYPES else base) + more

    wrapper.npq_translates = True  # type: ignore[attr-defined]
    return wrapper


def _usage(write_usage: Callable[..., None]) -> Callable[..., None]:
    @functools.wraps(write_usage)
    def wrapper(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
        if prefix is None:
            prefix = i18n.gettext(USAGE) + " "
        write_usage(self, prog, args, prefix)

    wrapper.npq_translates = True  # type: ignore[attr-defined]
    return wrapper


def _family(base: type) -> list[type]:
    """``base``, the classes it derives from and every class derived from it."""
    out = [c for c in base.__mro__ if c is not object and c is not Exception]
    todo: list[type] = list(base.__subclasses__())
    while todo:
        cls = todo.pop()
        if cls not in out:
            out.append(cls)
            todo.extend(cls.__subclasses__())
    return out


def _libraries() -> list[tuple[Any, Any]]:
    """The ``(exceptions, formatting)`` modules of the Click Typer uses: the copy newer Typers
    carry (``typer._click``), else Click."""
    import importlib

    out = []
    for package in ("typer._click", "click"):
        try:
            out.append(
                (
                    importlib.import_module(f"{package}.exceptions"),
                    importlib.import_module(f"{package}.formatting"),
                )
            )
        except ImportError:
            continue
        break
    return out
