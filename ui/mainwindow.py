"""The main window: the map in the middle, the player's board and hand on the left, the market,
Arctic bases, calculators and log on the right, the List of Actions along the bottom.

It renders the engine's state and sends it actions; it decides nothing itself. A refusal is the
engine's ``RuleViolation`` in words; an error (a bad save, a bug) is a message box, and the game
goes on.
"""

from __future__ import annotations

import contextlib
import html
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QPointF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSlider,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from npq import i18n, reasons
from npq.errors import NPQError
from npq.game import ActionKind, view_for
from npq.game.actions import Action, Agree, EndTurn, Interrupt, Refuse
from npq.game.rules import dry_bases
from npq.game.rules.ending import CONSENT
from npq.game.state import EDITION
from npq.game.world import World
from npq.i18n import LANGUAGES
from npq.nav import distance_between
from ui.advanced_dialogs import FogCardDialog
from ui.advanced_table import AdvancedTable
from ui.cards import venture_info
from ui.controller import LOG_KINDS, REVEALING_EVENTS, GameController
from ui.counter import CounterDialog, counter_decision
from ui.dialogs import EndGameDialog, NewGameDialog, PassDeviceScreen
from ui.files import SaveFileDialog
from ui.helpmenu import LearningAids
from ui.language import QT_TRANSLATE_NOOP, translate
from ui.map.geometry import board_to_scene
from ui.map.route import RoutePlanItem
from ui.map.view import MapScene, MapView
from ui.model import MapOverlay, Miniature, Token
from ui.navigation import NavigatingTool
from ui.online import install_menu as install_online_menu
from ui.panels.actions import BUTTON_KINDS, ActionBar
from ui.panels.hand import HandPanel
from ui.panels.player import PlayerBoard, PlayersTable
from ui.panels.tables import (
    ArcticList,
    CrewMarket,
    GameLog,
    LogFilters,
    MissionTable,
    RangeCalculator,
)
from ui.refusals import Refusals, refusals
from ui.solo import install_menu, resume_solo
from ui.storage import (
    autosave_path,
    read_language,
    read_seat_choices,
    read_settings,
    recent_autosaves,
    summarize_save,
    write_language,
    write_seat_choices,
    write_setting,
)
from ui.texts import (
    SOLO_SHORT,
    action_label,
    effect_words,
    ending_words,
    place_name,
    solo_short,
)
from ui.theme import NATION_NAMES, nation_name

__all__ = ["MainWindow"]

#: The bots' speeds (the name is shown through ``self.tr``, context MainWindow).
BOT_SPEEDS: tuple[tuple[str, int], ...] = (
    (QT_TRANSLATE_NOOP("MainWindow", "Slow"), 1200),
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 450),
    (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 120),
    (QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0),
)

#: A payment of this many Bonds or more is confirmed first (issue 12), unless turned off.
COSTLY = 100


