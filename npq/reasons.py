"""Why a file, a database or a connection failed, in the language in force (issue 13).

The standard library and the packages we use explain their failures in English prose built
into the exception: the OS's ``strerror`` ("No such file or directory", "Permission
denied"), :mod:`tomllib`'s "Cannot overwrite a value (at line 3, column 5)", :mod:`json`'s
"Expecting value: line 1 column 1 (char 0)", SQLite's "file is not a database", TLS's and
the WebSocket client's. None of them has a catalog. What they carry besides the prose is
data: an ``errno``, a parser's finite set of messages and a position, SQLite's error name,
an HTTP status. :func:`of` turns a failure into a :class:`~npq.i18n.Phrase` of our own
catalog from that data (``errno.ENOENT`` → "no such file or folder", tomllib's message →
its template with ``line``/``column``), shown in the language in force when it is read.

A failure nothing here knows keeps a sentence of ours that still says what failed: an
errno without words of its own is "system error ENOMEM", a TOML or JSON message of another
Python's parser is "not valid TOML (line 3, column 5)". Only an error that is no file's,
database's or connection's (a bug: a ``KeyError``, a ``TypeError``) is left as it is.

:class:`npq.errors.NPQError` fills every exception among its params through :func:`of`
(``SaveError(N_("... {reason}"), reason=exc)``), so the engine's errors need nothing more;
:func:`said` is a failure on its own (the app's message boxes: the file it names, then why).
"""

from __future__ import annotations

import errno
import json
import re
import sys
import tomllib
from collections.abc import Mapping
from typing import Any

from npq import i18n
from npq.i18n import N_, Phrase

__all__ = [
    "JSON_PROBLEMS",
    "OS_REASONS",
    "PG_PROBLEMS",
    "PG_REASONS",
    "TOML_PROBLEMS",
    "english",
    "library_text",
    "of",
    "said",
]

#: What an ``errno`` means to a player, by errno (the codes a file, a folder or a connection
#: fails with; any other is "system error" and its symbolic name).
OS_REASONS: Mapping[int, str] = {
    code: words
    for name, words in (
        ("ENOENT", N_("no such file or folder")),
        ("EACCES", N_("permission denied")),
        ("EPERM", N_("the operation is not permitted")),
        ("EISDIR", N_("it is a folder, not a file")),
        ("ENOTDIR", N_("a part of the path is not a folder")),
        ("ENOTEMPTY", N_("the folder is not empty")),
        ("EEXIST", N_("something of that name already exists")),
        ("ENOSPC", N_("no space left on the disk")),
        ("EDQUOT", N_("the disk quota is used up")),
        ("EFBIG", N_("the file is too large")),
        ("EROFS", N_("the disk is read-only")),
        ("ENAMETOOLONG", N_("the name is too long")),
        ("ELOOP", N_("too many symbolic links")),
        ("EMFILE", N_("too many open files")),
        ("ENFILE", N_("too many open files")),
        ("EIO", N_("input/output error (a damaged disk or a lost connection?)")),
        ("EBUSY", N_("the file or device is busy")),
        ("ETXTBSY", N_("the file is busy")),
        ("ENXIO", N_("no such device or address")),
        ("ENODEV", N_("no such device")),
        ("EXDEV", N_("the file cannot be moved to another disk")),
        ("EINVAL", N_("the name or the value is not valid here")),
        ("ENOMEM", N_("not enough memory")),
        ("EAGAIN", N_("the resource is busy; try again")),
        ("EINTR", N_("interrupted")),
        ("EPIPE", N_("the connection was closed")),
        ("ECONNREFUSED", N_("the connection was refused (is the server running?)")),
        ("ECONNRESET", N_("the connection was reset")),
        ("ECONNABORTED", N_("the connection was aborted")),
        ("ETIMEDOUT", N_("no answer in time")),
        ("EHOSTUNREACH", N_("the host cannot be reached")),
        ("EHOSTDOWN", N_("the host is down")),
        ("ENETUNREACH", N_("the network cannot be reached")),
        ("ENETDOWN", N_("the network is down")),
        ("EADDRINUSE", N_("the address is already in use")),
        ("EADDRNOTAVAIL", N_("the address is not available on this machine")),
        ("ENOTCONN", N_("not connected")),
    )
    if (code := getattr(errno, name, None)) is not None
}
_SYSTEM_ERROR = N_("system error {code}")
_NO_ANSWER = N_("no answer in time")

