"""The engine's world as the app holds it: board, weather disc, content and prices, loaded once.

A leaf module (it imports nothing of ``ui``), so the words in :mod:`ui.texts` can name places on
the board the window shows without importing the window's modules.
"""

from __future__ import annotations

from npq.board import Board
from npq.game.world import World, default_world

__all__ = ["current_board", "world"]

_WORLD: World | None = None


def world() -> World:
    """The engine's world: board, weather disc, content, prices (loaded once)."""
    global _WORLD
    if _WORLD is None:
        _WORLD = default_world()
    return _WORLD


def current_board() -> Board | None:
    """The board the app shows (None before it is loaded)."""
    return None if _WORLD is None else _WORLD.board
