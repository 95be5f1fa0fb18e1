"""What a new player trips over: layout on small screens, keyboard shortcuts wherever the focus
is, readable words in menus and the log (issue #5). Offscreen, pytest-qt."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from _ui_helpers import new_window, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import ui  # noqa: F401  - applies the None refcount guard before any Qt call
from npq.game import GameConfig
from ui.map.geometry import board_to_scene

pytestmark = pytest.mark.gui


_window = new_window


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def window(qtbot, data_dir):
    w = _window(qtbot, (1500, 950))
    yield w
    w.controller.pause(True)


_start = start


@pytest.mark.parametrize(
    ("size", "right_most", "map_least"),
    [((1024, 768), 230, 540), ((1280, 800), 270, 700), ((1920, 1080), 340, 1150)],
)
def test_side_panels_leave_the_map_room_on_small_screens(
    qtbot, data_dir, size, right_most, map_least
):
    w = _window(qtbot, size)
    _start(w, nations=("italy", "germany", "japan"), bots=(False, False, True))
    w.controller.pause(True)
    QApplication.processEvents()
    # the Table panel used to stop at ~326 px (its longest place names and headings)
    assert w.right_dock.width() <= right_most
    assert w.right_dock.minimumSizeHint().width() <= 230
    assert w.left_dock.widget().widget().minimumSizeHint().width() <= w.left_dock.width()
    assert w.view.width() >= map_least


def test_zoom_and_fit_keys_work_with_the_focus_on_a_button(window, qtbot):
    _start(window)
    button = window.actions_bar.end
    button.setFocus()
    assert QApplication.focusWidget() is button
    scale = window.view.transform().m11()
    QTest.keyClick(button, Qt.Key.Key_Plus)
    assert window.view.transform().m11() == pytest.approx(scale * 1.25)
    QTest.keyClick(button, Qt.Key.Key_Minus)
    assert window.view.transform().m11() == pytest.approx(scale)
    window.view.fit_board()
    fitted = window.view.transform().m11()
    QTest.keyClick(button, Qt.Key.Key_Plus)
    QTest.keyClick(button, Qt.Key.Key_Home)
    assert window.view.transform().m11() == pytest.approx(fitted)
    assert window.act_zoom_in.toolTip() == "Zoom + (+)"


def test_enter_moves_and_esc_cancels_with_the_focus_on_the_fly_button(window, qtbot):
    c = _start(window)
    seat = c.current
    target = window.board.place("rome").point
    fly = window.actions_bar.buttons["fly"]
    QTest.mouseClick(fly, Qt.MouseButton.LeftButton)
    assert window.tool.active and window.act_cancel.isEnabled()
    QTest.keyClick(fly, Qt.Key.Key_Escape)
    assert not window.tool.active and not window.act_confirm.isEnabled()
    # again: lay the tool on Rome, then Enter from the button (the focus stays there)
    QTest.mouseClick(fly, Qt.MouseButton.LeftButton)
    vp = window.view.viewport()
    pos = window.view.mapFromScene(board_to_scene(target.x, target.y))
    QTest.mouseMove(vp, pos)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    assert window.tool.locked is not None
    fly.setFocus()
    QTest.keyClick(fly, Qt.Key.Key_Return)
    assert [str(a) for a in c.record.actions] == ["fly rome"]
    assert c.state.players[seat].airship.place == "rome"
    assert not window.tool.active
    # the status line no longer tells to point at a target
    assert "Point at a target" not in window.statusBar().currentMessage()
    assert "2 actions left" in window.statusBar().currentMessage()


def test_menus_and_the_log_speak_in_names_not_ids(window):
    from ui.texts import place_name

    c = _start(window)
    pl = c.state.players[c.current]
    assert pl.airship.place == "milano"
    card = pl.missions[0]  # the first Mission card of the deal, whatever it is
    name, reward = place_name(card), window.world.reward("milano", card)
    assert name != card and reward > 0
    declare = [a.text() for a in window.actions_bar.menu_for("declare").actions()]
    # the Mission Calculator's reward from Milano (D11), no "Mission: Mission:"
    assert f"Declare mission: {name} ({reward} Bonds)" in declare
    assert not any("Mission: Mission" in t for t in declare)
    exchange = [a.text() for a in window.actions_bar.menu_for("mission").actions()]
    assert f"Exchange Mission card: give {name}, take the top card of the deck" in exchange
    hire = [a.text() for a in window.actions_bar.menu_for("hire").actions()]
    assert "Hire Specialist: Engineer — 50 Bonds to the Bank" in hire  # price and payee
    assert all(not t.endswith(("_", "-")) for t in hire)
    window.play_text(f"declare {card}")
    commander = c.state.commanders[0]
    window.play_text(f"hire-commander {commander}")
    window.play_text("hire-specialist engineer")
    lines = window.log_view.lines()
    assert f"R1  Italy: Declare mission: {name} ({reward} Bonds)" in lines
    assert not any(line.endswith(f"declare {card}") for line in lines)
    from ui.cards import commander_info

    name = commander_info(commander)[0]
    assert any(f"hires Commander {name} for" in line for line in lines)
    assert any("hires Specialist Engineer" in line for line in lines)
    assert not any(commander in line for line in lines if commander != name)


def test_wind_and_weather_words(window):
    from npq.game.events import Event, EventKind
    from ui.texts import describe_event

    c = _start(window)
    wind = Event.make(EventKind.WIND, 1, 0, result="BW+24L", deviation=24.0, speed_change=-1)
    assert describe_event(wind, c) == (
        "Wind Indicator spun: BW+24L: headwind, Speed -1, course turned 24° left."
    )
    calm = Event.make(EventKind.WEATHER, 1, 0, icon=None)
    assert describe_event(calm, c) == "Weather where Italy starts: calm (no weather icon)."


def test_sell_tooltip_says_why_in_words(window):
    _start(window)
    tip = window.actions_bar.buttons["sell"].toolTip()
    assert "Not possible now" not in tip
    assert "no completed mission to sell" in tip and "rule: 10" in tip


def test_hand_counts_are_hidden_with_the_hand(window, qtbot):
    c = _start(window)
    assert window.hand.missions_label.text() == "<b>Mission cards</b> (3/3)"
    QTest.mouseClick(window.actions_bar.end, Qt.MouseButton.LeftButton)
    assert window.pass_screen.isVisible() and c.current == 1
    assert window.hand.missions_label.text() == "<b>Mission cards</b>"
    assert window.hand.strategy_label.text() == "<b>Strategy cards</b>"


def test_end_of_game_screen_and_status(window, qtbot):
    c = _start(window, nations=("italy", "usa"), seed=3, max_rounds=1)
    window.play_text("hire-specialist engineer")  # Italy spends 50: the USA has more Bonds
    window.play_text("end")
    window.pass_screen.button.click()
    window.play_text("end")
    assert c.state.is_over
    outcome = c.state.outcome
    dialog = window.end_dialog
    assert dialog is not None and dialog.isVisible()
    winner = c.player_name(outcome.winners[0])
    assert f"{winner} wins!" in dialog.summary
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(f"Game over (interrupted, most Bonds): {winner} wins.")
    )
    assert "Actions left: <b>—</b>" in window.actions_bar.left.text()
    # the log files each line under the round it was played in
    rounds = [line.round for line in c.log if line.text.endswith(": End turn")]
    assert rounds == [1, 1]
    dialog.close()


def test_undo_is_logged_in_words_and_the_status_counts_again(window):
    c = _start(window)
    window.play_text("reserve kings_bay")
    window.undo()
    assert c.state.players[c.current].arctic is None
    assert window.log_view.lines()[-1] == "R1  Italy takes back: Reserve Arctic base: Kings Bay"
    assert "3 actions left" in window.statusBar().currentMessage()


def test_the_log_never_names_a_card_that_stays_face_down(window):
    """Hot-seat: the log is public. A Mission card exchanged with the deck, a replaced Strategy
    card and a trap card stay face down (section 10), so the log does not name them."""
    from ui.cards import card_info

    c = _start(window, nations=("italy", "germany"))
    pl = c.state.players[c.current]
    given = pl.missions[0]
    trap_card = pl.strategy[0]
    replaced = pl.strategy[1]
    window.play_text(f"exchange {given} deck")
    traps = [a for a in window.actions_bar.legal["strategy"] if str(a).startswith("trap ")]
    assert traps
    window.play(next(a for a in traps if str(a).split()[1] == trap_card))
    window.play_text("end")
    window.pass_screen.button.click()
    window.play_text("end")
    window.pass_screen.button.click()
    assert c.current == 0
    # the trap lies on the board: no other Strategy card may be played; replacing is allowed
    window.play_text(f"replace-strategy {replaced}")
    text = "\n".join(window.log_view.lines())
    for secret in (given, trap_card, replaced):
        title = (card_info(secret) or (secret, ""))[0]
        assert title.removeprefix("Mission: ") not in text, title
    assert "Exchange a Mission card with the top card of the deck" in text
    assert "Lay a trap card face down on" in text
    assert "Replace a Strategy card" in text


def test_map_tooltips_for_strategy_circles_and_calm_weather(window):
    scene = window.scene
    circle = window.board.get("sc_barents_sea")
    p = circle.geometry.representative_point()
    tip = scene.tooltip_at(p.x, p.y)
    assert "<b>Strategy circle: Barents Sea</b>" in tip and "trap card" in tip
    assert "—" not in tip.split("next rounds:")[1]  # an empty window reads "calm"
    assert "calm" in tip


def test_reopened_game_shows_the_log_of_its_earlier_turns(window, qtbot, tmp_path):
    from ui.app import create_window

    c = _start(window)
    window.play_text(f"declare {c.state.players[c.current].missions[0]}")
    window.play_text("hire-specialist engineer")
    window.play_text("end")
    path = tmp_path / "game.json"
    assert window.save_to(path)
    before = [line for line in window.log_view.lines() if not line.startswith("R1  New game")]
    other = create_window()
    other.modal_errors = False
    other.controller.autosave_enabled = False
    qtbot.addWidget(other)
    assert other.open_file(path)
    lines = other.log_view.lines()
    assert lines[:-1] == before  # the same words, rebuilt from the seed and the actions
    assert lines[-1] == "R1  Opened game.json: round 1, 3 actions replayed"
    assert c.state.round == other.controller.state.round


def test_hot_seat_hides_the_hand_while_a_bot_plays_then_asks_to_pass(window, qtbot):
    """Two humans and a bot: the second human's cards are not left open during the bot's turn,
    and the device is passed to the first before her turn (section 8: hands stay private)."""
    c = _start(window, nations=("italy", "germany", "japan"), bots=(False, False, True))
    window.play_text("end")  # Anna -> Ben
    assert window.pass_screen.isVisible()
    window.pass_screen.button.click()
    assert window.viewer == 1 and window.hand.strategy_cards
    c.pause(True)  # hold the bot to look at the table during its turn
    window.play_text("end")  # Ben -> the bot
    assert c.is_bot_turn
    assert window.viewer is None
    assert window.hand.strategy_cards == [] and window.hand.missions.item(0).text() == "(hidden)"
    c.run_bots()
    assert c.current == 0
    assert window.pass_screen.isVisible()
    assert c.player_name(0) in window.pass_screen.label.text()
    assert window.viewer is None and window.hand.strategy_cards == []
    window.pass_screen.button.click()
    assert window.viewer == 0


def test_help_lists_the_keyboard_shortcuts_the_window_answers_to(window):
    text = window.shortcuts_text()
    bound = {
        window.act_new: "Ctrl+N",
        window.act_open: "Ctrl+O",
        window.act_save: "Ctrl+S",
        window.act_undo: "Ctrl+Z",
        window.act_end: "Ctrl+E",
        window.act_fit: "Home",
    }
    for action, key in bound.items():
        assert action.shortcut().toString() == key
        assert f"<b>{key}</b>" in text
    window.act_keys.trigger()
    from PySide6.QtWidgets import QMessageBox

    box = window.findChild(QMessageBox, "shortcuts-box")
    assert box is not None and box.isVisible() and "Navigating Tool" in box.text()
    box.close()


def test_a_rivals_strategy_card_is_announced_when_the_victims_turn_is_shown(window):
    c = _start(window, nations=("italy", "germany"))
    bonds = c.state.bonds(1)
    window.play_text("play tax_audit @1")
    window.play_text("end")
    assert c.state.bonds(1) == bonds - 50  # Tax Audit acts at the start of his turn (10)
    lines = window.log_view.lines()
    assert "R1     “Tax Audit” (from Italy) takes effect on Germany." in lines
    assert "R1     Germany: Bonds -50 — “Tax Audit”" in lines
    assert window.pass_screen.isVisible()
    window.pass_screen.button.click()
    assert window.banner.isVisible()
    assert "Germany, a rival's Strategy card hit you: Bonds -50 — “Tax Audit”" in (
        window.banner.text()
    )
    assert window._pending == {}


def test_end_screen_of_a_game_nobody_won(qtbot):
    from npq.errors import RuleViolation
    from npq.game import EndTurn, GameRecord, apply
    from npq.game.actions import Course, Fly
    from npq.solo.bonuses import starting_bonuses
    from npq.solo.game import solo_config
    from npq.solo.setup import SoloSetup
    from ui.dialogs import EndGameDialog

    record = GameRecord.new(solo_config(SoloSetup("usa", seed=11), starting_bonuses(())), 11)
    for _ in range(12):  # short legs away from every base until the tank is empty: a crash
        if record.state.is_over:
            break
        for h in range(0, 360, 15):
            fly = Fly(Course(heading=float(h)), 1.0)
            try:
                after, _ = apply(record.state, fly)
            except RuleViolation:
                continue
            if after.players[0].airship.place is None or after.is_over:
                record, _ = record.play(fly)
                break
        if not record.state.is_over:
            record, _ = record.play(EndTurn())
    assert record.state.is_over and not record.state.outcome.winners
    dialog = EndGameDialog(record.state)
    qtbot.addWidget(dialog)
    assert dialog.summary.startswith("<h2>Nobody wins!</h2>")
    assert "The airship crashed in round" in dialog.summary


def test_enter_on_the_pass_screen_shows_the_next_turn(window):
    c = _start(window)
    window.play_text("end")
    screen = window.pass_screen
    assert screen.isVisible() and QApplication.focusWidget() is screen.button
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    assert not screen.isVisible() and window.viewer == c.current == 1


def test_calculators_start_from_the_player_on_the_first_turn(window):
    c = _start(window)
    pl = c.state.players[c.current]
    assert pl.start_base == "milano"
    # the Mission Calculator and the Range Calculator start where the player's airship is
    assert window.mission_table.start.currentData() == "milano"
    assert window.range_calc.origin.currentData() == "milano"
    assert window.mission_table.table.item(0, 0).text() == window.mission_table.rows()[0][0]
    assert window.mission_table.table.horizontalHeaderItem(2).text() == "Bonds"


def test_every_action_button_is_in_view_at_1280(qtbot, data_dir):
    w = _window(qtbot, (1280, 800))
    _start(w)
    QApplication.processEvents()
    # none in the tool bar's overflow menu, where a new player would not look for them
    hidden = [key for key, button in w.actions_bar.buttons.items() if not button.isVisible()]
    assert hidden == []
    assert w.actions_bar.end.isVisible() and w.actions_bar.undo.isVisible()


def test_end_screen_offers_a_new_game(window, qtbot, monkeypatch):
    c = _start(window, nations=("italy", "usa"), seed=3, max_rounds=1)
    window.play_text("end")
    window.pass_screen.button.click()
    window.play_text("end")
    assert c.state.is_over
    asked = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: asked.append(True))
    dialog = window.end_dialog
    QTest.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: asked == [True], timeout=30_000)  # the New game dialog opens


def test_opening_a_hot_seat_save_asks_for_the_device_first(window, qtbot, tmp_path):
    from ui.app import create_window

    c = _start(window)
    window.play_text("end")
    window.pass_screen.button.click()
    path = tmp_path / "hot.json"
    assert window.save_to(path)
    other = create_window()
    other.modal_errors = False
    other.controller.autosave_enabled = False
    qtbot.addWidget(other)
    other.show()
    assert other.open_file(path)
    # two humans: the hand of the player to move stays hidden until he takes the device
    assert other.pass_screen.isVisible() and other.viewer is None
    assert c.player_name(1) in other.pass_screen.label.text()
    assert other.hand.strategy_cards == []
    other.pass_screen.button.click()
    assert other.viewer == 1 and other.hand.strategy_cards


def test_a_new_hot_seat_game_passes_the_device_to_the_first_player(window):
    c = window.controller
    window.start_game(GameConfig(("italy", "germany")), 5, [False, False])
    # the first player may be drawn by lot (section 8): nobody's hand shows before he says so
    assert window.pass_screen.isVisible() and window.viewer is None
    assert c.player_name(c.current) in window.pass_screen.label.text()
    assert window.hand.strategy_cards == []
    window.pass_screen.button.click()
    assert window.viewer == c.current and window.hand.strategy_cards
    # one human against a bot: no pass screen at all
    window.start_game(GameConfig(("italy", "germany")), 5, [False, True])
    assert not window.pass_screen.isVisible() and window.viewer == 0


def test_effect_words_say_how_long_an_effect_lasts():
    from npq.game.events import Event, EventKind
    from ui.texts import effect_words

    slow = Event.make(
        EventKind.EFFECT, 2, 1, type="speed", amount=-1, turns=2, card="tax_audit", source="x"
    )
    assert effect_words(slow) == "Speed -1 for 2 turns — “Tax Audit”"
    once = Event.make(EventKind.EFFECT, 2, 1, type="bonds", amount=-50, turns=0, card=None)
    assert effect_words(once) == "Bonds -50"


def test_no_action_button_is_clipped_on_a_1024_window(qtbot, data_dir):
    w = _window(qtbot, (1024, 768))
    _start(w)
    QApplication.processEvents()
    bar = w.actions_bar
    for button in (bar.end, bar.undo, *bar.buttons.values()):
        if button.isVisible():  # the others wait in the tool bar's » menu, whole
            words = button.fontMetrics().horizontalAdvance(button.text())
            assert button.width() >= words + 18, button.text()
