"""Edition 3 of the rules: the judgements of the engine before edition 4's (issue 14's balance
changes), so that games saved by edition 3 (save format version 3) replay exactly as they were
played and keep their hashes.

It is one concern that only provides named rules (:meth:`Concern.provides`); added last to a
rule set (:func:`npq.game.rules.sets.rule_set` with ``edition <= 3``) it overrides them:

- ``disc_start``: the weather disc stood at 0° at set-up in every game (D6), so every game
  had the same weather calendar; edition 4 turns it by a number of notches drawn by lot (L114).
"""

from __future__ import annotations

from npq.game._tx import Tx
from npq.game.rules.ruleset import Concern

__all__ = ["CONCERN"]

CONCERN = Concern("edition3", "issue 14: the rules before edition 4's balance changes")


@CONCERN.provides("disc_start")
def disc_at_zero(tx: Tx) -> None:
    """Before edition 4: the disc was assembled at 0° (D6); nothing is drawn."""
