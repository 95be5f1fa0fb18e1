"""A transaction: the one mutable helper that builds the next frozen state inside ``apply``.

Rules code reads and replaces parts of the state through it and appends events; nothing
outside :func:`npq.game.rules.api.apply` ever sees it, so states stay immutable values. It also
carries the rule set in play (:class:`~npq.game.rules.ruleset.RuleSet`, seen here through the
:class:`Rules` protocol), so the turn structure can call the concerns' hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from npq.economy import BANK, PriceList
from npq.errors import RuleViolation
from npq.game.events import Event, EventKind
from npq.game.state import Airship, PlayerState, Ship, State, evolve
from npq.game.world import World


class Rules(Protocol):
    """What a transaction needs of the rule set in play (its hooks, named rules, prices)."""

    @property
    def name(self) -> str: ...

    @property
    def price_list(self) -> str: ...

    def rule(self, name: str) -> Callable[..., Any]: ...

    def turn_started(self, tx: Tx, seat: int, resume: str | None = None) -> None: ...

    def round_ended(self, tx: Tx) -> None: ...


class Tx:
    """Accumulates changes to a state and the events they cause."""

    __slots__ = ("actor", "events", "memo", "rules", "s", "w")

    def __init__(self, state: State, world: World, rules: Rules, actor: int | None = None) -> None:
        self.s = state
        # the board of the game's edition (World.for_edition: no place a later edition added)
        self.w = world.for_edition(state.edition)
        self.rules = rules
        #: The seat answering a decision out of its turn (``None``: the player whose turn it is).
        self.actor = actor
        self.events: list[Event] = []
        #: What an action's check worked out for its handler (a resolved move), by key.
        self.memo: dict[str, Any] = {}

    # -- reading --------------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """The seat acting: the one answering a decision, or the player whose turn it is."""
        return self.s.current if self.actor is None else self.actor

    def p(self, seat: int | None = None) -> PlayerState:
        return self.s.players[self.seat if seat is None else seat]

    def account(self, seat: int) -> str:
        return self.s.players[seat].nation

    def bonds(self, seat: int) -> int:
        return self.s.ledger.balance(self.account(seat))

    @property
    def prices(self) -> PriceList:
        """The price list of the rule set in play (section 11: basic or advanced table)."""
        return self.w.content.prices.for_rules(self.rules.price_list == "advanced")

    # -- writing --------------------------------------------------------------------------------
    def set(self, **changes: Any) -> None:
        self.s = evolve(self.s, **changes)

    def put(self, seat: int, **changes: Any) -> PlayerState:
        player = evolve(self.s.players[seat], **changes)
        players = list(self.s.players)
        players[seat] = player
        self.s = evolve(self.s, players=tuple(players))
        return player

    def air(self, seat: int, **changes: Any) -> Airship:
        airship = evolve(self.p(seat).airship, **changes)
        self.put(seat, airship=airship)
        return airship

    def ship(self, seat: int, **changes: Any) -> Ship:
        ship = evolve(self.p(seat).ship, **changes)
        self.put(seat, ship=ship)
        return ship

    def emit(self, kind: EventKind, seat: int | None, /, **data: Any) -> None:
        self.events.append(Event.make(kind, self.s.round, seat, **data))

    # -- Bonds: every payment goes through the ledger (section 7, D12) --------------------------
    def pay_bank(self, seat: int, amount: int, reason: str) -> None:
        if amount > 0:
            self.s = evolve(
                self.s,
                ledger=self.s.ledger.pay_bank(self.account(seat), amount, reason, self.s.round),
            )

    def from_bank(self, seat: int, amount: int, reason: str) -> None:
        if amount > 0:
            self.s = evolve(
                self.s,
                ledger=self.s.ledger.receive_from_bank(
                    self.account(seat), amount, reason, self.s.round
                ),
            )

    def pay(self, seat: int, payee: str, amount: int, reason: str) -> None:
        """Pay the Bank or another account (an opponent collecting an advanced tariff)."""
        if amount > 0:
            self.s = evolve(
                self.s,
                ledger=self.s.ledger.transfer(
                    self.account(seat), payee, amount, reason, self.s.round
                ),
            )

    def can_afford(self, seat: int, amount: int, code: str, **params: Any) -> None:
        """Refuse with ``code`` (params: ``cost``, ``have`` and ``params``) when the player
        cannot pay ``amount`` (section 7)."""
        have = self.bonds(seat)
        if have < amount:
            raise RuleViolation(code, cost=amount, have=have, **params)

    # -- decks ----------------------------------------------------------------------------------
    def draw(self, deck: str) -> str | None:
        cards: tuple[str, ...] = getattr(self.s, deck)
        if not cards:
            return None
        changes: dict[str, Any] = {deck: cards[1:]}
        self.s = evolve(self.s, **changes)
        return cards[0]

    def bottom(self, deck: str, card: str) -> None:
        cards: tuple[str, ...] = getattr(self.s, deck)
        changes: dict[str, Any] = {deck: (*cards, card)}
        self.s = evolve(self.s, **changes)

    def below(self, n: int) -> int:
        value, rng = self.s.rng.below(n)
        self.s = evolve(self.s, rng=rng)
        return value


__all__ = ["BANK", "Rules", "Tx"]
