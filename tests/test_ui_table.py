"""Issue 12, at the table: the findings left after the guide and the safety work, each under
pytest-qt (offscreen): the Sail tool's words, confirm step and turning points; the map's
tooltips and the Navigating Tool's box; the side panel's scroll, the New game dialog's error
and remembered seats, the tool bar and the weather slider, the solo end screen; the colour
chosen per seat."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionSlider

from npq.game import GameConfig
from tests._ui_helpers import new_window, start
from ui.dialogs import NewGameDialog
from ui.map.geometry import board_to_scene
from ui.texts import SOLO_SHORT


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _open_water(board: Any, start: tuple[float, float], away: float) -> tuple[float, float]:
    """A point of open water ``away`` Lengths from ``start``, with open water on the way and
    no port ring there (so a click on it is a turning point, not a port)."""
    for heading in range(0, 360, 10):
        h = math.radians(heading)
        p = (start[0] + away * math.cos(h), start[1] + away * math.sin(h))
        steps = [
            (start[0] + t / 10 * (p[0] - start[0]), start[1] + t / 10 * (p[1] - start[1]))
            for t in range(1, 11)
        ]
        if all(board.is_water(q) for q in steps) and not board.places_near(p):
            far = (start[0] + 2 * away * math.cos(h), start[1] + 2 * away * math.sin(h))
            if board.is_water(far) and not board.places_near(far):
                return p
    raise AssertionError("no open water around the ship")


# -- 4. the Sail tool ---------------------------------------------------------------------------
def test_the_sail_tool_says_what_a_click_does_and_asks_before_sailing(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"), seed=5)
    pl = c.state.players[0]
    ship = pl.ship.pos
    turn = _open_water(w.board, ship, 0.8)
    w.start_tool("ship")
    w._hovered(*turn)
    lines = w.scene.nav_item.info_lines()
    # a click on open water adds a turning point: the box says so, not "declare this course"
    assert "click: turn here" in lines[-1] and "double-click" in lines[-1]
    assert "declare this course" not in lines[-1]
    assert "double-click" in w.statusBar().currentMessage()
    # a turning point
    w._clicked(*turn)
    assert w.tool.waypoints == [w.tool.snap(*turn)[0]]
    # no second turning point a hair from the first (the save held two points 0.01 L apart)
    hair = (turn[0] + 0.01, turn[1])
    w._hovered(*hair)
    assert "too close" in w.scene.nav_item.info_lines()[-1]
    w._clicked(*hair)
    assert len(w.tool.waypoints) == 1
    assert "Too close" in w.statusBar().currentMessage()
    # a double click a hair further on ends the course there: its own first click's turning
    # point is taken back, and it does NOT sail yet (a confirm step)
    end_dir = (turn[0] - ship[0], turn[1] - ship[1])
    end = (turn[0] + 0.4 * end_dir[0], turn[1] + 0.4 * end_dir[1])
    if not w.board.is_water(end) or w.board.places_near(end):
        end = _open_water(w.board, turn, 0.5)
    actions_before = len(c.record.actions)
    w._clicked(*end)  # the double click's first click adds a turning point ...
    assert len(w.tool.waypoints) == 2
    w._double_clicked(end[0] + 0.02, end[1])  # ... which the double click takes back
    assert len(w.tool.waypoints) == 1
    assert w.tool.locked is not None
    assert len(c.record.actions) == actions_before  # declared, not sailed
    assert "click it again or press Enter" in w.scene.nav_item.info_lines()[-1]
    assert "click it again or press Enter" in w.statusBar().currentMessage()
    # the confirm: a click on the declared end sails, by one turning point
    w._clicked(end[0] + 0.02, end[1])
    assert len(c.record.actions) == actions_before + 1
    sail = c.record.actions[-1]
    assert str(sail).startswith("sail ") and len(sail.via) == 1
    assert c.state.players[0].ship.pos != ship


def test_a_double_click_declares_a_flight_without_flying(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"), seed=5)
    target = w.board.place("rome").point
    w.start_tool("airship")
    w._double_clicked(target.x, target.y)
    assert w.tool.locked is not None and list(c.record.actions) == []
    w.confirm_move()
    assert [str(a) for a in c.record.actions] == ["fly rome"]


# -- 5. tooltips and the Navigating Tool's box --------------------------------------------------
def test_the_map_is_quiet_while_the_navigating_tool_is_out(qtbot: Any) -> None:
    w = new_window(qtbot)
    start(w, nations=("italy", "germany"), seed=5)
    rome = w.board.place("rome").point
    at = w.view.mapFromScene(board_to_scene(rome.x, rome.y))
    assert "Rome" in w.view.tooltip_text(at)
    w.start_tool("airship")
    w._hovered(rome.x, rome.y)
    assert w.view.tooltip_text(at) == ""  # the tooltip covered the preview
    # the preview's own box names what the mouse points at
    assert any("Rome" in line for line in w.scene.nav_item.info_lines())
    w.stop_tool()
    assert "Rome" in w.view.tooltip_text(at)


def test_the_navigating_tools_box_stays_inside_the_map(qtbot: Any) -> None:
    w = new_window(qtbot, size=(1024, 700))
    start(w, nations=("italy", "germany"), seed=5)
    item = w.scene.nav_item
    w.start_tool("airship")
    rome = w.board.place("rome").point
    w._hovered(rome.x, rome.y)
    lines = item.info_lines()
    size, _ = item._box_size(lines)
    viewport = QRectF(w.view.viewport().rect())
    for tip in (
        QPointF(viewport.right() - 6, viewport.center().y()),  # the right edge (cut off before)
        QPointF(viewport.center().x(), viewport.bottom() - 6),
        QPointF(viewport.right() - 6, viewport.bottom() - 6),
    ):
        box = item.info_box_rect(tip, size, viewport)
        assert viewport.contains(box), (tip, box, viewport)
        assert not box.contains(tip)  # beside the tip, not over it
    # where there is room it sits below right of the tip, as before
    room = QPointF(viewport.left() + 20, viewport.top() + 20)
    assert item.info_box_rect(room, size, viewport).topLeft() == room + QPointF(14, 10)


def _water_leg(board: Any, a: tuple[float, float], b: tuple[float, float]) -> bool:
    steps = [(a[0] + t / 12 * (b[0] - a[0]), a[1] + t / 12 * (b[1] - a[1])) for t in range(13)]
    return all(board.is_water(q) for q in steps[1:]) and not board.places_near(b)


def test_the_navigating_tools_box_leaves_a_ships_first_segment_in_view(qtbot: Any) -> None:
    """A ship's course that turns back toward its start ran its first segment under the box
    (put below right of the tip whatever the path did): the box now takes the corner of the
    tip that covers none of the path, on the real board and the real view."""
    from ui.map.navtool import covered_length

    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"), seed=5)
    view, item = w.view, w.scene.nav_item
    ship = c.state.players[0].ship.pos
    view.zoom_by(3.0)  # zoomed in to sail, as a player does
    w.center_on(*ship)
    viewport = QRectF(view.viewport().rect())

    def px(p: tuple[float, float]) -> QPointF:
        return view.mapFromScene(board_to_scene(*p)).toPointF()

    # a course out and back again: the end a little beside the first segment, where the box
    # below right of it lies over that segment
    w.start_tool("ship")
    found = None
    for a in range(0, 360, 15):
        out = (ship[0] + 1.2 * math.cos(math.radians(a)), ship[1] + 1.2 * math.sin(math.radians(a)))
        if not _water_leg(w.board, ship, out):
            continue
        for turn in (150, 160, 170, -150, -160, -170):
            b = math.radians(a + turn)
            end = (out[0] + 1.0 * math.cos(b), out[1] + 1.0 * math.sin(b))
            if not _water_leg(w.board, out, end):
                continue
            w.tool.waypoints = [out]
            preview = w.tool.preview(*end)
            if preview is None or preview.violation:
                continue
            item.set_preview(preview, w._pixel())
            size, _ = item._box_size(item.info_lines())
            first = [px(ship), px(out)]
            old = item.info_box_rect(px(end), size, viewport)  # below right, the path unseen
            if viewport.contains(old) and covered_length(old, first) > 20:
                found = (out, end)
                break
        if found:
            break
    assert found, "no course out and back around the ship"
    out, end = found
    # played as a player does: a click turns at ``out``, the mouse rests on ``end``
    w.stop_tool()
    w.start_tool("ship")
    w._clicked(*out)
    assert w.tool.waypoints == [w.tool.snap(*out)[0]]
    w._hovered(*end)
    view.viewport().grab()  # paint it
    box = item.last_box
    assert not box.isEmpty()
    assert box == item.placed_box(view.viewportTransform(), viewport)
    path = [px(p) for p in item.preview.path]
    assert len(path) == 3 and item.preview.path[0] == pytest.approx(ship)
    assert covered_length(box.adjusted(-2, -2, 2, 2), path[:2]) == 0.0  # the first segment
    assert covered_length(box.adjusted(-2, -2, 2, 2), path) == 0.0  # and the whole course
    assert viewport.contains(box) and not box.contains(path[-1])


# -- 6. the glitches ----------------------------------------------------------------------------
def test_the_side_panel_shows_each_player_from_the_top(qtbot: Any) -> None:
    w = new_window(qtbot, size=(1024, 700))
    c = start(w, nations=("italy", "germany"), bots=(False, False), seed=5)
    bar = w.left_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the side panel should scroll at 1024x700"
    bar.setValue(bar.maximum())
    w.refresh()  # the same player: the scroll stays where he put it
    assert bar.value() == bar.maximum()
    w.play_text("end")
    assert c.current == 1 and w.pass_screen.isVisible()
    w.pass_screen.button.click()
    QApplication.processEvents()
    assert bar.value() == 0


def test_the_new_game_dialog_clears_its_error_and_remembers_the_seats(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = NewGameDialog(seed=3)
    qtbot.addWidget(dialog)
    dialog.nation_boxes[1].setCurrentIndex(dialog.nation_boxes[0].currentIndex())
    dialog._accept()
    assert dialog.error.text() and dialog.result() == 0
    dialog.nation_boxes[1].setCurrentIndex((dialog.nation_boxes[0].currentIndex() + 1) % 7)
    assert dialog.error.text() == ""  # the error went with its cause
    dialog._accept()
    assert dialog.result() == 1

    # the window's dialog offers the last game's seats again (the seed is drawn afresh)
    w = new_window(qtbot)
    seen: list[NewGameDialog] = []

    def fill(self: NewGameDialog) -> int:
        seen.append(self)
        if len(seen) == 1:
            self.players.setValue(3)
            self.name_edits[0].setText("Amundsen")
            self.name_edits[2].setText("Nobile")
            self.nation_boxes[2].setCurrentIndex(self.nation_boxes[2].findData("italy"))
            self.bot_boxes[1].setChecked(False)
            return 1
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", fill)
    w.new_game_dialog()
    assert w.controller.state.config.names[0] == "Amundsen"
    w.controller.pause(True)
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.question",
        lambda *a, **k: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Yes,
    )
    w.new_game_dialog()
    again = seen[1]
    assert again.players.value() == 3
    assert [again.name_edits[i].text() for i in range(3)] == ["Amundsen", "", "Nobile"]
    assert again.nation_boxes[2].currentData() == "italy"
    assert not again.bot_boxes[1].isChecked()


def _slider_x(w: Any) -> int:
    return w.forecast.mapTo(w, QPoint(0, 0)).x()


def test_the_tool_bar_does_not_jump_and_the_weather_slider_drags(qtbot: Any) -> None:
    w = new_window(qtbot)
    start(w, nations=("italy", "germany"), seed=5)
    QApplication.processEvents()
    width, x = w.weather_label.width(), _slider_x(w)
    w.forecast.setValue(12)
    QApplication.processEvents()
    assert "forecast +12" in w.weather_label.text()
    assert (w.weather_label.width(), _slider_x(w)) == (width, x)
    w.forecast.setValue(0)
    QApplication.processEvents()
    # a drag with the mouse, the window laid out between moves, follows the mouse
    s = w.forecast
    opt = QStyleOptionSlider()
    s.initStyleOption(opt)
    handle = s.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, s
    )
    y = handle.center().y()
    QTest.mousePress(s, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, handle.center())
    for dx in range(0, s.width(), 8):
        QTest.mouseMove(s, QPoint(handle.center().x() + dx, y))
        QApplication.processEvents()
    QTest.mouseRelease(
        s, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(s.width() - 1, y)
    )
    assert s.value() == s.maximum()
    assert _slider_x(w) == x


def test_the_solo_end_screen_and_the_log_tell_the_same_ending(qtbot: Any, tmp_path: Path) -> None:
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    w = new_window(qtbot, size=(1280, 800))
    watcher = start_solo(w, tmp_path, setup=SoloSetup("germany", (4,), (), seed=11))
    assert watcher is not None
    w.interrupt_game(confirm=False)
    w.play_text("end")
    assert w.controller.state.is_over
    last = w.log_view.lines()[-1]
    assert SOLO_SHORT in last and "called off" in last and "wins" not in last
    assert SOLO_SHORT in w.statusBar().currentMessage()
    screen = watcher.end_screen
    assert screen is not None
    headline = screen.findChildren(type(w.weather_label))[0].text()
    assert "short of the Pole" in headline and "scored as it stands" in headline
    screen.close()


# -- 1. a colour per seat -----------------------------------------------------------------------
def test_a_colour_chosen_per_seat_is_used_and_saved(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtGui import QColor

    from ui.theme import piece_colour, seat_background

    dialog = NewGameDialog(seed=3)
    qtbot.addWidget(dialog)
    assert dialog.colour_boxes[0].currentData() is None  # the nation's own by default
    # the longest nation's own colour reads whole once chosen in the open dialog (it was cut
    # to "British Emp")
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.nation_boxes[0].setCurrentIndex(dialog.nation_boxes[0].findData("british_empire"))
    QApplication.processEvents()
    box = dialog.colour_boxes[0]
    assert box.currentText() == "British Empire's"
    words = box.fontMetrics().horizontalAdvance(box.currentText())
    assert box.width() >= words + box.iconSize().width() + 20, (box.width(), words)
    dialog.colour_boxes[1].setCurrentIndex(dialog.colour_boxes[1].findData("#00838f"))
    assert dialog.settings().colours == (None, "#00838f")
    # two seats may not pick the same colour
    dialog.colour_boxes[0].setCurrentIndex(dialog.colour_boxes[0].findData("#00838f"))
    dialog._accept()
    assert "same colour" in dialog.error.text() and dialog.result() == 0

    w = new_window(qtbot)
    w.start_game(GameConfig(("germany", "japan")), 5, [False, True], [None, "#00838f"])
    c = w.controller
    teal = QColor("#00838f")
    # the board: Japan's airship and ship in teal, Germany's in its own shade
    assert w.scene.miniatures[(1, "airship")].colour == "#00838f"
    assert w.scene.miniatures[(0, "airship")].colour is None
    assert piece_colour("japan", "#00838f") == teal
    # the players table and the log on the seat's tint
    assert w.players_table.item(1, 0).background().color() == seat_background("japan", "#00838f")
    assert w.players_table.item(0, 0).background().color() == seat_background("germany")
    c.run_bots() if c.is_bot_turn else None
    w.play_text("end")
    c.run_bots()
    japan_lines = [
        w.log_view.item(i)
        for i in range(w.log_view.count())
        if getattr(w.log_view.item(i).data(Qt.ItemDataRole.UserRole), "player", None) == 1
    ]
    assert japan_lines
    tint = seat_background("japan", "#00838f").lighter(115)
    assert all(item.background().color() == tint for item in japan_lines)
    # the player board's title square
    w.player_board.show_player(c.state, 1, (), "#00838f")
    assert "#00838f" in w.player_board.title.text()
    # saved beside the game, and back when it is opened
    path = tmp_path / "game.npq.json"
    assert w.save_to(path)
    other = new_window(qtbot)
    assert other.open_file(path)
    assert other.controller.colours == [None, "#00838f"]
    assert other.scene.miniatures[(1, "ship")].colour == "#00838f"


# -- 2. the planned route on the map ------------------------------------------------------------
def _planned(qtbot: Any, w: Any) -> Any:
    """The Range tab opened (planning starts), and its plan once made."""
    weather = w.range_calc.weather
    w.tabs.setCurrentWidget(w.range_page)
    qtbot.waitUntil(lambda: weather.plan is not None, timeout=180_000)
    return weather.plan


def test_the_weather_plan_is_drawn_on_the_map_and_flies_its_next_leg(qtbot: Any) -> None:
    from npq.nav.planner import plan_route

    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"), bots=(False, True), seed=5)
    weather = w.range_calc.weather
    assert weather.request is None  # nothing planned in the background before the tab opens
    plan = _planned(qtbot, w)
    # the plan of the airship to play, as the engine's planner makes it
    request = weather.request
    assert request is not None
    assert (request.origin, request.round_no, request.fuel) == ("milano", 1, 4)
    # against the game's own disc (edition 4 turns it at set-up, L114)
    assert request.notches == c.state.disc_notches != 0
    disc = w.disc.turned(c.state.disc_notches)
    assert plan == plan_route(
        w.board, "milano", request.target, speed=4, range_=4, fuel=4, round_no=1, disc=disc
    )
    assert plan.reachable and plan.turns
    # on the map: a marker per flying turn ("T1 R1" ...), the stops, the start and the target
    marks = w.route_item.marks()
    legs = [m.label for m in marks if m.kind == "leg"]
    flights = [t for t in plan.turns if t.action == "fly"]
    assert [label.split(" · ")[0] for label in legs] == [
        f"T{t.turn} R{t.round_no}" for t in flights
    ]
    assert len([m for m in marks if m.kind == "stop"]) == len(plan.stops)
    assert {m.kind for m in marks} >= {"start", "target", "leg"}
    assert w.route_item.boundingRect().isValid()
    # the turns in words in the tab
    assert weather.text.text().splitlines()[0].startswith("T1 · R1")
    # not drawn when unticked
    weather.on_map.setChecked(False)
    assert w.route_item.plan is None
    weather.on_map.setChecked(True)
    assert w.route_item.plan == plan
    # "Fly the next leg" lays the Navigating Tool, declared toward the first leg's end
    assert weather.fly_button.isEnabled()
    weather.fly_button.click()
    leg = plan.path[1]
    assert w.tool.active and w.tool.locked is not None
    assert str(w.tool.action()) == f"fly {leg}"
    assert c.record.actions == ()  # declared, not flown
    w.confirm_move()
    assert [str(a) for a in c.record.actions] == [f"fly {leg}"]
    # a move re-plans from where the airship is, for the next round
    replan = _planned(qtbot, w)
    request = weather.request
    assert request.round_no == 2 and request.origin == c.state.players[0].airship.place
    assert replan.from_round == 2
    # hiring a Commander (the crew) re-plans with him aboard
    w.play_text("hire-commander " + next(iter(_commanders(c))))
    qtbot.waitUntil(
        lambda: weather.request is not None and weather.request.commander, timeout=30_000
    )
    assert weather.commander.isChecked()
    _planned(qtbot, w)
    # a new round re-plans from it
    w.play_text("end")
    c.run_bots()
    qtbot.waitUntil(lambda: c.current == 0 and not c.is_bot_turn, timeout=60_000)
    qtbot.waitUntil(lambda: weather.request is not None and weather.request.round_no == 2)


def test_the_range_tab_and_the_map_read_the_disc_a_telegram_held(qtbot: Any) -> None:
    """A Telegram that held the weather leaves the disc a notch behind the game's round for
    good (``State.disc_round``, as the engine reads the weather, 1B): in round 2 with the
    disc held once it shows round 1. The Range tab plans the game's round 2 on the disc a notch
    behind (round 1's sky), the map's windows show round 1's icons (the label names the game's
    round 2), and the Navigating
    Tool reads the weather at the airship from the same round (the position built directly:
    Italy's airship on Milano, seed 5)."""
    import dataclasses

    from npq.nav.planner import plan_route

    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"), bots=(False, True), seed=5)
    # the disc as assembled at set-up (edition 4 turns it by lot, L114: the position is built)
    held = dataclasses.replace(c.state, round=2, weather_lag=1, disc_start=0)
    assert held.disc_round == 1 and held.disc_notches == -1
    c.record = dataclasses.replace(c.record, state=held)
    c.changed.emit()
    plan = _planned(qtbot, w)
    request = w.range_calc.weather.request
    assert request is not None and request.origin == "milano"
    # the tab's Round is the game's (2), read on the disc a notch behind: its round 1's sky
    assert (request.round_no, request.notches) == (2, -1) and plan.from_round == 2
    assert w.range_calc.weather.round.value() == 2
    assert plan == plan_route(
        w.board,
        "milano",
        request.target,
        speed=4,
        range_=4,
        fuel=4,
        round_no=2,
        disc=w.world.disc.turned(-1),
    )
    on_disc = plan_route(w.board, "milano", request.target, speed=4, range_=4, fuel=4, round_no=1)
    assert plan.turns[0].icon == on_disc.turns[0].icon
    assert w.scene.round_no == 1 and w.scene.shown_round == 1
    assert "round 2" in w.weather_label.text()
    w.set_forecast(3)
    assert (w.scene.round_no, w.scene.shown_round) == (1, 4)
    assert "round 5" in w.weather_label.text()
    w.set_forecast(0)
    disc = w.world.disc
    milano = w.board.weather_area_at(w.board.place("milano").xy)
    assert disc.icon(milano, 1) is not disc.icon(milano, 2)
    w.tool.start("airship", c.state)
    assert w.tool.start_icon() is disc.icon(milano, 1)
    w.tool.stop()


def _pick(w: Any, place: str) -> None:
    """The player chooses the Range tab's To by hand (the combo's activated signal)."""
    combo = w.range_calc.target
    i = combo.findData(place)
    combo.setCurrentIndex(i)
    combo.activated.emit(i)


def test_the_range_tab_follows_the_airship_its_mission_the_seat_and_the_game(
    qtbot: Any,
) -> None:
    """The Range tab's To was kept from whatever was there: the mission just completed (the
    airship standing on it: "Already there"), the previous player's target in hot-seat, the
    previous game's target in a new game."""
    from npq.nav import distance_between

    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"), seed=41)
    calc, weather = w.range_calc, w.range_calc.weather
    w.tabs.setCurrentWidget(w.range_page)
    pl = c.state.players[0]
    assert pl.airship.place == "milano" and pl.missions == ("rome", "winnipeg", "tehran")
    # no mission declared yet: the nearest of the Mission cards in hand
    assert calc.target.currentData() == "rome"
    assert (weather.request.origin, weather.request.target) == ("milano", "rome")
    # a To picked by hand is kept ...
    _pick(w, "london")
    assert weather.request.target == "london"
    # ... until a mission is declared: the tab measures it
    w.play_text("declare rome")
    assert calc.target.currentData() == "rome" and weather.request.target == "rome"
    # the airship flies onto Rome and completes the mission: the tab moves on to the next
    # card from Rome (it stayed on Rome: "Already there")
    w.play_text("fly rome")
    pl = c.state.players[0]
    assert pl.airship.place == "rome" and pl.active is None and pl.completed[0].target == "rome"
    nearest = min(pl.missions, key=lambda t: distance_between(w.board, "rome", t))
    assert nearest != "rome"
    assert calc.target.currentData() == nearest
    plan = _planned(qtbot, w)
    assert (plan.start_id, plan.end_id, plan.from_round) == ("rome", nearest, 2)
    assert w.route_item.plan == plan
    # hot-seat: Germany's tab shows Germany's target, not Italy's
    w.play_text("end")
    if w.pass_screen.isVisible():
        w.pass_screen.button.click()
    assert c.current == 1 and w.viewer == 1
    de = c.state.players[1]
    assert calc.target.currentData() == min(
        de.missions, key=lambda t: distance_between(w.board, de.airship.place, t)
    )
    # a To picked by hand stays while the airship moves without reaching it
    _pick(w, "london")
    fly = next(
        str(a) for a in c.legal_actions() if str(a).startswith("fly ") and "london" not in str(a)
    )
    w.play_text(fly)
    assert c.state.players[1].airship.place != "london"
    assert calc.target.currentData() == "london" and weather.request.target == "london"
    # a new game: nothing of the last one's target or plan
    start(w, nations=("france", "germany"), seed=3)
    fr = c.state.players[0]
    assert fr.airship.place == "cuers_pierrefeu"
    expected = min(fr.missions, key=lambda t: distance_between(w.board, "cuers_pierrefeu", t))
    assert calc.target.currentData() == expected != "london"
    assert calc.picked is None and w.route_item.plan is None  # the old plan left the map
    assert (weather.request.origin, weather.request.target) == ("cuers_pierrefeu", expected)
    plan = _planned(qtbot, w)
    assert (plan.start_id, plan.end_id, plan.from_round) == ("cuers_pierrefeu", expected, 1)


def _commanders(c: Any) -> list[str]:
    return [str(a).split()[1] for a in c.legal_actions() if str(a).startswith("hire-commander ")]


def test_the_apps_plan_is_the_clis_and_the_plots(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 18: the same plan from the CLI (npq calc range --round), the plot (npq plot
    route) and the app's Range tab: Tomsk -> Kings Bay from round 3 at Speed 3, Range 4."""
    import json

    from typer.testing import CliRunner

    import npq.plot.weather_route as weather_route
    from npq.cli import app
    from npq.cli.calc import route_report
    from npq.game.rules import dry_bases

    w = new_window(qtbot)
    c = start(w, nations=("ussr", "germany"), bots=(False, True), seed=5)
    weather = w.range_calc.weather
    _planned(qtbot, w)
    weather.set_context(
        round_no=3,
        fuel=4,
        integrity=3,
        commander=False,
        scientist=False,
        max_integrity=3,
        dry=dry_bases(c.state, w.world),  # as the window passes them (edition 3: no mast yet)
    )
    w.range_calc.set_route("tomsk", "kings_bay", 3, 4)
    qtbot.waitUntil(
        lambda: weather.plan is not None and weather.plan.from_round == 3, timeout=180_000
    )
    plan = weather.plan
    assert weather.request.origin == "tomsk" and weather.request.speed == 3
    # the CLI's plan, as JSON
    runner = CliRunner()
    args = ["tomsk", "kings_bay", "--speed", "3", "--range", "4", "--round", "3"]
    result = runner.invoke(app, ["calc", "range", *args, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["route"] == json.loads(
        json.dumps(route_report(w.board, plan), ensure_ascii=False)
    )
    # the plot's plan
    drawn: list[Any] = []
    real = weather_route.render_weather_route

    def spy(board: Any, route: Any, out: Path, **kw: Any) -> Any:
        drawn.append(route)
        return real(board, route, out, **kw)

    monkeypatch.setattr(weather_route, "render_weather_route", spy)
    out = tmp_path / "route.png"
    result = runner.invoke(app, ["plot", "route", *args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert drawn == [plan] and out.stat().st_size > 0
    # the wind bands drawn on the map are the plan's
    fans = [m for m in w.route_item.marks() if m.kind == "fan"]
    assert [m.label for m in fans] == [f"T{t.turn}" for t in plan.turns if t.band]
    assert fans, "this plan flies through wind"
    waits = [m for m in w.route_item.marks() if m.kind == "wait"]
    assert len(waits) == (1 if plan.waits else 0)
    # a plan that waits this turn has no leg to fly now
    assert (plan.turns[0].action == "wait") == (not weather.fly_button.isEnabled())


def test_the_app_plans_no_stop_where_no_fuel_is_sold_as_the_cli_and_the_plot(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 18 with issue 17's ruling 3: in an edition-3 game the Range tab passes the places
    that sell no fuel (the Arctic bases without a Mooring Mast, npq.game.rules.dry_bases) to
    the planner, as the CLI and the plot do by the current edition: Archangel -> Etah at Speed
    3, Range 3 from round 2 refuelled at Winter Harbour (an Arctic base) before; now all three
    go by Murmansk and Coppermine and never stop at an Arctic base."""
    import json

    from typer.testing import CliRunner

    import npq.plot.weather_route as weather_route
    from npq.cli import app
    from npq.cli.calc import route_report
    from npq.game.rules import dry_bases

    w = new_window(qtbot)
    c = start(w, nations=("ussr", "germany"), bots=(False, True), seed=5)
    assert c.state.edition >= 8
    weather = w.range_calc.weather
    _planned(qtbot, w)
    arctic = frozenset(w.world.arctic_bases)
    # the game's own judgement, passed with the request the tab sent
    assert weather.request.dry == dry_bases(c.state, w.world) == arctic
    w.range_calc.set_route("archangel", "etah", 3, 3)
    # the game's round whose disc shows what the assembled disc shows in round 2 (edition 4
    # turns each game's disc at set-up)
    notches = c.state.disc_notches
    rnd = (2 - notches - 1) % 36 + 1
    weather.round.setValue(rnd)
    weather.fuel.setValue(3)
    qtbot.waitUntil(
        lambda: (
            weather.plan is not None
            and (weather.plan.end_id, weather.plan.from_round, weather.plan.fuel_now)
            == ("etah", rnd, 3)
        ),
        timeout=180_000,
    )
    plan = weather.plan
    assert weather.request.dry == arctic and weather.request.integrity == 3
    assert plan.path == ("archangel", "murmansk", "coppermine", "etah")
    assert not set(plan.stops) & arctic
    assert not any(t.stop in arctic for t in plan.turns if t.stop)
    runner = CliRunner()
    disc = str(notches)  # the game's disc, turned at set-up (edition 4)
    args = [
        "archangel",
        "etah",
        "--speed",
        "3",
        "--range",
        "3",
        "--round",
        str(rnd),
        "--disc",
        disc,
    ]
    result = runner.invoke(app, ["calc", "range", *args, "--fuel", "3", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["route"] == json.loads(
        json.dumps(route_report(w.board, plan), ensure_ascii=False)
    )
    drawn: list[Any] = []
    real = weather_route.render_weather_route

    def spy(board: Any, route: Any, out: Path, **kw: Any) -> Any:
        drawn.append(route)
        return real(board, route, out, **kw)

    monkeypatch.setattr(weather_route, "render_weather_route", spy)
    out = tmp_path / "route.png"
    result = runner.invoke(app, ["plot", "route", *args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert drawn == [plan] and out.stat().st_size > 0
    # the stops drawn on the map are the plan's, none at an Arctic base
    stops = [m for m in w.route_item.marks() if m.kind == "stop"]
    assert len(stops) == len(plan.stops) == 2


def test_the_range_tab_fits_a_1024_by_700_window(qtbot: Any) -> None:
    w = new_window(qtbot, size=(1024, 700))
    start(w, nations=("italy", "germany"), bots=(False, True), seed=5)
    _planned(qtbot, w)
    w.tabs.setCurrentWidget(w.range_page)
    QApplication.processEvents()
    page = w.range_page
    # nothing wider than the panel (no horizontal cut), and the long plan scrolls
    assert w.range_calc.minimumSizeHint().width() <= page.viewport().width()
    assert w.range_calc.width() <= page.viewport().width()
    bar = page.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=30_000)  # once the layout has caught up
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    button = w.range_calc.weather.fly_button
    top_left = button.mapTo(page.viewport(), QPoint(0, 0))
    assert page.viewport().rect().contains(top_left)


# -- 3. the hop onto the base in whose ring the airship stands ------------------------------------
def _fly_with_the_tool(w: Any, place: str) -> list[str]:
    """Point the Navigating Tool at ``place``, click (declare) and click again (fly), as a player
    does; the box's lines before the move."""
    point = w.board.place(place).point
    w.start_tool("airship")
    w._hovered(point.x, point.y)
    lines = w.scene.nav_item.info_lines()
    w._clicked(point.x, point.y)
    assert w.tool.locked is not None, lines
    w._clicked(point.x, point.y)
    return lines


def test_a_new_game_hops_between_pulham_and_london_and_says_what_it_costs(
    qtbot: Any, tmp_path: Path
) -> None:
    """Edition 3 in a new game (app and CLI): a British airship at London flies onto Pulham,
    whose ring holds it, to declare its next mission there (the ring reading refused the
    flight, and left no way onto Pulham); the Navigating Tool says what the hop does and costs;
    declaring London at Pulham is refused in words that say why; the save replays by the CLI."""
    import json

    from typer.testing import CliRunner

    from npq.cli import app
    from npq.game.state import EDITION

    assert EDITION >= 3
    w = new_window(qtbot)
    c = start(w, nations=("british_empire", "germany"), seed=20)
    assert c.state.edition == EDITION  # a new game plays this edition's rules
    pl = c.state.players[0]
    assert pl.airship.place == "pulham" and "london" in pl.missions
    fuel = pl.airship.fuel
    # London cannot be declared at Pulham: the refusal says why, in words
    assert w.play_text("declare london") is None
    said = w.statusBar().currentMessage()
    assert said.startswith(
        "Not allowed: the airship stands inside London's ring already (0.28 L away), so this "
        "mission would be complete before it starts; declare it from another Starting Point"
    ), said
    # Pulham -> London: the tool says it only stations the airship, and what that costs
    lines = _fly_with_the_tool(w, "london")
    assert (
        "London's ring already holds the airship: this move only stations it on London, for "
        "one action and one fuel unit"
    ) in lines, lines
    assert not any(line.startswith("illegal") for line in lines), lines
    pl = c.state.players[0]
    assert pl.airship.place == "london" and pl.airship.fuel == fuel - 1
    assert c.state.actions_left == 2
    # no mission is declared at London (not a Starting Point) ...
    assert w.play_text("declare vilyuysk") is None
    for _ in range(2):
        w.play_text("end")
        if w.pass_screen.isVisible():
            w.pass_screen.button.click()
    assert c.current == 0
    # ... so back onto Pulham, whose ring holds the airship at London (refused by the ring
    # reading of edition 3 before: the airship could reach Pulham only by way of another base)
    lines = _fly_with_the_tool(w, "pulham")
    assert any(line.startswith("Pulham's ring already holds the airship") for line in lines)
    pl = c.state.players[0]
    assert pl.airship.place == "pulham" and pl.airship.fuel == fuel - 2
    w.play_text("declare vilyuysk")
    assert c.state.players[0].active is not None
    assert c.state.players[0].active.card == "vilyuysk"
    # the CLI replays the app's save of this game to the same state
    save = c.save(tmp_path / "hop.json")
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["version"] == EDITION
    assert [a for a in data["actions"] if a.startswith("fly ")] == ["fly london", "fly pulham"]
    result = CliRunner().invoke(app, ["replay", str(save), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["final_hash"] == data["final_hash"] and summary["actions"] == len(
        data["actions"]
    )


# -- 7. a new user's screen ---------------------------------------------------------------------
def test_the_window_opens_within_the_screen() -> None:
    from PySide6.QtCore import QRect

    from ui.app import initial_geometry

    assert initial_geometry(QRect(0, 0, 1920, 1050)) == QRect(0, 0, 1500, 950)
    # a laptop screen: the window fits it (it ran 100 pixels off a 1400x900 screen)
    assert initial_geometry(QRect(0, 27, 1392, 841)) == QRect(0, 27, 1392, 841)
    assert initial_geometry(QRect(0, 0, 1358, 736)) == QRect(0, 0, 1358, 736)
    # never below the smallest window the app is laid out for
    assert initial_geometry(QRect(0, 0, 800, 600)).size().toTuple() == (1024, 700)


def test_the_tutorial_scrolls_its_words_in_a_short_panel(qtbot: Any) -> None:
    """At 1400x900 the tutorial's instructions stopped mid-sentence: they scroll now, and the
    Sail step says the course is declared, then sailed."""
    from PySide6.QtWidgets import QScrollArea

    from ui.tutorial import STEPS

    w = new_window(qtbot, size=(1392, 868))
    w.aids.start_tutorial()
    panel = w.aids.tutorial
    assert panel is not None and panel.isVisible()
    assert isinstance(panel.body_scroll, QScrollArea)
    assert panel.body.parentWidget() is panel.body_scroll.widget()
    # the words wrap to the panel: nothing wider than the scrolled view
    QApplication.processEvents()
    assert panel.body_scroll.widget().width() <= panel.body_scroll.viewport().width()
    assert panel.height() >= 220
    sail = next(s for s in STEPS if s.title == "Sail the ship")
    assert "declare the course" in sail.text and "press Enter" in sail.text


def test_the_player_board_says_a_fuller_tank_than_its_capacity(qtbot: Any) -> None:
    """A card fills the tank above its capacity for a while (section 2): the bar said 4 / 4
    where the players table said 6/4."""
    from dataclasses import replace

    w = new_window(qtbot)
    c = start(w, nations=("japan", "italy"), seed=5)
    pl = c.state.players[0]
    full = c.state.with_player(0, replace(pl, airship=replace(pl.airship, fuel=pl.range + 2)))
    w.player_board.show_player(full, 0)
    assert w.player_board.fuel.text() == f"{pl.range + 2} / {pl.range}"
    assert w.player_board.fuel.value() == w.player_board.fuel.maximum()


# -- 8. the words of this widgets in the player's language ------------------------------
@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Switch the app's translators (and npq's) to a language for one test."""
    from ui import language

    def switch(lang: str) -> None:
        monkeypatch.setenv("NPQ_LANG", lang)
        language.install(QApplication.instance())

    yield switch
    monkeypatch.setenv("NPQ_LANG", "en")
    language.install(QApplication.instance())


def test_the_range_plan_the_tools_box_and_the_colours_speak_the_language(
    qtbot: Any, speak: Any
) -> None:
    from ui.panels.route import plan_lines

    speak("it")
    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"), seed=5)
    weather = w.range_calc.weather
    assert (
        weather.title() == "Piano meteo" and weather.fly_button.text() == "Vola la prossima tratta"
    )
    plan = _planned(qtbot, w)
    lines = weather.text.text().splitlines()
    flight = next(t for t in plan.turns if t.action == "fly")
    assert lines[0].startswith("T1 · R1 · ") and " L a Velocità " in lines[0], lines
    assert "caso peggiore dopo il turno: carburante " in lines[0], lines
    assert lines[-1].startswith("Arriva al round "), lines
    assert f"{math.dist(flight.start, flight.end):.1f}".replace(".", ",") in lines[0]  # 2,8 L
    # the Navigating Tool's box: the airship's, then the Sail tool's words
    rome = w.board.place("rome").point
    w.start_tool("airship")
    w._hovered(rome.x, rome.y)
    box = w.scene.nav_item.info_lines()
    assert " L a Velocità " in box[0] and any(line == "arriva a Roma" for line in box), box
    w.stop_tool()
    w.start_tool("ship")
    turn = _open_water(w.board, c.state.players[0].ship.pos, 0.8)
    w._hovered(*turn)
    box = w.scene.nav_item.info_lines()
    assert box[-1].startswith("clic: svolta qui (inizia il segmento 2)"), box
    assert any(line.startswith("segmento 1 di 3 · usati ") for line in box), box
    w.stop_tool()
    # the colours a seat may choose
    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    names = [dialog.colour_boxes[0].itemText(i) for i in range(dialog.colour_boxes[0].count())]
    assert names[0] == "colore di Germania" and "rosso" in names and "verde acqua" in names, names
    # the same plan in Spanish
    speak("es")
    lines = plan_lines(plan)
    assert " L a Velocidad " in lines[0] and lines[-1].startswith("Llega en la ronda "), lines


def test_the_plan_widget_names_the_venture_cards_and_the_fallback(qtbot: Any, speak: Any) -> None:
    """Issue 18: the Range tab's plan says how many Venture cards a Commander's crossings draw
    (turn by turn and in all) and when the plan is the search's fallback (its effort budget
    spent), in the language in force."""
    from npq.board import load_board
    from npq.nav.planner import RouteCrew, RouteRules, plan_route
    from ui.panels.route import plan_lines

    board = load_board()
    # Tomsk -> Kings Bay straight (no stop allowed on the way) with a Commander: the Kara Sea
    # pack ice and the Barents ice edge in turn 2, the ice edge again in turn 3 (D10)
    nowhere = frozenset(p.id for p in board.places if p.id not in ("tomsk", "kings_bay"))
    led = plan_route(
        board,
        "tomsk",
        "kings_bay",
        speed=3,
        range_=4,
        round_no=3,
        crew=RouteCrew(commander=True),
        rules=RouteRules(dry=nowhere),
    )
    assert [t.venture_cards for t in led.turns] == [0, 2, 1, 0]
    lines = plan_lines(led)
    assert len(lines) == len(led.turns) + 2
    assert lines[1].startswith("T2 · R4 · ") and "Venture cards the Commander draws: 2" in lines[1]
    assert "Venture cards the Commander draws: 1" in lines[2]
    assert "Venture" not in lines[0] and "lands at Kings Bay" in lines[3]
    assert lines[-1] == "Venture cards the Commander draws on the way: 3"
    assert not any("fallback" in line for line in lines)
    cheap = plan_route(
        board, "paris", "kasumigaura", speed=3, range_=3, round_no=7, rules=RouteRules(budget=300)
    )
    assert cheap.fallback and cheap.venture_cards == 0
    lines = plan_lines(cheap)
    assert lines[-1].startswith("The search spent its effort budget: this is its fallback plan")
    assert not any("Venture" in line for line in lines)
    speak("es")
    lines = plan_lines(led)
    assert "cartas de Aventura que roba el Comandante: 2" in lines[1], lines
    assert lines[-1] == "Cartas de Aventura que roba el Comandante por el camino: 3"
    assert plan_lines(cheap)[-1].startswith("La búsqueda agotó su presupuesto de esfuerzo")
    speak("it")
    assert plan_lines(led)[-1] == "Carte Avventura pescate dal Comandante lungo la via: 3"


_CLOSE_WHILE_PLANNING = """
import os, sys, time
from PySide6.QtCore import QTimer
from npq.game import GameConfig
import ui.panels.route as route
from ui.app import create_window, ensure_app

real = route.PlanRequest.plan

def slow(self, board):  # a long search: still running when the window closes
    time.sleep(1.5)
    plan = real(self, board)
    print("plan done", flush=True)
    return plan

route.PlanRequest.plan = slow
app = ensure_app()
w = create_window()
w.modal_errors = False
w.controller.autosave_enabled = False
w.show()
w.start_game(GameConfig(("ussr", "germany")), 5, [False, True])
if w.pass_screen.isVisible():
    w.pass_screen.button.click()
w.tabs.setCurrentWidget(w.range_page)  # the tab plans

def close():
    print("planning at close:", w.range_calc.weather._pool.activeThreadCount(), flush=True)
    w.close()
    app.quit()

QTimer.singleShot(500, close)
app.exec()
print("exited", flush=True)
"""


def test_closing_the_app_while_a_plan_is_searched_warns_nothing(tmp_path: Path) -> None:
    """The app quit while a weather-plan job was still searching: the job emitted on the
    signal's deleted object ("RuntimeError: Signal source has been deleted" at every exit
    from the Range tab). The window's close waits for it and tells nobody."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NPQ_DATA_DIR=str(tmp_path / "data"))
    env["NPQ_LANG"] = "en"
    done = subprocess.run(
        [sys.executable, "-c", _CLOSE_WHILE_PLANNING],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        cwd=str(Path(__file__).resolve().parents[1]),
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    # a plan was being searched when the window closed, and ended before the process did
    assert "planning at close: 1" in out, done.stdout
    assert out[-2:] == ["plan done", "exited"], done.stdout
    assert "Signal source has been deleted" not in done.stderr, done.stderr
    assert "Traceback" not in done.stderr, done.stderr


def test_the_place_choosers_are_searchable_and_keep_a_place(qtbot: Any) -> None:
    """The Range and Missions tabs' place boxes take typing, as a GIS tool's place box does:
    part of a name drops down the places that contain it; a whole name (any case) chooses
    it; a text that names no place is put back to the chosen place."""
    w = new_window(qtbot)
    start(w, nations=("italy", "germany"), seed=4)
    w.tabs.setCurrentWidget(w.range_page)
    target = w.range_calc.target
    completer = target.completer()
    assert target.isEditable() and completer is not None
    completer.setCompletionPrefix("bay")
    found = {
        completer.completionModel().index(r, 0).data() for r in range(completer.completionCount())
    }
    assert any(n.startswith("Kings Bay") for n in found)
    assert any(n.startswith("Tikhaya Bay") for n in found)
    assert all("bay" in n.casefold() for n in found) and "London" not in found
    edit = target.lineEdit()
    assert edit is not None
    edit.setText("london")
    edit.editingFinished.emit()
    assert target.currentData() == "london" and w.range_calc.weather.request.target == "london"
    edit.setText("Atlantis")
    edit.editingFinished.emit()
    assert target.currentData() == "london" and target.currentText() == "London"
    start_box = w.mission_table.start
    start_box.lineEdit().setText("BERLIN")
    start_box.lineEdit().editingFinished.emit()
    assert start_box.currentData() == "berlin"


def test_the_range_tab_says_why_its_suggested_flight_is_longer(qtbot: Any) -> None:
    """The Range tab said "refuelling stops needed: 0" in a straight line and then "via
    Cambridge Bay: 5 turns": the suggestion now says why (an obstacle on the straight line)."""
    from npq.nav import plan_range

    w = new_window(qtbot)
    calc = w.range_calc
    plan = plan_range(w.board, "denver", "murmansk", speed=4, range_=4)
    assert plan.stops_needed == 0 and plan.stops
    calc._planned(calc._request, plan)
    assert calc.route.text().endswith(
        "<br>the straight line crosses an obstacle: the flight goes round it"
    ), calc.route.text()
    plan = plan_range(w.board, "berlin", "vienna", speed=4, range_=4)
    calc._planned(calc._request, plan)
    assert "<br>" not in calc.route.text()  # the straight line is the flight: nothing to say
