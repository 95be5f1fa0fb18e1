"""ui.texts: the log's and the menus' words are templates per EventKind and ActionKind, filled
from the engine's data, with the plural rule in one place (issue 10; the seam a translation
wraps)."""

from __future__ import annotations

import pytest

from npq.game import Action, ActionKind, Event, EventKind, GameConfig, GameRecord
from ui.texts import (
    ACTION_WORDS,
    EVENT_WORDS,
    Select,
    Words,
    action_label,
    describe_event,
    plural,
    public_action_label,
    render,
)
from ui.world import world


class _Table:
    """The controller's part the words need: the seats' names and the game."""

    has_game = True

    def __init__(self, record: GameRecord) -> None:
        self.state = record.state

    def player_name(self, seat: int) -> str:
        return ("Nobile", "Amundsen", "Byrd")[seat]


@pytest.fixture(scope="module")
def table() -> _Table:
    world()  # the board the words name places from
    return _Table(GameRecord.new(GameConfig(("italy", "japan", "usa"), first_player=0), 7))


def test_every_kind_has_its_template():
    assert set(EVENT_WORDS) == set(EventKind)
    assert set(ACTION_WORDS) == set(ActionKind)


def test_one_plural_rule():
    assert [plural(n, "unit", "units") for n in (0, 1, 2, -1, "x")] == [
        "units",
        "unit",
        "units",
        "unit",
        "units",
    ]
    w = Words("{n} action", "{n} actions", "n")
    assert render(w, {"n": 1}) == "1 action" and render(w, {"n": 3}) == "3 actions"


def test_events_are_rendered_from_their_data(table):
    declared = Event.make(
        EventKind.MISSION_DECLARED,
        2,
        1,
        card="m-irkutsk",
        start="kings_bay",
        target="irkutsk",
        reward=120,
        distance=6.04,
    )
    assert describe_event(declared, table) == (
        "Amundsen declares Kings Bay → Irkutsk (120 Bonds, 6.0 L)."
    )
    flown = Event.make(EventKind.AIRSHIP_MOVED, 2, 0, length=3.0, place=None)
    assert describe_event(flown, table) == "Nobile's airship flies 3.00 L."
    arrived = Event.make(EventKind.AIRSHIP_MOVED, 2, 0, length=2.5, place="irkutsk")
    assert describe_event(arrived, table) == "Nobile's airship flies 2.50 L, arrives at Irkutsk."
    lost = Event.make(EventKind.EFFECT, 3, 2, type="lose_actions", amount=2, turns=1)
    assert describe_event(lost, table) == "Byrd: loses 2 actions for 1 turn"
    owed = Event.make(EventKind.DECISION_OWED, 3, 1, kind="counter", card="tax_audit", by=0)
    assert describe_event(owed, table) == (
        "Amundsen may answer “Tax Audit” with a counter card, or let it strike (section 6)."
    )
    over = Event.make(EventKind.GAME_OVER, 9, None, termination="pole", winners=[0, 2])
    assert describe_event(over, table) == (
        "Game over (first back from the Pole): Nobile, Byrd wins."
    )
    assert describe_event(Event.make(EventKind.STATS, 1, 0, speed=3), table) == ""


def test_action_labels_are_rendered_from_the_action(table):
    assert action_label(Action.parse("refuel 1"), table) == "Refuel: 1 fuel unit"
    assert action_label(Action.parse("repair 2"), table) == "Repair: 2 damage points"
    assert action_label(Action.parse("repay 30"), table) == "Repay loan: 30 Bonds"
    assert action_label(Action.parse("loan 30"), table) == "Take a loan: 30 Bonds"
    assert action_label(Action.parse("reserve dikson"), table) == "Reserve Arctic base: Dikson"
    assert action_label(Action.parse("interrupt"), table) == "Interrupt the game"
    assert action_label(Action.parse("dismiss-commander"), table) == "Give up Commander"
    # seat 0 is a seat, not "nobody": the Select reads None, not a falsy number, as missing
    play = Action.parse("play tax_audit @0")
    assert action_label(play, table).endswith("on Nobile")
    trap = Action.parse("trap tax_audit kings_bay")
    assert public_action_label(trap, table) == "Lay a trap card face down on Kings Bay"


def test_select_nests_and_falls_back():
    s = Select("a", {"x": Select("b", {None: Words("x, no b")}, Words("x and {b}"))})
    assert render(s, {"a": "x"}) == "x, no b"
    assert render(s, {"a": "x", "b": "y"}) == "x and y"
    assert render(s, {"a": "z"}) == ""  # no case, no other: nothing to say


def test_the_rescue_words(table):
    """The advanced rescue's events and actions (section 10): who answers, the host, the fee
    and its payee (a seat or the Bank)."""
    called = Event.make(
        EventKind.RESCUE_CALLED, 3, 0, ground="water", host="tokyo", responder=1, lengths=1.703,
        fee=30, to=1, rent=20, rent_to=1,
    )  # fmt: skip
    assert describe_event(called, table) == (
        "Nobile's S.O.S. at sea: Amundsen's ship, the nearest, must answer (1.7 L away) and tow "
        "the airship to Tokyo; fee 30 Bonds to Amundsen."
    )
    land = Event.make(
        EventKind.RESCUE_CALLED, 3, 0, ground="land", host="denver", responder=None,
        lengths=1.291, fee=30, to=None, rent=0, rent_to=None,
    )  # fmt: skip
    assert describe_event(land, table) == (
        "Nobile's S.O.S.: Denver hosts the airship (1.29 L away); fee 30 Bonds to the Bank."
    )
    owed = Event.make(EventKind.DECISION_OWED, 3, 1, kind="rescue", card="", by=0)
    assert describe_event(owed, table) == (
        "Amundsen must answer Nobile's S.O.S. with the nearest ship (section 10)."
    )
    arrived = Event.make(EventKind.RESCUE_ARRIVED, 3, 1, of=0, lengths=1.7, spent="next_turn")
    assert "takes the ship move of Amundsen's next turn" in describe_event(arrived, table)
    paid = Event.make(
        EventKind.RESCUE_PAID, 4, 0, ground="water", place="tokyo", lengths=1.7, fee=30, to=1,
        rent=20, rent_to=1,
    )  # fmt: skip
    assert describe_event(paid, table) == (
        "Nobile pays 30 Bonds for the rescue (1.7 L) to Amundsen, and 20 Bonds rent at Tokyo "
        "to Amundsen."
    )
    free = Event.make(
        EventKind.RESCUE_PAID, 4, 0, ground="ice", place="kings_bay", lengths=0.6, fee=10,
        to=None, rent=0, rent_to=None,
    )  # fmt: skip
    assert describe_event(free, table) == (
        "Nobile pays 10 Bonds for the rescue (0.6 L) to the Bank."
    )
    assert action_label(Action.parse("recover 2"), table) == (
        "Recover Byrd's ditched airship with your ship"
    )
    assert action_label(Action.parse("rescue"), table).startswith("Answer the S.O.S.")


def test_a_flight_declining_the_fog_card(table):
    """The gold Scientist's choice (L321-323) reads in the menu and the log."""
    assert action_label(Action.parse("fly tokyo nocard"), table) == (
        "Fly to Tokyo, declining the fog's Venture card (gold Scientist)"
    )
    assert action_label(Action.parse("fly tokyo"), table) == "Fly to Tokyo"
