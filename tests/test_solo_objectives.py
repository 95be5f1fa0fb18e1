"""Each secondary objective met and missed (rulebook section 12 Stars Table; D16 for #8)."""

from __future__ import annotations

from npq.solo.objectives import (
    Flight,
    GameEnded,
    MissionAbandoned,
    MissionCompleted,
    MissionDeclared,
    ObjectiveStatus,
    ObjectivesTracker,
    PoleFlown,
    SoloEvent,
    Stats,
    Stop,
)


def leg(length: float, neutral: bool = False) -> Flight:
    return Flight((0.0, 0.0), (length, 0.0), length, neutral)


def stats(speed: int = 4, range_: int = 4, fuel: int = 4, integrity: int = 3) -> Stats:
    return Stats(speed=speed, range=range_, fuel=fuel, integrity=integrity, max_integrity=3)


def run(number: int, events: list[SoloEvent]) -> ObjectivesTracker:
    return ObjectivesTracker.start([number]).feed(events)


def status(number: int, events: list[SoloEvent]) -> ObjectiveStatus:
    return run(number, events).trackers[0].status


def mission(mid: str, legs: list[float], distance: float = 8.0) -> list[SoloEvent]:
    return [
        MissionDeclared(mid, distance),
        *(leg(x) for x in legs),
        MissionCompleted(mid, distance),
    ]


# -- 1: lengths flown on the 3 mandatory missions ---------------------------------------------


def test_1_met_at_20_lengths_over_three_missions() -> None:
    events = mission("a", [4, 3]) + mission("b", [4, 2]) + [leg(9)] + mission("c", [3.5, 3.5])
    tracker = run(1, events)
    assert tracker.trackers[0].status is ObjectiveStatus.MET
    assert tracker.stars == 1
    assert tracker.progress()[0].value == 20.0


def test_1_missed_flights_between_missions_and_abandoned_do_not_count() -> None:
    events = [
        *mission("a", [4, 3]),
        *[MissionDeclared("x", 9.0), leg(4), MissionAbandoned("x")],  # abandoned: no count
        *mission("b", [4, 2]),
        leg(9),  # between missions: no count
        *mission("c", [3.5, 3.0]),
    ]
    tracker = run(1, events)
    assert tracker.trackers[0].status is ObjectiveStatus.FAILED
    assert tracker.progress()[0].value == 19.5
    assert tracker.failed == (1,)


def test_1_open_until_third_mission_then_failed_at_game_end() -> None:
    events = mission("a", [4, 4, 4, 4, 4, 4])
    assert status(1, events) is ObjectiveStatus.OPEN
    assert status(1, [*events, GameEnded(won=False)]) is ObjectiveStatus.FAILED


# -- 2: a 12 L mission with never more than 2 Fuel ---------------------------------------------


def test_2_met_long_mission_on_low_fuel() -> None:
    events: list[SoloEvent] = [
        stats(fuel=2),
        MissionDeclared("far", 12.4),
        leg(4),
        stats(fuel=1),
        stats(fuel=2),  # partial refuel up to 2 only
        leg(4),
        stats(fuel=1),
        leg(4.4),
        MissionCompleted("far", 12.4),
    ]
    assert status(2, events) is ObjectiveStatus.MET


def test_2_missed_when_fuel_exceeds_two() -> None:
    events: list[SoloEvent] = [
        stats(fuel=2),
        MissionDeclared("far", 12.4),
        stats(fuel=3),  # refuelled above 2
        stats(fuel=2),
        MissionCompleted("far", 12.4),
        GameEnded(won=True),
    ]
    assert status(2, events) is ObjectiveStatus.FAILED


def test_2_missed_when_mission_too_short() -> None:
    events: list[SoloEvent] = [
        stats(fuel=2),
        MissionDeclared("near", 11.9),
        MissionCompleted("near", 11.9),
    ]
    tracker = run(2, events)
    assert tracker.trackers[0].status is ObjectiveStatus.OPEN
    assert tracker.progress()[0].value == 11.9
    assert tracker.advance(GameEnded(won=True)).trackers[0].status is ObjectiveStatus.FAILED


# -- 3: no neutral territory -------------------------------------------------------------------


