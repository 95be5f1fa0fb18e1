"""The static layers of the map, drawn once and cached as tiles.

Territories, weather-area borders, obstacles, the Barrage Area, the ice ring, Strategy circles and
the base symbols never change during a game (rulebook 1A, 1B), so they are recorded once into a
``QPicture`` and played back into 256-pixel tiles per zoom level (powers of two). Panning reuses
tiles; zooming inside a level only rescales them; a new level renders just the visible tiles.
:class:`StaticLayer` with ``cached=False`` is the uncached baseline the benchmark compares with.

Close in, a frame never waits for a tile (issue 15). Painted into the map's own viewport,
missing tiles are asked of the tile worker (:mod:`ui.map.tileworker`, a thread rendering
``QImage`` s) and the frame shows the same place from a coarser cached level, scaled, or from
the whole-board pixmap; each tile replaces its stand-in when it arrives. Tiles that scroll out
of view or belong to a level no longer shown are cancelled, newest asked first. Painting to
anything else (a screenshot, a print) renders synchronously, with the same function and the
same pixels. A tile draws only the ops that touch it and the board's large polygons (the disc,
territories, weather-area borders) clipped near it (shapely), so no drawing call is long: about
2 ms a tile instead of 25, and short GIL holds for the worker. The tile cache is bounded in
bytes (:data:`TILE_BUDGET`), the whole-board pixmaps to a few levels, so the app's memory stays
flat however long one pans.
"""

from __future__ import annotations

import functools
import math
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import shapely
from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QDataStream,
    QIODevice,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPicture,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui.map import tileworker
from ui.map.geometry import board_to_scene, geometry_path
from ui.map.tileworker import TileJob
from ui.theme import (
    BASE_BLUE,
    BOARD_SEA,
    MISSION_RED,
    PORT_RED,
    RING_GREY,
    SCALE,
    WEATHER_BORDER,
    nation_colour,
)

__all__ = ["PaintOp", "StaticLayer", "base_symbol_ops", "build_static_ops"]

TILE = 256
_OVERLAP = 2  # pixels each tile overlaps its neighbours, so no seam shows when tiles are scaled
#: Bytes the tile cache may hold (a 260-pixel tile is ~270 KB at device ratio 1): the oldest
#: tiles are dropped past it.
TILE_BUDGET = 96 * 1024 * 1024
#: Whole-board pixmaps kept (one per zoom level and device ratio, the most recent).
_MAX_WHOLE_KEPT = 3
#: Largest side (pixels) of a level drawn as one pixmap instead of tiles.
_MAX_WHOLE = 3200


@dataclass(frozen=True, slots=True)
class PaintOp:
    """One thing to draw: a path with a pen and a brush, in scene coordinates."""

    path: QPainterPath
    pen: QPen
    brush: QBrush
    #: The shapely geometry (board plane) the path was made from, when a tile may draw just
    #: the part of it near the tile: the pen is solid or none (a dash pattern would restart
    #: where the path is cut). For an outline, its boundary lines.
    geometry: Any = None


def _geometry_op(geom: Any, pen: QPen, brush: QBrush, *, outline: bool = False) -> PaintOp:
    """An op drawing a shapely geometry; clippable per tile unless its pen is dashed."""
    path = geometry_path(geom, outline=outline)
    if pen.style() not in (Qt.PenStyle.SolidLine, Qt.PenStyle.NoPen):
        return PaintOp(path, pen, brush)
    lines = geom.geom_type in ("LineString", "MultiLineString", "LinearRing")
    return PaintOp(path, pen, brush, geom.boundary if outline and not lines else geom)


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width, style)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


_NO_PEN = QPen(Qt.PenStyle.NoPen)
_NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)


def _kind(feature: Any) -> str:
    return str(getattr(feature, "kind", ""))


def _circle(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), r, r)
    return path


def _star_path(cx: float, cy: float, r: float) -> QPainterPath:
    """A six-armed snowflake (the Arctic base symbol, legend 1k)."""
    path = QPainterPath()
    for k in range(3):
        a = math.pi / 3 * k + math.pi / 2
        dx, dy = r * math.cos(a), r * math.sin(a)
        path.moveTo(cx - dx, cy - dy)
        path.lineTo(cx + dx, cy + dy)
        for sign in (-1, 1):
            bx, by = cx + sign * dx * 0.6, cy + sign * dy * 0.6
            for turn in (-0.6, 0.6):
                t = a + (math.pi if sign < 0 else 0) + turn
                path.moveTo(bx, by)
                path.lineTo(bx + 0.3 * r * math.cos(t), by + 0.3 * r * math.sin(t))
    return path


