"""``npq calc``, ``npq plot route`` and ``npq plot game``: the game's instruments at the command
line (rulebook 5), and a played game on the board.

    npq calc missions [--json|--csv]
    npq calc course FROM TO [--distance D] [--wind 12R|BW|FW+24R ...] [--commander]
                    [--barrage-unlocked] [--advanced] [--json]
    npq calc range FROM TO --speed S --range R [--fuel F] [--commander]
                   [--barrage-unlocked] [--advanced] [--json]
                   [--round N [--integrity I] [--scientist]]   (the weather-reading plan)
    npq plot route FROM TO [--speed S --range R] [--round N] [--straight] --out FILE.{png,svg,pdf}
    npq plot game SAVE --out FILE.{png,svg,pdf}

FROM and TO are place ids or names ("kings_bay", "Kings Bay", "Königsberg") or ``lon,lat``
(e.g. ``12.5,55``; the Pole is ``0,90``). Every command takes ``--board``/``--territories`` to
use another board. Bad input (an unknown place, a wind the indicator does not show, a bad
coordinate) exits with status 2 and a message naming the problem; a broken board file exits 1.
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
from pathlib import Path
from typing import Annotated, Any

import typer

from npq.board import Board, Place, load_board
from npq.cli._files import write_output
from npq.errors import BoardError, NPQError
from npq.nav import (
    RANGE_CAP,
    AirshipMove,
    Course,
    RangePlan,
    mission_table,
    parse_wind,
    plan_range,
    resolve_airship_move,
)
from npq.nav.geometry import Coord
from npq.nav.planner import RouteCrew, RoutePlan, RouteRules, plan_route

__all__ = ["parse_where", "register"]

BoardOpt = Annotated[
    Path | None,
    typer.Option("--board", help="A board.geojson to use instead of the packaged one."),
]
TerritoriesOpt = Annotated[
    Path | None,
    typer.Option("--territories", help="A territories.geojson to use instead of the packaged one."),
]
FromArg = Annotated[
    str, typer.Argument(metavar="FROM", help="Start: a place id or name, or lon,lat.")
]
ToArg = Annotated[str, typer.Argument(metavar="TO", help="Target: a place id or name, or lon,lat.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
CommanderOpt = Annotated[
    bool, typer.Option("--commander", help="A Commander is aboard: obstacles may be crossed.")
]
BarrageOpt = Annotated[
    bool, typer.Option("--barrage-unlocked", help="The Barrage Limit is unlocked.")
]

SpeedOpt = Annotated[
    float,
    typer.Option(
        "--speed",
        help="Lengths a turn (cards may take it past the board's 6; at most 30, the board's width).",
        min=0.1,
        max=30.0,
    ),
]
RangeOpt = Annotated[
    int,
    typer.Option(
        "--range",
        help=f"Tank capacity (Range), 1 to {RANGE_CAP} (rulebook 2).",
        min=1,
        max=RANGE_CAP,
    ),
]

_LONLAT = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$")


class _InputError(Exception):
    """Bad command-line input: exit status 2."""


def parse_where(board: Board, text: str) -> tuple[Coord, Place | None]:
    """A board point from ``lon,lat`` or a place id or name; raises on unknown input."""
    m = _LONLAT.match(text)
    if m:
        lon, lat = float(m.group(1)), float(m.group(2))
        if not (-180.0 <= lon <= 180.0 and -90.0 <= lat <= 90.0):
            raise _InputError(f"{text!r}: lon,lat out of range (lon -180..180, lat -90..90)")
        x, y = board.to_board(lon, lat)
        if math.hypot(x, y) > board.radius + 1e-9:
            raise _InputError(f"{text!r} lies off the board (the edge is 25°N)")
        return (x, y), None
    try:
        place = board.find_place(text)
    except BoardError as exc:
        raise _InputError(str(exc)) from exc
    return place.xy, place


def _load(board: Path | None, territories: Path | None) -> Board:
    try:
        return load_board(board, territories)
    except NPQError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from exc


def _fail(exc: Exception) -> typer.Exit:
    typer.echo(f"error: {exc}", err=True)
    return typer.Exit(2)


def _lonlat(board: Board, p: Coord) -> list[float]:
    lon, lat = board.to_lonlat(*p)
    return [round(lon, 4), round(lat, 4)]


def _where(board: Board, p: Coord, place: Place | None) -> dict[str, Any]:
    return {
        "place": place.id if place else None,
        "name": place.name if place else None,
        "lonlat": _lonlat(board, p),
        "xy": [round(p[0], 4), round(p[1], 4)],
    }


def course_report(board: Board, move: AirshipMove) -> dict[str, Any]:
    """The JSON-ready facts of one resolved move (what ``npq calc course --json`` prints)."""
    v = move.violation
    return {
        "start": {"lonlat": _lonlat(board, move.start), "xy": [round(c, 4) for c in move.start]},
        "axis_heading": round(move.axis, 3),
        "deviation": move.deviation,
        "heading": round(move.heading, 3),
        "requested": round(move.requested, 4),
        "flown": round(move.flown, 4),
        "end": {"lonlat": _lonlat(board, move.end), "xy": [round(c, 4) for c in move.end]},
        "start_area": move.start_area,
        "end_area": move.end_area,
        "crossings": [
            {
                "zone": c.zone_id,
                "kind": c.kind.value,
                "name": c.name,
                "entry": round(c.entry, 4),
                "exit": round(c.exit, 4),
                "venture_line": c.venture_line,
            }
            for c in move.crossings
        ],
        "land": [
            {"nation": c.nation, "entry": round(c.entry, 4), "exit": round(c.exit, 4)}
            for c in move.land
        ],
        "rings": [{"place": r.place_id, "distance": round(r.distance, 4)} for r in move.rings],
        "arrived": move.arrived,
        "over_pole": move.over_pole,
        "legal": move.is_legal,
        "violation": None if v is None else {"rule": v.rule, "message": v.detail},
        "violations": [{"rule": x.rule, "message": x.detail} for x in move.violations],
    }


def range_report(board: Board, plan: RangePlan) -> dict[str, Any]:
    """The JSON-ready facts of a Range Calculator plan (``npq calc range --json``)."""
    return {
        "distance": round(plan.distance, 4),
        "speed": plan.speed,
        "range": plan.range,
        "fuel_now": plan.fuel_now,
        "turns": plan.turns,
        "fuel": plan.fuel,
        "stops_needed": plan.stops_needed,
        "reachable": plan.reachable,
        "suggested_stops": list(plan.stops),
        "suggested_turns": plan.total_turns if plan.reachable else None,
        "legs": [
            {
                "from": leg.start_id,
                "to": leg.end_id,
                "from_lonlat": _lonlat(board, leg.start),
                "to_lonlat": _lonlat(board, leg.end),
                "distance": round(leg.distance, 4),
                "turns": leg.turns,
            }
            for leg in plan.legs
        ],
    }


def route_report(board: Board, plan: RoutePlan) -> dict[str, Any]:
    """The JSON-ready facts of a weather-reading plan (``npq calc range --round N --json``)."""

    def xy(p: Coord) -> list[float]:
        return [round(p[0], 4), round(p[1], 4)]

    return {
        "from_round": plan.from_round,
        "reachable": plan.reachable,
        "reason": plan.reason,
        "worst_arrival": plan.worst_arrival,
        "expected_arrival": plan.expected_arrival,
        "path": list(plan.path),
        "stops": list(plan.stops),
        "repairs": list(plan.repairs),
        "bonds": plan.bonds,
        "waits": plan.waits,
        "venture_cards": plan.venture_cards,
        "turns": [
            {
                "turn": t.turn,
                "round": t.round_no,
                "action": t.action,
                "area": t.area,
                "icon": t.icon.value if t.icon else None,
                "worst_icon": t.worst_icon.value if t.worst_icon else None,
                "speed": t.speed,
                "start": xy(t.start),
                "end": xy(t.end),
                "start_lonlat": _lonlat(board, t.start),
                "end_lonlat": _lonlat(board, t.end),
                "worst": xy(t.worst),
                "band": [{"wind": w, "end": xy(p)} for w, p in t.band],
                "fuel": t.fuel,
                "integrity": t.integrity,
                "arrived": t.arrived,
                "stop": t.stop,
                "repair": t.repair,
            }
            for t in plan.turns
        ],
    }


_REASON_TEXT = {
    "fuel": "no chain of bases keeps every leg within the fuel, even in calm weather",
    "barrage": "the way runs through the locked Barrage Area (--barrage-unlocked opens it)",
    "obstacles": "obstacles bar the way (--commander may cross them)",
    "weather": "the weather (fog, storms at low Integrity, headwinds) closes every way in time",
}


def _print_route(board: Board, rep: dict[str, Any]) -> None:
    echo = typer.echo
    echo(f"  Weather plan from round {rep['from_round']} (forecast of the weather disc, D6):")
    if not rep["reachable"]:
        echo(f"    not reachable: {rep['reason']}: {_REASON_TEXT[rep['reason']]}")
        return
    names = [_place_name(board, p) if p else "target" for p in rep["path"]]
    echo(
        f"    arrives round {rep['worst_arrival']} in the worst case,"
        f" {rep['expected_arrival']} expected; via {' → '.join(names)};"
        f" {len(rep['stops'])} stop(s), {rep['bonds']} Bonds"
        + (f", {rep['venture_cards']} Venture card(s)" if rep["venture_cards"] else "")
    )
    for t in rep["turns"]:
        icon = t["icon"] or "no icon"
        head = f"    T{t['turn']:<2} round {t['round']:<2} {icon:<7}"
        if t["action"] == "wait":
            echo(f"{head} wait on the ground  fuel {t['fuel']}, Integrity {t['integrity']}")
            continue
        band = f", wind band of {len(t['band'])}" if t["band"] else ""
        worst = ""
        if t["worst_icon"] != t["icon"]:
            worst = f" (worst track: {t['worst_icon'] or 'no icon'})"
        tail = ""
        if t["arrived"]:
            tail = f"  → {_place_name(board, t['arrived'])}"
            if t["stop"]:
                tail += " (refuel" + (", repair" if t["repair"] else "") + ")"
        echo(
            f"{head} fly Speed {t['speed']:g}{band}{worst}  worst fuel {t['fuel']},"
            f" Integrity {t['integrity']}{tail}"
        )


def _place_name(board: Board, place_id: str) -> str:
    """A place's name for the text output (the id if the board has no such place)."""
    try:
        return board.place(place_id).name
    except (KeyError, BoardError):
        return place_id


