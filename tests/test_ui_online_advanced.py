"""The advanced game's decisions in the app's online play (issue #11): a seat joined to a game on
a real server on 127.0.0.1 (the app's own :class:`ui.online.LocalServer`) is shown the same
screens as at the desk when it owes a decision -- the Mission-card draft, a bid in an Engagement
Auction during another player's turn, the answer to an S.O.S., a counter card -- and its answer
goes to the server through the client; the server's view of the game is checked afterwards."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from _ui_helpers import new_window

import ui  # noqa: F401  - applies the None refcount guard before any Qt call
from npq.bots import GreedyBot
from npq.bots.driver import Driver
from npq.game import GameConfig, GameRecord, default_world, new_game
from npq.online.client import JoinLink, parse_join
from npq.online.server import hash_token, new_token, stored_config
from npq.online.store import SQLiteStore
from ui.advanced_texts import words

pytestmark = pytest.mark.gui

#: How long a server round trip may take on a loaded machine (ms).
WAIT = 20000


@pytest.fixture
def windows(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path))
    made: list = []

    def make():
        w = new_window(qtbot)
        made.append(w)
        return w

    yield make
    for w in reversed(made):
        w.online_menu.shutdown()


def _open(window, name):
    d = window.advanced.dialog
    return d if d is not None and d.isVisible() and d.objectName() == name else None


def _host_advanced(qtbot, host, guest, seed=5):
    """Italy (the host) and Germany (the guest) in an advanced game on the host's server."""
    from ui.online import LocalServer

    host.online_menu.local = LocalServer("127.0.0.1", 0)
    host.online_menu.local.server.seeds = lambda: seed
    config = {"nations": ["italy", "germany"], "first_player": 0, "advanced": True}
    text = host.online_menu.host("", config, {}, mine=0)
    assert text is not None and host.errors == []
    links = dict(re.findall(r"^(\w+)[^:]*: (npq://\S+)$", text, re.M))
    assert guest.online_menu.join(parse_join(links["Germany"])) is True
    h, g = host.controller, guest.controller
    qtbot.waitUntil(lambda: h.has_game and g.has_game, timeout=WAIT)
    assert h.state.config.advanced and g.state.config.advanced
    return h, g


def test_online_seats_draft_and_bid_in_an_auction_out_of_turn(qtbot, windows):
    """Section 8 "Draft Mission Cards" and section 3 "The Engagement Auction" online: each
    window shows its own seat's draft screen (its cards only: the other hand is hidden in its
    view) and sends the pick; Italy's hire of a Commander asks Germany, in Italy's turn, to
    bid -- Germany's window shows the auction screen (bidding out of turn costs an action) and
    its bid of 110 goes through the server; Italy passes at 120; Germany pays 110 to the Bank."""
    host, guest = windows(), windows()
    h, g = _host_advanced(qtbot, host, guest)
    dealt = {0: set(h.state.players[0].missions), 1: set(g.state.players[1].missions)}
    assert set(g.state.players[0].missions) == {"?"}  # Italy's hand is hidden from Germany
    picks: list[tuple[int, str, int]] = []
    for _ in range(4):  # each seat picks twice: 1 of 3, then 1 of 2
        qtbot.waitUntil(
            lambda: bool(_open(host, "draft-dialog") or _open(guest, "draft-dialog")), timeout=WAIT
        )
        for w, c in ((host, h), (guest, g)):
            d = _open(w, "draft-dialog")
            if d is None:
                continue
            offered = tuple(d.buttons)
            assert offered == tuple(c.state.draft.choices(c.seat)) and "?" not in offered
            card = offered[-1]
            picks.append((c.seat, card, len(offered)))
            before = c.n
            d.buttons[card].click()
            assert c.awaiting and _open(w, "draft-dialog") is None
            qtbot.waitUntil(lambda c=c, before=before: c.n > before, timeout=WAIT)
            break
    assert sorted((s, n) for s, _, n in picks) == [(0, 2), (0, 3), (1, 2), (1, 3)]
    assert picks[0][1] in dealt[picks[0][0]]  # the first pick is from the seat's own cards
    qtbot.waitUntil(lambda: h.state.draft is None and g.state.draft is None, timeout=WAIT)
    hands = {0: h.state.players[0].missions, 1: g.state.players[1].missions}
    for seat, card, _ in picks:
        assert card in hands[seat]
    assert h.my_turn and not g.my_turn

    # Italy declares a hire: Germany may outbid him, out of his turn
    bonds = {0: h.state.bonds(0), 1: h.state.bonds(1)}
    commander = next(
        str(a).split()[1] for a in h.legal_actions() if str(a).startswith("hire-commander")
    )
    said: list[str] = []
    guest.statusBar().messageChanged.connect(said.append)
    started: list[int] = []
    g.turn_started.connect(started.append)
    host.play_text(f"hire-commander {commander}")
    qtbot.waitUntil(lambda: _open(guest, "auction-dialog") is not None, timeout=WAIT)
    d = _open(guest, "auction-dialog")
    assert d.seat == 1 and d.next_bid == 110 and "110" in d.bid_button.text()
    assert d.cost.text() == words("auction.cost", outside=True)
    assert g.my_turn and g.state.current == 0  # Germany decides in Italy's turn
    # ... which is no turn of Germany's: the status never said "Germany to play: up to 3
    # actions" (the turn's hint), nor did a turn of Germany's begin
    assert 1 not in started, started
    assert not any("up to 3 actions" in t or "action(s) left" in t for t in said), said
    assert _open(host, "auction-dialog") is None  # Italy waits for Germany
    d.bid_button.click()
    qtbot.waitUntil(lambda: _open(host, "auction-dialog") is not None, timeout=WAIT)
    d = _open(host, "auction-dialog")
    assert d.seat == 0 and d.next_bid == 120
    assert d.cost.text() == words("auction.cost", outside=False)
    d.pass_button.click()
    qtbot.waitUntil(lambda: g.state.auction is None and h.state.auction is None, timeout=WAIT)
    for c in (h, g):
        assert c.state.players[1].crew.commander == commander
        assert c.state.bonds(1) == bonds[1] - 110
        assert c.state.bonds(0) == bonds[0]
    assert any(m.kind == "lose_actions" for m in g.state.players[1].modifiers)
    assert _open(guest, "auction-dialog") is None and _open(host, "auction-dialog") is None
    assert h.my_turn  # Italy's turn goes on
    lines = [line.text for line in g.log]
    assert any("Germany plays: Bid 110 Bonds" in t for t in lines)
    assert any("Italy plays: Pass (auction)" in t for t in lines)


