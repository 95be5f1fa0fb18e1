"""Route plots: ``npq plot route`` (rulebook 5, Range Calculator and Navigating Tool; D6, D9).

The board (drawn by :func:`npq.plot.board_map.draw_board`) zoomed on a planned flight: the route
through its refuelling stops with a notch every Length (the Navigating Tool's scale), each
turn's move marked and numbered, the obstacles, sea obstacles and restricted areas it crosses
highlighted, and the weather forecast for the round each turn will be flown (the disc is
deterministic, D6, so the forecast is what the windows will show).
"""

from __future__ import annotations

import math
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import shapely
from matplotlib.axes import Axes
from matplotlib.collections import PatchCollection
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from shapely.geometry.base import BaseGeometry
from shapely.plotting import patch_from_polygon

from npq import i18n
from npq.board import Board, FeatureKind
from npq.nav import RangePlan, TurnForecast, route_forecast
from npq.nav.zones import crossings_along
from npq.plot.board_map import ICON_STYLE, ZONE_STYLE, draw_board, save_figure
from npq.weather import DEGREES_PER_ROUND, WeatherDisc

_ = i18n.gettext

__all__ = [
    "RouteFigure",
    "disc_turn_line",
    "draw_route",
    "facts_box",
    "render_route",
    "route_figure",
    "save_route_figure",
    "zoom_on",
]

ROUTE_COLOUR = "#d1351f"
NOTCH_COLOUR = "#1a1a1a"
STOP_COLOUR = "#0f7b3e"
#: Half-length of a Length notch, in Lengths.
NOTCH = 0.09
#: Margin around the route when zooming, in Lengths.
MARGIN = 1.6

_HAZARD_KINDS = (FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE, FeatureKind.RESTRICTED_AREA)


@dataclass(frozen=True, slots=True)
class RouteFigure:
    """What a route plot shows, for callers (and tests) that want the facts without pixels."""

    plan: RangePlan
    forecast: tuple[TurnForecast, ...]
    crossed: tuple[str, ...]  # ids of obstacles / sea obstacles / restricted areas crossed


def draw_route(
    ax: Axes,
    board: Board,
    plan: RangePlan,
    *,
    disc: WeatherDisc,
    from_round: int = 1,
    start_name: str | None = None,
    end_name: str | None = None,
    side: Axes | None = None,
) -> RouteFigure:
    """Draw the board zoomed on ``plan`` and the route on top; returns what was drawn.

    ``side``, when given, receives the legend and the plan and forecast as text (an axes
    beside the map); otherwise they go on ``ax`` itself.
    """
    forecast = route_forecast(board, plan, disc, from_round)
    icons = {a.id: disc.icon(a, from_round) for a in board.weather_areas}
    draw_board(ax, board, labels=True, icons=icons, legend=False)
    for text in ax.texts:  # zoomed in: icons and labels off the view must not spill over
        text.set_clip_on(True)

    crossed: list[str] = []
    for leg in plan.legs:
        for c in crossings_along(board, [leg.start, leg.end], lambda _z: None):
            if c.kind in _HAZARD_KINDS and c.zone_id not in crossed:
                crossed.append(c.zone_id)
    for zid in crossed:
        zone = board.get(zid)
        edge, _hatch = ZONE_STYLE[zone.kind]
        _fill(ax, zone.geometry, 2.2, facecolor=edge, alpha=0.35, edgecolor=edge, linewidth=1.4)

    for leg in plan.legs:
        (x0, y0), (x1, y1) = leg.start, leg.end
        ax.plot([x0, x1], [y0, y1], color=ROUTE_COLOUR, linewidth=2.0, zorder=10)
        _notches(ax, leg.start, leg.end)
    for f in forecast:
        _turn_marker(ax, f)
    _endpoints(ax, plan, start_name, end_name)
    _zoom(ax, plan, board.radius)
    _legend(side or ax, plan, forecast, crossed, board, disc)
    return RouteFigure(plan, forecast, tuple(crossed))


def _notches(ax: Axes, a: tuple[float, float], b: tuple[float, float]) -> None:
    """A tick across the route at every whole Length from the leg's start (the tool's scale)."""
    d = math.dist(a, b)
    if d <= 0:
        return
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    nx, ny = -uy, ux
    for k in range(1, math.floor(d + 1e-9) + 1):
        cx, cy = a[0] + k * ux, a[1] + k * uy
        ax.plot(
            [cx - NOTCH * nx, cx + NOTCH * nx],
            [cy - NOTCH * ny, cy + NOTCH * ny],
            color=NOTCH_COLOUR,
            linewidth=0.9,
            zorder=11,
        )


