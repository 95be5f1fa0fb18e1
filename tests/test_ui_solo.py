"""Solo Mode widgets, offscreen (pytest-qt; QT_QPA_PLATFORM=offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("PySide6.QtWidgets")

from _solo_helpers import seed_stars, write_as_earlier_release
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from npq.solo.objectives import GameEnded, ObjectivesTracker, PoleFlown, Stats, Stop
from npq.solo.profile import ProfileSummary, SoloGameRecord
from npq.solo.scoring import EndSummary, match_points
from ui.solo.dialogs import ProfileScreen, SoloEndScreen, SoloSetupDialog
from ui.solo.widgets import NextBonusBar, ObjectivesTrackerWidget, StarsChart

pytestmark = pytest.mark.gui


def test_setup_offers_only_unlocked_bonuses_and_limits_choices(qtbot: QtBot) -> None:
    dialog = SoloSetupDialog(total_stars=25, seed=7)
    qtbot.addWidget(dialog)
    assert list(dialog.bonus_boxes) == ["speed", "range", "rescue"]
    assert len(dialog.objective_boxes) == 8
    for n in (1, 4, 6):
        dialog.objective_boxes[n].setChecked(True)
    assert not dialog.objective_boxes[2].isEnabled()  # a 4th objective cannot be ticked
    assert dialog.objective_boxes[4].isEnabled()
    dialog.objective_boxes[4].setChecked(False)
    assert dialog.objective_boxes[2].isEnabled()
    dialog.objective_boxes[8].setChecked(True)
    dialog.bonus_boxes["speed"].setChecked(True)
    dialog.bonus_boxes["rescue"].setChecked(True)
    idx = dialog.nation.findData("japan")
    dialog.nation.setCurrentIndex(idx)
    setup = dialog.setup()
    assert (setup.nation, setup.objectives, setup.bonuses, setup.seed) == (
        "japan",
        (1, 6, 8),
        ("speed", "rescue"),
        7,
    )
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted


def test_setup_commander_bonuses_exclude_each_other(qtbot: QtBot) -> None:
    dialog = SoloSetupDialog(total_stars=95)
    qtbot.addWidget(dialog)
    assert len(dialog.bonus_boxes) == 10
    dialog.bonus_boxes["commander"].setChecked(True)
    assert not dialog.bonus_boxes["advanced_commander"].isEnabled()
    dialog.bonus_boxes["speed"].setChecked(True)
    dialog.bonus_boxes["range"].setChecked(True)
    assert not dialog.bonus_boxes["bonds"].isEnabled()  # 3 bonuses at most


def test_setup_profile_chooser_offers_that_profiles_bonuses(qtbot: QtBot) -> None:
    dialog = SoloSetupDialog(12, profile="anna", profiles={"anna": 12, "bruno": 4}, seed=1)
    qtbot.addWidget(dialog)
    assert dialog.profile_box is not None
    assert list(dialog.bonus_boxes) == ["speed", "range"]
    dialog.profile_box.setCurrentText("bruno")
    assert dialog.bonus_boxes == {} and dialog.setup().profile == "bruno"
    assert "4 ★" in dialog.bonus_group.title()
    dialog.profile_box.setCurrentText("carla")  # a new profile starts with no star
    assert dialog.total_stars == 0 and dialog.setup().profile == "carla"
    dialog.profile_box.setCurrentText("anna")
    dialog.bonus_boxes["range"].setChecked(True)
    assert dialog.setup().bonuses == ("range",)


def test_setup_with_no_stars_has_no_bonus(qtbot: QtBot) -> None:
    dialog = SoloSetupDialog(total_stars=0)
    qtbot.addWidget(dialog)
    assert dialog.bonus_boxes == {}
    assert dialog.setup().bonuses == ()


def test_tracker_widget_shows_progress(qtbot: QtBot) -> None:
    widget = ObjectivesTrackerWidget()
    qtbot.addWidget(widget)
    tracker = ObjectivesTracker.start([4, 6, 8]).feed(
        [Stats(5, 4, 4, 3, 3), Stop("oslo", (0.0, 0.0), True), Stop("nome", (1.0, 0.0), True)]
    )
    widget.set_progress(tracker.progress())
    rows = widget.row_texts()
    assert [r[0] for r in rows] == [
        "<b>4.</b> Reach Speed 6",
        "<b>6.</b> Stop at 5 different Ports",
        "<b>8.</b> Fly over the Pole with full Integrity",
    ]
    assert rows[0][1] == "Speed 5 of 6" and rows[0][2] == 833
    assert rows[1][1] == "2 of 5 Ports" and rows[1][2] == 400
    widget.set_progress(
        tracker.feed([Stats(6, 4, 4, 3, 3), PoleFlown(3, 3), GameEnded(True)]).progress()
    )
    rows = widget.row_texts()
    assert rows[0][2] == 1000 and rows[2][2] == 1000
    widget.set_progress(())
    assert widget.row_texts() == []


def _record() -> SoloGameRecord:
    mp = match_points(EndSummary(250, 1, 1, 0, 2, 3, 4, 1, bonus_points=-100))
    return SoloGameRecord(
        seed=3,
        nation="italy",
        objectives=(4, 6),
        bonuses=("rescue",),
        result="won",
        stars=1,
        objectives_met=(4,),
        match_points=mp,
        newly_unlocked=("speed",),
        id=2,
    )


def test_end_screen_shows_stars_and_breakdown(qtbot: QtBot) -> None:
    record = _record()
    screen = SoloEndScreen(record, total_stars=5)
    qtbot.addWidget(screen)
    assert "1 star earned · 5 in all" in screen.stars_label.text()
    table = screen.table
    labels = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert labels[0] == "Bonds" and labels[-1] == "Total"
    assert table.item(table.rowCount() - 1, 3).text() == str(record.match_points.total)
    assert record.match_points.total == 250 + 20 + 50 - 30 + 20 + 30 + 50 - 100
    rescue_row = labels.index("Solo bonuses (Airship Rescue)")
    assert table.item(rescue_row, 3).text() == "-100"


def test_profile_screen_chart_and_next_bonus(qtbot: QtBot) -> None:
    summary = ProfileSummary(
        name="default",
        total_stars=12,
        games=4,
        wins=2,
        best_match_points=420,
        unlocked=("speed", "range"),
        next_bonus="rescue",
        next_bonus_stars=20,
        stars_per_game=(3, 2, 4, 3),
    )
    screen = ProfileScreen(summary, [_record()])
    qtbot.addWidget(screen)
    assert screen.chart.totals == [3, 5, 9, 12]
    assert [s for s, _ in screen.chart.thresholds()] == [5, 10, 20]
    assert screen.next_bar.bar.format() == "12 / 20 ★"
    assert (
        screen.next_bar.bar.minimum(),
        screen.next_bar.bar.value(),
        screen.next_bar.bar.maximum(),
    ) == (10, 12, 20)
    assert "+1 Airship Rescue" in screen.next_bar.label.text()
    # the chart really paints bars: the pixel under the last bar is the bar colour
    screen.resize(760, 720)
    screen.chart.resize(520, 280)
    image = QImage(screen.chart.size(), QImage.Format.Format_ARGB32)
    screen.chart.render(image)
    golden = sum(
        1
        for x in range(0, image.width(), 3)
        for y in range(0, image.height(), 3)
        if image.pixelColor(x, y).name() == "#d4a017"
    )
    assert golden > 100


def test_next_bonus_bar_all_unlocked(qtbot: QtBot) -> None:
    bar = NextBonusBar()
    qtbot.addWidget(bar)
    bar.set_total(93)
    assert bar.bar.format() == "all bonuses unlocked"


def test_empty_chart_paints(qtbot: QtBot) -> None:
    chart = StarsChart()
    qtbot.addWidget(chart)
    chart.resize(400, 240)
    chart.set_stars([])
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    chart.render(image)
    assert chart.thresholds() == [(5, "+1 Speed")]


# -- the app: menu, live tracker, end of game into the profile ------------------------------------


@pytest.fixture(scope="module")
def window():  # type: ignore[no-untyped-def]
    from ui.app import create_window

    win = create_window()
    win.controller.autosave_enabled = False
    yield win
    win.close()


def test_menu_entries_installed(window) -> None:  # type: ignore[no-untyped-def]
    names = [a.objectName() for a in window.solo_menu.actions()]
    assert "solo-game" in names and "solo-profile" in names


def test_live_tracker_follows_play_and_undo(window, tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from npq.game.actions import Course, Fly
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    watcher = start_solo(
        window, tmp_path, setup=SoloSetup("germany", (3, 6), (), seed=11), show_end=False
    )
    assert watcher is not None
    assert window.controller.record.config.mode == "solo"
    tracker = watcher.panel.tracker
    assert [r[1] for r in tracker.row_texts()] == ["0 legs clean", "0 of 5 Ports"]
    # 240 Bonds + 4 Fuel x 10 + 3 Integrity x 10 - 2 open objectives x 30
    assert watcher.points_now() == 240 + 40 + 30 - 60
    assert "250" in watcher.panel.points.text()
    window.controller.play(Fly(Course(place="konigsberg")))  # over the Polish corridor
    assert [r[1] for r in tracker.row_texts()] == ["crossed neutral territory", "1 of 5 Ports"]
    assert window.controller.undo()
    assert [r[1] for r in tracker.row_texts()] == ["0 legs clean", "0 of 5 Ports"]


def test_another_game_takes_the_solo_dock_away(window, tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDockWidget

    from npq.game import GameConfig
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    watcher = start_solo(
        window, tmp_path, setup=SoloSetup("italy", (6,), (), seed=2), show_end=False
    )
    assert watcher is not None
    dock = window.findChild(QDockWidget, "soloDock")
    assert dock is not None and not dock.isHidden()
    window.controller.new_game(GameConfig(("italy", "japan")), 5, [False, False])
    assert dock.isHidden()
    before = watcher.panel.tracker.row_texts()
    window.controller.play_text("end")
    assert watcher.panel.tracker.row_texts() == before  # no longer following


def _crash(window) -> None:  # type: ignore[no-untyped-def]
    """Fly short legs away from every base until the tank is empty (section 12)."""
    from npq.errors import RuleViolation
    from npq.game import EndTurn, apply
    from npq.game.actions import Course, Fly

    c = window.controller
    for _ in range(20):
        if c.state.is_over:
            return
        chosen = None
        for d in (1.0, 0.5, 2.0):
            for h in range(0, 360, 15):
                f = Fly(Course(heading=float(h)), d)
                try:
                    after, events = apply(c.state, f)
                except RuleViolation:
                    continue
                if after.players[0].airship.place is None or any(e.kind == "crash" for e in events):
                    chosen = f
                    break
            if chosen is not None:
                break
        if chosen is None and c.state.players[0].airship.place is not None:
            c.play(EndTurn())  # held on the base (fog in the disc's window): wait it out
            continue
        assert chosen is not None
        c.play(chosen)
        if not c.state.is_over:
            c.play(EndTurn())


def test_game_over_is_recorded_with_end_screen(window, tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from npq.solo.profile import ProfileStore
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    watcher = start_solo(
        window, tmp_path, setup=SoloSetup("usa", (4,), (), seed=11), show_end=False
    )
    assert watcher is not None
    finished: list[object] = []
    watcher.finished.connect(finished.append)
    _crash(window)
    assert window.controller.state.is_over
    assert len(finished) == 1 and watcher.recorded is not None
    assert watcher.recorded.result == "crashed"
    with ProfileStore.open(tmp_path) as store:
        games = store.history()
        assert len(games) == 1 and games[0].save_path is not None
        assert games[0].match_points == watcher.recorded.match_points
    screen = watcher.end_screen
    assert screen is not None
    table = screen.table
    assert table.item(table.rowCount() - 1, 3).text() == str(watcher.recorded.match_points.total)
    failed = next(
        r for r in range(table.rowCount()) if table.item(r, 0).text().startswith("Secondary")
    )
    assert table.item(failed, 3).text() == "-30"


def test_profile_screen_from_menu_function(tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from ui.solo import show_solo_profile

    write_as_earlier_release(tmp_path, _record())
    screen = show_solo_profile(None, tmp_path, modal=False)
    assert screen is not None
    qtbot.addWidget(screen)
    assert screen.chart.totals == [1]
    assert screen.next_bar.bar.format() == "1 / 5 ★"


def test_corrupt_profile_shows_error_and_keeps_file(
    tmp_path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from npq.solo.profile import PROFILE_FILE
    from ui.solo import show_solo_profile

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text: shown.append(text))
    (tmp_path / PROFILE_FILE).write_bytes(b"not a db" * 10)
    assert show_solo_profile(None, tmp_path, modal=False) is None
    assert shown and "not a SQLite database" in shown[0]
    assert (tmp_path / PROFILE_FILE).read_bytes() == b"not a db" * 10


def test_damaged_row_and_empty_profile_are_messages_in_the_app(
    tmp_path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Issue 15 item 5: a row with a byte that is not UTF-8 is a message naming the game and
    the repair (the file unchanged); an empty file replaced by a new profile is said so."""
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    from npq.solo.profile import PROFILE_FILE, SoloGameRecord
    from npq.solo.scoring import EndSummary, match_points
    from ui.solo import show_solo_profile

    errors: list[str] = []
    notes: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text: errors.append(text))
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: notes.append(text))
    mp = match_points(EndSummary(101, 0, 0, 0, 2, 3, 3, 0))
    write_as_earlier_release(tmp_path, SoloGameRecord(1, "italy", (1,), (), "won", 3, (1,), mp))
    db = sqlite3.connect(tmp_path / PROFILE_FILE)
    db.execute("UPDATE game SET result = CAST(x'c3' AS TEXT)")
    db.commit()
    db.close()
    assert show_solo_profile(None, tmp_path, modal=False) is None
    assert errors and "game 1 cannot be read" in errors[0] and "--repair" in errors[0]
    (tmp_path / PROFILE_FILE).unlink()
    (tmp_path / PROFILE_FILE).write_bytes(b"")
    screen = show_solo_profile(None, tmp_path, modal=False)
    assert screen is not None
    qtbot.addWidget(screen)
    assert notes and "was empty (0 bytes)" in notes[0]


