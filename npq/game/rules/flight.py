"""Flight: moving the airship (section 4 "Airship Movement", section 10; D7-D10, D14).

The player declares a course; the weather of the area where the move starts applies (Rain -1,
Fog holds, Wind and Storm spin the Wind Indicator from the state's generator, Storm costs 1
damage); the declared course must be legal (board edge, Barrage Limit, obstacles without a
Commander); the wind may push the airship off it, and then it stops short of the first thing it
may not cross. One Venture card is drawn per obstacle crossed, in path order, before moving
(D10). The move burns one fuel unit (D9); arriving in a base's ring stations the airship on the
base point (D4) and completes the mission whose target it is (section 10); fuel or Integrity at
0 away from a base is an emergency landing; leaving the own set-up Arctic base eligible starts
the journey to the Pole, and coming back to it over the Pole ends the game (section 9, D14).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, ActionKind, Course, EndTurn, Fly
from npq.game.events import EventKind
from npq.game.rules.emergency import (
    check_emergency,
    check_recovery_move,
    nearest_base,
    recovery_candidates,
    recovery_move,
)
from npq.game.rules.engine import check, succeeds
from npq.game.rules.missions import complete_mission
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.rules.strategy import spring_traps
from npq.game.rules.ventures import LINES, draw_venture
from npq.game.state import Emergency, PlayerState, PoleLeg, State
from npq.game.world import World
from npq.nav import AirshipMove, Wind, allowed_speed, needs_wind_spin, resolve_airship_move
from npq.nav import Course as NavCourse
from npq.weather import Icon

__all__ = [
    "CONCERN",
    "GEOMETRIC",
    "RULE_AIRSHIP",
    "RULE_TELEGRAM",
    "FlightPlan",
    "Zones",
    "flight_options",
    "flight_plan",
    "fly_candidates",
    "objectives",
    "places_within",
    "plan_flight",
    "short_flights",
    "start_icon",
]

CONCERN = Concern("flight", "4 Airship Movement")


@dataclass(frozen=True, slots=True)
class Zones:
    """How the zones of the board treat an airship this round: ``advanced`` (restricted areas,
    1g, are forbidden zones too, ADVANCED.md 5.1), and the areas a Telegram ``closed`` (no
    crossing, even with a Commander) or ``opened`` (no Commander needed, no Venture card)."""

    advanced: bool = False
    closed: frozenset[str] = frozenset()
    opened: frozenset[str] = frozenset()


_BASIC_ZONES = Zones()


@CONCERN.provides("barrage_refusal")
def barrage_refusal(tx: Tx, p: PlayerState) -> tuple[str, dict[str, int]]:
    """Why the Barrage Area is shut to the player: the refusal's code and params (basic rules:
    three completed missions open it, 1A "The Pole")."""
    return "flight.barrage_locked", {"missions": len(p.completed), "need_missions": 3}


def barrage_reason(tx: Tx, p: PlayerState, move: AirshipMove) -> AirshipMove:
    """The move with its Barrage refusal saying what the player lacks (the rule set's
    ``barrage_refusal``); its place along the path (``at``) is kept."""
    if not any(v.code == "flight.barrage_locked" for v in move.violations):
        return move
    code, params = tx.rules.rule("barrage_refusal")(tx, p)
    violations = tuple(
        RuleViolation(code, at=v.params["at"], **params) if v.code == "flight.barrage_locked" else v
        for v in move.violations
    )
    return replace(move, violations=violations)


@CONCERN.provides("barrage_open")
def barrage_open(tx: Tx, p: PlayerState) -> bool:
    """Section 1A "The Pole": three completed missions unlock the Barrage Limit."""
    return p.barrage_unlocked


@CONCERN.provides("fog_flight")
def fog_flight(tx: Tx, p: PlayerState) -> str:
    """What an airship may do in fog (1B): ``"hold"`` (the basic game: it cannot move),
    ``"card"`` (it moves after drawing a Venture card, line 3) or ``"free"``."""
    return "hold"


@CONCERN.provides("zones")
def zones(tx: Tx) -> Zones:
    """The basic game: obstacles and sea obstacles need a Commander; 1g costs nothing."""
    return _BASIC_ZONES


@CONCERN.provides("stationary_flight")
def stationary_flight(tx: Tx) -> bool:
    """Section 4: an airship in flight "cannot remain stationary": a flight of no length is no
    move (False: refused)."""
    return False


@CONCERN.provides("on_stationed")
def on_stationed(tx: Tx, seat: int, place: str) -> None:
    """What happens when an airship is stationed at a base: nothing more in the basic game
    (the advanced game boards the crew declared in flight, section 3)."""


RULE_AIRSHIP = "4 Airship Movement"
RULE_WEATHER = "1B Interaction with Miniatures"
RULE_EMERGENCY = "10 Emergency Landing Management"
RULE_TELEGRAM = "6 Telegrams"
_MARGIN = 0.02
_HEADINGS = tuple(range(0, 360, 45))


def _nav_course(tx: Tx, course: Course) -> tuple[NavCourse, str | None, float | None]:
    """The nav course, the target place id and the distance to the target point, if any."""
    if course.place is not None:
        if course.place not in tx.w.board:
            raise RuleViolation("flight.unknown_place", place=course.place)
        xy = tx.w.xy(course.place)
        return NavCourse.toward(xy), course.place, None
    if course.point is not None:
        return NavCourse.toward(course.point), None, None
    assert course.heading is not None
    return NavCourse.along(course.heading), None, None


def _target_distance(start: tuple[float, float], tx: Tx, course: Course) -> float | None:
    if course.place is not None:
        if course.place not in tx.w.board:  # or not on the board of the game's edition
            raise RuleViolation("flight.unknown_place", place=course.place)
        x, y = tx.w.xy(course.place)
    elif course.point is not None:
        x, y = course.point
    else:
        return None
    return math.hypot(x - start[0], y - start[1])


def _point_target(tx: Tx, course: Course) -> str | None:
    """A board point inside a base's ring names that base (D4)."""
    if course.point is None:
        return None
    near = tx.w.board.places_near(course.point)
    return near[0].id if near else None


