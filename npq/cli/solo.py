"""``npq solo ...``: solo games and the star profile (rulebook section 12, issue #6).

::

    npq solo new --nation italy [--objectives 1,4,6] [--bonuses speed,range] [--seed S]
                 [--commander ID] [--bot] [--max-rounds N] [--no-record] [--json]
                 [--profile NAME] [--profile-dir DIR]
    npq solo profile [--json] [--profile NAME] [--profile-dir DIR]
    npq solo tables [--json] [--profile NAME] [--profile-dir DIR]
    npq solo history [--json] [--profile NAME] [--profile-dir DIR]
    npq solo replay GAME_ID [--json] [--profile-dir DIR]

``--commander ID`` picks which Commander (with the ``commander`` bonus) or Advanced Commander
(with ``advanced_commander``) joins the crew at the start, as in the physical game; without it the
first face-up Commander (or the first Advanced Commander) is taken. ``npq solo tables`` lists the
ids with their names and skills. ``--no-record`` declines the score (section 12: "the player
can opt for a score"): the game is recorded as played but unscored, and the profile's stars do
not change. ``--profile-dir`` (or the ``NPQ_DATA_DIR`` environment variable) chooses where the profile
database lives. Interactive solo play is in the app (``npq play``, "Solo game..."); from the
command line a solo game is played by the greedy bot (``--bot``). Exit codes: 0 done, 1 the
profile or a save cannot be read, 2 a choice the rules refuse or a missing display.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Annotated, Any

import typer

from npq import i18n
from npq.errors import NPQError, ProfileError, RuleViolation, SaveError
from npq.i18n import N_
from npq.solo.bonuses import next_bonus, parse_bonus_keys, parse_objective_numbers
from npq.solo.profile import DEFAULT_PROFILE, ProfileStore, SoloGameRecord, profile_dir
from npq.solo.scoring import MatchPoints, line_words
from npq.solo.tables import load_solo_tables

__all__ = ["register"]

# The text output speaks the language in force (npq.i18n; `npq --lang`, NPQ_LANG); --json is
# data and stays as it is.
_ = i18n.gettext
_f = i18n.render

#: How a solo game ended, as the text output says it (the record keeps the id).
RESULTS = {"won": N_("won"), "crashed": N_("crashed"), "interrupted": N_("interrupted")}


def _result(result: str) -> str:
    words = RESULTS.get(result)
    return _(words) if words else result


ProfileDirOpt = Annotated[
    Path | None,
    typer.Option(
        "--profile-dir",
        help="Folder of the profile database (default: $NPQ_DATA_DIR, else the user data folder).",
    ),
]


def _profile_name(name: str) -> str:
    if not name.strip():
        raise typer.BadParameter(_("a profile needs a name (default: default)"))
    return name


ProfileOpt = Annotated[str, typer.Option("--profile", help="Profile name.", callback=_profile_name)]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]

NO_DISPLAY = N_(
    'Interactive solo play is in the app: run `npq play` and choose "Solo game...".\n'
    "No display was found here. To watch the greedy bot play a solo game, add --bot."
)


def _fail(message: str, code: int) -> typer.Exit:
    typer.echo(_f(_("error: {problem}"), problem=message), err=True)
    return typer.Exit(code=code)


def _open(directory: Path | None) -> ProfileStore:
    try:
        store = ProfileStore.open(directory)
    except ProfileError as exc:
        raise _fail(str(exc), 1) from exc
    if store.notice:
        typer.echo(_f(_("Note: {notice}"), notice=store.notice), err=True)
    return store


def _stars(count: int) -> str:
    """``3 stars``, ``1 star`` (in the language in force)."""
    return _f(i18n.ngettext("{n} star", "{n} stars", count), n=count)


def _games(count: int) -> str:
    """``2 games``, ``1 game``."""
    return _f(i18n.ngettext("{n} game", "{n} games", count), n=count)


def _score_lines(mp: MatchPoints) -> list[str]:
    mandatory = load_solo_tables().match_points.mandatory_missions
    lines = [
        f"  {line_words(ln, mandatory):<40} {ln.count:>5} x {ln.each:>+4d} = {ln.points:>+6d}"
        for ln in mp.lines
    ]
    total = _("Total")
    lines.append(f"  {total:<40} {'':>5}   {'':>4}   {mp.total:>+6d}")
    return lines


def _moment(stamp: str) -> str:
    """A stored ISO time (UTC) as the language writes it; as stored if it is not one."""
    from datetime import datetime

    try:
        return i18n.format_datetime(datetime.fromisoformat(stamp))
    except (TypeError, ValueError):
        return stamp


def _game_text(game: SoloGameRecord) -> str:
    tables = load_solo_tables()
    out = [
        _f(
            _("Game {id} ({played}): {nation}, seed {seed}, {result}"),
            id=game.id,
            played=_moment(game.played_at),
            nation=_nation_name(game.nation),
            seed=game.seed,
            result=_result(game.result),
        ),
    ]
    for number in game.objectives:
        mark = "*" if number in game.objectives_met else "x"
        out.append(f"  [{mark}] {number}. {_(tables.objective(number).text)}")
    if game.bonuses:
        bonuses = ", ".join(_(tables.bonus(k).name) for k in game.bonuses)
        out.append("  " + _f(_("Bonuses: {bonuses}"), bonuses=bonuses))
    if game.commander:
        out.append(
            "  " + _f(_("Commander: {commander}"), commander=_commander_text(game.commander))
        )
    if not game.scored:
        out.append("  " + _("Unscored: the player declined the score (no stars, no Match Points)"))
        return "\n".join(out)
    out.append(
        "  "
        + _f(
            _("Stars: {stars}   Match Points: {points}"),
            stars=game.stars,
            points=game.match_points.total,
        )
    )
    out.extend("  " + line for line in _score_lines(game.match_points))
    return "\n".join(out)


def _nation_name(nation_id: str) -> str:
    """``USA``, ``British Empire`` (the id itself for a nation the content does not know)."""
    from npq.content import load_nations

    try:
        return _(load_nations()[nation_id].name)
    except (KeyError, NPQError):
        return nation_id


def _commander_text(commander_id: str) -> str:
    """``lansdowne: Zachary Lansdowne (pilot)``."""
    from npq.content import load_crew

    try:
        c = load_crew().commander(commander_id)
    except KeyError:
        return commander_id
    return f"{c.id}: {c.name} ({', '.join(map(str, c.skills))})"


def register(app: typer.Typer) -> None:
    """Add ``npq solo`` and its sub-commands to the ``npq`` app."""
    solo = typer.Typer(
        name="solo",
        help="Solo Mode: play with secondary objectives and collect stars across games.",
        no_args_is_help=True,
    )
    app.add_typer(solo, name="solo")

    @solo.command("new")
    def new(
        nation: Annotated[str, typer.Option("--nation", help="Nation id, e.g. italy, usa, ussr.")],
        objectives: Annotated[
            str,
            typer.Option(
                "--objectives",
                help="Up to 3 Stars Table numbers, e.g. 1,4,6 (see `npq solo tables`).",
            ),
        ] = "",
        bonuses: Annotated[
            str,
            typer.Option(
                "--bonuses",
                help="Up to 3 unlocked bonuses, e.g. speed,range (see `npq solo tables`).",
            ),
        ] = "",
        seed: Annotated[
            int | None, typer.Option("--seed", help="Random seed (default: random).")
        ] = None,
        commander: Annotated[
            str | None,
            typer.Option(
                "--commander",
                help="Id of the Commander (commander bonus) or Advanced Commander "
                "(advanced_commander bonus) to take (see `npq solo tables`).",
            ),
        ] = None,
        bot: Annotated[
            bool, typer.Option("--bot", help="Let the greedy bot play the game.")
        ] = False,
        max_rounds: Annotated[
            int,
            typer.Option(
                "--max-rounds", min=1, max=1000, help="Call the bot's game off after this round."
            ),
        ] = 80,
        no_record: Annotated[
            bool,
            typer.Option(
                "--no-record",
                help="Decline the score: the game is recorded as played but unscored "
                "(no stars, no Match Points; the profile's stars do not change).",
            ),
        ] = False,
        as_json: JsonOpt = False,
        profile: ProfileOpt = DEFAULT_PROFILE,
        directory: ProfileDirOpt = None,
    ) -> None:
        """Start a solo game (with --bot: the bot plays it), score it and record it
        (--no-record: recorded as played, unscored)."""
        from npq.solo.setup import SoloSetup

        try:
            chosen_objectives = parse_objective_numbers(objectives)
        except RuleViolation as exc:
            raise _fail(str(exc), 2) from exc
        setup = SoloSetup(
            nation=nation.strip().lower().replace("-", "_").replace(" ", "_"),
            objectives=chosen_objectives,
            bonuses=parse_bonus_keys(bonuses),
            seed=random.randrange(1 << 31) if seed is None else seed,
            profile=profile,
            max_rounds=max_rounds if bot else None,
            commander=None if commander is None else commander.strip().lower().replace("-", "_"),
        )
        from npq.content.nations import NATION_IDS

        if setup.nation not in NATION_IDS:
            raise _fail(
                _f(
                    _("unknown nation {nation!r}; choose one of {nations}"),
                    nation=nation,
                    nations=", ".join(NATION_IDS),
                ),
                2,
            )
        store = _open(directory)
        with store:
            total = store.total_stars(profile)
            try:
                setup.validated(total)
            except RuleViolation as exc:
                raise _fail(str(exc), 2) from exc
        if not bot:
            from npq.cli.gui import has_display, load_gui

            if not has_display():
                typer.echo(_(NO_DISPLAY), err=True)
                raise typer.Exit(code=2)
            gui = load_gui()  # exits with a readable message if PySide6 is missing
            raise typer.Exit(code=int(gui.run_solo_app(setup, directory, score=not no_record)))
        store = _open(directory)
        with store:
            from npq.solo.play import play_bot_game

            try:
                result, record = play_bot_game(
                    setup, store, profile_dir(directory), scored=not no_record
                )
            except (ValueError, NPQError) as exc:
                raise _fail(
                    str(exc), 2 if isinstance(exc, ValueError | RuleViolation) else 1
                ) from exc
            summary = store.summary(profile)
        if as_json:
            data: dict[str, Any] = result.as_dict()
            data.update(
                game_id=record.id,
                save_path=record.save_path,
                newly_unlocked=list(record.newly_unlocked),
                total_stars=summary.total_stars,
                scored=record.scored,
            )
            typer.echo(json.dumps(data, indent=2))
            return
        tables = load_solo_tables()
        typer.echo(
            _f(
                i18n.ngettext(
                    "Solo game {id}: {nation}, seed {seed} -- {result} in round {round} "
                    "({actions} action)",
                    "Solo game {id}: {nation}, seed {seed} -- {result} in round {round} "
                    "({actions} actions)",
                    result.actions,
                ),
                id=record.id,
                nation=_nation_name(setup.nation),
                seed=setup.seed,
                result=_result(result.result),
                round=result.rounds,
                actions=result.actions,
            )
        )
        for number in setup.objectives:
            mark = "*" if number in result.objectives_met else "x"
            typer.echo(f"  [{mark}] {number}. {_(tables.objective(number).text)}")
        if setup.bonuses:
            bonuses = ", ".join(_(tables.bonus(k).name) for k in setup.bonuses)
            typer.echo("  " + _f(_("Bonuses: {bonuses}"), bonuses=bonuses))
        if setup.commander:
            typer.echo(
                "  " + _f(_("Commander: {commander}"), commander=_commander_text(setup.commander))
            )
        if not record.scored:
            typer.echo(
                _f(
                    _(
                        "Recorded as played, unscored (--no-record): no stars, no Match Points "
                        "(profile total {total})"
                    ),
                    total=summary.total_stars,
                )
            )
            typer.echo(_f(_("Saved: {path}"), path=record.save_path))
            return
        typer.echo(
            _f(
                _("Stars earned: {stars} (profile total {total})"),
                stars=result.stars,
                total=summary.total_stars,
            )
        )
        for key in record.newly_unlocked:
            typer.echo(_f(_("New bonus unlocked: {bonus}"), bonus=_(tables.bonus(key).name)))
        typer.echo(_("Match Points:"))
        for line in _score_lines(result.match_points):
            typer.echo(line)
        typer.echo(_f(_("Saved: {path}"), path=record.save_path))

    @solo.command("profile")
    def show_profile(
        as_json: JsonOpt = False,
        profile: ProfileOpt = DEFAULT_PROFILE,
        directory: ProfileDirOpt = None,
        repair: Annotated[
            bool,
            typer.Option(
                "--repair",
                help="Rebuild a damaged profile from every game that can still be read "
                "(the damaged file is kept beside it).",
            ),
        ] = False,
    ) -> None:
        """Total stars, unlocked bonuses and the progress to the next one."""
        with _open(directory) as store:
            try:
                if repair:
                    report = store.repair()
                    dropped = ", ".join(_f(_("game {n}"), n=n) for n in report.dropped) or _(
                        "nothing"
                    )
                    typer.echo(
                        _f(
                            _(
                                "Repaired {path}: kept {kept}, dropped {dropped}; the damaged "
                                "file is kept as {backup}"
                            ),
                            path=store.path,
                            kept=_games(len(report.kept)),
                            dropped=dropped,
                            backup=report.backup.name,
                        )
                    )
                summary = store.summary(profile)
            except ProfileError as exc:
                raise _fail(str(exc), 1) from exc
        if as_json:
            data = summary.as_dict()
            data["profile_path"] = str(store.path)
            typer.echo(json.dumps(data, indent=2))
            return
        tables = load_solo_tables()
        unscored = _f(_(", {n} unscored"), n=summary.unscored) if summary.unscored else ""
        typer.echo(
            _f(
                _("Profile {name}: {stars} in {games} ({wins} won{unscored})"),
                name=summary.name,
                stars=_stars(summary.total_stars),
                games=_games(summary.games),
                wins=summary.wins,
                unscored=unscored,
            )
        )
        if summary.best_match_points is not None:
            typer.echo(_f(_("Best Match Points: {points}"), points=summary.best_match_points))
        unlocked = ", ".join(_(tables.bonus(k).name) for k in summary.unlocked) or _("none yet")
        typer.echo(_f(_("Unlocked bonuses: {bonuses}"), bonuses=unlocked))
        nb = next_bonus(summary.total_stars, tables)
        if nb is None:
            typer.echo(_("Every bonus is unlocked."))
        else:
            width = 30
            done = round(width * summary.total_stars / nb.stars)
            typer.echo(
                _f(
                    _("Next: {bonus} at {stars} stars  [{bar}] {total}/{stars}"),
                    bonus=_(nb.name),
                    stars=nb.stars,
                    bar="#" * done + "." * (width - done),
                    total=summary.total_stars,
                )
            )
        typer.echo(_f(_("Database: {path}"), path=store.path))

    @solo.command("tables")
    def show_tables(
        as_json: JsonOpt = False,
        profile: ProfileOpt = DEFAULT_PROFILE,
        directory: ProfileDirOpt = None,
    ) -> None:
        """The Solo Mode tables (section 12): objectives by number, bonuses by key with the stars
        that unlock them for this profile, the Commanders and Advanced Commanders to pick with
        --commander, and the Match Points Table."""
        from npq.content import load_crew

        with _open(directory) as store:
            total = store.total_stars(profile)
        tables = load_solo_tables()
        mp = tables.match_points
        crew = load_crew()

        def people(advanced: bool) -> list[dict[str, Any]]:
            pool = crew.advanced_commanders if advanced else crew.commanders
            return [
                {"id": c.id, "name": c.name, "skills": [str(k) for k in c.skills]} for c in pool
            ]

        if as_json:
            data = {
                "profile": profile,
                "total_stars": total,
                "objectives": [
                    {"number": o.number, "text": o.text, "stars": o.stars}
                    for o in tables.objectives
                ],
                "bonuses": [
                    {
                        "key": b.key,
                        "name": b.name,
                        "stars": b.stars,
                        "match_points": b.match_points,
                        "unlocked": b.stars <= total,
                    }
                    for b in tables.bonuses
                ],
                "commanders": people(False),
                "advanced_commanders": people(True),
                "match_points": {name: getattr(mp, name) for name in type(mp).__dataclass_fields__},
            }
            typer.echo(json.dumps(data, indent=2))
            return
        typer.echo(_("Secondary objectives (--objectives, up to 3), one star each when completed:"))
        for o in tables.objectives:
            typer.echo(f"  {o.number}. {_(o.text)}")
        typer.echo(
            _f(
                _("Bonuses (--bonuses, up to 3, all different) -- profile {profile}: {stars}:"),
                profile=profile,
                stars=_stars(total),
            )
        )
        for b in tables.bonuses:
            state = _("unlocked") if b.stars <= total else _("locked")
            points = (
                " " + _f(_("({points:+d} Match Points)"), points=b.match_points)
                if b.match_points
                else ""
            )
            stars = _f(i18n.ngettext("{n:>3} star", "{n:>3} stars", b.stars), n=b.stars)
            typer.echo(f"  {stars}  {b.key:<19} {_(b.name)}{points}  [{state}]")
        from npq.texts import skill_title

        for advanced, flag in ((False, "commander"), (True, "advanced_commander")):
            kind = (
                _("Advanced Commanders (--commander ID with the {flag} bonus):")
                if advanced
                else _("Commanders (--commander ID with the {flag} bonus):")
            )
            typer.echo(_f(kind, flag=flag))
            for row in people(advanced):
                skills = ", ".join(skill_title(str(skill)) for skill in row["skills"])
                typer.echo(f"  {row['id']:<19} {row['name']:<28} {skills}")
        typer.echo(_("Match Points at the end of the game:"))
        rows = (
            (_("1 Bond"), mp.bond),
            (_("1 Specialist"), mp.specialist),
            (_("1 Commander"), mp.commander),
            (_("1 Advanced Commander"), mp.advanced_commander),
            (_("Secondary objective not completed"), mp.failed_objective),
            (_("Fuel notch remaining"), mp.fuel_notch),
            (_("Structural Integrity notch"), mp.integrity_notch),
            (
                _f(_("Completed mission beyond the {n} mandatory"), n=mp.mandatory_missions),
                mp.extra_mission,
            ),
        )
        width = max(45, *(len(label) for label, _each in rows))  # the language's longest label
        for label, each in rows:
            typer.echo(f"  {label:<{width}} {each:>+4d}")

    @solo.command("history")
    def history(
        as_json: JsonOpt = False,
        profile: ProfileOpt = DEFAULT_PROFILE,
        directory: ProfileDirOpt = None,
    ) -> None:
        """Every solo game of the profile, oldest first, with its Match Points breakdown."""
        with _open(directory) as store:
            try:
                games = store.history(profile)
            except ProfileError as exc:
                raise _fail(str(exc), 1) from exc
        if as_json:
            typer.echo(json.dumps([g.as_dict() for g in games], indent=2))
            return
        if not games:
            typer.echo(_f(_("No solo game in profile {profile} yet."), profile=profile))
            return
        for game in games:
            typer.echo(_game_text(game))

    @solo.command("replay")
    def replay(
        game_id: Annotated[int, typer.Argument(help="Game number, as in `npq solo history`.")],
        as_json: JsonOpt = False,
        directory: ProfileDirOpt = None,
    ) -> None:
        """Replay a recorded solo game from its save and check it scores the same."""
        from npq.solo.play import replay_recorded

        with _open(directory) as store:
            try:
                game = store.game(game_id)
            except ProfileError as exc:
                # a game number the profile does not hold is a bad argument (2); a damaged
                # record of a game it holds is a file that cannot be read (1)
                missing = str(exc).startswith(f"no solo game {game_id} ")
                raise _fail(str(exc), 2 if missing else 1) from exc
        try:
            result = replay_recorded(game).result()
        except SaveError as exc:
            raise _fail(str(exc), 1) from exc
        same = result.result == game.result and (
            not game.scored
            or (result.match_points == game.match_points and result.stars == game.stars)
        )
        if as_json:
            typer.echo(
                json.dumps(
                    {"game_id": game_id, "same": same, "replayed": result.as_dict()}, indent=2
                )
            )
        else:
            scored = (
                _f(
                    _("{stars}, {points} Match Points"),
                    stars=_stars(result.stars),
                    points=result.match_points.total,
                )
                if game.scored
                else _("recorded unscored")
            )
            typer.echo(
                _f(
                    _("Game {id} replayed: {result}, {scored} -- the same as recorded.")
                    if same
                    else _("Game {id} replayed: {result}, {scored} -- DIFFERENT from the record!"),
                    id=game_id,
                    result=_result(result.result),
                    scored=scored,
                )
            )
        if not same:
            raise typer.Exit(code=1)
