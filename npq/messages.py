"""The message catalog: every refusal's English text, rendered from a stable code and params.

Engine code never writes a sentence: it raises ``RuleViolation(code, **params)`` and the text
comes from :data:`CATALOG`, a plain mapping ``code -> Message(rule, text, plural, count)``:

- ``rule`` is the rulebook section the refusal cites (``RuleViolation.rule``);
- ``text`` is a :meth:`str.format` template over the named params (``{card}``, ``{cost}``);
- ``plural``, with ``count`` naming the param that chooses, is the plural form (gettext's
  ``ngettext(text, plural, params[count])``): plural rules live here and only here.

The codes are stable dotted ids (``mission.declare.not_at_start``): the app keys its tooltips
by them; the params are JSON values (ids, numbers, booleans), never English. Adding a refusal
is adding an entry here.

Translation (:mod:`npq.i18n`): the templates here are the gettext msgids of the ``npq``
domain. ``make i18n-update`` extracts them (``babel.cfg``: ``_M`` is a keyword, its 2nd and
3rd arguments the singular and plural; rule sections and action words are marked ``N_``),
:func:`render` looks each up in the language in force (``ngettext`` for a counted one), fills
it with numbers in the locale's format and shows the names it is given (``title``, ``name``,
``place_name``, ``words``, ``skill``) in that language too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from npq import i18n
from npq.i18n import N_

__all__ = [
    "CATALOG",
    "Message",
    "action_words",
    "ending_words",
    "render",
    "rule_text",
    "victory_rule_words",
]


@dataclass(frozen=True, slots=True)
class Message:
    """One refusal: the rulebook section it cites and its English template(s)."""

    rule: str
    text: str
    plural: str | None = None
    count: str | None = None

    def template(self, params: Mapping[str, Any]) -> str:
        """The template in the language in force (the English one where it has none)."""
        if self.plural is not None and self.count is not None:
            n: Any = params.get(self.count)
            try:
                count = int(n)
            except (TypeError, ValueError):
                count = 2
            return i18n.ngettext(self.text, self.plural, count)
        return i18n.gettext(self.text) if self.text != "{text}" else self.text


# Rulebook sections, as cited.
_TURN = N_("8 How to Play")
_OVER = N_("9 Victory")
_MISSIONS = N_("6 Mission Cards")
_DECLARE = N_("10 Declaring a Mission")
_SWAP = N_("10 Swapping a Mission Card or Drawing a New One")
_ABANDON = N_("10 Abandoning a Mission in Progress")
_SELL = N_("10 Selling a Mission Already Completed to the Bank")
_CREW = N_("3 Crew Management")
_REPAIR = N_("10 Repair Actions")
_RANGE = N_("2 Range (Tank Capacity)")
_INTEGRITY = N_("2 Structural Integrity")
_EMERGENCY = N_("10 Emergency Landing Management")
_STRATEGY = N_("6 Strategy Cards")
_VENTURE = N_("6 Venture Cards")
_TRAP = N_("10 Using Strategy Cards (Trap Card)")
_ARCTIC = N_("10 Arctic Base Organization")
_LOAN = N_("10 Selling a Mission (Bank loan)")
_AIRSHIP = N_("4 Airship Movement")
_SHIP = N_("4 Ships Movement")
_WEATHER = N_("1B Interaction with Miniatures")
_SOLO = N_("12 Solo Mode")
_BONDS = N_("7 Bonds")
_BOARD_EDGE = N_("1A Scoreboard")
_BARRAGE = N_("1A The Pole")
_OBSTACLES = N_("1A Restricted Areas and Obstacles")
_AUCTION = N_("3 The Engagement Auction")
_DRAFT = N_("8 Draft Mission Cards")
_TELEGRAMS = N_("6 Telegrams")
_BONUSES = N_("3 Specialist Bonuses")

_M = Message

_ENTRIES: dict[str, Message] = {
    # -- the flow and the turn (section 8, section 9) -------------------------------------------
    "game.over": _M(_OVER, "the game is over"),
    "game.already_interrupted": _M(
        _OVER, "the game is already interrupted: it ends with round {round}"
    ),
    "turn.say_which_seat": _M(_TURN, "seats {seats} must decide now: say which one acts"),
    "turn.not_your_turn": _M(_TURN, "seat {seat} is not to act now (seat {actor} is)"),
    "turn.not_an_answer": _M(_TURN, "'{verb}' does not answer the decision owed ({decision})"),
    "turn.turn_lost": _M(_TURN, "this turn is lost to a card: end it"),
    "turn.action_twice": _M(_TURN, "no action twice in a turn: you have already chosen to {words}"),
    "turn.no_actions_left": _M(_TURN, "no actions left this turn: end it"),
    "turn.not_an_action": _M(_TURN, "{action} is not an action of the List of Actions"),
    "turn.must_fly_before_ending": _M(
        _AIRSHIP, "an airship in flight must move every turn (fly before ending)"
    ),
    "turn.must_fly_first": _M(_AIRSHIP, "an airship in flight must move every turn: fly first"),
    # -- missions (section 6, section 10) -------------------------------------------------------
    "mission.declare.not_in_hand": _M(_DECLARE, "{card} is not a Mission card in your hand"),
    "mission.declare.one_active": _M(
        _MISSIONS, "a new mission cannot be declared while one is active"
    ),
    "mission.declare.not_at_start": _M(
        _MISSIONS, "a mission is declared only at a Starting Point (a starting base)"
    ),
    "mission.declare.target_here": _M(_DECLARE, "the mission's target is where the airship stands"),
    "mission.declare.target_in_ring": _M(
        _DECLARE,
        "the airship stands inside {name}'s ring already ({distance} L away), so this mission "
        "would be complete before it starts; declare it from another Starting Point",
    ),
    "mission.declare.target_at_start": _M(
        _DECLARE,
        "{card}: its target's halo touches this Starting Point's ring ({distance} L away), so it "
        "is reached without a flight; declare it from another Starting Point",
    ),
    "mission.exchange.not_in_hand": _M(
        _SWAP, "{card} is not an undeclared Mission card in your hand"
    ),
    "mission.exchange.deck_empty": _M(_SWAP, "the Mission deck is empty"),
    "mission.exchange.not_face_up": _M(_SWAP, "{card} is not one of the face-up Mission cards"),
    "mission.draw.on_pole_journey": _M(
        _MISSIONS, "no extra mission on the journey to the Pole: it is done before leaving"
    ),
    "mission.draw.hand_full": _M(_MISSIONS, "no more than {limit} Mission cards in hand"),
    "mission.draw.before_three": _M(
        _SWAP, "a new Mission card is drawn only after the 3 compulsory missions"
    ),
    "mission.draw.deck_empty": _M(_SWAP, "the Mission deck is empty"),
    "mission.abandon.none_active": _M(_ABANDON, "there is no mission in progress"),
    "mission.sell.not_completed": _M(_SELL, "{card} is not a completed mission of yours"),
    "mission.sell.nothing_completed": _M(_SELL, "you have no completed mission to sell yet"),
    "mission.sell.on_pole_journey": _M(
        _SELL, "no sale on the journey to the Pole: the new card must be completed before leaving"
    ),
    "mission.sell.hand_full": _M(_MISSIONS, "the new Mission card would pass the hand limit"),
    "mission.sell.deck_empty": _M(_SELL, "the Mission deck is empty: no new card to draw"),
    # -- crew (section 3) -----------------------------------------------------------------------
    "crew.hire.not_at_base": _M(
        _CREW, "crew is hired only while the airship is stationed at a base"
    ),
    "crew.dismiss.not_at_base": _M(
        _CREW, "crew is given up only while the airship is stationed at a base"
    ),
    "crew.hire.one_commander": _M(
        _CREW, "no more than one Commander in a crew: give up yours first"
    ),
    "crew.hire.unknown_commander": _M(_CREW, "no Commander {commander!r}"),
    "crew.hire.box_later": _M(
        _CREW, "Commanders from the box are hired once the laid-out ones are gone"
    ),
    "crew.hire.not_available": _M(_CREW, "{name} is not available"),
    "crew.hire.commander_cost": _M(_CREW, "hiring {name} costs {cost} Bonds; you have {have}"),
    "crew.hire.one_specialist": _M(_CREW, "no more than one Specialist {skill} in a crew"),
    "crew.hire.specialist_cost": _M(
        _CREW, "a Specialist {skill} costs {cost} Bonds; you have {have}"
    ),
    "crew.dismiss.no_commander": _M(_CREW, "there is no Commander to give up"),
    "crew.dismiss.no_specialist": _M(_CREW, "there is no Specialist {skill} to give up"),
    # -- services and prices (section 10 "Repair Actions", section 11) --------------------------
    "services.arctic_without_mast": _M(
        _ARCTIC,
        "no {what} at {place} yet: an Arctic base refuels and repairs once a Mooring Mast stands "
        "there",
    ),
    "services.refuel.not_at_base": _M(
        _REPAIR, "refuelling is done only while the airship is stationed at a base"
    ),
    "services.repair.not_at_base": _M(
        _REPAIR, "repairs are done only while the airship is stationed at a base"
    ),
    "services.refuel.tank_full": _M(_RANGE, "the tank is full ({fuel} of Range {range})"),
    "services.refuel.too_much": _M(
        _RANGE,
        "the tank takes {room} more unit, not {units}",
        "the tank takes {room} more units, not {units}",
        "room",
    ),
    "services.repair.undamaged": _M(_INTEGRITY, "the airship is undamaged: nothing to repair"),
    "services.repair.too_much": _M(
        _INTEGRITY,
        "{room} damage point to repair, not {units}",
        "{room} damage points to repair, not {units}",
        "room",
    ),
    "services.refuel.cost": _M(
        _REPAIR,
        "{units} fuel unit costs {cost} Bonds; you have {have}",
        "{units} fuel units costs {cost} Bonds; you have {have}",
        "units",
    ),
    "services.repair.cost": _M(
        _REPAIR,
        "{units} repair unit costs {cost} Bonds; you have {have}",
        "{units} repair units costs {cost} Bonds; you have {have}",
        "units",
    ),
    # -- emergency landing and recovery (section 10) --------------------------------------------
    "emergency.recovery.nearest_base": _M(
        _EMERGENCY, "after the S.O.S. the airship is moved to the nearest base: fly {place}"
    ),
    "emergency.sos.no_landing": _M(
        _EMERGENCY, "the S.O.S. is sent only after an emergency landing"
    ),
    "emergency.fly.sos_first": _M(_EMERGENCY, "after an emergency landing, send the S.O.S. first"),
    "emergency.fly.grounded": _M(
        _EMERGENCY,
        "the recovered airship stays at its base until round {until}: it cannot restart in the "
        "turn it was recovered, and after coming down on the ground or the ice it stays the "
        "next turn too",
    ),
    "emergency.fly.restore_first": _M(
        _EMERGENCY,
        "after an emergency landing, Range and Structural Integrity must be fully restored "
        "before flying again",
    ),
    # -- flight (section 4, 1A, 1B; D7-D10) -----------------------------------------------------
    "flight.unknown_place": _M(_AIRSHIP, "there is no place {place!r} on the board"),
    "flight.held": _M(_AIRSHIP, "a card holds the airship this turn"),
    "flight.tank_empty": _M(_RANGE, "the tank is empty: refuel first"),
    "flight.broken": _M(_INTEGRITY, "the airship is broken: repair first"),
    "flight.fog": _M(_WEATHER, "fog in the starting area: the airship cannot move"),
    "flight.too_far": _M(_AIRSHIP, "{distance:g} L is more than the Speed allowed ({limit:g})"),
    "flight.zero_length": _M(
        _AIRSHIP, "a flight must go somewhere: the airship cannot remain stationary"
    ),
    "flight.speed_exceeded": _M(
        _AIRSHIP, "a move of {distance:g} L exceeds the Speed allowed ({limit:g} L)"
    ),
    "flight.board_edge": _M(
        _BOARD_EDGE,
        "the move leaves the board {at:.2f} L out (miniatures may not cross the outer limit of "
        "the map)",
    ),
    "flight.nocard.no_fog_card": _M(
        _BONUSES,
        "there is no fog Venture card to decline here: only an airship flying out of fog with a "
        "Commander draws one",
    ),
    "flight.nocard.no_gold_scientist": _M(
        _BONUSES,
        "only a gold Scientist (a Scientist token with a Commander of that skill) makes the fog's "
        "Venture card a choice",
    ),
    "flight.barrage_locked": _M(
        _BARRAGE,
        "the move enters the Barrage Area {at:.2f} L out, and the Barrage Limit is locked "
        "(3 missions unlock it)",
    ),
    "flight.barrage_bonds": _M(
        _BARRAGE,
        "the move enters the Barrage Area {at:.2f} L out, and the Barrage Limit is locked: "
        "besides your {missions} missions it takes at least {need_bonds} Bonds, net of the Bank "
        "loan (you have {bonds})",
    ),
    "flight.barrage_both": _M(
        _BARRAGE,
        "the move enters the Barrage Area {at:.2f} L out, and the Barrage Limit is locked: it "
        "takes 3 completed missions (you have {missions}) and at least {need_bonds} Bonds, net "
        "of the Bank loan (you have {bonds})",
    ),
    "flight.obstacle": _M(
        _OBSTACLES,
        "the move crosses the geographical obstacle {name} {at:.2f} L out; without a Commander "
        "it must go around",
    ),
    "flight.sea_obstacle": _M(
        _OBSTACLES,
        "the move crosses the sea obstacle {name} {at:.2f} L out; without a Commander it must "
        "go around",
    ),
    "flight.closed_zone": _M(
        _OBSTACLES,
        "the move crosses {name} {at:.2f} L out, closed to airships this round by a Telegram: it "
        "must go around",
    ),
    "flight.restricted_area": _M(
        _OBSTACLES,
        "the move crosses the restricted area {name} {at:.2f} L out; without a Commander it "
        "must go around",
    ),
    # -- sailing (section 4 "Ships"; D5) --------------------------------------------------------
    "sailing.held": _M(_SHIP, "a card holds the ship this turn"),
    "sailing.unknown_place": _M(_SHIP, "there is no place {place!r} on the board"),
    "sailing.not_a_port": _M(_SHIP, "{name} is not a port: ships cannot stop there"),
    "sailing.segments": _M(_SHIP, "a ship move has at most {max} segments, got {segments}"),
    "sailing.budget": _M(
        _SHIP,
        "the move uses {cost:.2f} L of the ship's {budget:g} L budget ({ice:.2f} L inside the "
        "ice ring count three times, D5)",
    ),
    "sailing.board_edge": _M(_BOARD_EDGE, "the move leaves the board"),
    "sailing.over_land": _M(
        _SHIP, "ships may not pass over land ({at:.2f} L out); sail around it or through a channel"
    ),
    # -- Strategy cards and traps (section 6, section 10) ---------------------------------------
    "strategy.solo": _M(_SOLO, "Strategy cards are not used in the solo mode"),
    "strategy.not_in_hand": _M(_STRATEGY, "{card} is not a Strategy card in your hand"),
    "strategy.play.trap_laid": _M(
        _TRAP, "while your trap card lies on the board you play no other card"
    ),
    "strategy.play.no_such_seat": _M(_STRATEGY, "there is no player in seat {seat}"),
    "strategy.play.not_on_self": _M(_STRATEGY, "{title} cannot be played on yourself"),
    "strategy.play.not_on_opponent": _M(_STRATEGY, "{title} cannot be played on an opponent"),
    "strategy.play.needs_specialist": _M(
        _STRATEGY, "{title} names a {skill}: the crew it acts on must have one"
    ),
    "strategy.counter.no_venture": _M(
        _VENTURE, "{title} cancels a Venture card drawn this turn: you drew none"
    ),
    "strategy.counter.nothing_played": _M(
        _STRATEGY, "{title} cancels a Strategy card played against you: none is in play"
    ),
    "strategy.counter.not_a_counter": _M(
        _STRATEGY,
        "{title} does not cancel {hostile}: answer it with a counter card, or let it strike",
    ),
    "strategy.let_strike.nothing": _M(
        _STRATEGY, "no hostile Strategy card is about to strike you: there is nothing to let"
    ),
    "strategy.draw.hand_full": _M(_STRATEGY, "no more than {limit} Strategy cards in hand"),
    "strategy.deck_empty": _M(_STRATEGY, "the Strategy deck is empty"),
    "strategy.trap.variant_off": _M(_TRAP, "the Trap Card variant is not in play"),
    "strategy.trap.one_per_player": _M(_TRAP, "the board holds at most 1 trap per player"),
    "strategy.trap.not_a_circle": _M(_TRAP, "{circle} is not a Strategy circle"),
    "strategy.trap.circle_taken": _M(_TRAP, "that Strategy circle already holds a trap"),
    "strategy.trap.none_laid": _M(_TRAP, "you have no trap card on the board"),
    # -- Arctic bases (section 10) --------------------------------------------------------------
    "arctic.reserve.not_arctic": _M(_ARCTIC, "{base} is not an Arctic base (snowflake symbol)"),
    "arctic.reserve.one_token": _M(
        _ARCTIC, "you hold one Arctic Base Target Token: move your base instead"
    ),
    "arctic.reserve.taken": _M(_ARCTIC, "that Arctic base is already reserved"),
    "arctic.reserve.cost": _M(
        _ARCTIC, "reserving an Arctic base costs {cost} Bonds; you have {have}"
    ),
    "arctic.setup.not_reserved": _M(_ARCTIC, "reserve an Arctic base first"),
    "arctic.setup.already": _M(_ARCTIC, "your Mooring Mast already stands there"),
    "arctic.setup.ship_away": _M(_ARCTIC, "the ship must be stationed at the reserved Arctic base"),
    "arctic.setup.cost": _M(
        _ARCTIC, "setting up the Arctic base costs {cost} Bonds; you have {have}"
    ),
    "arctic.move.none": _M(_ARCTIC, "you have no Arctic base to move"),
    "arctic.move.cost": _M(_ARCTIC, "moving the Arctic base costs {cost} Bonds; you have {have}"),
    # -- the Bank (section 7, section 10) -------------------------------------------------------
    "bank.loan.on_pole_journey": _M(
        _LOAN, "no loan on the journey to the Pole: the Bank is repaid before leaving"
    ),
    "bank.loan.bank_itself": _M(_LOAN, "the Bank does not borrow from itself"),
    "bank.loan.cap": _M(
        _LOAN,
        "{player} owes the Bank {owed} Bonds; a loan of {amount} would pass the {cap}-Bond limit",
    ),
    "bank.repay.nothing_owed": _M(_LOAN, "{player} owes the Bank nothing"),
    "bank.repay.too_much": _M(_LOAN, "{player} owes the Bank {owed} Bonds, not {amount}"),
    "bonds.loan_only": _M(_BONDS, "{reason!r} is booked only through loan() and repay_loan()"),
    "bonds.no_account": _M(_BONDS, "no such account: {account!r}"),
    "bonds.not_whole": _M(_BONDS, "Bonds are whole numbers, not {amount}"),
    "bonds.not_positive": _M(_BONDS, "a payment must be positive, not {amount}"),
    "bonds.no_reason": _M(_BONDS, "every payment needs a reason"),
    "bonds.negative_round": _M(_BONDS, "round number must not be negative: {round}"),
    "bonds.pay_himself": _M(_BONDS, "{payer} cannot pay himself"),
    "bonds.short": _M(_BONDS, "{payer} has {have} Bonds and cannot pay {amount} ({reason})"),
    # -- the solo mode's setup (section 12) -----------------------------------------------------
    "solo.objective.not_a_number": _M(_SOLO, "objective {part!r} is not a Stars Table number"),
    "solo.objective.too_many": _M(_SOLO, "choose at most {max} secondary objectives, not {count}"),
    "solo.objective.twice": _M(_SOLO, "each secondary objective may be chosen once: {numbers}"),
    "solo.objective.unknown": _M(_SOLO, "there is no secondary objective {number} (1-{max})"),
    "solo.bonus.too_many": _M(_SOLO, "a solo game has at most {max} active bonuses, not {count}"),
    "solo.bonus.twice": _M(_SOLO, "the active bonuses must all be different: {keys}"),
    "solo.bonus.unknown": _M(_SOLO, "{problem}"),
    "solo.bonus.locked": _M(
        _SOLO, "the {name!r} bonus unlocks at {stars} stars; this profile has {total}"
    ),
    "solo.bonus.two_commanders": _M(
        _CREW, "a crew holds one Commander: choose the Commander or the Advanced Commander bonus"
    ),
    "solo.commander.needs_bonus": _M(
        _SOLO,
        "choosing a Commander ({choice!r}) needs the commander or the advanced_commander bonus; "
        "bonuses chosen: {bonuses}",
    ),
    "solo.commander.not_in_box": _M(
        _SOLO, "{choice!r} is not a Commander of the box; choose one of {valid}"
    ),
    "solo.commander.not_advanced": _M(
        _SOLO, "{choice!r} is not an Advanced Commander of the box; choose one of {valid}"
    ),
    "solo.bot.too_long": _M(_SOLO, "the bot's game did not end within {limit} rounds"),
    # -- the advanced game (issue 11) ------------------------------------------------------------
    "auction.opening_bid": _M(_AUCTION, "the bidding opens at the base price: bid {next_bid}"),
    "auction.raise_step": _M(
        _AUCTION,
        "every raise is exactly {step} Bonds: bid {next_bid}, not {amount}",
    ),
    "auction.closed": _M(_AUCTION, "the auction is closed"),
    "auction.not_your_turn": _M(_AUCTION, "it is seat {turn}'s turn to bid or pass"),
    "auction.nothing_to_answer": _M(_AUCTION, "there is no auction bid to answer now"),
    "auction.bid_short": _M(_AUCTION, "a bid of {bonds} Bonds; you have {have}"),
    "draft.over": _M(_DRAFT, "the draft is over"),
    "draft.kept": _M(_DRAFT, "you have kept your card: wait for the others"),
    "draft.not_offered": _M(_DRAFT, "{card} is not among the cards in front of you"),
    "draft.not_over": _M(_DRAFT, "the draft is not over"),
    "draft.nothing_to_answer": _M(_DRAFT, "there is no Mission-card draft to answer now"),
    "telegram.bases_closed": _M(
        _TELEGRAMS,
        "{place_name}: the bases of {nation_name} are closed to you this round (Telegram "
        "{telegram}): no {what} here",
    ),
    "crew.advanced.unknown_commander": _M(_CREW, "no Commander {commander!r}"),
    "crew.advanced.after_a_mission": _M(
        _CREW,
        "an Advanced Commander is hired only after completing at least one mission (advanced "
        "rules)",
    ),
    "crew.advanced.commander_on_his_way": _M(
        _CREW, "a Commander is already on his way to join you at the next base"
    ),
    "crew.advanced.one_commander": _M(
        _CREW,
        "no more than one Commander in a crew: declare the cession of yours first (he leaves at "
        "the next base, where the new one boards)",
    ),
    "crew.advanced.specialists_round_2": _M(
        _CREW, "Specialists are hired from the second round on (advanced rules)"
    ),
    "crew.advanced.one_specialist": _M(_CREW, "no more than one Specialist {skill} in a crew"),
    "crew.advanced.specialist_on_his_way": _M(
        _CREW, "a Specialist {skill} is already on his way to join you"
    ),
    "crew.advanced.no_commander": _M(_CREW, "there is no Commander to give up"),
    "crew.advanced.commander_leaving": _M(_CREW, "your Commander already leaves at the next base"),
    "crew.advanced.one_auction": _M(
        _CREW,
        "one member at a time is put up for auction from the air: the next base holds the "
        "auction already declared",
    ),
    "crew.advanced.renounce.no_room_needed": _M(
        _CREW, "renounce a Commander only to make room for one won at auction"
    ),
    "crew.advanced.renounce.already": _M(
        _CREW, "your Commander is already renounced: he leaves at the next base"
    ),
    "crew.advanced.no_specialist": _M(_CREW, "there is no Specialist {skill} to give up"),
    "crew.advanced.specialist_leaving": _M(
        _CREW, "your Specialist {skill} already leaves at the next base"
    ),
    "rescue.no_call": _M(_EMERGENCY, "there is no S.O.S. for your ship to answer now"),
    "rescue.tow.next_turn": _M(
        _EMERGENCY,
        "the ship that answered your S.O.S. tows the airship to port in your next turn",
    ),
    "rescue.tow.no_ship": _M(
        _EMERGENCY, "no ship stands by the ditched airship yet: it cannot be towed to port"
    ),
    "rescue.ship.towing": _M(
        _EMERGENCY,
        "your ship stands by seat {of}'s ditched airship: it sails only with the tow to port",
    ),
    "rescue.recover.not_ditched": _M(
        _AIRSHIP, "seat {seat}'s airship has not ditched at sea: there is nothing to recover"
    ),
    "rescue.recover.taken": _M(
        _AIRSHIP, "the ship of seat {ship} already stands by seat {seat}'s airship"
    ),
    "rescue.recover.short": _M(
        _AIRSHIP,
        "your ship would stop {gap} Lengths short of seat {seat}'s airship: it must reach it "
        "this turn",
    ),
    # -- a refusal written before the catalog (kept readable; convert to a code) ----------------
    "legacy": _M("", "{text}"),
}

#: The catalog: refusal code -> :class:`Message`.
CATALOG: Mapping[str, Message] = MappingProxyType(_ENTRIES)

#: The actions of the List of Actions in a player's words (``ActionKind`` value -> words),
#: used in refusals ("you have already chosen to move the airship") and tooltips.
_ACTION_WORDS: dict[str, str] = {
    "declare": N_("declare a mission"),
    "mission-card": N_("exchange or draw a Mission card"),
    "abandon": N_("abandon a mission"),
    "sell": N_("sell a mission"),
    "move-airship": N_("move the airship"),
    "move-ship": N_("move the ship"),
    "hire-commander": N_("hire a Commander"),
    "hire-specialist": N_("hire a Specialist"),
    "dismiss-commander": N_("give up a Commander"),
    "dismiss-specialist": N_("give up a Specialist"),
    "refuel": N_("refuel"),
    "repair": N_("repair"),
    "sos": N_("send an S.O.S."),
    "play-strategy": N_("play a Strategy card"),
    "draw-strategy": N_("draw a Strategy card"),
    "replace-strategy": N_("replace a Strategy card"),
    "withdraw-trap": N_("withdraw a trap"),
    "reserve-base": N_("reserve an Arctic base"),
    "setup-base": N_("set up the Arctic base"),
    "move-base": N_("move the Arctic base"),
    "loan": N_("take or repay a loan"),
    "end-turn": N_("end the turn"),
    "interrupt": N_("interrupt the game"),
    "let-strike": N_("let a hostile card strike"),
    "auction": N_("bid or pass in an auction"),
    "draft": N_("keep a Mission card in the draft"),
    "renounce": N_("renounce the Commander"),
    "rescue": N_("answer an S.O.S. with your ship"),
}


#: How a game ended (section 9; section 12 for a crash; ``Termination`` value -> words).
_ENDINGS: dict[str, str] = {
    "pole": N_("first back from the Pole"),
    "pole_most_bonds": N_("back from the Pole with the most Bonds"),
    "interrupted": N_("interrupted, most Bonds"),
    "crash": N_("the airship crashed"),
}


def ending_words(termination: Any) -> str:
    """How a game ended in the language in force ("first back from the Pole")."""
    words = _ENDINGS.get(str(termination))
    return i18n.gettext(words) if words else str(termination)


def victory_rule_words(not_just_first: bool) -> str:
    """The victory rule of a game (section 9) in the language in force."""
    if not_just_first:
        return i18n.gettext(
            'victory: It\'s Not Just "First" (section 9: the round of the first return is '
            "played out; the richest of those back wins)"
        )
    return i18n.gettext("victory: the first back wins (section 9)")


def action_words(kind: str) -> str:
    """An action kind in a player's words ("move the airship"), in English: the msgid a
    refusal's ``words`` param carries (:func:`render` shows it translated)."""
    return _ACTION_WORDS.get(kind, kind)


