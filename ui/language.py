"""The app's language: Qt's translation mechanism for the widgets, npq's gettext for the rest.

Every widget string is written ``translate("Context", "English")``
(:meth:`QCoreApplication.translate`; ``pyside6-lupdate`` extracts it into
``ui/translations/npq_<lang>.ts``, ``pyside6-lrelease`` compiles the ``.qm``; ``make
i18n-update`` / ``make i18n``). :func:`install` puts the chosen language's ``QTranslator``
(and Qt's own, for the standard buttons) on the application at start, and tells
:mod:`npq.i18n` the same language for the texts npq renders (refusals, the log, cards).

The language is ``NPQ_LANG`` if set, else the player's Language setting (remembered in the
settings file, :func:`ui.storage.read_language`; it applies at the next start), else the
system locale, else English.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from npq import i18n
from ui.storage import read_language

__all__ = [
    "QT_TRANSLATE_NOOP",
    "catalog_path",
    "compile_ts",
    "install",
    "installed_language",
    "translate",
]

#: ``translate("Context", "text")``: the call ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate

_installed: dict[str, object] = {}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate in ``context`` where a table is defined (typed, unlike
    PySide6's); shown through ``self.tr(text)`` / ``translate(context, text)``."""
    return text


def _ts_dir() -> Path:
    return Path(__file__).with_name("translations")


def catalog_path(lang: str) -> Path | None:
    """The compiled Qt catalog of a language: the built ``.qm`` if it is current, else one
    compiled now from the ``.ts`` with ``pyside6-lrelease`` (into the user cache); None if
    there is none (the widgets then read in English)."""
    ts = _ts_dir() / f"npq_{lang}.ts"
    qm = ts.with_suffix(".qm")
    if qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime):
        return qm
    if not ts.is_file():
        return None
    from platformdirs import user_cache_dir

    out = Path(user_cache_dir("north-pole-quest")) / "translations" / qm.name
    return out if compile_ts(ts, out) else None


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile a Qt Linguist catalog with ``pyside6-lrelease`` into ``qm`` atomically (it is
    written in a temporary folder, then moved over ``qm`` by :func:`npq._files.atomic_write`):
    a running app maps its ``.qm`` (``QTranslator.load``), and rewriting a mapped file in
    place kills that process with a bus error. True if ``qm`` was written."""
    import tempfile

    from npq._files import atomic_write

    lrelease = shutil.which("pyside6-lrelease") or str(
        Path(sys.executable).with_name("pyside6-lrelease")
    )
    try:
        with tempfile.TemporaryDirectory(prefix="npq-lrelease-") as tmp:
            fresh = Path(tmp) / qm.name
            subprocess.run(
                [lrelease, "-silent", str(ts), "-qm", str(fresh)],
                check=True,
                capture_output=True,
                timeout=60,
            )
            atomic_write(qm, fresh.read_bytes())
    except (OSError, subprocess.SubprocessError):
        return False
    return True


def install(app: QCoreApplication | None = None) -> str:
    """Install the language's translators on the application (replacing any installed
    before) and tell npq the same language; returns the language code."""
    app = app or QCoreApplication.instance()
    i18n.set_language(read_language())
    lang = i18n.language()
    if app is None or (_installed.get("lang") == lang and _installed.get("app") is app):
        return lang
    for old in _installed.get("translators", []):  # type: ignore[attr-defined]
        app.removeTranslator(old)
    translators: list[QTranslator] = []
    if lang != i18n.SOURCE:
        qt_own = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(QLocale(lang), "qtbase", "_", qt_dir):
            translators.append(qt_own)
    # English too: its catalog holds the forms of the counted strings ("%n action(s)")
    path = catalog_path(lang)
    ours = QTranslator(app)
    if path is not None and ours.load(str(path)):
        translators.append(ours)
    for t in translators:
        app.installTranslator(t)
    QLocale.setDefault(QLocale(lang))
    _installed.update(lang=lang, app=app, translators=translators)
    return lang


def installed_language() -> str:
    """The language the widgets were built in (English before :func:`install`)."""
    return str(_installed.get("lang", i18n.SOURCE))
