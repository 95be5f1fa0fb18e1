"""Playing the basic game in the app: Navigating Tool by mouse, hire, refuel, hot-seat, save and
reopen, undo, refusals in the engine's words, a 2-seat game against a bot to its end (issue #5).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import math
import time

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from _ui_helpers import calm_at, seed_for, start
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

import ui  # noqa: F401  - applies the None refcount guard before any Qt call
from npq.game import GameRecord, state_hash
from ui.map.geometry import board_to_scene

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    from ui.app import create_window

    w = create_window()
    w.modal_errors = False
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.pause(True)


_start = start


def _click_button(window, key: str) -> None:
    button = window.actions_bar.buttons[key] if key != "end" else window.actions_bar.end
    assert button.isEnabled(), button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _viewport_point(window, x: float, y: float) -> QPoint:
    return window.view.mapFromScene(board_to_scene(x, y))


def test_new_game_shows_the_current_player_and_legal_actions(window):
    c = _start(window)
    state = c.state
    assert window.viewer == state.current
    pl = state.players[state.current]
    assert window.player_board.speed.value == pl.speed
    assert window.player_board.fuel.value() == pl.airship.fuel
    assert window.player_board.bonds.text() == f"<b>{state.bonds(state.current)}</b>"
    assert window.hand.missions.count() == len(pl.missions)
    assert window.actions_bar.buttons["fly"].isEnabled()
    assert window.actions_bar.end.isEnabled()
    # a full tank: Refuel is disabled and its tooltip quotes the engine's rule
    refuel = window.actions_bar.buttons["refuel"]
    assert not refuel.isEnabled()
    assert "rule:" in refuel.toolTip()
    assert "Actions left: <b>3</b>" in window.actions_bar.left.text()


def test_refusal_is_the_engines_rule_violation(window):
    c = _start(window)
    before = state_hash(c.state)
    window.play_text("refuel 1")
    assert state_hash(c.state) == before
    assert window.banner.isVisible()
    assert "Not allowed" in window.banner.text() and "(rule:" in window.banner.text()


def test_hire_a_specialist_from_the_crew_market(window):
    c = _start(window)
    seat = c.current
    bonds = c.state.bonds(seat)
    speed = c.state.players[seat].speed
    row = window.market._skills.index("engineer")
    window.market.specialists.cellDoubleClicked.emit(row, 0)
    pl = c.state.players[seat]
    assert "engineer" in pl.crew.specialists
    assert c.state.bonds(seat) == bonds - 50  # section 11: Specialist Engagement 50 Bonds
    assert pl.speed == speed + 1  # section 3: Engineer moves the Speed clip one point
    assert window.player_board.crew.token_face("engineer") == "silver"
    assert window.player_board.speed.value == speed + 1
    assert "Actions left: <b>2</b>" in window.actions_bar.left.text()
    assert any("hires" in line for line in window.log_view.lines())


def test_undo_within_the_turn(window):
    c = _start(window)
    seat = c.current
    bonds = c.state.bonds(seat)
    window.play_text("hire-specialist engineer")
    assert c.state.bonds(seat) == bonds - 50
    assert window.actions_bar.undo.isEnabled()
    QTest.mouseClick(window.actions_bar.undo, Qt.MouseButton.LeftButton)
    # the same as replaying the action list minus the last action
    replayed = GameRecord.replay(c.record.config, c.record.seed, ())
    assert state_hash(c.state) == state_hash(replayed.state)
    assert c.state.bonds(seat) == bonds
    assert "engineer" not in c.state.players[seat].crew.specialists
    assert not window.actions_bar.undo.isEnabled()
    # two actions, undo one: the state of the first alone, as a replay gives it
    window.play_text("hire-specialist engineer")
    loans = window.actions_bar.legal["loan"]
    assert loans
    window.play(loans[0])
    assert c.undo()
    replayed = GameRecord.replay(c.record.config, c.record.seed, c.record.actions)
    assert [str(a) for a in c.record.actions] == ["hire-specialist engineer"]
    assert state_hash(c.state) == state_hash(replayed.state)


def _fly_by_mouse(window, qtbot, target_id: str):
    board = window.board
    target = board.place(target_id).point
    _click_button(window, "fly")
    assert window.tool.active and window.tool.kind == "airship"
    vp = window.view.viewport()
    window.view.fit_board()
    pos = _viewport_point(window, target.x, target.y)
    QTest.mouseMove(vp, pos)
    preview = window.tool.last
    assert preview is not None
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    assert window.tool.locked is not None
    return preview, pos


def test_move_with_the_navigating_tool_by_mouse_then_refuel(window, qtbot):
    c = _start(window, seed=seed_for(("italy", "germany"), calm_at("milano")))
    seat = c.current
    pl = c.state.players[seat]
    assert pl.airship.place == "milano"
    preview, pos = _fly_by_mouse(window, qtbot, "rome")
    # the preview: axis with a notch per Length of the allowed Speed, the four deviation lines
    assert preview.speed == pl.speed
    assert len(preview.notches) == int(preview.speed)
    assert {label for label, _ in preview.deviations} == {"12L", "12R", "24L", "24R"}
    assert preview.arrival == "Rome" and preview.violation is None
    assert preview.fuel_after == pl.airship.fuel - 1
    for a, b in zip(preview.notches, preview.notches[1:], strict=False):
        assert math.dist(a, b) == pytest.approx(1.0)
    # click again on the declared target: the engine moves the airship
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    moved = c.state.players[seat]
    assert str(c.record.actions[-1]).startswith("fly rome")
    assert moved.airship.pos != pl.airship.pos
    assert moved.airship.fuel == pl.airship.fuel - 1
    assert any("flies" in line for line in window.log_view.lines())
    assert not window.tool.active
    item = window.scene.miniatures[(seat, "airship")]
    qtbot.waitUntil(lambda: not window._animations, timeout=30_000)
    expected = board_to_scene(*moved.airship.pos)
    assert item.pos().x() == pytest.approx(expected.x()) and item.pos().y() == pytest.approx(
        expected.y()
    )
    # sunny start, no wind: the airship arrives and is stationed at Rome (D4)
    assert moved.airship.place == "rome"
    # stationed at a base with fuel to buy: Refuel is legal now (10 Bonds a unit, section 11)
    bonds = c.state.bonds(seat)
    refuels = window.actions_bar.legal["refuel"]
    assert refuels and window.actions_bar.buttons["refuel"].isEnabled()
    if len(refuels) == 1:
        _click_button(window, "refuel")
    else:  # the Refuel button's menu: one entry per number of units
        entry = next(
            a
            for a in window.actions_bar.menu_for("refuel").actions()
            if a.data() == str(refuels[0])
        )
        entry.trigger()
    units = int(str(refuels[0]).split()[1])
    assert c.state.players[seat].airship.fuel == moved.airship.fuel + units
    assert c.state.bonds(seat) == bonds - 10 * units


def test_illegal_course_shows_why_and_is_not_sent(window, qtbot):
    c = _start(window)
    pl = c.state.players[c.current]
    start = pl.airship.pos
    # across the Alps, north-east of Milano, without a Commander (1A, D10)
    x, y = start[0] + 2.0, start[1] + 2.0
    _click_button(window, "fly")
    vp = window.view.viewport()
    pos = _viewport_point(window, x, y)
    QTest.mouseMove(vp, pos)
    p = window.tool.last
    assert p is not None and p.violation and "obstacle" in p.violation
    assert p.crossing_ids  # the crossed zone is highlighted
    assert not window.scene.zone_item.boundingRect().isEmpty()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.tool.active and window.scene.nav_item.preview is None
    assert len(c.record.actions) == 0


def test_ship_preview_draws_up_to_three_segments(window, qtbot):
    c = _start(window)
    pl = c.state.players[c.current]
    _click_button(window, "sail")
    assert window.tool.kind == "ship"
    sx, sy = pl.ship.pos
    vp = window.view.viewport()
    window.view.zoom_by(3.0)
    window.center_on(sx, sy)
    # a short open-water hop, then preview a second segment
    legal = [str(a) for a in window.actions_bar.legal["sail"]]
    assert legal
    first = (sx + 0.0, sy - 0.5)
    if not window.board.is_water(first):
        pytest.skip("no open water south of the starting port on this board")
    QTest.mouseClick(
        vp,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        _viewport_point(window, *first),
    )
    assert len(window.tool.waypoints) == 1
    QTest.mouseMove(vp, _viewport_point(window, first[0] + 0.5, first[1] - 0.3))
    p = window.tool.last
    assert p is not None and len(p.path) == 3  # start, waypoint, pointer: two segments
    assert "segment 2 of 3" in " ".join(p.extra)


def test_pass_the_device_hides_the_hand(window, qtbot):
    c = _start(window)
    first = c.current
    QTest.mouseClick(window.actions_bar.end, Qt.MouseButton.LeftButton)
    second = c.current
    assert second != first
    assert window.pass_screen.isVisible()
    assert c.player_name(second) in window.pass_screen.label.text()
    assert window.viewer is None
    assert window.hand.missions.item(0).text() == "(hidden)"
    assert window.hand.strategy_cards == [] and window.hand.strategy.toPlainText() == ""
    assert not window.actions_bar.end.isEnabled()
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert not window.pass_screen.isVisible()
    assert window.viewer == second
    assert window.hand.missions.count() == len(c.state.players[second].missions)
    assert window.hand.strategy_cards == list(c.state.players[second].strategy)
    assert window.actions_bar.end.isEnabled()


def test_autosave_every_turn_save_and_reopen(window, qtbot, tmp_path):
    from ui.app import create_window
    from ui.storage import autosave_path

    c = _start(window)
    window.play_text("hire-specialist engineer")
    QTest.mouseClick(window.actions_bar.end, Qt.MouseButton.LeftButton)
    assert autosave_path().exists()  # written at the end of the turn
    saved = json.loads(autosave_path().read_text())
    assert saved["actions"] == ["hire-specialist engineer", "end"]
    path = tmp_path / "game.json"
    assert window.save_to(path)
    other = create_window()
    other.modal_errors = False
    qtbot.addWidget(other)
    assert other.open_file(path)
    assert state_hash(other.controller.state) == state_hash(c.state)
    assert other.controller.bots == [False, False]
    assert "engineer" in other.controller.state.players[0].crew.specialists


def test_bad_save_is_a_message_and_the_game_goes_on(window, tmp_path):
    c = _start(window)
    window.play_text("hire-specialist engineer")
    before = state_hash(c.state)
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "npq-save", "version": 1, "config": {')
    assert not window.open_file(bad)
    assert window.errors and window.errors[-1][0] == "Cannot open the saved game"
    assert state_hash(c.state) == before
    window.play_text("end")
    assert c.current == 1


def test_forecast_slider_shows_a_coming_round(window):
    _start(window)
    window.forecast.setValue(3)
    state = window.controller.state
    # the windows show the disc as it stands (edition 4 turns it at set-up, L114)
    assert window.scene.shown_round == state.disc_round + 3
    assert f"round {state.round + 3} (forecast +3)" in window.weather_label.text()  # the game's
    assert all(item.forecast for item in window.scene.windows.values())
    areas = {a.id: a for a in window.board.weather_areas}
    for area_id, item in window.scene.windows.items():
        icon = window.disc.icon(areas[area_id], state.disc_round + 3)
        assert item.icon == (None if icon is None else str(icon))
    assert "forecast +3" in window.weather_label.text()
    window.forecast.setValue(0)
    assert not any(item.forecast for item in window.scene.windows.values())


def test_two_seat_game_against_a_bot_to_the_end(window, qtbot):
    """One human seat driven by the test, one greedy bot; a 2-round limit ends the game
    (section 9: an interrupted game is won by the most Bonds)."""
    c = _start(window, nations=("italy", "usa"), bots=(False, True), seed=3, max_rounds=2)
    window.bot_speed.setCurrentIndex(window.bot_speed.count() - 1)  # instant
    assert c.bot_delay_ms == 0
    human = 0
    turns = 0
    while not c.state.is_over:
        if c.current == human and not c.is_bot_turn:
            assert window.viewer == human  # one human: no pass screen
            assert not window.pass_screen.isVisible()
            if turns == 0:
                window.play_text("hire-specialist engineer")
            _click_button(window, "end")
            turns += 1
        else:
            qtbot.waitUntil(lambda: c.state.is_over or c.current == human, timeout=120_000)
    assert turns == 2
    outcome = c.state.outcome
    assert str(outcome.termination) == "interrupted"
    assert outcome.winners
    assert window.end_dialog.isVisible()
    assert c.player_name(outcome.winners[0]) in window.end_dialog.summary
    bot_lines = [line for line in c.log if line.player == 1]
    assert bot_lines  # the bot's turns are in the log
    assert not window.actions_bar.end.isEnabled()


def test_clicking_your_airship_picks_up_the_navigating_tool(window, qtbot):
    c = _start(window)
    pl = c.state.players[c.current]
    window.view.zoom_by(2.5)
    window.center_on(*pl.airship.pos)
    pos = _viewport_point(window, *pl.airship.pos)
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    assert window.tool.active and window.tool.kind == "airship"
    assert window.scene.miniatures[(c.current, "airship")].selected_for_move
    # the other player's miniatures are not yours to move
    window.stop_tool()
    other = c.state.players[1 - c.current]
    window.center_on(*other.airship.pos)
    pos = _viewport_point(window, *other.airship.pos)
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    assert not window.tool.active


def test_undo_stops_at_revealed_information(window):
    """Drawing a Strategy card reveals a card: undo may not take it back (rulebook 6)."""
    c = _start(window)
    window.play_text("hire-specialist engineer")
    assert c.can_undo
    draws = [a for a in window.actions_bar.legal["strategy"] if str(a) == "draw-strategy"]
    if not draws:
        pytest.skip("the hand is full: no Strategy card to draw")
    window.play(draws[0])
    assert not c.can_undo
    assert not window.actions_bar.undo.isEnabled()
    assert not c.undo()


def test_resume_the_autosaved_game_at_start(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from ui.app import create_window, offer_resume

    c = _start(window)
    window.play_text("hire-specialist engineer")
    QTest.mouseClick(window.actions_bar.end, Qt.MouseButton.LeftButton)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    fresh = create_window()
    fresh.modal_errors = False
    qtbot.addWidget(fresh)
    assert offer_resume(fresh)
    assert state_hash(fresh.controller.state) == state_hash(c.state)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    other = create_window()
    qtbot.addWidget(other)
    assert not offer_resume(other)
    assert not other.controller.has_game


def test_an_error_is_a_message_box_and_the_game_goes_on(window, qtbot):
    from PySide6.QtWidgets import QMessageBox

    c = _start(window)
    window.modal_errors = True
    window.show_error("Unexpected error", "something broke")
    box = window.findChild(QMessageBox, "error-box")
    assert box is not None and box.isVisible() and "something broke" in box.text()
    box.accept()
    window.play_text("hire-specialist engineer")
    assert "engineer" in c.state.players[c.current].crew.specialists


def test_tokens_on_the_map_flag_reservation_trap(window):
    """Declared mission: a flag on its target; reserved Arctic base: the Target Token;
    a trap card: face down on its Strategy circle (rulebook 6, 10)."""
    from ui.map.items import FlagItem, ReservationItem, TrapCardItem

    c = _start(window)
    seat = c.current
    declares = window.actions_bar.legal["declare"]
    assert declares
    window.play(declares[0])
    pl = c.state.players[seat]
    assert pl.active is not None
    flags = [t for t in window.scene.tokens if isinstance(t, FlagItem)]
    target = window.board.place(pl.active.target).point
    assert len(flags) == 1
    assert flags[0].pos() == board_to_scene(target.x, target.y)
    reserves = [a for a in window.actions_bar.legal["arctic"] if str(a).startswith("reserve")]
    window.play(reserves[0])
    base = c.state.players[seat].arctic
    assert base is not None
    tokens = [t for t in window.scene.tokens if isinstance(t, ReservationItem)]
    assert len(tokens) == 1
    row = [p.id for p in window.arctic.places].index(base)
    assert window.arctic.table.item(row, 2).text() == c.player_name(seat)
    traps = [a for a in window.actions_bar.legal["strategy"] if str(a).startswith("trap")]
    if traps:
        window.play(traps[0])
        assert any(isinstance(t, TrapCardItem) for t in window.scene.tokens)
        assert c.state.players[seat].trap is not None


def test_new_game_dialog_lets_any_table_leave_europe(window, qtbot):
    """Section 8 alternates ("if more players were to leave Europe") for any player count
    (issue 10 defect 5): the British Empire ticked in a 3-player game starts at Montreal with
    its ship at Goose Bay; Italy left unticked stays at Milano; Germany has no box."""
    from ui.dialogs import NewGameDialog

    dialog = NewGameDialog(seed=5)
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.nation_boxes[1].setCurrentIndex(dialog.nation_boxes[1].findData("british_empire"))
    dialog.nation_boxes[2].setCurrentIndex(dialog.nation_boxes[2].findData("italy"))
    boxes = dialog.alternate_boxes
    assert not boxes[0].isEnabled()  # Germany has no alternate start
    assert boxes[1].isEnabled() and not boxes[1].isChecked()  # 3 players: Europe by default
    assert "Montreal" in boxes[1].toolTip() and "Goose Bay" in boxes[1].toolTip()
    assert dialog.settings().alternates is None  # the rulebook's default
    boxes[1].click()
    s = dialog.settings()
    assert s.alternates == ("british_empire",)
    c = _start(window, s.nations, (False,) * 3, seed=5, alternates=s.alternates, first_player=0)
    britain, italy = c.state.players[1], c.state.players[2]
    assert britain.airship.place == "montreal" and britain.ship.place == "goose_bay"
    assert italy.airship.place == "milano"
    # 5 players: both leave Europe by default; unticking Italy keeps it at home
    dialog.players.setValue(5)
    dialog.nation_boxes[4].setCurrentIndex(dialog.nation_boxes[4].findData("france"))
    assert boxes[2].isChecked() and boxes[1].isChecked()
    assert dialog.settings().alternates is None  # both, as the rulebook has it
    boxes[2].click()
    assert dialog.settings().alternates == ("british_empire",)


def test_new_game_dialog_builds_the_engines_config(qtbot):
    from ui.dialogs import NewGameDialog

    dialog = NewGameDialog(seed=77)
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    # by default on three continents (section 8, "2 to 4 Players")
    assert dialog.settings().nations == ("germany", "japan", "usa")
    dialog.nation_boxes[1].setCurrentIndex(dialog.nation_boxes[1].findData("british_empire"))
    assert dialog.name_edits[1].placeholderText() == "British Empire"
    dialog.name_edits[0].setText("Nobile")
    dialog.bot_boxes[1].setChecked(False)
    s = dialog.settings()
    assert s.nations == ("germany", "british_empire", "usa")
    assert s.names == ("Nobile", "British Empire", "USA")
    assert s.bots == (False, False, True)
    assert s.seed == 77
    assert s.first_player is None  # drawn by lot unless a seat is chosen (section 8)
    dialog.first.setCurrentIndex(dialog.first.findData(2))
    assert dialog.settings().first_player == 2
    config = dialog.settings().config()
    assert config.first_player == 2
    assert config.nations == s.nations and config.max_rounds is None
    assert s.config().first_player is None
    # the engine refuses two players of one nation (section 8); the dialog shows its words
    dialog.nation_boxes[1].setCurrentIndex(dialog.nation_boxes[1].findData("germany"))
    dialog._accept()
    assert "one player only" in dialog.error.text()
    assert not dialog.result()


def test_long_action_menus_are_grouped(window):
    """The Strategy button's menu: one submenu per kind of action when the list is long."""
    c = _start(window)
    menu = window.actions_bar.menu_for("strategy")
    actions = window.actions_bar.legal["strategy"]
    entries = []

    def walk(m):
        for a in m.actions():
            if a.menu() is not None:
                walk(a.menu())
            elif a.data():
                entries.append(a.data())

    walk(menu)
    assert sorted(entries) == sorted(str(a) for a in actions)
    if len(actions) > 15:
        assert any(a.menu() is not None for a in menu.actions())
    # a mission card line tells the reward from the player's start (D11)
    assert "Bonds from your start" in window.hand.mission_titles()[0]
    assert c.state.players[c.current].missions
    # the list is headed "Mission cards": each line starts with the city, no "Mission: "
    assert not any(t.startswith("Mission:") for t in window.hand.mission_titles())


