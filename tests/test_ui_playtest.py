"""What a play-through of the app turned up: words a new player reads in the log, the hand and
the action bar's tooltips (issue #5). Offscreen, pytest-qt."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from _ui_helpers import new_window, seed_for, start

import ui  # noqa: F401  - applies the None refcount guard before any Qt call
from npq.game import Event, EventKind

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    w = new_window(qtbot, (1500, 950))
    yield w
    w.controller.pause(True)


_start = start


def test_a_venture_cards_effect_names_the_card_not_its_id(window):
    """Crossing the Alps drew "Favourable Winds": the effect line read '— “favourable_trades”'."""
    from ui.texts import describe_event, effect_words

    c = _start(window)
    effect = Event.make(
        EventKind.EFFECT,
        2,
        0,
        type="speed",
        amount=1,
        turns=1,
        source="venture",
        card="favourable_trades",
    )
    words = effect_words(effect)
    assert "Favourable Winds" in words and "favourable_trades" not in words
    assert "Favourable Winds" in describe_event(effect, c)


def test_the_hand_says_what_each_strategy_card_does(window):
    """The hand showed only a card's flavour text ("The revenue office takes a close interest"):
    a new player could not tell Tax Audit costs a rival 50 Bonds, whom a card is played on, or
    that Scoop Stolen needs a Manager in the victim's crew (rulebook 6)."""
    from ui.cards import strategy_rules

    c = _start(window)
    hand = c.state.players[c.current].strategy
    assert "tax_audit" in hand and "reporter_scoop_stolen" in hand
    text = window.hand.strategy.toPlainText()
    assert "Pay 50 Bonds" in text
    assert "No manager bonus for 2 turns" in text
    assert strategy_rules("tax_audit") == "Pay 50 Bonds · play on a rival"
    assert "only on a player with a Manager" in strategy_rules("reporter_scoop_stolen")
    assert strategy_rules("government_grant") == "Receive 60 Bonds · play on yourself"
    assert strategy_rules("forced_pace").endswith("play on yourself or a rival")
    assert strategy_rules("m-irkutsk") == ""
    # "an Engineer", not "a Engineer"; a card played on yourself needs your own Specialist
    assert strategy_rules("engine_tuning").endswith("needs an Engineer in your crew")
    assert strategy_rules("mechanic_fever").endswith("only on a player with an Engineer")


def test_disabled_buttons_give_the_reason_that_applies(window):
    """Italy, 40 Bonds, no Arctic base, a Commander aboard; Germany has reserved Angmagssalik.
    The Arctic base button said "that Arctic base is already reserved" (it probed Angmagssalik)
    and Hire only "give up your Commander first", though a Specialist is out of reach for want
    of Bonds too."""
    c = _start(window)
    for text in ("hire-commander nobile", "fly cagliari", "end"):
        window.play_text(text)
    window.pass_screen.button.click()
    for text in ("reserve angmagssalik", "end"):
        window.play_text(text)
    window.pass_screen.button.click()
    window.play_text("refuel 2")
    assert c.current == 0 and c.state.bonds(0) == 40 and c.state.players[0].arctic is None
    bar = window.actions_bar
    arctic = bar.buttons["arctic"]
    assert not arctic.isEnabled()
    assert "already reserved" not in arctic.toolTip()
    assert "Bonds" in arctic.toolTip()
    hire = bar.buttons["hire"]
    assert not hire.isEnabled()
    assert "Commander" in hire.toolTip() and "Bonds" in hire.toolTip()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_every_table_tab_is_in_view_on_a_small_window(qtbot, tmp_path, monkeypatch, size):
    """At 1280x800 the side panel's tab bar scrolled: "Range" (the Range Calculator) was hidden
    behind a scroll arrow and "Log" clipped to "ew"."""
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    w = new_window(qtbot, size)
    _start(w, nations=("usa", "japan"), seed=11)
    w.tabs.setCurrentIndex(w.tabs.count() - 1)
    bar = w.tabs.tabBar()
    assert [bar.tabText(i) for i in range(bar.count())][-1] == "Range"
    assert sum(bar.tabSizeHint(i).width() for i in range(bar.count())) <= bar.width()
    assert bar.tabRect(0).left() >= 0 and bar.tabRect(bar.count() - 1).right() < bar.width()


