"""One object holds every rule option of a game (issue #4: "rule options live in one config").

The basic game is ``Mode.BASIC``; the solo mode (rulebook section 12, issue #6) switches on
``Mode.SOLO``: no Strategy cards, up to 5 Mission cards in hand, bases outside the home nation
neutral, a crash ends the game unless a rescue bonus is active, and the starting bonuses of
``bonus`` (:class:`StartBonus`).

The advanced game (the rulebook's "Advanced Rules" boxes, issue #11) is switched on with
``advanced``; ``telegrams`` (the Telegram deck, section 7/8), ``cession_at_base`` (the cession
variant of section 3) and ``second_place`` (section 9) only go with it. These four switches are
left out of the saved config and the state hash while off (``omit_if_default``), so every game
saved before they existed keeps its config and its hashes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from npq.errors import InputError, InputTypeError
from npq.i18n import N_

__all__ = [
    "ALTERNATE_NATIONS",
    "MAX_NAME",
    "NATIONS",
    "NEW_GAME_NOT_JUST_FIRST",
    "SKILLS",
    "GameConfig",
    "Mode",
    "StartBonus",
]

#: Nation ids (docs/architecture.md), in the order of the rulebook's tables.
NATIONS: tuple[str, ...] = (
    "british_empire",
    "france",
    "germany",
    "italy",
    "japan",
    "usa",
    "ussr",
)

#: Nations with an alternate start (section 8 "From 5 to 6 Players" and the "more players leave
#: Europe" note): the British Empire from Montreal / Goose Bay, Italy from Rhodes / Cagliari.
ALTERNATE_NATIONS: frozenset[str] = frozenset({"british_empire", "italy"})

#: The four crew skills (section 3 "Specialist Bonuses").
SKILLS: tuple[str, ...] = ("engineer", "pilot", "manager", "scientist")


class Mode(StrEnum):
    """Which rule set a game uses."""

    BASIC = "basic"
    SOLO = "solo"


@dataclass(frozen=True, slots=True)
class StartBonus:
    """Starting bonuses of the solo mode (section 12, "100 Stars Bonus Table").

    The field names match :class:`npq.solo.bonuses.StartingBonuses`: ``speed`` and ``range``
    are added to the airship's board values (still capped at 6, D13); ``rescue`` survives the
    first crash; ``specialists`` are free Specialists at departure; ``commander`` /
    ``advanced_commander`` a free (Advanced) Commander from those available; ``bonds`` extra
    Bonds from the Bank at departure.

    ``commander_choice`` is the id of the (Advanced) Commander the player takes with that bonus,
    as a player of the physical game picks one (``None``: the engine takes the first face-up
    Commander, or the first Advanced Commander). It must be a Commander of the box with
    ``commander`` and an Advanced Commander with ``advanced_commander``. :meth:`to_dict` writes
    it only when set, so the configs (and state hashes) of games without a choice are unchanged.
    """

    speed: int = 0
    range: int = 0
    rescue: bool = False
    specialists: tuple[str, ...] = ()
    commander: bool = False
    advanced_commander: bool = False
    bonds: int = 0
    #: ``omit_if_none``: left out of the state hash when unset (:func:`npq.game.state.to_data`),
    #: so the hashes of games without a choice stay what they were.
    commander_choice: str | None = field(default=None, metadata={"omit_if_none": True})

    def __post_init__(self) -> None:
        for name in ("speed", "range", "bonds"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10_000:
                raise InputError(
                    N_("solo bonus {name} must be a whole number in 0..10000"), name=name
                )
        bad = [s for s in self.specialists if s not in SKILLS]
        if bad or len(set(self.specialists)) != len(self.specialists):
            raise InputError(
                N_("solo bonus specialists must be distinct skills of {skills}"),
                skills=", ".join(SKILLS),
            )
        if self.commander and self.advanced_commander:
            raise InputError(N_("a crew holds one Commander (section 3)"))
        if self.commander_choice is not None:
            self._check_commander_choice(self.commander_choice)

    def _check_commander_choice(self, choice: object) -> None:
        """A chosen Commander needs its bonus and must be one of the box (section 3, 12)."""
        from npq.content import load_crew

        crew = load_crew()
        if not isinstance(choice, str):
            raise InputError(N_("solo bonus commander_choice must be a Commander id"))
        if self.advanced_commander:
            not_one = N_("{choice} is not an Advanced Commander; choose one of {valid}")
            valid = [c.id for c in crew.advanced_commanders]
        elif self.commander:
            not_one = N_("{choice} is not a Commander; choose one of {valid}")
            valid = [c.id for c in crew.commanders]
        else:
            raise InputError(
                N_(
                    "a chosen Commander ({choice}) needs the commander or the "
                    "advanced_commander solo bonus (section 12)"
                ),
                choice=repr(choice),
            )
        if choice not in valid:
            raise InputError(not_one, choice=repr(choice), valid=", ".join(valid))

    @property
    def is_empty(self) -> bool:
        return self == StartBonus()

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "speed": self.speed,
            "range": self.range,
            "rescue": self.rescue,
            "specialists": list(self.specialists),
            "commander": self.commander,
            "advanced_commander": self.advanced_commander,
            "bonds": self.bonds,
        }
        if self.commander_choice is not None:
            # only when set: the dicts and state hashes of games without a choice stay as they were
            data["commander_choice"] = self.commander_choice
        return data

    @classmethod
    def from_dict(cls, data: Any) -> StartBonus:
        if not isinstance(data, Mapping):
            raise InputTypeError(N_("config.bonus must be an object"))
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise InputError(N_("unknown bonus key(s): {keys}"), keys=", ".join(sorted(unknown)))
        specialists = data.get("specialists", [])
        if not isinstance(specialists, list) or not all(isinstance(x, str) for x in specialists):
            raise InputTypeError(N_("config.bonus.specialists must be a list of strings"))
        flags = {k: data.get(k, False) for k in ("rescue", "commander", "advanced_commander")}
        if not all(isinstance(v, bool) for v in flags.values()):
            raise InputTypeError(N_("config.bonus flags must be true or false"))
        choice = data.get("commander_choice")
        if choice is not None and not isinstance(choice, str):
            raise InputTypeError(
                N_("config.bonus.commander_choice must be a Commander id (a string)")
            )
        return cls(
            speed=data.get("speed", 0),
            range=data.get("range", 0),
            bonds=data.get("bonds", 0),
            specialists=tuple(specialists),
            commander_choice=choice,
            **flags,
        )


_KEYS = frozenset(
    {
        "nations",
        "names",
        "mode",
        "alternates",
        "first_player",
        "not_just_first",
        "trap_cards",
        "max_rounds",
        "bonus",
        "advanced",
        "telegrams",
        "cession_at_base",
        "second_place",
    }
)

#: Left out of :meth:`GameConfig.to_dict` and of the state hash while off (False): games saved
#: before the advanced rules existed keep their configs and hashes.
_OMIT_IF_DEFAULT = {"omit_if_default": True}


#: The longest player name (a save's names are checked on load, the dialogs cut at it): long
#: enough for any real name, short enough that the log, the pass screen and the player board
#: stay readable (a 200 KB name once hung the app rebuilding its log).
MAX_NAME = 40

#: The victory rule a new multiplayer game is offered with (the app's dialog, ``npq play``,
#: ``npq sim``, ``npq balance``, ``npq online create``): the rulebook's variant "It's Not Just
#: First" (section 9), so that every seat plays the round the first return ends. With the basic
#: rule ("whoever flies first and comes back wins", the game ending at once) the seat order
#: decides the games in which two airships come home in the same round, and the first of four
#: seats won a third of 840 greedy-bot games (docs/rules-decisions.md "The victory rule of a new
#: game"). Both rules are printed; the basic one is a switch away (``--first-back-wins``).
#: A :class:`GameConfig` built in code, and every save, keep the value they say (the field's own
#: default is the basic rule, as earlier saves were played).
NEW_GAME_NOT_JUST_FIRST = True


@dataclass(frozen=True, slots=True)
class GameConfig:
    """The rule options of one game; with a seed and the action list it is the whole game.

    ``nations`` lists the players in seat order (section 8: turns go counter-clockwise, i.e. in
    seat order, D15); ``first_player`` is the seat that plays first (``None``: drawn by lot from the
    seed, section 8 "Choosing the First Player"). ``alternates`` names the
    nations that use their alternate start; ``None`` means the rulebook's default (the alternates
    of the British Empire and Italy with 5 or 6 players). ``max_rounds`` interrupts the game at
    the end of that round: the player with the most Bonds wins (section 9).
    """

    nations: tuple[str, ...]
    names: tuple[str, ...] = ()
    mode: Mode = Mode.BASIC
    alternates: tuple[str, ...] | None = None
    first_player: int | None = 0
    not_just_first: bool = False
    trap_cards: bool = True
    max_rounds: int | None = None
    bonus: StartBonus = field(default_factory=StartBonus)
    #: The advanced game: every "Advanced Rules" box of the rulebook (issue #11).
    advanced: bool = field(default=False, metadata=_OMIT_IF_DEFAULT)
    #: One Telegram read at the start of every round (section 7 "Telegrams", section 8).
    telegrams: bool = field(default=False, metadata=_OMIT_IF_DEFAULT)
    #: Section 3, end of "Cession": a member sold to the Bank is hired only at his release base.
    cession_at_base: bool = field(default=False, metadata=_OMIT_IF_DEFAULT)
    #: Section 9 "Purpose of the Game", advanced: play on for second place.
    second_place: bool = field(default=False, metadata=_OMIT_IF_DEFAULT)

    def __post_init__(self) -> None:
        n = len(self.nations)
        if self.mode is Mode.SOLO:
            if n != 1:
                raise InputError(N_("the solo mode has exactly one player (section 12)"))
        elif not 1 <= n <= 6:
            raise InputError(N_("a game has 1 to 6 players (section 8), got {count}"), count=n)
        unknown = [x for x in self.nations if x not in NATIONS]
        if unknown:
            raise InputError(
                N_("unknown nation(s) {nations}; known: {known}"),
                nations=", ".join(map(repr, unknown)),
                known=", ".join(NATIONS),
            )
        if len(set(self.nations)) != n:
            raise InputError(N_("each nation can be played by one player only (section 8)"))
        if self.names and len(self.names) != n:
            raise InputError(N_("give one name per player or none"))
        long = next((x for x in self.names if len(x) > MAX_NAME), None)
        if long is not None:
            raise InputError(
                N_("a player's name has at most {limit} characters, got one of {count:,}"),
                limit=MAX_NAME,
                count=len(long),
            )
        if self.first_player is not None and not 0 <= self.first_player < n:
            raise InputError(
                N_("first_player must be a seat in 0..{last} or None (drawn by lot)"), last=n - 1
            )
        if self.alternates is not None:
            bad = [x for x in self.alternates if x not in ALTERNATE_NATIONS]
            if bad:
                raise InputError(
                    N_("no alternate start for {nations} (section 8)"),
                    nations=", ".join(map(repr, bad)),
                )
        if self.max_rounds is not None and self.max_rounds < 1:
            raise InputError(N_("max_rounds must be at least 1"))
        if not self.bonus.is_empty and self.mode is not Mode.SOLO:
            raise InputError(N_("starting bonuses apply to the solo mode only (section 12)"))
        for name in ("advanced", "telegrams", "cession_at_base", "second_place"):
            if not isinstance(getattr(self, name), bool):
                raise InputTypeError(N_("{name} must be true or false"), name=name)
        if self.advanced and self.mode is Mode.SOLO:
            raise InputError(
                N_("the advanced rules are for two or more players, not the solo mode (section 12)")
            )
        for name, words in (
            (
                "telegrams",
                N_("the Telegram deck ({name}) is an advanced rule: switch on advanced too"),
            ),
            (
                "cession_at_base",
                N_("the cession variant ({name}) is an advanced rule: switch on advanced too"),
            ),
            (
                "second_place",
                N_("second place ({name}) is an advanced rule: switch on advanced too"),
            ),
        ):
            if getattr(self, name) and not self.advanced:
                raise InputError(words, name=name)

    # -- derived rule switches ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.nations)

    @property
    def is_solo(self) -> bool:
        return self.mode is Mode.SOLO

    @property
    def rule_set(self) -> str:
        """``"advanced"``, ``"solo"`` or ``"basic"``: the rule set the engine dispatches to."""
        return "advanced" if self.advanced else self.mode.value

    @property
    def uses_strategy_cards(self) -> bool:
        """Section 12: "Strategy cards cannot be used" in the solo mode."""
        return self.mode is not Mode.SOLO

    @property
    def mission_hand_limit(self) -> int:
        """Section 6 "Mission Cards": at most 3 in hand; section 12: 5 in the solo mode."""
        return 5 if self.mode is Mode.SOLO else 3

    @property
    def strategy_hand_limit(self) -> int:
        """Section 6 "Strategy Cards": at most 5 in hand."""
        return 5

    @property
    def specialist_tokens(self) -> int:
        """Section 8 "Preparation of Commanders and Specialist Tokens": tokens per symbol."""
        n = self.players
        return 1 if n <= 2 else 2 if n <= 4 else 3

    def uses_alternate(self, nation: str) -> bool:
        """Whether ``nation`` starts from its alternate base and port (section 8)."""
        if self.alternates is None:
            return self.players >= 5 and nation in ALTERNATE_NATIONS
        return nation in self.alternates

    def player_name(self, seat: int) -> str:
        if self.names:
            return self.names[seat]
        from npq.content import load_nations

        return load_nations()[self.nations[seat]].name

    # -- JSON -----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "nations": list(self.nations),
            "names": list(self.names),
            "mode": self.mode.value,
            "alternates": None if self.alternates is None else list(self.alternates),
            "first_player": self.first_player,
            "not_just_first": self.not_just_first,
            "trap_cards": self.trap_cards,
            "max_rounds": self.max_rounds,
            "bonus": self.bonus.to_dict(),
            # the advanced switches only when on: older saves keep their exact config
            **{
                f.name: True
                for f in fields(self)
                if f.metadata.get("omit_if_default") and getattr(self, f.name)
            },
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameConfig:
        """Build from :meth:`to_dict` output; raises ``ValueError`` or ``TypeError`` on bad data."""
        if not isinstance(data, Mapping):
            raise InputTypeError(N_("config must be an object"))
        unknown = set(data) - _KEYS
        if unknown:
            raise InputError(N_("unknown config key(s): {keys}"), keys=", ".join(sorted(unknown)))

        def strings(key: str) -> tuple[str, ...]:
            value = data.get(key, [])
            if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
                raise InputTypeError(N_("config.{key} must be a list of strings"), key=key)
            return tuple(value)

        def flag(key: str, default: bool) -> bool:
            value = data.get(key, default)
            if not isinstance(value, bool):
                raise InputTypeError(N_("config.{key} must be true or false"), key=key)
            return value

        def small_int(key: str, default: int | None) -> int | None:
            value = data.get(key, default)
            if value is None:
                return None
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10_000:
                raise InputTypeError(N_("config.{key} must be an integer in 0..10000"), key=key)
            return value

        alternates = data.get("alternates")
        first = small_int("first_player", None) if "first_player" in data else 0
        return cls(
            nations=strings("nations"),
            names=strings("names"),
            mode=_mode(data.get("mode", "basic")),
            alternates=None if alternates is None else strings("alternates"),
            first_player=first,
            not_just_first=flag("not_just_first", False),
            trap_cards=flag("trap_cards", True),
            max_rounds=small_int("max_rounds", None),
            bonus=StartBonus.from_dict(data.get("bonus", {})),
            advanced=flag("advanced", False),
            telegrams=flag("telegrams", False),
            cession_at_base=flag("cession_at_base", False),
            second_place=flag("second_place", False),
        )


def _mode(value: Any) -> Mode:
    """A saved config's mode (``basic``, ``solo``...)."""
    try:
        return Mode(value)
    except (TypeError, ValueError):
        raise InputError(
            N_("config.mode {mode} is not one of {modes}"),
            mode=repr(value),
            modes=", ".join(m.value for m in Mode),
        ) from None
