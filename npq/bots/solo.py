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

Objectives 2 (a 12-Length mission never above 2 fuel) and 3 (never over neutral land) change
how every leg is flown; the bot does not chase them.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import replace

from npq.bots.greedy import GreedyBot
from npq.game.actions import Action, ActionKind, Course, Fly, HireCommander, HireSpecialist
from npq.game.state import PlayerState, State
from npq.game.world import World

__all__ = ["SoloBot"]

#: Bonds kept back when hiring for an objective (fuel for the next hops).
_CUSHION = 60
#: Lengths of detour a Port stop may cost (objectives 6 and 7).
_DETOUR = 2.5


class SoloBot(GreedyBot):
    """The greedy bot with the solo game's chosen objectives (``objectives``: table numbers)."""

    name = "solo"

    def __init__(self, objectives: tuple[int, ...] = ()) -> None:
        self.objectives = frozenset(objectives)
        self.ports: list[str] = []  # Ports stopped at, in order (the bot's own memory)

    def propose(self, view: State, world: World) -> list[Action]:
        p = view.player
        here = p.airship.place
        if here is not None and world.place(here).is_port and here not in self.ports:
            self.ports.append(here)
        return [*self._objective_actions(view, world, p), *GreedyBot.propose(self, view, world)]

    # -- crew for Speed and Range (objectives 4, 5) ---------------------------------------------
    def _objective_actions(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        if p.airship.place is None:
            return
        spare = s.bonds(p.seat) - s.ledger.loan_outstanding(p.nation) - _CUSHION
        for number, skill, value in ((4, "engineer", p.speed), (5, "pilot", p.range)):
            if number not in self.objectives or value >= 6:
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
        port = self._port_stop(s, w, p, target) if isinstance(target, str) else None
        if port is not None:
            yield Fly(Course(place=port))
        yield from GreedyBot._fly(self, s, w, p, target)

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
    def _choose_mission(
        self, s: State, w: World, p: PlayerState
    ) -> tuple[str, str, str | None] | None:
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


def _dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])
