"""Card and crew texts from the packaged content (rulebook 3 and 6), for hands and menus."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from npq import i18n
from npq.content.cards import (
    Deck,
    MissionCard,
    StrategyCard,
    VentureCard,
    VentureLine,
    load_strategy_deck,
    load_venture_deck,
)
from npq.content.crew import Crew, load_crew
from npq.game.world import default_world
from npq.i18n import N_

__all__ = ["card_info", "commander_info", "mission_place", "strategy_rules", "venture_info"]

#: The cards' titles and texts are msgids of npq's gettext domain (extracted from the data
#: files, tools/i18n_extract.py): shown here in the language in force.
_ = i18n.gettext


@functools.cache
def _strategy() -> Deck[StrategyCard]:
    return load_strategy_deck()


@functools.cache
def _venture() -> Deck[VentureCard]:
    return load_venture_deck()


def venture_info(card_id: str, line: int | str | None) -> tuple[str, str]:
    """``(title, what happens)`` of a Venture card read on one line: 1 sea obstacle,
    2 political-economic area, 3 geographical obstacle (D10), as the engine's event says."""
    try:
        card = _venture()[card_id]
    except Exception:
        return card_id, ""
    chosen = next((v for v in VentureLine if line in (v.number, v.value, str(v.number))), None)
    text = card.outcome(chosen).text if chosen is not None else card.text
    return _(str(card.title)), _(str(text)) if text else ""


@functools.cache
def _crew() -> Crew:
    return load_crew()


def card_info(card_id: str) -> tuple[str, str] | None:
    """``(title, text)`` of a Strategy or Mission card, or None if unknown."""
    try:
        deck = _strategy()
        if card_id in deck:
            card = deck[card_id]
            return _(str(card.title)), _(str(card.text))
    except Exception:
        pass
    place = card_id[2:] if card_id.startswith("m-") else card_id
    missions = _missions()
    if place in missions:
        name = i18n.place(str(missions[place].name))
        return (
            _("Mission: {place}").format(place=name),
            _("Declare it at a Starting Point, then fly to {place} (section 10).").format(
                place=name
            ),
        )
    return None


def mission_place(card_id: str) -> str | None:
    """A Mission card's city, in the language in force ("Milano"); None if unknown."""
    place = card_id.removeprefix("m-")
    missions = _missions()
    return i18n.place(str(missions[place].name)) if place in missions else None


_TARGET_WORDS = {
    "self": N_("play on yourself"),
    "opponent": N_("play on a rival"),
    "any": N_("play on yourself or a rival"),
}


def strategy_rules(card_id: str) -> str:
    """What a Strategy card does and on whom it is played, e.g. "Pay 50 Bonds · play on a
    rival"; a card that names a Specialist needs one in the affected player's crew (rulebook 6).
    "" for anything that is not a Strategy card."""
    try:
        deck = _strategy()
        if card_id not in deck:
            return ""
        card = deck[card_id]
        parts = [str(card.summary)]
        target = _TARGET_WORDS.get(str(getattr(card.target, "value", card.target)))
        if target:
            parts.append(_(target))
        if card.requires_specialist is not None:
            skill = str(getattr(card.requires_specialist, "value", card.requires_specialist))
            on_self = str(getattr(card.target, "value", card.target)) == "self"
            words = _NEEDS_SELF if on_self else _NEEDS_OTHER
            parts.append(_(words.get(skill, skill)))
        return " · ".join(p for p in parts if p)
    except Exception:
        return ""


@functools.cache
def _missions() -> Mapping[str, MissionCard]:
    try:
        return default_world().missions
    except Exception:
        return {}


_NEEDS_SELF = {
    "engineer": N_("needs an Engineer in your crew"),
    "pilot": N_("needs a Pilot in your crew"),
    "manager": N_("needs a Manager in your crew"),
    "scientist": N_("needs a Scientist in your crew"),
}
_NEEDS_OTHER = {
    "engineer": N_("only on a player with an Engineer"),
    "pilot": N_("only on a player with a Pilot"),
    "manager": N_("only on a player with a Manager"),
    "scientist": N_("only on a player with a Scientist"),
}


def commander_info(commander_id: str) -> tuple[str, tuple[str, ...], str]:
    """``(name, skills, note)`` of a Commander or Advanced Commander (the note in the
    language in force)."""
    try:
        c = _crew().commander(commander_id)
        return str(c.name), tuple(str(s) for s in c.skills), _(str(c.note)) if c.note else ""
    except Exception:
        return commander_id.replace("_", " ").title(), (), ""
