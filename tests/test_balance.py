"""``npq balance`` (issue 14): the schedule rotates every nation and bot through every seat,
results do not depend on the number of workers (or on a Dask cluster), the report carries
Wilson intervals and draws to a file."""

from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from npq.bots.balance import GameResult, run, schedule, seatings, summarize, wilson
from npq.cli import app
from npq.game.config import NATIONS


def test_every_nation_sits_in_every_seat_equally() -> None:
    """4 seats: the 35 four-nation subsets in their 4 cyclic orders; each nation in each seat
    20 times. 2 seats: 21 x 2, 6 seats: 7 x 6."""
    for players, total in ((4, 140), (2, 42), (6, 42), (1, 7)):
        orders = seatings(players)
        assert len(orders) == total and len(set(orders)) == total
        counts = Counter((seat, n) for order in orders for seat, n in enumerate(order))
        assert set(counts.values()) == {total * players // len(NATIONS) // players}
        assert len(counts) == len(NATIONS) * players


def test_bots_rotate_through_the_seats_and_nations() -> None:
    specs = schedule(4, 560, 9, ("expert", "greedy", "greedy", "greedy"))
    assert [s.seed for s in specs[:3]] == [9, 10, 11]
    seat_of = Counter(s.bots.index("expert") for s in specs)
    assert seat_of == {0: 140, 1: 140, 2: 140, 3: 140}
    nation_of = Counter(s.nations[s.bots.index("expert")] for s in specs)
    assert set(nation_of.values()) == {80}  # each nation has the expert in 4/7 of 140 games
    assert (
        Counter((s.nations[i], i) for s in specs for i in range(4) if s.bots[i] == "expert")[
            ("italy", 2)
        ]
        == 20
    )
    same = schedule(2, 3, 0, ("greedy",))
    assert all(s.bots == ("greedy", "greedy") for s in same)
    with pytest.raises(ValueError, match="unknown bot"):
        schedule(2, 1, 0, ("clever",))
    with pytest.raises(ValueError, match="1 or 2 bot names"):
        schedule(2, 1, 0, ("greedy", "greedy", "greedy"))


def test_wilson_interval() -> None:
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 20)
    assert lo == 0.0 and hi == pytest.approx(0.1611, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def _result(i: int, winners: tuple[int, ...], rounds: int, won_at: str | None) -> GameResult:
    return GameResult(
        index=i,
        seed=i,
        nations=("italy", "japan"),
        bots=("expert", "greedy"),
        winners=winners,
        termination="pole" if won_at else "interrupted",
        rounds=rounds,
        bonds=(100, 200),
        missions=(3, 2),
        emergencies=(1, 0),
        won_at=won_at,
        final_hash=f"{i:064x}",
    )


def test_summary_counts_wins_rounds_and_endings() -> None:
    games = [
        _result(0, (0,), 10, "kings_bay"),
        _result(1, (0,), 14, "kings_bay"),
        _result(2, (1,), 20, "point_barrow"),
        _result(3, (0, 1), 30, None),
    ]
    data = summarize(games, {"seed": 0})
    assert data["games"] == 4 and data["fair_share"] == 0.5
    italy = data["nations"]["italy"]
    assert italy["wins"] == 2.5 and italy["rate"] == 0.625
    lo, hi = italy["ci95"]
    assert lo < 0.625 < hi
    assert data["seats"]["0"]["wins"] == 2.5 and data["bots"]["expert"]["level"] == "Hard"
    assert data["rounds"]["median"] == 17.0 and data["rounds"]["histogram"] == {
        10: 1,
        14: 1,
        20: 1,
        30: 1,
    }
    assert data["terminations"] == {"interrupted": 1, "pole": 3}
    assert data["won_at"] == {"kings_bay": 2, "point_barrow": 1}
    assert data["emergency_landings"]["italy"] == 1.0 and data["bonds"]["japan"] == 200.0
    # Each game's record, in game order, so two studies of one schedule pair game by game.
    assert [g["index"] for g in data["per_game"]] == [0, 1, 2, 3]
    assert data["per_game"][2] == {
        "index": 2,
        "seed": 2,
        "nations": ["italy", "japan"],
        "bots": ["expert", "greedy"],
        "winners": [1],
        "winner_nations": ["japan"],
        "winner_bots": ["greedy"],
        "rounds": 20,
        "termination": "pole",
        "won_at": "point_barrow",
        "hash": "0" * 16,  # the first 16 hex digits of f"{2:064x}"
    }
    tie = data["per_game"][3]
    assert tie["winners"] == [0, 1] and tie["winner_nations"] == ["italy", "japan"]
    assert tie["termination"] == "interrupted" and tie["won_at"] is None


def test_same_seed_same_results_whatever_the_workers() -> None:
    specs = schedule(2, 3, 5, ("greedy",), max_rounds=4)
    one = run(specs, workers=1)
    two = run(specs, workers=2)
    assert one == two
    assert summarize(one)["per_game"] == summarize(two)["per_game"]
    assert [r.nations for r in one] == [s.nations for s in specs]
    assert all(r.rounds <= 4 for r in one)


def test_dask_cluster_gives_the_same_results() -> None:
    """``--scheduler``: the same games on a local Dask cluster (the [cluster] extra, which the
    test extra installs), the same results."""
    distributed = pytest.importorskip("distributed")
    from npq.bots.balance import run_on_cluster

    specs = schedule(2, 2, 11, ("greedy", "random"), max_rounds=3)
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        remote = run_on_cluster(specs, cluster.scheduler_address)
    assert remote == run(specs, workers=1)


def test_balance_cli_json_report_and_errors(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "balance.png"
    args = ["balance", "--players", "2", "--games", "2", "--seed", "4", "--max-rounds", "3"]
    result = runner.invoke(app, [*args, "--workers", "1", "--json", "--report", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 2 and data["bots_per_seat"] == ["greedy", "greedy"]
    assert [(g["index"], g["seed"]) for g in data["per_game"]] == [(0, 4), (1, 5)]
    assert [g["hash"] for g in data["per_game"]] == data["hashes"]
    for g in data["per_game"]:
        assert g["bots"] == ["greedy", "greedy"] and set(g["nations"]) <= set(NATIONS)
        assert g["winner_nations"] == [g["nations"][w] for w in g["winners"]]
        assert g["rounds"] <= 3
    assert set(data["nations"]) <= set(NATIONS)
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    text = runner.invoke(app, [*args, "--workers", "1", "--bots", "random,greedy"])
    assert text.exit_code == 0, text.output
    assert "win rate" in text.output and "greedy (Normal)" in text.output
    bad = runner.invoke(app, [*args, "--bots", "greedy,greedy,greedy"])
    assert bad.exit_code == 2 and "--bots" in bad.output
    bad = runner.invoke(app, [*args, "--bot", "clever"])
    assert bad.exit_code == 2
    bad = runner.invoke(app, [*args, "--report", str(tmp_path / "x.jpg")])
    assert bad.exit_code == 2 and "--report" in bad.output


def test_advanced_passes_through_to_the_game_config() -> None:
    from npq.bots.balance import _config

    spec = schedule(2, 1, 0, ("greedy",), advanced=True)[0]
    assert _config(spec).advanced is True
    assert _config(schedule(2, 1, 0, ("greedy",))[0]).advanced is False


def test_the_reports_map_pushes_apart_the_counts_of_neighbouring_bases() -> None:
    """Kings Bay and Virgohamna lie 0.18 L apart: their counts of games won are drawn pushed
    away from each other (11 points each way), a lone base's on its disc."""
    from matplotlib.figure import Figure
    from matplotlib.text import Annotation

    from npq.game import default_world
    from npq.plot.balance import _label_offset, draw_balance_report

    w = default_world()
    at = {p: w.place(p).xy for p in ("kings_bay", "virgohamna", "point_barrow")}
    kx, ky = _label_offset(at, "kings_bay")
    vx, vy = _label_offset(at, "virgohamna")
    assert _label_offset(at, "point_barrow") == (0.0, 0.0)
    assert abs(math.hypot(kx, ky) - 11.0) < 1e-9 and (kx, ky) == pytest.approx((-vx, -vy))
    # Kings Bay's count away from Virgohamna: the side Kings Bay lies on
    (x0, y0), (x1, y1) = at["kings_bay"], at["virgohamna"]
    assert kx * (x0 - x1) + ky * (y0 - y1) > 0
    data = summarize(
        [
            _result(0, (0,), 20, "kings_bay"),
            _result(1, (1,), 18, "virgohamna"),
            _result(2, (0,), 19, "kings_bay"),
        ],
        {"seed": 0},
    )
    fig = Figure(figsize=(15, 8.5), layout="constrained")
    draw_balance_report(fig, data)
    fig.canvas.draw()
    marks = {
        t.get_text(): tuple(t.get_window_extent().get_points().mean(axis=0))
        for ax in fig.axes
        for t in ax.texts
        if isinstance(t, Annotation)
    }
    assert set(marks) >= {"2", "1"}
    (ax2, ay2), (ax1, ay1) = marks["2"], marks["1"]
    assert math.hypot(ax2 - ax1, ay2 - ay1) > 20  # pixels: the two counts do not overlap
