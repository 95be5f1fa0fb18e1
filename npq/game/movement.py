"""Moving the miniatures through :mod:`npq.nav`, with the weather of :mod:`npq.weather`.

Airships (section 4 "Airship Movement", section 10; D7-D10): the player declares a course; the
weather of the area where the move starts applies (Rain -1, Fog holds, Wind and Storm spin the
Wind Indicator from the state's generator, Storm costs 1 damage); the declared course must be
legal (board edge, Barrage Limit, obstacles without a Commander); the wind may push the airship
off it, and then it stops short of the first thing it may not cross. One Venture card is drawn
per obstacle crossed, in path order, before moving (D10). The move burns one fuel unit (D9);
arriving in a base's ring stations the airship on the base point (D4) and completes the mission
whose target it is (section 10); fuel or Integrity at 0 away from a base is an emergency landing.

Ships (section 4 "Ships"): 3 Lengths a turn, 1 inside the ice ring (D5), never over land, a
Venture card (sea line) for each sea obstacle or fog area crossed.
"""

from __future__ import annotations

import itertools
import math

from npq.content import VentureLine
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Course, Fly, Sail
from npq.game.effects import apply_effects
from npq.game.events import EventKind
from npq.game.state import Emergency, PlayerState, PoleLeg, UndoRecord
from npq.nav import AirshipMove, Wind, allowed_speed, needs_wind_spin, resolve_airship_move
from npq.nav import Course as NavCourse
from npq.nav.ship import resolve_ship_move
from npq.weather import Icon

__all__ = ["flight_plan", "fly", "objectives", "sail"]

RULE_AIRSHIP = "4 Airship Movement"
RULE_SHIP = "4 Ships Movement"
RULE_WEATHER = "1B Interaction with Miniatures"
RULE_EMERGENCY = "10 Emergency Landing Management"
_LINES = {1: VentureLine.SEA, 2: VentureLine.POLITICAL, 3: VentureLine.GEOGRAPHICAL}
_MARGIN = 0.02


def _nav_course(tx: Tx, course: Course) -> tuple[NavCourse, str | None, float | None]:
    """The nav course, the target place id and the distance to the target point, if any."""
    if course.place is not None:
        if course.place not in tx.w.board:
            raise RuleViolation(RULE_AIRSHIP, f"there is no place {course.place!r} on the board")
        xy = tx.w.xy(course.place)
        return NavCourse.toward(xy), course.place, None
    if course.point is not None:
        return NavCourse.toward(course.point), None, None
    assert course.heading is not None
    return NavCourse.along(course.heading), None, None


def _target_distance(start: tuple[float, float], tx: Tx, course: Course) -> float | None:
    if course.place is not None:
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
    return tx.w.disc.icon(area, tx.s.round), area.id


