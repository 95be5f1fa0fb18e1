"""The closed vocabulary of card effects (D17): every Venture and Strategy card uses only these.

Each :class:`EffectType` is one small rule the engine (:mod:`npq.game`) implements and tests. An
:class:`Effect` is one use of a type with its parameters (``amount``, ``turns``, ``skill``,
``miniature``); it validates itself, so a card can never carry an effect the engine cannot apply.

"The target" below is the player the card acts on: the player who drew a Venture card, or the
player a Strategy card was played on (himself, at once; an opponent, at the start of that
player's next turn, section 6 "Strategy Cards"). Timing words are the target's own turns:
"this turn" is the turn in which the effect applies (a Venture card drawn before a move, a
Strategy card at the start of its target's turn). "Next turn" (``lose_actions``, ``skip_turn``)
is the target's coming turn: for a Strategy card played on an opponent, the turn at whose start
it applies; for a Venture card or a card played on oneself (mid-turn), the following turn.
``turns`` counts turns from "this turn" on (``speed``, ``blocked``, ``crew_bonus_suspended``).

====================  ======================================================  ================
type                  meaning                                                 rulebook
====================  ======================================================  ================
bonds                 the Bank pays ``amount`` Bonds (negative: the target    7 Bonds
                      pays the Bank; never more than he holds)
fuel                  ``amount`` fuel units in the tank, kept within 0 and    2 Range
                      the Range (0 in flight: emergency landing)
integrity             ``amount`` Structural Integrity (negative: damage),     2 Structural
                      kept within 0 and the airship's maximum (0 in flight:   Integrity
                      emergency landing)
speed                 Speed changed by ``amount`` for ``turns`` turns (may    2 Speed
                      pass the cap of 6: cards may, section 2)
lose_actions          ``amount`` fewer actions in the target's next turn      8 How to Play
skip_turn             the target's next ``turns`` turns are lost: no actions  4 Airship
                      (an airship in flight still burns fuel each turn)       Movement
blocked               ``miniature`` cannot move for ``turns`` turns; a        4 Airship
                      Venture card drawn before a move stops that move        Movement
draw_strategy         draw ``amount`` Strategy cards (never past the hand     6 Strategy Cards
                      limit of 5)
discard_strategy      ``amount`` Strategy cards leave the hand at random,     6 Strategy Cards
                      to the bottom of the deck
crew_bonus_suspended  the ``skill`` bonus (Specialist and Commander) gives    6 Strategy Cards
                      nothing for ``turns`` turns                             (NOTE)
move_back             ``miniature`` goes back ``amount`` Lengths along its    5 Navigating
                      last course (not past its last starting point)          Tool
cancel_venture        the Venture card the target drew this turn has no       6 Venture Cards
                      effect (what it changed is undone)
cancel_strategy       a Strategy card played against the target is cancelled  6 Strategy Cards
                      (its lasting effects end)
====================  ======================================================  ================

A Venture card's sea-obstacle line may strike a ship (section 4 "Ships"), so it uses only the
types in :data:`SHIP_EFFECTS`; the loader checks that.

Five more types belong to the Telegram deck of the advanced game only (section 6 "Telegrams",
:data:`TELEGRAM_ONLY`); each lasts the round the Telegram is read in, and its place or nations
are named by the Telegram's effect (:class:`npq.content.telegrams.TelegramEffect`):

====================  ======================================================  ================
zone_closed           the restricted area or obstacle cannot be crossed by    1A Restricted
                      an airship, not even with a Commander                   Areas
zone_open             the area is crossed with no Commander and no Venture    1A Restricted
                      card                                                    Areas
bases_closed          a nation's bases refuse fuel, repairs and crew to the   6 Telegrams
                      other players (or to one named nation)
tariff_as_own         a nation pays own-base prices at another's bases,       11 Price List
                      to the Bank
weather_held          the weather disc does not turn at the end of the round  1B Weather
====================  ======================================================  ================
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from npq import i18n
from npq.content.crew import Skill
from npq.errors import ContentError
from npq.i18n import N_

__all__ = [
    "EFFECT_RULES",
    "SHIP_EFFECTS",
    "TELEGRAM_ONLY",
    "Effect",
    "EffectType",
    "Miniature",
]


class EffectType(StrEnum):
    """The closed set of effect types a card may use (D17). Names are stable once committed."""

    BONDS = "bonds"
    FUEL = "fuel"
    INTEGRITY = "integrity"
    SPEED = "speed"
    LOSE_ACTIONS = "lose_actions"
    SKIP_TURN = "skip_turn"
    BLOCKED = "blocked"
    DRAW_STRATEGY = "draw_strategy"
    DISCARD_STRATEGY = "discard_strategy"
    CREW_BONUS_SUSPENDED = "crew_bonus_suspended"
    MOVE_BACK = "move_back"
    CANCEL_VENTURE = "cancel_venture"
    CANCEL_STRATEGY = "cancel_strategy"
    # -- the Telegram deck only (advanced game, section 6 "Telegrams") --
    ZONE_CLOSED = "zone_closed"
    ZONE_OPEN = "zone_open"
    BASES_CLOSED = "bases_closed"
    TARIFF_AS_OWN = "tariff_as_own"
    WEATHER_HELD = "weather_held"

    @property
    def rule(self) -> str:
        """The rulebook section this effect serves."""
        return EFFECT_RULES[self]

    @property
    def is_counter(self) -> bool:
        """Whether this type cancels another card (only Strategy cards may carry it)."""
        return self in (EffectType.CANCEL_VENTURE, EffectType.CANCEL_STRATEGY)


class Miniature(StrEnum):
    """Which miniature a movement effect holds or moves (section 4)."""

    AIRSHIP = "airship"
    SHIP = "ship"


EFFECT_RULES: Final[dict[EffectType, str]] = {
    EffectType.BONDS: "7 Bonds",
    EffectType.FUEL: "2 Range (Tank Capacity)",
    EffectType.INTEGRITY: "2 Structural Integrity",
    EffectType.SPEED: "2 Speed",
    EffectType.LOSE_ACTIONS: "8 How to Play",
    EffectType.SKIP_TURN: "4 Airship Movement",
    EffectType.BLOCKED: "4 Airship Movement",
    EffectType.DRAW_STRATEGY: "6 Strategy Cards",
    EffectType.DISCARD_STRATEGY: "6 Strategy Cards",
    EffectType.CREW_BONUS_SUSPENDED: "6 Strategy Cards (NOTE)",
    EffectType.MOVE_BACK: "5 Navigating Tool",
    EffectType.CANCEL_VENTURE: "6 Venture Cards",
    EffectType.CANCEL_STRATEGY: "6 Strategy Cards",
    EffectType.ZONE_CLOSED: "1A Restricted Areas and Obstacles",
    EffectType.ZONE_OPEN: "1A Restricted Areas and Obstacles",
    EffectType.BASES_CLOSED: "6 Telegrams",
    EffectType.TARIFF_AS_OWN: "11 The Game Price List",
    EffectType.WEATHER_HELD: "1B Weather Areas, Weather Windows and Weather Discs",
}
"""The rulebook section each effect type serves."""

TELEGRAM_ONLY: Final[frozenset[EffectType]] = frozenset(
    {
        EffectType.ZONE_CLOSED,
        EffectType.ZONE_OPEN,
        EffectType.BASES_CLOSED,
        EffectType.TARIFF_AS_OWN,
        EffectType.WEATHER_HELD,
    }
)
"""Types that only a Telegram carries: they act on the table for a round, not on one player
(Venture and Strategy loaders refuse them)."""

SHIP_EFFECTS: Final[frozenset[EffectType]] = frozenset(
    {
        EffectType.BONDS,
        EffectType.LOSE_ACTIONS,
        EffectType.SKIP_TURN,
        EffectType.BLOCKED,
        EffectType.DRAW_STRATEGY,
        EffectType.DISCARD_STRATEGY,
        EffectType.MOVE_BACK,
    }
)
"""Types that mean the same for a ship as for an airship (ships have no fuel, integrity, Speed
value or crew, section 4 "Ships"); a Venture card's sea-obstacle line uses only these."""


