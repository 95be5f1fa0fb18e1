"""The game as the app sees it: a :class:`npq.game.save.GameRecord` and who sits where.

The controller holds no rule. It sends actions to the engine and reports what came back; every
refusal is the engine's :class:`~npq.errors.RuleViolation`, shown in words. It also keeps what only
the app cares about: which seats bots play, the game log, undo within the turn (back to the last
revealed information: a Wind spin or a card draw, rulebook 5 and 6), the autosave after every turn
and the bots' pace.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from npq import reasons
from npq.bots import Bot, Driver
from npq.bots import make_bot as engine_make_bot
from npq.errors import NPQError, RuleViolation
from npq.game import (
    Action,
    ActionKind,
    Event,
    GameConfig,
    GameRecord,
    State,
    actors,
    default_world,
    legal_actions,
    legal_by_kind,
    legal_kinds,
    load_game,
    new_game,
    save_game,
)
from npq.game import apply as engine_apply
from npq.game import check as engine_check
from npq.game.events import REVEALING_EVENTS  # undo never goes back past them
from npq.game.state import EDITION
from ui import storage
from ui.language import QT_TRANSLATE_NOOP
from ui.texts import describe_event, public_action_label
from ui.theme import seat_name

__all__ = ["LOG_KINDS", "REVEALING_EVENTS", "GameController", "LogLine", "log_kind"]

#: The app's bot levels and the engine's bots behind them (issue 14; ``npq sim --bot``).
BOT_LEVELS = {"Easy": "random", "Normal": "greedy", "Hard": "expert"}
#: The Hard bot's thinking time a turn in the app (seconds; it never freezes the window long).
EXPERT_TIME_LIMIT = 1.0


def make_bot(seat: int, kind: str = "greedy") -> Bot:
    """The engine's bot of that kind for a seat (default: the greedy bot, Normal)."""
    if kind == "expert":
        from npq.bots.expert import ExpertBot

        return ExpertBot(seed=seat, time_limit=EXPERT_TIME_LIMIT)
    return engine_make_bot(kind, seat)


#: The log's kinds of lines (the log can be filtered by them): the action itself, what came
#: of it by kind of event, and the app's own notes (new game, opened, taken back).
LOG_KINDS: dict[str, str] = {
    "action": QT_TRANSLATE_NOOP("LogFilters", "Actions"),
    "move": QT_TRANSLATE_NOOP("LogFilters", "Moves"),
    "weather": QT_TRANSLATE_NOOP("LogFilters", "Weather"),
    "cards": QT_TRANSLATE_NOOP("LogFilters", "Cards"),
    "money": QT_TRANSLATE_NOOP("LogFilters", "Bonds"),
    "missions": QT_TRANSLATE_NOOP("LogFilters", "Missions"),
    "note": QT_TRANSLATE_NOOP("LogFilters", "Notes"),
}

_EVENT_LOG_KIND: dict[str, str] = {
    "airship_moved": "move",
    "ship_moved": "move",
    "stationed": "move",
    "fuel_used": "move",
    "emergency_landing": "move",
    "recovered": "move",
    "sos": "move",
    "crash": "move",
    "pole_journey": "move",
    "pole_overflown": "move",
    "weather": "weather",
    "wind": "weather",
    "damage": "weather",
    "venture_drawn": "cards",
    "strategy_played": "cards",
    "strategy_drawn": "cards",
    "strategy_replaced": "cards",
    "effect": "cards",
    "trap_laid": "cards",
    "trap_sprung": "cards",
    "trap_withdrawn": "cards",
    "manager_income": "money",
    "refuelled": "money",
    "repaired": "money",
    "crew_hired": "money",
    "crew_dismissed": "money",
    "loan_taken": "money",
    "loan_repaid": "money",
    "base_reserved": "money",
    "base_set_up": "money",
    "base_released": "money",
    "mission_declared": "missions",
    "mission_exchanged": "missions",
    "mission_drawn": "missions",
    "mission_abandoned": "missions",
    "mission_sold": "missions",
    "mission_completed": "missions",
    "auction_opened": "money",
    "auction_bid": "money",
    "auction_passed": "money",
    "auction_closed": "money",
    "crew_declared": "money",
    "crew_cession_declared": "money",
    "crew_boarded": "money",
    "crew_left": "money",
    "renounced": "money",
    "draft_kept": "missions",
    "telegram_read": "cards",
}


