"""Words for what the engine says: events, actions, crew and cards, as players read them.

The app's log and menus (``ui.texts`` re-exports this module) and ``npq online play --watch``
(:mod:`npq.online.text`) say the same sentences; names come from the packaged content
(:mod:`npq.card_texts`) and board. A ``ctl`` (the app's controller, or any object with
``player_name(seat)``, ``has_game`` and ``state``) names the seats.

Each event's log line is a template in :data:`EVENT_WORDS` (by :class:`~npq.game.EventKind`),
each action's label one in :data:`ACTION_WORDS` (by :class:`~npq.game.ActionKind`; what the
public log says of face-down cards in :data:`PUBLIC_WORDS`), filled from the event's or the
action's data by :func:`render`. Counted phrases carry both forms (:class:`Words`, the pair
``ngettext`` takes) and :func:`plural` is the one plural rule; a sentence that depends on a
value is a :class:`Select`. No code composes a sentence.

Translation: the templates are msgids of npq's gettext domain (:mod:`npq.i18n`; Babel
extracts ``_W``/``Words`` calls, ``babel.cfg``): :meth:`Words.pick` looks each up in the
language in force (``ngettext`` for a counted one), numbers are filled in the locale's
format, places, cards and crew by their names in that language.
"""

from __future__ import annotations

import datetime
import math
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from typing import Any

from npq import i18n
from npq.board import Board
from npq.card_texts import card_info, commander_info, mission_place, venture_info
from npq.game.actions import ActionKind
from npq.game.events import EventKind
from npq.game.world import default_world
from npq.i18n import N_

__all__ = [
    "ACTION_WORDS",
    "EVENT_WORDS",
    "PUBLIC_WORDS",
    "SOLO_SHORT",
    "Select",
    "Template",
    "Words",
    "action_label",
    "card_title",
    "current_board",
    "date_words",
    "describe_event",
    "effect_words",
    "ending_words",
    "member_words",
    "mission_title",
    "place_name",
    "plural",
    "public_action_label",
    "render",
    "skill_title",
    "solo_short",
    "wind_words",
]

_WIND_WORDS = {
    "FW": N_("tailwind (+1 Speed)"),
    "BW": N_("headwind (−1 Speed)"),
}


def current_board() -> Board | None:
    """The board the words name places on: the packaged one, as the app and the CLI load it
    (once per process); None if it cannot be loaded (ids are then shown as they are)."""
    try:
        return default_world().board
    except Exception:
        return None


def place_name(place_id: str | None) -> str:
    """A place's name from its id, via the packaged board (the id itself if unknown)."""
    if not place_id:
        return "—"
    try:
        board = current_board()
        if board is not None and place_id in board:
            return i18n.place(str(board.get(place_id).name))
    except Exception:
        pass
    return place_id.replace("_", " ").title()


#: The words events carry as values (a miniature, a cause, a weather icon, an effect's
#: source), shown in the language in force.
_NAMED = frozenset(
    {
        N_("airship"),
        N_("ship"),
        N_("fuel"),
        N_("integrity"),
        N_("storm"),
        N_("sun"),
        N_("wind"),
        N_("rain"),
        N_("fog"),
        N_("venture"),
        N_("strategy"),
        N_("telegram"),
        N_("trap"),
        N_("land"),
        N_("water"),
        N_("ice"),
    }
)


def _named(word: str) -> str:
    return i18n.gettext(word) if word in _NAMED else word


#: A Specialist's skill (an id such as ``engineer``) as players name it.
_SKILLS = {
    "engineer": N_("Engineer"),
    "pilot": N_("Pilot"),
    "manager": N_("Manager"),
    "scientist": N_("Scientist"),
}


def skill_title(skill: str) -> str:
    """``engineer`` → "Engineer" ("Ingegnere", "Ingeniero")."""
    title = _SKILLS.get(skill.lower())
    return i18n.gettext(title) if title else skill.replace("_", " ").title()


def _who(event: Any, ctl: Any) -> str:
    if event.player is None:
        return i18n.gettext("Everyone")
    try:
        return str(ctl.player_name(event.player))
    except Exception:
        return i18n.gettext("Seat {n}").format(n=event.player + 1)


# -- templates ---------------------------------------------------------------------------------
#
# Every sentence the log says is a template with named fields, filled from an event's (or an
# action's) data: ``{target:place}`` is a place id shown by its name, ``{card:card}`` a card's
# title, ``{seat:seat}`` a seat's name, ``{winners:seats}`` a list of them, ``{distance:.1f}``
# any format spec. A sentence that counts something is a :class:`Words` with both forms (the
# pair gettext's ``ngettext`` takes), chosen by :func:`plural` -- the one plural rule. A
# sentence that depends on a value is a :class:`Select` (ICU MessageFormat's ``select``). The
# translation issue wraps the template strings, not code.


def plural(n: Any, one: str, other: str) -> str:
    """The form of a counted phrase in the language in force (its own plural rule, from its
    catalog's ``Plural-Forms``: ``ngettext``), translated; ``other`` when ``n`` is no number."""
    try:
        count = abs(int(n))
    except (TypeError, ValueError):
        count = 2
    return i18n.ngettext(one, other, count)