def _nation_name(nation: str | None) -> str:
    """``Germany``, ``British Empire``; ``neutral land`` for no nation."""
    if nation in (None, "neutral"):
        return "neutral land"
    from npq.content import load_nations

    try:
        return load_nations()[nation].name
    except (KeyError, NPQError):
        return nation


def _print_course(board: Board, rep: dict[str, Any], start: str, target: str) -> None:
    echo = typer.echo
    s, e = rep["start"], rep["end"]
    echo(f"Course {_name(board, start)} → {_name(board, target)}")
    echo(
        f"  start  lon/lat {s['lonlat'][0]:.4f}, {s['lonlat'][1]:.4f}"
        f"   board x/y {s['xy'][0]:.4f}, {s['xy'][1]:.4f}   area {rep['start_area']}"
    )
    dev = rep["deviation"]
    side = "" if not dev else f", wind {abs(dev):g}°{'L' if dev > 0 else 'R'}"
    echo(
        f"  axis {rep['axis_heading']:.2f}°, flown {rep['heading']:.2f}°{side}"
        f"   requested {rep['requested']:g} L, flown {rep['flown']:.3f} L"
    )
    echo(
        f"  end    lon/lat {e['lonlat'][0]:.4f}, {e['lonlat'][1]:.4f}"
        f"   board x/y {e['xy'][0]:.4f}, {e['xy'][1]:.4f}   area {rep['end_area']}"
    )
    echo("  zones crossed, in order:" if rep["crossings"] else "  zones crossed: none")
    for c in rep["crossings"]:
        card = f"  Venture card line {c['venture_line']}" if c["venture_line"] else ""
        echo(f"    {c['entry']:7.3f} L  {c['kind']:<16} {c['zone']} ({c['name']}){card}")
    if rep["land"]:
        echo(
            "  land flown over: "
            + ", ".join(f"{_nation_name(c['nation'])} at {c['entry']:.3f} L" for c in rep["land"])
        )
    if rep["rings"]:
        echo(
            "  rings entered: "
            + ", ".join(
                f"{_place_name(board, r['place'])} at {r['distance']:.3f} L" for r in rep["rings"]
            )
        )
    arrived = rep["arrived"]
    echo(f"  arrived: {_place_name(board, arrived) if arrived else 'no'}")
    echo(f"  over the Pole: {'yes' if rep['over_pole'] else 'no'}")
    if rep["legal"]:
        echo("  legal move")
    else:
        for v in rep["violations"]:
            echo(f"  ILLEGAL [{v['rule']}]: {v['message']}")


