"""The objective trackers agree with the raw engine events of whole bot games (section 12).

Each objective is recomputed here straight from the engine's events and the board, with no
tracker code, and compared with what the live trackers said.
"""

from __future__ import annotations

import itertools
import math

import pytest
from shapely.geometry import LineString

from npq.board import FeatureKind, load_board
from npq.bots import GreedyBot, play_game
from npq.content.nations import load_nations
from npq.game.save import GameRecord as EngineRecord
from npq.solo.game import SoloSession, solo_config, solo_events
from npq.solo.objectives import ObjectiveStatus, ObjectivesTracker, Stats
from npq.solo.setup import SoloSetup

PORTS = {FeatureKind.PORT, FeatureKind.START_PORT, FeatureKind.MISSION_PORT}


def play(nation: str, seed: int) -> tuple[SoloSession, ObjectivesTracker]:
    """A greedy-bot solo game, and all 8 objectives tracked over its events."""
    setup = SoloSetup(nation, (), (), seed=seed, max_rounds=60)
    bonuses = setup.validated(0)
    config = solo_config(setup, bonuses)
    played = play_game(config, seed, [GreedyBot()], max_rounds=61, keep_record=True)
    assert played.record is not None
    session = SoloSession(setup, bonuses, EngineRecord.new(config, seed))
    p = session.state.players[0]
    start = Stats(p.speed, p.range, p.airship.fuel, p.airship.integrity, p.max_integrity)
    for action in played.record.actions:
        session.apply(action)
    assert session.is_over
    tracker = ObjectivesTracker.start(range(1, 9)).advance(start)
    tracker = tracker.feed(solo_events(session.events, session.board))
    return session, tracker


MET: set[int] = set()


@pytest.mark.parametrize(("nation", "seed"), [("usa", 1), ("italy", 3), ("japan", 2)])
def test_trackers_match_raw_events(nation: str, seed: int) -> None:
    session, tracker = play(nation, seed)
    board = load_board()
    neutral = board.territories["neutral"]
    events = [e for e in session.events if e.player in (0, None)]
    won = session.result().result == "won"

    # 1: lengths flown while each mission was active, over the first 3 completed
    per_mission: list[float] = []
    active: float | None = None
    for e in events:
        if e.kind == "mission_declared":
            active = 0.0
        elif e.kind == "airship_moved" and active is not None:
            active += e["length"]
        elif e.kind == "mission_abandoned":
            active = None
        elif e.kind == "mission_completed" and active is not None:
            per_mission.append(active)
            active = None
    one = len(per_mission) >= 3 and sum(per_mission[:3]) >= 20 - 1e-9

    # 2: a mission of at least 12 L flown with never more than 2 Fuel aboard
    fuel = load_nations()[nation].range  # the tank starts full (section 8)
    two = False
    kept: bool | None = None
    distance = 0.0
    for e in events:
        if e.kind == "stats":
            fuel = e["fuel"]
            if kept is not None:
                kept = kept and fuel <= 2
        elif e.kind == "mission_declared":
            kept, distance = fuel <= 2, e["distance"]
        elif e.kind == "mission_abandoned":
            kept = None
        elif e.kind == "mission_completed" and kept is not None:
            two = two or (kept and distance >= 12 - 1e-9)
            kept = None

    # 3: no airship leg touches neutral land, and the game is won
    legs = [(tuple(e["start"]), tuple(e["end"])) for e in events if e.kind == "airship_moved"]
    three = won and not any(LineString([a, b]).intersects(neutral) for a, b in legs if a != b)

    # 4 / 5: Speed / Range reached 6
    stats = [e for e in events if e.kind == "stats"]
    four = any(s["speed"] >= 6 for s in stats)
    five = any(s["range"] >= 6 for s in stats)

    # 6 / 7: Ports stopped at by the airship
    ports: dict[str, tuple[float, float]] = {}
    for e in events:
        if (
            e.kind == "stationed"
            and e["miniature"] == "airship"
            and board.get(e["place"]).kind in PORTS
        ):
            ports.setdefault(e["place"], tuple(e["point"]))
    six = len(ports) >= 5
    seven = any(
        all(math.dist(a, b) >= 6 - 1e-9 for a, b in itertools.combinations(trio, 2))
        for trio in itertools.combinations(ports.values(), 3)
    )

    # 8: a pole journey's overflight with full Integrity (any journey, D16)
    pole = [e for e in events if e.kind == "pole_overflown" and e.get("journey", True)]
    eight = any(e["integrity"] >= e["max_integrity"] for e in pole)

    expected = {1: one, 2: two, 3: three, 4: four, 5: five, 6: six, 7: seven, 8: eight}
    got = {t.number: t.status is ObjectiveStatus.MET for t in tracker.trackers}
    for number, want in expected.items():
        assert got[number] == want, f"objective {number}: tracker {got[number]}, events {want}"
    MET.update(n for n, ok in got.items() if ok)
    assert all(t.status is not ObjectiveStatus.OPEN for t in tracker.trackers)


def test_the_games_above_meet_some_objectives() -> None:
    """The comparison is not vacuous: the bot games meet some objectives and miss others."""
    if not MET:
        pytest.skip("run with the parametrised games above")
    assert 8 in MET  # the won games flew over the Pole with full Integrity
    assert set(range(1, 9)) != MET