def test_sail_the_ship_to_a_port_by_mouse(window, qtbot):
    """Section 4 "Ships": point at a port (it snaps to the port), click, click again: the
    engine sails the ship; a double click on open water sails straight there."""
    c = _start(window)
    seat = c.current
    ship = c.state.players[seat].ship
    ports = [
        str(a).split()[1]
        for a in window.actions_bar.legal["sail"]
        if "," not in str(a) and " h" not in str(a)
    ]
    assert ports
    port = window.board.place(ports[0]).point
    _click_button(window, "sail")
    window.view.zoom_by(2.0)
    window.center_on(port.x, port.y)
    vp = window.view.viewport()
    pos = _viewport_point(window, port.x, port.y)
    QTest.mouseMove(vp, pos)
    assert window.tool.last.arrival is not None and window.tool.last.violation is None
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    assert window.tool.locked is not None and window.tool.waypoints == []
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    moved = c.state.players[seat].ship
    assert str(c.record.actions[-1]) == f"sail {ports[0]}"
    assert moved.pos != ship.pos and moved.place == ports[0]
    assert any("sails" in line for line in window.log_view.lines())


def test_double_click_sails_straight_to_open_water(window, qtbot):
    c = _start(window)
    seat = c.current
    sx, sy = c.state.players[seat].ship.pos
    target = (sx, sy - 0.5)
    if not window.board.is_water(target):
        pytest.skip("no open water south of the starting port on this board")
    _click_button(window, "sail")
    window.view.zoom_by(3.0)
    window.center_on(sx, sy)
    pos = _viewport_point(window, *target)
    QTest.mouseMove(window.view.viewport(), pos)
    QTest.mouseDClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    # issue 12: the double click declares the course; it sails on the confirm (Enter)
    assert not c.record.actions and window.tool.locked is not None
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    last = str(c.record.actions[-1])
    assert last.startswith("sail ") and "/" not in last  # one segment, no waypoint
    x, y = c.state.players[seat].ship.pos
    assert math.dist((x, y), target) < 0.05


