"""The weather disc: rings of weather icons turning under the map's weather windows.

Rulebook 1B (Weather Areas, Weather Windows and Weather Discs) and DESIGN.md D6. The map is cut
into 60 weather areas (5 latitude bands); each has a window through which one ring of the disc
shows. The disc has one ring per band, a ring is a list of arcs ``(start°, end°, icon)`` with
gaps, and after every round the disc turns 10° counter-clockwise (west to east). A window at
longitude ``W`` shows, in round ``n``, the arc under the disc angle ``(W - 10·(n - 1)) mod 360``;
no arc there means no icon, and no icon means no weather effect (1B: "the influence of the
weather on the movement is to be considered null").

Because the disc is deterministic, the forecast for any future round is known: the rulebook's
insight box says experienced players use exactly that to plan around the weather.

The disc is data (``data/weather_disc.toml``), validated on load: a broken file raises
:class:`~npq.errors.WeatherDiscError` naming the file and the field.

>>> disc = load_weather_disc()
>>> disc.rotation(1), disc.rotation(2), disc.rotation(37)
(0.0, 10.0, 0.0)
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any, Protocol

from npq.errors import InputError, WeatherDiscError
from npq.i18n import N_
from npq.paths import data_path
from npq.safeio import read_toml

__all__ = [
    "BAND_COUNT",
    "DEGREES_PER_ROUND",
    "NOTCHES",
    "Arc",
    "Icon",
    "Ring",
    "WeatherDisc",
    "WeatherWindow",
    "load_weather_disc",
    "parse_weather_disc",
]

#: D6: the disc turns one notch of 10° (of longitude) counter-clockwise after every round.
DEGREES_PER_ROUND = 10.0
#: The notches of one turn of the disc (360° / 10°): after 36 rounds it shows round 1 again.
NOTCHES = 36
#: D6: five latitude bands (25-40°, 40-55°, 55-68°, 68-80°, 80-90°N), one ring each.
BAND_COUNT = 5
#: The file name of the packaged disc (see :func:`npq.paths.data_path`).
DISC_FILE = "weather_disc.toml"


class Icon(StrEnum):
    """The five weather agents printed on the disc (rulebook 1B, "Interaction with Miniatures")."""

    SUN = "sun"
    WIND = "wind"
    RAIN = "rain"
    FOG = "fog"
    STORM = "storm"


class WeatherWindow(Protocol):
    """What the disc needs to know about a weather area: its band and its window's longitude.

    :class:`npq.board.WeatherArea` has both; anything else with the two attributes works too.
    """

    @property
    def band(self) -> int: ...

    @property
    def window_angle(self) -> float: ...


@dataclass(frozen=True, slots=True)
class Arc:
    """One arc of a ring: ``start <= angle < end``; an arc with ``end < start`` wraps through 0°."""

    start: float
    end: float
    icon: Icon

    @property
    def wraps(self) -> bool:
        """Whether the arc crosses 0° (its end is smaller than its start)."""
        return self.end < self.start

    @property
    def span(self) -> float:
        """The arc's width in degrees."""
        return (self.end - self.start) % 360.0

    def contains(self, angle: float) -> bool:
        """Whether the disc angle (any real, taken mod 360) lies on this arc."""
        a = _norm(angle)
        if self.wraps:
            return a >= self.start or a < self.end
        return self.start <= a < self.end


