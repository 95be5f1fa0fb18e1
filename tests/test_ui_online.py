"""The app's online play: Game → Online → Host a game (a server started by the app) and Join a
game (an npq:// link) in two windows, playing one game; waiting and turn states, the view's
secrecy, undo as at the desk, leaving back to the desk."""

from __future__ import annotations

import re

import pytest
from _ui_helpers import new_window
from PySide6.QtWidgets import QApplication

from npq.game import EndTurn
from npq.online.client import parse_join
from npq.online.seats import REVEALING

pytestmark = pytest.mark.gui


@pytest.fixture
def host_and_guest(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path))
    host, guest = new_window(qtbot), new_window(qtbot)
    yield host, guest
    guest.online_menu.shutdown()
    host.online_menu.shutdown()


def test_two_windows_play_one_online_game(qtbot, host_and_guest, tmp_path, monkeypatch):
    host, guest = host_and_guest
    alerts, banners = [], []
    monkeypatch.setattr(QApplication, "alert", lambda widget, ms=0: alerts.append(widget))
    monkeypatch.setattr(guest, "flash", lambda text, *a, **k: banners.append(text))
    assert host.online_menu.act_host.text() == "Host a game…"
    assert not host.online_menu.act_leave.isEnabled()
    text = host.online_menu.host("", {"nations": ["italy", "japan"], "first_player": 0}, {}, mine=0)
    assert text is not None and host.errors == []
    assert (tmp_path / "server.sqlite3").exists()  # the app's own server keeps the game
    links = dict(re.findall(r"^(\w+)[^:]*: (npq://\S+)$", text, re.M))
    assert set(links) == {"Italy", "Japan"}
    assert host.online_menu.join(parse_join(links["Italy"])) is True
    assert guest.online_menu.join(parse_join(links["Japan"])) is True
    h, g = host.controller, guest.controller
    assert (h.seat, g.seat) == (0, 1)
    assert host.online_menu.act_leave.isEnabled()

    # Italy plays first; Japan waits for Italy, and sees nothing of Italy's hand
    assert h.my_turn and not g.my_turn and g.is_bot_turn
    assert "waiting for Italy" in g.waiting_text
    # the guest's window says so where it stays: the online status in the status bar
    assert "waiting for Italy" in guest.online_menu.status.text()
    assert guest.online_menu.status.isVisible()
    assert set(g.state.players[0].missions) == {"?"}
    assert "?" not in h.state.players[0].missions
    assert guest.actions_bar.end.isEnabled() is False

    # undo as at the desk: a hire revealed nothing, so Italy may take it back
    host.play_text("hire-specialist engineer")
    qtbot.waitUntil(lambda: h.state.players[0].crew.specialists == ("engineer",), timeout=60_000)
    qtbot.waitUntil(lambda: g.state.players[0].crew.specialists == ("engineer",), timeout=60_000)
    assert h.can_undo and host.act_undo.isEnabled()
    host.undo()
    qtbot.waitUntil(lambda: h.state.players[0].crew.specialists == (), timeout=60_000)
    qtbot.waitUntil(lambda: g.state.players[0].crew.specialists == (), timeout=60_000)
    assert any("takes back" in line.text for line in guest.controller.log)

    # out of turn: Japan's End turn is refused by the server, with the reason shown
    guest.play(EndTurn())
    assert "Not your turn" in guest.statusBar().currentMessage() or g.n == h.n

    # a card drawn is new information: no undo past it, as at the desk
    hand = len(h.state.players[0].strategy)
    host.play_text("draw-strategy")
    qtbot.waitUntil(lambda: len(h.state.players[0].strategy) == hand + 1, timeout=60_000)
    assert not h.can_undo and not host.act_undo.isEnabled()
    assert not g.can_undo and not guest.act_undo.isEnabled()  # never another seat's action
    assert not banners and not alerts  # not Japan's turn yet

    # Italy ends the turn: Japan's window is told it is its turn, and alerts its player
    turns: list[int] = []
    g.your_turn.connect(lambda: turns.append(g.n))
    host.play(EndTurn())
    qtbot.waitUntil(lambda: turns == [g.n] and g.my_turn, timeout=60_000)
    assert alerts == [guest] and banners and "Your turn" in banners[-1]
    # the host's window hears of the end of its turn on its own connection, maybe a moment later
    qtbot.waitUntil(lambda: not h.my_turn, timeout=60_000)
    assert "waiting for Japan" in h.waiting_text
    assert "your turn" in guest.online_menu.status.text()
    assert guest.viewer == 1 and guest.actions_bar.end.isEnabled()
    assert any("Italy plays: End turn" in line.text for line in guest.controller.log)

    # a running game exports as the seat's view only
    assert guest.online_menu.export(tmp_path / "view.json") == "view"
    assert '"npq-seat-view"' in (tmp_path / "view.json").read_text()

    # leaving goes back to the desk; the game goes on on the server
    guest.online_menu.leave()
    assert guest.controller is not g and not guest.online_menu.act_leave.isEnabled()
    assert not guest.controller.has_game


