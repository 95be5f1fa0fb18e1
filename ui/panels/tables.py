"""Crew market, Arctic bases, Mission Calculator, Range Calculator and the game log.

The calculators call :mod:`npq.nav` (the same functions the engine uses); the market and the
Arctic list read the engine's state. Double-clicking a row asks the engine for the action.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from npq import i18n, reasons
from npq.nav import (
    calculator_places,
    distance_between,
    fuel_needed,
    mission_table,
    plan_range,
    refuel_stops_needed,
    turns_needed,
)
from npq.nav.calculators import straight_blocked_by
from ui.cards import commander_info
from ui.panels.player import SKILL_TITLES
from ui.panels.route import PlanRequest, WeatherPlan
from ui.texts import place_name
from ui.theme import NATION_COLOURS, nation_name, seat_background, seat_name

__all__ = ["ArcticList", "CrewMarket", "GameLog", "LogFilters", "MissionTable", "RangeCalculator"]


def _ro_table(columns: tuple[str, ...], stretch: int = 0) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    header.setStretchLastSection(False)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    return table


class _RowFitter(QObject):
    """Refits a wrapping table's row heights whenever the table is shown or resized."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and isinstance(
            watched, QTableWidget
        ):
            watched.resizeRowsToContents()
        return False


def _wrap_rows(table: QTableWidget) -> None:
    """Let a narrow table's cells wrap onto more lines instead of eliding ("Hugo Ecke…"): the
    rows grow to fit whenever the table or a column changes width, or its rows change."""
    table.setWordWrap(True)
    table.setTextElideMode(Qt.TextElideMode.ElideNone)
    fitter = _RowFitter(table)
    table.installEventFilter(fitter)
    table.horizontalHeader().sectionResized.connect(lambda *_: table.resizeRowsToContents())
    table.model().dataChanged.connect(lambda *_: table.resizeRowsToContents())


def _heading(text: str) -> QLabel:
    """A panel heading that wraps, so the side panel can be narrow on a small screen."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


#: The From chooser's entry for the airship in flight (its point is the calculator's).
AIRSHIP = "@airship"


def _narrow(combo: QComboBox) -> QComboBox:
    """A place chooser that does not ask for the width of the longest name (the side panel
    would then never be narrower than "Cuers-Pierrefeu (Toulon)"): it elides instead.

    It is searchable, as a GIS tool's place box is: type part of a name ("bay", "mosc") and
    a list of the places whose name contains it drops down; a text that names no place is
    put back to the chosen one when the box loses focus (the choice never changes to
    something that is not on the board)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(10)
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = combo.completer()
    if completer is not None:
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    edit = combo.lineEdit()
    if edit is not None:
        edit.editingFinished.connect(lambda: _settle(combo))
    return combo


def _settle(combo: QComboBox) -> None:
    """The typed text back to the chosen place's name, unless it names a place exactly: then
    that place is chosen, as if picked from the list (``activated``: a choice by hand)."""
    found = combo.findText(combo.currentText(), Qt.MatchFlag.MatchFixedString)
    if found >= 0 and found != combo.currentIndex():
        combo.setCurrentIndex(found)
        combo.activated.emit(found)
    elif combo.currentIndex() >= 0:
        combo.setEditText(combo.itemText(combo.currentIndex()))


