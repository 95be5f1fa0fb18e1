"""The language the edition speaks: gettext catalogs (Babel) for everything ``npq`` renders.

One gettext domain, ``npq``, holds the refusals (:mod:`npq.messages`), the log's words for
events and actions (``npq/texts.py``), the CLI's output, the cards' titles and texts, the
crew, the solo tables and the board's place names (context ``place``). The catalogs are
``npq/locale/<lang>/LC_MESSAGES/npq.po`` (English is the source language: the msgids),
updated with ``make i18n-update`` (``pybabel extract`` + ``update``, config in
``babel.cfg``) and compiled to ``npq.mo`` with ``make i18n`` (``pybabel compile``). A
missing or stale ``.mo`` is compiled from its ``.po`` in memory, so a fresh checkout speaks
the language too; a message a catalog lacks falls back to English (``missing()`` reports
it, ``tests/test_i18n.py`` fails on it).

The language: ``NPQ_LANG`` (``it``, ``es``, ``en``; ``npq --lang`` sets it) overrides
everything; else the one the app's Language setting chose (:func:`set_language`); else the
system locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as gettext reads them);
else English. Numbers and dates are shown in that language's format
(:func:`format_number`, :func:`format_date`, Babel's CLDR data).
"""

from __future__ import annotations

import functools
import gettext as _gettext
import io
import locale as _locale
import os
import string
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date, datetime
from pathlib import Path
from typing import Any

__all__ = [
    "LANGUAGES",
    "N_",
    "SOURCE",
    "Phrase",
    "format_date",
    "format_datetime",
    "format_number",
    "gettext",
    "language",
    "locale_dir",
    "missing",
    "ngettext",
    "pgettext",
    "pinned_language",
    "place",
    "render",
    "render_known",
    "set_language",
    "system_language",
]

#: The languages of the edition, by code, in their own words (the Language setting's list).
LANGUAGES: Mapping[str, str] = {"en": "English", "it": "Italiano", "es": "Español"}
#: The source language: the msgids are English.
SOURCE = "en"
DOMAIN = "npq"

_chosen: str | None = None


def locale_dir() -> Path:
    """Where the catalogs live: ``<lang>/LC_MESSAGES/npq.po`` (and its compiled ``npq.mo``)."""
    return Path(__file__).with_name("locale")


def normalize(code: str | None) -> str | None:
    """``"it_IT.UTF-8"`` → ``"it"``; None for anything that is not a language of the edition."""
    if not code:
        return None
    return _normalize(code)


@functools.lru_cache(maxsize=64)
def _normalize(code: str) -> str | None:
    short = code.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return short if short in LANGUAGES else None


def system_language() -> str:
    """The system locale's language if the edition speaks it, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            # LANGUAGE is a priority list ("it:en"); the first language spoken here wins
            for part in value.split(":"):
                found = normalize(part)
                if found:
                    return found
            if var != "LANGUAGE":
                return SOURCE  # a locale is set, and it is not one of ours
    try:
        found = normalize(_locale.getlocale(_locale.LC_MESSAGES)[0])
    except (AttributeError, ValueError):
        found = None
    return found or SOURCE


def set_language(code: str | None) -> None:
    """The language chosen in the app (its Language setting) or by ``--lang``; None: the
    system's. ``NPQ_LANG`` still overrides it."""
    global _chosen
    _chosen = normalize(code)


def language() -> str:
    """The language in force: ``NPQ_LANG``, else :func:`set_language`'s, else the system's."""
    pinned = _PINNED.get()
    if pinned is not None:
        return pinned
    return normalize(os.environ.get("NPQ_LANG")) or _chosen or system_language()


#: The language looked up once for a whole rendering (:func:`pinned_language`).
_PINNED: ContextVar[str | None] = ContextVar("npq_pinned_language", default=None)


@contextmanager
def pinned_language() -> Iterator[str]:
    """Look the language in force up once for what is rendered inside (a refusal's text asks
    for it a few times: each lookup reads five environment variables, and a server renders
    thousands of refusals a minute)."""
    lang = _PINNED.get()
    if lang is not None:
        yield lang
        return
    lang = language()
    token = _PINNED.set(lang)
    try:
        yield lang
    finally:
        _PINNED.reset(token)


def _po_path(lang: str) -> Path:
    return locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _mo_path(lang: str) -> Path:
    return _po_path(lang).with_suffix(".mo")


