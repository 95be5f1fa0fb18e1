"""The solo profile: every solo game and every star, kept across games (section 12; D16).

"The Stars are cumulative during the various games" (rulebook section 12), so the profile keeps
them in a SQLite file, ``profile.sqlite3``, in the user's data directory (platformdirs). The
directory is overridden by an explicit ``directory`` (the CLI's ``--profile-dir``) or by the
``NPQ_DATA_DIR`` environment variable, in that order.

Safety:

- The schema is versioned with ``PRAGMA user_version`` and upgraded by the ordered
  :data:`MIGRATIONS`, each in its own transaction; the file is stamped with
  ``PRAGMA application_id`` so a foreign SQLite file is recognised.
- Every write is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``) in WAL mode with
  ``synchronous=FULL``: a process killed mid-write loses at most the game it was writing, never one
  already recorded.
- A file that is not a profile (not SQLite, damaged, foreign, or from a newer version) raises
  :class:`~npq.errors.ProfileError` and is left byte for byte as it was: nothing is written
  before the checks pass.

Trust: the profile takes no star on anyone's word. :meth:`ProfileStore.record_game` replays the
game's own record (config, seed, actions: the save, or the engine record handed with it)
through the rules and the objectives trackers, and refuses (``ProfileError``) a game whose
bonuses the profile's stars had not unlocked, that is not finished, or whose result, stars,
objectives or Match Points its own scoring does not give. A game whose score the player
declined (section 12: "the player can opt for a score") is kept as played but unscored.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from itertools import accumulate
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import platformdirs

from npq import i18n
from npq.errors import NPQError, ProfileError, RuleViolation
from npq.game.save import GameRecord as EngineRecord
from npq.game.save import load_game
from npq.i18n import N_, Phrase
from npq.solo.bonuses import next_bonus, unlocked_bonuses, validate_objectives
from npq.solo.game import RESULTS, replay_session
from npq.solo.scoring import MatchPoints
from npq.solo.setup import DEFAULT_PROFILE, SoloSetup
from npq.solo.tables import SoloTables, load_solo_tables

__all__ = [
    "DEFAULT_PROFILE",
    "ENV_VAR",
    "PROFILE_FILE",
    "SCHEMA_VERSION",
    "ProfileStore",
    "ProfileSummary",
    "RepairReport",
    "SoloGameRecord",
    "profile_dir",
    "profile_path",
]

ENV_VAR = "NPQ_DATA_DIR"
PROFILE_FILE = "profile.sqlite3"
APPLICATION_ID = 0x4E505131  # "NPQ1"
_SQLITE_MAGIC = b"SQLite format 3\x00"


def profile_dir(directory: str | os.PathLike[str] | None = None) -> Path:
    """Where the profile lives: ``directory``, else ``$NPQ_DATA_DIR``, else the user data dir."""
    if directory:
        return Path(directory).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("north-pole-quest", appauthor=False))


def profile_path(directory: str | os.PathLike[str] | None = None) -> Path:
    """The profile database file in :func:`profile_dir`."""
    return profile_dir(directory) / PROFILE_FILE


# --------------------------------------------------------------------------- schema


def _migrate_1(db: sqlite3.Connection) -> None:
    """Version 1: profiles and their games."""
    db.execute(
        """CREATE TABLE profile (
               id INTEGER PRIMARY KEY,
               name TEXT NOT NULL UNIQUE,
               created_at TEXT NOT NULL)"""
    )
    db.execute(
        """CREATE TABLE game (
               id INTEGER PRIMARY KEY,
               profile_id INTEGER NOT NULL REFERENCES profile(id),
               played_at TEXT NOT NULL,
               seed INTEGER NOT NULL,
               nation TEXT NOT NULL,
               objectives TEXT NOT NULL,
               bonuses TEXT NOT NULL,
               result TEXT NOT NULL,
               stars INTEGER NOT NULL CHECK (stars >= 0),
               match_points INTEGER NOT NULL,
               breakdown TEXT NOT NULL,
               save_path TEXT)"""
    )
    db.execute("CREATE INDEX game_by_profile ON game(profile_id, id)")


def _migrate_2(db: sqlite3.Connection) -> None:
    """Version 2: which objectives were met per game; unlocked bonuses kept per profile."""
    db.execute("ALTER TABLE game ADD COLUMN objectives_met TEXT NOT NULL DEFAULT '[]'")
    db.execute(
        """CREATE TABLE unlocked_bonus (
               profile_id INTEGER NOT NULL REFERENCES profile(id),
               bonus TEXT NOT NULL,
               stars INTEGER NOT NULL,
               game_id INTEGER REFERENCES game(id),
               PRIMARY KEY (profile_id, bonus))"""
    )
    tables = load_solo_tables()
    rows = db.execute(
        "SELECT profile_id, SUM(stars), MAX(id) FROM game GROUP BY profile_id"
    ).fetchall()
    for profile_id, stars, last_game in rows:
        for bonus in unlocked_bonuses(int(stars or 0), tables):
            db.execute(
                "INSERT INTO unlocked_bonus(profile_id, bonus, stars, game_id) VALUES (?, ?, ?, ?)",
                (profile_id, bonus.key, bonus.stars, last_game),
            )


def _migrate_3(db: sqlite3.Connection) -> None:
    """Version 3: the (Adv.) Commander the player picked with a Commander bonus (NULL: none,
    the engine's default pick, as in every game recorded before)."""
    db.execute("ALTER TABLE game ADD COLUMN commander TEXT")


def _migrate_4(db: sqlite3.Connection) -> None:
    """Version 4: whether the player kept the game's score (section 12: "the player can opt
    for a score"); every game recorded before was scored."""
    db.execute("ALTER TABLE game ADD COLUMN scored INTEGER NOT NULL DEFAULT 1")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _migrate_1,
    _migrate_2,
    _migrate_3,
    _migrate_4,
)
"""``MIGRATIONS[i]`` takes the schema from version ``i`` to ``i + 1``."""
SCHEMA_VERSION = len(MIGRATIONS)


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class SoloGameRecord:
    """One solo game as the profile keeps it. ``id`` is ``None`` until recorded.

    ``commander``: the (Adv.) Commander picked with a Commander bonus, ``None`` for no pick.
    ``scored``: ``False`` when the player declined the score (section 12): the game counts as
    played, with no stars, no objectives met and no Match Points.
    """

    seed: int
    nation: str
    objectives: tuple[int, ...]
    bonuses: tuple[str, ...]
    result: str
    stars: int
    objectives_met: tuple[int, ...]
    match_points: MatchPoints
    save_path: str | None = None
    played_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    profile: str = DEFAULT_PROFILE
    id: int | None = None
    newly_unlocked: tuple[str, ...] = ()
    commander: str | None = None
    scored: bool = True

    @staticmethod
    def unscored_points() -> MatchPoints:
        """The Match Points of a game whose score was declined: none."""
        return MatchPoints(())

    def setup(self, max_rounds: int | None = None) -> SoloSetup:
        """The solo setup this game was played with (``max_rounds`` from its game record)."""
        return SoloSetup(
            self.nation,
            self.objectives,
            self.bonuses,
            self.seed,
            self.profile,
            max_rounds,
            commander=self.commander,
        )

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form (``npq solo history --json``)."""
        return {
            "id": self.id,
            "profile": self.profile,
            "played_at": self.played_at,
            "seed": self.seed,
            "nation": self.nation,
            "objectives": list(self.objectives),
            "objectives_met": list(self.objectives_met),
            "bonuses": list(self.bonuses),
            "result": self.result,
            "stars": self.stars,
            "match_points": self.match_points.as_dict(),
            "save_path": self.save_path,
            "commander": self.commander,
            "scored": self.scored,
        }


@dataclass(frozen=True, slots=True)
class ProfileSummary:
    """A profile at a glance: stars, games, unlocked bonuses and the next one.

    ``games`` counts every game played, ``unscored`` those whose score was declined.
    """

    name: str
    total_stars: int
    games: int
    wins: int
    best_match_points: int | None
    unlocked: tuple[str, ...]
    next_bonus: str | None
    next_bonus_stars: int | None
    stars_per_game: tuple[int, ...]
    unscored: int = 0

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form (``npq solo profile --json``)."""
        return {
            "name": self.name,
            "total_stars": self.total_stars,
            "games": self.games,
            "wins": self.wins,
            "best_match_points": self.best_match_points,
            "unlocked_bonuses": list(self.unlocked),
            "next_bonus": self.next_bonus,
            "next_bonus_stars": self.next_bonus_stars,
            "stars_per_game": list(self.stars_per_game),
            "unscored": self.unscored,
        }


