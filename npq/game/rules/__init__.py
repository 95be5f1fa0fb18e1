"""The rules of the basic game (rulebook sections 2-11) as pure functions over frozen states,
one module per concern of the rulebook:

==================  ===========================================================================
``missions``        declaring, swapping, drawing, abandoning, selling and completing missions
``flight``          the airship's move: weather, wind, Venture cards, arrival, the Pole journey
``sailing``         the ship's move
``crew``            hiring and giving up Commanders and Specialists; Managers' income
``services``        refuelling and repairs at a base, and the prices by the base's relation
``strategy``        Strategy cards, counter cards and trap cards
``arctic``          reserving, setting up and moving the Arctic base
``bank``            the Bank loan
``emergency``       emergency landing, S.O.S. and recovery; the solo crash
``ending``          the end of the game and its winners; ``interrupt``
``turn``            the turn structure: ``end``, the start of a turn, the end of a round
``ventures``        Venture cards drawn while moving (used by flight and sailing)
==================  ===========================================================================

Each concern module declares a :class:`~npq.game.rules.ruleset.Concern` with its actions'
handlers, its candidates for the legal set and its hooks; :mod:`npq.game.rules.sets` puts them
together into rule sets; :mod:`npq.game.rules.engine` dispatches an action to its handler after
the turn's generic checks; :mod:`npq.game.rules.api` holds the public ``apply`` and
``legal_actions``. See docs/architecture.md "Rules by concern".
"""

from npq.game.rules.api import (
    actors,
    apply,
    candidate_actions,
    check,
    dry_bases,
    flight_options,
    is_legal,
    legal_actions,
    legal_by_kind,
    legal_kinds,
    plan_flight,
    plan_sail,
    short_flights,
    short_sails,
)
from npq.game.rules.common import RULES
from npq.game.rules.emergency import nearest_base
from npq.game.rules.ending import final_bonds, finish_pole, interrupt, outcome
from npq.game.rules.sets import BASIC, rule_set
from npq.game.rules.turn import start_turn
from npq.game.rules.view import events_for, view_for

__all__ = [
    "BASIC",
    "RULES",
    "actors",
    "apply",
    "candidate_actions",
    "check",
    "dry_bases",
    "events_for",
    "final_bonds",
    "finish_pole",
    "flight_options",
    "interrupt",
    "is_legal",
    "legal_actions",
    "legal_by_kind",
    "legal_kinds",
    "nearest_base",
    "outcome",
    "plan_flight",
    "plan_sail",
    "rule_set",
    "short_flights",
    "short_sails",
    "start_turn",
    "view_for",
]