@dataclass(frozen=True, slots=True)
class Words:
    """A sentence with named ``{fields}``; ``other`` is its form when ``count`` is not one."""

    one: str
    other: str | None = None
    count: str | None = None

    def pick(self, fields: Mapping[str, Any]) -> str:
        """The sentence in the language in force (the form ``fields[count]`` asks for)."""
        if self.other is None or self.count is None:
            return i18n.gettext(self.one)
        return plural(fields.get(self.count), self.one, self.other)


@dataclass(frozen=True, slots=True)
class Select:
    """One of several sentences by the value of a field (``None``, ``""`` or ``False``:
    ``cases[None]``), else ``other``; cases may select further."""

    field: str
    cases: Mapping[Any, Words | Select]
    other: Words | Select | None = None

    def choose(self, fields: Mapping[str, Any]) -> Words | None:
        """The sentence for these fields; None when no case (and no ``other``) fits."""
        value = fields.get(self.field)
        key = None if value is None or value is False or value == "" else value
        try:
            chosen = self.cases.get(key, self.other)
        except TypeError:  # a list or a mapping: no case names it
            chosen = self.other
        if isinstance(chosen, Select):
            return chosen.choose(fields)
        return chosen

    def pick(self, fields: Mapping[str, Any]) -> str:
        chosen = self.choose(fields)
        return "" if chosen is None else chosen.pick(fields)


Template = Words | Select


class _Fields(string.Formatter):
    """Fills a template: the format specs below turn ids into the names players read."""

    def __init__(self, ctl: Any) -> None:
        super().__init__()
        self.ctl = ctl

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "place":
            return place_name(None if value is None else str(value))
        if format_spec == "card":
            return card_title(str(value))
        if format_spec == "mission":
            return mission_title(str(value))
        if format_spec == "seat":
            return _who_seat(value, self.ctl)
        if format_spec == "payee":  # a seat paid, or None: the Bank
            return i18n.gettext("the Bank") if value is None else _who_seat(value, self.ctl)
        if format_spec == "seats":
            return ", ".join(_who_seat(v, self.ctl) for v in value or ()) or i18n.gettext("nobody")
        if format_spec == "title":
            return skill_title(str(value))
        if format_spec == "L":
            return _length(str(value))
        if value is None:  # a field the event does not carry
            return i18n.format_number(0, format_spec) if format_spec else ""
        if isinstance(value, int | float) and not isinstance(value, bool):
            return i18n.format_number(value, format_spec)
        if isinstance(value, str) and not format_spec and value in _NAMED:
            return i18n.gettext(value)
        return super().format_field(value, format_spec)

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str):
            return kwargs.get(key)
        return super().get_value(key, args, kwargs)


def render(template: Template, fields: Mapping[str, Any], ctl: Any = None) -> str:
    """A template filled with ``fields`` (missing fields read as empty / zero)."""
    return _Fields(ctl).vformat(template.pick(fields), (), fields)


def _chosen(template: Template | None, fields: Mapping[str, Any]) -> Words | None:
    if template is None:
        return None
    return template.choose(fields) if isinstance(template, Select) else template


