"""The Wind Indicator (rulebook 5 "Wind Indicator"; DESIGN.md D8)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from npq.nav import WIND_SECTORS, Wind, parse_wind, spin_wind


def test_twelve_sectors_with_deviation_and_speed() -> None:
    assert len(WIND_SECTORS) == 12
    table = {w.value: (w.deviation, w.speed_delta) for w in WIND_SECTORS}
    assert table == {
        "12L": (12.0, 0),
        "12R": (-12.0, 0),
        "24L": (24.0, 0),
        "24R": (-24.0, 0),
        "FW": (0.0, 1),
        "BW": (0.0, -1),
        "FW+12L": (12.0, 1),
        "FW+12R": (-12.0, 1),
        "BW+12L": (12.0, -1),
        "BW+12R": (-12.0, -1),
        "FW+24R": (-24.0, 1),
        "BW+24L": (24.0, -1),
    }


@pytest.mark.parametrize(
    ("text", "wind"),
    [
        ("12R", Wind.R12),
        ("12°R", Wind.R12),
        ("12l", Wind.L12),
        ("BW", Wind.BW),
        ("fw", Wind.FW),
        ("FW+24R", Wind.FW_R24),
        ("bw + 12°l", Wind.BW_L12),
        ("-12°R", Wind.BW_R12),  # Game Example: Marco's "-12°R" is a headwind with 12°R
        ("-12°L", Wind.BW_L12),  # Section 5 Game example: Elena's "-12°L"
        ("+12L", Wind.FW_L12),
        ("BW24L", Wind.BW_L24),
    ],
)
def test_parse_wind(text: str, wind: Wind) -> None:
    assert parse_wind(text) is wind
    assert parse_wind(wind.value) is wind


@pytest.mark.parametrize("text", ["", "30R", "FW+24L", "-24R", "NW", "12", "BW+BW"])
def test_parse_wind_rejects_what_the_indicator_does_not_show(text: str) -> None:
    with pytest.raises(ValueError, match="Wind Indicator shows 12L, 12R"):
        parse_wind(text)


def test_label_with_degree_signs() -> None:
    assert Wind.BW_R12.label == "BW+12°R"
    assert Wind.FW.label == "FW"


def test_spin_is_seeded_and_uniform() -> None:
    a = [spin_wind(random.Random(7)) for _ in range(3)]
    b = [spin_wind(random.Random(7)) for _ in range(3)]
    assert a == b
    rng = random.Random(2024)
    seq = [spin_wind(rng) for _ in range(1200)]
    rng2 = random.Random(2024)
    assert seq == [WIND_SECTORS[rng2.randrange(12)] for _ in range(1200)]
    counts = Counter(seq)
    assert set(counts) == set(WIND_SECTORS)
    assert all(60 <= c <= 140 for c in counts.values())