def _stored_game(tmp_path, config, seed, edition, actions, seats, human, bots):
    """A game as a server keeps it (its config and edition, seed, seats and the actions played
    with the seat of each), in the SQLite file of the app's own server; the join token of the
    human seat."""
    store = SQLiteStore(tmp_path / "server.sqlite3")
    token = new_token()
    rows = [
        (
            seat,
            nation,
            hash_token(token) if seat == human else None,
            None if seat == human else bots,
        )
        for seat, nation in enumerate(config.nations)
    ]
    store.create_game(
        "gstored",
        stored_config(config, edition),
        seed,
        rows,
        [0],
        [s for s, *_ in rows if s != human],
    )
    for n, (text, seat) in enumerate(zip(actions, seats, strict=True)):
        assert store.append("gstored", n, seat, text, "running", [seat]) == n + 1
    store.close()
    return token


def _play_until(config, seeds, edition, wanted):
    """Greedy bots play games of ``config`` (one seed after another) until the decision
    ``wanted(state)`` is on top: that game's record (actions and their seats)."""
    world = default_world()
    for seed in seeds:
        state = new_game(config, seed, world, edition=edition)
        record = GameRecord(config, seed, (), state, (), world)
        driver = Driver([GreedyBot() for _ in config.nations], world)
        while record.state.outcome is None and record.state.round <= 60:
            s = record.state
            if s.decisions and wanted(s):
                return record
            record, _ = record.play(driver.choose(s), driver.bot_to_act(s))
    raise AssertionError(f"no game of seeds {seeds} came to the decision")


def _join_stored(qtbot, window, tmp_path, record, human, bots="greedy"):
    from ui.online import LocalServer

    token = _stored_game(
        tmp_path,
        record.config,
        record.seed,
        record.state.edition,
        [str(a) for a in record.actions],
        list(record.seats),
        human,
        bots,
    )
    local = LocalServer("127.0.0.1", 0, str(tmp_path / "server.sqlite3"))
    window.online_menu.local = local
    assert window.online_menu.join(JoinLink(f"ws://{local.address}", token)) is True
    c = window.controller
    qtbot.waitUntil(lambda: c.has_game and c.n == len(record.actions), timeout=WAIT)
    return c


def test_an_online_seat_answers_an_sos_out_of_turn(qtbot, windows, tmp_path):
    """Section 10 "Ditching" (L1011-1017), the advanced game of edition 3: Germany's airship is
    down at sea and Italy's ship is the nearest; in Germany's turn, Italy's window shows the
    rescue screen (the host port, the fee Germany will pay to Italy) and its answer goes
    through the server: Italy's ship goes onto the airship, which it will tow."""
    from npq.game.rules.sets import RESCUE_EDITION

    config = GameConfig(("italy", "germany", "usa"), advanced=True)

    def out_of_turn_rescue(s):
        top = s.decisions[-1]
        return top.kind == "rescue" and top.seat != top.by

    record = _play_until(
        config, (6, *range(1, 6), *range(7, 13)), RESCUE_EDITION, out_of_turn_rescue
    )
    top = record.state.decisions[-1]
    rescuer, landed = int(top.seat), int(top.by)
    window = windows()
    c = _join_stored(qtbot, window, tmp_path, record, rescuer)
    assert c.seat == rescuer and c.state.current == landed and c.my_turn
    qtbot.waitUntil(lambda: _open(window, "rescue-dialog") is not None, timeout=WAIT)
    d = _open(window, "rescue-dialog")
    assert d.seat == rescuer and d.landed == landed
    terms = d.terms
    assert terms["responder"] == rescuer and terms["to"] == rescuer
    host = str(terms["host"])
    assert host == dict(top.data)["host"]
    assert f"{terms['fee']} Bonds" in d.fee.text() and "you" in d.fee.text().lower()
    assert d.spent.text() in (
        words("rescue.spent", spent="this_turn"),
        words("rescue.spent", spent="next_turn"),
    )
    airship = c.state.players[landed].airship.pos
    d.answer_button.click()
    assert c.awaiting
    qtbot.waitUntil(lambda: c.n > len(record.actions), timeout=WAIT)
    after = c.state
    assert not (after.decisions and after.decisions[-1].kind == "rescue")
    tow = after.players[landed].airship.tow
    assert tow is not None and tow.ship == rescuer
    assert after.players[rescuer].ship.pos == pytest.approx(airship, abs=1e-6)
    assert _open(window, "rescue-dialog") is None


