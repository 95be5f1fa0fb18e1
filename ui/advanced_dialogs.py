"""The advanced game's screens (issue #11): the Mission-card draft, the Engagement Auction and
the Telegram of the round.

Each screen shows what the engine's state says (as the seat deciding may see it,
:func:`npq.game.view_for`) and sends back an action in its record form (``draft irkutsk``,
``bid 110``, ``pass``) through :attr:`chosen`; the engine decides whether it stands. The words
are the templates of :mod:`ui.advanced_texts`.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from npq.game.world import World
from ui.advanced_texts import date_words, member_words, telegram_effect_words, words
from ui.texts import mission_title, place_name
from ui.theme import nation_name

__all__ = ["AuctionDialog", "DecisionDialog", "DraftDialog", "FogCardDialog", "TelegramCard"]


def _label(text: str, rich: bool = False, name: str | None = None) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    if name:
        label.setObjectName(name)
    return label


class DecisionDialog(QDialog):
    """A decision owed by one seat: it is answered, never dismissed (Esc does nothing), so
    the game cannot be left waiting on a closed window."""

    chosen = Signal(str)  # the answer in its record form

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setWindowFlag(Qt.WindowType.WindowCloseButtonHint, False)
        self.setMinimumWidth(440)

    def reject(self) -> None:
        """Esc and the close button: the decision stays owed (it has no "later")."""

    def answer(self, text: str) -> None:
        self.done(QDialog.DialogCode.Accepted)
        self.chosen.emit(text)


class DraftDialog(DecisionDialog):
    """Section 8 "Draft Mission Cards": keep one of the cards in front of you; the others pass
    face down to the next seat. Each card shows its city, its reward from the player's starting
    base (the Mission Calculator, D11) and the distance."""

    def __init__(
        self, view: Any, seat: int, world: World, names: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(seat, parent)
        self.setObjectName("draft-dialog")
        draft = view.draft
        name = names(seat)
        n = len(view.players)
        self.setWindowTitle(words("draft.title", name=name))
        layout = QVBoxLayout(self)
        passes = int(draft.passes) if draft is not None else 0
        self.intro = _label(
            words("draft.pass", passes=passes or None, next=names((seat + 1) % n)),
            name="draft-intro",
        )
        self.intro.setStyleSheet("font-size: 12pt")
        layout.addWidget(self.intro)
        start = view.players[seat].start_base
        self.buttons: dict[str, QPushButton] = {}
        cards = tuple(c for c in (draft.choices(seat) if draft is not None else ()) if c != "?")
        for card in cards:
            row = QFrame()
            row.setFrameShape(QFrame.Shape.StyledPanel)
            h = QHBoxLayout(row)
            city = mission_title(card)
            try:
                reward = int(world.reward(start, card)) if start and start != card else 0
                distance = float(world.distance(start, card)) if start else 0.0
            except Exception:
                reward, distance = 0, 0.0
            info = _label(
                words(
                    "draft.card",
                    city=city,
                    reward=reward,
                    start=place_name(start),
                    distance=distance,
                )
            )
            h.addWidget(info, 1)
            button = QPushButton(words("draft.keep", city=city))
            button.setObjectName(f"draft-{card}")
            button.clicked.connect(lambda _c=False, k=card: self.answer(f"draft {k}"))
            h.addWidget(button)
            self.buttons[card] = button
            layout.addWidget(row)
        kept = draft.kept[seat] if draft is not None else ()
        self.kept = _label(
            words("draft.kept", cards=", ".join(mission_title(c) for c in kept))
            if kept
            else words("draft.none_kept"),
            name="draft-kept",
        )
        layout.addWidget(self.kept)
        table = tuple(getattr(view, "mission_table", ()) or ())
        if table:
            layout.addWidget(
                _label(words("draft.table", cards=", ".join(mission_title(c) for c in table)))
            )
        note = _label(words("draft.rule"))
        note.setStyleSheet("color: #546e7a")
        layout.addWidget(note)


class AuctionDialog(DecisionDialog):
    """Section 3 "The Engagement Auction": raise the highest bid by exactly 10 Bonds or pass
    (final). The seat sees the member, the bids so far, its own Bonds and what bidding outside
    its turn costs (one action fewer in its next turn, L359)."""

    def __init__(self, view: Any, seat: int, names: Any, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        self.setObjectName("auction-dialog")
        a = view.auction
        self.setWindowTitle(words("auction.title", name=names(seat)))
        layout = QVBoxLayout(self)
        member = member_words(a.member, a.role)
        self.member = _label(
            words("auction.member", member=html.escape(member), base=a.base),
            rich=True,
            name="auction-member",
        )
        self.member.setStyleSheet("font-size: 12pt")
        layout.addWidget(self.member)
        seller = None if a.seller is None else names(a.seller)
        layout.addWidget(
            _label(words("auction.opened", opener=names(a.opener), seller=seller, step=a.step))
        )
        high = None if a.high is None else html.escape(names(a.high))
        self.high = _label(
            words("auction.high", high=high, price=a.price), rich=True, name="auction-high"
        )
        layout.addWidget(self.high)
        bonds = int(view.bonds(seat))
        layout.addWidget(_label(words("auction.bonds", bonds=bonds), name="auction-bonds"))
        outside = seat != view.current
        self.cost = _label(words("auction.cost", outside=outside), name="auction-cost")
        self.cost.setStyleSheet("color: #b71c1c" if outside else "color: #2e7d32")
        layout.addWidget(self.cost)
        layout.addWidget(_label(words("auction.pass_final")))
        self.next_bid = int(a.next_bid)
        row = QHBoxLayout()
        self.bid_button = QPushButton(words("auction.bid", bonds=self.next_bid))
        self.bid_button.setObjectName("auction-bid")
        self.bid_button.clicked.connect(lambda: self.answer(f"bid {self.next_bid}"))
        if bonds < self.next_bid:
            self.bid_button.setEnabled(False)
            self.bid_button.setToolTip(words("auction.cannot", bonds=self.next_bid))
        self.pass_button = QPushButton(words("auction.pass"))
        self.pass_button.setObjectName("auction-pass")
        self.pass_button.clicked.connect(lambda: self.answer("pass"))
        row.addWidget(self.bid_button)
        row.addWidget(self.pass_button)
        layout.addLayout(row)


class FogCardDialog(QDialog):
    """Section 3 "Specialist Bonuses" (L321-323), the advanced game: a player whose Scientist
    is gold chooses whether the fog's Venture card is drawn before his airship flies on in fog
    with a Commander (1B, D7). Shown when he confirms the course; :attr:`chosen` carries the
    flight to send (``fly ...`` or ``fly ... nocard``), nothing is sent when he cancels."""

    chosen = Signal(object)  # the Fly action chosen

    def __init__(
        self, action: Any, declined: Any, name: str, area: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("fog-card-dialog")
        self.setWindowTitle(words("fog.choice.title", name=name))
        self.setMinimumWidth(440)
        self.action = action
        self.declined = declined
        layout = QVBoxLayout(self)
        self.text = _label(
            words("fog.choice.text", name=name, area=place_name(area)), name="fog-choice-text"
        )
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.draw_button = QPushButton(words("fog.choice.draw"))
        self.draw_button.setObjectName("fog-draw")
        self.draw_button.clicked.connect(lambda: self._send(self.action))
        self.decline_button = QPushButton(words("fog.choice.decline"))
        self.decline_button.setObjectName("fog-decline")
        self.decline_button.clicked.connect(lambda: self._send(self.declined))
        self.cancel_button = QPushButton(words("fog.choice.cancel"))
        self.cancel_button.setObjectName("fog-cancel")
        self.cancel_button.clicked.connect(self.reject)
        for b in (self.draw_button, self.decline_button, self.cancel_button):
            row.addWidget(b)
        layout.addLayout(row)

    def _send(self, action: Any) -> None:
        self.accept()
        self.chosen.emit(action)


class TelegramCard(QDialog):
    """The Telegram read at the start of the round (section 6): its date, title and text in
    telegram style, the nations it involves, and what it does in this game (or that it has no
    effect, L755)."""

    def __init__(self, card: Any, nations: tuple[str, ...], round_no: int, parent: Any = None):
        super().__init__(parent)
        self.setObjectName("telegram-card")
        self.card_id = str(card.id)
        date = date_words(card.date)
        self.setWindowTitle(words("telegram.title", date=date))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        paper = QFrame()
        paper.setObjectName("telegram-paper")
        paper.setStyleSheet(
            "#telegram-paper { background: #f3e9c6; border: 1px solid #8d6e63; "
            "border-radius: 4px; } QLabel { color: #3e2723; }"
        )
        v = QVBoxLayout(paper)
        self.date = _label(date.upper(), name="telegram-date")
        self.date.setStyleSheet("font-family: monospace; font-size: 10pt; letter-spacing: 2px")
        v.addWidget(self.date)
        self.heading = _label(str(card.title), name="telegram-title")
        self.heading.setStyleSheet("font-size: 14pt; font-weight: bold")
        v.addWidget(self.heading)
        self.text = _label(str(card.text), name="telegram-text")
        self.text.setStyleSheet("font-family: monospace; font-size: 11pt")
        v.addWidget(self.text)
        layout.addWidget(paper)
        involved = ", ".join(nation_name(n) for n in card.nations)
        layout.addWidget(
            _label(
                words("telegram.nations", everyone=bool(card.everyone), nations=involved or None)
            )
        )
        acting = card.effects_in_play(nations)
        self.effects = [telegram_effect_words(e) for e in acting]
        if self.effects:
            body = "".join(f"<li>{html.escape(t)}</li>" for t in self.effects)
            self.effect_label = _label(f"<ul>{body}</ul>", rich=True, name="telegram-effects")
            layout.addWidget(self.effect_label)
            if any(e.is_table_effect for e in acting):
                layout.addWidget(_label(words("telegram.lasts", round=round_no)))
        else:
            self.effect_label = _label(words("telegram.no_effect"), name="telegram-effects")
            self.effect_label.setStyleSheet("color: #546e7a")
            layout.addWidget(self.effect_label)
        buttons = QDialogButtonBox()
        ok = buttons.addButton(words("telegram.ok"), QDialogButtonBox.ButtonRole.AcceptRole)
        ok.setObjectName("telegram-ok")
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
