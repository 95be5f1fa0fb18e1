"""GUI-thread time per frame while panning close in: the tile worker against the synchronous
path (every missing tile rendered inside the frame), in one run (issue 15).

QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/scripts/pan_frames.py 300

Each mode gets a fresh map (1100x900 viewport, about 360 px a Length, empty tile cache) and the
same pan: 40 px a frame, a frame every 1/60 s (the event loop sleeps in between, as the app's
does between mouse moves; the worker renders then and its tiles come in). Per frame: the wall
and GUI-thread CPU time from the pan to the repainted viewport, and the GUI thread's CPU over
the frame's whole period (the frame, then taking in the worker's tiles; on the code before
the worker, its between-frame rendering slices). Wall medians and p95 are also shown as frames
a second (1 / time); on a loaded machine the wall time is mostly waiting for a core (compare
the ``cached`` mode: no tile to render at all).
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QEventLoop, QTimer

import ui  # noqa: F401 - the refcount guard first
from ui.app import ensure_app, world
from ui.map.view import MapScene, MapView

PERIOD = 1 / 60


def _idle_until(deadline: float) -> None:
    left = deadline - time.perf_counter()
    if left > 0:
        loop = QEventLoop()
        QTimer.singleShot(max(1, int(left * 1000)), loop.quit)
        loop.exec()


def _pan(view: MapView, n: int, walls: list[float], cpus: list[float], busy: list[float]) -> None:
    """``n`` frames of panning: each frame's wall and GUI-thread CPU time, and the GUI thread's
    CPU over the whole 1/60 s period (the frame plus what it did until the next one)."""
    tick = time.perf_counter()
    for k in range(n):
        dx, dy = [(40, 0), (0, 30), (-40, 0), (0, -30)][(k // 60) % 4]
        t0, c0 = time.perf_counter(), time.thread_time()
        view.pan_by(dx, dy)
        view.viewport().repaint()
        walls.append(time.perf_counter() - t0)
        cpus.append(time.thread_time() - c0)
        tick = max(tick + PERIOD, time.perf_counter())
        _idle_until(tick)
        busy.append(time.thread_time() - c0)


def run(mode: str, n: int) -> dict[str, float]:
    """``mode``: worker; synchronous (missing tiles rendered inside the frame); unclipped (the
    same, each op drawn whole into the tile: the map before issue 15's worker); cached (the
    pan done a second time after a synchronous pass: no tile to render, a frame by itself)."""
    app = ensure_app()
    scene = MapScene(world().board, world().disc)
    layer = scene.static_layer
    layer.synchronous = mode in ("synchronous", "unclipped")
    if mode == "unclipped":
        layer.clip_tiles = False
    view = MapView(scene)
    view.resize(1100, 900)
    view.show()
    app.processEvents()
    view.fit_board()
    view.viewport().repaint()  # the board whole, as the app shows it first
    view.zoom_by(12.0)
    centre = view.mapToScene(view.viewport().rect().center())
    if mode == "cached":
        layer.synchronous = True
        _pan(view, n, [], [], [])
        layer.synchronous = False
        layer.wait_for_tiles()
        view.centerOn(centre)
        view.viewport().repaint()
        layer.tiles_rendered = layer.stand_ins = layer.blanks = 0
        layer.tiles_rendered_in_paint = 0
    walls: list[float] = []
    cpus: list[float] = []
    busy: list[float] = []
    _pan(view, n, walls, cpus, busy)
    layer.wait_for_tiles()
    out = {
        "tiles": layer.tiles_rendered,
        "in_frame": layer.tiles_rendered_in_paint,
        "stand_ins": layer.stand_ins,
        "blanks": getattr(layer, "blanks", 0),
    }
    for name, xs in (("wall", walls), ("cpu", cpus), ("busy", busy)):
        xs = sorted(xs)
        out[f"{name}_median_ms"] = 1e3 * statistics.median(xs)
        out[f"{name}_p95_ms"] = 1e3 * xs[int(0.95 * (len(xs) - 1))]
        out[f"{name}_max_ms"] = 1e3 * xs[-1]
    view.close()
    return out


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    modes = sys.argv[2:] or ["worker", "synchronous", "unclipped", "cached"]
    print(f"load average {os.getloadavg()[0]:.1f}; {n} frames close in each")
    for mode in modes:
        r = run(mode, n)
        print(
            f"{mode:12s} wall median {r['wall_median_ms']:.1f} ms "
            f"({1e3 / r['wall_median_ms']:.0f} fps), p95 {r['wall_p95_ms']:.1f} ms "
            f"({1e3 / r['wall_p95_ms']:.0f} fps), max {r['wall_max_ms']:.0f} ms | "
            f"GUI CPU median {r['cpu_median_ms']:.1f} ({1e3 / r['cpu_median_ms']:.0f} fps), "
            f"p95 {r['cpu_p95_ms']:.1f} ms ({1e3 / r['cpu_p95_ms']:.0f} fps) | "
            f"a 1/60 s period: median {r['busy_median_ms']:.1f}, p95 {r['busy_p95_ms']:.1f}, "
            f"max {r['busy_max_ms']:.0f} ms | {r['tiles']} tiles "
            f"({r['in_frame']} inside frames), {r['stand_ins']} stand-ins, {r['blanks']} blank"
        )


if __name__ == "__main__":
    main()