def _turn_marker(ax: Axes, f: TurnForecast) -> None:
    """A dot where each turn's move ends, the turn number, and the forecast icon at its start."""
    (x0, y0), (x1, y1) = f.start, f.end
    ax.plot(x1, y1, marker="o", markersize=4, color=ROUTE_COLOUR, zorder=12)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    d = math.dist(f.start, f.end) or 1.0
    nx, ny = -(y1 - y0) / d, (x1 - x0) / d
    glyph, colour = ICON_STYLE[str(f.icon)] if f.icon is not None else ("·", "#555555")
    ax.text(
        mx + 0.32 * nx,
        my + 0.32 * ny,
        i18n.render(_("T{turn} R{round} {icon}"), turn=f.turn, round=f.round_no, icon=glyph),
        color=colour if f.icon is not None else "#333333",
        fontsize=6.5,
        ha="center",
        va="center",
        zorder=13,
        bbox={
            "boxstyle": "round,pad=0.15",
            "facecolor": "white",
            "edgecolor": "none",
            "alpha": 0.8,
        },
    )


def _endpoints(ax: Axes, plan: RangePlan, start_name: str | None, end_name: str | None) -> None:
    ax.plot(*plan.start, marker="s", markersize=7, color=ROUTE_COLOUR, zorder=12)
    ax.plot(*plan.end, marker="*", markersize=11, color=ROUTE_COLOUR, zorder=12)
    for leg in plan.legs[:-1]:
        ax.plot(
            *leg.end,
            marker="o",
            markersize=9,
            markerfacecolor="none",
            markeredgecolor=STOP_COLOUR,
            markeredgewidth=2,
            zorder=12,
        )
    for xy, name in ((plan.start, start_name), (plan.end, end_name)):
        if name:
            ax.annotate(
                name,
                xy,
                xytext=(6, 6),
                textcoords="offset points",
                fontsize=8,
                fontweight="bold",
                color=ROUTE_COLOUR,
                zorder=13,
            )


def _zoom(ax: Axes, plan: RangePlan, radius: float) -> None:
    zoom_on(ax, [plan.start, plan.end, *(leg.end for leg in plan.legs)], radius)


def zoom_on(ax: Axes, pts: list[tuple[float, float]], radius: float) -> None:
    """Square limits around ``pts`` with a :data:`MARGIN`, never wider than the board."""
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    half = max(max(xs) - min(xs), max(ys) - min(ys)) / 2 + MARGIN
    half = min(half, radius * 1.02)
    ax.set_xlim(cx - half, cx + half)
    ax.set_ylim(cy - half, cy + half)


#: How many monospace characters at 7.5 pt fit across the side axes of :func:`route_figure`
#: (4.2 in less the box's padding): a longer facts line (Italian and Spanish run longer than
#: English) is wrapped, its rest indented, instead of running past the figure's edge.
FACTS_WIDTH = 64


def _counted(template: str, n: int) -> str:
    """A counted phrase ("2 turns"): ``template`` the form ``ngettext`` chose for ``n``."""
    return i18n.render(template, n=n)


def disc_turn_line(disc: WeatherDisc) -> str | None:
    """The facts box's line for a Weather Disc turned at set-up (``--disc N``, edition 4's
    turn by lot), None for the disc as assembled: the forecast drawn is that disc's."""
    if not disc.notches:
        return None
    return i18n.render(
        i18n.ngettext(
            "Weather Disc turned {notches} notch ({degrees}°) at set-up (--disc {notches})",
            "Weather Disc turned {notches} notches ({degrees}°) at set-up (--disc {notches})",
            disc.notches,
        ),
        notches=disc.notches,
        degrees=round(disc.notches * DEGREES_PER_ROUND),
    )


def facts_box(ax: Axes, handles: list[Any], lines: list[str]) -> None:
    """The legend (top left) and the plan's facts in a monospace box (bottom left) of ``ax``."""
    ax.legend(handles=handles, loc="upper left", fontsize=7, framealpha=0.9)
    wrapped = [
        textwrap.fill(line, FACTS_WIDTH, subsequent_indent="    ")
        if len(line) > FACTS_WIDTH
        else line
        for line in lines
    ]
    ax.text(
        0.02,
        0.02,
        "\n".join(wrapped),
        transform=ax.transAxes,
        ha="left",
        va="bottom",
        fontsize=7.5,
        family="monospace",
        bbox={"boxstyle": "round,pad=0.4", "facecolor": "white", "alpha": 0.9},
        zorder=20,
    )


#: The figure's height kept above the map for its title.
_TITLE_STRIP = 0.05


def route_figure(out: Path) -> tuple[Figure, Axes, Axes, str]:
    """The figure of a route plot: the square map and beside it an axes without frame for the
    legend and the facts; and the format ``out``'s suffix asks for. The axes have fixed places
    with a strip kept free above the map for its title (the constrained layout, fighting the
    map's equal aspect, gave the map the whole height when written at 180 dpi and cut the
    title off at the top of the PNG)."""
    fmt = out.suffix.lower().lstrip(".")
    if fmt not in ("png", "svg", "pdf"):
        raise ValueError(f"unsupported plot format {out.suffix!r}: use .png, .svg or .pdf")
    w, h = 13.0, 9.0
    fig = Figure(figsize=(w, h))
    left, bottom, gap = 0.01, 0.01, 0.01
    height = 1.0 - bottom - _TITLE_STRIP
    map_w = height * h / w  # a square in inches: the map's equal aspect fills it
    ax = fig.add_axes((left, bottom, map_w, height))
    side = fig.add_axes((left + map_w + gap, bottom, 1.0 - 2 * left - gap - map_w, height))
    side.set_axis_off()
    return fig, ax, side, fmt


