"""The bots give crew up in real advanced games (issue #11, "Bots"; rulebook section 3
"Cession" L353-355, "The Engagement Auction" L359-367; section 11 L1056-1060, L1086-1088).

No seed is pinned (bot play changes): each test plays a few seeds of 4-player advanced games of
greedy bots through :func:`npq.bots.play_game`, takes the first game in which the event happens
and checks its story on the save's replay -- the Bonds, the crew, the bids.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import pytest

from npq.bots import GreedyBot, bot_config, play_game
from npq.game import GameRecord, new_game
from npq.game.actions import Action
from npq.game.events import Event, EventKind
from npq.game.rules.api import apply
from npq.game.state import State

pytestmark = pytest.mark.slow

#: How many seeds a search plays at most (a handful of games, a few seconds each).
SEEDS = range(1, 11)


@dataclass(frozen=True)
class Step:
    before: State
    action: Action
    seat: int | None
    after: State
    events: tuple[Event, ...]


def replay(record: GameRecord) -> Iterator[Step]:
    """The save's actions applied again from the deal, with the seats that took them."""
    state = new_game(record.config, record.seed, record.world, edition=record.state.edition)
    seats = record.seats if len(record.seats) == len(record.actions) else ()
    for i, action in enumerate(record.actions):
        seat = seats[i] if seats else None
        after, events = apply(state, action, record.world, seat=seat)
        yield Step(state, action, seat, after, tuple(events))
        state = after


@cache
def _game(seed: int, variant: bool) -> GameRecord:
    options = {"advanced": True, "cession_at_base": variant}
    summary = play_game(
        bot_config(4, options), seed, [GreedyBot() for _ in range(4)], keep_record=True
    )
    assert summary.record is not None
    return summary.record


def _find(variant: bool, found) -> tuple[GameRecord, list[Step], int]:
    """The first game of :data:`SEEDS` whose replay holds a step ``found`` accepts: the
    record, its steps and that step's index."""
    for seed in SEEDS:
        record = _game(seed, variant)
        steps = list(replay(record))
        for i, step in enumerate(steps):
            if found(step):
                return record, steps, i
    raise AssertionError(f"no game of seeds {SEEDS} plays it")


def _sold(step: Step) -> bool:
    return any(
        e.kind is EventKind.AUCTION_CLOSED and e.get("seller") is not None for e in step.events
    )


def _in_crew(state: State, seat: int, member: str) -> bool:
    p = state.players[seat]
    if member.startswith("specialist:"):
        return p.crew.has_specialist(member.removeprefix("specialist:"))
    return p.crew.commander == member


@pytest.mark.parametrize("variant", [False, True], ids=["plain", "cession-variant"])
def test_a_bot_puts_a_member_up_and_a_rival_bot_buys_him(variant: bool) -> None:
    """A greedy bot gives a member up by auction instead of selling him to the Bank (L353);
    another bot bids from his hire price in raises of 10 (L359) and pays the seller its bid
    (L1056-1060): the Bonds go from the winner to the seller, the Bank is not involved, and
    the member leaves the seller's crew for the winner's."""
    record, steps, i = _find(variant, _sold)
    closed = next(e for e in steps[i].events if e.kind is EventKind.AUCTION_CLOSED)
    seller, winner = int(closed["seller"]), int(closed.player)
    member, price = str(closed["member"]), int(closed["price"])
    assert seller != winner
    # the auction was opened by the seller putting the member up (at a base: L353)
    k = max(
        j
        for j in range(i + 1)
        for e in steps[j].events
        if e.kind is EventKind.AUCTION_OPENED and e.get("seller") == seller
    )
    opened = next(e for e in steps[k].events if e.kind is EventKind.AUCTION_OPENED)
    assert opened["member"] == member
    assert str(steps[k].action).split()[0] in ("auction-commander", "auction-specialist", "fly")
    assert _in_crew(steps[k].before, seller, member)
    assert not _in_crew(steps[k].after, seller, member)
    base = int(opened["base"])
    assert base == {"specialist": 50, "commander": 100, "advanced_commander": 180}[opened["role"]]
    # only bids and passes in between, each bid exactly the next one (base, +10, ...)
    bids = [
        int(e["bonds"])
        for s in steps[k + 1 : i + 1]
        for e in s.events
        if e.kind is EventKind.AUCTION_BID
    ]
    assert all(str(s.action).split()[0] in ("bid", "pass") for s in steps[k + 1 : i + 1])
    assert bids == [base + 10 * n for n in range(len(bids))] and bids[-1] == price
    # the winner pays the seller his bid (L1056-1060); nobody else's Bonds move
    before, after = steps[i].before, steps[i].after
    assert after.bonds(seller) == before.bonds(seller) + price
    assert after.bonds(winner) == before.bonds(winner) - price
    for other in set(range(4)) - {seller, winner}:
        assert after.bonds(other) == before.bonds(other)
    last = after.ledger.last
    assert last is not None
    assert (last.payer, last.payee, last.amount) == (
        record.config.nations[winner],
        record.config.nations[seller],
        price,
    )
    # the member is the winner's now: aboard at once at a base, else at his next base
    w = after.players[winner]
    assert _in_crew(after, winner, member) or member in w.joining
    assert not _in_crew(after, seller, member)


def test_the_bot_gives_up_what_the_pole_flight_does_without() -> None:
    """The greedy bot's choice on a built position: in the Pole phase, short of the journey's
    300 Bonds (9.1), a Manager Specialist (no use to the Pole flight) is spare; an Engineer is
    kept while the bot's own reckoning of the flight needs his Speed."""
    from dataclasses import replace

    from npq.game import GameConfig, default_world
    from npq.game.state import Crew

    w = default_world()
    s = new_game(GameConfig(("italy", "usa"), advanced=True), 1, w)
    p = s.players[0]
    p = replace(p, crew=Crew(specialists=("manager",)))
    bot = GreedyBot()
    bot._advanced = True
    assert bot._spare_crew(s, w, p, 40) == ["specialist:manager"]
    slow = replace(p, crew=Crew(specialists=("engineer",)))
    assert bot._spare_crew(s, w, slow, 40) == []  # no Arctic base yet: the flight is unknown
