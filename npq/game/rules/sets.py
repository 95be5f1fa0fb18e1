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
    emergency,
    ending,
    flight,
    missions,
    sailing,
    services,
    strategy,
    turn,
)
from npq.game.rules.ruleset import RuleSet

__all__ = ["BASIC", "RULE_SETS", "rule_set"]

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


#: The rule sets by :attr:`GameConfig.rule_set` name. The advanced rules (issue 11) plug in
#: here as ``BASIC.extended("advanced", ...)``; until their concerns land, an advanced config
#: plays the basic concerns.
RULE_SETS: dict[str, RuleSet] = {"basic": BASIC, "solo": BASIC, "advanced": BASIC}


def rule_set(config: GameConfig) -> RuleSet:
    """The rule set a game with ``config`` plays by (its ``rule_set`` name)."""
    try:
        return RULE_SETS[config.rule_set]
    except KeyError:
        raise ValueError(f"no rule set {config.rule_set!r}") from None
