"""Per-board navigation index, built once per :class:`~npq.board.Board` and cached.

Move resolution asks one question over and over: along this straight segment, where does it
enter and leave each zone (obstacles, restricted areas, weather areas), each nation's land, and
solid land (land minus the channels, rulebook 4 "Ships Movement"), and which tolerance rings
does it enter? A GEOS overlay per zone per move is the slow way; so is a numpy pass whose fixed
per-call cost dwarfs the few dozen edges near a path (both measured, docs/performance.md).
Instead, in plain Python over data prepared once:

- each family of polygons becomes a :class:`PolygonLayer`: the boundary edges extracted as
  plain tuples, a border shared by two polygons kept once (with both polygons' copies), and
  bucketed in a uniform grid of :data:`GRID`-Length cells; for each cell the polygons whose
  bounding box reaches it, and which of them hold the cell (no edge crosses it) or a reference
  point in it (some edge does);
- a segment walks the cells it passes through (a grid traversal, :func:`cells_along`); each
  edge there gets a cheap side test (:func:`near_edges`) and the few that pass get the exact
  test (:func:`cuts_of`); the stretches between cuts are inside or outside each polygon by
  crossing parity from the polygons holding the start (:func:`pieces`), GEOS deciding only
  degenerate cases (a cut at a vertex, along an edge, at the start);
- a point is classified in its cell: directly when no edge crosses the cell, else by the parity
  of the edges crossed from the cell's reference point (:meth:`PolygonLayer.holding`);
- the places' tolerance rings are bucketed in the same grid, so the rings a path may enter
  come out of the same walk, and are then tested exactly (a circle, not a 64-gon; D4).
- an airship move walks once for all of it (:func:`walk_segment`).

All exact up to floating point: nothing is approximated beyond the board data itself.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import math
import os
import threading
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any, NamedTuple, TypeVar, cast

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry.base import BaseGeometry

from npq.board import RING_RADIUS, Board, Feature, FeatureKind, WeatherArea
from npq.board.tables import TableError, board_tables, check_csr, check_index, source_digest
from npq.nav._grid import _GOFF, _GROW, _TINY, GRID

__all__ = [
    "GRID",
    "KIND_ORDER",
    "NavIndex",
    "PolygonLayer",
    "cell_of",
    "cells_along",
    "cuts_of",
    "layer_intervals",
    "midpoint_pieces",
    "nav_index",
    "near_edges",
    "pieces",
    "places_at",
    "segment_cuts",
    "solid_land",
    "survey_compiled",
    "walk_segment",
    "warm_up",
    "weather_area_at",
]

#: Bounding boxes are widened by this much when bucketed, so an edge or ring that meets a cell
#: only at its border is found from both sides of it.
_PAD = 1e-9


#: A grid cell ``(i, j)`` (the square ``[i, i + 1) x [j, j + 1)`` times :data:`GRID`), packed into
#: one int, ``(i + _OFF) * _ROW + j + _OFF``: a neighbour is then one addition away, and ints
#: hash faster than tuples.
Cell = int
_T = TypeVar("_T")

#: Order of zone kinds crossed at the same entry distance, so results are deterministic.
KIND_ORDER = {
    FeatureKind.WEATHER_AREA: 0,
    FeatureKind.OBSTACLE: 1,
    FeatureKind.SEA_OBSTACLE: 2,
    FeatureKind.RESTRICTED_AREA: 3,
}
_OFF = 1 << 15
_ROW = 1 << 16


#: The airship's hot path indexes a list by cell (``npq.nav._grid``): points within
#: ``_GRID_REACH`` Lengths of the Pole on both axes.
_GRID_REACH = (_GOFF - 2) * GRID


def cell_of(x: float, y: float) -> Cell:
    """The grid cell holding ``(x, y)``."""
    return (math.floor(x / GRID) + _OFF) * _ROW + math.floor(y / GRID) + _OFF


def _cells_of_box(x0: float, y0: float, x1: float, y1: float) -> list[Cell]:
    i0, i1 = math.floor((x0 - _PAD) / GRID), math.floor((x1 + _PAD) / GRID)
    j0, j1 = math.floor((y0 - _PAD) / GRID), math.floor((y1 + _PAD) / GRID)
    return [(i + _OFF) * _ROW + j + _OFF for i in range(i0, i1 + 1) for j in range(j0, j1 + 1)]


_last_walk: tuple[tuple[float, float, float, float], list[Cell]] | None = None


def cells_along(ax: float, ay: float, bx: float, by: float) -> list[Cell]:
    """The grid cells the segment a-b passes through, in order (a grid traversal, DDA).

    The end cell is always included, even if floating point made the walk step beside it. The
    last walk is remembered: a move asks for the same segment's cells for its rings and for
    its zones. Treat the returned list as read-only.
    """
    global _last_walk
    key = (ax, ay, bx, by)
    last = _last_walk
    if last is not None and last[0] == key:
        return last[1]
    out = _walk(ax, ay, bx, by)
    _last_walk = (key, out)
    return out


def _walk(ax: float, ay: float, bx: float, by: float) -> list[Cell]:
    i, j = math.floor(ax / GRID), math.floor(ay / GRID)
    ie, je = math.floor(bx / GRID), math.floor(by / GRID)
    cell = (i + _OFF) * _ROW + j + _OFF
    out = [cell]
    steps = abs(ie - i) + abs(je - j)
    if not steps:
        return out
    dx, dy = bx - ax, by - ay
    if dx:
        tx = ((i + (dx > 0)) * GRID - ax) / dx
        tdx = GRID / abs(dx)
    else:
        tx = tdx = math.inf
    if dy:
        ty = ((j + (dy > 0)) * GRID - ay) / dy
        tdy = GRID / abs(dy)
    else:
        ty = tdy = math.inf
    step_x = _ROW if dx > 0 else -_ROW
    step_y = 1 if dy > 0 else -1
    for _ in range(steps):
        if tx < ty:
            cell += step_x
            tx += tdx
        else:
            cell += step_y
            ty += tdy
        out.append(cell)
    end = (ie + _OFF) * _ROW + je + _OFF
    if cell != end:
        out.append(end)
    return out


#: A polygon edge: ``(x0, y0, dx, dy, length, polygon)``.
Edge = tuple[float, float, float, float, float, int]
#: A geometric edge in a cell: its end points, a serial number, and every polygon edge lying on
#: it (two where neighbouring polygons share a border), each in its own polygon's orientation.
GeoEdge = tuple[float, float, float, float, int, tuple[Edge, ...]]
#: A cell's reference point, the polygons holding it and the polygons reaching the cell.
CellRef = tuple[float, float, frozenset[int], tuple[int, ...]]

#: Cells with no row remembered per table at most (a row that exists is always kept): the
#: lookups of points far off the board cannot grow a table without bound.
_EMPTY_MAX = 1 << 18


class _Rows(dict[Cell, _T | None]):
    """A stored table's rows by cell, each made from the arrays when first looked up:
    ``rows[cell]`` is the row, or ``None`` where the table has none (issue 15: a process
    makes the ~1,500 rows a game reads instead of the ~200,000 tuples of every row)."""

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[Cell], _T | None]) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, cell: Cell) -> _T | None:
        row = self._make(cell)
        if row is not None or len(self) < _EMPTY_MAX:
            self[cell] = row
        return row


class _Positions:
    """Where each cell's row is in a stored table (a binary search over the cells sorted: no
    dict of every cell made per process); a cell listed twice is a damaged table."""

    __slots__ = ("array", "order", "sorted")

    def __init__(self, cells: NDArray[Any], what: str) -> None:
        order = np.argsort(cells, kind="stable")
        ordered = cells[order]
        if len(ordered) > 1 and bool((ordered[1:] == ordered[:-1]).any()):
            raise TableError(f"{what}: a cell listed twice")
        self.array = ordered
        self.sorted: list[int] = ordered.tolist()
        self.order: list[int] = order.tolist()

    def holds_all(self, cells: NDArray[Any]) -> bool:
        """Whether every one of ``cells`` has a row."""
        if not len(cells):
            return True
        if not len(self.array):
            return False
        at = np.minimum(np.searchsorted(self.array, cells), len(self.array) - 1)
        return bool((self.array[at] == cells).all())

    def get(self, cell: Cell) -> int | None:
        """The row of ``cell``, or ``None``."""
        i = bisect_left(self.sorted, cell)
        if i < len(self.sorted) and self.sorted[i] == cell:
            return self.order[i]
        return None


class _Csr:
    """A stored ``cell -> tuple of polygon numbers`` table (:func:`_csr`), checked whole when
    read; a row is made when first asked for."""

    __slots__ = ("cells", "off", "pos", "values")

    def __init__(self, a: dict[str, NDArray[Any]], name: str, size: int) -> None:
        cells, off, values = a[f"{name}.cells"], a[f"{name}.off"], a[f"{name}.values"]
        _int_array(cells, name)
        _int_array(off, name)
        _int_array(values, name)
        if cells.ndim != 1 or len(off) != len(cells) + 1:
            raise TableError(f"{name}: row count")
        check_csr(off, len(values), name)
        check_index(values, size, name)
        self.cells, self.off, self.values = cells, off, values
        self.pos = _Positions(cells, name)

    def row(self, cell: Cell) -> tuple[int, ...] | None:
        k = self.pos.get(cell)
        if k is None:
            return None
        return tuple(self.values[self.off[k] : self.off[k + 1]].tolist())

    def whole(self) -> dict[Cell, tuple[int, ...]]:
        flat = self.values.tolist()
        return {
            c: tuple(flat[x:y])
            for c, (x, y) in zip(self.cells.tolist(), pairwise(self.off.tolist()), strict=True)
        }


def _int_array(a: NDArray[Any], what: str) -> None:
    if a.dtype != np.int64:
        raise TableError(f"{what}: not integers")


def _float_array(a: NDArray[Any], shape: tuple[int, ...], what: str) -> None:
    if a.dtype != np.float64 or a.shape != shape or not bool(np.isfinite(a).all()):
        raise TableError(f"{what}: not {shape} finite numbers")


class _LayerTables:
    """A :class:`PolygonLayer`'s stored arrays (:func:`_layer_tables`), every size, index and
    number checked when read, so that a row made later cannot fail; the rows' tuples are made
    from them when a lookup first needs them, each edge's tuple once."""

    __slots__ = (
        "cell_inside",
        "copies",
        "copy_lists",
        "copy_off",
        "edge_cells",
        "edge_ids",
        "edge_off",
        "edge_poly",
        "edge_pos",
        "edges",
        "geo_xy",
        "made_edges",
        "made_geo",
        "memo",
        "poly_cells",
        "ref_cells",
        "ref_held",
        "ref_pos",
        "ref_xy",
    )

    def __init__(self, a: dict[str, NDArray[Any]], prefix: str, n_poly: int) -> None:
        edges, poly = a["edges"], a["edge_poly"]
        if edges.ndim != 2:
            raise TableError(f"{prefix}: edges")
        _float_array(edges, (len(edges), 5), f"{prefix}: edges")
        _int_array(poly, f"{prefix}: edge polygons")
        if poly.shape != (len(edges),):
            raise TableError(f"{prefix}: edges")
        check_index(poly, n_poly, f"{prefix}: edge polygons")
        geo_xy, copy_off, copies = a["geo_xy"], a["geo_copy_off"], a["geo_copies"]
        if geo_xy.ndim != 2:
            raise TableError(f"{prefix}: distinct edges")
        _float_array(geo_xy, (len(geo_xy), 4), f"{prefix}: distinct edges")
        _int_array(copy_off, f"{prefix}: edge copies")
        _int_array(copies, f"{prefix}: edge copies")
        check_csr(copy_off, len(copies), f"{prefix}: edge copies")
        if len(copy_off) != len(geo_xy) + 1:
            raise TableError(f"{prefix}: edge copies")
        check_index(copies, len(edges), f"{prefix}: edge copies")
        cells, off, ids = a["cell_edge_cells"], a["cell_edge_off"], a["cell_edge_ids"]
        for x in (cells, off, ids):
            _int_array(x, f"{prefix}: cell edges")
        if cells.ndim != 1 or len(off) != len(cells) + 1:
            raise TableError(f"{prefix}: cell edges")
        check_csr(off, len(ids), f"{prefix}: cell edges")
        check_index(ids, len(geo_xy), f"{prefix}: cell edges")
        self.poly_cells = _Csr(a, "poly_cells", n_poly)
        self.cell_inside = _Csr(a, "cell_inside", n_poly)
        self.ref_held = _Csr(a, "ref_held", n_poly)
        ref_cells, ref_xy = a["ref_cells"], a["ref_xy"]
        _int_array(ref_cells, f"{prefix}: reference points")
        if ref_cells.ndim != 1 or not np.array_equal(self.ref_held.cells, ref_cells):
            raise TableError(f"{prefix}: reference points")
        _float_array(ref_xy, (len(ref_cells), 2), f"{prefix}: reference points")
        if not self.poly_cells.pos.holds_all(ref_cells):
            raise TableError(f"{prefix}: a reference point's cell holds no polygon")
        self.edges, self.edge_poly = edges, poly
        self.geo_xy, self.copy_off, self.copies = geo_xy, copy_off, copies
        self.edge_cells, self.edge_off, self.edge_ids = cells, off, ids
        self.edge_pos = _Positions(cells, f"{prefix}: cell edges")
        self.ref_cells, self.ref_xy = ref_cells, ref_xy
        self.ref_pos = self.ref_held.pos
        self.made_edges: dict[int, Edge] = {}
        self.made_geo: dict[int, GeoEdge] = {}
        self.copy_lists: tuple[list[int], list[int]] | None = None
        self.memo: dict[str, Any] = {}

    def edge(self, k: int) -> Edge:
        e = self.made_edges.get(k)
        if e is None:
            self._make_edges([k])
            e = self.made_edges[k]
        return e

    def all_edges(self) -> tuple[Edge, ...]:
        made = self.made_edges
        self._make_edges([k for k in range(len(self.edges)) if k not in made])
        return tuple([made[k] for k in range(len(self.edges))])

    def _make_edges(self, ks: list[int]) -> None:
        made = self.made_edges
        rows = self.edges[ks].tolist()
        for k, (x0, y0, dx, dy, ln), p in zip(ks, rows, self.edge_poly[ks].tolist(), strict=True):
            made[k] = (x0, y0, dx, dy, ln, p)

    def _make_geos(self, ns: list[int]) -> None:
        """The distinct edges ``ns`` (none made yet), their polygon edges made with them."""
        if self.copy_lists is None:
            self.copy_lists = (self.copy_off.tolist(), self.copies.tolist())
        off, flat = self.copy_lists
        spans = [flat[off[n] : off[n + 1]] for n in ns]
        made_e = self.made_edges
        need = list(dict.fromkeys(k for ks in spans for k in ks if k not in made_e))
        if need:
            self._make_edges(need)
        made = self.made_geo
        for n, (x0, y0, x1, y1), ks in zip(ns, self.geo_xy[ns].tolist(), spans, strict=True):
            made[n] = (x0, y0, x1, y1, n, tuple([made_e[k] for k in ks]))

    def edge_row(self, cell: Cell) -> tuple[GeoEdge, ...] | None:
        k = self.edge_pos.get(cell)
        if k is None:
            return None
        ids = self.edge_ids[self.edge_off[k] : self.edge_off[k + 1]].tolist()
        made = self.made_geo
        new = [n for n in ids if n not in made]
        if new:
            self._make_geos(list(dict.fromkeys(new)))
        return tuple([made[n] for n in ids])

    def ref_row(self, cell: Cell) -> CellRef | None:
        k = self.ref_pos.get(cell)
        if k is None:
            return None
        x, y = self.ref_xy[k].tolist()
        held = self.ref_held.row(cell)
        cands = self.poly_cells.row(cell)
        assert held is not None and cands is not None  # checked when read
        return (x, y, frozenset(held), cands)


