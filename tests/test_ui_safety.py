"""Issue 12, safety at the table: one autosave per game and Game → Recent games, a warning before
anything replaces a game in play, End turn and payments of 100 Bonds or more confirmed (with
"don't ask again"), redo beside undo with undone lines struck through, log filters, a random
seed by default, the Open dialog showing saves only, the game map exported. Offscreen."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QMessageBox

from npq.game import GameConfig, Mode, state_hash
from tests._ui_helpers import new_window, start
from ui import storage
from ui.dialogs import NewGameDialog
from ui.files import SavesOnly


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


class Answers:
    """Stands in for the question boxes: records them and answers as told."""

    def __init__(self, answer: QMessageBox.StandardButton, never_again: bool = False) -> None:
        self.answer = answer
        self.never_again = never_again
        self.asked: list[str] = []

    def __call__(self, box: QMessageBox) -> QMessageBox.StandardButton:
        self.asked.append(box.text())
        if self.never_again and box.checkBox() is not None:
            box.checkBox().setChecked(True)
        return self.answer


def _autosaving(qtbot: Any) -> Any:
    w = new_window(qtbot)
    w.controller.autosave_enabled = True
    return w


def test_every_game_keeps_its_own_autosave_and_recent_games_lists_them(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = _autosaving(qtbot)
    first = start(w, nations=("italy", "japan"), seed=11)
    w.play_text("hire-specialist engineer")
    first.play_text("end")
    first_file = first.autosave_file
    first_hash = state_hash(first.state)
    assert first_file is not None and first_file.parent == storage.autosave_dir()
    # a second game (a solo game, say) does not overwrite the first one's autosave
    second = start(w, nations=("usa",), bots=(False,), seed=12, mode=Mode.SOLO)
    second.play_text("end")
    assert second.autosave_file != first_file
    assert storage.recent_autosaves() == [second.autosave_file, first_file]
    assert storage.autosave_path() == second.autosave_file
    w._fill_recent()
    labels = [a.text() for a in w.recent_menu.actions()]
    assert labels[0].startswith("solo: USA — 1 action")
    assert labels[1].startswith("Italy, Japan — 2 actions")
    # picking the first game from the list reopens it where it was (after asking: the solo
    # game is in play)
    asked: list[bool] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda *a, **k: asked.append(True) or QMessageBox.StandardButton.Yes,
    )
    assert w.open_recent(first_file) and asked == [True]
    assert state_hash(w.controller.state) == first_hash
    assert w.controller.autosave_file == first_file  # and it goes on autosaving there


def test_old_autosaves_are_pruned_with_their_side_files(tmp_path: Path) -> None:
    folder = storage.autosave_dir()
    made = []
    for i in range(5):
        p = folder / f"game{i}.npq.json"
        p.write_text("{}")
        storage.seats_path(p).write_text("{}")
        os.utime(p, (1000 + i, 1000 + i))
        made.append(p)
    removed = storage.prune_autosaves(keep=3)
    assert sorted(removed) == made[:2]
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [f"game{i}.npq.json" for i in (2, 3, 4)]
        + [f"game{i}.npq.json.seats.json" for i in (2, 3, 4)]
    )


def test_leaving_a_game_in_play_is_asked_first(qtbot: Any, monkeypatch: Any) -> None:
    from ui.solo import session

    w = new_window(qtbot)
    c = start(w)
    w.play_text("hire-specialist engineer")
    before = state_hash(c.state)
    asked: list[str] = []

    def no(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(args[2])
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", no)
    opened: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(True) or 0)
    w.new_game_dialog()
    w.open_dialog()
    assert session.start_solo(w) is None
    assert len(asked) == 3 and "still in play" in asked[0] and "Recent games" in asked[0]
    assert not opened and state_hash(c.state) == before
    # a finished game (or none) is left without a question
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked"))
    w.controller.record = None
    assert w.confirm_leave()


def test_end_turn_with_actions_left_is_confirmed(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w)
    answers = Answers(QMessageBox.StandardButton.No)
    w.ask_box = answers
    w.actions_bar.end.click()
    assert c.current == 0 and len(answers.asked) == 1
    assert "3 actions" in answers.asked[0]
    answers.answer, answers.never_again = QMessageBox.StandardButton.Yes, True
    w._end_turn_shortcut()  # Ctrl+E asks the same
    assert c.current == 1 and len(answers.asked) == 2
    assert storage.read_settings()["confirm_end_turn"] is False
    if w.pass_screen.isVisible():
        w.pass_screen.button.click()
    w.actions_bar.end.click()  # "don't ask again": it passes at once
    assert c.current == 0 and len(answers.asked) == 2


def test_payments_of_100_bonds_or_more_are_confirmed(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"))
    bonds = c.state.bonds(0)
    commander = next(a for a in c.legal_actions() if str(a).startswith("hire-commander"))
    assert w.payment_of(commander) == (100, "the Bank")
    answers = Answers(QMessageBox.StandardButton.No)
    w.ask_box = answers
    assert w.play(commander) is None
    assert c.state.bonds(0) == bonds and c.state.players[0].crew.commander is None
    assert "costs 100 Bonds, paid to the Bank" in answers.asked[0]
    w.play_text("hire-specialist engineer")  # 50 Bonds: not asked
    assert len(answers.asked) == 1 and c.state.bonds(0) == bonds - 50
    answers.answer = QMessageBox.StandardButton.Yes
    w.play(commander)
    assert c.state.bonds(0) == bonds - 150 and len(answers.asked) == 2
    # a move is never priced beforehand: its cost would give the Venture card away
    fly = next(a for a in c.legal_actions() if str(a).startswith("fly"))
    assert w.payment_of(fly) is None


def test_redo_beside_undo_and_undone_lines_struck_through(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w)
    w.play_text("hire-specialist engineer")
    after = state_hash(c.state)
    assert not w.act_redo.isEnabled()
    w.undo()
    assert c.state.players[0].crew.specialists == ()
    assert w.act_redo.isEnabled() and w.act_redo.shortcut().toString() == "Ctrl+Shift+Z"
    struck = w.log_view.struck_lines()
    assert struck and all("ngineer" in line for line in struck[:1])
    w.redo()
    assert state_hash(c.state) == after
    assert w.log_view.struck_lines() == []
    assert "plays again" in w.log_view.lines()[-1]
    w.undo()
    w.play_text("hire-specialist pilot")  # a new action: nothing left to redo
    assert not c.can_redo and not w.act_redo.isEnabled()
    assert w.log_view.struck_lines()  # the engineer stays struck through


def test_log_filters_by_player_and_kind(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"))
    w.play_text("hire-specialist engineer")
    w.ask_box = Answers(QMessageBox.StandardButton.Yes)
    c.play_text("end")
    if w.pass_screen.isVisible():
        w.pass_screen.button.click()
    w.play_text("hire-specialist pilot")
    names = [w.log_filters.player.itemText(i) for i in range(w.log_filters.player.count())]
    assert names == ["All players", "Italy", "Germany"]
    w.log_filters.player.setCurrentIndex(2)
    shown = w.log_view.shown_lines()
    assert shown and all("Italy" not in line for line in shown)
    assert any("pilot" in line.lower() for line in shown)
    w.log_filters.player.setCurrentIndex(0)
    w.log_filters.kind.setCurrentIndex(w.log_filters.kind.findData("action"))
    actions = w.log_view.shown_lines()
    assert any("Italy:" in line for line in actions) and any("Germany:" in line for line in actions)
    assert all(line.split("  ", 1)[-1].startswith(("Italy", "Germany")) for line in actions)
    w.log_filters.kind.setCurrentIndex(0)
    assert len(w.log_view.shown_lines()) == len(w.log_view.lines())


def test_new_game_dialog_draws_a_seed() -> None:
    seeds = {NewGameDialog().settings().seed for _ in range(4)}
    assert len(seeds) > 1 and 1924 not in seeds
    assert NewGameDialog(seed=77).settings().seed == 77


def test_open_dialog_lists_saves_only() -> None:
    model = QStandardItemModel()
    for name in ("game.npq.json", "game.npq.json.seats.json", "game.npq.json.solo.json", "x.json"):
        model.appendRow(QStandardItem(name))
    proxy = SavesOnly()
    proxy.setSourceModel(model)
    shown = [proxy.data(proxy.index(r, 0)) for r in range(proxy.rowCount())]
    assert shown == ["game.npq.json", "x.json"]


def test_export_the_game_map(qtbot: Any, tmp_path: Path) -> None:
    w = new_window(qtbot)
    start(w)
    w.play_text("hire-specialist engineer")
    out = w.export_game_map(tmp_path / "map.svg")
    assert out == tmp_path / "map.svg"
    text = out.read_text(encoding="utf-8")
    assert "Italy: 0 missions" in text and "Germany" in text
    assert w.act_export.isEnabled()


def test_save_after_a_new_game_asks_where(qtbot: Any, tmp_path: Path) -> None:
    """A new game never writes over the file the previous game was saved to."""
    w = new_window(qtbot)
    start(w)
    assert w.save_to(tmp_path / "first.json")
    w.start_game(GameConfig(("usa", "japan")), 3, [False, False])
    assert w.controller.save_path is None


def c_hire(w: Any) -> list[Any]:
    """The Commanders the player to move may hire now."""
    return [a for a in w.controller.legal_actions() if str(a).startswith("hire-commander ")]


def test_menus_show_prices_and_payees(qtbot: Any) -> None:
    w = new_window(qtbot)
    start(w, nations=("italy", "germany"))

    def entries(menu: Any) -> list[str]:
        out = []
        for a in menu.actions():
            out += entries(a.menu()) if a.menu() is not None else [a.text()]
        return out

    hire = entries(w.actions_bar.menu_for("hire"))
    engineer = next(t for t in hire if "ngineer" in t and "Commander" not in t)
    assert engineer.endswith("— 50 Bonds to the Bank")
    assert any(t.endswith("— 100 Bonds to the Bank") for t in hire)  # a Commander
    # and what a Commander brings: his skills, as the Crew tab lists them
    from ui.cards import commander_info
    from ui.texts import skill_title

    for action in c_hire(w):
        name, skills, _ = commander_info(action.commander)
        label = next(t for t in hire if f": {name}" in t)
        assert " · " + ", ".join(skill_title(k) for k in skills) + " — " in label, label
    w.play_text("hire-specialist engineer")
    dismiss = entries(w.actions_bar.menu_for("dismiss"))
    assert any("you receive 20 Bonds" in t for t in dismiss)
    arctic = entries(w.actions_bar.menu_for("arctic"))
    assert arctic and all("50 Bonds to the Bank" in t for t in arctic if "eserve" in t)


def test_pass_screen_sums_up_the_others_turns(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"))
    w.play_text("hire-specialist engineer")
    assert w.play_text("reserve dikson") is not None
    w.undo()  # taken back: not in the summary
    w.play_text("end")
    assert w.pass_screen.isVisible() and c.current == 1
    text = w.pass_screen.summary.text()
    assert text.startswith("Since your last turn:")
    assert "ngineer" in text and "Dikson" not in text
    w.pass_screen.button.click()
    w.play_text("end")
    assert w.pass_screen.isVisible()
    text = w.pass_screen.summary.text()
    assert "Germany" in text and "ngineer" not in text  # only what happened since Italy's turn


def test_the_missions_table_marks_your_own_cards(qtbot: Any) -> None:
    w = new_window(qtbot)
    c = start(w, nations=("italy", "germany"))
    own = c.state.players[0].missions
    names = {w.board.place(t).name for t in own if t in w.board}
    marked = {m.removeprefix("★ ") for m in w.mission_table.marked()}
    assert marked and marked <= names
    w.play_text("end")
    w.pass_screen.button.click()
    theirs = {w.board.place(t).name for t in c.state.players[1].missions if t in w.board}
    marked = {m.removeprefix("★ ") for m in w.mission_table.marked()}
    assert marked <= theirs and not (marked & (names - theirs))
