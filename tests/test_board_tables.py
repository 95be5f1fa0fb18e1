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
