"""The rules engine of the basic game (rulebook sections 2-11) and the solo mode's hooks.

A game is a :class:`GameConfig`, a seed and a list of actions::

    from npq.game import GameConfig, new_game, legal_actions, apply, outcome

    state = new_game(GameConfig(("italy", "japan", "usa")), seed=1924)
    state, events = apply(state, legal_actions(state)[0])
    outcome(state)                  # None until someone is back from the Pole

States are frozen values; actions print to a short string and parse back
(``Action.parse(str(a)) == a``); an illegal action raises :class:`~npq.errors.RuleViolation`
naming the rulebook section. Saves, loads and replays live in :mod:`npq.game.save`.
"""

from npq.errors import RuleViolation
from npq.game.actions import (
    Abandon,
    Action,
    ActionKind,
    Course,
    Declare,
    DismissCommander,
    DismissSpecialist,
    DrawMission,
    DrawStrategy,
    EndTurn,
    Exchange,
    Fly,
    HireCommander,
    HireSpecialist,
    Interrupt,
    Loan,
    MoveBase,
    Play,
    Refuel,
    Repair,
    Repay,
    ReplaceStrategy,
    Reserve,
    Sail,
    Sell,
    SetupBase,
    Sos,
    Trap,
    WithdrawTrap,
)
from npq.game.config import NATIONS, SKILLS, GameConfig, Mode, StartBonus
from npq.game.events import Event, EventKind
from npq.game.rng import Rng
from npq.game.rules import (
    apply,
    final_bonds,
    flight_options,
    interrupt,
    is_legal,
    legal_actions,
    nearest_base,
    outcome,
    view_for,
)
from npq.game.rules.flight import objectives
from npq.game.save import GameRecord, load_game, save_game
from npq.game.setup import new_game
from npq.game.state import (
    Airship,
    AirshipBoard,
    CompletedMission,
    Crew,
    Emergency,
    Mission,
    Modifier,
    Outcome,
    PlayerState,
    PoleLeg,
    Ship,
    State,
    Termination,
    state_hash,
    to_data,
)
from npq.game.world import World, default_world, mission_reward

__all__ = [
    "NATIONS",
    "SKILLS",
    "Abandon",
    "Action",
    "ActionKind",
    "Airship",
    "AirshipBoard",
    "CompletedMission",
    "Course",
    "Crew",
    "Declare",
    "DismissCommander",
    "DismissSpecialist",
    "DrawMission",
    "DrawStrategy",
    "Emergency",
    "EndTurn",
    "Event",
    "EventKind",
    "Exchange",
    "Fly",
    "GameConfig",
    "GameRecord",
    "HireCommander",
    "HireSpecialist",
    "Interrupt",
    "Loan",
    "Mission",
    "Mode",
    "Modifier",
    "MoveBase",
    "Outcome",
    "Play",
    "PlayerState",
    "PoleLeg",
    "Refuel",
    "Repair",
    "Repay",
    "ReplaceStrategy",
    "Reserve",
    "Rng",
    "RuleViolation",
    "Sail",
    "Sell",
    "SetupBase",
    "Ship",
    "Sos",
    "StartBonus",
    "State",
    "Termination",
    "Trap",
    "WithdrawTrap",
    "World",
    "apply",
    "default_world",
    "final_bonds",
    "flight_options",
    "interrupt",
    "is_legal",
    "legal_actions",
    "load_game",
    "mission_reward",
    "nearest_base",
    "new_game",
    "objectives",
    "outcome",
    "save_game",
    "state_hash",
    "to_data",
    "view_for",
]