_W = Words
#: The log's sentence for each event; None: bookkeeping the log does not show.
EVENT_WORDS: dict[EventKind, Template | None] = {
    EventKind.ACTION: None,
    EventKind.STATS: None,
    EventKind.TURN_STARTED: None,
    EventKind.TURN_ENDED: _W("{who} ends the turn."),
    EventKind.ROUND_ENDED: _W("Round {round} ends; the weather disc turns (round {next_round})."),
    EventKind.MANAGER_INCOME: _W("{who}: Manager income +{amount} Bonds."),
    EventKind.MISSION_DECLARED: _W(
        "{who} declares {start:place} → {target:place} ({reward} Bonds, {distance:.1f} L)."
    ),
    EventKind.MISSION_COMPLETED: _W(
        "{who} completes {start:place} → {target:place}: +{reward} Bonds."
    ),
    EventKind.MISSION_EXCHANGED: Select(
        "take",
        {"deck": _W("{who} exchanges a Mission card (from the deck).")},
        _W("{who} exchanges a Mission card (from the table)."),
    ),
    EventKind.MISSION_DRAWN: _W("{who} draws a Mission card."),
    EventKind.MISSION_ABANDONED: _W("{who} abandons the mission to {target:place}."),
    EventKind.MISSION_SOLD: _W("{who} sells a completed mission: +{amount} Bonds."),
    EventKind.AIRSHIP_MOVED: Select(
        "place",
        {None: _W("{who}'s airship flies {length:.2f} L.")},
        _W("{who}'s airship flies {length:.2f} L, arrives at {place:place}."),
    ),
    EventKind.SHIP_MOVED: Select(
        "place",
        {None: _W("{who}'s ship sails {length:.2f} L.")},
        _W("{who}'s ship sails {length:.2f} L, arrives at {place:place}."),
    ),
    EventKind.WEATHER: Select(
        "icon",
        {None: _W("Weather where {who} starts: calm (no weather icon).")},
        _W("Weather where {who} starts: {icon}."),
    ),
    EventKind.WIND: _W("Wind Indicator spun: {wind}."),
    EventKind.VENTURE_DRAWN: _W(
        "{who} draws Venture card “{venture_title}” crossing {zone:place}: {venture_text}"
    ),
    EventKind.STATIONED: _W("{who}'s {miniature} is stationed at {place:place}."),
    EventKind.FUEL_USED: _W("{who} burns fuel: {fuel} left."),
    EventKind.DAMAGE: _W(
        "{who} takes {amount} structural damage ({cause}): Integrity {integrity}."
    ),
    EventKind.EMERGENCY_LANDING: _W("{who} makes an emergency landing ({cause})!"),
    EventKind.SOS: _W("{who} sends an S.O.S.; nearest base {nearest:place}."),
    EventKind.RECOVERED: Select(
        "until",
        {None: _W("{who}'s airship is recovered to {place:place}.")},
        _W(
            "{who}'s airship is recovered to {place:place}; it may take off again from round "
            "{until}, fully restored."
        ),
    ),
    EventKind.CRASH: _W("{who}'s airship crashes ({cause})."),
    EventKind.RESCUE_CALLED: Select(
        "ground",
        {
            "water": _W(
                "{who}'s S.O.S. at sea: {responder:seat}'s ship, the nearest, must answer "
                "({lengths:L} L away) and tow the airship to {host:place}; fee {fee} Bonds to "
                "{to:payee}."
            )
        },
        _W(
            "{who}'s S.O.S.: {host:place} hosts the airship ({lengths:L} L away); fee {fee} "
            "Bonds to {to:payee}."
        ),
    ),
    EventKind.RESCUE_ARRIVED: Select(
        "spent",
        {
            "sailed": _W("{who}'s ship reaches {of:seat}'s ditched airship ({lengths:L} L)."),
            "next_turn": _W(
                "{who}'s ship answers the S.O.S. and reaches {of:seat}'s airship ({lengths:L} L); "
                "it takes the ship move of {who}'s next turn."
            ),
        },
        _W("{who}'s ship answers the S.O.S. and reaches {of:seat}'s airship ({lengths:L} L)."),
    ),
    EventKind.RESCUE_PAID: Select(
        "rent",
        {0: _W("{who} pays {fee} Bonds for the rescue ({lengths:L} L) to {to:payee}.")},
        _W(
            "{who} pays {fee} Bonds for the rescue ({lengths:L} L) to {to:payee}, and {rent} "
            "Bonds rent at {place:place} to {rent_to:payee}."
        ),
    ),
    EventKind.CREW_HIRED: Select(
        "gold",
        {True: _W("{who} hires {crew} (gold token) for {price} Bonds.")},
        _W("{who} hires {crew} for {price} Bonds."),
    ),
    EventKind.CREW_DISMISSED: _W("{who} gives up {crew}: +{amount} Bonds."),
    EventKind.REFUELLED: _W("{who} refuels {units} for {price} Bonds (fuel {fuel})."),
    EventKind.REPAIRED: _W("{who} repairs {units} for {price} Bonds (Integrity {integrity})."),
    # a card played on an opponent acts at the start of his turn (section 10)
    EventKind.STRATEGY_PLAYED: Select(
        "played",
        {
            "acts": _W("“{card:card}” (from {who}) takes effect on {target:seat}."),
            "on": _W("{who} plays Strategy card “{card:card}” on {target:seat}."),
        },
        _W("{who} plays Strategy card “{card:card}”."),
    ),
    EventKind.STRATEGY_DRAWN: _W("{who} draws a Strategy card."),
    EventKind.STRATEGY_REPLACED: _W("{who} replaces a Strategy card."),
    EventKind.EFFECT: _W("{who}: {effect}"),
    EventKind.TRAP_LAID: _W("{who} lays a trap card face down."),
    EventKind.TRAP_SPRUNG: _W("{who} springs a trap card (“{card:card}”)!"),
    EventKind.DECISION_OWED: Select(
        "kind",
        {"rescue": _W("{who} must answer {by:seat}'s S.O.S. with the nearest ship (section 10).")},
        _W("{who} may answer “{card:card}” with a counter card, or let it strike (section 6)."),
    ),
    EventKind.TRAP_WITHDRAWN: _W("{who} withdraws the trap card."),
    EventKind.BASE_RESERVED: _W("{who} reserves Arctic base {base:place} ({price} Bonds)."),
    EventKind.BASE_SET_UP: _W("{who} sets up the Mooring Mast at {base:place} ({price} Bonds)."),
    EventKind.BASE_RELEASED: _W("{who} releases Arctic base {base:place} (penalty {penalty})."),
    EventKind.LOAN_TAKEN: _W("{who} borrows {amount} Bonds from the Bank."),
    EventKind.LOAN_REPAID: _W("{who} repays {amount} Bonds."),
    EventKind.POLE_JOURNEY: _W("{who} sets out for the Pole from {base:place}!"),
    EventKind.POLE_OVERFLOWN: _W("{who} flies over the North Pole!"),
    EventKind.TELEGRAM_READ: Select(
        "in_play",
        {None: _W("Telegram of {date}: “{title}” (no nation in play: no effect).")},
        _W("Telegram of {date}: “{title}”."),
    ),
    EventKind.CREW_DECLARED: _W("{who} engages {crew} for {price} Bonds: joins at the next base."),
    EventKind.CREW_CESSION_DECLARED: Select(
        "auction",
        {None: _W("{who} lets {crew} go at the next base.")},
        _W("{who} lets {crew} go at the next base, to be put up for auction there."),
    ),
    EventKind.CREW_BOARDED: _W("{crew} joins {who} at {place:place}."),
    EventKind.CREW_LEFT: _W("{crew} leaves {who} at {place:place}: +{amount} Bonds."),
    EventKind.DRAFT_STARTED: _W("The Mission-card draft begins: keep 1 of 3, pass the rest."),
    EventKind.DRAFT_KEPT: _W("{who} keeps a Mission card and passes the rest face down."),
    EventKind.DRAFT_DONE: _W("The draft is over: every player holds 3 Mission cards."),
    EventKind.AUCTION_OPENED: Select(
        "seller",
        {None: _W("{who} declares the hire of {member}: auction from {base} Bonds.")},
        _W(
            "{who} puts {member} up for auction instead of selling him to the Bank: bids from "
            "{base} Bonds."
        ),
    ),
    EventKind.AUCTION_BID: _W("{who} bids {bonds} Bonds for {member}."),
    EventKind.AUCTION_PASSED: _W("{who} passes on {member}."),
    EventKind.AUCTION_CLOSED: Select(
        "seller",
        {None: _W("{who} wins {member} at auction for {price} Bonds.")},
        _W("{who} wins {member} at auction for {price} Bonds, paid to {seller:seat}."),
    ),
    EventKind.RENOUNCED: Select(
        "place",
        {None: _W("{who} renounces {member}: he leaves at the next base.")},
        _W("{who} renounces {member} at {place:place}."),
    ),
    EventKind.PLACE_TAKEN: Select(
        "place", {1: _W("{who} is first back from the Pole!")}, _W("{who} takes second place.")
    ),
    EventKind.INTERRUPT_PROPOSED: _W(
        "{who} proposes to interrupt the game: every other player must agree (section 9)."
    ),
    EventKind.INTERRUPT_ANSWERED: Select(
        "agreed",
        {True: _W("{who} agrees to interrupt the game."), None: _W("{who} refuses: play goes on.")},
        _W("{who} answers."),
    ),
    EventKind.GAME_INTERRUPTED: _W(
        "{who} interrupts the game: it ends with round {round} (section 9)."
    ),
    EventKind.GAME_OVER: Select(
        "solo_short",
        {None: _W("Game over ({ending}): {winners:seats} wins.")},
        # a solo game ended before the Pole names no winner (section 12: scored as it stands)
        _W("Game over ({solo_short}): {SOLO_SHORT}"),
    ),
}


