"""Peak RSS of the app after panning close in for N frames (viewport repaints, as the app).

QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/scripts/pan_memory.py 600
QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/scripts/pan_memory.py 3000 sweep

A frame every 1/60 s at most; the event loop sleeps in between, as the app's does between
mouse moves, so the tile worker renders and its tiles come in. Default: a square loop of 40 and
30 px steps (the same ~175 tiles again and again). ``sweep``: rows of 60 px steps across the
whole board from its top-left corner, each row 600 px below the last, pausing every 10 frames
until the tiles asked for have come in (as when one stops to look): every part of the board is
seen once, far more tiles than the cache's budget holds.
"""

from __future__ import annotations

import os
import resource
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QEventLoop, QTimer

import ui  # noqa: F401 - the refcount guard first
from ui.app import create_window, ensure_app

app = ensure_app()
w = create_window()
w.resize(1600, 1000)
w.show()
app.processEvents()
v = w.view
v.fit_board()
v.viewport().repaint()
app.processEvents()
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >> 10
v.zoom_by(12.0)
n = int(sys.argv[1])
sweep = sys.argv[2:] == ["sweep"]
layer = w.scene.static_layer
if sweep:
    v.centerOn(layer.boundingRect().topLeft())
t = time.perf_counter()
tick = t
for k in range(n):
    if sweep:
        row, step = divmod(k, 190)  # 180 steps across (10,800 px), 10 down (600 px)
        dx, dy = ((60 if row % 2 == 0 else -60), 0) if step < 180 else (0, 60)
    else:
        dx, dy = [(40, 0), (0, 30), (-40, 0), (0, -30)][(k // 60) % 4]
    v.pan_by(dx, dy)
    v.viewport().repaint()
    tick = max(tick + 1 / 60, time.perf_counter())
    loop = QEventLoop()
    QTimer.singleShot(max(1, int(1000 * (tick - time.perf_counter()))), loop.quit)
    loop.exec()
    if sweep and k % 10 == 9:
        layer.wait_for_tiles()
wall = time.perf_counter() - t
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >> 10
print(
    f"{n} frames in {wall:.1f} s ({n / wall:.0f} frames/s, wall); peak RSS {peak} MiB "
    f"(board drawn: {base} MiB); {layer.tiles_rendered} tiles rendered, "
    f"cache {layer.cache_bytes >> 20} MiB"
)
