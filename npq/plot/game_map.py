"""A played game on the board: ``npq plot game SAVE`` and the app's Game → Export the game map.

A save is its configuration, seed and actions (:mod:`npq.game.save`), so the game is replayed
from its seed and the engine's events say what happened where: each airship's and ship's track,
move by move, with the round of every move (rulebook 5, the Navigating Tool's straight moves;
section 4, a ship's up to three segments), the missions completed and where (section 10
"Completing a Mission"), the Arctic bases reserved and set up (section 10 "Arctic Base
Organization"), emergency landings and recoveries, and the flights to the Pole (section 9).

:func:`game_tracks` gives the facts without pixels (tests, the app); :func:`draw_game` draws them
over :func:`npq.plot.board_map.draw_board`; :func:`render_game` writes PNG, SVG or PDF.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from npq import i18n
from npq.board import Board
from npq.content import load_nations
from npq.game import EventKind, GameRecord, Sail
from npq.i18n import N_
from npq.plot.board_map import draw_board, save_figure

_ = i18n.gettext

__all__ = ["GameTracks", "Leg", "Milestone", "draw_game", "game_tracks", "render_game"]

Point = tuple[float, float]

#: A strong colour per nation for the pieces' tracks (``piece_hex`` of ``data/nations.toml``:
#: the same hues as the territories' pale backgrounds, dark enough to read on them).
PIECE_COLOURS: dict[str, str] = {n.id: n.piece_hex for n in load_nations()}


@dataclass(frozen=True, slots=True)
class Leg:
    """One move of a piece: ``points`` from the start to where it stopped.

    ``kind``: ``"air"`` (an airship move), ``"pole"`` (an airship move of the Pole journey),
    ``"ship"`` (a ship move, through its intermediate points), ``"recovery"`` (an airship carried
    to a base after an emergency landing, or driven back by a card).
    """

    seat: int
    round: int
    kind: str
    points: tuple[Point, ...]

    @property
    def length(self) -> float:
        return sum(math.dist(a, b) for a, b in zip(self.points, self.points[1:], strict=False))


@dataclass(frozen=True, slots=True)
class Milestone:
    """Something that happened at a place: ``kind`` is ``"mission"``, ``"arctic_reserved"``,
    ``"arctic_set_up"``, ``"pole"`` (the Pole overflown), ``"landing"`` (an emergency landing)
    or ``"home"`` (back at the Arctic base from the Pole)."""

    seat: int
    round: int
    kind: str
    point: Point
    label: str


@dataclass(frozen=True, slots=True)
class GameTracks:
    """What a game plot shows, for callers (and tests) that want the facts without pixels."""

    names: tuple[str, ...]
    nations: tuple[str, ...]
    legs: tuple[Leg, ...]
    milestones: tuple[Milestone, ...]
    rounds: int
    result: str
    #: The edition of the rules the game was played by: it was played on that edition's board
    #: (:meth:`npq.board.Board.for_edition`), which :func:`draw_game` draws.
    edition: int

    def legs_of(self, seat: int, kind: str | None = None) -> tuple[Leg, ...]:
        return tuple(g for g in self.legs if g.seat == seat and (kind is None or g.kind == kind))

    def milestones_of(self, seat: int, kind: str | None = None) -> tuple[Milestone, ...]:
        return tuple(
            m for m in self.milestones if m.seat == seat and (kind is None or m.kind == kind)
        )


def _xy(value: Any) -> Point:
    return (float(value[0]), float(value[1]))


def _seat_names(record: GameRecord) -> tuple[str, ...]:
    nations = load_nations()
    names = tuple(record.config.names)
    if names:
        return tuple(str(n) for n in names)
    return tuple(_(nations[str(n)].name) for n in record.config.nations)


def _ship_points(action: Any, start: Point, end: Point, length: float) -> tuple[Point, ...]:
    """The ship's path: its start, the intermediate points it reached, its end (section 4)."""
    points = [start]
    if isinstance(action, Sail):
        left = length
        for via in action.via:
            step = math.dist(points[-1], via)
            if step > left + 1e-6:
                break
            points.append(_xy(via))
            left -= step
    points.append(end)
    return tuple(points)


