"""The advanced game's emergency landing and rescue (rulebook section 10 "Emergency Landing
Management", L1007-1029; section 4 advanced box L410; section 11 L1074-1082; ADVANCED.md
6.1-6.11; decisions Q12-Q17 in docs/rules-decisions.md), on real positions of the board."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from _game_helpers import W, put, put_air, put_ship

from npq.bots import GreedyBot
from npq.bots.driver import Driver
from npq.economy import BANK
from npq.game import (
    Action,
    EventKind,
    GameConfig,
    State,
    apply,
    check,
    legal_actions,
    new_game,
)
from npq.game.actions import ActionKind, Recover, Rescue, Sos
from npq.game.rules.advanced.rescue import rescue_fee, rescue_terms
from npq.game.rules.emergency import ground_at, nearest_base
from npq.game.rules.engine import actors
from npq.game.rules.sets import RESCUE_EDITION, rule_set
from npq.game.state import CompletedMission, Emergency

# Points of the board (board plane, Lengths), each checked below against the board itself.
OFF_CAGLIARI = (1.791, -10.569)  # 0.6 L north of Cagliari, at sea; nearest port Cagliari
OFF_TOKYO = (7.817, 9.841)  # 0.6 L off Tokyo, at sea; nearest port Tokyo (Japan)
NEAR_DENVER = (-11.083, 1.633)  # on land in the USA; nearest base Denver, 1.29 L away
ON_THE_ICE = (0.811, -1.9)  # in the ice ring; nearest Arctic base Kings Bay, 0.6 L away
SEA_1 = (2.657, -11.069)  # 1.0 L from OFF_CAGLIARI, open water between
SEA_2 = (2.291, -11.435)  # 1.0 L from OFF_CAGLIARI, open water between


def adv(*nations: str, edition: int = RESCUE_EDITION, **options: object) -> State:
    """An advanced game past its draft (every seat keeps the first card offered)."""
    s = new_game(GameConfig(tuple(nations), advanced=True, **options), 1, edition=edition)  # type: ignore[arg-type]
    while s.draft is not None:
        seat = actors(s)[0]
        s, _ = apply(s, legal_actions(s, seat=seat)[0], seat=seat)
    return s


def down(s: State, seat: int, pos: tuple[float, float]) -> State:
    """The airship of ``seat`` has just made an emergency landing at ``pos`` (fuel 0)."""
    return put_air(s, seat, place=None, pos=pos, fuel=0, emergency=Emergency.LANDED)


def act(s: State, text: str, seat: int | None = None) -> tuple[State, list]:
    s, events = apply(s, Action.parse(text), seat=seat)
    return s, list(events)


def one(events: list, kind: EventKind):
    found = [e for e in events if e.kind is kind]
    assert len(found) == 1, (kind, events)
    return found[0]


def end_turns(s: State, n: int) -> State:
    for _ in range(n):
        s, _ = act(s, "end")
    return s


def test_the_points_are_what_the_tests_say() -> None:
    assert ground_at(W, OFF_CAGLIARI) == "water" and nearest_base(W, OFF_CAGLIARI) == "cagliari"
    assert ground_at(W, OFF_TOKYO) == "water" and nearest_base(W, OFF_TOKYO) == "tokyo"
    assert W.place("tokyo").nation == "japan"
    assert ground_at(W, NEAR_DENVER) == "land" and nearest_base(W, NEAR_DENVER) == "denver"
    assert W.place("denver").nation == "usa"
    assert W.board.distance(NEAR_DENVER, W.xy("denver")) == pytest.approx(1.291, abs=1e-3)
    old = W.for_edition(RESCUE_EDITION)  # the board of the edition these games are played by
    assert ground_at(W, ON_THE_ICE) == "ice" and nearest_base(old, ON_THE_ICE) == "kings_bay"
    # from edition 7 Virgohamna, Kings Bay's neighbour on Spitsbergen, is nearer (0.52 L)
    assert nearest_base(W.for_edition(7), ON_THE_ICE) == "virgohamna"
    assert W.place("kings_bay").nation is None


def test_the_fee_is_20_a_length_rounded_to_10_halves_up() -> None:
    """Q14, L1017, L1074: 20 Bonds a Length, rounded to the nearest 10 Bonds, halves up."""
    assert [rescue_fee(20, d) for d in (0.0, 0.24, 0.25, 0.6, 1.291, 1.7, 3.0)] == [
        0, 0, 10, 10, 30, 30, 60,
    ]  # fmt: skip


def test_record_forms() -> None:
    assert str(Rescue()) == "rescue" and Action.parse("rescue") == Rescue()
    assert str(Recover(2)) == "recover 2" and Action.parse("recover 2") == Recover(2)
    assert Rescue.kind is ActionKind.RESCUE and Recover.kind is ActionKind.MOVE_SHIP
    for bad in ("recover", "recover x", "recover -1", "recover 1 2", "rescue 1"):
        with pytest.raises(ValueError):
            Action.parse(bad)


def test_own_ship_nearest_answers_this_turn_and_tows_next_turn() -> None:
    """6.1-6.5, 6.9 (L1007-1017, Q12): Italy ditches 0.6 L north of Cagliari, where her ship
    stands. The S.O.S. costs an action; her own ship, the nearest, must answer: it jumps onto
    the airship with this turn's ship move. The tow is her airship move of the next turn, to
    Cagliari; 20 Bonds x 0.6 L = 10 Bonds, to the Bank (her own ship), no rent (her port)."""
    s = down(adv("italy", "japan"), 0, OFF_CAGLIARI)
    assert s.players[0].ship.place == "cagliari"
    s, events = act(s, "sos")
    assert s.used == ("sos",)
    called = one(events, EventKind.RESCUE_CALLED)
    assert dict(called.data) == {
        "ground": "water", "host": "cagliari", "responder": 0, "lengths": 0.6, "fee": 10,
        "to": None, "rent": 0, "rent_to": None,
    }  # fmt: skip
    assert [(d.kind, d.seat, d.by) for d in s.decisions] == [("rescue", 0, 0)]
    assert legal_actions(s) == [Rescue()]
    refused = check(s, Action.parse("end"))
    assert refused is not None and refused.code == "turn.not_an_answer"
    s, events = act(s, "rescue")
    assert one(events, EventKind.RESCUE_ARRIVED)["spent"] == "this_turn"
    assert s.players[0].ship.pos == OFF_CAGLIARI and s.players[0].ship.place is None
    assert s.used == ("sos", "move-ship") and s.actions_left == 1
    tow = s.players[0].airship.tow
    assert tow is not None and (tow.ship, tow.lengths) == (0, pytest.approx(0.6, abs=1e-3))
    # the tow is "in the next turn" (L1017)
    refused = check(s, Action.parse("fly cagliari"))
    assert refused is not None and refused.code == "rescue.tow.next_turn"
    s = end_turns(s, 2)
    before = (s.bonds(0), s.ledger.balance(BANK))
    s, events = act(s, "fly cagliari")
    paid = one(events, EventKind.RESCUE_PAID)
    assert (paid["fee"], paid["to"], paid["rent"]) == (10, None, 0)
    assert s.bonds(0) == before[0] - 10 and s.ledger.balance(BANK) == before[1] + 10
    p = s.players[0]
    assert p.airship.place == "cagliari" and p.airship.tow is None and p.airship.must_restore
    assert p.ship.place == "cagliari" and p.ship.pos == W.xy("cagliari")  # Q16


def test_an_opponents_ship_answers_out_of_turn_paid_with_its_next_ship_move() -> None:
    """6.2, 6.3, 6.5, 6.6 (L1013-1017, Q12, Q15): Italy ditches 0.6 L off Tokyo; Japan's ship at
    Ominato, 1.70 L away, is the nearest: Japan owes the answer in Italy's turn, and it costs
    Japan the ship move of his next turn (one action fewer, no sailing). Italy pays Japan 20 x
    1.70 = 34 -> 30 Bonds, and 20 Bonds rent at Tokyo, a Japanese port."""
    ominato = W.xy("ominato")
    s = put_ship(down(adv("italy", "japan"), 0, OFF_TOKYO), 1, pos=ominato, place="ominato")
    lengths = W.board.distance(ominato, OFF_TOKYO)
    assert lengths == pytest.approx(1.70, abs=0.01)
    s, events = act(s, "sos")
    called = one(events, EventKind.RESCUE_CALLED)
    assert (called["responder"], called["host"], called["fee"], called["to"]) == (1, "tokyo", 30, 1)
    assert (called["rent"], called["rent_to"]) == (20, 1)
    assert actors(s) == (1,) and s.current == 0
    owed = one(events, EventKind.DECISION_OWED)
    assert (owed.player, owed["kind"], owed["by"]) == (1, "rescue", 0)
    refused = check(s, Rescue(), seat=0)
    assert refused is not None and refused.code == "turn.not_your_turn"
    s, events = act(s, "rescue", seat=1)
    assert one(events, EventKind.RESCUE_ARRIVED)["spent"] == "next_turn"
    assert s.players[1].ship.pos == OFF_TOKYO and actors(s) == (0,)
    assert s.used == ("sos",)  # Italy's actions are hers alone
    s = end_turns(s, 1)
    # Japan's turn: the ship move went to the rescue, and the ship stands by the airship
    assert s.current == 1 and s.used == ("move-ship",) and s.actions_left == 2
    refused = check(s, Action.parse("sail ominato"))
    assert refused is not None and refused.code == "turn.action_twice"
    s = end_turns(s, 1)
    bonds = (s.bonds(0), s.bonds(1), s.ledger.balance(BANK))
    s, events = act(s, "fly tokyo")
    paid = one(events, EventKind.RESCUE_PAID)
    assert dict(paid.data) == {
        "ground": "water", "place": "tokyo", "lengths": pytest.approx(1.7, abs=0.01), "fee": 30,
        "to": 1, "rent": 20, "rent_to": 1,
    }  # fmt: skip
    assert (s.bonds(0), s.bonds(1), s.ledger.balance(BANK)) == (
        bonds[0] - 50, bonds[1] + 50, bonds[2],
    )  # fmt: skip
    assert s.players[1].ship.place == "tokyo" and s.players[0].airship.place == "tokyo"
    # the Japanese ship sails again in Japan's next turn
    s = end_turns(s, 1)
    assert s.current == 1 and "move-ship" not in s.used
    assert any(a.kind is ActionKind.MOVE_SHIP for a in legal_actions(s))


def test_a_ship_standing_by_may_not_sail_away() -> None:
    """L1017: the rescuing ship goes to port with the airship; until then it sails only with
    the tow (a rescuer whose next turn still has its ship move free, e.g. the landed player
    answering with his own ship after he moved it)."""
    s = down(adv("italy", "japan"), 0, OFF_CAGLIARI)
    s = replace(s, used=("move-ship",))  # Italy has moved her ship this turn already
    s, _ = act(s, "sos")
    s, events = act(s, "rescue")
    assert one(events, EventKind.RESCUE_ARRIVED)["spent"] == "next_turn"
    assert s.used == ("move-ship", "sos")
    s = end_turns(s, 2)
    assert s.current == 0 and s.used == ("move-ship",)  # next turn's ship move is spent
    s = replace(s, used=())  # were it free, the ship would still stand by the airship
    refused = check(s, Action.parse("sail cagliari"))
    assert refused is not None and refused.code == "rescue.ship.towing"
    assert refused.params == {"of": 0}


def test_at_equal_distance_the_advantage_answers() -> None:
    """6.2 (L1013, Q13): at equal distance the one with the advantage answers -- more completed
    missions, then more Bonds, then the next in turn order after the landed player."""
    s = down(adv("italy", "japan", "usa"), 0, OFF_CAGLIARI)
    x, y = OFF_CAGLIARI
    s = put_ship(s, 0, pos=(x - 2.0, y), place=None)  # Italy's own ship farther
    s = put_ship(s, 1, pos=(x + 0.5, y), place=None)
    s = put_ship(s, 2, pos=(x - 0.5, y), place=None)  # both 0.5 L away
    rules = rule_set(s.config, s.edition)
    assert (s.bonds(1), s.bonds(2)) == (300, 200)
    assert rescue_terms(s, W, rules, 0)["responder"] == 1  # Japan has more Bonds
    even = replace(s, ledger=s.ledger.receive_from_bank("usa", 100, "t", 1))
    assert rescue_terms(even, W, rules, 0)["responder"] == 1  # all even: Japan is next
    usa_rich = replace(even, ledger=even.ledger.receive_from_bank("usa", 10, "t", 1))
    assert rescue_terms(usa_rich, W, rules, 0)["responder"] == 2  # more Bonds
    done = CompletedMission("m-x", "tokyo", "osaka", 50, 1.0, 1)
    japan_done = put(usa_rich, 1, completed=(done,))
    assert rescue_terms(japan_done, W, rules, 0)["responder"] == 1  # more missions first


def test_on_land_the_nearest_base_hosts_at_a_fee_and_rent_to_its_owner() -> None:
    """6.7 (L1019-1025, L1081, Q14, Q15): Italy comes down in the USA, 1.29 L from Denver. No
    ship moves and nobody answers; her airship move takes her to Denver: 20 x 1.29 = 25.8 -> 30
    Bonds, and 20 Bonds rent, both to the USA. She stays the next turn too (L1021)."""
    s = down(adv("italy", "usa"), 0, NEAR_DENVER)
    s, events = act(s, "sos")
    called = one(events, EventKind.RESCUE_CALLED)
    assert (called["ground"], called["host"], called["responder"]) == ("land", "denver", None)
    assert (called["fee"], called["to"], called["rent"], called["rent_to"]) == (30, 1, 20, 1)
    assert not s.decisions and actors(s) == (0,)
    bonds = (s.bonds(0), s.bonds(1))
    s, events = act(s, "fly denver")
    paid = one(events, EventKind.RESCUE_PAID)
    assert (paid["fee"], paid["to"], paid["rent"], paid["rent_to"]) == (30, 1, 20, 1)
    assert (s.bonds(0), s.bonds(1)) == (bonds[0] - 50, bonds[1] + 50)
    assert one(events, EventKind.RECOVERED)["until"] == s.round + 2
    assert s.players[1].ship == adv("italy", "usa").players[1].ship  # no ship moved


def test_on_the_ice_the_nearest_arctic_base_hosts_to_the_bank_when_neutral() -> None:
    """6.8 (L1027-1029, L1082): on the ice the nearest Arctic base hosts: Kings Bay, 0.6 L,
    neutral: 10 Bonds to the Bank and no rent."""
    s = down(adv("italy", "usa"), 0, ON_THE_ICE)
    s, events = act(s, "sos")
    assert one(events, EventKind.RESCUE_CALLED)["host"] == "kings_bay"
    bank = s.ledger.balance(BANK)
    s, events = act(s, "fly kings_bay")
    paid = one(events, EventKind.RESCUE_PAID)
    assert (paid["ground"], paid["fee"], paid["to"], paid["rent"]) == ("ice", 10, None, 0)
    assert s.ledger.balance(BANK) == bank + 10


def test_a_fee_the_player_cannot_pay_is_capped_at_his_bonds() -> None:
    """Q17: fee 30 and rent 20 with 35 Bonds: he pays 30 and 5; the Bonds sum stays zero."""
    s = down(adv("italy", "usa"), 0, NEAR_DENVER)
    keep = s.bonds(0) - 35
    s = replace(s, ledger=s.ledger.pay_bank("italy", keep, "t", 1))
    s, _ = act(s, "sos")
    s, events = act(s, "fly denver")
    paid = one(events, EventKind.RESCUE_PAID)
    assert (paid["fee"], paid["rent"], s.bonds(0)) == (30, 5, 0)
    assert sum(s.ledger.balances.values()) == 0


def test_any_ship_may_recover_a_ditched_airship_within_its_sail() -> None:
    """6.11 (L410): Japan's ship, 1.0 L south-east of Italy's ditched airship, sails onto it in Japan's
    turn (his ship move); Italy's S.O.S. then calls nobody else, and the tow may follow at once
    (the ship came in an earlier turn): 20 x 1.0 = 20 Bonds to Japan."""
    s = down(adv("italy", "japan"), 0, OFF_CAGLIARI)
    s = put_ship(s, 1, pos=SEA_1, place=None)
    assert ground_at(W, SEA_1) == "water"
    s = end_turns(s, 1)
    assert s.current == 1 and Recover(0) in legal_actions(s)
    for text, code in (("recover 1", "rescue.recover.not_ditched"),):
        refused = check(s, Action.parse(text))
        assert refused is not None and refused.code == code
    s, events = act(s, "recover 0")
    arrived = one(events, EventKind.RESCUE_ARRIVED)
    assert (arrived["of"], arrived["spent"], arrived["lengths"]) == (0, "sailed", 1.0)
    assert s.used == ("move-ship",) and s.players[1].ship.pos == OFF_CAGLIARI
    s = end_turns(s, 1)
    s, events = act(s, "sos")
    assert one(events, EventKind.RESCUE_CALLED)["responder"] == 1 and not s.decisions
    bonds = (s.bonds(0), s.bonds(1))
    s, events = act(s, "fly cagliari")
    assert one(events, EventKind.RESCUE_PAID)["fee"] == 20
    # Cagliari is Italy's port: no rent
    assert (s.bonds(0), s.bonds(1)) == (bonds[0] - 20, bonds[1] + 20)
    assert s.players[1].ship.place == "cagliari"


def test_a_recovery_must_reach_the_airship_and_only_one_ship_stands_by() -> None:
    s = down(adv("italy", "japan", "usa"), 0, OFF_CAGLIARI)
    x, y = OFF_CAGLIARI
    s = put_ship(s, 1, pos=SEA_1, place=None)
    s = put_ship(s, 2, pos=SEA_2, place=None)
    s = end_turns(s, 1)
    s, _ = act(s, "recover 0")
    s = end_turns(s, 1)
    refused = check(s, Action.parse("recover 0"))
    assert refused is not None and refused.code == "rescue.recover.taken"
    assert refused.params == {"seat": 0, "ship": 1}
    far = put_ship(s, 2, pos=(x + 2.9, y + 2.9))
    refused = check(far, Action.parse("recover 0"))
    assert refused is not None and refused.rule  # beyond the ship's 3 Lengths


def test_the_bots_answer_the_rescue() -> None:
    """The greedy bot (and the driver for any bot) answers the rescue decision."""
    s = down(adv("italy", "japan"), 0, OFF_TOKYO)
    s, _ = act(s, "sos")
    driver = Driver([GreedyBot(), GreedyBot()])
    assert driver.bot_to_act(s) == 1
    assert driver.choose(s) == Rescue()


def test_an_advanced_game_of_edition_2_keeps_the_free_recovery() -> None:
    """Advanced saves of edition 2 replay as played: no rescue decision, no fee."""
    s = down(adv("italy", "japan", edition=2), 0, OFF_TOKYO)
    s, events = act(s, "sos")
    assert not s.decisions and not [e for e in events if e.kind is EventKind.RESCUE_CALLED]
    bonds = s.bonds(0)
    s, events = act(s, "fly tokyo")
    assert s.players[0].airship.place == "tokyo" and s.bonds(0) == bonds
    assert not [e for e in events if e.kind is EventKind.RESCUE_PAID]
    assert check(s, Sos()) is not None


def test_a_basic_game_keeps_the_free_recovery() -> None:
    from _game_helpers import game

    s = down(game("italy", "japan"), 0, OFF_TOKYO)
    s, _ = act(s, "sos")
    bonds = s.bonds(0)
    s, _ = act(s, "fly tokyo")
    assert s.bonds(0) == bonds and math.isclose(s.players[0].airship.pos[0], W.xy("tokyo")[0])
