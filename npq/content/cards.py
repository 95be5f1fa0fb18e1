"""Card decks as data: Venture, Strategy and Mission cards (section 6, D10, D11, D17).

* A **Venture card** (section 6 "Venture Cards") is drawn before crossing an obstacle, a
  restricted area or fog; it has three lines and only the line of the zone crossed applies (D10):
  line 1 sea obstacle, line 2 political-economic restricted area, line 3 geographical obstacle.
  A ship in fog uses line 1; an airship in fog (advanced) uses line 3 (D7). Its effect is
  immediate on the player who drew it.
* A **Strategy card** (section 6 "Strategy Cards") is played for one action, on oneself (effect at
  once) or on an opponent (effect at the start of that player's turn). Its ``target`` says which
  of these it allows. A card that names a Specialist (``requires_specialist``) may only be played
  on a player whose crew has that Specialist (section 6 NOTE). Counter cards cancel a Venture card
  or a Strategy card played against their player.
* A **Mission card** names one city of the Mission Calculator (section 6 "Mission Cards", D11);
  the deck is built from the board by :func:`mission_deck`, not stored as data.

The loaders validate everything the engine relies on and raise
:class:`~npq.errors.ContentError` naming the file and the field.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from npq.content._toml import Table, read_toml
from npq.content.crew import Skill
from npq.content.effects import SHIP_EFFECTS, TELEGRAM_ONLY, Effect, EffectType, Miniature
from npq.errors import ContentError
from npq.i18n import N_
from npq.paths import data_path

__all__ = [
    "MIN_DECK_SIZE",
    "Deck",
    "MissionCard",
    "StrategyCard",
    "Target",
    "VentureCard",
    "VentureLine",
    "VentureOutcome",
    "load_strategy_deck",
    "load_venture_deck",
    "mission_deck",
]

MIN_DECK_SIZE = 30
"""Fewest distinct Venture or Strategy cards a packaged deck must hold."""

_ID = re.compile(r"^[a-z][a-z0-9_]*$")


class VentureLine(StrEnum):
    """The three lines of a Venture card, named like the board's zone kinds (D10, section 1A).

    The values equal :class:`npq.board.FeatureKind` values ``sea_obstacle`` (1i),
    ``restricted_area`` (1g) and ``obstacle`` (1h), so the engine can pass a zone's kind as is.
    """

    SEA = "sea_obstacle"
    POLITICAL = "restricted_area"
    GEOGRAPHICAL = "obstacle"

    @property
    def number(self) -> int:
        """The line's number on the printed card: 1, 2 or 3."""
        return _LINE_NUMBER[self]


_LINE_NUMBER = {VentureLine.SEA: 1, VentureLine.POLITICAL: 2, VentureLine.GEOGRAPHICAL: 3}
#: A Venture card without one of its three lines (D10).
_MISSING_LINE = {
    VentureLine.SEA: N_("missing line 1 (sea obstacle)"),
    VentureLine.POLITICAL: N_("missing line 2 (political-economic restricted area)"),
    VentureLine.GEOGRAPHICAL: N_("missing line 3 (geographical obstacle)"),
}
_LINE_KEY = {
    VentureLine.SEA: "sea",
    VentureLine.POLITICAL: "political",
    VentureLine.GEOGRAPHICAL: "geographical",
}


@dataclass(frozen=True, slots=True)
class VentureOutcome:
    """One line of a Venture card: what happens (``text``) and its effects, applied in order."""

    text: str
    effects: tuple[Effect, ...]

    @property
    def summary(self) -> str:
        """The effects as a player reads them, e.g. "Pay 30 Bonds; Lose 1 action next turn"."""
        return "; ".join(e.describe() for e in self.effects)


@dataclass(frozen=True, slots=True)
class VentureCard:
    """A Venture card: a title, a 1924 flavour text and one outcome per zone kind (D10)."""

    id: str
    title: str
    text: str
    sea: VentureOutcome
    political: VentureOutcome
    geographical: VentureOutcome

    def outcome(self, line: VentureLine | str) -> VentureOutcome:
        """The outcome for a zone kind (``"sea_obstacle"``, ``"restricted_area"``, ``"obstacle"``)."""
        match VentureLine(line):
            case VentureLine.SEA:
                return self.sea
            case VentureLine.POLITICAL:
                return self.political
            case VentureLine.GEOGRAPHICAL:
                return self.geographical

    def effects_for(self, line: VentureLine | str) -> tuple[Effect, ...]:
        """The effects that apply when the card is drawn for a zone of this kind."""
        return self.outcome(line).effects


class Target(StrEnum):
    """On whom a Strategy card may be played (section 6, section 10 "Playing a Strategy Card")."""

    SELF = "self"
    OPPONENT = "opponent"
    ANY = "any"

    def allows(self, on_self: bool) -> bool:
        """Whether the card may be played on oneself (``on_self``) or on an opponent."""
        return self is Target.ANY or (self is Target.SELF) == on_self


