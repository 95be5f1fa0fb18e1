"""Sailing: moving the ship (section 4 "Ships", section 10 "Ship Movement"; D5, D7).

3 Lengths a turn, 1 inside the ice ring (D5), never over land, in up to 3 segments, a Venture
card (sea line) for each sea obstacle or fog area crossed, stopping at a port on arrival. The
ship carries the Mooring Mast to the Arctic base (section 10 "Arctic Base Organization").
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

from npq.board import RING_RADIUS
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, ActionKind, Course, EndTurn, Sail
from npq.game.events import EventKind
from npq.game.rules.engine import succeeds
from npq.game.rules.flight import places_within
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.rules.strategy import spring_traps
from npq.game.rules.ventures import LINES, draw_venture
from npq.game.state import State
from npq.game.world import World
from npq.nav.ship import ICE_COST, ShipMove, resolve_ship_move, ship_cost
from npq.weather import Icon

__all__ = ["CONCERN", "RULE_SHIP", "resolve_sail", "short_sails"]

CONCERN = Concern("sailing", "4 Ships Movement")

RULE_SHIP = "4 Ships Movement"
_HEADINGS = tuple(range(0, 360, 45))
#: Shorter sails tried when no full one is legal: (distance in L, headings every 15 deg).
_SHORT_SAILS = (1.0, 0.5, 0.25)


def resolve_sail(tx: Tx, action: Sail) -> ShipMove:
    """The ship's move as declared (section 4 "Ships": 3 L, 1 in the ice ring, D5): toward a
    port farther than a turn's sail it goes as far as the budget allows. Raises RuleViolation
    for what no course changes (held, an unknown place, not a port)."""
    p = tx.p()
    if p.is_blocked("ship"):
        raise RuleViolation("sailing.held")
    start = p.ship.pos
    target: str | None = None
    course = action.course
    if course.place is not None:
        if course.place not in tx.w.board:
            raise RuleViolation("sailing.unknown_place", place=course.place)
        place = tx.w.place(course.place)
        if not place.is_port:
            raise RuleViolation("sailing.not_a_port", place=place.id, name=place.name)
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
    restricted = tx.rules.rule("ship_restricted")(tx)
    fog = tx.rules.rule("ship_fog")(tx, start)
    # Straight toward a port beyond a turn's sail: resolved whole, the move could only be
    # refused for its cost (the target's ring shortens it by at most RING_RADIUS, at the ice
    # ring's price), and the cut one below would be resolved after -- go straight to it.
    beyond = budget + RING_RADIUS * ICE_COST + _MARGIN
    if (
        target is not None
        and not action.via
        and action.distance is None
        and ship_cost([start, goal])[2] > beyond
    ):
        return _resolve_cut(tx, start, points, target, budget, restricted, fog)
    move = resolve_ship_move(
        tx.w.board,
        start,
        points,
        target=target,
        disc=tx.w.disc,
        round_no=tx.s.disc_round,
        budget=budget,
        advanced=restricted,
        fog=fog,
    )
    if not move.is_legal and target is not None and move.cost > budget:
        # Toward a port farther than a turn's sail: go as far as the budget allows.
        move = _resolve_cut(tx, start, points, target, budget, restricted, fog)
    return move


@CONCERN.provides("ship_restricted")
def ship_restricted(tx: Tx) -> bool:
    """Basic rules: restricted areas (1g) are nothing to a ship (they matter only in the
    advanced game, section 1A)."""
    return False


@CONCERN.provides("ship_fog")
def fog_at_start(tx: Tx, start: tuple[float, float]) -> frozenset[str]:
    """Issue 17 ruling 5: the weather that acts on a move is "always the one in the zone where
    the movement starts, never the one where it ends" (1B "Interaction with Miniatures"): a ship
    starting in an area under fog draws one Venture card (the sea-obstacle line, section 4
    "Ships ... (Fog)"), and fog in the areas it sails into costs nothing this turn. The returned
    set holds the starting area when it shows fog, else nothing."""
    area = tx.w.board.weather_area_at(start)
    if area is not None and tx.w.disc.icon(area, tx.s.disc_round) is Icon.FOG:
        return frozenset({area.id})
    return frozenset()


#: Beyond float noise: a path that much costlier than the bound is refused for its cost.
_MARGIN = 1e-3


def _resolve_cut(
    tx: Tx,
    start: tuple[float, float],
    points: list[tuple[float, float]],
    target: str,
    budget: float,
    restricted: bool,
    fog: frozenset[str],
) -> ShipMove:
    """The sail toward ``target`` as far as the budget allows (``restricted``: restricted
    areas cost a ship a Venture card, the advanced game; ``fog``: the areas whose fog costs a
    Venture card, the ``ship_fog`` judgement)."""
    return resolve_ship_move(
        tx.w.board,
        start,
        _cut_by_budget([start, *points], budget)[1:],
        target=target,
        disc=tx.w.disc,
        round_no=tx.s.disc_round,
        budget=budget,
        advanced=restricted,
        fog=fog,
    )


@CONCERN.checks_for(Sail)
def check_sail(tx: Tx, action: Sail) -> None:
    move = resolve_sail(tx, action)
    move.raise_if_illegal()
    tx.memo["sail"] = move


@CONCERN.handles(Sail)
def sail(tx: Tx, action: Sail) -> None:
    """Move the ship (section 4 "Ships", section 10 "Ship Movement"; D5, D7)."""
    seat = tx.seat
    start = tx.p(seat).ship.pos
    move: ShipMove = tx.memo.get("sail") or resolve_sail(tx, action)
    for crossing in move.hazards:
        if crossing.venture_line is None:
            continue
        draw_venture(
            tx, seat, LINES[crossing.venture_line], crossing.zone_id, crossing.kind.value, "ship"
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
    total = sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(points))
    lo, hi = 0.0, total
    for _ in range(40):
        mid = (lo + hi) / 2
        if ship_cost(_cut_polyline(points, mid))[2] <= budget - 1e-6:
            lo = mid
        else:
            hi = mid
    return _cut_polyline(points, lo)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    p = state.player
    if p.arctic is not None and p.ship.place != p.arctic:
        yield Sail(Course(place=p.arctic))
    for pid in places_within(w, p.ship.pos, 3.0, ports=True):
        yield Sail(Course(place=pid))
    for h in _HEADINGS:
        yield Sail(Course(heading=float(h)), 3.0)


def short_sails(state: State, w: World, rules: RuleSet) -> list[Sail]:
    """Legal straight sails shorter than 3 L, the longest distance that has any (1, 0.5 or
    0.25 L, every 15 deg); ``[]`` when the ship may not move this turn (a card holds it, the
    turn's structure) or every short course meets land."""
    if not succeeds(state, Sail(Course(point=state.player.ship.pos)), w, rules):
        return []  # not a matter of geometry: the ship may not move now
    for d in _SHORT_SAILS:
        found = [
            sail
            for h in range(0, 360, 15)
            if succeeds(state, sail := Sail(Course(heading=float(h)), d), w, rules)
        ]
        if found:
            return found
    return []


@CONCERN.fallback
def fallback(state: State, w: World, rules: RuleSet, found: list[Action]) -> list[Action]:
    """In a narrow water (a river port such as Tomsk) no full 3 L sail is clear of land: offer
    the longest short ones that are, so the ship is never stuck (section 4)."""
    if (
        ActionKind.MOVE_SHIP.value not in state.used
        and not any(isinstance(a, Sail) for a in found)
        and any(isinstance(a, EndTurn) for a in found)
    ):
        return list(short_sails(state, w, rules))
    return []