def test_miniature_tooltip_names_player_and_state(window):
    c = _start(window)
    pl = c.state.players[c.current]
    window.view.zoom_by(3.0)
    window.center_on(*pl.airship.pos)
    text = window.view.tooltip_text(_viewport_point(window, *pl.airship.pos))
    assert c.player_name(c.current) in text and "airship" in text
    assert f"fuel {pl.airship.fuel}/{pl.range}" in text


def test_bots_play_visibly_at_the_chosen_speed(window, qtbot):
    """A bot's actions are spaced by the chosen delay (QTimer), not played in one go."""
    c = _start(window, nations=("japan", "ussr"), bots=(True, False), seed=8, first_player=0)
    window.bot_speed.setCurrentIndex(window.bot_speed.findData(450))
    assert c.bot_delay_ms == 450
    assert c.is_bot_turn and len(c.record.actions) == 0  # nothing yet: the timer is running
    started = time.monotonic()
    qtbot.wait(120)
    if time.monotonic() - started < 0.4:  # a loaded machine may stall the wait past the delay
        assert len(c.record.actions) == 0
    qtbot.waitUntil(lambda: len(c.record.actions) >= 1, timeout=30_000)
    qtbot.waitUntil(lambda: not c.is_bot_turn, timeout=120_000)
    assert window.viewer == 1 and window.actions_bar.end.isEnabled()
    assert any(line.player == 0 for line in c.log)