@dataclass(frozen=True, slots=True, eq=False)
class PolygonLayer:
    """Polygons prepared for "which stretches of this segment lie inside which polygon".

    Read from the layer's arrays (:func:`_layer_tables`, stored with the board's tables): the
    rows a lookup needs are made when first asked for (``edges_at``, ``inside_at``,
    ``ref_at``: ``None`` where a cell has none); the whole tables (``edges``,
    ``cell_edges``, ``poly_cells``, ``cell_inside``, ``cell_ref``) are made when asked for."""

    geoms: NDArray[np.object_]  # prepared polygons
    reach: float  # the longest edge, which bounds how far a candidate edge lies from a path
    #: Per cell: the distinct edges whose bounding box reaches it.
    edges_at: _Rows[tuple[GeoEdge, ...]]
    #: For cells crossed by no edge: the polygons holding the cell.
    inside_at: _Rows[tuple[int, ...]]
    #: For cells some edge crosses: a reference point away from every edge, the polygons (of
    #: those whose bounding box reaches the cell) holding it, and those polygons.
    ref_at: _Rows[CellRef]
    tables: _LayerTables

    @classmethod
    def from_tables(
        cls, arrays: dict[str, NDArray[Any]], prefix: str, geoms: list[BaseGeometry]
    ) -> PolygonLayer:
        """The layer :func:`_layer_tables` stored, over ``geoms``; values that cannot belong
        to it raise :class:`~npq.board.tables.TableError`."""
        a = {k[len(prefix) + 1 :]: v for k, v in arrays.items() if k.startswith(prefix + ".")}
        t = _LayerTables(a, prefix, len(geoms))
        reach = a["reach"]
        if reach.shape != (1,) or reach.dtype != np.float64:
            raise TableError(f"{prefix}: reach")
        arr = np.array(geoms, dtype=object)
        for g in geoms:
            shapely.prepare(g)
        return cls(
            arr,
            float(reach[0]),
            _Rows(t.edge_row),
            _Rows(t.cell_inside.row),
            _Rows(t.ref_row),
            t,
        )

    @property
    def edges(self) -> tuple[Edge, ...]:
        """Every polygon edge, in the layer's order."""
        return self._whole("edges", _LayerTables.all_edges)

    @property
    def cell_edges(self) -> dict[Cell, tuple[GeoEdge, ...]]:
        """:attr:`edges_at` of every cell that has edges, in the stored order."""
        return self._whole(
            "cell_edges", lambda t: {c: self.edges_at[c] for c in t.edge_cells.tolist()}
        )

    @property
    def poly_cells(self) -> dict[Cell, tuple[int, ...]]:
        """The polygons whose bounding box reaches each cell."""
        return self._whole("poly_cells", lambda t: t.poly_cells.whole())

    @property
    def cell_inside(self) -> dict[Cell, tuple[int, ...]]:
        """:attr:`inside_at` of every cell crossed by no edge, in the stored order."""
        return self._whole("cell_inside", lambda t: t.cell_inside.whole())

    @property
    def cell_ref(self) -> dict[Cell, CellRef]:
        """:attr:`ref_at` of every cell some edge crosses, in the stored order."""
        return self._whole("cell_ref", lambda t: {c: self.ref_at[c] for c in t.ref_cells.tolist()})

    def _whole(self, name: str, make: Callable[[_LayerTables], Any]) -> Any:
        got = self.tables.memo.get(name)
        if got is None:
            got = self.tables.memo[name] = make(self.tables)
        return got

    def holding(self, x: float, y: float) -> list[int]:
        """Indices of the polygons holding ``(x, y)`` (boundary included)."""
        cell = (math.floor(x / GRID) + _OFF) * _ROW + math.floor(y / GRID) + _OFF
        known = self.inside_at[cell]
        if known is not None:
            return list(known)
        ref = self.ref_at[cell]
        if ref is None:
            return []
        # Parity from the cell's reference point: every edge between two points of the cell is
        # bucketed in it. Exact unless a crossing is degenerate (the point on a boundary, through
        # a vertex, along an edge), which GEOS then decides.
        x0, y0, held, cands = ref
        dx, dy = x - x0, y - y0
        if dx == 0.0 and dy == 0.0:
            return [p for p in cands if p in held]
        cuts, odd = cuts_of(near_edges(self, [cell], x0, y0, dx, dy), x0, y0, dx, dy)
        out = []
        for p in cands:
            ts = cuts.get(p)
            if ts is None:
                if p in held:
                    out.append(p)
                continue
            if p in odd or not _clean(ts):
                inside = shapely.intersects_xy(self.geoms[list(cands)], x, y).tolist()
                return [q for q, ok in zip(cands, inside, strict=True) if ok]
            if (p in held) != (len(ts) % 2 == 1):
                out.append(p)
        return out


