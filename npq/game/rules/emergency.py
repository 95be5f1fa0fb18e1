"""Emergency landing and recovery (section 10 "Emergency Landing Management"; D9) and the solo
crash (section 12).

Fuel or Structural Integrity at 0 away from a base lands the airship where it is; the next
action is the S.O.S., and the movement after it carries the airship to the nearest base, where
it must be fully restored before flying again. It "cannot restart in the same turn in which it
was recovered" (L1005); come down on the ground or the ice, it also stays the next turn (L1021
"will have to remain stationary also for the next turn", L1027 "the same as for the ground");
ditched at sea, it may restart next turn (docs/rules-decisions.md). In the solo mode a crash
ends the game unless the rescue bonus carries the airship to the nearest base (section 12),
with the same wait.
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, Course, Fly, Sos
from npq.game.events import EventKind
from npq.game.rules.ending import final_bonds, game_over
from npq.game.rules.ruleset import Concern
from npq.game.state import Emergency, Outcome, PoleLeg, State, Termination
from npq.game.world import World

__all__ = [
    "CONCERN",
    "check_emergency",
    "check_recovery_move",
    "emergency_landing",
    "ground_at",
    "nearest_base",
    "recover",
    "recovery_move",
]

CONCERN = Concern("emergency", "10 Emergency Landing Management")


def check_emergency(tx: Tx, seat: int) -> bool:
    """Fuel or Integrity at 0 away from a base: an emergency landing where it is (D9)."""
    a = tx.p(seat).airship
    if a.place is not None or a.emergency is not None:
        return False
    if a.fuel > 0 and a.integrity > 0:
        return False
    cause = "fuel" if a.fuel <= 0 else "integrity"
    emergency_landing(tx, seat, cause)
    return True


def ground_at(world: World, pos: tuple[float, float]) -> str:
    """What an airship comes down on (section 10): ``"ice"`` in the Arctic ice ring,
    ``"land"``, else ``"water"`` (ditching; a river corridor is water)."""
    board = world.board
    if board.in_ice_ring(pos):
        return "ice"
    return "land" if board.is_land(pos) else "water"


def nearest_base(world: World, pos: tuple[float, float]) -> str:
    """Where an emergency landing is recovered (section 10): the nearest base on land, the
    nearest port at sea, the nearest Arctic base on the ice of the Pole."""
    board = world.board
    if board.in_ice_ring(pos):
        pool = [p for p in board.places if p.is_arctic]
    elif board.is_land(pos):
        pool = list(board.places)
    else:
        pool = [p for p in board.places if p.is_port]
    x, y = pos
    best = min(pool, key=lambda p: ((p.point.x - x) ** 2 + (p.point.y - y) ** 2, p.id))
    return best.id


def emergency_landing(tx: Tx, seat: int, cause: str) -> None:
    a = tx.p(seat).airship
    ground = ground_at(tx.w, a.pos)
    tx.put(seat, pole=PoleLeg.NONE)
    if tx.s.config.is_solo:
        rescued = tx.p(seat).rescue
        tx.emit(EventKind.CRASH, seat, cause=cause, rescued=rescued, point=list(a.pos))
        if not rescued:
            game_over(tx, Outcome(Termination.CRASH, (), tx.s.round, final_bonds(tx.s)))
            return
        # The rescue bonus: the airship is carried to the nearest base (section 12).
        place = nearest_base(tx.w, a.pos)
        tx.put(seat, rescue=False)
        recover(tx, seat, place)
        return
    tx.air(seat, emergency=Emergency.LANDED)
    tx.emit(EventKind.EMERGENCY_LANDING, seat, cause=cause, point=list(a.pos), ground=ground)


def recover(tx: Tx, seat: int, place: str) -> None:
    """The airship is moved from where it came down to ``place`` and must be fully restored.

    It cannot restart in this turn (L1005); come down on the ground or the ice it also stays
    the next turn (L1021, L1027); ditched at sea it may fly again next turn. The solo rescue
    (section 12) carries it here the same way.
    """
    ground = ground_at(tx.w, tx.p(seat).airship.pos)
    until = tx.s.round + (1 if ground == "water" else 2)
    xy = tx.w.xy(place)
    tx.air(
        seat,
        pos=xy,
        place=place,
        emergency=None,
        grounded_until=until,
        must_restore=True,
        last_start=None,
    )
    tx.emit(EventKind.RECOVERED, seat, place=place, point=list(xy), ground=ground, until=until)
    tx.emit(
        EventKind.STATIONED,
        seat,
        place=place,
        point=list(xy),
        is_port=tx.w.place(place).is_port,
        miniature="airship",
    )
    tx.rules.rule("on_stationed")(tx, seat, place)


def check_recovery_move(tx: Tx, action: Fly) -> None:
    """The movement action after the S.O.S. goes to the nearest base (section 10), once the
    rule set says it may go now (``recovery_ready``: always in the basic game)."""
    place = nearest_base(tx.w, tx.p().airship.pos)
    if action.course.place != place:
        raise RuleViolation("emergency.recovery.nearest_base", place=place)
    tx.rules.rule("recovery_ready")(tx, tx.seat)


def recovery_move(tx: Tx, action: Fly) -> None:
    """The movement action after the S.O.S.: to the nearest base (section 10); then what the
    rule set asks of a recovery (``recovered``: nothing in the basic game, free)."""
    seat = tx.seat
    origin = tx.p(seat).airship.pos
    place = nearest_base(tx.w, origin)
    recover(tx, seat, place)
    tx.rules.rule("recovered")(tx, seat, place, origin)


@CONCERN.provides("distress")
def distress(tx: Tx, seat: int) -> None:
    """Basic rules: the S.O.S. calls no one; the airship's own recovery move follows."""


@CONCERN.provides("recovery_ready")
def recovery_ready(tx: Tx, seat: int) -> None:
    """Basic rules: the recovery move may follow the S.O.S. at once (section 10)."""


@CONCERN.provides("recovered")
def recovered(tx: Tx, seat: int, place: str, origin: tuple[float, float]) -> None:
    """Basic rules: the recovery is free (section 11's basic list prices none)."""


def recovery_candidates(state: State, w: World) -> Iterator[Fly]:
    """After the S.O.S. the one airship move is to the nearest base (section 10)."""
    yield Fly(Course(place=nearest_base(w, state.player.airship.pos)))


@CONCERN.checks_for(Sos)
def check_sos(tx: Tx, action: Sos) -> None:
    if tx.p().airship.emergency is not Emergency.LANDED:
        raise RuleViolation("emergency.sos.no_landing")


@CONCERN.handles(Sos)
def sos(tx: Tx, action: Sos) -> None:
    seat, p = tx.seat, tx.p()
    tx.air(seat, emergency=Emergency.SOS)
    tx.emit(EventKind.SOS, seat, nearest=nearest_base(tx.w, p.airship.pos))
    tx.rules.rule("distress")(tx, seat)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    yield Sos()
