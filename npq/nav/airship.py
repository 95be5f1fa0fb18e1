"""Airship move resolution (rulebook 4 "Airship Movement", 5 "Navigating Tool"; D4, D5, D9, D10).

An airship moves in one straight line along the declared course turned by the wind's
deviation, for any distance up to the Speed allowed (fractions allowed, D9). The resolver
reports everything the rules care about, in path order, and the first rule the move breaks:

- the zones crossed (geographical obstacles 1h, sea obstacles 1i, restricted areas 1g, weather
  areas 1B) with their entry distance; D10: each obstacle costs a Venture card, in path order;
- the land flown over, nation by nation (``"neutral"`` for the white territories, 1A), for the
  solo objective "complete the game without crossing the Neutral Territories" (rulebook 12);
- the base and port rings entered (D4); the first ring of a place the player stops at (the
  declared target, or any base chosen as a stop) ends the move, and the miniature is placed on
  the base point;
- whether the path flew over the Pole (within 0.3 L of it, D4);
- :class:`~npq.errors.RuleViolation`: leaving the board (1A Scoreboard), entering the Barrage
  Area while it is locked (1A The Pole), crossing an obstacle, a sea obstacle or (advanced) a
  restricted area without a Commander (1A Restricted Areas and Obstacles; D10), or flying
  further than the Speed allowed (4 Airship Movement).

Use :func:`npq.nav.allowed_speed` first for the Speed and the deviation; this module does the
geometry only.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass

from shapely.geometry import LineString, Point

from npq.board import BARRAGE_RADIUS, RING_RADIUS, Board, Feature, FeatureKind
from npq.errors import InputError, RuleViolation
from npq.i18n import N_
from npq.nav._index import (
    cells_along,
    cuts_of,
    nav_index,
    near_edges,
    survey_compiled,
    walk_segment,
    weather_area_at,
)
from npq.nav._memo import MoveMemo
from npq.nav.geometry import (
    EPS,
    Coord,
    Course,
    advance,
    as_xy,
    circle_entry,
    normalize_heading,
    point_segment_distance,
)
from npq.nav.wind import Wind
from npq.nav.zones import (
    VENTURE_LINE,
    Crossing,
    LandCrossing,
    RingEntry,
    in_ring_order,
    ring_hits,
    rings_along,
    survey_along,
    survey_cuts,
    survey_found,
)

__all__ = [
    "RULE_BARRAGE",
    "RULE_BOARD_EDGE",
    "RULE_OBSTACLES",
    "RULE_SPEED",
    "AirshipMove",
    "over_neutral",
    "resolve_airship_move",
    "stationed_at",
]

#: Rulebook sections cited by the violations.
RULE_BOARD_EDGE = "1A Scoreboard"
RULE_BARRAGE = "1A The Pole"
RULE_OBSTACLES = "1A Restricted Areas and Obstacles"
RULE_SPEED = "4 Airship Movement"

_OBSTACLE_KINDS = (FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE)


@dataclass(frozen=True, slots=True)
class AirshipMove:
    """The resolved move (immutable). Distances are Lengths along the path from ``start``.

    ``path`` runs from ``start`` to ``path_end``, where the move ends (the ring's edge when it
    stopped at a base); ``end`` is where the miniature stands afterwards (the base point when ``arrived``).
    ``crossings`` and ``rings`` are in path order. ``violations`` lists every rule broken, in
    path order; ``violation`` is the first of them, ``None`` for a legal move.
    """

    start: Coord
    course: Course
    axis: float
    deviation: float
    heading: float
    requested: float
    flown: float
    path_end: Coord
    end: Coord
    crossings: tuple[Crossing, ...]
    land: tuple[LandCrossing, ...]
    rings: tuple[RingEntry, ...]
    arrived: str | None
    over_pole: bool
    start_area: str | None
    end_area: str | None
    violations: tuple[RuleViolation, ...]

    @property
    def path(self) -> LineString:
        """The flown path from ``start`` to ``path_end``, as a shapely line (built on demand:
        the engine rarely needs it, the UI draws it)."""
        if self.path_end == self.start:
            return LineString([self.start, advance(self.start, self.heading, EPS)])
        return LineString([self.start, self.path_end])

    @property
    def violation(self) -> RuleViolation | None:
        """The first rule the move breaks, or ``None`` when it is legal."""
        return self.violations[0] if self.violations else None

    @property
    def is_legal(self) -> bool:
        """Whether the move breaks no rule."""
        return not self.violations

    @property
    def first_ring(self) -> str | None:
        """The id of the first base or port ring the path entered (D4), if any."""
        return self.rings[0].place_id if self.rings else None

    @property
    def crosses_neutral(self) -> bool:
        """Whether the path flies over neutral (white) land (solo objective 3, rulebook 12)."""
        return any(c.nation == "neutral" for c in self.land)

    @property
    def hazards(self) -> tuple[Crossing, ...]:
        """The crossings that cost a Venture card, in the order they are drawn (D10)."""
        return tuple(c for c in self.crossings if c.is_hazard)

    def zones_of(self, kind: FeatureKind) -> tuple[str, ...]:
        """Ids of the zones of one kind crossed, in path order."""
        return tuple(c.zone_id for c in self.crossings if c.kind is kind)

    def raise_if_illegal(self) -> AirshipMove:
        """Raise the first :class:`RuleViolation`, or return the move itself when legal."""
        if self.violations:
            raise self.violations[0]
        return self


#: The last moves resolved (:class:`~npq.nav._memo.MoveMemo`): the engine judges an action
#: (``check``) and then applies it, and a bot weighs the same hop on several turns.
_MEMO: MoveMemo[AirshipMove] = MoveMemo()
#: 0 turns the memo off (the benchmarks of the resolution itself, tests comparing two walks).
_MEMO_SIZE = 512
#: The number types a memo key may hold as values, beside their type (see resolve_airship_move).
_PLAIN = (int, float)


def resolve_airship_move(
    board: Board,
    start: Point | Sequence[float],
    course: Course,
    distance: float,
    *,
    deviation: Wind | float | None = None,
    has_commander: bool = False,
    barrage_unlocked: bool = False,
    advanced: bool = False,
    target: str | None = None,
    stop_at: Collection[str] = (),
    max_distance: float | None = None,
    closed_zones: Collection[str] = (),
    open_zones: Collection[str] = (),
) -> AirshipMove:
    """Resolve one airship move (see :func:`_resolve`; the answers to the last
    :data:`_MEMO_SIZE` questions are remembered)."""
    s = as_xy(start)
    heading = course.heading
    key: Hashable
    if (
        course.target is None
        and type(heading) is float
        and heading
        and s[0]
        and s[1]
        and type(distance) in _PLAIN
        and (max_distance is None or (type(max_distance) in _PLAIN and max_distance))
        and (
            deviation is None
            or (type(deviation) in _PLAIN and deviation)
            or type(deviation) is Wind
        )
    ):
        # The usual question, as a tuple: floats that are not zero are equal exactly when they
        # are the same number, and the types keep apart the ints and floats that == merges
        # (4 and 4.0: the move keeps what it was given). Much cheaper than repr's digits.
        key = (
            s,
            heading,
            distance,
            type(distance),
            deviation,
            type(deviation),
            has_commander,
            barrage_unlocked,
            advanced,
            target,
            tuple(sorted(stop_at)) if stop_at else (),
            max_distance,
            type(max_distance),
            tuple(sorted(closed_zones)) if closed_zones else (),
            tuple(sorted(open_zones)) if open_zones else (),
        )
    else:
        # repr keeps apart what == would merge and the move keeps: 4 and 4.0, 0.0 and -0.0.
        key = repr(
            (
                s,
                course,
                distance,
                deviation,
                has_commander,
                barrage_unlocked,
                advanced,
                target,
                sorted(stop_at),
                max_distance,
                sorted(closed_zones),
                sorted(open_zones),
            )
        )
    return _MEMO.answer(
        _MEMO_SIZE,
        key,
        (board,),
        lambda: _resolve(
            board,
            s,
            course,
            distance,
            deviation=deviation,
            has_commander=has_commander,
            barrage_unlocked=barrage_unlocked,
            advanced=advanced,
            target=target,
            stop_at=stop_at,
            max_distance=max_distance,
            closed_zones=closed_zones,
            open_zones=open_zones,
        ),
    )


def _resolve(
    board: Board,
    start: Point | Sequence[float],
    course: Course,
    distance: float,
    *,
    deviation: Wind | float | None = None,
    has_commander: bool = False,
    barrage_unlocked: bool = False,
    advanced: bool = False,
    target: str | None = None,
    stop_at: Collection[str] = (),
    max_distance: float | None = None,
    closed_zones: Collection[str] = (),
    open_zones: Collection[str] = (),
) -> AirshipMove:
    """Resolve one airship move on ``board`` (see the module docstring for the rules).

    Args:
        board: the loaded board.
        start: the miniature's reference point (board plane, Lengths).
        course: the declared course (:meth:`Course.toward` a point or :meth:`Course.along`).
        distance: Lengths to fly along the deviated course, > 0, fractions allowed (D9).
        deviation: the Wind Indicator sector (its deviation is used) or degrees (L positive),
            e.g. from a card or :attr:`MoveAllowance.deviation`; ``None`` for a straight move.
        has_commander: a Commander or Adv. Commander is aboard (may cross obstacles, D10).
        barrage_unlocked: the player has unlocked the Barrage Limit (1A The Pole; D14).
        advanced: advanced rules: restricted areas also need a Commander and cost a card.
        target: the declared target place id: the move stops on entering its ring (D4).
        stop_at: more place ids the player chose to stop at on the way (D4).
        max_distance: the Speed allowed (:func:`npq.nav.allowed_speed`); flying further is a
            violation. ``None`` skips the check.
        closed_zones: zone ids closed to airships this round (an advanced Telegram): crossing
            one is a violation, even with a Commander.
        open_zones: zone ids open this round (an advanced Telegram): crossing one needs no
            Commander (the caller draws no Venture card for it).

    Raises:
        ValueError: a non-positive distance, or a course towards the start point itself.
        BoardError: an unknown ``target`` or ``stop_at`` id.
    """
    if not distance > 0.0 or not math.isfinite(distance):
        raise InputError(
            N_("an airship moves a positive distance, got {distance}"), distance=repr(distance)
        )
    stops: set[str] = set()
    if stop_at or target is not None:
        stops.update(stop_at)
        if target is not None:
            stops.add(target)
        for pid in stops:
            board.place(pid)  # BoardError naming an unknown id
    s = as_xy(start)
    axis = course.heading_from(s)
    dev = deviation.deviation if isinstance(deviation, Wind) else float(deviation or 0.0)
    heading = normalize_heading(axis + dev)
    full_end = advance(s, heading, distance)

    idx = nav_index(board)
    sx, sy = s
    ex, ey = full_end
    rx, ry = ex - sx, ey - sy
    arrived: str | None = None
    flown = distance
    path_end = full_end
    end = full_end
    venture = _VENTURE[advanced]
    lines = idx.memo.get(_LINES[advanced])
    if lines is None:
        lines = idx.memo[_LINES[advanced]] = tuple(venture(z) for z in board.zones)
    seg = math.hypot(rx, ry)
    # The compiled survey's findings (survey_compiled), else the walk's cuts for survey_cuts.
    fast: tuple[list[int], list[float]] | None = None
    if seg > 0.0:
        # One walk of the grid for the rings and the zones (the usual case: no stop on the way).
        rings: tuple[RingEntry, ...] = ()
        near: Collection[int]
        fast = survey_compiled(idx, sx, sy, ex, ey, seg, True)
        if fast is not None:
            ints = fast[0]
            near = ints[4 + ints[1] + ints[2] + ints[3] :]
        else:
            cands: set[int] = set()
            cuts, odd = walk_segment(idx, sx, sy, ex, ey, cands)
            near = cands
        if near:
            hits: dict[int, RingEntry] = {}
            ring_hits(idx, near, s, s, full_end, seg, 0.0, False, hits, set())
            rings = in_ring_order(hits)
    else:
        rings = rings_along(board, [s, full_end])
    if stops:
        for i, r in enumerate(rings):
            if r.place_id in stops:
                arrived = r.place_id
                flown = r.distance
                path_end = r.point
                end = as_xy(board.place(r.place_id).point)
                rings = rings[: i + 1]
                break
    if arrived is not None:
        seg = math.hypot(path_end[0] - sx, path_end[1] - sy)
        fast = None
        if seg > 0.0:
            rx, ry = path_end[0] - sx, path_end[1] - sy
            fast = survey_compiled(idx, sx, sy, path_end[0], path_end[1], seg, False)
            if fast is None:
                cells = cells_along(sx, sy, path_end[0], path_end[1])
                cuts, odd = cuts_of(near_edges(idx.air, cells, sx, sy, rx, ry), sx, sy, rx, ry)
    if fast is not None:
        crossings, land, start_area, end_area = survey_found(idx, fast[0], fast[1], lines)
    elif seg > 0.0:
        crossings, land, start_area, end_area = survey_cuts(idx, cuts, odd, s, (rx, ry), seg, lines)
    else:  # no length, or stopped on a ring the start touches
        survey = survey_along(board, [s, path_end], venture)
        crossings, land, start_area, end_area = (
            survey.crossings,
            survey.land,
            survey.start_area,
            survey.end_area,
        )
    over_pole = not _beyond(s, path_end, _POLE_REACH) and (
        point_segment_distance((0.0, 0.0), s, path_end) <= RING_RADIUS + EPS
    )

    # Each violation keeps where it begins along the path (params["at"], Lengths from the
    # start): the engine stops a wind-deviated airship short of the first one (4, D10).
    found: list[tuple[float, RuleViolation]] = []
    if max_distance is not None and distance > max_distance + EPS:
        found.append(
            (
                0.0,
                RuleViolation(
                    "flight.speed_exceeded", distance=distance, limit=max_distance, at=0.0
                ),
            )
        )
    if math.hypot(*path_end) > board.radius + EPS:
        out_at = _exit_distance(s, path_end, board.radius)
        found.append((out_at, RuleViolation("flight.board_edge", at=out_at)))
    if not barrage_unlocked and not _beyond(s, path_end, _BARRAGE_REACH):
        t = circle_entry(s, path_end, (0.0, 0.0), BARRAGE_RADIUS)
        if t is not None:
            found.append((t, RuleViolation("flight.barrage_locked", at=t)))
    for c in crossings:
        if c.zone_id in closed_zones:
            found.append(
                (
                    c.entry,
                    RuleViolation("flight.closed_zone", zone=c.zone_id, name=c.name, at=c.entry),
                )
            )
    if not has_commander:
        for c in crossings:
            if c.zone_id in open_zones:
                continue
            if c.kind in _OBSTACLE_KINDS or (advanced and c.kind is FeatureKind.RESTRICTED_AREA):
                code = {
                    FeatureKind.OBSTACLE: "flight.obstacle",
                    FeatureKind.SEA_OBSTACLE: "flight.sea_obstacle",
                    FeatureKind.RESTRICTED_AREA: "flight.restricted_area",
                }[c.kind]
                found.append(
                    (c.entry, RuleViolation(code, zone=c.zone_id, name=c.name, at=c.entry))
                )
    if len(found) > 1:
        found.sort(key=lambda tv: tv[0])

    return AirshipMove(
        s,
        course,
        axis,
        dev,
        heading,
        distance,
        flown,
        path_end,
        end,
        crossings,
        land,
        rings,
        arrived,
        over_pole,
        start_area,
        end_area if arrived is None else _area_id(board, end),
        tuple([v for _, v in found]) if found else (),
    )


def stationed_at(board: Board, move: AirshipMove) -> str | None:
    """Where the move leaves the airship stationed (D4): the place whose ring it stopped on,
    else the nearest place whose ring holds the end of the move, else none (in flight)."""
    if move.arrived is not None:
        return move.arrived
    near = board.places_near(move.end)
    return near[0].id if near else None


def over_neutral(board: Board, move: AirshipMove, place: str | None = None) -> bool:
    """Whether the move crosses the Neutral Territories (rulebook 12, solo objective 3).

    The one judgement the engine (the ``over_neutral`` of its ``airship_moved`` event), the
    solo objectives tracker and the Navigating Tool's preview all use: the path flown crosses
    neutral (white, 1A) land for a positive length (:attr:`AirshipMove.crosses_neutral`,
    touching it at a point does not), or the airship ends the move stationed on a base that
    belongs to no nation (``place``, as :func:`stationed_at` finds it; docs/rules-decisions.md).
    """
    if move.crosses_neutral:
        return True
    return place is not None and board.place(place).nation is None


@dataclass(frozen=True, slots=True)
class _Venture:
    """Which Venture card line a zone costs an airship (D10; 1g only in the advanced game)."""

    advanced: bool

    def __call__(self, zone: Feature) -> int | None:
        if zone.kind is FeatureKind.RESTRICTED_AREA and not self.advanced:
            return None
        return VENTURE_LINE.get(zone.kind)


#: The two Venture rules, basic and advanced game (built once, not per move).
_VENTURE = {False: _Venture(False), True: _Venture(True)}
#: Where each rule's Venture line per zone is kept (``NavIndex.memo``; a str hashes at once).
_LINES = {False: "airship.venture-lines", True: "airship.venture-lines-advanced"}


#: Beyond these distances from the Pole a path can neither fly over it nor enter the Barrage
#: Area (the tests' own tolerance, EPS, plus a margin for rounding).
_POLE_REACH = RING_RADIUS + 2 * EPS
_BARRAGE_REACH = BARRAGE_RADIUS + 2 * EPS


def _beyond(a: Coord, b: Coord, r: float) -> bool:
    """Whether the segment a-b certainly stays more than ``r`` from the Pole: both ends beyond
    the same side of the square around it (a quick test that spares most moves the exact
    ones)."""
    return (
        (a[0] > r and b[0] > r)
        or (a[0] < -r and b[0] < -r)
        or (a[1] > r and b[1] > r)
        or (a[1] < -r and b[1] < -r)
    )


def _exit_distance(a: Coord, b: Coord, radius: float) -> float:
    """Distance along a-b at which a path starting inside the circle of ``radius`` leaves it."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    seg = math.hypot(dx, dy)
    ux, uy = dx / seg, dy / seg
    proj = -(a[0] * ux + a[1] * uy)
    closest2 = (a[0] + proj * ux) ** 2 + (a[1] + proj * uy) ** 2
    return proj + math.sqrt(max(0.0, radius * radius - closest2))


def _area_id(board: Board, p: Coord) -> str | None:
    area = weather_area_at(nav_index(board), p[0], p[1])
    return area.id if area is not None else None
