"""The Help and View menus' learning aids: the guide, the map legend, About, and the map's
"centre on the active airship" (issue 12).

Kept beside the main window rather than inside it: the window creates one :class:`LearningAids`
and hands it itself, its map view, its controller and its Help menu (not the window's class, so
this module does not import ui.mainwindow); nothing here sends an action to the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMessageBox, QWidget

from ui.controller import GameController
from ui.help import GuideWindow
from ui.language import QT_TRANSLATE_NOOP
from ui.legend import LegendDialog, LegendPanel
from ui.map.geometry import board_to_scene
from ui.map.view import MapView
from ui.tutorial import Table, TutorialPanel

__all__ = ["TEXTS", "LearningAids"]

#: Player-facing words of these menus, in one place (shown through ``self.tr``).
TEXTS = {
    "guide": QT_TRANSLATE_NOOP(
        "LearningAids",
        "How to play…",
    ),
    "guide_tip": QT_TRANSLATE_NOOP(
        "LearningAids",
        "The rules and the app, chapter by chapter (F1: the chapter the tooltip under the mouse cites)",
    ),
    "legend": QT_TRANSLATE_NOOP(
        "LearningAids",
        "Map legend…",
    ),
    "tutorial": QT_TRANSLATE_NOOP(
        "LearningAids",
        "Tutorial…",
    ),
    "tutorial_tip": QT_TRANSLATE_NOOP(
        "LearningAids",
        "A guided first game: each step checked as you play it (skip or restart any time)",
    ),
    "about": QT_TRANSLATE_NOOP(
        "LearningAids",
        "About North Pole Quest…",
    ),
    "about_title": QT_TRANSLATE_NOOP(
        "LearningAids",
        "About North Pole Quest",
    ),
    "about_text": QT_TRANSLATE_NOOP(
        "LearningAids",
        "<b>North Pole Quest</b>, a digital edition of the board game <i>Airships: North Pole Quest</i> (1924: the race to fly an airship over the Pole and back).<br><br>The board's borders are derived from aourednik/historical-basemaps (GPL-3.0); this program is free software under the GPL-3.0-or-later.<br><br>Help → How to play teaches the game; Help → Tutorial plays a first game with you.",
    ),
    "view": QT_TRANSLATE_NOOP(
        "LearningAids",
        "&View",
    ),
    "centre": QT_TRANSLATE_NOOP(
        "LearningAids",
        "Centre on the airship to play",
    ),
    "overlay": QT_TRANSLATE_NOOP(
        "LearningAids",
        "Map legend on the map",
    ),
}


class LearningAids(QObject):
    """The guide window, the legend (dialog and overlay), About, and centring the map."""

    def __init__(
        self,
        window: QMainWindow,
        view: MapView,
        controller: GameController,
        help_menu: QMenu,
        table: Table | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.view = view
        self.controller = controller
        self.guide: GuideWindow | None = None
        self.table = table  # the window's game flow, for the tutorial
        self.tutorial: TutorialPanel | None = None
        self.legend_dialog: LegendDialog | None = None
        self.overlay = LegendPanel(view)
        self.last_hint = ""  # the last refusal shown: F1 over nothing opens its chapter

        self.act_guide = self._action(self.tr(TEXTS["guide"]), self.open_guide_here, "F1")
        self.act_guide.setToolTip(self.tr(TEXTS["guide_tip"]))
        self.act_legend = self._action(self.tr(TEXTS["legend"]), self.open_legend)
        self.act_tutorial = self._action(self.tr(TEXTS["tutorial"]), self.start_tutorial)
        self.act_tutorial.setToolTip(self.tr(TEXTS["tutorial_tip"]))
        self.act_tutorial.setEnabled(table is not None)
        self.act_about = self._action(self.tr(TEXTS["about"]), self.show_about)
        existing = help_menu.actions()
        if existing:
            help_menu.insertActions(
                existing[0], [self.act_guide, self.act_tutorial, self.act_legend]
            )
        else:
            help_menu.addActions([self.act_guide, self.act_tutorial, self.act_legend])
        help_menu.addSeparator()
        help_menu.addAction(self.act_about)

        view_menu = window.menuBar().addMenu(self.tr(TEXTS["view"]))
        window.menuBar().insertMenu(help_menu.menuAction(), view_menu)
        self.view_menu = view_menu
        self.act_centre = self._action(self.tr(TEXTS["centre"]), self.centre_on_active, "C")
        self.act_overlay = self._action(self.tr(TEXTS["overlay"]), self.toggle_overlay, "L")
        self.act_overlay.setCheckable(True)
        view_menu.addAction(self.act_centre)
        view_menu.addAction(self.act_overlay)
        controller.turn_started.connect(self._turn_started)
        controller.refused.connect(self._refused)

    def _action(self, text: str, slot: object, shortcut: str | None = None) -> QAction:
        action = QAction(text, self.window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        self.window.addAction(action)
        return action

    # -- the guide --------------------------------------------------------------------------
    def open_guide(self, about: str | None = None) -> GuideWindow:
        """Show the guide; at the chapter ``about`` (a tooltip, a refusal, a rule) points to."""
        if self.guide is None:
            self.guide = GuideWindow(self.window)
        if about:
            self.guide.open_for(about)
        self.guide.show()
        self.guide.raise_()
        self.guide.activateWindow()
        return self.guide

    def open_guide_here(self) -> GuideWindow:
        """F1: the chapter the tooltip under the mouse cites, else the last refusal's."""
        return self.open_guide(self.tooltip_under_mouse() or self.last_hint or None)

    @staticmethod
    def tooltip_under_mouse() -> str:
        widget: QWidget | None = QApplication.widgetAt(QCursor.pos())
        while widget is not None:
            tip = widget.toolTip()
            if tip:
                return tip
            widget = widget.parentWidget()
        return ""

    def _refused(self, message: str) -> None:
        self.last_hint = message

    # -- the tutorial ------------------------------------------------------------------------
    def start_tutorial(self) -> TutorialPanel | None:
        """Help → Tutorial: deal the tutorial's game (after asking, if a game is in play)."""
        if self.table is None or not self.table.confirm_leave():
            return None
        if self.tutorial is None:
            self.tutorial = TutorialPanel(self.window, self.table)
        self.tutorial.start()
        return self.tutorial

    # -- the legend -------------------------------------------------------------------------
    def open_legend(self) -> LegendDialog:
        if self.legend_dialog is None:
            self.legend_dialog = LegendDialog(self.window)
        self.legend_dialog.show()
        self.legend_dialog.raise_()
        return self.legend_dialog

    def toggle_overlay(self) -> None:
        shown = self.act_overlay.isChecked()
        if shown:
            self.overlay.place()
            self.overlay.show()
            self.overlay.raise_()
        else:
            self.overlay.hide()

    def show_about(self) -> None:
        box = QMessageBox(self.window)
        box.setObjectName("about-box")
        box.setWindowTitle(self.tr(TEXTS["about_title"]))
        box.setText(self.tr(TEXTS["about_text"]))
        box.open()

    # -- centring ---------------------------------------------------------------------------
    def centre_on_active(self) -> bool:
        """Centre the map on the airship of the seat to play (C); False without a game."""
        c = self.controller
        if not c.has_game:
            return False
        x, y = c.state.players[c.current].airship.pos
        self.view.centerOn(board_to_scene(x, y))
        return True

    def _turn_started(self, seat: int) -> None:
        """Each human turn the map comes to the active airship, unless it is already in view (the
        whole board fitted, or the airship within the inner nine tenths of the map)."""
        c = self.controller
        if not c.has_game or c.bots[seat]:
            return  # a bot's turn leaves the map where the players look
        x, y = c.state.players[seat].airship.pos
        view = self.view
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        inner = QRectF(seen)
        dx, dy = seen.width() * 0.05, seen.height() * 0.05
        inner.adjust(dx, dy, -dx, -dy)
        point: QPointF = board_to_scene(x, y)
        if not inner.contains(point):
            view.centerOn(point)