def base_symbol_ops(kind: str, cx: float, cy: float, nation: str | None) -> list[PaintOp]:
    """The legend symbol of a base or port (rulebook 1A, legend 1a–1k) at a scene point.

    Bases are blue, ports red; ordinary ones sit in a grey ring, mission ones in a red halo, both
    of the 0.3 L tolerance radius (D4); starting bases and ports are squares with the airship or
    ship symbol; Arctic bases a snowflake on the owner's colour (light grey when neutral).
    """
    ring_r = 0.3 * SCALE
    dot_r = 0.085 * SCALE
    half = 0.13 * SCALE
    ops: list[PaintOp] = []
    outline = _pen(QColor(40, 40, 40), 0.012 * SCALE)
    if kind in ("mission_base", "mission_port"):
        ops.append(
            PaintOp(
                _circle(cx, cy, ring_r),
                _pen(MISSION_RED, 0.05 * SCALE),
                QBrush(QColor(211, 47, 47, 40)),
            )
        )
    elif kind != "arctic_base":
        ops.append(PaintOp(_circle(cx, cy, ring_r), _pen(RING_GREY, 0.035 * SCALE), _NO_BRUSH))
    colour = PORT_RED if kind in ("port", "mission_port", "start_port") else BASE_BLUE
    if kind in ("start_base", "start_port"):
        square = QPainterPath()
        square.addRect(QRectF(cx - half, cy - half, 2 * half, 2 * half))
        ops.append(PaintOp(square, outline, QBrush(colour)))
        glyph = QPainterPath()
        if kind == "start_base":
            glyph.addEllipse(QPointF(cx, cy), half * 0.75, half * 0.32)
        else:
            hull = QPolygonF(
                [
                    QPointF(cx - half * 0.75, cy - half * 0.1),
                    QPointF(cx + half * 0.75, cy - half * 0.1),
                    QPointF(cx + half * 0.45, cy + half * 0.45),
                    QPointF(cx - half * 0.45, cy + half * 0.45),
                ]
            )
            glyph.addPolygon(hull)
            glyph.closeSubpath()
            glyph.addRect(QRectF(cx - half * 0.08, cy - half * 0.7, half * 0.16, half * 0.6))
        ops.append(PaintOp(glyph, _NO_PEN, QBrush(QColor("white"))))
    elif kind == "arctic_base":
        bg = nation_colour(nation) if nation else QColor("#d8d8d8")
        ops.append(PaintOp(_circle(cx, cy, half * 1.25), _pen(BASE_BLUE, 0.03 * SCALE), QBrush(bg)))
        ops.append(
            PaintOp(_star_path(cx, cy, half), _pen(QColor("#0d3d8f"), 0.025 * SCALE), _NO_BRUSH)
        )
    else:
        ops.append(PaintOp(_circle(cx, cy, dot_r), outline, QBrush(colour)))
    return ops


def _hatched(colour: QColor, style: Qt.BrushStyle, alpha: int) -> QBrush:
    c = QColor(colour)
    c.setAlpha(alpha)
    brush = QBrush(c, style)
    brush.setTransform(brush.transform().scale(1 / 1.0, 1 / 1.0))
    return brush


#: Obstacle styles by kind (legend 1g–1i): fill, hatch and border.
OBSTACLE_STYLE: dict[str, tuple[QColor, Qt.BrushStyle]] = {
    "obstacle": (QColor("#8d5a2b"), Qt.BrushStyle.BDiagPattern),
    "sea_obstacle": (QColor("#1c6fa8"), Qt.BrushStyle.DiagCrossPattern),
    "restricted_area": (QColor("#b71c1c"), Qt.BrushStyle.FDiagPattern),
}


