"""Actions: small hashable values that print to a short string and parse back.

Every entry of the rulebook's "List of Actions" (section 8 "How to Play", section 10) is one
class here. ``str(action)`` is the game-record form used in logs, saves and tests, and
``Action.parse(str(action)) == action`` holds for every action::

    declare m-kings_bay        exchange m-oslo m-nome     exchange m-oslo deck
    draw-mission               abandon                    sell m-oslo
    fly kings_bay              fly 1.25,-3.5 2.5          fly h90 3        fly h90 3 nocard
    sail kings_bay             hire-commander nobile      hire-specialist engineer
    dismiss-commander          dismiss-specialist pilot   refuel 3       repair 1
    sos                        play s-gale @2             play s-tailwind
    rescue                     recover 2                  auction-commander
    auction-specialist pilot
    trap s-gale circle-3       withdraw-trap              draw-strategy  replace-strategy s-gale
    reserve kings_bay_arctic   setup                      move-base
    loan 200                   repay 200                  end

Each action has a ``kind``: section 8 forbids doing the same action twice in one turn, and
the kind is what "the same action" means (hiring a Commander and a Specialist are different
kinds; exchanging a Mission card and drawing a new one are one list entry, so one kind).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import ClassVar

from npq.errors import InputError
from npq.game.config import SKILLS
from npq.i18n import N_, Phrase
from npq.messages import action_words

__all__ = [
    "Abandon",
    "Action",
    "ActionKind",
    "Agree",
    "AuctionCommander",
    "AuctionSpecialist",
    "Bid",
    "Course",
    "Declare",
    "DismissCommander",
    "DismissSpecialist",
    "DraftCard",
    "DrawMission",
    "DrawStrategy",
    "EndTurn",
    "Exchange",
    "Fly",
    "HireCommander",
    "HireSpecialist",
    "Interrupt",
    "LetStrike",
    "Loan",
    "MoveBase",
    "PassBid",
    "Play",
    "Recover",
    "Refuel",
    "Refuse",
    "Renounce",
    "Repair",
    "Repay",
    "ReplaceStrategy",
    "Rescue",
    "Reserve",
    "Sail",
    "Sell",
    "SetupBase",
    "Sos",
    "Trap",
    "WithdrawTrap",
]

#: Action classes by verb; filled by :meth:`Action.__init_subclass__` as each class is declared.
_VERBS: dict[str, type[Action]] = {}

_ID = re.compile(r"^[A-Za-z0-9_.:\-]{1,64}$")
_MAX_COORD = 1e4


class ActionKind(StrEnum):
    """One entry of the List of Actions; no kind may be used twice in a turn (section 8)."""

    DECLARE = "declare"
    MISSION_CARD = "mission-card"  # exchange a Mission card or draw a new one
    ABANDON = "abandon"
    SELL = "sell"
    MOVE_AIRSHIP = "move-airship"
    MOVE_SHIP = "move-ship"
    HIRE_COMMANDER = "hire-commander"
    HIRE_SPECIALIST = "hire-specialist"
    DISMISS_COMMANDER = "dismiss-commander"
    DISMISS_SPECIALIST = "dismiss-specialist"
    REFUEL = "refuel"
    REPAIR = "repair"
    SOS = "sos"
    PLAY_STRATEGY = "play-strategy"  # play on self / an opponent, or lay a trap card
    DRAW_STRATEGY = "draw-strategy"
    REPLACE_STRATEGY = "replace-strategy"
    WITHDRAW_TRAP = "withdraw-trap"
    RESERVE_BASE = "reserve-base"
    SETUP_BASE = "setup-base"
    MOVE_BASE = "move-base"
    LOAN = "loan"  # take or repay the Bank loan (section 10, note under "Selling a Mission")
    END_TURN = "end-turn"  # not an action of the list: closes the turn
    INTERRUPT = "interrupt"  # not an action of the list: the game ends with this round (9)
    LET_STRIKE = "let-strike"  # not an action of the list: a hostile card strikes (6)
    # -- the advanced game (issue #11) --
    AUCTION = "auction"  # a bid or a pass in an Engagement Auction (section 3): an answer
    DRAFT = "draft"  # keep a Mission card in the draft (section 8): an answer
    RENOUNCE = "renounce"  # renounce the Commander aboard for one won at auction (L363)
    RESCUE = "rescue"  # the nearest ship answers an S.O.S. at sea (section 10): an answer

    @property
    def words(self) -> str:
        """The action in a player's words: "move the airship" (from :mod:`npq.messages`)."""
        return action_words(self.value)


