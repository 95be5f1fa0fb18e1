"""Events: what happened when an action was applied, for logs, the UI and the solo tracker.

``apply(state, action)`` returns the new state and a tuple of events. Each event has a ``kind``,
the ``round`` and the ``player`` seat it concerns (``None`` for the whole table) and a read-only
``data`` mapping of plain JSON values. The keys of each kind are listed on :class:`EventKind`;
the solo objectives tracker (issue #6) and the UI rely on them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

__all__ = ["REVEALING_EVENTS", "Event", "EventKind"]


class EventKind(StrEnum):
    """Every kind of event, with the keys of its ``data``."""

    TURN_STARTED = "turn_started"  # -
    TURN_ENDED = "turn_ended"  # actions: [str]
    ROUND_ENDED = "round_ended"  # next_round
    MANAGER_INCOME = "manager_income"  # amount
    ACTION = "action"  # action: str, kind: str  (one per applied action, first)
    MISSION_DECLARED = "mission_declared"  # card, start, target, reward, distance
    MISSION_EXCHANGED = "mission_exchanged"  # give, take ("deck" or a card id)
    MISSION_DRAWN = "mission_drawn"  # card, obliged (bool: must be done before the Pole)
    MISSION_ABANDONED = "mission_abandoned"  # card, target
    MISSION_SOLD = "mission_sold"  # card, amount, drawn
    MISSION_COMPLETED = "mission_completed"  # card, start, target, distance, reward, completed
    AIRSHIP_MOVED = "airship_moved"  # start, end, length, course, heading, icon, wind,
    #   speed, zones: [{id, kind}], territories: [nation or "neutral"], over_neutral, place
    SHIP_MOVED = "ship_moved"  # start, end, length, zones, place
    WEATHER = "weather"  # icon, area, miniature
    WIND = "wind"  # result, deviation, speed_change
    VENTURE_DRAWN = "venture_drawn"  # card, zone, zone_kind, line, effects
    STATIONED = "stationed"  # place, point, is_port, miniature ("airship" | "ship")
    FUEL_USED = "fuel_used"  # fuel
    DAMAGE = "damage"  # amount, integrity, cause
    EMERGENCY_LANDING = "emergency_landing"  # cause ("fuel" | "integrity"), point, ground
    SOS = "sos"  # nearest
    RECOVERED = "recovered"  # place, point, ground (land/ice/water), until (first round to fly)
    CRASH = "crash"  # cause, rescued (solo mode)
    #: The advanced rescue (section 10): who answers the S.O.S. and what it will cost. ground;
    #: host (the port or base it goes to); responder (the seat whose ship must come, at sea;
    #: None on land or ice); lengths (the fee's distance); fee; to (the seat paid, None: the
    #: Bank); rent; rent_to (seat or None)
    RESCUE_CALLED = "rescue_called"
    RESCUE_ARRIVED = "rescue_arrived"  # of (the landed seat), lengths, spent ("this_turn" |
    #   "next_turn": whose ship move it took; "sailed": a recovery sailed in the turn, L410)
    RESCUE_PAID = "rescue_paid"  # ground, place, lengths, fee, to, rent, rent_to (as called)
    CREW_HIRED = "crew_hired"  # role, id, skills, price, gold
    CREW_DISMISSED = "crew_dismissed"  # role, id, skills, amount
    REFUELLED = "refuelled"  # units, price, fuel
    REPAIRED = "repaired"  # units, price, integrity
    STRATEGY_PLAYED = "strategy_played"  # card, target
    STRATEGY_DRAWN = "strategy_drawn"  # card
    STRATEGY_REPLACED = "strategy_replaced"  # card, drawn
    EFFECT = "effect"  # type, amount, turns, source, card
    TRAP_LAID = "trap_laid"  # circle
    TRAP_SPRUNG = "trap_sprung"  # card, circle, owner
    TRAP_WITHDRAWN = "trap_withdrawn"  # circle
    BASE_RESERVED = "base_reserved"  # base, price
    BASE_SET_UP = "base_set_up"  # base, price
    BASE_RELEASED = "base_released"  # base, penalty, was_set_up
    LOAN_TAKEN = "loan_taken"  # amount, outstanding
    LOAN_REPAID = "loan_repaid"  # amount, outstanding
    POLE_JOURNEY = "pole_journey"  # base
    POLE_OVERFLOWN = "pole_overflown"  # integrity, max_integrity
    STATS = "stats"  # speed, range, fuel, integrity, max_integrity
    DRAFT_STARTED = "draft_started"  # passes
    DRAFT_KEPT = "draft_kept"  # passes (the card stays hidden)
    DRAFT_DONE = "draft_done"  # -
    AUCTION_OPENED = "auction_opened"  # member, role, base, invited
    AUCTION_BID = "auction_bid"  # bonds, member
    AUCTION_PASSED = "auction_passed"  # member
    AUCTION_CLOSED = "auction_closed"  # member, role, price, contested
    RENOUNCED = "renounced"  # id, place (None: at the next base)
    PLACE_TAKEN = "place_taken"  # place (1: the winner, 2: second place)
    TELEGRAM_READ = "telegram_read"  # card, date (ISO), title, nations, effects, in_play
    CREW_DECLARED = "crew_declared"  # role, id, price, joins ("next base") -- hired in flight
    CREW_CESSION_DECLARED = "crew_cession_declared"  # role, id -- leaves at the next base
    CREW_BOARDED = "crew_boarded"  # role, id, skills, place
    CREW_LEFT = "crew_left"  # role, id, amount, place
    GAME_INTERRUPTED = "game_interrupted"  # round (the game ends with it, section 9)
    INTERRUPT_PROPOSED = "interrupt_proposed"  # round, asked (the seats whose consent it needs)
    INTERRUPT_ANSWERED = "interrupt_answered"  # agreed (the seat's answer), by (the proposer)
    GAME_OVER = "game_over"  # termination, winners, bonds
    DECISION_OWED = "decision_owed"  # kind ("counter"), card, by: the seat must decide now


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``data`` holds JSON values only (str, int, float, bool, lists)."""

    kind: EventKind
    round: int
    player: int | None
    data: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def make(cls, kind: EventKind, round_no: int, player: int | None, /, **data: Any) -> Event:
        return cls(kind, round_no, player, MappingProxyType(data))

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self.data)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "round": self.round, "player": self.player, **self.data}

    def __str__(self) -> str:
        who = "" if self.player is None else f" p{self.player}"
        body = " ".join(f"{k}={v}" for k, v in self.data.items())
        return f"r{self.round}{who} {self.kind.value} {body}".rstrip()


#: Events that reveal information (a spin of the Wind Indicator, a card drawn from a deck, a
#: turn or round ended; in the advanced game a telegram read, a draft pick, every step of an
#: auction, which other seats see or are asked): undo never goes back past them, or a player
#: could spin or draw again (sections 5, 6). One rule for the desk and the online server.
REVEALING_EVENTS = frozenset(
    {
        "wind",
        "venture_drawn",
        "mission_drawn",
        "mission_sold",
        "mission_exchanged",
        "strategy_drawn",
        "strategy_replaced",
        "trap_sprung",
        "turn_ended",
        "round_ended",
        "game_over",
        "telegram_read",
        "draft_kept",
        "draft_done",
        "auction_opened",
        "auction_bid",
        "auction_passed",
        "auction_closed",
    }
)
