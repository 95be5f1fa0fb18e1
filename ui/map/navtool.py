"""The Navigating Tool drawn on the map (rulebook 5): a preview the mouse moves.

It draws only what a :class:`ui.model.NavPreview` says — the course axis with a notch per Length
up to the allowed Speed, the 12°/24° L and R lines (D8), the zones the path crosses, the base it
would arrive at, the fuel after the move and the engine's reason the move is illegal. The item is
rebuilt on every mouse move, so it keeps its work to building a few paths.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from npq import i18n
from ui.language import translate
from ui.map.geometry import board_to_scene
from ui.model import NavPreview
from ui.theme import SCALE

__all__ = ["NavPreviewItem", "ZoneHighlightItem", "covered_length"]

_OK = QColor("#1b5e20")
_BAD = QColor("#c62828")


def covered_length(rect: QRectF, path: Sequence[QPointF]) -> float:
    """How much of the polyline ``path`` lies inside ``rect`` (in the same units): each
    segment clipped to the rectangle (Liang-Barsky)."""
    total = 0.0
    for a, b in itertools.pairwise(path):
        dx, dy = b.x() - a.x(), b.y() - a.y()
        t0, t1 = 0.0, 1.0
        for p, q in (
            (-dx, a.x() - rect.left()),
            (dx, rect.right() - a.x()),
            (-dy, a.y() - rect.top()),
            (dy, rect.bottom() - a.y()),
        ):
            if p == 0:
                if q < 0:
                    t0, t1 = 1.0, 0.0
                    break
                continue
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
        if t1 > t0:
            total += (t1 - t0) * math.hypot(dx, dy)
    if len(path) == 1 and rect.contains(path[0]):
        total += 1e-6
    return total


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
        # the info box's rectangle in viewport pixels where it was last painted
        self.last_box = QRectF()
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
            translate("NavPreviewItem", "{length} L of Speed {speed}").format(
                length=i18n.format_number(p.distance, ".1f"),
                speed=i18n.format_number(float(p.speed), "g"),
            )
            + (f" · {p.weather}" if p.weather else "")
        ]
        if p.arrival:
            lines.append(translate("NavPreviewItem", "arrives at {place}").format(place=p.arrival))
        if p.crossings:
            lines.append(
                translate("NavPreviewItem", "crosses {zones}").format(zones=", ".join(p.crossings))
            )
        if p.fuel_after is not None:
            lines.append(
                translate("NavPreviewItem", "fuel after the turn: {fuel}").format(fuel=p.fuel_after)
            )
        lines.extend(p.extra)
        if p.violation:
            lines.append(self.illegal_line(p.violation))
        elif p.locked:
            lines.append(
                translate(
                    "NavPreviewItem",
                    "declared: click it again or press Enter to move (Esc: put away)",
                )
            )
        else:
            lines.append(
                p.prompt
                or translate(
                    "NavPreviewItem", "click to declare this course (then click again to move)"
                )
            )
        return lines

    @staticmethod
    def illegal_line(reason: str) -> str:
        """The box's line saying why the move is refused (drawn in red)."""
        return translate("NavPreviewItem", "illegal: {reason}").format(reason=reason)

    def info_box_rect(
        self,
        tip: QPointF,
        size: QSizeF,
        viewport: QRectF | None,
        path: Sequence[QPointF] = (),
    ) -> QRectF:
        """Where the info box goes, in viewport pixels, for a path ending at ``tip`` (``path``:
        the move's points in viewport pixels): below right of the tip as a rule, else at the
        corner of the tip that covers none of the path (issue 12: a ship's course turning back
        ran under the box) and stays inside the view (the box was cut off at the map's right
        edge), else the corner covering the least of the path. Never over the tip."""
        margin = 4.0
        ranked: list[tuple[tuple[bool, float, bool, int], QRectF]] = []
        for order, (sx, sy) in enumerate(((1, 1), (-1, 1), (1, -1), (-1, -1))):
            x = tip.x() + 14 if sx > 0 else tip.x() - 14 - size.width()
            y = tip.y() + 10 if sy > 0 else tip.y() - 10 - size.height()
            placed = QRectF(QPointF(x, y), size)
            inside = True
            if viewport is not None and not viewport.isEmpty():
                room = viewport.adjusted(margin, margin, -margin, -margin)
                inside = room.contains(placed)
                cx = max(room.left(), min(x, room.right() - size.width()))
                cy = max(room.top(), min(y, room.bottom() - size.height()))
                placed = QRectF(QPointF(cx, cy), size)
            # the path is drawn 4 pixels wide and ends in a dot: keep a few pixels clear of it
            clear = placed.adjusted(-4, -4, 4, 4)
            score = (clear.contains(tip), covered_length(clear, path), not inside, order)
            ranked.append((score, placed))
        return min(ranked, key=lambda r: r[0])[1]

    def placed_box(self, to_view: QTransform, viewport: QRectF | None) -> QRectF:
        """The info box's rectangle in viewport pixels, as :meth:`paint` draws it for a view
        mapping the scene by ``to_view`` (empty without a preview)."""
        p = self.preview
        if p is None:
            return QRectF()
        size, _ = self._box_size(self.info_lines())
        path = [to_view.map(board_to_scene(*q)) for q in p.path]
        return self.info_box_rect(to_view.map(board_to_scene(*p.path[-1])), size, viewport, path)

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
        _size, rects = self._box_size(lines)
        flags = int(Qt.TextFlag.TextWordWrap)
        to_view = painter.worldTransform()
        tip_px = to_view.map(tip)
        viewport = QRectF(widget.rect()) if widget is not None else None
        placed = self.placed_box(to_view, viewport)
        self.last_box = placed
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
            refused = p.violation is not None and line == self.illegal_line(p.violation)
            painter.setPen(QPen(_BAD if refused else QColor("#212121")))
            painter.drawText(QRectF(box.left() + 6, y, self.BOX_WIDTH, r.height()), flags, line)
            y += r.height()
        painter.restore()
