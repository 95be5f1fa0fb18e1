"""What the edition tests share (tests/test_edition5.py, tests/test_edition6.py): an edition
that adds Mission cards shuffles them in after the earlier edition's deal
(``npq.game.setup._shuffled_in``), so every other place of the deal and every other draw of the
game's generator stay as they were."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from npq.game import GameConfig, new_game


def dealt(s: Any) -> list[str]:
    """Every Mission card of a state, in deal order: the table, the hands, the deck."""
    return [*s.mission_table, *(c for p in s.players for c in p.missions), *s.mission_deck]


def added_cards_dealt(before: int, after: int, added: Sequence[str], seeds: int = 40) -> int:
    """Deal ``seeds`` games by editions ``before`` and ``after`` and check that ``after``'s deal
    is ``before``'s with the ``added`` cards shuffled in (each takes a place, the card there
    going to the bottom) and the generator's other draws (crew, first player, disc) the same;
    returns how many added cards were dealt face up or into hands."""
    cfg = GameConfig(("italy", "japan", "usa", "france"), first_player=None)
    count = 0
    for seed in range(seeds):
        old, new = new_game(cfg, seed, edition=before), new_game(cfg, seed, edition=after)
        a, b = dealt(old), dealt(new)
        assert all(x == y or y in added for x, y in zip(a, b, strict=False))
        assert sorted(b) == sorted([*a, *added])
        assert (old.first_player, old.commanders, old.disc_start, old.rng) == (
            new.first_player,
            new.commanders,
            new.disc_start,
            new.rng,
        )
        assert old.venture_deck == new.venture_deck and old.strategy_deck == new.strategy_deck
        hands = [*new.mission_table, *(c for p in new.players for c in p.missions)]
        count += sum(c in added for c in hands)
    return count


def declared_at_kasumigaura(card: str, edition: int | None = None) -> tuple[Any, Any]:
    """A Japanese airship's first action, ``declare <card>`` at Kasumigaura, in the first game
    (seeds 0-599, Japan in seat 0) whose hand holds ``card``; edition ``None``: the current.
    Returns the state after it and its ``mission_declared`` event."""
    from npq.game import Action, apply
    from npq.game.state import EDITION

    e = EDITION if edition is None else edition
    cfg = GameConfig(("japan", "germany"), first_player=0)
    seed = next(k for k in range(600) if card in new_game(cfg, k, edition=e).players[0].missions)
    s = new_game(cfg, seed, edition=e)
    assert s.players[0].airship.place == "kasumigaura"
    s, events = apply(s, Action.parse(f"declare {card}"))
    declared = next(e for e in events if e.kind.value == "mission_declared")
    assert declared["target"] == card and declared["start"] == "kasumigaura"
    return s, declared
