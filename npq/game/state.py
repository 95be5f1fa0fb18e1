"""The game state: frozen values, shared structurally between successive states.

Every class here is a frozen dataclass with slots whose fields are plain values, tuples or other
such classes, so a state is hashable-by-content through :func:`state_hash`, cheap to derive with
:func:`dataclasses.replace`, and never cloned with ``deepcopy`` (STYLE.md). The Bonds live in the
:class:`~npq.economy.Ledger` (double entry, section 7); the generator is :class:`~npq.game.rng.Rng`.

Seats are numbered from 0 in the order the players sit; turns go round in that order (D15),
starting with ``State.first_player`` (``config.first_player``, or drawn by lot).
"""

from __future__ import annotations

import hashlib
import json
import math
import operator
from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass, replace
from enum import Enum, StrEnum
from typing import Any, TypeVar

from npq.economy import Ledger
from npq.game.auction import Auction
from npq.game.config import SKILLS, GameConfig
from npq.game.draft import Draft
from npq.game.rng import Rng

__all__ = [
    "EDITION",
    "PICTURE_ATOMS",
    "Airship",
    "AirshipBoard",
    "CompletedMission",
    "Crew",
    "Decision",
    "Emergency",
    "Flow",
    "Mission",
    "Modifier",
    "Outcome",
    "Pending",
    "Phase",
    "PlayerState",
    "PoleLeg",
    "Ship",
    "State",
    "Termination",
    "Tow",
    "UndoRecord",
    "evolve",
    "picture_fields",
    "picture_with",
    "state_hash",
    "to_data",
]

Point = tuple[float, float]

#: The edition of the rules new games are played by: 2 since issue 10 (a counter card answers a
#: hostile card in time, cards raise Fuel and Integrity above the maximum, a flight of no length
#: is no move); 3 since issue 17's basic-game rulings (docs/rules-decisions.md); 1 before issue
#: 10 (games saved then replay by it); 4 since issue 14's balance changes (the weather disc's
#: set-up position drawn by lot, docs/rules-decisions.md "Edition 4"); 5 since session 8's
#: balance (the Mission cities and the USA's D3 Speed of data/editions.toml; the rules as in
#: edition 4, docs/rules-decisions.md "Edition 5"); 6 since session 9's balance (six Mission
#: cities more and the USSR's D3 Speed 4, data/editions.toml; the rules as in edition 4,
#: docs/rules-decisions.md "Edition 6"); 7 since session 11's balance (four Japanese ports as
#: Mission cities, data/editions.toml; Virgohamna, a place of the board from edition 7, played
#: on World.for_edition's board; the rules as in edition 4, docs/rules-decisions.md "Edition 7");
#: 8 since session 13's balance (eighteen Mission cities more, data/editions.toml; the bots'
#: least gift on the table, npq.bots.greedy.GIFT_EDITION; docs/rules-decisions.md "Edition 8");
#: 9 since session 14's balance (the six Mediterranean Mission cities of edition 8 retired,
#: data/editions.toml; the bots swap a hopeless Mission card for the deck's top,
#: npq.bots.greedy.BLIND_EDITION; docs/rules-decisions.md "Edition 9"); 10 since session 15's
#: (the rules and data as edition 9's; the bots hire the Engineer of a slow airship of Range 4
#: with an action the turn's flight leaves, npq.bots.greedy.SPARE_HIRE_EDITION;
#: docs/rules-decisions.md "Edition 10").
EDITION = 10


class Emergency(StrEnum):
    """Where an airship stands after an emergency landing (section 10)."""

    LANDED = "landed"  # down where it is: the next step is the S.O.S.
    SOS = "sos"  # S.O.S. sent: the next airship move takes it to the nearest base


class PoleLeg(StrEnum):
    """Progress of the final journey (section 9, D14)."""

    NONE = "none"
    OUTBOUND = "outbound"  # left the own Arctic base, eligible, Pole not yet overflown
    OVERFLOWN = "overflown"  # flew over the Pole: now return to the own Arctic base


class Phase(StrEnum):
    """Where the game stands (section 8): preparing, playing turns, over."""

    PREPARATION = "preparation"  # before the first turn (the advanced draft, D15)
    TURNS = "turns"
    OVER = "over"