def _clean(ts: list[float]) -> bool:
    """Whether crossings at ``ts`` (0..1 along a segment) are clear of its ends and of each
    other, so that their number's parity is reliable."""
    if len(ts) > 1:
        ts.sort()
        for t0, t1 in pairwise(ts):
            if t1 - t0 <= _TINY:
                return False
    return ts[0] > _TINY and ts[-1] < 1.0 - _TINY


def _reference_point(cell: Cell, edges: tuple[GeoEdge, ...]) -> tuple[float, float]:
    """A point inside ``cell`` at least 1e-6 L from all ``edges`` (the centre, or near it)."""
    i, j = cell // _ROW - _OFF, cell % _ROW - _OFF
    best = ((i + 0.5) * GRID, (j + 0.5) * GRID)
    best_d = -1.0
    for fx, fy in ((0.5, 0.5), (0.37, 0.61), (0.62, 0.38), (0.29, 0.27), (0.71, 0.73)):
        px, py = (i + fx) * GRID, (j + fy) * GRID
        d = min(_point_edge_distance(px, py, e) for e in edges)
        if d >= 1e-6:
            return (px, py)
        if d > best_d:
            best, best_d = (px, py), d
    return best


def _point_edge_distance(px: float, py: float, e: GeoEdge) -> float:
    x0, y0, x1, y1 = e[0], e[1], e[2], e[3]
    dx, dy = x1 - x0, y1 - y0
    den = dx * dx + dy * dy
    t = 0.0 if den <= 0.0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / den))
    return math.hypot(px - (x0 + t * dx), py - (y0 + t * dy))