class MainWindow(QMainWindow):
    """The app's one window."""

    def __init__(self, world: World, *, cached: bool = True) -> None:
        super().__init__()
        #: Every edition's world (the rules ask it for a game's: World.for_edition).
        self.world = world
        #: The board shown: the game's on the table, of its edition (:meth:`_follow_edition`).
        self.board = world.board
        self.disc = world.disc
        self.controller = GameController(self)
        self.viewer: int | None = None  # the seat whose private things are shown
        self._away: int | None = None  # hot-seat: the human whose hand a bot's turn hid
        self._pending: dict[int, list[str]] = {}  # rivals' card effects not yet shown
        self.errors: list[tuple[str, str]] = []  # every error shown (tests read it)
        self.questions: list[str] = []  # confirmations answered without a box (modal_errors off)
        self.modal_errors = True
        self.forecast_offset = 0
        self.end_dialog: EndGameDialog | None = None
        #: The question to the target of a hostile card holding a counter (section 6).
        self.counter_dialog: CounterDialog | None = None
        # the gold Scientist's choice of the fog's Venture card (the advanced game, L321-323)
        self.fog_dialog: FogCardDialog | None = None
        self.solo_watcher: Any = None  # ui.solo's tracker of a solo game, when one is played
        self.solo_directory: Any = None  # the solo profile's folder (None: the default one)
        self.setWindowTitle(self.tr("North Pole Quest"))
        self.scene = MapScene(self.board, self.disc, cached=cached, parent=self)
        self.view = MapView(self.scene)
        self.view.key_handler = self._map_key
        self.tool = NavigatingTool(self.board, self.disc, world)
        self.route_item = RoutePlanItem()  # the Range tab's weather plan, on the map
        self.scene.addItem(self.route_item)
        self.view.quiet_tooltips = lambda: bool(self.tool.active)
        self.actions_bar = ActionBar()
        self.refusals: Refusals | None = None  # the action bar's legal set and reasons
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.actions_bar.turn_bar)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.actions_bar)
        self._actions_wrapped = False
        self.banner = QLabel(self.view)
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.hide()
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        self._build_left()
        self._build_right()
        self._build_toolbar()
        self.pass_screen = PassDeviceScreen(self)
        self.pass_screen.ready.connect(self._pass_ready)
        self._animations: list[QVariantAnimation] = []
        self.advanced = AdvancedTable(self)  # the advanced game's screens (issue #11)
        self._wire()
        self.statusBar().showMessage(
            self.tr("Start a new game (Ctrl+N) or open a saved one (Ctrl+O).")
        )
        self.refresh()

    # -- the Language setting (ui.language; it applies at the next start) ---------------------

    def _build_language_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Language"))
        menu.setObjectName("language-menu")
        group = QActionGroup(self)
        chosen = read_language()
        self.language_actions: dict[str | None, QAction] = {}
        for code, label in ((None, self.tr("As the system")), *LANGUAGES.items()):
            act = QAction(label, self, checkable=True)
            act.setChecked(code == chosen)
            act.setData(code)
            act.triggered.connect(lambda _=False, c=code: self.choose_language(c))
            group.addAction(act)
            menu.addAction(act)
            self.language_actions[code] = act
        self.language_menu = menu

    def choose_language(self, code: str | None) -> None:
        """Remember the Language setting; the app speaks it from its next start."""
        try:
            write_language(code)
        except OSError as exc:
            self.show_error(self.tr("Cannot keep the setting"), reasons.said(exc))
            return
        self.statusBar().showMessage(
            self.tr("The language changes when the app is started again."), 8000
        )

    # -- layout ---------------------------------------------------------------------------------
    def _build_left(self) -> None:
        self.players_table = PlayersTable()
        self.player_board = PlayerBoard()
        self.hand = HandPanel()
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(2, 2, 2, 2)
        v.addWidget(self.players_table)
        v.addWidget(self.player_board)
        v.addWidget(self.hand, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(box)
        self.left_scroll = scroll
        self._scrolled_for: int | None = None  # the seat the side panel's scroll belongs to
        dock = QDockWidget(self.tr("Player"), self)
        dock.setObjectName("dock-player")
        dock.setWidget(scroll)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        dock.setMinimumWidth(220)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.left_dock = dock

    def _build_right(self) -> None:
        self.tabs = QTabWidget()
        self.market = CrewMarket()
        self.arctic = ArcticList(self.board)
        # the Mission deck of the current edition (a game of another lists its own)
        self.mission_table = MissionTable(self.board, self.world.mission_cards(EDITION))
        self.range_calc = RangeCalculator(self.board)
        self.log_view = GameLog()
        self.log_filters = LogFilters(LOG_KINDS)
        self.log_filters.changed.connect(self.log_view.set_filter)
        log_page = QWidget()
        log_box = QVBoxLayout(log_page)
        log_box.setContentsMargins(0, 0, 0, 0)
        log_box.setSpacing(2)
        log_box.addWidget(self.log_filters)
        log_box.addWidget(self.log_view, 1)
        self.tabs.addTab(log_page, self.tr("Log"))
        self.tabs.addTab(self.market, self.tr("Crew"))
        self.tabs.addTab(self.arctic, self.tr("Arctic"))
        self.tabs.addTab(self.mission_table, self.tr("Missions"))
        # the Range tab scrolls rather than cutting its plan off (a 1024x700 window)
        range_page = QScrollArea()
        range_page.setObjectName("range-page")
        range_page.setWidgetResizable(True)
        range_page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        range_page.setWidget(self.range_calc)
        self.range_page = range_page
        self.tabs.addTab(range_page, self.tr("Range"))
        self.range_calc.weather.planned.connect(self._show_plan)
        # the weather plan starts when the player first opens the Range tab
        self.tabs.currentChanged.connect(
            lambda i: self.range_calc.weather.arm() if self.tabs.widget(i) is range_page else None
        )
        self.range_calc.weather.fly_next.connect(self.fly_next_leg)
        self._plan_key: tuple[Any, ...] | None = None
        # (seat, target) the Range tab's To was last chosen for: a To picked by hand is kept
        # only while they stay the same
        self._goal_key: tuple[int, str | None] | None = None
        # narrow tabs: all five stay in view in a 220-pixel panel (a 1024 or 1280 window),
        # instead of "Range" hiding behind the tab bar's scroll arrows
        self.tabs.tabBar().setStyleSheet("QTabBar::tab { padding: 3px 4px; }")
        dock = QDockWidget(self.tr("Table"), self)
        dock.setObjectName("dock-table")
        #: As wide as the five tabs' words at least ("Equipaggio", "Tripulación" are longer
        #: than "Crew"): no tab behind the scroll arrows in any language.
        self._tabs_width = self.tabs.tabBar().sizeHint().width() + 8
        dock.setWidget(self.tabs)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        dock.setMinimumWidth(max(220, self._tabs_width))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.right_dock = dock

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Game"))
        bar.setObjectName("toolbar")
        bar.setMovable(False)
        self.addToolBar(bar)
        menu = self.menuBar().addMenu(self.tr("&Game"))
        self.act_new = self._action(
            self.tr("New game…"), self.new_game_dialog, QKeySequence.StandardKey.New
        )
        self.act_open = self._action(
            self.tr("Open…"), self.open_dialog, QKeySequence.StandardKey.Open
        )
        self.act_save = self._action(self.tr("Save"), self.save, QKeySequence.StandardKey.Save)
        self.act_save_as = self._action(
            self.tr("Save as…"), self.save_as, QKeySequence.StandardKey.SaveAs
        )
        self.act_undo = self._action(self.tr("Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self._action(self.tr("Redo"), self.redo, QKeySequence("Ctrl+Shift+Z"))
        self.act_export = self._action(self.tr("Export the game map…"), self.export_game_map)
        self.act_export.setToolTip(
            self.tr(
                "Draw the game so far on the board, each piece's track round by round (PNG, SVG or "
                "PDF; the same as npq plot game)"
            )
        )
        self.recent_menu = QMenu(self.tr("Recent games"), self)
        self.recent_menu.setObjectName("recent-games")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.act_end = self._action(
            self.tr("End turn"), self._end_turn_shortcut, QKeySequence("Ctrl+E")
        )
        self.addAction(self.act_end)
        self.act_quit = self._action(self.tr("Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.act_interrupt = self._action(self.tr("Interrupt the game…"), self.interrupt_game)
        self.act_interrupt.setToolTip(
            self.tr(
                "End the game with this round: the most Bonds wins (section 9); a solo game is "
                "scored as it stands (section 12)"
            )
        )
        menu.addAction(self.act_new)
        menu.addAction(self.act_open)
        menu.addMenu(self.recent_menu)
        for a in (self.act_save, self.act_save_as, self.act_undo, self.act_redo):
            menu.addAction(a)
        menu.addAction(self.act_export)
        menu.addAction(self.act_interrupt)
        menu.addSeparator()
        self.online_menu = install_online_menu(menu, self)
        menu.addSeparator()
        self.solo_menu = self.menuBar().addMenu(self.tr("&Solo"))
        self._hook_solo()
        menu.addAction(self.act_quit)
        self._build_language_menu()
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.act_keys = self._action(self.tr("Keyboard shortcuts"), self.show_shortcuts)
        help_menu.addAction(self.act_keys)
        self.aids = LearningAids(self, self.view, self.controller, help_menu, table=self)
        for a in (self.act_new, self.act_open, self.act_save, self.act_undo, self.act_redo):
            a.setToolTip(
                self.tr("{action} ({keys})").format(
                    action=a.text().rstrip("…"),
                    keys=a.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
                )
            )
            bar.addAction(a)
        bar.addSeparator()
        self.act_zoom_in = self._action(self.tr("Zoom +"), lambda: self.view.zoom_by(1.25))
        self.act_zoom_out = self._action(self.tr("Zoom −"), lambda: self.view.zoom_by(0.8))
        self.act_fit = self._action(self.tr("Fit"), self.view.fit_board)
        # +/− and Home work wherever the focus is in the window (after clicking a button too),
        # not only over the map
        self.act_zoom_in.setShortcuts([QKeySequence("+"), QKeySequence("=")])
        self.act_zoom_out.setShortcuts([QKeySequence("-"), QKeySequence("_")])
        self.act_fit.setShortcut(QKeySequence(Qt.Key.Key_Home))
        for a, keys in (
            (self.act_zoom_in, "+"),
            (self.act_zoom_out, "−"),
            (self.act_fit, self.tr("Home")),
        ):
            a.setToolTip(self.tr("{action} ({keys})").format(action=a.text(), keys=keys))
            bar.addAction(a)
        # Enter moves to the declared course, Esc puts the Navigating Tool away: enabled only
        # while the tool is out, so these keys stay with the other widgets otherwise
        self.act_confirm = self._action(self.tr("Move"), self._confirm_key)
        self.act_confirm.setShortcuts(
            [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)]
        )
        self.act_cancel = self._action(self.tr("Put the Navigating Tool away"), self.stop_tool)
        self.act_cancel.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        for a in (self.act_confirm, self.act_cancel):
            a.setEnabled(False)
            self.addAction(a)
        bar.addSeparator()
        self.weather_label = QLabel(self.tr(" Weather: round 1 "))
        # as wide as its longest text, so the tool bar does not jump as the text grows (and
        # the slider beside it does not move under the mouse while it is dragged)
        self.weather_label.setFixedWidth(
            self.weather_label.fontMetrics().horizontalAdvance(
                self.tr(" Weather: round {round} (forecast +{ahead}) ").format(round=888, ahead=12)
            )
        )
        bar.addWidget(self.weather_label)
        self.forecast = QSlider(Qt.Orientation.Horizontal)
        self.forecast.setObjectName("forecast")
        self.forecast.setRange(0, 12)
        self.forecast.setFixedWidth(160)
        self.forecast.setToolTip(
            self.tr(
                "Forecast: slide to see the weather windows of the coming rounds (the weather disc "
                "turns one notch at the end of every round, so the future is known)"
            )
        )
        self.forecast.valueChanged.connect(self.set_forecast)
        bar.addWidget(self.forecast)
        bar.addSeparator()
        bar.addWidget(QLabel(self.tr(" Bots: ")))
        self.bot_speed = QComboBox()
        self.bot_speed.setObjectName("bot-speed")
        for label, ms in BOT_SPEEDS:
            self.bot_speed.addItem(self.tr(label), ms)
        self.bot_speed.setCurrentIndex(1)
        self.controller.set_bot_delay(self.bot_speed.currentData())
        self.bot_speed.currentIndexChanged.connect(
            lambda _i: self.controller.set_bot_delay(self.bot_speed.currentData())
        )
        bar.addWidget(self.bot_speed)

    def _action(self, text: str, slot: Any, shortcut: Any = None) -> QAction:
        """A menu/tool bar action calling ``slot``."""
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _hook_solo(self) -> None:
        """The Solo Mode screens (ui/solo) under the Solo menu."""
        try:
            install_menu(self.solo_menu, self)
        except Exception as exc:  # the solo screens are optional; the game goes on
            self.solo_menu.addAction(
                self.tr("Solo mode unavailable: {reason}").format(reason=reasons.said(exc))
            ).setEnabled(False)

    def _wire(self) -> None:
        self._asking_consent = False
        self._wire_controller(self.controller, True)
        self.actions_bar.chosen.connect(self.play)
        self.actions_bar.navigate.connect(self.start_tool)
        self.actions_bar.undo_requested.connect(self.undo)
        self.actions_bar.price_of = self.price_words
        # a button's menu lists its legal actions when it opens (the refresh finds only which
        # kinds are legal), from whichever controller plays now
        self.actions_bar.lister = lambda kinds: self.controller.legal_of(kinds)
        self.view.hovered.connect(self._hovered)
        self.view.clicked.connect(self._clicked)
        self.view.double_clicked.connect(self._double_clicked)
        self.market.hire.connect(self.play_text)
        self.arctic.reserve.connect(self.play_text)
        self.arctic.focus.connect(self.center_on)

    def _wire_controller(self, c: Any, on: bool) -> None:
        """Connect (or disconnect) a controller's signals to the window."""
        pairs: list[tuple[Any, Any]] = [
            (c.changed, self.refresh),
            (c.logged, self._logged),
            (c.refused, self._refused),
            (c.failed, self.show_error),
            (c.events, self._events),
            (c.turn_started, self._turn_started),
            (c.game_over, self._game_over),
        ]
        if hasattr(c, "log_changed"):  # undo strikes lines through (the desk's controller)
            pairs.append((c.log_changed, self._relog))
        for signal, slot in pairs:
            if on:
                signal.connect(slot)
            else:
                signal.disconnect(slot)

    def set_controller(self, controller: Any) -> None:
        """Play through another controller (the desk's, or an online seat's: ui.online)."""
        if controller is self.controller:
            return
        self.stop_tool()
        self.controller.pause(True)
        self._wire_controller(self.controller, False)
        self.controller = controller
        self._wire_controller(controller, True)
        controller.pause(False)

    # -- errors and messages --------------------------------------------------------------------
    def show_error(self, title: str, message: str) -> None:
        """A message box; the game goes on."""
        self.errors.append((title, message))
        self.statusBar().showMessage(
            self.tr("{title}: {message}").format(title=title, message=message), 8000
        )
        if self.modal_errors:
            box = QMessageBox(
                QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self
            )
            box.setObjectName("error-box")
            box.setTextFormat(Qt.TextFormat.PlainText)  # file names and save text are not HTML
            box.open()

    def shortcuts_text(self) -> str:
        """The keys the window answers to (Help → Keyboard shortcuts)."""
        rows = (
            ("Ctrl+N", self.tr("New game")),
            ("Ctrl+O", self.tr("Open a saved game")),
            ("Ctrl+S", self.tr("Save (Ctrl+Shift+S: save as)")),
            ("Ctrl+Z", self.tr("Undo the last action of this turn (not past a spin or a draw)")),
            ("Ctrl+E", self.tr("End turn")),
            ("+ / −", self.tr("Zoom in / out (or the mouse wheel)")),
            (self.tr("Home"), self.tr("Fit the whole board")),
            (self.tr("Arrow keys"), self.tr("Pan the map once it has the focus (or drag it)")),
            (self.tr("Enter"), self.tr("Move along the course declared with the Navigating Tool")),
            (self.tr("Esc"), self.tr("Put the Navigating Tool away")),
            ("C", self.tr("Centre the map on the airship to play")),
            ("L", self.tr("Show or hide the map legend on the map")),
            ("F1", self.tr("How to play, at the chapter the tooltip under the mouse cites")),
        )
        body = "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
        return f"<table cellpadding=3>{body}</table>"

    def show_shortcuts(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Keyboard shortcuts"),
            self.shortcuts_text(),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setObjectName("shortcuts-box")
        box.setTextFormat(Qt.TextFormat.RichText)
        box.open()

    def flash(self, text: str, colour: str = "#263238", ms: int = 4500) -> None:
        """A banner over the top of the map (wind results, refusals)."""
        self.banner.setText(text)
        self.banner.setStyleSheet(
            f"background: {colour}; color: white; padding: 8px 14px; border-radius: 6px; font-size: 11pt"
        )
        self.banner.setMaximumWidth(max(300, self.view.width() - 40))
        self.banner.setMinimumWidth(min(520, max(300, self.view.width() - 40)))
        self.banner.adjustSize()
        self.banner.move((self.view.width() - self.banner.width()) // 2, 12)
        self.banner.show()
        self.banner.raise_()
        self._banner_timer.start(ms)

    def _refused(self, text: str) -> None:
        said = self.tr("Not allowed: {reason}").format(reason=text)
        self.flash(said, "#b71c1c", 6000)
        self.statusBar().showMessage(said, 8000)

    def _logged(self, line: Any) -> None:
        nation = None
        colour = None
        if line.player is not None and self.controller.has_game:
            nation = self.controller.state.players[line.player].nation
            colour = self.seat_colour(line.player)
        self.log_view.add_line(line, nation, colour)

    def _relog(self) -> None:
        """Undo struck lines through (or redo restored them): show the log afresh."""
        c = self.controller
        nations = [str(p.nation) for p in c.state.players] if c.has_game else []
        colours = [self.seat_colour(i) for i in range(len(nations))]
        self.log_view.set_lines(c.log, nations, colours)

    # -- game flow ------------------------------------------------------------------------------
    def confirm_leave(self) -> bool:
        """Before anything replaces a game in play: ask (issue 12: a solo game started over a
        bot game used to wipe it). The game stays in Game → Recent games either way."""
        c = self.controller
        if not c.has_game or c.state.is_over:
            return True
        c.autosave()
        players = ", ".join(c.player_name(i) for i in range(len(c.bots)))
        answer = QMessageBox.question(
            self,
            self.tr("Leave this game?"),
            self.tr(
                "The game of {players} (round {round}) is still in play. Leave it? It is "
                "autosaved and stays in Game → Recent games."
            ).format(players=players, round=c.state.round),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_game_dialog(self) -> None:
        if not self.confirm_leave():
            return
        dialog = NewGameDialog(self, last=read_seat_choices())
        self.controller.pause(True)
        if dialog.exec():
            s = dialog.settings()
            # the next dialog offers these seats again (not remembered: the game starts anyway)
            with contextlib.suppress(OSError):
                write_seat_choices(dialog.remembered())
            self.controller.bot_kind = s.bot_kind
            self.start_game(s.config(), s.seed, list(s.bots), list(s.colours))
        self.controller.pause(False)

    def start_game(
        self,
        config: Any,
        seed: int,
        bots: list[bool],
        colours: list[str | None] | None = None,
        edition: int = EDITION,
    ) -> None:
        """Start a game with these seats (the New game dialog's result; ``colours``: the colour
        chosen per seat, None: its nation's; ``edition``: of the rules, the current one but for
        the tutorial's fixed deal)."""
        self.stop_tool()
        self.log_view.clear()
        self.viewer = None
        # hot-seat: the first player may have been drawn by lot (section 8), so the device is
        # passed to him before his hand shows (-1: no seat has been shown yet)
        self._away = -1
        self._pending = {}
        self._scrolled_for = None
        self._plan_key = None
        self._goal_key = None
        self.range_calc.reset()
        self.route_item.set_plan(None)
        self.forecast.setValue(0)
        self._drop_solo()
        try:
            self.controller.new_game(config, seed, bots, colours, edition=edition)
        except (NPQError, ValueError) as exc:
            self.show_error(self.tr("Cannot start the game"), reasons.said(exc))
            return
        self._seat_filters()

    def _seat_filters(self) -> None:
        """The log's player filter offers this game's seats."""
        c = self.controller
        self.log_filters.set_players([c.player_name(i) for i in range(len(c.bots))])

    def open_file(self, path: Path) -> bool:
        """Open a saved game; a bad file is a message box and the current game goes on.

        A solo save gets its objectives tracker back (ui.solo.resume_solo), or the solo dock
        says why it cannot."""
        try:
            record, bots = self.controller.read(Path(path))
        except (NPQError, OSError, ValueError) as exc:
            # nothing has changed yet: the current game and its log go on
            self.show_error(self.tr("Cannot open the saved game"), reasons.said(exc))
            return False
        self.stop_tool()
        self.log_view.clear()
        self.viewer = None
        # whoever opens a hot-seat game may not be the player to move: ask for the device
        # first (-1: no seat has been shown yet)
        self._away = -1
        self._pending = {}
        self._scrolled_for = None
        self._plan_key = None
        self._goal_key = None
        self.range_calc.reset()
        self.route_item.set_plan(None)
        self.controller.open_record(Path(path), record, bots)
        self._seat_filters()
        self._drop_solo()
        if self.controller.state.config.is_solo:
            try:
                resume_solo(self, Path(path))
            except (NPQError, OSError) as exc:
                self.show_error(
                    self.tr("Solo objectives"),
                    self.tr("Objective tracking is unavailable: {reason}").format(
                        reason=reasons.said(exc)
                    ),
                )
        return True

    def _drop_solo(self) -> None:
        """Take the solo dock away (another game is on the table)."""
        watcher = getattr(self, "solo_watcher", None)
        if watcher is not None and hasattr(watcher, "stop"):
            watcher.stop()
        self.solo_watcher = None
        dock = self.findChild(QDockWidget, "soloDock")
        if dock is not None:
            dock.hide()

    def solo_tracked(self) -> bool:
        """Whether a solo objectives tracker follows the current game (section 12): its end
        screen then replaces the basic game's."""
        watcher = getattr(self, "solo_watcher", None)
        return bool(getattr(watcher, "following", False))

    def open_dialog(self) -> None:
        """Open a save: the dialog lists saves only, never the side files beside them."""
        if not self.confirm_leave():
            return
        dialog = SaveFileDialog(self, str(autosave_path().parent))
        if dialog.exec():
            files = dialog.selectedFiles()
            if files:
                self.open_file(Path(files[0]))

    def _fill_recent(self) -> None:
        """Game → Recent games: every game's autosave, newest first."""
        self.recent_menu.clear()
        names = {n: nation_name(n) for n in NATION_NAMES}
        shown = 0
        for path in recent_autosaves(12):
            summary = summarize_save(path, names)
            if summary is None:
                continue
            entry = self.recent_menu.addAction(self._save_label(summary))
            entry.setToolTip(str(path))
            entry.triggered.connect(lambda _c=False, p=path: self.open_recent(p))
            shown += 1
        if not shown:
            self.recent_menu.addAction(self.tr("No game played yet")).setEnabled(False)

    def _save_label(self, summary: Any) -> str:
        """A Recent games entry: the players, the actions played, when (in the language)."""
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(summary.saved)), "d MMM HH:mm")
        said = (
            self.tr("solo: {players} — %n action(s), {when}", "", summary.actions)
            if summary.solo
            else self.tr("{players} — %n action(s), {when}", "", summary.actions)
        )
        return said.format(players=", ".join(summary.players), when=when)

    def open_recent(self, path: Path) -> bool:
        if self.controller.has_game and self.controller.autosave_file == path:
            return True  # that is the game on the table
        if not self.confirm_leave():
            return False
        return self.open_file(path)

    def export_game_map(self, path: Path | None = None) -> Path | None:
        """Game → Export the game map: the game so far drawn on the board (npq plot game)."""
        c = self.controller
        if c.record is None:
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export the game map"),
                str(Path.home() / "game-map.png"),
                self.tr("Pictures (*.png *.svg *.pdf)"),
            )
            if not chosen:
                return None
            path = Path(chosen)
        if path.suffix.lower() not in (".png", ".svg", ".pdf"):
            path = path.with_suffix(".png")
        from npq.plot.game_map import render_game

        try:
            # on the board of the game's edition (render_game asks Board.for_edition)
            render_game(self.world.board, c.record, path)
        except (OSError, ValueError, NPQError) as exc:
            self.show_error(self.tr("Cannot export the game map"), reasons.said(exc))
            return None
        self.statusBar().showMessage(self.tr("Game map written to {path}").format(path=path), 6000)
        return path

    def save(self) -> None:
        if not self.controller.has_game:
            return
        if self.controller.save_path is None:
            self.save_as()
            return
        self.save_to(self.controller.save_path)

    def save_as(self) -> None:
        if not self.controller.has_game:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            str(autosave_path().parent / "game.npq.json"),
            self.tr("Saved games (*.json)"),
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        try:
            written = self.controller.save(Path(path))
        except (NPQError, OSError) as exc:
            self.show_error(self.tr("Cannot save the game"), reasons.said(exc))
            return False
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=written), 5000)
        return True

    def redo(self) -> None:
        self.stop_tool()
        self.scene.set_preview(None)
        if not self.controller.redo():
            self.statusBar().showMessage(self.tr("Nothing to redo."), 4000)
            return
        self._turn_hint()

    def undo(self) -> None:
        self.stop_tool()
        self.scene.set_preview(None)
        if not self.controller.undo():
            self.statusBar().showMessage(
                self.tr("Nothing to undo this turn (not past a spin or a draw)."), 4000
            )
            return
        self._turn_hint()

    def confirm_action(self, action: Any) -> bool:
        """Ask before an End turn with actions left, or a payment of 100 Bonds or more (each
        with "don't ask again"). A payment is only announced when the action reveals nothing
        (a price, not a Venture card's toll)."""
        c = self.controller
        if c.record is None or c.state.is_over:
            return True
        settings = read_settings()
        if isinstance(action, EndTurn):
            left = c.state.actions_left
            if left <= 0 or not settings["confirm_end_turn"]:
                return True
            return self._ask(
                self.tr("End the turn?"),
                self.tr(
                    "You still have %n action(s) this turn. End it anyway? (An ended turn "
                    "cannot be taken back.)",
                    "",
                    left,
                ),
                "confirm_end_turn",
            )
        if not settings["confirm_costly"]:
            return True
        cost = self.payment_of(action)
        if cost is None or cost[0] < COSTLY:
            return True
        amount, payees = cost
        return self._ask(
            self.tr("Pay for this?"),
            self.tr("{action} costs {amount} Bonds, paid to {payees}. Go ahead?").format(
                action=action_label(action, c), amount=amount, payees=payees
            ),
            "confirm_costly",
        )

    def payment_of(self, action: Any) -> tuple[int, str] | None:
        """What ``action`` would cost the player to move and to whom, or None (refused, free, or
        revealing: its cost must not give a card or a spin away)."""
        flows = self._money_flows(action)
        if flows is None or not flows[0]:
            return None
        paid = flows[0]
        return sum(paid.values()), self.tr(" and ").join(self._payee_name(p) for p in paid)

    def price_words(self, action: Any) -> str | None:
        """The price and payee of a menu entry ("100 Bonds to the Bank", "you receive 40
        Bonds"), or None for an action that moves no Bonds or reveals something."""
        flows = self._money_flows(action)
        if flows is None:
            return None
        paid, received = flows
        parts = [
            self.tr("{n} Bonds to {payee}").format(n=n, payee=self._payee_name(p))
            for p, n in paid.items()
        ]
        parts += [self.tr("you receive {n} Bonds").format(n=n) for n in received.values()]
        return ", ".join(parts) or None

    def _money_flows(self, action: Any) -> tuple[dict[str, int], dict[str, int]] | None:
        """The Bonds the player to move would pay (by payee) and receive (by payer) if
        ``action`` were played now; None when it is refused or reveals information."""
        c = self.controller
        if c.record is None or c.state.is_over:
            return None
        before = c.state
        try:
            record, events = c.record.play(action)
        except (NPQError, ValueError):
            return None
        if any(str(e.kind) in REVEALING_EVENTS for e in events):
            return None
        nation = str(before.players[c.current].nation)
        paid: dict[str, int] = {}
        received: dict[str, int] = {}
        for t in record.state.ledger.transfers[len(before.ledger.transfers) :]:
            if t.payer == nation:
                paid[t.payee] = paid.get(t.payee, 0) + t.amount
            elif t.payee == nation:
                received[t.payer] = received.get(t.payer, 0) + t.amount
        return paid, received

    def _payee_name(self, account: str) -> str:
        if account == "bank":
            return self.tr("the Bank")
        c = self.controller
        seats = [p.seat for p in c.state.players if str(p.nation) == account]
        return c.player_name(seats[0]) if seats else nation_name(account)

    def _ask(self, title: str, text: str, setting: str) -> bool:
        """A Yes/No question with a "Don't ask again" box bound to ``setting``."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        box.setObjectName("confirm-box")
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        again = QCheckBox(self.tr("Don't ask again"))
        box.setCheckBox(again)
        self.controller.pause(True)
        try:
            answer = self.ask_box(box)
        finally:
            self.controller.pause(False)
        yes = answer == QMessageBox.StandardButton.Yes
        if yes and again.isChecked():
            try:
                write_setting(setting, False)
            except OSError as exc:
                self.show_error(self.tr("Cannot keep the setting"), reasons.said(exc))
        return yes

    def ask_box(self, box: QMessageBox) -> Any:
        """Run a question box (tests replace this to answer it). Without modal boxes (errors go
        to the status line: tests, headless runs) the question is noted and answered yes."""
        if not self.modal_errors:
            self.questions.append(box.text())
            return QMessageBox.StandardButton.Yes
        return box.exec()

    def play(self, action: Any) -> Any:
        """Send an action to the engine (a refusal shows the engine's reason)."""
        if self.controller.is_bot_turn:
            return None
        if not self.confirm_action(action):
            return None
        self.stop_tool()
        events = self.controller.play(action)
        if events is not None:  # a refusal keeps its "Not allowed: …" line
            self._turn_hint()
            if str(action).split()[0] == "declare" and self.viewer == self.controller.current:
                self.range_calc.picked = None  # the Range tab measures the new mission
                self._calculators_for(self.viewer)
        return events

    def interrupt_game(self, confirm: bool = True) -> Any:
        """Section 9 "If the game is interrupted": after the player confirms, the game ends
        with the current round (a solo game: with this turn, then it is scored, section 12)."""
        c = self.controller
        if not c.has_game or c.state.is_over or c.is_bot_turn:
            return None
        solo = bool(c.state.config.is_solo)
        if confirm:
            text = (
                self.tr(
                    "Call off the expedition? The game ends when you end this turn, and it is "
                    "scored as it stands: open objectives fail (section 12)."
                )
                if solo
                else self.tr(
                    "Interrupt the game? It ends with this round, and the player with the "
                    "most Bonds (net of any Bank loan) wins (section 9)."
                )
            )
            answer = QMessageBox.question(
                self,
                self.tr("Interrupt the game"),
                text,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return None
        return self.play(Interrupt())

    def consent_owed(self) -> int | None:
        """The human seat asked to agree to an interruption now (issue 17 ruling 1), if any."""
        c = self.controller
        if not c.has_game or c.state.is_over or c.is_bot_turn or not c.state.decisions:
            return None
        if c.awaiting:
            return None  # an online seat's answer is on its way to the server
        top = c.state.decisions[-1]
        return int(top.seat) if top.kind == CONSENT else None

    def answer_interrupt(self, agree: bool | None = None) -> Any:
        """Ask the seat that owes it whether it agrees to interrupt the game (section 9: the
        table agrees); ``agree`` answers without asking (tests, scripts)."""
        seat = self.consent_owed()
        if seat is None:
            return None
        c = self.controller
        top = c.state.decisions[-1]
        if agree is None:
            proposer = c.player_name(top.by if top.by is not None else c.current)
            # hot seat: the device goes to the seat asked, so no hand stays open before him
            shown = self.viewer
            hide = len(c.humans) > 1 and shown is not None and shown != seat
            if hide:
                self.viewer = None
                self.refresh()
            try:
                answer = QMessageBox.question(
                    self,
                    self.tr("Interrupt the game?"),
                    self.tr(
                        "{asked}: {proposer} proposes to interrupt the game. It would end with "
                        "this round, and the player with the most Bonds (net of any Bank loan) "
                        "would win (section 9). Do you agree?"
                    ).format(asked=c.player_name(seat), proposer=proposer),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                )
            finally:
                if hide:
                    self.viewer = shown
                    self.refresh()
            agree = answer == QMessageBox.StandardButton.Yes
        return self.controller.play(Agree() if agree else Refuse())

    def _ask_consent_soon(self) -> None:
        if self.consent_owed() is not None and not self._asking_consent:
            self._asking_consent = True

            def ask() -> None:
                try:
                    self.answer_interrupt()
                finally:
                    self._asking_consent = False

            QTimer.singleShot(0, ask)

    def play_text(self, text: str) -> Any:
        try:
            action = Action.parse(text)
        except ValueError as exc:
            self._refused(str(exc))
            return None
        return self.play(action)

    def _end_turn_shortcut(self) -> None:
        if self.actions_bar.end.isEnabled():
            self.actions_bar.end.click()

    def _turn_started(self, seat: int) -> None:
        c = self.controller
        self.stop_tool()
        self.scene.set_preview(None)
        if c.bots[seat]:
            if len(c.humans) > 1 and self.viewer is not None:
                # hot-seat: the last human's hand is not left open while a bot plays
                self._away = self.viewer
                self.viewer = None
                self.refresh()
            self.statusBar().showMessage(
                self.tr("{name} (bot) is playing…").format(name=c.player_name(seat))
            )
            return
        previous = self.viewer if self.viewer is not None else self._away
        self._away = None
        if len(c.humans) > 1 and previous is not None and previous != seat:
            self.viewer = None
            self.refresh()
            self.pass_screen.ask(c.player_name(seat), self.since_last_turn(seat))
            return
        self.viewer = seat
        self._calculators_for(seat)
        self.refresh()
        self.statusBar().showMessage(
            self.tr("{name} to play: up to 3 actions, then End turn.").format(
                name=c.player_name(seat)
            )
            + self._turn_note(seat)
        )
        self._show_pending(seat)

    def since_last_turn(self, seat: int) -> list[str]:
        """What the others did since ``seat``'s last turn: the log's public lines of their
        actions and what came of them (no card a rival drew is named there), struck-through
        ones left out."""
        c = self.controller
        start = 0
        for i, line in enumerate(c.log):
            if line.player == seat and line.kind == "action":
                start = i + 1
        out = []
        for line in c.log[start:]:
            if line.player in (None, seat) or line.undone or line.kind == "note":
                continue
            out.append(self.tr("R{round} {text}").format(round=line.round, text=line.text.strip()))
        return out

    def _pass_ready(self) -> None:
        if self.controller.has_game:
            self.viewer = self.controller.current
            self._calculators_for(self.viewer)
        self.refresh()
        if self.viewer is not None:
            self._turn_hint()
            self._show_pending(self.viewer)

    def _show_pending(self, seat: int) -> None:
        """Show what rivals' Strategy cards did to this player since his last turn."""
        hits = self._pending.pop(seat, [])
        if hits:
            name = html.escape(self.controller.player_name(seat))
            self.flash(
                self.tr("{name}, a rival's Strategy card hit you: {effects}").format(
                    name=name, effects="; ".join(hits)
                ),
                "#6a1b9a",
                9000,
            )

    def _calculators_for(self, seat: int) -> None:
        """Point the Range and Mission Calculators at this player's airship and start base, and
        the weather plan at his airship as it is (round, fuel, Integrity, crew). The Range
        tab's To is the player's target (:meth:`range_target`), or the one he picked by hand
        while it is still a way to go for the same seat and target."""
        state = self.controller.state
        pl = state.players[seat]
        a = pl.airship
        in_flight = a.place is None and a.emergency is None
        origin = a.place or pl.start_base
        goal = self.range_target(seat)
        if (seat, goal) != self._goal_key:  # another seat, or his target moved on
            self.range_calc.picked = None
            self._goal_key = (seat, goal)
        target = self.range_calc.choose_target(goal, a.place)
        self._plan_key = self._plan_state(seat)
        # the next flight leaves this round, or the next one once this turn's move is made
        moved = ActionKind.MOVE_AIRSHIP.value in state.used and seat == state.current
        weather = self.range_calc.weather
        weather.blockSignals(True)  # one plan for all of it: the calculator asks below
        try:
            weather.set_context(
                # the game's round, read on the game's disc as it stands (edition 4 turns it
                # at set-up, L114; a Telegram that held the weather leaves it behind): the
                # engine reads the weather by State.disc_round = round + disc_notches (1B)
                round_no=state.round + (1 if moved else 0),
                notches=state.disc_notches,
                fuel=a.fuel,
                integrity=max(1, a.integrity),
                commander=pl.has_commander,
                scientist=pl.has_skill("scientist"),
                advanced=state.config.rule_set == "advanced",
                barrage_unlocked=pl.barrage_unlocked,
                max_integrity=pl.max_integrity,
                dry=dry_bases(state, self.world),
            )
        finally:
            weather.blockSignals(False)
        self.range_calc.set_route(
            origin,
            target,
            min(max(pl.speed, 1), 6),
            min(max(pl.range, 1), 6),
            at=(float(a.pos[0]), float(a.pos[1])) if in_flight else None,
        )
        if pl.start_base:
            self.mission_table.set_start(pl.start_base)
        self.mission_table.set_own(pl.missions)  # the viewer's own cards, marked

    def range_target(self, seat: int) -> str | None:
        """Where this player is flying, for the Range tab: the mission he declared, else his
        reserved Arctic base, else the nearest target of the Mission cards in his hand (the
        first flight of a game), else None."""
        state = self.controller.state
        pl = state.players[seat]
        if pl.active is not None:
            return str(pl.active.target)
        if pl.arctic:
            return str(pl.arctic)
        a = pl.airship
        here: Any = a.place or (float(a.pos[0]), float(a.pos[1]))
        cards = [str(t) for t in pl.missions if t != a.place]
        if not cards:
            return None
        return min(cards, key=lambda t: (distance_between(self.board, here, t), t))

    def _plan_state(self, seat: int) -> tuple[Any, ...]:
        """What the weather plan of a seat depends on in the game: a change re-plans it."""
        state = self.controller.state
        pl = state.players[seat]
        a = pl.airship
        return (
            seat,
            state.round,
            state.disc_round,
            ActionKind.MOVE_AIRSHIP.value in state.used,
            a.pos,
            a.fuel,
            a.integrity,
            pl.speed,
            pl.range,
            pl.has_commander,
            pl.has_skill("scientist"),
            pl.barrage_unlocked,
            pl.active.target if pl.active is not None else None,
            pl.arctic,
            tuple(pl.missions),
            # a Mooring Mast set up anywhere opens that Arctic base's fuel (ruling 3)
            tuple(q.arctic for q in state.players if q.mast),
        )

    def _follow_plan(self, seat: int | None) -> None:
        """Keep the weather plan on the airship to play as the game goes: a new round, a move,
        a hired crew member, a mission declared or done re-plan it."""
        weather = self.range_calc.weather
        if seat is None:
            weather.set_can_fly(False)
            return
        if self._plan_state(seat) != self._plan_key:
            self._calculators_for(seat)
        weather.set_can_fly(self.actions_bar.buttons["fly"].isEnabled())

    def _show_plan(self, plan: Any) -> None:
        """Draw the Range tab's weather plan on the map (None: take it away)."""
        self.route_item.set_plan(plan)

    def fly_next_leg(self, leg: Any) -> bool:
        """The Range tab's "Fly the next leg": the Navigating Tool laid at the airship and
        declared toward the end of the plan's first leg; a click on it again or Enter flies."""
        c = self.controller
        if not c.has_game or c.is_bot_turn or self.viewer != c.current:
            return False
        if not self.actions_bar.buttons["fly"].isEnabled():
            self.statusBar().showMessage(self.tr("The airship cannot fly now."), 5000)
            return False
        if isinstance(leg, str):
            point = self.board.place(leg).point
            x, y, name = float(point.x), float(point.y), place_name(leg)
        else:
            x, y, name = float(leg[0]), float(leg[1]), self.tr("the target")
        self.start_tool("airship")
        self.tool.finish_at(x, y)
        self.scene.set_preview(self.tool.last, self._pixel())
        self.statusBar().showMessage(
            self.tr(
                "The plan's next leg is declared toward {name}: click it again or press Enter "
                "to fly; Esc puts the tool away."
            ).format(name=name)
        )
        return self.tool.locked is not None

    def _game_over(self, outcome: Any) -> None:
        humans = self.controller.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self.refresh()
        names = [self.controller.player_name(w) for w in outcome.winners]
        how = ending_words(str(outcome.termination))
        short = solo_short(self.controller.state)
        if short:
            said = self.tr("Game over ({how}): {what} Game → New game to play again.").format(
                how=short, what=i18n.gettext(SOLO_SHORT)
            )
        elif not names:
            said = self.tr("Game over ({how}): nobody wins. Game → New game to play again.")
            said = said.format(how=how)
        else:
            said = self.tr(
                "Game over ({how}): {winners} win(s). Game → New game to play again.",
                "",
                len(names),
            ).format(how=how, winners=", ".join(names))
        self.statusBar().showMessage(said)
        if self.solo_tracked():
            return  # the solo end screen (stars, Match Points) is the end of a solo game
        self.end_dialog = EndGameDialog(self.controller.state, self)
        self.end_dialog.setObjectName("end-dialog")
        # after the dialog has closed, so the New game dialog is not stacked on it
        self.end_dialog.new_game_button.clicked.connect(
            lambda: QTimer.singleShot(0, lambda: self.new_game_dialog())
        )
        self.end_dialog.open()

    def _events(self, events: tuple[Any, ...]) -> None:
        """Show the Wind Indicator's result and move the miniature along the deviated line."""
        for e in events:
            kind = str(e.kind)
            if kind == "wind":
                self.flash(self._wind_text(e), "#0d47a1")
            elif kind in ("airship_moved", "ship_moved"):
                self._animate(e)
            elif kind == "venture_drawn":
                title, text = venture_info(str(e.get("card")), e.get("line"))
                zone = place_name(str(e.get("zone")))
                self.flash(
                    self.tr("Venture card <b>{title}</b> ({zone}): {text}").format(
                        title=title, zone=zone, text=text
                    ),
                    "#4e342e",
                    8000,
                )
            elif (
                kind == "effect"
                and e.get("source") == "hostile"
                and e.player is not None
                and not self.controller.bots[int(e.player)]
            ):
                # a rival's Strategy card hits at the start of this player's turn, maybe
                # behind the pass screen: tell him when his turn is shown
                self._pending.setdefault(int(e.player), []).append(effect_words(e))
        self.advanced.events(events)

    def _wind_text(self, e: Any) -> str:
        """The Wind Indicator's result in words (rulebook 5 "Wind Indicator", D8)."""
        who = self.controller.player_name(e.player) if e.player is not None else ""
        parts = []
        deviation = float(e.get("deviation") or 0.0)
        if deviation:
            turned = (
                self.tr("course turned {degrees}° left")
                if deviation > 0
                else self.tr("course turned {degrees}° right")
            )
            parts.append(turned.format(degrees=i18n.format_number(abs(deviation), "g")))
        change = int(e.get("speed_change") or 0)
        if change > 0:
            parts.append(self.tr("tailwind, Speed +{n}").format(n=change))
        elif change < 0:
            parts.append(self.tr("headwind, Speed {n}").format(n=change))
        detail = ", ".join(parts) or self.tr("no effect")
        return self.tr("{who} spins the Wind Indicator: <b>{result}</b> — {detail}").format(
            who=who, result=e.get("result"), detail=detail
        )

    def finish_animations(self) -> None:
        """Put every moving miniature where the state says it is now."""
        for anim in list(self._animations):
            anim.stop()
        self._animations.clear()
        if self.controller.has_game:
            self.scene.set_overlay(self.overlay_for(self.controller.state))

    def _animate(self, event: Any) -> None:
        mini = "airship" if str(event.kind) == "airship_moved" else "ship"
        item = self.scene.miniatures.get((event.player, mini))
        start, end = event.get("start"), event.get("end")
        if item is None or not start or not end:
            return
        a, b = board_to_scene(*start), board_to_scene(*end)
        anim = QVariantAnimation(self)
        anim.setStartValue(a)
        anim.setEndValue(b)
        anim.setDuration(500)
        anim.valueChanged.connect(
            lambda v, it=item: it.setPos(v if isinstance(v, QPointF) else QPointF(v))
        )
        anim.finished.connect(
            lambda an=anim: self._animations.remove(an) if an in self._animations else None
        )
        self._animations.append(anim)
        anim.start()

    # -- the Navigating Tool --------------------------------------------------------------------
    def start_tool(self, kind: str) -> None:
        """Lay the Navigating Tool at the current player's airship or ship."""
        c = self.controller
        if not c.has_game or c.is_bot_turn or self.viewer != c.current:
            return
        self.tool.start(kind, c.state)
        self._sync_tool_keys()
        for (seat, mk), item in self.scene.miniatures.items():
            item.set_selected_for_move(seat == c.current and mk == kind)
        self.statusBar().showMessage(
            self.tr(
                "Point at a target: the preview shows the course. Click open water to turn "
                "there (up to 3 segments); double-click (or click a port) to declare the course, "
                "then click it again or press Enter to sail; Esc puts the tool away."
            )
            if kind == "ship"
            else self.tr(
                "Point at a target: the preview shows the course. Click (or double-click) to "
                "declare it, then click it again or press Enter to move; Esc puts the tool away."
            )
        )

    def stop_tool(self) -> None:
        was_active = self.tool.active
        self.tool.stop()
        self.scene.set_preview(None)
        for item in self.scene.miniatures.values():
            item.set_selected_for_move(False)
        self._sync_tool_keys()
        if was_active:
            self._turn_hint()

    def _sync_tool_keys(self) -> None:
        """Enter and Esc belong to the Navigating Tool only while it is out."""
        active = bool(self.tool.active)
        self.act_confirm.setEnabled(active)
        self.act_cancel.setEnabled(active)

    def _confirm_key(self) -> None:
        if self.tool.active and self.tool.locked is not None:
            self.confirm_move()
        elif self.tool.active:
            self.statusBar().showMessage(
                self.tr(
                    "Click the target on the map first to declare the course; then Enter moves."
                ),
                6000,
            )

    def _turn_hint(self) -> None:
        """The status line between moves: whose turn, how many actions are left."""
        c = self.controller
        if not c.has_game or c.state.is_over or c.is_bot_turn or self.viewer != c.current:
            return
        left = c.state.actions_left
        self.statusBar().showMessage(
            self.tr("{name} to play: %n action(s) left, then End turn (Ctrl+E).", "", left).format(
                name=c.player_name(c.current)
            )
            + self._turn_note(c.current)
        )

    def _turn_note(self, seat: int) -> str:
        """What the player must do before ending the turn: the S.O.S. after an emergency landing
        (section 10), or whatever holds End turn back (an airship in flight must move)."""
        try:
            down = self.controller.state.players[seat].airship.emergency is not None
        except (AttributeError, IndexError):
            return ""
        if down and self.actions_bar.buttons["sos"].isEnabled():
            return self.tr(" Your airship is down after an emergency landing: send the S.O.S.")
        if not self.actions_bar.end.isEnabled() and self.controller.state.actions_left > 0:
            # End turn waits for something (an airship in flight must move, section 4)
            why = self.refusals.why_not((ActionKind.END_TURN,)) if self.refusals else ()
            if why:
                return self.tr(" First: {reason}.").format(reason=why[0].detail)
        return ""

    def _pixel(self) -> float:
        return 1.0 / max(self.view.transform().m11(), 1e-9)

    def _hovered(self, x: float, y: float) -> None:
        if self.tool.active:
            self.scene.set_preview(self.tool.preview(x, y), self._pixel())

    def _clicked(self, x: float, y: float) -> None:
        if not self.tool.active:
            self._maybe_select(x, y)
            return
        result = self.tool.click(x, y)
        self.scene.set_preview(self.tool.last, self._pixel())
        if result == "confirm":
            self.confirm_move()
        elif result == "too-close":
            self.statusBar().showMessage(
                self.tr(
                    "Too close to the last turning point: a segment starts further away. "
                    "Double-click to end the course here."
                ),
                6000,
            )

    def _double_clicked(self, x: float, y: float) -> None:
        """A double click declares the course ending there; a click on it again (or Enter)
        moves (issue 12: it moved at once, with no confirm step)."""
        if self.tool.active:
            self.tool.finish_at(x, y)
            self.scene.set_preview(self.tool.last, self._pixel())
            if self.tool.locked is not None:
                self.statusBar().showMessage(
                    self.tr(
                        "Course declared: click it again or press Enter to move; Esc puts the "
                        "tool away."
                    )
                )

    def _maybe_select(self, x: float, y: float) -> None:
        """Clicking your own miniature picks up the Navigating Tool for it."""
        c = self.controller
        if not c.has_game or c.is_bot_turn or self.viewer != c.current:
            return
        pl = c.state.players[c.current]
        for kind, pos in (("airship", pl.airship.pos), ("ship", pl.ship.pos)):
            if math.hypot(pos[0] - x, pos[1] - y) <= max(0.25, 14 * self._pixel() / 100.0):
                if self.actions_bar.buttons["fly" if kind == "airship" else "sail"].isEnabled():
                    self.start_tool(kind)
                return

    def confirm_move(self) -> Any:
        """Send the declared course to the engine."""
        action = self.tool.action()
        if action is None:
            return None
        choice = self.tool.fog_choice(action)
        self.stop_tool()
        if choice is not None:
            self.ask_fog_card(action, *choice)
            return None
        return self.play(action)

    def ask_fog_card(self, action: Any, declined: Any, area: str) -> FogCardDialog:
        """The advanced game, section 3 (L321-323): a gold Scientist makes the fog's Venture
        card a choice -- ask before the flight is sent (draw it, decline it, or do not fly)."""
        c = self.controller
        dialog = FogCardDialog(action, declined, c.player_name(c.current), area, self)
        dialog.chosen.connect(self.play)
        self.fog_dialog = dialog
        dialog.open()
        return dialog

    def _map_key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.tool.active:
            self.stop_tool()
            return True
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.tool.active
            and self.tool.locked is not None
        ):
            self.confirm_move()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._map_key(event):
            super().keyPressEvent(event)

    # -- rendering ------------------------------------------------------------------------------
    def set_forecast(self, offset: int) -> None:
        """Show the weather windows ``offset`` rounds ahead (the slider)."""
        self.forecast_offset = int(offset)
        rnd = self.controller.state.round if self.controller.has_game else 1
        # the windows show the disc as it stands: a Telegram that held the weather left it
        # behind the game's round (1B); the label names the game's round
        disc = self.controller.state.disc_round if self.controller.has_game else 1
        self.scene.set_round(disc, disc + self.forecast_offset)
        shown = rnd + self.forecast_offset
        self.weather_label.setText(
            self.tr(" Weather: round {round} (forecast +{ahead}) ").format(
                round=shown, ahead=offset
            )
            if offset
            else self.tr(" Weather: round {round} ").format(round=shown)
        )
        start = self.controller.state.disc_start if self.controller.has_game else 0
        self.weather_label.setToolTip(
            self.tr(
                "The weather disc was turned {degrees}° at set-up: from edition 4 every game "
                "draws where its disc starts (L114), so every game has its own weather"
            ).format(degrees=start * 10)
            if start
            else self.tr("The weather disc stood at 0° at set-up (as assembled)")
        )

    def center_on(self, x: float, y: float) -> None:
        self.view.centerOn(board_to_scene(x, y))

    def seat_colour(self, seat: int) -> str | None:
        """The colour chosen for a seat at the New game dialog (None: its nation's)."""
        pick = getattr(self.controller, "seat_colour", None)
        return pick(seat) if pick is not None else None

    def overlay_for(self, state: Any) -> MapOverlay:
        """Miniatures and tokens of a state (public information only)."""
        minis: list[Miniature] = []
        tokens: list[Token] = []
        c = self.controller
        for seat, pl in enumerate(state.players):
            colour = self.seat_colour(seat)
            name = html.escape(c.player_name(seat))  # tooltips are rich text; names are not
            heading_air = self._heading(pl.airship.pos, pl.airship.last_start)
            heading_ship = self._heading(pl.ship.pos, pl.ship.last_start)
            where = place_name(pl.airship.place) if pl.airship.place else self.tr("in flight")
            air_tip = self.tr(
                "<b>{name}</b>'s airship ({nation})<br>{where} · fuel {fuel}/{range} · "
                "Integrity {integrity}/{max_integrity}"
            ).format(
                name=name,
                nation=nation_name(pl.nation),
                where=where,
                fuel=pl.airship.fuel,
                range=pl.range,
                integrity=pl.airship.integrity,
                max_integrity=pl.max_integrity,
            )
            ship_where = place_name(pl.ship.place) if pl.ship.place else self.tr("at sea")
            ship_tip = self.tr("<b>{name}</b>'s ship ({nation})<br>{where}").format(
                name=name, nation=nation_name(pl.nation), where=ship_where
            )
            minis.append(
                Miniature(
                    seat,
                    pl.nation,
                    "airship",
                    pl.airship.pos[0],
                    pl.airship.pos[1],
                    heading_air,
                    air_tip,
                    colour,
                )
            )
            minis.append(
                Miniature(
                    seat,
                    pl.nation,
                    "ship",
                    pl.ship.pos[0],
                    pl.ship.pos[1],
                    heading_ship,
                    ship_tip,
                    colour,
                )
            )
            if pl.active is not None:
                p = self.board.place(pl.active.target).point
                tip = self.tr("{name}'s mission: {start} → {target} ({reward} Bonds)").format(
                    name=name,
                    start=place_name(pl.active.start),
                    target=place_name(pl.active.target),
                    reward=pl.active.reward,
                )
                tokens.append(Token("flag", pl.nation, p.x, p.y, tip, colour))
            if pl.arctic:
                p = self.board.place(pl.arctic).point
                kind = "mast" if pl.mast else "reservation"
                what = (
                    self.tr("Mooring Mast: {name} at {place}")
                    if pl.mast
                    else self.tr("Arctic base reserved: {name} at {place}")
                )
                tokens.append(
                    Token(
                        kind,
                        pl.nation,
                        p.x,
                        p.y,
                        what.format(name=name, place=place_name(pl.arctic)),
                        colour,
                    )
                )
            if pl.trap is not None:
                circle = self.board.get(pl.trap[1]).geometry.centroid
                tokens.append(
                    Token(
                        "trap", None, circle.x, circle.y, self.tr("A trap card lies face down here")
                    )
                )
        return MapOverlay(tuple(minis), tuple(tokens))

    @staticmethod
    def _heading(pos: Any, last: Any) -> float:
        if last is not None and (abs(pos[0] - last[0]) + abs(pos[1] - last[1])) > 1e-6:
            return math.degrees(math.atan2(pos[1] - last[1], pos[0] - last[0]))
        # at rest: point at the Pole, where every journey leads
        return math.degrees(math.atan2(-pos[1], -pos[0])) if (pos[0] or pos[1]) else 90.0

    def refresh(self) -> None:
        """Redraw everything from the engine's state."""
        c = self.controller
        has = c.has_game
        for a in (self.act_save, self.act_save_as):
            a.setEnabled(has)
        self.act_undo.setEnabled(has and c.can_undo)
        self.act_redo.setEnabled(has and c.can_redo)
        self.act_export.setEnabled(has)
        self.act_interrupt.setEnabled(
            has and not c.state.is_over and c.state.interrupt_round is None and not c.is_bot_turn
        )
        if not has:
            self.actions_bar.update_actions(None, 0, can_undo=False, enabled=False, idle="No game")
            self.set_forecast(self.forecast_offset)
            self.advanced.refresh()
            return
        state = c.state
        self._follow_edition(int(state.edition))
        self.setWindowTitle(
            self.tr("North Pole Quest — round {round}, {name} to play").format(
                round=state.round, name=c.player_name(state.current)
            )
        )
        self.set_forecast(self.forecast_offset)
        self.scene.set_overlay(self.overlay_for(state))
        colours = [self.seat_colour(i) for i in range(len(state.players))]
        self.players_table.show_state(state, c.bots, colours)
        shown = self.viewer if self.viewer is not None else None
        board_seat = state.current if shown is None else shown
        seen = view_for(state, shown) if shown is not None else None
        # the cards played on the player shown, as the viewer may see them (face down when
        # nobody's private things are shown)
        pending = (
            seen.players[board_seat].pending
            if seen is not None
            else tuple(replace(p, card="?") for p in state.players[board_seat].pending)
        )
        self.player_board.show_player(state, board_seat, pending, colours[board_seat])
        if board_seat != self._scrolled_for:
            # another player's board: from its top, not where the previous player left it
            self._scrolled_for = board_seat
            self.left_scroll.verticalScrollBar().setValue(0)
            self.left_scroll.horizontalScrollBar().setValue(0)
        if seen is None:
            self.hand.clear_private()
        else:
            # the hand comes from what this player may see (others' cards hidden by the engine)
            self.hand.show_hand(seen, board_seat)
        uses_strategy = bool(state.config.uses_strategy_cards)
        self.actions_bar.set_shown("strategy", uses_strategy)
        self.hand.set_uses_strategy(uses_strategy)
        prices = self._prices()
        self.market.show_state(state, prices)
        self.arctic.show_state(state)
        my_turn = (not c.is_bot_turn) and self.viewer == state.current and not state.is_over
        found: Refusals | None = None
        if my_turn:
            try:
                found = refusals(state, self.world, BUTTON_KINDS, legal=c.legal_kinds())
            except Exception as exc:  # an engine bug: say so, keep the window alive
                self.show_error(
                    self.tr("The engine failed"),
                    self.tr("{error}: {detail}").format(error=type(exc).__name__, detail=exc),
                )
        self.refusals = found
        self.actions_bar.update_actions(
            found, state.actions_left, can_undo=c.can_undo, enabled=my_turn
        )
        self._follow_plan(state.current if my_turn else None)
        self.advanced.refresh()
        self._ask_counter()
        self._ask_consent_soon()

    def _follow_edition(self, edition: int) -> None:
        """Show the board and the Mission deck of the game on the table: a game of an earlier
        edition is played on the board it had (:meth:`World.for_edition`: without the places
        a later edition added, Virgohamna before edition 7), so the map draws, names and
        answers for that board, the Navigating Tool snaps to its places, the Range tab offers
        them and the Missions tab lists that edition's deck. Nothing is done while the game's
        edition shows already."""
        board = self.world.for_edition(edition).board
        deck = self.world.mission_cards(edition)
        self.mission_table.set_deck(board, deck)
        if board is self.board:
            return
        self.board = board
        self.scene.set_board(board)
        self.tool.board = board
        self.range_calc.set_board(board)
        self._plan_key = None  # the calculators are pointed again on this board

    def _ask_counter(self) -> None:
        """Section 6: a hostile card is about to strike the player shown, who holds a card that
        counters it -- ask him, counter (one of this turn's actions) or let it strike. Only
        once his turn is shown (in hot-seat after the pass screen: the dialog names his
        cards); a bot's seat is answered by the driver. A question left without its decision
        (undone) is closed."""
        c = self.controller
        decision = None
        if c.has_game and not c.is_bot_turn and not self.pass_screen.isVisible():
            decision = counter_decision(c.state, self.viewer)
        dialog = self.counter_dialog
        if dialog is not None and dialog.isVisible():
            if dialog.decision == decision:
                return
            dialog.done(0)
        self.counter_dialog = None
        if decision is None:
            return
        answers = c.legal_of((ActionKind.PLAY_STRATEGY, ActionKind.LET_STRIKE))
        if not answers:
            return
        by = decision.by
        dialog = CounterDialog(
            decision,
            answers,
            by_name=c.player_name(by) if by is not None else translate("MainWindow", "a rival"),
            target_name=c.player_name(decision.seat),
            parent=self,
        )
        dialog.answered.connect(self.play)
        self.counter_dialog = dialog
        self.statusBar().showMessage(
            translate(
                "MainWindow",
                "{player}: a rival's Strategy card is about to strike — counter it or let it "
                "strike.",
            ).format(player=c.player_name(decision.seat))
        )
        dialog.open()

    def _prices(self) -> dict[str, int]:
        """Hiring prices of the basic price list (section 11), for the crew market."""
        try:
            pl = self.world.prices
            return {
                "commander": int(pl.commander_hire),
                "advanced_commander": int(pl.advanced_commander_hire),
                "specialist": int(pl.specialist_hire),
                "specialist_box": int(pl.extra_specialist_hire),
                "commander_box": int(pl.extra_commander_hire),
            }
        except (AttributeError, TypeError, ValueError):
            return {}

    # -- window ---------------------------------------------------------------------------------
    def _wrap_action_bar(self) -> None:
        """The action buttons beside the turn's bar when both fit the window, else on a row
        of their own (never behind the tool bar's overflow arrow)."""
        need = self.actions_bar.turn_bar.sizeHint().width() + self.actions_bar.sizeHint().width()
        wrap = need > self.width()
        if wrap != self._actions_wrapped:
            if wrap:
                self.insertToolBarBreak(self.actions_bar)
            else:
                self.removeToolBarBreak(self.actions_bar)
            self._actions_wrapped = wrap

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._wrap_action_bar()
        if abs(event.size().width() - event.oldSize().width()) > 40:
            # the map gets what the side panels do not need: about a fifth of the width each
            width = event.size().width()
            left = max(230, min(360, int(width * 0.22)))
            right = max(self._tabs_width, 220, min(340, int(width * 0.2)))
            self.resizeDocks(
                [self.left_dock, self.right_dock], [left, right], Qt.Orientation.Horizontal
            )
        if self.pass_screen.isVisible():
            self.pass_screen.setGeometry(self.rect())
        if self.aids.overlay.isVisible():
            self.aids.overlay.place()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.pause(True)
        self.controller.autosave()
        self.online_menu.shutdown()
        self.range_calc.weather.shutdown()  # no weather plan emits once the window has gone
        super().closeEvent(event)
