"""Crew market, Arctic bases, Mission Calculator, Range Calculator and the game log.

The calculators call :mod:`npq.nav` (the same functions the engine uses); the market and the
Arctic list read the engine's state. Double-clicking a row asks the engine for the action.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui.cards import commander_info
from ui.panels.player import SKILL_TITLES
from ui.texts import place_name
from ui.theme import NATION_COLOURS, nation_name

__all__ = ["ArcticList", "CrewMarket", "GameLog", "MissionTable", "RangeCalculator"]


def _ro_table(columns: tuple[str, ...]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class CrewMarket(QWidget):
    """Commanders face up and Specialist Tokens left (section 3, section 8 "Preparation")."""

    hire = Signal(str)  # an action text: "hire-commander ID" or "hire-specialist SKILL"

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(QLabel("<b>Commanders</b> (double-click to hire)"))
        self.commanders = _ro_table(("Commander", "Skills", "Price"))
        self.commanders.cellDoubleClicked.connect(self._hire_commander)
        layout.addWidget(self.commanders, 3)
        layout.addWidget(QLabel("<b>Specialist Tokens</b> (double-click to hire)"))
        self.specialists = _ro_table(("Specialist", "Left", "Price"))
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
                name + (" (Adv.)" if advanced else ""),
                ", ".join(SKILL_TITLES.get(s, s) for s in skills),
                str(price),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(note)
                self.commanders.setItem(row, col, item)
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(QLabel("<b>Arctic bases</b> (double-click to reserve; click to show)"))
        self.table = _ro_table(("Arctic base", "Owner", "Reserved by", "Mast"))
        layout.addWidget(self.table)
        self.places = [p for p in board.places if str(p.kind) == "arctic_base"]
        self.places.sort(key=lambda p: p.name)
        self.table.setRowCount(len(self.places))
        self.table.cellDoubleClicked.connect(
            lambda r, _c: self.reserve.emit(f"reserve {self.places[r].id}")
        )
        self.table.cellClicked.connect(
            lambda r, _c: self.focus.emit(self.places[r].point.x, self.places[r].point.y)
        )
        for row, place in enumerate(self.places):
            self.table.setItem(row, 0, QTableWidgetItem(place.name))
            owner = QTableWidgetItem(nation_name(place.nation))
            owner.setBackground(QBrush(NATION_COLOURS.get(place.nation or "", QColor("white"))))
            self.table.setItem(row, 1, owner)

    def show_state(self, state: Any) -> None:
        holders = {pl.arctic: pl for pl in state.players if pl.arctic}
        for row, place in enumerate(self.places):
            pl = holders.get(place.id)
            self.table.setItem(
                row, 2, QTableWidgetItem(state.config.player_name(pl.seat) if pl else "free")
            )
            self.table.setItem(row, 3, QTableWidgetItem("Mooring Mast" if pl and pl.mast else ""))


class MissionTable(QWidget):
    """The Mission Calculator (section 5, D11): reward from a starting city to each target."""

    def __init__(self, board: Any) -> None:
        super().__init__()
        self.board = board
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        form = QFormLayout()
        self.start = QComboBox()
        self.start.setObjectName("mission-start")
        self.cities = sorted(board.calculator_cities, key=lambda p: p.name)
        for p in self.cities:
            self.start.addItem(p.name, p.id)
        form.addRow("From", self.start)
        layout.addLayout(form)
        self.table = _ro_table(("To", "Distance (L)", "Reward (Bonds)"))
        layout.addWidget(self.table)
        self.start.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def set_start(self, place_id: str) -> None:
        i = self.start.findData(place_id)
        if i >= 0:
            self.start.setCurrentIndex(i)

    def rows(self) -> list[tuple[str, float, int]]:
        """``(target name, distance, reward)`` for the selected start, from npq.nav."""
        nav = importlib.import_module("npq.nav")
        start_id = self.start.currentData()
        out = []
        for p in self.cities:
            if p.id == start_id:
                continue
            entry = nav.mission_reward(self.board, start_id, p.id)
            out.append((p.name, float(entry.distance), int(entry.reward)))
        out.sort(key=lambda r: -r[2])
        return out

    def refresh(self) -> None:
        try:
            rows = self.rows()
        except Exception as exc:
            self.table.setRowCount(1)
            self.table.setItem(0, 0, QTableWidgetItem(f"Mission Calculator unavailable: {exc}"))
            return
        self.table.setRowCount(len(rows))
        for r, (name, dist, reward) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(name))
            d = QTableWidgetItem(f"{dist:.1f}")
            d.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, 1, d)
            b = QTableWidgetItem(str(reward))
            b.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, 2, b)


class RangeCalculator(QWidget):
    """The Range Calculator (section 5): distance, turns and fuel between two places."""

    def __init__(self, board: Any) -> None:
        super().__init__()
        self.board = board
        layout = QFormLayout(self)
        self.places = sorted(board.places, key=lambda p: p.name)
        self.origin = QComboBox()
        self.target = QComboBox()
        for combo in (self.origin, self.target):
            for p in self.places:
                combo.addItem(p.name, p.id)
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
        layout.addRow("From", self.origin)
        layout.addRow("To", self.target)
        layout.addRow("Speed", self.speed)
        layout.addRow("Range", self.range)
        layout.addRow(self.result)
        if len(self.places) > 1:
            self.target.setCurrentIndex(1)
        self.refresh()

    def set_route(self, origin: str, target: str, speed: int, range_: int) -> None:
        for combo, pid in ((self.origin, origin), (self.target, target)):
            i = combo.findData(pid)
            if i >= 0:
                combo.setCurrentIndex(i)
        self.speed.setValue(speed)
        self.range.setValue(range_)

    def refresh(self) -> None:
        try:
            nav = importlib.import_module("npq.nav")
            r = nav.range_estimate(
                self.board,
                self.origin.currentData(),
                self.target.currentData(),
                speed=self.speed.value(),
                range_=self.range.value(),
            )
        except Exception as exc:
            self.result.setText(f"Range Calculator unavailable: {exc}")
            return
        stops = ", ".join(place_name(s) for s in getattr(r, "stops", ())) or "none needed"
        self.result.setText(
            f"<b>{r.distance:.2f} L</b><br>turns at Speed {self.speed.value()}: <b>{r.turns}</b><br>"
            f"fuel: <b>{r.fuel}</b><br>refuel stops: {stops}"
        )


class GameLog(QListWidget):
    """The game log: every action and what came of it."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def add_line(self, line: Any, nation: str | None = None) -> None:
        item = QListWidgetItem(f"R{line.round}  {line.text}" if line.round else line.text)
        if nation:
            item.setBackground(QBrush(NATION_COLOURS.get(nation, QColor("white")).lighter(115)))
        self.addItem(item)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
