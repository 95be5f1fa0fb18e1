"""Card and crew texts for hands and menus: :mod:`npq.card_texts` (the engine's package holds
them, with the log's words of :mod:`npq.texts`); the app imports them from here as before."""

from __future__ import annotations

from npq.card_texts import *  # noqa: F403
from npq.card_texts import __all__ as __all__
