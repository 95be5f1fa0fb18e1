"""The Bank loan (section 10, note under "Selling a Mission Already Completed to the Bank").

A player may borrow from the Bank up to 200 Bonds in all and pay it back at any time; the loan
must be repaid before leaving for the Pole (D14), and the end of the game counts Bonds net of
an unpaid loan (:func:`npq.game.rules.ending.final_bonds`).
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.game._tx import Tx
from npq.game.actions import Action, Loan, Repay
from npq.game.events import EventKind
from npq.game.rules.common import off_the_pole_journey
from npq.game.rules.ruleset import Concern
from npq.game.state import State
from npq.game.world import World

__all__ = ["CONCERN"]

CONCERN = Concern("bank", "10 Selling a Mission (Bank loan)")


@CONCERN.checks_for(Loan)
def check_loan(tx: Tx, action: Loan) -> None:
    off_the_pole_journey(tx, "bank.loan.on_pole_journey")
    # the ledger is a value: booking the loan on it checks the cap without changing the state
    tx.s.ledger.loan(tx.account(tx.seat), action.units, tx.s.round, tx.prices.loan_cap)


@CONCERN.handles(Loan)
def loan(tx: Tx, action: Loan) -> None:
    seat = tx.seat
    account = tx.account(seat)
    cap = tx.prices.loan_cap
    tx.set(ledger=tx.s.ledger.loan(account, action.units, tx.s.round, cap))
    tx.emit(
        EventKind.LOAN_TAKEN,
        seat,
        amount=action.units,
        outstanding=tx.s.ledger.loan_outstanding(account),
    )


@CONCERN.checks_for(Repay)
def check_repay(tx: Tx, action: Repay) -> None:
    tx.s.ledger.repay_loan(tx.account(tx.seat), tx.s.round, action.units)


@CONCERN.handles(Repay)
def repay(tx: Tx, action: Repay) -> None:
    seat = tx.seat
    account = tx.account(seat)
    tx.set(ledger=tx.s.ledger.repay_loan(account, tx.s.round, action.units))
    tx.emit(
        EventKind.LOAN_REPAID,
        seat,
        amount=action.units,
        outstanding=tx.s.ledger.loan_outstanding(account),
    )


@CONCERN.candidates
def candidates(state: State, w: World) -> Iterator[Action]:
    p = state.player
    owed = state.ledger.loan_outstanding(p.nation)
    room = w.prices.loan_cap - owed
    for amount in (50, 100, room):
        if 0 < amount <= room:
            yield Loan(amount)
    if owed:
        yield Repay(owed)
        if owed > 50:
            yield Repay(50)
