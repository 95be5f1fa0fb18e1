"""`npq serve` and `npq online ...` on the command line: arguments, exit codes, the owner's
export from the database, and TLS (wss://) with --certfile/--keyfile."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from _online_helpers import join, new_game, run, serving, tokens
from typer.testing import CliRunner

from npq.cli import app
from npq.game import legal_actions
from npq.online.client import (
    OnlineError,
    SeatSession,
    client_ssl,
    create_game,
    join_link,
    parse_join,
)
from npq.online.store import SQLiteStore

cli = CliRunner()


def test_bad_arguments_exit_2_with_the_reason():
    for args, words in [
        (
            ["online", "new", "--server", "127.0.0.1:1", "--nations", "italy,atlantis"],
            "unknown nation 'atlantis'",
        ),
        (["online", "new", "--server", "127.0.0.1:1", "--nations", "italy,italy"], "named twice"),
        (
            [
                "online",
                "new",
                "--server",
                "127.0.0.1:1",
                "--nations",
                "italy,japan",
                "--bots",
                "usa",
            ],
            "not a seat of this game",
        ),
        (
            [
                "online",
                "new",
                "--server",
                "127.0.0.1:1",
                "--nations",
                "italy,japan",
                "--bots",
                "japan=genius",
            ],
            "unknown bot",
        ),
        (["online", "new", "--server", "http://x", "--nations", "italy"], "HOST:PORT"),
        (
            ["online", "new", "--server", "127.0.0.1:1", "--nations", "italy,japan", "--telegrams"],
            "add --advanced",
        ),
        (["online", "play", "--token", "npq_x", "--bot", "greedy"], "give the server"),
        (["online", "play", "--token", "npq://h:1/npq_x"], "--bot KIND"),
        (["serve", "--certfile", "cert.pem"], "go together"),
    ]:
        result = cli.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        text = " ".join(re.sub(r"[│╭╮╰╯─]", " ", result.output).split())
        assert words in text, (args, text)


def test_an_unreachable_server_is_exit_1_in_one_line():
    result = cli.invoke(
        app, ["online", "new", "--server", "127.0.0.1:9", "--nations", "italy,japan"]
    )
    assert result.exit_code == 1
    assert "cannot reach the server at ws://127.0.0.1:9" in result.output


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize("server", ["none", "closes"])
def test_a_seat_backs_off_while_the_server_is_away_then_gives_up(server):
    # `npq online play` reconnects with backoff (0.25 s doubling up to 5 s) for reconnect_for
    # seconds: against a port nobody listens on, and against a server that closes every
    # connection before answering (one stopping), then gives up naming the time
    import time

    from websockets.asyncio.server import serve

    from npq.online.client import ServerGone

    async def main():
        said: list[str] = []

        async def slam(ws):
            await ws.close()

        port = _free_port()
        async with contextlib.AsyncExitStack() as stack:
            if server == "closes":
                await stack.enter_async_context(serve(slam, "127.0.0.1", port))
            session = SeatSession(
                f"ws://127.0.0.1:{port}", "npq_x", reconnect_for=3.2, on_status=said.append
            )
            start = time.monotonic()
            with pytest.raises(ServerGone, match=r"gave up after 3\.2 s"):
                await asyncio.wait_for(session.connect(), 20)
            took = time.monotonic() - start
        delays = [float(re.search(r"in ([\d.]+) s", s).group(1)) for s in said]
        assert delays == [0.25, 0.5, 1.0], said
        assert 1.7 <= took <= 4.5, took

    run(main())


@pytest.mark.parametrize(
    ("sent", "words"),
    [
        ("not json{", "not JSON"),
        ('{"v": 2}', "without a type"),
        ('{"v": 99, "type": "welcome"}', "speaks protocol 99"),
    ],
)
@pytest.mark.parametrize("command", ["new", "play"])
def test_a_server_message_the_client_cannot_read_is_exit_1_in_one_line(command, sent, words):
    """A "server" that answers with something that is not a message of this protocol (not
    JSON, no type, another version): `npq online new` and `npq online play` say so in one
    line, exit 1, no traceback (the client's own ProtocolError escaped before)."""
    from websockets.asyncio.server import serve

    async def answer(ws):
        async for _ in ws:
            await ws.send(sent)

    async def main():
        port = _free_port()
        async with serve(answer, "127.0.0.1", port):
            args = (
                ["online", "new", "--server", f"127.0.0.1:{port}", "--nations", "italy,japan"]
                if command == "new"
                else [
                    "online",
                    "play",
                    "--server",
                    f"127.0.0.1:{port}",
                    "--token",
                    "npq_x",
                    "--bot",
                    "greedy",
                ]
            )
            return await asyncio.to_thread(cli.invoke, app, args)

    result = run(main())
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0], result.output


