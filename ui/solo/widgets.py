"""Solo Mode widgets: objectives tracker, Solo cards, stars chart (rulebook section 12).

They draw plain values from :mod:`npq.solo` (objective progress, bonus rows, profile summaries)
and hold no rule: the session in :mod:`npq.solo.game` decides, the widgets show.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from npq import i18n
from npq.solo.objectives import ObjectiveProgress, ObjectiveStatus
from npq.solo.tables import SoloBonus, SoloTables, load_solo_tables
from ui.language import QT_TRANSLATE_NOOP

__all__ = ["BonusCard", "ObjectivesTrackerWidget", "StarsChart", "cumulative"]

#: An objective's status as the tracker's tooltip says it (shown through ``self.tr``).
STATUS_WORDS = {
    "open": QT_TRANSLATE_NOOP("ObjectivesTrackerWidget", "open"),
    "met": QT_TRANSLATE_NOOP("ObjectivesTrackerWidget", "met"),
    "failed": QT_TRANSLATE_NOOP("ObjectivesTrackerWidget", "failed"),
}
STATUS_MARK = {ObjectiveStatus.OPEN: "…", ObjectiveStatus.MET: "★", ObjectiveStatus.FAILED: "✗"}
STATUS_COLOUR = {
    ObjectiveStatus.OPEN: "#37474f",
    ObjectiveStatus.MET: "#b8860b",
    ObjectiveStatus.FAILED: "#b71c1c",
}


class ObjectivesTrackerWidget(QWidget):
    """The chosen secondary objectives during play: one row each, with a progress bar.

    Call :meth:`set_progress` with ``session.progress()`` after every applied action.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("soloObjectivesTracker")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(6, 6, 6, 6)
        self._grid.setColumnStretch(1, 1)
        self._grid.setColumnStretch(2, 2)
        self._title = QLabel(self.tr("<b>Secondary objectives</b>"))
        self._grid.addWidget(self._title, 0, 0, 1, 3)
        self._rows: list[tuple[QLabel, QLabel, QProgressBar, QLabel]] = []
        self._empty = QLabel(self.tr("No secondary objective chosen."))
        self._grid.addWidget(self._empty, 1, 0, 1, 3)

    def set_progress(self, progress: Sequence[ObjectiveProgress]) -> None:
        """Show ``progress`` (one entry per chosen objective, in the order chosen)."""
        while len(self._rows) > len(progress):
            for w in self._rows.pop():
                w.deleteLater()
        while len(self._rows) < len(progress):
            i = len(self._rows)
            mark, name, bar, detail = QLabel(), QLabel(), QProgressBar(), QLabel()
            bar.setRange(0, 1000)
            bar.setTextVisible(False)
            bar.setFixedHeight(10)
            name.setWordWrap(True)
            detail.setStyleSheet("color: #555; font-size: 9pt;")
            detail.setWordWrap(True)
            bar.setMinimumWidth(60)
            self._grid.addWidget(mark, 1 + 2 * i, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            self._grid.addWidget(name, 1 + 2 * i, 1, 1, 2)
            self._grid.addWidget(bar, 2 + 2 * i, 1)
            self._grid.addWidget(detail, 2 + 2 * i, 2)
            self._rows.append((mark, name, bar, detail))
        self._empty.setVisible(not progress)
        for (mark, name, bar, detail), p in zip(self._rows, progress, strict=True):
            colour = STATUS_COLOUR[p.status]
            mark.setText(
                f"<span style='font-size:14pt; color:{colour}'>{STATUS_MARK[p.status]}</span>"
            )
            name.setText(f"<b>{p.number}.</b> {i18n.gettext(p.short)}")
            bar.setValue(round(p.fraction * 1000))
            detail.setText(p.detail)
            mark.setToolTip(self.tr(STATUS_WORDS[p.status.value]))

    def row_texts(self) -> list[tuple[str, str, int]]:
        """(name, detail, progress in ‰) per row: what a player reads, for tests."""
        return [(n.text(), d.text(), b.value()) for _, n, b, d in self._rows]


class BonusCard(QFrame):
    """One Solo Mode card: the reminder of an active bonus placed next to the airship board."""

    def __init__(self, bonus: SoloBonus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bonus = bonus
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("soloCard")
        self.setStyleSheet(
            "#soloCard { background: #fbf6e9; border: 2px solid #8d6e63; border-radius: 8px; }"
        )
        layout = QVBoxLayout(self)
        head = QLabel(f"<b>{i18n.gettext(bonus.name)}</b>")
        head.setWordWrap(True)
        title = QLabel(f"<i>{i18n.gettext(bonus.card_title)}</i>")
        text = QLabel(i18n.gettext(bonus.card_text))
        text.setWordWrap(True)
        foot = QLabel(self.tr("Unlocked at {stars} ★").format(stars=bonus.stars))
        foot.setStyleSheet("color: #6d4c41; font-size: 8pt;")
        for w in (head, title, text, foot):
            layout.addWidget(w)
        # narrow enough for the solo dock beside the map on a 1280-pixel screen; the text
        # wraps (heightForWidth), so no fixed height clips it
        self.setMinimumWidth(170)
        self.setMaximumWidth(230)


def cumulative(stars_per_game: Sequence[int]) -> list[int]:
    """Running totals of stars after each game."""
    out: list[int] = []
    total = 0
    for s in stars_per_game:
        total += s
        out.append(total)
    return out


def _short(name: str) -> str:
    """A bonus name short enough for the chart's margin ("+1 Specialist Engineer"); in another
    language, its translation."""
    translated = i18n.gettext(name)
    if translated != name:
        return translated
    for tail in (" free at departure", " free at the start", " free at start", " at departure"):
        name = name.removesuffix(tail)
    return name


class StarsChart(QWidget):
    """A bar chart of the profile's total stars after each game, drawn with QPainter.

    Dashed lines mark the 100 Stars Bonus Table thresholds up to the next one to unlock, so the
    gap between the last bar and the next line is the progress still to make.
    """

    def __init__(self, parent: QWidget | None = None, tables: SoloTables | None = None) -> None:
        super().__init__(parent)
        self.tables = tables or load_solo_tables()
        self.totals: list[int] = []
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(520, 280)

    def set_stars(self, stars_per_game: Sequence[int]) -> None:
        """Show these games (stars earned by each, oldest first)."""
        self.totals = cumulative(stars_per_game)
        self.update()

    def thresholds(self) -> list[tuple[int, str]]:
        """The bonus lines drawn: every unlocked one and the next one."""
        total = self.totals[-1] if self.totals else 0
        lines = [(b.stars, _short(b.name)) for b in self.tables.bonuses if b.stars <= total]
        nxt = next((b for b in self.tables.bonuses if b.stars > total), None)
        if nxt is not None:
            lines.append((nxt.stars, _short(nxt.name)))
        return lines

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#ffffff"))
        left, right, top, bottom = 44.0, 200.0, 14.0, 30.0
        plot = QRectF(
            left,
            top,
            max(10.0, self.width() - left - right),
            max(10.0, self.height() - top - bottom),
        )
        lines = self.thresholds()
        ymax = max([5, *(s for s, _ in lines), *self.totals])
        ymax = int(ymax * 1.1) + 1

        def ypos(v: float) -> float:
            return plot.bottom() - v / ymax * plot.height()

        axis = QPen(QColor("#455a64"))
        p.setPen(axis)
        p.drawLine(QPointF(plot.left(), plot.top()), QPointF(plot.left(), plot.bottom()))
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        p.setFont(small)
        step = max(1, ymax // 5)
        for v in range(0, ymax + 1, step):
            y = ypos(v)
            p.drawLine(QPointF(plot.left() - 4, y), QPointF(plot.left(), y))
            p.drawText(
                QRectF(0, y - 8, left - 6, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(v),
            )

        n = len(self.totals)
        if n == 0:
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No solo game yet"))
        else:
            slot = plot.width() / n
            bar_w = max(2.0, min(40.0, slot * 0.7))
            for i, total in enumerate(self.totals):
                x = plot.left() + slot * (i + 0.5)
                rect = QRectF(x - bar_w / 2, ypos(total), bar_w, plot.bottom() - ypos(total))
                p.fillRect(rect, QColor("#d4a017"))
                p.setPen(QColor("#7a5c00"))
                p.drawRect(rect)
                if n <= 20 or i % max(1, n // 10) == 0:
                    p.setPen(axis)
                    p.drawText(
                        QRectF(x - slot / 2, plot.bottom() + 2, slot, 14),
                        Qt.AlignmentFlag.AlignHCenter,
                        str(i + 1),
                    )
            p.setPen(axis)
            p.drawText(
                QRectF(plot.left(), plot.bottom() + 14, plot.width(), 14),
                Qt.AlignmentFlag.AlignHCenter,
                self.tr("game"),
            )

        total = self.totals[-1] if self.totals else 0
        for stars, name in lines:
            y = ypos(stars)
            reached = stars <= total
            pen = QPen(QColor("#2e7d32" if reached else "#c62828"))
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            label = (
                self.tr("{stars} ★ {bonus}") if reached else self.tr("{stars} ★ {bonus} (next)")
            ).format(stars=stars, bonus=name)
            p.drawText(
                QRectF(plot.right() + 4, y - 8, right - 6, 16),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        p.end()


class NextBonusBar(QWidget):
    """Progress from the last unlocked bonus to the next one: "12 / 20 ★ to +1 Airship Rescue"."""

    def __init__(self, parent: QWidget | None = None, tables: SoloTables | None = None) -> None:
        super().__init__(parent)
        self.tables = tables or load_solo_tables()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.bar = QProgressBar()
        self.label = QLabel()
        layout.addWidget(self.label)
        layout.addWidget(self.bar, 1)

    def set_total(self, total: int) -> None:
        """Show the progress of a profile with ``total`` stars."""
        nxt = next((b for b in self.tables.bonuses if b.stars > total), None)
        if nxt is None:
            self.bar.setRange(0, 1)
            self.bar.setValue(1)
            self.bar.setFormat(self.tr("all bonuses unlocked"))
            self.label.setText(f"{total} ★")
            return
        prev = max((b.stars for b in self.tables.bonuses if b.stars <= total), default=0)
        self.bar.setRange(prev, nxt.stars)
        self.bar.setValue(total)
        self.bar.setFormat(f"{total} / {nxt.stars} ★")
        self.label.setText(self.tr("Next bonus: {bonus}").format(bonus=i18n.gettext(nxt.name)))