class Termination(StrEnum):
    """How a game ended (section 9)."""

    POLE = "pole"  # first back from the Pole
    POLE_MOST_BONDS = "pole_most_bonds"  # "It's Not Just First": richest of those back
    INTERRUPTED = "interrupted"  # stopped: the most Bonds at the end of the round wins
    CRASH = "crash"  # solo mode: the airship crashed (section 12)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game as a value: who won, how, when, and everyone's Bonds (net of an unpaid
    Bank loan, as section 9's "most Bonds" compares them)."""

    termination: Termination
    winners: tuple[int, ...]
    round: int
    bonds: tuple[int, ...]
    #: The advanced game's second place (section 9), when played for; left out of the hash
    #: while empty.
    second: tuple[int, ...] = field(default=(), metadata={"omit_if_default": True})

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "termination": self.termination.value,
            "winners": list(self.winners),
            "round": self.round,
            "bonds": list(self.bonds),
        }
        if self.second:
            data["second"] = list(self.second)
        return data


@dataclass(frozen=True, slots=True)
class AirshipBoard:
    """The values printed on the nation's game plan (section 4 table, D3), plus solo bonuses."""

    speed: int
    range: int
    integrity: int


@dataclass(frozen=True, slots=True)
class Tow:
    """A ship standing by a ditched airship to tow it to port (section 10 "Ditching", L1013-1017;
    the advanced game): ``ship`` is the seat whose ship came, ``lengths`` its one-way trip (the
    fee's distance, Q14), ``turn`` the turn (``State.turn``) it arrived in: the tow is the
    landed player's airship move of a later turn ("in the next turn")."""

    ship: int
    lengths: float
    turn: int


@dataclass(frozen=True, slots=True)
class Airship:
    """The airship miniature and its indicators (section 2).

    ``place`` is the id of the base it is stationed at, or ``None`` in flight (or down after an
    emergency landing). ``fuel`` is the pointer on the Range indicator; ``integrity`` the
    Structural Integrity clip. ``grounded_until``: the airship may not take off before that
    round (section 10: not in the turn of a recovery; after a landing on the ground or the ice,
    not the next turn either). ``must_restore``: after an
    emergency landing Range and Integrity must be fully restored before it flies again.
    ``last_start`` is where its last move began (for "move back" effects).
    """

    pos: Point
    place: str | None
    fuel: int
    integrity: int
    emergency: Emergency | None = None
    grounded_until: int = 0
    must_restore: bool = False
    last_start: Point | None = None
    #: The advanced game's rescue at sea (section 10 "Ditching"): the ship that has reached the
    #: ditched airship and will tow it to port; left out of the hash while unset.
    tow: Tow | None = field(default=None, metadata={"omit_if_none": True})

    @property
    def is_stationed(self) -> bool:
        return self.place is not None

    @property
    def in_flight(self) -> bool:
        return self.place is None and self.emergency is None


@dataclass(frozen=True, slots=True)
class Ship:
    """The cargo ship miniature (section 4 "Ships"): no fuel, no crew, 3 L a turn."""

    pos: Point
    place: str | None
    last_start: Point | None = None


@dataclass(frozen=True, slots=True)
class Crew:
    """The crew on the game plan (section 3): one Commander slot, one slot per skill."""

    commander: str | None = None
    commander_skills: tuple[str, ...] = ()
    specialists: tuple[str, ...] = ()  # skills, in SKILLS order

    def has_specialist(self, skill: str) -> bool:
        return skill in self.specialists

    def skill_count(self, skill: str) -> int:
        """1 for a silver token, 2 for a gold one, 1 for a Commander alone (D13)."""
        return int(skill in self.specialists) + int(skill in self.commander_skills)

    def is_gold(self, skill: str) -> bool:
        """A Specialist Token shows its gold face when the Commander has its skill (section 3)."""
        return skill in self.specialists and skill in self.commander_skills


@dataclass(frozen=True, slots=True)
class Mission:
    """A declared mission: its card, Starting Point, target and reward (section 10, D11)."""

    card: str
    start: str
    target: str
    reward: int
    distance: float
    round: int


