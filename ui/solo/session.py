"""A solo game in the app: the setup dialog, the live objectives tracker, the end screen.

:func:`start_solo` is what the main window's "Solo game…" menu entry calls. It asks the solo
setup (nation, up to 3 objectives, up to 3 unlocked bonuses), starts the game on the main
window's :class:`ui.controller.GameController` with the solo configuration (rulebook section
12: ``mode="solo"`` and the bonuses as the starting state), docks an objectives tracker beside
the map, and at the end saves the game and shows the end screen, where the player keeps the
score or declines it (section 12: "the player can opt for a score"); the game goes into the
profile either way, scored or as played but unscored.
:func:`show_solo_profile` opens the profile screen ("Solo profile…").
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from npq import reasons
from npq._files import atomic_write
from npq.errors import NPQError, ProfileError, RuleViolation
from npq.game.save import GameRecord as EngineRecord
from npq.solo.bonuses import starting_bonuses
from npq.solo.game import SoloSession, default_save_path, solo_config
from npq.solo.play import record_result
from npq.solo.profile import DEFAULT_PROFILE, ProfileStore, SoloGameRecord, profile_dir
from npq.solo.scoring import match_points
from npq.solo.setup import SoloSetup
from npq.solo.tables import SoloTables, load_solo_tables
from ui.language import QT_TRANSLATE_NOOP, translate
from ui.solo.dialogs import ProfileScreen, SoloEndScreen, SoloSetupDialog
from ui.solo.widgets import BonusCard, ObjectivesTrackerWidget

__all__ = [
    "SoloGameWatcher",
    "SoloPanel",
    "install_menu",
    "read_solo_side_file",
    "resume_solo",
    "show_solo_profile",
    "solo_side_path",
    "start_solo",
]

#: Format version of the ``<save>.solo.json`` side file.
SIDE_FILE_VERSION = 1

#: Shown in the solo dock when an opened solo save cannot be tracked.
UNTRACKED_TEXT = QT_TRANSLATE_NOOP(
    "SoloSession",
    "<b>Objective tracking is unavailable for this game.</b><br>"
    "Its secondary objectives are not known: the file {side} beside the save is missing or "
    "belongs to another game, and the solo profile does not know this save, so its stars and "
    "Match Points will not be recorded. "
    "The game itself plays on by the solo rules (section 12). "
    "To track objectives, start a new game with Solo → Solo game…",
)

#: Shown in the solo dock when an opened solo save uses bonuses its profile has not unlocked.
LOCKED_TEXT = QT_TRANSLATE_NOOP(
    "SoloSession",
    "<b>This game will not be recorded.</b><br>"
    "Its bonuses are not unlocked in the solo profile {profile}: {reason}. "
    "The profile accepts only games whose bonuses were unlocked when they started "
    "(section 12, 100 Stars Bonus Table). The game itself plays on by the solo rules.",
)


def solo_side_path(save: Path) -> Path:
    """The side file beside a save that keeps a solo game's setup: the chosen secondary
    objectives and bonuses are not part of the engine's game record (section 12: they are the
    player's own goals), so the app keeps them next to it, as it keeps the bot seats."""
    return save.with_name(save.name + ".solo.json")


def write_solo_side_file(save: Path, setup: SoloSetup, directory: Path) -> None:
    """Record ``setup`` and the profile folder beside ``save`` (atomic write)."""
    data = {"version": SIDE_FILE_VERSION, "setup": setup.as_dict(), "profile_dir": str(directory)}
    atomic_write(solo_side_path(save), json.dumps(data, ensure_ascii=False))


def read_solo_side_file(save: Path) -> tuple[SoloSetup, Path | None] | None:
    """The setup and profile folder kept beside ``save``; None if missing or unreadable."""
    try:
        data = json.loads(solo_side_path(save).read_text(encoding="utf-8"))
        if data.get("version") != SIDE_FILE_VERSION:
            return None
        raw = data["setup"]
        setup = SoloSetup(
            nation=str(raw["nation"]),
            objectives=tuple(int(n) for n in raw.get("objectives", ())),
            bonuses=tuple(str(k) for k in raw.get("bonuses", ())),
            seed=int(raw["seed"]),
            profile=str(raw.get("profile", DEFAULT_PROFILE)),
            max_rounds=None if raw.get("max_rounds") is None else int(raw["max_rounds"]),
            commander=None if raw.get("commander") is None else str(raw["commander"]),
        )
        folder = data.get("profile_dir")
        return setup, (Path(folder) if folder else None)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


