"""npq._files: the one atomic writer (saves, the app's side files, the board cache, figures)."""

from __future__ import annotations

import os
import stat

import pytest

from npq._files import atomic_open, atomic_write


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "deep" / "save.npq.json"
    assert atomic_write(target, "first\n") == target
    atomic_write(target, "second\n")
    assert target.read_text(encoding="utf-8") == "second\n"
    assert sorted(p.name for p in target.parent.iterdir()) == ["save.npq.json"]


def test_a_new_file_gets_the_permissions_of_a_plain_open(tmp_path):
    target = tmp_path / "board.geojson"
    atomic_write(target, "{}")
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~_umask()


def test_a_failed_write_keeps_the_old_file_and_removes_the_temporary(tmp_path):
    target = tmp_path / "autosave.npq.json"
    atomic_write(target, "kept")
    with pytest.raises(RuntimeError, match="disk full"), atomic_open(target) as fh:
        fh.write("half a fi")
        raise RuntimeError("disk full")
    assert target.read_text(encoding="utf-8") == "kept"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.npq.json"]


def test_bytes_and_newlines_are_written_as_given(tmp_path):
    png = tmp_path / "map.png"
    atomic_write(png, b"\x89PNG\r\n\x1a\n")
    assert png.read_bytes() == b"\x89PNG\r\n\x1a\n"
    text = tmp_path / "territories.geojson"
    atomic_write(text, "a\nb\n", newline="\n")
    assert text.read_bytes() == b"a\nb\n"
    with atomic_open(tmp_path / "fig.svg", "wb") as fh:
        fh.write(b"<svg/>")
    assert (tmp_path / "fig.svg").read_bytes() == b"<svg/>"


def test_an_unwritable_folder_raises_oserror_and_writes_nothing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(OSError):
        atomic_write(blocker / "save.json", "x")
    assert blocker.read_text() == "not a folder"