def test_event_words_for_wind_and_venture(window):
    """The log and the banner put the engine's events in words (rulebook 5, 6; D8, D10)."""
    from npq.content.cards import VentureLine, load_venture_deck
    from npq.game import Event, EventKind
    from ui.texts import describe_event

    card = next(iter(load_venture_deck()))
    geographical = card.outcome(VentureLine.GEOGRAPHICAL).text
    c = _start(window)
    wind = Event.make(EventKind.WIND, 1, 0, result="BW+12L", deviation=12.0, speed_change=-1)
    text = window._wind_text(wind)
    assert "BW+12L" in text and "12° left" in text and "headwind, Speed -1" in text
    venture = Event.make(
        EventKind.VENTURE_DRAWN,
        1,
        0,
        card="north_sea_gale",
        zone="x",
        zone_kind="obstacle",
        line=3,
        effects=[],
    )
    line = describe_event(venture, c)
    assert card.title in line and geographical in line
    window._events((venture,))
    assert window.banner.isVisible() and card.title in window.banner.text()


def test_a_finished_game_is_not_offered_for_resuming(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from ui.app import create_window, offer_resume

    c = _start(window, nations=("italy", "usa"), bots=(False, False), seed=3, max_rounds=1)
    window.play_text("end")
    window.pass_screen.button.click()
    window.play_text("end")
    assert c.state.is_over
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes
    )
    fresh = create_window()
    qtbot.addWidget(fresh)
    assert not offer_resume(fresh) and asked == []