def test_an_online_seat_is_asked_to_counter_a_hostile_card(qtbot, windows, tmp_path):
    """Section 6 "Strategy Cards": Italy played a hostile card on Germany, who holds its counter;
    at the start of his turn Germany's window (an online seat) asks him, and the answer he
    picks goes through the server."""
    config = GameConfig(("italy", "germany"))
    record = _play_until(
        config, (10, *range(1, 10)), 2, lambda s: s.decisions[-1].kind == "counter"
    )
    top = record.state.decisions[-1]
    seat = int(top.seat)
    window = windows()
    c = _join_stored(qtbot, window, tmp_path, record, seat)
    qtbot.waitUntil(
        lambda: window.counter_dialog is not None and window.counter_dialog.isVisible(),
        timeout=WAIT,
    )
    d = window.counter_dialog
    assert d.decision == top
    assert "counter-let-strike" in d.buttons
    counters = [k for k in d.buttons if k != "counter-let-strike"]
    assert counters  # the card he holds that cancels it
    hand = len(c.state.players[seat].strategy)
    d.buttons[counters[0]].click()
    qtbot.waitUntil(lambda: c.n > len(record.actions), timeout=WAIT)
    assert not (c.state.decisions and c.state.decisions[-1].kind == "counter")
    assert len(c.state.players[seat].strategy) == hand - 1  # the counter card was played
    assert window.counter_dialog is None or not window.counter_dialog.isVisible()


def test_the_host_dialog_offers_the_advanced_game_and_its_options(qtbot):
    """Game → Online → Host a game: the advanced rules and, with them, the Telegrams, the
    cession variant and second place, sent in the game's config."""
    from ui.online import HostDialog

    d = HostDialog()
    qtbot.addWidget(d)
    assert not d.advanced.isChecked()
    assert not any(o.isEnabled() for o in d.advanced_suboptions)
    config, _, mine = d.request()
    assert "advanced" not in config and mine == 0
    d.advanced.setChecked(True)
    assert all(o.isEnabled() for o in d.advanced_suboptions)
    d.cession_at_base.setChecked(True)
    config, _, _ = d.request()
    assert config["advanced"] and config["telegrams"] and config["cession_at_base"]
    assert "second_place" not in config
    # the server takes them (its refusal of an unknown key would name it)
    from npq.online.server import config_from_request

    made = config_from_request(config)
    assert (made.advanced, made.telegrams, made.cession_at_base, made.second_place) == (
        True,
        True,
        True,
        False,
    )


def test_an_online_seat_is_asked_to_agree_to_an_interruption(qtbot, windows, monkeypatch):
    """Section 9 with issue 17 ruling 1 (edition 3): an interruption is agreed by the table.
    Italy proposes it in her turn; Germany's window (an online seat) asks its player, once,
    and his consent goes through the server: the game ends with this round."""
    from PySide6.QtWidgets import QMessageBox

    from ui.online import LocalServer

    host, guest = windows(), windows()
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    host.online_menu.local = LocalServer("127.0.0.1", 0)
    host.online_menu.local.server.seeds = lambda: 5
    text = host.online_menu.host("", {"nations": ["italy", "germany"], "first_player": 0}, {}, 0)
    links = dict(re.findall(r"^(\w+)[^:]*: (npq://\S+)$", text, re.M))
    assert guest.online_menu.join(parse_join(links["Germany"])) is True
    h, g = host.controller, guest.controller
    qtbot.waitUntil(lambda: h.has_game and g.has_game, timeout=WAIT)
    assert h.my_turn and g.state.interrupt_round is None
    host.interrupt_game(confirm=False)
    qtbot.waitUntil(lambda: g.state.interrupt_round is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: h.state.interrupt_round is not None, timeout=WAIT)
    assert h.state.interrupt_round == h.state.round == 1
    assert len(asked) == 1 and "Germany: Italy proposes to interrupt the game" in asked[0]
    assert h.my_turn  # Italy's turn goes on until the round ends
