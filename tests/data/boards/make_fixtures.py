"""Regenerate the small board fixtures in this folder: ``python make_fixtures.py``.

``mini.geojson`` + ``territories_mini.geojson`` form a tiny valid board (three rectangular
countries, four weather areas, one feature of most kinds). Every ``broken_*.geojson`` is the
mini board with exactly one defect, each exercising one :class:`~npq.errors.BoardError` case.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

Json = dict[str, Any]


def box(w: float, s: float, e: float, n: float) -> Json:
    return {
        "type": "Polygon",
        "coordinates": [[[w, s], [e, s], [e, n], [w, n], [w, s]]],
    }


def feat(props: Json, geometry: Json) -> Json:
    return {"type": "Feature", "properties": props, "geometry": geometry}


def point(lon: float, lat: float) -> Json:
    return {"type": "Point", "coordinates": [lon, lat]}


def territories() -> Json:
    return {
        "type": "FeatureCollection",
        "features": [
            feat({"name": "Testland", "nation": "germany"}, box(0, 45, 30, 60)),
            feat({"name": "Neutralia", "nation": "neutral"}, box(100, 50, 130, 70)),
            feat({"name": "Yankland", "nation": "usa"}, box(-120, 30, -80, 50)),
        ],
    }


def weather(band: int, sector: int, w: float, s: float, e: float, n: float) -> Json:
    return feat(
        {
            "id": f"wa_{band}_{sector}",
            "kind": "weather_area",
            "name": f"Weather area {band}-{sector}",
            "band": band,
            "sector": sector,
            "window": [(w + e) / 2, (s + n) / 2],
        },
        box(w, s, e, n),
    )


def mini() -> Json:
    return {
        "type": "FeatureCollection",
        "features": [
            feat(
                {
                    "id": "berlin",
                    "kind": "start_base",
                    "name": "Berlin",
                    "nation": "germany",
                    "start_for": "germany",
                    "alternate": False,
                },
                point(13.4, 52.5),
            ),
            feat(
                {
                    "id": "kiel",
                    "kind": "start_port",
                    "name": "Kiel",
                    "nation": "germany",
                    "start_for": "germany",
                },
                point(10.0, 59.9),
            ),
            feat(
                {"id": "kings_bay", "kind": "arctic_base", "name": "Kings Bay"}, point(11.9, 78.9)
            ),
            feat(
                {"id": "denver", "kind": "mission_base", "name": "Denver", "nation": "usa"},
                point(-100.0, 40.0),
            ),
            feat({"id": "north_cape", "kind": "port", "name": "North Cape"}, point(115.0, 70.1)),
            feat({"id": "mid_alps", "kind": "obstacle", "name": "Alps"}, box(5, 47, 20, 50)),
            feat(
                {"id": "pack_ice", "kind": "sea_obstacle", "name": "Pack ice"},
                box(-30, 60, -20, 65),
            ),
            feat(
                {"id": "ruhr", "kind": "restricted_area", "name": "Ruhr", "nation": "germany"},
                box(20, 50, 25, 52),
            ),
            feat(
                {"id": "test_canal", "kind": "channel", "name": "Test canal"},
                {"type": "LineString", "coordinates": [[0, 55], [30, 55]]},
            ),
            feat(
                {"id": "trap_1", "kind": "strategy_circle", "name": "Trap 1", "radius": 0.4},
                point(-40.0, 50.0),
            ),
            feat(
                {"id": "barrage", "kind": "barrage_area", "name": "Barrage Area"},
                box(-180, 84.6, 180, 90),
            ),
            feat(
                {"id": "ice_ring", "kind": "ice_ring", "name": "Arctic ice ring"},
                box(-180, 80.1, 180, 90),
            ),
            weather(0, 0, -180, 25, 0, 60),
            weather(0, 1, 0, 25, 180, 60),
            weather(1, 0, -180, 60, 0, 90),
            weather(1, 1, 0, 60, 180, 90),
        ],
    }


def by_id(doc: Json, fid: str) -> Json:
    return next(f for f in doc["features"] if f["properties"].get("id") == fid)


def _set(fid: str, **changes: Any) -> Callable[[Json], None]:
    def apply(doc: Json) -> None:
        props = by_id(doc, fid)["properties"]
        for key, value in changes.items():
            if value is None:
                props.pop(key, None)
            else:
                props[key] = value

    return apply


def _geometry(fid: str, geometry: Json) -> Callable[[Json], None]:
    def apply(doc: Json) -> None:
        by_id(doc, fid)["geometry"] = geometry

    return apply


def _duplicate(doc: Json) -> None:
    doc["features"].append(copy.deepcopy(by_id(doc, "kings_bay")))


#: name -> the one defect (the tests name the id and the message they expect).
BROKEN: dict[str, Callable[[Json], None]] = {
    "lon_out_of_range": _geometry("berlin", point(213.4, 52.5)),
    "lat_lon_swapped": _geometry("denver", point(40.0, -100.0)),
    "string_coordinate": _geometry("kiel", {"type": "Point", "coordinates": ["10.0", 59.9]}),
    "unclosed_ring": _geometry(
        "mid_alps", {"type": "Polygon", "coordinates": [[[5, 47], [20, 47], [20, 50], [5, 50]]]}
    ),
    "bowtie": _geometry(
        "pack_ice",
        {
            "type": "Polygon",
            "coordinates": [[[-30, 60], [-20, 65], [-20, 60], [-30, 65], [-30, 60]]],
        },
    ),
    "port_as_polygon": _geometry("north_cape", box(114, 70, 116, 71)),
    "duplicate_id": _duplicate,
    "missing_id": _set("ruhr", id=None),
    "missing_kind": _set("ruhr", kind=None),
    "missing_name": _set("ruhr", name=None),
    "unknown_kind": _set("ruhr", kind="volcano"),
    "unknown_nation": _set("denver", nation="prussia"),
    "start_without_nation": _set("berlin", start_for=None),
    "dry_port": _geometry("north_cape", point(115.0, 60.0)),
    "base_off_board": _geometry("denver", point(-100.0, 20.0)),
    "no_window": _set("wa_1_0", window=None),
    "window_outside": _set("wa_0_1", window=[90.0, 75.0]),
    "weather_overlap": _geometry("wa_0_0", box(-180, 25, 10, 60)),
    "weather_gap": _geometry("wa_0_1", box(0, 30, 180, 60)),
    "second_start_base": lambda doc: doc["features"].append(
        feat(
            {
                "id": "munich",
                "kind": "start_base",
                "name": "Munich",
                "nation": "germany",
                "start_for": "germany",
            },
            point(11.6, 48.1),
        )
    ),
}


def dump(doc: Json, path: Path) -> None:
    """One feature per line: small, diffable, readable."""
    lines = [json.dumps(f, ensure_ascii=False) for f in doc["features"]]
    body = ",\n".join(lines)
    path.write_text(
        '{"type": "FeatureCollection", "features": [\n' + body + "\n]}\n", encoding="utf-8"
    )


def main() -> None:
    dump(mini(), HERE / "mini.geojson")
    dump(territories(), HERE / "territories_mini.geojson")
    bad_terr = territories()
    bad_terr["features"][1]["properties"]["nation"] = "ruritania"
    dump(bad_terr, HERE / "territories_unknown_nation.geojson")
    for name, defect in BROKEN.items():
        doc = mini()
        defect(doc)
        dump(doc, HERE / f"broken_{name}.geojson")
    text = (HERE / "mini.geojson").read_text(encoding="utf-8")
    (HERE / "broken_truncated.geojson").write_text(text[: len(text) // 2], encoding="utf-8")


if __name__ == "__main__":
    main()
