"""The curated public API of npq.game (STYLE.md "A curated public API in __init__.__all__")."""

from __future__ import annotations

import npq.game as game
from npq.game import GameConfig, legal_actions, new_game, outcome, view_for


def test_all_names_exist_once() -> None:
    assert len(set(game.__all__)) == len(game.__all__)
    for name in game.__all__:
        assert hasattr(game, name), name
    for name in (
        "new_game",
        "legal_actions",
        "apply",
        "view_for",
        "outcome",
        "Action",
        "State",
        "RuleViolation",
        "GameRecord",
        "load_game",
        "save_game",
        "state_hash",
    ):
        assert name in game.__all__


def test_a_player_plans_on_his_view() -> None:
    s = new_game(GameConfig(("italy", "japan")), 4)
    view = view_for(s, 0)
    mine = {str(a) for a in legal_actions(view)}
    real = {str(a) for a in legal_actions(s)}
    assert mine == real  # the view hides nothing the current player needs to choose
    assert outcome(s) is None