@pytest.mark.parametrize(
    ("kind", "amount", "words"),
    [
        ("lose_actions", 1, "loses 1 action"),
        ("lose_actions", 2, "loses 2 actions"),
        ("draw_strategy", 1, "draws 1 Strategy card"),
        ("draw_strategy", 2, "draws 2 Strategy cards"),
        ("discard_strategy", 1, "discards 1 Strategy card"),
        ("discard_strategy", 2, "discards 2 Strategy cards"),
    ],
)
def test_effect_words_count_in_words_not_parentheses(kind, amount, words):
    """The log read "Germany: loses 1 action(s)" and "draws 2 Strategy card(s)"."""
    from ui.texts import effect_words

    event = Event.make(EventKind.EFFECT, 1, 0, type=kind, amount=amount, turns=0)
    text = effect_words(event)
    assert text == words
    assert "(s)" not in text


def test_commander_names_are_not_cut_off_at_1280(qtbot, tmp_path, monkeypatch):
    """The Crew tab at 1280x800 showed "Hugo Ecke…", "Richard E. …": the names wrap instead."""
    from PySide6.QtCore import Qt

    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    w = new_window(qtbot, (1280, 800))
    _start(w, nations=("usa", "japan"), seed=11)
    flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    # the Arctic tab's base names ("Matochk…", "Rodgers …") too
    for page, table, cols in (
        (w.market, w.market.commanders, (0, 1)),
        (w.arctic, w.arctic.table, (0,)),
    ):
        w.tabs.setCurrentWidget(page)
        qtbot.wait(20)
        assert table.rowCount() >= 5
        metrics = table.fontMetrics()
        for row in range(table.rowCount()):
            for col in cols:
                text = table.item(row, col).text()
                rect = table.visualRect(table.model().index(row, col)).adjusted(3, 0, -3, 0)
                needed = metrics.boundingRect(rect, flags, text)
                assert needed.width() <= rect.width() and needed.height() <= rect.height(), text


def test_the_arctic_base_menu_says_move_base_gives_the_base_up(window):
    """ "Move Arctic base" stood next to "Set up Arctic base" with no word that it removes the
    Target Token (or the Mooring Mast) and costs a penalty (section 10 "Moving an Arctic Base");
    one misclick lost the base."""
    from ui.texts import action_label

    c = _start(window)
    window.play_text("reserve dikson")
    legal = {str(a): a for a in c.legal_actions()}
    assert "move-base" in legal
    label = action_label(legal["move-base"], c)
    assert "Dikson" in label and "give up" in label and "50 Bonds" in label
    assert action_label(legal["move-base"], c) in [
        a.text() for a in window.actions_bar.menu_for("arctic").actions()
    ] or window.actions_bar.legal["arctic"] == [legal["move-base"]]


def test_the_navigating_tool_says_when_the_course_crosses_the_pole(window):
    """Pointing from Kings Bay at the Pole, the preview read "2.5 L of Speed 4 · no weather,
    fuel after the turn: 3" and nothing about the Pole the whole game is about."""
    from dataclasses import replace

    from npq.game.state import CompletedMission

    c = _start(window, nations=("british_empire", "usa"), seed=4)
    state = c.state
    seat = state.current
    pl = state.players[seat]
    done = tuple(
        CompletedMission(f"m-{t}", "london", t, 100, 5.0, 1) for t in ("rome", "oslo", "cairo")
    )
    kings_bay = window.board.place("kings_bay").point
    airship = replace(pl.airship, pos=(float(kings_bay.x), float(kings_bay.y)), place="kings_bay")
    state = state.with_player(seat, replace(pl, completed=done, airship=airship))
    assert state.players[seat].barrage_unlocked
    window.tool.start("airship", state)
    preview = window.tool.preview(0.0, 0.0)
    assert preview is not None
    assert any("North Pole" in line for line in preview.extra), preview.extra
    far = window.tool.preview(kings_bay.x + 1.0, kings_bay.y - 1.0)  # away from the Pole
    assert not any("North Pole" in line for line in far.extra)


