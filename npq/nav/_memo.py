"""The move memos of :mod:`npq.nav.airship` and :mod:`npq.nav.ship` (issue 15): the last
answers of a move resolution, by a key of its arguments.

The engine checks an action and then applies it, and the bots weigh the same move on several
turns: the same question, and a move is an immutable value of its arguments, so a repeated
question gets the same answer. A key must keep apart what ``==`` would merge and the move
keeps (4 and 4.0, 0.0 and -0.0): the ``repr`` of the arguments does, or (the airship's usual
question) a tuple holding the number types beside non-zero floats. Objects a key cannot hold by value (the board, the weather
disc) are compared by identity; a memo holds the answers about one board at a time, and
another board clears it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

__all__ = ["MoveMemo"]

T = TypeVar("T")


class MoveMemo(Generic[T]):
    """A bounded memo of one resolver's answers (the oldest forgotten first)."""

    def __init__(self) -> None:
        self._answers: dict[Hashable, tuple[tuple[object, ...], T]] = {}
        self._board: list[object] = []  # the board the answers are about

    def answer(
        self, size: int, key: Hashable, same: tuple[object, ...], resolve: Callable[[], T]
    ) -> T:
        """The remembered answer to ``key`` whose ``same`` objects (the board first) are
        these very ones, else ``resolve()``, remembered among the last ``size`` (0: none)."""
        board = same[0]
        if not self._board or self._board[0] is not board:
            self._answers.clear()
            self._board[:] = [board]
        found = self._answers.get(key) if size > 0 else None
        if found is not None and all(a is b for a, b in zip(found[0], same, strict=True)):
            return found[1]
        move = resolve()
        if size <= 0:
            return move
        if len(self._answers) >= size:
            with contextlib.suppress(KeyError, RuntimeError, StopIteration):  # another thread's
                self._answers.pop(next(iter(self._answers)))
        self._answers[key] = (same, move)
        return move

    def clear(self) -> None:
        self._answers.clear()
        self._board.clear()
