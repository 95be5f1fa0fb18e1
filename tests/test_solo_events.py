"""Mapping the engine's events onto the solo objectives (rulebook section 12; D16)."""

from __future__ import annotations

import pytest

from npq.board import load_board
from npq.game.events import Event, EventKind
from npq.solo.game import NeutralLand, solo_events
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


@pytest.fixture(scope="module")
def board():  # type: ignore[no-untyped-def]
    return load_board()


@pytest.fixture(scope="module")
def neutral(board) -> NeutralLand:  # type: ignore[no-untyped-def]
    return NeutralLand(board.territories["neutral"])


def xy(board, place: str) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    x, y = board.get(place).point.coords[0]
    return (x, y)


def test_neutral_land_against_real_paths(board, neutral: NeutralLand) -> None:  # type: ignore[no-untyped-def]
    # Berlin -> Koenigsberg crosses the Polish corridor (Poland: neutral in 1924).
    assert neutral.crossed(xy(board, "berlin"), xy(board, "konigsberg"))
    # Berlin -> Milano crosses Austria or Switzerland.
    assert neutral.crossed(xy(board, "berlin"), xy(board, "milano"))
    # Pulham -> Dundee stays in Britain; Milano -> Cagliari over Italy and the sea.
    assert not neutral.crossed(xy(board, "pulham"), xy(board, "dundee"))
    assert not neutral.crossed(xy(board, "milano"), xy(board, "cagliari"))


def ev(event_kind: EventKind, player: int | None = 0, **data: object) -> Event:
    return Event.make(event_kind, 3, player, **data)


def test_engine_events_become_solo_events(board, neutral: NeutralLand) -> None:  # type: ignore[no-untyped-def]
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
        # the engine's own over_neutral flag is not trusted: the board decides
        ev(EventKind.AIRSHIP_MOVED, start=list(b), end=list(k), length=1.04, over_neutral=False),
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
    out = solo_events(events, board, neutral)
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


def test_crash_is_a_lost_game(board, neutral: NeutralLand) -> None:  # type: ignore[no-untyped-def]
    out = solo_events(
        [ev(EventKind.GAME_OVER, player=None, termination="crash", winners=[], bonds=[12])],
        board,
        neutral,
    )
    assert out == [GameEnded(won=False)]
