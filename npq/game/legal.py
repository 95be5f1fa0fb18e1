"""Legal actions: a representative, useful set of what the current player may do now.

Most actions are finite (cards, crew, bases); movements are continuous (a course and a
distance), so :func:`legal_actions` offers a move toward each reachable place, the mission
target, the own Arctic base and eight headings at full Speed (ships: 3 L), or shorter moves
where none of those is legal (hemmed in by obstacles, the board edge, land), while
:func:`~npq.game.rules.apply` accepts any well-formed move. Every action returned is checked by
applying it: ``apply(state, a)`` never raises for an ``a`` from ``legal_actions(state)``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from npq.errors import RuleViolation
from npq.game.actions import (
    Abandon,
    Action,
    ActionKind,
    Course,
    Declare,
    DismissCommander,
    DismissSpecialist,
    DrawMission,
    DrawStrategy,
    EndTurn,
    Exchange,
    Fly,
    HireCommander,
    HireSpecialist,
    Loan,
    MoveBase,
    Play,
    Refuel,
    Repair,
    Repay,
    ReplaceStrategy,
    Reserve,
    Sail,
    Sell,
    SetupBase,
    Sos,
    Trap,
    WithdrawTrap,
)
from npq.game.config import SKILLS
from npq.game.state import Emergency, State
from npq.game.world import World, default_world
from npq.nav.airship import RULE_BARRAGE, RULE_BOARD_EDGE, RULE_OBSTACLES

__all__ = [
    "candidate_actions",
    "flight_options",
    "is_legal",
    "legal_actions",
    "short_flights",
    "short_sails",
]

_HEADINGS = tuple(range(0, 360, 45))


def is_legal(state: State, action: Action, world: World | None = None) -> bool:
    """Whether ``apply(state, action)`` would succeed."""
    from npq.game.rules import apply

    try:
        apply(state, action, world)
    except RuleViolation:
        return False
    return True


def legal_actions(state: State, world: World | None = None) -> list[Action]:
    """The current player's legal actions (movements: a representative set), ``end`` last."""
    if state.outcome is not None:
        return []
    w = world or default_world()
    seen: set[Action] = set()
    out: list[Action] = []
    for action in candidate_actions(state, w):
        if action in seen:
            continue
        seen.add(action)
        if is_legal(state, action, w):
            out.append(action)
    if (
        ActionKind.MOVE_AIRSHIP.value not in state.used
        and not any(isinstance(a, Fly) for a in out)
        and any(isinstance(a, EndTurn) for a in out)
    ):
        out[-1:-1] = short_flights(state, w)
    if (
        ActionKind.MOVE_SHIP.value not in state.used
        and not any(isinstance(a, Sail) for a in out)
        and any(isinstance(a, EndTurn) for a in out)
    ):
        # In a narrow water (a river port such as Tomsk) no full 3 L sail is clear of land:
        # offer the longest short ones that are, so the ship is never stuck (section 4).
        short = short_sails(state, w)
        if short:
            out[-1:-1] = short
    return out


#: Shorter sails tried when no full one is legal: (distance in L, headings every 15°).
_SHORT_SAILS = (1.0, 0.5, 0.25)


def short_sails(state: State, world: World | None = None) -> list[Sail]:
    """Legal straight sails shorter than 3 L, the longest distance that has any (1, 0.5 or
    0.25 L, every 15°); ``[]`` when the ship may not move this turn (a card holds it, the
    turn's structure) or every short course meets land."""
    w = world or default_world()
    if not is_legal(state, Sail(Course(point=state.player.ship.pos)), w):
        return []  # not a matter of geometry: the ship may not move now
    for d in _SHORT_SAILS:
        found = [
            sail
            for h in range(0, 360, 15)
            if is_legal(state, sail := Sail(Course(heading=float(h)), d), w)
        ]
        if found:
            return found
    return []


def _places_within(w: World, pos: tuple[float, float], reach: float, ports: bool) -> list[str]:
    x, y = pos
    found = []
    for p in w.board.places:
        if ports and not p.is_port:
            continue
        d = math.hypot(p.point.x - x, p.point.y - y)
        if 0.3 < d <= reach:
            found.append((d, p.id))
    found.sort()
    return [pid for _, pid in found[:12]]


def fly_candidates(state: State, w: World) -> Iterator[Fly]:
    p = state.player
    a = p.airship
    if a.emergency is Emergency.SOS:
        from npq.game.rules import nearest_base

        yield Fly(Course(place=nearest_base(w, a.pos)))
        return
    if a.emergency is not None:
        return
    if p.active is not None:
        yield Fly(Course(place=p.active.target))
    if p.arctic is not None and p.mast:
        yield Fly(Course(place=p.arctic))
    speed = max(1, p.speed + p.temporary_speed)
    for pid in _places_within(w, a.pos, speed + 1.0, ports=False):
        yield Fly(Course(place=pid))
    for h in _HEADINGS:
        yield Fly(Course(heading=float(h)), float(speed))


def flight_options(state: State, world: World | None = None) -> list[Fly]:
    """The legal airship moves of the representative set (shorter flights when no full-Speed
    one is legal, :func:`short_flights`)."""
    w = world or default_world()
    return [f for f in fly_candidates(state, w) if is_legal(state, f, w)] or short_flights(state, w)


