"""The app's words for what the engine says: :mod:`npq.texts`.

They live in the engine's package so that the command line says the same sentences as the
app's log (``npq online play --watch``); the app imports them from here as before.
"""

from __future__ import annotations

from npq.texts import *  # noqa: F403
from npq.texts import _EFFECT_WORDS as _EFFECT_WORDS
from npq.texts import __all__ as __all__
