"""North Pole Quest: the engine of the digital edition of *Airships: North Pole Quest*.

The engine has no Qt in it (checked by import-linter); only :mod:`npq.plot` uses matplotlib.
"""

from npq.errors import (
    BoardError,
    ContentError,
    NPQError,
    ProfileError,
    RuleViolation,
    SaveError,
    WeatherDiscError,
)

__all__ = [
    "BoardError",
    "ContentError",
    "NPQError",
    "ProfileError",
    "RuleViolation",
    "SaveError",
    "WeatherDiscError",
    "__version__",
]

__version__ = "0.1.0"
