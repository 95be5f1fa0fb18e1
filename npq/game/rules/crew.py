"""Crew (section 3 "Crew Management", "Specialist Bonuses"; D13).

At a base a player hires a Commander (face-up first, then from the box at the higher price) or
a Specialist, or gives one up to the Bank; Managers earn their Bonds at the end of each round.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from npq.content import Commander
from npq.errors import RuleViolation
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
from npq.game.rules.common import at_base
from npq.game.rules.ruleset import Concern
from npq.game.state import State
from npq.game.world import World

__all__ = [
    "CONCERN",
    "board_commander",
    "board_specialist",
    "commander_price",
    "release_commander",
    "release_specialist",
    "specialist_price",
    "take_commander",
    "take_specialist",
]

CONCERN = Concern("crew", "3 Crew Management")


@CONCERN.checks_for(HireCommander)
def check_hire_commander(tx: Tx, action: HireCommander) -> None:
    at_base(tx, "crew.hire.not_at_base")
    if tx.p().crew.commander is not None:
        raise RuleViolation("crew.hire.one_commander", commander=tx.p().crew.commander)
    cmd = _commander(tx, action.commander)
    price = commander_price(tx, cmd)
    tx.can_afford(tx.seat, price, "crew.hire.commander_cost", commander=cmd.id, name=cmd.name)


def _commander(tx: Tx, commander: str) -> Commander:
    try:
        return tx.w.content.crew.commander(commander)
    except KeyError:
        raise RuleViolation("crew.hire.unknown_commander", commander=commander) from None


@CONCERN.handles(HireCommander)
def hire_commander(tx: Tx, action: HireCommander) -> None:
    seat = tx.seat
    cmd, price = take_commander(tx, action.commander)
    board_commander(tx, seat, cmd.id, price)


def take_commander(tx: Tx, commander: str) -> tuple[Commander, int]:
    """Take a Commander from the face-up row (or the box, at the higher price) and pay the
    Bank for him (section 3 "Crew Management": "the payment of the engagement is immediate")."""
    seat = tx.seat
    cmd = _commander(tx, commander)
    price = commander_price(tx, cmd)
    tx.can_afford(seat, price, "crew.hire.commander_cost", commander=cmd.id, name=cmd.name)
    if commander in tx.s.commanders:
        tx.set(commanders=tuple(c for c in tx.s.commanders if c != cmd.id))
    else:
        tx.set(box_commanders=tuple(c for c in tx.s.box_commanders if c != cmd.id))
    tx.pay_bank(seat, price, f"hire {cmd.id}")
    return cmd, price


def commander_price(tx: Tx, cmd: Commander) -> int:
    """The hire price of an available Commander (face up, or from the box once the face-up
    Commanders are gone, section 3); RuleViolation when he is not available."""
    crew = tx.w.content.crew
    prices = tx.prices
    if cmd.id in tx.s.commanders:
        return prices.advanced_commander_hire if cmd.is_advanced else prices.commander_hire
    if cmd.id in tx.s.box_commanders:
        if any(c not in {a.id for a in crew.advanced_commanders} for c in tx.s.commanders):
            raise RuleViolation("crew.hire.box_later", commander=cmd.id)
        return prices.extra_commander_hire
    raise RuleViolation("crew.hire.not_available", commander=cmd.id, name=cmd.name)


def board_commander(tx: Tx, seat: int, commander: str, price: int) -> None:
    """The Commander takes the slot of the game plan; his skills act at once (section 3)."""
    p = tx.p(seat)
    cmd = tx.w.content.crew.commander(commander)
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


def specialist_price(tx: Tx, skill: str) -> int:
    """The hire price of a Specialist: laid out, or from the box at the higher price once
    those of his skill are gone (section 3, section 8)."""
    laid_out = tx.s.specialists[SKILLS.index(skill)] > 0
    return tx.prices.specialist_hire if laid_out else tx.prices.extra_specialist_hire


@CONCERN.checks_for(HireSpecialist)
def check_hire_specialist(tx: Tx, action: HireSpecialist) -> None:
    at_base(tx, "crew.hire.not_at_base")
    if tx.p().crew.has_specialist(action.skill):
        raise RuleViolation("crew.hire.one_specialist", skill=action.skill)
    price = specialist_price(tx, action.skill)
    tx.can_afford(tx.seat, price, "crew.hire.specialist_cost", skill=action.skill)


@CONCERN.handles(HireSpecialist)
def hire_specialist(tx: Tx, action: HireSpecialist) -> None:
    seat = tx.seat
    skill = action.skill
    price = take_specialist(tx, skill)
    board_specialist(tx, seat, skill, price)


def take_specialist(tx: Tx, skill: str) -> int:
    """Take a Specialist Token (from those laid out, else from the box at the higher price,
    section 8) and pay the Bank; returns the price."""
    seat = tx.seat
    i = SKILLS.index(skill)
    laid_out = tx.s.specialists[i] > 0
    price = specialist_price(tx, skill)
    tx.can_afford(seat, price, "crew.hire.specialist_cost", skill=skill)
    tx.pay_bank(seat, price, f"hire specialist {skill}")
    if laid_out:
        counts = list(tx.s.specialists)
        counts[i] -= 1
        tx.set(specialists=tuple(counts))
    return price


def board_specialist(tx: Tx, seat: int, skill: str, price: int) -> None:
    """The token goes into its slot, silver or gold (section 3); its bonus acts at once."""
    p = tx.p(seat)
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


@CONCERN.checks_for(DismissCommander)
def check_dismiss_commander(tx: Tx, action: DismissCommander) -> None:
    at_base(tx, "crew.dismiss.not_at_base")
    if tx.p().crew.commander is None:
        raise RuleViolation("crew.dismiss.no_commander")


@CONCERN.handles(DismissCommander)
def dismiss_commander(tx: Tx, action: DismissCommander) -> None:
    release_commander(tx, tx.seat)


def release_commander(tx: Tx, seat: int) -> None:
    """The Commander leaves the game plan for the Bank, which pays his cession price."""
    p = tx.p(seat)
    assert p.crew.commander is not None
    cmd = tx.w.content.crew.commander(p.crew.commander)
    prices = tx.prices
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


@CONCERN.checks_for(DismissSpecialist)
def check_dismiss_specialist(tx: Tx, action: DismissSpecialist) -> None:
    at_base(tx, "crew.dismiss.not_at_base")
    if not tx.p().crew.has_specialist(action.skill):
        raise RuleViolation("crew.dismiss.no_specialist", skill=action.skill)


@CONCERN.handles(DismissSpecialist)
def dismiss_specialist(tx: Tx, action: DismissSpecialist) -> None:
    release_specialist(tx, tx.seat, action.skill)


@CONCERN.provides("token_returned")
def token_returned(tx: Tx, laid_out: int) -> int:
    """Issue 17 ruling 9: a ceded Specialist Token joins those laid out only while they number
    fewer than section 8 lays out (1, 2 or 3 per symbol by the number of players); one more goes
    back to the box, where it is hired at the box price (100 Bonds), as it was bought. Tokens
    are alike, so the box takes whichever one tops the pool. Returns the tokens laid out."""
    return min(laid_out + 1, tx.s.config.specialist_tokens)


def release_specialist(tx: Tx, seat: int, skill: str) -> None:
    """The Specialist Token goes back to those laid out (or to the box, the rule set's
    ``token_returned``); the Bank pays the cession price."""
    p = tx.p(seat)
    amount = tx.prices.specialist_sale
    crew = replace(p.crew, specialists=tuple(s for s in p.crew.specialists if s != skill))
    tx.put(seat, crew=crew)
    counts = list(tx.s.specialists)
    i = SKILLS.index(skill)
    # a rule set that replaces this concern (the advanced crew) keeps this judgement
    try:
        returned = tx.rules.rule("token_returned")
    except KeyError:
        returned = token_returned
    counts[i] = returned(tx, counts[i])
    tx.set(specialists=tuple(counts))
    tx.from_bank(seat, amount, f"cession of specialist {skill}")
    clip_fuel(tx, seat)
    tx.emit(
        EventKind.CREW_DISMISSED,
        seat,
        role="specialist",
        id=skill,
        skills=[skill],
        amount=amount,
    )


@CONCERN.on_round_end
def manager_income(tx: Tx) -> None:
    """Section 3 "Specialist Bonuses": Managers earn their Bonds at the end of each round."""
    income = tx.prices.manager_income
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
