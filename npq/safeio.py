"""Reading files a player hands us without trusting them (issue 15, "Hostile and damaged files").

- :func:`read_regular` opens only regular files (a FIFO, ``/dev/zero`` or a link to either is
  refused before a byte is read, and opening never blocks), checks the size first and never
  reads more than the limit, so neither memory nor time can be run up by what a path points to.
- :func:`check_json_shape` bounds the nesting depth and the number of values of a JSON text
  before the parser builds anything, so a "bomb" under the size limit cannot grow to hundreds
  of MiB of Python objects; :func:`strict_object` refuses duplicate keys.
- :func:`read_toml` reads a content file: every failure (unreadable, a directory, not UTF-8,
  not TOML, nested too deeply) is a :class:`~npq.errors.ContentError` naming the file.

Every failure is the caller's error class with a one-line message, as a template and its
params (``error("{name}: is a folder, not a file", name=...)``: an npq error class shows it in
the language in force, :mod:`npq.errors`).
"""

from __future__ import annotations

import errno
import os
import stat
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from npq import reasons
from npq.errors import ContentError
from npq.i18n import N_

__all__ = [
    "TOML_MAX_BYTES",
    "check_json_shape",
    "read_regular",
    "read_toml",
    "strict_object",
]

#: The largest content (TOML) file read: the packaged ones are a few KiB each.
TOML_MAX_BYTES = 4 * 1024 * 1024
#: Deepest TOML nesting accepted (the packaged files nest 4 deep).
TOML_MAX_DEPTH = 32

_CANNOT_READ = N_("{name}: cannot read: {reason}")
_FOLDER = N_("{name}: is a folder, not a file")
_TOO_DEEP = N_("nested more than {depth} deep")


def read_regular(
    path: str | os.PathLike[str], limit: int, error: Callable[..., Exception]
) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Links are followed, but what they lead to must be a regular file: a FIFO, a device or a
    directory raises ``error(message)`` without blocking (the file is opened non-blocking and
    checked with ``fstat`` before anything is read); so does a file larger than ``limit``, even
    one that grows while it is read.
    """
    name = Path(path).name or str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise error(_CANNOT_READ, name=name, reason=reasons.of(exc)) from exc
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise error(_FOLDER, name=name)
        if not stat.S_ISREG(info.st_mode):
            raise error(
                N_("{name}: not a regular file (a device, pipe or socket is never read)"),
                name=name,
            )
        if info.st_size > limit:
            raise error(
                N_("{name}: {size} bytes is too big (at most {limit})"),
                name=name,
                size=info.st_size,
                limit=limit,
            )
        chunks: list[bytes] = []
        total = 0
        while True:
            try:
                chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            except BlockingIOError:  # pragma: no cover - regular files do not block
                raise error(N_("{name}: cannot read without waiting"), name=name) from None
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise error(
                    N_("{name}: grew past {limit} bytes while it was read"), name=name, limit=limit
                )
        return b"".join(chunks)
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            raise error(_FOLDER, name=name) from exc
        raise error(_CANNOT_READ, name=name, reason=reasons.of(exc)) from exc
    finally:
        os.close(fd)


def _outside_strings(data: bytes) -> np.ndarray:
    """The bytes of ``data`` with every JSON string (quotes included) zeroed: linear numpy
    passes whatever the text holds (a regular expression over strings can backtrack
    quadratically on unterminated ones). A quote is escaped when an odd run of backslashes
    precedes it."""
    raw = np.frombuffer(data, dtype=np.uint8)
    if not raw.size:
        return raw
    idx = np.arange(raw.size, dtype=np.int32)
    # index of the last byte that is not a backslash, at or before each position
    last_plain = np.maximum.accumulate(np.where(raw == ord("\\"), np.int32(-1), idx))
    quotes = np.flatnonzero(raw == ord('"')).astype(np.int32)
    before = np.maximum(quotes - 1, 0)
    run = np.where(quotes == 0, 0, before - last_plain[before])
    toggles = np.zeros(raw.size, dtype=np.uint8)
    toggles[quotes[run % 2 == 0]] = 1
    in_string = np.bitwise_xor.accumulate(toggles).astype(bool) | (raw == ord('"'))
    return np.where(in_string, np.uint8(0), raw)


def _depth(skeleton: np.ndarray) -> int:
    opens = (skeleton == ord("[")) | (skeleton == ord("{"))
    closes = (skeleton == ord("]")) | (skeleton == ord("}"))
    if not skeleton.size:
        return 0
    return int(np.cumsum(opens.astype(np.int32) - closes.astype(np.int32)).max())


def check_json_shape(
    data: bytes, max_depth: int, max_values: int, error: Callable[..., Exception]
) -> None:
    """Refuse JSON nested deeper than ``max_depth`` or holding more than ``max_values`` values
    (arrays, objects and comma-separated items) before it is parsed, in linear time."""
    skeleton = _outside_strings(data)
    if _depth(skeleton) > max_depth:
        raise error(_TOO_DEEP, depth=max_depth)
    values = int(np.count_nonzero((skeleton == ord(",")) | (skeleton == ord("["))))
    values += int(np.count_nonzero(skeleton == ord("{")))
    if values > max_values:
        raise error(N_("more than {count:,} values"), count=max_values)


def strict_object(
    error: Callable[..., Exception],
) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """An ``object_pairs_hook`` for :func:`json.loads` that refuses a key given twice (a save
    whose two ``"seed"`` keys disagree must not be read as either)."""

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:
                raise error(N_("the key {key} is given twice"), key=repr(key[:40]))
            out[key] = value
        return out

    return hook


def read_toml(path: Path, error: type[ContentError] = ContentError) -> dict[str, Any]:
    """Parse the content file ``path``; any failure is ``error(message, file name)``."""
    source = path.name

    def fail(message: str, **params: Any) -> Exception:
        # read_regular prefixes the file name; ContentError names the file itself
        params.pop("name", None)
        return error(message.removeprefix("{name}: "), source, **params)

    raw = read_regular(path, TOML_MAX_BYTES, fail)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(N_("not UTF-8 text (byte {at})"), source, at=exc.start) from exc
    _check_toml_depth(text, error, source)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(N_("not valid TOML: {reason}"), source, reason=reasons.of(exc)) from exc
    except RecursionError as exc:  # pragma: no cover - the depth check comes first
        raise error(_TOO_DEEP, source, depth=TOML_MAX_DEPTH) from exc


def _check_toml_depth(text: str, error: type[ContentError], source: str) -> None:
    """Inline arrays and tables nested deeper than :data:`TOML_MAX_DEPTH` (which would exhaust
    the parser's recursion) are refused; brackets inside strings and comments may over-count,
    which only matters past the limit."""
    if _depth(np.frombuffer(text.encode("utf-8"), dtype=np.uint8)) > TOML_MAX_DEPTH:
        raise error(_TOO_DEEP, source, depth=TOML_MAX_DEPTH)
