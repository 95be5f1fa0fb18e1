"""The map scene and view: the board, its weather windows, the game's pieces, pan and zoom.

:class:`MapScene` builds the static layers once from the :class:`npq.board.Board` (again when a
game of another edition brings its own board: :meth:`MapScene.set_board`) and keeps the
changing pieces (weather icons, miniatures, tokens, the Navigating Tool) as light items on top.
:class:`MapView` pans by dragging, zooms with the wheel and ``+``/``-``, fits the board with
``Home``, shows names as you zoom in, and answers hover tooltips from the board's own queries.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from typing import Any

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QToolTip, QWidget
from shapely.geometry import Point

from npq import i18n
from ui.language import QT_TRANSLATE_NOOP
from ui.map.geometry import board_to_scene, geometry_path, scene_to_board
from ui.map.items import (
    FlagItem,
    LabelItem,
    MastItem,
    MiniatureItem,
    ReservationItem,
    TrapCardItem,
    WeatherWindowItem,
)
from ui.map.layers import StaticLayer, build_static_ops
from ui.map.navtool import NavPreviewItem, ZoneHighlightItem
from ui.model import MapOverlay, NavPreview
from ui.theme import SCALE, nation_name

__all__ = ["KIND_TEXT", "OBSTACLE_RULES", "MapScene", "MapView"]

#: Legend names of the place kinds (rulebook 1A, legend 1a–1k), shown through ``self.tr``.
KIND_TEXT: dict[str, str] = {
    "start_base": QT_TRANSLATE_NOOP("MapScene", "Airship starting base (1a)"),
    "base": QT_TRANSLATE_NOOP("MapScene", "Base (1b)"),
    "mission_base": QT_TRANSLATE_NOOP("MapScene", "Mission base (1c)"),
    "start_port": QT_TRANSLATE_NOOP("MapScene", "Ship starting port (1d)"),
    "port": QT_TRANSLATE_NOOP("MapScene", "Port (1e)"),
    "mission_port": QT_TRANSLATE_NOOP("MapScene", "Mission port (1f)"),
    "arctic_base": QT_TRANSLATE_NOOP("MapScene", "Arctic base (1k)"),
}

#: What each zone type does (rulebook 1A "Restricted Areas and Obstacles", D10), shown
#: through ``self.tr``.
OBSTACLE_RULES: dict[str, str] = {
    "obstacle": QT_TRANSLATE_NOOP(
        "MapScene",
        "Geographical obstacle (1h): an airship crosses only with a Commander aboard and draws a "
        "Venture card (geographical line); ships are not affected.",
    ),
    "sea_obstacle": QT_TRANSLATE_NOOP(
        "MapScene",
        "Sea obstacle (1i): an airship crosses only with a Commander aboard; a ship may always "
        "cross and draws a Venture card (sea line).",
    ),
    "restricted_area": QT_TRANSLATE_NOOP(
        "MapScene",
        "Political-economic restricted area (1g): advanced rules only — crossing needs a "
        "Commander and a Venture card (political-economic line).",
    ),
}

#: Which names win when two would overlap: starting bases and ports, then mission cities,
#: Arctic bases, the rest.
_LABEL_PRIORITY = {
    "start_base": 0,
    "start_port": 0,
    "mission_base": 1,
    "mission_port": 1,
    "arctic_base": 2,
}

#: Zoom tiers for names, in screen pixels per Length.
_MAJOR_LABELS = 34.0
_ALL_LABELS = 80.0


def _kind(feature: Any) -> str:
    return str(getattr(feature, "kind", ""))


def _about(feature: Any) -> str:
    """A feature's description from the board (``description``), in the language in force,
    as a tooltip line (empty when it has none)."""
    text = feature_description(feature)
    return f"<br><i>{html.escape(text)}</i>" if text else ""


def feature_description(feature: Any) -> str:
    """The board's description of a place or zone, translated (``""`` when it has none)."""
    text = getattr(feature, "properties", {}).get("description")
    return i18n.gettext(str(text)) if text else ""