def _print_range(
    board: Board,
    rep: dict[str, Any],
    start: str,
    target: str,
    *,
    barrage_unlocked: bool = False,
    commander: bool = False,
) -> None:
    echo = typer.echo
    echo(f"Range Calculator {_name(board, start)} → {_name(board, target)}")
    echo(
        f"  {rep['distance']:.3f} L at Speed {rep['speed']:g}: {rep['turns']} turn(s),"
        f" {rep['fuel']} fuel unit(s); Range {rep['range']}, {rep['fuel_now']} in the tank:"
        f" {rep['stops_needed']} refuelling stop(s) needed"
    )
    if not rep["reachable"]:
        limits = ["within the fuel"]
        if not barrage_unlocked:
            limits.append("outside the Barrage Area (locked; --barrage-unlocked opens it)")
        if not commander:
            limits.append("clear of obstacles (--commander may cross them)")
        echo("  no flight through real bases keeps every leg " + ", ".join(limits))
        return
    stops = ", ".join(board.place(s).name for s in rep["suggested_stops"]) or "none"
    echo(f"  suggested: {rep['suggested_turns']} turn(s), stops: {stops}")
    for leg in rep["legs"]:
        a = board.place(leg["from"]).name if leg["from"] else "start"
        b = board.place(leg["to"]).name if leg["to"] else "target"
        echo(f"    {a} → {b}: {leg['distance']:.3f} L, {leg['turns']} turn(s)")