#: Edges near a path, as :func:`near_edges` finds them: ``(serial, copies)`` of a ``GeoEdge``.
Near = list[tuple[int, tuple[Edge, ...]]]


def near_edges(
    layer: PolygonLayer,
    cells: list[Cell],
    ax: float,
    ay: float,
    rx: float,
    ry: float,
    places: dict[Cell, tuple[int, ...]] | None = None,
    found: set[int] | None = None,
) -> Near:
    """The edges bucketed in ``cells`` (the segment's :func:`cells_along`) that the segment from
    ``(ax, ay)`` along ``(rx, ry)`` may cross; with ``places`` (``NavIndex.place_cells``), the
    ids bucketed in the same cells are added to ``found`` on the way (one walk for both).

    A cheap filter: it keeps the edges whose end points are not both clearly on one side of the
    segment's line, i.e. the product of their two cross products is at most ``lim``. That bound
    holds, with a tenfold margin, everything the exact test of :func:`cuts_of` can accept: its
    slack is ``1e-9 * |r| * edge length`` on cross products that are at most
    ``|r| * (|r| + reach + 1)`` for an edge whose bounding box reaches a cell of the walk. So
    filtering first changes no result; it only spares the exact test for all but a handful of
    the ~50 edges near a typical move.
    """
    k = ax * ry - ay * rx
    rlen = math.hypot(rx, ry)
    reach = layer.reach
    lim = 1e-8 * rlen * rlen * reach * (rlen + reach + 1.0)
    rows = layer.edges_at
    near: Near = []
    if places is None or found is None:
        for cell in cells:
            es = rows[cell]
            if es is not None:
                for x0, y0, x1, y1, n, copies in es:
                    if (x0 * ry - y0 * rx - k) * (x1 * ry - y1 * rx - k) <= lim:
                        near.append((n, copies))
        return near
    pget = places.get
    for cell in cells:
        es = rows[cell]
        if es is not None:
            for x0, y0, x1, y1, n, copies in es:
                if (x0 * ry - y0 * rx - k) * (x1 * ry - y1 * rx - k) <= lim:
                    near.append((n, copies))
        ids = pget(cell)
        if ids is not None:
            found.update(ids)
    return near


def walk_segment(
    idx: NavIndex, ax: float, ay: float, bx: float, by: float, places: set[int]
) -> tuple[dict[int, list[float]], set[int]]:
    """:func:`segment_cuts` of the ``air`` layer along the segment a-b, and the places bucketed
    along it (added to ``places``), in one grid traversal (an airship move's hot path): the
    cells of :func:`cells_along` are visited as the walk reaches them, and an edge that passes
    :func:`near_edges`'s filter gets :func:`cuts_of`'s exact test right away, while its data is
    at hand. Same tests, same arithmetic, same results."""
    rx, ry = bx - ax, by - ay
    if not max(abs(ax), abs(ay), abs(bx), abs(by)) < _GRID_REACH:
        # Beyond the list grid (far off the board): the general path, same results.
        cells = cells_along(ax, ay, bx, by)
        cands = near_edges(idx.air, cells, ax, ay, rx, ry, idx.place_cells, places)
        return cuts_of(cands, ax, ay, rx, ry)
    rlen = math.hypot(rx, ry)
    reach = idx.air.reach
    lim = 1e-8 * rlen * rlen * reach * (rlen + reach + 1.0)
    tol = _TINY * rlen
    kernel = _walk_kernel()
    if kernel is not None:
        found = kernel(_air_arrays(idx), ax, ay, bx, by, rlen, lim, tol)
        if found is not None:
            ints, ts = found
            n_cut, n_odd = ints[1], ints[2]
            cuts: dict[int, list[float]] = {}
            for z, t in zip(ints[4 : 4 + n_cut], ts, strict=True):
                got = cuts.get(z)
                if got is None:
                    cuts[z] = [t]
                else:
                    got.append(t)
            places.update(ints[4 + n_cut + n_odd :])
            return cuts, set(ints[4 + n_cut : 4 + n_cut + n_odd])
    return _walk_python(idx, ax, ay, bx, by, places, rlen, lim, tol)


def _walk_python(
    idx: NavIndex,
    ax: float,
    ay: float,
    bx: float,
    by: float,
    places: set[int],
    rlen: float,
    lim: float,
    tol: float,
) -> tuple[dict[int, list[float]], set[int]]:
    """The reference walk of :func:`walk_segment` in plain Python (what ``npq.nav._kernel``
    compiles, statement for statement)."""
    rx, ry = bx - ax, by - ay
    k = ax * ry - ay * rx
    grid = idx.air_grid
    cuts: dict[int, list[float]] = {}
    odd: set[int] = set()
    done: set[int] = set()
    i, j = math.floor(ax / GRID), math.floor(ay / GRID)
    ie, je = math.floor(bx / GRID), math.floor(by / GRID)
    cell = (i + _GOFF) * _GROW + j + _GOFF
    end = (ie + _GOFF) * _GROW + je + _GOFF
    steps = abs(ie - i) + abs(je - j)
    if rx:
        tx = ((i + (rx > 0)) * GRID - ax) / rx
        tdx = GRID / abs(rx)
    else:
        tx = tdx = math.inf
    if ry:
        ty = ((j + (ry > 0)) * GRID - ay) / ry
        tdy = GRID / abs(ry)
    else:
        ty = tdy = math.inf
    step_x = _GROW if rx > 0 else -_GROW
    step_y = 1 if ry > 0 else -1
    n = 0
    while True:
        here = grid[cell]
        if here is not None:
            if here is _LAZY:
                here = _air_entry(idx, cell)
            es, ps = here
            for gx0, gy0, gx1, gy1, g, copies in es:
                if (gx0 * ry - gy0 * rx - k) * (gx1 * ry - gy1 * rx - k) > lim or g in done:
                    continue
                done.add(g)
                # The exact test of cuts_of, for each polygon having this edge.
                for x0, y0, sx, sy, slen, z in copies:
                    qx, qy = x0 - ax, y0 - ay
                    cross = qx * ry - qy * rx
                    den = rx * sy - ry * sx
                    slack = tol * slen
                    if den > slack:
                        if cross < -slack or cross > den + slack:
                            continue
                    elif den < -slack:
                        if cross > slack or cross < den - slack:
                            continue
                    else:
                        if abs(cross) <= tol * (rlen + math.hypot(qx, qy)):
                            odd.add(z)
                        continue
                    t = (qx * sy - qy * sx) / den
                    if t < -_TINY or t > 1.0 + _TINY:
                        continue
                    u = cross / den
                    ts = cuts.get(z)
                    if ts is None:
                        cuts[z] = [t]
                    else:
                        ts.append(t)
                    if u <= _TINY or u >= 1.0 - _TINY:
                        odd.add(z)
            if ps:
                places.update(ps)
        if n == steps:
            if cell == end:
                break
            cell = end  # floating point stepped beside the end cell: visit it too
            continue
        n += 1
        if tx < ty:
            cell += step_x
            tx += tdx
        else:
            cell += step_y
            ty += tdy
    return cuts, odd


