"""The PySide6 desktop app (issue #5). Nothing under :mod:`npq` imports this package.

Importing it applies :func:`_guard_none_refcount` first: PySide6 6.12 on CPython 3.11 drops a
reference to ``None`` on every call of a ``void`` Qt method (``setPen``, ``update``,
``setVisible`` …) and to ``True``/``False`` on some ``bool`` ones, so after a few thousand such
calls CPython deallocates the singleton and aborts ("Fatal Python error: none_dealloc",
"bool_dealloc"). CPython 3.12 made these objects immortal, which hides the bug; on 3.11 we give
them a reference count so large that no session can use it up, which is what immortality
amounts to.
"""

from __future__ import annotations

import ctypes
import sys

__all__: list[str] = []

_NONE_REFS = 1 << 56


def _guard_none_refcount() -> None:
    """Make ``None``, ``True`` and ``False`` effectively immortal on CPython < 3.12 (see the module docstring)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    for singleton in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))
        if refcnt.value < _NONE_REFS:
            refcnt.value += _NONE_REFS


_guard_none_refcount()