def _event_fields(event: Any, ctl: Any) -> dict[str, Any]:
    """An event's data, with ``who`` and the few fields that take more than a name lookup."""
    fields: dict[str, Any] = {"round": event.round, **dict(event.data), "who": _who(event, ctl)}
    kind = event.kind
    if kind is EventKind.WIND:
        fields["wind"] = wind_words(event)
    elif kind is EventKind.VENTURE_DRAWN:
        fields["venture_title"], fields["venture_text"] = venture_info(
            str(event.get("card")), event.get("line")
        )
    elif kind is EventKind.EFFECT:
        fields["effect"] = effect_words(event)
    elif kind is EventKind.TELEGRAM_READ:
        title = str(event.get("title") or "")
        fields["title"] = i18n.gettext(title) if title else ""
        fields["date"] = _date_words(event.get("date"))
    elif kind is EventKind.GAME_OVER:
        fields["ending"] = ending_words(str(event.get("termination")))
        state = ctl.state if ctl is not None and getattr(ctl, "has_game", False) else None
        fields["solo_short"] = solo_short(state) if state is not None else None
        fields["SOLO_SHORT"] = i18n.gettext(SOLO_SHORT)
    elif kind is EventKind.STRATEGY_PLAYED:
        on = event.get("target") is not None
        fields["played"] = ("acts" if event.get("acts") else "on") if on else None
    elif kind is EventKind.TELEGRAM_READ:
        fields["date"] = date_words(event.get("date"))
    elif kind is EventKind.RENOUNCED:
        fields["member"] = member_words(str(event.get("id")), "commander")
    if "role" in event.data:
        fields["crew"] = _crew_words(event.get("role"), event.get("id"))
    if "member" in event.data:
        fields["member"] = member_words(str(event.get("member")), event.get("role"))
    return fields