_UNSET: Any = object()
_kernel_walk: Any = _UNSET
#: ``npq.nav._kernel.survey``, loaded with the compiled walk (see :func:`survey_compiled`).
_kernel_survey: Any = None

#: Walks done in pure Python before the compiled walk is loaded unasked. Importing numba and
#: loading the machine code costs ~0.3 s; the compiled walk saves ~11 us a walk, so it pays back
#: after ~27,000 walks: a headless bot game (~200 walks) never gets there and never loads numba,
#: a long simulation batch does. :func:`warm_up` (the app, the benchmarks) loads it at once.
#: Both walks give the same bits (tests/test_nav_kernel.py), so switching mid-process is safe.
JIT_AFTER_WALKS = 25_000
_python_walks = 0


def _walk_kernel() -> Callable[..., tuple[list[int], list[float]] | None] | None:
    """The compiled walk if it is loaded, or once :data:`JIT_AFTER_WALKS` walks would have paid
    for loading it; ``None`` (the Python walk) before that."""
    global _python_walks
    if _kernel_walk is not _UNSET:
        return cast("Callable[..., tuple[list[int], list[float]] | None] | None", _kernel_walk)
    _python_walks += 1
    if _python_walks < JIT_AFTER_WALKS:
        return None
    return _compiled_walk()


def _compiled_walk() -> Callable[..., tuple[list[int], list[float]] | None] | None:
    """``npq.nav._kernel.walk``, imported on first use (numba's import and the compiled code's
    loading are paid by the first move, not by every program start); ``None`` when numba is
    missing or ``NPQ_NO_JIT`` is set (the pure-Python walk is then used)."""
    global _kernel_walk, _kernel_survey
    if _kernel_walk is _UNSET:
        fn: Any = None
        if not os.environ.get("NPQ_NO_JIT"):
            try:
                from npq.nav import _kernel
            except ImportError:  # numba not installed: the Python walk gives the same results
                pass
            else:
                fn = _kernel.walk
                _kernel_survey = _kernel._survey
        _kernel_walk = fn
    return cast("Callable[..., tuple[list[int], list[float]] | None] | None", _kernel_walk)


def warm_up() -> bool:
    """Get the compiled walk ready (import numba, load or compile the machine code) ahead of
    the first airship move; the app calls it from a background thread once its window is up.
    Returns whether the compiled walk is in use."""
    if _compiled_walk() is None:
        return False
    from npq.nav._kernel import warm

    warm()
    return True


def _air_arrays(idx: NavIndex) -> Any:
    """The ``air`` grid flattened for the compiled walk (``npq.nav._kernel.AirArrays``), built on
    first use per board."""
    arrays = idx.memo.get(_air_arrays)
    if arrays is None:
        from npq.nav._kernel import flatten

        arrays = idx.memo[_air_arrays] = flatten(_whole_grid(idx))
    return arrays


def _survey_tables(idx: NavIndex) -> tuple[Any, list[tuple[float, float] | None]]:
    """For :func:`survey_compiled`, built on first use per board: the ``air`` layer, how it
    classifies a point in each cell and the places' points packed for the compiled survey
    (``npq.nav._kernel.SurveyTables``), and each cell's reference point (``None`` where it
    has none) as a list indexed like ``air_grid``."""
    found = idx.memo.get(_survey_tables)
    if found is None:
        from npq.nav._kernel import pack

        def grid_cell(c: Cell) -> int | None:
            i, j = c // _ROW - _OFF, c % _ROW - _OFF
            if -_GOFF < i < _GOFF and -_GOFF < j < _GOFF:
                return (i + _GOFF) * _GROW + j + _GOFF
            return None

        air = idx.air
        refs: list[tuple[float, float] | None] = [None] * (_GROW * _GROW)
        for c, ref in air.cell_ref.items():
            g = grid_cell(c)
            if g is not None:
                refs[g] = (ref[0], ref[1])
        tables = pack(
            _air_arrays(idx), air.reach, idx.place_xy, air.cell_inside, air.cell_ref, grid_cell
        )
        found = idx.memo[_survey_tables] = (tables, refs)
    return cast("tuple[Any, list[tuple[float, float] | None]]", found)


#: Each thread's working buffers for the compiled survey (``npq.nav._kernel.scratch``).
_buffers = threading.local()


def survey_compiled(
    idx: NavIndex, ax: float, ay: float, bx: float, by: float, seg: float, want_places: bool
) -> tuple[list[int], list[float]] | None:
    """An airship's whole survey of the segment a-b (``seg`` > 0: its length,
    ``math.hypot(bx - ax, by - ay)``) in one call of the compiled kernel
    (``npq.nav._kernel.survey``): :func:`walk_segment`'s cuts, :meth:`PolygonLayer.holding`
    of a, ``npq.nav.zones.survey_cuts``'s stretches inside each polygon and, with
    ``want_places``, the places whose ring the segment may enter (those passing
    ``ring_hits``'s bounding test). ``None`` when the compiled code is not loaded, the
    segment leaves the list grid, or any crossing is one the Python path decides (at a
    vertex, along an edge, at the start: that path then answers, with the same results)."""
    fn = _kernel_survey
    if fn is None or _kernel_walk is None or _kernel_walk is _UNSET:
        return None
    if not max(abs(ax), abs(ay), abs(bx), abs(by)) < _GRID_REACH:
        return None
    tables, refs = _survey_tables(idx)
    # PolygonLayer.holding's own length, from the start cell's reference point.
    ref = refs[(math.floor(ax / GRID) + _GOFF) * _GROW + math.floor(ay / GRID) + _GOFF]
    hlen = 0.0 if ref is None else math.hypot(ax - ref[0], ay - ref[1])
    try:
        bi, bf = _buffers.arrays
    except AttributeError:
        from npq.nav._kernel import scratch

        bi, bf = _buffers.arrays = scratch()
    n = fn(ax, ay, bx, by, seg, hlen, want_places, tables[0], tables[1], bi, bf)
    if n < 0:
        return None
    ints: list[int] = bi[:n].tolist()
    return ints, bf[: 3 * ints[3]].tolist()


def cuts_of(
    near: Near, ax: float, ay: float, rx: float, ry: float
) -> tuple[dict[int, list[float]], set[int]]:
    """The exact edge test over :func:`near_edges`: where the segment crosses each edge, as ``t``
    (0..1 along the segment) per polygon, and the polygons whose crossings are degenerate
    (through a vertex, along an edge), for which crossing parity is unreliable."""
    cuts: dict[int, list[float]] = {}
    odd: set[int] = set()
    if not near:
        return cuts, odd
    rlen = math.hypot(rx, ry)
    tol = _TINY * rlen
    done: set[int] = set()
    for n, copies in near:
        if n in done:
            continue  # an edge reaching several cells of the walk
        done.add(n)
        for x0, y0, sx, sy, slen, z in copies:
            qx, qy = x0 - ax, y0 - ay
            cross = qx * ry - qy * rx
            den = rx * sy - ry * sx
            # u = cross / den is where along the edge the path's line meets it: reject edges
            # whose ends lie on one side of the path (u outside [0, 1]) before dividing.
            slack = tol * slen
            if den > slack:
                if cross < -slack or cross > den + slack:
                    continue
            elif den < -slack:
                if cross > slack or cross < den - slack:
                    continue
            else:
                if abs(cross) <= tol * (rlen + math.hypot(qx, qy)):
                    odd.add(z)  # (nearly) collinear: the path may run along this edge
                continue
            t = (qx * sy - qy * sx) / den
            if t < -_TINY or t > 1.0 + _TINY:
                continue
            u = cross / den
            ts = cuts.get(z)
            if ts is None:
                cuts[z] = [t]
            else:
                ts.append(t)
            if u <= _TINY or u >= 1.0 - _TINY:
                odd.add(z)  # through a vertex: parity would count it twice
    return cuts, odd


