"""What the List of Actions allows now, and why the rest is refused: the action bar's data.

Keyed by :class:`~npq.game.actions.ActionKind`. The legal set comes from
:func:`npq.game.legal_kinds` (the first legal action of each kind: whether its button is
enabled; the menus list theirs when opened); for a kind with no legal action the reason is the engine's
:class:`~npq.errors.RuleViolation` for a representative action of that kind, asked with
:func:`npq.game.check` -- the app never applies an action to find out, and never reads the
message text (a refusal is shown as the engine words it). No Qt here: the benchmark in
``benchmarks/bench_refresh.py`` times this refresh on its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from npq.board import Board, FeatureKind
from npq.errors import RuleViolation
from npq.game import (
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
    State,
    WithdrawTrap,
    World,
    check,
    legal_kinds,
)

__all__ = ["SELL_NOTHING", "Refusals", "probes", "refusals"]

#: Section 10: selling needs a completed mission, and without one there is no card to ask about.
SELL_NOTHING = RuleViolation("mission.sell.nothing_completed")


@dataclass(frozen=True, slots=True)
class Refusals:
    """Legal actions by kind (by default the first of each: :func:`refusals`), and for every kind without one the engine's reasons (each
    distinct refusal once, in the order of :func:`probes`)."""

    legal: dict[ActionKind, tuple[Action, ...]]
    reasons: dict[ActionKind, tuple[RuleViolation, ...]]

    def allowed(self, kind: ActionKind) -> tuple[Action, ...]:
        return self.legal.get(kind, ())

    def why_not(self, kinds: Iterable[ActionKind]) -> tuple[RuleViolation, ...]:
        """The distinct reasons the kinds are refused (one button covers several kinds)."""
        seen: dict[str, RuleViolation] = {}
        for kind in kinds:
            for v in self.reasons.get(kind, ()):
                seen.setdefault(str(v), v)
        return tuple(seen.values())


def _free_arctic_base(state: State, board: Board) -> str | None:
    """A base nobody holds: "already reserved" is no reason when others are free."""
    bases = [p.id for p in board.of_kind(FeatureKind.ARCTIC_BASE)]
    taken = {p.arctic for p in state.players if p.arctic}
    free = [b for b in bases if b not in taken] or bases
    return free[0] if free else None


def probes(state: State, board: Board) -> dict[ActionKind, tuple[Action, ...]]:
    """A representative action of each kind, to ask the engine why the kind is refused now.

    A kind that needs a card or a place with none to name (no Mission card in hand, no
    Strategy card) has no probe; the engine's own candidates already cover laying traps.
    """
    pl = state.players[state.current]
    mission = pl.missions[0] if pl.missions else None
    strategy = pl.strategy[0] if pl.strategy else None
    base = _free_arctic_base(state, board)
    specialist = pl.crew.specialists[0] if pl.crew.specialists else "engineer"
    return {
        ActionKind.MOVE_AIRSHIP: (Fly(Course(heading=0.0), 1.0),),
        ActionKind.MOVE_SHIP: (Sail(Course(heading=0.0), 1.0),),
        ActionKind.DECLARE: (Declare(mission),) if mission else (),
        ActionKind.MISSION_CARD: (
            *((Exchange(mission, "deck"),) if mission else ()),
            DrawMission(),
        ),
        ActionKind.ABANDON: (Abandon(),),
        ActionKind.SELL: (Sell(pl.completed[0].card),) if pl.completed else (),
        ActionKind.HIRE_COMMANDER: (
            (HireCommander(state.commanders[0]),) if state.commanders else ()
        ),
        ActionKind.HIRE_SPECIALIST: (HireSpecialist("engineer"),),
        ActionKind.DISMISS_COMMANDER: (DismissCommander(),),
        ActionKind.DISMISS_SPECIALIST: (DismissSpecialist(specialist),),
        ActionKind.REFUEL: (Refuel(1),),
        ActionKind.REPAIR: (Repair(1),),
        ActionKind.SOS: (Sos(),),
        ActionKind.PLAY_STRATEGY: (Play(strategy),) if strategy else (),
        ActionKind.DRAW_STRATEGY: (DrawStrategy(),),
        ActionKind.REPLACE_STRATEGY: (ReplaceStrategy(strategy),) if strategy else (),
        ActionKind.WITHDRAW_TRAP: (WithdrawTrap(),),
        ActionKind.RESERVE_BASE: (Reserve(base),) if base else (),
        ActionKind.SETUP_BASE: (SetupBase(),),
        ActionKind.MOVE_BASE: (MoveBase(),),
        ActionKind.LOAN: (Loan(10), Repay(10)),
        ActionKind.END_TURN: (EndTurn(),),
    }


def refusals(
    state: State,
    world: World,
    kinds: Sequence[ActionKind] | None = None,
    *,
    legal: Sequence[Action] | Mapping[ActionKind, Sequence[Action]] | None = None,
    seat: int | None = None,
) -> Refusals:
    """Which kinds are legal now and the reasons for the ``kinds`` (default: all) that are not.

    ``legal`` is what the caller found already, as a list or by kind; by default the engine is
    asked for the first legal action of each kind (:func:`npq.game.legal_kinds`: what the
    action bar needs to enable its buttons -- a menu's actions are listed when it opens).
    """
    by_kind: dict[ActionKind, tuple[Action, ...]]
    if legal is None:
        by_kind = {k: (a,) for k, a in legal_kinds(state, world, seat=seat).items()}
    elif isinstance(legal, Mapping):
        by_kind = {k: tuple(v) for k, v in legal.items() if v}
    else:
        grouped: dict[ActionKind, list[Action]] = {}
        for action in legal:
            grouped.setdefault(action.kind, []).append(action)
        by_kind = {k: tuple(v) for k, v in grouped.items()}
    # the places of the game's own board (a later edition's base is no probe of an earlier game)
    asked = probes(state, world.for_edition(state.edition).board)
    reasons: dict[ActionKind, tuple[RuleViolation, ...]] = {}
    for kind in kinds if kinds is not None else tuple(ActionKind):
        if kind in by_kind:
            continue
        if kind is ActionKind.SELL and not state.players[state.current].completed:
            reasons[kind] = (SELL_NOTHING,)
            continue
        out: list[RuleViolation] = []
        for probe in asked.get(kind, ()):
            v = check(state, probe, world, seat=seat)
            if v is not None:
                out.append(v)
        reasons[kind] = tuple(out)
    return Refusals(by_kind, reasons)
