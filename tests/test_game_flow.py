"""The flow as one value (issue 10): phase, round, whose turn, actions used, the decisions owed;
``actors``, and ``apply`` / ``legal_actions`` / ``check`` for a given seat (section 8 "How to
Play": a turn is up to three actions of the player whose turn it is)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from _game_helpers import W, game

from npq.errors import RuleViolation
from npq.game import (
    Decision,
    DrawStrategy,
    EndTurn,
    Interrupt,
    Phase,
    actors,
    apply,
    check,
    legal_actions,
    state_hash,
    to_data,
)
from npq.game.actions import Action
from npq.game.rules.ending import interrupted
from npq.game.rules.engine import run
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.rules.sets import BASIC
from npq.game.state import Outcome, Termination


def test_the_flow_of_an_opening() -> None:
    s = game("italy", "japan", "usa")
    f = s.flow
    assert (f.phase, f.round, f.current, f.used, f.actions_left, f.decisions) == (
        Phase.TURNS,
        1,
        0,
        (),
        3,
        (),
    )
    assert actors(s) == (0,) == f.actors
    s2, _ = apply(s, DrawStrategy())
    assert s2.flow.used == ("draw-strategy",) and s2.flow.actions_left == 2
    s3, _ = apply(s2, EndTurn())
    assert actors(s3) == (1,) and s3.flow.round == 1 and s3.flow.used == ()


def test_an_action_of_a_seat_that_is_not_to_act_is_refused() -> None:
    s = game("italy", "japan", "usa")
    with pytest.raises(RuleViolation) as e:
        apply(s, DrawStrategy(), seat=1)
    assert e.value.rule == "8 How to Play"
    assert legal_actions(s, seat=2) == []
    assert legal_actions(s, seat=0) == legal_actions(s)
    new, _ = apply(s, DrawStrategy(), seat=0)
    assert len(new.players[0].strategy) == 4


def test_check_tells_why_without_applying() -> None:
    s = game("italy", "japan")
    before = state_hash(s)
    assert check(s, DrawStrategy()) is None
    s2, _ = apply(s, DrawStrategy())
    refusal = check(s2, DrawStrategy())
    assert isinstance(refusal, RuleViolation) and refusal.rule == "8 How to Play"
    assert "no action twice" in str(refusal)
    assert state_hash(s) == before


def test_nobody_acts_once_the_game_is_over() -> None:
    s = game("italy", "japan")
    over = replace(s, outcome=Outcome(Termination.INTERRUPTED, (0,), 1, (0, 0)))
    assert over.flow.phase is Phase.OVER
    assert actors(over) == () and legal_actions(over) == []
    with pytest.raises(RuleViolation, match="over"):
        apply(over, EndTurn())


def test_an_empty_decision_stack_leaves_the_hash_alone() -> None:
    s = game("italy", "japan")
    assert "decisions" not in to_data(s) and "phase_override" not in to_data(s)
    owed = replace(s, decisions=(Decision("test", 1, card="s-x", by=0),))
    assert to_data(owed)["decisions"] == [
        {"kind": "test", "seat": 1, "card": "s-x", "by": 0, "data": []}
    ]
    assert state_hash(owed) != state_hash(s)


def _asking_rule_set() -> RuleSet:
    """A rule set in which seat 1 owes a decision answered by ``interrupt`` (a stand-in)."""
    asks = Concern("asks", "8 How to Play")

    @asks.decision("test", Interrupt)
    def answers(state, w):  # type: ignore[no-untyped-def]
        yield Interrupt()

    @asks.provides("interrupt")
    def at_once(tx):  # type: ignore[no-untyped-def]
        interrupted(tx)  # the stand-in interrupts at once (no consent asked, issue 17 ruling 1)

    return BASIC.extended("asking", asks)


def test_a_decision_makes_its_seat_the_actor() -> None:
    rules = _asking_rule_set()
    s = game("italy", "japan", "usa")
    owed = replace(s, decisions=(Decision("test", 2),))
    assert actors(owed) == (2,) and owed.flow.current == 0
    with pytest.raises(RuleViolation, match="not to act"):
        run(owed, Interrupt(), W, rules, 0)
    with pytest.raises(RuleViolation, match="does not answer"):
        run(owed, DrawStrategy(), W, rules, 2)
    after, events = run(owed, Interrupt(), W, rules, 2)
    # answered out of turn: the player whose turn it is keeps his actions
    assert after.used == () and after.interrupt_round == 1
    assert events[0].player == 2
    action: Action = Interrupt()
    assert str(action) == "interrupt"