#: Where a parser stopped: the frame of a TOML or JSON problem.
_AT = N_("{problem} (line {line}, column {column})")
_AT_END = N_("{problem} (at the end of the file)")

#: tomllib's messages (``tomllib/_parser.py``, every ``suffixed_err``), as a pattern of the
#: English (the variable part named) and our template; matched whole, in order.
TOML_PROBLEMS: tuple[tuple[str, str], ...] = (
    (r"Invalid statement", N_("not a TOML statement")),
    (
        r"Expected newline or end of document after a statement",
        N_("a new line or the end of the file was expected after a statement"),
    ),
    (r"Expected (?P<text>.+)", N_("{text} was expected")),
    (r"Found invalid character (?P<char>.+)", N_("the character {char} is not allowed here")),
    (r"Cannot declare (?P<key>.+) twice", N_("the table {key} is declared twice")),
    (r"Cannot overwrite a value", N_("a value is given twice (a key or table already holds it)")),
    (
        r"Cannot mutate immutable namespace (?P<key>.+)",
        N_("{key} cannot be added to (an inline table or array is complete as written)"),
    ),
    (r"Cannot redefine namespace (?P<key>.+)", N_("the table {key} cannot be defined again")),
    (r"Invalid initial character for a key part", N_("a key cannot begin with this character")),
    (r"Unclosed array", N_("an array is not closed")),
    (r"Duplicate inline table key (?P<key>.+)", N_("the key {key} is given twice in a table")),
    (r"Unclosed inline table", N_("an inline table is not closed")),
    (r"Unescaped '\\' in a string", N_("a backslash (\\) in a string escapes nothing")),
    (r"Invalid hex value", N_("an escape's hexadecimal value is not valid")),
    (
        r"Escaped character is not a Unicode scalar value",
        N_("an escaped character is not a Unicode character"),
    ),
    (r"Unterminated string", N_("a string is not closed")),
    (r"Illegal character '\\n'", N_("a string is not closed before the end of its line")),
    (r"Illegal character (?P<char>.+)", N_("the character {char} is not allowed in a string")),
    (r"Invalid date or datetime", N_("a date or time is not valid")),
    (r"Invalid value", N_("not a valid value")),
)
_TOML_ANY = N_("not valid TOML")
_TOML_WHERE = re.compile(
    r"^(?P<msg>.*) \(at (?:line (?P<line>\d+), column (?P<col>\d+)|end of document)\)$", re.S
)
_TOML_RES = tuple((re.compile(f"^{p}$", re.S), t) for p, t in TOML_PROBLEMS)

#: json's messages (``json/decoder.py`` and its C scanner), by the decoder's ``msg``.
JSON_PROBLEMS: Mapping[str, str] = {
    "Expecting value": N_("a value was expected"),
    "Expecting property name enclosed in double quotes": N_("a key in double quotes was expected"),
    "Expecting ':' delimiter": N_("':' was expected"),
    "Expecting ',' delimiter": N_("',' was expected"),
    "Unterminated string starting at": N_("a string is not closed"),
    "Invalid control character at": N_("a control character inside a string"),
    "Invalid \\escape": N_("a backslash (\\) in a string escapes nothing valid"),
    # json's own words name the escape by four placeholder letters, spelled out here
    "Invalid \\u" + "X" * 4 + " escape": N_("a \\u escape (four hex digits) is not valid"),
    "Extra data": N_("more text after the end of the data"),
    "Unexpected UTF-8 BOM (decode using utf-8-sig)": N_("the text begins with a byte-order mark"),
    "Illegal trailing comma before end of object": N_("a comma before the end of an object"),
    "Illegal trailing comma before end of array": N_("a comma before the end of an array"),
}
_JSON_ANY = N_("not valid JSON")

