"""The navigation grid's shape, shared by the index (``npq.nav._index``) and the compiled walk
(``npq.nav._kernel``), so that neither imports the other to know it (issue 10: no cycles)."""

from __future__ import annotations

__all__ = ["GRID", "_GOFF", "_GROW", "_TINY"]

#: Side of the index's grid cells, in Lengths.
GRID = 0.25

#: Relative tolerance under which a crossing is degenerate (through a vertex, at the start, along
#: an edge): the polygon is then classified by GEOS rather than by crossing parity.
_TINY = 1e-9

#: The airship's hot path indexes a list instead of a dict (no hashing, no key objects to
#: compare): cells ``(i, j)`` with ``|i|, |j| < _GOFF`` at ``(i + _GOFF) * _GROW + j + _GOFF``.
_GOFF = 256
_GROW = 2 * _GOFF
