"""Writing files atomically, the one way every writer in the project does it.

A temporary file is written in the target's folder, flushed to disk, then moved over the target
with :func:`os.replace`: a crash or a failed write leaves the old file (or none), never half a
file, and no temporary file behind. The new file gets the permissions a plain ``open`` would
give it (``0o666`` less the umask), not ``mkstemp``'s private ``0o600``. Saves, the app's side
files, the board cache, figures and the data-building tools all go through here.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, Literal

__all__ = ["atomic_open", "atomic_write"]


def _umask() -> int:
    """The process umask, read without changing it where the system says it (Linux)."""
    with contextlib.suppress(OSError, ValueError), open("/proc/self/status") as status:
        for line in status:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_MODE = 0o666 & ~_umask()


@contextlib.contextmanager
def atomic_open(
    path: str | os.PathLike[str],
    mode: Literal["w", "wb"] = "w",
    *,
    newline: str | None = None,
) -> Iterator[IO[Any]]:
    """A file handle whose content replaces ``path`` only when the ``with`` block succeeds.

    ``mode`` is ``"w"`` (UTF-8 text; ``newline`` as for :func:`open`) or ``"wb"``. Missing
    parent folders are created. An exception in the block (or in the write) removes the
    temporary file and leaves ``path`` as it was; ``OSError`` is raised on to the caller.
    The temporary file is ``.<name>.<random>.tmp`` beside the target.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        if mode == "wb":
            handle: IO[Any] = os.fdopen(fd, "wb")
        else:
            handle = os.fdopen(fd, "w", encoding="utf-8", newline=newline)
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, _MODE)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write(
    path: str | os.PathLike[str], data: str | bytes, *, newline: str | None = None
) -> Path:
    """Write ``data`` (text as UTF-8, or bytes) to ``path`` atomically; the path written."""
    target = Path(path)
    if isinstance(data, bytes):
        with atomic_open(target, "wb") as fh:
            fh.write(data)
    else:
        with atomic_open(target, "w", newline=newline) as fh:
            fh.write(data)
    return target
