"""Emergency landing and rescue in the advanced game (rulebook section 10 "Emergency Landing
Management", advanced box L1009, "Ditching" L1011-1017, "Emergency Ground Landing" L1019-1025,
"Emergency Landing on the Ice" L1027-1029; section 4 advanced box L410; section 11 L1074-1082;
ADVANCED.md 6.1-6.11; decisions Q12-Q17).

The basic game's S.O.S. and recovery move (:mod:`npq.game.rules.emergency`) stay: the S.O.S.
costs the landed player an action, the recovery is his airship move to the nearest port (at
sea), base (on land) or Arctic base (on the ice), and the airship is then fully restored at list
prices. This concern adds who answers and what it costs:

* **At sea** the nearest ship must answer (its owner may be the landed player himself): a
  ``rescue`` decision of that seat, answered with ``rescue``. Ties go to "the advantage": more
  completed missions, then more Bonds, then the next in turn order after the landed player
  (Q13). The ship goes onto the airship at once, one move whatever the distance (L1015); the
  move is the rescuer's ship move of this turn if he is the landed player and still has it,
  otherwise of his next turn (Q12). In a later turn the landed player's recovery move tows both
  to the port nearest the airship (L1017); the ship stays there (Q16).
* **On land or ice** the nearest base or Arctic base hosts the airship; nobody moves for it
  and answering costs nothing (L1009, L1019, L1027).
* **The fee** is 20 Bonds a Length, rounded to the nearest 10 (halves up), of the ship's trip to
  the airship at sea, or of the host's distance to it on land and ice (L1017, L1080-1082, Q14):
  to the Bank for one's own ship or base (or a neutral base), otherwise to its owner. A host
  port or base in an opponent's territory also costs 20 Bonds of rent, to him (Q15). A fee the
  player cannot pay is capped at his Bonds (Q17). Both are paid at the recovery move.
* **Any ship may recover** an airship ditched at sea (L410): ``recover SEAT`` sails the
  player's ship onto it as his ship move, within the ship's 3 Lengths; that ship then answers
  the S.O.S., and its trip is the fee's distance. After an S.O.S. the nearest ship must.

A ship standing by an airship sails only with the tow.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from npq.economy import BANK, Relation
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, ActionKind, Course, Recover, Rescue, Sail
from npq.game.events import EventKind
from npq.game.rules.emergency import ground_at, nearest_base
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.state import Decision, Modifier, State, Tow
from npq.game.world import World

__all__ = [
    "CONCERN",
    "DECISION",
    "SHIP_MOVE_SPENT",
    "answer_spends",
    "rescue_fee",
    "rescue_terms",
    "responder",
    "standing_by",
]

CONCERN = Concern("rescue", "10 Emergency Landing Management")

#: The decision the nearest ship's owner owes after an S.O.S. at sea.
DECISION = "rescue"
#: A modifier on a rescuer whose ship move of his next turn went to the rescue (L1015).
SHIP_MOVE_SPENT = "ship_move_spent"

_MOVE_SHIP = ActionKind.MOVE_SHIP.value


def rescue_fee(per_length: int, lengths: float) -> int:
    """Q14: ``per_length`` Bonds a Length, rounded to the nearest 10 Bonds, halves up."""
    return math.floor(per_length * lengths / 10.0 + 0.5) * 10


def _seat_of(state: State, account: str) -> int | None:
    """The seat of a nation's account (``None``: the Bank)."""
    if account == BANK:
        return None
    return next(p.seat for p in state.players if p.nation == account)


def standing_by(state: State, seat: int) -> int | None:
    """The seat whose ditched airship the ship of ``seat`` stands by, if any."""
    for p in state.players:
        tow = p.airship.tow
        if tow is not None and tow.ship == seat and p.airship.emergency is not None:
            return p.seat
    return None


def _ditched(state: State, w: World, seat: int) -> bool:
    a = state.players[seat].airship
    return a.emergency is not None and ground_at(w, a.pos) == "water"


