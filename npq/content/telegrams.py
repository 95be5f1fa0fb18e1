"""The Telegram deck of the advanced game (rulebook section 6 "Telegrams", section 8, L755).

Telegrams "simulate radiograms ... regarding war, political and natural events; all historical
facts that really happened between the spring and summer of 1924" and "can concretely affect
the course of the game, for example by influencing the agreements between nations or
conditioning the paths and strategies of the players". One is read at the start of every round,
"its effects apply to all players", and at the end of the round it goes under the deck. The
rulebook prints neither the cards nor their number: this edition's deck is
``data/cards/telegrams.toml``, one card per real event of March to September 1924, each with its
true ``date`` (a TOML date), a text in telegram style (capitals, ``STOP``), the nations it
involves and its effects.

A card's ``nations`` are the nations of the game the event involves (``"all"``: every player).
When none of them is in play the telegram "does not involve the Nations in play, so it will not
have any effect in the current round" (the Game Example, L755); an effect naming a nation that
is not in play is dropped likewise. Effects are :class:`TelegramEffect` values: one effect of
the closed vocabulary (:class:`~npq.content.effects.Effect`) and the nation, second nation or
zone it names. Player effects (``bonds``, ``fuel``, ``speed``, ``lose_actions``, ``blocked``,
``draw_strategy``) strike the players of ``nation`` (every player on an ``"all"`` card with no
``nation``) when the telegram is read; the table effects (:data:`TELEGRAM_ONLY`) last the round.

The loader validates everything and raises :class:`~npq.errors.ContentError` naming the file and
the field (``telegrams.toml: card[dawes_report].effects[0].nation``). Zone ids are checked
against the board when a :class:`npq.game.World` is built.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final

from npq.content._toml import Table, read_toml
from npq.content.effects import TELEGRAM_ONLY, Effect, EffectType, Miniature
from npq.content.nations import NATION_IDS
from npq.errors import ContentError
from npq.i18n import N_
from npq.paths import data_path

__all__ = [
    "FIRST_DATE",
    "LAST_DATE",
    "MIN_TELEGRAMS",
    "PLAYER_EFFECTS",
    "Telegram",
    "TelegramDeck",
    "TelegramEffect",
    "load_telegram_deck",
]

MIN_TELEGRAMS: Final = 30
"""Fewest cards the packaged Telegram deck holds (about one a week, March to September)."""

FIRST_DATE: Final = datetime.date(1924, 3, 1)
LAST_DATE: Final = datetime.date(1924, 9, 30)
"""The "spring and summer of 1924" (section 6): every telegram's date lies in this span."""

PLAYER_EFFECTS: Final[frozenset[EffectType]] = frozenset(
    {
        EffectType.BONDS,
        EffectType.FUEL,
        EffectType.SPEED,
        EffectType.LOSE_ACTIONS,
        EffectType.BLOCKED,
        EffectType.DRAW_STRATEGY,
    }
)
"""Vocabulary types a telegram may use on the players of a nation (read at the round's start)."""

_ID = re.compile(r"^[a-z][a-z0-9_]*$")
#: Telegram style: capitals, figures and plain punctuation, sentences closed by STOP.
_TELEGRAM_TEXT = re.compile(r"^[A-Z0-9 .,'\-/&()]+$")
_ZONE_TYPES = frozenset({EffectType.ZONE_CLOSED, EffectType.ZONE_OPEN})


@dataclass(frozen=True, slots=True)
class TelegramEffect:
    """One effect of a telegram and what it names.

    ``nation``: for a player effect, the nation whose player it strikes (None on an ``"all"``
    card: every player); for ``bases_closed``, the nation whose bases close; for
    ``tariff_as_own``, the nation that pays own-base prices. ``other``: for ``bases_closed``,
    the one nation refused (None: every other player); for ``tariff_as_own``, the nation whose
    bases it pays them at. ``zone``: the area of ``zone_closed`` / ``zone_open``.
    """

    effect: Effect
    nation: str | None = None
    other: str | None = None
    zone: str | None = None

    @property
    def type(self) -> EffectType:
        return self.effect.type

    @property
    def is_table_effect(self) -> bool:
        """Whether it lasts the round on the table (a zone, bases, prices, the weather)."""
        return self.effect.type in TELEGRAM_ONLY

    def in_play(self, nations: Iterable[str]) -> bool:
        """Whether every nation it names is in play (an effect on an absent nation is void)."""
        playing = set(nations)
        return all(n is None or n in playing for n in (self.nation, self.other))

    def describe(self) -> str:
        """What a player reads under the telegram, e.g. "Germany: Receive 50 Bonds"."""
        text = self.effect.describe()
        if self.zone is not None:
            return f"{self.zone}: {text}"
        if self.type is EffectType.TARIFF_AS_OWN:
            return f"{self.nation} at {self.other}'s bases: own-base prices this round"
        if self.type is EffectType.BASES_CLOSED:
            to = "every other player" if self.other is None else str(self.other)
            return f"{self.nation}'s bases closed to {to} this round"
        return text if self.nation is None else f"{self.nation}: {text}"

    def __str__(self) -> str:
        names = ",".join(str(x) for x in (self.nation, self.other, self.zone) if x is not None)
        return f"{self.effect}[{names}]" if names else str(self.effect)


