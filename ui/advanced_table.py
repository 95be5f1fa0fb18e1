"""The advanced game at the desk (issue #11): decisions owed in another's turn, the Telegram of
the round on the map, crew on its way and the Barrage's thresholds.

:class:`AdvancedTable` hangs on the main window and reads the engine's state on every redraw:

* **Decisions by other seats.** When a human seat owes a ``draft`` or ``auction`` decision
  (:func:`npq.game.actors`), the device goes to him behind a pass screen (hands hidden), then
  his screen opens (:mod:`ui.advanced_dialogs`); bots answer through the controller's
  :class:`npq.bots.Driver`. When no human decision is owed any more, the device goes back to
  the player whose turn it is.
* **The Telegram of the round.** The card read at the round's start (``telegram_read``) is
  shown with its date and text; a banner on the map keeps it in view for the round; the areas
  it closes or opens are drawn on the map and the bases it closes are marked.
* **The player's board.** Members hired or ceded in flight wait for the next base ("joins at
  the next base", "leaves at the next base"); the Barrage's "3 missions ✓ / 300 Bonds ✗"; both
  also on the status bar.

It decides nothing: legality is the engine's, the words are :mod:`ui.advanced_texts`.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from npq.board import FeatureKind
from npq.errors import NPQError
from npq.game import Action, ActionKind, actors, view_for
from npq.game.rules.advanced.airspace import BARRAGE_BONDS
from npq.game.rules.advanced.crew import hire_auction
from npq.game.rules.advanced.telegrams import table_effects
from npq.game.rules.sets import rule_set
from ui.advanced_dialogs import AuctionDialog, DecisionDialog, DraftDialog, TelegramCard
from ui.advanced_rescue import RescueDialog, rescue_lines
from ui.advanced_texts import (
    barrage_words,
    crew_pending_words,
    date_words,
    member_words,
    telegram_effect_words,
    words,
)
from ui.cards import venture_info
from ui.dialogs import PassDeviceScreen
from ui.map.geometry import board_to_scene, geometry_path
from ui.texts import describe_event, place_name
from ui.theme import SCALE, nation_name

__all__ = ["DECISION_KINDS", "AdvancedTable"]

#: The decisions of the advanced game this module puts before a human seat.
DECISION_KINDS = ("draft", "auction", "rescue")

#: Bases a Telegram's ``bases_closed`` shuts (an airship is served there: fuel, repairs, crew).
_SERVED = (FeatureKind.START_BASE, FeatureKind.BASE, FeatureKind.MISSION_BASE)

_CLOSED = QColor(183, 28, 28)
_OPENED = QColor(46, 125, 50)


class AdvancedPanel(QGroupBox):
    """The advanced game on the player's board: the rules in play, the Telegram of the round,
    crew on its way, the Barrage's thresholds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(words("panel.title"), parent)
        self.setObjectName("advanced-panel")
        v = QVBoxLayout(self)
        v.setContentsMargins(6, 4, 6, 4)
        self.rules = self._label("advanced-rules")
        self.telegram = self._label("advanced-telegram")
        self.crew = self._label("advanced-crew")
        self.barrage = self._label("advanced-barrage")
        self.rescue = self._label("advanced-rescue")
        self.rescue.setStyleSheet("color: #b71c1c")
        for w in (self.rules, self.telegram, self.crew, self.barrage, self.rescue):
            v.addWidget(w)

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        return label


