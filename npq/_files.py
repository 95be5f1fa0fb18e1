"""Writing files atomically, the one way every writer in the project does it.

A temporary file is written in the target's folder, flushed to disk, then moved over the target
with :func:`os.replace`: a crash or a failed write leaves the old file (or none), never half a
file, and no temporary file behind. The new file gets the permissions a plain ``open`` would
give it (``0o666`` less the umask), not ``mkstemp``'s private ``0o600``. Saves, the app's side
files, the board cache, figures and the data-building tools all go through here.
"""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, Literal

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: leftovers are swept by age alone
    fcntl = None  # type: ignore[assignment]

__all__ = ["atomic_open", "atomic_write", "sweep_leftovers"]


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


#: A temporary file younger than this is never swept, even unlocked: its writer may have
#: created it and not yet taken its lock.
_SWEEP_AGE = 5.0


def _lock(fd: int) -> None:
    """Hold an exclusive lock on a temporary file while it is written: a sweep can then tell
    a live writer's file from a killed one's."""
    if fcntl is not None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def sweep_leftovers(target: Path) -> int:
    """Remove the temporary files that writers of ``target`` killed mid-write left behind
    (``.<name>.<random>.tmp`` beside it, unlocked, older than a few seconds); the number
    removed. Another file's temporaries, and a live writer's (it holds its lock), are kept."""
    removed = 0
    try:
        leftovers = list(target.parent.glob(f".{glob.escape(target.name)}.*.tmp"))
    except OSError:
        return 0
    now = time.time()
    for tmp in leftovers:
        try:
            if now - tmp.stat().st_mtime < _SWEEP_AGE:
                continue
            fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        try:
            if fcntl is not None:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError:
                    continue  # a writer holds it: alive
            tmp.unlink(missing_ok=True)
            removed += 1
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


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
    The temporary file is ``.<name>.<random>.tmp`` beside the target, locked while it is
    written; the temporaries of earlier writers that were killed (SIGKILL, power loss) before
    they could remove theirs are swept first (:func:`sweep_leftovers`), so they never pile up.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    sweep_leftovers(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        _lock(fd)
        if mode == "wb":
            handle: IO[Any] = os.fdopen(fd, "wb")
        else:
            handle = os.fdopen(fd, "w", encoding="utf-8", newline=newline)
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
            os.chmod(tmp, _MODE)
            if fcntl is not None:  # POSIX renames an open file: moved while still locked
                os.replace(tmp, target)
        if fcntl is None:
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
