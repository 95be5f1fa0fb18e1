"""Pure speed-ups of issue 15 answer exactly as the code they replaced: the remembered segment
answers, the move memos of npq.nav (and what they keep apart), the state copies of
npq.game.state.evolve. (The airship router's Dijkstra, the solo bot's objective routes, went
with issue 18's one planner: those routes are the planner's.)"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import numpy as np
import pytest

from npq.board import load_board
from npq.bots.routing import air_router

BOARDS = Path(__file__).resolve().parent / "data" / "boards"
MINI = BOARDS / "mini.geojson"
TERRITORIES = BOARDS / "territories_mini.geojson"


def test_remembered_segment_answers_are_the_computed_ones() -> None:
    router = air_router(load_board())
    rng = np.random.default_rng(3)
    for _ in range(200):
        a = tuple(rng.uniform(-9, 9, 2).tolist())
        b = tuple(rng.uniform(-9, 9, 2).tolist())
        for commander, unlocked in ((False, False), (False, True), (True, False)):
            want = router._segment_clear(a, b, commander, unlocked)
            assert router.segment_clear(a, b, commander, unlocked) is want
            assert router.segment_clear(a, b, commander, unlocked) is want  # remembered


def test_airship_memo_answers_as_a_fresh_resolution_and_keeps_types_apart() -> None:
    from npq.nav import Course, airship

    board = load_board()
    rng = np.random.default_rng(7)
    for _ in range(40):
        start = tuple(rng.uniform(-9, 9, 2).tolist())
        course = Course.along(float(rng.uniform(0, 360)))
        dist = float(rng.uniform(0.5, 7))
        first = airship.resolve_airship_move(board, start, course, dist, max_distance=4.0)
        again = airship.resolve_airship_move(board, start, course, dist, max_distance=4.0)
        assert again is first
        assert repr(first) == repr(airship._resolve(board, start, course, dist, max_distance=4.0))
    # 4 and 4.0 compare equal, but the move keeps what it was given (its violation's params)
    whole = airship.resolve_airship_move(board, (1.0, 2.0), Course.along(30.0), 6, max_distance=4)
    real = airship.resolve_airship_move(
        board, (1.0, 2.0), Course.along(30.0), 6.0, max_distance=4.0
    )
    assert whole is not real
    assert repr(whole.requested) == "6" and repr(real.requested) == "6.0"


def test_airship_memo_key_keeps_apart_what_the_move_keeps() -> None:
    """The usual question's key is a tuple (issue 15: the repr of every argument was ~10% of a
    compiled move): every variant below is answered from the memo exactly as a fresh
    resolution, and variants that == merges but the move keeps apart (-0.0, ints, numpy
    floats) are not answered by each other's moves."""
    from npq.nav import Course, Wind, airship

    board = load_board()
    heading = 30.0
    variants = [
        ((1.0, 2.0), Course.along(heading), 6.0, {}),
        ((1.0, 2.0), Course.along(heading), 6, {}),
        ((1.0, 2.0), Course.along(heading), np.float64(6.0), {}),
        ((1.0, 2.0), Course(heading=np.float64(heading)), 6.0, {}),
        ((0.0, 2.0), Course.along(heading), 6.0, {}),
        ((-0.0, 2.0), Course.along(heading), 6.0, {}),
        ((1.0, 2.0), Course.along(0.0), 6.0, {}),
        ((1.0, 2.0), Course(heading=-0.0), 6.0, {}),
        ((1.0, 2.0), Course.toward((3.0, 4.0)), 6.0, {}),
        ((1.0, 2.0), Course.along(heading), 6.0, {"max_distance": 4}),
        ((1.0, 2.0), Course.along(heading), 6.0, {"max_distance": 4.0}),
        ((1.0, 2.0), Course.along(heading), 6.0, {"deviation": 12}),
        ((1.0, 2.0), Course.along(heading), 6.0, {"deviation": 12.0}),
        ((1.0, 2.0), Course.along(heading), 6.0, {"deviation": Wind.R12}),
        ((1.0, 2.0), Course.along(heading), 6.0, {"stop_at": ["murmansk"], "target": "belgrade"}),
    ]
    for _round in range(2):  # the second round is answered from the memo
        for start, course, dist, kw in variants:
            move = airship.resolve_airship_move(board, start, course, dist, **kw)
            assert airship.resolve_airship_move(board, start, course, dist, **kw) is move
            assert repr(move) == repr(airship._resolve(board, start, course, dist, **kw))
    assert (
        repr(airship.resolve_airship_move(board, (-0.0, 2.0), Course.along(heading), 6.0).start)
        == "(-0.0, 2.0)"
    )
    assert (
        repr(airship.resolve_airship_move(board, (1.0, 2.0), Course.along(heading), 6).requested)
        == "6"
    )


