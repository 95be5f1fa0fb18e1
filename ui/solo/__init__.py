"""The Solo Mode side of the app (rulebook section 12): setup, objectives tracker, end screen,
profile screen with the stars chart."""

from __future__ import annotations

from ui.solo.dialogs import ProfileScreen, SoloEndScreen, SoloSetupDialog, match_points_table
from ui.solo.widgets import BonusCard, NextBonusBar, ObjectivesTrackerWidget, StarsChart

__all__ = [
    "BonusCard",
    "NextBonusBar",
    "ObjectivesTrackerWidget",
    "ProfileScreen",
    "SoloEndScreen",
    "SoloSetupDialog",
    "StarsChart",
    "match_points_table",
]
