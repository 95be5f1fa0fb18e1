"""Navigation: the Navigating Tool, the Wind Indicator, move resolution and the calculators.

Rulebook 4 (Airships and Ships), 5 (Navigation Tools and Calculation); DESIGN.md D4-D11, D13.
Pure functions over a :class:`npq.board.Board`; no game state. The game engine and the UI ask
the same functions, so a move previewed in the UI resolves exactly as the engine applies it.
"""

from npq.nav._index import warm_up
from npq.nav.airship import AirshipMove, over_neutral, resolve_airship_move, stationed_at
from npq.nav.calculators import (
    MissionEntry,
    RangeLeg,
    RangePlan,
    ReachableArea,
    TurnForecast,
    calculator_places,
    distance_between,
    fuel_needed,
    mission_reward,
    mission_table,
    plan_range,
    reachable_area,
    refuel_stops_needed,
    resolve_point,
    route_forecast,
    turns_needed,
)
from npq.nav.geometry import Coord, Course, advance, heading_between, tool_lines
from npq.nav.planner import RouteCrew, RoutePlan, RouteRules, RouteTurn, plan_route, wind_band
from npq.nav.ship import ShipMove, resolve_ship_move, ship_cost
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
from npq.nav.zones import VENTURE_LINE, Crossing, LandCrossing, RingEntry

__all__ = [
    "INTEGRITY_CAP",
    "RANGE_CAP",
    "SHIP_SPEED",
    "SPEED_CAP",
    "VENTURE_LINE",
    "WIND_SECTORS",
    "AirshipMove",
    "Coord",
    "Course",
    "Crossing",
    "LandCrossing",
    "MissionEntry",
    "MoveAllowance",
    "RangeLeg",
    "RangePlan",
    "ReachableArea",
    "RingEntry",
    "RouteCrew",
    "RoutePlan",
    "RouteRules",
    "RouteTurn",
    "ShipMove",
    "TurnForecast",
    "Wind",
    "advance",
    "allowed_speed",
    "calculator_places",
    "capped_integrity",
    "capped_range",
    "capped_speed",
    "crew_bonus",
    "distance_between",
    "fuel_needed",
    "heading_between",
    "mission_reward",
    "mission_table",
    "needs_wind_spin",
    "over_neutral",
    "parse_wind",
    "plan_range",
    "plan_route",
    "reachable_area",
    "refuel_stops_needed",
    "resolve_airship_move",
    "resolve_point",
    "resolve_ship_move",
    "route_forecast",
    "ship_cost",
    "spin_wind",
    "stationed_at",
    "tool_lines",
    "turns_needed",
    "warm_up",
    "wind_band",
]