def test_ship_memo_answers_as_a_fresh_resolution() -> None:
    from npq.nav import ship
    from npq.weather import load_weather_disc

    board = load_board()
    disc = load_weather_disc()
    port = board.place("kings_bay") if any(p.id == "kings_bay" for p in board.places) else None
    start = (port.point.x, port.point.y) if port is not None else (0.0, -5.0)
    rng = np.random.default_rng(9)
    for k in range(40):
        legs = [tuple((np.array(start) + rng.uniform(-1.5, 1.5, 2)).tolist())]
        kwargs = {"disc": disc, "round_no": 1 + k % 12}
        first = ship.resolve_ship_move(board, start, legs, **kwargs)
        assert ship.resolve_ship_move(board, start, legs, **kwargs) is first
        assert repr(first) == repr(ship._resolve(board, start, legs, **kwargs))


def test_evolve_copies_as_dataclasses_replace() -> None:
    from npq.game import GameConfig, default_world, new_game
    from npq.game.state import evolve

    state = new_game(GameConfig(("italy", "japan", "usa")), 1924, default_world())
    player = state.players[1]
    for obj, changes in (
        (state, {"players": state.players[::-1], "round": 7}),
        (state, {}),
        (player, {"missions": ("m1",), "arctic": "x"}),
        (player.airship, {"pos": (1.5, -2.0)}),
    ):
        got = evolve(obj, **changes)
        want = dataclasses.replace(obj, **changes)  # type: ignore[type-var]
        assert got == want and type(got) is type(want) and got is not obj
        for name, value in changes.items():
            assert getattr(got, name) is value
    with pytest.raises(TypeError, match="rounds"):
        evolve(state, rounds=3)
    # A class with a __post_init__ (its checks) is copied by dataclasses.replace itself.
    cfg = GameConfig(("italy", "japan"))
    with pytest.raises(ValueError):
        evolve(cfg, nations=("italy", "italy"))


def test_leg_cost_quick_reject_is_exact() -> None:
    from npq.board import ICE_RING_RADIUS
    from npq.bots.routing import _leg_cost
    from npq.nav.geometry import length_inside_circle
    from npq.nav.ship import ICE_COST

    rng = np.random.default_rng(21)
    r = ICE_RING_RADIUS
    pts = rng.uniform(-4, 4, (4000, 4)).tolist()
    # and legs grazing the ring's bounding square and the ring itself
    pts += [[r + 1e-7, -3.0, r + 1e-7, 3.0], [r + 2e-6, -3.0, r + 3e-6, 3.0], [-3.0, r, 3.0, r]]
    for ax, ay, bx, by in pts:
        a, b = (ax, ay), (bx, by)
        ice = length_inside_circle(a, b, (0.0, 0.0), r)
        want = math.hypot(bx - ax, by - ay) + (ICE_COST - 1.0) * ice
        assert _leg_cost(a, b) == want