def start_icon(tx: Tx, pos: tuple[float, float]) -> tuple[Icon | None, str]:
    """The icon in the window of the area where the move starts (1B, D7)."""
    area = tx.w.weather_area(pos)
    return tx.w.disc.icon(area, tx.s.disc_round), area.id


def flight_plan(
    tx: Tx, p: PlayerState, action: Fly, icon: Icon | None, wind: Wind | None
) -> tuple[AirshipMove | None, float, float]:
    """Resolve the declared move (``wind`` None) or the actual one; returns the move (None when
    it does not move at all), the Speed allowed and the deviation."""
    # advanced fog (1B, D7): the rule set decides whether the airship may fly in it
    in_fog = icon is Icon.FOG and tx.rules.rule("fog_flight")(tx, p) != "hold"
    allowance = allowed_speed(
        p.board.speed,
        engineer_bonus=p.bonus("engineer"),
        icon=icon if (wind is not None or not needs_wind_spin(icon)) else None,
        wind=wind,
        scientist=p.has_skill("scientist"),
        has_commander=p.has_commander or in_fog,
        advanced=in_fog,
        temporary=p.temporary_speed,
    )
    speed = float(allowance.speed)
    start = p.airship.pos
    to_target = _target_distance(start, tx, action.course)
    want = action.distance if action.distance is not None else to_target
    if want is None:
        want = speed
    if to_target is not None:
        want = min(want, to_target)
    length = min(want, speed)
    if length <= 1e-6:
        return None, speed, allowance.deviation
    course, target, _ = _nav_course(tx, action.course)
    target = target or _point_target(tx, action.course)
    z: Zones = tx.rules.rule("zones")(tx)
    move = resolve_airship_move(
        tx.w.board,
        start,
        course,
        length,
        deviation=allowance.deviation if wind is not None else None,
        has_commander=p.has_commander,
        barrage_unlocked=tx.rules.rule("barrage_open")(tx, p),
        advanced=z.advanced,
        target=target,
        stop_at=objectives(p),
        closed_zones=z.closed,
        open_zones=z.opened,
    )
    return barrage_reason(tx, p, move), speed, allowance.deviation