def game_tracks(record: GameRecord, board: Board) -> GameTracks:
    """Replay ``record`` from its seed and collect every piece's moves and the milestones.

    The replay uses the record's own world (the packaged board and content by default), so the
    tracks are the moves the engine resolved when the game was played; its places are those of
    ``board`` as the game's edition had it (:meth:`Board.for_edition`).
    """
    board = board.for_edition(record.state.edition)
    # by the edition the game was played by (a version-3 save replays by edition 3), each
    # action by the seat that took it: the moves it resolved then, not today's rules' moves
    replay = GameRecord.new(record.config, record.seed, record.world, edition=record.state.edition)
    seats = record.seats if len(record.seats) == len(record.actions) else None
    legs: list[Leg] = []
    milestones: list[Milestone] = []
    names = _seat_names(record)
    on_pole: set[int] = set()
    overflown: set[int] = set()
    last_air: dict[int, Point] = {}

    def place_xy(place_id: str) -> Point:
        return _xy(board.place(place_id).xy)

    for i, action in enumerate(record.actions):
        replay, events = replay.play(action, None if seats is None else seats[i])
        for e in events:
            seat = e.player
            if seat is None:
                continue
            kind = e.kind
            if kind is EventKind.AIRSHIP_MOVED:
                start, end = _xy(e["start"]), _xy(e["end"])
                before = last_air.get(seat)
                if before is not None and math.dist(before, start) > 1e-6:
                    legs.append(Leg(seat, e.round, "recovery", (before, start)))
                if float(e["length"]) > 0:
                    leg_kind = "pole" if seat in on_pole else "air"
                    legs.append(Leg(seat, e.round, leg_kind, (start, end)))
                last_air[seat] = end
            elif kind is EventKind.SHIP_MOVED:
                if float(e["length"]) > 0:
                    start, end = _xy(e["start"]), _xy(e["end"])
                    points = _ship_points(action, start, end, float(e["length"]))
                    legs.append(Leg(seat, e.round, "ship", points))
            elif kind is EventKind.RECOVERED:
                point = _xy(e["point"])
                before = last_air.get(seat)
                if before is not None and math.dist(before, point) > 1e-6:
                    legs.append(Leg(seat, e.round, "recovery", (before, point)))
                last_air[seat] = point
            elif kind is EventKind.MISSION_COMPLETED:
                target = str(e["target"])
                milestones.append(
                    Milestone(
                        seat,
                        e.round,
                        "mission",
                        place_xy(target),
                        i18n.render(
                            _("mission {n}: {place}, {bonds} Bonds"),
                            n=e["completed"],
                            place=i18n.place(board.place(target).name),
                            bonds=e["reward"],
                        ),
                    )
                )
            elif kind is EventKind.BASE_RESERVED:
                base = str(e["base"])
                milestones.append(
                    Milestone(
                        seat,
                        e.round,
                        "arctic_reserved",
                        place_xy(base),
                        i18n.render(
                            _("reserved {place}"), place=i18n.place(board.place(base).name)
                        ),
                    )
                )
            elif kind is EventKind.BASE_SET_UP:
                base = str(e["base"])
                milestones.append(
                    Milestone(
                        seat,
                        e.round,
                        "arctic_set_up",
                        place_xy(base),
                        i18n.render(
                            _("Mooring Mast at {place}"), place=i18n.place(board.place(base).name)
                        ),
                    )
                )
            elif kind is EventKind.POLE_JOURNEY:
                on_pole.add(seat)
            elif kind is EventKind.POLE_OVERFLOWN:
                if e.get("journey"):
                    overflown.add(seat)
                label = (
                    _("over the Pole (the Pole journey)")
                    if e.get("journey")
                    else _("over the Pole")
                )
                milestones.append(Milestone(seat, e.round, "pole", (0.0, 0.0), label))
            elif kind is EventKind.EMERGENCY_LANDING:
                on_pole.discard(seat)
                overflown.discard(seat)
                milestones.append(
                    Milestone(
                        seat,
                        e.round,
                        "landing",
                        _xy(e["point"]),
                        i18n.render(_("emergency landing ({cause})"), cause=_(str(e["cause"]))),
                    )
                )
            elif (
                kind is EventKind.STATIONED
                and e.get("miniature") == "airship"
                and seat in overflown
                and e.get("place") == replay.state.players[seat].arctic
            ):
                milestones.append(
                    Milestone(seat, e.round, "home", _xy(e["point"]), _("back from the Pole"))
                )
                overflown.discard(seat)
                on_pole.discard(seat)
    return GameTracks(
        names=names,
        nations=tuple(str(n) for n in record.config.nations),
        legs=tuple(legs),
        milestones=tuple(milestones),
        rounds=int(replay.state.round),
        result=_result(replay, names),
        edition=int(record.state.edition),
    )