@dataclass(frozen=True, slots=True)
class Telegram:
    """One Telegram card: a real event of 1924, its date, text, nations and effects."""

    id: str
    date: datetime.date
    title: str
    text: str
    nations: tuple[str, ...]
    everyone: bool
    effects: tuple[TelegramEffect, ...]

    def involves(self, nations: Iterable[str]) -> bool:
        """Whether the event involves a nation in play (L755: otherwise it has no effect)."""
        playing = set(nations)
        return self.everyone or any(n in playing for n in self.nations)

    def effects_in_play(self, nations: Iterable[str]) -> tuple[TelegramEffect, ...]:
        """The effects that act in a game of ``nations`` (none when it involves none of them)."""
        playing = tuple(nations)
        if not self.involves(playing):
            return ()
        return tuple(e for e in self.effects if e.in_play(playing))


@dataclass(frozen=True, slots=True)
class TelegramDeck:
    """The Telegram cards in file order; ``deck["dawes_report"]`` finds one."""

    cards: tuple[Telegram, ...]
    source: str

    def __getitem__(self, card_id: str) -> Telegram:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def __contains__(self, card_id: object) -> bool:
        return any(c.id == card_id for c in self.cards)

    def __iter__(self) -> Iterator[Telegram]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)

    @property
    def zones(self) -> tuple[tuple[str, str], ...]:
        """``(field, zone id)`` of every zone named, for the check against the board."""
        out = []
        for c in self.cards:
            for i, e in enumerate(c.effects):
                if e.zone is not None:
                    out.append((f"card[{c.id}].effects[{i}].zone", e.zone))
        return tuple(out)


def load_telegram_deck(path: Path | str | None = None, min_size: int = 0) -> TelegramDeck:
    """Read and validate ``data/cards/telegrams.toml`` (or ``path``).

    The packaged deck (``path`` None) is cached and must hold at least :data:`MIN_TELEGRAMS`
    cards. Raises :class:`~npq.errors.ContentError` naming file and field: a date that is not a
    TOML date of March to September 1924, a text not in telegram style, an unknown nation, an
    effect outside the telegram vocabulary, a nation an effect names that the card does not
    involve, a missing zone, a duplicate id or an unknown field.
    """
    if path is None:
        return _packaged()
    return _read(Path(path), min_size)


@lru_cache(maxsize=1)
def _packaged() -> TelegramDeck:
    return _read(data_path("cards/telegrams.toml"), MIN_TELEGRAMS)


def _read(path: Path, min_size: int) -> TelegramDeck:
    root = Table(read_toml(path), path.name)
    root.only(("card",))
    cards = tuple(_card(t) for t in root.subtables("card"))
    seen: set[str] = set()
    for i, c in enumerate(cards):
        if c.id in seen:
            raise root.error(N_("duplicate id {id!r}"), f"card[{i}].id", id=c.id)
        seen.add(c.id)
    if len(cards) < min_size:
        raise root.error(
            N_("the deck needs at least {min_size} cards, has {n}"),
            "card",
            min_size=min_size,
            n=len(cards),
        )
    return TelegramDeck(cards, path.name)


def _card(t: Table) -> Telegram:
    t.only(("id", "date", "title", "text", "nations", "effects"))
    cid: str = t.text("id")
    if not _ID.match(cid):
        raise t.error(N_("not an id (lowercase_with_underscores): {id!r}"), "id", id=cid)
    t = Table(t.data, t.source, f"card[{cid}]")
    date = t.data.get("date")
    if date is None:
        raise t.error(N_("missing field"), "date")
    if isinstance(date, datetime.datetime) or not isinstance(date, datetime.date):
        raise t.error(
            N_("expected a TOML date such as 1924-05-26, got {value}"), "date", value=repr(date)
        )
    if not FIRST_DATE <= date <= LAST_DATE:
        raise t.error(
            N_("{date} is outside the spring and summer of 1924 ({first} to {last}, section 6)"),
            "date",
            date=date.isoformat(),
            first=FIRST_DATE.isoformat(),
            last=LAST_DATE.isoformat(),
        )
    text: str = t.text("text")
    if not _TELEGRAM_TEXT.match(text) or not text.rstrip().endswith("STOP"):
        raise t.error(
            N_("a telegram is written in capitals and plain punctuation, ending with STOP"), "text"
        )
    everyone, nations = _nations(t)
    effects = _effects(t, everyone, nations)
    if nations and not effects:
        raise t.error(
            N_("a telegram about nations in the game needs at least one effect"), "effects"
        )
    if not nations and not everyone and effects:
        raise t.error(N_("a telegram about no nation of the game has no effect (L755)"), "effects")
    return Telegram(cid, date, t.text("title"), text, nations, everyone, effects)