def objectives(p: PlayerState) -> tuple[str, ...]:
    """The places whose ring reaches the player's objective on any course (section 4 "Airship
    Movement": "If, during the movement, the Airship is within the red halo (or the gray ring)
    ... the objective is considered reached"): the active mission's target and, back from the
    Pole, the own Arctic base (section 9)."""
    out: list[str] = []
    if p.active is not None:
        out.append(p.active.target)
    if p.pole is PoleLeg.OVERFLOWN and p.arctic is not None and p.mast:
        out.append(p.arctic)
    return tuple(out)


def _first_problem(move: AirshipMove) -> float | None:
    """Where along a wind-deviated path the airship must stop short: where the first of its
    violations begins (each keeps its ``at``: the board edge, the locked Barrage Area, an
    obstacle without a Commander, a zone a Telegram closed), or None when it need not."""
    if move.is_legal:
        return None
    return min(float(v.params.get("at", 0.0)) for v in move.violations)


def _shortened(
    tx: Tx, start: tuple[float, float], move: AirshipMove, distance: float, p: PlayerState
) -> AirshipMove:
    """The same declared and deviated course, flown only ``distance`` Lengths."""
    z: Zones = tx.rules.rule("zones")(tx)
    shortened = resolve_airship_move(
        tx.w.board,
        start,
        move.course,
        distance,
        deviation=move.deviation,
        has_commander=p.has_commander,
        barrage_unlocked=tx.rules.rule("barrage_open")(tx, p),
        advanced=z.advanced,
        target=move.arrived,
        stop_at=objectives(p),
        closed_zones=z.closed,
        open_zones=z.opened,
    )
    return barrage_reason(tx, p, shortened)


@dataclass(frozen=True, slots=True)
class FlightPlan:
    """What a declared flight would do, before the wind is spun (section 4, 1B; D7-D10): the
    one judgement the engine and the Navigating Tool's preview share (:func:`plan_flight`).

    ``icon`` and ``area``: the weather where the move starts; ``spin``: Wind or Storm will spin
    the Wind Indicator (the declared distance may then exceed the Speed by 1, D7); ``storm``: it
    costs 1 Integrity; ``fog``: what the airship may do in fog (``"hold"``, ``"card"``: a
    Venture card first, ``"declined"``: a gold Scientist's player declines that card,
    ``"free"``; the rule set decides); ``speed``: the Speed allowed before
    the spin; ``limit``: the longest distance that may be declared; ``declared``: the declared
    course resolved (``None``: it goes nowhere); ``fuel_after`` / ``integrity_after``: the
    indicators once it is flown; ``violation``: why the flight is refused now (``None``: it is
    legal); ``recovery``: after the S.O.S. the move is the recovery to ``nearest`` (section 10).
    """

    icon: Icon | None
    area: str
    spin: bool
    storm: bool
    fog: str
    speed: float
    limit: float
    declared: AirshipMove | None
    fuel_after: int
    integrity_after: int
    violation: RuleViolation | None
    recovery: bool = False
    nearest: str | None = None

    @property
    def is_legal(self) -> bool:
        return self.violation is None


def _preconditions(tx: Tx, p: PlayerState) -> RuleViolation | None:
    """What keeps the airship on the ground whatever the course (section 2, 4, 10)."""
    a = p.airship
    if a.emergency is Emergency.LANDED:
        return RuleViolation("emergency.fly.sos_first")
    if tx.s.round < a.grounded_until:
        return RuleViolation("emergency.fly.grounded", until=a.grounded_until)
    if a.must_restore and (a.fuel < p.range or a.integrity < p.max_integrity):
        return RuleViolation("emergency.fly.restore_first")
    if p.is_blocked("airship"):
        return RuleViolation("flight.held")
    if a.fuel <= 0:
        return RuleViolation("flight.tank_empty")
    if a.integrity <= 0:
        return RuleViolation("flight.broken")
    return None


