"""Where the app keeps its files: one autosave per game, the seat settings beside a save, and the
player's settings ("don't ask again").

Every game autosaves into its own file under ``autosaves/`` (issue 12: a solo game started over a
bot game used to overwrite the single autosave); :func:`recent_autosaves` lists them newest
first for Game → Recent games, and only the newest :data:`KEEP_AUTOSAVES` are kept.

The user data directory comes from platformdirs; ``NPQ_DATA_DIR`` overrides it (tests, portable
installs), as for the solo profile. Writes are atomic (:func:`npq._files.atomic_write`), so a
crash mid-write never leaves half a file.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from npq._files import atomic_write
from npq.i18n import LANGUAGES

__all__ = [
    "KEEP_AUTOSAVES",
    "SIDE_SUFFIXES",
    "SaveSummary",
    "autosave_dir",
    "autosave_path",
    "data_dir",
    "is_side_file",
    "new_autosave_path",
    "prune_autosaves",
    "read_colours",
    "read_language",
    "read_seat_choices",
    "read_seats",
    "read_settings",
    "recent_autosaves",
    "seats_path",
    "summarize_save",
    "write_language",
    "write_seat_choices",
    "write_seats",
    "write_setting",
]

#: How many games' autosaves are kept (the oldest beyond are removed with their side files).
KEEP_AUTOSAVES = 30
#: Side files the app writes beside a save (seats, solo setup): never offered as saves.
SIDE_SUFFIXES = (".seats.json", ".solo.json")


def data_dir() -> Path:
    """The app's data directory (created on demand)."""
    override = os.environ.get("NPQ_DATA_DIR")
    path = Path(override) if override else Path(user_data_dir("north-pole-quest", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def _legacy_autosave() -> Path:
    """The single autosave of earlier versions (still listed and resumed)."""
    return data_dir() / "autosave.npq.json"


def autosave_dir() -> Path:
    """The folder of the per-game autosaves (created on demand)."""
    path = data_dir() / "autosaves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_autosave_path(seed: int) -> Path:
    """A fresh autosave file for a game starting now (time, seed and a random tag: two games
    started in the same second never share a file)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"{stamp}-seed{seed}-{secrets.token_hex(3)}.npq.json"


def is_side_file(path: Path) -> bool:
    """A seats or solo side file (``game.npq.json.seats.json``), not a save."""
    return path.name.endswith(SIDE_SUFFIXES)


def recent_autosaves(limit: int | None = None) -> list[Path]:
    """The games' autosaves, newest first (the single autosave of earlier versions included)."""
    found = [p for p in autosave_dir().glob("*.json") if p.is_file() and not is_side_file(p)]
    legacy = _legacy_autosave()
    if legacy.is_file():
        found.append(legacy)

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    found.sort(key=mtime, reverse=True)
    return found if limit is None else found[:limit]


def autosave_path() -> Path:
    """The newest autosave (the game to offer at start); the old single file if there is none."""
    recent = recent_autosaves(1)
    return recent[0] if recent else _legacy_autosave()


def prune_autosaves(keep: int = KEEP_AUTOSAVES, spare: Path | None = None) -> list[Path]:
    """Remove the autosaves beyond the newest ``keep`` (never ``spare``) and their side files."""
    removed = []
    for old in recent_autosaves()[keep:]:
        if spare is not None and old == spare:
            continue
        for path in (old, *(old.with_name(old.name + s) for s in SIDE_SUFFIXES)):
            try:
                path.unlink(missing_ok=True)
            except OSError:
                continue
        removed.append(old)
    return removed


@dataclass(frozen=True, slots=True)
class SaveSummary:
    """What Game → Recent games shows of a save without replaying it."""

    path: Path
    players: tuple[str, ...]
    actions: int
    solo: bool
    saved: float  # modification time (seconds since the epoch)

    @property
    def label(self) -> str:
        when = time.strftime("%d %b %H:%M", time.localtime(self.saved))
        kind = "solo: " if self.solo else ""
        plural = "" if self.actions == 1 else "s"
        return f"{kind}{', '.join(self.players)} — {self.actions} action{plural}, {when}"


def summarize_save(path: Path, nation_names: dict[str, str]) -> SaveSummary | None:
    """Names, action count and time of a save (None if it cannot be read; a save is at most a
    few megabytes, and files over 32 MB are not looked into)."""
    try:
        if path.stat().st_size > 32 * 1024 * 1024:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
        config = data["config"]
        nations = [str(n) for n in config["nations"]]
        names = [str(n) for n in config.get("names") or []]
        players = tuple(
            names if len(names) == len(nations) else [nation_names.get(n, n) for n in nations]
        )
        return SaveSummary(
            path,
            players,
            len(data["actions"]),
            config.get("mode") == "solo",
            path.stat().st_mtime,
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _settings_path() -> Path:
    return data_dir() / "settings.json"


#: The player's settings and their defaults.
SETTINGS_DEFAULTS: dict[str, bool] = {"confirm_end_turn": True, "confirm_costly": True}


def read_settings() -> dict[str, bool]:
    """The player's settings (defaults where the file is missing, broken or silent)."""
    settings = dict(SETTINGS_DEFAULTS)
    try:
        data = json.loads(_settings_path().read_text(encoding="utf-8"))
        for key in settings:
            if isinstance(data.get(key), bool):
                settings[key] = data[key]
    except (OSError, ValueError, AttributeError):
        pass
    return settings


def _settings_file() -> dict[str, Any]:
    try:
        data = json.loads(_settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_setting(key: str, value: bool) -> None:
    """Change one setting (atomic write of the whole file)."""
    if key not in SETTINGS_DEFAULTS:
        raise KeyError(key)
    data = _settings_file()
    data.update(read_settings())
    data[key] = bool(value)
    atomic_write(_settings_path(), json.dumps(data, sort_keys=True))


def read_language() -> str | None:
    """The Language setting (``it``, ``es``, ``en``), None for the system's."""
    value = _settings_file().get("language")
    return value if isinstance(value, str) and value in LANGUAGES else None


def write_language(code: str | None) -> None:
    """Remember the Language setting (None: follow the system); it applies at the next start."""
    if code is not None and code not in LANGUAGES:
        raise KeyError(code)
    data = _settings_file()
    if code is None:
        data.pop("language", None)
    else:
        data["language"] = code
    atomic_write(_settings_path(), json.dumps(data, sort_keys=True))


def _seat_choices_path() -> Path:
    return data_dir() / "new-game.json"


def read_seat_choices() -> dict[str, Any] | None:
    """The seats the last New game dialog was accepted with (players, and per seat the nation,
    the name typed, bot or human, the colour), so the next one offers them again; None when
    there are none or the file is broken. Only the shape is checked here: the dialog keeps
    what it can show."""
    try:
        path = _seat_choices_path()
        if not path.is_file() or path.stat().st_size > 64 * 1024:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        return None
    return data


def write_seat_choices(data: dict[str, Any]) -> None:
    """Remember the New game dialog's seats (atomic write)."""
    atomic_write(_seat_choices_path(), json.dumps(data, sort_keys=True))


def seats_path(save: Path) -> Path:
    """Which seats are bots is the app's business, not the game's: kept beside the save."""
    return save.with_name(save.name + ".seats.json")


def write_seats(save: Path, bots: list[bool], colours: list[str | None] | None = None) -> None:
    """Record which seats a bot plays, and the colour chosen for each seat (None: its nation's),
    beside a save file."""
    data: dict[str, Any] = {"version": 1, "bots": [bool(b) for b in bots]}
    if colours and any(colours):
        data["colours"] = [c if c else None for c in colours]
    atomic_write(seats_path(save), json.dumps(data))


def _seats_data(save: Path) -> dict[str, Any]:
    try:
        path = seats_path(save)
        if path.stat().st_size > 64 * 1024:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def read_seats(save: Path, players: int) -> list[bool]:
    """Which seats are bots for a save; all human when the side file is missing or broken."""
    bots = _seats_data(save).get("bots")
    if isinstance(bots, list) and len(bots) == players and all(isinstance(b, bool) for b in bots):
        return bots
    return [False] * players


def read_colours(save: Path, players: int) -> list[str | None]:
    """The colour chosen for each seat of a save (``#rrggbb``; None: the nation's); all the
    nations' own when the side file has none or a broken list."""
    colours = _seats_data(save).get("colours")
    if (
        isinstance(colours, list)
        and len(colours) == players
        and all(c is None or (isinstance(c, str) and _is_hex_colour(c)) for c in colours)
    ):
        return list(colours)
    return [None] * players


def _is_hex_colour(text: str) -> bool:
    return (
        len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdefABCDEF" for c in text[1:])
    )
