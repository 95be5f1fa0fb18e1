"""Concerns and rule sets: how the rules are put together and dispatched.

A :class:`Concern` is one chapter of the rulebook (missions, flight, crew, ...): it owns the
handlers of its actions (they check the rules and change the state through a
:class:`~npq.game._tx.Tx`), the candidates of the legal set, and the hooks it needs at the
start of a turn or the end of a round. A :class:`RuleSet` is an ordered tuple of concerns;
:func:`npq.game.rules.sets.rule_set` picks the one a :class:`~npq.game.config.GameConfig`
plays by. A new rule set is an existing one with concerns added or replaced
(:meth:`RuleSet.extended`), never a branch inside a handler. Where a concern's handler leaves one
judgement to the rule set (may this airship enter the Barrage Area now? what may it do in fog?),
it asks for a *named rule* (:meth:`RuleSet.rule`): the concern that owns it provides the basic
judgement (:meth:`Concern.provides`), and a concern that :meth:`RuleSet.extended` adds may
provide the same name again, which then wins. A rule set also names its price list (section 11)::

    CONCERN = Concern("bank", "10 Selling a Mission (Bank loan)")

    @CONCERN.handles(Loan)
    def loan(tx: Tx, action: Loan) -> None: ...

    @CONCERN.candidates
    def candidates(state: State, world: World) -> Iterator[Action]: ...
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

from npq.game._tx import Tx
from npq.game.actions import Action
from npq.game.state import State
from npq.game.world import World

__all__ = ["Candidates", "Concern", "Fallback", "Guard", "Handler", "RuleSet"]

Handler = Callable[[Tx, Any], None]
Candidates = Callable[[State, World], Iterable[Action]]
#: Called with the rule set and the legal set found so far (``end`` last); returns actions to
#: add before ``end``.
Fallback = Callable[[State, World, "RuleSet", list[Action]], list[Action]]
#: Called before every handler; raises RuleViolation to refuse the action.
Guard = Callable[[Tx, Action], None]
TurnHook = Callable[[Tx, int], None]
RoundHook = Callable[[Tx], None]
F = TypeVar("F", bound=Callable[..., Any])


@dataclass(eq=False)
class Concern:
    """One concern of the rules: its actions' handlers, candidates and hooks.

    ``rule`` is the rulebook section the concern comes from (documentation and messages).
    """

    name: str
    rule: str
    handlers: dict[type[Action], Handler] = field(default_factory=dict)
    checks: dict[type[Action], Handler] = field(default_factory=dict)
    candidate_fns: list[Candidates] = field(default_factory=list)
    fallback_fns: list[Fallback] = field(default_factory=list)
    guard_fns: list[Guard] = field(default_factory=list)
    turn_start_fns: list[TurnHook] = field(default_factory=list)
    round_end_fns: list[RoundHook] = field(default_factory=list)
    #: Decisions this concern asks for: kind -> (the action classes that answer it, candidates).
    decisions: dict[str, tuple[tuple[type[Action], ...], Candidates]] = field(default_factory=dict)
    provided: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def handles(self, *classes: type[Action]) -> Callable[[F], F]:
        """Decorator: the function handles these action classes."""

        def register(fn: F) -> F:
            for cls in classes:
                if cls in self.handlers:
                    raise ValueError(f"{self.name}: {cls.__name__} is handled twice")
                self.handlers[cls] = fn
            return fn

        return register

    def checks_for(self, *classes: type[Action]) -> Callable[[F], F]:
        """Decorator: the function checks these action classes without changing anything
        (raises RuleViolation; it reads through the Tx and may leave what it worked out in
        ``tx.memo`` for the handler). ``legal_actions`` and ``check`` run only checks."""

        def register(fn: F) -> F:
            for cls in classes:
                if cls in self.checks:
                    raise ValueError(f"{self.name}: {cls.__name__} is checked twice")
                self.checks[cls] = fn
            return fn

        return register

    def candidates(self, fn: F) -> F:
        """Decorator: the function yields this concern's candidate actions."""
        self.candidate_fns.append(fn)
        return fn

    def fallback(self, fn: F) -> F:
        """Decorator: actions offered when the candidates left a gap (e.g. no full move)."""
        self.fallback_fns.append(fn)
        return fn

    def decision(self, kind: str, *answers: type[Action]) -> Callable[[F], F]:
        """Decorator: the function yields the candidate answers to a decision of ``kind``
        (:class:`~npq.game.state.Decision` on the flow's stack); only ``answers`` may answer
        it, and their handlers take the decision off the stack."""

        def register(fn: F) -> F:
            if kind in self.decisions:
                raise ValueError(f"{self.name}: decision {kind!r} declared twice")
            self.decisions[kind] = (answers, fn)
            return fn

        return register

    def guard(self, fn: F) -> F:
        """Decorator: called with ``(tx, action)`` before any action's handler runs."""
        self.guard_fns.append(fn)
        return fn

    def on_turn_start(self, fn: F) -> F:
        """Decorator: called with ``(tx, seat)`` as a player's turn starts."""
        self.turn_start_fns.append(fn)
        return fn

    def on_round_end(self, fn: F) -> F:
        """Decorator: called with ``(tx)`` when the last player of a round has played."""
        self.round_end_fns.append(fn)
        return fn

    def provides(self, name: str) -> Callable[[F], F]:
        """Decorator: the function is this concern's judgement of the named rule ``name``
        (a concern later in the rule set that provides it too overrides it)."""

        def register(fn: F) -> F:
            if name in self.provided:
                raise ValueError(f"{self.name}: the rule {name!r} is provided twice")
            self.provided[name] = fn
            return fn

        return register


