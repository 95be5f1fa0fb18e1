"""The weather-reading route planner (rulebook 1B, 4, 5; DESIGN.md D6-D10, D12).

The Range Calculator (:func:`npq.nav.plan_range`) lays straight legs between places and ignores
the weather. The weather disc is deterministic (D6), so a flight can be planned against the
weather that will come: :func:`plan_route` flies each candidate leg turn by turn, each turn
starting where the last ended and reading the icon in the window of the area it starts in (1B):

- Fog holds the airship (D7): on the ground it waits at the base (no fuel burnt); in flight it
  is held and burns its unit of fuel (D9). With the advanced rules a Commander may fly on after
  drawing a Venture card; the plan counts the cards.
- Rain costs one Length of Speed; a Storm costs one Structural Integrity before the move and
  spins the Wind Indicator. No plan lets the Integrity fall below 1: a storm turn needs 2 or
  more, else the plan stops at a base to repair first.
- Wind (and Storm) spins the Wind Indicator (D8): the course may turn 12° or 24° left or right
  and the Speed change by one (FW/BW). The plan carries, for every windy turn, the band of the
  12 possible ends, and two tracks: the *expected* one (each turn the mean progress over the 12
  sectors toward the leg's end) and the *worst* one (each turn the sector that leaves the
  airship furthest from the leg's end, re-aiming the next turn; a deviated move stops short of
  an obstacle or the locked Barrage it would enter, D10). The worst track decides the fuel:
  every leg's worst case arrives before the tank runs dry (D9: one unit a turn in flight).
- Legs are straight lines between places that the rules let an airship fly (the Range
  Calculator's cached clear legs: the locked Barrage, and obstacles and restricted areas
  without a Commander, 1A, D10); with a Commander the Venture cards of the obstacles crossed are
  counted (:func:`_cards`, each turn's move: one card per obstacle, sea obstacle or --
  advanced -- restricted area it crosses), with the advanced fog's.

The search is Dijkstra (A* with an admissible bound) over states (place, Integrity) labelled by
(worst-case round the airship is free again, Venture cards, stops, Bonds): an airship on the
ground may wait, so an earlier arrival is never worse. At every stop the tank is filled (and,
as a second choice, the Integrity repaired) at the basic price list's 10 Bonds a unit (D12).
It minimises the worst-case arrival round, then the Venture cards drawn, then the stops, then
the Bonds -- the cards before the stops because a card is a gamble the plan cannot see (it may
hold the airship, cost it Integrity, fuel or a turn, undoing the worst case the plan
promises), a stop only a sure action and its Bonds (docs/rules-decisions.md) -- and says why
when the target cannot be reached: ``fuel``, ``barrage``, ``obstacles`` or ``weather``. A node from which no
chain of usable legs on full tanks reaches the target is never entered, and a leg whose bound
arrives after the horizon is never flown (both exact: no plan could use them).

Its effort is bounded by a count, not a clock (:attr:`RouteRules.budget`: turns flown in its
simulations, a remembered leg counting its turns again), so a plan is the same on every
machine and in every process. When the budget is spent the plan falls back to a chain of legs
down the bound (:func:`_chain`: from each place the leg of fewest full-Speed turns to the
target that flies, leaving at the earliest round within ``max_wait``), flown against the same
weather with the same checks -- never dry, no fog, no storm at Integrity 1 -- but not proven
the earliest (:attr:`RoutePlan.fallback`); when that chain does not fly either the target is
reported unreachable. Simulated legs and worst sectors are remembered across plans
(:data:`_LEGS`, pure functions of their keys): the bots re-plan the same legs turn after turn.
"""

from __future__ import annotations

import dataclasses
import functools
import heapq
import itertools
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeAlias, TypeVar

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from npq._memo import by_identity
from npq.board import RING_RADIUS, Board, FeatureKind, WeatherArea
from npq.board.tables import StoredRows, TableError, board_tables, source_digest
from npq.nav._index import nav_index, weather_area_at
from npq.nav.airship import _VENTURE
from npq.nav.calculators import (
    PointRef,
    _barrage,
    _legs_clear,
    _place_legs,
    resolve_point,
)
from npq.nav.geometry import EPS, Coord
from npq.nav.speed import INTEGRITY_CAP, SPEED_CAP, allowed_speed
from npq.nav.wind import WIND_SECTORS, Wind
from npq.nav.zones import crossings_along
from npq.weather import Icon, WeatherDisc, load_weather_disc

__all__ = [
    "REASONS",
    "RouteCrew",
    "RoutePlan",
    "RouteRules",
    "RouteTurn",
    "clear_turns",
    "crosses_neutral",
    "plan_route",
    "turns_to",
    "wind_band",
]

#: Why a target cannot be reached, in the order they are tested (``neutral`` only off the
#: Neutral Territories, :attr:`RouteRules.off_neutral`).
REASONS = ("fuel", "barrage", "obstacles", "neutral", "weather")

_WINDY = (Icon.WIND, Icon.STORM)


@dataclass(frozen=True, slots=True)
class RouteCrew:
    """The crew as the planner sees it: a Commander (obstacles may be crossed, D10; advanced fog
    with a Venture card, D7) and a Scientist (cancels the wind's deviation in fog and storm)."""

    commander: bool = False
    scientist: bool = False


@dataclass(frozen=True, slots=True)
class RouteRules:
    """The rule options a plan depends on, and the prices of a stop (D12 basic: 10 a unit)."""

    advanced: bool = False
    barrage_unlocked: bool = False
    max_integrity: int = INTEGRITY_CAP
    fuel_price: int = 10
    repair_price: int = 10
    #: Rounds a plan may wait on the ground at one place before leaving it.
    max_wait: int = 4
    #: Rounds looked ahead from the first; a later arrival is reported unreachable (weather).
    horizon: int = 30
    #: The search's effort: turns it may fly in its simulations (each turn of a leg tried
    #: counts one) before it gives up the exact search for the bound's chain of legs (see
    #: :func:`plan_route`). A count, not a time: a plan is the same on every machine.
    budget: int = 4000
    #: The same with a Commander aboard: the obstacles open more legs, and the Venture cards
    #: they draw are weighed (second, after the arrival round), so the search has more to
    #: tell apart before it settles.
    commander_budget: int = 6000
    #: Places that sell neither fuel nor repairs (from edition 3 an Arctic base before its
    #: Mooring Mast, issue 17 ruling 3): a plan may start or end there, never stop there.
    dry: frozenset[str] = frozenset()
    #: Keep off the Neutral Territories (the solo game's objective 3, section 12): no leg
    #: crosses white land for a positive length (:func:`crosses_neutral`), no stop at a base
    #: of no nation, and no turn of a leg ends in the ring of one (a move ending in a ring
    #: stations the airship there, D4); a plan may start or end there (where the objective
    #: is already lost).
    off_neutral: bool = False
    #: Every track of the wind, not only the worst one: each windy turn's 12 sector ends are
    #: flown on, each under its own area's weather (fog, rain, storm, wind), and a leg is
    #: flown only if every track arrives before the tank runs dry, none held by fog in
    #: flight, none below Integrity 1 (:func:`_every_track`). The one worst track furthest
    #: from the leg's end may meet other weather than a nearer one; on a small tank (the solo
    #: game's objective 2 keeps 2 Fuel) that track may be the one that comes down. A band
    #: wider than :data:`_TRACKS_MAX` ends is not vouched for (the leg is not flown).
    all_tracks: bool = False
    #: Whether a plan that starts in the air may wait before its first leg (off by the solo
    #: bot): an airship in flight cannot wait (every turn it moves or is held, burning a unit,
    #: D9), so a plan whose first turn waits there is flown a round early, under weather the
    #: plan did not read (the solo game Germany, objective 2, seed 4 by edition 4: from mid-
    #: Atlantic on 2 Fuel a plan waited a round of rain, the bot flew on at once and met the
    #: next round's storm, which bent it off Reykjavik's ring on its last drop). ``True`` keeps
    #: the plans the app, the CLI and the greedy and expert bots have always had.
    air_waits: bool = True


@dataclass(frozen=True, slots=True)
class RouteTurn:
    """One turn of the plan, flown (or waited) in ``round_no``.

    ``start``/``end`` are the expected track's; ``icon`` is the forecast icon in the area the
    turn starts in (1B). ``action`` is ``"fly"`` or ``"wait"`` (on the ground, no fuel; the
    plan never lets fog hold the airship in flight). ``band`` holds the 12 ends the Wind
    Indicator's sectors give from ``start`` (empty without wind), ``worst`` where the worst
    track is after the turn. ``stop`` names the place refuelled at after the turn;
    ``fuel``/``integrity`` are the worst case after the turn.
    """

    turn: int
    round_no: int
    action: str
    start: Coord
    end: Coord
    area: str | None
    icon: Icon | None
    speed: float
    band: tuple[tuple[str, Coord], ...]
    worst: Coord
    fuel: int
    integrity: int
    arrived: str | None = None
    stop: str | None = None
    repair: bool = False
    venture_cards: int = 0
    #: The icon where the worst track starts the turn (it reads its own weather).
    worst_icon: Icon | None = None


@dataclass(frozen=True, slots=True)
class RoutePlan:
    """The planner's answer: ``turns`` in order, the legs' places (``path``), the stops, the
    Bonds spent there, the worst and expected arrival rounds, or the ``reason`` it is not
    reachable."""

    start: Coord
    end: Coord
    start_id: str | None
    end_id: str | None
    speed: float
    range: int
    fuel_now: int
    integrity_now: int
    from_round: int
    reachable: bool
    reason: str | None
    turns: tuple[RouteTurn, ...] = ()
    path: tuple[str | None, ...] = ()
    stops: tuple[str, ...] = ()
    repairs: tuple[str, ...] = ()
    bonds: int = 0
    worst_arrival: int | None = None
    expected_arrival: int | None = None
    venture_cards: int = 0
    considered: int = field(default=0, compare=False)
    #: Turns flown in the search's simulations (the effort :attr:`RouteRules.budget` bounds).
    effort: int = field(default=0, compare=False)
    #: The exact search ran out of its budget: the plan is the bound's chain of legs flown
    #: against the weather (not proven the earliest), or no plan when that chain does not fly.
    fallback: bool = False

    @property
    def waits(self) -> int:
        """Turns spent on the ground waiting (fog at the start, or better weather to come)."""
        return sum(1 for t in self.turns if t.action == "wait")


def wind_band(
    start: Coord, heading: float, speed: float, *, scientist_cancels: bool = False
) -> tuple[tuple[str, Coord], ...]:
    """The 12 ends of a move of ``speed`` Lengths from ``start`` along ``heading`` (degrees), one
    per Wind Indicator sector (D8): turned 12° or 24° L (counter-clockwise) or R, FW +1 and BW
    -1 Length. ``scientist_cancels`` keeps the course (fog and storm with a Scientist)."""
    out: list[tuple[str, Coord]] = []
    for w in WIND_SECTORS:
        dev = 0.0 if scientist_cancels else w.deviation
        m = max(0.0, speed + w.speed_delta)
        h = math.radians(heading + dev)
        out.append((w.value, (start[0] + m * math.cos(h), start[1] + m * math.sin(h))))
    return tuple(out)


# -- the per-turn physics ----------------------------------------------------------------------


