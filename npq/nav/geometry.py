"""Plane geometry of the Navigating Tool: courses, headings, deviation lines, circles.

Everything is on the board plane of D1 (one unit = one Length, the Pole at the origin, y up).
Headings are degrees in the mathematical convention (0° = +x, counter-clockwise positive), so a
deviation to the left ("L", counter-clockwise as seen on the board, D8) adds degrees and one to
the right subtracts them.

Circles (tolerance rings, the Barrage Area, the ice ring, the Pole's 0.3 L) are tested
analytically rather than against their polygon approximations: a move that grazes a ring at
0.2999 L arrives, one that misses it at 0.3001 L does not (D4), whatever the polygon's
vertex count.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeAlias

from shapely.geometry import LineString, Point

from npq.errors import InputError
from npq.i18n import N_

__all__ = [
    "EPS",
    "TOOL_LINES",
    "Coord",
    "Course",
    "advance",
    "as_xy",
    "circle_entry",
    "circle_span",
    "distance",
    "heading_between",
    "length_inside_circle",
    "normalize_heading",
    "point_segment_distance",
    "tool_lines",
]

#: Geometric tolerance in Lengths (1e-9 L = 0.5 mm on the ground).
EPS = 1e-9

Coord: TypeAlias = tuple[float, float]

#: The lines of the Navigating Tool: the central axis and the 12°/24° deviation lines (5, D8),
#: as (label, deviation in degrees, L positive).
TOOL_LINES: tuple[tuple[str, float], ...] = (
    ("24L", 24.0),
    ("12L", 12.0),
    ("axis", 0.0),
    ("12R", -12.0),
    ("24R", -24.0),
)


def as_xy(p: Point | Sequence[float]) -> Coord:
    """A board point as an ``(x, y)`` tuple of floats."""
    if isinstance(p, Point):
        return (float(p.x), float(p.y))
    return (float(p[0]), float(p[1]))


def normalize_heading(deg: float) -> float:
    """A heading in ``[0, 360)``."""
    h = deg % 360.0
    return 0.0 if h >= 360.0 else h


def heading_between(a: Coord, b: Coord) -> float:
    """The heading (degrees, 0° = +x, counter-clockwise) from ``a`` towards ``b``.

    Raises :class:`ValueError` when the points coincide: a course needs a direction.
    """
    dx, dy = b[0] - a[0], b[1] - a[1]
    if math.hypot(dx, dy) <= EPS:
        raise InputError(N_("the target is where the miniature stands: declare a heading instead"))
    return normalize_heading(math.degrees(math.atan2(dy, dx)))


def advance(p: Coord, heading: float, dist: float) -> Coord:
    """The point ``dist`` Lengths from ``p`` along ``heading``."""
    r = math.radians(heading)
    return (p[0] + dist * math.cos(r), p[1] + dist * math.sin(r))


def distance(a: Coord, b: Coord) -> float:
    """Straight distance on the board, in Lengths."""
    return math.hypot(b[0] - a[0], b[1] - a[1])


@dataclass(frozen=True, slots=True)
class Course:
    """A declared course (rulebook 4 "Airship Movement": declare the route, then move).

    Either towards a target point (the Navigating Tool's axis points at it) or along a fixed
    heading. Build with :meth:`toward` or :meth:`along`; :meth:`heading_from` gives the axis.
    """

    target: Coord | None = None
    heading: float | None = None

    def __post_init__(self) -> None:
        if (self.target is None) == (self.heading is None):
            raise ValueError("a course is either a target point or a heading, not both/neither")

    @classmethod
    def toward(cls, target: Point | Sequence[float]) -> Course:
        """A course towards a board point (a place's ``point``, or any ``(x, y)``)."""
        return cls(target=as_xy(target))

    @classmethod
    def along(cls, heading: float) -> Course:
        """A course along a fixed heading (degrees, 0° = +x, counter-clockwise)."""
        return cls(heading=normalize_heading(float(heading)))

    def heading_from(self, start: Coord) -> float:
        """The heading of the tool's central axis from ``start``."""
        if self.heading is not None:
            return self.heading
        assert self.target is not None
        return heading_between(start, self.target)

    def __str__(self) -> str:
        if self.heading is not None:
            return f"heading {self.heading:g}°"
        assert self.target is not None
        return f"toward ({self.target[0]:.3f}, {self.target[1]:.3f})"


def tool_lines(start: Coord, course: Course, length: float) -> dict[str, LineString]:
    """The Navigating Tool laid at ``start`` along ``course``: each line ``length`` long.

    Keys are ``"axis"``, ``"12L"``, ``"12R"``, ``"24L"``, ``"24R"`` (TOOL_LINES); the UI draws
    them as the course preview and notches them every Length.
    """
    axis = course.heading_from(start)
    return {
        label: LineString([start, advance(start, axis + dev, length)]) for label, dev in TOOL_LINES
    }


def point_segment_distance(p: Coord, a: Coord, b: Coord) -> float:
    """Distance from ``p`` to the segment ``a``-``b``."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    den = dx * dx + dy * dy
    if den <= 0.0:
        return math.hypot(p[0] - ax, p[1] - ay)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / den))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


def circle_entry(a: Coord, b: Coord, centre: Coord, radius: float) -> float | None:
    """Distance along the segment ``a``-``b`` at which it first comes within ``radius`` of
    ``centre``; 0 when ``a`` is already inside, ``None`` when it never does.

    Exact up to :data:`EPS`: a segment passing at ``radius - 1e-6`` enters, one passing at
    ``radius + 1e-6`` does not (D4 "arriving means the path enters the ring").
    """
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    seg = math.hypot(dx, dy)
    fx, fy = ax - centre[0], ay - centre[1]
    if fx * fx + fy * fy <= (radius + EPS) ** 2:
        return 0.0
    if seg <= 0.0:
        return None
    ux, uy = dx / seg, dy / seg
    proj = -(fx * ux + fy * uy)  # distance along the segment of the closest approach
    if proj < 0.0:
        return None
    closest2 = (fx + proj * ux) ** 2 + (fy + proj * uy) ** 2
    r = radius + EPS
    if closest2 > r * r:
        return None
    t = proj - math.sqrt(max(0.0, r * r - closest2))
    return t if t <= seg else None


def circle_span(a: Coord, b: Coord, centre: Coord, radius: float) -> tuple[float, float] | None:
    """The stretch ``(t0, t1)`` (Lengths from ``a``) of the segment a-b within ``radius`` of
    ``centre``, or ``None`` when it stays outside."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    seg = math.hypot(dx, dy)
    if seg <= 0.0:
        return (0.0, 0.0) if math.hypot(ax - centre[0], ay - centre[1]) <= radius else None
    ux, uy = dx / seg, dy / seg
    fx, fy = ax - centre[0], ay - centre[1]
    proj = -(fx * ux + fy * uy)
    closest2 = (fx + proj * ux) ** 2 + (fy + proj * uy) ** 2
    if closest2 > radius * radius:
        return None
    half = math.sqrt(radius * radius - closest2)
    lo, hi = max(0.0, proj - half), min(seg, proj + half)
    return (lo, hi) if hi >= lo else None


def length_inside_circle(a: Coord, b: Coord, centre: Coord, radius: float) -> float:
    """Length of the segment ``a``-``b`` that lies within ``radius`` of ``centre``."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    seg = math.hypot(dx, dy)
    if seg <= 0.0:
        return 0.0
    ux, uy = dx / seg, dy / seg
    fx, fy = ax - centre[0], ay - centre[1]
    proj = -(fx * ux + fy * uy)
    closest2 = (fx + proj * ux) ** 2 + (fy + proj * uy) ** 2
    if closest2 >= radius * radius:
        return 0.0
    half = math.sqrt(radius * radius - closest2)
    lo, hi = max(0.0, proj - half), min(seg, proj + half)
    return max(0.0, hi - lo)
