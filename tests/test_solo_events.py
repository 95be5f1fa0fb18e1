"""Mapping the engine's events onto the solo objectives (rulebook section 12; D16)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from _solo_helpers import Stars
from shapely.geometry import LineString

from npq.board import load_board
from npq.game import apply
from npq.game.actions import Fly
from npq.game.events import Event, EventKind
from npq.game.state import State
from npq.nav import Course, advance, over_neutral, resolve_airship_move, stationed_at
from npq.solo.game import SoloSession, solo_events
from npq.solo.objectives import (
    Flight,
    GameEnded,
    MissionCompleted,
    MissionDeclared,
    ObjectiveStatus,
    ObjectivesTracker,
    PoleFlown,
    Stats,
    Stop,
)
from npq.solo.setup import SoloSetup


@pytest.fixture(scope="module")
def board():  # type: ignore[no-untyped-def]
    return load_board()


def xy(board, place: str) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    x, y = board.get(place).point.coords[0]
    return (x, y)


def _crosses(board, start: str, target: str) -> bool:  # type: ignore[no-untyped-def]
    a, b = xy(board, start), xy(board, target)
    move = resolve_airship_move(board, a, Course.toward(b), 1.0, target=target)
    far = resolve_airship_move(board, a, Course.toward(b), 30.0, target=target)
    move = far if far.arrived == target else move
    return over_neutral(board, move, stationed_at(board, move))


def test_neutral_land_against_real_paths(board) -> None:  # type: ignore[no-untyped-def]
    # Berlin -> Koenigsberg crosses the Polish corridor (Poland: neutral in 1924).
    assert _crosses(board, "berlin", "konigsberg")
    # Berlin -> Milano crosses Austria or Switzerland.
    assert _crosses(board, "berlin", "milano")
    # Pulham -> Dundee stays in Britain; Milano -> Cagliari over Italy and the sea.
    assert not _crosses(board, "pulham", "dundee")
    assert not _crosses(board, "milano", "cagliari")


MOSCOW = (4.663773363544239, -6.05166213481038)


def test_the_path_flown_decides_not_the_line_to_the_base(board) -> None:  # type: ignore[no-untyped-def]
    """Issue 19.1 (``npq solo new --nation italy --bot --seed 1``, round 8, ``fly kings_bay``):
    3.0 L from Moscow on 138.8 degrees end in Murmansk's ring; the path flown touches Finland,
    the straight line to Murmansk's point misses it by 0.16 L."""
    move = resolve_airship_move(board, MOSCOW, Course.toward(xy(board, "kings_bay")), 3.0)
    assert move.heading == pytest.approx(138.8226, abs=1e-3)
    assert stationed_at(board, move) == "murmansk"
    assert [c.nation for c in move.land] == ["ussr", "neutral"]
    assert over_neutral(board, move, "murmansk")
    line = LineString([MOSCOW, xy(board, "murmansk")])
    assert line.distance(board.territories["neutral"]) == pytest.approx(0.1616, abs=1e-3)


def test_a_base_of_no_nation_counts_as_neutral_territory(board) -> None:  # type: ignore[no-untyped-def]
    """Stationing at Kings Bay (Svalbard: no nation's land in 1924, an Arctic base 1k) is being
    in the Neutral Territories, though its point lies just off the simplified coast and the
    path over the sea touches no white land."""
    kings_bay = xy(board, "kings_bay")
    start = advance(kings_bay, 90.0, 1.5)
    move = resolve_airship_move(board, start, Course.toward(kings_bay), 1.5, target="kings_bay")
    assert move.arrived == "kings_bay" and not move.crosses_neutral
    assert not board.territories["neutral"].contains(board.get("kings_bay").point)
    assert over_neutral(board, move, "kings_bay")
    assert not over_neutral(board, move, None)


def _solo_at_moscow() -> tuple[SoloSession, State]:
    session = SoloSession.start(SoloSetup("italy", (3,), (), seed=1), Stars(0))
    state = session.state
    p = state.players[0]
    air = replace(p.airship, pos=MOSCOW, place="moscow")
    # round 8 of that game: rain over Moscow, Speed 3
    state = replace(state.with_player(0, replace(p, airship=air)), round=8, disc_start=0)
    return session, state


def test_engine_and_tracker_share_the_judgement() -> None:
    session, state = _solo_at_moscow()
    _, events = apply(state, Fly.to("kings_bay"))
    moved = next(e for e in events if e.kind is EventKind.AIRSHIP_MOVED)
    assert moved["length"] == pytest.approx(3.0) and moved["place"] == "murmansk"
    assert moved["over_neutral"] is True and "neutral" in moved["territories"]
    flights = [e for e in solo_events(events, session.board) if isinstance(e, Flight)]
    assert [f.over_neutral for f in flights] == [True]
    tracker = ObjectivesTracker.start([3]).feed(solo_events(events, session.board))
    assert tracker.trackers[0].status is ObjectiveStatus.FAILED


def ev(event_kind: EventKind, player: int | None = 0, **data: object) -> Event:
    return Event.make(event_kind, 3, player, **data)


def test_engine_events_become_solo_events(board) -> None:  # type: ignore[no-untyped-def]
    b, k = xy(board, "berlin"), xy(board, "konigsberg")
    events = [
        ev(EventKind.ACTION, action="declare m-x", kind="declare"),
        ev(
            EventKind.MISSION_DECLARED,
            card="m-x",
            start="berlin",
            target="konigsberg",
            reward=100,
            distance=1.04,
        ),
        # the engine's over_neutral (npq.nav.over_neutral) is the judgement
        ev(EventKind.AIRSHIP_MOVED, start=list(b), end=list(k), length=1.04, over_neutral=True),
        ev(
            EventKind.STATIONED,
            place="konigsberg",
            point=list(k),
            is_port=True,
            miniature="airship",
        ),
        ev(EventKind.STATIONED, place="dundee", point=[0.0, 0.0], is_port=True, miniature="ship"),
        ev(
            EventKind.STATIONED,
            place="kings_bay",
            point=[0.0, 1.0],
            is_port=True,
            miniature="airship",
        ),
        ev(
            EventKind.MISSION_COMPLETED,
            card="m-x",
            start="berlin",
            target="konigsberg",
            distance=1.04,
            reward=100,
            completed=1,
        ),
        ev(EventKind.STATS, speed=5, range=4, fuel=3, integrity=2, max_integrity=3),
        ev(EventKind.POLE_OVERFLOWN, integrity=3, max_integrity=3),
        ev(EventKind.GAME_OVER, player=None, termination="pole", winners=[0], bonds=[300]),
    ]
    out = solo_events(events, board)
    assert out == [
        MissionDeclared("m-x", 1.04),
        Flight(b, k, 1.04, True),
        Stop("konigsberg", k, True),
        Stop("kings_bay", (0.0, 1.0), False),  # an Arctic base is not a Port for objectives 6/7
        MissionCompleted("m-x", 1.04),
        Stats(5, 4, 3, 2, 3),
        PoleFlown(3, 3),
        GameEnded(won=True),
    ]
    tracker = ObjectivesTracker.start([3, 8]).feed(out)
    assert tracker.trackers[0].status is ObjectiveStatus.FAILED
    assert tracker.trackers[1].status is ObjectiveStatus.MET


def test_crash_is_a_lost_game(board) -> None:  # type: ignore[no-untyped-def]
    out = solo_events(
        [ev(EventKind.GAME_OVER, player=None, termination="crash", winners=[], bonds=[12])],
        board,
    )
    assert out == [GameEnded(won=False)]