def date_words(iso: Any) -> str:
    """A date as players read it: "26 May 1924" (a Telegram's, from its ISO form)."""
    if iso is None:
        return ""
    try:
        day = iso if isinstance(iso, datetime.date) else datetime.date.fromisoformat(str(iso))
    except ValueError:
        return str(iso)
    return i18n.format_date(day)  # "26 May 1924", "26 maggio 1924", "26 de mayo de 1924"


def member_words(member: str, role: Any = None) -> str:
    """A crew member of an auction or on his way to the next base: "Commander Hugo Eckener",
    "Adv. Commander Umberto Nobile", "Specialist Engineer" (ids as the engine writes them:
    a Commander's id, ``specialist:<skill>``, ``renounced:<id>``)."""
    if member.startswith("renounced:"):
        return member_words(member.removeprefix("renounced:"), role)
    if member.startswith("specialist:"):
        member, role = member.removeprefix("specialist:"), "specialist"
    if role == "specialist":
        return i18n.gettext(_ROLES["specialist"]).format(name=skill_title(member))
    name, skills, _ = commander_info(member)
    advanced = len(skills) >= 2 or role == "advanced_commander"
    return i18n.gettext(_ADV_COMMANDER if advanced else _ROLES["commander"]).format(name=name)


def describe_event(event: Any, ctl: Any) -> str:
    """One log line for an engine event ('' for bookkeeping events the log skips)."""
    try:
        kind = EventKind(event.kind)
    except ValueError:
        kind = None
    fields = _event_fields(event, ctl)
    if kind is None or kind not in EVENT_WORDS:
        return f"{fields['who']}: {str(event.kind).replace('_', ' ')}"
    template = EVENT_WORDS[kind]
    return "" if template is None else render(template, fields, ctl)


_ENDINGS = {
    "pole": N_("first back from the Pole"),
    "pole_most_bonds": N_("back from the Pole with the most Bonds"),
    "interrupted": N_("interrupted, most Bonds"),
    "crash": N_("the airship crashed"),
}

_EFFECT_WORDS: dict[str, Words] = {
    "bonds": _W("Bonds {amount:+d}"),
    "fuel": _W("fuel {amount:+d}"),
    "integrity": _W("Structural Integrity {amount:+d}"),
    "speed": _W("Speed {amount:+d}"),
    "lose_actions": _W("loses {amount} action", "loses {amount} actions", "amount"),
    "skip_turn": _W("skips a turn"),
    "blocked": _W("held where it is"),
    "draw_strategy": _W("draws {amount} Strategy card", "draws {amount} Strategy cards", "amount"),
    "discard_strategy": _W(
        "discards {amount} Strategy card", "discards {amount} Strategy cards", "amount"
    ),
    "crew_bonus_suspended": _W("crew bonus suspended"),
    "move_back": _W("moved back {amount} L"),
    "cancel_venture": _W("Venture card cancelled"),
    "cancel_strategy": _W("Strategy card cancelled"),
}
_FOR_TURNS = _W(" for {turns} turn", " for {turns} turns", "turns")


#: How a solo game that ends short of the Pole is told, in the log, the status line and the
#: solo end screen alike (section 12: it is scored as it stands; nobody "wins" it).
SOLO_SHORT = N_("the expedition ends short of the Pole and is scored as it stands.")


def solo_short(state: Any) -> str | None:
    """How a solo game ended short of the Pole ("called off", "round limit reached"), or None
    (not solo, not over, or over at the Pole or in a crash)."""
    config = getattr(state, "config", None)
    outcome = getattr(state, "outcome", None)
    if config is None or outcome is None or not getattr(config, "is_solo", False):
        return None
    if str(outcome.termination) != "interrupted":
        return None
    if state.interrupt_round is not None:
        return i18n.gettext("called off")
    return i18n.gettext("round limit reached")


def ending_words(termination: str) -> str:
    """How a game ended, in words (section 9; section 12 for a crash)."""
    ending = _ENDINGS.get(termination)
    return i18n.gettext(ending) if ending else termination.replace("_", " ")


def effect_words(event: Any) -> str:
    """A card effect (D17) in words: "Bonds -50 (Tax Audit)"."""
    g = event.get
    kind = str(g("type"))
    fields = {"amount": _int(g("amount")), "turns": _int(g("turns"))}
    template = _EFFECT_WORDS.get(kind, _W(kind.replace("_", " ")))
    words = render(template, fields)
    if g("skill"):
        words += f" ({skill_title(str(g('skill')))})"
    if fields["turns"] > 0:
        words += render(_FOR_TURNS, fields)
    card = g("card")
    source = card_title(str(card)) if card else _named(str(g("source") or ""))
    return words + (f" — “{source}”" if source else "")


def _date_words(value: Any) -> str:
    """An ISO date ("1924-03-01") as the language writes it ("1 marzo 1924")."""
    from datetime import date

    try:
        return i18n.format_date(date.fromisoformat(str(value)))
    except (TypeError, ValueError):
        return str(value or "")


def _int(value: Any) -> int:
    try:
        return int(value or 0)
    except (TypeError, ValueError):
        return 0


#: A member put up for auction or on his way (:func:`member_words`): the short title.
_ADV_COMMANDER = N_("Adv. Commander {name}")

