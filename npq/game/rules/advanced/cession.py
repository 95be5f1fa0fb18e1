"""Cession in the advanced game (section 3 "Cession", advanced box L353, variant L355; "The
Engagement Auction" L359-367; section 11 L1056-1060, L1086-1088; ADVANCED.md 3.5, 3.7, 4.7;
decisions Q4, Q19), from edition 3 (:data:`npq.game.rules.sets.RESCUE_EDITION`).

* **Put up for auction** (L353): instead of selling a member to the Bank, the player gives him
  up by auction (``auction-commander``, ``auction-specialist SKILL``: the cession action of the
  List of Actions). At a base he leaves at once; declared in flight he stays aboard, bonus and
  all, until the next base, where he leaves. Then every other player who may hire him now bids,
  from his hire price (100 / 180 / 50) in raises of exactly 10 Bonds
  (:mod:`npq.game.rules.advanced.auctions`); the winner pays the seller his bid and takes the
  member (at once at a base, else at his next base). If nobody may bid, or nobody bids, the Bank
  buys him at the cession price (80 / 40 / 20).
* **The cession variant** (``cession_at_base``, L355): a member sold to the Bank stays
  available "only at the Base where he was released": whoever hires him (at any base or in
  flight, by auction too) has him aboard only at that base (L365), his bonus from then on.
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, AuctionCommander, AuctionSpecialist
from npq.game.events import EventKind
from npq.game.rules.advanced.auctions import SPECIALIST, put_up
from npq.game.rules.advanced.crew import AUCTIONED, leaves
from npq.game.rules.ruleset import Concern
from npq.game.state import State
from npq.game.world import World

__all__ = ["CONCERN"]

CONCERN = Concern("cession", "3 Crew Management")


@CONCERN.provides("cession_variant")
def cession_variant(tx: Tx) -> bool:
    """L355: the variant is the game's ``cession_at_base`` switch."""
    return tx.s.config.cession_at_base


@CONCERN.checks_for(AuctionCommander)
def check_auction_commander(tx: Tx, action: AuctionCommander) -> None:
    p = tx.p()
    if p.crew.commander is None:
        raise RuleViolation("crew.dismiss.no_commander")
    if leaves(p, p.crew.commander):
        raise RuleViolation("crew.advanced.commander_leaving", commander=p.crew.commander)
    _one_auction(tx)


@CONCERN.handles(AuctionCommander)
def auction_commander(tx: Tx, action: AuctionCommander) -> None:
    seat, p = tx.seat, tx.p()
    assert p.crew.commander is not None
    _give_up(tx, seat, p.crew.commander)


@CONCERN.checks_for(AuctionSpecialist)
def check_auction_specialist(tx: Tx, action: AuctionSpecialist) -> None:
    p = tx.p()
    if not p.crew.has_specialist(action.skill):
        raise RuleViolation("crew.dismiss.no_specialist", skill=action.skill)
    if leaves(p, SPECIALIST + action.skill):
        raise RuleViolation("crew.advanced.specialist_leaving", skill=action.skill)
    _one_auction(tx)


@CONCERN.handles(AuctionSpecialist)
def auction_specialist(tx: Tx, action: AuctionSpecialist) -> None:
    _give_up(tx, tx.seat, SPECIALIST + action.skill)


def _one_auction(tx: Tx) -> None:
    """In flight, one member at a time is ceded by auction (the next base holds one auction)."""
    p = tx.p()
    if p.airship.place is None and any(m.startswith(AUCTIONED) for m in p.leaving):
        raise RuleViolation("crew.advanced.one_auction")


def _give_up(tx: Tx, seat: int, member: str) -> None:
    """At a base the auction is held now; in flight the member leaves at the next base (L353),
    where it is held (:func:`npq.game.rules.advanced.crew.board_declared`)."""
    place = tx.p(seat).airship.place
    if place is not None:
        put_up(tx, seat, member, place)
        return
    tx.put(seat, leaving=(*tx.p(seat).leaving, AUCTIONED + member))
    role = "specialist" if member.startswith(SPECIALIST) else "commander"
    tx.emit(
        EventKind.CREW_CESSION_DECLARED,
        seat,
        role=role,
        id=member.removeprefix(SPECIALIST),
        auction=True,
    )


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    p = state.player
    if p.crew.commander is not None:
        yield AuctionCommander()
    yield from (AuctionSpecialist(s) for s in p.crew.specialists)
