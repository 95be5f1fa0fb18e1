"""Numeric tables derived from a board, stored beside the board cache (issue 15).

The navigation index (``npq.nav._index``) and the bots' route tables (``npq.bots.routing``)
cost a few seconds of CPU to build and depend only on the board and on the code that builds
them, so they are kept on disk next to the projected board (:mod:`npq.board.cache`) and loaded
by the next process in a few tens of milliseconds.

A table file is data, never code: no pickle. It holds a magic line, the length of a JSON
header, the header (format, the board's cache key, the table's name and version, a BLAKE2b
digest of the data, and per array its name, dtype, shape, offset and size), then the raw
little-endian array bytes. Reading checks the magic, bounds the file and header sizes, allows
only plain numeric dtypes, checks that each array's shape matches its size and lies inside the
data, and checks the digest: anything else (absent, foreign, truncated, flipped bits, nested
JSON, a hostile header) reads as ``None`` and the caller rebuilds and rewrites the table. The
caller then checks the values it indexes with (:func:`check_csr`, :func:`check_index`), so a
file crafted to pass the digest still cannot make it index out of range.

A board loaded through the cache carries ``Board.cache_slot`` (the directory and its key);
boards built without a cache (tests, a custom board file) have none and build their tables in
memory as before.
"""

from __future__ import annotations

import atexit
import hashlib
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from npq._files import atomic_open

__all__ = [
    "TABLES_FORMAT",
    "StoredRows",
    "TableError",
    "board_tables",
    "check_csr",
    "check_index",
    "read_tables",
    "source_digest",
    "tables_path",
    "write_tables",
]

TABLES_FORMAT = "npq-board-tables/1"
_MAGIC = b"NPQ-TABLES\n"
#: No table file is larger (the route tables of the packaged board are ~20 MB).
MAX_BYTES = 256 << 20
_MAX_HEADER = 1 << 20
_DTYPES = frozenset({"<f8", "<i8", "<i4", "|u1", "|b1"})


class TableError(ValueError):
    """A stored table whose values do not fit what its reader expects."""


def source_digest(*files: str | Path) -> str:
    """A short hash of source files: a table built by other code is another table."""
    h = hashlib.sha256()
    for f in files:
        h.update(Path(f).read_bytes())
    return h.hexdigest()[:16]


#: Table files kept per board and name (several checkouts of the code may share a cache).
KEEP_VERSIONS = 3


def tables_path(directory: Path, key: str, name: str, version: str) -> Path:
    """``<board key>.<name>.<version hash>.tables``: two versions of the code that builds a
    table do not overwrite each other's file (each would rebuild it every other run)."""
    tag = hashlib.sha256(version.encode()).hexdigest()[:12]
    return directory / f"{key[:32]}.{name}.{tag}.tables"


def write_tables(
    directory: Path, key: str, name: str, version: str, arrays: Mapping[str, NDArray[Any]]
) -> Path | None:
    """Store ``arrays`` atomically; ``None`` if the directory is not writable."""
    entries = []
    chunks: list[bytes] = []
    offset = 0
    digest = hashlib.blake2b(digest_size=16)
    for array_name, value in arrays.items():
        a = np.ascontiguousarray(value)
        dtype = a.dtype.newbyteorder("<") if a.dtype.byteorder == ">" else a.dtype
        a = a.astype(dtype, copy=False)
        if a.dtype.str not in _DTYPES:
            raise TypeError(f"table {name}/{array_name}: dtype {a.dtype.str} is not stored")
        raw = a.tobytes()
        entries.append(
            {
                "name": array_name,
                "dtype": a.dtype.str,
                "shape": list(a.shape),
                "offset": offset,
                "nbytes": len(raw),
            }
        )
        chunks.append(raw)
        digest.update(raw)
        offset += len(raw)
    header = json.dumps(
        {
            "format": TABLES_FORMAT,
            "key": key,
            "name": name,
            "version": version,
            "digest": digest.hexdigest(),
            "arrays": entries,
        },
        separators=(",", ":"),
    ).encode()
    path = tables_path(directory, key, name, version)
    try:
        with atomic_open(path, "wb") as fh:
            fh.write(_MAGIC)
            fh.write(len(header).to_bytes(8, "little"))
            fh.write(header)
            for raw in chunks:
                fh.write(raw)
    except OSError:
        return None
    _prune(directory, path)
    return path


