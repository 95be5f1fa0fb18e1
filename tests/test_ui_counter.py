"""The counter-card question in the app (rulebook section 6 "Strategy Cards"; issue 10 defect
2): a hostile card about to strike a player who holds a counter -- the app asks him at the start
of his turn, behind the pass screen in hot-seat, counter (one action) or let it strike; a bot's
seat is answered by the driver.

Seed 10, Italy then Japan: Italy holds Stolen Plans and Misleading Signals, Japan holds Counter
Intelligence (it cancels a Strategy card played against its holder).
"""

from __future__ import annotations

import pytest
from _ui_helpers import new_window

from npq.game import GameConfig

CONFIG = GameConfig(("italy", "japan"), first_player=0)
SEED = 10
HOSTILE = "stolen_plans"
COUNTER = "counter_intelligence"


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    return new_window(qtbot)


def _hostile_played(window, bots=(False, False)):  # type: ignore[no-untyped-def]
    """Italy plays Stolen Plans on Japan and ends the turn."""
    window.start_game(CONFIG, SEED, list(bots))
    if window.pass_screen.isVisible():
        window.pass_screen.button.click()
    c = window.controller
    assert c.current == 0
    assert HOSTILE in c.state.players[0].strategy and COUNTER in c.state.players[1].strategy
    assert window.play_text(f"play {HOSTILE} @1") is not None
    assert window.counter_dialog is None  # Italy owes nothing
    window.actions_bar.end.click()
    return c


def test_the_target_is_asked_after_the_pass_screen_and_counters(window, qtbot):  # type: ignore[no-untyped-def]
    c = _hostile_played(window)
    top = c.state.decisions[-1]
    assert (top.kind, top.seat, top.card, top.by) == ("counter", 1, HOSTILE, 0)
    # hot-seat: Japan's cards are not shown before the device is passed
    assert window.pass_screen.isVisible()
    assert window.counter_dialog is None
    assert window.hand.strategy_cards == []
    window.pass_screen.button.click()
    dialog = window.counter_dialog
    assert dialog is not None and dialog.isVisible()
    assert set(dialog.buttons) == {f"counter-{COUNTER}", "counter-let-strike"}
    assert "Italy" in dialog.intro.text() and "Stolen Plans" in dialog.intro.text()
    assert window.hand.strategy_cards == list(c.state.players[1].strategy)
    # the action bar waits for the answer: End turn is refused as no answer to the decision
    assert not window.actions_bar.end.isEnabled()
    dialog.reject()  # Esc does not dismiss the question
    assert dialog.isVisible()
    dialog.buttons[f"counter-{COUNTER}"].click()
    s = c.state
    assert s.decisions == () and s.players[1].pending == ()
    assert COUNTER not in s.players[1].strategy
    assert s.used == ("play-strategy",) and s.actions_left == 2  # one of this turn's actions
    assert not dialog.isVisible() and window.counter_dialog is None
    assert window.actions_bar.end.isEnabled()
    # undo takes the answer back: the question is asked again
    window.undo()
    assert c.state.decisions[-1].card == HOSTILE
    assert window.counter_dialog is not None and window.counter_dialog.isVisible()


def test_the_target_lets_it_strike(window, qtbot):  # type: ignore[no-untyped-def]
    c = _hostile_played(window)
    window.pass_screen.button.click()
    before = c.state
    window.counter_dialog.buttons["counter-let-strike"].click()
    s = c.state
    assert s.decisions == () and s.players[1].pending == ()
    # Stolen Plans strikes: two of Japan's three cards discarded at random (section 6)
    assert len(s.players[1].strategy) == len(before.players[1].strategy) - 2
    assert s.used == () and s.actions_left == before.actions_left
    assert any(e.get("source") == "hostile" for e in _events_since(c, before))
    assert window.counter_dialog is None


def _events_since(c, before):  # type: ignore[no-untyped-def]
    from npq.game import apply

    return apply(before, c.record.actions[-1])[1]


def test_a_bot_target_answers_through_the_driver(window, qtbot):  # type: ignore[no-untyped-def]
    c = _hostile_played(window, bots=(False, True))
    c.run_bots()
    # the driver answered Japan's decision first thing in its turn; the human was never asked
    assert window.counter_dialog is None
    played = [str(a) for a in c.record.actions]
    answer = played[played.index("end") + 1]
    assert answer in (f"play {COUNTER}", "let-strike")
    assert all(d.seat != 1 for d in c.state.decisions)