def test_water_leg_memo_and_segment_answer_as_computed() -> None:
    """The ship planner's remembered leg tests (WaterRouter._clear) are what the test gives
    for the same rings allowed, kept apart by those rings; its segments are LineString's."""
    from shapely import to_wkb
    from shapely.geometry import LineString

    from npq.bots.routing import _segment, water_router

    board = load_board()
    router = water_router(board)
    ports = [p for p in board.places if p.is_port]
    rng = np.random.default_rng(15)
    for k in range(60):
        port = ports[int(rng.integers(len(ports)))]
        start = (float(port.point.x), float(port.point.y))
        end = tuple((np.array(start) + rng.uniform(-1.2, 1.2, 2)).tolist())
        assert to_wkb(_segment(start, end)) == to_wkb(LineString([start, end]))
        for rings in ((), tuple(i for i, p in enumerate(board.places) if p.id == port.id)):
            router._allow(rings, ports[k % len(ports)].id)
            want = router._leg_clear(start, end)
            assert router._clear(start, end) is want
            assert router._clear(start, end) is want  # remembered
    # The same leg out of a port: clear with its ring allowed, blocked without it somewhere.
    differ = 0
    for port in ports:
        i = next(i for i, p in enumerate(board.places) if p.id == port.id)
        a = (float(port.point.x), float(port.point.y))
        for angle in np.linspace(0, 2 * math.pi, 8, endpoint=False).tolist():
            b = (a[0] + 0.28 * math.cos(angle), a[1] + 0.28 * math.sin(angle))
            router._allow((i,), ports[0].id)
            with_ring = router._clear(a, b)
            router._allow((), ports[0].id)
            differ += with_ring != router._clear(a, b)
    assert differ > 0


def test_a_refusal_renders_its_text_when_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """RuleViolation renders its words when they are first read (the bots refuse many
    candidates nobody reads): the same detail, message, args, repr and pickling as a
    rendering at once; an unknown code still fails when raised."""
    import pickle

    from npq import messages
    from npq.errors import RuleViolation

    rendered: list[str] = []
    real = messages.render

    def counting(code: str, params: dict[str, object]) -> str:
        rendered.append(code)
        return real(code, params)

    monkeypatch.setattr("npq.errors.render", counting)
    exc = RuleViolation("crew.hire.commander_cost", name="Umberto Nobile", cost=60, have=40)
    assert rendered == []
    text = "hiring Umberto Nobile costs 60 Bonds; you have 40 (rule: 3 Crew Management)"
    assert str(exc) == text and exc.args == (text,) and repr(exc) == f"RuleViolation({text!r})"
    assert exc.detail == "hiring Umberto Nobile costs 60 Bonds; you have 40"
    assert rendered == ["crew.hire.commander_cost"]  # once
    again = pickle.loads(pickle.dumps(exc))
    assert (again.code, again.params, str(again)) == (exc.code, exc.params, text)
    legacy = RuleViolation("1A The Pole", "no way through")
    assert legacy.code == "legacy" and legacy.rule == "1A The Pole"
    assert legacy.detail == "no way through" and str(pickle.loads(pickle.dumps(legacy))) == str(
        legacy
    )
    with pytest.raises(KeyError):
        RuleViolation("no.such.code")
    monkeypatch.setenv("NPQ_LANG", "it")
    late = RuleViolation("flight.tank_empty")
    assert late.detail != "the tank is empty: refuel first"  # the language in force when read


def test_move_memo_keeps_the_last_answers_per_board_and_objects() -> None:
    """npq.nav._memo.MoveMemo, the one memo of the airship and ship resolvers: an answer is
    given again only for the same key about the very same board and objects, at most ``size``
    are kept (the oldest forgotten first), another board clears them, size 0 keeps none."""
    from npq.nav._memo import MoveMemo

    memo: MoveMemo[list[int]] = MoveMemo()
    calls: list[str] = []

    def answer(size: int, key: str, *same: object) -> list[int]:
        return memo.answer(size, key, same, lambda: calls.append(key) or [len(calls)])

    board, other, disc, disc2 = object(), object(), object(), object()
    first = answer(2, "a", board, disc)
    assert answer(2, "a", board, disc) is first and calls == ["a"]
    assert answer(2, "a", board, disc2) is not first  # another disc: resolved again
    answer(2, "b", board, disc)
    answer(2, "c", board, disc)  # "a" (the oldest) forgotten
    n = len(calls)
    answer(2, "a", board, disc)
    assert len(calls) == n + 1
    answer(2, "c", other, disc)  # another board clears the memo
    answer(2, "c", board, disc)
    assert calls[-2:] == ["c", "c"]
    answer(0, "z", board, disc)
    answer(0, "z", board, disc)
    assert calls[-2:] == ["z", "z"]  # size 0: nothing remembered


