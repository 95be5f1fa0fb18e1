"""Tables derived from a board and stored beside the board cache (npq.board.tables, issue 15):
the navigation index and the bots' route tables read back exactly as they were built, and a
damaged, foreign or hostile table file is ignored and rebuilt (no pickle, bounded reads)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from npq.board import Board, load_board
from npq.board.load import build_board
from npq.board.tables import (
    TABLES_FORMAT,
    board_tables,
    read_tables,
    tables_path,
    write_tables,
)

BOARDS = Path(__file__).resolve().parent / "data" / "boards"
MINI = BOARDS / "mini.geojson"
TERRITORIES = BOARDS / "territories_mini.geojson"

ARRAYS = {
    "f": np.arange(12, dtype=np.float64).reshape(3, 4) / 7.0,
    "i": np.array([5, -3, 2**40], dtype=np.int64),
    "b": np.array([[True, False], [False, True]]),
}


def _same(a: dict[str, np.ndarray], b: dict[str, np.ndarray]) -> None:
    assert list(a) == list(b)
    for k in a:
        assert a[k].dtype == b[k].dtype and a[k].shape == b[k].shape
        assert np.array_equal(a[k], b[k]), k


def test_round_trip_and_keys(tmp_path: Path) -> None:
    path = write_tables(tmp_path, "k" * 64, "demo", "v1", ARRAYS)
    assert path == tables_path(tmp_path, "k" * 64, "demo", "v1")
    assert tables_path(tmp_path, "k" * 64, "demo", "v2") != path  # versions side by side
    got = read_tables(tmp_path, "k" * 64, "demo", "v1")
    assert got is not None
    _same(got, ARRAYS)
    assert read_tables(tmp_path, "k" * 64, "demo", "v2") is None  # other code
    assert read_tables(tmp_path, "k" * 64, "other", "v1") is None  # absent
    assert read_tables(tmp_path, "k" * 63 + "x", "demo", "v1") is None  # other board


def test_versions_stay_side_by_side_and_old_ones_go(tmp_path: Path) -> None:
    from npq.board.tables import KEEP_VERSIONS

    key = "k" * 64
    (tmp_path / f"{key[:32]}.json").write_text("{}")  # the board's cache file
    for v in range(KEEP_VERSIONS + 2):
        write_tables(tmp_path, key, "demo", f"v{v}", ARRAYS)
        assert read_tables(tmp_path, key, "demo", f"v{v}") is not None
    assert read_tables(tmp_path, key, "demo", f"v{KEEP_VERSIONS}") is not None  # still there
    assert len(list(tmp_path.glob("*.demo.*.tables"))) == KEEP_VERSIONS
    (tmp_path / f"{key[:32]}.json").unlink()  # the board cache pruned it: its tables go too
    write_tables(tmp_path, "j" * 64, "demo", "v0", ARRAYS)
    assert [p.name[:1] for p in tmp_path.glob("*.tables")] == ["j"]


def test_object_arrays_are_never_written(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match="not stored"):
        write_tables(tmp_path, "k" * 64, "demo", "v1", {"o": np.array([object()])})


def _header(path: Path) -> tuple[bytes, dict, bytes]:
    data = path.read_bytes()
    magic = data[:11]
    n = int.from_bytes(data[11:19], "little")
    return magic, json.loads(data[19 : 19 + n]), data[19 + n :]


def _rewrite(path: Path, magic: bytes, header: dict | bytes, body: bytes) -> None:
    raw = header if isinstance(header, bytes) else json.dumps(header).encode()
    path.write_bytes(magic + len(raw).to_bytes(8, "little") + raw + body)


def test_damaged_files_read_as_absent(tmp_path: Path) -> None:
    key = "k" * 64
    path = write_tables(tmp_path, key, "demo", "v1", ARRAYS)
    assert path is not None
    magic, header, body = _header(path)
    assert header["format"] == TABLES_FORMAT
    cases: dict[str, bytes | None] = {}
    flipped = bytearray(body)
    flipped[5] ^= 0x40
    cases["a flipped bit"] = None
    _rewrite(path, magic, header, bytes(flipped))
    assert read_tables(tmp_path, key, "demo", "v1") is None, "a flipped bit"
    _rewrite(path, magic, header, body[:-3])
    assert read_tables(tmp_path, key, "demo", "v1") is None, "truncated"
    _rewrite(path, b"NOT-TABLES\n", header, body)
    assert read_tables(tmp_path, key, "demo", "v1") is None, "foreign magic"
    nested = b'{"format": "npq-board-tables/1", "a": ' + b"[" * 50_000 + b"]" * 50_000 + b"}"
    _rewrite(path, magic, nested, body)
    assert read_tables(tmp_path, key, "demo", "v1") is None, "nested header"
    path.write_bytes(magic + (1 << 62).to_bytes(8, "little") + b"{}")
    assert read_tables(tmp_path, key, "demo", "v1") is None, "a header longer than the file"
    for change in (
        {"dtype": "|O"},  # objects would need pickle
        {"shape": [10**12]},  # more than the data holds
        {"shape": [2, 2, 2, 2]},
        {"offset": -8},
        {"nbytes": 8},
    ):
        bad = json.loads(json.dumps(header))
        bad["arrays"][0].update(change)
        _rewrite(path, magic, bad, body)
        assert read_tables(tmp_path, key, "demo", "v1") is None, change
    path.write_bytes(b"")
    assert read_tables(tmp_path, key, "demo", "v1") is None, "empty"


def test_board_tables_rebuilds_what_its_reader_rejects(tmp_path: Path) -> None:
    board = build_board(MINI, TERRITORIES, cache=tmp_path)
    assert board.cache_slot is not None and board.cache_slot[0] == tmp_path
    built: list[int] = []

    def build() -> dict[str, np.ndarray]:
        built.append(1)
        return {"x": np.arange(4, dtype=np.int64)}

    def load(a: dict[str, np.ndarray]) -> list[int]:
        if a["x"].max() >= 4:
            raise IndexError("out of range")
        return a["x"].tolist()

    assert board_tables(board, "demo", "v1", build, load) == [0, 1, 2, 3]
    assert board_tables(board, "demo", "v1", build, load) == [0, 1, 2, 3]
    assert len(built) == 1  # the second came from the file
    # A file that passes the digest but holds values its reader cannot use: rebuilt.
    write_tables(tmp_path, board.cache_slot[1], "demo", "v1", {"x": np.array([9], dtype=np.int64)})
    assert board_tables(board, "demo", "v1", build, load) == [0, 1, 2, 3]
    assert len(built) == 2
    got = read_tables(tmp_path, board.cache_slot[1], "demo", "v1")
    assert got is not None and got["x"].tolist() == [0, 1, 2, 3]  # rewritten


def test_uncached_board_has_no_slot() -> None:
    assert build_board(MINI, TERRITORIES).cache_slot is None


def _copy_without_slot(board: Board) -> Board:
    return Board(
        features=board.features,
        territory_features=board.territory_features,
        territories=board.territories,
        disc=board.disc,
        radius=board.radius,
        land=board.land,
        water=board.water,
        projection=board.projection,
        source=board.source,
    )


def _same_layer(a: object, b: object) -> None:
    for field in ("edges", "cell_edges", "poly_cells", "cell_inside", "cell_ref", "reach"):
        x, y = getattr(a, field), getattr(b, field)
        assert x == y, field
        if isinstance(x, dict):
            assert list(x) == list(y), field  # the same order too


def _fresh_routes(board: Board) -> tuple[object, object]:
    from npq.bots.routing import AirRouter, WaterRouter

    fresh = _copy_without_slot(board)
    return WaterRouter(fresh), AirRouter(fresh)


def _same_routes(board: Board, ref: tuple[object, object]) -> None:
    from npq.bots.routing import AirRouter, WaterRouter

    w0, a0 = ref
    assert isinstance(w0, WaterRouter) and isinstance(a0, AirRouter)
    w = WaterRouter(board)
    assert np.array_equal(w.xy, w0.xy) and w.adj == w0.adj and w.port_node == w0.port_node
    for port in w.port_ids:
        got, want = w.tree(port), w0.tree(port)
        assert got == want and list(got[0]) == list(want[0]) and list(got[1]) == list(want[1])
    w._flush()  # as at exit: the trees searched are stored for the next process
    # The airship router keeps no table (issue 15): it answers from the board's obstacles,
    # the same on a board read from the cache as on a fresh one.
    a = AirRouter(board)
    assert a.ids == a0.ids and np.array_equal(a.xy, a0.xy)
    pts = [tuple(p) for p in a.xy.tolist()] + [(0.3, 0.2), (-2.5, 1.0)]
    for p in pts:
        for q in pts:
            for commander, unlocked in ((False, False), (False, True), (True, False)):
                assert a.segment_clear(p, q, commander, unlocked) is a0.segment_clear(
                    p, q, commander, unlocked
                )


def test_stored_index_and_routes_are_what_a_fresh_build_gives(tmp_path: Path) -> None:
    from npq.nav._index import _build

    ref = _fresh_routes(build_board(MINI, TERRITORIES))
    for _ in range(3):
        # The first build writes the board and its tables; the second reads the board from
        # the cache, which lists the territories in another order, so the index is rebuilt
        # (the tables hold the polygons' fingerprint); the third reads everything.
        board = build_board(MINI, TERRITORIES, cache=tmp_path)
        idx, idx0 = _build(board), _build(_copy_without_slot(board))
        for name in ("air", "weather", "solid"):
            _same_layer(getattr(idx, name), getattr(idx0, name))
        assert idx.air_cells == idx0.air_cells
        _same_routes(board, ref)
    names = sorted({p.name.split(".")[1] for p in tmp_path.glob("*.tables")})
    assert names == ["nav", "water-graph", "water-trees"]


def test_damaged_route_tables_are_rebuilt(tmp_path: Path) -> None:
    from npq.bots.routing import WaterRouter, _version

    board = build_board(MINI, TERRITORIES, cache=tmp_path)
    ref = _fresh_routes(board)
    _same_routes(board, ref)  # writes the graph and, as at exit, the trees
    key = board.cache_slot[1] if board.cache_slot else ""
    trees = read_tables(tmp_path, key, "water-trees", _version("water-trees/1"))
    assert trees is not None and (trees["order"][:, 0] >= 0).all()  # every port's tree
    # Stored trees are read, not searched again.
    w = WaterRouter(board)
    w.tree(w.port_ids[0])
    assert not w._new_trees
    (path,) = tmp_path.glob("*.water-graph.*.tables")
    data = bytearray(path.read_bytes())
    data[-100] ^= 0xFF
    path.write_bytes(bytes(data))
    _same_routes(board, ref)
    # Edges whose ends leave the graph, with a valid digest: refused by the reader, rebuilt.
    graph = read_tables(tmp_path, key, "water-graph", _version("water-graph/1"))
    assert graph is not None
    bad = {k: np.array(v) for k, v in graph.items()}
    bad["left"][0] = len(bad["xy"]) + 5
    write_tables(tmp_path, key, "water-graph", _version("water-graph/1"), bad)
    _same_routes(board, ref)
    # A tree whose first node is not its port: that tree is searched afresh.
    bad = {k: np.array(v) for k, v in trees.items()}
    bad["order"][0, :2] = bad["order"][0, 1::-1]
    write_tables(tmp_path, key, "water-trees", _version("water-trees/1"), bad)
    w = WaterRouter(board)
    w.tree(w.port_ids[0])
    assert w._new_trees == {0}
    _same_routes(board, ref)
    # Trees of out-of-range nodes: all ignored, searched afresh.
    bad = {k: np.array(v) for k, v in trees.items()}
    bad["next"][1, 3] = 10**6
    write_tables(tmp_path, key, "water-trees", _version("water-trees/1"), bad)
    assert not WaterRouter(board)._stored
    _same_routes(board, ref)


def test_packaged_board_index_from_the_cache_answers_as_built(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The packaged board through the real cache: the stored index walks like a fresh one."""
    from npq.nav import Course, resolve_airship_move
    from npq.nav._index import _build

    default = load_board()
    fresh = _copy_without_slot(default)
    idx0 = _build(fresh)
    if default.cache_slot is None:
        pytest.skip("the board cache is off")
    idx = _build(default)
    for name in ("air", "weather", "solid"):
        _same_layer(getattr(idx, name), getattr(idx0, name))
    rng = np.random.default_rng(15)
    for _ in range(50):
        start = tuple(rng.uniform(-10, 10, 2).tolist())
        heading, dist = float(rng.uniform(0, 360)), float(rng.uniform(0.5, 7))
        a = resolve_airship_move(default, start, Course.along(heading), dist)
        b = resolve_airship_move(fresh, start, Course.along(heading), dist)
        assert repr(a) == repr(b)


