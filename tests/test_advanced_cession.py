"""Cession in the advanced game (rulebook section 3 "Cession" L353 and its variant L355, "The
Engagement Auction" L359-367, section 11 L1056-1060 and L1086-1088; ADVANCED.md 3.5, 3.7, 4.7;
decisions Q4, Q19), with real Bonds, Commanders and bases."""

from __future__ import annotations

from dataclasses import replace

from _game_helpers import W, at_place, put, put_air

from npq.economy import BANK
from npq.game import Action, EventKind, GameConfig, State, apply, check, legal_actions, new_game
from npq.game.actions import AuctionCommander, AuctionSpecialist
from npq.game.rules.engine import actors
from npq.game.rules.sets import RESCUE_EDITION
from npq.game.state import Crew

ADV = W.content.prices.advanced


def adv(*nations: str, edition: int = RESCUE_EDITION, **options: object) -> State:
    """An advanced game past its draft, in round 2 (Specialists may be hired)."""
    s = new_game(GameConfig(tuple(nations), advanced=True, **options), 1, edition=edition)  # type: ignore[arg-type]
    while s.draft is not None:
        seat = actors(s)[0]
        s, _ = apply(s, legal_actions(s, seat=seat)[0], seat=seat)
    return replace(s, round=2)


def act(s: State, text: str, seat: int | None = None) -> tuple[State, list]:
    s, events = apply(s, Action.parse(text), seat=seat)
    return s, list(events)


def uncontested(s: State) -> State:
    """Everyone invited to an auction the hire opened passes."""
    while s.auction is not None and s.decisions:
        s, _ = act(s, "pass", seat=s.decisions[-1].seat)
    return s


def kinds(events: list) -> list[EventKind]:
    return [e.kind for e in events]


def with_commander(s: State, seat: int, commander: str) -> State:
    cmd = W.content.crew.commander(commander)
    skills = tuple(str(k) for k in cmd.skills)
    s = put(
        s, seat, crew=replace(s.players[seat].crew, commander=commander, commander_skills=skills)
    )
    return replace(s, commanders=tuple(c for c in s.commanders if c != commander))


def test_record_forms() -> None:
    assert str(AuctionCommander()) == "auction-commander"
    assert Action.parse("auction-specialist pilot") == AuctionSpecialist("pilot")
    assert str(AuctionSpecialist("pilot")) == "auction-specialist pilot"


def test_a_commander_put_up_goes_to_the_highest_bidder_who_pays_the_seller() -> None:
    """3.5, 4.7 (L353, L1056-1060, Q4): Italy, at Milano, puts her Commander Malmgren up instead
    of selling him to the Bank for 40. Japan and the USA may bid, from his hire price, 100:
    Japan bids 100, the USA passes; Japan pays Italy 100 (not the Bank) and, at his base, has
    Malmgren aboard at once; having bid out of his turn he has an action fewer next turn."""
    s = with_commander(at_place(adv("italy", "japan", "usa"), 0, "milano"), 0, "malmgren")
    s = at_place(s, 1, "tokyo")
    before = [s.bonds(i) for i in range(3)], s.ledger.balance(BANK)
    s, events = act(s, "auction-commander")
    opened = next(e for e in events if e.kind is EventKind.AUCTION_OPENED)
    assert (opened["member"], opened["base"], opened["seller"], opened["invited"]) == (
        "malmgren", ADV.commander_hire, 0, [1, 2],
    )  # fmt: skip
    assert s.players[0].crew.commander is None and s.auction is not None
    assert s.used == ("dismiss-commander",)
    assert actors(s) == (1,)
    refused = check(s, Action.parse("bid 110"), seat=1)
    assert refused is not None and refused.code == "auction.opening_bid"
    s, _ = act(s, "bid 100", seat=1)
    assert actors(s) == (2,)
    s, events = act(s, "pass", seat=2)
    closed = next(e for e in events if e.kind is EventKind.AUCTION_CLOSED)
    assert (closed.player, closed["price"], closed["seller"]) == (1, 100, 0)
    assert [s.bonds(i) for i in range(3)] == [before[0][0] + 100, before[0][1] - 100, before[0][2]]
    assert s.ledger.balance(BANK) == before[1]  # the Bank is not involved (L578)
    assert s.players[1].crew.commander == "malmgren" and "malmgren" not in s.commanders
    assert [m.kind for m in s.players[1].modifiers] == ["lose_actions"]  # L359
    assert s.players[2].modifiers == ()  # passing is not taking part
    assert actors(s) == (0,) and s.auction is None


def test_a_member_nobody_bids_for_is_bought_by_the_bank() -> None:
    """Q4: nobody bids for the Specialist put up: the Bank buys him at the cession price, 20."""
    s = put(at_place(adv("italy", "japan"), 0, "milano"), 0, crew=Crew(specialists=("pilot",)))
    bonds = s.bonds(0)
    laid = s.specialists_left("pilot")
    s, events = act(s, "auction-specialist pilot")
    assert actors(s) == (1,)
    s, events = act(s, "pass", seat=1)
    assert s.bonds(0) == bonds + ADV.specialist_sale == bonds + 20
    assert s.specialists_left("pilot") == laid + 1 and s.players[0].crew.specialists == ()
    dismissed = next(e for e in events if e.kind is EventKind.CREW_DISMISSED)
    assert (dismissed["id"], dismissed["amount"]) == ("pilot", 20)


