"""The app's refresh after an action (issue 10): the legal set and a reason for every disabled
button of the List of Actions.

- ``action_bar_refresh``: :func:`ui.refusals.refusals`, as the app calls it --
  :func:`npq.game.legal_kinds` (the first legal action of each kind: which buttons are
  enabled; a button's menu lists its actions when it is opened) and one
  :func:`npq.game.check` per representative action of each kind with no legal action.
- ``action_bar_menus``: what every menu would list if all were opened after the same action
  (:func:`npq.game.legal_by_kind` of the buttons' kinds): the work the refresh no longer does.
- ``action_bar_refresh_naive``: the path the app took before (a faithful copy, kept here as
  the baseline): every candidate of the legal set tried with a full ``apply``, and each
  disabled button's reason found by parsing a probe action per verb and applying it, catching
  the ``RuleViolation``.

Both run on the same states: a 3-player opening (italy, germany, usa; seed 1924) after its
first action, and the same game five turns in (bots played them), so a mission is declared
and airships are in flight. No Qt: the action bar's data is computed without a window. The
compiled airship walk is readied first (``npq.nav.warm_up``), as the app does after its first
paint. Ratios and means only; nothing here asserts a time.
"""

from __future__ import annotations

from typing import Any

import pytest

from npq.bots import Driver, GreedyBot
from npq.errors import NPQError, RuleViolation
from npq.game import (
    Action,
    ActionKind,
    GameConfig,
    GameRecord,
    State,
    World,
    apply,
    default_world,
    legal_by_kind,
)
from npq.game.rules.api import candidate_actions
from npq.game.rules.sets import rule_set
from npq.nav import warm_up
from ui.panels.actions import BUTTON_KINDS, BUTTONS
from ui.refusals import Refusals, refusals

CONFIG = GameConfig(("italy", "germany", "usa"), first_player=0)
SEED = 1924


def _states() -> list[State]:
    """The opening after its first action, and five bot-played turns in."""
    w = default_world()
    record = GameRecord.new(CONFIG, SEED)
    record, _ = record.play(Action.parse("hire-specialist engineer"))
    opening = record.state
    driver = Driver([GreedyBot() for _ in CONFIG.nations], w)
    while record.state.turn < 6 and record.state.outcome is None:
        record, _ = record.play(driver.choose(record.state))
    return [opening, record.state]


# -- the baseline: the app's probing path before issue 10, copied faithfully ---------------------

#: The verbs of each button (ui/panels/actions.py before the buttons were keyed by ActionKind).
_OLD_BUTTON_VERBS: tuple[tuple[str, ...], ...] = (
    ("fly",),
    ("sail",),
    ("declare",),
    ("exchange", "draw-mission"),
    ("abandon",),
    ("sell",),
    ("hire-commander", "hire-specialist"),
    ("dismiss-commander", "dismiss-specialist"),
    ("refuel",),
    ("repair",),
    ("sos",),
    ("play", "trap", "draw-strategy", "replace-strategy", "withdraw-trap"),
    ("reserve", "setup", "move-base"),
    ("loan", "repay"),
)

#: A probe action per verb (ui/mainwindow.py's _PROBES before issue 10).
_PROBES: dict[str, str] = {
    "fly": "fly h0 1",
    "sail": "sail h0 1",
    "draw-mission": "draw-mission",
    "abandon": "abandon",
    "dismiss-commander": "dismiss-commander",
    "refuel": "refuel 1",
    "repair": "repair 1",
    "sos": "sos",
    "draw-strategy": "draw-strategy",
    "withdraw-trap": "withdraw-trap",
    "setup": "setup",
    "move-base": "move-base",
    "loan": "loan 10",
    "repay": "repay 10",
    "end": "end",
}


def _probe_text(state: State, w: World, verb: str) -> str | None:
    """ui/mainwindow.py's _probe_text before issue 10."""
    pl = state.players[state.current]
    if verb == "declare":
        return f"declare {pl.missions[0]}" if pl.missions else None
    if verb == "exchange":
        return f"exchange {pl.missions[0]} deck" if pl.missions else None
    if verb == "sell":
        return f"sell {pl.completed[0].card}" if pl.completed else None
    if verb == "hire-commander":
        return f"hire-commander {state.commanders[0]}" if state.commanders else None
    if verb == "hire-specialist":
        return "hire-specialist engineer"
    if verb == "dismiss-specialist":
        return (
            f"dismiss-specialist {pl.crew.specialists[0]}"
            if pl.crew.specialists
            else "dismiss-specialist engineer"
        )
    if verb in ("play", "replace-strategy"):
        return f"{verb} {pl.strategy[0]}" if pl.strategy else None
    if verb == "trap":
        return None
    if verb == "reserve":
        taken = {p.arctic for p in state.players if p.arctic}
        bases = [p.id for p in w.board.places if str(p.kind) == "arctic_base"]
        free = [b for b in bases if b not in taken]
        return f"reserve {(free or bases)[0]}" if bases else None
    return None


