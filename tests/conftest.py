"""Test-suite settings shared by every test module."""

from __future__ import annotations

from hypothesis import settings

# No timed assertions in tests (CONTRIBUTING): Hypothesis's default 200 ms deadline per example
# is one, and it fails property tests on a busy machine (test_auction_draft's deal took 338 ms
# once at load 13, 3 ms when rerun). Examples are still bounded by max_examples.
settings.register_profile("npq", deadline=None)
settings.load_profile("npq")

# The suite reads the English source texts whatever the machine's locale: the language comes
# from NPQ_LANG first (npq.i18n), so set it before anything renders a message. Tests of the
# translations (tests/test_i18n.py) choose their language with monkeypatch.
import os  # noqa: E402

os.environ["NPQ_LANG"] = "en"

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def qapp():  # type: ignore[no-untyped-def]
    """pytest-qt's application, made as the app makes it (ui.app.ensure_app): with the
    language's translators installed, English included (its catalog holds the singular and
    plural of the counted strings, Qt's numerus)."""
    from ui.app import ensure_app

    return ensure_app()


@pytest.fixture(autouse=True)
def _cursor_off_the_windows():  # type: ignore[no-untyped-def]
    """Each test's simulated mouse starts far from every window. Qt drops a mouse move to the
    position the cursor already has, so a test whose first ``QTest.mouseMove`` went where an
    earlier test (in the same process) had left the cursor got no move event at all (the
    Navigating Tool's preview stayed empty: test_ui_game's fly-by-mouse test failed after
    test_ui_usability with ``-n 0``)."""
    import sys

    if "PySide6.QtGui" in sys.modules:
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QCursor, QGuiApplication

        if QGuiApplication.instance() is not None:
            QCursor.setPos(QPoint(5000, 5000))
    yield
