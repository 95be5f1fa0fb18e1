"""``npq sim`` and ``npq replay``: bot games in batches, and saved games replayed and checked.

::

    npq sim --players 4 --games 20 --seed 7 [--json] [--save-dir DIR] [--bot expert,greedy,...]
            [--advanced [--telegrams] [--cession-variant] [--second-place]]
    npq replay FILE [--json]

Same seed, same output: game ``k`` of a batch plays seed ``seed + k``, and nothing in the
report depends on the clock. The progress bar goes to standard error, the report to standard
output.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from npq import i18n, reasons
from npq.cli._rules import (
    AdvancedFlag,
    CessionFlag,
    FirstBackFlag,
    SecondPlaceFlag,
    TelegramsFlag,
    rule_options,
)
from npq.errors import SaveError

__all__ = ["register"]

# The text output speaks the language in force (npq.i18n; `npq --lang`, NPQ_LANG); --json is
# data and stays as it is.
_ = i18n.gettext
_f = i18n.render


def ending(termination: str) -> str:
    """How a game ended, in the language in force (:func:`npq.messages.ending_words`)."""
    from npq.messages import ending_words

    return ending_words(termination)


def register(app: typer.Typer) -> None:
    """Add ``npq sim`` and ``npq replay`` to the ``npq`` app."""

    @app.command("sim")
    def sim(
        players: Annotated[
            int | None,
            typer.Option(
                "--players", "-p", min=1, max=6, help="Seats, 1 to 6 (default 4, or --nations)."
            ),
        ] = None,
        games: Annotated[
            int, typer.Option("--games", "-g", min=1, max=10_000, help="Games to play.")
        ] = 10,
        seed: Annotated[
            int,
            typer.Option(
                "--seed", "-s", min=0, help="Seed of the first game; game k plays seed+k."
            ),
        ] = 0,
        json_out: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
        save_dir: Annotated[
            Path | None, typer.Option("--save-dir", help="Save every game in this folder.")
        ] = None,
        bot: Annotated[
            str,
            typer.Option(
                "--bot",
                help="random, greedy or expert (the app's Easy, Normal, Hard); or a comma "
                "list, one per seat (e.g. expert,greedy,greedy,greedy).",
            ),
        ] = "greedy",
        max_rounds: Annotated[
            int,
            typer.Option(
                "--max-rounds",
                min=1,
                max=1000,
                help="Interrupt a game after this round (section 9).",
            ),
        ] = 60,
        nations: Annotated[
            str | None,
            typer.Option(
                "--nations",
                help="Seat these nations, comma-separated, in turn order (e.g. ussr,usa).",
            ),
        ] = None,
        alternates: Annotated[
            str | None,
            typer.Option(
                "--alternates",
                help="Nations that start from their alternate base and port, comma-separated "
                "(british_empire, italy), for any player count (section 8). Default: the "
                "rulebook's, the alternates with 5 or 6 players.",
            ),
        ] = None,
        first_player: Annotated[
            int | None,
            typer.Option(
                "--first-player",
                min=0,
                max=5,
                help="The seat that plays first (default: drawn by lot from the seed, section 8).",
            ),
        ] = None,
        advanced: AdvancedFlag = False,
        telegrams: TelegramsFlag = False,
        cession_variant: CessionFlag = False,
        second_place: SecondPlaceFlag = False,
        first_back_wins: FirstBackFlag = False,
    ) -> None:
        """Play bot games and report winners, rounds, Bonds and per-nation results."""
        from npq.bots import GameSummary, simulate
        from npq.game.save import save_game

        options = rule_options(advanced, telegrams, cession_variant, second_place, first_back_wins)
        seats = None if nations is None else [n.strip() for n in nations.split(",")]
        if seats is not None:
            from npq.content import NATION_IDS

            unknown = [n for n in seats if n not in NATION_IDS]
            if unknown or len(set(seats)) != len(seats):
                problem = (
                    _f(_("unknown nation {nation!r}"), nation=unknown[0])
                    if unknown
                    else _("a nation is named twice")
                )
                raise typer.BadParameter(
                    _f(
                        _("{problem}; choose distinct nations among {nations}"),
                        problem=problem,
                        nations=", ".join(NATION_IDS),
                    ),
                    param_hint="--nations",
                )
            if players is not None and players != len(seats):
                raise typer.BadParameter(
                    _f(_("--players {n} but --nations seats {seats}"), n=players, seats=len(seats)),
                    param_hint="--players",
                )
            players = len(seats)
        elif players is None:
            players = 4
        if first_player is not None and first_player >= players:
            raise typer.BadParameter(
                _f(
                    _("seat {seat} does not exist with {n} players (seats 0 to {last})"),
                    seat=first_player,
                    n=players,
                    last=players - 1,
                ),
                param_hint="--first-player",
            )
        alternate_starts: tuple[str, ...] | None = None
        if alternates is not None:
            from npq.game.config import ALTERNATE_NATIONS

            alternate_starts = tuple(n.strip() for n in alternates.split(",") if n.strip())
            bad = [n for n in alternate_starts if n not in ALTERNATE_NATIONS]
            if bad:
                raise typer.BadParameter(
                    _f(
                        _("{nation!r} has no alternate start; choose among {nations}"),
                        nation=bad[0],
                        nations=", ".join(sorted(ALTERNATE_NATIONS)),
                    ),
                    param_hint="--alternates",
                )
        from npq.bots import parse_bots

        try:
            parse_bots(bot, players)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--bot") from exc
        if save_dir is not None:
            try:
                save_dir.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                typer.echo(
                    _f(
                        _("error: cannot write into {folder}: {reason}"),
                        folder=save_dir,
                        reason=reasons.of(exc),
                    ),
                    err=True,
                )
                raise typer.Exit(code=1) from exc
        err = Console(stderr=True)
        with Progress(
            TextColumn("[bold]" + _("bot games")),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.description}"),
            console=err,
            transient=True,
            disable=not err.is_terminal,
        ) as progress:
            task = progress.add_task("", total=games)

            def done(g: GameSummary) -> None:
                if save_dir is not None and g.record is not None:
                    try:
                        save_game(save_dir / f"game-{g.seed}.json", g.record)
                    except OSError as exc:
                        typer.echo(
                            _f(
                                _("error: cannot write into {folder}: {reason}"),
                                folder=save_dir,
                                reason=reasons.of(exc),
                            ),
                            err=True,
                        )
                        raise typer.Exit(code=1) from exc
                progress.update(
                    task,
                    advance=1,
                    description=_f(_("seed {seed}: round {round}"), seed=g.seed, round=g.rounds),
                )

            report = simulate(
                players,
                games,
                seed,
                bot=bot,
                max_rounds=max_rounds,
                on_game=done,
                keep_records=save_dir is not None,
                nations=seats,
                alternates=alternate_starts,
                first_player=first_player,
                options=options,
            )
        data = report.to_dict()
        if json_out:
            typer.echo(json.dumps(data, indent=1, sort_keys=True))
            return
        from npq.content import load_nations

        names = {n.id: _(n.name) for n in load_nations().all}

        def nation_name(nation: str) -> str:
            return names.get(nation, nation)

        out = Console(file=sys.stdout, width=100)
        out.print(
            _f(
                i18n.ngettext(
                    "{games} game, {finished} finished, rounds mean {mean} (max {max})",
                    "{games} games, {finished} finished, rounds mean {mean} (max {max})",
                    data["games"],
                ),
                games=data["games"],
                finished=data["finished"],
                mean=data["rounds_mean"],
                max=data["rounds_max"],
            )
        )
        table = Table(_("nation"), _("games"), _("wins"), _("mean Bonds"), _("mean missions"))
        for nation, row in data["nations"].items():
            table.add_row(
                nation_name(nation),
                str(row["games"]),
                str(row["wins"]),
                i18n.format_number(row["bonds"]),
                i18n.format_number(row["missions"]),
            )
        out.print(table)
        for g in data["results"]:
            winners = ", ".join(nation_name(w) for w in g["winners"]) or "-"
            out.print(
                _f(
                    _("seed {seed}: {winners} ({ending}) round {round}, hash {hash}"),
                    seed=g["seed"],
                    winners=winners,
                    ending=ending(g["termination"]) if g["termination"] else "-",
                    round=g["rounds"],
                    hash=g["final_hash"][:12],
                )
            )

    @app.command("replay")
    def replay(
        file: Annotated[Path, typer.Argument(help="A saved game (JSON).")],
        json_out: Annotated[
            bool, typer.Option("--json", help="Print the summary as JSON.")
        ] = False,
    ) -> None:
        """Replay a saved game, check its hashes, print its summary and final state hash."""
        from npq.game.save import load_game

        try:
            record = load_game(file)
        except SaveError as exc:
            typer.echo(_f(_("error: {problem}"), problem=exc), err=True)
            raise typer.Exit(code=1) from exc
        from npq.content import load_nations

        nation_names = {n.id: _(n.name) for n in load_nations().all}
        state = record.state
        result = state.outcome
        summary: dict[str, Any] = {
            "file": str(file),
            "nations": list(record.config.nations),
            "mode": record.config.mode.value,
            "seed": record.seed,
            "actions": len(record.actions),
            "round": state.round,
            "over": result is not None,
            "termination": None if result is None else result.termination.value,
            "winners": [] if result is None else [state.players[i].nation for i in result.winners],
            "bonds": {p.nation: state.bonds(p.seat) for p in state.players},
            "missions": {p.nation: len(p.completed) for p in state.players},
            "final_hash": record.final_hash,
            "edition": state.edition,
            "disc_start": state.disc_start,
        }
        if json_out:
            typer.echo(json.dumps(summary, indent=1, sort_keys=True))
            return
        typer.echo(
            _f(
                i18n.ngettext(
                    "{file}: {actions} action, {players} players, seed {seed}, round {round}",
                    "{file}: {actions} actions, {players} players, seed {seed}, round {round}",
                    len(record.actions),
                ),
                file=file,
                actions=len(record.actions),
                players=len(summary["nations"]),
                seed=record.seed,
                round=state.round,
            )
        )
        typer.echo(
            _f(
                _(
                    "edition {edition} of the rules; the weather disc was turned {notches} "
                    "notches ({degrees}°) at set-up (npq calc range --disc {notches})"
                ),
                edition=state.edition,
                notches=state.disc_start,
                degrees=10 * state.disc_start,
            )
        )
        if result is None:
            typer.echo(_("game in progress"))
        else:
            winners = ", ".join(nation_names.get(n, n) for n in summary["winners"])
            typer.echo(
                _f(
                    _("over: {winners} ({ending})"),
                    winners=winners or _("no winner"),
                    ending=ending(result.termination),
                )
            )
        for p in state.players:
            name = nation_names.get(p.nation, p.nation)
            bonds = i18n.format_number(state.bonds(p.seat))
            typer.echo(
                f"  {name:<15} {bonds:>5} "
                + _f(
                    i18n.ngettext("Bonds, {n} mission", "Bonds, {n} missions", len(p.completed)),
                    n=len(p.completed),
                )
            )
        typer.echo(_f(_("final state hash {hash}"), hash=record.final_hash))
