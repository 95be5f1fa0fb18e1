"""The public entry points of the rules: ``apply``, the legal set, and their helpers.

::

    state = new_game(GameConfig(("italy", "japan")), seed=7)
    for action in legal_actions(state): ...
    state, events = apply(state, Action.parse("declare kings_bay"))
    outcome(state)        # None while the game goes on

:func:`apply` checks the action against every rule of the game's rule set
(:func:`npq.game.rules.sets.rule_set`) and raises :class:`~npq.errors.RuleViolation` naming the
rulebook section it breaks -- nothing is ever ignored, and the state passed in is never
changed. Most actions are finite (cards, crew, bases); movements are continuous, so
:func:`legal_actions` offers a representative set (each concern's candidates), while
:func:`apply` accepts any well-formed move.
"""

from __future__ import annotations

from collections.abc import Iterable

from npq.errors import RuleViolation
from npq.game._tx import Tx
from npq.game.actions import Action, ActionKind, EndTurn, Fly, Sail
from npq.game.events import Event
from npq.game.rules import flight, sailing
from npq.game.rules.engine import acting_seat, actors, check_as, run, succeeds
from npq.game.rules.engine import check as _check
from npq.game.rules.sets import rule_set
from npq.game.state import State
from npq.game.world import World, default_world
from npq.nav.ship import ShipMove

__all__ = [
    "actors",
    "apply",
    "candidate_actions",
    "check",
    "dry_bases",
    "flight_options",
    "is_legal",
    "legal_actions",
    "legal_by_kind",
    "legal_kinds",
    "plan_flight",
    "plan_sail",
    "short_flights",
    "short_sails",
]


def _world(state: State, world: World | None) -> World:
    """The world ``state``'s game is played in: ``world`` (default: the packaged one) on the
    board of the game's edition (:meth:`World.for_edition`)."""
    return (world or default_world()).for_edition(state.edition)


def apply(
    state: State, action: Action, world: World | None = None, *, seat: int | None = None
) -> tuple[State, tuple[Event, ...]]:
    """Apply one action of ``seat`` (default: the single actor, :func:`actors`); return the new
    state and what happened.

    Raises :class:`RuleViolation` (naming the rulebook section) for an illegal action, or one
    from a seat that is not to act now; the given state is never modified.
    """
    return run(state, action, _world(state, world), rule_set(state.config, state.edition), seat)


def check(
    state: State, action: Action, world: World | None = None, *, seat: int | None = None
) -> RuleViolation | None:
    """Why ``apply(state, action, seat=seat)`` would be refused, or ``None`` when it is legal;
    the state is not changed."""
    return _check(state, action, _world(state, world), rule_set(state.config, state.edition), seat)


def is_legal(
    state: State, action: Action, world: World | None = None, *, seat: int | None = None
) -> bool:
    """Whether ``apply(state, action)`` would succeed."""
    return succeeds(
        state, action, _world(state, world), rule_set(state.config, state.edition), seat
    )


def candidate_actions(state: State, w: World) -> Iterable[Action]:
    """Every action worth checking, in the rule set's order; :func:`legal_actions` keeps the
    legal ones. With a decision owed, the answers its concern offers."""
    w = w.for_edition(state.edition)
    rules = rule_set(state.config, state.edition)
    if state.decisions:
        found = rules.decision(state.decisions[-1].kind)
        if found is not None:
            yield from found[1](state, w)
        return
    p = state.player
    if p.skips_turn or state.actions_left <= 0:
        yield EndTurn()
        return
    used = {k for k in ActionKind if k.value in state.used}
    for action in rules.candidates(state, w):
        if action.kind not in used:
            yield action


def legal_actions(
    state: State, world: World | None = None, *, seat: int | None = None
) -> list[Action]:
    """The legal actions of ``seat`` (default: the single actor; movements: a representative
    set), ``end`` last; ``[]`` for a seat that is not to act now or once the game is over."""
    return _legal(state, _world(state, world), seat, None)


def legal_by_kind(
    state: State,
    world: World | None = None,
    *,
    seat: int | None = None,
    listed: Iterable[ActionKind] | None = None,
) -> dict[ActionKind, tuple[Action, ...]]:
    """The legal set of :func:`legal_actions` by kind, in its order. ``listed``: the kinds
    whose every legal action is wanted (default: all); of any other kind only the first legal
    action is kept -- whether the kind is possible now -- and its other candidates are never
    judged. A kind without a legal action is absent."""
    out: dict[ActionKind, list[Action]] = {}
    wanted = None if listed is None else frozenset(listed)
    for action in _legal(state, _world(state, world), seat, wanted):
        out.setdefault(action.kind, []).append(action)
    return {kind: tuple(found) for kind, found in out.items()}


