"""A solo game on the engine: setup, live objectives, the end, the score, the profile.

Rulebook section 12 on :mod:`npq.game`: a :class:`SoloSetup` becomes a ``GameConfig`` with
``mode="solo"`` and the chosen bonuses as its ``StartBonus``; the engine plays the rules (no
Strategy cards, 5 Mission cards, neutral bases abroad, a crash ends the game unless rescued).
:class:`SoloSession` wraps the engine's ``GameRecord`` (config + seed + actions, so it saves and
replays) and turns the engine's events into the solo event protocol of
:mod:`npq.solo.objectives` (:func:`solo_events`) so the chosen objectives are tracked live.
At the end :meth:`SoloSession.result` counts the Match Points (even after a crash) and
:func:`npq.solo.play.record_result` writes the game into the profile, which replays it through
this module to check its stars (:meth:`npq.solo.profile.ProfileStore.record_game`).

Objective 3 ("without crossing the Neutral Territories") takes the engine's judgement of each
airship move, the ``over_neutral`` of its ``airship_moved`` event (:func:`npq.nav.over_neutral`:
the path flown, and the base it is stationed on), the one the Navigating Tool previews too.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from npq.board import FeatureKind, load_board
from npq.errors import InputError, RuleViolation, SaveError
from npq.game.actions import Action
from npq.game.config import GameConfig, Mode, StartBonus
from npq.game.events import Event, EventKind
from npq.game.save import GameRecord as EngineRecord
from npq.game.save import load_game, save_game
from npq.game.state import State, Termination
from npq.i18n import N_
from npq.solo.bonuses import StartingBonuses, starting_bonuses
from npq.solo.objectives import (
    Flight,
    GameEnded,
    MissionAbandoned,
    MissionCompleted,
    MissionDeclared,
    ObjectiveProgress,
    ObjectivesTracker,
    PoleFlown,
    SoloEvent,
    Stats,
    Stop,
)
from npq.solo.scoring import EndSummary, MatchPoints, match_points
from npq.solo.setup import SoloSetup
from npq.solo.tables import SoloTables, load_solo_tables

__all__ = [
    "PORT_KINDS",
    "RESULTS",
    "SoloResult",
    "SoloSession",
    "StarSource",
    "default_save_path",
    "end_summary",
    "replay_session",
    "replay_solo",
    "result_name",
    "solo_config",
    "solo_events",
]

SEAT = 0
"""The solo player's seat."""

PORT_KINDS = frozenset({FeatureKind.START_PORT, FeatureKind.PORT, FeatureKind.MISSION_PORT})
"""What objectives 6 and 7 call a Port: the red symbols 1d, 1e, 1f (section 1A legend)."""


class _BoardLike(Protocol):
    def get(self, feature_id: str) -> Any: ...


class StarSource(Protocol):
    """Where a solo game's stars come from: the profile (:class:`npq.solo.ProfileStore`)."""

    def total_stars(self, name: str = ...) -> int: ...


def solo_config(setup: SoloSetup, bonuses: StartingBonuses) -> GameConfig:
    """The engine configuration of a solo game: ``mode="solo"`` with the starting bonuses.

    The picked (Adv.) Commander is ``setup.commander`` (or ``bonuses.commander_choice``; the
    two must not disagree); it becomes ``StartBonus.commander_choice``.
    """
    choice = setup.commander if setup.commander is not None else bonuses.commander_choice
    if bonuses.commander_choice not in (None, choice):
        raise InputError(
            N_("the set-up picks the Commander {commander}, the bonuses {choice}"),
            commander=repr(setup.commander),
            choice=repr(bonuses.commander_choice),
        )
    return GameConfig(
        nations=(setup.nation,),
        mode=Mode.SOLO,
        max_rounds=setup.max_rounds,
        bonus=StartBonus(
            speed=bonuses.speed,
            range=bonuses.range,
            rescue=bonuses.rescue,
            specialists=bonuses.specialists,
            commander=bonuses.commander,
            advanced_commander=bonuses.advanced_commander,
            bonds=bonuses.bonds,
            commander_choice=choice,
        ),
    )


