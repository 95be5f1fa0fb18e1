"""The map legend (rulebook 1A "Bases and Ports", legend 1a–1k; 1B weather windows).

Every symbol is drawn by the same code that draws it on the map (:func:`ui.map.layers.
base_symbol_ops`, the obstacle styles, the weather icons, the miniature and token items), so the
key cannot drift from the board. Shown two ways: Help → Map legend (a dialog) and View → Map
legend (a panel laid over the map's corner, toggled).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ui.language import QT_TRANSLATE_NOOP, translate
from ui.map.icons import draw_weather_icon
from ui.map.items import FlagItem, MastItem, MiniatureItem, ReservationItem, TrapCardItem
from ui.map.layers import OBSTACLE_STYLE, base_symbol_ops
from ui.theme import SCALE, WEATHER_BORDER

__all__ = ["LEGEND", "LegendDialog", "LegendPanel", "legend_pixmap"]

ICON = 34  # pixels per legend symbol

Painter = Callable[[QPainter], None]


def _place(kind: str, nation: str | None = None) -> Painter:
    def paint(p: QPainter) -> None:
        p.save()
        p.translate(ICON / 2, ICON / 2)
        p.scale(ICON / (0.72 * SCALE), ICON / (0.72 * SCALE))
        for op in base_symbol_ops(kind, 0.0, 0.0, nation):
            p.setPen(op.pen)
            p.setBrush(op.brush)
            p.drawPath(op.path)
        p.restore()

    return paint


def _zone(kind: str) -> Painter:
    def paint(p: QPainter) -> None:
        colour, style = OBSTACLE_STYLE[kind]
        rect = QRectF(4, 7, ICON - 8, ICON - 14)
        p.fillRect(rect, QColor(colour.red(), colour.green(), colour.blue(), 38))
        hatch = QColor(colour)
        hatch.setAlpha(150)
        p.setBrush(QBrush(hatch, style))
        p.setPen(QPen(colour, 1.5, Qt.PenStyle.DashLine))
        p.drawRect(rect)

    return paint


def _line(colour: QColor, width: float, style: Qt.PenStyle, fill: QColor | None = None) -> Painter:
    def paint(p: QPainter) -> None:
        if fill is not None:
            p.setBrush(QBrush(fill))
            p.setPen(QPen(colour, width, style))
            p.drawEllipse(QRectF(5, 5, ICON - 10, ICON - 10))
        else:
            p.setPen(QPen(colour, width, style))
            p.drawLine(QPointF(3, ICON / 2), QPointF(ICON - 3, ICON / 2))

    return paint


def _weather(icon: str | None) -> Painter:
    def paint(p: QPainter) -> None:
        r = 14.0
        c = QPointF(ICON / 2, ICON / 2)
        p.setPen(QPen(QColor("#455a64"), 1.6))
        p.setBrush(QBrush(QColor(255, 255, 255, 235)))
        p.drawEllipse(c, r, r)
        draw_weather_icon(p, QRectF(c.x() - r + 4, c.y() - r + 4, 2 * r - 8, 2 * r - 8), icon)

    return paint


def _item(make: Callable[[], object], dx: float = 0.0, dy: float = 0.0) -> Painter:
    def paint(p: QPainter) -> None:
        item = make()
        p.save()
        p.translate(ICON / 2 + dx, ICON / 2 + dy)
        item.paint(p, None, None)  # type: ignore[attr-defined]
        p.restore()

    return paint


def _pole(p: QPainter) -> None:
    path = QPainterPath()
    c = ICON / 2
    for k in range(3):
        a = k * math.pi / 3
        dx, dy = 11 * math.cos(a), 11 * math.sin(a)
        path.moveTo(c - dx, c - dy)
        path.lineTo(c + dx, c + dy)
    p.setPen(QPen(QColor("#0d3d8f"), 2.2))
    p.drawPath(path)


#: (symbol, what it is): the legend, in the order of the rulebook's legend, then the rest.
LEGEND: tuple[tuple[Painter, str], ...] = (
    (
        _place("start_base"),
        QT_TRANSLATE_NOOP(
            "Legend", "Starting base (1a): an airship starts here; declare missions here"
        ),
    ),
    (
        _place("base"),
        QT_TRANSLATE_NOOP(
            "Legend", "Base (1b): stop, refuel, repair; the grey ring is where you arrive"
        ),
    ),
    (
        _place("mission_base"),
        QT_TRANSLATE_NOOP("Legend", "Mission base (1c): a city of the Mission Calculator"),
    ),
    (_place("start_port"), QT_TRANSLATE_NOOP("Legend", "Starting port (1d): a ship starts here")),
    (_place("port"), QT_TRANSLATE_NOOP("Legend", "Port (1e): for ships, and a base for airships")),
    (
        _place("mission_port"),
        QT_TRANSLATE_NOOP("Legend", "Mission port (1f): a port that is also a mission city"),
    ),
    (
        _place("arctic_base"),
        QT_TRANSLATE_NOOP("Legend", "Neutral Arctic base (1k): reserve it for the Pole"),
    ),
    (
        _place("arctic_base", "ussr"),
        QT_TRANSLATE_NOOP("Legend", "Arctic base owned by a nation (here the USSR)"),
    ),
    (
        _zone("restricted_area"),
        QT_TRANSLATE_NOOP(
            "Legend", "Political restricted area (1g): an obstacle in the advanced game"
        ),
    ),
    (
        _zone("obstacle"),
        QT_TRANSLATE_NOOP(
            "Legend", "Geographical obstacle (1h): a Commander and a Venture card to cross"
        ),
    ),
    (
        _zone("sea_obstacle"),
        QT_TRANSLATE_NOOP(
            "Legend", "Sea obstacle (1i): airships need a Commander; ships draw a card"
        ),
    ),
    (
        _line(WEATHER_BORDER, 3.0, Qt.PenStyle.SolidLine),
        QT_TRANSLATE_NOOP("Legend", "Edge of a weather area (1B)"),
    ),
    (_weather("sun"), QT_TRANSLATE_NOOP("Legend", "Weather window: sun, no effect")),
    (
        _weather("wind"),
        QT_TRANSLATE_NOOP(
            "Legend", "Wind: the Wind Indicator turns the course or changes the Speed"
        ),
    ),
    (_weather("rain"), QT_TRANSLATE_NOOP("Legend", "Rain: one Length less")),
    (
        _weather("fog"),
        QT_TRANSLATE_NOOP("Legend", "Fog: airships cannot take off; ships draw a Venture card"),
    ),
    (_weather("storm"), QT_TRANSLATE_NOOP("Legend", "Storm: the Wind Indicator and one damage")),
    (_weather(None), QT_TRANSLATE_NOOP("Legend", "Empty window: no weather effect")),
    (
        _line(QColor("#6a1b9a"), 2.0, Qt.PenStyle.DashLine, QColor(106, 27, 154, 30)),
        QT_TRANSLATE_NOOP("Legend", "Strategy circle: a trap card can be laid here"),
    ),
    (
        _line(QColor("#b71c1c"), 2.4, Qt.PenStyle.DashDotLine, QColor(183, 28, 28, 60)),
        QT_TRANSLATE_NOOP("Legend", "Barrage Area: closed until you have three missions"),
    ),
    (
        _line(QColor("#5aa9d6"), 2.4, Qt.PenStyle.DashLine, QColor(255, 255, 255, 160)),
        QT_TRANSLATE_NOOP("Legend", "Arctic ice ring: ships move one Length a turn"),
    ),
    (_pole, QT_TRANSLATE_NOOP("Legend", "The North Pole")),
    (
        _item(lambda: MiniatureItem(0, "italy", "airship"), 12),
        QT_TRANSLATE_NOOP("Legend", "An airship (its player's colour)"),
    ),
    (_item(lambda: MiniatureItem(0, "italy", "ship"), 9), QT_TRANSLATE_NOOP("Legend", "A ship")),
    (
        _item(lambda: FlagItem("italy"), -4, 10),
        QT_TRANSLATE_NOOP("Legend", "Mission target token: a declared mission"),
    ),
    (
        _item(lambda: ReservationItem("italy")),
        QT_TRANSLATE_NOOP("Legend", "Arctic base reserved by a player"),
    ),
    (
        _item(lambda: MastItem("italy"), 0, 13),
        QT_TRANSLATE_NOOP("Legend", "Mooring Mast: the Arctic base is set up"),
    ),
    (_item(TrapCardItem), QT_TRANSLATE_NOOP("Legend", "A trap card lying on a Strategy circle")),
)


def legend_pixmap(paint: Painter) -> QPixmap:
    pix = QPixmap(ICON, ICON)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return pix


def _grid(compact: bool) -> QWidget:
    box = QWidget()
    grid = QGridLayout(box)
    grid.setContentsMargins(6, 6, 6, 6)
    grid.setHorizontalSpacing(8)
    grid.setVerticalSpacing(1 if compact else 3)
    for row, (paint, text) in enumerate(LEGEND):
        icon = QLabel()
        icon.setPixmap(legend_pixmap(paint))
        words = QLabel(translate("Legend", text))
        words.setWordWrap(not compact)
        grid.addWidget(icon, row, 0)
        grid.addWidget(words, row, 1)
    return box


class LegendDialog(QDialog):
    """Help → Map legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        self.setWindowTitle(self.tr("Map legend"))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(_grid(compact=False))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        self.resize(520, 640)


class LegendPanel(QFrame):
    """View → Map legend: the key laid over the map's top-left corner (toggled)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legend-overlay")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#legend-overlay { background: rgba(255, 255, 255, 225); border: 1px solid #888; }"
            " QLabel { font-size: 11px; background: transparent; }"
        )
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("background: transparent;")
        scroll.setWidget(_grid(compact=True))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(scroll)
        self.hide()

    def place(self) -> None:
        """Fit the panel into the map's top-left corner."""
        parent = self.parentWidget()
        if parent is None:
            return
        height = min(parent.height() - 20, 28 * len(LEGEND) + 10)
        self.setGeometry(10, 10, min(470, parent.width() - 20), max(120, height))
