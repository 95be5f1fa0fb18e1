"""Ship move resolution (rulebook 4 "Ships Movement", "Ships Interaction with Obstacles and
Weather"; D5, D7).

A ship sails in straight lines and may segment its move in tight waters: here, a polyline of
up to three segments. Its budget is 3 Lengths a turn; inside the Arctic ice ring each Length
uses 3 of it (D5), so a ship crawls 1 L a turn there. Ships never pass over land, but wherever
a water channel is visible they may pass, however narrow (channels count as water). The
tolerance ring of the port a ship leaves from or arrives at counts as water too (D2: a port's
point lies on navigable water or within its ring of it).

Ships cross obstacles freely (no Commander needed). A sea obstacle (1i), a restricted area in
the advanced game (1g), or a weather area showing fog costs a Venture card, read on its "sea
obstacle" line (rulebook 4; D7); geographical obstacles do not affect ships (1h). Ships
enter the Barrage Area freely (1A The Pole).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from shapely.geometry import LineString, Point

from npq.board import ICE_RING_RADIUS, RING_RADIUS, Board, Feature, FeatureKind, WeatherArea
from npq.errors import BoardError, RuleViolation
from npq.i18n import N_
from npq.nav._index import layer_intervals, nav_index, places_at
from npq.nav._memo import MoveMemo
from npq.nav.geometry import EPS, Coord, as_xy, circle_span, distance, length_inside_circle
from npq.nav.speed import SHIP_SPEED
from npq.nav.zones import VENTURE_LINE, Crossing, RingEntry, crossings_along, rings_along
from npq.weather import Icon, WeatherDisc

__all__ = [
    "ICE_COST",
    "MAX_SEGMENTS",
    "RULE_SHIP",
    "ShipMove",
    "open_water",
    "resolve_ship_move",
    "ship_cost",
]

RULE_SHIP = "4 Ships Movement"
#: Rulebook 4: "if necessary, in tight areas, segmentation of movement is allowed" -- up to 3.
MAX_SEGMENTS = 3
#: D5: each Length sailed inside the ice ring uses 3 Lengths of the budget.
ICE_COST = 3.0
#: A segment may touch land for at most this length (Lengths) -- float noise on a coastline.
LAND_TOLERANCE = 1e-6


@dataclass(frozen=True, slots=True)
class ShipMove:
    """The resolved ship move (immutable); distances are Lengths along the path.

    ``path`` is the sailed polyline ``path_points`` (cut at the target port's ring when it
    arrived), ``end``
    where the ship stands afterwards (the port point when ``arrived``). ``cost`` is the budget
    used (D5), ``crossings`` the zones crossed in order -- sea obstacles, restricted areas,
    obstacles, weather areas; those costing a Venture card have a ``venture_line``.
    """

    start: Coord
    waypoints: tuple[Coord, ...]
    path_points: tuple[Coord, ...]
    end: Coord
    length: float
    ice_length: float
    cost: float
    crossings: tuple[Crossing, ...]
    fog_areas: tuple[str, ...]
    ports: tuple[RingEntry, ...]
    arrived: str | None
    violations: tuple[RuleViolation, ...]

    @property
    def path(self) -> LineString:
        """The sailed polyline (``path_points``) as a shapely line, built on demand."""
        if self.length <= 0.0:
            x, y = self.start
            return LineString([self.start, (x + EPS, y)])
        return LineString(self.path_points)

    @property
    def violation(self) -> RuleViolation | None:
        """The first rule the move breaks, or ``None``."""
        return self.violations[0] if self.violations else None

    @property
    def is_legal(self) -> bool:
        """Whether the move breaks no rule."""
        return not self.violations

    @property
    def hazards(self) -> tuple[Crossing, ...]:
        """Crossings that cost a Venture card ("sea obstacle" line), in path order."""
        return tuple(c for c in self.crossings if c.is_hazard)

    def raise_if_illegal(self) -> ShipMove:
        """Raise the first :class:`RuleViolation`, or return the move when legal."""
        if self.violations:
            raise self.violations[0]
        return self


def ship_cost(points: Sequence[Coord]) -> tuple[float, float, float]:
    """``(length, length inside the ice ring, budget used)`` of a polyline (D5)."""
    length = ice = 0.0
    for a, b in itertools.pairwise(points):
        length += distance(a, b)
        ice += length_inside_circle(a, b, (0.0, 0.0), ICE_RING_RADIUS)
    return length, ice, length + (ICE_COST - 1.0) * ice


#: The last moves resolved (:class:`~npq.nav._memo.MoveMemo`: the engine checks and then
#: applies the same move; the bots' planner tries the same legs again).
_MEMO: MoveMemo[ShipMove] = MoveMemo()
#: 0 turns the memo off (the benchmarks of the resolution itself, tests comparing two walks).
_MEMO_SIZE = 512


def resolve_ship_move(
    board: Board,
    start: Point | Sequence[float],
    waypoints: Sequence[Point | Sequence[float]],
    *,
    target: str | None = None,
    advanced: bool = False,
    disc: WeatherDisc | None = None,
    round_no: int | None = None,
    budget: float = SHIP_SPEED,
    fog: frozenset[str] | None = None,
) -> ShipMove:
    """Resolve a ship's move (see :func:`_resolve`; the answers to the last
    :data:`_MEMO_SIZE` questions are remembered)."""
    # repr keeps apart what == would merge and the move keeps: 3 and 3.0, 0.0 and -0.0.
    key = repr(
        (
            as_xy(start),
            [as_xy(w) for w in waypoints],
            target,
            advanced,
            id(disc),
            round_no,
            budget,
            None if fog is None else sorted(fog),
        )
    )
    return _MEMO.answer(
        _MEMO_SIZE,
        key,
        (board, disc),
        lambda: _resolve(
            board,
            start,
            waypoints,
            target=target,
            advanced=advanced,
            disc=disc,
            round_no=round_no,
            budget=budget,
            fog=fog,
        ),
    )


def _resolve(
    board: Board,
    start: Point | Sequence[float],
    waypoints: Sequence[Point | Sequence[float]],
    *,
    target: str | None = None,
    advanced: bool = False,
    disc: WeatherDisc | None = None,
    round_no: int | None = None,
    budget: float = SHIP_SPEED,
    fog: frozenset[str] | None = None,
) -> ShipMove:
    """Resolve a ship's move from ``start`` through ``waypoints`` (1 to 3 segments).

    Args:
        board: the loaded board.
        start: the ship's bow (board plane, Lengths).
        waypoints: the ends of the segments; the last is where the ship means to stop.
        target: a port id: on entering its ring the move stops and the ship is placed on it.
        advanced: advanced rules (restricted areas cost ships a Venture card, 1g).
        disc, round_no: when both are given, weather areas showing fog in that round are
            reported in ``fog_areas`` and cost a Venture card (D7).
        budget: Lengths a turn (3; cards may change it).
        fog: the weather areas whose fog costs the ship a Venture card, when the rules choose
            them (issue 17 ruling 5: only the area where the move starts); ``None``: every
            area showing fog in ``round_no`` on ``disc``.

    Raises:
        ValueError: no waypoints.
        BoardError: an unknown ``target`` id, or a target that is not a port.
    """
    if not waypoints:
        raise ValueError("a ship move needs at least one waypoint")
    if target is not None and not board.place(target).is_port:
        raise BoardError(N_("ships stop only at ports, mission ports and Arctic bases"), target)
    s = as_xy(start)
    pts = [s, *(as_xy(w) for w in waypoints)]
    violations: list[tuple[float, RuleViolation]] = []
    if len(pts) - 1 > MAX_SEGMENTS:
        violations.append(
            (
                0.0,
                RuleViolation("sailing.segments", max=MAX_SEGMENTS, segments=len(pts) - 1, at=0.0),
            )
        )
    ports = rings_along(board, pts, ports_only=True)
    arrived: str | None = None
    if target is not None:
        for i, r in enumerate(ports):
            if r.place_id == target:
                arrived = target
                pts = _cut(pts, r.distance)
                ports = ports[: i + 1]
                break
    end = as_xy(board.place(arrived).point) if arrived else pts[-1]
    if arrived is None:
        idx = nav_index(board)
        held = set(places_at(idx, *s))
        near = [
            board.places[i]
            for i in places_at(idx, *end)
            if board.places[i].is_port and i not in held
        ]
        if near:
            arrived = near[0].id
            end = near[0].xy
    length, ice, cost = ship_cost(pts)
    if cost > budget + EPS:
        violations.append(
            (
                at := _budget_point(pts, budget),
                RuleViolation("sailing.budget", cost=cost, budget=budget, ice=ice, at=at),
            )
        )
    walked = 0.0
    for a, b in itertools.pairwise(pts):
        if math.hypot(*b) > board.radius + EPS:
            out = walked + distance(a, b)
            violations.append((out, RuleViolation("sailing.board_edge", at=out)))
            break
        walked += distance(a, b)
    land_at = _first_land(board, pts, s, arrived)
    if land_at is not None:
        violations.append(
            (
                land_at,
                RuleViolation("sailing.over_land", at=land_at),
            )
        )

    if fog is None:
        fog = frozenset()
        if disc is not None and round_no is not None:
            fog = fog_areas(board, disc, round_no)
    crossings = crossings_along(board, pts, _ShipVenture(advanced, fog))
    fog_order = tuple(c.zone_id for c in crossings if c.zone_id in fog)
    violations.sort(key=lambda tv: tv[0])
    return ShipMove(
        start=s,
        waypoints=tuple(as_xy(w) for w in waypoints),
        path_points=tuple(pts),
        end=end,
        length=length,
        ice_length=ice,
        cost=cost,
        crossings=crossings,
        fog_areas=fog_order,
        ports=ports,
        arrived=arrived,
        violations=tuple(v for _, v in violations),
    )


#: The fog areas of a round by (board, disc, round): every ship move of a round reads the same
#: disc, so its ~80 weather windows are looked up once a round, not once a move.
_FOG: dict[tuple[int, int, int], tuple[Board, WeatherDisc, frozenset[str]]] = {}
_FOG_KEPT = 64


def fog_areas(board: Board, disc: WeatherDisc, round_no: int) -> frozenset[str]:
    """The ids of the weather areas whose window shows fog in ``round_no`` (D7)."""
    key = (id(board), id(disc), round_no)
    hit = _FOG.get(key)
    if hit is not None and hit[0] is board and hit[1] is disc:
        return hit[2]
    fog = frozenset(a.id for a in board.weather_areas if disc.icon(a, round_no) is Icon.FOG)
    if len(_FOG) >= _FOG_KEPT:
        _FOG.clear()
    _FOG[key] = (board, disc, fog)
    return fog


@dataclass(frozen=True, slots=True)
class _ShipVenture:
    """Which Venture card line a zone costs a ship: always the sea-obstacle line (rulebook 4)."""

    advanced: bool
    fog: frozenset[str]

    def __call__(self, zone: Feature) -> int | None:
        sea = VENTURE_LINE[FeatureKind.SEA_OBSTACLE]
        if zone.kind is FeatureKind.SEA_OBSTACLE:
            return sea
        if zone.kind is FeatureKind.RESTRICTED_AREA and self.advanced:
            return sea  # L175: ships cross them drawing a card, on the sea line (Q8)
        if isinstance(zone, WeatherArea) and zone.id in self.fog:
            return sea
        return None


def _cut(pts: list[Coord], at: float) -> list[Coord]:
    """The polyline ``pts`` cut ``at`` Lengths from its start."""
    out = [pts[0]]
    walked = 0.0
    for a, b in itertools.pairwise(pts):
        d = distance(a, b)
        if walked + d >= at - EPS:
            f = (at - walked) / d if d > 0 else 0.0
            out.append((a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1])))
            return out
        out.append(b)
        walked += d
    return out


def _budget_point(pts: list[Coord], budget: float) -> float:
    """Distance along the path where the budget runs out (for ordering the violation)."""
    used = walked = 0.0
    for a, b in itertools.pairwise(pts):
        _, _, c = ship_cost([a, b])
        d = distance(a, b)
        if used + c > budget and c > 0:
            return walked + d * (budget - used) / c
        used += c
        walked += d
    return walked


def open_water(board: Board, start: Coord, end: Coord) -> float:
    """How far a ship at ``start`` gets straight toward ``end`` before solid land (the ring of
    a port it lies in is exempt, as for a sail): the whole distance when the way is open."""
    land = _first_land(board, [start, end], start, None)
    return distance(start, end) if land is None else land


def _first_land(board: Board, pts: list[Coord], start: Coord, arrived: str | None) -> float | None:
    """Distance along the path of the first stretch over solid land, outside the exempt port
    rings (the ring holding the start, and the ring of the port the ship arrives at)."""
    idx = nav_index(board)
    exempt = [board.places[i].xy for i in places_at(idx, *start) if board.places[i].is_port]
    if arrived is not None:
        exempt.append(board.place(arrived).xy)
    walked = 0.0
    for a, b in itertools.pairwise(pts):
        seg = distance(a, b)
        if seg <= 0.0:
            continue
        holes = [h for h in (circle_span(a, b, c, RING_RADIUS) for c in exempt) if h is not None]
        first: float | None = None
        for _z, t0, t1 in layer_intervals(idx.solid, a, b)[0]:
            for lo, hi in _minus((t0 * seg, t1 * seg), holes):
                if hi - lo > LAND_TOLERANCE and (first is None or lo < first):
                    first = lo
        if first is not None:
            return walked + first
        walked += seg
    return None


def _minus(
    span: tuple[float, float], holes: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """The parts of ``span`` outside every hole (all intervals on one line)."""
    parts = [span]
    for h0, h1 in holes:
        nxt: list[tuple[float, float]] = []
        for lo, hi in parts:
            if h1 <= lo or h0 >= hi:
                nxt.append((lo, hi))
                continue
            if h0 > lo:
                nxt.append((lo, h0))
            if h1 < hi:
                nxt.append((h1, hi))
        parts = nxt
    return parts