def _point(value: Any) -> tuple[float, float]:
    return (float(value[0]), float(value[1]))


def solo_events(events: Iterable[Event], board: _BoardLike, seat: int = SEAT) -> list[SoloEvent]:
    """Map the engine's events onto the solo event protocol (only the solo player's airship).

    A flight crosses the Neutral Territories when the engine says so (``over_neutral``, judged
    by :func:`npq.nav.over_neutral` on the path flown), never by a geometry of its own.
    """
    out: list[SoloEvent] = []
    carried: str | None = None
    for ev in events:
        if ev.player not in (seat, None):
            continue
        kind = ev.kind
        if kind is EventKind.AIRSHIP_MOVED:
            start, end = _point(ev["start"]), _point(ev["end"])
            out.append(Flight(start, end, float(ev["length"]), bool(ev["over_neutral"])))
        elif kind is EventKind.RECOVERED:
            carried = str(ev["place"])
        elif kind is EventKind.STATIONED and ev.get("miniature", "airship") == "airship":
            place = str(ev["place"])
            if place == carried:
                # carried there by the rescue party (section 10/12): not a stop it flew to
                carried = None
                continue
            is_port = board.get(place).kind in PORT_KINDS
            out.append(Stop(place, _point(ev["point"]), is_port))
        elif kind is EventKind.MISSION_DECLARED:
            out.append(MissionDeclared(str(ev["card"]), float(ev["distance"])))
        elif kind is EventKind.MISSION_COMPLETED:
            out.append(MissionCompleted(str(ev["card"]), float(ev["distance"])))
        elif kind is EventKind.MISSION_ABANDONED:
            out.append(MissionAbandoned(str(ev["card"])))
        elif kind is EventKind.STATS:
            out.append(
                Stats(
                    speed=int(ev["speed"]),
                    range=int(ev["range"]),
                    fuel=int(ev["fuel"]),
                    integrity=int(ev["integrity"]),
                    max_integrity=int(ev["max_integrity"]),
                )
            )
        elif kind is EventKind.POLE_OVERFLOWN and ev.get("journey", True):
            # only the overflight of the pole journey (section 9) counts, not a later pass
            out.append(PoleFlown(int(ev["integrity"]), int(ev["max_integrity"])))
        elif kind is EventKind.GAME_OVER:
            winners = tuple(ev.get("winners", ()))
            out.append(
                GameEnded(won=ev["termination"] in ("pole", "pole_most_bonds") and seat in winners)
            )
    return out


def _stats_now(state: State, seat: int = SEAT) -> Stats:
    p = state.players[seat]
    return Stats(p.speed, p.range, p.airship.fuel, p.airship.integrity, p.max_integrity)


RESULTS = ("won", "crashed", "interrupted")
"""How a finished solo game can end (:func:`result_name`)."""


def result_name(state: State) -> str:
    """``won``, ``crashed``, ``interrupted`` or ``playing``."""
    outcome = state.outcome
    if outcome is None:
        return "playing"
    if outcome.termination is Termination.CRASH:
        return "crashed"
    if (
        outcome.termination in (Termination.POLE, Termination.POLE_MOST_BONDS)
        and SEAT in outcome.winners
    ):
        return "won"
    return "interrupted"


def end_summary(
    state: State, failed_objectives: int, bonus_points: int, seat: int = SEAT
) -> EndSummary:
    """What the Match Points Table counts, read from a (final) engine state.

    Bonds are counted net of any loan still owed to the Bank (section 10: a loan must be repaid);
    an Advanced Commander is the Commander with two skills (section 3).
    """
    p = state.players[seat]
    bonds = state.bonds(seat) - state.ledger.loan_outstanding(p.nation)
    advanced = p.crew.commander is not None and len(p.crew.commander_skills) >= 2
    return EndSummary(
        bonds=bonds,
        specialists=len(p.crew.specialists),
        commanders=int(p.crew.commander is not None and not advanced),
        advanced_commanders=int(advanced),
        fuel=p.airship.fuel,
        integrity=p.airship.integrity,
        missions_completed=len(p.completed),
        failed_objectives=failed_objectives,
        bonus_points=bonus_points,
    )


