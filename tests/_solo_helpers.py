"""Helpers for the solo tests: real (short) solo games, and profiles an earlier release wrote.

The profile takes no game on trust (``ProfileStore.record_game`` replays each game's record),
so tests record real games: :func:`called_off` plays a solo game called off at once (section 9
"If the game is interrupted"; section 12: scored "even if the game has failed"). Profiles that
already hold stars are written as earlier releases wrote them, row by row (:func:`seed_stars`).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from npq.game.actions import EndTurn, Interrupt
from npq.game.save import GameRecord as EngineRecord
from npq.solo.bonuses import unlocked_bonuses
from npq.solo.game import SoloResult, SoloSession
from npq.solo.play import record_result
from npq.solo.profile import PROFILE_FILE, ProfileStore, SoloGameRecord
from npq.solo.scoring import EndSummary, match_points
from npq.solo.setup import SoloSetup


class Stars:
    """A star source for :meth:`SoloSession.start` in tests that need no profile file."""

    def __init__(self, total: int) -> None:
        self.total = total

    def total_stars(self, name: str = "default") -> int:
        return self.total


def called_off(setup: SoloSetup, stars: int = 100) -> tuple[SoloResult, EngineRecord]:
    """A real solo game called off in its first turn: its result and its engine record."""
    session = SoloSession.start(setup, Stars(stars))
    session.apply(Interrupt())
    session.apply(EndTurn())
    assert session.is_over
    return session.result(), session.record


def record_called_off(store: ProfileStore, setup: SoloSetup, scored: bool = True) -> SoloGameRecord:
    """Play :func:`called_off` and record it in ``store`` (the profile checks it)."""
    result, game = called_off(setup)
    return record_result(store, result, None, game, scored)


def write_as_earlier_release(directory: Path, *records: SoloGameRecord) -> None:
    """Put ``records`` into the profile in ``directory`` as an earlier release recorded them,
    unchecked: rows written straight into the database, with the bonuses they unlocked."""
    with ProfileStore.open(directory) as store:
        for name in {r.profile for r in records}:
            store.ensure_profile(name)
    db = sqlite3.connect(directory / PROFILE_FILE, isolation_level=None)
    try:
        db.execute("BEGIN")
        for r in records:
            pid = db.execute("SELECT id FROM profile WHERE name = ?", (r.profile,)).fetchone()[0]
            cur = db.execute(
                "INSERT INTO game(profile_id, played_at, seed, nation, objectives, bonuses, "
                "result, stars, match_points, breakdown, save_path, objectives_met, commander) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    pid,
                    r.played_at,
                    r.seed,
                    r.nation,
                    json.dumps(list(r.objectives)),
                    json.dumps(list(r.bonuses)),
                    r.result,
                    r.stars,
                    r.match_points.total,
                    json.dumps(r.match_points.as_dict()),
                    r.save_path,
                    json.dumps(list(r.objectives_met)),
                    r.commander,
                ),
            )
            total = db.execute(
                "SELECT SUM(stars) FROM game WHERE profile_id = ?", (pid,)
            ).fetchone()[0]
            for bonus in unlocked_bonuses(int(total)):
                db.execute(
                    "INSERT OR IGNORE INTO unlocked_bonus(profile_id, bonus, stars, game_id) "
                    "VALUES (?, ?, ?, ?)",
                    (pid, bonus.key, bonus.stars, cur.lastrowid),
                )
        db.execute("COMMIT")
    finally:
        db.close()


def seed_stars(
    directory: Path, stars: int | list[int], profile: str = "default", nation: str = "usa"
) -> None:
    """Give ``profile`` won games worth ``stars`` (one game per entry of a list), recorded by
    an earlier release (:func:`write_as_earlier_release`)."""
    per_game = stars if isinstance(stars, list) else [stars]
    write_as_earlier_release(
        directory,
        *(
            SoloGameRecord(
                seed=1000 + i,
                nation=nation,
                objectives=(),
                bonuses=(),
                result="won",
                stars=n,
                objectives_met=(),
                match_points=match_points(EndSummary(200 + i, 0, 0, 0, 2, 3, 3, 0)),
                played_at="2026-01-01T00:00:00+00:00",
                profile=profile,
            )
            for i, n in enumerate(per_game)
        ),
    )