def _plan(tx: Tx, action: Fly) -> FlightPlan:
    """The plan of ``action`` for the acting seat, its violation included (raises only for an
    unknown place)."""
    p = tx.p()
    a = p.airship
    icon, area = start_icon(tx, a.pos)
    spin = needs_wind_spin(icon)
    storm = icon is Icon.STORM
    if a.emergency is Emergency.SOS:
        try:
            check_recovery_move(tx, action)
            refusal = None
        except RuleViolation as exc:
            refusal = exc
        nearest = nearest_base(tx.w, a.pos)
        return FlightPlan(
            icon, area, False, False, "free", 0.0, 0.0, None, a.fuel, a.integrity, refusal, True,
            nearest,
        )  # fmt: skip
    violation = _preconditions(tx, p)
    fog = "free"
    if violation is None and icon is Icon.FOG:
        fog = tx.rules.rule("fog_flight")(tx, p)
        if fog == "hold":
            violation = RuleViolation("flight.fog", area=area)
    if violation is None and action.nocard:
        # L321-323: a gold Scientist makes the fog's Venture card a choice
        if fog != "card":
            violation = RuleViolation("flight.nocard.no_fog_card", area=area)
        elif p.bonus("scientist") < 2:
            violation = RuleViolation("flight.nocard.no_gold_scientist")
        else:
            fog = "declined"
    if violation is not None:
        return FlightPlan(
            icon, area, spin, storm, fog, 0.0, 0.0, None, a.fuel, a.integrity, violation
        )
    # An airship stationed at a base inside another place's ring (Pulham beside London) flies
    # to it as to any place: the movement reaches its objective at once (section 4, the ring)
    # and stations it there, one action and a fuel unit like every movement (docs/
    # rules-decisions.md "A place whose ring holds the airship").
    # The declared course must be legal before the wind is spun (4: declare, then move).
    declared, speed, _ = flight_plan(tx, p, action, icon, None)
    limit = speed + (1 if spin else 0)
    if action.distance is not None and action.distance > limit + 1e-9:
        violation = RuleViolation("flight.too_far", distance=action.distance, limit=limit)
    elif declared is None and not tx.rules.rule("stationary_flight")(tx):
        # section 4: "cannot remain stationary" -- a flight of no length is not a move
        violation = RuleViolation("flight.zero_length")
    elif declared is None:
        violation = None
    else:
        violation = declared.violation
    fuel_after = max(0, a.fuel - 1)
    integrity_after = max(0, a.integrity - 1) if storm else a.integrity
    return FlightPlan(
        icon, area, spin, storm, fog, speed, limit, declared, fuel_after, integrity_after,
        violation,
    )  # fmt: skip


def plan_flight(state: State, action: Fly, world: World, rules: RuleSet) -> FlightPlan:
    """The plan of a flight of the player to act (the Navigating Tool's preview and the
    engine's check): Speed allowed, whether the wind is spun or the storm strikes, the declared
    move and the fuel after it, and why it is refused if it is."""
    tx = Tx(state, world, rules)
    try:
        return _plan(tx, action)
    except RuleViolation as exc:  # an unknown place
        a = tx.p().airship
        icon, area = start_icon(tx, a.pos)
        return FlightPlan(
            icon, area, False, False, "free", 0.0, 0.0, None, a.fuel, a.integrity, exc
        )


@CONCERN.checks_for(Fly)
def check_fly(tx: Tx, action: Fly) -> None:
    """Section 4, 1A, 1B and 10: a pure judgement of the declared flight (no wind spun)."""
    p = tx.p()
    if p.airship.emergency is Emergency.SOS:
        check_recovery_move(tx, action)
        return
    pre = _preconditions(tx, p)
    if pre is not None:
        raise pre
    plan = _plan(tx, action)
    if plan.violation is not None:
        raise plan.violation
    tx.memo["flight"] = plan