@dataclass(frozen=True, slots=True)
class SoloResult:
    """The end of a solo game: result, stars, objectives and the itemised Match Points."""

    setup: SoloSetup
    result: str
    stars: int
    objectives_met: tuple[int, ...]
    objectives_failed: tuple[int, ...]
    summary: EndSummary
    match_points: MatchPoints
    rounds: int
    actions: int
    save_path: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form (``npq solo new --json``)."""
        return {
            "setup": self.setup.as_dict(),
            "result": self.result,
            "stars": self.stars,
            "objectives_met": list(self.objectives_met),
            "objectives_failed": list(self.objectives_failed),
            "match_points": self.match_points.as_dict(),
            "rounds": self.rounds,
            "actions": self.actions,
            "save_path": self.save_path,
        }


class SoloSession:
    """One solo game in progress. Build with :meth:`start`; feed actions with :meth:`apply`.

    ``session.progress()`` is what the objectives tracker shows; ``session.record`` is the
    engine's game record (config, seed, actions) that saves and replays.
    """

    def __init__(
        self,
        setup: SoloSetup,
        bonuses: StartingBonuses,
        record: EngineRecord,
        tables: SoloTables | None = None,
        board: Any = None,
    ) -> None:
        self.setup = setup
        self.bonuses = bonuses
        self.tables = tables or load_solo_tables()
        self.board = board if board is not None else load_board()
        self.record = record
        self.tracker = ObjectivesTracker.start(setup.objectives, self.tables).advance(
            _stats_now(record.state)
        )
        self.events: list[Event] = []
        # tracker after n actions, so an undo in the app rewinds the objectives too
        self._snapshots: dict[int, ObjectivesTracker] = {len(record.actions): self.tracker}

    @classmethod
    def start(
        cls,
        setup: SoloSetup,
        profile: StarSource,
        tables: SoloTables | None = None,
        board: Any = None,
    ) -> SoloSession:
        """Check ``setup`` against section 12 for the stars ``profile`` holds for
        ``setup.profile`` (read here, never taken from the caller) and deal the game.

        Raises :class:`~npq.errors.RuleViolation` for a bonus the profile has not unlocked.
        """
        if isinstance(profile, int | float):
            raise TypeError("SoloSession.start reads the stars from the profile, not a number")
        tables = tables or load_solo_tables()
        bonuses = setup.validated(profile.total_stars(setup.profile), tables)
        record = EngineRecord.new(solo_config(setup, bonuses), setup.seed)
        return cls(setup, bonuses, record, tables, board)

    @property
    def state(self) -> State:
        """The current engine state."""
        return self.record.state

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (won, crashed or interrupted)."""
        return self.state.is_over

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply one action through the rules (a :class:`~npq.errors.RuleViolation` leaves the
        session as it was) and advance the objectives from its events."""
        record, events = self.record.play(action)
        self.sync(record, events)
        return events

    def sync(self, record: EngineRecord, events: Sequence[Event] = ()) -> None:
        """Follow a game record played elsewhere (the app's controller).

        ``record`` one action further than the session's: ``events`` are that action's events.
        ``record`` no further (an undo): the objectives go back to where they were then.
        """
        n = len(record.actions)
        if n == len(self.record.actions) + 1:
            self.record = record
            self.events.extend(events)
            self.tracker = self.tracker.feed(solo_events(events, self.board))
            self._snapshots[n] = self.tracker
            return
        if n <= len(self.record.actions) and n in self._snapshots:
            self.record = record
            self.tracker = self._snapshots[n]
            for k in [k for k in self._snapshots if k > n]:
                del self._snapshots[k]
            return
        raise ValueError(
            f"cannot follow a record of {n} actions from one of {len(self.record.actions)}"
        )

    def progress(self) -> tuple[ObjectiveProgress, ...]:
        """The chosen objectives' progress, for the tracker widget."""
        return self.tracker.progress()

    def result(self) -> SoloResult:
        """The score now; at the end of the game, the final score (also after a crash)."""
        tracker = self.tracker
        if self.is_over and any(t.status.value == "open" for t in tracker.trackers):
            tracker = tracker.advance(GameEnded(won=result_name(self.state) == "won"))
        summary = end_summary(self.state, len(tracker.failed), self.bonuses.match_points)
        return SoloResult(
            setup=self.setup,
            result=result_name(self.state),
            stars=tracker.stars,
            objectives_met=tracker.met,
            objectives_failed=tracker.failed,
            summary=summary,
            match_points=match_points(summary, self.tables),
            rounds=self.state.round,
            actions=len(self.record.actions),
        )

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Save the game (the engine's atomic save: config, seed, actions, hashes)."""
        return save_game(Path(path), self.record)


def replay_session(
    setup: SoloSetup,
    game: EngineRecord,
    tables: SoloTables | None = None,
    board: Any = None,
    where: str = "the game",
) -> SoloSession:
    """Replay the engine record ``game`` as the solo game ``setup`` through the rules.

    ``setup`` gives the chosen objectives and bonuses (not part of the engine's record); the
    record's config and seed must be the ones ``setup`` makes. Raises
    :class:`~npq.errors.SaveError` naming ``where`` otherwise, or on an illegal action.
    """
    tables = tables or load_solo_tables()
    try:
        bonuses = starting_bonuses((tables.bonus(k) for k in setup.bonuses), setup.commander)
    except (KeyError, RuleViolation) as exc:
        raise SaveError(
            N_("the solo setup of {where} is not valid: {why}"), where=where, why=exc
        ) from exc
    expected = solo_config(setup, bonuses)
    if game.config != expected or game.seed != setup.seed:
        said = (
            N_(
                "{where} is not the solo game {nation} seed {seed} with bonuses {bonuses} and "
                "Commander {commander}"
            )
            if setup.commander
            else N_("{where} is not the solo game {nation} seed {seed} with bonuses {bonuses}")
        )
        raise SaveError(
            said,
            where=where,
            nation=setup.nation,
            seed=str(setup.seed),
            bonuses=str(list(setup.bonuses)),
            commander=setup.commander,
        )
    session = SoloSession(setup, bonuses, EngineRecord.new(game.config, game.seed), tables, board)
    for i, action in enumerate(game.actions, start=1):
        try:
            session.apply(action)
        except RuleViolation as exc:
            raise SaveError(
                N_("action {i} ({action}) of {where} is illegal: {why}"),
                i=i,
                action=str(action),
                where=where,
                why=exc,
            ) from exc
    return session


def replay_solo(
    save_path: str | os.PathLike[str],
    setup: SoloSetup,
    tables: SoloTables | None = None,
    board: Any = None,
) -> SoloSession:
    """Replay a saved solo game action by action through the rules.

    ``setup`` gives the chosen objectives and bonuses (the profile keeps them with the game, see
    :func:`npq.solo.play.replay_recorded`); the objectives and the Match Points come out as they
    were. Raises :class:`~npq.errors.SaveError` if the save is not this solo game.
    """
    saved = load_game(Path(save_path))
    return replay_session(setup, saved, tables, board, where=str(save_path))


def default_save_path(directory: Path, setup: SoloSetup) -> Path:
    """Where a solo game's save goes: ``<profile dir>/saves/solo-<time>-<nation>-<seed>.json``."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    return directory / "saves" / f"solo-{stamp}-{setup.nation}-{setup.seed}.json"
