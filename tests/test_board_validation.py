"""Every BoardError case on a small broken file (tests/data/boards/broken_*.geojson).

Each file is the valid mini board with one defect (see make_fixtures.py there); the error
must name the offending feature and say what is wrong (issue #2, validation on load).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from npq.board import BoardError, load_board

BOARDS = Path(__file__).resolve().parent / "data" / "boards"
TERRITORIES = BOARDS / "territories_mini.geojson"

CASES = [
    ("lon_out_of_range", "berlin", "out of range"),
    ("lat_lon_swapped", "denver", r"wants \[lon, lat\]"),
    ("string_coordinate", "kiel", "bad coordinate '10.0'"),
    ("unclosed_ring", "mid_alps", "not closed"),
    ("bowtie", "pack_ice", "Self-intersection"),
    ("port_as_polygon", "north_cape", "a port must be a Point, not a Polygon"),
    ("duplicate_id", "kings_bay", "duplicate id"),
    ("missing_kind", "ruhr", "missing kind"),
    ("missing_name", "ruhr", "missing name"),
    ("unknown_kind", "ruhr", "unknown kind 'volcano'"),
    ("unknown_nation", "denver", "unknown nation 'prussia'"),
    ("start_without_nation", "berlin", "needs start_for"),
    ("second_start_base", "munich", "second start_base for germany"),
    ("dry_port", "north_cape", "touches no navigable water"),
    ("base_off_board", "denver", "off the board"),
    ("no_window", "wa_1_0", "needs its window"),
    ("window_outside", "wa_0_1", "outside its weather area"),
    ("weather_overlap", "wa_0_0", "overlaps weather area wa_0_1"),
    ("weather_gap", "wa_0_1", "leave a gap"),
]


def test_mini_board_is_valid() -> None:
    board = load_board(BOARDS / "mini.geojson", TERRITORIES)
    assert len(board.features) == 16


@pytest.mark.parametrize(("case", "feature_id", "message"), CASES, ids=[c[0] for c in CASES])
def test_broken_board(case: str, feature_id: str, message: str) -> None:
    with pytest.raises(BoardError, match=message) as err:
        load_board(BOARDS / f"broken_{case}.geojson", TERRITORIES)
    assert err.value.feature_id == feature_id
    assert str(err.value).startswith(f"{feature_id}: ")


def test_missing_id_names_the_feature() -> None:
    with pytest.raises(BoardError, match=r"feature #7 \('Ruhr'\) has no id"):
        load_board(BOARDS / "broken_missing_id.geojson", TERRITORIES)


def test_truncated_json_names_the_file() -> None:
    path = BOARDS / "broken_truncated.geojson"
    with pytest.raises(BoardError, match="not valid JSON") as err:
        load_board(path, TERRITORIES)
    assert str(path) in str(err.value)
    assert "line " in str(err.value)


def test_missing_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.geojson"
    with pytest.raises(BoardError, match="cannot read") as err:
        load_board(path, TERRITORIES)
    assert str(path) in str(err.value)


@pytest.mark.parametrize(
    "doc",
    [
        [1, 2, 3],
        {"type": "Feature"},
        {"type": "FeatureCollection", "features": {}},
    ],
)
def test_not_a_feature_collection(tmp_path: Path, doc: object) -> None:
    path = tmp_path / "odd.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(BoardError, match=re.escape(str(path))):
        load_board(path, TERRITORIES)


def test_binary_garbage(tmp_path: Path) -> None:
    path = tmp_path / "garbage.geojson"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(BoardError, match=r"garbage\.geojson"):
        load_board(path, TERRITORIES)


def test_territory_with_unknown_nation() -> None:
    with pytest.raises(BoardError, match="unknown nation 'ruritania'") as err:
        load_board(BOARDS / "mini.geojson", BOARDS / "territories_unknown_nation.geojson")
    assert err.value.feature_id == "Neutralia"


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda f: f["geometry"].update(coordinates=[13.4, float("nan")]), "bad coordinate"),
        (lambda f: f["geometry"].update(coordinates=[13.4, True]), "bad coordinate"),
        (lambda f: f["geometry"].update(coordinates=[13.4]), "bad position"),
        (lambda f: f.update(geometry=None), "missing or malformed geometry"),
        (lambda f: f["geometry"].update(type="Circle"), "unsupported geometry type"),
        (lambda f: f["properties"].update(alternate="yes"), "alternate must be true or false"),
        (lambda f: f["properties"].update(start_for="atlantis"), "unknown start_for"),
    ],
)
def test_more_broken_berlin(tmp_path: Path, mutate: object, message: str) -> None:
    doc = json.loads((BOARDS / "mini.geojson").read_text(encoding="utf-8"))
    berlin = next(f for f in doc["features"] if f["properties"]["id"] == "berlin")
    mutate(berlin)  # type: ignore[operator]
    path = tmp_path / "board.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(BoardError, match=message) as err:
        load_board(path, TERRITORIES)
    assert err.value.feature_id == "berlin"


def test_board_needs_one_barrage_area(tmp_path: Path) -> None:
    doc = json.loads((BOARDS / "mini.geojson").read_text(encoding="utf-8"))
    doc["features"] = [f for f in doc["features"] if f["properties"]["kind"] != "barrage_area"]
    path = tmp_path / "board.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(BoardError, match="exactly one barrage_area"):
        load_board(path, TERRITORIES)


def _territories(tmp_path: Path, mutate: object) -> Path:
    doc = json.loads(TERRITORIES.read_text(encoding="utf-8"))
    mutate(doc["features"][0])  # type: ignore[operator]
    path = tmp_path / "territories.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda f: f["properties"].pop("name"), "territory #0 has no name"),
        (
            lambda f: f.update(geometry={"type": "Point", "coordinates": [10, 50]}),
            "must be a Polygon or MultiPolygon",
        ),
        (
            lambda f: f["geometry"]["coordinates"][0].__setitem__(2, [30, "60"]),
            "bad coordinate '60'",
        ),
        (
            lambda f: f["geometry"]["coordinates"][0].__setitem__(2, [30, 160]),
            "out of range",
        ),
    ],
)
def test_broken_territories(tmp_path: Path, mutate: object, message: str) -> None:
    with pytest.raises(BoardError, match=message):
        load_board(BOARDS / "mini.geojson", _territories(tmp_path, mutate))


def test_string_inside_a_polygon_ring(tmp_path: Path) -> None:
    doc = json.loads((BOARDS / "mini.geojson").read_text(encoding="utf-8"))
    alps = next(f for f in doc["features"] if f["properties"]["id"] == "mid_alps")
    alps["geometry"]["coordinates"][0][1] = [20, None]
    path = tmp_path / "board.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(BoardError, match="bad coordinate None") as err:
        load_board(path, TERRITORIES)
    assert err.value.feature_id == "mid_alps"
