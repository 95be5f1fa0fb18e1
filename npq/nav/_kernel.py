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

from npq.board import RING_RADIUS
from npq.nav._grid import _GOFF, _GROW, _TINY, GRID
from npq.nav.geometry import EPS as _EPS

__all__ = ["AirArrays", "SurveyTables", "flatten", "pack", "scratch", "walk", "warm"]

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


# ---------------------------------------------------------------------------------------------
# The whole survey of an airship's segment (issue 15): npq.nav._index.survey_compiled.

#: Sections of :class:`SurveyTables`' integer array: its first :data:`_NI` entries are where each
#: section begins.
(
    _I_CELL,  # per list-grid cell: its first edge row (CSR, as AirArrays.cell_start)
    _I_META,  # per edge row: serial, first copy, copies (3 ints)
    _I_POLY,  # per copy: its polygon
    _I_PSTART,  # per cell: its first place row
    _I_PIDS,  # per place row: the place
    _I_KIND,  # per cell: 0 no polygon reaches it, 1 no edge crosses it, 2 a reference point
    _I_HSTART,  # per cell: its first row of polygons (held, or reaching it)
    _I_HIDS,  # per row: the polygon
    _I_HFLAG,  # per row: 1 when the polygon holds the cell's reference point (kind 2)
) = range(9)
_NI = 9
#: Sections of the float array (after ``reach`` at index 0).
_F_GEO, _F_COPY, _F_PXY, _F_REF = 1, 2, 3, 4
_NF = 5
#: A ring whose centre lies further than this beyond a segment's bounding box cannot be
#: entered (``npq.nav.zones.ring_hits``'s own quick test, the same sum).
_RING_BOX = RING_RADIUS + 2 * _EPS
#: A ring whose centre lies further than the square root of this from a segment is neither
#: entered (``circle_entry`` within ``RING_RADIUS + EPS``) nor holds its start: 1e-7 L beyond,
#: far more than the rounding of either distance.
_RING_FAR2 = (RING_RADIUS + _EPS + 1e-7) ** 2


class SurveyTables(NamedTuple):
    """The ``air`` layer's grid, how it classifies a point in each cell
    (``PolygonLayer.holding``) and the places' points, packed into one integer and one float
    array for :func:`survey` (one argument each: numba's dispatch costs per argument).
    ``ints[:_NI]`` and ``floats[1:_NF]`` hold where each section begins; ``floats[0]`` is the
    layer's ``reach``."""

    ints: NDArray[np.int64]
    floats: NDArray[np.float64]


def pack(
    arrays: AirArrays,
    reach: float,
    place_xy: list[tuple[float, float]] | tuple[tuple[float, float], ...],
    cell_inside: dict[int, tuple[int, ...]],
    cell_ref: dict[int, tuple[float, float, frozenset[int], tuple[int, ...]]],
    grid_cell: Any,
) -> SurveyTables:
    """:class:`SurveyTables` from the walk's :class:`AirArrays`, the layer's ``reach``, the
    places' points and the layer's ``cell_inside`` and ``cell_ref`` (``grid_cell`` maps a
    layer cell to the list grid's number, ``None`` beyond it)."""
    size = _GROW * _GROW
    kind = np.zeros(size, dtype=np.int64)
    ref_xy = np.zeros((size, 2), dtype=np.float64)
    rows: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for c, held in cell_inside.items():
        g = grid_cell(c)
        if g is not None:
            kind[g] = 1
            rows[g] = (held, (1,) * len(held))
    for c, (x, y, inside, cands) in cell_ref.items():
        g = grid_cell(c)
        if g is not None:
            kind[g] = 2
            ref_xy[g, 0], ref_xy[g, 1] = x, y
            rows[g] = (cands, tuple(1 if p in inside else 0 for p in cands))
    held_start = np.zeros(size + 1, dtype=np.int64)
    ids: list[int] = []
    flags: list[int] = []
    for g in range(size):
        row = rows.get(g)
        if row is not None:
            ids.extend(row[0])
            flags.extend(row[1])
        held_start[g + 1] = len(ids)
    int_parts = [
        arrays.cell_start,
        arrays.meta.reshape(-1),
        arrays.copy_poly,
        arrays.place_start,
        arrays.place_ids,
        kind,
        held_start,
        np.array(ids, dtype=np.int64),
        np.array(flags, dtype=np.int64),
    ]
    float_parts = [
        arrays.geo.reshape(-1),
        arrays.copy.reshape(-1),
        np.array(place_xy, dtype=np.float64).reshape(-1),
        ref_xy.reshape(-1),
    ]
    starts = np.cumsum([_NI] + [len(a) for a in int_parts])[:-1]
    fstarts = np.cumsum([_NF] + [len(a) for a in float_parts])[:-1]
    ints = np.concatenate([starts.astype(np.int64), *int_parts])
    floats = np.concatenate(
        [np.array([reach], dtype=np.float64), fstarts.astype(np.float64), *float_parts]
    )
    return SurveyTables(ints, floats)


