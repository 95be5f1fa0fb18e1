"""The airship's grid walk, compiled (numba): the loop of :func:`npq.nav._index.walk_segment`.

An airship move spends most of its time walking the grid cells its path passes through and
testing the boundary edges bucketed there (docs/performance.md). In plain Python that loop is
about 16 µs a move, bytecode over a few dozen floats; compiled, under 2 µs. This module holds the
same loop over the same data, flattened into arrays (:class:`AirArrays`, built once per board
by :func:`flatten`), and compiled once per machine by numba (``cache=True``: the machine code is
kept beside this file, or in numba's user cache when that folder is read-only).

Same tests, same arithmetic in the same order, same results: IEEE-754 double arithmetic without
fast-math or contraction (numba's defaults), so every ``t`` is bit for bit what the Python walk
computes (tests/test_nav_kernel.py compares the two on thousands of moves). The pure-Python walk
stays the reference and the fallback: set ``NPQ_NO_JIT=1``, or run where numba is missing.

Imported lazily by :mod:`npq.nav._index` on the first airship move, so that starting the
program does not pay for importing numba.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

import numpy as np
from numba import njit
from numpy.typing import NDArray

from npq.nav._grid import _GOFF, _GROW, _TINY, GRID

__all__ = ["AirArrays", "flatten", "walk", "warm"]

#: Room for what one walk reports; a walk that finds more (none of the board's moves comes
#: close: a 7 L path passes ~30 cells) tells the caller, which then walks in Python.
_CAP = 4096


class AirArrays(NamedTuple):
    """The ``air`` layer's grid (``NavIndex.air_grid``) as flat arrays, one row per entry.

    Cell ``c`` of the hot path's list grid owns edge rows ``cell_start[c]:cell_start[c + 1]``
    and place rows ``place_start[c]:place_start[c + 1]``. An edge row is a geometric edge
    (``geo``: x0, y0, x1, y1) with its serial number and the range of its polygon copies
    (``meta``: serial, first copy, number of copies); a copy row is one polygon's edge
    (``copy``: x0, y0, dx, dy, length; ``copy_poly``: the polygon).
    """

    cell_start: NDArray[np.int64]
    geo: NDArray[np.float64]
    meta: NDArray[np.int64]
    copy: NDArray[np.float64]
    copy_poly: NDArray[np.int64]
    place_start: NDArray[np.int64]
    place_ids: NDArray[np.int64]


def flatten(grid: list[tuple[tuple[Any, ...], tuple[int, ...]] | None]) -> AirArrays:
    """:class:`AirArrays` for a ``NavIndex.air_grid``; each polygon edge's copies stored once."""
    cell_start = np.zeros(len(grid) + 1, dtype=np.int64)
    geo: list[tuple[float, float, float, float]] = []
    meta: list[tuple[int, int, int]] = []
    copy: list[tuple[float, float, float, float, float]] = []
    copy_poly: list[int] = []
    place_start = np.zeros(len(grid) + 1, dtype=np.int64)
    place_ids: list[int] = []
    first_copy: dict[int, int] = {}
    for c, entry in enumerate(grid):
        if entry is not None:
            edges, places = entry
            for x0, y0, x1, y1, serial, copies in edges:
                at = first_copy.get(serial)
                if at is None:
                    at = first_copy[serial] = len(copy)
                    for cx, cy, sx, sy, slen, z in copies:
                        copy.append((cx, cy, sx, sy, slen))
                        copy_poly.append(z)
                geo.append((x0, y0, x1, y1))
                meta.append((serial, at, len(copies)))
            place_ids.extend(places)
        cell_start[c + 1] = len(geo)
        place_start[c + 1] = len(place_ids)
    return AirArrays(
        cell_start,
        np.array(geo, dtype=np.float64).reshape(-1, 4),
        np.array(meta, dtype=np.int64).reshape(-1, 3),
        np.array(copy, dtype=np.float64).reshape(-1, 5),
        np.array(copy_poly, dtype=np.int64),
        place_start,
        np.array(place_ids, dtype=np.int64),
    )