def _check_by_applying(state: State, action: Action, w: World) -> str | None:
    """ui/controller.py's check before issue 10: apply and catch."""
    try:
        apply(state, action, w)
    except (NPQError, ValueError) as exc:
        return str(exc)
    return None


def _why_not_by_probing(state: State, w: World, verb: str) -> str | None:
    """ui/mainwindow.py's _why_not before issue 10."""
    if verb == "sell" and not state.players[state.current].completed:
        return "you have no completed mission to sell yet (rule: 10 Selling a Mission ...)"
    text = _PROBES.get(verb) or _probe_text(state, w, verb)
    if text is None:
        return None
    try:
        action = Action.parse(text)
    except ValueError:
        return None
    return _check_by_applying(state, action, w)


def _legal_by_applying(state: State, w: World) -> list[Action]:
    """legal_actions as the engine had it: every candidate tried with a full apply."""
    rules = rule_set(state.config)
    seen: set[Action] = set()
    out: list[Action] = []
    for action in candidate_actions(state, w):
        if action in seen:
            continue
        seen.add(action)
        try:
            apply(state, action, w)
        except RuleViolation:
            continue
        out.append(action)
    for fallback in rules.fallbacks():
        extra = fallback(state, w, rules, out)
        if extra:
            out[-1:-1] = extra
    return out


def _refresh_naive(state: State, w: World) -> tuple[list[Action], int]:
    legal = _legal_by_applying(state, w)
    verbs = {str(a).split()[0] for a in legal}
    reasons = 0
    for button in _OLD_BUTTON_VERBS:
        if not any(v in verbs for v in button):
            reasons += sum(_why_not_by_probing(state, w, v) is not None for v in button)
    if "end" not in verbs:
        reasons += _why_not_by_probing(state, w, "end") is not None
    return legal, reasons


def _refresh(state: State, w: World) -> Refusals:
    return refusals(state, w, BUTTON_KINDS)


def _same_bar(found: Refusals, legal: list[Action]) -> bool:
    """The measured refresh enables the buttons of the same kinds as the baseline, and the
    menus it lists when opened hold the same actions (Fly and Sail open the Navigating Tool)."""
    return set(found.legal) == {a.kind for a in legal}


def _menus(state: State, w: World) -> list[Action]:
    """What the menus list when opened: every legal action of each button's kinds."""
    found = legal_by_kind(state, w, listed=BUTTON_KINDS)
    return [
        a
        for kinds in (k for _key, _label, k, _help in BUTTONS)
        for k in kinds
        for a in found.get(k, ())
    ]


@pytest.fixture(scope="module")
def states() -> list[State]:
    w = default_world()
    warm_up()  # the compiled airship walk, as the app readies it after its first paint
    out = _states()
    for s in out:  # warm the board indexes, the nav kernel and the route caches
        _refresh(s, w)
        _refresh_naive(s, w)
    return out


def _run(fn: Any, states: list[State]) -> list[Any]:
    w = default_world()
    return [fn(s, w) for s in states]


@pytest.mark.benchmark(group="action_bar_refresh")
def test_action_bar_refresh(benchmark: Any, states: list[State]) -> None:
    got = benchmark.pedantic(_run, args=(_refresh, states), rounds=8, iterations=1)
    # the same buttons enabled and the same menus as the baseline's; a reason for every button
    # it disables
    want = _run(_refresh_naive, states)
    assert all(_same_bar(g, n[0]) for g, n in zip(got, want, strict=True))
    for state, (legal, _reasons) in zip(states, want, strict=True):
        listed = {a for a in legal if a.kind not in (ActionKind.END_TURN,)}
        assert set(_menus(state, default_world())) == listed
    for found in got:
        for _key, _label, kinds, _help in BUTTONS:
            assert any(found.allowed(k) for k in kinds) or found.why_not(kinds), kinds
    benchmark.extra_info["note"] = f"{len(states)} states a round"


@pytest.mark.benchmark(group="action_bar_menus")
def test_action_bar_menus(benchmark: Any, states: list[State]) -> None:
    benchmark.pedantic(_run, args=(_menus, states), rounds=8, iterations=1)
    benchmark.extra_info["note"] = "every menu listed, for comparison (not a goal)"


@pytest.mark.benchmark(group="action_bar_refresh")
def test_action_bar_refresh_naive(benchmark: Any, states: list[State]) -> None:
    benchmark.pedantic(_run, args=(_refresh_naive, states), rounds=8, iterations=1)