@dataclass(frozen=True, slots=True)
class Ring:
    """The ring of one latitude band: its arcs in ascending order of start angle."""

    band: int
    name: str
    arcs: tuple[Arc, ...]
    # Non-wrapping pieces sorted by start, for a bisect lookup (a wrapping arc gives two).
    _starts: tuple[float, ...] = field(init=False, repr=False, compare=False)
    _pieces: tuple[tuple[float, float, Icon], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        pieces: list[tuple[float, float, Icon]] = []
        for arc in self.arcs:
            if arc.wraps:
                pieces.append((arc.start, 360.0, arc.icon))
                if arc.end > 0.0:
                    pieces.append((0.0, arc.end, arc.icon))
            else:
                pieces.append((arc.start, arc.end, arc.icon))
        pieces.sort(key=lambda p: p[0])
        object.__setattr__(self, "_pieces", tuple(pieces))
        object.__setattr__(self, "_starts", tuple(p[0] for p in pieces))

    def icon_at(self, angle: float) -> Icon | None:
        """The icon on the ring at a disc angle, or ``None`` in a gap (no weather effect)."""
        a = _norm(angle)
        i = bisect_right(self._starts, a) - 1
        if i < 0:
            return None
        start, end, icon = self._pieces[i]
        return icon if start <= a < end else None


@dataclass(frozen=True, slots=True)
class WeatherDisc:
    """The validated disc: one :class:`Ring` per band, ``rings[band]``; ``source`` names the file."""

    rings: tuple[Ring, ...]
    source: str = "<memory>"
    #: Notches (10° each) the disc was turned at set-up, before round 1 (edition 4 draws them
    #: by lot, L114: :attr:`npq.game.State.disc_start`); 0: as assembled. A game's disc is
    #: ``world.disc.turned(state.disc_start - state.weather_lag)``: asked by the game's rounds
    #: it shows that game's weather.
    notches: int = 0

    def turned(self, notches: int) -> WeatherDisc:
        """This disc turned ``notches`` more notches before round 1 (the same object for the
        same turn, so the planner's memos keyed by the disc's identity stay warm)."""
        n = (self.notches + notches) % NOTCHES
        if n == self.notches:
            return self
        key = (id(self), n)
        found = _TURNED.get(key)
        if found is None or found[0] is not self:
            if len(_TURNED) >= 4 * NOTCHES:
                _TURNED.clear()
            found = _TURNED[key] = (self, WeatherDisc(self.rings, self.source, n))
        return found[1]

    @staticmethod
    def rotation(round_no: int) -> float:
        """How far (degrees, counter-clockwise) the disc has turned at the start of a round.

        Round 1 shows the disc as assembled (0°); each later round adds one 10° notch (rulebook 8
        "Game Round": the disc is turned when all players have finished their turns).
        """
        _check_round(round_no)
        return ((round_no - 1) * DEGREES_PER_ROUND) % 360.0

    def disc_angle(self, window_angle: float, round_no: int) -> float:
        """The disc angle under a window at ``window_angle`` in ``round_no``."""
        return _norm(window_angle - self.rotation(round_no) - self.notches * DEGREES_PER_ROUND)

    def icon_in(self, band: int, window_angle: float, round_no: int) -> Icon | None:
        """The icon a window of ``band`` at longitude ``window_angle`` shows in ``round_no``."""
        if not 0 <= band < len(self.rings):
            # a board whose weather windows the disc has no ring for (a --board file)
            raise WeatherDiscError(
                N_("the weather disc has no ring for band {band} (bands 0-{last})"),
                band=band,
                last=len(self.rings) - 1,
            )
        return self.rings[band].icon_at(self.disc_angle(window_angle, round_no))

    def icon(self, area: WeatherWindow, round_no: int) -> Icon | None:
        """The icon in ``area``'s weather window in ``round_no`` (``None``: no weather effect)."""
        return self.icon_in(area.band, area.window_angle, round_no)

    def forecast(self, area: WeatherWindow, from_round: int, n: int) -> list[Icon | None]:
        """The icons ``area``'s window will show in rounds ``from_round .. from_round + n - 1``."""
        _check_round(from_round)
        if n < 0:
            raise InputError(N_("a forecast is 0 or more rounds long, not {n}"), n=n)
        return [self.icon(area, from_round + k) for k in range(n)]


#: The turned discs by (the disc's id, notches), each beside the disc it was turned from.
_TURNED: dict[tuple[int, int], tuple[WeatherDisc, WeatherDisc]] = {}


def parse_weather_disc(data: Mapping[str, Any], source: str = "<memory>") -> WeatherDisc:
    """Validate a parsed disc document (the TOML's tables) and build the :class:`WeatherDisc`.

    Checks: exactly one ring per band 0-4, every arc ``[start, end, icon]`` with angles in
    ``[0, 360)``, ``start != end``, a known icon, and no two arcs of a ring overlapping.
    """
    rings_raw = data.get("ring")
    if not isinstance(rings_raw, list) or not rings_raw:
        raise WeatherDiscError(N_("expected a list of [[ring]] tables"), source, "ring")
    by_band: dict[int, Ring] = {}
    for r, raw in enumerate(rings_raw):
        where = f"ring[{r}]"
        if not isinstance(raw, Mapping):
            raise WeatherDiscError(N_("a ring must be a table"), source, where)
        band = raw.get("band")
        if not isinstance(band, int) or isinstance(band, bool) or not 0 <= band < BAND_COUNT:
            raise WeatherDiscError(
                N_("band must be an integer 0-{last}, got {band!r}"),
                source,
                f"{where}.band",
                last=BAND_COUNT - 1,
                band=band,
            )
        if band in by_band:
            raise WeatherDiscError(
                N_("band {band} has two rings"), source, f"{where}.band", band=band
            )
        name = raw.get("name", f"band {band}")
        if not isinstance(name, str):
            raise WeatherDiscError(N_("name must be a string"), source, f"{where}.name")
        arcs_raw = raw.get("arcs")
        if not isinstance(arcs_raw, list):
            raise WeatherDiscError(N_("expected a list of arcs"), source, f"{where}.arcs")
        arcs = tuple(_parse_arc(a, source, f"{where}.arcs[{i}]") for i, a in enumerate(arcs_raw))
        _check_overlaps(arcs, source, f"{where}.arcs")
        by_band[band] = Ring(band, name, tuple(sorted(arcs, key=lambda a: a.start)))
    missing = [b for b in range(BAND_COUNT) if b not in by_band]
    if missing:
        raise WeatherDiscError(
            N_("expected {count} rings (bands 0-{last}); missing bands: {missing}"),
            source,
            "ring",
            count=BAND_COUNT,
            last=BAND_COUNT - 1,
            missing=", ".join(map(str, missing)),
        )
    return WeatherDisc(tuple(by_band[b] for b in range(BAND_COUNT)), source)


def load_weather_disc(path: str | Path | None = None) -> WeatherDisc:
    """Load and validate a disc file; the packaged ``weather_disc.toml`` when ``path`` is None.

    The result is cached per resolved path (the disc is immutable).
    """
    p = Path(path) if path is not None else data_path(DISC_FILE)
    return _load_cached(str(p.resolve()))


@lru_cache(maxsize=8)
def _load_cached(path: str) -> WeatherDisc:
    name = Path(path).name
    if not Path(path).exists():
        raise WeatherDiscError(N_("file not found"), path, None)
    data = read_toml(Path(path), WeatherDiscError)
    return parse_weather_disc(data, name)


def _parse_arc(raw: object, source: str, where: str) -> Arc:
    if not isinstance(raw, Sequence) or isinstance(raw, str) or len(raw) != 3:
        raise WeatherDiscError(
            N_("an arc is [start, end, icon], got {arc}"), source, where, arc=repr(raw)
        )
    start, end, icon = raw
    for label, value in (("start", start), ("end", end)):
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise WeatherDiscError(
                N_("{label} must be a number, got {value}"),
                source,
                where,
                label=label,
                value=repr(value),
            )
        if not 0.0 <= float(value) < 360.0:
            raise WeatherDiscError(
                N_("{label} {value} is outside [0, 360)"), source, where, label=label, value=value
            )
    if float(start) == float(end):
        raise WeatherDiscError(N_("empty arc: start == end == {start}"), source, where, start=start)
    try:
        ic = Icon(icon)
    except ValueError:
        known = ", ".join(i.value for i in Icon)
        raise WeatherDiscError(
            N_("unknown icon {icon} (known: {known})"),
            source,
            where,
            icon=repr(icon),
            known=known,
        ) from None
    return Arc(float(start), float(end), ic)


def _check_overlaps(arcs: tuple[Arc, ...], source: str, where: str) -> None:
    """Raise if two arcs of one ring share any angle (wrapping arcs split at 0°)."""
    pieces: list[tuple[float, float, int]] = []
    for i, arc in enumerate(arcs):
        if arc.wraps:
            pieces.append((arc.start, 360.0, i))
            pieces.append((0.0, arc.end, i))
        else:
            pieces.append((arc.start, arc.end, i))
    pieces.sort()
    for (_s0, e0, i0), (s1, _e1, i1) in pairwise(pieces):
        if s1 < e0:
            a, b = arcs[i0], arcs[i1]
            raise WeatherDiscError(
                N_(
                    "arcs [{a_start:g}, {a_end:g}, {a_icon}] and [{b_start:g}, {b_end:g}, "
                    "{b_icon}] overlap at {at:g}°"
                ),
                source,
                f"{where}[{i1}]",
                a_start=a.start,
                a_end=a.end,
                a_icon=str(a.icon),
                b_start=b.start,
                b_end=b.end,
                b_icon=str(b.icon),
                at=s1,
            )


def _norm(angle: float) -> float:
    """An angle in [0, 360), rounded to 1e-9° so float noise never flips an arc edge."""
    a = round(angle % 360.0, 9)
    return 0.0 if a >= 360.0 else a


def _check_round(round_no: int) -> None:
    if round_no < 1:
        raise InputError(N_("rounds are numbered from 1, not {round}"), round=round_no)