def test_stored_place_legs_are_the_built_ones_and_bad_ones_are_rebuilt(tmp_path: Path) -> None:
    """The calculator's and the planner's clear place-to-place legs (issue 15: ~49,000 GEOS
    tests per set of rule flags on the packaged board) are read back as built, one file per
    set of flags; a damaged file, or one with a valid digest but a value that is no boolean
    or the wrong shape, is rebuilt."""
    from npq.nav import calculators

    place_legs = calculators._place_legs.__wrapped__  # past the per-process memo
    board = build_board(MINI, TERRITORIES, cache=tmp_path)
    key = board.cache_slot[1] if board.cache_slot else ""
    n = len(board.places)
    fresh = _copy_without_slot(board)
    for flags in ((False, False, False), (True, False, True), (False, True, False)):
        want = calculators._build_place_legs(fresh, *flags)
        assert want.shape == (n, n) and want.dtype == np.bool_
        for _ in range(2):  # built and stored, then read
            assert np.array_equal(place_legs(board, *flags), want)
    (path,) = tmp_path.glob("*.place-legs-000.*.tables")
    version = f"place-legs/1:{calculators.BARRAGE_RADIUS!r}:" + calculators.source_digest(
        calculators.__file__
    )
    want = calculators._build_place_legs(fresh, False, False, False)
    assert not want.all() and want.any()  # the mini board has obstacles
    data = bytearray(path.read_bytes())
    data[-7] ^= 0xFF
    path.write_bytes(bytes(data))
    assert read_tables(tmp_path, key, "place-legs-000", version) is None
    assert np.array_equal(place_legs(board, False, False, False), want)
    for bad in (
        want.view(np.uint8) * 2,  # a byte that is no boolean
        want.view(np.uint8).astype(bool)[:-1],  # one place short
    ):
        write_tables(tmp_path, key, "place-legs-000", version, {"clear": bad.view(np.bool_)})
        assert read_tables(tmp_path, key, "place-legs-000", version) is not None
        assert np.array_equal(place_legs(board, False, False, False), want)
        stored = read_tables(tmp_path, key, "place-legs-000", version)
        assert stored is not None and np.array_equal(stored["clear"], want)


