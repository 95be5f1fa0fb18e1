"""Help → Tutorial (issue 12): the guided first game on its fixed deal, played through to its
end, each step ticked by the engine's events; skip and restart. Offscreen, pytest-qt."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox

from npq.game import state_hash
from tests._ui_helpers import new_window
from ui.tutorial import STEPS, TEXTS, TUTORIAL_SEED


def _yes(box: QMessageBox) -> QMessageBox.StandardButton:
    return QMessageBox.StandardButton.Yes


def _bots(window: Any) -> None:
    window.controller.run_bots()
    if window.pass_screen.isVisible():
        window.pass_screen.button.click()


def test_the_tutorial_is_played_through_to_its_end(qtbot: Any) -> None:
    w = new_window(qtbot)
    w.ask_box = _yes  # the End turn question is part of the app, answered yes here
    menus = {a.text().replace("&", ""): a.menu() for a in w.menuBar().actions()}
    assert "Tutorial…" in [a.text() for a in menus["Help"].actions()]
    panel = w.aids.start_tutorial()
    assert panel is not None and panel.isVisible()
    c = w.controller
    assert c.record is not None and c.record.seed == TUTORIAL_SEED
    assert [str(p.nation) for p in c.state.players] == ["japan", "italy"]
    assert c.bots == [False, True] and c.current == 0
    assert "vladivostok" in c.state.players[0].missions
    seen: list[str] = [panel.step_title]
    panel.tutorial.advanced.connect(lambda _i: seen.append(panel.step_title))

    # the step's button is pointed at
    assert "f9a825" in w.actions_bar.buttons["declare"].styleSheet()
    w.play_text("declare vladivostok")
    assert panel.step_title == "Hire a Specialist"
    assert "f9a825" not in w.actions_bar.buttons["declare"].styleSheet()
    w.play_text("hire-specialist pilot")
    events = w.play_text("fly vladivostok")
    assert events is not None and any(str(e.kind) == "wind" for e in events)  # wind in round 1
    assert panel.step_title == "End the turn"
    w.actions_bar.end.click()
    _bots(w)
    assert c.current == 0 and c.state.round == 2
    assert panel.step_title == "Complete the mission"
    w.play_text("fly vladivostok")
    assert c.state.players[0].completed and panel.step_title == "Refuel"
    w.play_text("refuel 3")
    w.play_text("play great_circle")
    assert panel.step_title == "Reserve an Arctic base"
    w.actions_bar.end.click()
    _bots(w)
    w.play_text("reserve uelen")
    assert panel.step_title == "Sail the ship"
    sail = next(a for a in c.legal_actions() if str(a).startswith("sail"))
    w.play(sail)
    assert panel.tutorial.finished and panel.step_title == TEXTS["done_title"]
    assert seen == [s.title for s in STEPS] + [TEXTS["done_title"]]
    assert panel.tutorial.done == set(range(len(STEPS)))
    assert not panel.skip_button.isEnabled()


def test_skip_and_restart(qtbot: Any, monkeypatch: Any) -> None:
    w = new_window(qtbot)
    panel = w.aids.start_tutorial()
    assert panel is not None
    start = state_hash(w.controller.state)
    panel.skip_button.click()
    panel.skip_button.click()
    assert panel.step_title == STEPS[2].title and panel.tutorial.skipped == {0, 1}
    # a step done ahead of time is ticked when it comes up
    w.play_text("reserve uelen")  # step 8, done at step 3
    assert panel.tutorial.done == {7}
    assert panel.step_title == STEPS[2].title
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    panel.restart_button.click()  # asks (a game is in play), then deals the same game again
    assert panel.step_title == STEPS[0].title and not panel.tutorial.done
    assert state_hash(w.controller.state) == start
    panel.close_button.click()
    assert not panel.isVisible()
    w.play_text("declare vladivostok")  # closed: the game goes on, the tutorial stays still
    assert panel.tutorial.current == 0
