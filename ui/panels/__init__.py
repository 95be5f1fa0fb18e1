"""Dockable panels of the main window: player board, hand, actions, market, calculators, log."""
