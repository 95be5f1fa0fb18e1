"""Ships in the advanced game (section 1A "Restricted Areas and Obstacles", L175; ADVANCED.md
5.2; decision Q8): a ship always crosses a political-economic restricted area (1g), but draws a
Venture card for it, read on the sea line (line 1), as for a sea obstacle. From edition 3
(:data:`npq.game.rules.sets.RESCUE_EDITION`); advanced games of edition 2 sail as they did.
"""

from __future__ import annotations

from npq.game._tx import Tx
from npq.game.rules.ruleset import Concern

__all__ = ["CONCERN"]

CONCERN = Concern("seas", "1A Restricted Areas and Obstacles")


@CONCERN.provides("ship_restricted")
def ship_restricted(tx: Tx) -> bool:
    """L175: restricted areas cost a ship a Venture card (sea line, Q8)."""
    return True
