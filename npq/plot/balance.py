"""The balance report (``npq balance --report FILE``): win rate by nation with Wilson 95 %
intervals against the fair share, win rate by seat and by bot, the rounds a game lasts, and
where games were won on the map (the winners' Arctic bases)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from matplotlib.figure import Figure

from npq import i18n
from npq.board import load_board
from npq.content import load_nations
from npq.messages import ending_words, victory_rule_words
from npq.plot.board_map import NATION_COLORS, draw_board, save_figure

_ = i18n.gettext

__all__ = ["draw_balance_report", "save_balance_report"]


def _bars(
    ax: Any, rows: dict[str, Any], labels: list[str], colours: list[str], fair: float
) -> None:
    rates = [r["rate"] * 100 for r in rows.values()]
    lo = [(r["rate"] - r["ci95"][0]) * 100 for r in rows.values()]
    hi = [(r["ci95"][1] - r["rate"]) * 100 for r in rows.values()]
    xs = range(len(rates))
    ax.bar(xs, rates, color=colours, edgecolor="#333333", linewidth=0.6)
    ax.errorbar(xs, rates, yerr=[lo, hi], fmt="none", ecolor="#111111", capsize=3, lw=0.9)
    ax.axhline(
        fair * 100,
        color="#aa2222",
        lw=1.0,
        ls="--",
        label=i18n.render(_("fair share {share:.0%}"), share=fair),
    )
    ax.set_xticks(list(xs), labels, rotation=20, ha="right", fontsize=8)
    ax.set_ylabel(_("wins (%)"))
    ax.set_ylim(0, max([*(r + h for r, h in zip(rates, hi, strict=True)), fair * 150]) * 1.1)
    ax.legend(fontsize=7, loc="upper right")


#: Bases of the map closer than this (Lengths) have their counts pushed apart
#: (Kings Bay and Virgohamna lie 0.18 L apart).
_CROWDED = 0.6
#: How far a crowded base's count is pushed from its neighbour, in points.
_PUSH = 11.0


def _label_offset(at: dict[str, tuple[float, float]], place: str) -> tuple[float, float]:
    """Where ``place``'s count goes, in points from its disc: on it, or -- a base within
    :data:`_CROWDED` of another that won games -- pushed away from the nearest such."""
    x, y = at[place]
    d, qx, qy = min(
        ((math.dist((x, y), xy), *xy) for q, xy in at.items() if q != place),
        default=(math.inf, x, y),
    )
    if d >= _CROWDED:
        return (0.0, 0.0)
    if d == 0:
        return (0.0, _PUSH)
    return (_PUSH * (x - qx) / d, _PUSH * (y - qy) / d)


def draw_balance_report(fig: Figure, data: dict[str, Any]) -> None:
    """Draw the four panels of a balance study (``npq.bots.balance.summarize``) on ``fig``."""
    names = {n.id: _(n.name) for n in load_nations().all}
    fair = data["fair_share"]
    grid = fig.add_gridspec(2, 3, width_ratios=[1.0, 1.0, 1.3])
    ax = fig.add_subplot(grid[0, 0])
    nations = data["nations"]
    _bars(
        ax,
        nations,
        [names.get(k, k) for k in nations],
        [NATION_COLORS.get(k, "#bbbbbb") for k in nations],
        fair,
    )
    ax.set_title(_("win rate by nation (95% Wilson interval)"), fontsize=9)
    ax = fig.add_subplot(grid[0, 1])
    seats = data["seats"]
    _bars(
        ax,
        seats,
        [i18n.render(_("seat {n}"), n=int(k) + 1) for k in seats],
        ["#8fb3d9"] * len(seats),
        fair,
    )
    ax.set_title(_("win rate by seat"), fontsize=9)
    ax = fig.add_subplot(grid[1, 0])
    hist = {int(k): v for k, v in data["rounds"]["histogram"].items()}
    ax.bar(list(hist), list(hist.values()), color="#c9a66b", edgecolor="#333333", lw=0.5)
    med = data["rounds"]["median"]
    ax.axvline(
        med, color="#222222", ls="--", lw=1, label=i18n.render(_("median {rounds}"), rounds=med)
    )
    ax.set_xlabel(_("rounds"))
    ax.set_ylabel(_("games"))
    ax.legend(fontsize=7)
    ax.set_title(_("rounds a game lasts"), fontsize=9)
    ax = fig.add_subplot(grid[1, 1])
    bots = data["bots"]
    _bars(
        ax,
        bots,
        [i18n.render(_("{bot} ({level})"), bot=k, level=_(v["level"])) for k, v in bots.items()],
        ["#9fcf9f"] * len(bots),
        fair,
    )
    ax.set_title(_("win rate by bot"), fontsize=9)
    ax = fig.add_subplot(grid[:, 2])
    board = load_board()
    draw_board(ax, board, legend=False)
    won = data["won_at"]
    total = max(1, sum(won.values()))
    at = {place: board.place(place).xy for place in won if place in board}
    for place, count in won.items():
        if place not in board:
            continue
        x, y = at[place]
        ax.scatter(
            [x],
            [y],
            s=40 + 900 * count / total,
            color="#d62728",
            alpha=0.6,
            zorder=20,
            edgecolor="#111111",
            lw=0.6,
        )
        ax.annotate(
            i18n.format_number(count),
            (x, y),
            xytext=_label_offset(at, place),
            textcoords="offset points",
            fontsize=7,
            ha="center",
            va="center",
            zorder=21,
            bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.75},
        )
    ax.set_xlim(-6.5, 6.5)
    ax.set_ylim(-6.5, 6.5)
    ax.set_title(_("where games were won (the winner's Arctic base)"), fontsize=9)
    ends = ", ".join(
        i18n.render("{ending} {n}", ending=ending_words(k), n=v)
        for k, v in data["terminations"].items()
    )
    bots_line = ",".join(data.get("bots_per_seat", []))
    fig.suptitle(
        i18n.render(
            _(
                "North Pole Quest balance: {games} games, {players} players, bots {bots},"
                " seed {seed} - endings: {ends}"
            ),
            games=data["games"],
            players=data["players"],
            bots=bots_line,
            seed=str(data.get("seed", "?")),
            ends=ends,
        )
        + "\n"
        + victory_rule_words(data.get("not_just_first", False)),
        fontsize=10,
    )


def save_balance_report(data: dict[str, Any], out: Path, dpi: int = 150) -> Path:
    """Draw the report into ``out`` (PDF, PNG or SVG by its suffix), written atomically."""
    fmt = out.suffix.lower().lstrip(".")
    if fmt not in ("png", "svg", "pdf"):
        raise ValueError(f"unsupported report format {out.suffix!r}: use .pdf, .png or .svg")
    fig = Figure(figsize=(15, 8.5), layout="constrained")
    draw_balance_report(fig, data)
    save_figure(fig, out, fmt, dpi)
    return out
