"""The Wind Indicator (rulebook 5 "Wind Indicator"; DESIGN.md D8).

A disc with an arrow that is spun when the weather calls for it (Wind or Storm, 1B). It has 12
equal sectors; each deviates the course 12° or 24° to the left or right, changes the Speed by
one (FW, tailwind: +1; BW, headwind: -1), or both. "L" turns the course counter-clockwise as
seen on the board, "R" clockwise; on the board plane (y up) counter-clockwise is the positive
mathematical direction, so an L deviation is a positive angle.

The rulebook's examples print a headwind with a deviation as "-12°R" / "-12°L" (Game Example,
section 5): :func:`parse_wind` reads those as ``BW+12R`` / ``BW+12L``.
"""

from __future__ import annotations

import random
import re
from enum import StrEnum

from npq.errors import InputError
from npq.i18n import N_

__all__ = ["WIND_SECTORS", "Wind", "parse_wind", "spin_wind"]


class Wind(StrEnum):
    """One sector of the Wind Indicator; the value is its label (e.g. ``"BW+12L"``)."""

    L12 = "12L"
    R12 = "12R"
    L24 = "24L"
    R24 = "24R"
    FW = "FW"
    BW = "BW"
    FW_L12 = "FW+12L"
    FW_R12 = "FW+12R"
    BW_L12 = "BW+12L"
    BW_R12 = "BW+12R"
    FW_R24 = "FW+24R"
    BW_L24 = "BW+24L"

    @property
    def deviation(self) -> float:
        """Course deviation in degrees: positive = L (counter-clockwise), negative = R."""
        return _DEVIATION[self]

    @property
    def speed_delta(self) -> int:
        """Speed change in Lengths: FW +1, BW -1, otherwise 0 (rulebook 5)."""
        return _SPEED[self]

    @property
    def label(self) -> str:
        """The label as printed on the indicator, with degree signs (e.g. ``"BW+12°L"``)."""
        return re.sub(r"(\d+)([LR])", r"\1°\2", self.value)


#: The 12 sectors in the order D8 lists them; :func:`spin_wind` picks one uniformly.
WIND_SECTORS: tuple[Wind, ...] = tuple(Wind)

# Degrees (L positive) and Speed change of every sector, as printed on the indicator (D8).
_DEVIATION: dict[Wind, float] = {
    Wind.L12: 12.0,
    Wind.R12: -12.0,
    Wind.L24: 24.0,
    Wind.R24: -24.0,
    Wind.FW: 0.0,
    Wind.BW: 0.0,
    Wind.FW_L12: 12.0,
    Wind.FW_R12: -12.0,
    Wind.BW_L12: 12.0,
    Wind.BW_R12: -12.0,
    Wind.FW_R24: -24.0,
    Wind.BW_L24: 24.0,
}
_SPEED: dict[Wind, int] = {
    w: 1 if w.startswith("FW") else -1 if w.startswith("BW") else 0 for w in Wind
}


def spin_wind(rng: random.Random) -> Wind:
    """Spin the indicator with the caller's seeded generator (12 equal sectors, D8).

    The generator is the game's own (``npq.game`` carries it in the state) so that a game is
    its seed plus its actions and replays exactly.
    """
    return WIND_SECTORS[rng.randrange(len(WIND_SECTORS))]


def parse_wind(text: str) -> Wind:
    """Read a wind label: ``"12R"``, ``"12°R"``, ``"BW"``, ``"FW+24R"``, ``"bw + 12°l"``, ``"-12°R"``.

    A leading ``-`` is the rulebook's way of printing a headwind (``-12°R`` is ``BW+12R``) and a
    leading ``+`` a tailwind. Raises :class:`ValueError` naming the valid labels otherwise.
    """
    s = re.sub(r"[\s°º]", "", text).upper()
    if s.startswith("-") and len(s) > 1:
        s = "BW+" + s[1:]
    elif s.startswith("+") and len(s) > 1:
        s = "FW+" + s[1:]
    m = re.fullmatch(r"(FW|BW)?\+?(\d+[LR])?", s)
    if m is not None and (m.group(1) or m.group(2)):
        s = "+".join(g for g in (m.group(1), m.group(2)) if g)
    try:
        return Wind(s)
    except ValueError:
        valid = ", ".join(w.value for w in Wind)
        raise InputError(
            N_("unknown wind {wind}; the Wind Indicator shows {valid}"),
            wind=repr(text),
            valid=valid,
        ) from None