class AdvancedTable(QObject):
    """The advanced game's screens on a main window (see the module's docstring)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: DecisionDialog | None = None
        self._key: tuple[Any, ...] | None = None
        self._handed = False  # the device was taken from the player to move for a decision
        self._waiting: int | None = None  # the seat the decision pass screen waits for
        self._scheduled = False
        self.telegram_card: TelegramCard | None = None
        self._cards: list[str] = []  # telegrams read and not shown yet
        self._held = False  # the bots wait while a Telegram is read
        self.pass_screen = PassDeviceScreen(window)
        self.pass_screen.setObjectName("decision-pass")
        self.pass_screen.ready.connect(self._ready)
        window.pass_screen.ready.connect(self.schedule)
        self.panel = AdvancedPanel()
        self.panel.hide()
        self._insert_panel()
        self.banner = QLabel(window.view)
        self.banner.setObjectName("telegram-banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            "background: rgba(243, 233, 198, 235); color: #3e2723; border: 1px solid #8d6e63; "
            "border-radius: 5px; padding: 5px 10px; font-size: 10pt"
        )
        self.banner.hide()
        window.view.installEventFilter(self)
        self.status = QLabel()
        self.status.setObjectName("barrage-status")
        window.statusBar().addPermanentWidget(self.status)
        self.status.hide()
        self.map_items: list[Any] = []
        self._drawn: tuple[Any, ...] | None = None
        self._menu_price: Any = None  # the window's price of a menu entry, wrapped

    def _price_of(self, action: Any) -> str | None:
        """A menu entry's price and payee; a hire that opens an Engagement Auction says so
        (its price is the bidding's, paid to the Bank when it closes)."""
        found = self._menu_price(action) if self._menu_price is not None else None
        if found is not None or not self._is_advanced():
            return found
        if action.kind not in (ActionKind.HIRE_COMMANDER, ActionKind.HIRE_SPECIALIST):
            return found
        state = self._state()
        try:
            opens = hire_auction(
                state, self.window.world, rule_set(state.config, state.edition), action
            )
        except (NPQError, ValueError, LookupError):
            return found
        if opens is None:
            return found
        return words("price.auction", base=opens[0], n=len(opens[1]))

    def _insert_panel(self) -> None:
        """The panel goes under the player's board, above the hand."""
        board = self.window.player_board
        parent = board.parentWidget()
        layout = parent.layout() if parent is not None else None
        if layout is None:
            return
        layout.insertWidget(layout.indexOf(board) + 1, self.panel)

    # -- the game shown -------------------------------------------------------------------------
    @property
    def controller(self) -> Any:
        return self.window.controller

    def _state(self) -> Any:
        c = self.controller
        return c.state if c.has_game else None

    def _is_advanced(self) -> bool:
        s = self._state()
        return s is not None and bool(s.config.advanced)

    def refresh(self) -> None:
        """Redraw the panel, the banner, the map's Telegram marks and the status line from the
        state; then see (once the window has settled) whether a human owes a decision."""
        state = self._state()
        on = state is not None and bool(state.config.advanced)
        self.panel.setVisible(on)
        self.status.setVisible(on)
        if not on:
            self.banner.hide()
            self._draw_telegram(None)
            self._close_dialog()
            return
        bar = self.window.actions_bar
        if bar.price_of != self._price_of:
            self._menu_price, bar.price_of = bar.price_of, self._price_of
        seat = self.window.viewer if self.window.viewer is not None else int(state.current)
        self._show_panel(state, seat)
        self._show_banner(state)
        self._draw_telegram(state)
        self.schedule()

    def _names(self, seat: int) -> str:
        return str(self.controller.player_name(seat))

    def _show_panel(self, state: Any, seat: int) -> None:
        cfg = state.config
        options = [words("panel.option.advanced")]
        for flag, key in (
            (cfg.telegrams, "panel.option.telegrams"),
            (cfg.cession_at_base, "panel.option.cession"),
            (cfg.second_place, "panel.option.second"),
        ):
            if flag:
                options.append(words(key))
        self.panel.rules.setText(words("panel.rules", options=", ".join(options)))
        card = self._telegram(state)
        self.panel.telegram.setVisible(card is not None)
        if card is not None:
            self.panel.telegram.setText(
                words("telegram.banner", date=date_words(card.date), title=card.title)
            )
        p = state.players[seat]
        lines = [crew_pending_words(m, False) for m in p.joining]
        lines += [crew_pending_words(m, True) for m in p.leaving]
        self.panel.crew.setText("\n".join(lines) if lines else words("crew.none"))
        self.panel.crew.setStyleSheet("color: #e65100" if lines else "color: #546e7a")
        text, tip = self.barrage(state, seat)
        self.panel.barrage.setText(text)
        self.panel.barrage.setToolTip(tip)
        self.status.setText(f" {self._names(seat)} · {text} ")
        self.status.setToolTip(tip)
        rescue = rescue_lines(state, self.window.world, seat, self._names)
        self.panel.rescue.setVisible(bool(rescue))
        self.panel.rescue.setText("\n".join(rescue))

    def barrage(self, state: Any, seat: int) -> tuple[str, str]:
        """The Barrage's thresholds for ``seat`` (section 1A, L122): three completed missions
        and 300 Bonds net of the Bank loan; on the Pole journey the departure check stands."""
        p = state.players[seat]
        net = int(state.bonds(seat)) - int(state.ledger.loan_outstanding(p.nation))
        text, tip = barrage_words(self._names(seat), len(p.completed), net, BARRAGE_BONDS)
        if str(p.pole) != "none":
            text = words("pole.journey")
        return text, tip

    # -- the Telegram of the round ------------------------------------------------------------
    def _telegram(self, state: Any) -> Any:
        card_id = state.telegram
        deck = self.window.world.content.telegrams
        if card_id is None or card_id not in deck:
            return None
        return deck[card_id]

    def _show_banner(self, state: Any) -> None:
        card = self._telegram(state)
        if card is None:
            self.banner.hide()
            return
        acting = card.effects_in_play(state.config.nations)
        date = date_words(card.date)
        if acting:
            effects = "; ".join(telegram_effect_words(e) for e in acting)
            text = words("telegram.banner.effects", date=date, title=card.title, effects=effects)
        else:
            text = words("telegram.banner", date=date, title=card.title)
            text += " — " + words("telegram.no_effect")
        self.banner.setText(html.escape(text))
        self._place_banner()
        self.banner.show()
        self.banner.raise_()

    def _place_banner(self) -> None:
        view = self.window.view
        self.banner.setMaximumWidth(max(260, int(view.width() * 0.6)))
        self.banner.adjustSize()
        self.banner.move(10, max(0, view.height() - self.banner.height() - 10))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        resized = watched is self.window.view and event.type() == QEvent.Type.Resize
        if resized and self.banner.isVisible():
            self._place_banner()
        return False

    def _draw_telegram(self, state: Any) -> None:
        """The areas the Telegram closes (red) or opens (green, dashed) and the bases it
        closes (a red ring), for the round."""
        effects = () if state is None else table_effects(state, self.window.world)
        key = (None if state is None else state.telegram, tuple(str(e) for e in effects))
        if key == self._drawn:
            return
        self._drawn = key
        scene = self.window.scene
        for item in self.map_items:
            scene.removeItem(item)
        self.map_items = []
        card = None if state is None else self._telegram(state)
        title = "" if card is None else str(card.title)
        board = self.window.board
        for e in effects:
            kind = e.type.value
            if kind in ("zone_closed", "zone_open") and e.zone:
                try:
                    geom = board.get(e.zone).geometry
                except Exception:
                    continue
                item = QGraphicsPathItem(geometry_path(geom))
                closed = kind == "zone_closed"
                colour = _CLOSED if closed else _OPENED
                fill = QColor(colour)
                fill.setAlpha(90 if closed else 45)
                pen = QPen(colour, 0.05 * SCALE)
                pen.setCosmetic(False)
                if not closed:
                    pen.setStyle(Qt.PenStyle.DashLine)
                item.setPen(pen)
                item.setBrush(QBrush(fill))
                item.setZValue(15)
                item.setToolTip(
                    words("telegram.zone_tip", type=kind, zone=place_name(e.zone), title=title)
                )
                item.setData(0, f"{kind}:{e.zone}")
                scene.addItem(item)
                self.map_items.append(item)
            elif kind == "bases_closed" and e.nation:
                to = nation_name(e.other) if e.other else words("telegram.every")
                for place in board.places:
                    if place.nation != e.nation or place.kind not in _SERVED:
                        continue
                    self.map_items.append(self._closed_base(place, to, title))

    def _closed_base(self, place: Any, to: str, title: str) -> Any:
        r = 0.28 * SCALE
        c = board_to_scene(place.point.x, place.point.y)
        ring = QGraphicsEllipseItem(c.x() - r, c.y() - r, 2 * r, 2 * r)
        ring.setPen(QPen(_CLOSED, 0.07 * SCALE))
        ring.setBrush(QBrush(QColor(183, 28, 28, 60)))
        ring.setZValue(26)
        ring.setToolTip(words("telegram.base_tip", place=place.name, to=to, title=title))
        ring.setData(0, f"base_closed:{place.id}")
        cross = QGraphicsPathItem(ring)
        path = QPainterPath()
        d = r * 0.7
        path.moveTo(c.x() - d, c.y() - d)
        path.lineTo(c.x() + d, c.y() + d)
        path.moveTo(c.x() + d, c.y() - d)
        path.lineTo(c.x() - d, c.y() + d)
        cross.setPath(path)
        cross.setPen(QPen(_CLOSED, 0.05 * SCALE))
        self.window.scene.addItem(ring)
        return ring

    def events(self, events: tuple[Any, ...]) -> None:
        """What the advanced game shows of the engine's events: the Telegram read, the end of
        an auction, a Venture card drawn in fog."""
        if not self._is_advanced():
            return
        for e in events:
            kind = str(e.kind)
            if kind == "telegram_read":
                self._cards.append(str(e.get("card")))
            elif kind == "auction_closed":
                self.window.flash(
                    html.escape(
                        words(
                            "auction.closed",
                            contested=bool(e.get("contested")),
                            winner=self._names(int(e.player)),
                            member=member_words(str(e.get("member")), e.get("role")),
                            price=e.get("price"),
                            seller=None
                            if e.get("seller") is None
                            else self._names(int(e.get("seller"))),
                        )
                    ),
                    "#4a148c",
                    7000,
                )
            elif kind in ("rescue_called", "rescue_paid"):
                self.window.flash(html.escape(describe_event(e, self.controller)), "#b71c1c", 9000)
            elif kind == "venture_drawn" and e.get("zone_kind") == "fog":
                title, text = venture_info(str(e.get("card")), e.get("line"))
                who = self._names(int(e.player)) if e.player is not None else ""
                self.window.flash(
                    words(
                        "fog.venture",
                        who=html.escape(who),
                        area=html.escape(place_name(str(e.get("zone")))),
                        title=html.escape(title),
                        text=html.escape(text),
                    ),
                    "#455a64",
                    9000,
                )
        self.schedule()

    def _show_card(self) -> bool:
        """Show the next Telegram read; True while one is on the table."""
        if self.telegram_card is not None and self.telegram_card.isVisible():
            return True
        state = self._state()
        deck = self.window.world.content.telegrams
        while self._cards:
            card_id = self._cards.pop(0)
            if card_id not in deck or state is None:
                continue
            card = TelegramCard(
                deck[card_id], tuple(state.config.nations), state.round, self.window
            )
            card.finished.connect(self._card_read)
            self.telegram_card = card
            if self.controller.humans:
                self._held = True
                self.controller.pause(True)
            card.open()
            return True
        return False

    def _card_read(self, _result: int = 0) -> None:
        if self._held:
            self._held = False
            self.controller.pause(False)
        self.schedule()

    # -- decisions owed by human seats ---------------------------------------------------------
    def schedule(self) -> None:
        """Look at the decisions once the window has settled (after the signals of one action
        have all been handled: its turn change, its pass screen)."""
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self.sync)

    def owed(self) -> tuple[str, int, bool] | None:
        """The advanced decision on top of the stack, the seat that owes it and whether a bot
        plays that seat."""
        state = self._state()
        c = self.controller
        if state is None or state.is_over or not hasattr(c, "bots"):
            return None
        if not state.decisions:
            return None
        top = state.decisions[-1]
        if top.kind not in DECISION_KINDS:
            return None
        seat = int(top.seat)
        who = actors(state)
        if not who or int(who[0]) != seat:
            return None
        return str(top.kind), seat, bool(c.bots[seat])

    def sync(self) -> None:
        """Put the decision owed before its seat, or hand the device back to the player whose
        turn it is."""
        self._scheduled = False
        if not self._is_advanced():
            self._close_dialog()
            return
        self._show_card()
        w = self.window
        c = self.controller
        owed = self.owed()
        if owed is None:
            self._close_dialog()
            self._hand_back()
            return
        kind, seat, bot = owed
        if bot:
            self._close_dialog()
            return  # the driver answers for the bot; the device stays where it is
        if c.awaiting:
            return  # an online seat's answer is on its way to the server
        key = (kind, seat, c.played)
        if self.dialog is not None and self._key == key and self.dialog.isVisible():
            return
        self._close_dialog()
        if self.pass_screen.isVisible() and self._waiting == seat:
            return  # waiting for him to take the device
        if w.pass_screen.isVisible():
            if seat == c.current:
                return  # the window hands him the device for his turn: then he decides
            w.pass_screen.hide()
        if w.viewer == seat or len(c.humans) == 1:
            self._open(kind, seat, key)
            return
        # the device goes to the seat that owes it, everything private hidden
        if seat != c.current:
            self._handed = True
        w.viewer = None
        w.refresh()
        self._waiting = seat
        name = self._names(seat)
        extra: dict[str, Any] = {"name": name}
        if kind == "auction" and c.state.auction is not None:
            a = c.state.auction
            extra["member"] = member_words(a.member, a.role)
        if kind == "rescue":
            by = c.state.decisions[-1].by
            extra["landed"] = self._names(int(by)) if by is not None else ""
        self.pass_screen.ask(name)
        self.pass_screen.sub.setText(words(f"pass.{kind}", **extra))
        self.pass_screen.button.setText(words(f"pass.button.{kind}", name=name))

    def _ready(self) -> None:
        """The seat that owes the decision has the device."""
        seat = self._waiting
        self._waiting = None
        owed = self.owed()
        if owed is None or seat is None or owed[1] != seat or owed[2]:
            self.schedule()
            return
        kind = owed[0]
        self._open(kind, seat, (kind, seat, self.controller.played))

    def _open(self, kind: str, seat: int, key: tuple[Any, ...]) -> None:
        w = self.window
        c = self.controller
        if w.viewer != seat:
            if seat != c.current:
                self._handed = True
            w.viewer = seat
            w.refresh()
        view = view_for(c.state, seat)
        dialog: DecisionDialog
        if kind == "draft":
            dialog = DraftDialog(view, seat, w.world, self._names, w)
        elif kind == "rescue":
            # nothing of the rescue is hidden: its terms are read from the table
            dialog = RescueDialog(c.state, seat, w.world, self._names, w)
        else:
            dialog = AuctionDialog(view, seat, self._names, w)
        dialog.chosen.connect(self._answer)
        self.dialog = dialog
        self._key = key
        w.statusBar().showMessage(dialog.windowTitle())
        dialog.open()

    def _answer(self, text: str) -> None:
        self.dialog = None
        self._key = None
        if self.controller.play(Action.parse(text)) is not None:
            self.window.statusBar().clearMessage()
            self.window._turn_hint()

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            self._key = None
            dialog.chosen.disconnect(self._answer)
            dialog.done(0)
            dialog.deleteLater()
        if self.pass_screen.isVisible() and self.owed() is None:
            self.pass_screen.hide()
            self._waiting = None

    def _hand_back(self) -> None:
        """No advanced decision is owed: the device goes back to the player whose turn it is
        (behind the window's own pass screen), or is hidden while a bot plays."""
        if not self._handed:
            return
        self._handed = False
        w = self.window
        c = self.controller
        if c.state.is_over:
            return
        current = c.current
        if c.bots[current]:
            if len(c.humans) > 1 and w.viewer is not None:
                w._away = w.viewer  # his hand is not left open while a bot plays
                w.viewer = None
                w.refresh()
            return
        if w.viewer == current or w.pass_screen.isVisible():
            return
        if len(c.humans) < 2:
            w.viewer = current
            w.refresh()
            return
        w.viewer = None
        w.refresh()
        w.pass_screen.ask(c.player_name(current), w.since_last_turn(current))
