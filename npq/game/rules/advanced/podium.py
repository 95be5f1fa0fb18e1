"""Second place (rulebook section 9 "Victory", advanced: "Players may want to continue to award
2nd place if the competition is strong!"; ADVANCED.md 9.3, decision Q20).

With ``second_place`` the first player back from the Pole wins, but the game goes on: his seat
is skipped from then on (his bases still collect what rivals pay there), and the next player
back from the Pole takes second place, which ends the game. If the game is interrupted or
reaches its round limit first, second place goes to the richest of the others (Bonds net of the
loan). With "It's Not Just First", the players back by the end of the round are ranked by Bonds:
the richest win, the next richest is second (or, with a single one back, the richest of the
others).
"""

from __future__ import annotations

from collections.abc import Iterable

from npq.game._tx import Tx
from npq.game.events import EventKind
from npq.game.rules.ending import final_bonds, game_over, richest
from npq.game.rules.ruleset import Concern
from npq.game.state import Outcome, PoleLeg, State, Termination

__all__ = ["CONCERN"]

CONCERN = Concern("podium", "9 Victory")


def _best(state: State, seats: Iterable[int]) -> tuple[int, ...]:
    bonds = final_bonds(state)
    pool = list(seats)
    if not pool:
        return ()
    top = max(bonds[i] for i in pool)
    return tuple(i for i in pool if bonds[i] == top)


def _with_second(result: Outcome, state: State, pool: Iterable[int]) -> Outcome:
    from dataclasses import replace

    return replace(result, second=_best(state, [i for i in pool if i not in result.winners]))


@CONCERN.provides("finish_pole")
def finish_pole(tx: Tx, seat: int) -> None:
    """Back at the Arctic base from the Pole: the first wins and play goes on; the second ends
    the game (or, with "It's Not Just First", the round ends it)."""
    tx.put(seat, pole=PoleLeg.NONE)
    s = tx.s
    tx.set(finishers=(*s.finishers, seat))
    if s.config.not_just_first:
        if s.final_round is None:
            tx.set(final_round=s.round)
        return
    if not s.finishers:
        tx.emit(EventKind.PLACE_TAKEN, seat, place=1)
        if len(s.players) == 1:
            game_over(tx, Outcome(Termination.POLE, (seat,), s.round, final_bonds(tx.s)))
        return
    tx.emit(EventKind.PLACE_TAKEN, seat, place=2)
    result = Outcome(
        Termination.POLE, (s.finishers[0],), s.round, final_bonds(tx.s), second=(seat,)
    )
    game_over(tx, result)


@CONCERN.provides("plays_on")
def plays_on(state: State, seat: int) -> bool:
    """The winner's seat is skipped while the others play for second place."""
    return state.config.not_just_first or seat not in state.finishers


@CONCERN.provides("check_round_end")
def check_round_end(tx: Tx) -> None:
    """The end of a round: "It's Not Just First"'s last round ranks those back by Bonds; the
    round limit or an interrupted game gives the places by Bonds to those who have none."""
    s = tx.s
    everyone = range(len(s.players))
    if s.final_round is not None and s.round >= s.final_round:
        result = richest(tx.s, s.finishers, Termination.POLE_MOST_BONDS)
        back = [i for i in s.finishers if i not in result.winners]
        pool = back if back else [i for i in everyone if i not in result.winners]
        game_over(tx, _with_second(result, tx.s, pool))
        return
    if (s.config.max_rounds is not None and s.round >= s.config.max_rounds) or (
        s.interrupt_round is not None and s.round >= s.interrupt_round
    ):
        if s.finishers:
            result = Outcome(Termination.POLE, (s.finishers[0],), s.round, final_bonds(tx.s))
        else:
            result = richest(tx.s, everyone, Termination.INTERRUPTED)
        game_over(tx, _with_second(result, tx.s, everyone))
