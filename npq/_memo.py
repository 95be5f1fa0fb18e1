"""A per-object memo for values derived from long-lived objects that are not hashable or not
cheaply hashed (a board, a weather disc): keyed by ``id``, checked by identity (an id a
collected object left may be reused), bounded (cleared when full)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["by_identity"]

V = TypeVar("V")


def by_identity(store: dict[int, tuple[Any, V]], obj: Any, make: Callable[[], V], limit: int) -> V:
    """``make()``'s value for ``obj``, made once while ``obj`` lives and ``store`` keeps it;
    ``store`` is cleared when it holds ``limit`` objects."""
    found = store.get(id(obj))
    if found is None or found[0] is not obj:
        if len(store) >= limit:
            store.clear()
        found = store[id(obj)] = (obj, make())
    return found[1]