class CrewMarket(QWidget):
    """Commanders face up and Specialist Tokens left (section 3, section 8 "Preparation")."""

    hire = Signal(str)  # an action text: "hire-commander ID" or "hire-specialist SKILL"

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(_heading(self.tr("<b>Commanders</b> (double-click to hire)")))
        self.commanders = _ro_table((self.tr("Commander"), self.tr("Skills"), self.tr("Price")))
        # names and skills wrap onto a second line rather than eliding ("Hugo Ecke…") in a
        # narrow panel; the rows grow to fit whenever a column's width changes
        header = self.commanders.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, 84)
        _wrap_rows(self.commanders)
        self.commanders.cellDoubleClicked.connect(self._hire_commander)
        layout.addWidget(self.commanders, 3)
        layout.addWidget(_heading(self.tr("<b>Specialist Tokens</b> (double-click to hire)")))
        self.specialists = _ro_table((self.tr("Specialist"), self.tr("Left"), self.tr("Price")))
        self.specialists.cellDoubleClicked.connect(self._hire_specialist)
        layout.addWidget(self.specialists, 2)
        self._commander_ids: list[str] = []
        self._skills: list[str] = []

    def show_state(self, state: Any, prices: dict[str, int]) -> None:
        ids = list(state.commanders)
        self._commander_ids = ids
        self.commanders.setRowCount(len(ids))
        for row, cid in enumerate(ids):
            name, skills, note = commander_info(cid)
            advanced = len(skills) == 2
            price = prices.get("advanced_commander" if advanced else "commander", 0)
            cells = (
                self.tr("{name} (Adv.)").format(name=name) if advanced else name,
                ", ".join(SKILL_TITLES.get(s, s) for s in skills),
                str(price),
            )
            tip = self.tr("{name} — {skills}, {price} Bonds").format(
                name=cells[0], skills=cells[1], price=cells[2]
            ) + (f"<br>{note}" if note else "")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                self.commanders.setItem(row, col, item)
        self.commanders.resizeRowsToContents()
        self._skills = list(SKILL_TITLES)
        self.specialists.setRowCount(len(self._skills))
        for row, skill in enumerate(self._skills):
            left = state.specialists_left(skill)
            cells = (
                SKILL_TITLES[skill],
                str(left),
                str(prices.get("specialist", 0) if left else prices.get("specialist_box", 0)),
            )
            for col, text in enumerate(cells):
                self.specialists.setItem(row, col, QTableWidgetItem(text))

    def _hire_commander(self, row: int, _col: int) -> None:
        if 0 <= row < len(self._commander_ids):
            self.hire.emit(f"hire-commander {self._commander_ids[row]}")

    def _hire_specialist(self, row: int, _col: int) -> None:
        if 0 <= row < len(self._skills):
            self.hire.emit(f"hire-specialist {self._skills[row]}")


class ArcticList(QWidget):
    """Every Arctic base (legend 1k): owner, who reserved it, whether a Mooring Mast stands."""

    reserve = Signal(str)
    focus = Signal(float, float)

    def __init__(self, board: Any) -> None:
        super().__init__()
        self.board = board
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(
            _heading(self.tr("<b>Arctic bases</b> (double-click to reserve; click to show)"))
        )
        # the name column takes what is left: Owner and Reserved (with "mast" once the Mooring
        # Mast stands) stay in view, and the names wrap rather than eliding ("Matochk…")
        self.table = _ro_table(
            (self.tr("Arctic base"), self.tr("Owner"), self.tr("Reserved")), stretch=0
        )
        header = self.table.horizontalHeader()
        for col, width in ((1, 62), (2, 66)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, width)
        _wrap_rows(self.table)
        layout.addWidget(self.table)
        self.places = [p for p in board.places if str(p.kind) == "arctic_base"]
        self.places.sort(key=lambda p: i18n.place(p.name))
        self.table.setRowCount(len(self.places))
        self.table.cellDoubleClicked.connect(
            lambda r, _c: self.reserve.emit(f"reserve {self.places[r].id}")
        )
        self.table.cellClicked.connect(
            lambda r, _c: self.focus.emit(self.places[r].point.x, self.places[r].point.y)
        )
        for row, place in enumerate(self.places):
            name = QTableWidgetItem(i18n.place(place.name))
            name.setToolTip(
                self.tr("{place} ({nation} Arctic base, legend 1k)").format(
                    place=i18n.place(place.name), nation=nation_name(place.nation)
                )
            )
            self.table.setItem(row, 0, name)
            owner = QTableWidgetItem(nation_name(place.nation))
            owner.setToolTip(self.tr("Owner: {nation}").format(nation=nation_name(place.nation)))
            owner.setBackground(QBrush(NATION_COLOURS.get(place.nation or "", QColor("white"))))
            self.table.setItem(row, 1, owner)

    def show_state(self, state: Any) -> None:
        holders = {pl.arctic: pl for pl in state.players if pl.arctic}
        # a base a later edition added is not on a saved game's board (Board.for_edition)
        withheld = self.board.for_edition(state.edition).withheld
        for row, place in enumerate(self.places):
            self.table.setRowHidden(row, place.id in withheld)
            pl = holders.get(place.id)
            name = seat_name(state.config, pl.seat) if pl else ""
            holder = QTableWidgetItem(
                (self.tr("{name} · mast").format(name=name) if pl.mast else name)
                if pl
                else self.tr("free")
            )
            holder.setToolTip(
                (
                    self.tr("Reserved by {name}: Mooring Mast set up")
                    if pl.mast
                    else self.tr("Reserved by {name}, no Mooring Mast yet")
                ).format(name=name)
                if pl
                else self.tr("Free to reserve")
            )
            self.table.setItem(row, 2, holder)


