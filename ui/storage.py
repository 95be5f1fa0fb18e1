"""Where the app keeps its files: the autosave and the seat settings beside a save.

The user data directory comes from platformdirs; ``NPQ_DATA_DIR`` overrides it (tests, portable
installs), as for the solo profile. Writes are atomic (:func:`npq._files.atomic_write`), so a
crash mid-write never leaves half a file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from npq._files import atomic_write

__all__ = [
    "autosave_path",
    "data_dir",
    "read_seats",
    "seats_path",
    "write_seats",
]


def data_dir() -> Path:
    """The app's data directory (created on demand)."""
    override = os.environ.get("NPQ_DATA_DIR")
    path = Path(override) if override else Path(user_data_dir("north-pole-quest", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The file the app autosaves to after every turn."""
    return data_dir() / "autosave.npq.json"


def seats_path(save: Path) -> Path:
    """Which seats are bots is the app's business, not the game's: kept beside the save."""
    return save.with_name(save.name + ".seats.json")


def write_seats(save: Path, bots: list[bool], humans_names: list[str] | None = None) -> None:
    """Record which seats a bot plays, beside a save file."""
    data: dict[str, Any] = {"version": 1, "bots": [bool(b) for b in bots]}
    atomic_write(seats_path(save), json.dumps(data))


def read_seats(save: Path, players: int) -> list[bool]:
    """Which seats are bots for a save; all human when the side file is missing or broken."""
    try:
        data = json.loads(seats_path(save).read_text(encoding="utf-8"))
        bots = data["bots"]
        if (
            isinstance(bots, list)
            and len(bots) == players
            and all(isinstance(b, bool) for b in bots)
        ):
            return bots
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return [False] * players
