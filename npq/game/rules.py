"""The rules of the basic game (rulebook sections 2-11) as pure functions over frozen states.

::

    state = new_game(GameConfig(("italy", "japan")), seed=7)
    for action in legal_actions(state): ...
    state, events = apply(state, Action.parse("declare kings_bay"))
    outcome(state)        # None while the game goes on

:func:`apply` checks the action against every rule and raises
:class:`~npq.errors.RuleViolation` naming the rulebook section it breaks -- nothing is ever
ignored, and the state passed in is never changed. A turn is up to three actions, never the
same action twice, all optional (section 8 "How to Play"); :class:`~npq.game.actions.EndTurn`
closes it. When the last player of the round has played, Managers earn their Bonds and the
weather disc turns (section 8, section 3 "Specialist Bonuses").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from npq.content import EffectType
from npq.economy import BANK, Relation, Tariff
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import (
    Abandon,
    Action,
    ActionKind,
    Declare,
    DismissCommander,
    DismissSpecialist,
    DrawMission,
    DrawStrategy,
    EndTurn,
    Exchange,
    Fly,
    HireCommander,
    HireSpecialist,
    Interrupt,
    Loan,
    MoveBase,
    Play,
    Refuel,
    Repair,
    Repay,
    ReplaceStrategy,
    Reserve,
    Sail,
    Sell,
    SetupBase,
    Sos,
    Trap,
    WithdrawTrap,
)
from npq.game.config import SKILLS
from npq.game.effects import apply_effects, clip_fuel
from npq.game.events import Event, EventKind
from npq.game.state import (
    CompletedMission,
    Emergency,
    Mission,
    Outcome,
    Pending,
    PlayerState,
    PoleLeg,
    State,
    Termination,
)
from npq.game.world import World, default_world

__all__ = [
    "RULES",
    "apply",
    "finish_pole",
    "interrupt",
    "nearest_base",
    "outcome",
    "start_turn",
    "view_for",
]

#: Rulebook sections cited by :class:`RuleViolation`.
RULES = {
    "turn": "8 How to Play",
    "over": "9 Victory",
    "missions": "6 Mission Cards",
    "declare": "10 Declaring a Mission",
    "swap": "10 Swapping a Mission Card or Drawing a New One",
    "abandon": "10 Abandoning a Mission in Progress",
    "sell": "10 Selling a Mission Already Completed to the Bank",
    "crew": "3 Crew Management",
    "repair": "10 Repair Actions",
    "range": "2 Range (Tank Capacity)",
    "integrity": "2 Structural Integrity",
    "emergency": "10 Emergency Landing Management",
    "strategy": "6 Strategy Cards",
    "trap": "10 Using Strategy Cards (Trap Card)",
    "arctic": "10 Arctic Base Organization",
    "loan": "10 Selling a Mission (Bank loan)",
    "airship": "4 Airship Movement",
    "solo": "12 Solo Mode",
}


#: Not actions of the List of Actions: they cost none and are never "the same action twice".
_OUTSIDE_THE_LIST = frozenset({ActionKind.END_TURN, ActionKind.INTERRUPT})


def _rv(key: str, message: str) -> RuleViolation:
    return RuleViolation(RULES[key], message)


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------
def apply(
    state: State, action: Action, world: World | None = None
) -> tuple[State, tuple[Event, ...]]:
    """Apply one action of the current player; return the new state and what happened.

    Raises :class:`RuleViolation` (naming the rulebook section) for an illegal action; the
    given state is never modified.
    """
    if state.outcome is not None:
        raise _rv("over", "the game is over")
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise _rv("turn", f"{action} is not an action of the List of Actions")
    tx = Tx(state, world or default_world())
    kind = action.kind
    outside = kind in _OUTSIDE_THE_LIST
    if not outside:
        player = state.player
        if player.skips_turn:
            raise _rv("turn", "this turn is lost to a card: end it")
        if kind.value in state.used:
            raise _rv("turn", f"no action twice in a turn: you have already chosen to {kind.words}")
        if state.actions_left <= 0:
            raise _rv("turn", "no actions left this turn: end it")
    tx.emit(EventKind.ACTION, state.current, action=str(action), kind=kind.value)
    seat = state.current
    handler(tx, action)
    if not outside and tx.s.outcome is None:
        tx.set(used=(*tx.s.used, kind.value))
        _emit_stats(tx, seat)
    return tx.s, tuple(tx.events)


def outcome(state: State) -> Outcome | None:
    """The end of the game as a value, or ``None`` while it goes on (section 9)."""
    return state.outcome


def interrupt(state: State) -> Outcome:
    """Section 9: "If the game is interrupted, the player who has the most Bonds ... wins"."""
    if state.outcome is not None:
        return state.outcome
    return _richest(state, range(len(state.players)), Termination.INTERRUPTED)


def view_for(state: State, seat: int) -> State:
    """What the player in ``seat`` may see: others' hands and every deck's order hidden.

    Hidden cards become ``"?"`` (hand sizes stay visible, as at the table); the generator is
    blanked so the future cannot be read from it. Bots get nothing more than this.
    """
    from npq.game.rng import Rng

    hidden = "?"
    players = []
    for p in state.players:
        if p.seat == seat:
            players.append(p)
            continue
        trap = None if p.trap is None else (hidden, p.trap[1])
        players.append(
            replace(
                p,
                missions=(hidden,) * len(p.missions),
                strategy=(hidden,) * len(p.strategy),
                pending=tuple(replace(x, card=hidden) for x in p.pending),
                trap=trap,
            )
        )
    own = state.players[seat]
    own_pending = tuple(replace(x, card=hidden) for x in own.pending)
    players[seat] = replace(own, pending=own_pending)
    return replace(
        state,
        players=tuple(players),
        rng=Rng(0, 0),
        seed=0,
        mission_deck=(hidden,) * len(state.mission_deck),
        strategy_deck=(hidden,) * len(state.strategy_deck),
        venture_deck=(hidden,) * len(state.venture_deck),
        box_commanders=tuple(sorted(state.box_commanders)),
    )


# ---------------------------------------------------------------------------------------------
# Turn structure (section 8)
# ---------------------------------------------------------------------------------------------
def start_turn(tx: Tx) -> None:
    """Start the current player's turn: Strategy cards played on him act now (section 6)."""
    seat = tx.seat
    tx.emit(EventKind.TURN_STARTED, seat)
    pending = tx.p(seat).pending
    if pending:
        tx.put(seat, pending=())
        for item in pending:
            if item.card not in tx.w.content.strategy:
                continue  # a hidden card: the state is a player's view
            card = tx.w.content.strategy[item.card]
            tx.emit(EventKind.STRATEGY_PLAYED, item.by, card=item.card, target=seat, acts=True)
            apply_effects(tx, seat, card.effects, card=item.card, source="hostile", mid_turn=False)
            tx.bottom("strategy_deck", item.card)
            _check_emergency(tx, seat)
            if tx.s.outcome is not None:
                return
    _emit_stats(tx, seat)