class _CachedAt:
    """The packaged board with its table cache in another folder (an empty one: cold; the
    board's own file stands for it there, or each table written would prune the others)."""

    def __init__(self, board: Board, directory: Path) -> None:
        self._board = board
        assert board.cache_slot is not None
        self.cache_slot = (directory, board.cache_slot[1])
        (directory / f"{board.cache_slot[1][:32]}.json").touch()

    def __getattr__(self, name: str) -> object:
        return getattr(self._board, name)


def test_stored_ship_plans_are_the_planned_ones_and_bad_ones_are_planned_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ship plans a process made are stored with the board's tables at exit and read by
    the next process instead of being planned again (issue 15): the same legs, floats and
    arrivals, and "no route" too; a damaged file, or one whose values do not make plans
    (with a valid digest), is ignored and the plans are made afresh."""
    from npq.bots import routing
    from npq.nav.ship import resolve_ship_move

    packaged = load_board()
    board = _CachedAt(packaged, tmp_path)
    first = routing.WaterRouter(board)  # type: ignore[arg-type]
    asked: list[tuple[tuple[float, float], str]] = []
    for start, target in (("cagliari", "dikson"), ("san_francisco", "etah"), ("kushiro", "etah")):
        pos = packaged.place(start).xy
        for _ in range(3):  # a journey: each turn from where the last one ended
            asked.append((pos, target))
            plan = first.plan_sail(pos, target)
            assert plan is not None
            move = resolve_ship_move(packaged, pos, list(plan.legs), target=target)
            pos = (float(move.end[0]), float(move.end[1]))
    inland = packaged.place("moscow").xy
    asked.append((inland, "etah"))
    assert first.plan_sail(inland, "etah") is None  # no water near: no route
    want = {k: repr(first.plan_sail(*k)) for k in asked}
    assert not list(tmp_path.glob("*.water-sails.*"))  # stored at exit
    first._flush()
    (path,) = tmp_path.glob("*.water-sails.*.tables")

    def planned_again(self: object, pos: object, target: object, budget: object) -> None:
        raise AssertionError("a stored plan was planned again")

    with monkeypatch.context() as m:
        m.setattr(routing.WaterRouter, "_plan_sail", planned_again)
        again = routing.WaterRouter(board)  # type: ignore[arg-type]
        for k in asked:
            plan = again.plan_sail(*k)
            assert repr(plan) == want[k]
            assert plan is None or all(type(v) is float for leg in plan.legs for v in leg)
        again._flush()  # nothing new: the file is left as it was
    stored = read_tables(tmp_path, board.cache_slot[1], "water-sails", routing._sails_version())
    assert stored is not None and len(stored["target"]) == len(set(asked))

    calls: list[object] = []
    real = routing.WaterRouter._plan_sail

    def counted(self: routing.WaterRouter, *args: object) -> object:
        calls.append(args)
        return real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(routing.WaterRouter, "_plan_sail", counted)
    data = bytearray(path.read_bytes())
    data[-9] ^= 0xFF
    path.write_bytes(bytes(data))
    damaged = routing.WaterRouter(board)  # type: ignore[arg-type]
    assert [repr(damaged.plan_sail(*k)) for k in asked] == [want[k] for k in asked]
    assert len(calls) >= len(set(asked))  # planned afresh
    key = board.cache_slot[1]
    good = {name: np.array(a) for name, a in stored.items()}
    for name, value in (
        ("count", 7),  # more legs than a move may have
        ("target", len(damaged.port_ids)),  # a port beyond the board's
        ("legs", np.nan),
        ("kind", 0),  # "no route" with legs
    ):
        bad = {k: v.copy() for k, v in good.items()}
        bad[name][0] = value
        write_tables(tmp_path, key, "water-sails", routing._sails_version(), bad)
        assert read_tables(tmp_path, key, "water-sails", routing._sails_version()) is not None
        calls.clear()
        fresh = routing.WaterRouter(board)  # type: ignore[arg-type]
        assert [repr(fresh.plan_sail(*k)) for k in asked] == [want[k] for k in asked]
        assert calls, name  # the table was ignored: planned afresh


def _nav_version(board: Board) -> str:
    from npq.nav import _index

    code = _index.source_digest(_index.__file__, Path(_index.__file__).with_name("_grid.py"))
    return f"{_index._TABLES_VERSION}:{code}:{_index._fingerprint(_index._layer_geoms(board)[1])}"


def test_hostile_index_tables_are_rebuilt(tmp_path: Path) -> None:
    """The navigation index's rows are made from its arrays when a lookup first needs them
    (issue 15), so every index, offset, number and cell of the stored arrays is checked when
    the file is read: a file with a valid digest but values that cannot belong to the layers
    (an index out of range, a float where an index goes, a cell listed twice, a reference
    point whose cell holds no polygon, a number that is no number) is rebuilt, and the index
    is the one a fresh build gives."""
    from npq.nav._index import _build

    board = build_board(MINI, TERRITORIES, cache=tmp_path)
    board = build_board(MINI, TERRITORIES, cache=tmp_path)  # from the cache: its own order
    fresh = _build(_copy_without_slot(board))
    _build(board)  # stores the tables
    key, version = board.cache_slot[1] if board.cache_slot else "", _nav_version(board)
    stored = read_tables(tmp_path, key, "nav", version)
    assert stored is not None
    good = {name: np.array(a) for name, a in stored.items()}
    cells = good["air.cell_edge_cells"]
    assert len(cells) > 1 and len(good["air.ref_cells"])

    def with_(name: str, change: object) -> dict[str, np.ndarray]:
        bad = {k: v.copy() for k, v in good.items()}
        bad[name] = change(bad[name]) if callable(change) else change  # type: ignore[assignment]
        return bad

    unused = int(cells.max()) + 10**6
    cases = {
        "an edge's polygon out of range": with_("air.edge_poly", lambda a: a + 10**6),
        "a cell's edge out of range": with_("air.cell_edge_ids", lambda a: a + 10**6),
        "floats for indices": with_("air.cell_edge_ids", lambda a: a.astype(np.float64)),
        "a cell listed twice": with_("air.cell_edge_cells", lambda a: np.r_[a[1:2], a[1:]]),
        "a reference point's cell holds no polygon": with_(
            "weather.ref_cells", lambda a: np.r_[[unused], a[1:]]
        ),
        "a number that is no number": with_("solid.ref_xy", lambda a: np.where(a == a, np.nan, a)),
        "short offsets": with_("air.cell_inside.off", lambda a: a[:-1]),
    }
    cases["ref cells and held rows apart"] = with_(
        "weather.ref_held.cells", lambda a: np.r_[[unused], a[1:]]
    )
    for what, bad in cases.items():
        write_tables(tmp_path, key, "nav", version, bad)
        assert read_tables(tmp_path, key, "nav", version) is not None, what  # a valid digest
        idx = _build(board)
        for name in ("air", "weather", "solid"):
            _same_layer(getattr(idx, name), getattr(fresh, name))
        again = read_tables(tmp_path, key, "nav", version)
        assert again is not None and np.array_equal(again["air.edge_poly"], good["air.edge_poly"])
        assert np.array_equal(again["air.cell_edge_cells"], cells), what  # rewritten


def _air_plans(board: Board) -> list[tuple[str, object]]:
    """A few airship plans on the packaged board and their stored keys: from a place and from
    a point in the air, an unreachable one, with a Commander, the advanced rules."""
    from npq.bots._stored_plans import disc_digest, plan_key
    from npq.nav.planner import RouteCrew, RouteRules, plan_route
    from npq.weather import load_weather_disc

    disc = load_weather_disc()
    d = disc_digest(disc)
    out: list[tuple[str, object]] = []
    for start, target, fuel, round_no, crew, rules in (
        ("berlin", "kings_bay", 4, 3, RouteCrew(), RouteRules()),
        ((1.25, -3.5), "vadso", 3, 7, RouteCrew(scientist=True), RouteRules()),
        ("tokyo", "etah", 1, 1, RouteCrew(), RouteRules(horizon=2)),  # too far
        ("rome", "dikson", 4, 12, RouteCrew(commander=True), RouteRules(advanced=True)),
        ("paris", "jan_mayen", 4, 20, RouteCrew(), RouteRules(dry=frozenset({"vadso"}))),
    ):
        plan = plan_route(
            board,
            start,
            target,
            speed=4,
            range_=4,
            fuel=fuel,
            round_no=round_no,
            crew=crew,
            rules=rules,
            integrity=3,
            disc=disc,
        )
        key = plan_key(d, start, target, 4, 4, fuel, round_no, 3, crew, rules)  # type: ignore[arg-type]
        out.append((key, plan))
    return out


def test_stored_air_plans_are_the_planned_ones_and_bad_ones_are_planned_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The airship plans a process made are stored with the board's tables at exit and read
    back by the next process as the same plans, field for field (ints stay ints, icons
    icons; issue 15); a key differing in any input (4 and 4.0 too) finds none; a damaged file,
    or one with a valid digest whose rows are no plans (an unknown place or area, a number
    that is no number, a nested document, another key, offsets out of the rows), reads as
    absent, and the bots plan afresh."""
    from npq.bots import _stored_plans as sp
    from npq.nav.planner import RouteCrew, RouteRules

    packaged = load_board()
    if packaged.cache_slot is None:
        pytest.skip("the board cache is off")
    board = _CachedAt(packaged, tmp_path)
    made = _air_plans(packaged)
    assert any(not p.reachable for _, p in made) and any(p.turns for _, p in made)  # type: ignore[attr-defined]
    first = sp.StoredPlans(board)  # type: ignore[arg-type]
    for key, plan in made:
        assert first.get(key) is None
        first.add(key, plan)  # type: ignore[arg-type]
    assert not list(tmp_path.glob("*.air-plans.*"))  # stored at exit
    first.flush()
    (path,) = tmp_path.glob("*.air-plans.*.tables")
    again = sp.StoredPlans(board)  # type: ignore[arg-type]
    for key, plan in made:
        got = again.get(key)
        assert got is not None and repr(got) == repr(plan) and got == plan
        assert (got.considered, got.effort, got.fallback) == (
            plan.considered,  # type: ignore[attr-defined]
            plan.effort,  # type: ignore[attr-defined]
            plan.fallback,  # type: ignore[attr-defined]
        )
    d = json.loads(made[0][0])[0]
    for other in (
        sp.plan_key(d, "berlin", "kings_bay", 4.0, 4, 4, 3, 3, RouteCrew(), RouteRules()),  # type: ignore[arg-type]
        sp.plan_key(d, "berlin", "kings_bay", 4, 4, 4, 4, 3, RouteCrew(), RouteRules()),
        sp.plan_key(d, "berlin", "kings_bay", 4, 4, 4, 3, 3, RouteCrew(), RouteRules(horizon=29)),
        sp.plan_key("0" * 32, "berlin", "kings_bay", 4, 4, 4, 3, 3, RouteCrew(), RouteRules()),
    ):
        assert again.get(other) is None
    # Plans made later are added; the stored ones are kept.
    extra = sp.StoredPlans(board)  # type: ignore[arg-type]
    extra.add("[1]", made[0][1])  # type: ignore[arg-type]
    extra.flush()
    assert all(sp.StoredPlans(board).get(k) == p for k, p in made)  # type: ignore[arg-type]

    data = bytearray(path.read_bytes())
    data[-20] ^= 0xFF
    path.write_bytes(bytes(data))
    assert all(sp.StoredPlans(board).get(k) is None for k, _ in made)  # type: ignore[arg-type]

    key0, plan0 = made[0]
    row = sp.encode(plan0)  # type: ignore[arg-type]

    def rows(*docs: object) -> dict[str, np.ndarray]:
        chunks = [doc if isinstance(doc, bytes) else json.dumps(doc).encode() for doc in docs]
        digests = b"".join(sp._digest(key0) for _ in chunks)
        offsets = np.zeros(len(chunks) + 1, dtype=np.int64)
        np.cumsum([len(c) for c in chunks], out=offsets[1:])
        return {
            "digests": np.frombuffer(digests, dtype=np.uint8).reshape(-1, 16),
            "offsets": offsets,
            "blob": np.frombuffer(b"".join(chunks), dtype=np.uint8),
        }

    def changed(where: tuple[int, ...], value: object) -> list[object]:
        doc = json.loads(json.dumps(row))
        at = doc
        for k in where[:-1]:
            at = at[k]
        at[where[-1]] = value
        return doc

    write_tables(tmp_path, board.cache_slot[1], "air-plans", sp._version(), rows([key0, row]))
    assert sp.StoredPlans(board).get(key0) == plan0  # type: ignore[arg-type]
    assert plan0.turns  # type: ignore[attr-defined]
    hostile: dict[str, dict[str, np.ndarray]] = {
        "an unknown place": rows([key0, changed((2,), "atlantis")]),
        "an unknown area": rows([key0, changed((11, 0, 5), "nowhere")]),
        "an unknown icon": rows([key0, changed((11, 0, 6), "hail")]),
        "a number that is no number": rows([key0, changed((0, 0), float("nan"))]),
        "a flag that is a number": rows([key0, changed((9,), 1)]),
        "a short plan": rows([key0, row[:-1]]),
        "another key": rows(["[0]", row]),
        "a nested document": rows([key0, [[[[[[[[[[[]]]]]]]]]]]]),
        "a deep document": rows(b"[" * 50_000 + b"]" * 50_000),
    }
    bad = rows([key0, row])
    bad["offsets"] = bad["offsets"] + 1
    hostile["offsets beyond the rows"] = bad
    bad = rows([key0, row])
    bad["digests"] = bad["digests"][:, :8]
    hostile["short digests"] = bad
    for what, arrays in hostile.items():
        write_tables(tmp_path, board.cache_slot[1], "air-plans", sp._version(), arrays)
        assert read_tables(tmp_path, board.cache_slot[1], "air-plans", sp._version()) is not None
        assert sp.StoredPlans(board).get(key0) is None, what  # type: ignore[arg-type]


