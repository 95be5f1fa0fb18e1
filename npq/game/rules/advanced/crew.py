"""Crew in the advanced game (section 3 "Crew Management", advanced boxes L288, L343, L353,
L369, L636; ADVANCED.md 3.1-3.4, 3.6; decisions Q1-Q3, Q24).

* Commanders may be hired from round 1, Specialists from round 2, an Advanced Commander only
  after the player has completed one mission.
* A hire may be declared at any time of the turn, in flight too: it costs the hire action and
  is paid at once (Q3); the member is reserved and boards at the next base the airship is
  stationed at, with no further action (Q24), and his bonus starts then.
* A cession may be declared in flight (one action): member and bonus stay aboard until the next
  base, where the Bank pays the cession price.
* A crew never holds two Commanders: in flight a new one is declared only once the old one is
  declared leaving, and at the base the old one leaves before the new one boards (L369).
* A base whose nation's bases are closed to the player by the Telegram of the round hires
  nobody there.
* When another player could hire the member too, the hire opens an Engagement Auction
  (:mod:`npq.game.rules.advanced.auctions`); the member goes to its winner (``deliver``).
  A winner who has a Commander aboard spends an action to renounce him (``renounce``, L363):
  the old one goes back to the pool, for no Bonds, at a base (at once, or at the next one), and
  the new one boards there.

This concern replaces the basic ``crew`` concern; at a base it hires and cedes through the same
steps (:mod:`npq.game.rules.crew`).
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
    Renounce,
)
from npq.game.config import SKILLS
from npq.game.effects import clip_fuel
from npq.game.events import EventKind
from npq.game.rules import crew as basic
from npq.game.rules.advanced.auctions import (
    auction_invited,
    claim_released,
    mark_released,
    open_auction,
    put_up,
    released_place,
)
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.state import PlayerState, State
from npq.game.world import World

__all__ = [
    "AUCTIONED",
    "CONCERN",
    "RENOUNCED",
    "SPECIALIST",
    "board_declared",
    "hire_auction",
    "leaves",
]

CONCERN = Concern("crew", "3 Crew Management")

#: How a Specialist declared in flight is written in ``PlayerState.joining`` / ``leaving``.
SPECIALIST = "specialist:"
#: A Commander renounced in flight (L363), written in ``PlayerState.leaving``: he leaves at the
#: next base for no Bonds.
RENOUNCED = "renounced:"
#: A member ceded in flight to be put up for auction at the next base (L353), written in
#: ``PlayerState.leaving`` before the member (``"auction:nobile"``,
#: ``"auction:specialist:pilot"``).
AUCTIONED = "auction:"

CONCERN.round_end_fns.append(basic.manager_income)


@CONCERN.provides("cession_variant")
def cession_variant(tx: Tx) -> bool:
    """Edition 2 accepted the cession variant's switch but played without it (L355)."""
    return False


def leaves(p: PlayerState, member: str | None) -> bool:
    """Whether ``member`` is ceded in flight (to the Bank or to be put up for auction)."""
    return member is not None and (member in p.leaving or AUCTIONED + member in p.leaving)


def _commander_declared(members: tuple[str, ...]) -> str | None:
    return next((m for m in members if not m.startswith(SPECIALIST)), None)


