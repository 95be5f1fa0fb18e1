"""Writing the command line's output files: atomically, and a failure is one line and exit 1."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import typer

__all__ = ["write_atomically"]

T = TypeVar("T")


def write_atomically(out: Path, write: Callable[[Path], T]) -> T:
    """``write`` a temporary file beside ``out`` (same suffix, so the format is kept), then move
    it into place with :func:`os.replace`; a failed write leaves neither ``out`` nor the
    temporary file, and exits with status 1 and ``error: cannot write OUT: reason``."""
    tmp = out.with_name(f".{out.stem}.{os.getpid()}.tmp{out.suffix}")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        result = write(tmp)
        os.replace(tmp, out)
    except OSError as exc:
        typer.echo(f"error: cannot write {out}: {exc.strerror or exc}", err=True)
        raise typer.Exit(1) from exc
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
    return result