_ROLES = {
    "commander": N_("Commander {name}"),
    "advanced_commander": N_("Advanced commander {name}"),
    "specialist": N_("Specialist {name}"),
}


def _crew_words(role: Any, crew_id: Any) -> str:
    """ "Commander Hugo Eckener", "Specialist Engineer"."""
    role_key = str(role or "")
    if "commander" in role_key:
        try:
            name = commander_info(str(crew_id))[0]
        except Exception:
            name = str(crew_id).replace("_", " ").title()
    else:
        name = skill_title(str(crew_id))
    template = _ROLES.get(role_key)
    if template is None:
        return f"{role_key.replace('_', ' ').capitalize()} {name}".strip()
    return i18n.gettext(template).format(name=name)


def wind_words(event: Any) -> str:
    """The Wind Indicator's result in words (rulebook 5 "Wind Indicator", D8):
    "24R: course turned 24° right", "BW+12L: headwind, Speed -1, course turned 12° left"."""
    g = event.get
    _ = i18n.gettext
    parts = []
    change = int(g("speed_change") or 0)
    if change > 0:
        parts.append(_("tailwind, Speed +{change}").format(change=change))
    elif change < 0:
        parts.append(_("headwind, Speed {change}").format(change=change))
    deviation = float(g("deviation") or 0.0)
    if deviation:
        turned = _("course turned {degrees}° left") if deviation > 0 else None
        turned = turned or _("course turned {degrees}° right")
        parts.append(turned.format(degrees=i18n.format_number(abs(deviation), "g")))
    result = str(g("result"))
    if not parts:
        return f"{result}: {_(_WIND_WORDS.get(result, N_('no effect')))}"
    return f"{result}: {', '.join(parts)}"


def _who_seat(seat: Any, ctl: Any) -> str:
    try:
        return str(ctl.player_name(int(seat)))
    except Exception:
        return str(seat)


_K = ActionKind
#: A concrete action's label (menus, buttons, the log), by its kind of the List of Actions.
ACTION_WORDS: dict[ActionKind, Template] = {
    _K.DECLARE: Select(
        "reward",
        {None: _W("Declare mission: {card:mission}")},
        _W("Declare mission: {card:mission} ({reward} Bonds)"),
    ),
    _K.MISSION_CARD: Select(
        "verb",
        {
            # section 6: once drawn, a Mission card must be completed (or exchanged), never
            # discarded; in solo that holds for a card drawn before the third mission too
            "draw-mission": _W("Draw a Mission card (it must be completed before the Pole)"),
            "exchange": Select(
                "take",
                {
                    "deck": _W(
                        "Exchange Mission card: give {give:mission}, take the top card of the deck"
                    )
                },
                _W("Exchange Mission card: give {give:mission}, take {take:mission}"),
            ),
        },
    ),
    _K.ABANDON: _W("Abandon mission"),
    _K.SELL: Select(
        "sale",
        {None: _W("Sell completed mission: {card:mission}")},
        _W("Sell completed mission: {card:mission} (+{sale} Bonds; draw a new Mission card)"),
    ),
    _K.MOVE_AIRSHIP: Select(
        "nocard",
        {None: _W("Fly {course_words}")},
        _W("Fly {course_words}, declining the fog's Venture card (gold Scientist)"),
    ),
    _K.MOVE_SHIP: Select(
        "verb",
        {"recover": _W("Recover {seat:seat}'s ditched airship with your ship")},
        _W("Sail {course_words}"),
    ),
    _K.HIRE_COMMANDER: _W("Hire Commander: {commander_name}"),
    _K.HIRE_SPECIALIST: _W("Hire Specialist: {skill:title}"),
    _K.DISMISS_COMMANDER: Select(
        "verb",
        {"auction-commander": _W("Put your Commander up for auction")},
        _W("Give up Commander"),
    ),
    _K.DISMISS_SPECIALIST: Select(
        "verb",
        {"auction-specialist": _W("Put Specialist {skill:title} up for auction")},
        _W("Give up Specialist: {skill:title}"),
    ),
    _K.REFUEL: _W("Refuel: {units} fuel unit", "Refuel: {units} fuel units", "units"),
    _K.REPAIR: _W("Repair: {units} damage point", "Repair: {units} damage points", "units"),
    _K.SOS: _W("S.O.S."),
    _K.PLAY_STRATEGY: Select(
        "verb",
        {"trap": _W("Lay trap card: {card:card} on {circle:place}")},
        Select(
            "target",
            {None: _W("Play Strategy card: {card:card}")},
            _W("Play Strategy card: {card:card} on {target:seat}"),
        ),
    ),
    _K.DRAW_STRATEGY: _W("Draw Strategy card"),
    _K.REPLACE_STRATEGY: _W("Replace Strategy card: {card:mission}"),
    _K.WITHDRAW_TRAP: _W("Withdraw trap card"),
    _K.RESERVE_BASE: _W("Reserve Arctic base: {base:place}"),
    # section 10 "Moving an Arctic Base": moving removes the Target Token or the Mooring Mast
    # and costs a penalty; a new base is reserved afterwards
    _K.SETUP_BASE: Select(
        "here", {None: _W("Set up Arctic base")}, _W("Set up Arctic base: {here:place}")
    ),
    _K.MOVE_BASE: Select(
        "here",
        {None: _W("Move Arctic base")},
        Select(
            "fee",
            {None: _W("Move Arctic base: give up {here:place} (a penalty)")},
            _W("Move Arctic base: give up {here:place} ({fee} Bonds penalty)"),
        ),
    ),
    _K.LOAN: Select(
        "verb", {"repay": _W("Repay loan: {units} Bonds")}, _W("Take a loan: {units} Bonds")
    ),
    _K.END_TURN: _W("End turn"),
    _K.INTERRUPT: _W("Interrupt the game"),
    _K.LET_STRIKE: _W("Let the hostile card strike"),
    _K.AUCTION: Select("verb", {"pass": _W("Pass (auction)")}, _W("Bid {bonds} Bonds")),
    _K.DRAFT: _W("Keep Mission card: {card:mission}"),
    _K.RENOUNCE: _W("Renounce your Commander"),
    _K.RESCUE: _W("Answer the S.O.S.: send your ship to the ditched airship"),
}