@dataclass(frozen=True, slots=True)
class _Shape:
    """Which parameters a type takes and their bounds."""

    amount: tuple[int, int] | None  # inclusive bounds; None: no amount
    signed: bool  # amount may be negative (never zero)
    turns: bool  # takes ``turns`` (1..3, default 1)
    skill: bool  # takes a ``skill`` (required)
    miniature: bool  # may name a ``miniature``


_SHAPES: Final[dict[EffectType, _Shape]] = {
    EffectType.BONDS: _Shape((-300, 300), True, False, False, False),
    EffectType.FUEL: _Shape((-6, 6), True, False, False, False),
    EffectType.INTEGRITY: _Shape((-3, 3), True, False, False, False),
    EffectType.SPEED: _Shape((-3, 3), True, True, False, False),
    EffectType.LOSE_ACTIONS: _Shape((1, 2), False, False, False, False),
    EffectType.SKIP_TURN: _Shape(None, False, True, False, False),
    EffectType.BLOCKED: _Shape(None, False, True, False, True),
    EffectType.DRAW_STRATEGY: _Shape((1, 3), False, False, False, False),
    EffectType.DISCARD_STRATEGY: _Shape((1, 3), False, False, False, False),
    EffectType.CREW_BONUS_SUSPENDED: _Shape(None, False, True, True, False),
    EffectType.MOVE_BACK: _Shape((1, 3), False, False, False, True),
    EffectType.CANCEL_VENTURE: _Shape(None, False, False, False, False),
    EffectType.CANCEL_STRATEGY: _Shape(None, False, False, False, False),
    EffectType.ZONE_CLOSED: _Shape(None, False, False, False, False),
    EffectType.ZONE_OPEN: _Shape(None, False, False, False, False),
    EffectType.BASES_CLOSED: _Shape(None, False, False, False, False),
    EffectType.TARIFF_AS_OWN: _Shape(None, False, False, False, False),
    EffectType.WEATHER_HELD: _Shape(None, False, False, False, False),
}

