"""ui.refusals: the action bar's legal set and its reasons come from npq.game.check, keyed by
ActionKind; nothing in ui/ applies an action to probe, parses a refusal's text or imports npq
by name (issue 10)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import npq.game.rules.api as api
from npq.game import Action, ActionKind, GameConfig, GameRecord, check, default_world
from ui.panels.actions import BUTTON_KINDS
from ui.refusals import SELL_NOTHING, probes, refusals

UI = Path(__file__).resolve().parent.parent / "ui"


def _opening():
    record = GameRecord.new(GameConfig(("italy", "germany", "usa"), first_player=0), 1924)
    return record.state


def test_the_reasons_are_the_engines_check_of_each_probe(monkeypatch):
    state = _opening()
    w = default_world()

    def no_apply(*args, **kwargs):
        raise AssertionError("the action bar applied an action to probe it")

    monkeypatch.setattr(api, "apply", no_apply)
    found = refusals(state, w, BUTTON_KINDS)
    # the airship stands at its starting base with a full tank (section 2, 11), no mission yet
    assert found.allowed(ActionKind.MOVE_AIRSHIP)
    assert found.allowed(ActionKind.END_TURN) == (Action.parse("end"),)
    assert ActionKind.MOVE_AIRSHIP not in found.reasons
    asked = probes(state, w.board)
    for kind in (ActionKind.REFUEL, ActionKind.SOS, ActionKind.ABANDON):
        want = tuple(v for v in (check(state, p, w) for p in asked[kind]) if v is not None)
        assert want, kind
        assert tuple(map(str, found.reasons[kind])) == tuple(map(str, want))
    full = state.players[0].airship.fuel
    assert f"{full} of Range" in found.reasons[ActionKind.REFUEL][0].detail
    assert found.reasons[ActionKind.SELL] == (SELL_NOTHING,)
    assert found.reasons[ActionKind.SELL][0].rule.startswith("10 ")


def test_a_button_lists_each_distinct_reason_of_its_kinds():
    state = _opening()
    found = refusals(state, default_world(), BUTTON_KINDS)
    # the Loan button: repaying is refused (no loan), borrowing is legal
    assert found.allowed(ActionKind.LOAN)
    hire = found.why_not((ActionKind.HIRE_COMMANDER, ActionKind.HIRE_SPECIALIST))
    assert len({str(v) for v in hire}) == len(hire)


@pytest.mark.parametrize("path", sorted(UI.rglob("*.py")), ids=lambda p: str(p.relative_to(UI)))
def test_ui_neither_probes_by_applying_nor_parses_refusals(path):
    text = path.read_text(encoding="utf-8")
    assert "importlib" not in text  # ui imports npq plainly: its values are typed
    assert not re.search(r"split\(\s*['\"] \(rule:", text)  # a refusal is data, not prose
    # the controller plays the game's actions, the solo session replays an opened game's
    if path.name not in ("controller.py", "session.py"):
        assert not re.search(r"\bapply\(", text), "probe with npq.game.check, never apply"


def test_the_navigating_tool_previews_the_engines_flight_plan():
    """The tool keeps no copy of the Speed rule, the ring or the fuel burn: its preview is
    npq.game.plan_flight's judgement of the declared course (section 4, 1B; D7-D10)."""
    from npq.game import Course, Fly, plan_flight
    from ui.navigation import NavigatingTool

    w = default_world()
    state = _opening()
    tool = NavigatingTool(w.board, w.disc, w)
    tool.start("airship", state)
    x, y = tool.start_point()
    for target in ((x + 9.0, y), (x + 0.8, y + 0.6)):  # beyond the Speed, and within it
        preview = tool.preview(*target)
        assert preview is not None
        plan = plan_flight(state, Fly(Course(point=target)), w)
        assert preview.speed == plan.speed and preview.fuel_after == plan.fuel_after
        assert plan.declared is not None
        assert preview.path == tuple(tuple(c) for c in plan.declared.path.coords)
        assert preview.distance == pytest.approx(plan.declared.flown)
        assert preview.violation == (None if plan.violation is None else plan.violation.detail)
    assert preview.fuel_after == state.players[state.current].airship.fuel - 1


def test_the_refresh_asks_only_which_kinds_are_legal():
    """The action bar enables its buttons from npq.game.legal_kinds (one legal action a kind),
    and a button's menu lists every legal action of its kinds when it is read (issue 10)."""
    from npq.game import legal_actions

    state = _opening()
    w = default_world()
    found = refusals(state, w, BUTTON_KINDS)
    legal = legal_actions(state, w)
    assert set(found.legal) == {a.kind for a in legal}
    assert all(len(v) == 1 for v in found.legal.values())
    plays = [a for a in legal if a.kind is ActionKind.PLAY_STRATEGY]
    assert len(plays) > 1 and found.allowed(ActionKind.PLAY_STRATEGY) == (plays[0],)