def compile_po(po: Path) -> bytes:
    """The ``.mo`` bytes of a ``.po`` catalog (Babel; fuzzy entries are left out)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        catalog = read_po(fh)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


@functools.cache
def translations(lang: str) -> _gettext.NullTranslations:
    """The catalog of one language (English: none). The compiled ``.mo`` if it is current,
    else the ``.po`` compiled in memory; no catalog at all: English."""
    if lang == SOURCE or lang not in LANGUAGES:
        return _gettext.NullTranslations()
    po, mo = _po_path(lang), _mo_path(lang)
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as fh:
                return _gettext.GNUTranslations(fh)
        if po.is_file():
            return _gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    except (OSError, ValueError):
        pass
    return _gettext.NullTranslations()


def _current() -> _gettext.NullTranslations:
    return translations(language())


def N_(message: str) -> str:
    """Marks a string for extraction where it is defined; it is translated where shown."""
    return message


def gettext(message: str) -> str:
    """``message`` in the language in force (English when the catalog lacks it)."""
    return _current().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` (the language's own plural rule)."""
    return _current().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message in a context (``place``: a board place's name)."""
    return _current().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _current().npgettext(context, singular, plural, n)


_WEATHER_AREA = "Weather area "


def place(name: str) -> str:
    """A board place's name in the language in force (``Milano``, ``Mosca``, ``Moscú``);
    a weather area's generated name keeps its coordinates."""
    if name.startswith(_WEATHER_AREA):
        return gettext("Weather area {band}").format(band=name.removeprefix(_WEATHER_AREA))
    return pgettext("place", name)


def babel_locale(lang: str | None = None) -> str:
    return {"en": "en_GB", "it": "it_IT", "es": "es_ES"}.get(lang or language(), "en_GB")


def format_number(value: Any, spec: str = "") -> str:
    """A number as the language writes it: ``format(value, spec)`` with the locale's decimal
    separator (``2,5`` in Italian and Spanish) and, for whole numbers without a spec (or the
    ``,`` of grouping), its grouping (``12.000``)."""
    lang = language()
    if isinstance(value, bool) or not isinstance(value, int | float):
        return format(value, spec)
    if lang == SOURCE:
        return format(value, spec)
    from babel.numbers import format_decimal, get_decimal_symbol

    loc = babel_locale(lang)
    if isinstance(value, int) and spec in ("", "d", ","):
        return str(format_decimal(value, locale=loc))
    return format(value, spec).replace(".", get_decimal_symbol(loc))


def format_date(value: date, style: str = "long") -> str:
    """A date as the language writes it ("1 March 1924", "1 marzo 1924", "1 de marzo de 1924")."""
    from babel.dates import format_date as _format

    return str(_format(value, format=style, locale=babel_locale()))


def format_datetime(value: datetime, style: str = "medium") -> str:
    """A moment as the language writes it ("1 Mar 1924, 10:05:00", "1 mar 1924, 10:05:00")."""
    from babel.dates import format_datetime as _format

    return str(_format(value, format=style, locale=babel_locale()))


class LocaleFormatter(string.Formatter):
    """:meth:`str.format` with numbers and dates in the language's format."""

    def format_field(self, value: Any, format_spec: str) -> str:
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if number and (not format_spec or format_spec[-1:] in "dfgeF%,"):
            return format_number(value, format_spec)
        if isinstance(value, date):
            return format_date(value)
        return super().format_field(value, format_spec)


_FORMATTER = LocaleFormatter()


def render(template: str, /, **params: Any) -> str:
    """``template`` (already translated) filled with ``params``, numbers in the locale's format."""
    if language() == SOURCE and not any(isinstance(v, date) for v in params.values()):
        # English writes numbers as format() does: str.format gives the same text, faster
        return template.format(**params)
    return _FORMATTER.vformat(template, (), params)


class _SafeFormatter(LocaleFormatter):
    """:class:`LocaleFormatter` that fills only plain named fields: ``{name}`` with a
    conversion or a format spec, never ``{name.attr}``, ``{name[0]}`` nor ``{0}``."""

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> Any:
        if not field_name.isidentifier():
            raise ValueError(f"not a plain field: {field_name!r}")
        return kwargs[field_name], field_name


_SAFE = _SafeFormatter()


@functools.cache
def known_templates() -> frozenset[str]:
    """Every msgid of our catalogs (singular, without a context): the templates
    :func:`render_known` accepts."""
    known: set[str] = set()
    for lang in LANGUAGES:
        catalog = getattr(translations(lang), "_catalog", {})
        known.update(k for k in catalog if isinstance(k, str) and k and "\x04" not in k)
    return frozenset(known)


def render_known(template: Any, /, **params: Any) -> str | None:
    """A template that came from elsewhere (a server's error, another process) in the
    language in force, or None: it must be one of our catalog's msgids
    (:func:`known_templates`), and it is filled only by plain named fields (no attribute or
    index access, whatever it says) with ``params``; None when they do not fill it."""
    if not isinstance(template, str) or template not in known_templates():
        return None
    try:
        return _SAFE.vformat(gettext(template), (), params)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return None


class Phrase:
    """A message as data: an English template (a msgid) and its params, said in the language
    in force when it is shown (``str()``, or a field of another message: ``render("{file}:
    {reason}", reason=Phrase(N_("permission denied")))``). A param may be a Phrase too."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, /, **params: Any) -> None:
        self.template = template
        self.params = params

    def __str__(self) -> str:
        return (
            render(gettext(self.template), **self.params) if self.params else gettext(self.template)
        )

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def english(self) -> str:
        """The message in English (the source language), whatever the language in force."""
        params = {k: v.english() if isinstance(v, Phrase) else v for k, v in self.params.items()}
        return self.template.format(**params) if params else self.template

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Phrase):
            return NotImplemented
        return (self.template, self.params) == (other.template, other.params)

    def __hash__(self) -> int:
        return hash(self.template)

    def __repr__(self) -> str:
        return f"Phrase({self.english()!r})"


def message_count(lang: str = "it") -> int:
    """How many messages a catalog holds (the source strings marked for translation)."""
    from babel.messages.pofile import read_po

    po = _po_path(lang)
    if not po.is_file():
        return 0
    with po.open("rb") as fh:
        return sum(1 for m in read_po(fh) if m.id)


def missing(lang: str) -> list[str]:
    """The messages one language's catalog leaves untranslated (empty or fuzzy), as
    ``"file:line msgid"``; empty when it is complete. What falls back to English."""
    from babel.messages.pofile import read_po

    po = _po_path(lang)
    if not po.is_file():
        return [f"{po}: no catalog"]
    with po.open("rb") as fh:
        catalog = read_po(fh)
    out = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            where = message.locations[0][0] if message.locations else "?"
            msgid = message.id[0] if isinstance(message.id, tuple) else message.id
            out.append(f"{where}: {msgid!r}")
    return out
