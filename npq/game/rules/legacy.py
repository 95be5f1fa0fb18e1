"""The readings of the rulebook before issue 17's rulings (editions 1 and 2 of the rules).

Every game saved before edition 3 (save format versions 1 and 2) was played by these readings;
it replays by this concern, so it keeps opening and reaching the hashes it was saved with. New
games play by edition 3 (docs/rules-decisions.md, "Basic-game rulings"). This concern only
*provides* named rules: :func:`npq.game.rules.sets.rule_set` adds it last to a rule set, so each
of its judgements overrides the current one of the same name.
"""

from __future__ import annotations

from npq.game._tx import Tx
from npq.game.rules.ending import interrupted
from npq.game.rules.ruleset import Concern
from npq.nav.ship import fog_areas

__all__ = ["CONCERN"]

CONCERN = Concern("before-issue-17", "issue 17: the readings before its rulings")


@CONCERN.provides("interrupt")
def interrupt_at_once(tx: Tx) -> None:
    """Before issue 17: any player interrupted the game on his own."""
    interrupted(tx)


@CONCERN.provides("declare_target")
def any_target(tx: Tx, card: str, here: str) -> None:
    """Before issue 17: a target whose halo overlaps the Starting Point's ring could be declared."""


@CONCERN.provides("abandoned_card")
def hidden_again(tx: Tx, seat: int, card: str) -> None:
    """Before issue 17: an abandoned mission's card went back to the hidden hand."""


@CONCERN.provides("arctic_sells")
def every_arctic_base_sells(tx: Tx, place: str) -> bool:
    """Before issue 17: an Arctic base refuelled and repaired before its Mooring Mast stood (1k)."""
    return True


@CONCERN.provides("ship_fog")
def every_fog_area(tx: Tx, start: tuple[float, float]) -> frozenset[str]:
    """Before issue 17: a ship drew a Venture card for every fog area its path crossed."""
    return fog_areas(tx.w.board, tx.w.disc, tx.s.disc_round)


@CONCERN.provides("token_returned")
def pool_grows(tx: Tx, laid_out: int) -> int:
    """Before issue 17: every ceded Specialist Token joined those laid out."""
    return laid_out + 1


@CONCERN.provides("crew_has")
def specialist_token(tx: Tx, seat: int, skill: str) -> bool:
    """Before issue 17: a card naming a Specialist needed the Specialist Token; a Commander with the
    skill did not count."""
    return tx.p(seat).crew.has_specialist(skill)