def flight_plan(
    tx: Tx, p: PlayerState, action: Fly, icon: Icon | None, wind: Wind | None
) -> tuple[AirshipMove | None, float, float]:
    """Resolve the declared move (``wind`` None) or the actual one; returns the move (None when
    it does not move at all), the Speed allowed and the deviation."""
    allowance = allowed_speed(
        p.board.speed,
        engineer_bonus=p.bonus("engineer"),
        icon=icon if (wind is not None or not needs_wind_spin(icon)) else None,
        wind=wind,
        scientist=p.has_skill("scientist"),
        has_commander=p.has_commander,
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
    move = resolve_airship_move(
        tx.w.board,
        start,
        course,
        length,
        deviation=allowance.deviation if wind is not None else None,
        has_commander=p.has_commander,
        barrage_unlocked=p.barrage_unlocked,
        target=target,
        stop_at=objectives(p),
    )
    return move, speed, allowance.deviation


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


def _first_problem(tx: Tx, p: PlayerState, move: AirshipMove) -> float | None:
    """Where along a wind-deviated path the airship must stop short (or None if it need not)."""
    if move.is_legal:
        return None
    from npq.board import BARRAGE_RADIUS
    from npq.nav.geometry import circle_entry

    a = move.start
    b = (
        a[0] + math.cos(math.radians(move.heading)) * move.flown,
        a[1] + math.sin(math.radians(move.heading)) * move.flown,
    )
    stops: list[float] = []
    if not p.barrage_unlocked:
        t = circle_entry(a, b, (0.0, 0.0), BARRAGE_RADIUS)
        if t is not None:
            stops.append(t)
    if not p.has_commander:
        stops.extend(c.entry for c in move.hazards)
    r = tx.w.board.radius
    if math.hypot(*b) > r:
        lo, hi = 0.0, move.flown
        for _ in range(40):
            mid = (lo + hi) / 2
            q = (a[0] + (b[0] - a[0]) * mid / move.flown, a[1] + (b[1] - a[1]) * mid / move.flown)
            lo, hi = (mid, hi) if math.hypot(*q) <= r else (lo, mid)
        stops.append(lo)
    return min(stops) if stops else 0.0


def _shortened(
    tx: Tx, start: tuple[float, float], move: AirshipMove, distance: float, p: PlayerState
) -> AirshipMove:
    """The same declared and deviated course, flown only ``distance`` Lengths."""
    return resolve_airship_move(
        tx.w.board,
        start,
        move.course,
        distance,
        deviation=move.deviation,
        has_commander=p.has_commander,
        barrage_unlocked=p.barrage_unlocked,
        target=move.arrived,
        stop_at=objectives(p),
    )


def fly(tx: Tx, action: Fly) -> None:
    """Move the airship (section 4, section 10 "Airship Movement"; D7-D10, D14)."""
    from npq.game.rules import (
        _check_emergency,
        complete_mission,
        finish_pole,
        recovery_move,
        spring_traps,
    )

    seat = tx.seat
    p = tx.p(seat)
    a = p.airship
    if a.emergency is Emergency.LANDED:
        raise RuleViolation(RULE_EMERGENCY, "after an emergency landing, send the S.O.S. first")
    if a.emergency is Emergency.SOS:
        recovery_move(tx, action)
        return
    if tx.s.round < a.grounded_until:
        raise RuleViolation(
            RULE_EMERGENCY, "a recovered airship stays at its base for the next turn"
        )
    if a.must_restore and (a.fuel < p.range or a.integrity < p.max_integrity):
        raise RuleViolation(
            RULE_EMERGENCY,
            "after an emergency landing, Range and Structural Integrity must be fully "
            "restored before flying again",
        )
    if p.is_blocked("airship"):
        raise RuleViolation(RULE_AIRSHIP, "a card holds the airship this turn")
    if a.fuel <= 0:
        raise RuleViolation("2 Range (Tank Capacity)", "the tank is empty: refuel first")
    if a.integrity <= 0:
        raise RuleViolation("2 Structural Integrity", "the airship is broken: repair first")
    icon, area = start_icon(tx, a.pos)
    if icon is Icon.FOG:
        raise RuleViolation(RULE_WEATHER, "fog in the starting area: the airship cannot move")
    # The declared course must be legal before the wind is spun (4: declare, then move).
    spin = needs_wind_spin(icon)
    declared, speed, _ = flight_plan(tx, p, action, icon, None)
    limit = speed + (1 if spin else 0)
    if action.distance is not None and action.distance > limit + 1e-9:
        raise RuleViolation(
            RULE_AIRSHIP, f"{action.distance:g} L is more than the Speed allowed ({limit:g})"
        )
    if declared is not None:
        declared.raise_if_illegal()
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
        stop = _first_problem(tx, p, move)
        cut = (stop or 0.0) - _MARGIN
        if cut <= 0.0:
            move = None
        else:
            move = _shortened(tx, a.pos, move, cut, p)
            if not move.is_legal:
                move = None
    start = a.pos
    was_at = a.place
    # D10: a Venture card per obstacle crossed, in path order, before moving.
    if move is not None:
        for crossing in move.hazards:
            if crossing.venture_line is None:
                continue
            line = _LINES[crossing.venture_line]
            _draw_venture(tx, seat, line, crossing.zone_id, crossing.kind.value, "airship")
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
        q = tx.p(seat)
        if q.pole is PoleLeg.OVERFLOWN and place == q.arctic and q.mast:
            finish_pole(tx, seat)
            return
        if q.pole is not PoleLeg.NONE and place != q.arctic:
            tx.put(seat, pole=PoleLeg.NONE)
    else:
        # Fuel or Integrity at 0 away from a base (unless a trap already landed it, section 10).
        _check_emergency(tx, seat)


def _eligible_for_pole(tx: Tx, p: PlayerState) -> bool:
    """D14: 3 missions, every drawn extra mission done, the loan repaid (advanced: Bonds)."""
    if len(p.completed) < 3 or p.owed > 0 or p.missions or p.active is not None:
        return False
    if tx.s.ledger.loan_outstanding(p.nation) > 0:
        return False
    return tx.bonds(p.seat) >= tx.w.prices.pole_min_bonds


def _territories(tx: Tx, move: AirshipMove, place: str | None) -> tuple[list[str], bool]:
    """The nations (or "neutral") whose land the path crosses, sorted, and whether the move
    crosses the Neutral Territories (:func:`npq.nav.over_neutral`, the one judgement of it)."""
    from npq.nav import over_neutral

    names = {c.nation for c in move.land}
    return sorted(names), over_neutral(tx.w.board, move, place)


def _draw_venture(tx: Tx, seat: int, line: VentureLine, zone: str, kind: str, mini: str) -> None:
    """Draw the top Venture card; its line for the zone acts at once; it goes under the deck."""
    from npq.game.rules import _check_emergency

    card_id = tx.draw("venture_deck")
    if card_id is None:
        return
    tx.bottom("venture_deck", card_id)
    if card_id not in tx.w.content.venture:
        # A hidden card: the state is a player's view (view_for); its effect is unknown.
        tx.emit(
            EventKind.VENTURE_DRAWN,
            seat,
            card=card_id,
            zone=zone,
            zone_kind=kind,
            line=line.number,
            effects=[],
        )
        return
    card = tx.w.content.venture[card_id]
    effects = card.effects_for(line)
    tx.emit(
        EventKind.VENTURE_DRAWN,
        seat,
        card=card_id,
        zone=zone,
        zone_kind=kind,
        line=line.number,
        effects=[str(e) for e in effects],
    )
    before = tx.p(seat).airship.emergency
    record = apply_effects(
        tx, seat, effects, card=card_id, source="venture", mid_turn=True, miniature=mini
    )
    landed = _check_emergency(tx, seat)
    record = UndoRecord(
        record.card,
        record.bonds,
        record.fuel,
        record.integrity,
        landed and before is None,
    )
    tx.put(seat, ventures=(*tx.p(seat).ventures, record))


def sail(tx: Tx, action: Sail) -> None:
    """Move the ship (section 4 "Ships", section 10 "Ship Movement"; D5, D7)."""
    from npq.game.rules import spring_traps

    seat = tx.seat
    p = tx.p(seat)
    if p.is_blocked("ship"):
        raise RuleViolation(RULE_SHIP, "a card holds the ship this turn")
    start = p.ship.pos
    target: str | None = None
    course = action.course
    if course.place is not None:
        if course.place not in tx.w.board:
            raise RuleViolation(RULE_SHIP, f"there is no place {course.place!r} on the board")
        place = tx.w.place(course.place)
        if not place.is_port:
            raise RuleViolation(RULE_SHIP, f"{place.name} is not a port: ships cannot stop there")
        target = course.place
        goal = tx.w.xy(course.place)
    elif course.point is not None:
        goal = course.point
    else:
        assert course.heading is not None and action.distance is not None
        h = math.radians(course.heading)
        last = action.via[-1] if action.via else start
        goal = (last[0] + math.cos(h) * action.distance, last[1] + math.sin(h) * action.distance)
    points = [*action.via, goal]
    if action.distance is not None and course.heading is None:
        points = _cut_polyline([start, *points], action.distance)[1:]
    budget = 3.0
    move = resolve_ship_move(
        tx.w.board,
        start,
        points,
        target=target,
        disc=tx.w.disc,
        round_no=tx.s.round,
        budget=budget,
    )
    if not move.is_legal and target is not None and move.cost > budget:
        # Toward a port farther than a turn's sail: go as far as the budget allows.
        move = resolve_ship_move(
            tx.w.board,
            start,
            _cut_by_budget([start, *points], budget)[1:],
            target=target,
            disc=tx.w.disc,
            round_no=tx.s.round,
            budget=budget,
        )
    move.raise_if_illegal()
    for crossing in move.hazards:
        if crossing.venture_line is None:
            continue
        _draw_venture(
            tx, seat, _LINES[crossing.venture_line], crossing.zone_id, crossing.kind.value, "ship"
        )
        if tx.s.outcome is not None:
            return
        q = tx.p(seat)
        if q.is_blocked("ship") or q.ship.pos != start:
            # Section 6: the card drawn before moving acts at once -- held or driven back, the
            # ship does not sail on (as for the airship, D10).
            tx.emit(
                EventKind.SHIP_MOVED,
                seat,
                start=list(start),
                end=list(q.ship.pos),
                length=0.0,
                zones=[],
                place=q.ship.place,
            )
            return
    tx.ship(seat, pos=move.end, place=move.arrived, last_start=start)
    tx.emit(
        EventKind.SHIP_MOVED,
        seat,
        start=list(start),
        end=list(move.end),
        length=move.length,
        zones=[{"id": c.zone_id, "kind": c.kind.value} for c in move.crossings],
        place=move.arrived,
    )
    if move.arrived is not None:
        tx.emit(
            EventKind.STATIONED,
            seat,
            place=move.arrived,
            point=list(move.end),
            is_port=True,
            miniature="ship",
        )
    spring_traps(tx, seat, move.path)


def _cut_polyline(points: list[tuple[float, float]], at: float) -> list[tuple[float, float]]:
    out = [points[0]]
    walked = 0.0
    for a, b in itertools.pairwise(points):
        d = math.hypot(b[0] - a[0], b[1] - a[1])
        if walked + d >= at:
            f = (at - walked) / d if d > 0 else 0.0
            out.append((a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1])))
            return out
        out.append(b)
        walked += d
    return out


def _cut_by_budget(points: list[tuple[float, float]], budget: float) -> list[tuple[float, float]]:
    """The longest prefix of the polyline whose D5 cost fits ``budget`` (bisection)."""
    from npq.nav.ship import ship_cost

    total = sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(points))
    lo, hi = 0.0, total
    for _ in range(40):
        mid = (lo + hi) / 2
        if ship_cost(_cut_polyline(points, mid))[2] <= budget - 1e-6:
            lo = mid
        else:
            hi = mid
    return _cut_polyline(points, lo)
