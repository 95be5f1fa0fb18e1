"""The advanced game's decisions by other seats, through the flow (issue #10, #11): the
Mission-card draft (section 8, L729; ADVANCED.md 7.1), the Engagement Auction (section 3,
L359-367; ADVANCED.md 4.1-4.7) and second place (section 9, L745; ADVANCED.md 9.3)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from _game_helpers import W, put, put_air

from npq.errors import RuleViolation
from npq.game import Action, GameConfig, State, apply, legal_actions, new_game, view_for
from npq.game.rules.engine import actors
from npq.game.state import CompletedMission, Phase


def start(*nations: str, seed: int = 1, **options: object) -> State:
    return new_game(GameConfig(tuple(nations), advanced=True, **options), seed)  # type: ignore[arg-type]


def answer(state: State, text: str, seat: int | None = None) -> State:
    state, _ = apply(state, Action.parse(text), seat=seat)
    return state


def drafted(state: State) -> State:
    """Every seat keeps the first card offered until the draft is over."""
    while state.draft is not None:
        seat = actors(state)[0]
        state = answer(state, str(legal_actions(state, seat=seat)[0]), seat)
    return state


# -- the draft (7.1) ---------------------------------------------------------------------------
def test_the_draft_opens_the_advanced_game_and_ends_with_three_cards_each() -> None:
    s = start("italy", "japan", "usa", first_player=1)
    dealt = [p.missions for p in s.players]
    assert s.phase is Phase.PREPARATION and s.draft is not None
    assert [d.kind for d in s.decisions] == ["draft"] * 3
    assert actors(s) == (1,)  # the first player chooses first, then the others in turn order
    assert s.turn == 1 and s.telegram is None
    # hidden: seat 2 does not see the cards in front of seat 1
    assert set(view_for(s, 2).draft.choices(1)) == {"?"}  # type: ignore[union-attr]
    assert view_for(s, 1).draft.choices(1) == dealt[1]  # type: ignore[union-attr]
    with pytest.raises(RuleViolation):
        answer(s, "end", 1)  # only a draft answer is legal now
    with pytest.raises(RuleViolation):
        answer(s, f"draft {dealt[1][0]}", 0)  # not seat 0's decision yet
    kept = dealt[1][2]
    s = answer(s, f"draft {kept}", 1)
    assert actors(s) == (2,)
    done = drafted(s)
    assert done.phase is Phase.TURNS and done.draft is None and not done.decisions
    hands = [p.missions for p in done.players]
    assert all(len(h) == 3 for h in hands)
    assert kept in hands[1]
    assert Counter(c for h in hands for c in h) == Counter(c for h in dealt for c in h)
    assert actors(done) == (1,) and done.current == 1


def test_no_draft_with_one_player_or_in_the_basic_game() -> None:
    assert start("italy").draft is None
    assert new_game(GameConfig(("italy", "japan")), 1).draft is None


def test_the_telegram_of_round_one_is_read_after_the_draft() -> None:
    s = start("japan", "ussr", telegrams=True)
    assert s.telegram is None
    s = drafted(s)
    assert s.telegram is not None


# -- the auction (4.x) -------------------------------------------------------------------------
def _ready(*nations: str) -> State:
    """A drafted advanced game in round 2 (Specialists may be hired)."""
    return replace(drafted(start(*nations)), round=2)


def test_a_contested_hire_goes_to_auction_and_the_winner_pays_his_bid() -> None:
    """4.1-4.3, 4.7 (L359, L1056-60): opening at the base price, +10 a raise, a pass is final;
    the winner pays the Bank; a bidder out of his turn loses an action of his next one."""
    s = _ready("germany", "japan", "usa")
    s = replace(s, current=0)
    bonds = [s.bonds(i) for i in range(3)]
    s = answer(s, "hire-specialist engineer")
    assert s.auction is not None and s.auction.high == 0 and s.auction.price == 50
    assert actors(s) == (1,)
    assert {str(a) for a in legal_actions(s, seat=1)} == {"bid 60", "pass"}
    with pytest.raises(RuleViolation, match="exactly 10"):
        answer(s, "bid 70", 1)
    s = answer(s, "bid 60", 1)
    assert actors(s) == (2,)
    s = answer(s, "pass", 2)
    assert actors(s) == (0,)  # the declarer, outbid, may raise
    s = answer(s, "pass", 0)
    assert s.auction is None and not s.decisions
    assert s.players[1].crew.specialists == ("engineer",)  # Japan at Kasumigaura: aboard now
    assert s.bonds(1) == bonds[1] - 60 and s.bonds(0) == bonds[0] and s.bonds(2) == bonds[2]
    assert s.ledger.total() == 0
    assert s.players[1].lost_actions == 1  # bid during Germany's turn (L359)
    assert s.players[2].lost_actions == 0  # passed without bidding: took no part
    assert actors(s) == (0,) and "hire-specialist" in s.used


def test_nobody_bids_the_declarer_hires_at_the_base_price() -> None:
    s = replace(_ready("germany", "japan"), current=0)
    before = s.bonds(0)
    s = answer(answer(s, "hire-specialist pilot"), "pass", 1)
    assert s.players[0].crew.specialists == ("pilot",) and s.bonds(0) == before - 50
    assert s.players[1].lost_actions == 0


def test_no_bid_for_a_skill_already_aboard() -> None:
    """4.4 (L361)."""
    s = replace(_ready("germany", "japan"), current=0)
    japan = s.players[1]
    s = put(s, 1, crew=replace(japan.crew, specialists=("engineer",)))
    s = answer(s, "hire-specialist engineer")
    assert s.auction is None and s.players[0].crew.specialists == ("engineer",)


def test_a_winner_with_a_commander_renounces_him_for_the_new_one() -> None:
    """4.5 (L363): another action, no Bonds; the old one back in the pool."""
    s = replace(_ready("germany", "japan"), current=0)
    old, new = s.commanders[0], s.commanders[1]
    s = put(s, 1, crew=replace(s.players[1].crew, commander=old))
    s = replace(s, commanders=tuple(c for c in s.commanders if c != old))
    s = answer(s, f"hire-commander {new}")
    s = answer(s, "bid 110", 1)
    s = answer(s, "pass", 0)
    japan = s.players[1]
    assert japan.crew.commander == old and japan.joining == (new,)
    s = answer(s, "end")  # Germany's turn ends; Japan's starts (one action fewer)
    assert s.current == 1 and s.players[1].lost_actions == 1
    before = s.bonds(1)
    s = answer(s, "renounce")
    assert s.players[1].crew.commander == new and not s.players[1].joining
    assert old in s.commanders and s.bonds(1) == before


def test_a_winner_in_flight_takes_the_member_at_the_next_base() -> None:
    """4.6 (L365-367)."""
    s = replace(_ready("germany", "japan"), current=0)
    p = s.players[1]
    s = put_air(s, 1, place=None, pos=(p.airship.pos[0] + 0.6, p.airship.pos[1]))
    s = answer(answer(answer(s, "hire-specialist scientist"), "bid 60", 1), "pass", 0)
    assert s.players[1].crew.specialists == () and s.players[1].joining == ("specialist:scientist",)


# -- second place (9.3) ------------------------------------------------------------------------
def done(card: str) -> CompletedMission:
    return CompletedMission(card, "berlin", card, 100, 5.0, 1)


def test_second_place_plays_on_after_the_winner() -> None:
    """Q20: the winner's seat is skipped; the next back from the Pole is second."""
    from npq.game._tx import Tx
    from npq.game.rules.sets import rule_set

    s = drafted(start("germany", "japan", "usa", second_place=True, first_player=0))
    tx = Tx(s, W, rule_set(s.config))
    tx.rules.rule("finish_pole")(tx, 0)
    s = tx.s
    assert s.outcome is None and s.finishers == (0,)
    s = answer(answer(s, "end"), "end")  # Germany -> Japan -> USA
    assert s.current == 2
    s = answer(s, "end")
    assert s.current == 1  # Germany's seat is skipped
    tx = Tx(s, W, rule_set(s.config))
    tx.rules.rule("finish_pole")(tx, 1)
    assert tx.s.outcome is not None
    assert tx.s.outcome.winners == (0,) and tx.s.outcome.second == (1,)
    assert tx.s.outcome.to_dict()["second"] == [1]


def test_second_place_by_bonds_when_the_game_is_cut_short() -> None:
    s = drafted(start("germany", "japan", "usa", second_place=True, first_player=0, max_rounds=1))
    for _ in range(3):
        s = answer(s, "end")
    assert s.outcome is not None and len(s.outcome.second) >= 1
    assert not set(s.outcome.second) & set(s.outcome.winners)