@CONCERN.handles(Fly)
def fly(tx: Tx, action: Fly) -> None:
    """Move the airship (section 4, section 10 "Airship Movement"; D7-D10, D14)."""
    seat = tx.seat
    p = tx.p(seat)
    a = p.airship
    if a.emergency is Emergency.SOS:
        recovery_move(tx, action)
        return
    plan: FlightPlan = tx.memo.get("flight") or _plan(tx, action)
    icon, area, fog, spin = plan.icon, plan.area, plan.fog, plan.spin
    declared, speed = plan.declared, plan.speed
    wind: Wind | None = None
    tx.emit(
        EventKind.WEATHER,
        seat,
        icon=None if icon is None else icon.value,
        area=area,
        miniature="airship",
    )
    if spin:
        from npq.nav import WIND_SECTORS

        wind = WIND_SECTORS[tx.below(len(WIND_SECTORS))]
        tx.emit(
            EventKind.WIND,
            seat,
            result=wind.value,
            deviation=wind.deviation,
            speed_change=wind.speed_delta,
        )
    move, speed, _dev = (
        flight_plan(tx, p, action, icon, wind)
        if spin
        else (
            declared,
            speed,
            0.0,
        )
    )
    if move is not None and not move.is_legal:
        stop = _first_problem(move)
        cut = (stop or 0.0) - _MARGIN
        if cut <= 0.0:
            move = None
        else:
            move = _shortened(tx, a.pos, move, cut, p)
            if not move.is_legal:
                move = None
    start = a.pos
    was_at = a.place
    # D10: a Venture card per obstacle crossed, in path order, before moving; in fog with a
    # Commander (advanced, 1B and D7) the fog's card, line 3, comes first.
    if move is not None:
        hazards = [
            (LINES[c.venture_line], c.zone_id, c.kind.value)
            for c in move.hazards
            if c.venture_line is not None and c.zone_id not in tx.rules.rule("zones")(tx).opened
        ]
        if fog == "card":
            hazards.insert(0, (LINES[3], area, "fog"))
        for line, zone_id, zone_kind in hazards:
            draw_venture(tx, seat, line, zone_id, zone_kind, "airship")
            if tx.s.outcome is not None:
                return
            q = tx.p(seat)
            if (
                q.airship.emergency is not None
                or q.airship.place != was_at
                or q.airship.pos != a.pos
                or q.is_blocked("airship")
                or q.airship.fuel <= 0
                or q.airship.integrity <= 0
            ):
                # Struck down, moved or held before moving: the move does not happen (an
                # airship in flight still burns its fuel unit at the end of the turn, D9). At
                # a base an empty tank or a broken hull is no emergency, but it cannot take
                # off with it (section 2, section 10 "Repair Actions").
                return
        q = tx.p(seat)
        if q.temporary_speed != p.temporary_speed and move.flown > 0:
            allowed = speed + q.temporary_speed - p.temporary_speed
            if allowed < move.flown - 1e-9:
                move = None if allowed <= 1e-6 else _shortened(tx, a.pos, move, allowed, q)
    if move is None:
        tx.emit(
            EventKind.AIRSHIP_MOVED,
            seat,
            start=list(start),
            end=list(start),
            length=0.0,
            course=str(action.course),
            heading=None,
            icon=None if icon is None else icon.value,
            wind=None if wind is None else wind.value,
            speed=speed,
            zones=[],
            territories=[],
            over_neutral=False,
            place=was_at,
        )
        return
    tx.set(airship_moved=True)
    p = tx.p(seat)
    end = move.end
    place = move.arrived
    if place is None:
        near = tx.w.board.places_near(end)
        if near:
            place = near[0].id
            end = tx.w.xy(place)
    # Pole journey (D14): leaving the own set-up Arctic base, eligible.
    if (
        was_at is not None
        and was_at == p.arctic
        and p.mast
        and _eligible_for_pole(tx, p)
        and move.flown > 0
    ):
        tx.put(seat, pole=PoleLeg.OUTBOUND)
        tx.emit(EventKind.POLE_JOURNEY, seat, base=was_at)
    fuel = max(0, p.airship.fuel - 1)
    integrity = p.airship.integrity
    if icon is Icon.STORM:
        integrity = max(0, integrity - 1)
    tx.air(seat, pos=end, place=place, fuel=fuel, integrity=integrity, last_start=start)
    territories, over_neutral = _territories(tx, move, place)
    tx.emit(
        EventKind.AIRSHIP_MOVED,
        seat,
        start=list(start),
        end=list(end),
        length=move.flown,
        course=str(action.course),
        heading=move.heading,
        icon=None if icon is None else icon.value,
        wind=None if wind is None else wind.value,
        speed=speed,
        zones=[{"id": c.zone_id, "kind": c.kind.value} for c in move.crossings],
        territories=territories,
        over_neutral=over_neutral,
        place=place,
    )
    tx.emit(EventKind.FUEL_USED, seat, fuel=fuel)
    if icon is Icon.STORM:
        tx.emit(EventKind.DAMAGE, seat, amount=1, integrity=integrity, cause="storm")
    if move.over_pole:
        q = tx.p(seat)
        journey = q.pole is PoleLeg.OUTBOUND
        if journey:
            tx.put(seat, pole=PoleLeg.OVERFLOWN)
        tx.emit(
            EventKind.POLE_OVERFLOWN,
            seat,
            integrity=q.airship.integrity,
            max_integrity=q.max_integrity,
            journey=journey,
        )
    spring_traps(tx, seat, move.path)
    q = tx.p(seat)
    if q.airship.place != place:
        # A trap passed on the way drove it back out of the base's ring (section 10 "Trap
        # Card"): the base is not reached (section 4).
        place, end = q.airship.place, q.airship.pos
    if place is not None:
        tx.emit(
            EventKind.STATIONED,
            seat,
            place=place,
            point=list(end),
            is_port=tx.w.place(place).is_port,
            miniature="airship",
        )
        complete_mission(tx, seat)
        tx.rules.rule("on_stationed")(tx, seat, place)
        q = tx.p(seat)
        if q.pole is PoleLeg.OVERFLOWN and place == q.arctic and q.mast:
            tx.rules.rule("finish_pole")(tx, seat)
            return
        if q.pole is not PoleLeg.NONE and place != q.arctic:
            tx.put(seat, pole=PoleLeg.NONE)
    else:
        # Fuel or Integrity at 0 away from a base (unless a trap already landed it, section 10).
        check_emergency(tx, seat)


