"""Who is paid, and which bases serve, in the advanced game (section 11 "Game Price List
Advanced Rules", section 1A "Bases and Ports"; ADVANCED.md 2.1-2.9, D12).

The rule set pays by the advanced price list (``RuleSet.price_list``): fuel and repairs cost 10
Bonds a unit at one's own base and 15 at a neutral one, both to the Bank, and 20 at an
opponent's, paid to that opponent; an Arctic base is rented for 0 / 20 / 50 (the opponent
collects) and set up for 100 (to the opponent at his Arctic base); a completed mission sells
for 300. The owner of a base is the nation in play whose territory it lies in; a nation not in
play counts as neutral (L143). A Telegram of the round may give one nation home prices at
another's bases (``tariff_as_own``, paid to the Bank) or close a nation's bases to others
(``bases_closed``: no fuel, repairs or crew there).
"""

from __future__ import annotations

from npq.economy import BANK, Relation
from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.rules.ruleset import Concern
from npq.game.rules.services import relation as basic_relation

__all__ = ["CONCERN", "RULE_TELEGRAM"]

CONCERN = Concern("economy", "11 The Game Price List")

RULE_TELEGRAM = "6 Telegrams"


@CONCERN.provides("relation")
def relation(tx: Tx, seat: int, place: str) -> tuple[Relation, str]:
    """The base's owner seen from the payer (D12), with a Telegram's home tariff."""
    from npq.game.rules.advanced.telegrams import table_effects

    rel, payee = basic_relation(tx, seat, place)
    if rel is Relation.OPPONENT:
        me = tx.p(seat).nation
        owner = tx.w.place(place).nation
        for e in table_effects(tx.s, tx.w):
            if e.type.value == "tariff_as_own" and e.nation == me and e.other == owner:
                return Relation.OWN, BANK
    return rel, payee


@CONCERN.provides("serves")
def serves(tx: Tx, seat: int, place: str, what: str) -> None:
    """A nation's bases closed by the Telegram of the round serve no other player there
    (or not the one nation named)."""
    from npq.game.rules.advanced.telegrams import table_effects

    owner = tx.w.place(place).nation
    me = tx.p(seat).nation
    if owner is None or owner == me:
        return
    for e in table_effects(tx.s, tx.w):
        if e.type.value != "bases_closed" or e.nation != owner:
            continue
        if e.other is None or e.other == me:
            name = tx.w.content.nations[owner].name
            raise RuleViolation(
                "telegram.bases_closed",
                place=place,
                place_name=tx.w.place(place).name,
                nation=owner,
                nation_name=name,
                telegram=tx.s.telegram,
                what=what,
            )
