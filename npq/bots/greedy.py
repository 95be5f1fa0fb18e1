"""The greedy bot: near missions flown base to base with refuels, an Arctic base set up by
ship, then the Pole (rulebook sections 6, 8, 9, 10; D14).

Its airship flies the legs of the weather-reading planner (:func:`npq.bots.routing.route_plan`
over :func:`npq.nav.planner.plan_route`: the Range tab's planner, issue 18), planned again every
turn from where the airship is.

Each call proposes actions in order of priority for the current moment; the driver applies
the first legal one and asks again, so the bot never needs to know every rule -- the engine
refuses what is illegal. It reads only ``view_for(state, seat)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import replace

import numpy as np
from shapely.geometry import LineString

from npq.board import RING_RADIUS
from npq.bots.routing import AirRouter, air_router, route_plan, route_turns, water_router
from npq.economy import REASON_LOAN, REASON_LOAN_REPAYMENT, Tariff
from npq.game.actions import (
    Action,
    ActionKind,
    AuctionCommander,
    AuctionSpecialist,
    Course,
    Declare,
    DismissCommander,
    DismissSpecialist,
    DrawMission,
    Exchange,
    Fly,
    HireCommander,
    HireSpecialist,
    Loan,
    Play,
    Refuel,
    Repair,
    Repay,
    Reserve,
    Sail,
    Sell,
    SetupBase,
    Sos,
)
from npq.game.rules import dry_bases, nearest_base, short_sails
from npq.game.rules.advanced.auctions import SPECIALIST, waits_at
from npq.game.rules.advanced.crew import leaves
from npq.game.rules.common import RING_EDITION
from npq.game.rules.missions import target_at_start
from npq.game.rules.sets import rule_set
from npq.game.rules.view import missions_out_of_sight
from npq.game.state import Crew, Emergency, PlayerState, PoleLeg, State
from npq.game.world import World
from npq.nav.planner import RoutePlan
from npq.weather import Icon

__all__ = ["GreedyBot", "pole_point", "worst_step"]

POLE = (0.0, 0.0)
Coord = tuple[float, float]
#: Progress along the course when the wind bends it by the Indicator's widest 24 degrees (D8).
_COS24 = math.cos(math.radians(24.0))


#: Bonds kept back for fuel when repaying the loan before the Pole phase.
_CUSHION = 40
#: A partial repayment smaller than this is not worth the turn's loan action.
_MIN_REPAY = 50
#: The Lengths a base without a clear line to the Pole is put back by (a Commander to hire).
_NO_POLE_LINE = 12.0
#: How far short of the Pole the journey is aimed (inside the 0.3 L ring, D4).
_POLE_AIM = 0.25
#: The edition from which the bot hires a Pilot at the first base on an airship of Range 3
#: (docs/rules-decisions.md "Edition 7"); games of earlier editions play as they were played.
PILOT_EDITION = 7
#: The edition from which the bot, giving up a Mission card for a face-up one, gives the card
#: its rivals would gain least from (:func:`least_gift`, docs/rules-decisions.md "Edition 8");
#: before, it gave its worst card whoever could fly it.
GIFT_EDITION = 8
#: The edition from which the bot swaps a hopeless Mission card for the deck's top (section 6,
#: "replace it with the first covered card of the Mission Cards deck"; GreedyBot._blind_swap,
#: docs/rules-decisions.md "Edition 9"); before, it only ever swapped for a face-up card.
BLIND_EDITION = 9
#: The edition from which the Engineer a slow airship of Range 4 hires at once (section 3)
#: waits for an action the turn's flight and the ship leave spare (docs/rules-decisions.md
#: "Edition 10"); before, he was hired first, and France's first turn, whose declaration and
#: swap took the other two actions, had no flight. An airship of Range 3 (Japan's) still hires
#: its Engineer and Pilot first: deferred, Japan's two-player share fell from 45.4 to 41.3 %.
SPARE_HIRE_EDITION = 10
#: The Lengths a hand card must cost beyond the mean of the cards the bot cannot see before it
#: is swapped for the deck's top: a blind card must be worth the action and the gamble.
_BLIND_MARGIN = 3.0
#: A rival a compulsory mission behind the leaders counts as this many Lengths further from a
#: card on the table (:func:`least_gift`: the leaders' gain is weighed first).
_BEHIND = 3.0


def _dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def least_gift(s: State, w: World, p: PlayerState, spare: list[str]) -> str | None:
    """Of the Mission cards ``spare`` (worst first) the one to give up face up on the table
    (section 6 "Swapping a Mission Card"): the one the rivals still short of three missions
    would gain least from -- the farthest from their airships by way of a Starting Point, a
    rival :data:`_BEHIND` Lengths further for each compulsory mission he is behind the
    leaders. Their airships' places are public; ties give the worst. ``None`` if ``spare`` is
    empty."""
    rivals = [r for r in s.players if r is not p and len(r.completed) < 3]
    top = max((len(r.completed) for r in rivals), default=0)
    starts = [w.xy(x) for x in sorted(w.start_points)]

    def gain_distance(card: str) -> float:
        target = w.xy(w.missions[card].place)
        return min(
            (
                _dist(r.airship.pos, st) + _dist(st, target) + _BEHIND * (top - len(r.completed))
                for r in rivals
                for st in starts
            ),
            default=math.inf,
        )

    return max(spare, key=gain_distance, default=None)


def _dearest(tariff: Tariff) -> int:
    """The highest price of a tariff (an opponent's base in the advanced game, D12)."""
    return max(tariff.own, tariff.neutral, tariff.opponent)


def _round_up(value: int, step: int) -> int:
    return -(-value // step) * step


def _no_fuel_sold(s: State, w: World) -> frozenset[str]:
    """The Arctic bases that sell no fuel now (:func:`npq.game.rules.dry_bases`: by the game's
    edition, issue 17 ruling 3)."""
    return dry_bases(s, w)


class GreedyBot:
    """A bot that really plays: it picks near missions, flies them with refuels, reserves and
    sets up an Arctic base with its ship, and flies the Pole."""

    name = "greedy"

    #: The game's rules: in the advanced game restricted areas bar the way (1A), set from the
    #: view at every proposal.
    _advanced = False

    def _air(self, w: World) -> AirRouter:
        return air_router(w.board, self._advanced)

    def _off_neutral(self) -> bool:
        """Whether the airship keeps off the Neutral Territories (the solo bot's objective 3):
        its plans then fly no leg over white land and stop at no base of no nation."""
        return False

    def _unlocked(self, s: State, p: PlayerState) -> bool:
        """Whether the Barrage Area is open to the player: three missions, and in the advanced
        game 300 Bonds net of the loan unless the Pole journey has begun (1A, L122, Q9)."""
        if not p.barrage_unlocked:
            return False
        if not self._advanced or p.pole is not PoleLeg.NONE:
            return True
        return s.bonds(p.seat) - s.ledger.loan_outstanding(p.nation) >= 300

    def propose(self, view: State, world: World) -> list[Action]:
        world = world.for_edition(view.edition)  # the board of the game's edition
        self._advanced = view.config.advanced
        if view.decisions:
            return list(self._answers(view, world))
        return [
            a
            for a in self._proposals(view, world)
            if not self._fetched_elsewhere(view, world, a)
            and not self._unaffordable(view, world, a)
        ]

    # -- decisions owed out of turn (the advanced game: draft, auction) -------------------------
    def _answers(self, s: State, w: World) -> Iterator[Action]:
        """The Mission-card draft: keep the card of the biggest reward from the own starting
        base. An auction: bid when the member is worth it -- a Commander with none aboard, or an
        Engineer or Pilot the crew lacks -- and the bid leaves a cushion; else pass. An S.O.S.
        at sea: the nearest ship answers, as it must."""
        from npq.game.actions import Bid, DraftCard, PassBid, Rescue

        top = s.decisions[-1]
        if top.kind == "rescue":
            yield Rescue()  # the nearest ship must answer the S.O.S. (section 10, L1009)
            return
        p = s.players[top.seat]
        if top.kind == "draft" and s.draft is not None:
            hand = [c for c in s.draft.choices(top.seat) if c in w.missions]
            hand.sort(key=lambda c: (-w.reward(p.start_base, c), c))
            yield from (DraftCard(c) for c in hand)
            return
        if top.kind == "auction" and s.auction is not None:
            a = s.auction
            wanted = (
                not a.member.startswith("specialist:") and p.crew.commander is None
            ) or a.member in ("specialist:engineer", "specialist:pilot")
            if a.seller is None and self._waits_elsewhere(s, w, p, a.member):
                wanted = False  # the cession variant: he would board only at his release base
            if wanted and self._advanced and _pole_phase(p):
                # the Pole phase: what the Pole flight lacks, or what the purse spares without
                # falling short of the journey's money (else he would be ceded again, L353)
                lacks = self._pole_shortfalls(s, w, p)
                topup = self._topup(w, p) if p.airship.place is not None else 0
                need = self._cash_need(s, w, p, True, topup) + _pole_margin(w, p)
                spared = s.bonds(p.seat) - a.next_bid >= need
                wanted = (
                    spared
                    or any(
                        isinstance(h, HireSpecialist) and a.member == SPECIALIST + h.skill
                        for h in lacks
                    )
                    or (
                        not a.member.startswith(SPECIALIST)
                        and any(isinstance(h, HireCommander) for h in lacks)
                    )
                )
            if wanted and self._advanced and not a.member.startswith(SPECIALIST):
                # not one the bot would give up at once for a better one it can afford
                spare = s.bonds(p.seat) - s.ledger.loan_outstanding(p.nation) - _CUSHION
                better = self._rich_commander(s, w, p, spare - a.next_bid)
                value = _flight_value(w.content.crew.commander(a.member).skills)
                wanted = not (
                    spare - a.next_bid >= 330
                    and better is not None
                    and _flight_value(w.content.crew.commander(better).skills) > value
                )
            if wanted and s.bonds(top.seat) - a.next_bid >= 150 and a.next_bid <= 2 * a.base:
                yield Bid(a.next_bid)
            yield PassBid()

    # -- the plan --------------------------------------------------------------------------------
    def _proposals(self, s: State, w: World) -> Iterator[Action]:
        """Actions in order of priority: an emergency; the money (repay the loan as soon as the
        next refuel is safe, borrow only for a concrete next step, earn with an extra mission
        when money blocks the Pole); then fly, sail, service and crew (section 8: three
        actions a turn, none twice)."""
        p = s.player
        a = p.airship
        used = set(s.used)
        bonds = s.bonds(p.seat)
        if a.emergency is Emergency.LANDED:
            yield Sos()
            return
        if a.emergency is Emergency.SOS:
            yield Fly(Course(place=nearest_base(w, a.pos)))
            return
        owed = s.ledger.loan_outstanding(p.nation)
        loan_room = w.prices.loan_cap - owed
        pole_phase = len(p.completed) >= 3 and not p.missions and p.active is None and p.owed == 0
        flew = ActionKind.MOVE_AIRSHIP.value in used
        stationed = a.place is not None
        topup = self._topup(w, p) if stationed else 0
        # Money (section 10, note under "Selling a Mission"; D14: the Pole needs it repaid).
        banked = _banked(s, p.seat)
        if owed and not banked:
            pay = min(owed, bonds - topup - (0 if pole_phase else _CUSHION))
            if pay >= owed or pay >= _MIN_REPAY:
                yield Repay(pay)
        need = self._cash_need(s, w, p, pole_phase, topup)
        short = pole_phase and need > bonds
        if short and stationed and p.pole is PoleLeg.NONE:
            # Money, not the map, holds the Pole back: in the advanced game the crew the Pole
            # flight does without is given up first (section 3 "Cession", L353: put up for
            # auction, the Bank buying whom nobody bids for); then an extra mission earns it
            # (section 6); with no card left to draw, a completed mission sold to the Bank
            # (section 10).
            if self._advanced:
                for member in self._spare_crew(s, w, p, need - bonds):
                    yield from _cede(member)
            if ActionKind.MISSION_CARD.value not in used:
                yield DrawMission()
                for done in p.completed:
                    yield Sell(done.card)
        elif (
            not pole_phase
            and need > bonds
            and loan_room >= 10
            and not banked
            and (stationed or p.ship.place == p.arctic)
        ):
            yield Loan(min(loan_room, _round_up(need - bonds + _CUSHION, 10)))
        # An Engineer (+1 Speed for 50 Bonds) pays for itself at once on a slow airship, and
        # from edition 7 a Pilot (+1 Range) on one of Range 3 (Japan's): one more turn in the
        # tank on every leg (section 3). Hired at the first base with Bonds to spare -- from
        # edition 10, on an airship of Range 4, with an action the turn's flight and ship leave
        # (``spare_hires``): after a flight that lands on a base, or when it does not fly.
        spare_hires: list[Action] = []
        for skill, value, since in (("engineer", p.speed, 1), ("pilot", p.range, PILOT_EDITION)):
            if (
                s.edition >= since
                and stationed
                and value < 4
                and not p.crew.has_specialist(skill)
                and bonds - owed - _CUSHION >= w.prices.specialist_hire
            ):
                if s.edition >= SPARE_HIRE_EDITION and not flew and p.range >= 4:
                    spare_hires.append(HireSpecialist(skill))
                else:
                    yield HireSpecialist(skill)
        if stationed and not flew:
            # Top up fully when the ship no longer needs the turn's actions (section 8).
            spare_actions = p.mast or ActionKind.MOVE_SHIP.value in used
            yield from self._service(w, p, bonds, full=pole_phase or spare_actions)
        if flew:
            yield from self._ship(s, w, p, used)
        target: str | tuple[float, float] | None = None
        if pole_phase:
            if stationed:
                yield from self._pole_crew(s, w, p)
            target = self._pole_target(s, w, p)
            if target == POLE and p.arctic is not None:
                # over the Pole by its ring on the base's own line (D4), not on its point
                target = pole_point(w.xy(p.arctic))
        elif p.active is not None:
            target = p.active.target
        elif flew and ActionKind.DECLARE.value in used:
            target = None
        else:
            choice = self._choose_mission(s, w, p)
            if choice is not None:
                card, start, swap = choice
                if swap is not None:
                    yield Exchange(swap, card)
                elif (blind := self._blind_swap(s, w, p)) is not None:
                    yield Exchange(blind, "deck")
                if a.place == start:
                    yield Declare(card)
                    target = w.missions[card].place
                else:
                    target = start
        fetch = self._released_wanted(s, w, p, bonds - owed - _CUSHION)
        for member, place in fetch:
            if place == a.place:
                # the cession variant: hired where he was released, he boards at once (L355)
                yield _hire(member)
        if not flew and isinstance(target, str) and p.pole is PoleLeg.NONE:
            target = self._detour(w, p, target, fetch) or target
        if not flew and target is not None:
            yield from self._fly(s, w, p, target)
        if not flew:
            yield from self._ship(s, w, p, used)
        yield from spare_hires
        if stationed and flew:
            # Landed on a base: top up while there (the next hop starts full).
            yield from self._service(w, p, bonds - (owed if pole_phase else 0), full=True)
        # Crew when rich: an Engineer or Pilot Commander speeds everything up (section 3). In
        # the advanced game a Commander who adds neither is given up for a better one (L353),
        # and none is hired while money holds the Pole back.
        spare = bonds - owed - _CUSHION
        rich = stationed and spare >= 330 and not (self._advanced and short)
        if rich and self._advanced and self._better_commander(s, w, p, spare) is not None:
            yield from _cede(p.crew.commander)
        if rich and p.crew.commander is None:
            hire = self._rich_commander(s, w, p, spare)
            if hire is not None:
                yield HireCommander(hire)
        if rich and spare >= 400 and not p.crew.has_specialist("engineer"):
            yield HireSpecialist("engineer")
        yield from self._strategy(s, w, p)

    # -- crew given up or swapped (the advanced game: section 3 "Cession", L353-355) -------------
    def _waits_elsewhere(self, s: State, w: World, p: PlayerState, member: str) -> bool:
        """Under the cession variant (L355, L365) the Bank's ``member`` released at a base boards
        only there: hired (or won at auction) anywhere else he would wait for the airship at
        that base, so the bot takes him only standing on it."""
        if not (self._advanced and s.config.cession_at_base and s.released):
            return False
        base = waits_at(s, w, rule_set(s.config, s.edition), member, p.seat)
        return base is not None and base != p.airship.place

    def _fetched_elsewhere(self, s: State, w: World, action: Action) -> bool:
        """Whether ``action`` hires a member who would board only at another base (L355)."""
        if isinstance(action, HireCommander):
            return self._waits_elsewhere(s, w, s.player, action.commander)
        if isinstance(action, HireSpecialist):
            return self._waits_elsewhere(s, w, s.player, SPECIALIST + action.skill)
        return False

    def _rich_commander(self, s: State, w: World, p: PlayerState, spare: int) -> str | None:
        """The Commander hired when rich: one whose skill adds Speed or Range (an Engineer or a
        Pilot, section 3). In the advanced game the one adding most, an Advanced Commander with
        both once a mission is completed (L288) and the Bonds spare his price; one waiting at
        this base under the cession variant first among equals (L355)."""
        if not self._advanced:
            for cid in s.commanders:
                cmd = w.content.crew.commander(cid)
                if not cmd.is_advanced and set(map(str, cmd.skills)) & {"engineer", "pilot"}:
                    return cid
            return None
        extra = w.prices.advanced_commander_hire - w.prices.commander_hire
        here = {m for m, place in s.released if place == p.airship.place}
        best: tuple[int, int, int, str] | None = None
        for order, cid in enumerate(s.commanders):
            if cid == p.crew.commander:
                continue
            cmd = w.content.crew.commander(cid)
            value = _flight_value(cmd.skills)
            if value == 0 or (cmd.is_advanced and (not p.completed or spare < 330 + extra)):
                continue
            if cid not in here and self._waits_elsewhere(s, w, p, cid):
                continue
            key = (-value, cid not in here, order, cid)
            if best is None or key < best:
                best = key
        return None if best is None else best[3]

    def _released_wanted(
        self, s: State, w: World, p: PlayerState, spare: int
    ) -> list[tuple[str, str]]:
        """Under the cession variant (L355), the members waiting at the base they were released
        at whom the bot would hire now, with that base (he boards only there, L365): an
        Engineer for a slow airship or a rich purse, as the bot hires one anywhere; a
        Commander who adds Speed or Range (:meth:`_rich_commander`), when the bot has none or
        a worse one and is rich (in the Pole phase, one the journey's money spares,
        :meth:`_unaffordable`). Nearest first."""
        if not (self._advanced and s.config.cession_at_base and s.released):
            return []
        a = p.airship
        rules = rule_set(s.config, s.edition)
        out: list[tuple[float, str, str]] = []
        crew = w.content.crew
        aboard = (
            0
            if p.crew.commander is None
            else _flight_value(crew.commander(p.crew.commander).skills)
        )
        for member, place in s.released:
            if member.startswith(SPECIALIST):
                if member != SPECIALIST + "engineer" or p.crew.has_specialist("engineer"):
                    continue
                if not (p.speed < 4 and spare >= w.prices.specialist_hire) and spare < 400:
                    continue
            else:
                if spare < 330 or _flight_value(crew.commander(member).skills) <= aboard:
                    continue
                if crew.commander(member).is_advanced and (
                    not p.completed
                    or spare < 330 + w.prices.advanced_commander_hire - w.prices.commander_hire
                ):
                    continue
            if waits_at(s, w, rules, member, p.seat) != place:
                continue  # a free token elsewhere, or another released one nearer
            if p is s.player and self._unaffordable(s, w, _hire(member)):
                continue  # the Pole phase keeps its money
            out.append((_dist(a.pos, w.xy(place)), member, place))
        out.sort()
        return [(member, place) for _, member, place in out]

    def _detour(
        self, w: World, p: PlayerState, target: str, fetch: list[tuple[str, str]]
    ) -> str | None:
        """The first release base of ``fetch`` the airship reaches on its way to ``target``
        for a detour the member pays for: a turn's flight for an Engineer, one more turn for
        each point of Speed or Range a Commander adds (section 3). There the member boards."""
        a = p.airship
        step = max(1.0, p.speed - 1.0)
        goal = w.xy(target)
        direct = _dist(a.pos, goal)
        for member, base in fetch:
            if base == a.place or base == target:
                continue
            turns = 1
            if not member.startswith(SPECIALIST):
                turns += _flight_value(w.content.crew.commander(member).skills)
            xy = w.xy(base)
            if _dist(a.pos, xy) + _dist(xy, goal) - direct <= turns * step:
                return base
        return None

    def _better_commander(self, s: State, w: World, p: PlayerState, spare: int) -> str | None:
        """A Commander of the pool who adds more Speed and Range than the one aboard, worth
        giving the old one up for at this base (L353: put up for auction, the winner paying
        the bot): the one :meth:`_rich_commander` would hire in his place, or None."""
        old = p.crew.commander
        if old is None or leaves(p, old) or any(not m.startswith(SPECIALIST) for m in p.joining):
            return None
        if {ActionKind.DISMISS_COMMANDER.value, ActionKind.HIRE_COMMANDER.value} & set(s.used):
            return None
        new = self._rich_commander(s, w, p, spare)
        if new is None:
            return None
        crew = w.content.crew
        if _flight_value(crew.commander(new).skills) <= _flight_value(crew.commander(old).skills):
            return None
        return new

    def _spare_crew(self, s: State, w: World, p: PlayerState, gap: int) -> list[str]:
        """The crew given up when ``gap`` Bonds hold the Pole journey back (the Pole phase:
        300 Bonds at departure, 9.1), most valuable first: the Commander, an Engineer or a
        Pilot when the flight does without him -- the way to the Pole clear of obstacles
        (D10), there and back against a headwind (section 3), the way to the Arctic base too
        -- and what he fetches (:meth:`_proceeds`) closes the gap, sparing an extra mission's
        turns for the Speed or Range he took along; a Manager or a Scientist Specialist, whom
        the Pole flight does not need. Nothing here is one the bot would hire back (the Pole's
        shortfalls, :meth:`_pole_shortfalls`; :meth:`_unaffordable`)."""
        crew = p.crew
        home = p.arctic

        def flies_without(left: Crew) -> bool:
            q = replace(p, crew=left)
            if home is None or q.speed < 3:
                return False
            clear, safe = self._pole_ready(w, q)
            if not clear or not safe:
                return False
            return p.airship.place == home or self._plan(s, w, q, home).reachable

        out: list[str] = []
        if (
            crew.commander is not None
            and not leaves(p, crew.commander)
            and self._proceeds(s, w, p, crew.commander) >= gap
            and flies_without(replace(crew, commander=None, commander_skills=()))
        ):
            out.append(crew.commander)
        for skill in ("engineer", "pilot", "manager", "scientist"):
            member = SPECIALIST + skill
            if not crew.has_specialist(skill) or leaves(p, member):
                continue
            left = tuple(k for k in crew.specialists if k != skill)
            if skill in ("manager", "scientist") or (
                self._proceeds(s, w, p, member) >= gap
                and flies_without(replace(crew, specialists=left))
            ):
                out.append(member)
        return out

    def _proceeds(self, s: State, w: World, p: PlayerState, member: str) -> int:
        """What giving ``member`` up surely fetches, as the bot reads the table: his hire price
        when a rival would bid for him by the bot's own measure (:meth:`_answers`: he lacks
        the member and keeps 150 Bonds after the bid; L353, L359), else the Bank's cession
        price (80 / 40 / 20, section 11)."""
        prices = w.prices
        if member.startswith(SPECIALIST):
            skill = member.removeprefix(SPECIALIST)
            hire, sale, advanced = prices.specialist_hire, prices.specialist_sale, False
        else:
            advanced = w.content.crew.commander(member).is_advanced
            hire = prices.advanced_commander_hire if advanced else prices.commander_hire
            sale = prices.advanced_commander_sale if advanced else prices.commander_sale
            skill = ""
        for q in s.players:
            if q.seat == p.seat or s.bonds(q.seat) - hire < 150 or _pole_phase(q):
                continue
            if skill in ("engineer", "pilot") and not q.crew.has_specialist(skill):
                return hire
            if not skill and q.crew.commander is None and (q.completed or not advanced):
                return hire
        return sale

    def _unaffordable(self, s: State, w: World, action: Action) -> bool:
        """In the advanced game's Pole phase, a hire the Pole flight does not lack that would
        leave the purse short of the journey's money (9.1: 300 Bonds at departure) with a
        margin (:func:`_pole_margin`): the crew given up to find that money
        (:meth:`_spare_crew`) is not bought back."""
        if not isinstance(action, HireCommander | HireSpecialist):
            return False
        p = s.player
        if not self._advanced or not _pole_phase(p) or action in self._pole_shortfalls(s, w, p):
            return False
        prices = w.prices
        if isinstance(action, HireSpecialist):
            price = prices.specialist_hire
        elif w.content.crew.commander(action.commander).is_advanced:
            price = prices.advanced_commander_hire
        else:
            price = prices.commander_hire
        topup = self._topup(w, p) if p.airship.place is not None else 0
        return s.bonds(p.seat) - price < self._cash_need(s, w, p, True, topup) + _pole_margin(w, p)

    # -- money -----------------------------------------------------------------------------------
    def _topup(self, w: World, p: PlayerState) -> int:
        """What filling the tank and mending the hull cost here at most (section 11, D12)."""
        a = p.airship
        prices = w.content.prices.for_rules(self._advanced)  # the advanced list: up to 20
        fuel = _dearest(prices.fuel) * max(0, p.range - a.fuel)
        hull = _dearest(prices.repair) * max(0, p.max_integrity - a.integrity)
        return fuel + hull

    def _cash_need(self, s: State, w: World, p: PlayerState, pole_phase: bool, topup: int) -> int:
        """The Bonds the next concrete step needs.

        Before the Pole phase: fuel for the next hop (when the tank is low), the Arctic base's
        rent and set-up when the ship is there. In the Pole phase (D14): the loan repaid, the
        advanced game's 300 Bonds, a full tank and hull at the Arctic base, and the crew the
        flight lacks (a Commander through obstacles, Engineer and Pilot when short)."""
        prices = w.prices_for(s.config)  # the advanced game: 300 Bonds for the Pole (9.1)
        a = p.airship
        need = 0
        if not pole_phase:
            if a.place is not None and (a.fuel <= 1 or a.fuel < p.range - 1):
                need += topup
            if p.arctic is None:
                need += _dearest(prices.arctic_base_rental)
            elif not p.mast and p.ship.place == p.arctic:
                need += _dearest(prices.arctic_base_setup)
            return need
        need += s.ledger.loan_outstanding(p.nation) + prices.pole_min_bonds
        need += topup if a.place is not None else _dearest(prices.fuel) * p.range
        if p.arctic is None:
            return need + _dearest(prices.arctic_base_rental) + _dearest(prices.arctic_base_setup)
        if not p.mast:
            need += _dearest(prices.arctic_base_setup)
        for item in self._pole_shortfalls(s, w, p):
            need += (
                prices.commander_hire
                if isinstance(item, HireCommander)
                else (prices.specialist_hire)
            )
        return need

    def _service(self, w: World, p: PlayerState, bonds: int, full: bool) -> Iterator[Action]:
        """Refuel and repair at a base: always when low, to the brim when ``full``."""
        a = p.airship
        room = p.range - a.fuel
        fuel_price = _dearest(w.prices.fuel)
        if room > 0 and bonds >= fuel_price and (full or a.fuel <= 2 or room >= 2):
            yield Refuel(min(room, bonds // fuel_price))
        damage = p.max_integrity - a.integrity
        repair_price = _dearest(w.prices.repair)
        if damage > 0 and bonds >= repair_price:
            # Always mended before taking off: a storm or a Venture card may strike (section 2).
            yield Repair(min(damage, bonds // repair_price))

    def _ship(self, s: State, w: World, p: PlayerState, used: set[str]) -> Iterator[Action]:
        """The ship and the Arctic base (section 10 "Arctic Base Organization")."""
        if p.arctic is None and ActionKind.RESERVE_BASE.value not in used:
            base = self._pick_arctic(s, w, p)
            if base is not None:
                yield Reserve(base)
        elif p.arctic is not None and not p.mast:
            if p.ship.place == p.arctic:
                yield SetupBase()
            elif ActionKind.MOVE_SHIP.value not in used:
                yield from self._sail(s, w, p)

    # -- missions --------------------------------------------------------------------------------
    def _choose_mission(
        self, s: State, w: World, p: PlayerState
    ) -> tuple[str, str, str | None] | None:
        """(card, starting point, hand card to give up for it or None), best first.

        The three compulsory missions go nearest first (time wins the race to the Pole). A
        mission beyond them is flown for its Bonds (D11 reward) -- so it is scored by the
        reward less the fuel of the whole round trip back to the Arctic base, per Length flown:
        a far mission with a short trip beats a near one that barely pays its fuel."""
        earning = _earning(p)
        best_for = self._mission_costs(s, w, p)
        options = [(b[0], card, b[1]) for card in p.missions if (b := best_for(card))]
        if not options:
            return None
        options.sort()
        cost, card, start = options[0]
        if "?" not in s.mission_table and ActionKind.MISSION_CARD.value not in s.used:
            table = [(b[0], c, b[1]) for c in s.mission_table if (b := best_for(c))]
            table.sort()
            margin = 1.0 if earning else 4.0  # Bonds per Length, or Lengths
            if table and table[0][0] < cost - margin:
                worst = options[-1][1]
                if s.edition >= GIFT_EDITION:
                    # the card goes face up on the table (section 6): the one rivals gain
                    # least from, of all but the hand's best
                    worst = least_gift(s, w, p, [o[1] for o in reversed(options[1:])]) or worst
                return table[0][1], table[0][2], worst
        return card, start, None

    def _mission_costs(
        self, s: State, w: World, p: PlayerState
    ) -> Callable[[str], tuple[float, str] | None]:
        """What a Mission card costs ``p`` now, with the Starting Point to declare it at
        (``None``: no start gives it): Lengths by way of the start for a compulsory mission,
        the last one's way on to the Arctic base counted; for one beyond them (Bonds), minus
        the reward less the fuel of the round trip, per Length (:meth:`_choose_mission`)."""
        pos = p.airship.pos
        starts = sorted(w.start_points)
        earning = _earning(p)
        last = len(p.completed) == 2
        fuel_per_length = _dearest(w.prices.fuel) / max(1.0, p.speed - 1.0)
        rings = s.edition >= RING_EDITION  # a target whose ring holds the start is reached

        def best_for(card: str) -> tuple[float, str] | None:
            target = w.missions[card].place
            tx, ty = w.xy(target)
            best: tuple[float, str] | None = None
            nearest_start: float | None = None  # the same for every start: worked out once
            for start in starts:
                if start == target or target_at_start(w, start, target):
                    continue  # issue 17 ruling 2: reached without a flight, refused
                sx, sy = w.xy(start)
                if rings and math.hypot(tx - sx, ty - sy) <= RING_RADIUS:
                    # edition 3: a start in the target's ring gives no mission (Pulham ->
                    # London); one whose ring holds the airship is a hop away (London ->
                    # Pulham), as in every edition
                    continue
                cost = math.hypot(sx - pos[0], sy - pos[1]) + math.hypot(tx - sx, ty - sy)
                if earning:
                    assert p.arctic is not None
                    trip = cost + _dist((tx, ty), w.xy(p.arctic))
                    net = w.reward(start, target) - fuel_per_length * trip
                    cost = -net / (trip + 2.0)
                elif last and p.arctic is not None:
                    # The last compulsory mission: from its target the airship flies home to
                    # the Arctic base for the Pole, so that trip is part of its cost.
                    cost += _dist((tx, ty), w.xy(p.arctic))
                elif target not in w.start_points:
                    if nearest_start is None:
                        nearest_start = min(_dist((tx, ty), w.xy(x)) for x in starts)
                    cost += nearest_start * 0.5
                if best is None or cost < best[0]:
                    best = (cost, start)
            return best

        return best_for

    def _blind_swap(self, s: State, w: World, p: PlayerState) -> str | None:
        """The hand card to swap for the deck's top, face down (section 6 "Swapping a Mission
        Card": "... replace it with the first covered card of the Mission Cards deck, placing
        one of his own cards face down at the bottom"), from :data:`BLIND_EDITION`; ``None``:
        keep the hand. The hand's worst compulsory mission goes when it costs more than
        :data:`_BLIND_MARGIN` Lengths beyond the mean cost of the cards the bot cannot see --
        the deck of the game's edition less its own hand, the face-up table and every card
        played (declared or completed, all public). The deck's order stays unknown to it: it
        reckons with the mean, never with the card on top."""
        if s.edition < BLIND_EDITION or _earning(p) or not p.missions:
            return None
        if ActionKind.MISSION_CARD.value in s.used or "?" in s.mission_table:
            return None
        cost_of = self._mission_costs(s, w, p)
        hand = sorted((b[0], card) for card in p.missions if (b := cost_of(card)))
        if not hand:
            return None
        worst = hand[-1]
        hidden = missions_out_of_sight(s, w.mission_cards(s.edition))
        unseen = [c for c in w.mission_cards(s.edition) if c in hidden]  # the deck's order
        if not unseen:
            return None
        # No card costs less than the straight way to it (a Starting Point on the way only
        # adds; and every card has a start that gives it, as no two starts share a ring), so a
        # worst card within the margin of that way's mean is kept without pricing every
        # unseen card by every start -- a third of the bot's time before.
        pos = p.airship.pos
        floor = sum(_dist(pos, w.xy(w.missions[c].place)) for c in unseen) / len(unseen)
        if worst[0] <= floor + _BLIND_MARGIN:
            return None
        costs = [b[0] for c in unseen if (b := cost_of(c))]
        if not costs:
            return None
        if worst[0] > sum(costs) / len(costs) + _BLIND_MARGIN:
            return worst[1]
        return None

    # -- flying ----------------------------------------------------------------------------------
    def _pole_ready(self, w: World, p: PlayerState) -> tuple[bool, bool]:
        """(the way to the Pole is clear of obstacles, the tank and Speed suffice there and back
        against a headwind every turn) from the Arctic base."""
        assert p.arctic is not None
        base = w.xy(p.arctic)
        clear = self._air(w).segment_clear(base, POLE, p.has_commander, True)
        there_and_back = 2.0 * _dist(base, POLE)
        safe = math.ceil(there_and_back / max(1.0, p.speed - 1.0)) <= p.range
        return clear, safe

    def _pole_shortfalls(self, s: State, w: World, p: PlayerState) -> list[Action]:
        """The hires the Pole flight still lacks: a Commander through obstacles (D10), an
        Engineer and a Pilot while Speed and Range do not cover a headwind (section 3)."""
        if p.arctic is None:
            return []
        clear, safe = self._pole_ready(w, p)
        out: list[Action] = []
        if not clear:
            for cid in sorted(s.commanders, key=lambda c: w.content.crew.commander(c).is_advanced):
                out.append(HireCommander(cid))
                break
        if not safe:
            out.extend(
                HireSpecialist(skill)
                for skill in ("engineer", "pilot")
                if not p.crew.has_specialist(skill)
            )
        return out

    def _pole_crew(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        """Hire what the Pole flight needs (the engine refuses what money does not cover)."""
        yield from self._pole_shortfalls(s, w, p)

    def _pole_target(self, s: State, w: World, p: PlayerState) -> str | tuple[float, float] | None:
        """D14: from the own set-up Arctic base over the Pole and back (``POLE``: set off for
        it now; :meth:`_proposals` aims the flight at :func:`pole_point`)."""
        if p.arctic is None:
            return None
        a = p.airship
        base = w.xy(p.arctic)
        if not p.mast:
            return p.arctic if a.place != p.arctic else None
        v = max(1.0, p.speed - 1.0)
        if p.pole is PoleLeg.OVERFLOWN:
            return p.arctic
        edge = pole_point(base)
        if p.pole is PoleLeg.OUTBOUND:
            need = _dist(a.pos, edge) + _dist(edge, base)
            return POLE if math.ceil(need / v) <= a.fuel else p.arctic
        if a.place == p.arctic:
            clear, safe = self._pole_ready(w, p)
            if a.fuel < p.range or s.ledger.loan_outstanding(p.nation) or not clear:
                return None
            if not safe and self._pole_shortfalls(s, w, p):
                return None
            # No crew left to hire: waiting would not make the flight any safer.
            return POLE
        return p.arctic

    def _homeward(self, w: World, p: PlayerState) -> tuple[float, float] | None:
        """Back from the Pole when the straight way home crosses an obstacle (the wind pushed
        the airship off its line): a point on the base's own Pole line, in sight of both."""
        assert p.arctic is not None
        router = self._air(w)
        a = p.airship
        base = w.xy(p.arctic)
        commander = p.has_commander
        if router.segment_clear(a.pos, base, commander, True):
            return None
        best: tuple[float, tuple[float, float]] | None = None
        for k in range(1, 10):
            t = k / 10.0
            q = (base[0] * (1.0 - t), base[1] * (1.0 - t))
            if router.segment_clear(a.pos, q, commander, True) and router.segment_clear(
                q, base, commander, True
            ):
                cost = _dist(a.pos, q) + _dist(q, base)
                if best is None or cost < best[0]:
                    best = (cost, q)
        return None if best is None else best[1]

    def _fly(
        self, s: State, w: World, p: PlayerState, target: str | tuple[float, float]
    ) -> Iterator[Action]:
        a = p.airship
        if isinstance(target, tuple):
            yield Fly(Course(point=target))
            return
        if a.place == target:
            return
        if p.pole is PoleLeg.OVERFLOWN and target == p.arctic:
            base = w.xy(p.arctic)
            if (
                a.place is None
                and self._air(w).segment_clear(a.pos, base, p.has_commander, True)
                and self._leg_safe(s, w, p, base, last_drop=True)
            ):
                # Back from the Pole only the own Arctic base wins (D14); landing on another
                # breaks the journey off. The disc's weather (1B) and a headwind every windy
                # turn bring it home on the last drop: the drop kept back elsewhere is not kept.
                yield Fly(Course(place=p.arctic))
            point = self._homeward(w, p)
            if point is not None:
                yield Fly(Course(point=point))
        nxt = self._next_leg(s, w, p, target)
        if nxt == "":
            return
        if nxt is not None:
            yield Fly(Course(place=nxt))
        elif a.place is not None and self._plan(s, w, p, target).reason == "fuel":
            # No chain of bases keeps the legs within the tank: a Pilot (+1 Range) or an
            # Engineer (+1 Speed) lengthens them (section 3) -- the Arctic bases without a mast
            # sell no fuel (issue 17 ruling 3), so a short-ranged airship may find no stepping
            # stone at all.
            yield from self._stretch(s, w, p)
        elif (
            a.place is not None
            and not p.has_commander
            and self._plan(s, w, p, target).reason == "obstacles"
        ):
            # Hemmed in by obstacles: only a Commander takes the airship on (D10); borrow for
            # him when the purse is short (a concrete need, section 10 loan note).
            hire = next(
                (c for c in s.commanders if not w.content.crew.commander(c).is_advanced), None
            )
            if hire is not None:
                yield HireCommander(hire)
                short = w.prices.commander_hire + _CUSHION - s.bonds(p.seat)
                room = w.prices.loan_cap - s.ledger.loan_outstanding(p.nation)
                if short > 0 and room >= short and not _banked(s, s.current):
                    yield Loan(_round_up(short, 10))
        if a.place is None:
            # The plan in doubt in flight (a card's effect): land at the nearest base in reach.
            rescue = self._nearest_safe(s, w, p)
            if rescue is not None:
                yield Fly(Course(place=rescue))
            for pid in sorted((q.id for q in w.board.places), key=lambda q: _dist(a.pos, w.xy(q)))[
                :6
            ]:
                if pid != a.place:
                    yield Fly(Course(place=pid))
            yield Fly(Course(place=target))

    def _stretch(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        """The Specialist that lengthens the airship's legs, when the Bonds spare it: a Pilot
        first (one more turn in the tank), then an Engineer (section 3)."""
        spare = s.bonds(p.seat) - s.ledger.loan_outstanding(p.nation) - _CUSHION
        if spare < w.prices.specialist_hire:
            return
        for skill, value in (("pilot", p.range), ("engineer", p.speed)):
            if not p.crew.has_specialist(skill) and value < 6:
                yield HireSpecialist(skill)
                return

    def _plan(
        self,
        s: State,
        w: World,
        p: PlayerState,
        target: str,
        commander: bool | None = None,
    ) -> RoutePlan:
        """The planner's plan to ``target`` (:func:`npq.bots.routing.route_plan`)."""
        unlocked, dry = self._unlocked(s, p), _no_fuel_sold(s, w)
        return route_plan(
            s,
            w,
            p,
            target,
            unlocked=unlocked,
            dry=dry,
            commander=commander,
            off_neutral=self._off_neutral(),
        )

    def _next_leg(self, s: State, w: World, p: PlayerState, target: str) -> str | None:
        """The planner's next leg toward ``target`` (issue 18: the Range tab's planner, which
        minimises the worst-case arrival against the forecast and the Wind Indicator's worst
        sectors and refuels where the worst case would run dry): the place to fly to, ``""``
        to wait on the base this turn (fog, or a storm the hull cannot take), ``None`` when the
        planner finds no way. Obstacles are flown round when a way round exists, even with a
        Commander aboard; in flight it is planned again from where the wind put the airship
        (it cannot wait in the air)."""
        a = p.airship
        plan = self._plan(s, w, p, target, commander=False)
        if not plan.reachable and p.has_commander:
            # Only through an obstacle: each one crossed draws a Venture card (D10), which may
            # hold the airship, cost fuel or Integrity -- so the first leg must also be safe by
            # the bot's own reckoning of those cards.
            plan = self._plan(s, w, p, target)
            first = plan.path[1] if plan.reachable and len(plan.path) >= 2 else None
            if first is not None and not self._leg_safe(s, w, p, w.xy(first)):
                return None
        if not plan.reachable or len(plan.path) < 2:
            return None
        if not plan.turns:
            return target  # within the target's ring already: one short hop (D4)
        if plan.turns[0].action == "wait" and a.place is not None:
            return ""
        return plan.path[1]

    # -- safety: fuel, Integrity and the weather a player reads off the disc ----------------------
    def _obstacles_on(self, w: World, a: Coord, b: Coord, commander: bool) -> int:
        """How many obstacles a leg crosses (each draws a Venture card, D10): none without a
        Commander, who must go round them."""
        if not commander or a == b:
            return 0
        router = self._air(w)
        line = LineString([a, b])
        hits = router.obstacle_tree.query(line, predicate="intersects")
        return sum(
            1 for i in hits.tolist() if router.obstacle_polys[i].intersection(line).length > 1e-6
        )

    def _leg_safe(
        self,
        s: State,
        w: World,
        p: PlayerState,
        goal: Coord,
        start: Coord | None = None,
        delay: int = 0,
        hazards: int | None = None,
        last_drop: bool = False,
    ) -> bool:
        """Whether the airship reaches ``goal`` (a base) before its tank or hull gives out
        (section 2 "Range", "Structural Integrity"; section 10 "Emergency Landing").
        ``last_drop``: arriving on the last unit of fuel is good enough (no drop kept back).

        The flight is walked turn by turn along the straight line with the icons the weather
        disc will show (1B: the disc's turning is public), against the worst the Wind Indicator
        can do: a headwind (-1 Speed) and the course bent 24 degrees wherever the icon spins it;
        rain costs 1 Speed, fog holds the airship and a storm costs 1 Integrity. Each obstacle
        crossed keeps a spare turn of fuel back, and needs Integrity for a Venture card's
        damage (Venture cards may hold the airship or cost 2 Integrity). ``hazards``: the
        obstacles on the leg, when the caller has counted them already."""
        a = p.airship
        pos = a.pos if start is None else start
        fuel = a.fuel
        integrity = a.integrity
        if hazards is None:
            hazards = self._obstacles_on(w, pos, goal, p.has_commander)
        if hazards and integrity <= 2:
            return False
        spare = hazards
        speed = max(0, p.speed + p.temporary_speed)
        rnd = s.disc_round + delay
        for turn in range(14):
            if fuel <= 0 or integrity <= 0:
                return False
            icon = w.disc.icon(w.weather_area(pos), rnd)
            step = worst_step(icon, speed)
            if icon is Icon.STORM:
                integrity -= 1
            fuel -= 1
            left = _dist(pos, goal)
            # A spun wind may bend the course 24 degrees: the base's 0.3 L ring is then sure
            # to be hit only from close by.
            hit = step + 0.25 if icon not in (Icon.WIND, Icon.STORM) else min(step, 0.7)
            if step > 0 and left <= hit and (turn == 0 or fuel >= 1 or last_drop):
                # Arrival on a base is no emergency, even on the last drop -- but a later
                # turn's wind may bend the course into an obstacle: a drop is kept for it.
                return True
            if fuel <= (0 if last_drop else spare) or integrity <= 1:
                # Never a turn ended in flight one storm from an emergency landing.
                return False
            if step > 0:
                t = step / left
                pos = (pos[0] + (goal[0] - pos[0]) * t, pos[1] + (goal[1] - pos[1]) * t)
            rnd += 1
        return False

    def _nearest_safe(self, s: State, w: World, p: PlayerState) -> str | None:
        """In flight with the plan in doubt: the nearest base it surely reaches."""
        router = self._air(w)
        a = p.airship
        d = np.hypot(router.xy[:, 0] - a.pos[0], router.xy[:, 1] - a.pos[1])
        closed = _no_fuel_sold(s, w)
        near = np.argsort(d)[:15].tolist()
        # a base that sells fuel first; one that does not only rather than coming down
        for j in sorted(near, key=lambda j: router.ids[j] in closed):
            b = (float(router.xy[j, 0]), float(router.xy[j, 1]))
            if not router.segment_clear(a.pos, b, p.has_commander, self._unlocked(s, p)):
                continue
            if self._leg_safe(s, w, p, b):
                return router.ids[j]
        return None

    # -- the ship --------------------------------------------------------------------------------
    def _pick_arctic(self, s: State, w: World, p: PlayerState) -> str | None:
        """The free Arctic base to reserve (section 10 "Arctic Base Organization"; D14), the
        cheapest in Lengths of: the ship's way there by water; 1.5 a Length of the base's
        distance from the Pole (the journey there and back); the airship's way there, later,
        in the fewest turns the planner's bound gives from home on a full tank (round
        obstacles and the locked Barrage Area; the weather of that flight is not this
        round's), at a headwind's pace, counted half; and, for a base whose line to the Pole
        crosses an obstacle, :data:`_NO_POLE_LINE` unless a Commander is aboard: the journey
        then needs one (D10), 180 Bonds the bot seldom has spare in the Pole phase. At 3 L
        that penalty let the bots reserve Dikson, Matochkin Shar and Jan Mayen, and none of
        their 42 holders but one won a balance game (docs/rules-decisions.md)."""
        taken = {q.arctic for q in s.players if q.arctic is not None}
        router = water_router(w.board)
        here = p.ship.place
        v = max(1.0, p.speed - 1.0)
        home = p.airship.place or p.start_base
        dry = _no_fuel_sold(s, w)
        best: tuple[float, str] | None = None
        for base in self._arctic_choices(w):
            if base in taken:
                continue
            if here is not None and here in router.port_node:
                cost = router.cost(here, base)
            else:
                path = router.path(p.ship.pos, base)
                cost = len(path) * router.SPACING if path else math.inf
            cost += 1.5 * _dist(w.xy(base), POLE)
            turns = route_turns(
                s, w, p, home, base, unlocked=False, dry=dry, off_neutral=self._off_neutral()
            )
            if turns is None:
                continue
            cost += 0.5 * v * turns
            if not self._air(w).segment_clear(w.xy(base), POLE, p.has_commander, True):
                cost += _NO_POLE_LINE
            if best is None or cost < best[0]:
                best = (cost, base)
        return None if best is None or math.isinf(best[0]) else best[1]

    def _arctic_choices(self, w: World) -> tuple[str, ...]:
        """The Arctic bases :meth:`_pick_arctic` weighs (all of them; the solo bot's
        objective 3 keeps to those of a nation)."""
        return tuple(w.arctic_bases)

    def _sail(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        """Up to three legs along the water route, as far as the turn allows (section 4, D5)."""
        assert p.arctic is not None
        router = water_router(w.board)
        plan = router.plan_sail(p.ship.pos, p.arctic)
        if plan is None:
            # No planned passage from here (a card pushed the ship off the route's grid): the
            # first point of the water route, straight on, or the short sails the rules offer,
            # those that bring the ship nearest its base by water first.
            yield Sail(Course(place=p.arctic))
            # The farthest point of the route within a turn's 3 L in open sight.
            walked, prev, ahead = 0.0, p.ship.pos, []
            for pt in router.path(p.ship.pos, p.arctic):
                walked += _dist(prev, pt)
                prev = pt
                if walked > 3.0:
                    break
                if _dist(p.ship.pos, pt) > 0.05:
                    ahead.append(pt)
            for pt in reversed(ahead[-12:]):
                if router.segment_on_water(p.ship.pos, pt):
                    yield Sail(Course(point=pt))
                    break
            costs, _ = router.tree(p.arctic)

            def left(sail: Sail) -> float:
                h = math.radians(sail.course.heading or 0.0)
                d = sail.distance or 0.0
                x, y = p.ship.pos
                end = (x + d * math.cos(h), y + d * math.sin(h))
                node = router.nearest_node(end, costs)
                return math.inf if node is None else costs[node]

            yield from sorted(short_sails(s, w), key=left)
            return
        *via, end = plan.legs
        last = Course(place=p.arctic) if plan.arrives else Course(point=end)
        yield Sail(last, None, tuple(via))
        yield Sail(Course(point=plan.legs[0]))

    # -- Strategy cards (section 6) --------------------------------------------------------------
    def _strategy(self, s: State, w: World, p: PlayerState) -> Iterator[Action]:
        if not s.config.uses_strategy_cards or p.trap is not None:
            return
        if ActionKind.PLAY_STRATEGY.value in s.used:
            return
        deck = w.content.strategy
        rivals = [q for q in s.players if q.seat != p.seat]
        leader = self._card_target(s, w, rivals)
        for cid in p.strategy:
            if cid not in deck:
                continue
            card = deck[cid]
            if card.is_counter:
                continue
            if all(e.is_bonus for e in card.effects) and card.target.allows(True):
                yield Play(cid)
            elif (
                leader is not None
                and not any(e.is_bonus for e in card.effects)
                and card.target.allows(False)
            ):
                yield Play(cid, leader.seat)

    def _card_target(self, s: State, w: World, rivals: list[PlayerState]) -> PlayerState | None:
        """The rival a hostile Strategy card is played on: the one with most missions, then
        Bonds."""
        return max(rivals, key=lambda q: (len(q.completed), s.bonds(q.seat)), default=None)


def _earning(p: PlayerState) -> bool:
    """Three missions completed and an Arctic base booked: a mission now is flown for Bonds."""
    return len(p.completed) >= 3 and p.arctic is not None


def _pole_phase(p: PlayerState) -> bool:
    """Three missions completed and none left to fly: the Arctic base and the Pole (D14)."""
    return len(p.completed) >= 3 and not p.missions and p.active is None and p.owed == 0


def _pole_margin(w: World, p: PlayerState) -> int:
    """What the Pole phase keeps beyond its money before buying crew it does not lack: a full
    tank at the dearest price (the next base's top-up) and a cushion of 100 Bonds, so that the
    purse does not fall short of the journey on the next landing and give him up again."""
    return _dearest(w.prices.fuel) * p.range + 100


def _flight_value(skills: tuple[object, ...]) -> int:
    """The Speed and Range points a Commander's skills add (an Engineer's, a Pilot's)."""
    return sum(1 for k in map(str, skills) if k in ("engineer", "pilot"))


def _hire(member: str) -> Action:
    """The hire of ``member`` (a Commander id or ``specialist:SKILL``)."""
    if member.startswith(SPECIALIST):
        return HireSpecialist(member.removeprefix(SPECIALIST))
    return HireCommander(member)


def _cede(member: str | None) -> Iterator[Action]:
    """Give ``member`` up at a base (section 3 "Cession"): put up for auction instead of sold
    to the Bank (L353, from edition 3; the Bank buys him if nobody bids), else sold to the
    Bank (the advanced games of edition 2)."""
    if member is None:
        return
    if member.startswith(SPECIALIST):
        skill = member.removeprefix(SPECIALIST)
        yield AuctionSpecialist(skill)
        yield DismissSpecialist(skill)
    else:
        yield AuctionCommander()
        yield DismissCommander()


def pole_point(base: Coord) -> Coord:
    """Where the Pole journey from the Arctic base at ``base`` is aimed: 0.25 L short of the
    Pole on the base's own line, inside the 0.3 L within which a path counts as over the Pole
    (D4). Aimed at the Pole itself the airship ended its move there, in the weather area the
    Pole's point belongs to (the 80-90 N sector from 0 E, docs/rules-decisions.md "Weather
    windows"), whose storm and fog then held or spun its flight home whatever its base; on its
    own line it stays in its own sector, and the way there and back is 0.5 L shorter."""
    d = math.hypot(base[0], base[1])
    if d <= _POLE_AIM:
        return POLE
    return (base[0] * _POLE_AIM / d, base[1] * _POLE_AIM / d)


def worst_step(icon: Icon | None, speed: int) -> float:
    """The Lengths a turn surely flies under ``icon`` at ``speed`` (1B): fog holds the airship,
    rain costs 1 Speed, a wind or storm a headwind's 1 and the course bent 24 degrees."""
    step = float(speed)
    if icon is Icon.FOG:
        return 0.0
    if icon is Icon.RAIN:
        return step - 1.0
    if icon in (Icon.WIND, Icon.STORM):
        return (step - 1.0) * _COS24
    return step


def _banked(s: State, seat: int) -> bool:
    """Whether ``seat`` has borrowed from or repaid the Bank in this turn: the loan is in the
    turn's used actions (editions 1-2), or, costing no action from edition 3 (issue 17 ruling
    10), a loan transfer of this round -- a nation has one turn a round -- in the ledger. The
    bot borrows or repays once a turn, so a free loan cannot keep it borrowing and repaying."""
    if ActionKind.LOAN.value in s.used:
        return True
    nation = s.players[seat].nation
    for t in reversed(s.ledger.history(nation)):
        if t.round_no != s.round:
            return False
        if t.reason in (REASON_LOAN, REASON_LOAN_REPAYMENT):
            return True
    return False