class MapScene(QGraphicsScene):
    """The board and everything on it, in scene coordinates (Lengths × SCALE, y down)."""

    #: Another board is shown (:meth:`set_board`): its places' names are to be laid out.
    board_changed = Signal()

    def __init__(
        self, board: Any, disc: Any = None, *, cached: bool = True, parent: Any = None
    ) -> None:
        super().__init__(parent)
        self.board = board
        self.disc = disc
        self.round_no = 1
        self.shown_round = 1
        radius = float(getattr(board, "radius", 14.5)) * SCALE
        margin = 1.5 * SCALE
        self.setSceneRect(
            QRectF(-radius - margin, -radius - margin, 2 * (radius + margin), 2 * (radius + margin))
        )
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(QBrush(QColor("#39474e")))
        self._cached = cached
        self.static_layer = StaticLayer(build_static_ops(board), cached=cached)
        self.addItem(self.static_layer)
        self.places: tuple[Any, ...] = ()
        self._place_xy = np.zeros((0, 2), dtype=float)
        self.labels: list[LabelItem] = []
        self._add_places(board)
        self.windows: dict[str, WeatherWindowItem] = {}
        self.areas: dict[str, Any] = {}
        for area in board.of_kind("weather_area"):
            item = WeatherWindowItem(area.id)
            wx, wy = self._window_xy(area)
            item.setPos(board_to_scene(wx, wy))
            self.addItem(item)
            self.windows[area.id] = item
            self.areas[area.id] = area
        self.miniatures: dict[tuple[int, str], MiniatureItem] = {}
        self.tokens: list[Any] = []
        self.nav_item = NavPreviewItem()
        self.addItem(self.nav_item)
        self.zone_item = ZoneHighlightItem()
        self.addItem(self.zone_item)
        self._zone_paths: dict[str, QPainterPath] = {}
        self.set_round(1)

    def set_board(self, board: Any) -> None:
        """Show ``board`` instead: a game of another edition is on the table, played on the
        board of its edition (:meth:`npq.board.Board.for_edition`: without the places a later
        edition added). The static layer is drawn afresh and the places' names, hover and
        click answers follow it; the weather windows, the pieces and the tool stay (an
        edition's board differs only in its places). :attr:`board_changed` tells the views."""
        if board is self.board:
            return
        self.removeItem(self.static_layer)
        self.static_layer.clear_cache()  # its tiles and the worker's jobs go with it
        self.static_layer = StaticLayer(build_static_ops(board), cached=self._cached)
        self.addItem(self.static_layer)
        for label in self.labels:
            self.removeItem(label)
        self.board = board
        self._add_places(board)
        self._zone_paths = {}
        self.board_changed.emit()

    def _add_places(self, board: Any) -> None:
        """The board's places: their names (hidden until :class:`MapView` lays them out) and
        the points :meth:`place_at` answers from."""
        self.places = tuple(board.places)
        self._place_xy = np.array(
            [[p.point.x, p.point.y] for p in self.places], dtype=float
        ).reshape(-1, 2)
        self.labels = []
        for place in self.places:
            kind = _kind(place)
            major = kind in (
                "start_base",
                "start_port",
                "mission_base",
                "mission_port",
                "arctic_base",
            )
            label = LabelItem(
                i18n.place(place.name),  # the language's name, as the tooltips and panels say it
                _MAJOR_LABELS if major else _ALL_LABELS,
                bold=kind in ("start_base", "start_port"),
            )
            pos = board_to_scene(place.point.x, place.point.y)
            label.setPos(pos.x() + 0.16 * SCALE, pos.y() - 0.05 * SCALE)
            label.priority = _LABEL_PRIORITY.get(kind, 4)
            label.setVisible(False)
            self.addItem(label)
            self.labels.append(label)

    @staticmethod
    def _window_xy(area: Any) -> tuple[float, float]:
        window = getattr(area, "window", None)
        if window is not None and hasattr(window, "x"):
            return float(window.x), float(window.y)
        if window is not None:
            return float(window[0]), float(window[1])
        c = area.geometry.representative_point()
        return float(c.x), float(c.y)

    # weather ---------------------------------------------------------------------------------
    def icon_for(self, area_id: str, round_no: int) -> str | None:
        """The disc's icon for an area in a round (``None``: empty window, no effect — 1B)."""
        if self.disc is None:
            return None
        icon = self.disc.icon(self.areas[area_id], round_no)
        return None if icon is None else str(icon)

    def set_round(self, round_no: int, shown_round: int | None = None) -> None:
        """Show the weather of ``shown_round`` (the forecast slider) while the game is in ``round_no``."""
        self.round_no = round_no
        self.shown_round = round_no if shown_round is None else shown_round
        forecast = self.shown_round != round_no
        for area_id, item in self.windows.items():
            item.set_icon(self.icon_for(area_id, self.shown_round), forecast=forecast)

    # pieces ----------------------------------------------------------------------------------
    def set_overlay(self, overlay: MapOverlay) -> None:
        """Place the miniatures and tokens of a game state."""
        seen: set[tuple[int, str]] = set()
        for mini in overlay.miniatures:
            key = (mini.player, mini.kind)
            seen.add(key)
            item = self.miniatures.get(key)
            if item is None or item.nation != mini.nation or item.colour != mini.colour:
                if item is not None:
                    self.removeItem(item)
                item = MiniatureItem(mini.player, mini.nation, mini.kind, mini.colour)
                self.addItem(item)
                self.miniatures[key] = item
            item.setPos(board_to_scene(mini.x, mini.y))
            item.set_heading(mini.heading)
            item.setToolTip(
                mini.tip
                or (
                    self.tr("{nation} airship")
                    if mini.kind == "airship"
                    else self.tr("{nation} ship")
                ).format(nation=nation_name(mini.nation))
            )
        for key in list(self.miniatures):
            if key not in seen:
                self.removeItem(self.miniatures.pop(key))
        for old in self.tokens:
            self.removeItem(old)
        self.tokens = []
        offsets: dict[tuple[float, float], int] = {}
        for tok in overlay.tokens:
            nation = tok.nation or ""
            token: Any
            if tok.kind == "flag":
                token = FlagItem(nation, tok.colour)
                token.setToolTip(
                    self.tr("{nation} mission target").format(nation=nation_name(tok.nation))
                )
            elif tok.kind == "reservation":
                token = ReservationItem(nation, tok.colour)
                token.setToolTip(
                    self.tr("Arctic base reserved by {nation}").format(
                        nation=nation_name(tok.nation)
                    )
                )
            elif tok.kind == "mast":
                token = MastItem(nation, tok.colour)
                token.setToolTip(
                    self.tr("{nation} Mooring Mast").format(nation=nation_name(tok.nation))
                )
            else:
                token = TrapCardItem()
                token.setToolTip(self.tr("Trap card, face down (Strategy circle)"))
            key_xy = (round(tok.x, 3), round(tok.y, 3))
            n = offsets.get(key_xy, 0)
            offsets[key_xy] = n + 1
            pos = board_to_scene(tok.x, tok.y)
            if tok.tip:
                token.setToolTip(tok.tip)
            self.addItem(token)
            token.setPos(pos)
            if n:
                token.setTransform(token.transform().translate(6 * n, 0))
            self.tokens.append(token)

    def set_preview(self, preview: NavPreview | None, pixel: float = 1.0) -> None:
        """Show or hide the Navigating Tool and highlight the zones its path would cross."""
        self.nav_item.set_preview(preview, pixel)
        path = QPainterPath()
        if preview is not None:
            for zone_id in preview.crossing_ids:
                path.addPath(self._zone_path(zone_id))
        self.zone_item.set_path(path)

    def _zone_path(self, zone_id: str) -> QPainterPath:
        cached = self._zone_paths.get(zone_id)
        if cached is None:
            try:
                cached = geometry_path(self.board.get(zone_id).geometry)
            except Exception:
                cached = QPainterPath()
            self._zone_paths[zone_id] = cached
        return cached

    # queries ---------------------------------------------------------------------------------
    def place_at(self, x: float, y: float, tolerance: float = 0.3) -> Any | None:
        """The place whose tolerance ring (D4) contains the board point, nearest first."""
        if not len(self._place_xy):
            return None
        d = np.hypot(self._place_xy[:, 0] - x, self._place_xy[:, 1] - y)
        i = int(np.argmin(d))
        return self.places[i] if d[i] <= tolerance else None

    def zones_at(self, x: float, y: float) -> list[Any]:
        """Obstacles, sea obstacles and restricted areas under a board point."""
        point = Point(x, y)
        found = []
        for kind in OBSTACLE_RULES:
            for feature in self.board.of_kind(kind):
                if feature.geometry.covers(point):
                    found.append(feature)
        return found

    def tooltip_at(self, x: float, y: float) -> str:
        """Hover text for a board point: base, else obstacle, plus the weather area (1A, 1B)."""
        parts: list[str] = []
        place = self.place_at(x, y)
        if place is not None:
            kind = KIND_TEXT.get(_kind(place))
            parts.append(
                self.tr("<b>{name}</b><br>{kind}<br>owner: {owner}").format(
                    name=html.escape(i18n.place(place.name)),
                    kind=self.tr(kind) if kind else _kind(place),
                    owner=nation_name(place.nation),
                )
                + _about(place)
            )
        for zone in self.zones_at(x, y):
            parts.append(
                f"<b>{html.escape(i18n.place(zone.name))}</b><br>"
                + self.tr(OBSTACLE_RULES[_kind(zone)])
                + _about(zone)
            )
        point = Point(x, y)
        for circle in self.board.of_kind("strategy_circle"):
            if circle.geometry.covers(point):
                parts.append(
                    self.tr(
                        "<b>Strategy circle: {name}</b><br>a trap card may be laid here face "
                        "down; the first airship or ship over it springs it (section 10)"
                    ).format(name=html.escape(i18n.place(circle.name)))
                )
        if math.hypot(x, y) <= float(getattr(self.board, "radius", 14.5)):
            try:
                area = self.board.weather_area_at((x, y))
            except Exception:
                area = None
            if area is not None and area.id in self.windows:
                # an empty window is calm weather: no effect on the move (section 3)
                def icon(k: int) -> str | None:
                    found = self.icon_for(area.id, self.round_no + k)
                    return None if found is None else i18n.gettext(found)

                parts.append(
                    self.tr("<b>{area}</b><br>weather now: {now}<br>next rounds: {coming}").format(
                        area=html.escape(i18n.place(area.name)),
                        now=icon(0) or self.tr("calm (no icon)"),
                        coming=", ".join(icon(k) or self.tr("calm") for k in range(1, 5)),
                    )
                )
            if math.hypot(x, y) <= 1.2:
                parts.append(
                    self.tr(
                        "<b>Barrage Area</b><br>airships enter only with the Barrage Limit "
                        "unlocked (1A The Pole)"
                    )
                )
            elif math.hypot(x, y) <= 2.2:
                parts.append(
                    self.tr(
                        "<b>Arctic ice ring</b><br>ships move 1 L a turn inside it (4 Ships, D5)"
                    )
                )
        return "<hr>".join(parts)