def responder(state: State, w: World, seat: int) -> tuple[int, float]:
    """The seat whose ship must answer the S.O.S. of ``seat`` at sea, and its distance (L1011:
    the nearest ship; L1013, Q13: at equal distance more completed missions, then more Bonds,
    then the next in turn order after the landed player). A ship already standing by another
    airship is busy."""
    pos = state.players[seat].airship.pos
    n = len(state.players)
    best: tuple[tuple[float, int, int, int], int, float] | None = None
    for p in state.players:
        if standing_by(state, p.seat) not in (None, seat):
            continue
        d = w.board.distance(p.ship.pos, pos)
        key = (round(d, 6), -len(p.completed), -state.bonds(p.seat), (p.seat - seat - 1) % n)
        if best is None or key < best[0]:
            best = (key, p.seat, d)
    assert best is not None  # one ship per player, at most one airship each: one is free
    return best[1], best[2]


def rescue_terms(state: State, w: World, rules: RuleSet, seat: int) -> dict[str, object]:
    """What the S.O.S. of ``seat`` calls for (the ``rescue_called`` event's data, the app's
    preview): the ground, the host port or base, the seat whose ship must answer at sea, the
    fee's distance, the fee and rent and whom they are paid to (a seat, or ``None``: the Bank)."""
    w = w.for_edition(state.edition)  # the board of the game's edition (the host it offers)
    tx = Tx(state, w, rules)
    a = state.players[seat].airship
    ground = ground_at(w, a.pos)
    host = nearest_base(w, a.pos)
    prices = tx.prices
    rel, owner = rules.rule("relation")(tx, seat, host)
    ship: int | None = None
    if ground == "water":
        if a.tow is not None:
            ship, lengths = a.tow.ship, a.tow.lengths
        else:
            ship, lengths = responder(state, w, seat)
        to = None if ship == seat else ship
    else:
        lengths = w.board.distance(w.xy(host), a.pos)
        to = _seat_of(state, owner) if rel is Relation.OPPONENT else None
    rent = prices.recovery_base_rent if rel is Relation.OPPONENT else 0
    return {
        "ground": ground,
        "host": host,
        "responder": ship,
        "lengths": round(lengths, 3),
        "fee": rescue_fee(prices.recovery_per_length, lengths),
        "to": to,
        "rent": rent,
        "rent_to": _seat_of(state, owner) if rent else None,
    }


def _rules(tx: Tx) -> RuleSet:
    rules = tx.rules
    assert isinstance(rules, RuleSet)
    return rules


@CONCERN.provides("distress")
def distress(tx: Tx, seat: int) -> None:
    """After the S.O.S. (L1009): the call's terms are told; at sea the nearest ship's owner owes
    the answer, unless a ship already stands by the airship (L410)."""
    terms = rescue_terms(tx.s, tx.w, _rules(tx), seat)
    tx.emit(EventKind.RESCUE_CALLED, seat, **terms)
    if terms["ground"] != "water" or tx.p(seat).airship.tow is not None:
        return
    ship = terms["responder"]
    assert isinstance(ship, int)
    data = (("host", terms["host"]), ("lengths", terms["lengths"]))
    tx.set(decisions=(*tx.s.decisions, Decision(DECISION, ship, by=seat, data=data)))
    tx.emit(EventKind.DECISION_OWED, ship, kind=DECISION, card="", by=seat)


def _call(tx: Tx) -> Decision:
    """The ``rescue`` decision the acting seat answers (taken off the stack by the engine)."""
    top = tx.memo.get("decision")
    if top is None and tx.s.decisions:
        top = tx.s.decisions[-1]
    if not isinstance(top, Decision) or top.kind != DECISION or top.seat != tx.seat:
        raise RuleViolation("rescue.no_call")
    return top


