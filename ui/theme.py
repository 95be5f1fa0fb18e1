"""Colours, pens and sizes of the app, in one place.

Nation background colours follow the rulebook's table in 1A "Flags and Background Colors"
(France light blue, DESIGN.md D3); neutral territory is white. Base and port symbol colours follow
the legend in 1A "Bases and Ports": bases blue, ports red, rings grey, mission halos red.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from npq import i18n
from npq.content import load_nations
from ui.language import QT_TRANSLATE_NOOP

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
    "SEAT_COLOURS",
    "WEATHER_BORDER",
    "nation_colour",
    "nation_name",
    "piece_colour",
    "seat_background",
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

#: English names (msgids: :func:`nation_name` shows them in the language in force).
NATION_NAMES: dict[str, str] = {n.id: n.name for n in load_nations()}

#: The colours a seat may choose at the New game dialog instead of its nation's (issue 12: two
#: nations' shades can look alike to some eyes): strong shades, distinct from each other and
#: readable on every territory fill; the name is what the dialog shows.
SEAT_COLOURS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("NewGameDialog", "red"), "#c62828"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "blue"), "#1565c0"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "green"), "#2e7d32"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "purple"), "#6a1b9a"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "orange"), "#ef6c00"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "brown"), "#5d4037"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "magenta"), "#d81b60"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "teal"), "#00838f"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "black"), "#212121"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "gold"), "#b89400"),
)

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


def piece_colour(nation: str | None, chosen: str | None = None) -> QColor:
    """The colour of a seat's pieces, flags and marks: the one chosen for the seat (a ``#rrggbb``
    string), else its nation's strong shade."""
    if chosen:
        colour = QColor(chosen)
        if colour.isValid():
            return colour
    return MINIATURE_COLOURS.get(nation or "", QColor("#555555"))


def seat_background(nation: str | None, chosen: str | None = None) -> QColor:
    """The pale background of a seat's rows and title (player board, players table, log): a
    light tint of the colour chosen for the seat, else its nation's territory fill."""
    if chosen:
        c = QColor(chosen)
        if c.isValid():
            return QColor(
                int(c.red() * 0.3 + 255 * 0.7),
                int(c.green() * 0.3 + 255 * 0.7),
                int(c.blue() * 0.3 + 255 * 0.7),
            )
    return NATION_COLOURS.get(nation or "", NEUTRAL_WHITE)


def nation_name(nation: str | None) -> str:
    """Display name of a nation id (``None`` → ``"neutral"``)."""
    if nation is None:
        return i18n.gettext("neutral")
    name = NATION_NAMES.get(nation)
    return i18n.gettext(name) if name else nation.replace("_", " ").title()


def seat_name(config: Any, seat: int) -> str:
    """The name a seat plays under: the name given at the New game dialog, else its nation's
    display name ("USA", "USSR"; the engine's fallback title-cases the id into "Usa")."""
    names = getattr(config, "names", ())
    if names:
        return str(names[seat])
    return nation_name(str(config.nations[seat]))