@dataclass(frozen=True, eq=False)
class RuleSet:
    """An ordered tuple of concerns and the dispatch table built from them.

    The order is the order of the legal set's candidates and of the hooks. Two concerns of one
    rule set may not handle the same action class.
    """

    name: str
    concerns: tuple[Concern, ...]
    #: ``"basic"`` or ``"advanced"``: the price list of section 11 the game pays by.
    price_list: str = "basic"
    #: The concern names in the order they were added (``extended`` appends its concerns):
    #: a named rule is judged by the last-added concern that provides it. Empty: the order
    #: of ``concerns``.
    layers: tuple[str, ...] = ()
    #: Named rules of the rule set this one extends, kept where a concern that provided them
    #: was replaced without providing them again.
    inherited: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    handlers: Mapping[type[Action], Handler] = field(init=False)
    named: Mapping[str, Callable[..., Any]] = field(init=False)
    checks: Mapping[type[Action], Handler] = field(init=False)
    #: Every concern's guards in concern order (run before each check).
    guards: tuple[Guard, ...] = field(init=False)

    def __post_init__(self) -> None:
        table: dict[type[Action], Handler] = {}
        checks: dict[type[Action], Handler] = {}
        owner: dict[type[Action], str] = {}
        names = [c.name for c in self.concerns]
        if len(set(names)) != len(names):
            raise ValueError(f"rule set {self.name}: two concerns share a name in {names}")
        for concern in self.concerns:
            for cls, fn in concern.handlers.items():
                if cls in table:
                    raise ValueError(
                        f"rule set {self.name}: {cls.__name__} is handled by both "
                        f"{owner[cls]} and {concern.name}"
                    )
                table[cls] = fn
                owner[cls] = concern.name
                check = concern.checks.get(cls)
                if check is None:
                    raise ValueError(
                        f"rule set {self.name}: {concern.name} handles {cls.__name__} without a "
                        "check (@CONCERN.checks_for)"
                    )
                checks[cls] = check
        object.__setattr__(self, "handlers", MappingProxyType(table))
        object.__setattr__(self, "checks", MappingProxyType(checks))
        object.__setattr__(self, "guards", tuple(g for c in self.concerns for g in c.guard_fns))
        named: dict[str, Callable[..., Any]] = dict(self.inherited)
        by_name = {c.name: c for c in self.concerns}
        layers = self.layers or tuple(names)
        if sorted(layers) != sorted(names):
            raise ValueError(f"rule set {self.name}: layers {layers} do not match {names}")
        for layer in layers:
            named.update(by_name[layer].provided)
        object.__setattr__(self, "named", MappingProxyType(named))
        if self.price_list not in ("basic", "advanced"):
            raise ValueError(f"rule set {self.name}: unknown price list {self.price_list!r}")

    def rule(self, name: str) -> Callable[..., Any]:
        """The judgement of the named rule ``name`` in this rule set (the last concern that
        provides it); KeyError when no concern does."""
        return self.named[name]

    def handler(self, action: Action) -> Handler | None:
        return self.handlers.get(type(action))

    def check_of(self, action: Action) -> Handler | None:
        return self.checks.get(type(action))

    def candidates(self, state: State, world: World) -> Iterator[Action]:
        for concern in self.concerns:
            for fn in concern.candidate_fns:
                yield from fn(state, world)

    def decision(self, kind: str) -> tuple[tuple[type[Action], ...], Candidates] | None:
        """The answers to a decision of ``kind`` and their candidates (``None``: unknown)."""
        for concern in self.concerns:
            found = concern.decisions.get(kind)
            if found is not None:
                return found
        return None

    def fallbacks(self) -> Iterator[Fallback]:
        for concern in self.concerns:
            yield from concern.fallback_fns

    def guard(self, tx: Tx, action: Action) -> None:
        for fn in self.guards:
            fn(tx, action)

    def turn_started(self, tx: Tx, seat: int, resume: str | None = None) -> None:
        """Run the turn-start hooks in concern order; stop at the end of the game or when a
        hook leaves a decision owed. ``resume``: go on from that concern's hooks, once its
        decision is answered."""
        started = resume is None
        for concern in self.concerns:
            started = started or concern.name == resume
            if not started:
                continue
            for fn in concern.turn_start_fns:
                fn(tx, seat)
                if tx.s.outcome is not None or tx.s.decisions:
                    return

    def round_ended(self, tx: Tx) -> None:
        for concern in self.concerns:
            for fn in concern.round_end_fns:
                fn(tx)

    def concern(self, name: str) -> Concern:
        for c in self.concerns:
            if c.name == name:
                return c
        raise KeyError(name)

    def extended(
        self,
        name: str,
        *concerns: Concern,
        replace: Iterable[str] = (),
        after: str | None = None,
        price_list: str | None = None,
    ) -> RuleSet:
        """A rule set with the concerns named in ``replace`` dropped and ``concerns`` added
        (after the concern ``after``, or at the end before the turn structure), paying by
        ``price_list`` (default: this one's)."""
        dropped = set(replace)
        kept = [c for c in self.concerns if c.name not in dropped]
        at = len(kept)
        if after is not None:
            at = next(i for i, c in enumerate(kept) if c.name == after) + 1
        elif kept and kept[-1].name == "turn":
            at = len(kept) - 1
        layers = (
            *(n for n in (self.layers or tuple(c.name for c in self.concerns)) if n not in dropped),
            *(c.name for c in concerns),
        )
        return RuleSet(
            name,
            (*kept[:at], *concerns, *kept[at:]),
            price_list or self.price_list,
            layers,
            dict(self.named),
        )