class _Ctx:
    """What one plan's legs share: the board's index, the disc, the Speed arithmetic, the
    forbidden geometry a deviated move must stop short of."""

    def __init__(
        self, board: Board, disc: WeatherDisc, speed: float, crew: RouteCrew, rules: RouteRules
    ) -> None:
        self.board = board
        self.idx = nav_index(board)
        self.disc = disc
        self.crew = crew
        self.rules = rules
        self.speed = speed
        self.blocked = _blocked(board, crew.commander, rules.advanced, rules.barrage_unlocked)
        #: With a Commander: the zones whose crossing draws a Venture card (:func:`_cards`).
        self.hazards = _hazard_tree(board, rules.advanced) if crew.commander else None
        #: The Speed arithmetic's answers and the Wind Indicator's sectors under each icon
        #: (:meth:`allowance`, :meth:`sectors`), shared by the plans of the same Speed and crew.
        self._speed_of, self._sectors = _speed_tables(
            speed, crew.scientist, crew.commander, rules.advanced
        )
        #: Turns flown in simulations so far (:attr:`RouteRules.budget`).
        self.effort = 0
        #: What a leg's simulation depends on besides its own arguments (the memos' key).
        self.key = (
            _identity(board),
            _identity(disc),
            speed,
            crew.commander,
            crew.scientist,
            rules.advanced,
            rules.barrage_unlocked,
            rules.all_tracks,
            rules.off_neutral,
        )
        #: The memos' short names for :attr:`key` and for the board and disc alone (a small
        #: int hashes faster than the nine items, every leg and turn; :func:`_context_id`).
        self.kid = _context_id(self.key)
        self.wid = _context_id(self.key[:2])

    def allowance(self, icon: Icon | None, wind: Wind | None) -> tuple[float, float, bool, bool]:
        """(Speed, deviation, stopped, venture card) from the one Speed arithmetic (D7, D8)."""
        key = (icon, wind)
        got = self._speed_of.get(key)
        if got is None:
            whole = math.floor(self.speed)
            base = min(whole, SPEED_CAP)
            a = allowed_speed(
                base,
                icon=icon,
                wind=wind,
                scientist=self.crew.scientist,
                has_commander=self.crew.commander,
                advanced=self.rules.advanced,
                temporary=whole - base,
            )
            s = float(a.speed) + (self.speed - whole if a.speed > 0 else 0.0)
            got = (s, a.deviation, a.stopped, a.venture_card)
            self._speed_of[key] = got
        return got

    def weather(self, p: Coord, round_no: int) -> tuple[str | None, Icon | None]:
        """The area holding ``p`` and its icon in ``round_no`` (1B); both remembered across
        plans (the area per board and point, the icon per board, disc, area and round: the
        legs from a place all start with its weather)."""
        key = (self.key[0], p)
        if key in _AREAS:
            area = _AREAS[key]
        else:
            area = _keep(_AREAS, key, weather_area_at(self.idx, p[0], p[1]))
        if area is None:
            return None, None
        ikey = (self.wid, area.id, round_no)
        icon = _ICONS.get(ikey, _UNKNOWN)
        if icon is _UNKNOWN:
            icon = _keep(_ICONS, ikey, self.disc.icon(area, round_no))
        return area.id, icon  # type: ignore[return-value]

    def sectors(self, icon: Icon) -> tuple[tuple[tuple[float, int], ...], tuple[float, ...]]:
        """The Wind Indicator's sectors under ``icon`` (:meth:`allowance`): (Speed, which
        deviation) of each, in :data:`WIND_SECTORS` order, and the distinct deviations in
        radians (five for twelve sectors: a course's cosine and sine worked out once each)."""
        got = self._sectors.get(icon)
        if got is None:
            devs: dict[tuple[float, float], int] = {}  # by value and sign (0.0 and -0.0 apart)
            speeds = []
            for w in WIND_SECTORS:
                a = self.allowance(icon, w)
                rdev = math.radians(a[1])
                k = devs.setdefault((rdev, math.copysign(1.0, rdev)), len(devs))
                speeds.append((a[0], k))
            got = self._sectors[icon] = (tuple(speeds), tuple(r for r, _sign in devs))
        return got

    def stop_short(self, a: Coord, b: Coord, entries: list[float]) -> Coord:
        """Where a (deviated) move from ``a`` toward ``b`` ends: short of the first forbidden
        zone it would enter, given where it meets each (``entries``, fractions of its length:
        :meth:`_Blocked.entries`; D10: a wind-deviated airship stops short)."""
        total = math.dist(a, b)
        first = total
        for f in entries:
            first = min(first, total * f)
        d = max(0.0, first - 1e-6)
        f = d / total if total > EPS else 0.0
        return (a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]))


_SpeedOf = dict[tuple[Icon | None, Wind | None], tuple[float, float, bool, bool]]
_Sectors = dict[Icon, tuple[tuple[tuple[float, int], ...], tuple[float, ...]]]


@functools.lru_cache(maxsize=256)
def _speed_tables(
    speed: float, scientist: bool, commander: bool, advanced: bool
) -> tuple[_SpeedOf, _Sectors]:
    """The (empty at first) tables :meth:`_Ctx.allowance` and :meth:`_Ctx.sectors` fill, one
    pair per Speed, crew and rules they depend on: pure answers, shared across plans (issue 15:
    each plan worked out its own, ~60 calls of the Speed arithmetic)."""
    return {}, {}