class MissionTable(QWidget):
    """The Mission Calculator (section 5, D11): reward from a starting city to each target.

    Its cities are the Mission deck of the game on the table (``cards``, place ids:
    :meth:`npq.game.World.mission_cards`; the board's Mission cities always among them);
    :meth:`set_deck` follows a game of another edition."""

    def __init__(self, board: Any, cards: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.board = board
        self.cards = tuple(cards)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        form = QFormLayout()
        self.start = _narrow(QComboBox())
        self.start.setObjectName("mission-start")
        self.cities: list[Any] = []
        self._fill_cities()
        form.addRow(self.tr("From"), self.start)
        layout.addLayout(form)
        self.table = _ro_table((self.tr("To"), self.tr("L"), self.tr("Bonds")))
        for col, tip in (
            (1, self.tr("Distance in Lengths")),
            (2, self.tr("Reward in Bonds (D11)")),
        ):
            header_item = self.table.horizontalHeaderItem(col)
            if header_item is not None:
                header_item.setToolTip(tip)
        layout.addWidget(self.table)
        self._entries: Any = None
        self.own: frozenset[str] = frozenset()  # the viewer's Mission cards (target ids)
        self.start.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def _fill_cities(self) -> None:
        """The From chooser offers the deck's cities (the one chosen kept if it still is)."""
        self.cities = sorted(
            calculator_places(self.board, self.cards), key=lambda p: i18n.place(p.name)
        )
        chosen = self.start.currentData()
        self.start.blockSignals(True)
        try:
            self.start.clear()
            for p in self.cities:
                self.start.addItem(i18n.place(p.name), p.id)
            self.start.setCurrentIndex(max(0, self.start.findData(chosen)))
        finally:
            self.start.blockSignals(False)

    def set_deck(self, board: Any, cards: tuple[str, ...]) -> None:
        """List the Mission deck ``cards`` (place ids: :meth:`npq.game.World.mission_cards`)
        on ``board``: a game of another edition is on the table, with its own deck and board
        (:meth:`npq.game.World.for_edition`)."""
        cards = tuple(cards)
        if board is self.board and cards == self.cards:
            return
        self.board, self.cards = board, cards
        self._entries = None
        self._fill_cities()
        self.refresh()

    def set_own(self, targets: Any) -> None:
        """Mark the rows of the viewer's own Mission cards (★, bold)."""
        own = frozenset(str(t) for t in targets)
        if own != self.own:
            self.own = own
            self.refresh()

    def marked(self) -> list[str]:
        """The targets shown as the viewer's own cards (for tests)."""
        items = [self.table.item(r, 0) for r in range(self.table.rowCount())]
        return [i.text() for i in items if i is not None and i.text().startswith("★")]

    def set_start(self, place_id: str) -> None:
        i = self.start.findData(place_id)
        if i >= 0:
            self.start.setCurrentIndex(i)

    def rows(self) -> list[tuple[str, float, int]]:
        """``(target name, distance, reward)`` for the selected start (npq.nav Mission
        Calculator, D11), best reward first."""
        start_id = self.start.currentData()
        out = [
            (e.target_name, float(e.distance), int(e.reward))
            for e in self._table()
            if e.start == start_id and e.target != start_id
        ]
        out.sort(key=lambda r: (-r[2], r[0]))
        return out

    def _table(self) -> Any:
        if self._entries is None:
            self._entries = mission_table(self.board, self.cards)
        return self._entries

    def refresh(self) -> None:
        try:
            rows = self.rows()
        except Exception as exc:
            self.table.setRowCount(1)
            self.table.setItem(
                0,
                0,
                QTableWidgetItem(
                    self.tr("Mission Calculator unavailable: {reason}").format(
                        reason=reasons.said(exc)
                    )
                ),
            )
            return
        self.table.setRowCount(len(rows))
        ids = {p.name: p.id for p in self.cities}
        for r, (english, dist, reward) in enumerate(rows):
            mine = ids.get(english) in self.own
            name = i18n.place(english)
            city = QTableWidgetItem(f"★ {name}" if mine else name)
            tip = (
                self.tr("{name}: {distance} L, {reward} Bonds — one of your Mission cards")
                if mine
                else self.tr("{name}: {distance} L, {reward} Bonds")
            )
            city.setToolTip(
                tip.format(name=name, distance=i18n.format_number(dist, ".1f"), reward=reward)
            )
            if mine:
                font = city.font()
                font.setBold(True)
                city.setFont(font)
            self.table.setItem(r, 0, city)
            d = QTableWidgetItem(i18n.format_number(dist, ".1f"))
            d.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, 1, d)
            b = QTableWidgetItem(str(reward))
            b.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, 2, b)


