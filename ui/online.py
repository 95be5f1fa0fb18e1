"""Online play in the app: Game → Online → Host a game / Join a game.

The game runs on a server (:mod:`npq.online.server`); the app plays one seat. An
:class:`OnlineLink` runs a :class:`npq.online.client.SeatSession` on an asyncio loop in a worker
thread and hands what the server sends to the Qt thread by signals. While a game is online the
window's controller is an :class:`OnlineController`: the same interface as the desk's
:class:`ui.controller.GameController`, over the seat's view. It holds no rule either: legality
comes from the engine run on the view, and the server decides (its refusals are shown as the
desk shows the engine's). The other seats are *remote*: the board updates when they move, the
status bar says "waiting for Germany", and the app alerts the player when the turn comes back.
Undo follows the desk's rule (within the turn, back to the last revealed information), decided
by the server. A lost connection (sleep, a restarted server) is taken up again by the session.

"Host a game" creates the game on a server of the player's choice, or on one the app starts on
this machine (:class:`LocalServer`, its games in the user data folder), shows one link per seat
to send to the other players, and joins the host's own seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import npq.game as engine
from npq import i18n, reasons
from npq.errors import NPQError, RuleViolation
from npq.game import Event, EventKind
from npq.online.client import (
    JoinLink,
    OnlineError,
    SeatSession,
    client_ssl,
    create_game,
    join_link,
    parse_join,
    server_url,
)
from npq.online.seats import check_on_view
from npq.online.text import CONNECTED, error_words, status_words, waiting_words
from ui.advanced_texts import words
from ui.controller import GameController, LogLine
from ui.dialogs import victory_box
from ui.language import translate

__all__ = [
    "HostDialog",
    "JoinDialog",
    "LocalServer",
    "OnlineController",
    "OnlineLink",
    "install_menu",
]


class _Loop:
    """An asyncio loop in a daemon thread; ``submit`` runs a coroutine on it."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self._thread.start()

    def submit(self, coro: Any) -> Future[Any]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(5)