@dataclass(frozen=True, slots=True)
class CompletedMission:
    """A completed mission card, face up beside the game plan (section 10)."""

    card: str
    start: str
    target: str
    reward: int
    distance: float
    round: int


@dataclass(frozen=True, slots=True)
class Modifier:
    """A lasting card effect on a player (``kind`` is an effect type of :mod:`npq.content`).

    ``turns`` counts the player's own turns still affected, the current one included.
    """

    kind: str
    amount: int = 0
    turns: int = 1
    delay: int = 0  # own turns to wait before it acts ("next turn" effects struck mid-turn)
    skill: str | None = None
    miniature: str | None = None
    card: str = ""
    hostile: bool = False  # from an opponent's card or a trap (cancel_strategy ends it)

    @property
    def active(self) -> bool:
        return self.delay == 0


@dataclass(frozen=True, slots=True)
class UndoRecord:
    """What a Venture card drawn this turn changed, so a counter card can undo it (section 6)."""

    card: str
    bonds: int = 0
    fuel: int = 0
    integrity: int = 0
    emergency: bool = False


@dataclass(frozen=True, slots=True)
class Pending:
    """A Strategy card played on this player: it acts at the start of his turn (section 6)."""

    card: str
    by: int


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision a seat owes before the game goes on (the flow's stack, issue 10).

    ``kind`` names it (its concern answers it, :meth:`npq.game.rules.ruleset.Concern.decision`);
    ``seat`` owes it, whoever's turn it is; ``card`` and ``by`` say what it is about (a hostile
    Strategy card and the seat that played it); ``data`` holds further plain values as sorted
    ``(key, value)`` pairs, so a decision is hashable and JSON-ready.
    """

    kind: str
    seat: int
    card: str = ""
    by: int | None = None
    data: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.data).get(key, default)


@dataclass(frozen=True, slots=True)
class Flow:
    """The flow of the game as one value (issue 10): the phase, the round, whose turn it is,
    the actions used this turn (section 8) and the stack of decisions owed (top last).
    :meth:`State.flow` derives it from the state's fields."""

    phase: Phase
    round: int
    current: int
    used: tuple[str, ...]
    actions_left: int
    decisions: tuple[Decision, ...] = ()

    @property
    def actors(self) -> tuple[int, ...]:
        """The seats that must decide now: the owner of the decision on top of the stack, or
        the player whose turn it is; nobody once the game is over."""
        if self.phase is Phase.OVER:
            return ()
        if self.decisions:
            return (self.decisions[-1].seat,)
        return (self.current,)


