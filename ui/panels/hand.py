"""The hand: Mission and Strategy cards with their text (rulebook 6). Private in hot-seat play."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from npq import i18n
from npq.game.world import default_world
from ui.cards import card_info, strategy_rules

__all__ = ["HandPanel"]


class HandPanel(QWidget):
    """The current player's Mission and Strategy cards, and the face-up Mission cards."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.missions_label = QLabel(self.tr("<b>Mission cards</b>"))
        layout.addWidget(self.missions_label)
        self.missions = QListWidget()
        self.missions.setWordWrap(True)
        self.missions.setMaximumHeight(130)
        layout.addWidget(self.missions, 1)
        self.strategy_label = QLabel(self.tr("<b>Strategy cards</b>"))
        layout.addWidget(self.strategy_label)
        self.strategy = QTextBrowser()
        self.strategy.setObjectName("strategy-cards")
        self.strategy.setOpenLinks(False)
        layout.addWidget(self.strategy, 3)
        self.strategy_cards: list[str] = []
        self.table_label = QLabel(self.tr("<b>Face-up Mission cards on the table</b>"))
        for label in (self.missions_label, self.strategy_label, self.table_label):
            label.setWordWrap(True)  # the side panel may be narrow (a 1024-pixel screen)
        layout.addWidget(self.table_label)
        self.table = QListWidget()
        self.table.setMaximumHeight(96)
        layout.addWidget(self.table)

    def clear_private(self) -> None:
        """Hide the hand (hot-seat: between turns nobody sees another's cards)."""
        self.missions.clear()
        self.strategy.clear()
        self.strategy_cards = []
        # the counts shown belong to the previous player: not this one's
        self.missions_label.setText(self.tr("<b>Mission cards</b>"))
        self.strategy_label.setText(self.tr("<b>Strategy cards</b>"))
        item = QListWidgetItem(self.tr("(hidden)"))
        item.setForeground(QBrush(QColor("#9e9e9e")))
        self.missions.addItem(item)

    def show_hand(self, state: Any, seat: int) -> None:
        pl = state.players[seat]
        self.missions.clear()
        for card in pl.missions:
            title, text = card_info(card) or (card, "")
            city = _city(title)  # the list is headed "Mission cards"
            reward = _reward(pl.start_base, card)
            item = QListWidgetItem(
                self.tr("{city} — {reward} Bonds from your start").format(city=city, reward=reward)
                if reward
                else city
            )
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setToolTip(
                (
                    self.tr(
                        "Mission card: {city} — the Mission Calculator pays {reward} Bonds "
                        "from your Starting Base.<br>{text}"
                    )
                    if reward
                    else self.tr("Mission card: {city}.<br>{text}")
                ).format(city=city, reward=reward, text=text)
            )
            self.missions.addItem(item)
        self.missions_label.setText(
            self.tr("<b>Mission cards</b> ({n}/{limit})").format(
                n=len(pl.missions), limit=state.config.mission_hand_limit
            )
        )
        self.strategy_cards = list(pl.strategy)
        blocks = []
        for card in pl.strategy:
            title, text = card_info(card) or (card, "")
            rules = strategy_rules(card)
            blocks.append(
                "<div style='margin-bottom:6px'>"
                f"<b style='color:#4a148c'>{html.escape(title)}</b>"
                + (f"<br>{html.escape(rules)}" if rules else "")
                + f"<br><i style='color:#546e7a'>{html.escape(text)}</i></div>"
            )
        self.strategy.setHtml("".join(blocks) or self.tr("<i>no Strategy cards</i>"))
        limit = getattr(state.config, "strategy_hand_limit", 5)
        self.strategy_label.setText(
            self.tr("<b>Strategy cards</b> ({n}/{limit})").format(n=len(pl.strategy), limit=limit)
        )
        self.set_uses_strategy(bool(getattr(state.config, "uses_strategy_cards", True)))
        self.table.clear()
        for card in state.mission_table:
            title, _ = card_info(card) or (card, "")
            self.table.addItem(_city(title))

    def set_uses_strategy(self, uses: bool) -> None:
        """Section 12: "Strategy cards cannot be used" in the solo mode: no panel for them."""
        self.strategy_label.setVisible(uses)
        self.strategy.setVisible(uses)

    def mission_titles(self) -> list[str]:
        """The Mission card lines shown (tests)."""
        return [self.missions.item(i).text() for i in range(self.missions.count())]


def _city(title: str) -> str:
    """A Mission card's title without its "Mission: " (in the language in force)."""
    head, _, tail = i18n.gettext("Mission: {place}").partition("{place}")
    return title.removeprefix(head).removesuffix(tail) if tail or head else title


def _reward(start: str, card: str) -> int | None:
    """The Mission Calculator's reward from the player's starting base to a card's city (D11)."""
    try:
        world = default_world()
        target = world.missions[card].place
        return int(world.reward(start, target)) if start and start != target else None
    except (KeyError, AttributeError, ValueError, ImportError):
        return None