def test_stored_water_trees_answer_as_the_searched_ones(tmp_path: Path) -> None:
    """The water router's stored trees are read as mappings over their rows (no dict built per
    tree): the same nodes in the same order, the same costs and next nodes, and the same
    answers to get/in/[] for nodes in the tree, out of it and beyond the graph."""
    from npq.board.load import build_board
    from npq.bots.routing import WaterRouter

    board = build_board(MINI, TERRITORIES, cache=tmp_path)
    fresh = WaterRouter(board)
    searched = {port: fresh._search(port) for port in fresh.port_ids}
    for port in fresh.port_ids:
        fresh.tree(port)
    fresh._flush()  # as at exit: stored for the next process
    stored = WaterRouter(board)
    assert stored._stored
    n = len(stored.xy)
    for port, (best, nxt) in searched.items():
        costs, towards = stored.tree(port)
        assert not isinstance(costs, dict) and not isinstance(towards, dict)
        assert list(costs.items()) == list(best.items())
        assert list(towards.items()) == list(nxt.items())
        assert len(costs) == len(best) and len(towards) == len(nxt)
        for node in [*range(-2, n + 2, max(1, n // 50)), *best, n, n + 7]:
            assert (node in costs) == (node in best)
            assert costs.get(node, math.inf) == best.get(node, math.inf)
            assert type(costs.get(node, 0.0)) is float
            if node in best:
                assert costs[node] == best[node]
            else:
                with pytest.raises(KeyError):
                    costs[node]
            if node in nxt:
                assert towards[node] == nxt[node] and type(towards[node]) is int
            else:
                with pytest.raises(KeyError):
                    towards[node]
        some = next(iter(best))
        assert np.int64(some) in costs and costs.get(np.int64(some)) == best[some]
    assert not stored._new_trees  # read, not searched


def test_nearest_nodes_in_the_full_sorts_order() -> None:
    """WaterRouter._nearest_order sorts only the nodes within 0.4 L: the order of the first
    40 of a full argsort within that distance, also where distances tie (a position on the
    grid's symmetry lines, at a node, at a port)."""
    from npq.bots.routing import WaterRouter, water_router

    router = water_router(load_board())
    rng = np.random.default_rng(40)
    picks = rng.choice(len(router.xy), 150, replace=False).tolist()
    positions = [tuple(rng.uniform(-12, 12, 2).tolist()) for _ in range(150)]
    positions += [(float(router.xy[j, 0]), float(router.xy[j, 1])) for j in picks]  # nodes
    positions += [
        (float(router.xy[j, 0]) + 0.1, float(router.xy[j, 1]) + 0.1) for j in picks[:50]
    ]  # the midst of four nodes: ties
    positions += [tuple(xy) for xy in router.port_xy.tolist()]
    tied = 0
    for pos in positions:
        d = np.hypot(router.xy[:, 0] - pos[0], router.xy[:, 1] - pos[1])
        want = [j for j in np.argsort(d)[:40].tolist() if d[j] <= 0.4]
        assert WaterRouter._nearest_order(d) == want
        near = d[d <= 0.4]
        tied += len(np.unique(near)) < len(near)
    assert tied > 0  # the tie path was taken too


def test_plan_graph_from_the_shared_place_tables_is_the_direct_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The planner's per-plan graph (nodes, fewest turns, usable legs, bound) built from the
    tables every plan shares (issue 15) is array for array the one worked out on the plan's
    own nodes, from places and from points, with dry places (the start's own too), tanks
    fuller than the Range and every rule flag; and the way through a start that beats a
    place's own bound (the whole search then) is met and answered the same."""
    from npq.nav import planner
    from npq.nav.calculators import resolve_point

    board = load_board()
    ids = [p.id for p in board.places]
    rng = np.random.default_rng(1515)
    searched: list[np.ndarray] = []
    weights = planner._weights
    monkeypatch.setattr(
        planner, "_weights", lambda lb, u, r: searched.append(lb) or weights(lb, u, r)
    )
    kinds = {"point": 0, "place": 0, "dry start": 0}
    for _ in range(160):
        if rng.random() < 0.35:
            start: object = (float(rng.uniform(-9, 9)), float(rng.uniform(-9, 9)))
            kinds["point"] += 1
        else:
            start = ids[int(rng.integers(len(ids)))]
            kinds["place"] += 1
        end = ids[int(rng.integers(len(ids)))]
        dry = set(rng.choice(ids, int(rng.choice([0, 0, 4, 12])), replace=False).tolist())
        if isinstance(start, str) and rng.random() < 0.4:
            dry.add(start)
            kinds["dry start"] += 1
        speed = float(rng.choice([2, 3, 3.5, 4, 5, 6]))
        range_ = int(rng.integers(2, 7))
        crew = planner.RouteCrew(commander=bool(rng.random() < 0.3))
        rules = planner.RouteRules(
            advanced=bool(rng.random() < 0.3),
            barrage_unlocked=bool(rng.random() < 0.3),
            dry=frozenset(dry),
        )
        s, s_place = resolve_point(board, start)  # type: ignore[arg-type]
        e, e_place = resolve_point(board, end)
        for fuel in (range_, int(rng.integers(0, range_ + 2))):
            args = (board, s, s_place, e, e_place, speed, range_, fuel, crew, rules)
            searched.clear()
            got = planner._graph(*args)
            through_start = any(lb is planner._dense(got[1]) for lb in searched)
            want = planner._graph_direct(*args)
            assert got[0] == want[0]
            for a, b in zip(map(planner._dense, got[1:]), want[1:], strict=True):
                assert a.dtype == b.dtype and a.shape == b.shape
                assert np.array_equal(a, b)
            for rows, b in zip(got[1:3], want[1:3], strict=True):
                # the rows the search reads, made one by one, are the array's too
                assert isinstance(rows, planner._Rows) or rows is b
                assert np.array_equal(np.array([rows[i] for i in range(len(b))]), b)
                if isinstance(rows, planner._Rows):
                    assert np.array_equal(rows.first_column(), b[:, 0])
            kinds.setdefault("through the start", 0)
            kinds["through the start"] += through_start
            if fuel == range_ and isinstance(start, str) and math.dist(s, e) > 0.3:
                # clear_turns from a place reads the places' bound: the start's own bound
                h0 = int(want[3][0])
                turns = planner._clear_turns.__wrapped__(
                    board, start, end, speed, range_, crew, rules
                )
                assert turns == (None if h0 >= 1 << 30 else h0)
                kinds.setdefault("clear turns", 0)
                kinds["clear turns"] += 1
    assert all(kinds.values()), kinds


def test_blocked_entries_of_many_segments_are_each_ones_entry() -> None:
    """The planner's stop-short test of a turn's wind sectors against a forbidden part, worked
    out for all of them at once (issue 15), gives each segment's own answer, float for float:
    segments from outside, from inside, touching, through vertices and along edges."""
    from npq.nav import planner

    board = load_board()
    blocked = planner._blocked(board, False, True, False)
    assert blocked is not None
    rng = np.random.default_rng(77)
    checked = along = 0
    for k, part in enumerate(blocked.parts):
        edges = blocked.edges[k]
        x0, y0, x1, y1 = part.bounds
        for _ in range(12):
            a = (float(rng.uniform(x0 - 1, x1 + 1)), float(rng.uniform(y0 - 1, y1 + 1)))
            ends = [
                (float(rng.uniform(x0 - 1, x1 + 1)), float(rng.uniform(y0 - 1, y1 + 1)))
                for _ in range(int(rng.integers(2, 12)))
            ]
            e = edges[int(rng.integers(len(edges)))]
            ends.append((float(e[0]), float(e[1])))  # at a vertex
            ends.append((float(e[2] + 3 * (e[2] - e[0])), float(e[3] + 3 * (e[3] - e[1]))))
            got = blocked.entries(k, a, ends)
            assert got == [blocked.entry(k, a, b) for b in ends]
            checked += len(ends)
        e = edges[0]
        a = (float(e[0] - (e[2] - e[0])), float(e[1] - (e[3] - e[1])))  # along the edge's line
        ends = [(float(e[2]), float(e[3])), (float(e[0]), float(e[1])), (a[0] + 1.0, a[1])]
        got = blocked.entries(k, a, ends)
        assert got == [blocked.entry(k, a, b) for b in ends]
        along += 1
    assert checked > 1000 and along == len(blocked.parts)
    # an edge exactly along a segment (an axis-aligned square): the overlap's nearer end
    import shapely
    from shapely.geometry import box

    square = box(0.0, 0.0, 1.0, 1.0)
    c = shapely.get_coordinates(square.exterior)
    one = planner._Blocked((square,), shapely.STRtree([square]), (np.hstack([c[:-1], c[1:]]),))
    a = (-1.0, 0.0)
    ends = [(2.0, 0.0), (0.5, 0.0), (-0.5, 0.0), (0.5, 0.5), (3.0, 1.0)]
    got = one.entries(0, a, ends)
    assert got == [one.entry(0, a, b) for b in ends]
    assert got[:3] == [1 / 3, 2 / 3, 1.0] and got[3] == one.entry(0, a, (0.5, 0.5))


def _bound_int64(lb: np.ndarray, usable: np.ndarray, range_: int, target: int) -> np.ndarray:
    """planner._bound before issue 15's int16 passes (a faithful copy)."""
    big = np.int64(1 << 30)
    w = np.where(usable & (lb <= range_), lb, big)
    h = np.full(len(w), big, dtype=np.int64)
    h[target] = 0
    for _ in range(len(w)):
        nxt = np.minimum(h, (w + h[None, :]).min(axis=1))
        if np.array_equal(nxt, h):
            break
        h = nxt
    return h


def test_plan_bound_in_int16_is_the_int64_one() -> None:
    """The planner's bound on the turns left (Bellman-Ford over the legs) computed in int16 is
    the int64 one, "no way" included: on the packaged board's place graphs at several Speeds,
    Ranges and flags, and on random graphs whose chains of legs are long."""
    from npq.nav import planner

    board = load_board()
    rng = np.random.default_rng(7)
    for fast in (2.0, 4.0, 6.0):
        lb = planner._place_matrices(board, fast)[1]
        for flags in ((False, False, False, False), (True, True, False, False)):
            usable = planner._place_usable(board, fast, fast * 4 + 0.3, flags)
            for range_ in (1, 2, 4, 6):
                for target in rng.choice(len(lb), 5, replace=False).tolist():
                    got = planner._bound(planner._weights(lb, usable, range_), target)
                    assert got.dtype == np.int64
                    assert np.array_equal(got, _bound_int64(lb, usable, range_, target))
    no_way = longest = 0
    for _ in range(40):
        n = int(rng.integers(2, 60))
        lb = rng.integers(1, 9, size=(n, n)).astype(np.int64)
        usable = rng.random((n, n)) < rng.choice([0.03, 0.1, 0.5])
        range_ = int(rng.integers(1, 9))
        target = int(rng.integers(n))
        got = planner._bound(planner._weights(lb, usable, range_), target)
        assert np.array_equal(got, _bound_int64(lb, usable, range_, target))
        no_way += int((got == 1 << 30).sum())
        longest = max(longest, int(got[got < 1 << 30].max()))
    assert no_way and longest >= 20  # unreachable nodes and long chains were both met


def test_a_leg_and_its_reverse_are_judged_alike() -> None:
    """A plan from a point tests each leg between the point and a place once and uses the
    answer both ways (issue 15): the leg tests (the Barrage, the obstacles, neutral land)
    answer a segment and its reverse alike, under every rule flag, from points anywhere and
    points near a place (on its ring, where legs graze coasts and zones)."""
    import itertools

    import shapely

    from npq.nav import planner

    board = load_board()
    xy = np.array([p.xy for p in board.places], dtype=np.float64)
    rng = np.random.default_rng(1524)
    blocked = total = 0
    for flags in itertools.product((False, True), repeat=4):
        for k in range(12):
            s = rng.uniform(-10, 10, 2)
            if k % 2:
                s = xy[rng.integers(len(xy))] + rng.normal(0.0, 0.2, 2)
            near = np.flatnonzero(np.hypot(*(xy - s).T) <= 14.0)
            out = np.empty((len(near), 2, 2), dtype=np.float64)
            out[:, 0], out[:, 1] = s, xy[near]
            there = planner._clear_lines(shapely.linestrings(out), board, flags)
            back = planner._clear_lines(shapely.linestrings(out[:, ::-1]), board, flags)
            assert np.array_equal(there, back), flags
            blocked += int((~there).sum())
            total += len(there)
    assert 0 < blocked < total  # some legs blocked, some clear
