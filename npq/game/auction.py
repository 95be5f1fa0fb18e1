"""The Engagement Auction as a pure value (rulebook section 3 "The Engagement Auction", L359-367,
L1055-1060; ../shared/ADVANCED.md 4.1-4.7, decisions Q4-Q6).

"If more than one player is interested in the same Commander, Adv. Commander or Specialist,
proceed with an auction, with a fixed bid of 10 Bonds, starting from its base cost." This module
holds only the bidding; :mod:`npq.game.rules.auctions` decides who is invited and what the winner
gets, and asks each bidder through the flow's pending decisions.

* **A hire declared** by a player (the Bank's member): the declarer holds the opening bid at the
  base price; every other player invited may raise by exactly 10 Bonds or pass.
* **A member put up** by the player ceding him, instead of selling him to the Bank: nobody holds
  a bid; the first bid is the base price itself, each later one 10 Bonds more. The seller does
  not bid.

Bids go round in seat order, starting after the opener; a pass is final; the player holding the
highest bid is skipped until someone outbids him. When everyone else has passed, the highest
bidder wins at his bid. A put-up member whom nobody bids for is not sold by auction (the Bank
buys him at the cession price, decision Q4).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from npq.errors import RuleViolation

__all__ = ["RULE_AUCTION", "Auction"]

RULE_AUCTION = "3 The Engagement Auction"


@dataclass(frozen=True, slots=True)
class Auction:
    """An Engagement Auction in progress.

    ``member``: a Commander id or a Specialist skill; ``role``: ``"commander"``,
    ``"advanced_commander"`` or ``"specialist"``. ``opener``: the seat that declared the hire
    or put the member up. ``seller``: the seat putting a ceded member up (None: a member of the
    Bank). ``base``: the opening price; ``step``: the fixed raise (10 Bonds). ``rotation``: the
    seats that may still bid, in seat order starting after the opener (the opener last, when he
    bids). ``high``: the seat holding the highest bid (None while nobody does) and ``price``
    that bid. ``bid_by``: every seat that has placed a bid (the declarer's opening bid counts),
    in order of their first bid. ``turn``: the seat whose answer is awaited (None: closed).
    """

    member: str
    role: str
    opener: int
    seller: int | None
    base: int
    step: int
    rotation: tuple[int, ...]
    high: int | None
    price: int
    bid_by: tuple[int, ...]
    turn: int | None
    players: int

    # -- opening ----------------------------------------------------------------------------------
    @classmethod
    def for_hire(
        cls,
        member: str,
        role: str,
        declarer: int,
        base: int,
        invited: tuple[int, ...],
        players: int,
        step: int = 10,
    ) -> Auction:
        """The declarer of a hire holds the opening bid at ``base``; ``invited`` may outbid."""
        rotation = _seat_order(set(invited) | {declarer}, declarer, players, opener_last=True)
        auction = cls(
            member,
            role,
            declarer,
            None,
            base,
            step,
            rotation,
            declarer,
            base,
            (declarer,),
            None,
            players,
        )
        return auction._advance(declarer)

    @classmethod
    def for_cession(
        cls,
        member: str,
        role: str,
        seller: int,
        base: int,
        invited: tuple[int, ...],
        players: int,
        step: int = 10,
    ) -> Auction:
        """A ceded member put up by ``seller``: ``invited`` bid from ``base`` up."""
        if seller in invited:
            raise ValueError("the seller does not bid for his own member")
        rotation = _seat_order(set(invited), seller, players, opener_last=False)
        auction = cls(
            member, role, seller, seller, base, step, rotation, None, 0, (), None, players
        )
        return auction._advance(seller)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def is_closed(self) -> bool:
        return self.turn is None

    @property
    def next_bid(self) -> int:
        """What the seat to act must offer to bid: the base price first, then +10 each time."""
        return self.base if self.high is None else self.price + self.step

    @property
    def winner(self) -> int | None:
        """The seat that won (None while open, or when a put-up member drew no bid)."""
        return self.high if self.is_closed else None

    @property
    def contested(self) -> bool:
        """Whether anyone but the opener bid: a declared hire nobody contests is a plain hire."""
        return any(s != self.opener for s in self.bid_by)

    def outside_bidders(self, current: int) -> tuple[int, ...]:
        """Seats that took part during another player's turn (``current``): each has one
        action fewer in his next turn, win or lose (L359)."""
        return tuple(s for s in self.bid_by if s != current)

    # -- answers ---------------------------------------------------------------------------------
    def bid(self, seat: int, amount: int) -> Auction:
        """``seat`` offers ``amount``, which must be exactly :attr:`next_bid`."""
        self._check_turn(seat)
        if amount != self.next_bid:
            if self.high is None:
                raise RuleViolation("auction.opening_bid", next_bid=self.next_bid)
            raise RuleViolation(
                "auction.raise_step", step=self.step, next_bid=self.next_bid, amount=amount
            )
        bid_by = self.bid_by if seat in self.bid_by else (*self.bid_by, seat)
        return replace(self, high=seat, price=amount, bid_by=bid_by)._advance(seat)

    def pass_(self, seat: int) -> Auction:
        """``seat`` passes: final, he bids no more in this auction."""
        self._check_turn(seat)
        rotation = tuple(s for s in self.rotation if s != seat)
        return replace(self, rotation=rotation)._advance(seat)

    # -- internals -------------------------------------------------------------------------------
    def _check_turn(self, seat: int) -> None:
        if self.turn is None:
            raise RuleViolation("auction.closed")
        if seat != self.turn:
            raise RuleViolation("auction.not_your_turn", seat=seat, turn=self.turn)

    def _advance(self, after: int) -> Auction:
        """Close, or hand the turn to the first seat after ``after`` in seat order that may
        still bid and does not hold the highest bid."""
        waiting = set(self.rotation) - {self.high}
        if not waiting:
            return replace(self, turn=None)
        n = self.players
        nxt = next(s for s in ((after + k) % n for k in range(1, n + 1)) if s in waiting)
        return replace(self, turn=nxt)


def _seat_order(seats: set[int], opener: int, players: int, opener_last: bool) -> tuple[int, ...]:
    """``seats`` in seat order starting after ``opener`` (the opener at the end, if in)."""
    order = [(opener + k) % players for k in range(1, players + 1)]
    out = tuple(s for s in order if s in seats)
    if not opener_last:
        return tuple(s for s in out if s != opener)
    return out
