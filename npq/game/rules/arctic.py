"""Arctic bases (section 10 "Arctic Base Organization", section 11 prices).

A player reserves one free Arctic base with the snowflake Target Token, sets it up (the Mooring
Mast) once his ship is stationed there, and may release it for a penalty. The journey to the
Pole leaves from and returns to the set-up base (section 9, D14).
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.economy import BANK
from npq.game._tx import Tx
from npq.game.actions import Action, MoveBase, Reserve, SetupBase
from npq.game.events import EventKind
from npq.game.rules.common import RULES, rv
from npq.game.rules.ruleset import Concern
from npq.game.rules.services import relation
from npq.game.state import PoleLeg, State
from npq.game.world import World

__all__ = ["CONCERN"]

CONCERN = Concern("arctic", "10 Arctic Base Organization")


@CONCERN.handles(Reserve)
def reserve(tx: Tx, action: Reserve) -> None:
    seat, p = tx.seat, tx.p()
    if action.base not in tx.w.arctic_bases:
        raise rv("arctic", f"{action.base} is not an Arctic base (snowflake symbol)")
    if p.arctic is not None:
        raise rv("arctic", "you hold one Arctic Base Target Token: move your base instead")
    if any(q.arctic == action.base for q in tx.s.players):
        raise rv("arctic", "that Arctic base is already reserved")
    rel, owner = relation(tx, seat, action.base)
    tariff = tx.prices.arctic_base_rental
    price = tariff.price(rel)
    tx.can_afford(seat, price, "reserving an Arctic base", RULES["arctic"])
    tx.pay(seat, owner if tariff.paid_to_owner(rel) else BANK, price, "arctic base rental")
    tx.put(seat, arctic=action.base, mast=False)
    tx.emit(EventKind.BASE_RESERVED, seat, base=action.base, price=price)


@CONCERN.handles(SetupBase)
def setup_base(tx: Tx, action: SetupBase) -> None:
    seat, p = tx.seat, tx.p()
    if p.arctic is None:
        raise rv("arctic", "reserve an Arctic base first")
    if p.mast:
        raise rv("arctic", "your Mooring Mast already stands there")
    if p.ship.place != p.arctic:
        raise rv("arctic", "the ship must be stationed at the reserved Arctic base")
    rel, owner = relation(tx, seat, p.arctic)
    tariff = tx.prices.arctic_base_setup
    price = tariff.price(rel)
    tx.can_afford(seat, price, "setting up the Arctic base", RULES["arctic"])
    tx.pay(seat, owner if tariff.paid_to_owner(rel) else BANK, price, "arctic base setup")
    tx.put(seat, mast=True)
    tx.emit(EventKind.BASE_SET_UP, seat, base=p.arctic, price=price)


@CONCERN.handles(MoveBase)
def move_base(tx: Tx, action: MoveBase) -> None:
    seat, p = tx.seat, tx.p()
    if p.arctic is None:
        raise rv("arctic", "you have no Arctic base to move")
    price = tx.prices.arctic_base_move
    tx.can_afford(seat, price, "moving the Arctic base", RULES["arctic"])
    tx.pay_bank(seat, price, "arctic base move penalty")
    tx.put(seat, arctic=None, mast=False, pole=PoleLeg.NONE)
    tx.emit(EventKind.BASE_RELEASED, seat, base=p.arctic, penalty=price, was_set_up=p.mast)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    yield from (Reserve(b) for b in w.arctic_bases)
    yield SetupBase()
    yield MoveBase()
