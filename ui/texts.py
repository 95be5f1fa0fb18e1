"""Words for what the engine says: events, actions, crew and cards, as players read them."""

from __future__ import annotations

from typing import Any

__all__ = ["action_label", "describe_event", "place_name"]

_WIND_WORDS = {
    "FW": "tailwind (+1 Speed)",
    "BW": "headwind (−1 Speed)",
}


def place_name(place_id: str | None) -> str:
    """A place's name from its id, via the packaged board (the id itself if unknown)."""
    if not place_id:
        return "—"
    try:
        from ui.app import current_board

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
        return f"{who} draws a Mission card."
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
        return f"Weather where {who} starts: {g('icon') or 'no icon'}."
    if kind == "wind":
        result = str(g("result"))
        return f"Wind Indicator spun: {_WIND_WORDS.get(result, result)}."
    if kind == "venture_drawn":
        from ui.cards import venture_info

        title, text = venture_info(str(g("card")), g("line"))
        return f"{who} draws Venture card “{title}” crossing {g('zone')}: {text}"
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
        return f"{who}'s airship is recovered to {place_name(g('place'))}."
    if kind == "crew_hired":
        gold = " (gold)" if g("gold") else ""
        return f"{who} hires {g('role')} {g('id')}{gold} for {g('price')} Bonds."
    if kind == "crew_dismissed":
        return f"{who} gives up {g('role')} {g('id')}: +{g('amount')} Bonds."
    if kind == "refuelled":
        return f"{who} refuels {g('units')} for {g('price')} Bonds (fuel {g('fuel')})."
    if kind == "repaired":
        return f"{who} repairs {g('units')} for {g('price')} Bonds (Integrity {g('integrity')})."
    if kind == "strategy_played":
        target = g("target")
        on = "" if target is None else f" on {_who_seat(target, ctl)}"
        return f"{who} plays Strategy card {g('card')}{on}."
    if kind == "strategy_drawn":
        return f"{who} draws a Strategy card."
    if kind == "strategy_replaced":
        return f"{who} replaces a Strategy card."
    if kind == "effect":
        return f"{who}: {g('type')} {g('amount') or ''} ({g('source')})".replace("  ", " ")
    if kind == "trap_laid":
        return f"{who} lays a trap card face down."
    if kind == "trap_sprung":
        return f"{who} springs a trap card ({g('card')})!"
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
    if kind == "game_over":
        winners = ", ".join(_who_seat(w, ctl) for w in g("winners", []))
        return f"Game over ({g('termination')}): {winners or 'nobody'} wins."
    if kind == "crash":
        return f"{who}'s airship crashes ({g('cause')})."
    return f"{who}: {kind.replace('_', ' ')}"


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


def action_label(action: Any, ctl: Any = None) -> str:
    """A readable label for one concrete action (menus, buttons)."""
    verb = getattr(action, "verb", str(action).split()[0])
    base = _VERB_LABELS.get(verb, verb)
    text = str(action)
    args = text.split()[1:]
    if verb in ("declare", "sell", "replace-strategy") and args:
        return f"{base}: {card_title(args[0])}"
    if verb == "exchange" and len(args) == 2:
        take = "the deck" if args[1] == "deck" else card_title(args[1])
        return f"{base}: give {card_title(args[0])}, take {take}"
    if verb in ("reserve",) and args:
        return f"{base}: {place_name(args[0])}"
    if verb in ("fly", "sail") and args:
        return f"{base} to {place_name(args[0]) if ',' not in args[0] else args[0]}"
    if verb == "play" and args:
        target = ""
        if len(args) > 1 and ctl is not None:
            target = f" on {_who_seat(args[1].lstrip('@'), ctl)}"
        return f"{base}: {card_title(args[0])}{target}"
    if verb == "trap" and len(args) == 2:
        return f"{base}: {card_title(args[0])} on {place_name(args[1])}"
    if verb in ("refuel", "repair", "loan", "repay") and args:
        return f"{base} {args[0]}"
    if verb in ("hire-commander", "hire-specialist", "dismiss-specialist") and args:
        return f"{base}: {args[0].replace('_', ' ').title()}"
    return base


def card_title(card_id: str) -> str:
    """A card's title from its id, via the packaged decks."""
    try:
        from ui.cards import card_info

        info = card_info(card_id)
        if info is not None:
            return info[0]
    except Exception:
        pass
    if card_id.startswith("m-"):
        return "Mission " + place_name(card_id[2:])
    return card_id
