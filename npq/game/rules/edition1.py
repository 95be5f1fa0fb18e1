"""Edition 1 of the rules: the judgements of the engine before issue 10's fixes, so that games
saved then (save format version 1) replay exactly as they were played and keep their hashes.

It is one concern that only provides named rules (:meth:`Concern.provides`); added last to a
rule set (:func:`npq.game.rules.sets.rule_set` with ``edition=1``) it overrides them:

- ``counter_in_time``: no -- a hostile Strategy card struck at the start of its target's turn
  without asking him (section 6; edition 2 asks a target who holds a counter card first);
- ``cards_exceed_maximum``: no -- a card's Fuel or Integrity stopped at the tank capacity and
  the airship's maximum (section 2; edition 2 lets cards exceed them for a while);
- ``stationary_flight``: yes -- a flight of no length counted as the airship's move (section 4;
  edition 2 refuses it).
"""

from __future__ import annotations

from npq.game._tx import Tx
from npq.game.rules.ruleset import Concern

__all__ = ["CONCERN"]

CONCERN = Concern("edition1", "issue 10: the rules before its fixes")


@CONCERN.provides("counter_in_time")
def counter_in_time(tx: Tx) -> bool:
    return False


@CONCERN.provides("cards_exceed_maximum")
def cards_exceed_maximum(tx: Tx) -> bool:
    return False


@CONCERN.provides("stationary_flight")
def stationary_flight(tx: Tx) -> bool:
    return True