class OnlineLink(QObject):
    """A seat's connection, run in a worker thread; its messages arrive as signals."""

    received = Signal(object)  # a server message (dict)
    status = Signal(str)  # "connected", "connection lost, reconnecting", ...
    answered = Signal(object)  # the answer (ack / error) to a request of ours
    gone = Signal(str)  # the session ended for good (why)

    def __init__(self, link: JoinLink, cafile: str | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.link = link
        self._loop = _Loop("npq-online")
        self.session = SeatSession(
            link.url,
            link.token,
            ssl=client_ssl(link.url, cafile),
            on_status=self.status.emit,
        )

    def connect_seat(self, timeout: float = 60.0) -> dict[str, Any]:
        """Join the seat (blocking; ``OnlineError`` if refused or unreachable)."""
        welcome = self._loop.submit(self.session.connect()).result(timeout)
        self._pumping = self._loop.submit(self._pump())
        return dict(welcome)

    async def _pump(self) -> None:
        while True:
            try:
                data = await self.session.next_message()
            except OnlineError as exc:
                self.gone.emit(str(exc))
                return
            if data.get("type") == "closed":
                self.gone.emit(self.tr("the connection to the server is gone"))
                return
            self.received.emit(data)

    def wake(self) -> None:
        """The machine slept: connect again now rather than when the dead connection's
        pings time out (the session reconnects by itself and is sent the whole view)."""
        self._loop.submit(self.session.reconnect_now())

    def request(self, kind: str, **fields: Any) -> None:
        """Send a request; its answer comes as :attr:`answered`."""

        async def ask() -> None:
            try:
                reply = await self.session.request(kind, **fields)
            except (ConnectionError, TimeoutError, OnlineError) as exc:
                reply = {"type": "error", "code": "connection", "message": str(exc)}
            self.answered.emit(reply)

        self._loop.submit(ask())

    def close(self) -> None:
        pumping = getattr(self, "_pumping", None)
        if pumping is not None:
            pumping.cancel()
        with contextlib.suppress(Exception):
            self._loop.submit(self.session.close()).result(5)
        self._loop.stop()


def _event(data: dict[str, Any]) -> Event | None:
    """An engine event from its wire form (None for a kind this app does not know)."""
    try:
        kind = EventKind(data["kind"])
    except (KeyError, ValueError):
        return None
    return Event.make(kind, int(data.get("round") or 0), data.get("player"), **data.get("data", {}))


#: How often the controller looks at the clock for a sleep of the machine (ms), and the gap
#: in wall-clock time between two looks that means the machine slept (s).
SLEEP_CHECK_MS = 2000
SLEEP_GAP = 10.0


def _wall() -> float:
    """The wall clock (it runs on while the machine sleeps; the monotonic clock does not)."""
    return time.time()


class OnlineController(GameController):
    """The window's controller while it plays one seat of an online game."""

    status_changed = Signal(str)  # "waiting for Germany", "your turn", "reconnecting..."
    your_turn = Signal()
    woke = Signal()  # the machine slept and the seat is being joined again

    def __init__(self, link: OnlineLink, welcome: dict[str, Any], desk: GameController) -> None:
        super().__init__(desk.parent())
        self.link = link
        self.desk = desk
        self.autosave_enabled = False
        self.view: Any = None
        self.seat: int = int(welcome["seat"])
        self.game_id = str(welcome.get("game"))
        self.seats: list[dict[str, Any]] = list(welcome.get("seats", ()))
        self.actors: tuple[int, ...] = ()
        self.n = 0
        self._sent: int | None = None  # the action count an action was sent at, till answered
        self._can_undo = False
        self._online_status = status_words(CONNECTED)
        link.received.connect(self._received)
        link.answered.connect(self._answered)
        link.status.connect(self._link_status)
        link.gone.connect(self._gone)
        self._take_view(welcome)
        for entry in welcome.get("log", ()):
            self._log_entry(entry)
        # a sleep of the machine: the wall clock jumps between two looks; join again at once
        #: the wall clock read for sleeps (a test may set its own)
        self.clock = _wall
        self._last_look = self.clock()
        self._sleep_watch = QTimer(self)
        self._sleep_watch.setInterval(SLEEP_CHECK_MS)
        self._sleep_watch.timeout.connect(self.check_sleep)
        self._sleep_watch.start()

    def check_sleep(self) -> bool:
        """Whether the machine slept since the last look (then the seat is joined again)."""
        now = self.clock()
        slept = now - self._last_look > SLEEP_GAP
        self._last_look = now
        if slept:
            self._say(self.tr("back from sleep: joining the game again"))
            self.link.wake()
            self.woke.emit()
        return slept

    # -- what the window reads ------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.view

    @property
    def has_game(self) -> bool:
        return self.view is not None

    @property
    def is_bot_turn(self) -> bool:
        """Another seat (a person elsewhere or a server bot) is to play: the window waits."""
        return self.has_game and not self.view.is_over and self.seat not in self.actors

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def my_turn(self) -> bool:
        return self.has_game and not self.view.is_over and self.seat in self.actors

    @property
    def waiting_text(self) -> str:
        return waiting_words(self.actors, self.seats, self.seat)

    def legal_actions(self) -> list[Any]:
        if not self.my_turn:
            return []
        return list(engine.legal_actions(self.view, seat=self.seat))

    def legal_kinds(self) -> dict[Any, tuple[Any, ...]]:
        """The kinds legal on this seat's view, each with its first legal action."""
        if not self.my_turn:
            return {}
        return {k: (a,) for k, a in engine.legal_kinds(self.view, seat=self.seat).items()}

    def legal_of(self, kinds: tuple[Any, ...]) -> list[Any]:
        """Every legal action of these kinds on this seat's view, in their order."""
        if not self.my_turn:
            return []
        found = engine.legal_by_kind(self.view, seat=self.seat, listed=kinds)
        return [a for k in kinds for a in found.get(k, ())]

    def check(self, action: Any) -> RuleViolation | None:
        """Why the rules refuse ``action`` judged on this seat's view (the server decides)."""
        return check_on_view(self.view, action, self.seat)

    @property
    def can_undo(self) -> bool:
        return self.my_turn and self._can_undo

    @property
    def played(self) -> int:
        return self.n

    @property
    def awaiting(self) -> bool:
        """An action was sent and the server has not answered it yet: the screens that sent
        it (a decision's) are not put up again meanwhile."""
        return self._sent is not None

    # -- what the window does -------------------------------------------------------------------
    def play(self, action: Any) -> tuple[Any, ...] | None:
        """Send the action to the server; its events come back with the update."""
        if not self.has_game:
            return None
        if not self.my_turn:
            self.refused.emit(
                self.tr("Not your turn: {waiting}.").format(waiting=self.waiting_text)
            )
            return None
        self._sent = self.n
        self.link.request("act", action=str(action), n=self.n)
        return ()

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        self.link.request("undo")
        return True

    def save(self, path: Path) -> Path:
        raise NPQError(
            self.tr(
                "an online game is kept by its server: when it is over, export it with "
                "npq online export (Game → Online → Export this game…)"
            )
        )

    def autosave(self) -> None:
        return None

    def set_bot_delay(self, ms: int) -> None:
        return None  # the server paces its bots

    def pause(self, value: bool) -> None:
        return None  # the others play on, wherever they are

    def player_name(self, seat: int) -> str:
        for s in self.seats:
            if s.get("seat") == seat:
                return str(s.get("name") or s.get("nation"))
        return super().player_name(seat)

    # -- what the server says -------------------------------------------------------------------
    def _take_view(self, data: dict[str, Any]) -> None:
        session = self.link.session
        self.view = session.state
        self.n = int(data.get("n", self.n))
        if self._sent is not None and (self.n != self._sent or data.get("type") != "update"):
            self._sent = None  # the action sent was played (or the view came whole again)
        self.actors = tuple(data.get("actors", ()))
        self._can_undo = bool(data.get("can_undo", False))
        self.bots = [s.get("seat") != self.seat for s in self.seats] or [True]
        if "seats" in data:
            self.seats = list(data["seats"])
            self.bots = [s.get("seat") != self.seat for s in self.seats]

    def _received(self, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if kind == "seats":
            self.seats = list(data.get("seats", ()))
            self.changed.emit()
            self._say(self.waiting_text)
            return
        if kind in ("welcome", "state"):
            mine_before = self.my_turn
            self._take_view(data)
            self.changed.emit()
            self._after_move(mine_before)
            return
        if kind != "update":
            return
        mine_before = self.my_turn
        over_before = self.has_game and self.view.is_over
        self._take_view(data)
        self._log_entry(data)
        events = tuple(e for e in (_event(x) for x in data.get("events", ())) if e is not None)
        self.events.emit(events)
        self.changed.emit()
        if self.view.is_over and not over_before:
            self.game_over.emit(self.view.outcome)
            self._say(self.tr("the game is over"))
            return
        self._after_move(mine_before)

    def _after_move(self, mine_before: bool) -> None:
        if self.view.is_over:
            return
        if self.my_turn and not mine_before:
            if self.view.current == self.seat:
                self.turn_started.emit(self.seat)
            # else a decision owed in another's turn (a bid, a counter card, a rescue): no turn
            # of this seat's begins (the window would say "to play: up to 3 actions"); its
            # screen comes up with the window's refresh, and the player is told
            self.your_turn.emit()
        elif not self.my_turn and self.actors:
            self.turn_started.emit(self.actors[0])
        self._say(self.waiting_text)

    def _answered(self, reply: dict[str, Any]) -> None:
        if reply.get("type") == "error":
            was_sent, self._sent = self._sent is not None, None
            self.refused.emit(
                error_words(
                    str(reply.get("code", "")),
                    str(reply.get("message")),
                    reply.get("params"),
                    detail=reply.get("detail"),
                    cause=reply.get("cause"),
                )
            )
            if was_sent and self.has_game:
                self.changed.emit()  # the screen that sent it asks again

    def _link_status(self, text: str) -> None:
        self._online_status = text
        self._say(text if text != status_words(CONNECTED) else self.waiting_text)

    def _gone(self, why: str) -> None:
        self.failed.emit(
            self.tr("Online game"), self.tr("The online game was left: {why}").format(why=why)
        )
        self._say(self.tr("disconnected: {why}").format(why=why))

    def _say(self, text: str) -> None:
        away = [i18n.gettext(str(s.get("name"))) for s in self.seats if not s.get("online")]
        if away:
            said = self.tr("Online game {game}: {status} · away: {names}").format(
                game=self.game_id, status=text, names=", ".join(away)
            )
        else:
            said = self.tr("Online game {game}: {status}").format(game=self.game_id, status=text)
        self.status_changed.emit(said)

    def _log_entry(self, entry: dict[str, Any]) -> None:
        from ui.texts import describe_event, public_action_label

        by = entry.get("by")
        who = self.player_name(by) if isinstance(by, int) and by >= 0 else self.tr("Someone")
        round_no = self.view.round if self.view is not None else 0
        shown = str(entry.get("action"))
        with contextlib.suppress(Exception):  # one this app cannot read: its record form
            shown = public_action_label(engine.Action.parse(shown), self, state=self.view)
        if entry.get("undone"):
            said = self.tr("{name} takes back: {action}")
        else:
            said = self.tr("{name} plays: {action}")
        line = LogLine(
            int(round_no),
            by if isinstance(by, int) else None,
            said.format(name=who, action=shown),
        )
        self.log.append(line)
        self.logged.emit(line)
        for data in entry.get("events", ()):
            event = _event(data)
            if event is None:
                continue
            try:
                text = describe_event(event, self)
            except Exception:
                text = ""
            if text:
                line = LogLine(event.round, event.player, "   " + text)
                self.log.append(line)
                self.logged.emit(line)

    def close(self) -> None:
        self._sleep_watch.stop()
        self.link.close()


class LocalServer:
    """A game server run by the app on this machine, in a thread of its own."""

    def __init__(self, host: str = "127.0.0.1", port: int = 8765, db: str | None = None) -> None:
        from npq.cli.online import default_db
        from npq.online.server import GameServer
        from npq.online.store import open_store

        self.store = open_store(db or default_db())
        self.server = GameServer(self.store, bot_delay=0.3)
        self._loop = _Loop("npq-server")
        self._stop = asyncio.Event()
        ready: Future[int] = Future()

        async def run() -> None:
            try:
                await self.server.start(host, port)
            except BaseException as exc:
                ready.set_exception(exc)
                return
            ready.set_result(self.server.port)
            await self._stop.wait()
            await self.server.stop()

        self._running = self._loop.submit(run())
        self.port = ready.result(60)
        self.host = host

    @property
    def address(self) -> str:
        """Where others reach it: this machine's name's address when it listens on every
        interface (no packet is sent to find it), else the address it listens on."""
        host = self.host
        if host in ("0.0.0.0", ""):
            import socket

            try:
                host = socket.gethostbyname(socket.gethostname())
            except OSError:
                host = "127.0.0.1"
        return f"{host}:{self.port}"

    def stop(self) -> None:
        self._loop.loop.call_soon_threadsafe(self._stop.set)
        with contextlib.suppress(Exception):
            self._running.result(20)
        self._loop.stop()
        self.store.close()


class JoinDialog(QDialog):
    """Join a game: an npq:// link, or a server and a token."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join an online game"))
        layout = QFormLayout(self)
        self.link = QLineEdit()
        self.link.setObjectName("join-link")
        self.link.setPlaceholderText(
            self.tr("npq://host:8765/npq_…  (or a bare token, with the server)")
        )
        self.server = QLineEdit()
        self.server.setObjectName("join-server")
        self.server.setPlaceholderText(self.tr("host:8765 (only with a bare token)"))
        self.cafile = QLineEdit()
        self.cafile.setPlaceholderText(
            self.tr("certificate to trust (wss:// with a self-signed one)")
        )
        layout.addRow(self.tr("Link or token"), self.link)
        layout.addRow(self.tr("Server"), self.server)
        layout.addRow(self.tr("Certificate"), self.cafile)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def join_link(self) -> JoinLink:
        """The link entered; ``ValueError`` says what is wrong with it."""
        return parse_join(self.link.text(), self.server.text().strip() or None)


class HostDialog(QDialog):
    """Host a game: the server, the seats (you, a friend, or the server's bot), the options."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from npq.content import load_nations

        self.setWindowTitle(self.tr("Host an online game"))
        outer = QVBoxLayout(self)
        form = QFormLayout()
        self.server = QLineEdit()
        self.server.setObjectName("host-server")
        self.server.setPlaceholderText(self.tr("empty: start a server on this machine"))
        form.addRow(self.tr("Server"), self.server)
        self.open_to_network = QCheckBox(
            self.tr("Let players on other machines reach this machine's server")
        )
        form.addRow("", self.open_to_network)
        self.max_rounds = QSpinBox()
        self.max_rounds.setRange(0, 1000)
        self.max_rounds.setSpecialValueText(self.tr("no limit"))
        form.addRow(self.tr("Interrupt after round"), self.max_rounds)
        self.not_just_first = victory_box("host-not-just-first")
        form.addRow(self.not_just_first)
        outer.addLayout(form)
        outer.addWidget(self._advanced_options())
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("<b>Seat</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Nation</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Played by</b>")), 0, 2)
        self.rows: list[tuple[QComboBox, QComboBox]] = []
        nations = [(n.id, n.name) for n in load_nations().all]
        defaults = ["italy", "japan", "usa", "ussr", "british_empire", "germany"]
        for i in range(6):
            nation = QComboBox()
            nation.addItem("—", None)
            for nid, name in nations:
                nation.addItem(i18n.gettext(name), nid)
            if i < 3:
                nation.setCurrentIndex(nation.findData(defaults[i]))
            who = QComboBox()
            if i == 0:
                who.addItem(self.tr("me"), "me")
            else:
                who.addItem(self.tr("a friend (gets a link)"), "friend")
                who.addItem(self.tr("me"), "me")
            who.addItem(self.tr("server bot (greedy)"), "greedy")
            who.addItem(self.tr("server bot (random)"), "random")
            grid.addWidget(QLabel(str(i + 1)), i + 1, 0)
            grid.addWidget(nation, i + 1, 1)
            grid.addWidget(who, i + 1, 2)
            self.rows.append((nation, who))
        outer.addLayout(grid)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

    def _advanced_options(self) -> QGroupBox:
        """The advanced game and its options, as in the New game dialog (issue #11)."""
        box = QGroupBox(words("new.group"))
        box.setObjectName("host-advanced-options")
        v = QVBoxLayout(box)
        self.advanced = QCheckBox(words("new.advanced"))
        self.advanced.setObjectName("host-advanced")
        self.advanced.setToolTip(words("new.advanced.tip"))
        v.addWidget(self.advanced)
        self.telegrams = QCheckBox(words("new.telegrams"))
        self.telegrams.setChecked(True)
        self.cession_at_base = QCheckBox(words("new.cession"))
        self.second_place = QCheckBox(words("new.second"))
        self.advanced_suboptions = (self.telegrams, self.cession_at_base, self.second_place)
        for option in self.advanced_suboptions:
            option.setStyleSheet("margin-left: 18px")
            option.setEnabled(False)
            v.addWidget(option)
        self.advanced.toggled.connect(self._advanced_toggled)
        return box

    def _advanced_toggled(self, on: bool) -> None:
        for option in self.advanced_suboptions:
            option.setEnabled(on)

    def request(self) -> tuple[dict[str, Any], dict[str, str], int]:
        """The config and bots of the game, and the seat the host plays."""
        nations: list[str] = []
        bots: dict[str, str] = {}
        mine: int | None = None
        for nation, who in self.rows:
            nid = nation.currentData()
            if nid is None:
                continue
            seat = len(nations)
            if nid in nations:
                raise ValueError(
                    self.tr("{nation} is seated twice").format(nation=nation.currentText())
                )
            nations.append(nid)
            role = who.currentData()
            if role in ("greedy", "random"):
                bots[nid] = role
            elif role == "me":
                if mine is not None:
                    raise ValueError(self.tr("you can play one seat"))
                mine = seat
        if not nations:
            raise ValueError(self.tr("seat at least one nation"))
        if mine is None:
            raise ValueError(self.tr("choose the seat you play (Played by: me)"))
        config: dict[str, Any] = {"nations": nations}
        if self.advanced.isChecked():
            config["advanced"] = True
            for key, box in (
                ("telegrams", self.telegrams),
                ("cession_at_base", self.cession_at_base),
                ("second_place", self.second_place),
            ):
                if box.isChecked():
                    config[key] = True
        if self.max_rounds.value():
            config["max_rounds"] = self.max_rounds.value()
        config["not_just_first"] = self.not_just_first.isChecked()
        return config, bots, mine


class LinksDialog(QDialog):
    """The join links of a hosted game, to send to the players."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Send each player their link"))
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr(
                "Each link opens one seat and no other: send it to that player only. A link to "
                "127.0.0.1 works on this machine only: for friends elsewhere, host with “Let "
                "players on other machines reach this machine's server” (and your router's port "
                "forwarded), or on a server they can reach."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.text = QPlainTextEdit(text)
        self.text.setObjectName("links")
        self.text.setReadOnly(True)
        layout.addWidget(self.text)
        copy = QPushButton(self.tr("Copy all"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
        layout.addWidget(copy)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


class OnlineMenu(QObject):
    """Game → Online: host, join, export, leave; swaps the window's controller."""

    def __init__(self, menu: QMenu, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.local: LocalServer | None = None
        self.online: OnlineController | None = None
        self.link_text = ""
        sub = menu.addMenu(self.tr("Online"))
        sub.setObjectName("online-menu")
        self.act_host = sub.addAction(self.tr("Host a game…"), self.host_dialog)
        self.act_join = sub.addAction(self.tr("Join a game…"), self.join_dialog)
        self.act_export = sub.addAction(self.tr("Export this game…"), self.export_dialog)
        self.act_leave = sub.addAction(self.tr("Leave the online game"), self.leave)
        self.status = QLabel("")
        self.status.setObjectName("online-status")
        window.statusBar().addPermanentWidget(self.status)
        self._sync()

    def _sync(self) -> None:
        on = self.online is not None
        self.act_export.setEnabled(on)
        self.act_leave.setEnabled(on)
        self.status.setVisible(on)

    # -- joining --------------------------------------------------------------------------------
    def join_dialog(self) -> None:
        dialog = JoinDialog(self.window)
        if not dialog.exec():
            return
        try:
            link = dialog.join_link()
        except ValueError as exc:
            self.window.show_error(self.tr("Cannot join"), str(exc))
            return
        self.join(link, dialog.cafile.text().strip() or None)

    def join(self, link: JoinLink, cafile: str | None = None) -> bool:
        """Join a seat and play it in this window."""
        self.leave()
        channel = OnlineLink(link, cafile)
        try:
            welcome = channel.connect_seat()
        except (OnlineError, OSError, TimeoutError) as exc:
            channel.close()
            self.window.show_error(self.tr("Cannot join the online game"), reasons.said(exc))
            return False
        desk = self.window.controller
        online = OnlineController(channel, welcome, desk)
        online.status_changed.connect(self._status)
        online.your_turn.connect(self._notify)
        self.online = online
        self.window.log_view.clear()
        self.window.viewer = online.seat
        self.window._away = None
        self.window.set_controller(online)
        for line in online.log:
            self.window._logged(line)
        self._sync()
        self.window.refresh()
        self._status(
            self.tr("Online game {game}: {status}").format(
                game=online.game_id, status=online.waiting_text
            )
        )
        if online.my_turn:
            self.window._turn_started(online.seat)
        return True

    def _status(self, text: str) -> None:
        self.status.setText(" " + text + " ")
        self.window.statusBar().showMessage(text, 6000)

    def _notify(self) -> None:
        """It is this player's turn, or a decision is asked of him in another's (a draft pick,
        a bid, a rescue, a counter card): a banner, the window alerts, a tray message if any."""
        online = self.online
        if online is not None and online.has_game and online.view.current != online.seat:
            text = self.tr("<b>Your decision</b> is awaited in the online game")
        else:
            text = self.tr("<b>Your turn</b> in the online game")
        self.window.flash(text, "#1b5e20", 6000)
        QApplication.alert(self.window, 0)
        try:
            from PySide6.QtWidgets import QSystemTrayIcon

            if QSystemTrayIcon.isSystemTrayAvailable():
                tray = getattr(self, "_tray", None)
                if tray is None:
                    tray = self._tray = QSystemTrayIcon(self.window.windowIcon(), self.window)
                    tray.show()
                tray.showMessage(
                    self.tr("North Pole Quest"), self.tr("Your turn in the online game")
                )
        except Exception:
            pass

    # -- hosting --------------------------------------------------------------------------------
    def host_dialog(self) -> None:
        dialog = HostDialog(self.window)
        if not dialog.exec():
            return
        try:
            config, bots, mine = dialog.request()
        except ValueError as exc:
            self.window.show_error(self.tr("Cannot host the game"), reasons.said(exc))
            return
        self.host(
            dialog.server.text().strip(), config, bots, mine, dialog.open_to_network.isChecked()
        )

    def host(
        self,
        server: str,
        config: dict[str, Any],
        bots: dict[str, str],
        mine: int,
        open_to_network: bool = False,
    ) -> str | None:
        """Create the game (on ``server``, or on a server started here), show the links, join
        the host's seat; the links' text."""
        try:
            if not server:
                if self.local is None:
                    self.local = LocalServer("0.0.0.0" if open_to_network else "127.0.0.1", 0)
                server = self.local.address
            url = server_url(server)
            created = _run_now(create_game(url, config, bots, ssl=client_ssl(url)))
        except (OnlineError, OSError, ValueError, NPQError) as exc:
            self.window.show_error(self.tr("Cannot host the game"), reasons.said(exc))
            return None
        lines, own = [], None
        for seat in created["seats"]:
            name = i18n.gettext(str(seat["name"]))
            if seat["token"] is None:
                lines.append(
                    self.tr("{name}: server bot ({bot})").format(name=name, bot=seat["bot"])
                )
                continue
            link = join_link(url, seat["token"])
            if seat["seat"] == mine:
                own = JoinLink(url, seat["token"])
                lines.append(self.tr("{name} (you): {link}").format(name=name, link=link))
            else:
                lines.append(f"{name}: {link}")
        self.link_text = "\n".join(lines)
        LinksDialog(self.link_text, self.window).open()
        if own is not None:
            self.join(own)
        return self.link_text

    # -- leaving --------------------------------------------------------------------------------
    def export_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        if self.online is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export the online game"),
            "online-game.json",
            self.tr("Games (*.json)"),
        )
        if path:
            self.export(Path(path))

    def export(self, path: Path) -> str:
        """A finished game as a save; a running one as this seat's view. Returns the kind."""
        import json

        assert self.online is not None
        session = self.online.link.session
        reply = self.online.link._loop.submit(session.request("export")).result(30)
        if reply.get("type") == "error":
            self.window.show_error(
                self.tr("Export"),
                error_words(
                    str(reply.get("code", "")),
                    str(reply.get("message")),
                    reply.get("params"),
                    detail=reply.get("detail"),
                    cause=reply.get("cause"),
                ),
            )
            return "error"
        text = reply["text"] if reply["kind"] == "save" else json.dumps(reply["document"], indent=1)
        from npq._files import atomic_write

        atomic_write(path, text)
        self.window.statusBar().showMessage(self.tr("Exported to {file}").format(file=path), 5000)
        return str(reply["kind"])

    def leave(self) -> None:
        """Back to the desk (the online game goes on without this window)."""
        online, self.online = self.online, None
        if online is None:
            return
        self.window.set_controller(online.desk)
        online.close()
        self.window.log_view.clear()
        self.window.viewer = None
        self._sync()
        self.window.refresh()

    def shutdown(self) -> None:
        self.leave()
        if self.local is not None:
            self.local.stop()
            self.local = None


def _run_now(coro: Any) -> Any:
    """Run a coroutine to the end from the Qt thread (a short request)."""
    return asyncio.run(coro)


def install_menu(menu: QMenu, window: Any) -> OnlineMenu:
    """Add Game → Online to the window's Game menu."""
    return OnlineMenu(menu, window)


def confirm_leave(window: Any) -> bool:
    answer = QMessageBox.question(
        window,
        translate("OnlineMenu", "Leave the online game"),
        translate("OnlineMenu", "Leave the online game? It goes on without you."),
    )
    return answer == QMessageBox.StandardButton.Yes