@CONCERN.checks_for(Rescue)
def check_rescue(tx: Tx, action: Rescue) -> None:
    call = _call(tx)
    assert call.by is not None
    if not _ditched(tx.s, tx.w, call.by):
        raise RuleViolation("rescue.no_call")


def answer_spends(state: State, seat: int) -> str:
    """Whose ship move ``seat``'s answer to the S.O.S. takes (L1015, Q12): ``"this_turn"`` when
    he is the player whose turn it is and still has it, otherwise ``"next_turn"`` (his next
    turn's). A pure judgement, the one :func:`rescue` acts on (the app's rescue screen says it)."""
    if seat == state.current and _MOVE_SHIP not in state.used and state.actions_left > 0:
        return "this_turn"
    return "next_turn"


@CONCERN.handles(Rescue)
def rescue(tx: Tx, action: Rescue) -> None:
    """L1015: the ship goes onto the ditched airship, one move whatever the distance; it takes
    its owner's ship move of this turn if he is the landed player and still has it, otherwise
    of his next turn (Q12)."""
    call = _call(tx)
    seat, landed = tx.seat, call.by
    assert landed is not None
    target = tx.p(landed).airship.pos
    start = tx.p(seat).ship.pos
    lengths = tx.w.board.distance(start, target)
    tx.ship(seat, pos=target, place=None, last_start=start)
    tx.air(landed, tow=Tow(seat, round(lengths, 6), tx.s.turn))
    s = tx.s
    spent = answer_spends(s, seat)
    if spent == "this_turn":
        tx.set(used=(*s.used, _MOVE_SHIP))
    else:
        later = Modifier(SHIP_MOVE_SPENT, turns=1, delay=1 if seat == s.current else 0)
        tx.put(seat, modifiers=(*tx.p(seat).modifiers, later))
    tx.emit(
        EventKind.SHIP_MOVED,
        seat,
        start=list(start),
        end=list(target),
        length=lengths,
        zones=[],
        place=None,
    )
    tx.emit(EventKind.RESCUE_ARRIVED, seat, of=landed, lengths=round(lengths, 3), spent=spent)


@CONCERN.decision(DECISION, Rescue)
def rescue_answers(state: State, w: World) -> Iterator[Action]:
    """The only answer: the ship must come (L1009 "is obliged to respond")."""
    yield Rescue()


@CONCERN.on_turn_start
def spend_ship_move(tx: Tx, seat: int) -> None:
    """A rescuer's ship move of this turn went to a rescue answered out of it (L1015)."""
    p = tx.p(seat)
    spent = any(m.kind == SHIP_MOVE_SPENT and m.active for m in p.modifiers)
    if spent and _MOVE_SHIP not in tx.s.used:
        tx.set(used=(*tx.s.used, _MOVE_SHIP))


@CONCERN.provides("recovery_ready")
def recovery_ready(tx: Tx, seat: int) -> None:
    """L1017: at sea the tow is "in the next turn": a later turn than the one the ship came."""
    a = tx.p(seat).airship
    if ground_at(tx.w, a.pos) != "water":
        return
    if a.tow is None:
        raise RuleViolation("rescue.tow.no_ship")
    if a.tow.turn >= tx.s.turn:
        raise RuleViolation("rescue.tow.next_turn")


