"""Words for what the engine says: events, actions, crew and cards, as players read them."""

from __future__ import annotations

import math
from typing import Any

from npq.game.world import default_world
from ui.cards import card_info, commander_info, venture_info
from ui.world import current_board

__all__ = [
    "action_label",
    "card_title",
    "describe_event",
    "effect_words",
    "ending_words",
    "mission_title",
    "place_name",
    "public_action_label",
    "wind_words",
]

_WIND_WORDS = {
    "FW": "tailwind (+1 Speed)",
    "BW": "headwind (−1 Speed)",
}


def place_name(place_id: str | None) -> str:
    """A place's name from its id, via the packaged board (the id itself if unknown)."""
    if not place_id:
        return "—"
    try:
        board = current_board()
        if board is not None and place_id in board:
            return str(board.get(place_id).name)
    except Exception:
        pass
    return place_id.replace("_", " ").title()


def _who(event: Any, ctl: Any) -> str:
    if event.player is None:
        return "Everyone"
    try:
        return str(ctl.player_name(event.player))
    except Exception:
        return f"Seat {event.player + 1}"


def describe_event(event: Any, ctl: Any) -> str:
    """One log line for an engine event ('' for bookkeeping events the log skips)."""
    kind = str(event.kind)
    who = _who(event, ctl)
    g = event.get
    if kind == "action" or kind == "stats" or kind == "turn_started":
        return ""
    if kind == "turn_ended":
        return f"{who} ends the turn."
    if kind == "round_ended":
        return f"Round {event.round} ends; the weather disc turns (round {g('next_round')})."
    if kind == "manager_income":
        return f"{who}: Manager income +{g('amount')} Bonds."
    if kind == "mission_declared":
        return f"{who} declares {place_name(g('start'))} → {place_name(g('target'))} ({g('reward')} Bonds, {float(g('distance', 0)):.1f} L)."
    if kind == "mission_completed":
        return f"{who} completes {place_name(g('start'))} → {place_name(g('target'))}: +{g('reward')} Bonds."
    if kind == "mission_exchanged":
        return f"{who} exchanges a Mission card ({'from the deck' if g('take') == 'deck' else 'from the table'})."
    if kind == "mission_drawn":
        return f"{who} draws a Mission card (to be completed before the Pole)."
    if kind == "mission_abandoned":
        return f"{who} abandons the mission to {place_name(g('target'))}."
    if kind == "mission_sold":
        return f"{who} sells a completed mission: +{g('amount')} Bonds."
    if kind == "airship_moved":
        place = g("place")
        arrive = f", arrives at {place_name(place)}" if place else ""
        return f"{who}'s airship flies {float(g('length', 0)):.2f} L{arrive}."
    if kind == "ship_moved":
        place = g("place")
        arrive = f", arrives at {place_name(place)}" if place else ""
        return f"{who}'s ship sails {float(g('length', 0)):.2f} L{arrive}."
    if kind == "weather":
        icon = g("icon")
        return f"Weather where {who} starts: {icon or 'calm (no weather icon)'}."
    if kind == "wind":
        return f"Wind Indicator spun: {wind_words(event)}."
    if kind == "venture_drawn":
        title, text = venture_info(str(g("card")), g("line"))
        return f"{who} draws Venture card “{title}” crossing {place_name(g('zone'))}: {text}"
    if kind == "stationed":
        return f"{who}'s {g('miniature')} is stationed at {place_name(g('place'))}."
    if kind == "fuel_used":
        return f"{who} burns fuel: {g('fuel')} left."
    if kind == "damage":
        return f"{who} takes {g('amount')} structural damage ({g('cause')}): Integrity {g('integrity')}."
    if kind == "emergency_landing":
        return f"{who} makes an emergency landing ({g('cause')})!"
    if kind == "sos":
        return f"{who} sends an S.O.S.; nearest base {place_name(g('nearest'))}."
    if kind == "recovered":
        until = g("until")
        wait = (
            "" if until is None else f"; it may take off again from round {until}, fully restored"
        )
        return f"{who}'s airship is recovered to {place_name(g('place'))}{wait}."
    if kind == "crew_hired":
        gold = " (gold token)" if g("gold") else ""
        return f"{who} hires {_crew_words(g('role'), g('id'))}{gold} for {g('price')} Bonds."
    if kind == "crew_dismissed":
        return f"{who} gives up {_crew_words(g('role'), g('id'))}: +{g('amount')} Bonds."
    if kind == "refuelled":
        return f"{who} refuels {g('units')} for {g('price')} Bonds (fuel {g('fuel')})."
    if kind == "repaired":
        return f"{who} repairs {g('units')} for {g('price')} Bonds (Integrity {g('integrity')})."
    if kind == "strategy_played":
        target = g("target")
        title = card_title(str(g("card")))
        if g("acts") and target is not None:
            # a card played on an opponent acts at the start of his turn (section 10)
            return f"“{title}” (from {who}) takes effect on {_who_seat(target, ctl)}."
        on = "" if target is None else f" on {_who_seat(target, ctl)}"
        return f"{who} plays Strategy card “{title}”{on}."
    if kind == "strategy_drawn":
        return f"{who} draws a Strategy card."
    if kind == "strategy_replaced":
        return f"{who} replaces a Strategy card."
    if kind == "effect":
        return f"{who}: {effect_words(event)}"
    if kind == "trap_laid":
        return f"{who} lays a trap card face down."
    if kind == "trap_sprung":
        return f"{who} springs a trap card (“{card_title(str(g('card')))}”)!"
    if kind == "trap_withdrawn":
        return f"{who} withdraws the trap card."
    if kind == "base_reserved":
        return f"{who} reserves Arctic base {place_name(g('base'))} ({g('price')} Bonds)."
    if kind == "base_set_up":
        return f"{who} sets up the Mooring Mast at {place_name(g('base'))} ({g('price')} Bonds)."
    if kind == "base_released":
        return f"{who} releases Arctic base {place_name(g('base'))} (penalty {g('penalty')})."
    if kind == "loan_taken":
        return f"{who} borrows {g('amount')} Bonds from the Bank."
    if kind == "loan_repaid":
        return f"{who} repays {g('amount')} Bonds."
    if kind == "pole_journey":
        return f"{who} sets out for the Pole from {place_name(g('base'))}!"
    if kind == "pole_overflown":
        return f"{who} flies over the North Pole!"
    if kind == "game_interrupted":
        return f"{who} interrupts the game: it ends with round {g('round')} (section 9)."
    if kind == "game_over":
        winners = ", ".join(_who_seat(w, ctl) for w in g("winners", []))
        how = _ENDINGS.get(str(g("termination")), str(g("termination")))
        return f"Game over ({how}): {winners or 'nobody'} wins."
    if kind == "crash":
        return f"{who}'s airship crashes ({g('cause')})."
    return f"{who}: {kind.replace('_', ' ')}"