@dataclass(frozen=True, slots=True)
class _Blocked:
    """The zones a move may not enter for the rule flags, as separate parts in an STRtree."""

    parts: tuple[BaseGeometry, ...]
    tree: shapely.STRtree
    #: Each part's boundary as segments (x1, y1, x2, y2), every ring.
    edges: tuple[np.ndarray, ...]
    #: The parts as an array (:meth:`meeting`), made from ``parts`` when not given.
    array: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=object))
    #: Each part's edges as columns: start x, start y and the edge's x and y extent (from
    #: ``edges``, worked out once: :meth:`entries` reads them every windy turn).
    columns: tuple[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray], ...] = ()

    def __post_init__(self) -> None:
        if len(self.array) != len(self.parts):
            array = np.empty(len(self.parts), dtype=object)
            array[:] = self.parts
            object.__setattr__(self, "array", array)
        if len(self.columns) != len(self.edges):
            columns = tuple(
                (e[:, 0].copy(), e[:, 1].copy(), e[:, 2] - e[:, 0], e[:, 3] - e[:, 1])
                for e in self.edges
            )
            object.__setattr__(self, "columns", columns)

    def meeting(self, lines: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The (line, part) pairs that intersect, as ``tree.query(lines, predicate=
        "intersects")`` finds them: the envelopes' candidates tested with the part first,
        where GEOS uses its prepared index (issue 15)."""
        li, pi = self.tree.query(lines)
        keep = shapely.intersects(self.array[pi], lines[li])
        return li[keep], pi[keep]

    def entries(self, k: int, a: Coord, ends: list[Coord]) -> list[float]:
        """:meth:`entry` of each segment from ``a`` to one of ``ends``, worked out together
        (the same arithmetic, element for element, on a row per segment)."""
        if len(ends) == 1 or shapely.intersects_xy(self.parts[k], a[0], a[1]):
            return [self.entry(k, a, b) for b in ends]
        x0, y0, sx, sy = self.columns[k]
        b = np.array(ends, dtype=np.float64)
        rx, ry = (b[:, 0] - a[0])[:, None], (b[:, 1] - a[1])[:, None]
        qx, qy = x0 - a[0], y0 - a[1]
        den = rx * sy - ry * sx
        num_t = qx * sy - qy * sx
        num_u = qx * ry - qy * rx
        with np.errstate(divide="ignore", invalid="ignore"):
            t = num_t / den
            u = num_u / den
        # (a zero ``den`` makes t and u infinite or NaN: outside [0, 1], no hit)
        hit = (t >= 0.0) & (t <= 1.0) & (u >= 0.0) & (u <= 1.0)
        # the first hit's t (in [0, 1]), else 1
        first = np.minimum(np.where(hit, t, np.inf).min(axis=1), 1.0).tolist()
        parallel = den == 0.0
        if parallel.any():
            # a segment with an edge along it: the one-segment answer, which looks at the overlap
            along = (parallel & (num_u == 0.0)).any(axis=1)
            for i in np.flatnonzero(along).tolist():
                first[i] = self.entry(k, a, ends[i])
        return first

    def entry(self, k: int, a: Coord, b: Coord) -> float:
        """Where the segment a-b first meets part ``k``, as a fraction of its length (0 when
        ``a`` is in it or on its edge; 1 when it never meets it): the first crossing of the
        part's boundary, worked out on all its edges at once."""
        if shapely.intersects_xy(self.parts[k], a[0], a[1]):
            return 0.0
        e = self.edges[k]
        x0, y0, sx, sy = self.columns[k]
        rx, ry = b[0] - a[0], b[1] - a[1]
        qx, qy = x0 - a[0], y0 - a[1]
        den = rx * sy - ry * sx
        num_t = qx * sy - qy * sx
        num_u = qx * ry - qy * rx
        with np.errstate(divide="ignore", invalid="ignore"):
            t = num_t / den
            u = num_u / den
        hit = (t >= 0.0) & (t <= 1.0) & (u >= 0.0) & (u <= 1.0)  # (den 0: no hit, as above)
        first = min(float(np.where(hit, t, np.inf).min()), 1.0)
        # an edge along the segment itself: where it overlaps, its nearer end
        parallel = den == 0.0
        along = parallel & (num_u == 0.0) if parallel.any() else parallel
        if along.any():
            rr = rx * rx + ry * ry
            if rr > 0.0:
                t1 = (qx[along] * rx + qy[along] * ry) / rr
                t2 = ((e[along, 2] - a[0]) * rx + (e[along, 3] - a[1]) * ry) / rr
                lo, hi = np.minimum(t1, t2), np.maximum(t1, t2)
                over = (hi >= 0.0) & (lo <= 1.0)
                if over.any():
                    first = min(first, float(np.maximum(lo[over], 0.0).min()))
        return first


@functools.lru_cache(maxsize=16)
def _blocked(
    board: Board, commander: bool, advanced: bool, barrage_unlocked: bool
) -> _Blocked | None:
    """The forbidden zones (1A, D10) for the flags, built once per board and flags."""
    parts: list[BaseGeometry] = []
    if not commander:
        kinds = {FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE}
        if advanced:
            kinds.add(FeatureKind.RESTRICTED_AREA)
        for z in board.zones:
            if z.kind in kinds:
                parts.extend(shapely.get_parts(z.geometry))
    if not barrage_unlocked:
        parts.append(_barrage(board))
    if not parts:
        return None
    edges = []
    for g in parts:
        shapely.prepare(g)
        rings = [g.exterior, *g.interiors] if g.geom_type == "Polygon" else [g]
        segs = []
        for ring in rings:
            c = shapely.get_coordinates(ring)
            segs.append(np.hstack([c[:-1], c[1:]]))
        edges.append(np.vstack(segs))
    return _Blocked(tuple(parts), shapely.STRtree(parts), tuple(edges))


def _step(
    ctx: _Ctx, p: Coord, t: Coord, icon: Icon | None, wind: Wind | None
) -> tuple[Coord, bool, float]:
    """One move from ``p`` toward ``t`` under ``icon`` and ``wind``, declared for the distance
    to ``t`` up to the Speed allowed: (end, arrived, Speed). The end is where the line ends; a
    deviated line may still have to stop short of a forbidden zone (:func:`_worst`)."""
    s, dev, _stopped, _v = ctx.allowance(icon, wind)
    dx, dy = t[0] - p[0], t[1] - p[1]
    dist = math.hypot(dx, dy)
    if dist <= RING_RADIUS:
        return t, True, s
    h = math.atan2(dy, dx) + math.radians(dev)
    m = min(s, dist)
    if m <= EPS:
        return p, False, s
    # whether the move enters ``t``'s 0.3 L ring (D4), its cosine and sine used for the end
    ux, uy = math.cos(h), math.sin(h)
    along = max(0.0, min(m, dx * ux + dy * uy))
    if math.hypot(dx - along * ux, dy - along * uy) <= RING_RADIUS + 1e-9:
        return t, True, s
    return (p[0] + m * ux, p[1] + m * uy), False, s


def _sector_steps(ctx: _Ctx, p: Coord, t: Coord, icon: Icon) -> list[tuple[Coord, bool]]:
    """:func:`_step` under ``icon`` for every Wind Indicator sector (in :data:`WIND_SECTORS`
    order), (end, arrived) each: the same arithmetic, the bearing to ``t`` worked out once."""
    dx, dy = t[0] - p[0], t[1] - p[1]
    dist = math.hypot(dx, dy)
    if dist <= RING_RADIUS:
        return [(t, True)] * len(WIND_SECTORS)
    base = math.atan2(dy, dx)
    ring = RING_RADIUS + 1e-9
    out: list[tuple[Coord, bool]] = []
    speeds, devs = ctx.sectors(icon)
    courses = []  # per deviation: the course's cosine and sine, and the projection on it
    for rdev in devs:
        h = base + rdev
        ux, uy = math.cos(h), math.sin(h)
        courses.append((ux, uy, dx * ux + dy * uy))
    for s, k in speeds:
        m = min(s, dist)
        if m <= EPS:
            out.append((p, False))
            continue
        ux, uy, proj = courses[k]
        along = max(0.0, min(m, proj))
        if math.hypot(dx - along * ux, dy - along * uy) <= ring:
            out.append((t, True))
        else:
            out.append(((p[0] + m * ux, p[1] + m * uy), False))
    return out


#: Simulated legs and worst sectors already worked out, by everything they depend on (the
#: plan's :attr:`_Ctx.key` and their own arguments): a pure function's answers, so a plan is
#: the same with or without them -- a remembered leg still counts its turns as effort.
_LEGS: dict[tuple[object, ...], _Leg] = {}
_WORSTS: dict[tuple[object, ...], tuple[Coord, bool]] = {}
#: The expected track's mean progress over the sectors, the same way (:func:`_progress`).
_PROGRESS: dict[tuple[object, ...], float] = {}
#: The weather area holding a point, by (board id, point), and its icon by (board and disc,
#: area, round) (:meth:`_Ctx.weather`).
_AREAS: dict[tuple[int, Coord], WeatherArea | None] = {}
_ICONS: dict[tuple[int, str, int], Icon | None] = {}
_UNKNOWN = object()
#: The memos' short names for the contexts' keys (:func:`_context_id`), never given twice.
_CONTEXTS: dict[tuple[object, ...], int] = {}
_NAMES = itertools.count()
_MEMO_MAX = 200_000
_K = TypeVar("_K")
_V = TypeVar("_V")


def _keep(store: dict[_K, _V], key: _K, value: _V, limit: int = _MEMO_MAX) -> _V:
    """``store[key] = value``, the memo emptied first when it holds ``limit`` entries (the
    planner's memos are bounded so); returns ``value``."""
    if len(store) >= limit:
        store.clear()
    store[key] = value
    return value


#: The boards and discs the memos were filled for, kept alive so that their ids (the keys'
#: first items: hashing a whole board per leg cost more than the legs) are never reused.
_KEPT: dict[int, object] = {}


def _identity(thing: object) -> int:
    """A board's or disc's id in the memos' keys (:data:`_KEPT`)."""
    if _KEPT.get(id(thing)) is not thing:
        if len(_KEPT) >= 16:
            _KEPT.clear()
            _forget_contexts()
            _AREAS.clear()
            _CARDS.clear()
            _START_LEGS.clear()
        _KEPT[id(thing)] = thing
    return id(thing)


def _context_id(key: tuple[object, ...]) -> int:
    """A small int naming ``key`` (a plan's :attr:`_Ctx.key`, or its board and disc) in the
    memos' keys: the same for the same key while the names are kept, never another key's."""
    found = _CONTEXTS.get(key)
    if found is None:
        if len(_CONTEXTS) >= 4096:
            _forget_contexts()
        found = _CONTEXTS[key] = next(_NAMES)
    return found


def _forget_contexts() -> None:
    """Clear the names of the contexts and every memo keyed by them."""
    _CONTEXTS.clear()
    _LEGS.clear()
    _WORSTS.clear()
    _PROGRESS.clear()
    _ICONS.clear()


def _worst(ctx: _Ctx, q: Coord, b: Coord, icon: Icon) -> tuple[Coord, bool]:
    """The worst of the 12 sectors from ``q`` toward ``b`` (the end furthest from ``b``; a
    deviated move stops short of a forbidden zone it would enter, D10), and whether every
    sector arrives."""
    key = (ctx.kid, q, b, icon)
    found = _WORSTS.get(key)
    if found is None:
        found = _keep(_WORSTS, key, _worst_of(ctx, q, b, icon))
    return found


def _progress(ctx: _Ctx, e: Coord, b: Coord, icon: Icon) -> float:
    """The mean progress toward ``b`` over the 12 sectors' moves from ``e`` (the expected
    track's turn, :func:`_simulate_leg`), remembered as :func:`_worst` is."""
    found = _PROGRESS.get((ctx.kid, e, b, icon))
    if found is None:
        found = _keep_progress(ctx, e, b, icon, _sector_steps(ctx, e, b, icon))
    return found


def _keep_progress(
    ctx: _Ctx, e: Coord, b: Coord, icon: Icon, steps: list[tuple[Coord, bool]]
) -> float:
    """:func:`_progress` from the sectors' moves ``steps`` (:func:`_sector_steps`), kept."""
    d0 = math.dist(e, b)
    found = 0.0
    for end, arr in steps:
        found += d0 if arr else d0 - math.dist(end, b)
    found /= len(WIND_SECTORS)
    return _keep(_PROGRESS, (ctx.kid, e, b, icon), found)


def _worst_of(ctx: _Ctx, q: Coord, b: Coord, icon: Icon) -> tuple[Coord, bool]:
    steps = _sector_steps(ctx, q, b, icon)
    # the expected track's progress from the same point is read the same turn (its first)
    if (ctx.kid, q, b, icon) not in _PROGRESS:
        _keep_progress(ctx, q, b, icon, steps)
    ends, arrived = _sector_ends(ctx, q, b, icon, steps)
    if all(arrived):
        return b, True
    worst, worst_d = b, -1.0
    for end, arr in zip(ends, arrived, strict=True):
        d = -1.0 if arr else math.dist(end, b)
        if d > worst_d:
            worst, worst_d = end, d
    return worst, False


def _sector_ends(
    ctx: _Ctx, q: Coord, b: Coord, icon: Icon, steps: list[tuple[Coord, bool]] | None = None
) -> tuple[list[Coord], list[bool]]:
    """Where each of the 12 sectors' moves from ``q`` toward ``b`` ends (a deviated move stops
    short of a forbidden zone it would enter, D10), and whether it arrives (``steps``: their
    moves before that, :func:`_sector_steps`, when worked out already)."""
    if steps is None:
        steps = _sector_steps(ctx, q, b, icon)
    ends = [end for end, _arr in steps]
    arrived = [arr for _end, arr in steps]
    if all(arrived):
        return ends, arrived
    if ctx.blocked is not None:
        open_ = [k for k, a in enumerate(arrived) if not a and ends[k] != q]
        if open_:  # (the tree's envelopes first: a move far from every part meets none)
            lines = shapely.linestrings(np.array([[q, ends[k]] for k in open_], dtype=np.float64))
            li, pi = ctx.blocked.meeting(lines)
            # the sectors meeting each part, each part's entries worked out for all of them
            meets: dict[int, list[int]] = {}
            for a_, b_ in zip(li.tolist(), pi.tolist(), strict=True):
                meets.setdefault(b_, []).append(open_[a_])
            found: dict[int, list[float]] = {}
            for part, ks in meets.items():
                fs = ctx.blocked.entries(part, q, [ends[k] for k in ks])
                for k, f in zip(ks, fs, strict=True):
                    found.setdefault(k, []).append(f)
            for k, fs in found.items():
                ends[k] = ctx.stop_short(q, ends[k], fs)
    return ends, arrived


@dataclass(slots=True)
class _Leg:
    """A simulated leg: the worst and the expected tracks' turns, the worst fuel and Integrity
    on arrival, or ``fail`` (why the worst case does not arrive)."""

    ok: bool
    fail: str | None
    worst_turns: int = 0
    expected_turns: float = 0.0
    integrity: int = 0
    venture: int = 0
    turns: list[RouteTurn] = field(default_factory=list)
    #: The turns its simulation flew (the search's effort, :attr:`RouteRules.budget`).
    effort: int = 0


def _fly_leg(
    ctx: _Ctx,
    a: Coord,
    b: Coord,
    b_id: str | None,
    round0: int,
    fuel: int,
    integrity: int,
    record: int = 0,
) -> _Leg:
    """Fly from ``a`` to ``b`` leaving in ``round0`` with ``fuel`` and ``integrity``: the worst
    track (the worst sector every windy turn) and the expected one (the mean progress). The
    search's legs (not recorded: ``record`` 0) are remembered (:data:`_LEGS`); a plan's legs
    record their turns, numbered from ``record``."""
    if record:
        return _honest(
            ctx,
            a,
            b,
            round0,
            fuel,
            integrity,
            _simulate_leg(ctx, a, b, b_id, round0, fuel, integrity, record),
        )
    key = (ctx.kid, a, b, b_id, round0, fuel, integrity)
    leg = _LEGS.get(key)
    if leg is None:
        before = ctx.effort
        leg = _simulate_leg(ctx, a, b, b_id, round0, fuel, integrity, 0)
        leg = _honest(ctx, a, b, round0, fuel, integrity, leg)
        leg.effort = ctx.effort - before
        _keep(_LEGS, key, leg)
    else:
        ctx.effort += leg.effort
    return leg


def _simulate_leg(
    ctx: _Ctx,
    a: Coord,
    b: Coord,
    b_id: str | None,
    round0: int,
    fuel: int,
    integrity: int,
    record: int,
) -> _Leg:
    q = a  # the worst track
    e = a  # the expected track
    e_done = False
    e_turns = 0.0
    integ = integrity
    venture = 0
    turns: list[RouteTurn] = []
    s_nom = 0.0  # the Speed a turn records (only recorded turns ask it)
    held = not (ctx.rules.advanced and ctx.crew.commander)  # fog holds the airship (D7)
    for k in range(fuel):
        ctx.effort += 1
        rnd = round0 + k
        area, icon = ctx.weather(q, rnd)
        if icon is Icon.FOG and held:
            # On the ground: wait (the caller tries a later round). In flight: the airship
            # would be held and burn fuel; the plan waits on the ground or routes around.
            return _Leg(False, "weather")
        if icon is Icon.FOG:
            venture += 1
        if icon is Icon.STORM:
            integ -= 1
            if integ < 1:
                return _Leg(False, "storm")
        if record:
            s_nom = ctx.allowance(Icon.RAIN if icon is Icon.RAIN else None, None)[0]
        if icon in _WINDY:
            worst_q, q_arrived = _worst(ctx, q, b, icon)
        else:
            worst_q, q_arrived, _s = _step(ctx, q, b, icon, None)
        # the expected track: its own weather, the mean progress over the sectors
        band: tuple[tuple[str, Coord], ...] = ()
        e_next = e
        was_done = e_done
        e_area, e_icon = (area, icon) if e == q or e_done else ctx.weather(e, rnd)
        if not e_done:
            if e_icon is Icon.FOG and held:
                return _Leg(False, "weather")  # the expected track would be held in fog
            d0 = math.dist(e, b)
            if e_icon in _WINDY:
                prog = _progress(ctx, e, b, e_icon)
                if record:
                    s0 = ctx.allowance(None, None)[0]  # wind and storm alone change no Speed
                    cancels = ctx.crew.scientist and e_icon is Icon.STORM
                    heading = math.degrees(math.atan2(b[1] - e[1], b[0] - e[0]))
                    band = wind_band(e, heading, min(s0, d0), scientist_cancels=cancels)
            else:
                if e == q:  # the worst track's own move (the same point, icon and step)
                    end, arr = worst_q, q_arrived
                else:
                    end, arr, _s = _step(ctx, e, b, e_icon, None)
                prog = d0 if arr else d0 - math.dist(end, b)
            e_turns += 1
            if prog >= d0 - RING_RADIUS - 1e-9:
                e_next, e_done = b, True
            else:
                f = prog / d0 if d0 > EPS else 1.0
                e_next = (e[0] + f * (b[0] - e[0]), e[1] + f * (b[1] - e[1]))
        # the Venture cards of the obstacles this turn's move crosses with a Commander (D10),
        # along the move the turn records: the expected track's, the worst's once it is in
        q_end = b if q_arrived else worst_q
        cards = _cards(ctx, q, q_end) if was_done else _cards(ctx, e, e_next)
        venture += cards
        drawn = cards + (1 if icon is Icon.FOG else 0)
        if record and was_done:  # the expected track is in: the turn is the worst one's
            turns.append(
                _turn(
                    ctx,
                    record + k,
                    rnd,
                    "fly",
                    q,
                    b if q_arrived else worst_q,
                    area,
                    icon,
                    s_nom,
                    (),
                    b if q_arrived else worst_q,
                    fuel - k - 1,
                    integ,
                    arrived=b_id if q_arrived else None,
                    worst_icon=icon,
                    venture=drawn,
                )
            )
        elif record:
            turns.append(
                _turn(
                    ctx,
                    record + k,
                    rnd,
                    "fly",
                    e,
                    e_next,
                    e_area,
                    e_icon,
                    s_nom,
                    band,
                    b if q_arrived else worst_q,
                    fuel - k - 1,
                    integ,
                    arrived=b_id if q_arrived else None,
                    worst_icon=icon,
                    venture=drawn,
                )
            )
        if ctx.rules.off_neutral and (
            (not q_arrived and _on_neutral_base(ctx.board, worst_q))
            or (not e_done and _on_neutral_base(ctx.board, e_next))
        ):
            # the turn's move would end in the ring of a base of no nation, which stations the
            # airship there (D4): over the Neutral Territories (section 12 objective 3)
            return _Leg(False, "weather")
        e = e_next
        q = b if q_arrived else worst_q
        if q_arrived:
            if not e_done:  # the expected track lags the worst only by rounding
                e_turns = float(k + 1)
            return _Leg(True, None, k + 1, min(e_turns, k + 1.0), integ, venture, turns)
    return _Leg(False, "fuel")


def _on_neutral_base(board: Board, pos: Coord) -> bool:
    """Whether a move ending at ``pos`` leaves the airship stationed on a base of no nation
    (the nearest place whose ring holds it, :func:`npq.nav.airship.stationed_at`): the
    Scapa Flow -> Ouargla leg of Germany's objective-3 solo game of seed 0 by edition 5 ended
    its first turn in Barcelona's ring, on neutral Spain."""
    near = board.places_near(pos)
    return bool(near) and near[0].nation is None


#: The most wind tracks :func:`_every_track` follows at once (12 a windy turn from each): a
#: tank of 2 needs at most 12, one of 3 at most 144; a wider band is not vouched for.
_TRACKS_MAX = 200


def _honest(
    ctx: _Ctx, a: Coord, b: Coord, round0: int, fuel: int, integrity: int, leg: _Leg
) -> _Leg:
    """``leg`` checked on every track of the wind when the rules ask for it
    (:attr:`RouteRules.all_tracks`): its worst arrival and Integrity are those of the worst
    of all tracks, or it fails with the reason the first failing track gives."""
    if not ctx.rules.all_tracks or not leg.ok:
        return leg
    fail, turns, integ = _every_track(ctx, a, b, round0, fuel, integrity)
    if fail is not None:
        return _Leg(False, fail)
    leg.worst_turns = max(leg.worst_turns, turns)
    leg.integrity = min(leg.integrity, integ)
    return leg


def _every_track(
    ctx: _Ctx, a: Coord, b: Coord, round0: int, fuel: int, integrity: int
) -> tuple[str | None, int, int]:
    """Fly from ``a`` to ``b`` on every track the Wind Indicator may make (each windy turn
    every sector's end, each flown on under its own area's icon, 1B, D7-D8; the same ends
    merged): (why some track fails or None, the turn the last one arrives, the lowest
    Integrity on arrival). Fog holds a track in flight (it fails, as for the worst one);
    storm costs each track its Integrity. Off neutral land (:attr:`RouteRules.off_neutral`)
    a track whose turn crosses white land fails too (``"weather"``: the wind may put the
    airship there, section 12 objective 3 -- Germany's and Italy's solo games of seed 2 by
    edition 4 lost it so on the way to Craig Harbour, a spin of BW+12L over Greenland)."""
    tracks: dict[Coord, int] = {a: integrity}
    lowest = integrity
    neutral = ctx.rules.off_neutral
    for k in range(fuel):
        rnd = round0 + k
        ahead: dict[Coord, int] = {}
        moved: list[tuple[Coord, Coord]] = []
        for q, integ in tracks.items():
            ctx.effort += 1
            _area, icon = ctx.weather(q, rnd)
            if icon is Icon.FOG and not (ctx.rules.advanced and ctx.crew.commander):
                return "weather", 0, 0
            if icon is Icon.STORM:
                integ -= 1
                if integ < 1:
                    return "storm", 0, 0
            if icon in _WINDY:
                ends, arrived = _sector_ends(ctx, q, b, icon)
                moves = list(zip(ends, arrived, strict=True))
            else:
                end, arr, _s = _step(ctx, q, b, icon, None)
                moves = [(end, arr)]
            for end, arr in moves:
                if neutral and end != q:
                    moved.append((q, end))
                if arr:
                    lowest = min(lowest, integ)
                    continue
                ahead[end] = min(ahead.get(end, integ), integ)
        if moved and crosses_neutral(ctx.board, shapely.linestrings(np.array(moved))).any():
            return "weather", 0, 0
        if not ahead:
            return None, k + 1, lowest
        if len(ahead) > _TRACKS_MAX:
            return "weather", 0, 0
        tracks = ahead
    return "fuel", 0, 0


#: Venture cards of the obstacles a move crosses, by (board, advanced, start, end): a pure
#: function of its key, worked out once (the search flies the same moves at other rounds).
_CARDS: dict[tuple[object, ...], int] = {}


def _cards(ctx: _Ctx, a: Coord, b: Coord) -> int:
    """The Venture cards a move from ``a`` to ``b`` draws for the obstacles it crosses (D10:
    with a Commander, one card per obstacle, sea obstacle or -- advanced -- restricted area
    crossed with a positive length, before moving; a move that starts inside one crosses it
    too): 0 without a Commander (the plan never crosses one then). The engine's count
    (:func:`npq.nav.zones.crossings_along`'s hazards): a zone whose inside the move meets is
    one card; a move only touching a zone (which may run along its edge) is asked of
    ``crossings_along`` itself (a test holds the two to the same counts)."""
    hz = ctx.hazards
    if hz is None or a == b:
        return 0
    key = (ctx.key[0], ctx.rules.advanced, a, b)
    got = _CARDS.get(key)
    if got is None:
        polys, tree = hz
        line = shapely.linestrings([a, b])
        near = tree.query(line)  # the zones whose box the move meets
        if len(near):
            near = near[shapely.intersects(polys[near], line)]
        if not len(near):
            got = 0
        elif not shapely.touches(polys[near], line).any():
            got = len(near)  # each zone's inside is crossed: a positive length
        else:
            got = sum(
                1
                for c in crossings_along(ctx.board, [a, b], _VENTURE[ctx.rules.advanced])
                if c.is_hazard
            )
        _keep(_CARDS, key, got)
    return got


@functools.lru_cache(maxsize=8)
def _hazard_tree(board: Board, advanced: bool) -> tuple[np.ndarray, shapely.STRtree]:
    """The zones that cost an airship a Venture card (D10, :data:`npq.nav.airship._VENTURE`:
    obstacles, sea obstacles and, in the advanced game, restricted areas), prepared, with
    their tree."""
    venture = _VENTURE[advanced]
    polys = np.array([z.geometry for z in board.zones if venture(z) is not None], dtype=object)
    shapely.prepare(polys)
    return polys, shapely.STRtree(polys)


def _turn(
    ctx: _Ctx,
    number: int,
    rnd: int,
    action: str,
    a: Coord,
    b: Coord,
    area: str | None,
    icon: Icon | None,
    speed: float,
    band: tuple[tuple[str, Coord], ...],
    worst: Coord,
    fuel: int,
    integ: int,
    arrived: str | None = None,
    worst_icon: Icon | None = None,
    venture: int = 0,
) -> RouteTurn:
    return RouteTurn(
        turn=number,
        round_no=rnd,
        action=action,
        start=a,
        end=b,
        area=area,
        icon=icon,
        speed=speed,
        band=band,
        worst=worst,
        fuel=fuel,
        integrity=integ,
        arrived=arrived,
        worst_icon=worst_icon,
        venture_cards=venture,
    )


# -- the search --------------------------------------------------------------------------------


def plan_route(
    board: Board,
    start: PointRef,
    end: PointRef,
    *,
    speed: float,
    range_: int,
    fuel: int | None = None,
    round_no: int = 1,
    crew: RouteCrew | None = None,
    rules: RouteRules | None = None,
    integrity: int | None = None,
    disc: WeatherDisc | None = None,
) -> RoutePlan:
    """Plan a flight from ``start`` to ``end`` leaving in ``round_no``, turn by turn against the
    forecast (module docstring). ``speed`` is the permanent Speed with the crew's bonus,
    ``range_`` the tank, ``fuel`` what is in it now (full when ``None``), ``integrity`` the
    Structural Integrity now (``rules.max_integrity`` when ``None``)."""
    crew = crew or RouteCrew()
    rules = rules or RouteRules()
    disc = disc or load_weather_disc()
    if speed <= 0:
        raise ValueError(f"Speed must be positive, got {speed}")
    if range_ <= 0:
        raise ValueError(f"Range must be positive, got {range_}")
    if round_no < 1:
        raise ValueError(f"rounds are numbered from 1, got {round_no}")
    s, s_place = resolve_point(board, start)
    e, e_place = resolve_point(board, end)
    fuel_now = range_ if fuel is None else fuel
    integ_now = rules.max_integrity if integrity is None else integrity
    s_id = s_place.id if s_place else None
    e_id = e_place.id if e_place else None
    base = RoutePlan(
        start=s,
        end=e,
        start_id=s_id,
        end_id=e_id,
        speed=speed,
        range=range_,
        fuel_now=fuel_now,
        integrity_now=integ_now,
        from_round=round_no,
        reachable=False,
        reason=None,
    )
    if math.dist(s, e) <= RING_RADIUS:
        return dataclasses.replace(
            base,
            reachable=True,
            reason=None,
            path=(s_id, e_id),
            worst_arrival=round_no - 1,
            expected_arrival=round_no - 1,
        )
    ctx = _Ctx(board, disc, speed, crew, rules)
    nodes, lb_turns, usable, h_rounds = _graph(
        board, s, s_place, e, e_place, speed, range_, fuel_now, crew, rules
    )
    n = len(nodes)
    target = n - 1
    adj = _Adjacency(usable)
    limit = round_no + rules.horizon
    budget = rules.commander_budget if crew.commander else rules.budget
    air_start = nodes[0][1] is None
    # No way on at all (fuel, obstacles, the Barrage) from a node: the search never goes there;
    # from the start (its own tank) no search at all.
    out0 = adj.array(0)
    lb0 = lb_turns[0][out0]
    ways0 = (lb0 + h_rounds[out0])[lb0 <= fuel_now]
    h_rounds[0] = int(ways0.min()) if len(ways0) else _NO_WAY
    # Lazy A*: a leg is pushed with an optimistic label (its fewest possible turns, leaving at
    # once) and flown only when that label reaches the top of the queue; its true labels are
    # pushed then. Labels: (free round, Venture cards, stops, Bonds), keyed by (f = free +
    # bound, cards, stops, Bonds); states: (node, Integrity).
    best: dict[tuple[int, int], tuple[int, int, int, int]] = {(0, integ_now): (round_no, 0, 0, 0)}
    prev: dict[tuple[int, int], tuple[tuple[int, int], int, bool]] = {}
    seq = 0
    heap: list[tuple[int, int, int, int, int, int, tuple[int, ...]]] = []
    if h_rounds[0] < _NO_WAY:
        heap.append((round_no + int(h_rounds[0]), 0, 0, 0, round_no, seq, (0, 0, integ_now)))
    done: set[tuple[int, int]] = set()
    settled_integ = np.zeros(n, dtype=np.int64)  # the best Integrity settled at each node
    fails: set[str] = set()
    considered = 0
    goal: tuple[int, int] | None = None
    exhausted = False
    # A settled state's legs wait in a bucket, sorted by the labels they would carry in the
    # queue (their sequence numbers given in adjacency order, as if pushed one by one): only
    # the bucket's next leg is in the queue, so the queue pops what it would pop with all of
    # them in it, at a fraction of the pushes.
    buckets: list[tuple[list[tuple[int, int, int, int, int, int, int]], tuple[int, ...]]] = []
    while heap and not exhausted:
        _f, cards, stops, bonds, r, _seq, payload = heapq.heappop(heap)
        if payload[0] == 0:  # a state
            _, i, integ = payload
            key = (i, integ)
            if key in done:
                continue
            done.add(key)
            settled_integ[i] = max(int(settled_integ[i]), integ)
            if i == target:
                goal = key
                break
            tank = fuel_now if i == 0 else range_
            row = adj.array(i)
            lb = lb_turns[i, row]
            f = r + lb + h_rounds[row]
            # not settled better already, in reach of the tank, the bound within the horizon;
            # never back to a start in the air (a point: no stop, no repair there)
            keep = (settled_integ[row] < integ) & (lb <= tank) & (f <= limit)
            if air_start:
                keep &= row != 0
            js = row[keep]
            if not len(js):
                continue
            lbs, fs = lb[keep], f[keep]
            # a stop after every leg but the one into the target (the last node: last in js)
            fills = np.maximum(0, range_ - tank + lbs) * rules.fuel_price
            sts = np.full(len(js), stops + 1, dtype=np.int64)
            if js[-1] == target:
                fills[-1] = 0
                sts[-1] = stops
            bds = bonds + fills
            rrs = r + lbs
            seqs = np.arange(seq + 1, seq + 1 + len(js), dtype=np.int64)
            seq += len(js)
            # sorted by (f, stops, Bonds, round, sequence): the sequence numbers rise in
            # adjacency order, so a stable sort on the other four keys is the same order
            order = np.lexsort((rrs, bds, sts, fs))
            legs = list(
                zip(
                    fs[order].tolist(),
                    [cards] * len(order),
                    sts[order].tolist(),
                    bds[order].tolist(),
                    rrs[order].tolist(),
                    seqs[order].tolist(),
                    js[order].tolist(),
                    strict=True,
                )
            )
            buckets.append((legs, (i, integ, r, cards, stops, bonds)))
            f0, c0, st0, bd0, r0_, sq0, _j = legs[0]
            heapq.heappush(heap, (f0, c0, st0, bd0, r0_, sq0, (1, len(buckets) - 1, 0)))
            continue
        _, b_no, pos = payload
        legs, (i, integ, r0, cards0, stops0, bonds0) = buckets[b_no]
        if pos + 1 < len(legs):
            f1, c1, st1, bd1, r1, sq1, _j = legs[pos + 1]
            heapq.heappush(heap, (f1, c1, st1, bd1, r1, sq1, (1, b_no, pos + 1)))
        j = legs[pos][6]
        if settled_integ[j] >= integ:
            continue
        tank = fuel_now if i == 0 else range_
        last = j == target
        waits = 0 if i == 0 and air_start and not rules.air_waits else rules.max_wait
        for wait in range(waits + 1):
            depart = r0 + wait
            if depart >= limit:
                fails.add("weather")
                break
            considered += 1
            leg = _fly_leg(ctx, nodes[i][0], nodes[j][0], nodes[j][1], depart, tank, integ)
            if ctx.effort > budget:
                exhausted = True
                break
            if not leg.ok:
                assert leg.fail is not None
                fails.add(leg.fail)
                if leg.fail == "fuel" and wait == 0 and lb_turns[i, j] >= tank:
                    break
                continue
            free = depart + leg.worst_turns
            if free > limit:
                fails.add("weather")
                break
            refuel = 0 if last else (range_ - (tank - leg.worst_turns)) * rules.fuel_price
            options = [(leg.integrity, False, refuel)]
            if not last and leg.integrity < rules.max_integrity:
                repair = (rules.max_integrity - leg.integrity) * rules.repair_price
                options.append((rules.max_integrity, True, refuel + repair))
            for new_integ, repaired, cost in options:
                nk = (j, new_integ)
                label = (free, cards0 + leg.venture, stops0 + (0 if last else 1), bonds0 + cost)
                if nk in done or (nk in best and best[nk] <= label):
                    continue
                best[nk] = label
                prev[nk] = ((i, integ), depart, repaired)
                seq += 1
                heapq.heappush(
                    heap,
                    (
                        free + int(h_rounds[j]),
                        label[1],
                        label[2],
                        label[3],
                        free,
                        seq,
                        (0, j, new_integ),
                    ),
                )
            break  # the earliest departure that flies the leg; waiting longer is no gain
    if exhausted:
        # The budget is spent: the bound's own chain of legs (fewest full-Speed turns over the
        # same usable legs), each leg leaving at the earliest round its worst case flies.
        base = dataclasses.replace(base, fallback=True)
        found = _chain(ctx, nodes, lb_turns, h_rounds, adj, range_, fuel_now, integ_now, round_no)
        if found is not None:
            goal, prev, best = found
        else:
            fails.add("weather")
    if goal is None:
        return dataclasses.replace(
            base,
            reachable=False,
            reason=_reason(board, (s, s_place, e, e_place), speed, range_, fuel_now, crew, rules),
            considered=considered,
            effort=ctx.effort,
        )
    plan = _build(
        ctx, nodes, goal, prev, best, base, range_, fuel_now, integ_now, round_no, rules, considered
    )
    return dataclasses.replace(plan, effort=ctx.effort)


#: How many next legs the fallback chain tries at each place, best first (:func:`_chain`).
_CHAIN_WAYS = 6


def _chain(
    ctx: _Ctx,
    nodes: list[tuple[Coord, str | None]],
    lb_turns: _Matrix,
    h_rounds: np.ndarray,
    adj: _Adjacency,
    range_: int,
    fuel_now: int,
    integ_now: int,
    round_no: int,
) -> (
    tuple[
        tuple[int, int],
        dict[tuple[int, int], tuple[tuple[int, int], int, bool]],
        dict[tuple[int, int], tuple[int, int, int, int]],
    ]
    | None
):
    """The fallback of a search that spent its budget: a chain of legs down the bound, flown
    against the weather leg by leg without going back. From each place it tries the legs that
    bring the bound closer (at most :data:`_CHAIN_WAYS`, fewest turns to the target at full
    Speed first, ties to the lower node), each leaving at the earliest of the ``max_wait + 1``
    rounds its worst case flies, and takes the first that flies; a stop repairs the hull only
    when the next leg's storm needs it. ``None`` when no leg flies from a place. The bound
    falls every leg, so its effort is small and bounded. Returns (goal, prev, best) for
    :func:`_build`."""
    rules = ctx.rules
    target = len(nodes) - 1
    limit = round_no + rules.horizon
    air_start = nodes[0][1] is None  # never back to a start in the air
    prev: dict[tuple[int, int], tuple[tuple[int, int], int, bool]] = {}
    best: dict[tuple[int, int], tuple[int, int, int, int]] = {}
    i, integ, r, cards, stops, bonds = 0, integ_now, round_no, 0, 0, 0
    at: tuple[int, int] = (0, integ_now)
    while i != target:
        tank = fuel_now if i == 0 else range_
        # the legs that bring the bound down, fewest turns to the target first
        ways = sorted(
            (int(lb_turns[i, k] + h_rounds[k]), k)
            for k in adj[i]
            if lb_turns[i, k] <= tank and h_rounds[k] < h_rounds[i] and (k or not air_start)
        )
        tries = [(integ, False)]
        if at in prev and integ < rules.max_integrity:  # at a stop: the hull may be mended
            tries.append((rules.max_integrity, True))
        flown = None
        for _h, j in ways[:_CHAIN_WAYS]:
            for start_integ, repaired in tries:
                waits = 0 if i == 0 and air_start and not rules.air_waits else rules.max_wait
                for depart in range(r, min(r + waits + 1, limit)):
                    leg = _fly_leg(
                        ctx, nodes[i][0], nodes[j][0], nodes[j][1], depart, tank, start_integ
                    )
                    if leg.ok:
                        flown = (j, leg, depart, start_integ, repaired)
                        break
                if flown is not None:
                    break
            if flown is not None:
                break
        if flown is None:
            return None
        j, leg, depart, start_integ, repaired = flown
        last = j == target
        if repaired:  # the stop before this leg mends the hull: its state becomes the mended one
            p_at, p_depart, _ = prev.pop(at)
            p_free, p_cards, p_stops, p_bonds = best.pop(at)
            p_bonds += (rules.max_integrity - integ) * rules.repair_price
            bonds += (rules.max_integrity - integ) * rules.repair_price
            at = (at[0], start_integ)
            prev[at] = (p_at, p_depart, True)
            best[at] = (p_free, p_cards, p_stops, p_bonds)
        free = depart + leg.worst_turns
        if free > limit:
            return None
        if not last:
            stops += 1
            bonds += (range_ - (tank - leg.worst_turns)) * rules.fuel_price
        cards += leg.venture
        nk = (j, leg.integrity)
        prev[nk] = (at, depart, False)
        best[nk] = (free, cards, stops, bonds)
        i, integ, r, at = j, leg.integrity, free, nk
    return at, prev, best


#: The bound of a node with no way on to the target (no chain of usable legs on full tanks).
_NO_WAY = 1 << 30


def _graph(
    board: Board,
    s: Coord,
    s_place: object,
    e: Coord,
    e_place: object,
    speed: float,
    range_: int,
    fuel_now: int,
    crew: RouteCrew,
    rules: RouteRules,
) -> tuple[list[tuple[Coord, str | None]], _Matrix, _Matrix, np.ndarray]:
    """A plan's nodes (the start, the other places in board order, the end), the fewest turns
    of a leg between two of them, which legs the rules let it fly and stop after, and the
    bound on the turns left from each node (:func:`_bound`).

    To a place, the places' part of it is a permutation of what every plan with the same
    Speed, reach, rule flags and dry places shares (:func:`_place_usable`,
    :func:`_place_bound`, built once): only the start's row and column are worked out per
    plan, when the start is no place (issue 15: ~4 ms of set-up a plan before). The answer is
    the same as :func:`_graph_direct`'s, array for array."""
    _rows, index = _place_table(board)
    s_id, e_id = getattr(s_place, "id", None), getattr(e_place, "id", None)
    si = index[s_id] if s_id is not None else -1
    ei = index[e_id] if e_id is not None else -1
    if ei < 0 or si == ei:
        return _graph_direct(board, s, s_place, e, e_place, speed, range_, fuel_now, crew, rules)
    fast = speed
    reach = fast * max(range_, fuel_now) + RING_RADIUS + EPS
    flags = _flags(crew, rules)
    closed = _closed(board, rules)
    mid, middle, perm = _plan_order(board, si, ei)
    rest = perm[1:]  # the places of nodes 1..n-1
    nodes: list[tuple[Coord, str | None]] = [(s, s_id), *middle, (e, e_id)]
    n = len(nodes)
    plb = _place_matrices(board, fast)[1]
    u = _place_usable(board, fast, reach, flags)
    dry = _dry_places(board, closed, si, ei)
    # no stop where nothing is sold (the start and the end excepted): the dry places' columns,
    # in plan order (the places but the start's and the end's are ``mid``)
    shut = np.searchsorted(mid, dry) + 1 if len(dry) else None
    if si >= 0:
        lb_turns = _Rows(plb, perm)
        usable = _Rows(u, perm, shut=shut)
    else:
        xy = np.array([c for c, _ in nodes], dtype=np.float64)
        row = np.hypot(xy[0, 0] - xy[:, 0], xy[0, 1] - xy[:, 1])
        col = np.hypot(xy[:, 0] - xy[0, 0], xy[:, 1] - xy[0, 1])
        lb_turns = _Rows(plb, perm, _turns(row, fast), _turns(col, fast))
        out_row = np.zeros(n, dtype=bool)
        into_col = np.zeros(n, dtype=bool)
        out = np.flatnonzero(row[1:] <= reach) + 1
        into = np.flatnonzero(col[1:] <= reach) + 1
        if len(out) and np.array_equal(out, into):
            # A leg back into the start is the leg out of it reversed, the same segment: the
            # tests of :func:`_clear_lines` (GEOS predicates, exact orientation tests) answer
            # it the same both ways (tests/test_speedups.py), so each is tested once (issue 15).
            clear = _legs_from(board, s, flags, rest[out - 1])
            out_row[out] = clear
            into_col[out] = clear
        elif len(out) or len(into):
            ends = np.concatenate([out, into])
            pairs = np.empty((len(ends), 2, 2), dtype=np.float64)
            pairs[: len(out), 0] = xy[0]
            pairs[: len(out), 1] = xy[out]
            pairs[len(out) :, 0] = xy[into]
            pairs[len(out) :, 1] = xy[0]
            clear = _clear_lines(shapely.linestrings(pairs), board, flags)
            out_row[out] = clear[: len(out)]
            into_col[into] = clear[len(out) :]
        usable = _Rows(u, perm, out_row, into_col, shut)
    # The bound: the places' own to this end (the start's column aside), then the start's; a
    # way through the start that beats a place's own bound needs the whole search (rare).
    big = np.int64(_NO_WAY)
    h = np.empty(n, dtype=np.int64)
    h[1:] = _place_bound(board, fast, reach, flags, range_, closed, ei)[rest]
    lb0, u0 = lb_turns[0][1:], usable[0][1:]
    w0 = np.where(u0 & (lb0 <= range_), lb0, big)
    h[0] = min(_NO_WAY, int((w0 + h[1:]).min()))
    lbc, uc = lb_turns.first_column()[1:], usable.first_column()[1:]
    c0 = np.where(uc & (lbc <= range_), lbc, big)
    if bool((c0 + h[0] < h[1:]).any()):
        h = _bound(_weights(lb_turns.dense(), usable.dense(), range_), n - 1)
    return nodes, lb_turns, usable, h


class _Rows:
    """A plan's node-by-node matrix of the places' one (the fewest turns of a leg, or whether
    the rules let it be flown and stopped after), its rows made when the search first reads
    them (it reads a few: issue 15, a whole reordered copy cost more than the search's own
    work): row ``i`` is the places' row of node ``i``'s place in plan order (``perm``), with
    the start's own row and column when the start is a point (``first_row``,
    ``first_column``) and the columns ``shut`` False (the dry places). Read as the array
    would be, ``m[i]`` and ``m[i, j]``; :meth:`dense` is the array."""

    __slots__ = ("_dense", "_first_column", "_rows", "first_row", "m", "perm", "shut")

    def __init__(
        self,
        m: np.ndarray,
        perm: np.ndarray,
        first_row: np.ndarray | None = None,
        first_column: np.ndarray | None = None,
        shut: np.ndarray | None = None,
    ) -> None:
        self.m, self.perm, self.shut = m, perm, shut
        self.first_row = first_row
        self._first_column = first_column
        self._rows: dict[int, np.ndarray] = {}
        self._dense: np.ndarray | None = None

    def __getitem__(self, key: int | tuple[int, Any]) -> Any:
        if isinstance(key, tuple):
            i, j = key
            return self.row(i)[j]
        return self.row(key)

    def row(self, i: int) -> np.ndarray:
        got = self._rows.get(i)
        if got is None:
            if i == 0 and self.first_row is not None:
                got = self.first_row
            else:
                got = self.m[self.perm[i], self.perm]
                if self._first_column is not None:
                    got[0] = self._first_column[i]
            if self.shut is not None:
                got[self.shut] = False
            self._rows[i] = got
        return got

    def first_column(self) -> np.ndarray:
        """The column of the start (never a dry place's)."""
        if self._first_column is not None:
            return self._first_column
        column: np.ndarray = self.m[self.perm, self.perm[0]]
        return column

    def dense(self) -> np.ndarray:
        """The whole matrix (made once): the places' one reordered as a few blocks."""
        if self._dense is None:
            first, last = int(self.perm[0]), int(self.perm[-1])
            if self.first_row is None:
                out = _reordered(self.m, first, last)
            else:
                n = len(self.perm)
                out = np.empty((n, n), dtype=self.m.dtype)
                out[1:, 1:] = _reordered(self.m, -1, last)
                out[0, :] = self.first_row
                out[:, 0] = self.first_column()
            if self.shut is not None:
                out[:, self.shut] = False
            self._dense = out
        return self._dense


#: A plan's node-by-node matrix: a :class:`_Rows`, or (an end that is no place) an array.
_Matrix: TypeAlias = "np.ndarray | _Rows"


def _dense(m: _Matrix) -> np.ndarray:
    """A plan matrix as an array (:meth:`_Rows.dense`)."""
    return m.dense() if isinstance(m, _Rows) else m


@functools.lru_cache(maxsize=1024)  # ~5 KB a pair of places
def _plan_order(
    board: Board, si: int, ei: int
) -> tuple[np.ndarray, tuple[tuple[Coord, str], ...], np.ndarray]:
    """The places between a plan's start (board position ``si``, -1 for a point) and its end
    ``ei``, in board order (positions, and as nodes), and every node's place (``perm``; the
    start's is 0 when it is a point: its row and column are its own). Read-only."""
    rows, _index = _place_table(board)
    mid = np.delete(np.arange(len(rows), dtype=np.int64), sorted({k for k in (si, ei) if k >= 0}))
    perm = np.concatenate(([max(si, 0)], mid, [ei])).astype(np.int64)
    mid.flags.writeable = False
    perm.flags.writeable = False
    return mid, tuple(rows[k] for k in mid.tolist()), perm


#: The start's legs to the places already tested (:func:`_legs_from`): per (board id, point,
#: flags) which places' legs are known, and which of them are clear.
_START_LEGS: dict[tuple[object, ...], tuple[np.ndarray, np.ndarray]] = {}


def _legs_from(board: Board, s: Coord, flags: _Flags, places: np.ndarray) -> np.ndarray:
    """:func:`_clear_lines` of the straight legs from ``s`` to the board's ``places``
    (positions), each leg tested once per point and flags: a bot plans from the same point in
    the air to several targets, with and without its Commander (issue 15). A leg's answer is
    its own, whatever others are tested with it (GEOS answers each line alone)."""
    key = (_identity(board), s, flags)
    got = _START_LEGS.get(key)
    if got is None:
        if len(_START_LEGS) >= 4096:
            _START_LEGS.clear()
        n = len(board.places)
        got = _START_LEGS[key] = (np.zeros(n, dtype=bool), np.zeros(n, dtype=bool))
    known, clear = got
    need = places[~known[places]]
    if len(need):
        pairs = np.empty((len(need), 2, 2), dtype=np.float64)
        pairs[:, 0] = s
        pairs[:, 1] = _place_xy(board)[need]
        clear[need] = _clear_lines(shapely.linestrings(pairs), board, flags)
        known[need] = True
    return clear[places]


@functools.lru_cache(maxsize=8)
def _place_xy(board: Board) -> np.ndarray:
    """The board's places' points, in board order (read-only)."""
    xy = np.array([p.xy for p in board.places], dtype=np.float64)
    xy.flags.writeable = False
    return xy


def _reordered(m: np.ndarray, first: int, last: int) -> np.ndarray:
    """``m`` (places by places) with its rows and columns in plan order: ``first`` (unless
    -1), the other places in board order, ``last`` -- i.e. ``m[np.ix_(order, order)]``, copied
    as a few blocks (a gather of every element cost ~10x more)."""
    size = len(m)
    cut = sorted({first, last} - {-1})
    pieces = [slice(first, first + 1)] if first >= 0 else []
    lo = 0
    for k in cut:
        if k > lo:
            pieces.append(slice(lo, k))
        lo = k + 1
    if size > lo:
        pieces.append(slice(lo, size))
    pieces.append(slice(last, last + 1))
    spans = []
    at = 0
    for sl in pieces:
        spans.append((sl, at, at + sl.stop - sl.start))
        at += sl.stop - sl.start
    out = np.empty((at, at), dtype=m.dtype)
    for rows, r0, r1 in spans:
        for cols, c0, c1 in spans:
            out[r0:r1, c0:c1] = m[rows, cols]
    return out


@functools.lru_cache(maxsize=64)
def _place_usable(board: Board, fast: float, reach: float, flags: _Flags) -> np.ndarray:
    """Which place-to-place legs (board order) a plan at ``fast`` a turn with ``reach`` may fly
    under the rule flags (:func:`_flags`), before the dry places are taken out (read-only:
    shared by every such plan)."""
    pdist, _plb = _place_matrices(board, fast)
    u = (pdist <= reach) & ~np.eye(len(pdist), dtype=bool) & _clear_place_legs(board, flags)
    u.flags.writeable = False
    return u


@functools.lru_cache(maxsize=4096)
def _dry_places(board: Board, dry: frozenset[str], si: int, ei: int) -> np.ndarray:
    """The board positions of the ``dry`` places but the start's and the end's, ascending
    (read-only; remembered: every plan asks it, ~40 µs of set-up each)."""
    _rows, index = _place_table(board)
    out = np.array(
        sorted(k for pid in dry if (k := index.get(pid, -1)) >= 0 and k not in (si, ei)),
        dtype=np.int64,
    )
    out.flags.writeable = False
    return out


@functools.lru_cache(maxsize=2048)
def _place_bound(
    board: Board,
    fast: float,
    reach: float,
    flags: _Flags,
    range_: int,
    dry: frozenset[str],
    ei: int,
) -> np.ndarray:
    """:func:`_bound` over the places alone (board order) to the place at ``ei``, the dry places
    but ``ei`` closed to stops: what every plan to ``ei`` with these flags shares (read-only).
    Stored with the board's tables (:func:`_stored_bounds`): the bots ask the same bounds game
    after game, ~1 ms each, some 60 in a first game."""
    stored = _stored_bounds(board)
    key = ""
    if stored is not None:
        key = json.dumps([fast, reach, list(flags), range_, sorted(dry), ei])
        found = stored.get(key)
        if found is not None:
            return found
    h = _bound(_place_weights(board, fast, reach, flags, range_, dry, ei), ei)
    h.flags.writeable = False
    if stored is not None:
        stored.add(key, h)
    return h


_BOUNDS: dict[int, tuple[Board, StoredRows]] = {}


@functools.lru_cache(maxsize=1)
def _bounds_version() -> str:
    here = Path(__file__).resolve().parent
    return f"place-bounds/1:{np.__version__}:{source_digest(*sorted(here.glob('*.py')))}"


def _check_bounds(values: np.ndarray) -> None:
    if values.size and (int(values.min()) < 0 or int(values.max()) > _NO_WAY):
        raise TableError("place bounds: a bound out of range")


def _stored_bounds(board: Board) -> StoredRows | None:
    """The places' bounds stored for ``board`` (``place-bounds``: per key the bound of every
    place; its version covers npq/nav and numpy), or ``None`` without a cache slot."""
    if board.cache_slot is None:
        return None
    return by_identity(
        _BOUNDS,
        board,
        lambda: StoredRows(
            board,
            "place-bounds",
            _bounds_version(),
            (len(board.places),),
            "<i8",
            _check_bounds,
            4096,
        ),
        8,
    )


def _graph_direct(
    board: Board,
    s: Coord,
    s_place: object,
    e: Coord,
    e_place: object,
    speed: float,
    range_: int,
    fuel_now: int,
    crew: RouteCrew,
    rules: RouteRules,
) -> tuple[list[tuple[Coord, str | None]], np.ndarray, np.ndarray, np.ndarray]:
    """:func:`_graph` worked out on the plan's own nodes (an end that is no place)."""
    rows, index = _place_table(board)
    s_id, e_id = getattr(s_place, "id", None), getattr(e_place, "id", None)
    si = index[s_id] if s_id is not None else -1
    ei = index[e_id] if e_id is not None else -1
    mid = np.delete(np.arange(len(rows), dtype=np.int64), sorted({k for k in (si, ei) if k >= 0}))
    nodes: list[tuple[Coord, str | None]] = [(s, s_id)]
    nodes += [rows[k] for k in mid.tolist()]
    nodes.append((e, e_id))
    where = np.concatenate([[si], mid, [ei]]).astype(np.int64)
    # The worst sector never covers more than the Speed (it is at least as bad as BW, and as
    # 12°L at full Speed), rain less: the worst track closes at most ``speed`` a turn, so
    # ``speed`` bounds the worst-case turns of a leg from below (admissible for A*).
    fast = speed
    dist, lb_turns = _node_matrices(board, nodes, mid, fast)
    reach = fast * max(range_, fuel_now) + RING_RADIUS + EPS
    usable = _usable(board, nodes, where, dist, reach, crew, rules)
    closed = _closed(board, rules)
    if closed:
        # no stop where nothing is sold (or, off neutral land, at a base of no nation): no leg
        # ends there but the last
        for k in range(1, len(nodes) - 1):
            if nodes[k][1] in closed:
                usable[:, k] = False
    return nodes, lb_turns, usable, _bound(_weights(lb_turns, usable, range_), len(nodes) - 1)


def clear_turns(
    board: Board,
    start: PointRef,
    end: PointRef,
    *,
    speed: float,
    range_: int,
    crew: RouteCrew | None = None,
    rules: RouteRules | None = None,
) -> int | None:
    """The fewest turns from ``start`` to ``end`` on a full tank that the planner's own bound
    gives (every turn at full Speed, over the legs a plan could fly and stop after; no
    weather): what no plan beats, and ``None`` when no chain of legs gets there at all. Cheap
    (no simulation) and remembered: for choices made long before the flight, such as where
    to reserve an Arctic base."""
    return _clear_turns(
        board, start, end, float(speed), range_, crew or RouteCrew(), rules or RouteRules()
    )


def turns_to(
    board: Board,
    end: str,
    *,
    speed: float,
    range_: int,
    crew: RouteCrew | None = None,
    rules: RouteRules | None = None,
) -> dict[str, int]:
    """:func:`clear_turns` from every place to the place ``end`` at once (the planner's own
    bound, the same legs and stops, no weather; a place missing has no way there): for the
    bots' choices among many starts, made long before the flight (the solo bot's missions).
    Remembered per end and rules."""
    crew = crew or RouteCrew()
    rules = rules or RouteRules()
    rows, index = _place_table(board)
    ei = index[board.place(end).id]
    fast = float(speed)
    reach = fast * range_ + RING_RADIUS + EPS
    h = _place_bound(board, fast, reach, _flags(crew, rules), range_, _closed(board, rules), ei)
    return {rows[k][1]: int(h[k]) for k in np.flatnonzero(h < _NO_WAY).tolist()}


@functools.lru_cache(maxsize=4096)
def _clear_turns(
    board: Board,
    start: PointRef,
    end: PointRef,
    speed: float,
    range_: int,
    crew: RouteCrew,
    rules: RouteRules,
) -> int | None:
    s, s_place = resolve_point(board, start)
    e, e_place = resolve_point(board, end)
    if math.dist(s, e) <= RING_RADIUS:
        return 0
    if s_place is not None and e_place is not None and s_place is not e_place:
        # From a place the start's bound is that place's own in the places' bound (its row
        # is the place's; no shortest way comes back through the start): :func:`_graph`
        # gives the same without building the plan's matrices.
        _rows, index = _place_table(board)
        reach = speed * range_ + RING_RADIUS + EPS
        closed = _closed(board, rules)
        got = int(
            _place_bound(
                board, speed, reach, _flags(crew, rules), range_, closed, index[e_place.id]
            )[index[s_place.id]]
        )
        return None if got >= _NO_WAY else got
    _nodes, _lb, _usable_legs, h = _graph(
        board, s, s_place, e, e_place, speed, range_, range_, crew, rules
    )
    return None if h[0] >= _NO_WAY else int(h[0])


class _Adjacency:
    """The usable legs out of each node, worked out when the search first leaves it."""

    def __init__(self, usable: _Matrix) -> None:
        self.usable = usable
        self._rows: dict[int, np.ndarray] = {}

    def array(self, i: int) -> np.ndarray:
        got = self._rows.get(i)
        if got is None:
            got = self._rows[i] = np.flatnonzero(self.usable[i])
        return got

    def __getitem__(self, i: int) -> list[int]:
        return list(self.array(i).tolist())


@functools.lru_cache(maxsize=8)
def _place_matrices(board: Board, fast: float) -> tuple[np.ndarray, np.ndarray]:
    """The distances between the board's places and the fewest turns of a leg between them at
    ``fast`` Lengths a turn (what every plan at that Speed shares)."""
    xy = _place_xy(board)
    dist = np.hypot(xy[:, None, 0] - xy[None, :, 0], xy[:, None, 1] - xy[None, :, 1])
    return dist, _turns(dist, fast)


def _turns(dist: np.ndarray, fast: float) -> np.ndarray:
    """The fewest turns of a leg of ``dist`` at ``fast`` a turn (into the 0.3 L ring, D4)."""
    return np.maximum(1, np.ceil((dist - RING_RADIUS) / fast - 1e-9)).astype(np.int64)


@functools.lru_cache(maxsize=8)
def _place_table(board: Board) -> tuple[tuple[tuple[Coord, str], ...], dict[str, int]]:
    """The board's places as plan nodes ((x, y), id) in board order, and their positions."""
    rows = tuple((p.xy, p.id) for p in board.places)
    return rows, {pid: k for k, (_, pid) in enumerate(rows)}


def _node_matrices(
    board: Board,
    nodes: list[tuple[Coord, str | None]],
    mid: np.ndarray,
    fast: float,
) -> tuple[np.ndarray, np.ndarray]:
    """The plan's distance and fewest-turns matrices over its nodes (the start, the other
    places in board order, the end): the places' part from :func:`_place_matrices`, the
    start's and end's rows and columns worked out here."""
    pdist, plb = _place_matrices(board, fast)
    n = len(nodes)
    dist = np.empty((n, n), dtype=np.float64)
    lb = np.empty((n, n), dtype=np.int64)
    dist[1:-1, 1:-1] = pdist[np.ix_(mid, mid)]
    lb[1:-1, 1:-1] = plb[np.ix_(mid, mid)]
    xy = np.array([c for c, _ in nodes], dtype=np.float64)
    for k in (0, n - 1):
        row = np.hypot(xy[k, 0] - xy[:, 0], xy[k, 1] - xy[:, 1])
        col = np.hypot(xy[:, 0] - xy[k, 0], xy[:, 1] - xy[k, 1])
        dist[k, :] = row
        dist[:, k] = col
        lb[k, :] = _turns(row, fast)
        lb[:, k] = _turns(col, fast)
    return dist, lb


def _weights(lb_turns: np.ndarray, usable: np.ndarray, range_: int) -> np.ndarray:
    """The legs' weights :func:`_bound` walks: a leg's fewest turns where it is usable and
    within a full tank, else "no way". No chain of legs is longer than n - 1 legs of at most
    ``range_`` turns: below 2**13 the sums fit int16 (a quarter of the memory the passes
    walk), the same integers; else int64 and :data:`_NO_WAY`."""
    small = (len(lb_turns) - 1) * max(range_, 1) < _SMALL_BIG
    big = np.int16(_SMALL_BIG) if small else np.int64(_NO_WAY)
    w: np.ndarray = np.where(usable & (lb_turns <= range_), lb_turns, big).astype(
        big.dtype, copy=False
    )
    return w


@functools.lru_cache(maxsize=32)
def _dry_weights(
    board: Board, fast: float, reach: float, flags: _Flags, range_: int, dry: frozenset[str]
) -> np.ndarray:
    """:func:`_weights` of the places' legs with every ``dry`` place closed to stops, shared
    by the bounds to every end (read-only; ~0.1 ms each, half of a bound's work)."""
    u = _place_usable(board, fast, reach, flags)
    cols = _dry_places(board, dry, -1, -1)
    if len(cols):
        u = u.copy()
        u[:, cols] = False
    w = _weights(_place_matrices(board, fast)[1], u, range_)
    w.flags.writeable = False
    return w


def _place_weights(
    board: Board,
    fast: float,
    reach: float,
    flags: _Flags,
    range_: int,
    dry: frozenset[str],
    ei: int,
) -> np.ndarray:
    """:func:`_weights` of the places' legs to the end ``ei``: the dry places but ``ei`` closed
    to stops (:func:`_dry_weights`, with ``ei``'s own column open when it is dry)."""
    w = _dry_weights(board, fast, reach, flags, range_, dry)
    _rows, index = _place_table(board)
    if not any(index.get(pid) == ei for pid in dry):
        return w
    u = _place_usable(board, fast, reach, flags)
    col = _weights(_place_matrices(board, fast)[1][:, [ei]], u[:, [ei]], range_)
    w = w.copy()
    w[:, ei] = col[:, 0].astype(w.dtype, copy=False)
    return w


def _bound(w: np.ndarray, target: int) -> np.ndarray:
    """An admissible bound on the turns left from every node: the fewest turns over usable legs
    of at most a full tank each (the weights ``w``, :func:`_weights`), every turn at the best
    Speed the wind can give (Bellman-Ford on the matrix, a few vectorised passes);
    :data:`_NO_WAY` where no chain of legs reaches the target, so no plan can either (the
    search's legs are such legs)."""
    n = len(w)
    small = w.dtype == np.int16
    big = np.int16(_SMALL_BIG) if small else np.int64(_NO_WAY)
    h = np.full(n, big, dtype=big.dtype)
    h[target] = 0
    for _ in range(n):
        nxt = np.minimum(h, (w + h[None, :]).min(axis=1))
        if np.array_equal(nxt, h):
            break
        h = nxt
    if small:
        return np.where(h >= big, np.int64(_NO_WAY), h.astype(np.int64))
    return h


#: The "no way" of :func:`_bound`'s int16 passes (twice it still fits an int16).
_SMALL_BIG = 1 << 13


def _usable(
    board: Board,
    nodes: list[tuple[Coord, str | None]],
    where: np.ndarray,
    dist: np.ndarray,
    reach: float,
    crew: RouteCrew,
    rules: RouteRules,
) -> np.ndarray:
    """Which node-to-node legs the rules let an airship fly, from the calculator's cached clear
    place-to-place legs (only legs touching a point that is no place are tested here)."""
    n = len(nodes)
    known = where >= 0
    candidate = (dist <= reach) & ~np.eye(n, dtype=bool)
    clear = np.zeros((n, n), dtype=bool)
    flags = _flags(crew, rules)
    places = _clear_place_legs(board, flags)
    kw = where[known]
    clear[np.ix_(known, known)] = places[np.ix_(kw, kw)]
    ii, jj = np.nonzero(candidate & ~np.outer(known, known))
    if len(ii):
        xy = np.array([c for c, _ in nodes], dtype=np.float64)
        lines = shapely.linestrings(np.stack([xy[ii], xy[jj]], axis=1))
        clear[ii, jj] = _clear_lines(lines, board, flags)
    return candidate & clear


#: The rule flags a plan's legs depend on: (Barrage unlocked, Commander, advanced, off
#: neutral land).
_Flags = tuple[bool, bool, bool, bool]


def _flags(crew: RouteCrew, rules: RouteRules) -> _Flags:
    return (rules.barrage_unlocked, crew.commander, rules.advanced, rules.off_neutral)


def _closed(board: Board, rules: RouteRules) -> frozenset[str]:
    """The places a plan may not stop at: the dry ones, and off neutral land the bases of no
    nation."""
    if not rules.off_neutral:
        return rules.dry
    return rules.dry | _neutral_places(board)


@functools.lru_cache(maxsize=8)
def _neutral_places(board: Board) -> frozenset[str]:
    """The places on no nation's land (1A: ending a move there crosses the Neutral
    Territories, docs/rules-decisions.md)."""
    return frozenset(p.id for p in board.places if p.nation is None)


def _clear_lines(lines: np.ndarray, board: Board, flags: _Flags) -> np.ndarray:
    """Which straight legs ``lines`` the rules let a plan fly: the calculator's clear legs
    (1A, D10), off neutral land also none over it."""
    clear = _legs_clear(lines, board, *flags[:3])
    if flags[3] and clear.any():
        clear[clear] = ~crosses_neutral(board, lines[clear])
    return clear


@functools.lru_cache(maxsize=16)
def _clear_place_legs(board: Board, flags: _Flags) -> np.ndarray:
    """:func:`_clear_lines` between every two of the board's places (read-only)."""
    clear = _place_legs(board, *flags[:3])
    if flags[3]:
        clear = clear & ~_neutral_place_legs(board)
    clear.flags.writeable = False
    return clear


@functools.lru_cache(maxsize=8)
def _neutral_land(board: Board) -> tuple[np.ndarray, shapely.STRtree]:
    """The Neutral Territories' land (white, 1A; the channels are water), in parts, prepared,
    with their tree."""
    land = board.territories["neutral"].difference(board._channel_area)
    parts = shapely.get_parts(land)
    shapely.prepare(parts)
    return parts, shapely.STRtree(parts)


def crosses_neutral(board: Board, lines: np.ndarray) -> np.ndarray:
    """Which of the straight legs ``lines`` fly over neutral land, more than touching it (the
    solo game's objective 3, section 12: as :func:`npq.nav.over_neutral` judges a move's
    path; a leg only touching white land at a point or along its edge does not)."""
    out = np.zeros(len(lines), dtype=bool)
    if not len(lines):
        return out
    parts, tree = _neutral_land(board)
    li, pi = tree.query(lines, predicate="intersects")
    if len(li):
        out[li[~shapely.touches(lines[li], parts[pi])]] = True
    return out


@functools.lru_cache(maxsize=8)
def _neutral_place_legs(board: Board) -> np.ndarray:
    """:func:`crosses_neutral` for the straight leg between every two of the board's places
    (~25,000 GEOS tests, ~4 s of CPU: stored with the board, as the clear legs are)."""
    n = len(board.places)

    def build() -> dict[str, np.ndarray]:
        xy = np.array([p.xy for p in board.places], dtype=np.float64)
        ii, jj = np.nonzero(np.triu(np.ones((n, n), dtype=bool), 1))
        crossed = crosses_neutral(board, shapely.linestrings(np.stack([xy[ii], xy[jj]], axis=1)))
        out = np.zeros((n, n), dtype=bool)
        out[ii, jj] = crossed
        out[jj, ii] = crossed
        return {"crossed": out}

    def load(a: dict[str, np.ndarray]) -> np.ndarray:
        crossed = a["crossed"]
        if crossed.dtype != np.bool_ or crossed.shape != (n, n):
            raise TableError(f"neutral legs: {crossed.dtype} {crossed.shape}, not bool ({n}, {n})")
        if crossed.size and int(crossed.view(np.uint8).max()) > 1:
            raise TableError("neutral legs: a value that is not a boolean")
        return crossed

    return board_tables(
        board, "neutral-legs", f"neutral-legs/1:{source_digest(__file__)}", build, load
    )


def _reason(
    board: Board,
    ends: tuple[Coord, object, Coord, object],
    speed: float,
    range_: int,
    fuel_now: int,
    crew: RouteCrew,
    rules: RouteRules,
) -> str:
    """Why no plan exists, by the search's own bound (full Speed every turn, no weather, the
    same legs and stops): fuel (no chain of legs gets there even with every zone open and
    over neutral land), the locked Barrage, obstacles (a Commander would get there), the
    Neutral Territories (kept off them, :attr:`RouteRules.off_neutral`, no way), else the
    weather."""
    s, s_place, e, e_place = ends

    def way(barrage: bool, commander: bool, off_neutral: bool) -> bool:
        flags = dataclasses.replace(rules, barrage_unlocked=barrage, off_neutral=off_neutral)
        who = dataclasses.replace(crew, commander=commander)
        _nodes, lb, usable, h = _graph(
            board, s, s_place, e, e_place, speed, range_, fuel_now, who, flags
        )
        return any(lb[0, j] <= fuel_now and h[j] < _NO_WAY for j in np.flatnonzero(usable[0]))

    if not way(True, True, False):
        return "fuel"
    if not rules.barrage_unlocked and not way(False, True, False):
        return "barrage"
    if not crew.commander and not way(rules.barrage_unlocked, False, False):
        return "obstacles"
    if rules.off_neutral and not way(rules.barrage_unlocked, crew.commander, True):
        return "neutral"
    return "weather"


def _build(
    ctx: _Ctx,
    nodes: list[tuple[Coord, str | None]],
    goal: tuple[int, int],
    prev: dict[tuple[int, int], tuple[tuple[int, int], int, bool]],
    best: dict[tuple[int, int], tuple[int, int, int, int]],
    base: RoutePlan,
    range_: int,
    fuel_now: int,
    integ_now: int,
    round_no: int,
    rules: RouteRules,
    considered: int,
) -> RoutePlan:
    """The turn-by-turn plan along the chosen chain, re-flown with every turn recorded."""
    chain: list[tuple[tuple[int, int], int, bool]] = []
    k = goal
    while k in prev:
        p, depart, repaired = prev[k]
        chain.append((k, depart, repaired))
        k = p
    chain.reverse()
    turns: list[RouteTurn] = []
    stops: list[str] = []
    repairs: list[str] = []
    path: list[str | None] = [nodes[0][1]]
    r = round_no
    i, integ = 0, integ_now
    tank = fuel_now
    expected_end = float(round_no - 1)
    venture = 0
    for (j, new_integ), depart, repaired in chain:
        for w in range(r, depart):
            area, icon = ctx.weather(nodes[i][0], w)
            turns.append(
                RouteTurn(
                    len(turns) + 1,
                    w,
                    "wait",
                    nodes[i][0],
                    nodes[i][0],
                    area,
                    icon,
                    0.0,
                    (),
                    nodes[i][0],
                    tank,
                    integ,
                )
            )
        leg = _fly_leg(
            ctx, nodes[i][0], nodes[j][0], nodes[j][1], depart, tank, integ, record=len(turns) + 1
        )
        assert leg.ok
        venture += sum(t.venture_cards for t in leg.turns)
        # the expected track leaves the place when the worst one does
        expected_end = depart + leg.expected_turns - 1
        last = j == len(nodes) - 1
        legturns = leg.turns
        if not last and legturns:
            pid = nodes[j][1]
            assert pid is not None
            stops.append(pid)
            if repaired:
                repairs.append(pid)
            t = legturns[-1]
            legturns[-1] = dataclasses.replace(t, stop=pid, repair=repaired)
        turns.extend(legturns)
        path.append(nodes[j][1])
        r = depart + leg.worst_turns
        i, integ, tank = j, new_integ, range_
    free, cards, _stops, bonds = best[goal]
    assert cards == venture  # the search weighed the cards the plan records
    return dataclasses.replace(
        base,
        reachable=True,
        reason=None,
        turns=tuple(turns),
        path=tuple(path),
        stops=tuple(stops),
        repairs=tuple(repairs),
        bonds=bonds,
        worst_arrival=free - 1,
        expected_arrival=min(free - 1, math.ceil(expected_end - 1e-9)),
        venture_cards=venture,
        considered=considered,
    )