@CONCERN.provides("recovered")
def recovered(tx: Tx, seat: int, place: str, origin: tuple[float, float]) -> None:
    """The recovery's price (L1017-1019, L1074-1082, Q14-Q17): at sea the ship comes along to
    the port and stays there; the fee and the rent are paid, capped at the player's Bonds."""
    a = tx.p(seat).airship
    ground = ground_at(tx.w, origin)
    rel, owner = tx.rules.rule("relation")(tx, seat, place)
    prices = tx.prices
    if ground == "water" and a.tow is not None:
        ship = a.tow.ship
        lengths = a.tow.lengths
        payee = BANK if ship == seat else tx.account(ship)
        start = tx.p(ship).ship.pos
        xy = tx.w.xy(place)
        tx.ship(ship, pos=xy, place=place, last_start=start)
        tx.air(seat, tow=None)
        tx.emit(
            EventKind.SHIP_MOVED,
            ship,
            start=list(start),
            end=list(xy),
            length=tx.w.board.distance(start, xy),
            zones=[],
            place=place,
        )
        tx.emit(EventKind.STATIONED, ship, place=place, point=list(xy), is_port=True,
                miniature="ship")  # fmt: skip
    else:
        lengths = tx.w.board.distance(tx.w.xy(place), origin)
        payee = owner if rel is Relation.OPPONENT else BANK
    fee = min(rescue_fee(prices.recovery_per_length, lengths), tx.bonds(seat))
    tx.pay(seat, payee, fee, "rescue")
    rent = 0
    if rel is Relation.OPPONENT:
        rent = min(prices.recovery_base_rent, tx.bonds(seat))
        tx.pay(seat, owner, rent, "rescue rent")
    tx.emit(
        EventKind.RESCUE_PAID,
        seat,
        ground=ground,
        place=place,
        lengths=round(lengths, 3),
        fee=fee,
        to=_seat_of(tx.s, payee),
        rent=rent,
        rent_to=_seat_of(tx.s, owner) if rent else None,
    )


# -- any ship may recover a ditched airship (section 4 advanced box, L410) -----------------------
def _recover_sail(tx: Tx, action: Recover) -> Sail:
    if not 0 <= action.seat < len(tx.s.players) or not _ditched(tx.s, tx.w, action.seat):
        raise RuleViolation("rescue.recover.not_ditched", seat=action.seat)
    tow = tx.p(action.seat).airship.tow
    if tow is not None:
        raise RuleViolation("rescue.recover.taken", seat=action.seat, ship=tow.ship)
    return Sail(Course(point=tx.p(action.seat).airship.pos))


@CONCERN.checks_for(Recover)
def check_recover(tx: Tx, action: Recover) -> None:
    """A ship move of the turn (the sailing rules: 3 Lengths, never over land) that reaches the
    ditched airship."""
    sail = _recover_sail(tx, action)
    check = _rules(tx).check_of(sail)
    assert check is not None
    check(tx, sail)
    move = tx.memo["sail"]
    target = tx.p(action.seat).airship.pos
    gap = tx.w.board.distance(move.end, target)
    if gap > 1e-6:
        raise RuleViolation("rescue.recover.short", seat=action.seat, gap=round(gap, 2))


@CONCERN.handles(Recover)
def recover_airship(tx: Tx, action: Recover) -> None:
    """The ship sails onto the ditched airship (the sailing rules' Venture cards and traps on
    the way); arrived, it stands by it and answers its S.O.S. (L410)."""
    seat = tx.seat
    sail = _recover_sail(tx, action)
    handler = _rules(tx).handler(sail)
    assert handler is not None
    move = tx.memo["sail"]
    handler(tx, sail)
    target = tx.p(action.seat).airship.pos
    if tx.s.outcome is not None or tx.p(seat).ship.pos != target:
        return  # held or driven back on the way by a Venture card (section 6)
    lengths = move.length
    tx.air(action.seat, tow=Tow(seat, round(lengths, 6), tx.s.turn))
    tx.emit(EventKind.RESCUE_ARRIVED, seat, of=action.seat, lengths=round(lengths, 3),
            spent="sailed")  # fmt: skip


@CONCERN.guard
def ship_standing_by(tx: Tx, action: Action) -> None:
    """A ship standing by a ditched airship sails only with the tow (L1017)."""
    if isinstance(action, Sail | Recover):
        of = standing_by(tx.s, tx.seat)
        if of is not None:
            raise RuleViolation("rescue.ship.towing", of=of)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    for p in state.players:
        if p.airship.tow is None and p.airship.emergency is not None:
            yield Recover(p.seat)
