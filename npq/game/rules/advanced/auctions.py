"""The Engagement Auction in play (rulebook section 3 "The Engagement Auction", L359-367,
L835, L1055-1060; ADVANCED.md 4.1-4.7; decisions Q4-Q7), through the flow's pending decisions.

When a player declares the hire of a Commander, an Advanced Commander or a Specialist of the
Bank and another player could take him too, the auction opens (:class:`npq.game.auction.
Auction`): the declarer holds the opening bid at the base price, and every other player who may
bid owes an ``auction`` decision in turn, answered with ``bid BONDS`` (exactly 10 more) or
``pass`` (final). Who may bid (Q5): a player allowed to hire that member now (Specialists from
round 2, an Advanced Commander after a completed mission), who can pay the next bid and has no
Specialist of that skill. When everyone else has passed, the highest bidder pays the Bank his
bid and takes the member: at once if his airship stands at a base, otherwise at the next base
(L365-367). Each player who bid during another's turn has one action fewer in his next turn, win
or lose (L359). A winner who already has a Commander keeps the new one waiting until he spends an
action to renounce the old one (``renounce``, L363), for no Bonds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, Bid, PassBid
from npq.game.auction import RULE_AUCTION, Auction
from npq.game.config import SKILLS
from npq.game.effects import clip_fuel
from npq.game.events import EventKind
from npq.game.rules import crew as basic_crew
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.state import Decision, Modifier, State
from npq.game.world import World

__all__ = [
    "CONCERN",
    "DECISION",
    "SPECIALIST",
    "auction_invited",
    "claim_released",
    "deliver",
    "mark_released",
    "open_auction",
    "put_up",
    "released_place",
    "waits_at",
]

CONCERN = Concern("auctions", RULE_AUCTION)

DECISION = "auction"
SPECIALIST = "specialist:"


def _may_bid(tx: Tx, seat: int, member: str, role: str, price: int) -> bool:
    """Q5: allowed to hire that member now, able to pay ``price``, without that skill."""
    p = tx.p(seat)
    if tx.bonds(seat) < price or member in p.joining:
        return False
    if role == "advanced_commander" and not p.completed:
        return False
    if role == "specialist":
        skill = member.removeprefix(SPECIALIST)
        return tx.s.round >= 2 and not p.crew.has_specialist(skill)
    return not any(not m.startswith(SPECIALIST) for m in p.joining)


def auction_invited(tx: Tx, member: str, role: str, base: int) -> tuple[int, ...]:
    """The seats a hire of ``member`` just declared by the current player at ``base`` invites
    to bid (Q5: each may pay the first raise): a pure judgement of whether the hire opens an
    Engagement Auction (none: it goes ahead at the base price)."""
    step = tx.prices.auction_bid
    return tuple(
        p.seat
        for p in tx.s.players
        if p.seat != tx.seat and _may_bid(tx, p.seat, member, role, base + step)
    )


def open_auction(tx: Tx, member: str, role: str, base: int) -> bool:
    """Open an auction for a hire just declared by the current player, if another player may
    bid; returns whether it opened (otherwise the hire goes ahead at the base price)."""
    invited = auction_invited(tx, member, role, base)
    if not invited:
        return False
    s = tx.s
    declarer = tx.seat
    step = tx.prices.auction_bid
    auction = Auction.for_hire(member, role, declarer, base, invited, len(s.players), step)
    tx.set(auction=auction)
    tx.emit(
        EventKind.AUCTION_OPENED,
        declarer,
        member=member,
        role=role,
        base=base,
        invited=list(invited),
    )
    _ask(tx)
    return True


def _ask(tx: Tx) -> None:
    a = tx.s.auction
    assert a is not None
    if a.turn is None:
        _close(tx)
        return
    tx.set(decisions=(*tx.s.decisions, Decision(DECISION, a.turn, data=(("bid", a.next_bid),))))


def _owed(tx: Tx) -> Auction:
    """The auction the seat answers: a pure check that the ``auction`` decision on top of the
    stack is this seat's (the engine takes it off before the handler runs)."""
    s = tx.s
    top = s.decisions[-1] if s.decisions else None
    if s.auction is None or top is None or top.kind != DECISION or top.seat != tx.seat:
        raise RuleViolation("auction.nothing_to_answer")
    return s.auction


@CONCERN.checks_for(Bid)
def check_bid(tx: Tx, action: Bid) -> None:
    """L359-361: a bid of exactly the next bid (the auction value's judgement), paid for."""
    a = _owed(tx)
    have = tx.bonds(tx.seat)
    if have < action.bonds:
        raise RuleViolation("auction.bid_short", bonds=action.bonds, have=have)
    a.bid(tx.seat, action.bonds)


@CONCERN.handles(Bid)
def bid(tx: Tx, action: Bid) -> None:
    seat = tx.seat
    assert tx.s.auction is not None
    a = tx.s.auction.bid(seat, action.bonds)
    tx.set(auction=a)
    tx.emit(EventKind.AUCTION_BID, seat, bonds=action.bonds, member=a.member)
    _ask(tx)


