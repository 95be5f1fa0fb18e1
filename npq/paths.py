"""Where the packaged data files live, installed or in a source checkout."""

from __future__ import annotations

from pathlib import Path

__all__ = ["data_dir", "data_path"]

_PACKAGED = Path(__file__).resolve().parent / "_data"
_CHECKOUT = Path(__file__).resolve().parent.parent / "data"


def data_dir() -> Path:
    """The directory holding ``board.geojson``, ``territories.geojson`` and the TOML content.

    A wheel carries the files as ``npq/_data``; a source checkout (or an editable install)
    reads the top-level ``data/`` folder.
    """
    if _PACKAGED.is_dir():
        return _PACKAGED
    return _CHECKOUT


def data_path(name: str) -> Path:
    """The path of one packaged data file, e.g. ``data_path("board.geojson")``."""
    return data_dir() / name