def build_static_ops(board: Any) -> list[PaintOp]:
    """Every static drawing of the board, bottom to top, in scene coordinates."""
    ops: list[PaintOp] = []
    ops.append(_geometry_op(board.disc, _pen(QColor("#5a7a86"), 3.0), QBrush(BOARD_SEA)))
    coast = _pen(QColor(70, 70, 70), 0.8)
    territories = board.territories
    for key in sorted(territories, key=lambda k: (k != "neutral", k)):
        nation = None if key == "neutral" else key
        brush = QBrush(nation_colour(nation))
        geom = territories[key]
        # one op per polygon, so that a tile draws only the land it shows
        for part in getattr(geom, "geoms", (geom,)):
            ops.append(_geometry_op(part, coast, brush))
    for feature in board.of_kind("channel"):
        ops.append(_geometry_op(feature.geometry, _pen(QColor("#4f8fb5"), 2.0), QBrush(BOARD_SEA)))
    for kind, (colour, style) in OBSTACLE_STYLE.items():
        for feature in board.of_kind(kind):
            tint = QBrush(QColor(colour.red(), colour.green(), colour.blue(), 38))
            fill = _geometry_op(feature.geometry, _NO_PEN, tint)
            ops.append(fill)
            ops.append(
                PaintOp(
                    fill.path, _pen(colour, 2.2, Qt.PenStyle.DashLine), _hatched(colour, style, 150)
                )
            )
    ice = QColor("#ffffff")
    ice.setAlpha(120)
    ops.append(
        PaintOp(
            geometry_path(board.ice_ring),
            _pen(QColor("#5aa9d6"), 3.0, Qt.PenStyle.DashLine),
            QBrush(ice),
        )
    )
    ops.append(
        PaintOp(
            geometry_path(board.barrage),
            _pen(QColor("#b71c1c"), 4.0, Qt.PenStyle.DashDotLine),
            _hatched(QColor("#b71c1c"), Qt.BrushStyle.Dense7Pattern, 200),
        )
    )
    border = _pen(WEATHER_BORDER, 3.2)
    for feature in board.of_kind("weather_area"):
        ops.append(_geometry_op(feature.geometry, border, _NO_BRUSH, outline=True))
    strategy = _pen(QColor("#6a1b9a"), 2.5, Qt.PenStyle.DashLine)
    for feature in board.of_kind("strategy_circle"):
        ops.append(
            PaintOp(geometry_path(feature.geometry), strategy, QBrush(QColor(106, 27, 154, 30)))
        )
    pole = board_to_scene(0.0, 0.0)
    ops.append(
        PaintOp(
            _star_path(pole.x(), pole.y(), 0.18 * SCALE), _pen(QColor("#0d3d8f"), 4.0), _NO_BRUSH
        )
    )
    for place in board.places:
        p = board_to_scene(place.point.x, place.point.y)
        ops.extend(base_symbol_ops(_kind(place), p.x(), p.y(), place.nation))
    return ops


def record_picture(ops: Sequence[PaintOp]) -> QPicture:
    """The ops recorded into a ``QPicture`` (vector, replayable at any scale)."""
    picture = QPicture()
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for op in ops:
        painter.setPen(op.pen)
        painter.setBrush(op.brush)
        painter.drawPath(op.path)
    painter.end()
    return picture


def _near(op: PaintOp, box: QRectF, area: QRectF, scale: float, clip: bool) -> QPainterPath | None:
    """The op's path, or (a large clippable op) just its part near ``area`` (scene), with a
    margin wider than the pen so that the cut edges' strokes fall outside the tile; ``None``
    when nothing of it is near."""
    if not clip or op.geometry is None or area.contains(box):
        return op.path
    m = (op.pen.widthF() if op.pen.style() != Qt.PenStyle.NoPen else 0.0) + 4.0 / scale
    r = area.adjusted(-m, -m, m, m)
    # scene (x, y) is board (x, -y) times SCALE
    part = shapely.clip_by_rect(
        op.geometry, r.left() / SCALE, -r.bottom() / SCALE, r.right() / SCALE, -r.top() / SCALE
    )
    if part.is_empty:
        return None
    path = geometry_path(part)
    return None if path.isEmpty() else path


