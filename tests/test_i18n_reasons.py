"""Why a file, a database or a connection failed, in the player's language (issue 13).

The OS's ``strerror``, tomllib's and json's messages, SQLite's and the TLS and WebSocket
libraries' are English prose with no catalog; :mod:`npq.reasons` says them by our catalog
from their data (errno, the parser's message and position, SQLite's error name). The
set-up, action and address checks a player meets (``GameConfig``, ``Action.parse``,
``server_url``) are templates too (:class:`npq.errors.InputError`).
"""

from __future__ import annotations

import ast
import errno
import inspect
import json
import os
import re
import sqlite3
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from npq import reasons
from npq.cli import app
from npq.errors import ContentError, InputError, ProfileError, SaveError
from npq.i18n import Phrase

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def lang(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setenv("NPQ_LANG", "it")
    return monkeypatch


def test_a_missing_save_is_said_in_the_language(tmp_path: Path, lang: pytest.MonkeyPatch) -> None:
    """`npq replay` of a file that is not there: the OS's "No such file or directory" was
    shown as it is in it/es; errno ENOENT is our catalog's words now."""
    missing = tmp_path / "partita.json"
    out = CliRunner().invoke(app, ["replay", str(missing)])
    assert out.exit_code == 1
    assert (
        out.output.strip()
        == "errore: partita.json: impossibile leggere: file o cartella inesistente"
    )
    lang.setenv("NPQ_LANG", "es")
    out = CliRunner().invoke(app, ["replay", str(missing)])
    assert out.output.strip() == (
        "error: partita.json: no se puede leer: no existe el archivo o la carpeta"
    )
    from npq.game.save import load_game

    with pytest.raises(SaveError) as info:
        load_game(missing)
    assert info.value.args == ("partita.json: cannot read: no such file or folder",)


@pytest.mark.parametrize(
    ("code", "it", "es"),
    [
        (errno.EACCES, "permesso negato", "permiso denegado"),
        (errno.ENOSPC, "spazio esaurito sul disco", "no queda espacio en el disco"),
        (errno.EROFS, "il disco è in sola lettura", "el disco es de solo lectura"),
        (errno.EISDIR, "è una cartella, non un file", "es una carpeta, no un archivo"),
        (errno.ENOEXEC, "errore di sistema ENOEXEC", "error del sistema ENOEXEC"),
        (
            errno.ECONNREFUSED,
            "la connessione è stata rifiutata (il server è in funzione?)",
            "la conexión fue rechazada (¿está en marcha el servidor?)",
        ),
    ],
)
def test_an_os_error_is_its_errno_in_the_language(
    code: int, it: str, es: str, lang: pytest.MonkeyPatch
) -> None:
    exc = OSError(code, "English words of the OS", "/tmp/x/profile.sqlite3")
    assert str(reasons.of(exc)) == it
    assert reasons.said(exc) == f"/tmp/x/profile.sqlite3: {it}"  # the app's message boxes
    lang.setenv("NPQ_LANG", "es")
    assert str(reasons.of(exc)) == es
    assert "English words" not in reasons.said(exc)


def test_an_unwritable_output_file_is_said_in_the_language(
    tmp_path: Path, lang: pytest.MonkeyPatch
) -> None:
    """`npq map --out` under a file (its folder cannot be made): one line, exit 1, in
    Italian (the OS said "File exists")."""
    (tmp_path / "mappe").write_text("")
    out = CliRunner().invoke(app, ["map", "--out", str(tmp_path / "mappe" / "m.png")])
    assert out.exit_code == 1
    assert out.output.strip() == (
        f"errore: impossibile scrivere {tmp_path}/mappe/m.png: esiste già qualcosa con quel nome"
    )


def _toml_error(text: str) -> tomllib.TOMLDecodeError:
    with pytest.raises(tomllib.TOMLDecodeError) as info:
        tomllib.loads(text)
    return info.value


def test_every_message_of_the_toml_parser_has_a_template() -> None:
    """Each `suffixed_err(src, pos, "...")` of the installed tomllib (its finite set of
    messages, f-strings with a sample for their variable part) is matched by a template of
    ours, not the generic "not valid TOML"."""
    parser = inspect.getsource(tomllib._parser)  # type: ignore[attr-defined]
    samples = []
    for node in ast.walk(ast.parse(parser)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "suffixed_err":
            msg = node.args[2]
            if isinstance(msg, ast.Constant):
                samples.append(msg.value)
            elif isinstance(msg, ast.JoinedStr):
                samples.append(
                    "".join(
                        v.value if isinstance(v, ast.Constant) else "('a', 'b')" for v in msg.values
                    )
                )
    assert len(samples) > 20
    generic = [
        s
        for s in samples
        if reasons._toml(f"{s} (at line 2, column 3)").params["problem"].template
        == reasons._TOML_ANY
    ]
    assert not generic, generic


def test_a_broken_toml_file_is_said_in_the_language(
    tmp_path: Path, lang: pytest.MonkeyPatch
) -> None:
    """A content file with a key given twice: tomllib's "Cannot overwrite a value (at line 2,
    column 4)" read in English in it/es."""
    from npq.safeio import read_toml

    path = tmp_path / "prices.toml"
    path.write_text("a = 1\na = 2\n")
    with pytest.raises(ContentError) as info:
        read_toml(path)
    assert str(info.value) == (
        "prices.toml: non è TOML valido: un valore è dato due volte (una chiave o una tabella "
        "lo contiene già) (riga 2, colonna 6)"
    )
    assert info.value.args == (
        "prices.toml: not valid TOML: a value is given twice (a key or table already holds "
        "it) (line 2, column 6)",
    )
    lang.setenv("NPQ_LANG", "es")
    path.write_text("[cards.x]\nn = 1\n[cards.x]\n")
    with pytest.raises(ContentError) as info:
        read_toml(path)
    assert str(info.value) == (
        "prices.toml: no es TOML válido: la tabla cards.x se declara dos veces (línea 3, columna 9)"
    )
    path.write_text("x = [1, 2\n")
    with pytest.raises(ContentError) as info:
        read_toml(path)
    assert str(info.value).endswith("un array no está cerrado (al final del archivo)")


def test_an_unknown_toml_message_still_names_the_place(lang: pytest.MonkeyPatch) -> None:
    said = reasons._toml("Something a later Python says (at line 7, column 2)")
    assert str(said) == "non è TOML valido (riga 7, colonna 2)"


@pytest.mark.parametrize(
    "text",
    [
        '{"a" 1}',
        '{"a": 1 "b": 2}',
        "{1: 2}",
        '["abc',
        '["a\\q"]',
        '["\\u12"]',
        "[1] 2",
        "",
        '["\x01"]',
    ],
)
def test_every_json_message_a_save_meets_has_a_template(text: str) -> None:
    with pytest.raises(json.JSONDecodeError) as info:
        json.loads(text)
    assert info.value.msg in reasons.JSON_PROBLEMS


def test_a_broken_save_is_said_in_the_language(tmp_path: Path, lang: pytest.MonkeyPatch) -> None:
    save = tmp_path / "rotta.json"
    save.write_text('{"format": "npq-save",\n "seed" 1}')
    out = CliRunner().invoke(app, ["replay", str(save)])
    assert out.exit_code == 1
    assert out.output.strip() == (
        "errore: rotta.json: non è un salvataggio valido (errore JSON: erano attesi i ':' "
        "(riga 2, colonna 9)); troncato o danneggiato?"
    )
    lang.setenv("NPQ_LANG", "es")
    save.write_text('{"format": ')
    out = CliRunner().invoke(app, ["replay", str(save)])
    assert "se esperaba un valor (al final del archivo)" in out.output
    assert "Expecting" not in out.output


def test_a_damaged_profile_database_is_said_in_the_language(
    tmp_path: Path, lang: pytest.MonkeyPatch
) -> None:
    """A file with SQLite's header and garbage after it: SQLite's own "file is not a
    database" is its error name (SQLITE_NOTADB) in our words."""
    from npq.solo.profile import ProfileStore, profile_path

    path = profile_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    with pytest.raises(ProfileError) as info:
        ProfileStore.open(tmp_path).history()
    said = str(info.value)
    assert "file is not a database" not in said
    assert "non è un database" in said or "il database è danneggiato" in said, said
    error = sqlite3.DatabaseError("file is not a database")
    error.sqlite_errorname = "SQLITE_NOTADB"  # type: ignore[attr-defined]
    assert str(reasons.of(error)) == "non è un database"


def test_a_player_s_set_up_and_action_are_refused_in_the_language(
    lang: pytest.MonkeyPatch,
) -> None:
    """GameConfig's and Action.parse's checks (the New game dialog, a save, an action typed
    online) were English f-strings; they are InputErrors (still ValueErrors) in the language."""
    from npq.game import GameConfig
    from npq.game.actions import Action
    from npq.online.client import server_url

    with pytest.raises(ValueError) as info:
        GameConfig(("italy", "italy"))
    assert isinstance(info.value, InputError)
    assert str(info.value) == "ogni nazione può essere giocata da un solo giocatore (sezione 8)"
    assert info.value.args == ("each nation can be played by one player only (section 8)",)
    with pytest.raises(TypeError) as type_info:
        GameConfig.from_dict({"nations": "italy"})
    assert str(type_info.value) == "config.nations deve essere una lista di stringhe"
    lang.setenv("NPQ_LANG", "es")
    with pytest.raises(ValueError) as info:
        Action.parse("zoom x")
    assert str(info.value) == "acción desconocida 'zoom'"
    with pytest.raises(ValueError) as info:
        Action.parse("fly")
    assert str(info.value) == "'fly' lleva 1 o 2 argumentos, no 0"
    with pytest.raises(ValueError) as info:
        Action.parse("fly berlin abc")
    assert str(info.value) == "valor no válido para distancia, 'abc': no es un número"
    assert info.value.args == ("bad distance 'abc': not a number",)
    with pytest.raises(ValueError) as info:
        GameConfig.from_dict({"nations": ["italy"], "mode": "weird"})
    assert str(info.value).startswith("config.mode 'weird' no es uno de basic")
    with pytest.raises(ValueError) as info:
        server_url("http://example.org")
    assert str(info.value) == (
        "'http://example.org': indica HOST:PUERTO, ws://HOST:PUERTO o wss://HOST:PUERTO"
    )


def test_a_save_with_a_bad_set_up_is_refused_in_the_language(
    tmp_path: Path, lang: pytest.MonkeyPatch
) -> None:
    golden = json.loads((ROOT / "tests" / "golden" / "greedy-2p-1924.json").read_text())
    golden["config"]["nations"] = ["italy", "mars"]
    save = tmp_path / "marte.json"
    save.write_text(json.dumps(golden))
    out = CliRunner().invoke(app, ["replay", str(save)])
    assert out.exit_code == 1
    assert out.output.strip().startswith(
        "errore: marte.json: configurazione non valida: nazioni sconosciute 'mars'; note: "
    )


def test_a_phrase_is_data_until_shown(lang: pytest.MonkeyPatch) -> None:
    said = Phrase(
        "{problem} (line {line}, column {column})",
        problem=Phrase("a value was expected"),
        line=1200,
        column=3,
    )
    assert str(said) == "era atteso un valore (riga 1.200, colonna 3)"
    assert said.english() == "a value was expected (line 1200, column 3)"
    error = SaveError("not a valid save (JSON error: {reason}); truncated or damaged?", reason=said)
    assert error.args == (
        "not a valid save (JSON error: a value was expected (line 1200, column 3)); truncated or "
        "damaged?",
    )


def _help(*args: str, lang: str) -> str:
    """`npq … --help` as a player runs it (Typer's words are translated in npq.cli.main)."""
    env = {**os.environ, "NPQ_LANG": lang, "COLUMNS": "120"}
    out = subprocess.run(
        [sys.executable, "-m", "npq", *args, "--help"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    return out.stdout


def test_the_help_s_type_column_speaks_the_language() -> None:
    """Typer's `<int range>`, `<bool>`, `<str>` and our placeholders (`--disc NOTCHES`) were
    English in every Italian and Spanish help page (npq.cli._frame.TYPES)."""
    out = _help("calc", "range", lang="it")
    assert "<intero> [1<=x<=6]" in out and "TACCHE [0<=x<=35]" in out
    assert "<interruttore>" in out and "<testo>" in out
    for english in ("<int range>", "<float range>", "<bool>", "<str>", "NOTCHES"):
        assert english not in out
    assert "--lang        IDIOMA" in _help(lang="es")
    assert "<int range> [1<=x<=6]" in _help("calc", "range", lang="en")


def test_the_help_s_placeholders_speak_the_language() -> None:
    """The arguments' and options' placeholders (FROM, TO, BASE, NOTCHES, LANG, an argument
    named by its parameter: `{file}`) were English in the usage line and the panels of every
    Italian and Spanish help page, and the help texts that name them said FROM/TO; the English
    help is as it was."""
    for lang, start, end, notches, more in (
        ("it", "PARTENZA", "ARRIVO", "TACCHE", "la distanza fino a ARRIVO"),
        ("es", "ORIGEN", "DESTINO", "MUESCAS", "la distancia hasta DESTINO"),
    ):
        course = _help("calc", "course", lang=lang)
        assert "npq calc course [OP" in course and f"{{{start}}} {{{end}}}" in course, course
        assert f" {start} verso {end} " in course or f" {start} hacia {end} " in course, course
        assert more in course, course
        assert f"*    {start} " in course and f"*    {end} " in course, course
        for english in ("FROM", "{TO}", " TO ", "{", "}"):
            assert english not in course.replace(f"{{{start}}}", "").replace(f"{{{end}}}", "")
        ranged = _help("calc", "range", lang=lang)
        assert f"{notches} [0<=x<=35]" in ranged and "NOTCHES" not in ranged, ranged
        assert not re.search(r"\b(FROM|TO)\b", ranged), ranged
    assert "{n_partita}" in _help("solo", "replay", lang="it")
    assert "{archivo}" in _help("replay", lang="es")
    assert "--lang        LINGUA" in _help(lang="it")
    english = _help("calc", "course", lang="en")
    assert "Usage: npq calc course [OPTIONS] {FROM} {TO}" in english, english
    assert "Resolve one airship move from FROM toward TO (rulebook" in english
    assert "Lengths to fly (default: the distance to TO)." in english
    assert "{file}" in _help("replay", lang="en")


def test_a_help_text_names_only_placeholders_it_knows() -> None:
    """A help text names a placeholder as `{FROM}`; any other brace stays as written."""
    from npq.cli import _frame

    words = {"FROM": "PARTENZA", "TO": "ARRIVO"}
    assert _frame.filled("from {FROM} to {TO}: FILE.{png,svg} {x}", words) == (
        "from PARTENZA to ARRIVO: FILE.{png,svg} {x}"
    )


def test_a_calculator_s_input_is_refused_in_the_language(lang: pytest.MonkeyPatch) -> None:
    out = CliRunner().invoke(app, ["calc", "course", "Berlin", "Vienna", "--wind", "99Q"])
    assert out.exit_code == 2
    assert out.output.startswith("errore: vento sconosciuto '99Q'; l'Indicatore del Vento mostra")
    lang.setenv("NPQ_LANG", "es")
    out = CliRunner().invoke(app, ["calc", "course", "Berlin", "Berlin"])
    assert out.output.strip() == ("error: un dirigible se mueve una distancia positiva, no 0.0")


def test_an_online_database_that_is_none_is_said_in_the_language(
    tmp_path: Path, lang: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "partite.db"
    db.write_text("garbage, not SQLite")
    out = CliRunner().invoke(app, ["online", "games", "--db", str(db)])
    assert out.exit_code == 1
    assert out.output.strip() == (
        f"errore: {db}: non è un database di partite utilizzabile: non è un database"
    )
    (tmp_path / "afile").write_text("")
    out = CliRunner().invoke(app, ["online", "games", "--db", str(tmp_path / "afile" / "y.db")])
    assert out.exit_code == 1, out.output  # reading: no database there (nothing made)
    assert "nessun database del server in" in out.output
    # the server makes its database's folder: a file in the way is said (was a FileExistsError
    # traceback from mkdir)
    from npq.online.store import StoreError, open_store

    with pytest.raises(StoreError) as made:
        open_store(tmp_path / "afile" / "y.db")
    assert "esiste già qualcosa con quel nome" in str(made.value)


_PG_FAILED = 'connection failed: connection to server at "127.0.0.1", port 5432 failed: '


@pytest.mark.parametrize(
    ("make", "italian", "spanish"),
    [
        # a connection that failed before the server answered: no SQLSTATE, libpq's words
        (
            lambda pg: pg.OperationalError(
                _PG_FAILED + 'FATAL:  password authentication failed for user "npq"'
            ),
            "autenticazione non riuscita: nome utente o password errati",
            "la autenticación falló: nombre de usuario o contraseña incorrectos",
        ),
        (
            lambda pg: pg.OperationalError(_PG_FAILED + 'FATAL:  database "games" does not exist'),
            "il database non esiste",
            "la base de datos no existe",
        ),
        (
            lambda pg: pg.OperationalError(
                _PG_FAILED + "Connection refused\n\tIs the server running on that host?"
            ),
            "la connessione è stata rifiutata (il server è in funzione?)",
            "la conexión fue rechazada",
        ),
        (
            lambda pg: pg.OperationalError("connection failed: something new"),
            "la connessione al database non è riuscita",
            "falló la conexión con la base de datos",
        ),
        # the server's SQLSTATE, whole or by its class
        (
            lambda pg: pg.errors.InvalidPassword("password authentication failed"),
            "autenticazione non riuscita",
            "la autenticación falló",
        ),
        (
            lambda pg: pg.errors.InvalidCatalogName("database does not exist"),
            "il database non esiste",
            "la base de datos no existe",
        ),
        (
            lambda pg: pg.errors.AdminShutdown("terminating connection"),
            "il server del database si sta spegnendo",
            "el servidor de la base de datos se está apagando",
        ),
        (
            lambda pg: pg.errors.DiskFull("could not extend file"),
            "il server del database ha esaurito le risorse",
            "el servidor de la base de datos se ha quedado sin recursos",
        ),
        (
            lambda pg: pg.errors.UndefinedTable("relation does not exist"),
            "errore del database 42P01",
            "42P01",
        ),
    ],
)
def test_postgresql_failures_are_said_in_the_language(
    make: Any, italian: str, spanish: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The online server's PostgreSQL errors (npq serve --db postgresql://...) were psycopg's
    English after "PostgreSQL:"; they are said as SQLite's are (npq.reasons), psycopg's own
    words after them for the admin (the host, port and user they name)."""
    psycopg = pytest.importorskip("psycopg")
    from npq.online.store import StoreError, _pg_error

    exc = make(psycopg)
    error = _pg_error("postgresql://npq:secret@db.example:5432/games", exc)
    assert isinstance(error, StoreError)
    for lang, words in (("it", italian), ("es", spanish)):
        monkeypatch.setenv("NPQ_LANG", lang)
        said = str(error)
        assert said.startswith("PostgreSQL postgresql://npq@db.example:5432/games: "), said
        assert words in said, said
        assert said.endswith(f"({' '.join(str(exc).split())})"), said
        assert "secret" not in said
    assert "secret" not in error.args[0] and error.args[0].startswith("PostgreSQL postgresql://")


def test_a_postgresql_server_that_is_not_there_is_said_in_the_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A closed port: what `npq serve --db postgresql://...` prints."""
    pytest.importorskip("psycopg")
    import socket

    from npq.online.store import PostgresStore, StoreError

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed when the block ends: nothing listens there
    with pytest.raises(StoreError) as info:
        PostgresStore(f"postgresql://npq:secret@127.0.0.1:{port}/games")
    monkeypatch.setenv("NPQ_LANG", "it")
    said = str(info.value)
    assert said.startswith(f"PostgreSQL postgresql://npq@127.0.0.1:{port}/games: "), said
    assert "la connessione è stata rifiutata" in said and "secret" not in said, said
    monkeypatch.setenv("NPQ_LANG", "es")
    assert "la conexión fue rechazada" in str(info.value), str(info.value)


def test_the_sweep_s_leftovers_speak_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 13's sweep: `--scheduler`'s help lost "[cluster]" in every language (Typer's rich
    help read it as a style tag); `npq solo history` wrote its time as ISO (2026-12-02T04:41:48
    +00:00) in an Italian or Spanish line."""
    for lang, words in (("en", "the [cluster] extra"), ("it", "l'extra [cluster]")):
        assert words in re.sub(r"[\s│]+", " ", _help("balance", lang=lang))
    from npq.cli.solo import _moment

    monkeypatch.setenv("NPQ_LANG", "it")
    assert _moment("2026-12-02T04:41:48+00:00") == "2 dic 2026, 04:41:48"
    monkeypatch.setenv("NPQ_LANG", "es")
    assert _moment("2026-12-02T04:41:48+00:00") == "2 dic 2026, 4:41:48"
    assert _moment("yesterday") == "yesterday"