MAX_TURNS: Final = 3


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card: a type from the closed vocabulary and its parameters.

    ``amount`` is Bonds, fuel units, Integrity points, Speed, actions, cards or Lengths as the
    type says (0 where the type takes none); ``turns`` how many of the target's turns it lasts
    (0 where the type takes none, else 1-3); ``skill`` the suspended skill; ``miniature`` the
    miniature held or moved back (None: for a Venture card, the miniature that crossed; for a
    Strategy card, the airship). Construction raises ValueError for parameters the type does not
    take or values out of bounds.
    """

    type: EffectType
    amount: int = 0
    turns: int = 0
    skill: Skill | None = None
    miniature: Miniature | None = None

    def __post_init__(self) -> None:
        kind = EffectType(self.type)
        object.__setattr__(self, "type", kind)
        shape = _SHAPES[kind]
        # a broken effect is a ContentError (a ValueError): a template and params, shown in the
        # language in force (the card file's loader names the file and the entry)
        effect = str(kind)
        if isinstance(self.amount, bool) or not isinstance(self.amount, int):
            raise ContentError(
                N_("{effect}: amount must be a whole number, not {amount!r}"),
                effect=effect,
                amount=self.amount,
            )
        if isinstance(self.turns, bool) or not isinstance(self.turns, int):
            raise ContentError(
                N_("{effect}: turns must be a whole number, not {turns!r}"),
                effect=effect,
                turns=self.turns,
            )
        if shape.amount is None:
            if self.amount:
                raise ContentError(N_("{effect} takes no amount"), effect=effect)
        else:
            lo, hi = shape.amount
            if not lo <= self.amount <= hi or self.amount == 0:
                raise ContentError(
                    N_("{effect}: amount must be in {lo}..{hi} and not 0, not {amount}"),
                    effect=effect,
                    lo=lo,
                    hi=hi,
                    amount=self.amount,
                )
            if kind is EffectType.BONDS and self.amount % 10:
                raise ContentError(
                    N_("bonds: amount must be a multiple of 10, not {amount}"), amount=self.amount
                )
        if shape.turns:
            if self.turns == 0:
                object.__setattr__(self, "turns", 1)
            elif not 1 <= self.turns <= MAX_TURNS:
                raise ContentError(
                    N_("{effect}: turns must be in 1..{max}, not {turns}"),
                    effect=effect,
                    max=MAX_TURNS,
                    turns=self.turns,
                )
        elif self.turns:
            raise ContentError(N_("{effect} takes no turns"), effect=effect)
        if shape.skill:
            if self.skill is None:
                raise ContentError(N_("{effect} needs a skill"), effect=effect)
            object.__setattr__(self, "skill", Skill(self.skill))
        elif self.skill is not None:
            raise ContentError(N_("{effect} takes no skill"), effect=effect)
        if self.miniature is not None:
            if not shape.miniature:
                raise ContentError(N_("{effect} takes no miniature"), effect=effect)
            object.__setattr__(self, "miniature", Miniature(self.miniature))

    @property
    def rule(self) -> str:
        """The rulebook section this effect serves."""
        return EFFECT_RULES[self.type]

    @property
    def is_counter(self) -> bool:
        """Whether this effect cancels another card."""
        return self.type.is_counter

    @property
    def is_bonus(self) -> bool:
        """Whether the effect helps its target (for bots and for card colour in the UI)."""
        t = self.type
        if t in (EffectType.BONDS, EffectType.FUEL, EffectType.INTEGRITY, EffectType.SPEED):
            return self.amount > 0
        return t in (
            EffectType.DRAW_STRATEGY,
            EffectType.CANCEL_VENTURE,
            EffectType.CANCEL_STRATEGY,
            EffectType.ZONE_OPEN,
            EffectType.TARIFF_AS_OWN,
        )

    def __str__(self) -> str:
        """A compact form for logs: ``bonds-50``, ``speed+1/2t``, ``crew_bonus_suspended:pilot/2t``."""
        out = str(self.type)
        if self.skill is not None:
            out += f":{self.skill}"
        if self.amount:
            out += f"{self.amount:+d}"
        if self.miniature is not None:
            out += f"@{self.miniature}"
        if self.turns > 1:
            out += f"/{self.turns}t"
        return out

    def describe(self) -> str:
        """A sentence a player reads on the card, e.g. "Lose 50 Bonds" (in the language in
        force, :mod:`npq.i18n`)."""
        _, ngettext = i18n.gettext, i18n.ngettext
        n = abs(self.amount)
        ship = self.miniature == "ship" and _SHAPES[self.type].miniature
        turns = self.turns

        match self.type:
            case EffectType.BONDS:
                text = _("Receive {n} Bonds") if self.amount > 0 else _("Pay {n} Bonds")
            case EffectType.FUEL:
                if self.amount > 0:
                    text = ngettext("Gain {n} fuel unit", "Gain {n} fuel units", n)
                else:
                    text = ngettext("Lose {n} fuel unit", "Lose {n} fuel units", n)
            case EffectType.INTEGRITY:
                if self.amount > 0:
                    text = _("Restore {n} Structural Integrity")
                else:
                    text = _("Suffer {n} structural damage")
            case EffectType.SPEED:
                text = (
                    _("Speed {amount} this turn")
                    if turns <= 1
                    else ngettext(
                        "Speed {amount} for {turns} turn", "Speed {amount} for {turns} turns", turns
                    )
                )
            case EffectType.LOSE_ACTIONS:
                text = ngettext("Lose {n} action next turn", "Lose {n} actions next turn", n)
            case EffectType.SKIP_TURN:
                if turns == 1:
                    text = _("Skip your next turn")
                else:
                    text = ngettext("Skip {turns} turn", "Skip {turns} turns", turns)
            case EffectType.BLOCKED:
                if ship:
                    text = (
                        _("Your ship cannot move this turn")
                        if turns <= 1
                        else ngettext(
                            "Your ship cannot move for {turns} turn",
                            "Your ship cannot move for {turns} turns",
                            turns,
                        )
                    )
                else:
                    text = (
                        _("Your airship cannot move this turn")
                        if turns <= 1
                        else ngettext(
                            "Your airship cannot move for {turns} turn",
                            "Your airship cannot move for {turns} turns",
                            turns,
                        )
                    )
            case EffectType.DRAW_STRATEGY:
                text = ngettext("Draw {n} Strategy card", "Draw {n} Strategy cards", n)
            case EffectType.DISCARD_STRATEGY:
                text = ngettext(
                    "Discard {n} Strategy card at random", "Discard {n} Strategy cards at random", n
                )
            case EffectType.CREW_BONUS_SUSPENDED:
                text = (
                    _("No {skill} bonus this turn")
                    if turns <= 1
                    else ngettext(
                        "No {skill} bonus for {turns} turn",
                        "No {skill} bonus for {turns} turns",
                        turns,
                    )
                )
            case EffectType.MOVE_BACK:
                if ship:
                    text = ngettext(
                        "Your ship moves back {n} Length along its course",
                        "Your ship moves back {n} Lengths along its course",
                        n,
                    )
                else:
                    text = ngettext(
                        "Your airship moves back {n} Length along its course",
                        "Your airship moves back {n} Lengths along its course",
                        n,
                    )
            case EffectType.CANCEL_VENTURE:
                text = _("Cancel the Venture card you drew this turn")
            case EffectType.CANCEL_STRATEGY:
                text = _("Cancel a Strategy card played against you")
            case EffectType.ZONE_CLOSED:
                text = _("The area is closed to airships this round")
            case EffectType.ZONE_OPEN:
                text = _("The area is open this round: no Commander, no Venture card")
            case EffectType.BASES_CLOSED:
                text = _("The nation's bases refuse fuel, repairs and crew this round")
            case EffectType.TARIFF_AS_OWN:
                text = _("Own-base prices at the other nation's bases this round")
            case EffectType.WEATHER_HELD:
                text = _("The weather holds: the disc does not turn at the end of the round")
        skill = _(_SKILL_WORDS.get(str(self.skill), str(self.skill))) if self.skill else ""
        return i18n.render(text, n=n, turns=turns, amount=f"{self.amount:+d}", skill=skill)


#: A skill as a card names it ("No pilot bonus").
_SKILL_WORDS = {
    "engineer": N_("engineer"),
    "pilot": N_("pilot"),
    "manager": N_("manager"),
    "scientist": N_("scientist"),
}
