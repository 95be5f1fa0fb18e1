"""The action bar: the List of Actions (rulebook section 8, 10) as buttons.

A button is enabled only when the engine finds a legal action of its kind
(:func:`npq.game.legal_kinds`); the actions its menu lists are asked for when it is clicked.
When it is not, its tooltip gives the engine's reason (:mod:`ui.refusals`: the ``RuleViolation`` that
:func:`npq.game.check` gives for a representative action), so the player reads the rule rather
than guessing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QToolBar

from npq.game import ActionKind
from ui.cards import commander_info
from ui.refusals import Refusals
from ui.texts import action_label, card_title, skill_title

__all__ = ["BUTTONS", "BUTTON_KINDS", "ActionBar", "ButtonActions"]

#: (button id, label, the kinds of the List of Actions it covers, help)
BUTTONS: tuple[tuple[str, str, tuple[ActionKind, ...], str], ...] = (
    (
        "fly",
        "Fly",
        (ActionKind.MOVE_AIRSHIP,),
        "Move the airship with the Navigating Tool (section 4, 5)",
    ),
    ("sail", "Sail", (ActionKind.MOVE_SHIP,), "Move the ship, up to 3 segments (section 4 Ships)"),
    (
        "declare",
        "Declare",
        (ActionKind.DECLARE,),
        "Declare a mission at a Starting Point (section 10)",
    ),
    (
        "mission",
        "Mission cards",
        (ActionKind.MISSION_CARD,),
        "Exchange or draw a Mission card",
    ),
    ("abandon", "Abandon", (ActionKind.ABANDON,), "Abandon the mission in progress"),
    ("sell", "Sell", (ActionKind.SELL,), "Sell a completed mission to the Bank"),
    (
        "hire",
        "Hire",
        (ActionKind.HIRE_COMMANDER, ActionKind.HIRE_SPECIALIST),
        "Hire crew while stationed (section 3; in the advanced game also in flight: the member "
        "joins at the next base)",
    ),
    (
        "dismiss",
        "Give up crew",
        (ActionKind.DISMISS_COMMANDER, ActionKind.DISMISS_SPECIALIST, ActionKind.RENOUNCE),
        "Give up a Commander or a Specialist (section 10; in the advanced game also in flight: "
        "he leaves at the next base), or renounce your Commander for one won at auction",
    ),
    ("refuel", "Refuel", (ActionKind.REFUEL,), "Buy fuel at a base (10 Bonds a unit, section 11)"),
    ("repair", "Repair", (ActionKind.REPAIR,), "Repair structural damage at a base"),
    ("sos", "S.O.S.", (ActionKind.SOS,), "Call for rescue after an emergency landing"),
    (
        "strategy",
        "Strategy",
        (
            ActionKind.PLAY_STRATEGY,
            ActionKind.DRAW_STRATEGY,
            ActionKind.REPLACE_STRATEGY,
            ActionKind.WITHDRAW_TRAP,
        ),
        "Strategy cards (section 6)",
    ),
    (
        "arctic",
        "Arctic base",
        (ActionKind.RESERVE_BASE, ActionKind.SETUP_BASE, ActionKind.MOVE_BASE),
        "Reserve, set up or move an Arctic base",
    ),
    (
        "loan",
        "Loan",
        (ActionKind.LOAN,),
        "Borrow from or repay the Bank (up to 200 Bonds)",
    ),
)


#: The buttons' words for pyside6-lupdate (the table above is shown through self.tr; a test
#: checks that every label and tooltip of BUTTONS is listed here).
_WORDS = (
    QT_TRANSLATE_NOOP("ActionBar", "Fly"),
    QT_TRANSLATE_NOOP("ActionBar", "Move the airship with the Navigating Tool (section 4, 5)"),
    QT_TRANSLATE_NOOP("ActionBar", "Sail"),
    QT_TRANSLATE_NOOP("ActionBar", "Move the ship, up to 3 segments (section 4 Ships)"),
    QT_TRANSLATE_NOOP("ActionBar", "Declare"),
    QT_TRANSLATE_NOOP("ActionBar", "Declare a mission at a Starting Point (section 10)"),
    QT_TRANSLATE_NOOP("ActionBar", "Mission cards"),
    QT_TRANSLATE_NOOP("ActionBar", "Exchange or draw a Mission card"),
    QT_TRANSLATE_NOOP("ActionBar", "Abandon"),
    QT_TRANSLATE_NOOP("ActionBar", "Abandon the mission in progress"),
    QT_TRANSLATE_NOOP("ActionBar", "Sell"),
    QT_TRANSLATE_NOOP("ActionBar", "Sell a completed mission to the Bank"),
    QT_TRANSLATE_NOOP("ActionBar", "Hire"),
    QT_TRANSLATE_NOOP(
        "ActionBar",
        "Hire crew while stationed (section 3; in the advanced game also in flight: the member joins at the next base)",
    ),
    QT_TRANSLATE_NOOP("ActionBar", "Give up crew"),
    QT_TRANSLATE_NOOP(
        "ActionBar",
        "Give up a Commander or a Specialist (section 10; in the advanced game also in flight: he leaves at the next base), or renounce your Commander for one won at auction",
    ),
    QT_TRANSLATE_NOOP("ActionBar", "Refuel"),
    QT_TRANSLATE_NOOP("ActionBar", "Buy fuel at a base (10 Bonds a unit, section 11)"),
    QT_TRANSLATE_NOOP("ActionBar", "Repair"),
    QT_TRANSLATE_NOOP("ActionBar", "Repair structural damage at a base"),
    QT_TRANSLATE_NOOP("ActionBar", "S.O.S."),
    QT_TRANSLATE_NOOP("ActionBar", "Call for rescue after an emergency landing"),
    QT_TRANSLATE_NOOP("ActionBar", "Strategy"),
    QT_TRANSLATE_NOOP("ActionBar", "Strategy cards (section 6)"),
    QT_TRANSLATE_NOOP("ActionBar", "Arctic base"),
    QT_TRANSLATE_NOOP("ActionBar", "Reserve, set up or move an Arctic base"),
    QT_TRANSLATE_NOOP("ActionBar", "Loan"),
    QT_TRANSLATE_NOOP("ActionBar", "Borrow from or repay the Bank (up to 200 Bonds)"),
)

#: Every kind a button covers, and End turn: the kinds the refresh asks reasons for.
BUTTON_KINDS: tuple[ActionKind, ...] = (
    *(k for _key, _label, kinds, _help in BUTTONS for k in kinds),
    ActionKind.END_TURN,
)


#: Asks the engine for every legal action of the given kinds, in their order.
Lister = Callable[[tuple[ActionKind, ...]], list[Any]]


class ButtonActions(Mapping[str, list[Any]]):
    """The concrete legal actions behind each button, by button id, asked of the engine only
    when read (a click, a menu): the refresh learns which kinds are legal and why the others
    are not (:func:`npq.game.legal_kinds`), not every card and target a menu lists."""

    def __init__(self) -> None:
        self._lister: Lister | None = None
        self._enabled: dict[str, tuple[ActionKind, ...]] = {}
        self._found: dict[str, list[Any]] = {}

    def reset(self, lister: Lister | None, enabled: dict[str, tuple[ActionKind, ...]]) -> None:
        """After a refresh: the buttons enabled (with their kinds) and how to list them."""
        self._lister = lister
        self._enabled = enabled
        self._found = {}

    def __getitem__(self, key: str) -> list[Any]:
        if key not in self._found:
            kinds = self._enabled.get(key)
            if kinds is None or self._lister is None:
                return []
            self._found[key] = self._lister(kinds)
        return self._found[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._enabled)

    def __len__(self) -> int:
        return len(self._enabled)


class ActionBar(QToolBar):
    """Buttons for each entry of the List of Actions, End turn and Undo.

    A tool bar, so that on a narrow window the buttons that do not fit move into its overflow
    menu instead of forcing the window wider.
    """

    chosen = Signal(object)  # a concrete action to play
    navigate = Signal(str)  # "airship" or "ship": start the Navigating Tool
    undo_requested = Signal()

    def __init__(self) -> None:
        super().__init__("Actions")
        self.setObjectName("action-bar")
        self.setMovable(False)
        self.setFloatable(False)
        # buttons as wide as their words: every action fits a 1280-pixel window
        self.setStyleSheet("QPushButton { padding: 4px 9px; }")
        #: The turn's own bar: actions left, End turn, Undo. The window puts it beside the
        #: action buttons, or on a row of its own when both do not fit (longer words in
        #: Italian and Spanish): no action button is hidden in an overflow menu at 1280 px.
        self.turn_bar = QToolBar(self.tr("Turn"))
        self.turn_bar.setObjectName("turn-bar")
        self.turn_bar.setMovable(False)
        self.turn_bar.setFloatable(False)
        self.turn_bar.setStyleSheet("QPushButton { padding: 4px 9px; }")
        self.left = QLabel(self.tr(" Actions left: — "))
        self.left.setMinimumWidth(100)
        self.turn_bar.addWidget(self.left)
        self.undo = QPushButton(self.tr("Undo"))
        self.undo.setObjectName("action-undo")
        self.undo.setToolTip(
            self.tr("Take back the last action of this turn (not past a spin or a draw)")
        )
        self.undo.clicked.connect(self.undo_requested.emit)
        self.end = QPushButton(self.tr("End turn"))
        self.end.setObjectName("action-end")
        self.end.setStyleSheet("font-weight: bold")
        self.end.clicked.connect(lambda: self._clicked("end"))
        self.turn_bar.addWidget(self.end)
        self.turn_bar.addWidget(self.undo)
        self.buttons: dict[str, QPushButton] = {}
        self._holders: dict[str, QAction] = {}  # a tool bar shows or hides a widget by these
        #: The legal actions behind each enabled button (listed when first read).
        self.legal = ButtonActions()
        #: How to list the legal actions of some kinds (set by the window with its controller).
        self.lister: Lister | None = None
        for key, label, _, help_text in BUTTONS:
            button = QPushButton(self.tr(label))
            button.setObjectName(f"action-{key}")
            button.setToolTip(self.tr(help_text))
            button.clicked.connect(lambda _=False, k=key: self._clicked(k))
            self._holders[key] = self.addWidget(button)
            self.buttons[key] = button
        for button in (self.end, self.undo, *self.buttons.values()):
            # never narrower than its words: on a small window the tool bar moves whole
            # buttons into its overflow menu rather than clipping "Fly" to "Fl"
            words = button.fontMetrics().horizontalAdvance(button.text())
            button.setMinimumWidth(words + 2 * 9 + 8)  # the padding below, the frame
        self._end_action: Any = None
        #: The price and payee of an entry ("100 Bonds to the Bank"), set by the window.
        self.price_of: Callable[[Any], str | None] | None = None

    def update_actions(
        self,
        refusals: Refusals | None,
        actions_left: int,
        *,
        can_undo: bool,
        enabled: bool = True,
        idle: str | None = None,
    ) -> None:
        """Enable the buttons of the kinds the engine allows; a disabled button's tooltip gives
        every distinct reason the engine refuses its kinds (``idle`` when it is not the
        player's turn, or there is no game)."""
        enabled = enabled and refusals is not None
        idle = idle or self.tr("Not your turn")
        self.left.setText(
            self.tr(" Actions left: <b>{n}</b> ").format(n=actions_left if enabled else "—")
        )
        shown: dict[str, tuple[ActionKind, ...]] = {}
        for key, _label, kinds, help_text in BUTTONS:
            button = self.buttons[key]
            ok = enabled and refusals is not None and any(refusals.allowed(k) for k in kinds)
            if ok:
                shown[key] = kinds
            button.setEnabled(ok)
            if ok:
                button.setToolTip(self.tr(help_text))
                continue
            # every distinct reason: Hire may be barred by the Commander aboard and by the
            # Bonds a Specialist costs
            reasons = [str(v) for v in refusals.why_not(kinds)] if enabled and refusals else []
            if not enabled:
                reasons = [idle]
            lines = "\n".join(
                self.tr("Not now: {reason}").format(reason=r)
                for r in reasons or [self.tr("Not possible now")]
            )
            button.setToolTip(f"{self.tr(help_text)}\n{lines}")
        lister = self.lister
        if lister is None and refusals is not None:
            found = refusals
            lister = lambda kinds: [a for k in kinds for a in found.allowed(k)]  # noqa: E731
        self.legal.reset(lister, shown)
        ends = refusals.allowed(ActionKind.END_TURN) if refusals else ()
        self._end_action = ends[0] if ends else None
        self.end.setEnabled(enabled and self._end_action is not None)
        if self._end_action is None and enabled and refusals is not None:
            why = refusals.why_not((ActionKind.END_TURN,))
            self.end.setToolTip(
                self.tr("Not now: {reason}").format(
                    reason=why[0] if why else self.tr("not possible now")
                )
            )
        else:
            self.end.setToolTip(
                self.tr("End your turn (section 8: up to 3 actions, each kind once)")
            )
        self.undo.setEnabled(enabled and can_undo)

    def set_shown(self, key: str, shown: bool) -> None:
        """Show or hide a button (the solo mode has no Strategy cards, section 12)."""
        self._holders[key].setVisible(shown)

    def is_shown(self, key: str) -> bool:
        return self._holders[key].isVisible()

    def _clicked(self, key: str) -> None:
        if key == "end":
            if self._end_action is not None:
                self.chosen.emit(self._end_action)
            return
        if key in ("fly", "sail"):
            self.navigate.emit("airship" if key == "fly" else "ship")
            return
        actions = self.legal.get(key, [])
        if len(actions) == 1:
            self.chosen.emit(actions[0])
        elif actions:
            menu = self.menu_for(key)
            button = self.buttons[key]
            menu.exec(button.mapToGlobal(button.rect().bottomLeft()))

    def menu_for(self, key: str) -> QMenu:
        """The menu of concrete legal actions behind a button; long lists are split into a
        submenu per kind of action (and trap cards per card)."""
        menu = QMenu(self)
        actions = self.legal.get(key, [])
        ctl = self.window_controller()
        if len(actions) <= 15:
            for action in actions:
                self._entry(menu, action, ctl)
            return menu
        groups: dict[str, list[Any]] = {}
        for action in actions:
            words = str(action).split()
            group = words[0] if words[0] != "trap" else f"trap {words[1]}"
            groups.setdefault(group, []).append(action)
        for group, members in groups.items():
            if len(members) == 1:
                self._entry(menu, members[0], ctl)
                continue
            title = action_label(members[0], ctl).split(":")[0]
            if group.startswith("trap "):
                title = self.tr("Lay trap card: {card}").format(card=card_title(group.split()[1]))
            sub = menu.addMenu(title)
            for action in members:
                self._entry(sub, action, ctl)
        return menu

    def _entry(self, menu: QMenu, action: Any, ctl: Any) -> None:
        label = action_label(action, ctl)
        if action.kind is ActionKind.HIRE_COMMANDER:
            # what he brings beside what he costs (issue 12: the menu showed neither)
            _name, skills, _note = commander_info(str(action.commander))
            if skills:
                label += " · " + ", ".join(skill_title(s) for s in skills)
        price = self.price_of(action) if self.price_of is not None else None
        if price and price not in label:
            label = self.tr("{action} — {price}").format(action=label, price=price)
        entry = menu.addAction(label)
        entry.setData(str(action))
        entry.triggered.connect(lambda _=False, a=action: self.chosen.emit(a))

    def window_controller(self) -> Any:
        window = self.window()
        return getattr(window, "controller", None)
