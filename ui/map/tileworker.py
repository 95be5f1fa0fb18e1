"""The thread that renders the map's close-in tiles (issue 15).

A tile is a ``QImage`` painted with ``QPainter``, which Qt allows outside the GUI thread (a
``QPixmap`` is GUI-thread only): the worker renders the image, the GUI thread turns it into a
pixmap when it arrives and repaints that square. One worker serves every map of the process;
it is started on the first tile asked for and stopped, waiting for it, when the application
quits or the interpreter exits (:func:`shutdown`).

The queue holds what the frames still lack, newest first: a layer cancels the tiles that left
the view or belong to a zoom level no longer shown, and a tile being rendered is abandoned
between two drawing calls once cancelled. PySide6 keeps the GIL through each ``QPainter``
call, so the worker's calls are short (the layer clips the board's large polygons to the tile
first) and it steps aside while the GUI thread handles events (:class:`_Gate`).
"""

from __future__ import annotations

import atexit
import logging
import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractEventDispatcher,
    QCoreApplication,
    QObject,
    Qt,
    QThread,
    Signal,
    Slot,
)
from PySide6.QtGui import QImage

__all__ = ["TileJob", "TileWorker", "shutdown", "worker"]

_log = logging.getLogger(__name__)


class TileJob:
    """One tile to render: ``render(check)`` paints it, calling ``check()`` between drawing
    calls and giving up (``None``) once that says the job is cancelled; ``deliver`` receives
    the finished job on the GUI thread."""

    __slots__ = ("cancelled", "deliver", "image", "key", "ratio", "render")

    def __init__(
        self,
        key: Any,
        ratio: float,
        render: Callable[[Callable[[], bool]], QImage | None],
        deliver: Callable[[TileJob], None],
    ) -> None:
        self.key = key
        self.ratio = ratio
        self.render = render
        self.deliver = deliver
        self.cancelled = False
        self.image: QImage | None = None


class _Receiver(QObject):
    """Lives in the GUI thread: the worker's finished tiles are queued to it."""

    @Slot(object)
    def deliver(self, job: TileJob) -> None:
        if not job.cancelled and job.image is not None:
            job.deliver(job)


class TileWorker(QThread):
    """Renders queued :class:`TileJob` s one at a time, newest first."""

    rendered = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("npq-map-tiles")
        self._cond = threading.Condition()
        self._queue: list[TileJob] = []  # newest last
        self._current: TileJob | None = None
        self._stopping = False
        self.stopped = False
        self._receiver = _Receiver()
        self.rendered.connect(self._receiver.deliver, Qt.ConnectionType.QueuedConnection)

    # GUI thread --------------------------------------------------------------------------
    def submit(self, job: TileJob) -> None:
        """Queue a job; it is rendered before every job queued earlier."""
        with self._cond:
            self._queue.append(job)
            if len(self._queue) > MAX_QUEUE:
                # the oldest requests are the least likely to be still in view; their layer
                # asks again if they are (a cancelled job counts as not asked for)
                for old in self._queue[: len(self._queue) - MAX_QUEUE]:
                    old.cancelled = True
                del self._queue[: len(self._queue) - MAX_QUEUE]
            self._cond.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        """Block (the GIL released) until nothing is queued or being rendered, at most
        ``timeout`` seconds; true if idle."""
        _GATE.hold_open(True)
        try:
            with self._cond:
                return self._cond.wait_for(
                    lambda: (
                        self._current is None and not any(not job.cancelled for job in self._queue)
                    ),
                    timeout,
                )
        finally:
            _GATE.hold_open(False)

    def stop(self) -> None:
        """Cancel everything, end the thread and wait for it."""
        with self._cond:
            self._stopping = True
            for job in self._queue:
                job.cancelled = True
            self._queue.clear()
            if self._current is not None:
                self._current.cancelled = True
            self._cond.notify_all()
        _GATE.hold_open(True)
        try:
            self.wait()
        finally:
            _GATE.hold_open(False)
        self.stopped = True

    # worker thread -----------------------------------------------------------------------
    def run(self) -> None:
        interval = sys.getswitchinterval()
        try:
            self._loop(interval)
        finally:
            sys.setswitchinterval(interval)

    def _loop(self, interval: float) -> None:
        while True:
            with self._cond:
                if not self._queue:
                    # idle: the GUI thread may keep the GIL as long as it used to
                    sys.setswitchinterval(interval)
                while not self._stopping and not self._queue:
                    self._cond.wait()
                if self._stopping:
                    return
                # rendering: a GUI thread waking up waits at most this long for the GIL
                sys.setswitchinterval(SWITCH_INTERVAL)
                job = self._queue.pop()
                if job.cancelled:
                    continue
                self._current = job
            image: QImage | None = None

            def check(job: TileJob = job) -> bool:
                _GATE.pass_()
                return job.cancelled or self._stopping

            try:
                image = job.render(check)
                if image is not None and not job.cancelled:
                    job.image = image
                    # posted before the job stops being current: once wait_idle returns,
                    # every finished tile is in the GUI thread's event queue (it was emitted
                    # after, so a processEvents right after wait_idle could miss the last one)
                    self.rendered.emit(job)
            except Exception:  # said so; the layer asks again at its next frame
                _log.exception("rendering map tile %s failed", job.key)
                job.cancelled = True
            finally:
                with self._cond:
                    self._current = None
                    self._cond.notify_all()


