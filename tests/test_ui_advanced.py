"""The advanced game in the app (issue #11): the New game options, the Mission-card draft and
the Engagement Auction behind the pass screen (hands hidden), bots answering through the
Driver, the Telegram of the round (its card, its banner, its marks on the map), crew on its way
and the Barrage's thresholds on the player's board."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from dataclasses import replace

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from _ui_helpers import new_window
from PySide6.QtWidgets import QPushButton

import ui  # noqa: F401  - applies the None refcount guard before any Qt call
from npq.game import Action, GameConfig, GameRecord, view_for
from ui.advanced_texts import barrage_words, words
from ui.dialogs import NewGameDialog

pytestmark = pytest.mark.gui

THREE = ("italy", "germany", "usa")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    w = new_window(qtbot)
    yield w
    w.controller.pause(True)


def _advanced(**options):
    return dict(advanced=True, **options)


def test_new_game_dialog_offers_the_advanced_game_greyed_for_one_player(qtbot):
    d = NewGameDialog(seed=7)
    qtbot.addWidget(d)
    d.players.setValue(1)
    assert not d.advanced.isEnabled()
    assert d.advanced_note.isVisibleTo(d)
    d.players.setValue(3)
    assert d.advanced.isEnabled()
    # the options wait for the advanced rules
    assert not any(o.isEnabled() for o in d.advanced_suboptions)
    assert d.settings().config().advanced is False
    d.advanced.setChecked(True)
    assert all(o.isEnabled() for o in d.advanced_suboptions)
    d.cession_at_base.setChecked(True)
    d.second_place.setChecked(True)
    config = d.settings().config()
    assert (config.advanced, config.telegrams, config.cession_at_base, config.second_place) == (
        True,
        True,
        True,
        True,
    )
    assert config.rule_set == "advanced"
    d.telegrams.setChecked(False)
    assert d.settings().config().telegrams is False
    # back to one player: the advanced game is greyed and no longer asked for
    d.players.setValue(1)
    assert not d.advanced.isEnabled()
    config = d.settings().config()
    assert not (config.advanced or config.telegrams or config.second_place)


def _pump(qtbot):
    qtbot.wait(5)


def _act(window, qtbot, seen):
    """One step of the table: take the device, read the Telegram, answer the screen open, or
    let a bot play. Returns False when a human is to play his turn."""
    _pump(qtbot)
    a = window.advanced
    c = window.controller
    if window.pass_screen.isVisible():
        seen.append(("pass", window.pass_screen.label.text()))
        window.pass_screen.button.click()
        return True
    if a.pass_screen.isVisible():
        # behind the pass screen nothing private shows
        assert window.viewer is None
        assert [
            window.hand.missions.item(i).text() for i in range(window.hand.missions.count())
        ] == ["(hidden)"]
        seen.append(("decision-pass", a.pass_screen.label.text(), a.pass_screen.sub.text()))
        a.pass_screen.button.click()
        return True
    if a.telegram_card is not None and a.telegram_card.isVisible():
        seen.append(("telegram", a.telegram_card.card_id))
        a.telegram_card.findChild(QPushButton, "telegram-ok").click()
        return True
    if a.dialog is not None and a.dialog.isVisible():
        d = a.dialog
        assert window.viewer == d.seat  # the seat deciding sees his own board only
        if d.objectName() == "draft-dialog":
            offered = tuple(d.buttons)
            assert offered == c.state.draft.choices(d.seat)
            card = offered[-1]
            seen.append(("draft", d.seat, card, len(offered)))
            d.buttons[card].click()
        else:
            seen.append(("auction", d.seat, d.next_bid, d.cost.text()))
            # Germany raises once, everyone else passes
            if d.seat == 1 and d.bid_button.isEnabled() and c.state.auction.high != 1:
                d.bid_button.click()
            else:
                d.pass_button.click()
        return True
    if c.is_bot_turn:
        c.run_bots(1)
        seen.append(("bot",))
        return True
    return False


def _settle(window, qtbot, seen, limit=60):
    for _ in range(limit):
        if not _act(window, qtbot, seen):
            return
    raise AssertionError(f"the table never settled: {seen[-6:]}")


def test_two_humans_and_a_bot_play_the_draft_a_telegram_and_an_auction(window, qtbot):
    """Italy and Germany (humans) and the USA (a bot) in the advanced game with telegrams: each
    human drafts behind the pass screen (hands hidden), the bot through the Driver; the
    Telegram of round 1 is read (card, banner); Italy's hire of a Commander opens an auction in
    which Germany bids out of his turn behind the pass screen and the bot passes."""
    config = GameConfig(THREE, **_advanced(telegrams=True))
    window.start_game(config, 5, [False, False, True])
    c = window.controller
    assert c.state.draft is not None and window.advanced.panel.isVisible()
    dealt = [p.missions for p in c.state.players]
    seen: list = []
    _settle(window, qtbot, seen)
    drafts = [s for s in seen if s[0] == "draft"]
    # each human chose twice: from 3 cards, then from the 2 passed on to him
    assert [(s[1], s[3]) for s in drafts] == [(0, 3), (1, 3), (0, 2), (1, 2)]
    assert ("decision-pass", "Pass to Germany", words("pass.draft", name="Germany")) in seen
    # the draft is over: every hand holds 3 cards, those kept plus the last one received
    state = c.state
    assert state.draft is None and str(state.phase) == "turns"
    hands = [p.missions for p in state.players]
    assert all(len(h) == 3 for h in hands)
    assert sorted(sum(hands, ())) == sorted(sum(dealt, ()))
    assert drafts[0][2] in hands[0] and drafts[2][2] in hands[0]
    assert drafts[1][2] in hands[1] and drafts[3][2] in hands[1]
    # nobody's kept card is named in the public log
    log = "\n".join(line.text for line in c.log)
    assert "Keep a Mission card (face down)" in log
    assert "Keep Mission card:" not in log
    # the Telegram of round 1 was shown, and stays on the map as a banner
    assert state.telegram is not None
    assert ("telegram", state.telegram) in seen
    card = window.world.content.telegrams[state.telegram]
    banner = window.advanced.banner
    assert banner.isVisible() and card.title in banner.text()
    assert f"{card.date.day} {card.date.strftime('%B')} 1924" in banner.text()
    # the device went back to Italy, whose turn it is
    assert c.current == 0 and window.viewer == 0
    assert window.actions_bar.end.isEnabled()
    # Italy hires a Commander: Germany and the USA may outbid him
    bonds = {s: state.bonds(s) for s in range(3)}
    commander = next(
        str(a).split()[1] for a in c.legal_actions() if str(a).startswith("hire-commander")
    )
    window.play_text(f"hire-commander {commander}")
    assert c.state.auction is not None
    seen.clear()
    _settle(window, qtbot, seen)
    auction = [s for s in seen if s[0] == "auction"]
    # Germany was asked first (the next seat), out of his turn: it costs him an action
    assert auction[0][:3] == ("auction", 1, 110)
    assert auction[0][3] == words("auction.cost", outside=True)
    assert seen[0][:2] == ("decision-pass", "Pass to Germany")
    assert ("bot",) in seen  # the USA answered through the Driver
    # Italy, asked again at 120, passed: Germany wins at 110, paid to the Bank
    assert auction[1][:3] == ("auction", 0, 120)
    after = c.state
    assert after.auction is None
    assert after.players[1].crew.commander == commander
    assert after.bonds(1) == bonds[1] - 110
    assert after.bonds(0) == bonds[0]
    assert any(m.card == "auction" and m.kind == "lose_actions" for m in after.players[1].modifiers)
    assert "wins" in window.banner.text() and "110 Bonds" in window.banner.text()
    # back with Italy, his turn goes on; undo does not reach behind the auction
    assert window.viewer == 0 and c.current == 0
    assert not c.can_undo
    lines = [line.text for line in c.log]
    assert any(t.startswith("Germany: Bid 110 Bonds") for t in lines)
    assert any("USA: Pass (auction)" in t for t in lines)


def test_one_human_answers_an_auction_in_a_bots_turn(window, qtbot):
    """With one human at the table, the auction screen opens at once (no pass screen)."""
    config = GameConfig(("germany", "italy"), **_advanced())
    record = GameRecord.new(config, 11)
    # the draft: each seat keeps its first card, twice
    while record.state.draft is not None:
        seat = record.state.decisions[-1].seat
        record, _ = record.play(Action.parse(f"draft {record.state.draft.choices(seat)[0]}"))
    c = window.controller
    c._start(record, [True, False])
    window.viewer = 1
    commander = record.state.commanders[0]
    # the bot (Germany) declares a hire: Italy may bid
    c.play(Action.parse(f"hire-commander {commander}"))
    qtbot.waitUntil(lambda: window.advanced.dialog is not None)
    d = window.advanced.dialog
    assert d.objectName() == "auction-dialog" and d.seat == 1
    assert not window.advanced.pass_screen.isVisible()
    assert "110" in d.bid_button.text()
    assert d.cost.text() == words("auction.cost", outside=True)
    d.bid_button.click()
    # the bot answers (raise or pass) through the driver, then Italy may be asked again
    for _ in range(10):
        qtbot.wait(5)
        if c.is_bot_turn and c.state.auction is not None:
            c.run_bots(1)
        elif window.advanced.dialog is not None and window.advanced.dialog.isVisible():
            window.advanced.dialog.pass_button.click()
        elif c.state.auction is None:
            break
    assert c.state.auction is None
    winner = 0 if c.state.players[0].crew.commander == commander else 1
    assert c.state.players[winner].crew.commander == commander


def _with_telegram(window, nations, card_id, seed=3):
    config = GameConfig(nations, **_advanced(telegrams=True))
    c = window.controller
    record = GameRecord.new(config, seed)
    while record.state.draft is not None:
        seat = record.state.decisions[-1].seat
        record, _ = record.play(Action.parse(f"draft {record.state.draft.choices(seat)[0]}"))
    c._start(record, [False] * len(nations))
    window.viewer = c.current
    state = replace(record.state, telegram=card_id)
    window.advanced._draw_telegram(state)
    window.advanced._show_banner(state)
    return state


def test_a_telegram_closing_an_area_draws_it_on_the_map(window):
    state = _with_telegram(window, ("british_empire", "germany"), "caliphate_abolished")
    marks = [item.data(0) for item in window.advanced.map_items]
    assert marks == ["zone_closed:mosul_question"]
    item = window.advanced.map_items[0]
    assert item.scene() is window.scene
    assert "closed to airships" in item.toolTip()
    assert item.boundingRect().width() > 10
    assert "Mosul" in window.advanced.banner.text() and "closed" in window.advanced.banner.text()
    # the round ends, the telegram with it: the marks go
    window.advanced._draw_telegram(replace(state, telegram=None))
    assert window.advanced.map_items == []


def test_a_telegram_opening_an_area_and_closing_bases(window):
    _with_telegram(window, ("germany", "italy"), "klaipeda_convention")
    assert [i.data(0) for i in window.advanced.map_items] == ["zone_open:memel_territory"]
    _with_telegram(window, ("usa", "japan"), "immigration_act")
    marks = {str(i.data(0)) for i in window.advanced.map_items}
    board = window.board
    usa = {p.id for p in board.places if p.nation == "usa" and str(p.kind) == "start_base"}
    assert usa and all(f"base_closed:{b}" in marks for b in usa)
    closed = [i for i in window.advanced.map_items if str(i.data(0)).startswith("base_closed:")]
    assert all(board.place(str(i.data(0)).split(":")[1]).nation in ("usa", "japan") for i in closed)
    assert "closed to" in closed[0].toolTip()


def test_a_telegram_about_nations_not_in_play_has_no_effect(window, qtbot):
    """L755: the Marco and Elena example -- a telegram involving no nation in play."""
    from ui.advanced_dialogs import TelegramCard

    _with_telegram(window, ("germany", "italy"), "caliphate_abolished")
    assert window.advanced.map_items == []
    assert words("telegram.no_effect") in window.advanced.banner.text()
    card = TelegramCard(
        window.world.content.telegrams["caliphate_abolished"], ("germany", "italy"), 1
    )
    qtbot.addWidget(card)
    assert card.effect_label.text() == words("telegram.no_effect")
    assert card.date.text() == "3 MARCH 1924"
    assert "CALIPHATE" in card.text.text()


def test_crew_on_its_way_and_the_barrage_on_the_players_board(window):
    config = GameConfig(("germany", "italy"), **_advanced())
    record = GameRecord.new(config, 3)
    while record.state.draft is not None:
        seat = record.state.decisions[-1].seat
        record, _ = record.play(Action.parse(f"draft {record.state.draft.choices(seat)[0]}"))
    c = window.controller
    c._start(record, [False, False])
    window.viewer = c.current
    seat = c.current
    state = c.state
    p = state.players[seat]
    # a hire declared in flight waits for the next base (section 3, L343)
    waiting = replace(p, joining=("eckener",), leaving=("specialist:engineer",))
    players = tuple(waiting if q.seat == seat else q for q in state.players)
    window.advanced._show_panel(replace(state, players=players), seat)
    text = window.advanced.panel.crew.text()
    assert "Commander Hugo Eckener: joins at the next base" in text
    assert "Specialist Engineer: leaves at the next base" in text
    window.advanced._show_panel(state, seat)
    assert window.advanced.panel.crew.text() == words("crew.none")
    line, tip = barrage_words(c.player_name(seat), 0, state.bonds(seat))
    assert window.advanced.panel.barrage.text() == line == "Barrage: 3 missions ✗ / 300 Bonds ✗"
    assert window.advanced.status.isVisible() and line in window.advanced.status.text()
    assert f"has 0 and {state.bonds(seat)}" in tip
    assert barrage_words("X", 3, 300)[0] == "Barrage: 3 missions ✓ / 300 Bonds ✓"
    assert barrage_words("X", 3, 299)[0] == "Barrage: 3 missions ✓ / 300 Bonds ✗"


def test_a_basic_game_shows_nothing_advanced(window):
    from _ui_helpers import start

    start(window)
    assert not window.advanced.panel.isVisible()
    assert not window.advanced.status.isVisible()
    assert not window.advanced.banner.isVisible()
    assert window.advanced.map_items == []


def test_draft_dialog_shows_only_the_seats_own_cards(qtbot):
    from npq.game import default_world, new_game
    from ui.advanced_dialogs import DraftDialog

    state = new_game(GameConfig(THREE, **_advanced()), 5)
    view = view_for(state, 1)
    d = DraftDialog(view, 1, default_world(), lambda s: THREE[s])
    qtbot.addWidget(d)
    assert tuple(d.buttons) == state.draft.choices(1)
    start = state.players[1].start_base
    first = state.draft.choices(1)[0]
    reward = default_world().reward(start, first)
    assert f"{reward} Bonds from" in d.findChildren(type(d.intro))[1].text()
    # Esc leaves the decision owed: the dialog stays until a card is kept
    d.show()
    d.reject()
    assert d.isVisible()


def _drafted(config, seed=3):
    record = GameRecord.new(config, seed)
    while record.state.draft is not None:
        seat = record.state.decisions[-1].seat
        record, _ = record.play(Action.parse(f"draft {record.state.draft.choices(seat)[0]}"))
    return record.state


def test_the_navigating_tool_says_a_commander_flies_in_fog_after_a_venture_card(window):
    """1B advanced (D7): in fog an airship with a Commander moves after a Venture card."""
    from npq.game import default_world
    from npq.game.state import Crew

    state = _drafted(GameConfig(("germany", "italy"), **_advanced()))
    world = default_world()
    fog = next(
        a
        for a in world.board.weather_areas
        if str(world.disc.icon(a, state.disc_round)) == "fog"  # the game's own disc
    )
    at = fog.geometry.representative_point()
    seat = state.current
    p = state.players[seat]
    airship = replace(p.airship, pos=(float(at.x), float(at.y)), place=None)
    crew = replace(p.crew, commander="eckener", commander_skills=("scientist",))
    players = tuple(
        replace(q, airship=airship, crew=crew) if q.seat == seat else q for q in state.players
    )
    foggy = replace(state, players=players)
    window.tool.start("airship", foggy)
    preview = window.tool.preview(float(at.x) * 0.9, float(at.y) * 0.9)
    window.tool.stop()
    assert words("fog.card") in preview.extra
    # flown: the Venture card drawn for the fog is shown (line 3)
    c = window.controller
    c._start(GameRecord(state.config, 3, (), foggy), [False, False])
    window.viewer = seat
    fly = next(a for a in c.legal_actions() if str(a).startswith("fly"))
    events = window.play(fly)
    drawn = [e for e in events if str(e.kind) == "venture_drawn"]
    assert drawn and drawn[0].get("zone_kind") == "fog" and drawn[0].get("line") == 3
    assert window.banner.isVisible()
    assert "flies into the fog of" in window.banner.text()
    assert "with a Commander: Venture card" in window.banner.text()
    # without a Commander the fog holds the airship: no card is offered, the move is refused
    bare = tuple(
        replace(q, airship=airship, crew=Crew()) if q.seat == seat else q for q in state.players
    )
    window.tool.start("airship", replace(state, players=bare))
    held = window.tool.preview(float(at.x) * 0.9, float(at.y) * 0.9)
    window.tool.stop()
    assert words("fog.card") not in held.extra
    assert held.violation is not None and "fog" in held.violation.lower()


def test_the_end_screen_names_second_place(qtbot):
    from npq.game.state import Outcome, Termination
    from ui.dialogs import EndGameDialog

    state = _drafted(GameConfig(THREE, **_advanced(second_place=True)))
    outcome = Outcome(Termination.POLE, (2,), 9, (500, 300, 400), second=(0,))
    d = EndGameDialog(replace(state, outcome=outcome))
    qtbot.addWidget(d)
    assert words("end.second", names="Italy") in d.summary
    assert "USA wins" in d.summary


def test_renounce_is_offered_under_give_up_crew(window):
    """L363: a winner with a Commander aboard renounces him for the one won at auction."""
    state = _drafted(GameConfig(("germany", "italy"), **_advanced()))
    seat = state.current
    p = state.players[seat]
    crew = replace(p.crew, commander="eckener", commander_skills=("scientist",))
    players = tuple(
        replace(q, crew=crew, joining=("nobile",)) if q.seat == seat else q for q in state.players
    )
    c = window.controller
    c._start(GameRecord(state.config, 3, (), replace(state, players=players)), [False, False])
    window.viewer = seat
    window.refresh()
    labels = [str(a) for a in window.actions_bar.legal["dismiss"]]
    assert "renounce" in labels
    menu = window.actions_bar.menu_for("dismiss")
    assert any(a.text().startswith("Renounce your Commander") for a in menu.actions())


OFF_TOKYO = (7.817, 9.841)  # 0.6 L off Tokyo, at sea (tests/test_advanced_rescue.py)


def test_the_rescue_shows_who_answers_the_host_port_and_the_fee_before_it_is_paid(window, qtbot):
    """Section 10 "Ditching" (L1011-1017, L1074-1082): Italy (human) ditches 0.6 L off Tokyo;
    Japan's ship at Ominato (human), 1.70 L away, is the nearest and must answer. Italy's board
    shows the terms before anything is paid; the S.O.S. passes the device to Japan, whose
    screen says what the answer costs him; then the device goes back to Italy."""
    from npq.game import default_world, new_game
    from npq.game.rules.sets import RESCUE_EDITION
    from npq.game.state import Emergency

    world = default_world()
    config = GameConfig(("italy", "japan"), **_advanced())
    state = new_game(config, 1, edition=RESCUE_EDITION)
    while state.draft is not None:
        from npq.game import apply

        seat = state.decisions[-1].seat
        state, _ = apply(state, Action.parse(f"draft {state.draft.choices(seat)[0]}"))
    italy, japan = state.players
    assert state.current == 0
    ominato = world.xy("ominato")
    state = state.with_player(
        0,
        replace(
            italy,
            airship=replace(
                italy.airship, pos=OFF_TOKYO, place=None, fuel=0, emergency=Emergency.LANDED
            ),
        ),
    )
    state = state.with_player(
        1, replace(japan, ship=replace(japan.ship, pos=ominato, place="ominato"))
    )
    c = window.controller
    c._start(GameRecord(config, 1, (), state), [False, False])
    window.viewer = 0
    window.refresh()
    rescue = window.advanced.panel.rescue
    assert rescue.isVisible()
    text = rescue.text()
    assert "Down at sea: Japan (1.70 L away) must answer and tow you to Tokyo." in text
    assert "you pay 30 Bonds (1.70 L × 20, to the nearest 10) to Japan" in text
    assert "Rent at Tokyo: 20 Bonds to Japan." in text
    assert words("rescue.next.sos") in text
    bonds = (c.state.bonds(0), c.state.bonds(1))
    window.play_text("sos")
    # nothing is paid yet; the device goes to Japan, whose ship must answer
    assert (c.state.bonds(0), c.state.bonds(1)) == bonds
    qtbot.waitUntil(lambda: window.advanced.pass_screen.isVisible())
    assert window.viewer is None
    assert window.advanced.pass_screen.sub.text() == words(
        "pass.rescue", name="Japan", landed="Italy"
    )
    window.advanced.pass_screen.button.click()
    qtbot.waitUntil(lambda: window.advanced.dialog is not None)
    d = window.advanced.dialog
    assert d.objectName() == "rescue-dialog" and d.seat == 1 and window.viewer == 1
    assert "1.70 L away" in d.call.text()
    assert d.spent.text() == words("rescue.spent", spent="next_turn")
    assert "Tokyo" in d.tow.text()
    assert "Italy pays 30 Bonds" in d.fee.text() and "to you" in d.fee.text()
    d.answer_button.click()
    # the ship stands by; the device goes back to Italy, whose turn it is
    assert c.state.players[1].ship.pos == OFF_TOKYO
    assert c.state.players[0].airship.tow is not None
    qtbot.waitUntil(lambda: window.pass_screen.isVisible())
    window.pass_screen.button.click()
    assert window.viewer == 0
    assert words("rescue.next.fly", host="Tokyo") in window.advanced.panel.rescue.text()
    assert (c.state.bonds(0), c.state.bonds(1)) == bonds


def test_a_hire_another_player_may_contest_says_it_opens_an_auction(window):
    state = _drafted(GameConfig(("germany", "italy"), **_advanced()))
    c = window.controller
    c._start(GameRecord(state.config, 3, (), state), [False, False])
    window.viewer = state.current
    window.refresh()
    menu = window.actions_bar.menu_for("hire")
    commander = [a.text() for a in menu.actions() if a.text().startswith("Hire Commander")]
    assert commander
    assert all(
        "an Engagement Auction from 100 Bonds (another player may bid), paid to the Bank" in t
        for t in commander
    )
    # nothing was played: the menu asked the engine on a copy of the record
    assert c.state.auction is None and c.record.actions == ()


def test_a_telegrams_effect_in_the_log_names_the_telegram():
    from npq.game import Event, EventKind
    from ui.texts import effect_words

    event = Event.make(
        EventKind.EFFECT, 1, 0, type="lose_actions", amount=1, card="n1_torn_from_moorings"
    )
    assert effect_words(event).endswith("“N-1 Torn From Her Moorings”")


def test_the_advanced_screens_speak_the_language_in_force(monkeypatch):
    monkeypatch.setenv("NPQ_LANG", "it")
    assert words("draft.keep", city="Irkutsk") == "Tieni Irkutsk"
    assert barrage_words("Italia", 3, 120)[0] == "Sbarramento: 3 missioni ✓ / 300 Bond ✗"
    monkeypatch.setenv("NPQ_LANG", "es")
    assert words("auction.bid", bonds=110) == "Pujar 110 Bonos"
    monkeypatch.setenv("NPQ_LANG", "en")
    assert words("draft.keep", city="Irkutsk") == "Keep Irkutsk"


def test_a_member_put_up_at_auction_is_bid_for_behind_the_pass_screen(window, qtbot):
    """Section 3 "Cession" (L353, L1056-1060): Italy, at Milano, puts her Commander Malmgren up
    instead of selling him to the Bank; Japan (human) bids the hire price, 100 Bonds, behind the
    pass screen and pays Italy, not the Bank."""
    from npq.game import apply, default_world, new_game
    from npq.game.rules.sets import RESCUE_EDITION

    world = default_world()
    config = GameConfig(("italy", "japan"), **_advanced())
    state = new_game(config, 1, edition=RESCUE_EDITION)
    while state.draft is not None:
        seat = state.decisions[-1].seat
        state, _ = apply(state, Action.parse(f"draft {state.draft.choices(seat)[0]}"))
    cmd = world.content.crew.commander("malmgren")
    italy = state.players[0]
    crew = replace(italy.crew, commander="malmgren", commander_skills=tuple(map(str, cmd.skills)))
    at = replace(italy.airship, pos=world.xy("milano"), place="milano")
    state = state.with_player(0, replace(italy, crew=crew, airship=at))
    japan = state.players[1]
    state = state.with_player(
        1, replace(japan, airship=replace(japan.airship, pos=world.xy("tokyo"), place="tokyo"))
    )
    state = replace(
        state, round=2, commanders=tuple(c for c in state.commanders if c != "malmgren")
    )
    c = window.controller
    c._start(GameRecord(config, 1, (), state), [False, False])
    window.viewer = 0
    window.refresh()
    assert "auction-commander" in [str(a) for a in window.actions_bar.legal["dismiss"]]
    bonds = (c.state.bonds(0), c.state.bonds(1))
    window.play_text("auction-commander")
    qtbot.waitUntil(lambda: window.advanced.pass_screen.isVisible())
    window.advanced.pass_screen.button.click()
    qtbot.waitUntil(lambda: window.advanced.dialog is not None)
    d = window.advanced.dialog
    assert d.seat == 1 and d.next_bid == 100
    texts = [w.text() for w in d.findChildren(type(d.cost))]
    assert any("Italy puts him up instead of selling him to the Bank" in t for t in texts)
    d.bid_button.click()
    assert c.state.players[1].crew.commander == "malmgren"
    assert (c.state.bonds(0), c.state.bonds(1)) == (bonds[0] + 100, bonds[1] - 100)
    assert "paid to Italy" in window.banner.text()
    qtbot.waitUntil(lambda: window.pass_screen.isVisible())
    window.pass_screen.button.click()
    assert window.viewer == 0


def _gold_in_fog(window, crew):
    """Japan at Kasumigaura in a round of fog, with ``crew``, at the desk (two humans)."""
    from _game_helpers import put, round_with
    from test_advanced_checklist import adv

    from npq.weather import Icon

    s = adv("japan", "ussr")
    s = put(replace(s, round=round_with("kasumigaura", {Icon.FOG})), 0, crew=crew)
    c = window.controller
    c._start(GameRecord(s.config, 1, (), s), [False, False])
    window.viewer = 0
    window.refresh()
    return c, s


def _fly_east(window, qtbot, s):
    """Lay the Navigating Tool, declare 1 L due east (off any ring) and confirm it."""
    x, y = s.players[0].airship.pos
    window.start_tool("airship")
    preview = window.tool.preview(x + 1.0, y)
    assert window._clicked(x + 1.0, y) is None and window.tool.locked is not None
    window._clicked(x + 1.0, y)  # the same spot again: confirm
    _pump(qtbot)
    return preview


def test_a_gold_scientist_chooses_whether_to_draw_the_fogs_venture_card(window, qtbot):
    """ADVANCED.md 5.4 (section 3, L321-323): with a gold Scientist aboard (Malmgren, a
    Scientist Commander, and a Scientist Specialist) the fog's Venture card is a choice,
    asked when the course is confirmed; declined, the flight goes as ``fly ... nocard`` and no
    card is drawn; drawn, the line-3 card is read; cancelled, nothing is played."""
    from test_advanced_checklist import GOLD

    c, s = _gold_in_fog(window, GOLD)
    preview = _fly_east(window, qtbot, s)
    assert words("fog.card") in preview.extra and words("fog.optional") in preview.extra
    d = window.fog_dialog
    assert d is not None and d.isVisible() and d.windowTitle() == "Fog — Japan"
    assert "Venture card" in d.text.text() and d.action.nocard is False
    assert len(c.record.actions) == 0  # nothing sent before the choice
    # cancelled: nothing is played, the airship stays
    d.cancel_button.click()
    assert not d.isVisible() and len(c.record.actions) == 0
    # declined: the flight is sent with nocard, no Venture card is drawn, the airship moves 1 L
    _fly_east(window, qtbot, s)
    seen: list[tuple] = []
    c.events.connect(lambda evs: seen.append(evs))
    window.fog_dialog.decline_button.click()
    assert str(c.record.actions[-1]).endswith(" nocard")
    assert str(c.record.actions[-1]).startswith("fly ")
    events = [e for evs in seen for e in evs]
    assert not [e for e in events if str(e.kind) == "venture_drawn"]
    moved = [e for e in events if str(e.kind) == "airship_moved"]
    assert moved and moved[0].get("length") == pytest.approx(1.0, abs=0.01)
    # drawn: back to the start, the same course, the card is read on line 3
    c2, s2 = _gold_in_fog(window, GOLD)
    _fly_east(window, qtbot, s2)
    seen.clear()
    c2.events.connect(lambda evs: seen.append(evs))
    window.fog_dialog.draw_button.click()
    assert not str(c2.record.actions[-1]).endswith("nocard")
    drawn = [e for evs in seen for e in evs if str(e.kind) == "venture_drawn"]
    assert [(e.get("zone_kind"), e.get("line")) for e in drawn][:1] == [("fog", 3)]


def test_without_a_gold_scientist_the_fog_card_is_not_a_choice(window, qtbot):
    """A silver Scientist (a Specialist under an Engineer Commander): the card is drawn, no
    question is asked (L321-323 is the gold face's bonus)."""
    from test_advanced_checklist import SILVER

    c, s = _gold_in_fog(window, SILVER)
    preview = _fly_east(window, qtbot, s)
    assert words("fog.card") in preview.extra and words("fog.optional") not in preview.extra
    assert window.fog_dialog is None
    assert len(c.record.actions) == 1 and not str(c.record.actions[0]).endswith("nocard")


def _sea_rescue_seed(config: GameConfig) -> tuple[int, int, int]:
    """The first of a few seeds whose greedy-bot game of ``config`` (the app's bots: the same
    driver and bots as :func:`npq.bots.play_game`) ditches an airship at sea and a rival's ship
    answers the S.O.S.: (seed, the caller's seat, the responder's seat). No seed is pinned (bot
    play changes, COMMON.md)."""
    from npq.bots import GreedyBot, play_game

    for seed in range(1, 41):
        calls: list[tuple[int, int]] = []

        def heard(e, calls=calls) -> None:
            if str(e.kind) == "rescue_called" and e.get("ground") == "water":
                calls.append((int(e.player), int(e.get("responder"))))

        play_game(config, seed, [GreedyBot() for _ in config.nations], on_event=heard)
        if calls and calls[0][0] != calls[0][1]:
            return seed, *calls[0]
    raise AssertionError("no game of seeds 1-40 has a sea rescue by a rival's ship")


def test_a_new_advanced_game_in_the_app_plays_the_rescue_of_the_current_edition(window):
    """The app's New game (three bot seats) is a game of the current edition: on a seed whose
    game ditches an airship at sea (found by searching a few), the rival's ship answers the
    S.O.S. (``rescue``, by the responder's seat, out of the caller's turn), and the log says
    who must answer."""
    from npq.game.rules.sets import RESCUE_EDITION
    from npq.game.state import EDITION

    config = GameConfig(("italy", "germany", "usa"), advanced=True)
    seed, caller, responder = _sea_rescue_seed(config)
    window.start_game(config, seed, [True, True, True])
    c = window.controller
    assert c.state.edition == EDITION >= RESCUE_EDITION
    for _ in range(5000):
        if "rescue" in [str(a) for a in c.record.actions] or c.state.is_over:
            break
        c.run_bots(1)
    verbs = [str(a) for a in c.record.actions]
    assert "rescue" in verbs and "sos" in verbs
    i = verbs.index("rescue")
    sos = max(k for k in range(i) if verbs[k] == "sos")  # the S.O.S. this rescue answers
    assert c.record.seats[i] == responder and c.record.seats[sos] == caller
    names = [window.world.content.nations[n].name for n in config.nations]
    said = f"{names[caller]}'s S.O.S. at sea: {names[responder]}'s ship, the nearest, must answer"
    assert any(said in line.text for line in c.log)


def test_the_new_game_and_host_dialogs_offer_the_variant_checked(qtbot):
    # a new game's victory rule (section 9; tests/test_victory_default.py)
    from ui.online import HostDialog

    d = NewGameDialog(seed=3)
    qtbot.addWidget(d)
    assert d.not_just_first.isChecked() and d.not_just_first.toolTip()
    assert d.settings().config().not_just_first is True
    d.not_just_first.setChecked(False)
    assert d.settings().config().not_just_first is False
    h = HostDialog()
    qtbot.addWidget(h)
    config, _, _ = h.request()
    assert config["not_just_first"] is True
    h.not_just_first.setChecked(False)
    assert h.request()[0]["not_just_first"] is False