def test_with_nobody_able_to_bid_it_is_a_plain_sale() -> None:
    """Only players who may hire him now are invited (Q5): Japan already has a Pilot."""
    s = put(at_place(adv("italy", "japan"), 0, "milano"), 0, crew=Crew(specialists=("pilot",)))
    s = put(s, 1, crew=Crew(specialists=("pilot",)))
    bonds = s.bonds(0)
    s, events = act(s, "auction-specialist pilot")
    assert EventKind.AUCTION_OPENED not in kinds(events) and not s.decisions
    assert s.bonds(0) == bonds + 20


def test_declared_in_flight_he_leaves_and_is_auctioned_at_the_next_base() -> None:
    """3.4, 3.5 (L353): in flight the member and his bonus stay aboard until the next base;
    there he leaves and the auction is held."""
    s = with_commander(adv("italy", "japan"), 0, "malmgren")
    milano = W.xy("milano")
    s = put_air(s, 0, place=None, pos=(milano[0] + 0.5, milano[1]))
    s, events = act(s, "auction-commander")
    declared = next(e for e in events if e.kind is EventKind.CREW_CESSION_DECLARED)
    assert declared["auction"] is True and s.players[0].crew.commander == "malmgren"
    assert s.players[0].leaving == ("auction:malmgren",)
    s = replace(s, used=())
    refused = check(s, Action.parse("auction-commander"))
    assert refused is not None and refused.code == "crew.advanced.commander_leaving"
    s, events = act(s, "fly milano")
    assert EventKind.AUCTION_OPENED in kinds(events)
    assert s.players[0].crew.commander is None and actors(s) == (1,)
    s, _ = act(s, "bid 100", seat=1)
    assert s.players[1].joining == ("malmgren",) or s.players[1].crew.commander == "malmgren"


# -- the cession variant (3.7, L355) -------------------------------------------------------------
def test_the_variant_keeps_a_member_sold_to_the_bank_at_his_release_base() -> None:
    """3.7 (L355, L365): under ``cession_at_base`` Italy sells Malmgren to the Bank at Milano;
    he waits there. Japan hires him at Tokyo: paid at once (100), he boards only when Japan's
    airship stands at Milano. Without the variant he boards at once."""
    for variant in (True, False):
        s = adv("italy", "japan", cession_at_base=variant)
        s = with_commander(at_place(s, 0, "milano"), 0, "malmgren")
        s, _ = act(s, "dismiss-commander")
        assert s.released == ((("malmgren", "milano"),) if variant else ())
        s, _ = act(s, "end")
        s = at_place(s, 1, "tokyo")
        bonds = s.bonds(1)
        s, _events = act(s, "hire-commander malmgren")
        s = uncontested(s)
        assert s.bonds(1) == bonds - ADV.commander_hire
        if not variant:
            assert s.players[1].crew.commander == "malmgren"
            continue
        assert s.players[1].crew.commander is None and s.players[1].joining == ("malmgren",)
        assert s.players[1].boards_at == (("malmgren", "milano"),) and s.released == ()
        # stationed at another base he still waits; at Milano he boards
        osaka = at_place(replace(s, used=()), 1, "osaka")
        from npq.game._tx import Tx
        from npq.game.rules.advanced.crew import board_declared
        from npq.game.rules.sets import rule_set

        tx = Tx(osaka, W, rule_set(osaka.config, osaka.edition))
        board_declared(tx, 1, "osaka")
        assert tx.s.players[1].joining == ("malmgren",) and tx.s.players[1].crew.commander is None
        board_declared(tx, 1, "milano")
        assert tx.s.players[1].crew.commander == "malmgren" and tx.s.players[1].boards_at == ()


def test_the_variant_hires_at_the_release_base_at_once() -> None:
    s = adv("italy", "japan", cession_at_base=True)
    s = with_commander(at_place(s, 0, "milano"), 0, "malmgren")
    s, _ = act(s, "dismiss-commander")
    s, _ = act(s, "end")
    s = at_place(s, 1, "milano")
    s, _ = act(s, "hire-commander malmgren")
    s = uncontested(s)
    assert s.players[1].crew.commander == "malmgren" and s.released == ()


def test_the_variant_is_a_switch_of_edition_3() -> None:
    """Advanced games of edition 2 accepted the switch and played without it (they replay so)."""
    s = adv("italy", "japan", edition=2, cession_at_base=True)
    s = with_commander(at_place(s, 0, "milano"), 0, "malmgren")
    s, _ = act(s, "dismiss-commander")
    assert s.released == ()
    assert check(s, AuctionCommander()) is not None  # no cession by auction either


def test_the_variant_without_an_auction_too() -> None:
    """The plain hire (nobody else may bid: Italy has too few Bonds) boards at the release
    base as well."""
    s = adv("italy", "japan", cession_at_base=True)
    s = with_commander(at_place(s, 0, "milano"), 0, "malmgren")
    s, _ = act(s, "dismiss-commander")
    s = replace(s, ledger=s.ledger.pay_bank("italy", s.bonds(0) - 50, "t", 2))
    s, _ = act(s, "end")
    s, events = act(at_place(s, 1, "tokyo"), "hire-commander malmgren")
    assert EventKind.AUCTION_OPENED not in kinds(events)
    assert s.players[1].joining == ("malmgren",)
    assert s.players[1].boards_at == (("malmgren", "milano"),)
    s2, _ = act(replace(at_place(s, 1, "milano"), used=()), "end")  # stationed: no change yet
    assert s2.players[1].joining == ("malmgren",)