def render_tile(
    ops: Sequence[PaintOp],
    bounds: Sequence[QRectF],
    level: int,
    ix: int,
    iy: int,
    ratio: float,
    check: Callable[[], bool] | None = None,
    *,
    clip: bool = True,
) -> QImage | None:
    """One tile as an image: only the ops that touch it, the large ones clipped near it, at
    ``2**level`` pixels a scene unit. Touches no shared state, so it runs on the worker
    thread too (with ops of its own, :func:`thread_copy`), where ``check`` is called between
    drawing calls and a true answer abandons the tile (``None``). The same arguments give the
    same pixels on either thread. ``clip=False`` draws every op whole (how tiles were drawn
    before issue 15: the benchmarks' baseline)."""
    scale = 2.0**level
    full = TILE + 2 * _OVERLAP
    size = int(full * ratio)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(QRectF(0, 0, full, full))
    painter.translate(_OVERLAP, _OVERLAP)
    painter.scale(scale, scale)
    span = TILE / scale
    painter.translate(-ix * span, -iy * span)
    # only the ops that touch this tile (base symbols, obstacles, one or two territories)
    margin = span * _OVERLAP / TILE + 0.05 * SCALE
    area = QRectF(ix * span - margin, iy * span - margin, span + 2 * margin, span + 2 * margin)
    for op, box in zip(ops, bounds, strict=True):
        if not box.intersects(area):
            continue
        if check is not None and check():
            painter.end()
            return None
        path = _near(op, box, area, scale, clip)
        if path is not None:
            painter.setPen(op.pen)
            painter.setBrush(op.brush)
            painter.drawPath(path)
    painter.end()
    return image


def thread_copy(ops: Sequence[PaintOp]) -> list[PaintOp]:
    """The ops with paths of their own, for another thread: a ``QPainterPath`` shares its
    data and keeps caches it fills while drawn, so two threads must not draw the same one."""
    copies = []
    for op in ops:
        data = QByteArray()
        QDataStream(data, QIODevice.OpenModeFlag.WriteOnly) << op.path
        path = QPainterPath()
        QDataStream(data, QIODevice.OpenModeFlag.ReadOnly) >> path
        copies.append(PaintOp(path, QPen(op.pen), QBrush(op.brush), op.geometry))
    return copies


