"""The Mission-card draft of the advanced game as a pure value (rulebook section 8, "Draft Mission
Cards", L729; ../shared/ADVANCED.md 7.1, decision Q21).

"Each player keeps one card for himself (without showing it to the others) and passes the others
face down to the player on his right, in the direction of the game turn. Once again, each player
studies the two new cards received, discards one and passes it face down to the player on his
right ... Each player will now have 3 Mission Cards."

Every player picks at the same time; when all have kept a card, the rest of each hand goes to
the next seat in turn order (Q21: "discards one and passes it" is read as passing it, since the
count must come back to 3). Round 1: keep 1 of 3, pass 2; round 2: keep 1 of the 2 received,
pass 1; the card received last is kept. A game of one player has no draft.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from npq.errors import RuleViolation

__all__ = ["RULE_DRAFT", "Draft"]

RULE_DRAFT = "8 Draft Mission Cards"


@dataclass(frozen=True, slots=True)
class Draft:
    """The draft in progress. ``hands[seat]``: the cards the seat chooses from now (empty once
    he has chosen this pass); ``kept[seat]``: the cards he has kept; ``passes``: how many times
    hands have gone round (0, 1, then 2 = done); ``rests[seat]``: the cards he set aside this
    pass, handed on to the next seat once everyone has chosen."""

    hands: tuple[tuple[str, ...], ...]
    kept: tuple[tuple[str, ...], ...]
    passes: int = 0
    rests: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def deal(cls, hands: tuple[tuple[str, ...], ...]) -> Draft:
        """Start from each seat's 3 dealt Mission cards (seat order = turn order, D15)."""
        if len(hands) < 2:
            raise ValueError("a draft needs at least 2 players")
        if any(len(h) != 3 for h in hands):
            raise ValueError("each player drafts from 3 Mission cards")
        return cls(tuple(hands), tuple(() for _ in hands))

    @property
    def is_done(self) -> bool:
        return self.passes >= 2

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats that still have to keep a card this pass (all at once)."""
        if self.is_done:
            return ()
        return tuple(i for i, h in enumerate(self.hands) if h)

    def choices(self, seat: int) -> tuple[str, ...]:
        return self.hands[seat]

    def keep(self, seat: int, card: str) -> Draft:
        """``seat`` keeps ``card`` of the hand in front of him; when every seat has kept one,
        the rest passes to the next seat in turn order."""
        if self.is_done:
            raise RuleViolation("draft.over")
        hand = self.hands[seat]
        if not hand:
            raise RuleViolation("draft.kept", seat=seat)
        if card not in hand:
            raise RuleViolation("draft.not_offered", card=card)
        hands = list(self.hands)
        kept = list(self.kept)
        kept[seat] = (*kept[seat], card)
        hands[seat] = ()
        empty: tuple[str, ...] = ()
        rest = list(self.rests) if self.rests else [empty for _ in self.hands]
        rest[seat] = tuple(c for c in hand if c != card)
        draft = replace(self, hands=tuple(hands), kept=tuple(kept), rests=tuple(rest))
        if draft.waiting:
            return draft
        return draft._pass_on()

    def _pass_on(self) -> Draft:
        n = len(self.hands)
        received = tuple(self.rests[(seat - 1) % n] for seat in range(n))
        passes = self.passes + 1
        if passes >= 2:
            # the last card received is kept: every seat ends with 3
            kept = tuple((*self.kept[s], *received[s]) for s in range(n))
            return Draft(tuple(() for _ in range(n)), kept, passes, ())
        return Draft(received, self.kept, passes, ())

    def result(self) -> tuple[tuple[str, ...], ...]:
        """Each seat's 3 Mission cards once the draft is done."""
        if not self.is_done:
            raise RuleViolation("draft.not_over")
        return self.kept