def test_the_app_readies_the_compiled_walk_after_its_first_paint(qtbot, tmp_path, monkeypatch):
    import sys
    import threading

    import npq.nav
    from ui.app import open_app
    from ui.mainwindow import MainWindow

    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # open_app installs its own
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: None)
    ready = threading.Event()
    threads: list[str] = []

    def warm_up() -> bool:
        threads.append(threading.current_thread().name)
        ready.set()
        return True

    monkeypatch.setattr(npq.nav, "warm_up", warm_up)
    window = open_app()
    qtbot.addWidget(window)
    assert not ready.is_set()  # not before the window is drawn
    qtbot.waitUntil(ready.is_set, timeout=30_000)
    assert threads == ["npq-nav-warm-up"]  # off the GUI thread


def test_the_ussr_ship_can_sail_out_of_tomsk(window):
    """Tomsk lies on the Tom: no full 3 L straight sail is clear of land, but the Sail button
    is enabled all the same (shorter legal sails exist) and starts the Navigating Tool."""
    c = _start(window, nations=("ussr", "italy"))
    assert c.state.players[0].ship.place == "tomsk"
    sail = window.actions_bar.buttons["sail"]
    assert sail.isEnabled(), sail.toolTip()
    QTest.mouseClick(sail, Qt.MouseButton.LeftButton)
    assert window.tool.kind == "ship"


