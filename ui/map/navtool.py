"""The Navigating Tool drawn on the map (rulebook 5): a preview the mouse moves.

It draws only what a :class:`ui.model.NavPreview` says — the course axis with a notch per Length
up to the allowed Speed, the 12°/24° L and R lines (D8), the zones the path crosses, the base it
would arrive at, the fuel after the move and the engine's reason the move is illegal. The item is
rebuilt on every mouse move, so it keeps its work to building a few paths.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui.map.geometry import board_to_scene
from ui.model import NavPreview
from ui.theme import SCALE

__all__ = ["NavPreviewItem", "ZoneHighlightItem"]

_OK = QColor("#1b5e20")
_BAD = QColor("#c62828")


class ZoneHighlightItem(QGraphicsItem):
    """The zones a previewed move would cross, outlined in orange."""

    def __init__(self) -> None:
        super().__init__()
        self._path = QPainterPath()
        self.setZValue(45)

    def set_path(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self._path = path

    def boundingRect(self) -> QRectF:
        return self._path.controlPointRect().adjusted(-10, -10, 10, 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._path.isEmpty():
            return
        pen = QPen(QColor("#ef6c00"), 3.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(QBrush(QColor(239, 108, 0, 55)))
        painter.drawPath(self._path)


class NavPreviewItem(QGraphicsItem):
    """The Navigating Tool: course axis, notches, deviation lines, path, arrival, info box."""

    BOX_WIDTH = 330.0

    def __init__(self) -> None:
        super().__init__()
        self.preview: NavPreview | None = None
        self._rect = QRectF()
        self.setZValue(50)

    def set_preview(self, preview: NavPreview | None, pixel: float = 1.0) -> None:
        """Show ``preview`` (``None`` hides the tool); ``pixel`` is one screen pixel in scene units."""
        old = self.sceneBoundingRect()
        self.prepareGeometryChange()
        self.preview = preview
        scene = self.scene()
        if scene is not None and not old.isEmpty():
            # the old box is repainted away even where Qt's own bookkeeping of the item's last
            # painted area misses it (a declared box stayed on the map after the move, issue 12)
            scene.update(old)
        if preview is None:
            self._rect = QRectF()
            return
        pts = [preview.start, preview.axis_end, *preview.path]
        pts.extend(end for _, end in preview.deviations)
        xs = [board_to_scene(*p).x() for p in pts]
        ys = [board_to_scene(*p).y() for p in pts]
        pad = max(1.6 * SCALE, 420 * pixel)
        self._rect = QRectF(
            min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad
        )
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def info_lines(self) -> list[str]:
        """The text of the info box: distance, arrival, crossings, fuel, legality."""
        p = self.preview
        if p is None:
            return []
        lines = [
            f"{p.distance:.1f} L of Speed {p.speed:g}" + (f" · {p.weather}" if p.weather else "")
        ]
        if p.arrival:
            lines.append(f"arrives at {p.arrival}")
        if p.crossings:
            lines.append("crosses " + ", ".join(p.crossings))
        if p.fuel_after is not None:
            lines.append(f"fuel after the turn: {p.fuel_after}")
        lines.extend(p.extra)
        if p.violation:
            lines.append(f"illegal: {p.violation}")
        elif p.locked:
            lines.append("declared: click it again or press Enter to move (Esc: put away)")
        else:
            lines.append(p.prompt or "click to declare this course (then click again to move)")
        return lines

    def info_box_rect(self, tip: QPointF, size: QSizeF, viewport: QRectF | None) -> QRectF:
        """Where the info box goes, in viewport pixels, for a path ending at ``tip``: below
        right of it, or on the other side of it where that would leave the view (issue 12: the
        box was cut off at the map's right edge), kept inside the view when it fits."""
        margin = 4.0
        x = tip.x() + 14
        y = tip.y() + 10
        if viewport is not None and not viewport.isEmpty():
            if x + size.width() > viewport.right() - margin:
                x = tip.x() - 14 - size.width()
            if y + size.height() > viewport.bottom() - margin:
                y = tip.y() - 10 - size.height()
            x = max(viewport.left() + margin, min(x, viewport.right() - margin - size.width()))
            y = max(viewport.top() + margin, min(y, viewport.bottom() - margin - size.height()))
        return QRectF(QPointF(x, y), size)

    def _box_size(self, lines: list[str]) -> tuple[QSizeF, list[QRectF]]:
        metrics = QFontMetricsF(self._box_font())
        flags = int(Qt.TextFlag.TextWordWrap)
        rects = [
            metrics.boundingRect(QRectF(0, 0, self.BOX_WIDTH, 1000), flags, line) for line in lines
        ]
        width = max(r.width() for r in rects) + 12
        height = sum(r.height() for r in rects) + 8
        return QSizeF(width, height), rects

    @staticmethod
    def _box_font() -> QFont:
        font = QFont()
        font.setPointSizeF(9.0)
        return font

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p = self.preview
        if p is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = max(
            QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()), 1e-6
        )
        px = 1.0 / scale  # one screen pixel in scene units
        colour = _BAD if p.violation else _OK
        start = board_to_scene(*p.start)
        # deviation lines (12°/24° L/R): thin, dashed
        dev_pen = QPen(QColor(40, 40, 40, 150), 1.0, Qt.PenStyle.DashLine)
        dev_pen.setCosmetic(True)
        painter.setPen(dev_pen)
        font = QFont()
        font.setPointSizeF(7.5)
        for label, end in p.deviations:
            e = board_to_scene(*end)
            painter.drawLine(start, e)
            painter.save()
            painter.translate(e)
            painter.scale(px, px)
            painter.setFont(font)
            painter.drawText(QPointF(3, 3), label)
            painter.restore()
        # the course axis with a notch per Length
        axis_pen = QPen(QColor(25, 25, 25, 200), 2.0)
        axis_pen.setCosmetic(True)
        painter.setPen(axis_pen)
        painter.drawLine(start, board_to_scene(*p.axis_end))
        for notch in p.notches:
            n = board_to_scene(*notch)
            painter.drawEllipse(n, 3.2 * px, 3.2 * px)
        # the path the miniature would take
        path = QPainterPath(board_to_scene(*p.path[0]))
        for point in p.path[1:]:
            path.lineTo(board_to_scene(*point))
        path_pen = QPen(colour, 4.0)
        path_pen.setCosmetic(True)
        path_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(path_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        tip = board_to_scene(*p.path[-1])
        painter.setBrush(QBrush(colour))
        painter.drawEllipse(tip, 4.5 * px, 4.5 * px)
        if p.arrival_point is not None:
            ring_pen = QPen(QColor("#00c853"), 3.0)
            ring_pen.setCosmetic(True)
            painter.setPen(ring_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(board_to_scene(*p.arrival_point), 0.3 * SCALE, 0.3 * SCALE)
        # the info box beside the tip, in screen pixels, wrapped to a readable width, on the
        # side of the tip that keeps it in the view
        lines = self.info_lines()
        size, rects = self._box_size(lines)
        flags = int(Qt.TextFlag.TextWordWrap)
        to_view = painter.worldTransform()
        tip_px = to_view.map(tip)
        viewport = QRectF(widget.rect()) if widget is not None else None
        placed = self.info_box_rect(tip_px, size, viewport)
        painter.save()
        painter.translate(tip)
        painter.scale(px, px)
        painter.setFont(self._box_font())
        box = placed.translated(-tip_px.x(), -tip_px.y())
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(QBrush(QColor(255, 255, 255, 238)))
        painter.drawRoundedRect(box, 4, 4)
        y = box.top() + 4
        for line, r in zip(lines, rects, strict=True):
            painter.setPen(QPen(_BAD if line.startswith("illegal") else QColor("#212121")))
            painter.drawText(QRectF(box.left() + 6, y, self.BOX_WIDTH, r.height()), flags, line)
            y += r.height()
        painter.restore()
