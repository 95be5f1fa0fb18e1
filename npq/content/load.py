"""The whole content bundle, loaded once per process (D17).

:func:`load_content` reads every content file (nations, crew, Venture and Strategy decks, price
lists), validates them and returns one frozen :class:`Content`. The packaged bundle is cached;
a bundle from another directory (tests, mods) is read afresh each call.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from npq.content.cards import (
    MIN_DECK_SIZE,
    Deck,
    StrategyCard,
    VentureCard,
    load_strategy_deck,
    load_venture_deck,
)
from npq.content.crew import Crew, load_crew
from npq.content.editions import Editions, load_editions
from npq.content.nations import Nations, load_nations
from npq.content.telegrams import MIN_TELEGRAMS, TelegramDeck, load_telegram_deck
from npq.economy import PriceLists, load_price_lists

__all__ = ["Content", "load_content"]


@dataclass(frozen=True, slots=True)
class Content:
    """Everything the rules engine reads from ``data/`` besides the board and weather disc."""

    nations: Nations
    crew: Crew
    venture: Deck[VentureCard]
    strategy: Deck[StrategyCard]
    prices: PriceLists
    #: The Telegram deck of the advanced game (section 6); empty for a data directory written
    #: before it existed (such a world refuses a game with telegrams).
    telegrams: TelegramDeck = field(default_factory=lambda: TelegramDeck((), "telegrams.toml"))
    #: What each edition from 5 changed in the authored values (``editions.toml``): none for a
    #: data directory written before it existed (every edition then plays edition 4's values).
    editions: Editions = field(default_factory=Editions)


def load_content(data_dir: Path | str | None = None) -> Content:
    """Load and validate all content from the packaged ``data/`` folder or ``data_dir``.

    ``data_dir`` must hold ``nations.toml``, ``crew.toml``, ``prices.toml`` and
    ``cards/venture.toml`` and ``cards/strategy.toml``, and may hold ``cards/telegrams.toml``
    (the advanced game's Telegram deck; frozen data sets older than it have none) and
    ``editions.toml`` (what editions from 5 changed; none in older data sets). Raises
    :class:`~npq.errors.ContentError` naming the first broken file and field.
    """
    if data_dir is None:
        return _packaged_content()
    root = Path(data_dir)
    return Content(
        nations=load_nations(root / "nations.toml"),
        crew=load_crew(root / "crew.toml"),
        venture=load_venture_deck(root / "cards" / "venture.toml", MIN_DECK_SIZE),
        strategy=load_strategy_deck(root / "cards" / "strategy.toml", MIN_DECK_SIZE),
        prices=load_price_lists(root / "prices.toml"),
        telegrams=(
            load_telegram_deck(telegrams, MIN_TELEGRAMS)
            if (telegrams := root / "cards" / "telegrams.toml").exists()
            else TelegramDeck((), "telegrams.toml")
        ),
        editions=(
            load_editions(editions) if (editions := root / "editions.toml").exists() else Editions()
        ),
    )


@lru_cache(maxsize=1)
def _packaged_content() -> Content:
    return Content(
        nations=load_nations(),
        crew=load_crew(),
        venture=load_venture_deck(),
        strategy=load_strategy_deck(),
        prices=load_price_lists(),
        telegrams=load_telegram_deck(),
        editions=load_editions(),
    )