def test_failed_open_keeps_the_log_of_the_game(window, tmp_path):
    """Issue 15 item 7: a file that cannot be opened leaves the current game's log as it was."""
    _start(window)
    window.play_text("hire-specialist engineer")
    before = window.log_view.lines()
    assert len(before) >= 2, before
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "npq-save"')
    assert not window.open_file(bad)
    assert window.log_view.lines() == before


def test_player_names_are_plain_text_not_html(window, tmp_path):
    """Issue 15 item 8: a name from a save shows as typed on the pass screen, the player board,
    the map's tooltips and the end screen; it is never read as HTML."""
    from npq.game import GameConfig, save_game
    from ui.dialogs import EndGameDialog

    names = ("<b>Bold</b><img src=x>", "<i>Ita</i>&amp;")
    record = GameRecord.new(GameConfig(("italy", "germany"), names=names), 5)
    path = save_game(tmp_path / "html.json", record)
    assert window.open_file(path)
    seat = window.controller.current
    assert window.pass_screen.isVisible()
    assert window.pass_screen.label.textFormat() == Qt.TextFormat.PlainText
    assert window.pass_screen.label.text() == f"Pass to {names[seat]}"
    window.pass_screen.button.click()
    board = window.player_board
    shown = board.title.text()
    assert "&lt;b&gt;Bold&lt;/b&gt;" in shown or "&lt;i&gt;Ita&lt;/i&gt;&amp;amp;" in shown
    assert "<b>Bold</b>" not in shown.replace("<b style='font-size:12pt'>", "")
    tips = [m.tip for m in window.overlay_for(window.controller.state).miniatures]
    assert all("<img" not in t and "<i>Ita" not in t for t in tips)
    state = window.controller.state
    from dataclasses import replace as _replace

    from npq.game.state import Outcome, Termination

    over = _replace(state, outcome=Outcome(Termination.INTERRUPTED, (0,), 1, (240, 240)))
    dialog = EndGameDialog(over)
    assert "<img" not in dialog.summary and "&lt;img src=x&gt;" in dialog.summary


def test_name_fields_stop_at_the_longest_name():
    """Issue 15 item 2: the New game dialog takes at most MAX_NAME characters a name."""
    from npq.game.config import MAX_NAME
    from ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    assert all(edit.maxLength() == MAX_NAME for edit in dialog.name_edits)


def test_the_log_says_from_which_round_a_recovered_airship_may_fly() -> None:
    """Section 10 (docs/rules-decisions.md, "How long a recovered airship waits")."""
    from npq.game import Event, EventKind
    from ui.texts import describe_event

    class Names:
        def player_name(self, seat: int) -> str:
            return "Italy"

    ev = Event.make(
        EventKind.RECOVERED, 7, 0, place="cagliari", point=[0.0, 0.0], ground="water", until=8
    )
    line = describe_event(ev, Names())
    assert line == (
        "Italy's airship is recovered to Cagliari; it may take off again from round 8, "
        "fully restored."
    )


def test_new_game_dialog_offers_the_bot_levels(qtbot):
    """Easy, Normal and Hard are the random, greedy and expert bots (issue 14); Normal by
    default; the controller seats the chosen kind, the expert with a 1 s thinking cap."""
    from npq.bots import GreedyBot, RandomBot
    from npq.bots.expert import ExpertBot
    from ui.controller import make_bot
    from ui.dialogs import NewGameDialog

    dialog = NewGameDialog(seed=3)
    qtbot.addWidget(dialog)
    levels = [dialog.bot_level.itemData(i) for i in range(dialog.bot_level.count())]
    assert levels == ["random", "greedy", "expert"]
    assert dialog.settings().bot_kind == "greedy"
    assert dialog.bot_level.itemText(2).startswith("Hard")
    dialog.bot_level.setCurrentIndex(2)
    assert dialog.settings().bot_kind == "expert"
    hard = make_bot(1, "expert")
    assert isinstance(hard, ExpertBot) and hard.time_limit == 1.0
    assert isinstance(make_bot(1, "random"), RandomBot)
    assert isinstance(make_bot(1), GreedyBot)