def test_the_bots_read_stored_air_plans(monkeypatch: pytest.MonkeyPatch) -> None:
    """``route_plan`` on the packaged world asks the stored plans before it plans, and adds
    what it planned: a second process's plan is the stored one, not planned again."""
    from dataclasses import replace

    from npq.bots import _stored_plans as sp
    from npq.bots import routing
    from npq.game import GameConfig, new_game
    from npq.game.world import default_world

    w = default_world()
    if w.board.cache_slot is None:
        pytest.skip("the board cache is off")
    s = new_game(GameConfig(("italy", "japan")), 5, w)
    p = s.players[0]
    p = replace(p, airship=replace(p.airship, fuel=3))
    store = sp.StoredPlans(w.board)
    monkeypatch.setattr(sp, "_STORES", {id(w.board): (w.board, store)})
    monkeypatch.setattr(store, "flush", lambda: None)  # nothing written to the user's cache
    monkeypatch.setattr(routing, "_PLANS", {})
    want = routing.route_plan(s, w, p, "kings_bay", unlocked=False)
    (key,) = store._new
    monkeypatch.setattr(routing, "_PLANS", {})
    monkeypatch.setattr(store, "get", lambda k: want if k == key else None)

    def planned(*args: object, **kw: object) -> None:
        raise AssertionError("planned again")

    monkeypatch.setattr(routing, "plan_route", planned)
    assert routing.route_plan(s, w, p, "kings_bay", unlocked=False) is want