class MapView(QGraphicsView):
    """Pan by drag, zoom by wheel and ``+``/``-``, fit with ``Home``; names appear as you zoom.

    Left-button clicks that do not drag are reported as :attr:`clicked` board points and mouse
    motion as :attr:`hovered`, which the Navigating Tool uses.
    """

    hovered = Signal(float, float)
    clicked = Signal(float, float)
    double_clicked = Signal(float, float)
    zoomed = Signal(float)

    _DRAG_THRESHOLD = 5

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.map_scene = scene
        scene.board_changed.connect(self._board_changed)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._press: QPoint | None = None
        self._last: QPoint | None = None
        self._panning = False
        self._fitted = False
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        #: While it answers True (the Navigating Tool is out) the map shows no tooltips: they
        #: covered the tool's preview, whose box names the place pointed at (issue 12).
        self.quiet_tooltips: Callable[[], bool] | None = None
        self.setToolTip("")

    # zoom ------------------------------------------------------------------------------------
    @property
    def pixels_per_length(self) -> float:
        """Current zoom as screen pixels per Length."""
        return self.transform().m11() * SCALE

    def fit_board(self) -> None:
        """Fit the whole board disc in the view (``Home``)."""
        radius = float(getattr(self.map_scene.board, "radius", 14.5)) * SCALE * 1.02
        self.fitInView(
            QRectF(-radius, -radius, 2 * radius, 2 * radius), Qt.AspectRatioMode.KeepAspectRatio
        )
        self._fitted = True
        self._zoom_changed()

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        """Zoom by ``factor`` about a viewport point (the centre by default), within limits."""
        ppl = self.pixels_per_length
        factor = max(8.0 / ppl, min(factor, 900.0 / ppl))
        if anchor is None:
            anchor = self.viewport().rect().center()
        before = self.mapToScene(anchor)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(factor, factor)
        moved = self.mapFromScene(before)
        self.pan_by(moved.x() - anchor.x(), moved.y() - anchor.y())
        self._zoom_changed()

    def pan_by(self, dx: int, dy: int) -> None:
        """Pan the view by a number of screen pixels."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + dx)
        v.setValue(v.value() + dy)

    def _zoom_changed(self) -> None:
        ppl = self.pixels_per_length
        # weather windows shrink on a small map so that they do not cover it
        window_scale = max(0.55, min(1.0, ppl / 34.0))
        for window in self.map_scene.windows.values():
            if abs(window.scale() - window_scale) > 1e-3:
                window.setScale(window_scale)
        for label, visible in zip(self.map_scene.labels, self.label_layout(ppl), strict=True):
            if label.isVisible() != visible:
                label.setVisible(visible)
        if self.map_scene.nav_item.preview is not None:
            self.map_scene.set_preview(
                self.map_scene.nav_item.preview, 1.0 / max(self.transform().m11(), 1e-6)
            )
        self.zoomed.emit(ppl)

    def _board_changed(self) -> None:
        """The scene shows another board: its names laid out at the zoom shown."""
        self._zoom_changed()

    def label_layout(self, ppl: float) -> list[bool]:
        """Which names to show at a zoom: those of its tier, minus any that would overlap a more
        important one (greedy, in screen space, on a coarse grid of buckets)."""
        scale = ppl / SCALE
        labels = self.map_scene.labels
        show = [False] * len(labels)
        order = sorted(
            (i for i, lb in enumerate(labels) if ppl >= lb.min_scale),
            key=lambda i: labels[i].priority,
        )
        cell = 64.0
        grid: dict[tuple[int, int], list[QRectF]] = {}
        for i in order:
            label = labels[i]
            r = label.boundingRect()
            x, y = label.pos().x() * scale, label.pos().y() * scale
            rect = QRectF(x, y, r.width(), r.height()).adjusted(-2, -1, 2, 1)
            cells = [
                (cx, cy)
                for cx in range(int(rect.left() // cell), int(rect.right() // cell) + 1)
                for cy in range(int(rect.top() // cell), int(rect.bottom() // cell) + 1)
            ]
            if any(rect.intersects(other) for c in cells for other in grid.get(c, ())):
                continue
            show[i] = True
            for c in cells:
                grid.setdefault(c, []).append(rect)
        return show

    def visible_labels(self) -> list[str]:
        """Names currently shown (for tests)."""
        return [label.text() for label in self.map_scene.labels if label.isVisible()]

    # events ----------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._fitted or event.oldSize().width() <= 0:
            self.fit_board()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.25**steps, event.position().toPoint())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            return
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_by(0.8)
        elif key == Qt.Key.Key_Home:
            self.fit_board()
        elif key == Qt.Key.Key_Left:
            self.pan_by(-60, 0)
        elif key == Qt.Key.Key_Right:
            self.pan_by(60, 0)
        elif key == Qt.Key.Key_Up:
            self.pan_by(0, -60)
        elif key == Qt.Key.Key_Down:
            self.pan_by(0, 60)
        else:
            super().keyPressEvent(event)

    def _board_point(self, pos: QPoint | QPointF) -> tuple[float, float]:
        p = pos.toPoint() if isinstance(pos, QPointF) else pos
        return scene_to_board(self.mapToScene(p))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        self._last = self._press
        self._panning = event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton)
        if self._panning:
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() != Qt.MouseButton.NoButton:
            if not self._panning and (pos - self._press).manhattanLength() > self._DRAG_THRESHOLD:
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning and self._last is not None:
                delta = pos - self._last
                self.pan_by(-delta.x(), -delta.y())
            self._last = pos
        else:
            self.hovered.emit(*self._board_point(pos))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if (
            self._press is not None
            and not self._panning
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self.clicked.emit(*self._board_point(event.position().toPoint()))
        self._press = None
        self._last = None
        self._panning = False
        self.viewport().unsetCursor()
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.double_clicked.emit(*self._board_point(event.position().toPoint()))
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            help_event = event  # a QHelpEvent
            assert isinstance(help_event, QHelpEvent)
            text = self.tooltip_text(help_event.pos())
            if text:
                QToolTip.showText(help_event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def tooltip_text(self, pos: QPoint) -> str:
        """The tooltip for a viewport point: a piece's own tooltip, else the board's; none
        while :attr:`quiet_tooltips` says so."""
        if self.quiet_tooltips is not None and self.quiet_tooltips():
            return ""
        for item in self.items(pos):
            tip = item.toolTip()
            if tip:
                return tip
        return self.map_scene.tooltip_at(*self._board_point(pos))
