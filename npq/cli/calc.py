"""``npq calc``, ``npq plot route`` and ``npq plot game``: the game's instruments at the command
line (rulebook 5), and a played game on the board.

    npq calc missions [--json|--csv]
    npq calc course FROM TO [--distance D] [--wind 12R|BW|FW+24R ...] [--commander]
                    [--barrage-unlocked] [--advanced] [--json]
    npq calc range FROM TO --speed S --range R [--fuel F] [--commander]
                   [--barrage-unlocked] [--advanced] [--mast BASE ...] [--json]
                   [--round N [--integrity I] [--scientist]]
                                                   (the weather-reading plan)
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

from npq import i18n, reasons
from npq.board import Board, Place, load_board
from npq.cli._files import write_output
from npq.errors import BoardError, NPQError
from npq.i18n import N_
from npq.messages import rule_text
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
from npq.nav.calculators import straight_blocked_by
from npq.nav.geometry import Coord
from npq.nav.planner import RouteCrew, RoutePlan, RouteRules, plan_route
from npq.weather import WeatherDisc, load_weather_disc

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
MastOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--mast",
        metavar="BASE",
        help=(
            "A Mooring Mast stands at this Arctic base (repeatable). The plans (the weather"
            " plan and the suggested stops) follow the current edition's rules: from edition 3"
            " an Arctic base sells fuel and repairs only once its Mooring Mast stands (issue 17"
            " ruling 3), so without --mast no plan refuels at an Arctic base (it may start or"
            " end there)."
        ),
    ),
]

#: The weather disc's set-up turn of the game planned for (edition 4, L114: drawn by lot).
DiscOpt = Annotated[
    int,
    typer.Option(
        "--disc",
        metavar="NOTCHES",
        min=0,
        max=35,
        help=(
            "The notches (10 degrees each) the game's weather disc was turned at set-up: from"
            " edition 4 every game draws its own (L114; `npq replay` and the app's weather label"
            " tell it). Default 0: the disc as assembled, the weather of every edition-3 game."
        ),
    ),
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
        # a literal (a msgid): tests/test_i18n.py checks it names RANGE_CAP
        help="Tank capacity (Range), 1 to 6 (rulebook 2).",
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
            raise _InputError(
                _f(_("{text}: lon,lat out of range (lon -180..180, lat -90..90)"), text=repr(text))
            )
        x, y = board.to_board(lon, lat)
        if math.hypot(x, y) > board.radius + 1e-9:
            raise _InputError(
                _f(_("{text} lies off the board (the edge is 25°N)"), text=repr(text))
            )
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
        typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
        raise typer.Exit(1) from exc


def _fail(exc: Exception) -> typer.Exit:
    typer.echo(_f(_("error: {problem}"), problem=reasons.said(exc)), err=True)
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
        "fallback": plan.fallback,
        "effort": plan.effort,
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
                "venture_cards": t.venture_cards,
            }
            for t in plan.turns
        ],
    }


_REASON_TEXT = {
    "fuel": N_("no chain of bases keeps every leg within the fuel, even in calm weather"),
    "barrage": N_("the way runs through the locked Barrage Area (--barrage-unlocked opens it)"),
    "obstacles": N_("obstacles bar the way (--commander may cross them)"),
    "weather": N_("the weather (fog, storms at low Integrity, headwinds) closes every way in time"),
}

# The text output speaks the language in force (npq.i18n; `npq --lang`, NPQ_LANG); the --json
# and --csv output is data and stays as it is.
_ = i18n.gettext
_f = i18n.render


#: The zones a course crosses, by kind, as the text output names them.
_KIND_WORDS = {
    "restricted_area": N_("restricted area"),
    "obstacle": N_("obstacle"),
    "sea_obstacle": N_("sea obstacle"),
    "channel": N_("channel"),
    "strategy_circle": N_("strategy circle"),
    "weather_area": N_("weather area"),
    "barrage_area": N_("Barrage Area"),
    "ice_ring": N_("ice ring"),
}


def _kind(kind: str) -> str:
    words = _KIND_WORDS.get(kind)
    return _(words) if words else kind.replace("_", " ")


def _counted(template: str, n: int) -> str:
    """A counted phrase ("2 turns"): ``template`` the form ``ngettext`` chose for ``n``."""
    return _f(template, n=n)


def _turns(n: int) -> str:
    return _counted(i18n.ngettext("{n} turn", "{n} turns", n), n)


def _icon(icon: str | None) -> str:
    return _(icon) if icon else _("no icon")


def _print_route(board: Board, rep: dict[str, Any]) -> None:
    echo = typer.echo
    echo(
        _f(
            _("  Weather plan from round {round} (forecast of the weather disc, D6):"),
            round=rep["from_round"],
        )
    )
    if not rep["reachable"]:
        reason = rep["reason"]
        echo(
            _f(_("    not reachable: {reason}: {why}"), reason=reason, why=_(_REASON_TEXT[reason]))
        )
        if rep["fallback"]:
            echo(
                _(
                    "    (the search spent its effort budget, and its fallback chain of legs"
                    " does not get there either)"
                )
            )
        return
    names = [_place_name(board, p) if p else _("target") for p in rep["path"]]
    stops = len(rep["stops"])
    line = _f(
        i18n.ngettext(
            "    arrives round {worst} in the worst case, {expected} expected; via {via};"
            " {stops} stop, {bonds} Bonds",
            "    arrives round {worst} in the worst case, {expected} expected; via {via};"
            " {stops} stops, {bonds} Bonds",
            stops,
        ),
        worst=rep["worst_arrival"],
        expected=rep["expected_arrival"],
        via=" → ".join(names),
        stops=stops,
        bonds=rep["bonds"],
    )
    if rep["venture_cards"]:
        n = rep["venture_cards"]
        line += _f(i18n.ngettext(", {n} Venture card", ", {n} Venture cards", n), n=n)
    echo(line)
    if rep["fallback"]:
        echo(
            _(
                "    fallback: the search spent its effort budget; this chain of legs toward the"
                " target keeps the same checks but is not proven the earliest"
            )
        )
    # the icon column is as wide as its longest word in the language ("nessuna icona")
    width = max((len(_icon(t["icon"])) for t in rep["turns"]), default=0)
    for t in rep["turns"]:
        head = _f(
            _("    T{turn:<2} round {round:<2} {icon}"),
            turn=t["turn"],
            round=t["round"],
            icon=_icon(t["icon"]).ljust(width),
        )
        if t["action"] == "wait":
            echo(
                head
                + _f(
                    _(" wait on the ground  fuel {fuel}, Integrity {integrity}"),
                    fuel=t["fuel"],
                    integrity=t["integrity"],
                )
            )
            continue
        band = _f(_(", wind band of {n}"), n=len(t["band"])) if t["band"] else ""
        worst = ""
        if t["worst_icon"] != t["icon"]:
            worst = _f(_(" (worst track: {icon})"), icon=_icon(t["worst_icon"]))
        tail = ""
        if t["venture_cards"]:
            n = t["venture_cards"]
            tail += _f(
                i18n.ngettext(
                    "  the Commander draws {n} Venture card",
                    "  the Commander draws {n} Venture cards",
                    n,
                ),
                n=n,
            )
        if t["arrived"]:
            tail += f"  → {_place_name(board, t['arrived'])}"
            if t["stop"]:
                tail += _(" (refuel, repair)") if t["repair"] else _(" (refuel)")
        echo(
            head
            + _f(
                _(" fly Speed {speed:g}{band}{worst}  worst fuel {fuel}, Integrity {integrity}"),
                speed=t["speed"],
                band=band,
                worst=worst,
                fuel=t["fuel"],
                integrity=t["integrity"],
            )
            + tail
        )


def _place_name(board: Board, place_id: str) -> str:
    """A place's name for the text output, in the language in force (the id if the board has
    no such place)."""
    try:
        return i18n.place(board.place(place_id).name)
    except (KeyError, BoardError):
        return place_id


def _nation_name(nation: str | None) -> str:
    """``Germany``, ``British Empire``; ``neutral land`` for no nation."""
    if nation in (None, "neutral"):
        return _("neutral land")
    from npq.content import load_nations

    try:
        return _(load_nations()[nation].name)
    except (KeyError, NPQError):
        return nation


def _yes_no(flag: Any) -> str:
    return _("yes") if flag else _("no")


def _print_course(board: Board, rep: dict[str, Any], start: str, target: str) -> None:
    echo = typer.echo
    s, e = rep["start"], rep["end"]
    echo(_f(_("Course {start} → {target}"), start=_name(board, start), target=_name(board, target)))
    point = _("  {label}  lon/lat {lon:.4f}, {lat:.4f}   board x/y {x:.4f}, {y:.4f}   area {area}")
    echo(
        _f(
            point,
            label=_("start"),
            lon=s["lonlat"][0],
            lat=s["lonlat"][1],
            x=s["xy"][0],
            y=s["xy"][1],
            area=rep["start_area"],
        )
    )
    dev = rep["deviation"]
    side = ""
    if dev:
        side = _f(_(", wind {deg:g}°L") if dev > 0 else _(", wind {deg:g}°R"), deg=abs(dev))
    echo(
        _f(
            _(
                "  axis {axis:.2f}°, flown {heading:.2f}°{side}   requested {requested:g} L,"
                " flown {flown:.3f} L"
            ),
            axis=rep["axis_heading"],
            heading=rep["heading"],
            side=side,
            requested=rep["requested"],
            flown=rep["flown"],
        )
    )
    echo(
        _f(
            point,
            label=_("end  "),
            lon=e["lonlat"][0],
            lat=e["lonlat"][1],
            x=e["xy"][0],
            y=e["xy"][1],
            area=rep["end_area"],
        )
    )
    echo(_("  zones crossed, in order:") if rep["crossings"] else _("  zones crossed: none"))
    # the kind column as wide as its longest word in the language ("zona meteorológica")
    width = max((len(_kind(c["kind"])) for c in rep["crossings"]), default=0)
    for c in rep["crossings"]:
        card = ""
        if c["venture_line"]:
            card = _f(_("  Venture card line {line}"), line=c["venture_line"])
        echo(
            _f(
                "    {entry:7.3f} L  {kind} {zone} ({name}){card}",
                entry=c["entry"],
                kind=_kind(c["kind"]).ljust(max(width, 16)),
                zone=c["zone"],
                name=i18n.place(c["name"]),
                card=card,
            )
        )
    at = _("{what} at {entry:.3f} L")
    if rep["land"]:
        echo(
            _("  land flown over: ")
            + ", ".join(
                _f(at, what=_nation_name(c["nation"]), entry=c["entry"]) for c in rep["land"]
            )
        )
    if rep["rings"]:
        echo(
            _("  rings entered: ")
            + ", ".join(
                _f(at, what=_place_name(board, r["place"]), entry=r["distance"])
                for r in rep["rings"]
            )
        )
    arrived = rep["arrived"]
    echo(_f(_("  arrived: {place}"), place=_place_name(board, arrived) if arrived else _("no")))
    echo(_f(_("  over the Pole: {answer}"), answer=_yes_no(rep["over_pole"])))
    if rep["legal"]:
        echo(_("  legal move"))
    else:
        for v in rep["violations"]:
            echo(
                _f(
                    _("  ILLEGAL [{rule}]: {message}"),
                    rule=rule_text(v["rule"]),
                    message=v["message"],
                )
            )


#: Why the suggested flight is longer than the straight line (``straight_blocked_by``).
_DETOUR = {
    "barrage_area": N_(
        "  the straight line crosses the Barrage Area (locked; --barrage-unlocked opens it): "
        "the suggested flight goes round it"
    ),
    "obstacle": N_(
        "  the straight line crosses an obstacle (no Commander aboard; --commander may cross "
        "it): the suggested flight goes round it"
    ),
    "restricted_area": N_(
        "  the straight line crosses a restricted area (advanced rules; --commander may cross "
        "it): the suggested flight goes round it"
    ),
}
_STOPS_AT_BASES = N_(
    "  the straight line is clear, but a tank is refilled only at a base that sells fuel: the "
    "suggested flight stops at such bases on the way"
)


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
    echo(
        _f(
            _("Range Calculator {start} → {target}"),
            start=_name(board, start),
            target=_name(board, target),
        )
    )
    echo(
        _f(
            _(
                "  {distance:.3f} L at Speed {speed:g}: {turns}, {fuel}; Range {range}, "
                "{fuel_now} in the tank: {stops} on the straight line"
            ),
            distance=rep["distance"],
            speed=rep["speed"],
            turns=_turns(rep["turns"]),
            fuel=_counted(
                i18n.ngettext("{n} fuel unit", "{n} fuel units", rep["fuel"]), rep["fuel"]
            ),
            range=rep["range"],
            fuel_now=rep["fuel_now"],
            stops=_counted(
                i18n.ngettext(
                    "{n} refuelling stop needed", "{n} refuelling stops needed", rep["stops_needed"]
                ),
                rep["stops_needed"],
            ),
        )
    )
    if not rep["reachable"]:
        limits = [_("within the fuel")]
        if not barrage_unlocked:
            limits.append(_("outside the Barrage Area (locked; --barrage-unlocked opens it)"))
        if not commander:
            limits.append(_("clear of obstacles (--commander may cross them)"))
        echo(_("  no flight through real bases keeps every leg ") + ", ".join(limits))
        return
    # "none" agrees with the stops it stands for (Italian "nessuna", Spanish "ninguna")
    stops = ", ".join(_place_name(board, s) for s in rep["suggested_stops"]) or i18n.pgettext(
        "stops", "none"
    )
    echo(
        _f(
            _("  suggested: {turns}, stops: {stops}"),
            turns=_turns(rep["suggested_turns"]),
            stops=stops,
        )
    )
    longer = (
        len(rep["suggested_stops"]) > rep["stops_needed"] or rep["suggested_turns"] > rep["turns"]
    )
    if longer:
        # the suggested flight needs more than the ruler: say why, not two numbers that disagree
        for blocker in rep.get("straight_blocked_by", ()):
            echo(_(_DETOUR[blocker]))
        if not rep.get("straight_blocked_by"):
            echo(_(_STOPS_AT_BASES))
    for leg in rep["legs"]:
        a = _place_name(board, leg["from"]) if leg["from"] else _("start")
        b = _place_name(board, leg["to"]) if leg["to"] else _("target")
        echo(
            _f(
                _("    {a} → {b}: {distance:.3f} L, {turns}"),
                a=a,
                b=b,
                distance=leg["distance"],
                turns=_turns(leg["turns"]),
            )
        )


def _plan(board: Board, start: str, target: str, **options: Any) -> RangePlan:
    """The Range Calculator's plan between two CLI places, or exit 2 with the reason."""
    try:
        s, s_place = parse_where(board, start)
        t, t_place = parse_where(board, target)
        return plan_range(board, s_place or s, t_place or t, **options)
    except (_InputError, ValueError, BoardError) as exc:
        raise _fail(exc) from exc


