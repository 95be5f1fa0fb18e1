"""Services and prices (section 10 "Repair Actions", section 11 price list; D12).

At a base the airship is refuelled and repaired, unit by unit, at the price of the base's
relation to the player (own, neutral, an opponent's). An airship recovered after an emergency
landing is restored once its tank is full and its Integrity whole.
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.economy import BANK, Relation, Tariff
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, Refuel, Repair
from npq.game.events import EventKind
from npq.game.rules.common import at_base
from npq.game.rules.ruleset import Concern
from npq.game.state import State
from npq.game.world import World

__all__ = ["CONCERN", "maybe_restored", "pay_at_base", "relation"]

CONCERN = Concern("services", "10 Repair Actions")


@CONCERN.provides("relation")
def relation(tx: Tx, seat: int, place: str) -> tuple[Relation, str]:
    """Who owns the base, seen from the payer; the payee of an advanced tariff."""
    owner = tx.w.place(place).nation
    me = tx.p(seat).nation
    if owner == me:
        return Relation.OWN, BANK
    if owner is None or tx.s.config.is_solo or owner not in tx.s.config.nations:
        return Relation.NEUTRAL, BANK
    return Relation.OPPONENT, owner


@CONCERN.provides("arctic_sells")
def arctic_sells(tx: Tx, place: str) -> bool:
    """Issue 17 ruling 3: whether the Arctic base ``place`` sells fuel and repairs now -- once
    a Mooring Mast stands there (:func:`mast_services`; the planner's ``dry`` places,
    :func:`npq.game.rules.api.dry_bases`)."""
    return any(q.arctic == place and q.mast for q in tx.s.players)


@CONCERN.provides("mast_services")
def mast_services(tx: Tx, seat: int, place: str, what: str) -> None:
    """Issue 17 ruling 3: an Arctic base refuels and repairs only where a Mooring Mast stands
    (section 10 note: "Arctic bases where a Mooring Mast has been placed remain usable at any
    time for airship refueling and repair"; section 4 "Ships": once the mast is placed it
    "becomes a full-fledged base ... usable by everyone also for repairs and supplies"; the
    Game Example: "once set up the Arctic Base becomes ... a base like any other"). Before,
    an airship may rest there (1k) but buys nothing. An airship recovered there after an
    emergency landing on the ice (section 10) is restored by its rescuers all the same, or it
    could never fly again."""
    if place not in tx.w.arctic_bases or tx.p(seat).airship.must_restore:
        return
    if not tx.rules.rule("arctic_sells")(tx, place):
        raise RuleViolation("services.arctic_without_mast", place=place, what=what)


@CONCERN.provides("serves")
def serves(tx: Tx, seat: int, place: str, what: str) -> None:
    """Whether the base serves the player (fuel, repairs, crew): every base does in the basic
    game; raises RuleViolation where a rule closes it."""


def _price_at_base(tx: Tx, place: str, tariff: Tariff, units: int, reason: str) -> tuple[int, str]:
    """The price of ``units`` at the base the airship stands on, and its payee (section 10
    "Repair Actions", section 11, D12): the Bank, or in the advanced game the owner of an
    opponent's base. Raises RuleViolation where the rule set closes the base."""
    tx.rules.rule("mast_services")(tx, tx.seat, place, reason)
    tx.rules.rule("serves")(tx, tx.seat, place, reason)
    rel, owner = tx.rules.rule("relation")(tx, tx.seat, place)
    return tariff.price(rel) * units, owner if tariff.paid_to_owner(rel) else BANK


@CONCERN.checks_for(Refuel)
def check_refuel(tx: Tx, action: Refuel) -> None:
    p, place = tx.p(), at_base(tx, "services.refuel.not_at_base")
    if action.units > (room := p.range - p.airship.fuel):
        if room <= 0:
            raise RuleViolation("services.refuel.tank_full", fuel=p.airship.fuel, range=p.range)
        raise RuleViolation("services.refuel.too_much", room=room, units=action.units)
    price, _ = _price_at_base(tx, place, tx.prices.fuel, action.units, "fuel")
    tx.can_afford(tx.seat, price, "services.refuel.cost", units=action.units)


@CONCERN.handles(Refuel)
def refuel(tx: Tx, action: Refuel) -> None:
    p = tx.p()
    assert p.airship.place is not None
    price = pay_at_base(tx, p.airship.place, tx.prices.fuel, action.units, "fuel")
    a = tx.air(tx.seat, fuel=p.airship.fuel + action.units)
    tx.emit(EventKind.REFUELLED, tx.seat, units=action.units, price=price, fuel=a.fuel)
    maybe_restored(tx, tx.seat)


@CONCERN.checks_for(Repair)
def check_repair(tx: Tx, action: Repair) -> None:
    p, place = tx.p(), at_base(tx, "services.repair.not_at_base")
    if action.units > (room := p.max_integrity - p.airship.integrity):
        if room <= 0:
            raise RuleViolation("services.repair.undamaged")
        raise RuleViolation("services.repair.too_much", room=room, units=action.units)
    price, _ = _price_at_base(tx, place, tx.prices.repair, action.units, "repair")
    tx.can_afford(tx.seat, price, "services.repair.cost", units=action.units)


@CONCERN.handles(Repair)
def repair(tx: Tx, action: Repair) -> None:
    p = tx.p()
    assert p.airship.place is not None
    price = pay_at_base(tx, p.airship.place, tx.prices.repair, action.units, "repair")
    a = tx.air(tx.seat, integrity=p.airship.integrity + action.units)
    tx.emit(EventKind.REPAIRED, tx.seat, units=action.units, price=price, integrity=a.integrity)
    maybe_restored(tx, tx.seat)


def pay_at_base(tx: Tx, place: str, tariff: Tariff, units: int, reason: str) -> int:
    """Pay ``units`` of fuel or repairs at the base the airship stands on; returns the price."""
    price, payee = _price_at_base(tx, place, tariff, units, reason)
    tx.pay(tx.seat, payee, price, f"{reason} x{units}")
    return price


def maybe_restored(tx: Tx, seat: int) -> None:
    p = tx.p(seat)
    a = p.airship
    if a.must_restore and a.fuel >= p.range and a.integrity >= p.max_integrity:
        tx.air(seat, must_restore=False)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    p = state.player
    if p.airship.place is None:
        return
    yield from (Refuel(n) for n in range(1, p.range - p.airship.fuel + 1))
    yield from (Repair(n) for n in range(1, p.max_integrity - p.airship.integrity + 1))