def _eligible_for_pole(tx: Tx, p: PlayerState) -> bool:
    """D14: 3 missions, every drawn extra mission done, the loan repaid (advanced: Bonds)."""
    if len(p.completed) < 3 or p.owed > 0 or p.missions or p.active is not None:
        return False
    if tx.s.ledger.loan_outstanding(p.nation) > 0:
        return False
    return tx.bonds(p.seat) >= tx.prices.pole_min_bonds


def _territories(tx: Tx, move: AirshipMove, place: str | None) -> tuple[list[str], bool]:
    """The nations (or "neutral") whose land the path crosses, sorted, and whether the move
    crosses the Neutral Territories (:func:`npq.nav.over_neutral`, the one judgement of it)."""
    from npq.nav import over_neutral

    names = {c.nation for c in move.land}
    return sorted(names), over_neutral(tx.w.board, move, place)


@dataclass(frozen=True, slots=True, eq=False)
class _Places:
    """A board's places as arrays (ids, positions, which are ports), read once per board."""

    board: object
    ids: tuple[str, ...]
    xs: np.ndarray
    ys: np.ndarray
    ports: np.ndarray


_PLACES: dict[int, _Places] = {}


def _places(w: World) -> _Places:
    board = w.board
    hit = _PLACES.get(id(board))
    if hit is None or hit.board is not board:
        places = board.places
        hit = _Places(
            board,
            tuple(p.id for p in places),
            np.array([p.point.x for p in places], dtype=float),
            np.array([p.point.y for p in places], dtype=float),
            np.array([p.is_port for p in places], dtype=bool),
        )
        if len(_PLACES) >= 8:
            _PLACES.clear()
        _PLACES[id(board)] = hit
    return hit


