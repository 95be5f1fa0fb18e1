"""The expert bot: information-set Monte Carlo tree search over macro-actions (issue 14).

Strong programs for card games with hidden hands search the *information set* -- every state
the player cannot tell apart from the one he is in -- rather than the true state (Cowling,
Powley & Whitehouse, "Information Set Monte Carlo Tree Search", 2012; OpenSpiel's ``ismcts``).
This bot does so with single-observer ISMCTS:

* **Determinization.** Each iteration samples one state consistent with what the player sees
  (:func:`npq.game.view_for`): the Mission and Strategy cards it cannot see are dealt at random
  from those not in sight, the Venture, Strategy and Mission decks are shuffled, and the state's
  generator gets a fresh seed. The bot never reads the true state's decks, hands or generator:
  :meth:`ExpertBot.propose` is given the view only.
* **Macro-actions.** A node's moves are whole-turn plans (:class:`Macro`): which crew to hire
  (an Engineer, Specialist or Commander, first: Speed is every later turn's pace) or dismiss,
  which mission to fly next (a card in hand, one from the face-up table taken by exchange, or
  a far card exchanged for the covered deck's top),
  which Arctic base to reserve (or to move to), when to go for the Pole, whether to sell or
  abandon. A macro's own actions come first; the plan bot (:class:`PlanBot`: the greedy bot,
  :class:`~npq.bots.greedy.GreedyBot`, with the expert's own Strategy cards and Pole flight)
  completes the turn.
* **The plan's own choices.** Its compulsory missions are the greedy bot's choice (nearest
  first, a face-up card taken for the hand's worst, a hopeless card swapped for the deck's
  top, section 10) unless the macro names another; a hostile
  Strategy card goes on the rival it delays most by his position (:func:`card_delay`) among
  those nearest the finish, and a card that costs a turn wherever its target stands is kept
  (three at most) until a rival comes within four turns of the finish; an action the turn
  leaves unused draws a Strategy card (the greedy bot never draws), or replaces one that can
  act on no crew in the game.
* **Tree.** The tree holds the bot's own decisions only (the opponents are part of the
  environment); selection is UCB1 with availability counts, as macros available differ between
  determinizations deeper down. At the default level a plan's turn is scored as it ends by the
  finish race (:func:`race_value`): how many turns each player still needs to complete his
  missions, set up his Arctic base and fly the Pole and back (:func:`turns_to_finish`: the
  journey by the weather disc's calendar for the round he will be ready in, a Commander's
  worth of turns more for a base behind an obstacle), the cards played on the rivals and
  waiting for their turns counted; the ``strong`` level searches
  two own turns with greedy rivals and a greedy rollout.
* **Reflexes.** A counter card is played at once when a Venture card just hurt the bot or an
  opponent's card holds it (section 6), inside a macro or not.

Thinking is bounded by a number of iterations set by the level (same seed, same game, whatever
the machine's load; the search stops sooner when one of the last two plans leads by far on
the same draws) and, for the app, optionally by wall time.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from npq.bots.driver import Bot, Driver
from npq.bots.greedy import GreedyBot, pole_point, worst_step
from npq.bots.routing import air_router, route_turns, water_router
from npq.content import Effect
from npq.content.cards import Deck, StrategyCard
from npq.economy import Tariff
from npq.errors import InputError
from npq.game.actions import (
    Abandon,
    Action,
    ActionKind,
    Course,
    DismissSpecialist,
    DrawStrategy,
    EndTurn,
    Exchange,
    Fly,
    HireCommander,
    HireSpecialist,
    MoveBase,
    Play,
    ReplaceStrategy,
    Reserve,
    Sell,
)
from npq.game.rng import Rng
from npq.game.rules import check, dry_bases, view_for
from npq.game.rules.missions import target_at_start
from npq.game.rules.view import missions_out_of_sight
from npq.game.state import PlayerState, PoleLeg, State
from npq.game.world import World
from npq.i18n import N_
from npq.nav.planner import RouteCrew, RouteRules, clear_turns
from npq.weather import Icon

__all__ = ["LEVELS", "ExpertBot", "Macro", "determinize", "macros", "race_value"]

POLE = (0.0, 0.0)
#: An overflight is a path within this distance of the Pole (D4, the Pole's ring).
RING = 0.25
HIDDEN = "?"
Coord = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the expert thinks: iterations a turn, rollout rounds, and a wall-time cap
    (seconds; ``None``: iterations only, so a game is reproducible from its seed)."""

    iterations: int  # simulations a decision (spread over the root's macros)
    depth: int  # own turns decided in the tree
    macros: int = 8  # root plans compared at most
    opponents: str = "pass"  # "pass": they hold still in the search; "greedy": they play
    horizon: int = 0  # greedy rounds after the tree's turns
    time_limit: float | None = None


#: The expert's levels; ``"normal"`` is the default (<= 1 s a turn on a 2-core machine).
LEVELS: dict[str, Level] = {
    "quick": Level(iterations=6, depth=1, macros=4),
    "normal": Level(iterations=32, depth=1, macros=10),
    "strong": Level(iterations=48, depth=2, macros=10, opponents="greedy", horizon=1),
}


# -- macro-actions -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Macro:
    """A whole-turn plan: ``first`` actions tried before the greedy play, a mission card to fly
    (``mission``, taken from the hand) and an Arctic base to aim for (``base``)."""

    name: str
    first: tuple[Action, ...] = ()
    mission: str | None = None
    base: str | None = None
    pole_now: bool = False


GREEDY = Macro("greedy")


