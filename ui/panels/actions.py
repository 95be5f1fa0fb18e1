"""The action bar: the List of Actions (rulebook section 8, 10) as buttons.

A button is enabled only when the engine lists a legal action of its kind; when it is not, its
tooltip gives the engine's reason (the ``RuleViolation`` of a probe action), so the player reads
the rule rather than guessing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QToolBar

from ui.texts import action_label

__all__ = ["BUTTONS", "ActionBar"]

#: (button id, label, verbs it covers, help)
BUTTONS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("fly", "Fly", ("fly",), "Move the airship with the Navigating Tool (section 4, 5)"),
    ("sail", "Sail", ("sail",), "Move the ship, up to 3 segments (section 4 Ships)"),
    ("declare", "Declare", ("declare",), "Declare a mission at a Starting Point (section 10)"),
    ("mission", "Mission cards", ("exchange", "draw-mission"), "Exchange or draw a Mission card"),
    ("abandon", "Abandon", ("abandon",), "Abandon the mission in progress"),
    ("sell", "Sell", ("sell",), "Sell a completed mission to the Bank"),
    (
        "hire",
        "Hire",
        ("hire-commander", "hire-specialist"),
        "Hire crew while stationed (section 3)",
    ),
    (
        "dismiss",
        "Give up crew",
        ("dismiss-commander", "dismiss-specialist"),
        "Give up a Commander or a Specialist (section 10)",
    ),
    ("refuel", "Refuel", ("refuel",), "Buy fuel at a base (10 Bonds a unit, section 11)"),
    ("repair", "Repair", ("repair",), "Repair structural damage at a base"),
    ("sos", "S.O.S.", ("sos",), "Call for rescue after an emergency landing"),
    (
        "strategy",
        "Strategy",
        ("play", "trap", "draw-strategy", "replace-strategy", "withdraw-trap"),
        "Strategy cards (section 6)",
    ),
    (
        "arctic",
        "Arctic base",
        ("reserve", "setup", "move-base"),
        "Reserve, set up or move an Arctic base",
    ),
    ("loan", "Loan", ("loan", "repay"), "Borrow from or repay the Bank (up to 200 Bonds)"),
)


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
        self.left = QLabel(" Actions left: — ")
        self.left.setMinimumWidth(100)
        self.addWidget(self.left)
        self.undo = QPushButton("Undo")
        self.undo.setObjectName("action-undo")
        self.undo.setToolTip("Take back the last action of this turn (not past a spin or a draw)")
        self.undo.clicked.connect(self.undo_requested.emit)
        self.end = QPushButton("End turn")
        self.end.setObjectName("action-end")
        self.end.setStyleSheet("font-weight: bold")
        self.end.clicked.connect(lambda: self._clicked("end"))
        self.addWidget(self.end)
        self.addWidget(self.undo)
        self.addSeparator()
        self.buttons: dict[str, QPushButton] = {}
        self._holders: dict[str, QAction] = {}  # a tool bar shows or hides a widget by these
        self.legal: dict[str, list[Any]] = {}
        for key, label, _, help_text in BUTTONS:
            button = QPushButton(label)
            button.setObjectName(f"action-{key}")
            button.setToolTip(help_text)
            button.clicked.connect(lambda _=False, k=key: self._clicked(k))
            self._holders[key] = self.addWidget(button)
            self.buttons[key] = button
        for button in (self.end, self.undo, *self.buttons.values()):
            # never narrower than its words: on a small window the tool bar moves whole
            # buttons into its overflow menu rather than clipping "Fly" to "Fl"
            words = button.fontMetrics().horizontalAdvance(button.text())
            button.setMinimumWidth(words + 2 * 9 + 8)  # the padding below, the frame
        self._end_action: Any = None

    def update_actions(
        self,
        legal: list[Any],
        actions_left: int,
        why_not: Callable[[str], str | None],
        *,
        can_undo: bool,
        enabled: bool = True,
    ) -> None:
        """Enable the buttons the engine allows; explain the others with ``why_not(verb)``."""
        by_verb: dict[str, list[Any]] = {}
        for action in legal:
            by_verb.setdefault(str(action).split()[0], []).append(action)
        self.left.setText(f" Actions left: <b>{actions_left if enabled else '—'}</b> ")
        for key, _label, verbs, help_text in BUTTONS:
            actions = [a for v in verbs for a in by_verb.get(v, [])]
            self.legal[key] = actions
            button = self.buttons[key]
            ok = enabled and bool(actions)
            button.setEnabled(ok)
            if ok:
                button.setToolTip(help_text)
            else:
                reasons = [why_not(v) for v in verbs] if enabled else ["Not your turn"]
                # every distinct reason: Hire may be barred by the Commander aboard and by
                # the Bonds a Specialist costs
                distinct = list(dict.fromkeys(r for r in reasons if r)) or ["Not possible now"]
                button.setToolTip(f"{help_text}\n" + "\n".join(f"Not now: {r}" for r in distinct))
        ends = by_verb.get("end", [])
        self._end_action = ends[0] if ends else None
        self.end.setEnabled(enabled and self._end_action is not None)
        if self._end_action is None and enabled:
            self.end.setToolTip(f"Not now: {why_not('end') or 'not possible now'}")
        else:
            self.end.setToolTip("End your turn (section 8: up to 3 actions, each kind once)")
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
                title = f"Lay trap card: {action_label(members[0], ctl).split(': ')[1].split(' on ')[0]}"
            sub = menu.addMenu(title)
            for action in members:
                self._entry(sub, action, ctl)
        return menu

    def _entry(self, menu: QMenu, action: Any, ctl: Any) -> None:
        entry = menu.addAction(action_label(action, ctl))
        entry.setData(str(action))
        entry.triggered.connect(lambda _=False, a=action: self.chosen.emit(a))

    def window_controller(self) -> Any:
        window = self.window()
        return getattr(window, "controller", None)
