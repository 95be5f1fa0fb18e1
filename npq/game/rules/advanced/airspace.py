"""Airspace and weather of the advanced game (section 1A, 1B, section 2; ADVANCED.md 5.1-5.6).

* Restricted areas (1g) are forbidden zones: an airship crosses one only with a Commander and
  draws line 2 of a Venture card for it, in path order, before moving (L165-175, D10).
* In fog an airship with a Commander may move, after drawing a Venture card on line 3 (1B,
  D7); without one it is held. It is never obliged to fly in fog (L402).
* An airship held by fog in flight still burns its fuel unit at the end of the turn (L243).
* The Barrage Area opens with three completed missions and at least 300 Bonds net of the Bank
  loan, checked at the start of every move (L122, Q9); once the Pole journey has begun its
  departure check stands.
* A Telegram of the round may close an area to airships or open it (no Commander, no card).
"""

from __future__ import annotations

from npq.game._tx import Tx
from npq.game.rules.flight import Zones
from npq.game.rules.ruleset import Concern
from npq.game.state import PlayerState, PoleLeg

__all__ = ["BARRAGE_BONDS", "CONCERN", "telegram_zones"]

CONCERN = Concern("airspace", "1A Restricted Areas and Obstacles")

#: Section 1A "The Pole", advanced: "at least 3 Quests and have at least 300 Bonds".
BARRAGE_BONDS = 300


def telegram_zones(tx: Tx) -> tuple[frozenset[str], frozenset[str]]:
    """The areas the Telegram of the round closes and opens (none without telegrams)."""
    from npq.game.rules.advanced.telegrams import table_effects

    closed: set[str] = set()
    opened: set[str] = set()
    for e in table_effects(tx.s, tx.w):
        if e.zone is None:
            continue
        (closed if e.type.value == "zone_closed" else opened).add(e.zone)
    return frozenset(closed), frozenset(opened)


@CONCERN.provides("zones")
def zones(tx: Tx) -> Zones:
    """Restricted areas are forbidden zones (5.1); a Telegram may close or open an area."""
    closed, opened = telegram_zones(tx)
    return Zones(advanced=True, closed=closed, opened=opened - closed)


@CONCERN.provides("fog_flight")
def fog_flight(tx: Tx, p: PlayerState) -> str:
    """1B advanced (D7): with a Commander the airship moves through fog after a Venture card
    (line 3); without one it is held."""
    return "card" if p.has_commander else "hold"


@CONCERN.provides("fog_burns")
def fog_burns(tx: Tx, p: PlayerState) -> bool:
    """Section 2 "Range" (L243): an airship held by fog in flight burns its fuel unit."""
    return True


def _net(tx: Tx, p: PlayerState) -> int:
    return tx.bonds(p.seat) - tx.s.ledger.loan_outstanding(p.nation)


@CONCERN.provides("barrage_open")
def barrage_open(tx: Tx, p: PlayerState) -> bool:
    """L122: three missions and at least 300 Bonds (net of the Bank loan, Q9); on the Pole
    journey the departure check stands."""
    if not p.barrage_unlocked:
        return False
    if p.pole is not PoleLeg.NONE:
        return True
    return _net(tx, p) >= BARRAGE_BONDS


@CONCERN.provides("barrage_refusal")
def barrage_refusal(tx: Tx, p: PlayerState) -> tuple[str, dict[str, int]]:
    """What keeps the Barrage shut (L122): the missions (``flight.barrage_locked``), the 300
    Bonds (``flight.barrage_bonds``), or both (``flight.barrage_both``)."""
    net = _net(tx, p)
    params = {"missions": len(p.completed), "need_missions": 3, "bonds": net,
              "need_bonds": BARRAGE_BONDS}  # fmt: skip
    poor = net < BARRAGE_BONDS and p.pole is PoleLeg.NONE
    if not p.barrage_unlocked:
        return ("flight.barrage_both" if poor else "flight.barrage_locked"), params
    return "flight.barrage_bonds", params
