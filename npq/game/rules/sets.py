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
    edition3,
    emergency,
    ending,
    flight,
    legacy,
    missions,
    sailing,
    services,
    strategy,
    turn,
)
from npq.game.rules.advanced import (
    airspace,
    auctions,
    cession,
    draft,
    economy,
    podium,
    rescue,
    seas,
    telegrams,
)
from npq.game.rules.advanced import crew as advanced_crew
from npq.game.rules.ruleset import Concern, RuleSet
from npq.game.state import EDITION

__all__ = [
    "ADVANCED",
    "ADVANCED_TELEGRAMS",
    "BASIC",
    "CURRENT_RULES_EDITION",
    "RULE_SETS",
    "rule_set",
]

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


#: The advanced game (issue #11) as edition 2 played it: every Advanced Rules box but the
#: rescue, with the advanced price list.
_ADVANCED_2 = BASIC.extended(
    "advanced@2",
    draft.CONCERN,
    airspace.CONCERN,
    economy.CONCERN,
    advanced_crew.CONCERN,
    auctions.CONCERN,
    replace=("crew",),
    price_list="advanced",
)

#: The advanced game: every Advanced Rules box, with the advanced price list (from edition 3,
#: :data:`RESCUE_EDITION`, also the emergency landing's rescue, the ships' Venture cards in
#: restricted areas, and cession by auction and the cession variant).
ADVANCED = _ADVANCED_2.extended("advanced", seas.CONCERN, rescue.CONCERN, cession.CONCERN)


def _variants(base: RuleSet) -> dict[tuple[bool, bool], RuleSet]:
    """The advanced game's variants by (``telegrams``, ``second_place``): the Telegram deck
    (section 6), play on for second place (section 9)."""
    suffix = base.name.removeprefix("advanced")
    with_telegrams = base.extended(f"advanced+telegrams{suffix}", telegrams.CONCERN)
    return {
        (False, False): base,
        (True, False): with_telegrams,
        (False, True): base.extended(f"advanced+second{suffix}", podium.CONCERN),
        (True, True): with_telegrams.extended(f"advanced+telegrams+second{suffix}", podium.CONCERN),
    }


#: The edition from which the advanced game plays its rescue (section 10, issue 11), ships'
#: Venture cards in restricted areas (L175) and the cession variant (L355): an advanced game
#: of an earlier edition keeps the free recovery and the rest as it was played.
RESCUE_EDITION = 3

_VARIANTS = {True: _variants(ADVANCED), False: _variants(_ADVANCED_2)}

#: The advanced game with the Telegram deck (section 6).
ADVANCED_TELEGRAMS = _VARIANTS[True][True, False]

#: The rule sets by :attr:`GameConfig.rule_set` name (the advanced game's options pick among
#: its variants in :func:`rule_set`).
RULE_SETS: dict[str, RuleSet] = {"basic": BASIC, "solo": BASIC, "advanced": ADVANCED}


#: The first edition whose rule set is the current one: editions 5 to 7 changed authored values
#: only (data/editions.toml: the Mission deck's cities, the USA's and the USSR's Speeds; the
#: board's places of edition 7, World.for_edition), which the set-up deals and the board holds,
#: so editions 4 to 7 play by the same concerns.
CURRENT_RULES_EDITION = 4

#: Earlier editions (games saved before issue 10, before issue 17, before edition 4): each
#: rule set with the judgements of then, by (rule set name, edition).
_EARLIER: dict[tuple[str, int], RuleSet] = {}


def _current(config: GameConfig, edition: int) -> RuleSet:
    """The rule set a game with ``config`` plays by (its ``rule_set`` name; the advanced game
    with its options), in ``edition``: the advanced game before :data:`RESCUE_EDITION`
    without the rescue."""
    if config.rule_set == "advanced":
        return _VARIANTS[edition >= RESCUE_EDITION][config.telegrams, config.second_place]
    try:
        return RULE_SETS[config.rule_set]
    except KeyError:
        raise ValueError(f"no rule set {config.rule_set!r}") from None


def rule_set(config: GameConfig, edition: int = EDITION) -> RuleSet:
    """The rule set a game with ``config`` plays by (its ``rule_set`` name; the advanced game
    with the Telegram deck when ``telegrams`` is on), in the edition of its rules: a game of
    edition 1 plays it with :mod:`npq.game.rules.edition1`'s judgements, a game of edition 1 or
    2 with :mod:`npq.game.rules.legacy`'s (the readings before issue 17's rulings), a game of
    editions 1 to 3 with :mod:`npq.game.rules.edition3`'s (before edition 4's balance changes);
    editions 4 to 7 by the same (:data:`CURRENT_RULES_EDITION`);
    an advanced game before :data:`RESCUE_EDITION` without the rescue."""
    rules = _current(config, edition)
    if edition >= CURRENT_RULES_EDITION:
        return rules
    key = (rules.name, edition)
    found = _EARLIER.get(key)
    if found is None:
        older: tuple[Concern, ...] = (edition3.CONCERN,)
        if edition <= 2:
            older = (legacy.CONCERN, *older)
        if edition <= 1:
            older = (edition1.CONCERN, *older)
        found = _EARLIER[key] = rules.extended(f"{rules.name}@{edition}", *older)
    return found
