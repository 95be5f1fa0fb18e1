"""Rules-conformance audit of the Solo Mode (rulebook section 12; DESIGN.md D16).

Each test pins one finding of the audit: what the rulebook says, and the real values the solo
layer must give for it.
"""

from __future__ import annotations

import json
from pathlib import Path

from _solo_helpers import write_as_earlier_release
from typer.testing import CliRunner

from npq.cli import app
from npq.solo.objectives import (
    GameEnded,
    ObjectiveStatus,
    ObjectivesTracker,
    PoleFlown,
    Stats,
)
from npq.solo.profile import SoloGameRecord
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
    write_as_earlier_release(
        tmp_path, SoloGameRecord(7, "ussr", (3, 5), ("rescue",), "won", 1, (5,), mp)
    )
    res = CliRunner().invoke(app, ["solo", "history", "--profile-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "Match Points: 300" in out
    assert "Bonds" in out and "230 x   +1 =   +230" in out
    assert "Advanced Commanders" in out and "1 x  +80 =    +80" in out
    assert "Secondary objectives not completed" in out and "1 x  -30 =    -30" in out
    assert "Missions beyond the 3 mandatory" in out and "1 x  +50 =    +50" in out
    assert "Solo bonuses (Airship Rescue)" in out and "-100" in out


# -- npq solo tables: what the numbers and keys of `npq solo new` mean -------------------------------


def test_tables_lists_objectives_bonuses_and_points_for_the_profile(tmp_path: Path) -> None:
    """A player choosing ``--objectives 1,4,6 --bonuses speed`` needs the section 12 tables:
    the Stars Table rows by number, each bonus's key, its star threshold and whether this
    profile has unlocked it, and the Match Points Table."""
    mp = match_points(EndSummary(0, 0, 0, 0, 0, 0, 0, 0))
    write_as_earlier_release(
        tmp_path,
        *(SoloGameRecord(seed, "usa", (4, 5, 6), (), "won", 3, (4, 5, 6), mp) for seed in range(2)),
    )
    d = ["--profile-dir", str(tmp_path)]
    res = CliRunner().invoke(app, ["solo", "tables", *d])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "1. Total lengths traveled to reach the 3 missions must be at least 20 Lengths" in out
    assert "8. Fly over the Pole with full Structural Integrity" in out
    assert "speed" in out and "+1 Speed" in out
    lines = out.splitlines()
    speed = next(ln for ln in lines if "+1 Speed" in ln)
    rng = next(ln for ln in lines if "+1 Range" in ln)
    assert "unlocked" in speed and "locked" in rng and "unlocked" not in rng  # 6 stars
    assert any("Secondary objective not completed" in ln and "-30" in ln for ln in lines)
    res = CliRunner().invoke(app, ["solo", "tables", "--json", *d])
    data = json.loads(res.output)
    assert [o["number"] for o in data["objectives"]] == list(range(1, 9))
    assert [(b["key"], b["stars"], b["unlocked"]) for b in data["bonuses"][:3]] == [
        ("speed", 5, True),
        ("range", 10, False),
        ("rescue", 20, False),
    ]
    assert data["bonuses"][2]["match_points"] == -100
    assert data["total_stars"] == 6
    assert data["match_points"]["failed_objective"] == -30