def log_kind(event_kind: str) -> str:
    """The log kind of an engine event (``"note"`` for turn and round bookkeeping)."""
    return _EVENT_LOG_KIND.get(event_kind, "note")


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the game log.

    ``kind`` is one of :data:`LOG_KINDS`; ``step`` numbers the action the line belongs to (0 for
    the app's notes), so that undo strikes through every line of the action it takes back
    (``undone``) and redo restores them.
    """

    round: int
    player: int | None
    text: str
    kind: str = "note"
    step: int = 0
    undone: bool = False


class GameController(QObject):
    """Owns the current game record and drives turns, bots, undo and autosave."""

    changed = Signal()  # the state changed: redraw everything
    events = Signal(object)  # a tuple of engine events just produced
    logged = Signal(object)  # a LogLine
    refused = Signal(str)  # an action the engine refused, in words
    failed = Signal(str, str)  # (title, message): an error to show in a message box
    turn_started = Signal(int)  # seat whose turn begins
    game_over = Signal(object)  # the Outcome
    saved = Signal(object)  # the Path just written (a save or the autosave): side files follow it
    log_changed = Signal()  # lines already logged changed (struck through by undo, or redone)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record: GameRecord | None = None
        self.bots: list[bool] = []
        #: The colour chosen for each seat (``#rrggbb``; None: its nation's), kept beside saves.
        self.colours: list[str | None] = []
        #: Which bot plays the bot seats: random, greedy or expert (Easy, Normal, Hard).
        self.bot_kind = "greedy"
        self.history: list[GameRecord] = []  # records since the last revealed information (undo)
        self._history_steps: list[int] = []  # the log step of each history record's action
        self.redo_stack: list[tuple[GameRecord, int]] = []  # undone records and their log steps
        self._step = 0
        self.log: list[LogLine] = []
        self.save_path: Path | None = None
        self.autosave_file: Path | None = None  # this game's own autosave (one per game)
        self.autosave_enabled = True
        self.bot_delay_ms = 400
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_step)
        self.paused = False
        self.driver = Driver({}, default_world(), on_error=self._bot_failed)

    # -- the game -------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The game's state; only while :attr:`has_game`."""
        return self._record().state

    def _record(self) -> GameRecord:
        if self.record is None:
            raise LookupError("no game is open")
        return self.record

    @property
    def has_game(self) -> bool:
        return self.record is not None

    @property
    def current(self) -> int:
        return int(self.state.current)

    @property
    def actor(self) -> int:
        """The seat that must decide now (:func:`npq.game.actors`): the player whose turn it is,
        or a seat owing a decision in the middle of it."""
        who = actors(self.state)
        return int(who[0]) if who else self.current

    @property
    def bot_players(self) -> dict[int, Bot]:
        """The bots of the bot seats, as the driver plays them."""
        return self.driver.bots

    @property
    def is_bot_turn(self) -> bool:
        """Whether a bot is to decide now (the driver plays it; the humans wait)."""
        return (
            self.has_game
            and not self.state.is_over
            and self.driver.bot_to_act(self.state) is not None
        )

    def set_bot(self, seat: int, is_bot: bool) -> None:
        """Hand a seat to a bot or to a human."""
        self.bots[seat] = is_bot
        if is_bot:
            self.bot_players.setdefault(seat, make_bot(seat, self.bot_kind))
        else:
            self.bot_players.pop(seat, None)

    @property
    def humans(self) -> list[int]:
        return [i for i, bot in enumerate(self.bots) if not bot]

    def player_name(self, seat: int) -> str:
        return seat_name(self.state.config, seat)

    def seat_colour(self, seat: int) -> str | None:
        """The colour chosen for a seat (``#rrggbb``), None: its nation's."""
        return self.colours[seat] if 0 <= seat < len(self.colours) else None

    def new_game(
        self,
        config: GameConfig,
        seed: int,
        bots: list[bool],
        colours: list[str | None] | None = None,
        edition: int = EDITION,
    ) -> None:
        """Start a game (section 8 "Preparation") with these seats (``colours``: the colour
        chosen per seat, None: the nation's), in a new autosave file; ``edition``: of the rules
        (the current one but for the tutorial's fixed deal)."""
        record = GameRecord.new(config, seed, edition=edition)
        self.save_path = None  # Save asks where: it never overwrites the previous game's file
        self.autosave_file = storage.new_autosave_path(seed) if self.autosave_enabled else None
        self._start(record, bots, colours)
        self._log(
            None,
            self.tr("New game, seed {seed}: {seats}").format(
                seed=seed, seats=", ".join(self._seat_text(i) for i in range(len(bots)))
            ),
        )

    def _seat_text(self, seat: int) -> str:
        said = self.tr("{name} (bot)") if self.bots[seat] else self.tr("{name} (human)")
        return said.format(name=self.player_name(seat))

    def _start(
        self, record: GameRecord, bots: list[bool], colours: list[str | None] | None = None
    ) -> None:
        self._bot_timer.stop()
        self.record = record
        self.bots = list(bots)
        given = list(colours or [])
        self.colours = [given[i] if i < len(given) else None for i in range(len(self.bots))]
        self.driver = Driver(
            {
                seat: make_bot(seat, self.bot_kind)
                for seat, is_bot in enumerate(self.bots)
                if is_bot
            },
            default_world(),
            on_error=self._bot_failed,
        )
        self.history = [record]
        self._history_steps = [0]
        self.redo_stack = []
        self.log = []
        self.changed.emit()
        self.turn_started.emit(self.current)
        self._schedule_bot()

    def load(self, path: Path) -> None:
        """Open a saved game; a bad file raises :class:`~npq.errors.SaveError`, nothing changes."""
        record, bots = self.read(path)
        self.open_record(path, record, bots)

    def read(self, path: Path) -> tuple[GameRecord, list[bool]]:
        """A saved game and its seats, read and replayed but not opened: a bad file raises
        :class:`~npq.errors.SaveError` before anything (the game, its log) has changed."""
        record = load_game(path)
        return record, storage.read_seats(path, record.config.players)

    def open_record(self, path: Path, record: GameRecord, bots: list[bool]) -> None:
        """Make a game :meth:`read` from ``path`` the current one, its log rebuilt."""
        self.save_path = path
        # an autosave goes on in its own file; a save opened gets an autosave of its own
        is_autosave = path.resolve().parent == storage.autosave_dir().resolve() or (
            path.name == "autosave.npq.json"
        )
        self.autosave_file = path if is_autosave else storage.new_autosave_path(record.seed)
        self._start(record, bots, storage.read_colours(path, record.config.players))
        self._replay_log(record)
        self._log(
            None,
            self.tr(
                "Opened {file}: round {round}, %n action(s) replayed", "", len(record.actions)
            ).format(file=path.name, round=record.state.round),
        )

    def _replay_log(self, record: GameRecord) -> None:
        """Rebuild the log of an opened game: its actions replayed from the seed give the same
        events (the engine is deterministic), so the players read the turns before the save.
        Each action is replayed from the seat the save says took it (``record.seats``: a draft
        pick, a bid or a counter answered while several seats decide at once), by the edition
        of the rules the game was played by, as the save itself was replayed."""
        seats = record.seats if len(record.seats) == len(record.actions) else None
        try:
            # the state moves on (a record copied per action made long games quadratic)
            state = new_game(record.config, record.seed, record.world, edition=record.state.edition)
            for i, action in enumerate(record.actions):
                before = state
                seat = None if seats is None else seats[i]
                state, events = engine_apply(state, action, record.world, seat=seat)
                self._log_events(before, action, events, seat)
        except (NPQError, ValueError) as exc:
            self._log(
                None,
                self.tr("The log of the earlier turns could not be rebuilt: {reason}").format(
                    reason=reasons.said(exc)
                ),
            )

    def save(self, path: Path) -> Path:
        """Save the game (atomic write) and the seat settings beside it."""
        written = Path(save_game(path, self._record()))
        storage.write_seats(written, self.bots, self.colours)
        self.save_path = written
        self.saved.emit(written)
        return written

    def autosave(self) -> None:
        """Save to this game's autosave file; a failure is reported, the game goes on. Only the
        newest :data:`ui.storage.KEEP_AUTOSAVES` games keep theirs."""
        if not (self.autosave_enabled and self.has_game):
            return
        try:
            if self.autosave_file is None:
                self.autosave_file = storage.new_autosave_path(self._record().seed)
            path = self.autosave_file
            save_game(path, self._record())
            storage.write_seats(path, self.bots, self.colours)
            self.saved.emit(path)
            storage.prune_autosaves(spare=path)
        except (OSError, NPQError) as exc:
            self.failed.emit(self.tr("Autosave failed"), reasons.said(exc))

    # -- actions --------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if not self.has_game or self.state.is_over:
            return []
        return list(legal_actions(self.state))

    def legal_kinds(self) -> dict[ActionKind, tuple[Action, ...]]:
        """The kinds legal now, each with its first legal action (:func:`npq.game.legal_kinds`):
        which buttons of the action bar are enabled."""
        if not self.has_game or self.state.is_over:
            return {}
        return {k: (a,) for k, a in legal_kinds(self.state).items()}

    def legal_of(self, kinds: tuple[ActionKind, ...]) -> list[Action]:
        """Every legal action of these kinds, in their order (a button's menu)."""
        if not self.has_game or self.state.is_over:
            return []
        found = legal_by_kind(self.state, listed=kinds)
        return [a for k in kinds for a in found.get(k, ())]

    def check(self, action: Action) -> RuleViolation | None:
        """Why the engine would refuse ``action`` now (:func:`npq.game.check`), or None."""
        return engine_check(self.state, action)

    def play(self, action: Action) -> tuple[Event, ...] | None:
        """Send one action to the engine; on a refusal emit :attr:`refused` and change nothing."""
        if self.record is None:
            return None
        before = self.state
        try:
            record, events = self.record.play(action)
        except RuleViolation as exc:
            self.refused.emit(str(exc))
            return None
        except (NPQError, ValueError) as exc:
            self.failed.emit(self.tr("The action failed"), reasons.said(exc))
            return None
        self.record = record
        self.redo_stack = []
        step = self._log_events(before, action, events)
        if any(str(e.kind) in REVEALING_EVENTS for e in events):
            self.history = [record]
            self._history_steps = [step]
        else:
            self.history.append(record)
            self._history_steps.append(step)
        self.events.emit(events)
        self.changed.emit()
        if self.state.is_over:
            self._bot_timer.stop()
            self.autosave()
            self.game_over.emit(self.state.outcome)
            return events
        if self.state.current != before.current or self.state.round != before.round:
            self.autosave()
            self.turn_started.emit(self.current)
        self._schedule_bot()
        return events

    @property
    def played(self) -> int:
        """How many actions the game has recorded (a decision's screen is keyed by it)."""
        return len(self.record.actions) if self.record is not None else 0

    @property
    def awaiting(self) -> bool:
        """Whether an action sent is still to be answered (never at the desk: it is played at
        once; an online seat waits for its server)."""
        return False

    def play_text(self, text: str) -> tuple[Event, ...] | None:
        """Play an action given in its record form (``"refuel 2"``, ``"fly kings_bay"``)."""
        return self.play(Action.parse(text))

    @property
    def can_undo(self) -> bool:
        return self.has_game and len(self.history) > 1 and not self.is_bot_turn

    def undo(self) -> bool:
        """Take back the last action of this turn, if no information was revealed since.

        The previous record is exactly what replaying the action list minus the last action
        gives (the engine is deterministic), so it is kept rather than recomputed.
        """
        if not self.can_undo:
            return False
        undone = self._record().actions[-1]
        self.redo_stack.append((self.history.pop(), self._history_steps.pop()))
        self.record = self.history[-1]
        self._strike(self.redo_stack[-1][1], True)
        taken_back = public_action_label(undone, self, state=self.state)
        self._log(
            self.current,
            self.tr("{name} takes back: {action}").format(
                name=self.player_name(self.current), action=taken_back
            ),
        )
        self.changed.emit()
        return True

    @property
    def can_redo(self) -> bool:
        return self.has_game and bool(self.redo_stack) and not self.is_bot_turn

    def redo(self) -> bool:
        """Play again the action undo took back last (the same record: nothing was revealed)."""
        if not self.can_redo:
            return False
        record, step = self.redo_stack.pop()
        self.history.append(record)
        self._history_steps.append(step)
        self.record = record
        self._strike(step, False)
        again = public_action_label(record.actions[-1], self, state=self.history[-2].state)
        self._log(
            self.current,
            self.tr("{name} plays again: {action}").format(
                name=self.player_name(self.current), action=again
            ),
        )
        self.changed.emit()
        return True

    def _strike(self, step: int, undone: bool) -> None:
        """Mark the log lines of one action as taken back (or back in play)."""
        self.log = [
            LogLine(ln.round, ln.player, ln.text, ln.kind, ln.step, undone)
            if ln.step == step
            else ln
            for ln in self.log
        ]
        self.log_changed.emit()

    # -- bots -----------------------------------------------------------------------------------
    def set_bot_delay(self, ms: int) -> None:
        self.bot_delay_ms = max(0, int(ms))

    def _schedule_bot(self) -> None:
        if self.is_bot_turn and not self.paused:
            self._bot_timer.start(self.bot_delay_ms)

    def pause(self, value: bool) -> None:
        """Hold the bots (while a dialog is open, for instance)."""
        self.paused = value
        if value:
            self._bot_timer.stop()
        else:
            self._schedule_bot()

    def _bot_step(self) -> None:
        """One bot action, chosen by the engine's shared driver (:class:`npq.bots.Driver`: the
        first of the bot's proposals the rules accept, else the turn closed) for whichever seat
        must decide now (:func:`npq.game.actors`)."""
        if not self.is_bot_turn:
            return
        self.play(self.driver.choose(self.state))

    def _bot_failed(self, seat: int, exc: Exception) -> None:
        """A bot raised: the driver closes its turn, the player is told (the game goes on)."""
        self.failed.emit(
            self.tr("Bot error"),
            self.tr("{name}: {error}").format(name=self.player_name(seat), error=reasons.said(exc)),
        )

    def run_bots(self, limit: int = 10_000) -> None:
        """Play bot turns synchronously until a human is to play (tests, screenshots)."""
        for _ in range(limit):
            if not self.is_bot_turn:
                return
            self._bot_timer.stop()
            self._bot_step()

    # -- log ------------------------------------------------------------------------------------

    def _log(
        self,
        player: int | None,
        text: str,
        round_no: int | None = None,
        kind: str = "note",
        step: int = 0,
    ) -> None:
        """Log a line; ``round_no`` is the round it happened in (default: the current one)."""
        if round_no is None:
            round_no = self.state.round if self.has_game else 0
        line = LogLine(int(round_no), player, text, kind, step)
        self.log.append(line)
        self.logged.emit(line)

    def _log_events(
        self,
        before: State,
        action: Action,
        events: tuple[Event, ...],
        seat: int | None = None,
    ) -> int:
        """Log an action of ``seat`` (default: the first seat to decide) and its events;
        returns the step number the lines carry."""
        self._step += 1
        step = self._step
        if seat is None:
            # the seat that acted: the player whose turn it is, or one owing a decision in it
            # (a draft pick, an auction bid)
            who = actors(before)
            seat = int(who[0]) if who else int(before.current)
        label = public_action_label(action, self, state=before)
        # the round the action was played in, not the next one its last turn opened
        self._log(seat, f"{self.player_name(seat)}: {label}", before.round, "action", step)
        for event in events:
            text = describe_event(event, self)
            if text:
                self._log(
                    event.player,
                    "   " + text,
                    getattr(event, "round", before.round),
                    log_kind(str(event.kind)),
                    step,
                )
        return step