@dataclass(frozen=True, slots=True)
class StrategyCard:
    """A Strategy card: effects, who it may be played on, and the Specialist it needs, if any."""

    id: str
    title: str
    text: str
    target: Target
    effects: tuple[Effect, ...]
    requires_specialist: Skill | None = None

    @property
    def summary(self) -> str:
        """The effects as a player reads them, e.g. "Receive 60 Bonds"."""
        return "; ".join(e.describe() for e in self.effects)

    @property
    def is_counter(self) -> bool:
        """Whether the card cancels a Venture or a Strategy card."""
        return any(e.is_counter for e in self.effects)

    @property
    def counters(self) -> EffectType | None:
        """``cancel_venture`` or ``cancel_strategy`` for a counter card, else None."""
        for e in self.effects:
            if e.is_counter:
                return e.type
        return None


@dataclass(frozen=True, slots=True)
class MissionCard:
    """A Mission card: one city of the Mission Calculator (section 6, D11). ``id`` is its place id."""

    id: str
    name: str

    @property
    def place(self) -> str:
        """The board place id of the mission's city."""
        return self.id


C = TypeVar("C", VentureCard, StrategyCard)


@dataclass(frozen=True, slots=True)
class Deck(Generic[C]):
    """A deck's distinct cards in file order; ``deck["fog_bank"]`` finds one by id."""

    cards: tuple[C, ...]
    source: str

    def __getitem__(self, card_id: str) -> C:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def __contains__(self, card_id: object) -> bool:
        return any(c.id == card_id for c in self.cards)

    def __iter__(self) -> Iterator[C]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def ids(self) -> tuple[str, ...]:
        """Card ids in file order (the unshuffled deck)."""
        return tuple(c.id for c in self.cards)