@CONCERN.checks_for(HireCommander)
def check_hire_commander(tx: Tx, action: HireCommander) -> None:
    """A pure check of the hire (L288, L343, L369; Q3, Q24): at a base as in the basic game;
    in flight, once no Commander is on his way and the one aboard is declared leaving. A hire
    that opens an Engagement Auction (:func:`~npq.game.rules.advanced.auctions.auction_invited`)
    is settled by the bids; otherwise, at a base other than the one a released member waits at
    (the cession variant), no second Commander may be on his way."""
    seat, p = tx.seat, tx.p()
    cmd = _commander(tx, action.commander)
    if cmd.is_advanced and not p.completed:
        raise RuleViolation("crew.advanced.after_a_mission", commander=cmd.id)
    place = p.airship.place
    if place is not None:
        tx.rules.rule("serves")(tx, seat, place, "crew")
        basic.check_hire_commander(tx, action)
    elif _commander_declared(p.joining) is not None:
        raise RuleViolation("crew.advanced.commander_on_his_way")
    elif p.crew.commander is not None and not leaves(p, p.crew.commander):
        raise RuleViolation("crew.advanced.one_commander", commander=p.crew.commander)
    price = basic.commander_price(tx, cmd)
    tx.can_afford(seat, price, "crew.hire.commander_cost", commander=cmd.id, name=cmd.name)
    if auction_invited(tx, cmd.id, _commander_role(cmd.is_advanced), price):
        return
    boards = released_place(tx, cmd.id, seat)
    if place is not None and boards not in (None, place) and _commander_declared(p.joining):
        raise RuleViolation("crew.advanced.commander_on_his_way")


def _commander(tx: Tx, commander: str) -> Commander:
    try:
        return tx.w.content.crew.commander(commander)
    except KeyError:
        raise RuleViolation("crew.advanced.unknown_commander", commander=commander) from None


def _commander_role(advanced: bool) -> str:
    return "advanced_commander" if advanced else "commander"


def hire_auction(
    state: State, world: World, rules: RuleSet, action: HireCommander | HireSpecialist
) -> tuple[int, tuple[int, ...]] | None:
    """Whether the current player's hire would open an Engagement Auction (L343, L359; Q4-Q5):
    the price the bidding opens at and the seats invited, or None (a plain hire at the base
    price). A pure judgement, the one the handlers act on (the app's menus say it)."""
    tx = Tx(state, world, rules)
    if isinstance(action, HireCommander):
        cmd = world.content.crew.commander(action.commander)
        base = basic.commander_price(tx, cmd)
        invited = auction_invited(tx, cmd.id, _commander_role(cmd.is_advanced), base)
    else:
        base = basic.specialist_price(tx, action.skill)
        invited = auction_invited(tx, SPECIALIST + action.skill, "specialist", base)
    return (base, invited) if invited else None


@CONCERN.handles(HireCommander)
def hire_commander(tx: Tx, action: HireCommander) -> None:
    seat, p = tx.seat, tx.p()
    cmd = tx.w.content.crew.commander(action.commander)
    price = basic.commander_price(tx, cmd)
    if open_auction(tx, cmd.id, _commander_role(cmd.is_advanced), price):
        return
    place = p.airship.place
    boards = released_place(tx, cmd.id, seat)
    if place is not None and boards in (None, place):
        basic.hire_commander(tx, action)
        if boards is not None:
            tx.set(released=tuple(r for r in tx.s.released if r != (cmd.id, place)))
        return
    # declared in flight (or, under the cession variant, waiting at his release base): paid
    # now, aboard at the next base (L343, Q3) or at that base (L355)
    claim_released(tx, cmd.id, seat)
    cmd, price = basic.take_commander(tx, cmd.id)
    tx.put(seat, joining=(*tx.p(seat).joining, cmd.id))
    tx.emit(
        EventKind.CREW_DECLARED, seat, role=_commander_role(cmd.is_advanced), id=cmd.id, price=price
    )


@CONCERN.checks_for(HireSpecialist)
def check_hire_specialist(tx: Tx, action: HireSpecialist) -> None:
    """A pure check: Specialists from round 2 (L288); at a base as in the basic game; in
    flight one of a skill, unless the one aboard is declared leaving, and none on his way."""
    seat, p = tx.seat, tx.p()
    skill = action.skill
    if tx.s.round < 2:
        raise RuleViolation("crew.advanced.specialists_round_2", skill=skill)
    place = p.airship.place
    member = SPECIALIST + skill
    if place is not None:
        tx.rules.rule("serves")(tx, seat, place, "crew")
        basic.check_hire_specialist(tx, action)
    if p.crew.has_specialist(skill) and (place is not None or not leaves(p, member)):
        raise RuleViolation("crew.advanced.one_specialist", skill=skill)
    if member in p.joining:
        raise RuleViolation("crew.advanced.specialist_on_his_way", skill=skill)
    tx.can_afford(seat, basic.specialist_price(tx, skill), "crew.hire.specialist_cost", skill=skill)


