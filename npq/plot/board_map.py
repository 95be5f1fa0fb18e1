"""The board as a matplotlib figure: ``npq map`` and the base layer of every route plot.

Colours and symbols follow the rulebook (1A, Flags and Background Colors; the legend of bases
and ports 1a-1k; restricted areas and obstacles 1g-1i; 1B weather areas "bounded by thick gray
lines", each with its window). :func:`draw_board` draws onto any :class:`~matplotlib.axes.Axes`
in board coordinates (Lengths), so a route plotter can draw the board and then its paths on top.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import shapely
from matplotlib.axes import Axes
from matplotlib.collections import PatchCollection
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, Patch
from shapely.geometry.base import BaseGeometry
from shapely.plotting import patch_from_polygon

from npq import i18n
from npq._files import atomic_open
from npq.board import NATIONS, RING_RADIUS, Board, FeatureKind, Place, WeatherArea
from npq.content import load_nations
from npq.i18n import N_

_ = i18n.gettext

__all__ = [
    "ICON_STYLE",
    "KIND_LEGEND",
    "NATION_COLORS",
    "NATION_LABELS",
    "NEUTRAL_COLOR",
    "SEA_COLOR",
    "draw_board",
    "render_board_map",
    "save_figure",
]

#: Rulebook 1A background colours (France light blue, D3), from ``data/nations.toml``, the one
#: place the nations' colours and names are kept; neutral territories are white.
NATION_COLORS: Mapping[str, str] = {n.id: n.colour_hex for n in load_nations()}
NATION_LABELS: Mapping[str, str] = {n.id: n.name for n in load_nations()}
NEUTRAL_COLOR = "#ffffff"
SEA_COLOR = "#e4f0f8"
#: Neutral Arctic bases sit on light grey (legend 1k: the background shows the owner).
ARCTIC_NEUTRAL = "#d4d4d4"
#: Radius (Lengths) of the coloured disc behind an Arctic base's snowflake; its tolerance
#: ring (D4) is drawn at the full 0.3 L like every other place's.
ARCTIC_DISC = 0.2
#: Radius (Lengths) of a weather window's hole (1B).
WINDOW_RADIUS = 0.2
BASE_BLUE = "#1f5fbf"
PORT_RED = "#c8202a"
RING_GREY = "#8a8a8a"
HALO_RED = "#e0474f"
WEATHER_GREY = "#8c8c8c"

#: The legend text of each place kind (rulebook 1A, page IX), in English: shown through
#: :func:`npq.i18n.gettext`.
KIND_LEGEND: Mapping[FeatureKind, str] = {
    FeatureKind.START_BASE: N_("1a Starting base"),
    FeatureKind.BASE: N_("1b Base"),
    FeatureKind.MISSION_BASE: N_("1c Mission base"),
    FeatureKind.START_PORT: N_("1d Starting port"),
    FeatureKind.PORT: N_("1e Port"),
    FeatureKind.MISSION_PORT: N_("1f Mission port"),
    FeatureKind.ARCTIC_BASE: N_("1k Arctic base"),
    FeatureKind.RESTRICTED_AREA: N_("1g Political-economic area"),
    FeatureKind.OBSTACLE: N_("1h Geographical obstacle"),
    FeatureKind.SEA_OBSTACLE: N_("1i Sea obstacle"),
}

#: Zone hatching by type (1g, 1h, 1i): (edge colour, hatch).
ZONE_STYLE: Mapping[FeatureKind, tuple[str, str]] = {
    FeatureKind.RESTRICTED_AREA: ("#b0263a", "////"),
    FeatureKind.OBSTACLE: ("#7a5230", "xxxx"),
    FeatureKind.SEA_OBSTACLE: ("#2d5f8a", "...."),
}

#: Weather icons (npq.weather.Icon values): glyph and colour in a window.
ICON_STYLE: Mapping[str, tuple[str, str]] = {
    "sun": ("\u2600", "#e0a800"),
    "wind": ("\u224b", "#168a8a"),
    "rain": ("\u2602", "#2257c4"),
    "fog": ("\u2261", "#6f6f6f"),
    "storm": ("\u26a1", "#6a2fa0"),
}


def _polygons(geom: BaseGeometry) -> list[Any]:
    return [p for p in shapely.get_parts(geom) if p.geom_type == "Polygon" and not p.is_empty]


def _add_area(ax: Axes, geom: BaseGeometry, zorder: float, **style: Any) -> None:
    patches = [patch_from_polygon(p) for p in _polygons(geom)]
    if patches:
        ax.add_collection(PatchCollection(patches, zorder=zorder, **style))


def _add_lines(ax: Axes, geoms: Iterable[BaseGeometry], zorder: float, **style: Any) -> None:
    for geom in geoms:
        for part in shapely.get_parts(geom):
            rings = [part.exterior, *part.interiors] if part.geom_type == "Polygon" else [part]
            for ring in rings:
                xy = shapely.get_coordinates(ring)
                ax.plot(xy[:, 0], xy[:, 1], zorder=zorder, solid_capstyle="round", **style)


def _place_style(p: Place) -> tuple[str, str, str | None]:
    """(marker, colour, ring colour or None for a halo) for legend 1a-1f."""
    blue = p.kind in (FeatureKind.START_BASE, FeatureKind.BASE, FeatureKind.MISSION_BASE)
    colour = BASE_BLUE if blue else PORT_RED
    marker = "s" if p.is_start else "o"
    mission = p.kind in (FeatureKind.MISSION_BASE, FeatureKind.MISSION_PORT)
    return marker, colour, None if mission else RING_GREY


def _draw_places(ax: Axes, board: Board, labels: bool) -> None:
    rings: list[Circle] = []
    halos: list[Circle] = []
    for p in board.places:
        circle = Circle(p.xy, RING_RADIUS)
        if p.is_arctic:
            rings.append(circle)
            continue
        marker, colour, ring = _place_style(p)
        (rings if ring else halos).append(circle)
        size = 4.2 if p.is_start else 2.6
        ax.plot(
            *p.xy,
            marker=marker,
            color=colour,
            markersize=size,
            markeredgewidth=0.3,
            markeredgecolor="white",
            zorder=8,
            linestyle="none",
        )
    ax.add_collection(
        PatchCollection(rings, facecolor="none", edgecolor=RING_GREY, linewidth=0.5, zorder=7)
    )
    ax.add_collection(
        PatchCollection(
            halos, facecolor=HALO_RED, alpha=0.35, edgecolor=HALO_RED, linewidth=0.5, zorder=7
        )
    )
    for p in board.places:
        if not p.is_arctic:
            continue
        colour = NATION_COLORS.get(p.nation or "", ARCTIC_NEUTRAL)
        ax.add_patch(
            Circle(
                p.xy, ARCTIC_DISC, facecolor=colour, edgecolor="#4a4a4a", linewidth=0.5, zorder=8
            )
        )
        ax.text(*p.xy, "\u2744", ha="center", va="center", fontsize=5.5, color="#1b3f73", zorder=9)
    if labels:
        _draw_labels(ax, board)


#: Where a label may go around its place, in points: right, left, above, below, diagonals.
_LABEL_SLOTS: tuple[tuple[float, float, str, str], ...] = (
    (4, 1, "left", "bottom"),
    (4, -1, "left", "top"),
    (-4, 1, "right", "bottom"),
    (-4, -1, "right", "top"),
    (0, 5, "center", "bottom"),
    (0, -5, "center", "top"),
)


def _draw_labels(ax: Axes, board: Board) -> None:
    """Name every place, trying a few slots around it so labels overlap as little as possible.

    Important places (starting bases and ports, Arctic bases, mission places) are placed first.
    Text extents are estimated from the font size (no renderer needed), in board Lengths.
    """
    fig = ax.get_figure(root=True)
    fig_width = fig.get_figwidth() if isinstance(fig, Figure) else 10.0
    width_in = ax.get_position().width * fig_width
    x0, x1 = ax.get_xlim()
    per_pt = (x1 - x0) / (width_in * 72.0)  # Lengths per typographic point

    def rank(p: Place) -> int:
        return 0 if p.is_start else 1 if p.is_arctic else 2 if p.is_mission else 3

    taken: list[tuple[float, float, float, float]] = [
        (
            q.point.x - 2.5 * per_pt,
            q.point.y - 2.5 * per_pt,
            q.point.x + 2.5 * per_pt,
            q.point.y + 2.5 * per_pt,
        )
        for q in board.places
    ]
    for p in sorted(board.places, key=lambda q: (rank(q), q.id)):
        big = rank(p) < 3
        size = 3.6 if big else 2.8
        name = i18n.place(p.name)
        w = 0.56 * size * len(name) * per_pt
        h = size * per_pt
        best: tuple[int, tuple[float, float, float, float], tuple[float, float, str, str]] | None
        best = None
        for slot in _LABEL_SLOTS:
            dx, dy, ha, va = slot
            left = (
                p.point.x + dx * per_pt - (w if ha == "right" else w / 2 if ha == "center" else 0)
            )
            bottom = p.point.y + dy * per_pt - (h if va == "top" else 0)
            box = (left, bottom, left + w, bottom + h)
            hits = sum(
                1
                for t in taken
                if box[0] < t[2] and t[0] < box[2] and box[1] < t[3] and t[1] < box[3]
            )
            if best is None or hits < best[0]:
                best = (hits, box, slot)
            if hits == 0:
                break
        assert best is not None
        _, box, (dx, dy, ha, va) = best
        taken.append(box)
        ax.annotate(
            name,
            p.xy,
            xytext=(dx, dy),
            textcoords="offset points",
            ha=ha,
            va=va,
            fontsize=size,
            fontweight="bold" if p.is_start else "normal",
            color="#222222" if big else "#444444",
            zorder=10,
        )


def _draw_windows(ax: Axes, areas: Iterable[WeatherArea], icons: Mapping[str, Any] | None) -> None:
    for a in areas:
        x, y = a.window.x, a.window.y
        ax.add_patch(
            Circle(
                (x, y),
                WINDOW_RADIUS,
                facecolor="white",
                edgecolor=WEATHER_GREY,
                linewidth=0.7,
                zorder=6,
            )
        )
        if icons is None:
            continue
        icon = icons.get(a.id)
        if icon is None:
            continue
        glyph, colour = ICON_STYLE[str(icon)]
        ax.text(x, y, glyph, ha="center", va="center", fontsize=8, color=colour, zorder=6.5)


def draw_board(
    ax: Axes,
    board: Board,
    *,
    labels: bool = False,
    icons: Mapping[str, Any] | None = None,
    legend: bool = True,
) -> None:
    """Draw the board on ``ax`` in board coordinates (Lengths; the Pole at the origin).

    ``icons`` maps weather-area ids to the icon their window shows (``npq.weather.Icon`` or
    its string value; ``None`` or missing: an empty window). ``labels`` names every place;
    ``legend`` adds the legend just right of the axes (leave room for it in the figure).
    The axes get an equal aspect, no ticks and limits just outside the 25°N edge.
    """
    r = board.radius
    ax.set_aspect("equal")
    ax.set_xlim(-r * 1.02, r * 1.02)
    ax.set_ylim(-r * 1.02, r * 1.02)
    ax.set_axis_off()
    ax.add_patch(Circle((0, 0), r, facecolor=SEA_COLOR, edgecolor="none", zorder=0))

    for nation, geom in board.territories.items():
        colour = NATION_COLORS.get(nation, NEUTRAL_COLOR)
        _add_area(ax, geom, 1, facecolor=colour, edgecolor="none", linewidth=0)
    _add_lines(
        ax, (t.geometry for t in board.territory_features), 1.5, color="#7d7d7d", linewidth=0.25
    )
    channels = [c.geometry for c in board.channels]
    if channels:
        _add_area(ax, shapely.union_all(channels), 1.8, facecolor=SEA_COLOR, edgecolor="none")

    for kind, (edge, hatch) in ZONE_STYLE.items():
        for z in board.of_kind(kind):
            _add_area(
                ax, z.geometry, 2, facecolor="none", edgecolor=edge, hatch=hatch, linewidth=0.6
            )

    # Ice and barrage tints lie on the sea only: land keeps its nation's colour.
    _add_area(ax, board.ice_ring, 0.5, facecolor="#f7fbfe", edgecolor="none")
    _add_lines(ax, [board.ice_ring], 2.6, color="#6aa7d6", linewidth=0.8, linestyle="--")
    _add_area(ax, board.barrage, 0.6, facecolor="#fbe6e6", edgecolor="none")
    _add_lines(ax, [board.barrage], 2.8, color="#c8202a", linewidth=0.9, linestyle="--")

    for sc in board.of_kind(FeatureKind.STRATEGY_CIRCLE):
        _add_lines(ax, [sc.geometry], 3, color="#333333", linewidth=0.6, linestyle=":")

    _add_lines(
        ax,
        (a.geometry for a in board.weather_areas),
        4,
        color=WEATHER_GREY,
        linewidth=1.3,
        alpha=0.8,
    )
    _draw_windows(ax, board.weather_areas, icons)
    ax.add_patch(Circle((0, 0), r, facecolor="none", edgecolor="#333333", linewidth=1.2, zorder=5))
    ax.plot(0, 0, marker="+", color="black", markersize=6, zorder=9)

    _draw_places(ax, board, labels)
    if legend:
        _draw_legend(ax, board, icons is not None)


def _marker(marker: str, colour: str, label: str, edge: str | None = None) -> Line2D:
    return Line2D(
        [],
        [],
        linestyle="none",
        marker=marker,
        color=colour,
        markeredgecolor=edge or colour,
        markersize=5,
        markeredgewidth=1.2 if edge else 0.8,
        label=label,
    )


def _draw_legend(ax: Axes, board: Board, with_icons: bool) -> None:
    handles: list[Any] = [
        Patch(facecolor=NATION_COLORS[n], edgecolor="#7d7d7d", label=_(NATION_LABELS[n]))
        for n in NATIONS
    ]
    handles.append(Patch(facecolor=NEUTRAL_COLOR, edgecolor="#7d7d7d", label=_("Neutral")))
    handles += [
        _marker("s", BASE_BLUE, _(KIND_LEGEND[FeatureKind.START_BASE])),
        _marker("o", BASE_BLUE, _(KIND_LEGEND[FeatureKind.BASE]), edge=RING_GREY),
        _marker("o", BASE_BLUE, _(KIND_LEGEND[FeatureKind.MISSION_BASE]), edge=HALO_RED),
        _marker("s", PORT_RED, _(KIND_LEGEND[FeatureKind.START_PORT])),
        _marker("o", PORT_RED, _(KIND_LEGEND[FeatureKind.PORT]), edge=RING_GREY),
        _marker("o", PORT_RED, _(KIND_LEGEND[FeatureKind.MISSION_PORT]), edge=HALO_RED),
        _marker("$\u2744$", "#1b3f73", _(KIND_LEGEND[FeatureKind.ARCTIC_BASE])),
    ]
    for kind, (edge, hatch) in ZONE_STYLE.items():
        handles.append(
            Patch(facecolor="none", edgecolor=edge, hatch=hatch, label=_(KIND_LEGEND[kind]))
        )
    handles += [
        Line2D([], [], color=WEATHER_GREY, linewidth=1.3, label=_("Weather area / window")),
        Line2D([], [], color="#c8202a", linestyle="--", label=_("Barrage Area")),
        Line2D([], [], color="#6aa7d6", linestyle="--", label=_("Arctic ice ring")),
        Line2D([], [], color="#333333", linestyle=":", label=_("Strategy circle")),
    ]
    icon_colours: dict[str, str] = {}
    if with_icons:
        for name, (glyph, colour) in ICON_STYLE.items():
            label = f"{glyph}  {_(name).capitalize()}"
            icon_colours[label] = colour
            handles.append(Patch(facecolor="none", edgecolor="none", label=label))
    legend = ax.legend(
        handles=handles,
        loc="upper left",
        bbox_to_anchor=(1.0, 1.0),
        fontsize=5,
        frameon=True,
        framealpha=0.9,
        handlelength=1.6,
        borderpad=0.6,
    )
    for text in legend.get_texts():
        if text.get_text() in icon_colours:
            text.set_color(icon_colours[text.get_text()])


def render_board_map(
    board: Board,
    out: Path,
    *,
    labels: bool = False,
    icons: Mapping[str, Any] | None = None,
    title: str | None = None,
    dpi: int = 200,
) -> Path:
    """Draw the whole board into ``out`` (PNG, SVG or PDF, by the file's suffix)."""
    fmt = out.suffix.lower().lstrip(".")
    if fmt not in ("png", "svg", "pdf"):
        raise ValueError(f"unsupported map format {out.suffix!r}: use .png, .svg or .pdf")
    fig = Figure(figsize=(12, 10), layout="constrained")
    ax = fig.add_subplot()
    draw_board(ax, board, labels=labels, icons=icons)
    ax.set_title(title or _("Airships: North Pole Quest - the board of 1924"), fontsize=11, pad=4)
    fig.text(
        0.995,
        0.004,
        _(
            "Borders: aourednik/historical-basemaps world_1920 (GPL-3.0), mapped to 1924. "
            "Azimuthal equidistant, 1 Length = 500 km."
        ),
        ha="right",
        va="bottom",
        fontsize=5,
        color="#555555",
    )
    save_figure(fig, out, fmt, dpi)
    return out


def save_figure(fig: Any, out: Path, fmt: str, dpi: int) -> None:
    """Write ``fig`` to ``out`` atomically: a temporary file beside it, then ``os.replace``; a
    failed write (an ``OSError``, raised on) leaves neither ``out`` nor the temporary file."""
    with atomic_open(out, "wb") as fh:
        fig.savefig(fh, format=fmt, dpi=dpi, metadata=_metadata(fmt))


def _metadata(fmt: str) -> dict[str, Any]:
    """No timestamps in the file, so the same figure renders to the same bytes."""
    if fmt == "png":
        return {"Software": None}
    if fmt == "svg":
        return {"Date": None}
    return {"CreationDate": None, "ModDate": None}