def test_a_course_length_is_shown_to_two_decimals():
    """The log read "Fly to the North Pole (2.4726 L)": four decimals of a Length."""
    from npq.game.actions import Action
    from ui.texts import action_label

    assert action_label(Action.parse("fly 0,0 2.4726")).endswith("(2.47 L)")
    assert action_label(Action.parse("fly h90 4")) == "Fly 4 L on a 90° heading (board)"
    assert "1.5 L" in action_label(Action.parse("fly h15 1.5"))


def test_end_screen_of_a_round_limit_says_so_in_a_sentence(window):
    """The end screen read "the game was interrupted: the most Bonds wins, round 6." though
    the status line said "round limit reached"."""
    c = _start(window, nations=("italy", "usa"), seed=3, max_rounds=1)
    window.play_text("end")
    window.pass_screen.button.click()
    window.play_text("end")
    assert c.state.is_over
    summary = window.end_dialog.summary
    assert "<p>The round limit was reached in round 1: the most Bonds wins.</p>" in summary
    window.end_dialog.close()


def test_declaring_a_mission_points_the_range_calculator_at_it(window):
    """After "Declare mission: Paris" the Range tab still measured San Diego → Aklavik until
    the next turn."""
    c = _start(window, nations=("usa", "japan"), seed=11)
    card = c.state.players[c.current].missions[0]  # the deal is the edition's (Paris by 5)
    window.play_text(f"declare {card}")
    pl = c.state.players[c.current]
    assert pl.active is not None and pl.active.target == card
    assert window.range_calc.origin.currentData() == pl.airship.place
    assert window.range_calc.target.currentData() == card


def test_the_arctic_tab_marks_a_mooring_mast_beside_the_holder(window):
    from dataclasses import replace

    c = _start(window)
    seat = c.current
    state = c.state
    state = state.with_player(seat, replace(state.players[seat], arctic="dikson", mast=True))
    window.arctic.show_state(state)
    row = [p.id for p in window.arctic.places].index("dikson")
    cell = window.arctic.table.item(row, 2)
    assert cell.text() == f"{c.player_name(seat)} · mast"
    assert "Mooring Mast set up" in cell.toolTip()
    assert window.arctic.table.columnCount() == 3


def test_after_an_emergency_landing_the_status_line_asks_for_the_sos(window):
    """Down after an emergency landing, the status line said only "Germany to play: up to 3
    actions, then End turn." with Fly disabled: the S.O.S. (section 10) was not mentioned."""
    from npq.errors import RuleViolation
    from npq.game import apply
    from npq.game.actions import Action

    c = _start(window, nations=("germany", "italy"), seed=11, first_player=0)
    for _ in range(8):
        if c.state.players[0].airship.emergency is not None:
            break
        # a flight that ends in the open air, away from every base, until the tank is empty
        for heading in range(0, 360, 15):
            action = Action.parse(f"fly h{heading} 3")
            try:
                after, _ = apply(c.state, action)
            except RuleViolation:
                continue
            if after.players[0].airship.place is None:
                window.play(action)
                break
        window.play_text("end")
        window.pass_screen.button.click()
        window.play_text("end")
        window.pass_screen.button.click()
    assert c.current == 0 and c.state.players[0].airship.emergency is not None
    assert window.actions_bar.buttons["sos"].isEnabled()
    assert "S.O.S." in window.statusBar().currentMessage()


def test_the_sell_menu_says_what_a_sale_pays():
    """ "Sell completed mission: Rome" did not say the Bank pays 200 Bonds and a new Mission
    card must be drawn and completed before the Pole (section 10)."""
    from npq.game.actions import Action
    from ui.texts import action_label

    label = action_label(Action.parse("sell m-rome"))
    assert label.startswith("Sell completed mission: Rome")
    assert "+200 Bonds" in label and "new Mission card" in label


