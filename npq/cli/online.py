"""``npq serve`` and ``npq online ...``: the game server and its command-line clients.

::

    npq serve [--host 127.0.0.1] [--port 8765] [--db FILE | --db postgresql://...] [--fsync]
              [--certfile CERT --keyfile KEY]
    npq online new --server HOST:PORT --nations italy,japan,usa [--bots usa=greedy] [--json]
    npq online play --server HOST:PORT --token T [--bot greedy|random|expert] [--watch]
    npq online export --server HOST:PORT --token T --out FILE
    npq online export --db FILE --game ID --out FILE        (the server's owner)
    npq online games [--db FILE] [--json]                    (the server's owner)

Exit codes: 0 done, 1 the server or the database failed or refused, 2 a bad argument.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from npq import i18n, reasons
from npq.cli._rules import (
    AdvancedFlag,
    CessionFlag,
    FirstBackFlag,
    SecondPlaceFlag,
    TelegramsFlag,
    rule_options,
)

__all__ = ["default_db", "register"]

# The text output speaks the language in force (npq.i18n; `npq --lang`, NPQ_LANG); --json is
# data and stays as it is.
_ = i18n.gettext
_f = i18n.render


def default_db() -> Path:
    """The server's SQLite file in the user's data directory (``NPQ_DATA_DIR`` overrides it)."""
    override = os.environ.get("NPQ_DATA_DIR")
    if override:
        return Path(override) / "server.sqlite3"
    import platformdirs

    return Path(platformdirs.user_data_dir("north-pole-quest", appauthor=False)) / "server.sqlite3"


def _fail(text: str, code: int = 1) -> typer.Exit:
    typer.echo(_f(_("error: {problem}"), problem=text), err=True)
    return typer.Exit(code)


def _open_store(db: str | None, fsync: bool = False, *, existing: bool = False) -> Any:
    """The server's store; ``existing``: for reading only (``games``, ``export --db``), so a
    database file that is not there is an error, not a new empty database made on the way."""
    from npq.online.store import StoreError, open_store

    where = db if db else str(default_db())
    postgres = where.startswith(("postgresql://", "postgres://"))
    if existing and not postgres and not Path(where).is_file():
        raise _fail(_f(_("no server database at {path}"), path=where))
    try:
        return open_store(where, fsync=fsync)
    except StoreError as exc:
        raise _fail(str(exc)) from exc


def _nations(text: str) -> list[str]:
    from npq.content import NATION_IDS

    seats = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in seats if n not in NATION_IDS]
    if not seats or unknown or len(set(seats)) != len(seats):
        if not seats:
            problem = _("no nation given")
        elif unknown:
            problem = _f(_("unknown nation {nation}"), nation=repr(unknown[0]))
        else:
            problem = _("a nation is named twice")
        raise typer.BadParameter(
            _f(
                _("{problem}; choose distinct nations among {nations}"),
                problem=problem,
                nations=", ".join(NATION_IDS),
            ),
            param_hint="--nations",
        )
    return seats


def _bots(text: str | None, nations: list[str]) -> dict[str, str]:
    """``usa,japan=random`` -> ``{"usa": "greedy", "japan": "random"}``."""
    from npq.online.botseat import check_bot_kind

    if not text:
        return {}
    out: dict[str, str] = {}
    for item in text.split(","):
        name, _sep, kind = item.strip().partition("=")
        kind = kind or "greedy"
        if name.isdigit() and int(name) < len(nations):
            name = nations[int(name)]
        if name not in nations:
            raise typer.BadParameter(
                _f(
                    _("{name} is not a seat of this game ({seats})"),
                    name=repr(name),
                    seats=", ".join(nations),
                ),
                param_hint="--bots",
            )
        try:
            out[name] = check_bot_kind(kind)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--bots") from exc
    return out


def _client_tls(url: str, cafile: Path | None) -> Any:
    from npq.online.client import client_ssl

    try:
        return client_ssl(url, cafile)
    except (OSError, ValueError) as exc:
        raise _fail(
            _f(
                _("cannot read the certificate {file}: {reason}"),
                file=cafile,
                reason=reasons.of(exc),
            ),
            2,
        ) from exc


def register(app: typer.Typer) -> None:
    """Add ``npq serve`` and ``npq online`` to the ``npq`` app."""

    @app.command("serve")
    def serve(
        host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
        port: Annotated[
            int, typer.Option("--port", min=0, max=65535, help="Port (0: any free port).")
        ] = 8765,
        db: Annotated[
            str | None,
            typer.Option(
                "--db",
                help="SQLite file, or postgresql://USER:PASSWORD@HOST/DB (default: "
                "server.sqlite3 in the user data folder).",
            ),
        ] = None,
        certfile: Annotated[
            Path | None, typer.Option("--certfile", help="TLS certificate (PEM): serve wss://.")
        ] = None,
        keyfile: Annotated[Path | None, typer.Option("--keyfile", help="TLS key (PEM).")] = None,
        rate: Annotated[
            float, typer.Option("--rate", min=1, max=1000, help="Messages a second per connection.")
        ] = 20.0,
        bot_delay: Annotated[
            float,
            typer.Option("--bot-delay", min=0, max=60, help="Seconds a server bot waits to act."),
        ] = 0.3,
        poll: Annotated[
            float,
            typer.Option(
                "--poll", min=0.05, max=60, help="Seconds between looks at other processes' moves."
            ),
        ] = 0.5,
        fsync: Annotated[
            bool,
            typer.Option(
                "--fsync",
                help="SQLite: wait for the disk at each commit, so accepted actions survive a "
                "power cut too (they always survive the server being killed).",
            ),
        ] = False,
        timings: Annotated[
            Path | None,
            typer.Option(
                "--timings",
                help="On stopping, write to this file (JSON) how long the server took to answer "
                "each action (received to written, p50/p95/p99/max), how late its event loop "
                "woke, and its CPU time: its own share of the delays its clients see.",
            ),
        ] = None,
    ) -> None:
        """Run the game server until interrupted (Ctrl-C or SIGTERM)."""
        import logging
        import ssl

        from npq.online.server import GameServer

        if (certfile is None) != (keyfile is None):
            raise _fail(_("--certfile and --keyfile go together"), 2)
        context = None
        if certfile is not None and keyfile is not None:
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            try:
                context.load_cert_chain(str(certfile), str(keyfile))
            except (OSError, ssl.SSLError) as exc:
                raise _fail(
                    _f(
                        _("cannot load the TLS certificate or key: {reason}"),
                        reason=reasons.of(exc),
                    ),
                    2,
                ) from exc
        logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
        store = _open_store(db, fsync)
        server = GameServer(
            store,
            rate=rate,
            burst=2 * rate,
            poll=poll,
            bot_delay=bot_delay,
            timings=timings is not None,
        )
        scheme = "wss" if context is not None else "ws"

        async def main() -> None:
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(sig, stop.set)

            def ready(s: GameServer) -> None:
                address = f"{scheme}://{host}:{s.port}"
                said = _f(
                    _("npq server listening on {address} ({store})"),
                    address=address,
                    store=repr(store),
                )
                print(said, flush=True)

            await server.run(host, port, context, stop, ready)

        try:
            asyncio.run(main())
        except OSError as exc:
            raise _fail(
                _f(
                    _("cannot listen on {address}: {reason}"),
                    address=f"{host}:{port}",
                    reason=reasons.of(exc),
                )
            ) from exc
        finally:
            store.close()
            if timings is not None and server.timings is not None:
                from npq._files import atomic_write

                atomic_write(timings, json.dumps(server.timings.summary(), indent=1) + "\n")

    online = typer.Typer(
        name="online",
        help="Online play: create a game on a server, play or watch a seat, export a game.",
        no_args_is_help=True,
    )
    app.add_typer(online)

    @online.command("new")
    def new(
        server: Annotated[str, typer.Option("--server", help="HOST:PORT or ws(s)://HOST:PORT.")],
        nations: Annotated[
            str, typer.Option("--nations", help="The seats, comma-separated, in turn order.")
        ],
        bots: Annotated[
            str | None,
            typer.Option(
                "--bots", help="Seats the server's bots play: usa,japan=random (greedy default)."
            ),
        ] = None,
        advanced: AdvancedFlag = False,
        telegrams: TelegramsFlag = False,
        cession_variant: CessionFlag = False,
        second_place: SecondPlaceFlag = False,
        first_back_wins: FirstBackFlag = False,
        max_rounds: Annotated[
            int | None,
            typer.Option("--max-rounds", min=1, max=1000, help="Interrupt after this round."),
        ] = None,
        first_player: Annotated[
            int | None,
            typer.Option(
                "--first-player", min=0, max=5, help="Seat that starts (default: by lot)."
            ),
        ] = None,
        cafile: Annotated[
            Path | None, typer.Option("--cafile", help="Trust this certificate (wss://).")
        ] = None,
        json_out: Annotated[bool, typer.Option("--json", help="Print the seats as JSON.")] = False,
    ) -> None:
        """Create a game; print one secret join token (and npq:// link) per human seat."""
        from npq.online.client import OnlineError, create_game, join_link, server_url

        seats = _nations(nations)
        try:
            url = server_url(server)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--server") from exc
        config: dict[str, Any] = {
            "nations": seats,
            **rule_options(advanced, telegrams, cession_variant, second_place, first_back_wins),
        }
        if max_rounds is not None:
            config["max_rounds"] = max_rounds
        if first_player is not None:
            if first_player >= len(seats):
                raise typer.BadParameter(
                    _f(_("no seat {seat}"), seat=first_player), param_hint="--first-player"
                )
            config["first_player"] = first_player
        try:
            created = asyncio.run(
                create_game(url, config, _bots(bots, seats), ssl=_client_tls(url, cafile))
            )
        except OnlineError as exc:
            raise _fail(str(exc), 2 if exc.code == "bad_config" else 1) from exc
        for seat in created["seats"]:
            seat["link"] = None if seat["token"] is None else join_link(url, seat["token"])
        if json_out:
            typer.echo(
                json.dumps(
                    {"game": created["game"], "server": url, "seats": created["seats"]}, indent=1
                )
            )
            return
        typer.echo(_f(_("game {game} on {server}"), game=created["game"], server=url))
        for seat in created["seats"]:
            name = f"{_(str(seat['name'])):<15}"
            if seat["token"] is None:
                typer.echo(_f(_("  {seat} bot ({bot})"), seat=name, bot=seat["bot"]))
            else:
                typer.echo(f"  {name} {seat['link']}")
        typer.echo(
            _("Give each player their own link (or token): it opens that seat and no other.")
        )

    @online.command("play")
    def play(
        token: Annotated[str, typer.Option("--token", help="The seat's token or npq:// link.")],
        server: Annotated[
            str | None, typer.Option("--server", help="HOST:PORT (not needed with a link).")
        ] = None,
        bot: Annotated[
            str | None, typer.Option("--bot", help="Play the seat with this bot: greedy, expert.")
        ] = None,
        watch: Annotated[
            bool, typer.Option("--watch", help="Print the game as it goes (the seat's view).")
        ] = False,
        cafile: Annotated[
            Path | None, typer.Option("--cafile", help="Trust this certificate (wss://).")
        ] = None,
        reconnect_for: Annotated[
            float,
            typer.Option(
                "--reconnect-for", min=0, max=3600, help="Seconds to retry a lost server."
            ),
        ] = 60.0,
    ) -> None:
        """Play one seat headless with a bot, or follow it (--watch), until the game ends."""
        from npq.online.botseat import SeatBot, check_bot_kind
        from npq.online.client import OnlineError, SeatSession, parse_join, play_seat

        if bot is None and not watch:
            raise typer.BadParameter(_("give --bot KIND to play the seat, or --watch to follow it"))
        try:
            link = parse_join(token, server)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--token") from exc
        if bot is not None:
            try:
                check_bot_kind(bot)
            except ValueError as exc:
                raise typer.BadParameter(str(exc), param_hint="--bot") from exc
        session = SeatSession(
            link.url,
            link.token,
            ssl=_client_tls(link.url, cafile),
            reconnect_for=reconnect_for,
            on_status=(lambda text: typer.echo(f"[{text}]", err=True)),
        )

        def line(text: str) -> None:
            if watch:
                typer.echo(text)
                sys.stdout.flush()

        async def main() -> dict[str, Any] | None:
            try:
                return await play_seat(session, None if bot is None else SeatBot(bot), on_line=line)
            finally:
                await session.close()

        try:
            outcome = asyncio.run(main())
        except OnlineError as exc:
            raise _fail(str(exc), 2 if exc.code == "bad_token" else 1) from exc
        if outcome is not None:
            from npq.messages import ending_words

            names = {s["seat"]: _(str(s["name"])) for s in session.seats}
            winners = ", ".join(str(names.get(w, w)) for w in outcome["winners"])
            typer.echo(
                _f(
                    _("game over: {winners} won ({ending})"),
                    winners=winners,
                    ending=ending_words(outcome["termination"]),
                )
            )

    @online.command("export")
    def export(
        out: Annotated[Path, typer.Option("--out", help="The file to write.")],
        token: Annotated[
            str | None, typer.Option("--token", help="A seat's token or npq:// link.")
        ] = None,
        server: Annotated[str | None, typer.Option("--server", help="HOST:PORT.")] = None,
        db: Annotated[
            str | None, typer.Option("--db", help="The server's database (its owner only).")
        ] = None,
        game: Annotated[str | None, typer.Option("--game", help="Game id (with --db).")] = None,
        cafile: Annotated[
            Path | None, typer.Option("--cafile", help="Trust this certificate (wss://).")
        ] = None,
    ) -> None:
        """A finished game as a save `npq replay` checks; a running one as the seat's view (or,
        from the database, as a save: for the server's owner)."""
        if game is not None or db is not None:
            if game is None:
                raise typer.BadParameter(_("--db needs --game ID"), param_hint="--game")
            text = _export_from_db(db, game)
            _write(out, text)
            typer.echo(
                _f(
                    _("wrote {file}: the whole game {game} (a save `npq replay` checks)"),
                    file=out,
                    game=game,
                )
            )
            return
        if token is None:
            raise typer.BadParameter(_("give --token (a seat) or --db and --game (the owner)"))
        from npq.online.client import OnlineError, SeatSession, parse_join

        try:
            link = parse_join(token, server)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--token") from exc
        session = SeatSession(
            link.url, link.token, ssl=_client_tls(link.url, cafile), reconnect_for=10
        )

        async def main() -> dict[str, Any]:
            try:
                await session.connect()
                return await session.request("export")
            finally:
                await session.close()

        try:
            reply = asyncio.run(main())
        except OnlineError as exc:
            raise _fail(str(exc), 2 if exc.code == "bad_token" else 1) from exc
        if reply["type"] == "error":
            raise _fail(str(OnlineError.of(reply)))
        if reply["kind"] == "save":
            _write(out, reply["text"])
            typer.echo(
                _f(_("wrote {file}: the finished game (a save `npq replay` checks)"), file=out)
            )
        else:
            _write(out, json.dumps(reply["document"], indent=1, sort_keys=True) + "\n")
            typer.echo(
                _f(
                    _(
                        "wrote {file}: the running game as your seat sees it (not a save: the "
                        "game is not over, and a save would show what is hidden)"
                    ),
                    file=out,
                )
            )

    @online.command("games")
    def games(
        db: Annotated[
            str | None, typer.Option("--db", help="The server's database (default: the local one).")
        ] = None,
        json_out: Annotated[bool, typer.Option("--json", help="Print as JSON.")] = False,
    ) -> None:
        """List the server's games (for its owner: reads the database)."""
        store = _open_store(db, existing=True)
        try:
            rows = store.games()
        finally:
            store.close()
        if json_out:
            typer.echo(
                json.dumps(
                    [
                        {"game": g, "status": s, "actions": n, "waiting": list(w)}
                        for g, s, n, w in rows
                    ],
                    indent=1,
                )
            )
            return
        if not rows:
            typer.echo(_("no games"))
        statuses = {"running": _("running"), "over": _("over")}
        for g, s, n, w in rows:
            actions = _f(i18n.ngettext("{count} action", "{count} actions", n), count=f"{n:>5}")
            seats = ", ".join(str(seat) for seat in w)
            waiting = (
                _f(
                    i18n.ngettext("waiting for seat {seats}", "waiting for seats {seats}", len(w)),
                    seats=seats,
                )
                if w
                else ""
            )
            line = _f(
                _("{game}  {status} {actions}  {waiting}"),
                game=g,
                status=f"{statuses.get(s, s):<8}",
                actions=actions,
                waiting=waiting,
            )
            typer.echo(line.rstrip())


def _write(out: Path, text: str) -> None:
    """Write ``text`` atomically (npq._files.atomic_write); a failure is exit 1."""
    from npq._files import atomic_write
    from npq.cli._files import write_output

    write_output(out, lambda target: atomic_write(target, text))


def _export_from_db(db: str | None, game_id: str) -> str:
    from npq.game.save import dumps
    from npq.online.server import replay_row, with_checkpoints
    from npq.online.store import StoreError

    store = _open_store(db, existing=True)
    try:
        row = store.load(game_id)
    finally:
        store.close()
    if row is None:
        raise _fail(_f(_("no game {game} in the database"), game=repr(game_id)), 2)
    try:
        record = with_checkpoints(replay_row(row))
    except StoreError as exc:
        raise _fail(
            _f(_("game {game} does not replay: {reason}"), game=game_id, reason=exc)
        ) from exc
    return dumps(record)
