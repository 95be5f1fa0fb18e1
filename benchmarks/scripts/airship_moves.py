"""Exactness check for airship move resolution (issue 15): the ``repr`` of every move of a
fixed batch, one line each, and a digest per kind of move. Run it on two checkouts (the other
one through ``at_commit.py``) and compare the files byte for byte:

    .venv/bin/python benchmarks/scripts/airship_moves.py /tmp/after.txt [--py] [--memo] [--n=3000]
    .venv/bin/python benchmarks/scripts/at_commit.py /tmp/b_5bddb3b \\
        benchmarks/scripts/airship_moves.py /tmp/before.txt
    cmp /tmp/before.txt /tmp/after.txt

About 175,000 moves on the packaged and the navigation fixture boards: random (some off the
board), around the Pole and the Barrage Area, place to place with targets and stops, from
places, along grid lines, along, overlapping, through, from and to the boundary edges'
vertices, far beyond the grid, and twins the move memo must keep apart or may merge (ints,
floats, numpy floats, -0.0), each asked twice. ``--py``: the pure-Python walk (the fallback);
``--memo``: the move memo on (off by default, so every move is resolved).
"""

from __future__ import annotations

import hashlib
import math
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np

from npq.board import Board, load_board
from npq.nav import Course, Wind, airship, resolve_airship_move, warm_up
from npq.nav import _index as index
from npq.nav._index import GRID, nav_index

NAV = Path(__file__).resolve().parents[2] / "tests" / "data" / "nav"
Query = tuple[str, tuple[Any, ...], dict[str, Any]]


def queries(name: str, board: Board, n: int) -> list[Query]:
    rng = random.Random(7)
    places = list(board.places)
    zones = [z.id for z in board.zones]
    winds = list(Wind)

    def rules() -> dict[str, Any]:
        k: dict[str, Any] = {
            "has_commander": rng.random() < 0.5,
            "barrage_unlocked": rng.random() < 0.3,
            "advanced": rng.random() < 0.5,
        }
        if rng.random() < 0.3:
            k["deviation"] = rng.choice(winds)
        elif rng.random() < 0.3:
            k["deviation"] = rng.choice([12.0, -24.0, 0.0, -0.0, 12])
        if rng.random() < 0.3:
            k["max_distance"] = rng.choice([3, 4.0, 5.5])
        if rng.random() < 0.2:
            k["closed_zones"] = rng.sample(zones, 3)
        if rng.random() < 0.2:
            k["open_zones"] = rng.sample(zones, 3)
        return k

    out: list[Query] = []
    radius = board.radius + 1.5
    for _ in range(n):
        r, ang = radius * math.sqrt(rng.random()), rng.uniform(0, 2 * math.pi)
        s = (r * math.cos(ang), r * math.sin(ang))
        c = Course.along(rng.uniform(0, 360))
        out.append(("random", (s, c, rng.uniform(0.01, 9.0)), rules()))
    for _ in range(n // 3):
        s = (rng.uniform(-2.5, 2.5), rng.uniform(-2.5, 2.5))
        aim = (rng.uniform(-0.4, 0.4), rng.uniform(-0.4, 0.4))
        if s != aim:
            out.append(("pole", (s, Course.toward(aim), rng.uniform(0.2, 6)), rules()))
    for _ in range(n // 3):
        a, b = rng.sample(places, 2)
        k = rules()
        k["stop_at"] = [p.id for p in rng.sample(places, 5)] if rng.random() < 0.5 else []
        if rng.random() < 0.7:
            k["target"] = b.id
        d = math.dist(a.xy, b.xy) * rng.uniform(0.5, 1.3)
        out.append(("places", (a.xy, Course.toward(b.xy), d), k))
    for _ in range(n // 6):
        a = rng.choice(places)
        c = Course.along(rng.uniform(0, 360))
        out.append(("fromplace", (a.xy, c, rng.uniform(0.05, 7)), rules()))
    for _ in range(n // 6):
        s = (rng.randint(-40, 40) * GRID, rng.uniform(-12, 12))
        c = Course.along(rng.choice([0.0, 90.0, 180.0, 270.0]))
        out.append(("grid", (s, c, rng.uniform(0.1, 6)), rules()))
    edges = nav_index(board).air.edges
    for x0, y0, dx, dy, ln, _p in rng.sample(edges, min(len(edges), n // 3)):
        if ln <= 1e-9:
            continue
        hd = math.degrees(math.atan2(dy, dx))
        for kind, s, c, d in (
            ("along", (x0, y0), Course.toward((x0 + dx, y0 + dy)), ln),
            ("overlap", (x0 - dx, y0 - dy), Course.toward((x0 + 2 * dx, y0 + 2 * dy)), 3 * ln),
            ("through", (x0 - dy, y0 + dx), Course.toward((x0 + dy, y0 - dx)), 2 * ln),
            ("fromvertex", (x0, y0), Course.along(hd - 90), 3 * ln + 0.5),
            ("tovertex", (x0 + 1.3 * dy, y0 - 1.3 * dx), Course.toward((x0, y0)), 1.3 * ln),
        ):
            out.append((kind, (s, c, d), rules()))
    for _ in range(50):
        s = (rng.uniform(-80, 80), rng.uniform(-80, 80))
        out.append(("far", (s, Course.along(rng.uniform(0, 360)), rng.uniform(0.1, 9)), rules()))
    for _ in range(n // 6):
        x, y, h, d = rng.uniform(-9, 9), rng.uniform(-9, 9), rng.uniform(0, 360), rng.randint(1, 7)
        heading = Course.along(h).heading
        assert heading is not None
        for s in ((x, y), (0.0, y), (-0.0, y), (x, -0.0)):
            for dd in (d, float(d), np.float64(d)):
                for c in (
                    Course.along(h),
                    Course(heading=np.float64(heading)),
                    Course.along(0.0),
                    Course(heading=-0.0),
                ):
                    for md in (None, 4, 4.0, -0.0):
                        for dev in (None, 12, 12.0, -0.0, Wind.R12):
                            if rng.random() < 0.08:
                                for _twice in range(2):
                                    kw = {"max_distance": md, "deviation": dev}
                                    out.append(("twins", (s, c, dd), kw))
    out.append(("bad", ((1.0, 1.0), Course.along(0.0), 0.0), {}))
    return [(f"{name}:{kind}", args, kw) for kind, args, kw in out]


def main() -> None:
    path = Path(sys.argv[1])
    airship._MEMO_SIZE = 512 if "--memo" in sys.argv else 0
    if "--py" in sys.argv:
        index._kernel_walk = None
    else:
        assert warm_up(), "numba is not available"
    n = int(next((a.split("=")[1] for a in sys.argv if a.startswith("--n=")), "3000"))
    boards = {
        "packaged": load_board(),
        "fixture": load_board(NAV / "board.geojson", NAV / "territories.geojson"),
    }
    digests: dict[str, Any] = {}
    with path.open("w", encoding="utf-8") as out:
        for name, board in boards.items():
            for cat, args, kw in queries(name, board, n):
                try:
                    line = repr(resolve_airship_move(board, *args, **kw))
                except ValueError as e:
                    line = f"ValueError {e}"
                out.write(f"{cat} {line}\n")
                digests.setdefault(cat, hashlib.sha1()).update(line.encode())
    for cat, h in digests.items():
        print(cat, h.hexdigest()[:16])


if __name__ == "__main__":
    main()
