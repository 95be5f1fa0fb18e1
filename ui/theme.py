"""Colours, pens and sizes of the app, in one place.

Nation background colours follow the rulebook's table in 1A "Flags and Background Colors"
(France light blue, DESIGN.md D3); neutral territory is white. Base and port symbol colours follow
the legend in 1A "Bases and Ports": bases blue, ports red, rings grey, mission halos red.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from npq.content import load_nations

__all__ = [
    "BASE_BLUE",
    "BOARD_SEA",
    "ICON_COLOURS",
    "MINIATURE_COLOURS",
    "MISSION_RED",
    "NATION_COLOURS",
    "NATION_NAMES",
    "NEUTRAL_WHITE",
    "PORT_RED",
    "RING_GREY",
    "SCALE",
    "WEATHER_BORDER",
    "nation_colour",
    "nation_name",
    "seat_name",
]

#: Scene units per Length. The board plane is in Lengths (1 unit = 500 km, D1); the scene is
#: scaled so that pens and fonts in scene units stay comfortable numbers.
SCALE = 100.0

#: Territory fills and nation names come from ``data/nations.toml`` (rulebook 1A colours), as in
#: the matplotlib board, so the app and the printed map agree.
NATION_COLOURS: dict[str, QColor] = {n.id: QColor(n.colour_hex) for n in load_nations()}

#: Strong shades of the same hues for miniatures, flags and tokens, readable on the pale
#: territory fill and distinct from each other (``piece_hex`` of ``data/nations.toml``, shared
#: with the game plots).
MINIATURE_COLOURS: dict[str, QColor] = {n.id: QColor(n.piece_hex) for n in load_nations()}

NATION_NAMES: dict[str, str] = {n.id: n.name for n in load_nations()}

NEUTRAL_WHITE = QColor("#ffffff")
BOARD_SEA = QColor("#cfe3ea")
WEATHER_BORDER = QColor(110, 110, 110, 170)
BASE_BLUE = QColor("#1f4fbf")
PORT_RED = QColor("#c62828")
RING_GREY = QColor("#808080")
MISSION_RED = QColor("#d32f2f")

ICON_COLOURS: dict[str, QColor] = {
    "sun": QColor("#f4b400"),
    "wind": QColor("#5f8fb0"),
    "rain": QColor("#2e6fd0"),
    "fog": QColor("#9e9e9e"),
    "storm": QColor("#5b3f8f"),
}


def nation_colour(nation: str | None) -> QColor:
    """Territory fill of a nation id; neutral (``None``) is white."""
    if nation is None:
        return NEUTRAL_WHITE
    return NATION_COLOURS.get(nation, NEUTRAL_WHITE)


def nation_name(nation: str | None) -> str:
    """Display name of a nation id (``None`` → ``"neutral"``)."""
    if nation is None:
        return "neutral"
    return NATION_NAMES.get(nation, nation.replace("_", " ").title())


def seat_name(config: Any, seat: int) -> str:
    """The name a seat plays under: the name given at the New game dialog, else its nation's
    display name ("USA", "USSR"; the engine's fallback title-cases the id into "Usa")."""
    names = getattr(config, "names", ())
    if names:
        return str(names[seat])
    return nation_name(str(config.nations[seat]))