def _end_turn(tx: Tx, action: Action) -> None:
    seat = tx.seat
    s = tx.s
    p = s.player
    if _must_fly(s, p) and not _nothing_to_fly(tx):
        raise _rv("airship", "an airship in flight must move every turn (fly before ending)")
    # D9: fuel drops by one at the end of every turn in flight; a move burns it at once.
    if p.airship.in_flight and not s.airship_moved and not _held_by_fog(tx, p):
        fuel = max(0, p.airship.fuel - 1)
        tx.air(seat, fuel=fuel)
        tx.emit(EventKind.FUEL_USED, seat, fuel=fuel)
        _check_emergency(tx, seat)
        if tx.s.outcome is not None:
            return
    # Lasting effects count down the player's own turns.
    modifiers = []
    for m in tx.p(seat).modifiers:
        if m.delay > 0:
            modifiers.append(replace(m, delay=m.delay - 1))
        elif m.turns > 1:
            modifiers.append(replace(m, turns=m.turns - 1))
    tx.put(seat, modifiers=tuple(modifiers), ventures=())
    tx.emit(EventKind.TURN_ENDED, seat, actions=list(s.used))
    n = len(s.players)
    nxt = (seat + 1) % n
    tx.set(current=nxt, used=(), airship_moved=False, turn=s.turn + 1)
    if nxt == s.first_player:
        _end_round(tx)
        if tx.s.outcome is not None:
            return
    start_turn(tx)


def _end_round(tx: Tx) -> None:
    """Managers earn their Bonds, then the weather disc turns (section 8, section 3)."""
    s = tx.s
    income = tx.w.prices.manager_income
    for p in s.players:
        n = p.bonus("manager")
        if n:
            tx.from_bank(p.seat, income * n, "manager income")
            tx.emit(EventKind.MANAGER_INCOME, p.seat, amount=income * n)
    tx.emit(EventKind.ROUND_ENDED, None, next_round=s.round + 1)
    if s.final_round is not None and s.round >= s.final_round:
        _game_over(tx, _richest(tx.s, s.finishers, Termination.POLE_MOST_BONDS))
        return
    if (s.config.max_rounds is not None and s.round >= s.config.max_rounds) or (
        s.interrupt_round is not None and s.round >= s.interrupt_round
    ):
        _game_over(tx, _richest(tx.s, range(len(s.players)), Termination.INTERRUPTED))
        return
    tx.set(round=s.round + 1)


def final_bonds(state: State) -> tuple[int, ...]:
    """Each player's Bonds as the end of the game counts them: net of an unpaid Bank loan
    (section 10: a loan is repaid before the journey to the Pole; a debt is not wealth, so a
    loan taken at the last moment cannot buy the "most Bonds" victory of section 9)."""
    return tuple(
        state.bonds(p.seat) - state.ledger.loan_outstanding(p.nation) for p in state.players
    )


