"""The river channels of ``data/board.geojson`` and ``tools/build_channels.py`` (rulebook 4
"Ships Movement": ships pass wherever a water channel is visible, three straight segments a
turn): each river is a corridor of long straight reaches along its real course."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
import shapely

from npq.board import Board, FeatureKind, load_board
from npq.paths import data_path

TOOLS = Path(__file__).resolve().parent.parent / "tools"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_channels", TOOLS / "build_channels.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_channels"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


def test_the_tool_reproduces_the_board_file(tool: ModuleType, tmp_path: Path) -> None:
    """The river channels on the board are exactly the tool's output, byte for byte."""
    copy = tmp_path / "board.geojson"
    original = data_path("board.geojson").read_bytes()
    copy.write_bytes(original)
    assert tool.main([str(copy)]) == 0
    assert copy.read_bytes() == original


def test_rebuilding_touches_only_the_rivers(tool: ModuleType) -> None:
    doc = json.loads(data_path("board.geojson").read_text(encoding="utf-8"))
    rebuilt = tool.build(doc)
    assert [f["properties"] for f in rebuilt] == [f["properties"] for f in doc["features"]]
    changed = {
        f["properties"]["id"]
        for f, g in zip(doc["features"], rebuilt, strict=True)
        if f["geometry"] != g["geometry"]
    }
    assert changed <= set(tool.RIVERS)


# Towns on the banks (WGS84 lon, lat), downstream order.
OB = {
    "Tomsk": (84.97, 56.49),
    "Kolpashevo": (82.9, 58.31),
    "Narym": (81.62, 58.96),
    "Nizhnevartovsk": (76.57, 60.94),
    "Surgut": (73.4, 61.25),
    "Samarovo": (69.0, 61.0),
    "Berezovo": (65.05, 63.93),
    "Obdorsk": (66.6, 66.53),
    "Novy Port": (72.9, 67.7),
}
ST_LAWRENCE = {"Montreal": (-73.57, 45.5), "Trois-Rivieres": (-72.55, 46.34)}


@pytest.mark.parametrize(("channel", "towns"), [("ob_tom_route", OB), ("st_lawrence", ST_LAWRENCE)])
def test_river_corridors_follow_the_real_course(
    board: Board, channel: str, towns: dict[str, tuple[float, float]]
) -> None:
    """Every river town lies inside its corridor, clear of the edge (>= 2.5 km)."""
    body = board.get(channel).geometry
    for name, (lon, lat) in towns.items():
        point = shapely.Point(board.to_board(lon, lat))
        assert body.contains(point), name
        assert body.exterior.distance(point) >= 0.005, name


def test_ob_corridor_is_wide_and_made_of_few_reaches(board: Board, tool: ModuleType) -> None:
    """Tens of kilometres wide all along (a 0.16 L core survives), six straight reaches:
    a ship's three segments cover most of a turn's 3 Lengths on it."""
    body = board.get("ob_tom_route").geometry
    core = body.buffer(-0.08)
    assert core.geom_type == "Polygon"
    river = tool.RIVERS["ob_tom_route"]
    assert len(river.centreline) - 1 == 6
    assert 0.08 <= river.half_width <= 0.15


def test_river_corridors_avoid_obstacles_and_political_areas(board: Board) -> None:
    zones = board.of_kind(FeatureKind.OBSTACLE, FeatureKind.RESTRICTED_AREA)
    for cid in ("ob_tom_route", "st_lawrence"):
        body = board.get(cid).geometry
        assert not any(body.intersects(z.geometry) for z in zones), cid
