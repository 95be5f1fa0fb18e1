"""The Engagement Auction and the Mission-card draft as pure values (rulebook section 3 "The
Engagement Auction" L359-367, section 8 "Draft Mission Cards" L729; ADVANCED.md 4.x, 7.1)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from npq.errors import RuleViolation
from npq.game.auction import RULE_AUCTION, Auction
from npq.game.draft import RULE_DRAFT, Draft


def test_a_declared_hire_opens_at_the_base_price_held_by_the_declarer() -> None:
    """L359: "an auction, with a fixed bid of 10 Bonds, starting from its base cost"."""
    a = Auction.for_hire("nobile", "commander", declarer=1, base=100, invited=(0, 2), players=3)
    assert (a.high, a.price, a.turn) == (1, 100, 2)  # seat order after the declarer: 2, then 0
    assert a.next_bid == 110
    with pytest.raises(RuleViolation) as err:
        a.bid(2, 120)
    assert err.value.rule == RULE_AUCTION and "exactly 10 Bonds" in str(err.value)
    with pytest.raises(RuleViolation, match="seat 2's turn"):
        a.bid(0, 110)
    a = a.bid(2, 110)
    assert (a.high, a.price, a.turn) == (2, 110, 0)
    a = a.pass_(0)  # a pass is final
    assert a.turn == 1  # the declarer, outbid, may raise again
    a = a.bid(1, 120)
    assert a.turn == 2
    a = a.pass_(2)
    assert a.is_closed and a.winner == 1 and a.price == 120
    assert a.contested
    # seat 2 bid during seat 1's turn: one action fewer next turn, win or lose (L359)
    assert a.outside_bidders(current=1) == (2,)


def test_nobody_contests_a_hire_it_is_a_plain_hire_at_the_base_price() -> None:
    a = Auction.for_hire("engineer", "specialist", declarer=0, base=50, invited=(1,), players=2)
    a = a.pass_(1)
    assert a.is_closed and a.winner == 0 and a.price == 50 and not a.contested
    assert a.outside_bidders(current=0) == ()
    lone = Auction.for_hire("engineer", "specialist", declarer=0, base=50, invited=(), players=2)
    assert lone.is_closed and lone.winner == 0


def test_a_ceded_member_is_bid_for_from_the_base_price_and_the_seller_does_not_bid() -> None:
    """L353: the ceding player may auction the member instead of selling him to the Bank."""
    a = Auction.for_cession("durr", "commander", seller=0, base=100, invited=(1, 2), players=3)
    assert a.high is None and a.turn == 1 and a.next_bid == 100
    with pytest.raises(RuleViolation, match="opens at the base price"):
        a.bid(1, 110)
    a = a.bid(1, 100).bid(2, 110).pass_(1)
    assert a.is_closed and a.winner == 2 and a.price == 110 and a.seller == 0
    nobody = Auction.for_cession("pilot", "specialist", 1, 50, (0,), 2).pass_(0)
    assert nobody.is_closed and nobody.winner is None
    with pytest.raises(ValueError, match="seller"):
        Auction.for_cession("pilot", "specialist", 1, 50, (0, 1), 2)
    with pytest.raises(RuleViolation, match="closed"):
        nobody.pass_(0)


@given(
    players=st.integers(2, 6),
    declarer=st.integers(0, 5),
    answers=st.lists(st.booleans(), max_size=40),
)
def test_an_auction_always_ends_with_the_last_bidder_paying_his_bid(
    players: int, declarer: int, answers: list[bool]
) -> None:
    declarer %= players
    invited = tuple(s for s in range(players) if s != declarer)
    a = Auction.for_hire("x", "commander", declarer, 100, invited, players)
    bids = 0
    for raise_ in answers:
        if a.is_closed:
            break
        seat = a.turn
        assert seat is not None and seat != a.high
        a = a.bid(seat, a.next_bid) if raise_ else a.pass_(seat)
        bids += raise_
    while not a.is_closed:  # everyone left passes
        assert a.turn is not None
        a = a.pass_(a.turn)
    assert a.winner is not None
    assert a.price == 100 + 10 * bids


def test_the_draft_keeps_one_of_three_then_one_of_two_and_ends_with_three() -> None:
    """L729 with 3 players: passes go to the next seat in turn order (Q21)."""
    d = Draft.deal((("a1", "a2", "a3"), ("b1", "b2", "b3"), ("c1", "c2", "c3")))
    assert d.waiting == (0, 1, 2)
    d = d.keep(0, "a2")
    with pytest.raises(RuleViolation) as err:
        d.keep(0, "a1")
    assert err.value.rule == RULE_DRAFT
    with pytest.raises(RuleViolation, match="not among"):
        d.keep(1, "a1")
    d = d.keep(1, "b1").keep(2, "c3")
    # seat 1 now holds what seat 0 passed, seat 0 what seat 2 passed
    assert d.choices(1) == ("a1", "a3") and d.choices(0) == ("c1", "c2")
    d = d.keep(0, "c2").keep(1, "a3").keep(2, "b3")
    assert d.is_done
    assert d.result() == (("a2", "c2", "b2"), ("b1", "a3", "c1"), ("c3", "b3", "a1"))


@given(st.integers(2, 6), st.data())
def test_every_dealt_card_ends_in_exactly_one_hand(n: int, data: st.DataObject) -> None:
    hands = tuple(tuple(f"m{s}_{i}" for i in range(3)) for s in range(n))
    d = Draft.deal(hands)
    while not d.is_done:
        seat = data.draw(st.sampled_from(d.waiting))
        d = d.keep(seat, data.draw(st.sampled_from(d.choices(seat))))
    result = d.result()
    assert all(len(h) == 3 for h in result)
    assert sorted(c for h in result for c in h) == sorted(c for h in hands for c in h)
    with pytest.raises(ValueError):
        Draft.deal(hands[:1])
