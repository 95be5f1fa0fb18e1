"""Help → Tutorial: a guided first game, each step checked by the engine's events (issue 12).

The tutorial deals a fixed game (:data:`TUTORIAL_SEED`: you fly Japan from Kasumigaura, a bot
flies Italy on the other side of the world), so the words can name real places and cards: a
Mission card for Vladivostok two Lengths away, wind over Kasumigaura in round 1 (rulebook 1B, the
window of the area a move starts in), a Great-Circle Course Strategy card that needs a Pilot.

Each :class:`Step` is done when the engine reports its event for your seat (``mission_declared``,
``crew_hired``, ``wind``, ``airship_moved`` ...), whenever it happens: a step done early is
ticked as soon as it comes up. Steps can be skipped, the tutorial restarted from Help, and the
panel closed at any time; the game goes on as a normal game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from npq.game import Event, GameConfig
from ui.controller import GameController
from ui.language import QT_TRANSLATE_NOOP, translate
from ui.panels.actions import ActionBar

__all__ = [
    "STEPS",
    "TEXTS",
    "TUTORIAL_EDITION",
    "TUTORIAL_SEED",
    "Step",
    "Table",
    "Tutorial",
    "TutorialPanel",
    "tutorial_config",
]


class Table(Protocol):
    """What the tutorial needs of the main window (named here, so that this module does not
    import ui.mainwindow)."""

    controller: GameController
    actions_bar: ActionBar

    def start_game(
        self, config: GameConfig, seed: int, bots: list[bool], *, edition: int = ...
    ) -> None: ...

    def confirm_leave(self) -> bool: ...


#: The deal the steps are written for (checked by tests/test_ui_tutorial.py).
TUTORIAL_SEED = 24
#: The edition of the rules the tutorial's game plays by: 3, whose weather disc stands at 0° at
#: set-up, so the steps' wind over Kasumigaura in round 1 and the spin that leaves the airship
#: short of Vladivostok are this deal's (edition 4 turns the disc by lot, L114, and differs in
#: nothing else; docs/rules-decisions.md "Edition 4").
TUTORIAL_EDITION = 3
TUTORIAL_NATIONS = ("japan", "italy")
YOU = 0


def tutorial_config() -> GameConfig:
    """Japan (you) and Italy (a bot), Japan first."""
    return GameConfig(TUTORIAL_NATIONS, first_player=YOU)


@dataclass(frozen=True, slots=True)
class Step:
    """One step: what to do (``text``), the action bar button it uses, and the engine event of
    your seat that says it is done."""

    title: str
    text: str
    button: str | None
    done: Callable[[Event], bool]


def _kind(kind: str, **want: object) -> Callable[[Event], bool]:
    def check(e: Event) -> bool:
        return str(e.kind) == kind and all(e.get(k) == v for k, v in want.items())

    return check


def _moved(kind: str) -> Callable[[Event], bool]:
    return lambda e: str(e.kind) == kind and float(e.get("length", 0.0)) > 0


#: The steps, in order; player-facing words of the tutorial live here and in :data:`TEXTS`.
STEPS: tuple[Step, ...] = (
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Declare a mission"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "Welcome aboard! You fly <b>Japan</b>'s airship from Kasumigaura; a bot flies Italy far "
            "away. To reach the Pole you first need three missions. One of your Mission cards is "
            "<b>Vladivostok</b>, only two Lengths across the sea.<br><br>Press <b>Declare</b> and "
            "choose Vladivostok. Declaring costs one of your three actions this turn.",
        ),
        "declare",
        _kind("mission_declared"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Hire a Specialist"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "Your airship stands on a base, so you can hire crew. A <b>Pilot</b> gives +1 Range: a "
            "bigger fuel tank. Press <b>Hire</b> and take the Pilot (50 Bonds, paid to the Bank; "
            "the menu shows the price).",
        ),
        "hire",
        _kind("crew_hired"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Fly with the Navigating Tool"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "Press <b>Fly</b> (or click your airship) and move the mouse to Vladivostok: the "
            "Navigating Tool shows a notch per Length, the wind's side lines and the fuel left. "
            "Click Vladivostok, then click again (or press Enter) to fly.<br><br>The weather window "
            "over Kasumigaura shows <b>wind</b>: the Wind Indicator spins before you move and may "
            "turn you aside or slow you. Watch the banner and the log.",
        ),
        "fly",
        _moved("airship_moved"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "End the turn"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "You have used your three actions. Press <b>End turn</b> (Ctrl+E). You spent one fuel "
            "unit in flight; the bot plays Italy's turn, then the weather disc turns one notch.",
        ),
        None,
        _kind("turn_ended"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Complete the mission"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "The wind left you short of Vladivostok, and an airship in flight must move every turn. "
            "Fly on to Vladivostok: arriving inside its ring completes the mission by itself, and "
            "the Bank pays the reward.",
        ),
        "fly",
        _kind("mission_completed"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Refuel"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "You are on a base with an almost empty tank. Press <b>Refuel</b> and fill up: 10 Bonds "
            "a unit in the basic game. Never leave a base without the fuel to reach the next one.",
        ),
        "refuel",
        _kind("refuelled"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Play a Strategy card"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "Your hand holds <b>Great-Circle Course</b>: +2 fuel and +1 Speed, but only with a "
            "Pilot aboard, and you have one. Press <b>Strategy</b> and play it on yourself. You may "
            "play one Strategy card a turn; some hinder a rival instead.",
        ),
        "strategy",
        _kind("strategy_played"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Reserve an Arctic base"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "End this turn when you like. The Pole is flown from an <b>Arctic base</b> (a snowflake "
            "on the map). Open the <b>Arctic</b> tab (or press <b>Arctic base</b>) and reserve "
            "<b>Uelen</b> or another free one near you: 50 Bonds, one action.",
        ),
        "arctic",
        _kind("base_reserved"),
    ),
    Step(
        QT_TRANSLATE_NOOP("TutorialPanel", "Sail the ship"),
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "Your ship waits in Kushiro. It will carry the Mooring Mast to your Arctic base. Press "
            "<b>Sail</b>, click points on the water to turn there (up to three segments, 3 Lengths "
            "a turn), double-click the last one to declare the course, then click it again (or "
            "press Enter) to sail.",
        ),
        "sail",
        _moved("ship_moved"),
    ),
)

TEXTS = {
    "title": QT_TRANSLATE_NOOP("TutorialPanel", "Tutorial"),
    "progress": QT_TRANSLATE_NOOP("TutorialPanel", "Step {n} of {total}"),
    "skip": QT_TRANSLATE_NOOP("TutorialPanel", "Skip this step"),
    "restart": QT_TRANSLATE_NOOP("TutorialPanel", "Restart"),
    "close": QT_TRANSLATE_NOOP("TutorialPanel", "Close"),
    "done_title": QT_TRANSLATE_NOOP("TutorialPanel", "You know the basics"),
    "done_text": (
        QT_TRANSLATE_NOOP(
            "TutorialPanel",
            "That is the whole rhythm of the game: missions for Bonds, crew for a better airship, "
            "the ship to the Arctic base. Fly two more missions, set up your base with the ship "
            "there (<b>Arctic base → Set up</b>), and the Barrage Area around the Pole opens. "
            "<b>Help → How to play</b> (F1) explains every rule; the game goes on from here.",
        )
    ),
    "ticked": QT_TRANSLATE_NOOP("TutorialPanel", "✔ {title}"),
}


class Tutorial(QObject):
    """Which step the player is at, from the engine's events of the tutorial seat."""

    advanced = Signal(int)  # the index of the step now shown (len(STEPS): finished)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.done: set[int] = set()
        self.skipped: set[int] = set()
        self.current = 0

    @property
    def finished(self) -> bool:
        return self.current >= len(STEPS)

    def restart(self) -> None:
        self.done.clear()
        self.skipped.clear()
        self.current = 0
        self.advanced.emit(self.current)

    def feed(self, events: tuple[Event, ...]) -> None:
        """Tick every step an event of the tutorial seat completes, then move on."""
        for e in events:
            if e.player != YOU:
                continue
            for i, step in enumerate(STEPS):
                if i not in self.done and i >= self.current and step.done(e):
                    self.done.add(i)
                    break  # one event, one step (two moves are two steps)
        self._advance()

    def skip(self) -> None:
        if not self.finished:
            self.skipped.add(self.current)
            self._advance(force=True)

    def _advance(self, force: bool = False) -> None:
        moved = force
        if force:
            self.current += 1
        while self.current < len(STEPS) and (
            self.current in self.done or self.current in self.skipped
        ):
            self.current += 1
            moved = True
        if moved:
            self.advanced.emit(self.current)


