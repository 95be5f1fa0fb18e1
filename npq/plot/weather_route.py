"""The weather plan's figure: ``npq plot route`` (rulebook 1B, 4, 5; D6-D10).

The board zoomed on a plan of :func:`npq.nav.plan_route`: each turn's leg of the expected
track, numbered, with the forecast icon at its start; on windy turns the band of the Wind
Indicator's 12 ends drawn as a fan; the worst track dashed; the turns spent waiting on the
ground; the refuelling (and repair) stops; and beside the map the turn-by-turn table. The
straight plan of the Range Calculator is drawn thin and grey for comparison.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import shapely
from matplotlib.axes import Axes
from matplotlib.lines import Line2D
from matplotlib.patches import Polygon as PolygonPatch

from npq import i18n
from npq.board import Board
from npq.i18n import N_
from npq.nav import RangePlan, RoutePlan
from npq.plot.board_map import ICON_STYLE, draw_board
from npq.plot.route import disc_turn_line, facts_box, route_figure, save_route_figure, zoom_on
from npq.weather import WeatherDisc

_ = i18n.gettext

__all__ = ["WeatherRouteFigure", "draw_weather_route", "render_weather_route"]

TRACK_COLOUR = "#d1351f"
WORST_COLOUR = "#6a1b9a"
FAN_COLOUR = "#f4a261"
STOP_COLOUR = "#0f7b3e"
WAIT_COLOUR = "#1f5fbf"
RULER_COLOUR = "#888888"
#: Why a plan does not exist (``RoutePlan.reason``, a code), as the facts box says it.
_REASONS = {
    "fuel": N_("fuel"),
    "barrage": N_("the locked Barrage Area"),
    "obstacles": N_("obstacles"),
    "weather": N_("the weather"),
    "neutral": N_("the Neutral Territories"),
}


@dataclass(frozen=True, slots=True)
class WeatherRouteFigure:
    """What the figure shows (for tests): the plan, the fans drawn (turn numbers), the waits."""

    plan: RoutePlan
    fans: tuple[int, ...]
    waits: tuple[int, ...]
    stops: tuple[str, ...]


def draw_weather_route(
    ax: Axes,
    board: Board,
    plan: RoutePlan,
    *,
    disc: WeatherDisc,
    ruler: RangePlan | None = None,
    start_name: str | None = None,
    end_name: str | None = None,
    side: Axes | None = None,
) -> WeatherRouteFigure:
    """Draw the board zoomed on ``plan`` and the plan on top; returns what was drawn."""
    icons = {a.id: disc.icon(a, plan.from_round) for a in board.weather_areas}
    draw_board(ax, board, labels=True, icons=icons, legend=False)
    for text in ax.texts:
        text.set_clip_on(True)
    if ruler is not None and ruler.reachable:
        for leg in ruler.legs:
            ax.plot(
                *zip(leg.start, leg.end, strict=True),
                color=RULER_COLOUR,
                linewidth=1.0,
                linestyle=":",
                zorder=9,
            )
    fans: list[int] = []
    waits: list[int] = []
    wait_at: dict[tuple[float, float], list[int]] = {}
    prev_worst = plan.start
    for t in plan.turns:
        if t.action == "wait":
            waits.append(t.turn)
            wait_at.setdefault(t.start, []).append(t.round_no)
            continue
        if t.band:
            fans.append(t.turn)
            pts = [t.start, *(p for _, p in t.band)]
            ax.add_patch(
                PolygonPatch(
                    _fan(t.start, [p for _, p in t.band]),
                    closed=True,
                    facecolor=FAN_COLOUR,
                    edgecolor=FAN_COLOUR,
                    alpha=0.28,
                    linewidth=0.6,
                    zorder=9.5,
                )
            )
            for p in pts[1:]:
                ax.plot(p[0], p[1], marker=".", markersize=2.5, color=FAN_COLOUR, zorder=9.6)
        ax.plot(*zip(t.start, t.end, strict=True), color=TRACK_COLOUR, linewidth=2.0, zorder=10)
        ax.plot(
            *zip(prev_worst, t.worst, strict=True),
            color=WORST_COLOUR,
            linewidth=1.0,
            linestyle="--",
            zorder=10,
        )
        prev_worst = t.worst
        ax.plot(*t.end, marker="o", markersize=4, color=TRACK_COLOUR, zorder=12)
        _label(
            ax,
            t.start,
            t.end,
            i18n.render(
                _("T{turn} R{round} {icon}"), turn=t.turn, round=t.round_no, icon=_glyph(t.icon)
            ),
            t.icon,
        )
    for xy, rounds in wait_at.items():
        ax.plot(
            *xy,
            marker="o",
            markersize=12,
            markerfacecolor="none",
            markeredgecolor=WAIT_COLOUR,
            markeredgewidth=2,
            zorder=12,
        )
        ax.annotate(
            i18n.render(_("wait R{rounds}"), rounds=",".join(map(str, rounds))),
            xy,
            xytext=(8, -12),
            textcoords="offset points",
            fontsize=7,
            color=WAIT_COLOUR,
            zorder=13,
        )
    for t in plan.turns:
        if t.stop is not None:
            ax.plot(
                *t.end,
                marker="o",
                markersize=10,
                markerfacecolor="none",
                markeredgecolor=STOP_COLOUR,
                markeredgewidth=2,
                zorder=12,
            )
    ax.plot(*plan.start, marker="s", markersize=7, color=TRACK_COLOUR, zorder=12)
    ax.plot(*plan.end, marker="*", markersize=11, color=TRACK_COLOUR, zorder=12)
    for xy, name in ((plan.start, start_name), (plan.end, end_name)):
        if name:
            ax.annotate(
                name,
                xy,
                xytext=(6, 6),
                textcoords="offset points",
                fontsize=8,
                fontweight="bold",
                color=TRACK_COLOUR,
                zorder=13,
            )
    _zoom(ax, plan, board.radius)
    _legend(side or ax, plan, board, disc)
    return WeatherRouteFigure(plan, tuple(fans), tuple(waits), plan.stops)


def _fan(start: tuple[float, float], ends: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The fan's outline: the convex hull of the start and the 12 ends."""
    hull = shapely.convex_hull(shapely.multipoints([start, *ends]))
    return [(float(x), float(y)) for x, y in shapely.get_coordinates(hull)]