def _prune(directory: Path, keep: Path) -> None:
    """Remove the tables of boards whose cache file is gone (pruned by the board cache), and
    all but the newest :data:`KEEP_VERSIONS` versions of each table."""
    try:
        boards = {p.stem for p in directory.glob("*.json")}
        versions: dict[str, list[Path]] = {}
        for p in directory.glob("*.tables"):
            if p == keep:
                continue
            board, name = [*p.name.split("."), ""][:2]
            if board not in boards:
                p.unlink(missing_ok=True)
            else:
                versions.setdefault(f"{board}.{name}", []).append(p)
        mine = ".".join(keep.name.split(".")[:2])
        for group, files in versions.items():
            files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
            for old in files[KEEP_VERSIONS - (group == mine) :]:
                old.unlink(missing_ok=True)
    except OSError:
        pass


def read_tables(
    directory: Path, key: str, name: str, version: str
) -> dict[str, NDArray[Any]] | None:
    """The arrays stored for ``key``/``name``/``version``, read-only, or ``None`` if absent,
    foreign or damaged."""
    path = tables_path(directory, key, name, version)
    try:
        with path.open("rb") as fh:
            size = path.stat().st_size
            if size > MAX_BYTES:
                return None
            data = fh.read(MAX_BYTES + 1)
    except OSError:
        return None
    try:
        return _parse(data, key, name, version)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError, OverflowError):
        return None


