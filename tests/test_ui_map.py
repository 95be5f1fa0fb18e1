"""The map view on the real board: colours, weather windows, tooltips, pan and zoom (issue #5).

Rulebook 1A (nation colours, legend 1a–1k, obstacles), 1B (weather windows); D1 projection.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

import ui  # noqa: F401  - applies the None refcount guard before any Qt call
from npq.board import load_board
from npq.weather import load_weather_disc
from ui.map.geometry import board_to_scene, scene_to_board
from ui.map.view import MapScene, MapView
from ui.theme import NATION_COLOURS

pytestmark = pytest.mark.gui


@pytest.fixture(scope="module")
def board():
    return load_board()


@pytest.fixture(scope="module")
def disc():
    return load_weather_disc()


@pytest.fixture
def view(qtbot, board, disc):
    scene = MapScene(board, disc)
    v = MapView(scene)
    qtbot.addWidget(v)
    v.resize(900, 900)
    v.show()
    qtbot.waitExposed(v)
    v.fit_board()
    return v


def _render(view: MapView) -> QImage:
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def _pixel_at(view: MapView, image: QImage, lon: float, lat: float) -> QColor:
    x, y = view.map_scene.board.to_board(lon, lat)
    p = view.mapFromScene(board_to_scene(x, y))
    return QColor(image.pixel(p.x(), p.y()))


def _close(a: QColor, b: QColor, tol: int = 24) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tol


def test_scene_round_trip_of_coordinates():
    p = board_to_scene(1.5, -2.25)
    assert scene_to_board(p) == pytest.approx((1.5, -2.25))
    # D1: the 0° meridian points down the screen (−y on the board is +y in the scene)
    assert board_to_scene(0.0, -1.0).y() > 0


def test_territories_drawn_in_nation_colours(view):
    """1A: Germany ochre, USSR light green, USA light yellow, neutral white."""
    zoomed = view
    zoomed.zoom_by(2.0)
    for lon, lat, nation in ((10.0, 51.0, "germany"), (45.0, 56.0, "ussr"), (-93.0, 41.0, "usa")):
        x, y = zoomed.map_scene.board.to_board(lon, lat)
        assert zoomed.map_scene.board.nation_at((x, y)) == nation
        zoomed.centerOn(board_to_scene(x, y))
        image = _render(zoomed)
        got = _pixel_at(zoomed, image, lon, lat)
        assert _close(got, NATION_COLOURS[nation]), (nation, got.name())
    # neutral land (Sweden in 1924) is white
    x, y = zoomed.map_scene.board.to_board(15.5, 62.5)
    assert zoomed.map_scene.board.nation_at((x, y)) is None
    zoomed.centerOn(board_to_scene(x, y))
    assert _close(_pixel_at(zoomed, _render(zoomed), 15.5, 62.5), QColor("white"))


def test_weather_windows_show_this_rounds_icons_and_the_forecast(view, disc):
    scene = view.map_scene
    areas = scene.board.of_kind("weather_area")
    assert len(scene.windows) == len(areas) == 60
    scene.set_round(1)
    for area in areas:
        icon = disc.icon(area, 1)
        assert scene.windows[area.id].icon == (None if icon is None else str(icon))
        assert not scene.windows[area.id].forecast
    scene.set_round(1, 5)
    changed = 0
    for area in areas:
        icon = disc.icon(area, 5)
        assert scene.windows[area.id].icon == (None if icon is None else str(icon))
        assert scene.windows[area.id].forecast
        changed += disc.icon(area, 5) != disc.icon(area, 1)
    assert changed > 0  # the disc has turned 40° in four rounds


def test_base_tooltip_names_kind_and_owner(view):
    scene = view.map_scene
    berlin = scene.board.place("berlin")
    text = scene.tooltip_at(berlin.point.x + 0.1, berlin.point.y)
    assert "Berlin" in text and "starting base (1a)" in text and "Germany" in text
    kings_bay = scene.board.find_place("Kings Bay")
    text = scene.tooltip_at(kings_bay.point.x, kings_bay.point.y)
    assert "Arctic base (1k)" in text and "owner: neutral" in text
    assert "weather now" in text and "next rounds" in text


def test_obstacle_tooltip_names_type_and_rule(view):
    scene = view.map_scene
    obstacle = scene.board.of_kind("obstacle")[0]
    p = obstacle.geometry.representative_point()
    text = scene.tooltip_at(p.x, p.y)
    assert obstacle.name in text and "Geographical obstacle (1h)" in text and "Commander" in text
    sea = scene.board.of_kind("sea_obstacle")[0]
    p = sea.geometry.representative_point()
    assert "Sea obstacle (1i)" in scene.tooltip_at(p.x, p.y)


def test_view_tooltip_event_uses_the_board(view, qtbot):
    berlin = view.map_scene.board.place("berlin")
    view.zoom_by(3.0)
    view.centerOn(board_to_scene(berlin.point.x, berlin.point.y))
    pos = view.mapFromScene(board_to_scene(berlin.point.x, berlin.point.y))
    assert "Berlin" in view.tooltip_text(pos)


def test_zoom_by_wheel_keys_and_fit(view, qtbot):
    fitted = view.pixels_per_length
    assert 20 < fitted < 40  # the whole 29 L board in 900 px
    assert view.visible_labels() == []
    QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.pixels_per_length == pytest.approx(fitted * 1.25, rel=1e-6)
    QTest.keyClick(view, Qt.Key.Key_Minus)
    assert view.pixels_per_length == pytest.approx(fitted, rel=1e-6)
    for _ in range(3):
        QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.visible_labels()  # names appear as you zoom in
    some = set(view.visible_labels())
    for _ in range(3):
        QTest.keyClick(view, Qt.Key.Key_Plus)
    assert set(view.visible_labels()) > some
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert view.pixels_per_length == pytest.approx(fitted, rel=1e-6)
    assert view.visible_labels() == []


def test_wheel_zooms_about_the_cursor(view, qtbot):
    from PySide6.QtCore import QPoint as P
    from PySide6.QtGui import QWheelEvent

    anchor = P(300, 400)
    before = view.mapToScene(anchor)
    event = QWheelEvent(
        QPointF(anchor),
        QPointF(view.viewport().mapToGlobal(anchor)),
        P(0, 0),
        P(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    fitted = view.pixels_per_length
    view.wheelEvent(event)
    assert view.pixels_per_length == pytest.approx(fitted * 1.25**2, rel=1e-6)
    after = view.mapToScene(anchor)
    assert abs(after.x() - before.x()) < 2.0 and abs(after.y() - before.y()) < 2.0


def test_drag_pans_and_click_reports_board_point(view, qtbot):
    view.zoom_by(3.0)
    vp = view.viewport()
    centre_before = view.mapToScene(vp.rect().center())
    QTest.mousePress(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(400, 400)
    )
    for x in range(400, 299, -20):
        QTest.mouseMove(vp, QPoint(x, 400))
    QTest.mouseRelease(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(300, 400)
    )
    centre_after = view.mapToScene(vp.rect().center())
    assert centre_after.x() - centre_before.x() == pytest.approx(
        100 / view.transform().m11(), rel=0.1
    )
    clicks: list[tuple[float, float]] = []
    view.clicked.connect(lambda x, y: clicks.append((x, y)))
    QTest.mouseClick(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(200, 250)
    )
    expected = scene_to_board(view.mapToScene(QPoint(200, 250)))
    assert clicks and clicks[0] == pytest.approx(expected, abs=1e-6)


def test_static_layer_tiles_are_reused_when_panning(view, qtbot):
    layer = view.map_scene.static_layer
    _render(view)
    first = layer.tiles_rendered
    assert first > 0
    _render(view)
    assert layer.tiles_rendered == first  # the same frame again: nothing re-rendered
    view.pan_by(40, 0)
    _render(view)
    assert layer.tiles_rendered - first <= 8  # only a new column of tiles at most


def test_close_in_frames_never_wait_for_a_tile_a_coarser_level_stands_in(view, qtbot):
    """Issue 15: painted into the viewport, a frame close in renders no tile: the missing ones
    are asked of the worker thread and the coarser level is shown scaled; the worker's tiles
    replace their stand-ins."""
    layer = view.map_scene.static_layer
    view.viewport().repaint()  # the board whole: its pixmap is the stand-in of last resort
    in_paint = layer.tiles_rendered_in_paint
    rendered = layer.tiles_rendered
    view.zoom_by(12.0)
    view.viewport().repaint()
    assert layer.tiles_rendered_in_paint == in_paint  # the frame rendered no tile
    assert layer.tiles_rendered == rendered
    assert layer.pending > 0 and layer.stand_ins > 0
    assert layer.blanks == 0  # never a hole where a coarser level is cached
    layer.wait_for_tiles()  # rendered by the worker meanwhile, swapped in as they arrive
    assert layer.pending == 0
    assert layer.tiles_rendered > rendered
    shown = layer.stand_ins
    view.viewport().repaint()
    assert layer.stand_ins == shown  # every tile of this frame is its own now
    assert layer.tiles_rendered_in_paint == in_paint
    # a screenshot (no widget) still gets every tile at once
    view.pan_by(600, 0)
    _render(view)
    assert layer.tiles_rendered_in_paint > in_paint


def test_tile_cache_stays_within_its_budget_however_long_one_pans(view, qtbot, monkeypatch):
    """Issue 15: the cache is bounded in bytes; panning close in across the board evicts the
    oldest tiles instead of growing."""
    from ui.map import layers

    monkeypatch.setattr(layers, "TILE_BUDGET", 40 * 270_000)  # ~40 tiles: eviction comes soon
    layer = view.map_scene.static_layer
    view.zoom_by(8.0)
    for k in range(30):
        view.pan_by(150 if (k // 10) % 2 == 0 else -150, 90)
        _render(view)
        assert layer.cache_bytes <= layers.TILE_BUDGET
    assert layer.tiles_rendered > 40  # far more tiles were rendered than the budget holds


def _pixels(image: QImage) -> bytes:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


def test_a_tile_from_the_worker_is_the_synchronous_tile_pixel_for_pixel(view):
    """Issue 15: the worker thread renders with its own copies of the paths; what it makes is
    exactly what the GUI thread renders for a screenshot (coast, borders, dashed obstacles,
    base symbols, the disc's edge: tiles of several levels across the board)."""
    from ui.map import layers, tileworker

    layer = view.map_scene.static_layer
    keys = [(2, -23, -4), (2, 0, 0), (3, -6, 45), (3, 22, 38), (5, -66, -169), (1, -4, -11)]
    done: dict[tuple[int, int, int], QImage] = {}
    ops = layers.thread_copy(layer._ops)
    worker = tileworker.worker()
    for level, ix, iy in keys:
        job = tileworker.TileJob(
            (level, ix, iy),
            1.0,
            lambda check, k=(level, ix, iy): layers.render_tile(ops, layer._bounds, *k, 1.0, check),
            lambda job: done.__setitem__(job.key, job.image),
        )
        worker.submit(job)
    worker.wait_idle(120)
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.processEvents()  # the finished jobs are delivered on the GUI thread
    assert set(done) == set(keys)
    for key, image in done.items():
        direct = layers.render_tile(layer._ops, layer._bounds, *key, 1.0)
        assert direct is not None and not direct.isNull()
        assert _pixels(image) == _pixels(direct), key


def test_clipped_tiles_look_like_the_ops_drawn_whole(view):
    """Issue 15: a tile draws the large polygons clipped near it (short drawing calls); the cut
    edges' strokes fall outside the tile, so the tile matches the one drawn from the whole
    paths but for anti-aliasing at a few edge pixels."""
    import numpy as np

    from ui.map import layers

    layer = view.map_scene.static_layer
    for key in [(2, -23, -4), (2, -10, 20), (3, 22, 38), (4, -20, 80), (5, -66, -169)]:
        a = layers.render_tile(layer._ops, layer._bounds, *key, 1.0)
        b = layers.render_tile(layer._ops, layer._bounds, *key, 1.0, clip=False)
        assert a is not None and b is not None
        pa = np.frombuffer(_pixels(a), np.uint8).astype(int)
        pb = np.frombuffer(_pixels(b), np.uint8).astype(int)
        assert pb.any() and pa.any()
        diff = np.abs(pa - pb)
        assert diff.max() <= 80, key  # a stray stroke along a cut would be full contrast
        assert (diff > 8).mean() < 0.005, key


def test_tiles_scrolled_out_of_view_are_cancelled(view, qtbot):
    """Issue 15: the worker's queue holds only what the view still shows: tiles asked for and
    then scrolled away, or of a level left by zooming, are cancelled, so the queue stays
    within a screen of tiles however far one pans."""
    layer = view.map_scene.static_layer
    view.viewport().repaint()
    view.zoom_by(12.0)
    asked: list[object] = []
    for k in range(12):
        view.pan_by(700 if k % 2 == 0 else 0, 0 if k % 2 == 0 else 500)
        view.viewport().repaint()
        asked.extend(layer._pending.values())
        # 900 x 900 px in 256 px tiles: at most 5 x 5 in view
        assert layer.pending <= 25
    left = set(map(id, layer._pending.values()))
    gone = [job for job in asked if id(job) not in left]
    assert gone and all(job.cancelled for job in gone)
    view.zoom_by(0.5)
    view.viewport().repaint()
    assert all(key[0] == layer._level for key in layer._pending)
    layer.wait_for_tiles()
    view.viewport().repaint()
    assert layer.blanks == 0


_SHUTDOWN = r"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import ui
from PySide6.QtCore import QTimer
from ui.app import create_window, ensure_app
app = ensure_app()
w = create_window()
w.resize(1200, 800)
w.show()
app.processEvents()
w.view.viewport().repaint()
w.view.zoom_by(12.0)
w.view.viewport().repaint()  # tiles asked of the worker
assert w.scene.static_layer.pending > 0
QTimer.singleShot(30, w.close)  # quits while the worker is busy
sys.exit(app.exec())
"""


def test_the_tile_worker_stops_cleanly_when_the_app_quits(tmp_path):
    """Issue 15: closing the app while tiles are being rendered stops and waits for the worker:
    no "QThread: Destroyed while thread is still running", no "Signal source has been
    deleted", exit status 0."""
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NPQ_DATA_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", _SHUTDOWN],
        cwd=Path(__file__).resolve().parent.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    assert "QThread" not in out.stderr, out.stderr
    assert "Signal source" not in out.stderr, out.stderr
    assert "Traceback" not in out.stderr, out.stderr