_ENDINGS = {
    "pole": "first back from the Pole",
    "pole_most_bonds": "back from the Pole with the most Bonds",
    "interrupted": "interrupted, most Bonds",
    "crash": "the airship crashed",
}

_EFFECT_WORDS = {
    "bonds": "Bonds {amount:+d}",
    "fuel": "fuel {amount:+d}",
    "integrity": "Structural Integrity {amount:+d}",
    "speed": "Speed {amount:+d}",
    "lose_actions": "loses {amount} action{s}",
    "skip_turn": "skips a turn",
    "blocked": "held where it is",
    "draw_strategy": "draws {amount} Strategy card{s}",
    "discard_strategy": "discards {amount} Strategy card{s}",
    "crew_bonus_suspended": "crew bonus suspended",
    "move_back": "moved back {amount} L",
    "cancel_venture": "Venture card cancelled",
    "cancel_strategy": "Strategy card cancelled",
}


def ending_words(termination: str) -> str:
    """How a game ended, in words (section 9; section 12 for a crash)."""
    return _ENDINGS.get(termination, termination.replace("_", " "))


def effect_words(event: Any) -> str:
    """A card effect (D17) in words: "Bonds -50 (Tax Audit)"."""
    g = event.get
    kind = str(g("type"))
    try:
        amount = int(g("amount") or 0)
    except (TypeError, ValueError):
        amount = 0
    words = _EFFECT_WORDS.get(kind, kind.replace("_", " ")).format(
        amount=amount, s="" if abs(amount) == 1 else "s"
    )
    if g("skill"):
        words += f" ({str(g('skill')).title()})"
    try:
        turns = int(g("turns") or 0)
    except (TypeError, ValueError):
        turns = 0
    if turns > 0:
        words += f" for {turns} turn{'' if turns == 1 else 's'}"
    card = g("card")
    source = card_title(str(card)) if card else str(g("source") or "")
    return words + (f" — “{source}”" if source else "")


def _crew_words(role: Any, crew_id: Any) -> str:
    """ "Commander Hugo Eckener", "Specialist Engineer"."""
    role_text = str(role or "").replace("_", " ")
    if "commander" in role_text:
        try:
            return f"{role_text.capitalize()} {commander_info(str(crew_id))[0]}"
        except Exception:
            pass
    return f"{role_text.capitalize()} {str(crew_id).replace('_', ' ').title()}".strip()


