"""A bot in one seat, wherever it runs: the same choice on the server (full state) and in a
client (the seat's view only), as the engine's bot driver makes it (:func:`npq.bots.play_game`).

The bot proposes actions in order of preference from the seat's view; the first that the rules
accept (``check``) is played. After six actions in a turn, or when none is accepted, the turn is
closed: ``end``, or where an airship in flight has not moved, the first legal flight.
"""

from __future__ import annotations

from collections.abc import Callable

from npq.bots import make_bot
from npq.game import Action, EndTurn, State, World, flight_options, legal_actions

__all__ = ["BOT_KINDS", "SeatBot", "check_bot_kind"]

#: The bots a seat can be given (``--bots``, ``--bot``); ``expert`` where the engine has one.
BOT_KINDS = ("greedy", "random", "expert")

#: Actions a bot takes in one turn before the driver closes it (as :func:`npq.bots.play_game`).
MAX_BOT_ACTIONS = 6


def check_bot_kind(kind: str) -> str:
    """``kind`` if the engine has such a bot; ``ValueError`` naming the known ones otherwise."""
    make_bot(kind, 0)  # ValueError: "unknown bot 'genius': choose one of ..."
    return kind


class SeatBot:
    """Chooses the next action of one seat."""

    def __init__(self, kind: str, seed: int = 0) -> None:
        self.kind = kind
        self.bot = make_bot(kind, seed)
        self._turn: tuple[int, int, int] | None = None
        self._taken = 0
        self._tried: set[str] = set()

    def _sync(self, view: State) -> None:
        key = (view.round, view.current, view.turn)
        if key != self._turn:
            self._turn, self._taken, self._tried = key, 0, set()

    def choose(self, view: State, world: World, check: Callable[[Action], bool]) -> Action:
        """The next action; ``check(action)`` says whether the rules accept it now."""
        self._sync(view)

        def fresh(actions: list[Action]) -> list[Action]:
            return [a for a in actions if str(a) not in self._tried]

        if self._taken < MAX_BOT_ACTIONS:
            try:
                proposals = fresh(list(self.bot.propose(view, world)))
            except Exception:  # a bot bug must not stall the game: close the turn instead
                proposals = []
            for action in proposals:
                if check(action):
                    return action
                self._tried.add(str(action))
        closing: list[Action] = [EndTurn()]
        if str(EndTurn()) in self._tried or not check(EndTurn()):
            closing = fresh([*flight_options(view, world), *legal_actions(view, world)])
        for action in closing:
            if check(action):
                return action
            self._tried.add(str(action))
        return EndTurn()

    def played(self, action: Action) -> None:
        """The action was accepted."""
        self._taken += 1

    def refused(self, action: Action) -> None:
        """The server refused the action: it is not proposed again this turn."""
        self._tried.add(str(action))