def test_a_bad_link_is_refused_with_a_message(qtbot, host_and_guest):
    host, guest = host_and_guest
    host.online_menu.host("", {"nations": ["italy", "japan"]}, {"japan": "random"}, mine=0)
    address = host.online_menu.local.address
    assert guest.online_menu.join(parse_join("npq_forged", address)) is False
    assert guest.errors and "no seat has this token" in guest.errors[-1][1]
    with pytest.raises(ValueError):
        parse_join("https://example.org/x")


def test_undo_stops_where_it_stops_at_the_desk():
    """The server's rule for undo (npq.online.seats.REVEALING) is the desk's."""
    from ui.controller import REVEALING_EVENTS

    assert REVEALING == REVEALING_EVENTS


def _two_seats(qtbot, host, guest):
    text = host.online_menu.host("", {"nations": ["italy", "germany"], "first_player": 0}, {}, 0)
    links = dict(re.findall(r"^(\w+)[^:]*: (npq://\S+)$", text, re.M))
    assert guest.online_menu.join(parse_join(links["Germany"])) is True
    h, g = host.controller, guest.controller
    qtbot.waitUntil(lambda: h.has_game and g.has_game, timeout=60_000)
    return h, g


def test_the_app_carries_on_after_its_server_restarts(qtbot, host_and_guest, tmp_path):
    """The server on 127.0.0.1 stops (its process would restart) and comes back on the same
    port and database: both windows join again by themselves and the game goes on."""
    from ui.online import LocalServer

    host, guest = host_and_guest
    h, g = _two_seats(qtbot, host, guest)
    said: list[str] = []
    g.status_changed.connect(said.append)
    welcomes: list[int] = []
    for c in (h, g):
        c.link.received.connect(lambda m: m.get("type") == "welcome" and welcomes.append(m["n"]))
    host.play_text("hire-specialist engineer")
    qtbot.waitUntil(lambda: g.n == 1, timeout=60_000)
    local = host.online_menu.local
    port = local.port
    local.stop()
    qtbot.waitUntil(lambda: any("reconnecting" in t for t in said), timeout=90_000)
    status = guest.online_menu.status.text()
    assert "reconnecting" in status or "unreachable, retrying" in status, status
    # the guest still reads the game (the last view) while the server is away
    assert g.state.players[0].crew.specialists == ("engineer",)
    host.online_menu.local = LocalServer("127.0.0.1", port, str(tmp_path / "server.sqlite3"))
    # both join again by themselves, each with a new welcome carrying the whole view
    qtbot.waitUntil(lambda: welcomes == [1, 1], timeout=60000)
    assert h.link.session.reconnects >= 1 and g.link.session.reconnects >= 1
    qtbot.waitUntil(lambda: "waiting for Italy" in guest.online_menu.status.text(), timeout=90_000)
    assert (h.n, g.n) == (1, 1)  # the action before the stop was kept
    turns: list[int] = []
    g.your_turn.connect(lambda: turns.append(g.n))
    host.play(EndTurn())
    qtbot.waitUntil(lambda: turns == [2], timeout=90_000)
    qtbot.waitUntil(lambda: "waiting for Germany" in h.waiting_text, timeout=60_000)
    assert g.my_turn and g.n == 2


def test_the_app_joins_again_at_once_after_the_machine_slept(qtbot, host_and_guest, monkeypatch):
    """A sleep shows as a jump of the wall clock between two looks: the window joins its
    seat again at once (a connection from before the sleep may be dead without knowing it)
    and is sent the whole view, moves made meanwhile included."""
    import ui.online

    host, guest = host_and_guest
    _, g = _two_seats(qtbot, host, guest)
    turns: list[int] = []
    g.your_turn.connect(lambda: turns.append(g.n))
    welcomes: list[int] = []
    g.link.received.connect(lambda m: m.get("type") == "welcome" and welcomes.append(m["n"]))
    assert g.check_sleep() is False  # no jump: nothing happens
    host.play_text("hire-specialist engineer")
    qtbot.waitUntil(lambda: g.n == 1, timeout=60_000)
    later = ui.online._wall() + 3600
    monkeypatch.setattr(g, "clock", lambda: later)  # the guest's machine slept an hour
    with qtbot.waitSignal(g.woke, timeout=30_000):
        assert g.check_sleep() is True
    # joined again: a new welcome, with the whole view as it stands
    qtbot.waitUntil(lambda: welcomes == [1], timeout=90_000)
    assert g.link.session.reconnects == 1
    assert "waiting for Italy" in guest.online_menu.status.text()
    assert g.n == 1 and g.state.players[0].crew.specialists == ("engineer",)
    assert g.check_sleep() is False  # the clock moved on evenly since
    # and it goes on: Italy's end reaches the guest on its new connection
    host.play(EndTurn())
    qtbot.waitUntil(lambda: turns == [2], timeout=90_000)
    assert g.my_turn and g.n == 2


def test_every_revealing_event_is_an_event_kind() -> None:
    """The one list of events undo stops at (npq.game.events) names only real events."""
    from npq.game.events import REVEALING_EVENTS, EventKind

    assert {k.value for k in EventKind} >= REVEALING_EVENTS
    assert {"wind", "venture_drawn", "auction_bid"} <= REVEALING_EVENTS
