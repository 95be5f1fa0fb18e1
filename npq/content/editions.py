"""Values this digital edition authored that changed from one edition of the rules to the next
(``data/editions.toml``; issue 14's balance, docs/rules-decisions.md "Edition 5").

The rulebook's printed numbers never change here. What may: the Mission Calculator cities this
edition chose beyond the board's mission bases (D11) -- added to the deck, or taken out of it
again by a later edition -- and the Speed D3 chose for the USA and the USSR. An entry
``[[edition]] number = N`` holds what edition ``N`` changed; an edition plays
with every change of its own number and below (so editions 1-4, which have no entry, play the
board's cities and the printed or D3 values of ``nations.toml``, as their saves were played).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from npq.board.model import NATIONS
from npq.content._toml import Table, read_toml
from npq.i18n import N_
from npq.paths import data_path

__all__ = ["EditionChange", "Editions", "load_editions"]

#: The nations whose Speed an edition may change: those whose Speed D3 chose (the rulebook's
#: table prints none for them); every other board value is the rulebook's.
D3_SPEEDS = ("usa", "ussr")
#: The first edition an entry may change (editions 1-4 are played as they were).
FIRST_CHANGED = 5


@dataclass(frozen=True, slots=True)
class EditionChange:
    """What one edition changed: Mission Calculator cities added to the deck (board place ids,
    each a Mission card from that edition on), cities an earlier edition added that leave the
    deck again (``retired_cities``, from edition 9) and Speeds (nation id -> board Speed)."""

    number: int
    mission_cities: tuple[str, ...] = ()
    speeds: tuple[tuple[str, int], ...] = ()
    retired_cities: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Editions:
    """Every edition's changes, by edition number."""

    changes: tuple[EditionChange, ...] = ()

    def mission_cities(self, edition: int | None = None) -> tuple[str, ...]:
        """The cities an edition added that are in the Mission deck of ``edition``: added up to
        it and not retired up to it, in the file's order (None: every city any edition added,
        retired or not -- each is a card some edition's game may hold)."""
        retired = {
            c
            for e in self.changes
            if edition is not None and e.number <= edition
            for c in e.retired_cities
        }
        return tuple(
            c
            for e in self.changes
            if edition is None or e.number <= edition
            for c in e.mission_cities
            if c not in retired
        )

    def speed(self, nation: str, printed: int, edition: int) -> int:
        """The nation's board Speed in ``edition``: the latest change up to it, else
        ``printed`` (``nations.toml``)."""
        value = printed
        for e in self.changes:
            if e.number <= edition:
                value = dict(e.speeds).get(nation, value)
        return value


def load_editions(path: Path | str | None = None) -> Editions:
    """Read and validate ``data/editions.toml`` (or ``path``); cached for the packaged file.

    Raises :class:`~npq.errors.ContentError` naming file and field: an edition before
    :data:`FIRST_CHANGED` or given twice, a Speed for a nation whose Speed the rulebook prints
    or outside 1-6, a city that is no place id, a retired city no earlier edition added."""
    if path is None:
        return _packaged()
    return _read(Path(path))


@lru_cache(maxsize=1)
def _packaged() -> Editions:
    return _read(data_path("editions.toml"))


def _read(path: Path) -> Editions:
    root = Table(read_toml(path), path.name)
    root.only(("edition",))
    seen: set[int] = set()
    out: list[EditionChange] = []
    for t in root.subtables("edition", ()):
        t.only(("number", "mission_cities", "speed", "retired_cities"))
        number: int = t.whole("number", lo=FIRST_CHANGED)
        if number in seen:
            raise t.error(N_("duplicate id {id!r}"), "number", id=number)
        seen.add(number)
        cities = []
        for i, city in enumerate(t.array("mission_cities", ())):
            key = f"mission_cities[{i}]"
            if not isinstance(city, str) or not city or city != city.lower() or " " in city:
                raise t.error(
                    N_("not a place id (lowercase_with_underscores): {value!r}"), key, value=city
                )
            cities.append(city)
        retired = []
        earlier = {c for e in out if e.number < number for c in e.mission_cities}
        for i, city in enumerate(t.array("retired_cities", ())):
            key = f"retired_cities[{i}]"
            if not isinstance(city, str) or city not in earlier:
                raise t.error(
                    N_("not a Mission city an earlier edition added: {value!r}"), key, value=city
                )
            retired.append(city)
        speeds = []
        if t.has("speed"):
            sub = t.sub("speed")
            for nation in sub.data:
                if nation not in D3_SPEEDS:
                    raise sub.error(
                        N_("unknown nation {nation!r} (one of: {nations})"),
                        nation,
                        nation=nation,
                        nations=", ".join(n for n in NATIONS if n in D3_SPEEDS),
                    )
                speeds.append((nation, sub.whole(nation, lo=1, hi=6)))
        out.append(EditionChange(number, tuple(cities), tuple(sorted(speeds)), tuple(retired)))
    out.sort(key=lambda e: e.number)
    return Editions(tuple(out))