def test_the_give_up_button_says_it_is_about_crew(qtbot, tmp_path, monkeypatch):
    """A bare "Give up" between Hire and Refuel reads like resigning the game; it gives up a
    crew member (section 10 "Crew Management"). Every button still fits a 1280 window."""
    from PySide6.QtWidgets import QApplication

    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    w = new_window(qtbot, (1280, 800))
    _start(w)
    QApplication.processEvents()
    assert w.actions_bar.buttons["dismiss"].text() == "Give up crew"
    assert all(b.isVisible() for b in w.actions_bar.buttons.values())


def _flies_on(text: str, seat: int):
    """``seed_for``'s test: ``seat`` flies ``text`` in round 1 and must move again in round 2
    (its window shows no fog then)."""
    from npq.errors import RuleViolation
    from npq.game import Action, EndTurn, apply, default_world
    from npq.game.rules.api import check
    from npq.game.rules.turn import must_fly
    from npq.weather import Icon

    w = default_world()

    def ok(state):
        try:
            s, _ = apply(state, Action.parse(text), w)
            for _ in range(2):
                s, _ = apply(s, Action.parse("end"), w)
        except RuleViolation:
            return False
        p = s.players[seat]
        icon = w.disc.icon(w.weather_area(p.airship.pos), s.disc_round)
        refused = check(s, EndTurn(), w, seat=seat) is not None  # End waits for the move
        if not (s.current == seat and must_fly(s, p) and icon is not Icon.FOG and refused):
            return False
        try:  # the short move the test makes then ends the wait
            s, _ = apply(s, Action.parse("fly h0 1"), w)
        except RuleViolation:
            return False
        return check(s, EndTurn(), w, seat=seat) is None

    return ok


def test_the_status_line_says_why_end_turn_waits(window):
    """In flight, End turn is disabled until the airship has moved (section 4), but the status
    line said "3 actions left, then End turn (Ctrl+E)"."""
    seed = seed_for(
        ("germany", "italy"), _flies_on("fly h0 4", 0), start=11, first_player=0
    )  # not held by fog in round 2 (edition 4 turns each game's disc at set-up)
    c = _start(window, nations=("germany", "italy"), seed=seed, first_player=0)
    window.play_text("fly h0 4")
    for _ in range(2):
        window.play_text("end")
        window.pass_screen.button.click()
    assert c.current == 0 and c.state.players[0].airship.place is None
    assert not window.actions_bar.end.isEnabled()
    message = window.statusBar().currentMessage()
    assert "must move every turn" in message and "(rule:" not in message
    window.play_text("fly h0 1")
    assert window.actions_bar.end.isEnabled()
    assert "must move" not in window.statusBar().currentMessage()


def test_the_resume_offer_names_the_game(window, qtbot, monkeypatch):
    """ "Resume the last game?" did not say which: the players and the round tell a new player
    whether it is the game they mean."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QMessageBox

    from ui.app import create_window, offer_resume

    c = _start(window, nations=("italy", "germany"))
    window.controller.autosave_enabled = True
    QTest.mouseClick(window.actions_bar.end, Qt.MouseButton.LeftButton)
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda _parent, _title, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.No,
    )
    fresh = create_window()
    qtbot.addWidget(fresh)
    assert not offer_resume(fresh)
    assert asked and "Italy" in asked[0] and "Germany" in asked[0]
    assert f"round {c.state.round}" in asked[0]


def test_a_flight_on_a_heading_reads_as_a_compass_direction(window):
    """The log and the Fly menu read "Fly 4 L on a 0° heading (board)": a heading on the board
    plane that no player can picture. From the airship's position it is a compass bearing."""
    import math

    from npq.game.actions import Action
    from ui.texts import action_label

    c = _start(window)
    x, y = c.state.players[c.current].airship.pos  # Milano
    toward_pole = math.degrees(math.atan2(-y, -x)) % 360
    label = action_label(Action.parse(f"fly h{toward_pole:.0f} 4"), c)
    assert label.startswith("Fly 4 L north") and "(board)" not in label
    # east is counter-clockwise about the Pole on the board (docs/architecture.md)
    east = (toward_pole - 90) % 360
    assert action_label(Action.parse(f"fly h{east:.0f} 2"), c).startswith("Fly 2 L east")
    # without a state (no position) the board heading stays
    assert "heading" in action_label(Action.parse("fly h0 4"))