class StaticLayer(QGraphicsItem):
    """The board's static drawing as one item, painted from a tile cache.

    ``cached=False`` paints every op as vectors on each frame: the uncached baseline.
    ``synchronous=True`` renders missing tiles inside the frame, as the map did before the
    worker, and ``clip_tiles=False`` draws the ops whole into each tile (the benchmarks'
    baselines).
    """

    def __init__(
        self, ops: Sequence[PaintOp], *, cached: bool = True, synchronous: bool = False
    ) -> None:
        super().__init__()
        self._ops = list(ops)
        self._thread_ops: list[PaintOp] | None = None
        rect = QRectF()
        self._bounds = [op.path.controlPointRect().adjusted(-4, -4, 4, 4) for op in self._ops]
        for bounds in self._bounds:
            rect = rect.united(bounds)
        margin = 0.1 * SCALE
        self._rect = rect.adjusted(-margin, -margin, margin, margin)
        self._picture = record_picture(self._ops) if cached else None
        self._tiles: OrderedDict[tuple[int, int, int], QPixmap] = OrderedDict()
        self._wholes: OrderedDict[tuple[int, int], QPixmap] = OrderedDict()
        self._bytes = 0
        self.cached = cached
        self.synchronous = synchronous
        self.clip_tiles = True
        self.tiles_rendered = 0
        #: tiles rendered inside a paint (synchronous painting: screenshots, or the whole-board
        #: pixmaps), as opposed to by the worker
        self.tiles_rendered_in_paint = 0
        #: frames' tiles drawn from a coarser level while theirs was being rendered
        self.stand_ins = 0
        #: tiles of the frames that had nothing to show (no coarser level cached either)
        self.blanks = 0
        self._ratio = 1.0
        #: tiles asked of the worker and not arrived, by key
        self._pending: dict[tuple[int, int, int], TileJob] = {}
        self._level: int | None = None
        # a layer that goes away cancels what it asked of the worker
        self._self_ref = weakref.ref(self, functools.partial(_cancel_all, self._pending))
        self.setZValue(-100)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:
        return self._rect

    def clear_cache(self) -> None:
        """Drop every cached tile (after a device-pixel-ratio change, for instance)."""
        self._cancel(lambda _key, _job: True)
        self._tiles.clear()
        self._wholes.clear()
        self._bytes = 0

    @property
    def cache_bytes(self) -> int:
        """Bytes held by the cached tiles (bounded by :data:`TILE_BUDGET`)."""
        return self._bytes

    @property
    def pending(self) -> int:
        """Tiles being rendered off the GUI thread."""
        return len(self._pending)

    def wait_for_tiles(self, timeout: float = 120.0) -> None:
        """Wait until every tile asked of the worker has arrived (tests, benchmarks)."""
        end = time.monotonic() + timeout
        while self._pending and time.monotonic() < end:
            QCoreApplication.processEvents()  # the tiles finished come in
            self._cancel(lambda _key, job: job.cancelled)  # dropped by the worker
            if self._pending:
                tileworker.worker().wait_idle(0.05)

    def _store(self, key: tuple[int, int, int], pixmap: QPixmap) -> None:
        old = self._tiles.pop(key, None)
        if old is not None:
            self._bytes -= _size(old)
        self._tiles[key] = pixmap
        self._bytes += _size(pixmap)
        while self._bytes > TILE_BUDGET and len(self._tiles) > 1:
            _, dropped = self._tiles.popitem(last=False)
            self._bytes -= _size(dropped)

    def _ask(self, key: tuple[int, int, int], ratio: float) -> None:
        """Queue a tile on the worker (once; again if its job was dropped)."""
        job = self._pending.get(key)
        if job is not None and not job.cancelled:
            return
        if self._thread_ops is None:
            self._thread_ops = thread_copy(self._ops)
        level, ix, iy = key
        job = TileJob(
            key,
            ratio,
            functools.partial(render_tile, self._thread_ops, self._bounds, level, ix, iy, ratio),
            functools.partial(_arrived, self._self_ref),
        )
        self._pending[key] = job
        tileworker.worker().submit(job)

    def _arrived(self, job: TileJob) -> None:
        """A tile from the worker (GUI thread): cached and its square repainted."""
        if self._pending.get(job.key) is not job or job.image is None:
            return
        del self._pending[job.key]
        if job.ratio != self._ratio:
            return
        self._store(job.key, QPixmap.fromImage(job.image))
        self.tiles_rendered += 1
        level, ix, iy = job.key
        span = TILE / 2.0**level
        self.update(QRectF(ix * span, iy * span, span, span))

    def _cancel(self, drop: Callable[[tuple[int, int, int], TileJob], bool]) -> None:
        for key, job in list(self._pending.items()):
            if drop(key, job):
                job.cancelled = True
                del self._pending[key]

    def _prune(self, level: int, ratio: float, view: QRectF) -> None:
        """Cancel the tiles asked for that are of another level or screen, or out of view."""
        span = TILE / 2.0**level

        def gone(key: tuple[int, int, int], job: TileJob) -> bool:
            if key[0] != level or job.ratio != ratio or job.cancelled:
                return True
            return not QRectF(key[1] * span, key[2] * span, span, span).intersects(view)

        self._cancel(gone)

    def _whole(self, level: int, ratio: float) -> QPixmap | None:
        """The whole layer at a zoom level as one pixmap, if that is small enough."""
        scale = 2.0**level * ratio
        width, height = self._rect.width() * scale, self._rect.height() * scale
        if max(width, height) > _MAX_WHOLE:
            return None
        key = (level, int(ratio * 100))
        pixmap = self._wholes.get(key)
        if pixmap is not None:
            self._wholes.move_to_end(key)
            return pixmap
        pixmap = QPixmap(math.ceil(width), math.ceil(height))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        painter.translate(-self._rect.left(), -self._rect.top())
        assert self._picture is not None
        self._picture.play(painter)
        painter.end()
        self._wholes[key] = pixmap
        while len(self._wholes) > _MAX_WHOLE_KEPT:
            self._wholes.popitem(last=False)
        self.tiles_rendered += 1
        self.tiles_rendered_in_paint += 1
        return pixmap

    def _tile(
        self, level: int, ix: int, iy: int, ratio: float, deferred: bool = False
    ) -> QPixmap | None:
        """The cached tile, else: rendered now, or (``deferred``) asked of the worker and
        ``None`` meanwhile."""
        key = (level, ix, iy)
        pixmap = self._tiles.get(key)
        if pixmap is not None:
            self._tiles.move_to_end(key)
            return pixmap
        if deferred:
            self._ask(key, ratio)
            return None
        image = render_tile(self._ops, self._bounds, level, ix, iy, ratio, clip=self.clip_tiles)
        assert image is not None  # nothing cancels a synchronous tile
        pixmap = QPixmap.fromImage(image)
        self._store(key, pixmap)
        self.tiles_rendered += 1
        self.tiles_rendered_in_paint += 1
        return pixmap

    def _stand_in(self, level: int, ix: int, iy: int) -> tuple[QPixmap, QRectF] | None:
        """A coarser cached tile holding tile ``(level, ix, iy)``, with the part of it to draw."""
        for up in range(1, 6):
            key = (level - up, ix >> up, iy >> up)
            pixmap = self._tiles.get(key)
            if pixmap is None:
                continue
            part = TILE / 2**up  # the tile's side inside the coarser one, in its pixels
            ratio = pixmap.devicePixelRatio()
            x = _OVERLAP + (ix - (key[1] << up)) * part
            y = _OVERLAP + (iy - (key[2] << up)) * part
            return pixmap, QRectF(x * ratio, y * ratio, part * ratio, part * ratio)
        if not self._wholes:
            return None
        # the most detailed whole-board pixmap (drawn when the board was shown whole)
        (whole_level, r100), whole = max(self._wholes.items(), key=lambda kv: kv[0][0])
        scale = 2.0**whole_level * r100 / 100
        span = TILE / 2.0**level
        return whole, QRectF(
            (ix * span - self._rect.left()) * scale,
            (iy * span - self._rect.top()) * scale,
            span * scale,
            span * scale,
        )

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        exposed = option.exposedRect.intersected(self._rect)
        # QGraphicsView.render() and some styles expose the whole item: never draw (or render
        # tiles for) more than what lands on the device and inside the clip
        device = painter.device()
        view = self._rect
        if device is not None:
            inverse, invertible = painter.worldTransform().inverted()
            if invertible:
                view = inverse.mapRect(QRectF(0, 0, device.width(), device.height()))
                exposed = exposed.intersected(view)
        if painter.hasClipping():
            exposed = exposed.intersected(painter.clipBoundingRect())
        if exposed.isEmpty():
            return
        if not self.cached:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for op in self._ops:
                if op.path.controlPointRect().intersects(exposed):
                    painter.setPen(op.pen)
                    painter.setBrush(op.brush)
                    painter.drawPath(op.path)
            return
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        level = max(-6, min(5, math.ceil(math.log2(max(lod, 1e-6)))))
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        if ratio != self._ratio:
            self._ratio = ratio
        self._level = level
        # the map's own viewport asks the worker for new tiles; a screenshot or a print (no
        # widget) needs every tile now
        deferred = widget is not None and not self.synchronous
        if deferred and self._pending:
            # tiles of a level no longer shown, or scrolled out of view, are not worth rendering
            self._prune(level, ratio, view)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        whole = self._whole(level, ratio)
        if whole is not None:
            # low zoom: the whole board at this level in one pixmap, drawn from one playback
            scale = 2.0**level * ratio
            source = QRectF(
                (exposed.left() - self._rect.left()) * scale,
                (exposed.top() - self._rect.top()) * scale,
                exposed.width() * scale,
                exposed.height() * scale,
            )
            painter.drawPixmap(exposed, whole, source)
            return
        span = TILE / 2.0**level
        pad = span * _OVERLAP / TILE
        x0, x1 = math.floor(exposed.left() / span), math.floor(exposed.right() / span)
        y0, y1 = math.floor(exposed.top() / span), math.floor(exposed.bottom() / span)
        for iy in range(y0, y1 + 1):
            for ix in range(x0, x1 + 1):
                pixmap = self._tile(level, ix, iy, ratio, deferred)
                if pixmap is not None:
                    target = QRectF(
                        ix * span - pad, iy * span - pad, span + 2 * pad, span + 2 * pad
                    )
                    painter.drawPixmap(
                        target, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height())
                    )
                    continue
                stand_in = self._stand_in(level, ix, iy)
                if stand_in is not None:
                    self.stand_ins += 1
                    coarse, source = stand_in
                    # a stand-in for a moment: scaled without smoothing (cheap at 8-32x)
                    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
                    painter.drawPixmap(QRectF(ix * span, iy * span, span, span), coarse, source)
                    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
                else:
                    self.blanks += 1


def _cancel_all(pending: dict[tuple[int, int, int], TileJob], _ref: object) -> None:
    for job in pending.values():
        job.cancelled = True


def _arrived(ref: weakref.ref[StaticLayer], job: TileJob) -> None:
    layer = ref()
    if layer is not None:
        layer._arrived(job)


def _size(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * max(1, pixmap.depth() // 8)
