"""The counter-card question (rulebook section 6 "Strategy Cards"; issue 10 defect 2).

A hostile Strategy card played on a player strikes at the start of his turn; if he holds a card
that counters it, the engine puts a ``counter`` decision on the flow's stack first
(:data:`npq.game.rules.strategy.COUNTER`) and the target must answer: play the counter card
(one of this turn's actions) or ``let-strike``. The window asks him with this dialog at the
start of his turn -- in hot-seat only after the pass screen, so nobody else sees the cards he
holds. The answers are the engine's legal set for the decision (:func:`npq.game.legal_actions`
of the target's seat), never a list of its own; a bot's seat is answered by the shared driver.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from npq.game import Action, Decision, LetStrike, Play
from npq.game.rules.strategy import COUNTER
from ui.cards import card_info, strategy_rules
from ui.language import translate

__all__ = ["CounterDialog", "counter_decision"]


def counter_decision(state: Any, seat: int | None) -> Decision | None:
    """The counter decision ``seat`` owes now (top of the flow's stack), or None."""
    if seat is None or state is None or state.outcome is not None or not state.decisions:
        return None
    top = state.decisions[-1]
    if top.kind != COUNTER or top.seat != seat:
        return None
    return top if isinstance(top, Decision) else None


def _title(card: str) -> str:
    info = card_info(card)
    return info[0] if info else card


class CounterDialog(QDialog):
    """Counter the hostile card with one of the cards in hand, or let it strike.

    ``answers`` are the engine's legal answers (the ``play`` of each counter card that may be
    played now, and ``let-strike``); :attr:`answered` carries the chosen action. The dialog
    cannot be closed without an answer: the rules ask the target to decide before his turn
    goes on.
    """

    answered = Signal(object)

    def __init__(
        self,
        decision: Decision,
        answers: Sequence[Action],
        *,
        by_name: str,
        target_name: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("counter-dialog")
        self.setWindowTitle(translate("CounterDialog", "A hostile Strategy card"))
        self.decision = decision
        hostile = str(decision.card)
        layout = QVBoxLayout(self)
        text = _title(hostile)
        what = strategy_rules(hostile)
        played = translate("CounterDialog", "{target}, {by} played {card} on you").format(
            target=f"<b>{html.escape(target_name)}</b>",
            by=html.escape(by_name),
            card=f"<b>{html.escape(text)}</b>",
        )
        intro = QLabel(
            f"<p>{played}"
            + (f" ({html.escape(what)})" if what else "")
            + ". "
            + translate("CounterDialog", "It strikes now, at the start of your turn.")
            + "</p><p>"
            + translate(
                "CounterDialog",
                "You hold a card that cancels it (section 6). Counter it -- this costs one of "
                "this turn's actions -- or let it strike?",
            )
            + "</p>"
        )
        intro.setObjectName("counter-intro")
        self.intro = intro
        intro.setTextFormat(Qt.TextFormat.RichText)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.buttons: dict[str, QPushButton] = {}
        for action in answers:
            if isinstance(action, Play):
                label = translate("CounterDialog", "Counter with {card} (one action)").format(
                    card=_title(action.card)
                )
                key = f"counter-{action.card}"
            elif isinstance(action, LetStrike):
                label = translate("CounterDialog", "Let {card} strike").format(card=text)
                key = "counter-let-strike"
            else:  # pragma: no cover - the decision's answers are these two kinds
                continue
            button = QPushButton(label)
            button.setObjectName(key)
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _=False, a=action: self._answer(a))
            layout.addWidget(button)
            self.buttons[key] = button
        self.setMinimumWidth(440)

    def _answer(self, action: Action) -> None:
        self.answered.emit(action)
        self.accept()

    def reject(self) -> None:
        """Esc does not dismiss the question: the turn goes on only once it is answered."""
