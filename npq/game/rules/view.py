"""What each seat may see (section 6: hands are hidden; decks are face down)."""

from __future__ import annotations

from dataclasses import replace

from npq.game.rng import Rng
from npq.game.state import State

__all__ = ["view_for"]


def view_for(state: State, seat: int) -> State:
    """What the player in ``seat`` may see: others' hands and every deck's order hidden.

    Hidden cards become ``"?"`` (hand sizes stay visible, as at the table); the generator is
    blanked so the future cannot be read from it. Bots get nothing more than this.
    """
    hidden = "?"
    players = []
    for p in state.players:
        if p.seat == seat:
            players.append(p)
            continue
        trap = None if p.trap is None else (hidden, p.trap[1])
        players.append(
            replace(
                p,
                missions=(hidden,) * len(p.missions),
                strategy=(hidden,) * len(p.strategy),
                pending=tuple(replace(x, card=hidden) for x in p.pending),
                trap=trap,
            )
        )
    own = state.players[seat]
    own_pending = tuple(replace(x, card=hidden) for x in own.pending)
    players[seat] = replace(own, pending=own_pending)
    return replace(
        state,
        players=tuple(players),
        rng=Rng(0, 0),
        seed=0,
        mission_deck=(hidden,) * len(state.mission_deck),
        strategy_deck=(hidden,) * len(state.strategy_deck),
        venture_deck=(hidden,) * len(state.venture_deck),
        telegram_deck=(hidden,) * len(state.telegram_deck),
        box_commanders=tuple(sorted(state.box_commanders)),
    )
