"""The Navigating Tool's logic: from the mouse to a :class:`ui.model.NavPreview` and an action.

An airship's preview is the engine's own plan of the declared flight
(:func:`npq.game.plan_flight`: the Speed allowed with the weather where the move starts (1B),
the wind or storm to come, the path, the fuel after it and why it is refused), so what the tool
shows is what the engine will do, except the Wind Indicator's spin, which only the engine
performs on confirmation (rulebook 5: declare the course, then spin, then move). A ship's
preview asks :func:`npq.nav.resolve_ship_move`, as the engine does.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

from npq import i18n
from npq.board import RING_RADIUS, Board
from npq.game import World, default_world, plan_flight
from npq.game.actions import Action, Fly, Sail
from npq.game.actions import Course as ActionCourse
from npq.game.state import PlayerState, State
from npq.nav import (
    Course,
    Crossing,
    advance,
    over_neutral,
    resolve_ship_move,
    stationed_at,
    tool_lines,
)
from npq.weather import Icon, WeatherDisc
from ui.advanced_texts import words
from ui.language import translate
from ui.model import NavPreview
from ui.texts import place_name

__all__ = ["MIN_SEGMENT", "NavigatingTool"]

#: The shortest ship segment a click may start: a turning point closer than this to the last
#: one (or to the ship) is not added (issue 12: a double click left two points a hair apart).
MIN_SEGMENT = 0.15


def _weather(icon: Icon | None) -> str:
    """A weather icon in words, in the language in force ("no weather" without one)."""
    if icon is None:
        return translate("NavigatingTool", "no weather")
    return i18n.gettext(str(icon))


def _toward(place: str) -> str:
    """The box's first line when the mouse points at a place the move does not stop at (the
    map's tooltips are quiet while the tool is out)."""
    return translate("NavigatingTool", "toward {place}").format(place=place_name(place))