def wind_words(event: Any) -> str:
    """The Wind Indicator's result in words (rulebook 5 "Wind Indicator", D8):
    "24R: course turned 24° right", "BW+12L: headwind, Speed -1, course turned 12° left"."""
    g = event.get
    parts = []
    change = int(g("speed_change") or 0)
    if change > 0:
        parts.append(f"tailwind, Speed +{change}")
    elif change < 0:
        parts.append(f"headwind, Speed {change}")
    deviation = float(g("deviation") or 0.0)
    if deviation:
        parts.append(f"course turned {abs(deviation):g}° {'left' if deviation > 0 else 'right'}")
    result = str(g("result"))
    if not parts:
        return f"{result}: {_WIND_WORDS.get(result, 'no effect')}"
    return f"{result}: {', '.join(parts)}"


def _who_seat(seat: Any, ctl: Any) -> str:
    try:
        return str(ctl.player_name(int(seat)))
    except Exception:
        return str(seat)


_VERB_LABELS = {
    "declare": "Declare mission",
    "exchange": "Exchange Mission card",
    "draw-mission": "Draw a Mission card",
    "abandon": "Abandon mission",
    "sell": "Sell completed mission",
    "fly": "Fly",
    "sail": "Sail",
    "hire-commander": "Hire Commander",
    "hire-specialist": "Hire Specialist",
    "dismiss-commander": "Give up Commander",
    "dismiss-specialist": "Give up Specialist",
    "refuel": "Refuel",
    "repair": "Repair",
    "sos": "S.O.S.",
    "play": "Play Strategy card",
    "trap": "Lay trap card",
    "withdraw-trap": "Withdraw trap card",
    "draw-strategy": "Draw Strategy card",
    "replace-strategy": "Replace Strategy card",
    "reserve": "Reserve Arctic base",
    "setup": "Set up Arctic base",
    "move-base": "Move Arctic base",
    "loan": "Take a loan",
    "repay": "Repay loan",
    "end": "End turn",
}


def _state_of(ctl: Any, state: Any) -> Any:
    """The state an action is played in: the one given, else the controller's game, if any."""
    if state is not None:
        return state
    return ctl.state if ctl is not None and getattr(ctl, "has_game", False) else None


def action_label(action: Any, ctl: Any = None, state: Any = None) -> str:
    """A readable label for one concrete action (menus, buttons, the log): place and card
    names instead of ids, "Irkutsk" rather than "Mission: Irkutsk" after "Declare mission".

    ``state`` is the state the action is played in (the controller's current one if None).
    """
    verb = getattr(action, "verb", str(action).split()[0])
    base = _VERB_LABELS.get(verb, verb)
    text = str(action)
    args = text.split()[1:]
    if verb == "declare" and args:
        reward = _declare_reward(args[0], _state_of(ctl, state))
        return f"{base}: {mission_title(args[0])}" + (f" ({reward} Bonds)" if reward else "")
    if verb == "sell" and args:
        sale = _price("mission_sale")
        pays = "" if sale is None else f" (+{sale} Bonds; draw a new Mission card)"
        return f"{base}: {mission_title(args[0])}{pays}"
    if verb == "draw-mission":
        # section 6: once drawn, a Mission card must be completed (or exchanged), never
        # discarded; in solo that holds for a card drawn before the third mission too
        return f"{base} (it must be completed before the Pole)"
    if verb == "replace-strategy" and args:
        return f"{base}: {mission_title(args[0])}"
    if verb == "exchange" and len(args) == 2:
        take = "the top card of the deck" if args[1] == "deck" else mission_title(args[1])
        return f"{base}: give {mission_title(args[0])}, take {take}"
    if verb in ("reserve",) and args:
        return f"{base}: {place_name(args[0])}"
    if verb in ("setup", "move-base"):
        return _arctic_label(verb, base, _state_of(ctl, state))
    if verb in ("fly", "sail") and args:
        here = _state_of(ctl, state)
        try:
            mini = here.players[here.current]
            start = (mini.airship if verb == "fly" else mini.ship).pos
        except (AttributeError, IndexError, TypeError):
            start = None
        return f"{base} {_course_words(args, start)}"
    if verb == "play" and args:
        target = ""
        if len(args) > 1 and ctl is not None:
            target = f" on {_who_seat(args[1].lstrip('@'), ctl)}"
        return f"{base}: {card_title(args[0])}{target}"
    if verb == "trap" and len(args) == 2:
        return f"{base}: {card_title(args[0])} on {place_name(args[1])}"
    if verb in ("refuel", "repair") and args:
        what = "fuel unit" if verb == "refuel" else "damage point"
        return f"{base}: {args[0]} {what}{'' if args[0] == '1' else 's'}"
    if verb in ("loan", "repay") and args:
        return f"{base}: {args[0]} Bonds"
    if verb == "hire-commander" and args:
        return f"{base}: {_commander_name(args[0])}"
    if verb in ("hire-specialist", "dismiss-specialist") and args:
        return f"{base}: {args[0].replace('_', ' ').title()}"
    return base