class SoloPanel(QWidget):
    """The dock's contents: the objectives tracker and the active bonuses' Solo cards."""

    def __init__(self, setup: SoloSetup, tables: SoloTables, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.tracker = ObjectivesTrackerWidget(self)
        layout.addWidget(self.tracker)
        self.points = QLabel()
        self.points.setObjectName("soloPointsNow")
        self.points.setToolTip(
            self.tr(
                "Match Points if the game ended now (section 12, Match Points Table); open "
                "objectives count as not completed."
            )
        )
        layout.addWidget(self.points)
        self.cards = [BonusCard(tables.bonus(k), self) for k in setup.bonuses]
        for card in self.cards:
            layout.addWidget(card)
        layout.addStretch(1)


class SoloGameWatcher(QObject):
    """Follows the controller's game for the solo rules' bookkeeping.

    Every applied action's events advance the objectives (an undo rewinds them). At the end of
    the game the save is written and the end screen shows the result; there the player keeps
    the score or declines it (section 12), and the game is recorded in the profile, scored or
    unscored (closing the screen keeps it). ``finished`` is emitted with the profile's record.
    Without the screen (``show_end`` False), or when the score was declined before the game
    (``score`` False, ``npq solo new --no-record``), the game is recorded at once.
    """

    finished = Signal(object)  # npq.solo.profile.SoloGameRecord

    def __init__(
        self,
        controller: Any,
        session: SoloSession,
        directory: Path,
        panel: SoloPanel,
        parent: QObject | None = None,
        show_end: bool = True,
        record_at_end: bool = True,
        score: bool = True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.session = session
        self.directory = directory
        self.panel = panel
        self.show_end = show_end
        self.record_at_end = record_at_end
        self.score = score
        self.saved_path: Path | None = None
        self.recorded: SoloGameRecord | None = None
        self.end_screen: SoloEndScreen | None = None
        self._stopped = False
        controller.events.connect(self._on_events)
        controller.changed.connect(self._on_changed)
        controller.game_over.connect(self._on_game_over)
        saved = getattr(controller, "saved", None)
        if saved is not None:
            saved.connect(self._on_saved)
        self.refresh()

    @property
    def following(self) -> bool:
        """Whether this watcher tracks the controller's current game (the main window then
        leaves the end of the game to the solo end screen)."""
        return not self._stopped and self._follows()

    def _on_saved(self, path: Any) -> None:
        """A save or the autosave of this game: keep its setup beside it, so that opening
        the file again restores the objectives (:func:`resume_solo`)."""
        if not self.following:
            return
        try:
            write_solo_side_file(Path(path), self.session.setup, self.directory)
        except OSError as exc:
            self.controller.failed.emit(
                translate("SoloSession", "Solo objectives not saved"), reasons.said(exc)
            )

    def _follows(self) -> bool:
        record = self.controller.record
        return (
            record is not None
            and record.config == self.session.record.config
            and (record.seed == self.session.record.seed)
        )

    def _on_events(self, events: Any) -> None:
        if (
            self._follows()
            and len(self.controller.record.actions) == len(self.session.record.actions) + 1
        ):
            self.session.sync(self.controller.record, tuple(events))
            self.refresh()

    def _on_changed(self) -> None:
        if not self._follows():
            # another game was started or opened: this solo game is over for the app
            self.stop()
            return
        n = len(self.controller.record.actions)
        if n < len(self.session.record.actions):  # an undo
            try:
                self.session.sync(self.controller.record)
            except ValueError:
                return
            self.refresh()

    def stop(self) -> None:
        """Stop following the controller and take the solo dock away (once)."""
        if self._stopped:
            return
        self._stopped = True
        for signal, slot in (
            (self.controller.events, self._on_events),
            (self.controller.changed, self._on_changed),
            (self.controller.game_over, self._on_game_over),
            *(
                ((self.controller.saved, self._on_saved),)
                if hasattr(self.controller, "saved")
                else ()
            ),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        dock = self.panel.parent()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parent()
        if isinstance(dock, QDockWidget):
            dock.hide()

    def refresh(self) -> None:
        """Show the objectives' progress and the Match Points as they stand now."""
        self.panel.tracker.set_progress(self.session.progress())
        self.panel.points.setText(
            translate("SoloSession", "Match Points now: <b>{n}</b>").format(n=self.points_now())
        )

    def points_now(self) -> int:
        """The Match Points if the game ended now, open objectives counted as not completed."""
        result = self.session.result()
        open_now = len(self.session.setup.objectives) - len(result.objectives_met)
        summary = replace(result.summary, failed_objectives=open_now)
        return match_points(summary, self.session.tables).total

    def _on_game_over(self, outcome: Any) -> None:
        if self.recorded is not None or not self._follows() or not self.session.is_over:
            return
        if not self.record_at_end or self.saved_path is not None:
            return
        parent = self.panel.window()
        try:
            path = self.session.save(default_save_path(self.directory, self.session.setup))
            write_solo_side_file(path, self.session.setup, self.directory)
        except (OSError, NPQError) as exc:
            QMessageBox.warning(
                parent,
                translate("SoloSession", "Solo profile"),
                translate("SoloSession", "The game could not be saved: {reason}").format(
                    reason=reasons.said(exc)
                ),
            )
            return
        self.saved_path = path
        self.refresh()
        result = self.session.result()
        self.end_screen = SoloEndScreen(result, parent, self.session.tables)
        if self.show_end and self.score:
            # the player opts for the score, or declines it, on the end screen (section 12)
            self.end_screen.decided.connect(self.record)
            self.end_screen.show()
            return
        if self.record(self.score) is not None and self.show_end:
            self.end_screen.show()

    def record(self, scored: bool = True) -> SoloGameRecord | None:
        """Record the finished game in the profile, scored or (``scored`` False) as played but
        unscored; the profile replays it to check it. Once only; None if it could not be."""
        if self.recorded is not None:
            return self.recorded
        if self.saved_path is None:
            return None
        parent = self.panel.window()
        try:
            with ProfileStore.open(self.directory) as store:
                self.recorded = record_result(
                    store,
                    self.session.result(),
                    str(self.saved_path),
                    game=self.session.record,
                    scored=scored,
                )
                total = store.total_stars(self.session.setup.profile)
        except (OSError, NPQError) as exc:
            QMessageBox.warning(
                parent,
                translate("SoloSession", "Solo profile"),
                translate("SoloSession", "The game could not be recorded: {reason}").format(
                    reason=reasons.said(exc)
                ),
            )
            return None
        if self.end_screen is not None:
            self.end_screen.show_recorded(self.recorded, total)
        self.finished.emit(self.recorded)
        return self.recorded


def _directory(directory: str | os.PathLike[str] | None) -> Path:
    return profile_dir(directory)


def start_solo(
    main_window: Any,
    directory: str | os.PathLike[str] | None = None,
    setup: SoloSetup | None = None,
    profile: str = DEFAULT_PROFILE,
    show_end: bool = True,
    score: bool = True,
) -> SoloGameWatcher | None:
    """Ask for a solo setup and start the game on ``main_window.controller``.

    ``setup`` skips the dialog (tests, ``npq solo new`` with a display); ``score`` False: the
    player declined the score beforehand (``--no-record``). Returns the watcher
    that tracks the objectives, or ``None`` when the player cancelled or the profile is broken
    (the error is shown; the profile file is left untouched).
    """
    if setup is None:
        confirm = getattr(main_window, "confirm_leave", None)
        if callable(confirm) and not confirm():
            return None  # the game in play goes on (issue 12: it used to be replaced unasked)
    tables = load_solo_tables()
    folder = _directory(directory)
    try:
        with ProfileStore.open(folder) as store:
            totals = {name: store.total_stars(name) for name in store.profiles()}
            notice = store.notice
    except ProfileError as exc:
        QMessageBox.critical(main_window, translate("SoloSession", "Solo profile"), str(exc))
        return None
    if notice:  # an empty file became a new profile: the player is told, not left to wonder
        QMessageBox.information(main_window, translate("SoloSession", "Solo profile"), notice)
    if setup is None:
        dialog = SoloSetupDialog(
            totals.get(profile, 0), main_window, tables, profile=profile, profiles=totals
        )
        if dialog.exec() != SoloSetupDialog.DialogCode.Accepted:
            return None
        setup = dialog.setup()
    total = totals.get(setup.profile, 0)
    try:
        bonuses = setup.validated(total, tables)
        config = solo_config(setup, bonuses)
    except (NPQError, ValueError) as exc:
        QMessageBox.warning(main_window, translate("SoloSession", "Solo game"), str(exc))
        return None
    _stop_previous(main_window)
    if directory is not None:
        main_window.solo_directory = directory  # saves of this profile reopen into it
    controller = main_window.controller
    starter = getattr(main_window, "start_game", None)
    if callable(starter):
        # the main window's own start: a clean log, the tool put away, the last solo dock gone
        starter(config, setup.seed, [False])
        if controller.record is None or controller.record.config != config:
            return None  # the window showed why the game could not start
    else:
        controller.new_game(config, setup.seed, [False])
    session = SoloSession(setup, bonuses, controller.record, tables)
    return _attach(main_window, session, folder, show_end=show_end, score=score)


def _stop_previous(main_window: Any) -> None:
    previous = getattr(main_window, "solo_watcher", None)
    if isinstance(previous, SoloGameWatcher):
        previous.stop()
    main_window.solo_watcher = None


def _dock(main_window: Any, content: QWidget) -> None:
    """Put ``content`` in the solo dock under the Table dock (replacing an older one).

    Only movable, like the other docks: closed, it could not be brought back.
    """
    if not isinstance(main_window, QMainWindow):
        return
    old = main_window.findChild(QDockWidget, "soloDock")
    if old is not None:
        old.setObjectName("")
        main_window.removeDockWidget(old)
        old.deleteLater()
    dock = QDockWidget(translate("SoloSession", "Solo objectives"), main_window)
    dock.setObjectName("soloDock")
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    # the contents wrap to the dock's width; only the height scrolls
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(content)
    dock.setWidget(scroll)
    main_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.show()
    table = getattr(main_window, "right_dock", None)
    if isinstance(table, QDockWidget):
        # the objectives get a good share of the column, the log and tables the rest
        height = max(400, main_window.height())
        main_window.resizeDocks(
            [table, dock], [int(height * 0.55), int(height * 0.45)], Qt.Orientation.Vertical
        )


def _attach(
    main_window: Any,
    session: SoloSession,
    folder: Path,
    show_end: bool = True,
    record_at_end: bool = True,
    score: bool = True,
) -> SoloGameWatcher:
    panel = SoloPanel(session.setup, session.tables)
    _dock(main_window, panel)
    watcher = SoloGameWatcher(
        main_window.controller,
        session,
        folder,
        panel,
        main_window,
        show_end=show_end,
        record_at_end=record_at_end,
        score=score,
    )
    main_window.solo_watcher = watcher  # keep it alive as long as the window
    refresh = getattr(main_window, "refresh", None)
    if callable(refresh):
        refresh()  # the main window hides what the solo mode does not use
    return watcher


def _from_profile(path: Path, folder: Path) -> SoloGameRecord | None:
    """The profile's record of a finished solo game saved at ``path``, if any."""
    try:
        target = path.resolve()
        with ProfileStore.open(folder) as store:
            for name in store.profiles():
                for game in store.history(name):
                    if game.save_path and Path(game.save_path).resolve() == target:
                        return game
    except (ProfileError, OSError):
        return None
    return None


def resume_solo(
    main_window: Any,
    path: str | os.PathLike[str],
    directory: str | os.PathLike[str] | None = None,
    show_end: bool = True,
) -> SoloGameWatcher | None:
    """Restore the objectives tracking of a solo save just opened on ``main_window``.

    The setup comes from the side file the app writes beside every save of a tracked solo game
    (:func:`solo_side_path`), or from the profile when it recorded a finished game with this
    save. The objectives are followed again from the game's own events (the record is
    replayed through the rules); a game still running is recorded in the profile at its end, a
    finished one is not recorded twice. Without either source the solo dock says plainly that
    tracking is unavailable, and None is returned.
    """
    _stop_previous(main_window)
    controller = main_window.controller
    record = controller.record
    save = Path(path)
    if directory is None:
        directory = getattr(main_window, "solo_directory", None)
    folder = _directory(directory)
    tables = load_solo_tables()
    setup: SoloSetup | None = None
    known = _from_profile(save, folder)
    side = read_solo_side_file(save)
    if side is not None:
        setup = side[0]
        if side[1] is not None and side[1] != folder:
            folder = side[1]  # the profile the game was started in
            known = known or _from_profile(save, folder)
    elif known is not None:
        setup = SoloSetup(
            known.nation,
            known.objectives,
            known.bonuses,
            known.seed,
            known.profile,
            record.config.max_rounds,
            known.commander,
        )
    session: SoloSession | None = None
    locked: str | None = None
    if setup is not None and known is None:
        # a game still to record: its bonuses must be unlocked by the profile's stars
        try:
            with ProfileStore.open(folder) as store:
                setup.validated(store.total_stars(setup.profile), tables)
        except RuleViolation as exc:
            locked = str(exc)
        except ProfileError as exc:
            locked = translate("SoloSession", "the profile cannot be read ({reason})").format(
                reason=exc
            )
    if setup is not None and locked is None:
        try:
            bonuses = starting_bonuses((tables.bonus(k) for k in setup.bonuses), setup.commander)
            if solo_config(setup, bonuses) == record.config and setup.seed == record.seed:
                session = SoloSession(
                    setup, bonuses, EngineRecord.new(record.config, record.seed), tables
                )
                for action in record.actions:
                    session.apply(action)
        except (NPQError, ValueError, KeyError):
            session = None
    if session is None:
        text = (
            translate("SoloSession", UNTRACKED_TEXT).format(side=solo_side_path(save).name)
            if locked is None or setup is None
            else translate("SoloSession", LOCKED_TEXT).format(profile=setup.profile, reason=locked)
        )
        note = QLabel(text)
        note.setObjectName("soloUntracked")
        note.setWordWrap(True)
        note.setTextFormat(Qt.TextFormat.RichText)
        box = QWidget()
        column = QVBoxLayout(box)
        column.addWidget(note)
        column.addStretch(1)
        _dock(main_window, box)
        status = getattr(main_window, "statusBar", None)
        if callable(status):
            status().showMessage(
                translate(
                    "SoloSession",
                    "Solo game opened without its objectives: tracking is unavailable.",
                )
                if locked is None
                else translate(
                    "SoloSession",
                    "Solo game opened: its bonuses are locked in the profile, it will not be "
                    "recorded.",
                ),
                10000,
            )
        return None
    finished = record.state.is_over
    watcher = _attach(main_window, session, folder, show_end=show_end, record_at_end=not finished)
    if known is not None:
        watcher.recorded = known
    return watcher


def show_solo_profile(
    parent: QWidget | None = None,
    directory: str | os.PathLike[str] | None = None,
    profile: str = DEFAULT_PROFILE,
    modal: bool = True,
    ask: bool = True,
) -> ProfileScreen | None:
    """Open the profile screen (total stars, chart, unlocked bonuses, history).

    With several profiles in the database and ``ask``, the player picks one first.
    """
    try:
        with ProfileStore.open(_directory(directory)) as store:
            names = store.profiles()
            if ask and len(names) > 1:
                current = names.index(profile) if profile in names else 0
                profile, ok = QInputDialog.getItem(
                    parent,
                    translate("SoloSession", "Solo profile"),
                    translate("SoloSession", "Profile:"),
                    list(names),
                    current,
                    False,
                )
                if not ok:
                    return None
            summary = store.summary(profile)
            history = store.history(profile)
            notice = store.notice
    except ProfileError as exc:
        QMessageBox.critical(parent, translate("SoloSession", "Solo profile"), str(exc))
        return None
    if notice:
        QMessageBox.information(parent, translate("SoloSession", "Solo profile"), notice)
    screen = ProfileScreen(summary, history, parent)
    if modal:
        screen.exec()
    else:
        screen.show()
    return screen


def install_menu(menu: Any, window: Any, directory: str | os.PathLike[str] | None = None) -> None:
    """Fill the main window's Solo menu: "Solo game…" and "Solo profile…"."""
    if directory is not None:
        window.solo_directory = directory
    game = menu.addAction(translate("SoloSession", "Solo &game…"))
    game.setObjectName("solo-game")
    game.triggered.connect(lambda _checked=False: start_solo(window, directory))
    profile = menu.addAction(translate("SoloSession", "Solo &profile…"))
    profile.setObjectName("solo-profile")
    profile.triggered.connect(lambda _checked=False: show_solo_profile(window, directory))