def _glyph(icon: Any) -> str:
    return ICON_STYLE[str(icon)][0] if icon is not None else "·"


def _label(ax: Axes, a: tuple[float, float], b: tuple[float, float], text: str, icon: Any) -> None:
    d = math.dist(a, b) or 1.0
    nx, ny = -(b[1] - a[1]) / d, (b[0] - a[0]) / d
    colour = ICON_STYLE[str(icon)][1] if icon is not None else "#333333"
    ax.text(
        (a[0] + b[0]) / 2 + 0.32 * nx,
        (a[1] + b[1]) / 2 + 0.32 * ny,
        text,
        color=colour,
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


def _zoom(ax: Axes, plan: RoutePlan, radius: float) -> None:
    pts = [plan.start, plan.end]
    for t in plan.turns:
        pts += [t.end, t.worst, *(p for _, p in t.band)]
    zoom_on(ax, pts, radius)


def _legend(ax: Axes, plan: RoutePlan, board: Board, disc: WeatherDisc) -> None:
    handles: list[Any] = [
        Line2D([], [], color=TRACK_COLOUR, linewidth=2, label=_("Expected track (one leg a turn)")),
        Line2D([], [], color=WORST_COLOUR, linewidth=1, linestyle="--", label=_("Worst track")),
        PolygonPatch(
            [(0, 0), (1, 0), (0, 1)],
            facecolor=FAN_COLOUR,
            alpha=0.3,
            label=_("Wind band (12 sectors)"),
        ),
        Line2D(
            [],
            [],
            marker="o",
            linestyle="none",
            markerfacecolor="none",
            markeredgecolor=WAIT_COLOUR,
            markeredgewidth=2,
            label=_("Waiting on the ground"),
        ),
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
        Line2D([], [], color=RULER_COLOUR, linestyle=":", label=_("Range Calculator (no weather)")),
    ]
    lines = [
        i18n.render(
            _("Speed {speed:g}, Range {range}, from round {round}"),
            speed=plan.speed,
            range=plan.range,
            round=plan.from_round,
        )
    ]
    turned = disc_turn_line(disc)
    if turned:
        lines.append(turned)
    if plan.reachable:
        names = [i18n.place(board.place(p).name) if p else _("target") for p in plan.path]
        lines.append(i18n.render(_("via {path}"), path=" → ".join(names)))
        lines.append(
            i18n.render(
                i18n.ngettext(
                    "arrives round {worst} (worst), {expected} (expected); {stops} stop,"
                    " {bonds} Bonds",
                    "arrives round {worst} (worst), {expected} (expected); {stops} stops,"
                    " {bonds} Bonds",
                    len(plan.stops),
                ),
                worst=plan.worst_arrival,
                expected=plan.expected_arrival,
                stops=len(plan.stops),
                bonds=plan.bonds,
            )
        )
        if plan.venture_cards:
            lines.append(
                i18n.render(
                    i18n.ngettext(
                        "the Commander draws {n} Venture card on the way",
                        "the Commander draws {n} Venture cards on the way",
                        plan.venture_cards,
                    ),
                    n=plan.venture_cards,
                )
            )
        if plan.fallback:
            lines.append(_("fallback: effort budget spent, not proven the earliest"))
        lines.append(_("Turns (round, icon, worst fuel f / Integrity i, v cards):"))
        icons = [_(t.icon.value) if t.icon else _("no icon") for t in plan.turns]
        whats = [
            _("wait") if t.action == "wait" else i18n.render(_("fly {speed:g}"), speed=t.speed)
            for t in plan.turns
        ]
        # each column as wide as its longest word in the language ("nessuna icona")
        icon_width = max(map(len, icons), default=0)
        what_width = max(map(len, whats), default=0)
        for t, icon, what in zip(plan.turns, icons, whats, strict=True):
            stop = (
                i18n.render(_(" stop {place}"), place=i18n.place(board.place(t.stop).name))
                if t.stop
                else ""
            )
            cards = i18n.render(" v{n}", n=t.venture_cards) if t.venture_cards else ""
            lines.append(
                i18n.render(
                    _("  T{turn} R{round} {icon} {what} f{fuel} i{integrity}"),
                    turn=t.turn,
                    round=t.round_no,
                    icon=icon.ljust(icon_width),
                    what=what.ljust(what_width),
                    fuel=t.fuel,
                    integrity=t.integrity,
                )
                + cards
                + stop
            )
    else:
        lines.append(
            i18n.render(
                _("not reachable: {reason}"),
                reason=_(_REASONS.get(str(plan.reason), str(plan.reason))),
            )
        )
        if plan.fallback:
            lines.append(_("(effort budget spent; the fallback chain does not get there)"))
    facts_box(ax, handles, lines)


def render_weather_route(
    board: Board,
    plan: RoutePlan,
    out: Path,
    *,
    disc: WeatherDisc,
    ruler: RangePlan | None = None,
    start_name: str | None = None,
    end_name: str | None = None,
    dpi: int = 180,
) -> WeatherRouteFigure:
    """Draw the weather plan into ``out`` (PNG, SVG or PDF by suffix), atomically."""
    fig, ax, side, fmt = route_figure(out)
    facts = draw_weather_route(
        ax, board, plan, disc=disc, ruler=ruler, start_name=start_name, end_name=end_name, side=side
    )
    title = i18n.render(
        _("Weather plan {start} → {target}, from round {round}"),
        start=start_name or _("start"),
        target=end_name or _("target"),
        round=plan.from_round,
    )
    save_route_figure(fig, ax, title, out, fmt, dpi)
    return facts
