"""Rules-conformance audit of the Solo Mode (rulebook section 12; DESIGN.md D16).

Each test pins one finding of the audit: what the rulebook says, and the real values the solo
layer must give for it.
"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from npq.cli import app
from npq.solo.objectives import (
    GameEnded,
    ObjectiveStatus,
    ObjectivesTracker,
    PoleFlown,
    Stats,
)
from npq.solo.profile import ProfileStore, SoloGameRecord
from npq.solo.scoring import EndSummary, match_points


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


# -- npq solo history: the Match Points breakdown its help promises ---------------------------------


def test_history_text_shows_each_games_match_points_breakdown(tmp_path: Path) -> None:
    """``npq solo history`` ("with its Match Points breakdown"): every row of the section 12
    Match Points Table with its count, not only the total."""
    summary = EndSummary(
        bonds=230,
        specialists=1,
        commanders=0,
        advanced_commanders=1,
        fuel=2,
        integrity=3,
        missions_completed=4,
        failed_objectives=1,
        bonus_points=-100,
    )
    mp = match_points(summary)
    assert mp.total == 230 + 20 + 80 - 30 + 20 + 30 + 50 - 100
    with ProfileStore.open(tmp_path) as store:
        store.record_game(SoloGameRecord(7, "ussr", (3, 5), ("rescue",), "won", 1, (5,), mp))
    res = CliRunner().invoke(app, ["solo", "history", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "Match Points: 300" in out
    assert "Bonds" in out and "230 x   +1 =   +230" in out
    assert "Advanced Commanders" in out and "1 x  +80 =    +80" in out
    assert "Secondary objectives not completed" in out and "1 x  -30 =    -30" in out
    assert "Missions beyond the 3 mandatory" in out and "1 x  +50 =    +50" in out
    assert "Solo bonuses (Airship Rescue)" in out and "-100" in out