def test_3_met_clean_game_won() -> None:
    assert status(3, [leg(3), leg(4), GameEnded(won=True)]) is ObjectiveStatus.MET


def test_3_missed_on_a_neutral_leg() -> None:
    assert status(3, [leg(3), leg(4, neutral=True)]) is ObjectiveStatus.FAILED
    # and stays failed even when the game is won
    assert status(3, [leg(4, neutral=True), GameEnded(won=True)]) is ObjectiveStatus.FAILED


def test_3_missed_when_game_lost() -> None:
    assert status(3, [leg(3), GameEnded(won=False)]) is ObjectiveStatus.FAILED


# -- 4 / 5: maximum Speed / Range ---------------------------------------------------------------


def test_4_met_at_speed_six() -> None:
    assert status(4, [stats(speed=5), stats(speed=6), stats(speed=5)]) is ObjectiveStatus.MET


def test_4_missed_at_speed_five() -> None:
    tracker = run(4, [stats(speed=5), GameEnded(won=True)])
    assert tracker.trackers[0].status is ObjectiveStatus.FAILED
    assert tracker.progress()[0].detail == "Speed 5 of 6"


def test_5_met_at_range_six() -> None:
    assert status(5, [stats(range_=6)]) is ObjectiveStatus.MET


def test_5_missed_at_range_five() -> None:
    assert (
        status(5, [stats(range_=5), stats(speed=6), GameEnded(won=True)]) is ObjectiveStatus.FAILED
    )


# -- 6: five different Ports ---------------------------------------------------------------------


def port(pid: str, x: float = 0.0, y: float = 0.0) -> Stop:
    return Stop(pid, (x, y), is_port=True)


def test_6_met_at_five_ports() -> None:
    events: list[SoloEvent] = [port(p) for p in ("dundee", "oslo", "nome", "tromso", "kings_bay")]
    assert status(6, events) is ObjectiveStatus.MET


def test_6_missed_repeats_and_bases_do_not_count() -> None:
    events: list[SoloEvent] = [
        port("dundee"),
        port("dundee"),
        port("oslo"),
        Stop("berlin", (0.0, 0.0), is_port=False),
        port("nome"),
        port("tromso"),
        GameEnded(won=True),
    ]
    tracker = run(6, events)
    assert tracker.trackers[0].status is ObjectiveStatus.FAILED
    assert tracker.progress()[0].value == 4


# -- 7: three Ports at least 6 L apart -----------------------------------------------------------


def test_7_met_three_spread_ports() -> None:
    events: list[SoloEvent] = [port("a", 0, 0), port("b", 1, 0), port("c", 6, 0), port("d", 3, 6)]
    # a-c 6.0, a-d 6.71, c-d 6.71: pairwise >= 6
    assert status(7, events) is ObjectiveStatus.MET


def test_7_missed_when_too_close() -> None:
    events: list[SoloEvent] = [
        port("a", 0, 0),
        port("b", 5.9, 0),
        port("c", 12, 0),
        GameEnded(won=True),
    ]
    tracker = run(7, events)
    assert tracker.trackers[0].status is ObjectiveStatus.FAILED
    assert tracker.progress()[0].value == 2  # a-c is a spread pair, b is too close to either


# -- 8 (D16): over the Pole with full Structural Integrity -------------------------------------


def test_8_met_full_integrity_over_pole() -> None:
    assert status(8, [stats(integrity=3), PoleFlown(3, 3)]) is ObjectiveStatus.MET


def test_8_missed_damaged_over_pole() -> None:
    assert status(8, [PoleFlown(2, 3), GameEnded(won=True)]) is ObjectiveStatus.FAILED


def test_8_missed_never_reached_pole() -> None:
    assert status(8, [stats(), GameEnded(won=False)]) is ObjectiveStatus.FAILED


# -- together ------------------------------------------------------------------------------------


def test_three_objectives_together_and_purity() -> None:
    start = ObjectivesTracker.start([4, 6, 8])
    after = start.feed([stats(speed=6), PoleFlown(3, 3), GameEnded(won=True)])
    assert start.stars == 0  # the start value is untouched: trackers are values
    assert after.met == (4, 8) and after.failed == (6,) and after.stars == 2
    assert [p.number for p in after.progress()] == [4, 6, 8]
    assert after.progress()[0].fraction == 1.0