def _result(record: GameRecord, names: Sequence[str]) -> str:
    outcome = record.state.outcome
    if outcome is None:
        return i18n.render(_("in play, round {round}"), round=record.state.round)
    winners = _(" and ").join(names[w] for w in outcome.winners) or _("nobody")
    how = _(_HOW.get(str(outcome.termination), str(outcome.termination)))
    if str(outcome.termination) == "crash":
        return i18n.render(_("round {round}: {how}"), round=outcome.round, how=how)
    return i18n.render(
        i18n.ngettext(
            "round {round}: {winners} won ({how})",
            "round {round}: {winners} won ({how})",
            len(outcome.winners),
        ),
        round=outcome.round,
        winners=winners,
        how=how,
    )


#: How a game ended (``Outcome.termination``), as the key says it.
_HOW = {
    "pole": N_("first back from the Pole"),
    "pole_most_bonds": N_("back from the Pole with the most Bonds"),
    "interrupted": N_("the most Bonds when the game was interrupted"),
    "crash": N_("the airship crashed"),
}


_MILESTONE_MARKERS: dict[str, tuple[str, float]] = {
    "mission": ("*", 13),
    "arctic_reserved": ("$\u2744$", 9),
    "arctic_set_up": ("$\u2744$", 14),
    "pole": ("P", 9),
    "landing": ("X", 9),
    "home": ("D", 9),
}


def draw_game(ax: Axes, board: Board, tracks: GameTracks, *, side: Axes | None = None) -> None:
    """Draw the board and the game's tracks and milestones on ``ax``; the key on ``side``.
    The board is ``board`` as the game's edition had it (:meth:`Board.for_edition`: an
    earlier edition's game was played without the places a later edition added)."""
    draw_board(ax, board.for_edition(tracks.edition), labels=False, legend=False)
    for leg in tracks.legs:
        colour = PIECE_COLOURS.get(tracks.nations[leg.seat], "#333333")
        xs, ys = [p[0] for p in leg.points], [p[1] for p in leg.points]
        style: dict[str, Any] = {"color": colour, "zorder": 10, "solid_capstyle": "round"}
        if leg.kind == "ship":
            style.update(linewidth=1.4, linestyle=(0, (3, 1.5)))
        elif leg.kind == "recovery":
            style.update(linewidth=1.0, linestyle=":")
        elif leg.kind == "pole":
            style.update(linewidth=3.0)
        else:
            style.update(linewidth=1.8)
        ax.plot(xs, ys, **style)
        if leg.kind in ("air", "pole", "ship"):
            end = leg.points[-1]
            ax.plot(*end, marker="o", markersize=2.6, color=colour, zorder=11)
            ax.annotate(
                str(leg.round),
                end,
                xytext=(2, 2),
                textcoords="offset points",
                fontsize=4.5,
                color=colour,
                zorder=12,
            )
    for m in tracks.milestones:
        colour = PIECE_COLOURS.get(tracks.nations[m.seat], "#333333")
        marker, size = _MILESTONE_MARKERS[m.kind]
        filled = m.kind != "arctic_reserved"
        ax.plot(
            *m.point,
            marker=marker,
            markersize=size,
            color=colour if filled else "none",
            markeredgecolor="#1a1a1a" if filled else colour,
            markeredgewidth=0.6,
            linestyle="none",
            zorder=14,
        )
    _key(side or ax, tracks)