def save_route_figure(fig: Figure, ax: Axes, title: str, out: Path, fmt: str, dpi: int) -> None:
    """Title the map (in the strip above it) and write the figure atomically."""
    ax.set_title(title, fontsize=11)
    save_figure(fig, out, fmt, dpi)


def _legend(
    ax: Axes,
    plan: RangePlan,
    forecast: tuple[TurnForecast, ...],
    crossed: list[str],
    board: Board,
    disc: WeatherDisc,
) -> None:
    handles: list[Any] = [
        Line2D([], [], color=ROUTE_COLOUR, linewidth=2, label=_("Route (notch = 1 Length)")),
        Line2D([], [], color=ROUTE_COLOUR, marker="o", linestyle="none", label=_("End of a turn")),
        Line2D(
            [],
            [],
            marker="o",
            linestyle="none",
            markerfacecolor="none",
            markeredgecolor=STOP_COLOUR,
            markeredgewidth=2,
            label=_("Refuelling stop"),
        ),
    ]
    for zid in crossed:
        zone = board.get(zid)
        edge, _hatch = ZONE_STYLE[zone.kind]
        handles.append(
            Patch(
                facecolor=edge,
                alpha=0.35,
                edgecolor=edge,
                label=i18n.render(_("Crossed: {zone}"), zone=i18n.place(zone.name)),
            )
        )
    lines = [
        i18n.render(
            _("{distance:.1f} L straight; Speed {speed:g}, Range {range}"),
            distance=plan.distance,
            speed=plan.speed,
            range=plan.range,
        ),
        i18n.render(
            _("ruler: {turns}, {fuel}, {stops}"),
            turns=_counted(i18n.ngettext("{n} turn", "{n} turns", plan.turns), plan.turns),
            fuel=_counted(i18n.ngettext("{n} fuel unit", "{n} fuel units", plan.fuel), plan.fuel),
            stops=_counted(
                i18n.ngettext(
                    "{n} refuelling stop needed", "{n} refuelling stops needed", plan.stops_needed
                ),
                plan.stops_needed,
            ),
        ),
    ]
    turned = disc_turn_line(disc)
    if turned:
        lines.append(turned)
    if plan.reachable:
        # "none" agrees with the stops it stands for (Italian "nessuna", Spanish "ninguna")
        stops = ", ".join(i18n.place(board.place(s).name) for s in plan.stops) or i18n.pgettext(
            "stops", "none"
        )
        turns = plan.total_turns
        lines.append(
            i18n.render(
                _("suggested flight: {turns}, stops: {stops}"),
                turns=_counted(i18n.ngettext("{n} turn", "{n} turns", turns), turns),
                stops=stops,
            )
        )
    else:
        lines.append(_("no flight through real bases within the Range"))
    lines.append(_("Forecast (turn, round, icon at the start):"))
    for f in forecast:
        icon = _(f.icon.value) if f.icon else _("no icon")
        lines.append(
            i18n.render(
                _("  T{turn} round {round}: {icon}"), turn=f.turn, round=f.round_no, icon=icon
            )
        )
    facts_box(ax, handles, lines)


def render_route(
    board: Board,
    plan: RangePlan,
    out: Path,
    *,
    disc: WeatherDisc,
    from_round: int = 1,
    start_name: str | None = None,
    end_name: str | None = None,
    dpi: int = 180,
) -> RouteFigure:
    """Draw the route plot into ``out`` (PNG, SVG or PDF by suffix), atomically."""
    fig, ax, side, fmt = route_figure(out)
    facts = draw_route(
        ax,
        board,
        plan,
        disc=disc,
        from_round=from_round,
        start_name=start_name,
        end_name=end_name,
        side=side,
    )
    title = i18n.render(
        _("Route {start} → {target}, from round {round}"),
        start=start_name or _xy(plan.start),
        target=end_name or _xy(plan.end),
        round=from_round,
    )
    save_route_figure(fig, ax, title, out, fmt, dpi)
    return facts


def _fill(ax: Axes, geom: BaseGeometry, zorder: float, **style: Any) -> None:
    polys = [p for p in shapely.get_parts(geom) if p.geom_type == "Polygon" and not p.is_empty]
    if polys:
        ax.add_collection(
            PatchCollection([patch_from_polygon(p) for p in polys], zorder=zorder, **style)
        )


def _xy(p: tuple[float, float]) -> str:
    return i18n.render(_("({x:.2f}, {y:.2f})"), x=p[0], y=p[1])
