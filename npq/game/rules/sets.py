"""The rule sets and which one a game plays by.

:data:`BASIC` is the basic game (sections 2-11); the solo mode (section 12) plays by it too,
its differences being switches of :class:`~npq.game.config.GameConfig` that the concerns read
(no Strategy cards, 5 Mission cards in hand, neutral bases, the crash). The order of the
concerns is the order of the legal set's candidates and of the hooks; the turn structure
comes last. A further rule set (the advanced rules) is ``BASIC.extended(...)`` with its own
concerns, chosen here from the config.
"""

from __future__ import annotations

from npq.game.config import GameConfig
from npq.game.rules import (
    arctic,
    bank,
    crew,
    edition1,
    emergency,
    ending,
    flight,
    missions,
    sailing,
    services,
    strategy,
    turn,
)
from npq.game.rules.advanced import airspace, auctions, draft, economy, podium, telegrams
from npq.game.rules.advanced import crew as advanced_crew
from npq.game.rules.ruleset import RuleSet
from npq.game.state import EDITION

__all__ = ["ADVANCED", "ADVANCED_TELEGRAMS", "BASIC", "RULE_SETS", "rule_set"]

BASIC = RuleSet(
    "basic",
    (
        flight.CONCERN,
        missions.CONCERN,
        sailing.CONCERN,
        crew.CONCERN,
        services.CONCERN,
        emergency.CONCERN,
        strategy.CONCERN,
        arctic.CONCERN,
        bank.CONCERN,
        ending.CONCERN,
        turn.CONCERN,
    ),
)


#: The advanced game (issue #11): every Advanced Rules box, with the advanced price list.
ADVANCED = BASIC.extended(
    "advanced",
    draft.CONCERN,
    airspace.CONCERN,
    economy.CONCERN,
    advanced_crew.CONCERN,
    auctions.CONCERN,
    replace=("crew",),
    price_list="advanced",
)

#: The advanced game with the Telegram deck (section 6).
ADVANCED_TELEGRAMS = ADVANCED.extended("advanced+telegrams", telegrams.CONCERN)

#: The advanced game played on for second place (section 9), with or without telegrams.
_SECOND_PLACE = {
    False: ADVANCED.extended("advanced+second", podium.CONCERN),
    True: ADVANCED_TELEGRAMS.extended("advanced+telegrams+second", podium.CONCERN),
}

#: The rule sets by :attr:`GameConfig.rule_set` name (the advanced game's options pick among
#: its variants in :func:`rule_set`).
RULE_SETS: dict[str, RuleSet] = {"basic": BASIC, "solo": BASIC, "advanced": ADVANCED}


#: Edition 1 (games saved before issue 10): each rule set with the judgements of then.
_EDITION_1: dict[str, RuleSet] = {}


def _current(config: GameConfig) -> RuleSet:
    """The rule set a game with ``config`` plays by (its ``rule_set`` name; the advanced game
    with the Telegram deck when ``telegrams`` is on)."""
    if config.rule_set == "advanced" and config.second_place:
        return _SECOND_PLACE[config.telegrams]
    if config.rule_set == "advanced" and config.telegrams:
        return ADVANCED_TELEGRAMS
    try:
        return RULE_SETS[config.rule_set]
    except KeyError:
        raise ValueError(f"no rule set {config.rule_set!r}") from None


def rule_set(config: GameConfig, edition: int = EDITION) -> RuleSet:
    """The rule set a game with ``config`` plays by (its ``rule_set`` name; the advanced game
    with the Telegram deck when ``telegrams`` is on), in the edition of its rules: a game of
    edition 1 plays it with :mod:`npq.game.rules.edition1`'s judgements."""
    rules = _current(config)
    if edition >= EDITION:
        return rules
    found = _EDITION_1.get(rules.name)
    if found is None:
        found = _EDITION_1[rules.name] = rules.extended(f"{rules.name}@1", edition1.CONCERN)
    return found
