"""The Solo Mode side of the app (rulebook section 12): setup, objectives tracker, end screen,
profile screen with the stars chart.

The main window calls :func:`install_menu` (its Solo menu: "Solo game…", "Solo profile…");
:func:`start_solo` and :func:`show_solo_profile` are the two entry points behind them.
"""

from __future__ import annotations

from ui.solo.dialogs import ProfileScreen, SoloEndScreen, SoloSetupDialog, match_points_table
from ui.solo.session import (
    SoloGameWatcher,
    SoloPanel,
    install_menu,
    resume_solo,
    show_solo_profile,
    start_solo,
)
from ui.solo.widgets import BonusCard, NextBonusBar, ObjectivesTrackerWidget, StarsChart

__all__ = [
    "BonusCard",
    "NextBonusBar",
    "ObjectivesTrackerWidget",
    "ProfileScreen",
    "SoloEndScreen",
    "SoloGameWatcher",
    "SoloPanel",
    "SoloSetupDialog",
    "StarsChart",
    "install_menu",
    "match_points_table",
    "resume_solo",
    "show_solo_profile",
    "start_solo",
]