def scratch() -> tuple[NDArray[np.int64], NDArray[np.float64]]:
    """Working and answer buffers for one thread's :func:`survey` calls."""
    return np.empty(17 * _CAP, dtype=np.int64), np.empty(10 * _CAP, dtype=np.float64)


@njit(cache=True, nogil=True)
def _survey(
    ax: float,
    ay: float,
    bx: float,
    by: float,
    rlen: float,
    hlen: float,
    want_places: bool,
    ti: NDArray[np.int64],
    tf: NDArray[np.float64],
    bi: NDArray[np.int64],
    bf: NDArray[np.float64],
) -> int:
    # An airship's whole survey of a segment whose crossings are all clean, in one pass:
    # _walk's cuts, PolygonLayer.holding for the start, and npq.nav.zones.survey_cuts's exact
    # branch (the stretches inside each polygon by crossing parity), with the same tests and
    # the same arithmetic in the same order. Whatever the Python path would hand to GEOS, or
    # decide with a tolerance this kernel cannot reproduce bit for bit (a crossing at a vertex,
    # at the start, two at one point, an edge (nearly) along the path or along the start's
    # reference line, where Python's math.hypot would decide), makes it answer -1 instead,
    # and the Python path answers. What it finds goes to the start of bi and bf (ints: 0,
    # n_hold, n_end, n_res, the polygons holding the start, holding the end, surveyed, then
    # the places near; floats: each surveyed polygon's first entry, last exit and length
    # inside, by first entry); it returns how many ints.
    grid, goff, grow, tiny, cap = GRID, _GOFF, _GROW, _TINY, _CAP
    cell_start = ti[_I_CELL]
    meta = ti[_I_META]
    copy_poly = ti[_I_POLY]
    place_start = ti[_I_PSTART]
    place_ids = ti[_I_PIDS]
    kind = ti[_I_KIND]
    held_start = ti[_I_HSTART]
    held_ids = ti[_I_HIDS]
    held_flag = ti[_I_HFLAG]
    reach = tf[0]
    geo = int(tf[_F_GEO])
    copy = int(tf[_F_COPY])
    pxy = int(tf[_F_PXY])
    refs = int(tf[_F_REF])
    # Scratch regions (units of cap): 0-4 the ints reported, then the working lists.
    cut_poly, places, done, hold = 5 * cap, 6 * cap, 7 * cap, 8 * cap
    hcut_poly, hodd, polys, res_z, ends = 9 * cap, 10 * cap, 11 * cap, 13 * cap, 15 * cap
    cut_t, hcut_t, tsr = 6 * cap, 7 * cap, 8 * cap
    lim = 1e-8 * rlen * rlen * reach * (rlen + reach + 1.0)
    tol = tiny * rlen
    rx, ry = bx - ax, by - ay
    k = ax * ry - ay * rx
    n_cut = n_place = n_done = 0
    i, j = math.floor(ax / grid), math.floor(ay / grid)
    ie, je = math.floor(bx / grid), math.floor(by / grid)
    cell = (i + goff) * grow + j + goff
    first = cell
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
    while True:
        for e in range(ti[cell_start + cell], ti[cell_start + cell + 1]):
            at = geo + 4 * e
            gx0, gy0, gx1, gy1 = tf[at], tf[at + 1], tf[at + 2], tf[at + 3]
            if (gx0 * ry - gy0 * rx - k) * (gx1 * ry - gy1 * rx - k) > lim:
                continue
            g = ti[meta + 3 * e]
            seen = False
            for m in range(n_done):
                if bi[done + m] == g:
                    seen = True
                    break
            if seen:
                continue
            if n_done == cap:
                return -1
            bi[done + n_done] = g
            n_done += 1
            c0 = ti[meta + 3 * e + 1]
            for c in range(c0, c0 + ti[meta + 3 * e + 2]):
                at = copy + 5 * c
                x0, y0, sx, sy, slen = tf[at], tf[at + 1], tf[at + 2], tf[at + 3], tf[at + 4]
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
                    return -1  # (nearly) along the path: maybe degenerate
                t = (qx * sy - qy * sx) / den
                if t < -tiny or t > 1.0 + tiny:
                    continue
                u = cross / den
                if u <= tiny or u >= 1.0 - tiny or n_cut == cap:
                    return -1  # through a vertex
                bi[cut_poly + n_cut] = ti[copy_poly + c]
                bf[cut_t + n_cut] = t
                n_cut += 1
        if want_places:
            for p in range(ti[place_start + cell], ti[place_start + cell + 1]):
                pid = ti[place_ids + p]
                seen = False
                for m in range(n_place):
                    if bi[places + m] == pid:
                        seen = True
                        break
                if not seen:
                    if n_place == cap:
                        return -1
                    bi[places + n_place] = pid
                    n_place += 1
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

    # The polygons holding the start (PolygonLayer.holding, in its cell).
    n_hold = 0
    what = ti[kind + first]
    h0, h1 = ti[held_start + first], ti[held_start + first + 1]
    if h1 - h0 > cap:
        return -1
    if what == 1:
        for h in range(h0, h1):
            bi[hold + n_hold] = ti[held_ids + h]
            n_hold += 1
    elif what == 2:
        x0r, y0r = tf[refs + 2 * first], tf[refs + 2 * first + 1]
        dx, dy = ax - x0r, ay - y0r
        if dx == 0.0 and dy == 0.0:
            for h in range(h0, h1):
                if ti[held_flag + h]:
                    bi[hold + n_hold] = ti[held_ids + h]
                    n_hold += 1
        else:
            # cuts_of(near_edges(layer, [cell], ...)) from the reference point to the start:
            # only how many times each polygon is crossed matters (parity), and whether every
            # crossing is clean (PolygonLayer.holding asks GEOS otherwise: -1).
            hk = x0r * dy - y0r * dx
            hlim = 1e-8 * hlen * hlen * reach * (hlen + reach + 1.0)
            htol = tiny * hlen
            n_hcut = n_hodd = 0
            for e in range(ti[cell_start + first], ti[cell_start + first + 1]):
                at = geo + 4 * e
                gx0, gy0, gx1, gy1 = tf[at], tf[at + 1], tf[at + 2], tf[at + 3]
                if (gx0 * dy - gy0 * dx - hk) * (gx1 * dy - gy1 * dx - hk) > hlim:
                    continue
                c0 = ti[meta + 3 * e + 1]
                for c in range(c0, c0 + ti[meta + 3 * e + 2]):
                    at = copy + 5 * c
                    x0, y0, sx, sy = tf[at], tf[at + 1], tf[at + 2], tf[at + 3]
                    slen = tf[at + 4]
                    z = ti[copy_poly + c]
                    qx, qy = x0 - x0r, y0 - y0r
                    cross = qx * dy - qy * dx
                    den = dx * sy - dy * sx
                    slack = htol * slen
                    if den > slack:
                        if cross < -slack or cross > den + slack:
                            continue
                    elif den < -slack:
                        if cross > slack or cross < den - slack:
                            continue
                    else:
                        # Maybe collinear (odd): that matters only to a polygon also cut.
                        if n_hodd == cap:
                            return -1
                        bi[hodd + n_hodd] = z
                        n_hodd += 1
                        continue
                    t = (qx * sy - qy * sx) / den
                    if t < -tiny or t > 1.0 + tiny:
                        continue
                    u = cross / den
                    if u <= tiny or u >= 1.0 - tiny or n_hcut == cap:
                        return -1  # through a vertex: GEOS decides, in Python
                    bi[hcut_poly + n_hcut] = z
                    bf[hcut_t + n_hcut] = t
                    n_hcut += 1
            for h in range(h0, h1):
                p = ti[held_ids + h]
                count = 0
                for m in range(n_hcut):
                    if bi[hcut_poly + m] == p:
                        bf[tsr + count] = bf[hcut_t + m]
                        count += 1
                if count == 0:
                    if ti[held_flag + h]:
                        bi[hold + n_hold] = p
                        n_hold += 1
                    continue
                for m in range(n_hodd):
                    if bi[hodd + m] == p:
                        return -1
                # _clean: the crossings clear of both ends and of each other.
                if count > 1:
                    bf[tsr : tsr + count].sort()
                    for w in range(count - 1):
                        if bf[tsr + w + 1] - bf[tsr + w] <= tiny:
                            return -1
                if not (bf[tsr] > tiny and bf[tsr + count - 1] < 1.0 - tiny):
                    return -1
                if (ti[held_flag + h] == 1) != (count % 2 == 1):
                    bi[hold + n_hold] = p
                    n_hold += 1

    # The polygons to survey: those cut, then those holding the start (survey_cuts's order
    # does not matter: its results are sorted by entry and id).
    n_poly = 0
    for m in range(n_cut + n_hold):
        z = bi[cut_poly + m] if m < n_cut else bi[hold + m - n_cut]
        new = True
        for w in range(n_poly):
            if bi[polys + w] == z:
                new = False
                break
        if new:
            bi[polys + n_poly] = z
            n_poly += 1
    n_res = n_end = 0
    for w in range(n_poly):
        z = bi[polys + w]
        count = 0
        for m in range(n_cut):
            if bi[cut_poly + m] == z:
                bf[tsr + count] = bf[cut_t + m]
                count += 1
        if count > 1:
            bf[tsr : tsr + count].sort()
            # survey_cuts's exact branch only: no two cuts at one point...
            for m in range(count - 1):
                if bf[tsr + m + 1] - bf[tsr + m] <= tiny:
                    return -1
        if count and not bf[tsr] > tiny:
            return -1  # ... and none at the start
        inside = False
        for m in range(n_hold):
            if bi[hold + m] == z:
                inside = True
                break
        prev = 0.0
        entry = exit_ = length = -1.0
        at_end = False
        for m in range(count):
            t = bf[tsr + m]
            if inside and t > prev:
                e0, e1 = 0.0 + prev * rlen, 0.0 + t * rlen
                if length < 0.0:
                    entry, exit_, length = e0, e1, e1 - e0
                else:
                    exit_ = e1 if e1 > exit_ else exit_
                    length += e1 - e0
                if t >= 1.0 - 1e-12:
                    at_end = True
            inside = not inside
            prev = t
        if inside and prev < 1.0:
            e0, e1 = 0.0 + prev * rlen, 0.0 + 1.0 * rlen
            if length < 0.0:
                entry, exit_, length = e0, e1, e1 - e0
            else:
                exit_ = e1 if e1 > exit_ else exit_
                length += e1 - e0
            at_end = True
        if at_end:
            bi[ends + n_end] = z
            n_end += 1
        if length <= _EPS:
            continue
        bi[res_z + n_res] = z
        bf[3 * n_res] = entry
        bf[3 * n_res + 1] = exit_
        bf[3 * n_res + 2] = length
        n_res += 1

    # What is reported: counts, the polygons holding the start, holding the end, surveyed,
    # then the places whose ring the segment may enter (ring_hits's bounding test: a centre
    # beyond the segment's box widened by the radius is neither entered nor holds the start,
    # the segment's first point; the same for one clearly too far from the segment).
    if 4 + n_hold + n_end + n_res + n_place > 5 * cap:
        return -1  # the answer would run into the working lists
    bi[0], bi[1], bi[2], bi[3] = 0, n_hold, n_end, n_res
    out = 4
    for m in range(n_hold):
        bi[out] = bi[hold + m]
        out += 1
    for m in range(n_end):
        bi[out] = bi[ends + m]
        out += 1
    # The surveyed polygons by first entry (npq.nav.zones.survey_found checks for ties).
    for m in range(1, n_res):
        w = m
        while w > 0 and bf[3 * w] < bf[3 * (w - 1)]:
            for q in range(3):
                bf[3 * w + q], bf[3 * (w - 1) + q] = bf[3 * (w - 1) + q], bf[3 * w + q]
            bi[res_z + w], bi[res_z + w - 1] = bi[res_z + w - 1], bi[res_z + w]
            w -= 1
    for m in range(n_res):
        bi[out] = bi[res_z + m]
        out += 1
    lo_x = (bx if bx < ax else ax) - _RING_BOX
    hi_x = (bx if bx > ax else ax) + _RING_BOX
    lo_y = (by if by < ay else ay) - _RING_BOX
    hi_y = (by if by > ay else ay) + _RING_BOX
    for m in range(n_place):
        pid = bi[places + m]
        cx, cy = tf[pxy + 2 * pid], tf[pxy + 2 * pid + 1]
        if cx < lo_x or cx > hi_x or cy < lo_y or cy > hi_y:
            continue
        # ... nor one whose centre is clearly further than the ring's radius from the segment.
        fx, fy = cx - ax, cy - ay
        dot = fx * rx + fy * ry
        rr = rx * rx + ry * ry
        if dot <= 0.0:
            d2 = fx * fx + fy * fy
        elif dot >= rr:
            d2 = (cx - bx) * (cx - bx) + (cy - by) * (cy - by)
        else:
            f = dot / rr
            px, py = fx - f * rx, fy - f * ry
            d2 = px * px + py * py
        if d2 > _RING_FAR2:
            continue
        bi[out] = pid
        out += 1
    return out
