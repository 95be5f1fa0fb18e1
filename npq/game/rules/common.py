"""What several concerns share: the rulebook sections cited, and small helpers over a Tx.

Refusals are ``RuleViolation(code, **params)``; their texts live in :mod:`npq.messages`.
"""

from __future__ import annotations

import math

from npq.board import RING_RADIUS
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.events import EventKind
from npq.game.state import PoleLeg

__all__ = ["RING_EDITION", "RULES", "at_base", "emit_stats", "off_the_pole_journey", "ring_reached"]

#: The edition from which a mission cannot be declared at a Starting Point inside whose ring
#: the airship stands already (section 4, docs/rules-decisions.md "A place whose ring holds the
#: airship"): it would be complete before it starts. A flight to such a place is a movement
#: in every edition: it stations the airship there.
RING_EDITION = 3


#: Rulebook sections cited by :class:`RuleViolation`.
RULES = {
    "turn": "8 How to Play",
    "over": "9 Victory",
    "missions": "6 Mission Cards",
    "declare": "10 Declaring a Mission",
    "swap": "10 Swapping a Mission Card or Drawing a New One",
    "abandon": "10 Abandoning a Mission in Progress",
    "sell": "10 Selling a Mission Already Completed to the Bank",
    "crew": "3 Crew Management",
    "repair": "10 Repair Actions",
    "range": "2 Range (Tank Capacity)",
    "integrity": "2 Structural Integrity",
    "emergency": "10 Emergency Landing Management",
    "strategy": "6 Strategy Cards",
    "trap": "10 Using Strategy Cards (Trap Card)",
    "arctic": "10 Arctic Base Organization",
    "loan": "10 Selling a Mission (Bank loan)",
    "airship": "4 Airship Movement",
    "solo": "12 Solo Mode",
}


def at_base(tx: Tx, code: str) -> str:
    """The base the airship stands on; crew and services are done only there (3, 10)."""
    a = tx.p().airship
    if a.place is None:
        raise RuleViolation(code)
    return a.place


def off_the_pole_journey(tx: Tx, code: str) -> None:
    """What must be settled "before leaving for the North Pole" -- the Bank loan repaid, a card
    drawn after a sale or an extra mission completed (section 6, section 10) -- cannot be taken
    on once the journey has begun (D14): the player has already left."""
    if tx.p().pole is not PoleLeg.NONE:
        raise RuleViolation(code)


def emit_stats(tx: Tx, seat: int) -> None:
    """The player's indicators after an action (the UI and the solo tracker read them)."""
    p = tx.p(seat)
    tx.emit(
        EventKind.STATS,
        seat,
        speed=p.speed,
        range=p.range,
        fuel=p.airship.fuel,
        integrity=p.airship.integrity,
        max_integrity=p.max_integrity,
        bonds=tx.bonds(seat),
    )


def ring_reached(tx: Tx, pos: tuple[float, float], place: str | None) -> str | None:
    """``place`` when the airship at ``pos`` already stands inside its ring, away from its
    point (Cuers-Pierrefeu lies 0.05 L from Toulon, Kasumigaura 0.12 L from Tokyo, Pulham 0.28 L
    from London), from :data:`RING_EDITION` on; else None."""
    if place is None or tx.s.edition < RING_EDITION or place not in tx.w.board:
        return None
    x, y = tx.w.xy(place)
    d = math.hypot(x - pos[0], y - pos[1])
    return place if 1e-6 < d <= RING_RADIUS else None