def _key(ax: Axes, tracks: GameTracks) -> None:
    handles: list[Any] = []
    for seat, name in enumerate(tracks.names):
        colour = PIECE_COLOURS.get(tracks.nations[seat], "#333333")
        missions = len(tracks.milestones_of(seat, "mission"))
        flown = sum(g.length for g in tracks.legs_of(seat) if g.kind in ("air", "pole"))
        sailed = sum(g.length for g in tracks.legs_of(seat, "ship"))
        handles.append(
            Line2D(
                [],
                [],
                color=colour,
                linewidth=2.2,
                label=i18n.render(
                    i18n.ngettext(
                        "{name}: {n} mission, flew {flown:.1f} L, sailed {sailed:.1f} L",
                        "{name}: {n} missions, flew {flown:.1f} L, sailed {sailed:.1f} L",
                        missions,
                    ),
                    name=name,
                    n=missions,
                    flown=flown,
                    sailed=sailed,
                ),
            )
        )
    grey = "#444444"
    handles += [
        Line2D([], [], color=grey, linewidth=1.8, label=_("Airship move (number: round)")),
        Line2D([], [], color=grey, linewidth=1.4, linestyle=(0, (3, 1.5)), label=_("Ship move")),
        Line2D([], [], color=grey, linewidth=3.0, label=_("Pole journey")),
        Line2D([], [], color=grey, linewidth=1.0, linestyle=":", label=_("Carried or driven back")),
    ]
    for kind, label in (
        ("mission", _("Mission completed")),
        ("arctic_reserved", _("Arctic base reserved")),
        ("arctic_set_up", _("Mooring Mast set up")),
        ("pole", _("Over the Pole")),
        ("landing", _("Emergency landing")),
        ("home", _("Back from the Pole")),
    ):
        marker, size = _MILESTONE_MARKERS[kind]
        handles.append(
            Line2D(
                [],
                [],
                marker=marker,
                markersize=min(size, 10),
                linestyle="none",
                color=grey if kind != "arctic_reserved" else "none",
                markeredgecolor=grey,
                label=label,
            )
        )
    ax.legend(handles=handles, loc="upper left", fontsize=7, framealpha=0.9)
    lines = [
        i18n.render(
            i18n.ngettext("{n} round; {result}", "{n} rounds; {result}", tracks.rounds),
            n=tracks.rounds,
            result=tracks.result,
        ),
        _("Milestones:"),
    ]
    for m in sorted(tracks.milestones, key=lambda m: (m.round, m.seat)):
        lines.append(
            i18n.render(
                _("  r{round} {name}: {what}"),
                round=m.round,
                name=tracks.names[m.seat],
                what=m.label,
            )
        )
    if len(lines) > 32:
        lines = [*lines[:31], i18n.render(_("  ... and {n} more"), n=len(lines) - 31)]
    ax.text(
        0.02,
        0.02,
        "\n".join(lines),
        transform=ax.transAxes,
        ha="left",
        va="bottom",
        fontsize=6.5,
        family="monospace",
        zorder=20,
    )


def render_game(
    board: Board,
    record: GameRecord,
    out: Path,
    *,
    title: str | None = None,
    dpi: int = 180,
) -> GameTracks:
    """Draw the game plot of ``record`` into ``out`` (PNG, SVG or PDF by suffix), atomically,
    on ``board`` as the game's edition had it (:func:`draw_game`)."""
    fmt = out.suffix.lower().lstrip(".")
    if fmt not in ("png", "svg", "pdf"):
        raise ValueError(f"unsupported plot format {out.suffix!r}: use .png, .svg or .pdf")
    tracks = game_tracks(record, board)
    fig = Figure(figsize=(14, 10), layout="constrained")
    ax, side = fig.subplots(1, 2, width_ratios=[2.6, 1])
    side.set_axis_off()
    draw_game(ax, board, tracks, side=side)
    ax.set_title(
        title
        or i18n.render(
            _("The game of seed {seed}: {nations}"),
            seed=str(record.seed),
            nations=", ".join(tracks.names),
        ),
        fontsize=11,
    )
    save_figure(fig, out, fmt, dpi)
    return tracks