class NavigatingTool:
    """Builds previews for the current player's airship or ship and the action to confirm."""

    def __init__(self, board: Board, disc: WeatherDisc, world: World | None = None) -> None:
        self.board = board
        self.disc = disc
        self.kind: str | None = None  # "airship", "ship" or None (tool put away)
        self.waypoints: list[tuple[float, float]] = []  # ship segments fixed so far
        self.locked: tuple[float, float] | None = None
        self._locked_place: str | None = None
        self.last: NavPreview | None = None
        self._state: State | None = None
        self._world = world if world is not None else default_world()

    # -- set up -------------------------------------------------------------------------------
    def start(self, kind: str, state: State) -> None:
        """Lay the tool at the reference point of the current player's miniature."""
        self.kind = kind
        self.waypoints = []
        self.locked = None
        self.last = None
        self._state = state

    def stop(self) -> None:
        self.kind = None
        self.waypoints = []
        self.locked = None
        self.last = None

    @property
    def active(self) -> bool:
        return self.kind is not None

    def _game(self) -> State:
        if self._state is None:
            raise ValueError("the Navigating Tool is not laid")
        return self._state

    def _player(self) -> PlayerState:
        state = self._game()
        return state.players[state.current]

    def start_point(self) -> tuple[float, float]:
        pl = self._player()
        pos = pl.airship.pos if self.kind == "airship" else pl.ship.pos
        return float(pos[0]), float(pos[1])

    def start_icon(self) -> Icon | None:
        area = self.board.weather_area_at(self.start_point())
        return self.disc.icon(area, self._game().disc_round)  # as the engine reads it (1B)

    # -- preview ------------------------------------------------------------------------------
    def snap(self, x: float, y: float) -> tuple[tuple[float, float], str | None]:
        """A pointed board point, snapped to a place when it is inside its ring (D4)."""
        best = None
        for place in self.board.places_near((x, y)) if hasattr(self.board, "places_near") else ():
            d = math.hypot(place.point.x - x, place.point.y - y)
            if d <= RING_RADIUS and (best is None or d < best[0]):
                best = (d, place)
        if best is None:
            return (x, y), None
        place = best[1]
        if self.kind == "ship" and not place.is_port:
            return (x, y), None
        return (float(place.point.x), float(place.point.y)), place.id

    def preview(self, x: float, y: float) -> NavPreview | None:
        """The tool pointed at a board point (the mouse)."""
        if self.kind is None or self._state is None:
            return None
        if self.locked is not None:
            return self.last
        target, place = self.snap(x, y)
        try:
            p = (
                self._airship_preview(target, place)
                if self.kind == "airship"
                else self._ship_preview(target, place)
            )
        except ValueError:
            return self.last
        self.last = p
        return p

    def _airship_preview(self, target: tuple[float, float], place: str | None) -> NavPreview:
        """The engine's plan of a flight toward the pointed place or point
        (:func:`npq.game.plan_flight`: the Speed allowed, the wind or storm to come, the declared
        path, the fuel after it and why it is refused): the tool draws it, it decides nothing."""
        state = self._game()
        pl = self._player()
        start = self.start_point()
        goal = ActionCourse(place=place) if place is not None else ActionCourse(point=target)
        plan = plan_flight(state, Fly(goal), self._world)
        speed = float(plan.speed)
        icon = plan.icon
        course = Course.toward(target)
        axis = course.heading_from(start)
        extra: list[str] = []
        if plan.spin:
            extra.append(
                translate(
                    "NavigatingTool",
                    "{weather}: the Wind Indicator is spun on confirm (±1 Speed, 12°/24° L/R)",
                ).format(weather=_weather(icon))
            )
        if plan.storm:
            extra.append(translate("NavigatingTool", "storm: 1 structural damage"))
        if plan.fog == "card":
            # the advanced game (1B, D7): a Commander flies on after a Venture card, line 3
            extra.append(words("fog.card"))
            if self._declinable(Fly(goal)):
                extra.append(words("fog.optional"))
        move = plan.declared
        notches = tuple(
            advance(start, axis, float(k)) for k in range(1, math.floor(speed + 1e-9) + 1)
        )
        lines = tool_lines(start, course, max(speed, 0.5))
        deviations = tuple(
            (label, tuple(line.coords[-1])) for label, line in lines.items() if label != "axis"
        )
        path: tuple[tuple[float, float], ...] = (start,)
        zones: tuple[Crossing, ...] = ()
        station = None
        neutral = False
        if move is not None:
            path = tuple((float(c[0]), float(c[1])) for c in move.path.coords)
            zones = tuple(c for c in move.crossings if str(c.kind) != "weather_area")
            if state.config.advanced:
                # restricted areas are forbidden zones: a Commander and a Venture card each
                extra.extend(
                    words("restricted.card", zone=c.name)
                    for c in zones
                    if str(c.kind) == "restricted_area" and c.venture_line is not None
                )
            # where the engine stations the airship: the ring it stops on, or the base whose
            # ring holds the end of the move (D4)
            station = stationed_at(self.board, move)
            if move.over_pole:
                extra.append(translate("NavigatingTool", "over the North Pole"))
            # the engine's one judgement of "crossed the Neutral Territories" (solo objective 3)
            neutral = over_neutral(self.board, move, station)
            if neutral and state.config.is_solo:
                extra.append(
                    translate(
                        "NavigatingTool", "crosses the Neutral Territories (solo objective 3 fails)"
                    )
                )
        arrival_point = None
        if station is not None:
            pp = self.board.place(station).point
            arrival_point = (float(pp.x), float(pp.y))
        if place is not None and station != place:
            # the map's tooltips are quiet while the tool is out: the box names the place
            extra.insert(0, _toward(place))
        here = pl.airship.place
        if (
            move is not None
            and place is not None
            and here is not None
            and place != here
            and math.dist(start, self.board.place(place).point.coords[0]) <= RING_RADIUS
        ):
            # Pulham beside London: the move reaches the place at once (section 4) -- said
            # plainly, with its cost (issue 12: the "0.0 L" hop came as a surprise)
            extra.insert(
                0,
                translate(
                    "NavigatingTool",
                    "{place}'s ring already holds the airship: this move only stations it on "
                    "{place}, for one action and one fuel unit",
                ).format(place=place_name(place)),
            )
        return NavPreview(
            start=start,
            axis_end=tuple(lines["axis"].coords[-1]),
            notches=notches,
            deviations=deviations,
            path=path,
            crossings=tuple(i18n.place(c.name) for c in zones),
            crossing_ids=tuple(c.zone_id for c in zones),
            arrival=place_name(station) if station else None,
            arrival_point=arrival_point,
            fuel_after=plan.fuel_after if not plan.recovery else pl.airship.fuel,
            speed=speed,
            distance=float(move.flown) if move is not None else 0.0,
            violation=None if plan.violation is None else plan.violation.detail,
            weather=_weather(icon),
            extra=tuple(extra),
            over_neutral=neutral,
        )

    def _declinable(self, action: Fly) -> bool:
        """Whether the engine lets the player decline the fog's Venture card on this flight (a
        gold Scientist, section 3 L321-323): its plan of the same course with ``nocard``."""
        declined = plan_flight(self._game(), replace(action, nocard=True), self._world)
        return declined.fog == "declined" and declined.violation is None

    def fog_choice(self, action: Action | None) -> tuple[Fly, str] | None:
        """The same flight declining the fog's Venture card and the foggy weather area, when
        the player may choose (the advanced game: a Commander in fog, a gold Scientist
        aboard); else None."""
        if not isinstance(action, Fly) or action.nocard or self._state is None:
            return None
        plan = plan_flight(self._state, action, self._world)
        if plan.fog != "card" or plan.violation is not None or not self._declinable(action):
            return None
        return replace(action, nocard=True), str(plan.area)

    def _ship_preview(self, target: tuple[float, float], place: str | None) -> NavPreview:
        start = self.start_point()
        points = [*self.waypoints, target]
        move = resolve_ship_move(
            self.board,
            start,
            points,
            target=place,
            disc=self.disc,
            round_no=self._game().disc_round,
        )
        violation = None
        if move.violations:
            v = move.violations[0]
            violation = getattr(v, "detail", str(v))
        path = tuple(tuple(c) for c in move.path.coords)
        # a notch every Length along the polyline, up to the 3 L budget
        notches: list[tuple[float, float]] = []
        travelled = 0.0
        nxt = 1.0
        for a, b in itertools.pairwise(path):
            seg = math.hypot(b[0] - a[0], b[1] - a[1])
            while seg > 0 and travelled + seg >= nxt and nxt <= 3.0:
                t = (nxt - travelled) / seg
                notches.append((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
                nxt += 1.0
            travelled += seg
        first = points[0]
        heading = (
            math.degrees(math.atan2(first[1] - start[1], first[0] - start[0]))
            if first != start
            else 0.0
        )
        axis_end = advance(start, heading, 3.0) if not self.waypoints else path[-1]
        zones = tuple(c for c in move.crossings if str(c.kind) != "weather_area")
        names = [i18n.place(c.name) for c in zones] + [
            translate("NavigatingTool", "fog ({area})").format(area=i18n.place(a))
            for a in move.fog_areas
        ]
        arrival_point = None
        if move.arrived:
            pp = self.board.place(move.arrived).point
            arrival_point = (float(pp.x), float(pp.y))
        extra = [
            translate("NavigatingTool", "segment {n} of 3 · budget used {cost} of 3 L").format(
                n=len(self.waypoints) + 1, cost=i18n.format_number(move.cost, ".2f")
            )
        ]
        if place is not None and move.arrived != place:
            extra.insert(0, _toward(place))
        if move.ice_length:
            extra.append(
                translate("NavigatingTool", "{length} L in the ice ring (costs 3 each)").format(
                    length=i18n.format_number(move.ice_length, ".2f")
                )
            )
        prompt = None
        if place is None and len(self.waypoints) < 2:
            # a click here adds a turning point; the course is declared by a double click (or a
            # click on a port)
            prompt = translate(
                "NavigatingTool",
                "click: turn here (segment {n} starts) · double-click: end the course here",
            ).format(n=len(self.waypoints) + 2)
            if self._too_close(target):
                prompt = translate(
                    "NavigatingTool", "too close to the last turning point for another segment"
                )
        return NavPreview(
            start=start,
            axis_end=tuple(axis_end),
            notches=tuple(notches),
            deviations=(),
            path=path,
            crossings=tuple(names),
            crossing_ids=tuple(c.zone_id for c in zones),
            arrival=place_name(move.arrived) if move.arrived else None,
            arrival_point=arrival_point,
            fuel_after=None,
            speed=3.0,
            distance=float(move.length),
            violation=violation,
            weather=None,
            extra=tuple(extra),
            prompt=prompt,
        )

    def _too_close(self, point: tuple[float, float]) -> bool:
        """Whether ``point`` is nearer than :data:`MIN_SEGMENT` to the ship or the last
        turning point (no segment of a hair's length)."""
        last = self.waypoints[-1] if self.waypoints else self.start_point()
        return math.dist(last, point) < MIN_SEGMENT

    # -- clicks -------------------------------------------------------------------------------
    def click(self, x: float, y: float) -> str:
        """A click on the map: ``"locked"`` (course declared), ``"segment"`` (ship waypoint
        added), ``"too-close"`` (no waypoint a hair from the last one), ``"confirm"`` (click
        again on the locked target), ``"moved"`` (the declared course let go) or ``"none"``."""
        if self.kind is None:
            return "none"
        target, place = self.snap(x, y)
        if self.locked is not None:
            if math.hypot(target[0] - self.locked[0], target[1] - self.locked[1]) <= 0.35:
                return "confirm"
            self.locked = None
            self.preview(x, y)
            return "moved"
        preview = self.preview(x, y)
        if preview is None:
            return "none"
        if (
            self.kind == "ship"
            and place is None
            and len(self.waypoints) < 2
            and not preview.violation
        ):
            if self._too_close(target):
                return "too-close"
            self.waypoints.append(target)
            return "segment"
        self.locked = target
        self._locked_place = place
        if self.last is not None:
            self.last = replace(self.last, locked=True)
        return "locked"

    def finish_at(self, x: float, y: float) -> None:
        """Declare the course ending at this point (a double click), not yet moving: a click on
        it again or Enter moves. For a ship, the turning point the double click's first click
        added (at the same spot, or a hair from it) is taken back."""
        if self.kind is None:
            return
        target, place = self.snap(x, y)
        if self.waypoints and math.dist(self.waypoints[-1], target) < MIN_SEGMENT:
            self.waypoints.pop()
        self.locked = None
        preview = self.preview(x, y)
        if preview is None:
            return
        self.locked = target
        self._locked_place = place
        self.last = replace(preview, locked=True)

    @staticmethod
    def _round(p: tuple[float, float]) -> tuple[float, float]:
        return (round(p[0], 4), round(p[1], 4))

    def action(self) -> Action | None:
        """The engine action for the declared course (``Fly``/``Sail`` toward place or point)."""
        if self.locked is None or self.last is None:
            return None
        place = self._locked_place
        cls = Fly if self.kind == "airship" else Sail
        if self.kind == "ship" and self.waypoints:
            goal = (
                ActionCourse(place=place)
                if place is not None
                else ActionCourse(point=self._round(self.locked))
            )
            return Sail(goal, None, tuple(self._round(w) for w in self.waypoints))
        target: str | tuple[float, float] = (
            place if place is not None else (round(self.locked[0], 4), round(self.locked[1], 4))
        )
        distance = None
        if place is None:
            distance = round(
                max(
                    min(self.last.distance, self.last.speed if self.kind == "airship" else 3.0),
                    0.01,
                ),
                4,
            )
        return cls.to(target, distance)