#: SQLite's result codes (``sqlite3.Error.sqlite_errorname``, its extended codes by prefix).
SQLITE_REASONS: Mapping[str, str] = {
    "SQLITE_NOTADB": N_("not a database"),
    "SQLITE_CORRUPT": N_("the database is damaged"),
    "SQLITE_BUSY": N_("the database is in use by another program"),
    "SQLITE_LOCKED": N_("the database is in use by another program"),
    "SQLITE_CANTOPEN": N_("the database file cannot be opened"),
    "SQLITE_READONLY": N_("the database is read-only"),
    "SQLITE_PERM": N_("permission denied"),
    "SQLITE_AUTH": N_("permission denied"),
    "SQLITE_FULL": N_("no space left on the disk"),
    "SQLITE_IOERR": N_("input/output error (a damaged disk or a lost connection?)"),
    "SQLITE_NOMEM": N_("not enough memory"),
    "SQLITE_TOOBIG": N_("a value is too large"),
    "SQLITE_PROTOCOL": N_("the database's lock failed"),
}
_SQLITE_ANY = N_("database error {code}")

#: The TLS library's reasons (``ssl.SSLError.reason``) a player can act on.
TLS_REASONS: Mapping[str, str] = {
    "PEM_LIB": N_("not a PEM certificate or key"),
    "NO_START_LINE": N_("not a PEM certificate or key"),
    "KEY_VALUES_MISMATCH": N_("the key does not belong to the certificate"),
    "WRONG_VERSION_NUMBER": N_("the other side does not speak TLS"),
    "CERTIFICATE_VERIFY_FAILED": N_("the certificate cannot be verified"),
}
_TLS_ANY = N_("TLS error {code}")
#: PostgreSQL's SQLSTATE codes (``psycopg.Error.sqlstate``) an admin can act on: a whole code,
#: else its class (the first two characters).
PG_REASONS: Mapping[str, str] = {
    "28P01": N_("authentication failed: wrong user name or password"),
    "28000": N_("this user may not log in to the database"),
    "3D000": N_("the database does not exist"),
    "42501": N_("permission denied"),
    "53300": N_("the database server has too many connections"),
    "57P01": N_("the database server is shutting down"),
    "57P02": N_("the database server is shutting down"),
    "57P03": N_("the database server is starting up: try again"),
    "08": N_("the connection to the database failed"),
    "53": N_("the database server is out of resources (disk, memory or connections)"),
    "40": N_("the database rolled the transaction back: try again"),
}
#: libpq's messages for a connection that failed before the server gave a SQLSTATE (psycopg
#: has none then): a pattern of the English (libpq's own, or the server's FATAL line) and our
#: words; searched in order.
PG_PROBLEMS: tuple[tuple[str, str], ...] = (
    (
        r"password authentication failed|no password supplied|authentication failed",
        "28P01",
    ),
    (r'database "[^"]*" does not exist', "3D000"),
    (r'role "[^"]*" does not exist', N_("no such user on the database server")),
    (r"Connection refused", "ECONNREFUSED"),
    (r"could not translate host name|Name or service not known|nodename nor servname", "DNS"),
    (r"timeout expired|Connection timed out", "ETIMEDOUT"),
    (r"No route to host", "EHOSTUNREACH"),
    (r"Network is unreachable", "ENETUNREACH"),
    (r"server closed the connection unexpectedly", N_("the database server closed the connection")),
    (r"too many clients|too many connections", "53300"),
    (r"the database system is (shutting down|in recovery mode)", "57P01"),
    (r"the database system is starting up", "57P03"),
    (r"SSL", N_("the TLS connection to the database failed")),
)
_PG_RES = tuple((re.compile(p, re.I), w) for p, w in PG_PROBLEMS)
_PG_ANY = N_("database error {code}")
_PG_CONNECT = N_("the connection to the database failed")