#: What the public log says instead, where a card stays face down (section 10: a Mission card
#: exchanged with the deck goes face down under it, "he is never obliged to make the card
#: visible"; a replaced Strategy card goes under its deck; a trap card lies face down).
PUBLIC_WORDS: dict[ActionKind, Template] = {
    _K.MISSION_CARD: Select(
        "verb",
        {
            "exchange": Select(
                "take",
                {"deck": _W("Exchange a Mission card with the top card of the deck")},
                _W("Exchange a Mission card for {take:mission} from the table"),
            )
        },
    ),
    _K.REPLACE_STRATEGY: _W("Replace a Strategy card"),
    # section 8 "Draft Mission Cards": the card kept is not shown to the others
    _K.DRAFT: _W("Keep a Mission card (face down)"),
    _K.PLAY_STRATEGY: Select("verb", {"trap": _W("Lay a trap card face down on {circle:place}")}),
}


def _state_of(ctl: Any, state: Any) -> Any:
    """The state an action is played in: the one given, else the controller's game, if any."""
    if state is not None:
        return state
    return ctl.state if ctl is not None and getattr(ctl, "has_game", False) else None


def _action_fields(action: Any, ctl: Any, state: Any) -> dict[str, Any]:
    """An action's fields, with the names and prices its label shows."""
    fields: dict[str, Any] = {f.name: getattr(action, f.name) for f in dataclass_fields(action)}
    fields["verb"] = action.verb
    here = _state_of(ctl, state)
    kind = action.kind
    if kind is ActionKind.DECLARE:
        fields["reward"] = _declare_reward(str(action.card), here)
    elif kind is ActionKind.SELL:
        fields["sale"] = _price("mission_sale", here)
    elif kind in (ActionKind.MOVE_AIRSHIP, ActionKind.MOVE_SHIP) and action.verb != "recover":
        try:
            mini = here.players[here.current]
            start = (mini.airship if kind is ActionKind.MOVE_AIRSHIP else mini.ship).pos
        except (AttributeError, IndexError, TypeError):
            start = None
        words = [w for w in str(action).split()[1:] if w != "nocard"]
        fields["course_words"] = _course_words(words, start)
    elif kind is ActionKind.HIRE_COMMANDER:
        fields["commander_name"] = _commander_name(str(action.commander))
    elif kind is ActionKind.PLAY_STRATEGY and ctl is None:
        fields["target"] = None  # no seat names without the table
    elif kind in (ActionKind.SETUP_BASE, ActionKind.MOVE_BASE):
        try:
            fields["here"] = here.players[here.current].arctic
        except (AttributeError, IndexError, TypeError):
            fields["here"] = None
        fields["fee"] = _price("arctic_base_move", here)
    return fields


def action_label(action: Any, ctl: Any = None, state: Any = None) -> str:
    """A readable label for one concrete action (menus, buttons, the log): place and card
    names instead of ids, "Irkutsk" rather than "Mission: Irkutsk" after "Declare mission".

    ``state`` is the state the action is played in (the controller's current one if None).
    """
    template = ACTION_WORDS.get(action.kind)
    if template is None:
        return str(action.verb)
    return render(template, _action_fields(action, ctl, state), ctl)


def _price(name: str, state: Any = None) -> int | None:
    """An entry of the price list the game pays by (section 11: the advanced list in the
    advanced game), or None if the world cannot be loaded."""
    try:
        world = default_world()
        prices = world.prices if state is None else world.prices_for(state.config)
        return int(getattr(prices, name))
    except Exception:
        return None


def public_action_label(action: Any, ctl: Any = None, state: Any = None) -> str:
    """The label everyone at the desk may read (the log): what stays face down is not named
    (:data:`PUBLIC_WORDS`); otherwise :func:`action_label`."""
    fields = _action_fields(action, ctl, state)
    words = _chosen(PUBLIC_WORDS.get(action.kind), fields)
    if words is None:
        return action_label(action, ctl, state)
    return _Fields(ctl).vformat(words.pick(fields), (), fields)


