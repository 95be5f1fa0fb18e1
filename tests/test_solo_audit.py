"""Rules-conformance audit of the Solo Mode (rulebook section 12; DESIGN.md D16).

Each test pins one finding of the audit: what the rulebook says, and the real values the solo
layer must give for it.
"""

from __future__ import annotations

from npq.solo.objectives import (
    GameEnded,
    ObjectiveStatus,
    ObjectivesTracker,
    PoleFlown,
    Stats,
)


def _stats(integrity: int) -> Stats:
    return Stats(speed=4, range=4, fuel=4, integrity=integrity, max_integrity=3)


# -- Objective 8 (D16, section 12 Stars Table row 8) ----------------------------------------------


def test_8_a_later_pole_journey_with_full_integrity_earns_the_star() -> None:
    """D16 "fly over the Pole with full Structural Integrity": a first pole journey flown over
    the Pole damaged (2 of 3) and then broken off (landed elsewhere, or crashed and rescued)
    does not forfeit the star; the next journey's overflight at 3 of 3 meets it."""
    tracker = ObjectivesTracker.start([8]).feed(
        [_stats(3), PoleFlown(2, 3), _stats(3), PoleFlown(3, 3), GameEnded(won=True)]
    )
    assert tracker.met == (8,) and tracker.failed == () and tracker.stars == 1


def test_8_a_damaged_overflight_stays_open_until_the_end() -> None:
    """Section 12: an objective is failed "at the end of the game" if not completed; a damaged
    overflight leaves it open (another journey may still meet it), then fails at the end."""
    after_pole = ObjectivesTracker.start([8]).feed([_stats(3), PoleFlown(2, 3)])
    assert after_pole.trackers[0].status is ObjectiveStatus.OPEN
    assert after_pole.progress()[0].detail == "over the Pole with Integrity 2/3"
    ended = after_pole.advance(GameEnded(won=True))
    assert ended.failed == (8,) and ended.stars == 0