def places_within(w: World, pos: tuple[float, float], reach: float, ports: bool) -> list[str]:
    """Up to 12 places (ports only, for ships) within ``reach``, nearest first."""
    table = _places(w)
    d = np.hypot(table.xs - pos[0], table.ys - pos[1])
    near = (d > 0.3) & (d <= reach)
    if ports:
        near &= table.ports
    found = sorted((float(d[i]), table.ids[i]) for i in np.flatnonzero(near))
    return [pid for _, pid in found[:12]]


def fly_candidates(state: State, w: World) -> Iterator[Fly]:
    """The representative airship moves: the mission target, the own Arctic base, places in
    reach and eight headings at full Speed (after the S.O.S.: the nearest base)."""
    p = state.player
    a = p.airship
    if a.emergency is Emergency.SOS:
        yield from recovery_candidates(state, w)
        return
    if a.emergency is not None:
        return
    if p.active is not None:
        yield Fly(Course(place=p.active.target))
    if p.arctic is not None and p.mast:
        yield Fly(Course(place=p.arctic))
    if p.bonus("scientist") >= 2 and p.active is not None:
        # a gold Scientist may decline the fog's Venture card (the advanced game, L321-323)
        yield Fly(Course(place=p.active.target), nocard=True)
    speed = max(1, p.speed + p.temporary_speed)
    for pid in places_within(w, a.pos, speed + 1.0, ports=False):
        yield Fly(Course(place=pid))
    for h in _HEADINGS:
        yield Fly(Course(heading=float(h)), float(speed))


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    yield from fly_candidates(state, w)


def flight_options(state: State, w: World, rules: RuleSet) -> list[Fly]:
    """The legal airship moves of the representative set (shorter flights when no full-Speed
    one is legal, :func:`short_flights`)."""
    return [f for f in fly_candidates(state, w) if succeeds(state, f, w, rules)] or short_flights(
        state, w, rules
    )


#: What makes a straight flight illegal by where it goes (the board edge, the locked Barrage
#: Area, an obstacle without a Commander, a closed zone): a shorter flight or another heading
#: may be legal.
GEOMETRIC = frozenset(
    {
        "flight.board_edge",
        "flight.barrage_locked",
        "flight.barrage_bonds",
        "flight.barrage_both",
        "flight.obstacle",
        "flight.sea_obstacle",
        "flight.restricted_area",
        "flight.closed_zone",
    }
)


def short_flights(state: State, w: World, rules: RuleSet) -> list[Fly]:
    """Legal straight flights every 15 deg, at the longest whole distance below the Speed that
    has any (down to 1 L, then 0.5 L): for an airship hemmed in by the board edge, the Barrage
    Area or obstacles, where no flight of the representative set is legal. ``[]`` when the
    airship may not fly now for another reason (fog, the turn's structure, an emergency)."""
    p = state.player
    speed = max(1, p.speed + p.temporary_speed)
    for d in (*range(speed, 0, -1), 0.5):
        found: list[Fly] = []
        for h in range(0, 360, 15):
            fly = Fly(Course(heading=float(h)), float(d))
            refusal = check(state, fly, w, rules)
            if refusal is not None:
                if refusal.code not in GEOMETRIC:
                    return []  # not a matter of where it goes: no flight is legal now
                continue
            found.append(fly)
        if found:
            return found
    return []


@CONCERN.fallback
def fallback(state: State, w: World, rules: RuleSet, found: list[Action]) -> list[Action]:
    """Section 4: a miniature is never stuck for want of a candidate -- where no move of the
    representative set is legal, the longest shorter straight ones that are."""
    if (
        ActionKind.MOVE_AIRSHIP.value not in state.used
        and not any(isinstance(a, Fly) for a in found)
        and any(isinstance(a, EndTurn) for a in found)
    ):
        return list(short_flights(state, w, rules))
    return []
