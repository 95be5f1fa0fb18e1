"""An on-disk cache of the projected, validated board, keyed by the data files' hash.

Projecting, repairing, unioning and validating the board costs a few tenths of a second; the
quality bar is a board load under 0.3 s (../shared/DESIGN.md). The derived geometry is stored
as WKB inside a JSON document (never pickle: a cache file is data, not code) in the user cache
directory. The key hashes both data files, the loader's own source and the library versions,
so an edited board, a new loader or a new GEOS all rebuild; a corrupt or foreign cache file is
ignored and rewritten. Only boards that passed validation are ever written.

``NPQ_CACHE_DIR`` moves the cache; ``NPQ_NO_CACHE=1`` turns it off.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyproj
import shapely
from shapely.geometry.base import BaseGeometry

from npq._files import atomic_open

__all__ = ["CACHE_FORMAT", "Derived", "cache_dir", "cache_key", "read_cache", "write_cache"]

CACHE_FORMAT = "npq-board-cache/2"
#: Cache files kept per directory (one per board/territories/code combination seen lately).
KEEP = 4
_CODE = ("cache.py", "load.py", "model.py", "projection.py", "validate.py")


@dataclass(frozen=True, slots=True)
class Derived:
    """Everything the loader derives from the two files: what the cache stores."""

    features: list[BaseGeometry]  # board-plane geometry of each feature, in file order
    territory_names: list[str]
    territory_nations: list[str | None]
    territories: list[BaseGeometry]  # board plane
    territories_lonlat: list[BaseGeometry]
    nations: dict[str, BaseGeometry]  # union per nation (and "neutral"), on the disc
    land: BaseGeometry
    water: BaseGeometry
    #: Each feature's lon/lat geometry as the file gives it (what ``shapely.geometry.shape``
    #: makes of it), in file order.
    lonlat: list[BaseGeometry]
    #: Per feature what the loader derives besides its geometry: a place's tolerance ring, a
    #: weather area's window point, an empty geometry for the others (issue 15: a process
    #: then neither buffers 224 rings nor builds the projection's transformers).
    extras: list[BaseGeometry]
    #: The board's radius (the 25th parallel), in Lengths.
    radius: float


def cache_dir() -> Path | None:
    """Where cached boards live, or ``None`` when caching is off (``NPQ_NO_CACHE``)."""
    if os.environ.get("NPQ_NO_CACHE", "").strip() not in ("", "0"):
        return None
    override = os.environ.get("NPQ_CACHE_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir("npq", appauthor=False)) / "board"


def cache_key(board_bytes: bytes, territories_bytes: bytes) -> str:
    """Hash of the inputs, the loader code and the geometry libraries."""
    h = hashlib.sha256()
    h.update(CACHE_FORMAT.encode())
    h.update(f"{shapely.__version__}|{shapely.geos_version_string}|{pyproj.__version__}".encode())
    here = Path(__file__).resolve().parent
    for name in _CODE:
        h.update((here / name).read_bytes())
    for data in (board_bytes, territories_bytes):
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


def _enc(geoms: list[BaseGeometry]) -> list[str]:
    return [base64.b64encode(b).decode("ascii") for b in shapely.to_wkb(geoms)]


def _dec(items: list[str]) -> list[BaseGeometry]:
    return list(shapely.from_wkb([base64.b64decode(s) for s in items]))


def write_cache(directory: Path, key: str, derived: Derived) -> Path | None:
    """Store ``derived`` atomically; ``None`` if the directory is not writable."""
    nations = sorted(derived.nations)
    doc: dict[str, Any] = {
        "format": CACHE_FORMAT,
        "key": key,
        "features": _enc(derived.features),
        "territory_names": derived.territory_names,
        "territory_nations": derived.territory_nations,
        "territories": _enc(derived.territories),
        "territories_lonlat": _enc(derived.territories_lonlat),
        "nation_keys": nations,
        "nations": _enc([derived.nations[n] for n in nations]),
        "land_water": _enc([derived.land, derived.water]),
        "lonlat": _enc(derived.lonlat),
        "extras": _enc(derived.extras),
        "radius": derived.radius,
    }
    path = directory / f"{key[:32]}.json"
    try:
        with atomic_open(path) as fh:
            json.dump(doc, fh, separators=(",", ":"))
    except OSError:
        return None
    _prune(directory, keep=path)
    return path


def _prune(directory: Path, keep: Path) -> None:
    """Keep the newest :data:`KEEP` cache files: old boards need not pile up."""
    try:
        files = sorted(
            (p for p in directory.glob("*.json") if p != keep),
            key=lambda p: p.stat().st_mtime,
            reverse=True,
        )
        for old in files[KEEP - 1 :]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def read_cache(directory: Path, key: str) -> Derived | None:
    """The cached geometry for ``key``, or ``None`` if absent, foreign or corrupt."""
    path = directory / f"{key[:32]}.json"
    try:
        doc = json.loads(path.read_bytes())
        if doc.get("format") != CACHE_FORMAT or doc.get("key") != key:
            return None
        land, water = _dec(doc["land_water"])
        derived = Derived(
            features=_dec(doc["features"]),
            territory_names=[str(n) for n in doc["territory_names"]],
            territory_nations=[None if n is None else str(n) for n in doc["territory_nations"]],
            territories=_dec(doc["territories"]),
            territories_lonlat=_dec(doc["territories_lonlat"]),
            nations=dict(zip(doc["nation_keys"], _dec(doc["nations"]), strict=True)),
            land=land,
            water=water,
            lonlat=_dec(doc["lonlat"]),
            extras=_dec(doc["extras"]),
            radius=doc["radius"],
        )
    except (
        OSError,
        ValueError,
        KeyError,
        TypeError,
        AttributeError,
        RecursionError,
        shapely.errors.GEOSException,
    ):
        return None  # corrupt, foreign or hostile: ignored, rebuilt and rewritten
    n = len(derived.territories)
    if len(derived.territory_names) != n or len(derived.territories_lonlat) != n:
        return None
    m = len(derived.features)
    if len(derived.lonlat) != m or len(derived.extras) != m:
        return None
    r = derived.radius
    if isinstance(r, bool) or not isinstance(r, float) or not 0.0 < r < 1e6:
        return None
    return derived
