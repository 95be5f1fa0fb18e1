#!/usr/bin/env python3
"""Check the authored board against the map it stands on, and report what a player would trip on.

The loader (:func:`npq.board.load_board`) already rejects broken files; this tool checks the
*content* of ``data/board.geojson`` against ``data/territories.geojson``:

- ownership (rulebook 1A, Bases and Ports: a base belongs to the nation whose territory holds it;
  neutral places lie on neutral land or at the coast),
- ports on navigable water (D2, D4: within the 0.3 L ring, better much closer),
- every starting port, alternates included, reaches an Arctic base by water (rulebook section 4,
  Ships Movement: ships never cross land but may use any visible water channel; section 10,
  Arctic Bases Organization: the ship carries the Mooring Mast to an Arctic base),
- refuel coverage: every land point of the board lies within 2 L of some base or port, so a
  typical 4-Length hop always finds a stop,
- places sitting inside obstacles or restricted areas (usually a misplaced point).

With ``--snap`` it also repairs the one problem a rebuilt coastline causes: an owned place that
the simplified coast left at sea (or across a border) is nudged the shortest way into its
nation's territory, 3 km inside the coast, never farther than :data:`SNAP_LIMIT`; the board file
is rewritten in its canonical form. Everything else it only reports.

Usage::

    tools/check_board.py [--board data/board.geojson] [--territories data/territories.geojson]
                         [--reach] [--snap]

Exit status 0 when every check passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points

from npq.board import Board, FeatureKind, Place, load_board
from npq.paths import data_path

__all__ = [
    "COVERAGE_RADIUS",
    "COVERAGE_STEP",
    "PORT_WATER_GOAL",
    "SNAP_INSET",
    "SNAP_LIMIT",
    "Finding",
    "arctic_reach",
    "check",
    "coverage_gaps",
    "main",
    "ownership_problems",
    "port_water_distances",
    "snap_positions",
    "water_component",
]

#: Every land point of the board must lie within this many Lengths of a place (a 4 L hop).
COVERAGE_RADIUS = 2.0
#: Grid step (Lengths) of the coverage sample.
COVERAGE_STEP = 0.25
#: A port should sit this close to navigable water (the hard limit is its 0.3 L ring).
PORT_WATER_GOAL = 0.1
#: ``--snap`` puts a place this far (Lengths, 3 km) inside its territory's coast or border.
SNAP_INSET = 0.006
#: ``--snap`` never moves a place farther than this (Lengths, 100 km): beyond, it is a real error.
SNAP_LIMIT = 0.2


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem found in the board's content."""

    check: str
    feature_id: str
    message: str

    def __str__(self) -> str:
        return f"[{self.check}] {self.feature_id}: {self.message}"


def ownership_problems(board: Board) -> Iterator[Finding]:
    """Places whose ``nation`` disagrees with the territory under them (rulebook 1A)."""
    for p in board.places:
        under = board.nation_at(p.point)
        if p.nation is not None:
            if under != p.nation:
                where = under or ("neutral land" if board.is_land(p.point) else "the sea")
                yield Finding("ownership", p.id, f"owned by {p.nation} but lies in {where}")
        elif under is not None:
            yield Finding("ownership", p.id, f"neutral but lies in {under} territory")


def port_water_distances(board: Board) -> dict[str, float]:
    """For each port-kind place, its distance (Lengths) to navigable water."""
    return {p.id: float(board.water.distance(p.point)) for p in board.places if p.is_port}


def water_component(board: Board, region: BaseGeometry) -> BaseGeometry:
    """The union of the connected pieces of ``board.water`` that ``region`` touches."""
    parts = [g for g in shapely.get_parts(board.water) if g.intersects(region)]
    return shapely.union_all(parts) if parts else shapely.Polygon()


def arctic_reach(board: Board, port: Place) -> tuple[Place, ...]:
    """The Arctic bases a ship can sail to from ``port`` (same water body, rulebook 4, 10)."""
    body = water_component(board, port.ring)
    bases = [a for a in board.places if a.is_arctic]
    return tuple(a for a in bases if body.intersects(a.ring))


def coverage_gaps(
    board: Board, radius: float = COVERAGE_RADIUS, step: float = COVERAGE_STEP
) -> list[tuple[float, float, float]]:
    """Land sample points farther than ``radius`` from every place: ``(lon, lat, distance)``."""
    r = board.radius
    ticks = np.arange(-r, r + step, step)
    xs, ys = np.meshgrid(ticks, ticks)
    pts = shapely.points(xs.ravel(), ys.ravel())
    on_land = shapely.intersects(board.land, pts)
    land_pts = pts[on_land]
    coords = shapely.get_coordinates(land_pts)
    places = np.array([p.xy for p in board.places])
    d = np.sqrt(((coords[:, None, :] - places[None, :, :]) ** 2).sum(axis=2)).min(axis=1)
    gaps = []
    for (x, y), dist in zip(coords, d, strict=True):
        if dist > radius:
            lon, lat = board.to_lonlat(float(x), float(y))
            gaps.append((lon, lat, float(dist)))
    return gaps


