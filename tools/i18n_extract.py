"""Babel extractors for the content the npq gettext domain translates (babel.cfg).

- ``extract_toml``: the player-facing strings of ``data/**.toml`` -- card titles and texts,
  crew titles, descriptions and notes, nation names, colours and flags, the solo tables' texts
  -- one message per string (``key = "..."`` on one line, as the data files write them).
- ``extract_geojson``: every named place of ``data/board.geojson`` in context ``place``
  (weather areas excepted: their generated names are translated by one template,
  ``npq.i18n.place``), and every feature's ``description`` (shown in the map's tooltips and
  by ``npq board place``).

Shown where the content is displayed: ``npq.i18n.gettext(card.title)``,
``npq.i18n.place(name)``.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterator
from typing import IO, Any

#: The Babel keywords of the npq domain beyond the defaults (``_``, ``N_``, ``gettext``,
#: ``ngettext``, ``pgettext``...): ``_M(rule, text[, plural, count])`` in npq/messages.py and
#: ``_W``/``Words(one[, other, count])`` in npq/texts.py. The Makefile and tests/test_i18n.py
#: both read them here.
#: (``Nt`` is the call's argument count; a trailing comma counts as one more.)
KEYWORDS = (
    "_M:2,2t",
    "_M:2,3t",
    "_M:2,3,4t",
    "_M:2,3,5t",
    *(f"{w}:{spec}" for w in ("_W", "Words") for spec in ("1,1t", "1,2t", "1,2,3t", "1,2,4t")),
)

#: The keys whose values a player reads.
TEXT_KEYS = frozenset(
    {
        "title",
        "alt_title",
        "text",
        "short",
        "description",
        "note",
        "nationality",
        "colour",
        "flag",
        "card_title",
        "card_text",
    }
)
#: ``name`` is a nation's in nations.toml and a bonus's in solo.toml (a Commander's name is his own
#: in every language).
_NAME_FILES = ("nations.toml", "solo.toml")

_LINE = re.compile(r'^\s*([a-z_]+)\s*=\s*(".*")\s*(#.*)?$')

Extracted = tuple[int, str | None, Any, list[str]]


def extract_toml(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[Extracted]:
    name = str(getattr(fileobj, "name", ""))
    keys = TEXT_KEYS | ({"name"} if name.endswith(_NAME_FILES) else frozenset())
    for lineno, raw in enumerate(fileobj.read().decode("utf-8").splitlines(), start=1):
        m = _LINE.match(raw)
        if not m or m.group(1) not in keys:
            continue
        try:
            value = tomllib.loads(f"v = {m.group(2)}")["v"]
        except tomllib.TOMLDecodeError:
            continue
        if isinstance(value, str) and value.strip():
            yield lineno, None, value, []


def extract_geojson(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[Extracted]:
    for lineno, raw in enumerate(fileobj.read().decode("utf-8").splitlines(), start=1):
        line = raw.strip().rstrip(",")
        if not line.startswith('{"type": "Feature"'):
            continue
        props = json.loads(line).get("properties", {})
        name = props.get("name")
        if name and props.get("kind") != "weather_area":
            yield lineno, "pgettext", ("place", name), []
        description = props.get("description")
        if description:
            yield lineno, None, description, []


def cli_help_texts(source: str) -> Iterator[tuple[int, str]]:
    """``(line, text)`` of every ``--help`` text a ``npq/cli`` module defines: each ``help=``
    literal (typer.Option, typer.Argument, typer.Typer, ``.command(help=...)``) and the
    docstring of each command or callback (``@app.command()``, ``@app.callback()``), cleaned as
    Typer shows it (``inspect.cleandoc``). ``npq.cli.translate_help`` looks them up."""
    import ast
    import inspect

    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            for kw in node.keywords:
                value = kw.value
                if (
                    kw.arg == "help"
                    and isinstance(value, ast.Constant)
                    and isinstance(value.value, str)
                    and value.value.strip()
                ):
                    yield value.lineno, inspect.cleandoc(value.value)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            commands = [
                d
                for d in node.decorator_list
                if isinstance(d, ast.Call)
                and isinstance(d.func, ast.Attribute)
                and d.func.attr in ("command", "callback")
            ]
            doc = ast.get_docstring(node, clean=True)
            if commands and doc:
                yield node.lineno, doc


def extract_cli(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[Extracted]:
    """The ``npq/cli`` modules: their gettext calls (Babel's Python extractor) and their
    ``--help`` texts (:func:`cli_help_texts`)."""
    from babel.messages.extract import extract_python

    source = fileobj.read()
    import io

    yield from extract_python(io.BytesIO(source), keywords, comment_tags, options)
    for lineno, text in cli_help_texts(source.decode("utf-8")):
        yield lineno, None, text, []
