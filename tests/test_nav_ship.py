"""Ship move resolution (rulebook 4 "Ships Movement"; D5, D7) on the navigation fixture board."""

from __future__ import annotations

from pathlib import Path

import pytest

from npq.board import Board, load_board
from npq.errors import BoardError
from npq.nav import resolve_ship_move, ship_cost
from npq.nav.airship import RULE_BOARD_EDGE
from npq.nav.ship import RULE_SHIP
from npq.weather import Icon, load_weather_disc

NAV = Path(__file__).parent / "data" / "nav"


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(NAV / "board.geojson", NAV / "territories.geojson")


def test_a_ship_can_use_a_channel(board: Board) -> None:
    west, east = board.place("west_port"), board.place("east_port")
    m = resolve_ship_move(board, west.point, [east.point], target="east_port")
    assert m.is_legal, m.violations
    assert m.arrived == "east_port" and m.end == east.xy
    assert m.length == pytest.approx(2.3, abs=1e-5)  # cut at the ring: 2.6 - 0.3
    assert m.cost == pytest.approx(m.length)


def test_a_ship_cannot_cut_across_land(board: Board) -> None:
    west = board.place("west_port")
    m = resolve_ship_move(board, west.point, [(1.3, -10.0)])
    assert m.violation is not None and m.violation.rule == RULE_SHIP
    assert "land" in str(m.violation)
    # The segment meets the coast at x = -0.9 (0.4 L east of the port), y = -10.508.
    assert float(str(m.violation).split("(")[1].split(" L")[0]) == pytest.approx(0.41, abs=0.01)


def test_segments_go_around_land(board: Board) -> None:
    # Up to three segments; around the north coast of Westland (y = -10) at y = -9.9 would be
    # 0.3 + 2.6 + 0.3 = 3.2 L > 3, so the budget forbids it; two short legs north are fine.
    west = board.place("west_port")
    m = resolve_ship_move(board, west.point, [(-1.3, -9.9), (0.0, -9.9)])
    assert m.is_legal, m.violations
    assert m.cost == pytest.approx(0.7 + 1.3, abs=1e-5)
    far = resolve_ship_move(board, west.point, [(-1.3, -9.9), (1.3, -9.9), (1.3, -10.3)])
    assert [v.rule for v in far.violations] == [RULE_SHIP]
    assert "budget" in str(far.violation)
    four = resolve_ship_move(board, (-3, -9), [(-3, -8.5), (-3, -8), (-3, -7.5), (-3, -7)])
    assert four.violation is not None and "at most 3 segments" in str(four.violation)


def test_ice_ring_costs_three_per_length(board: Board) -> None:
    # From 2.9 L out straight at the Pole: 0.7 L outside the ring, then each Length costs 3.
    ok = resolve_ship_move(board, (0.0, -2.9), [(0.0, -1.5)])
    assert ok.is_legal
    assert (ok.length, ok.ice_length, ok.cost) == pytest.approx((1.4, 0.7, 2.8))
    over = resolve_ship_move(board, (0.0, -2.9), [(0.0, -1.4)])
    assert over.cost == pytest.approx(3.1)
    assert over.violation is not None and over.violation.rule == RULE_SHIP
    # Wholly inside the ring: one Length a turn (rulebook 4).
    assert resolve_ship_move(board, (0.0, -2.0), [(0.0, -1.0)]).is_legal
    assert not resolve_ship_move(board, (0.0, -2.0), [(0.0, -0.9)]).is_legal
    assert ship_cost([(0.0, -2.0), (0.0, -1.0)]) == pytest.approx((1.0, 1.0, 3.0))


def test_ships_enter_the_barrage_area_freely(board: Board) -> None:
    m = resolve_ship_move(board, (0.0, -1.3), [(0.0, -0.4)])
    assert m.is_legal