def _dry(board: Board, masts: list[str] | None) -> frozenset[str]:
    """The places a calculator run never refuels at, by the current edition's rules
    (:func:`npq.game.rules.dry_bases` of a game just begun, where no Mooring Mast stands yet)
    for the board's Arctic bases but those ``--mast`` names; exit 2 for a place that is no
    Arctic base."""
    from npq.game import GameConfig, new_game
    from npq.game.rules import dry_bases
    from npq.game.world import default_world

    stand: set[str] = set()
    for where in masts or ():
        try:
            place = parse_where(board, where)[1]
        except (_InputError, ValueError, BoardError) as exc:
            raise _fail(exc) from exc
        if place is None or not place.is_arctic:
            raise _fail(ValueError(_f(_("--mast {where}: not an Arctic base"), where=where)))
        stand.add(place.id)
    try:
        world = default_world()
    except NPQError as exc:
        typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
        raise typer.Exit(1) from exc
    fresh = new_game(GameConfig(("germany", "italy")), 0, world)
    arctic = [p.id for p in board.places if p.is_arctic and p.id not in stand]
    return dry_bases(fresh, world, arctic)


def _route(board: Board, start: str, target: str, **options: Any) -> RoutePlan:
    """The weather-reading plan between two CLI places, or exit 2 with the reason."""
    try:
        s, s_place = parse_where(board, start)
        t, t_place = parse_where(board, target)
        return plan_route(board, s_place or s, t_place or t, **options)
    except (_InputError, ValueError, BoardError) as exc:
        raise _fail(exc) from exc