def test_stored_place_bounds_are_the_worked_out_ones_and_bad_ones_are_worked_out_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The planner's bound over the places to a target (``_place_bound``, ~1 ms each, some 60
    in a first bot game) is stored with the board's tables at exit and read back by the next
    process as the same integers (issue 15); a damaged file, or one with a valid digest whose
    values are out of range or of another shape, is ignored and the bounds worked out."""
    from npq.nav import planner

    packaged = load_board()
    if packaged.cache_slot is None:
        pytest.skip("the board cache is off")
    board = _CachedAt(packaged, tmp_path)
    ids = [p.id for p in packaged.places]
    asked = [
        (
            4.0,
            4 * 4.0 + 0.3 + 1e-9,
            (False, False, False, False),
            4,
            frozenset(),
            ids.index("etah"),
        ),
        (
            3.0,
            3 * 5.0 + 0.3,
            (True, True, False, False),
            5,
            frozenset({"vadso"}),
            ids.index("dikson"),
        ),
        (5.0, 5 * 3.0 + 0.3, (False, False, False, False), 3, frozenset(), ids.index("kings_bay")),
    ]

    def fresh_process() -> None:
        monkeypatch.setattr(planner, "_BOUNDS", {})
        planner._place_bound.cache_clear()

    fresh_process()
    want = [np.array(planner._place_bound(board, *k)) for k in asked]  # type: ignore[arg-type]
    assert any((w < planner._NO_WAY).sum() > 10 for w in want)
    stored = planner._stored_bounds(board)  # type: ignore[arg-type]
    assert stored is not None and not list(tmp_path.glob("*.place-bounds.*"))
    stored.flush()  # as at exit
    (path,) = tmp_path.glob("*.place-bounds.*.tables")
    fresh_process()
    real = planner._bound

    def no_bound(*args: object) -> None:
        raise AssertionError("a stored bound was worked out again")

    monkeypatch.setattr(planner, "_bound", no_bound)
    for k, w in zip(asked, want, strict=True):
        got = planner._place_bound(board, *k)  # type: ignore[arg-type]
        assert got.dtype == w.dtype and np.array_equal(got, w) and not got.flags.writeable
    monkeypatch.setattr(planner, "_bound", real)

    calls: list[object] = []

    def counted(*args: object) -> object:
        calls.append(args)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(planner, "_bound", counted)
    data = bytearray(path.read_bytes())
    data[-30] ^= 0xFF
    path.write_bytes(bytes(data))
    fresh_process()
    assert all(
        np.array_equal(planner._place_bound(board, *k), w)  # type: ignore[arg-type]
        for k, w in zip(asked, want, strict=True)
    )
    assert len(calls) == len(asked)  # worked out afresh
    key, version = packaged.cache_slot[1], planner._bounds_version()
    digests = np.frombuffer(
        b"".join(
            planner.StoredRows.digest(
                json.dumps([k[0], k[1], list(k[2]), k[3], sorted(k[4]), k[5]])
            )
            for k in asked
        ),
        dtype=np.uint8,
    ).reshape(-1, 16)
    good = np.array(want)
    for what, values in (
        ("a bound below 0", np.where(good == good.max(), -1, good)),
        ("a bound beyond no way", good + planner._NO_WAY),
        ("another shape", good[:, :-1]),
        ("floats", good.astype(np.float64)),
    ):
        write_tables(tmp_path, key, "place-bounds", version, {"digests": digests, "values": values})
        assert read_tables(tmp_path, key, "place-bounds", version) is not None
        calls.clear()
        fresh_process()
        for k, w in zip(asked, want, strict=True):
            assert np.array_equal(planner._place_bound(board, *k), w), what  # type: ignore[arg-type]
        assert len(calls) == len(asked), what
    # the good ones, from a valid file
    write_tables(tmp_path, key, "place-bounds", version, {"digests": digests, "values": good})
    calls.clear()
    fresh_process()
    for k, w in zip(asked, want, strict=True):
        assert np.array_equal(planner._place_bound(board, *k), w)  # type: ignore[arg-type]
    assert not calls