#: OpenSSL's certificate verification codes (``X509_V_ERR_*``) a player meets.
CERT_REASONS: Mapping[int, str] = {
    10: N_("the server's certificate has expired"),
    18: N_("the server's certificate is self-signed and not trusted here"),
    19: N_("the server's certificate chain holds a self-signed certificate not trusted here"),
    20: N_("the server's certificate is signed by an authority not trusted here"),
    62: N_("the server's certificate is for another host name"),
}
_CERT_ANY = N_("the server's certificate cannot be verified (X509 error {code})")
_DNS = N_("the host name cannot be found")

_WS_STATUS = N_("the server answered HTTP {status} instead of opening the game connection")
_WS_URI = N_("not a ws:// or wss:// address")
_WS_CLOSED = N_("the connection was closed")
_WS_HANDSHAKE = N_("the server did not open a WebSocket connection")
_WS_TOO_BIG = N_("a message was too big")

_TLS_TEXT = re.compile(r"\[\w+\] ([A-Za-z ]+?) \(")
_QUOTED = re.compile(r"""'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)\"""")


def of(exc: BaseException) -> Any:
    """Why ``exc`` failed, as a :class:`~npq.i18n.Phrase` of our catalog (shown in the
    language in force) for a file's, a database's, a parser's or a connection's failure;
    anything else (an :class:`~npq.errors.NPQError`, which speaks for itself, or a bug) is
    returned as it is."""
    if isinstance(exc, tomllib.TOMLDecodeError):
        return _toml(str(exc))
    if isinstance(exc, json.JSONDecodeError):
        return _json(exc)
    if isinstance(exc, UnicodeDecodeError):
        return Phrase(N_("not UTF-8 text (byte {at})"), at=exc.start)
    if (found := _sqlite(exc)) is not None or (found := _websockets(exc)) is not None:
        return found
    if (found := _postgres(exc)) is not None:
        return found
    if isinstance(exc, OSError):
        return _os(exc)
    return exc


def said(exc: BaseException) -> str:
    """A failure on its own, in the language in force: the file an OS error names, then why
    (``profile.sqlite3: permission denied``); an NPQError's own message."""
    reason = of(exc)
    name = getattr(exc, "filename", None) if isinstance(exc, OSError) else None
    if name is not None:
        return i18n.render(i18n.gettext("{file}: {reason}"), file=name, reason=reason)
    return str(reason)


def english(value: Any) -> Any:
    """``value`` as the English of a message (an error's ``args``): a phrase's or a failure's
    English; anything else as it is."""
    if isinstance(value, BaseException):
        value = of(value)
    if isinstance(value, Phrase):
        return value.english()
    return value


def _os(exc: OSError) -> Phrase:
    ssl = sys.modules.get("ssl")
    if ssl is not None and isinstance(exc, ssl.SSLError):
        return _tls(exc, ssl)
    socket = sys.modules.get("socket")
    if socket is not None and isinstance(exc, socket.gaierror):
        return Phrase(_DNS)
    code = exc.errno
    if code is not None and code in OS_REASONS:
        return Phrase(OS_REASONS[code])
    if code is None:
        if isinstance(exc, TimeoutError):
            return Phrase(_NO_ANSWER)
        return Phrase(_SYSTEM_ERROR, code=type(exc).__name__)
    return Phrase(_SYSTEM_ERROR, code=errno.errorcode.get(code, str(code)))


def _tls(exc: Any, ssl: Any) -> Phrase:
    if isinstance(exc, ssl.SSLCertVerificationError) and exc.verify_code:
        words = CERT_REASONS.get(exc.verify_code)
        return Phrase(words) if words else Phrase(_CERT_ANY, code=exc.verify_code)
    # OpenSSL's reason code; some calls leave it unset and say it only in the text
    # ("[SSL] PEM lib (_ssl.c:3905)": PEM_LIB)
    reason = getattr(exc, "reason", None)
    if not reason and len(exc.args) > 1 and isinstance(exc.args[1], str):
        found = _TLS_TEXT.match(exc.args[1])
        reason = found.group(1).upper().replace(" ", "_") if found else None
    reason = reason or type(exc).__name__
    words = TLS_REASONS.get(str(reason))
    return Phrase(words) if words else Phrase(_TLS_ANY, code=str(reason))


