"""Secondary objectives of Solo Mode as pure trackers over a small event protocol.

Rulebook section 12 ("Stars Table") lists 7 secondary objectives; DESIGN.md D16 adds the 8th,
"fly over the Pole with full Structural Integrity". The player chooses up to 3 at the start;
each one completed earns its star, each one chosen and failed costs 30 Match Points.

The trackers know nothing of the engine. They read a handful of value events defined here
(:class:`Flight`, :class:`Stop`, :class:`MissionDeclared`, :class:`MissionCompleted`,
:class:`MissionAbandoned`, :class:`Stats`, :class:`PoleFlown`, :class:`GameEnded`);
:mod:`npq.solo.game` maps the engine's real events onto them. Each tracker is a frozen value:
``tracker.advance(event)`` returns the next tracker, so a game's objective history is a fold over
its events and replays to the same result.

Readings of the table's rows (reasons in ``docs/rules-decisions.md``):

1. Lengths flown while each mission is active (declared and not yet completed) are summed over
   the first 3 completed missions (the mandatory ones); abandoned missions do not count.
   Decided (met or failed) when the third mission is completed.
2. "Range" here is the Fuel in the tank: from the declaration to the completion of a mission
   whose straight distance start-target is at least 12 L, the Fuel never exceeds 2.
3. No airship path touches neutral land (the board's white territories), and the game is won.
4. / 5. The airship's Speed / Range reaches the board's maximum (6), at any moment.
6. The airship stops at 5 different Ports (start ports, ports and mission ports).
7. Among the Ports stopped at, 3 lie pairwise at least 6 L apart.
8. At the moment the airship flies over the Pole on a pole journey its Structural Integrity is at
   its maximum (any journey: a damaged overflight of a journey broken off does not fail it).

Objectives still open when the game ends are failed.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Self

from npq import i18n
from npq.solo.tables import ObjectiveKind, ObjectiveSpec, SoloTables, load_solo_tables

__all__ = [
    "Flight",
    "GameEnded",
    "MissionAbandoned",
    "MissionCompleted",
    "MissionDeclared",
    "ObjectiveProgress",
    "ObjectiveStatus",
    "ObjectiveTracker",
    "ObjectivesTracker",
    "PoleFlown",
    "SoloEvent",
    "Stats",
    "Stop",
    "tracker_for",
]

# The tracker's words are shown to the player (the app's tracker, `npq solo`): in the language
# in force (npq.i18n), numbers in its format.
_ = i18n.gettext
_f = i18n.render

Point2 = tuple[float, float]


# --------------------------------------------------------------------------- event protocol


@dataclass(frozen=True, slots=True)
class Flight:
    """The airship flew one straight leg (board plane, Lengths). ``over_neutral``: the leg
    touches neutral land (computed by the caller from the board's territories)."""

    start: Point2
    end: Point2
    length: float
    over_neutral: bool = False


@dataclass(frozen=True, slots=True)
class Stop:
    """The airship is stationed at a place. ``is_port``: a start port, port or mission port."""

    place_id: str
    point: Point2
    is_port: bool


@dataclass(frozen=True, slots=True)
class MissionDeclared:
    """A mission was declared; ``distance`` is its straight start-target distance in L."""

    mission_id: str
    distance: float


@dataclass(frozen=True, slots=True)
class MissionCompleted:
    """The active mission was completed."""

    mission_id: str
    distance: float


@dataclass(frozen=True, slots=True)
class MissionAbandoned:
    """The active mission was abandoned (section 10: "he loses all related gains")."""

    mission_id: str


@dataclass(frozen=True, slots=True)
class Stats:
    """The airship's current performance: Speed, Range (tank capacity), Fuel, Integrity."""

    speed: int
    range: int
    fuel: int
    integrity: int
    max_integrity: int


@dataclass(frozen=True, slots=True)
class PoleFlown:
    """The airship flew over the Pole (D4: its path passed within 0.3 L of it)."""

    integrity: int
    max_integrity: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The game is over: ``won`` when the airship came back to its Arctic base."""

    won: bool


SoloEvent = (
    Flight
    | Stop
    | MissionDeclared
    | MissionCompleted
    | MissionAbandoned
    | Stats
    | PoleFlown
    | GameEnded
)


# --------------------------------------------------------------------------- progress


class ObjectiveStatus(StrEnum):
    """Where an objective stands: still open, met (earns its stars), or failed."""

    OPEN = "open"
    MET = "met"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class ObjectiveProgress:
    """What the tracker shows a player: ``value`` of ``target`` and a line of detail."""

    number: int
    short: str
    status: ObjectiveStatus
    value: float
    target: float
    detail: str

    @property
    def fraction(self) -> float:
        """Progress in 0..1 for a progress bar (1 when met)."""
        if self.status is ObjectiveStatus.MET:
            return 1.0
        if self.target <= 0:
            return 0.0
        return max(0.0, min(1.0, self.value / self.target))


# --------------------------------------------------------------------------- trackers


@dataclass(frozen=True, slots=True)
class ObjectiveTracker:
    """Base of the trackers: a spec, a status, and ``advance``/``progress``."""

    spec: ObjectiveSpec
    status: ObjectiveStatus = ObjectiveStatus.OPEN

    @property
    def number(self) -> int:
        """The Stars Table row."""
        return self.spec.number

    def advance(self, event: SoloEvent) -> Self:
        """The tracker after ``event``. A decided objective no longer changes."""
        if self.status is not ObjectiveStatus.OPEN:
            return self
        nxt = self._step(event)
        if isinstance(event, GameEnded) and nxt.status is ObjectiveStatus.OPEN:
            nxt = nxt._at_end(event.won)
        return nxt

    def _step(self, event: SoloEvent) -> Self:
        return self

    def _at_end(self, won: bool) -> Self:
        return replace(self, status=ObjectiveStatus.FAILED)

    def progress(self) -> ObjectiveProgress:
        """The objective's progress for display."""
        value, target, detail = self._measure()
        return ObjectiveProgress(
            self.spec.number, self.spec.short, self.status, value, target, detail
        )

    def _measure(self) -> tuple[float, float, str]:
        return (1.0 if self.status is ObjectiveStatus.MET else 0.0, 1.0, self.status.value)


@dataclass(frozen=True, slots=True)
class MissionLengths(ObjectiveTracker):
    """#1: lengths flown on the first 3 completed missions add up to at least 20."""

    active: str | None = None
    active_lengths: float = 0.0
    completed: tuple[float, ...] = ()

    def _step(self, event: SoloEvent) -> Self:
        spec = self.spec
        assert spec.lengths is not None and spec.missions is not None
        if isinstance(event, MissionDeclared):
            return replace(self, active=event.mission_id, active_lengths=0.0)
        if isinstance(event, Flight) and self.active is not None:
            return replace(self, active_lengths=self.active_lengths + event.length)
        if isinstance(event, MissionAbandoned):
            return replace(self, active=None, active_lengths=0.0)
        if isinstance(event, MissionCompleted):
            done = (*self.completed, self.active_lengths)
            nxt = replace(self, active=None, active_lengths=0.0, completed=done)
            if len(done) >= spec.missions:
                ok = sum(done) >= spec.lengths - 1e-9
                return replace(nxt, status=ObjectiveStatus.MET if ok else ObjectiveStatus.FAILED)
            return nxt
        return self

    def _measure(self) -> tuple[float, float, str]:
        assert self.spec.lengths is not None and self.spec.missions is not None
        total = sum(self.completed) + (self.active_lengths if self.active else 0.0)
        return (
            total,
            self.spec.lengths,
            _f(
                _("{total:.1f} of {lengths:g} L over {done}/{missions} missions"),
                total=total,
                lengths=self.spec.lengths,
                done=len(self.completed),
                missions=self.spec.missions,
            ),
        )


@dataclass(frozen=True, slots=True)
class LongMissionLowRange(ObjectiveTracker):
    """#2: a mission at least 12 L long flown with never more than 2 Fuel aboard."""

    fuel: int | None = None
    active: str | None = None
    active_distance: float = 0.0
    fuel_kept: bool = True
    best: float = 0.0

    def _step(self, event: SoloEvent) -> Self:
        spec = self.spec
        assert spec.lengths is not None and spec.max_fuel is not None
        if isinstance(event, Stats):
            kept = self.fuel_kept and event.fuel <= spec.max_fuel
            return replace(self, fuel=event.fuel, fuel_kept=kept)
        if isinstance(event, MissionDeclared):
            kept = self.fuel is None or self.fuel <= spec.max_fuel
            return replace(
                self, active=event.mission_id, active_distance=event.distance, fuel_kept=kept
            )
        if isinstance(event, MissionAbandoned):
            return replace(self, active=None, fuel_kept=True)
        if isinstance(event, MissionCompleted) and self.active is not None:
            nxt = replace(self, active=None, fuel_kept=True)
            if self.fuel_kept:
                nxt = replace(nxt, best=max(self.best, event.distance))
                if event.distance >= spec.lengths - 1e-9:
                    return replace(nxt, status=ObjectiveStatus.MET)
            return nxt
        return self

    def _measure(self) -> tuple[float, float, str]:
        assert self.spec.lengths is not None
        if self.status is ObjectiveStatus.MET:
            detail = _f(
                _("done: a {lengths:.1f} L mission on ≤{fuel} Fuel"),
                lengths=self.best,
                fuel=self.spec.max_fuel,
            )
        elif self.active is not None:
            said = (
                _("mission of {lengths:.1f} L under way, Fuel ≤{fuel} kept")
                if self.fuel_kept
                else _("mission of {lengths:.1f} L under way, Fuel ≤{fuel} broken")
            )
            detail = _f(said, lengths=self.active_distance, fuel=self.spec.max_fuel)
        else:
            detail = _f(
                _("longest so far on ≤{fuel} Fuel: {lengths:.1f} L"),
                fuel=self.spec.max_fuel,
                lengths=self.best,
            )
        value = self.active_distance if self.active and self.fuel_kept else self.best
        return (value, self.spec.lengths, detail)


@dataclass(frozen=True, slots=True)
class NoNeutralTerritory(ObjectiveTracker):
    """#3: win the game without any airship leg touching neutral land."""

    legs: int = 0

    def _step(self, event: SoloEvent) -> Self:
        if isinstance(event, Flight):
            if event.over_neutral:
                return replace(self, legs=self.legs + 1, status=ObjectiveStatus.FAILED)
            return replace(self, legs=self.legs + 1)
        return self

    def _at_end(self, won: bool) -> Self:
        return replace(self, status=ObjectiveStatus.MET if won else ObjectiveStatus.FAILED)

    def _measure(self) -> tuple[float, float, str]:
        if self.status is ObjectiveStatus.FAILED:
            return (0.0, 1.0, _("crossed neutral territory") if self.legs else _("game lost"))
        clean = _f(i18n.ngettext("{n} leg clean", "{n} legs clean", self.legs), n=self.legs)
        return (0.0 if self.status is ObjectiveStatus.OPEN else 1.0, 1.0, clean)


@dataclass(frozen=True, slots=True)
class MaxStat(ObjectiveTracker):
    """#4 / #5: the airship's Speed (or Range) reaches the board's maximum."""

    stat: str = "speed"
    best: int = 0

    def _step(self, event: SoloEvent) -> Self:
        if isinstance(event, Stats):
            assert self.spec.cap is not None
            value = event.speed if self.stat == "speed" else event.range
            nxt = replace(self, best=max(self.best, value))
            if value >= self.spec.cap:
                return replace(nxt, status=ObjectiveStatus.MET)
            return nxt
        return self

    def _measure(self) -> tuple[float, float, str]:
        assert self.spec.cap is not None
        said = _("Speed {n} of {cap}") if self.stat == "speed" else _("Range {n} of {cap}")
        return (float(self.best), float(self.spec.cap), _f(said, n=self.best, cap=self.spec.cap))


@dataclass(frozen=True, slots=True)
class PortsVisited(ObjectiveTracker):
    """#6: the airship stops at 5 different Ports."""

    ports: tuple[str, ...] = ()

    def _step(self, event: SoloEvent) -> Self:
        if isinstance(event, Stop) and event.is_port and event.place_id not in self.ports:
            assert self.spec.ports is not None
            nxt = replace(self, ports=(*self.ports, event.place_id))
            if len(nxt.ports) >= self.spec.ports:
                return replace(nxt, status=ObjectiveStatus.MET)
            return nxt
        return self

    def _measure(self) -> tuple[float, float, str]:
        assert self.spec.ports is not None
        return (
            float(len(self.ports)),
            float(self.spec.ports),
            _f(_("{n} of {ports} Ports"), n=len(self.ports), ports=self.spec.ports),
        )


def _spread_size(points: Sequence[Point2], gap: float, want: int) -> int:
    """The largest set (up to ``want``) of ``points`` pairwise at least ``gap`` apart."""
    best = min(1, len(points))
    for size in range(2, want + 1):
        found = any(
            all(math.dist(a, b) >= gap - 1e-9 for a, b in itertools.combinations(combo, 2))
            for combo in itertools.combinations(points, size)
        )
        if not found:
            break
        best = size
    return best


@dataclass(frozen=True, slots=True)
class PortsSpread(ObjectiveTracker):
    """#7: 3 of the Ports stopped at lie pairwise at least 6 L apart."""

    ports: tuple[tuple[str, Point2], ...] = ()
    spread: int = 0

    def _step(self, event: SoloEvent) -> Self:
        if not (isinstance(event, Stop) and event.is_port):
            return self
        if any(pid == event.place_id for pid, _ in self.ports):
            return self
        assert self.spec.ports is not None and self.spec.lengths is not None
        ports = (*self.ports, (event.place_id, event.point))
        spread = _spread_size([p for _, p in ports], self.spec.lengths, self.spec.ports)
        nxt = replace(self, ports=ports, spread=spread)
        if spread >= self.spec.ports:
            return replace(nxt, status=ObjectiveStatus.MET)
        return nxt

    def _measure(self) -> tuple[float, float, str]:
        assert self.spec.ports is not None and self.spec.lengths is not None
        return (
            float(self.spread),
            float(self.spec.ports),
            _f(
                _("{n} of {ports} Ports ≥{lengths:g} L apart"),
                n=self.spread,
                ports=self.spec.ports,
                lengths=self.spec.lengths,
            ),
        )


@dataclass(frozen=True, slots=True)
class PoleFullIntegrity(ObjectiveTracker):
    """#8 (D16): fly over the Pole with Structural Integrity at its maximum.

    Met by any pole journey's overflight at full Integrity. A damaged overflight does not fail
    it: if that journey is broken off (a landing elsewhere, a rescued crash) the next journey
    may still meet it; an objective still open at the end fails (section 12).
    """

    integrity: int | None = None
    max_integrity: int | None = None
    flown: bool = False

    def _step(self, event: SoloEvent) -> Self:
        if isinstance(event, Stats):
            if self.flown:  # keep showing the overflight's Integrity
                return self
            return replace(self, integrity=event.integrity, max_integrity=event.max_integrity)
        if isinstance(event, PoleFlown):
            nxt = replace(
                self, integrity=event.integrity, max_integrity=event.max_integrity, flown=True
            )
            if event.integrity >= event.max_integrity:
                return replace(nxt, status=ObjectiveStatus.MET)
            return nxt
        return self

    def _measure(self) -> tuple[float, float, str]:
        if self.integrity is None or self.max_integrity is None:
            return (0.0, 1.0, _("Pole not yet reached"))
        value = 1.0 if self.status is ObjectiveStatus.MET else 0.0
        said = (
            _("over the Pole with Integrity {now}/{max}")
            if self.flown
            else _("now Integrity {now}/{max}")
        )
        return (value, 1.0, _f(said, now=self.integrity, max=self.max_integrity))


def tracker_for(spec: ObjectiveSpec) -> ObjectiveTracker:
    """A fresh tracker for one Stars Table row."""
    kind = spec.kind
    if kind is ObjectiveKind.MISSION_LENGTHS:
        return MissionLengths(spec)
    if kind is ObjectiveKind.LONG_MISSION_LOW_RANGE:
        return LongMissionLowRange(spec)
    if kind is ObjectiveKind.NO_NEUTRAL_TERRITORY:
        return NoNeutralTerritory(spec)
    if kind is ObjectiveKind.MAX_SPEED:
        return MaxStat(spec, stat="speed")
    if kind is ObjectiveKind.MAX_RANGE:
        return MaxStat(spec, stat="range")
    if kind is ObjectiveKind.PORTS_VISITED:
        return PortsVisited(spec)
    if kind is ObjectiveKind.PORTS_SPREAD:
        return PortsSpread(spec)
    return PoleFullIntegrity(spec)


@dataclass(frozen=True, slots=True)
class ObjectivesTracker:
    """The chosen objectives of one solo game, followed together.

    ``ObjectivesTracker.start((1, 4, 6))`` then ``.advance(event)`` / ``.feed(events)``.
    """

    trackers: tuple[ObjectiveTracker, ...] = field(default=())

    @classmethod
    def start(cls, numbers: Iterable[int], tables: SoloTables | None = None) -> ObjectivesTracker:
        """Trackers for the chosen Stars Table rows (validated by :func:`npq.solo.bonuses.validate_objectives`)."""
        tables = tables or load_solo_tables()
        return cls(tuple(tracker_for(tables.objective(n)) for n in numbers))

    def advance(self, event: SoloEvent) -> ObjectivesTracker:
        """All trackers after ``event``."""
        return ObjectivesTracker(tuple(t.advance(event) for t in self.trackers))

    def feed(self, events: Iterable[SoloEvent]) -> ObjectivesTracker:
        """All trackers after every event of ``events`` in order."""
        tracker = self
        for event in events:
            tracker = tracker.advance(event)
        return tracker

    def progress(self) -> tuple[ObjectiveProgress, ...]:
        """One progress line per chosen objective, in the order chosen."""
        return tuple(t.progress() for t in self.trackers)

    @property
    def met(self) -> tuple[int, ...]:
        """The numbers of the objectives met so far."""
        return tuple(t.number for t in self.trackers if t.status is ObjectiveStatus.MET)

    @property
    def failed(self) -> tuple[int, ...]:
        """The numbers of the objectives failed so far."""
        return tuple(t.number for t in self.trackers if t.status is ObjectiveStatus.FAILED)

    @property
    def stars(self) -> int:
        """Stars earned by the objectives met so far."""
        return sum(t.spec.stars for t in self.trackers if t.status is ObjectiveStatus.MET)