class PlanBot(GreedyBot):
    """The greedy bot told which mission and base to go for, with a macro's actions first and
    the counter reflex (:func:`reflexes`)."""

    name = "plan"

    def __init__(self, macro: Macro = GREEDY) -> None:
        self.macro = macro

    def propose(self, view: State, world: World) -> list[Action]:
        world = world.for_edition(view.edition)  # the board of the game's edition
        out: list[Action] = list(reflexes(view, world))
        used = set(view.used)
        out.extend(a for a in self.macro.first if a.kind.value not in used)
        if self.macro.pole_now and ActionKind.MOVE_AIRSHIP.value not in used:
            p = view.player
            if p.pole is PoleLeg.NONE and p.mast and p.arctic and p.airship.place == p.arctic:
                out.append(Fly(Course(point=ring_point(world, p.arctic))))
        rest = GreedyBot.propose(self, view, world)
        out.extend(speed_first(view, world, [*out, *rest]))
        out.extend(rest)
        if (
            view.config.uses_strategy_cards
            and not view.decisions
            and len(view.player.strategy) < view.config.strategy_hand_limit
        ):
            # An action the turn leaves unused draws a Strategy card (section 6: no Bonds, one
            # action): the greedy bot never draws, so it holds its first three cards only.
            out.append(DrawStrategy())
        elif view.config.uses_strategy_cards and not view.decisions:
            dead = dead_card(view, world)
            if dead is not None:
                out.append(ReplaceStrategy(dead))
        return out

    def _choose_mission(
        self, s: State, w: World, p: PlayerState
    ) -> tuple[str, str, str | None] | None:
        """The macro's mission card, else the greedy bot's choice -- and with it the greedy
        bot's swap of a hopeless card for the deck's top (GreedyBot._blind_swap, edition 9).

        Until session 15 the plan flew the first card of the shortest way through the hand to
        the Arctic base (a ``next_mission``): from Pulham with Leningrad, Moscow and Monterrey
        it flew Monterrey first (the way ends near Kings Bay) and never swapped it, over the
        Atlantic's weather, and its first mission came 1.2 rounds after the greedy bot's.
        The plan alone won 28.0 % of 200 games against three greedy bots of edition 9 that
        way, 38.0 % with the greedy bot's choice; the expert, its search on top, about the
        same either way (42.2 % of 300 games before, 42.0 % of 420 after, at seeds 0, 1 and
        101): the search had made up for the plan (docs/rules-decisions.md "Edition 10")."""
        card = self.macro.mission
        if card is not None and card in p.missions:
            only = replace(p, missions=(card,))
            found = GreedyBot._choose_mission(self, replace(s, mission_table=(HIDDEN,)), w, only)
            if found is not None:
                return found
        return GreedyBot._choose_mission(self, s, w, p)

    def _strategy(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        """Strategy cards (section 6): a card for oneself as the greedy bot plays it; a hostile
        card on the rival it delays most (:func:`card_delay`), weighted by how near the
        finish he is (:func:`turns_to_finish`), held while it would cost no one a turn.

        A card that costs its target a turn wherever he stands (:func:`_stopper`: a lost turn,
        the airship grounded, lost actions, Speed) is kept for the finish, up to
        :data:`_KEEP` of them, until a rival is within :data:`_NEAR` turns of it: a turn
        lost in round 3 is made up by the weather calendar or the missions' luck, one lost
        as he flies home from the Pole decides the game (game 0 of the balance study: France
        came home in round 19, the expert one turn behind, with its Grounded card played
        on France in round 11)."""
        if not s.config.uses_strategy_cards or p.trap is not None:
            return
        if ActionKind.PLAY_STRATEGY.value in s.used:
            return
        deck = w.content.strategy
        rivals = [q for q in s.players if q.seat != p.seat]
        picks = arctic_picks(s, w, p.seat)
        race = {q.seat: turns_to_finish(s, w, q, picks) for q in rivals}
        first = min(race.values(), default=0.0)
        options: list[tuple[float, Action]] = []
        kept = [c for c in p.strategy if _stopper(_strategy_card(deck, c))]
        if first > _NEAR:
            # the best of them kept, the rest played as they come
            kept = sorted(kept, key=lambda c: -_stop_turns(_strategy_card(deck, c)))[:_KEEP]
        else:
            kept = []
        for cid in p.strategy:
            if cid in kept:
                continue
            card = _strategy_card(deck, cid)
            if card is None or card.is_counter:
                continue
            if all(e.is_bonus for e in card.effects) and card.target.allows(True):
                if _speed_gain(card) > 0:
                    continue  # played before a flight it lengthens (speed_first)
                if card.requires_specialist is None or p.crew.has_specialist(
                    str(card.requires_specialist)
                ):
                    options.append((1.0, Play(cid)))
                continue
            if any(e.is_bonus for e in card.effects) or not card.target.allows(False):
                continue
            for q in rivals:
                skill = card.requires_specialist
                if skill is not None and not q.crew.has_specialist(str(skill)):
                    continue
                weight = 1.0 / (1.0 + max(0.0, race[q.seat] - first))
                value = weight * card_delay(w, q, card.effects)
                if value >= 0.2:
                    options.append((value, Play(cid, q.seat)))
        options.sort(key=lambda o: -o[0])
        for _, action in options:
            yield action

    # -- the Pole journey (D4, D14) ------------------------------------------------------------
    def _pole_target(self, s: State, w: World, p: PlayerState) -> str | tuple[float, float] | None:
        """The greedy bot's journey, aimed at the edge of the Pole's ring on the home side
        (:func:`ring_point`: an overflight is a path within 0.3 L of the Pole, D4) rather than
        the Pole itself: up to 0.5 L less each way, a turn saved where it tips the count."""
        if p.arctic is None or p.pole is not PoleLeg.OUTBOUND:
            target = GreedyBot._pole_target(self, s, w, p)
            if target != POLE or p.arctic is None:
                return target
            # Off now, or later when the disc's fog would hold the airship on the way
            # (pole_departure): waiting on the base costs no fuel, a fogged turn aloft does.
            home = w.xy(p.arctic)
            speed = max(1, p.speed + p.temporary_speed)
            _, wait, ring = pole_departure(w, home, s.disc_round, speed, p.airship.fuel)
            if wait > 0:
                return None
            if self._air(w).segment_clear(home, ring, p.has_commander, True):
                return ring
            return ring_point(w, p.arctic)
        a = p.airship
        home = w.xy(p.arctic)
        speed = max(1, p.speed + p.temporary_speed)
        best = None
        for ring in (ring_point(w, p.arctic), *_RING_POINTS):
            need = _dist(a.pos, ring) + _dist(ring, home)
            if math.ceil(need / max(1.0, p.speed - 1.0)) > a.fuel:
                continue
            if not self._air(w).segment_clear(a.pos, ring, p.has_commander, True):
                continue
            t = polar_flight(w, a.pos, ring, home, s.disc_round, speed, a.fuel)
            if best is None or t < best[0] - 1e-9:
                best = (t, ring)
        return best[1] if best is not None else p.arctic

    def _fly(
        self, s: State, w: World, p: PlayerState, target: str | tuple[float, float]
    ) -> Iterator[Action]:
        """Home from the Pole on the last drop of fuel when the weather on the disc allows it
        (:func:`home_in_reach`): the greedy bot, keeping a drop back against the wind, lands
        on another base instead, and that breaks the journey off (D14) -- three or four turns
        lost for certain against a wind that may not blow."""
        a = p.airship
        if (
            p.pole is PoleLeg.OVERFLOWN
            and target == p.arctic
            and a.place is None
            and home_in_reach(s, w, p)
            and self._air(w).segment_clear(a.pos, w.xy(p.arctic), p.has_commander, True)
        ):
            yield Fly(Course(place=p.arctic))
        yield from GreedyBot._fly(self, s, w, p, target)

    def _pick_arctic(self, s: State, w: World, p: PlayerState) -> str | None:
        base = self.macro.base
        if base is not None and all(q.arctic != base for q in s.players):
            return base
        return GreedyBot._pick_arctic(self, s, w, p)


def _speed_gain(card: StrategyCard | None) -> int:
    """The Speed a card for oneself adds this turn (section 6: Engine Tuning +2, Tailwind
    Forecast +1 ...), 0 for any other card."""
    if card is None:
        return 0
    return sum(e.amount for e in card.effects if e.type.value == "speed" and e.amount > 0)


def speed_first(view: State, w: World, plan: Sequence[Action]) -> Iterator[Action]:
    """A Speed card for oneself played before the turn's flight, when the flight is longer
    than the airship's Speed and its ship needs no action (the Arctic base set up): the
    greedy bot plays its cards once it has moved, so a card adding Speed for this turn was
    spent on a flight already made (section 6; Engine Tuning played in fog in game 0 of the
    balance study). Kept in hand otherwise (:meth:`PlanBot._strategy`)."""
    if not view.config.uses_strategy_cards or view.decisions:
        return
    used = set(view.used)
    if ActionKind.PLAY_STRATEGY.value in used or ActionKind.MOVE_AIRSHIP.value in used:
        return
    p = view.player
    if not p.mast or p.trap is not None:
        return
    fly = next((a for a in plan if isinstance(a, Fly)), None)
    if fly is None:
        return
    course = fly.course
    goal = w.xy(course.place) if course.place is not None else course.point
    if goal is None or _dist(p.airship.pos, goal) <= max(1, p.speed + p.temporary_speed) + 0.05:
        return
    deck = w.content.strategy

    def playable(cid: str) -> bool:
        card = _strategy_card(deck, cid)
        if card is None or _speed_gain(card) <= 0:
            return False
        skill = card.requires_specialist  # section 6 NOTE: it acts on a crew that has him
        return skill is None or p.crew.has_specialist(str(skill))

    best = max(
        (c for c in p.strategy if playable(c)),
        key=lambda c: _speed_gain(_strategy_card(deck, c)),
        default=None,
    )
    if best is not None:
        yield Play(best)


def ring_point(w: World, base: str) -> Coord:
    """The point of the Pole's ring nearest the Arctic base ``base`` (an overflight, D4)."""
    x, y = w.xy(base)
    d = math.hypot(x, y)
    return (x * RING / d, y * RING / d) if d > RING else POLE


def home_in_reach(s: State, w: World, p: PlayerState) -> bool:
    """Whether the airship, back from the Pole, reaches its Arctic base with the fuel in the
    tank by the icons the weather disc will show (1B), a headwind on every windy turn (D8:
    -1 Speed, the course re-aimed each turn), arriving on the last drop if need be."""
    assert p.arctic is not None
    a = p.airship
    pos, goal = a.pos, w.xy(p.arctic)
    fuel, integrity = a.fuel, a.integrity
    speed = max(0, p.speed + p.temporary_speed)
    for k in range(fuel):
        icon = w.disc.icon(w.weather_area(pos), s.disc_round + k)
        step = worst_step(icon, speed)
        if icon is Icon.STORM:
            integrity -= 1
            if integrity <= 0:
                return False
        left = _dist(pos, goal)
        if step > 0 and left <= step + 0.2:
            return True
        if step > 0:
            t = step / left
            pos = (pos[0] + (goal[0] - pos[0]) * t, pos[1] + (goal[1] - pos[1]) * t)
    return False


def reflexes(view: State, w: World) -> Iterator[Action]:
    """Counter cards played where they pay (section 6 "Strategy Cards"): a Venture card drawn
    this turn that cost Bonds, fuel or Integrity or forced a landing is cancelled; an
    opponent's card holding the bot (blocked, skip, lost actions, Speed) is cancelled."""
    if not view.config.uses_strategy_cards or ActionKind.PLAY_STRATEGY.value in view.used:
        return
    p = view.player
    deck = w.content.strategy
    hurt = bool(p.ventures) and (
        p.ventures[-1].bonds < -20
        or p.ventures[-1].fuel < 0
        or p.ventures[-1].integrity < 0
        or p.ventures[-1].emergency
    )
    held = any(m.hostile and m.active for m in p.modifiers)
    for cid in p.strategy:
        card = _strategy_card(deck, cid)
        if card is None or not card.is_counter:
            continue
        kind = None if card.counters is None else card.counters.value
        if (kind == "cancel_venture" and hurt) or (kind == "cancel_strategy" and held):
            yield Play(cid)


def card_delay(w: World, q: PlayerState, effects: Sequence[Effect]) -> float:
    """Turns a hostile card's effects cost the player ``q`` as he stands (an estimate): a
    lost turn costs one, a blocked miniature one while it has somewhere to go, fuel lost in
    flight the Lengths it no longer covers, a push back its Lengths at his Speed; Bonds,
    Integrity and Strategy cards little, unless money or the hull is what he is short of."""
    a = q.airship
    v = max(1.0, q.speed - 0.7)
    flying = a.place is None and a.emergency is None
    lost = 0.0
    for e in effects:
        t = e.type.value
        if t == "skip_turn":
            lost += max(1, e.turns)
        elif t == "blocked":
            if e.miniature is not None and str(e.miniature) == "ship":
                lost += max(1, e.turns) if q.arctic is not None and not q.mast else 0.0
            else:
                lost += 0.9 * max(1, e.turns)
        elif t == "lose_actions":
            lost += 0.4 * abs(e.amount)
        elif t == "speed":
            lost += -e.amount * max(1, e.turns) / max(1.0, float(q.speed))
        elif t == "crew_bonus_suspended":
            skill = None if e.skill is None else str(e.skill)
            if skill == "engineer":
                lost += max(1, e.turns) / max(1.0, float(q.speed))
            elif skill == "pilot":
                lost += 0.3
            else:
                lost += 0.1
        elif t == "fuel" and e.amount < 0 and flying and q.pole is not PoleLeg.NONE:
            # On the Pole journey, no refuel until home: a tank left short of the way home
            # is an emergency landing, which breaks the journey off (D14).
            assert q.arctic is not None
            home = w.xy(q.arctic)
            way = _dist(a.pos, home)
            if q.pole is PoleLeg.OUTBOUND:
                way = _dist(a.pos, ring_point(w, q.arctic)) + _dist(ring_point(w, q.arctic), home)
            need = math.ceil(way / max(1.0, q.speed - 1.0) - 1e-9)
            left = a.fuel + e.amount
            lost += 6.0 if left < need else 0.6 * min(a.fuel, -e.amount)
        elif t == "fuel" and e.amount < 0:
            short = min(a.fuel, -e.amount)
            # in flight, each drop gone is a turn not flown; on a base, a refuel's action
            lost += (0.6 * short if q.pole is not PoleLeg.NONE else 0.35 * short) if flying else 0.2
        elif t == "move_back" and a.last_start is not None:
            lost += min(float(e.amount), _dist(a.pos, a.last_start)) / v
        elif t == "integrity" and e.amount < 0:
            lost += 0.8 if flying and a.integrity + e.amount <= 1 else 0.15
        elif t == "bonds" and e.amount < 0:
            lost += 0.3 if len(q.completed) >= 3 else 0.1
        elif t == "discard_strategy":
            lost += 0.05 * e.amount
    return lost


#: Cards that cost a turn wherever the target stands kept for the finish, at most.
_KEEP = 3
#: A rival this near the finish (his turns, :func:`turns_to_finish`) gets them.
_NEAR = 4.0
_STOPPING = frozenset({"skip_turn", "lose_actions", "speed"})


def _stopper(card: StrategyCard | None) -> bool:
    """A hostile card that costs its target time wherever he stands: a lost turn, the
    airship blocked, lost actions, less Speed (section 6) -- worth most as he finishes."""
    if card is None or card.is_counter or not card.target.allows(False):
        return False
    if card.requires_specialist is not None or any(e.is_bonus for e in card.effects):
        return False
    for e in card.effects:
        t = e.type.value
        if t == "blocked" and (e.miniature is None or str(e.miniature) != "ship"):
            return True
        if t in _STOPPING:
            return True
    return False


def _stop_turns(card: StrategyCard | None) -> float:
    """How much of a turn a stopping card takes (a lost turn or grounding first)."""
    if card is None:
        return 0.0
    out = 0.0
    for e in card.effects:
        t = e.type.value
        if t in ("skip_turn", "blocked"):
            out += max(1, e.turns)
        elif t == "lose_actions":
            out += 0.4 * abs(e.amount)
        elif t == "speed":
            out += 0.3 * abs(e.amount) * max(1, e.turns)
    return out


def dead_card(view: State, w: World) -> str | None:
    """A card in a full hand that can do nothing (section 6 NOTE: a card naming a Specialist
    acts only on a crew that has him): worth replacing with a spare action."""
    p = view.player
    deck = w.content.strategy
    for cid in p.strategy:
        card = _strategy_card(deck, cid)
        if card is None or card.requires_specialist is None:
            continue
        skill = str(card.requires_specialist)
        on = [q for q in view.players if card.target.allows(q.seat == p.seat)]
        if not any(q.crew.has_specialist(skill) for q in on):
            return cid
    return None


def _strategy_card(deck: Deck[StrategyCard], cid: str) -> StrategyCard | None:
    """The card of an id, or None for a hidden one ("?")."""
    try:
        return deck[cid]
    except KeyError:
        return None


def _pole_phase(p: PlayerState) -> bool:
    return len(p.completed) >= 3 and not p.missions and p.active is None and p.owed == 0


def macros(view: State, w: World, limit: int = 12, exchange: bool = True) -> list[Macro]:
    """The plans worth comparing this turn, the plain greedy turn first; ``exchange=False``:
    no Mission-card exchange among them."""
    p = view.player
    a = p.airship
    out: list[Macro] = [GREEDY]
    if a.emergency is not None or p.skips_turn:
        return out
    used = set(view.used)
    bonds = view.bonds(p.seat)
    stationed = a.place is not None
    # Crew first (section 3): Speed is every later turn's pace -- an Engineer, Specialist or
    # Commander, is +1 each (a Commander's bonus adds to the Specialist's); a Pilot a longer
    # tank. (A Manager's 10 Bonds a round and a Scientist's steadier course are not what the
    # race is won by, and the score cannot tell them from noise.)
    if stationed:
        spare = bonds - view.ledger.loan_outstanding(p.nation)
        if spare >= w.prices.specialist_hire + 60:
            for skill in ("engineer", "pilot"):
                if not p.crew.has_specialist(skill) and view.specialists_left(skill) > 0:
                    out.append(Macro(f"hire {skill}", (HireSpecialist(skill),)))
        if p.crew.commander is None and spare >= w.prices.commander_hire + 60:
            rank = {"engineer": 0, "pilot": 1}
            crew = w.content.crew

            def worth(cid: str) -> tuple[int, int]:
                cmd = crew.commander(cid)
                return (int(cmd.is_advanced), min(rank.get(str(k), 2) for k in cmd.skills))

            for cid in sorted(view.commanders, key=worth)[:1]:
                out.append(Macro(f"hire commander {cid}", (HireCommander(cid),)))
        if _pole_phase(p) and p.crew.specialists and spare < _pole_money(w, p):
            extra = [x for x in ("manager", "scientist") if p.crew.has_specialist(x)]
            if extra:
                out.append(Macro(f"dismiss {extra[0]}", (DismissSpecialist(extra[0]),)))
    # Which mission next (section 10): each card in hand the plain plan (the greedy bot's
    # choice) does not fly, a face-up one for a card the shortest way through the missions
    # left does not use (mission_route), or a far one given for the deck's top.
    if p.active is None and not _pole_phase(p) and p.missions:
        planned = GreedyBot._choose_mission(_PICKER, view, w, p)
        for card in p.missions:
            if planned is None or planned[2] is not None or planned[0] != card:
                out.append(Macro(f"mission {card}", mission=card))  # not the plain plan's
        if (
            exchange
            and ActionKind.MISSION_CARD.value not in used
            and HIDDEN not in view.mission_table
        ):
            out.extend(_exchanges(view, w, p))
        if ActionKind.MISSION_CARD.value not in used and view.mission_deck:
            # not behind the face-up exchanges' lock (ExpertBot._exchanged): a card given
            # for the deck's top goes to its bottom and cannot come back and forth
            out.extend(_blind_exchanges(view, w, p))
    elif (
        p.active is not None
        and stationed
        and _dist(a.pos, w.xy(p.active.target)) > 1.6 * max(1.0, p.speed * p.range / 2)
    ):
        # A mission far off the way: give it up and pick another (section 10 "Abandon").
        out.append(Macro("abandon", (Abandon(),)))
    # Which Arctic base (section 10 "Arctic Base Organization").
    taken = {q.arctic for q in view.players if q.arctic is not None}
    if p.arctic is None:
        for base in _arctic_choices(view, w, p, taken)[:3]:
            out.append(Macro(f"reserve {base}", (Reserve(base),), base=base))
    elif not p.mast and p.ship.place != p.arctic:
        best = _arctic_choices(view, w, p, taken)[:1]
        if best and _ship_cost(w, p, best[0]) < 0.6 * _ship_cost(w, p, p.arctic):
            out.append(
                Macro(f"move base to {best[0]}", (MoveBase(), Reserve(best[0])), None, best[0])
            )
    # When to go for the Pole (section 9, D14): now, even without a spare turn of fuel.
    if _pole_phase(p) and p.mast and a.place == p.arctic and p.pole is PoleLeg.NONE:
        out.append(Macro("pole now", pole_now=True))
    # Strategy cards (section 6) are played, drawn and replaced by PlanBot with the turn's
    # spare actions (PlanBot._strategy, PlanBot.propose): the score of a turn counts what a
    # card played on a rival will cost him (card_delay), so searching them is only noise.
    # Sell a completed mission for Bonds (section 10) when money holds the Pole back.
    if _pole_phase(p) and p.completed and bonds < _pole_money(w, p):
        out.append(Macro(f"sell {p.completed[0].card}", (Sell(p.completed[0].card),)))
    seen: set[str] = set()
    unique = []
    for m in out:
        if m.name not in seen:
            seen.add(m.name)
            unique.append(m)
    return unique[:limit]


def _exchanges(view: State, w: World, p: PlayerState) -> list[Macro]:
    """Mission-card exchanges worth a look (section 10): for each face-up card, the shortest
    way through the missions left (:func:`mission_route`, to the Arctic base the player has or
    will get) that flies it first; the two best of them that beat the hand's own way, each
    giving up the hand card that way leaves unused and farthest off."""
    hand = tuple(c for c in p.missions if c in w.missions)
    if not hand:
        return []
    left = max(1, 3 - len(p.completed) + p.owed)
    end = _route_end(view, w, p)
    pos = p.airship.pos
    money = route_money(view, w, p, end, max(1.0, p.speed - 0.7))
    own = mission_route(w, pos, hand, (), left, end, money=money)[0]
    found = []
    for card in view.mission_table:
        if card not in w.missions:
            continue
        leg, t, _, _ = mission_leg(w, pos, card)
        _, _, _, pay = mission_leg(w, pos, card)
        spare, fuel, pace = money
        rest, seq = mission_route(
            w, t, hand, (), left - 1, end, money=(spare + pay - fuel * leg, fuel, pace)
        )
        total = leg + rest + _EXCHANGE
        if total < own - 0.5:
            unused = [c for c in hand if c not in seq]
            if not unused:
                continue
            give = max(unused, key=lambda c: mission_leg(w, t, c)[0])
            found.append((total, card, give))
    found.sort()
    return [Macro(f"exchange {g} for {c}", (Exchange(g, c),), c) for _, c, g in found[:2]]


def _blind_exchanges(view: State, w: World, p: PlayerState) -> list[Macro]:
    """A hand card exchanged for the covered deck's top (section 10 "Swapping a Mission Card
    or Drawing a New One": the card given goes to the bottom of the deck), when the way
    through the missions left without it, one more drawn blind (:data:`_BLIND`), is shorter
    than the hand's own way (:func:`mission_route`). The search's determinizations deal the
    drawn card from those out of sight, so a far card is weighed against a fair draw. Seat 0
    of the balance study's game 0 flew its last compulsory mission from London to Tashkent
    and back to Kings Bay (rounds 4 to 18): the face-up cards held nothing nearer, and the
    bot never drew blind."""
    hand = tuple(c for c in p.missions if c in w.missions)
    left = 3 - len(p.completed) + p.owed
    if not hand or left <= 0:
        return []
    end = _route_end(view, w, p)
    pos = p.airship.pos
    money = route_money(view, w, p, end, max(1.0, p.speed - 0.7))
    own = mission_route(w, pos, hand, (), left, end, money=money)[0]
    found = []
    for card in hand:
        rest = tuple(c for c in hand if c != card)
        way = mission_route(w, pos, rest, (), left, end, money=money)[0] + _EXCHANGE
        if way < own - 0.5:
            found.append((way, card))
    found.sort()
    cards = [c for _, c in found[:1]]
    # and the card the greedy bot finds hopeless (beyond the unseen cards' mean by a margin),
    # which the plain plan gives up after its turn's other choices
    hopeless = GreedyBot._blind_swap(_PICKER, view, w, p)
    if hopeless is not None and hopeless not in cards:
        cards.append(hopeless)
    return [Macro(f"exchange {c} for the deck", (Exchange(c, "deck"),)) for c in cards]


def route_money(
    s: State, w: World, p: PlayerState, base: Coord, pace: float
) -> tuple[float, float, float]:
    """What :func:`mission_route` weighs money by: (the Bonds to spare once the loan is repaid
    and the Arctic base's rental and set-up, the Pole journey's fuel and a cushion are paid,
    before any reward; the fuel a Length flown costs; Lengths a turn). D14: the loan is repaid
    before the Pole; section 11 prices."""
    prices = w.prices_for(s.config)
    fuel = float(_dearest_price(prices.fuel))
    spare = float(s.bonds(p.seat) - s.ledger.loan_outstanding(p.nation))
    spare -= prices.pole_min_bonds + 40 + fuel * pole_turns(p, base)
    if p.arctic is None:
        spare -= _dearest_price(prices.arctic_base_rental)
    if not p.mast:
        spare -= _dearest_price(prices.arctic_base_setup)
    return spare, fuel / max(1.0, pace), pace


def _dearest_price(tariff: Tariff) -> int:
    """The dearest price of a tariff (an opponent's base in the advanced game, D12)."""
    return max(tariff.own, tariff.neutral, tariff.opponent)


def _route_end(s: State, w: World, p: PlayerState) -> Coord:
    """Where the missions' way ends: the Arctic base the player has, or will get."""
    if p.arctic is not None:
        return w.xy(p.arctic)
    got = arctic_picks(s, w, p.seat).get(p.seat)
    return w.xy(got) if got is not None else (0.0, -4.0)


def _pole_money(w: World, p: PlayerState) -> int:
    prices = w.prices
    return prices.pole_min_bonds + max(prices.fuel.own, prices.fuel.neutral) * p.range


def _dist(a: Coord, b: Coord) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def _ship_cost(w: World, p: PlayerState, base: str) -> float:
    router = water_router(w.board)
    here = p.ship.place
    if here is not None and here in router.port_node:
        return router.cost(here, base)
    nodes = router.path_nodes(p.ship.pos, base)
    if not nodes:
        return math.inf
    costs, _ = router.tree(base)
    return costs.get(nodes[0], math.inf)


def _arctic_choices(view: State, w: World, p: PlayerState, taken: set[str]) -> list[str]:
    scored = []
    here = p.airship.place if p.airship.place is not None else p.airship.pos
    for base in w.arctic_bases:
        if base in taken:
            continue
        cost = _ship_cost(w, p, base) / 3.0 + 1.5 * _dist(w.xy(base), POLE) / max(1, p.speed)
        cost += _detour(view, w, p, here, base)  # the airship's way there, round obstacles
        if not p.has_commander and not _pole_line_clear(w, w.xy(base), view.config.advanced):
            cost += _NO_LINE
        if math.isfinite(cost):
            scored.append((cost, base))
    scored.sort()
    return [b for _, b in scored]


# -- determinization ---------------------------------------------------------------------------
def determinize(view: State, w: World, rng: random.Random) -> State:
    """A full state consistent with ``view``: the hidden cards dealt at random from those out of
    sight, the decks shuffled, a fresh generator (no knowledge of the true state is used)."""
    seat = view.current
    # the edition's deck (edition 5 adds cities) less every card in sight
    missions = missions_out_of_sight(view, w.mission_cards(view.edition))
    strategy = set(w.content.strategy.ids)
    venture = list(w.content.venture.ids)
    for p in view.players:
        strategy.difference_update(p.strategy)
        strategy.difference_update(x.card for x in p.pending)
        if p.trap is not None:
            strategy.discard(p.trap[0])
    mission_pool = sorted(missions)
    strategy_pool = sorted(strategy)
    rng.shuffle(mission_pool)
    rng.shuffle(strategy_pool)
    rng.shuffle(venture)

    def deal(pool: list[str], cards: Sequence[str]) -> tuple[str, ...]:
        out = []
        for c in cards:
            if c != HIDDEN:
                out.append(c)
            elif pool:
                out.append(pool.pop())
        return tuple(out)

    players = []
    for p in view.players:
        if p.seat == seat:
            own = tuple(replace(x, card=strategy_pool.pop()) for x in p.pending if strategy_pool)
            players.append(replace(p, pending=own))
            continue
        trap = p.trap
        if trap is not None and trap[0] == HIDDEN and strategy_pool:
            trap = (strategy_pool.pop(), trap[1])
        players.append(
            replace(
                p,
                missions=deal(mission_pool, p.missions),
                strategy=deal(strategy_pool, p.strategy),
                pending=tuple(
                    replace(x, card=strategy_pool.pop()) for x in p.pending if strategy_pool
                ),
                trap=trap,
            )
        )
    return replace(
        view,
        players=tuple(players),
        rng=Rng.from_seed(rng.getrandbits(63)),
        mission_deck=deal(mission_pool, view.mission_deck),
        strategy_deck=deal(strategy_pool, view.strategy_deck),
        venture_deck=tuple(venture[: len(view.venture_deck)]),
    )


# -- playing turns inside the search -----------------------------------------------------------
class PassBot:
    """An opponent in the search at the lower levels: he holds still (his turn starts, so the
    Strategy cards played on him act; the shared driver moves an airship in flight on, and
    answers a decision he owes)."""

    name = "pass"

    def propose(self, view: State, world: World) -> list[Action]:
        return [EndTurn()]


def play_turn(state: State, bots: Mapping[int, Bot], w: World) -> State:
    """One whole turn of the current player, and any decision owed during it, played by
    ``bots`` (one per seat) through the shared :class:`~npq.bots.driver.Driver`."""
    driver = Driver(bots, w)
    turn = state.turn
    for _ in range(40):
        if state.outcome is not None or state.turn != turn or driver.bot_to_act(state) is None:
            break
        state, _, _ = driver.step(state)
    return state


# -- evaluation --------------------------------------------------------------------------------
#: The memos below are keyed by the board too (``id(w.board)``): a process may play games of
#: two editions, whose boards differ in places (World.for_edition).
_WATER: dict[tuple[int, str | None, Coord, str], float] = {}


def _water_left(w: World, place: str | None, pos: Coord, base: str) -> float:
    """The ship's sailing cost (D5) still to its Arctic base (30 when no passage is found)."""
    key = (id(w.board), place, (round(pos[0], 3), round(pos[1], 3)), base)
    found = _WATER.get(key)
    if found is not None:
        return found
    router = water_router(w.board)
    if place is not None and place in router.port_node:
        cost = router.cost(place, base)
    else:
        nodes = router.path_nodes(pos, base)
        costs, _ = router.tree(base)
        cost = costs.get(nodes[0], 30.0) if nodes else 30.0
    if len(_WATER) > 8192:
        _WATER.clear()
    _WATER[key] = cost if math.isfinite(cost) else 30.0
    return _WATER[key]


def turns_to_finish(
    s: State,
    w: World,
    p: PlayerState,
    bases: Mapping[int, str] | None = None,
    table: Sequence[str] | None = None,
    hire_later: bool = False,
    own: bool = False,
) -> float:
    """How many of his turns the player still needs to fly the Pole and back (an estimate: the
    remaining missions by the shortest way through them to the Arctic base (:func:`mission_route`),
    the ship's passage there, at the Speed less one for the weather). ``bases``: the Arctic
    base each player without one will get (:func:`arctic_picks`; worked out here when not
    given); ``table``: the face-up Mission cards the player may exchange for (section 10;
    ``None``: his hand only); ``hire_later``: an Engineer the player can afford and has not
    hired counts as hired a turn later (half a turn), so that hiring him is not worth more
    now than the turn's flight or an Arctic base's reservation (he can be hired next time).
    ``own``: the expert's own player, whose Pole flight waits out the fog and aims at the
    clearest ring point (:func:`pole_departure`); the greedy bot's leaves when ready, for the
    Pole itself."""
    speed, later = p.speed, 0.0
    if (
        hire_later
        and len(p.completed) < 3
        and not p.crew.has_specialist("engineer")
        and s.specialists_left("engineer") > 0
        and s.bonds(p.seat) - s.ledger.loan_outstanding(p.nation) >= w.prices.specialist_hire + 100
    ):
        speed, later = speed + 1, 0.5
    v = max(1.0, speed - 0.7)  # lasting card effects: _handicap
    a = p.airship
    pos = a.pos
    if p.pole is not PoleLeg.NONE and p.arctic is not None:
        # The journey's rest by the disc's weather (polar_flight), the best ring point ahead.
        home = w.xy(p.arctic)
        speed = max(1, p.speed + p.temporary_speed)
        if p.pole is PoleLeg.OUTBOUND:
            rest = min(
                polar_flight(w, pos, ring, home, s.disc_round + 1, speed, a.fuel)
                for ring in (_RING_POINTS if own else (POLE,))
            )
        else:
            rest = polar_flight(w, pos, None, home, s.disc_round + 1, speed, a.fuel)
        return rest + (8.0 if a.integrity <= 1 and a.place is None else 0.0)
    ship = 0.0
    known = True
    base_id: str | None = p.arctic
    if p.arctic is not None:
        base = w.xy(p.arctic)
        if not p.mast:
            ship = _water_left(w, p.ship.place, p.ship.pos, p.arctic) / 3.0 + 1.0
    else:
        # No base yet: the one it will get -- the rivals still without one reserve theirs
        # first (each has a turn before this player's next), then a turn's action for it.
        picks = arctic_picks(s, w, p.seat) if bases is None else bases
        got = picks.get(p.seat)
        base_id = got
        if got is not None:
            base = w.xy(got)
            ship = _water_left(w, p.ship.place, p.ship.pos, got) / 3.0 + 2.0
        else:
            base, ship, known = (0.0, -4.0), 10.0, False
    air = 0.0
    left = max(0, 3 - len(p.completed)) + p.owed
    last: str | Coord = a.place if a.place is not None else pos  # where the way home starts
    if p.active is not None:
        target = w.xy(p.active.target)
        air += _dist(pos, target)
        pos = target
        last = p.active.target
        left = max(0, left - 1)
    hand = tuple(c for c in p.missions if c in w.missions)
    money = route_money(s, w, p, base, v)
    if p.active is not None:
        spare, fuel, pace = money
        money = (spare + p.active.reward - fuel * air, fuel, pace)
    if table is None:
        # A rival's hand, or one the player sees no better than: a card so far that it is
        # exchanged for a face-up one some turn (section 10) costs that turn's Mission-card
        # action, not the trip -- else the search gave up Kings Bay's reservation to
        # exchange the card at once.
        way, seq = mission_route(w, pos, hand, (), left, base, cap=_BLIND + 1.0, money=money)
    else:
        way, seq = mission_route(w, pos, hand, table, left, base, money=money)
    air += way
    if seq:
        last = w.missions[seq[-1]].place
    elif left > 0:
        last = ""  # missions drawn blind: no known way home
    journey = pole_turns(p, base)
    before = air / v + 0.15 * air / max(1.0, p.range * v) + later  # refuels now and then
    if base_id is not None and last != "" and (p.arctic is None or a.place != p.arctic):
        before += _detour(s, w, p, last, base_id)
    if known:
        # When it can leave and how long the journey takes by the disc's weather (1B: the
        # disc's turning is public; State.disc_round is the notch it shows, edition 4's turn
        # at set-up counted): in edition 3's calendar Kings Bay's sector is fogged from round
        # 13 to 17, Tikhaya Bay's clear from 14 -- the weather, not the Lengths, decides which
        # way through the missions and which base finish first. (Read only within six turns
        # of the journey, Germany flew Pulham-Montreal-Chicago from Kings Bay in game 8 of the
        # edition-3 balance study and sat on it in fog from round 13 to 17.)
        ready = s.disc_round + 1 + math.ceil(max(before, ship) - 1e-9)
        if own:
            weather = pole_departure(w, base, ready, max(1, p.speed), p.range)[0]
        else:
            # the greedy bot leaves when ready, for the ring on its base's line (pole_point)
            weather = polar_flight(w, base, pole_point(base), base, ready, max(1, p.speed), p.range)
        # The round it will be ready in is a guess that grows vaguer with the work left: far
        # from it, the calendar's count is blended with the journey's Lengths, so a turn's
        # progress on the missions still counts inside a fog window the guess may miss (read
        # alone, it left the missions' pace to chance: the second mission came 0.6 rounds
        # later over 40 games).
        sure = 1.0 if before <= 4.0 else max(0.4, 1.0 - 0.1 * (before - 4.0))
        journey = sure * weather + (1.0 - sure) * journey
    if known and not p.has_commander and not _pole_line_clear(w, base, s.config.advanced):
        # D10: only a Commander takes the airship through the obstacles on the way (Jan
        # Mayen, Matochkin Shar, Dikson): 180 Bonds to find in the Pole phase, and the
        # greedy bot's record from them is 1 win in 42 holders.
        journey += _NO_LINE
    turns = before + journey
    if a.emergency is not None or a.must_restore:
        turns += 2.0
    turns += _handicap(w, p)
    return max(turns, ship + journey)


_DETOURS: dict[tuple[object, ...], float] = {}


def _detour(s: State, w: World, p: PlayerState, origin: str | Coord, base: str) -> float:
    """The turns the airship's way from ``origin`` (the last mission's target, or where it is)
    to the Arctic base ``base`` takes beyond the straight line's: the planner's fewest turns on
    a full tank (:func:`~npq.bots.routing.route_turns`, round the obstacles and by the bases
    that sell fuel, 1A, D10) less the straight line's whole turns; four turns when it finds
    no way. The race counted the way home at the straight line's Lengths, so Danmarkshavn and
    Etah, behind Greenland's obstacles (5 and 4 turns from Christiania or Moscow where Kings Bay
    is 2), looked as near as Kings Bay: the expert reserved Danmarkshavn in 31 of the 100
    games of the schedule and won 8, against 12 of 18 from Kings Bay."""
    here = origin if isinstance(origin, str) else _round2(origin)
    speed = max(1, p.speed)
    dry = dry_bases(s, w)
    key = (id(w.board), here, base, speed, p.range, p.has_commander, s.config.advanced, dry)
    found = _DETOURS.get(key)
    if found is not None:
        return found
    start = w.xy(origin) if isinstance(origin, str) else origin
    straight = math.ceil(_dist(start, w.xy(base)) / speed - 1e-9)
    # Round the obstacles even with a Commander aboard, as the plan flies them when a way
    # round exists (GreedyBot._next_leg: each obstacle crossed draws a Venture card, D10);
    # counted through them the detours vanished for a Commander, and the search hired one
    # in round 1 instead of reserving Kings Bay.
    prices = w.prices_for(s.config)
    rules = RouteRules(
        advanced=s.config.advanced,
        barrage_unlocked=True,
        max_integrity=max(1, p.max_integrity),
        fuel_price=_dearest_price(prices.fuel),
        repair_price=_dearest_price(prices.repair),
        dry=dry,
    )
    crew = RouteCrew(commander=False, scientist=p.has_skill("scientist"))
    turns = clear_turns(
        w.board, origin, base, speed=speed, range_=max(1, p.range), crew=crew, rules=rules
    )
    if turns is None and p.has_commander:
        turns = route_turns(s, w, p, origin, base, unlocked=True, dry=dry)
    found = 4.0 if turns is None else float(max(0, turns - straight))
    if len(_DETOURS) > 16384:
        _DETOURS.clear()
    _DETOURS[key] = found
    return found


#: Turns an Arctic base whose line to the Pole crosses an obstacle costs without a Commander.
_NO_LINE = 4.0
_LINES: dict[tuple[int, Coord, bool], bool] = {}


def _pole_line_clear(w: World, base: Coord, advanced: bool) -> bool:
    """Whether the straight way from the Arctic base at ``base`` to the Pole crosses no
    obstacle (D10: else only a Commander takes the airship on)."""
    key = (id(w.board), base, advanced)
    found = _LINES.get(key)
    if found is None:
        found = _LINES[key] = air_router(w.board, advanced).segment_clear(base, POLE, False, True)
    return found


#: Points of the Pole's ring an overflight may aim at (D4: any path within 0.3 L of the Pole):
#: eight bearings, so that a course can pass through a polar sector the fog has left clear --
#: two inside each of the four polar weather areas (1B: their edges run at 0, 90, 180 and 270
#: degrees), none on an edge. On an edge the airship's end point lies a rounding error to
#: either side of it: aimed at (0.25, 0), its weather read in the 0-90 degree area, the
#: airship stopped at y = -7e-16 in the 270-360 one, fogged from the next round, and sat
#: there seven rounds (game 90 of the 100-game schedule; game 57 lost two rounds so; both
#: games lost).
_RING_POINTS: tuple[Coord, ...] = tuple(
    (RING * math.cos((k + 0.5) * math.pi / 4), RING * math.sin((k + 0.5) * math.pi / 4))
    for k in range(8)
)
_FLIGHTS: dict[tuple[object, ...], float] = {}


def _toward(a: Coord, b: Coord, step: float) -> Coord:
    d = _dist(a, b)
    if d <= step or d <= 1e-9:
        return b
    t = step / d
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _bent(a: Coord, b: Coord, step: float) -> tuple[Coord, Coord]:
    """Where a course from ``a`` toward ``b`` ends when the wind bends it 24 degrees either
    way (D8), ``step`` Lengths on (at most to ``b``'s distance)."""
    d = _dist(a, b)
    if d <= 1e-9:
        return (a, a)
    step = min(step, d)
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    c, s = math.cos(math.radians(24.0)), math.sin(math.radians(24.0))
    return (
        (a[0] + step * (ux * c - uy * s), a[1] + step * (ux * s + uy * c)),
        (a[0] + step * (ux * c + uy * s), a[1] + step * (-ux * s + uy * c)),
    )


def polar_flight(
    w: World,
    pos: Coord,
    ring: Coord | None,
    home: Coord,
    round_no: int,
    speed: int,
    fuel: int,
) -> float:
    """Turns of the Pole journey's rest from ``pos``: to the ring point ``ring`` (``None``: the
    Pole flown over already) and home to the Arctic base at ``home``, turn by turn by the icons
    the weather disc will show where the airship is (1B: the disc's turning is public): fog
    holds it where it is -- the polar sectors stay fogged five to eight rounds, the trap the
    greedy bot flies into -- rain costs a point of Speed, wind or storm a headwind's and the
    course bent (:func:`~npq.bots.greedy.worst_step`); a turn that moves burns a drop of fuel.
    A tank that runs dry on the way is an emergency landing, which breaks the journey off
    (D14): eight turns more."""
    key = (id(w.board), _round2(pos), ring, home, round_no, speed, fuel)
    found = _FLIGHTS.get(key)
    if found is not None:
        return found
    turns, r, left = 0, round_no, fuel
    out = ring is not None
    result = 16.0
    near: tuple[Coord, ...] = ()  # where the wind may have put it instead (D8: 24 degrees)
    while turns < 16:
        icon = w.disc.icon(w.weather_area(pos), r)
        if any(w.disc.icon(w.weather_area(q), r) is Icon.FOG for q in near):
            icon = Icon.FOG  # the polar sectors are narrow: a bent course may end in the fog
        turns += 1
        r += 1
        if icon is Icon.FOG:
            continue
        if left <= 0:
            result = turns + 8.0
            break
        left -= 1
        step = worst_step(icon, speed)
        goal = ring if out and ring is not None else home
        if not out and _dist(pos, home) <= step + 0.25:
            result = float(turns)
            break
        near = _bent(pos, goal, float(speed)) if icon in (Icon.WIND, Icon.STORM) else ()
        if out and _dist(pos, goal) <= step:
            pos, out = goal, False
        else:
            pos = _toward(pos, goal, step)
    if len(_FLIGHTS) > 16384:
        _FLIGHTS.clear()
    _FLIGHTS[key] = result
    return result


def pole_departure(
    w: World, base: Coord, round_no: int, speed: int, fuel: int, waits: int = 5
) -> tuple[float, int, Coord]:
    """The best Pole journey from the Arctic base at ``base`` as the disc's weather stands:
    (turns until home, counting the turns waited on the base, the turns to wait, the ring point
    to aim at), over :data:`_RING_POINTS` and departures from ``round_no`` to ``waits`` rounds
    later; ties go to the earlier departure."""
    best: tuple[float, int, Coord] | None = None
    d = math.hypot(*base)
    home_line = (base[0] * RING / d, base[1] * RING / d) if d > RING else POLE
    for k in range(waits + 1):
        for ring in (home_line, *_RING_POINTS):
            t = k + polar_flight(w, base, ring, base, round_no + k, speed, fuel)
            if best is None or t < best[0] - 1e-9:
                best = (t, k, ring)
    assert best is not None
    return best


def pole_turns(p: PlayerState, base: Coord) -> float:
    """Turns of the Pole journey from an Arctic base at ``base`` (D14): out to the Pole's ring
    and back, whole turns each way at the Speed less half a point for the weather; a journey
    longer than the tank (no refuel on the way) needs a Pilot first or is broken off, three
    turns more. The whole turns are what makes Kings Bay (2.5 L from the Pole, one turn each
    way) worth the race: its holder won 65 of 140 greedy games."""
    way = max(0.0, _dist(base, POLE) - RING)
    each = math.ceil(way / max(1.0, p.speed - 0.5) - 1e-9)
    turns = 2.0 * max(1, each)
    return turns + (3.0 if turns > p.range else 0.0)


#: Lengths of a mission drawn blind: the mean trip of the greedy bot's missions.
_BLIND = 7.0
#: Lengths a face-up Mission card taken by exchange costs over one in hand: a turn's
#: Mission-card action, and the chance a rival takes it first (section 10).
_EXCHANGE = 0.5

_LEGS: dict[tuple[int, Coord, str], tuple[float, Coord, str, int]] = {}
#: Bonds a turn that extra work earns when money holds the Pole back (section 10: an extra
#: mission, or a completed one sold for 200 and another flown in its place).
_EARNING = 50.0


def mission_leg(w: World, pos: Coord, card: str) -> tuple[float, Coord, str, int]:
    """(Lengths from ``pos`` by the nearest way through a Starting Point to the card's target,
    the target's position, that Starting Point, the mission's reward from it, D11): a Starting
    Point whose ring meets the target's halo gives no mission (issue 17 ruling 2)."""
    key = (id(w.board), _round2(pos), card)
    found = _LEGS.get(key)
    if found is not None:
        return found
    target = w.missions[card].place
    t = w.xy(target)
    best, via = math.inf, ""
    for start in sorted(w.start_points):
        if start == target or target_at_start(w, start, target):
            continue
        st = w.xy(start)
        d = _dist(pos, st) + _dist(st, t)
        if d < best:
            best, via = d, start
    if len(_LEGS) > 16384:
        _LEGS.clear()
    _LEGS[key] = found = (best, t, via, w.reward(via, target) if via else 0)
    return found


def mission_route(
    w: World,
    pos: Coord,
    hand: Sequence[str],
    table: Sequence[str],
    left: int,
    end: Coord,
    cap: float | None = None,
    money: tuple[float, float, float] | None = None,
) -> tuple[float, tuple[str, ...]]:
    """The shortest way (Lengths) from ``pos`` through ``left`` more missions -- cards of the
    hand, or face-up ones of ``table`` taken by exchange, each for a hand card it does not use
    (section 10) -- and on to ``end`` (the Arctic base), with the cards in the order flown.
    Missions beyond the hand are drawn blind. ``cap``: a leg longer than it counts as ``cap``
    and leaves the airship where it was (a card to be exchanged later). ``money``: (Bonds to
    spare after what the base and the Pole still cost, Bonds of fuel a Length, Lengths a turn):
    a way whose rewards (D11: 20 Bonds a Length of the mission) leave the Pole short of money
    counts the turns of extra work that earn the rest (:data:`_EARNING` a turn), in Lengths."""
    k = min(left, len(hand))
    blind = (left - k) * _BLIND

    def short(total: float, pay: float) -> float:
        if money is None:
            return 0.0
        spare, fuel, pace = money
        return max(0.0, fuel * total - spare - pay) / _EARNING * pace

    if k == 0:
        way = blind + _dist(pos, end)
        return way + short(way, 100.0 * (left - k)), ()
    pool = list(dict.fromkeys(c for c in (*hand, *table) if c in w.missions))
    held = set(hand)
    best: tuple[float, tuple[str, ...]] = (math.inf, ())
    for seq in itertools.permutations(pool, k):
        at = pos
        total = _EXCHANGE * sum(1 for c in seq if c not in held)
        paid = 100.0 * (left - k)
        for c in seq:
            leg, t, _, pay = mission_leg(w, at, c)
            paid += pay
            if cap is not None and leg > cap:
                total += cap
                continue
            total += leg
            at = t
            if total >= best[0]:
                break
        total += _dist(at, end)
        total += short(total + blind, paid)
        if total < best[0]:
            best = (total, seq)
    return best[0] + blind, best[1]


_PICKS: dict[tuple[object, ...], dict[int, str]] = {}


def arctic_picks(s: State, w: World, seat: int) -> dict[int, str]:
    """The Arctic base each player without one will reserve (section 10 "Arctic Base
    Organization"): the rivals first, in turn order from ``seat``'s left (each has a turn
    before ``seat``'s next), each taking the free base the greedy bot would
    (:meth:`~npq.bots.greedy.GreedyBot._pick_arctic`), then ``seat`` from what is left.
    Without this the search saw Kings Bay as free for ever and traded the turn's
    reservation for a mission exchange."""
    key = (
        id(w.board),
        *(
            (q.seat, q.arctic, q.ship.place, _round2(q.ship.pos), q.airship.place)
            for q in s.players
        ),
        seat,
        s.config.advanced,
    )
    found = _PICKS.get(key)
    if found is not None:
        return found
    n = len(s.players)
    order = [s.players[(seat + k) % n] for k in range(1, n + 1)]
    out: dict[int, str] = {}
    players = list(s.players)
    picker = _PICKER
    picker._advanced = s.config.advanced
    for q in order:
        if q.arctic is not None:
            continue
        base = picker._pick_arctic(replace(s, players=tuple(players)), w, q)
        if base is None:
            continue
        out[q.seat] = base
        players[q.seat] = replace(players[q.seat], arctic=base)
    if len(_PICKS) > 4096:
        _PICKS.clear()
    _PICKS[key] = out
    return out


_PICKER = GreedyBot()


def _round2(xy: Coord) -> Coord:
    return (round(xy[0], 2), round(xy[1], 2))


def _cost_of(kind: str, amount: int, turns: int, speed: int) -> float:
    """Turns a lasting effect costs its player (an estimate)."""
    turns = max(1, turns)
    if kind in ("skip_turn", "blocked"):
        return float(turns)
    if kind == "lose_actions":
        return 0.4 * abs(amount) * turns
    if kind == "speed":
        return -amount * turns / max(1.0, float(speed))
    return 0.0


def _handicap(w: World, p: PlayerState) -> float:
    """Turns lost to the cards acting on the player: lasting effects, and Strategy cards
    played on him that act when his turn starts (section 6)."""
    lost = sum(
        _cost_of(m.kind, m.amount, m.turns, p.speed) for m in p.modifiers if m.kind != "speed"
    )
    lost += sum(
        _cost_of("speed", m.amount, m.turns, p.speed) for m in p.modifiers if m.kind == "speed"
    )
    deck = w.content.strategy
    for item in p.pending:
        if item.card in deck:
            lost += card_delay(w, p, deck[item.card].effects)
    return lost


#: What Bonds beyond the richest rival's are worth in :func:`race_value` under *It's Not Just
#: "First"*, at most (in an even race, about what three quarters of a turn's lead is worth),
#: and the Bonds over which it saturates.
_RICHER = 0.06
_RICHER_SCALE = 150.0


def race_value(s: State, w: World, seat: int) -> float:
    """The position's worth to ``seat``: 1 won, 0 lost, else the finish race
    (:func:`turns_to_finish`) against the nearest rival, and Bonds.

    Under *It's Not Just "First"* (section 9's variant, a new game's victory rule) those back
    from the Pole in the same round are ranked by their Bonds, so the Bonds against the richest
    rival's count (:data:`_RICHER`, over :data:`_RICHER_SCALE` Bonds): the expert that spent
    freely on crew ended its games with 164 Bonds on average where the greedy bots kept 213
    (200 games, edition 9, seed 0). With the weight it won 67 and
    64 of 140 games against three greedy bots (seeds 0 and 1) where it had won 60 and 58.5
    (docs/rules-decisions.md "Edition 10"). Else the Bonds only break ties."""
    if s.outcome is not None:
        return 1.0 / len(s.outcome.winners) if seat in s.outcome.winners else 0.0
    picks = arctic_picks(s, w, seat)
    table = s.mission_table if HIDDEN not in s.mission_table else None
    me = turns_to_finish(s, w, s.players[seat], picks, table, hire_later=True, own=True)
    rivals = [turns_to_finish(s, w, q, picks) for q in s.players if q.seat != seat]
    bonds = s.bonds(seat) - s.ledger.loan_outstanding(s.players[seat].nation)
    if not rivals:  # solo: finish soon, and rich (section 12 scores Bonds)
        return 1.0 / (1.0 + me / 10.0) + 0.02 * math.tanh(bonds / 500.0)
    lead = min(rivals) - me
    race = 1.0 / (1.0 + math.exp(-lead / 3.0))
    if not s.config.not_just_first:
        return race + 0.02 * math.tanh(bonds / 500.0)
    richest = max(
        s.bonds(q.seat) - s.ledger.loan_outstanding(q.nation) for q in s.players if q.seat != seat
    )
    return race + _RICHER * math.tanh((bonds - richest) / _RICHER_SCALE)


# -- the search --------------------------------------------------------------------------------
@dataclass(slots=True)
class _Node:
    visits: int = 0
    value: float = 0.0
    avail: int = 0
    children: dict[str, _Node] = field(default_factory=dict)


@dataclass(slots=True)
class SearchStats:
    """What the last decision looked at (for tests, the app's hint and the benchmark)."""

    iterations: int = 0
    seconds: float = 0.0
    scores: dict[str, tuple[int, float]] = field(default_factory=dict)
    chosen: str = "greedy"


class ExpertBot:
    """Information-set MCTS over macro-actions with greedy rollouts (see the module doc).

    ``level`` is a key of :data:`LEVELS`; ``seed`` fixes the bot's own sampling, so the same
    game seed and bot seed give the same game. ``time_limit`` (seconds) caps a decision's wall
    time on top of the level's iterations (the app uses it; ``npq sim`` and ``npq balance`` do
    not, so their results do not depend on the machine's load)."""

    name = "expert"
    C = 0.7  # UCB1 exploration
    MARGIN = 0.01  # how much better than the greedy plan a macro must look
    SETTLE = 4  # draws each of the last two plans has before the search may stop early
    SETTLED = 0.12  # the lead in mean score on the same draws that stops it

    def __init__(
        self, seed: int = 0, level: str = "normal", time_limit: float | None = None
    ) -> None:
        if level not in LEVELS:
            raise InputError(
                N_("unknown expert level {level}: choose one of {levels}"),
                level=repr(level),
                levels=", ".join(LEVELS),
            )
        self.seed = seed
        self.level = LEVELS[level]
        self.time_limit = time_limit if time_limit is not None else self.level.time_limit
        self._turn: tuple[int, int, int] | None = None
        self._plan = PlanBot()
        #: Missions completed when it last exchanged a Mission card: one exchange until the
        #: next mission is done (it exchanged Montreal, Winnipeg and Baghdad back and forth
        #: for eight rounds of game 2 of the balance study, one turn's look-ahead each time).
        self._exchanged = -1
        self._may_exchange = True
        self._opponent = GreedyBot()
        self.stats = SearchStats()

    def propose(self, view: State, world: World) -> list[Action]:
        world = world.for_edition(view.edition)  # the board of the game's edition
        key = (view.round, view.turn, view.current)
        if key != self._turn:
            self._turn = key
            done = len(view.player.completed)
            self._may_exchange = self._exchanged != done
            plan = self._decide(view, world)
            if any(isinstance(a, Exchange) and a.take != "deck" for a in plan.first):
                self._exchanged = done
            self._plan = PlanBot(plan)
        return self._plan.propose(view, world)

    # -- decision ------------------------------------------------------------------------------
    def _decide(self, view: State, w: World) -> Macro:
        """Sequential halving over the root's macros (Karnin, Koren & Somekh 2013): each round
        samples the plans still in the running on fresh determinizations, one shared by all of
        them (common random numbers: the same cards and wind for every plan, so they are
        compared on equal luck), then keeps the better half, the plain greedy plan always; the
        budget goes to the plans that can win rather than two samples each (the choice of an
        Arctic base came down to noise). Below the root, UCB1 in the tree."""
        options = [
            m
            for m in macros(view, w, self.level.macros, self._may_exchange)
            if not m.first or check(view, m.first[0], w, seat=view.current) is None
        ]
        p = view.player
        if p.arctic is None and ActionKind.RESERVE_BASE.value not in view.used:
            # The base the plain plan reserves, worked out once from here: the greedy bot's
            # choice weighs the airship's flight to each base from where it stands, a new
            # question to the planner for each place a simulated flight ends at.
            picker = PlanBot()
            picker._advanced = view.config.advanced
            fallback = GreedyBot._pick_arctic(picker, view, w, p)
            if fallback is not None:
                options = [m if m.base else replace(m, base=fallback) for m in options]
        plain = options[0]
        self.stats = SearchStats(chosen=plain.name)
        if len(options) == 1:
            return options[0]
        rng = random.Random(self.seed * 1_000_003 + view.turn * 7919 + view.current)
        root = _Node()
        started = time.perf_counter()
        deadline = None if self.time_limit is None else started + self.time_limit
        budget = max(len(options), self.level.iterations)
        rounds = max(1, math.ceil(math.log2(len(options))))
        alive = list(options)
        n = 0
        settled = False
        for r in range(rounds):
            left = budget - n
            share = left // (rounds - r) if r < rounds - 1 else left
            for k in range(max(1, share // len(alive))):
                luck = rng.getrandbits(63)
                for macro in alive:
                    self._iterate(view, w, macro, root, random.Random(luck))
                    n += 1
                if len(alive) == 2 and k + 1 >= self.SETTLE:
                    # Two plans left, one far ahead on the same draws: the rest of the budget
                    # would not change the choice (a hopeless sale in the Pole phase took
                    # 1.5 s of rollouts through fog in game 33 of the balance study).
                    x, y = (root.children[m.name] for m in alive)
                    if abs(x.value / x.visits - y.value / y.visits) > self.SETTLED:
                        settled = True
                        break
            if settled or (deadline is not None and time.perf_counter() > deadline):
                break
            if len(alive) <= 2:
                continue
            mean = {
                m.name: root.children[m.name].value / root.children[m.name].visits for m in alive
            }
            ranked = sorted(alive, key=lambda m: -mean[m.name])
            keep = ranked[: max(2, (len(alive) + 1) // 2)]
            alive = keep if plain in keep else [*keep[:-1], plain]
        options = alive
        means = {
            m.name: root.children[m.name].value / root.children[m.name].visits for m in options
        }
        best = max(options, key=lambda m: means[m.name])
        if means[best.name] < means[plain.name] + self.MARGIN:
            best = plain  # not clearly better than the plain plan: no gamble on noise
        self.stats = SearchStats(
            iterations=n,
            seconds=time.perf_counter() - started,
            scores={m.name: (root.children[m.name].visits, means[m.name]) for m in options},
            chosen=best.name,
        )
        return best

    def _select(self, node: _Node, options: Sequence[Macro], rng: random.Random) -> Macro:
        for m in options:
            child = node.children.setdefault(m.name, _Node())
            child.avail += 1
        fresh = [m for m in options if node.children[m.name].visits == 0]
        if fresh:
            return fresh[0]
        best, best_score = options[0], -math.inf
        for m in options:
            c = node.children[m.name]
            score = c.value / c.visits + self.C * math.sqrt(math.log(max(1, c.avail)) / c.visits)
            if score > best_score:
                best, best_score = m, score
        return best

    def _iterate(
        self, view: State, w: World, first: Macro, root: _Node, rng: random.Random
    ) -> None:
        seat = view.current
        s = determinize(view, w, rng)
        root.visits += 1
        child = root.children.setdefault(first.name, _Node())
        child.avail += 1
        path = [child]
        plan = first
        if self.level.depth == 1 and self.level.horizon == 0 and self.level.opponents == "pass":
            # One own turn, scored as it ends: the rivals' turns, held still, would only
            # spend the cards played on them (their cost is counted while they are pending)
            # and drift their airships in flight at random.
            s = play_turn(s, {seat: PlanBot(plan)}, w)
        else:
            s = self._advance(s, w, seat, PlanBot(plan))
        node = child
        for _ in range(1, self.level.depth):
            if s.outcome is not None:
                break
            options = macros(view_for(s, seat), w, self.level.macros, False)
            plan = self._select(node, options, rng)
            node = node.children[plan.name]
            path.append(node)
            s = self._advance(s, w, seat, PlanBot(plan))
        rollout = PlanBot(plan)
        stop_round = s.round + self.level.horizon
        while s.outcome is None and s.round < stop_round:
            s = self._advance(s, w, seat, rollout)
        value = race_value(s, w, seat)
        for n in path:
            n.visits += 1
            n.value += value

    def _advance(self, s: State, w: World, seat: int, mine: Bot) -> State:
        """Our turn by ``mine``, then the others' turns (greedy, or holding still) until it is
        ours again."""
        other: Bot = self._opponent if self.level.opponents == "greedy" else PassBot()
        bots = {q.seat: (mine if q.seat == seat else other) for q in s.players}
        s = play_turn(s, bots, w)
        guard = 0
        while s.outcome is None and s.current != seat and guard < 12:
            s = play_turn(s, bots, w)
            guard += 1
        return s