class _PlanSignal(QObject):
    done = Signal(int, object)  # (request number, RangePlan or an error text)


class _PlanJob(QRunnable):
    """``npq.nav.plan_range`` off the UI thread: it searches chains of real bases."""

    def __init__(self, number: int, board: Any, args: tuple[Any, ...], signal: _PlanSignal) -> None:
        super().__init__()
        self.number, self.board, self.args, self.signal = number, board, args, signal

    def run(self) -> None:
        origin, target, speed, range_, dry = self.args
        try:
            plan: Any = plan_range(self.board, origin, target, speed=speed, range_=range_, dry=dry)
        except Exception as exc:
            plan = str(exc)
        self.signal.done.emit(self.number, plan)


class RangeCalculator(QWidget):
    """The Range Calculator (section 5): distance, turns, fuel and refuel stops.

    The ruler's numbers come at once from :mod:`npq.nav`; the suggested chain of real refuelling
    bases (``plan_range``, a search) is computed in the background on request.
    """

    def __init__(self, board: Any) -> None:
        super().__init__()
        self.board = board
        layout = QFormLayout(self)
        self.places = sorted(board.places, key=lambda p: i18n.place(p.name))
        self.origin = _narrow(QComboBox())
        self.target = _narrow(QComboBox())
        for combo in (self.origin, self.target):
            self._fill(combo)
            combo.currentIndexChanged.connect(self.refresh)
        self.speed = QSpinBox()
        self.speed.setRange(1, 6)
        self.speed.setValue(4)
        self.range = QSpinBox()
        self.range.setRange(1, 6)
        self.range.setValue(4)
        self.speed.valueChanged.connect(self.refresh)
        self.range.valueChanged.connect(self.refresh)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.suggest = QPushButton(self.tr("Suggest bases"))
        self.suggest.setToolTip(
            self.tr("Suggest a chain of refuelling bases (straight legs, no weather)")
        )
        self.suggest.clicked.connect(self.plan_route)
        self.route = QLabel()
        self.route.setWordWrap(True)
        layout.addRow(self.tr("From"), self.origin)
        layout.addRow(self.tr("To"), self.target)
        layout.addRow(self.tr("Speed"), self.speed)
        layout.addRow(self.tr("Range"), self.range)
        layout.addRow(self.result)
        layout.addRow(self.suggest)
        layout.addRow(self.route)
        # the turn-by-turn plan against the weather (npq.nav.plan_route), drawn on the map
        self.weather = WeatherPlan(board)
        self.weather.wanted.connect(self.plan_weather)
        layout.addRow(self.weather)
        #: The airship's point when it is in flight (the From chooser's first entry)
        self.airship_xy: tuple[float, float] | None = None
        #: The To the player picked by hand (None: the game's target), kept while it is a way
        #: to go for the same airship and mission (:meth:`choose_target`)
        self.picked: str | None = None
        self.target.activated.connect(lambda _i: self._picked_by_hand())
        self.plan: Any = None
        self._request = 0
        self._signal = _PlanSignal(self)
        self._signal.done.connect(self._planned)
        self._updating = False
        if len(self.places) > 1:
            self.target.setCurrentIndex(1)
        self.refresh()

    def set_route(
        self,
        origin: str | None,
        target: str,
        speed: int,
        range_: int,
        at: tuple[float, float] | None = None,
    ) -> None:
        """Point the calculator from ``origin`` (a place id), or from the airship in flight at
        ``at``, to ``target``, at this Speed and Range."""
        self._updating = True
        try:
            self._set_airship(at)
            if at is not None:
                self.origin.setCurrentIndex(0)
                origin = None
            for combo, pid in ((self.origin, origin), (self.target, target)):
                if pid is None:
                    continue
                i = combo.findData(pid)
                if i >= 0:
                    combo.setCurrentIndex(i)
            self.speed.setValue(speed)
            self.range.setValue(range_)
        finally:
            self._updating = False
        self.refresh()

    def _fill(self, combo: QComboBox) -> None:
        """A place chooser offers :attr:`places`."""
        for p in self.places:
            combo.addItem(i18n.place(p.name), p.id)

    def set_board(self, board: Any) -> None:
        """Measure on ``board``: a game of another edition is on the table, played on the
        board of its edition (:meth:`npq.board.Board.for_edition`). The choosers offer its
        places only (the places chosen are kept while it has them) and the plans go."""
        if board is self.board:
            return
        self.board = board
        self.weather.set_board(board)
        self.places = sorted(board.places, key=lambda p: i18n.place(p.name))
        self.plan = None
        self.route.setText("")
        self._updating = True
        try:
            for combo in (self.origin, self.target):
                chosen = combo.currentData()
                combo.clear()
                if combo is self.origin and self.airship_xy is not None:
                    combo.addItem(self.tr("the airship (in flight)"), AIRSHIP)
                self._fill(combo)
                combo.setCurrentIndex(max(0, combo.findData(chosen)))
            if self.target.currentData() == self.origin.currentData() and len(self.places) > 1:
                self.target.setCurrentIndex(1)
        finally:
            self._updating = False
        self.refresh()

    def _picked_by_hand(self) -> None:
        self.picked = str(self.target.currentData())

    def reset(self) -> None:
        """Another game on the table: no airship in flight, no To picked by hand, no plan (the
        previous game's target and plan would otherwise carry over)."""
        self.picked = None
        self.plan = None
        self._set_airship(None)
        self.route.setText("")
        self.weather.reset()

    def choose_target(self, game_target: str | None, here: str | None) -> str:
        """The To for the airship to play: the one picked by hand while it is still a way to
        go (not the base the airship stands on), else ``game_target`` (the player's mission,
        Arctic base or Mission card), else the To shown if it is not ``here``, else any other
        place."""
        if self.picked is not None and self.picked != here:
            return self.picked
        self.picked = None
        if game_target is not None and game_target != here:
            return game_target
        shown = self.target.currentData()
        if shown is not None and shown != here:
            return str(shown)
        return next(p.id for p in self.places if p.id != here)

    def _set_airship(self, at: tuple[float, float] | None) -> None:
        """Offer "the airship (in flight)" as the From chooser's first entry while it flies."""
        had = self.airship_xy is not None
        self.airship_xy = at
        if at is not None and not had:
            self.origin.insertItem(0, self.tr("the airship (in flight)"), AIRSHIP)
        elif at is None and had:
            self.origin.removeItem(self.origin.findData(AIRSHIP))

    def origin_ref(self) -> Any:
        """Where the route starts: a place id, or the airship's point in flight."""
        data = self.origin.currentData()
        return self.airship_xy if data == AIRSHIP and self.airship_xy is not None else data

    def numbers(self) -> tuple[float, int, int, int]:
        """``(distance, turns, fuel, refuel stops)`` by the ruler (npq.nav)."""
        d = distance_between(self.board, self.origin_ref(), self.target.currentData())
        speed, range_ = self.speed.value(), self.range.value()
        return (
            d,
            turns_needed(d, speed),
            fuel_needed(d, speed),
            refuel_stops_needed(d, speed, range_),
        )

    def refresh(self) -> None:
        if self._updating:
            return
        self._request += 1  # a pending suggestion no longer matches
        self.route.setText("")
        try:
            d, turns, fuel, stops = self.numbers()
        except Exception as exc:
            self.result.setText(
                self.tr("Range Calculator: {reason}").format(reason=reasons.said(exc))
            )
            return
        self.result.setText(
            self.tr(
                "<b>{distance} L</b> in a straight line<br>"
                "turns at Speed {speed}: <b>{turns}</b><br>"
                "fuel units: <b>{fuel}</b> (tank {tank})<br>"
                "refuelling stops needed: <b>{stops}</b>"
            ).format(
                distance=i18n.format_number(d, ".2f"),
                speed=self.speed.value(),
                turns=turns,
                fuel=fuel,
                tank=self.range.value(),
                stops=stops,
            )
        )
        self.plan_weather()

    def weather_request(self) -> PlanRequest:
        """The weather plan's request for the route shown now."""
        return self.weather.make_request(
            self.origin_ref(),
            str(self.target.currentData()),
            self.speed.value(),
            self.range.value(),
        )

    def plan_weather(self) -> None:
        """Plan the route shown against the weather (in the background)."""
        if self._updating:
            return
        self.weather.ask(self.weather_request())

    def plan_route(self) -> None:
        """Search real refuelling bases in the background (npq.nav.plan_range)."""
        self._request += 1
        self.route.setText(self.tr("searching the bases…"))
        args = (
            self.origin_ref(),
            self.target.currentData(),
            self.speed.value(),
            self.range.value(),
            # no stop where nothing is sold, as the weather plan (the game's dry_bases)
            frozenset(self.weather.extra.get("dry", frozenset())),
        )
        QThreadPool.globalInstance().start(_PlanJob(self._request, self.board, args, self._signal))

    def _planned(self, number: int, plan: Any) -> None:
        if number != self._request:
            return
        if isinstance(plan, str):
            self.route.setText(self.tr("no plan: {reason}").format(reason=plan))
            return
        self.plan = plan
        stops = ", ".join(place_name(s) for s in plan.stops) or self.tr("straight there")
        said = (
            self.tr("via {stops}: %n turn(s)", "", plan.total_turns)
            if plan.reachable
            else self.tr(
                "via {stops}: %n turn(s) — no chain of bases reaches it", "", plan.total_turns
            )
        )
        text = said.format(stops=stops)
        if plan.reachable and (
            len(plan.stops) > plan.stops_needed or plan.total_turns > plan.turns
        ):
            # more than the straight line's numbers above: say why, not two figures that disagree
            blocked = straight_blocked_by(self.board, plan.start, plan.end)
            why = (
                self.tr("the straight line crosses an obstacle: the flight goes round it")
                if "obstacle" in blocked
                else self.tr("the straight line crosses the Barrage Area: the flight goes round it")
                if "barrage_area" in blocked
                else self.tr("fuel is bought only at a base on the way")
            )
            text += "<br>" + why
        self.route.setText(text)


