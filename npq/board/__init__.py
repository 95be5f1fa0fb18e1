"""The board: the 1924 polar map as validated, indexed geometry (rulebook 1A, 1B; D1-D6).

``load_board()`` reads ``data/board.geojson`` and ``data/territories.geojson`` (RFC 7946,
WGS84 lon/lat), projects them onto the board plane (1 unit = 1 Length) and returns a
:class:`Board` with typed frozen features, prepared geometries and STRtree indexes::

    board = load_board()
    board.find_place("Kings Bay").nation      # None: neutral
    board.nation_at(board.to_board(20.5, 54.7))  # "germany": Königsberg, East Prussia
"""

from npq.board.load import CHANNEL_HALF_WIDTH, build_board, clear_cache, load_board
from npq.board.model import (
    BARRAGE_RADIUS,
    ICE_RING_RADIUS,
    NATIONS,
    PLACE_KINDS,
    PORT_KINDS,
    RING_RADIUS,
    ZONE_KINDS,
    Board,
    Feature,
    FeatureKind,
    Place,
    Territory,
    WeatherArea,
)
from npq.board.projection import BOARD_CRS, BOARD_EDGE_LAT, LENGTH_M, Projection, projection
from npq.errors import BoardError

__all__ = [
    "BARRAGE_RADIUS",
    "BOARD_CRS",
    "BOARD_EDGE_LAT",
    "CHANNEL_HALF_WIDTH",
    "ICE_RING_RADIUS",
    "LENGTH_M",
    "NATIONS",
    "PLACE_KINDS",
    "PORT_KINDS",
    "RING_RADIUS",
    "ZONE_KINDS",
    "Board",
    "BoardError",
    "Feature",
    "FeatureKind",
    "Place",
    "Projection",
    "Territory",
    "WeatherArea",
    "build_board",
    "clear_cache",
    "load_board",
    "projection",
]
