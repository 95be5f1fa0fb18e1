"""Crew (section 3 "Crew Management", "Specialist Bonuses"; D13).

At a base a player hires a Commander (face-up first, then from the box at the higher price) or
a Specialist, or gives one up to the Bank; Managers earn their Bonds at the end of each round.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from npq.game._tx import Tx
from npq.game.actions import (
    Action,
    DismissCommander,
    DismissSpecialist,
    HireCommander,
    HireSpecialist,
)
from npq.game.config import SKILLS
from npq.game.effects import clip_fuel
from npq.game.events import EventKind
from npq.game.rules.common import RULES, at_base, rv
from npq.game.rules.ruleset import Concern
from npq.game.state import State
from npq.game.world import World

__all__ = ["CONCERN"]

CONCERN = Concern("crew", "3 Crew Management")


@CONCERN.handles(HireCommander)
def hire_commander(tx: Tx, action: HireCommander) -> None:
    seat, p = tx.seat, tx.p()
    at_base(tx, "crew is hired")
    if p.crew.commander is not None:
        raise rv("crew", "no more than one Commander in a crew: give up yours first")
    crew = tx.w.content.crew
    try:
        cmd = crew.commander(action.commander)
    except KeyError:
        raise rv("crew", f"no Commander {action.commander!r}") from None
    prices = tx.w.prices
    if action.commander in tx.s.commanders:
        price = prices.advanced_commander_hire if cmd.is_advanced else prices.commander_hire
        tx.set(commanders=tuple(c for c in tx.s.commanders if c != cmd.id))
    elif action.commander in tx.s.box_commanders:
        if any(c not in {a.id for a in crew.advanced_commanders} for c in tx.s.commanders):
            raise rv("crew", "Commanders from the box are hired once the laid-out ones are gone")
        price = prices.extra_commander_hire
        tx.set(box_commanders=tuple(c for c in tx.s.box_commanders if c != cmd.id))
    else:
        raise rv("crew", f"{cmd.name} is not available")
    tx.can_afford(seat, price, f"hiring {cmd.name}", RULES["crew"])
    tx.pay_bank(seat, price, f"hire {cmd.id}")
    skills = tuple(str(s) for s in cmd.skills)
    tx.put(seat, crew=replace(p.crew, commander=cmd.id, commander_skills=skills))
    gold = [s for s in skills if p.crew.has_specialist(s)]
    tx.emit(
        EventKind.CREW_HIRED,
        seat,
        role="advanced_commander" if cmd.is_advanced else "commander",
        id=cmd.id,
        skills=list(skills),
        price=price,
        gold=gold,
    )


@CONCERN.handles(HireSpecialist)
def hire_specialist(tx: Tx, action: HireSpecialist) -> None:
    seat, p = tx.seat, tx.p()
    at_base(tx, "crew is hired")
    skill = action.skill
    if p.crew.has_specialist(skill):
        raise rv("crew", f"no more than one Specialist {skill} in a crew")
    i = SKILLS.index(skill)
    laid_out = tx.s.specialists[i] > 0
    price = tx.w.prices.specialist_hire if laid_out else tx.w.prices.extra_specialist_hire
    tx.can_afford(seat, price, f"a Specialist {skill}", RULES["crew"])
    tx.pay_bank(seat, price, f"hire specialist {skill}")
    if laid_out:
        counts = list(tx.s.specialists)
        counts[i] -= 1
        tx.set(specialists=tuple(counts))
    specialists = tuple(s for s in SKILLS if s == skill or p.crew.has_specialist(s))
    tx.put(seat, crew=replace(p.crew, specialists=specialists))
    tx.emit(
        EventKind.CREW_HIRED,
        seat,
        role="specialist",
        id=skill,
        skills=[skill],
        price=price,
        gold=[skill] if skill in p.crew.commander_skills else [],
    )


@CONCERN.handles(DismissCommander)
def dismiss_commander(tx: Tx, action: DismissCommander) -> None:
    seat, p = tx.seat, tx.p()
    at_base(tx, "crew is given up")
    if p.crew.commander is None:
        raise rv("crew", "there is no Commander to give up")
    cmd = tx.w.content.crew.commander(p.crew.commander)
    prices = tx.w.prices
    amount = prices.advanced_commander_sale if cmd.is_advanced else prices.commander_sale
    tx.put(seat, crew=replace(p.crew, commander=None, commander_skills=()))
    tx.set(commanders=(*tx.s.commanders, cmd.id))
    tx.from_bank(seat, amount, f"cession of {cmd.id}")
    clip_fuel(tx, seat)
    tx.emit(
        EventKind.CREW_DISMISSED,
        seat,
        role="advanced_commander" if cmd.is_advanced else "commander",
        id=cmd.id,
        skills=[str(s) for s in cmd.skills],
        amount=amount,
    )


@CONCERN.handles(DismissSpecialist)
def dismiss_specialist(tx: Tx, action: DismissSpecialist) -> None:
    seat, p = tx.seat, tx.p()
    at_base(tx, "crew is given up")
    if not p.crew.has_specialist(action.skill):
        raise rv("crew", f"there is no Specialist {action.skill} to give up")
    amount = tx.w.prices.specialist_sale
    crew = replace(p.crew, specialists=tuple(s for s in p.crew.specialists if s != action.skill))
    tx.put(seat, crew=crew)
    counts = list(tx.s.specialists)
    counts[SKILLS.index(action.skill)] += 1
    tx.set(specialists=tuple(counts))
    tx.from_bank(seat, amount, f"cession of specialist {action.skill}")
    clip_fuel(tx, seat)
    tx.emit(
        EventKind.CREW_DISMISSED,
        seat,
        role="specialist",
        id=action.skill,
        skills=[action.skill],
        amount=amount,
    )


@CONCERN.on_round_end
def manager_income(tx: Tx) -> None:
    """Section 3 "Specialist Bonuses": Managers earn their Bonds at the end of each round."""
    income = tx.w.prices.manager_income
    for p in tx.s.players:
        n = p.bonus("manager")
        if n:
            tx.from_bank(p.seat, income * n, "manager income")
            tx.emit(EventKind.MANAGER_INCOME, p.seat, amount=income * n)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    p = state.player
    if p.airship.place is None:
        return
    yield from (HireCommander(c) for c in (*state.commanders, *state.box_commanders))
    yield from (HireSpecialist(s) for s in SKILLS)
    yield DismissCommander()
    yield from (DismissSpecialist(s) for s in p.crew.specialists)