class TutorialPanel(QDockWidget):
    """The tutorial beside the map: the step to do, its progress, skip, restart, close."""

    def __init__(self, window: QMainWindow, table: Table) -> None:
        super().__init__(translate("TutorialPanel", TEXTS["title"]), window)
        self.setObjectName("tutorialDock")
        self.main = window
        self.window_ = table
        self.tutorial = Tutorial(self)
        self.progress = QLabel()
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold; font-size: 12pt")
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.ticks = QLabel()
        self.ticks.setStyleSheet("color: #2e7d32")
        self.skip_button = QPushButton(translate("TutorialPanel", TEXTS["skip"]))
        self.restart_button = QPushButton(translate("TutorialPanel", TEXTS["restart"]))
        self.close_button = QPushButton(translate("TutorialPanel", TEXTS["close"]))
        box = QWidget()
        v = QVBoxLayout(box)
        v.addWidget(self.progress)
        v.addWidget(self.heading)
        v.addWidget(self.body, 1)
        v.addWidget(self.ticks)
        row = QHBoxLayout()
        for b in (self.skip_button, self.restart_button, self.close_button):
            row.addWidget(b)
        # the step's words scroll in a short panel rather than being cut off (issue 12: at
        # 1400x900 the instructions stopped mid-sentence); the buttons stay in view below
        scroll = QScrollArea()
        scroll.setObjectName("tutorialScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(box)
        self.body_scroll = scroll
        outer = QWidget()
        panel = QVBoxLayout(outer)
        panel.setContentsMargins(0, 0, 0, 0)
        panel.addWidget(scroll, 1)
        panel.addLayout(row)
        self.setWidget(outer)
        self.setMinimumWidth(260)
        self.setMinimumHeight(220)
        self.skip_button.clicked.connect(self.tutorial.skip)
        self.restart_button.clicked.connect(self.restart)
        self.close_button.clicked.connect(self.stop)
        self.tutorial.advanced.connect(self._show)
        table.controller.events.connect(self._events)
        self._lit: QPushButton | None = None
        self.active = False

    def start(self) -> None:
        """Deal the tutorial's game and show the first step."""
        self.window_.start_game(
            tutorial_config(), TUTORIAL_SEED, [False, True], edition=TUTORIAL_EDITION
        )
        self.active = True
        self.tutorial.restart()
        self.main.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.show()
        self.raise_()

    def restart(self) -> None:
        if self.window_.confirm_leave():
            self.start()

    def stop(self) -> None:
        self.active = False
        self._light(None)
        self.hide()

    def _events(self, events: tuple[Event, ...]) -> None:
        if self.active and self._is_tutorial_game():
            self.tutorial.feed(events)

    def _is_tutorial_game(self) -> bool:
        record = self.window_.controller.record
        return (
            record is not None
            and record.seed == TUTORIAL_SEED
            and record.config == tutorial_config()
            and record.state.edition == TUTORIAL_EDITION
        )

    def _show(self, index: int) -> None:
        total = len(STEPS)
        ticked = [
            translate("TutorialPanel", TEXTS["ticked"]).format(
                title=translate("TutorialPanel", STEPS[i].title)
            )
            for i in sorted(self.tutorial.done)
        ]
        self.ticks.setText("<br>".join(ticked))
        if index >= total:
            self.progress.setText(
                translate("TutorialPanel", TEXTS["progress"]).format(n=total, total=total)
            )
            self.heading.setText(translate("TutorialPanel", TEXTS["done_title"]))
            self.body.setText(translate("TutorialPanel", TEXTS["done_text"]))
            self.skip_button.setEnabled(False)
            self._light(None)
            return
        step = STEPS[index]
        self.progress.setText(
            translate("TutorialPanel", TEXTS["progress"]).format(n=index + 1, total=total)
        )
        self.heading.setText(translate("TutorialPanel", step.title))
        self.body.setText(translate("TutorialPanel", step.text))
        self.skip_button.setEnabled(True)
        bar = self.window_.actions_bar
        button = bar.end if step.button is None else bar.buttons.get(step.button)
        self._light(button)

    def _light(self, button: QPushButton | None) -> None:
        """Point at the button the step uses (a yellow frame)."""
        if self._lit is not None:
            self._lit.setStyleSheet(self._lit.property("plain_style") or "")
        self._lit = button
        if button is not None:
            button.setProperty("plain_style", button.styleSheet())
            button.setStyleSheet(button.styleSheet() + "; border: 3px solid #f9a825")

    @property
    def step_title(self) -> str:
        i = self.tutorial.current
        return (
            translate("TutorialPanel", TEXTS["done_title"])
            if i >= len(STEPS)
            else translate("TutorialPanel", STEPS[i].title)
        )
