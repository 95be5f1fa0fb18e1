"""Venture cards (section 6 "Venture Cards"; D10): one is drawn for each obstacle, sea obstacle
or fog area a miniature crosses, before it moves; the line of the zone crossed acts at once,
and the card goes under the deck. What it changed is kept for a counter card this turn."""

from __future__ import annotations

from npq.content import VentureLine
from npq.game._tx import Tx
from npq.game.effects import apply_effects
from npq.game.events import EventKind
from npq.game.rules.emergency import check_emergency
from npq.game.state import UndoRecord

__all__ = ["LINES", "draw_venture"]

#: Venture line of a crossing (``npq.nav`` numbers them): sea, political, geographical.
LINES = {1: VentureLine.SEA, 2: VentureLine.POLITICAL, 3: VentureLine.GEOGRAPHICAL}


def draw_venture(tx: Tx, seat: int, line: VentureLine, zone: str, kind: str, mini: str) -> None:
    """Draw the top Venture card; its line for the zone acts at once; it goes under the deck."""
    card_id = tx.draw("venture_deck")
    if card_id is None:
        return
    tx.bottom("venture_deck", card_id)
    if card_id not in tx.w.content.venture:
        # A hidden card: the state is a player's view (view_for); its effect is unknown.
        tx.emit(
            EventKind.VENTURE_DRAWN,
            seat,
            card=card_id,
            zone=zone,
            zone_kind=kind,
            line=line.number,
            effects=[],
        )
        return
    card = tx.w.content.venture[card_id]
    effects = card.effects_for(line)
    tx.emit(
        EventKind.VENTURE_DRAWN,
        seat,
        card=card_id,
        zone=zone,
        zone_kind=kind,
        line=line.number,
        effects=[str(e) for e in effects],
    )
    before = tx.p(seat).airship.emergency
    record = apply_effects(
        tx, seat, effects, card=card_id, source="venture", mid_turn=True, miniature=mini
    )
    landed = check_emergency(tx, seat)
    record = UndoRecord(
        record.card,
        record.bonds,
        record.fuel,
        record.integrity,
        landed and before is None,
    )
    tx.put(seat, ventures=(*tx.p(seat).ventures, record))