@CONCERN.handles(HireSpecialist)
def hire_specialist(tx: Tx, action: HireSpecialist) -> None:
    seat, p = tx.seat, tx.p()
    skill = action.skill
    member = SPECIALIST + skill
    if open_auction(tx, member, "specialist", basic.specialist_price(tx, skill)):
        return
    place = p.airship.place
    boards = released_place(tx, member, seat)
    if place is not None and boards in (None, place):
        basic.hire_specialist(tx, action)
        if boards is not None:
            pairs = list(tx.s.released)
            pairs.remove((member, place))
            tx.set(released=tuple(pairs))
        return
    claim_released(tx, member, seat)
    price = basic.take_specialist(tx, skill)
    tx.put(seat, joining=(*tx.p(seat).joining, member))
    tx.emit(EventKind.CREW_DECLARED, seat, role="specialist", id=skill, price=price)


@CONCERN.checks_for(DismissCommander)
def check_dismiss_commander(tx: Tx, action: DismissCommander) -> None:
    """At a base as in the basic game; in flight a cession declared once (L353)."""
    p = tx.p()
    if p.airship.place is not None:
        basic.check_dismiss_commander(tx, action)
    elif p.crew.commander is None:
        raise RuleViolation("crew.advanced.no_commander")
    elif leaves(p, p.crew.commander):
        raise RuleViolation("crew.advanced.commander_leaving", commander=p.crew.commander)


@CONCERN.handles(DismissCommander)
def dismiss_commander(tx: Tx, action: DismissCommander) -> None:
    seat, p = tx.seat, tx.p()
    if p.airship.place is not None:
        member = p.crew.commander
        basic.dismiss_commander(tx, action)
        mark_released(tx, str(member), p.airship.place)
        return
    assert p.crew.commander is not None
    tx.put(seat, leaving=(*p.leaving, p.crew.commander))
    cmd = tx.w.content.crew.commander(p.crew.commander)
    tx.emit(EventKind.CREW_CESSION_DECLARED, seat, role=_commander_role(cmd.is_advanced), id=cmd.id)


@CONCERN.checks_for(DismissSpecialist)
def check_dismiss_specialist(tx: Tx, action: DismissSpecialist) -> None:
    """At a base as in the basic game; in flight a cession declared once (L353)."""
    p = tx.p()
    if p.airship.place is not None:
        basic.check_dismiss_specialist(tx, action)
    elif not p.crew.has_specialist(action.skill):
        raise RuleViolation("crew.advanced.no_specialist", skill=action.skill)
    elif leaves(p, SPECIALIST + action.skill):
        raise RuleViolation("crew.advanced.specialist_leaving", skill=action.skill)


@CONCERN.handles(DismissSpecialist)
def dismiss_specialist(tx: Tx, action: DismissSpecialist) -> None:
    seat, p = tx.seat, tx.p()
    if p.airship.place is not None:
        basic.dismiss_specialist(tx, action)
        mark_released(tx, SPECIALIST + action.skill, p.airship.place)
        return
    tx.put(seat, leaving=(*p.leaving, SPECIALIST + action.skill))
    tx.emit(EventKind.CREW_CESSION_DECLARED, seat, role="specialist", id=action.skill)