def _plan(board: Board, start: str, target: str, **options: Any) -> RangePlan:
    """The Range Calculator's plan between two CLI places, or exit 2 with the reason."""
    try:
        s, s_place = parse_where(board, start)
        t, t_place = parse_where(board, target)
        return plan_range(board, s_place or s, t_place or t, **options)
    except (_InputError, ValueError, BoardError) as exc:
        raise _fail(exc) from exc


def _route(board: Board, start: str, target: str, **options: Any) -> RoutePlan:
    """The weather-reading plan between two CLI places, or exit 2 with the reason."""
    try:
        s, s_place = parse_where(board, start)
        t, t_place = parse_where(board, target)
        return plan_route(board, s_place or s, t_place or t, **options)
    except (_InputError, ValueError, BoardError) as exc:
        raise _fail(exc) from exc


def _name(board: Board, where: str) -> str:
    """The place's name for a CLI place argument, or the argument itself (``lon,lat``)."""
    place = parse_where(board, where)[1]
    return place.name if place else where


def register(app: typer.Typer) -> None:
    """Add ``npq calc ...`` and ``npq plot route`` to the ``npq`` app."""
    calc_app = typer.Typer(
        help="The Range and Mission Calculators and the Navigating Tool (rulebook 5).",
        no_args_is_help=True,
    )
    app.add_typer(calc_app, name="calc")
    plot_app = typer.Typer(help="Route plots and game plots.", no_args_is_help=True)
    app.add_typer(plot_app, name="plot")

    @calc_app.command("missions")
    def missions_cmd(
        as_json: JsonOpt = False,
        as_csv: Annotated[bool, typer.Option("--csv", help="Print CSV.")] = False,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """The Mission Calculator: every city pair, distance and reward (D11)."""
        if as_json and as_csv:
            raise _fail(ValueError("choose one of --json and --csv"))
        table = mission_table(_load(board, territories))
        rows = [
            {
                "start": e.start,
                "target": e.target,
                "start_name": e.start_name,
                "target_name": e.target_name,
                "distance": round(e.distance, 3),
                "reward": e.reward,
            }
            for e in table
        ]
        if as_json:
            typer.echo(json.dumps(rows, indent=1, ensure_ascii=False))
        elif as_csv:
            buf = io.StringIO()
            writer = csv.DictWriter(buf, fieldnames=list(rows[0]) if rows else ["start"])
            writer.writeheader()
            writer.writerows(rows)
            typer.echo(buf.getvalue(), nl=False)
        else:
            width = max((len(e.start_name) for e in table), default=5)
            typer.echo(f"{'From':<{width}}  {'To':<{width}}  Lengths  Bonds")
            for r in rows:
                typer.echo(
                    f"{r['start_name']:<{width}}  {r['target_name']:<{width}}"
                    f"  {r['distance']:7.2f}  {r['reward']:5d}"
                )

    @calc_app.command("course")
    def course_cmd(
        start: FromArg,
        target: ToArg,
        distance: Annotated[
            float | None,
            typer.Option(
                "--distance", help="Lengths to fly (default: the distance to TO).", min=0.0
            ),
        ] = None,
        wind: Annotated[
            str | None, typer.Option("--wind", help="Wind Indicator sector: 12R, BW, FW+24R ...")
        ] = None,
        commander: CommanderOpt = False,
        barrage_unlocked: BarrageOpt = False,
        advanced: Annotated[bool, typer.Option("--advanced", help="Advanced rules.")] = False,
        as_json: JsonOpt = False,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """Resolve one airship move from FROM toward TO (rulebook 4, 5; D4, D8-D10)."""
        the_board = _load(board, territories)
        try:
            s, _ = parse_where(the_board, start)
            t, t_place = parse_where(the_board, target)
            w = parse_wind(wind) if wind is not None else None
            d = distance if distance is not None else math.dist(s, t)
            longest = 2 * the_board.radius
            if not d <= longest:  # also inf and nan; a longer walk only eats memory
                raise _InputError(
                    f"--distance {d:g} L is longer than the board"
                    f" (at most {longest:.2f} L, its diameter)"
                )
            move = resolve_airship_move(
                the_board,
                s,
                Course.toward(t),
                d,
                deviation=w,
                has_commander=commander,
                barrage_unlocked=barrage_unlocked,
                advanced=advanced,
                target=t_place.id if t_place else None,
            )
        except (_InputError, ValueError, BoardError) as exc:
            raise _fail(exc) from exc
        rep = course_report(the_board, move)
        if wind is not None and w is not None:
            rep["wind"] = w.value
        if as_json:
            typer.echo(json.dumps(rep, indent=1, ensure_ascii=False))
        else:
            _print_course(the_board, rep, start, target)

    @calc_app.command("range")
    def range_cmd(
        start: FromArg,
        target: ToArg,
        speed: SpeedOpt,
        range_: RangeOpt,
        fuel: Annotated[
            int | None, typer.Option("--fuel", help="Fuel in the tank now (default: full).", min=0)
        ] = None,
        commander: CommanderOpt = False,
        barrage_unlocked: BarrageOpt = False,
        advanced: Annotated[bool, typer.Option("--advanced", help="Advanced rules.")] = False,
        round_no: Annotated[
            int | None,
            typer.Option(
                "--round", help="Plan against the weather from this round, turn by turn.", min=1
            ),
        ] = None,
        integrity: Annotated[
            int | None,
            typer.Option("--integrity", help="Structural Integrity now (default 3).", min=1, max=3),
        ] = None,
        scientist: Annotated[
            bool, typer.Option("--scientist", help="A Scientist is aboard (D7).")
        ] = False,
        as_json: JsonOpt = False,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """The Range Calculator: turns, fuel and suggested refuelling stops (rulebook 5; D9);
        with --round, the turn-by-turn plan against the forecast (1B, D6-D8)."""
        if fuel is not None and fuel > range_:
            raise _fail(ValueError(f"--fuel {fuel} is more fuel than the Range {range_} holds"))
        the_board = _load(board, territories)
        plan = _plan(
            the_board,
            start,
            target,
            speed=speed,
            range_=range_,
            fuel=fuel,
            has_commander=commander,
            barrage_unlocked=barrage_unlocked,
            advanced=advanced,
        )
        rep = range_report(the_board, plan)
        if round_no is not None:
            route = _route(
                the_board,
                start,
                target,
                speed=speed,
                range_=range_,
                fuel=fuel,
                round_no=round_no,
                integrity=integrity,
                crew=RouteCrew(commander=commander, scientist=scientist),
                rules=RouteRules(advanced=advanced, barrage_unlocked=barrage_unlocked),
            )
            rep["route"] = route_report(the_board, route)
        if as_json:
            typer.echo(json.dumps(rep, indent=1, ensure_ascii=False))
        else:
            _print_range(
                the_board,
                rep,
                start,
                target,
                barrage_unlocked=barrage_unlocked,
                commander=commander,
            )
            if "route" in rep:
                _print_route(the_board, rep["route"])

    @plot_app.command("route")
    def route_cmd(
        start: FromArg,
        target: ToArg,
        out: Annotated[Path, typer.Option("--out", "-o", help="Output: .png, .svg or .pdf.")],
        speed: SpeedOpt = 4.0,
        range_: RangeOpt = 4,
        round_no: Annotated[
            int, typer.Option("--round", help="The round the flight starts in.", min=1)
        ] = 1,
        commander: CommanderOpt = False,
        barrage_unlocked: BarrageOpt = False,
        advanced: Annotated[bool, typer.Option("--advanced", help="Advanced rules.")] = False,
        integrity: Annotated[
            int | None,
            typer.Option("--integrity", help="Structural Integrity now (default 3).", min=1, max=3),
        ] = None,
        scientist: Annotated[
            bool, typer.Option("--scientist", help="A Scientist is aboard (D7).")
        ] = False,
        straight: Annotated[
            bool,
            typer.Option(
                "--straight", help="The Range Calculator's straight plan, without the weather."
            ),
        ] = False,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """Plot the weather plan (each turn's leg, wind bands, waits, stops, the icon at each
        turn's start); --straight plots the Range Calculator's straight plan instead."""
        if out.suffix.lower() not in (".png", ".svg", ".pdf"):
            raise _fail(ValueError(f"{out}: a route plot can be .png, .svg or .pdf"))
        the_board = _load(board, territories)
        plan = _plan(
            the_board,
            start,
            target,
            speed=speed,
            range_=range_,
            has_commander=commander,
            barrage_unlocked=barrage_unlocked,
        )
        from npq.plot.route import render_route
        from npq.plot.weather_route import render_weather_route
        from npq.weather import load_weather_disc

        try:
            disc = load_weather_disc()
        except NPQError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(1) from exc
        start_name, end_name = _name(the_board, start), _name(the_board, target)
        if straight:
            write_output(
                out,
                lambda path: render_route(
                    the_board,
                    plan,
                    path,
                    disc=disc,
                    from_round=round_no,
                    start_name=start_name,
                    end_name=end_name,
                ),
            )
            note = "" if plan.reachable else " (no flight through real bases within the Range)"
            typer.echo(f"wrote {out}{note}")
            return
        route = _route(
            the_board,
            start,
            target,
            speed=speed,
            range_=range_,
            round_no=round_no,
            integrity=integrity,
            crew=RouteCrew(commander=commander, scientist=scientist),
            rules=RouteRules(advanced=advanced, barrage_unlocked=barrage_unlocked),
            disc=disc,
        )
        write_output(
            out,
            lambda path: render_weather_route(
                the_board,
                route,
                path,
                disc=disc,
                ruler=plan,
                start_name=start_name,
                end_name=end_name,
            ),
        )
        if route.reachable:
            note = (
                f": arrives round {route.worst_arrival} in the worst case,"
                f" {route.expected_arrival} expected, {len(route.stops)} stop(s)"
            )
        else:
            note = f" (not reachable: {route.reason})"
        typer.echo(f"wrote {out}{note}")

    @plot_app.command("game")
    def game_cmd(
        save: Annotated[Path, typer.Argument(help="A saved game (JSON), as the app writes it.")],
        out: Annotated[Path, typer.Option("--out", "-o", help="Output: .png, .svg or .pdf.")],
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """Plot a saved game: every airship's and ship's track, round by round, the missions
        completed, the Arctic bases and the flights to the Pole."""
        if out.suffix.lower() not in (".png", ".svg", ".pdf"):
            raise _fail(ValueError(f"{out}: a game plot can be .png, .svg or .pdf"))
        from npq.game.save import load_game

        try:
            record = load_game(save)
        except NPQError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(1) from exc
        the_board = _load(board, territories)
        from npq.plot.game_map import render_game

        tracks = write_output(out, lambda path: render_game(the_board, record, path))
        typer.echo(
            f"wrote {out}: {len(record.actions)} actions, {tracks.rounds} round(s), "
            f"{len(tracks.legs)} moves, {tracks.result}"
        )