#: Ids already found well-formed (cards, places, Commanders: a few hundred), so the candidate
#: actions the legal set builds again on every refresh are not matched again.
_GOOD_IDS: set[str] = set()


#: What a bad value of an action's text is, as its refusal names it (the field's words).
_WHAT = {
    "place id": N_("place id"),
    "card id": N_("card id"),
    "base id": N_("base id"),
    "circle id": N_("Strategy circle id"),
    "commander id": N_("Commander id"),
    "nocard id": N_("card id"),
    "x": N_("x"),
    "y": N_("y"),
    "heading": N_("heading"),
    "distance": N_("distance"),
    "amount": N_("amount"),
    "seat": N_("seat"),
    "Bonds": N_("Bonds"),
}


def _what(what: str) -> Phrase | str:
    words = _WHAT.get(what)
    return Phrase(words) if words else what


def _check_id(value: str, what: str) -> str:
    if type(value) is str and value in _GOOD_IDS:
        return value
    if not isinstance(value, str) or not _ID.match(value):
        raise InputError(
            N_("bad {what} {value}: expected 1-64 letters, digits or _.:-"),
            what=_what(what),
            value=repr(value),
        )
    if type(value) is str and len(_GOOD_IDS) < 10_000:
        _GOOD_IDS.add(value)
    return value


