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


# -- the cession variant (L355, L365) -------------------------------------------------------------
def _released_engineer_at_milano(where: str) -> State:
    """A game under the cession variant, in round 2, where the only Engineer token of the
    pool waits at Milano, released there (L355); the player to act flies a slow airship (Japan,
    Speed 3) with no Engineer and Bonds to spare, stationed at ``where`` with a full tank."""
    from dataclasses import replace

    from _game_helpers import at_place, put, put_air

    from npq.game import GameConfig, default_world
    from npq.game.config import SKILLS
    from npq.game.rules.api import legal_actions
    from npq.game.rules.engine import actors
    from npq.game.state import Crew

    w = default_world()
    s = new_game(
        GameConfig(("japan", "italy"), advanced=True, cession_at_base=True, first_player=0), 1, w
    )
    while s.draft is not None:
        seat = actors(s)[0]
        s, _ = apply(s, legal_actions(s, w, seat=seat)[0], w, seat=seat)
    counts = list(s.specialists)
    counts[SKILLS.index("engineer")] = 1
    s = replace(
        s, round=2, specialists=tuple(counts), released=(("specialist:engineer", "milano"),)
    )
    seat = s.current
    s = put(at_place(s, seat, where), seat, crew=Crew())
    s = put_air(s, seat, fuel=s.players[seat].range)
    s = at_place(s, 1 - seat, "berlin")  # the rival stands elsewhere
    assert s.players[seat].nation == "japan" and s.players[seat].speed == 3
    return s


def _bot_turn(s: State) -> tuple[State, list[Step]]:
    """The greedy bot plays the current player's turn through the driver (answers included)."""
    from npq.bots.driver import Driver
    from npq.game import default_world

    w = default_world()
    turn = s.turn
    d = Driver([GreedyBot() for _ in s.players], w)
    steps: list[Step] = []
    while s.outcome is None and (s.turn == turn or s.decisions):
        before = s
        s, action, events = d.step(s)
        steps.append(Step(before, action, d.bot_to_act(before), s, tuple(events)))
    return s, steps


def test_under_the_cession_variant_the_bot_hires_a_released_member_at_his_release_base() -> None:
    """The release hire (L355, L365): standing at Milano, where the only Engineer waits, the
    slow airship's bot hires him (50 Bonds to the Bank) and he boards at once; Milano no longer
    holds him. Stationed anywhere else the bot does not hire him (he would board only at
    Milano, so its Bonds would buy nothing on the way)."""
    s = _released_engineer_at_milano("milano")
    seat = s.current
    after, steps = _bot_turn(s)
    hires = [x for x in steps if str(x.action) == "hire-specialist engineer"]
    assert len(hires) == 1 and hires[0].before.players[seat].airship.place == "milano"
    # the rival may bid (Q5) but would have him only at Milano, away from its airship: it
    # passes, and the hire goes ahead at the base price
    k = steps.index(hires[0])
    done = next(x for x in steps[k:] if any(e.kind is EventKind.CREW_HIRED for e in x.events))
    answers = steps[k + 1 : steps.index(done) + 1]
    assert [(str(x.action), x.seat) for x in answers] in ([], [("pass", 1 - seat)])
    assert done.after.players[seat].crew.has_specialist("engineer")
    assert (
        done.after.players[seat].airship.place == "milano" and not done.after.players[seat].joining
    )
    assert hires[0].before.released == (("specialist:engineer", "milano"),)
    assert done.after.released == ()
    assert done.after.bonds(seat) == hires[0].before.bonds(seat) - 50
    last = done.after.ledger.last
    assert last is not None and (last.payer, last.payee, last.amount) == ("japan", "bank", 50)

    elsewhere = _released_engineer_at_milano("berlin")
    after, steps = _bot_turn(elsewhere)
    assert not any(str(x.action).startswith("hire-specialist engineer") for x in steps)
    assert after.released == (("specialist:engineer", "milano"),)
    assert not after.players[seat].joining


def test_under_the_cession_variant_real_bot_games_release_members_at_bases() -> None:
    """In real 4-player games under the cession variant a member a bot gives up and nobody bids
    for is bought by the Bank at the cession price (80 / 40 / 20, L1086-1088, Q4) and waits at
    the base where the seller's airship stands (L355)."""
    prices = {"specialist": 20, "commander": 40, "advanced_commander": 80}

    def released(step: Step) -> bool:
        return len(step.after.released) > len(step.before.released)

    _record, steps, i = _find(True, released)
    step = steps[i]
    (member, place), *_ = set(step.after.released) - set(step.before.released)
    dismissed = next(e for e in step.events if e.kind is EventKind.CREW_DISMISSED)
    seller = int(dismissed.player)
    assert dismissed["id"] == member.removeprefix("specialist:")
    assert step.after.bonds(seller) == step.before.bonds(seller) + prices[dismissed["role"]]
    assert step.after.players[seller].airship.place == place
    assert not _in_crew(step.after, seller, member)