#: Params whose values are names a language may have its own word for: how each is shown.
_NAMES = {
    "title": i18n.gettext,
    "words": i18n.gettext,
    "skill": i18n.gettext,
    "text": i18n.gettext,
    "problem": i18n.gettext,
    "name": i18n.place,
    "place_name": i18n.place,
    "nation_name": i18n.gettext,
    "what": i18n.gettext,
}

#: What a closed base refuses (``telegram.bases_closed``'s ``what``), for extraction.
_SERVICES = (N_("fuel"), N_("repair"), N_("crew"))


def _shown(key: str, value: Any) -> Any:
    """A list param reads as ``a, b, c`` (``none`` when empty); a name in the language."""
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value) or i18n.gettext("none")
    if isinstance(value, str) and key in _NAMES:
        return _NAMES[key](value)
    return value


def render(code: str, params: Mapping[str, Any]) -> str:
    """The text of a refusal in the language in force; raises ``KeyError`` for an unknown
    code."""
    message = CATALOG[code]
    return i18n.render(message.template(params), **{k: _shown(k, v) for k, v in params.items()})


def rule_of(code: str) -> str:
    """The rulebook section a code cites (English: the section's id in data and on the wire)."""
    return CATALOG[code].rule


def rule_text(rule: str) -> str:
    """A rulebook section as the language in force names it."""
    return i18n.gettext(rule) if rule else rule
