"""The seven nations as data: airship, its board values, starting Bonds, colours and start places.

Sources: section 4 "Airships Performance" table (Range, Speed, Structural Integrity) completed by
D3 for the USA and the USSR; section 7 "Table of Bonds assigned to each player"; section 1A
"Flags and Background Colors"; section 8 "Positioning of Miniatures" (starting bases and ports,
and the alternates when more players leave Europe: Montreal and Goose Bay for the British Empire,
Rhodes for Italy); D3 for France (Cuers-Pierrefeu and Toulon).

Place ids are the ids of ``data/board.geojson`` (see :mod:`npq.board`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from npq.board.model import NATIONS
from npq.content._toml import Table, read_toml
from npq.i18n import N_
from npq.paths import data_path

__all__ = ["NATION_IDS", "Nation", "Nations", "load_nations"]

NATION_IDS: tuple[str, ...] = NATIONS
"""The seven nations in play, in the order of the rulebook's flags table (section 1A)."""

_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")
_ID = re.compile(r"^[a-z][a-z0-9_]*$")

# Board limits (section 2): Speed max 6, Range max 6, Structural Integrity max 3.
_MAX_SPEED = 6
_MAX_RANGE = 6
_MAX_INTEGRITY = 3


@dataclass(frozen=True, slots=True)
class Nation:
    """One nation's airship board (section 2 "Game Plan") and starting positions (section 8).

    ``range``, ``speed`` and ``integrity`` are the printed board values (clips start there and the
    tank starts full, section 8 "Indicators Positioning"). ``alternate_base`` and
    ``alternate_port`` are the 5-6 player starting places (None where the nation has none).
    """

    id: str
    name: str
    airship: str
    range: int
    speed: int
    integrity: int
    bonds: int
    colour: str
    colour_hex: str
    base: str
    port: str
    alternate_base: str | None
    alternate_port: str | None
    flag: str
    #: The pieces' colour (miniatures, tracks, tokens): a strong shade of the territory's hue,
    #: chosen so that no two nations look alike on the board (issue 12: Germany's ochre and
    #: Japan's peach pieces were indistinguishable). Defaults to ``colour_hex``.
    piece_hex: str = ""

    def __post_init__(self) -> None:
        if not self.piece_hex:
            object.__setattr__(self, "piece_hex", self.colour_hex)

    def start_base(self, alternate: bool = False) -> str:
        """The starting base id (the alternate one when ``alternate`` and the nation has one)."""
        return self.alternate_base if alternate and self.alternate_base else self.base

    def start_port(self, alternate: bool = False) -> str:
        """The starting port id (the alternate one when ``alternate`` and the nation has one)."""
        return self.alternate_port if alternate and self.alternate_port else self.port


@dataclass(frozen=True, slots=True)
class Nations:
    """The seven nations, in :data:`NATION_IDS` order; ``nations["italy"]`` looks one up."""

    all: tuple[Nation, ...]

    def __getitem__(self, nation_id: str) -> Nation:
        for n in self.all:
            if n.id == nation_id:
                return n
        raise KeyError(nation_id)

    def __contains__(self, nation_id: object) -> bool:
        return any(n.id == nation_id for n in self.all)

    def __iter__(self) -> Iterator[Nation]:
        return iter(self.all)

    def __len__(self) -> int:
        return len(self.all)

    @property
    def ids(self) -> tuple[str, ...]:
        """Nation ids in order."""
        return tuple(n.id for n in self.all)

    def as_mapping(self) -> Mapping[str, Nation]:
        """A plain id -> Nation dict (a copy)."""
        return {n.id: n for n in self.all}


def load_nations(path: Path | str | None = None) -> Nations:
    """Read and validate ``data/nations.toml`` (or ``path``); cached for the packaged file.

    Raises :class:`~npq.errors.ContentError` naming file and field: a missing or unknown nation,
    a board value outside the caps (Speed and Range 1-6, Integrity 1-3), a bad colour, a
    missing place id.
    """
    if path is None:
        return _packaged_nations()
    return _read_nations(Path(path))


@lru_cache(maxsize=1)
def _packaged_nations() -> Nations:
    return _read_nations(data_path("nations.toml"))


def _read_nations(path: Path) -> Nations:
    root = Table(read_toml(path), path.name)
    root.only(("nation",))
    found: dict[str, Nation] = {}
    for t in root.subtables("nation"):
        n = _nation(t)
        if n.id in found:
            raise t.error(N_("duplicate id {id!r}"), "id", id=n.id)
        found[n.id] = n
    for nid in NATION_IDS:
        if nid not in found:
            raise root.error(N_("missing nation {nation!r}"), "nation", nation=nid)
    return Nations(tuple(found[nid] for nid in NATION_IDS))


def _optional_place(t: Table, key: str) -> str | None:
    return _place(t, key) if t.has(key) else None


def _place(t: Table, key: str) -> str:
    value: str = t.text(key)
    if not _ID.match(value):
        raise t.error(
            N_("not a place id (lowercase_with_underscores): {value!r}"), key, value=value
        )
    return value


def _nation(t: Table) -> Nation:
    t.only(
        (
            "id",
            "name",
            "airship",
            "range",
            "speed",
            "integrity",
            "bonds",
            "colour",
            "colour_hex",
            "piece_hex",
            "base",
            "port",
            "alternate_base",
            "alternate_port",
            "flag",
        )
    )
    nid: str = t.text("id")
    if nid not in NATION_IDS:
        raise t.error(
            N_("unknown nation {nation!r} (one of: {nations})"),
            "id",
            nation=nid,
            nations=", ".join(NATION_IDS),
        )
    t = Table(t.data, t.source, f"nation[{nid}]")
    colour_hex = t.text("colour_hex")
    if not _HEX.match(colour_hex):
        raise t.error(N_("expected #rrggbb, got {value!r}"), "colour_hex", value=colour_hex)
    piece_hex = t.text("piece_hex") if t.has("piece_hex") else colour_hex
    if not _HEX.match(piece_hex):
        raise t.error(N_("expected #rrggbb, got {value!r}"), "piece_hex", value=piece_hex)
    return Nation(
        id=nid,
        name=t.text("name"),
        airship=t.text("airship"),
        range=t.whole("range", lo=1, hi=_MAX_RANGE),
        speed=t.whole("speed", lo=1, hi=_MAX_SPEED),
        integrity=t.whole("integrity", lo=1, hi=_MAX_INTEGRITY),
        bonds=t.whole("bonds", lo=0),
        colour=t.text("colour"),
        colour_hex=colour_hex.lower(),
        base=_place(t, "base"),
        port=_place(t, "port"),
        alternate_base=_optional_place(t, "alternate_base"),
        alternate_port=_optional_place(t, "alternate_port"),
        flag=t.text("flag"),
        piece_hex=piece_hex.lower(),
    )