def _nations(t: Table) -> tuple[bool, tuple[str, ...]]:
    raw = t.data.get("nations")
    if raw is None:
        raise t.error(N_('missing field (a list of nation ids, [] or "all")'), "nations")
    if raw == "all":
        return True, ()
    if not isinstance(raw, list):
        raise t.error(N_('expected a list of nation ids or "all"'), "nations")
    out: list[str] = []
    for i, n in enumerate(raw):
        if n not in NATION_IDS:
            raise t.error(
                N_("unknown nation {nation!r} (one of: {nations})"),
                f"nations[{i}]",
                nation=n,
                nations=", ".join(NATION_IDS),
            )
        if n in out:
            raise t.error(N_("{nation} is listed twice"), f"nations[{i}]", nation=n)
        out.append(n)
    return False, tuple(out)


def _effects(t: Table, everyone: bool, nations: tuple[str, ...]) -> tuple[TelegramEffect, ...]:
    rows: tuple[Table, ...] = t.subtables("effects", ())
    out = []
    for row in rows:
        row.only(("type", "amount", "turns", "miniature", "nation", "other", "zone"))
        kind: EffectType = row.choice("type", EffectType)
        if kind not in TELEGRAM_ONLY and kind not in PLAYER_EFFECTS:
            allowed = ", ".join(sorted({*TELEGRAM_ONLY, *PLAYER_EFFECTS}))
            raise row.error(
                N_("{effect} is not a telegram effect (one of: {allowed})"),
                "type",
                effect=str(kind),
                allowed=allowed,
            )
        try:
            effect = Effect(
                kind,
                row.whole("amount", 0),
                row.whole("turns", 0),
                None,
                row.choice("miniature", Miniature, None),
            )
        except ContentError as exc:  # the effect's own check (npq.content.effects)
            raise row.error(exc.message_template, **exc.message_params) from None
        nation = _named(row, "nation", everyone, nations)
        other = _named(row, "other", everyone, nations)
        zone = row.text("zone", None)
        if kind in _ZONE_TYPES:
            if zone is None:
                raise row.error(N_("{effect} names the area it acts on"), "zone", effect=str(kind))
            if nation is not None or other is not None:
                raise row.error(
                    N_("{effect} acts on an area, not on a nation"), "nation", effect=str(kind)
                )
        elif zone is not None:
            raise row.error(N_("{effect} takes no zone"), "zone", effect=str(kind))
        if kind is EffectType.BASES_CLOSED and nation is None:
            raise row.error(N_("bases_closed names the nation whose bases close"), "nation")
        if kind is EffectType.TARIFF_AS_OWN:
            if nation is None or other is None:
                raise row.error(
                    N_("tariff_as_own names the paying nation and the host nation"), "other"
                )
            if nation == other:
                raise row.error(
                    N_("a nation already pays own-base prices at its own bases"), "other"
                )
        if kind is EffectType.WEATHER_HELD and (nation is not None or other is not None):
            raise row.error(N_("weather_held acts on the whole board"), "nation")
        if kind in PLAYER_EFFECTS:
            if other is not None:
                raise row.error(
                    N_("{effect} strikes the players of one nation"), "other", effect=str(kind)
                )
            if nation is None and not everyone:
                raise row.error(
                    N_("{effect} names the nation whose player it strikes"),
                    "nation",
                    effect=str(kind),
                )
        out.append(TelegramEffect(effect, nation, other, zone))
    return tuple(out)


def _named(row: Table, key: str, everyone: bool, nations: tuple[str, ...]) -> str | None:
    value = row.data.get(key)
    if value is None:
        return None
    if value not in NATION_IDS:
        raise row.error(
            N_("unknown nation {nation!r} (one of: {nations})"),
            key,
            nation=value,
            nations=", ".join(NATION_IDS),
        )
    if not everyone and value not in nations:
        raise row.error(
            N_("{nation} is not among the nations this telegram involves"), key, nation=value
        )
    return str(value)
