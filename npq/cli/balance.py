"""``npq balance``: a balance study of many bot games, every nation in every seat.

::

    npq balance --players 4 --games 140 --seed 1 [--bot greedy | --bots expert,greedy,greedy,greedy]
                [--advanced] [--first-back-wins] [--workers W] [--scheduler ADDRESS] [--json]
                [--report FILE.pdf]

Same seed, same report, whatever ``--workers`` (or the Dask cluster): every game is a pure
function of its seed, nations and bots (npq.bots.balance).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from npq import i18n, reasons
from npq.cli._rules import FirstBackFlag, victory
from npq.i18n import N_

__all__ = ["register"]

# The text output speaks the language in force; --json is data and stays as it is.
_ = i18n.gettext
_f = i18n.render
#: The bots' levels as the app names them (npq.bots.balance.LEVEL_OF), shown translated.
_LEVELS = (N_("Easy"), N_("Normal"), N_("Hard"))

_REPORT_SUFFIXES = (".pdf", ".png", ".svg")


def register(app: typer.Typer) -> None:
    """Add ``npq balance`` to the ``npq`` app."""

    @app.command("balance")
    def balance(
        players: Annotated[int, typer.Option("--players", "-p", min=1, max=6, help="Seats.")] = 4,
        games: Annotated[
            int, typer.Option("--games", "-g", min=1, max=100_000, help="Games to play.")
        ] = 140,
        seed: Annotated[
            int, typer.Option("--seed", "-s", min=0, help="Seed of game 0; game k plays seed+k.")
        ] = 0,
        bot: Annotated[
            str | None,
            typer.Option("--bot", help="One bot for every seat: random, greedy or expert."),
        ] = None,
        bots: Annotated[
            str | None,
            typer.Option(
                "--bots",
                help="One bot per seat, comma-separated (rotated through the seats), "
                "e.g. expert,greedy,greedy,greedy.",
            ),
        ] = None,
        advanced: Annotated[
            bool, typer.Option("--advanced", help="Play the advanced game.")
        ] = False,
        first_back_wins: FirstBackFlag = False,
        workers: Annotated[
            int | None,
            typer.Option(
                "--workers", "-w", min=1, max=256, help="Worker processes (default: cores)."
            ),
        ] = None,
        scheduler: Annotated[
            str | None,
            typer.Option(
                "--scheduler",
                # "\\[": Typer's rich help reads "[cluster]" as a style tag and drops it
                help="Run on the Dask cluster at this address (tcp://host:8786; the \\[cluster] "
                "extra).",
            ),
        ] = None,
        max_rounds: Annotated[
            int, typer.Option("--max-rounds", min=1, max=1000, help="Interrupt after this round.")
        ] = 60,
        json_out: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
        report: Annotated[
            Path | None,
            typer.Option("--report", help="Draw the report into FILE.pdf, .png or .svg."),
        ] = None,
    ) -> None:
        """Play a balance study: win rates by nation, seat and bot, rounds, endings, Bonds.

        Win rates carry Wilson 95% intervals; emergency landings are counted too."""
        from npq.bots import parse_bots
        from npq.bots.balance import run, run_on_cluster, schedule, summarize

        if bot is not None and bots is not None:
            raise typer.BadParameter(_("give --bot or --bots, not both"), param_hint="--bots")
        try:
            names = parse_bots(bots or bot or "greedy", players)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--bots" if bots else "--bot") from exc
        if report is not None and report.suffix.lower() not in _REPORT_SUFFIXES:
            raise typer.BadParameter(
                _("the report is a .pdf, .png or .svg file"), param_hint="--report"
            )
        try:
            specs = schedule(
                players,
                games,
                seed,
                names,
                max_rounds=max_rounds,
                advanced=advanced,
                not_just_first=victory(first_back_wins),
            )
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--advanced") from exc
        err = Console(stderr=True)
        with Progress(
            TextColumn("[bold]balance"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=err,
            transient=True,
            disable=not err.is_terminal,
        ) as progress:
            task = progress.add_task("", total=len(specs))

            def done(_: Any) -> None:
                progress.update(task, advance=1)

            if scheduler is not None:
                try:
                    results = run_on_cluster(specs, scheduler, on_result=done)
                except (RuntimeError, OSError) as exc:
                    typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
                    raise typer.Exit(code=1) from exc
            else:
                w = workers or os.cpu_count() or 1
                results = run(specs, w, on_result=done)
        meta = {
            "seed": seed,
            "bots_per_seat": list(names),
            "advanced": advanced,
            "not_just_first": victory(first_back_wins),
            "max_rounds": max_rounds,
        }
        data = summarize(results, meta)
        if report is not None:
            from npq.plot.balance import save_balance_report

            try:
                save_balance_report(data, report)
            except OSError as exc:
                said = _("error: cannot write {file}: {reason}")
                typer.echo(_f(said, file=report, reason=reasons.of(exc)), err=True)
                raise typer.Exit(code=1) from exc
        if json_out:
            typer.echo(json.dumps(data, indent=1, sort_keys=True))
            return
        _print(data)


def _print(data: dict[str, Any]) -> None:
    from npq.content import load_nations
    from npq.messages import ending_words, victory_rule_words

    names = {n.id: _(n.name) for n in load_nations().all}
    out = Console(file=sys.stdout, width=100)
    out.print(
        _f(
            _(
                "{games} games, {players} players (fair share {fair:.0%}); rounds median "
                "{median} (IQR {low}-{high})"
            ),
            games=data["games"],
            players=data["players"],
            fair=data["fair_share"],
            median=data["rounds"]["median"],
            low=data["rounds"]["iqr"][0],
            high=data["rounds"]["iqr"][1],
        )
    )
    out.print(victory_rule_words(data.get("not_just_first", False)))
    for title, rows, label in (
        (_("nation"), data["nations"], lambda k: names.get(k, k)),
        (_("seat"), data["seats"], lambda k: _f(_("seat {seat}"), seat=int(k) + 1)),
        (_("bot"), data["bots"], lambda k: f"{k} ({_(data['bots'][k]['level'])})"),
    ):
        table = Table(title, _("games"), _("wins"), _("win rate"), _("95% interval"))
        for k, row in rows.items():
            lo, hi = row["ci95"]
            table.add_row(
                label(k),
                str(row["games"]),
                i18n.format_number(row["wins"], "g"),
                i18n.format_number(row["rate"], ".1%"),
                f"{i18n.format_number(lo, '.1%')}-{i18n.format_number(hi, '.1%')}",
            )
        out.print(table)
    ends = ", ".join(f"{ending_words(k)} {v}" for k, v in data["terminations"].items())
    out.print(_f(_("endings: {ends}"), ends=ends))