class _City(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...


class _HasCities(Protocol):
    @property
    def calculator_cities(self) -> Sequence[_City]: ...


def mission_deck(board: _HasCities) -> tuple[MissionCard, ...]:
    """One Mission card per Mission Calculator city of ``board`` (D11), sorted by id.

    Raises :class:`~npq.errors.ContentError` when two cities share an id.
    """
    cards: dict[str, MissionCard] = {}
    for city in board.calculator_cities:
        if city.id in cards:
            raise ContentError(N_("duplicate Mission Calculator city"), "board", city.id)
        cards[city.id] = MissionCard(city.id, city.name)
    return tuple(cards[k] for k in sorted(cards))


# ---------------------------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------------------------


def load_venture_deck(path: Path | str | None = None, min_size: int = 0) -> Deck[VentureCard]:
    """Read and validate ``data/cards/venture.toml`` (or ``path``).

    The packaged deck (``path`` None) is cached and must hold at least :data:`MIN_DECK_SIZE`
    cards. Raises :class:`~npq.errors.ContentError` naming file and field: a missing line, an
    unknown effect type, bad parameters, a counter effect, a sea line that cannot strike a ship,
    a duplicate id, an unknown field.
    """
    if path is None:
        return _packaged_venture()
    return _read_venture(Path(path), min_size)


def load_strategy_deck(path: Path | str | None = None, min_size: int = 0) -> Deck[StrategyCard]:
    """Read and validate ``data/cards/strategy.toml`` (or ``path``).

    The packaged deck (``path`` None) is cached and must hold at least :data:`MIN_DECK_SIZE`
    cards. Raises :class:`~npq.errors.ContentError` naming file and field: a missing ``target``,
    an unknown effect type or skill, a counter card that is not played on oneself or carries other
    effects, a suspension whose skill differs from ``requires_specialist``, a duplicate id.
    """
    if path is None:
        return _packaged_strategy()
    return _read_strategy(Path(path), min_size)


@lru_cache(maxsize=1)
def _packaged_venture() -> Deck[VentureCard]:
    return _read_venture(data_path("cards/venture.toml"), MIN_DECK_SIZE)


@lru_cache(maxsize=1)
def _packaged_strategy() -> Deck[StrategyCard]:
    return _read_strategy(data_path("cards/strategy.toml"), MIN_DECK_SIZE)


def _read_venture(path: Path, min_size: int) -> Deck[VentureCard]:
    root = Table(read_toml(path), path.name)
    root.only(("card",))
    cards = tuple(_venture_card(t) for t in root.subtables("card"))
    _check_deck(root, cards, min_size)
    return Deck(cards, path.name)


def _read_strategy(path: Path, min_size: int) -> Deck[StrategyCard]:
    root = Table(read_toml(path), path.name)
    root.only(("card",))
    cards = tuple(_strategy_card(t) for t in root.subtables("card"))
    _check_deck(root, cards, min_size)
    return Deck(cards, path.name)


def _check_deck(root: Table, cards: Iterable[VentureCard | StrategyCard], min_size: int) -> None:
    seen: set[str] = set()
    n = 0
    for i, c in enumerate(cards):
        if c.id in seen:
            raise root.error(N_("duplicate id {id!r}"), f"card[{i}].id", id=c.id)
        seen.add(c.id)
        n += 1
    if n < min_size:
        raise root.error(
            N_("the deck needs at least {min_size} cards, has {n}"), "card", min_size=min_size, n=n
        )


def _card_id(t: Table) -> tuple[str, Table]:
    """The card's id, and the table renamed ``card[<id>]`` so later errors name the card."""
    cid: str = t.text("id")
    if not _ID.match(cid):
        raise t.error(N_("not an id (lowercase_with_underscores): {id!r}"), "id", id=cid)
    return cid, Table(t.data, t.source, f"card[{cid}]")


def _venture_card(t: Table) -> VentureCard:
    t.only(("id", "title", "text", "sea", "political", "geographical"))
    cid, t = _card_id(t)
    lines = {}
    for line, key in _LINE_KEY.items():
        if not t.has(key):
            raise t.error(_MISSING_LINE[line], key)
        lt: Table = t.sub(key)
        lt.only(("text", "effects"))
        effects = _effects(lt)
        for i, e in enumerate(effects):
            where = f"effects[{i}]"
            if e.is_counter:
                raise lt.error(
                    N_("{effect} is for Strategy cards only"), f"{where}.type", effect=str(e.type)
                )
            if e.miniature is not None:
                raise lt.error(
                    N_("a Venture card acts on the miniature that crossed; name none"),
                    f"{where}.miniature",
                )
            if line is VentureLine.SEA and e.type not in SHIP_EFFECTS:
                raise lt.error(
                    N_("{effect} cannot strike a ship; the sea-obstacle line takes only {allowed}"),
                    f"{where}.type",
                    effect=str(e.type),
                    allowed=", ".join(sorted(SHIP_EFFECTS)),
                )
        lines[key] = VentureOutcome(lt.text("text"), effects)
    return VentureCard(
        id=cid,
        title=t.text("title"),
        text=t.text("text"),
        sea=lines["sea"],
        political=lines["political"],
        geographical=lines["geographical"],
    )


def _strategy_card(t: Table) -> StrategyCard:
    t.only(("id", "title", "text", "target", "effects", "requires_specialist"))
    cid, t = _card_id(t)
    if not t.has("target"):
        raise t.error(N_("missing target rule (self, opponent or any)"), "target")
    target: Target = t.choice("target", Target)
    skill: Skill | None = t.choice("requires_specialist", Skill, None)
    effects = _effects(t)
    counters = [i for i, e in enumerate(effects) if e.is_counter]
    if counters:
        if len(effects) != 1:
            raise t.error(N_("a counter card carries no other effect"), "effects")
        if target is not Target.SELF:
            raise t.error(
                N_("a counter card is played on oneself: target must be 'self'"), "target"
            )
    helps = any(e.is_bonus for e in effects)
    hinders = any(not e.is_bonus for e in effects)
    if target is Target.SELF and not helps:
        raise t.error(N_("a card played on oneself must help: it has only penalties"), "target")
    if target is Target.OPPONENT and not hinders:
        raise t.error(N_("a card played on an opponent must hinder: it has only bonuses"), "target")
    if target is Target.ANY and not (helps and hinders):
        raise t.error(
            N_("a card for either player mixes a bonus and a penalty; use 'self' or 'opponent'"),
            "target",
        )
    for i, e in enumerate(effects):
        if e.type is EffectType.CREW_BONUS_SUSPENDED and e.skill is not skill:
            raise t.error(
                N_(
                    "suspends the {skill} bonus, so requires_specialist must be '{skill}' "
                    "(section 6 NOTE)"
                ),
                f"effects[{i}].skill",
                skill=str(e.skill),
            )
    return StrategyCard(
        id=cid,
        title=t.text("title"),
        text=t.text("text"),
        target=target,
        effects=effects,
        requires_specialist=skill,
    )


def _effects(t: Table) -> tuple[Effect, ...]:
    rows: tuple[Table, ...] = t.subtables("effects")
    if not rows:
        raise t.error(N_("needs at least one effect"), "effects")
    out = []
    for row in rows:
        row.only(("type", "amount", "turns", "skill", "miniature"))
        kind: EffectType = row.choice("type", EffectType)
        if kind in TELEGRAM_ONLY:
            raise row.error(
                N_("{effect} is an effect of the Telegram deck only"), "type", effect=str(kind)
            )
        skill = row.choice("skill", Skill, None)
        miniature = row.choice("miniature", Miniature, None)
        amount = row.whole("amount", 0)
        turns = row.whole("turns", 0)
        try:
            out.append(Effect(kind, amount, turns, skill, miniature))
        except ContentError as exc:  # the effect's own check (npq.content.effects)
            raise row.error(exc.message_template, **exc.message_params) from None
    return tuple(out)