def _richest(state: State, seats: Any, termination: Termination) -> Outcome:
    bonds = final_bonds(state)
    candidates = list(seats)
    best = max(bonds[i] for i in candidates)
    winners = tuple(i for i in candidates if bonds[i] == best)
    return Outcome(termination, winners, state.round, bonds)


def _game_over(tx: Tx, result: Outcome) -> None:
    tx.set(outcome=result)
    tx.emit(
        EventKind.GAME_OVER,
        None,
        termination=result.termination.value,
        winners=list(result.winners),
        bonds=list(result.bonds),
    )


def finish_pole(tx: Tx, seat: int) -> None:
    """The airship is back at its Arctic base from the Pole (section 9, D14)."""
    tx.put(seat, pole=PoleLeg.NONE)
    tx.set(finishers=(*tx.s.finishers, seat))
    if not tx.s.config.not_just_first:
        _game_over(tx, Outcome(Termination.POLE, (seat,), tx.s.round, final_bonds(tx.s)))
    elif tx.s.final_round is None:
        # "It's Not Just First": play on until everyone finishes the current round.
        tx.set(final_round=tx.s.round)


def _must_fly(s: State, p: PlayerState) -> bool:
    """Section 4 "Airship Movement": in flight, it cannot stay put unless held."""
    a = p.airship
    return (
        a.in_flight
        and not s.airship_moved
        and not p.skips_turn
        and not p.is_blocked("airship")
        and ActionKind.MOVE_AIRSHIP.value not in s.used
        and a.fuel > 0
        and a.integrity > 0
    )


def _held_by_fog(tx: Tx, p: PlayerState) -> bool:
    """Basic rules: an airship held in fog burns no fuel (1B table, advanced note)."""
    from npq.weather import Icon

    area = tx.w.weather_area(p.airship.pos)
    return tx.w.disc.icon(area, tx.s.round) is Icon.FOG


def _nothing_to_fly(tx: Tx) -> bool:
    """No legal move exists (fog, or nowhere to go): the airship may stay (section 4)."""
    from npq.game.legal import flight_options

    if _held_by_fog(tx, tx.s.player):
        return True
    return not flight_options(tx.s, tx.w)


def _emit_stats(tx: Tx, seat: int) -> None:
    p = tx.p(seat)
    tx.emit(
        EventKind.STATS,
        seat,
        speed=p.speed,
        range=p.range,
        fuel=p.airship.fuel,
        integrity=p.airship.integrity,
        max_integrity=p.max_integrity,
        bonds=tx.bonds(seat),
    )


# ---------------------------------------------------------------------------------------------
# Emergency landing (section 10) and the solo crash (section 12)
# ---------------------------------------------------------------------------------------------
def _check_emergency(tx: Tx, seat: int) -> bool:
    """Fuel or Integrity at 0 away from a base: an emergency landing where it is (D9)."""
    a = tx.p(seat).airship
    if a.place is not None or a.emergency is not None:
        return False
    if a.fuel > 0 and a.integrity > 0:
        return False
    cause = "fuel" if a.fuel <= 0 else "integrity"
    emergency_landing(tx, seat, cause)
    return True


def nearest_base(world: World, pos: tuple[float, float]) -> str:
    """Where an emergency landing is recovered (section 10): the nearest base on land, the
    nearest port at sea, the nearest Arctic base on the ice of the Pole."""
    board = world.board
    if board.in_ice_ring(pos):
        pool = [p for p in board.places if p.is_arctic]
    elif board.is_land(pos):
        pool = list(board.places)
    else:
        pool = [p for p in board.places if p.is_port]
    x, y = pos
    best = min(pool, key=lambda p: ((p.point.x - x) ** 2 + (p.point.y - y) ** 2, p.id))
    return best.id


def emergency_landing(tx: Tx, seat: int, cause: str) -> None:
    a = tx.p(seat).airship
    ground = (
        "ice"
        if tx.w.board.in_ice_ring(a.pos)
        else ("land" if tx.w.board.is_land(a.pos) else "water")
    )
    tx.put(seat, pole=PoleLeg.NONE)
    if tx.s.config.is_solo:
        rescued = tx.p(seat).rescue
        tx.emit(EventKind.CRASH, seat, cause=cause, rescued=rescued, point=list(a.pos))
        if not rescued:
            _game_over(tx, Outcome(Termination.CRASH, (), tx.s.round, final_bonds(tx.s)))
            return
        # The rescue bonus: the airship is carried to the nearest base (section 12).
        place = nearest_base(tx.w, a.pos)
        tx.put(seat, rescue=False)
        _recover(tx, seat, place)
        return
    tx.air(seat, emergency=Emergency.LANDED)
    tx.emit(EventKind.EMERGENCY_LANDING, seat, cause=cause, point=list(a.pos), ground=ground)


def _recover(tx: Tx, seat: int, place: str) -> None:
    """The airship is moved to ``place``; it stays there next turn and must be restored."""
    xy = tx.w.xy(place)
    tx.air(
        seat,
        pos=xy,
        place=place,
        emergency=None,
        grounded_until=tx.s.round + 2,
        must_restore=True,
        last_start=None,
    )
    tx.emit(EventKind.RECOVERED, seat, place=place, point=list(xy))
    tx.emit(
        EventKind.STATIONED,
        seat,
        place=place,
        point=list(xy),
        is_port=tx.w.place(place).is_port,
        miniature="airship",
    )


