"""Route finding for the bots: the airship's plans and clear legs, ship passages over water.

The airship flies the Range tab's weather-reading planner (:func:`route_plan` over
:func:`npq.nav.planner.plan_route`, issue 18: one planner for the app, the CLI and the bots);
:class:`AirRouter` only answers whether a straight leg is clear (around obstacles without a
Commander, around the Barrage Area until it is unlocked, 1A, D10). A ship follows open water
and the channels (section 4 "Ships Movement"): :class:`WaterRouter`'s graph is built once per
board and cached; its passages are Dijkstra searches.
"""

from __future__ import annotations

import atexit
import contextlib
import heapq
import itertools
import math
import struct
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from npq._memo import by_identity
from npq.board import BARRAGE_RADIUS, ICE_RING_RADIUS, RING_RADIUS, Board, FeatureKind
from npq.board.tables import (
    TableError,
    board_tables,
    check_index,
    read_tables,
    source_digest,
    write_tables,
)
from npq.bots._stored_plans import disc_digest, plan_key, stored_plans
from npq.game.state import PlayerState, State
from npq.game.world import World
from npq.nav._index import solid_land
from npq.nav.geometry import circle_entry, length_inside_circle
from npq.nav.planner import (
    RouteCrew,
    RoutePlan,
    RouteRules,
    clear_turns,
    plan_route,
    turns_to,
)
from npq.nav.ship import ICE_COST, MAX_SEGMENTS, resolve_ship_move
from npq.nav.speed import SHIP_SPEED
from npq.weather import WeatherDisc

__all__ = [
    "AirRouter",
    "SailPlan",
    "WaterRouter",
    "air_router",
    "route_plan",
    "route_table",
    "route_turns",
    "water_router",
]

Coord = tuple[float, float]


class AirRouter:
    """Whether a straight leg between two points is clear for an airship (1A, D10), and the
    board's places (every base and port can station an airship, 1A) for the bots' hops."""

    def __init__(self, board: Board, advanced: bool = False) -> None:
        self.board = board
        #: The advanced game: the restricted areas (1g) bar the way like the obstacles (1A, D10).
        self.advanced = advanced
        self.ids: tuple[str, ...] = tuple(p.id for p in board.places)
        self.index = {pid: i for i, pid in enumerate(self.ids)}
        self.xy = np.array([(p.point.x, p.point.y) for p in board.places], dtype=float)
        hazards = [
            f.geometry
            for f in board.features
            if f.kind in (FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE)
            or (advanced and f.kind is FeatureKind.RESTRICTED_AREA)
        ]
        self.obstacles = shapely.union_all(hazards)
        shapely.prepare(self.obstacles)
        self.obstacle_polys = np.array(hazards, dtype=object)
        self.obstacle_tree = shapely.STRtree(self.obstacle_polys)
        self._clear: dict[tuple[Coord, Coord, bool, bool], bool] = {}

    def segment_clear(self, a: Coord, b: Coord, commander: bool, unlocked: bool) -> bool:
        """No obstacle without a Commander (D10), no Barrage Area while locked (1A); the
        answers are remembered (a bot weighs the same legs turn after turn)."""
        key = (a, b, commander, unlocked)
        found = self._clear.get(key)
        if found is None:
            found = self._segment_clear(a, b, commander, unlocked)
            if len(self._clear) >= 65_536:
                self._clear.clear()
            self._clear[key] = found
        return found

    def _segment_clear(self, a: Coord, b: Coord, commander: bool, unlocked: bool) -> bool:
        if not unlocked and circle_entry(a, b, (0.0, 0.0), BARRAGE_RADIUS + 0.05) is not None:
            return False
        if not commander and (a != b):
            line = LineString([a, b])
            # The obstacles the line meets, from the tree, each cut on its own: an overlay with
            # the whole union per call cost more than the rest of a bot's turn. A piece longer
            # than 1e-6 inside one obstacle is inside the union; pieces that together stay
            # under it cannot make the union's longer; only in between is the union asked.
            hit = self.obstacle_tree.query(line, predicate="intersects")
            if len(hit):
                lengths = shapely.length(shapely.intersection(line, self.obstacle_polys[hit]))
                if lengths.max() > 1e-6:
                    return False
                if lengths.sum() > 1e-6 and self.obstacles.intersection(line).length > 1e-6:
                    return False
        return True