@dataclass(frozen=True, slots=True)
class RepairReport:
    """What :meth:`ProfileStore.repair` did: the games kept and dropped (ids), and where the
    damaged file was moved, byte for byte as it was."""

    kept: tuple[int, ...]
    dropped: tuple[int, ...]
    backup: Path


_GAME_COLUMNS = """g.id, p.name, g.played_at, g.seed, g.nation, g.objectives, g.bonuses, g.result,
                   g.stars, g.match_points, g.breakdown, g.save_path, g.objectives_met,
                   g.commander, g.scored"""


_CANNOT_WRITE = N_("cannot write the solo profile {path}: {reason}")

# --------------------------------------------------------------------------- store


class ProfileStore:
    """The profile database. Open with ``ProfileStore.open(directory)`` (or a file path)."""

    def __init__(self, path: str | os.PathLike[str], tables: SoloTables | None = None) -> None:
        self.path = Path(path)
        self.tables = tables or load_solo_tables()
        self._notice: tuple[str, dict[str, Any]] | None = None
        self._db = self._connect()

    @property
    def notice(self) -> str | None:
        """Something the player should be told about opening the file (an empty file replaced
        by a new profile), in the language in force; or ``None``."""
        if self._notice is None:
            return None
        template, params = self._notice
        return i18n.render(i18n.gettext(template), **params)

    @classmethod
    def open(
        cls, directory: str | os.PathLike[str] | None = None, tables: SoloTables | None = None
    ) -> ProfileStore:
        """Open (creating if need be) the profile in :func:`profile_dir` ``(directory)``."""
        path = profile_path(directory)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ProfileError(
                N_("cannot create the profile directory {folder}: {reason}"),
                folder=path.parent,
                reason=exc,
            ) from exc
        return cls(path, tables)

    # -- opening and checking

    def _connect(self) -> sqlite3.Connection:
        path = self.path
        existed = path.exists() and path.stat().st_size > 0
        if path.exists() and not existed:
            self._notice = (
                N_(
                    "the solo profile {path} was empty (0 bytes); a new profile with 0 stars "
                    "was started in its place"
                ),
                {"path": path},
            )
        if existed:
            try:
                with path.open("rb") as fh:
                    magic = fh.read(len(_SQLITE_MAGIC))
            except OSError as exc:
                raise ProfileError(
                    N_("cannot read the solo profile {path}: {reason}"), path=path, reason=exc
                ) from exc
            if magic != _SQLITE_MAGIC:
                raise ProfileError(
                    N_(
                        "the solo profile {path} is not a SQLite database (damaged or not a "
                        "profile); it was left untouched - move it away to start a new profile"
                    ),
                    path=path,
                )
        try:
            db = sqlite3.connect(path, isolation_level=None, timeout=10.0)
        except sqlite3.Error as exc:
            raise ProfileError(
                N_("cannot open the solo profile {path}: {reason}"), path=path, reason=exc
            ) from exc
        try:
            self._check(db, existed)
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
            self._migrate(db)
        except sqlite3.DatabaseError as exc:
            db.close()
            raise ProfileError(
                N_("the solo profile {path} is damaged ({reason}); it was left untouched"),
                path=path,
                reason=exc,
            ) from exc
        except ProfileError:
            db.close()
            raise
        return db

    def _check(self, db: sqlite3.Connection, existed: bool) -> None:
        """Refuse damaged, foreign or newer files before anything is written."""
        path = self.path
        ok = db.execute("PRAGMA quick_check").fetchone()
        if ok is None or ok[0] != "ok":
            raise ProfileError(
                N_(
                    "the solo profile {path} failed its integrity check ({answer}); "
                    "it was left untouched"
                ),
                path=path,
                answer=ok[0] if ok else "-",
            )
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(db.execute("PRAGMA application_id").fetchone()[0])
        if version == 0:
            tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if existed and tables:
                raise ProfileError(
                    N_(
                        "{path} is a SQLite database but not a North Pole Quest profile; "
                        "it was left untouched"
                    ),
                    path=path,
                )
            return
        if app_id != APPLICATION_ID:
            raise ProfileError(
                N_(
                    "{path} is a SQLite database of another application (id {app}); "
                    "it was left untouched"
                ),
                path=path,
                app=f"{app_id:#x}",
            )
        if version > SCHEMA_VERSION:
            raise ProfileError(
                N_(
                    "the solo profile {path} has schema version {version}, newer than this "
                    "program's {ours}; update North Pole Quest to open it"
                ),
                path=path,
                version=version,
                ours=SCHEMA_VERSION,
            )

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        for target in range(version + 1, SCHEMA_VERSION + 1):
            db.execute("BEGIN IMMEDIATE")
            try:
                MIGRATIONS[target - 1](db)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {target}")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

    @property
    def schema_version(self) -> int:
        """The schema version of the open file (:data:`SCHEMA_VERSION` once opened)."""
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    # -- lifecycle

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise ProfileError(_CANNOT_WRITE, path=self.path, reason=exc) from exc
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        try:
            db.execute("COMMIT")
        except sqlite3.Error as exc:
            raise ProfileError(_CANNOT_WRITE, path=self.path, reason=exc) from exc

    # -- profiles

    def _profile_id(self, db: sqlite3.Connection, name: str, create: bool) -> int | None:
        row = db.execute("SELECT id FROM profile WHERE name = ?", (name,)).fetchone()
        if row is not None:
            return int(row[0])
        if not create:
            return None
        cur = db.execute(
            "INSERT INTO profile(name, created_at) VALUES (?, ?)",
            (name, datetime.now(UTC).isoformat(timespec="seconds")),
        )
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    def ensure_profile(self, name: str = DEFAULT_PROFILE) -> None:
        """Create the profile ``name`` if it does not exist yet."""
        if not name.strip():
            raise ProfileError(N_("a profile needs a name"))
        with self._transaction() as db:
            self._profile_id(db, name, create=True)

    def profiles(self) -> tuple[str, ...]:
        """Every profile's name, oldest first."""
        return tuple(r[0] for r in self._db.execute("SELECT name FROM profile ORDER BY id"))

    def total_stars(self, name: str = DEFAULT_PROFILE) -> int:
        """The profile's cumulative stars (0 for a profile with no game)."""
        row = self._db.execute(
            "SELECT COALESCE(SUM(g.stars), 0) FROM game g JOIN profile p ON p.id = g.profile_id "
            "WHERE p.name = ? AND g.scored = 1",
            (name,),
        ).fetchone()
        return int(row[0])

    def unlocked(self, name: str = DEFAULT_PROFILE) -> tuple[str, ...]:
        """Keys of the bonuses the profile has unlocked, in table order."""
        rows = self._db.execute(
            "SELECT u.bonus FROM unlocked_bonus u JOIN profile p ON p.id = u.profile_id "
            "WHERE p.name = ? ORDER BY u.stars",
            (name,),
        ).fetchall()
        return tuple(r[0] for r in rows)

    # -- games

    def record_game(
        self, record: SoloGameRecord, game: EngineRecord | None = None
    ) -> SoloGameRecord:
        """Store one finished game in one transaction; returns it with its ``id`` and the
        bonuses this game unlocked (``newly_unlocked``).

        ``game`` is the engine's record of the game (config, seed, actions); without it the
        save at ``record.save_path`` is read. The profile replays it and refuses, with a
        :class:`~npq.errors.ProfileError` saying why, a game it cannot check, a game whose
        bonuses its stars had not unlocked, a game not finished, and a record whose result,
        stars, objectives met or Match Points its own scoring does not give (an unscored game:
        no stars, objectives or Match Points at all).
        """
        self._check_game(record, game)
        with self._transaction() as db:
            pid = self._profile_id(db, record.profile, create=True)
            assert pid is not None
            game_id = self._insert(db, pid, record)
            total = int(
                db.execute("SELECT SUM(stars) FROM game WHERE profile_id = ?", (pid,)).fetchone()[0]
            )
            have = {
                r[0]
                for r in db.execute("SELECT bonus FROM unlocked_bonus WHERE profile_id = ?", (pid,))
            }
            new = [b for b in unlocked_bonuses(total, self.tables) if b.key not in have]
            for bonus in new:
                db.execute(
                    "INSERT INTO unlocked_bonus(profile_id, bonus, stars, game_id) VALUES (?, ?, ?, ?)",
                    (pid, bonus.key, bonus.stars, game_id),
                )
        return replace(record, id=game_id, newly_unlocked=tuple(b.key for b in new))

    @staticmethod
    def _insert(
        db: sqlite3.Connection, pid: int, record: SoloGameRecord, game_id: int | None = None
    ) -> int:
        cur = db.execute(
            """INSERT INTO game(id, profile_id, played_at, seed, nation, objectives, bonuses,
                                result, stars, match_points, breakdown, save_path,
                                objectives_met, commander, scored)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                game_id,
                pid,
                record.played_at,
                record.seed,
                record.nation,
                json.dumps(list(record.objectives)),
                json.dumps(list(record.bonuses)),
                record.result,
                record.stars,
                record.match_points.total,
                json.dumps(record.match_points.as_dict()),
                record.save_path,
                json.dumps(list(record.objectives_met)),
                record.commander,
                int(record.scored),
            ),
        )
        return int(cur.lastrowid or 0)

    def _check_game(self, record: SoloGameRecord, game: EngineRecord | None) -> None:
        """Refuse a record the game's own record does not bear out (see :meth:`record_game`)."""
        game_of = {"nation": record.nation, "seed": record.seed}  # the game's ids
        if record.result not in RESULTS:
            raise ProfileError(
                N_("the solo game {nation} seed {seed} cannot be recorded as {result}"),
                result=repr(record.result),
                **game_of,
            )
        try:
            validate_objectives(record.objectives, self.tables)
        except RuleViolation as exc:
            raise ProfileError(
                N_("the solo game {nation} seed {seed} cannot be recorded: {reason}"),
                reason=exc,
                **game_of,
            ) from exc
        if not record.scored and (
            record.stars or record.objectives_met or record.match_points.lines
        ):
            raise ProfileError(
                N_(
                    "the solo game {nation} seed {seed} is unscored: it carries no stars and "
                    "no Match Points"
                ),
                **game_of,
            )
        if record.stars < 0:
            raise ProfileError(N_("a game cannot earn {stars} stars"), stars=record.stars)
        have = self.total_stars(record.profile)
        setup = record.setup()
        try:
            setup.validated(have, self.tables)
        except RuleViolation as exc:
            raise ProfileError(
                N_(
                    "the solo game {nation} seed {seed} is refused: its bonuses were not "
                    "unlocked when it started ({reason})"
                ),
                reason=exc,
                **game_of,
            ) from exc
        if game is None:
            if not record.save_path:
                raise ProfileError(
                    N_(
                        "the solo game {nation} seed {seed} comes without its game record (no "
                        "save): its stars cannot be checked, so the profile does not take it"
                    ),
                    **game_of,
                )
            try:
                game = load_game(Path(record.save_path))
            except NPQError as exc:
                raise ProfileError(
                    N_(
                        "the solo game {nation} seed {seed} is refused: its save cannot be read "
                        "({reason})"
                    ),
                    reason=exc,
                    **game_of,
                ) from exc
        try:
            session = replay_session(
                replace(setup, max_rounds=game.config.max_rounds),
                game,
                self.tables,
                where="its game record",
            )
        except NPQError as exc:
            raise ProfileError(
                N_("the solo game {nation} seed {seed} is refused: {reason}"),
                reason=exc,
                **game_of,
            ) from exc
        if not session.is_over:
            raise ProfileError(
                N_(
                    "the solo game {nation} seed {seed} is refused: its game record is not finished"
                ),
                **game_of,
            )
        replayed = session.result()
        claims = (record.result, record.stars, record.objectives_met, record.match_points)
        truth: tuple[Any, ...] = (replayed.result, 0, (), SoloGameRecord.unscored_points())
        if record.scored:
            truth = (
                replayed.result,
                replayed.stars,
                replayed.objectives_met,
                replayed.match_points,
            )
        if claims != truth:
            raise ProfileError(
                N_(
                    "the solo game {nation} seed {seed} is refused: the record says {result}, "
                    "{stars} stars, objectives met {met}, {points} Match Points; its game "
                    "record gives {true_result}, {true_stars} stars, objectives met {true_met}, "
                    "{true_points} Match Points"
                ),
                result=record.result,
                stars=record.stars,
                met=str(list(record.objectives_met)),
                points=record.match_points.total,
                true_result=truth[0],
                true_stars=truth[1],
                true_met=str(list(truth[2])),
                true_points=truth[3].total,
                **game_of,
            )

    def _row_to_record(self, row: Sequence[Any]) -> SoloGameRecord:
        (
            gid,
            name,
            played_at,
            seed,
            nation,
            objectives,
            bonuses,
            result,
            stars,
            _mp,
            breakdown,
            save,
            met,
            commander,
            scored,
        ) = row
        try:
            return SoloGameRecord(
                id=int(gid),
                profile=str(name),
                played_at=str(played_at),
                seed=int(seed),
                nation=str(nation),
                objectives=tuple(int(n) for n in json.loads(objectives)),
                bonuses=tuple(str(k) for k in json.loads(bonuses)),
                result=str(result),
                stars=int(stars),
                objectives_met=tuple(int(n) for n in json.loads(met)),
                match_points=MatchPoints.from_dict(json.loads(breakdown)),
                save_path=save,
                commander=None if commander is None else str(commander),
                scored=bool(scored),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise self._damaged(
                [int(gid)],
                Phrase(N_("a stored value is not valid ({kind})"), kind=type(exc).__name__),
            ) from exc

    def _damaged(self, ids: Sequence[int], detail: object) -> ProfileError:
        return ProfileError(
            i18n.ngettext(
                "the solo profile {path} is damaged: game {games} cannot be read ({reason}); "
                "it was left untouched; `npq solo profile --repair` keeps every readable game",
                "the solo profile {path} is damaged: games {games} cannot be read ({reason}); "
                "it was left untouched; `npq solo profile --repair` keeps every readable game",
                len(ids),
            ),
            path=self.path,
            games=", ".join(map(str, ids)),
            reason=detail,
        )

    def _read_game(self, game_id: int) -> SoloGameRecord | None:
        """One game, ``None`` if absent; a row SQLite cannot decode (a byte that is not UTF-8)
        or whose values are broken raises :class:`ProfileError` naming it."""
        try:
            row = self._db.execute(
                f"""SELECT {_GAME_COLUMNS}
                   FROM game g JOIN profile p ON p.id = g.profile_id WHERE g.id = ?""",
                (game_id,),
            ).fetchone()
        except sqlite3.DatabaseError as exc:
            raise self._damaged([game_id], exc) from exc
        return None if row is None else self._row_to_record(row)

    def _game_ids(self, name: str) -> list[int]:
        try:
            rows = self._db.execute(
                "SELECT g.id FROM game g JOIN profile p ON p.id = g.profile_id "
                "WHERE p.name = ? ORDER BY g.id",
                (name,),
            ).fetchall()
        except sqlite3.DatabaseError as exc:
            raise ProfileError(
                N_(
                    "the solo profile {path} is damaged ({reason}); it was left untouched; "
                    "`npq solo profile --repair` keeps every readable game"
                ),
                path=self.path,
                reason=exc,
            ) from exc
        return [int(r[0]) for r in rows]

    def history(self, name: str = DEFAULT_PROFILE) -> tuple[SoloGameRecord, ...]:
        """Every game of the profile, oldest first. Games that cannot be read are named in
        one :class:`ProfileError` (the file is not changed; :meth:`repair` offers a way out)."""
        games: list[SoloGameRecord] = []
        bad: list[int] = []
        detail: object = None
        for gid in self._game_ids(name):
            try:
                game = self._read_game(gid)
            except ProfileError as exc:
                bad.append(gid)
                if detail is None:  # why the first one cannot be read
                    detail = exc.message_params.get("reason", exc)
                continue
            if game is not None:
                games.append(game)
        if bad:
            raise self._damaged(bad, detail)
        return tuple(games)

    def game(self, game_id: int) -> SoloGameRecord:
        """One recorded game by id."""
        game = self._read_game(game_id)
        if game is None:
            raise ProfileError(N_("no solo game {game} in {path}"), game=game_id, path=self.path)
        return game

    def repair(self) -> RepairReport:
        """Rebuild the profile from every game that can still be read.

        The damaged file is moved aside, byte for byte (``profile.sqlite3.damaged-<time>``),
        and a new file holds the profiles and readable games with their ids; the unlocked
        bonuses are worked out again from the kept games' stars (as :meth:`record_game` does).
        """
        db = self._db
        profiles: list[tuple[int, str, str]] = []
        try:
            pids = [int(r[0]) for r in db.execute("SELECT id FROM profile ORDER BY id")]
            gids = [int(r[0]) for r in db.execute("SELECT id FROM game ORDER BY id")]
        except sqlite3.DatabaseError as exc:
            raise ProfileError(
                N_("the solo profile {path} cannot be repaired: {reason}"),
                path=self.path,
                reason=exc,
            ) from exc
        for pid in pids:
            try:
                row = db.execute(
                    "SELECT id, name, created_at FROM profile WHERE id = ?", (pid,)
                ).fetchone()
                profiles.append((int(row[0]), str(row[1]), str(row[2])))
            except sqlite3.DatabaseError:
                continue
        kept: list[SoloGameRecord] = []
        dropped: list[int] = []
        for gid in gids:
            try:
                game = self._read_game(gid)
            except ProfileError:
                game = None
            if game is None:  # unreadable, or its profile is
                dropped.append(gid)
            else:
                kept.append(game)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        fresh = self.path.with_name(f"{self.path.name}.repairing")
        backup = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        for leftover in (fresh, Path(f"{fresh}-wal"), Path(f"{fresh}-shm")):
            leftover.unlink(missing_ok=True)
        new = ProfileStore(fresh, self.tables)
        try:
            with new._transaction() as out:
                for pid, name, created in profiles:
                    out.execute(
                        "INSERT INTO profile(id, name, created_at) VALUES (?, ?, ?)",
                        (pid, name, created),
                    )
                ids = {name: pid for pid, name, _ in profiles}
                for g in kept:
                    self._insert(out, ids[g.profile], g, g.id)
                for pid, name, _ in profiles:
                    mine = [g for g in kept if g.profile == name]
                    totals = list(accumulate(g.stars for g in mine))
                    for bonus in unlocked_bonuses(totals[-1] if totals else 0, self.tables):
                        first = next(
                            g for g, t in zip(mine, totals, strict=True) if t >= bonus.stars
                        )
                        out.execute(
                            "INSERT INTO unlocked_bonus(profile_id, bonus, stars, game_id) "
                            "VALUES (?, ?, ?, ?)",
                            (pid, bonus.key, bonus.stars, first.id),
                        )
        finally:
            new.close()
        self._db.close()
        try:
            os.replace(self.path, backup)
            os.replace(fresh, self.path)
        except OSError as exc:
            if backup.exists() and not self.path.exists():
                os.replace(backup, self.path)
            self._db = self._connect()
            raise ProfileError(
                N_("cannot repair the solo profile {path}: {reason}"), path=self.path, reason=exc
            ) from exc
        for stale in (Path(f"{self.path}-wal"), Path(f"{self.path}-shm")):
            stale.unlink(missing_ok=True)  # the damaged file's, if SQLite left them
        self._db = self._connect()
        return RepairReport(
            kept=tuple(g.id or 0 for g in kept), dropped=tuple(dropped), backup=backup
        )

    def summary(self, name: str = DEFAULT_PROFILE) -> ProfileSummary:
        """The profile at a glance (a profile with no game yet has 0 stars)."""
        games = self.history(name)
        total = sum(g.stars for g in games if g.scored)
        nxt = next_bonus(total, self.tables)
        return ProfileSummary(
            name=name,
            total_stars=total,
            games=len(games),
            wins=sum(1 for g in games if g.result == "won"),
            best_match_points=max((g.match_points.total for g in games if g.scored), default=None),
            unlocked=self.unlocked(name),
            next_bonus=nxt.key if nxt else None,
            next_bonus_stars=nxt.stars if nxt else None,
            stars_per_game=tuple(g.stars for g in games),
            unscored=sum(1 for g in games if not g.scored),
        )
