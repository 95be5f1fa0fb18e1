"""The PySide6 desktop app (issue #5). Nothing under :mod:`npq` imports this package.

Importing it applies :func:`_guard_none_refcount` first: PySide6 6.12 on CPython 3.11 drops a
reference to ``None`` on every call of a ``void`` Qt method (``setPen``, ``update``,
``setVisible`` …), so after a few thousand such calls CPython deallocates ``None`` and aborts
("Fatal Python error: none_dealloc"). CPython 3.12 made ``None`` immortal, which hides the bug;
on 3.11 we give ``None`` a reference count so large that no session can use it up, which is
what immortality amounts to.
"""

from __future__ import annotations

import ctypes
import sys

__all__: list[str] = []

_NONE_REFS = 1 << 56


def _guard_none_refcount() -> None:
    """Make ``None`` effectively immortal on CPython < 3.12 (see the module docstring)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    if refcnt.value < _NONE_REFS:
        refcnt.value += _NONE_REFS


_guard_none_refcount()
