"""Navigation: the Navigating Tool, the Wind Indicator, move resolution and the calculators.

Rulebook 4 (Airships and Ships), 5 (Navigation Tools and Calculation); DESIGN.md D4-D11, D13.
Pure functions over a :class:`npq.board.Board`; no game state. The game engine and the UI ask
the same functions, so a move previewed in the UI resolves exactly as the engine applies it.
"""

from npq.nav.geometry import Coord, Course, advance, heading_between, tool_lines
from npq.nav.speed import (
    INTEGRITY_CAP,
    RANGE_CAP,
    SHIP_SPEED,
    SPEED_CAP,
    MoveAllowance,
    allowed_speed,
    capped_integrity,
    capped_range,
    capped_speed,
    crew_bonus,
    needs_wind_spin,
)
from npq.nav.wind import WIND_SECTORS, Wind, parse_wind, spin_wind

__all__ = [
    "INTEGRITY_CAP",
    "RANGE_CAP",
    "SHIP_SPEED",
    "SPEED_CAP",
    "WIND_SECTORS",
    "Coord",
    "Course",
    "MoveAllowance",
    "Wind",
    "advance",
    "allowed_speed",
    "capped_integrity",
    "capped_range",
    "capped_speed",
    "crew_bonus",
    "heading_between",
    "needs_wind_spin",
    "parse_wind",
    "spin_wind",
    "tool_lines",
]