#: What makes a straight flight illegal by where it goes (the board edge, the locked Barrage
#: Area, an obstacle without a Commander): a shorter flight or another heading may be legal.
_GEOMETRIC_RULES = frozenset({RULE_BOARD_EDGE, RULE_BARRAGE, RULE_OBSTACLES})


def short_flights(state: State, world: World | None = None) -> list[Fly]:
    """Legal straight flights every 15°, at the longest whole distance below the Speed that has
    any (down to 1 L, then 0.5 L): for an airship hemmed in by the board edge, the Barrage
    Area or obstacles, where no flight of the representative set is legal. ``[]`` when the
    airship may not fly now for another reason (fog, the turn's structure, an emergency)."""
    from npq.game.rules import apply

    w = world or default_world()
    p = state.player
    speed = max(1, p.speed + p.temporary_speed)
    for d in (*range(speed, 0, -1), 0.5):
        found: list[Fly] = []
        for h in range(0, 360, 15):
            fly = Fly(Course(heading=float(h)), float(d))
            try:
                apply(state, fly, w)
            except RuleViolation as e:
                if e.rule not in _GEOMETRIC_RULES:
                    return []  # not a matter of where it goes: no flight is legal now
                continue
            found.append(fly)
        if found:
            return found
    return []


def _sail_candidates(state: State, w: World) -> Iterator[Sail]:
    p = state.player
    if p.arctic is not None and p.ship.place != p.arctic:
        yield Sail(Course(place=p.arctic))
    for pid in _places_within(w, p.ship.pos, 3.0, ports=True):
        yield Sail(Course(place=pid))
    for h in _HEADINGS:
        yield Sail(Course(heading=float(h)), 3.0)


def candidate_actions(state: State, w: World) -> Iterable[Action]:
    """Every action worth checking; :func:`legal_actions` keeps the legal ones."""
    p = state.player
    seat = state.current
    config = state.config
    if p.skips_turn or state.actions_left <= 0:
        yield EndTurn()
        return
    used = set(state.used)

    def fresh(kind: ActionKind) -> bool:
        return kind.value not in used

    if fresh(ActionKind.MOVE_AIRSHIP):
        yield from fly_candidates(state, w)
    if fresh(ActionKind.DECLARE):
        yield from (Declare(c) for c in p.missions)
    if fresh(ActionKind.MISSION_CARD):
        for c in p.missions:
            for t in (*state.mission_table, "deck"):
                yield Exchange(c, t)
        yield DrawMission()
    if fresh(ActionKind.ABANDON):
        yield Abandon()
    if fresh(ActionKind.SELL):
        yield from (Sell(m.card) for m in p.completed)
    if fresh(ActionKind.MOVE_SHIP):
        yield from _sail_candidates(state, w)
    if p.airship.place is not None:
        if fresh(ActionKind.HIRE_COMMANDER):
            yield from (HireCommander(c) for c in (*state.commanders, *state.box_commanders))
        if fresh(ActionKind.HIRE_SPECIALIST):
            yield from (HireSpecialist(s) for s in SKILLS)
        if fresh(ActionKind.DISMISS_COMMANDER):
            yield DismissCommander()
        if fresh(ActionKind.DISMISS_SPECIALIST):
            yield from (DismissSpecialist(s) for s in p.crew.specialists)
        if fresh(ActionKind.REFUEL):
            yield from (Refuel(n) for n in range(1, p.range - p.airship.fuel + 1))
        if fresh(ActionKind.REPAIR):
            yield from (Repair(n) for n in range(1, p.max_integrity - p.airship.integrity + 1))
    if fresh(ActionKind.SOS):
        yield Sos()
    if config.uses_strategy_cards:
        if fresh(ActionKind.PLAY_STRATEGY):
            for c in p.strategy:
                yield Play(c)
                for other in range(len(state.players)):
                    if other != seat:
                        yield Play(c, other)
            if config.trap_cards and p.trap is None:
                for c in p.strategy:
                    for circle in sorted(w.circles):
                        yield Trap(c, circle)
        if fresh(ActionKind.DRAW_STRATEGY):
            yield DrawStrategy()
        if fresh(ActionKind.REPLACE_STRATEGY):
            yield from (ReplaceStrategy(c) for c in p.strategy)
        if fresh(ActionKind.WITHDRAW_TRAP):
            yield WithdrawTrap()
    if fresh(ActionKind.RESERVE_BASE):
        yield from (Reserve(b) for b in w.arctic_bases)
    if fresh(ActionKind.SETUP_BASE):
        yield SetupBase()
    if fresh(ActionKind.MOVE_BASE):
        yield MoveBase()
    if fresh(ActionKind.LOAN):
        owed = state.ledger.loan_outstanding(p.nation)
        room = w.prices.loan_cap - owed
        for amount in (50, 100, room):
            if 0 < amount <= room:
                yield Loan(amount)
        if owed:
            yield Repay(owed)
            if owed > 50:
                yield Repay(50)
    yield EndTurn()