def segment_cuts(
    layer: PolygonLayer, ax: float, ay: float, rx: float, ry: float, cells: list[Cell]
) -> tuple[dict[int, list[float]], set[int]]:
    """Where the segment from ``(ax, ay)`` along ``(rx, ry)`` crosses the boundary edges bucketed
    in ``cells`` (its :func:`cells_along`): :func:`cuts_of` over :func:`near_edges`."""
    return cuts_of(near_edges(layer, cells, ax, ay, rx, ry), ax, ay, rx, ry)


def layer_intervals(
    layer: PolygonLayer,
    a: tuple[float, float],
    b: tuple[float, float],
    cells: list[Cell] | None = None,
) -> tuple[list[tuple[int, float, float]], list[int]]:
    """``(polygon, t0, t1)`` for each stretch of the segment a-b inside a polygon (t in 0..1),
    and the polygons holding ``a``.

    The segment is cut wherever it crosses a boundary edge bucketed in the cells it passes
    through (``cells``: :func:`cells_along` of the segment, computed here when not given).
    Polygons with no edge near the path matter only if they hold the whole segment, i.e. its
    start point.
    """
    ax, ay = a
    bx, by = b
    rx, ry = bx - ax, by - ay
    if cells is None:
        cells = cells_along(ax, ay, bx, by)
    cuts, odd = cuts_of(near_edges(layer, cells, ax, ay, rx, ry), ax, ay, rx, ry)
    return pieces(layer, cuts, odd, ax, ay, rx, ry)


def pieces(
    layer: PolygonLayer,
    cuts: dict[int, list[float]],
    odd: set[int],
    ax: float,
    ay: float,
    rx: float,
    ry: float,
    holding: list[int] | None = None,
) -> tuple[list[tuple[int, float, float]], list[int]]:
    """The stretches of the segment inside each polygon from its cuts (:func:`cuts_of`), and the
    polygons holding the start (see :func:`layer_intervals`; ``holding`` when known)."""
    if holding is None:
        holding = layer.holding(ax, ay)
    for z in holding:
        if z not in cuts:
            cuts[z] = []
    if not cuts:
        return [], holding
    found: list[tuple[int, float, float]] = []
    degenerate: list[tuple[int, list[float]]] = []
    for z, ts in cuts.items():
        if len(ts) > 1:
            ts.sort()
        # Crossing parity decides inside/outside from the start, unless a cut is degenerate:
        # at the start itself (the start on the boundary), two cuts at one point (through a
        # vertex), or a collinear edge. Those polygons ask GEOS about each piece's midpoint.
        exact = z not in odd and (not ts or ts[0] > _TINY)
        if exact and len(ts) > 1:
            for t0, t1 in pairwise(ts):
                if t1 - t0 <= _TINY:
                    exact = False
                    break
        if exact:
            inside = z in holding
            prev = 0.0
            for t in ts:
                if inside and t > prev:
                    found.append((z, prev, t))
                inside = not inside
                prev = t
            if inside and prev < 1.0:
                found.append((z, prev, 1.0))
        else:
            degenerate.append((z, ts))
    if degenerate:
        found += midpoint_pieces(layer, degenerate, ax, ay, rx, ry)
    return found, holding


def midpoint_pieces(
    layer: PolygonLayer,
    degenerate: list[tuple[int, list[float]]],
    ax: float,
    ay: float,
    rx: float,
    ry: float,
) -> list[tuple[int, float, float]]:
    """For polygons whose cuts (sorted) are degenerate: the pieces between cuts whose midpoint
    the polygon holds, asked of the prepared polygons in one GEOS call."""
    pz: list[int] = []
    xs: list[float] = []
    ys: list[float] = []
    spans: list[tuple[float, float]] = []
    for z, ts in degenerate:
        marks = sorted({0.0, 1.0, *(min(1.0, max(0.0, t)) for t in ts)})
        for t0, t1 in pairwise(marks):
            if t1 - t0 > 1e-12:
                m = (t0 + t1) * 0.5
                pz.append(z)
                xs.append(ax + m * rx)
                ys.append(ay + m * ry)
                spans.append((t0, t1))
    if not pz:
        return []
    inside_mid = shapely.intersects_xy(layer.geoms[pz], xs, ys).tolist()
    return [(z, t0, t1) for z, (t0, t1), ok in zip(pz, spans, inside_mid, strict=True) if ok]


@dataclass(frozen=True, slots=True, eq=False)
class NavIndex:
    """Derived, cached geometry for move resolution on one board.

    ``air`` holds what a move is surveyed against, in one layer so a move costs one pass:
    ``board.zones`` (indices ``0 .. zone_count - 1``), then the nations' land (index
    ``zone_count + k`` is ``territory_keys[k]``: a nation id or ``"neutral"``). ``weather``
    follows ``board.weather_areas``; ``solid`` is land minus channels, what ships may not sail
    over (rulebook 4). ``place_cells`` buckets ``board.places`` by their tolerance rings.
    """

    board: Board
    place_xy: tuple[tuple[float, float], ...]  # board.places' points, same order
    place_cells: dict[Cell, tuple[int, ...]]
    air: PolygonLayer
    zone_count: int
    territory_keys: tuple[str, ...]
    weather: PolygonLayer
    solid: PolygonLayer
    #: :attr:`air_cells` as a list indexed by the hot path's cell numbers (see ``_GOFF``); an
    #: entry not made yet is ``_LAZY`` (:func:`_air_entry` makes it).
    air_grid: list[Any]
    #: Per zone (``air`` polygons ``0 .. zone_count - 1``): id, kind, name, :data:`KIND_ORDER`,
    #: the feature itself.
    zone_info: tuple[tuple[str, FeatureKind, str, int, Feature], ...]
    #: Values derived from the index by its users (e.g. each zone's Venture card line under a
    #: rule), computed once per board.
    memo: dict[object, Any]
    #: Per ``air`` polygon: the weather area's ``(band, sector, id)`` (how a point on a border
    #: picks its area, :meth:`Board.weather_area_at`), ``None`` for other zones and land.
    area_rank: tuple[tuple[int, int, str] | None, ...]

    @property
    def air_cells(self) -> dict[Cell, tuple[tuple[GeoEdge, ...], tuple[int, ...]]]:
        """Per cell: the ``air`` layer's edges and the places' ids bucketed there (one lookup
        for both on an airship's walk, :func:`walk_segment`)."""
        rows, places = self.air.edges_at, self.place_cells
        return {c: (rows[c] or (), places.get(c, ())) for c in self.air.cell_edges.keys() | places}


#: In ``NavIndex.air_grid``: a cell whose entry is made when a walk first reaches it.
_LAZY: Any = object()