#: Jobs the worker keeps queued at most (a few screens of tiles).
MAX_QUEUE = 256
#: The interpreter's thread switch interval (seconds) while the worker renders: how long the
#: GUI thread can wait for the GIL when it wakes to an event (Python's default is 5 ms).
SWITCH_INTERVAL = 0.001


class _Gate:
    """Lets the worker draw only while the GUI thread waits for events.

    ``QPainter`` calls keep the GIL, so a thread drawing beside the GUI thread makes every
    Python call of the GUI thread wait for the GIL. The GUI thread's event dispatcher says
    when it is about to sleep (``aboutToBlock``: the worker may draw) and when it wakes
    (``awake``: the worker stops at its next drawing call and waits, the GIL released, until
    the GUI thread is idle again). A worker kept waiting longer than :data:`STARVE` seconds
    draws one call anyway, so tiles still come while the GUI thread is busy for long (on a
    loaded machine the frames themselves can take longer than the mouse's events are apart:
    measured at load 19, 5 ms gave the worker twice the tiles of 50 ms and the frames were no
    slower).
    """

    STARVE = 0.005

    def __init__(self) -> None:
        self._idle = threading.Event()
        self._idle.set()
        self._held = 0
        self._lock = threading.Lock()
        self._dispatcher: QAbstractEventDispatcher | None = None

    def install(self) -> None:
        app = QCoreApplication.instance()
        if app is None:
            return
        dispatcher = QAbstractEventDispatcher.instance(app.thread())
        if dispatcher is None or dispatcher is self._dispatcher:
            return
        self._dispatcher = dispatcher
        dispatcher.aboutToBlock.connect(self._open, Qt.ConnectionType.DirectConnection)
        dispatcher.awake.connect(self._close, Qt.ConnectionType.DirectConnection)

    def _open(self) -> None:
        self._idle.set()

    def _close(self) -> None:
        if not self._held:
            self._idle.clear()

    def hold_open(self, held: bool) -> None:
        """While the GUI thread itself waits for the worker (tests, shutting down)."""
        with self._lock:
            self._held += 1 if held else -1
            if self._held:
                self._idle.set()

    def pass_(self) -> None:
        """Called by the worker between drawing calls."""
        if not self._idle.is_set():
            self._idle.wait(self.STARVE)


_GATE = _Gate()
_worker: TileWorker | None = None
_registered = False


def worker() -> TileWorker:
    """The process's tile worker, started if need be."""
    global _worker, _registered
    if _worker is None or _worker.stopped:
        _worker = TileWorker()
        _GATE.install()
        _worker.start()
        if not _registered:
            _registered = True
            atexit.register(shutdown)
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(shutdown)
    return _worker


def shutdown() -> None:
    """Stop the worker and wait for it (the application quits, the interpreter exits)."""
    global _worker
    if _worker is not None and not _worker.stopped:
        _worker.stop()
    _worker = None
