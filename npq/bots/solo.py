"""The solo bot: the greedy bot that also pursues the chosen secondary objectives (section 12
"Stars Table", issue 14), so the stars of a bot-played solo game mean something.

What it does for each objective (numbers of the Stars Table; readings in npq.solo.objectives):

1. missions long enough that the first three add up to 20 Lengths: the mission with the
   shortest trip among those long enough for what is still missing;
4. / 5. the board's maximum Speed / Range: an Engineer / a Pilot Specialist, then a Commander
   with that skill (the token turns gold, section 3);
6. / 7. five different Ports, three of them 6 Lengths apart: a Port on the way, or a short
   detour to one, is a stop (every Port can station an airship, 1A);
8. full Structural Integrity over the Pole: the greedy bot mends the hull before the journey.

2. a mission at least 12 Lengths from its starting point to its target flown with never more
   than 2 Fuel aboard: the bot picks such a card and starting point, and from then until the
   mission is completed plays as if its tank held 2 (refuels to 2, flies the planner's legs
   for a tank of 2, a starting point reached with 2 or less: a short hop burns the rest
   before declaring). A leg of two turns on 2 Fuel keeps nothing back, so those legs are
   planned by every track of the wind (:attr:`npq.nav.planner.RouteRules.all_tracks`), and
   the ship draws no Venture card while the airship is in the air on so little
   (:meth:`SoloBot._sail`: a skipped turn in flight burns a unit).

3. never over neutral land, and win: the bot's plans keep off the white territories and their
   bases (:attr:`npq.nav.planner.RouteRules.off_neutral`), with or without a Commander, so its
   legs, its Arctic base (one of a nation's) and its missions are those reached over the
   nations' land and the sea; its clear-leg tests too (:class:`LandRouter`). Where no plan
   keeps off it, or once a move crossed it (:meth:`SoloBot._watch_neutral`), the plain plans.

Off neutral land the plans are by every track of the wind first too (long sea crossings).
With every objective, back from the Pole the bot flies home only by ways its fuel surely
covers (:meth:`SoloBot._greedy_fly`): it must win for its stars (the objectives make its
games longer, into the rounds of the polar storms and fogs). Objectives 4 and 5 are not
pursued from a board's 3 (a gold token adds 2 at most).

Every route is the planner's (issue 18, one planner): the flights are
:func:`npq.bots.routing.route_plan`'s next leg, the choices made long before a flight (which
card and starting point) compare the planner's own bound in turns
(:func:`npq.bots.routing.route_table`, :func:`~npq.bots.routing.route_turns`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import replace

import numpy as np
from shapely.geometry import LineString

from npq.board import Board
from npq.bots.greedy import _COS24, POLE, GreedyBot, _no_fuel_sold, pole_point, worst_step
from npq.bots.routing import AirRouter, route_plan, route_table, route_turns
from npq.errors import RuleViolation
from npq.game.actions import (
    Action,
    ActionKind,
    Course,
    Declare,
    Fly,
    HireCommander,
    HireSpecialist,
    Sail,
)
from npq.game.rules import plan_sail
from npq.game.rules.missions import target_at_start
from npq.game.state import PlayerState, PoleLeg, State
from npq.game.world import World
from npq.nav.planner import RoutePlan, crosses_neutral
from npq.weather import Icon

__all__ = ["SoloBot"]

Coord = tuple[float, float]

#: Bonds kept back when hiring for an objective (fuel for the next hops).
_CUSHION = 60
#: Lengths of detour a Port stop may cost (objectives 6 and 7).
_DETOUR = 2.5


class LandRouter(AirRouter):
    """The bots' clear-leg test kept off neutral land (section 12 objective 3: "without
    crossing the Neutral Territories"): a leg is clear only if it also crosses no white
    territory for more than a touch (:func:`npq.nav.planner.crosses_neutral`, as the plans
    off neutral land judge it) -- with a Commander too."""

    def __init__(self, board: Board, advanced: bool = False) -> None:
        super().__init__(board, advanced)
        self._land_clear: dict[tuple[Coord, Coord, bool, bool], bool] = {}

    def segment_clear(self, a: Coord, b: Coord, commander: bool, unlocked: bool) -> bool:
        key = (a, b, commander, unlocked)
        found = self._land_clear.get(key)
        if found is None:
            found = super().segment_clear(a, b, commander, unlocked)
            if found and a != b:
                line = np.array([LineString([a, b])], dtype=object)
                found = not bool(crosses_neutral(self.board, line)[0])
            if len(self._land_clear) >= 65_536:
                self._land_clear.clear()
            self._land_clear[key] = found
        return found


_LAND: dict[tuple[int, bool], LandRouter] = {}


def land_router(board: Board, advanced: bool = False) -> LandRouter:
    """One :class:`LandRouter` per board and rules (built on first use, ~1 s)."""
    key = (id(board), advanced)
    found = _LAND.get(key)
    if found is None or found.board is not board:
        found = _LAND[key] = LandRouter(board, advanced)
    return found


class SoloBot(GreedyBot):
    """The greedy bot with the solo game's chosen objectives (``objectives``: table numbers)."""

    name = "solo"

    def __init__(self, objectives: tuple[int, ...] = ()) -> None:
        self.objectives = frozenset(objectives)
        self.ports: list[str] = []  # Ports stopped at, in order (the bot's own memory)
        #: Objective 2: the (card, starting point) flown on a low tank, and whether it is done.
        self.long: tuple[str, str] | None = None
        self.long_done = False
        self.long_tried: set[str] = set()
        self._since: int | None = None
        #: Objective 3: lost (a move over neutral land, a stop on a base of no nation) or given
        #: up (no way off neutral land); from then on the bot flies the plain plans.
        self.neutral_crossed = False
        self._last_move: tuple[Coord, Coord] | None = None

    def propose(self, view: State, world: World) -> list[Action]:
        world = world.for_edition(view.edition)  # the board of the game's edition
        p = view.player
        here = p.airship.place
        if here is not None and world.place(here).is_port and here not in self.ports:
            self.ports.append(here)
        if 3 in self.objectives and not self.neutral_crossed:
            self._watch_neutral(world, p)
        first = list(self._objective_actions(view, world, p))
        if 2 in self.objectives and not self.long_done:
            self._follow_long(view, world, p)
            if self.long is not None:
                view = replace(view, players=_capped(view.players, p.seat, _LOW_FUEL))
                first.extend(self._burn(view, world, view.player))
        out = [*first, *GreedyBot.propose(self, view, world)]
        if self.long is not None and p.airship.fuel > _LOW_FUEL:
            # Declared on more than 2 Fuel the mission would not count: burn it first.
            out = [a for a in out if not (isinstance(a, Declare) and a.card == self.long[0])]
        return out

    # -- keeping off neutral land (objective 3) ------------------------------------------------
    def _air(self, w: World) -> AirRouter:
        if self._off_neutral():
            return land_router(w.board, self._advanced)
        return GreedyBot._air(self, w)

    def _off_neutral(self) -> bool:
        return 3 in self.objectives and not self.neutral_crossed

    def _watch_neutral(self, w: World, p: PlayerState) -> None:
        """Objective 3 lost? The airship's last move (from ``last_start`` to where it is)
        judged as the engine judges it (:func:`npq.nav.over_neutral`: over white land for a
        positive length, or stationed on a base of no nation) -- a wind's deviation or a
        Venture card may have put it there. Once lost, keeping off neutral land buys nothing:
        the bot flies the plain plans (the games that kept to it after losing it sat out the
        round limit on a neutral base, Germany's of seed 0 on Athens from round 6)."""
        a = p.airship
        if a.last_start is None or a.last_start == a.pos:
            return
        move = (a.last_start, a.pos)
        if move == self._last_move:
            return
        self._last_move = move
        line = np.array([LineString(move)], dtype=object)
        if bool(crosses_neutral(w.board, line)[0]) or (
            a.place is not None and w.board.place(a.place).nation is None
        ):
            self.neutral_crossed = True

    def _arctic_choices(self, w: World) -> tuple[str, ...]:
        """Off neutral land, only the Arctic bases of a nation: Kings Bay, Tikhaya Bay, Vadsø
        and Greenland's bases lie on white land, and the set-up and the Pole journey end
        stationed there (the objective lost at the last move)."""
        bases = GreedyBot._arctic_choices(self, w)
        if self._off_neutral():
            # ... and of those, the ones whose Pole line keeps off white land even with a
            # Commander (Matochkin Shar's crosses Novaya Zemlya's and Franz Josef Land's: the
            # USSR's objective-3 games of seeds 3 and 4 by edition 4 reserved it and gave the
            # objective up there, :meth:`_pole_target`)
            land = self._air(w)
            return tuple(
                b
                for b in bases
                if w.board.place(b).nation is not None
                and land.segment_clear(w.xy(b), pole_point(w.xy(b)), True, True)
            )
        return bases

    def _pick_arctic(self, s: State, w: World, p: PlayerState) -> str | None:
        """The greedy bot's pick among :meth:`_arctic_choices`; with no base of a nation the
        airship reaches off neutral land, objective 3 is given up for the plain pick."""
        found = GreedyBot._pick_arctic(self, s, w, p)
        if found is None and self._off_neutral():
            self.neutral_crossed = True
            found = GreedyBot._pick_arctic(self, s, w, p)
        return found

    def _land_mission(
        self, s: State, w: World, p: PlayerState
    ) -> tuple[str, str, str | None] | None:
        """Objective 3's next mission: the card (in hand, or face up for the hand's worst) and
        starting point of the fewest turns there and on to the target over no neutral land,
        by the planner's own bound off the Neutral Territories (the straight line the greedy
        bot reckons may lie across a neutral country the way round which is a continent
        long)."""
        a = p.airship
        unlocked = self._unlocked(s, p)
        closed = _no_fuel_sold(s, w)

        def table(target: str) -> dict[str, int]:
            return route_table(s, w, p, target, unlocked=unlocked, dry=closed, off_neutral=True)

        def cost(card: str) -> tuple[int, str] | None:
            target = w.missions[card].place
            if w.board.place(target).nation is None:
                return None
            to_target = table(target)
            best: tuple[int, str] | None = None
            for start in sorted(w.start_points):
                if start == target or start not in to_target or target_at_start(w, start, target):
                    continue  # (a Starting Point whose ring meets the target's: no mission)
                if w.board.place(start).nation is None:
                    continue  # stationed there to declare: on white land
                if a.place is None:
                    there = route_turns(
                        s, w, p, a.pos, start, unlocked=unlocked, dry=closed, off_neutral=True
                    )
                else:
                    there = table(start).get(a.place)
                if there is None:
                    continue
                total = there + to_target[start]
                if best is None or total < best[0]:
                    best = (total, start)
            return best

        hand = sorted((c, card) for card in p.missions if card in w.missions and (c := cost(card)))
        table_cards: list[tuple[tuple[int, str], str]] = []
        if "?" not in s.mission_table and ActionKind.MISSION_CARD.value not in s.used:
            table_cards = sorted((c, card) for card in s.mission_table if (c := cost(card)))
        # a face-up card for one in hand only when it saves more than a turn
        if table_cards and (not hand or table_cards[0][0][0] < hand[0][0][0] - 1):
            worst = max(p.missions, key=lambda k: next((c[0] for c, x in hand if x == k), math.inf))
            return table_cards[0][1], table_cards[0][0][1], worst
        if hand:
            return hand[0][1], hand[0][0][1], None
        return None

    # -- a long mission on a low tank (objective 2) ---------------------------------------------
    def _follow_long(self, s: State, w: World, p: PlayerState) -> None:
        """Keep the bot's memory of the objective-2 mission up to date with the view."""
        if self.long is None:
            return
        card, _ = self.long
        if any(c.card == card for c in p.completed):
            # Completed on a low tank all the way (a fuller one dropped the card, below).
            self.long_done = True
            self.long = None
        elif p.active is not None and p.active.card == card:
            if self._since is None:
                self._since = s.round
            length = w.distance(self.long[1], p.active.target)
            late = s.round - self._since > 2.0 * length / max(1.0, p.speed - 1.0) + 4
            if p.airship.fuel > _LOW_FUEL or late:
                # A card filled the tank (this one no longer counts), or the hops of a tank of
                # 2 do not get it on (the weather, a sea too wide): flown on a full tank.
                self.long = None
        elif p.active is not None or (card not in p.missions and card not in s.mission_table):
            self.long = None  # abandoned, exchanged or another declared: try another card
        if self.long is None and not self.long_done:
            self.long_tried.add(card)
            self._since = None

    def _burn(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        """At the starting point with more than 2 Fuel: a short hop burns it before declaring
        (the objective counts the tank from the declaration on)."""
        assert self.long is not None
        start = self.long[1]
        a = p.airship
        if (
            p.active is None
            and a.place == start
            and a.fuel > _LOW_FUEL
            and ActionKind.MOVE_AIRSHIP.value not in s.used
        ):
            near = sorted(
                (_dist(a.pos, w.xy(q.id)), q.id)
                for q in w.board.places
                if q.id != start and 0.4 < _dist(a.pos, w.xy(q.id)) <= max(1.0, p.speed - 1.0)
            )
            for _, place in near[:3]:
                if self._leg_safe(s, w, p, w.xy(place)):
                    yield Fly(Course(place=place))

    def _long_choice(self, s: State, w: World, p: PlayerState) -> tuple[str, str] | None:
        """The card in hand and the starting point at least 12 L from its target (section 12,
        objective 2) nearest by the way there, among those the planner gets a tank of 2 to
        base to base (its own bound, :func:`npq.bots.routing.route_table` with a tank of 2)
        without a long way round."""
        if self.long is not None:
            held = self.long[0] in p.missions or self.long[0] in s.mission_table
            return self.long if held else None
        if (len(p.completed) >= 3 and p.arctic is None) or len(self.long_tried) >= 2:
            return None  # two cards tried: the rest of the game for the Pole
        hop = self._long_hop(p)
        unlocked = self._unlocked(s, p)
        closed = _no_fuel_sold(s, w)
        v = float(max(1, p.speed + p.temporary_speed))
        best: tuple[float, str, str] | None = None
        # the hand's cards, and a face-up one for a card of the hand (section 10 "Exchanging a
        # Mission card", one action): Germany's objective-2 games of seeds 9 and 11 by edition 5
        # held no card 12 L from a Starting Point and never met it
        table: tuple[str, ...] = ()
        exchange = "?" not in s.mission_table and ActionKind.MISSION_CARD.value not in s.used
        if p.missions and exchange:
            table = tuple(c for c in s.mission_table if c not in p.missions)
        for card in (*p.missions, *table):
            if card in self.long_tried or card not in w.missions:
                continue
            target = w.missions[card].place
            low = route_table(
                s,
                w,
                p,
                target,
                unlocked=unlocked,
                dry=closed,
                off_neutral=self._off_neutral(),
                range_=_LOW_FUEL,
            )
            for start in sorted(w.start_points):
                length = w.distance(start, target)
                if start == target or length < _LONG + 0.05:
                    continue
                turns = low.get(start)
                if turns is None or turns > 1.4 * length / v + 1:
                    continue  # no way by a low tank's legs, or a long way round
                there = _dist(p.airship.pos, w.xy(start))
                if there > 3.0 * hop:
                    continue  # a starting point a continent away: not worth the rounds
                cost = there / v + turns + (0.5 if card in table else 0.0)
                if best is None or cost < best[0]:
                    best = (cost, card, start)
        return None if best is None else (best[1], best[2])

    def _long_swap(self, w: World, p: PlayerState) -> str:
        """The hand's card given for a face-up objective-2 card: the one whose target lies
        farthest from the airship."""
        a = p.airship.pos
        return max(p.missions, key=lambda c: (_dist(a, w.xy(w.missions[c].place)), c))

    # -- crew for Speed and Range (objectives 4, 5) ---------------------------------------------
    def _objective_actions(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        if p.airship.place is None:
            return
        spare = s.bonds(p.seat) - s.ledger.loan_outstanding(p.nation) - _CUSHION
        for number, skill, value, board in (
            (4, "engineer", p.speed, p.board.speed),
            (5, "pilot", p.range, p.board.range),
        ):
            if number not in self.objectives or value >= 6:
                continue
            if board + 2 < 6:
                # a gold token (the Specialist and a Commander of his skill, section 3) adds
                # 2 at most: from a board's 3 the 6 is out of reach, and the hires would only
                # spend what the Pole needs (Japan's Speed and Range, the USSR's and France's
                # Speed; a solo bonus of +1 brings it back in reach)
                continue
            if not p.crew.has_specialist(skill) and spare >= w.prices.specialist_hire:
                yield HireSpecialist(skill)
            elif p.crew.commander is None and spare >= w.prices.commander_hire:
                for cid in s.commanders:
                    if skill in map(str, w.content.crew.commander(cid).skills):
                        yield HireCommander(cid)
                        break

    # -- Ports (objectives 6, 7) ----------------------------------------------------------------
    def _fly(
        self, s: State, w: World, p: PlayerState, target: str | tuple[float, float]
    ) -> Iterator[Action]:
        if self.long is not None:
            # objective 2 under way: the planner's legs for the tank of 2 the view holds
            # (:func:`_capped`), no Port detour
            yield from self._greedy_fly(s, w, p, target)
            return
        port = self._port_stop(s, w, p, target) if isinstance(target, str) else None
        if port is not None:
            yield Fly(Course(place=port))
        yield from self._greedy_fly(s, w, p, target)

    # -- safety on a small tank ------------------------------------------------------------------
    def _plan(
        self,
        s: State,
        w: World,
        p: PlayerState,
        target: str,
        commander: bool | None = None,
    ) -> RoutePlan:
        """The greedy bot's plan; on objective 2's tank of 2 and off neutral land (objective 3)
        by every track of the wind first (:attr:`npq.nav.planner.RouteRules.all_tracks`):
        the one worst track a plan follows may meet other weather than the track the wind
        really makes -- a storm, fog that holds it in flight, a rain that slows it -- and a
        leg that arrives on the last drop keeps nothing back for it. The tank of 2 does so on
        every leg of two turns (the USSR's objective-2 game of seed 2 came down between
        London and Julianehaab), the ways off neutral land on sea crossings of four turns
        (Italy's objective-3 game of seed 1 over the Pacific to Kasumigaura, France's of seed
        0 over the Atlantic to Moose Factory). With no such plan, off neutral land the worst
        track's; on the tank of 2 none (the mission is flown on a full tank once the low one
        does not get it on, :meth:`_follow_long`). Every track for every plan cost games
        elsewhere (the longer ways it takes met worse weather at the Pole: with no objective
        Japan's game of seed 15 sat out the round limit, 139 of 140 won against 140), so the
        other plans are the greedy bot's. Objective 3 with no way off neutral land takes the
        plain plan, rather than none (the objective is lost with its first leg over white
        land, :meth:`_watch_neutral`)."""

        def plan(off_neutral: bool, all_tracks: bool) -> RoutePlan:
            return route_plan(
                s,
                w,
                p,
                target,
                unlocked=self._unlocked(s, p),
                dry=_no_fuel_sold(s, w),
                commander=commander,
                off_neutral=off_neutral,
                all_tracks=all_tracks,
                air_waits=False,
            )

        def kept(all_tracks: bool) -> RoutePlan:
            found = plan(self._off_neutral(), all_tracks)
            if not found.reachable and found.reason == "neutral":
                found = plan(False, all_tracks)
            return found

        if p.range > _LOW_FUEL and not self._off_neutral():
            return kept(False)  # the greedy bot's plans (every track cost it games elsewhere)
        found = kept(True)
        if not found.reachable and p.range > _LOW_FUEL:
            found = kept(False)
        return found

    def _sail(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        """The greedy bot's sails, but while the airship is in flight on 2 Fuel or less none
        that draws a Venture card (a sea obstacle, fog at the start; section 4): a card may
        skip the player's next turn (engine failure), and a turn skipped in flight burns a
        unit going nowhere (D9) -- three of objective 2's games came down so, the ship
        crossing pack ice while the airship was between two bases on its last units."""
        a = p.airship
        if a.place is None and a.fuel <= _LOW_FUEL:
            yield from (x for x in GreedyBot._sail(self, s, w, p) if not _draws_card(s, w, x))
        else:
            yield from GreedyBot._sail(self, s, w, p)

    def _greedy_fly(
        self, s: State, w: World, p: PlayerState, target: str | tuple[float, float]
    ) -> Iterator[Action]:
        """The greedy bot's flight, back from the Pole only by ways home the airship surely
        flies (:meth:`_home_across`): not by a point off the base's line
        (:meth:`GreedyBot._homeward`, when the wind put an obstacle across the straight way)
        that its fuel does not cover -- it took the bots on to a crash short of the point
        where the planner's leg to another base (which breaks the journey off, D14) would have
        landed them: Germany's, the British Empire's and France's objective-2 games of seed 0,
        all from Kings Bay over the Pole in rounds 27-30."""
        unsafe_point = None
        home: bool | None = None
        if p.pole is PoleLeg.OVERFLOWN and target == p.arctic and p.airship.place is None:
            home = self._home_across(s, w, p)
            if home:
                yield Fly(Course(place=p.arctic))
            point = self._homeward(w, p)
            if point is not None and not self._homeward_safe(s, w, p, point):
                unsafe_point = point
        for x in GreedyBot._fly(self, s, w, p, target):
            if isinstance(x, Fly):
                if unsafe_point is not None and x.course.point == unsafe_point:
                    continue
                if home is False and x.course.place == p.arctic:
                    continue
                if home is None and self._dry_end(s, w, p, x):
                    # home on the last drop rather than stuck on a base that sells none
                    home = True
                    yield Fly(Course(place=p.arctic))
            yield x

    def _next_leg(self, s: State, w: World, p: PlayerState, target: str) -> str | None:
        """The greedy bot's next leg, but not off a base with a Commander aboard into a wind
        that may bend the course across an obstacle when the Venture card it draws (D10: up
        to 2 Integrity) could break the hull: the turn is waited on the base. Japan's game of
        seed 15 left Bucharest for London in a storm at Integrity 3; a spin of 24L took it over
        the Alps, the storm cost 1 and the card (Thunderhead) 2."""
        nxt = GreedyBot._next_leg(self, s, w, p, target)
        if nxt and p.airship.place is not None and self._bent_card_risk(s, w, p, nxt):
            return ""
        return nxt

    def _bent_card_risk(self, s: State, w: World, p: PlayerState, place: str) -> bool:
        """Whether the flight to ``place`` this turn may be bent (12 or 24 degrees, D8) across
        an obstacle, with a Commander aboard (who flies through and draws a Venture card,
        D10), on a hull that a card's 2 Integrity would break after the storm's 1."""
        a = p.airship
        if not p.has_commander or a.place is None or place == a.place:
            return False
        icon = w.disc.icon(w.weather_area(a.pos), s.disc_round)
        if icon not in (Icon.WIND, Icon.STORM):
            return False
        if a.integrity - (1 if icon is Icon.STORM else 0) > 2:
            return False
        goal = w.xy(place)
        length = min(_dist(a.pos, goal), float(max(0, p.speed + p.temporary_speed) + 1))
        return any(
            self._obstacles_on(w, a.pos, end, True) > 0
            for bend in (12.0, 24.0)
            for end in _bent_ends(a.pos, goal, length, bend)
        )

    def _dry_end(self, s: State, w: World, p: PlayerState, fly: Fly) -> bool:
        """Back from the Pole on the last drop, ``fly`` lands on a base that sells no fuel
        (an Arctic base without a mast, issue 17 ruling 3) while the own base lies within a
        headwind's turn: the airship would sit there, tank empty, to the round limit (the
        USA's game of seed 13 missed Point Barrow by 0.8 L on a spin of 12 degrees and landed
        at Rodgers Harbour on its last drop; home was one turn away, and only the wind's
        bend could miss it)."""
        a = p.airship
        if p.arctic is None or p.pole is not PoleLeg.OVERFLOWN or a.place is not None:
            return False
        if a.fuel > 1 or fly.course.place is None or fly.course.place == p.arctic:
            return False
        if fly.course.place not in _no_fuel_sold(s, w):
            return False
        base = w.xy(p.arctic)
        if not self._air(w).segment_clear(a.pos, base, p.has_commander, True):
            return False
        return _dist(a.pos, base) <= max(0, p.speed + p.temporary_speed - 1) + 0.25

    def _home_across(self, s: State, w: World, p: PlayerState) -> bool | None:
        """Back from the Pole with a Commander and the straight way home across an obstacle
        (D10: a Venture card is drawn, which may cost 2 Fuel, a turn or Speed): ``True`` to
        fly home first, ``False`` to fly elsewhere, ``None`` for the greedy bot's judgement.
        Home when the disc's weather and a headwind bring it there with 2 units to spare for
        the card; else not home while a base that sells fuel is surely reached instead (the
        British Empire's objective-2 game of seed 1 flew home on its last unit across the
        Greenland ice cap, drew a Speed card and came down; Cambridge Bay lay 1.2 L off);
        else home if the weather alone allows it, rather than landing on the last drop at an
        Arctic base that sells none (Germany's objective-4 game of seed 1 sat at Danmarkshavn
        from round 36 to the round limit, Kings Bay 0.9 L away in the sun)."""
        assert p.arctic is not None
        a = p.airship
        base = w.xy(p.arctic)
        if not p.has_commander or not self._air(w).segment_clear(a.pos, base, True, True):
            return None
        if self._obstacles_on(w, a.pos, base, True) == 0:
            return None  # no card on the way: the greedy bot's own case
        spare = replace(p, airship=replace(a, fuel=a.fuel - 2))
        if a.fuel > 2 and self._leg_safe(s, w, spare, base, last_drop=True, hazards=0):
            return True
        rescue = self._nearest_safe(s, w, p)
        if rescue is not None and rescue not in _no_fuel_sold(s, w):
            return False
        return self._leg_safe(s, w, p, base, last_drop=True, hazards=0)

    def _pole_target(self, s: State, w: World, p: PlayerState) -> str | tuple[float, float] | None:
        """The greedy bot's Pole journey (D14); off neutral land, objective 3 given up when the
        journey's line from the Arctic base crosses white land (Matochkin Shar's over Franz
        Josef Land: kept to it, the journey is never clear, and the USSR's game of seed 1 sat
        on its base from round 22 to the round limit) -- the objective cannot be kept there,
        the Pole can."""
        if self._off_neutral() and p.arctic is not None and p.mast:
            base = w.xy(p.arctic)
            edge = pole_point(base)
            led = p.has_commander
            if not self._air(w).segment_clear(base, edge, led, True) and GreedyBot._air(
                self, w
            ).segment_clear(base, edge, led, True):
                self.neutral_crossed = True
        target = GreedyBot._pole_target(self, s, w, p)
        if target != POLE or p.arctic is None:
            return target
        a = p.airship
        base = w.xy(p.arctic)
        if p.pole is PoleLeg.OUTBOUND:
            # On the way out: on to the Pole only while the rest of the journey surely fits the
            # tank; else home while that surely does, before the last drops are spent.
            if self._pole_sure(s, w, p, a.pos, True, a.fuel, a.integrity):
                return POLE
            if self._leg_safe(s, w, p, base, last_drop=True):
                return p.arctic
            if self._pole_sure(s, w, p, a.pos, True, a.fuel, a.integrity, bend=12.0):
                return POLE
            return target
        if a.place != p.arctic:
            return target
        # On the base, tank full, the journey open: off now if the disc's weather surely brings
        # it over the Pole and home; else wait for the round that does, if one comes soon --
        # whatever the wind does, else with the Indicator's common 12 degrees.
        for bend in (24.0, 12.0):
            for k in range(_POLE_WAITS + 1):
                if self._pole_sure(s, w, p, base, True, a.fuel, a.integrity, delay=k, bend=bend):
                    return POLE if k == 0 else None
        # No sure round ahead: waiting would not make it surer -- but not off into fog or a
        # storm on the base when a calmer round comes (the USA's game of seed 13 left Point
        # Barrow into a storm: Integrity 1 over the Pole, and came down on the way home).
        here = [w.disc.icon(w.weather_area(base), s.disc_round + k) for k in range(_POLE_WAITS)]
        if here[0] in (Icon.FOG, Icon.STORM) and any(i not in (Icon.FOG, Icon.STORM) for i in here):
            return None
        return target

    def _pole_ready(self, w: World, p: PlayerState) -> tuple[bool, bool]:
        """The greedy bot's test, with the Pole journey counted as it is flown (D4, D8): whole
        turns each way (a move ends at the Pole's ring point, :func:`~npq.bots.greedy.pole_point`),
        each at a headwind's pace with the course bent 24 degrees. The greedy bot's one
        distance at a headwind's pace keeps no turn for the bend: Japan's solo games by
        edition 4 (Speed 4 or 5, Range 3, Rodgers Harbour 4.2 L from the Pole; seeds 5, 8, 12,
        13) flew out on 3 Fuel, a spin of BW+24L took a turn, and came down on the way home.
        Short of it, the greedy bot's shortfalls hire a Pilot and an Engineer."""
        clear, _ = GreedyBot._pole_ready(self, w, p)
        assert p.arctic is not None
        base = w.xy(p.arctic)
        edge = pole_point(base)
        step = max(1.0, p.speed - 1.0) * _COS24
        out = math.ceil(max(0.0, _dist(base, edge)) / step - 1e-9)
        back = math.ceil(max(0.0, _dist(edge, base) - _RING) / step - 1e-9)
        return clear, max(1, out) + max(1, back) <= p.range

    def _pole_sure(
        self,
        s: State,
        w: World,
        p: PlayerState,
        pos: Coord,
        out: bool,
        fuel: int,
        integrity: int,
        delay: int = 0,
        bend: float = 24.0,
    ) -> bool:
        """Whether the Pole journey's rest from ``pos`` (``out``: the Pole still ahead) surely
        ends on the own Arctic base (D14) with the fuel and Integrity given, leaving ``delay``
        rounds from now: walked turn by turn by the icons the weather disc will show where the
        airship is (1B; the disc's turning is public), the worst the Wind Indicator does (D8: a
        headwind, the course bent 24 degrees, :func:`~npq.bots.greedy.worst_step`). A turn
        burns a unit, in fog too (held in the air, D7, D9); a storm costs a point of Integrity
        and none is flown one storm from an emergency; a bent course is sure of the Pole's
        ring or the base's only from close by, else it ends off the line (a course as long as
        the way left ends 0.42 of it beside the goal) and the next turn's icon is the worst of
        where it may be; fog or a storm on the base at departure: wait instead. ``bend``: the
        widest deviation reckoned with (24 degrees, the Indicator's widest; 12, its common).
        Off neutral land (objective 3) no bent course may cross white land either (Germany's
        and Italy's objective-3 games of seed 2 by edition 4 lost it on the way home to Craig
        Harbour, bent 12 degrees over Greenland).
        The greedy bot leaves whatever the disc shows: the European nations' games of seed 17
        left Kings Bay into a storm at Integrity 3, bent off the Pole's point twice and came
        down on the way home in round 14; the USA's of seed 13 so from Point Barrow."""
        assert p.arctic is not None
        base = w.xy(p.arctic)
        edge = pole_point(base)
        speed = max(0, p.speed + p.temporary_speed)
        rnd = s.disc_round + delay
        on_base = out and pos == base
        cos_b = math.cos(math.radians(bend))
        # from how close a bent course surely meets the base's 0.3 L ring (0.3 / sin), and the
        # Pole's, aimed 0.25 L short of it (pole_point)
        ring_home = _RING / math.sin(math.radians(bend))
        ring_out = _RING if bend >= 24.0 else 0.7
        near: tuple[Coord, ...] = ()  # where a bent course may have put it instead
        for turn in range(16):
            if fuel <= 0:
                return False
            icon = max(
                (w.disc.icon(w.weather_area(q), rnd) for q in (pos, *near)),
                key=lambda i: _ICON_HARM.get(i, 0),
            )
            rnd += 1
            if on_base and turn == 0 and icon in (Icon.FOG, Icon.STORM):
                return False  # held on the base, or a storm's Integrity spent at the start
            fuel -= 1
            if icon is Icon.FOG:
                continue
            if icon is Icon.STORM:
                integrity -= 1
                if integrity <= 1:
                    return False
            bent = icon in (Icon.WIND, Icon.STORM)
            # a headwind (-1 Speed) on a windy turn; rain costs the point too (1B)
            step = float(speed - 1 if bent or icon is Icon.RAIN else speed)
            goal = edge if out else base
            left = _dist(pos, goal)
            if bent:
                near = _bent_ends(pos, goal, min(left, step), bend)
                if self._off_neutral() and _over_neutral(w, pos, near):
                    return False  # the wind may put it over white land (objective 3)
                if left <= min(step, ring_out if out else ring_home):
                    if not out:
                        return True
                    pos, out, near = edge, False, ()
                    continue
                # the course bent 24 degrees: what is left of the way from where it ends
                m = min(step, left)
                rest = math.sqrt(max(0.0, left * left + m * m - 2.0 * left * m * cos_b))
                pos = _toward(goal, pos, rest)
                continue
            near = ()
            if left <= (step if out else step + 0.25):
                if not out:
                    return True
                pos, out = edge, False
                continue
            pos = _toward(pos, goal, step)
        return False

    def _homeward_safe(self, s: State, w: World, p: PlayerState, point: Coord) -> bool:
        """Whether the airship surely flies to ``point`` and on from there to its Arctic base
        on the fuel it has (the disc's weather, a headwind every windy turn, the course bent
        24 degrees; arriving home on the last drop, D14)."""
        assert p.arctic is not None
        a = p.airship
        turns = self._sure_turns(s, w, p, a.pos, point)
        if turns is None or turns >= a.fuel:
            return False
        there = replace(p, airship=replace(a, pos=point, fuel=a.fuel - turns))
        return self._leg_safe(s, w, there, w.xy(p.arctic), delay=turns, last_drop=True)

    def _sure_turns(
        self, s: State, w: World, p: PlayerState, start: Coord, goal: Coord
    ) -> int | None:
        """The turns that surely bring the airship from ``start`` within reach of ``goal`` (a
        point, no ring: 0.25 L) along the straight line, by the disc's icons (1B) and the
        worst the wind does (:func:`npq.bots.greedy.worst_step`); ``None`` when fog or a storm
        the hull cannot take lies on the way, or in more turns than the tank holds."""
        pos = start
        speed = max(0, p.speed + p.temporary_speed)
        integrity = p.airship.integrity
        for turn in range(p.airship.fuel):
            area = w.weather_area(pos)
            icon = None if area is None else w.disc.icon(area, s.disc_round + turn)
            if icon is Icon.FOG:
                return None
            if icon is Icon.STORM:
                integrity -= 1
                if integrity <= 1:
                    return None
            step = worst_step(icon, speed)
            left = _dist(pos, goal)
            if left <= step + 0.25 and icon not in (Icon.WIND, Icon.STORM):
                return turn + 1
            if left <= min(step, 0.7):
                return turn + 1
            if step > 0:
                t = min(1.0, step / left)
                pos = (pos[0] + (goal[0] - pos[0]) * t, pos[1] + (goal[1] - pos[1]) * t)
        return None

    def _stretch(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        if self.long is None:  # on the low tank of objective 2 a Pilot adds nothing
            yield from GreedyBot._stretch(self, s, w, p)

    def _long_hop(self, p: PlayerState) -> float:
        """What a tank of 2 surely flies in one turn whatever the weather: the measure of a
        starting point "a continent away" (objective 2)."""
        return max(1.5, max(1.0, p.speed - 1.0) * _COS24 + 0.2)

    def _wants_ports(self, w: World) -> bool:
        return (6 in self.objectives and len(self.ports) < 5) or (
            7 in self.objectives and not self._spread(w)
        )

    def _spread(self, w: World) -> bool:
        pts = [w.xy(x) for x in self.ports]
        return any(
            min(_dist(a, b), _dist(a, c), _dist(b, c)) >= 6.0
            for a, b, c in itertools.combinations(pts, 3)
        )

    def _port_stop(self, s: State, w: World, p: PlayerState, target: str) -> str | None:
        """An unvisited Port the airship surely reaches, little off the way to ``target``."""
        a = p.airship
        if a.place is None or not self._wants_ports(w) or a.fuel < 2:
            return None
        goal = w.xy(target)
        v = max(1.0, p.speed - 1.0)
        reach = max(0.0, a.fuel * v - 0.5)
        direct = _dist(a.pos, goal)
        visited = [w.xy(x) for x in self.ports]
        best: tuple[float, str] | None = None
        for place in w.board.places:
            if not place.is_port or place.id in self.ports or place.id == a.place:
                continue
            xy = w.xy(place.id)
            d = _dist(a.pos, xy)
            if d > reach or d < 0.3:
                continue
            detour = d + _dist(xy, goal) - direct
            far = all(_dist(xy, q) >= 6.0 for q in visited)
            allowed = _DETOUR * (2.0 if 7 in self.objectives and far else 1.0)
            if detour > allowed:
                continue
            score = detour - (1.0 if far else 0.0)
            if best is None or score < best[0]:
                best = (score, place.id)
        if best is None:
            return None
        if not self._leg_safe(s, w, p, w.xy(best[1])):
            return None
        return best[1]

    # -- long missions (objective 1) ------------------------------------------------------------
    def _blind_swap(self, s: State, w: World, p: PlayerState) -> str | None:
        """No card swapped blind for the deck's top while objectives 1-3 choose the hand's
        cards for their own ends (long missions, one flown on 2 Fuel, missions reached over the
        nations' land): a card far by the greedy bot's measure may be the one they keep."""
        if self.objectives & {1, 2, 3}:
            return None
        return GreedyBot._blind_swap(self, s, w, p)

    def _choose_mission(
        self, s: State, w: World, p: PlayerState
    ) -> tuple[str, str, str | None] | None:
        if 2 in self.objectives and not self.long_done and p.active is None:
            long = self._long_choice(s, w, p)
            if long is not None:
                if self.long is None:
                    self.long = long
                give = None if long[0] in p.missions else self._long_swap(w, p)
                return (long[0], long[1], give)
        if 3 in self.objectives and p.missions and len(p.completed) < 3:
            found = self._land_mission(s, w, p)
            if found is not None:
                return found
        if 1 not in self.objectives or len(p.completed) >= 3 or len(p.missions) < 2:
            return GreedyBot._choose_mission(self, s, w, p)
        flown = sum(c.distance for c in p.completed)
        need = max(0.0, (20.0 - flown) / (3 - len(p.completed)))
        blind = replace(s, mission_table=("?",))  # no exchange: the hand's cards only
        picks = []
        for card in p.missions:
            found = GreedyBot._choose_mission(self, blind, w, replace(p, missions=(card,)))
            if found is not None:
                length = w.distance(found[1], w.missions[card].place)
                picks.append((length >= need - 0.5, length, card))
        if not picks:
            return GreedyBot._choose_mission(self, s, w, p)
        if any(ok for ok, _, _ in picks):
            keep = tuple(c for ok, _, c in picks if ok)
        else:
            swap = self._long_from_table(s, w, p, need, min(picks)[2])
            if swap is not None:
                return swap
            keep = (max(picks)[2],)
        return GreedyBot._choose_mission(self, s, w, replace(p, missions=keep))

    def _long_from_table(
        self, s: State, w: World, p: PlayerState, need: float, give: str
    ) -> tuple[str, str, str | None] | None:
        """A face-up Mission card long enough, for the shortest card in hand (section 10
        "Exchanging a Mission card")."""
        if "?" in s.mission_table or ActionKind.MISSION_CARD.value in s.used:
            return None
        blind = replace(s, mission_table=("?",))
        best: tuple[float, str, str] | None = None
        for card in s.mission_table:
            found = GreedyBot._choose_mission(self, blind, w, replace(p, missions=(card,)))
            if found is None:
                continue
            length = w.distance(found[1], w.missions[card].place)
            if length >= need - 0.5 and (best is None or length < best[0]):
                best = (length, card, found[1])
        return None if best is None else (best[1], best[2], give)


#: Rounds ahead the Pole journey may wait on its base for a sure flight (the disc's weather).
_POLE_WAITS = 10
#: The Pole's ring (D4: a path within 0.3 L flies over it) and a base's (D4).
_RING = 0.3

#: The icons by the harm they do a flight (1B): fog holds it, a storm costs Integrity and bends
#: the course as the wind does, rain slows it.
_ICON_HARM: dict[Icon | None, int] = {Icon.FOG: 4, Icon.STORM: 3, Icon.WIND: 2, Icon.RAIN: 1}

#: Objective 2's numbers (section 12 "Stars Table": 12 Lengths, at most 2 Fuel).
_LONG = 12.0
_LOW_FUEL = 2


def _draws_card(s: State, w: World, sail: Action) -> bool:
    """Whether ``sail`` would draw a Venture card (:func:`npq.game.rules.plan_sail`); a sail
    the rules refuse draws none (the driver never plays it)."""
    if not isinstance(sail, Sail):
        return False
    try:
        move = plan_sail(s, sail, w)
    except RuleViolation:
        return False
    return any(c.venture_line is not None for c in move.hazards)


def _capped(players: tuple[PlayerState, ...], seat: int, fuel: int) -> tuple[PlayerState, ...]:
    """The players with ``seat``'s tank capacity taken as ``fuel`` (the bot's own reading: it
    refuels and plans its hops as if the tank held no more)."""
    p = players[seat]
    board = replace(p.board, range=p.board.range - (p.range - min(p.range, fuel)))
    return tuple(replace(q, board=board) if q.seat == seat else q for q in players)


def _dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def _bent_ends(a: Coord, b: Coord, length: float, bend: float = 24.0) -> tuple[Coord, Coord]:
    """Where a course from ``a`` toward ``b`` of ``length`` Lengths ends bent ``bend`` degrees
    either way (24: the Wind Indicator's widest deviation, D8)."""
    d = _dist(a, b)
    if d == 0.0:
        return (a, a)
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    out = []
    for sign in (1.0, -1.0):
        c, s = math.cos(math.radians(bend)), sign * math.sin(math.radians(bend))
        out.append((a[0] + length * (ux * c - uy * s), a[1] + length * (ux * s + uy * c)))
    return (out[0], out[1])


def _over_neutral(w: World, start: Coord, ends: tuple[Coord, ...]) -> bool:
    """Whether a straight move from ``start`` to one of ``ends`` flies over white land
    (:func:`npq.nav.planner.crosses_neutral`, the engine's reading)."""
    lines = np.array([LineString([start, e]) for e in ends if e != start], dtype=object)
    return bool(crosses_neutral(w.board, lines).any())


def _toward(a: Coord, b: Coord, step: float) -> Coord:
    """The point ``step`` Lengths from ``a`` toward ``b`` (``b`` itself if nearer)."""
    d = _dist(a, b)
    if d <= step or d == 0.0:
        return b
    t = step / d
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