def test_a_pending_hostile_card_shows_on_the_targets_board(window):
    """Section 6: a Strategy card played on a rival acts at the start of his turn; until then
    his board shows it, as the viewer may see it (npq.game.view_for decides what is face down;
    issue 10 defects 2 and 4)."""
    from dataclasses import replace

    from npq.game import view_for
    from npq.game.state import Pending

    c = _start(window, nations=("italy", "usa"), seed=5, first_player=0)
    state = c.state
    usa = replace(state.players[1], pending=(Pending("tax_audit", 0),))
    c.record = replace(c.record, state=replace(state, players=(state.players[0], usa)))
    window.viewer = 1
    window.refresh()
    label = window.player_board.pending
    assert label.isVisible() or not window.isVisible()
    seen = view_for(c.state, 1).players[1].pending[0].card
    if seen == "?":
        assert "a Strategy card (face down) from Italy" in label.text()
    else:
        assert "“Tax Audit” from Italy" in label.text()
    assert "start of this player's turn" in label.text()
    # hot-seat, the device not yet passed: nobody's private things are shown, the card played
    # on the player to act stays face down
    italy = replace(state.players[0], pending=(Pending("tax_audit", 1),))
    c.record = replace(c.record, state=replace(state, players=(italy, state.players[1])))
    window.viewer = None
    window.refresh()
    assert "“Tax Audit”" not in label.text()
    assert "a Strategy card (face down) from USA" in label.text()


def _older_edition_game():
    """Greedy bots play an edition-2 game (seed after seed) until an action is one edition 3
    refuses (an Arctic base serving before its mast, L999): that game's record up to it."""
    from npq.bots import make_bot
    from npq.bots.driver import Driver
    from npq.errors import RuleViolation
    from npq.game import GameConfig, apply, check, default_world, new_game

    world = default_world()
    for seed in range(1, 40):
        config = GameConfig(("italy", "japan"), max_rounds=6, first_player=0)
        record = GameRecord(config, seed, (), new_game(config, seed, world, edition=2), (), world)
        today = new_game(config, seed, world)  # the edition the app plays new games by
        driver = Driver({0: make_bot("greedy", seed), 1: make_bot("greedy", seed + 1)}, world)
        while record.state.outcome is None and len(record.actions) < 200:
            action = driver.choose(record.state)
            record, _ = record.play(action)
            if check(today, action) is not None:
                return record
            try:
                today, _ = apply(today, action, world)
            except RuleViolation:
                return record
    raise AssertionError("no edition-2 game of seeds 1-39 plays an action edition 3 refuses")


def test_an_opened_save_replays_its_log_by_its_own_edition_and_seats(window, tmp_path):
    """An older save's log is rebuilt by the rules it was played by (its edition), from the
    seat that took each action (the save's seats), as the save itself replays: every action
    logged, none refused ("could not be rebuilt")."""
    from npq.game import load_game, save_game

    record = _older_edition_game()
    path = save_game(tmp_path / "edition2.json", record)
    assert load_game(path).state.edition == 2 and len(load_game(path).seats) == len(record.actions)
    assert window.open_file(path)
    lines = window.log_view.lines()
    assert not any("could not be rebuilt" in line for line in lines), lines[-3:]
    c = window.controller
    names = {c.player_name(0), c.player_name(1)}
    # "R1  Italy: Fly to Belgrade": an action's line (its events' lines are indented further)
    played = [line for line in lines if line.split("  ", 1)[-1].split(":")[0] in names]
    assert len(played) == len(record.actions), (len(played), len(record.actions), lines[:6])
    assert state_hash(c.state) == state_hash(record.state)


def test_a_save_of_edition_6_lists_no_arctic_base_edition_7_added(window, tmp_path):
    """Edition 7 put Virgohamna on the board (docs/rules-decisions.md "Edition 7"): a game
    saved by edition 6 is played on the board it had (World.for_edition), so the Arctic base
    list hides the base and the rules refuse it; a new game lists it."""
    from npq.game import GameConfig, GameRecord, save_game
    from npq.game.actions import Action

    record = GameRecord.new(GameConfig(("italy", "japan")), 4, edition=6)
    record, _ = record.play(Action.parse("reserve kings_bay"))
    path = save_game(tmp_path / "edition6.json", record)
    assert window.open_file(path)
    c = window.controller
    assert c.state.edition == 6 and c.state.players[0].arctic == "kings_bay"
    rows = {p.id: r for r, p in enumerate(window.arctic.places)}
    table = window.arctic.table
    assert table.isRowHidden(rows["virgohamna"]) and not table.isRowHidden(rows["kings_bay"])
    c.new_game(GameConfig(("italy", "japan")), 4, [False, False])
    assert c.state.edition >= 7 and not table.isRowHidden(rows["virgohamna"])


