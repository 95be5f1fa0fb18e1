"""Match Points on known end states (rulebook section 12, Match Points Table)."""

from __future__ import annotations

from npq.solo.scoring import EndSummary, MatchPoints, match_points


def test_known_end_state_itemised() -> None:
    summary = EndSummary(
        bonds=312,
        specialists=2,
        commanders=1,
        advanced_commanders=0,
        fuel=3,
        integrity=2,
        missions_completed=5,
        failed_objectives=1,
        bonus_points=-100,
    )
    mp = match_points(summary)
    by_key = {line.key: line.points for line in mp.lines}
    assert by_key == {
        "bonds": 312,
        "specialists": 40,
        "commanders": 50,
        "advanced_commanders": 0,
        "failed_objectives": -30,
        "fuel": 30,
        "integrity": 20,
        "extra_missions": 100,
        "bonuses": -100,
    }
    assert mp.total == 312 + 40 + 50 - 30 + 30 + 20 + 100 - 100 == 422


def test_failed_game_is_still_scored() -> None:
    # A crash: fuel at zero far from a base, only 2 missions done, two chosen objectives failed.
    summary = EndSummary(
        bonds=45,
        specialists=0,
        commanders=0,
        advanced_commanders=1,
        fuel=0,
        integrity=1,
        missions_completed=2,
        failed_objectives=2,
    )
    mp = match_points(summary)
    assert mp.total == 45 + 80 - 60 + 0 + 10 + 0 == 75
    assert [ln.key for ln in mp.lines][-1] == "extra_missions"  # no Rescue line without the bonus
    assert next(ln for ln in mp.lines if ln.key == "extra_missions").count == 0


def test_round_trip_through_dict() -> None:
    mp = match_points(EndSummary(10, 1, 0, 0, 2, 3, 3, 0))
    again = MatchPoints.from_dict(mp.as_dict())
    assert again == mp and again.total == 10 + 20 + 20 + 30 == 80
