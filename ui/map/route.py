"""The weather plan drawn on the map (issue 12, issue 18's app part).

:class:`RoutePlanItem` draws a :class:`npq.nav.RoutePlan` as ``npq plot route`` does: each
turn's expected leg with a marker ``T<turn> R<round>`` at its end, the wind band as a fan (the
12 ends the Wind Indicator's sectors give, where the weather spins it), the worst track dashed,
the waiting turns as a ring at the place waited at, and the refuelling stops. It holds no rule:
everything comes from the plan. :meth:`RoutePlanItem.marks` lists what it draws (for tests and
the legend).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from npq.nav.planner import RoutePlan
from ui.language import translate
from ui.map.geometry import board_to_scene

__all__ = ["RouteMark", "RoutePlanItem"]

TRACK = QColor("#0d47a1")
FAN = QColor(66, 133, 244, 60)
WORST = QColor("#c62828")
WAIT = QColor("#6a1b9a")
STOP = QColor("#2e7d32")


@dataclass(frozen=True, slots=True)
class RouteMark:
    """One thing the item draws: ``kind`` (``leg``, ``fan``, ``wait``, ``stop``, ``start``,
    ``target``), where (board Lengths) and its label."""

    kind: str
    at: tuple[float, float]
    label: str = ""


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The convex hull of a few points (monotone chain), for the wind fan."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


class RoutePlanItem(QGraphicsItem):
    """The weather plan of the Range tab, over the board and under the pieces."""

    def __init__(self) -> None:
        super().__init__()
        self.plan: RoutePlan | None = None
        self._marks: list[RouteMark] = []
        self._fans: list[list[tuple[float, float]]] = []
        self._rect = QRectF()
        self.setZValue(33)  # over the tokens' places, under the ships (35) and airships (40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_plan(self, plan: RoutePlan | None) -> None:
        """Draw ``plan`` (None: nothing)."""
        self.prepareGeometryChange()
        self.plan = plan
        self._marks = []
        self._fans = []
        if plan is None or not plan.reachable:
            self._rect = QRectF()
            self.update()
            return
        marks: list[RouteMark] = [RouteMark("start", plan.start), RouteMark("target", plan.end)]
        waits: dict[tuple[float, float], list[int]] = {}
        for t in plan.turns:
            if t.action == "wait":
                waits.setdefault(t.start, []).append(t.round_no)
                continue
            if t.band:
                fan = _hull([t.start, *(p for _, p in t.band)])
                self._fans.append(fan)
                marks.append(
                    RouteMark(
                        "fan", t.start, translate("RoutePlanItem", "T{turn}").format(turn=t.turn)
                    )
                )
            label = translate("RoutePlanItem", "T{turn} R{round}").format(
                turn=t.turn, round=t.round_no
            )
            if t.stop is not None:  # one label at the point: the turn, then the stop
                label += (
                    translate("RoutePlanItem", " · refuel + repair")
                    if t.repair
                    else translate("RoutePlanItem", " · refuel")
                )
            marks.append(RouteMark("leg", t.end, label))
            if t.stop is not None:
                marks.append(RouteMark("stop", t.end))
        for xy, rounds in waits.items():
            marks.append(
                RouteMark(
                    "wait",
                    xy,
                    translate("RoutePlanItem", "wait R{rounds}").format(
                        rounds=",".join(map(str, rounds))
                    ),
                )
            )
        self._marks = marks
        pts = [board_to_scene(*m.at) for m in marks]
        pts += [board_to_scene(*p) for fan in self._fans for p in fan]
        pts += [board_to_scene(*t.worst) for t in plan.turns]
        xs = [p.x() for p in pts]
        ys = [p.y() for p in pts]
        pad = 120.0  # labels and rings, in scene units (1 L = 100)
        self._rect = QRectF(
            min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad
        )
        self.update()

    def marks(self) -> list[RouteMark]:
        """What is drawn, in order: start, target, then per turn its fan, leg and stop, then
        the waits."""
        return list(self._marks)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        plan = self.plan
        if plan is None or not plan.reachable:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = max(
            QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()), 1e-6
        )
        px = 1.0 / scale
        # the wind bands
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(FAN))
        for fan in self._fans:
            painter.drawPolygon(QPolygonF([board_to_scene(*p) for p in fan]))
        # the worst track, dashed
        worst = QPainterPath(board_to_scene(*plan.start))
        for t in plan.turns:
            if t.action == "fly":
                worst.lineTo(board_to_scene(*t.worst))
        pen = QPen(WORST, 1.4, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(worst)
        # the expected legs, turn by turn
        pen = QPen(TRACK, 3.0)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for t in plan.turns:
            if t.action == "fly":
                painter.drawLine(board_to_scene(*t.start), board_to_scene(*t.end))
        font = QFont()
        font.setPointSizeF(8.0)
        font.setBold(True)
        for m in self._marks:
            at = board_to_scene(*m.at)
            if m.kind == "fan":
                continue
            colour = {"wait": WAIT, "stop": STOP}.get(m.kind, TRACK)
            ring = QPen(colour, 2.2)
            ring.setCosmetic(True)
            painter.setPen(ring)
            if m.kind == "leg":
                painter.setBrush(QBrush(TRACK))
                painter.drawEllipse(at, 4 * px, 4 * px)
            elif m.kind in ("wait", "stop"):
                painter.setBrush(Qt.BrushStyle.NoBrush)
                r = 11 * px if m.kind == "wait" else 8 * px
                painter.drawEllipse(at, r, r)
            elif m.kind == "start":
                painter.setBrush(QBrush(TRACK))
                painter.drawRect(QRectF(at.x() - 4 * px, at.y() - 4 * px, 8 * px, 8 * px))
            elif m.kind == "target":
                painter.setBrush(QBrush(QColor("#ffd600")))
                painter.drawEllipse(at, 6 * px, 6 * px)
            if m.label:
                painter.save()
                painter.translate(at)
                painter.scale(px, px)
                painter.setFont(font)
                offset = QPointF(8, -6) if m.kind != "wait" else QPointF(12, 14)
                outline = QPainterPath()
                outline.addText(offset, font, m.label)
                painter.strokePath(outline, QPen(QColor(255, 255, 255, 230), 3.0))
                painter.fillPath(outline, QBrush(colour))
                painter.restore()