def _number(text: str, what: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise InputError(
            N_("bad {what} {value}: not a number"), what=_what(what), value=repr(text)
        ) from None
    if not math.isfinite(value) or abs(value) > _MAX_COORD:
        raise InputError(N_("bad {what} {value}: out of range"), what=_what(what), value=repr(text))
    return value


def _count(text: str, what: str) -> int:
    if not text.isdigit() or len(text) > 6:
        raise InputError(
            N_("bad {what} {value}: expected a whole number"), what=_what(what), value=repr(text)
        )
    return int(text)


def _fmt(x: float) -> str:
    text = repr(float(x))
    return text[:-2] if text.endswith(".0") else text


@dataclass(frozen=True, slots=True)
class Course:
    """Where a miniature heads (D9): a place id, a board point ``x,y`` or a heading ``h<deg>``.

    Headings use the board's mathematical convention (0 deg = +x, counter-clockwise).
    """

    place: str | None = None
    point: tuple[float, float] | None = None
    heading: float | None = None

    def __post_init__(self) -> None:
        given = sum(x is not None for x in (self.place, self.point, self.heading))
        if given != 1:
            raise InputError(N_("a course is exactly one of a place, a point or a heading"))
        if self.place is not None:
            _check_id(self.place, "place id")
        if self.point is not None:
            x, y = self.point
            if not (math.isfinite(x) and math.isfinite(y)) or max(abs(x), abs(y)) > _MAX_COORD:
                raise InputError(N_("bad point {point}"), point=repr(self.point))
            object.__setattr__(self, "point", (float(x), float(y)))
        if self.heading is not None:
            if not math.isfinite(self.heading):
                raise InputError(N_("bad heading"))
            object.__setattr__(self, "heading", float(self.heading) % 360.0)

    def __str__(self) -> str:
        if self.place is not None:
            return self.place
        if self.point is not None:
            return f"{_fmt(self.point[0])},{_fmt(self.point[1])}"
        assert self.heading is not None
        return f"h{_fmt(self.heading)}"

    @classmethod
    def parse(cls, text: str) -> Course:
        if "," in text:
            xs, _, ys = text.partition(",")
            return cls(point=(_number(xs, "x"), _number(ys, "y")))
        if re.fullmatch(r"h-?[0-9.eE+\-]+", text):
            return cls(heading=_number(text[1:], "heading"))
        return cls(place=_check_id(text, "place id"))


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. ``str()`` gives the record form; :meth:`parse` reads it back."""

    verb: ClassVar[str] = ""
    kind: ClassVar[ActionKind]

    def __init_subclass__(cls, **kwargs: object) -> None:
        # An action is declared once: its class registers its verb (the record form) here.
        # ``@dataclass(slots=True)`` builds the class twice; the last one (the real) wins.
        super(Action, cls).__init_subclass__(**kwargs)
        verb = cls.__dict__.get("verb")
        if verb:
            known = _VERBS.get(verb)
            if known is not None and known.__qualname__ != cls.__qualname__:
                raise TypeError(f"the verb {verb!r} is taken by {known.__qualname__}")
            _VERBS[verb] = cls

    @staticmethod
    def kinds() -> dict[str, type[Action]]:
        """Every registered action class by its verb (the record form's first word)."""
        return dict(_VERBS)

    def __post_init__(self) -> None:
        # The default record form: every field is an id (card, place, commander ...).
        for name in _field_names(type(self)):
            _check_id(getattr(self, name), f"{name} id")

    def __str__(self) -> str:
        return " ".join([self.verb, *(str(getattr(self, n)) for n in _field_names(type(self)))])

    @staticmethod
    def parse(text: str) -> Action:
        """Read the record form of an action; raises ``ValueError`` on anything else."""
        if not isinstance(text, str) or len(text) > 200:
            raise InputError(N_("an action is a string of at most 200 characters"))
        words = text.split()
        if not words:
            raise InputError(N_("empty action"))
        cls = _VERBS.get(words[0])
        if cls is None:
            raise InputError(N_("unknown action {verb}"), verb=repr(words[0]))
        return cls._from_words(words[1:])

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        _arity(cls.verb, args, len(fields(cls)))
        return cls(*args)


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """The field names of an action class, in order (``dataclasses.fields`` asked once: the
    legal set builds a few hundred candidate actions a refresh)."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))
    return names


def _arity(verb: str, args: list[str], *allowed: int) -> None:
    if len(args) not in allowed:
        if len(allowed) == 1:
            raise InputError(
                N_("{verb} takes {want} argument(s), got {count}"),
                verb=repr(verb),
                want=allowed[0],
                count=len(args),
            )
        raise InputError(
            N_("{verb} takes {fewest} or {most} arguments, got {count}"),
            verb=repr(verb),
            fewest=min(allowed),
            most=max(allowed),
            count=len(args),
        )


# -- missions (section 10 "Actions Related to Missions") ---------------------------------------
@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Declare the mission of a Mission card in hand; only at a Starting Point."""

    card: str
    verb: ClassVar[str] = "declare"
    kind: ClassVar[ActionKind] = ActionKind.DECLARE


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Swap a Mission card in hand with a face-up one (``take``) or the deck's top (``deck``)."""

    give: str
    take: str
    verb: ClassVar[str] = "exchange"
    kind: ClassVar[ActionKind] = ActionKind.MISSION_CARD

    def __post_init__(self) -> None:
        _check_id(self.give, "card id")
        _check_id(self.take, "card id")

    @property
    def from_deck(self) -> bool:
        return self.take == "deck"


@dataclass(frozen=True, slots=True)
class DrawMission(Action):
    """Draw a new Mission card from the covered deck (the extra mission, section 6)."""

    verb: ClassVar[str] = "draw-mission"
    kind: ClassVar[ActionKind] = ActionKind.MISSION_CARD


@dataclass(frozen=True, slots=True)
class Abandon(Action):
    """Abandon the mission in progress, losing its gains (section 10)."""

    verb: ClassVar[str] = "abandon"
    kind: ClassVar[ActionKind] = ActionKind.ABANDON


@dataclass(frozen=True, slots=True)
class Sell(Action):
    """Sell a completed mission to the Bank and draw a new Mission card (section 10)."""

    card: str
    verb: ClassVar[str] = "sell"
    kind: ClassVar[ActionKind] = ActionKind.SELL


# -- movements (section 10 "Actions Related to Movements") ---------------------------------------
@dataclass(frozen=True, slots=True)
class _Move(Action):
    course: Course
    distance: float | None = None

    def __post_init__(self) -> None:
        if self.distance is not None:
            if not math.isfinite(self.distance) or not 0 < self.distance <= 100:
                raise InputError(
                    N_("bad distance {distance}: expected 0 < d <= 100"),
                    distance=repr(self.distance),
                )
            object.__setattr__(self, "distance", float(self.distance))
        if self.course.heading is not None and self.distance is None:
            raise InputError(N_("a move along a heading needs a distance"))

    def __str__(self) -> str:
        if self.distance is None:
            return f"{self.verb} {self.course}"
        return f"{self.verb} {self.course} {_fmt(self.distance)}"

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        _arity(cls.verb, args, 1, 2)
        distance = _number(args[1], "distance") if len(args) == 2 else None
        return cls(Course.parse(args[0]), distance)

    @classmethod
    def to(cls, target: str | tuple[float, float], distance: float | None = None) -> _Move:
        """A move toward a place id or a board point."""
        course = Course(place=target) if isinstance(target, str) else Course(point=target)
        return cls(course, distance)


@dataclass(frozen=True, slots=True)
class Fly(_Move):
    """Move the airship: declare a course, then fly up to the Speed allowed (D9).

    ``nocard``: out of fog, a player with a gold Scientist declines the fog's Venture card
    (the advanced game, section 3 "Specialist Bonuses", L321-323): ``fly kings_bay nocard``."""

    nocard: bool = False
    verb: ClassVar[str] = "fly"
    kind: ClassVar[ActionKind] = ActionKind.MOVE_AIRSHIP

    def __str__(self) -> str:
        text = _Move.__str__(self)
        return f"{text} nocard" if self.nocard else text

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        nocard = bool(args) and args[-1] == "nocard"
        words = args[:-1] if nocard else args
        _arity(cls.verb, words, 1, 2)
        distance = _number(words[1], "distance") if len(words) == 2 else None
        return cls(Course.parse(words[0]), distance, nocard)


@dataclass(frozen=True, slots=True)
class Sail(Action):
    """Move the ship: up to 3 Lengths a turn, 1 inside the ice ring (section 4, D5).

    Ships may segment the move in tight waters (section 4 "Ships Movement"): ``via`` lists up to
    two intermediate board points, written before the target and joined with ``/``:
    ``sail 1.5,-3/2,-4.25/kings_bay``.
    """

    course: Course
    distance: float | None = None
    via: tuple[tuple[float, float], ...] = ()
    verb: ClassVar[str] = "sail"
    kind: ClassVar[ActionKind] = ActionKind.MOVE_SHIP

    def __post_init__(self) -> None:
        if self.distance is not None:
            if not math.isfinite(self.distance) or not 0 < self.distance <= 100:
                raise InputError(
                    N_("bad distance {distance}: expected 0 < d <= 100"),
                    distance=repr(self.distance),
                )
            object.__setattr__(self, "distance", float(self.distance))
        if self.course.heading is not None and self.distance is None:
            raise InputError(N_("a move along a heading needs a distance"))
        if len(self.via) > 2:
            raise InputError(N_("a ship move has at most 3 segments (2 intermediate points)"))
        via = tuple(Course(point=p).point for p in self.via)
        object.__setattr__(self, "via", via)

    def __str__(self) -> str:
        path = "/".join([*(str(Course(point=p)) for p in self.via), str(self.course)])
        if self.distance is None:
            return f"sail {path}"
        return f"sail {path} {_fmt(self.distance)}"

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        _arity(cls.verb, args, 1, 2)
        parts = args[0].split("/")
        if len(parts) > 3:
            raise InputError(N_("a ship move has at most 3 segments (2 intermediate points)"))
        via: list[tuple[float, float]] = []
        for part in parts[:-1]:
            point = Course.parse(part).point
            if point is None:
                raise InputError(
                    N_("an intermediate point is written x,y, not {part}"), part=repr(part)
                )
            via.append(point)
        distance = _number(args[1], "distance") if len(args) == 2 else None
        return cls(Course.parse(parts[-1]), distance, tuple(via))

    @classmethod
    def to(
        cls,
        target: str | tuple[float, float],
        distance: float | None = None,
        via: tuple[tuple[float, float], ...] = (),
    ) -> Sail:
        """A ship move toward a place id or a board point, optionally through ``via``."""
        course = Course(place=target) if isinstance(target, str) else Course(point=target)
        return cls(course, distance, via)


# -- crew (section 3) ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HireCommander(Action):
    """Hire a Commander or an Advanced Commander among those available (section 3)."""

    commander: str
    verb: ClassVar[str] = "hire-commander"
    kind: ClassVar[ActionKind] = ActionKind.HIRE_COMMANDER


@dataclass(frozen=True, slots=True)
class _SkillAction(Action):
    """An action on one crew skill: engineer, pilot, manager or scientist (section 3)."""

    skill: str

    def __post_init__(self) -> None:
        if self.skill not in SKILLS:
            raise InputError(
                N_("unknown skill {skill}; one of {skills}"),
                skill=repr(self.skill),
                skills=", ".join(SKILLS),
            )


@dataclass(frozen=True, slots=True)
class HireSpecialist(_SkillAction):
    """Hire a Specialist: engineer, pilot, manager or scientist (section 3)."""

    verb: ClassVar[str] = "hire-specialist"
    kind: ClassVar[ActionKind] = ActionKind.HIRE_SPECIALIST


@dataclass(frozen=True, slots=True)
class DismissCommander(Action):
    """Give up the Commander or Advanced Commander to the Bank (section 3 "Cession")."""

    verb: ClassVar[str] = "dismiss-commander"
    kind: ClassVar[ActionKind] = ActionKind.DISMISS_COMMANDER


@dataclass(frozen=True, slots=True)
class DismissSpecialist(_SkillAction):
    """Surrender a Specialist to the Bank (section 3 "Cession")."""

    verb: ClassVar[str] = "dismiss-specialist"
    kind: ClassVar[ActionKind] = ActionKind.DISMISS_SPECIALIST


# -- repair (section 10 "Repair Actions") ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Units(Action):
    units: int

    def __post_init__(self) -> None:
        if isinstance(self.units, bool) or not isinstance(self.units, int) or self.units < 1:
            raise InputError(
                N_("{verb} needs a positive whole number, got {units}"),
                verb=self.verb,
                units=repr(self.units),
            )

    def __str__(self) -> str:
        return f"{self.verb} {self.units}"

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        _arity(cls.verb, args, 1)
        return cls(_count(args[0], "amount"))


@dataclass(frozen=True, slots=True)
class Refuel(_Units):
    """Buy Fuel units at a base (section 10 "Refueling", price list section 11)."""

    verb: ClassVar[str] = "refuel"
    kind: ClassVar[ActionKind] = ActionKind.REFUEL


@dataclass(frozen=True, slots=True)
class Repair(_Units):
    """Restore Structural Integrity points at a base (section 10 "Repairing the Airship")."""

    verb: ClassVar[str] = "repair"
    kind: ClassVar[ActionKind] = ActionKind.REPAIR


@dataclass(frozen=True, slots=True)
class Sos(Action):
    """Send the S.O.S. after an emergency landing (section 10 "Emergency Landing Management")."""

    verb: ClassVar[str] = "sos"
    kind: ClassVar[ActionKind] = ActionKind.SOS


# -- strategy cards (section 6, section 10 "Using Strategy Cards") ------------------------------
@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a Strategy card on yourself (``target`` None) or on an opponent's seat."""

    card: str
    target: int | None = None
    verb: ClassVar[str] = "play"
    kind: ClassVar[ActionKind] = ActionKind.PLAY_STRATEGY

    def __post_init__(self) -> None:
        _check_id(self.card, "card id")
        if self.target is not None and not 0 <= self.target < 6:
            raise InputError(N_("bad target seat {seat}"), seat=repr(self.target))

    def __str__(self) -> str:
        return f"play {self.card}" if self.target is None else f"play {self.card} @{self.target}"

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        _arity(cls.verb, args, 1, 2)
        if len(args) == 1:
            return cls(args[0])
        if not args[1].startswith("@"):
            raise InputError(N_("the target of 'play' is written @<seat>"))
        return cls(args[0], _count(args[1][1:], "seat"))


@dataclass(frozen=True, slots=True)
class Trap(Action):
    """Lay a Strategy card face down on a Strategy circle (the "Trap Card" variant)."""

    card: str
    circle: str
    verb: ClassVar[str] = "trap"
    kind: ClassVar[ActionKind] = ActionKind.PLAY_STRATEGY


@dataclass(frozen=True, slots=True)
class WithdrawTrap(Action):
    """Take back your trap card; it goes under the Strategy deck (section 10)."""

    verb: ClassVar[str] = "withdraw-trap"
    kind: ClassVar[ActionKind] = ActionKind.WITHDRAW_TRAP


@dataclass(frozen=True, slots=True)
class DrawStrategy(Action):
    """Draw a Strategy card from the deck, free of Bonds (at most 5 in hand)."""

    verb: ClassVar[str] = "draw-strategy"
    kind: ClassVar[ActionKind] = ActionKind.DRAW_STRATEGY


@dataclass(frozen=True, slots=True)
class ReplaceStrategy(Action):
    """Put a Strategy card under the deck and draw the top one."""

    card: str
    verb: ClassVar[str] = "replace-strategy"
    kind: ClassVar[ActionKind] = ActionKind.REPLACE_STRATEGY


# -- Arctic bases (section 10 "Arctic Base Organization") ---------------------------------------
@dataclass(frozen=True, slots=True)
class Reserve(Action):
    """Book a free Arctic base with the snowflake Target Token."""

    base: str
    verb: ClassVar[str] = "reserve"
    kind: ClassVar[ActionKind] = ActionKind.RESERVE_BASE


@dataclass(frozen=True, slots=True)
class SetupBase(Action):
    """Plant the Mooring Mast on the reserved Arctic base; the ship must be stationed there."""

    verb: ClassVar[str] = "setup"
    kind: ClassVar[ActionKind] = ActionKind.SETUP_BASE


@dataclass(frozen=True, slots=True)
class MoveBase(Action):
    """Release the reserved or set-up Arctic base, paying the penalty (section 10)."""

    verb: ClassVar[str] = "move-base"
    kind: ClassVar[ActionKind] = ActionKind.MOVE_BASE


# -- the Bank loan (section 10, note under "Selling a Mission") ---------------------------------
@dataclass(frozen=True, slots=True)
class Loan(_Units):
    """Borrow from the Bank, up to 200 Bonds in all."""

    verb: ClassVar[str] = "loan"
    kind: ClassVar[ActionKind] = ActionKind.LOAN


@dataclass(frozen=True, slots=True)
class Repay(_Units):
    """Pay back (part of) the Bank loan; all of it before leaving for the Pole."""

    verb: ClassVar[str] = "repay"
    kind: ClassVar[ActionKind] = ActionKind.LOAN


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn: actions are optional (section 8)."""

    verb: ClassVar[str] = "end"
    kind: ClassVar[ActionKind] = ActionKind.END_TURN


@dataclass(frozen=True, slots=True)
class Interrupt(Action):
    """Interrupt the game (section 9: "If the game is interrupted, the player who has the most
    Bonds at the end of the round is always considered the winner"; section 12: a solo game
    can be scored "even if the game has failed"): the game ends with the current round. Not an
    action of the List of Actions: it costs none and may be taken at any point of a turn."""

    verb: ClassVar[str] = "interrupt"
    kind: ClassVar[ActionKind] = ActionKind.INTERRUPT


@dataclass(frozen=True, slots=True)
class LetStrike(Action):
    """Let the hostile Strategy card played on you strike, instead of answering it with a
    counter card (section 6: a counter card cancels "a Strategy card played against you"; the
    target decides when the card is about to act, at the start of his turn). Costs no action."""

    verb: ClassVar[str] = "let-strike"
    kind: ClassVar[ActionKind] = ActionKind.LET_STRIKE


# -- the advanced game (issue #11) -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Bid in an Engagement Auction (section 3): exactly 10 Bonds over the highest bid, or the
    base price when nobody holds a bid yet. ``bid 110``."""

    bonds: int
    verb: ClassVar[str] = "bid"
    kind: ClassVar[ActionKind] = ActionKind.AUCTION

    def __post_init__(self) -> None:
        if isinstance(self.bonds, bool) or not isinstance(self.bonds, int) or self.bonds < 1:
            raise InputError(
                N_("bid needs a positive whole number of Bonds, got {bonds}"),
                bonds=repr(self.bonds),
            )

    def __str__(self) -> str:
        return f"bid {self.bonds}"

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        _arity(cls.verb, args, 1)
        return cls(_count(args[0], "Bonds"))


@dataclass(frozen=True, slots=True)
class PassBid(Action):
    """Pass in an Engagement Auction: final, no more bids in it (section 3). ``pass``."""

    verb: ClassVar[str] = "pass"
    kind: ClassVar[ActionKind] = ActionKind.AUCTION


@dataclass(frozen=True, slots=True)
class DraftCard(Action):
    """Keep a Mission card of the hand in front of you in the draft (section 8). ``draft m``."""

    card: str
    verb: ClassVar[str] = "draft"
    kind: ClassVar[ActionKind] = ActionKind.DRAFT


@dataclass(frozen=True, slots=True)
class Renounce(Action):
    """Renounce the Commander aboard, for no Bonds, so the one won at auction may board
    (section 3, L363). ``renounce``."""

    verb: ClassVar[str] = "renounce"
    kind: ClassVar[ActionKind] = ActionKind.RENOUNCE


@dataclass(frozen=True, slots=True)
class Rescue(Action):
    """Answer an S.O.S. at sea with your ship (section 10 "Ditching", L1013-1015): the nearest
    ship must; it goes onto the ditched airship in one move, whatever the distance, and tows it
    to port in the landed player's next turn. An answer to a ``rescue`` decision. ``rescue``."""

    verb: ClassVar[str] = "rescue"
    kind: ClassVar[ActionKind] = ActionKind.RESCUE


@dataclass(frozen=True, slots=True)
class Recover(Action):
    """Sail your ship onto the airship of ``seat``, ditched at sea, to tow it to port (section 4
    "Airship Movement", advanced box, L410): a ship move of the turn, within its 3 Lengths.
    ``recover 2``."""

    seat: int
    verb: ClassVar[str] = "recover"
    kind: ClassVar[ActionKind] = ActionKind.MOVE_SHIP

    def __post_init__(self) -> None:
        if isinstance(self.seat, bool) or not isinstance(self.seat, int) or not 0 <= self.seat < 8:
            raise InputError(N_("recover needs a seat number, got {seat}"), seat=repr(self.seat))

    @classmethod
    def _from_words(cls, args: list[str]) -> Action:
        _arity(cls.verb, args, 1)
        return cls(_count(args[0], "seat"))


@dataclass(frozen=True, slots=True)
class AuctionCommander(Action):
    """Give up the Commander by putting him up for auction instead of selling him to the Bank
    (section 3 "Cession", advanced box, L353): the others bid from his hire price, the winner
    pays you; nobody bidding, the Bank buys him. In flight he leaves at the next base, where the
    auction is held. ``auction-commander``."""

    verb: ClassVar[str] = "auction-commander"
    kind: ClassVar[ActionKind] = ActionKind.DISMISS_COMMANDER


@dataclass(frozen=True, slots=True)
class AuctionSpecialist(_SkillAction):
    """Give up a Specialist by putting him up for auction (section 3, L353).
    ``auction-specialist pilot``."""

    verb: ClassVar[str] = "auction-specialist"
    kind: ClassVar[ActionKind] = ActionKind.DISMISS_SPECIALIST


@dataclass(frozen=True, slots=True)
class Agree(Action):
    """Agree to interrupt the game another player proposed (section 9; issue 17 ruling 1: an
    interruption is agreed by the table). Answers a decision; costs no action."""

    verb: ClassVar[str] = "agree"
    kind: ClassVar[ActionKind] = ActionKind.INTERRUPT


@dataclass(frozen=True, slots=True)
class Refuse(Action):
    """Refuse to interrupt the game: play goes on. Answers a decision; costs no action."""

    verb: ClassVar[str] = "refuse"
    kind: ClassVar[ActionKind] = ActionKind.INTERRUPT