@CONCERN.checks_for(PassBid)
def check_pass_bid(tx: Tx, action: PassBid) -> None:
    """A pass is final (Q6): the seat whose answer is awaited may always pass."""
    _owed(tx).pass_(tx.seat)


@CONCERN.handles(PassBid)
def pass_bid(tx: Tx, action: PassBid) -> None:
    seat = tx.seat
    assert tx.s.auction is not None
    a = tx.s.auction.pass_(seat)
    tx.set(auction=a)
    tx.emit(EventKind.AUCTION_PASSED, seat, member=a.member)
    _ask(tx)


# -- the cession variant (section 3, L355) -------------------------------------------------------
def _variant(tx: Tx) -> bool:
    return bool(tx.rules.rule("cession_variant")(tx))


def released_place(tx: Tx, member: str, seat: int) -> str | None:
    """Under the cession variant, the base where the Bank's ``member`` waits to be hired by
    ``seat`` (L355: "available ... only at the Base where he was released"): a Commander's own;
    a Specialist only when no token of his skill waits free, the released one nearest the
    airship. ``None``: anywhere."""
    if not _variant(tx):
        return None
    places = [place for m, place in tx.s.released if m == member]
    if not places:
        return None
    if member.startswith(SPECIALIST):
        i = SKILLS.index(member.removeprefix(SPECIALIST))
        if tx.s.specialists[i] > len(places):
            return None  # a token that was never released is free
        pos = tx.p(seat).airship.pos
        return min(places, key=lambda pl: (tx.w.board.distance(tx.w.xy(pl), pos), pl))
    return places[0]


def waits_at(state: State, world: World, rules: RuleSet, member: str, seat: int) -> str | None:
    """:func:`released_place` as a pure judgement on a state (the bots ask it before a hire or
    a bid): the base where the Bank's ``member`` would board for ``seat`` under the cession
    variant (L355, L365), ``None`` for the next base."""
    return released_place(Tx(state, world, rules), member, seat)


def claim_released(tx: Tx, member: str, seat: int) -> str | None:
    """The member hired by ``seat`` leaves the pool's released pairs; returns the base he
    boards at (None: the next base), recorded in the player's ``boards_at``."""
    place = released_place(tx, member, seat)
    if place is None:
        return None
    pairs = list(tx.s.released)
    pairs.remove((member, place))
    tx.set(released=tuple(pairs))
    tx.put(seat, boards_at=(*tx.p(seat).boards_at, (member, place)))
    return place


def mark_released(tx: Tx, member: str, place: str | None) -> None:
    """Under the cession variant a member sold to the Bank waits at ``place`` (L355)."""
    if place is not None and _variant(tx):
        tx.set(released=(*tx.s.released, (member, place)))


# -- a ceded member put up for auction (section 3 "Cession", L353, L1056-1060, L1086-1088) -----
def _hire_price(tx: Tx, member: str, role: str) -> int:
    prices = tx.prices
    if role == "specialist":
        return prices.specialist_hire
    return prices.advanced_commander_hire if role == "advanced_commander" else prices.commander_hire


def _role(tx: Tx, member: str) -> str:
    if member.startswith(SPECIALIST):
        return "specialist"
    return "advanced_commander" if tx.w.content.crew.commander(member).is_advanced else "commander"


def put_up(tx: Tx, seat: int, member: str, place: str) -> None:
    """The player stationed at ``place`` gives ``member`` up by auction instead of to the Bank
    (L353): he leaves the crew now; the others who may hire him bid from his hire price (Q4),
    the winner pays the seller (L1056-1060); if nobody may bid, the Bank buys him at the
    cession price (L1086-1088)."""
    role = _role(tx, member)
    base = _hire_price(tx, member, role)
    invited = tuple(
        p.seat for p in tx.s.players if p.seat != seat and _may_bid(tx, p.seat, member, role, base)
    )
    p = tx.p(seat)
    if not invited:
        _sell_to_bank(tx, seat, member, place)
        return
    if member.startswith(SPECIALIST):
        skill = member.removeprefix(SPECIALIST)
        crew = replace(p.crew, specialists=tuple(s for s in p.crew.specialists if s != skill))
    else:
        crew = replace(p.crew, commander=None, commander_skills=())
    tx.put(seat, crew=crew)
    clip_fuel(tx, seat)
    step = tx.prices.auction_bid
    tx.set(auction=Auction.for_cession(member, role, seat, base, invited, len(tx.s.players), step))
    tx.emit(
        EventKind.AUCTION_OPENED,
        seat,
        member=member,
        role=role,
        base=base,
        invited=list(invited),
        seller=seat,
    )
    _ask(tx)


def _sell_to_bank(tx: Tx, seat: int, member: str, place: str | None) -> None:
    """The ceded member goes to the Bank at his cession price (L1086-1088)."""
    if member.startswith(SPECIALIST):
        basic_crew.release_specialist(tx, seat, member.removeprefix(SPECIALIST))
    else:
        basic_crew.release_commander(tx, seat)
    mark_released(tx, member, place)


