"""Rules by concern: every action is declared once and handled by exactly one concern of a rule
set; a rule set is extended with further concerns, never by branches (issue 10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest
from _game_helpers import W, game

from npq.game import Action, ActionKind, EndTurn, apply
from npq.game._tx import Tx
from npq.game.events import EventKind
from npq.game.rules import BASIC, rule_set
from npq.game.rules.ruleset import Concern, RuleSet


def test_every_declared_action_is_handled_by_the_basic_rule_set() -> None:
    from npq.game.rules.sets import ADVANCED

    verbs = Action.kinds()
    advanced = {
        "bid",
        "pass",
        "draft",
        "renounce",
        "rescue",
        "recover",
        "auction-commander",
        "auction-specialist",
    }  # issue #11
    # the List of Actions (sections 8, 10), end, interrupt, let-strike, agree and refuse (the
    # answers to a proposed interruption, issue 17 ruling 1), and the advanced verbs
    assert len(verbs) == 29 + len(advanced)
    for verb, cls in verbs.items():
        assert cls.verb == verb
        assert isinstance(cls.kind, ActionKind)
        assert cls in ADVANCED.handlers, f"{cls.__name__} has no handler in the advanced game"
        if verb not in advanced:
            assert cls in BASIC.handlers, f"{cls.__name__} has no handler"


def test_rule_set_of_the_basic_and_solo_games() -> None:
    assert rule_set(game("italy", "japan").config) is BASIC
    names = [c.name for c in BASIC.concerns]
    assert names == [
        "flight",
        "missions",
        "sailing",
        "crew",
        "services",
        "emergency",
        "strategy",
        "arctic",
        "bank",
        "ending",
        "turn",
    ]


def test_a_verb_is_declared_once() -> None:
    with pytest.raises(TypeError, match="taken"):

        @dataclass(frozen=True, slots=True)
        class Impostor(Action):
            verb: ClassVar[str] = "declare"
            kind: ClassVar[ActionKind] = ActionKind.DECLARE


def test_a_handler_needs_a_check() -> None:
    """legal_actions and check() run only checks, so a handler without one is refused."""
    other = Concern("other", "8 How to Play")
    other.handles(EndTurn)(lambda tx, a: None)
    with pytest.raises(ValueError, match="handles EndTurn without a check"):
        RuleSet("broken", (other,))


def test_two_concerns_may_not_handle_one_action() -> None:
    other = Concern("other", "8 How to Play")
    other.handles(EndTurn)(lambda tx, a: None)
    other.checks_for(EndTurn)(lambda tx, a: None)
    with pytest.raises(ValueError, match="EndTurn is handled by both turn and other"):
        RuleSet("broken", (*BASIC.concerns, other))


def test_an_extended_rule_set_replaces_a_concern_and_keeps_the_turn_last() -> None:
    seen: list[str] = []
    loud = Concern("loud_end", "8 How to Play")

    @loud.handles(EndTurn)
    def end(tx: Tx, action: EndTurn) -> None:
        seen.append("end")
        BASIC.handlers[EndTurn](tx, action)
        tx.emit(EventKind.STATS, tx.s.current, note="replaced")

    loud.checks_for(EndTurn)(BASIC.checks[EndTurn])
    loud.candidate_fns.extend(BASIC.concern("turn").candidate_fns)
    varied = BASIC.extended("loud", loud, replace=["turn"])
    assert [c.name for c in varied.concerns][-1] == "loud_end"
    assert EndTurn in varied.handlers and varied.handlers[EndTurn] is end
    # the basic rule set itself is untouched
    assert BASIC.handlers[EndTurn] is not end
    s = game("italy", "japan")
    from npq.game.rules.engine import run

    after, events = run(s, EndTurn(), W, varied)
    assert seen == ["end"] and after.current == 1
    assert after == apply(s, EndTurn(), W)[0]
    assert any(e.get("note") == "replaced" for e in events)