def _sqlite(exc: BaseException) -> Phrase | None:
    sqlite3 = sys.modules.get("sqlite3")
    if sqlite3 is None or not isinstance(exc, sqlite3.Error):
        return None
    name = getattr(exc, "sqlite_errorname", None)
    if not name:
        return None  # a misuse of the module (a bug), not the database's failure
    for prefix, words in SQLITE_REASONS.items():
        if name == prefix or name.startswith(prefix + "_"):
            return Phrase(words)
    return Phrase(_SQLITE_ANY, code=name)


def _postgres(exc: BaseException) -> Phrase | None:
    """A psycopg error by its SQLSTATE, else (a connection that failed before the server
    answered: no SQLSTATE) by libpq's words; None for what is not psycopg's."""
    psycopg = sys.modules.get("psycopg")
    if psycopg is None or not isinstance(exc, psycopg.Error):
        return None
    state = getattr(exc, "sqlstate", None)
    if state:
        words = PG_REASONS.get(state) or PG_REASONS.get(state[:2])
        return Phrase(words) if words else Phrase(_PG_ANY, code=state)
    text = str(exc)
    for pattern, key in _PG_RES:
        if pattern.search(text):
            if key in PG_REASONS:
                return Phrase(PG_REASONS[key])
            if key == "DNS":
                return Phrase(_DNS)
            code = getattr(errno, key, None) if key.isupper() and key.startswith("E") else None
            if code is not None and code in OS_REASONS:
                return Phrase(OS_REASONS[code])
            return Phrase(key)
    if isinstance(exc, psycopg.OperationalError):
        return Phrase(_PG_CONNECT)
    return Phrase(_PG_ANY, code=type(exc).__name__)


def library_text(exc: BaseException) -> str:
    """What a library says of its failure in its own words (English, one line): shown after
    our reason where an admin may need it (a database server's name, port, user)."""
    return " ".join(str(exc).split())


def _websockets(exc: BaseException) -> Phrase | None:
    ws = sys.modules.get("websockets.exceptions")
    if ws is None or not isinstance(exc, ws.WebSocketException):
        return None
    if isinstance(exc, ws.InvalidStatus):
        return Phrase(_WS_STATUS, status=int(exc.response.status_code))
    if isinstance(exc, ws.InvalidURI):
        return Phrase(_WS_URI)
    if isinstance(exc, ws.ConnectionClosed):
        return Phrase(_WS_CLOSED)
    if isinstance(exc, ws.PayloadTooBig):
        return Phrase(_WS_TOO_BIG)
    return Phrase(_WS_HANDSHAKE)


def _key(text: str) -> str:
    """tomllib's key, a tuple's repr (``('cards', 'x')``), as TOML writes it (``cards.x``)."""
    parts = [a or b for a, b in _QUOTED.findall(text)]
    return ".".join(parts) if parts else text


def _toml(message: str) -> Phrase:
    where = _TOML_WHERE.match(message)
    msg = where.group("msg") if where else message
    problem = Phrase(_TOML_ANY)
    for pattern, template in _TOML_RES:
        found = pattern.match(msg)
        if found:
            params = found.groupdict()
            if "key" in params:
                params["key"] = _key(params["key"])
            problem = Phrase(template, **params)
            break
    if where is None:
        return problem
    if where.group("line") is None:
        return Phrase(_AT_END, problem=problem)
    return Phrase(
        _AT, problem=problem, line=int(where.group("line")), column=int(where.group("col"))
    )


def _json(exc: json.JSONDecodeError) -> Phrase:
    template = JSON_PROBLEMS.get(exc.msg, _JSON_ANY)
    if exc.pos >= len(exc.doc or ""):
        return Phrase(_AT_END, problem=Phrase(template))
    return Phrase(_AT, problem=Phrase(template), line=exc.lineno, column=exc.colno)