def _unsold(tx: Tx, a: Auction) -> None:
    """Nobody bid for a member put up: the Bank buys him from the seller (Q4), who is paid the
    cession price; he returns to the pool (at the seller's base under the cession variant)."""
    assert a.seller is not None
    seller = a.seller
    prices = tx.prices
    if a.role == "specialist":
        skill = a.member.removeprefix(SPECIALIST)
        amount = prices.specialist_sale
        counts = list(tx.s.specialists)
        counts[SKILLS.index(skill)] += 1
        tx.set(specialists=tuple(counts))
        skills = [skill]
    else:
        cmd = tx.w.content.crew.commander(a.member)
        amount = prices.advanced_commander_sale if cmd.is_advanced else prices.commander_sale
        tx.set(commanders=(*tx.s.commanders, cmd.id))
        skills = [str(k) for k in cmd.skills]
    tx.from_bank(seller, amount, f"cession of {a.member}")
    tx.emit(
        EventKind.CREW_DISMISSED,
        seller,
        role=a.role,
        id=a.member.removeprefix(SPECIALIST),
        skills=skills,
        amount=amount,
    )
    mark_released(tx, a.member, tx.p(seller).airship.place)


def _close(tx: Tx) -> None:
    """The highest bidder pays the Bank, or the seller of a member put up, and takes the member
    (L365-367, L1056-60); those who bid out of their turn lose an action of their next one
    (L359)."""
    a = tx.s.auction
    assert a is not None
    if a.winner is None:  # a member put up that nobody bid for
        tx.set(auction=None)
        _unsold(tx, a)
        return
    winner = a.winner
    current = tx.s.current
    tx.set(auction=None)
    if a.seller is not None:
        _sold(tx, a, winner, current)
        return
    boards = claim_released(tx, a.member, winner)
    if a.role == "specialist":
        skill = a.member.removeprefix(SPECIALIST)
        i = SKILLS.index(skill)
        if tx.s.specialists[i] > 0:
            counts = list(tx.s.specialists)
            counts[i] -= 1
            tx.set(specialists=tuple(counts))
    else:
        tx.set(
            commanders=tuple(c for c in tx.s.commanders if c != a.member),
            box_commanders=tuple(c for c in tx.s.box_commanders if c != a.member),
        )
    tx.pay_bank(winner, a.price, f"auction {a.member}")
    _award(tx, a, winner, current, boards)


def _outside_bidders(tx: Tx, a: Auction, current: int) -> None:
    for seat in a.outside_bidders(current):
        p = tx.p(seat)
        lost = Modifier("lose_actions", amount=1, turns=1, card="auction")
        tx.put(seat, modifiers=(*p.modifiers, lost))


def _sold(tx: Tx, a: Auction, winner: int, current: int) -> None:
    """A member put up goes to the highest bidder, who pays the seller his bid (L1056-1060)."""
    assert a.seller is not None
    tx.pay(winner, tx.account(a.seller), a.price, f"auction {a.member}")
    _award(tx, a, winner, current)


def _award(tx: Tx, a: Auction, winner: int, current: int, boards: str | None = None) -> None:
    """The paid auction closes: the winner takes the member (:func:`deliver`, at ``boards``
    under the cession variant) and every seat that bid out of its turn loses an action of its
    next one (L359). The event names the seller of a member put up."""
    seller = {} if a.seller is None else {"seller": a.seller}
    tx.emit(
        EventKind.AUCTION_CLOSED,
        winner,
        member=a.member,
        role=a.role,
        price=a.price,
        contested=a.contested,
        **seller,
    )
    _outside_bidders(tx, a, current)
    deliver(tx, winner, a.member, a.price, boards)


def deliver(tx: Tx, seat: int, member: str, price: int, boards: str | None = None) -> None:
    """The member a seat has won (or hired) goes aboard: at once at a base, otherwise at the
    next base (L365-367), or only at ``boards`` (the base he was released at, the cession
    variant, L355, L365); a Commander waits for the slot while another is aboard (L363)."""
    p = tx.p(seat)
    place = p.airship.place
    is_specialist = member.startswith(SPECIALIST)
    here = boards is None or boards == place
    if place is not None and here and (is_specialist or p.crew.commander is None):
        if boards is not None:
            pairs = list(tx.p(seat).boards_at)
            pairs.remove((member, boards))
            tx.put(seat, boards_at=tuple(pairs))
        if is_specialist:
            basic_crew.board_specialist(tx, seat, member.removeprefix(SPECIALIST), price)
        else:
            basic_crew.board_commander(tx, seat, member, price)
        return
    tx.put(seat, joining=(*p.joining, member))
    role = "specialist" if is_specialist else "commander"
    tx.emit(
        EventKind.CREW_DECLARED, seat, role=role, id=member.removeprefix(SPECIALIST), price=price
    )


@CONCERN.decision(DECISION, Bid, PassBid)
def auction_answers(state: State, w: World) -> Iterator[Action]:
    a = state.auction
    if a is None or a.turn is None:
        return
    yield Bid(a.next_bid)
    yield PassBid()
