"""Matplotlib figures: the board map (``npq map``) and the layers route plots build on.

Only this package imports matplotlib (checked by import-linter).
"""

from npq.plot.board_map import (
    ICON_STYLE,
    NATION_COLORS,
    NATION_LABELS,
    NEUTRAL_COLOR,
    SEA_COLOR,
    draw_board,
    render_board_map,
)

__all__ = [
    "ICON_STYLE",
    "NATION_COLORS",
    "NATION_LABELS",
    "NEUTRAL_COLOR",
    "SEA_COLOR",
    "draw_board",
    "render_board_map",
]
