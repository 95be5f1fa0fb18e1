"""The moving and changing things on the map: weather windows, miniatures, tokens, labels.

They keep a constant size on screen (``ItemIgnoresTransformations``) so they stay readable at
every zoom, and each caches its own drawing in device coordinates.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.map.icons import draw_weather_icon
from ui.theme import piece_colour

__all__ = [
    "FlagItem",
    "LabelItem",
    "MastItem",
    "MiniatureItem",
    "ReservationItem",
    "TrapCardItem",
    "WeatherWindowItem",
]

_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
_IGNORE = QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations


class _Fixed(QGraphicsItem):
    """A constant-size, cached item."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect
        self.setFlag(_IGNORE, True)
        self.setCacheMode(_CACHE)

    def boundingRect(self) -> QRectF:
        return self._rect


class WeatherWindowItem(_Fixed):
    """A weather window (rulebook 1B): the hole showing the disc's icon for one area."""

    RADIUS = 11.0

    def __init__(self, area_id: str) -> None:
        r = self.RADIUS
        super().__init__(QRectF(-r - 1, -r - 1, 2 * r + 2, 2 * r + 2))
        self.area_id = area_id
        self.icon: str | None = None
        self.forecast = False
        self.setZValue(20)

    def set_icon(self, icon: str | None, *, forecast: bool = False) -> None:
        """Show ``icon``; a forecast window gets a dashed rim so it is not taken for today's."""
        if icon != self.icon or forecast != self.forecast:
            self.icon = icon
            self.forecast = forecast
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.RADIUS
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = QPen(QColor("#455a64") if not self.forecast else QColor("#e65100"), 1.6)
        if self.forecast:
            rim.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(rim)
        painter.setBrush(QBrush(QColor(255, 255, 255, 235)))
        painter.drawEllipse(QPointF(0, 0), r, r)
        draw_weather_icon(painter, QRectF(-r + 3, -r + 3, 2 * r - 6, 2 * r - 6), self.icon)


class MiniatureItem(_Fixed):
    """An airship or ship miniature in its nation's colour, turned to its heading.

    The item's origin is the reference point of rulebook 4 (the arrow of the airship's support
    base, the ship's bow), so the drawing extends backwards from it.
    """

    def __init__(self, player: int, nation: str, kind: str, colour: str | None = None) -> None:
        self.kind = kind
        self.colour = colour  # the seat's chosen colour (None: the nation's)
        self.player = player
        self.nation = nation
        length = 30.0 if kind == "airship" else 22.0
        super().__init__(QRectF(-length - 2, -9, length + 6, 18))
        self.length = length
        self.selected_for_move = False
        self.setZValue(40 if kind == "airship" else 35)
        self.setAcceptHoverEvents(True)

    def set_heading(self, degrees: float) -> None:
        """Heading in board degrees (0° = +x, counter-clockwise); the scene's y is flipped."""
        self.setRotation(-degrees)

    def set_selected_for_move(self, value: bool) -> None:
        """Mark the miniature the Navigating Tool is attached to."""
        if value != self.selected_for_move:
            self.selected_for_move = value
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = piece_colour(self.nation, self.colour)
        L = self.length
        outline = QPen(
            QColor("#ffeb3b") if self.selected_for_move else QColor("#1a1a1a"),
            2.4 if self.selected_for_move else 1.1,
        )
        painter.setPen(outline)
        painter.setBrush(QBrush(colour))
        if self.kind == "airship":
            painter.drawEllipse(QRectF(-L, -5.5, L, 11))
            fins = QPolygonF(
                [
                    QPointF(-L + 2, 0),
                    QPointF(-L - 2, -8),
                    QPointF(-L + 6, -2),
                    QPointF(-L + 6, 2),
                    QPointF(-L - 2, 8),
                ]
            )
            painter.drawPolygon(fins)
            painter.setBrush(QBrush(QColor("#333333")))
            painter.drawRect(QRectF(-L * 0.6, 4.5, L * 0.25, 3))
        else:
            hull = QPolygonF(
                [QPointF(0, 0), QPointF(-6, -6), QPointF(-L, -5), QPointF(-L, 5), QPointF(-6, 6)]
            )
            painter.drawPolygon(hull)
            painter.setBrush(QBrush(QColor("#f5f5f5")))
            painter.drawRect(QRectF(-L * 0.65, -2.5, L * 0.3, 5))
        painter.setPen(QPen(QColor("#000000"), 1.0))
        painter.setBrush(QBrush(QColor("#ffffff")))
        painter.drawEllipse(QPointF(0, 0), 2.2, 2.2)


