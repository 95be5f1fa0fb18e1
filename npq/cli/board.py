"""``npq map`` and ``npq board info``: look at the board (rulebook 1A, 1B; issue #2).

    npq board info [--json]                     counts per kind, nations, calculator cities, bounds
    npq map --out board.png [--labels] [--round N]   the board as PNG, SVG or PDF

Both accept ``--board`` and ``--territories`` to look at another board file. A broken file
exits with status 1 and the :class:`~npq.errors.BoardError` message (it names the feature).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Annotated, Any

import shapely
import typer

from npq.board import BOARD_EDGE_LAT, NATIONS, Board, FeatureKind, load_board
from npq.cli._files import write_output
from npq.errors import NPQError

__all__ = ["board_info", "register"]

BoardOpt = Annotated[
    Path | None,
    typer.Option("--board", help="A board.geojson to use instead of the packaged one."),
]
TerritoriesOpt = Annotated[
    Path | None,
    typer.Option("--territories", help="A territories.geojson to use instead of the packaged one."),
]


def _load(board: Path | None, territories: Path | None) -> Board:
    try:
        return load_board(board, territories)
    except NPQError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from exc


def board_info(board: Board) -> dict[str, Any]:
    """The facts ``npq board info`` prints, as plain JSON-ready data."""
    kinds = Counter(f.kind.value for f in board.features)
    places_by_nation = Counter(p.nation or "neutral" for p in board.places)
    territories_by_nation = Counter(t.nation or "neutral" for t in board.territory_features)
    nations: dict[str, Any] = {}
    for nation in (*NATIONS, "neutral"):
        geom = board.territories[nation]
        own = [p for p in board.places if p.is_start and p.start_for == nation]
        starts = {
            "start_base": next(
                (p.id for p in own if p.kind is FeatureKind.START_BASE and not p.alternate), None
            ),
            "start_port": next(
                (p.id for p in own if p.kind is FeatureKind.START_PORT and not p.alternate), None
            ),
            "alternates": [p.id for p in own if p.alternate],
        }
        nations[nation] = {
            "territories": territories_by_nation.get(nation, 0),
            "land_area_sq_lengths": round(float(geom.area), 3),
            "places": places_by_nation.get(nation, 0),
            **({} if nation == "neutral" else starts),
        }
    lonlat = shapely.GeometryCollection(
        [f.lonlat for f in board.features if f.kind is not FeatureKind.WEATHER_AREA]
    ).bounds
    land = board.land.bounds
    r = board.radius
    return {
        "source": board.source,
        "features": len(board.features),
        "kinds": {k.value: kinds.get(k.value, 0) for k in FeatureKind},
        "places": len(board.places),
        "nations": nations,
        "calculator_cities": [p.id for p in board.calculator_cities],
        "bounds": {
            "lonlat": {
                "features": [round(v, 4) for v in lonlat],
                "board_edge_lat": BOARD_EDGE_LAT,
            },
            "board": {
                "radius": round(r, 4),
                "disc": [round(-r, 4), round(-r, 4), round(r, 4), round(r, 4)],
                "land": [round(v, 4) for v in land],
            },
        },
    }


def _print_info(board: Board, info: dict[str, Any]) -> None:
    from npq.content import load_nations

    echo = typer.echo
    nation_names = {n.id: n.name for n in load_nations().all}

    def name(place_id: str | None) -> str:
        if place_id is None:
            return "-"
        try:
            return board.place(place_id).name
        except (KeyError, NPQError):
            return place_id

    echo(f"Board: {info['source']}")
    echo(f"  {info['features']} features, {info['places']} places")
    echo("Features per kind:")
    for kind, n in info["kinds"].items():
        echo(f"  {kind:<16} {n:>4}")
    echo("Nations (territories, land in square Lengths, places, starting base / port):")
    for nation, facts in info["nations"].items():
        starts = ""
        if nation != "neutral":
            starts = f"  start: {name(facts['start_base'])} / {name(facts['start_port'])}"
            if facts["alternates"]:
                starts += f" (alternates: {', '.join(map(name, facts['alternates']))})"
        echo(
            f"  {nation_names.get(nation, nation):<15} {facts['territories']:>3} {facts['land_area_sq_lengths']:>9.2f}"
            f" {facts['places']:>4}{starts}"
        )
    cities = info["calculator_cities"]
    echo(f"Mission Calculator cities (D11): {len(cities)}")
    echo("  " + ", ".join(map(name, cities)))
    b = info["bounds"]
    w, s, e, n = b["lonlat"]["features"]
    echo(f"Bounds: lon {w} to {e}, lat {s} to {n} (board edge {b['lonlat']['board_edge_lat']}°N)")
    echo(f"  board radius {b['board']['radius']} L; land {b['board']['land']}")


def register(app: typer.Typer) -> None:
    """Add ``npq board info`` and ``npq map`` to the ``npq`` app."""
    board_app = typer.Typer(help="Facts about the board.", no_args_is_help=True)
    app.add_typer(board_app, name="board")

    @board_app.command("info")
    def info_cmd(
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """Counts per kind, nations, Mission Calculator cities and bounds."""
        the_board = _load(board, territories)
        facts = board_info(the_board)
        if as_json:
            typer.echo(json.dumps(facts, indent=2, ensure_ascii=False))
        else:
            _print_info(the_board, facts)

    @app.command("map")
    def map_cmd(
        out: Annotated[Path, typer.Option("--out", "-o", help="Output file: .png, .svg or .pdf.")],
        labels: Annotated[bool, typer.Option("--labels", help="Name every place.")] = False,
        round_no: Annotated[
            int | None,
            typer.Option(
                "--round", min=1, help="Show each weather window's icon in round N (1B, D6)."
            ),
        ] = None,
        dpi: Annotated[int, typer.Option("--dpi", min=50, max=1200, help="PNG resolution.")] = 200,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """Draw the board with the rulebook's colours and symbols."""
        if out.suffix.lower() not in (".png", ".svg", ".pdf"):
            typer.echo(f"error: {out}: the map can be .png, .svg or .pdf", err=True)
            raise typer.Exit(2)
        the_board = _load(board, territories)
        icons = None
        title = None
        if round_no is not None:
            from npq.weather import load_weather_disc

            try:
                disc = load_weather_disc()
            except NPQError as exc:
                typer.echo(f"error: {exc}", err=True)
                raise typer.Exit(1) from exc
            icons = {a.id: disc.icon(a, round_no) for a in the_board.weather_areas}
            title = f"Airships: North Pole Quest - the board of 1924, weather of round {round_no}"
        from npq.plot import render_board_map

        write_output(
            out,
            lambda path: render_board_map(
                the_board, path, labels=labels, icons=icons, title=title, dpi=dpi
            ),
        )
        typer.echo(f"wrote {out}")