def _arctic_label(verb: str, base: str, state: Any) -> str:
    """ "Set up Arctic base: Kings Bay"; "Move Arctic base: give up Kings Bay (50 Bonds
    penalty)" — moving removes the Target Token or the Mooring Mast and costs a penalty; a new
    base is reserved afterwards (section 10 "Moving an Arctic Base")."""
    try:
        here = state.players[state.current].arctic
    except (AttributeError, IndexError, TypeError):
        return base
    if not here:
        return base
    if verb == "setup":
        return f"{base}: {place_name(here)}"
    fee = _price("arctic_base_move")
    penalty = " (a penalty)" if fee is None else f" ({fee} Bonds penalty)"
    return f"{base}: give up {place_name(here)}{penalty}"


def _price(name: str) -> int | None:
    """An entry of the basic price list (section 11), or None if the world cannot be loaded."""
    try:
        world = default_world()
        return int(getattr(world.prices, name))
    except Exception:
        return None


def public_action_label(action: Any, ctl: Any = None, state: Any = None) -> str:
    """The label everyone at the desk may read (the log): what stays face down is not named.

    Section 10: a Mission card exchanged with the deck goes face down under it ("he is never
    obliged to make the card visible"), a replaced Strategy card goes under its deck, and a
    trap card lies face down on its Strategy circle.
    """
    verb = getattr(action, "verb", str(action).split()[0])
    args = str(action).split()[1:]
    if verb == "exchange" and len(args) == 2 and args[1] == "deck":
        return "Exchange a Mission card with the top card of the deck"
    if verb == "exchange" and len(args) == 2:
        return f"Exchange a Mission card for {mission_title(args[1])} from the table"
    if verb == "replace-strategy":
        return "Replace a Strategy card"
    if verb == "trap" and len(args) == 2:
        return f"Lay a trap card face down on {place_name(args[1])}"
    return action_label(action, ctl, state)


def mission_title(card_id: str) -> str:
    """A Mission card's city ("Irkutsk"); other cards keep their title."""
    return card_title(card_id).removeprefix("Mission: ")


def _commander_name(commander_id: str) -> str:
    try:
        name, skills, _ = commander_info(commander_id)
        return name + (" (Adv.)" if len(skills) == 2 else "")
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
                    return "the North Pole"
                return f"{abs(lat):.1f}°{'N' if lat >= 0 else 'S'} {abs(lon):.1f}°{'E' if lon >= 0 else 'W'}"
        except (ValueError, TypeError):
            pass
        return f"the point {word}"
    return place_name(word)


def _length(word: str) -> str:
    """A distance as players read it: "4", "1.5", "2.47" (never "2.4726")."""
    try:
        return f"{round(float(word), 2):g}"
    except ValueError:
        return word


_COMPASS = (
    "north",
    "north-east",
    "east",
    "south-east",
    "south",
    "south-west",
    "west",
    "north-west",
)


def compass_words(start: tuple[float, float], heading: float) -> str:
    """A board heading (degrees, 0° = +x, counter-clockwise) seen from ``start`` as a compass
    direction: north points at the Pole, east is counter-clockwise about it (the board's
    azimuthal projection, docs/architecture.md). "north-east (bearing 45°)"."""
    x, y = start
    r = math.hypot(x, y)
    if r < 1e-9:
        return f"on a {heading:g}° heading (board)"  # at the Pole every way is south
    north = (-x / r, -y / r)
    east = (-y / r, x / r)
    hx, hy = math.cos(math.radians(heading)), math.sin(math.radians(heading))
    bearing = math.degrees(math.atan2(hx * east[0] + hy * east[1], hx * north[0] + hy * north[1]))
    bearing %= 360.0
    name = _COMPASS[int((bearing + 22.5) // 45) % 8]
    return f"{name} (bearing {round(bearing) % 360}°)"


def _course_words(args: list[str], start: tuple[float, float] | None = None) -> str:
    """``fly rome`` → "to Rome"; ``fly h15 1`` → "1 L north-east (bearing 40°)" from the
    miniature's position (else "1 L on a 15° heading (board)"); ``sail a/b/port 3`` → "to Port
    (3 segments, 3 L)"."""
    legs = args[0].split("/")
    last = legs[-1]
    length = f"{_length(args[1])} L" if len(args) > 1 else ""
    if last.startswith("h") and "," not in last and last[1:].lstrip("-").replace(".", "").isdigit():
        where = f"on a {last[1:]}° heading (board)"
        if start is not None:
            where = compass_words(start, float(last[1:]))
        return f"{length} {where}".strip()
    where = f"to {_where(last)}"
    extra = [f"{len(legs)} segments"] if len(legs) > 1 else []
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
    except Exception:
        pass
    if card_id.startswith("m-"):
        return "Mission " + place_name(card_id[2:])
    return card_id
