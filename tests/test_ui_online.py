"""The app's online play: Game → Online → Host a game (a server started by the app) and Join a
game (an npq:// link) in two windows, playing one game; waiting and turn states, the view's
secrecy, undo as at the desk, leaving back to the desk."""

from __future__ import annotations

import re

import pytest
from _ui_helpers import new_window

from npq.game import EndTurn
from npq.online.client import parse_join

pytestmark = pytest.mark.gui


@pytest.fixture
def host_and_guest(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path))
    host, guest = new_window(qtbot), new_window(qtbot)
    yield host, guest
    guest.online_menu.shutdown()
    host.online_menu.shutdown()


def test_two_windows_play_one_online_game(qtbot, host_and_guest, tmp_path):
    host, guest = host_and_guest
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
    assert set(g.state.players[0].missions) == {"?"}
    assert "?" not in h.state.players[0].missions
    assert guest.actions_bar.end.isEnabled() is False

    # undo as at the desk: a hire revealed nothing, so Italy may take it back
    host.play_text("hire-specialist engineer")
    qtbot.waitUntil(lambda: h.state.players[0].crew.specialists == ("engineer",), timeout=10000)
    qtbot.waitUntil(lambda: g.state.players[0].crew.specialists == ("engineer",), timeout=10000)
    assert h.can_undo and host.act_undo.isEnabled()
    host.undo()
    qtbot.waitUntil(lambda: h.state.players[0].crew.specialists == (), timeout=10000)
    qtbot.waitUntil(lambda: g.state.players[0].crew.specialists == (), timeout=10000)
    assert any("takes back" in line.text for line in guest.controller.log)

    # out of turn: Japan's End turn is refused by the server, with the reason shown
    guest.play(EndTurn())
    assert "Not your turn" in guest.statusBar().currentMessage() or g.n == h.n

    # Italy ends the turn: Japan's window is told it is its turn
    host.play(EndTurn())
    qtbot.waitUntil(lambda: g.my_turn, timeout=10000)
    assert not h.my_turn and "waiting for Japan" in h.waiting_text
    assert "your turn" in guest.online_menu.status.text()
    assert guest.viewer == 1 and guest.actions_bar.end.isEnabled()
    assert any("Italy plays: end" in line.text for line in guest.controller.log)

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