@CONCERN.provides("on_stationed")
def board_declared(tx: Tx, seat: int, place: str) -> None:
    """Q24: at any stationing at a base, the members ceded in flight leave (the Bank pays them)
    and then the members hired in flight board, with no action (L343, L353, L369)."""
    p = tx.p(seat)
    if not p.joining and not p.leaving:
        return
    tx.put(seat, leaving=())
    for member in p.leaving:
        if member.startswith(AUCTIONED):
            tx.emit(EventKind.CREW_LEFT, seat, id=member.removeprefix(AUCTIONED), place=place)
            put_up(tx, seat, member.removeprefix(AUCTIONED), place)
            continue
        if member.startswith(SPECIALIST):
            basic.release_specialist(tx, seat, member.removeprefix(SPECIALIST))
            mark_released(tx, member, place)
        elif member.startswith(RENOUNCED):
            _renounce_now(tx, seat, place)
        else:
            basic.release_commander(tx, seat)
            mark_released(tx, member, place)
        tx.emit(EventKind.CREW_LEFT, seat, id=member, place=place)
    waiting: list[str] = []
    boards_at = dict(tx.p(seat).boards_at)
    for member in tx.p(seat).joining:
        if boards_at.get(member, place) != place:
            waiting.append(member)  # the cession variant: he boards at his release base (L365)
            continue
        if member in boards_at:
            pairs = list(tx.p(seat).boards_at)
            pairs.remove((member, place))
            tx.put(seat, boards_at=tuple(pairs))
            del boards_at[member]
        if member.startswith(SPECIALIST):
            basic.board_specialist(tx, seat, member.removeprefix(SPECIALIST), 0)
        elif tx.p(seat).crew.commander is not None:
            waiting.append(member)  # won at auction: waits until the old one is renounced
            continue
        else:
            basic.board_commander(tx, seat, member, 0)
        tx.emit(EventKind.CREW_BOARDED, seat, id=member, place=place)
    tx.put(seat, joining=tuple(waiting))


def _renounce_now(tx: Tx, seat: int, place: str) -> None:
    """L363: the old Commander goes back to the pool at his base price, for no Bonds."""
    p = tx.p(seat)
    old = p.crew.commander
    if old is None:
        return
    tx.put(seat, crew=replace(p.crew, commander=None, commander_skills=()))
    tx.set(commanders=(*tx.s.commanders, old))
    clip_fuel(tx, seat)
    tx.emit(EventKind.RENOUNCED, seat, id=old, place=place)


@CONCERN.checks_for(Renounce)
def check_renounce(tx: Tx, action: Renounce) -> None:
    """L363: only a winner of an auction who has a Commander aboard renounces him, once."""
    p = tx.p()
    if _commander_declared(p.joining) is None or p.crew.commander is None:
        raise RuleViolation("crew.advanced.renounce.no_room_needed")
    if any(m.startswith(RENOUNCED) for m in p.leaving):
        raise RuleViolation("crew.advanced.renounce.already", commander=p.crew.commander)


@CONCERN.handles(Renounce)
def renounce(tx: Tx, action: Renounce) -> None:
    """L363: a winner of an auction who has a Commander renounces the old one (an action)."""
    seat, p = tx.seat, tx.p()
    waiting = _commander_declared(p.joining)
    assert waiting is not None and p.crew.commander is not None
    place = p.airship.place
    if place is None:
        tx.put(seat, leaving=(*p.leaving, RENOUNCED + p.crew.commander))
        tx.emit(EventKind.RENOUNCED, seat, id=p.crew.commander, place=None)
        return
    _renounce_now(tx, seat, place)
    tx.put(seat, joining=tuple(m for m in tx.p(seat).joining if m != waiting))
    basic.board_commander(tx, seat, waiting, 0)
    tx.emit(EventKind.CREW_BOARDED, seat, id=waiting, place=place)


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    """In flight too (the hire and cession declarations); at a base, as in the basic game."""
    p = state.player
    yield from (HireCommander(c) for c in (*state.commanders, *state.box_commanders))
    yield from (HireSpecialist(s) for s in SKILLS)
    yield DismissCommander()
    yield from (DismissSpecialist(s) for s in p.crew.specialists)
    if _commander_declared(p.joining) is not None and p.crew.commander is not None:
        yield Renounce()
