"""Writing the command line's output files: a failure is one line and exit 1.

The figures themselves are written atomically by :func:`npq.plot.board_map.save_figure`
(temporary file, then ``os.replace``), so a failed write leaves no partial file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import typer

from npq import i18n, reasons

__all__ = ["write_output"]

T = TypeVar("T")


def write_output(out: Path, write: Callable[[Path], T]) -> T:
    """``write(out)`` (an atomic writer); an ``OSError`` exits with status 1 and
    ``error: cannot write OUT: reason``."""
    try:
        return write(out)
    except OSError as exc:
        said = i18n.gettext("error: cannot write {file}: {reason}")
        typer.echo(i18n.render(said, file=out, reason=reasons.of(exc)), err=True)
        raise typer.Exit(1) from exc