def recovery_move(tx: Tx, action: Fly) -> None:
    """The movement action after the S.O.S.: to the nearest base (section 10)."""
    seat = tx.seat
    a = tx.p(seat).airship
    place = nearest_base(tx.w, a.pos)
    if action.course.place != place:
        raise _rv(
            "emergency",
            f"after the S.O.S. the airship is moved to the nearest base: fly {place}",
        )
    _recover(tx, seat, place)


# ---------------------------------------------------------------------------------------------
# Missions (section 6 "Mission Cards", section 10 "Actions Related to Missions")
# ---------------------------------------------------------------------------------------------
def _hand_size(p: PlayerState) -> int:
    return len(p.missions) + (1 if p.active is not None else 0)


def _off_the_pole_journey(tx: Tx, key: str, message: str) -> None:
    """What must be settled "before leaving for the North Pole" -- the Bank loan repaid, a card
    drawn after a sale or an extra mission completed (section 6, section 10) -- cannot be taken
    on once the journey has begun (D14): the player has already left."""
    if tx.p().pole is not PoleLeg.NONE:
        raise _rv(key, message)


def _declare(tx: Tx, action: Declare) -> None:
    seat, p = tx.seat, tx.p()
    if action.card not in p.missions:
        raise _rv("declare", f"{action.card} is not a Mission card in your hand")
    if p.active is not None:
        raise _rv("missions", "a new mission cannot be declared while one is active")
    here = p.airship.place
    if here is None or here not in tx.w.start_points:
        raise _rv("missions", "a mission is declared only at a Starting Point (a starting base)")
    target = tx.w.missions[action.card].place
    if target == here:
        raise _rv("declare", "the mission's target is where the airship stands")
    distance = tx.w.distance(here, target)
    reward = tx.w.reward(here, target)
    mission = Mission(action.card, here, target, reward, round(distance, 6), tx.s.round)
    tx.put(seat, missions=tuple(c for c in p.missions if c != action.card), active=mission)
    tx.emit(
        EventKind.MISSION_DECLARED,
        seat,
        card=action.card,
        start=here,
        target=target,
        reward=reward,
        distance=distance,
    )


def complete_mission(tx: Tx, seat: int) -> None:
    """On arrival at the target: free, the Bank pays the Calculator's reward (section 10)."""
    p = tx.p(seat)
    m = p.active
    if m is None or p.airship.place != m.target:
        return
    done = CompletedMission(m.card, m.start, m.target, m.reward, m.distance, tx.s.round)
    tx.put(seat, active=None, completed=(*p.completed, done), owed=max(0, p.owed - 1))
    tx.from_bank(seat, m.reward, f"mission {m.start}-{m.target}")
    tx.emit(
        EventKind.MISSION_COMPLETED,
        seat,
        card=m.card,
        start=m.start,
        target=m.target,
        distance=m.distance,
        reward=m.reward,
        completed=len(p.completed) + 1,
    )


def _exchange(tx: Tx, action: Exchange) -> None:
    seat, p = tx.seat, tx.p()
    if action.give not in p.missions:
        raise _rv("swap", f"{action.give} is not an undeclared Mission card in your hand")
    hand = tuple(c for c in p.missions if c != action.give)
    if action.from_deck:
        card = tx.draw("mission_deck")
        if card is None:
            raise _rv("swap", "the Mission deck is empty")
        tx.bottom("mission_deck", action.give)
    else:
        table = tx.s.mission_table
        if action.take not in table:
            raise _rv("swap", f"{action.take} is not one of the face-up Mission cards")
        card = action.take
        tx.set(mission_table=tuple(action.give if c == card else c for c in table))
    tx.put(seat, missions=(*hand, card))
    tx.emit(EventKind.MISSION_EXCHANGED, seat, give=action.give, take=action.take)


def _draw_mission(tx: Tx, action: DrawMission) -> None:
    seat, p = tx.seat, tx.p()
    _off_the_pole_journey(
        tx, "missions", "no extra mission on the journey to the Pole: it is done before leaving"
    )
    limit = tx.s.config.mission_hand_limit
    if _hand_size(p) >= limit:
        raise _rv("missions", f"no more than {limit} Mission cards in hand")
    extra = len(p.completed) >= 3
    if not extra and not tx.s.config.is_solo:
        raise _rv("swap", "a new Mission card is drawn only after the 3 compulsory missions")
    card = tx.draw("mission_deck")
    if card is None:
        raise _rv("swap", "the Mission deck is empty")
    tx.put(seat, missions=(*p.missions, card), owed=p.owed + (1 if extra else 0))
    tx.emit(EventKind.MISSION_DRAWN, seat, card=card, obliged=extra)