# -- a solo game in the main window: one end screen, no Strategy cards, reopening a save ----------


@pytest.fixture
def main_window(qtbot: QtBot, tmp_path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    from ui.app import create_window

    win = create_window()
    win.modal_errors = False
    win.controller.autosave_enabled = False
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.pause(True)


def _visible_dialogs(window) -> list[str]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDialog

    return [type(w).__name__ for w in window.findChildren(QDialog) if w.isVisible()]


def test_a_solo_game_ends_on_the_solo_end_screen_only(main_window, tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    watcher = start_solo(main_window, tmp_path, setup=SoloSetup("usa", (4,), (), seed=11))
    assert watcher is not None and main_window.solo_tracked()
    _crash(main_window)
    assert main_window.controller.state.is_over
    assert watcher.end_screen is not None and watcher.end_screen.isVisible()
    assert main_window.end_dialog is None  # the basic game's "Game over" is not shown
    assert _visible_dialogs(main_window).count("SoloEndScreen") == 1
    status = main_window.statusBar().currentMessage()
    assert status.startswith("Game over (the airship crashed): nobody wins.")
    assert "EndGameDialog" not in _visible_dialogs(main_window)
    watcher.end_screen.close()


def test_a_basic_game_still_ends_on_the_game_over_dialog(main_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from npq.game import GameConfig

    main_window.start_game(GameConfig(("italy", "usa"), max_rounds=1), 3, [False, False])
    assert not main_window.solo_tracked()
    c = main_window.controller
    c.play_text("end")
    c.play_text("end")
    assert c.state.is_over
    assert main_window.end_dialog is not None and main_window.end_dialog.isVisible()
    main_window.end_dialog.close()


def test_solo_hides_the_strategy_cards(main_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from npq.game import GameConfig
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    assert start_solo(main_window, tmp_path, setup=SoloSetup("italy", (6,), (), seed=2))
    hand = main_window.hand
    # section 12: "Strategy cards cannot be used" - no "0/5" panel, no Strategy button
    assert hand.strategy.isHidden() and hand.strategy_label.isHidden()
    assert not main_window.actions_bar.is_shown("strategy")
    assert hand.missions_label.text() == "<b>Mission cards</b> (3/5)"  # 5 in hand in solo
    # a basic game brings them back
    main_window.start_game(GameConfig(("italy", "usa")), 3, [False, False])
    assert not hand.strategy.isHidden() and not hand.strategy_label.isHidden()
    assert main_window.actions_bar.is_shown("strategy")
    assert main_window.pass_screen.isVisible()  # two humans: the first takes the device
    main_window.pass_screen.button.click()
    assert hand.strategy_label.text() == "<b>Strategy cards</b> (3/5)"


def test_solo_player_is_named_by_nation(main_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    assert start_solo(main_window, tmp_path, setup=SoloSetup("usa", (), (), seed=2))
    assert main_window.controller.player_name(0) == "USA"  # not the id title-cased, "Usa"
    assert main_window.players_table.item(0, 0).text().endswith("USA")


def test_opening_a_solo_save_restores_its_objectives(main_window, tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDockWidget

    from npq.game.actions import Course, Fly
    from npq.solo.profile import ProfileStore
    from npq.solo.setup import SoloSetup
    from ui.app import create_window
    from ui.solo import start_solo
    from ui.solo.session import solo_side_path

    profile = tmp_path / "profile"
    watcher = start_solo(main_window, profile, setup=SoloSetup("germany", (3, 6), (), seed=11))
    assert watcher is not None
    main_window.controller.play(Fly(Course(place="konigsberg")))
    rows = watcher.panel.tracker.row_texts()
    assert [r[1] for r in rows] == ["crossed neutral territory", "1 of 5 Ports"]
    save = tmp_path / "solo.npq.json"
    assert main_window.save_to(save)
    assert solo_side_path(save).exists()

    other = create_window()
    other.modal_errors = False
    other.controller.autosave_enabled = False
    qtbot.addWidget(other)
    assert other.open_file(save)
    restored = other.solo_watcher
    assert restored is not None and restored.following
    assert restored.session.setup.objectives == (3, 6)
    assert restored.panel.tracker.row_texts() == rows
    dock = other.findChild(QDockWidget, "soloDock")
    assert dock is not None and not dock.isHidden()
    assert other.hand.strategy.isHidden()
    # it still tracks: the game goes on and ends in the profile it was started with
    other.controller.play_text("end")
    _crash(other)
    assert other.controller.state.is_over
    assert restored.recorded is None and other.end_dialog is None  # the score is offered
    assert restored.end_screen is not None and restored.end_screen.isVisible()
    restored.end_screen.keep_button.click()
    assert restored.recorded is not None and restored.recorded.scored
    with ProfileStore.open(profile) as store:
        assert [g.objectives for g in store.history()] == [(3, 6)]
    restored.end_screen.close()


def test_opening_a_finished_solo_save_from_the_profile_does_not_record_it_twice(
    main_window, tmp_path, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    from pathlib import Path

    from npq.solo.profile import ProfileStore
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo
    from ui.solo.session import solo_side_path

    watcher = start_solo(
        main_window, tmp_path, setup=SoloSetup("usa", (4,), (), seed=11), show_end=False
    )
    assert watcher is not None
    _crash(main_window)
    saved = Path(watcher.recorded.save_path)
    solo_side_path(saved).unlink()  # as `npq solo new --bot` leaves it: the profile alone knows
    assert main_window.open_file(saved)
    assert main_window.solo_watcher is not None
    assert main_window.solo_watcher.recorded.id == watcher.recorded.id
    assert not main_window.solo_watcher.record_at_end
    with ProfileStore.open(tmp_path) as store:
        assert len(store.history()) == 1


def test_opening_an_unknown_solo_save_says_tracking_is_unavailable(
    main_window, tmp_path, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDockWidget, QLabel

    from npq.game import GameRecord, save_game
    from npq.solo.bonuses import starting_bonuses
    from npq.solo.game import solo_config
    from npq.solo.setup import SoloSetup

    setup = SoloSetup("japan", (1,), (), seed=4)
    config = solo_config(setup, starting_bonuses(()))
    save = tmp_path / "somewhere.json"
    save_game(save, GameRecord.new(config, 4))
    assert main_window.open_file(save)  # NPQ_DATA_DIR: an empty profile, no side file
    assert main_window.solo_watcher is None and not main_window.solo_tracked()
    dock = main_window.findChild(QDockWidget, "soloDock")
    assert dock is not None and not dock.isHidden()
    note = dock.findChild(QLabel, "soloUntracked")
    assert note is not None and "Objective tracking is unavailable" in note.text()
    assert "tracking is unavailable" in main_window.statusBar().currentMessage()
    assert main_window.hand.strategy.isHidden()  # still a solo game: no Strategy cards


def test_profile_screen_words_for_one_game_without_stars(qtbot: QtBot) -> None:
    summary = ProfileSummary(
        name="default",
        total_stars=0,
        games=1,
        wins=0,
        best_match_points=170,
        unlocked=(),
        next_bonus="speed",
        next_bonus_stars=5,
        stars_per_game=(0,),
    )
    from dataclasses import replace

    screen = ProfileScreen(summary, [replace(_record(), stars=0)])
    qtbot.addWidget(screen)
    assert "1 solo game, 0 won" in screen.headline.text()
    assert screen.history.item(0, 4).text() == "—"  # no star: a dash, not an empty cell


def test_solo_dock_fits_beside_the_map_at_1280(main_window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication, QDockWidget, QScrollArea

    from npq.solo import setup as solo_setup
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    validated = solo_setup.SoloSetup.validated
    # a profile with the stars for three bonuses (their Solo cards go in the dock)
    monkeypatch.setattr(
        solo_setup.SoloSetup, "validated", lambda self, _t, tables=None: validated(self, 30, tables)
    )
    setup = SoloSetup("italy", (1, 6, 7), ("speed", "range", "rescue"), seed=3)
    watcher = start_solo(main_window, tmp_path, setup=setup)
    assert watcher is not None and len(watcher.panel.cards) == 3
    QApplication.processEvents()
    dock = main_window.findChild(QDockWidget, "soloDock")
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    # nothing wider than the dock: the objectives wrap, the Solo cards narrow
    assert scroll.widget().width() <= scroll.viewport().width()
    assert main_window.right_dock.width() <= 270
    assert all(card.width() <= scroll.viewport().width() for card in watcher.panel.cards)


def test_resuming_the_autosaved_solo_game_restores_its_objectives(
    main_window, tmp_path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from npq.game.actions import Course, Fly
    from npq.solo.setup import SoloSetup
    from ui.app import create_window, offer_resume
    from ui.solo import start_solo
    from ui.solo.session import solo_side_path
    from ui.storage import autosave_path

    main_window.controller.autosave_enabled = True
    watcher = start_solo(main_window, tmp_path, setup=SoloSetup("germany", (3, 6), (), seed=11))
    assert watcher is not None
    main_window.controller.play(Fly(Course(place="konigsberg")))
    main_window.controller.play_text("end")  # the autosave after the turn
    assert solo_side_path(autosave_path()).exists()
    rows = watcher.panel.tracker.row_texts()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    other = create_window()
    other.modal_errors = False
    other.controller.autosave_enabled = False
    qtbot.addWidget(other)
    assert offer_resume(other)
    assert other.solo_watcher is not None and other.solo_watcher.following
    assert other.solo_watcher.panel.tracker.row_texts() == rows
    assert other.solo_watcher.directory == tmp_path  # it records into the profile it began in


def test_a_solo_game_started_after_a_basic_one_has_a_clean_log(main_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from npq.game import GameConfig
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    main_window.start_game(GameConfig(("italy", "usa")), 3, [False, False])
    main_window.controller.play_text("hire-specialist engineer")
    assert any("Engineer" in line for line in main_window.log_view.lines())
    assert start_solo(main_window, tmp_path, setup=SoloSetup("japan", (), (), seed=9))
    assert main_window.log_view.lines() == ["R1  New game, seed 9: Japan (human)"]


def test_setup_lets_the_player_pick_the_free_commander(qtbot: QtBot) -> None:
    """Section 12: with the Commander bonus the player picks which Commander joins the crew
    (npq.solo.bonuses.commander_choices); the dialog offered no choice."""
    from npq.solo.bonuses import commander_choices

    dialog = SoloSetupDialog(100)
    qtbot.addWidget(dialog)
    assert dialog.commander_box.isHidden()
    assert dialog.setup().commander is None
    dialog.bonus_boxes["commander"].setChecked(True)
    assert not dialog.commander_box.isHidden()
    offered = [dialog.commander_box.itemData(i) for i in range(dialog.commander_box.count())]
    assert offered == [c.id for c in commander_choices(["commander"])]
    dialog.commander_box.setCurrentIndex(1)
    assert dialog.setup().commander == offered[1]
    assert dialog.setup().validated(100, dialog.tables)  # the engine accepts the pick
    # the Advanced Commander bonus offers the Advanced Commanders instead
    dialog.bonus_boxes["commander"].setChecked(False)
    assert dialog.commander_box.isHidden() and dialog.setup().commander is None
    dialog.bonus_boxes["advanced_commander"].setChecked(True)
    offered = [dialog.commander_box.itemData(i) for i in range(dialog.commander_box.count())]
    assert offered == [c.id for c in commander_choices(["advanced_commander"])]
    assert dialog.setup().commander == offered[0]


def test_a_solo_save_with_a_picked_commander_reopens_tracked(
    main_window, tmp_path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Section 12 (100 Stars Bonus Table, +1 Commander free at the start): the pick is kept in
    the save's side file and in the profile, so the game reopens with its objectives tracked."""
    from PySide6.QtWidgets import QMessageBox

    from npq.solo.profile import ProfileStore
    from npq.solo.setup import SoloSetup
    from ui.app import create_window
    from ui.solo import start_solo
    from ui.solo.session import read_solo_side_file

    def refuse(*args: object) -> None:
        raise AssertionError(f"unexpected message box: {args[1:]}")

    monkeypatch.setattr(QMessageBox, "warning", refuse)
    monkeypatch.setattr(ProfileStore, "profiles", lambda self: ["default"])
    monkeypatch.setattr(ProfileStore, "total_stars", lambda self, name="default": 75)
    profile = tmp_path / "profile"
    setup = SoloSetup("germany", (6,), ("commander",), seed=11, commander="lehmann")
    watcher = start_solo(main_window, profile, setup=setup)
    assert watcher is not None
    assert main_window.controller.state.players[0].crew.commander == "lehmann"
    save = tmp_path / "solo.npq.json"
    assert main_window.save_to(save)
    side = read_solo_side_file(save)
    assert side is not None and side[0].commander == "lehmann"

    other = create_window()
    other.modal_errors = False
    other.controller.autosave_enabled = False
    qtbot.addWidget(other)
    assert other.open_file(save)
    restored = other.solo_watcher
    assert restored is not None and restored.following
    assert restored.session.setup.commander == "lehmann"


def test_calling_off_a_solo_game_records_it_in_the_profile(
    main_window, tmp_path, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    """Section 12: a solo game can be called off and scored as it stands (Game → Interrupt)."""
    from npq.solo.profile import ProfileStore
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    watcher = start_solo(main_window, tmp_path, setup=SoloSetup("usa", (4,), (), seed=11))
    assert watcher is not None
    main_window.interrupt_game(confirm=False)
    main_window.play_text("end")
    assert main_window.controller.state.is_over
    screen = watcher.end_screen
    assert screen is not None and screen.isVisible()
    assert watcher.recorded is None  # section 12: the player opts for the score first
    assert screen.keep_button.isVisible() and screen.decline_button.isVisible()
    screen.keep_button.click()
    assert watcher.recorded is not None and watcher.recorded.result == "interrupted"
    assert not screen.keep_button.isVisible() and screen.close_button.isVisible()
    with ProfileStore.open(tmp_path) as store:
        assert [(g.result, g.scored) for g in store.history()] == [("interrupted", True)]
    screen.close()


def _call_off(main_window, tmp_path, **options):  # type: ignore[no-untyped-def]
    from npq.solo.setup import SoloSetup
    from ui.solo import start_solo

    setup = SoloSetup("italy", (4, 6), ("speed", "engineer"), seed=11)
    watcher = start_solo(main_window, tmp_path, setup=setup, **options)
    assert watcher is not None
    main_window.interrupt_game(confirm=False)
    main_window.play_text("end")
    assert main_window.controller.state.is_over
    return watcher


def test_declining_the_score_on_the_end_screen(main_window, tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    """Issue 19.4: the end screen offers to decline the score; the game is recorded as played
    but unscored and the profile's stars stay as they were."""
    from npq.solo.profile import ProfileStore

    seed_stars(tmp_path, 30)
    watcher = _call_off(main_window, tmp_path)
    screen = watcher.end_screen
    assert screen is not None and screen.isVisible()
    assert "1 star to earn" in screen.stars_label.text()  # objective 4: Speed 6 at departure
    screen.decline_button.click()
    recorded = watcher.recorded
    assert recorded is not None and not recorded.scored and recorded.stars == 0
    assert "Recorded unscored" in screen.stars_label.text()
    assert "30 ★ in all, unchanged" in screen.stars_label.text()
    assert "not counted" in screen.points_label.text()
    with ProfileStore.open(tmp_path) as store:
        assert store.total_stars() == 30
        assert [g.scored for g in store.history()] == [True, False]
    screen.close()
    assert len(ProfileStore.open(tmp_path).history()) == 2  # closing does not record it again


def test_closing_the_end_screen_keeps_the_score(main_window, tmp_path, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    from npq.solo.profile import ProfileStore

    seed_stars(tmp_path, 30)
    watcher = _call_off(main_window, tmp_path)
    assert watcher.end_screen is not None
    watcher.end_screen.close()
    assert watcher.recorded is not None and watcher.recorded.scored
    with ProfileStore.open(tmp_path) as store:
        assert store.total_stars() == 31


def test_a_score_declined_beforehand_is_recorded_unscored(
    main_window, tmp_path, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    """``npq solo new --no-record`` on a display: no question at the end, recorded unscored."""
    from npq.solo.profile import ProfileStore

    seed_stars(tmp_path, 30)
    watcher = _call_off(main_window, tmp_path, score=False)
    assert watcher.recorded is not None and not watcher.recorded.scored
    screen = watcher.end_screen
    assert screen is not None and screen.isVisible() and not screen.keep_button.isVisible()
    with ProfileStore.open(tmp_path) as store:
        assert store.total_stars() == 30 and store.summary().unscored == 1
    screen.close()


def test_profile_screen_shows_unscored_games(qtbot: QtBot) -> None:
    from dataclasses import replace

    record = replace(_record(), scored=False, stars=0, objectives_met=())
    summary = ProfileSummary("default", 0, 1, 1, None, (), "speed", 5, (0,), unscored=1)
    screen = ProfileScreen(summary, [record])
    qtbot.addWidget(screen)
    assert "1 solo game (1 unscored)" in screen.headline.text()
    assert screen.history.item(0, 4).text() == "unscored"


def test_resuming_a_save_with_locked_bonuses_will_not_record_it(
    main_window, tmp_path, qtbot: QtBot
) -> None:  # type: ignore[no-untyped-def]
    """Issue 19.2: a solo save whose side file names bonuses the profile has not unlocked (a
    0-star profile with Advanced Commander, +200 Bonds and Rescue) is not tracked into it."""
    from PySide6.QtWidgets import QDockWidget, QLabel

    from npq.solo.game import solo_config
    from npq.solo.setup import SoloSetup
    from ui.app import create_window
    from ui.solo.session import write_solo_side_file

    setup = SoloSetup("italy", (4,), ("advanced_commander", "bonds", "rescue"), seed=5)
    config = solo_config(setup, setup.validated(100))
    window = create_window()
    window.modal_errors = False
    window.controller.autosave_enabled = False
    qtbot.addWidget(window)
    window.controller.new_game(config, 5, [False])
    save = tmp_path / "forged.npq.json"
    assert window.save_to(save)
    profile = tmp_path / "profile"
    write_solo_side_file(save, setup, profile)
    other = create_window()
    other.modal_errors = False
    other.controller.autosave_enabled = False
    qtbot.addWidget(other)
    assert other.open_file(save)
    assert other.solo_watcher is None
    dock = other.findChild(QDockWidget, "soloDock")
    assert dock is not None
    note = dock.findChild(QLabel, "soloUntracked")
    assert note is not None and "will not be recorded" in note.text()
    assert "unlocks at 90 stars; this profile has 0" in note.text()


def test_setup_and_draw_action_say_every_drawn_card_is_owed(qtbot: QtBot) -> None:
    """Solo: every Mission card drawn must be completed before the Pole, even one drawn before
    the third mission (docs/rules-decisions.md, "Extra missions")."""
    from npq.game.actions import Action
    from ui.texts import action_label

    dialog = SoloSetupDialog(total_stars=0)
    qtbot.addWidget(dialog)
    text = dialog.rules.text()
    assert "every Mission card you draw must be completed before you leave for the Pole" in text
    assert "before your third mission" in text and "decline" in text
    label = action_label(Action.parse("draw-mission"))
    assert label == "Draw a Mission card (it must be completed before the Pole)"


def test_the_navigating_tool_previews_the_engines_neutral_judgement() -> None:
    """Issue 19.1: one judgement of "crossed the Neutral Territories" for the engine, the
    tracker and the preview. From Moscow in round 8 (rain: Speed 3), pointing at Kings Bay: the
    3 L path ends in Murmansk's ring and touches Finland; the straight line to Murmansk does not."""
    from dataclasses import replace

    from _solo_helpers import Stars

    from npq.board import load_board
    from npq.game import apply
    from npq.game.actions import Fly
    from npq.solo.game import SoloSession
    from npq.solo.setup import SoloSetup
    from npq.weather import load_weather_disc
    from ui.navigation import NavigatingTool

    board = load_board()
    session = SoloSession.start(SoloSetup("italy", (3,), (), seed=1), Stars(0))
    p = session.state.players[0]
    moscow = (4.663773363544239, -6.05166213481038)
    air = replace(p.airship, pos=moscow, place="moscow")
    # round 8 on the disc as assembled (edition 4 turns it at set-up)
    state = replace(session.state.with_player(0, replace(p, airship=air)), round=8, disc_start=0)
    tool = NavigatingTool(board, load_weather_disc())
    tool.start("airship", state)
    kings_bay = board.get("kings_bay").point
    preview = tool.preview(float(kings_bay.x), float(kings_bay.y))
    assert preview is not None and preview.distance == pytest.approx(3.0)
    assert preview.arrival == "Murmansk" and preview.over_neutral
    assert "crosses the Neutral Territories (solo objective 3 fails)" in preview.extra
    _, events = apply(state, Fly.to("kings_bay"))
    moved = next(e for e in events if e.kind == "airship_moved")
    assert moved["over_neutral"] is preview.over_neutral and moved["place"] == "murmansk"
    # a clean course: Moscow toward Leningrad stays over the USSR
    leningrad = board.get("leningrad").point
    clean = tool.preview(float(leningrad.x), float(leningrad.y))
    assert clean is not None and not clean.over_neutral
    assert not any("Neutral" in line for line in clean.extra)
