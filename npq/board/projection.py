"""The board plane (D1): azimuthal equidistant projection centred on the North Pole.

One Length is 500 km; the 0° meridian points down (−y) and east runs counter-clockwise, so a
polar map of the northern hemisphere looks as it does on the printed board (rulebook 1A).
One :class:`pyproj.Transformer` is built per process and reused for every conversion: building
a transformer costs milliseconds, using one costs microseconds.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TypeVar

import numpy as np
import shapely
from numpy.typing import NDArray
from pyproj import Transformer
from shapely.geometry.base import BaseGeometry

__all__ = [
    "BOARD_CRS",
    "BOARD_EDGE_LAT",
    "LENGTH_M",
    "Projection",
    "projection",
]

#: D1: azimuthal equidistant, centred on the North Pole, 0° meridian pointing down.
BOARD_CRS = "+proj=aeqd +lat_0=90 +lon_0=0 +datum=WGS84 +units=m +no_defs"
#: D1: one Length is 500 km.
LENGTH_M = 500_000.0
#: D1: the board edge is the 25°N parallel.
BOARD_EDGE_LAT = 25.0

G = TypeVar("G", bound=BaseGeometry)


class Projection:
    """WGS84 lon/lat <-> board plane in Lengths, with one reused transformer each way, built
    when first used (~25 ms: a board read from its cache and a headless game need neither)."""

    __slots__ = ("_forward", "_inverse")

    def __init__(self) -> None:
        self._forward: Transformer | None = None
        self._inverse: Transformer | None = None

    @property
    def _fwd(self) -> Transformer:
        if self._forward is None:
            self._forward = Transformer.from_crs("EPSG:4326", BOARD_CRS, always_xy=True)
        return self._forward

    @property
    def _inv(self) -> Transformer:
        if self._inverse is None:
            self._inverse = Transformer.from_crs(BOARD_CRS, "EPSG:4326", always_xy=True)
        return self._inverse

    def to_board(self, lon: float, lat: float) -> tuple[float, float]:
        """The board position (in Lengths) of a WGS84 longitude/latitude."""
        x, y = self._fwd.transform(lon, lat)
        return float(x) / LENGTH_M, float(y) / LENGTH_M

    def to_lonlat(self, x: float, y: float) -> tuple[float, float]:
        """The WGS84 longitude/latitude of a board position (in Lengths)."""
        lon, lat = self._inv.transform(x * LENGTH_M, y * LENGTH_M)
        return float(lon), float(lat)

    def coords_to_board(self, coords: NDArray[np.float64]) -> NDArray[np.float64]:
        """Project an ``(n, 2)`` array of lon/lat to board coordinates, vectorised."""
        x, y = self._fwd.transform(coords[:, 0], coords[:, 1])
        return np.column_stack((np.asarray(x), np.asarray(y))) / LENGTH_M

    def coords_to_lonlat(self, coords: NDArray[np.float64]) -> NDArray[np.float64]:
        """Unproject an ``(n, 2)`` array of board coordinates to lon/lat, vectorised."""
        lon, lat = self._inv.transform(coords[:, 0] * LENGTH_M, coords[:, 1] * LENGTH_M)
        return np.column_stack((np.asarray(lon), np.asarray(lat)))

    def geometry_to_board(self, geom: G) -> G:
        """Project a lon/lat geometry onto the board plane (no repair; see the loader)."""
        return shapely.transform(geom, self.coords_to_board)

    def geometry_to_lonlat(self, geom: G) -> G:
        """Unproject a board-plane geometry to lon/lat."""
        return shapely.transform(geom, self.coords_to_lonlat)

    def radius_at(self, lat: float) -> float:
        """Distance from the Pole, in Lengths, of the parallel ``lat`` (a circle in D1)."""
        x, y = self.to_board(0.0, lat)
        return float(np.hypot(x, y))


@lru_cache(maxsize=1)
def projection() -> Projection:
    """The process-wide projection (its transformers are built once)."""
    return Projection()