class WaterRouter:
    """A water grid (0.2 L) plus the channels' fine points and the ports (section 4, D5)."""

    SPACING = 0.2
    FINE = 0.04

    def __init__(self, board: Board) -> None:
        self.board = board
        water = board.water
        shapely.prepare(water)
        self.solid = solid_land(board)
        ports = [p for p in board.places if p.is_port]
        self.port_ids = tuple(p.id for p in ports)
        self._port_index = {pid: k for k, pid in enumerate(self.port_ids)}
        self.port_xy = np.array([(p.point.x, p.point.y) for p in ports], dtype=float)
        self._trees: dict[str, tuple[Mapping[int, float], Mapping[int, int]]] = {}
        self._stored: dict[str, np.ndarray] = {}
        self._new_trees: set[int] = set()
        if board.cache_slot is None:
            self._graph(*self._edges())
        else:
            # The graph (~0.4 s) is stored with the board (issue 15). The Dijkstra trees of the
            # ports (~45 ms each, 5 s for all 114) are searched when first asked, as before, and
            # the ones this process searched are added to the stored trees when it exits.
            board_tables(board, "water-graph", _version("water-graph/1"), self._tables, self._load)
            directory, key = board.cache_slot
            stored = read_tables(directory, key, "water-trees", _version("water-trees/1"))
            if stored is not None:
                with contextlib.suppress(TableError, KeyError):
                    self._stored = self._checked_trees(stored)
            atexit.register(self._flush)
        #: The ship plans stored by earlier processes (:meth:`plan_sail`), by (x, y, target's
        #: port index, budget): their row in :attr:`_sails`, read when first asked.
        self._sails: dict[str, np.ndarray] = {}
        self._sail_rows: dict[tuple[float, float, int, float], int] | None = None
        self._new_sails: dict[tuple[Coord, str, float], SailPlan | None] = {}
        self._allowed: BaseGeometry = shapely.Point()
        self._allowed_key: tuple[tuple[int, ...], str] | None = None
        self._allowed_of: dict[tuple[tuple[int, ...], str], BaseGeometry] = {}
        self._cleared: dict[tuple[Coord, Coord, tuple[tuple[int, ...], str] | None], bool] = {}
        self._tiles: dict[tuple[int, int], BaseGeometry] = {}
        self._plans: dict[tuple[Coord, str, float], SailPlan | None] = {}

    def _graph(self, xy: np.ndarray, left: np.ndarray, right: np.ndarray, cost: np.ndarray) -> None:
        n = len(xy)
        self.xy = xy
        self.port_node = {pid: n - len(self.port_ids) + i for i, pid in enumerate(self.port_ids)}
        self._edge_arrays = (left, right, cost)

    @cached_property
    def adj(self) -> list[list[tuple[int, float]]]:
        """Each node's neighbours and the edges' costs, built when a tree is first searched
        (~0.1 s: with the stored trees a process may never need them)."""
        left, right, cost = self._edge_arrays
        adj: list[list[tuple[int, float]]] = [[] for _ in range(len(self.xy))]
        for a, b, c in zip(left.tolist(), right.tolist(), cost.tolist(), strict=True):
            adj[a].append((b, c))
            adj[b].append((a, c))
        return adj

    def _tables(self) -> dict[str, np.ndarray]:
        """The graph as arrays: the nodes, the edges' ends and their costs."""
        xy, left, right, cost = self._edges()
        return {"xy": xy, "left": left, "right": right, "cost": cost}

    def _load(self, a: dict[str, np.ndarray]) -> None:
        xy, left, right, cost = a["xy"], a["left"], a["right"], a["cost"]
        n = len(xy)
        if xy.shape != (n, 2) or len(self.port_ids) > n:
            raise TableError("water routes: nodes")
        if not (left.shape == right.shape == cost.shape and left.ndim == 1):
            raise TableError("water routes: edges")
        check_index(left, n, "water routes: edges")
        check_index(right, n, "water routes: edges")
        self._graph(xy, left, right, cost)

    def _checked_trees(self, a: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """Stored trees: per port the nodes in the order the search reached them (-1 after
        the last; a port not searched yet starts with -1), their costs and the next node toward
        the port (-1 at the port)."""
        n = len(self.xy)
        shape = (len(self.port_ids), n)
        for name in ("order", "costs", "next"):
            _checked_shape(a[name], shape, f"water trees: {name}")
        check_index(a["order"][a["order"] >= 0], n, "water trees: order")
        check_index(a["next"][a["next"] >= 0], n, "water trees: next")
        return {"order": a["order"], "costs": a["costs"], "next": a["next"]}

    def _flush(self) -> None:
        """Add the trees this process searched and the ship plans it made to the stored ones
        (at exit; another process may have added others meanwhile, which are kept)."""
        slot = self.board.cache_slot
        if slot is None or not slot[0].is_dir():
            return  # no cache, or it was removed meanwhile (a test's folder)
        self._flush_sails()
        if not self._new_trees:
            return
        directory, key = slot
        version = _version("water-trees/1")
        shape = (len(self.port_ids), len(self.xy))
        order = np.full(shape, -1, dtype=np.int32)
        costs = np.full(shape, math.inf)
        nxt = np.full(shape, -1, dtype=np.int32)
        stored = read_tables(directory, key, "water-trees", version)
        if stored is not None:
            with contextlib.suppress(TableError, KeyError):
                old = self._checked_trees(stored)
                order[:], costs[:], nxt[:] = old["order"], old["costs"], old["next"]
        for k in sorted(self._new_trees):
            best, towards = self._trees[self.port_ids[k]]
            m = len(best)
            order[k], costs[k], nxt[k] = -1, math.inf, -1
            order[k, :m] = list(best)
            costs[k, :m] = list(best.values())
            nxt[k, :m] = [towards.get(v, -1) for v in best]
        self._new_trees.clear()
        with contextlib.suppress(OSError):
            write_tables(
                directory,
                key,
                "water-trees",
                version,
                {"order": order, "costs": costs, "next": nxt},
            )

    # -- stored ship plans ------------------------------------------------------------------
    # A ship's plan is a pure function of the board, where the ship is, its target and budget,
    # and ships sail the same journeys game after game (from a nation's start port to an
    # Arctic port, each turn from where the last one ended): the plans a process made are
    # stored with the board's tables at exit and read by the next process (issue 15: ~40 ms a
    # plan, most of a first game's ship planning). The version covers the code they depend on.

    def _read_sails(self) -> dict[tuple[float, float, int, float], int]:
        """The stored plans' rows by key (empty when there are none or they are damaged)."""
        rows: dict[tuple[float, float, int, float], int] = {}
        self._sails = {}
        slot = self.board.cache_slot
        if slot is not None:
            stored = read_tables(slot[0], slot[1], "water-sails", _sails_version())
            if stored is not None:
                with contextlib.suppress(TableError, KeyError, ValueError):
                    self._sails = _checked_sails(stored, len(self.port_ids))
                    pos = self._sails["pos"].tolist()
                    target = self._sails["target"].tolist()
                    budget = self._sails["budget"].tolist()
                    for i, ((x, y), t, b) in enumerate(zip(pos, target, budget, strict=True)):
                        rows.setdefault((x, y, t, b), i)
        return rows

    def _stored_sail(self, pos: Coord, target: str, budget: float) -> tuple[bool, SailPlan | None]:
        """(found, the stored plan) for the key of :meth:`plan_sail`."""
        if self._sail_rows is None:
            self._sail_rows = self._read_sails()
        k = self._port_index.get(target)
        if not self._sail_rows or k is None:
            return False, None
        i = self._sail_rows.get((pos[0], pos[1], k, budget))
        if i is None:
            return False, None
        kind = int(self._sails["kind"][i])
        if kind == 0:
            return True, None
        legs = self._sails["legs"][i, : int(self._sails["count"][i])].tolist()
        return True, SailPlan(tuple((x, y) for x, y in legs), kind == 2)

    def _flush_sails(self) -> None:
        """Add the plans this process made to the stored ones (at most :data:`_SAILS_MAX`)."""
        slot = self.board.cache_slot
        if not self._new_sails or slot is None:
            return
        self._sail_rows = self._read_sails()  # what other processes stored meanwhile too
        old = self._sails
        new = [
            (k, plan)
            for k, plan in self._new_sails.items()
            if k[1] in self._port_index
            and (k[0][0], k[0][1], self._port_index[k[1]], k[2]) not in self._sail_rows
        ][: max(0, _SAILS_MAX - len(self._sail_rows))]
        self._new_sails.clear()
        if not new:
            return
        m = len(new)
        pos = np.array([k[0] for k, _ in new], dtype=np.float64).reshape(m, 2)
        target = np.array([self._port_index[k[1]] for k, _ in new], dtype=np.int32)
        budget = np.array([k[2] for k, _ in new], dtype=np.float64)
        kind = np.array([0 if p is None else 1 + p.arrives for _, p in new], dtype=np.uint8)
        count = np.array([0 if p is None else len(p.legs) for _, p in new], dtype=np.uint8)
        legs = np.zeros((m, MAX_SEGMENTS, 2), dtype=np.float64)
        for i, (_, p) in enumerate(new):
            if p is not None:
                legs[i, : len(p.legs)] = p.legs
        arrays: dict[str, np.ndarray] = {
            "pos": pos,
            "target": target,
            "budget": budget,
            "kind": kind,
            "count": count,
            "legs": legs,
        }
        if old:
            arrays = {name: np.concatenate([old[name], a]) for name, a in arrays.items()}
        with contextlib.suppress(OSError):
            write_tables(slot[0], slot[1], "water-sails", _sails_version(), arrays)

    def _edges(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The grid nodes and the edges between them with their sailing cost (D5)."""
        board, solid = self.board, self.solid
        r = board.radius
        xs = np.arange(-r, r + self.SPACING, self.SPACING)
        mx_, my_ = np.meshgrid(xs, xs)
        gx, gy = mx_.ravel(), my_.ravel()
        keep = (np.hypot(gx, gy) <= r - 0.05) & self._clear_xy(gx, gy, 0.03)
        points = [np.column_stack([gx[keep], gy[keep]])]
        for channel in board.channels:
            x0, y0, x1, y1 = channel.geometry.bounds
            fx = np.arange(x0, x1 + self.FINE, self.FINE)
            fy = np.arange(y0, y1 + self.FINE, self.FINE)
            mcx, mcy = np.meshgrid(fx, fy)
            cx, cy = mcx.ravel(), mcy.ravel()
            inside = shapely.contains_xy(channel.geometry, cx, cy) & self._clear_xy(cx, cy, 0.01)
            points.append(np.column_stack([cx[inside], cy[inside]]))
        port_xy = self.port_xy
        points.append(port_xy)
        xy = np.vstack(points)
        n = len(xy)
        port_nodes = set(range(n - len(port_xy), n))
        tree = shapely.STRtree(shapely.points(xy))
        left, right = tree.query(shapely.points(xy), predicate="dwithin", distance=0.35)
        mask = left < right
        left, right = left[mask], right[mask]
        d = np.hypot(xy[left, 0] - xy[right, 0], xy[left, 1] - xy[right, 1])
        is_port = np.zeros(n, dtype=bool)
        is_port[list(port_nodes)] = True
        either_port = is_port[left] | is_port[right]
        ok = (d <= 0.29) | (either_port & (d <= 0.35))
        left, right, d = left[ok], right[ok], d[ok]
        mid_ok = either_port[ok].copy()
        for t in (0.2, 0.4, 0.5, 0.6, 0.8):
            sx = xy[left, 0] + (xy[right, 0] - xy[left, 0]) * t
            sy = xy[left, 1] + (xy[right, 1] - xy[left, 1]) * t
            clear = ~shapely.intersects_xy(solid, sx, sy)
            mid_ok = mid_ok | clear if t == 0.2 else mid_ok & (clear | either_port[ok])
        port_edge = either_port[ok][mid_ok]
        left, right, d = left[mid_ok], right[mid_ok], d[mid_ok]
        # Samples miss slivers of land: an edge a ship could not sail would strand it there.
        lines = shapely.linestrings(np.stack([xy[left], xy[right]], axis=1))
        touch = np.flatnonzero(~port_edge & shapely.intersects(solid, lines))
        if len(touch):
            cut = shapely.length(shapely.intersection(solid, lines[touch])) > 1e-6
            keep_edge = np.ones(len(left), dtype=bool)
            keep_edge[touch[cut]] = False
            left, right, d = left[keep_edge], right[keep_edge], d[keep_edge]
        mx = (xy[left, 0] + xy[right, 0]) / 2
        my = (xy[left, 1] + xy[right, 1]) / 2
        ice = (np.hypot(mx, my) <= ICE_RING_RADIUS).astype(float)
        cost = d * (1.0 + 2.0 * ice)
        return xy, left, right, cost

    def _clear_xy(self, x: np.ndarray, y: np.ndarray, margin: float) -> np.ndarray:
        """Points off solid land by at least ``margin`` in the four axis directions."""
        ok = ~shapely.intersects_xy(self.solid, x, y)
        for dx, dy in ((margin, 0.0), (-margin, 0.0), (0.0, margin), (0.0, -margin)):
            ok &= ~shapely.intersects_xy(self.solid, x + dx, y + dy)
        return ok

    def tree(self, port: str) -> tuple[Mapping[int, float], Mapping[int, int]]:
        """Dijkstra from a port: the sailing cost to every node and the next node toward it."""
        cached = self._trees.get(port)
        if cached is not None:
            return cached
        found = self._stored_tree(port) if self._stored else None
        if found is None:
            found = self._search(port)
            self._new_trees.add(self.port_ids.index(port))
        self._trees[port] = found
        return found

    def _stored_tree(self, port: str) -> tuple[Mapping[int, float], Mapping[int, int]] | None:
        """The stored tree of ``port`` as :meth:`_search` returns it (mappings over the stored
        rows, in the same order, with the same values), or ``None`` when the table's rows do
        not make a tree of it (a damaged cache: searched afresh)."""
        k = self.port_ids.index(port)
        order = self._stored["order"][k]
        if order[0] < 0:
            return None  # not searched by any process yet
        m = int(np.count_nonzero(order >= 0))
        nodes = order[:m]
        towards = self._stored["next"][k, :m]
        src = self.port_node[port]
        if not m or int(nodes[0]) != src or int(towards[0]) != -1:
            return None
        if m > 1 and int(towards[1:].min()) < 0:
            return None
        n = len(self.xy)
        cost_of = np.full(n, math.inf)
        cost_of[nodes] = self._stored["costs"][k, :m]
        next_of = np.full(n, -1, dtype=np.int64)
        next_of[nodes] = towards
        if np.count_nonzero(cost_of < math.inf) != m or np.isnan(cost_of).any():
            return None  # a node listed twice, or a cost that is no cost
        return _NodeCosts(nodes, cost_of), _NextNodes(nodes[1:], next_of)

    def _search(self, port: str) -> tuple[dict[int, float], dict[int, int]]:
        src = self.port_node[port]
        best = {src: 0.0}
        nxt: dict[int, int] = {}
        heap = [(0.0, src)]
        done: set[int] = set()
        adj, get, push, pop, inf = self.adj, best.get, heapq.heappush, heapq.heappop, math.inf
        while heap:
            d, u = pop(heap)
            if u in done:
                continue
            done.add(u)
            for v, c in adj[u]:
                nd = d + c
                if nd < get(v, inf):
                    best[v] = nd
                    nxt[v] = u
                    push(heap, (nd, v))
        return best, nxt

    def cost(self, source: str, target: str) -> float:
        """The sailing cost (D5) between two ports, ``inf`` when no passage exists."""
        best, _ = self.tree(target)
        return best.get(self.port_node[source], math.inf)

    def nearest_node(self, pos: Coord, costs: Mapping[int, float]) -> int | None:
        d = np.hypot(self.xy[:, 0] - pos[0], self.xy[:, 1] - pos[1])
        fallback = None
        for j in self._nearest_order(d):
            if d[j] > 0.4:
                break
            if j in costs:
                node = (float(self.xy[j, 0]), float(self.xy[j, 1]))
                if self.segment_on_water(pos, node):
                    return int(j)
                fallback = int(j) if fallback is None else fallback
        return fallback

    @staticmethod
    def _nearest_order(d: np.ndarray) -> list[int]:
        """The first 40 of ``np.argsort(d)`` as far as they lie within 0.4 L (all that
        :meth:`nearest_node` looks at), without sorting all ~20,000 nodes: those within 0.4 L
        sorted alone give the same order when no two of their distances are equal; when two
        are, the full sort decides their order, as it did."""
        near = np.flatnonzero(d <= 0.4)
        dn = d[near]
        if len(np.unique(dn)) == len(dn):
            return near[np.argsort(dn)][:40].tolist()
        return [j for j in np.argsort(d)[:40].tolist() if d[j] <= 0.4]

    def path(self, pos: Coord, target: str) -> list[Coord]:
        """Grid points from near ``pos`` to the port ``target`` (empty when unreachable)."""
        return [(float(self.xy[n, 0]), float(self.xy[n, 1])) for n in self.path_nodes(pos, target)]

    def path_nodes(self, pos: Coord, target: str) -> list[int]:
        """The grid nodes of :meth:`path` (the last one is the port's node)."""
        costs, nxt = self.tree(target)
        node = self.nearest_node(pos, costs)
        if node is None:
            return []
        out: list[int] = []
        end = self.port_node[target]
        guard = 0
        while node != end and guard < 100_000:
            out.append(node)
            node = nxt[node]
            guard += 1
        out.append(end)
        return out

    def plan_sail(self, pos: Coord, target: str, budget: float = SHIP_SPEED) -> SailPlan | None:
        """This turn's best ship move toward the port ``target``: up to three straight legs
        (rulebook 4 "Ships Movement": segmentation in tight areas) between points of the water
        route, chosen so the ship ends as far along the route as it can -- or in the target's
        ring (D4), which ends the move there. ``None`` when no route leads there.

        The legs come from a small dynamic programme over the route pulled taut (see
        :meth:`_plan_dp`); of its best few ends, the one that leaves the next turn's move
        farthest along wins, so a ship in a winding river does not stop on a bend that blinds
        its next move.
        """
        key = (pos, target, budget)
        if key in self._plans:
            return self._plans[key]
        if len(self._plans) > 512:
            self._plans.clear()
        found, plan = self._stored_sail(pos, target, budget)
        if not found:
            plan = self._plan_sail(pos, target, budget)
            if self.board.cache_slot is not None and len(self._new_sails) < _SAILS_MAX:
                self._new_sails[key] = plan
        self._plans[key] = plan
        return plan

    def _plan_sail(self, pos: Coord, target: str, budget: float) -> SailPlan | None:
        options = self._candidates(pos, target, budget)
        if not options:
            return None
        if options[0][0].arrives or len(options) == 1:
            return options[0][0]
        best: tuple[tuple[float, float], SailPlan] | None = None
        for plan, left, end in options:
            after = self._candidates(end, target, budget)
            if not after:
                continue
            nxt = 0.0 if after[0][0].arrives else after[0][1]
            key = (nxt, left)
            if best is None or key < best[0]:
                best = (key, plan)
        return best[1] if best is not None else options[0][0]

    def _candidates(
        self, pos: Coord, target: str, budget: float
    ) -> list[tuple[SailPlan, float, Coord]]:
        """The best few legal moves from ``pos``: (plan, route cost left, where it ends)."""
        nodes = self.path_nodes(pos, target)
        if not nodes:
            return []
        costs, _ = self.tree(target)
        pts = [(float(self.xy[n, 0]), float(self.xy[n, 1])) for n in nodes]
        left_of = [costs.get(n, math.inf) for n in nodes]
        if _dist2(pos, pts[0]) > 1e-18:
            pts.insert(0, pos)
            left_of.insert(0, left_of[0] + _leg_cost(pos, pts[1]))
        # Only the stretch a turn can reach matters (legs cut corners: a margin beyond).
        walked = 0.0
        cut = 1
        while cut < len(pts) and walked <= 1.6 * budget + 0.5:
            walked += _leg_cost(pts[cut - 1], pts[cut])
            cut += 1
        self._allow(tuple(self._ring_places(pts[0])), target)
        pts, left_of = self._taut(pts[:cut], left_of[:cut])
        goal = self.xy[self.port_node[target]]
        port = (float(goal[0]), float(goal[1]))
        found = self._plan_dp(pts, left_of, target, budget, port, costs)
        if found:
            return found
        plan = self._plan_search(pts, left_of, target, budget, port)
        if plan is None:
            return []
        move = resolve_ship_move(
            self.board, pts[0], list(plan.legs), target=target if plan.arrives else None
        )
        return [(plan, 0.0 if plan.arrives else math.inf, move.end)]

    def _taut(self, pts: list[Coord], left_of: list[float]) -> tuple[list[Coord], list[float]]:
        """The grid route pulled taut (each vertex the farthest route point in sight of the
        previous one), then sampled every 0.15 L: the points a ship's legs may end at.

        A grid route zigzags and hugs the banks; a taut one turns only at the inner side of
        the bends, where the next reach lies in sight.
        """
        anchors = [0]
        a = 0
        while a < len(pts) - 1:
            b = a + 1
            while b + 1 < len(pts) and self._clear(pts[a], pts[b + 1]):
                b += 1
            anchors.append(b)
            a = b
        out: list[Coord] = [pts[0]]
        rest: list[float] = [left_of[0]]
        for i, j in itertools.pairwise(anchors):
            (ax, ay), (bx, by) = pts[i], pts[j]
            span = math.hypot(bx - ax, by - ay)
            steps = max(1, math.ceil(span / 0.15))
            for k in range(1, steps + 1):
                t = k / steps
                q = (ax + (bx - ax) * t, ay + (by - ay) * t) if k < steps else pts[j]
                out.append(q)
                rest.append(left_of[j] + _leg_cost(q, pts[j]))
        return out, rest

    def _allow(self, rings: tuple[int, ...], target: str) -> None:
        """The rings that count as water for the legs judged next: those of the places
        (board indices) holding the ship's start, and the target's (:meth:`_clear`)."""
        key = (rings, target)
        if key != self._allowed_key:
            found = self._allowed_of.get(key)
            if found is None:
                places = self.board.places
                found = shapely.union_all(
                    [places[i].ring for i in rings] + [self.board.place(target).ring]
                )
                self._allowed_of[key] = found
            self._allowed, self._allowed_key = found, key

    def _clear(self, a: Coord, b: Coord) -> bool:
        """:meth:`_leg_clear`, remembered: the plans of one turn and the look-ahead from their
        ends test many of the same legs again (~40 % of a game's tests)."""
        key = (a, b, self._allowed_key)
        found = self._cleared.get(key)
        if found is None:
            found = self._leg_clear(a, b)
            if len(self._cleared) >= 65_536:
                self._cleared.clear()
            self._cleared[key] = found
        return found

    def _leg_clear(self, a: Coord, b: Coord) -> bool:
        """A straight leg off solid land, where only the rings of the port the ship left and of
        its target count as water (a port ring passed on the way does not, D2/D4)."""
        line = _segment(a, b)
        if not self.solid.intersects(line):
            return True
        over = 0.0
        x0, x1 = sorted((a[0], b[0]))
        y0, y1 = sorted((a[1], b[1]))
        for i in range(math.floor(x0), math.floor(x1) + 1):
            for j in range(math.floor(y0), math.floor(y1) + 1):
                tile = self._tile(i, j)
                if tile.is_empty or not tile.intersects(line):
                    continue
                over += tile.intersection(line).difference(self._allowed).length
                if over > 1e-6:
                    return False
        return True

    def _tile(self, i: int, j: int) -> BaseGeometry:
        """Solid land within the unit square at ``(i, j)``: small pieces intersect fast."""
        found = self._tiles.get((i, j))
        if found is None:
            found = self.solid.intersection(shapely.box(i, j, i + 1, j + 1))
            shapely.prepare(found)
            self._tiles[(i, j)] = found
        return found

    def _ring_places(self, p: Coord) -> list[int]:
        """Board place indices of the ports whose ring holds ``p``."""
        ids = {self.port_ids[i] for i in self._rings_at(p)}
        return [i for i, q in enumerate(self.board.places) if q.id in ids]

    def _rings_at(self, p: Coord) -> set[int]:
        """The ports whose tolerance ring (D4) holds ``p``."""
        d = np.hypot(self.port_xy[:, 0] - p[0], self.port_xy[:, 1] - p[1])
        return set(np.flatnonzero(d <= RING_RADIUS + 1e-9).tolist())

    def _legal(self, pts: list[Coord], legs: tuple[Coord, ...], target: str | None) -> bool:
        move = resolve_ship_move(self.board, pts[0], list(legs), target=target, budget=1e9)
        return move.is_legal and (target is None or move.arrived == target)

    def _plan_dp(
        self,
        pts: list[Coord],
        left_of: list[float],
        target: str,
        budget: float,
        goal: Coord,
        costs: Mapping[int, float],
    ) -> list[tuple[SailPlan, float, Coord]]:
        """Up to four legal moves, best first, from a dynamic programme over the taut route:
        from each point the farthest point in sight (nearly monotone along a channel, so it is
        bisected), then every chain of at most three legs within the budget; a chain is scored
        by the route cost left where it ends (a move ending in another port's ring stops on that
        port, D4), and checked whole as :mod:`npq.nav.ship` will judge it."""
        n = len(pts)
        # Points within the turn's reach along the route (legs only cut corners).
        reach = 1
        walked = 0.0
        while reach < n and walked <= budget + 0.3:
            walked += _leg_cost(pts[reach - 1], pts[reach])
            reach += 1
        far: dict[int, int] = {}

        def farthest(i: int, room: float) -> int:
            """The farthest point after ``i`` in sight of it within ``room`` (or ``i``)."""
            hi = i + 1
            while hi < reach and _leg_cost(pts[i], pts[hi]) <= room + 1e-9:
                hi += 1
            hi -= 1
            if hi <= i:
                return i
            key = i * 100_000 + hi
            if key in far:
                return far[key]
            a, b = i, hi
            if self._clear(pts[i], pts[hi]):
                a = hi
            else:
                while a < b - 1:
                    mid = (a + b) // 2
                    if self._clear(pts[i], pts[mid]):
                        a = mid
                    else:
                        b = mid
            far[key] = a
            return a

        used: list[dict[int, tuple[float, tuple[int, ...]]]] = [{0: (0.0, ())}]
        for _ in range(MAX_SEGMENTS):
            nxt: dict[int, tuple[float, tuple[int, ...]]] = {}
            for i, (spent, chain) in used[-1].items():
                top = farthest(i, budget - spent)
                for j in range(i + 1, top + 1):
                    cost = spent + _leg_cost(pts[i], pts[j])
                    if cost <= budget + 1e-9 and (j not in nxt or cost < nxt[j][0]):
                        nxt[j] = (cost, (*chain, j))
            used.append(nxt)
        # Arrival first: the target's ring (0.3 L) may lie beyond the last point in reach.
        states = sorted(
            ((i, spent, chain) for level in used[:-1] for i, (spent, chain) in level.items()),
            key=lambda t: (-t[0], t[1]),
        )
        for i, spent, chain in states[:6]:
            if _leg_cost(pts[i], goal) - 0.3 > budget - spent:
                continue
            legs = tuple(pts[j] for j in chain)
            if pts[i] != goal:
                legs = (*legs, goal)
            if not legs or len(legs) > MAX_SEGMENTS:
                continue
            move = resolve_ship_move(self.board, pts[0], list(legs), target=target, budget=budget)
            if move.is_legal and move.arrived == target:
                return [(SailPlan(legs, True), 0.0, move.end)]
        # A move ending in another port's ring stops on that port (D4): it is judged from there.
        held = self._rings_at(pts[0])

        def left_at(i: int) -> float:
            stop = self._rings_at(pts[i]) - held
            if not stop:
                return left_of[i]
            return min(costs.get(self.port_node[self.port_ids[k]], math.inf) for k in stop)

        ends = sorted(
            (left_at(i), spent, chain) for level in used[1:] for i, (spent, chain) in level.items()
        )
        out: list[tuple[SailPlan, float, Coord]] = []
        tried = 0
        for left, _, chain in ends:
            # Ends spread along the route (0.2 L apart) give the look-ahead real choices.
            if any(abs(left - o[1]) < 0.2 for o in out) or tried >= 24:
                continue
            tried += 1
            legs = tuple(pts[j] for j in chain)
            move = resolve_ship_move(self.board, pts[0], list(legs), budget=1e9)
            if move.is_legal:
                out.append((SailPlan(legs, False), left, move.end))
                if len(out) == 5:
                    break
        return out

    def _plan_search(
        self, pts: list[Coord], left_of: list[float], target: str, budget: float, goal: Coord
    ) -> SailPlan | None:
        """A narrow look-ahead (a few ends for the first two legs, each leg checked with the
        whole move so far), for when the dynamic programme's chain fails the full check."""
        start = pts[0]
        seen: dict[tuple[Coord, ...], bool] = {}

        def sight(legs: tuple[Coord, ...]) -> bool:
            if legs not in seen:
                seen[legs] = self._legal(pts, legs, None)
            return seen[legs]

        def arrives(legs: tuple[Coord, ...], cur: Coord, left: float) -> bool:
            if _leg_cost(cur, goal) - 0.3 > left:
                return False
            move = resolve_ship_move(self.board, start, [*legs, goal], target=target, budget=budget)
            return move.is_legal and move.arrived == target

        def visible(
            legs: tuple[Coord, ...], cur: Coord, i: int, left: float, width: int
        ) -> list[int]:
            hi = i + 1
            while hi < len(pts) and _leg_cost(cur, pts[hi]) <= left:
                hi += 1
            out: list[int] = []
            for j in range(hi - 1, i, -1):
                if sight((*legs, pts[j])):
                    out.append(j)
                    if len(out) >= width:
                        break
            return out

        Best = tuple[tuple[int, float, float], tuple[int, ...]]

        def search(legs: tuple[Coord, ...], cur: Coord, i: int, left: float) -> Best:
            best: Best = ((0, -left_of[i], left - budget), ())
            if len(legs) == MAX_SEGMENTS:
                return best
            if arrives(legs, cur, left):
                return ((1, 0.0, left - budget), (-1,))
            width = 3 if len(legs) < MAX_SEGMENTS - 1 else 1
            for j in visible(legs, cur, i, left, width):
                nxt = pts[j]
                score, rest = search((*legs, nxt), nxt, j, left - _leg_cost(cur, nxt))
                if score > best[0]:
                    best = (score, (j, *rest))
            return best

        score, chosen = search((), start, 0, budget)
        if not chosen:
            return None
        return SailPlan(tuple(goal if j == -1 else pts[j] for j in chosen), score[0] == 1)

    def segment_on_water(self, a: Coord, b: Coord) -> bool:
        """Whether a ship may sail the straight segment, as :mod:`npq.nav.ship` decides it."""
        if math.hypot(b[0] - a[0], b[1] - a[1]) < 1e-9:
            return True
        move = resolve_ship_move(self.board, a, [b], budget=1e9)
        return move.is_legal


class _NodeCosts(Mapping[int, float]):
    """A stored tree's costs, node -> Lengths, over its rows (no dict of ~20,000 entries built
    per tree when a process reads it): the nodes in the order the search reached them."""

    __slots__ = ("_nodes", "_of")

    def __init__(self, nodes: np.ndarray, cost_of: np.ndarray) -> None:
        self._nodes, self._of = nodes, cost_of

    def __getitem__(self, node: int) -> float:
        if not 0 <= node < len(self._of):
            raise KeyError(node)
        c = self._of[node]
        if c == math.inf:
            raise KeyError(node)
        return float(c)

    def get(self, node: int, default: Any = None) -> Any:
        if not 0 <= node < len(self._of):
            return default
        c = self._of[node]
        return default if c == math.inf else float(c)

    def __contains__(self, node: object) -> bool:
        try:
            return self.get(node) is not None  # type: ignore[arg-type]
        except (TypeError, IndexError):
            return False

    def __iter__(self) -> Iterator[int]:
        return iter(self._nodes.tolist())

    def __len__(self) -> int:
        return len(self._nodes)


class _NextNodes(Mapping[int, int]):
    """A stored tree's next node toward its port, node -> node (the port itself has none)."""

    __slots__ = ("_nodes", "_of")

    def __init__(self, nodes: np.ndarray, next_of: np.ndarray) -> None:
        self._nodes, self._of = nodes, next_of

    def __getitem__(self, node: int) -> int:
        if not 0 <= node < len(self._of):
            raise KeyError(node)
        v = int(self._of[node])
        if v < 0:
            raise KeyError(node)
        return v

    def __iter__(self) -> Iterator[int]:
        return iter(self._nodes.tolist())

    def __len__(self) -> int:
        return len(self._nodes)


@dataclass(frozen=True, slots=True)
class SailPlan:
    """One turn's ship move: the ends of its legs (at most three, rulebook 4) and whether the
    last leg reaches the target port's ring."""

    legs: tuple[Coord, ...]
    arrives: bool


def _version(name: str) -> str:
    """A stored table's version: its layout's name and this module's source (a change to how
    the routes are found rebuilds them)."""
    return f"{name}:{source_digest(__file__)}"


#: The most ship plans stored with a board (~80 bytes each).
_SAILS_MAX = 65_536


@lru_cache(maxsize=1)
def _sails_version() -> str:
    """The stored ship plans' version: what a plan depends on is this module, the ship's
    move resolution and the board's model (npq.nav, npq.board), and GEOS's overlays: a change
    to any of them plans them afresh."""
    here = Path(__file__).resolve().parent.parent
    files = [Path(__file__), *sorted((here / "nav").glob("*.py"))]
    files += sorted((here / "board").glob("*.py"))
    geos = shapely.geos_version_string
    return f"water-sails/1:{MAX_SEGMENTS}:{geos}:{np.__version__}:{source_digest(*files)}"


def _checked_sails(a: dict[str, np.ndarray], ports: int) -> dict[str, np.ndarray]:
    """Stored ship plans, if they are: per plan the ship's point, its target's port index and
    its budget, the plan's kind (0 no route, 1 a move, 2 a move arriving), its count of legs
    (1 to MAX_SEGMENTS for a move) and their ends; every number finite."""
    pos, target, budget = a["pos"], a["target"], a["budget"]
    kind, count, legs = a["kind"], a["count"], a["legs"]
    m = len(target)
    _checked_shape(pos, (m, 2), "ship plans: points")
    _checked_shape(budget, (m,), "ship plans: budgets")
    _checked_shape(kind, (m,), "ship plans: kinds")
    _checked_shape(count, (m,), "ship plans: legs")
    _checked_shape(legs, (m, MAX_SEGMENTS, 2), "ship plans: legs")
    if target.dtype != np.int32 or kind.dtype != np.uint8 or count.dtype != np.uint8:
        raise TableError("ship plans: dtypes")
    if pos.dtype != np.float64 or budget.dtype != np.float64 or legs.dtype != np.float64:
        raise TableError("ship plans: dtypes")
    check_index(target, ports, "ship plans: targets")
    if m and (int(kind.max()) > 2 or int(count.max()) > MAX_SEGMENTS):
        raise TableError("ship plans: a kind or count out of range")
    if bool(((kind == 0) != (count == 0)).any()):
        raise TableError("ship plans: a move without legs")
    if not (np.isfinite(pos).all() and np.isfinite(budget).all() and np.isfinite(legs).all()):
        raise TableError("ship plans: a number that is no number")
    return a


def _checked_shape(a: np.ndarray, shape: tuple[int, ...], what: str) -> np.ndarray:
    if a.shape != shape:
        raise TableError(f"{what}: shape {a.shape}, not {shape}")
    return a


_WKB_SEGMENT = struct.Struct("<BIIdddd").pack


def _segment(a: Coord, b: Coord) -> LineString:
    """``LineString([a, b])`` (the same coordinates) from its WKB: a fifth of the
    constructor's time, which checks and converts its argument through numpy."""
    line = shapely.from_wkb(_WKB_SEGMENT(1, 2, 2, a[0], a[1], b[0], b[1]))
    assert isinstance(line, LineString)
    return line


def _dist2(a: Coord, b: Coord) -> float:
    return (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2


#: A leg wholly beyond this on one side of the Pole cannot reach the ice ring.
_ICE_BOX = ICE_RING_RADIUS + 1e-6


def _leg_cost(a: Coord, b: Coord) -> float:
    """A straight leg's share of the ship's budget: ice Lengths count three times (D5)."""
    (ax, ay), (bx, by) = a, b
    r = _ICE_BOX
    if (ax > r and bx > r) or (ax < -r and bx < -r) or (ay > r and by > r) or (ay < -r and by < -r):
        # Most legs are far from the ring: its length inside would be 0.0, the cost the length.
        return math.hypot(bx - ax, by - ay)
    ice = length_inside_circle(a, b, (0.0, 0.0), ICE_RING_RADIUS)
    return math.hypot(b[0] - a[0], b[1] - a[1]) + (ICE_COST - 1.0) * ice


@lru_cache(maxsize=8)
def air_router(board: Board, advanced: bool = False) -> AirRouter:
    """The router of the basic game, or of the advanced one (restricted areas are obstacles)."""
    return AirRouter(board, advanced)


@lru_cache(maxsize=4)
def water_router(board: Board) -> WaterRouter:
    return WaterRouter(board)


#: Plans already made, by everything a plan depends on: plan_route is a pure function of its
#: arguments, so a remembered plan is the plan (the expert's rollouts ask for the same ones).
_PLANS: dict[tuple[object, ...], RoutePlan] = {}
_PLANS_MAX = 4096
#: The worlds the plans were made in, kept alive so that their ids (in the keys: hashing a
#: whole board per question cost more than most answers) are never reused.
_WORLDS: dict[int, World] = {}
#: Each disc's digest for the stored plans' keys (by identity; the disc kept alive).
_DISCS: dict[int, tuple[WeatherDisc, str]] = {}


def _disc_digest(disc: WeatherDisc) -> str:
    return by_identity(_DISCS, disc, lambda: disc_digest(disc), 64)


def _inputs(
    s: State,
    w: World,
    p: PlayerState,
    unlocked: bool,
    dry: frozenset[str],
    led: bool,
    off_neutral: bool = False,
    all_tracks: bool = False,
    air_waits: bool = True,
) -> tuple[int, int, RouteCrew, RouteRules]:
    """(Speed, Range, crew, rules) of ``p``'s airship as the planner takes them: this turn's
    card effects on the Speed included, the dearest fuel and repair of the rules in play;
    ``off_neutral``: kept off the Neutral Territories (the solo game's objective 3);
    ``all_tracks``: every track of the wind must arrive
    (:attr:`npq.nav.planner.RouteRules.all_tracks`); ``air_waits``: a plan from the air may
    wait before its first leg (:attr:`npq.nav.planner.RouteRules.air_waits`)."""
    speed = max(1, p.speed + p.temporary_speed)
    crew = RouteCrew(commander=led, scientist=p.has_skill("scientist"))
    prices = w.prices_for(s.config)
    rules = RouteRules(
        advanced=s.config.advanced,
        barrage_unlocked=unlocked,
        max_integrity=max(1, p.max_integrity),
        fuel_price=max(prices.fuel.own, prices.fuel.neutral, prices.fuel.opponent),
        repair_price=max(prices.repair.own, prices.repair.neutral, prices.repair.opponent),
        dry=dry,
        off_neutral=off_neutral,
        all_tracks=all_tracks,
        air_waits=air_waits,
    )
    return speed, max(1, p.range), crew, rules


def route_plan(
    s: State,
    w: World,
    p: PlayerState,
    target: str,
    *,
    unlocked: bool,
    dry: frozenset[str] = frozenset(),
    commander: bool | None = None,
    off_neutral: bool = False,
    all_tracks: bool = False,
    air_waits: bool = True,
) -> RoutePlan:
    """The weather-reading plan (:func:`npq.nav.planner.plan_route`, the Range tab's planner,
    issue 18) from where ``p``'s airship is to ``target``: its tank, hull, Speed (this turn's
    card effects included) and crew as they are now, leaving this round; ``unlocked``: the
    Barrage Area is open to it; ``dry``: the places that sell no fuel (no stop there).
    ``commander=False`` plans round the obstacles even with a Commander aboard;
    ``off_neutral``: no leg over the Neutral Territories (the solo game's objective 3);
    ``all_tracks``: a leg is flown only if every track of the wind arrives, not only the
    worst one (the solo bot's plans); ``air_waits=False``: from the air, no wait before the
    first leg (the solo bot's plans: an airship in flight cannot wait). The plan reads the disc as it stands
    (:attr:`npq.game.state.State.disc_round`: a Telegram that held the weather left it a
    notch behind the round, for good), as the engine does."""
    a = p.airship
    start: str | Coord = a.place if a.place is not None else a.pos
    led = p.has_commander if commander is None else commander and p.has_commander
    speed, range_, crew, rules = _inputs(
        s, w, p, unlocked, dry, led, off_neutral, all_tracks, air_waits
    )
    round_no = max(1, s.disc_round)
    if _WORLDS.get(id(w)) is not w:
        if len(_WORLDS) >= 8:
            _WORLDS.clear()
            _PLANS.clear()
        _WORLDS[id(w)] = w
    key = (id(w), start, target, speed, range_, a.fuel, round_no, a.integrity, crew, rules)
    found = _PLANS.get(key)
    if found is None:
        if len(_PLANS) >= _PLANS_MAX:
            _PLANS.clear()
        # A plan an earlier process made for the same inputs is the same plan (issue 15).
        store = stored_plans(w.board)
        stored_key = ""
        if store is not None:
            stored_key = plan_key(
                _disc_digest(w.disc),
                start,
                target,
                speed,
                range_,
                a.fuel,
                round_no,
                a.integrity,
                crew,
                rules,
            )
            found = store.get(stored_key)
        if found is None:
            found = plan_route(
                w.board,
                start,
                target,
                speed=speed,
                range_=range_,
                fuel=max(0, min(a.fuel, range_)),
                round_no=round_no,
                crew=crew,
                rules=rules,
                integrity=max(1, a.integrity),
                disc=w.disc,
            )
            if store is not None:
                store.add(stored_key, found)
        _PLANS[key] = found
    return found


def route_turns(
    s: State,
    w: World,
    p: PlayerState,
    origin: str | Coord,
    target: str,
    *,
    unlocked: bool,
    dry: frozenset[str] = frozenset(),
    off_neutral: bool = False,
    range_: int | None = None,
) -> int | None:
    """The fewest turns from ``origin`` (a place, or the airship's point) to ``target`` on a
    full tank by the planner's own bound (:func:`npq.nav.planner.clear_turns`: full Speed
    over the legs a plan could fly, no weather), with ``p``'s airship and crew (``range_``:
    a smaller tank the bot keeps to); ``None`` when no chain of legs gets there. For choices
    made long before the flight (the weather then is not the weather now)."""
    speed, tank, crew, rules = _inputs(s, w, p, unlocked, dry, p.has_commander, off_neutral)
    tank = tank if range_ is None else max(1, min(tank, range_))
    return clear_turns(w.board, origin, target, speed=speed, range_=tank, crew=crew, rules=rules)


def route_table(
    s: State,
    w: World,
    p: PlayerState,
    target: str,
    *,
    unlocked: bool,
    dry: frozenset[str] = frozenset(),
    off_neutral: bool = False,
    range_: int | None = None,
) -> dict[str, int]:
    """:func:`route_turns` from every place to ``target`` at once
    (:func:`npq.nav.planner.turns_to`): a place missing has no way there."""
    speed, tank, crew, rules = _inputs(s, w, p, unlocked, dry, p.has_commander, off_neutral)
    tank = tank if range_ is None else max(1, min(tank, range_))
    return turns_to(w.board, target, speed=speed, range_=tank, crew=crew, rules=rules)