def _parse(data: bytes, key: str, name: str, version: str) -> dict[str, NDArray[Any]] | None:
    if not data.startswith(_MAGIC) or len(data) < len(_MAGIC) + 8:
        return None
    at = len(_MAGIC)
    n = int.from_bytes(data[at : at + 8], "little")
    if n > _MAX_HEADER or at + 8 + n > len(data):
        return None
    doc = json.loads(data[at + 8 : at + 8 + n])
    if not isinstance(doc, dict) or doc.get("format") != TABLES_FORMAT:
        return None
    if doc.get("key") != key or doc.get("name") != name or doc.get("version") != version:
        return None
    body = memoryview(data)[at + 8 + n :]
    if hashlib.blake2b(body, digest_size=16).hexdigest() != doc.get("digest"):
        return None
    out: dict[str, NDArray[Any]] = {}
    for e in doc["arrays"]:
        dtype, shape, offset, nbytes = e["dtype"], e["shape"], e["offset"], e["nbytes"]
        if dtype not in _DTYPES or not isinstance(shape, list) or len(shape) > 3:
            return None
        if not all(isinstance(s, int) and s >= 0 for s in shape):
            return None
        if not (isinstance(offset, int) and isinstance(nbytes, int) and offset >= 0):
            return None
        dt = np.dtype(dtype)
        if int(np.prod(shape, dtype=np.int64)) * dt.itemsize != nbytes:
            return None
        if offset + nbytes > len(body):
            return None
        arr = np.frombuffer(body, dtype=dt, count=nbytes // dt.itemsize, offset=offset)
        out[str(e["name"])] = arr.reshape(shape)
    return out


def board_tables(
    board: Any,
    name: str,
    version: str,
    build: Callable[[], dict[str, NDArray[Any]]],
    load: Callable[[dict[str, NDArray[Any]]], Any],
) -> Any:
    """``load(arrays)`` of the tables stored for ``board`` (its ``cache_slot``), or of freshly
    built ones (``build()``, then stored). A stored table ``load`` rejects (it raises
    :class:`TableError`, ``ValueError``, ``IndexError`` or ``KeyError``) is rebuilt and
    rewritten."""
    slot = getattr(board, "cache_slot", None)
    if slot is not None:
        directory, key = slot
        stored = read_tables(directory, key, name, version)
        if stored is not None:
            try:
                return load(stored)
            except (TableError, ValueError, IndexError, KeyError, TypeError):
                pass  # damaged or hostile values: rebuilt below
    arrays = build()
    if slot is not None:
        write_tables(slot[0], slot[1], name, version, arrays)
    return load(arrays)


def check_index(values: NDArray[Any], size: int, what: str) -> None:
    """Every value of ``values`` is an index into a sequence of ``size`` items."""
    if values.size and (int(values.min()) < 0 or int(values.max()) >= size):
        raise TableError(f"{what}: an index out of range")


def check_csr(offsets: NDArray[Any], size: int, what: str) -> None:
    """``offsets`` split ``size`` items into rows: it starts at 0, never decreases, ends at
    ``size``."""
    if offsets.ndim != 1 or len(offsets) < 1 or offsets[0] != 0 or offsets[-1] != size:
        raise TableError(f"{what}: bad row offsets")
    if len(offsets) > 1 and bool((np.diff(offsets) < 0).any()):
        raise TableError(f"{what}: decreasing row offsets")


class StoredRows:
    """Numeric rows a process worked out for a board, by key, kept in one table file beside
    it (``name``, ``version``): read when first asked for, the rows this process added are
    stored when it exits (with the ones other processes stored meanwhile, newest first, at
    most ``max_rows``). A row is ``shape`` values of ``dtype``; ``check(values)`` raises
    :class:`TableError` when stored values cannot be rows (the file is then ignored). A
    board without a cache slot keeps nothing."""

    def __init__(
        self,
        board: Any,
        name: str,
        version: str,
        shape: tuple[int, ...],
        dtype: str,
        check: Callable[[NDArray[Any]], None],
        max_rows: int,
    ) -> None:
        self.board = board
        self.name, self.version = name, version
        self.shape, self.dtype = shape, np.dtype(dtype)
        self.check = check
        self.max_rows = max_rows
        self._rows: dict[bytes, int] | None = None
        self._values: NDArray[Any] | None = None
        self._new: dict[bytes, NDArray[Any]] = {}
        self._registered = False

    @staticmethod
    def digest(key: str) -> bytes:
        """A key's 16-byte digest (what the file stores of it)."""
        return hashlib.blake2b(key.encode(), digest_size=16).digest()

    def _read(self) -> dict[bytes, int]:
        rows: dict[bytes, int] = {}
        self._values = None
        slot = getattr(self.board, "cache_slot", None)
        if slot is None:
            return rows
        stored = read_tables(slot[0], slot[1], self.name, self.version)
        if stored is None:
            return rows
        try:
            digests, values = stored["digests"], stored["values"]
            m = len(digests)
            if digests.dtype != np.uint8 or digests.shape != (m, 16):
                raise TableError(f"{self.name}: digests")
            if values.dtype != self.dtype or values.shape != (m, *self.shape):
                raise TableError(f"{self.name}: values")
            self.check(values)
        except (TableError, KeyError, ValueError, TypeError):
            return rows
        raw = digests.tobytes()
        for i in range(m):
            rows.setdefault(raw[16 * i : 16 * i + 16], i)
        self._values = values
        return rows

    def get(self, key: str) -> NDArray[Any] | None:
        """The stored row of ``key`` (a read-only copy), or ``None``."""
        if self._rows is None:
            self._rows = self._read()
        i = self._rows.get(self.digest(key))
        if i is None or self._values is None:
            return None
        row = np.array(self._values[i])
        row.flags.writeable = False
        return row

    def add(self, key: str, row: NDArray[Any]) -> None:
        """Keep ``row`` (worked out by this process) for the stored ones."""
        if getattr(self.board, "cache_slot", None) is None or len(self._new) >= self.max_rows:
            return
        if not self._registered:
            self._registered = True
            atexit.register(self.flush)
        self._new[self.digest(key)] = np.asarray(row, dtype=self.dtype).reshape(self.shape)

    def flush(self) -> None:
        """Store the rows this process added, then the stored ones that still fit."""
        slot = getattr(self.board, "cache_slot", None)
        if not self._new or slot is None or not slot[0].is_dir():
            return
        new, self._new = self._new, {}
        rows = self._read()  # what other processes stored meanwhile too
        digests = list(new)
        values = list(new.values())
        old = self._values
        if old is not None:
            for d, i in rows.items():
                if len(digests) >= self.max_rows:
                    break
                if d not in new:
                    digests.append(d)
                    values.append(old[i])
        digests = digests[: self.max_rows]
        values = values[: self.max_rows]
        arrays = {
            "digests": np.frombuffer(b"".join(digests), dtype=np.uint8).reshape(-1, 16),
            "values": np.array(values, dtype=self.dtype).reshape(-1, *self.shape),
        }
        write_tables(slot[0], slot[1], self.name, self.version, arrays)
        self._rows = None
