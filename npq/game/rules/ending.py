"""The ending (section 9 "Victory", D14; section 12 for the solo game).

The game ends when a player is back at his Arctic base from the Pole (or, with "It's Not Just
First", at the end of that round), when it is interrupted (the most Bonds at the end of the
round wins), or in the solo mode when the airship crashes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, Agree, Interrupt, Refuse
from npq.game.events import EventKind
from npq.game.rules.ruleset import Concern
from npq.game.state import Decision, Outcome, PoleLeg, State, Termination
from npq.game.world import World

__all__ = [
    "CONCERN",
    "CONSENT",
    "check_round_end",
    "final_bonds",
    "finish_pole",
    "game_over",
    "interrupt",
    "interrupted",
    "outcome",
    "richest",
]

CONCERN = Concern("ending", "9 Victory")


def outcome(state: State) -> Outcome | None:
    """The end of the game as a value, or ``None`` while it goes on (section 9)."""
    return state.outcome


def interrupt(state: State) -> Outcome:
    """Section 9: "If the game is interrupted, the player who has the most Bonds ... wins"."""
    if state.outcome is not None:
        return state.outcome
    return richest(state, range(len(state.players)), Termination.INTERRUPTED)


def final_bonds(state: State) -> tuple[int, ...]:
    """Each player's Bonds as the end of the game counts them: net of an unpaid Bank loan
    (section 10: a loan is repaid before the journey to the Pole; a debt is not wealth, so a
    loan taken at the last moment cannot buy the "most Bonds" victory of section 9)."""
    return tuple(
        state.bonds(p.seat) - state.ledger.loan_outstanding(p.nation) for p in state.players
    )


def richest(state: State, seats: Iterable[int], termination: Termination) -> Outcome:
    bonds = final_bonds(state)
    candidates = list(seats)
    best = max(bonds[i] for i in candidates)
    winners = tuple(i for i in candidates if bonds[i] == best)
    return Outcome(termination, winners, state.round, bonds)


def game_over(tx: Tx, result: Outcome) -> None:
    tx.set(outcome=result)
    tx.emit(
        EventKind.GAME_OVER,
        None,
        termination=result.termination.value,
        winners=list(result.winners),
        bonds=list(result.bonds),
    )


@CONCERN.provides("finish_pole")
def finish_pole(tx: Tx, seat: int) -> None:
    """The airship is back at its Arctic base from the Pole (section 9, D14)."""
    tx.put(seat, pole=PoleLeg.NONE)
    tx.set(finishers=(*tx.s.finishers, seat))
    if not tx.s.config.not_just_first:
        game_over(tx, Outcome(Termination.POLE, (seat,), tx.s.round, final_bonds(tx.s)))
    elif tx.s.final_round is None:
        # "It's Not Just First": play on until everyone finishes the current round.
        tx.set(final_round=tx.s.round)


@CONCERN.provides("check_round_end")
def check_round_end(tx: Tx) -> None:
    """At the end of a round: the last round of "It's Not Just First", the round limit or an
    interrupted game's round ends the game (section 9)."""
    s = tx.s
    if s.final_round is not None and s.round >= s.final_round:
        game_over(tx, richest(tx.s, s.finishers, Termination.POLE_MOST_BONDS))
        return
    if (s.config.max_rounds is not None and s.round >= s.config.max_rounds) or (
        s.interrupt_round is not None and s.round >= s.interrupt_round
    ):
        game_over(tx, richest(tx.s, range(len(s.players)), Termination.INTERRUPTED))


@CONCERN.checks_for(Interrupt)
def check_interrupt(tx: Tx, action: Interrupt) -> None:
    if tx.s.interrupt_round is not None:
        raise RuleViolation("game.already_interrupted", round=tx.s.interrupt_round)


@CONCERN.handles(Interrupt)
def interrupt_game(tx: Tx, action: Interrupt) -> None:
    """Section 9: the game ends with the current round, the most Bonds winning (section 12: a
    solo game ends and is scored as it stands) -- once the table agrees (the rule set's
    ``interrupt`` judgement)."""
    tx.rules.rule("interrupt")(tx)


#: The decision each other seat owes when a player proposes to interrupt the game.
CONSENT = "interrupt_consent"


@CONCERN.provides("interrupt")
def propose_interrupt(tx: Tx) -> None:
    """Issue 17 ruling 1: an interruption is something the table agrees on (section 9 speaks of
    "the game" being interrupted, not of one player leaving it). Every other seat owes a
    decision, asked in turn order from the next seat; the first refusal ends the proposal, the
    last consent interrupts the game. Alone at the table (the solo mode) there is nobody to ask.
    """
    s = tx.s
    n = len(s.players)
    asked = [(s.current + k) % n for k in range(1, n)]
    if not asked:
        interrupted(tx)
        return
    stack = tuple(Decision(CONSENT, seat, by=s.current) for seat in reversed(asked))
    tx.set(decisions=(*s.decisions, *stack))
    tx.emit(EventKind.INTERRUPT_PROPOSED, s.current, round=s.round, asked=asked)


def interrupted(tx: Tx) -> None:
    """The game is interrupted: it ends with this round (section 9)."""
    s = tx.s
    tx.set(interrupt_round=s.round)
    tx.emit(EventKind.GAME_INTERRUPTED, s.current, round=s.round)


def _answer(tx: Tx, agreed: bool) -> None:
    s = tx.s
    # the engine takes the decision answered off the stack before the handler runs
    top = tx.memo["decision"]
    rest = s.decisions
    tx.emit(EventKind.INTERRUPT_ANSWERED, tx.seat, agreed=agreed, by=top.by)
    if not agreed:
        # one refusal is enough: the others are not asked any more
        while rest and rest[-1].kind == CONSENT:
            rest = rest[:-1]
        tx.set(decisions=rest)
        return
    tx.set(decisions=rest)
    if not (rest and rest[-1].kind == CONSENT):
        interrupted(tx)


@CONCERN.checks_for(Agree, Refuse)
def check_answer(tx: Tx, action: Agree | Refuse) -> None:
    """Only a seat asked may answer (the turn checks hold the decision on top)."""


@CONCERN.handles(Agree)
def agree(tx: Tx, action: Agree) -> None:
    _answer(tx, True)


@CONCERN.handles(Refuse)
def refuse(tx: Tx, action: Refuse) -> None:
    _answer(tx, False)


@CONCERN.decision(CONSENT, Agree, Refuse)
def consent_answers(state: State, w: World) -> Iterator[Action]:
    yield Agree()
    yield Refuse()
