"""The one driver of games played by bots: ``npq sim``, the solo session's bot, the app's bot
seats (a Qt timer calls :meth:`Driver.choose` once per tick) and the tests.

The driver follows the flow (:func:`npq.game.actors`): whichever seat must decide now -- the
player whose turn it is, or a seat owing a decision in the middle of another's turn (a counter
card answering a hostile one, section 6) -- its bot proposes actions in order of preference
from what that seat may see (:func:`npq.game.view_for`), and the driver takes the first one the
rules accept (:func:`npq.game.check`). After ``per_turn`` proposals in one turn, or when none
is accepted, the driver closes the turn itself: ``end`` if it is legal, else the first legal
airship move (section 4: an airship in flight must move), else the first legal action (an
answer to the decision owed).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from npq.game import (
    Action,
    EndTurn,
    GameRecord,
    State,
    World,
    actors,
    apply,
    check,
    default_world,
    flight_options,
    legal_actions,
    view_for,
)
from npq.game.actions import Agree, Refuse
from npq.game.events import Event
from npq.game.rules.ending import CONSENT, final_bonds

__all__ = ["Bot", "Driver", "consent"]


class Bot(Protocol):
    """Anything that proposes actions for the seat it plays, from that seat's view."""

    name: str

    def propose(self, view: State, world: World) -> list[Action]: ...


def consent(view: State, seat: int) -> Action:
    """A bot's answer when another player proposes to interrupt the game (issue 17 ruling 1):
    it agrees only if it is behind -- fewer Bonds, net of the Bank loan, than the richest other
    player, so that the interrupted game would not be its win (section 9)."""
    bonds = final_bonds(view)
    best_other = max(b for i, b in enumerate(bonds) if i != seat)
    return Agree() if bonds[seat] < best_other else Refuse()


class Driver:
    """Plays the bot seats of a game one action at a time.

    ``bots`` maps seats to bots (a sequence: one per seat, ``None`` for a human seat).
    ``on_error`` is told of a bot that raised (the app shows it); the driver then closes that
    bot's turn instead of ending the game.
    """

    def __init__(
        self,
        bots: Mapping[int, Bot] | Sequence[Bot | None],
        world: World | None = None,
        *,
        per_turn: int = 6,
        on_error: Callable[[int, Exception], None] | None = None,
    ) -> None:
        if isinstance(bots, Mapping):
            self.bots: dict[int, Bot] = dict(bots)
        else:
            self.bots = {i: b for i, b in enumerate(bots) if b is not None}
        self.world = world or default_world()
        self.per_turn = per_turn
        self.on_error = on_error
        self._turn: tuple[int, int] | None = None
        self._asked = 0

    def bot_to_act(self, state: State) -> int | None:
        """The seat that must decide now if a bot plays it, else ``None`` (a human's turn, or
        the game is over)."""
        who = actors(state)
        if len(who) == 1 and who[0] in self.bots:
            return who[0]
        return None

    def choose(self, state: State) -> Action:
        """The action the bot of the seat to act plays now (counted against its turn)."""
        seat = self.bot_to_act(state)
        if seat is None:
            raise ValueError("no bot is to act now")
        key = (state.turn, seat)
        if key != self._turn:
            self._turn, self._asked = key, 0
        self._asked += 1
        w = self.world.for_edition(state.edition)  # the board of the game's edition
        if state.decisions and state.decisions[-1].kind == CONSENT:
            return consent(view_for(state, seat), seat)
        if self._asked <= self.per_turn:
            try:
                proposals = self.bots[seat].propose(view_for(state, seat), w)
            except Exception as exc:  # a bot's bug closes its turn, it does not end the game
                if self.on_error is None:
                    raise
                self.on_error(seat, exc)
                proposals = []
            for action in proposals:
                if check(state, action, w, seat=seat) is None:
                    return action
        return self.closing(state, seat)

    def closing(self, state: State, seat: int) -> Action:
        """How the driver closes a bot's turn: ``end``, else an airship move, else any legal
        action (the answer to a decision)."""
        w = self.world.for_edition(state.edition)
        if check(state, EndTurn(), w, seat=seat) is None:
            return EndTurn()
        moves = flight_options(state, w) if seat == state.current and not state.decisions else []
        for action in (*moves, *legal_actions(state, w, seat=seat)):
            if check(state, action, w, seat=seat) is None:
                return action
        raise AssertionError("a bot's turn can always be closed")

    def step(self, state: State) -> tuple[State, Action, tuple[Event, ...]]:
        """Choose and apply one bot action."""
        action = self.choose(state)
        seat = self.bot_to_act(state)
        new, events = apply(state, action, self.world, seat=seat)
        return new, action, events

    def play(
        self,
        record: GameRecord,
        *,
        max_rounds: int | None = None,
        on_event: Callable[[Event], None] | None = None,
    ) -> GameRecord:
        """Play bot actions on ``record`` until the game ends, a human is to act, or round
        ``max_rounds`` is over."""
        while True:
            state = record.state
            if state.outcome is not None or self.bot_to_act(state) is None:
                return record
            if max_rounds is not None and state.round > max_rounds:
                return record
            action = self.choose(state)
            record, events = record.play(action, self.bot_to_act(state))
            if on_event is not None:
                for e in events:
                    on_event(e)