def test_the_preview_stops_at_the_mission_target_on_any_course(window):
    """Section 4: entering the active mission target's halo on any course reaches it, and the
    engine stops the flight there; the preview drew the path running on past it."""
    import math
    from dataclasses import replace

    c = _start(window, nations=("italy", "germany"), seed=5)
    state = c.state
    seat = state.current
    pl = state.players[seat]
    c.play_text(f"declare {pl.missions[0]}")
    state = c.state
    pl = state.players[seat]
    assert pl.active is not None
    tx, ty = window.board.place(pl.active.target).xy
    start = (tx - 1.5, ty)  # 1.5 L west of the target, aiming 0.8 L beyond it
    airship = replace(pl.airship, pos=start, place=None, fuel=3)
    # the disc as assembled (the weather this position was built for; edition 4 turns it)
    state = replace(state.with_player(seat, replace(pl, airship=airship)), disc_start=0)
    window.tool.start("airship", state)
    preview = window.tool.preview(tx + 0.8, ty + 0.05)
    assert preview is not None
    from ui.texts import place_name

    assert preview.arrival == place_name(pl.active.target)
    end = preview.path[-1]
    assert math.hypot(end[0] - tx, end[1] - ty) == pytest.approx(0.3, abs=1e-6)


def test_the_game_menu_interrupts_the_game_at_the_end_of_the_round(window, monkeypatch, qtbot):
    """Section 9 "If the game is interrupted": Game → Interrupt the game…, confirmed and agreed
    by the other player (issue 17 ruling 1), ends the game with the round; the most Bonds
    wins."""
    from PySide6.QtWidgets import QMessageBox

    c = _start(window, nations=("italy", "usa"), seed=3)
    assert window.act_interrupt.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    window.act_interrupt.trigger()
    assert c.state.interrupt_round is None  # not confirmed: nothing happens
    asked: list[str] = []

    viewers: list[int | None] = []

    def yes(_parent, title, text, *_a, **_k):
        asked.append(text)
        viewers.append(window.viewer)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    window.act_interrupt.trigger()
    qtbot.waitUntil(lambda: c.state.interrupt_round == 1, timeout=30_000)
    assert "proposes to interrupt the game" in asked[-1]  # the USA player was asked
    # hot seat: Italy confirms with her hand shown; the USA player is asked with no hand open
    assert viewers == [0, None]
    assert window.viewer == 0  # back to Italy's turn
    assert c.state.actions_left == 3 and c.current == 0
    assert not window.act_interrupt.isEnabled()
    assert any("interrupts the game" in line.text for line in c.log)
    window.play_text("end")
    window.pass_screen.button.click()
    window.play_text("end")
    assert c.state.is_over
    summary = window.end_dialog.summary
    assert "The game was interrupted in round 1: the most Bonds wins." in summary
    window.end_dialog.close()


def test_a_refused_interruption_leaves_the_game_going(window, monkeypatch, qtbot):
    """Issue 17 ruling 1: the other human refuses, the game goes on and the log says so."""
    from PySide6.QtWidgets import QMessageBox

    c = _start(window, nations=("italy", "usa"), seed=3)
    answers = iter([QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: next(answers))
    window.act_interrupt.trigger()
    qtbot.waitUntil(lambda: not c.state.decisions, timeout=30_000)
    assert c.state.interrupt_round is None and not c.state.is_over
    texts = [line.text for line in c.log]
    assert any("proposes to interrupt" in t for t in texts)
    assert any("refuses: play goes on" in t for t in texts)
