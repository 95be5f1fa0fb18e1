"""One error hierarchy for the whole engine.

::

    NPQError                      base of every error the engine raises on purpose
    ├── BoardError                a broken board or territories file (names the feature id)
    ├── ContentError              a broken content file: cards, prices, disc (names file and field)
    │   └── WeatherDiscError      a broken weather disc
    ├── SaveError                 a broken, truncated, hostile or mismatching save file
    ├── ProfileError              a broken solo profile database
    └── RuleViolation             an illegal action; names the rulebook section it breaks

Every error carries a message a player can read; the UI shows it verbatim.
"""

from __future__ import annotations

__all__ = [
    "BoardError",
    "ContentError",
    "NPQError",
    "ProfileError",
    "RuleViolation",
    "SaveError",
    "WeatherDiscError",
]


class NPQError(Exception):
    """Base class of every error raised on purpose by :mod:`npq`."""


class BoardError(NPQError, ValueError):
    """A board file is broken. ``feature_id`` names the offending feature, if any."""

    def __init__(self, message: str, feature_id: str | None = None) -> None:
        self.feature_id = feature_id
        super().__init__(f"{feature_id}: {message}" if feature_id else message)


class ContentError(NPQError, ValueError):
    """A content file (cards, prices, commanders, airships, disc) is broken.

    ``source`` names the file and ``field`` the entry or key that is wrong.
    """

    def __init__(self, message: str, source: str | None = None, field: str | None = None) -> None:
        self.source = source
        self.field = field
        where = ": ".join(p for p in (source, field) if p)
        super().__init__(f"{where}: {message}" if where else message)


class WeatherDiscError(ContentError):
    """The weather disc file is broken (arcs out of range, overlaps, unknown icons)."""


class SaveError(NPQError, ValueError):
    """A save file cannot be loaded; nothing was changed."""


class ProfileError(NPQError):
    """The solo profile database cannot be read; it is left untouched."""


class RuleViolation(NPQError):
    """An illegal action. ``rule`` cites the rulebook section (e.g. ``"1A The Pole"``)."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.detail = message
        super().__init__(f"{message} (rule: {rule})")
