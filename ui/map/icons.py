"""Weather icons (rulebook 1B: sun, wind, rain, fog, storm) drawn with QPainter.

One drawing routine serves the weather windows on the map and the icons in panels, so the two
always agree.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from ui.theme import ICON_COLOURS

__all__ = ["draw_weather_icon", "weather_pixmap"]


def draw_weather_icon(painter: QPainter, rect: QRectF, icon: str | None) -> None:
    """Draw one weather icon into ``rect``; ``None`` (no icon in the window) draws a blank dot."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    colour = ICON_COLOURS.get(icon or "", QColor("#bdbdbd"))
    if icon == "sun":
        painter.setPen(QPen(colour, r * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for k in range(8):
            a = k * math.pi / 4
            painter.drawLine(
                QPointF(c.x() + 0.55 * r * math.cos(a), c.y() + 0.55 * r * math.sin(a)),
                QPointF(c.x() + 0.85 * r * math.cos(a), c.y() + 0.85 * r * math.sin(a)),
            )
        painter.setBrush(QBrush(colour))
        painter.drawEllipse(c, 0.38 * r, 0.38 * r)
    elif icon == "wind":
        painter.setPen(QPen(colour, r * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for dy, length in ((-0.35, 1.2), (0.0, 1.5), (0.35, 1.0)):
            path = QPainterPath(QPointF(c.x() - 0.75 * r, c.y() + dy * r))
            end_x = c.x() - 0.75 * r + length * r
            path.lineTo(end_x, c.y() + dy * r)
            path.arcTo(QRectF(end_x - 0.15 * r, c.y() + (dy - 0.3) * r, 0.3 * r, 0.3 * r), 270, 200)
            painter.drawPath(path)
    elif icon == "rain":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor("#8fa3b8")))
        painter.drawEllipse(QPointF(c.x(), c.y() - 0.25 * r), 0.7 * r, 0.38 * r)
        painter.setPen(QPen(colour, r * 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for dx in (-0.4, 0.0, 0.4):
            painter.drawLine(
                QPointF(c.x() + dx * r, c.y() + 0.25 * r),
                QPointF(c.x() + (dx - 0.15) * r, c.y() + 0.7 * r),
            )
    elif icon == "fog":
        painter.setPen(QPen(colour, r * 0.17, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for dy, inset in ((-0.45, 0.2), (0.0, 0.0), (0.45, 0.3)):
            painter.drawLine(
                QPointF(c.x() - (0.75 - inset) * r, c.y() + dy * r),
                QPointF(c.x() + 0.75 * r, c.y() + dy * r),
            )
    elif icon == "storm":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor("#4a4a5a")))
        painter.drawEllipse(QPointF(c.x(), c.y() - 0.35 * r), 0.75 * r, 0.4 * r)
        bolt = QPolygonF(
            [
                QPointF(c.x() + 0.1 * r, c.y() - 0.1 * r),
                QPointF(c.x() - 0.3 * r, c.y() + 0.35 * r),
                QPointF(c.x() - 0.02 * r, c.y() + 0.35 * r),
                QPointF(c.x() - 0.2 * r, c.y() + 0.85 * r),
                QPointF(c.x() + 0.35 * r, c.y() + 0.2 * r),
                QPointF(c.x() + 0.05 * r, c.y() + 0.2 * r),
                QPointF(c.x() + 0.25 * r, c.y() - 0.1 * r),
            ]
        )
        painter.setBrush(QBrush(QColor("#ffd600")))
        painter.drawPolygon(bolt)
    else:
        painter.setPen(QPen(QColor("#9e9e9e"), r * 0.1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, 0.25 * r, 0.25 * r)
    painter.restore()


def weather_pixmap(icon: str | None, size: int = 20) -> QPixmap:
    """A small pixmap of one icon, for lists and labels."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    draw_weather_icon(painter, QRectF(1, 1, size - 2, size - 2), icon)
    painter.end()
    return pixmap


def weather_qicon(icon: str | None) -> QIcon:
    """A ``QIcon`` of one weather icon."""
    return QIcon(weather_pixmap(icon, 32))
