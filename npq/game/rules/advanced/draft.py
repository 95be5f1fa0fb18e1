"""The Mission-card draft before the first round (rulebook section 8 "Draft Mission Cards",
L729; ADVANCED.md 7.1, decision Q21), played through the flow's pending decisions.

After the deal each player holds 3 Mission cards. The game opens in the preparation phase: every
seat owes a ``draft`` decision (the first player's on top, then the others in turn order) and
answers it with ``draft CARD``, keeping one card of the hand in front of him; when all have
kept one, the rest of each hand passes face down to the next seat in turn order, and everyone
keeps one of the two received; the last card received is kept too. Then the first turn starts.
Nobody sees another's cards (:func:`npq.game.view_for` hides the draft's other hands). A game of
one player has no draft.
"""

from __future__ import annotations

from collections.abc import Iterator

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, DraftCard
from npq.game.draft import RULE_DRAFT, Draft
from npq.game.events import EventKind
from npq.game.rules.ruleset import Concern
from npq.game.rules.turn import start_turn
from npq.game.state import Decision, Phase, State
from npq.game.world import World

__all__ = ["CONCERN", "DECISION"]

CONCERN = Concern("draft", RULE_DRAFT)

DECISION = "draft"


@CONCERN.provides("prepare")
def prepare(tx: Tx) -> None:
    """The preparation ends with the draft (2 players or more), then the first turn starts."""
    s = tx.s
    if len(s.players) < 2:
        start_turn(tx)
        return
    tx.set(draft=Draft.deal(tuple(p.missions for p in s.players)), phase_override=Phase.PREPARATION)
    tx.emit(EventKind.DRAFT_STARTED, None, passes=0)
    _ask(tx)


def _ask(tx: Tx) -> None:
    """One ``draft`` decision per seat still to choose, the first player's on top."""
    s = tx.s
    d = s.draft
    assert d is not None
    n = len(s.players)
    order = [(s.first_player + k) % n for k in range(n)]
    waiting = [seat for seat in order if seat in d.waiting]
    tx.set(decisions=tuple(Decision(DECISION, seat) for seat in reversed(waiting)))


@CONCERN.checks_for(DraftCard)
def check_draft_card(tx: Tx, action: DraftCard) -> None:
    """Section 8 L729: the seat owing the draft decision keeps one card of the hand in front
    of him. A pure check: the decision is read on the stack, the draft's ``keep`` only builds
    a value (its refusals: the draft is over, this seat has kept his, a card not offered)."""
    s = tx.s
    top = s.decisions[-1] if s.decisions else None
    if s.draft is None or top is None or top.kind != DECISION or top.seat != tx.seat:
        raise RuleViolation("draft.nothing_to_answer")
    s.draft.keep(tx.seat, action.card)


@CONCERN.handles(DraftCard)
def draft_card(tx: Tx, action: DraftCard) -> None:
    seat = tx.seat
    assert tx.s.draft is not None
    d = tx.s.draft.keep(seat, action.card)
    tx.set(draft=d)
    # the card stays hidden from the others: the event names none
    tx.emit(EventKind.DRAFT_KEPT, seat, passes=d.passes)
    if tx.s.decisions:
        return
    if not d.is_done:
        _ask(tx)
        return
    for i, hand in enumerate(d.result()):
        tx.put(i, missions=hand)
    tx.set(draft=None, phase_override=None)
    tx.emit(EventKind.DRAFT_DONE, None)
    start_turn(tx)


@CONCERN.decision(DECISION, DraftCard)
def draft_choices(state: State, w: World) -> Iterator[Action]:
    """The cards in front of the seat that owes the decision."""
    if state.draft is None or not state.decisions:
        return
    seat = state.decisions[-1].seat
    yield from (DraftCard(c) for c in state.draft.choices(seat) if c != "?")
