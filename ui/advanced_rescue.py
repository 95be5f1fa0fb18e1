"""The advanced game's rescue in the app (rulebook section 10 "Emergency Landing Management",
advanced box L1009-1029; section 11 L1074-1082; issue #11).

* :func:`rescue_lines`: what an airship down after an emergency landing calls for, before
  anything is paid -- the ground, who must answer (the nearest ship at sea), the host port or
  base, the fee and the rent and to whom, and the next step (the S.O.S., waiting for the ship,
  the tow). The engine's :func:`npq.game.rules.advanced.rescue.rescue_terms` works it out.
* :class:`RescueDialog`: the ``rescue`` decision of the seat whose ship must answer, shown to
  him behind the pass screen during another player's turn.

Nothing here decides a rule; the words are the templates of :mod:`ui.advanced_texts`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from npq.game.rules.advanced.rescue import answer_spends, rescue_terms
from npq.game.rules.sets import rule_set
from npq.game.world import World
from ui.advanced_dialogs import DecisionDialog
from ui.advanced_texts import words
from ui.texts import place_name

__all__ = ["RescueDialog", "plays_rescue", "rescue_lines", "rescue_spent", "terms_for"]


def plays_rescue(state: Any) -> bool:
    """Whether the game's rules (its rule set in its edition) hold the advanced rescue."""
    try:
        rules = rule_set(state.config, int(state.edition))
    except (ValueError, AttributeError):
        return False
    return any(c.name == "rescue" for c in rules.concerns)


def terms_for(state: Any, world: World, seat: int) -> dict[str, Any]:
    """The engine's terms of the rescue of ``seat``'s airship (``rescue_called``'s data)."""
    return dict(rescue_terms(state, world, rule_set(state.config, int(state.edition)), seat))


def _payee(seat: Any, names: Any, viewer: int | None = None) -> str:
    if seat is None:
        return words("rescue.bank")
    if viewer is not None and int(seat) == viewer:
        return words("rescue.you")
    return str(names(int(seat)))


def _fee_words(terms: dict[str, Any], names: Any, payer: int, viewer: int | None) -> str:
    text = words(
        "rescue.fee",
        you=payer == viewer,
        payer=str(names(payer)),
        fee=terms["fee"],
        lengths=float(terms["lengths"]),
        payee=_payee(terms["to"], names, viewer),
    )
    if terms.get("rent"):
        text += " " + words(
            "rescue.rent",
            rent=terms["rent"],
            host=place_name(str(terms["host"])),
            payee=_payee(terms["rent_to"], names, viewer),
        )
    return text


def rescue_lines(state: Any, world: World, seat: int, names: Any) -> list[str]:
    """What the landed airship of ``seat`` calls for, in words (empty when it is not down, or
    the game plays no advanced rescue)."""
    p = state.players[seat]
    if p.airship.emergency is None or not plays_rescue(state):
        return []
    terms = terms_for(state, world, seat)
    host = place_name(str(terms["host"]))
    ground = str(terms["ground"])
    lines: list[str] = []
    if ground == "water":
        tow = p.airship.tow
        ship = tow.ship if tow is not None else terms["responder"]
        lines.append(
            words(
                "rescue.down.water",
                ship=_payee(ship, names, seat) if ship != seat else words("rescue.own_ship"),
                lengths=float(terms["lengths"]),
                host=host,
            )
        )
    else:
        lines.append(words(f"rescue.down.{ground}", host=host, lengths=float(terms["lengths"])))
    lines.append(_fee_words(terms, names, seat, seat))
    if str(p.airship.emergency) == "landed":
        lines.append(words("rescue.next.sos"))
    elif ground == "water" and p.airship.tow is None:
        lines.append(words("rescue.next.wait", ship=_payee(terms["responder"], names, seat)))
    else:
        lines.append(words("rescue.next.fly", host=host))
    return lines


def rescue_spent(state: Any, seat: int) -> str:
    """Whose ship move ``seat``'s answer would take (``"this_turn"`` / ``"next_turn"``): the
    engine's judgement (:func:`npq.game.rules.advanced.rescue.answer_spends`)."""
    return answer_spends(state, seat)


class RescueDialog(DecisionDialog):
    """Section 10 "Ditching" (L1011-1017): the nearest ship must answer the S.O.S.; it goes
    onto the ditched airship at once and tows it to the nearest port in a later turn of the
    landed player, who pays the fee (20 Bonds a Length) to the ship's owner (the Bank for his
    own ship), and rent at a rival's port."""

    def __init__(
        self,
        state: Any,
        seat: int,
        world: World,
        names: Any,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(seat, parent)
        self.setObjectName("rescue-dialog")
        top = state.decisions[-1]
        landed = int(top.by)
        self.landed = landed
        self.setWindowTitle(words("rescue.title", name=names(seat)))
        terms = terms_for(state, world, landed)
        self.terms = terms
        layout = QVBoxLayout(self)

        def add(text: str, name: str) -> QLabel:
            label = QLabel(text)
            label.setWordWrap(True)
            label.setObjectName(name)
            layout.addWidget(label)
            return label

        who = str(names(landed))
        self.call = add(
            words("rescue.call", landed=who, lengths=float(terms["lengths"])), "rescue-call"
        )
        self.call.setStyleSheet("font-size: 12pt")
        spent = rescue_spent(state, seat)
        self.spent = add(words("rescue.spent", spent=spent), "rescue-spent")
        host = place_name(str(terms["host"]))
        self.tow = add(words("rescue.tow", landed=who, host=host), "rescue-tow")
        self.fee = add(_fee_words(terms, names, landed, seat), "rescue-fee")
        row = QHBoxLayout()
        self.answer_button = QPushButton(words("rescue.answer"))
        self.answer_button.setObjectName("rescue-answer")
        self.answer_button.clicked.connect(lambda: self.answer("rescue"))
        row.addStretch(1)
        row.addWidget(self.answer_button)
        layout.addLayout(row)