class FlagItem(_Fixed):
    """A mission Target Token (flag) in the player's colour on the mission's target (rulebook 10)."""

    def __init__(self, nation: str, colour: str | None = None) -> None:
        self.colour = colour
        super().__init__(QRectF(-2, -24, 18, 26))
        self.nation = nation
        self.setZValue(30)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#212121"), 1.6))
        painter.drawLine(QPointF(0, 0), QPointF(0, -22))
        painter.setBrush(QBrush(piece_colour(self.nation, self.colour)))
        painter.setPen(QPen(QColor("#212121"), 1.0))
        painter.drawPolygon(QPolygonF([QPointF(0, -22), QPointF(14, -17), QPointF(0, -12)]))


class ReservationItem(_Fixed):
    """An Arctic base reservation: the player's Target Token on the base (rulebook 10)."""

    def __init__(self, nation: str, colour: str | None = None) -> None:
        self.colour = colour
        super().__init__(QRectF(-13, -13, 26, 26))
        self.nation = nation
        self.setZValue(28)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(piece_colour(self.nation, self.colour), 3.0)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), 11, 11)
        painter.drawLine(QPointF(-13, 0), QPointF(-7, 0))
        painter.drawLine(QPointF(7, 0), QPointF(13, 0))


class MastItem(_Fixed):
    """A Mooring Mast set up on an Arctic base (rulebook 4 "Ships", 10)."""

    def __init__(self, nation: str, colour: str | None = None) -> None:
        self.colour = colour
        super().__init__(QRectF(-8, -30, 16, 31))
        self.nation = nation
        self.setZValue(29)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = piece_colour(self.nation, self.colour)
        painter.setPen(QPen(QColor("#212121"), 1.0))
        painter.setBrush(QBrush(colour))
        tower = QPolygonF([QPointF(-6, 0), QPointF(6, 0), QPointF(2, -24), QPointF(-2, -24)])
        painter.drawPolygon(tower)
        painter.drawEllipse(QPointF(0, -26), 3.5, 3.5)


class TrapCardItem(_Fixed):
    """A trap (Strategy) card lying face down on a Strategy circle (rulebook 6)."""

    def __init__(self) -> None:
        super().__init__(QRectF(-9, -12, 18, 24))
        self.setZValue(27)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#fafafa"), 1.4))
        painter.setBrush(QBrush(QColor("#4a148c")))
        painter.drawRoundedRect(QRectF(-8, -11, 16, 22), 2.5, 2.5)
        painter.setPen(QPen(QColor("#ce93d8"), 1.0))
        painter.drawLine(QPointF(-5, -8), QPointF(5, 8))
        painter.drawLine(QPointF(5, -8), QPointF(-5, 8))


class LabelItem(QGraphicsSimpleTextItem):
    """A place name, shown from a zoom level up (``min_scale`` in view pixels per scene unit)."""

    def __init__(self, text: str, min_scale: float, *, bold: bool = False) -> None:
        super().__init__(text)
        self.min_scale = min_scale
        self.priority = 4  # lower wins when names would overlap
        font = QFont()
        font.setPointSizeF(8.5 if not bold else 9.0)
        font.setBold(bold)
        self.setFont(font)
        self.setBrush(QBrush(QColor("#1a1a1a")))
        outline = QPen(QColor(255, 255, 255, 220), 2.6)
        self.setPen(outline)
        self.setFlag(_IGNORE, True)
        self.setCacheMode(_CACHE)
        self.setZValue(25)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # a white halo under the dark text, so names read over any territory colour
        path = QPainterPath()
        path.addText(QPointF(0, self.boundingRect().height() * 0.78), self.font(), self.text())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.strokePath(path, self.pen())
        painter.fillPath(path, self.brush())
