"""Arctic bases (section 10 "Arctic Base Organization", section 11 prices).

A player reserves one free Arctic base with the snowflake Target Token, sets it up (the Mooring
Mast) once his ship is stationed there, and may release it for a penalty. The journey to the
Pole leaves from and returns to the set-up base (section 9, D14).
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.economy import BANK
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, MoveBase, Reserve, SetupBase
from npq.game.events import EventKind
from npq.game.rules.ruleset import Concern
from npq.game.rules.services import relation
from npq.game.state import PoleLeg, State
from npq.game.world import World

__all__ = ["CONCERN"]

CONCERN = Concern("arctic", "10 Arctic Base Organization")


def _rental(tx: Tx, base: str) -> tuple[int, str]:
    rel, owner = relation(tx, tx.seat, base)
    tariff = tx.prices.arctic_base_rental
    return tariff.price(rel), owner if tariff.paid_to_owner(rel) else BANK


def _setup_price(tx: Tx, base: str) -> tuple[int, str]:
    rel, owner = relation(tx, tx.seat, base)
    tariff = tx.prices.arctic_base_setup
    return tariff.price(rel), owner if tariff.paid_to_owner(rel) else BANK


@CONCERN.checks_for(Reserve)
def check_reserve(tx: Tx, action: Reserve) -> None:
    p = tx.p()
    if action.base not in tx.w.arctic_bases:
        raise RuleViolation("arctic.reserve.not_arctic", base=action.base)
    if p.arctic is not None:
        raise RuleViolation("arctic.reserve.one_token", base=p.arctic)
    if any(q.arctic == action.base for q in tx.s.players):
        raise RuleViolation("arctic.reserve.taken", base=action.base)
    price, _ = _rental(tx, action.base)
    tx.can_afford(tx.seat, price, "arctic.reserve.cost", base=action.base)


@CONCERN.handles(Reserve)
def reserve(tx: Tx, action: Reserve) -> None:
    seat = tx.seat
    price, payee = _rental(tx, action.base)
    tx.pay(seat, payee, price, "arctic base rental")
    tx.put(seat, arctic=action.base, mast=False)
    tx.emit(EventKind.BASE_RESERVED, seat, base=action.base, price=price)


@CONCERN.checks_for(SetupBase)
def check_setup_base(tx: Tx, action: SetupBase) -> None:
    p = tx.p()
    if p.arctic is None:
        raise RuleViolation("arctic.setup.not_reserved")
    if p.mast:
        raise RuleViolation("arctic.setup.already", base=p.arctic)
    if p.ship.place != p.arctic:
        raise RuleViolation("arctic.setup.ship_away", base=p.arctic)
    price, _ = _setup_price(tx, p.arctic)
    tx.can_afford(tx.seat, price, "arctic.setup.cost", base=p.arctic)


@CONCERN.handles(SetupBase)
def setup_base(tx: Tx, action: SetupBase) -> None:
    seat, p = tx.seat, tx.p()
    assert p.arctic is not None
    price, payee = _setup_price(tx, p.arctic)
    tx.pay(seat, payee, price, "arctic base setup")
    tx.put(seat, mast=True)
    tx.emit(EventKind.BASE_SET_UP, seat, base=p.arctic, price=price)


@CONCERN.checks_for(MoveBase)
def check_move_base(tx: Tx, action: MoveBase) -> None:
    if tx.p().arctic is None:
        raise RuleViolation("arctic.move.none")
    tx.can_afford(tx.seat, tx.prices.arctic_base_move, "arctic.move.cost")


@CONCERN.handles(MoveBase)
def move_base(tx: Tx, action: MoveBase) -> None:
    seat, p = tx.seat, tx.p()
    price = tx.prices.arctic_base_move
    tx.pay_bank(seat, price, "arctic base move penalty")
    tx.put(seat, arctic=None, mast=False, pole=PoleLeg.NONE)
    tx.emit(EventKind.BASE_RELEASED, seat, base=p.arctic, penalty=price, was_set_up=p.mast)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    yield from (Reserve(b) for b in w.arctic_bases)
    yield SetupBase()
    yield MoveBase()