class GameLog(QListWidget):
    """The game log: every action and what came of it.

    Each item keeps its :class:`ui.controller.LogLine`; :meth:`set_filter` hides the lines of
    other players or kinds, and a line of an action undo took back is struck through.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.player_filter: int | None = None
        self.kind_filter: str | None = None

    def add_line(self, line: Any, nation: str | None = None, colour: str | None = None) -> None:
        """Add a log line on its player's background (``colour``: the seat's chosen colour,
        None: its nation's)."""
        item = QListWidgetItem(f"R{line.round}  {line.text}" if line.round else line.text)
        item.setData(Qt.ItemDataRole.UserRole, line)
        font = item.font()
        if not line.text.startswith(" "):  # the action itself, in its record form
            font.setBold(True)
        font.setStrikeOut(bool(getattr(line, "undone", False)))
        item.setFont(font)
        if getattr(line, "undone", False):
            item.setForeground(QBrush(QColor("#8a8a8a")))
        if nation:
            item.setBackground(QBrush(seat_background(nation, colour).lighter(115)))
        self.addItem(item)
        item.setHidden(not self._shows(line))
        self.scrollToBottom()

    def set_lines(
        self, lines: list[Any], nations: list[str], colours: list[str | None] | None = None
    ) -> None:
        """Show ``lines`` afresh (after undo struck some through); ``nations`` and ``colours``
        (chosen, None: the nation's) by seat."""
        self.clear()
        for line in lines:
            player = line.player
            nation = nations[player] if player is not None and player < len(nations) else None
            colour = (
                colours[player]
                if colours and player is not None and player < len(colours)
                else None
            )
            self.add_line(line, nation, colour)

    def _shows(self, line: Any) -> bool:
        if self.player_filter is not None and line.player != self.player_filter:
            return False
        return self.kind_filter is None or getattr(line, "kind", "note") == self.kind_filter

    def set_filter(self, player: int | None = None, kind: str | None = None) -> None:
        """Show only one player's lines and/or one kind (``None``: all)."""
        self.player_filter = player
        self.kind_filter = kind
        for i in range(self.count()):
            item = self.item(i)
            item.setHidden(not self._shows(item.data(Qt.ItemDataRole.UserRole)))
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def shown_lines(self) -> list[str]:
        """The lines the filters let through."""
        return [self.item(i).text() for i in range(self.count()) if not self.item(i).isHidden()]

    def struck_lines(self) -> list[str]:
        """The lines struck through (actions taken back)."""
        return [self.item(i).text() for i in range(self.count()) if self.item(i).font().strikeOut()]


class LogFilters(QWidget):
    """Two choosers above the log: whose lines, and which kind."""

    changed = Signal(object, object)  # (seat or None, kind or None)

    def __init__(self, kinds: dict[str, str]) -> None:
        super().__init__()
        self.player = QComboBox()
        self.player.setObjectName("log-player")
        self.kind = QComboBox()
        self.kind.setObjectName("log-kind")
        self.kind.addItem(self.tr("Everything"), None)
        for key, title in kinds.items():
            self.kind.addItem(self.tr(title), key)
        self.set_players([])
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.player, 1)
        row.addWidget(self.kind, 1)
        self.player.currentIndexChanged.connect(self._emit)
        self.kind.currentIndexChanged.connect(self._emit)

    def set_players(self, names: list[str]) -> None:
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("All players"), None)
        for seat, name in enumerate(names):
            self.player.addItem(name, seat)
        self.player.blockSignals(False)
        self._emit()

    def _emit(self, _index: int = 0) -> None:
        self.changed.emit(self.player.currentData(), self.kind.currentData())
