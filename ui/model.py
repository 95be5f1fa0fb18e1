"""What the map needs to draw a game: plain values derived from the engine's view.

The app holds no rule. :mod:`ui.controller` turns the engine's state into these values; the map
only draws them. Keeping them small and frozen means the map never reaches into engine objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["MapOverlay", "Miniature", "NavPreview", "Token"]


@dataclass(frozen=True, slots=True)
class Miniature:
    """One airship or ship on the board (board-plane Lengths; heading in board degrees)."""

    player: int
    nation: str
    kind: str  # "airship" or "ship"
    x: float
    y: float
    heading: float
    tip: str = ""
    colour: str | None = None  # the seat's chosen colour (``#rrggbb``), None: the nation's


@dataclass(frozen=True, slots=True)
class Token:
    """A token on a place: mission flag, Arctic reservation, Mooring Mast or face-down trap card."""

    kind: str  # "flag", "reservation", "mast", "trap"
    nation: str | None
    x: float
    y: float
    tip: str = ""
    colour: str | None = None  # the seat's chosen colour (``#rrggbb``), None: the nation's


@dataclass(frozen=True, slots=True)
class MapOverlay:
    """Everything on the map that changes during a game."""

    miniatures: tuple[Miniature, ...] = ()
    tokens: tuple[Token, ...] = ()


@dataclass(frozen=True, slots=True)
class NavPreview:
    """The Navigating Tool laid on the map (rulebook 5 "How to Use the Navigating Tool").

    ``axis`` is the declared course from the reference point, as long as the allowed Speed, with a
    notch per Length; ``deviations`` are the 12°/24° left and right lines (D8); ``path`` is where
    the miniature would go without wind (a ship's polyline has up to 3 segments); ``crossings``
    name the zones crossed in path order; ``arrival`` the base whose ring the path enters;
    ``violation`` the engine's reason the move is illegal, if it is; ``over_neutral`` whether
    the move crosses the Neutral Territories, by the engine's judgement
    (:func:`npq.nav.over_neutral`, solo objective 3).
    """

    start: tuple[float, float]
    axis_end: tuple[float, float]
    notches: tuple[tuple[float, float], ...]
    deviations: tuple[tuple[str, tuple[float, float]], ...]
    path: tuple[tuple[float, float], ...]
    crossings: tuple[str, ...] = ()
    crossing_ids: tuple[str, ...] = ()
    arrival: str | None = None
    arrival_point: tuple[float, float] | None = None
    fuel_after: int | None = None
    speed: float = 0.0
    distance: float = 0.0
    violation: str | None = None
    weather: str | None = None
    locked: bool = False
    extra: tuple[str, ...] = field(default_factory=tuple)
    over_neutral: bool = False
    #: What a click does here, when it does not declare the course (a ship's click on open
    #: water adds a turning point); None: "click to declare this course".
    prompt: str | None = None