def legal_kinds(
    state: State, world: World | None = None, *, seat: int | None = None
) -> dict[ActionKind, Action]:
    """The kinds of action ``seat`` may take now, each with its first legal action
    (:func:`legal_by_kind` listing none): what the app's action bar shows -- which buttons
    are enabled -- without judging every candidate (a movement's each an airship or ship move
    resolved on the board; a Strategy card's one per card and target)."""
    return {
        kind: found[0] for kind, found in legal_by_kind(state, world, seat=seat, listed=()).items()
    }


def _legal(
    state: State, w: World, seat: int | None, listed: frozenset[ActionKind] | None
) -> list[Action]:
    """The legal set; of a kind not in ``listed`` (``None``: every kind is), the first legal
    action only."""
    if state.outcome is not None:
        return []
    if seat is not None and seat not in actors(state):
        return []
    who = acting_seat(state, seat)
    rules = rule_set(state.config, state.edition)
    seen: set[Action] = set()
    settled: set[ActionKind] = set()  # kinds not listed that have their legal action
    out: list[Action] = []
    for action in candidate_actions(state, w):
        kind = action.kind
        if kind in settled or action in seen:
            continue
        seen.add(action)
        if check_as(state, action, w, rules, who) is None:
            out.append(action)
            if listed is not None and kind not in listed:
                settled.add(kind)
    if state.decisions:
        return out
    for fallback in rules.fallbacks():
        extra = fallback(state, w, rules, out)
        if listed is not None:
            # one action of each kind not listed, and none of a kind settled already
            kept: list[Action] = []
            for action in extra:
                if action.kind in listed:
                    kept.append(action)
                elif action.kind not in settled:
                    settled.add(action.kind)
                    kept.append(action)
            extra = kept
        if extra:
            out[-1:-1] = extra
    return out


def flight_options(state: State, world: World | None = None) -> list[Fly]:
    """The legal airship moves of the representative set (shorter flights when no full-Speed
    one is legal)."""
    return flight.flight_options(state, _world(state, world), rule_set(state.config, state.edition))


def plan_flight(state: State, action: Fly, world: World | None = None) -> flight.FlightPlan:
    """What a declared flight of the player to act would do, before the wind is spun: the
    Speed allowed, whether the wind is spun (Wind, Storm) or the storm strikes, the declared
    move (path, zones, arrival), the fuel and Integrity after it, and why it is refused if it
    is (section 4, 1B; D7-D10). The Navigating Tool previews with it; ``check`` judges with it.
    """
    return flight.plan_flight(
        state, action, _world(state, world), rule_set(state.config, state.edition)
    )


def plan_sail(state: State, action: Sail, world: World | None = None) -> ShipMove:
    """What a declared sail of the player to act would do, as ``check`` and ``apply`` resolve
    it (section 4 "Ships Movement", D5; issue 17 ruling 5: fog at the start): its path, end,
    and the crossings that draw a Venture card (:attr:`npq.nav.ship.ShipMove.hazards`).
    Raises :class:`~npq.errors.RuleViolation` for what no course changes (the ship held, an
    unknown place, a place that is no port); a move the rules refuse is returned with its
    violations."""
    w = _world(state, world)
    return sailing.resolve_sail(Tx(state, w, rule_set(state.config, state.edition)), action)


def short_flights(state: State, world: World | None = None) -> list[Fly]:
    """Legal straight flights shorter than the Speed (:func:`npq.game.rules.flight.short_flights`)."""
    return flight.short_flights(state, _world(state, world), rule_set(state.config, state.edition))


def short_sails(state: State, world: World | None = None) -> list[Sail]:
    """Legal straight sails shorter than 3 L (:func:`npq.game.rules.sailing.short_sails`)."""
    return sailing.short_sails(state, _world(state, world), rule_set(state.config, state.edition))


def dry_bases(
    state: State, world: World | None = None, places: Iterable[str] | None = None
) -> frozenset[str]:
    """The Arctic bases that sell neither fuel nor repairs now, by the rules of the game's
    edition (issue 17 ruling 3, from edition 3: those without a Mooring Mast; before, none):
    the route planner's ``RouteRules.dry`` -- a plan may start or end there, never stop there.
    The bots, the app's Range tab and ``npq calc range`` / ``npq plot route`` pass it.
    ``places``: the Arctic bases to judge (default: the world's)."""
    w = _world(state, world)
    rules = rule_set(state.config, state.edition)
    sells = rules.rule("arctic_sells")
    tx = Tx(state, w, rules)
    return frozenset(b for b in (w.arctic_bases if places is None else places) if not sells(tx, b))