def mission_title(card_id: str) -> str:
    """A Mission card's city ("Irkutsk"); other cards keep their title."""
    place = mission_place(card_id)
    return place if place is not None else card_title(card_id)


def _commander_name(commander_id: str) -> str:
    try:
        name, skills, _ = commander_info(commander_id)
        return name + (i18n.gettext(" (Adv.)") if len(skills) == 2 else "")
    except Exception:
        return commander_id.replace("_", " ").title()


def _declare_reward(card_id: str, state: Any) -> int | None:
    """The Mission Calculator's reward (D11) for declaring a card from where the airship is."""
    try:
        start = state.players[state.current].airship.place
        world = default_world()
        target = world.missions[card_id.removeprefix("m-")].place
        return int(world.reward(start, target)) if start and start != target else None
    except Exception:
        return None


def _where(word: str) -> str:
    """A course word in player's terms: a place's name, a board point as latitude/longitude."""
    if "," in word:
        try:
            x, y = (float(v) for v in word.split(","))
            board = current_board()
            if board is not None:
                lon, lat = board.to_lonlat(x, y)
                if lat > 89.95:
                    return i18n.gettext("the North Pole")
                ns = i18n.gettext("N") if lat >= 0 else i18n.gettext("S")
                ew = i18n.gettext("E") if lon >= 0 else i18n.gettext("W")
                la, lo = (i18n.format_number(abs(v), ".1f") for v in (lat, lon))
                return f"{la}°{ns} {lo}°{ew}"
        except (ValueError, TypeError):
            pass
        return i18n.gettext("the point {point}").format(point=word)
    return place_name(word)


def _length(word: str) -> str:
    """A distance as players read it: "4", "1.5", "2.47" (never "2.4726")."""
    try:
        return i18n.format_number(round(float(word), 2), "g")
    except ValueError:
        return word


_COMPASS = (
    N_("north"),
    N_("north-east"),
    N_("east"),
    N_("south-east"),
    N_("south"),
    N_("south-west"),
    N_("west"),
    N_("north-west"),
)


def compass_words(start: tuple[float, float], heading: float) -> str:
    """A board heading (degrees, 0° = +x, counter-clockwise) seen from ``start`` as a compass
    direction: north points at the Pole, east is counter-clockwise about it (the board's
    azimuthal projection, docs/architecture.md). "north-east (bearing 45°)"."""
    x, y = start
    r = math.hypot(x, y)
    if r < 1e-9:  # at the Pole every way is south
        return i18n.gettext("on a {heading}° heading (board)").format(
            heading=i18n.format_number(heading, "g")
        )
    north = (-x / r, -y / r)
    east = (-y / r, x / r)
    hx, hy = math.cos(math.radians(heading)), math.sin(math.radians(heading))
    bearing = math.degrees(math.atan2(hx * east[0] + hy * east[1], hx * north[0] + hy * north[1]))
    bearing %= 360.0
    name = i18n.gettext(_COMPASS[int((bearing + 22.5) // 45) % 8])
    return i18n.gettext("{direction} (bearing {bearing}°)").format(
        direction=name, bearing=round(bearing) % 360
    )


def _course_words(args: list[str], start: tuple[float, float] | None = None) -> str:
    """``fly rome`` → "to Rome"; ``fly h15 1`` → "1 L north-east (bearing 40°)" from the
    miniature's position (else "1 L on a 15° heading (board)"); ``sail a/b/port 3`` → "to Port
    (3 segments, 3 L)"."""
    legs = args[0].split("/")
    last = legs[-1]
    length = f"{_length(args[1])} L" if len(args) > 1 else ""
    if last.startswith("h") and "," not in last and last[1:].lstrip("-").replace(".", "").isdigit():
        where = i18n.gettext("on a {heading}° heading (board)").format(heading=last[1:])
        if start is not None:
            where = compass_words(start, float(last[1:]))
        return f"{length} {where}".strip()
    where = i18n.gettext("to {place}").format(place=_where(last))
    extra = (
        [i18n.ngettext("{n} segment", "{n} segments", len(legs)).format(n=len(legs))]
        if len(legs) > 1
        else []
    )
    if length:
        extra.append(length)
    return where + (f" ({', '.join(extra)})" if extra else "")


def card_title(card_id: str) -> str:
    """A card's title from its id (a Strategy, Mission or Venture card), via the packaged
    decks."""
    try:
        info = card_info(card_id)
        if info is not None:
            return info[0]
        title, _ = venture_info(card_id, None)
        if title != card_id:
            return title
        telegrams = default_world().content.telegrams
        if card_id in telegrams:  # a Telegram's effect (the advanced game)
            return str(telegrams[card_id].title)
    except Exception:
        pass
    if card_id.startswith("m-"):
        return i18n.gettext("Mission {place}").format(place=place_name(card_id[2:]))
    return card_id
