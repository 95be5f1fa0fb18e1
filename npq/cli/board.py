"""``npq map`` and ``npq board info``: look at the board (rulebook 1A, 1B; issue #2).

    npq board info [--json]                     counts per kind, nations, calculator cities, bounds
    npq board place NAME [--json]               one place or zone: its kind, owner and description
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

from npq import i18n
from npq.board import BOARD_EDGE_LAT, NATIONS, Board, FeatureKind, load_board
from npq.board.model import Feature, _fold
from npq.cli._files import write_output
from npq.cli.calc import DiscOpt
from npq.errors import BoardError, NPQError
from npq.i18n import N_

__all__ = ["board_info", "find_feature", "place_facts", "register"]

# The text output speaks the language in force (npq.i18n); --json is data and stays as it is.
_ = i18n.gettext
_f = i18n.render

#: The legend's words for each kind of feature (rulebook 1A, legend 1a-1k), as the text
#: output names them.
KIND_WORDS = {
    "start_base": N_("airship starting base (1a)"),
    "base": N_("base (1b)"),
    "mission_base": N_("mission base (1c)"),
    "start_port": N_("ship starting port (1d)"),
    "port": N_("port (1e)"),
    "mission_port": N_("mission port (1f)"),
    "restricted_area": N_("political-economic restricted area (1g)"),
    "obstacle": N_("geographical obstacle (1h)"),
    "sea_obstacle": N_("sea obstacle (1i)"),
    "channel": N_("channel (1j)"),
    "arctic_base": N_("Arctic base (1k)"),
    "strategy_circle": N_("Strategy circle (section 10)"),
    "weather_area": N_("weather area (1B)"),
    "barrage_area": N_("Barrage Area (1A The Pole)"),
    "ice_ring": N_("Arctic ice ring (4 Ships, D5)"),
}

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
        typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
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
    nation_names = {n.id: _(n.name) for n in load_nations().all}

    def name(place_id: str | None) -> str:
        if place_id is None:
            return "-"
        try:
            return i18n.place(board.place(place_id).name)
        except (KeyError, NPQError):
            return place_id

    echo(_f(_("Board: {source}"), source=info["source"]))
    echo(
        "  "
        + _f(i18n.ngettext("{n} feature", "{n} features", info["features"]), n=info["features"])
        + ", "
        + _f(i18n.ngettext("{n} place", "{n} places", info["places"]), n=info["places"])
    )
    echo(_("Features per kind:"))
    # each kind in the legend's words; the columns as wide as the language's longest
    kinds = {k: _(KIND_WORDS[k]) if k in KIND_WORDS else k for k in info["kinds"]}
    width = max(map(len, kinds.values()), default=0)
    for kind, n in info["kinds"].items():
        echo(f"  {kinds[kind]:<{width}} {i18n.format_number(n):>4}")
    echo(_("Nations (territories, land in square Lengths, places, starting base / port):"))
    labels = {
        nation: nation_names.get(nation, _("neutral") if nation == "neutral" else nation)
        for nation in info["nations"]
    }
    label_width = max(map(len, labels.values()), default=0)
    for nation, facts in info["nations"].items():
        starts = ""
        if nation != "neutral":
            starts = "  " + _f(
                _("start: {base} / {port}"),
                base=name(facts["start_base"]),
                port=name(facts["start_port"]),
            )
            if facts["alternates"]:
                starts += " " + _f(
                    _("(alternates: {places})"),
                    places=", ".join(map(name, facts["alternates"])),
                )
        label = labels[nation]
        area = i18n.format_number(facts["land_area_sq_lengths"], ".2f")
        echo(
            f"  {label:<{label_width}} {facts['territories']:>3} {area:>9}"
            f" {i18n.format_number(facts['places']):>4}{starts}"
        )
    cities = info["calculator_cities"]
    echo(_f(_("Mission Calculator cities (D11): {n}"), n=len(cities)))
    echo("  " + ", ".join(map(name, cities)))
    b = info["bounds"]
    w, s, e, n = b["lonlat"]["features"]
    echo(
        _f(
            _("Bounds: lon {west} to {east}, lat {south} to {north} (board edge {edge}°N)"),
            west=w,
            east=e,
            south=s,
            north=n,
            edge=b["lonlat"]["board_edge_lat"],
        )
    )
    echo(
        "  "
        + _f(
            _("board radius {radius} L; land {land}"),
            radius=b["board"]["radius"],
            land="[" + ", ".join(i18n.format_number(v) for v in b["board"]["land"]) + "]",
        )
    )


def find_feature(board: Board, name: str) -> Feature:
    """A place or zone of the board by id or name (English or the language's), ignoring case
    and accents; a base or port wins over a zone of the same name. An unknown name raises a
    :class:`BoardError`."""
    try:
        return board.find_place(name)
    except BoardError as exc:
        folded = _fold(name)
        found = [
            f
            for f in board.features
            if f.kind is not FeatureKind.WEATHER_AREA
            and folded in (_fold(f.id), _fold(f.name), _fold(i18n.place(f.name)))
        ]
        if len(found) == 1 or (found and all(f.name == found[0].name for f in found)):
            return found[0]
        if found:
            raise BoardError(
                N_("the name is ambiguous: {ids}"), name, ids=", ".join(f.id for f in found)
            ) from exc
        raise


def place_facts(feature: Feature) -> dict[str, Any]:
    """What ``npq board place`` tells of one feature, as plain JSON-ready data (English)."""
    return {
        "id": feature.id,
        "name": feature.name,
        "kind": feature.kind.value,
        "nation": feature.nation,
        "description": feature.properties.get("description") or None,
    }


def _print_place(facts: dict[str, Any]) -> None:
    from npq.content import load_nations

    echo = typer.echo
    nations = {n.id: _(n.name) for n in load_nations().all}
    name = i18n.place(facts["name"])
    echo(name if facts["name"] in name else f"{name} ({facts['name']})")
    kind = KIND_WORDS.get(facts["kind"])
    echo("  " + _f(_("kind: {kind}"), kind=_(kind) if kind else facts["kind"]))
    owner = nations.get(facts["nation"], facts["nation"]) if facts["nation"] else _("neutral")
    echo("  " + _f(_("owner: {nation}"), nation=owner))
    echo("  " + _f(_("id: {id}"), id=facts["id"]))
    if facts["description"]:
        echo("  " + _(facts["description"]))


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

    @board_app.command("place")
    def place_cmd(
        name: Annotated[
            str, typer.Argument(help="A place or zone, by name or id (e.g. 'Kings Bay').")
        ],
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """One place or zone: its kind, owner and description, in the language in force."""
        the_board = _load(board, territories)
        try:
            feature = find_feature(the_board, name)
        except BoardError as exc:
            typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
            raise typer.Exit(1) from exc
        facts = place_facts(feature)
        if as_json:
            typer.echo(json.dumps(facts, indent=2, ensure_ascii=False))
        else:
            _print_place(facts)

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
        disc_notches: DiscOpt = 0,
        dpi: Annotated[int, typer.Option("--dpi", min=50, max=1200, help="PNG resolution.")] = 200,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """Draw the board with the rulebook's colours and symbols."""
        if out.suffix.lower() not in (".png", ".svg", ".pdf"):
            typer.echo(
                _f(_("error: {file}: the map can be .png, .svg or .pdf"), file=out), err=True
            )
            raise typer.Exit(2)
        the_board = _load(board, territories)
        icons = None
        title = None
        if round_no is not None:
            from npq.weather import load_weather_disc

            try:
                disc = load_weather_disc().turned(disc_notches)
            except NPQError as exc:
                typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
                raise typer.Exit(1) from exc
            icons = {a.id: disc.icon(a, round_no) for a in the_board.weather_areas}
            title = _f(
                _("Airships: North Pole Quest - the board of 1924, weather of round {round}"),
                round=round_no,
            )
        from npq.plot import render_board_map

        write_output(
            out,
            lambda path: render_board_map(
                the_board, path, labels=labels, icons=icons, title=title, dpi=dpi
            ),
        )
        typer.echo(_f(_("wrote {path}"), path=out))