def test_sea_obstacles_and_fog_in_order(board: Board) -> None:
    disc = load_weather_disc()
    # Round 3: the polar cap's sector wa_b4_s01 shows fog (see weather_disc.toml band 4).
    area = board.get("wa_b4_s01")
    assert disc.icon(area, 3) is Icon.FOG  # type: ignore[arg-type]
    m = resolve_ship_move(board, (0.0, -2.1), [(0.0, -1.3)], disc=disc, round_no=3)
    assert m.fog_areas == ("wa_b4_s01",)
    assert [(c.zone_id, c.venture_line) for c in m.hazards] == [("wa_b4_s01", 1)]
    reef = resolve_ship_move(board, (1.5, -8.0), [(2.7, -8.0)])
    assert [(c.zone_id, c.venture_line) for c in reef.hazards] == [("reef", 1)]
    assert reef.is_legal  # no Commander needed at sea
    ridge = resolve_ship_move(board, (0.5, -8.0), [(1.5, -8.0)])
    assert [c.zone_id for c in ridge.crossings if c.zone_id == "ridge"] == ["ridge"]
    assert ridge.hazards == ()  # geographical obstacles do not affect ships (1h)
    both = resolve_ship_move(board, (0.5, -8.0), [(2.7, -8.0)])
    assert [c.zone_id for c in both.crossings if not c.zone_id.startswith("wa_")] == [
        "ridge",
        "reef",
    ]


def test_ship_edge_and_targets(board: Board) -> None:
    m = resolve_ship_move(board, (0.0, -14.0), [(0.0, -14.8)])
    assert m.violation is not None and m.violation.rule == RULE_BOARD_EDGE
    with pytest.raises(BoardError, match="ships stop only at ports"):
        resolve_ship_move(board, (0, -9), [(0, -8)], target="home")
    with pytest.raises(ValueError):
        resolve_ship_move(board, (0, -9), [])
    # Ending inside a port ring counts as arriving there even without a declared target.
    east = board.place("east_port")
    near = resolve_ship_move(board, (1.3, -11.5), [(1.3, -10.75)])
    assert near.arrived == east.id and near.end == east.xy
    # Sailing about inside the ring it started from is not arriving there.
    west = board.place("west_port")
    assert resolve_ship_move(board, west.point, [(-1.3, -10.4)]).arrived is None


# --- the packaged board ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def real() -> Board:
    return load_board()


def _inside_segment(channel: object) -> tuple[tuple[float, float], tuple[float, float]]:
    """The longest chord between points just inside ``channel`` that stays inside it."""
    import shapely
    from shapely.geometry import LineString

    inner = channel.buffer(-0.005)  # type: ignore[attr-defined]
    ring = inner.exterior
    pts = [ring.interpolate(i / 60, normalized=True) for i in range(60)]
    best: LineString | None = None
    for i, p in enumerate(pts):
        for q in pts[i + 1 :]:
            seg = LineString([p, q])
            if (best is None or seg.length > best.length) and shapely.contains(channel, seg):
                best = seg
    assert best is not None
    (ax, ay), (bx, by) = best.coords
    return (ax, ay), (bx, by)


@pytest.mark.parametrize("channel_id", ["kiel_canal", "suez_canal", "ob_tom_route"])
def test_real_channels_carry_ships_over_land(real: Board, channel_id: str) -> None:
    import shapely
    from shapely.geometry import LineString

    channel = real.get(channel_id).geometry
    a, b = _inside_segment(channel)
    seg = LineString([a, b])
    assert real.land.intersection(seg).length > 0.05  # the channel runs through land...
    assert resolve_ship_move(real, a, [b]).is_legal  # ...and a ship may use it
    # The same segment moved off the channel, sideways, crosses solid land.
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = (dx * dx + dy * dy) ** 0.5
    for off in (0.15, -0.15):
        ox, oy = -dy / n * off, dx / n * off
        a2, b2 = (a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy)
        seg2 = LineString([a2, b2])
        solid = shapely.difference(real.land, channel)
        if solid.intersection(seg2).length > 0.02 and not real.places_near(a2):
            m = resolve_ship_move(real, a2, [b2])
            assert m.violation is not None and "land" in str(m.violation)
            return
    pytest.fail("no off-channel segment over land found to compare with")
