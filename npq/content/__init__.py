"""Game content as validated data (D17): nations, crew, Venture and Strategy cards, effects.

The data lives in ``data/`` (TOML); each loader validates on load and raises
:class:`~npq.errors.ContentError` naming the file and the field. :func:`load_content` returns the
whole frozen bundle, cached in-process. Mission cards are built from the board
(:func:`mission_deck`); the advanced game's Telegram deck is :mod:`npq.content.telegrams`. Prices and the Bonds ledger live in :mod:`npq.economy`.
"""

from npq.content.cards import (
    MIN_DECK_SIZE,
    Deck,
    MissionCard,
    StrategyCard,
    Target,
    VentureCard,
    VentureLine,
    VentureOutcome,
    load_strategy_deck,
    load_venture_deck,
    mission_deck,
)
from npq.content.crew import Bonus, Commander, Crew, Skill, SkillInfo, load_crew
from npq.content.editions import EditionChange, Editions, load_editions
from npq.content.effects import (
    EFFECT_RULES,
    SHIP_EFFECTS,
    TELEGRAM_ONLY,
    Effect,
    EffectType,
    Miniature,
)
from npq.content.load import Content, load_content
from npq.content.nations import NATION_IDS, Nation, Nations, load_nations
from npq.content.telegrams import (
    MIN_TELEGRAMS,
    Telegram,
    TelegramDeck,
    TelegramEffect,
    load_telegram_deck,
)

__all__ = [
    "EFFECT_RULES",
    "MIN_DECK_SIZE",
    "MIN_TELEGRAMS",
    "NATION_IDS",
    "SHIP_EFFECTS",
    "TELEGRAM_ONLY",
    "Bonus",
    "Commander",
    "Content",
    "Crew",
    "Deck",
    "EditionChange",
    "Editions",
    "Effect",
    "EffectType",
    "Miniature",
    "MissionCard",
    "Nation",
    "Nations",
    "Skill",
    "SkillInfo",
    "StrategyCard",
    "Target",
    "Telegram",
    "TelegramDeck",
    "TelegramEffect",
    "VentureCard",
    "VentureLine",
    "VentureOutcome",
    "load_content",
    "load_crew",
    "load_editions",
    "load_nations",
    "load_strategy_deck",
    "load_telegram_deck",
    "load_venture_deck",
    "mission_deck",
]