def _disc(notches: int) -> WeatherDisc:
    """The packaged weather disc turned ``notches`` at set-up (``--disc``), or exit 1."""
    try:
        return load_weather_disc().turned(notches)
    except NPQError as exc:
        typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
        raise typer.Exit(1) from exc


def _name(board: Board, where: str) -> str:
    """The place's name for a CLI place argument, or the argument itself (``lon,lat``)."""
    place = parse_where(board, where)[1]
    return i18n.place(place.name) if place else where


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
            raise _fail(ValueError(_("choose one of --json and --csv")))
        from npq.content import load_editions
        from npq.game.state import EDITION

        # with the cities the current edition's deck holds beyond the board's (data/editions.toml)
        table = mission_table(_load(board, territories), load_editions().mission_cities(EDITION))
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
            names = {n: i18n.place(n) for e in table for n in (e.start_name, e.target_name)}
            width = max((len(n) for n in names.values()), default=5)
            head = _("{start:<{width}}  {target:<{width}}  Lengths  Bonds")
            typer.echo(_f(head, start=_("From"), target=_("To"), width=width))
            for r in rows:
                typer.echo(
                    _f(
                        "{start:<{width}}  {target:<{width}}  {distance:7.2f}  {reward:5d}",
                        start=names[str(r["start_name"])],
                        target=names[str(r["target_name"])],
                        distance=r["distance"],
                        reward=r["reward"],
                        width=width,
                    )
                )

    @calc_app.command("course")
    def course_cmd(
        start: FromArg,
        target: ToArg,
        distance: Annotated[
            float | None,
            typer.Option(
                "--distance", help="Lengths to fly (default: the distance to {TO}).", min=0.0
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
        """Resolve one airship move from {FROM} toward {TO} (rulebook 4, 5; D4, D8-D10)."""
        the_board = _load(board, territories)
        try:
            s, _start = parse_where(the_board, start)
            t, t_place = parse_where(the_board, target)
            w = parse_wind(wind) if wind is not None else None
            d = distance if distance is not None else math.dist(s, t)
            longest = 2 * the_board.radius
            if not d <= longest:  # also inf and nan; a longer walk only eats memory
                raise _InputError(
                    _f(
                        _(
                            "--distance {d:g} L is longer than the board (at most {longest:.2f} L, its diameter)"
                        ),
                        d=d,
                        longest=longest,
                    )
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
        mast: MastOpt = None,
        disc: DiscOpt = 0,
        as_json: JsonOpt = False,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """The Range Calculator: turns, fuel and suggested refuelling stops (rulebook 5; D9);
        with --round, the turn-by-turn plan against the forecast (1B, D6-D8; --disc: the
        game's disc turned at set-up), by the current edition's rules (no refuelling at an
        Arctic base without its Mooring Mast: --mast)."""
        if fuel is not None and fuel > range_:
            raise _fail(
                ValueError(
                    _f(
                        _("--fuel {fuel} is more fuel than the Range {range} holds"),
                        fuel=fuel,
                        range=range_,
                    )
                )
            )
        the_board = _load(board, territories)
        dry = _dry(the_board, mast)
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
            dry=dry,
        )
        rep = range_report(the_board, plan)
        rep["straight_blocked_by"] = list(
            straight_blocked_by(
                the_board,
                plan.start,
                plan.end,
                barrage_unlocked=barrage_unlocked,
                has_commander=commander,
                advanced=advanced,
            )
        )
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
                rules=RouteRules(
                    advanced=advanced,
                    barrage_unlocked=barrage_unlocked,
                    dry=dry,
                ),
                disc=_disc(disc),
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
        mast: MastOpt = None,
        disc_notches: DiscOpt = 0,
        board: BoardOpt = None,
        territories: TerritoriesOpt = None,
    ) -> None:
        """Plot the weather plan (each turn's leg, wind bands, waits, stops, the icon at each
        turn's start) by the current edition's rules (no refuelling at an Arctic base without
        its Mooring Mast: --mast; --disc: the game's disc turned at set-up); --straight plots
        the Range Calculator's straight plan instead."""
        if out.suffix.lower() not in (".png", ".svg", ".pdf"):
            raise _fail(
                ValueError(_f(_("{file}: a route plot can be .png, .svg or .pdf"), file=out))
            )
        the_board = _load(board, territories)
        dry = _dry(the_board, mast)
        plan = _plan(
            the_board,
            start,
            target,
            speed=speed,
            range_=range_,
            has_commander=commander,
            barrage_unlocked=barrage_unlocked,
            dry=dry,
        )
        from npq.plot.route import render_route
        from npq.plot.weather_route import render_weather_route
        from npq.weather import load_weather_disc

        try:
            disc = load_weather_disc().turned(disc_notches)
        except NPQError as exc:
            typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
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
            if plan.reachable:
                typer.echo(_f(_("wrote {path}"), path=out))
            else:
                said = _("wrote {path} (no flight through real bases within the Range)")
                typer.echo(_f(said, path=out))
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
            rules=RouteRules(advanced=advanced, barrage_unlocked=barrage_unlocked, dry=dry),
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
            said = i18n.ngettext(
                "wrote {path}: arrives round {worst} in the worst case, {expected} expected, "
                "{stops} stop",
                "wrote {path}: arrives round {worst} in the worst case, {expected} expected, "
                "{stops} stops",
                len(route.stops),
            )
            text = _f(
                said,
                path=out,
                worst=route.worst_arrival,
                expected=route.expected_arrival,
                stops=len(route.stops),
            )
            if route.venture_cards:
                cards = i18n.ngettext(
                    ", {count} Venture card", ", {count} Venture cards", route.venture_cards
                )
                text += _f(cards, count=route.venture_cards)
        else:
            said = _("wrote {path} (not reachable: {reason})")
            text = _f(said, path=out, reason=_(route.reason or ""))
        if route.fallback:
            text += _(" [fallback: the search spent its effort budget; not proven the earliest]")
        typer.echo(text)

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
            raise _fail(
                ValueError(_f(_("{file}: a game plot can be .png, .svg or .pdf"), file=out))
            )
        from npq.game.save import load_game

        try:
            record = load_game(save)
        except NPQError as exc:
            typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
            raise typer.Exit(1) from exc
        the_board = _load(board, territories)
        from npq.plot.game_map import render_game

        tracks = write_output(out, lambda path: render_game(the_board, record, path))
        typer.echo(
            _f(
                _("wrote {path}: {actions}, {rounds}, {moves}, {result}"),
                path=out,
                actions=_counted(
                    i18n.ngettext("{n} action", "{n} actions", len(record.actions)),
                    len(record.actions),
                ),
                rounds=_counted(
                    i18n.ngettext("{n} round", "{n} rounds", tracks.rounds), tracks.rounds
                ),
                moves=_counted(
                    i18n.ngettext("{n} move", "{n} moves", len(tracks.legs)), len(tracks.legs)
                ),
                result=tracks.result,
            )
        )