def _abandon(tx: Tx, action: Abandon) -> None:
    seat, p = tx.seat, tx.p()
    if p.active is None:
        raise _rv("abandon", "there is no mission in progress")
    tx.put(seat, active=None, missions=(*p.missions, p.active.card))
    tx.emit(EventKind.MISSION_ABANDONED, seat, card=p.active.card, target=p.active.target)


def _sell(tx: Tx, action: Sell) -> None:
    seat, p = tx.seat, tx.p()
    found = [m for m in p.completed if m.card == action.card]
    if not found:
        raise _rv("sell", f"{action.card} is not a completed mission of yours")
    _off_the_pole_journey(
        tx,
        "sell",
        "no sale on the journey to the Pole: the new card must be completed before leaving",
    )
    if _hand_size(p) >= tx.s.config.mission_hand_limit:
        raise _rv("missions", "the new Mission card would pass the hand limit")
    if not tx.s.mission_deck:
        raise _rv("sell", "the Mission deck is empty: no new card to draw")
    amount = tx.w.prices.mission_sale
    completed = tuple(m for m in p.completed if m.card != action.card)
    tx.bottom("mission_deck", action.card)
    drawn = tx.draw("mission_deck")
    assert drawn is not None
    tx.put(seat, completed=completed, missions=(*p.missions, drawn), owed=p.owed + 1)
    tx.from_bank(seat, amount, f"sale of mission {action.card}")
    tx.emit(EventKind.MISSION_SOLD, seat, card=action.card, amount=amount, drawn=drawn)


# ---------------------------------------------------------------------------------------------
# Crew (section 3, D13)
# ---------------------------------------------------------------------------------------------
def _at_base(tx: Tx, what: str, key: str = "crew") -> str:
    a = tx.p().airship
    if a.place is None:
        raise _rv(key, f"{what} only while the airship is stationed at a base")
    return a.place


def _hire_commander(tx: Tx, action: HireCommander) -> None:
    seat, p = tx.seat, tx.p()
    _at_base(tx, "crew is hired")
    if p.crew.commander is not None:
        raise _rv("crew", "no more than one Commander in a crew: give up yours first")
    crew = tx.w.content.crew
    try:
        cmd = crew.commander(action.commander)
    except KeyError:
        raise _rv("crew", f"no Commander {action.commander!r}") from None
    prices = tx.w.prices
    if action.commander in tx.s.commanders:
        price = prices.advanced_commander_hire if cmd.is_advanced else prices.commander_hire
        tx.set(commanders=tuple(c for c in tx.s.commanders if c != cmd.id))
    elif action.commander in tx.s.box_commanders:
        if any(c not in {a.id for a in crew.advanced_commanders} for c in tx.s.commanders):
            raise _rv("crew", "Commanders from the box are hired once the laid-out ones are gone")
        price = prices.extra_commander_hire
        tx.set(box_commanders=tuple(c for c in tx.s.box_commanders if c != cmd.id))
    else:
        raise _rv("crew", f"{cmd.name} is not available")
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


def _hire_specialist(tx: Tx, action: HireSpecialist) -> None:
    seat, p = tx.seat, tx.p()
    _at_base(tx, "crew is hired")
    skill = action.skill
    if p.crew.has_specialist(skill):
        raise _rv("crew", f"no more than one Specialist {skill} in a crew")
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


def _dismiss_commander(tx: Tx, action: DismissCommander) -> None:
    seat, p = tx.seat, tx.p()
    _at_base(tx, "crew is given up")
    if p.crew.commander is None:
        raise _rv("crew", "there is no Commander to give up")
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


def _dismiss_specialist(tx: Tx, action: DismissSpecialist) -> None:
    seat, p = tx.seat, tx.p()
    _at_base(tx, "crew is given up")
    if not p.crew.has_specialist(action.skill):
        raise _rv("crew", f"there is no Specialist {action.skill} to give up")
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


# ---------------------------------------------------------------------------------------------
# Repair actions (section 10, price list section 11, D12)
# ---------------------------------------------------------------------------------------------
def _relation(tx: Tx, seat: int, place: str) -> tuple[Relation, str]:
    """Who owns the base, seen from the payer; the payee of an advanced tariff."""
    owner = tx.w.place(place).nation
    me = tx.p(seat).nation
    if owner == me:
        return Relation.OWN, BANK
    if owner is None or tx.s.config.is_solo or owner not in tx.s.config.nations:
        return Relation.NEUTRAL, BANK
    return Relation.OPPONENT, owner


def _refuel(tx: Tx, action: Refuel) -> None:
    p, place = tx.p(), _at_base(tx, "refuelling is done", "repair")
    if action.units > (room := p.range - p.airship.fuel):
        if room <= 0:
            raise _rv("range", f"the tank is full ({p.airship.fuel} of Range {p.range})")
        raise _rv("range", f"the tank takes {_count(room, 'more unit')}, not {action.units}")
    price = _pay_at_base(tx, place, tx.w.prices.fuel, action.units, "fuel")
    a = tx.air(tx.seat, fuel=p.airship.fuel + action.units)
    tx.emit(EventKind.REFUELLED, tx.seat, units=action.units, price=price, fuel=a.fuel)
    _maybe_restored(tx, tx.seat)


