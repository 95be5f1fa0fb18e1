"""Helpers for the npq.game tests: build positions the rulebook's examples describe."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from npq.game import GameConfig, State, default_world, new_game
from npq.game.rng import Rng
from npq.game.state import PlayerState
from npq.nav import WIND_SECTORS, Wind
from npq.weather import Icon

W = default_world()


def game(*nations: str, seed: int = 1, disc_start: int = 0, **options: Any) -> State:
    """A new game of the current edition with its disc set ``disc_start`` notches (edition 4
    draws them at set-up, L114): the positions built here read the weather of round N as the
    disc as assembled shows it (:func:`round_with`), so they are set at 0 unless told."""
    return replace(new_game(GameConfig(tuple(nations), **options), seed), disc_start=disc_start)


def put(state: State, seat: int, **changes: Any) -> State:
    return state.with_player(seat, replace(state.players[seat], **changes))


def put_air(state: State, seat: int, **changes: Any) -> State:
    p = state.players[seat]
    return put(state, seat, airship=replace(p.airship, **changes))


def put_ship(state: State, seat: int, **changes: Any) -> State:
    p = state.players[seat]
    return put(state, seat, ship=replace(p.ship, **changes))


def at_place(state: State, seat: int, place: str) -> State:
    return put_air(state, seat, pos=W.xy(place), place=place)


def force_wind(state: State, wind: Wind) -> State:
    """A generator whose next Wind Indicator spin gives ``wind`` (the Game Example's spins)."""
    want = WIND_SECTORS.index(wind)
    for counter in range(10_000):
        rng = Rng(state.rng.seed, counter)
        if rng.below(len(WIND_SECTORS))[0] == want:
            return replace(state, rng=rng)
    raise AssertionError("no such generator state")


def round_with(place_or_xy: str | tuple[float, float], icons: set[Icon | None]) -> int:
    xy = W.xy(place_or_xy) if isinstance(place_or_xy, str) else place_or_xy
    area = W.board.weather_area_at(xy)
    for r in range(1, 73):
        if W.disc.icon(area, r) in icons:
            return r
    raise AssertionError(f"no round with {icons}")


def bonds(state: State, seat: int) -> int:
    return state.bonds(seat)


def dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def player(state: State, seat: int) -> PlayerState:
    return state.players[seat]


def crew_probes(state: State) -> list[Any]:
    """Actions worth judging beside the legal set's candidates: every hire and cession of the
    box, to the Bank or by auction (refused ones too), a renounce, auction answers off the
    step, and the advanced rescue's answer and recovery."""
    from npq.game import (
        Bid,
        DismissCommander,
        DismissSpecialist,
        HireCommander,
        HireSpecialist,
        PassBid,
        Renounce,
    )
    from npq.game.actions import AuctionCommander, AuctionSpecialist, Recover, Rescue
    from npq.game.config import SKILLS

    out: list[Any] = [HireCommander(c.id) for c in W.content.crew.all_commanders]
    out += [HireSpecialist(s) for s in SKILLS] + [DismissSpecialist(s) for s in SKILLS]
    out += [AuctionSpecialist(s) for s in SKILLS] + [AuctionCommander()]
    out += [DismissCommander(), Renounce(), PassBid(), Rescue()]
    out += [Recover(seat) for seat in range(len(state.players))]
    nxt = state.auction.next_bid if state.auction is not None else 100
    out += [Bid(nxt), Bid(nxt + 10), Bid(nxt - 10), Bid(10_000)]
    return out


def check_agrees_with_apply(state: State, actions: Any, seat: int | None = None) -> int:
    """``check`` (a pure judgement) says exactly what ``apply`` does of each action: legal
    when it applies; otherwise the same refusal (code and params). Returns how many were
    refused."""
    from npq.errors import RuleViolation
    from npq.game import apply, check

    refused = 0
    for action in actions:
        judged = check(state, action, seat=seat)
        try:
            apply(state, action, seat=seat)
        except RuleViolation as exc:
            assert judged is not None, f"{action}: check None, apply refused {exc.code}"
            assert (judged.code, judged.params) == (exc.code, exc.params), action
            refused += 1
        else:
            assert judged is None, f"{action}: check refused {judged.code}, apply accepted"
    return refused
