"""The PySide6 desktop app (issue #5). Nothing under :mod:`npq` imports this package.

PySide6-Essentials is pinned below 6.12 in ``pyproject.toml``: 6.12.0 drops a reference to
``None`` on every ``void`` Qt call under CPython 3.11 and the interpreter aborts
("Fatal Python error: none_dealloc") within seconds of drawing the map.
"""

from __future__ import annotations

__all__: list[str] = []