def _repair(tx: Tx, action: Repair) -> None:
    p, place = tx.p(), _at_base(tx, "repairs are done", "repair")
    if action.units > (room := p.max_integrity - p.airship.integrity):
        if room <= 0:
            raise _rv("integrity", "the airship is undamaged: nothing to repair")
        raise _rv("integrity", f"{_count(room, 'damage point')} to repair, not {action.units}")
    price = _pay_at_base(tx, place, tx.w.prices.repair, action.units, "repair")
    a = tx.air(tx.seat, integrity=p.airship.integrity + action.units)
    tx.emit(EventKind.REPAIRED, tx.seat, units=action.units, price=price, integrity=a.integrity)
    _maybe_restored(tx, tx.seat)


def _count(n: int, noun: str) -> str:
    """``"1 fuel unit"``, ``"2 fuel units"``."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _pay_at_base(tx: Tx, place: str, tariff: Tariff, units: int, reason: str) -> int:
    """Pay ``units`` of fuel or repairs at the base the airship stands on (section 10 "Repair
    Actions", section 11, D12): to the Bank, or in the advanced game to the owner of an
    opponent's base. Returns the price paid."""
    seat = tx.seat
    relation, owner = _relation(tx, seat, place)
    price = tariff.price(relation) * units
    tx.can_afford(seat, price, _count(units, f"{reason} unit"), RULES["repair"])
    tx.pay(seat, owner if tariff.paid_to_owner(relation) else BANK, price, f"{reason} x{units}")
    return price


def _maybe_restored(tx: Tx, seat: int) -> None:
    p = tx.p(seat)
    a = p.airship
    if a.must_restore and a.fuel >= p.range and a.integrity >= p.max_integrity:
        tx.air(seat, must_restore=False)


def _sos(tx: Tx, action: Sos) -> None:
    seat, p = tx.seat, tx.p()
    if p.airship.emergency is not Emergency.LANDED:
        raise _rv("emergency", "the S.O.S. is sent only after an emergency landing")
    tx.air(seat, emergency=Emergency.SOS)
    tx.emit(EventKind.SOS, seat, nearest=nearest_base(tx.w, p.airship.pos))


# ---------------------------------------------------------------------------------------------
# Strategy cards (section 6, section 10 "Using Strategy Cards")
# ---------------------------------------------------------------------------------------------
def _strategy_allowed(tx: Tx) -> None:
    if not tx.s.config.uses_strategy_cards:
        raise _rv("solo", "Strategy cards are not used in the solo mode")


def _play(tx: Tx, action: Play) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    if action.card not in p.strategy or action.card not in tx.w.content.strategy:
        raise _rv("strategy", f"{action.card} is not a Strategy card in your hand")
    if p.trap is not None:
        raise _rv("trap", "while your trap card lies on the board you play no other card")
    card = tx.w.content.strategy[action.card]
    target = seat if action.target is None else action.target
    if not 0 <= target < len(tx.s.players):
        raise _rv("strategy", f"there is no player in seat {target}")
    on_self = target == seat
    if not card.target.allows(on_self):
        who = "yourself" if on_self else "an opponent"
        raise _rv("strategy", f"{card.title} cannot be played on {who}")
    skill = card.requires_specialist
    if skill is not None and not tx.p(target).crew.has_specialist(str(skill)):
        raise _rv("strategy", f"{card.title} names a {skill}: the crew it acts on must have one")
    if on_self and card.counters is not None:
        _something_to_cancel(tx, seat, card.counters, card.title)
    tx.put(seat, strategy=tuple(c for c in p.strategy if c != action.card))
    if on_self:
        tx.emit(EventKind.STRATEGY_PLAYED, seat, card=action.card, target=seat, acts=True)
        apply_effects(tx, seat, card.effects, card=action.card, source="strategy", mid_turn=True)
        tx.bottom("strategy_deck", action.card)
        _after_effects(tx, seat)
    else:
        target_p = tx.p(target)
        tx.put(target, pending=(*target_p.pending, Pending(action.card, seat)))
        tx.emit(EventKind.STRATEGY_PLAYED, seat, card=action.card, target=target, acts=False)


def _something_to_cancel(tx: Tx, seat: int, counters: EffectType, title: str) -> None:
    """A counter card needs something to cancel (section 6): a Venture card drawn this turn, or
    a Strategy card played against the player. Played on nothing it would only waste the card
    and an action, so it is refused."""
    p = tx.p(seat)
    if counters is EffectType.CANCEL_VENTURE and not p.ventures:
        raise RuleViolation(
            "6 Venture Cards", f"{title} cancels a Venture card drawn this turn: you drew none"
        )
    if counters is EffectType.CANCEL_STRATEGY and not (
        p.pending or any(m.hostile for m in p.modifiers)
    ):
        raise RuleViolation(
            "6 Strategy Cards",
            f"{title} cancels a Strategy card played against you: none is in play",
        )


def _after_effects(tx: Tx, seat: int) -> None:
    """Effects may empty the tank or break the airship in flight (D9)."""
    _check_emergency(tx, seat)


def _trap(tx: Tx, action: Trap) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    if not tx.s.config.trap_cards:
        raise _rv("trap", "the Trap Card variant is not in play")
    if action.card not in p.strategy:
        raise _rv("strategy", f"{action.card} is not a Strategy card in your hand")
    if p.trap is not None:
        raise _rv("trap", "the board holds at most 1 trap per player")
    if action.circle not in tx.w.circles:
        raise _rv("trap", f"{action.circle} is not a Strategy circle")
    if any(q.trap is not None and q.trap[1] == action.circle for q in tx.s.players):
        raise _rv("trap", "that Strategy circle already holds a trap")
    tx.put(
        seat,
        strategy=tuple(c for c in p.strategy if c != action.card),
        trap=(action.card, action.circle),
    )
    tx.emit(EventKind.TRAP_LAID, seat, circle=action.circle)


def _withdraw_trap(tx: Tx, action: WithdrawTrap) -> None:
    seat, p = tx.seat, tx.p()
    if p.trap is None:
        raise _rv("trap", "you have no trap card on the board")
    tx.bottom("strategy_deck", p.trap[0])
    tx.put(seat, trap=None)
    tx.emit(EventKind.TRAP_WITHDRAWN, seat, circle=p.trap[1])


def spring_traps(tx: Tx, seat: int, path: Any) -> None:
    """The first miniature over a trapped Strategy circle turns the card and suffers it."""
    for owner in tx.s.players:
        if owner.trap is None:
            continue
        card_id, circle = owner.trap
        geom = tx.w.circles.get(circle)
        if geom is None or not geom.intersects(path):  # type: ignore[attr-defined]
            continue
        tx.put(owner.seat, trap=None)
        tx.emit(EventKind.TRAP_SPRUNG, seat, card=card_id, circle=circle, owner=owner.seat)
        tx.bottom("strategy_deck", card_id)
        if card_id not in tx.w.content.strategy:
            continue  # a hidden card: the state is a player's view
        card = tx.w.content.strategy[card_id]
        skill = card.requires_specialist
        if skill is None or tx.p(seat).crew.has_specialist(str(skill)):
            apply_effects(tx, seat, card.effects, card=card_id, source="trap", mid_turn=True)
            # Section 10 "Emergency Landing Management": fuel or Integrity at zero in flight
            # lands the airship at once, whichever miniature sprang the trap.
            _check_emergency(tx, seat)


def _draw_strategy(tx: Tx, action: DrawStrategy) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    limit = tx.s.config.strategy_hand_limit
    if len(p.strategy) >= limit:
        raise _rv("strategy", f"no more than {limit} Strategy cards in hand")
    card = tx.draw("strategy_deck")
    if card is None:
        raise _rv("strategy", "the Strategy deck is empty")
    tx.put(seat, strategy=(*p.strategy, card))
    tx.emit(EventKind.STRATEGY_DRAWN, seat, card=card)


def _replace_strategy(tx: Tx, action: ReplaceStrategy) -> None:
    _strategy_allowed(tx)
    seat, p = tx.seat, tx.p()
    if action.card not in p.strategy:
        raise _rv("strategy", f"{action.card} is not a Strategy card in your hand")
    card = tx.draw("strategy_deck")
    if card is None:
        raise _rv("strategy", "the Strategy deck is empty")
    tx.bottom("strategy_deck", action.card)
    hand = tuple(card if c == action.card else c for c in p.strategy)
    tx.put(seat, strategy=hand)
    tx.emit(EventKind.STRATEGY_REPLACED, seat, card=action.card, drawn=card)


# ---------------------------------------------------------------------------------------------
# Arctic bases (section 10 "Arctic Base Organization", section 11)
# ---------------------------------------------------------------------------------------------
def _reserve(tx: Tx, action: Reserve) -> None:
    seat, p = tx.seat, tx.p()
    if action.base not in tx.w.arctic_bases:
        raise _rv("arctic", f"{action.base} is not an Arctic base (snowflake symbol)")
    if p.arctic is not None:
        raise _rv("arctic", "you hold one Arctic Base Target Token: move your base instead")
    if any(q.arctic == action.base for q in tx.s.players):
        raise _rv("arctic", "that Arctic base is already reserved")
    relation, owner = _relation(tx, seat, action.base)
    tariff = tx.w.prices.arctic_base_rental
    price = tariff.price(relation)
    tx.can_afford(seat, price, "reserving an Arctic base", RULES["arctic"])
    tx.pay(seat, owner if tariff.paid_to_owner(relation) else BANK, price, "arctic base rental")
    tx.put(seat, arctic=action.base, mast=False)
    tx.emit(EventKind.BASE_RESERVED, seat, base=action.base, price=price)


def _setup_base(tx: Tx, action: SetupBase) -> None:
    seat, p = tx.seat, tx.p()
    if p.arctic is None:
        raise _rv("arctic", "reserve an Arctic base first")
    if p.mast:
        raise _rv("arctic", "your Mooring Mast already stands there")
    if p.ship.place != p.arctic:
        raise _rv("arctic", "the ship must be stationed at the reserved Arctic base")
    relation, owner = _relation(tx, seat, p.arctic)
    tariff = tx.w.prices.arctic_base_setup
    price = tariff.price(relation)
    tx.can_afford(seat, price, "setting up the Arctic base", RULES["arctic"])
    tx.pay(seat, owner if tariff.paid_to_owner(relation) else BANK, price, "arctic base setup")
    tx.put(seat, mast=True)
    tx.emit(EventKind.BASE_SET_UP, seat, base=p.arctic, price=price)


def _move_base(tx: Tx, action: MoveBase) -> None:
    seat, p = tx.seat, tx.p()
    if p.arctic is None:
        raise _rv("arctic", "you have no Arctic base to move")
    price = tx.w.prices.arctic_base_move
    tx.can_afford(seat, price, "moving the Arctic base", RULES["arctic"])
    tx.pay_bank(seat, price, "arctic base move penalty")
    tx.put(seat, arctic=None, mast=False, pole=PoleLeg.NONE)
    tx.emit(EventKind.BASE_RELEASED, seat, base=p.arctic, penalty=price, was_set_up=p.mast)


# ---------------------------------------------------------------------------------------------
# The Bank loan (section 10, note under "Selling a Mission")
# ---------------------------------------------------------------------------------------------
def _loan(tx: Tx, action: Loan) -> None:
    seat = tx.seat
    _off_the_pole_journey(
        tx, "loan", "no loan on the journey to the Pole: the Bank is repaid before leaving"
    )
    account = tx.account(seat)
    cap = tx.w.prices.loan_cap
    tx.set(ledger=tx.s.ledger.loan(account, action.units, tx.s.round, cap))
    tx.emit(
        EventKind.LOAN_TAKEN,
        seat,
        amount=action.units,
        outstanding=tx.s.ledger.loan_outstanding(account),
    )


def _repay(tx: Tx, action: Repay) -> None:
    seat = tx.seat
    account = tx.account(seat)
    tx.set(ledger=tx.s.ledger.repay_loan(account, tx.s.round, action.units))
    tx.emit(
        EventKind.LOAN_REPAID,
        seat,
        amount=action.units,
        outstanding=tx.s.ledger.loan_outstanding(account),
    )


# ---------------------------------------------------------------------------------------------
# Movement lives in npq.game.movement; the dispatch table closes the module.
# ---------------------------------------------------------------------------------------------
def _fly(tx: Tx, action: Fly) -> None:
    from npq.game.movement import fly

    fly(tx, action)


def _sail(tx: Tx, action: Sail) -> None:
    from npq.game.movement import sail

    sail(tx, action)


def _interrupt(tx: Tx, action: Interrupt) -> None:
    """Section 9: the game ends with the current round, the most Bonds winning (section 12: a
    solo game ends and is scored as it stands)."""
    s = tx.s
    if s.interrupt_round is not None:
        raise _rv(
            "over", f"the game is already interrupted: it ends with round {s.interrupt_round}"
        )
    tx.set(interrupt_round=s.round)
    tx.emit(EventKind.GAME_INTERRUPTED, s.current, round=s.round)


def _guard_last_action(handler: Callable[[Tx, Any], None]) -> Callable[[Tx, Any], None]:
    """An airship in flight must move: the last action of a turn cannot be spent elsewhere."""

    def wrapped(tx: Tx, action: Any) -> None:
        s = tx.s
        if s.actions_left == 1 and _must_fly(s, s.player) and not _nothing_to_fly(tx):
            raise _rv("airship", "an airship in flight must move every turn: fly first")
        handler(tx, action)

    return wrapped


_HANDLERS: dict[type[Action], Callable[[Tx, Any], None]] = {
    Declare: _declare,
    Exchange: _exchange,
    DrawMission: _draw_mission,
    Abandon: _abandon,
    Sell: _sell,
    Fly: _fly,
    Sail: _sail,
    HireCommander: _hire_commander,
    HireSpecialist: _hire_specialist,
    DismissCommander: _dismiss_commander,
    DismissSpecialist: _dismiss_specialist,
    Refuel: _refuel,
    Repair: _repair,
    Sos: _sos,
    Play: _play,
    Trap: _trap,
    WithdrawTrap: _withdraw_trap,
    DrawStrategy: _draw_strategy,
    ReplaceStrategy: _replace_strategy,
    Reserve: _reserve,
    SetupBase: _setup_base,
    MoveBase: _move_base,
    Loan: _loan,
    Repay: _repay,
    EndTurn: _end_turn,
    Interrupt: _interrupt,
}
for _cls, _h in list(_HANDLERS.items()):
    if _cls not in (Fly, EndTurn, Interrupt):
        _HANDLERS[_cls] = _guard_last_action(_h)
