"""The solo bot's pursuit of objectives 2 and 3 (section 12 "Stars Table", issue 14)."""

from __future__ import annotations

import numpy as np
from _game_helpers import W, at_place, put_air

from npq.bots.routing import air_router
from npq.bots.solo import SoloBot, _capped, land_router
from npq.game import new_game
from npq.game.actions import Declare, Fly
from npq.solo.bonuses import starting_bonuses
from npq.solo.game import solo_config
from npq.solo.setup import SoloSetup


def test_the_plans_off_neutral_land_keep_off_it_with_or_without_a_commander() -> None:
    """Objective 3: Warsaw (neutral Poland in 1924) is no stop, and Berlin -> Leningrad over
    Poland and the Baltic states is no leg, even for a Commander, who may fly through
    obstacles (D10) but not count a white country as a nation's: the solo bot's plans
    (the planner off neutral land, issue 18's one planner) and its clear-leg test agree."""
    from npq.nav.planner import RouteCrew, RouteRules, plan_route

    plain, land = air_router(W.board), land_router(W.board)
    assert not land.segment_clear(W.xy("berlin"), W.xy("leningrad"), True, False)
    assert plain.segment_clear(W.xy("berlin"), W.xy("leningrad"), True, False)
    assert land.segment_clear(W.xy("leningrad"), W.xy("moscow"), True, False)  # the USSR
    led, off = RouteCrew(commander=True), RouteRules(off_neutral=True)
    kw = {"speed": 3, "range_": 4, "round_no": 2, "crew": led, "disc": W.disc}
    over = plan_route(W.board, "berlin", "leningrad", **kw)
    kept = plan_route(W.board, "berlin", "leningrad", **kw, rules=off)
    assert over.path == ("berlin", "leningrad")
    assert kept.reachable and "warsaw" not in kept.path and len(kept.path) > 2
    for a, b in zip(kept.path, kept.path[1:], strict=False):
        assert land.segment_clear(W.xy(a), W.xy(b), True, False), (a, b)
    assert all(W.board.place(p).nation is not None for p in kept.stops)
    # the solo bot with objective 3 asks for exactly that plan; without it, the plain one
    s = new_game(solo_config(SoloSetup("germany", (3,), seed=0), starting_bonuses(())), 0, W)
    p = s.players[0]
    assert p.airship.place == "berlin"
    bot, greedy = SoloBot((3,)), SoloBot(())
    assert bot._off_neutral() and not greedy._off_neutral()
    mine, theirs = bot._plan(s, W, p, "leningrad"), greedy._plan(s, W, p, "leningrad")
    assert theirs.path == ("berlin", "leningrad")
    assert mine.reachable and "warsaw" not in mine.path and len(mine.path) > 2
    for a, b in zip(mine.path, mine.path[1:], strict=False):
        assert land.segment_clear(W.xy(a), W.xy(b), True, False), (a, b)


def test_objective_two_flies_on_a_tank_of_two_and_burns_fuel_before_declaring() -> None:
    setup = SoloSetup("germany", (2,), seed=0)
    s = new_game(solo_config(setup, starting_bonuses(())), 0, W)
    capped = _capped(s.players, 0, 2)
    assert capped[0].range == 2 and s.players[0].range == 4
    bot = SoloBot((2,))
    card = s.players[0].missions[0]
    bot.long = (card, "berlin")
    at = put_air(at_place(s, 0, "berlin"), 0, fuel=4)
    out = bot.propose(at, W)
    assert not any(isinstance(a, Declare) and a.card == card for a in out)
    assert isinstance(out[0], Fly)  # a short hop burns the fuel first
    again = SoloBot((2,))
    again.long = (card, "berlin")
    low = put_air(at, 0, fuel=2)
    assert any(isinstance(a, Declare) and a.card == card for a in again.propose(low, W))


class _ColdBoard:
    """The packaged board with an empty table cache."""

    def __init__(self, board: object, slot: tuple[object, str]) -> None:
        self._board = board
        self.cache_slot = slot

    def __getattr__(self, name: str) -> object:
        return getattr(self._board, name)


def test_a_land_router_on_a_cold_cache_stores_nothing_and_keeps_off_neutral_land(
    tmp_path,
) -> None:
    """The solo bot's LandRouter (objective 3) on a cold cache: the routers keep no table of
    their own any more (the air-route rows nothing read were dropped, issue 15), so nothing is
    stored; its legs are the plain router's legs that cross no neutral land, and the plain
    router answers the same on a cold cache as on the packaged one."""
    from shapely.geometry import LineString

    from npq.bots.routing import AirRouter
    from npq.bots.solo import LandRouter
    from npq.nav.planner import crosses_neutral

    board = W.board
    assert board.cache_slot is not None
    cold = _ColdBoard(board, (tmp_path, board.cache_slot[1]))
    land = LandRouter(cold)  # type: ignore[arg-type]
    stored = AirRouter(cold)  # type: ignore[arg-type]
    assert not list(tmp_path.iterdir())
    plain = AirRouter(board)
    ids = ["berlin", "warsaw", "leningrad", "moscow", "rome", "kings_bay", "paris"]
    crossed = 0
    for a in ids:
        for b in ids:
            pa, pb = W.xy(a), W.xy(b)
            for commander, unlocked in ((False, False), (False, True), (True, False)):
                want = plain.segment_clear(pa, pb, commander, unlocked)
                assert stored.segment_clear(pa, pb, commander, unlocked) is want
                neutral = a != b and bool(
                    crosses_neutral(board, np.array([LineString([pa, pb])], dtype=object))[0]
                )
                crossed += want and neutral
                assert land.segment_clear(pa, pb, commander, unlocked) is (want and not neutral)
    assert crossed  # some plain leg is refused to the LandRouter for neutral land alone
    # its own test still leaves out what the plain one allows
    assert plain.segment_clear(W.xy("berlin"), W.xy("warsaw"), False, False)
    assert not land.segment_clear(W.xy("berlin"), W.xy("warsaw"), False, False)