def test_new_prints_links_and_the_owner_exports_a_running_game(tmp_path):
    db = tmp_path / "server.sqlite3"

    async def main():
        async with serving(SQLiteStore(db)) as server:
            port = server.port
            out = await asyncio.to_thread(
                cli.invoke,
                app,
                [
                    "online",
                    "new",
                    "--server",
                    f"127.0.0.1:{port}",
                    "--nations",
                    "italy,japan,usa",
                    "--bots",
                    "usa",
                    "--advanced",
                    "--telegrams",
                    "--second-place",
                    "--max-rounds",
                    "9",
                    "--first-player",
                    "0",
                    "--json",
                ],
            )
            assert out.exit_code == 0, out.output
            created = json.loads(out.output)
            italy = await join(server, created["seats"][0]["token"])
            assert italy.state.config.advanced and italy.state.config.max_rounds == 9
            # the advanced game's options go with it (issue #11)
            assert italy.state.config.telegrams and italy.state.config.second_place
            assert not italy.state.config.cession_at_base
            # the advanced game opens with the Mission-card draft: Italy keeps a card first
            first = legal_actions(italy.state, seat=0)[0]
            assert (await italy.act(first))["type"] == "update"
            await italy.close()
            return created

    created = run(main())
    seats = created["seats"]
    assert [s["bot"] for s in seats] == [None, None, "greedy"]
    assert seats[0]["link"] == join_link(created["server"], seats[0]["token"])
    assert seats[2]["token"] is None and seats[2]["link"] is None
    listed = cli.invoke(app, ["online", "games", "--db", str(db), "--json"])
    assert listed.exit_code == 0
    assert json.loads(listed.output)[0]["game"] == created["game"]
    out = tmp_path / "running.json"
    done = cli.invoke(
        app, ["online", "export", "--db", str(db), "--game", created["game"], "--out", str(out)]
    )
    assert done.exit_code == 0, done.output
    replay = cli.invoke(app, ["replay", str(out), "--json"])
    assert replay.exit_code == 0, replay.output
    summary = json.loads(replay.output)
    assert not summary["over"] and summary["actions"] >= 1
    assert summary["nations"] == ["italy", "japan", "usa"]
    missing = cli.invoke(
        app, ["online", "export", "--db", str(db), "--game", "gnope", "--out", str(out)]
    )
    assert missing.exit_code == 2 and "no game 'gnope'" in missing.output


def test_a_seat_export_of_a_running_game_is_its_view_only(tmp_path):
    async def main():
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            created = await new_game(server, ["italy", "japan"])
            link = join_link(f"ws://127.0.0.1:{server.port}", tokens(created)[1])
            out = tmp_path / "view.json"
            done = await asyncio.to_thread(
                cli.invoke, app, ["online", "export", "--token", link, "--out", str(out)]
            )
            assert done.exit_code == 0, done.output
            assert "as your seat sees it" in done.output
            doc = json.loads(out.read_text())
            assert doc["format"] == "npq-seat-view" and doc["seat"] == 1
            assert set(doc["view"]["players"][0]["missions"]) == {"?"}
            assert set(doc["view"]["mission_deck"]) == {"?"}
            forged = await asyncio.to_thread(
                cli.invoke, app, ["online", "export", "--token", link + "x", "--out", str(out)]
            )
            assert forged.exit_code == 2 and "no seat has this token" in forged.output

    run(main())


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl tool")
def test_tls_with_a_certificate_and_key(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(str(cert), str(key))

    async def main():
        from npq.online.server import GameServer

        server = GameServer(SQLiteStore(tmp_path / "g.sqlite3"))
        await server.start("127.0.0.1", 0, ssl=context)
        try:
            url = f"wss://127.0.0.1:{server.port}"
            trusted = client_ssl(url, cert)
            created = await create_game(url, {"nations": ["italy", "japan"]}, ssl=trusted)
            link = join_link(url, tokens(created)[0])
            assert link.startswith("npqs://127.0.0.1:")
            target = parse_join(link)
            session = SeatSession(target.url, target.token, ssl=trusted, reconnect_for=2)
            welcome = await session.connect()
            assert welcome["seat"] == 0
            await session.close()
            # without trusting the certificate the handshake fails; plain ws:// is not served
            with pytest.raises(OnlineError):
                await create_game(url, {"nations": ["italy"]}, ssl=client_ssl(url))
            with pytest.raises(OnlineError):
                await create_game(f"ws://127.0.0.1:{server.port}", {"nations": ["italy"]})
        finally:
            await server.stop()

    run(main())


def test_reading_a_database_that_is_not_there_is_an_error_and_makes_nothing(
    tmp_path: Path,
) -> None:
    """``npq online games`` / ``export --db`` read the server's database: a path with no
    database names it (exit 1) and leaves no new empty database or folder behind."""
    where = tmp_path / "no" / "such" / "server.sqlite3"
    listed = cli.invoke(app, ["online", "games", "--db", str(where)])
    assert listed.exit_code == 1
    assert f"error: no server database at {where}" in listed.output
    exported = cli.invoke(
        app, ["online", "export", "--db", str(where), "--game", "g1", "--out", str(tmp_path / "x")]
    )
    assert exported.exit_code == 1 and "no server database" in exported.output
    assert not (tmp_path / "no").exists()
