"""The Range Calculator and the Mission Calculator (rulebook 5; DESIGN.md D9, D11).

Range Calculator (5 "Range Calculator"): a ruler laid between a starting base and an objective
that gives the distance in Lengths, the turns needed at a Speed and so the fuel: one unit per
turn in flight (D9). Here it also says how many refuel stops a given Range needs, suggests which
bases to stop at, and shades the area an airship can reach this turn and before its tank runs
dry.

Mission Calculator (5 "Mission Calculator"; D11): every calculator city (starting bases, mission
bases and mission ports) against every other, with the straight distance on the board and the
reward: 20 Bonds per Length, rounded to the nearest 10, at least 50.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeAlias

import numpy as np
import shapely
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from npq.board import BARRAGE_RADIUS, Board, FeatureKind, Place
from npq.board.tables import TableError, board_tables, source_digest
from npq.nav._index import nav_index, weather_area_at
from npq.nav.geometry import EPS, Coord, as_xy
from npq.weather import Icon, WeatherDisc

__all__ = [
    "MIN_REWARD",
    "REWARD_PER_LENGTH",
    "MissionEntry",
    "RangeLeg",
    "RangePlan",
    "ReachableArea",
    "TurnForecast",
    "calculator_places",
    "distance_between",
    "fuel_needed",
    "mission_reward",
    "mission_table",
    "plan_range",
    "reachable_area",
    "refuel_stops_needed",
    "resolve_point",
    "route_forecast",
    "straight_blocked_by",
    "turns_needed",
]

#: D11: reward per Length of straight distance, and the floor.
REWARD_PER_LENGTH = 20
MIN_REWARD = 50

PointRef: TypeAlias = Place | Point | str | Sequence[float]


def resolve_point(board: Board, ref: PointRef) -> tuple[Coord, Place | None]:
    """A board point from a place, a place id or name, a shapely Point or ``(x, y)``.

    Raises :class:`~npq.errors.BoardError` for an unknown place name.
    """
    if isinstance(ref, Place):
        return ref.xy, ref
    if isinstance(ref, str):
        place = board.find_place(ref)
        return place.xy, place
    return as_xy(ref), None


def distance_between(board: Board, a: PointRef, b: PointRef) -> float:
    """Straight distance on the board between two points or places, in Lengths."""
    (ax, ay), _ = resolve_point(board, a)
    (bx, by), _ = resolve_point(board, b)
    return math.hypot(bx - ax, by - ay)


def turns_needed(distance: float, speed: float) -> int:
    """Turns to cover ``distance`` at ``speed`` Lengths a turn (the ruler's scale, rulebook 5)."""
    if speed <= 0:
        raise ValueError(f"Speed must be positive, got {speed}")
    if distance <= EPS:
        return 0
    return max(1, math.ceil(distance / speed - 1e-9))


def fuel_needed(distance: float, speed: float) -> int:
    """Fuel units for a flight: one per turn in flight (D9; rulebook 2 "Range")."""
    return turns_needed(distance, speed)


def refuel_stops_needed(distance: float, speed: float, range_: int, fuel: int | None = None) -> int:
    """The fewest refuelling stops a tank of ``range_`` units needs for ``distance``.

    ``fuel`` is what is in the tank now (a full tank when ``None``). This is the ruler's answer,
    assuming a base wherever one is needed; :func:`plan_range` finds real bases.
    """
    if range_ <= 0:
        raise ValueError(f"Range must be positive, got {range_}")
    now = range_ if fuel is None else fuel
    turns = turns_needed(distance, speed)
    if turns <= now:
        return 0
    return math.ceil((turns - now) / range_)


def mission_reward(distance: float) -> int:
    """D11: 20 Bonds per Length, rounded to the nearest 10 (halves up), at least 50."""
    return max(MIN_REWARD, math.floor(REWARD_PER_LENGTH * distance / 10.0 + 0.5) * 10)


@dataclass(frozen=True, slots=True)
class MissionEntry:
    """One cell of the Mission Calculator: from ``start`` to ``target`` (place ids)."""

    start: str
    target: str
    start_name: str
    target_name: str
    distance: float
    reward: int


def calculator_places(board: Board, added: Iterable[str] = ()) -> tuple[Place, ...]:
    """The Mission Calculator's cities (D11): the board's and ``added``, the place ids an
    edition made Mission cities besides them (from edition 5, ``data/editions.toml``; a whole
    deck, :meth:`npq.game.World.mission_cards`, will do), each once, those not on ``board``
    left out; ordered by name."""
    extra = [board.place(c) for c in dict.fromkeys(added) if c in board]
    found = {p.id: p for p in (*board.calculator_cities, *extra)}
    return tuple(sorted(found.values(), key=lambda p: (p.name, p.id)))


def mission_table(board: Board, added: Iterable[str] = ()) -> tuple[MissionEntry, ...]:
    """Every calculator city against every other (D11, :func:`calculator_places`), ordered by
    start then target name."""
    cities = calculator_places(board, added)
    out: list[MissionEntry] = []
    for a in cities:
        for b in cities:
            if a.id == b.id:
                continue
            d = math.hypot(b.point.x - a.point.x, b.point.y - a.point.y)
            out.append(MissionEntry(a.id, b.id, a.name, b.name, d, mission_reward(d)))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class RangeLeg:
    """One leg of a planned flight, between refuelling stops (``None``: not a place)."""

    start: Coord
    end: Coord
    start_id: str | None
    end_id: str | None
    distance: float
    turns: int


@dataclass(frozen=True, slots=True)
class RangePlan:
    """The Range Calculator's answer for a flight from ``start`` to ``end``.

    ``turns``, ``fuel`` and ``stops_needed`` are for the straight line (the ruler). ``legs`` is a
    suggested flight through real bases, each leg within the fuel available (the first within
    the fuel now in the tank, the others within a full tank): the fewest turns, then the fewest
    stops. ``legs`` is empty when no such flight exists (``reachable`` is then False).
    """

    start: Coord
    end: Coord
    distance: float
    speed: float
    range: int
    fuel_now: int
    turns: int
    fuel: int
    stops_needed: int
    legs: tuple[RangeLeg, ...]

    @property
    def reachable(self) -> bool:
        """Whether a flight through real bases exists."""
        return bool(self.legs)

    @property
    def stops(self) -> tuple[str, ...]:
        """The suggested refuelling stops (place ids), in flight order."""
        return tuple(leg.end_id for leg in self.legs[:-1] if leg.end_id is not None)

    @property
    def total_turns(self) -> int:
        """Turns in flight along the suggested legs."""
        return sum(leg.turns for leg in self.legs)

    def turn_segments(self) -> tuple[tuple[Coord, Coord], ...]:
        """The suggested flight cut into one straight move per turn: full-Speed moves, the last
        of each leg shorter (each leg starts a new turn after refuelling)."""
        out: list[tuple[Coord, Coord]] = []
        for leg in self.legs:
            (x0, y0), (x1, y1) = leg.start, leg.end
            for k in range(leg.turns):
                f0 = min(1.0, k * self.speed / leg.distance) if leg.distance else 1.0
                f1 = min(1.0, (k + 1) * self.speed / leg.distance) if leg.distance else 1.0
                out.append(
                    (
                        (x0 + f0 * (x1 - x0), y0 + f0 * (y1 - y0)),
                        (x0 + f1 * (x1 - x0), y0 + f1 * (y1 - y0)),
                    )
                )
        return tuple(out)


def plan_range(
    board: Board,
    start: PointRef,
    end: PointRef,
    *,
    speed: float,
    range_: int,
    fuel: int | None = None,
    barrage_unlocked: bool = False,
    has_commander: bool = False,
    advanced: bool = False,
    dry: frozenset[str] = frozenset(),
) -> RangePlan:
    """Turns, fuel and refuel stops from ``start`` to ``end`` (rulebook 5 "Range Calculator").

    Legs are straight lines between places. Without ``barrage_unlocked`` no leg may pass
    through the Barrage Area (1A The Pole); without ``has_commander`` no leg may cross a
    geographical or sea obstacle (or, ``advanced``, a restricted area) (D10). ``dry``: the
    places that sell no fuel (:func:`npq.game.rules.dry_bases`: from edition 3 an Arctic base
    without its Mooring Mast, issue 17 ruling 3), never suggested as a stop (the flight may
    start or end there), as the weather plan's :attr:`npq.nav.planner.RouteRules.dry`.
    """
    s, s_place = resolve_point(board, start)
    e, e_place = resolve_point(board, end)
    fuel_now = range_ if fuel is None else fuel
    d = math.hypot(e[0] - s[0], e[1] - s[1])
    turns = turns_needed(d, speed)
    nodes: list[tuple[Coord, str | None]] = [(s, s_place.id if s_place else None)]
    others = [p for p in board.places if p is not s_place and p is not e_place]
    nodes += [(p.xy, p.id) for p in others]
    nodes.append((e, e_place.id if e_place else None))
    if d <= EPS:
        legs: tuple[RangeLeg, ...] = (RangeLeg(s, e, nodes[0][1], nodes[-1][1], 0.0, 0),)
    else:
        legs = _shortest(
            board, nodes, speed, range_, fuel_now, barrage_unlocked, has_commander, advanced, dry
        )
    return RangePlan(
        start=s,
        end=e,
        distance=d,
        speed=speed,
        range=range_,
        fuel_now=fuel_now,
        turns=turns,
        fuel=fuel_needed(d, speed),
        stops_needed=refuel_stops_needed(d, speed, range_, fuel_now),
        legs=legs,
    )


@functools.lru_cache(maxsize=8)
def _forbidden(board: Board, kinds: frozenset[FeatureKind]) -> BaseGeometry:
    """The prepared union of the board's zones of ``kinds`` (built once per board)."""
    union = shapely.union_all([z.geometry for z in board.zones if z.kind in kinds])
    shapely.prepare(union)
    return union


@functools.lru_cache(maxsize=2)
def _barrage(board: Board) -> BaseGeometry:
    """The Barrage Area as the calculator tests legs against it (a 64-segment disc), prepared
    once per board (``board`` keys the cache only: the radius is the rulebook's)."""
    disc = Point(0.0, 0.0).buffer(BARRAGE_RADIUS, 64)
    shapely.prepare(disc)
    return disc


def straight_blocked_by(
    board: Board,
    start: Coord,
    end: Coord,
    *,
    barrage_unlocked: bool = False,
    has_commander: bool = False,
    advanced: bool = False,
) -> tuple[str, ...]:
    """What the straight line from ``start`` to ``end`` (the ruler's) crosses that the rules
    forbid the flight, as the Range Calculator's legs are tested (1A, D10): ``"barrage_area"``
    (locked), ``"obstacle"`` (a geographical or sea obstacle, no Commander aboard),
    ``"restricted_area"`` (advanced, no Commander). Empty: the straight line is clear, and a
    suggested flight longer than it is so for its refuelling stops alone."""
    line = shapely.LineString([start, end])
    found: list[str] = []
    if not barrage_unlocked and shapely.intersects(line, _barrage(board)):
        found.append("barrage_area")
    if not has_commander:
        obstacles = frozenset({FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE})
        if shapely.intersects(line, _forbidden(board, obstacles)):
            found.append("obstacle")
        restricted = frozenset({FeatureKind.RESTRICTED_AREA})
        if advanced and shapely.intersects(line, _forbidden(board, restricted)):
            found.append("restricted_area")
    return tuple(found)


def _legs_clear(
    lines: np.ndarray,
    board: Board,
    barrage_unlocked: bool,
    has_commander: bool,
    advanced: bool,
) -> np.ndarray:
    """Which of the straight legs ``lines`` the rules let an airship fly (1A, D10)."""
    allowed = np.ones(len(lines), dtype=bool)
    if not len(lines):
        return allowed
    # The prepared zone first: GEOS uses a prepared geometry only as the predicate's first
    # operand (issue 15: ~4x faster on a plan's legs from the air; the same answers).
    if not barrage_unlocked:
        allowed &= ~shapely.intersects(_barrage(board), lines)
    if not has_commander:
        blocked_kinds = {FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE}
        if advanced:
            blocked_kinds.add(FeatureKind.RESTRICTED_AREA)
        # One prepared union of the forbidden zones, tested against every candidate leg at
        # once: querying the whole zone tree would also walk the 60 weather areas.
        allowed &= ~shapely.intersects(_forbidden(board, frozenset(blocked_kinds)), lines)
    return allowed


@functools.lru_cache(maxsize=16)
def _place_legs(
    board: Board, barrage_unlocked: bool, has_commander: bool, advanced: bool
) -> np.ndarray:
    """Which straight legs between two of the board's places are clear, as a matrix over
    ``board.places`` (built once per board and rule flags: none of it depends on where a
    particular plan starts or ends, only the legs touching a point that is no place do).

    Without a Commander one matrix is ~49,000 GEOS tests (~1-3 s of CPU): it is stored with the
    board (:func:`npq.board.tables.board_tables`, one file per set of flags) and read back as
    it was computed (issue 15: the first bot game in a process)."""
    flags = f"{int(barrage_unlocked)}{int(has_commander)}{int(advanced)}"
    n = len(board.places)
    return board_tables(
        board,
        f"place-legs-{flags}",
        f"place-legs/1:{BARRAGE_RADIUS!r}:{source_digest(__file__)}",
        lambda: {"clear": _build_place_legs(board, barrage_unlocked, has_commander, advanced)},
        lambda a: _checked_legs(a["clear"], n),
    )


def _checked_legs(clear: np.ndarray, n: int) -> np.ndarray:
    """A stored matrix of clear legs, if it is one for ``n`` places (only 0 and 1 bytes)."""
    if clear.dtype != np.bool_ or clear.shape != (n, n):
        raise TableError(f"place legs: {clear.dtype} {clear.shape}, not bool ({n}, {n})")
    if clear.size and int(clear.view(np.uint8).max()) > 1:
        raise TableError("place legs: a value that is not a boolean")
    return clear


def _build_place_legs(
    board: Board, barrage_unlocked: bool, has_commander: bool, advanced: bool
) -> np.ndarray:
    xy = np.array([p.xy for p in board.places], dtype=np.float64)
    n = len(xy)
    ii, jj = np.nonzero(~np.eye(n, dtype=bool))
    pairs = np.stack([xy[ii], xy[jj]], axis=1)
    tested = np.ones(len(pairs), dtype=bool)
    if has_commander and barrage_unlocked:
        tested[:] = False  # nothing forbids a leg (1A, D10)
    elif has_commander:
        # Only the Barrage can forbid a leg (D10): a leg whose envelope misses the disc's
        # cannot meet it (GEOS tests the envelopes first, closed, the same way), so only the
        # others are built and tested (issue 15: ~50,000 lines a matrix).
        x0, y0, x1, y1 = _barrage(board).bounds
        lo, hi = pairs.min(axis=1), pairs.max(axis=1)
        tested = ~((lo[:, 0] > x1) | (hi[:, 0] < x0) | (lo[:, 1] > y1) | (hi[:, 1] < y0))
    allowed = np.ones(len(pairs), dtype=bool)
    allowed[tested] = _legs_clear(
        shapely.linestrings(pairs[tested]), board, barrage_unlocked, has_commander, advanced
    )
    clear = np.zeros((n, n), dtype=bool)
    clear[ii, jj] = allowed
    return clear


def _shortest(
    board: Board,
    nodes: list[tuple[Coord, str | None]],
    speed: float,
    range_: int,
    fuel_now: int,
    barrage_unlocked: bool,
    has_commander: bool,
    advanced: bool,
    dry: frozenset[str] = frozenset(),
) -> tuple[RangeLeg, ...]:
    """Dijkstra over places: cost (turns, stops, distance); legs limited by the tank; no stop
    at a place of ``dry`` (it sells no fuel: a leg may only end there at the target).

    Legs between two places come from :func:`_place_legs`; only those touching the start or
    the end when it is no place are tested here."""
    xy = np.array([c for c, _ in nodes], dtype=np.float64)
    n = len(nodes)
    dist = np.hypot(xy[:, None, 0] - xy[None, :, 0], xy[:, None, 1] - xy[None, :, 1])
    turns = np.maximum(1, np.ceil(dist / speed - 1e-9)).astype(np.int64)
    reach = speed * max(range_, fuel_now) + EPS
    index = {p.id: k for k, p in enumerate(board.places)}
    where = np.array([index.get(pid, -1) if pid is not None else -1 for _, pid in nodes])
    known = where >= 0
    candidate = (dist <= reach) & ~np.eye(n, dtype=bool)
    clear = np.zeros((n, n), dtype=bool)
    both = np.outer(known, known)
    places = _place_legs(board, barrage_unlocked, has_commander, advanced)
    kw = where[known]
    clear[np.ix_(known, known)] = places[np.ix_(kw, kw)]
    ii, jj = np.nonzero(candidate & ~both)
    if len(ii):
        lines = shapely.linestrings(np.stack([xy[ii], xy[jj]], axis=1))
        clear[ii, jj] = _legs_clear(lines, board, barrage_unlocked, has_commander, advanced)
    usable = candidate & clear
    target = n - 1
    if dry:
        closed = [k for k in range(1, target) if nodes[k][1] in dry]
        usable[:, closed] = False
    adj: list[list[int]] = [np.flatnonzero(row).tolist() for row in usable]
    best: dict[int, tuple[int, int, float]] = {0: (0, 0, 0.0)}
    prev: dict[int, int] = {}
    heap: list[tuple[int, int, float, int]] = [(0, 0, 0.0, 0)]
    done: set[int] = set()
    while heap:
        t, stops, dd, i = heapq.heappop(heap)
        if i in done:
            continue
        done.add(i)
        if i == target:
            break
        tank = fuel_now if i == 0 else range_
        for j in adj[i]:
            if j in done or turns[i, j] > tank:
                continue
            cost = (t + int(turns[i, j]), stops + (0 if j == target else 1), dd + float(dist[i, j]))
            if j not in best or cost < best[j]:
                best[j] = cost
                prev[j] = i
                heapq.heappush(heap, (*cost, j))
    if target not in done:
        return ()
    chain = [target]
    while chain[-1] != 0:
        chain.append(prev[chain[-1]])
    chain.reverse()
    return tuple(
        RangeLeg(
            start=nodes[a][0],
            end=nodes[b][0],
            start_id=nodes[a][1],
            end_id=nodes[b][1],
            distance=float(dist[a, b]),
            turns=int(turns[a, b]),
        )
        for a, b in itertools.pairwise(chain)
    )


@dataclass(frozen=True, slots=True)
class TurnForecast:
    """The weather one turn of a planned flight will meet: the icon in the window of the area
    where that turn's move starts, in the round it is flown (1B: the start area counts)."""

    turn: int
    round_no: int
    start: Coord
    end: Coord
    area: str | None
    icon: Icon | None


def route_forecast(
    board: Board, plan: RangePlan, disc: WeatherDisc, from_round: int
) -> tuple[TurnForecast, ...]:
    """The forecast along ``plan``, one entry per turn, the first flown in ``from_round``.

    The disc is deterministic (D6), so this is exactly what the windows will show.
    """
    idx = nav_index(board)
    out: list[TurnForecast] = []
    for k, (a, b) in enumerate(plan.turn_segments()):
        area = weather_area_at(idx, a[0], a[1])
        rnd = from_round + k
        icon = disc.icon(area, rnd) if area is not None else None
        out.append(TurnForecast(k + 1, rnd, a, b, area.id if area else None, icon))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ReachableArea:
    """Polygons (board plane) for the map to shade: this turn, and before the tank is empty."""

    this_turn: BaseGeometry
    within_fuel: BaseGeometry


def reachable_area(
    board: Board,
    start: PointRef,
    *,
    speed: float,
    fuel: int,
    barrage_unlocked: bool = False,
) -> ReachableArea:
    """Where an airship at ``start`` can be after this move, and within its remaining fuel.

    Discs of radius ``speed`` and ``speed * fuel`` around ``start`` (one unit of fuel per turn,
    D9), clipped to the board, minus the Barrage Area while it is locked (1A The Pole).
    Obstacles are not subtracted: with a Commander they may be crossed, and without one a
    multi-turn flight can go around them.
    """
    s, _ = resolve_point(board, start)
    centre = Point(s)
    clip = board.disc
    if not barrage_unlocked:
        clip = shapely.difference(clip, board.barrage)
    turn = shapely.intersection(centre.buffer(max(speed, 0.0), quad_segs=32), clip)
    far = shapely.intersection(centre.buffer(max(speed * max(fuel, 0), 0.0), quad_segs=64), clip)
    return ReachableArea(this_turn=turn, within_fuel=far)