def _zone_problems(board: Board) -> Iterator[Finding]:
    zones = board.of_kind(
        FeatureKind.OBSTACLE, FeatureKind.RESTRICTED_AREA, FeatureKind.SEA_OBSTACLE
    )
    for p in board.places:
        for z in zones:
            if z.geometry.intersects(p.point):
                yield Finding("zones", p.id, f"lies inside {z.kind.value} {z.id}")


def check(board: Board) -> list[Finding]:
    """Every content problem of the board, as findings (empty: all good)."""
    findings = list(ownership_problems(board))
    for pid, dist in sorted(port_water_distances(board).items()):
        if dist > PORT_WATER_GOAL:
            findings.append(Finding("water", pid, f"{dist:.3f} L from navigable water"))
    ports = board.of_kind(FeatureKind.START_PORT)
    for port in ports:
        assert isinstance(port, Place)
        if not arctic_reach(board, port):
            findings.append(Finding("reach", port.id, "reaches no Arctic base by water"))
    for lon, lat, dist in coverage_gaps(board):
        findings.append(
            Finding("coverage", f"({lon:.1f}, {lat:.1f})", f"{dist:.2f} L from the nearest place")
        )
    findings.extend(_zone_problems(board))
    return findings


def snap_positions(board: Board) -> dict[str, tuple[float, float]]:
    """New ``(lon, lat)`` for the owned places outside their nation's territory.

    Each goes to the nearest point :data:`SNAP_INSET` inside the territory (rounded as the file
    stores it, and checked to stay inside); places farther than :data:`SNAP_LIMIT` are left for
    a human to look at.
    """
    moved: dict[str, tuple[float, float]] = {}
    insets: dict[str, BaseGeometry] = {}
    for p in board.places:
        if p.nation is None or board.nation_at(p.point) == p.nation:
            continue
        if p.nation not in insets:
            insets[p.nation] = board.territories[p.nation].buffer(-SNAP_INSET)
        inset = insets[p.nation]
        if inset.is_empty:
            continue
        target = nearest_points(inset, p.point)[0]
        if target.distance(p.point) > SNAP_LIMIT:
            continue
        lon, lat = board.to_lonlat(target.x, target.y)
        lon, lat = round(lon, 5), round(lat, 5)
        if board.nation_at(Point(board.to_board(lon, lat))) == p.nation:
            moved[p.id] = (lon, lat)
    return moved


def _write_snapped(path: Path, moved: dict[str, tuple[float, float]]) -> None:
    """Rewrite the board file with the moved places, in the canonical form of the generator."""
    spec = importlib.util.spec_from_file_location(
        "build_weather_areas", Path(__file__).resolve().parent / "build_weather_areas.py"
    )
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    doc = json.loads(path.read_text(encoding="utf-8"))
    for feature in doc["features"]:
        fid = feature["properties"].get("id")
        if fid in moved:
            feature["geometry"]["coordinates"] = list(moved[fid])
    generator.write_board(doc["features"], path)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: print the findings, exit 1 if there are any."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--board", type=Path, default=None)
    parser.add_argument("--territories", type=Path, default=None)
    parser.add_argument("--reach", action="store_true", help="list Arctic bases per start port")
    parser.add_argument(
        "--snap", action="store_true", help="nudge owned places into their territory, rewrite"
    )
    args = parser.parse_args(argv)
    board = load_board(args.board, args.territories)
    if args.snap:
        moved = snap_positions(board)
        if moved:
            path = args.board or data_path("board.geojson")
            _write_snapped(path, moved)
            for pid, (lon, lat) in sorted(moved.items()):
                print(f"snapped {pid} to [{lon}, {lat}]", file=sys.stderr)
            board = load_board(path, args.territories)
    findings = check(board)
    for f in findings:
        print(f)
    if args.reach:
        for port in board.of_kind(FeatureKind.START_PORT):
            assert isinstance(port, Place)
            names = ", ".join(a.id for a in arctic_reach(board, port))
            print(f"{port.id}: {names}")
    places = board.places
    print(
        f"{len(places)} places, {len(board.calculator_cities)} calculator cities, "
        f"{len(board.of_kind(FeatureKind.ARCTIC_BASE))} Arctic bases, "
        f"{len(findings)} findings",
        file=sys.stderr,
    )
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
