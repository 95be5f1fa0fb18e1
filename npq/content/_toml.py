"""Typed, validating access to a parsed TOML document (private to :mod:`npq.content`).

Every reader error is a :class:`~npq.errors.ContentError` naming the file (``source``) and the
dotted path of the field (``field``), e.g. ``venture.toml: card[fog_bank].sea.effects[0].type``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

from npq import safeio
from npq.errors import ContentError
from npq.i18n import N_

E = TypeVar("E", bound=StrEnum)

_MISSING = object()


def read_toml(path: Path) -> Mapping[str, Any]:
    """Parse ``path`` as TOML; unreadable, foreign (a folder, a device), too deep or malformed
    files raise ContentError naming the file (:func:`npq.safeio.read_toml`)."""
    return safeio.read_toml(path)


_EXPECTED_TEXT = N_("expected text, got {kind}")
_EXPECTED_TABLE = N_("expected a table, got {kind}")


@dataclass(frozen=True, slots=True)
class Table:
    """A TOML table with the file name and the path that led to it, for error messages."""

    data: Mapping[str, Any]
    source: str
    where: str = ""

    def at(self, key: str) -> str:
        """The dotted path of ``key`` inside this table."""
        return f"{self.where}.{key}" if self.where else key

    def error(self, message: str, key: str | None = None, **params: Any) -> ContentError:
        """A ContentError about ``key`` (or the table itself): ``message`` a template of
        ``params`` (:mod:`npq.errors`)."""
        where = self.at(key) if key else self.where or None
        return ContentError(message, self.source, where, **params)

    def only(self, allowed: Iterable[str]) -> None:
        """Refuse keys outside ``allowed`` (a typo must not silently drop a value)."""
        unknown = sorted(set(self.data) - set(allowed))
        if unknown:
            raise self.error(N_("unknown field"), unknown[0])

    def has(self, key: str) -> bool:
        """Whether ``key`` is present."""
        return key in self.data

    def _get(self, key: str, default: Any) -> Any:
        value = self.data.get(key, _MISSING)
        if value is _MISSING:
            if default is _MISSING:
                raise self.error(N_("missing field"), key)
            return default
        return value

    def text(self, key: str, default: Any = _MISSING) -> Any:
        """A non-empty string."""
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, str):
            raise self.error(_EXPECTED_TEXT, key, kind=type(value).__name__)
        if not value.strip():
            raise self.error(N_("must not be empty"), key)
        return value

    def whole(
        self, key: str, default: Any = _MISSING, lo: int | None = None, hi: int | None = None
    ) -> Any:
        """A whole number, optionally within ``lo..hi``."""
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(
                N_("expected a whole number, got {kind}"), key, kind=type(value).__name__
            )
        if lo is not None and value < lo:
            raise self.error(N_("must be at least {lo}, got {value}"), key, lo=lo, value=value)
        if hi is not None and value > hi:
            raise self.error(N_("must be at most {hi}, got {value}"), key, hi=hi, value=value)
        return value

    def flag(self, key: str, default: Any = _MISSING) -> Any:
        """True or false."""
        value = self._get(key, default)
        if not isinstance(value, bool):
            raise self.error(
                N_("expected true or false, got {kind}"), key, kind=type(value).__name__
            )
        return value

    def choice(self, key: str, kind: type[E], default: Any = _MISSING) -> Any:
        """One of the values of the StrEnum ``kind``."""
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        return to_enum(value, kind, self, key)

    def sub(self, key: str, default: Any = _MISSING) -> Any:
        """A sub-table."""
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, dict):
            raise self.error(_EXPECTED_TABLE, key, kind=type(value).__name__)
        return Table(value, self.source, self.at(key))

    def subtables(self, key: str, default: Any = _MISSING) -> Any:
        """An array of tables (``[[key]]``), each a :class:`Table`."""
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, list):
            raise self.error(
                N_("expected an array of tables, got {kind}"), key, kind=type(value).__name__
            )
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise self.error(_EXPECTED_TABLE, f"{key}[{i}]", kind=type(item).__name__)
            out.append(Table(item, self.source, self.at(f"{key}[{i}]")))
        return tuple(out)

    def array(self, key: str, default: Any = _MISSING) -> Any:
        """An array of any values (the caller checks the items)."""
        value = self._get(key, default)
        if value is default and default is not _MISSING:
            return value
        if not isinstance(value, list):
            raise self.error(N_("expected an array, got {kind}"), key, kind=type(value).__name__)
        return tuple(value)


def to_enum(value: Any, kind: type[E], table: Table, key: str) -> E:
    """Convert ``value`` to the StrEnum ``kind`` or raise a ContentError listing the choices."""
    if not isinstance(value, str):
        raise table.error(_EXPECTED_TEXT, key, kind=type(value).__name__)
    try:
        return kind(value)
    except ValueError:
        choices = ", ".join(m.value for m in kind)
        raise table.error(
            N_("unknown {kind} {value} (one of: {choices})"),
            key,
            kind=kind.__name__,
            value=repr(value),
            choices=choices,
        ) from None