@dataclass(frozen=True, slots=True)
class PlayerState:
    """Everything on and beside one player's game plan."""

    seat: int
    nation: str
    board: AirshipBoard
    airship: Airship
    ship: Ship
    crew: Crew = field(default_factory=Crew)
    missions: tuple[str, ...] = ()  # Mission cards in hand (hidden)
    strategy: tuple[str, ...] = ()  # Strategy cards in hand (hidden)
    active: Mission | None = None
    completed: tuple[CompletedMission, ...] = ()
    owed: int = 0  # missions drawn (extra or after a sale) still to complete before the Pole
    arctic: str | None = None  # reserved Arctic base
    mast: bool = False  # the Mooring Mast stands on it
    pole: PoleLeg = PoleLeg.NONE
    pending: tuple[Pending, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    trap: tuple[str, str] | None = None  # (card, circle)
    rescue: bool = False  # solo: one crash survived
    start_base: str = ""
    ventures: tuple[UndoRecord, ...] = ()  # Venture cards drawn this turn (cancel_venture)
    #: Advanced crew (section 3): members hired in flight, boarding at the next base
    #: (Commander ids, or ``"specialist:<skill>"``), and members ceded in flight, leaving there.
    #: Left out of the hash while empty, so basic games keep their hashes.
    joining: tuple[str, ...] = field(default=(), metadata={"omit_if_default": True})
    leaving: tuple[str, ...] = field(default=(), metadata={"omit_if_default": True})
    #: The cession variant (section 3, L355): members on their way who board only at the base
    #: they were released at, as ``(member, place)``; left out of the hash while empty.
    boards_at: tuple[tuple[str, str], ...] = field(default=(), metadata={"omit_if_default": True})
    #: Mission cards in hand that every seat sees: declared once, then abandoned (section 10
    #: "Declaring a Mission": the card "remains visible to everyone"; issue 17 ruling 6).
    shown: tuple[str, ...] = field(default=(), metadata={"omit_if_default": True})

    # -- derived values (section 2, D13) --------------------------------------------------------
    def suspended(self, skill: str) -> bool:
        return any(
            m.kind == "crew_bonus_suspended" and m.skill == skill and m.active
            for m in self.modifiers
        )

    def bonus(self, skill: str) -> int:
        """The crew bonus of a skill: silver 1, gold 2, Commander alone 1; 0 when suspended."""
        return 0 if self.suspended(skill) else self.crew.skill_count(skill)

    @property
    def speed(self) -> int:
        """The permanent Speed: board value plus Engineers, capped at 6 (section 2)."""
        return max(0, min(self.board.speed + self.bonus("engineer"), 6))

    @property
    def range(self) -> int:
        """The tank capacity: board value plus Pilots, capped at 6 (section 2, D13)."""
        return max(0, min(self.board.range + self.bonus("pilot"), 6))

    @property
    def max_integrity(self) -> int:
        return max(0, min(self.board.integrity, 3))

    @property
    def has_commander(self) -> bool:
        return self.crew.commander is not None

    def has_skill(self, skill: str) -> bool:
        """A Specialist or the Commander with this skill is aboard and not suspended."""
        return self.bonus(skill) > 0

    @property
    def temporary_speed(self) -> int:
        return sum(m.amount for m in self.modifiers if m.kind == "speed" and m.active)

    def is_blocked(self, miniature: str) -> bool:
        return any(
            m.kind == "blocked" and (m.miniature or "airship") == miniature and m.active
            for m in self.modifiers
        )

    @property
    def skips_turn(self) -> bool:
        return bool(self.modifiers) and any(
            m.kind == "skip_turn" and m.active for m in self.modifiers
        )

    @property
    def lost_actions(self) -> int:
        if not self.modifiers:
            return 0
        return sum(m.amount for m in self.modifiers if m.kind == "lose_actions" and m.active)

    @property
    def barrage_unlocked(self) -> bool:
        """Section 1A "The Pole": at least 3 completed missions open the Barrage Area."""
        return len(self.completed) >= 3


@dataclass(frozen=True, slots=True)
class State:
    """A snapshot of a whole game. Build with :func:`npq.game.new_game`; derive with ``apply``."""

    config: GameConfig
    seed: int
    rng: Rng
    round: int
    current: int
    used: tuple[str, ...]  # action kinds used this turn (section 8: no action twice)
    players: tuple[PlayerState, ...]
    ledger: Ledger
    mission_deck: tuple[str, ...]  # top first
    mission_table: tuple[str, ...]  # the 4 face-up Mission cards
    strategy_deck: tuple[str, ...]
    venture_deck: tuple[str, ...]
    commanders: tuple[str, ...]  # available (face up): 4 Commanders + all Advanced Commanders
    box_commanders: tuple[str, ...]  # left in the box (hired at the higher price)
    specialists: tuple[int, ...]  # Specialist Tokens laid out, per skill in SKILLS order
    first_player: int = 0  # the seat that opens every round (section 8, D15)
    turn: int = 1  # turns started since the game began
    airship_moved: bool = False  # this turn: the airship flew (fuel already burnt)
    final_round: int | None = None  # "It's Not Just First": the game ends with this round
    finishers: tuple[int, ...] = ()  # seats back from the Pole, in order
    outcome: Outcome | None = None
    #: Section 9 "If the game is interrupted": the game ends with this round (an ``interrupt``
    #: action); left out of the hash while unset, so games without one keep theirs.
    interrupt_round: int | None = field(default=None, metadata={"omit_if_none": True})
    #: The stack of decisions owed (top last; :class:`Decision`); left out of the hash while
    #: empty, so the hashes of older saves and of the golden replay do not move.
    decisions: tuple[Decision, ...] = field(default=(), metadata={"omit_if_default": True})
    #: Set only while the game is in a phase the other fields do not tell (the preparation of
    #: the advanced game); ``None``: turns, or over once there is an outcome.
    phase_override: Phase | None = field(default=None, metadata={"omit_if_none": True})
    #: The edition of the rules the game is played by (:data:`EDITION`; 1: a game saved
    #: before issue 10's fixes, replayed as it was played). Never hashed: it is how the
    #: engine reads the game, not a part of it.
    edition: int = field(default=EDITION, metadata={"unhashed": True})

    #: The advanced game's Telegram deck (section 6): face down, top first; the card read this
    #: round (it lasts the round); rounds the weather disc stood still (``weather_held``).
    telegram_deck: tuple[str, ...] = field(default=(), metadata={"omit_if_default": True})
    telegram: str | None = field(default=None, metadata={"omit_if_none": True})
    weather_lag: int = field(default=0, metadata={"omit_if_default": True})
    #: Notches (10° each, D6) the weather disc was turned at set-up, from edition 4
    #: (:data:`DISC_EDITION`): L114 positions the disc "until the weather symbols appear in
    #: the holes" and fixes no position, so each game draws its own; 0 in earlier editions
    #: (every game opened on the same weather). Left out of the hash while 0.
    disc_start: int = field(default=0, metadata={"omit_if_default": True})
    #: The Mission-card draft of the advanced game's preparation (section 8), and an
    #: Engagement Auction in progress (section 3); left out of the hash while unset.
    draft: Draft | None = field(default=None, metadata={"omit_if_none": True})
    auction: Auction | None = field(default=None, metadata={"omit_if_none": True})
    #: The cession variant (section 3, L355): members the Bank bought, waiting to be hired at
    #: the base they were released at, as ``(member, place)`` (a Commander id or
    #: ``"specialist:<skill>"``, one pair per token); left out of the hash while empty.
    released: tuple[tuple[str, str], ...] = field(default=(), metadata={"omit_if_default": True})

    @property
    def phase(self) -> Phase:
        if self.outcome is not None:
            return Phase.OVER
        return self.phase_override or Phase.TURNS

    @property
    def flow(self) -> Flow:
        """The flow of the game as one value (phase, round, turn, actions, decisions)."""
        return Flow(
            self.phase, self.round, self.current, self.used, self.actions_left, self.decisions
        )

    @property
    def player(self) -> PlayerState:
        """The player whose turn it is."""
        return self.players[self.current]

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def disc_round(self) -> int:
        """The round the weather disc shows (section 8: it turns a notch each round; a
        Telegram holding the weather keeps it still for a round)."""
        return self.round - self.weather_lag + self.disc_start

    @property
    def disc_notches(self) -> int:
        """How many notches the game's disc stands ahead of the round count (the set-up turn,
        less the rounds a Telegram held it): ``world.disc.turned(state.disc_notches)`` asked
        by this game's rounds shows its weather (:meth:`npq.weather.WeatherDisc.turned`)."""
        return self.disc_start - self.weather_lag

    def bonds(self, seat: int) -> int:
        return self.ledger.balance(self.players[seat].nation)

    def specialists_left(self, skill: str) -> int:
        return self.specialists[SKILLS.index(skill)]

    @property
    def actions_left(self) -> int:
        """Actions the current player may still take this turn (3, less lost ones)."""
        return max(0, 3 - self.player.lost_actions - len(self.used))

    def with_player(self, seat: int, player: PlayerState) -> State:
        players = list(self.players)
        players[seat] = player
        return replace(self, players=tuple(players))


# -- canonical data and hashing -----------------------------------------------------------------
def to_data(value: Any) -> Any:
    """A JSON-ready picture of a state (or any part of it), for hashing and display.

    Floats are rounded to 6 decimals so the hash does not depend on the last bits of a
    geometric computation; the ledger is summarised by its balances, loans and length.
    """
    return picture_with(value, to_data)


#: Values pictured as themselves by :func:`to_data` (``bool`` and ``int`` subclasses such as
#: enums are not).
PICTURE_ATOMS = frozenset({str, int, bool, type(None)})

_PictureFields = tuple[tuple[str, bool, bool, Any], ...]
_PICTURE_FIELDS: dict[type, _PictureFields | None] = {}


def picture_fields(cls: type) -> _PictureFields | None:
    """``(name, omit_if_none, omit_if_default, default)`` of the fields :func:`to_data`
    pictures of a dataclass (cached per class); None for a class that is no dataclass.

    A field marked ``unhashed`` is left out; one marked ``omit_if_none`` (an optional setting
    added later, e.g. StartBonus.commander_choice) while unset, and one marked
    ``omit_if_default`` (the advanced switches of GameConfig) while at its default: older games
    keep their hashes."""
    try:
        return _PICTURE_FIELDS[cls]
    except KeyError:
        pass
    found = None
    if is_dataclass(cls):
        found = tuple(
            (
                f.name,
                bool(f.metadata.get("omit_if_none")),
                bool(f.metadata.get("omit_if_default")),
                f.default,
            )
            for f in fields(cls)
            if not f.metadata.get("unhashed")
        )
    _PICTURE_FIELDS[cls] = found
    return found


def picture_with(value: Any, inner: Callable[[Any], Any]) -> Any:
    """One level of :func:`to_data`: the picture of ``value`` with each of its parts that is
    not an atom pictured by ``inner`` (``to_data`` itself, or a memo of it:
    :class:`npq.online.picture.Picturer`)."""
    if isinstance(value, Ledger):
        return {
            "balances": dict(value.balances),
            "loans": {p: value.loan_outstanding(p) for p in value.players},
            "transfers": len(value),
        }
    if isinstance(value, Enum):
        return value.value
    table = None if isinstance(value, type) else picture_fields(type(value))
    if table is not None:
        atoms = PICTURE_ATOMS
        out = {}
        for name, omit_none, omit_default, default in table:
            item = getattr(value, name)
            if omit_none and item is None:
                continue
            if omit_default and item == default:
                continue
            out[name] = item if type(item) in atoms else inner(item)
        return out
    if isinstance(value, tuple | list):
        atoms = PICTURE_ATOMS
        return [v if type(v) in atoms else inner(v) for v in value]
    if isinstance(value, dict):
        return {str(k): inner(v) for k, v in value.items()}
    if isinstance(value, float):
        if not math.isfinite(value):
            return str(value)
        return round(value, 6) + 0.0
    return value


def state_hash(state: State) -> str:
    """A SHA-256 of the canonical JSON of the state: equal games give equal hashes."""
    text = json.dumps(to_data(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


_D = TypeVar("_D")

#: Per class: its fields in ``__init__`` order, their positions, one getter for all of them.
_COPIERS: dict[type, tuple[dict[str, int], Any] | None] = {}


def evolve(obj: _D, **changes: Any) -> _D:
    """``dataclasses.replace(obj, **changes)``, about twice as fast for these frozen classes
    (issue 15: the engine copies the state and a player a few thousand times a game).

    All fields are read with one getter and passed positionally to the class's own
    ``__init__``; a class with a ``__post_init__`` or a field outside ``__init__`` goes through
    :func:`dataclasses.replace` as before. An unknown field name raises ``TypeError`` as there.
    """
    cls = type(obj)
    if cls not in _COPIERS:
        fs = fields(obj)  # type: ignore[arg-type]
        if hasattr(cls, "__post_init__") or not all(f.init for f in fs) or len(fs) < 2:
            _COPIERS[cls] = None
        else:
            names = tuple(f.name for f in fs)
            _COPIERS[cls] = ({n: i for i, n in enumerate(names)}, operator.attrgetter(*names))
    copier = _COPIERS[cls]
    if copier is None:
        return replace(obj, **changes)  # type: ignore[type-var]
    at, get = copier
    values = list(get(obj))
    for name, value in changes.items():
        i = at.get(name)
        if i is None:
            raise TypeError(
                f"{cls.__name__}.__init__() got an unexpected keyword argument {name!r}"
            )
        values[i] = value
    return cls(*values)