@njit(cache=True, nogil=True)
def _walk(
    ax: float,
    ay: float,
    bx: float,
    by: float,
    rlen: float,
    lim: float,
    tol: float,
    cell_start: NDArray[np.int64],
    geo: NDArray[np.float64],
    meta: NDArray[np.int64],
    copy: NDArray[np.float64],
    copy_poly: NDArray[np.int64],
    place_start: NDArray[np.int64],
    place_ids: NDArray[np.int64],
) -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    # npq.nav._index._walk_python, statement for statement (see there; tests/test_nav_kernel.py
    # holds the two to the same results, bit for bit).
    grid, goff, grow, tiny = GRID, _GOFF, _GROW, _TINY
    rx, ry = bx - ax, by - ay
    k = ax * ry - ay * rx
    cut_poly = np.empty(_CAP, dtype=np.int64)
    cut_t = np.empty(_CAP, dtype=np.float64)
    odd = np.empty(_CAP, dtype=np.int64)
    places = np.empty(_CAP, dtype=np.int64)
    done = np.empty(_CAP, dtype=np.int64)
    n_cut = n_odd = n_place = n_done = 0
    i, j = math.floor(ax / grid), math.floor(ay / grid)
    ie, je = math.floor(bx / grid), math.floor(by / grid)
    cell = (i + goff) * grow + j + goff
    end = (ie + goff) * grow + je + goff
    steps = abs(ie - i) + abs(je - j)
    if rx:
        tx = ((i + (1 if rx > 0 else 0)) * grid - ax) / rx
        tdx = grid / abs(rx)
    else:
        tx = tdx = math.inf
    if ry:
        ty = ((j + (1 if ry > 0 else 0)) * grid - ay) / ry
        tdy = grid / abs(ry)
    else:
        ty = tdy = math.inf
    step_x = grow if rx > 0 else -grow
    step_y = 1 if ry > 0 else -1
    n = 0
    overflow = False
    while True:
        for e in range(cell_start[cell], cell_start[cell + 1]):
            gx0, gy0, gx1, gy1 = geo[e, 0], geo[e, 1], geo[e, 2], geo[e, 3]
            if (gx0 * ry - gy0 * rx - k) * (gx1 * ry - gy1 * rx - k) > lim:
                continue
            g = meta[e, 0]
            seen = False
            for m in range(n_done):
                if done[m] == g:
                    seen = True
                    break
            if seen:
                continue
            if n_done == _CAP:
                overflow = True
                break
            done[n_done] = g
            n_done += 1
            for c in range(meta[e, 1], meta[e, 1] + meta[e, 2]):
                x0, y0, sx, sy, slen = copy[c, 0], copy[c, 1], copy[c, 2], copy[c, 3], copy[c, 4]
                z = copy_poly[c]
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
                        if n_odd == _CAP:
                            overflow = True
                            break
                        odd[n_odd] = z
                        n_odd += 1
                    continue
                t = (qx * sy - qy * sx) / den
                if t < -tiny or t > 1.0 + tiny:
                    continue
                u = cross / den
                if n_cut == _CAP or n_odd == _CAP:
                    overflow = True
                    break
                cut_poly[n_cut] = z
                cut_t[n_cut] = t
                n_cut += 1
                if u <= tiny or u >= 1.0 - tiny:
                    odd[n_odd] = z
                    n_odd += 1
            if overflow:
                break
        if overflow:
            break
        for p in range(place_start[cell], place_start[cell + 1]):
            pid = place_ids[p]
            seen = False
            for m in range(n_place):
                if places[m] == pid:
                    seen = True
                    break
            if not seen:
                if n_place == _CAP:
                    overflow = True
                    break
                places[n_place] = pid
                n_place += 1
        if overflow:
            break
        if n == steps:
            if cell == end:
                break
            cell = end
            continue
        n += 1
        if tx < ty:
            cell += step_x
            tx += tdx
        else:
            cell += step_y
            ty += tdy
    ints = np.empty(4 + n_cut + n_odd + n_place, dtype=np.int64)
    ints[0] = 1 if overflow else 0
    ints[1] = n_cut
    ints[2] = n_odd
    ints[3] = n_place
    ints[4 : 4 + n_cut] = cut_poly[:n_cut]
    ints[4 + n_cut : 4 + n_cut + n_odd] = odd[:n_odd]
    ints[4 + n_cut + n_odd :] = places[:n_place]
    return ints, cut_t[:n_cut].copy()


def walk(
    arrays: AirArrays,
    ax: float,
    ay: float,
    bx: float,
    by: float,
    rlen: float,
    lim: float,
    tol: float,
) -> tuple[list[int], list[float]] | None:
    """The walk's findings: ``[overflow, n_cut, n_odd, n_place, cut polygons..., odd
    polygons..., places...]`` and the cuts' ``t``; ``None`` when a buffer overflowed."""
    ints, ts = _walk(ax, ay, bx, by, rlen, lim, tol, *arrays)
    out: list[int] = ints.tolist()
    if out[0]:
        return None
    return out, ts.tolist()


def warm() -> None:
    """Compile (or load from numba's cache) the walk for the argument types the game passes,
    without any board: the first move then starts at once. Safe from any thread."""
    none = np.zeros(_GROW * _GROW + 1, dtype=np.int64)
    _walk(
        0.1,
        0.1,
        0.2,
        0.2,
        math.hypot(0.1, 0.1),
        0.0,
        0.0,
        none,
        np.zeros((0, 4), dtype=np.float64),
        np.zeros((0, 3), dtype=np.int64),
        np.zeros((0, 5), dtype=np.float64),
        np.zeros(0, dtype=np.int64),
        none,
        np.zeros(0, dtype=np.int64),
    )