def _air_entry(idx: NavIndex, g: int) -> tuple[tuple[GeoEdge, ...], tuple[int, ...]]:
    """Make ``idx.air_grid[g]`` (its ``air`` edges and places) from the stored rows."""
    c = (g // _GROW - _GOFF + _OFF) * _ROW + g % _GROW - _GOFF + _OFF
    entry = idx.air_grid[g] = (idx.air.edges_at[c] or (), idx.place_cells.get(c, ()))
    return entry


def _whole_grid(idx: NavIndex) -> list[tuple[tuple[GeoEdge, ...], tuple[int, ...]] | None]:
    """``idx.air_grid`` with every entry made (what the compiled walk flattens)."""
    grid = idx.air_grid
    for g, entry in enumerate(grid):
        if entry is _LAZY:
            _air_entry(idx, g)
    return grid


_cache: dict[int, NavIndex] = {}
_lock = threading.Lock()


def nav_index(board: Board) -> NavIndex:
    """The index for ``board``, built on first use and then shared."""
    idx = _cache.get(id(board))
    if idx is not None and idx.board is board:
        return idx
    with _lock:
        idx = _cache.get(id(board))
        if idx is None or idx.board is not board:
            idx = _build(board)
            if len(_cache) >= 8:
                _cache.pop(next(iter(_cache)))
            _cache[id(board)] = idx
    return idx


def weather_area_at(idx: NavIndex, x: float, y: float) -> WeatherArea | None:
    """The weather area holding ``(x, y)``, as :meth:`Board.weather_area_at` decides it (on a
    border the lowest band, then sector), or ``None`` off the board; one grid lookup and one
    prepared-geometry test, without building a Point or querying a tree."""
    hits = idx.weather.holding(x, y)
    if not hits:
        return None
    areas = idx.board.weather_areas
    return min((areas[i] for i in hits), key=lambda a: (a.band, a.sector, a.id))


def places_at(idx: NavIndex, x: float, y: float) -> list[int]:
    """Indices (into ``board.places``) of the places whose 0.3 L ring holds ``(x, y)``, nearest
    first (D4); a grid lookup, exact on the circle."""
    ids = idx.place_cells.get(cell_of(x, y))
    if not ids:
        return []
    r2 = (RING_RADIUS + 1e-9) ** 2
    pxy = idx.place_xy
    near = [(dx * dx + dy * dy, i) for i in ids for dx, dy in [(pxy[i][0] - x, pxy[i][1] - y)]]
    return [i for d2, i in sorted(near) if d2 <= r2]


#: Bump when the stored layout of the index changes (the source digest covers the code).
_TABLES_VERSION = "nav-index/1"


class _Built(NamedTuple):
    """A layer as :func:`_built_layer` makes it (what :class:`PolygonLayer` reads back)."""

    edges: tuple[Edge, ...]
    cell_edges: dict[Cell, tuple[GeoEdge, ...]]
    reach: float
    poly_cells: dict[Cell, tuple[int, ...]]
    cell_inside: dict[Cell, tuple[int, ...]]
    cell_ref: dict[Cell, CellRef]


def _built_layer(geoms: list[BaseGeometry]) -> _Built:
    """A layer built from its polygons (~1 s for the packaged board's three), as the tuples
    and dicts :func:`_layer_tables` stores."""
    arr = np.array(geoms, dtype=object)
    edges: list[Edge] = []
    cell_ids: dict[Cell, list[int]] = {}
    poly_cells: dict[Cell, list[int]] = {}
    # Neighbouring polygons (weather areas, nations) share their borders: the same segment
    # is tested once per move, then checked exactly for each polygon that has it.
    shared: dict[tuple[float, float, float, float], list[int]] = {}
    for p, g in enumerate(geoms):
        shapely.prepare(g)
        if g.is_empty:
            continue
        for cell in _cells_of_box(*g.bounds):
            poly_cells.setdefault(cell, []).append(p)
        for ring in shapely.get_parts(shapely.boundary(g)):
            xy = shapely.get_coordinates(ring).tolist()
            for (x0, y0), (x1, y1) in pairwise(xy):
                if x0 == x1 and y0 == y1:
                    continue  # collapsed edges (the polar caps' lat-90 side) cut nothing
                e = len(edges)
                edges.append((x0, y0, x1 - x0, y1 - y0, math.hypot(x1 - x0, y1 - y0), p))
                key = (x0, y0, x1, y1) if (x0, y0) < (x1, y1) else (x1, y1, x0, y0)
                copies = shared.get(key)
                if copies is not None:
                    copies.append(e)
                    continue
                shared[key] = [e]
                box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
                for cell in _cells_of_box(*box):
                    cell_ids.setdefault(cell, []).append(e)
    # Built cell by cell with fresh float objects, so that what one cell's test reads lies
    # together in memory (a move reads ~20 cells' edges; cheap, and it cannot hurt).
    serial = {copies[0]: n for n, copies in enumerate(shared.values())}
    key_of = {copies[0]: key for key, copies in shared.items()}
    copies_of = {copies[0]: copies for copies in shared.values()}
    made: dict[int, tuple[Edge, ...]] = {}
    cell_edges: dict[Cell, tuple[GeoEdge, ...]] = {}
    for c in sorted(cell_ids):
        row: list[GeoEdge] = []
        for e in cell_ids[c]:
            copies_e = made.get(e)
            if copies_e is None:
                copies_e = made[e] = tuple(edges[i] for i in copies_of[e])
            x0, y0, x1, y1 = key_of[e]
            row.append((x0 * 1.0, y0 * 1.0, x1 * 1.0, y1 * 1.0, serial[e], copies_e))
        cell_edges[c] = tuple(row)
    # A cell that no edge reaches lies wholly inside or wholly outside each polygon, so its
    # centre says which: a point in such a cell needs no geometry test at all.
    clear = [c for c in poly_cells if c not in cell_edges]
    cell_inside: dict[Cell, tuple[int, ...]] = {}
    if clear:
        owner = [p for c in clear for p in poly_cells[c]]
        cx = [(c // _ROW - _OFF + 0.5) * GRID for c in clear for _ in poly_cells[c]]
        cy = [(c % _ROW - _OFF + 0.5) * GRID for c in clear for _ in poly_cells[c]]
        inside = shapely.intersects_xy(arr[owner], cx, cy).tolist()
        k = 0
        for c in clear:
            held = []
            for p in poly_cells[c]:
                if inside[k]:
                    held.append(p)
                k += 1
            cell_inside[c] = tuple(held)
    # The other cells get a reference point, so that a point there is classified by the
    # parity of the edges crossed on the way from it (see holding).
    crossed = [c for c in poly_cells if c in cell_edges]
    refs = [_reference_point(c, cell_edges[c]) for c in crossed]
    owner = [p for c in crossed for p in poly_cells[c]]
    rx = [r[0] for c, r in zip(crossed, refs, strict=True) for _ in poly_cells[c]]
    ry = [r[1] for c, r in zip(crossed, refs, strict=True) for _ in poly_cells[c]]
    inside = shapely.intersects_xy(arr[owner], rx, ry).tolist() if owner else []
    cell_ref: dict[Cell, tuple[float, float, frozenset[int], tuple[int, ...]]] = {}
    k = 0
    for c, (x, y) in zip(crossed, refs, strict=True):
        held = []
        for p in poly_cells[c]:
            if inside[k]:
                held.append(p)
            k += 1
        cell_ref[c] = (x, y, frozenset(held), tuple(poly_cells[c]))
    return _Built(
        tuple(edges),
        cell_edges,
        max((e[4] for e in edges), default=0.0),
        {c: tuple(v) for c, v in poly_cells.items()},
        cell_inside,
        cell_ref,
    )


def _layer_tables(layer: _Built, prefix: str) -> dict[str, NDArray[Any]]:
    """``layer`` as flat arrays (:mod:`npq.board.tables`), every dict and tuple in its order."""
    edge_no = {id(e): k for k, e in enumerate(layer.edges)}
    geo: dict[int, GeoEdge] = {}
    cells: list[int] = []
    offsets: list[int] = [0]
    entries: list[int] = []
    for c, row in layer.cell_edges.items():
        cells.append(c)
        for ge in row:
            geo.setdefault(ge[4], ge)
            entries.append(ge[4])
        offsets.append(len(entries))
    serials = sorted(geo)
    if serials != list(range(len(serials))):
        raise ValueError("edge serials are not 0..n-1")
    copy_off: list[int] = [0]
    copy_ids: list[int] = []
    for n in serials:
        copy_ids.extend(edge_no[id(e)] for e in geo[n][5])
        copy_off.append(len(copy_ids))
    out: dict[str, NDArray[Any]] = {
        "edges": np.array([e[:5] for e in layer.edges], dtype=np.float64).reshape(-1, 5),
        "edge_poly": np.array([e[5] for e in layer.edges], dtype=np.int64),
        "geo_xy": np.array([geo[n][:4] for n in serials], dtype=np.float64).reshape(-1, 4),
        "geo_copy_off": np.array(copy_off, dtype=np.int64),
        "geo_copies": np.array(copy_ids, dtype=np.int64),
        "cell_edge_cells": np.array(cells, dtype=np.int64),
        "cell_edge_off": np.array(offsets, dtype=np.int64),
        "cell_edge_ids": np.array(entries, dtype=np.int64),
        "reach": np.array([layer.reach], dtype=np.float64),
    }
    for name, table in (("poly_cells", layer.poly_cells), ("cell_inside", layer.cell_inside)):
        out.update(_csr(name, table))
    out["ref_cells"] = np.array(list(layer.cell_ref), dtype=np.int64)
    out["ref_xy"] = np.array(
        [(r[0], r[1]) for r in layer.cell_ref.values()], dtype=np.float64
    ).reshape(-1, 2)
    out.update(_csr("ref_held", {c: tuple(sorted(r[2])) for c, r in layer.cell_ref.items()}))
    return {f"{prefix}.{k}": v for k, v in out.items()}


def _csr(name: str, table: dict[Cell, tuple[int, ...]]) -> dict[str, NDArray[Any]]:
    offsets = [0]
    values: list[int] = []
    for v in table.values():
        values.extend(v)
        offsets.append(len(values))
    return {
        f"{name}.cells": np.array(list(table), dtype=np.int64),
        f"{name}.off": np.array(offsets, dtype=np.int64),
        f"{name}.values": np.array(values, dtype=np.int64),
    }


_LAYERS = ("air", "weather", "solid")


@functools.lru_cache(maxsize=8)
def solid_land(board: Board) -> BaseGeometry:
    """Land minus the channels, what ships may not sail over (rulebook 4), prepared: the
    navigation index and the ships' router share the one overlay (~25 ms) per board."""
    solid = board.land.difference(shapely.union_all([c.geometry for c in board.channels]))
    shapely.prepare(solid)
    return solid


def _layer_geoms(board: Board) -> tuple[tuple[str, ...], dict[str, list[BaseGeometry]]]:
    """The territory keys of the ``air`` layer and each layer's polygons."""
    solid = solid_land(board) if board.channels else board.land
    keys = tuple(k for k, g in board.territories.items() if not g.is_empty)
    return keys, {
        "air": [z.geometry for z in board.zones] + [board.territories[k] for k in keys],
        "weather": [a.geometry for a in board.weather_areas],
        "solid": [g for g in shapely.get_parts(solid) if g.geom_type == "Polygon" and g.area > 0],
    }


def _fingerprint(geoms: dict[str, list[BaseGeometry]]) -> str:
    """A hash of the layers' polygons in order: the same board file may list its territories
    in another order (built fresh or read from the board cache), and the tables number them."""
    h = hashlib.blake2b(digest_size=12)
    for name in _LAYERS:
        h.update(name.encode())
        for g in geoms[name]:
            h.update(shapely.get_coordinates(g).tobytes())
            h.update(b"|")
    return h.hexdigest()


def _layers(board: Board) -> tuple[tuple[str, ...], dict[str, PolygonLayer]]:
    """The three polygon layers, from the board's stored tables when they are there and
    sound, else built (~1 s) and stored for the next process (issue 15)."""
    keys, geoms = _layer_geoms(board)

    def build() -> dict[str, NDArray[Any]]:
        arrays: dict[str, NDArray[Any]] = {}
        for name in _LAYERS:
            arrays.update(_layer_tables(_built_layer(geoms[name]), name))
        return arrays

    def load(arrays: dict[str, NDArray[Any]]) -> dict[str, PolygonLayer]:
        return {name: PolygonLayer.from_tables(arrays, name, geoms[name]) for name in _LAYERS}

    code = source_digest(__file__, Path(__file__).with_name("_grid.py"))
    version = f"{_TABLES_VERSION}:{code}:{_fingerprint(geoms)}"
    layers: dict[str, PolygonLayer] = board_tables(board, "nav", version, build, load)
    return keys, layers


def _build(board: Board) -> NavIndex:
    # A fresh build makes some 250,000 small tuples and dicts: the cyclic collector would walk
    # the growing heap many times over meanwhile (~0.1 s), and none of them can be part of a
    # cycle.
    paused = gc.isenabled()
    gc.disable()
    try:
        return _assemble(board)
    finally:
        if paused:
            gc.enable()


def _assemble(board: Board) -> NavIndex:
    place_xy = tuple((float(p.point.x), float(p.point.y)) for p in board.places)
    place_cells: dict[Cell, list[int]] = {}
    r = RING_RADIUS
    for i, (x, y) in enumerate(place_xy):
        for cell in _cells_of_box(x - r, y - r, x + r, y + r):
            place_cells.setdefault(cell, []).append(i)
    keys, layers = _layers(board)
    air = layers["air"]
    places = {c: tuple(v) for c, v in place_cells.items()}
    # The hot path's list grid: a cell with edges or places holds _LAZY until a walk first
    # passes it (_air_entry), one with neither None.
    grid: list[Any] = [None] * (_GROW * _GROW)
    for c in {*air.tables.edge_cells.tolist(), *places}:
        i, j = c // _ROW - _OFF, c % _ROW - _OFF
        if -_GOFF < i < _GOFF and -_GOFF < j < _GOFF:
            grid[(i + _GOFF) * _GROW + j + _GOFF] = _LAZY
    ranks: list[tuple[int, int, str] | None] = [
        (z.band, z.sector, z.id) if isinstance(z, WeatherArea) else None for z in board.zones
    ]
    return NavIndex(
        board=board,
        place_xy=place_xy,
        place_cells=places,
        air=air,
        zone_count=len(board.zones),
        territory_keys=keys,
        weather=layers["weather"],
        solid=layers["solid"],
        air_grid=grid,
        zone_info=tuple((z.id, z.kind, z.name, KIND_ORDER.get(z.kind, 9), z) for z in board.zones),
        area_rank=(*ranks, *(None for _ in keys)),
        memo={},
    )