def _edition6_save(tmp_path):
    """A two-player game saved by edition 6 (before Virgohamna, 57 Mission cards)."""
    from npq.game import GameConfig, GameRecord, save_game

    record = GameRecord.new(GameConfig(("italy", "japan")), 4, edition=6)
    return save_game(tmp_path / "edition6.json", record)


def _symbols_at(window, place_id: str) -> int:
    """How many of the static layer's drawings are centred on a place (its legend symbol)."""
    from ui.theme import SCALE

    p = window.world.board.place(place_id).point
    at = board_to_scene(p.x, p.y)
    found = 0
    for op in window.scene.static_layer._ops:
        box = op.path.controlPointRect()
        centre = box.center()
        near = abs(centre.x() - at.x()) < 1e-3 and abs(centre.y() - at.y()) < 1e-3
        found += near and box.width() < 0.5 * SCALE
    return found


def _range_places(window) -> set[str]:
    calc = window.range_calc
    return {
        str(combo.itemData(i)) for combo in (calc.origin, calc.target) for i in range(combo.count())
    }


def test_a_save_of_edition_6_is_drawn_on_the_board_it_had(window, tmp_path):
    """Edition 7 put Virgohamna on the board: an edition-6 save opened in the app shows the
    board of edition 6 (World.for_edition) -- no symbol, name, hover or click answer for the
    place, none in the Range tab's choosers, the Navigating Tool snapping to Kings Bay beside
    it -- and a new game (edition 8) shows it again."""
    v = window.world.board.place("virgohamna").point
    vx, vy = float(v.x), float(v.y)
    assert window.open_file(_edition6_save(tmp_path))
    c = window.controller
    assert c.state.edition == 6
    scene = window.scene
    ids = {p.id for p in scene.places}
    assert "virgohamna" not in ids and "kings_bay" in ids
    assert ids == {p.id for p in window.world.for_edition(6).board.places}
    assert window.board is scene.board is window.world.for_edition(6).board
    assert "Virgohamna" not in {label.text() for label in scene.labels}
    assert len(scene.labels) == len(scene.places) == len(window.world.board.places) - 1
    assert _symbols_at(window, "virgohamna") == 0 and _symbols_at(window, "kings_bay") > 0
    assert scene.place_at(vx, vy).id == "kings_bay"  # 0.18 L away, inside its ring
    assert "Virgohamna" not in scene.tooltip_at(vx, vy)
    assert window.tool.snap(vx, vy)[1] == "kings_bay"
    assert "virgohamna" not in _range_places(window) and "kings_bay" in _range_places(window)
    # a new game is of the current edition (7 and on): Virgohamna is on its board
    _start(window, ("italy", "japan"))
    assert c.state.edition >= 7 and window.board is window.world.board
    assert "virgohamna" in {p.id for p in scene.places}
    assert "Virgohamna" in {label.text() for label in window.scene.labels}
    assert _symbols_at(window, "virgohamna") > 0
    assert window.scene.place_at(vx, vy).id == "virgohamna"
    assert "Virgohamna" in window.scene.tooltip_at(vx, vy)
    assert window.tool.snap(vx, vy)[1] == "virgohamna"
    assert "virgohamna" in _range_places(window)


def test_the_missions_tab_lists_the_deck_of_the_games_edition(window, tmp_path):
    """Edition 7 made four Japanese ports Mission cards (61 cards, 57 before), edition 8
    eighteen places more (79): the Missions tab of an edition-6 save lists edition 6's deck, a
    new game's edition 8's."""
    from npq.game import default_world

    w = default_world()
    table = window.mission_table

    def deck() -> list[str]:  # the cities the From chooser offers
        return [str(table.start.itemData(i)) for i in range(table.start.count())]

    assert window.open_file(_edition6_save(tmp_path))
    assert len(deck()) == 57 and set(deck()) == set(w.mission_cards(6))
    assert "osaka" not in deck()
    assert all(row[0] != "Osaka" for row in table.rows())
    assert len(table.rows()) == 56  # every other city of the deck from the one chosen
    _start(window, ("italy", "japan"))
    from npq.game.state import EDITION

    current = w.mission_cards(EDITION)
    assert len(deck()) == len(current) and set(deck()) == set(current)
    assert {"osaka", "guaymas", "sasebo"} <= set(deck()) and len(table.rows()) == len(current) - 1
    assert "belgrade" not in deck() and "algiers" not in deck()  # edition 9 retired them


def test_the_game_map_of_an_edition_6_save_is_drawn_on_its_board(window, tmp_path, monkeypatch):
    """Game → Export the game map draws an edition-6 save on the board of edition 6."""
    import npq.plot.game_map as game_map

    drawn: list[set[str]] = []
    monkeypatch.setattr(
        game_map, "draw_board", lambda ax, board, **_k: drawn.append({p.id for p in board.places})
    )
    assert window.open_file(_edition6_save(tmp_path))
    assert window.export_game_map(tmp_path / "edition6.png") is not None
    _start(window, ("italy", "japan"))
    assert window.export_game_map(tmp_path / "edition7.png") is not None
    assert len(drawn) == 2
    assert "virgohamna" not in drawn[0] and "kings_bay" in drawn[0]
    assert "virgohamna" in drawn[1]
